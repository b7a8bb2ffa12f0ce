/**
 * Outside every repository the pipeline knows it without starting git (mayBeInsideRepository), and that
 * answer never contradicts git's own: wherever it says "no repository", `git rev-parse` run the way
 * the pipeline runs it finds none; repositories of every shape (work tree, subfolder, linked worktree,
 * gitfile, bare, reached through a link) are left to git.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitRunner, mayBeInsideRepository, probeWorkTree } from '../../src/repo/git.js';

let dir: string;
const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };
const sh = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim();
const gitFinds = async (folder: string) => (await probeWorkTree(gitRunner(folder))) !== undefined;

beforeAll(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'git-discovery-')));
  mkdirSync(join(dir, 'plain/a/b'), { recursive: true });
  mkdirSync(join(dir, 'repo/sub/deeper'), { recursive: true });
  sh(join(dir, 'repo'), 'init', '-q', '-b', 'main');
  writeFileSync(join(dir, 'repo/sub/deeper/f.txt'), 'x\n');
  sh(join(dir, 'repo'), 'add', '-A');
  sh(join(dir, 'repo'), 'commit', '-q', '-m', 'one');
  sh(join(dir, 'repo'), 'worktree', 'add', '-q', join(dir, 'linked'));
  mkdirSync(join(dir, 'bare'));
  sh(join(dir, 'bare'), 'init', '-q', '--bare');
  symlinkSync(join(dir, 'repo/sub'), join(dir, 'plain/into-repo'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a folder outside every repository is known without git, and git agrees', async () => {
  // The temporary folder itself must be outside a repository for this test to mean anything.
  expect(await gitFinds(dir)).toBe(false);
  for (const folder of [dir, join(dir, 'plain'), join(dir, 'plain/a/b')]) {
    expect(mayBeInsideRepository(folder)).toBe(false);
    expect(await gitFinds(folder)).toBe(false);
  }
});

test.each([
  ['the top of a work tree', 'repo', true],
  ['a subfolder of a work tree', 'repo/sub/deeper', true],
  ['a linked worktree (its .git is a file)', 'linked', true],
  ['a folder reached through a link into a repository', 'plain/into-repo', true],
  ['a bare repository (no work tree, but git is asked)', 'bare', true],
  ['a folder inside a bare repository', 'bare/refs', true],
])('%s is left to git', async (_name, folder, inside) => {
  expect(mayBeInsideRepository(join(dir, folder))).toBe(true);
  expect(await gitFinds(join(dir, folder))).toBe(inside);
});

test('a bare repository is found as one, its git directory standing for the top level (only --head runs can read it)', async () => {
  expect(await probeWorkTree(gitRunner(join(dir, 'bare/refs')))).toEqual({ topLevel: join(dir, 'bare'), bare: true });
  expect(await probeWorkTree(gitRunner(join(dir, 'repo/sub')))).toEqual({ topLevel: join(dir, 'repo') });
});

test('a folder that cannot be resolved is left to git', () => {
  expect(mayBeInsideRepository(join(dir, 'no-such-folder'))).toBe(true);
});
