import { bucketOf, HubClient, notFoundCode, type ListingPage } from '../../src/hub/client.js';
import { HubAuthError, HubBudgetExhaustedError, HubCancelledError, HubError, HubNotFoundError } from '../../src/hub/errors.js';
import { nextLink, quotaExhaustedMs, rateLimitResetMs, retryAfterMs } from '../../src/hub/headers.js';
import { StandInHub } from '../support/hub-server.js';

describe('Hub headers', () => {
  test('Link rel="next" is found among several links and resolved against the request', () => {
    const header = '<https://hub.test/api/spaces?cursor=abc>; rel="next", <https://hub.test/api/spaces?cursor=zzz>; rel="last"';
    expect(nextLink(header, 'https://hub.test/api/spaces')).toBe('https://hub.test/api/spaces?cursor=abc');
    expect(nextLink('</api/spaces?cursor=2>; rel=next', 'https://hub.test/api/spaces')).toBe('https://hub.test/api/spaces?cursor=2');
    expect(nextLink('<https://hub.test/x>; rel="prev"', 'https://hub.test/')).toBeUndefined();
    expect(nextLink(null, 'https://hub.test/')).toBeUndefined();
  });

  test('Retry-After in seconds or as an HTTP date', () => {
    expect(retryAfterMs('7')).toBe(7000);
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(retryAfterMs('Sat, 21 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('soon')).toBeUndefined();
  });

  test('RateLimit header: the reset of the exhausted policy', () => {
    expect(rateLimitResetMs('"api";r=0;t=55')).toBe(55_000);
    expect(rateLimitResetMs('"resolvers";r=20;t=100, "api";r=0;t=12')).toBe(12_000);
    expect(rateLimitResetMs('"api";r=3;t=9')).toBe(9000);
    expect(rateLimitResetMs('garbage')).toBeUndefined();
    expect(quotaExhaustedMs('"api";r=0;t=30')).toBe(30_000);
    expect(quotaExhaustedMs('"api";r=4;t=30')).toBeUndefined();
  });
});

describe('HubClient against the stand-in Hub', () => {
  let hub: StandInHub;
  const delays: number[] = [];
  let clock = 0;
  // A fake clock: sleeping advances it, so backoff and 429 waits are recorded instead of waited.
  const fastSleep = async (ms: number) => {
    delays.push(ms);
    clock += ms;
  };
  beforeEach(async () => {
    delays.length = 0;
    clock = Date.now();
    hub = await new StandInHub({ spaces: 30, maxPageSize: 12, recordPaths: true }).start();
  });
  afterEach(async () => hub.close());

  const client = (extra: Partial<ConstructorParameters<typeof HubClient>[0]> = {}) =>
    new HubClient({ baseUrl: hub.url, concurrency: 4, sleep: fastSleep, now: () => clock, random: () => 0.5, timeoutMs: 2000, ...extra });

  test('lists every Space across pages, following Link, with the expanded fields', async () => {
    const c = client();
    const pages: ListingPage[] = [];
    for await (const page of c.listRepos('spaces', { filter: 'openenv' })) pages.push(page);
    expect(pages).toHaveLength(3);
    const entries = pages.flatMap((p) => p.entries);
    expect(entries.map((e) => e.id)).toEqual(hub.ids());
    const first = entries[0]!;
    expect(first.sha).toBe(hub.sha(first.id));
    expect(first.sdk).toBe('docker');
    expect(first.tags).toContain('openenv');
    expect(first.runtimeStage).toBeDefined();
    expect(hub.log[0]).toContain('expand[]=sdk');
    expect(hub.log[0]).toContain('expand[]=runtime');
    expect(hub.log[0]).toContain('filter=openenv');
  });

  test('a listing page that did not change comes back as a 304 from the page store', async () => {
    const pages = new Map<string, ListingPage>();
    const store = { get: (u: string) => pages.get(u), set: (p: ListingPage) => void pages.set(p.url, p) };
    const c = client();
    for await (const _ of c.listRepos('spaces', { filter: 'openenv' }, store));
    const again = client();
    const ids: string[] = [];
    for await (const page of again.listRepos('spaces', { filter: 'openenv' }, store)) ids.push(...page.entries.map((e) => e.id));
    expect(again.stats.notModified).toBe(3);
    expect(ids).toEqual(hub.ids());
  });

  test('tree and resolve read one repository at its sha', async () => {
    const c = client();
    const id = hub.ids()[0]!;
    const tree = await c.listTree('spaces', id, hub.sha(id));
    expect(tree.map((t) => t.path)).toContain('openenv.yaml');
    const bytes = await c.resolveFile('spaces', id, hub.sha(id), 'server/app.py');
    expect(new TextDecoder().decode(bytes)).toContain('def main');
    expect(hub.log.at(-1)).toBe(`/spaces/${id}/resolve/${hub.sha(id)}/server/app.py`);
  });

  test('the token goes in the Authorization header and never into an error message', async () => {
    await hub.close();
    hub = await new StandInHub({ spaces: 3, requireToken: 'hf_secret_value' }).start();
    const ok = client({ token: 'hf_secret_value' });
    const id = hub.ids()[0]!;
    await expect(ok.listTree('spaces', id, hub.sha(id))).resolves.toBeDefined();
    expect([...hub.authorizationHeaders]).toEqual(['Bearer hf_secret_value']);
    const wrong = client({ token: 'hf_wrong_token' });
    const error = await wrong.listTree('spaces', id, hub.sha(id)).catch((e: Error) => e);
    expect(error).toBeInstanceOf(HubError);
    expect((error as HubError).status).toBe(401);
    expect(String((error as Error).message)).not.toContain('hf_wrong_token');
  });

  test('5xx is retried with growing, jittered backoff until it succeeds', async () => {
    hub.addFault({ kind: '500', match: '/tree/', times: 2 });
    const c = client({ retryBaseMs: 100 });
    const id = hub.ids()[0]!;
    await expect(c.listTree('spaces', id, hub.sha(id))).resolves.toHaveLength(8);
    expect(c.stats.retries).toBe(2);
    expect(delays).toEqual([75, 150]); // base·2^(n-1), jitter 0.5 → 3/4 of the ceiling
  });

  test('5xx that never clears gives up after maxRetries with the reason', async () => {
    hub.addFault({ kind: '503', match: '/tree/', times: Infinity });
    const c = client({ maxRetries: 3 });
    const id = hub.ids()[0]!;
    await expect(c.listTree('spaces', id, hub.sha(id))).rejects.toThrow(/server error 503 \(gave up after 4 attempts\)/);
    expect(hub.stats.tree).toBe(4);
  });

  test('429 waits what Retry-After says, plus a 1 s margin', async () => {
    hub.addFault({ kind: '429', match: '/api/spaces', times: 1, retryAfterSeconds: 7 });
    const c = client();
    for await (const _ of c.listRepos('spaces', { filter: 'openenv' }));
    expect(delays[0]).toBe(8000);
    expect(c.stats.rateLimitedWaits).toBe(1);
  });

  test('429 waits what the RateLimit header says when there is no Retry-After', async () => {
    hub.addFault({ kind: '429-ratelimit', match: '/resolve/', times: 1, retryAfterSeconds: 42 });
    const c = client();
    const id = hub.ids()[0]!;
    await c.resolveFile('spaces', id, hub.sha(id), 'README.md');
    expect(delays).toEqual([43_000]);
  });

  test('the Hub\'s 5-minute quota window is waited out by default (429 with RateLimit t=280)', async () => {
    // hub-docs rate-limits.md: quotas are per 5-minute window, so `t=` can be up to 300 s.
    hub.addFault({ kind: '429-ratelimit', match: '/resolve/', times: 1, retryAfterSeconds: 280 });
    const c = client();
    const id = hub.ids()[0]!;
    await expect(c.resolveFile('spaces', id, hub.sha(id), 'README.md')).resolves.toBeDefined();
    expect(delays).toEqual([281_000]);
  });

  test('a 429 asking to wait longer than the ceiling is an error, not a stall', async () => {
    hub.addFault({ kind: '429', match: '/resolve/', times: 1, retryAfterSeconds: 3600 });
    const c = client({ maxRateLimitWaitMs: 60_000 });
    const id = hub.ids()[0]!;
    await expect(c.resolveFile('spaces', id, hub.sha(id), 'README.md')).rejects.toThrow(/rate limited.*3601 s/);
  });

  test('one 429 pauses every request of its quota bucket (real sleep)', async () => {
    hub.addFault({ kind: '429', match: '/resolve/', times: 1, retryAfterSeconds: 1 });
    const c = new HubClient({ baseUrl: hub.url, concurrency: 1 });
    const id = hub.ids()[0]!;
    const started = Date.now();
    await Promise.all([c.resolveFile('spaces', id, hub.sha(id), 'README.md'), c.resolveFile('spaces', id, hub.sha(id), 'models.py')]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  test('a spent quota in the RateLimit header of a 200 pauses the client before it gets a 429', async () => {
    await hub.close();
    // Downloads count against the Hub's "resolvers" quota, as on the real Hub.
    hub = await new StandInHub({ spaces: 3, resolverQuota: { requests: 10, windowMs: 1000 } }).start();
    const c = new HubClient({ baseUrl: hub.url, concurrency: 1 });
    const id = hub.ids()[0]!;
    const started = Date.now();
    for (let i = 0; i < 15; i++) await c.resolveFile('spaces', id, hub.sha(id), 'README.md');
    expect(hub.quotaRejections).toBe(0);
    expect(c.stats.rateLimitedWaits).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500); // waited for the next window
  });

  test('requests queued behind the concurrency limit when the quota runs out wait too (none goes out into the spent window)', async () => {
    await hub.close();
    hub = await new StandInHub({ spaces: 3, resolverQuota: { requests: 10, windowMs: 1000 } }).start();
    const c = new HubClient({ baseUrl: hub.url, concurrency: 1 });
    const id = hub.ids()[0]!;
    // All fifteen are asked for at once: fourteen wait for the single slot while the first ten spend the quota.
    await Promise.all(Array.from({ length: 15 }, () => c.resolveFile('spaces', id, hub.sha(id), 'README.md')));
    expect(hub.quotaRejections).toBe(0);
    expect(c.stats.rateLimitedWaits).toBe(0);
  });

  test('truncated bodies and reset connections are retried', async () => {
    hub.addFault({ kind: 'truncate', match: 'openenv.yaml', times: 1 });
    hub.addFault({ kind: 'reset', match: 'README.md', times: 1 });
    const c = client();
    const id = hub.ids()[0]!;
    const manifest = await c.resolveFile('spaces', id, hub.sha(id), 'openenv.yaml');
    expect(new TextDecoder().decode(manifest)).toBe(hub.files(hub.repo(id)).get('openenv.yaml'));
    await expect(c.resolveFile('spaces', id, hub.sha(id), 'README.md')).resolves.toBeDefined();
    expect(c.stats.retries).toBe(2);
  });

  test('a slow answer times out and is retried', async () => {
    hub.addFault({ kind: 'slow', match: '/tree/', times: 1, delayMs: 3000 });
    const c = client({ timeoutMs: 800 });
    const id = hub.ids()[0]!;
    await expect(c.listTree('spaces', id, hub.sha(id))).resolves.toHaveLength(8);
    expect(c.stats.retries).toBe(1);
  });

  test('404 is not retried', async () => {
    const c = client();
    const id = hub.ids()[0]!;
    await expect(c.resolveFile('spaces', id, hub.sha(id), 'nope.txt')).rejects.toBeInstanceOf(HubNotFoundError);
    await expect(c.listTree('spaces', id, 'f'.repeat(40))).rejects.toBeInstanceOf(HubNotFoundError);
    expect(c.stats.retries).toBe(0);
  });

  test('the request budget stops the client before it sends more', async () => {
    const c = client({ requestBudget: 2 });
    const id = hub.ids()[0]!;
    await c.resolveFile('spaces', id, hub.sha(id), 'README.md');
    await c.resolveFile('spaces', id, hub.sha(id), 'models.py');
    await expect(c.resolveFile('spaces', id, hub.sha(id), 'server/app.py')).rejects.toBeInstanceOf(HubBudgetExhaustedError);
    expect(hub.stats.resolve).toBe(2);
  });

  test('resolve honours ETag with a 304', async () => {
    const c = client();
    const id = hub.ids()[0]!;
    const url = `${hub.url}/spaces/${id}/resolve/${hub.sha(id)}/README.md`;
    const first = await c.request(url);
    const second = await c.request(url, { etag: first.headers.get('etag')! });
    expect(second.notModified).toBe(true);
    expect(hub.stats.notModified).toBe(1);
  });

  test('never more requests in flight than the concurrency', async () => {
    hub.latencyMs = 20;
    const c = client({ concurrency: 3 });
    const id = hub.ids()[0]!;
    const paths = [...hub.files(hub.repo(id)).keys()];
    await Promise.all([...paths, ...paths].map((p) => c.resolveFile('spaces', id, hub.sha(id), p)));
    expect(hub.stats.peakInFlight).toBe(3);
  });

  test('a 401 on a private or missing repository is "not found" (RepoNotFound); a refused token is an auth error', async () => {
    await hub.close();
    hub = await new StandInHub({ spaces: 4, privateEvery: 2 }).start();
    const anonymous = client();
    const secret = hub.ids().find((id) => hub.repo(id).private)!;
    const error = await anonymous.listTree('spaces', secret, hub.sha(secret)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HubNotFoundError);
    expect((error as HubNotFoundError).status).toBe(401);
    expect((error as HubNotFoundError).code).toBe('RepoNotFound');
    const gone = await anonymous.repoInfo('spaces', 'nobody/nothing').catch((e: unknown) => e);
    expect((gone as HubNotFoundError).code).toBe('RepoNotFound');
    hub.addFault({ kind: '401', match: '/api/spaces', times: 1 });
    const listing = async () => {
      for await (const _ of anonymous.listRepos('spaces', { filter: 'openenv' }));
    };
    await expect(listing()).rejects.toBeInstanceOf(HubAuthError);
  });

  test('X-Error-Code and status map as huggingface_hub maps them', () => {
    const repo = 'https://huggingface.co/api/spaces/o/n/tree/main';
    expect(notFoundCode(403, 'GatedRepo', 'Access restricted', repo)).toBe('GatedRepo');
    expect(notFoundCode(404, 'EntryNotFound', '', 'https://huggingface.co/spaces/o/n/resolve/abc/x.py')).toBe('EntryNotFound');
    expect(notFoundCode(404, 'RevisionNotFound', '', repo)).toBe('RevisionNotFound');
    expect(notFoundCode(401, null, 'Repository not found', repo)).toBe('RepoNotFound');
    expect(notFoundCode(401, null, 'Invalid credentials in Authorization header', repo)).toBeUndefined();
    expect(notFoundCode(401, null, 'Repository not found', 'https://huggingface.co/api/spaces')).toBeUndefined();
    expect(notFoundCode(403, null, 'Forbidden', repo)).toBeUndefined();
    expect(notFoundCode(410, null, '', repo)).toBe('NotFound');
  });

  test('408 is retried like a timeout', async () => {
    hub.addFault({ kind: '408', match: '/tree/', times: 1 });
    const c = client();
    const id = hub.ids()[0]!;
    await expect(c.listTree('spaces', id, hub.sha(id))).resolves.toHaveLength(8);
    expect(c.stats.retries).toBe(1);
  });

  test('a garbled listing page is retried like a failed request', async () => {
    hub.addFault({ kind: 'garbled', match: '/api/spaces', times: 2 });
    const c = client();
    const ids: string[] = [];
    for await (const page of c.listRepos('spaces', { filter: 'openenv' })) ids.push(...page.entries.map((e) => e.id));
    expect(ids).toEqual(hub.ids());
    expect(c.stats.retries).toBe(2);
  });

  test('a 429 of the resolve quota pauses file downloads only; API calls go on (real sleep)', async () => {
    expect(bucketOf(`${hub.url}/spaces/o/n/resolve/abc/README.md`)).toBe('resolvers');
    expect(bucketOf(`${hub.url}/api/spaces/o/n/tree/abc`)).toBe('api');
    hub.addFault({ kind: '429-resolvers', match: '/resolve/', times: 1, retryAfterSeconds: 1 });
    const c = new HubClient({ baseUrl: hub.url, concurrency: 4 });
    const id = hub.ids()[0]!;
    const started = Date.now();
    const download = c.resolveFile('spaces', id, hub.sha(id), 'README.md').then(() => Date.now() - started);
    await new Promise((ok) => setTimeout(ok, 100)); // the 429 has arrived: resolves are paused
    const tree = await c.listTree('spaces', id, hub.sha(id)).then(() => Date.now() - started);
    expect(tree).toBeLessThan(900);
    // Reset 1 s + the 1 s margin.
    expect(await download).toBeGreaterThanOrEqual(1900);
    expect(c.stats.resolvers).toBe(2);
  });

  test('stopAt streams a file and stops where the reader says', async () => {
    const c = client();
    const id = hub.ids()[0]!;
    const full = hub.files(hub.repo(id)).get('uv.lock')!;
    const cut = full.indexOf('[package.metadata]');
    const response = await c.resolve('spaces', id, hub.sha(id), 'uv.lock', { stopAt: (got) => (got.byteLength > cut ? cut : undefined) });
    expect(response.partial).toBe(true);
    expect(new TextDecoder().decode(response.body)).toBe(full.slice(0, cut));
  });

  test('cancellation ends a request in flight promptly', async () => {
    hub.addFault({ kind: 'slow', match: '/tree/', times: 1, delayMs: 5000 });
    const controller = new AbortController();
    const c = new HubClient({ baseUrl: hub.url, signal: controller.signal });
    const id = hub.ids()[0]!;
    const started = Date.now();
    setTimeout(() => controller.abort(), 100);
    await expect(c.listTree('spaces', id, hub.sha(id))).rejects.toBeInstanceOf(HubCancelledError);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

test('a next link to another origin is refused (the token must not leave the Hub)', async () => {
  const fakeFetch = (async (url: string) =>
    new Response('[]', { status: 200, headers: { link: '<http://127.0.0.2:1/api/spaces?cursor=x>; rel="next"', 'content-type': 'application/json' } })) as unknown as typeof fetch;
  const c = new HubClient({ baseUrl: 'http://127.0.0.1:9', fetch: fakeFetch, token: 'hf_x' });
  const run = async () => {
    for await (const _ of c.listRepos('spaces', { filter: 'openenv' }));
  };
  await expect(run()).rejects.toThrow(/another origin/);
});
