/**
 * What review rules ask of Python statements (src/checks/review/tokens.ts), built on tokens only: the code
 * of a statement as text with string contents left out, brackets and call arguments, imports, the
 * function around a statement, decorators, MCP tool definitions.
 */
import { PythonLexError, pythonLogicalLines, type Token } from '../../python/tokenize.js';
import { MAX_LINE_LENGTH } from './diff.js';
import { isNameToken, isOpToken, type Statement } from './tokens.js';

/**
 * A statement's code as one line of text for shape regexes: tokens in order, string literals as their
 * prefix and two quotes (`f""`, also for triple-quoted ones), one space where the source had any gap between two tokens, none where
 * they touched (`self.logger.info(`). `offsets[i]` is where token i starts in `text`. Like a diff line, the
 * text stops after MAX_LINE_LENGTH characters, so every shape regex stays linear on a generated statement.
 */
export interface Code {
  text: string;
  offsets: number[];
}

const codeCache = new WeakMap<readonly Token[], Code>();

export function codeOf(tokens: readonly Token[]): Code {
  const cached = codeCache.get(tokens);
  if (cached) return cached;
  let text = '';
  const offsets: number[] = [];
  for (let i = 0; i < tokens.length && text.length < MAX_LINE_LENGTH; i++) {
    const t = tokens[i]!;
    const previous = tokens[i - 1];
    if (previous && !touches(previous, t)) text += ' ';
    offsets.push(text.length);
    if (t.type === 'string') {
      const quote = t.value.charAt(t.prefix!.length);
      text += t.prefix + quote + quote;
    } else text += t.value;
  }
  const code = { text: text.slice(0, MAX_LINE_LENGTH), offsets };
  codeCache.set(tokens, code);
  return code;
}

/**
 * Tokens as source text, string literals whole: one space where the source had any gap between two
 * tokens (a line break, a comment, several spaces), none where they touched. For messages that quote code.
 */
export function displayOf(tokens: readonly Token[]): string {
  return tokens.map((t, i) => (i > 0 && !touches(tokens[i - 1]!, t) ? ' ' : '') + t.value).join('');
}

/** Did `next` start right where `previous` ended? (A string spanning lines ends on a later line than `line`.) */
const touches = (previous: Token, next: Token): boolean => previous.line === next.line && previous.column + previous.value.length === next.column;

/** The token a character of `codeOf(tokens).text` belongs to (the last one starting at or before it). */
export function tokenAtOffset(tokens: readonly Token[], offset: number): Token {
  const { offsets } = codeOf(tokens);
  let index = 0;
  while (index + 1 < offsets.length && offsets[index + 1]! <= offset) index++;
  return tokens[index]!;
}

/** Index of the bracket closing the one at `open` (tokens.length when it is not closed). */
export function closingBracket(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type !== 'op') continue;
    if ('([{'.includes(t.value)) depth++;
    else if (')]}'.includes(t.value) && --depth === 0) return i;
  }
  return tokens.length;
}

/**
 * For every bracket token, the index of the bracket it pairs with (-1 for one left unclosed or a closer
 * with nothing open), in one pass: brackets of `opens`/`closes` match regardless of kind, as a depth
 * count does. Rules that look for a bracket's partner once per operator use it, so a line of many
 * operators and brackets costs one pass rather than one scan per operator.
 */
export function bracketPairs(tokens: readonly Token[], opens = '([{', closes = ')]}'): Int32Array {
  const pairs = new Int32Array(tokens.length).fill(-1);
  const open: number[] = [];
  tokens.forEach((t, i) => {
    if (t.type !== 'op') return;
    if (opens.includes(t.value)) open.push(i);
    else if (closes.includes(t.value) && open.length > 0) {
      const opener = open.pop()!;
      pairs[opener] = i;
      pairs[i] = opener;
    }
  });
  return pairs;
}

/** The comma-separated items between the bracket at `open` and its closer (nested brackets kept whole). */
export function bracketItems(tokens: readonly Token[], open: number): Token[][] {
  const close = closingBracket(tokens, open);
  const items: Token[][] = [];
  let item: Token[] = [];
  let depth = 0;
  for (let i = open + 1; i < close; i++) {
    const t = tokens[i]!;
    if (t.type === 'op' && '([{'.includes(t.value)) depth++;
    if (t.type === 'op' && ')]}'.includes(t.value)) depth--;
    if (depth === 0 && isOpToken(t, ',')) {
      items.push(item);
      item = [];
    } else item.push(t);
  }
  if (item.length) items.push(item);
  return items;
}

