import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { tokenizePython, type Token } from '../../src/python/tokenize.js';
import { bracketPairs } from '../../src/checks/review/statements.js';

/** All tokens of `source`, read the way the review reads a changed file (errors recovered). */
const tokensOf = (source: string): Token[] => tokenizePython(source, { recover: true }).lines.flatMap((line) => line.tokens);

/** The partner of the bracket at `i` by a depth count, the way the rules walked before (one scan per call). */
function partnerByScan(tokens: readonly Token[], i: number, opens: string, closes: string): number {
  const isOpen = (t: Token) => t.type === 'op' && opens.includes(t.value);
  const isClose = (t: Token) => t.type === 'op' && closes.includes(t.value);
  let depth = 0;
  if (isOpen(tokens[i]!)) {
    for (let j = i; j < tokens.length; j++) {
      if (isOpen(tokens[j]!)) depth++;
      else if (isClose(tokens[j]!) && --depth === 0) return j;
    }
  } else {
    for (let j = i; j >= 0; j--) {
      if (isClose(tokens[j]!)) depth++;
      else if (isOpen(tokens[j]!) && --depth === 0) return j;
    }
  }
  return -1;
}

describe('bracketPairs', () => {
  it('pairs nested brackets of any kind, and leaves the unclosed ones at -1', () => {
    const tokens = tokensOf('x = a[b(c)][d\n');
    const pairs = bracketPairs(tokens);
    const at = (value: string, nth = 0) => tokens.map((t, i) => (t.value === value ? i : -1)).filter((i) => i >= 0)[nth]!;
    expect(pairs[at('[')]).toBe(at(']'));
    expect(pairs[at('(')]).toBe(at(')'));
    expect(pairs[at(']')]).toBe(at('['));
    expect(pairs[at('[', 1)]).toBe(-1);
  });

  it('agrees with a depth count from each bracket, for all kinds and for `[` `]` alone (generated statements)', () => {
    const piece = fc.constantFrom('a', 'b', '(', ')', '[', ']', '{', '}', ' == ', '.', ',', '1.0');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const tokens = tokensOf(`${pieces.join('')}\n`);
        for (const [opens, closes] of [['([{', ')]}'], ['[', ']']] as const) {
          const pairs = bracketPairs(tokens, opens, closes);
          tokens.forEach((t, i) => {
            if (opens.includes(t.value) || closes.includes(t.value)) expect(pairs[i]).toBe(partnerByScan(tokens, i, opens, closes));
          });
        }
      }),
      { numRuns: 500 },
    );
  });
});
