/**
 * A stand-in for `*.hf.space` on 127.0.0.1: one server, each Space under its own path prefix
 * (`http://127.0.0.1:PORT/{subdomain}/health`), so the audit's `space-url` template
 * `http://127.0.0.1:PORT/{subdomain}` reaches it. Each Space answers GET /health, GET /schema and a
 * /ws session (reset → observation) like an OpenEnv server, or breaks one of them. Every request is
 * logged with the subdomain and whether it carried an Authorization header.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer } from 'ws';

export type SpaceBehaviour =
  | 'healthy'
  /** /schema answers an observation schema with a dangling $ref (does not compile). */
  | 'broken-schema'
  /** /health answers 503 with an HTML page. */
  | 'unhealthy'
  /** The /ws reset answers an error frame. */
  | 'reset-error'
  /** Asleep: /health answers 503 for the first `wakeAfter` requests, then healthy (waking). */
  | 'waking';

export interface SpaceRequest {
  subdomain: string;
  request: string;
  authorization?: string;
}

const SCHEMA = {
  action: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] },
  observation: { type: 'object', properties: { output: { type: 'string' }, done: { type: 'boolean' }, reward: { type: ['number', 'null'] } } },
  state: { type: 'object', properties: { episode_id: { type: 'string' }, step_count: { type: 'integer' } } },
};

export class SpaceHost {
  url = '';
  readonly log: SpaceRequest[] = [];
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly healthAsked = new Map<string, number>();

  constructor(
    /** Behaviour per subdomain; any other subdomain is healthy. */
    private readonly behaviours: Record<string, SpaceBehaviour> = {},
    private readonly wakeAfter = 2,
  ) {
    this.server = createServer((req, res) => {
      const { subdomain, path } = this.split(req);
      this.record(req, subdomain, `GET ${path}`);
      const behaviour = this.behaviours[subdomain] ?? 'healthy';
      const send = (status: number, body: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (path === '/health') {
        const asked = (this.healthAsked.get(subdomain) ?? 0) + 1;
        this.healthAsked.set(subdomain, asked);
        if (behaviour === 'unhealthy' || (behaviour === 'waking' && asked <= this.wakeAfter)) return send(503, '<html><body>Space is starting</body></html>', 'text/html');
        return send(200, { status: 'healthy' });
      }
      if (path === '/schema') {
        if (behaviour === 'broken-schema') return send(200, { ...SCHEMA, observation: { $ref: '#/$defs/Missing' } });
        return send(200, SCHEMA);
      }
      send(404, { detail: 'Not Found' });
    });
    const wss = new WebSocketServer({ noServer: true });
    this.server.on('upgrade', (req, socket, head) => {
      const { subdomain, path } = this.split(req);
      this.record(req, subdomain, `WS ${path}`);
      if (path !== '/ws') return socket.destroy();
      wss.handleUpgrade(req, socket, head, (ws) => {
        ws.on('message', (data) => {
          const message = JSON.parse(data.toString()) as { type?: string };
          this.log.push({ subdomain, request: `WS ${message.type}` });
          if (message.type === 'close') return ws.close();
          if (message.type !== 'reset') return ws.send(JSON.stringify({ type: 'error', data: { message: 'unexpected' } }));
          if (this.behaviours[subdomain] === 'reset-error') return ws.send(JSON.stringify({ type: 'error', data: { code: 'FACTORY_ERROR', message: 'constructor raised' } }));
          ws.send(JSON.stringify({ type: 'observation', data: { observation: { output: '' }, reward: null, done: false } }));
        });
      });
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((ok) => this.server.listen(0, '127.0.0.1', ok));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((ok) => this.server.close(() => ok()));
  }

  /** The `space-url` template that reaches this host. */
  get template(): string {
    return `${this.url}/{subdomain}`;
  }

  requestsOf(subdomain: string): string[] {
    return this.log.filter((r) => r.subdomain === subdomain).map((r) => r.request);
  }

  private split(req: IncomingMessage): { subdomain: string; path: string } {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const [, subdomain = '', ...rest] = path.split('/');
    return { subdomain, path: `/${rest.join('/')}` };
  }

  private record(req: IncomingMessage, subdomain: string, request: string): void {
    this.log.push({ subdomain, request, ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}) });
  }
}
