import { loadYaml } from '../../../src/checks/manifests/yaml/load.js';
import type { YamlLoadResult } from '../../../src/checks/manifests/yaml/load.js';

const enc = (s: string) => new TextEncoder().encode(s);
const load = (s: string | Uint8Array, opts = {}) => loadYaml(typeof s === 'string' ? enc(s) : s, 'envs/x/openenv.yaml', opts);
const rules = (r: YamlLoadResult) => r.findings.map((f) => f.rule);
const only = (r: YamlLoadResult, rule: string) => r.findings.filter((f) => f.rule === rule);

/** Time-box: each hostile input must finish well under a second on this machine. */
function timed<T>(fn: () => T): T {
  const start = Date.now();
  const out = fn();
  expect(Date.now() - start).toBeLessThan(3000);
  return out;
}

describe('PyYAML scalar semantics (YAML 1.1, safe_load)', () => {
  test.each([
    ['a: yes', true],
    ['a: No', false],
    ['a: on', true],
    ['a: OFF', false],
    ['a: y', 'y'],
    ['a: n', 'n'],
    ['a: ~', null],
    ['a:', null],
    ['a: Null', null],
    ['a: 010', 8],
    ['a: 0o10', '0o10'],
    ['a: 8_000', 8000],
    ['a: 0x1F40', 8000],
    ['a: 0b101', 5],
    ['a: 1:30', 90],
    ['a: 1.10', 1.1],
    ['a: 1e3', '1e3'],
    ['a: 1.0e+3', 1000],
    ['a: .5', 0.5],
    ['a: 09', '09'],
    ['a: "yes"', 'yes'],
    ["a: '010'", '010'],
    ['a: !!str 010', '010'],
    ['a: !!int "010"', 8],
    ['a: -.inf', -Infinity],
  ])('%s', (src, expected) => {
    const r = load(src);
    expect(r.ok).toBe(true);
    expect((r.value as Record<string, unknown>).a).toEqual(expected);
  });

  test('float/int types are kept apart even when JS numbers are equal', () => {
    const r = load('a: 1\nb: 1.0\nc: "1"\n');
    expect(r.typeOf(['a'])).toBe('int');
    expect(r.typeOf(['b'])).toBe('float');
    expect(r.typeOf(['c'])).toBe('str');
    expect(r.sourceOf(['b'])).toBe('1.0');
  });

  test('dates become Date and are flagged as non-JSON values', () => {
    const r = load('name: x\ncreated: 2026-04-01\n');
    expect((r.value as Record<string, unknown>).created).toBeInstanceOf(Date);
    const [f] = only(r, 'yaml/non-json-value');
    expect(f).toMatchObject({ line: 2, column: 10, severity: 'warning' });
  });

  test('non-string keys use Python str() and are flagged at the top level', () => {
    const r = load('yes: 1\n1: 2\n~: 3\n');
    expect(r.value).toEqual({ True: 1, '1': 2, None: 3 });
    expect(only(r, 'yaml/non-string-key').map((f) => f.line)).toEqual([1, 2, 3]);
  });

  test('`on: yes` resolves both sides (the GitHub-Actions trap)', () => {
    const r = load('on: yes\n');
    expect(r.value).toEqual({ True: true });
  });

  test('__proto__ key is data, not the prototype', () => {
    const r = load('__proto__: {polluted: 1}\n');
    expect(Object.getPrototypeOf(r.value)).toBe(Object.prototype);
    expect(Object.keys(r.value as object)).toEqual(['__proto__']);
  });
});

