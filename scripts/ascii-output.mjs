// The bundle's chunks as ASCII, and without the `require` banner where nothing uses it (scripts/build.mjs).
//
// Why ASCII: Node reads an ES module's source with a UTF-8 TextDecoder; a file with one character
// beyond ASCII decodes to a two-byte string, about four times slower than an ASCII file of the same
// size (18 ms against 4 ms for a 340 KB chunk, on every run: node 20 has no compile cache), and V8 then
// scans twice the bytes. esbuild escapes strings and identifiers but leaves characters beyond ASCII in
// regular expression literals, template literals and the comments it keeps. Each such character is
// written as a \uXXXX escape (two for a character beyond the BMP): the same pattern, the same cooked
// string. Where that is not provably the same (a tagged template, whose raw text would change; an
// escaped character in a pattern; anywhere else) the build fails, naming the place.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** TypeScript's parser (a second of CPU to load), imported only for a chunk the cache has not seen. */
let ts;

const NON_ASCII = /[^\x00-\x7f]/;

const escapeUnit = (unit) => `\\u${unit.toString(16).padStart(4, '0')}`;

/** The template literal a piece belongs to (a middle or tail piece sits in a span of it). */
function templateOf(piece) {
  if (piece.kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral || piece.kind === ts.SyntaxKind.TemplateHead) return piece.kind === ts.SyntaxKind.TemplateHead ? piece.parent : piece;
  return piece.parent.parent;
}

/**
 * What holds the character at `position`: 'regexp', 'string', 'template', 'tagged template', 'comment'
 * or 'code'. The deepest node around it is found by descending the syntax tree; when no child node holds
 * it, it lies between tokens (punctuation and trivia, never a literal: literals are nodes), which the
 * scanner then reads from the end of the previous child.
 */
function contextAt(source, text, position) {
  let node = source;
  let previousEnd = 0;
  for (;;) {
    let inner;
    previousEnd = node === source ? 0 : node.getStart(source);
    ts.forEachChild(node, (child) => {
      if (child.getStart(source) <= position && position < child.end) return (inner = child);
      if (child.end <= position) previousEnd = Math.max(previousEnd, child.end);
      return undefined;
    });
    if (!inner) break;
    node = inner;
  }
  const kind = node.kind;
  if (kind === ts.SyntaxKind.RegularExpressionLiteral) return 'regexp';
  if (kind === ts.SyntaxKind.StringLiteral) return 'string';
  if (kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral || kind === ts.SyntaxKind.TemplateHead || kind === ts.SyntaxKind.TemplateMiddle || kind === ts.SyntaxKind.TemplateTail) return ts.isTaggedTemplateExpression(templateOf(node).parent) ? 'tagged template' : 'template';
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  scanner.resetTokenState(previousEnd);
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken && scanner.getTokenStart() <= position; token = scanner.scan()) {
    if (position < scanner.getTokenEnd()) return token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia ? 'comment' : 'code';
  }
  return 'code';
}

/** `text` with every character beyond ASCII escaped; throws where an escape could change the meaning. */
export async function asciiOnly(file, text) {
  if (!NON_ASCII.test(text)) return text;
  ts ??= (await import('typescript')).default;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) continue;
    const context = contextAt(source, text, i);
    const where = () => `${file}:${text.slice(0, i).split('\n').length}`;
    if (context === 'code' || context === 'tagged template') throw new Error(`${where()}: a character beyond ASCII in ${context}; cannot escape it without changing the program`);
    if (context === 'regexp') {
      let backslashes = 0;
      for (let j = i - 1; text[j] === '\\'; j--) backslashes++;
      if (backslashes % 2) throw new Error(`${where()}: an escaped character beyond ASCII in a regular expression`);
    }
    out += text.slice(last, i) + escapeUnit(unit);
    last = i + 1;
  }
  return out + text.slice(last);
}

/**
 * asciiOnly, remembered by content in `cacheDir`: the chunks that hold characters beyond ASCII are
 * mostly dependencies (zod, undici, markdown-it) that do not change between builds, and every test run
 * builds the bundle once.
 */
export async function asciiOnlyCached(file, text, cacheDir) {
  if (!NON_ASCII.test(text)) return text;
  // Keyed by this script too: a change to the escaping must not reuse what the old one wrote.
  const cached = join(cacheDir, createHash('sha256').update(readFileSync(new URL(import.meta.url))).update(text).digest('hex'));
  try {
    return readFileSync(cached, 'utf8');
  } catch {
    const ascii = await asciiOnly(file, text);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cached, ascii);
    return ascii;
  }
}
