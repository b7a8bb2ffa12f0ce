/**
 * The diff model the review reads: per changed file, the lines the pull request added or changed (HEAD
 * line numbers), the lines it removed (BASE line numbers), and, when a checkout exists, the whole file
 * at HEAD so rules can tell new problems from pre-existing ones.
 */
import { firstCodePoints, splitLines } from '../../engine/text.js';

export type ChangeStatus = 'added' | 'modified' | 'deleted' | 'renamed';

export interface DiffLine {
  /** 1-based line number (HEAD for added lines, BASE for removed lines). */
  line: number;
  text: string;
}

export interface ReviewFile {
  /** Path at HEAD (at BASE for deleted files). */
  path: string;
  status: ChangeStatus;
  /** Path at BASE, for renames. */
  previousPath?: string;
  /** Lines added or changed by the pull request, in order. */
  added: DiffLine[];
  /** Lines removed (or replaced) by the pull request, in order. */
  removed: DiffLine[];
  /** HEAD line numbers of `added`, for quick membership tests. */
  addedLines: Set<number>;
  /** Binary file, or a file git/the API gave no text diff for. */
  binary: boolean;
  /** Whole text at HEAD when known (git mode, text file under the size limit). */
  head?: string;
  /** Whole text at BASE when a rule asked for it (loaded on demand for a few files). */
  base?: string;
  /** Blob ids at BASE and HEAD (git mode): whole texts are read by id, without another diff. */
  blobs?: { base?: string; head?: string };
  /** Size in bytes when the file is over LIMITS.fileBytes: its diff was not read, the review reports it. */
  tooLarge?: number;
  /** The change's bytes when this file did not fit in `max-change-bytes`: its diff was not read, the review lists it. */
  overChangeCap?: number;
}

export function newReviewFile(path: string, status: ChangeStatus, previousPath?: string): ReviewFile {
  return { path, status, previousPath, added: [], removed: [], addedLines: new Set(), binary: false };
}

/**
 * Lines longer than this are cut before rules see them: no hand-written source line is that long, and
 * every rule stays linear-time on minified or generated files.
 */
export const MAX_LINE_LENGTH = 10_000;
const clip = (text: string): string => firstCodePoints(text, MAX_LINE_LENGTH);

// Sticky: matched where a line starts, without copying the line out of the patch.
const HUNK_HEADER = /@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/y;

/**
 * Reads the hunks of one file's unified diff (any context size) into `file.added` / `file.removed`.
 * Lines before the first `@@` (headers) are ignored; `\ No newline at end of file` markers are skipped.
 * Walks the patch text with indexOf and copies out only the text of added and removed lines (a
 * 25,000-line diff is one string, not 25,000 intermediate ones).
 *
 * `lazy`: only `addedLines` is filled now, and where each line is in the patch is kept in a typed array;
 * `file.added` and `file.removed` are built from the patch on first read. A review with the HEAD texts scans those, and reads the diff's lines of a few files only
 * (the rest is asked through someChangedLine and changedLineCount, which build nothing): building every
 * line of a 25,000-line diff up front kept 50,000 objects alive through the whole run (about 0.15 s of
 * CPU and 20 MB in the floors bench, most of it the garbage collector and page faults).
 */
export function parseHunks(patch: string, file: ReviewFile, options: { lazy?: boolean } = {}): void {
  if (options.lazy) {
    // The triples go to one scratch array per side, grown as needed and reused for every file; each
    // file keeps an exact copy (growing a fresh array per file was most of the parse's garbage).
    let added = 0;
    let removed = 0;
    walkHunks(patch, (isAdded, line, start, end) => {
      if (isAdded) {
        file.addedLines.add(line);
        added = pushTriple('added', added, line, start, end);
      } else removed = pushTriple('removed', removed, line, start, end);
      return false;
    });
    for (const side of SIDES) {
      unbuilt[side].set(file, { patch, where: scratch[side].slice(0, side === 'added' ? added : removed) });
      Object.defineProperty(file, side, {
        configurable: true,
        enumerable: true,
        get: () => buildLines(file, side),
        set: (lines: DiffLine[]) => keepLines(file, side, lines),
      });
    }
    return;
  }
  walkHunks(patch, (added, line, start, end) => {
    if (added) {
      file.added.push({ line, text: lineText(patch, start, end) });
      file.addedLines.add(line);
    } else file.removed.push({ line, text: lineText(patch, start, end) });
    return false;
  });
}

