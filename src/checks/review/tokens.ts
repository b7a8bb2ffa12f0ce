/**
 * Review rules read Python through the one Python tokenizer (src/python/tokenize.ts), as statements
 * (logical lines with the block headers around them) and comments. A file's view is its whole HEAD text
 * when known; otherwise its added lines, each run of consecutive lines tokenized on its own (what lies
 * between two hunks is unknown). Views are built in recovery mode: an added-lines view rarely is a whole
 * module, and a file with a syntax error still has statements a rule can read. Rules that follow data
 * across statements (credential flow, imports) use `statementsOf`, which stays empty unless the text
 * tokenized cleanly: those rules stay silent rather than guess.
 */
import { tokenizePython, type Comment, type LogicalLine, type Token } from '../../python/tokenize.js';
import { builtLines, type DiffLine, type ReviewFile } from './diff.js';

/** A logical line with the block headers around it (innermost last), e.g. `def`, `try`, `if`. */
export interface Statement extends LogicalLine {
  /** First physical line of the statement. */
  line: number;
  /** Headers of the enclosing blocks, outermost first: their first token (`def`, `class`, `try`, `if`...). */
  enclosing: { keyword: string; tokens: Token[]; line: number }[];
}

/** What the tokenizer made of a file or a list of lines. Shared between rules: do not mutate. */
export interface PythonView {
  statements: Statement[];
  comments: Comment[];
  /** Every part tokenized without an error (a whole module Python's tokenizer accepts). */
  complete: boolean;
}

/**
 * Files larger than this are not tokenized whole: no hand-written module is that large, and a generated
 * multi-megabyte file would cost a large share of the review (and its tokens the memory of many files).
 * Their view is their added lines.
 */
export const MAX_TOKENIZED_CHARS = 512 * 1024;

const COMPOUND = new Set(['def', 'class', 'if', 'elif', 'else', 'try', 'except', 'finally', 'with', 'for', 'while', 'match', 'case', 'async']);

/** Statements with their enclosing block headers (by indentation), in order. */
function withEnclosing(logical: readonly LogicalLine[]): Statement[] {
  const out: Statement[] = [];
  const open: { indent: number; header: Statement['enclosing'][number] }[] = [];
  // Statements in the same block share one (read-only) list of headers: a new one only where a block opens or closes.
  let enclosing: Statement['enclosing'] = [];
  for (const { indent, tokens } of logical) {
    let closed = false;
    while (open.length && open[open.length - 1]!.indent >= indent) {
      open.pop();
      closed = true;
    }
    if (closed) enclosing = open.map((o) => o.header);
    const line = tokens[0]!.line;
    out.push({ indent, tokens, line, enclosing });
    const first = tokens[0]!;
    const last = tokens[tokens.length - 1]!;
    if (first.type === 'name' && COMPOUND.has(first.value) && last.type === 'op' && last.value === ':') {
      const keyword = first.value === 'async' ? (tokens[1]?.value ?? 'async') : first.value;
      open.push({ indent, header: { keyword, tokens, line } });
      enclosing = open.map((o) => o.header);
    }
  }
  return out;
}

/**
 * Views of whole texts while the review's rules run (`shareTextViews`), by text: one text is tokenized
 * once whoever asks. A changed file's HEAD text was tokenized three or four times on OpenEnv #695: for
 * the per-file rules, again by the cross-file rules once the per-file pass had released it, and again
 * as a module of the class index (src/checks/review/classes.ts) and of class-redefined-bases, which read
 * the same text from the HEAD tree (an equal string, found by its content).
 */
let shared: { views: Map<string, PythonView>; runs: number } | undefined;

/** Runs `work` with views of whole texts shared by text; they are dropped when the last such run ends. */
export async function shareTextViews<T>(work: () => Promise<T>): Promise<T> {
  const scope = (shared ??= { views: new Map(), runs: 0 });
  scope.runs++;
  try {
    return await work();
  } finally {
    if (--scope.runs === 0 && shared === scope) shared = undefined;
  }
}

/** The view of a whole text (line numbers from 1). */
export function viewOfText(text: string): PythonView {
  const known = shared?.views.get(text);
  if (known) return known;
  const { lines, comments, error } = tokenizePython(text, { recover: true });
  const view = { statements: withEnclosing(lines), comments, complete: error === undefined };
  shared?.views.set(text, view);
  return view;
}

