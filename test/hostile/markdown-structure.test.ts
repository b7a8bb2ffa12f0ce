/**
 * Issue 30: RFC documents under the byte cap expanded about 440 times in memory (markdown-it keeps
 * several objects per block and per inline marker): 4 MB of `a\n\n` held 1.7 GB. A document with more
 * than LIMITS.markdownStructure lines and inline markup characters is reported as too large, not parsed.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '../../src/engine/limits.js';
import { parseRfcDocument } from '../../src/checks/rfc/document.js';
import { assertBundle, CLI_BUNDLE } from '../e2e/run-action.js';
import { runCli } from '../support/cli-run.js';

let dir: string;
beforeAll(() => {
  assertBundle();
  dir = mkdtempSync(join(tmpdir(), 'openenv-ci-markdown-structure-'));
  mkdirSync(join(dir, 'rfcs'));
  const head = '# RFC 00N: Big\n\n**Status**: Draft\n**Created**: 2026-01-01\n**Authors**: @a\n**RFC ID**: 00N\n\n## Summary\n\n';
  const bodies = ['a\n\n'.repeat(1_300_000), '- *a* [b](c)\n'.repeat(300_000), '`a` '.repeat(1_000_000)];
  bodies.forEach((body, i) => writeFileSync(join(dir, `rfcs/00${i + 1}-big.md`), head.replaceAll('00N', `00${i + 1}`) + body));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Markdown documents are bounded by their structure, not only their bytes', () => {
  test('three 4 MB RFCs of blocks, list items and code spans: each reported as too large, in bounded memory', async () => {
    const run = await runCli(CLI_BUNDLE, ['rfc-lint', '--format', 'json'], { cwd: dir });
    const findings = (JSON.parse(run.stdout) as { findings: { rule: string; file: string; severity: string; message: string }[] }).findings;
    const tooComplex = findings.filter((f) => f.rule === 'rfc/unreadable' && /lines and inline markup characters, over the 100,000/.test(f.message));
    expect(tooComplex.map((f) => `${f.file} ${f.severity}`).sort()).toEqual(['rfcs/001-big.md error', 'rfcs/002-big.md error', 'rfcs/003-big.md error']);
    expect(run.peakRssBytes ?? 0).toBeLessThan(250 * 1024 * 1024);
  });

  test('a real RFC is far under the cap and parses', () => {
    const text = readFileSync('test/fixtures/review/openenv-base/rfcs/004-rubrics.md');
    const doc = parseRfcDocument('rfcs/004-rubrics.md', text);
    expect(doc.unreadable).toBeUndefined();
    expect(LIMITS.markdownStructure).toBe(100_000);
  });
});
