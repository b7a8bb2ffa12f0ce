/**
 * The audit on Spaces laid out like OpenEnv's envs/* folders (test/support/openenv-layouts.ts): what a
 * cold run, a warm run and a new tool version cost, and that the run tells the truth when it cannot
 * finish. The 4,000-Space figures are in bench/audit.bench.ts; this runs a few dozen.
 */
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
const fast: AuditDependencies = { client: { sleep: async (ms: number) => void (clock += ms), now: () => clock, timeoutMs: 10_000 } };
const SPACES = 24;

beforeAll(async () => {
  hub = await new StandInHub({ spaces: SPACES, layout: 'openenv', recordPaths: true }).start();
});
afterAll(async () => hub.close());
beforeEach(() => {
  clock = Date.now();
  dir = mkdtempSync(join(tmpdir(), 'audit-scale-'));
  hub.resetStats();
  hub.clearFaults();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const envs = (result: CheckResult) => result.data!.environments as EnvironmentRecord[];
const audit = (options: Record<string, string>, logger = recordingLogger()) =>
  runAuditCheck(
    checkContext({}, { options: { 'hub-url': hub.url, concurrency: '8', ...options }, services: { logger, now: () => new Date('2026-11-21T12:00:00Z'), signal: new AbortController().signal } }),
    fast,
  );
const resolved = () => hub.log.filter((p) => p.includes('/resolve/')).map((p) => decodeURIComponent(p.split('/resolve/')[1]!.split('/').slice(1).join('/')));

test('cold run on real layouts with the default rules: at most 6 requests per Space (tree + the files the checks need, no Python scan, no LFS probe, no README, no uv.lock)', async () => {
  const result = await audit({});
  expect(envs(result)).toHaveLength(SPACES);
  expect(envs(result).every((e) => e.status !== 'error')).toBe(true);
  const files = resolved();
  // Only server/app.py of the Python sources, never an LFS asset, never README (from the listing's cardData).
  expect(files.filter((f) => f.endsWith('.py'))).toEqual(files.filter((f) => f === 'server/app.py'));
  expect(files.some((f) => f.endsWith('.gif'))).toBe(false);
  expect(files).not.toContain('README.md');
  expect(files).not.toContain('uv.lock');
  expect(hub.stats.tree).toBe(SPACES);
  expect(hub.stats.total / SPACES).toBeLessThanOrEqual(6);
  expect((result.data!.audit as { totals: { total: number } }).totals.total).toBe(SPACES);
  expect(envs(result).some((e) => e.findings.some((f) => f.rule === 'deps/lockfile-in-sync'))).toBe(false);
  expect(result.sections![0]!.markdown).toContain('Not run on Hub repositories (their files were not downloaded): `tools/no-reserved-in-source`, `tasks/source-pinned`, `deps/lockfile-in-sync`');

  // read-lockfile: true costs one request more per Space (uv.lock, cut after its root package), and the
  // lock rule still sees the root package: 60% of the locks are stale and it says so.
  hub.resetStats();
  const locked = await audit({ 'read-lockfile': 'true' });
  expect(resolved().filter((f) => f === 'uv.lock')).toHaveLength(SPACES);
  expect(hub.stats.total / SPACES).toBeLessThanOrEqual(7);
  const stale = envs(locked).filter((e) => e.findings.some((f) => f.rule === 'deps/lockfile-in-sync')).length;
  expect(stale).toBeGreaterThan(SPACES * 0.45);
  expect(stale).toBeLessThan(SPACES * 0.75);
});

test('warm run: a commit that changes one file costs the tree and that file; a new tool version re-checks from cached files', async () => {
  const cache = join(dir, 'cache.json');
  const cold = await audit({ cache });
  const ids = hub.ids();
  const changed = [ids[3]!, ids[17]!];
  for (const id of changed) hub.commit(id, 'server/Dockerfile', 'FROM python:3.11-slim\nCMD ["python", "-m", "server.app"]\n');
  hub.resetStats();
  const warm = await audit({ cache });
  expect(hub.stats.tree).toBe(changed.length);
  expect(resolved().sort()).toEqual(changed.map(() => 'server/Dockerfile'));
  expect((hub.stats.total - hub.stats.list) / changed.length).toBeLessThanOrEqual(3);
  for (const id of changed) expect(envs(warm).find((e) => e.id === id)!.sha).toBe(hub.sha(id));

  // Another tool version (or a rule's version bump): every Space is checked again, from the cache alone.
  const file = JSON.parse(readFileSync(cache, 'utf8'));
  writeFileSync(cache, JSON.stringify({ ...file, checker: 'written-by-another-version' }));
  hub.resetStats();
  const again = await audit({ cache });
  expect(hub.stats.tree + hub.stats.resolve).toBe(0);
  expect(again.sections![0]!.markdown).toContain(`${SPACES} checked again from cached files`);
  const strip = (r: CheckResult) => envs(r).map((e) => [e.id, e.status, e.findings.map((f) => f.fingerprint).sort()]);
  expect(strip(again)).toEqual(strip(warm));
  expect(strip(cold).length).toBe(SPACES);
});

test('no silent budget cut: Spaces past the budget are named on stderr, counted, and fail the run unless allow-partial', async () => {
  const logger = recordingLogger();
  const cut = await audit({ 'request-budget': String(1 + 10 * 6) }, logger);
  const notAudited = envs(cut).filter((e) => e.status === 'error');
  expect(notAudited.length).toBeGreaterThan(SPACES / 2);
  const named = logger.lines.filter((l) => l.startsWith('warning: audit: not audited:')).join(',');
  for (const e of notAudited) expect(named).toContain(e.id);
  expect(cut.findings.find((f) => f.rule === 'audit/partial')!.severity).toBe('error');
  expect((cut.data!.audit as { totals: { notAudited: number } }).totals.notAudited).toBe(notAudited.length);
  expect(cut.sections![0]!.markdown).toContain(`Partial audit: ${notAudited.length} of ${SPACES}`);
  const allowed = await audit({ 'request-budget': '61', 'allow-partial': 'true' });
  expect(allowed.findings.find((f) => f.rule === 'audit/partial')!.severity).toBe('warning');
  // The default budget is sized from the listing: every Space is audited.
  const sized = await audit({});
  expect(sized.findings.some((f) => f.rule === 'audit/partial')).toBe(false);
});

test('the JSON report lists each finding once; the summary comes first and stays small', async () => {
  const { renderJson } = await import('../../src/report/json.js');
  const { renderMarkdown } = await import('../../src/report/markdown.js');
  const { runChecks } = await import('../../src/engine/run.js');
  const { auditCheck } = await import('../../src/checks/audit/index.js');
  const { MemoryRepoView } = await import('../../src/repo/memory.js');
  const result = await runChecks({
    checks: [auditCheck],
    config: { include: [], exclude: [], rules: {} } as never,
    optionsFor: () => ({ 'hub-url': hub.url, concurrency: '8' }),
    context: { repo: new MemoryRepoView({}), root: dir, paths: [], services: { logger: recordingLogger(), now: () => new Date('2026-11-21T12:00:00Z'), signal: new AbortController().signal } },
  });
  const json = JSON.parse(renderJson(result));
  expect(json.findings.length).toBeGreaterThan(SPACES);
  const indices = json.environments.flatMap((e: { findings: number[] }) => e.findings);
  expect(indices.every((i: unknown) => typeof i === 'number')).toBe(true);
  expect(new Set(indices).size).toBe(indices.length);
  expect(indices.length).toBe(json.findings.length);
  const markdown = renderMarkdown(result);
  // The audit summary comes before anything per finding, and no finding is listed one line each.
  expect(markdown.indexOf('environments** audited')).toBeLessThan(markdown.indexOf('### Pass rate per rule'));
  expect(markdown).toContain('the section below lists those to act on');
  expect(markdown).not.toContain('| Line | Severity | Rule | Message |');
});
