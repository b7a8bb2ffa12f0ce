import type { InvariantRef } from './context.js';

/** A located principle: the document path and the 1-based line the flag links to. */
export interface InvariantLocation {
  document: string;
  line: number;
  /** The lines of its section (for blame): from the matched line to the next heading/item/blank line. */
  endLine: number;
}

export function locateInvariant(ref: InvariantRef, documentPath: string, text: string | undefined): InvariantLocation | undefined {
  if (text === undefined) return undefined;
  const lines = text.split(/\r?\n/);
  for (const pattern of ref.patterns) {
    const index = lines.findIndex((l) => pattern.test(l));
    if (index < 0) continue;
    let end = index;
    for (let j = index + 1; j < Math.min(lines.length, index + 12); j++) {
      const l = lines[j]!;
      if (l.trim() === '' || /^#{1,6}\s/.test(l) || /^\d+\.\s/.test(l)) break;
      end = j;
    }
    return { document: documentPath, line: index + 1, endLine: end + 1 };
  }
  return undefined;
}
