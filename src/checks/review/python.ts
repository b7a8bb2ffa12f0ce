import type { DiffLine } from './diff.js';
import { trailingRun } from '../../engine/text.js';

/** One Python source line split into code (string contents blanked) and trailing comment. */
export interface CodeLine extends DiffLine {
  /** The line with every string literal's contents replaced by spaces (quotes kept), comment removed. */
  code: string;
  /** The comment text after `#`, or ''. */
  comment: string;
  /** Text inside f-string replacement fields (`{...}`) on this line, joined by spaces. */
  interpolated: string;
}

/**
 * A line-level Python lexer, good enough for precise review signals: it knows strings (single, double,
 * triple-quoted across lines, prefixes such as f/r/b) and comments. Lines that are not consecutive (an
 * added-lines-only view) reset the triple-quote state, since what lies between is unknown.
 */
export function pythonLines(lines: readonly DiffLine[]): CodeLine[] {
  const cached = lexCache.get(lines);
  if (cached) return cached;
  const out = lex(lines);
  lexCache.set(lines, out);
  return out;
}

// Rules lex the same arrays (a file's added lines, its whole text): once is enough. Results are shared,
// so rules must not mutate them.
const lexCache = new WeakMap<readonly DiffLine[], CodeLine[]>();

function lex(lines: readonly DiffLine[]): CodeLine[] {
  const out: CodeLine[] = [];
  let triple: string | null = null;
  let tripleIsF = false;
  let previous = -1;
  for (const { line, text } of lines) {
    if (line !== previous + 1) triple = null;
    previous = line;
    let code = '';
    let comment = '';
    let interpolated = '';
    let i = 0;
    while (i < text.length) {
      if (triple) {
        const end = text.indexOf(triple, i);
        const stop = end < 0 ? text.length : end;
        const inner = text.slice(i, stop);
        if (tripleIsF) interpolated += fields(inner);
        code += ' '.repeat(inner.length);
        if (end < 0) {
          i = text.length;
        } else {
          code += triple;
          i = end + 3;
          triple = null;
        }
        continue;
      }
      const c = text.charAt(i);
      if (c === '#') {
        comment = text.slice(i + 1);
        break;
      }
      if (c === '"' || c === "'") {
        const prefix = trailingRun(code, /[A-Za-z]/);
        const isF = /f/i.test(prefix);
        if (text.startsWith(c.repeat(3), i)) {
          triple = c.repeat(3);
          tripleIsF = isF;
          code += triple;
          i += 3;
          continue;
        }
        let j = i + 1;
        while (j < text.length && text.charAt(j) !== c) j += text.charAt(j) === '\\' ? 2 : 1;
        const inner = text.slice(i + 1, Math.min(j, text.length));
        if (isF) interpolated += fields(inner);
        code += c + ' '.repeat(inner.length) + (j < text.length ? c : '');
        i = j + 1;
        continue;
      }
      code += c;
      i++;
    }
    out.push({ line, text, code, comment, interpolated: interpolated.trim() });
  }
  return out;
}

function fields(inner: string): string {
  const parts: string[] = [];
  for (const match of inner.matchAll(/\{([^{}]*)\}/g)) if (match[1]) parts.push(match[1]);
  return parts.length ? ' ' + parts.join(' ') : '';
}

/** Leading whitespace width. */
export function indentOf(text: string): number {
  return /^\s*/.exec(text)?.[0].length ?? 0;
}

/**
 * Functions decorated as MCP tools (`@mcp.tool`, `@self.tool(...)`, `@server.tool()`), with their name
 * (from `name=` when given) and the lines of their definition and body.
 */
export interface McpToolDef {
  name: string;
  decoratorLine: number;
  defLine: number;
  /** Signature and body lines (the decorator excluded). */
  lines: CodeLine[];
}

