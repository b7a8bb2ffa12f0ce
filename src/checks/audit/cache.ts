import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ListingPage, ListingPageStore } from '../../hub/client.js';
import type { EnvironmentRecord } from './environment.js';

/**
 * The audit cache: one JSON file (restore and save it with `actions/cache`) holding, per Hub repository,
 * the commit sha it was audited at and the result. A repository whose listed sha is unchanged is not
 * read again at all; listing pages are kept with their ETag so an unchanged page comes back as a 304.
 *
 * Results are only reused by the same checker (`checkerKey` covers the rule set and the cache format):
 * a new rule invalidates everything. `error` results are never cached: the next run retries them.
 * Only entries used by this run are written back, so the file never grows past one audit; a run that did
 * not see everything (cancelled, listing cut short) also keeps the entries it never reached.
 */
export interface AuditCacheFile {
  version: 1;
  checker: string;
  savedAt: string;
  repos: Record<string, CachedResult>;
  listings: Record<string, ListingPage>;
}

export interface CachedResult {
  sha: string;
  status: EnvironmentRecord['status'];
  findings: EnvironmentRecord['findings'];
  source: EnvironmentRecord['source'];
}

export class AuditCache implements ListingPageStore {
  hits = 0;
  private readonly nextRepos = new Map<string, CachedResult>();
  private readonly nextListings = new Map<string, ListingPage>();

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
      if (parsed.version !== 1 || typeof parsed.repos !== 'object' || !parsed.repos) throw new Error('unknown format');
      if (parsed.checker !== checkerKey) {
        note(`audit cache ${path} was written by a different rule set: every repository is audited again`);
        return new AuditCache(checkerKey, { ...(parsed as AuditCacheFile), repos: {} });
      }
      return new AuditCache(checkerKey, parsed as AuditCacheFile);
    } catch (error) {
      // A parser message quotes the start of the file: name only what was wrong with it.
      note(`audit cache ${path} is unreadable (${error instanceof SyntaxError ? 'not JSON' : (error as Error).message}): starting empty`);
      return AuditCache.empty(checkerKey);
    }
  }

  /** The cached result of a repository at exactly this sha. */
  lookup(key: string, sha: string): CachedResult | undefined {
    const cached = this.previous?.repos[key];
    if (!cached || cached.sha !== sha) return undefined;
    this.hits++;
    this.nextRepos.set(key, cached);
    return cached;
  }

  remember(key: string, record: EnvironmentRecord): void {
    if (record.status === 'error' || !record.sha) return;
    this.nextRepos.set(key, { sha: record.sha, status: record.status, findings: record.findings, source: record.source });
  }

  get(url: string): ListingPage | undefined {
    return this.previous?.listings?.[url];
  }

  set(page: ListingPage): void {
    if (page.etag) this.nextListings.set(page.url, page);
  }

  /**
   * Writes what this run used and learned (atomically: a cancelled write never leaves half a file).
   * `partial`: the run did not see every repository (cancelled, or a listing stopped early), so the
   * entries it never reached are kept for the next run instead of being dropped.
   */
  async save(path: string, now: Date, options: { partial?: boolean } = {}): Promise<void> {
    const repos = options.partial ? { ...this.previous?.repos, ...Object.fromEntries(this.nextRepos) } : Object.fromEntries(this.nextRepos);
    const listings = options.partial ? { ...this.previous?.listings, ...Object.fromEntries(this.nextListings) } : Object.fromEntries(this.nextListings);
    const file: AuditCacheFile = {
      version: 1,
      checker: this.checkerKey,
      savedAt: now.toISOString(),
      repos,
      listings,
    };
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(file));
    await rename(temporary, path);
  }

}
