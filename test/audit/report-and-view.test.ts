import { computeDelta, previousStatuses } from '../../src/checks/audit/delta.js';
import { liveMentions } from '../support/markdown-safety.js';
import type { EnvironmentRecord } from '../../src/checks/audit/environment.js';
import { renderAuditMarkdown, ruleRates, totals, trackingIssueBody, worstOffenders } from '../../src/checks/audit/report.js';
import type { Finding } from '../../src/engine/finding.js';
import { HubClient } from '../../src/hub/client.js';
import { HubRepoView } from '../../src/repo/hub-repo.js';
import { StandInHub } from '../support/hub-server.js';

const finding = (rule: string, severity: Finding['severity'], file: string, message = 'm'): Finding => ({ rule, severity, file, message, fingerprint: `${rule}:${file}` });
const env = (id: string, status: EnvironmentRecord['status'], findings: Finding[] = [], reason?: string): EnvironmentRecord => ({ id, status, sha: 'abc', findings, source: 'space', ...(reason ? { reason } : {}) });

describe('report', () => {
  const environments = [
    env('a/one', 'pass', [finding('x/warn', 'warning', 'a/one/f')]),
    env('a/two', 'fail', [finding('x/err', 'error', 'a/two/f'), finding('x/err', 'error', 'a/two/g'), finding('x/warn', 'warning', 'a/two/f')]),
    env('a/three', 'fail', [finding('x/err', 'error', 'a/three/f')]),
    env('a/four', 'error', [finding('audit/env-unreadable', 'warning', 'a/four')], 'server error 502'),
  ];

  test('totals, per-rule pass rates over the environments read, worst offenders first', () => {
    expect(totals(environments)).toEqual({ total: 4, pass: 1, fail: 2, error: 1 });
    const rates = ruleRates(environments);
    expect(rates.map((r) => [r.rule, r.environments])).toEqual([
      ['x/err', 2],
      ['x/warn', 2],
    ]);
    expect(rates[0]!.passRate).toBeCloseTo(1 / 3);
    expect(worstOffenders(environments).map((e) => e.id)).toEqual(['a/two', 'a/three']);
  });

  test('markdown escapes Hub-provided text and groups environments by health', () => {
    const hostile = env('evil/<img src=x>', 'error', [], '@maintainers [click](http://x) | pipe');
    const md = renderAuditMarkdown({ environments: [...environments, hostile], incomplete: [], cancelled: false, skippedDatasets: 0, cacheHits: 0, durationMs: 1000, sources: ['local envs/*'], date: new Date('2026-11-21T00:00:00Z') });
    expect(md).toContain('**5 environments** audited 2026-11-21: 1 pass, 2 fail, 2 could not be read');
    expect(md).toContain('<summary>Could not be read (2)</summary>');
    // The mention is neutralised as a code span (no invisible character): nothing notifies.
    expect(liveMentions(md)).toEqual([]);
    expect(md).toContain('`@maintainers`');
    expect(md).not.toContain('](http://x)');
    // Ids are code spans (HTML inside is literal text); nowhere else does the raw tag appear.
    expect(md.split('`evil/<img src=x>`').join('')).not.toMatch(/<img/);
  });

  test("the issue's lists keep a message's code spans, and <summary> ids show no markdown escapes", () => {
    const code = finding('openenv-yaml/app-format', 'error', 'openenv.yaml', 'Write `app: server.app:app` (module path with dots).');
    const offender = { ...env('org16/env_00090', 'fail', [code]), likes: 50 };
    const md = renderAuditMarkdown({ environments: [offender], incomplete: [], cancelled: false, skippedDatasets: 0, cacheHits: 0, durationMs: 1000, sources: ['hub'], date: new Date('2026-11-21T00:00:00Z') });
    expect(md).toContain('<summary>org16/env_00090: 1 error</summary>');
    expect(md).toContain(': Write `app: server.app:app` \\(module path with dots\\)\\.');
    expect(md).not.toContain('\\`app');
  });

  test('the tracking issue body is cut to fit GitHub', () => {
    const long = Array.from({ length: 5000 }, (_, i) => `- line ${i} ${'x'.repeat(20)}`).join('\n');
    const body = trackingIssueBody(long);
    expect(body.length).toBeLessThan(65_536);
    expect(body).toContain('report cut to fit an issue');
    expect(trackingIssueBody('short')).toBe('short');
  });

  test('previous statuses from the top-level, data, or per-check environments; delta buckets', () => {
    const list = [{ id: 'a/one', status: 'fail' }, { id: 'a/two', status: 'pass' }, { id: 'a/gone', status: 'pass' }, { id: 'a/four', status: 'pass' }];
    for (const report of [{ environments: list }, { data: { environments: list } }, { checks: [{ data: { environments: list } }] }]) {
      expect(previousStatuses(report)!.get('a/one')).toBe('fail');
    }
    expect(previousStatuses({ findings: [] })).toBeUndefined();
    const delta = computeDelta(previousStatuses({ environments: list })!, environments);
    expect(delta).toMatchObject({ newlyFailing: ['a/two'], fixed: ['a/one'], added: ['a/three'], gone: ['a/gone'], newlyUnreadable: ['a/four'] });
  });

  test('an environment that could not be read last time is not "fixed" or "newly failing" now: its status was unknown', () => {
    const previous = previousStatuses({ environments: [{ id: 'a/one', status: 'error' }, { id: 'a/two', status: 'error' }, { id: 'a/four', status: 'error' }] })!;
    const delta = computeDelta(previous, environments);
    expect(delta.fixed).toEqual([]);
    expect(delta.newlyFailing).toEqual([]);
    expect(delta.newlyUnreadable).toEqual([]);
    expect(delta.added).toEqual(['a/three']);
  });
});

