import type { GitCallOptions, GitRunner } from './git.js';

/**
 * BASE..HEAD between two commits, read with ONE git process: `git diff --raw -z -p -U0 -M` gives the
 * exact paths, statuses and blob ids (the NUL-separated raw records) and the changed lines (the patch)
 * together. A run asks for a range once: the pipeline (changed lines, for scope and annotation order)
 * and the review (its diff model) share the answer through a per-runner cache, so the range is diffed
 * once however many readers it has.
 *
 * Memory is bounded by a byte budget, not by the change: git's output is read as a stream
 * (RangeDiffReader) and a file's patch is kept only while the patches kept before it and its own fit in
 * `maxPatchBytes`; a file past the budget keeps its raw record, its size and its header flags, not its
 * lines (`patchOmitted`). A 201 MB change was read whole (and decoded once more) before: 1.3 GB peak RSS.
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
   * deletion and a creation in git's patch: both are here, in that order. Empty when `patchOmitted`.
   */
  patch: string;
  /** Bytes of that part of git's output, also when it was not kept. */
  patchBytes: number;
  /** The patch did not fit in the reader's byte budget and was not kept: the file's lines are unknown. */
  patchOmitted: boolean;
}

export const NO_OBJECT = /^0+$/;

const SAFE_RANGE_DIFF = ['-c', 'core.quotepath=false', '-c', 'diff.noprefix=false'];

/** Reads of one range by one runner, each with the byte budget it was read with. */
const ranges = new WeakMap<GitRunner, Map<string, { budget: number; diff: Promise<RangeDiffFile[]> }[]>>();

export interface RangeDiffOptions {
  /** Files larger than this are shown as binary (core.bigFileThreshold): their lines are never printed. */
  bigFileBytes: number;
  /** Bytes of patch kept in all, files in git's order (RangeDiffReader); the rest are `patchOmitted`. */
  maxPatchBytes: number;
}

/**
 * The diff of two commits (ids or revisions git resolves), read once per runner and range: a read with
 * a budget at least as large answers a later reader (which applies its own, smaller, cap to `patchBytes`).
 */
export function readRangeDiff(git: GitRunner, base: string, head: string, options: RangeDiffOptions): Promise<RangeDiffFile[]> {
  let cache = ranges.get(git);
  if (!cache) ranges.set(git, (cache = new Map()));
  const key = `${base}..${head} ${options.bigFileBytes}`;
  let reads = cache.get(key);
  if (!reads) cache.set(key, (reads = []));
  const earlier = reads.find((read) => read.budget >= options.maxPatchBytes);
  if (earlier) return earlier.diff;
  const read = {
    budget: options.maxPatchBytes,
    diff: readDiff(
      git,
      [
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
      ],
      { objectsOnly: true },
      options.maxPatchBytes,
    ),
  };
  // A failed diff is not remembered: the next reader gets git's error again, not a stale rejection.
  read.diff.catch(() => reads.splice(reads.indexOf(read), 1));
  reads.push(read);
  return read.diff;
}

/**
 * Runs a `git diff --raw -z -p` (`args`) and reads its output as it arrives, keeping at most
 * `maxPatchBytes` of patch (RangeDiffReader). A runner that does not stream (a stand-in) hands the
 * output back whole: it is read the same way.
 */
export async function readDiff(git: GitRunner, args: readonly string[], options: GitCallOptions, maxPatchBytes: number): Promise<RangeDiffFile[]> {
  const reader = new RangeDiffReader(maxPatchBytes);
  const { stdout } = await git(args, { ...options, onStdout: (chunk) => reader.push(chunk) });
  if (stdout.length) reader.push(stdout);
  return reader.end();
}

/** Opens every section of the patch, after a newline (or at its start). */
const OPEN = Buffer.from('diff --git ');
const NEWLINE_OPEN = Buffer.from('\ndiff --git ');
/** Bytes of each section read for its header flags (binary? new side? hunks?): headers are a few paths long. */
const HEADER_BYTES = 64 * 1024;
const NOTHING = Buffer.alloc(0);

/**
 * `git diff --raw -z -p` output, chunk by chunk: `:<old mode> <new mode> <old id> <new id> <status>\0<path>\0[<new path>\0]`
 * records, one more NUL, then the patch. Sections come in the order of the raw records, each opened by
 * a `diff --git` line (also for binary files, pure renames and mode changes); a type change has two.
 * Hunk lines start with + - space or \, so "\ndiff --git " only ever opens a section.
 *
 * What it holds at any time: the raw records, the patches kept (at most the budget: a file's patch is
 * kept when the kept ones before it and its own fit, as the review's change cap decides) and the first
 * HEADER_BYTES of the section being read. A patch that outgrows the budget is dropped as it arrives.
 */
export class RangeDiffReader {
  private readonly files: RangeDiffFile[] = [];
  /** Raw records not yet complete; undefined once the patch has started. */
  private raw: Buffer | undefined = NOTHING;
  /** The next byte starts a line. */
  private lineStart = true;
  /** The end of the last chunk, when it could be the start of a `diff --git ` split across chunks. */
  private held = NOTHING;
  /** The file whose sections are being read (-1: none yet). */
  private current = -1;
  private sectionsLeft = 0;
  private skippingFirstLine = false;
  private pieces: Buffer[] = [];
  private size = 0;
  private omitted = false;
  private header: Buffer[] = [];
  private headerBytes = 0;
  /** Bytes of the patches kept so far. */
  private kept = 0;

  constructor(private readonly budget: number) {}