describe('structure', () => {
  test('last duplicate wins; all occurrences reported; conflicting critical key is an error', () => {
    const r = load('name: a\nport: 1\nname: b\n', { criticalKeys: ['name'] });
    expect(r.value).toEqual({ name: 'b', port: 1 });
    const dups = only(r, 'yaml/duplicate-key');
    expect(dups.map((f) => [f.line, f.column, f.severity])).toEqual([
      [1, 1, 'error'],
      [3, 1, 'error'],
    ]);
  });

  test('a key repeated many times: one finding per occurrence, each listing ten lines at most', () => {
    const r = load('x: 1\n'.repeat(30));
    const dups = only(r, 'yaml/duplicate-key');
    expect(dups).toHaveLength(30);
    expect(dups[0]!.message).toContain('appears 30 times in this mapping (lines 1, 2, 3, 4, 5, 6, 7, 8, 9, … 30)');
    expect(only(load('x: 1\n'.repeat(10)), 'yaml/duplicate-key')[0]!.message).toContain('(lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)');
  });

  test('non-critical duplicates stay warnings', () => {
    const r = load('x: 1\nx: 2\n', { criticalKeys: ['name'] });
    expect(only(r, 'yaml/duplicate-key').every((f) => f.severity === 'warning')).toBe(true);
  });

  test('trailing --- is a second document', () => {
    const r = load('name: a\n---\n');
    expect(r.ok).toBe(false);
    expect(only(r, 'yaml/multiple-documents')[0]).toMatchObject({ line: 2, column: 1 });
  });

  test('leading --- and trailing ... are fine', () => {
    const r = load('---\nname: a\n...\n');
    expect(r.ok).toBe(true);
    expect(r.findings).toEqual([]);
  });

  test('empty and comment-only files', () => {
    for (const src of ['', '# just a comment\n', '---\n']) {
      const r = load(src);
      expect(r.value).toBeNull();
      expect(rules(r)).toContain('yaml/empty-document');
    }
  });

  test('list root', () => {
    const r = load('- a\n- b\n');
    expect(rules(r)).toEqual(['yaml/root-not-mapping']);
  });

  test('colon in a plain value: PyYAML wording, position on the line', () => {
    const r = load('spec_version: 1\nname: c\ndescription: Basic data cleaning: drop nulls\n');
    expect(r.ok).toBe(false);
    const [f] = only(r, 'yaml/syntax-error');
    expect(f.line).toBe(3);
    expect(f.message).toMatch(/mapping values are not allowed here/);
    expect(f.message).toMatch(/quote/);
  });

  test('anchors, aliases and merge keys', () => {
    const r = load('base: &b {port: 8000}\nother:\n  <<: *b\n  name: x\n');
    expect(r.value).toEqual({ base: { port: 8000 }, other: { port: 8000, name: 'x' } });
    expect(rules(r)).toEqual(expect.arrayContaining(['yaml/anchors-aliases', 'yaml/merge-key']));
  });

  test('an alias takes the last anchor of its name before it, as PyYAML does; one defined later does not count', () => {
    const r = load('a: &x 1\nb: *x\nc: &x 2\nd: *x\n');
    expect(r.value).toEqual({ a: 1, b: 1, c: 2, d: 2 });
    const later = load('a: *y\nb: &y 1\n');
    expect(later.ok).toBe(false);
    expect(later.findings.map((f) => f.message).join('\n')).toMatch(/found undefined alias 'y'/);
  });

  test('undefined alias is an error', () => {
    const r = load('a: *nope\n');
    expect(r.ok).toBe(false);
    expect(r.findings.some((f) => f.severity === 'error')).toBe(true);
  });
});

describe('positions', () => {
  const r = load('name: echo\nvariables:\n  DEBUG: "1"\n  LIST:\n    - a\n    - {deep: [1, 2, bad]}\n');
  test('key and value ranges, 1-based, with ends', () => {
    expect(r.rangeOf(['name'], 'key')).toEqual({ line: 1, column: 1, endLine: 1, endColumn: 5 });
    expect(r.rangeOf(['name'])).toEqual({ line: 1, column: 7, endLine: 1, endColumn: 11 });
    expect(r.rangeOf(['variables', 'DEBUG'])).toEqual({ line: 3, column: 10, endLine: 3, endColumn: 13 });
  });
  test('deep in nested lists', () => {
    expect(r.rangeOf(['variables', 'LIST', 1, 'deep', 2])).toEqual({ line: 6, column: 21, endLine: 6, endColumn: 24 });
  });
  test('missing paths give undefined', () => {
    expect(r.rangeOf(['nope'])).toBeUndefined();
    expect(r.rangeOf(['variables', 'LIST', 9])).toBeUndefined();
  });
});

