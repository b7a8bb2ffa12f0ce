/**
 * Issue 30: git itself must never start a program a pull request (or a downloaded clone) names.
 *
 *  - A committed git directory: a pull request adds `HEAD`, `config`, `objects/` and `refs/` to a folder
 *    the workflow passes as `path:`. git run there used to discover that folder as a bare repository and
 *    read its `config`: `log.showSignature = true` with `gpg.program = ./x.sh` made `git log` run x.sh.
 *  - A downloaded clone whose own `.git/config` sets the same keys (the CLI on someone's repository).
 *
 * Each case asserts the program never ran (its marker file is not created), for rfc-lint and review,
 * through the bundled CLI and the bundled action.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBundle, CLI_BUNDLE, runAction } from '../e2e/run-action.js';
import { runCli } from '../support/cli-run.js';

const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@example.com',
};
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' }).trim();

const RFC = '# RFC 001: Signed things\n\n**Status**: Draft\n';

let dir: string;
let marker: string;

/** A commit of the current index with a (fake) PGP signature header: `git log --show-signature` runs gpg.program on it. */
function signedCommit(cwd: string, parent?: string): string {
  const tree = git(cwd, 'write-tree');
  const body =
    `tree ${tree}\n${parent ? `parent ${parent}\n` : ''}author t <t@example.com> 1767225600 +0000\ncommitter t <t@example.com> 1767225600 +0000\n` +
    'gpgsig -----BEGIN PGP SIGNATURE-----\n \n AAAA\n -----END PGP SIGNATURE-----\n\nsigned\n';
  const file = join(dir, `commit-${Math.random()}.txt`);
  writeFileSync(file, body);
  return git(cwd, 'hash-object', '-t', 'commit', '-w', file);
}

/** The program a hostile config names: it leaves the marker when it runs. */
function writeProgram(path: string): void {
  writeFileSync(path, `#!/bin/sh\ntouch '${marker}'\nexit 1\n`);
  chmodSync(path, 0o755);
}

/**
 * A work tree whose pull-request commit adds `envs/x`, a complete git directory (a signed commit in its
 * objects, a config that shows signatures with ./x.sh), and a new RFC.
 */
function committedGitDirectory(): { repo: string; base: string } {
  const repo = join(dir, 'committed');
  const source = join(dir, 'source');
  mkdirSync(join(source, 'rfcs'), { recursive: true });
  git(source, 'init', '-q', '-b', 'main');
  writeFileSync(join(source, 'rfcs/001-signed.md'), RFC);
  git(source, 'add', '-A');
  git(source, 'update-ref', 'refs/heads/main', signedCommit(source));

  mkdirSync(join(repo, 'rfcs'), { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'rfcs/README.md'), '# RFCs\n');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  const base = git(repo, 'rev-parse', 'HEAD');
  const folder = join(repo, 'envs/x');
  mkdirSync(join(folder, 'refs/heads'), { recursive: true });
  cpSync(join(source, '.git/objects'), join(folder, 'objects'), { recursive: true });
  writeFileSync(join(folder, 'refs/heads/main'), `${git(source, 'rev-parse', 'main')}\n`);
  writeFileSync(join(folder, 'HEAD'), 'ref: refs/heads/main\n');
  writeFileSync(join(folder, 'config'), '[core]\n\trepositoryformatversion = 0\n\tbare = true\n[log]\n\tshowSignature = true\n[gpg]\n\tprogram = ./x.sh\n');
  writeProgram(join(folder, 'x.sh'));
  mkdirSync(join(folder, 'rfcs'));
  writeFileSync(join(folder, 'rfcs/001-signed.md'), RFC);
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'pr');
  return { repo, base };
}

/** A clone whose own `.git/config` shows signatures with a program, and whose commits are signed. */
function hostileClone(): { repo: string; base: string } {
  const repo = join(dir, 'clone');
  mkdirSync(join(repo, 'rfcs'), { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'rfcs/README.md'), '# RFCs\n');
  git(repo, 'add', '-A');
  const base = signedCommit(repo);
  writeFileSync(join(repo, 'rfcs/001-signed.md'), RFC);
  writeFileSync(join(repo, 'app.py'), 'import os\nprint(os.environ)\n');
  git(repo, 'add', '-A');
  git(repo, 'update-ref', 'refs/heads/main', signedCommit(repo, base));
  const program = join(dir, 'clone-gpg.sh');
  writeProgram(program);
  for (const [key, value] of [
    ['log.showSignature', 'true'],
    ['gpg.program', program],
    ['gpg.ssh.program', program],
    ['core.pager', program],
    ['diff.external', program],
    ['core.sshCommand', program],
  ]) git(repo, 'config', key!, value!);
  return { repo, base };
}

let committed: { repo: string; base: string };
let clone: { repo: string; base: string };

beforeAll(() => {
  assertBundle();
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'openenv-ci-git-programs-')));
  marker = join(dir, 'PROGRAM-RAN');
  committed = committedGitDirectory();
  clone = hostileClone();
  // The fixture is live: git itself, run in the committed folder, does run the program.
  execFileSync('git', ['log', '-1'], { cwd: join(committed.repo, 'envs/x'), env: GIT_ENV, stdio: 'ignore' });
  expect(existsSync(marker)).toBe(true);
  rmSync(marker);
});
beforeEach(() => rmSync(marker, { force: true }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cli = (cwd: string, ...args: string[]) => runCli(CLI_BUNDLE, args, { cwd, env: { GIT_CONFIG_GLOBAL: '/dev/null' } });

describe('a committed git directory passed as the folder to check', () => {
  test.each([
    ['rfc-lint, full scan', ['rfc-lint', 'envs/x']],
    ['rfc-lint, pull-request mode', ['rfc-lint', 'envs/x', '--base', 'HEAD~1']],
    ['review', ['review', 'envs/x', '--base', 'HEAD~1']],
  ])('%s through the CLI runs nothing, and reads the work tree around it', async (_name, args) => {
    const run = await cli(committed.repo, ...args);
    expect(existsSync(marker)).toBe(false);
    expect(run.stderr).not.toMatch(/bare repository/);
    expect(run.code).toBeLessThan(2);
  });

  test.each(['rfc-lint', 'review'])('%s through the bundled action runs nothing', async (checks) => {
    const run = await runAction({
      inputs: { checks, path: 'envs/x', base: committed.base, comment: 'false' },
      workspace: committed.repo,
      apiUrl: 'http://127.0.0.1:9',
      repository: 'owner/repo',
      eventName: 'pull_request_target',
      payload: {},
    });
    expect(existsSync(marker)).toBe(false);
    expect(run.stdout).not.toMatch(/bare repository/);
  });
});

describe('a downloaded clone whose .git/config names programs', () => {
  test.each([
    ['rfc-lint, full scan', ['rfc-lint']],
    ['rfc-lint, pull-request mode', ['rfc-lint', '--base', 'HEAD~1']],
    ['review', ['review', '--base', 'HEAD~1']],
  ])('%s through the CLI runs none of them', async (_name, args) => {
    const run = await cli(clone.repo, ...args);
    expect(existsSync(marker)).toBe(false);
    expect(run.code).toBeLessThan(2);
    // The change is still seen (the diff was not replaced by a program's output).
    if (args[0] === 'rfc-lint') expect(run.stdout).toMatch(/001-signed\.md/);
  });
});
