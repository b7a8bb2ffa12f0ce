import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { fileAnchor, readable } from '../context.js';
import { SUBSECTIONS } from './sections.js';

/** Spec 5: Problem Statement, Goals, Architecture Overview, Core Abstractions, Key Design Decisions, anywhere. */
export const subsectionMissingRule: Rule<StaticContext> = {
  id: 'rfc/subsection-missing',
  description: 'An RFC names its Problem Statement, Goals, Architecture Overview, Core Abstractions and Key Design Decisions.',
  details:
    'Satisfied anywhere in the document (nesting is not enforced); bold labels count for Problem and Goals (Non-Goals does not). Spec section 5.',
  defaultSeverity: 'warning',
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      for (const section of SUBSECTIONS) {
        if (section.matches(doc)) continue;
        report({
          file: doc.path,
          ...fileAnchor(doc),
          key: section.name,
          message: `No ${section.expected}; ${section.hint}.`,
        });
      }
    }
  },
};
