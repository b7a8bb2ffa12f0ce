import type { GitRunner } from './git.js';
import { normalizeRepoPath, type RepoView } from './view.js';

interface TreeEntry {
  objectId: string;
  size: number;
}

/** Blobs larger than this are never pulled in by a prefetch (rules refuse huge files before reading). */
const MAX_PREFETCHED_BYTES = 5 * 1024 * 1024;
/** Bytes one `cat-file --batch` of readFiles may return (its output is held whole). */
const MAX_BATCH_BYTES = 64 * 1024 * 1024;

export interface GitRevisionViewOptions {
  /**
   * Files to read in ONE `git cat-file --batch` process on first read (e.g. every `.md` for rfc-lint).
   * Other files are read one by one, through the runner's streaming `cat-file --batch` (readBlob).
   */
  prefetch?: (path: string) => boolean;
  /** Name in messages (default `git <revision>`): a view of a resolved commit id can keep the name the user gave. */
  label?: string;
}

/**
 * The tree of one git revision, from `git ls-tree -r -l` once. Without --full-tree, paths are relative
 * to git's working directory (the scanned folder), like every other view, also when that folder is a
 * subdirectory of the repository. Symlinks (mode 120000) and submodules are not listed as files.
 */
export class GitRevisionView implements RepoView {
  readonly label: string;
  private entries?: Promise<Map<string, TreeEntry>>;
  private prefetched?: Promise<Map<string, Uint8Array>>;
  constructor(
    private readonly git: GitRunner,
    readonly revision: string,
    private readonly options: GitRevisionViewOptions = {},
  ) {
    this.label = options.label ?? `git ${revision}`;
  }

  private load(): Promise<Map<string, TreeEntry>> {
    this.entries ??= listTree(this.git, this.revision);
    return this.entries;
  }

  private isPrefetched(path: string, entry: TreeEntry): boolean {
    return this.options.prefetch !== undefined && entry.size <= MAX_PREFETCHED_BYTES && this.options.prefetch(path);
  }

  private loadPrefetched(): Promise<Map<string, Uint8Array>> {
    this.prefetched ??= this.load().then(async (entries) => {
      const wanted = [...entries].filter(([path, entry]) => this.isPrefetched(path, entry));
      const blobs = new Map<string, Uint8Array>();
      if (wanted.length === 0) return blobs;
      const byObject = await readBlobs(this.git, wanted.map(([, e]) => e.objectId));
      for (const [path, entry] of wanted) {
        const blob = byObject.get(entry.objectId);
        if (blob) blobs.set(path, blob);
      }
      return blobs;
    });
    return this.prefetched;
  }

  async listFiles(): Promise<readonly string[]> {
    return [...(await this.load()).keys()].sort();
  }

  /** Symbolic links and submodules of the revision (listFiles lists blobs only). */
  async listOtherEntries(): Promise<ReadonlyMap<string, string>> {
    return otherEntries.get(await this.load()) ?? new Map();
  }

  async readFile(path: string): Promise<Uint8Array | undefined> {
    const normalized = normalizeRepoPath(path);
    if (!normalized) return undefined;
    const entry = (await this.load()).get(normalized);
    if (!entry) return undefined;
    if (this.isPrefetched(normalized, entry)) return (await this.loadPrefetched()).get(normalized);
    const cached = blobCache.get(this.git)?.blobs.get(entry.objectId);
    if (cached) return cached;
    if (this.git.readBlob) {
      try {
        return await this.git.readBlob(entry.objectId);
      } catch {
        // The stream failed (git stopped, a deadline): this file gets its own process, as before.
      }
    }
    const result = await this.git(['cat-file', 'blob', entry.objectId], { allowFailure: true });
    return result.exitCode === 0 ? result.stdout : undefined;
  }

  /** One `git cat-file --batch` for every path (prefetched ones come from memory). */
  async readFiles(paths: readonly string[]): Promise<Map<string, Uint8Array>> {
    const entries = await this.load();
    const out = new Map<string, Uint8Array>();
    const wanted: [string, TreeEntry][] = [];
    for (const path of paths) {
      const normalized = normalizeRepoPath(path);
      const entry = normalized === undefined ? undefined : entries.get(normalized);
      if (!entry) continue;
      if (this.isPrefetched(normalized!, entry)) {
        const blob = (await this.loadPrefetched()).get(normalized!);
        if (blob) out.set(path, blob);
      } else wanted.push([path, entry]);
    }
    // Batches of bounded size: the output of one process is held in memory whole.
    for (let start = 0; start < wanted.length; ) {
      let bytes = 0;
      let end = start;
      while (end < wanted.length && (end === start || bytes + wanted[end]![1].size <= MAX_BATCH_BYTES)) bytes += wanted[end++]![1].size;
      const batch = wanted.slice(start, end);
      const byObject = await readBlobs(this.git, batch.map(([, e]) => e.objectId));
      for (const [path, entry] of batch) {
        const blob = byObject.get(entry.objectId);
        if (blob) out.set(path, blob);
      }
      start = end;
    }
    return out;
  }

