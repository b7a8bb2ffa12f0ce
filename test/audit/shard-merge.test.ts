/**
 * Scale past one runner: four shard runs (`shard: i/4`) against the stand-in Hub, merged with
 * `openenv-ci audit merge`, give the report one runner auditing everything gives.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { auditCheck } from '../../src/checks/audit/index.js';
import { shardOf } from '../../src/checks/audit/scheduler.js';
import { cli } from '../../src/cli.js';
import { runChecks } from '../../src/engine/run.js';
import { renderJson } from '../../src/report/json.js';
import { MemoryRepoView } from '../../src/repo/memory.js';
import { recordingLogger } from '../support/context.js';
import { StandInHub } from '../support/hub-server.js';

let hub: StandInHub;
let dir: string;
beforeAll(async () => {
  hub = await new StandInHub({ spaces: 40, maxPageSize: 15 }).start();
  dir = mkdtempSync(join(tmpdir(), 'audit-shards-'));
});
afterAll(async () => {
  await hub.close();
  rmSync(dir, { recursive: true, force: true });
});

const run = async (options: Record<string, string>) =>
  renderJson(
    await runChecks({
      checks: [auditCheck],
      config: { include: [], exclude: [], rules: {} } as never,
      optionsFor: () => ({ 'hub-url': hub.url, concurrency: '4', ...options }),
      context: { repo: new MemoryRepoView({}), root: dir, paths: [], services: { logger: recordingLogger(), now: () => new Date('2026-11-21T12:00:00Z'), signal: new AbortController().signal } },
    }),
  );

test('the shard of a repository is a stable hash partition', () => {
  const ids = hub.ids();
  const counts = [0, 0, 0, 0];
  for (const id of ids) counts[shardOf(`spaces/${id}`, 4) - 1]!++;
  expect(counts.reduce((a, b) => a + b)).toBe(ids.length);
  expect(Math.min(...counts)).toBeGreaterThan(0);
  expect(shardOf('spaces/a/b', 4)).toBe(shardOf('spaces/a/b', 4));
});

test('four shards merged with `openenv-ci audit merge` equal one runner', async () => {
  const single = JSON.parse(await run({}));
  const files: string[] = [];
  for (let i = 1; i <= 4; i++) {
    const file = join(dir, `report-${i}.json`);
    writeFileSync(file, await run({ shard: `${i}/4` }));
    files.push(file);
  }
  // Each shard audited only its part.
  const parts = files.map((f) => JSON.parse(readFileSync(f, 'utf8')).environments.length);
  expect(parts.reduce((a: number, b: number) => a + b, 0)).toBe(single.environments.length);
  expect(Math.max(...parts)).toBeLessThan(single.environments.length);

  const out = join(dir, 'merged.json');
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const code = await cli(['audit', 'merge', '--fail-on', 'never', '-o', out, ...files], {}, { stdout, stderr, isTty: false, cwd: dir });
  expect(code).toBe(0);
  const merged = JSON.parse(readFileSync(out, 'utf8'));
  expect(merged.environments).toEqual(single.environments);
  expect(merged.findings).toEqual(single.findings);
  expect(merged.summary).toEqual(single.summary);
  for (const key of ['totals', 'rules', 'worstOffenders']) expect(merged.audit[key]).toEqual(single.audit[key]);
});
