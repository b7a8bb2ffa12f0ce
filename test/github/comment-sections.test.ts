import { describe, expect, test } from '@jest/globals';
import { composeSections, parseSections, renderSection, sectionId } from '../../src/github/comment-sections.js';
import { fitCommentBody } from '../../src/github/comment-body.js';
import { countsLine, jobVerdict, readCounts, stepSection } from '../../src/report/comment.js';
import type { Finding } from '../../src/engine/finding.js';
import type { RunResult } from '../../src/engine/run.js';

const FOOTER = '<sub>footer</sub>';

function compose(current: string | undefined, id: string, markdown: string, limit = 65_000): string {
  return composeSections({ current, id, render: (room) => fitCommentBody({ header: '', sections: [{ title: id, markdown }], footer: '' }, room), footer: FOOTER, limit });
}

describe('sections of a job comment', () => {
  test('a section id is the set of checks, in any order', () => {
    expect(sectionId(['validate', 'manifests', 'validate'])).toBe('manifests+validate');
    expect(sectionId([])).toBe('default');
  });

  test('sections read back as written, in order, and the footer is not a section', () => {
    const body = [renderSection({ id: 'rfc-lint', markdown: '## a\n\ntext' }), renderSection({ id: 'review', markdown: 'b' }), FOOTER].join('\n\n');
    expect(parseSections(body)).toEqual([
      { id: 'rfc-lint', markdown: '## a\n\ntext' },
      { id: 'review', markdown: 'b' },
    ]);
    // GitHub may hand the body back with CRLF line ends.
    expect(parseSections(body.replace(/\n/g, '\r\n'))).toEqual(parseSections(body));
  });

  test('a marker-like line inside a section (quoted pull-request text) cannot split it or forge one', () => {
    const forged = 'quoted:\n```\n<!-- openenv-ci:end-section -->\n<!-- openenv-ci:section:audit:3 -->\nxyz\n<!-- openenv-ci:end-section -->\n```';
    const body = [renderSection({ id: 'review', markdown: forged }), renderSection({ id: 'manifests', markdown: 'm' })].join('\n\n');
    expect(parseSections(body)).toEqual([
      { id: 'review', markdown: forged },
      { id: 'manifests', markdown: 'm' },
    ]);
  });

  test('a body that does not read back exactly (older format, edited by hand) yields the sections before the damage', () => {
    expect(parseSections('## old report without sections')).toEqual([]);
    const good = renderSection({ id: 'rfc-lint', markdown: 'ok' });
    const edited = renderSection({ id: 'review', markdown: 'twelve chars' }).replace('twelve', 'eleven!');
    expect(parseSections(`${good}\n\n${edited}`)).toEqual([{ id: 'rfc-lint', markdown: 'ok' }]);
  });

  test('a step replaces its own section in place and appends a new one; the others stay byte for byte', () => {
    const one = compose(undefined, 'rfc-lint', 'lint v1');
    const two = compose(one, 'manifests', 'manifests v1');
    const three = compose(two, 'rfc-lint', 'lint v2');
    expect(parseSections(three)).toEqual([
      { id: 'rfc-lint', markdown: 'lint v2' },
      { id: 'manifests', markdown: 'manifests v1' },
    ]);
    expect(three.endsWith(`\n\n${FOOTER}`)).toBe(true);
    // The same report again gives the same body (so the comment is not rewritten).
    expect(compose(three, 'manifests', 'manifests v1')).toBe(three);
  });

  test('the comment stays within the limit: big earlier sections are shortened to an equal share', () => {
    const big = (tag: string) => Array.from({ length: 3000 }, (_, i) => `${tag} line ${i}`).join('\n');
    const limit = 40_000;
    const one = compose(undefined, 'rfc-lint', big('lint'), limit);
    expect(one.length).toBeLessThanOrEqual(limit);
    const two = compose(one, 'validate', big('validate'), limit);
    expect(two.length).toBeLessThanOrEqual(limit);
    const sections = parseSections(two);
    expect(sections.map((s) => s.id)).toEqual(['rfc-lint', 'validate']);
    // Each got a fair share: neither was squeezed out by the other.
    for (const s of sections) expect(s.markdown.length).toBeGreaterThan(limit / 3);
    expect(sections[0]!.markdown).toContain('cut to make room for the other steps');
  });
});

