/**
 * The static phase of the validate check: every fast static criterion of validator.md for each
 * environment root, as per-environment records plus findings. Pure over a RepoView (the Python-ast
 * engine is the one adapter, injectable), so the audit check runs it on Hub repositories unchanged.
 */
import picomatch from 'picomatch';
import type { Finding } from '../../../engine/finding.js';
import { fingerprint } from '../../../engine/fingerprint.js';
import type { RepoView } from '../../../repo/view.js';
import type { CriterionResult, EnvironmentReport } from '../criteria.js';
import { CRITERIA, LOCAL_PARITY_IDS } from '../rules.js';
import { EnvContext, type RecordedCriterion, type StaticOptions } from './env.js';
import { python3AstEngine, tokenizerGuardVerdict, type GuardVerdict, type PythonAstEngine } from './main-guard.js';
import { checkManifestExtensions, checkDeclaredResources, checkContextFiles } from './resources.js';
import {
  checkManifestFields,
  checkManifestPresence,
  checkOutputsDir,
  checkPortsConsistent,
  checkPushLayout,
  checkPyprojectStructure,
  checkReadmeFrontMatter,
  checkServerApp,
  recordServerMainGuard,
  type PendingGuard,
} from './structure.js';
import { checkDeps } from './deps.js';
import { checkDocker } from './docker.js';
import { checkToolsTasks } from './tools-tasks.js';
import { checkCredentials, checkVendoredEnvs } from './credentials.js';
import { checkBuildInputs } from './build-inputs.js';

export type { StaticOptions } from './env.js';

export interface StaticRunOptions extends StaticOptions {
  /** The listing the environment roots came from (sorted); default: the whole view. */
  files?: readonly string[];
  /** Called once per environment as it starts (progress reporting). */
  onProgress?: (message: string) => void;
  /** Called when a helper tool was cut short (python3 past its deadline) and a fallback answered. */
  onProblem?: (message: string) => void;
}

export interface StaticEnvironmentResult {
  report: EnvironmentReport;
  /** The internal records (with notes and finding keys), for the probe and reporters. */
  context: EnvContext;
}

const STATIC_IDS = CRITERIA.filter((c) => c.phase === 'static').map((c) => c.id);

/** Environment roots for the given paths (relative to the view root; [] = the whole root). */
export function discoverEnvRoots(files: readonly string[], paths: readonly string[]): string[] {
  const manifestDirs = files.filter((f) => f === 'openenv.yaml' || f.endsWith('/openenv.yaml')).map((f) => f.slice(0, -'openenv.yaml'.length).replace(/\/$/, ''));
  const out = new Set<string>();
  const normalized = (paths.length ? paths : ['']).map((p) => p.replace(/\\/g, '/').replace(/^\.(\/|$)/, '').replace(/\/+$/, ''));
  for (const p of normalized) {
    if (/[*?[\]{}]/.test(p)) {
      // A glob of env roots (validator.md §0: `paths: envs/*`): every manifest folder it matches.
      const isMatch = picomatch(p, { dot: true });
      const matched = manifestDirs.filter((d) => isMatch(d));
      if (matched.length === 0) out.add(p); // reported as "not an OpenEnv environment root"
      for (const d of matched) out.add(d);
      continue;
    }
    if (manifestDirs.includes(p)) {
      out.add(p);
      for (const d of manifestDirs) if (d !== p && (p === '' || d.startsWith(`${p}/`)) && nestedEnvironment(d, files)) out.add(d);
      continue;
    }
    const below = manifestDirs.filter((d) => p === '' || d.startsWith(`${p}/`)).sort();
    // Keep the outermost roots: an openenv.yaml inside another env (e.g. a test fixture) is not a new env,
    // unless it is an environment of its own (a deployment copy such as hf_space/ beside the root one).
    const outer = below.filter((d) => !below.some((o) => o !== d && (o === '' || d.startsWith(`${o}/`))) || nestedEnvironment(d, files));
    // A path the user named that holds no environment is reported ("not an OpenEnv environment root");
    // a whole repository without one (an RFC repository, say) simply has nothing to validate.
    if (outer.length === 0 && paths.length) out.add(p);
    for (const d of outer) out.add(d);
  }
  return [...out].sort();
}

/**
 * The pyproject.toml of an ancestor folder whose packages include the environment's folder (setuptools
 * `packages.find` include globs or a `packages` list, hatch `packages`), repository-relative; else undefined.
 */
