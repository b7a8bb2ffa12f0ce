/**
 * A stand-in OpenEnv environment server in Node (runtime-contract.md §13): HTTP routes, the /ws session
 * protocol and MCP JSON-RPC, with fault knobs for each failure mode the probe must detect. It binds to
 * 127.0.0.1 only.
 *
 * In-process: `startOpenEnvStandIn(scenario)`. As a child process (bundled to .mjs by the tests):
 * `node openenv-server.mjs --scenario-json '{…}' [--port N]` (PORT and HOST are read too).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface Scenario {
  personality?: 'template' | 'mcp-echo' | 'seeded-grid';
  startupDelayMs?: number;
  crashOnStart?: boolean;
  ignoreSigterm?: boolean;
  /** `unavailable` answers 503 with an HTML page forever (never healthy). */
  health?: 'healthy' | 'degraded' | 'unavailable';
  openapiNoVersion?: boolean;
  mode?: 'simulation' | 'production';
  /** OpenAPI lists /reset and /step but not /state. */
  pathsInconsistent?: boolean;
  metadataStatus?: number;
  schemaDanglingRef?: boolean;
  noMcpRoute?: boolean;
  maxConcurrentEnvs?: number;
  teardownDelayMs?: number;
  factoryError?: boolean;
  emptyReset?: boolean;
  emptyStep?: boolean;
  /** Observations carry a field the published schema forbids (schema mismatch). */
  extraObsField?: boolean;
  episodeIdNull?: boolean;
  stepCountFrozen?: boolean;
  resetKeepsCount?: boolean;
  rejectSteps?: boolean;
  stepDelayMs?: number;
  /** WS step never answers (a hung step). */
  stepHang?: boolean;
  /** The process dies right after answering the first WS reset. */
  crashAfterReset?: boolean;
  leakField?: string;
  reward?: 'nan-token' | 'null' | 'bool' | number;
  reservedTool?: boolean;
  untypedTool?: boolean;
  wsToolsDiffer?: boolean;
  seedMode?: 'honored' | 'ignored-random' | 'ignored-constant';
  stepNoise?: boolean;
  acceptUnknownActionFields?: boolean;
  /** Observations carry a field that changes on every reply (declared in /schema). */
  volatileField?: string;
  /** tools/call raises inside the tool (-32603 with the tool's message). */
  toolRaises?: boolean;
  /** seeded-grid drops the task_id reset kwarg (as OpenEnv drops kwargs reset() does not accept). */
  ignoreTaskKwarg?: boolean;
  /** ENABLE_WEB_INTERFACE=true: /, /web redirects and /web/* routes in OpenAPI. */
  webInterface?: boolean;
}

export interface StandIn {
  url: string;
  port: number;
  /** Requests seen, e.g. `GET /health`, `WS reset`. */
  log: string[];
  close(): Promise<void>;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };

// ---------------------------------------------------------------------------------------------
// Personalities

const BASE_OBS_PROPS: Obj = {
  done: { type: 'boolean', default: false, title: 'Done' },
  reward: { anyOf: [{ type: 'boolean' }, { type: 'integer' }, { type: 'number' }, { type: 'null' }], default: null, title: 'Reward' },
  metadata: { type: 'object', additionalProperties: true, title: 'Metadata' },
};
const STATE_SCHEMA: Obj = {
  title: 'State',
  type: 'object',
  additionalProperties: true,
  properties: {
    episode_id: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, title: 'Episode Id' },
    step_count: { type: 'integer', minimum: 0, default: 0, title: 'Step Count' },
  },
};

interface Reply {
  observation: Obj;
  reward: number | boolean | null;
  done: boolean;
}

interface EnvInstance {
  reset(kwargs: Obj): Reply;
  step(action: Obj): Reply;
  state(): Obj;
}

