/** HTTP requests of the probe (global fetch, one timeout per request, never retried). */
import { readBodyWithin } from '../../../engine/response-body.js';
import { parseBody, type ParsedBody } from './json.js';

export interface HttpResult {
  request: string;
  status?: number;
  text?: string;
  body?: ParsedBody;
  ms: number;
  /** Transport failure (refused, reset, timeout). */
  error?: string;
}

/**
 * Bytes of one answer the probe reads (/schema, /metadata, /state, …): a server answering 1.5 GB held
 * 1.5 GB per answer. Counted as decoded, so a gzip answer cannot pass by its compressed length.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export async function httpRequest(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; rawBody?: string; timeoutMs: number; signal?: AbortSignal; headers?: Record<string, string> },
): Promise<HttpResult> {
  const request = `${method} ${path}${options.body !== undefined ? ` ${JSON.stringify(options.body)}` : ''}`;
  const started = performance.now();
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    const init: RequestInit = { method, signal, headers: { accept: 'application/json', ...options.headers } };
    if (options.body !== undefined || options.rawBody !== undefined) {
      init.body = options.rawBody ?? JSON.stringify(options.body);
      init.headers = { ...init.headers, 'content-type': 'application/json' };
    }
    const res = await fetch(baseUrl + path, init);
    const { body: bytes } = await readBodyWithin(res, MAX_ANSWER_BYTES);
    if (bytes === undefined) {
      return { request, status: res.status, ms: performance.now() - started, error: `the answer is over the ${MAX_ANSWER_BYTES / (1024 * 1024)} MB the probe reads of one answer (not read)` };
    }
    const text = new TextDecoder().decode(bytes);
    return { request, status: res.status, text, body: parseBody(text), ms: performance.now() - started };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    const reason = timeout.aborted ? `timed out after ${options.timeoutMs} ms` : e.cause?.code ?? e.message;
    return { request, ms: performance.now() - started, error: reason };
  }
}
