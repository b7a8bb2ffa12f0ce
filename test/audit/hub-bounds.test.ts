/**
 * Issue 30: what a hostile or flaky Hub can cost the audit, bounded. A 429 storm (every answer
 * `Retry-After`) trips a circuit breaker after the first request spends its waits, so later requests
 * stop at once with "rate limited, retry later" instead of waiting per Space; a Hub that dribbles or
 * stalls is cut by the run-level deadline; a gzip answer is bounded by its decoded bytes, not by its
 * compressed Content-Length. Stand-in servers on 127.0.0.1, small numbers so the file stays fast.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { HubClient } from '../../src/hub/client.js';
import { HubDeadlineError, HubError, HubFileTooLargeError, HubUnavailableError } from '../../src/hub/errors.js';

let server: Server | undefined;
let hits = 0;
afterEach(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
  }
  server = undefined;
  hits = 0;
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = createServer((req, res) => {
    hits++;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

const spaces = (n: number) => Array.from({ length: n }, (_, i) => `/api/spaces/org/space-${i}`);

describe('a 429 storm', () => {
  test('trips the breaker after the first request spends its waits: the rest stop at once with "rate limited, retry later"', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(429, { 'retry-after': '0', 'content-type': 'application/json' });
      res.end('{"error":"rate limited"}');
    });
    const client = new HubClient({ baseUrl: url, concurrency: 2, maxRateLimitWaits: 2, retryBaseMs: 5 });
    const started = Date.now();
    const results = await Promise.allSettled(spaces(20).map((path) => client.request(`${url}${path}`)));
    const errors = results.map((r) => (r.status === 'rejected' ? (r.reason as Error) : undefined));
    expect(errors.every((e) => e instanceof HubError)).toBe(true);
    expect(errors.filter((e) => e instanceof HubUnavailableError).length).toBeGreaterThanOrEqual(19);
    expect(String(errors[19])).toMatch(/rate limited by the Hub, retry later/);
    expect(client.unavailable?.message).toMatch(/rate limited by the Hub, retry later/);
    // Waited per Space, 20 Spaces sent 3 requests each (60); the breaker stops after the first spends its waits.
    expect(hits).toBeLessThanOrEqual(10);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

describe('a stalling Hub', () => {
  test('the run-level deadline ends every request, in flight or waiting', async () => {
    // One byte every 100 ms: never idle long, never done.
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 100);
      res.on('close', () => clearInterval(timer));
    });
    const client = new HubClient({ baseUrl: url, concurrency: 4, timeoutMs: 60_000, maxRetries: 4, deadlineMs: 1_500 });
    const started = Date.now();
    const results = await Promise.allSettled(spaces(20).map((path) => client.request(`${url}${path}`)));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof HubDeadlineError)).toBe(true);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/deadline \(1\.5 s\) passed/);
  });

  test('requests that keep timing out trip the breaker: the rest stop at once', async () => {
    const url = await serve(() => undefined); // never answers
    const client = new HubClient({ baseUrl: url, concurrency: 2, timeoutMs: 200, maxRetries: 2, retryBaseMs: 5 });
    const started = Date.now();
    const results = await Promise.allSettled(spaces(20).map((path) => client.request(`${url}${path}`)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(String((results[19] as PromiseRejectedResult).reason)).toMatch(/the Hub did not answer .*retry later/);
    // 20 requests of 3 attempts of 200 ms, two at a time, took 6 s; the breaker opens after the first.
    expect(hits).toBeLessThanOrEqual(8);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('a gzip bomb', () => {
  const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024)); // 64 MB of zeros, about 64 KB compressed

  test('a file download is bounded by its decoded bytes', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip', 'content-length': String(bomb.length) });
      res.end(bomb);
    });
    const client = new HubClient({ baseUrl: url, maxRetries: 0 });
    await expect(client.request(`${url}/spaces/org/a/resolve/main/big.txt`, { maxBytes: 1024 * 1024 })).rejects.toBeInstanceOf(HubFileTooLargeError);
  });

  test('an API answer is bounded too (maxBodyBytes), and an honest gzip answer reads whole', async () => {
    const honest = gzipSync(Buffer.from(JSON.stringify([{ id: 'org/a' }])));
    const url = await serve((req, res) => {
      const body = req.url!.includes('honest') ? honest : bomb;
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(body.length) });
      res.end(body);
    });
    const client = new HubClient({ baseUrl: url, maxRetries: 0, maxBodyBytes: 4 * 1024 * 1024 });
    await expect(client.request(`${url}/api/spaces?bomb`)).rejects.toBeInstanceOf(HubFileTooLargeError);
    const ok = await client.request(`${url}/api/spaces?honest`);
    expect(JSON.parse(new TextDecoder().decode(ok.body))).toEqual([{ id: 'org/a' }]);
  });
});

describe('error pages', () => {
  test('a 900 KB HTML error page is clipped in the error, and not read whole', async () => {
    const page = `<html><body>${'<p>Bad gateway</p>'.repeat(50_000)}</body></html>`;
    const url = await serve((_req, res) => {
      res.writeHead(403, { 'content-type': 'text/html' });
      res.end(page);
    });
    const client = new HubClient({ baseUrl: url, maxRetries: 0 });
    const error = (await client.request(`${url}/api/spaces/org/a`).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(HubError);
    expect(error.message.length).toBeLessThan(500);
  });
});

describe('the audit in a 429 storm', () => {
  test('stops with "rate limited, retry later" and keeps the last good report', async () => {
    const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { runAuditCheck } = await import('../../src/checks/audit/index.js');
    const { StandInHub } = await import('../support/hub-server.js');
    const { checkContext, recordingLogger } = await import('../support/context.js');
    const hub = await new StandInHub({ spaces: 20 }).start();
    const dir = mkdtempSync(join(tmpdir(), 'hub-bounds-'));
    try {
      let clock = Date.now();
      // A fake clock: the 20 s waits are recorded, not waited.
      const deps = { client: { sleep: async (ms: number) => void (clock += ms), now: () => clock, timeoutMs: 1000 } };
      const audit = (options: Record<string, string>) =>
        runAuditCheck(
          checkContext({}, { options: { 'hub-url': hub.url, concurrency: '4', ...options }, services: { logger: recordingLogger(), now: () => new Date('2026-11-21T12:00:00Z'), signal: new AbortController().signal } }),
          deps,
        );
      const good = await audit({});
      const previous = join(dir, 'previous.json');
      writeFileSync(previous, JSON.stringify({ version: 1, findings: [], ...good.data }));
      // The listing answers; every read of a Space gets 429 Retry-After: 20 (the issue's storm).
      hub.addFault({ kind: '429', match: (p) => p !== '/api/spaces', times: Infinity, retryAfterSeconds: 20 });
      hub.resetStats();
      const waitedBefore = clock;
      const storm = await audit({ previous, 'audit-issue': 'true' });
      expect(storm.stale).toMatch(/rate limited by the Hub, retry later/);
      expect(storm.findings.find((f) => f.rule === 'audit/listing-failed')?.message).toMatch(/The audit stopped early: rate limited by the Hub, retry later/);
      // The last good report stands, under the stale banner.
      expect(storm.trackingIssue!.body).toContain('This audit is stale since the last good run on 2026-11-21');
      expect(storm.trackingIssue!.body).toContain('**20 environments**');
      // Waited per Space, 20 Spaces: 488 s in the issue; the breaker stops after one request's 8 waits.
      expect(clock - waitedBefore).toBeLessThan(9 * 21_000 + 1);
    } finally {
      await hub.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
