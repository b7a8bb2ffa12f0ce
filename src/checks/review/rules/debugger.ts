import type { Token } from '../../../python/tokenize.js';
import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { headLineText } from '../diff.js';
import { blockBody, importsAnyOf, isAttribute, isCall } from '../statements.js';
import { isNameToken, isOpToken, pythonViewOf, viewTextMatches, type Statement } from '../tokens.js';
import { isCommandLineScript } from './scripts.js';

const DEBUGGERS = new Set(['pdb', 'ipdb', 'pudb']);
const DEBUGGER_CALLS = new Set(['set_trace', 'post_mortem', 'pm', 'run']);
const ICECREAM = new Set(['icecream']);
const TRACEBACK = new Set(['traceback']);
const PRINT_EXC = new Set(['print_exc']);
/** Names one of the patterns below needs in a statement (an import statement is read whole). */
const TRIGGER_NAMES = new Set(['breakpoint', 'ic', 'traceback', ...DEBUGGERS]);
/** A word every pattern needs in the file's text (the trigger names, or the module an import names). */
const TRIGGER_TEXT = /breakpoint|pdb|pudb|\bic\b|icecream|traceback/;
const mayMatch = (statement: Statement): boolean =>
  isNameToken(statement.tokens[0], 'import') || isNameToken(statement.tokens[0], 'from') || statement.tokens.some((t) => t.type === 'name' && TRIGGER_NAMES.has(t.value));

const imports = (statement: Statement, packages: ReadonlySet<string>): boolean => importsAnyOf(statement.tokens, packages);

/** `receiver.method(` starting at token i. */
const methodCall = (t: readonly Token[], i: number, receivers: ReadonlySet<string>, methods: ReadonlySet<string>): boolean =>
  receivers.has(t[i]!.value) && t[i]!.type === 'name' && isOpToken(t[i + 1], '.') && methods.has(t[i + 2]?.value ?? '') && isCall(t, i + 2);

/** A bare call `name(` (not an attribute) at token i. */
const bareCall = (t: readonly Token[], i: number, name: string): boolean => isNameToken(t[i], name) && isCall(t, i) && !isAttribute(t, i);

interface Pattern {
  /** Lines of the statement where the pattern occurs. */
  lines(statement: Statement): number[];
  what: string;
  fix: string;
  outputInScripts?: boolean;
}

/** Lines of the tokens at which `at` holds. */
const tokenLines = (statement: Statement, at: (t: readonly Token[], i: number) => boolean): number[] =>
  statement.tokens.flatMap((token, i, all) => (at(all, i) ? [token.line] : []));

const PATTERNS: Pattern[] = [
  {
    lines: (s) => tokenLines(s, (t, i) => bareCall(t, i, 'breakpoint') && isOpToken(t[i + 2], ')')),
    what: 'breakpoint() call',
    fix: 'it stops the server waiting for a debugger. Remove it before merging',
  },
  { lines: (s) => (imports(s, DEBUGGERS) ? [s.line] : []), what: 'debugger import', fix: 'it is only there to stop in a debugger. Remove it before merging' },
  {
    lines: (s) => tokenLines(s, (t, i) => methodCall(t, i, DEBUGGERS, DEBUGGER_CALLS)),
    what: 'debugger call',
    fix: 'it stops the server waiting for a debugger. Remove it before merging',
  },
  {
    lines: (s) => (imports(s, ICECREAM) ? [s.line] : tokenLines(s, (t, i) => bareCall(t, i, 'ic'))),
    what: 'icecream ic() debug output',
    fix: 'remove it, or log what you need through the module logger',
  },
  {
    lines: (s) => tokenLines(s, (t, i) => methodCall(t, i, TRACEBACK, PRINT_EXC)),
    what: 'traceback.print_exc()',
    fix: 'it writes the traceback to stderr outside the logs. Use logger.exception(...) in the except block',
    outputInScripts: true,
  },
];

/** `x = ...` (an `=` outside brackets), `continue`, or `return <value>`: the program goes on with a stand-in. */
function goesOn({ tokens }: Statement): boolean {
  if (isNameToken(tokens[0], 'continue') || (isNameToken(tokens[0], 'return') && tokens.length > 1)) return true;
  let depth = 0;
  for (const t of tokens) {
    if (t.type !== 'op') continue;
    if ('([{'.includes(t.value)) depth++;
    else if (')]}'.includes(t.value)) depth--;
    else if (depth === 0 && t.value === '=') return true;
  }
  return false;
}

/**
 * Is the statement inside an `except` block that swallows the error: it neither re-raises nor exits
 * (`raise`, `sys.exit(...)`, `exit(...)`, `os._exit(...)`), and goes on with a stand-in value (an
 * assignment, `continue`, `return value`)? A `main()` that prints the traceback and ends is reporting.
 */
function inSwallowingExcept(statements: readonly Statement[], statement: Statement): boolean {
  const handler = [...statement.enclosing].reverse().find((e) => e.keyword === 'except');
  if (!handler) return false;
  const index = statements.findIndex((s) => s.tokens === handler.tokens);
  if (index < 0) return false;
  const body = blockBody(statements, index);
  const exits = body.some(({ tokens }) => isNameToken(tokens[0], 'raise') || tokens.some((t, i) => (t.value === 'exit' || t.value === '_exit') && isNameToken(t) && isOpToken(tokens[i + 1], '(')));
  return !exits && body.some(goesOn);
}

export const debuggerStatement: ReviewRule = {
  id: 'review/debugger',
  description: 'breakpoint(), pdb/ipdb, icecream ic() or traceback.print_exc() left in source code.',
  defaultSeverity: 'error',
  tier: 1,
  perFile: true,
  wholeFile: true,
  automated: 'debug',
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || !context.isSource(file.path) || !viewTextMatches(file, TRIGGER_TEXT)) continue;
      const { statements } = pythonViewOf(file);
      let script: boolean | undefined;
      for (const statement of statements) {
        if (!mayMatch(statement)) continue;
        const reported = new Set<number>();
        for (const pattern of PATTERNS) {
          for (const line of pattern.lines(statement)) {
            if (reported.has(line)) continue;
            // A command-line script printing a traceback is reporting an error to its user, unless the
            // except block swallows the error (OpenEnv #499's training script scored a failed rollout 0.0
            // and went on: the traceback is all that is left of the bug, outside the logs).
            if (pattern.outputInScripts && (script ??= isCommandLineScript(file, statements, context)) && !inSwallowingExcept(statements, statement)) continue;
            reported.add(line);
            report({ file: file.path, line, message: `${pattern.what} left in source code: ${pattern.fix}.`, key: headLineText(file, line) });
          }
        }
      }
    }
  },
};
