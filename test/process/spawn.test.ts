/**
 * Every child process has a deadline (issue 15): a tool that hangs is killed with everything it
 * started, and the caller says what was cut. The stand-in tools are shell scripts that start a
 * grandchild `sleep`, record both process ids, and wait: after the deadline neither may be alive.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { runProcess, ProcessStoppedError, SpawnError } from '../../src/process/spawn.js';
import { childEnvironment } from '../../src/process/environment.js';
import { gitRunner } from '../../src/repo/git.js';
import { ruffRunner } from '../../src/checks/review/lint/ruff.js';
import { python3AstEngine } from '../../src/checks/validate/static/main-guard.js';
import { runCliCrosscheck } from '../../src/checks/validate/crosscheck.js';
import { ServerProcess } from '../../src/checks/validate/probe/server.js';
import { resetNamespaceCheck } from '../../src/process/tree.js';

let dir: string;
let pidFile: string;
const savedPath = process.env.PATH;

/** An executable `name` in the temp bin folder that starts a grandchild, records both pids, and waits. */
function hangingTool(name: string): string {
  const path = join(dir, 'bin', name);
  writeFileSync(path, `#!/bin/sh\nsleep 300 &\necho $$ $! >> '${pidFile}'\nwait\n`);
  chmodSync(path, 0o755);
  return path;
}

/** True while the process exists and is not a zombie waiting to be reaped. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  return !/^\d+ \(.*\) Z/.test(stat);
}

/** Every process the stand-in recorded is gone (SIGKILL is delivered asynchronously: poll briefly). */
async function expectNoSurvivors(): Promise<void> {
  const pids = readFileSync(pidFile, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  expect(pids.length).toBeGreaterThanOrEqual(2);
  const until = Date.now() + 3000;
  while (pids.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  expect(pids.filter(alive)).toEqual([]);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'spawn-deadline-'));
  mkdirSync(join(dir, 'bin'));
  pidFile = join(dir, 'pids');
  writeFileSync(pidFile, '');
});

afterEach(() => {
  process.env.PATH = savedPath;
  // Leave nothing behind even when an assertion failed.
  for (const pid of readFileSync(pidFile, 'utf8').split(/\s+/).filter(Boolean).map(Number)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone, as it should be */
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('runProcess', () => {
  test('kills the child and its grandchildren at the deadline and says so', async () => {
    const tool = hangingTool('hang');
    const started = Date.now();
    const result = await runProcess(tool, [], { label: 'hang', env: childEnvironment(), deadlineMs: 400 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.stopped).toBe('deadline');
    expect(result.signal).toBe('SIGKILL');
    await expectNoSurvivors();
  });

  test('a cancelled run kills the child the same way', async () => {
    const tool = hangingTool('hang');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const result = await runProcess(tool, [], { label: 'hang', env: childEnvironment(), deadlineMs: 60_000, signal: controller.signal });
    expect(result.stopped).toBe('cancelled');
    await expectNoSurvivors();
  });

  test('a tool that finishes in time keeps its output; a stray grandchild it left is killed with the group', async () => {
    const path = join(dir, 'bin', 'quick');
    writeFileSync(path, `#!/bin/sh\nsleep 300 > /dev/null 2>&1 &\necho $$ $! >> '${pidFile}'\ncat\necho done >&2\n`);
    chmodSync(path, 0o755);
    const result = await runProcess(path, [], { label: 'quick', env: childEnvironment(), deadlineMs: 10_000, input: 'from stdin' });
    expect(result.stopped).toBeUndefined();
    expect(result.exitCode).toBe(0);
    expect(result.stdout.toString()).toBe('from stdin');
    expect(result.stderr.toString()).toBe('done\n');
    await expectNoSurvivors();
  });

  test('a tool that does not exist is a SpawnError naming it', async () => {
    await expect(runProcess(join(dir, 'bin', 'absent'), [], { label: 'absent-tool', env: childEnvironment(), deadlineMs: 1000 })).rejects.toThrow(SpawnError);
    await expect(runProcess(join(dir, 'bin', 'absent'), [], { label: 'absent-tool', env: childEnvironment(), deadlineMs: 1000 })).rejects.toThrow(/could not run absent-tool/);
  });
});

describe('every tool has a deadline', () => {
  test('git: a hanging call throws ProcessStoppedError naming the git command', async () => {
    hangingTool('git');
    process.env.PATH = `${join(dir, 'bin')}${delimiter}${savedPath}`;
    const git = gitRunner(dir, { deadlineMs: 400 });
    const call = git(['diff', '--name-status', 'a', 'b']);
    await expect(call).rejects.toThrow(ProcessStoppedError);
    await expect(call).rejects.toThrow('git diff did not finish within its deadline of 0.4 s and was stopped');
    await expectNoSurvivors();
  });

  test('ruff: the lint outcome is "failed" with the deadline in its reason', async () => {
    hangingTool('ruff');
    const lint = ruffRunner(dir, join(dir, 'bin'), 400);
    const outcome = await lint([{ path: 'a.py', text: 'x = 1\n' }], { configs: [] });
    expect(outcome).toEqual({ status: 'failed', reason: expect.stringContaining('ruff did not finish within its deadline of 0.4 s') });
    await expectNoSurvivors();
  });

  test('python ast: the engine falls back (undefined) and reports what was cut', async () => {
    const python = hangingTool('python3');
    const problems: string[] = [];
    const verdicts = await python3AstEngine(python, 400, (m) => problems.push(m)).check(['print(1)\n']);
    expect(verdicts).toBeUndefined();
    expect(problems).toEqual([expect.stringContaining('did not finish within its deadline of 0.4 s')]);
    expect(problems[0]).toContain('the tokenizer engine answered instead');
    await expectNoSurvivors();
  });

  test('cli-crosscheck: uv past its deadline gives a problem, not a verdict', async () => {
    hangingTool('uv');
    process.env.PATH = `${join(dir, 'bin')}${delimiter}${savedPath}`;
    const result = await runCliCrosscheck(dir, 400);
    expect(result.passed).toBeUndefined();
    expect(result.problem).toBe('uv run --frozen openenv validate --json . did not finish within its deadline of 0.4 s and was stopped (its process group killed); its output was discarded');
    await expectNoSurvivors();
  });

  test("the probe's server is killed at its deadline and its log tail says so", async () => {
    // The pids it records are the host's only outside a PID namespace (test/validate/probe-bounds.test.ts
    // covers the server in one).
    process.env.OPENENV_CI_NO_NAMESPACE = '1';
    resetNamespaceCheck();
    const server = ServerProcess.start({ command: `sleep 300 & echo $$ $! >> '${pidFile}'; echo listening; wait`, cwd: dir, port: 1, deadlineMs: 500 });
    const exit = await server.exited;
    expect(exit.signal).toBe('SIGKILL');
    expect(server.tail()).toContain('listening');
    expect(server.tail()).toContain('openenv-ci: the server did not finish within its deadline of 0.5 s and was stopped');
    delete process.env.OPENENV_CI_NO_NAMESPACE;
    resetNamespaceCheck();
    await expectNoSurvivors();
  });
});
