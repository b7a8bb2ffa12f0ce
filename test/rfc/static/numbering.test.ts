import { brief, byRule, cleanTreeWith, lint, loadTree } from './helpers.js';

const P2 = 'rfcs/002-env-spec.md';

describe('rfc/number-collision (tree part)', () => {
  const tree = () =>
    cleanTreeWith({
      'rfcs/002-generic-task-support.md': loadTree('clean')[P2].replace(
        'OpenEnv Framework Spec for agent execution environments',
        'Generic Task Support',
      ),
    });

  test('full scan blames every file but the first on the default branch', async () => {
    const f = byRule(await lint(tree(), { nextFree: '008' }), 'rfc/number-collision');
    // Path order by default: 002-env-spec.md < 002-generic-task-support.md.
    expect(brief(f)).toEqual([['rfc/number-collision', 'rfcs/002-generic-task-support.md', 6, 'error']]);
    expect(f[0].message).toBe(
      'RFC 002 is already used by rfcs/002-env-spec.md; next free number is 008. Renumber this RFC (file name, H1 and RFC ID).',
    );
    const reordered = byRule(
      await lint(tree(), { collisionOrder: (paths) => [...paths].sort().reverse() }),
      'rfc/number-collision',
    );
    expect(brief(reordered)).toEqual([['rfc/number-collision', P2, 6, 'error']]);
  });

  test('pull-request mode blames the added file only (PR 201 case)', async () => {
    const f = byRule(await lint(tree(), { addedFiles: new Set(['rfcs/002-generic-task-support.md']) }), 'rfc/number-collision');
    expect(brief(f)).toEqual([['rfc/number-collision', 'rfcs/002-generic-task-support.md', 6, 'error']]);
  });

  test('distinct numbers pass; the estimate of the next free number counts reservations', async () => {
    const f = byRule(await lint(tree()), 'rfc/number-collision');
    expect(f[0].message).toContain('next free number is 007'); // 000 mentions RFC 006
    expect(byRule(await lint(cleanTreeWith()), 'rfc/number-collision')).toEqual([]);
  });
});

describe('rfc/file-name', () => {
  test('a companion document is a warning', async () => {
    const tree = cleanTreeWith({
      'rfcs/RFC-003-implementation-journal.md': '# RFC-003 Implementation Journal\n\nNotes.\n',
    });
    const f = byRule(await lint(tree), 'rfc/file-name');
    expect(brief(f)).toEqual([['rfc/file-name', 'rfcs/RFC-003-implementation-journal.md', 1, 'warning']]);
    expect(f[0].message).toBe(
      'rfcs/RFC-003-implementation-journal.md is not an RFC file name (NNN-kebab-title.md); treated as a companion document and skipped by RFC rules. Move it out of rfcs/ or rename it.',
    );
  });

  test.each(['rfcs/06-foo.md', 'rfcs/006_foo.md', 'rfcs/RFC-006-foo.md', 'rfcs/006-Foo.md'])('%s with an RFC H1 is an error', async (path) => {
    const tree = cleanTreeWith({ [path]: '# RFC 006: External Environment Imports\n' });
    const f = byRule(await lint(tree), 'rfc/file-name');
    expect(brief(f)).toEqual([['rfc/file-name', path, 1, 'error']]);
    expect(f[0].message).toContain('rfcs/007-external-environment-imports.md');
  });

  test('RFC files, the index, images and sub-folders are not companions', async () => {
    const tree = cleanTreeWith({ 'rfcs/diagram.png': 'PNG', 'rfcs/drafts/notes.md': '# Notes\n' });
    expect(byRule(await lint(tree), 'rfc/file-name')).toEqual([]);
  });
});