describe('HubRepoView', () => {
  let hub: StandInHub;
  beforeEach(async () => {
    hub = await new StandInHub({ spaces: 2, treePageSize: 3 }).start();
  });
  afterEach(async () => hub.close());

  test('lists the tree once (following pagination), fetches a file only when read, and only once', async () => {
    const id = hub.ids()[0]!;
    const view = new HubRepoView(new HubClient({ baseUrl: hub.url }), 'spaces', id, hub.sha(id));
    expect(view.label).toBe(`hf spaces/${id}@${hub.sha(id).slice(0, 12)}`);
    const files = await view.listFiles();
    expect(files).toEqual([...hub.files(hub.repo(id)).keys()].sort());
    expect(hub.stats.tree).toBe(3); // 8 files, 3 per page
    expect(hub.stats.resolve).toBe(0);
    expect(await view.fileSize('openenv.yaml')).toBe(Buffer.byteLength(hub.files(hub.repo(id)).get('openenv.yaml')!));
    const [a, b] = await Promise.all([view.readFile('openenv.yaml'), view.readFile('./openenv.yaml')]);
    expect(a).toBe(b);
    expect(hub.stats.resolve).toBe(1);
    expect(await view.readFile('not/there.txt')).toBeUndefined();
    expect(await view.readFile('../escape')).toBeUndefined();
    expect(hub.stats.resolve).toBe(1);
    await view.listFiles();
    expect(hub.stats.tree).toBe(3);
  });

  test('a 404 on a listed file is remembered as missing; a read that keeps failing as a read error', async () => {
    const id = hub.ids()[0]!;
    hub.vanish(id, 'models.py');
    hub.addFault({ kind: '500', match: 'server/app.py', times: Infinity });
    const client = new HubClient({ baseUrl: hub.url, sleep: async () => undefined, maxRetries: 1 });
    const view = new HubRepoView(client, 'spaces', id, hub.sha(id));
    expect(await view.readFile('models.py')).toBeUndefined();
    expect(await view.readFile('server/app.py')).toBeUndefined();
    expect(view.missingFiles).toEqual(['models.py']);
    expect(view.readErrors.map((e) => e.path)).toEqual(['server/app.py']);
    expect(view.readErrors[0]!.error.message).toContain('server error 500');
  });
});
