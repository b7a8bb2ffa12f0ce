/** Keeps the stand-in honest (runtime-contract.md §13.5): key sets, status codes, error codes, ordering, capacity. */
import WebSocket from 'ws';
import { startOpenEnvStandIn, type StandIn } from '../support/openenv-server.js';

let template: StandIn;
let mcp: StandIn;
beforeAll(async () => {
  template = await startOpenEnvStandIn({ personality: 'template' });
  mcp = await startOpenEnvStandIn({ personality: 'mcp-echo' });
});
afterAll(async () => {
  await template.close();
  await mcp.close();
});

const json = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const postJson = (url: string, body: unknown) => json(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function wsExchange(base: string, messages: unknown[], expectReplies: number, waitClose = false): Promise<{ replies: Record<string, unknown>[]; closed: boolean }> {
  const ws = new WebSocket(base.replace('http', 'ws') + '/ws');
  const replies: Record<string, unknown>[] = [];
  let closed = false;
  // Listeners first: a session-level error can arrive right after the handshake.
  const done = new Promise<void>((resolve) => {
    ws.on('message', (d) => {
      replies.push(JSON.parse(d.toString()) as Record<string, unknown>);
      if (replies.length >= expectReplies && !waitClose) resolve();
    });
    ws.on('close', () => {
      closed = true;
      resolve();
    });
    setTimeout(resolve, 1500);
  });
  await new Promise<void>((resolve) => {
    ws.on('open', () => resolve());
    ws.on('close', () => resolve());
  });
  for (const m of messages) ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  await done;
  ws.terminate();
  return { replies, closed };
}

test('HTTP status codes and bodies (§2, §3)', async () => {
  expect(await json(`${template.url}/nope`)).toEqual({ status: 404, body: { detail: 'Not Found' } });
  expect(await json(`${template.url}/health`, { method: 'POST' })).toEqual({ status: 405, body: { detail: 'Method Not Allowed' } });
  const meta = await json(`${template.url}/metadata`);
  expect(Object.keys(meta.body).sort()).toEqual(['author', 'description', 'documentation_url', 'name', 'readme_content', 'version']);
  const reset = await postJson(`${template.url}/reset`, { seed: 1 });
  expect(Object.keys(reset.body).sort()).toEqual(['done', 'observation', 'reward']);
  expect((await postJson(`${template.url}/reset`, { seed: -1 })).status).toBe(422);
  const extra = await postJson(`${template.url}/step`, { action: { message: 'x', bogus: 1 } });
  expect(extra.status).toBe(422);
  expect((extra.body.detail as { loc: unknown[]; type: string }[])[0]).toMatchObject({ loc: ['bogus'], type: 'extra_forbidden' });
  const missing = await postJson(`${template.url}/step`, {});
  expect((missing.body.detail as { loc: unknown[] }[])[0]!.loc).toEqual(['body', 'action']);
  const openapi = await json(`${template.url}/openapi.json`);
  expect(Object.keys(openapi.body.paths as object).sort()).toEqual(['/health', '/mcp', '/metadata', '/reset', '/schema', '/state', '/step']);
});

test('JSON-RPC error codes (§6)', async () => {
  expect((await postJson(`${template.url}/mcp`, {})).body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
  expect((await postJson(`${mcp.url}/mcp`, { jsonrpc: '2.0', id: 7, method: 'initialize' })).body).toMatchObject({ id: 7, error: { code: -32601 } });
  expect((await postJson(`${template.url}/mcp`, { jsonrpc: '2.0', id: 1, method: 'tools/list' })).body).toMatchObject({ error: { code: -32603, message: 'Environment does not support MCP' } });
  const list = await postJson(`${mcp.url}/mcp`, { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
  const tools = (list.body.result as { tools: Record<string, unknown>[] }).tools;
  expect(tools.map((t) => t.name)).toEqual(['echo_message', 'echo_with_length']);
  expect(Object.keys(tools[0]!)).toEqual(expect.arrayContaining(['name', 'description', 'inputSchema', 'outputSchema', 'annotations', 'meta']));
  const call = await postJson(`${mcp.url}/mcp`, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'echo_message', arguments: { message: 'hi' } } });
  expect(Object.keys(call.body.result as object).sort()).toEqual(['content', 'data', 'is_error', 'meta', 'structured_content']);
});

test('WS session protocol: strict messages, one reply per request in order, no reply to close (§4)', async () => {
  const { replies, closed } = await wsExchange(
    template.url,
    ['not json', { type: 'dance' }, { type: 'state', data: {} }, { type: 'reset', data: { seed: 3 }, extra: 1 }, { type: 'reset' }, { type: 'state' }, { type: 'close' }],
    6,
    true,
  );
  expect(replies.map((r) => (r.type === 'error' ? (r.data as { code: string }).code : r.type))).toEqual(['INVALID_JSON', 'UNKNOWN_TYPE', 'VALIDATION_ERROR', 'VALIDATION_ERROR', 'observation', 'state']);
  expect(Object.keys(replies[4]!.data as object).sort()).toEqual(['done', 'observation', 'reward']);
  expect(closed).toBe(true);
});

test('capacity: a second concurrent session gets CAPACITY_REACHED and is closed (§5)', async () => {
  const first = new WebSocket(template.url.replace('http', 'ws') + '/ws');
  await new Promise<void>((resolve) => first.on('open', () => resolve()));
  const second = await wsExchange(template.url, [], 1, true);
  expect(second.replies[0]).toMatchObject({ type: 'error', data: { code: 'CAPACITY_REACHED', max_sessions: 1 } });
  expect(second.closed).toBe(true);
  first.terminate();
});
