import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { importStatements } from '../../src/checks/validate/static/tools-tasks.js';

/** What runtimeSources matched before: the multiline pattern over the whole text. */
const byPattern = (text: string) => [...text.matchAll(/^[ \t]*(?:from[ \t]+(\.*)([\w.]*)[ \t]+import|import[ \t]+([\w.]+))/gm)].map((m) => [m.index, m[1], m[2], m[3]]);
const byLines = (text: string) => [...importStatements(text)].map((m) => [m.index, m[1], m[2], m[3]]);

describe('importStatements (the modules a server source imports)', () => {
  it('finds what the multiline pattern finds, at line starts after any line terminator', () => {
    const source = [
      'import os, sys',
      '  from ..models import Thing  # relative',
      'x = 1; import json',
      '\tfrom pkg.sub import (a,',
      '    b)',
      'from . import utils\r\nimport a.b.c\rimport d\u2028from e import f\u2029 import g',
      'print("import x") ; from_x = 1',
      'importlib.import_module("y")',
      'from  x   import y',
      'import',
    ].join('\n');
    expect(byLines(source)).toEqual(byPattern(source));
    expect(byLines(source).map((m) => m[2] || m[3])).toEqual(['os', 'models', 'pkg.sub', undefined, 'a.b.c', 'd', 'e', 'g', 'x']);
  });

  it('agrees with the pattern on arbitrary texts made of import-like pieces', () => {
    const piece = fc.constantFrom('import', 'from', ' ', '\t', '\n', '\r', '\r\n', '\u2028', '.', '..', 'a', 'pkg.mod', '(', '#', 'x = ', 'importlib', '_');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const text = pieces.join('');
        expect(byLines(text)).toEqual(byPattern(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('stays linear on one long line full of imports', () => {
    const text = 'x = 1; '.concat('import '.repeat(300_000));
    const started = performance.now();
    expect(byLines(text)).toEqual([]);
    // Quadratic would be 300,000² character steps (minutes); linear is a few milliseconds.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('stays linear on a run of dots that is no relative import', () => {
    // Each split of the dots between the relative level and the module was tried: 1.6 s at 40,000.
    const text = `from ${'.'.repeat(200_000)}ximport y\n`;
    const started = performance.now();
    expect(byLines(text)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
