import { afterEach, describe, expect, test } from '@jest/globals';
import { BlameCache, parsePorcelain } from '../../../src/checks/rfc/history/blame.js';
import { AncestryCache, firstCommitAdding, parseRfcLog, readRfcHistory } from '../../../src/checks/rfc/history/git-history.js';
import { makeGitRepo, type GitRepo } from '../../support/git-repo.js';

let repo: GitRepo;
afterEach(async () => repo?.cleanup());

describe('readRfcHistory', () => {
  test('finds deletions and renames away on the first-parent chain, and when each path arrived', async () => {
    repo = await makeGitRepo();
    const first = await repo.commit(
      { 'rfcs/001-openenv-spec.md': 'a\n', 'rfcs/002-actions-as-tool-calls.md': 'b\n', 'rfcs/README.md': 'x\n' },
      { date: '2025-10-01T00:00:00Z' },
    );
    await repo.delete('rfcs/002-actions-as-tool-calls.md', { date: '2025-10-05T00:00:00Z' });
    const rename = await repo.rename('rfcs/001-openenv-spec.md', 'rfcs/002-env-spec.md', { date: '2025-10-10T00:00:00Z' });
    await repo.rename('rfcs/002-env-spec.md', 'rfcs/002-environment-spec.md', { date: '2025-10-11T00:00:00Z' });
    // A file that lived and died on a feature branch never existed on the default branch.
    await repo.branch('feature');
    await repo.commit({ 'rfcs/003-journal.md': 'j\n' }, { date: '2025-10-12T00:00:00Z' });
    await repo.delete('rfcs/003-journal.md', { date: '2025-10-13T00:00:00Z' });
    await repo.commit({ 'docs/x.md': 'x\n' }, { date: '2025-10-13T01:00:00Z' });
    await repo.checkout('main');
    await repo.merge('feature', { date: '2025-10-14T00:00:00Z' });

    const history = await readRfcHistory(repo.git, 'HEAD', 'rfcs');
    expect(history.retired.map((r) => [r.number, r.path, r.how, r.renamedTo ?? '']).sort()).toEqual([
      [1, 'rfcs/001-openenv-spec.md', 'renamed', 'rfcs/002-env-spec.md'],
      [2, 'rfcs/002-actions-as-tool-calls.md', 'deleted', ''],
    ]);
    expect(history.addedBy.get('rfcs/002-env-spec.md')?.commit).toBe(rename);
    expect(history.addedBy.get('rfcs/002-environment-spec.md')?.time).toBe(Date.parse('2025-10-11T00:00:00Z'));
    expect(history.addedBy.get('rfcs/README.md')?.commit).toBe(first);
    expect(history.retired.some((r) => r.path.includes('journal'))).toBe(false);
  });

  test('parseRfcLog ignores non-RFC paths and noise', () => {
    const out = parseRfcLog(['garbage', '\x01abc 100', '', 'D\trfcs/notes.md', 'D\trfcs/sub/004-x.md', 'D\trfcs/004-y.md'].join('\n'), 'rfcs');
    expect(out.retired.map((r) => r.path)).toEqual(['rfcs/004-y.md']);
    expect(out.retired[0]!.time).toBe(100_000);
  });
});

describe('BlameCache', () => {
  test('one process per file for any number of lines, committer dates, uncommitted lines as Infinity', async () => {
    repo = await makeGitRepo();
    await repo.commit({ 'a.md': 'one\ntwo\nthree\nfour\n' }, { date: '2025-01-01T00:00:00Z', committerDate: '2025-02-01T00:00:00Z' });
    const second = await repo.commit({ 'a.md': 'one\nTWO\nthree\nfour\n' }, { date: '2025-03-01T00:00:00Z' });
    await repo.write({ 'a.md': 'one\nTWO\nthree\nFOUR\n' });

    const atHead = new BlameCache(repo.git, 'HEAD');
    const lines = await atHead.lines('a.md', [1, 2, 3]);
    expect(atHead.processes).toBe(1);
    expect(lines.get(1)?.time).toBe(Date.parse('2025-02-01T00:00:00Z')); // committer date, not author date
    expect(lines.get(2)?.commit).toBe(second);
    await atHead.lines('a.md', [1, 2]);
    expect(atHead.processes).toBe(1); // cached

    const workTree = new BlameCache(repo.git);
    const wt = await workTree.lines('a.md', [3, 4]);
    expect(wt.get(4)?.time).toBe(Infinity);
    expect(wt.get(3)?.time).toBe(Date.parse('2025-02-01T00:00:00Z'));

    const missing = await workTree.lines('untracked.md', [1]);
    expect(missing.get(1)?.time).toBe(Infinity);
  });

  test('parsePorcelain reuses metadata of a commit seen before', () => {
    const sha = 'a'.repeat(40);
    const out = parsePorcelain([`${sha} 1 1 2`, 'committer-time 10', '\tx', `${sha} 2 2`, '\ty', ''].join('\n'));
    expect(out.get(1)).toEqual({ commit: sha, time: 10_000 });
    expect(out.get(2)).toEqual({ commit: sha, time: 10_000 });
  });
});

describe('firstCommitAdding and AncestryCache', () => {
  test('the first commit of base..head that adds a path; ancestry answers', async () => {
    repo = await makeGitRepo();
    const base = await repo.commit({ 'a.md': 'a\n' }, { date: '2025-01-01T00:00:00Z' });
    await repo.branch('pr');
    const adds = await repo.commit({ 'rfcs/006-x.md': 'x\n' }, { date: '2025-02-01T00:00:00Z' });
    await repo.commit({ 'rfcs/006-x.md': 'x2\n' }, { date: '2025-03-01T00:00:00Z' });
    expect(await firstCommitAdding(repo.git, 'main..pr', 'rfcs/006-x.md')).toEqual({ commit: adds, time: Date.parse('2025-02-01T00:00:00Z') });
    expect(await firstCommitAdding(repo.git, 'main..pr', 'rfcs/007-y.md')).toBeUndefined();
    const ancestry = new AncestryCache(repo.git);
    expect(await ancestry.isAncestor(base, adds)).toBe(true);
    expect(await ancestry.isAncestor(adds, base)).toBe(false);
  });
});