async function packagingProject(env: EnvContext): Promise<string | undefined> {
  if (env.root === '' || env.has('pyproject.toml')) return undefined;
  const parts = env.root.split('/');
  for (let up = parts.length - 1; up >= 0; up--) {
    const base = parts.slice(0, up).join('/');
    const path = base ? `${base}/pyproject.toml` : 'pyproject.toml';
    if (!env.allFiles.includes(path)) continue;
    const bytes = await env.view.readFile(path);
    const text = bytes ? new TextDecoder().decode(bytes.subarray(0, 256 * 1024)) : '';
    const top = parts[up]!;
    const declared: string[] = [];
    // `[ \t]`, not `\s`: a `\s*` after `^` crosses newlines, so each line of a run of blank lines was rescanned
    // to the run's end (quadratic); a TOML key and its `= [` share one line, and an array is bounded.
    for (const m of text.matchAll(/^[ \t]*(?:include|packages)[ \t]*=[ \t]*\[([^\]]{0,8192})\]/gm)) for (const q of m[1]!.matchAll(/["']([^"']+)["']/g)) declared.push(q[1]!);
    if (declared.some((pattern) => picomatch(pattern.replace(/\./g, '/'))(top) || pattern.split(/[./]/)[0] === top)) return path;
    return undefined; // the nearest project decides
  }
  return undefined;
}

/** Folders inside an environment that hold fixtures, templates or examples, never an environment to check. */
const NOT_AN_ENVIRONMENT_SEGMENT = /^(tests?|fixtures?|__fixtures__|testdata|test_data|templates?|examples?|docs?|\.[^/]*)$/i;
const fileSets = new WeakMap<readonly string[], Set<string>>();

/** A manifest folder nested in another environment that is an environment itself: its own server or build files. */
function nestedEnvironment(dir: string, files: readonly string[]): boolean {
  if (dir.split('/').some((segment) => NOT_AN_ENVIRONMENT_SEGMENT.test(segment))) return false;
  let set = fileSets.get(files);
  if (!set) fileSets.set(files, (set = new Set(files)));
  return ['server/app.py', 'Dockerfile', 'server/Dockerfile', 'pyproject.toml'].some((f) => set.has(`${dir}/${f}`));
}

export async function runStaticValidation(
  view: RepoView,
  envRoots: string[],
  options: StaticRunOptions = {},
): Promise<{ findings: Finding[]; environments: EnvironmentReport[]; results: StaticEnvironmentResult[] }> {
  const results: StaticEnvironmentResult[] = [];
  await forEachStaticResult(view, envRoots, options, (result) => {
    results.push(result);
  });
  return { findings: results.flatMap((r) => findingsOf(r.context)), environments: results.map((r) => r.report), results };
}

/** Environments per batch of the stream: their contexts and `server/app.py` sources are held together. */
const STREAM_BATCH = 128;

/**
 * The static phase as a bounded stream: environments are checked a batch at a time (a few at once
 * inside a batch, I/O bound), and each result is handed to `onResult` in input order once its files
 * and parsed models are released. Nothing of an environment outlives the callback unless the caller
 * keeps it: memory stays flat in the number of environments.
 */
export async function forEachStaticResult(
  view: RepoView,
  envRoots: readonly string[],
  options: StaticRunOptions,
  onResult: (result: StaticEnvironmentResult, index: number) => void | Promise<void>,
): Promise<void> {
  const allFiles = options.files ?? (await view.listFiles());
  const mode = options.pythonAst ?? 'auto';
  // One python3 for the whole run (unless injected): its start is paid once, not once per batch.
  const owned = mode === 'off' || options.pythonEngine ? undefined : python3AstEngine(undefined, undefined, options.onProblem);
  const engine = mode === 'off' ? undefined : (options.pythonEngine ?? owned);
  try {
    for (let start = 0; start < envRoots.length; start += STREAM_BATCH) {
      const contexts = envRoots.slice(start, start + STREAM_BATCH).map((root) => new EnvContext(view, root, allFiles, options));
      // Asked now, answered while the batch's other criteria run: only the guard's record waits for it.
      const verdicts = await guardVerdicts(contexts, engine, mode);
      const guardsRecorded: Promise<void>[] = [];
      let next = 0;
      const worker = async () => {
        while (next < contexts.length) {
          const i = next++;
          const env = contexts[i]!;
          options.onProgress?.(`validate: static checks for ${env.root || '.'} (${start + i + 1}/${envRoots.length})`);
          const pending = await runOne(env);
          env.release(); // keep the verdicts, drop the file contents and parsed models
          if (pending) guardsRecorded.push(verdicts.of(i).then((verdict) => recordGuard(env, pending, verdict)));
        }
      };
      await Promise.all(Array.from({ length: Math.min(4, contexts.length) }, worker));
      await Promise.all(guardsRecorded);
      for (let i = 0; i < contexts.length; i++) await onResult({ report: toReport(contexts[i]!), context: contexts[i]! }, start + i);
    }
  } finally {
    owned?.close();
  }
}

