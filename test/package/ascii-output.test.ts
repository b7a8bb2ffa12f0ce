/**
 * The bundle is ASCII (scripts/ascii-output.mjs): node decodes an ASCII module source several times
 * faster than one with a single character beyond it. The escapes keep every pattern and string as it
 * was, and the build refuses the places where an escape could change the program.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error a plain ES module of the build, without types
import { asciiOnly } from '../../scripts/ascii-output.mjs';

const escape = asciiOnly as (file: string, text: string) => Promise<string>;

/** The value of `result` in `code`, run as a function body. */
const run = (code: string): unknown => new Function(`${code}; return result;`)();

test.each([
  ['a pattern', 'const result = ["é", "e", "ée"].map((s) => /^é+$/.test(s));'],
  ['a unicode pattern and a class range', 'const result = ["·", "•", "x", "😀"].map((s) => /^[\\s|,;·•😀]$/u.test(s));'],
  ['a character beyond the BMP without the u flag', 'const result = ["😀", "\\ud83d"].map((s) => /^😀$/.test(s));'],
  ['a replacement pattern', 'const result = "Wait?…".replace(/([?!])…/g, "$1..");'],
  ['a template literal', 'const b = 1; const result = `ç${b}ü`;'],
  ['a string and comments', 'const result = "ß" + /* né */ "" + // café\n "x";'],
])('%s means what it meant', async (_name, code) => {
  const ascii = await escape('case.js', code);
  expect(ascii).not.toMatch(/[^\x00-\x7f]/);
  expect(run(ascii)).toEqual(run(code));
});

test.each([
  ['a tagged template (its raw text would change)', 'const result = String.raw`ç`;'],
  ['a tagged template with substitutions', 'const b = 1; const result = String.raw`a${b}ç`;'],
  ['an escaped character in a pattern', 'const result = /\\é/.test("é");'],
  ['an identifier', 'const é = 1; const result = é;'],
])('%s fails the build', async (_name, code) => {
  await expect(escape('case.js', code)).rejects.toThrow(/case\.js:1: /);
});

test('the bundle the tests run is ASCII', () => {
  const dir = '.tmp/test-dist';
  const files = [...readdirSync(dir).filter((f) => f.endsWith('.js')), ...readdirSync(join(dir, 'chunks')).map((f) => join('chunks', f))];
  expect(files.length).toBeGreaterThan(10);
  expect(files.filter((f) => /[^\x00-\x7f]/.test(readFileSync(join(dir, f), 'utf8')))).toEqual([]);
});