  push(chunk: Buffer): void {
    if (this.raw !== undefined) {
      const patch = this.readRecords(chunk);
      if (patch === undefined) return;
      chunk = patch;
    }
    this.readPatch(chunk);
  }

  end(): RangeDiffFile[] {
    if (this.held.length) {
      const last = this.held;
      this.held = NOTHING;
      this.append(last); // shorter than a section's opening: content
    }
    this.closeFile();
    this.raw = undefined;
    return this.files;
  }

  /** Parses the complete records; the patch's first bytes once the records end, else undefined. */
  private readRecords(chunk: Buffer): Buffer | undefined {
    const raw = this.raw!.length ? Buffer.concat([this.raw!, chunk]) : chunk;
    let at = 0;
    while (at < raw.length && raw[at] === 0x3a /* ':' */) {
      const fieldsEnd = raw.indexOf(0, at);
      if (fieldsEnd < 0) break;
      const [oldMode = '', newMode = '', oldObject = '', newObject = '', status = ''] = raw.toString('latin1', at + 1, fieldsEnd).split(' ');
      const kind = status.charAt(0);
      const first = raw.indexOf(0, fieldsEnd + 1);
      const second = kind === 'R' || kind === 'C' ? (first < 0 ? -1 : raw.indexOf(0, first + 1)) : first;
      if (first < 0 || second < 0) break;
      const file: RangeDiffFile = { status: kind, path: raw.toString('utf8', fieldsEnd + 1, first), oldMode, newMode, oldObject, newObject, binary: false, newSideText: false, hunks: false, patch: '', patchBytes: 0, patchOmitted: false };
      if (second !== first) {
        file.previousPath = file.path;
        file.path = raw.toString('utf8', first + 1, second);
      }
      this.files.push(file);
      at = second + 1;
    }
    if (at < raw.length && raw[at] !== 0x3a) {
      this.raw = undefined;
      return raw.subarray(raw[at] === 0 ? at + 1 : at);
    }
    this.raw = Buffer.from(raw.subarray(at)); // an incomplete record: a copy, not the chunk it is in
    return undefined;
  }

  private readPatch(chunk: Buffer): void {
    let data = chunk;
    if (this.held.length) {
      data = Buffer.concat([this.held, chunk]);
      this.held = NOTHING;
    }
    if (data.length === 0) return;
    // The last line, if it could be an opening cut by the chunk's end, waits for the next chunk.
    const lastLine = data.lastIndexOf(10) + 1 || (this.lineStart ? 0 : data.length);
    let end = data.length;
    if (lastLine < data.length && data.length - lastLine < OPEN.length && OPEN.subarray(0, data.length - lastLine).equals(data.subarray(lastLine))) {
      end = lastLine;
      this.held = Buffer.from(data.subarray(lastLine));
    }
    let from = 0;
    if (this.lineStart && startsWith(data, 0, end)) {
      this.openSection();
      from = 0;
    }
    for (let at = data.indexOf(NEWLINE_OPEN); at >= 0 && at + 1 < end; at = data.indexOf(NEWLINE_OPEN, at + 1)) {
      this.append(data.subarray(from, at + 1));
      this.openSection();
      from = at + 1;
    }
    this.append(data.subarray(from, end));
    this.lineStart = this.held.length > 0 || data[end - 1] === 10;
  }

  private openSection(): void {
    this.closeHeader();
    if (this.current >= 0 && this.sectionsLeft > 0) {
      this.sectionsLeft--; // a type change's second section: its `diff --git` line is part of the patch
      return;
    }
    this.closeFile();
    this.current++;
    const file = this.files[this.current];
    this.sectionsLeft = file?.status === 'T' ? 1 : 0;
    this.skippingFirstLine = true;
  }

  private append(bytes: Buffer): void {
    const file = this.files[this.current];
    if (!file || bytes.length === 0) return;
    if (this.headerBytes < HEADER_BYTES) {
      const part = bytes.subarray(0, HEADER_BYTES - this.headerBytes);
      this.header.push(part);
      this.headerBytes += part.length;
    }
    if (this.skippingFirstLine) {
      const newline = bytes.indexOf(10);
      if (newline < 0) return;
      bytes = bytes.subarray(newline + 1);
      this.skippingFirstLine = false;
    }
    this.size += bytes.length;
    if (this.omitted) return;
    if (this.kept + this.size > this.budget) {
      this.omitted = true;
      this.pieces = [];
    } else if (bytes.length) this.pieces.push(bytes);
  }

  /** The header flags of the section just read. */
  private closeHeader(): void {
    const file = this.files[this.current];
    if (file && this.headerBytes) {
      const text = Buffer.concat(this.header, this.headerBytes).toString('utf8');
      readHeaders(text, 0, text.length, file);
    }
    this.header = [];
    this.headerBytes = 0;
  }

  private closeFile(): void {
    this.closeHeader();
    const file = this.files[this.current];
    if (file) {
      file.patchBytes = this.size;
      if (this.omitted) file.patchOmitted = true;
      else {
        file.patch = Buffer.concat(this.pieces, this.size).toString('utf8');
        this.kept += this.size;
      }
    }
    this.pieces = [];
    this.size = 0;
    this.omitted = false;
  }
}

/** `data` has a section's opening at `at`, wholly before `end`. */
function startsWith(data: Buffer, at: number, end: number): boolean {
  return end - at >= OPEN.length && data.compare(OPEN, 0, OPEN.length, at, at + OPEN.length) === 0;
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