interface Personality {
  actionSchema: Obj;
  observationSchema: Obj;
  /** Validates an action; returns pydantic-style errors. */
  validate(action: Obj): Obj[];
  make(s: Scenario): EnvInstance;
  tools?: Obj[];
  resetParams: string[];
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function extraFieldErrors(action: Obj, allowed: string[]): Obj[] {
  return Object.keys(action)
    .filter((k) => !allowed.includes(k))
    .map((k) => ({ type: 'extra_forbidden', loc: [k], msg: 'Extra inputs are not permitted', input: action[k]! }));
}

function counterState(s: Scenario) {
  let episodeId: string | null = s.episodeIdNull ? null : randomUUID();
  let steps = 0;
  return {
    reset(requested?: Json) {
      episodeId = s.episodeIdNull ? null : typeof requested === 'string' ? requested : randomUUID();
      if (!s.resetKeepsCount) steps = 0;
    },
    step() {
      if (!s.stepCountFrozen) steps++;
    },
    get: (): Obj => ({ episode_id: episodeId, step_count: steps }),
  };
}

const template: Personality = {
  actionSchema: {
    title: 'MyAction',
    type: 'object',
    additionalProperties: false,
    properties: { metadata: { type: 'object', additionalProperties: true, title: 'Metadata' }, message: { type: 'string', title: 'Message' } },
    required: ['message'],
  },
  observationSchema: {
    title: 'MyObservation',
    type: 'object',
    additionalProperties: false,
    properties: {
      ...BASE_OBS_PROPS,
      echoed_message: { type: 'string', default: '', title: 'Echoed Message' },
      message_length: { type: 'integer', default: 0, title: 'Message Length' },
    },
  },
  validate(action) {
    const errors = extraFieldErrors(action, ['metadata', 'message']);
    if (typeof action.message !== 'string') errors.push({ type: 'missing', loc: ['message'], msg: 'Field required', input: action });
    return errors;
  },
  resetParams: [],
  make(s) {
    const st = counterState(s);
    return {
      reset() {
        st.reset();
        return { observation: { echoed_message: 'My Env environment ready!', message_length: 0 }, reward: 0.0, done: false };
      },
      step(action) {
        st.step();
        const m = String(action.message);
        return { observation: { echoed_message: m, message_length: m.length }, reward: m.length * 0.1, done: false };
      },
      state: st.get,
    };
  },
};

const TOOL_RECORD = (name: string, schema: Obj): Obj => ({
  name,
  title: null,
  description: `${name} tool`,
  inputSchema: schema,
  outputSchema: null,
  annotations: null,
  meta: null,
});
const MESSAGE_SCHEMA: Obj = { type: 'object', properties: { message: { type: 'string', title: 'Message' } }, required: ['message'] };

const mcpEcho: Personality = {
  actionSchema: {
    title: 'CallToolAction',
    type: 'object',
    additionalProperties: false,
    properties: {
      metadata: { type: 'object', additionalProperties: true },
      type: { const: 'call_tool', default: 'call_tool', type: 'string' },
      tool_name: { type: 'string', title: 'Tool Name' },
      arguments: { type: 'object', additionalProperties: true, title: 'Arguments' },
    },
    required: ['tool_name'],
  },
  observationSchema: {
    title: 'CallToolObservation',
    type: 'object',
    additionalProperties: false,
    $defs: {
      ToolError: {
        title: 'ToolError',
        type: 'object',
        properties: {
          error_type: { enum: ['execution_error', 'invalid_args', 'transport_error', 'tool_not_found', 'timeout'], type: 'string' },
          message: { type: 'string' },
        },
        required: ['error_type', 'message'],
      },
    },
    properties: {
      ...BASE_OBS_PROPS,
      tool_name: { type: 'string', title: 'Tool Name' },
      result: { title: 'Result' },
      error: { anyOf: [{ $ref: '#/$defs/ToolError' }, { type: 'null' }], default: null },
    },
    required: ['tool_name'],
  },
  validate(action) {
    const errors = extraFieldErrors(action, ['metadata', 'type', 'tool_name', 'arguments']);
    if (typeof action.tool_name !== 'string') errors.push({ type: 'missing', loc: ['tool_name'], msg: 'Field required', input: action });
    return errors;
  },
  resetParams: ['seed', 'episode_id'],
  tools: [TOOL_RECORD('echo_message', MESSAGE_SCHEMA), TOOL_RECORD('echo_with_length', MESSAGE_SCHEMA)],
  make(s) {
    const st = counterState(s);
    return {
      reset(kwargs) {
        st.reset(kwargs.episode_id);
        return { observation: {}, reward: 0.0, done: false };
      },
      step(action) {
        st.step();
        const message = String((action.arguments as Obj | undefined)?.message ?? '');
        const data: Json = action.tool_name === 'echo_with_length' ? { message, length: message.length } : message;
        return {
          observation: {
            tool_name: action.tool_name as string,
            result: { content: [{ type: 'text', text: JSON.stringify(data), annotations: null, meta: null }], structured_content: null, meta: null, data, is_error: false },
            error: null,
          },
          reward: 0.0,
          done: false,
        };
      },
      state: st.get,
    };
  },
};

const DIRECTIONS = ['up', 'down', 'left', 'right'];
const seededGrid: Personality = {
  actionSchema: {
    title: 'GridAction',
    type: 'object',
    additionalProperties: false,
    properties: { metadata: { type: 'object', additionalProperties: true }, direction: { enum: DIRECTIONS, type: 'string', title: 'Direction' } },
    required: ['direction'],
  },
  observationSchema: {
    title: 'GridObservation',
    type: 'object',
    additionalProperties: false,
    properties: {
      ...BASE_OBS_PROPS,
      board: { type: 'array', items: { type: 'array', items: { type: 'integer' } }, title: 'Board' },
      position: { type: 'array', items: { type: 'integer' }, minItems: 2, maxItems: 2, title: 'Position' },
      legal_actions: { type: 'array', items: { type: 'string' }, title: 'Legal Actions' },
      task_id: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null },
    },
  },
  validate(action) {
    const errors = extraFieldErrors(action, ['metadata', 'direction']);
    if (!DIRECTIONS.includes(action.direction as string)) errors.push({ type: 'enum', loc: ['direction'], msg: "Input should be 'up', 'down', 'left' or 'right'", input: action.direction ?? null });
    return errors;
  },
  resetParams: ['seed', 'episode_id', 'task_id'],
  make(s) {
    const st = counterState(s);
    let board: number[][] | undefined;
    let pos: [number, number] = [0, 0];
    let moves = 0;
    let task: string | null = null;
    return {
      reset(kwargs) {
        st.reset(kwargs.episode_id);
        const mode = s.seedMode ?? 'honored';
        let seed = typeof kwargs.seed === 'number' ? kwargs.seed : 0;
        if (mode === 'ignored-random') seed = Math.floor(Math.random() * 1e9);
        if (mode === 'ignored-constant') seed = 1;
        task = typeof kwargs.task_id === 'string' ? kwargs.task_id : null;
        const taskSalt = task ? [...task].reduce((a, c) => a * 31 + c.charCodeAt(0), 7) : 0;
        const rand = mulberry32(seed + taskSalt);
        board = [0, 1, 2].map(() => [0, 1, 2].map(() => Math.floor(rand() * 3)));
        pos = [0, 0];
        moves = 0;
        return { observation: { board, position: [...pos], legal_actions: DIRECTIONS, task_id: task }, reward: 0.0, done: false };
      },
      step(action) {
        if (!board) throw new Error('step before reset');
        st.step();
        moves++;
        const d = action.direction as string;
        if (d === 'down') pos = [Math.min(2, pos[0] + 1), pos[1]];
        if (d === 'up') pos = [Math.max(0, pos[0] - 1), pos[1]];
        if (d === 'right') pos = [pos[0], Math.min(2, pos[1] + 1)];
        if (d === 'left') pos = [pos[0], Math.max(0, pos[1] - 1)];
        const goal = pos[0] === 2 && pos[1] === 2;
        let reward = goal ? 1.0 : -0.01;
        if (s.stepNoise) reward += Math.random() * 0.1;
        return { observation: { board, position: [...pos], legal_actions: DIRECTIONS, task_id: task }, reward, done: goal || moves >= 20 };
      },
      state: st.get,
    };
  },
};