describe('hostile and odd bytes', () => {
  test('billion laughs', () => {
    let src = 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n';
    for (let i = 1; i < 10; i++) src += `a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(', ')}]\n`;
    const r = timed(() => load(src));
    expect(r.ok).toBe(false);
    expect(rules(r)).toContain('yaml/alias-expansion-limit');
  });

  test('a plainly large document is not called an alias bomb; the message says what was measured', () => {
    const plain = load(`items:\n${'- 1\n'.repeat(100_001)}`);
    expect(rules(plain)).toContain('yaml/file-too-large');
    expect(rules(plain)).not.toContain('yaml/alias-expansion-limit');
    expect(plain.findings.map((f) => f.message).join('\n')).toMatch(/holds more than 100000 nodes \(no aliases involved\)/);
    let bomb = 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n';
    for (let i = 1; i < 10; i++) bomb += `a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(', ')}]\n`;
    expect(load(bomb).findings.map((f) => f.message).join('\n')).toMatch(/aliases expand to more than 100000 nodes \(\d+ of the \d+ nodes counted come from aliases\)/);
  });

  test('recursive alias', () => {
    const r = timed(() => load('a: &x [1, *x]\n'));
    expect(r.ok).toBe(false);
  });

  test('50 MB is refused before parsing', () => {
    const big = new Uint8Array(50 * 1024 * 1024).fill(0x61);
    const r = timed(() => load(big));
    expect(rules(r)).toEqual(['yaml/file-too-large']);
    expect(r.ok).toBe(false);
  });

  test.each([
    ['flow', '['.repeat(10000) + ']'.repeat(10000)],
    ['compact block', '- '.repeat(10000) + 'x\n'],
    ['flow maps', 'a: ' + '{a: '.repeat(10000) + '1' + '}'.repeat(10000) + '\n'],
    ['indented 300 levels', Array.from({ length: 300 }, (_, i) => ' '.repeat(i) + 'k:').join('\n')],
    ['compact 1000', '- '.repeat(1000) + 'x\n'],
  ])('10,000-deep nesting (%s)', (_name, src) => {
    const r = timed(() => load(src, { maxBytes: 100 * 1024 * 1024 }));
    expect(r.ok).toBe(false);
    expect(rules(r)).toContain('yaml/nesting-too-deep');
  });

  test('10,000 indentation levels need 50 MB: refused by size before anything else', () => {
    const src = Array.from({ length: 10000 }, (_, i) => ' '.repeat(i) + 'k:').join('\n');
    const r = timed(() => load(src));
    expect(rules(r)).toEqual(['yaml/file-too-large']);
  });

  test('binary with NUL', () => {
    const bytes = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3a, 0x20, 0x00, 0x01, 0xff, 0x00]);
    const r = load(bytes);
    expect(r.ok).toBe(false);
    expect(r.findings[0].severity).toBe('error');
  });

  test('NUL inside valid UTF-8', () => {
    const r = load('name: a\u0000b\n');
    expect(only(r, 'yaml/binary-content')[0]).toMatchObject({ line: 1, column: 8 });
  });

  test('invalid UTF-8 with position', () => {
    const bytes = new Uint8Array([...enc('name: a\ndesc: caf'), 0xe9, ...enc('\n')]);
    const r = load(bytes);
    expect(only(r, 'yaml/invalid-utf8')[0]).toMatchObject({ line: 2, column: 10 });
  });

  test('BOM is a warning; parsing continues', () => {
    const r = load(new Uint8Array([0xef, 0xbb, 0xbf, ...enc('name: a\n')]));
    expect(rules(r)).toEqual(['yaml/byte-order-mark']);
    expect(r.ok).toBe(true);
    expect(r.value).toEqual({ name: 'a' });
  });

  test('CRLF loads the same', () => {
    const r = load('name: a\r\nport: 8000\r\n');
    expect(r.value).toEqual({ name: 'a', port: 8000 });
    expect(r.findings).toEqual([]);
    expect(r.rangeOf(['port'])).toMatchObject({ line: 2, column: 7 });
  });

  test('!!python/object is refused, never executed', () => {
    const r = load('name: !!python/object/apply:os.system ["touch /tmp/pwned"]\n');
    expect(r.ok).toBe(false);
    expect(only(r, 'yaml/unsafe-tag')[0]).toMatchObject({ line: 1, column: 7, severity: 'error' });
  });

  test('application tag refused', () => {
    expect(rules(load('a: !foo x\n'))).toContain('yaml/unsafe-tag');
  });

  test('TABs: indentation, after colon, inside plain scalar; fine in quotes and comments', () => {
    const bad = load('a:\n\tb: 1\nc:\td\ne: f\tg\n');
    expect(only(bad, 'yaml/tab-character').map((f) => [f.line, f.column])).toEqual([
      [2, 1],
      [3, 3],
      [4, 5],
    ]);
    expect(bad.ok).toBe(false);
    const good = load('a: "x\ty"\nb: 1 #\tcomment\nc: |\n  x\ty\n');
    expect(good.findings).toEqual([]);
    expect(good.ok).toBe(true);
  });
});