  /** The blob the revision lists at `path`: its object id and size (from `ls-tree -l`, nothing read). */
  async blob(path: string): Promise<{ objectId: string; size: number } | undefined> {
    const normalized = normalizeRepoPath(path);
    const entry = normalized ? (await this.load()).get(normalized) : undefined;
    return entry && { objectId: entry.objectId, size: entry.size };
  }

  async fileSize(path: string): Promise<number | undefined> {
    const normalized = normalizeRepoPath(path);
    return normalized ? (await this.load()).get(normalized)?.size : undefined;
  }
}

/**
 * Blobs a runner has read, by id, while their batches fit the budget: in a review the files read for the
 * diff model are the files the engine then scans for suppressions, and a blob id names its content.
 */
const blobCache = new WeakMap<GitRunner, { bytes: number; blobs: Map<string, Uint8Array> }>();
const MAX_CACHED_BLOB_BYTES = 16 * 1024 * 1024;

/** The symbolic links and submodules of a listing (kept beside it: most trees have none). */
const otherEntries = new WeakMap<Map<string, TreeEntry>, Map<string, string>>();

/** Tree listings a runner has read, by revision: views of one revision (the pipeline's, a check's) share one `ls-tree`. */
const listings = new WeakMap<GitRunner, Map<string, Promise<Map<string, TreeEntry>>>>();

function listTree(git: GitRunner, revision: string): Promise<Map<string, TreeEntry>> {
  let cache = listings.get(git);
  if (!cache) listings.set(git, (cache = new Map()));
  let listing = cache.get(revision);
  if (!listing) {
    listing = git(['ls-tree', '-r', '-l', '-z', revision]).then(({ stdout }) => {
      const entries = new Map<string, TreeEntry>();
      const others = new Map<string, string>();
      for (const record of stdout.toString('utf8').split('\0')) {
        if (!record) continue;
        // "<mode> SP <type> SP <object> SP+ <size> TAB <path>"
        const tab = record.indexOf('\t');
        const [mode, type, objectId, size] = record.slice(0, tab).split(/ +/);
        if (mode === '120000') others.set(record.slice(tab + 1), 'a symbolic link');
        else if (type === 'commit') others.set(record.slice(tab + 1), 'a submodule');
        if (type !== 'blob' || mode === '120000' || !objectId) continue;
        entries.set(record.slice(tab + 1), { objectId, size: Number(size) });
      }
      if (others.size) otherEntries.set(entries, others);
      return entries;
    });
    listing.catch(() => cache.delete(revision));
    cache.set(revision, listing);
  }
  return listing;
}

/** Reads many blobs by object id through one `git cat-file --batch` (none when every one was read before). */
export async function readBlobs(git: GitRunner, objectIds: readonly string[]): Promise<Map<string, Uint8Array>> {
  let cache = blobCache.get(git);
  if (!cache) blobCache.set(git, (cache = { bytes: 0, blobs: new Map() }));
  const out = new Map<string, Uint8Array>();
  const missing: string[] = [];
  for (const id of objectIds) {
    const blob = cache.blobs.get(id);
    if (blob) out.set(id, blob);
    else missing.push(id);
  }
  if (missing.length === 0) return out;
  // The runner's streaming `cat-file --batch` when it has one: the review's reads (documents at HEAD and
  // BASE, HEAD texts, BASE texts, single files) then share one git process instead of a spawn each.
  if (git.readBlob) {
    const read = await Promise.all(missing.map((id) => git.readBlob!(id)));
    const bytes = read.reduce((n, blob) => n + (blob?.byteLength ?? 0), 0);
    const remember = cache.bytes + bytes <= MAX_CACHED_BLOB_BYTES;
    if (remember) cache.bytes += bytes;
    missing.forEach((id, index) => {
      const blob = read[index];
      if (!blob) return;
      out.set(id, blob);
      if (remember) cache.blobs.set(id, blob);
    });
    return out;
  }
  const { stdout } = await git(['cat-file', '--batch'], { input: missing.map((id) => `${id}\n`).join('') });
  const read = parseCatFileBatch(stdout);
  // The blobs are views of one output buffer: remembered only when that whole buffer fits the budget.
  const remember = cache.bytes + stdout.byteLength <= MAX_CACHED_BLOB_BYTES;
  if (remember) cache.bytes += stdout.byteLength;
  for (const [id, blob] of read) {
    out.set(id, blob);
    if (remember) cache.blobs.set(id, blob);
  }
  return out;
}

/** `<oid> SP <type> SP <size> LF <content> LF`, repeated; `<name> missing LF` for unknown objects. */
export function parseCatFileBatch(output: Buffer): Map<string, Uint8Array> {
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
