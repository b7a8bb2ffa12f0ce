import type { GitRunner } from '../../../repo/git.js';
import { parseRfcPath } from '../numbering/rfc-path.js';

/** One commit as history rules need it: its id and committer time (epoch milliseconds). */
export interface CommitStamp {
  commit: string;
  time: number;
  /** A merge commit (more than one parent): the file was written on a branch, in an earlier commit. */
  merge?: boolean;
}

/** An RFC file that was deleted or renamed away (to another number) on the default branch. */
export interface RetiredRfc extends CommitStamp {
  number: number;
  path: string;
  slug: string;
  how: 'deleted' | 'renamed';
  /** New path when renamed away. */
  renamedTo?: string;
}

export interface RfcHistory {
  /** Retirements, newest first. */
  retired: RetiredRfc[];
  /** For each path, the newest commit that brought it into the tree (added, or renamed into place). */
  addedBy: ReadonlyMap<string, CommitStamp>;
}

/**
 * Reads the RFC folder's history with ONE `git log` over the first-parent chain of `revision` (the
 * default branch's own timeline: a file deleted on a feature branch before it merged never existed
 * there). Merge commits are diffed against their first parent, so a squash or a merge shows the same.
 */
export async function readRfcHistory(git: GitRunner, revision: string, rfcDir: string): Promise<RfcHistory> {
  const dir = rfcDir.replace(/^\.?\/+/, '').replace(/\/+$/, '');
  const { stdout } = await git([
    '-c',
    'core.quotePath=false',
    'log',
    '--relative', // paths relative to the scanned folder, when it is a subdirectory of the repository
    '--first-parent',
    '--diff-merges=first-parent',
    '-M',
    '--name-status',
    '--diff-filter=ADR',
    '--format=%x01%H %ct %P',
    revision,
    '--',
    dir === '' ? '.' : `${dir}/`,
  ]);
  return parseRfcLog(stdout.toString('utf8'), dir);
}

/** Parses the output of the `git log` above (exported for tests of odd inputs). */
export function parseRfcLog(output: string, rfcDir: string): RfcHistory {
  const retired: RetiredRfc[] = [];
  const addedBy = new Map<string, CommitStamp>();
  let stamp: CommitStamp | undefined;
  for (const line of output.split('\n')) {
    if (line.startsWith('\x01')) {
      const [commit, seconds, ...parents] = line.slice(1).split(' ');
      stamp = { commit: commit!, time: Number(seconds) * 1000, ...(parents.length > 1 ? { merge: true } : {}) };
      continue;
    }
    if (!stamp || line === '') continue;
    const [status, first, second] = line.split('\t');
    if (!status || !first) continue;
    const kind = status[0];
    if (kind === 'A') {
      if (!addedBy.has(first)) addedBy.set(first, stamp);
    } else if (kind === 'D') {
      const rfc = parseRfcPath(first, rfcDir);
      if (rfc) retired.push({ ...stamp, ...rfc, how: 'deleted' });
    } else if (kind === 'R' && second) {
      if (!addedBy.has(second)) addedBy.set(second, stamp);
      const from = parseRfcPath(first, rfcDir);
      const to = parseRfcPath(second, rfcDir);
      // A slug-only rename keeps the number identifying the same document: nothing is retired.
      if (from && (!to || to.number !== from.number)) retired.push({ ...stamp, ...from, how: 'renamed', renamedTo: second });
    }
  }
  return { retired, addedBy };
}

/**
 * The first commit in `revisions` (a range such as `base..head`, or a revision for its whole history)
 * whose diff adds `path` (a rename into place shows as an addition under a one-path pathspec), with its
 * committer time. Pull-request mode: when the PR started claiming the file. Full scan: where the file
 * was really written, even when a merge commit brought it to the default branch. Undefined when no
 * commit adds it (an uncommitted file in the working tree).
 */
export async function firstCommitAdding(git: GitRunner, revisions: string, path: string): Promise<CommitStamp | undefined> {
  const { stdout } = await git(['log', '--reverse', '--diff-filter=A', '--format=%H %ct', revisions, '--', path], {
    allowFailure: true,
  });
  const first = stdout.toString('utf8').split('\n').find(Boolean);
  if (!first) return undefined;
  const [commit, seconds] = first.split(' ');
  return { commit: commit!, time: Number(seconds) * 1000 };
}

/** `git merge-base --is-ancestor`, cached: exit 0 = ancestor, 1 = not, anything else = unknown (false). */
export class AncestryCache {
  private readonly cache = new Map<string, Promise<boolean>>();
  constructor(private readonly git: GitRunner) {}
  isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    const key = `${ancestor} ${descendant}`;
    let answer = this.cache.get(key);
    if (!answer) {
      answer = this.git(['merge-base', '--is-ancestor', ancestor, descendant], { allowFailure: true }).then(
        (result) => result.exitCode === 0,
        () => false,
      );
      this.cache.set(key, answer);
    }
    return answer;
  }
}
