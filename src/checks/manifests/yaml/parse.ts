/**
 * Parsing with the `yaml` package, adjusted where its YAML 1.2 grammar is stricter than PyYAML's:
 * every scalar is kept as a string (failsafe schema; resolution is ours, see scalars.ts), duplicate keys
 * are allowed (last wins), and flow collections may be under-indented.
 */
import { parseAllDocuments } from 'yaml';
import type { Document } from 'yaml';

const PARSE_OPTIONS = { version: '1.1', schema: 'failsafe', uniqueKeys: false, merge: false, strict: false, prettyErrors: false } as const;

export function parseDocuments(source: string): Document[] {
  const docs = parseAllDocuments(source, PARSE_OPTIONS);
  return (Array.isArray(docs) ? docs : []) as Document[];
}

export function isFlowIndentError(error: { code: string; message: string }): boolean {
  return error.code === 'BAD_INDENT' && /^Flow (?:sequence|map) in block collection/.test(error.message);
}

/**
 * The source with every line that starts inside a flow collection indented one column deeper than the
 * line that opened the outermost collection (whitespace there means nothing to YAML), and the map from
 * the new offsets back to the old. Undefined when no line needed it.
 */
export function indentFlowContinuations(source: string): { text: string; toOriginal(offset: number): number } | undefined {
  const inserts: Array<{ at: number; count: number }> = [];
  let depth = 0;
  let openerIndent = 0;
  let quote: '"' | "'" | undefined;
  let lineStart = 0;
  for (let i = 0; i <= source.length; i++) {
    const c = source[i];
    if (i === source.length || c === '\n') {
      lineStart = i + 1;
      if (depth > 0 && lineStart < source.length) {
        let k = lineStart;
        while (source[k] === ' ') k++;
        const indent = k - lineStart;
        if (indent <= openerIndent) inserts.push({ at: lineStart, count: openerIndent + 1 - indent });
      }
      continue;
    }
    if (quote) {
      if (quote === '"' && c === '\\') i++;
      else if (c === quote) {
        if (quote === "'" && source[i + 1] === "'") i++;
        else quote = undefined;
      }
      continue;
    }
    if (c === '#' && (i === lineStart || /\s/.test(source[i - 1]))) {
      const end = source.indexOf('\n', i);
      i = (end === -1 ? source.length : end) - 1;
      continue;
    }
    if ((c === '"' || c === "'") && (depth > 0 || /[\s:[{,-]/.test(source[i - 1] ?? ' '))) quote = c;
    else if (c === '[' || c === '{') {
      if (depth === 0) {
        let k = lineStart;
        while (source[k] === ' ') k++;
        openerIndent = k - lineStart;
      }
      depth++;
    } else if ((c === ']' || c === '}') && depth > 0) depth--;
  }
  if (inserts.length === 0) return undefined;
  let text = '';
  let from = 0;
  for (const { at, count } of inserts) {
    text += source.slice(from, at) + ' '.repeat(count);
    from = at;
  }
  text += source.slice(from);
  // Offset in the new text → old: subtract the spaces inserted before it (an inserted space maps to its line start).
  const starts: number[] = [];
  const addedThrough: number[] = [];
  let added = 0;
  for (const { at, count } of inserts) {
    starts.push(at + added);
    added += count;
    addedThrough.push(added);
  }
  return {
    text,
    toOriginal(offset: number): number {
      let lo = 0;
      let hi = inserts.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (starts[mid] <= offset) lo = mid + 1;
        else hi = mid;
      }
      if (lo === 0) return offset;
      const last = inserts[lo - 1];
      const insideInsert = offset < starts[lo - 1] + last.count;
      return insideInsert ? last.at : offset - addedThrough[lo - 1];
    },
  };
}
