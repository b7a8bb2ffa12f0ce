import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAuditCheck, type AuditDependencies } from '../../src/checks/audit/index.js';
import type { EnvironmentRecord } from '../../src/checks/audit/environment.js';
import type { CheckResult } from '../../src/engine/check.js';
import { checkContext, recordingLogger } from '../support/context.js';
import { StandInHub } from '../support/hub-server.js';

let hub: StandInHub;
let dir: string;
let clock = 0;
const fast: AuditDependencies = {

  client: {
    sleep: async (ms: number) => {
      clock += ms;
    },
    now: () => clock,
    timeoutMs: 1000,
  },
};

beforeEach(async () => {
  clock = Date.now();
  dir = mkdtempSync(join(tmpdir(), 'audit-test-'));
  hub = await new StandInHub({ spaces: 40, maxPageSize: 15 }).start();
});
afterEach(async () => {
  await hub.close();
  rmSync(dir, { recursive: true, force: true });
});

const envs = (result: CheckResult) => result.data!.environments as EnvironmentRecord[];
const byId = (result: CheckResult, id: string) => envs(result).find((e) => e.id === id)!;
const audit = (options: Record<string, string>, deps: AuditDependencies = fast, logger = recordingLogger(), signal?: AbortSignal) =>
  runAuditCheck(
    checkContext({}, {
      options: { 'hub-url': hub.url, concurrency: '4', ...options },
      services: { logger, now: () => new Date('2026-11-21T12:00:00Z'), signal: signal ?? new AbortController().signal },
    }),
    deps,
  );

test('one record per listed Space, with sha, status and owner/name/path findings', async () => {
  const result = await audit({});
  const ids = hub.ids();
  expect(envs(result).map((e) => e.id).sort()).toEqual([...ids].sort());
  for (const env of envs(result)) {
    expect(env.sha).toBe(hub.sha(env.id));
    expect(['pass', 'fail']).toContain(env.status);
    for (const f of env.findings) expect(f.file.startsWith(`${env.id}`)).toBe(true);
  }
  // The synthetic Space #7 has no openenv.yaml.
  const noManifest = byId(result, ids[7]!);
  expect(noManifest.status).toBe('fail');
  expect(noManifest.findings.map((f) => [f.rule, f.file])).toContainEqual(['audit/manifest-missing', `${ids[7]}/openenv.yaml`]);
  // Every other Space has one: no manifest-missing finding there.
  expect(byId(result, ids[8]!).findings.some((f) => f.rule === 'audit/manifest-missing')).toBe(false);
  // Validate's static findings come through with the prefixed path (a missing file's finding names the folder).
  expect(envs(result).some((e) => e.findings.some((f) => f.rule.startsWith('structure/') && (f.file === e.id || f.file.startsWith(`${e.id}/`))))).toBe(true);
  expect(result.findings.length).toBe(envs(result).reduce((n, e) => n + e.findings.length, 0));
  const markdown = result.sections![0]!.markdown;
  expect(markdown).toContain(`**${ids.length} environments**`);
  expect(markdown).toContain('### Pass rate per rule');
  expect(markdown).toContain('### Worst offenders');
});

test('fingerprints differ between Spaces with identical files', async () => {
  const result = await audit({});
  const fingerprints = result.findings.map((f) => f.fingerprint);
  expect(new Set(fingerprints).size).toBe(fingerprints.length);
});

test('Space listing fields: error stage and non-Docker SDK are reported, a running Docker Space is not', async () => {
  const ids = hub.ids();
  hub.repo(ids[3]!).stage = 'RUNTIME_ERROR';
  hub.repo(ids[4]!).sdk = 'gradio';
  const result = await audit({});
  const stage = byId(result, ids[3]!).findings.find((f) => f.rule === 'audit/space-runtime-error')!;
  expect(stage.file).toBe(ids[3]);
  expect(stage.message).toContain('RUNTIME_ERROR');
  expect(byId(result, ids[3]!).status).toBe('fail');
  const sdk = byId(result, ids[4]!).findings.find((f) => f.rule === 'audit/space-not-docker')!;
  expect(sdk.file).toBe(`${ids[4]}/README.md`);
  const healthy = byId(result, ids[2]!).findings.map((f) => f.rule);
  expect(healthy).not.toContain('audit/space-runtime-error');
  expect(healthy).not.toContain('audit/space-not-docker');
});

