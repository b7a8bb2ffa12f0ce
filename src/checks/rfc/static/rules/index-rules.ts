import type { IndexEntry, RfcDocument } from '../../document.js';
import type { StaticContext } from '../context.js';
import { isExternal, resolveRelative, splitTarget } from '../context.js';

/** An index entry with its target resolved against the index file. */
export interface ResolvedEntry {
  entry: IndexEntry;
  /** Repository path, undefined for URLs or paths leaving the repository. */
  path?: string;
}

export function resolvedEntries(ctx: StaticContext): { index: RfcDocument; entries: ResolvedEntry[] } | undefined {
  const index = ctx.index;
  if (!index?.index) return undefined;
  const entries = index.index.entries.map((entry) => {
    const path = isExternal(entry.target) ? undefined : resolveRelative(index.path, splitTarget(entry.target).path);
    return { entry, ...(path !== undefined ? { path } : {}) };
  });
  return { index, entries };
}

export function entryRange(entry: IndexEntry) {
  return { line: entry.line, column: entry.column, endLine: entry.endLine, endColumn: entry.endColumn };
}
