/** docker/ criteria (validator.md §3.3) and the shared Dockerfile/.dockerignore loading. */
import { globsMatcher, type EnvContext } from './env.js';
import {
  baseChain,
  contextReachesFinal,
  contributingStages,
  copyOperands,
  finalStage,
  isWholeContextCopy,
  readDockerfile,
  stageByRef,
  substituteArgs,
  type DockerfileModel,
  type Instruction,
  type Stage,
} from './dockerfile.js';
import { DockerIgnore } from './dockerignore.js';
import { parseSuppressions, suppressionAt } from '../../../engine/suppressions.js';
import { runCommands } from './shell.js';

export interface DockerSetup {
  /** Env-relative Dockerfile path in use (server/Dockerfile first, the order openenv build uses). */
  path?: string;
  both: boolean;
  model?: DockerfileModel;
  ignore: DockerIgnore;
  /** The effective ignore file, when one exists. */
  ignoreFile?: string;
}

export function loadDocker(env: EnvContext): Promise<DockerSetup> {
  return env.once('docker', async () => {
    const inServer = env.has('server/Dockerfile');
    const atRoot = env.has('Dockerfile');
    const path = inServer ? 'server/Dockerfile' : atRoot ? 'Dockerfile' : undefined;
    // BuildKit: <Dockerfile>.dockerignore beside the Dockerfile wins over <root>/.dockerignore.
    const candidates = path ? [`${path}.dockerignore`, '.dockerignore'] : ['.dockerignore'];
    let ignore = DockerIgnore.none();
    let ignoreFile: string | undefined;
    for (const c of candidates) {
      const text = await env.text(c);
      if (text !== undefined) {
        ignore = new DockerIgnore(text, c);
        ignoreFile = c;
        break;
      }
    }
    let model: DockerfileModel | undefined;
    if (path) {
      const text = await env.text(path);
      if (text !== undefined) model = await readDockerfile(path, text);
    }
    return { path, both: inServer && atRoot, model, ignore, ignoreFile };
  });
}

/** All RUN text (with heredocs) of the given stages, with lines. */
export function runInstructions(stages: readonly Stage[]): Instruction[] {
  return stages.flatMap((s) => s.instructions.filter((i) => i.keyword === 'RUN'));
}

const DEFAULT_BUILD_TOOLS = [
  'build-essential', 'gcc', 'g++', 'clang', 'make', 'cmake', 'git', 'pkg-config', 'autoconf', 'automake', 'libtool', 'cargo', 'rustc', 'golang',
];

/** Test fixtures this large in the final image are a warning (docker/no-fixtures-in-image); smaller ones a notice. */
export const LARGE_FIXTURES_BYTES = 5 * 1024 ** 2;

export const DEFAULT_FIXTURE_PATTERNS = ['**/fixtures/**', '**/__fixtures__/**', '**/testdata/**', '**/test_data/**', 'tests/**'];

/** Folder names DEFAULT_FIXTURE_PATTERNS finds at any depth; `tests` only as the first segment. */
const FIXTURE_FOLDERS = new Set(['fixtures', '__fixtures__', 'testdata', 'test_data']);

/** The same globs in the same order (the fixture-patterns option left at its default). */
function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * DEFAULT_FIXTURE_PATTERNS as picomatch reads them, by segment: a listed path (no `.` or `..` segment, no
 * backslash) matches when a segment is a fixture folder name or its first segment is `tests`. Matching
 * through picomatch costs a fresh process more than every environment's test; other paths still go to
 * picomatch (test/validate/dockerfile.test.ts compares the two).
 */
export function isDefaultFixturePath(path: string): boolean {
  const segments = path.split('/');
  if (path.includes('\\') || segments.some((s) => s === '.' || s === '..')) {
    return globsMatcher(DEFAULT_FIXTURE_PATTERNS, { dot: true })(path);
  }
  return segments[0] === 'tests' || segments.some((s) => FIXTURE_FOLDERS.has(s));
}

export const DEFAULT_OCI_LABELS = [
  'org.opencontainers.image.source',
  'org.opencontainers.image.title',
  'org.opencontainers.image.description',
  'org.opencontainers.image.licenses',
  'org.opencontainers.image.version',
  'org.opencontainers.image.revision',
  'org.opencontainers.image.created',
];

