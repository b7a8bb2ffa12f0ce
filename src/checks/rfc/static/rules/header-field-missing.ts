import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { field, fileAnchor, readable } from '../context.js';

export const REQUIRED_FIELDS = ['Status', 'Created', 'Authors', 'RFC ID'] as const;

const EXAMPLE: Record<(typeof REQUIRED_FIELDS)[number], (n: string, date: string) => string> = {
  Status: () => '**Status**: Draft',
  Created: (_n, date) => `**Created**: ${date}`,
  Authors: () => '**Authors**: @your-handle',
  'RFC ID': (n) => `**RFC ID**: ${n}`,
};

/** Spec 4: Status, Created, Authors and RFC ID sit in the header block (one finding per missing field). */
export const headerFieldMissingRule: Rule<StaticContext> = {
  id: 'rfc/header-field-missing',
  description: 'The header block (between the H1 and the first ## heading) has Status, Created, Authors and RFC ID.',
  details:
    'Fields are bold labels followed by a colon, in either spelling (**Status**: x or **Status:** x). One finding per missing field; error on added RFC files, warning on existing ones (RFC 004 has no header block). Spec section 4.',
  defaultSeverity: 'error',
  run(ctx, report) {
    const today = ctx.now.toISOString().slice(0, 10);
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      for (const name of REQUIRED_FIELDS) {
        if (field(doc, name)) continue;
        report({
          file: doc.path,
          ...fileAnchor(doc),
          key: name,
          severity: ctx.addedSeverity(doc.path),
          message: `Header block has no **${name}** field (expected between the H1 and the first ## heading). Add a line such as "${EXAMPLE[name](doc.number ?? 'NNN', today)}".`,
        });
      }
    }
  },
};
