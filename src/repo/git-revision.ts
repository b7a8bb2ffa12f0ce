import { GitError, type GitRunner } from './git.js';
import { normalizeRepoPath, type RepoView } from './view.js';

interface TreeEntry {
  objectId: string;
  size: number;
}

/**
 * The tree of one git revision, read with `git ls-tree -r -l` once (paths relative to the runner's folder, so a subfolder root sees its own subtree) and `git cat-file` per file.
 * Symlinks (mode 120000) and submodules are not listed as files.
 */
export class GitRevisionView implements RepoView {
  readonly label: string;
  private entries?: Map<string, TreeEntry>;
  constructor(
    private readonly git: GitRunner,
    readonly revision: string,
  ) {
    this.label = `git ${revision}`;
  }

  private async load(): Promise<Map<string, TreeEntry>> {
    if (this.entries) return this.entries;
    const { stdout } = await this.git(['ls-tree', '-r', '-l', '-z', this.revision]);
    const entries = new Map<string, TreeEntry>();
    for (const record of stdout.toString('utf8').split('\0')) {
      if (!record) continue;
      // "<mode> SP <type> SP <object> SP+ <size> TAB <path>"
      const tab = record.indexOf('\t');
      const [mode, type, objectId, size] = record.slice(0, tab).split(/ +/);
      if (type !== 'blob' || mode === '120000' || !objectId) continue;
      entries.set(record.slice(tab + 1), { objectId, size: Number(size) });
    }
    this.entries = entries;
    return entries;
  }

  async listFiles(): Promise<readonly string[]> {
    return [...(await this.load()).keys()].sort();
  }

  async readFile(path: string): Promise<Uint8Array | undefined> {
    const normalized = normalizeRepoPath(path);
    if (!normalized) return undefined;
    const entry = (await this.load()).get(normalized);
    if (!entry) return undefined;
    try {
      return (await this.git(['cat-file', 'blob', entry.objectId])).stdout;
    } catch (error) {
      if (error instanceof GitError) return undefined;
      throw error;
    }
  }

  async fileSize(path: string): Promise<number | undefined> {
    const normalized = normalizeRepoPath(path);
    if (!normalized) return undefined;
    return (await this.load()).get(normalized)?.size;
  }
}
