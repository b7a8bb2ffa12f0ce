import { holdEventLoop, type StartedProcess } from '../process/spawn.js';

/**
 * How long the process waits for the next request before it is closed (a new read starts another). An
 * idle process holds no reference on node's event loop (holdEventLoop), so this wait never delays an exit:
 * it only bounds how long a git nobody reads from stays around in a long run. A review reads in bursts
 * (HEAD texts, then BASE texts, documents, the rules' files): closing after 25 ms started five git
 * processes for OpenEnv #695 where one serves them all (a spawn costs node about 7 ms of CPU).
 */
const IDLE_CLOSE_MS = 2000;

interface Request {
  resolve: (blob: Uint8Array | undefined) => void;
  reject: (error: Error) => void;
}

/**
 * Single blobs of one repository through ONE long-lived `git cat-file --batch`: an object id per line
 * in, `<oid> SP <type> SP <size> LF <content> LF` (or `<oid> SP missing LF`) out, answered in order.
 * A check that reads a revision file by file (validate and manifests on BASE, to tell new findings from
 * old ones) cost one git process per file: 793 on OpenEnv's 36 environments. Requests may overlap;
 * each has its own deadline (a hung git fails the reads in flight, and the next read starts a new one).
 * The process is closed once no read is pending for a moment, so it never outlives the work.
 */
export class CatFileStream {
  private process?: StartedProcess;
  private readonly queue: Request[] = [];
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;
  /** Size of the blob whose header was read, while its content is still arriving. */
  private expecting?: number;
  private idle?: NodeJS.Timeout;
  private corked = false;
  private deadline?: NodeJS.Timeout;

  constructor(
    private readonly start: () => StartedProcess,
    private readonly deadlineMs: number,
    private readonly idleCloseMs = IDLE_CLOSE_MS,
  ) {}

  read(objectId: string): Promise<Uint8Array | undefined> {
    if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(objectId)) return Promise.resolve(undefined); // never a line of our making
    return new Promise((resolve, reject) => {
      clearTimeout(this.idle);
      const started = (this.process ??= this.open());
      if (this.queue.length === 0) holdEventLoop(started, true);
      this.queue.push({ resolve, reject });
      this.armDeadline();
      this.write(started, `${objectId}\n`);
    });
  }

  /** The ids asked in one turn of the event loop go out in one write (many reads at once: one system call, one wake of git). */
  private write(started: StartedProcess, line: string): void {
    const stdin = started.child.stdin!;
    if (!this.corked) {
      this.corked = true;
      stdin.cork();
      process.nextTick(() => {
        this.corked = false;
        stdin.uncork();
      });
    }
    stdin.write(line);
  }

  private open(): StartedProcess {
    const started = this.start();
    const stdout = started.child.stdout!;
    stdout.on('data', (chunk: Buffer) => {
      if (this.process !== started) return;
      this.buffered.push(chunk);
      this.bufferedBytes += chunk.length;
      this.drain();
    });
    started.child.stdin!.on('error', () => undefined); // a closed pipe: the exit below fails the reads
    void started.exited.then(({ code, error }) => {
      if (this.process !== started) return;
      this.fail(error ?? new Error(`git cat-file --batch ${started.stopped === 'cancelled' ? 'was cancelled' : `exited (${code})`} with ${this.queue.length} reads pending`));
    });
    return started;
  }

  /** Answers every request whose reply is complete, in order. */
  private drain(): void {
    while (this.queue.length) {
      // A big blob arrives in many chunks: they are joined once it is all there, not on every chunk.
      if (this.expecting !== undefined && this.bufferedBytes < this.expecting + 1) break; // content and its LF
      const data = this.joined();
      if (this.expecting === undefined) {
        const eol = data.indexOf(10);
        if (eol === -1) break;
        const header = data.subarray(0, eol).toString('latin1').split(' ');
        this.keep(data.subarray(eol + 1));
        if (header[1] === 'missing' || header.length < 3) this.answer(undefined);
        else this.expecting = Number(header[2]);
        continue;
      }
      const blob = Buffer.from(data.subarray(0, this.expecting)); // a copy: the buffer moves on
      this.keep(data.subarray(this.expecting + 1));
      this.expecting = undefined;
      this.answer(blob);
    }
  }

  private joined(): Buffer {
    const data = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered, this.bufferedBytes);
    this.buffered = [data];
    return data;
  }

  private keep(rest: Buffer): void {
    this.buffered = rest.length ? [rest] : [];
    this.bufferedBytes = rest.length;
  }

  private answer(blob: Uint8Array | undefined): void {
    this.queue.shift()!.resolve(blob);
    this.armDeadline();
    if (this.queue.length === 0) {
      if (this.process) holdEventLoop(this.process, false);
      this.idle = setTimeout(() => this.close(), this.idleCloseMs);
      this.idle.unref();
    }
  }

  /** The oldest pending read must be answered within the deadline, else the process is stopped. */
  private armDeadline(): void {
    clearTimeout(this.deadline);
    if (this.queue.length === 0) return;
    this.deadline = setTimeout(() => {
      this.process?.kill();
      this.fail(new Error(`git cat-file --batch did not answer within ${this.deadlineMs / 1000} s and was stopped`));
    }, this.deadlineMs);
    this.deadline.unref();
  }

  private fail(error: Error): void {
    clearTimeout(this.deadline);
    this.process = undefined;
    this.buffered = [];
    this.bufferedBytes = 0;
    this.expecting = undefined;
    for (const request of this.queue.splice(0)) request.reject(error);
  }

  private close(): void {
    const started = this.process;
    if (!started || this.queue.length) return;
    this.process = undefined;
    started.child.stdin!.end(); // git exits at the end of its input
  }
}
