import { mkdtemp, mkdir, writeFile, symlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WorkingTreeView } from '../../src/repo/working-tree.js';
import { GitRevisionView } from '../../src/repo/git-revision.js';
import { decodeText, nonFileEntries, normalizeRepoPath } from '../../src/repo/view.js';
import { MemoryRepoView } from '../../src/repo/memory.js';
import { makeGitRepo } from '../support/git-repo.js';

describe('WorkingTreeView', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'openenv-ci-wt-'));
    await mkdir(join(dir, 'rfcs'), { recursive: true });
    await mkdir(join(dir, 'node_modules/x'), { recursive: true });
    await writeFile(join(dir, 'rfcs/001-a.md'), '# RFC: A\n');
    await writeFile(join(dir, 'node_modules/x/openenv.yaml'), 'name: x\n');
    await writeFile(join(tmpdir(), 'openenv-ci-outside.txt'), 'secret');
    await symlink(join(tmpdir(), 'openenv-ci-outside.txt'), join(dir, 'link.txt'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lists files, skipping dependency folders and symlinks', async () => {
    expect(await new WorkingTreeView(dir).listFiles()).toEqual(['rfcs/001-a.md']);
  });
  it('never reads outside the root, whatever the path says', async () => {
    const view = new WorkingTreeView(dir);
    expect(await view.readFile('../openenv-ci-outside.txt')).toBeUndefined();
    expect(await view.readFile('link.txt')).toBeUndefined();
    expect(await view.readFile('rfcs/../rfcs/001-a.md')).toBeDefined();
  });
  it('reads a file with its size in one open, the same confinement as readFile', async () => {
    await mkdir(join(dir, 'linked'), { recursive: true });
    await symlink(tmpdir(), join(dir, 'linked/out'));
    for (const listed of [false, true]) {
      const view = new WorkingTreeView(dir);
      if (listed) await view.listFiles(); // walked folders skip the realpath: the answers must not change
      const read = await view.readFileWithin('rfcs/001-a.md', 1024);
      expect(read?.size).toBe(9);
      expect(Buffer.from(read!.bytes!).toString()).toBe('# RFC: A\n');
      expect(await view.readFileWithin('rfcs/001-a.md', 8)).toEqual({ size: 9 }); // too big: sized, not read
      expect(await view.readFileWithin('link.txt', 1024)).toBeUndefined(); // a link to a file outside
      expect(await view.readFileWithin('linked/out/openenv-ci-outside.txt', 1024)).toBeUndefined(); // through a linked folder
      expect(await view.readFileWithin('../openenv-ci-outside.txt', 1024)).toBeUndefined();
      expect(await view.readFileWithin('rfcs', 1024)).toBeUndefined(); // a folder
      expect(await view.readFileWithin('rfcs/missing.md', 1024)).toBeUndefined();
    }
  });
  it('reads a whole file the same whether it was sized first or not, refusing what is no file inside the root', async () => {
    await mkdir(join(dir, 'via'), { recursive: true });
    await symlink(tmpdir(), join(dir, 'via/out')).catch(() => undefined);
    // The root as given (a trailing slash, a `.` segment) and after a walk: the same answers.
    for (const root of [dir, `${dir}/`, `${dir}/./rfcs/..`]) {
      for (const sizedFirst of [false, true]) {
        const view = new WorkingTreeView(root);
        const read = async (path: string) => {
          if (sizedFirst) await view.fileSize(path);
          return view.readFile(path);
        };
        expect(Buffer.from((await read('rfcs/001-a.md'))!).toString()).toBe('# RFC: A\n');
        expect(Buffer.from((await read('./rfcs//001-a.md'))!).toString()).toBe('# RFC: A\n');
        expect(await read('rfcs')).toBeUndefined(); // a folder
        expect(await read('link.txt')).toBeUndefined(); // a link to a file outside
        expect(await read('via/out/openenv-ci-outside.txt')).toBeUndefined(); // through a linked folder
        expect(await read('rfcs/missing.md')).toBeUndefined();
      }
    }
  });
});

