import { GitError, type GitRunner } from './git.js';
import { readDiff, type RangeDiffFile } from './range-diff.js';

/** Per file (path relative to the scanned folder), the new-side line ranges a change added or modified. */
export type ChangedLines = ReadonlyMap<string, ReadonlyArray<readonly [first: number, last: number]>>;

/**
 * Which lines of HEAD the change BASE..HEAD (HEAD = working tree when undefined) touched: the files a
 * change touched (pull-request mode's scope) and its lines (findings on changed lines first). The file
 * list is git's raw records (`--raw -z`), so a file whose patch git cannot show still counts; the lines
 * come from a `-U0` patch that attributes cannot hide: between two commits the checkout's
 * `.gitattributes` does not apply (an objects-only call), against the working tree (whose attributes
 * git always reads) every file is diffed as text (`--text`, no textconv).
 * At most `maxPatchBytes` of patch are read (src/repo/range-diff.ts): a file past them counts as
 * touched whole (changedLinesOf).
 * Throws GitError when git cannot diff: without the diff nothing tells new findings from old ones.
 */
export async function changedLines(git: GitRunner, base: string, head: string | undefined, maxPatchBytes: number): Promise<ChangedLines> {
  // A clone may lack the blobs of big deleted files (a mirror without them, a damaged partial clone): git
  // then failed the whole diff. --irreversible-delete never reads a deleted file's old text (only the new
  // side is used); rename detection still reads it, so a diff that fails is tried once more without it
  // (a renamed file then counts as deleted and added: all its lines are changed ones).
  const diff = (renames: string) =>
    readDiff(
      git,
      ['diff', '--raw', '-z', '--no-abbrev', '-p', '-U0', '--no-color', '--no-ext-diff', '--no-textconv', ...(head ? [] : ['--text']), '--relative', renames, '--irreversible-delete', '--src-prefix=a/', '--dst-prefix=b/', base, ...(head ? [head] : [])],
      { objectsOnly: head !== undefined },
      maxPatchBytes,
    );
  const files = await diff('-M').catch((error: unknown) => {
    if (error instanceof GitError) return diff('--no-renames');
    throw error;
  });
  return changedLinesOf(files);
}

export function parseChangedLines(diff: string): ChangedLines {
  const out = new Map<string, [number, number][]>();
  let current: [number, number][] | undefined;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      const target = line.slice(4);
      current = target.startsWith('b/') ? [] : undefined; // `/dev/null` (deleted) or a quoted path
      if (current) out.set(target.slice(2), current);
    } else if (current && line.startsWith('@@ ')) {
      const range = hunkRange(line, 0);
      if (range) current.push(range);
    }
  }
  return out;
}

const HUNK_HEADER = /@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/y;

/** The new-side lines of the hunk whose `@@ -a,b +c,d @@` header starts at `at`; undefined when it adds none. */
function hunkRange(text: string, at: number): [number, number] | undefined {
  HUNK_HEADER.lastIndex = at;
  const match = HUNK_HEADER.exec(text);
  if (!match) return undefined;
  const start = Number(match[1]);
  const count = match[2] === undefined ? 1 : Number(match[2]);
  return count > 0 ? [start, start + count - 1] : undefined;
}

/** Every line of a file: what a file whose patch was not read (over the byte budget) counts as changed. */
export const WHOLE_FILE: readonly [number, number] = [1, Number.MAX_SAFE_INTEGER];

/**
 * The same from a range diff (src/repo/range-diff.ts) read for the whole repository: a file counts when
 * git diffed its new side as text (as parseChangedLines keys files by their `+++ b/` line), or showed it
 * as binary, which a file over the big-file threshold is. A file whose patch was over the reader's
 * byte budget (`patchOmitted`) counts unless it was deleted, with all its lines: which of them changed
 * is unknown, and a finding anywhere in it may be the change's (scope keeps it, annotations rank it first).
 */
export function changedLinesOf(files: readonly RangeDiffFile[]): ChangedLines {
  const out = new Map<string, [number, number][]>();
  for (const file of files) {
    if (file.patchOmitted) {
      if (file.status !== 'D') out.set(file.path, [[...WHOLE_FILE]]);
      continue;
    }
    if (!file.newSideText && !(file.binary && file.status !== 'D')) continue;
    const ranges: [number, number][] = [];
    out.set(file.path, ranges);
    // Hunk headers are the lines that start with "@@" (hunk lines start with + - space or \).
    for (let at = file.patch.startsWith('@@') ? 0 : file.patch.indexOf('\n@@') + 1 || -1; at >= 0; ) {
      const range = hunkRange(file.patch, at);
      if (range) ranges.push(range);
      const next = file.patch.indexOf('\n@@', at);
      at = next < 0 ? -1 : next + 1;
    }
  }
  return out;
}

export function isChangedLine(changed: ChangedLines | undefined, file: string, line: number | undefined): boolean {
  if (!changed || line === undefined) return false;
  return (changed.get(file) ?? []).some(([first, last]) => line >= first && line <= last);
}