test('a file the tree lists but the Hub cannot serve makes the Space fail with audit/file-missing', async () => {
  const id = hub.ids()[2]!;
  hub.vanish(id, 'openenv.yaml');
  const result = await audit({});
  const env = byId(result, id);
  expect(env.status).toBe('fail');
  expect(env.findings.map((f) => [f.rule, f.file])).toContainEqual(['audit/file-missing', `${id}/openenv.yaml`]);
  expect(byId(result, hub.ids()[1]!).findings.some((f) => f.rule === 'audit/file-missing')).toBe(false);
});

test('a Space deleted after the listing fails with audit/repo-missing; the others are audited', async () => {
  const id = hub.ids()[6]!;
  hub.deleteAfterListing(id);
  const result = await audit({});
  const env = byId(result, id);
  expect(env.status).toBe('fail');
  expect(env.findings.map((f) => f.rule)).toEqual(['audit/repo-missing']);
  expect(envs(result)).toHaveLength(hub.ids().length);
});

test('a Space that keeps answering 500 is `error` with the reason, and the audit goes on', async () => {
  const id = hub.ids()[6]!;
  hub.addFault({ kind: '500', match: `/${id}/tree/`, times: Infinity });
  const result = await audit({});
  const env = byId(result, id);
  expect(env.status).toBe('error');
  expect(env.reason).toMatch(/server error 500 \(gave up after 5 attempts\)/);
  expect(env.findings.map((f) => f.rule)).toEqual(['audit/env-unreadable']);
  expect(envs(result).filter((e) => e.status === 'error')).toHaveLength(1);
});

test('a file read failing after retries makes the environment `error`, not a false `fail`', async () => {
  const id = hub.ids()[9]!;
  hub.addFault({ kind: '503', match: `/${id}/resolve/`, times: Infinity });
  const result = await audit({});
  const env = byId(result, id);
  expect(env.status).toBe('error');
  expect(env.findings.map((f) => f.rule)).toEqual(['audit/env-unreadable']);
});

test('transient failures (429, truncation, resets, 5xx) are absorbed by retries', async () => {
  hub.addFault({ kind: '429', match: '/api/spaces', times: 1, retryAfterSeconds: 2 });
  hub.addFault({ kind: 'truncate', match: 'pyproject.toml', times: 3 });
  hub.addFault({ kind: 'reset', match: '/tree/', times: 2 });
  hub.addFault({ kind: '502' as never, match: 'README.md', times: 0 });
  hub.addFault({ kind: '500', match: 'server/app.py', times: 3 });
  const result = await audit({});
  expect(envs(result).every((e) => e.status !== 'error')).toBe(true);
  expect(result.sections![0]!.markdown).toMatch(/\d+ retries, 1 rate-limit waits/);
});

test('the request budget: every listed environment still gets a record, the unread ones `error`', async () => {
  const result = await audit({ 'request-budget': '40' });
  const all = envs(result);
  expect(all.length).toBe(hub.ids().length);
  expect(hub.stats.total).toBeLessThanOrEqual(40);
  const errors = all.filter((e) => e.status === 'error');
  expect(errors.length).toBeGreaterThan(0);
  expect(errors[0]!.reason).toMatch(/request budget of 40/);
});

test('a listing that fails after retries is reported and the audit keeps what it listed', async () => {
  hub.addFault({ kind: '500', match: (p) => p === '/api/spaces', times: Infinity });
  // The first page is answered before the fault applies to later pages.
  let first = true;
  hub.clearFaults();
  hub.addFault({
    kind: '500',
    match: (p) => {
      if (p !== '/api/spaces') return false;
      if (first) {
        first = false;
        return false;
      }
      return true;
    },
    times: Infinity,
  });
  const result = await audit({});
  expect(envs(result)).toHaveLength(15);
  const incomplete = result.findings.filter((f) => f.rule === 'audit/listing-incomplete');
  expect(incomplete).toHaveLength(1);
  expect(incomplete[0]!.message).toMatch(/stopped after 15 repositories/);
  expect(result.sections![0]!.markdown).toContain('stopped after 15 repositories');
});