/** `a.b.c` ending at index `end` (a name), as its names. */
export function dottedChain(tokens: readonly Token[], end: number): string[] {
  const chain = [tokens[end]!.value];
  for (let i = end - 1; i >= 1 && isOpToken(tokens[i], '.') && isNameToken(tokens[i - 1]); i -= 2) chain.unshift(tokens[i - 1]!.value);
  return chain;
}

/** Is token i a name called right after it (`name(`)? */
export const isCall = (tokens: readonly Token[], i: number): boolean => isNameToken(tokens[i]) && isOpToken(tokens[i + 1], '(');

/** Is token i an attribute (`x.name`) rather than a bare name? */
export const isAttribute = (tokens: readonly Token[], i: number): boolean => isOpToken(tokens[i - 1], '.');

const FIELD_NAME = /[A-Za-z_]\w*/g;

/** The expressions in an f-string's replacement fields (`{...}` of its content, innermost braces only). */
export function fStringFields(content: string): string[] {
  return [...content.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!).filter(Boolean);
}

/**
 * The expressions of an f-string's replacement fields, as tokens (`{bool(token)}` is a presence test,
 * `{mask(key)}` a sanitized value): the `!r` conversion and the `:spec` are cut off first. A field that does
 * not tokenize falls back to its bare names.
 */
export function fStringFieldTokens(content: string, line: number): Token[][] {
  const out: Token[][] = [];
  for (const field of fStringFields(content)) {
    let expression = field;
    let depth = 0;
    for (let i = 0; i < expression.length; i++) {
      const c = expression.charAt(i);
      if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) depth--;
      else if (depth === 0 && (c === ':' || (c === '!' && expression.charAt(i + 1) !== '='))) {
        expression = expression.slice(0, i);
        break;
      }
    }
    expression = expression.replace(/=\s*$/, ''); // `{token=}` debug form
    try {
      const tokens = pythonLogicalLines(expression.trim()).flatMap((l) => l.tokens);
      out.push(tokens.map((t) => ({ ...t, line })));
    } catch (error) {
      if (!(error instanceof PythonLexError)) throw error;
      out.push([...expression.matchAll(FIELD_NAME)].map((m) => ({ type: 'name' as const, value: m[0], line, column: 0 })));
    }
  }
  return out;
}

/** Does the statement start `import` or `from` (the only ones importedModules reads)? */
export const isImportStatement = (tokens: readonly Token[]): boolean => isNameToken(tokens[0], 'import') || isNameToken(tokens[0], 'from');

/** Dotted module paths an import statement names (`from a.b import c` → `a.b`; `import a.b, c as d` → `a.b`, `c`). */
export function importedModules(tokens: readonly Token[]): string[] {
  if (isNameToken(tokens[0], 'from')) {
    const at = tokens.findIndex((t) => isNameToken(t, 'import'));
    if (at < 0) return [];
    const module = tokens
      .slice(1, at)
      .map((t) => t.value)
      .join('');
    // `from . import server` / `from .. import client`: the imported names are modules.
    if (/^\.+$/.test(module)) return importedNames(tokens.slice(at + 1)).map((name) => module + name);
    return module ? [module] : [];
  }
  if (!isNameToken(tokens[0], 'import')) return [];
  const out: string[] = [];
  let current = '';
  let alias = false;
  for (const t of tokens.slice(1)) {
    if (isOpToken(t, ',')) {
      if (current) out.push(current);
      current = '';
      alias = false;
    } else if (isNameToken(t, 'as')) alias = true;
    else if (!alias) current += t.value;
  }
  if (current) out.push(current);
  return out;
}

/** The names a `from ... import` brings in (aliases and brackets left out). */
function importedNames(tokens: readonly Token[]): string[] {
  return tokens.filter((t, i) => t.type === 'name' && t.value !== 'as' && !isNameToken(tokens[i - 1], 'as')).map((t) => t.value);
}

