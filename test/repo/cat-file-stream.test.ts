import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatFileStream } from '../../src/repo/cat-file-stream.js';
import { gitRunner } from '../../src/repo/git.js';
import { GitRevisionView } from '../../src/repo/git-revision.js';
import { childEnvironment } from '../../src/process/environment.js';
import { startProcess } from '../../src/process/spawn.js';

const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 'a', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: 'a', GIT_COMMITTER_EMAIL: 'a@example.com' };
const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).trim();

/** A repository with small files, one blob far larger than a pipe's chunk, and an empty one. */
function repository(): { dir: string; ids: Record<string, string>; texts: Record<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'cat-file-stream-'));
  git(dir, 'init', '-q', '-b', 'main');
  const texts: Record<string, string> = { empty: '' };
  for (let i = 0; i < 40; i++) texts[`f${i}.txt`] = `file ${i}\n`.repeat(i + 1);
  texts['big.txt'] = 'x'.repeat(1_000_000) + '\nend\n';
  for (const [name, text] of Object.entries(texts)) writeFileSync(join(dir, name), text);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'files');
  const ids = Object.fromEntries(Object.keys(texts).map((name) => [name, git(dir, 'rev-parse', `HEAD:${name}`)]));
  return { dir, ids, texts };
}

/** A stream over `git cat-file --batch` in `dir` that counts the processes it starts. */
function counted(dir: string, deadlineMs = 10_000, idleCloseMs = 25) {
  let started = 0;
  const stream = new CatFileStream(() => {
    started++;
    return startProcess('git', ['cat-file', '--batch'], { label: 'git cat-file --batch', cwd: dir, env: childEnvironment({}), deadlineMs: 60_000, stdin: 'pipe' });
  }, deadlineMs, idleCloseMs);
  return { stream, started: () => started };
}

describe('CatFileStream: single blobs through one git cat-file --batch', () => {
  it('answers overlapping reads in order, a missing object as undefined, from one process', async () => {
    const { dir, ids, texts } = repository();
    try {
      const { stream, started } = counted(dir);
      const names = Object.keys(texts);
      const missing = 'f'.repeat(40);
      const blobs = await Promise.all([...names.map((name) => stream.read(ids[name]!)), stream.read(missing)]);
      expect(blobs.slice(0, -1).map((blob) => Buffer.from(blob!).toString('utf8'))).toEqual(names.map((name) => texts[name]));
      expect(blobs[blobs.length - 1]).toBeUndefined();
      expect(started()).toBe(1);
      // Not an object id: never written to git's input (a line like HEAD:path would name any file).
      expect(await stream.read('HEAD:big.txt')).toBeUndefined();
      // Closed when idle; the next read starts a new process.
      await new Promise((r) => setTimeout(r, 100));
      expect(Buffer.from((await stream.read(ids['f3.txt']!))!).toString('utf8')).toBe(texts['f3.txt']);
      expect(started()).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps node running only while a read is pending: an idle process is reused and delays no exit', async () => {
    const { dir, ids, texts } = repository();
    // The handles that keep the event loop alive (a child process, its pipes).
    const holding = () => process.getActiveResourcesInfo().filter((r) => r === 'ProcessWrap' || r === 'PipeWrap').length;
    const before = holding();
    try {
      const { stream, started } = counted(dir, 10_000, 60_000);
      const pending = stream.read(ids['f1.txt']!);
      expect(holding()).toBeGreaterThan(before);
      expect(Buffer.from((await pending)!).toString('utf8')).toBe(texts['f1.txt']);
      expect(holding()).toBe(before);
      // Later bursts of reads go to the same process.
      await new Promise((r) => setTimeout(r, 50));
      expect(Buffer.from((await stream.read(ids['f2.txt']!))!).toString('utf8')).toBe(texts['f2.txt']);
      expect(started()).toBe(1);
      expect(holding()).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails the reads in flight at its deadline, and the next read starts again', async () => {
    let started = 0;
    // A stand-in that reads its input and never answers.
    const stream = new CatFileStream(() => {
      started++;
      return startProcess('sh', ['-c', 'cat > /dev/null'], { label: 'hung', env: childEnvironment({}), deadlineMs: 60_000, stdin: 'pipe' });
    }, 200);
    await expect(stream.read('a'.repeat(40))).rejects.toThrow('git cat-file --batch did not answer within 0.2 s and was stopped');
    await expect(stream.read('b'.repeat(40))).rejects.toThrow(/did not answer/);
    expect(started).toBe(2);
  });

  it('serves GitRevisionView: a revision read file by file costs one git process, not one per file', async () => {
    const { dir, texts } = repository();
    try {
      const runner = gitRunner(dir);
      let calls = 0;
      const counting = Object.assign((args: readonly string[], options?: Parameters<typeof runner>[1]) => {
        calls++;
        return runner(args, options);
      }, { readBlob: runner.readBlob });
      const view = new GitRevisionView(counting, 'HEAD');
      const read = await Promise.all(Object.keys(texts).map(async (name) => Buffer.from((await view.readFile(name))!).toString('utf8')));
      expect(read).toEqual(Object.values(texts));
      expect(calls).toBe(1); // the ls-tree; the blobs came through readBlob
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
