/**
 * RepoView.visitFile: a file's bytes lent in a reused buffer (issue 29), confined like every read of the
 * working tree (no link followed, nothing outside the root), and the same answer from every view.
 */
import { mkdtemp, mkdir, writeFile, symlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { WorkingTreeView } from '../../src/repo/working-tree.js';
import { MemoryRepoView } from '../../src/repo/memory.js';
import { FilteredRepoView } from '../../src/repo/filtered.js';
import { visitFileOf } from '../../src/repo/view.js';
import { applySuppressions, holdsCommentOpener } from '../../src/engine/suppressions.js';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('visitFile', () => {
  let dir: string;
  let outside: string;
  const big = Buffer.alloc(9 * 1024 * 1024, 'x'); // above the lent buffer's size: a buffer of its own
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'openenv-ci-visit-'));
    outside = await mkdtemp(join(tmpdir(), 'openenv-ci-visit-out-'));
    await mkdir(join(dir, 'env/server'), { recursive: true });
    await writeFile(join(dir, 'env/uv.lock'), 'version = 1\n');
    await writeFile(join(dir, 'env/server/app.py'), 'print("hi")\n');
    await writeFile(join(dir, 'env/big.bin'), big);
    await writeFile(join(outside, 'secret.txt'), 'secret');
    await symlink(join(outside, 'secret.txt'), join(dir, 'env/link.txt'));
    await symlink(outside, join(dir, 'env/linked-dir'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  it('lends the bytes of a file that fits, and only the size of a bigger one', async () => {
    const view = new WorkingTreeView(dir);
    expect(await view.visitFile('env/uv.lock', 1024, text)).toEqual({ size: 12, value: 'version = 1\n' });
    expect(await view.visitFile('env/uv.lock', 11, text)).toEqual({ size: 12 });
    expect(await view.visitFile('env/uv.lock', 12, text)).toEqual({ size: 12, value: 'version = 1\n' });
    const hashed = await view.visitFile('env/big.bin', Number.MAX_SAFE_INTEGER, (b) => createHash('sha256').update(b).digest('hex'));
    expect(hashed).toEqual({ size: big.length, value: createHash('sha256').update(big).digest('hex') });
  });

  it('the lent buffer is reused: consecutive visits see their own bytes', async () => {
    const view = new WorkingTreeView(dir);
    const first = await view.visitFile('env/server/app.py', 1024, text);
    const second = await view.visitFile('env/uv.lock', 1024, text);
    expect([first?.value, second?.value]).toEqual(['print("hi")\n', 'version = 1\n']);
  });

  it('follows no link and reads nothing outside the root', async () => {
    const view = new WorkingTreeView(dir);
    let visited = 0;
    const visit = (bytes: Uint8Array) => {
      visited++;
      return text(bytes);
    };
    expect(await view.visitFile('env/link.txt', 1024, visit)).toBeUndefined();
    expect(await view.visitFile('env/linked-dir/secret.txt', 1024, visit)).toBeUndefined();
    expect(await view.visitFile('../' + outside.split('/').pop() + '/secret.txt', 1024, visit)).toBeUndefined();
    expect(await view.visitFile('env/missing', 1024, visit)).toBeUndefined();
    expect(await view.visitFile('env/server', 1024, visit)).toBeUndefined();
    expect(visited).toBe(0);
  });

  it('gives the same answer through a view without its own visitFile, and through the config filter', async () => {
    const memory = new MemoryRepoView({ 'env/uv.lock': 'version = 1\n' });
    expect(await visitFileOf(memory, 'env/uv.lock', 1024, text)).toEqual({ size: 12, value: 'version = 1\n' });
    expect(await visitFileOf(memory, 'env/uv.lock', 4, text)).toEqual({ size: 12 });
    expect(await visitFileOf(memory, 'env/missing', 4, text)).toBeUndefined();
    const filtered = new FilteredRepoView(new WorkingTreeView(dir), [], ['env/server/**']);
    expect(await visitFileOf(filtered, 'env/uv.lock', 1024, text)).toEqual({ size: 12, value: 'version = 1\n' });
    expect(await visitFileOf(filtered, 'env/server/app.py', 1024, text)).toBeUndefined();
  });

  it('remembers the files whose whole bytes failed the read screen, by every way of reading, and only those', async () => {
    await writeFile(join(dir, 'env/pyproject.toml'), '# openenv-ci: disable deps/lockfile-in-sync pinned on purpose\nname = "x"\n');
    const view = new WorkingTreeView(dir);
    await view.visitFile('env/uv.lock', 1024, text); // read before the screen: unknown
    expect(view.failedScreen('env/uv.lock')).toBe(false);
    const filtered = new FilteredRepoView(view, [], ['env/big.bin']);
    filtered.screenReads(holdsCommentOpener);
    await filtered.visitFile('env/uv.lock', 1024, text);
    await view.readFileWithin('env/server/app.py', 1024);
    await view.readFile('env/pyproject.toml');
    await view.visitFile('env/big.bin', 1024, text); // only sized: its bytes were not seen
    expect(['env/uv.lock', 'env/server/app.py', 'env/pyproject.toml', 'env/big.bin', 'env/missing'].filter((f) => filtered.failedScreen(f))).toEqual(['env/uv.lock', 'env/server/app.py']);
    // The suppression pass reads none of the files that failed, and still finds the directive in the one that passed.
    const read: string[] = [];
    const visit = view.visitFile.bind(view);
    view.visitFile = (path, maxBytes, visitor) => (read.push(path), visit(path, maxBytes, visitor));
    const finding = (file: string) => ({ rule: 'deps/lockfile-in-sync', severity: 'error' as const, file, line: 2, message: 'm', fingerprint: file });
    const { kept, suppressions } = await applySuppressions([finding('env/uv.lock'), finding('env/pyproject.toml'), finding('env/server/app.py')], filtered);
    expect(read).toEqual(['env/pyproject.toml']);
    expect(kept.map((f) => f.file)).toEqual(['env/uv.lock', 'env/server/app.py']);
    expect(suppressions.map((s) => s.file)).toEqual(['env/pyproject.toml']);
  });
});