export async function checkDocker(env: EnvContext): Promise<void> {
  const docker = await loadDocker(env);
  const ids = ['docker/base-image-pinned', 'docker/multi-stage-hygiene', 'docker/no-git-in-image', 'docker/no-fixtures-in-image', 'docker/oci-labels', 'docker/layer-order'];
  if (!docker.path || !docker.model || docker.model.stages.length === 0) {
    if (!docker.path)
      await env.failForWorkflow(
        'docker/dockerfile-present',
        ['hub', 'registry'],
        'No Dockerfile in server/ or the env root, so the docker deployment mode is unavailable and openenv push has nothing to build. Fix: add server/Dockerfile (see the openenv init template).',
        { key: 'dockerfile' },
      );
    else env.fail('docker/dockerfile-present', `${docker.path} has no FROM instruction (or is not text). Fix: start it with FROM <base image>.`, { file: docker.path, line: 1, key: 'dockerfile' });
    for (const id of ids) env.skip(id, 'skipped: no usable Dockerfile (docker/dockerfile-present failed)');
    return;
  }
  const model = docker.model;
  env.pass('docker/dockerfile-present', `${docker.path} (${model.stages.length} stage${model.stages.length === 1 ? '' : 's'}).`, { file: docker.path });
  if (docker.both)
    env.note('docker/dockerfile-present', 'Both server/Dockerfile and Dockerfile exist: openenv push prefers the root file, openenv build the server/ file.');
  const target = env.options.dockerTarget;
  const final = finalStage(model, target)!;
  const contributing = contributingStages(model, target);
  const file = docker.path;

  // docker/base-image-pinned
  {
    const vars = new Map(model.globalArgs);
    for (const [k, v] of Object.entries(env.options.dockerBuildArgs ?? {})) vars.set(k, v);
    const problems: { msg: string; line: number }[] = [];
    for (const s of contributing) {
      if (stageByRef(model, s.base, s.index) || s.base.toLowerCase() === 'scratch') continue;
      const resolved = substituteArgs(s.base, vars);
      if (resolved === undefined) {
        problems.push({ msg: `FROM ${s.base} (line ${s.fromLine}) uses a build argument with no default, so the base image cannot be verified`, line: s.fromLine });
        continue;
      }
      if (stageByRef(model, resolved, s.index) || resolved.toLowerCase() === 'scratch') continue;
      if (!/@sha256:[0-9a-f]{64}$/.test(resolved))
        problems.push({
          msg: `FROM ${s.base}${resolved !== s.base ? ` resolves to ${resolved}` : ''} (line ${s.fromLine}), a moving tag, so two builds can differ`,
          line: s.fromLine,
        });
    }
    const seen = new Set<string>();
    const unique = problems.filter((p) => {
      const k = p.msg.replace(/ \(line \d+\)/, '');
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    if (unique.length)
      env.fail('docker/base-image-pinned', `${unique.map((p) => p.msg).join('; ')}. Fix: pin the base by digest, e.g. ARG BASE_IMAGE=ghcr.io/huggingface/openenv-base:<version>@sha256:<digest>.`, {
        file,
        line: problems[0]!.line,
        key: 'base',
      });
    else env.pass('docker/base-image-pinned', 'Every external base image is pinned by digest.', { file });
  }

  // docker/multi-stage-hygiene
  {
    const tools = env.options.buildTools ?? DEFAULT_BUILD_TOOLS;
    const chain = baseChain(model, final);
    // A deliberate choice ("git in the final image on purpose") is silenced line by line with
    // `# openenv-ci: disable-next-line docker/multi-stage-hygiene <reason>` above the RUN.
    const directives = parseSuppressions(file, (await env.text(file)) ?? '');
    const problems: { msg: string; line: number }[] = [];
    let silenced = 0;
    for (const ins of runInstructions(chain)) {
      const found: string[] = [];
      for (const words of runCommands(ins)) {
        const m = /\b(?:apt-get|apt|apk|yum|dnf|microdnf)\s+(?:-\S+\s+)*(?:install|add)\b(.*)$/.exec(words.join(' '));
        if (!m) continue;
        const pkgs = m[1]!.split(/\s+/).filter((p) => p && !p.startsWith('-')).map((p) => p.replace(/[=:].*$/, ''));
        const bad = pkgs.filter((p) => tools.includes(p) || /-(dev|devel)$/.test(p));
        if (bad.length) found.push(`installs ${bad.join(', ')} (line ${ins.line})`);
      }
      if (/\b(curl|wget)\b[^|\n]*\|\s*(sudo\s+)?(ba|z|da)?sh\b/.test(ins.args)) found.push(`pipes a download into a shell (line ${ins.line})`);
      if (found.length && suppressionAt(directives, 'docker/multi-stage-hygiene', ins.line)) silenced++;
      else for (const msg of found) problems.push({ msg, line: ins.line });
    }
    const single = model.stages.length < 2;
    const silencedNote = silenced ? ` (${silenced} RUN line${silenced === 1 ? '' : 's'} silenced by an inline directive)` : '';
    if (problems.length) {
      env.fail(
        'docker/multi-stage-hygiene',
        `If you want a smaller runtime image: ${single ? 'the single-stage Dockerfile' : 'the final image'} ${problems.map((p) => p.msg).join('; ')}; build tools and installers then ship in the runtime image (contents of external base images are not visible statically). Fix: compile in a builder stage and copy only the virtualenv/artifacts into the final stage, or, if it is deliberate, say why above the RUN: # openenv-ci: disable-next-line docker/multi-stage-hygiene <reason>.`,
        { file, line: problems[0]!.line, key: 'hygiene' },
      );
    } else
      // A single stage that installs no toolchain ships nothing a builder stage would keep out: nothing to fix.
      env.pass('docker/multi-stage-hygiene', `${single ? 'Single stage, but it' : 'The final stage'} installs no build toolchain${silencedNote}.`, { file });
  }

  const reach = contextReachesFinal(model, target);
  const namedCopies = (name: RegExp): Instruction | undefined =>
    contributing
      .flatMap((s) => s.instructions)
      .find((i) => (i.keyword === 'COPY' || i.keyword === 'ADD') && !i.flags.from && (copyOperands(i)?.sources ?? []).some((s) => name.test(s)));

  // docker/no-git-in-image
  {
    const hasGit = (await env.options.hasGitDir?.(env.root)) ?? false;
    const explicit = namedCopies(/^(\.\/)?\.git(\/|$)/);
    const ignored = docker.ignore.excludes('.git') && docker.ignore.excludes('.git/HEAD');
    if (explicit)
      env.fail('docker/no-git-in-image', `${file} line ${explicit.line} copies .git into the image. Fix: remove .git from the COPY/ADD sources.`, {
        file,
        line: explicit.line,
        key: 'git-explicit',
      });
    else if (hasGit && reach.reaches && !ignored)
      env.fail(
        'docker/no-git-in-image',
        `The whole build context is copied into the final image (${reach.via}) and ${docker.ignoreFile ? `${docker.ignoreFile} does not exclude .git` : 'there is no .dockerignore'}, so .git ships in the image. Fix: add a .dockerignore with .git, .venv, __pycache__/.`,
        { file, line: reach.line, key: 'git' },
      );
    else
      env.pass(
        'docker/no-git-in-image',
        !hasGit ? 'No .git in the build context.' : !reach.reaches ? 'The build context does not reach the final image.' : `.git is excluded by ${docker.ignoreFile}.`,
        { file },
      );
  }

  // docker/no-fixtures-in-image
  {
    const patterns = env.options.fixturePatterns;
    const isFixture = patterns && !sameList(patterns, DEFAULT_FIXTURE_PATTERNS) ? globsMatcher(patterns, { dot: true }) : isDefaultFixturePath;
    const allow = env.options.fixturesAllow?.length ? globsMatcher(env.options.fixturesAllow, { dot: true }) : () => false;
    const shipped = env.files.filter((f) => isFixture(f) && !allow(f) && !docker.ignore.excludes(f));
    if (reach.reaches && shipped.length) {
      let bytes = 0;
      for (const f of shipped.slice(0, 2000)) bytes += (await env.size(f)) ?? 0;
      const top = [...new Set(shipped.map((f) => f.split('/').slice(0, f.startsWith('tests/') ? 1 : -1).join('/')))].slice(0, 3);
      const what = `${top.map((t) => `${t}/`).join(', ')} (${shipped.length} file${shipped.length === 1 ? '' : 's'}, ${formatBytes(bytes)}) reach${top.length === 1 ? 'es' : ''} the final image through ${reach.via}`;
      // Test files of a few KiB cost the image nothing an author would act on: hygiene advice, a notice.
      // Fixtures that make the image noticeably bigger (every pull, every Space rebuild) are a warning.
      if (bytes >= LARGE_FIXTURES_BYTES)
        env.fail('docker/no-fixtures-in-image', `${what}. Fix: add them to .dockerignore, or copy only the runtime sources.`, { file, line: reach.line, key: 'fixtures', evidence: shipped.slice(0, 5).join(', ') });
      else
        env.fail('docker/no-fixtures-in-image', `If you want a smaller image: ${what}. Fix: add them to .dockerignore, or copy only the runtime sources.`, {
          file,
          line: reach.line,
          key: 'fixtures',
          evidence: shipped.slice(0, 5).join(', '),
          severity: 'notice',
        });
    } else env.pass('docker/no-fixtures-in-image', reach.reaches ? 'No test fixtures enter the build context.' : 'The build context does not reach the final image.', { file });
  }

  // docker/oci-labels
  {
    const injected = new Set(env.options.ociLabelsInjected ?? []);
    const labels = new Map<string, string>();
    const declaredArgs = new Set<string>();
    for (const s of baseChain(model, final)) {
      for (const ins of s.instructions) {
        if (ins.keyword === 'ARG') for (const [k] of ins.properties) declaredArgs.add(k);
        if (ins.keyword === 'LABEL') for (const [k, v] of ins.properties) if (!labels.has(k)) labels.set(k, v ?? '');
      }
    }
    const missing: string[] = [];
    const buildTime: string[] = [];
    for (const key of DEFAULT_OCI_LABELS) {
      if (injected.has(key)) continue;
      const v = labels.get(key);
      if (v === undefined || v === '') {
        missing.push(key);
        continue;
      }
      const ref = /^\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?$/.exec(v);
      if (ref) {
        if (declaredArgs.has(ref[1]!)) buildTime.push(key);
        else missing.push(key);
      }
    }
    if (missing.length)
      env.fail(
        'docker/oci-labels',
        `Final stage lacks ${missing.map((k, i) => (i === 0 ? k : k.replace('org.opencontainers.image', ''))).join(', ')} (proposed required set). Fix: add LABEL org.opencontainers.image.source=<repo URL> …, or declare the labels your build injects via the oci-labels-injected input.`,
        { file, line: final.fromLine, key: 'labels' },
      );
    else
      env.pass('docker/oci-labels', `All OCI labels present${buildTime.length ? ` (${buildTime.length} set at build time)` : ''}.`, { file });
  }

  // docker/layer-order: before the first dependency install, only dependency manifests may be copied.
  {
    let reported = false;
    for (const s of model.stages) {
      let sourceCopy: Instruction | undefined;
      for (const ins of s.instructions) {
        if ((ins.keyword === 'COPY' || ins.keyword === 'ADD') && !ins.flags.from) {
          const sources = copyOperands(ins)?.sources ?? [];
          // `COPY server/requirements.txt` then `RUN pip install -r` is the cache pattern: any folder's manifest counts.
          if (!sources.every((src) => DEP_MANIFEST.test(src.replace(/\/+$/, '').split('/').pop() ?? ''))) sourceCopy ??= ins;
        }
        if (ins.keyword === 'RUN' && PY_INSTALL.test(ins.args)) {
          if (sourceCopy)
            env.fail(
              'docker/layer-order',
              `Dependencies are installed (line ${ins.line}) after ${isWholeContextCopy(sourceCopy) ? 'COPY .' : `${sourceCopy.keyword} ${copyOperands(sourceCopy)?.sources.join(' ') ?? ''}`} (line ${sourceCopy.line}), so any app-file change rebuilds the dependency layer. Fix: COPY pyproject.toml uv.lock ./ → RUN uv sync --frozen --no-install-project → COPY . . → RUN uv sync --frozen.`,
              { file, line: ins.line, key: 'layer-order' },
            );
          else env.pass('docker/layer-order', 'Only dependency manifests are copied before the dependency install.', { file });
          reported = true;
          break;
        }
      }
      if (reported) break;
    }
    if (!reported) env.pass('docker/layer-order', 'No Python dependency install found; nothing to check.', { file });
  }
}

/** Files that may be copied before the dependency install without invalidating its layer. */
const DEP_MANIFEST = /^(pyproject\.toml|uv\.lock|requirements[^/]*\.txt|setup\.py|setup\.cfg|README[^/]*)$/;

export const PY_INSTALL = /\buv\s+sync\b|\bpip3?\s+install\b|\bpython3?\s+-m\s+pip\s+install\b|\buv\s+pip\s+(install|sync)\b|\bpoetry\s+install\b/;

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1)} GiB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(1)} MiB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${n} B`;
}
