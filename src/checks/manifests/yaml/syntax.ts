/** PyYAML's scanner rules the `yaml` package does not apply (TABs), and PyYAML-style error wording. */
import { Scalar, visit } from 'yaml';
import type { Document } from 'yaml';

/** Offsets of quoted and block scalars: TABs inside them are content, not tokens. */
export function safeRanges(documents: Document[], toOriginal: (offset: number) => number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const d of documents) {
    visit(d, {
      Scalar(_key, node) {
        if (node.type !== Scalar.PLAIN && node.range) ranges.push([toOriginal(node.range[0]), toOriginal(node.range[1])]);
      },
    });
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/**
 * Offsets of TABs PyYAML's scanner rejects: one per line, outside quoted/block scalars and comments.
 * PyYAML skips only spaces between tokens, so a TAB in indentation, after `:`, inside or after a plain
 * scalar all fail.
 */
export function findTabs(text: string, safe: Array<[number, number]>): number[] {
  const out: number[] = [];
  if (!text.includes('\t')) return out;
  let r = 0;
  let inComment = false;
  let lastLine = -1;
  let line = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') {
      inComment = false;
      line++;
      continue;
    }
    while (r < safe.length && safe[r][1] <= i) r++;
    if (r < safe.length && safe[r][0] <= i && i < safe[r][1]) {
      i = safe[r][1] - 1;
      continue;
    }
    if (inComment) continue;
    if (c === '#' && (i === 0 || /[ \t\n\r]/.test(text[i - 1]))) {
      inComment = true;
      continue;
    }
    if (c === '\t' && line !== lastLine) {
      out.push(i);
      lastLine = line;
    }
  }
  return out;
}

export function findDocumentMarker(text: string, from: number): number {
  const re = /^---(?=[ \t\r\n]|$)/gm;
  re.lastIndex = Math.max(0, from - 3);
  const m = re.exec(text);
  return m ? m.index : -1;
}

export function lineText(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return text.slice(start, end === -1 ? text.length : end);
}

/** Turn the parser's wording into PyYAML's where it helps the author search, plus the fix. */
export function syntaxMessage(code: string, message: string, text: string, offset: number): string {
  const first = message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  const line = lineText(text, offset);
  if (code === 'BLOCK_AS_IMPLICIT_KEY' && /:\s.*:\s/.test(line)) {
    return `YAML syntax error: mapping values are not allowed here (${first}). A plain value cannot contain ': '; quote the whole value, e.g. key: "text: more text".`;
  }
  if (code === 'MULTILINE_IMPLICIT_KEY') {
    return `YAML syntax error: a key runs over several lines (PyYAML: "could not find expected ':'"). This is usually text that is not YAML (e.g. pasted code) or a value containing ': '; fix the structure or quote the value.`;
  }
  if (code === 'BAD_INDENT' || code === 'MISSING_CHAR' || code === 'UNEXPECTED_TOKEN' || code === 'BLOCK_AS_IMPLICIT_KEY') {
    return `YAML syntax error: ${first}. Check the indentation and the ':' after each key; quote values that contain ': ' or start with a special character.`;
  }
  if (code === 'BAD_ALIAS' || code === 'BAD_SCALAR_START') {
    return `YAML syntax error: ${first}. Quote the value (a plain value cannot start with @, \`, % or an unmatched quote).`;
  }
  return `YAML syntax error: ${first}. Fix the YAML (quote values with special characters).`;
}
