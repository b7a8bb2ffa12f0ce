/**
 * The Python tokenizer of openenv-ci: source → logical lines of tokens (names, operators, strings with
 * their prefix and content, numbers), the indentation of each logical line, and a PythonLexError where
 * Python's own tokenizer would reject the file (unterminated string, unbalanced bracket, stray character).
 * It is the project's only Python lexer: validate's `__main__` guard engine, the module-level binding scan
 * of the manifests check and every review rule (through src/checks/review/tokens.ts, comments included:
 * `tokenizePython(...).comments`) read Python through it. `recover: true` never throws: it is for
 * text that is not a whole module (the added lines of a diff, a file with a syntax error), where an
 * unterminated string ends at its line, a stray closer or character is skipped, and the first problem is
 * kept in `error`. Cost: a few microseconds per character on a loaded machine; the review caps what it
 * tokenizes (MAX_TOKENIZED_CHARS).
 */
export interface Token {
  type: 'name' | 'op' | 'string' | 'number';
  value: string;
  line: number;
  /** 0-based column of the token's first character on its line. */
  column: number;
  /** For strings: prefix letters (lowercased) and the content between the quotes. */
  prefix?: string;
  content?: string;
}

export interface LogicalLine {
  indent: number;
  tokens: Token[];
}

/** A `#` comment: its text after the `#`, and where it is. */
export interface Comment {
  text: string;
  line: number;
  column: number;
}

export interface TokenizedPython {
  lines: LogicalLine[];
  comments: Comment[];
  /** With `recover`: the first thing Python's tokenizer would have rejected (undefined when none). */
  error?: string;
}

export class PythonLexError extends Error {}