const PERSONALITIES = { template, 'mcp-echo': mcpEcho, 'seeded-grid': seededGrid };

// ---------------------------------------------------------------------------------------------
// Server

function decorate(s: Scenario, reply: Reply, stepReply: boolean): Reply {
  const observation: Obj = { ...reply.observation };
  if ((stepReply && s.emptyStep) || (!stepReply && s.emptyReset)) for (const k of Object.keys(observation)) delete observation[k];
  if (s.extraObsField) observation.debug_trace = 'internal';
  if (s.leakField) observation[s.leakField] = 'the answer';
  if (s.volatileField) observation[s.volatileField] = `${Date.now()}-${Math.random()}`;
  let reward = reply.reward;
  if (s.reward === 'null') reward = null;
  else if (s.reward === 'bool') reward = true;
  else if (typeof s.reward === 'number') reward = s.reward;
  return { observation, reward, done: reply.done };
}

/** Serialises a reply; the nan-token knob writes bare NaN for the reward (a non-conforming server). */
function encodeReply(s: Scenario, r: Reply, wrap: (inner: string) => string, http: boolean): string {
  const reward = s.reward === 'nan-token' ? 'NaN' : JSON.stringify(http && typeof r.reward === 'boolean' ? (r.reward ? 1.0 : 0.0) : r.reward);
  return wrap(`{"observation":${JSON.stringify(r.observation)},"reward":${reward},"done":${JSON.stringify(r.done)}}`);
}

