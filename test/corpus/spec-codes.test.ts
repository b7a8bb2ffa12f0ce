/** The rule reference covers the specs' rule indexes (the specs sit beside the corpus). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestsCheck } from '../../src/checks/manifests/index.js';
import { specDir } from './corpus.js';

test('every OE-/EY- code of the two specs\' rule indexes is mapped to a rule in the rule reference', () => {
  const specs = specDir();
  const codes = ['openenv-yaml.md', 'environment-yaml.md'].flatMap((f) => [...readFileSync(join(specs, f), 'utf8').matchAll(/^\| ((?:OE|EY)-[A-Z]+\d+) \|/gm)].map((m) => m[1]!));
  expect(codes.length).toBeGreaterThan(170);
  const mapped = new Set(manifestsCheck.rules.flatMap((r) => [...(r.details ?? '').matchAll(/\b(?:OE|EY)-[A-Z]+\d+\b/g)].map((m) => m[0])));
  expect([...new Set(codes)].filter((c) => !mapped.has(c))).toEqual([]);
});
