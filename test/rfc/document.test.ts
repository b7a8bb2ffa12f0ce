import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseOutline, parseRfcDocument, parseRfcText, classifyPath } from '../../src/checks/rfc/document.js';
import { GithubSlugger, slugify } from '../../src/checks/rfc/slugger.js';
import { rfcAliases, titlesAgree, topicMatch, topicTokens } from '../../src/checks/rfc/topics.js';

const RFC_003 = `# RFC: MCP (Model Context Protocol) Support

**Status**: In Review **Created**: 10/21/2025 **Amended**: November 15, 2025 **Authors**: @Darktex, @pankit-eng **RFC ID:** 003

## Amendment History

- Removed CodeAct content (moved to RFC 004\\)

**Note on RFC 007**: MCP Protocol Interception will define how to intercept MCP calls. This enables features like injecting performance metadata (see RFC 006), and A/B testing.

## Summary

This RFC defines how OpenEnv integrates with MCP. See RFC 005 for details on unified action interface, RFC 003 for traditional MCP integration, and RFC 004 for CodeAct.

\`\`\`python
# RFC 004 style
"""RFC 003 tool discovery API."""
\`\`\`

Inline \`RFC 009\` is code and <!-- RFC 010 --> is a comment; IETF RFC 793 is not ours.

## CodeAct-specific performance improvement for local MCP servers {#codeact-specific}

See [the section](#codeact-specific-performance-improvement-for-local-mcp-servers-codeact-specific) and <a id="manual-anchor"></a>.

## Summary

| Column | RFC 002 in a cell |
|---|---|
| x | y |

[spec]: ./002-env-spec.md
`;

describe('parseRfcDocument', () => {
  const doc = parseRfcText('rfcs/003-mcp-support.md', RFC_003);

  test('classifies the file and reads the H1', () => {
    expect(doc.kind).toBe('rfc');
    expect(doc.number).toBe('003');
    expect(doc.slug).toBe('mcp-support');
    expect(doc.h1).toMatchObject({ form: 'template', title: 'MCP (Model Context Protocol) Support', line: 1, isFirstLine: true, atx: true });
  });

  test('parses five header fields on one line in both spellings', () => {
    expect(doc.header.fields.map((f) => [f.name, f.value, f.line, f.spelling, f.sharedLineCount])).toEqual([
      ['Status', 'In Review', 3, 'colon-outside', 5],
      ['Created', '10/21/2025', 3, 'colon-outside', 5],
      ['Amended', 'November 15, 2025', 3, 'colon-outside', 5],
      ['Authors', '@Darktex, @pankit-eng', 3, 'colon-outside', 5],
      ['RFC ID', '003', 3, 'colon-inside', 5],
    ]);
    const created = doc.header.fields[1];
    expect(RFC_003.split('\n')[2].slice(created.column - 1).startsWith('**Created**')).toBe(true);
    expect(RFC_003.split('\n')[2].slice(created.valueColumn - 1, created.valueEndColumn - 1)).toBe('10/21/2025');
    expect(doc.header.startLine).toBe(2);
    expect(doc.header.endLine).toBe(4);
  });

  test('finds mentions in prose only, with positions, sentences and contexts', () => {
    const lines = RFC_003.split('\n');
    expect(doc.mentions.map((m) => [m.number, m.line])).toEqual([
      ['004', 7],
      ['007', 9],
      ['006', 9],
      ['005', 13],
      ['003', 13],
      ['004', 13],
      ['002', 28],
    ]);
    // Every position points at the mention's own source text.
    for (const m of doc.mentions) expect(lines[m.line - 1].slice(m.column - 1, m.endColumn - 1)).toBe(m.text);
    const escaped = doc.mentions[0];
    expect(escaped.endColumn).toBe(escaped.column + 'RFC 004'.length);
    const see6 = doc.mentions[2];
    expect(see6.sentence).toBe('This enables features like injecting performance metadata (see RFC 006), and A/B testing.');
    const m5 = doc.mentions[3];
    expect(m5.context).toBe('See RFC 005 for details on unified action interface');
    expect(doc.mentions[4].self).toBe(true);
    expect(doc.mentions[3].self).toBe(false);
  });

  test('headings: normalised text, GitHub slugs with dedupe, explicit anchors', () => {
    const summaries = doc.headings.filter((h) => h.text === 'Summary');
    expect(summaries.map((h) => h.slug)).toEqual(['summary', 'summary-1']);
    const codeact = doc.headings.find((h) => h.text.startsWith('CodeAct'));
    expect(codeact?.slug).toBe('codeact-specific-performance-improvement-for-local-mcp-servers-codeact-specific');
    expect(doc.anchorSet.has('manual-anchor')).toBe(true);
    expect(doc.anchorSet.has('codeact-specific-performance-improvement-for-local-mcp-servers')).toBe(false);
    // A Python comment inside a fence is not a heading.
    expect(doc.headings.some((h) => h.text.includes('style'))).toBe(false);
    expect(doc.codeBlocks).toEqual([{ startLine: 15, endLine: 18, kind: 'fence', unterminated: false }]);
  });

  test('links: inline with positions, fragments, reference definitions', () => {
    const frag = doc.links.find((l) => l.target.startsWith('#'));
    expect(frag).toMatchObject({ kind: 'inline', line: 24, column: 5, text: 'the section' });
    const def = doc.links.find((l) => l.kind === 'reference-def');
    expect(def).toMatchObject({ target: './002-env-spec.md', line: 32, column: 1 });
  });

  test('bold labels are recorded', () => {
    expect(doc.boldLabels.map((b) => b.label)).toContain('Note on RFC 007');
  });
});

