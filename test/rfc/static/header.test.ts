import { brief, byRule, cleanTreeWith, lint, lineOf, NOW } from './helpers.js';

const P0 = 'rfcs/000-project-phases.md';
const P2 = 'rfcs/002-env-spec.md';

describe('rfc/h1', () => {
  test('a first line that is not an H1 is an error on an added file and a warning on an existing one', async () => {
    const tree = cleanTreeWith({ [P0]: (t) => `Draft notes\n\n${t}` });
    expect(brief(byRule(await lint(tree, { addedFiles: new Set([P0]) }), 'rfc/h1'))).toEqual([['rfc/h1', P0, 1, 'error']]);
    const existing = byRule(await lint(tree), 'rfc/h1');
    expect(brief(existing)).toEqual([['rfc/h1', P0, 1, 'warning']]);
    expect(existing[0].message).toContain('First line must be "# RFC: <Title>" or "# RFC 000: <Title>".');
  });

  test('template placeholder title and RFC-006-style headings fail', async () => {
    const placeholder = cleanTreeWith({ [P0]: (t) => t.replace('# RFC: Design Principles and Broad Roadmap', '# RFC: [Title]') });
    expect(brief(byRule(await lint(placeholder), 'rfc/h1'))).toEqual([['rfc/h1', P0, 1, 'warning']]);
    const dashed = cleanTreeWith({ [P0]: (t) => t.replace('# RFC: Design', '# RFC-000: Design') });
    expect(byRule(await lint(dashed), 'rfc/h1')[0].message).toContain('The H1 is "RFC-000: Design Principles and Broad Roadmap"');
  });

  test('h1-style narrows the accepted form; either accepts both (000 template, 002 numbered)', async () => {
    const tree = cleanTreeWith();
    expect(byRule(await lint(tree), 'rfc/h1')).toEqual([]);
    expect(brief(byRule(await lint(tree, {}, { 'h1-style': 'template' }), 'rfc/h1'))).toEqual([['rfc/h1', P2, 1, 'warning']]);
    const numbered = brief(byRule(await lint(tree, {}, { 'h1-style': 'numbered' }), 'rfc/h1'));
    expect(numbered.map((f) => f[1])).toEqual([P0, 'rfcs/001-abstractions.md']);
  });

  test('a Python comment in a fence is not an H1', async () => {
    const tree = cleanTreeWith({ 'rfcs/004-rubrics.md': '```python\n# RFC 004 style\n```\n\n# RFC 004: Rubrics\n' });
    const f = byRule(await lint(tree), 'rfc/h1');
    expect(brief(f)).toEqual([['rfc/h1', 'rfcs/004-rubrics.md', 1, 'warning']]);
    expect(f[0].message).toContain('The first line is "```python", not an H1.');
  });
});

describe('rfc/id-mismatch', () => {
  test('H1 number and RFC ID must equal the file number', async () => {
    const tree = cleanTreeWith({
      'rfcs/008-external-environment-imports.md': (await import('./helpers.js'))
        .loadTree('clean')
        [P2].replace('# RFC 002: OpenEnv Framework Spec', '# RFC 006: External Environment Imports')
        .replace('**RFC ID:** 002', '**RFC ID:** 006'),
    });
    const f = byRule(await lint(tree), 'rfc/id-mismatch');
    expect(brief(f)).toEqual([
      ['rfc/id-mismatch', 'rfcs/008-external-environment-imports.md', 1, 'error'],
      ['rfc/id-mismatch', 'rfcs/008-external-environment-imports.md', 6, 'error'],
    ]);
    expect(f[1].message).toBe('RFC ID is 006 but the file is 008-external-environment-imports.md. Set it to exactly 008.');
    expect(f[1].column).toBe(13);
  });

  test('matching numbers pass', async () => {
    expect(byRule(await lint(cleanTreeWith()), 'rfc/id-mismatch')).toEqual([]);
  });
});

describe('rfc/header-field-missing', () => {
  test('RFC 004 without a header block: one finding per field on the H1 line', async () => {
    const tree = cleanTreeWith({
      'rfcs/004-rubrics.md': '# RFC 004: Rubric System for Reward Computation\n\n## Summary\n\nRubrics.\n\n**Status**: Draft\n',
    });
    const f = byRule(await lint(tree), 'rfc/header-field-missing');
    expect(brief(f)).toEqual(
      ['Status', 'Created', 'Authors', 'RFC ID'].map(() => ['rfc/header-field-missing', 'rfcs/004-rubrics.md', 1, 'warning']),
    );
    expect(f[0].message).toBe(
      'Header block has no **Status** field (expected between the H1 and the first ## heading). Add a line such as "**Status**: Draft".',
    );
    expect(new Set(f.map((x) => x.fingerprint)).size).toBe(4);
  });

  test('an added file gets errors', async () => {
    const tree = cleanTreeWith({ [P0]: (t) => t.replace('**Authors**: @Darktex, @jspisak\n', '') });
    expect(brief(byRule(await lint(tree, { addedFiles: new Set([P0]) }), 'rfc/header-field-missing'))).toEqual([
      ['rfc/header-field-missing', P0, 1, 'error'],
    ]);
  });
});

