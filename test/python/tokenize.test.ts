import { describe, expect, it } from '@jest/globals';
import { PythonLexError, tokenizePython } from '../../src/python/tokenize.js';
import { viewOfLines } from '../../src/checks/review/tokens.js';

describe('tokenizePython: comments', () => {
  it('lists comments with their line and column, and never a `#` inside a string', () => {
    const source = ['x = "# not a comment"  # a real one', 'DOC = """', '# inside the docstring', '"""', "y = 1 # TODO: the second"].join('\n');
    const { comments } = tokenizePython(source);
    expect(comments).toEqual([
      { text: ' a real one', line: 1, column: 23 },
      { text: ' TODO: the second', line: 5, column: 6 },
    ]);
  });

  it('gives every token its column on its own line', () => {
    const { lines } = tokenizePython('def f(a,\n      b):\n    return print(a)\n');
    const print = lines[1]!.tokens.find((t) => t.value === 'print')!;
    expect(print).toMatchObject({ line: 3, column: 11 });
    expect(lines[0]!.tokens.find((t) => t.value === 'b')).toMatchObject({ line: 2, column: 6 });
  });
});

describe('tokenizePython: operators', () => {
  it('takes the longest operator (three, two or one character), and splits what no operator spells', () => {
    const source = 'x **= 2; y //= 3; z >>= a <<= b\nf(*args, **kw) -> ...\nif (n := a.b) != c <= d >= e == g: h @= i; j -= -k\nm = n<-o\n';
    const ops = tokenizePython(source)
      .lines.flatMap((l) => l.tokens)
      .filter((t) => t.type === 'op')
      .map((t) => t.value);
    expect(ops).toEqual(['**=', ';', '//=', ';', '>>=', '<<=', '(', '*', ',', '**', ')', '->', '...', '(', ':=', '.', ')', '!=', '<=', '>=', '==', ':', '@=', ';', '-=', '-', '=', '<', '-']);
  });
});

describe('tokenizePython: recovery', () => {
  it('throws without recover, and with it ends an unterminated string at its line and skips stray closers', () => {
    const source = 'x = "open\nprint(x))\ny = 2\n';
    expect(() => tokenizePython(source)).toThrow(PythonLexError);
    const { lines, error } = tokenizePython(source, { recover: true });
    expect(error).toMatch(/unterminated string/);
    expect(lines.map((l) => l.tokens.map((t) => t.value).join(' '))).toEqual(['x = "open', 'print ( x )', 'y = 2']);
  });
});

describe('viewOfLines: the added lines of a diff', () => {
  it('tokenizes each run of consecutive lines on its own, so a hunk that opens a string does not swallow the next hunk', () => {
    const view = viewOfLines([
      { line: 3, text: '    """start of a docstring the hunk does not close' },
      { line: 4, text: '    more text' },
      { line: 20, text: 'print("second hunk")  # noted' },
    ]);
    expect(view.complete).toBe(false);
    expect(view.statements.map((s) => [s.line, s.tokens[0]!.value])).toEqual([
      [3, '"""start of a docstring the hunk does not close\n    more text'],
      [20, 'print'],
    ]);
    expect(view.comments).toEqual([{ text: ' noted', line: 20, column: 22 }]);
  });
});