describe('titled references and index entries', () => {
  test('RFC NNN: Title list items and link texts (spec 7.5)', () => {
    const doc = parseRfcText(
      'README.md',
      [
        '# OpenEnv',
        '',
        '- RFC 000: OpenEnv Project Phases',
        '- [RFC 001: Baseline API and Interface Specifications](https://github.com/meta-pytorch/OpenEnv/pull/26)',
        '- **RFC 003: Traditional tool calling**',
        '',
        'In RFC 005: principles come first.',
      ].join('\n'),
    );
    expect(doc.kind).toBe('other-md');
    expect(doc.titledRefs.map((r) => [r.number, r.title, r.form, r.line])).toEqual([
      ['000', 'OpenEnv Project Phases', 'list-item', 3],
      ['001', 'Baseline API and Interface Specifications', 'link-text', 4],
      ['003', 'Traditional tool calling', 'list-item', 5],
    ]);
    expect(doc.mentions.find((m) => m.number === '000')?.inListItemTitle).toBe(true);
    expect(doc.mentions.find((m) => m.number === '001')).toMatchObject({ inLinkText: true, linkTarget: 'https://github.com/meta-pytorch/OpenEnv/pull/26' });
    expect(doc.mentions.find((m) => m.number === '005')?.inListItemTitle).toBe(false);
  });

  test('index entries with categories; the template in a fence is not parsed', () => {
    const readme = [
      '# OpenEnv RFCs',
      '',
      '## RFC Template',
      '',
      '```markdown',
      '# RFC: [Title]',
      '**RFC ID**: [NNN]',
      '- [999-x.md](./999-x.md) - not an entry',
      '```',
      '',
      '## Current RFCs',
      '',
      '- [007-loose.md](./007-loose.md) - Uncategorised entry',
      '',
      '### Core Abstractions & Design',
      '- [000-project-phases.md](./000-project-phases.md) - Design Principles and Broad Roadmap',
      '- [001-abstractions.md](./001-abstractions.md) - Basic Abstractions (Environment, Agent, State)',
      '',
      '### MCP Integration',
      '- [003-mcp-support.md](./003-mcp-support.md) - MCP Support: Traditional Tool Calling',
      '',
      '## Questions?',
      '',
      '- [008-after.md](./008-after.md) - outside the section',
    ].join('\n');
    const doc = parseRfcText('rfcs/README.md', readme);
    expect(doc.kind).toBe('index');
    expect(doc.h1?.form).toBe('other');
    expect(doc.header.fields).toEqual([]);
    expect(doc.index?.line).toBe(11);
    expect(doc.index?.entries.map((e) => [e.target, e.text, e.description, e.category, e.line])).toEqual([
      ['./007-loose.md', '007-loose.md', 'Uncategorised entry', undefined, 13],
      ['./000-project-phases.md', '000-project-phases.md', 'Design Principles and Broad Roadmap', 'Core Abstractions & Design', 16],
      ['./001-abstractions.md', '001-abstractions.md', 'Basic Abstractions (Environment, Agent, State)', 'Core Abstractions & Design', 17],
      ['./003-mcp-support.md', '003-mcp-support.md', 'MCP Support: Traditional Tool Calling', 'MCP Integration', 20],
    ]);
  });
});

