import { lstatSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { childEnvironment } from '../process/environment.js';
import { DEADLINES, ProcessStoppedError, runProcess, startProcess } from '../process/spawn.js';
import { CatFileStream } from './cat-file-stream.js';

/**
 * Runs git through src/process/spawn.ts and returns stdout as bytes. A thin adapter: the CLI and the
 * action both use it, so the two front ends run git identically. Errors carry the command and git's own
 * message. Every call has a deadline (DEADLINES.git by default): a call that exceeds it is killed and
 * throws ProcessStoppedError naming the git command, which the check reports as what it could not finish.
 *
 * The repository may be an untrusted clone whose `.git/config` names programs (core.fsmonitor, hooks,
 * filter and diff drivers): every call disables them (`-c` beats the repository's config), ignores the
 * system config and the global attributes file, and gets a scrubbed environment. actions/checkout gives
 * the action a fresh config; the CLI on a downloaded clone gets the same protection from here.
 */
export interface GitRunner {
  (args: readonly string[], options?: { input?: string | Uint8Array; allowFailure?: boolean }): Promise<GitResult>;
  /**
   * One blob by object id (undefined when the repository lacks it) through the runner's long-lived
   * `git cat-file --batch` (src/repo/cat-file-stream.ts), not a process per file. Optional: without it
   * (a stand-in runner) a file is read with `cat-file blob`.
   */
  readBlob?(objectId: string): Promise<Uint8Array | undefined>;
}

export interface GitResult {
  stdout: Buffer;
  stderr: string;
  exitCode: number;
}

export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly exitCode: number,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed (exit ${exitCode}): ${stderr.trim().split('\n').slice(-3).join(' ')}`);
    this.name = 'GitError';
  }
}

/** Settings that would make a read run a program, switched off for every call. */
export const SAFE_GIT_CONFIG = ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', '-c', 'core.attributesFile=/dev/null'];

/** Driver settings that run a program: `filter.<name>.clean`, `diff.<name>.textconv`, ... */
const DRIVER_KEY = '^(filter|diff|merge)\\..*\\.(clean|smudge|process|textconv|command|driver)$';

/**
 * `-c` overrides that neutralise every program-running driver the repository's config defines:
 * filters become `cat`, a long-running `process` filter and external diff commands become empty
 * (ignored), textconv becomes `cat` (so blame and diff still read the raw text).
 */
async function driverOverrides(run: (args: string[]) => Promise<{ stdout: Buffer; exitCode: number }>): Promise<string[]> {
  const { stdout, exitCode } = await run(['config', '--includes', '--name-only', '--get-regexp', DRIVER_KEY]);
  if (exitCode !== 0) return []; // 1: no such key
  return stdout
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((key) => ['-c', `${key}=${/\.(process|command|driver)$/i.test(key) ? '' : 'cat'}`]);
}

/**
 * Subcommands that never run a configured driver (filters run on working-tree content, textconv and
 * external diff only in diff/log/blame output, merge drivers in merges): they skip the config lookup
 * that builds the overrides, which would otherwise be one more process on every run.
 */
const DRIVER_FREE = new Set(['rev-parse', 'ls-tree', 'cat-file', 'config', 'merge-base', 'rev-list']);

function subcommandOf(args: readonly string[]): string | undefined {
  return args.find((a, i) => !a.startsWith('-') && args[i - 1] !== '-c');
}

/**
 * `git log` options that print only commits and the paths they touch. A log with no other option runs
 * no driver (textconv and external diff apply to patches, stats and pickaxe searches; filters to the
 * working tree, which log never reads; rename detection compares raw blobs), so it skips the lookup:
 * the RFC history is one git process, not two. `%G` placeholders (signature checks) are not allowed.
 */
const PATH_ONLY_LOG_OPTION = /^(?:--name-status|--name-only|--relative|--first-parent|--diff-merges=first-parent|-M|--no-renames|-z|--reverse|--diff-filter=[A-Za-z]+|--format=(?!.*%G).*)$/;

function isPathOnlyLog(args: readonly string[]): boolean {
  const start = args.findIndex((a, i) => a === 'log' && args[i - 1] !== '-c');
  for (const arg of args.slice(start + 1)) {
    if (arg === '--') return true;
    if (arg.startsWith('-') && !PATH_ONLY_LOG_OPTION.test(arg)) return false;
  }
  return true;
}

/**
 * `git diff --no-ext-diff --no-textconv <id> <id> [-- paths]`: two object ids, so no working tree (whose
 * content clean filters convert) and, with those two flags, no external diff or textconv either.
 */
function isObjectDiff(args: readonly string[], at: number): boolean {
  const end = args.indexOf('--', at);
  const rest = args.slice(at + 1, end < 0 ? args.length : end);
  const revisions = rest.filter((a) => !a.startsWith('-'));
  return rest.includes('--no-ext-diff') && rest.includes('--no-textconv') && revisions.length === 2 && revisions.every((r) => /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(r));
}

function needsDriverOverrides(args: readonly string[]): boolean {
  const sub = subcommandOf(args);
  if (sub === 'log') return !isPathOnlyLog(args);
  if (sub === 'diff' && isObjectDiff(args, args.indexOf(sub))) return false;
  if (sub === undefined || !DRIVER_FREE.has(sub)) return true;
  return sub === 'cat-file' && args.some((a) => a === '--textconv' || a === '--filters' || a.startsWith('--path'));
}

export interface GitRunnerOptions {
  /** Deadline of one git call in ms (default DEADLINES.git). */
  deadlineMs?: number;
  /** Kills the call in flight when the run is cancelled. */
  signal?: AbortSignal;
}

export function gitRunner(cwd: string, runnerOptions: GitRunnerOptions = {}): GitRunner {
  const env = childEnvironment({ set: { GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', GIT_ATTR_NOSYSTEM: '1', LC_ALL: 'C' } });
  const deadlineMs = runnerOptions.deadlineMs ?? DEADLINES.git;
  const spawnGit = async (args: readonly string[], input?: string | Uint8Array) => {
    const label = `git ${subcommandOf(args) ?? ''}`.trim();
    // Rejects with SpawnError ("could not run git diff: spawn git ENOENT") when git is not installed.
    const result = await runProcess('git', args, { label, cwd, env, input, deadlineMs, signal: runnerOptions.signal });
    if (result.stopped) throw new ProcessStoppedError(label, result.stopped, deadlineMs);
    return { stdout: result.stdout, stderr: result.stderr.toString('utf8'), exitCode: result.exitCode ?? 128 };
  };
  let overrides: Promise<string[]> | undefined;
  const runner: GitRunner = async (args, options = {}) => {
    let driverArgs: string[] = [];
    if (needsDriverOverrides(args)) {
      overrides ??= driverOverrides((a) => spawnGit([...SAFE_GIT_CONFIG, ...a])).catch(() => []);
      driverArgs = await overrides;
    }
    const result = await spawnGit([...SAFE_GIT_CONFIG, ...driverArgs, ...args], options.input);
    if (result.exitCode !== 0 && !options.allowFailure) throw new GitError(args, result.exitCode, result.stderr);
    return result;
  };
  // `cat-file --batch` runs no driver (DRIVER_FREE). Each read has the call deadline; the process lives
  // as long as reads keep coming (it closes when idle).
  let blobs: CatFileStream | undefined;
  const startBatch = () =>
    startProcess('git', [...SAFE_GIT_CONFIG, 'cat-file', '--batch'], { label: 'git cat-file --batch', cwd, env, deadlineMs: STREAM_LIFETIME_MS, signal: runnerOptions.signal, stdin: 'pipe' });
  runner.readBlob = (objectId) => (blobs ??= new CatFileStream(startBatch, deadlineMs)).read(objectId);
  return runner;
}

/** The longest a streaming `cat-file --batch` may live (its reads have their own deadline). */
const STREAM_LIFETIME_MS = 6 * 60 * 60 * 1000;

/**
 * False only when git, run by gitRunner in `folder`, cannot find a repository, known without starting
 * it (a git process costs the CLI about 25 ms of CPU; an `openenv-ci` run outside any repository
 * otherwise pays it for nothing). gitRunner's children get a scrubbed environment (no GIT_DIR,
 * GIT_WORK_TREE, GIT_CEILING_DIRECTORIES or GIT_DISCOVERY_ACROSS_FILESYSTEM; childEnvironment), so
 * git discovers the repository from the folder's real path alone: at each folder up to the root it
 * looks for a `.git` entry (a folder, a worktree's or submodule's gitfile, a link) and for the folder
 * itself being a git directory (a bare repository, which has a `HEAD`). When no folder on the way holds
 * either name, git finds nothing; everything else git decides (safe.directory, filesystem boundaries,
 * ceilings) can only make it find less. Any doubt (an error other than "no such entry") answers true:
 * git is asked.
 */
export function mayBeInsideRepository(folder: string): boolean {
  let dir: string;
  try {
    dir = realpathSync(folder);
  } catch {
    return true;
  }
  for (;;) {
    for (const name of ['.git', 'HEAD']) {
      try {
        lstatSync(join(dir, name));
        return true;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOENT' && code !== 'ENOTDIR') return true;
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return false;
    dir = parent;
  }
}

/** A revision resolved to its commit and that commit's tree. */
export interface ResolvedCommit {
  commit: string;
  tree: string;
}

/**
 * Whether the runner's folder is inside a work tree (or is a bare repository) and the repository's top
 * level, from one `rev-parse`, which also resolves `revisions` (commit and tree ids) into resolveCommits' answers: in
 * pull-request mode that is the one git process an empty change costs before it is known to be empty.
 * Revisions that could read as options or paths fall back to resolveCommits' own process.
 */
export async function probeWorkTree(git: GitRunner, revisions: readonly string[] = []): Promise<{ topLevel: string; bare?: true } | undefined> {
  let answers = resolvedByRunner.get(git);
  if (!answers) resolvedByRunner.set(git, (answers = new Map()));
  const asked = [...new Set(revisions)].filter((r) => /^[^-\s][^\s]*$/.test(r) && !answers.has(r));
  const probe = (withRevisions: readonly string[]) =>
    git(['rev-parse', '--is-inside-work-tree', '--show-toplevel', ...withRevisions.flatMap((r) => [`${r}^{commit}`, `${r}^{tree}`])], { allowFailure: true });
  let result = await probe(asked);
  // A revision that does not resolve fails the whole call: ask again without them (the caller names it).
  if (result.exitCode !== 0 && asked.length) result = await probe([]);
  let [inside, topLevel = '', ...ids] = result.stdout.toString('utf8').split('\n');
  // A bare repository (a mirror, a server-side hook) has every commit and no work tree: `--show-toplevel`
  // fails there. Its git directory stands for the top level; only revision views can read it.
  let bare: true | undefined;
  if (inside === 'false') {
    const asBare = (withRevisions: readonly string[]) =>
      git(['rev-parse', '--is-bare-repository', '--absolute-git-dir', ...withRevisions.flatMap((r) => [`${r}^{commit}`, `${r}^{tree}`])], { allowFailure: true });
    result = await asBare(asked);
    if (result.exitCode !== 0 && asked.length) result = await asBare([]);
    [inside, topLevel = '', ...ids] = result.stdout.toString('utf8').split('\n');
    bare = true;
  }
  if (result.exitCode !== 0 || inside !== 'true') return undefined;
  const id = (line: string | undefined) => (line && /^[0-9a-f]{40,64}$/.test(line) ? line : undefined);
  if (ids.length >= 2 * asked.length)
    asked.forEach((revision, index) => {
      const commit = id(ids[2 * index]);
      const tree = id(ids[2 * index + 1]);
      if (commit && tree) answers.set(revision, { commit, tree });
    });
  return bare ? { topLevel, bare } : { topLevel };
}

/** Revisions a runner has resolved: a run asks for BASE and HEAD in several places, git answers once. */
const resolvedByRunner = new WeakMap<GitRunner, Map<string, ResolvedCommit | undefined>>();

/**
 * Resolves revisions to commit and tree ids with one `git cat-file --batch-check` (one process for any
 * number of revisions, where `rev-parse --verify` takes one). Undefined for a revision that names no
 * commit. Equal trees mean an empty diff, which callers answer without running `git diff`. Answers are
 * remembered per runner (one run: the pipeline and the review resolve the same BASE and HEAD).
 */
export async function resolveCommits(git: GitRunner, revisions: readonly string[]): Promise<(ResolvedCommit | undefined)[]> {
  let answers = resolvedByRunner.get(git);
  if (!answers) resolvedByRunner.set(git, (answers = new Map()));
  // A revision with whitespace (`HEAD@{1 day ago}`) cannot travel on the line protocol: rev-parse it.
  const lineSafe = (revision: string) => revision !== '' && !/\s/.test(revision);
  const asked = [...new Set(revisions.filter((r) => lineSafe(r) && !answers.has(r)))];
  if (asked.length) {
    const { stdout } = await git(['cat-file', '--batch-check'], { input: asked.map((r) => `${r}^{commit}\n${r}^{tree}\n`).join('') });
    const lines = stdout.toString('utf8').split('\n');
    asked.forEach((revision, index) => {
      const commit = /^([0-9a-f]{40,64}) commit \d+$/.exec(lines[2 * index] ?? '')?.[1];
      const tree = /^([0-9a-f]{40,64}) tree \d+$/.exec(lines[2 * index + 1] ?? '')?.[1];
      answers.set(revision, commit && tree ? { commit, tree } : undefined);
    });
  }
  const out: (ResolvedCommit | undefined)[] = [];
  for (const revision of revisions) {
    if (answers.has(revision)) {
      out.push(answers.get(revision));
      continue;
    }
    const parsed = await git(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], { allowFailure: true });
    const commit = parsed.exitCode === 0 ? parsed.stdout.toString('utf8').trim() : '';
    const tree = commit ? (await git(['rev-parse', '--verify', '--quiet', `${commit}^{tree}`], { allowFailure: true })).stdout.toString('utf8').trim() : '';
    answers.set(revision, commit && tree ? { commit, tree } : undefined);
    out.push(answers.get(revision));
  }
  return out;
}
