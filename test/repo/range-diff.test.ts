import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedLinesOf } from '../../src/repo/changed-lines.js';
import { gitRunner } from '../../src/repo/git.js';
import { readRangeDiff } from '../../src/repo/range-diff.js';

const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 'a', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: 'a', GIT_COMMITTER_EMAIL: 'a@example.com' };
const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).trim();

describe('range diff: one git diff for raw records and hunks', () => {
  it('gives each file its own patch, also after a type change (two sections) and a binary file over the size threshold', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'range-diff-'));
    try {
      git(dir, 'init', '-q', '-b', 'main');
      writeFileSync(join(dir, 'a.txt'), 'one\n');
      symlinkSync('a.txt', join(dir, 'b-link'));
      writeFileSync(join(dir, 'c.py'), 'x = 1\n');
      writeFileSync(join(dir, 'd.txt'), 'small\n');
      git(dir, 'add', '-A');
      git(dir, 'commit', '-qm', 'base');
      const base = git(dir, 'rev-parse', 'HEAD');
      unlinkSync(join(dir, 'b-link'));
      writeFileSync(join(dir, 'b-link'), 'now a file\n'); // symlink -> file: status T, two patch sections
      writeFileSync(join(dir, 'c.py'), 'x = 1\nprint(x)\n');
      writeFileSync(join(dir, 'd.txt'), 'big line\n'.repeat(100)); // over the 200-byte threshold below
      git(dir, 'add', '-A');
      git(dir, 'commit', '-qm', 'head');
      const head = git(dir, 'rev-parse', 'HEAD');

      const files = await readRangeDiff(gitRunner(dir), base, head, { bigFileBytes: 200 });
      expect(files.map((f) => `${f.status} ${f.path} ${f.binary ? 'binary' : ''}${f.hunks ? 'hunks' : ''}`)).toEqual(['T b-link hunks', 'M c.py hunks', 'M d.txt binary']);
      // c.py's patch is its own (before, the type change's second section shifted it onto b-link's).
      expect(files[1]!.patch).toContain('+print(x)');
      expect(files[1]!.patch).not.toContain('now a file');
      expect(files[0]!.patch).toContain('+now a file');
      expect(files[2]!.patch).not.toContain('big line');
      expect([...changedLinesOf(files)]).toEqual([
        ['b-link', [[1, 1]]],
        ['c.py', [[2, 2]]],
        ['d.txt', []],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