export async function startOpenEnvStandIn(
  scenario: Scenario = {},
  options: { port?: number; host?: string; onCrash?: () => void } = {},
): Promise<StandIn> {
  const s = scenario;
  const p = PERSONALITIES[s.personality ?? 'template'];
  const log: string[] = [];
  const mode = s.mode ?? 'simulation';
  const maxSessions = s.maxConcurrentEnvs ?? 1;
  let activeSessions = 0;
  const sockets = new Set<Socket>();
  let crashed = false;

  const tools = (): Obj[] => {
    let list = [...(p.tools ?? [])];
    if (s.reservedTool) list.push(TOOL_RECORD('reset', { type: 'object', properties: {} }));
    if (s.untypedTool) list.push({ name: 'search', description: 'search', inputSchema: {} });
    return list;
  };
  const mcpCapable = () => (p.tools ?? []).length > 0 || s.reservedTool || s.untypedTool;

  function jsonRpc(body: unknown, inSession: boolean): Obj {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error', data: null } };
    const req = body as Obj;
    const allowed = ['jsonrpc', 'method', 'params', 'id'];
    if (req.jsonrpc !== '2.0' || typeof req.method !== 'string' || Object.keys(req).some((k) => !allowed.includes(k)))
      return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request: envelope failed validation', data: null } };
    const id = (req.id ?? null) as Json;
    if (req.method === 'tools/list') {
      if (!mcpCapable()) return { jsonrpc: '2.0', id, error: { code: -32603, message: 'Environment does not support MCP', data: null } };
      let list = tools();
      if (inSession && s.wsToolsDiffer) list = list.slice(1);
      return { jsonrpc: '2.0', id, result: { tools: list } };
    }
    if (req.method === 'tools/call') {
      const params = (req.params ?? {}) as Obj;
      if (typeof params.name !== 'string') return { jsonrpc: '2.0', id, error: { code: -32602, message: 'Missing tool name', data: null } };
      if (!tools().some((t) => t.name === params.name)) return { jsonrpc: '2.0', id, error: { code: -32603, message: `Unknown tool ${params.name}`, data: null } };
      if (s.toolRaises) return { jsonrpc: '2.0', id, error: { code: -32603, message: `Tool ${params.name} raised: ValueError('boom')`, data: null } };
      const message = String(((params.arguments ?? {}) as Obj).message ?? '');
      return { jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: message, annotations: null, meta: null }], structured_content: null, meta: null, data: message, is_error: false } };
    }
    return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${req.method}`, data: null } };
  }

  const openapiPaths = (): Obj => {
    const paths: Obj = { '/health': { get: {} }, '/metadata': { get: {} }, '/schema': { get: {} }, '/mcp': { post: {} } };
    if (mode === 'simulation') {
      paths['/reset'] = { post: {} };
      paths['/step'] = { post: {} };
      if (!s.pathsInconsistent) paths['/state'] = { get: {} };
    }
    if (s.webInterface) for (const p of ['/web/metadata', '/web/reset', '/web/step', '/web/state']) paths[p] = { [p.endsWith('reset') || p.endsWith('step') ? 'post' : 'get']: {} };
    return paths;
  };

  const send = (res: ServerResponse, status: number, body: string, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const sendJson = (res: ServerResponse, status: number, value: unknown) => send(res, status, JSON.stringify(value));
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  const routes: Record<string, Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void> | void>> = {
    '/health': {
      GET: (_q, res) => {
        if (s.health === 'unavailable') return send(res, 503, '<html><body>Space is sleeping</body></html>', 'text/html');
        sendJson(res, 200, { status: s.health ?? 'healthy' });
      },
    },
    '/openapi.json': {
      GET: (_q, res) => sendJson(res, 200, { openapi: '3.1.0', info: s.openapiNoVersion ? { title: 'OpenEnv Environment HTTP API' } : { title: 'OpenEnv Environment HTTP API', version: '1.0.0' }, paths: openapiPaths() }),
    },
    '/metadata': {
      GET: (_q, res) => {
        if (s.metadataStatus && s.metadataStatus !== 200) return send(res, s.metadataStatus, 'Internal Server Error', 'text/plain');
        sendJson(res, 200, { name: 'StandInEnvironment', description: 'StandInEnvironment environment', readme_content: null, version: '1.0.0', author: null, documentation_url: null });
      },
    },
    '/schema': {
      GET: (_q, res) => {
        const extra: Obj = {};
        if (s.schemaDanglingRef) extra.board2 = { $ref: '#/$defs/Board' };
        if (s.volatileField) extra[s.volatileField] = { type: 'string' };
        const observation = { ...p.observationSchema, properties: { ...(p.observationSchema.properties as Obj), ...extra } };
        sendJson(res, 200, { action: p.actionSchema, observation, state: STATE_SCHEMA });
      },
    },
    '/mcp': {
      POST: async (req, res) => {
        if (s.noMcpRoute) return sendJson(res, 404, { detail: 'Not Found' });
        const text = await readBody(req);
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return sendJson(res, 200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error', data: null } });
        }
        sendJson(res, 200, jsonRpc(body, false));
      },
    },
  };
  if (mode === 'simulation') {
    routes['/reset'] = {
      POST: async (req, res) => {
        const text = await readBody(req);
        let body: Obj = {};
        try {
          body = text.trim() ? (JSON.parse(text) as Obj) : {};
        } catch {
          return sendJson(res, 422, { detail: [{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error', input: {} }] });
        }
        if (typeof body !== 'object' || body === null || Array.isArray(body)) return sendJson(res, 422, { detail: [{ type: 'model_attributes_type', loc: ['body'], msg: 'Input should be a valid dictionary', input: body }] });
        if (body.seed !== undefined && body.seed !== null && !(Number.isInteger(body.seed) && (body.seed as number) >= 0))
          return sendJson(res, 422, { detail: [{ type: 'greater_than_equal', loc: ['body', 'seed'], msg: 'Input should be greater than or equal to 0', input: body.seed }] });
        const env = p.make(s);
        const reply = decorate(s, env.reset(filterKwargs(body)), false);
        send(res, 200, encodeReply(s, reply, (x) => x, true));
      },
    };
    routes['/step'] = {
      POST: async (req, res) => {
        const text = await readBody(req);
        let body: Obj;
        try {
          body = JSON.parse(text) as Obj;
        } catch {
          return sendJson(res, 422, { detail: [{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error', input: {} }] });
        }
        const action = body?.action;
        if (typeof action !== 'object' || action === null || Array.isArray(action))
          return sendJson(res, 422, { detail: [{ type: 'missing', loc: ['body', 'action'], msg: 'Field required', input: body }] });
        const errors = p.validate(action).filter((e) => !(s.acceptUnknownActionFields && e.type === 'extra_forbidden'));
        if (errors.length) return sendJson(res, 422, { detail: errors });
        try {
          const env = p.make(s);
          const reply = decorate(s, env.step(action), true);
          send(res, 200, encodeReply(s, reply, (x) => x, true));
        } catch {
          send(res, 500, 'Internal Server Error', 'text/plain');
        }
      },
    };
    if (!s.pathsInconsistent) routes['/state'] = { GET: (_q, res) => sendJson(res, 200, p.make(s).state()) };
  }

  function filterKwargs(data: Obj): Obj {
    const out: Obj = {};
    for (const [k, v] of Object.entries(data)) if (p.resetParams.includes(k) && !(s.ignoreTaskKwarg && k === 'task_id')) out[k] = v;
    return out;
  }
  if (s.webInterface) {
    const redirect = (_q: IncomingMessage, res: ServerResponse) => {
      res.writeHead(307, { location: '/web/' });
      res.end();
    };
    routes['/'] = { GET: redirect };
    routes['/web'] = { GET: redirect };
    routes['/web/metadata'] = { GET: (_q, res) => sendJson(res, 200, { name: 'StandInEnvironment' }) };
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    log.push(`${req.method} ${url.pathname}`);
    const route = routes[url.pathname];
    if (!route) return sendJson(res, 404, { detail: 'Not Found' });
    const handler = route[req.method ?? 'GET'];
    if (!handler) return sendJson(res, 405, { detail: 'Method Not Allowed' });
    void Promise.resolve(handler(req, res)).catch(() => send(res, 500, 'Internal Server Error', 'text/plain'));
  });
  server.on('connection', (sock) => {
    sockets.add(sock);
    sock.on('close', () => sockets.delete(sock));
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/ws') return socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => session(ws));
  });

  function crash(): void {
    crashed = true;
    if (options.onCrash) return options.onCrash();
    for (const c of wss.clients) c.terminate();
    for (const sock of sockets) sock.destroy();
    server.close();
  }

  function session(ws: WebSocket): void {
    log.push('WS connect');
    if (activeSessions >= maxSessions) {
      ws.send(JSON.stringify({ type: 'error', data: { message: 'Server at capacity', code: 'CAPACITY_REACHED', active_sessions: activeSessions, max_sessions: maxSessions } }));
      ws.close();
      return;
    }
    if (s.factoryError) {
      ws.send(JSON.stringify({ type: 'error', data: { message: 'Factory raised', code: 'FACTORY_ERROR', factory_name: 'StandInEnvironment' } }));
      ws.close();
      return;
    }
    activeSessions++;
    const env = p.make(s);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      setTimeout(() => activeSessions--, s.teardownDelayMs ?? 50);
    };
    ws.on('close', release);
    let queue = Promise.resolve();
    ws.on('message', (raw) => {
      queue = queue.then(() => handle(raw.toString()));
    });
    const error = (code: string, message: string, extra: Obj = {}) => ws.send(JSON.stringify({ type: 'error', data: { message, code, ...extra } }));
    async function handle(text: string): Promise<void> {
      if (crashed) return;
      let msg: Obj;
      try {
        msg = JSON.parse(text) as Obj;
      } catch {
        return error('INVALID_JSON', 'Invalid JSON');
      }
      const type = msg.type;
      log.push(`WS ${String(type)}`);
      const allowedKeys: Record<string, string[]> = { reset: ['type', 'data'], step: ['type', 'data'], state: ['type'], mcp: ['type', 'data'], close: ['type'] };
      if (typeof type !== 'string' || !allowedKeys[type]) return error('UNKNOWN_TYPE', `Unknown message type: ${String(type)}`);
      if (Object.keys(msg).some((k) => !allowedKeys[type]!.includes(k))) return error('VALIDATION_ERROR', 'Extra inputs are not permitted', { errors: [] });
      try {
        if (type === 'reset') {
          const data = (msg.data ?? {}) as Obj;
          const reply = decorate(s, env.reset(filterKwargs(data)), false);
          ws.send(encodeReply(s, reply, (x) => `{"type":"observation","data":${x}}`, false));
          if (s.crashAfterReset) setTimeout(crash, 5);
        } else if (type === 'step') {
          if (typeof msg.data !== 'object' || msg.data === null) return error('VALIDATION_ERROR', 'data required', { errors: [] });
          if (s.stepHang) return; // never answers
          if (s.rejectSteps) return error('VALIDATION_ERROR', "Action validation failed: 'message' field required", { errors: [{ type: 'missing', loc: ['message'] }] });
          const errors = p.validate(msg.data as Obj);
          if (errors.length) return error('VALIDATION_ERROR', 'Invalid action', { errors });
          if (s.stepDelayMs) await new Promise((r) => setTimeout(r, s.stepDelayMs));
          const reply = decorate(s, env.step(msg.data as Obj), true);
          ws.send(encodeReply(s, reply, (x) => `{"type":"observation","data":${x}}`, false));
        } else if (type === 'state') {
          ws.send(JSON.stringify({ type: 'state', data: env.state() }));
        } else if (type === 'mcp') {
          ws.send(JSON.stringify({ type: 'mcp', data: jsonRpc(msg.data, true) }));
        } else if (type === 'close') {
          ws.close();
        }
      } catch (e) {
        error('EXECUTION_ERROR', (e as Error).message);
      }
    }
  }

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of wss.clients) c.terminate();
        for (const sock of sockets) sock.destroy();
        server.close(() => resolve());
        if (!server.listening) resolve();
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Child-process entry (used when bundled to .mjs and started by the probe through server-command).

async function main(argv: string[]): Promise<void> {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i === -1 ? undefined : argv[i + 1];
  };
  const scenario = JSON.parse(arg('--scenario-json') ?? '{}') as Scenario;
  const port = Number(arg('--port') ?? process.env.PORT ?? 8000);
  const host = process.env.HOST ?? '127.0.0.1';
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error('the stand-in binds to 127.0.0.1 only');
  process.stdout.write(`INFO:     Started server process [${process.pid}]\n`);
  if (scenario.crashOnStart) {
    process.stderr.write('Traceback (most recent call last):\n  File "server/app.py", line 1, in <module>\nModuleNotFoundError: No module named \'openenv\'\n');
    process.exit(1);
  }
  if (scenario.startupDelayMs) await new Promise((r) => setTimeout(r, scenario.startupDelayMs));
  const standIn = await startOpenEnvStandIn(scenario, {
    port,
    host: '127.0.0.1',
    onCrash: () => {
      process.stderr.write('Traceback (most recent call last):\nRuntimeError: environment crashed after reset\n');
      process.exit(3);
    },
  });
  process.stdout.write(`INFO:     Uvicorn running on ${standIn.url} (Press CTRL+C to quit)\n`);
  process.on('SIGTERM', () => {
    if (scenario.ignoreSigterm) {
      process.stdout.write('INFO:     ignoring SIGTERM\n');
      return;
    }
    void standIn.close().then(() => process.exit(0));
  });
  // A hard bound so a stray stand-in never outlives a test run.
  setTimeout(() => process.exit(0), 120_000).unref();
}

if (process.argv[1] && /openenv-server\.(mjs|js)$/.test(process.argv[1])) void main(process.argv.slice(2));
