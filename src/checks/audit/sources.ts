import picomatch from 'picomatch';
import type { HubClient, ListingPageStore } from '../../hub/client.js';
import { HubBudgetExhaustedError, HubCancelledError, HubDeadlineError } from '../../hub/errors.js';
import type { HubRepoEntry, HubRepoKind } from '../../hub/types.js';
import { filesUnder, normalizeRepoPath, type RepoView } from '../../repo/view.js';

/** A Hub repository to audit, as listed; `problem` is set when even its info could not be read. */
export interface HubTarget {
  entry: HubRepoEntry;
  problem?: Error;
}

export interface HubSelection {
  /** Tag filter of the listing (`openenv`); empty lists without a tag filter (needs an author). */
  tag: string;
  /** Scope the listing to these authors (one listing each); empty = everyone. */
  authors: readonly string[];
  /** Hub full-text search term, ANDed with the tag (`search=`). */
  query: string;
  /** Explicit repositories added on top: `owner/name` (a Space) or `datasets/owner/name`. */
  ids: readonly string[];
  /** Also list dataset repositories with the tag (audited when they carry `environment.yaml`). */
  datasets: boolean;
}

/**
 * Every repository the selection names, listing page by page (one paginated call per kind and author,
 * with the fields the audit needs expanded), then explicit ids; each repository once. A listing that
 * fails after retries is reported through `onIncomplete` and the others still run.
 */
export async function* hubTargets(
  client: HubClient,
  selection: HubSelection,
  store: ListingPageStore | undefined,
  onIncomplete: (message: string, error: Error) => void,
): AsyncGenerator<HubTarget> {
  const seen = new Set<string>();
  const kinds: HubRepoKind[] = selection.datasets ? ['spaces', 'datasets'] : ['spaces'];
  const authors = selection.authors.length ? selection.authors : [undefined];
  for (const kind of kinds) {
    for (const author of authors) {
      if (!selection.tag && !author && !selection.query) continue; // never list the whole Hub
      let listed = 0;
      try {
        for await (const page of client.listRepos(kind, { filter: selection.tag || undefined, author, search: selection.query || undefined }, store)) {
          for (const entry of page.entries) {
            listed++;
            const key = `${entry.kind}/${entry.id}`;
            if (seen.has(key)) continue;
            seen.add(key);
            yield { entry };
          }
        }
      } catch (error) {
        // A cancelled run stops quietly; a deadline leaves the listing incomplete, and says so.
        if (error instanceof HubCancelledError && !(error instanceof HubDeadlineError)) return;
        const what = `${kind}${selection.tag ? ` tagged ${selection.tag}` : ''}${author ? ` by ${author}` : ''}`;
        onIncomplete(`The listing of ${what} stopped after ${listed} repositories: ${(error as Error).message}`, error as Error);
        if (error instanceof HubBudgetExhaustedError || error instanceof HubDeadlineError) return;
      }
    }
  }
  for (const raw of selection.ids) {
    const { kind, id } = parseRepoRef(raw);
    const key = `${kind}/${id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    try {
      yield { entry: await client.repoInfo(kind, id) };
    } catch (error) {
      if (error instanceof HubCancelledError) return;
      yield { entry: { kind, id, tags: [] }, problem: error as Error };
    }
  }
}

/** `owner/name`, `spaces/owner/name` or `datasets/owner/name`. */
export function parseRepoRef(raw: string): { kind: HubRepoKind; id: string } {
  const trimmed = raw.trim().replace(/^https?:\/\/[^/]+\//, '').replace(/\/+$/, '');
  if (trimmed.startsWith('datasets/')) return { kind: 'datasets', id: trimmed.slice('datasets/'.length) };
  if (trimmed.startsWith('spaces/')) return { kind: 'spaces', id: trimmed.slice('spaces/'.length) };
  return { kind: 'spaces', id: trimmed };
}

/**
 * Environment folders under the root matched by globs (`envs/*`): folders matched directly, and the
 * folder of any matched `openenv.yaml`. Sorted, each once.
 */
export async function localTargets(repo: RepoView, globs: readonly string[]): Promise<string[]> {
  const patterns = globs.map((g) => g.trim().replace(/^\.\//, '').replace(/\/+$/, '')).filter(Boolean);
  if (patterns.length === 0) return [];
  const matches = picomatch(patterns, { dot: false });
  const folders = new Set<string>();
  for (const file of await repo.listFiles()) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) {
      const dir = parts.slice(0, i).join('/');
      if (matches(dir)) folders.add(dir);
    }
    if (parts[parts.length - 1] === 'openenv.yaml' && matches(file)) folders.add(parts.slice(0, -1).join('/') || '.');
  }
  if (patterns.includes('.')) folders.add('.');
  // A folder inside another matched folder belongs to it (envs/a/server is part of envs/a).
  const sorted = [...folders].sort();
  return sorted.filter((dir) => !sorted.some((other) => other !== dir && other !== '.' && dir.startsWith(`${other}/`)));
}

/** A folder of another view, as its own tree (paths relative to the folder). */
export class SubtreeView implements RepoView {
  readonly label: string;
  private readonly prefix: string;
  constructor(
    private readonly base: RepoView,
    folder: string,
  ) {
    this.prefix = folder === '.' || folder === '' ? '' : `${folder}/`;
    this.label = `${base.label}/${folder}`;
  }
  async listFiles(): Promise<readonly string[]> {
    const files = await this.base.listFiles();
    // A binary search into the sorted listing: a folder audit of N environments stays linear, not N x files.
    return this.prefix ? filesUnder(files, this.prefix.slice(0, -1)).map((f) => f.slice(this.prefix.length)) : files;
  }
  readFile(path: string): Promise<Uint8Array | undefined> {
    const inner = normalizeRepoPath(path);
    return inner ? this.base.readFile(this.prefix + inner) : Promise.resolve(undefined);
  }
  fileSize(path: string): Promise<number | undefined> {
    const inner = normalizeRepoPath(path);
    return inner ? this.base.fileSize(this.prefix + inner) : Promise.resolve(undefined);
  }
}