test('cache: a second run reads only the listing; a new commit re-reads only that Space', async () => {
  const cache = join(dir, 'cache', 'audit.json');
  const first = await audit({ cache });
  const firstRequests = hub.stats.total;
  expect(JSON.parse(readFileSync(cache, 'utf8')).version).toBe(2);

  hub.resetStats();
  const second = await audit({ cache });
  expect(hub.stats.tree + hub.stats.resolve).toBe(0);
  expect(hub.stats.list).toBe(3);
  expect(hub.stats.notModified).toBe(3); // listing pages unchanged: 304
  expect(envs(second)).toEqual(envs(first));

  const changed = hub.ids()[10]!;
  hub.commit(changed, 'openenv.yaml', 'name: [broken');
  hub.resetStats();
  const third = await audit({ cache });
  expect(hub.stats.tree).toBe(1);
  expect(hub.stats.total).toBeLessThan(firstRequests / 5);
  expect(byId(third, changed).sha).toBe(hub.sha(changed));
  expect(byId(third, changed).status).toBe('fail');
});

test('cache: `error` results are not cached, so the next run retries them', async () => {
  const cache = join(dir, 'audit.json');
  const id = hub.ids()[4]!;
  hub.addFault({ kind: '500', match: `/${id}/tree/`, times: Infinity });
  await audit({ cache });
  hub.clearFaults();
  hub.resetStats();
  const second = await audit({ cache });
  expect(hub.stats.tree).toBe(1);
  expect(byId(second, id).status).not.toBe('error');
});

test('cache: listing fields are fresh even when the tree result comes from the cache', async () => {
  const cache = join(dir, 'audit.json');
  const id = hub.ids()[2]!;
  await audit({ cache });
  hub.repo(id).stage = 'BUILD_ERROR';
  const second = await audit({ cache });
  expect(byId(second, id).findings.map((f) => f.rule)).toContain('audit/space-runtime-error');
  expect(byId(second, id).status).toBe('fail');
});

test('a run whose listing failed fails, keeps the cache and the report file, and marks the tracking issue stale', async () => {
  const cache = join(dir, 'audit.json');
  const good = await audit({ cache });
  const previous = join(dir, 'previous.json');
  writeFileSync(previous, JSON.stringify({ version: 1, findings: [], ...good.data }));
  // The Hub is down for the listing: nothing is listed.
  hub.addFault({ kind: '500', match: (p) => p === '/api/spaces', times: Infinity });
  const logger = recordingLogger();
  const down = await audit({ cache, previous, 'audit-issue': 'true' }, fast, logger);
  expect(envs(down)).toHaveLength(0);
  expect(down.findings.find((f) => f.rule === 'audit/listing-failed')?.severity).toBe('error');
  expect(down.stale).toMatch(/server error 500/); // the report file is not replaced
  // The issue keeps last night's report under a banner that says since when it is stale.
  expect(down.trackingIssue!.body).toContain('This audit is stale since the last good run on 2026-11-21');
  expect(down.trackingIssue!.body).toContain(`**${hub.ids().length} environments**`);
  expect(logger.lines.some((l) => l.startsWith('warning:') && l.includes('listed nothing'))).toBe(true);
  // The next night reads only the listing: the cache survived the failed run.
  hub.clearFaults();
  hub.resetStats();
  await audit({ cache });
  expect(hub.stats.tree + hub.stats.resolve).toBe(0);
});

test('an unreadable cache file is ignored with a note', async () => {
  const cache = join(dir, 'audit.json');
  writeFileSync(cache, '{not json');
  const logger = recordingLogger();
  const result = await audit({ cache }, fast, logger);
  expect(envs(result)).toHaveLength(hub.ids().length);
  expect(logger.lines.some((l) => l.includes('is unreadable'))).toBe(true);
});

