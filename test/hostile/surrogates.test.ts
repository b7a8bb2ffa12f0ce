/**
 * Issue 30: quoted text clipped at a fixed number of UTF-16 units split surrogate pairs: an emoji in an
 * RFC title (or status, author, link) left a lone surrogate in the finding message, and the JSON report
 * failed in jq. Every clip goes through one function that counts code points (src/engine/text.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clipText } from '../../src/engine/limits.js';
import { clipCodePoints, firstCodePoints } from '../../src/engine/text.js';
import { assertBundle, CLI_BUNDLE } from '../e2e/run-action.js';
import { runCli } from '../support/cli-run.js';

const ROCKET = '\u{1F680}';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('clipping by code points', () => {
  test.each([0, 1, 2, 5, 199, 200])('never half a pair, whatever the cut (%i ASCII characters first)', (ascii) => {
    const text = 'a'.repeat(ascii) + ROCKET.repeat(300);
    for (const limit of [1, 40, 77, 80, 119, 120, 199, 200]) {
      for (const clipped of [clipText(text, limit), clipCodePoints(text, limit), firstCodePoints(text, limit)]) {
        expect(clipped).not.toMatch(LONE_SURROGATE);
        expect([...clipped].length).toBeLessThanOrEqual(limit + 1);
      }
      expect(clipCodePoints(text, limit, '...')).not.toMatch(LONE_SURROGATE);
      expect([...clipCodePoints(text, limit)].length).toBe(limit);
    }
  });

  test('short text is kept whole, and a cut says so', () => {
    expect(clipCodePoints(`${ROCKET}${ROCKET}`, 2)).toBe(`${ROCKET}${ROCKET}`);
    expect(clipCodePoints(`${ROCKET}${ROCKET}${ROCKET}`, 2)).toBe(`${ROCKET}…`);
    expect(clipText(`ab${ROCKET}c`, 3)).toBe(`ab${ROCKET}…`);
  });
});

describe('rfc-lint on RFCs whose fields are full of emoji', () => {
  let dir: string;
  beforeAll(() => {
    assertBundle();
    dir = mkdtempSync(join(tmpdir(), 'openenv-ci-surrogates-'));
    mkdirSync(join(dir, 'rfcs'));
    [76, 118, 199, 77, 119, 198, 39].forEach((n, i) => {
      const pad = (c: string) => c.repeat(n);
      writeFileSync(
        join(dir, `rfcs/00${i + 1}-x.md`),
        `# RFC 00${i + 1} ${pad('a')}${ROCKET.repeat(150)}\n\n**Status**: ${pad('b')}${ROCKET.repeat(150)}\n**Authors**: ${pad('c')}${ROCKET.repeat(100)}\n` +
          `**Created**: ${pad('d')}${ROCKET.repeat(100)}\n\n## Summary\n\n[${ROCKET.repeat(100)}](./${pad('e')}${ROCKET.repeat(100)}.md)\n`,
      );
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('the JSON report holds no lone surrogate (valid UTF-8, as jq requires)', async () => {
    const run = await runCli(CLI_BUNDLE, ['rfc-lint', '--format', 'json'], { cwd: dir });
    expect(run.stdout).not.toMatch(/\\ud[89a-f][0-9a-f]{2}/i);
    expect(run.stdout).not.toContain('\ufffd');
    const report = JSON.parse(run.stdout) as { findings: { message: string }[] };
    expect(report.findings.length).toBeGreaterThan(20);
    expect(report.findings.filter((f) => LONE_SURROGATE.test(f.message))).toEqual([]);
  });
});
