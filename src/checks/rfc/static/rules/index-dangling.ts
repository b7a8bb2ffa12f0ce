import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { entryRange, resolvedEntries } from './index-rules.js';

/** Spec 8: every index entry's target exists (planned RFCs are prose reservations, not entries). */
export const indexDanglingRule: Rule<StaticContext> = {
  id: 'rfc/index-dangling',
  description: 'Every index entry points to an existing file.',
  details:
    'Planned RFCs belong in prose (reservations), not in the index. Spec section 8.',
  defaultSeverity: 'error',
  run(ctx, report) {
    const resolved = resolvedEntries(ctx);
    if (!resolved) return;
    for (const { entry, path } of resolved.entries) {
      if (path !== undefined && (ctx.files.has(path) || ctx.dirs.has(path))) continue;
      if (path === undefined && /^[a-z][a-z0-9+.-]*:/i.test(entry.target)) continue; // a URL: not a file entry
      report({
        file: resolved.index.path,
        ...entryRange(entry),
        key: entry.target,
        message: `Index entry ${entry.target} points to a file that does not exist; record planned RFCs as prose reservations instead.`,
      });
    }
  },
};
