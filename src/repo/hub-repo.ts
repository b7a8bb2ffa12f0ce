import type { HubClient } from '../hub/client.js';
import { HubError, HubFileTooLargeError, HubNotFoundError } from '../hub/errors.js';
import type { HubRepoKind, HubTreeEntry } from '../hub/types.js';
import { normalizeRepoPath, type RepoView } from './view.js';

/** Files larger than this are never downloaded: checks see their size and report them as too large. */
export const HUB_MAX_FILE_BYTES = 4 * 1024 * 1024;

/**
 * A Hub repository pinned to one commit. The file list comes from one recursive tree call; file bytes
 * are fetched only when a check reads them, once each (concurrent reads share the request).
 *
 * A file the tree lists but the Hub answers 404 for is remembered in `missingFiles` and reads as absent;
 * a file that could not be read at all (5xx after retries, timeouts) is remembered in `readErrors` and
 * also reads as absent, so the audit can mark the environment `error` instead of trusting the findings.
 */
export class HubRepoView implements RepoView {
  readonly label: string;
  readonly missingFiles: string[] = [];
  readonly readErrors: { path: string; error: Error }[] = [];
  private tree?: Promise<Map<string, HubTreeEntry>>;
  private readonly reads = new Map<string, Promise<Uint8Array | undefined>>();

  constructor(
    private readonly client: HubClient,
    readonly kind: HubRepoKind,
    readonly id: string,
    readonly sha: string,
    private readonly maxFileBytes = HUB_MAX_FILE_BYTES,
  ) {
    this.label = `hf ${kind}/${id}@${sha.slice(0, 12)}`;
  }

  /** The tree, fetched once. Errors propagate: without a tree there is nothing to audit. */
  entries(): Promise<Map<string, HubTreeEntry>> {
    this.tree ??= this.client.listTree(this.kind, this.id, this.sha).then((files) => {
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
    try {
      return await this.client.resolveFile(this.kind, this.id, this.sha, path, this.maxFileBytes);
    } catch (error) {
      if (error instanceof HubNotFoundError) this.missingFiles.push(path);
      else if (error instanceof HubFileTooLargeError) return undefined;
      else this.readErrors.push({ path, error: error instanceof Error ? error : new HubError(String(error)) });
      return undefined;
    }
  }
}
