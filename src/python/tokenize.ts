/**
 * The Python tokenizer of openenv-ci: source → logical lines of tokens (names, operators, strings with
 * their prefix and content, numbers), the indentation of each logical line, and a PythonLexError where
 * Python's own tokenizer would reject the file (unterminated string, unbalanced bracket, stray character).
 * validate's `__main__` guard engine, the module-level binding scan of the manifests check and the review
 * rules that follow statements (src/checks/review/tokens.ts: credential flow, imports, docs snippets) use it.
 * Known gap: review's line-level view (src/checks/review/python.ts) still has its own string/comment
 * scanner (it must tolerate added-lines-only views); it should be rebuilt on this one. Cost: a few
 * microseconds per character on a loaded machine (per-character regex tests); the review caps what it
 * tokenizes (MAX_TOKENIZED_CHARS).
 */
export interface Token {
  type: 'name' | 'op' | 'string' | 'number';
  value: string;
  line: number;
  /** For strings: prefix letters (lowercased) and the content between the quotes. */
  prefix?: string;
  content?: string;
}

export interface LogicalLine {
  indent: number;
  tokens: Token[];
}

export class PythonLexError extends Error {}

const NAME_START = /[\p{L}_]/u;
const NAME_CHAR = /[\p{L}\p{N}_]/u;
const OP_CHARS = '+-*/%@&|^~<>()[]{},:;.=!';
const THREE_CHAR_OPS = new Set(['**=', '//=', '>>=', '<<=', '...']);
const TWO_CHAR_OPS = new Set(['==', '!=', '<=', '>=', '->', '**', '//', ':=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '@=', '<<', '>>']);

/** Splits Python source into logical lines of tokens. Throws PythonLexError when it cannot parse. */
export function pythonLogicalLines(source: string): LogicalLine[] {
  const lines: LogicalLine[] = [];
  let current: Token[] = [];
  let indent = 0;
  let atLineStart = true;
  let column = 0;
  let depth = 0;
  let line = 1;
  let i = 0;
  const n = source.length;
  const endLogical = () => {
    if (current.length > 0) lines.push({ indent, tokens: current });
    current = [];
    atLineStart = true;
    column = 0;
  };
  while (i < n) {
    const ch = source[i]!;
    if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      i++;
      line++;
      if (depth === 0) endLogical();
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\f') {
      if (atLineStart) column += ch === '\t' ? 8 - (column % 8) : 1;
      i++;
      continue;
    }
    if (ch === '#') {
      while (i < n && source[i] !== '\n' && source[i] !== '\r') i++;
      continue;
    }
    if (ch === '\\') {
      // Explicit line joining: the backslash must end the physical line.
      const next = source[i + 1];
      if (next === '\n') i += 2;
      else if (next === '\r') i += source[i + 2] === '\n' ? 3 : 2;
      else throw new PythonLexError(`unexpected backslash at line ${line}`);
      line++;
      continue;
    }
    if (atLineStart) {
      indent = depth === 0 ? column : indent;
      atLineStart = false;
    }
    // String literal, possibly with a prefix.
    const prefixMatch = /^([rRbBuUfF]{1,2})?(['"])/.exec(source.slice(i, i + 4));
    if (prefixMatch && (prefixMatch[1] === undefined || /^(r|u|b|f|br|rb|fr|rf)$/i.test(prefixMatch[1]))) {
      const prefix = (prefixMatch[1] ?? '').toLowerCase();
      const quote = prefixMatch[2]!;
      const startLine = line;
      let j = i + prefix.length;
      const triple = source.startsWith(quote.repeat(3), j);
      const delim = triple ? quote.repeat(3) : quote;
      j += delim.length;
      const contentStart = j;
      let closed = false;
      while (j < n) {
        const c = source[j]!;
        if (c === '\\') {
          if (source[j + 1] === '\n') line++;
          j += 2;
          continue;
        }
        if (c === '\n') {
          if (!triple) break;
          line++;
        }
        if (source.startsWith(delim, j)) {
          closed = true;
          break;
        }
        j++;
      }
      if (!closed) throw new PythonLexError(`unterminated string starting at line ${startLine}`);
      current.push({ type: 'string', value: source.slice(i, j + delim.length), line: startLine, prefix, content: source.slice(contentStart, j) });
      i = j + delim.length;
      continue;
    }
    if (NAME_START.test(ch)) {
      let j = i + 1;
      while (j < n && NAME_CHAR.test(source[j]!)) j++;
      current.push({ type: 'name', value: source.slice(i, j), line });
      i = j;
      continue;
    }
    if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      let j = i + 1;
      while (j < n && /[0-9a-zA-Z_.]/.test(source[j]!)) {
        if ((source[j] === 'e' || source[j] === 'E') && (source[j + 1] === '+' || source[j + 1] === '-')) j++;
        j++;
      }
      current.push({ type: 'number', value: source.slice(i, j), line });
      i = j;
      continue;
    }
    // Characters Python's tokenizer rejects (NUL, `$`, `?`, a lone `!`, stray symbols) make the file invalid.
    if (!OP_CHARS.includes(ch) || (ch === '!' && source[i + 1] !== '=')) throw new PythonLexError(`invalid character at line ${line}`);
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) {
      if (depth === 0) throw new PythonLexError(`unbalanced '${ch}' at line ${line}`);
      depth--;
    }
    const three = source.slice(i, i + 3);
    const two = source.slice(i, i + 2);
    const op = THREE_CHAR_OPS.has(three) ? three : TWO_CHAR_OPS.has(two) ? two : ch;
    current.push({ type: 'op', value: op, line });
    i += op.length;
  }
  if (depth !== 0) throw new PythonLexError('unclosed bracket at end of file');
  endLogical();
  return lines;
}
