/**
 * The `__main__` guard check of `openenv validate` (structure/server-main-guard), two engines:
 *  - Python's own `ast` through `python3` (exact parity; the source is only parsed, never executed);
 *  - a TypeScript Python tokenizer, used when python3 is unavailable (or `python-ast: off`).
 * Both return the same verdict shape; a test asserts they agree on every fixture.
 */
import { childEnvironment, PYTHON_TOOLCHAIN } from '../../../process/environment.js';
import { DEADLINES, holdEventLoop, startProcess, stopMessage, type StartedProcess } from '../../../process/spawn.js';
import { PythonLexError, pythonLogicalLines, type LogicalLine, type Token } from '../../../python/tokenize.js';

export { PythonLexError, pythonLogicalLines } from '../../../python/tokenize.js';

export interface GuardVerdict {
  /** The source parsed (Python: ast.parse succeeded; tokenizer: no unterminated string/bracket). */
  parsed: boolean;
  /** The CLI would accept the guard (rule 1 when parsed, the substring rule 2 otherwise). */
  guard: boolean;
  /** Line of the accepted guard `if` (rule 1 only). */
  line?: number;
  engine: 'python-ast' | 'tokenizer';
}

/** Runs Python's ast over many sources at once; undefined when python3 cannot be run. */
export interface PythonAstEngine {
  check(sources: readonly string[]): Promise<GuardVerdict[] | undefined>;
}

/** Substring rule the CLI falls back to for files that are not valid Python. */
export function substringRule(source: string): boolean {
  return source.includes('__name__') && source.includes('__main__') && source.includes('main(');
}

// ---------------------------------------------------------------------------------------------
// Python engine. Reads JSON lists of sources on stdin, one list a line, and prints a JSON list of
// verdicts a line for each, flushed, until stdin closes: one process answers every batch of a run.

const PYTHON_CHECKER = String.raw`
import ast, json, sys
def is_guard_test(t):
    return (isinstance(t, ast.Compare) and isinstance(t.left, ast.Name) and t.left.id == "__name__"
            and len(t.ops) == 1 and isinstance(t.ops[0], ast.Eq) and len(t.comparators) == 1
            and isinstance(t.comparators[0], ast.Constant) and t.comparators[0].value == "__main__")
def calls_main(stmts):
    for stmt in stmts:
        for sub in ast.walk(stmt):
            if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name) and sub.func.id == "main":
                return True
    return False
def check(src):
    try:
        tree = ast.parse(src)
    except (SyntaxError, ValueError):
        return {"parsed": False, "guard": ("__name__" in src and "__main__" in src and "main(" in src)}
    for node in tree.body:
        if isinstance(node, ast.If) and is_guard_test(node.test) and calls_main(node.body):
            return {"parsed": True, "guard": True, "line": node.lineno}
    return {"parsed": True, "guard": False}
for line in iter(sys.stdin.buffer.readline, b""):
    out = []
    for s in json.loads(line):
        try:
            out.append(check(s))
        except RecursionError:
            out.append({"parsed": False, "guard": ("__name__" in s and "__main__" in s and "main(" in s)})
    sys.stdout.write(json.dumps(out) + "\n")
    sys.stdout.flush()
`;

/** A Python-ast engine that keeps one process for every batch it is asked about; `close` ends it. */
export interface PythonAstSession extends PythonAstEngine {
  close(): void;
}

/**
 * The adapter that runs `python3 -c <checker>`: one process, started at the first `check` and kept for
 * the next ones (python3 behind a version manager's shim costs about 0.1 s to start), answering the
 * batches in the order they were asked. When python3 cannot run, fails, or a batch exceeds its deadline,
 * that `check` answers undefined (the caller falls back to the tokenizer) and `onProblem` hears why, so
 * a cut run is logged rather than silent; the next `check` starts a new process.
 */