describe('robustness', () => {
  test('binary, invalid UTF-8 and oversized files are flagged, not parsed', () => {
    const bin = parseRfcDocument('rfcs/006-x.md', new Uint8Array([0x23, 0x20, 0x00, 0x01]));
    expect(bin.unreadable?.reason).toBe('binary');
    const latin1 = parseRfcDocument('rfcs/006-x.md', new Uint8Array([0x23, 0x20, 0x52, 0x46, 0x43, 0x3a, 0x20, 0xe9, 0x0a]));
    expect(latin1.unreadable?.reason).toBe('invalid-utf8');
    expect(latin1.h1?.form).toBe('template');
    const big = parseRfcDocument('rfcs/006-x.md', new Uint8Array(2048).fill(0x61), { maxBytes: 1024 });
    expect(big.unreadable?.reason).toBe('too-large');
    expect(big.kind).toBe('rfc');
  });

  test('unterminated fence hides the rest of the file from prose', () => {
    const doc = parseRfcText('rfcs/006-x.md', '# RFC: X\n\n```python\n# RFC 004 style\n\n## Summary\nRFC 001\n');
    expect(doc.codeBlocks[0].unterminated).toBe(true);
    expect(doc.headings.map((h) => h.text)).toEqual(['RFC: X']);
    expect(doc.mentions).toEqual([]);
  });
});

describe('path classification', () => {
  test.each([
    ['rfcs/006-external-environment-imports.md', 'rfc'],
    ['rfcs/README.md', 'index'],
    ['rfcs/RFC-003-implementation-journal.md', 'companion'],
    ['rfcs/006_foo.md', 'companion'],
    ['rfcs/006-Foo.md', 'companion'],
    ['rfcs/sub/006-foo.md', 'other-md'],
    ['docs/rfcs.md', 'other-md'],
  ])('%s is %s', (path, kind) => {
    expect(classifyPath(path).kind).toBe(kind);
  });
});

describe('slugger and topics', () => {
  test('GitHub slugs', () => {
    expect(slugify('CodeAct-specific performance improvement for local MCP servers {#x}')).toBe(
      'codeact-specific-performance-improvement-for-local-mcp-servers-x',
    );
    expect(slugify('4. Integration Examples')).toBe('4-integration-examples');
    const s = new GithubSlugger();
    expect([s.slug('FAQ'), s.slug('FAQ'), s.slug('FAQ-1'), s.slug('FAQ')]).toEqual(['faq', 'faq-1', 'faq-1-1', 'faq-2']);
  });

  test('topic tokens and matches from the spec', () => {
    expect([...topicTokens('See RFC 006 for production performance simulations')]).toEqual(['production', 'performance', 'simulation']);
    expect(topicMatch('production performance simulation', 'External Environment Imports')).toBe(false);
    const aliases = rfcAliases({ slug: 'project-phases', h1: { title: 'Design Principles and Broad Roadmap' } });
    expect(topicMatch('OpenEnv Project Phases', aliases.tokens)).toBe(true);
    const imports = rfcAliases({ slug: 'external-environment-imports', h1: { title: 'External Environment Imports (ORS/OpenReward, Verifiers)' } });
    expect(imports.tokens.has('verifier')).toBe(false);
    expect(titlesAgree('Basic Abstractions (Environment, Agent, State)', 'OpenEnv Basic Abstractions')).toBe(true);
    expect(titlesAgree('MCP Support: Traditional Tool Calling', 'MCP (Model Context Protocol) Support')).toBe(true);
    expect(titlesAgree('Production Performance Simulation', 'External Environment Imports')).toBe(false);
  });
});

