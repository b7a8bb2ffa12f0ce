import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { fileAnchor, readable } from '../context.js';
import { TOP_LEVEL_SECTIONS } from './sections.js';

/** Spec 5: Summary, Motivation, Design and Examples sections (one finding per missing section). */
export const sectionMissingRule: Rule<StaticContext> = {
  id: 'rfc/section-missing',
  description: 'An RFC has Summary, Motivation, Design (or Detailed/Proposed/Technical Design) and Examples sections.',
  details:
    '"Proposed Solution" and "Proposal" are not Design; any ## to #### heading with the word example(s) counts as Examples. Headings inside code blocks are not headings. Error on added RFC files, warning on existing ones. Spec section 5.',
  defaultSeverity: 'error',
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      for (const section of TOP_LEVEL_SECTIONS) {
        if (section.matches(doc)) continue;
        report({
          file: doc.path,
          ...fileAnchor(doc),
          key: section.name,
          severity: ctx.addedSeverity(doc.path),
          message: `Missing ${section.expected} (${section.hint}).`,
        });
      }
    }
  },
};
