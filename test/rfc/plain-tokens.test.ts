import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { usePlainTokens } from '../../src/checks/rfc/plain-tokens.js';

/** Plain tokens are a speed-up, not a second markdown-it: the same stream, field for field and in field order. */
const options = { html: true, linkify: true } as const;
const stock = new MarkdownIt(options);
const plain = new MarkdownIt(options);
usePlainTokens(plain);

/** Every token with its own fields in order (and its children), class names left out. */
function stream(tokens: readonly Token[]): unknown[] {
  return tokens.map((t) => ({ keys: Object.keys(t), ...t, children: t.children && stream(t.children) }));
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => join(e.parentPath, e.name));
}

describe('plain tokens', () => {
  test('are markdown-it tokens with its methods', () => {
    const [heading] = plain.parse('# Title\n\n[a](./b.md)', {});
    expect(heading).toBeInstanceOf(MarkdownIt.Token);
    const link = plain.parse('[a](./b.md)', {})[1]!.children![0]!;
    expect(link.attrGet('href')).toBe('./b.md');
    expect(stock.parse('# Title', {})[0]).not.toBeInstanceOf(plain.parse('# Title', {})[0]!.constructor);
  });

  test('give the token stream markdown-it gives, on every Markdown fixture and example', () => {
    const files = [...markdownFiles('test/fixtures/rfc'), ...markdownFiles('test/fixtures/review'), ...markdownFiles('examples')];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(stream(plain.parse(text, {}))).toEqual(stream(stock.parse(text, {})));
      expect(plain.render(text)).toBe(stock.render(text));
    }
  });

  test("mark lines as markdown-it's block state does", () => {
    const fields = (state: object) => {
      const { md: _md, env: _env, tokens: _tokens, ...rest } = state as Record<string, unknown>;
      return { keys: Object.keys(state), ...rest };
    };
    const piece = fc.constantFrom('a', ' ', '  ', '\t', ' \t', '\n', '\n\n', '\r', '> ', '#', '```');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const src = pieces.join('');
        expect(fields(new plain.block.State(src, plain, {}, []))).toEqual(fields(new stock.block.State(src, stock, {}, [])));
      }),
      { numRuns: 2000 },
    );
  });

  test('give the token stream markdown-it gives on generated Markdown', () => {
    const piece = fc.constantFrom(
      'word', ' ', '\n', '\n\n', '  \n', '**', '*', '_', '`', '~~', '[', ']', '(', ')', '<', '>', '&amp;', '\\', '!', '#', '- ', '1. ', '> ',
      '[a](./b.md "t")', '![i](x.png)', '<b>x</b>', '<https://x.org>', 'https://x.org/a', '[r]', '\n[r]: ./x.md\n', '\n```js\ncode\n```\n',
      '\n| a | b |\n|---|---|\n| c | d |\n', '\n    indented\n', '\n<div>\nblock\n</div>\n', '\n***\n', 'Title\n===\n',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(stream(plain.parse(text, {}))).toEqual(stream(stock.parse(text, {})));
      }),
      { numRuns: 500 },
    );
  });
});
