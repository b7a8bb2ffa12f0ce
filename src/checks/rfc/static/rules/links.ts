import type { Link, RfcDocument } from '../../document.js';
import type { StaticContext } from '../context.js';
import { isExternal, resolveRelative, splitTarget } from '../context.js';
import { trimTrailing } from '../../../../engine/text.js';

/** A link whose target lands in this repository's tree. */
export interface ResolvedLink {
  link: Link;
  /** Repository path the link points to (undefined when it leaves the repository). */
  path?: string;
  fragment?: string;
  /** `relative` (path in the file), `github` (absolute URL to this repo's default branch), `fragment` (same file). */
  via: 'relative' | 'github' | 'fragment';
}

const GITHUB_BLOB = /^https?:\/\/(?:www\.)?github\.com\/([^/\s]+)\/([^/\s]+)\/(blob|tree|raw)\/([^/\s]+)\/([^?#\s]*)(?:\?[^#\s]*)?(?:#(\S*))?$/i;

function safeDecodeComponent(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** True for links the link rules check in this document (spec 7.6). */
export function linkInScope(ctx: StaticContext, doc: RfcDocument, link: Link): boolean {
  if (link.kind === 'reference' ) return false; // checked at the definition
  const inRfcDir = doc.path.startsWith(`${ctx.options.rfcDir}/`);
  if (inRfcDir) return true;
  const segment = ctx.options.rfcDir.split('/').pop()!;
  return splitTarget(link.target).path.split('/').includes(segment);
}

/** Resolve a link into the tree, or undefined for links that point elsewhere (other sites, other repos). */
export function resolveLink(ctx: StaticContext, doc: RfcDocument, link: Link): ResolvedLink | undefined {
  const target = link.target.trim();
  if (target === '') return undefined;
  if (target.startsWith('#')) return { link, path: doc.path, fragment: safeDecodeComponent(target.slice(1)), via: 'fragment' };
  if (isExternal(target)) {
    const m = GITHUB_BLOB.exec(target);
    if (!m) return undefined;
    const slug = `${m[1]}/${m[2]}`.toLowerCase();
    const own = [ctx.options.repositorySlug, ...ctx.options.formerSlugs].filter(Boolean).map((s) => s!.toLowerCase());
    if (!own.includes(slug)) return undefined;
    const branch = m[4];
    const defaults = ctx.options.defaultBranch ? [ctx.options.defaultBranch] : ['main', 'master'];
    if (!defaults.includes(branch)) return undefined;
    const path = resolveRelative('', trimTrailing(safeDecodeComponent(m[5]), /\//));
    // Spec 7.6: absolute links are checked only into the RFC folder (other paths may be pinned on purpose).
    if (path === undefined || !(path === ctx.options.rfcDir || path.startsWith(`${ctx.options.rfcDir}/`))) return undefined;
    return { link, ...(path !== undefined ? { path } : {}), ...(m[6] !== undefined ? { fragment: safeDecodeComponent(m[6]) } : {}), via: 'github' };
  }
  const { path, fragment } = splitTarget(target);
  const resolved = path === '' ? doc.path : resolveRelative(doc.path, path);
  return {
    link,
    ...(resolved !== undefined ? { path: resolved } : {}),
    ...(fragment !== undefined ? { fragment: safeDecodeComponent(fragment) } : {}),
    via: 'relative',
  };
}

/** Is this link one of the index's own entries (covered by rfc/index-dangling instead)? */
export function isIndexEntryLink(doc: RfcDocument, link: Link): boolean {
  return doc.kind === 'index' && (doc.index?.entries.some((e) => e.line === link.line && e.column === link.column) ?? false);
}