describe('first line', () => {
  test('leading HTML comments (file-level suppressions) are skipped', () => {
    const doc = parseRfcText('rfcs/006-x.md', '<!-- rfc-lint-disable rfc/header-layout -->\n<!--\nmulti\n-->\n\n# RFC: X\n');
    expect(doc.firstLine).toEqual({ line: 6, text: '# RFC: X' });
    expect(doc.h1?.isFirstLine).toBe(true);
  });

  test('text after a comment on the same line is content', () => {
    const doc = parseRfcText('rfcs/006-x.md', '<!-- c --> Draft\n# RFC: X\n');
    expect(doc.firstLine?.line).toBe(1);
    expect(doc.h1?.isFirstLine).toBe(false);
  });
});

describe('positions point at the source text in every construct', () => {
  const source = [
    '# RFC 005: Agentic Harness Integration',
    '',
    '> Quoted: see RFC 001 and **RFC 002** here.',
    '> Second quoted line with RFC-003.',
    '',
    '1. First item mentions RFC003 and `RFC 009`.',
    '   - Nested *RFC 004* item, [link RFC 000](./000-x.md) &amp; RFC 001 again.',
    '',
    '| a | b |',
    '|---|---|',
    '| `RFC 009` \\| RFC 002 | x RFC 003 |',
    '',
    'Escaped \\*not emphasis\\* RFC 004\\) and entity &copy; RFC 001.',
    'Hard break at end  ',
    'RFC 002 on the next line.',
    '',
    '## Heading with RFC 003',
    '',
    'Setext heading RFC 001',
    '---',
  ].join('\n');
  const lines = source.split('\n');
  const doc = parseRfcText('rfcs/005-agentic-harnesses.md', source);

  test('every mention slice equals its text', () => {
    expect(doc.mentions.map((m) => m.number).join(" ")).toBe("005 001 002 003 003 004 000 001 002 003 004 001 002 003 001");
    for (const m of doc.mentions) {
      expect(lines[m.line - 1].slice(m.column - 1, m.endColumn - 1)).toBe(m.text);
    }
    expect(doc.mentions.filter((m) => m.self)).toHaveLength(1);
    expect(doc.mentions.filter((m) => m.inHeading).map((m) => m.number)).toEqual(['005', '003', '001']);
  });

  test('every link and bold label points at its opening bracket or marker', () => {
    for (const l of doc.links) expect(lines[l.line - 1][l.column - 1]).toBe('[');
    for (const b of doc.boldLabels) expect(lines[b.line - 1].slice(b.column - 1, b.column + 1)).toBe('**');
  });
});

describe('parseOutline: the headings alone, from the block parser', () => {
  const markdownFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? markdownFiles(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : []));
  const outlineOf = (text: string) => parseRfcText('rfcs/001-x.md', text).headings.map(({ level, line, sectionEndLine }) => ({ level, line, sectionEndLine }));

  it('gives the levels, lines and section ends the parsed document has', () => {
    const tricky = [
      '# RFC 001: Title\r\n\r\n**Status**: Draft\r\n\r\n## One\r\n\r\ntext\r\n\r\n### Deeper\r\n\r\nmore\r\n\r\n## Two\r\n',
      'Setext title\n============\n\n```python\n# not a heading\n```\n\n> ## quoted heading\n\n- ## in a list\n\n<div>\n\n# after html\n\n</div>\n\nSub\n---\n\n#### four\n\n## two\n\n',
      '    # indented code\n\n#no space\n\n# A #\n\ntext\r#\tTab\r\n',
    ];
    const texts = [...tricky, ...markdownFiles('test/fixtures').map((f) => readFileSync(f, 'utf8'))];
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) expect(parseOutline(text)).toEqual(outlineOf(text));
    expect(parseOutline(tricky[1]!).map((h) => h.line)).toEqual([1, 8, 10, 14, 18, 21, 23]);
  });
});
