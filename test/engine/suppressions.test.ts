import { applySuppressions, parseSuppressions } from '../../src/engine/suppressions.js';
import { MemoryRepoView } from '../../src/repo/memory.js';
import type { Finding } from '../../src/engine/finding.js';
import { CHANGE_TOO_LARGE_RULE } from '../../src/engine/limits.js';

const finding = (file: string, line: number, rule = 'rfc/header-layout'): Finding => ({ rule, severity: 'warning', file, line, message: 'm', fingerprint: `${file}:${line}` });

describe('suppressions', () => {
  it('parses markdown and hash directives with reasons and several rules', () => {
    const found = parseSuppressions('a.md', '<!-- rfc-lint-disable-next-line rfc/h1, rfc/authors legacy header -->\n# x\n# openenv-ci-disable openenv-yaml/* generated file\n');
    expect(found).toEqual([
      { file: 'a.md', line: 1, scope: 'next-line', rules: ['rfc/h1', 'rfc/authors'], reason: 'legacy header', used: 0 },
      { file: 'a.md', line: 3, scope: 'file', rules: ['openenv-yaml/*'], reason: 'generated file', used: 0 },
    ]);
  });

  it('silences only the next line and only the named rule, and counts use', async () => {
    const repo = new MemoryRepoView({ 'rfcs/001-x.md': 'intro\n<!-- rfc-lint-disable-next-line rfc/header-layout moved later -->\n**Status**: Draft **Created**: 2026-01-01\nother\n' });
    const { kept, suppressions } = await applySuppressions(
      [finding('rfcs/001-x.md', 3), finding('rfcs/001-x.md', 4), finding('rfcs/001-x.md', 3, 'rfc/status-value')],
      repo,
    );
    expect(kept.map((f) => `${f.line}:${f.rule}`)).toEqual(['4:rfc/header-layout', '3:rfc/status-value']);
    expect(suppressions).toHaveLength(1);
    expect(suppressions[0]!.used).toBe(1);
  });

  it('a file-wide directive covers every line; binary files are never scanned', async () => {
    const repo = new MemoryRepoView({ 'a.yaml': '# openenv-ci-disable openenv-yaml/* vendored\nname: x\n', 'b.md': new Uint8Array([0, 1, 2]) });
    const { kept } = await applySuppressions([finding('a.yaml', 2, 'openenv-yaml/name'), finding('b.md', 1)], repo);
    expect(kept.map((f) => f.file)).toEqual(['b.md']);
  });

  it('does not read a file back whose only finding says the change cap kept it from being read', async () => {
    const repo = new MemoryRepoView({ 'gen.py': '# openenv-ci-disable review/* generated\nx = 1\n', 'app.py': '# openenv-ci-disable review/* generated\n' });
    const read: string[] = [];
    const readFile = repo.readFile.bind(repo);
    repo.readFile = (path) => (read.push(path), readFile(path));
    const { kept } = await applySuppressions([finding('gen.py', 0, CHANGE_TOO_LARGE_RULE), finding('app.py', 1, 'review/debug-print')], repo);
    expect(kept.map((f) => f.file)).toEqual(['gen.py']);
    expect(read).not.toContain('gen.py');
  });
});
