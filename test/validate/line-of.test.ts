import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { lineOf, lineOfLineStarting } from '../../src/checks/validate/static/env.js';

describe('lineOfLineStarting (the line of a uv.lock package block)', () => {
  const pattern = /^name\s*=\s*"demo"/;

  it('answers what lineOf answers, testing only the lines that start with the prefix', () => {
    const lock = ['version = 1', '', '[[package]]', 'name = "other"', '', '[[package]]', 'name = "demo"', 'version = "0.1.0"'].join('\n');
    expect(lineOfLineStarting(lock, 'name', pattern)).toBe(7);
    expect(lineOfLineStarting(lock, 'name', pattern)).toBe(lineOf(lock, pattern));
    expect(lineOfLineStarting('name = "demo"', 'name', pattern)).toBe(1);
    expect(lineOfLineStarting('x\r\nname = "demo"\r\n', 'name', /^name = "demo"$/)).toBe(2);
    expect(lineOfLineStarting('  name = "demo"', 'name', pattern)).toBeUndefined();
  });

  it('agrees with lineOf on texts made of lock-like pieces', () => {
    const piece = fc.constantFrom('name', ' = ', '"demo"', '"dem"', '\n', '\r\n', '\r', ' ', '[[package]]', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(lineOfLineStarting(text, 'name', pattern)).toBe(lineOf(text, pattern));
        expect(lineOfLineStarting(text, 'name', /^name = "demo"$/)).toBe(lineOf(text, /^name = "demo"$/));
      }),
      { numRuns: 3000 },
    );
  });
});
