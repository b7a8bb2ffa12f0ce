/**
 * The one place openenv-ci starts a child process (git, ruff, python, uv, the probe's server). Every
 * child gets:
 *  - the environment the caller built with childEnvironment() (never the parent's; src/process/environment.ts);
 *  - its own process group, so a deadline or a cancellation kills the child and everything it started
 *    (a shell's server, uv's python) with one SIGKILL to the group;
 *  - a deadline: a tool that hangs on hostile input (a huge diff, a pathological source, a server that
 *    never answers) is stopped and the caller says what was cut, instead of the step running until
 *    the job's own timeout;
 *  - no survival past openenv-ci: groups still alive when the process exits are killed.
 */
import type { ChildProcess } from 'node:child_process';
import { findOnPath } from './tools.js';
import { killTree } from './tree.js';

// node:child_process is loaded on the first spawn (process.getBuiltinModule, node ≥ 20.16): a static
// import would load it, with net, dgram and their streams, on every run, also the runs that start no
// child (outside a repository).

/** Default deadlines (ms) per tool: generous for real repositories, short enough that a hang is cut. */
export const DEADLINES = {
  /** One git call (a diff, a `cat-file --batch` of every changed file). */
  git: 60_000,
  /** One ruff pass over the changed Python files. */
  ruff: 60_000,
  /** Python's `ast` over the server sources of every environment (parse only). */
  pythonAst: 30_000,
  /** `uv run --frozen openenv validate`: installs the project's dependencies first. */
  crosscheck: 300_000,
} as const;

/** Why a child was killed before it finished. */
export type StopReason = 'deadline' | 'cancelled';

export interface ProcessOptions {
  /** What the child is, as messages name it: "git diff", "ruff", "uv run … openenv validate". */
  label: string;
  cwd?: string;
  /** The complete environment of the child (build it with childEnvironment()). */
  env: Record<string, string>;
  /** Milliseconds after which the child and its group are killed. */
  deadlineMs: number;
  /** Kills the child and its group when aborted (the run was cancelled). */
  signal?: AbortSignal;
  /**
   * The child's tree marker (src/process/tree.ts; the caller puts it in `env`): the processes it marks or
   * that descend from the child are killed with its group, detached (`setsid`) ones included, and our
   * end of its pipes is closed soon after it exits, so a daemon holding them cannot keep the step alive.
   */
  treeMarker?: string;
}

/** How long a child's pipes may stay open after it exited before our end is closed (contained children). */
const PIPES_AFTER_EXIT_MS = 2000;

/** Groups started here that are still alive: killed if openenv-ci exits first. */
const liveGroups = new Set<number>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pid of liveGroups) killGroup(pid, 'SIGKILL');
  });
}