describe('rfc/header-layout', () => {
  test('RFC 003 puts five fields on line 3', async () => {
    const header =
      '# RFC: MCP (Model Context Protocol) Support\n\n**Status**: In Review **Created**: 10/21/2025 **Amended**: November 15, 2025 **Authors**: @Darktex, @pankit-eng **RFC ID:** 003\n\n## Summary\n';
    const tree = cleanTreeWith({ 'rfcs/003-mcp-support.md': header });
    const f = byRule(await lint(tree), 'rfc/header-layout');
    expect(brief(f)).toEqual([['rfc/header-layout', 'rfcs/003-mcp-support.md', 3, 'warning']]);
    expect(f[0].message).toMatch(/^5 header fields share line 3; put one field per line as in the template/);
    // The fields are still parsed: nothing is missing.
    expect(byRule(await lint(tree), 'rfc/header-field-missing').filter((x) => x.file.includes('003'))).toEqual([]);
  });

  test('one field per line passes', async () => {
    expect(byRule(await lint(cleanTreeWith()), 'rfc/header-layout')).toEqual([]);
  });
});

describe('rfc/status-value', () => {
  test('"In review" is an error with the exact spelling suggested', async () => {
    const tree = cleanTreeWith({ [P0]: (t) => t.replace('**Status**: In Review', '**Status**: In review') });
    const f = byRule(await lint(tree), 'rfc/status-value');
    expect(brief(f)).toEqual([['rfc/status-value', P0, 3, 'error']]);
    expect(f[0].message).toBe(
      'Status "In review" is not one of Draft, In Review, Accepted, Implemented, Rejected, Superseded. Write it exactly as "In Review".',
    );
  });

  test('"Superseded by RFC NNN" must resolve', async () => {
    const ok = cleanTreeWith({ [P0]: (t) => t.replace('**Status**: In Review', '**Status**: Superseded by RFC 002') });
    expect(byRule(await lint(ok), 'rfc/status-value')).toEqual([]);
    const bad = cleanTreeWith({ [P0]: (t) => t.replace('**Status**: In Review', '**Status**: Superseded by RFC 009') });
    expect(brief(byRule(await lint(bad), 'rfc/status-value'))).toEqual([['rfc/status-value', P0, 3, 'error']]);
  });
});

describe('rfc/created-date', () => {
  const withCreated = (value: string) => cleanTreeWith({ [P0]: (t) => t.replace('**Created**: 2025-10-17', `**Created**: ${value}`) });

  test.each(['[Date]', '2026-02-30', '13/01/2026', 'yesterday'])('"%s" is an error', async (value) => {
    const f = byRule(await lint(withCreated(value)), 'rfc/created-date');
    expect(brief(f)).toEqual([['rfc/created-date', P0, 4, 'error']]);
  });

  test('a date after the adding commit (one day tolerance) is an error', async () => {
    const tree = withCreated('2026-06-20');
    const f = byRule(await lint(tree, { addedAt: () => new Date('2026-06-01T00:00:00Z') }), 'rfc/created-date');
    expect(brief(f)).toEqual([['rfc/created-date', P0, 4, 'error']]);
    expect(f[0].message).toContain('later than the commit that adds this file (2026-06-01)');
    expect(byRule(await lint(withCreated('2026-06-14')), 'rfc/created-date')).toEqual([]); // NOW + 1 day
    expect(byRule(await lint(withCreated('2026-06-15')), 'rfc/created-date')).toHaveLength(1);
  });

  test('a non-ISO date in a new RFC is a notice; the three formats are accepted', async () => {
    const tree = withCreated('01/24/2026');
    const f = byRule(await lint(tree, { addedFiles: new Set([P0]) }), 'rfc/created-date');
    expect(brief(f)).toEqual([['rfc/created-date', P0, 4, 'notice']]);
    expect(f[0].message).toBe('Created "01/24/2026" is valid but not ISO 8601; prefer 2026-01-24.');
    expect(byRule(await lint(tree), 'rfc/created-date')).toEqual([]);
    expect(byRule(await lint(withCreated('November 12, 2025')), 'rfc/created-date')).toEqual([]);
    expect(NOW.getUTCFullYear()).toBe(2026);
  });
});

describe('rfc/authors', () => {
  test('"Ben" is not a handle; @ben is syntactically fine', async () => {
    const tree = cleanTreeWith({ [P0]: (t) => t.replace('**Authors**: @Darktex, @jspisak', '**Authors**: @Darktex, Ben, @bad--handle') });
    const f = byRule(await lint(tree), 'rfc/authors');
    expect(brief(f)).toEqual([
      ['rfc/authors', P0, lineOf(tree[P0], '**Authors**'), 'error'],
      ['rfc/authors', P0, lineOf(tree[P0], '**Authors**'), 'error'],
    ]);
    expect(f[0].message).toBe('Authors entry "Ben" is not a GitHub handle (@login). Write each author as @login, separated by commas (e.g. @Ben).');
    const ok = cleanTreeWith({ [P0]: (t) => t.replace('**Authors**: @Darktex, @jspisak', '**Authors**: @ben') });
    expect(byRule(await lint(ok), 'rfc/authors')).toEqual([]);
  });

  test('an empty or placeholder Authors is an error', async () => {
    const tree = cleanTreeWith({ [P0]: (t) => t.replace('**Authors**: @Darktex, @jspisak', '**Authors**: [@username1, @username2]') });
    expect(brief(byRule(await lint(tree), 'rfc/authors'))).toEqual([['rfc/authors', P0, 6, 'error']]);
  });
});
