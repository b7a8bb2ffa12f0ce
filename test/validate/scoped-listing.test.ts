import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateCheck } from '../../src/checks/validate/index.js';
import { WorkingTreeView } from '../../src/repo/working-tree.js';
import { listFilesUnder } from '../../src/repo/view.js';
import { MemoryRepoView } from '../../src/repo/memory.js';
import { checkContext } from '../support/context.js';

/** A working tree that records what the check asks of it. */
class SpyView extends WorkingTreeView {
  readonly calls: string[] = [];
  override async listFiles() {
    this.calls.push('listFiles');
    return super.listFiles();
  }
  override async listFolder(folder: string) {
    this.calls.push(`listFolder ${folder}`);
    return super.listFolder(folder);
  }
  override async readFile(path: string) {
    this.calls.push(`readFile ${path}`);
    return super.readFile(path);
  }
  override async fileSize(path: string) {
    this.calls.push(`fileSize ${path}`);
    return super.fileSize(path);
  }
}

let busy: string;
beforeAll(() => {
  // A busy temporary folder: 10,000 unrelated subfolders beside the one environment.
  busy = mkdtempSync(join(tmpdir(), 'validate-busy-'));
  for (let i = 0; i < 10_000; i++) {
    mkdirSync(join(busy, `unrelated-${i}`));
    if (i % 100 === 0) writeFileSync(join(busy, `unrelated-${i}`, 'openenv.yaml'), 'name: not-this-one\n');
  }
  cpSync('test/fixtures/validate/echo_env', join(busy, 'one-env'), { recursive: true });
}, 120_000);
afterAll(() => rmSync(busy, { recursive: true, force: true }));

describe('validate reads only the paths it is given', () => {
  it('`validate ./one-env` from a folder of 10,000 subfolders lists and reads nothing outside one-env', async () => {
    const view = new SpyView(busy);
    const result = await validateCheck.run(checkContext(view, { root: busy, paths: ['one-env'], options: { 'python-ast': 'off' } }));
    expect((result.data?.environments as { path: string }[]).map((e) => e.path)).toHaveLength(1);
    expect(view.calls).not.toContain('listFiles');
    expect(view.calls.filter((c) => c.startsWith('listFolder'))).toEqual(['listFolder one-env']);
    const reads = view.calls.filter((c) => c.startsWith('readFile') || c.startsWith('fileSize'));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((c) => !c.split(' ')[1]!.startsWith('one-env/'))).toEqual([]);
  });

  it('the whole folder is listed when no path is given (the other environments are found)', async () => {
    const view = new SpyView(busy);
    const files = await listFilesUnder(view, ['.']);
    expect(view.calls).toEqual(['listFiles']);
    expect(files.filter((f) => f.endsWith('/openenv.yaml'))).toHaveLength(101);
  });
});

describe('listFilesUnder', () => {
  it('a view without folder listing gets the same files by splitting its one listing', async () => {
    const view = new MemoryRepoView({ 'a/x': '1', 'a/y/z': '2', 'ab/x': '3', 'b/x': '4', 'a.txt': '5' });
    expect(await listFilesUnder(view, ['a', 'b', 'a/y'])).toEqual(['a/x', 'a/y/z', 'b/x']);
    expect(await listFilesUnder(view, ['missing'])).toEqual([]);
  });

  it('a working tree lists a folder without following a symbolic link on the way', async () => {
    const root = mkdtempSync(join(tmpdir(), 'listfolder-'));
    try {
      mkdirSync(join(root, 'real', 'env'), { recursive: true });
      writeFileSync(join(root, 'real', 'env', 'openenv.yaml'), 'name: x\n');
      const { symlinkSync } = await import('node:fs');
      symlinkSync(join(root, 'real'), join(root, 'link'));
      const view = new WorkingTreeView(root);
      expect(await view.listFolder('real')).toEqual(['real/env/openenv.yaml']);
      expect(await view.listFolder('link')).toEqual([]);
      expect(await view.listFolder('link/env')).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
