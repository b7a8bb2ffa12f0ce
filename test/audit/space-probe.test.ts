/**
 * `probe-spaces: true` against two stand-ins: the Hub (listing with runtime stages) and `*.hf.space`
 * (test/support/space-host.ts, one path prefix per Space). A healthy Space passes, a sleeping one is
 * reported as sleeping and never contacted (unless wake), a broken schema, an unhealthy Space and a
 * failing reset are findings, and the Hub token reaches only private Spaces under include-private.
 */
import { runAuditCheck } from '../../src/checks/audit/index.js';
import type { EnvironmentRecord } from '../../src/checks/audit/environment.js';
import { spaceSubdomain } from '../../src/checks/audit/space-probe.js';
import type { CheckResult } from '../../src/engine/check.js';
import { checkContext, recordingLogger } from '../support/context.js';
import { StandInHub } from '../support/hub-server.js';
import { SpaceHost, type SpaceBehaviour } from '../support/space-host.js';

let hub: StandInHub;
beforeAll(async () => {
  // Stages by index: 0 and 7 SLEEPING, 5 BUILD_ERROR, the rest RUNNING; 3 and 7 are private.
  hub = await new StandInHub({ spaces: 10, privateEvery: 4 }).start();
});
afterAll(async () => hub.close());

const envs = (result: CheckResult) => result.data!.environments as EnvironmentRecord[];
const byId = (result: CheckResult, id: string) => envs(result).find((e) => e.id === id)!;
const rulesOf = (record: EnvironmentRecord) => record.findings.map((f) => f.rule).filter((r) => r.startsWith('audit/space-'));
// Generous: the machine running the tests may be loaded; a healthy answer ends every wait at once.
const fast = { probeTimeoutMs: 15_000, wakeTimeoutMs: 15_000 };

async function audit(host: SpaceHost, options: Record<string, string>): Promise<CheckResult> {
  return runAuditCheck(
    checkContext({}, { options: { 'hub-url': hub.url, concurrency: '4', 'probe-spaces': 'true', 'space-url': host.template, ...options }, services: { logger: recordingLogger(), now: () => new Date('2026-11-24T12:00:00Z'), signal: new AbortController().signal } }),
    fast,
  );
}

test('the subdomain of a Space is owner-name, lower case, with _ and . as -', () => {
  expect(spaceSubdomain('Org_X/My.Env')).toBe('org-x-my-env');
});

test('healthy, sleeping (not woken), broken schema, unhealthy, failing reset, not running; no token to public Spaces', async () => {
  const ids = hub.ids();
  const behaviours: Record<string, SpaceBehaviour> = {
    [spaceSubdomain(ids[2]!)]: 'broken-schema',
    [spaceSubdomain(ids[4]!)]: 'unhealthy',
    [spaceSubdomain(ids[6]!)]: 'reset-error',
  };
  const host = await new SpaceHost(behaviours).start();
  try {
    const result = await audit(host, { 'hub-token': 'hf_secret_token' });
    // Healthy: /health, /schema and one /ws reset, then close; no probe finding.
    const healthy = byId(result, ids[1]!);
    expect(healthy.probe).toBe('healthy');
    expect(rulesOf(healthy)).toEqual([]);
    expect(host.requestsOf(spaceSubdomain(ids[1]!))).toEqual(['GET /health', 'GET /schema', 'WS /ws', 'WS reset', 'WS close']);

    // Sleeping: reported, never contacted.
    const sleeping = byId(result, ids[0]!);
    expect(sleeping.probe).toBe('sleeping');
    expect(rulesOf(sleeping)).toEqual(['audit/space-sleeping']);
    expect(sleeping.findings.find((f) => f.rule === 'audit/space-sleeping')!.severity).toBe('notice');
    expect(host.requestsOf(spaceSubdomain(ids[0]!))).toEqual([]);

    const broken = byId(result, ids[2]!);
    expect(broken.probe).toBe('failing');
    expect(rulesOf(broken)).toEqual(['audit/space-schema']);
    expect(broken.findings.find((f) => f.rule === 'audit/space-schema')!.message).toContain('observation does not compile');
    expect(broken.status).toBe('fail');

    expect(rulesOf(byId(result, ids[4]!))).toEqual(['audit/space-unhealthy']);
    expect(host.requestsOf(spaceSubdomain(ids[4]!))).toEqual(['GET /health']);
    expect(rulesOf(byId(result, ids[6]!))).toEqual(['audit/space-reset']);
    expect(byId(result, ids[6]!).findings.find((f) => f.rule === 'audit/space-reset')!.message).toContain('FACTORY_ERROR');

    // BUILD_ERROR: reported from the listing, not probed.
    const build = byId(result, ids[5]!);
    expect(build.probe).toBe('not-running');
    expect(rulesOf(build)).toEqual(['audit/space-runtime-error']);
    expect(host.requestsOf(spaceSubdomain(ids[5]!))).toEqual([]);

    // Private Spaces were left out (include-private is off), and no public Space saw the token.
    expect(envs(result).some((e) => e.id === ids[3])).toBe(false);
    expect(host.log.filter((r) => r.authorization)).toEqual([]);

    const summary = result.data!.audit as { probe: Record<string, number> };
    expect(summary.probe).toEqual({ healthy: 3, failing: 3, sleeping: 1, 'not-running': 1 });
    expect(result.sections![0]!.markdown).toContain('Runtime probe of Spaces: 3 healthy, 3 failing (health, schema or reset), 1 sleeping (not woken), 1 not running.');
  } finally {
    await host.close();
  }
});

test('wake: true probes a sleeping Space, waiting while it starts', async () => {
  const ids = hub.ids();
  const host = await new SpaceHost({ [spaceSubdomain(ids[0]!)]: 'waking' }, 2).start();
  try {
    const result = await audit(host, { wake: 'true' });
    const woken = byId(result, ids[0]!);
    expect(woken.probe).toBe('healthy');
    expect(rulesOf(woken)).toEqual([]);
    expect(host.requestsOf(spaceSubdomain(ids[0]!)).filter((r) => r === 'GET /health')).toHaveLength(3);
  } finally {
    await host.close();
  }
});

test('the Hub token goes to a private Space only with include-private, and to no public one', async () => {
  const ids = hub.ids();
  const host = await new SpaceHost().start();
  try {
    const result = await audit(host, { 'hub-token': 'hf_secret_token', 'include-private': 'true', 'publish-private': 'true' });
    expect(byId(result, ids[3]!).probe).toBe('healthy');
    const withToken = host.log.filter((r) => r.authorization);
    expect(withToken.length).toBeGreaterThan(0);
    expect(new Set(withToken.map((r) => r.subdomain))).toEqual(new Set([spaceSubdomain(ids[3]!)]));
    expect(withToken.every((r) => r.authorization === 'Bearer hf_secret_token')).toBe(true);
  } finally {
    await host.close();
  }
});

test('space-url must be an http(s) URL with {subdomain}', async () => {
  const host = await new SpaceHost().start();
  try {
    await expect(audit(host, { 'space-url': 'https://hf.space' })).rejects.toThrow('space-url');
  } finally {
    await host.close();
  }
});
