/**
 * Which paths the repository's own CI lints with ruff: the review's lint counts as a fix required (Tier 1)
 * only where a gate of the repository would fail on it. OpenEnv's test workflow runs `ruff check src/ tests/`,
 * so an unused import under `envs/` or `examples/` is nothing its maintainers enforce.
 *
 * Read from HEAD's `.github/workflows/*.yml`: `ruff check PATH...` in a `run:` step (its `working-directory`
 * prefixed; no path is the whole folder), `astral-sh/ruff-action` / `chartboost/ruff-action` (their `src`
 * input, default the whole repository), and pre-commit (a workflow step running it, or pre-commit.ci's `ci:`
 * key) with a ruff hook in `.pre-commit-config.yaml` (the whole repository). Ruff's own `include` at the
 * repository root narrows what a folder argument lints; its `exclude`s are applied by ruff itself
 * (`--force-exclude`).
 */
import picomatch from 'picomatch';
import { parse as parseShell } from 'shell-quote';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import type { RepoView } from '../../../repo/view.js';
import { headFiles, headText } from '../tree.js';

export interface LintGate {
  /** Does CI run ruff on this repository path? */
  lints(path: string): boolean;
  /** What runs ruff, for messages (`.github/workflows/test.yml: ruff check src/ tests/`), empty when nothing does. */
  sources: string[];
}

const WORKFLOW = /^\.github\/workflows\/[^/]+\.ya?ml$/;
const RUFF_ACTIONS = /^(astral-sh|chartboost)\/ruff-action(@|$)/;
/** ruff check options that take a value (the value is not a path). */
const VALUED_OPTIONS = new Set([
  '--select', '--extend-select', '--ignore', '--extend-ignore', '--config', '--output-format', '--target-version', '--line-length',
  '--exclude', '--extend-exclude', '--fixable', '--unfixable', '--per-file-ignores', '--extend-per-file-ignores', '--cache-dir',
  '--stdin-filename', '--output-file', '--dummy-variable-rgx', '--extension', '--extend-fixable',
]);

const normalize = (path: string): string => path.replace(/^\.\/+/, '').replace(/\/+$/, '').replace(/^\.$/, '');
const under = (dir: string, path: string): string => (dir && path ? `${dir}/${path}` : dir || path);

/** The path arguments of every `ruff check` in a shell script (none given: the current folder). */
export function ruffCheckPaths(script: string): string[][] {
  const out: string[][] = [];
  for (const line of script.split('\n')) {
    if (!/\bruff\b/.test(line)) continue;
    let words: string[];
    try {
      words = parseShell(line.slice(0, 4096)).map((w) => (typeof w === 'string' ? w : '\0'));
    } catch {
      continue;
    }
    for (let i = 0; i < words.length; i++) {
      if (!/(^|\/)ruff$/.test(words[i]!)) continue;
      // `ruff check ...`, and ruff before 0.5's `ruff PATH` form is not a gate anyone writes any more.
      if (words[i + 1] !== 'check') continue;
      const paths: string[] = [];
      for (let j = i + 2; j < words.length && words[j] !== '\0'; j++) {
        const word = words[j]!;
        if (word === '--') continue;
        if (word.startsWith('-')) {
          if (VALUED_OPTIONS.has(word)) j++;
          continue;
        }
        paths.push(normalize(word));
      }
      out.push(paths.length ? paths : ['']);
    }
  }
  return out;
}

type Json = Record<string, unknown>;
const asRecord = (value: unknown): Json | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined);

