import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { parseRfcDocument, parseRfcText, type RfcDocument } from '../../src/checks/rfc/document.js';
import { scanPlainInline, strongDelimiters } from '../../src/checks/rfc/plain-inline.js';

/**
 * The plain fast path and the references-only parse are speed-ups, not a second Markdown: a document
 * parsed with them is the document markdown-it's tokens give, field for field (references-only: the
 * fields the rules read from files outside the RFC folder).
 */
const md = new MarkdownIt({ html: true, linkify: true });
md.linkify.set({ fuzzyLink: false, fuzzyEmail: false });

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => join(e.parentPath, e.name));
}

/** What the rules read from a Markdown file outside the RFC folder. */
function references(doc: RfcDocument) {
  const intoRfcs = (target: string) => target.split('#')[0]!.split('?')[0]!.split('/').includes('rfcs');
  return {
    mentions: doc.mentions,
    titledRefs: doc.titledRefs,
    links: doc.links.filter((l) => l.kind === 'reference-def' || intoRfcs(l.target)),
    lineCount: doc.lineCount,
  };
}

// Pieces chosen to sit at the edges of the fast path: delimiter flanking, code spans that run into
// links, line breaks with trailing spaces and indentation, fences and tables around the prose.
const piece = fc.constantFrom(
  'word', 'RFC 002', 'Status', ' ', ' ', '  ', '\t', '\n', '  \n', ' \n   ', '\n' + ' '.repeat(20), ':', ', ', '.', '(', ')', ']', '[',
  '**', '*', '***', '`', '``', '_', '~', '~~', '!', '&', '<', '\\', '—', '“', 'é', '😀', '|',
  '[link](./001-one.md)', '[`code`](../rfcs/a_b.md#x)', '[t](https://github.com/o/r/pull/1)', '[t](<a b>)', '[t](a "t")', '[](x)',
  '`code`', '`` a`b ``', '` x `', '**bold**', '**Status**:', '**Goal:**', 'https://x.org', '//', 'mailto:', '%41', '\n```\nfence **x**\n```\n',
  '\n# Heading **b**\n', '\n| a | `b` |\n|---|---|\n| [c](d) | **e** |\n', '\n- item **one**\n- RFC 003: Two\n', '\n[ref]: ./rfcs/x.md\n',
);

/** Pieces the fast path takes on their own (no escapes, entities, HTML or bare URLs anywhere). */
const plainPiece = fc.constantFrom(
  'word', 'RFC 002', ' ', '  ', '\n', '  \n', ' \n  ', ':', ', ', '.', '(', ')', ']', '**', '*', '`', '``', '—', '“', 'é', '😀',
  '[link](./001-one.md)', '[`code`](../rfcs/a_b.md#x)', '[t](https://github.com/o/r/pull/1)', '`code`', '`` a`b ``', '**bold**',
  '**Status**:', '**Goal:**', '%41', '\n\n- item **one**\n- RFC 003: Two\n\n',
);

