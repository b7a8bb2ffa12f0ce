/**
 * A 42 MB added Python file (issue 15): review used to parse its 4.7 million added lines, raise a
 * debug-print finding on each, and die building the report ("RangeError: Invalid string length",
 * 2.4 GB). Over the per-file read cap it is now reported as too large, and the review finishes.
 */
import { describe, expect, it } from '@jest/globals';
import { FILE_TOO_LARGE_RULE, LIMITS } from '../../src/engine/limits.js';
import { review, trackedRepos } from '../review/support.js';

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
