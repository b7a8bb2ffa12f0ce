import { describe, expect, test } from '@jest/globals';
import { composeSections, parseSections, renderSection, sectionId } from '../../src/github/comment-sections.js';
import { fitCommentBody } from '../../src/github/comment-body.js';

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
