/**
 * Issue 10, fixed cost: every git process costs start-up time (about 20 ms of CPU on a busy runner),
 * so the review's pipeline counts them. A `git` on PATH that logs its arguments before running the real
 * git sees every process the CLI starts.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { cli } from '../../src/cli.js';
import { baseText, trackedRepos } from './support.js';

const repo = trackedRepos();
let shimDir: string;
let log: string;
let savedPath: string | undefined;

beforeAll(() => {
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  shimDir = mkdtempSync(join(tmpdir(), 'git-shim-'));
  log = join(shimDir, 'calls.log');
  writeFileSync(join(shimDir, 'git'), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${realGit}' "$@"\n`);
  chmodSync(join(shimDir, 'git'), 0o755);
  savedPath = process.env.PATH;
  process.env.PATH = `${shimDir}${delimiter}${savedPath ?? ''}`;
});

afterAll(() => {
  process.env.PATH = savedPath;
  rmSync(shimDir, { recursive: true, force: true });
});

/** The git subcommands one `openenv-ci review` run starts (ruff is kept off its PATH). */
async function gitCalls(args: string[], cwd: string): Promise<{ code: number; calls: string[]; lines: string[] }> {
  writeFileSync(log, '');
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  stdout.resume();
  stderr.resume();
  const code = await cli(args, { PATH: '/nonexistent' }, { stdout, stderr, isTty: false, cwd });
  const lines = readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    // Drop the `--no-pager` and `-c key=value` safety settings every call carries: what is left names the command.
    .map((line) => line.replace(/(^| )(-c \S+|--no-pager)/g, '').trim());
  return { code, calls: lines.map((line) => line.split(' ')[0]!), lines };
}

describe('git processes of a review', () => {
  it('an empty change costs one git process: the work tree, BASE and HEAD from one rev-parse', async () => {
    const r = repo({ 'envs/echo_env/server/app.py': 'x = 1\n' });
    const { code, calls } = await gitCalls(['review', '--base', r.head, '--head', r.head, '--format', 'json', r.dir], r.dir);
    expect(code).toBe(0);
    expect(calls).toEqual(['rev-parse']);
  });

  it('a change diffs its range once, for the pipeline and the review together', async () => {
    const r = repo({ 'envs/echo_env/server/app.py': 'print("debug")\n', 'envs/echo_env/server/other.py': 'y = 2\n' }); // (a capitalised `Y` is an unused constant: a Tier 2 flag, whose reviewers read BASE)
    const { calls } = await gitCalls(['review', '--base', r.base, '--head', r.head, '--format', 'json', r.dir], r.dir);
    expect(calls.filter((c) => c === 'diff')).toEqual(['diff']);
    expect(calls.filter((c) => c === 'ls-tree')).toEqual(['ls-tree']);
    // rev-parse, diff, cat-file (HEAD texts), ls-tree (HEAD listing) and
    // the few reads rules ask for; before this change: twelve, two of them diffs of the same range.
    expect(calls).not.toContain("config"); // a diff of two commit ids runs no driver: no lookup of them
    expect(calls.length).toBeLessThanOrEqual(6);
  });

  it("a file renamed unchanged (no hunks) has its size from HEAD's listing: git is not asked", async () => {
    const app = 'envs/echo_env/server/app.py';
    const r = repo({ [app]: null, 'envs/echo_env/server/main_app.py': baseText(app), 'envs/echo_env/server/other.py': 'y = 2\n' });
    const { code, lines } = await gitCalls(['review', '--base', r.base, '--head', r.head, '--format', 'json', r.dir], r.dir);
    expect(code).toBe(0);
    expect(lines.some((l) => l.startsWith('diff') && l.includes(' -M'))).toBe(true);
    expect(lines.filter((l) => l.startsWith('cat-file --batch-check'))).toEqual([]);
  });
});
