import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readFileSync, readSync, realpathSync, type Stats } from 'node:fs';
import { basename, dirname, join, normalize, relative, sep } from 'node:path';
import { filesUnder, normalizeRepoPath, type RepoView } from './view.js';

/** Directories never worth walking (VCS data, dependency and virtualenv trees). */
export const DEFAULT_SKIPPED_DIRS: ReadonlySet<string> = new Set([
  '.git',
  'node_modules',
  '.venv',
  'venv',
  '__pycache__',
  '.mypy_cache',
  '.ruff_cache',
  '.pytest_cache',
  '.tox',
]);

/** Directories whose real path a view remembers: the checks read folder by folder, so a few hundred suffice. */
const REAL_DIR_CACHE = 512;
/** Files a view remembers as failing its read screen (RepoView.screenReads): a few MB of paths at most. */
const SCREENED_OUT_CACHE = 65_536;
/** Sized paths a view remembers for the read that follows (an environment's files are sized, then read). */
const SIZED_CACHE = 4096;

/**
 * A folder on disk. Symbolic links are not followed (a link could point outside the root or loop);
 * they are simply not listed. Reads are confined to the root.
 */
export class WorkingTreeView implements RepoView {
  readonly label: string;
  private cache?: readonly string[];
  constructor(
    readonly root: string,
    private readonly skippedDirs: ReadonlySet<string> = DEFAULT_SKIPPED_DIRS,
  ) {
    this.label = `working tree ${root}`;
    const base = normalize(root);
    this.prefix = sep !== '/' ? undefined : base === '.' ? '' : base.endsWith('/') ? base : `${base}/`;
  }

  /**
   * What join(root, path) gives for a path normalizeRepoPath returned: on POSIX the root's normalized form
   * and the path, concatenated (join normalizes the whole string again, on every read: a few percent of it).
   */
  private readonly prefix: string | undefined;
  private fullPath(normalized: string): string {
    return this.prefix === undefined ? join(this.root, normalized) : this.prefix + normalized;
  }

  async listFiles(): Promise<readonly string[]> {
    this.cache ??= await this.walk(this.root);
    return this.cache;
  }

  /** Symbolic links and special files the whole-tree walk saw (listFiles leaves them out). */
  async listOtherEntries(): Promise<ReadonlyMap<string, string>> {
    await this.listFiles();
    return this.others;
  }

  private readonly others = new Map<string, string>();

  /** The files under one folder, walking only it (no link is followed, the folder's own path included). */
  async listFolder(folder: string): Promise<readonly string[]> {
    if (this.cache) return filesUnder(this.cache, folder);
    const normalized = normalizeRepoPath(folder);
    if (normalized === undefined) return [];
    if (normalized === '') return this.listFiles();
    let dir = this.root;
    for (const part of normalized.split('/')) {
      dir = join(dir, part);
      if (this.skippedDirs.has(part)) return [];
      // Folders already seen to be folders (the shared parents of `validate envs/a envs/b …`) are not stat'ed again.
      if (this.walkedDirs.has(dir)) continue;
      if (!lstatOf(dir)?.isDirectory()) return []; // missing, a file, or a symbolic link: nothing listed, as in listFiles
      this.walkedDirs.add(dir); // a real folder under the root, as a walked one
    }
    return this.walk(dir);
  }

