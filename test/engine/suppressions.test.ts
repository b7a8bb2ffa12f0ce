import { applySuppressions, mayHoldDirective, parseSuppressions } from '../../src/engine/suppressions.js';
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

  it('looks at a file only when its bytes hold a comment opener and "disable", and finds every directive there is', async () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    // A lock that names a package "disable…" but has no comment: no directive, not decoded.
    const lock = '[[package]]\nname = "pytest-disable-plugin"\nversion = "1.0"\n';
    expect(mayHoldDirective(bytes(lock))).toBe(false);
    expect(parseSuppressions('uv.lock', lock)).toEqual([]);
    // A TOML comment, a Markdown one: both looked at.
    const toml = `${lock}# openenv-ci: disable deps/lockfile-in-sync pinned on purpose\n`;
    expect(mayHoldDirective(bytes(toml))).toBe(true);
    expect(mayHoldDirective(bytes('<!-- rfc-lint-disable rfc/h1 legacy -->\n'))).toBe(true);
    expect(mayHoldDirective(bytes('# a comment, no directive\n'))).toBe(false);
    const repo = new MemoryRepoView({ 'env/uv.lock': toml, 'other/uv.lock': lock });
    const { kept, suppressions } = await applySuppressions([finding('env/uv.lock', 2, 'deps/lockfile-in-sync'), finding('other/uv.lock', 2, 'deps/lockfile-in-sync')], repo);
    expect(kept.map((f) => f.file)).toEqual(['other/uv.lock']);
    expect(suppressions.map((s) => [s.file, s.reason])).toEqual([['env/uv.lock', 'pinned on purpose']]);
  });

  it('a file without a comment opener holds no directive: the byte test never hides one the parser finds', () => {
    // Every opener/word combination, around and across line ends: whenever the parser finds a directive, the byte test said to look.
    const pieces = ['#', '<!--', ' ', 'openenv-ci', 'rfc-lint', '-disable', ': disable', '-next-line', ' rfc/h1', ' reason', ' -->', '\n', 'x'];
    let found = 0;
    for (const a of pieces) for (const b of pieces) for (const c of pieces) for (const d of pieces) {
      const text = a + b + c + d + ' rfc/h1 why';
      if (!parseSuppressions('f.md', text).length) continue;
      expect(mayHoldDirective(new TextEncoder().encode(text))).toBe(true);
      found++;
    }
    expect(found).toBeGreaterThan(100);
  });
});
