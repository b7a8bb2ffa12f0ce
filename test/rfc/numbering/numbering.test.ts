import { describe, expect, test } from '@jest/globals';
import { computeNumbering, nextFreeFor } from '../../../src/checks/rfc/numbering/numbering.js';
import { numberingSection } from '../../../src/checks/rfc/numbering/table.js';
import { newFindings } from '../../../src/checks/rfc/transition/build.js';
import { topicPhrase } from '../../../src/checks/rfc/transition/facts.js';
import type { Finding } from '../../../src/engine/finding.js';

const checked = (claims: Array<{ number: number; path: string }>) => ({
  status: 'checked' as const,
  pullsListed: claims.length,
  claims: claims.map((c, i) => ({
    ...c,
    slug: 'x',
    pull: { number: 600 + i, createdAt: '2026-05-01T00:00:00Z', author: 'a', htmlUrl: '', title: '', draft: false },
  })),
});

describe('next free number (spec 6.5)', () => {
  test('385de5eb: files 000-005, reservations 006 and 007, open claims on 006 → 008', () => {
    const existing = new Map([0, 1, 2, 3, 4, 5].map((n) => [n, [`rfcs/00${n}-x.md`]] as const));
    const reserved = new Map([
      [6, [{ file: 'rfcs/000-project-phases.md', line: 56, topic: 'production performance simulation' }]],
      [7, [{ file: 'rfcs/000-project-phases.md', line: 57, topic: 'MCP protocol interception' }]],
    ]);
    const numbering = computeNumbering({ existing, reserved, retired: [], claimsOutcome: checked([{ number: 6, path: 'rfcs/006-a.md' }]) });
    expect(numbering.nextFree).toBe(8);
  });

  test('retired and claimed numbers count, gaps are never filled, an empty repository starts at 000', () => {
    const retired = [{ number: 9, path: 'rfcs/009-x.md', slug: 'x', how: 'deleted' as const, commit: 'c', time: 0 }];
    expect(computeNumbering({ existing: new Map([[0, ['a']]]), reserved: new Map(), retired, claimsOutcome: checked([]) }).nextFree).toBe(10);
    expect(computeNumbering({ existing: new Map([[0, ['a']]]), reserved: new Map(), claimsOutcome: checked([{ number: 12, path: 'p' }]) }).nextFree).toBe(13);
    expect(computeNumbering({ existing: new Map(), reserved: new Map(), claimsOutcome: { status: 'skipped', reason: 'r', failed: false } }).nextFree).toBe(0);
  });

  test('a second RFC in the same PR may follow the first', () => {
    const numbering = computeNumbering({ existing: new Map([[7, ['a']]]), reserved: new Map(), claimsOutcome: checked([]) });
    expect(nextFreeFor(numbering, 9, [8, 9])).toBe(9);
    expect(nextFreeFor(numbering, 8, [8, 9])).toBe(8);
  });
});

describe('numbering table', () => {
  test('rows per state, escaped cells, notes', () => {
    const numbering = computeNumbering({
      existing: new Map([[0, ['rfcs/000-a.md']]]),
      reserved: new Map([[1, [{ file: 'docs/x|y.md', line: 3, topic: '@everyone <script>' }]]]),
      claimsOutcome: { status: 'skipped', reason: 'HTTP 403', failed: true },
    });
    const section = numberingSection(numbering, ['extra note']);
    expect(section.title).toBe('RFC numbering');
    expect(section.markdown).toContain('**Next free RFC number: 002**');
    expect(section.markdown).toContain('| 000 | existing | rfcs/000\\-a\\.md |');
    const reservedRow = section.markdown.split('\n').find((l) => l.startsWith('| 001 | reserved |'))!;
    expect(reservedRow).not.toContain('<script>');
    expect(reservedRow).toContain('&lt;script&gt;');
    expect(reservedRow).toContain('x\\|y');
    expect(section.markdown).toContain('Retired numbers unknown');
    expect(section.markdown).toContain('HTTP 403');
    expect(section.text).toContain('Next free RFC number: 002');
  });
});

describe('topicPhrase', () => {
  test.each([
    ['5. Enabling production performance simulation to minimize training-production delta (RFC 006).', 'Enabling production performance simulation to minimize training-production delta'],
    ['See RFC 006: Production performance simulation', 'Production performance simulation'],
    ['- RFC 004: CodeAct support (agents write executable code)', 'CodeAct support (agents write executable code)'],
    ['MCP protocol interception (see RFC-007)', 'MCP protocol interception'],
  ])('%s', (context, phrase) => {
    expect(topicPhrase(context)).toBe(phrase);
  });
});

describe('new findings (multiset difference, spec 9.1 step 2)', () => {
  const f = (fingerprint: string, line: number): Finding => ({ rule: 'r', severity: 'error', file: 'a', line, message: 'm', fingerprint });
  test('a second identical problem in HEAD is still new; line moves are not', () => {
    expect(newFindings([f('x', 10), f('x', 20), f('y', 1)], [f('x', 3)]).map((x) => `${x.fingerprint}:${x.line}`)).toEqual(['x:20', 'y:1']);
  });
});
