import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { clip, field, readable } from '../context.js';

/** Spec 4: `@` + 1-39 letters, digits or single inner hyphens. */
export const HANDLE = /^@[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

/** Spec 4: Authors is a comma-separated list of GitHub handles (syntax only; existence is not checked). */
export const authorsRule: Rule<StaticContext> = {
  id: 'rfc/authors',
  description: 'Authors is a comma-separated list of GitHub @handles.',
  details:
    'Only syntax is checked (@ben is valid); rfc/authors-pr-author compares with the pull-request opener. Spec section 4.',
  defaultSeverity: 'error',
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      const authors = field(doc, 'Authors');
      if (!authors) continue;
      const base = { file: doc.path, line: authors.line };
      const value = authors.value;
      if (value === '' || /^\[.*\]$/.test(value)) {
        report({
          ...base,
          column: authors.column,
          key: 'Authors',
          message: `Authors is ${value ? `the placeholder "${clip(value)}"` : 'empty'}; list the authors as GitHub handles, e.g. "**Authors**: @alice, @bob".`,
        });
        continue;
      }
      // Each distinct entry once: the same bad entry (or 80,000 empty ones) is one finding, one fingerprint.
      for (const entry of new Set(value.split(',').map((e) => e.trim()))) {
        if (HANDLE.test(entry)) continue;
        const guess = entry.replace(/^@?/, '@').replace(/\s+/g, '');
        report({
          ...base,
          column: authors.valueColumn,
          endLine: authors.line,
          endColumn: authors.valueEndColumn,
          key: `Authors:${entry}`,
          message: entry
            ? `Authors entry "${clip(entry)}" is not a GitHub handle (@login). Write each author as @login, separated by commas${HANDLE.test(guess) ? ` (e.g. ${guess})` : ''}.`
            : 'Authors has an empty entry (two commas in a row or a trailing comma); remove it.',
        });
      }
    }
  },
};
