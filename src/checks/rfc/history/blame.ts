import pLimit from 'p-limit';
import type { GitRunner } from '../../../repo/git.js';

/** Who last touched a line: the commit and its committer time (epoch ms). */
export interface BlamedLine {
  commit: string;
  /** Committer time; `Infinity` for lines not committed yet (working-tree changes). */
  time: number;
}

const NOT_COMMITTED = /^0{40}$/;

/**
 * `git blame --porcelain` restricted to the lines that matter (one `-L n,m` range per run of
 * consecutive lines), ONE process per file however many lines are asked, results cached per file
 * and line. `revision` undefined blames the working tree (uncommitted lines count as written now).
 *
 * Shortcut: one `git log` over all Markdown files finds the files that a single commit added and no
 * commit touched since; every line of those blames to that commit without running blame at all
 * (most mention-carrying files in a large repository). Working-tree edits disable the shortcut for
 * the edited files.
 */
export class BlameCache {
  private readonly cache = new Map<string, Map<number, BlamedLine>>();
  private singleCommitFiles?: Promise<Map<string, BlamedLine>>;
  /** Number of `git blame` processes started (for tests and the bench). */
  processes = 0;
  constructor(
    private readonly git: GitRunner,
    private readonly revision?: string,
  ) {}

  /** Blames every requested line of `path` that is not cached yet, in at most one process. */
  async lines(path: string, lineNumbers: Iterable<number>): Promise<ReadonlyMap<number, BlamedLine>> {
    let known = this.cache.get(path);
    if (!known) this.cache.set(path, (known = new Map()));
    const missing = [...new Set(lineNumbers)].filter((n) => n > 0 && !known!.has(n)).sort((a, b) => a - b);
    if (missing.length === 0) return known;
    const whole = (await this.singleCommitIndex()).get(path);
    if (whole) {
      for (const line of missing) known.set(line, whole);
      return known;
    }
    const args = ['blame', '--porcelain'];
    for (const [start, end] of toRanges(missing)) args.push('-L', `${start},${end}`);
    if (this.revision) args.push(this.revision);
    args.push('--', path);
    this.processes++;
    const result = await this.git(args, { allowFailure: true });
    if (result.exitCode === 0) {
      for (const [line, blamed] of parsePorcelain(result.stdout.toString('utf8'))) known.set(line, blamed);
    }
    // Lines git could not attribute (untracked file, line beyond the end) count as not committed.
    for (const line of missing) if (!known.has(line)) known.set(line, { commit: '0'.repeat(40), time: Infinity });
    return known;
  }

  private singleCommitIndex(): Promise<Map<string, BlamedLine>> {
    this.singleCommitFiles ??= this.readSingleCommitIndex().catch(() => new Map());
    return this.singleCommitFiles;
  }

  private async readSingleCommitIndex(): Promise<Map<string, BlamedLine>> {
    const rev = this.revision ?? 'HEAD';
    const { stdout } = await this.git([
      '-c',
      'core.quotePath=false',
      'log',
      '--relative',
      '-M',
      '--name-status',
      '--format=%x01%H %ct',
      rev,
      '--',
      '*.md',
      '*.MD',
    ]);
    const touches = new Map<string, { count: number; added: boolean; stamp: BlamedLine }>();
    let stamp: BlamedLine | undefined;
    for (const line of stdout.toString('utf8').split('\n')) {
      if (line.startsWith('\x01')) {
        const [commit, seconds] = line.slice(1).split(' ');
        stamp = { commit: commit!, time: Number(seconds) * 1000 };
        continue;
      }
      if (!stamp || !line) continue;
      const parts = line.split('\t');
      const status = parts[0]![0];
      const path = parts[parts.length - 1]!;
      const seen = touches.get(path);
      if (seen) seen.count++;
      else touches.set(path, { count: 1, added: status === 'A', stamp });
    }
    const dirty = new Set<string>();
    if (!this.revision) {
      const diff = await this.git(['-c', 'core.quotePath=false', 'diff', '--relative', '--name-only', 'HEAD'], { allowFailure: true });
      for (const p of diff.stdout.toString('utf8').split('\n')) if (p) dirty.add(p);
    }
    const out = new Map<string, BlamedLine>();
    for (const [path, t] of touches) if (t.count === 1 && t.added && !dirty.has(path)) out.set(path, t.stamp);
    return out;
  }
}

/** Blames many files, a few processes at a time (git is I/O- and startup-bound). */
export async function blameAll(
  cache: BlameCache,
  linesByFile: ReadonlyMap<string, readonly number[]>,
  signal?: AbortSignal,
  concurrency = 4,
): Promise<Map<string, ReadonlyMap<number, BlamedLine>>> {
  const limit = pLimit(concurrency);
  const entries = await Promise.all(
    [...linesByFile].map(([path, lines]) =>
      limit(async () => [path, signal?.aborted ? new Map<number, BlamedLine>() : await cache.lines(path, lines)] as const),
    ),
  );
  return new Map(entries);
}

function toRanges(sorted: readonly number[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const n of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && n === last[1] + 1) last[1] = n;
    else ranges.push([n, n]);
  }
  return ranges;
}

/** Porcelain: a header `<sha> <orig> <final> [<count>]` per line; commit metadata only the first time a sha appears. */
export function parsePorcelain(output: string): Map<number, BlamedLine> {
  const times = new Map<string, number>();
  const pending: Array<{ commit: string; line: number }> = [];
  let current: string | undefined;
  for (const row of output.split('\n')) {
    if (row.startsWith('\t')) continue; // the line's content
    const header = /^([0-9a-f]{40}) \d+ (\d+)(?: \d+)?$/.exec(row);
    if (header) {
      current = header[1]!;
      pending.push({ commit: current, line: Number(header[2]) });
      continue;
    }
    if (current && row.startsWith('committer-time ')) times.set(current, Number(row.slice(15)) * 1000);
  }
  const out = new Map<number, BlamedLine>();
  for (const { commit, line } of pending) {
    const time = NOT_COMMITTED.test(commit) ? Infinity : (times.get(commit) ?? Infinity);
    out.set(line, { commit, time });
  }
  return out;
}
