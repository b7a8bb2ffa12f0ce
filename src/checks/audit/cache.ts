import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ListingPage, ListingPageStore } from '../../hub/client.js';
import type { HubTreeEntry } from '../../hub/types.js';
import type { BlobStore } from '../../repo/hub-repo.js';
import type { EnvironmentRecord } from './environment.js';

/**
 * The audit cache: one JSON file (restore and save it with `actions/cache`) with three layers, each
 * reused as far as it is still true:
 *
 * - per Hub repository, the commit it was audited at, its tree listing, and the result. The result is
 *   reused only by the same checker (`checkerKey`: tool version, cache format, and every rule's id,
 *   severity and version); the tree is reused whatever the checker, because it depends only on the sha.
 * - file contents by blob id (from the tree), so a new commit downloads only the files it changed, and
 *   a new tool or rule version checks again from cached contents without a single download.
 * - listing pages with their ETag, so an unchanged page comes back as a 304.
 *
 * `error` results are never cached: the next run retries them. Only what this run used is written back,
 * so the file never grows past one audit; a run that did not see everything (cancelled, listing cut
 * short, a shard) also keeps the entries it never reached.
 */
export interface AuditCacheFile {
  version: 2;
  checker: string;
  savedAt: string;
  repos: Record<string, CachedRepo>;
  listings: Record<string, ListingPage>;
  /** Blob id (`oid` or `oid:reduction`) → `t:<utf-8 text>` or `b:<base64>`. */
  blobs: Record<string, string>;
}

export interface CachedResult {
  status: EnvironmentRecord['status'];
  findings: EnvironmentRecord['findings'];
  source: EnvironmentRecord['source'];
}

export interface CachedRepo {
  sha: string;
  tree?: HubTreeEntry[];
  /** Blob-store keys of the files read at this sha: kept while the repository is. */
  blobs?: string[];
  /** Absent when it was made by another checker (kept for the tree) or when the result was `error`. */
  result?: CachedResult;
}

export class AuditCache implements ListingPageStore {
  hits = 0;
  /** Unchanged repositories checked again because the checker changed (no download needed). */
  rechecks = 0;
  private readonly nextRepos = new Map<string, CachedRepo>();
  private readonly nextListings = new Map<string, ListingPage>();
  private readonly nextBlobs = new Map<string, string>();

  private constructor(
    private readonly checkerKey: string,
    private readonly previous: AuditCacheFile | undefined,
  ) {}

  static empty(checkerKey: string): AuditCache {
    return new AuditCache(checkerKey, undefined);
  }

  /** Loads the cache file; a missing, unreadable or foreign file is an empty cache (with a note why). */
  static async load(path: string, checkerKey: string, note: (message: string) => void): Promise<AuditCache> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      note(`audit cache ${path} not found: starting empty`);
      return AuditCache.empty(checkerKey);
    }
    try {
      const parsed = JSON.parse(text) as Partial<AuditCacheFile>;
      if (parsed.version !== 2 || typeof parsed.repos !== 'object' || !parsed.repos) throw new Error('unknown format (written by another version)');
      const file: AuditCacheFile = { ...(parsed as AuditCacheFile), listings: parsed.listings ?? {}, blobs: parsed.blobs ?? {} };
      if (parsed.checker !== checkerKey) {
        note(`audit cache ${path} was written by another tool or rule version: every repository is checked again, from cached files where they are unchanged`);
        const repos: Record<string, CachedRepo> = {};
        for (const [key, repo] of Object.entries(file.repos)) repos[key] = { sha: repo.sha, ...(repo.tree ? { tree: repo.tree } : {}), ...(repo.blobs ? { blobs: repo.blobs } : {}) };
        return new AuditCache(checkerKey, { ...file, repos });
      }
      return new AuditCache(checkerKey, file);
    } catch (error) {
      // A parser message quotes the start of the file: name only what was wrong with it.
      note(`audit cache ${path} is unreadable (${error instanceof SyntaxError ? 'not JSON' : (error as Error).message}): starting empty`);
      return AuditCache.empty(checkerKey);
    }
  }

  /** The cached result of a repository at exactly this sha, by this checker. */
  lookup(key: string, sha: string): CachedResult | undefined {
    const cached = this.previous?.repos[key];
    if (!cached || cached.sha !== sha || !cached.result) return undefined;
    this.hits++;
    this.nextRepos.set(key, cached);
    for (const blob of cached.blobs ?? []) {
      const encoded = this.previous?.blobs[blob];
      if (encoded !== undefined) this.nextBlobs.set(blob, encoded);
    }
    return cached.result;
  }

  /** The tree listing of a repository at exactly this sha (trees do not depend on the checker). */
  tree(key: string, sha: string): HubTreeEntry[] | undefined {
    const cached = this.previous?.repos[key];
    return cached && cached.sha === sha ? cached.tree : undefined;
  }

  remember(key: string, record: EnvironmentRecord, tree: HubTreeEntry[] | undefined, blobs: Iterable<string> = [], recheck = false): void {
    if (!record.sha || (record.status === 'error' && !tree)) return;
    if (recheck) this.rechecks++;
    const result = record.status === 'error' ? undefined : { status: record.status, findings: record.findings, source: record.source };
    const keys = [...blobs].sort();
    this.nextRepos.set(key, { sha: record.sha, ...(tree ? { tree } : {}), ...(keys.length ? { blobs: keys } : {}), ...(result ? { result } : {}) });
  }

  get(url: string): ListingPage | undefined {
    return this.previous?.listings?.[url];
  }

  set(page: ListingPage): void {
    if (page.etag) this.nextListings.set(page.url, page);
  }

  getBlob(key: string): Uint8Array | undefined {
    const encoded = this.nextBlobs.get(key) ?? this.previous?.blobs[key];
    if (encoded === undefined) return undefined;
    this.nextBlobs.set(key, encoded);
    return encoded.startsWith('t:') ? new TextEncoder().encode(encoded.slice(2)) : new Uint8Array(Buffer.from(encoded.slice(2), 'base64'));
  }

  setBlob(key: string, bytes: Uint8Array): void {
    let text: string | undefined;
    try {
      text = bytes.includes(0) ? undefined : new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = undefined;
    }
    this.nextBlobs.set(key, text !== undefined ? `t:${text}` : `b:${Buffer.from(bytes).toString('base64')}`);
  }

  /** The BlobStore view of this cache (HubRepoView reads and fills it). */
  get blobs(): BlobStore {
    return { get: (key) => this.getBlob(key), set: (key, bytes) => this.setBlob(key, bytes) };
  }

  /**
   * Writes what this run used and learned (atomically: a cancelled write never leaves half a file).
   * `partial`: the run did not see every repository (cancelled, a listing stopped early, one shard), so
   * the entries it never reached are kept for the next run instead of being dropped.
   */
  async save(path: string, now: Date, options: { partial?: boolean } = {}): Promise<void> {
    const keep = <T>(previous: Record<string, T> | undefined, next: Map<string, T>) =>
      options.partial ? { ...previous, ...Object.fromEntries(next) } : Object.fromEntries(next);
    const file: AuditCacheFile = {
      version: 2,
      checker: this.checkerKey,
      savedAt: now.toISOString(),
      repos: keep(this.previous?.repos, this.nextRepos),
      listings: keep(this.previous?.listings, this.nextListings),
      blobs: keep(this.previous?.blobs, this.nextBlobs),
    };
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(file));
    await rename(temporary, path);
  }
}
