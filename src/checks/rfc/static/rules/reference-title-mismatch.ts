import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { clip, readable } from '../context.js';
import { topicMatch, topicTokens } from '../../topics.js';

/**
 * Spec 7.5: `RFC NNN: Title` list items and link texts name a title that topic-matches RFC NNN's
 * aliases (H1 title, slug, index description). Numbers without an RFC file are reservations: skipped.
 */
export const referenceTitleMismatchRule: Rule<StaticContext> = {
  id: 'rfc/reference-title-mismatch',
  description: '"RFC NNN: Title" list items and link texts name a title that matches RFC NNN.',
  details:
    'Only list items consisting of "RFC NNN: Title" and link texts "[RFC NNN: Title](...)" are checked; mid-sentence colons are not. Titles topic-match the RFC\'s H1, slug or index description. Spec section 7.5.',
  defaultSeverity: 'warning',
  run(ctx, report) {
    for (const doc of ctx.docs.values()) {
      if (!readable(doc)) continue;
      for (const ref of doc.titledRefs) {
        const targets = ctx.byNumber.get(ref.number);
        if (!targets || targets.length === 0) continue;
        const tokens = topicTokens(ref.title);
        if (tokens.size === 0) continue;
        if (targets.some((t) => topicMatch(tokens, ctx.aliases(t).tokens))) continue;
        const target = targets[0];
        const title = target.h1?.title || target.slug || target.path;
        report({
          file: doc.path,
          line: ref.line,
          column: ref.column,
          endLine: ref.endLine,
          endColumn: ref.endColumn,
          key: `${ref.number}:${ref.text}`,
          message: `"${clip(ref.text)}" does not match RFC ${ref.number} "${clip(title)}". Fix the title or the number (${target.path}).`,
        });
      }
    }
  },
};
