/**
 * Which publishing workflows a repository shows it uses. Advice whose consequence belongs to a workflow
 * (`openenv push` to the Hub, AutoEnv packaging, a registry image, Daytona) is a warning only when the
 * repository uses that workflow; otherwise it is a notice phrased "if you publish with …" (docs/validate.md,
 * "Workflow-gated advice"). One implementation for validate and manifests, over plain read functions.
 */
import type { Severity } from '../../../engine/finding.js';

export interface WorkflowSignals {
  /** A Hugging Face Space (README front matter with `sdk:`) or a script/workflow that runs `openenv push`. */
  hub: boolean;
  /** A script or workflow runs `openenv push`: the repository publishes to the Hub as an OpenEnv environment. */
  openenvPush: boolean;
  /**
   * The README or a script installs with the lock (`uv sync`, `uv run`, `uv lock`): uv.lock is how the author
   * installs, not only a file `openenv validate` asked for (most locks beside a requirements.txt were added
   * by a commit named after the validator).
   */
  uvLock: boolean;
  /** An `openenv-*` distribution that ships the manifest as package data (what AutoEnv discovers). */
  autoenv: boolean;
  /** A CI workflow that pushes an image to a registry (`docker push`, docker/build-push-action). */
  registry: boolean;
  /** The repository names Daytona (a workflow, a dependency, a script). */
  daytona: boolean;
}

export type Workflow = keyof WorkflowSignals;

/** How each workflow is named in an "if you publish with …" notice. */
export const WORKFLOW_NAMES: Readonly<Record<Workflow, string>> = {
  hub: '`openenv push` (a Hugging Face Space)',
  openenvPush: '`openenv push`',
  uvLock: 'uv (uv sync, uv run)',
  autoenv: 'AutoEnv (an installable `openenv-*` package)',
  registry: 'a registry image',
  daytona: 'Daytona',
};

export interface WorkflowReader {
  /** Repository-relative paths of every file. */
  files: Iterable<string>;
  /** The environment folder, repository-relative ('' at the root). */
  envDir: string;
  /** Text of a repository-relative file (undefined when absent or unreadable). */
  read(path: string): Promise<string | undefined>;
}

const SCRIPT_FILE = /^(\.github\/workflows\/[^/]+\.ya?ml|Makefile|[^/]*\.sh|scripts\/[^/]+\.(sh|py)|\.gitlab-ci\.yml)$/;

const scriptsOfListing = new WeakMap<object, string[]>();
/** Files that may be CI workflows or publishing scripts, at any depth; one scan per listing, not per environment. */
function scriptFiles(files: Iterable<string>): string[] {
  const cached = scriptsOfListing.get(files as object);
  if (cached) return cached;
  const out: string[] = [];
  for (const f of files) if (/(^|\/)(\.github\/workflows\/[^/]+\.ya?ml|Makefile|[^/]*\.sh|scripts\/[^/]+\.(sh|py)|\.gitlab-ci\.yml)$/.test(f)) out.push(f);
  scriptsOfListing.set(files as object, out);
  return out;
}

/** The workflows a repository shows it uses, seen from one environment folder. */
export async function workflowSignals(reader: WorkflowReader): Promise<WorkflowSignals> {
  const prefix = reader.envDir ? `${reader.envDir}/` : '';
  const scripts = scriptFiles(reader.files).filter((f) => SCRIPT_FILE.test(f) || (prefix !== '' && f.startsWith(prefix) && SCRIPT_FILE.test(f.slice(prefix.length)))).slice(0, 50);
  const texts = (await Promise.all(scripts.map((f) => reader.read(f)))).filter((t): t is string => t !== undefined).map((t) => t.slice(0, 200_000));
  const readmeText = (await reader.read(`${prefix}README.md`))?.slice(0, 200_000) ?? '';
  const readme = readmeText.slice(0, 4_000);
  const frontMatter = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(readme)?.[1] ?? '';
  const pyproject = (await reader.read(`${prefix}pyproject.toml`)) ?? '';
  const projectName = /^\[project\][^[]*?^name\s*=\s*["']([^"']+)["']/m.exec(pyproject)?.[1] ?? '';
  const openenvPush = texts.some((t) => /\bopenenv\s+push\b/.test(t));
  return {
    hub: /^sdk\s*:/m.test(frontMatter) || openenvPush,
    openenvPush,
    uvLock: [readmeText, ...texts].some(installsFromLock),
    autoenv: /^openenv[-_]/i.test(projectName) && packagesManifest(pyproject),
    registry: texts.some((t) => /\bdocker\s+push\b|docker\/build-push-action|\bopenenv\s+build\b[^\n]*--push/.test(t)),
    daytona: /daytona/i.test(pyproject) || texts.some((t) => /daytona/i.test(t)),
  };
}

/**
 * The text runs `uv sync`, `uv run` or `uv lock`. `hf jobs uv run` runs a script on Hugging Face Jobs with its
 * own inline dependencies, not the lock. The `jobs` before a match is looked up in a bounded slice, not with
 * a lookbehind (`(?<!jobs\s+)` rescans a run of spaces from every position of it: quadratic).
 */
function installsFromLock(text: string): boolean {
  const uv = /\buv[ \t]+(?:sync|run|lock)\b/g;
  for (let m = uv.exec(text); m; m = uv.exec(text)) if (!/\bjobs[ \t]+$/.test(text.slice(Math.max(0, m.index - 40), m.index))) return true;
  return false;
}

/** pyproject.toml ships openenv.yaml with the package (package data, MANIFEST-free backends that include it). */
export function packagesManifest(pyproject: string): boolean {
  const packageData = /^\[tool\.setuptools\.package-data\]([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(pyproject);
  return Boolean((packageData && /\*\.ya?ml|\*\*\/\*|openenv\.yaml/.test(packageData[1]!)) || /include\s*=\s*\[[^\]]*openenv\.yaml/.test(pyproject));
}

/**
 * The severity and wording of advice that belongs to `workflows`: the rule's own severity when the
 * repository uses one of them, else a notice whose message starts "If you publish with …".
 */
export function gateByWorkflow(signals: WorkflowSignals, workflows: readonly Workflow[], severity: Severity, message: string): { severity: Severity; message: string; gated: boolean } {
  if (workflows.some((w) => signals[w])) return { severity, message, gated: false };
  const names = workflows.map((w) => WORKFLOW_NAMES[w]).join(' or ');
  return { severity: severity === 'error' ? 'error' : 'notice', message: `If you publish with ${names}: ${message}`, gated: true };
}
