/**
 * Cheap byte- and text-level checks that run before the YAML parser sees anything, so hostile input
 * (huge, binary, mis-encoded, absurdly nested) is refused in bounded time and memory.
 */

/** Manifests are a few KB (the largest of 193 real ones is 36 KB); anything past this is refused unparsed. */
export const MAX_MANIFEST_BYTES = 1024 * 1024;

/**
 * Upper bound on nesting the parser is allowed to see. The `yaml` package recurses per level and, near
 * the stack limit, can abort the whole process (V8 out-of-memory in the regexp compiler, measured at
 * ~1,000 compact `- ` levels), which no try/catch survives; it parses 700 levels safely.
 */
export const MAX_NESTING = 200;

/** Offset of the first byte that breaks UTF-8, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    if (i + need >= n) return i;
    let cp = b & (need === 1 ? 0x1f : need === 2 ? 0x0f : 0x07);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

/** Line (1-based) and column (1-based, in characters of the valid prefix) of a byte offset. */
export function bytePosition(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  const prefix = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(lineStart, offset));
  return { line, column: prefix.length + 1 };
}

/**
 * First character PyYAML's reader refuses ("unacceptable character ... special characters are not
 * allowed"): everything outside TAB, LF, CR, printable ASCII, NEL, and the printable Unicode ranges.
 */
const NON_PRINTABLE = /[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

export function firstNonPrintable(text: string): number {
  const m = NON_PRINTABLE.exec(text);
  return m ? m.index : -1;
}

/**
 * Over-estimate of the nesting depth, in one linear pass: block indentation levels, compact `- `/`? `
 * indicators and `key: ` pairs on a line, plus open flow brackets. Brackets inside quotes and comments
 * are counted too (deliberately: skipping them could let crafted input hide real nesting). Returns the
 * offset of the line where the estimate first passes `limit`, or -1.
 */
export function nestingOverflowOffset(text: string, limit = MAX_NESTING): number {
  const indents: number[] = [];
  let flow = 0;
  let pos = 0;
  const n = text.length;
  while (pos < n) {
    let end = text.indexOf('\n', pos);
    if (end === -1) end = n;
    let i = pos;
    while (i < end && text.charCodeAt(i) === 0x20) i++;
    const indent = i - pos;
    if (i < end && text[i] !== '#' && text[i] !== '\r') {
      const first = text[i];
      if (indent === 0 && first !== ']' && first !== '}' && first !== ',') flow = 0;
      if (flow === 0) {
        while (indents.length > 0 && indents[indents.length - 1] >= indent) indents.pop();
        indents.push(indent);
      }
      let compact = 0;
      let maxFlow = flow;
      for (let k = i; k < end; k++) {
        const c = text[k];
        const next = k + 1 < end ? text[k + 1] : ' ';
        if (c === '[' || c === '{') {
          flow++;
          if (flow > maxFlow) maxFlow = flow;
        } else if (c === ']' || c === '}') {
          if (flow > 0) flow--;
        } else if ((c === '-' || c === '?' || c === ':') && (next === ' ' || next === '\t')) {
          compact++;
        }
      }
      if (indents.length + compact + maxFlow > limit) return pos;
    }
    pos = end + 1;
  }
  return -1;
}