test('delta against the previous report: newly failing, fixed, new, gone', async () => {
  const ids = hub.ids();
  const first = await audit({});
  const passing = envs(first).find((e) => e.status === 'pass' && e.id !== ids[0])!.id;
  const failing = envs(first).find((e) => e.status === 'fail')!.id;
  const previous = {
    version: 1,
    findings: [],
    environments: [
      ...envs(first).filter((e) => e.id !== ids[0]).map((e) => ({ id: e.id, status: e.id === failing ? 'pass' : e.id === passing ? 'fail' : e.status, sha: e.sha, findings: [] })),
      { id: 'someone/removed-space', status: 'pass', sha: 'x', findings: [] },
    ],
  };
  const path = join(dir, 'previous.json');
  writeFileSync(path, JSON.stringify(previous));
  const result = await audit({ previous: path });
  const markdown = result.sections![0]!.markdown;
  expect(markdown).toContain('### Since the previous audit');
  expect(markdown).toContain('| newly failing (pass → fail) | 1 |');
  expect(markdown).toContain('| fixed (fail → pass) | 1 |');
  expect(markdown).toContain('| gone | 1 |');
  expect(markdown).toContain('| new | 1 |');
  // Each change names the environment (a link), the move, and every new rule with its message.
  const failingRule = byId(result, failing).findings.find((f) => f.severity === 'error')!;
  expect(markdown).toContain(`[\`${failing}\`](${hub.url}/spaces/${failing}): pass → fail`);
  expect(markdown).toContain(`  - new \`${failingRule.rule}\` (error): `);
  expect(markdown).toContain(`[\`${passing}\`](${hub.url}/spaces/${passing}): fail → pass`);
  expect(markdown).toContain('`someone/removed-space`');
  expect(result.sections![0]!.text).toContain('1 newly failing');

  // The JSON report carries the same summary as the markdown: totals, pass rate per rule, worst offenders, delta.
  const json = JSON.parse(JSON.stringify(result.data)) as {
    audit: { totals: Record<string, number>; rules: { rule: string; environments: number; passRate: number }[]; worstOffenders: { id: string; top: { rule: string }[] }[]; delta: Record<string, string[]> };
  };
  expect(json.audit.delta).toMatchObject({ newlyFailing: [failing], fixed: [passing], added: [ids[0]], gone: ['someone/removed-space'], newlyUnreadable: [] });
  const all = envs(result);
  expect(json.audit.totals).toEqual({ total: all.length, pass: all.filter((e) => e.status === 'pass').length, fail: all.filter((e) => e.status === 'fail').length, error: 0, notAudited: 0 });
  const missing = all.filter((e) => e.findings.some((f) => f.rule === 'audit/manifest-missing')).length;
  expect(json.audit.rules.find((r) => r.rule === 'audit/manifest-missing')).toEqual({ rule: 'audit/manifest-missing', severity: 'error', environments: missing, passRate: 1 - missing / all.length });
  expect(json.audit.worstOffenders.length).toBeGreaterThan(0);
  for (const worst of json.audit.worstOffenders) {
    expect(byId(result, worst.id).status).toBe('fail');
    expect(worst.top.length).toBeGreaterThan(0);
  }
});

test('a missing previous report is a warning, not a failure', async () => {
  const logger = recordingLogger();
  const result = await audit({ previous: join(dir, 'none.json') }, fast, logger);
  expect(result.sections![0]!.markdown).not.toContain('Since the previous audit');
  expect(logger.lines.some((l) => l.startsWith('warning:') && l.includes('no delta'))).toBe(true);
});

