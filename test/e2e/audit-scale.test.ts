/**
 * The audit's acceptance at scale, end to end: the bundled CLI (`node dist/cli.js audit …`) against
 * the stand-in Hub serving Spaces laid out like OpenEnv's envs/* folders (`layout: 'openenv'`).
 *
 *   - cold run with the default options and no cache: at most 6 requests per Space, every Space
 *     audited, the CLI process's peak RSS at most 300 MiB. (With a cache file, identical blobs are
 *     downloaded once per run, and the stand-in's Spaces share more files than real ones do, so that
 *     figure is printed, not asserted);
 *   - shard runs (four at scale, two with 20 Spaces) merged with `openenv-ci audit merge`: the same
 *     report as the single run;
 *   - warm rerun with the cache after 2% of the Spaces got a new commit: at most 3 requests per changed
 *     Space.
 *
 * `npm run test:slow` runs it with 20 Spaces; `npm run test:scale` with 4,000 (OPENENV_CI_AUDIT_SPACES), the
 * issue's figure, in about a minute or two on two cores. Figures are printed either way.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBundle, CLI_BUNDLE } from '../support/bundle.js';
import { runCli } from '../support/cli-run.js';
import { StandInHub } from '../support/hub-server.js';

const SPACES = Number(process.env.OPENENV_CI_AUDIT_SPACES ?? 20);
const MiB = 1024 * 1024;
/** Scales the timeouts with the Space count (2 cores shared with other work). */
const timeoutMs = 60_000 + SPACES * 150;
/** Runners of the sharded run: the issue's four at scale; two with few Spaces (20 make four shards of five). */
const SHARDS = SPACES >= 1000 ? 4 : 2;

interface Report {
  environments: { id: string; status: string; sha: string | null; findings: number[] }[];
  findings: { rule: string; file: string; fingerprint: string }[];
  audit: { totals: Record<string, number>; rules: unknown[]; hub?: { bytes: number; requests: number } };
}

let hub: StandInHub;
let dir: string;
beforeAll(async () => {
  assertBundle();
  hub = await new StandInHub({ spaces: SPACES, layout: 'openenv' }).start();
  dir = mkdtempSync(join(tmpdir(), 'openenv-ci-audit-scale-'));
});
afterAll(async () => {
  await hub.close();
  rmSync(dir, { recursive: true, force: true });
});

const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Report;
const audit = (args: string[]) => runCli(CLI_BUNDLE, ['audit', '--hub-url', hub.url, '--concurrency', '16', '--fail-on', 'never', '--format', 'json', ...args], { cwd: dir, timeoutMs });

test(`${SPACES} Spaces: cold ≤ 6 requests per Space, all audited, ≤ 300 MiB; ${SHARDS} shards merge to the same report; warm rerun ≤ 3 per changed Space`, async () => {
  const cold = await audit(['-o', 'single.json']);
  expect(cold.stderr).not.toMatch(/internal error/i);
  expect(cold.code).toBe(0);
  const single = read('single.json');
  const requests = hub.stats.total;
  const bytes = single.audit.hub?.bytes ?? 0;
  console.log(
    `audit e2e, ${SPACES} Spaces cold (bundled CLI, concurrency 16): ${(requests / SPACES).toFixed(2)} requests per Space ` +
      `(${hub.stats.list} list, ${hub.stats.tree} tree, ${hub.stats.resolve} resolve), ${(bytes / SPACES / 1024).toFixed(1)} KiB per Space, ` +
      `${(cold.wallMs / 1000).toFixed(1)} s wall, peak RSS ${((cold.peakRssBytes ?? 0) / MiB).toFixed(0)} MiB`,
  );
  expect(single.environments).toHaveLength(SPACES);
  expect(single.environments.filter((e) => e.status === 'error')).toEqual([]);
  expect(single.audit.totals.notAudited).toBe(0);
  expect(requests / SPACES).toBeLessThanOrEqual(6);
  expect(cold.peakRssBytes).toBeDefined();
  expect(cold.peakRssBytes!).toBeLessThanOrEqual(300 * MiB);

  // Several runners, one hash partition each, merged: one report, equal to the single runner's.
  const shards: string[] = [];
  for (let i = 1; i <= SHARDS; i++) {
    const shard = await audit(['--shard', `${i}/${SHARDS}`, '-o', `report-${i}.json`]);
    expect(shard.code).toBe(0);
    shards.push(`report-${i}.json`);
  }
  expect(shards.map((f) => read(f).environments.length).reduce((a, b) => a + b, 0)).toBe(SPACES);
  const merge = await runCli(CLI_BUNDLE, ['audit', 'merge', '--fail-on', 'never', '-o', 'merged.json', ...shards], { cwd: dir, timeoutMs });
  expect(merge.code).toBe(0);
  const merged = read('merged.json');
  expect(merged.environments).toEqual(single.environments);
  expect(merged.findings).toEqual(single.findings);
  expect(merged.audit.totals).toEqual(single.audit.totals);
  expect(merged.audit.rules).toEqual(single.audit.rules);

  // A first run with the cache file, then 2% of the Spaces get a new commit (one file changed): the cached rerun reads only those.
  hub.resetStats();
  const seeded = await audit(['--cache', 'cache.json', '-o', 'seed.json']);
  expect(seeded.code).toBe(0);
  console.log(`audit e2e, ${SPACES} Spaces cold with a cache file: ${(hub.stats.total / SPACES).toFixed(2)} requests per Space (blobs shared by several Spaces downloaded once)`);
  const ids = hub.ids();
  const step = 50;
  const changed = ids.filter((_, i) => i % step === 0);
  for (const id of changed) hub.commit(id, 'server/Dockerfile', 'FROM python:3.11-slim\nWORKDIR /app\nCOPY . /app\nCMD ["python", "-m", "server.app"]\n');
  hub.resetStats();
  const warm = await audit(['--cache', 'cache.json', '-o', 'warm.json']);
  expect(warm.code).toBe(0);
  const perChanged = (hub.stats.total - hub.stats.list) / changed.length;
  console.log(`audit e2e, ${SPACES} Spaces warm (${changed.length} changed): ${hub.stats.total} requests (${hub.stats.list} list), ${perChanged.toFixed(2)} per changed Space, ${(warm.wallMs / 1000).toFixed(1)} s wall`);
  expect(perChanged).toBeLessThanOrEqual(3);
  const rerun = read('warm.json');
  for (const id of changed) expect(rerun.environments.find((e) => e.id === id)!.sha).toBe(hub.sha(id));
}, timeoutMs * 8);