const linesCache = new WeakMap<readonly DiffLine[], PythonView>();

/**
 * The view of numbered lines that may have gaps (a diff's added or removed lines): each run of consecutive
 * line numbers is tokenized on its own, so a string or bracket left open by a partial hunk ends there.
 */
export function viewOfLines(lines: readonly DiffLine[]): PythonView {
  const cached = linesCache.get(lines);
  if (cached) return cached;
  const logical: LogicalLine[] = [];
  const comments: Comment[] = [];
  let complete = true;
  for (let start = 0; start < lines.length; ) {
    let end = start + 1;
    while (end < lines.length && lines[end]!.line === lines[end - 1]!.line + 1) end++;
    const offset = lines[start]!.line - 1;
    const run = tokenizePython(
      lines
        .slice(start, end)
        .map((l) => l.text)
        .join('\n'),
      { recover: true },
    );
    if (run.error !== undefined) complete = false;
    for (const { indent, tokens } of run.lines) logical.push({ indent, tokens: tokens.map((t) => ({ ...t, line: t.line + offset })) });
    for (const c of run.comments) comments.push({ ...c, line: c.line + offset });
    start = end;
  }
  const view = { statements: withEnclosing(logical), comments, complete };
  linesCache.set(lines, view);
  return view;
}

const fileCache = new WeakMap<ReviewFile, PythonView & { whole: boolean }>();

function fileView(file: ReviewFile): PythonView & { whole: boolean } {
  let view = fileCache.get(file);
  if (!view) {
    const whole = file.head !== undefined && file.head.length <= MAX_TOKENIZED_CHARS;
    view = { ...(whole ? viewOfText(file.head!) : viewOfLines(file.added)), whole };
    fileCache.set(file, view);
  }
  return view;
}

/**
 * Does the text a file's view is built from (its HEAD text, or its added lines) match? A rule's cheap
 * whole-file test before it walks statements: a regex for a word every finding of the rule contains
 * decides without tokens. The regex must not be global (no lastIndex state).
 */
export function viewTextMatches(file: ReviewFile, regex: RegExp): boolean {
  const whole = file.head !== undefined && file.head.length <= MAX_TOKENIZED_CHARS;
  return whole ? regex.test(file.head!) : file.added.some((l) => regex.test(l.text));
}

/**
 * Drops a file's cached views (whole text, added and removed lines): the review calls it once every
 * per-file rule has read the file. A whole text's view stays shared by its text while the rules run
 * (`shareTextViews`): every cross-file rule reads it again.
 */
export function releasePythonViews(file: ReviewFile): void {
  fileCache.delete(file);
  for (const side of ['added', 'removed'] as const) {
    const lines = builtLines(file, side);
    if (lines) linesCache.delete(lines);
  }
}

/**
 * The view rules scan in one changed file: its whole HEAD text when known (statements off the added lines
 * give "pre-existing" findings), otherwise its added lines. Cached per file.
 */
export function pythonViewOf(file: ReviewFile): PythonView {
  return fileView(file);
}

/**
 * The statements of a Python file for rules that follow data across statements: empty unless the whole
 * HEAD text (or, without it, every added hunk) tokenized cleanly. Cached per file; do not mutate.
 */
export function statementsOf(file: ReviewFile): Statement[] {
  const view = fileView(file);
  const usable = view.complete && (view.whole || file.head === undefined);
  return usable ? view.statements : [];
}

/** The physical lines a statement spans (first token's line to last token's line). */
export function statementLines(statement: LogicalLine): { first: number; last: number } {
  const tokens = statement.tokens;
  const lastToken = tokens[tokens.length - 1]!;
  return { first: tokens[0]!.line, last: lastToken.line + (lastToken.type === 'string' ? (lastToken.value.match(/\n/g)?.length ?? 0) : 0) };
}

export const isNameToken = (t: Token | undefined, value?: string): boolean => t?.type === 'name' && (value === undefined || t.value === value);
export const isOpToken = (t: Token | undefined, value: string): boolean => t?.type === 'op' && t.value === value;
