/**
 * The Python tokenizer of openenv-ci: source → logical lines of tokens (names, operators, strings with
 * their prefix and content, numbers), the indentation of each logical line, and a PythonLexError where
 * Python's own tokenizer would reject the file (unterminated string, unbalanced bracket, stray character).
 * It is the project's only Python lexer: validate's `__main__` guard engine, the module-level binding scan
 * of the manifests check and every review rule (through src/checks/review/tokens.ts, comments included:
 * `tokenizePython(...).comments`) read Python through it. `recover: true` never throws: it is for
 * text that is not a whole module (the added lines of a diff, a file with a syntax error), where an
 * unterminated string ends at its line, a stray closer or character is skipped, and the first problem is
 * kept in `error`. Cost: about 20 ns per character once V8 has optimised it, about 100 ns in the first
 * megabyte of a fresh process (1.4 MB of Python: 0.13 s cold); the review caps what it tokenizes
 * (MAX_TOKENIZED_CHARS).
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
// Character codes: the tokenizer walks the text with charCodeAt (no one-character strings, no regex per
// character), ASCII first; only a non-ASCII character asks the Unicode property regexes.
const LF = 0x0a;
const CR = 0x0d;
const BACKSLASH = 0x5c;
const SINGLE_QUOTE = 0x27;
const DOUBLE_QUOTE = 0x22;
const isDigitCode = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isAsciiLetterCode = (c: number): boolean => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f;
const isNameStartAt = (source: string, i: number): boolean => {
  const c = source.charCodeAt(i);
  return isAsciiLetterCode(c) || (c > 0x7f && NAME_START.test(source.charAt(i)));
};
const isNameCharAt = (source: string, i: number): boolean => {
  const c = source.charCodeAt(i);
  return isAsciiLetterCode(c) || isDigitCode(c) || (c > 0x7f && NAME_CHAR.test(source.charAt(i)));
};
const isQuoteCode = (c: number): boolean => c === SINGLE_QUOTE || c === DOUBLE_QUOTE;
/** `rRbBuUfF`: letters a string prefix is made of. */
const isPrefixCode = (c: number): boolean => c === 0x72 || c === 0x52 || c === 0x62 || c === 0x42 || c === 0x75 || c === 0x55 || c === 0x66 || c === 0x46;
const TWO_LETTER_PREFIXES = new Set(['br', 'rb', 'fr', 'rf']);
/**
 * Length of a string literal's prefix when a string starts at i (0: a bare quote), or -1 when none does:
 * one or two prefix letters right before a quote, and only the combinations Python accepts.
 */
