import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { clip, fileAnchor } from '../context.js';

/** Spec 3: a non-conforming .md directly in rfcs/ is a companion (warning), or a misnamed RFC (error). */
export const fileNameRule: Rule<StaticContext> = {
  id: 'rfc/file-name',
  description: 'Markdown files directly in the RFC folder are named NNN-kebab-title.md (other names are companions).',
  details:
    'Companion files such as rfcs/RFC-003-implementation-journal.md are skipped by header, section, numbering and index rules; a misnamed file with an RFC-shaped H1 (06-foo.md, 006_foo.md, RFC-006-foo.md, 006-Foo.md) is an error. Spec rfcs.md section 3.',
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
          ? `${doc.path} has an RFC heading ("${clip(doc.h1!.text)}") but its name is not an RFC file name (NNN-kebab-title.md), so no RFC rule checks it. Rename it to ${ctx.options.rfcDir}/${ctx.nextFree}-${suggestSlug(doc.h1!.title)}.md (lower-case kebab case, three-digit number).`
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
