import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * A stand-in OpenAI-compatible chat-completions endpoint on 127.0.0.1. It answers from recorded
 * fixtures keyed by a hash of the canonical request (the body with sorted keys): a request it has no
 * fixture for gets a 500 naming its key, and the key is listed in `unknownKeys`, so a prompt that
 * drifted fails its test with the key to look up (OPENENV_CI_LLM_RECORD=DIR also writes the request).
 */
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** Wait before answering (a slow or hung endpoint). */
  delayMs?: number;
  /** The assistant message content (a 200 answer). */
  content?: string;
  finishReason?: string;
  /** A raw body instead of a completion. */
  raw?: string;
  model?: string;
}

/** Per request key: what the request was (a label for the reader) and the replies, in order; the last one repeats. */
export type Fixtures = Record<string, { scenario: string; replies: Reply[] }>;

export interface RecordedLlmRequest {
  key: string;
  body: string;
  authorization?: string;
  /** performance.now() when the request arrived. */
  at: number;
}

export interface LlmStandIn {
  url: string;
  requests: RecordedLlmRequest[];
  unknownKeys: string[];
  close(): Promise<void>;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  return value;
}

export function requestKey(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex').slice(0, 16);
}

/** `onRequest`: called as each request arrives, before it is answered (a test moves a pull request's head meanwhile). */
export async function startLlmStandIn(fixtures: Fixtures, options: { onRequest?: (key: string) => void } = {}): Promise<LlmStandIn> {
  const requests: RecordedLlmRequest[] = [];
  const unknownKeys: string[] = [];
  const served = new Map<string, number>();
  const record = process.env.OPENENV_CI_LLM_RECORD;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        res.writeHead(400).end('not JSON');
        return;
      }
      const key = requestKey(body);
      requests.push({ key, body: text, authorization: req.headers.authorization, at: performance.now() });
      options.onRequest?.(key);
      const replies = fixtures[key]?.replies;
      if (!replies || req.url !== '/v1/chat/completions') {
        if (!unknownKeys.includes(key)) unknownKeys.push(key);
        if (record) {
          mkdirSync(record, { recursive: true });
          writeFileSync(join(record, `${key}.request.json`), JSON.stringify(canonical(body), null, 2));
        }
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no fixture for request key ${key}` } }));
        return;
      }
      const index = served.get(key) ?? 0;
      served.set(key, index + 1);
      const reply = replies[Math.min(index, replies.length - 1)]!;
      const answer = () => {
        if (res.destroyed) return;
        const status = reply.status ?? 200;
        const headers = { 'content-type': 'application/json', ...(reply.headers ?? {}) };
        if (reply.raw !== undefined || status !== 200) {
          res.writeHead(status, headers).end(reply.raw ?? JSON.stringify({ error: { message: `stand-in status ${status}` } }));
          return;
        }
        const model = reply.model ?? (body as { model?: string }).model ?? 'stand-in';
        const completion = {
          id: `chatcmpl-${key}`,
          object: 'chat.completion',
          created: 0,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: reply.content ?? '' }, finish_reason: reply.finishReason ?? 'stop' }],
          usage: { prompt_tokens: Math.ceil(text.length / 4), completion_tokens: Math.ceil((reply.content ?? '').length / 4), total_tokens: 0 },
        };
        res.writeHead(200, headers).end(JSON.stringify(completion));
      };
      if (reply.delayMs) setTimeout(answer, reply.delayMs).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    unknownKeys,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
