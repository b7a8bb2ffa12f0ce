import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { readable } from '../context.js';
import { clipCodePoints } from '../../../../engine/text.js';

const PLACEHOLDER = /^\[?\s*title\s*\]?$/i;

/** Spec 4: the first non-blank line is `# RFC: Title` or `# RFC NNN: Title` (per h1-style). */
export const h1Rule: Rule<StaticContext> = {
  id: 'rfc/h1',
  description: 'The first line of an RFC is "# RFC: <Title>" or "# RFC NNN: <Title>" (h1-style), with a real title.',
  details:
    'Both the template form (000-003) and the numbered form (004, 005, the 006 proposals) are established; h1-style narrows it. Error on RFC files a pull request adds, warning on existing ones. Spec section 4.',
  defaultSeverity: 'error',
  run(ctx, report) {
    const style = ctx.options.h1Style;
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      const expected =
        style === 'template'
          ? `"# RFC: <Title>"`
          : style === 'numbered'
            ? `"# RFC ${doc.number}: <Title>"`
            : `"# RFC: <Title>" or "# RFC ${doc.number}: <Title>"`;
      const first = doc.firstLine;
      const h1 = doc.h1;
      let problem: string | undefined;
      if (!first) problem = 'The file is empty.';
      else if (!h1 || !h1.isFirstLine) problem = `The first line is "${clip(first.text)}", not an H1.`;
      else if (!h1.atx) problem = 'The H1 is underlined (setext); use a "# " heading.';
      else if (h1.form === 'other' || h1.form === 'malformed') problem = `The H1 is "${clip(h1.text)}".`;
      else if (!h1.title || PLACEHOLDER.test(h1.title)) problem = 'The title is empty or the template placeholder.';
      else if (style === 'template' && h1.form === 'numbered') problem = 'h1-style is "template": drop the number from the H1.';
      else if (style === 'numbered' && h1.form === 'template') problem = 'h1-style is "numbered": put the RFC number in the H1.';
      if (!problem) continue;
      report({
        file: doc.path,
        line: first?.line ?? 1,
        column: 1,
        ...(first ? { endLine: first.line, endColumn: first.text.length + 1 } : {}),
        key: 'h1',
        severity: ctx.addedSeverity(doc.path),
        message: `First line must be ${expected}. ${problem}`,
      });
    }
  },
};

function clip(text: string): string {
  return clipCodePoints(text, 80, '...');
}
