import type { Rule } from '../../../../engine/rule.js';
import type { RfcDocument } from '../../document.js';
import { slugify } from '../../slugger.js';
import type { StaticContext } from '../context.js';
import { readable } from '../context.js';
import { isIndexEntryLink, linkInScope, resolveLink } from './links.js';

/** True when the fragment lands in the document: a GitHub heading slug or an explicit <a id/name>. */
export function anchorExists(doc: RfcDocument, fragment: string): boolean {
  if (fragment === '' || fragment === 'top' || /^L\d+(?:C\d+)?(?:-L\d+(?:C\d+)?)?$/.test(fragment)) return true;
  const f = fragment.replace(/^user-content-/, '');
  return doc.anchorSet.has(f) || doc.anchorSet.has(f.toLowerCase());
}

/** Spec 7.6: fragments into RFC-folder Markdown match a GitHub heading slug or an explicit anchor (warning). */
export const brokenAnchorRule: Rule<StaticContext> = {
  id: 'rfc/broken-anchor',
  description: 'Fragments (#...) into RFC documents match a GitHub heading anchor or an explicit <a id>.',
  details:
    'Anchors are computed like github-slugger (-1, -2 for duplicates); explicit <a id>/<a name> count; {#id} heading attributes do not exist on GitHub. Spec section 7.6.',
  defaultSeverity: 'warning',
  run(ctx, report) {
    const rfcPrefix = `${ctx.options.rfcDir}/`;
    for (const doc of ctx.docs.values()) {
      if (!readable(doc)) continue;
      for (const link of doc.links) {
        if (link.kind === 'autolink' || link.kind === 'linkify' || link.kind === 'image') continue;
        if (!(linkInScope(ctx, doc, link) || link.target.startsWith('#')) || isIndexEntryLink(doc, link)) continue;
        const resolved = resolveLink(ctx, doc, link);
        if (!resolved || resolved.fragment === undefined || resolved.path === undefined) continue;
        if (!resolved.path.startsWith(rfcPrefix) || !/\.md$/i.test(resolved.path)) continue;
        const target = ctx.docs.get(resolved.path);
        if (!target || !readable(target)) continue; // missing files are rfc/broken-link's
        if (anchorExists(target, resolved.fragment)) continue;
        const fragment = resolved.fragment;
        // The {#id} case: a heading carries the id as literal text, which GitHub does not support.
        const attributed = target.headings.find((h) => h.rawText.includes(`{#${fragment}}`));
        const close = closestSlug(target, fragment);
        const where = target === doc ? 'matches no heading' : `matches no heading in ${target.path}`;
        report({
          file: doc.path,
          line: link.line,
          column: link.column,
          endLine: link.endLine,
          endColumn: link.endColumn,
          key: link.target,
          message: attributed
            ? `#${fragment} ${where}; "{#...}" attributes are not supported on GitHub (the heading's anchor is #${attributed.slug}). Link to #${attributed.slug} or add <a id="${fragment}"></a> before the heading.`
            : `#${fragment} ${where}${close ? `; did you mean #${close}?` : '; link to an existing heading or add <a id="..."></a>.'}`,
        });
      }
    }
  },
};

/** A heading slug containing the fragment or contained in it (cheap, linear in headings). */
function closestSlug(doc: RfcDocument, fragment: string): string | undefined {
  const f = slugify(fragment);
  if (!f || doc.headings.length > 2000) return undefined; // a suggestion is not worth a quadratic pass
  return (
    doc.headings.find((h) => h.slug.startsWith(f) || f.startsWith(h.slug) && h.slug.length > 3)?.slug ??
    doc.headings.find((h) => h.slug.includes(f))?.slug
  );
}
