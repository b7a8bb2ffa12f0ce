import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { fileAnchor } from '../context.js';

/** Spec 3: a non-conforming .md directly in rfcs/ is a companion (warning), or a misnamed RFC (error). */
export const fileNameRule: Rule<StaticContext> = {
  id: 'rfc/file-name',
  description: 'Markdown files directly in the RFC folder are named NNN-kebab-title.md (other names are companions).',
  defaultSeverity: 'warning',
  run(ctx, report) {
    for (const doc of ctx.docs.values()) {
      if (doc.kind !== 'companion') continue;
      const rfcShaped = doc.h1 !== undefined && doc.h1.form !== 'other';
      const at = fileAnchor(doc);
      report({
        file: doc.path,
        ...at,
        key: 'file-name',
        severity: rfcShaped ? 'error' : 'warning',
        message: rfcShaped
          ? `${doc.path} has an RFC heading ("${doc.h1!.text}") but its name is not an RFC file name (NNN-kebab-title.md), so no RFC rule checks it. Rename it to ${ctx.options.rfcDir}/${ctx.nextFree}-${suggestSlug(doc.h1!.title)}.md (lower-case kebab case, three-digit number).`
          : `${doc.path} is not an RFC file name (NNN-kebab-title.md); treated as a companion document and skipped by RFC rules. Move it out of ${ctx.options.rfcDir}/ or rename it.`,
      });
    }
  },
};

function suggestSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-')
    .slice(0, 6)
    .join('-');
  return slug || 'title';
}
