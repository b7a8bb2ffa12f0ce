/**
 * One git process for many answers: both revisions of a review (commit and tree ids, equal trees = an
 * empty change) and many files of a revision (the suppression scan of a 20,000-file change).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitRunner, resolveCommits, type GitRunner } from '../../src/repo/git.js';
import { GitRevisionView } from '../../src/repo/git-revision.js';
import { FilteredRepoView } from '../../src/repo/filtered.js';
import { readFilesOf } from '../../src/repo/view.js';

let dir: string;
const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };
const sh = (...args: string[]) => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).trim();

/** Counts the git processes a runner starts. */
function counting(git: GitRunner): { git: GitRunner; calls: string[][] } {
  const calls: string[][] = [];
  return { calls, git: (args, options) => (calls.push([...args]), git(args, options)) };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'git-batch-'));
  sh('init', '-q', '-b', 'main');
  writeFileSync(join(dir, 'a.py'), 'a = 1\n');
  sh('add', '-A');
  sh('commit', '-q', '-m', 'one');
  sh('commit', '-q', '--allow-empty', '-m', 'same tree');
  writeFileSync(join(dir, 'b.py'), 'b = 2\n');
  sh('add', '-A');
  sh('commit', '-q', '-m', 'two');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('resolveCommits answers several revisions in one process, with their trees', async () => {
  const { git, calls } = counting(gitRunner(dir));
  const [first, same, last, missing] = await resolveCommits(git, ['main~2', 'main~1', 'main', 'no-such-branch']);
  expect(calls).toHaveLength(1);
  expect(first!.commit).toBe(sh('rev-parse', 'main~2'));
  expect(same!.tree).toBe(first!.tree); // an empty commit: equal trees, an empty change
  expect(last!.tree).not.toBe(first!.tree);
  expect(missing).toBeUndefined();
});

test('resolveCommits falls back to rev-parse for a revision with whitespace', async () => {
  const [resolved] = await resolveCommits(gitRunner(dir), ['main@{0 seconds ago}']);
  expect(resolved?.commit).toBe(sh('rev-parse', 'main'));
});

test('a git revision reads many files in one process; a filtered view keeps its filter', async () => {
  const { git, calls } = counting(gitRunner(dir));
  const view = new GitRevisionView(git, 'main');
  const files = await readFilesOf(view, ['a.py', 'b.py', 'absent.py']);
  expect(Object.fromEntries([...files].map(([p, b]) => [p, Buffer.from(b).toString()]))).toEqual({ 'a.py': 'a = 1\n', 'b.py': 'b = 2\n' });
  expect(calls.map((c) => c.find((a) => !a.startsWith('-')))).toEqual(['ls-tree', 'cat-file']);
  const filtered = await readFilesOf(new FilteredRepoView(view, [], ['b.py']), ['a.py', 'b.py']);
  expect([...filtered.keys()]).toEqual(['a.py']);
});