/** A `.pre-commit-config.yaml` with ruff's lint hook (`id: ruff` or `id: ruff-check`; `ruff-format` only formats). */
const preCommitRunsRuff = (text: string): boolean => /^\s*-?\s*id:\s*['"]?ruff(-check)?['"]?\s*$/m.test(text);

/** The lint gate of the repository at `tree`. */
export async function lintGateOf(tree: RepoView): Promise<LintGate> {
  const files = await headFiles(tree);
  const roots: string[] = [];
  const sources: string[] = [];
  let preCommit = false;
  for (const path of files.filter((f) => WORKFLOW.test(f)).sort()) {
    const text = await headText(tree, path, 512 * 1024);
    if (text === undefined || !/ruff|pre-commit/.test(text)) continue;
    let workflow: Json | undefined;
    try {
      workflow = asRecord(parseYaml(text, { maxAliasCount: 100 }));
    } catch {
      continue;
    }
    for (const job of Object.values(asRecord(workflow?.jobs) ?? {})) {
      const jobRecord = asRecord(job);
      const jobDir = normalize(String(asRecord(asRecord(jobRecord?.defaults)?.run)?.['working-directory'] ?? ''));
      for (const step of Array.isArray(jobRecord?.steps) ? jobRecord.steps : []) {
        const s = asRecord(step);
        if (!s) continue;
        if (typeof s.run === 'string') {
          const dir = normalize(String(s['working-directory'] ?? '')) || jobDir;
          for (const paths of ruffCheckPaths(s.run)) {
            roots.push(...paths.map((p) => normalize(under(dir, p))));
            sources.push(`${path}: ruff check ${paths.filter(Boolean).join(' ') || '.'}`);
          }
          if (/\bpre-commit\s+run\b/.test(s.run)) preCommit = true;
        }
        if (typeof s.uses === 'string' && RUFF_ACTIONS.test(s.uses)) {
          const args = String(asRecord(s.with)?.args ?? 'check');
          if (!/^\s*check\b/.test(args)) continue; // `args: format --check` formats, it does not lint
          const src = String(asRecord(s.with)?.src ?? '');
          const paths = src.split(/\s+/).map(normalize);
          roots.push(...(paths.length ? paths : ['']));
          sources.push(`${path}: ${s.uses.split('@')[0]}`);
        }
        if (typeof s.uses === 'string' && /^pre-commit\/action(@|$)/.test(s.uses)) preCommit = true;
      }
    }
  }
  const preCommitConfig = files.includes('.pre-commit-config.yaml') ? await headText(tree, '.pre-commit-config.yaml', 256 * 1024) : undefined;
  // pre-commit.ci runs the hooks on every pull request of a repository whose config has its `ci:` key.
  if (preCommitConfig !== undefined && /^ci:/m.test(preCommitConfig)) preCommit = true;
  if (preCommit && preCommitConfig !== undefined && preCommitRunsRuff(preCommitConfig)) {
    roots.push('');
    sources.push('.pre-commit-config.yaml: ruff hook');
  }
  const include = await rootInclude(tree);
  const lintsFolder = (path: string) => roots.some((root) => root === '' || path === root || path.startsWith(root + '/'));
  return {
    sources,
    // A file named on the command line is linted whatever `include` says; a folder's files only when included.
    lints: (path) => roots.includes(path) || (lintsFolder(path) && (include === undefined || include(path))),
  };
}

/** `[tool.ruff] include` (plus `extend-include`) of the root configuration, as a path test; undefined: ruff's default. */
async function rootInclude(tree: RepoView): Promise<((path: string) => boolean) | undefined> {
  for (const name of ['.ruff.toml', 'ruff.toml', 'pyproject.toml']) {
    const text = await headText(tree, name, 512 * 1024);
    if (text === undefined) continue;
    let table: Json | undefined;
    try {
      table = parseToml(text) as Json;
    } catch {
      return undefined;
    }
    const ruff = name === 'pyproject.toml' ? asRecord(asRecord(table.tool)?.ruff) : table;
    if (!ruff) continue;
    if (!Array.isArray(ruff.include)) return undefined;
    const globs = [...ruff.include, ...(Array.isArray(ruff['extend-include']) ? ruff['extend-include'] : [])].filter((g): g is string => typeof g === 'string');
    // A pattern without a slash matches a file name anywhere (`*.py`), as ruff's globs do.
    const matchers = globs.map((g) => (g.includes('/') ? picomatch(normalize(g), { dot: true }) : picomatch(g, { dot: true, basename: true })));
    return (path) => matchers.some((m) => m(path));
  }
  return undefined;
}
