import { lstat, readFile, readdir, realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
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
  }

  async listFiles(): Promise<readonly string[]> {
    this.cache ??= await this.walk(this.root);
    return this.cache;
  }

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
      const st = await lstat(dir).catch(() => undefined);
      if (!st?.isDirectory()) return []; // missing, a file, or a symbolic link: nothing listed, as in listFiles
    }
    return this.walk(dir);
  }

  private async walk(start: string): Promise<string[]> {
    const out: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return; // unreadable directory: nothing to list
      }
      for (const entry of entries) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!this.skippedDirs.has(entry.name)) await walk(full);
        } else if (entry.isFile()) {
          out.push(relative(this.root, full).split(sep).join('/'));
        }
      }
    };
    await walk(start);
    return out.sort();
  }

  private async resolve(path: string): Promise<string | undefined> {
    const normalized = normalizeRepoPath(path);
    if (normalized === undefined || normalized === '') return undefined;
    const full = join(this.root, normalized);
    try {
      const st = await lstat(full);
      if (!st.isFile()) return undefined;
      // Refuse files whose real location is outside the root (a parent directory may be a link).
      const real = await realpath(full);
      const realRoot = await this.realRoot();
      if (real !== realRoot && !real.startsWith(realRoot + sep)) return undefined;
      return full;
    } catch {
      return undefined;
    }
  }

  /** The root's real path, resolved once (every read compares against it). */
  private realRootPath?: string;
  private async realRoot(): Promise<string> {
    this.realRootPath ??= await realpath(this.root);
    return this.realRootPath;
  }

  async readFile(path: string): Promise<Uint8Array | undefined> {
    const full = await this.resolve(path);
    if (!full) return undefined;
    try {
      return await readFile(full);
    } catch {
      return undefined;
    }
  }

  async fileSize(path: string): Promise<number | undefined> {
    const full = await this.resolve(path);
    if (!full) return undefined;
    try {
      return (await lstat(full)).size;
    } catch {
      return undefined;
    }
  }
}