describe('every YAML-layer rule: failing and passing input, with position', () => {
  const cases: Array<[string, string | Uint8Array, { line: number; column?: number }, string]> = [
    ['yaml/invalid-utf8', new Uint8Array([0x61, 0x3a, 0x20, 0xc3, 0x28, 0x0a]), { line: 1, column: 4 }, 'a: é\n'],
    ['yaml/binary-content', 'a: b\u0007\n', { line: 1, column: 5 }, 'a: b\n'],
    ['yaml/byte-order-mark', new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0x3a, 0x20, 0x31]), { line: 1, column: 1 }, 'a: 1\n'],
    ['yaml/syntax-error', 'a: [1, 2\nb: 3\n', { line: 2 }, 'a: [1, 2]\nb: 3\n'],
    ['yaml/tab-character', 'a:\n\tb: 1\n', { line: 2, column: 1 }, 'a:\n  b: 1\n'],
    ['yaml/multiple-documents', 'a: 1\n---\nb: 2\n', { line: 2, column: 1 }, '---\na: 1\n'],
    ['yaml/empty-document', '# nothing\n', { line: 1, column: 1 }, 'a: 1\n'],
    ['yaml/root-not-mapping', 'just a string\n', { line: 1, column: 1 }, 'a: 1\n'],
    ['yaml/duplicate-key', 'a: 1\nb: 2\na: 3\n', { line: 1, column: 1 }, 'a: 1\nb: 2\n'],
    ['yaml/anchors-aliases', 'a: &x 1\nb: *x\n', { line: 2, column: 4 }, 'a: 1\nb: 1\n'],
    ['yaml/merge-key', 'a: &x {p: 1}\nb:\n  <<: *x\n', { line: 3, column: 3 }, 'a: {p: 1}\nb: {p: 1}\n'],
    ['yaml/unsafe-tag', 'a: !!python/name:os.system\n', { line: 1, column: 4 }, 'a: os.system\n'],
    ['yaml/unusual-tag', 'a: !!binary aGVsbG8=\n', { line: 1, column: 4 }, 'a: aGVsbG8=\n'],
    ['yaml/non-string-key', 'a: 1\nyes: 2\n', { line: 2, column: 1 }, 'a: 1\n"yes": 2\n'],
    ['yaml/non-json-value', 'a: 2026-04-01\n', { line: 1, column: 4 }, 'a: "2026-04-01"\n'],
    ['yaml/constructor-error', 'a: !!int abc\n', { line: 1, column: 4 }, 'a: !!int "12"\n'],
    ['yaml/alias-expansion-limit', 'a: &a [1, 2, 3]\nb: &b [*a, *a, *a]\nc: [*b, *b, *b]\n', { line: 3 }, 'a: &a [1, 2, 3]\nb: [*a]\n'],
    ['yaml/nesting-too-deep', `a: ${'['.repeat(300)}${']'.repeat(300)}\n`, { line: 1, column: 1 }, `a: ${'['.repeat(20)}${']'.repeat(20)}\n`],
    ['yaml/file-too-large', 'a: 1234567890\n', { line: 1 }, 'a: 1\n'],
  ];
  test.each(cases)('%s', (rule, bad, at, good) => {
    const opts = rule === 'yaml/alias-expansion-limit' ? { maxExpandedNodes: 20 } : rule === 'yaml/file-too-large' ? { maxBytes: 10 } : {};
    const hit = load(bad, opts).findings.find((f) => f.rule === rule);
    expect(hit).toMatchObject({ file: 'envs/x/openenv.yaml', ...at });
    expect(hit!.message).toMatch(/\. [A-Z]|: [a-z]/);
    expect(load(good, opts).findings.filter((f) => f.rule === rule)).toEqual([]);
  });

  test('constructor errors point at the value (multi-line span trimmed to its first line)', () => {
    const r = load('import os\nimport sys\nclass A:\n  x: 1\n');
    const f = r.findings[0];
    expect(f.rule).toBe('yaml/syntax-error');
    expect(f.endLine).toBe(f.line);
  });
});

describe('flow collections: PyYAML ignores their indentation', () => {
  test('items at column 0 inside `key: [` load, with positions in the original file', () => {
    const r = load('a: [\n1, "two"\n]\nb: {\nc: 1\n}\nd: x\n');
    expect(r.ok).toBe(true);
    expect(r.findings).toEqual([]);
    expect(r.value).toEqual({ a: [1, 'two'], b: { c: 1 }, d: 'x' });
    expect(r.rangeOf(['a', 1])).toEqual({ line: 2, column: 4, endLine: 2, endColumn: 9 });
    expect(r.rangeOf(['b', 'c'], 'key')).toEqual({ line: 5, column: 1, endLine: 5, endColumn: 2 });
    expect(r.rangeOf(['d'])).toEqual({ line: 7, column: 4, endLine: 7, endColumn: 5 });
  });

  test('a real error after such a collection keeps its original line', () => {
    const r = load('a: [\n1, 2\n]\nb: c: d\n');
    expect(r.findings.find((f) => f.rule === 'yaml/syntax-error')?.line).toBe(4);
  });
});

test('implicit keys longer than 1024 characters fail as in PyYAML', () => {
  const bad = load(`${'k'.repeat(1025)}: 1\n`);
  expect(bad.ok).toBe(false);
  expect(bad.findings[0]).toMatchObject({ rule: 'yaml/syntax-error', line: 1, column: 1 });
  expect(load(`${'k'.repeat(1024)}: 1\n`).ok).toBe(true);
});
