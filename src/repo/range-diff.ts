import type { GitRunner } from './git.js';

/**
 * BASE..HEAD between two commits, read with ONE git process: `git diff --raw -z -p -U0 -M` gives the
 * exact paths, statuses and blob ids (the NUL-separated raw records) and the changed lines (the patch)
 * together. A run asks for a range once: the pipeline (changed lines, for scope and annotation order)
 * and the review (its diff model) share the answer through a per-runner cache, so the range is diffed
 * once however many readers it has.
 *
 * Files over `bigFileBytes` are not diffed: `core.bigFileThreshold` makes git treat them as binary
 * ("Binary files … differ"), so a 42 MB generated file costs its raw record, never its lines. Nothing
 * from the repository runs: external diff and textconv drivers are off, submodules are shown short.
 * The checkout's `.gitattributes` does not apply (an objects-only call: src/repo/git.ts): `* -diff`
 * cannot show a text file as binary; binary is what git sees in the bytes (a NUL) or the size cap.
 */
export interface RangeDiffFile {
  /** Status letter of the raw record: A, C, D, M, R, T (type change), U or X. */
  status: string;
  /** Path at HEAD (at BASE for a deletion). */
  path: string;
  /** Path at BASE, for renames and copies. */
  previousPath?: string;
  oldMode: string;
  newMode: string;
  /** Blob ids, all zeros for the side that does not exist. */
  oldObject: string;
  newObject: string;
  /** Git showed the change as binary (a binary file, or one over the big-file threshold): no hunks. */
  binary: boolean;
  /** The patch has a text diff of the new side (a `+++ b/…` line): what the pipeline counts as a changed file. */
  newSideText: boolean;
  /** The patch has hunks (git read both sides as text); false for binary files, pure renames and mode changes. */
  hunks: boolean;
  /**
   * The file's part of the patch after its `diff --git` line: extended headers (`new file mode`,
   * `Binary files … differ`, `--- a/…`, `+++ b/…`) and `-U0` hunks. A type change (file ↔ symlink) is a
   * deletion and a creation in git's patch: both are here, in that order.
   */
  patch: string;
}

export const NO_OBJECT = /^0+$/;

const SAFE_RANGE_DIFF = ['-c', 'core.quotepath=false', '-c', 'diff.noprefix=false'];

const ranges = new WeakMap<GitRunner, Map<string, Promise<RangeDiffFile[]>>>();

/** The diff of two commits (ids or revisions git resolves), read once per runner and range. */
export function readRangeDiff(git: GitRunner, base: string, head: string, options: { bigFileBytes: number }): Promise<RangeDiffFile[]> {
  let cache = ranges.get(git);
  if (!cache) ranges.set(git, (cache = new Map()));
  const key = `${base}..${head} ${options.bigFileBytes}`;
  let diff = cache.get(key);
  if (!diff) {
    diff = git([
      ...SAFE_RANGE_DIFF,
      '-c',
      `core.bigFileThreshold=${options.bigFileBytes}`,
      'diff',
      '--no-ext-diff',
      '--no-textconv',
      '--no-color',
      '--submodule=short',
      '--raw',
      '-z',
      '--no-abbrev',
      '-p',
      '-U0',
      '-M',
      '--src-prefix=a/',
      '--dst-prefix=b/',
      base,
      head,
      '--',
    ], { objectsOnly: true }).then(({ stdout }) => parseRangeDiff(stdout.toString('utf8')));
    // A failed diff is not remembered: the next reader gets git's error again, not a stale rejection.
    diff.catch(() => cache.delete(key));
    cache.set(key, diff);
  }
  return diff;
}

/** `:<old mode> <new mode> <old id> <new id> <status>\0<path>\0[<new path>\0]` records, one more NUL, then the patch. */
export function parseRangeDiff(output: string): RangeDiffFile[] {
  const files: RangeDiffFile[] = [];
  let at = 0;
  const field = (): string => {
    const end = output.indexOf('\0', at);
    const value = output.slice(at, end < 0 ? output.length : end);
    at = end < 0 ? output.length : end + 1;
    return value;
  };
  while (output.charCodeAt(at) === 0x3a /* ':' */) {
    const [oldMode = '', newMode = '', oldObject = '', newObject = '', status = ''] = field().slice(1).split(' ');
    const kind = status.charAt(0);
    const first = field();
    if (kind === 'R' || kind === 'C') files.push({ status: kind, path: field(), previousPath: first, oldMode, newMode, oldObject, newObject, binary: false, newSideText: false, hunks: false, patch: '' });
    else files.push({ status: kind, path: first, oldMode, newMode, oldObject, newObject, binary: false, newSideText: false, hunks: false, patch: '' });
  }
  if (output.charCodeAt(at) === 0) at++;

  // Sections come in the order of the raw records, each opened by a `diff --git` line (also for binary
  // files, pure renames and mode changes); a type change has two. Hunk lines start with + - space or \,
  // so "\ndiff --git " only ever opens a section.
  const OPEN = 'diff --git ';
  let section = output.startsWith(OPEN, at) ? at : -1;
  for (const file of files) {
    if (section < 0) break;
    let start = -1;
    let stop = section;
    for (let i = file.status === 'T' ? 2 : 1; i > 0 && section >= 0; i--) {
      const next = output.indexOf(`\n${OPEN}`, section);
      stop = next < 0 ? output.length : next + 1;
      const headers = Math.min(output.indexOf('\n', section) + 1 || stop, stop);
      if (start < 0) start = headers;
      readHeaders(output, headers, stop, file);
      section = next < 0 ? -1 : stop;
    }
    file.patch = output.slice(start, stop);
  }
  return files;
}

/** The extended header lines of one section (up to its first hunk): is it binary, has it a new side? */
function readHeaders(output: string, from: number, stop: number, file: RangeDiffFile): void {
  for (let start = from; start < stop; ) {
    const newline = output.indexOf('\n', start);
    const end = newline < 0 || newline > stop ? stop : newline;
    if (output.startsWith('@@', start)) {
      file.hunks = true;
      return;
    }
    if (output.startsWith('Binary files ', start) || output.slice(start, end) === 'GIT binary patch') file.binary = true;
    else if (output.startsWith('+++ b/', start)) file.newSideText = true;
    start = end + 1;
  }
}
