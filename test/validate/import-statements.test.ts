import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { importLinesOf, importStatements, reservedToolsInSource, type SourceTool } from '../../src/checks/validate/static/tools-tasks.js';
import { decodeText } from '../../src/repo/view.js';
import { lineLocator } from '../../src/checks/validate/static/env.js';
import { RESERVED_TOOL_NAMES } from '../../src/checks/validate/static/resources.js';

/** reservedToolsInSource as it was, with the multiline pattern tried at every offset of the text. */
function reservedByPattern(file: string, text: string): SourceTool[] {
  const balancedEnd = (open: number, limit = 4_000) => {
    let depth = 0;
    const stop = Math.min(text.length, open + limit);
    for (let i = open; i < stop; i++) {
      const c = text[i];
      if (c === '(') depth++;
      else if (c === ')') {
        depth--;
        if (depth === 0) return i + 1;
      } else if (c === '"' || c === "'") {
        const q = c;
        i++;
        while (i < text.length && text[i] !== q && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      }
    }
    return stop;
  };
  const out: SourceTool[] = [];
  const lineAtOffset = lineLocator(text);
  const re = /^[ \t]*@([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*\.tool)\b/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    let end = m.index + m[0].length;
    let args = '';
    if (text[end] === '(') {
      const close = balancedEnd(end);
      args = text.slice(end, close);
      end = close;
    }
    const named = /\bname\s*=\s*["']([^"']*)["']/.exec(args);
    if (named && RESERVED_TOOL_NAMES.includes(named[1]!)) {
      out.push({ file, line: lineAtOffset(m.index), name: named[1]!, decorator: `@${m[1]}` });
      continue;
    }
    if (named) continue;
    const after = text.slice(end, end + 4000);
    const def = /^(?:[^\n]*\n)(?:[ \t]*@[^\n]*\n|[ \t]*#[^\n]*\n|[ \t]*\n)*[ \t]*(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)/.exec(after);
    if (def && RESERVED_TOOL_NAMES.includes(def[1]!)) {
      const defOffset = end + after.indexOf(`def ${def[1]}`, 0);
      out.push({ file, line: lineAtOffset(defOffset), name: def[1]!, decorator: `@${m[1]}` });
    }
  }
  return out;
}

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

describe('reservedToolsInSource (tool decorators found at the start of lines holding .tool)', () => {
  /** The decorators the multiline pattern finds, with the names reservedToolsInSource reports. */
  const byPattern = (text: string) => [...text.matchAll(/^[ \t]*@([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*\.tool)\b/gm)].map((m) => `@${m[1]}`);
  // Every decorator below registers `reset` (a reserved name), so each one found is reported once.
  const reported = (text: string) => reservedToolsInSource('a.py', text).map((t) => t.decorator);

  it('finds the decorators the multiline pattern finds, after any line terminator', () => {
    const source = [
      '@mcp.tool',
      'def reset(): pass',
      '  @self.server.tool()\r\ndef reset(): pass',
      'x = 1 @mcp.tool',
      'def reset(): pass',
      '\t@a.b.tool\u2028def reset(): pass',
      '@mcp.toolbox',
      'def reset(): pass',
      '@mcp.tool\rdef reset(): pass',
      '# @mcp.tool',
      'def reset(): pass',
    ].join('\n');
    expect(reported(source)).toEqual(['@mcp.tool', '@self.server.tool', '@a.b.tool', '@mcp.tool']);
    expect(reported(source)).toEqual(byPattern(source).filter((d) => d !== '@mcp.toolbox'));
    expect(reservedToolsInSource('a.py', source)).toEqual(reservedByPattern('a.py', source));
  });

  it('reports what the multiline pattern, tried at every offset, reported on arbitrary texts', () => {
    const piece = fc.constantFrom('@', 'mcp', '.tool', '.tools', 'self', '.', ' ', '\t', '\n', '\r', '\u2029', 'x', '_', '(name="reset")', '(name="x")', '\ndef reset(): pass\n', '\nasync def step(', '#');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(reservedToolsInSource('a.py', text)).toEqual(reservedByPattern('a.py', text));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('importLinesOf (the import lines of a file never decoded whole)', () => {
  const modules = (text: string) => [...importStatements(text)].map((m) => [m[1], m[2], m[3]]);

  it('gives the modules the whole decoded text gives, BOM, invalid UTF-8 and any line terminator included', () => {
    const piece = fc.constantFrom('import', 'from', ' ', '\t', '\n', '\r', '\r\n', '\u2028', '\ufeff', 'é', '.', '..', 'pkg.mod', 'x = ', 'importlib', '#');
    const bytePiece = fc.oneof(
      piece.map((p) => Buffer.from(p)),
      fc.constantFrom(Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from([0xc3]), Buffer.from([0xe2, 0x80]), Buffer.from([0xff])),
    );
    fc.assert(
      fc.property(fc.array(bytePiece, { maxLength: 50 }), (pieces) => {
        const bytes = Buffer.concat(pieces);
        expect(modules(importLinesOf(bytes))).toEqual(modules(decodeText(bytes).text));
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps only the lines that hold the word, and nothing of a binary file', () => {
    const text = '\ufeffimport os\nx = 1\nfrom .server.app import create\r\ny = "é"\n';
    expect(importLinesOf(Buffer.from(text))).toBe('import os\nfrom .server.app import create');
    expect(modules(importLinesOf(Buffer.from(text)))).toEqual([[undefined, undefined, 'os'], ['.', 'server.app', undefined]]);
    expect(importLinesOf(Buffer.from('import os\0'))).toBe('');
  });
});
