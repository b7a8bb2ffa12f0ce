/** A sequential client for the /ws session protocol (one reply per request, in order). */
import WebSocket from 'ws';
import { parseBody, type ParsedBody } from './json.js';

export interface WsReply {
  text: string;
  body: ParsedBody;
  ms: number;
}

export class WsSession {
  private socket?: WebSocket;
  private readonly inbox: string[] = [];
  private waiter?: (text: string | undefined) => void;
  closed = false;
  closeCode?: number;

  private signal?: AbortSignal;

  private constructor(readonly url: string) {}

  /** Cancellation ends any wait at once (the probe then tears the server down). */
  bindSignal(signal: AbortSignal | undefined): this {
    this.signal = signal;
    signal?.addEventListener('abort', () => this.terminate(), { once: true });
    return this;
  }

  /** Connects; a session-level error sent right away (CAPACITY_REACHED, FACTORY_ERROR) stays in the inbox. */
  static async open(url: string, timeoutMs: number, headers?: Record<string, string>): Promise<WsSession> {
    const session = new WsSession(url);
    await new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url, { handshakeTimeout: timeoutMs, ...(headers ? { headers } : {}) });
      session.socket = ws;
      const timer = setTimeout(() => {
        ws.terminate();
        reject(new Error(`WebSocket connect timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      ws.on('open', () => {
        clearTimeout(timer);
        resolve();
      });
      ws.on('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      ws.on('message', (data) => session.push(data.toString()));
      ws.on('close', (code) => {
        session.closed = true;
        session.closeCode = code;
        const w = session.waiter;
        session.waiter = undefined;
        w?.(undefined);
      });
    });
    return session;
  }

  private push(text: string): void {
    const w = this.waiter;
    if (w) {
      this.waiter = undefined;
      w(text);
    } else this.inbox.push(text);
  }

  /** The next message, or undefined if the socket closed or `timeoutMs` passed. */
  next(timeoutMs: number): Promise<string | undefined> {
    if (this.inbox.length) return Promise.resolve(this.inbox.shift());
    if (this.closed) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        resolve(undefined);
      }, timeoutMs);
      this.waiter = (t) => {
        clearTimeout(timer);
        resolve(t);
      };
    });
  }

  /** Sends a message and waits for its reply. `timedOut` is set when none came. */
  async request(message: unknown, timeoutMs: number): Promise<{ reply?: WsReply; timedOut: boolean; closed: boolean; ms: number }> {
    const started = performance.now();
    if (this.closed || !this.socket) return { timedOut: false, closed: true, ms: 0 };
    this.socket.send(JSON.stringify(message));
    const text = await this.next(timeoutMs);
    const ms = performance.now() - started;
    if (text === undefined) return { timedOut: !this.closed, closed: this.closed, ms };
    return { reply: { text, body: parseBody(text), ms }, timedOut: false, closed: false, ms };
  }

  /** A message already waiting (e.g. an unsolicited session error), without sending anything. */
  async pending(waitMs: number): Promise<string | undefined> {
    return this.next(waitMs);
  }

  /** Sends close and waits up to `waitMs` for the server to close the socket, then terminates it. */
  async close(waitMs = 5000): Promise<boolean> {
    if (!this.socket || this.closed) return true;
    try {
      this.socket.send(JSON.stringify({ type: 'close' }));
    } catch {
      /* already closing */
    }
    const deadline = Date.now() + waitMs;
    while (!this.closed && Date.now() < deadline) await this.next(Math.max(1, deadline - Date.now()));
    const closedByServer = this.closed;
    if (!this.closed) this.socket.terminate();
    return closedByServer;
  }

  terminate(): void {
    this.socket?.terminate();
  }
}