test('cancellation returns what was audited and still writes the cache', async () => {
  hub.latencyMs = 15;
  const controller = new AbortController();
  const logger = recordingLogger();
  const cache = join(dir, 'audit.json');
  // Cancel once a few environments are done (not on a timer: a loaded machine may still be listing).
  let checked = 0;
  const checker = async () => {
    if (++checked === 5) controller.abort();
    return [];
  };
  const result = await audit({ cache, concurrency: '2' }, { ...fast, checker }, logger, controller.signal);
  const all = envs(result);
  expect(all.length).toBe(hub.ids().length);
  const audited = all.filter((e) => e.status !== 'error');
  expect(audited.length).toBeGreaterThan(0);
  expect(audited.length).toBeLessThan(all.length);
  for (const e of all.filter((x) => x.status === 'error')) expect(e.reason).toMatch(/cancelled/);
  expect(result.sections![0]!.markdown).toContain('The run was cancelled');
  const saved = JSON.parse(readFileSync(cache, 'utf8'));
  expect(Object.keys(saved.repos).length).toBe(audited.length);
  // The last progress line counts what was audited, not the records of environments never started.
  const last = logger.lines.filter((l) => l.startsWith('progress:')).at(-1)!;
  expect(last).toContain(`audit: ${audited.length + all.filter((e) => e.status === 'error' && !/not audited/.test(e.reason ?? '')).length} of ${all.length} environments`);
  expect(last).toMatch(new RegExp(`${all.filter((e) => /not audited/.test(e.reason ?? '')).length} not audited \\(cancelled\\)`));
});

test('progress lines carry count, rate and ETA', async () => {
  const logger = recordingLogger();
  await audit({}, { ...fast, progressEveryMs: 0 }, logger);
  const progress = logger.lines.filter((l) => l.startsWith('progress:'));
  expect(progress.length).toBeGreaterThan(5);
  expect(progress.at(-1)).toMatch(/audit: 40 of 40 environments \(100%\), [\d.]+\/s, \d+ Hub requests/);
  expect(progress.some((l) => /ETA \d+ s/.test(l))).toBe(true);
});

test('progress keeps coming while nothing completes (a slow environment, a rate-limit pause)', async () => {
  const logger = recordingLogger();
  const slowChecker = async () => {
    await new Promise((ok) => setTimeout(ok, 600));
    return [];
  };
  await audit({ tag: 'no-such-tag', 'hub-ids': hub.ids()[0]! }, { ...fast, checker: slowChecker, progressEveryMs: 100 }, logger);
  const waiting = logger.lines.filter((l) => l.startsWith('progress:') && l.includes('audit: 0 of 1 environments'));
  expect(waiting.length).toBeGreaterThanOrEqual(2);
});

test('the token (hub-token or HF_TOKEN) reaches the Hub and never the logs or the report', async () => {
  await hub.close();
  hub = await new StandInHub({ spaces: 5, requireToken: 'hf_SECRET123' }).start();
  const logger = recordingLogger();
  // HF_TOKEN reaches the check as the hub-token option (settings.ts reads the environment).
  const { settingsFromArgv } = await import('../../src/settings.js');
  const request = settingsFromArgv(['audit'], { HF_TOKEN: 'hf_SECRET123' }, '/', false);
  const token = request.kind === 'run' ? request.settings.checkOptions.audit?.['hub-token'] : undefined;
  expect(token).toBe('hf_SECRET123');
  const result = await audit({ 'hub-token': token! }, fast, logger);
  expect(envs(result).every((e) => e.status !== 'error')).toBe(true);
  const everything = JSON.stringify(result) + logger.lines.join('\n');
  expect(everything).not.toContain('hf_SECRET123');

  const denied = await audit({ 'hub-token': 'hf_WRONG' }, fast, logger);
  expect(JSON.stringify(denied) + logger.lines.join('\n')).not.toContain('hf_WRONG');
  expect(denied.findings.some((f) => f.rule === 'audit/listing-incomplete' && /401/.test(f.message))).toBe(true);
});

test('audit-issue: a tracking issue with the report', async () => {
  const result = await audit({ 'audit-issue': 'true' });
  expect(result.trackingIssue!.title).toBe('OpenEnv environment audit');
  expect(result.trackingIssue!.label).toBe('openenv-audit');
  expect(result.trackingIssue!.body).toContain(`**${hub.ids().length} environments**`);
  expect((await audit({})).trackingIssue).toBeUndefined();
});