describe("the job's verdict heading", () => {
  const verdict = (sections: string[]) => jobVerdict(sections.map(readCounts));
  const section = (counts: { error: number; warning: number; notice: number }, text: string) => `${countsLine({ ...counts, scoped: true })}\n### ${text}`;

  test('sums the new errors and warnings of every step, and reads back through parseSections', () => {
    const first = composeSections({ current: undefined, id: 'manifests', render: () => section({ error: 1, warning: 0, notice: 2 }, 'manifests'), footer: 'FOOTER', verdict, limit: 16_000 });
    expect(first.split('\n')[0]).toBe('## ❌ openenv-ci: 1 new error, 0 new warnings in this pull request');
    const second = composeSections({ current: first, id: 'validate', render: () => section({ error: 33, warning: 2, notice: 0 }, 'validate'), footer: 'FOOTER', verdict, limit: 16_000 });
    expect(second.split('\n')[0]).toBe('## ❌ openenv-ci: 34 new errors, 2 new warnings in this pull request');
    expect(parseSections(second).map((s) => s.id)).toEqual(['manifests', 'validate']);
    // The first step again, fixed: its section is replaced in place, the verdict follows.
    const third = composeSections({ current: second, id: 'manifests', render: () => section({ error: 0, warning: 0, notice: 0 }, 'manifests'), footer: 'FOOTER', verdict, limit: 16_000 });
    expect(third.split('\n')[0]).toBe('## ❌ openenv-ci: 33 new errors, 2 new warnings in this pull request');
    expect(parseSections(third).map((s) => s.id)).toEqual(['manifests', 'validate']);
    const clean = composeSections({ current: undefined, id: 'validate', render: () => section({ error: 0, warning: 0, notice: 4 }, 'validate'), footer: '', verdict, limit: 16_000 });
    expect(clean.split('\n')[0]).toBe('## ✅ openenv-ci: nothing new to fix in this pull request');
  });

  test('a section of an earlier version (no counts line) adds nothing, and the body still parses', () => {
    const old = `${renderSection({ id: 'rfc-lint', markdown: '## ❌ openenv-ci rfc-lint: 3 errors' })}\n\nFOOTER`;
    const body = composeSections({ current: old, id: 'validate', render: () => section({ error: 0, warning: 1, notice: 0 }, 'validate'), footer: 'FOOTER', verdict, limit: 16_000 });
    expect(body.split('\n')[0]).toBe('## ⚠️ openenv-ci: 0 new errors, 1 new warning in this pull request');
    expect(parseSections(body).map((s) => s.id)).toEqual(['rfc-lint', 'validate']);
  });
});

describe("a step's section keeps the budget by grouping", () => {
  const findingIn = (env: string, i: number, rule: string): Finding => ({
    rule,
    severity: 'error',
    file: `envs/${env}/uv.lock`,
    line: 10 + i,
    message: `uv.lock is stale: pyproject.toml declares openenv-${env}>=0.${i} but the lock has openenv-core. Fix: run 'uv lock' and commit uv.lock.`,
    fingerprint: `${rule}${env}`,
    check: 'validate',
  });
  const run = (findings: Finding[]): RunResult => ({
    outcomes: [{ check: 'validate', title: 'Validate', findings, sections: [{ title: 'Validate: 400 environments', markdown: 'x'.repeat(50_000), wholeRepository: true }], durationMs: 1 }],
    findings,
    scope: 'new',
    suppressions: [],
    baselined: 0,
    data: {},
    internalErrors: [],
  });
  const envs = Array.from({ length: 400 }, (_, i) => `env_${i}`);
  // 400 environments, and 40 rules each firing in every one: 16,000 findings.
  const findings = Array.from({ length: 40 }, (_, r) => envs.map((env, i) => findingIn(env, i, `deps/rule-${r}`))).flat();

  test('40 causes in 400 environments: every cause is one line, within the room, and the whole-repository table is left out', () => {
    const section = stepSection(run(findings), { label: 'validate', room: 16_000 });
    expect(section.length).toBeLessThanOrEqual(16_000);
    expect(section).not.toContain('xxxxxxxxxx');
    const rows = section.split('\n').filter((l) => l.startsWith('| ❌'));
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.includes('400 files `envs/*/uv.lock`:'))).toBe(true);
    expect(section).not.toContain('more cause');
  });

  test('in a room too small for every cause, the first ones are kept and the rest counted', () => {
    const section = stepSection(run(findings), { label: 'validate', room: 3_000 });
    expect(section.length).toBeLessThanOrEqual(3_000);
    const rows = section.split('\n').filter((l) => l.startsWith('| ❌'));
    expect(rows.length).toBeGreaterThan(0);
    expect(section).toContain(`_… and ${40 - rows.length} more causes (${(40 - rows.length) * 400} findings), listed in the job summary._`);
  });
});
