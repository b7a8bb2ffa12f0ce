import type { Rule } from '../../../../engine/rule.js';
import type { RfcDocument } from '../../document.js';
import type { StaticContext } from '../context.js';
import { field, fileAnchor } from '../context.js';

/**
 * Spec 6.1, tree part: two RFC files with one number. Pull-request mode (addedFiles given) blames only
 * the files the PR adds; a full scan blames every file but the first to reach the default branch
 * (options.collisionOrder; path order without it).
 */
export const numberCollisionRule: Rule<StaticContext> = {
  id: 'rfc/number-collision',
  description: 'No two RFC files in one tree share a number.',
  details:
    'Pull-request mode blames the files the PR adds (PR 201\'s 005-generic-task-support.md); a full scan blames every colliding file but the first to reach the default branch. Spec section 6.1.',
  defaultSeverity: 'error',
  run(ctx, report) {
    for (const [number, docs] of ctx.byNumber) {
      if (docs.length < 2) continue;
      const paths = docs.map((d) => d.path);
      const ordered = ctx.options.collisionOrder?.(paths) ?? [...paths].sort();
      const byPath = new Map(docs.map((d) => [d.path, d] as const));
      const orderedDocs = ordered.map((p) => byPath.get(p)).filter((d): d is RfcDocument => d !== undefined);
      for (const d of docs) if (!orderedDocs.includes(d)) orderedDocs.push(d);
      let blamed: RfcDocument[];
      let keepers: RfcDocument[];
      if (ctx.options.addedFiles) {
        keepers = orderedDocs.filter((d) => !ctx.isAdded(d.path));
        blamed = orderedDocs.filter((d) => ctx.isAdded(d.path));
        if (keepers.length === 0) {
          keepers = blamed.slice(0, 1);
          blamed = blamed.slice(1);
        }
      } else {
        keepers = orderedDocs.slice(0, 1);
        blamed = orderedDocs.slice(1);
      }
      for (const doc of blamed) {
        const holders = orderedDocs.filter((d) => d !== doc && keepers.includes(d));
        const named = (holders.length ? holders : orderedDocs.filter((d) => d !== doc)).map((d) => d.path);
        const id = field(doc, 'RFC ID');
        report({
          file: doc.path,
          ...(id ? { line: id.line, column: id.column } : fileAnchor(doc)),
          key: number,
          message: `RFC ${number} is already used by ${named.join(', ')}; next free number is ${ctx.nextFree}. Renumber this RFC (file name, H1 and RFC ID).`,
        });
      }
    }
  },
};
