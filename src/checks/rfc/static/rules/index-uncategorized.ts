import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { basename, splitTarget } from '../context.js';
import { entryRange, resolvedEntries } from './index-rules.js';

/** Spec 8: each entry sits under an H3 category inside "## Current RFCs" (any category name is fine). */
export const indexUncategorizedRule: Rule<StaticContext> = {
  id: 'rfc/index-uncategorized',
  description: 'Index entries sit under a ### category heading.',
  details:
    'Any category name is fine, including a new one-entry category. Spec section 8.',
  defaultSeverity: 'warning',
  run(ctx, report) {
    const resolved = resolvedEntries(ctx);
    if (!resolved) return;
    for (const { entry } of resolved.entries) {
      if (entry.category !== undefined) continue;
      report({
        file: resolved.index.path,
        ...entryRange(entry),
        key: entry.target,
        message: `Index entry for ${basename(splitTarget(entry.target).path)} is not under a category heading (### ...). Move it under an existing category or add a new one.`,
      });
    }
  },
};
