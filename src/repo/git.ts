import { lstatSync, mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
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
 * gpg.program under log.showSignature, filter and diff drivers), and a pull request can commit a folder
 * that looks like a git directory. So every call names its repository (locateRepository: GIT_DIR,
 * GIT_WORK_TREE, GIT_CEILING_DIRECTORIES; git discovers nothing), pins NEUTRAL_GIT_CONFIG (`-c` beats
 * the repository's config), ignores the system config and the global attributes file, and gets a
 * scrubbed environment. actions/checkout gives the action a fresh config; the CLI on a downloaded clone
 * gets the same protection from here (docs/security-limits.md, "What git runs").
 */
export interface GitRunner {
  (args: readonly string[], options?: GitCallOptions): Promise<GitResult>;
  /**
   * One blob by object id (undefined when the repository lacks it) through the runner's long-lived
   * `git cat-file --batch` (src/repo/cat-file-stream.ts), not a process per file. Optional: without it
   * (a stand-in runner) a file is read with `cat-file blob`.
   */
  readBlob?(objectId: string): Promise<Uint8Array | undefined>;
}

export interface GitCallOptions {
  input?: string | Uint8Array;
  allowFailure?: boolean;
  /**
   * The call reads commits only (a diff of two revisions): git runs with an empty work tree and index,
   * so nothing in the checkout applies, in particular its `.gitattributes` (`* -diff` would show every
   * file as binary, with no lines). A bare `--relative` still means the runner's folder.
   */
  objectsOnly?: boolean;
  /** Takes stdout chunk by chunk as git prints it (the result's `stdout` is then empty): a reader that keeps a bounded part. */
  onStdout?: (chunk: Buffer) => void;
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

/**
 * Every config key that can start a program or change what git prints, pinned for every call in this one
 * list (`-c` beats the repository's, the user's and a committed directory's config). Programs: hooks,
 * fsmonitor, signature verification (`log.showSignature` runs `gpg.program` on every signed commit
 * `git log` prints), ssh, pagers, editors, credential helpers. Output: colours, path prefixes and
 * quoting, relative paths, renames followed, hunk merging, file order, encodings, line-ending conversion,
 * the big-file threshold that shows a file as binary, blame's ignored revisions.
 * Per-name keys (drivers, remotes, credential URLs) are found in the repository's config and pinned by
 * driverOverrides; external diff, textconv and colour also get their command-line switches
 * (DIFF_SWITCHES), since `diff.external` cannot be unset with `-c`.
 */
export const NEUTRAL_GIT_CONFIG: Readonly<Record<string, string>> = {
  'core.fsmonitor': 'false',
  'core.hooksPath': '/dev/null',
  'core.attributesFile': '/dev/null',
  'core.sshCommand': 'ssh',
  'core.gitProxy': 'none',
  'core.askPass': '',
  'core.pager': 'cat',
  'core.editor': 'false',
  'sequence.editor': 'false',
  'credential.helper': '',
  'gpg.program': 'false',
  'gpg.openpgp.program': 'false',
  'gpg.x509.program': 'false',
  'gpg.ssh.program': 'false',
  'log.showSignature': 'false',
  'safe.bareRepository': 'explicit',
  'core.quotePath': 'false',
  'core.autocrlf': 'false',
  'core.safecrlf': 'false',
  'core.bigFileThreshold': '512m',
  'color.ui': 'never',
  'color.diff': 'never',
  'color.blame': 'never',
  'diff.noprefix': 'false',
  'diff.mnemonicPrefix': 'false',
  'diff.relative': 'false',
  'diff.renames': 'true',
  'diff.algorithm': 'default',
  'diff.context': '3',
  'diff.interHunkContext': '0',
  'diff.suppressBlankEmpty': 'false',
  'diff.orderFile': '/dev/null',
  'diff.submodule': 'short',
  'diff.ignoreSubmodules': 'none',
  'log.follow': 'false',
  'log.abbrevCommit': 'false',
  'log.decorate': 'false',
  'log.showRoot': 'true',
  'i18n.logOutputEncoding': 'UTF-8',
  'blame.ignoreRevsFile': '',
  'status.showUntrackedFiles': 'normal',
};

/** `--no-pager` and NEUTRAL_GIT_CONFIG as `-c` pairs: the options every git call starts with. */
export const SAFE_GIT_CONFIG: readonly string[] = ['--no-pager', ...Object.entries(NEUTRAL_GIT_CONFIG).flatMap(([key, value]) => ['-c', `${key}=${value}`])];

/** Switches added after the subcommand of every call that can print a patch: no external diff, textconv or colour. */
const DIFF_SWITCHES: Readonly<Record<string, readonly string[]>> = {
  diff: ['--no-ext-diff', '--no-textconv', '--no-color'],
  log: ['--no-ext-diff', '--no-textconv', '--no-color'],
  show: ['--no-ext-diff', '--no-textconv', '--no-color'],
  'diff-tree': ['--no-ext-diff', '--no-textconv', '--no-color'],
  blame: ['--no-textconv'],
};

/** Per-name settings that run a program: `filter.<name>.clean`, `diff.<name>.textconv`, `remote.<name>.uploadpack`, ... */
const DRIVER_KEY = '^((filter|diff|merge)\\..*\\.(clean|smudge|process|textconv|command|driver)|remote\\..*\\.(uploadpack|receivepack)|credential\\..*\\.helper)$';

/** The neutral value of a per-name key (see DRIVER_KEY). */
function neutralValue(key: string): string {
  if (/\.uploadpack$/i.test(key)) return 'git-upload-pack';
  if (/\.receivepack$/i.test(key)) return 'git-receive-pack';
  return /\.(process|command|driver|helper)$/i.test(key) ? '' : 'cat';
}

/**
 * `-c` overrides that neutralise every program-running per-name key the repository's config defines:
 * filters become `cat`, a long-running `process` filter, external diff commands and credential
 * helpers become empty (ignored), textconv becomes `cat` (so blame and diff still read the raw text),
 * a remote's upload and receive programs become git's own.
 */
async function driverOverrides(run: (args: string[]) => Promise<{ stdout: Buffer; exitCode: number }>): Promise<string[]> {
  const { stdout, exitCode } = await run(['config', '--includes', '--name-only', '--get-regexp', DRIVER_KEY]);
  if (exitCode !== 0) return []; // 1: no such key
  return stdout
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((key) => ['-c', `${key}=${neutralValue(key)}`]);
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
  const location = locateRepository(cwd);
  const env = childEnvironment({ set: { ...repositoryEnvironment(cwd, location), GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', GIT_ATTR_NOSYSTEM: '1', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' } });
  // A bare repository named by GIT_DIR is bare whatever its config says (git would take the folder for a work tree).
  const safeArgs = location && !location.workTree ? [...SAFE_GIT_CONFIG, '-c', 'core.bare=true'] : SAFE_GIT_CONFIG;
  const deadlineMs = runnerOptions.deadlineMs ?? DEADLINES.git;
  const spawnGit = async (args: readonly string[], input?: string | Uint8Array, objectsOnly = false, onStdout?: (chunk: Buffer) => void) => {
    const label = `git ${subcommandOf(args) ?? ''}`.trim();
    let at = cwd;
    let callEnv = env;
    if (objectsOnly) {
      at = emptyFolder();
      callEnv = { ...env, GIT_WORK_TREE: at, GIT_INDEX_FILE: join(at, 'index') };
      const prefix = location?.workTree ? relative(location.workTree, realFolder(cwd)) : '';
      if (prefix) args = args.map((a) => (a === '--relative' ? `--relative=${prefix}/` : a));
    }
    // Rejects with SpawnError ("could not run git diff: spawn git ENOENT") when git is not installed.
    const result = await runProcess('git', withSwitches(args), { label, cwd: at, env: callEnv, input, deadlineMs, signal: runnerOptions.signal, ...(onStdout ? { onStdout } : {}) });
    if (result.stopped) throw new ProcessStoppedError(label, result.stopped, deadlineMs);
    return { stdout: result.stdout, stderr: result.stderr.toString('utf8'), exitCode: result.exitCode ?? 128 };
  };
  let overrides: Promise<string[]> | undefined;
  const runner: GitRunner = async (args, options = {}) => {
    let driverArgs: string[] = [];
    if (needsDriverOverrides(args)) {
      overrides ??= driverOverrides((a) => spawnGit([...safeArgs, ...a])).catch(() => []);
      driverArgs = await overrides;
    }
    const result = await spawnGit([...safeArgs, ...driverArgs, ...args], options.input, options.objectsOnly, options.onStdout);
    if (result.exitCode !== 0 && !options.allowFailure) throw new GitError(args, result.exitCode, result.stderr);
    return result;
  };
  // `cat-file --batch` runs no driver (DRIVER_FREE). Each read has the call deadline; the process lives
  // as long as reads keep coming (it closes when idle).
  let blobs: CatFileStream | undefined;
  const startBatch = () =>
    startProcess('git', [...safeArgs, 'cat-file', '--batch'], { label: 'git cat-file --batch', cwd, env, deadlineMs: STREAM_LIFETIME_MS, signal: runnerOptions.signal, stdin: 'pipe' });
  runner.readBlob = (objectId) => (blobs ??= new CatFileStream(startBatch, deadlineMs)).read(objectId);
  return runner;
}

/** `args` with DIFF_SWITCHES after their subcommand. */
function withSwitches(args: readonly string[]): string[] {
  const at = args.findIndex((a, i) => !a.startsWith('-') && args[i - 1] !== '-c');
  const switches = at < 0 ? undefined : DIFF_SWITCHES[args[at]!];
  return switches ? [...args.slice(0, at + 1), ...switches, ...args.slice(at + 1)] : [...args];
}

/** An empty folder for objects-only calls (their work tree), made once per process and removed at exit. */
let empty: string | undefined;
function emptyFolder(): string {
  if (empty) return empty;
  const folder = mkdtempSync(join(tmpdir(), 'openenv-ci-git-'));
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  return (empty = folder);
}

function realFolder(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return folder;
  }
}

/** Where a folder's repository is: its git directory, and its work tree unless it is bare. */
export interface RepositoryLocation {
  gitDir: string;
  workTree?: string;
}

/**
 * The repository git must use for `folder`, found without asking git (whose discovery reads the config
 * of whatever it finds). The nearest `.git` entry on the way up (a folder, or a worktree's or
 * submodule's gitfile) wins: a folder inside a work tree is content of that work tree, even when it
 * holds `HEAD`, `config`, `objects/` and `refs/` (a pull request can commit those, never a `.git`; git
 * itself would take such a folder for a bare repository and read its config). Only where no `.git`
 * exists anywhere on the way is a folder that is a git directory (a mirror, a bare clone) the
 * repository.
 */
export function locateRepository(folder: string): RepositoryLocation | undefined {
  let start: string;
  try {
    start = realpathSync(folder);
  } catch {
    return undefined;
  }
  for (let dir = start; ; dir = dirname(dir)) {
    if (entryExists(join(dir, '.git'))) return { gitDir: join(dir, '.git'), workTree: dir };
    if (dirname(dir) === dir) break;
  }
  for (let dir = start; ; dir = dirname(dir)) {
    if (isGitDirectory(dir)) return { gitDir: dir };
    if (dirname(dir) === dir) return undefined;
  }
}

function entryExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** What git requires of a git directory: a `HEAD` file and `objects/` and `refs/` folders. */
function isGitDirectory(dir: string): boolean {
  try {
    return statSync(join(dir, 'HEAD')).isFile() && statSync(join(dir, 'objects')).isDirectory() && statSync(join(dir, 'refs')).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The variables that name the repository explicitly, so git discovers nothing: GIT_DIR and
 * GIT_WORK_TREE from locateRepository, and GIT_CEILING_DIRECTORIES at the folder above the work tree.
 * Outside every repository GIT_DIR names a folder that does not exist: git finds no repository.
 */
function repositoryEnvironment(cwd: string, location: RepositoryLocation | undefined): Record<string, string> {
  if (!location) return { GIT_DIR: join(realFolder(cwd), '.openenv-ci-no-repository'), GIT_CEILING_DIRECTORIES: realFolder(cwd) };
  const top = location.workTree ?? location.gitDir;
  return { GIT_DIR: location.gitDir, ...(location.workTree ? { GIT_WORK_TREE: location.workTree } : {}), GIT_CEILING_DIRECTORIES: dirname(top) };
}

/** The longest a streaming `cat-file --batch` may live (its reads have their own deadline). */
const STREAM_LIFETIME_MS = 6 * 60 * 60 * 1000;

/**
 * False only when gitRunner in `folder` has no repository to run in, known without starting git (a git
 * process costs the CLI about 25 ms of CPU; an `openenv-ci` run outside any repository otherwise pays it
 * for nothing): the runner names the repository locateRepository finds, and nothing else. A folder that
 * cannot be resolved answers true: git is asked, and says why.
 */
export function mayBeInsideRepository(folder: string): boolean {
  try {
    realpathSync(folder);
  } catch {
    return true;
  }
  return locateRepository(folder) !== undefined;
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
