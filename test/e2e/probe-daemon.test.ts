/**
 * End to end (issue 30): the probe's server forks a `setsid` child that holds its stdout and a
 * double-forked one. The bundled CLI used to wait on the pipe for as long as the child lived (678 s in
 * the report; killed at 100 s here), and both children outlived it. Now the step ends within
 * startup-timeout + probe budget + shutdown grace and nothing it started is left.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_BUNDLE, assertBundle } from '../support/bundle.js';
import { runCli } from '../support/cli-run.js';

let dir: string;
const token = `7${Math.floor(Math.random() * 1e6)}.`;

/** The `sleep <token>…` processes alive, by /proc. */
function survivors(): number[] {
  return readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith(`sleep\0${token}`);
      } catch {
        return false;
      }
    })
    .map(Number);
}

beforeAll(() => {
  assertBundle();
  dir = mkdtempSync(join(tmpdir(), 'probe-daemon-'));
  cpSync('test/fixtures/validate/echo_env', join(dir, 'echo_env'), { recursive: true });
  writeFileSync(join(dir, 'echo_env', 'daemon.sh'), [`setsid sleep ${token}1 &`, `(setsid sleep ${token}2 </dev/null &)`, 'echo started', `exec sleep ${token}3`, ''].join('\n'));
});
afterAll(() => {
  for (const pid of survivors()) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

test('a daemonising server: the CLI ends within its bound and no child it detached survives', async () => {
  const run = await runCli(CLI_BUNDLE, ['validate', 'echo_env', '--serve', 'bash daemon.sh', '--startup-timeout', '3', '--probe-budget', '3', '--format', 'json'], {
    cwd: dir,
    timeoutMs: 100_000,
  });
  // 3 s startup + 3 s budget + 10 s shutdown grace + 2.5 s for the kills; the rest is a loaded machine.
  expect(run.wallMs).toBeLessThan(60_000);
  expect(run.code).toBe(1); // the probe failed: the server never answered /health
  expect(run.stdout).toMatch(/runtime\//);
  await new Promise((r) => setTimeout(r, 500));
  expect(survivors()).toEqual([]);
}, 120_000);
