// src/python/tokenize.ts
var PythonLexError = class extends Error {
};
var NAME_START = /[\p{L}_]/u;
var NAME_CHAR = /[\p{L}\p{N}_]/u;
var LF = 10;
var CR = 13;
var BACKSLASH = 92;
var SINGLE_QUOTE = 39;
var DOUBLE_QUOTE = 34;
var isDigitCode = (c) => c >= 48 && c <= 57;
var isAsciiLetterCode = (c) => c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95;
var isNameStartAt = (source, i) => {
  const c = source.charCodeAt(i);
  return isAsciiLetterCode(c) || c > 127 && NAME_START.test(source.charAt(i));
};
var isNameCharAt = (source, i) => {
  const c = source.charCodeAt(i);
  return isAsciiLetterCode(c) || isDigitCode(c) || c > 127 && NAME_CHAR.test(source.charAt(i));
};
var isQuoteCode = (c) => c === SINGLE_QUOTE || c === DOUBLE_QUOTE;
var isPrefixCode = (c) => c === 114 || c === 82 || c === 98 || c === 66 || c === 117 || c === 85 || c === 102 || c === 70;
var TWO_LETTER_PREFIXES = /* @__PURE__ */ new Set(["br", "rb", "fr", "rf"]);
function stringPrefixLength(source, i) {
  const c = source.charCodeAt(i);
  if (isQuoteCode(c)) return 0;
  if (!isPrefixCode(c)) return -1;
  const next = source.charCodeAt(i + 1);
  if (isQuoteCode(next)) return 1;
  if (isPrefixCode(next) && isQuoteCode(source.charCodeAt(i + 2))) return TWO_LETTER_PREFIXES.has(source.slice(i, i + 2).toLowerCase()) ? 2 : -1;
  return -1;
}
var ASCII_NAME_REST = /[A-Za-z0-9_]*/y;
var NUMBER_REST = /(?:[eE][+-]|[0-9a-zA-Z_.])*/y;
var COMMENT_REST = /[^\r\n]*/y;
var SINGLE_QUOTED_RUN = /[^'\\\r\n]*/y;
var DOUBLE_QUOTED_RUN = /[^"\\\r\n]*/y;
var skip = (regex, source, from) => {
  regex.lastIndex = from;
  return regex.test(source) ? regex.lastIndex : from;
};
var OP_CHARS = "+-*/%@&|^~<>()[]{},:;.=!";
var THREE_CHAR_OPS = /* @__PURE__ */ new Set(["**=", "//=", ">>=", "<<=", "..."]);
var TWO_CHAR_OPS = /* @__PURE__ */ new Set(["==", "!=", "<=", ">=", "->", "**", "//", ":=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=", "<<", ">>"]);
var isOpSecondCode = (c) => c === 61 || c === 62 || c === 42 || c === 47 || c === 60 || c === 46;
function longestOperator(source, i, ch) {
  const three = source.slice(i, i + 3);
  if (THREE_CHAR_OPS.has(three)) return three;
  const two = source.slice(i, i + 2);
  return TWO_CHAR_OPS.has(two) ? two : ch;
}
function pythonLogicalLines(source) {
  return tokenizePython(source).lines;
}
function tokenizePython(source, options = {}) {
  const lines = [];
  const comments = [];
  let error;
  const fail = (message) => {
    if (!options.recover) throw new PythonLexError(message);
    error ??= message;
  };
  let current = [];
  let indent = 0;
  let atLineStart = true;
  let column = 0;
  let depth = 0;
  let line = 1;
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
    if (code === 32 || code === 9 || code === 12) {
      if (atLineStart) column += code === 9 ? 8 - column % 8 : 1;
      i++;
      continue;
    }
    if (code === 35) {
      const start = i;
      i = skip(COMMENT_REST, source, i);
      comments.push({ text: source.slice(start + 1, i), line, column: start - lineStart });
      continue;
    }
    if (code === BACKSLASH) {
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
    const prefixLength = stringPrefixLength(source, i);
    if (prefixLength >= 0) {
      const prefix = prefixLength === 0 ? "" : source.slice(i, i + prefixLength).toLowerCase();
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
        } else if (c === quote && (!triple || source.charCodeAt(j + 1) === quote && source.charCodeAt(j + 2) === quote)) {
          closed = true;
          break;
        }
        j++;
      }
      if (!closed) {
        fail(`unterminated string starting at line ${startLine}`);
        j = Math.min(j, n);
        current.push({ type: "string", value: source.slice(i, j), line: startLine, column: startColumn, prefix, content: source.slice(contentStart, j) });
        i = j;
        continue;
      }
      current.push({ type: "string", value: source.slice(i, j + delimLength), line: startLine, column: startColumn, prefix, content: source.slice(contentStart, j) });
      i = j + delimLength;
      continue;
    }
    if (isNameStartAt(source, i)) {
      let j = skip(ASCII_NAME_REST, source, i + 1);
      while (j < n && isNameCharAt(source, j)) j++;
      current.push({ type: "name", value: source.slice(i, j), line, column: i - lineStart });
      i = j;
      continue;
    }
    if (isDigitCode(code) || code === 46 && isDigitCode(source.charCodeAt(i + 1))) {
      const j = skip(NUMBER_REST, source, i + 1);
      current.push({ type: "number", value: source.slice(i, j), line, column: i - lineStart });
      i = j;
      continue;
    }
    const ch = source.charAt(i);
    if (code > 127 || !OP_CHARS.includes(ch) || ch === "!" && source.charCodeAt(i + 1) !== 61) {
      fail(`invalid character at line ${line}`);
      i++;
      continue;
    }
    if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if (ch === ")" || ch === "]" || ch === "}") {
      if (depth === 0) {
        fail(`unbalanced '${ch}' at line ${line}`);
        i++;
        continue;
      }
      depth--;
    }
    const op = isOpSecondCode(source.charCodeAt(i + 1)) ? longestOperator(source, i, ch) : ch;
    current.push({ type: "op", value: op, line, column: i - lineStart });
    i += op.length;
  }
  if (depth !== 0) fail("unclosed bracket at end of file");
  endLogical();
  return { lines, comments, error };
}

export {
  PythonLexError,
  pythonLogicalLines,
  tokenizePython
};