/** SIGKILL (or `signal`) to the child's whole process group; a no-op when it is gone. */
export function killGroup(pid: number, signal: NodeJS.Signals = 'SIGKILL'): void {
  try {
    if (process.platform === 'win32') process.kill(pid, signal);
    else process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/** A started child process with its deadline armed. */
export interface StartedProcess {
  readonly child: ChildProcess;
  /** Resolves once the child has exited (or could not start: code 127 and `error`). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>;
  /** Set when the child was killed by its deadline or a cancellation. */
  readonly stopped: StopReason | undefined;
  /** Signal to the whole group (SIGTERM for a graceful stop; SIGKILL by default). */
  kill(signal?: NodeJS.Signals): void;
}

/**
 * Whether a long-lived child (and its pipes, each a handle of its own) keeps node running: while a
 * request to it is pending it must, or node could exit with the answer unread; idle it must not, so a
 * run ends when its work does (the child is then killed with the other live groups).
 */
export function holdEventLoop(started: StartedProcess, held: boolean): void {
  const { child } = started;
  // The pipes are net.Sockets (typed as plain streams, which have no ref/unref).
  const handles = [child, child.stdin, child.stdout, child.stderr] as unknown as ({ ref?: () => void; unref?: () => void } | null)[];
  for (const handle of handles) {
    if (held) handle?.ref?.();
    else handle?.unref?.();
  }
}

/**
 * Starts `command args` in its own process group with its deadline armed. For long-lived children (the
 * probe's server) that the caller talks to; one-shot tools use runProcess().
 */
export function startProcess(command: string, args: readonly string[], options: ProcessOptions & { stdin?: 'pipe' | 'ignore' }): StartedProcess {
  installExitHook();
  let stopped: StopReason | undefined;
  // The program from PATH outside the checkout (src/process/tools.ts), by its absolute path.
  const program = findOnPath(command, options.env.PATH ?? '') ?? command;
  const child = process.getBuiltinModule('node:child_process').spawn(program, [...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: [options.stdin ?? 'ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32', // its own process group
    windowsHide: true,
  });
  const pid = child.pid;
  if (pid !== undefined) liveGroups.add(pid);
  const stop = (reason: StopReason) => {
    if (pid === undefined) return;
    stopped ??= reason;
    killGroup(pid, 'SIGKILL');
    // After the group: the child itself dies of the signal, not of its children's deaths.
    if (options.treeMarker) killTree(pid, options.treeMarker);
  };
  const timer = setTimeout(() => stop('deadline'), options.deadlineMs);
  timer.unref();
  const onAbort = () => stop('cancelled');
  if (options.signal?.aborted) queueMicrotask(onAbort);
  else options.signal?.addEventListener('abort', onAbort, { once: true });

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>((resolve) => {
    const done = (result: { code: number | null; signal: NodeJS.Signals | null; error?: Error }) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (pid !== undefined) {
        // Descendants that outlived the child (a daemonised helper) die with it: no orphan stays.
        killGroup(pid, 'SIGKILL');
        if (options.treeMarker) {
          killTree(pid, options.treeMarker);
          // Whatever still holds the pipes (a process that escaped the marker) cannot hold the step.
          setTimeout(() => {
            for (const stream of [child.stdout, child.stderr]) if (stream && !stream.closed) stream.destroy();
          }, PIPES_AFTER_EXIT_MS).unref();
        }
        liveGroups.delete(pid);
      }
      resolve(result);
    };
    child.once('exit', (code, signal) => done({ code, signal }));
    child.once('error', (error) => done({ code: 127, signal: null, error }));
  });
  return {
    child,
    exited,
    get stopped() {
      return stopped;
    },
    kill: (signal: NodeJS.Signals = 'SIGKILL') => {
      if (pid !== undefined) killGroup(pid, signal);
    },
  };
}

export interface ProcessResult {
  /** Exit code; null when killed by a signal. */
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: Buffer;
  /** Set when the child was killed before it finished; `stopMessage` says so in words. */
  stopped?: StopReason;
}

/** The child could not be started at all (not installed, not executable). */
export class SpawnError extends Error {
  constructor(
    readonly label: string,
    override readonly cause: Error,
  ) {
    super(`could not run ${label}: ${cause.message}`);
    this.name = 'SpawnError';
  }
}

/** A child that was killed by its deadline (or a cancellation) where the caller needs its answer. */
export class ProcessStoppedError extends Error {
  constructor(
    readonly label: string,
    readonly reason: StopReason,
    readonly deadlineMs: number,
  ) {
    super(stopMessage(label, reason, deadlineMs));
    this.name = 'ProcessStoppedError';
  }
}

/** "git diff was stopped after 60 s (its deadline) and its output discarded". */
export function stopMessage(label: string, reason: StopReason, deadlineMs: number): string {
  return reason === 'deadline'
    ? `${label} did not finish within its deadline of ${formatSeconds(deadlineMs)} and was stopped (its process group killed); its output was discarded`
    : `${label} was stopped because the run was cancelled`;
}

function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}

/**
 * Runs a one-shot tool to completion: stdin from `input`, stdout (unless `onStdout` takes it) and stderr collected. Resolves with
 * `stopped` set when the deadline or the signal killed it; rejects with SpawnError when it could not start.
 */
export async function runProcess(
  command: string,
  args: readonly string[],
  options: ProcessOptions & { input?: string | Uint8Array; onStdout?: (chunk: Buffer) => void },
): Promise<ProcessResult> {
  const started = startProcess(command, args, { ...options, stdin: options.input === undefined ? 'ignore' : 'pipe' });
  const { child } = started;
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  // A caller that reads stdout as it arrives (a large diff) holds what it keeps, not all of it: `stdout` is then empty.
  const onStdout = options.onStdout ?? ((chunk: Buffer) => out.push(chunk));
  child.stdout?.on('data', onStdout);
  child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
  if (options.input !== undefined && child.stdin) {
    child.stdin.on('error', () => undefined); // a child that exits early closes the pipe: not our failure
    child.stdin.end(options.input);
  }
  // 'close' (all pipes drained) after 'exit': the output is complete. A killed group closes them too.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const exit = await started.exited;
  if (exit.error) throw new SpawnError(options.label, exit.error);
  await closed;
  const result: ProcessResult = { exitCode: exit.code, signal: exit.signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) };
  if (started.stopped) result.stopped = started.stopped;
  return result;
}
