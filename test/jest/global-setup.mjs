// Builds the bundle the e2e tests run, once per jest run, from the current sources into
// .tmp/test-dist (so `npm test` never runs a stale dist/, and the committed dist/ stays untouched).
// OPENENV_CI_TEST_DIST set beforehand points the tests at an existing bundle folder instead (CI
// checks the committed dist/ against a fresh build separately).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/**
 * pyenv's shims (`python3`, `ruff` on many machines) are shell scripts that cost about 0.4 s of CPU per
 * call before the tool starts; the suite starts python and ruff hundreds of times. Put the real binaries'
 * folder first on PATH for the test workers: the same programs run, without the shim's detour.
 */
function bypassPyenvShims() {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const extra = [];
  for (const tool of ['python3', 'ruff']) {
    const found = dirs.map((d) => join(d, tool)).find((p) => {
      try {
        accessSync(p, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
    if (!found) continue;
    let shim = false;
    try {
      shim = readFileSync(found).subarray(0, 4096).toString('latin1').includes('pyenv');
    } catch {
      continue;
    }
    if (!shim) continue;
    const which = spawnSync('pyenv', ['which', tool], { encoding: 'utf8' });
    const real = which.status === 0 ? which.stdout.trim() : '';
    if (real && !extra.includes(dirname(real))) extra.push(dirname(real));
  }
  if (extra.length) process.env.PATH = [...extra, ...dirs].join(delimiter);
}

/**
 * The suite commits in hundreds of temporary repositories, and after each commit git starts `git
 * maintenance run --auto` (another process, to find there is nothing to do). Off for the test workers'
 * git commands, as a command-line setting (GIT_CONFIG_COUNT), which the suite's GIT_CONFIG_GLOBAL=/dev/null
 * does not reset.
 */
function noAutoMaintenance() {
  const settings = [
    ['maintenance.auto', 'false'],
    ['gc.auto', '0'],
  ];
  let count = Number(process.env.GIT_CONFIG_COUNT ?? 0) || 0;
  for (const [key, value] of settings) {
    process.env[`GIT_CONFIG_KEY_${count}`] = key;
    process.env[`GIT_CONFIG_VALUE_${count}`] = value;
    count++;
  }
  process.env.GIT_CONFIG_COUNT = String(count);
}

export default function globalSetup() {
  bypassPyenvShims();
  noAutoMaintenance();
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
