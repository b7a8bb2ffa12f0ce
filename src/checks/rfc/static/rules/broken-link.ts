import type { Rule } from '../../../../engine/rule.js';
import { classifyPath, MENTION_PATTERN } from '../../file-class.js';
import type { StaticContext } from '../context.js';
import { basename, readable, relativeFrom, splitTarget } from '../context.js';
import { isIndexEntryLink, linkInScope, resolveLink } from './links.js';

/**
 * Spec 7.6: relative links in RFC documents (and links into the RFC folder from anywhere) stay inside
 * the repository and exist in the tree; link text "RFC NNN" points at RFC NNN.
 */
export const brokenLinkRule: Rule<StaticContext> = {
  id: 'rfc/broken-link',
  description: 'Links in RFC documents (and into the RFC folder) stay in the repository, exist, and match the RFC number in their text.',
  details:
    'Checked: every inline link, image and reference definition in the RFC folder, and links whose path has an rfcs/ segment elsewhere; absolute links to this repository\'s default branch are checked against the tree. Index entries are rfc/index-dangling\'s. Spec section 7.6.',
  defaultSeverity: 'error',
  run(ctx, report) {
    // Basename -> paths, for "did you mean" suggestions; built once (linear).
    const byBase = new Map<string, string[]>();
    for (const f of ctx.files) {
      const b = basename(f);
      const list = byBase.get(b);
      if (list) list.push(f);
      else byBase.set(b, [f]);
    }
    const suggest = (from: string, target: string): string | undefined => {
      const b = basename(splitTarget(target).path);
      const candidates = byBase.get(b);
      if (!candidates || candidates.length === 0) return undefined;
      // The candidate sharing the most leading folders with the linking file, then one in the RFC folder.
      const fromParts = from.split('/');
      const shared = (c: string) => {
        const parts = c.split('/');
        let n = 0;
        while (n < parts.length - 1 && n < fromParts.length - 1 && parts[n] === fromParts[n]) n++;
        return n;
      };
      const inRfcDir = (c: string) => (c.startsWith(`${ctx.options.rfcDir}/`) ? 1 : 0);
      const preferred = [...candidates].sort((a, b) => shared(b) - shared(a) || inRfcDir(b) - inRfcDir(a) || (a < b ? -1 : 1))[0];
      return relativeFrom(from, preferred);
    };

    for (const doc of ctx.docs.values()) {
      if (!readable(doc)) continue;
      for (const link of doc.links) {
        if (link.kind === 'autolink' || link.kind === 'linkify') continue;
        if (!linkInScope(ctx, doc, link) || isIndexEntryLink(doc, link)) continue;
        const resolved = resolveLink(ctx, doc, link);
        if (!resolved || resolved.via === 'fragment') continue;
        const where = {
          file: doc.path,
          line: link.line,
          column: link.column,
          endLine: link.endLine,
          endColumn: link.endColumn,
          key: link.target,
        };
        if (resolved.path === undefined) {
          const guess = suggest(doc.path, link.target);
          report({
            ...where,
            message: `Link ${link.target} leaves the repository${guess ? `; did you mean ${guess}?` : '; link to a path inside the repository or to a full URL.'}`,
          });
          continue;
        }
        const path = resolved.path;
        if (!ctx.files.has(path) && !ctx.dirs.has(path) && path !== '') {
          const guess = suggest(doc.path, link.target);
          report({
            ...where,
            message: `Link ${link.target} points to ${path}, which does not exist in this tree${guess && guess !== link.target ? `; did you mean ${guess}?` : '; fix the path or remove the link.'}`,
          });
          continue;
        }
        // Link text "RFC NNN" must point at RFC NNN when the target is an RFC file.
        const cls = classifyPath(path, { rfcDir: ctx.options.rfcDir, indexPath: ctx.options.index });
        if (cls.kind !== 'rfc') continue;
        const numbers = [...link.text.matchAll(MENTION_PATTERN)].map((m) => m[1]);
        if (numbers.length === 0 || numbers.includes(cls.number!)) continue;
        const right = ctx.byNumber.get(numbers[0])?.[0];
        report({
          ...where,
          message: `Link text says RFC ${numbers[0]} but ${link.target} is RFC ${cls.number}; ${right ? `link to ${relativeFrom(doc.path, right.path)} or fix the text` : 'fix the text or the target'}.`,
        });
      }
    }
  },
};