describe('the plain fast path', () => {
  test('takes prose with bold, code spans and links, and yields its text, code, links and bold runs', () => {
    const src = 'See **Status**: `code` and [the `spec`](./002-env_spec.md#a) then\n  more [x](https://example.com/a%20b).';
    const run = scanPlainInline(src, md);
    expect(run?.text).toBe('See Status: code and the spec then\nmore x.');
    expect(run?.strongs).toEqual([{ start: 4, end: 10, rawStart: 4 }]);
    expect(run!.code.map((c) => run!.text.slice(c.start, c.end))).toEqual(['code', 'spec']);
    expect(run!.links.map((l) => [run!.text.slice(l.start, l.end), l.href, src.slice(l.rawStart, l.rawEnd)])).toEqual([
      ['the spec', './002-env_spec.md#a', '[the `spec`](./002-env_spec.md#a)'],
      ['x', 'https://example.com/a%20b', '[x](https://example.com/a%20b)'],
    ]);
  });

  test("decides whether `**` opens or closes as markdown-it's scanDelims does, for every pair of neighbours", () => {
    const scanDelims = md.inline.State.prototype.scanDelims as (this: { src: string; posMax: number }, start: number, canSplitWord: boolean) => { can_open: boolean; can_close: boolean };
    const neighbours = [...Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)).filter((c) => c !== '*'), 'é', '—', '“', '😀', '\u00a0', '\u3000', ''];
    let compared = 0;
    // Differences are collected and asserted once: 36,000 expect() calls took most of this file's time.
    const differ: string[] = [];
    for (const before of neighbours)
      for (const after of neighbours) {
        for (const src of [`${before}**${after}`, `a${before}**${after}b`]) {
          const start = src.indexOf('**');
          const theirs = scanDelims.call({ src, posMax: src.length }, start, true);
          const ours = strongDelimiters(src, start, md);
          if (ours.can_open !== theirs.can_open || ours.can_close !== theirs.can_close) differ.push(JSON.stringify(src));
          compared++;
        }
      }
    expect(differ).toEqual([]);
    expect(compared).toBeGreaterThan(30_000);
  });

  test.each([
    ['escapes', 'a \\* b'],
    ['entities', 'R&amp;D'],
    ['HTML and autolinks', 'a <b>c</b> <https://x.org>'],
    ['bare URLs', 'see https://x.org/a'],
    ['underscore emphasis', 'an _important_ word'],
    ['single-star emphasis', 'an *important* word'],
    ['strikethrough', 'a ~~b~~ c'],
    ['images', '![alt](x.png)'],
    ['reference links', '[text][ref] and [text]'],
    ['titled links', '[a](b "title")'],
    ['nested bold', '**a **b** c**'],
    ['a literal **', 'a ** b'],
  ])('declines %s', (_name, src) => {
    expect(scanPlainInline(src, md)).toBeUndefined();
  });

  test('gives the same document as markdown-it on every Markdown fixture', () => {
    const files = [...markdownFiles('test/fixtures/rfc'), ...markdownFiles('test/fixtures/review')];
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const path = file.includes('/rfcs/') ? `rfcs/${file.split('/rfcs/')[1]}` : 'docs/notes.md';
      const bytes = readFileSync(file);
      expect(parseRfcDocument(path, bytes)).toEqual(parseRfcDocument(path, bytes, { markdownItOnly: true }));
    }
  });

  test('gives the same document as markdown-it on generated prose', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, plainPiece), { maxLength: 40 }), fc.constantFrom('rfcs/004-rubrics.md', 'rfcs/README.md', 'docs/guide.md'), (pieces, path) => {
        const text = `# RFC 004: Rubrics\n\n${pieces.join('')}\n`;
        expect(parseRfcText(path, text)).toEqual(parseRfcText(path, text, { markdownItOnly: true }));
      }),
      { numRuns: 1500 },
    );
  });
});

describe('references-only parsing (Markdown outside the RFC folder)', () => {
  test('finds the mentions, titled references and links into rfcs/ a full parse finds', () => {
    const text = [
      '# Guide mentioning nothing',
      '',
      'Plain prose with **bold** and [setup](./setup.md).',
      '',
      '- RFC 002: Env Spec',
      '- see [RFC 003](../rfcs/003-mcp.md#summary) and [the index](../%72fcs/README.md)',
      '',
      '| a | b |',
      '|---|---|',
      '| plain | &#82;FC 004 |',
      '',
      '```',
      'RFC 005 in a fence',
      '```',
      '',
      '[def]: ../rfcs/006-x.md',
    ].join('\n');
    const full = parseRfcText('docs/guide.md', text);
    const lite = parseRfcText('docs/guide.md', text, { referencesOnly: true });
    expect(references(lite)).toEqual(references(full));
    expect(full.mentions.map((m) => m.number)).toEqual(['002', '003', '004']);
    expect(lite.links.map((l) => l.target)).toEqual(['../rfcs/003-mcp.md#summary', '../rfcs/README.md', '../rfcs/006-x.md']);
    // What it leaves out: runs that can name neither an RFC nor the folder.
    expect(lite.headings).toEqual([]);
    expect(lite.boldLabels).toEqual([]);
  });

  test('agrees with a full parse on every Markdown fixture and on generated prose', () => {
    for (const file of [...markdownFiles('test/fixtures/rfc'), ...markdownFiles('test/fixtures/review')]) {
      const text = readFileSync(file, 'utf8');
      expect(references(parseRfcText('docs/x.md', text, { referencesOnly: true }))).toEqual(references(parseRfcText('docs/x.md', text)));
    }
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(references(parseRfcText('docs/x.md', text, { referencesOnly: true }))).toEqual(references(parseRfcText('docs/x.md', text)));
      }),
      { numRuns: 500 },
    );
  });
});
