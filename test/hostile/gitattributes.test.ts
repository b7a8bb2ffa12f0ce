/**
 * Issue 30: a `.gitattributes` in the pull request must not hide its change. `* -diff` (or `*.py binary`)
 * makes git print "Binary files differ" with no `+++ b/` line: the changed-lines parser and the review's
 * diff used to see no changed file, and every check went green in pull-request mode (an RFC change's 12
 * errors became 0; the review lost its Tier 1 lines). The same change is run with and without the
 * attributes file, through the bundled CLI, in both pull-request modes (against the working tree, as the
 * action runs, and between two commits).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBundle, CLI_BUNDLE } from '../e2e/run-action.js';
import { runCli } from '../support/cli-run.js';

const GIT_ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' }).trim();

const BAD_RFC =
  '# RFC 007: Bad\n\n**Status**: Bogus\n**Created**: 2026-13-45\n**Authors**: nobody, , @\n**RFC ID**: 009\n\n## Summary\n\nSee [missing](./404.md) and [also](./005-nope.md#x).\n';
const DEBUGGING = 'def step(action):\n    breakpoint()\n    return action\n';

let dir: string;

/** Base: an RFC index and an environment; the change adds a bad RFC and a breakpoint, with `attributes` when given. */
function change(name: string, attributes?: string): string {
  const repo = join(dir, name);
  mkdirSync(join(repo, 'rfcs'), { recursive: true });
  mkdirSync(join(repo, 'envs/echo_env/server'), { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'rfcs/README.md'), '# RFCs\n\n## Current RFCs\n\n### Core\n\n');
  writeFileSync(join(repo, 'envs/echo_env/server/app.py'), 'def step(action):\n    return action\n');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  writeFileSync(join(repo, 'rfcs/007-bad.md'), BAD_RFC);
  writeFileSync(join(repo, 'envs/echo_env/server/app.py'), DEBUGGING);
  if (attributes !== undefined) writeFileSync(join(repo, '.gitattributes'), attributes);
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'change');
  return repo;
}

type Reported = { rule: string; severity: string; file?: string };
const runs = new Map<string, Promise<Reported[]>>();

/** The JSON findings of one CLI run, run once per repository and arguments (the plain change is asked for by every case). */
function findings(repo: string, args: string[]): Promise<Reported[]> {
  const key = `${repo} ${args.join(' ')}`;
  if (!runs.has(key)) runs.set(key, runFindings(repo, args));
  return runs.get(key)!;
}

async function runFindings(repo: string, args: string[]): Promise<Reported[]> {
  const run = await runCli(CLI_BUNDLE, [...args, '--format', 'json'], { cwd: repo, env: { GIT_CONFIG_GLOBAL: '/dev/null' } });
  expect(run.code).toBeLessThan(2);
  return (JSON.parse(run.stdout) as { findings: { rule: string; severity: string; file?: string }[] }).findings;
}

const errors = (list: { severity: string }[]) => list.filter((f) => f.severity === 'error').length;

let plain: string;
beforeAll(() => {
  assertBundle();
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'openenv-ci-gitattributes-')));
  plain = change('plain');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([
  ['* -diff', '* -diff\n'],
  ['*.md binary, *.py binary', '*.md binary\n*.py binary\n'],
])('a change that adds `%s`', (_name, attributes) => {
  let hidden: string;
  beforeAll(() => {
    hidden = change(`hidden-${Math.random().toString(36).slice(2)}`, attributes);
  });

  test.each([
    ['against the working tree (the action)', ['--base', 'HEAD~1']],
    ['between two commits', ['--base', 'HEAD~1', '--head', 'HEAD']],
  ])('rfc-lint keeps the 12 errors of the RFC change, %s', async (_mode, args) => {
    const seen = await findings(plain, ['rfc-lint', ...args]);
    expect(errors(seen)).toBe(12);
    expect(errors(await findings(hidden, ['rfc-lint', ...args]))).toBe(12);
  });

  test('the review keeps its Tier 1 lines and reports the attributes themselves', async () => {
    const without = await findings(plain, ['review', '--base', 'HEAD~1']);
    const debuggerLines = without.filter((f) => f.rule === 'review/debugger');
    expect(debuggerLines.length).toBe(1);
    const withAttributes = await findings(hidden, ['review', '--base', 'HEAD~1']);
    expect(withAttributes.filter((f) => f.rule === 'review/debugger')).toEqual(debuggerLines);
    expect(withAttributes.filter((f) => f.rule === 'review/diff-attributes').map((f) => f.file)).toEqual(attributes.split('\n').filter(Boolean).map(() => '.gitattributes'));
  });
});
