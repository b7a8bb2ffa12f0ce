import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedLinesOf, WHOLE_FILE } from '../../src/repo/changed-lines.js';
import { gitRunner, type GitRunner } from '../../src/repo/git.js';
import { readRangeDiff, type RangeDiffFile } from '../../src/repo/range-diff.js';

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

      const files = await readRangeDiff(gitRunner(dir), base, head, { bigFileBytes: 200, maxPatchBytes: 1 << 20 });
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

/** A repository whose BASE..HEAD has a rename, a type change, a deletion, a mode change, binary and text files. */
function mixedChange(dir: string): { base: string; head: string } {
  git(dir, 'init', '-q', '-b', 'main');
  writeFileSync(join(dir, 'a.txt'), 'one\ntwo\nthree\n');
  symlinkSync('a.txt', join(dir, 'link'));
  writeFileSync(join(dir, 'gone.py'), 'x = 1\n');
  writeFileSync(join(dir, 'moved.py'), 'def f():\n    return 1\n'.repeat(20));
  writeFileSync(join(dir, 'tool.sh'), 'echo hi\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  const base = git(dir, 'rev-parse', 'HEAD');
  writeFileSync(join(dir, 'a.txt'), 'one\n2\nthree\nfour\n');
  unlinkSync(join(dir, 'link'));
  writeFileSync(join(dir, 'link'), 'diff --git a/x b/x\nnow a file\n'); // looks like an opening, inside a hunk
  unlinkSync(join(dir, 'gone.py'));
  git(dir, 'mv', 'moved.py', 'renamed.py');
  writeFileSync(join(dir, 'blob.bin'), Buffer.from([0, 1, 2, 3, 0, 10, 100]));
  writeFileSync(join(dir, 'new.py'), 'print("é")\n'.repeat(50));
  git(dir, 'add', '-A');
  git(dir, 'update-index', '--chmod=+x', 'tool.sh');
  git(dir, 'commit', '-qm', 'head');
  return { base, head: git(dir, 'rev-parse', 'HEAD') };
}

/** A runner that answers with recorded output, streamed in chunks of `size` bytes (or whole, as a stand-in without streaming). */
function replaying(output: Buffer, size: number | 'whole'): GitRunner {
  return async (_args, options = {}) => {
    if (size === 'whole' || !options.onStdout) return { stdout: output, stderr: '', exitCode: 0 };
    for (let at = 0; at < output.length; at += size) options.onStdout(output.subarray(at, at + size));
    return { stdout: Buffer.alloc(0), stderr: '', exitCode: 0 };
  };
}

describe('range diff read as a stream', () => {
  it('parses the same files however git output is cut into chunks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'range-diff-'));
    try {
      const { base, head } = mixedChange(dir);
      const real = gitRunner(dir);
      const chunks: Buffer[] = [];
      const recording: GitRunner = (args, options = {}) => real(args, { ...options, onStdout: (chunk) => (chunks.push(chunk), options.onStdout!(chunk)) });
      const whole = await readRangeDiff(recording, base, head, { bigFileBytes: 1 << 20, maxPatchBytes: 1 << 20 });
      const output = Buffer.concat(chunks);
      expect(whole.map((f) => `${f.status} ${f.path}`)).toEqual(['M a.txt', 'A blob.bin', 'D gone.py', 'T link', 'A new.py', 'R renamed.py', 'M tool.sh']);
      expect(whole.find((f) => f.path === 'link')!.patch).toContain('+diff --git a/x b/x');
      expect(whole.find((f) => f.path === 'blob.bin')!.binary).toBe(true);
      expect(whole.find((f) => f.path === 'renamed.py')!.previousPath).toBe('moved.py');
      expect(whole.every((f) => !f.patchOmitted && f.patchBytes === Buffer.byteLength(f.patch))).toBe(true);
      const strip = (files: RangeDiffFile[]) => JSON.stringify(files);
      for (const size of [1, 2, 3, 5, 7, 11, 12, 13, 64, 'whole'] as const) {
        expect(strip(await readRangeDiff(replaying(output, size), base, head, { bigFileBytes: 1 << 20, maxPatchBytes: 1 << 20 }))).toBe(strip(whole));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps patches while they fit the byte budget: the rest keep their record and size, and count as changed whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'range-diff-'));
    try {
      git(dir, 'init', '-q', '-b', 'main');
      writeFileSync(join(dir, 'keep.txt'), 'x\n');
      writeFileSync(join(dir, 'old.txt'), 'y\n'.repeat(50_000));
      git(dir, 'add', '-A');
      git(dir, 'commit', '-qm', 'base');
      const base = git(dir, 'rev-parse', 'HEAD');
      for (const name of ['a.py', 'b.py', 'c.py']) writeFileSync(join(dir, name), `${name} = 1\n`.repeat(8_000)); // 80 KB of patch each
      writeFileSync(join(dir, 'keep.txt'), 'x\nz\n');
      unlinkSync(join(dir, 'old.txt'));
      git(dir, 'add', '-A');
      git(dir, 'commit', '-qm', 'head');
      const head = git(dir, 'rev-parse', 'HEAD');

      const real = gitRunner(dir);
      let held = 0;
      let streamed = 0;
      const spy: GitRunner = async (args, options = {}) => {
        const result = await real(args, options.onStdout ? { ...options, onStdout: (chunk) => ((streamed += chunk.length), options.onStdout!(chunk)) } : options);
        held = Math.max(held, result.stdout.length);
        return result;
      };
      const budget = 200_000;
      const files = await readRangeDiff(spy, base, head, { bigFileBytes: 1 << 20, maxPatchBytes: budget });
      expect(files.map((f) => `${f.path} ${f.patchOmitted ? 'omitted' : 'kept'}`)).toEqual(['a.py kept', 'b.py kept', 'c.py omitted', 'keep.txt kept', 'old.txt omitted']);
      // git printed all of it, but no more than the budget was ever held.
      expect(streamed).toBeGreaterThan(300_000);
      expect(held).toBe(0);
      expect(files.reduce((sum, f) => sum + f.patch.length, 0)).toBeLessThanOrEqual(budget);
      const c = files.find((f) => f.path === 'c.py')!;
      expect(c.patch).toBe('');
      expect(c.patchBytes).toBe(files.find((f) => f.path === 'a.py')!.patchBytes);
      expect(c.newSideText).toBe(true);
      const lines = changedLinesOf(files);
      expect(lines.get('c.py')).toEqual([WHOLE_FILE]);
      expect(lines.get('keep.txt')).toEqual([[2, 2]]);
      expect(lines.has('old.txt')).toBe(false); // a deletion has no lines at HEAD
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
