/**
 * Linear-time property per rule family (issue 15): each family gets pathological text built from its own
 * delimiters, planted in a realistic file, at 10k and 100k characters; the time must grow about linearly.
 * The regressions this guards against were quadratic regexes (`[:\s]+$` on a long `": : :"` run,
 * `<[^>]+>` on a name of `<`, `[^\s=]+=` on a LABEL of `{`, yaml's unique-key check) and quadratic walks
 * (an alias per line resolved over the whole document, duplicate keys each listing all the others).
 * The draw is the same on every run (test/jest/fast-check-seed.ts); `npm run test:hunt` tries every
 * one- and two-delimiter unit.
 */
import { describe, it } from '@jest/globals';
import fc from 'fast-check';
import { FAMILIES } from './families.js';
import { assertLinear } from './support.js';

describe('text handling stays linear in the input length', () => {
  for (const [name, family] of Object.entries(FAMILIES)) {
    it(name, async () => {
      await assertLinear(fc.constantFrom(...family.slots), family.delimiters, (slot, text) => family.run(slot, text), family.examples, family.numRuns);
    });
  }
});