  /** Every regular file under `start` (root-relative, sorted); synchronous like the reads (see resolve). */
  private async walk(start: string): Promise<string[]> {
    const out: string[] = [];
    const walk = (dir: string, prefix: string): void => {
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        return; // unreadable directory: nothing to list
      }
      this.walkedDirs.add(dir);
      for (const entry of entries) {
        if (entry.isDirectory()) {
          if (!this.skippedDirs.has(entry.name)) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
        } else if (entry.isFile()) {
          out.push(prefix + entry.name);
        } else {
          this.others.set(prefix + entry.name, entry.isSymbolicLink() ? 'a symbolic link' : 'a special file (a socket, FIFO or device)');
        }
      }
    };
    const rel = relative(this.root, start).split(sep).join('/');
    walk(start, rel ? `${rel}/` : '');
    return out.sort();
  }

  /**
   * The file's path on disk and its size, when it is a regular file whose real location is inside the root.
   * Synchronous, as are the reads: a local file's lstat and read take microseconds, and through the thread
   * pool each costs several times the CPU (a request object, a hand-off to a worker thread and back, a
   * promise), which for the many small files the checks read was most of their I/O cost.
   */
  private resolve(path: string): { full: string; size: number } | undefined {
    const normalized = normalizeRepoPath(path);
    if (normalized === undefined || normalized === '') return undefined;
    const full = this.fullPath(normalized);
    const st = lstatOf(full);
    if (!st?.isFile()) return undefined;
    return this.insideRoot(full) ? { full, size: st.size } : undefined;
  }

  /**
   * Whether a path that is no link itself (lstat, or an open that refuses links) lies inside the root:
   * a parent directory may be a link. Its real path is its folder's real path and its name, so one
   * realpath per folder, not per file.
   */
  private insideRoot(full: string): boolean {
    const dir = dirname(full);
    // A folder the listing walked is a real folder under the root: the walk starts at the root or at a
    // folder whose every segment lstat says is a folder, and descends only into entries that are folders,
    // never links. Its files need no realpath (one per folder was a quarter of a validate run's calls).
    if (this.walkedDirs.has(dir)) return true;
    const realDir = this.realDir(dir);
    if (realDir === undefined) return false;
    const real = join(realDir, basename(full));
    const realRoot = this.realRoot();
    return realRoot !== undefined && (real === realRoot || real.startsWith(realRoot + sep));
  }

  /**
   * Folders the listing walked or stepped through (paths as the walk joined them, the form resolve
   * builds): each is a real folder under the root.
   */
  private readonly walkedDirs = new Set<string>();

  /** The root's real path, resolved once (every read compares against it). */
  private realRootPath?: string | null;
  private realRoot(): string | undefined {
    this.realRootPath ??= realPathOf(this.root) ?? null;
    return this.realRootPath ?? undefined;
  }

  /**
   * Real paths of folders, remembered for the view's life: the tree's links are the commit's, fixed for the
   * run (code that could change them runs only where it could read any file anyway).
   */
  private readonly realDirs = new Map<string, string | undefined>();
  private realDir(dir: string): string | undefined {
    if (this.realDirs.has(dir)) return this.realDirs.get(dir);
    const real = realPathOf(dir);
    if (this.realDirs.size >= REAL_DIR_CACHE) this.realDirs.delete(this.realDirs.keys().next().value!);
    this.realDirs.set(dir, real);
    return real;
  }

  async readFile(path: string): Promise<Uint8Array | undefined> {
    const sized = this.sized.get(path);
    if (sized) this.sized.delete(path);
    if (OPEN_NO_FOLLOW === undefined) {
      const resolved = sized ?? this.resolve(path);
      if (!resolved) return undefined;
      try {
        return this.screened(path, readFileSync(resolved.full));
      } catch {
        return undefined;
      }
    }
    // What readFileSync does (open, fstat, read the size, close) with an open that refuses a link in place
    // of the lstat that confined the path, and no fstat when fileSize has just given the size (most reads):
    // one or two system calls and a Stats object fewer per file.
    const fd = sized ? openNoFollow(sized.full) : this.openConfined(path);
    if (fd === null || fd === undefined) return undefined;
    try {
      let size = sized?.size;
      if (size === undefined) {
        const st = fstatSync(fd);
        if (!st.isFile()) return undefined; // a folder or a FIFO, as the lstat said before
        size = st.size;
      }
      const bytes = Buffer.allocUnsafe(size); // from node's pool for a small file, as readFileSync's
      let filled = 0;
      for (let got = -1; got !== 0 && filled < size; filled += got) got = readSync(fd, bytes, filled, size - filled, filled);
      return this.screened(path, filled === size ? bytes : bytes.subarray(0, filled));
    } catch {
      return undefined;
    } finally {
      closeSync(fd);
    }
  }

  private screen?: (bytes: Uint8Array) => boolean;
  /** Files whose bytes failed the screen (at most SCREENED_OUT_CACHE: past it, a file is just read again). */
  private readonly screenedOut = new Set<string>();
  screenReads(test: (bytes: Uint8Array) => boolean): void {
    this.screen = test;
    this.screenedOut.clear();
  }
  failedScreen(path: string): boolean {
    return this.screenedOut.has(path);
  }
  /** Notes whether a whole file's bytes pass the screen; returns them. */
  private screened<B extends Uint8Array>(path: string, bytes: B): B {
    if (this.screen && this.screenedOut.size < SCREENED_OUT_CACHE && !this.screen(bytes)) this.screenedOut.add(path);
    return bytes;
  }

  /**
   * The size and, up to `maxBytes`, the bytes, in one open that refuses a link (open, fstat, read, close:
   * what reading costs, without the lstat that sizing first adds). Where the platform cannot refuse a
   * link on open (no O_NOFOLLOW), the size and the read go the usual way.
   */
  async readFileWithin(path: string, maxBytes: number): Promise<{ size: number; bytes?: Uint8Array } | undefined> {
    if (OPEN_NO_FOLLOW === undefined) {
      const size = await this.fileSize(path);
      if (size === undefined) return undefined;
      if (size > maxBytes) return { size };
      const bytes = await this.readFile(path);
      return bytes ? { size, bytes } : undefined;
    }
    const normalized = normalizeRepoPath(path);
    if (normalized === undefined || normalized === '') return undefined;
    const full = this.fullPath(normalized);
    if (!this.insideRoot(full)) return undefined;
    let fd: number;
    try {
      fd = openSync(full, OPEN_NO_FOLLOW); // a link fails (ELOOP); non-blocking, so a FIFO cannot hang the run
    } catch {
      return undefined;
    }
    try {
      // One read of up to maxBytes + 1 bytes tells a small file (all of it came) from a bigger one, which
      // only then is stat'ed for its size: a stat builds a Stats object (four Dates), a third of the cost.
      // A folder fails the read (EISDIR); links fail the open; the listing holds only regular files, and
      // a checkout has no other kind (git stores none).
      const scratch = scratchOf(maxBytes + 1);
      let filled = 0;
      for (let got = -1; got !== 0 && filled < scratch.length; filled += got) got = readSync(fd, scratch, filled, scratch.length - filled, filled);
      if (filled <= maxBytes) {
        const bytes = Buffer.allocUnsafe(filled); // from node's pool for a small file, as readFileSync's
        scratch.copy(bytes, 0, 0, filled);
        return { size: filled, bytes: this.screened(path, bytes) };
      }
      const st = fstatSync(fd);
      return st.isFile() ? { size: st.size } : undefined;
    } catch {
      return undefined;
    } finally {
      closeSync(fd);
    }
  }

  async visitFile<T>(path: string, maxBytes: number, visit: (bytes: Uint8Array) => T): Promise<{ size: number; value?: T } | undefined> {
    const fd = this.openConfined(path);
    if (fd === undefined) {
      const read = await this.readFileWithin(path, maxBytes); // no O_NOFOLLOW (Windows): the usual way
      return read && (read.bytes ? { size: read.size, value: visit(read.bytes) } : { size: read.size });
    }
    if (fd === null) return undefined;
    try {
      // As readFileWithin: one read of up to maxBytes + 1 bytes into the lent buffer tells a file that fits
      // from a bigger one, which only then is stat'ed. Above VISIT_SCRATCH_BYTES the size comes first and a
      // file that fits gets a buffer of its own (the lent buffer stays small).
      let buffer: Buffer;
      if (maxBytes < VISIT_SCRATCH_BYTES) buffer = visitScratchOf(maxBytes + 1);
      else {
        const st = fstatSync(fd);
        if (!st.isFile()) return undefined;
        if (st.size > maxBytes) return { size: st.size };
        buffer = st.size < VISIT_SCRATCH_BYTES ? visitScratchOf(st.size + 1) : Buffer.allocUnsafe(st.size + 1);
      }
      let filled = 0;
      for (let got = -1; got !== 0 && filled < buffer.length; filled += got) got = readSync(fd, buffer, filled, buffer.length - filled, filled);
      if (filled > maxBytes) {
        const st = fstatSync(fd);
        return st.isFile() ? { size: st.size } : undefined;
      }
      return { size: filled, value: visit(this.screened(path, buffer.subarray(0, filled))) };
    } catch {
      return undefined;
    } finally {
      closeSync(fd);
    }
  }

  /**
   * A descriptor of a file inside the root, opened refusing a link: null when it is none (missing, a link,
   * outside the root), undefined when the platform cannot refuse a link on open.
   */
  private openConfined(path: string): number | null | undefined {
    if (OPEN_NO_FOLLOW === undefined) return this.resolve(path) ? undefined : null;
    const normalized = normalizeRepoPath(path);
    if (normalized === undefined || normalized === '') return null;
    const full = this.fullPath(normalized);
    if (!this.insideRoot(full)) return null;
    return openNoFollow(full);
  }

  async fileSize(path: string): Promise<number | undefined> {
    // The size of the lstat that confined the path: no second stat.
    const resolved = this.resolve(path);
    if (resolved) {
      if (this.sized.size >= SIZED_CACHE) this.sized.delete(this.sized.keys().next().value!);
      this.sized.set(path, resolved);
    }
    return resolved?.size;
  }

  /**
   * Paths whose size was just asked, confined: callers ask the size before reading (to refuse a huge file),
   * and the read that follows takes the confinement from here instead of a second lstat.
   */
  private readonly sized = new Map<string, { full: string; size: number }>();
}