/** The criteria families in report order, each with its checks (one list for the run, not one per environment). */
const STEPS: readonly (readonly [string, (env: EnvContext) => Promise<PendingGuard | undefined | void>])[] = [
  ['manifest', (env) => checkManifestFields(env)],
  ['extensions', (env) => checkManifestExtensions(env)],
  ['pyproject', (env) => checkPyprojectStructure(env)],
  ['server-app', (env) => checkServerApp(env)],
  ['push-layout', (env) => checkPushLayout(env)],
  ['readme', (env) => checkReadmeFrontMatter(env)],
  ['ports', (env) => checkPortsConsistent(env)],
  ['outputs', (env) => checkOutputsDir(env)],
  ['deps', (env) => checkDeps(env)],
  ['docker', (env) => checkDocker(env)],
  ['docker', (env) => checkBuildInputs(env)],
  ['resources', (env) => checkDeclaredResources(env)],
  ['files', (env) => checkContextFiles(env)],
  ['tools-tasks', (env) => checkToolsTasks(env)],
  ['credentials', (env) => checkCredentials(env)],
  ['vendored', (env) => checkVendoredEnvs(env)],
];

const GUARD_ID = 'structure/server-main-guard';

/** Every static criterion but a guard still waiting for its verdict, which is returned. */
async function runOne(env: EnvContext): Promise<PendingGuard | undefined> {
  if (!(await checkManifestPresence(env))) {
    for (const id of STATIC_IDS) if (!env.results.has(id)) env.skip(id, 'skipped: no openenv.yaml (structure/manifest-present failed)');
    return undefined;
  }
  let pending: PendingGuard | undefined;
  for (const [name, step] of STEPS) {
    try {
      const result = await step(env);
      if (result) pending = result;
    } catch (error) {
      recordCrash(env, name, error);
    }
  }
  for (const id of STATIC_IDS) if (!env.results.has(id) && !(pending && id === GUARD_ID)) env.skip(id, 'skipped: not evaluated');
  await foldRootCauses(env);
  return pending;
}

/** structure/server-main-guard once its verdict is in (records are keyed by id: their order is not kept). */
function recordGuard(env: EnvContext, pending: PendingGuard, verdict: GuardVerdict | undefined): void {
  try {
    recordServerMainGuard(env, pending, verdict);
  } catch (error) {
    // On the guard's own record: the family search below knows the step as 'server-app', no criterion family.
    recordCrash(env, 'server-app', error, GUARD_ID);
  }
  if (!env.results.has(GUARD_ID)) env.skip(GUARD_ID, 'skipped: not evaluated');
}

/** A crash in one family must not hide the others: record it on the family's first open criterion. */
function recordCrash(env: EnvContext, name: string, error: unknown, open = STATIC_IDS.find((id) => !env.results.has(id) && familyOf(id) === name)): void {
  env.fail(open ?? 'structure/manifest-valid', `internal error in the ${name} checks: ${(error as Error).message}. This is a bug in openenv-ci; please report it.`, {
    severity: 'error',
    key: `internal:${name}`,
  });
}

/**
 * One root cause, one finding: a folder without pyproject.toml is not a uv project, and its missing
 * uv.lock and server/app.py are said in that one finding (their records still fail: the verdict is the CLI's).
 */
async function foldRootCauses(env: EnvContext): Promise<void> {
  const pyproject = env.results.get('structure/pyproject-present');
  if (pyproject?.status !== 'fail' || env.isOff('structure/pyproject-present')) return;
  const packagedBy = await packagingProject(env);
  if (packagedBy !== undefined) {
    // A manifest inside a Python package (where AutoEnv looks): the project files are the package's.
    const folded = ['deps/lockfile-present', 'structure/server-app-present', 'structure/push-layout', 'structure/readme-front-matter', 'docker/dockerfile-present', 'deps/openenv-runtime'];
    for (const id of folded) if (env.status(id) === 'fail') env.folded.add(id);
    pyproject.severity = 'notice';
    pyproject.message = `${env.root}/openenv.yaml is a packaged manifest: ${packagedBy} packages ${env.root.split('/')[0]}, so AutoEnv reads the manifest from the installed package and the project files (pyproject.toml, uv.lock, the server, the Dockerfile) are that project's. openenv validate ${env.root} still fails the folder for them; nothing to fix unless you deploy this folder on its own (then add them here: the openenv init template has all of them).`;
    return;
  }
  const also = [
    { id: 'deps/lockfile-present', file: 'uv.lock', fix: "run 'uv lock' and commit uv.lock" },
    { id: 'structure/server-app-present', file: 'server/app.py', fix: 'add server/app.py that builds the app with create_app(...) and defines main()' },
  ].filter((x) => env.status(x.id) === 'fail' && !env.isOff(x.id));
  if (also.length === 0) return;
  for (const x of also) env.folded.add(x.id);
  pyproject.message = `pyproject.toml, ${also.map((x) => x.file).join(' and ')} are missing, so openenv validate fails this folder. Fix: add a pyproject.toml with [project] and [project.scripts] server = "<pkg>.server.app:main", ${also.map((x) => x.fix).join(', and ')} (the openenv init template has all of them).`;
}