type Side = 'added' | 'removed';

const scratch: Record<Side, Int32Array> = { added: new Int32Array(3 * 256), removed: new Int32Array(3 * 256) };

/** Writes (line, start, end) at `at` of the side's scratch array (grown when full); returns the new length. */
function pushTriple(side: Side, at: number, line: number, start: number, end: number): number {
  let into = scratch[side];
  if (at + 3 > into.length) {
    const grown = new Int32Array(into.length * 2);
    grown.set(into);
    scratch[side] = into = grown;
  }
  into[at] = line;
  into[at + 1] = start;
  into[at + 2] = end;
  return at + 3;
}
const SIDES: readonly Side[] = ['added', 'removed'];

/** The lines of one side of a patch, unbuilt: (line number, start, end) triples of `where` (see walkHunks). */
interface UnbuiltLines {
  patch: string;
  where: Int32Array;
}

// Files parsed `lazy` whose added or removed lines nobody has read yet.
const unbuilt = { added: new WeakMap<ReviewFile, UnbuiltLines>(), removed: new WeakMap<ReviewFile, UnbuiltLines>() };

/** Calls `test` on each line in turn until it returns true (then returns true). */
function someUnbuilt({ patch, where }: UnbuiltLines, test: (line: DiffLine) => boolean): boolean {
  for (let i = 0; i < where.length; i += 3) if (test({ line: where[i]!, text: lineText(patch, where[i + 1]!, where[i + 2]!) })) return true;
  return false;
}

/** `file.added` / `file.removed`, built from the patch on first read (then a plain array like any other). */
function buildLines(file: ReviewFile, side: Side): DiffLine[] {
  const lines = unbuilt[side].get(file);
  if (lines === undefined) return file[side];
  const built: DiffLine[] = [];
  someUnbuilt(lines, (line) => (built.push(line), false));
  return keepLines(file, side, built);
}

function keepLines(file: ReviewFile, side: Side, lines: DiffLine[]): DiffLine[] {
  unbuilt[side].delete(file);
  Object.defineProperty(file, side, { value: lines, writable: true, enumerable: true, configurable: true });
  return lines;
}

/** `file.added` / `file.removed` when built already (undefined while it would still be built from the patch). */
export function builtLines(file: ReviewFile, side: Side): DiffLine[] | undefined {
  return unbuilt[side].has(file) ? undefined : file[side];
}

/**
 * Does any added (or removed) line pass `test`? Like `file.added.some(test)`, without building the
 * lines of a lazily parsed file (each line is handed over and dropped).
 */
export function someChangedLine(file: ReviewFile, side: Side, test: (line: DiffLine) => boolean): boolean {
  const lines = unbuilt[side].get(file);
  return lines === undefined ? file[side].some(test) : someUnbuilt(lines, test);
}

/**
 * Could a changed line (added or removed) of the file match `regex`? False only when the file's patch
 * has no match anywhere, which no line of it can then have: a whole-file test (one native regex run)
 * before someChangedLine hands the lines over one by one. The regex must match in a line the way it
 * does in the text around it: no `^`/`$` anchors, no `\b` or lookarounds (give the words every
 * matching line contains, e.g. `/def|class/` for `/^(def|class)\s/`), and not global. True when the
 * patch is not at hand (lines from the API, already built).
 */
export function changedTextMatches(file: ReviewFile, regex: RegExp): boolean {
  const patch = (unbuilt.added.get(file) ?? unbuilt.removed.get(file))?.patch;
  return patch === undefined || regex.test(patch);
}

/** `file.added.length` (or `file.removed.length`), without building the lines. */
export function changedLineCount(file: ReviewFile, side: Side): number {
  const lines = unbuilt[side].get(file);
  return lines === undefined ? file[side].length : lines.where.length / 3;
}

const lineText = (patch: string, start: number, end: number) => patch.slice(start + 1, Math.min(end, start + 1 + MAX_LINE_LENGTH));

