import type { GitRunner } from '../../../repo/git.js';
import { normalizeRepoPath, type RepoView } from '../../../repo/view.js';

const MAX_BATCHED_BYTES = 5 * 1024 * 1024;

interface Entry {
  objectId: string;
  size: number;
}

/**
 * The tree of one git revision for rfc-lint: `git ls-tree` once, then every Markdown blob the lint
 * will read in ONE `git cat-file --batch` process (the generic GitRevisionView spawns one process per
 * file, which dominates pull-request mode on large RFC folders). Other files are read one by one.
 */
export class BatchedRevisionView implements RepoView {
  readonly label: string;
  private entries?: Promise<Map<string, Entry>>;
  private markdown?: Promise<Map<string, Uint8Array>>;
  constructor(
    private readonly git: GitRunner,
    readonly revision: string,
    /** Which paths to fetch in the batch (default: every `.md`). */
    private readonly batched: (path: string) => boolean = (p) => /\.md$/i.test(p),
  ) {
    this.label = `git ${revision}`;
  }

  private load(): Promise<Map<string, Entry>> {
    // Without --full-tree, paths are relative to git's working directory (the scanned folder), like
    // every other view of the tree, also when that folder is a subdirectory of the repository.
    this.entries ??= this.git(['ls-tree', '-r', '-l', '-z', this.revision]).then(({ stdout }) => {
      const entries = new Map<string, Entry>();
      for (const record of stdout.toString('utf8').split('\0')) {
        if (!record) continue;
        const tab = record.indexOf('\t');
        const [mode, type, objectId, size] = record.slice(0, tab).split(/ +/);
        if (type !== 'blob' || mode === '120000' || !objectId) continue;
        entries.set(record.slice(tab + 1), { objectId, size: Number(size) });
      }
      return entries;
    });
    return this.entries;
  }

  private loadMarkdown(): Promise<Map<string, Uint8Array>> {
    this.markdown ??= this.load().then(async (entries) => {
      // Over-size files are refused by the lint before reading; do not pull them into memory here.
      const wanted = [...entries].filter(([path, e]) => this.batched(path) && e.size <= MAX_BATCHED_BYTES);
      const blobs = new Map<string, Uint8Array>();
      if (wanted.length === 0) return blobs;
      const { stdout } = await this.git(['cat-file', '--batch'], { input: wanted.map(([, e]) => `${e.objectId}\n`).join('') });
      const byObject = parseBatch(stdout);
      for (const [path, entry] of wanted) {
        const blob = byObject.get(entry.objectId);
        if (blob) blobs.set(path, blob);
      }
      return blobs;
    });
    return this.markdown;
  }

  async listFiles(): Promise<readonly string[]> {
    return [...(await this.load()).keys()].sort();
  }

  async readFile(path: string): Promise<Uint8Array | undefined> {
    const normalized = normalizeRepoPath(path);
    if (!normalized) return undefined;
    const entry = (await this.load()).get(normalized);
    if (!entry) return undefined;
    if (this.batched(normalized) && entry.size <= MAX_BATCHED_BYTES) return (await this.loadMarkdown()).get(normalized);
    const result = await this.git(['cat-file', 'blob', entry.objectId], { allowFailure: true });
    return result.exitCode === 0 ? result.stdout : undefined;
  }

  async fileSize(path: string): Promise<number | undefined> {
    const normalized = normalizeRepoPath(path);
    return normalized ? (await this.load()).get(normalized)?.size : undefined;
  }
}

/** `<oid> SP <type> SP <size> LF <content> LF`, repeated; `<oid> missing LF` for unknown objects. */
export function parseBatch(output: Buffer): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  let at = 0;
  while (at < output.length) {
    const eol = output.indexOf(10, at);
    if (eol === -1) break;
    const header = output.subarray(at, eol).toString('utf8').split(' ');
    at = eol + 1;
    if (header[1] === 'missing' || header.length < 3) continue;
    const size = Number(header[2]);
    out.set(header[0]!, output.subarray(at, at + size));
    at += size + 1;
  }
  return out;
}
