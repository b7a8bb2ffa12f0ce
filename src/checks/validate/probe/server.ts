/**
 * Starting and stopping the environment server for the probe (runtime-contract.md §12.2, §12.8): a
 * child in its own process group (src/process/spawn.ts), output kept in a 200-line ring buffer, always
 * killed (SIGTERM to the group, SIGKILL after the grace period) on success, failure, timeout or
 * cancellation, and killed outright at its deadline (the probe's whole time allowance) if the probe
 * itself overran; the log tail then says so.
 */
import { createServer } from 'node:net';
import { childEnvironment, PYTHON_TOOLCHAIN } from '../../../process/environment.js';
import { redactSecrets } from '../../../process/redact.js';
import { killGroup, startProcess, stopMessage, type StartedProcess } from '../../../process/spawn.js';
import { killTree, namespacePrefix, newTreeMarker, TREE_MARKER } from '../../../process/tree.js';
import { httpRequest } from './http.js';
import { isObject } from './json.js';

export interface LaunchSpec {
  /** Shell command run with `bash -c` in `cwd`. */
  command: string;
  cwd: string;
  port: number;
  /**
   * What the server gets besides the scrubbed base environment (PATH, HOME, locale, Python toolchain
   * folders): the `server-env` input and ENABLE_WEB_INTERFACE. PORT, HOST and OPENENV_PROBE are always set.
   */
  env?: Record<string, string>;
  /** Milliseconds after which the server's group is killed whatever the probe is doing. */
  deadlineMs: number;
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Lines of server output kept, and characters of one line (the unfinished one included). */
const LOG_LINES = 200;
const LOG_LINE_CHARACTERS = 4000;

export class ServerProcess {
  private readonly lines: string[] = [];
  private partial = '';
  /** Characters of the unfinished line dropped past LOG_LINE_CHARACTERS. */
  private partialCut = 0;
  readonly exited: Promise<ExitInfo>;
  exitInfo?: ExitInfo;

  private constructor(
    private readonly started: StartedProcess,
    readonly port: number,
    deadlineMs: number,
    private readonly marker: string,
  ) {
    const capture = (chunk: Buffer) => this.capture(chunk.toString('utf8'));
    started.child.stdout?.on('data', capture);
    started.child.stderr?.on('data', capture);
    this.exited = started.exited.then(({ code, signal, error }) => {
      if (error) this.capture(`failed to start: ${error.message}\n`);
      if (started.stopped === 'deadline') this.capture(`\nopenenv-ci: ${stopMessage('the server', 'deadline', deadlineMs)}\n`);
      this.exitInfo = { code, signal };
      return this.exitInfo;
    });
  }

  static start(spec: LaunchSpec): ServerProcess {
    // Contained (src/process/tree.ts): in its own PID namespace where the runner allows it, and marked, so
    // a child it detaches (`setsid`, a double fork) dies with it and cannot hold the step open.
    const marker = newTreeMarker();
    const namespace = namespacePrefix();
    const [command, ...prefix] = namespace ?? [];
    const started = startProcess(command ?? 'bash', [...prefix, ...(namespace ? ['bash'] : []), '-c', spec.command], {
      label: 'the server',
      cwd: spec.cwd,
      deadlineMs: spec.deadlineMs,
      env: childEnvironment({
        inherit: PYTHON_TOOLCHAIN,
        checkoutPath: true,
        set: { PYTHONUNBUFFERED: '1', ...spec.env, PORT: String(spec.port), HOST: '127.0.0.1', OPENENV_PROBE: '1', [TREE_MARKER]: marker },
      }),
      treeMarker: marker,
    });
    return new ServerProcess(started, spec.port, spec.deadlineMs, marker);
  }

  get child() {
    return this.started.child;
  }

  /**
   * Keeps the last LOG_LINES lines, each cut to LOG_LINE_CHARACTERS: a server that prints 1 GB without a
   * newline costs 4,000 characters, not 1 GB (the unfinished line was unbounded).
   */
  private capture(text: string): void {
    let from = 0;
    for (;;) {
      const newline = text.indexOf('\n', from);
      const piece = text.slice(from, newline === -1 ? text.length : newline);
      const room = LOG_LINE_CHARACTERS - this.partial.length;
      if (piece.length <= room) this.partial += piece;
      else {
        this.partial += piece.slice(0, Math.max(0, room));
        this.partialCut += piece.length - Math.max(0, room);
      }
      if (newline === -1) return;
      this.pushLine();
      from = newline + 1;
    }
  }