export function python3AstEngine(command = 'python3', deadlineMs: number = DEADLINES.pythonAst, onProblem?: (message: string) => void): PythonAstSession {
  const label = `${command} (ast check of server/app.py)`;
  let session: { started: StartedProcess; waiting: ((line: string | undefined) => void)[] } | undefined;
  // Between batches the idle process must not keep the run alive (a caller that never closes it).
  const hold = (s: NonNullable<typeof session>, busy: boolean) => holdEventLoop(s.started, busy);
  const end = (s: NonNullable<typeof session>) => {
    if (session === s) session = undefined;
    for (const answer of s.waiting.splice(0)) answer(undefined);
  };
  const open = () => {
    let started: StartedProcess;
    try {
      started = startProcess(command, ['-I', '-S', '-c', PYTHON_CHECKER], {
        label,
        // Parse-only (src/process/policy.ts): -I -S, our own checker, sources on stdin; still no secrets.
        env: childEnvironment({ inherit: PYTHON_TOOLCHAIN, set: { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' } }),
        // Each batch has its own deadline (below); this one only bounds a process nobody closed.
        deadlineMs: SESSION_LIMIT_MS,
        stdin: 'pipe',
      });
    } catch {
      return undefined;
    }
    const s = { started, waiting: [] as ((line: string | undefined) => void)[] };
    let pending = '';
    started.child.stdout?.setEncoding('utf8');
    started.child.stdout?.on('data', (chunk: string) => {
      pending += chunk;
      for (let newline = pending.indexOf('\n'); newline >= 0; newline = pending.indexOf('\n')) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        s.waiting.shift()?.(line);
      }
    });
    started.child.stderr?.resume(); // a traceback is not read, only drained
    started.child.stdin?.on('error', () => undefined); // a child that exits early closes the pipe: not our failure
    void started.exited.then(() => end(s));
    hold(s, false);
    return s;
  };
  return {
    async check(sources) {
      const s = (session ??= open());
      if (!s) return undefined; // not installed: the tokenizer engine answers, as documented
      const line = await new Promise<string | undefined>((resolve) => {
        const timer = setTimeout(() => {
          onProblem?.(`${stopMessage(label, 'deadline', deadlineMs)}; the tokenizer engine answered instead`);
          s.started.kill();
          end(s);
        }, deadlineMs);
        s.waiting.push((answer) => {
          clearTimeout(timer);
          if (s.waiting.length === 0) hold(s, false);
          resolve(answer);
        });
        hold(s, true);
        s.started.child.stdin?.write(`${JSON.stringify(sources)}\n`);
      });
      if (line === undefined) return undefined;
      try {
        const parsed = JSON.parse(line) as Omit<GuardVerdict, 'engine'>[];
        if (!Array.isArray(parsed) || parsed.length !== sources.length) return undefined;
        return parsed.map((v) => ({ ...v, engine: 'python-ast' as const }));
      } catch {
        return undefined;
      }
    },
    close() {
      const s = session;
      session = undefined;
      s?.started.child.stdin?.end();
    },
  };
}

/** How long one session's process may live at most (a run that never closed it). */
const SESSION_LIMIT_MS = 6 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Tokenizer engine, over the one Python tokenizer of src/python/.

/** Matches `if (__name__ == "__main__") :` at the start of a logical line; returns the index after ':'. */
function matchGuardHeader(tokens: Token[]): number | undefined {
  if (tokens[0]?.type !== 'name' || tokens[0].value !== 'if') return undefined;
  let k = 1;
  let parens = 0;
  while (tokens[k]?.value === '(' && tokens[k]?.type === 'op') {
    parens++;
    k++;
  }
  if (tokens[k]?.type !== 'name' || tokens[k]?.value !== '__name__') return undefined;
  k++;
  if (tokens[k]?.type !== 'op' || tokens[k]?.value !== '==') return undefined;
  k++;
  // One or more adjacent str literals (implicit concatenation); bytes and f-strings are not str constants.
  let text = '';
  let sawString = false;
  while (tokens[k]?.type === 'string') {
    const t = tokens[k]!;
    if (/[bf]/.test(t.prefix ?? '')) return undefined;
    text += t.content ?? '';
    sawString = true;
    k++;
  }
  if (!sawString || text !== '__main__') return undefined;
  while (parens > 0) {
    if (tokens[k]?.type !== 'op' || tokens[k]?.value !== ')') return undefined;
    parens--;
    k++;
  }
  if (tokens[k]?.type !== 'op' || tokens[k]?.value !== ':') return undefined;
  return k + 1;
}

function callsMain(tokens: Token[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type !== 'name' || t.value !== 'main') continue;
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    if (next?.type !== 'op' || next.value !== '(') continue;
    if (prev && ((prev.type === 'op' && prev.value === '.') || (prev.type === 'name' && (prev.value === 'def' || prev.value === 'class')))) continue;
    return true;
  }
  return false;
}

/** The tokenizer engine's verdict for one source. */
export function tokenizerGuardVerdict(source: string): GuardVerdict {
  let lines: LogicalLine[];
  try {
    lines = pythonLogicalLines(source);
  } catch (error) {
    if (!(error instanceof PythonLexError)) throw error;
    return { parsed: false, guard: substringRule(source), engine: 'tokenizer' };
  }
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.indent !== 0) continue;
    const after = matchGuardHeader(l.tokens);
    if (after === undefined) continue;
    let body: Token[] = l.tokens.slice(after);
    if (body.length === 0) {
      for (let j = i + 1; j < lines.length && lines[j]!.indent > 0; j++) body = body.concat(lines[j]!.tokens);
    }
    if (callsMain(body)) return { parsed: true, guard: true, line: l.tokens[0]!.line, engine: 'tokenizer' };
  }
  return { parsed: true, guard: false, engine: 'tokenizer' };
}

/** True when `def main(` occurs only indented (not at module level). Used for an info note. */
export function mainOnlyIndented(source: string): boolean {
  return source.includes('def main(') && !/^(async[ \t]+)?def main\(/m.test(source);
}
