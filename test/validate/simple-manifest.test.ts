/**
 * openenv.yaml through the simple-YAML scanner: wherever it answers, the same mapping, format and key lines
 * as the manifests check's PyYAML-faithful loader (validate reads either; the loader for anything else).
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadOpenEnvManifest, recogniseFormat } from '../../src/checks/manifests/openenv/load.js';
import { simpleManifest } from '../../src/checks/validate/static/manifest.js';
import { FIXTURES } from './helpers.js';

const bytes = (text: string) => new TextEncoder().encode(text);

/** The loader's reading: value (undefined when it loads nothing usable), format and the line of each top-level key. */
function loaderReading(text: string, keys: readonly string[]) {
  const loaded = loadOpenEnvManifest(bytes(text), 'openenv.yaml');
  const lines = new Map(keys.map((k) => [k, loaded.rangeOf([k], 'key')?.line]));
  return { ok: loaded.yaml.ok, value: loaded.yaml.value, format: loaded.format, lines };
}

describe('simple manifests', () => {
  it("reads the echo environment's manifest as the loader does", () => {
    const text = readFileSync(join(FIXTURES, 'echo_env', 'openenv.yaml'), 'utf8');
    const simple = simpleManifest(bytes(text))!;
    expect(simple.data).toEqual({ spec_version: 1, name: 'echo_env', type: 'space', runtime: 'fastapi', app: 'server.app:app', port: 8000 });
    const reference = loaderReading(text, [...simple.keyLines.keys()]);
    expect(simple.data).toEqual(reference.value);
    expect(recogniseFormat(simple.data)).toBe(reference.format);
    expect(simple.keyLines).toEqual(reference.lines);
  });

  it.each([
    ['YAML 1.1 booleans', 'name: x\nenabled: yes\nother: Off', { name: 'x', enabled: true, other: false }],
    ['a list of tags', 'name: x\ntags:\n  - a\n  - b', { name: 'x', tags: ['a', 'b'] }],
    ['a key with no value', 'name: x\ndescription:', { name: 'x', description: null }],
  ])('answers for %s', (_name, text, expected) => {
    expect(simpleManifest(bytes(text))?.data).toEqual(expected);
    expect(loaderReading(text, []).value).toEqual(expected);
  });

  it.each([
    ['a quoted port', 'name: x\nport: "8000"'],
    ['an octal port', 'port: 0700'],
    ['a sexagesimal number', 'port: 1:30'],
    ['a float', 'spec_version: 1.0'],
    ['a date', 'created: 2026-01-01'],
    ['variables as a mapping', 'name: x\nvariables:\n  A: b'],
    ['a duplicate key', 'name: x\nname: y'],
    ['a byte-order mark', '\uFEFFname: x'],
    ['a key PyYAML refuses (over 1,024 characters)', `${'k'.repeat(1500)}: x`],
    ['a boolean key', 'on: x'],
  ])('leaves %s to the loader', (_name, text) => {
    expect(simpleManifest(bytes(text))).toBeUndefined();
  });

  it('agrees with the loader on every manifest it answers for (generated manifests)', () => {
    const key = fc.oneof({ arbitrary: fc.constantFrom('name', 'type', 'runtime', 'app', 'port', 'spec_version', 'tags', 'a-b'), weight: 6 }, { arbitrary: fc.constantFrom('on', 'y', 'No', 'null'), weight: 1 });
    const word = fc.constantFrom('echo_env', 'space', 'fastapi', 'server.app:app', '8000', '0', '1', '010', '1_000', '1:30', '1.0', '2026-01-01', 'yes', 'No', 'ON', 'off', 'y', 'n', 'null', '~', 'NULL', '/web', 'a b', 'é', '🔊', 'a:', 'a: b', '=', '<<', '.inf', 'x#y', 'x #y');
    const line = fc.oneof(
      { arbitrary: fc.tuple(key, word).map(([k, v]) => `${k}: ${v}`), weight: 5 },
      { arbitrary: key.map((k) => `${k}:`), weight: 1 },
      { arbitrary: fc.tuple(fc.constantFrom('', '  ', '    '), word).map(([indent, v]) => `${indent}- ${v}`), weight: 2 },
      { arbitrary: fc.tuple(key, fc.array(word, { maxLength: 3 })).map(([k, vs]) => `${k}: [${vs.join(', ')}]`), weight: 1 },
      { arbitrary: fc.constantFrom('', '# comment', '  # indented', '  x: y', '---', 'a:b', 'k: [a, [b]]', 'k: [a]]', 'k: [[a]'), weight: 1 },
    );
    let answered = 0;
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (lines) => {
        const text = lines.join('\n');
        const simple = simpleManifest(bytes(text));
        if (!simple) return true;
        answered++;
        const reference = loaderReading(text, [...simple.keyLines.keys()]);
        return reference.ok && JSON.stringify(reference.value) === JSON.stringify(simple.data) && reference.format === recogniseFormat(simple.data) && JSON.stringify([...reference.lines]) === JSON.stringify([...simple.keyLines]);
      }),
      { numRuns: 3000 },
    );
    // The comparison means something only if the scanner answers for a good share of the manifests.
    expect(answered).toBeGreaterThan(150);
  });
});
