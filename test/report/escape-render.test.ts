import MarkdownIt from 'markdown-it';
import { codeCell, codeSpan, escapeHtmlText, escapeMarkdown, escapeMessage, escapeTableCell } from '../../src/report/escape.js';

/**
 * One escaping function per output context (src/report/escape.ts), each checked the way a reader meets
 * it: hostile strings rendered by markdown-it (CommonMark with GitHub's tables, HTML allowed) and the
 * rendered text compared with what the user wrote. Nothing may turn into markup, and nothing may show
 * an escape the reader did not write.
 */
const md = new MarkdownIt({ html: true, linkify: false });

const HOSTILE = [
  '@everyone please look',
  'envs/agent_world_model_env and org16/env-00090',
  'a_b*c* **bold** ~~strike~~',
  '<img src=x onerror=alert(1)> <script>x</script>',
  '| a | b |',
  '[link](https://evil.example/a?b=1) ![img](x.png)',
  'see https://evil.example/path',
  'close <!-- x --> and <!-- openenv-ci:v1:CI -->',
  'a \\ backslash \\_ and \\`',
  '# not a heading',
  '1. not a list',
  '&amp; &lt;entities&gt; &#64;',
  `quote's "double" and 'single'`,
  '```fence``` and `tick` and ``two``',
  '+ - = * > !',
  'pip install "git+https://github.com/org/OpenEnv.git" floats. See https://example.org/a.',
];

/** The text a reader sees: tags dropped, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** Tags other than the ones the context itself writes (code, the paragraph, the table, details). */
function foreignTags(html: string, allowed: string[]): string[] {
  return [...html.matchAll(/<\/?([a-z][a-z0-9]*)/gi)].map((m) => m[1]!.toLowerCase()).filter((tag) => !allowed.includes(tag));
}

describe.each(HOSTILE)('%s', (text) => {
  it('escapeMarkdown: inline prose reads as written, with no markup', () => {
    const html = md.render(`Before ${escapeMarkdown(text)} after`);
    expect(visibleText(html)).toBe(`Before ${text} after`);
    expect(foreignTags(html, ['p', 'code'])).toEqual([]);
  });

  it('escapeTableCell: one cell, as written', () => {
    const html = md.render(`| A | B |\n| --- | --- |\n| ${escapeTableCell(text)} | end |\n`);
    const cells = [...html.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => visibleText(m[1]!));
    expect(cells).toEqual([text, 'end']);
    expect(foreignTags(html, ['table', 'thead', 'tbody', 'tr', 'th', 'td', 'code'])).toEqual([]);
  });

  it('codeSpan and codeCell: the code is the text, byte for byte', () => {
    const inline = md.parseInline(codeSpan(text), {})[0]!.children!;
    expect(inline.map((t) => t.type)).toEqual(['code_inline']);
    expect(inline[0]!.content).toBe(text);
    const html = md.render(`| A |\n| --- |\n| ${codeCell(text)} |\n`);
    expect([...html.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => visibleText(m[1]!))).toEqual([text]);
  });

  it('escapeHtmlText: <summary> of an HTML block reads as written, no backslashes', () => {
    const html = md.render(`<details><summary>Log of ${escapeHtmlText(text)}</summary>\n\nbody\n\n</details>\n`);
    const summary = /<summary>([\s\S]*?)<\/summary>/.exec(html)![1]!;
    expect(visibleText(summary)).toBe(`Log of ${text}`);
    expect(foreignTags(summary, ['code'])).toEqual([]);
  });
});

test('a URL put in code keeps the quotes and the full stop around it outside the span', () => {
  const inline = md.parseInline(escapeMarkdown('pip install "git+https://github.com/org/OpenEnv.git" floats. See https://example.org/a.'), {})[0]!.children!;
  expect(inline.filter((t) => t.type === 'code_inline').map((t) => t.content)).toEqual(['git+https://github.com/org/OpenEnv.git', 'https://example.org/a']);
});

describe('escapeMessage: a message with its own code spans', () => {
  it.each([
    ['Write `app: server.app:app` (not a path)', 'app: server.app:app', 'Write app: server.app:app (not a path)'],
    ['Run `uv sync --frozen`; the quote\'s "fine"', 'uv sync --frozen', 'Run uv sync --frozen; the quote\'s "fine"'],
    ['Holds a backtick: `` a`b `` here', 'a`b', 'Holds a backtick: a`b here'],
    ['Quotes inside: `revision="<sha>"` stay', 'revision="<sha>"', 'Quotes inside: revision="<sha>" stay'],
  ])('%s', (message, code, reads) => {
    const html = md.render(escapeMessage(message));
    expect([...html.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) => visibleText(m[1]!))).toEqual([code]);
    expect(visibleText(html)).toBe(reads);
    expect(foreignTags(html, ['p', 'code'])).toEqual([]);
  });
});