function stringPrefixLength(source: string, i: number): number {
  const c = source.charCodeAt(i);
  if (isQuoteCode(c)) return 0;
  if (!isPrefixCode(c)) return -1;
  const next = source.charCodeAt(i + 1);
  if (isQuoteCode(next)) return 1;
  if (isPrefixCode(next) && isQuoteCode(source.charCodeAt(i + 2))) return TWO_LETTER_PREFIXES.has(source.slice(i, i + 2).toLowerCase()) ? 2 : -1;
  return -1;
}
// Runs of ordinary characters are skipped by sticky regexes (native code, fast from the first call) rather
// than by a loop per character, which runs interpreted for most of a short process: names, number
// literals, comments, and string bodies up to the next quote, backslash or line break. Used one call at a
// time (a tokenizer run never starts another while it runs).
const ASCII_NAME_REST = /[A-Za-z0-9_]*/y;
const NUMBER_REST = /(?:[eE][+-]|[0-9a-zA-Z_.])*/y;
const COMMENT_REST = /[^\r\n]*/y;
const SINGLE_QUOTED_RUN = /[^'\\\r\n]*/y;
const DOUBLE_QUOTED_RUN = /[^"\\\r\n]*/y;
/** Where a sticky regex's match starting at `from` ends. */
const skip = (regex: RegExp, source: string, from: number): number => {
  regex.lastIndex = from;
  return regex.test(source) ? regex.lastIndex : from;
};
const OP_CHARS = '+-*/%@&|^~<>()[]{},:;.=!';
const THREE_CHAR_OPS = new Set(['**=', '//=', '>>=', '<<=', '...']);
const TWO_CHAR_OPS = new Set(['==', '!=', '<=', '>=', '->', '**', '//', ':=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '@=', '<<', '>>']);

/**
 * `= > * / < .`: the second character of every operator longer than one character. Before any other,
 * it spares most operators (`(`, `,`, a lone `=`) the two and three-character strings the lookup
 * below would make.
 */
const isOpSecondCode = (c: number): boolean => c === 0x3d || c === 0x3e || c === 0x2a || c === 0x2f || c === 0x3c || c === 0x2e;

/** The operator at i: three characters, two, or the one character `ch`. */
function longestOperator(source: string, i: number, ch: string): string {
  const three = source.slice(i, i + 3);
  if (THREE_CHAR_OPS.has(three)) return three;
  const two = source.slice(i, i + 2);
  return TWO_CHAR_OPS.has(two) ? two : ch;
}

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
    const code = source.charCodeAt(i);
    if (code === LF || code === CR) {
      if (code === CR && source.charCodeAt(i + 1) === LF) i++;
      i++;
      line++;
      lineStart = i;
      if (depth === 0) endLogical();
      continue;
    }
    if (code === 0x20 /* space */ || code === 0x09 /* tab */ || code === 0x0c /* form feed */) {
      if (atLineStart) column += code === 0x09 ? 8 - (column % 8) : 1;
      i++;
      continue;
    }
    if (code === 0x23 /* # */) {
      const start = i;
      i = skip(COMMENT_REST, source, i);
      comments.push({ text: source.slice(start + 1, i), line, column: start - lineStart });
      continue;
    }
    if (code === BACKSLASH) {
      // Explicit line joining: the backslash must end the physical line.
      const next = source.charCodeAt(i + 1);
      if (next === LF) i += 2;
      else if (next === CR) i += source.charCodeAt(i + 2) === LF ? 3 : 2;
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
    const prefixLength = stringPrefixLength(source, i);
    if (prefixLength >= 0) {
      const prefix = prefixLength === 0 ? '' : source.slice(i, i + prefixLength).toLowerCase();
      const quote = source.charCodeAt(i + prefixLength);
      const startLine = line;
      const startColumn = i - lineStart;
      let j = i + prefixLength;
      const triple = source.charCodeAt(j + 1) === quote && source.charCodeAt(j + 2) === quote;
      const delimLength = triple ? 3 : 1;
      j += delimLength;
      const contentStart = j;
      let closed = false;
      const run = quote === SINGLE_QUOTE ? SINGLE_QUOTED_RUN : DOUBLE_QUOTED_RUN;
      while (j < n) {
        j = skip(run, source, j);
        if (j >= n) break;
        const c = source.charCodeAt(j);
        if (c === BACKSLASH) {
          if (source.charCodeAt(j + 1) === LF) {
            line++;
            lineStart = j + 2;
          }
          j += 2;
          continue;
        }
        if (c === LF || c === CR) {
          if (!triple) break;
          if (c === CR && source.charCodeAt(j + 1) === LF) j++;
          line++;
          lineStart = j + 1;
        } else if (c === quote && (!triple || (source.charCodeAt(j + 1) === quote && source.charCodeAt(j + 2) === quote))) {
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
      current.push({ type: 'string', value: source.slice(i, j + delimLength), line: startLine, column: startColumn, prefix, content: source.slice(contentStart, j) });
      i = j + delimLength;
      continue;
    }
    if (isNameStartAt(source, i)) {
      let j = skip(ASCII_NAME_REST, source, i + 1);
      while (j < n && isNameCharAt(source, j)) j++;
      current.push({ type: 'name', value: source.slice(i, j), line, column: i - lineStart });
      i = j;
      continue;
    }
    if (isDigitCode(code) || (code === 0x2e /* . */ && isDigitCode(source.charCodeAt(i + 1)))) {
      const j = skip(NUMBER_REST, source, i + 1);
      current.push({ type: 'number', value: source.slice(i, j), line, column: i - lineStart });
      i = j;
      continue;
    }
    const ch = source.charAt(i);
    // Characters Python's tokenizer rejects (NUL, `$`, `?`, a lone `!`, stray symbols) make the file invalid.
    if (code > 0x7f || !OP_CHARS.includes(ch) || (ch === '!' && source.charCodeAt(i + 1) !== 0x3d /* = */)) {
      fail(`invalid character at line ${line}`);
      i++;
      continue;
    }
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      if (depth === 0) {
        fail(`unbalanced '${ch}' at line ${line}`);
        i++;
        continue;
      }
      depth--;
    }
    const op = isOpSecondCode(source.charCodeAt(i + 1)) ? longestOperator(source, i, ch) : ch;
    current.push({ type: 'op', value: op, line, column: i - lineStart });
    i += op.length;
  }
  if (depth !== 0) fail('unclosed bracket at end of file');
  endLogical();
  return { lines, comments, error };
}
