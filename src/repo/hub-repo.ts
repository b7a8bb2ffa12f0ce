import type { HubClient } from '../hub/client.js';
import { HubError, HubFileTooLargeError, HubNotFoundError } from '../hub/errors.js';
import type { HubRepoKind, HubTreeEntry } from '../hub/types.js';
import { normalizeRepoPath, type RepoView, type StoredAs } from './view.js';

/** Files larger than this are never downloaded: checks see their size and report them as too large. */
export const HUB_MAX_FILE_BYTES = 4 * 1024 * 1024;

/**
 * How one file of the tree is read, decided from the tree entry before any download:
 * - `read`: downloaded whole (once, and not at all when the content store has its blob);
 * - `skip`: never downloaded; reads answer undefined and the path is listed in `skippedReads`;
 * - `prefix`: streamed and cut where `stopAt` says, then `reduce`d to what the rules use (the content
 *   store keeps the reduced text under `<blob id>:<key>`).
 */
export type HubReadMode =
  | { mode: 'read' }
  | { mode: 'skip' }
  | { mode: 'prefix'; key: string; stopAt: (received: Uint8Array) => number | undefined; reduce: (text: string) => string };

export type HubReadPlan = (path: string, entry: HubTreeEntry) => HubReadMode;

/** File contents by blob id, shared across repositories and runs (the audit cache implements it). */
export interface BlobStore {
  get(key: string): Uint8Array | undefined;
  set(key: string, bytes: Uint8Array): void;
}

export interface HubRepoViewOptions {
  maxFileBytes?: number;
  /** The tree listing at this sha, when already known (the audit cache): no tree call. */
  tree?: readonly HubTreeEntry[];
  plan?: HubReadPlan;
  blobs?: BlobStore;
  /**
   * Contents known without a download, by path (README.md front matter from the listing's cardData):
   * used when the tree lists the path.
   */
  known?: ReadonlyMap<string, Uint8Array>;
}

/**
 * A Hub repository pinned to one commit. The file list comes from one recursive tree call; file bytes
 * are fetched only when a check reads them, once each (concurrent reads share the request), and not at
 * all when the blob store already holds that blob id or the read plan skips the file.
 *
 * A file the tree lists but the Hub answers 404 for is remembered in `missingFiles` and reads as absent;
 * a file that could not be read at all (5xx after retries, timeouts) is remembered in `readErrors` and
 * also reads as absent, so the audit can mark the environment `error` instead of trusting the findings.
 */
export class HubRepoView implements RepoView {
  readonly label: string;
  readonly missingFiles: string[] = [];
  readonly readErrors: { path: string; error: Error }[] = [];
  /** Files a check asked for that the read plan skipped. */
  readonly skippedReads = new Set<string>();
  /** Blob-store keys this view read or wrote (the audit cache keeps them with the repository). */
  readonly blobKeys = new Set<string>();
  /** Downloads sent, and reads answered from the blob store. */
  downloads = 0;
  storeHits = 0;
  private tree?: Promise<Map<string, HubTreeEntry>>;
  /** The tree as listed (for the audit cache), once read. */
  treeEntries?: HubTreeEntry[];
  private readonly reads = new Map<string, Promise<Uint8Array | undefined>>();
  private readonly maxFileBytes: number;

  constructor(
    private readonly client: HubClient,
    readonly kind: HubRepoKind,
    readonly id: string,
    readonly sha: string,
    options: HubRepoViewOptions | number = {},
  ) {
    this.label = `hf ${kind}/${id}@${sha.slice(0, 12)}`;
    this.options = typeof options === 'number' ? { maxFileBytes: options } : options;
    this.maxFileBytes = this.options.maxFileBytes ?? HUB_MAX_FILE_BYTES;
  }
  private readonly options: HubRepoViewOptions;

  /** The tree, fetched once. Errors propagate: without a tree there is nothing to audit. */
  entries(): Promise<Map<string, HubTreeEntry>> {
    const listed = this.options.tree ? Promise.resolve([...this.options.tree]) : undefined;
    this.tree ??= (listed ?? this.client.listTree(this.kind, this.id, this.sha)).then((files) => {
      this.treeEntries = files;
      const map = new Map<string, HubTreeEntry>();
      for (const file of files) {
        const path = normalizeRepoPath(file.path);
        if (path && !path.startsWith('.git/')) map.set(path, file);
      }
      return map;
    });
    return this.tree;
  }

  async listFiles(): Promise<readonly string[]> {
    return [...(await this.entries()).keys()].sort();
  }

  async fileSize(path: string): Promise<number | undefined> {
    const normalized = normalizeRepoPath(path);
    if (!normalized) return undefined;
    const entry = (await this.entries()).get(normalized);
    // LFS files resolve to their content, so the content size is what a check would read.
    return entry ? (entry.lfs?.size ?? entry.size) : undefined;
  }

  async storedAs(path: string): Promise<StoredAs | undefined> {
    const normalized = normalizeRepoPath(path);
    const entry = normalized ? (await this.entries()).get(normalized) : undefined;
    if (!entry) return undefined;
    return { oid: entry.oid, ...(entry.lfs ? { lfs: { oid: entry.lfs.oid, size: entry.lfs.size } } : {}) };
  }

  readFile(path: string): Promise<Uint8Array | undefined> {
    const normalized = normalizeRepoPath(path);
    if (!normalized) return Promise.resolve(undefined);
    let read = this.reads.get(normalized);
    if (!read) {
      read = this.fetchFile(normalized);
      this.reads.set(normalized, read);
    }
    return read;
  }

  /** Drop downloaded bytes (the audit keeps findings, not files). */
  release(): void {
    this.reads.clear();
  }

  private async fetchFile(path: string): Promise<Uint8Array | undefined> {
    const entry = (await this.entries()).get(path);
    if (!entry) return undefined;
    // The tree gives the size: a file over the limit is never requested (the checks see its size).
    if ((entry.lfs?.size ?? entry.size) > this.maxFileBytes) return undefined;
    const known = this.options.known?.get(path);
    if (known) return known;
    const how = this.options.plan?.(path, entry) ?? { mode: 'read' };
    if (how.mode === 'skip') {
      this.skippedReads.add(path);
      return undefined;
    }
    const blob = entry.lfs?.oid ?? entry.oid;
    const key = blob ? (how.mode === 'prefix' ? `${blob}:${how.key}` : blob) : undefined;
    if (key) this.blobKeys.add(key);
    const stored = key ? this.options.blobs?.get(key) : undefined;
    if (stored) {
      this.storeHits++;
      return stored;
    }
    try {
      this.downloads++;
      let bytes: Uint8Array;
      if (how.mode === 'prefix') {
        const response = await this.client.resolve(this.kind, this.id, this.sha, path, { maxBytes: this.maxFileBytes, stopAt: how.stopAt });
        bytes = new TextEncoder().encode(how.reduce(new TextDecoder().decode(response.body)));
      } else bytes = await this.client.resolveFile(this.kind, this.id, this.sha, path, this.maxFileBytes);
      if (key) this.options.blobs?.set(key, bytes);
      return bytes;
    } catch (error) {
      if (error instanceof HubNotFoundError) this.missingFiles.push(path);
      else if (error instanceof HubFileTooLargeError) return undefined;
      else this.readErrors.push({ path, error: error instanceof Error ? error : new HubError(String(error)) });
      return undefined;
    }
  }
}
