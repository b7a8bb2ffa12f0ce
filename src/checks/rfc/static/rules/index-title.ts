import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { clip, readable } from '../context.js';
import { titlesAgree } from '../../topics.js';
import { entryRange, resolvedEntries } from './index-rules.js';

/** Spec 8: an entry's description and the RFC's H1 title agree (one token set contains the other). */
export const indexTitleRule: Rule<StaticContext> = {
  id: 'rfc/index-title',
  description: 'Index descriptions agree with the RFC titles they list.',
  details:
    'After tokenizing both (parentheticals dropped), one token set must contain the other. Spec section 8.',
  defaultSeverity: 'warning',
  run(ctx, report) {
    const resolved = resolvedEntries(ctx);
    if (!resolved) return;
    for (const { entry, path } of resolved.entries) {
      if (!path || !entry.description) continue;
      const doc = ctx.docs.get(path);
      if (!doc || doc.kind !== 'rfc' || !readable(doc)) continue;
      const title = doc.h1 && doc.h1.form !== 'other' ? doc.h1.title : undefined;
      if (!title || titlesAgree(entry.description, title)) continue;
      report({
        file: resolved.index.path,
        ...entryRange(entry),
        key: entry.target,
        message: `Index describes ${path} as "${clip(entry.description)}" but its title is "${clip(title)}". Update the description or the RFC's H1.`,
      });
    }
  },
};