/** Whether an import statement names a module whose top-level package is one of `packages` (`import pdb`, `from click import …`). */
export function importsAnyOf(tokens: readonly Token[], packages: ReadonlySet<string>): boolean {
  return isImportStatement(tokens) && importedModules(tokens).some((m) => packages.has(moduleSegments(m)[0] ?? ''));
}

/** Module path segments, without leading dots. */
export function moduleSegments(module: string): string[] {
  return module.replace(/^\.+/, '').split('.').filter(Boolean);
}

/** Index of the `def` keyword when the statement defines a function (`def f(` or `async def f(`), else -1. */
export function defIndex(tokens: readonly Token[]): number {
  const at = isNameToken(tokens[0], 'async') ? 1 : 0;
  return isNameToken(tokens[at], 'def') && isNameToken(tokens[at + 1]) ? at : -1;
}

/** Name of the function a `def` statement defines, or undefined. */
export function definedFunction(tokens: readonly Token[]): string | undefined {
  const at = defIndex(tokens);
  return at < 0 ? undefined : tokens[at + 1]!.value;
}

/** Name of the innermost function around a statement (undefined at module or class level). */
export function enclosingFunction(statement: Statement): string | undefined {
  for (let i = statement.enclosing.length - 1; i >= 0; i--) {
    const name = definedFunction(statement.enclosing[i]!.tokens);
    if (name !== undefined) return name;
  }
  return undefined;
}

const isDecorator = (statement: Statement): boolean => isOpToken(statement.tokens[0], '@');

/** The decorator statements right above statement `index` (nearest last). */
export function decoratorsAbove(statements: readonly Statement[], index: number): Statement[] {
  let start = index;
  while (start > 0 && isDecorator(statements[start - 1]!) && statements[start - 1]!.indent === statements[index]!.indent) start--;
  return statements.slice(start, index);
}

/** Statements inside the block a header statement opens (by the enclosing headers). */
export function blockBody(statements: readonly Statement[], index: number): Statement[] {
  const header = statements[index]!;
  const body: Statement[] = [];
  for (let i = index + 1; i < statements.length; i++) {
    const s = statements[i]!;
    if (!s.enclosing.some((e) => e.tokens === header.tokens)) break;
    body.push(s);
  }
  return body;
}

/**
 * A function decorated as an MCP tool (`@mcp.tool`, `@self.tool(...)`, `@server.tool()`), with its name
 * (from `name=` when given), its `def` statement and the statements of its body.
 */
export interface McpToolDef {
  name: string;
  decoratorLine: number;
  defLine: number;
  decorator: Statement;
  /** The name=... string token of the decorator, when the tool is named there. */
  nameToken?: Token;
  signature: Statement;
  body: Statement[];
}

/** Is this decorator statement `@...tool` or `@...tool(...)`? */
function isToolDecorator(tokens: readonly Token[]): boolean {
  let end = 1;
  while (isNameToken(tokens[end]) && isOpToken(tokens[end + 1], '.')) end += 2;
  return isNameToken(tokens[end], 'tool') && (end === tokens.length - 1 || isOpToken(tokens[end + 1], '('));
}

export function mcpTools(statements: readonly Statement[]): McpToolDef[] {
  const tools: McpToolDef[] = [];
  // The statement a run of decorators applies to: the first one after it that is not a decorator.
  const decorated: number[] = [];
  for (let i = statements.length - 1; i >= 0; i--) decorated[i] = isDecorator(statements[i]!) ? (decorated[i + 1] ?? statements.length) : i;
  statements.forEach((decorator, i) => {
    if (!isDecorator(decorator) || !isToolDecorator(decorator.tokens)) return;
    const j = decorated[i + 1] ?? statements.length;
    const def = statements[j];
    const name = def && definedFunction(def.tokens);
    if (!def || name === undefined || def.indent !== decorator.indent) return;
    const t = decorator.tokens;
    const keyword = t.findIndex((tok, k) => isNameToken(tok, 'name') && isOpToken(t[k + 1], '=') && t[k + 2]?.type === 'string');
    const nameToken = keyword >= 0 ? t[keyword + 2] : undefined;
    tools.push({ name: nameToken?.content || name, decoratorLine: decorator.line, defLine: def.line, decorator, nameToken, signature: def, body: blockBody(statements, j) });
  });
  return tools;
}