/** A reusable read buffer of at least `bytes` (reads are synchronous: one caller at a time). */
let scratchBuffer: Buffer | undefined;
function scratchOf(bytes: number): Buffer {
  if (!scratchBuffer || scratchBuffer.length < bytes) scratchBuffer = Buffer.allocUnsafe(bytes);
  return bytes === scratchBuffer.length ? scratchBuffer : scratchBuffer.subarray(0, bytes);
}

/**
 * The buffer visitFile lends (not readFileWithin's: a visitor that starts a read of its own would overwrite
 * the bytes it is looking at, and this one grows to the largest file visited). Files up to this size are
 * read into it; bigger ones get their own buffer, so the lent one never holds more than this.
 */
const VISIT_SCRATCH_BYTES = 8 * 1024 * 1024;
let visitScratch: Buffer | undefined;
function visitScratchOf(bytes: number): Buffer {
  if (!visitScratch || visitScratch.length < bytes) visitScratch = Buffer.allocUnsafe(Math.max(bytes, 1024 * 1024));
  return visitScratch.subarray(0, bytes);
}

/** Read-only, refusing a link as the last component, never blocking on a FIFO; undefined without O_NOFOLLOW (Windows). */
const OPEN_NO_FOLLOW = constants.O_NOFOLLOW === undefined ? undefined : constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** A descriptor of `full` opened refusing a link (OPEN_NO_FOLLOW, which must be defined), or null. */
function openNoFollow(full: string): number | null {
  try {
    return openSync(full, OPEN_NO_FOLLOW!);
  } catch {
    return null;
  }
}

/** lstat, or undefined when the path is missing, runs through a file (ENOTDIR) or is unreadable. */
function lstatOf(path: string): Stats | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

function realPathOf(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}