test('hub-ids adds explicit repositories; an unknown one fails with audit/repo-missing', async () => {
  const result = await audit({ tag: 'no-such-tag', 'hub-ids': `${hub.ids()[3]}\nghost/does-not-exist` });
  expect(envs(result).map((e) => e.id).sort()).toEqual([hub.ids()[3], 'ghost/does-not-exist'].sort());
  expect(byId(result, 'ghost/does-not-exist').findings.map((f) => f.rule)).toEqual(['audit/repo-missing']);
  expect(hub.stats.info).toBe(2);
});

test('hub-author scopes the listing', async () => {
  const owner = hub.ids()[0]!.split('/')[0]!;
  const result = await audit({ 'hub-author': owner });
  expect(envs(result).length).toBeGreaterThan(0);
  expect(envs(result).every((e) => e.id.startsWith(`${owner}/`))).toBe(true);
});

test('datasets with environment.yaml are audited, the others skipped', async () => {
  await hub.close();
  hub = await new StandInHub({ spaces: 3, datasets: 4 }).start();
  const result = await audit({ 'hub-datasets': 'true' });
  const datasets = envs(result).filter((e) => e.source === 'dataset');
  expect(datasets.map((e) => e.id).sort()).toEqual(['data-org/env-dataset-0', 'data-org/env-dataset-2']);
  expect(datasets.every((d) => !d.findings.some((f) => f.rule === 'audit/manifest-missing'))).toBe(true);
  expect(result.sections![0]!.markdown).toContain('2 datasets without environment.yaml skipped');
});

test('bad options are user errors naming the fix', async () => {
  await expect(audit({ concurrency: 'many' })).rejects.toThrow(/audit option concurrency/);
  await expect(audit({ 'hub-url': 'ftp://x' })).rejects.toThrow(/not an http\(s\) URL/);
  await expect(audit({ tag: '' })).rejects.toThrow(/empty tag would list every Space/);
});

test('under a Hub-like quota (RateLimit on every answer) the audit paces itself and every Space is read', async () => {
  await hub.close();
  hub = await new StandInHub({ spaces: 30, quota: { requests: 25, windowMs: 1000 } }).start();
  const result = await audit({}, { checker: async (view) => (await view.readFile('openenv.yaml'), []) });
  expect(envs(result)).toHaveLength(30);
  expect(envs(result).every((e) => e.status !== 'error')).toBe(true);
  expect(hub.stats.total).toBeGreaterThan(50); // more than two windows of quota
  // At most the requests already in flight (concurrency 4) when a window ran out.
  expect(hub.quotaRejections).toBeLessThanOrEqual(4 * Math.ceil(hub.stats.total / 25));
});

test('an expired token (401 on the listing) or an empty listing where the previous report had environments fails the run', async () => {
  hub.addFault({ kind: '401', match: (p) => p === '/api/spaces', times: Infinity });
  const refused = await audit({});
  expect(refused.findings.find((f) => f.rule === 'audit/listing-failed')?.severity).toBe('error');
  expect(refused.findings.find((f) => f.rule === 'audit/listing-failed')!.message).toMatch(/401/);
  expect(refused.stale).toBeDefined();
  hub.clearFaults();

  const previous = join(dir, 'previous.json');
  writeFileSync(previous, JSON.stringify({ version: 1, findings: [], environments: [{ id: 'someone/env', status: 'pass', sha: 'x', findings: [], source: 'space' }] }));
  const empty = await audit({ tag: 'no-such-tag', previous });
  expect(envs(empty)).toHaveLength(0);
  expect(empty.findings.find((f) => f.rule === 'audit/listing-failed')!.message).toMatch(/listed no repository, but the previous report had 1/);
  // Without a previous report, an empty listing is just empty (a new tag).
  const first = await audit({ tag: 'no-such-tag' });
  expect(first.findings.some((f) => f.rule === 'audit/listing-failed')).toBe(false);
});