  private pushLine(): void {
    const line = this.partial.endsWith('\r') ? this.partial.slice(0, -1) : this.partial;
    this.lines.push(this.partialCut ? `${line}… (${this.partialCut} more characters cut)` : line);
    if (this.lines.length > LOG_LINES) this.lines.shift();
    this.partial = '';
    this.partialCut = 0;
  }

  /** The last `n` lines of the server's output, secrets redacted (it reaches the summary and the comment). */
  tail(n = 20): string {
    const unfinished = this.partialCut ? `${this.partial}… (${this.partialCut} more characters cut)` : this.partial;
    const all = unfinished ? [...this.lines, unfinished] : this.lines;
    return redactSecrets(all.slice(-n).join('\n'));
  }

  /** Our end of the server's pipes: a process still holding them must not keep the step alive. */
  private closePipes(): void {
    for (const stream of [this.child.stdout, this.child.stderr]) stream?.destroy();
  }

  get running(): boolean {
    return this.exitInfo === undefined;
  }

  /** SIGTERM to the process group, SIGKILL after `graceMs`; resolves once the child has exited. */
  async stop(graceMs = 10_000): Promise<ExitInfo> {
    const pid = this.child.pid;
    if (this.exitInfo || pid === undefined) {
      if (pid !== undefined) {
        killGroup(pid, 'SIGKILL'); // stray grandchildren of an exited shell
        killTree(pid, this.marker);
        await groupGone(pid, 2500);
      }
      this.closePipes();
      return this.exitInfo ?? { code: null, signal: null };
    }
    killGroup(pid, 'SIGTERM');
    const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), graceMs).unref());
    if ((await Promise.race([this.exited, timer])) === 'timeout') killGroup(pid, 'SIGKILL');
    const info = await this.exited;
    killGroup(pid, 'SIGKILL'); // anything left in the group (a server the shell started without exec)
    killTree(pid, this.marker); // and what left the group (setsid) or the tree (a double fork)
    await groupGone(pid, Math.min(graceMs, 2000) + 500);
    this.closePipes();
    return info;
  }
}

/**
 * Resolves once no process of the group is left (a SIGKILL is delivered asynchronously, and until the
 * killed grandchild exits it still holds the port), or after `capMs` (an unreaped zombie still counts).
 */
async function groupGone(pid: number, capMs: number): Promise<void> {
  const until = Date.now() + capMs;
  while (Date.now() < until) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise<void>((r) => setTimeout(r, 20));
  }
}


/** A free port on 127.0.0.1 (bind :0, read, release). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** True when nothing listens on the port (used by tests to prove teardown). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

export interface Readiness {
  ready: boolean;
  ms: number;
  /** Why it is not ready: exited, timed out, cancelled. */
  reason?: string;
  lastAnswer?: string;
}

/** P1: poll GET /health every 500 ms (2 s per attempt) until 200 {"status":"healthy"}. */
export async function waitHealthy(
  baseUrl: string,
  options: { timeoutMs: number; signal?: AbortSignal; server?: ServerProcess; intervalMs?: number },
): Promise<Readiness> {
  const started = Date.now();
  let lastAnswer: string | undefined;
  while (Date.now() - started < options.timeoutMs) {
    if (options.signal?.aborted) return { ready: false, ms: Date.now() - started, reason: 'cancelled', lastAnswer };
    if (options.server && !options.server.running) {
      const e = options.server.exitInfo!;
      return { ready: false, ms: Date.now() - started, reason: `exited with ${e.signal ? `signal ${e.signal}` : `code ${e.code}`}`, lastAnswer };
    }
    const res = await httpRequest(baseUrl, 'GET', '/health', { timeoutMs: 2000, signal: options.signal });
    if (res.status === 200 && isObject(res.body?.value) && res.body.value.status === 'healthy') return { ready: true, ms: Date.now() - started };
    lastAnswer = res.error ?? `${res.status} ${(res.text ?? '').slice(0, 80)}`;
    const wait = options.intervalMs ?? 500;
    await new Promise<void>((r) => {
      const t = setTimeout(r, wait);
      options.server?.exited.then(() => {
        clearTimeout(t);
        r();
      });
    });
  }
  return { ready: false, ms: Date.now() - started, reason: `not healthy within ${Math.round(options.timeoutMs / 1000)} s`, lastAnswer };
}

export function normalizeServerUrl(url: string): string {
  let u = url.trim();
  if (!/^https?:\/\//i.test(u)) u = `http://${u}`;
  return u.replace(/\/+$/, '');
}
