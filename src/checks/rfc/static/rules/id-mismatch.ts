import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { basename, field, readable } from '../context.js';

/** Spec 4: the H1 number and the `RFC ID` value equal the file number. */
export const idMismatchRule: Rule<StaticContext> = {
  id: 'rfc/id-mismatch',
  description: 'The number in the H1 and the RFC ID field equal the three digits of the file name.',
  details:
    'The RFC ID value must be exactly the file\'s three digits. Spec section 4.',
  defaultSeverity: 'error',
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      const name = basename(doc.path);
      const h1 = doc.h1;
      if (h1?.number !== undefined && h1.number !== doc.number) {
        report({
          file: doc.path,
          line: h1.line,
          column: h1.column,
          key: 'h1',
          message: `The H1 says RFC ${h1.number} but the file is ${name}. Make the H1 "# RFC ${doc.number}: ${h1.title}" or rename the file.`,
        });
      }
      const id = field(doc, 'RFC ID');
      if (id && id.value !== doc.number) {
        report({
          file: doc.path,
          line: id.line,
          column: id.valueColumn,
          endLine: id.line,
          endColumn: id.valueEndColumn,
          key: 'RFC ID',
          message: `RFC ID is ${id.value || '(empty)'} but the file is ${name}. Set it to exactly ${doc.number}.`,
        });
      }
    }
  },
};