const NAME_START = /[\p{L}_]/u;
const NAME_CHAR = /[\p{L}\p{N}_]/u;
const STRING_PREFIX_CHARS = 'rRbBuUfF';
// ASCII first: the Unicode property regexes are the tokenizer's hot path otherwise.
const isAsciiLetter = (c: string): boolean => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
const isNameStart = (c: string): boolean => isAsciiLetter(c) || (c > '\x7f' && NAME_START.test(c));
const isNameChar = (c: string): boolean => isAsciiLetter(c) || (c >= '0' && c <= '9') || (c > '\x7f' && NAME_CHAR.test(c));
const OP_CHARS = '+-*/%@&|^~<>()[]{},:;.=!';
const THREE_CHAR_OPS = new Set(['**=', '//=', '>>=', '<<=', '...']);
const TWO_CHAR_OPS = new Set(['==', '!=', '<=', '>=', '->', '**', '//', ':=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '@=', '<<', '>>']);

/** Splits Python source into logical lines of tokens. Throws PythonLexError when it cannot parse. */
export function pythonLogicalLines(source: string): LogicalLine[] {
  return tokenizePython(source).lines;
}

/**
 * Logical lines and comments of Python source. Without `recover`, throws PythonLexError where Python's
 * tokenizer would reject the file; with it, goes on (see the module comment) and reports the first problem.
 */
export function tokenizePython(source: string, options: { recover?: boolean } = {}): TokenizedPython {
  const lines: LogicalLine[] = [];
  const comments: Comment[] = [];
  let error: string | undefined;
  const fail = (message: string): void => {
    if (!options.recover) throw new PythonLexError(message);
    error ??= message;
  };
  let current: Token[] = [];
  let indent = 0;
  let atLineStart = true;
  let column = 0;
  let depth = 0;
  let line = 1;
  /** Offset of the first character of the current physical line (columns are counted from it). */
  let lineStart = 0;
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
      lineStart = i;
      if (depth === 0) endLogical();
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\f') {
      if (atLineStart) column += ch === '\t' ? 8 - (column % 8) : 1;
      i++;
      continue;
    }
    if (ch === '#') {
      const start = i;
      while (i < n && source[i] !== '\n' && source[i] !== '\r') i++;
      comments.push({ text: source.slice(start + 1, i), line, column: start - lineStart });
      continue;
    }
    if (ch === '\\') {
      // Explicit line joining: the backslash must end the physical line.
      const next = source[i + 1];
      if (next === '\n') i += 2;
      else if (next === '\r') i += source[i + 2] === '\n' ? 3 : 2;
      else {
        fail(`unexpected backslash at line ${line}`);
        i++;
        continue;
      }
      line++;
      lineStart = i;
      continue;
    }
    if (atLineStart) {
      indent = depth === 0 ? column : indent;
      atLineStart = false;
    }
    // String literal, possibly with a prefix.
    const prefixMatch = ch === '"' || ch === "'" || STRING_PREFIX_CHARS.includes(ch) ? /^([rRbBuUfF]{1,2})?(['"])/.exec(source.slice(i, i + 4)) : null;
    if (prefixMatch && (prefixMatch[1] === undefined || /^(r|u|b|f|br|rb|fr|rf)$/i.test(prefixMatch[1]))) {
      const prefix = (prefixMatch[1] ?? '').toLowerCase();
      const quote = prefixMatch[2]!;
      const startLine = line;
      const startColumn = i - lineStart;
      let j = i + prefix.length;
      const triple = source.startsWith(quote.repeat(3), j);
      const delim = triple ? quote.repeat(3) : quote;
      j += delim.length;
      const contentStart = j;
      let closed = false;
      while (j < n) {
        const c = source[j]!;
        if (c === '\\') {
          if (source[j + 1] === '\n') {
            line++;
            lineStart = j + 2;
          }
          j += 2;
          continue;
        }
        if (c === '\n' || c === '\r') {
          if (!triple) break;
          if (c === '\r' && source[j + 1] === '\n') j++;
          line++;
          lineStart = j + 1;
        }
        if (source.startsWith(delim, j)) {
          closed = true;
          break;
        }
        j++;
      }
      if (!closed) {
        fail(`unterminated string starting at line ${startLine}`);
        // Recovering: the string ends where its line (or, for a triple-quoted one, the text) ends.
        j = Math.min(j, n);
        current.push({ type: 'string', value: source.slice(i, j), line: startLine, column: startColumn, prefix, content: source.slice(contentStart, j) });
        i = j;
        continue;
      }
      current.push({ type: 'string', value: source.slice(i, j + delim.length), line: startLine, column: startColumn, prefix, content: source.slice(contentStart, j) });
      i = j + delim.length;
      continue;
    }
    if (isNameStart(ch)) {
      let j = i + 1;
      while (j < n && isNameChar(source[j]!)) j++;
      current.push({ type: 'name', value: source.slice(i, j), line, column: i - lineStart });
      i = j;
      continue;
    }
    if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      let j = i + 1;
      while (j < n && /[0-9a-zA-Z_.]/.test(source[j]!)) {
        if ((source[j] === 'e' || source[j] === 'E') && (source[j + 1] === '+' || source[j + 1] === '-')) j++;
        j++;
      }
      current.push({ type: 'number', value: source.slice(i, j), line, column: i - lineStart });
      i = j;
      continue;
    }
    // Characters Python's tokenizer rejects (NUL, `$`, `?`, a lone `!`, stray symbols) make the file invalid.
    if (!OP_CHARS.includes(ch) || (ch === '!' && source[i + 1] !== '=')) {
      fail(`invalid character at line ${line}`);
      i++;
      continue;
    }
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) {
      if (depth === 0) {
        fail(`unbalanced '${ch}' at line ${line}`);
        i++;
        continue;
      }
      depth--;
    }
    const three = source.slice(i, i + 3);
    const two = source.slice(i, i + 2);
    const op = THREE_CHAR_OPS.has(three) ? three : TWO_CHAR_OPS.has(two) ? two : ch;
    current.push({ type: 'op', value: op, line, column: i - lineStart });
    i += op.length;
  }
  if (depth !== 0) fail('unclosed bracket at end of file');
  endLogical();
  return { lines, comments, error };
}