describe('GitRevisionView', () => {
  it('reads the tree of an older revision, not the working tree', async () => {
    const repo = await makeGitRepo();
    try {
      const first = await repo.commit({ 'rfcs/000-a.md': 'one\n', 'docs/x.md': 'x\n' }, { date: '2026-01-01T00:00:00Z' });
      await repo.commit({ 'rfcs/000-a.md': 'two\n', 'rfcs/001-b.md': 'b\n' }, { date: '2026-01-02T00:00:00Z' });
      const view = new GitRevisionView(repo.git, first);
      expect(await view.listFiles()).toEqual(['docs/x.md', 'rfcs/000-a.md']);
      expect(new TextDecoder().decode(await view.readFile('rfcs/000-a.md'))).toBe('one\n');
      expect(await view.fileSize('rfcs/000-a.md')).toBe(4);
      expect(await view.readFile('rfcs/001-b.md')).toBeUndefined();
    } finally {
      await repo.cleanup();
    }
  });
});

describe('nonFileEntries', () => {
  it('names each wanted folder once, asking about each folder once however many files it holds', async () => {
    const files = ['a/b/one.md', 'a/b/two.md', 'a/c/openenv.yaml/x.txt', 'a/three.md', 'd.md'];
    const asked: string[] = [];
    const entries = await nonFileEntries(new MemoryRepoView({}), files, (path) => (asked.push(path), path.endsWith('.yaml') || path === 'a/b'));
    expect([...entries]).toEqual([['a/b', 'a folder'], ['a/c/openenv.yaml', 'a folder']]);
    expect(asked).toEqual(['a', 'a/b', 'a/c', 'a/c/openenv.yaml']);
  });
});

describe('decodeText / normalizeRepoPath', () => {
  it('flags BOM, invalid UTF-8 and binary', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toEqual({ text: 'a', bom: true, invalidUtf8: false, binary: false });
    expect(decodeText(new Uint8Array([0xff, 0x61])).invalidUtf8).toBe(true);
    expect(decodeText(new Uint8Array([0x61, 0x00])).binary).toBe(true);
  });
  it('refuses paths that escape the root', () => {
    expect(normalizeRepoPath('../../etc/passwd')).toBeUndefined();
    expect(normalizeRepoPath('./a//b/../c')).toBe('a/c');
  });
  it('keeps a path that is already normal, and rebuilds every other one', () => {
    for (const [path, normal] of [
      ['envs/echo_env/server/app.py', 'envs/echo_env/server/app.py'],
      ['.github/..hidden/.../x', '.github/..hidden/.../x'],
      ['a/./b', 'a/b'],
      ['a/', 'a'],
      ['/a', 'a'],
      ['a\\b', 'a/b'],
      ['.', ''],
      ['a/..', ''],
      ['', ''],
    ])
      expect(normalizeRepoPath(path!)).toBe(normal);
    expect(normalizeRepoPath('a/../..')).toBeUndefined();
  });
});

describe('FilteredRepoView', () => {
  it('hides excluded paths from listing and reading; include narrows further', async () => {
    const { FilteredRepoView } = await import('../../src/repo/filtered.js');
    const { MemoryRepoView } = await import('../../src/repo/memory.js');
    const inner = new MemoryRepoView({ 'rfcs/001-a.md': 'a', 'test/fixtures/rfcs/001-b.md': 'b', 'docs/x.md': 'x' });
    const view = new FilteredRepoView(inner, [], ['test/fixtures/**']);
    expect(await view.listFiles()).toEqual(['docs/x.md', 'rfcs/001-a.md']);
    expect(await view.readFile('test/fixtures/rfcs/001-b.md')).toBeUndefined();
    expect(await view.fileSize('test/fixtures/rfcs/001-b.md')).toBeUndefined();
    expect(await new FilteredRepoView(inner, ['rfcs/**'], []).listFiles()).toEqual(['rfcs/001-a.md']);
  });
});
