import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { clip, field, readable } from '../context.js';

export const STATUS_VALUES = ['Draft', 'In Review', 'Accepted', 'Implemented', 'Rejected', 'Superseded'] as const;

/** Spec 4: Status is exactly one of the template's values, or "Superseded by RFC NNN" naming an existing RFC. */
export const statusValueRule: Rule<StaticContext> = {
  id: 'rfc/status-value',
  description: 'Status is one of Draft, In Review, Accepted, Implemented, Rejected, Superseded (or "Superseded by RFC NNN").',
  details:
    'Case and spelling are exact ("In review" is an error). Spec section 4.',
  defaultSeverity: 'error',
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      const status = field(doc, 'Status');
      if (!status) continue;
      const value = status.value;
      const where = {
        file: doc.path,
        line: status.line,
        column: status.valueColumn,
        endLine: status.line,
        endColumn: status.valueEndColumn,
        key: 'Status',
      };
      if ((STATUS_VALUES as readonly string[]).includes(value)) continue;
      const superseded = /^Superseded by RFC[ -]?(\d{3})$/.exec(value);
      if (superseded) {
        const n = superseded[1];
        if (ctx.byNumber.has(n)) continue;
        report({
          ...where,
          message: `Status says "Superseded by RFC ${n}" but there is no RFC ${n} in ${ctx.options.rfcDir}/. Point it at the RFC that replaces this one, or use one of ${STATUS_VALUES.join(', ')}.`,
        });
        continue;
      }
      const near = STATUS_VALUES.find((s) => s.toLowerCase() === value.toLowerCase().replace(/\s+/g, ' '));
      report({
        ...where,
        message: `Status "${clip(value)}" is not one of ${STATUS_VALUES.join(', ')}.${near ? ` Write it exactly as "${near}".` : ' Pick one of them (case and spelling are exact).'}`,
      });
    }
  },
};
