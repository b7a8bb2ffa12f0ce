/**
 * Review rules that follow Python statements (data flow inside a function, import statements) read a
 * changed file through the one Python tokenizer (src/python/tokenize.ts), as logical lines. The whole
 * HEAD text is used when known; otherwise the added lines are laid out at their line numbers (blank lines
 * in between), which tokenizes whenever the added hunks are whole statements. A file that does not
 * tokenize gives no statements: those rules stay silent rather than guess.
 */
import { PythonLexError, pythonLogicalLines, type LogicalLine, type Token } from '../../python/tokenize.js';
import type { ReviewFile } from './diff.js';

/** A logical line with the block headers around it (innermost last), e.g. `def`, `try`, `if`. */
export interface Statement extends LogicalLine {
  /** First physical line of the statement. */
  line: number;
  /** Headers of the enclosing blocks, outermost first: their first token (`def`, `class`, `try`, `if`...). */
  enclosing: { keyword: string; tokens: Token[]; line: number }[];
}

const cache = new WeakMap<ReviewFile, Statement[]>();

/**
 * Files larger than this are not tokenized: no hand-written module is that large, and the tokenizer costs
 * a few microseconds per character (a generated multi-megabyte file would cost seconds).
 */
export const MAX_TOKENIZED_CHARS = 512 * 1024;

/** Text the tokenizer reads for a file: HEAD, or the added lines at their own line numbers. */
function sourceOf(file: ReviewFile): string {
  if (file.head !== undefined) return file.head;
  const out: string[] = [];
  for (const { line, text } of file.added) {
    while (out.length < line - 1) out.push('');
    out.push(text);
  }
  return out.join('\n');
}

const COMPOUND = new Set(['def', 'class', 'if', 'elif', 'else', 'try', 'except', 'finally', 'with', 'for', 'while', 'match', 'case', 'async']);

/** The statements of a Python file (empty when it does not tokenize). Cached per file; do not mutate. */
export function statementsOf(file: ReviewFile): Statement[] {
  const cached = cache.get(file);
  if (cached) return cached;
  let logical: LogicalLine[] = [];
  const source = sourceOf(file);
  try {
    if (source.length <= MAX_TOKENIZED_CHARS) logical = pythonLogicalLines(source);
  } catch (error) {
    if (!(error instanceof PythonLexError)) throw error;
  }
  const out: Statement[] = [];
  const open: { indent: number; keyword: string; tokens: Token[]; line: number }[] = [];
  for (const { indent, tokens } of logical) {
    while (open.length && open[open.length - 1]!.indent >= indent) open.pop();
    const line = tokens[0]!.line;
    out.push({ indent, tokens, line, enclosing: open.map(({ keyword, tokens: t, line: l }) => ({ keyword, tokens: t, line: l })) });
    const first = tokens[0]!;
    const last = tokens[tokens.length - 1]!;
    if (first.type === 'name' && COMPOUND.has(first.value) && last.type === 'op' && last.value === ':') {
      const keyword = first.value === 'async' ? (tokens[1]?.value ?? 'async') : first.value;
      open.push({ indent, keyword, tokens, line });
    }
  }
  cache.set(file, out);
  return out;
}

/** The physical lines a statement spans (first token's line to last token's line). */
export function statementLines(statement: LogicalLine): { first: number; last: number } {
  const tokens = statement.tokens;
  const lastToken = tokens[tokens.length - 1]!;
  return { first: tokens[0]!.line, last: lastToken.line + (lastToken.type === 'string' ? (lastToken.value.match(/\n/g)?.length ?? 0) : 0) };
}

export const isNameToken = (t: Token | undefined, value?: string): boolean => t?.type === 'name' && (value === undefined || t.value === value);
export const isOpToken = (t: Token | undefined, value: string): boolean => t?.type === 'op' && t.value === value;