/**
 * The added (`+`) and removed (`-`) lines of a patch in order, with their HEAD or BASE line numbers and
 * where they are in the patch (the `+`/`-` marker and the line end); `visit` returns true to stop the
 * walk, and walkHunks then returns true.
 */
function walkHunks(patch: string, visit: (added: boolean, line: number, start: number, end: number) => boolean): boolean {
  let oldLine = 0;
  let newLine = 0;
  let inHunk = false;
  for (let start = 0; start <= patch.length; ) {
    const newline = patch.indexOf('\n', start);
    const end = newline < 0 ? patch.length : newline;
    const marker = patch.charCodeAt(start);
    if (marker === 0x40 /* @ */ && patch.charCodeAt(start + 1) === 0x40) {
      HUNK_HEADER.lastIndex = start;
      const match = HUNK_HEADER.exec(patch);
      if (!match || match.index !== start || HUNK_HEADER.lastIndex > end) inHunk = false;
      else {
        oldLine = Number(match[1]);
        newLine = Number(match[3]);
        // A zero-length side starts "after" its line number: -U0 reports `-5,0` for an insertion after line 5.
        if (match[2] === '0') oldLine++;
        if (match[4] === '0') newLine++;
        inHunk = true;
      }
    } else if (inHunk) {
      if (marker === 0x2b /* + */) {
        if (visit(true, newLine, start, end)) return true;
        newLine++;
      } else if (marker === 0x2d /* - */) {
        if (visit(false, oldLine, start, end)) return true;
        oldLine++;
      } else if (marker === 0x20 /* space */ || start === end) {
        // A context line; an empty one is a context line whose leading space a transport stripped.
        oldLine++;
        newLine++;
      } else if (marker !== 0x5c /* \ "No newline at end of file" */) {
        inHunk = false;
      }
    }
    if (newline < 0) break;
    start = newline + 1;
  }
  return false;
}

/** A text's lines (no terminators), numbered as git numbers them: no line after a final newline. */
export function gitLines(text: string): string[] {
  const lines = splitLines(text);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The lines a rule scans in one file: every HEAD line when the whole text is known (findings off the
 * added lines become "pre-existing"), otherwise only the added lines.
 */
export function scannedLines(file: ReviewFile): DiffLine[] {
  if (file.head === undefined) return file.added;
  let lines = scannedCache.get(file);
  if (!lines) {
    lines = gitLines(file.head).map((text, index) => ({ line: index + 1, text: clip(text) }));
    scannedCache.set(file, lines);
  }
  return lines;
}

// Several rules scan the same file: split it once.
const scannedCache = new WeakMap<ReviewFile, DiffLine[]>();

/** Drops a file's split lines once the per-file rules are done with it (see releasePythonViews). */
export function releaseScannedLines(file: ReviewFile): void {
  scannedCache.delete(file);
}

/** Does any line `scannedLines` gives match? (One regex over the HEAD text, without splitting it; non-global regex.) */
export function scannedTextMatches(file: ReviewFile, regex: RegExp): boolean {
  return file.head !== undefined ? regex.test(file.head) : file.added.some((l) => regex.test(l.text));
}

/** One HEAD line of a file, trimmed ('' when neither the HEAD text nor the added lines have it): finding keys. */
export function headLineText(file: ReviewFile, line: number): string {
  if (file.head === undefined) return file.added.find((l) => l.line === line)?.text.trim() ?? '';
  // Without the split lines at hand, the one line is found in the text (a finding need not split its file).
  const lines = scannedCache.get(file);
  return (lines ? lines[line - 1]?.text : clip(lineOfText(file.head, line)))?.trim() ?? '';
}

/** Line `line` (from 1) of a text as gitLines numbers it ('' past the end). */
function lineOfText(text: string, line: number): string {
  if (line < 1) return '';
  let start = 0;
  for (let n = 1; n < line; n++) {
    const newline = text.indexOf('\n', start);
    if (newline < 0) return '';
    start = newline + 1;
  }
  const end = text.indexOf('\n', start);
  if (end < 0) return text.slice(start);
  return text.slice(start, text.charCodeAt(end - 1) === 0x0d && end > start ? end - 1 : end);
}
