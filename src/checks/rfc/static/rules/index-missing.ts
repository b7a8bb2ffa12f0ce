import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { basename, clip, fileAnchor } from '../context.js';
import { resolvedEntries } from './index-rules.js';

/** Spec 8: every RFC file has an entry under "## Current RFCs"; reported on the RFC's H1 line. */
export const indexMissingRule: Rule<StaticContext> = {
  id: 'rfc/index-missing',
  description: 'Every RFC file is listed under "## Current RFCs" in the index.',
  details:
    'Reported on the RFC file\'s H1 line so the annotation shows in the pull-request diff. Companion files are not indexed. Spec section 8.',
  defaultSeverity: 'error',
  run(ctx, report) {
    const indexPath = ctx.options.index;
    const resolved = resolvedEntries(ctx);
    const listed = new Set(resolved?.entries.map((e) => e.path).filter(Boolean));
    const problem = !ctx.index
      ? `; the index file ${indexPath} does not exist`
      : !ctx.index.index
        ? `; ${indexPath} has no "## Current RFCs" section`
        : '';
    for (const doc of ctx.rfcs) {
      if (listed.has(doc.path)) continue;
      const name = basename(doc.path);
      const title = doc.h1?.title || doc.slug || name;
      report({
        file: doc.path,
        ...fileAnchor(doc),
        key: 'index-missing',
        message: `${doc.path} is not listed under "Current RFCs" in ${indexPath}${problem}. Add "- [${name}](./${name}) - ${clip(title)}" under a ### category.`,
      });
    }
  },
};
