import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { basename, clip, splitTarget } from '../context.js';
import { entryRange, resolvedEntries, type ResolvedEntry } from './index-rules.js';

/** Spec 8: link text equals the file name; a path is listed once; no two entries share a number. */
export const indexEntryRule: Rule<StaticContext> = {
  id: 'rfc/index-entry',
  description: 'Index entries use the file name as link text and list each path and each number once.',
  details:
    'Spec section 8.',
  defaultSeverity: 'warning',
  run(ctx, report) {
    const resolved = resolvedEntries(ctx);
    if (!resolved) return;
    const file = resolved.index.path;
    const seenPaths = new Map<string, ResolvedEntry>();
    const byNumber = new Map<string, ResolvedEntry[]>();
    for (const r of resolved.entries) {
      const { entry } = r;
      const name = basename(splitTarget(entry.target).path);
      if (name && entry.text !== name) {
        report({
          file,
          ...entryRange(entry),
          key: `text:${entry.target}`,
          message: `Index link text "${clip(entry.text)}" differs from the file name; write it as [${name}](${entry.target}).`,
        });
      }
      if (r.path !== undefined) {
        const first = seenPaths.get(r.path);
        if (first) {
          report({
            file,
            ...entryRange(entry),
            key: `duplicate-path:${r.path}`,
            message: `${name} is listed twice in the index (lines ${first.entry.line} and ${entry.line}); keep one entry.`,
          });
        } else seenPaths.set(r.path, r);
      }
      const number = /^(\d{3})-/.exec(name)?.[1];
      if (number) {
        const list = byNumber.get(number);
        if (list) list.push(r);
        else byNumber.set(number, [r]);
      }
    }
    for (const [number, entries] of byNumber) {
      const distinct = [...new Set(entries.map((e) => e.path ?? e.entry.target))];
      if (distinct.length < 2) continue;
      const names = distinct.map((p) => basename(p));
      // Reported on every entry after the first with a different path.
      const firstPath = entries[0].path ?? entries[0].entry.target;
      for (const r of entries.slice(1)) {
        if ((r.path ?? r.entry.target) === firstPath) continue;
        report({
          file,
          ...entryRange(r.entry),
          key: `duplicate-number:${number}`,
          message: `Number ${number} is listed twice in the index (${names.join(', ')}); each RFC number belongs to one file.`,
        });
      }
    }
  },
};
