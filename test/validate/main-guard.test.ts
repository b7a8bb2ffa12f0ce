import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES } from './helpers.js';
import { python3AstEngine, tokenizerGuardVerdict, substringRule, pythonLogicalLines, PythonLexError } from '../../src/checks/validate/static/main-guard.js';

const dir = join(FIXTURES, 'main-guard');
const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Record<string, { parsed: boolean; guard: boolean }>;
const files = readdirSync(dir).filter((f) => f.endsWith('.py')).sort();
const sources = files.map((f) => readFileSync(join(dir, f), 'utf8'));


describe('structure/server-main-guard engines', () => {
  test('every fixture has an expectation', () => {
    expect(Object.keys(expected).sort()).toEqual(files);
  });

  test.each(files.map((f, i) => [f, i] as const))('tokenizer: %s', (file, i) => {
    const v = tokenizerGuardVerdict(sources[i]!);
    expect({ parsed: v.parsed, guard: v.guard }).toEqual(expected[file]);
    expect(v.engine).toBe('tokenizer');
  });

  // python3 is on PATH here and on GitHub runners; without it this fails (never a skip).
  test('python ast agrees with the expectations and with the tokenizer on every fixture', async () => {
    const verdicts = await python3AstEngine().check(sources);
    expect(verdicts).toBeDefined();
    files.forEach((file, i) => {
      const py = verdicts![i]!;
      const tok = tokenizerGuardVerdict(sources[i]!);
      expect({ file, parsed: py.parsed, guard: py.guard }).toEqual({ file, ...expected[file] });
      expect({ file, parsed: tok.parsed, guard: tok.guard, line: tok.line }).toEqual({ file, parsed: py.parsed, guard: py.guard, line: py.line });
      expect(py.engine).toBe('python-ast');
    });
  });

  test('the python engine never executes the source', async () => {
    const marker = join(FIXTURES, '..', '..', '..', '.tmp-validate-never-created');
    const evil = `import os\nos.makedirs(${JSON.stringify(marker)})\nif __name__ == "__main__":\n    main()\n`;
    const verdicts = await python3AstEngine().check([evil]);
    if (verdicts) expect(verdicts[0]!.guard).toBe(true);
    expect(() => readdirSync(marker)).toThrow();
  });

  // python3 behind a version manager's shim takes about 0.1 s to start: a run pays it once, not per batch.
  test('one python3 process answers every batch, in order, until closed', async () => {
    const work = mkdtempSync(join(tmpdir(), 'openenv-ci-ast-session-'));
    try {
      const starts = join(work, 'starts');
      const python = join(work, 'python3');
      writeFileSync(python, `#!/bin/sh\necho started >> '${starts}'\nexec python3 "$@"\n`);
      chmodSync(python, 0o755);
      const engine = python3AstEngine(python);
      const halves = [sources.slice(0, Math.ceil(sources.length / 2)), sources.slice(Math.ceil(sources.length / 2))];
      const [first, second] = await Promise.all(halves.map((batch) => engine.check(batch)));
      const third = await engine.check(['if __name__ == "__main__":\n    main()\n']);
      engine.close();
      expect([...first!, ...second!].map((v) => ({ parsed: v.parsed, guard: v.guard }))).toEqual(files.map((f) => expected[f]));
      expect(third).toEqual([{ parsed: true, guard: true, line: 1, engine: 'python-ast' }]);
      expect(readFileSync(starts, 'utf8')).toBe('started\n');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  test('a missing python3 makes the engine report unavailable (tokenizer fallback)', async () => {
    expect(await python3AstEngine('/nonexistent/python3').check(['x = 1'])).toBeUndefined();
  });

  test('substring rule and lexer errors', () => {
    expect(substringRule('__name__ __main__ main(')).toBe(true);
    expect(substringRule('__name__ main(')).toBe(false);
    expect(() => pythonLogicalLines('x = (1,\n')).toThrow(PythonLexError);
    expect(() => pythonLogicalLines('x = 1)\n')).toThrow(PythonLexError);
    expect(() => pythonLogicalLines("s = '''abc\n")).toThrow(PythonLexError);
  });

  test('hostile input stays bounded', () => {
    const deep = '('.repeat(50000);
    const t0 = Date.now();
    expect(tokenizerGuardVerdict(deep).parsed).toBe(false);
    expect(tokenizerGuardVerdict('\u0000\uFFFD if __name__ == "__main__": main()').guard).toBe(true);
    expect(Date.now() - t0).toBeLessThan(2000);
  });
});
