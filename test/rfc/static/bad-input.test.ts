import { parseRfcDocument } from '../../../src/checks/rfc/document.js';
import { brief, byRule, cleanTreeWith, lint } from './helpers.js';
import { LIMITS } from '../../../src/engine/limits.js';

const enc = (s: string) => new TextEncoder().encode(s);

describe('bad input: a finding or a clean result, never a crash or hang', () => {
  test('a binary .md in rfcs/ is an rfc/unreadable error and is skipped by content rules', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    const tree: Record<string, string | Uint8Array> = { ...cleanTreeWith(), 'rfcs/006-diagram.md': png };
    const findings = await lint(tree);
    const f = findings.filter((x) => x.file === 'rfcs/006-diagram.md');
    expect(brief(f)).toEqual([
      ['rfc/unreadable', 'rfcs/006-diagram.md', 1, 'error'],
      ['rfc/index-missing', 'rfcs/006-diagram.md', 1, 'error'],
    ]);
    expect(f[0].message).toContain('contains NUL bytes');
  });

  test('non-UTF-8 text is a warning and still checked (lossy decoding)', async () => {
    const latin1 = new Uint8Array([...enc('# RFC: Caf'), 0xe9, ...enc('\n\n## Summary\n')]);
    const tree: Record<string, string | Uint8Array> = { ...cleanTreeWith(), 'docs/notes.md': latin1, 'rfcs/006-cafe.md': latin1 };
    const findings = await lint(tree);
    expect(brief(byRule(findings, 'rfc/unreadable'))).toEqual([
      ['rfc/unreadable', 'docs/notes.md', 1, 'warning'],
      ['rfc/unreadable', 'rfcs/006-cafe.md', 1, 'warning'],
    ]);
    expect(byRule(findings, 'rfc/header-field-missing').filter((x) => x.file === 'rfcs/006-cafe.md')).toHaveLength(4);
  });

  test('a 20 MB markdown file is refused by size without parsing, quickly', async () => {
    const line = 'RFC 001 is mentioned here with [a link](./missing.md) and **bold** text. | a | b |\n';
    const big = line.repeat(Math.ceil((20 * 1024 * 1024) / line.length));
    const tree = { ...cleanTreeWith(), 'docs/huge.md': big };
    const started = performance.now();
    const findings = await lint(tree);
    const elapsed = performance.now() - started;
    expect(brief(findings)).toEqual([['rfc/unreadable', 'docs/huge.md', 1, 'warning']]);
    expect(findings[0].message).toMatch(/docs\/huge\.md is 20\.0 MiB, over the 5\.0 MiB limit/);
    expect(elapsed).toBeLessThan(15000);
  });

  test('a large file under the limit is parsed in reasonable time (1.5 MB of prose and mentions)', () => {
    const para = 'See RFC 001 for details, RFC 002 for the spec; and [RFC 000](./000-project-phases.md#summary).\n\n';
    const text = `# RFC: Big\n\n${para.repeat(Math.floor((1.5 * 1024 * 1024) / para.length))}`;
    const started = performance.now();
    const doc = parseRfcDocument('rfcs/006-big.md', enc(text));
    expect(performance.now() - started).toBeLessThan(30000);
    expect(doc.unreadable).toBeUndefined();
    expect(doc.mentions.length).toBeGreaterThan(45000);
  });

  test('a 10,000-line table parses; mentions in cells keep their lines', async () => {
    const rows = Array.from({ length: 10000 }, (_, i) => `| ${i} | RFC 00${i % 3} | \`RFC 009\` | <!-- RFC 008 --> |`);
    const table = `# Big table\n\n| n | ref | code | comment |\n|---|---|---|---|\n${rows.join('\n')}\n`;
    const started = performance.now();
    const doc = parseRfcDocument('docs/table.md', enc(table));
    expect(performance.now() - started).toBeLessThan(30000);
    expect(doc.mentions).toHaveLength(10000);
    expect(doc.mentions[9999]).toMatchObject({ number: '000', line: 10004, column: 10 });
    const findings = await lint({ ...cleanTreeWith(), 'docs/table.md': table });
    expect(findings).toEqual([]);
  });

  test('unterminated fences swallow the rest of the file as code, as GitHub renders it', async () => {
    const tree = cleanTreeWith({
      'rfcs/000-project-phases.md': (t) => t.replace('## Examples\n\n```python', '## Examples\n\n````python'),
    });
    const findings = await lint(tree);
    // The trailing "## Phases" heading and its mentions vanish into the fence; nothing else changes.
    expect(brief(findings)).toEqual([]);
    const unterminated = cleanTreeWith({ 'rfcs/000-project-phases.md': (t) => t.replace('## Summary', '```\n## Summary') });
    const f = await lint(unterminated);
    expect(brief(byRule(f, 'rfc/section-missing'))).toEqual(
      Array(4).fill(['rfc/section-missing', 'rfcs/000-project-phases.md', 1, 'warning']),
    );
  });

  test('hostile markdown in titles and messages stays plain text in the finding', async () => {
    const hostile =
      '# RFC 006: @everyone <!-- x --> | pipes | <img src=x onerror=alert(1)> `code`\n\n**Status**: <b>Done</b> @everyone\n**Created**: 2026-01-01\n**Authors**: @everyone, <script>Evil Corp\n**RFC ID**: 006\n';
    const findings = await lint({ ...cleanTreeWith(), 'rfcs/006-hostile.md': hostile });
    const status = byRule(findings, 'rfc/status-value')[0];
    expect(status.message).toBe(
      'Status "Done @everyone" is not one of Draft, In Review, Accepted, Implemented, Rejected, Superseded. Pick one of them (case and spelling are exact).',
    );
    const authors = byRule(findings, 'rfc/authors');
    expect(authors.map((a) => a.line)).toEqual([5]);
    const missing = byRule(findings, 'rfc/index-missing')[0];
    expect(missing.message).toContain('@everyone');
    expect(missing.message).not.toContain('<!--');
  });

  test('pathological nesting and emphasis do not hang', () => {
    const text = `# RFC: x\n\n${'['.repeat(20000)}RFC 001${']'.repeat(20000)}\n\n${'*a '.repeat(20000)}\n\n${'> '.repeat(500)}RFC 002\n`;
    const started = performance.now();
    const doc = parseRfcDocument('docs/evil.md', enc(text));
    expect(performance.now() - started).toBeLessThan(30000);
    expect(doc.mentions.map((m) => m.number)).toContain('001');
  });
});

