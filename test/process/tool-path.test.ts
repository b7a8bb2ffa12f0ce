/**
 * Issue 30: `npx openenv-ci` puts `<cwd>/node_modules/.bin` first on PATH, so a clone that commits
 * `node_modules/.bin/git` (or ruff, python3, uv) used to have its own program run by every command.
 * Tools resolve to absolute paths outside the checkout (src/process/tools.ts), and children get a PATH
 * without the checkout's folders.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { childEnvironment } from '../../src/process/environment.js';
import { checkoutFolders, findOnPath, trustedPath } from '../../src/process/tools.js';
import { assertBundle, CLI_BUNDLE } from '../e2e/run-action.js';
import { runCli } from '../support/cli-run.js';

const GIT_ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };
let dir: string;
let repo: string;
let bin: string;
const marker = () => join(dir, 'PLANTED-TOOL-RAN');

beforeAll(() => {
  assertBundle();
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'openenv-ci-tool-path-')));
  repo = join(dir, 'clone');
  bin = join(repo, 'node_modules/.bin');
  mkdirSync(bin, { recursive: true });
  mkdirSync(join(repo, 'rfcs'));
  for (const tool of ['git', 'ruff', 'python3', 'uv']) {
    writeFileSync(join(bin, tool), `#!/bin/sh\ntouch '${marker()}'\nexit 0\n`);
    chmodSync(join(bin, tool), 0o755);
  }
  writeFileSync(join(repo, 'rfcs/README.md'), '# RFCs\n');
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo, env: GIT_ENV });
  execFileSync('git', ['add', 'rfcs'], { cwd: repo, env: GIT_ENV });
  execFileSync('git', ['commit', '-q', '-m', 'one'], { cwd: repo, env: GIT_ENV });
  writeFileSync(join(repo, 'rfcs/001-new.md'), '# RFC 001: New\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the checkout never supplies a tool', () => {
  test('PATH loses the folders inside the checkout and relative entries; the real tool is found', () => {
    const path = [bin, '.', '', ...(process.env.PATH ?? '').split(delimiter)].join(delimiter);
    expect(checkoutFolders(repo, {})).toEqual([repo]);
    const trusted = trustedPath(path, [repo]).split(delimiter);
    expect(trusted).not.toContain(bin);
    expect(trusted).not.toContain('.');
    const git = findOnPath('git', path, [repo]);
    expect(git).toBeDefined();
    expect(git!.startsWith(repo)).toBe(false);
  });

  test('a child gets PATH without the checkout folders', () => {
    const saved = process.cwd();
    process.chdir(repo);
    try {
      const env = childEnvironment({}, { PATH: `${bin}${delimiter}/usr/bin` });
      expect(env.PATH).toBe('/usr/bin');
      // The probe's server runs the repository's code by design (gated by the trust policy): an activated
      // .venv/bin stays on its PATH.
      expect(childEnvironment({ checkoutPath: true }, { PATH: `${bin}${delimiter}/usr/bin` }).PATH).toBe(`${bin}${delimiter}/usr/bin`);
    } finally {
      process.chdir(saved);
    }
  });

  test.each([
    ['rfc-lint in pull-request mode (git)', ['rfc-lint', '--base', 'HEAD']],
    ['validate (python3, uv)', ['validate']],
    ['review (git, ruff)', ['review', '--base', 'HEAD']],
  ])('%s through the CLI runs none of the planted programs', async (_name, args) => {
    rmSync(marker(), { force: true });
    const run = await runCli(CLI_BUNDLE, args, { cwd: repo, env: { PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, GIT_CONFIG_GLOBAL: '/dev/null' } });
    expect(existsSync(marker())).toBe(false);
    expect(run.code).toBeLessThan(2);
    if (args[0] === 'rfc-lint') expect(run.stdout).toMatch(/001-new\.md/);
  });
});
