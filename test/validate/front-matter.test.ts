/**
 * README front matter: the line scanner answers only where the `yaml` package would give the same data,
 * and hands everything else to the package (validate's structure/readme-front-matter reads either).
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { parseFrontMatter, simpleFrontMatter } from '../../src/checks/validate/static/front-matter.js';
import { FIXTURES } from './helpers.js';

/** What the `yaml` package says: its value, or the error it throws. */
function reference(text: string): { value?: unknown; error?: string } {
  try {
    return { value: parseYaml(text, { maxAliasCount: 50 }) as unknown };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function frontMatterOf(readme: string): string {
  return /^---\n([\s\S]*?)\n---/.exec(readme)![1]!;
}

describe('simple front matter', () => {
  it('reads a Space README (title, emoji, booleans, a port, a path and a tag list) as the yaml package does', () => {
    const text = frontMatterOf(readFileSync(join(FIXTURES, 'echo_env', 'README.md'), 'utf8'));
    const simple = simpleFrontMatter(text);
    expect(simple).toEqual({
      title: 'Echo Environment Server',
      emoji: '🔊',
      colorFrom: 'blue',
      colorTo: 'yellow',
      sdk: 'docker',
      pinned: false,
      app_port: 8000,
      base_path: '/web',
      tags: ['openenv'],
    });
    expect(simple).toEqual(reference(text).value);
  });

  it.each([
    ['flow list', 'sdk: docker\ntags: [openenv, rl]\n', { sdk: 'docker', tags: ['openenv', 'rl'] }],
    ['empty flow list', 'tags: []', { tags: [] }],
    ['items at the key’s indentation', 'tags:\n- openenv\nsdk: docker', { tags: ['openenv'], sdk: 'docker' }],
    ['a key with no value', 'license:\nsdk: docker', { license: null, sdk: 'docker' }],
    ['null, booleans and comments', '# Space settings\npinned: TRUE\nx: null\n\n  # indented comment\ny: Null', { pinned: true, x: null, y: null }],
    ['a colon inside a word', 'app: server.app:app', { app: 'server.app:app' }],
  ])('answers for %s', (_name, text, expected) => {
    expect(simpleFrontMatter(text)).toEqual(expected);
    expect(reference(text).value).toEqual(expected);
  });

  it.each([
    ['a quoted value', 'title: "Echo: server"'],
    ['a comment after a value', 'sdk: docker # the SDK'],
    ['a float', 'version: 1.0'],
    ['a leading zero', 'app_port: 08000'],
    ['a negative number', 'n: -1'],
    ['an anchor and alias', 'a: &x 1\nb: *x'],
    ['a duplicate key', 'sdk: docker\nsdk: gradio'],
    ['a nested mapping', 'card:\n  title: x'],
    ['a multi-line scalar', 'description: one\n  two'],
    ['a colon before a space', 'title: Echo: server'],
    ['a tilde', 'x: ~'],
    ['items with different indentation', 'tags:\n  - a\n- b'],
    ['a block scalar', 'description: |\n  text'],
    ['nothing but comments', '# only a comment'],
    ['tabs', 'sdk:\tdocker'],
    ['CRLF line ends', 'sdk: docker\r\napp_port: 8000'],
    ['a no-break space', 'sdk: docker\u00a0'],
    ['a key that is a boolean', 'true: 1'],
    ['a document directive', '%YAML 1.1\n---\nsdk: docker'],
  ])('hands %s to the yaml package, whose reading parseFrontMatter returns', async (_name, text) => {
    expect(simpleFrontMatter(text)).toBeUndefined();
    const expected = reference(text);
    // An error's first line is what the report shows (the package's context lines and the colon before them aside).
    const shown = (message: string) => message.split('\n')[0]!.replace(/:$/, '');
    if (expected.error !== undefined) expect(shown(await parseFrontMatter(text).then(() => '', (error: Error) => error.message))).toBe(shown(expected.error));
    else await expect(parseFrontMatter(text)).resolves.toEqual(expected.value);
  });

  it('agrees with the yaml package on every document it answers for (generated documents)', () => {
    // Lines built from the characters that matter to YAML, so most documents fall back and many answer.
    const piece = fc.constantFrom('a', 'Z', 'sdk', 'tags', 'x-y', '_', '0', '7', '8000', '01', '1.5', ' ', '  ', ':', ': ', '-', '- ', '#', ' #', '[', ']', ',', '/', '.', '~', 'null', 'True', 'false', 'yes', "'", '"', '&', '*', '!', '|', '>', '%', '@', '`', '{', '}', '?', '🔊', 'é', '\u00a0', '\u2028', '\t');
    const word = fc.constantFrom('docker', '8000', '0', 'true', 'False', 'null', '~', '/web', 'Echo Server', '🔊', 'a-b.c_d', 'x/y', 'é');
    const line = fc.oneof(
      { arbitrary: fc.tuple(fc.constantFrom('sdk', 'app_port', 'title', 'pinned'), word).map(([k, v]) => `${k}: ${v}`), weight: 4 },
      { arbitrary: word.map((v) => `  - ${v}`), weight: 2 },
      fc.tuple(fc.constantFrom('sdk', 'app_port', 'tags', 'title', 'a-b', 'True', 'x'), fc.array(piece, { maxLength: 6 })).map(([k, v]) => `${k}: ${v.join('')}`),
      fc.tuple(fc.constantFrom('tags', 'list'), fc.constant('')).map(([k]) => `${k}:`),
      fc.tuple(fc.constantFrom('', '  ', '    '), fc.array(piece, { maxLength: 5 })).map(([indent, v]) => `${indent}- ${v.join('')}`),
      fc.array(piece, { maxLength: 8 }).map((v) => v.join('')),
      fc.constantFrom('', '# comment', '  # indented'),
    );
    let answered = 0;
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const text = lines.join('\n');
        const simple = simpleFrontMatter(text);
        if (simple === undefined) return true;
        answered++;
        const expected = reference(text);
        return expected.error === undefined && JSON.stringify(expected.value) === JSON.stringify(simple);
      }),
      { numRuns: 3000 },
    );
    // The comparison means something only if the scanner answers for a good share of the documents.
    expect(answered).toBeGreaterThan(150);
  });
});

describe('front matter the yaml package reads', () => {
  it('a duplicate key rejects with the line and column of the repeat', async () => {
    await expect(parseFrontMatter('sdk: docker\ntitle: x\nsdk: gradio')).rejects.toThrow(/^Map keys must be unique at line 3, column 1$/);
  });

  it('prints nothing of the README: the package would emit its warnings (README text included) on stderr', async () => {
    const emitted: unknown[] = [];
    const original = process.emitWarning;
    process.emitWarning = ((warning: unknown) => void emitted.push(warning)) as typeof process.emitWarning;
    try {
      await expect(parseFrontMatter('sdk: docker\ntitle: !foo "::warning::from the README"')).resolves.toEqual({ sdk: 'docker', title: '::warning::from the README' });
    } finally {
      process.emitWarning = original;
    }
    expect(emitted).toEqual([]);
  });
});