test('private repositories: left out by default, audited with include-private, named only with publish-private', async () => {
  await hub.close();
  hub = await new StandInHub({ spaces: 12, privateEvery: 4 }).start();
  const secret = hub.ids().filter((id) => hub.repo(id).private);
  expect(secret.length).toBe(3);
  const withToken = (extra: Record<string, string>) => audit({ 'hub-token': 'hf_reader', ...extra });
  const plain = await withToken({});
  expect(envs(plain).map((e) => e.id)).toEqual(expect.not.arrayContaining(secret));
  expect(plain.sections![0]!.markdown).toContain('3 private repositories left out');
  const included = await withToken({ 'include-private': 'true', 'audit-issue': 'true' });
  for (const id of secret) {
    expect(envs(included).some((e) => e.id === id)).toBe(false);
    expect(included.trackingIssue!.body).not.toContain(id);
    expect(included.sections![0]!.markdown).not.toContain(id);
    expect(included.findings.some((f) => f.file.startsWith(id))).toBe(false);
  }
  expect(included.sections![0]!.markdown).toContain('3 private repositories audited but not shown');
  const published = await withToken({ 'include-private': 'true', 'publish-private': 'true' });
  for (const id of secret) expect(envs(published).find((e) => e.id === id)?.private).toBe(true);
});

test('delta per Space and rule: a new error rule on a failing Space, error → fail, stage changes, each with rule and message', async () => {
  const ids = hub.ids();
  const first = await audit({});
  const previous = join(dir, 'previous.json');
  const failing = envs(first).find((e) => e.status === 'fail')!.id;
  const unreadable = envs(first).find((e) => e.status === 'fail' && e.id !== failing)!.id;
  const report = { version: 1, findings: [], ...JSON.parse(JSON.stringify(first.data)) };
  for (const e of report.environments) {
    if (e.id === unreadable) Object.assign(e, { status: 'error', findings: [] });
    if (e.id === ids[1]) e.stage = 'RUNNING';
  }
  writeFileSync(previous, JSON.stringify(report));
  hub.commit(failing, 'server/app.py', null); // a second error rule on a Space that already failed
  hub.repo(ids[1]!).stage = 'BUILD_ERROR';
  const second = await audit({ previous });
  const delta = (second.data!.audit as { delta: { changes: { id: string; status?: { from: string; to: string }; stage?: { from: string; to: string }; newRules: { rule: string; severity: string; message: string }[] }[] } }).delta;
  const gained = delta.changes.find((c) => c.id === failing)!;
  expect(gained.status).toBeUndefined(); // still fail: the old delta showed nothing
  expect(gained.newRules.map((r) => r.rule)).toContain('structure/server-app-present');
  expect(gained.newRules.find((r) => r.rule === 'structure/server-app-present')!.message).toMatch(/server\/app\.py/);
  expect(delta.changes.find((c) => c.id === unreadable)!.status).toEqual({ from: 'error', to: 'fail' });
  const stage = delta.changes.find((c) => c.id === ids[1])!;
  expect(stage.stage).toEqual({ from: 'RUNNING', to: 'BUILD_ERROR' });
  expect(stage.newRules.map((r) => r.rule)).toContain('audit/space-runtime-error');
  const markdown = second.sections![0]!.markdown;
  expect(markdown).toContain('stage RUNNING → BUILD\\_ERROR');
  expect(markdown).toContain(': error → fail');
});

test('the cache key follows the tool version and each rule version', async () => {
  const { checkerKey } = await import('../../src/checks/audit/index.js');
  const { manifestsCheck } = await import('../../src/checks/manifests/index.js');
  expect(checkerKey([], '1.0.0')).not.toBe(checkerKey([], '1.0.1'));
  expect(checkerKey([], '1.0.0')).not.toBe(checkerKey(['deps/lockfile-in-sync'], '1.0.0'));
  const before = checkerKey([], '1.0.0');
  const rule = manifestsCheck.rules[0] as { version?: number };
  const old = rule.version;
  rule.version = (old ?? 1) + 1;
  try {
    expect(checkerKey([], '1.0.0')).not.toBe(before);
  } finally {
    rule.version = old;
  }
});
