/**
 * A 42 MB added Python file (issue 15): review used to parse its 4.7 million added lines, raise a
 * debug-print finding on each, and die building the report ("RangeError: Invalid string length",
 * 2.4 GB). Over the per-file read cap it is now reported as too large, and the review finishes.
 */
import { describe, expect, it } from '@jest/globals';
import { CHANGE_TOO_LARGE_RULE, FILE_TOO_LARGE_RULE, LIMITS } from '../../src/engine/limits.js';
import { gitRunner, type GitRunner } from '../../src/repo/git.js';
import { WorkingTreeView } from '../../src/repo/working-tree.js';
import { review, trackedRepos } from '../review/support.js';
import { checkContext } from '../support/context.js';

const repo = trackedRepos();
const BIG = 'envs/echo_env/server/generated.py';

describe('review of a pull request that adds a huge file', () => {
  it('reports the file as too large, reads nothing of it, and reviews the rest', async () => {
    const big = 'print(x)\n'.repeat(Math.ceil(42_000_000 / 9));
    const r = repo({ [BIG]: big, 'envs/echo_env/server/small.py': 'import pdb\npdb.set_trace()\n' });
    const { findings, markdown } = await review(r);
    const tooLarge = findings.filter((f) => f.rule === FILE_TOO_LARGE_RULE);
    expect(tooLarge.map((f) => f.file)).toEqual([BIG]);
    expect(tooLarge[0]!.message).toMatch(/is 40\.1 MB, over the 4\.0 MB a check reads of one file: the review did not read its change/);
    expect(findings.filter((f) => f.file === BIG && f.rule !== FILE_TOO_LARGE_RULE)).toEqual([]);
    // The small file next to it is still reviewed.
    expect(findings.some((f) => f.file === 'envs/echo_env/server/small.py')).toBe(true);
    expect(markdown.length).toBeLessThan(100_000);
  }, 120_000);

  it('a file just under the cap is still reviewed', async () => {
    // Long comment lines (few lines, so the test stays quick) up to just under the cap, then a print.
    const comment = `# ${'a'.repeat(8_997)}\n`;
    const r = repo({ [BIG]: `${comment.repeat(Math.floor((LIMITS.fileBytes - 100) / comment.length))}print(x)\n` });
    const { findings } = await review(r);
    expect(findings.some((f) => f.rule === FILE_TOO_LARGE_RULE)).toBe(false);
    expect(findings.some((f) => f.file === BIG && f.rule !== FILE_TOO_LARGE_RULE)).toBe(true);
  }, 120_000);
});

/**
 * Issue 30: a 210 MB change (60 Python files of 3.5 MB, each under the per-file cap) held the review for
 * 174 s at 3.8 GB peak RSS. The review reads at most `max-change-bytes` of one change (its diff, file by
 * file in git's order); the files past it are listed as not reviewed. The test uses a 1 MB cap on a
 * change of 3 MB so it stays fast; the default is in docs/security-limits.md.
 */
describe('review of a change larger than it reads', () => {
  it('reviews files up to the change cap and lists the rest as not reviewed', async () => {
    const filler = `# ${'a'.repeat(998)}\n`.repeat(300); // 300 KB of added lines per file
    const files: Record<string, string> = {};
    for (let i = 0; i < 10; i++) files[`envs/echo_env/server/gen_${i}.py`] = `${filler}import pdb\npdb.set_trace()\n`;
    const r = repo(files);
    const { findings, markdown } = await review(r, { options: { 'max-change-bytes': String(1024 * 1024) } });
    const notReviewed = findings.filter((f) => f.rule === CHANGE_TOO_LARGE_RULE).map((f) => f.file);
    const reviewed = [...new Set(findings.filter((f) => f.rule !== CHANGE_TOO_LARGE_RULE).map((f) => f.file))];
    // 300 KB each: three fit in 1 MB, seven do not.
    expect(reviewed).toHaveLength(3);
    expect(notReviewed).toHaveLength(7);
    expect(new Set([...reviewed, ...notReviewed]).size).toBe(10);
    expect(findings.find((f) => f.rule === CHANGE_TOO_LARGE_RULE)!.message).toMatch(/not reviewed: the change is 2\.9 MB, over the 1\.0 MB the review reads of one change \(max-change-bytes\)/);
    expect(markdown).toMatch(/not reviewed/);
  }, 120_000);

  it('holds no more of git\'s output than the cap: the diff is read as a stream, patches past the cap dropped', async () => {
    const filler = `# ${'a'.repeat(998)}\n`.repeat(300);
    const files: Record<string, string> = {};
    for (let i = 0; i < 10; i++) files[`envs/echo_env/server/gen_${i}.py`] = `${filler}import pdb\npdb.set_trace()\n`;
    const r = repo(files);
    const real = gitRunner(r.dir);
    // The largest answer git handed back whole (before: the range diff's 2.9 MB, in one buffer, for a 1 MB cap).
    let held = 0;
    const spy: GitRunner = async (args, options) => {
      const result = await real(args, options);
      held = Math.max(held, result.stdout.length);
      return result;
    };
    if (real.readBlob) spy.readBlob = real.readBlob;
    const cap = 1024 * 1024;
    const { services } = checkContext(new WorkingTreeView(r.dir));
    const { findings } = await review(r, { options: { 'max-change-bytes': String(cap) }, services: { ...services, git: spy } });
    expect(findings.filter((f) => f.rule === CHANGE_TOO_LARGE_RULE)).toHaveLength(7);
    // The three files reviewed are read whole (their HEAD texts, 900 KB in one answer): under the cap.
    expect(held).toBeLessThan(cap + 64 * 1024);
  }, 120_000);

  it('a change under the cap is reviewed whole', async () => {
    const r = repo({ 'envs/echo_env/server/a.py': 'import pdb\npdb.set_trace()\n', 'envs/echo_env/server/b.py': 'import pdb\npdb.set_trace()\n' });
    const { findings } = await review(r, { options: { 'max-change-bytes': '1000' } });
    expect(findings.some((f) => f.rule === CHANGE_TOO_LARGE_RULE)).toBe(false);
    expect(new Set(findings.map((f) => f.file)).size).toBe(2);
  });
});