const TOOL_DECORATOR = /^\s*@[\w.]*\btool\b\s*(\(|$)/;
const DEF = /^(\s*)(?:async\s+)?def\s+(\w+)\s*\(/;

export function mcpTools(lines: readonly CodeLine[]): McpToolDef[] {
  const tools: McpToolDef[] = [];
  for (let i = 0; i < lines.length; i++) {
    const decorator = lines[i]!;
    if (!TOOL_DECORATOR.test(decorator.code)) continue;
    const explicitName = /\bname\s*=\s*["']([^"']+)["']/.exec(decorator.text)?.[1];
    let j = i + 1;
    while (j < lines.length && j < i + 8 && !DEF.test(lines[j]!.code)) j++;
    const defMatch = j < lines.length ? DEF.exec(lines[j]!.code) : null;
    if (!defMatch) continue;
    const defIndent = defMatch[1]!.length;
    const body: CodeLine[] = [lines[j]!];
    let k = j + 1;
    for (; k < lines.length; k++) {
      const next = lines[k]!;
      if (next.line !== lines[k - 1]!.line + 1) break;
      if (next.code.trim() !== '' && indentOf(next.text) <= defIndent && !/^\s*[)\]]/.test(next.code)) break;
      body.push(next);
    }
    tools.push({ name: explicitName ?? defMatch[2]!, decoratorLine: decorator.line, defLine: lines[j]!.line, lines: body });
  }
  return tools;
}

/** Dotted module paths a line imports from (`from a.b import c` → `a.b`; `import a.b, c` → `a.b`, `c`). */
export function importedModules(code: string): string[] {
  const from = /^\s*from\s+(\.*[\w.]*)\s+import\s+(.*)$/.exec(code);
  if (from) {
    const module = from[1]!;
    // `from . import server` / `from .. import client`: the imported names are modules.
    if (/^\.+$/.test(module)) return from[2]!.replace(/[()]/g, '').split(',').map((s) => module + s.trim().split(/\s+/)[0]);
    return [module];
  }
  const plain = /^\s*import\s+(.*)$/.exec(code);
  if (plain) return plain[1]!.split(',').map((s) => s.trim().split(/\s+/)[0]!).filter(Boolean);
  return [];
}

/** Module path segments, without leading dots. */
export function moduleSegments(module: string): string[] {
  return module.replace(/^\.+/, '').split('.').filter(Boolean);
}

/** A function definition and the lines of its signature and body (by indentation). */
export interface FunctionBlock {
  name: string;
  defLine: number;
  /** Index range in the lexed lines: [start, end). */
  start: number;
  end: number;
}

const FUNCTION_DEF = /^(\s*)(?:async\s+)?def\s+(\w+)\s*\(/;

/**
 * Every function in a file with the extent of its body (nested functions are listed too). Lines must be
 * consecutive (a whole file); on an added-lines-only view a body ends at the first gap.
 */
export function functionBlocks(lines: readonly CodeLine[]): FunctionBlock[] {
  const cached = blockCache.get(lines);
  if (cached) return cached;
  const out: FunctionBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const match = FUNCTION_DEF.exec(lines[i]!.code);
    if (!match) continue;
    const indent = match[1]!.length;
    let end = i + 1;
    for (; end < lines.length; end++) {
      const next = lines[end]!;
      if (next.line !== lines[end - 1]!.line + 1) break;
      if (next.code.trim() !== '' && indentOf(next.code) <= indent && !/^\s*[)\]]/.test(next.code)) break;
    }
    out.push({ name: match[2]!, defLine: lines[i]!.line, start: i, end });
  }
  blockCache.set(lines, out);
  return out;
}
const blockCache = new WeakMap<readonly CodeLine[], FunctionBlock[]>();

/** Name of the innermost function around each line index (undefined at module level). */
export function enclosingFunction(lines: readonly CodeLine[], index: number): FunctionBlock | undefined {
  let best: FunctionBlock | undefined;
  for (const block of functionBlocks(lines)) if (index >= block.start && index < block.end && (!best || block.start > best.start)) best = block;
  return best;
}

/** Escape a Python identifier for use inside a RegExp (identifiers are \w only, so this is a no-op guard). */
export const wordPattern = (name: string): RegExp => new RegExp(String.raw`(?<![\w.])${name.replace(/[^\w]/g, '')}\b`);
