import type { Rule } from '../../../../engine/rule.js';
import type { HeaderField } from '../../document.js';
import type { StaticContext } from '../context.js';
import { readable } from '../context.js';

/** Spec 4: several header fields on one line are parsed but reported (GitHub renders them as a run-on paragraph). */
export const headerLayoutRule: Rule<StaticContext> = {
  id: 'rfc/header-layout',
  description: 'Header fields sit one per line, as in the template.',
  details:
    'Several fields on one line are parsed (RFC 003 puts all five on line 3) but GitHub renders them as one run-on paragraph. Spec section 4.',
  defaultSeverity: 'warning',
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      const byLine = new Map<number, HeaderField[]>();
      for (const f of doc.header.fields) {
        const list = byLine.get(f.line);
        if (list) list.push(f);
        else byLine.set(f.line, [f]);
      }
      for (const [line, fields] of byLine) {
        if (fields.length < 2) continue;
        const last = fields[fields.length - 1];
        report({
          file: doc.path,
          line,
          column: fields[0].column,
          endLine: line,
          endColumn: last.valueEndColumn,
          key: fields.map((f) => f.name).join(','),
          message: `${fields.length} header fields share line ${line}; put one field per line as in the template (${fields.map((f) => `**${f.name}**`).join(', ')}).`,
        });
      }
    }
  },
};