function familyOf(id: string): string {
  return id.split('/')[0]!;
}

/**
 * The `__main__` guard verdicts for every env's server/app.py, Python engine first when allowed: the
 * sources are read and handed to the engine now, and `of(i)` answers once the engine has.
 */
async function guardVerdicts(contexts: EnvContext[], engine: PythonAstEngine | undefined, mode: 'auto' | 'on' | 'off'): Promise<{ of(i: number): Promise<GuardVerdict | undefined> }> {
  const sources = await Promise.all(contexts.map((env) => (env.has('server/app.py') ? env.text('server/app.py') : Promise.resolve(undefined))));
  const present = sources.map((s, i) => ({ s, i })).filter((x): x is { s: string; i: number } => x.s !== undefined);
  const answered = (async () => {
    const out: (GuardVerdict | undefined)[] = sources.map(() => undefined);
    // An engine that fails is one that could not answer: the tokenizer does (a rejection must not go unheard).
    const python = engine && present.length ? await engine.check(present.map((p) => p.s)).catch(() => undefined) : undefined;
    present.forEach((p, k) => {
      out[p.i] = python?.[k] ?? tokenizerGuardVerdict(p.s);
    });
    if (mode === 'on' && present.length && !python)
      for (const p of present) contexts[p.i]!.memo.set('python-unavailable', true);
    return out;
  })();
  return { of: (i) => answered.then((out) => out[i]) };
}

function toReport(env: EnvContext): EnvironmentReport {
  const criteria: CriterionResult[] = [];
  for (const id of STATIC_IDS) {
    const r = env.results.get(id);
    if (r) criteria.push(publicRecord(r, env));
  }
  return {
    path: env.root === '' ? '.' : env.root,
    openenv_validate_equivalent: LOCAL_PARITY_IDS.every((id) => env.status(id) === 'pass'),
    criteria,
  };
}

function publicRecord(r: RecordedCriterion, env: EnvContext): CriterionResult {
  const out: CriterionResult = { id: r.id, status: r.status, severity: r.severity, message: r.notes?.length ? `${r.message} Note: ${r.notes.join(' ')}` : r.message };
  if (r.evidence !== undefined) out.evidence = r.evidence;
  if (r.file !== undefined) out.file = env.repoPath(r.file);
  if (r.line !== undefined) out.line = r.line;
  if (r.column !== undefined) out.column = r.column;
  if (r.id === 'structure/server-main-guard' && env.memo.get('python-unavailable'))
    out.message += ' Note: python-ast is on but python3 could not be run; the tokenizer engine decided.';
  return out;
}

/** The file a runtime finding of the environment names: the manifest, else the folder. */
export function environmentFile(env: EnvContext): string {
  return env.has('openenv.yaml') ? env.repoPath('openenv.yaml') : env.root;
}

/**
 * The place a static finding names when its criterion reads no file (a missing pyproject.toml, uv.lock,
 * server/app.py): the environment folder, not line 1 of a manifest that has nothing to do with it.
 */
export function staticFindingFile(env: EnvContext): string {
  return env.root;
}

/** Findings for every failing criterion, at the criterion's file and line. */
export function findingsOf(env: EnvContext): Finding[] {
  const out: Finding[] = [];
  const fallbackFile = staticFindingFile(env);
  for (const id of STATIC_IDS) {
    const r = env.results.get(id);
    if (!r || r.status !== 'fail' || env.folded.has(id)) continue;
    const file = r.file !== undefined ? env.repoPath(r.file) : fallbackFile;
    const f: Finding = {
      rule: id,
      severity: r.severity,
      file,
      message: r.notes?.length ? `${r.message} Note: ${r.notes.join(' ')}` : r.message,
      fingerprint: fingerprint(id, file, r.key ?? id),
    };
    if (r.line !== undefined) f.line = r.line;
    if (r.column !== undefined) f.column = r.column;
    out.push(f);
  }
  return out;
}
