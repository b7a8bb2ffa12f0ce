// Builds the bundle the e2e tests run, once per jest run, from the current sources into
// .tmp/test-dist (so `npm test` never runs a stale dist/, and the committed dist/ stays untouched).
// OPENENV_CI_TEST_DIST set beforehand points the tests at an existing bundle folder instead (CI
// checks the committed dist/ against a fresh build separately).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

export default function globalSetup() {
  if (process.env.OPENENV_CI_TEST_DIST) return;
  const outDir = '.tmp/test-dist';
  const run = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: REPO,
    env: { ...process.env, OPENENV_CI_BUILD_OUTDIR: outDir },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`building the test bundle failed:\n${run.stdout}${run.stderr}`);
  // Workers start after global setup and inherit this.
  process.env.OPENENV_CI_TEST_DIST = resolve(REPO, outDir);
}
