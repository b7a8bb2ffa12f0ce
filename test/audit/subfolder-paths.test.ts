/**
 * Run from a folder inside a git repository, repository paths are reported under that folder; a Hub
 * repository's files (`owner/name/path`) are not repository paths and keep their own names.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCliInProcess } from '../support/cli-in-process.js';
import { StandInHub } from '../support/hub-server.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/validate', import.meta.url));

let hub: StandInHub;
let dir: string;
beforeEach(async () => {
  hub = await new StandInHub({ spaces: 6 }).start();
  dir = mkdtempSync(join(tmpdir(), 'audit-subfolder-'));
});
afterEach(async () => {
  await hub.close();
  rmSync(dir, { recursive: true, force: true });
});

test('an audit from a subfolder: local findings under the folder, Hub findings under owner/name', async () => {
  execFileSync('git', ['init', '-q', dir]);
  mkdirSync(join(dir, 'tools/envs'), { recursive: true });
  cpSync(join(FIXTURES, 'echo_env'), join(dir, 'tools/envs/echo_env'), { recursive: true });
  writeFileSync(join(dir, 'tools/envs/echo_env/openenv.yaml'), 'spec_version: 1\nname: Echo Env!\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n');
  const output = join(dir, 'report.json');
  const run = await runCliInProcess(['audit', '--hub-url', hub.url, '--source', 'envs/*', '--format', 'json', '--output', output, '--fail-on', 'never'], join(dir, 'tools'));
  expect(run.status).toBe(0);
  const report = JSON.parse(readFileSync(output, 'utf8')) as { findings: { file: string }[]; environments: { id: string; source: string; findings: number[] }[] };
  const files = report.findings.map((f) => f.file).filter(Boolean);
  const hubIds = hub.ids();
  const hubFiles = files.filter((file) => hubIds.some((id) => file === id || file.startsWith(`${id}/`)));
  const localFiles = files.filter((file) => file.startsWith('tools/envs/echo_env/'));
  expect(hubFiles.length).toBeGreaterThan(0);
  expect(localFiles.length).toBeGreaterThan(0);
  // Every finding is one or the other: no Hub path was put under tools/.
  expect(files.filter((file) => !hubFiles.includes(file) && !localFiles.includes(file))).toEqual([]);
  // The records' finding indices point at their own findings.
  for (const env of report.environments) {
    const own = env.source === 'local' ? `tools/${env.id}` : env.id;
    expect(env.findings.map((i) => report.findings[i]!.file).filter((file) => file !== own && !file.startsWith(`${own}/`))).toEqual([]);
  }
  expect(report.environments.some((e) => e.source !== 'local' && e.findings.length > 0)).toBe(true);
});
