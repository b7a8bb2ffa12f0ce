import { normalizeRepoPath } from '../../../repo/view.js';
import type { RfcDocument } from '../document.js';
import { rfcAliases } from '../topics.js';
import type { MentionFact, RfcFileFact, TreeFacts } from './facts.js';

/**
 * Builds the numbering/history view of one tree from its parsed documents: RFC files with their
 * aliases (H1 title, slug, index description), and every non-self mention outside code.
 */
export function treeFactsFromDocuments(documents: Iterable<RfcDocument>): TreeFacts {
  const docs = [...documents];
  const indexDescriptions = new Map<string, string>();
  for (const doc of docs) {
    if (doc.kind !== 'index' || !doc.index) continue;
    const dir = doc.path.includes('/') ? doc.path.slice(0, doc.path.lastIndexOf('/')) : '';
    for (const entry of doc.index.entries) {
      const target = entry.target.split('#')[0] ?? '';
      const resolved = normalizeRepoPath(dir ? `${dir}/${target}` : target);
      if (resolved && !indexDescriptions.has(resolved)) indexDescriptions.set(resolved, entry.description);
    }
  }

  const rfcFiles: RfcFileFact[] = [];
  const mentions: MentionFact[] = [];
  for (const doc of docs) {
    if (doc.kind === 'rfc' && doc.number !== undefined && doc.slug !== undefined) {
      const field = (name: string) => doc.header.fields.find((f) => f.name.toLowerCase() === name.toLowerCase());
      const rfcId = field('RFC ID');
      const authors = field('Authors');
      const rfcShapedH1 = doc.h1 && doc.h1.form !== 'other';
      rfcFiles.push({
        path: doc.path,
        number: Number(doc.number),
        slug: doc.slug,
        ...(rfcShapedH1 && doc.h1!.title ? { title: doc.h1!.title } : {}),
        ...(doc.h1 ? { h1Line: doc.h1.line } : {}),
        ...(rfcId ? { rfcIdLine: rfcId.line } : {}),
        ...(authors ? { authors: { line: authors.line, handles: parseHandles(authors.value) } } : {}),
        aliases: rfcAliases(doc, indexDescriptions.get(doc.path)),
      });
    }
    for (const m of doc.mentions) {
      if (m.self) continue;
      mentions.push({
        file: doc.path,
        line: m.line,
        column: m.column,
        ...(m.endLine === m.line ? { endColumn: m.endColumn } : {}),
        number: Number(m.number),
        sentenceKey: m.normalizedSentence,
        context: m.context,
      });
    }
  }
  return { rfcFiles, mentions };
}

/** `@a, @b and @c` → `['a', 'b', 'c']`: the `@handles` when there are any, else the comma-separated entries. */
export function parseHandles(value: string): string[] {
  const handles = [...value.matchAll(/(?<![A-Za-z0-9])@([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))/g)].map((m) => m[1]!.replace(/-+$/, ''));
  if (handles.length) return handles;
  return value
    .split(/[,;]|\band\b/)
    .map((s) => s.trim())
    .filter(Boolean);
}