describe('tree reader failures', () => {
  test('a file the reader cannot read becomes an rfc/unreadable finding, not a crash', async () => {
    const { MemoryRepoView } = await import('../../../src/repo/memory.js');
    const { parseRfcOptions } = await import('../../../src/checks/rfc/options.js');
    const { lintTreeStatic } = await import('../../../src/checks/rfc/static/index.js');
    const inner = new MemoryRepoView(cleanTreeWith());
    const view = {
      label: 'flaky',
      listFiles: () => inner.listFiles(),
      fileSize: (p: string) => inner.fileSize(p),
      readFile: async (p: string) => {
        if (p === 'docs/guide.md') throw new Error('EACCES: permission denied');
        return inner.readFile(p);
      },
    };
    const { findings } = await lintTreeStatic(view, { ...parseRfcOptions({}), now: new Date('2026-06-13T00:00:00Z') });
    expect(brief(findings)).toEqual([['rfc/unreadable', 'docs/guide.md', 1, 'warning']]);
    expect(findings[0].message).toContain('EACCES');
  });
});

describe('hostile shapes stay linear', () => {
  test('one paragraph of 20,000 mentions, 20,000 bold fields on one line, 3,000 decisions', async () => {
    const started = performance.now();
    const mentions = parseRfcDocument('docs/a.md', enc(`${'RFC 001 '.repeat(20000)}\n`));
    expect(mentions.mentions).toHaveLength(20000);
    expect(mentions.mentions[19999].sentence.length).toBeLessThanOrEqual(810);
    const fields = parseRfcDocument('docs/b.md', enc(`${'**A**: b '.repeat(20000)}\n`));
    expect(fields.header.fields).toHaveLength(20000);
    const decisions = Array.from({ length: 3000 }, (_, i) => `### D${i}\n\n**Chosen Approach**: x\n\n**Rationale**: y\n`).join('\n');
    const tree = cleanTreeWith({
      'rfcs/000-project-phases.md': (t) => t.replace('### Key Design Decisions', `## Key Design Decisions\n\n${decisions}\n### Key Design Decisions`),
    });
    const findings = await lint(tree);
    // 3,000 faulty decisions in one file: the rule stops building findings one past the per-file cap
    // (the engine turns the rest into one limits/findings-capped notice).
    expect(byRule(findings, 'rfc/decision-structure')).toHaveLength(LIMITS.findingsPerFile + 1);
    expect(performance.now() - started).toBeLessThan(45000);
  });
});
