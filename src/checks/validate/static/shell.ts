/**
 * Dockerfile RUN text as simple commands, split the way a shell would: quotes respected (`echo "then pip
 * install x; done"` is one echo), on the control operators `&&`, `||`, `;`, `|`, `&` and newlines (heredoc
 * bodies), with the leading shell keywords (`then`, `do`, `else`, `if`, …) dropped so `then pip install x`
 * is a pip command. Tokenising is shell-quote's; variables stay literal (`$X`), globs become their pattern.
 */
import { parse } from 'shell-quote';
import type { Instruction } from './dockerfile.js';

const LEADING_KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'do', 'while', 'until', '!', 'time', '{', '(']);
const SEPARATORS = new Set(['&&', '||', ';', ';;', '|', '|&', '&', '(', ')']);

/**
 * The simple commands of a RUN instruction, tokenised once per instruction: several criteria read the same
 * RUN lines (docker hygiene, frozen installs, pinned installs, VCS pins), and shell-quote builds its regular
 * expressions on every call. The memo lives as long as the instruction (the environment's Dockerfile model).
 */
export function runCommands(instruction: Instruction): readonly (readonly string[])[] {
  return (instruction.commands ??= shellCommands(instruction.args));
}

/**
 * Variables stay as written (`$X`). An object, not a function: given a function, shell-quote splits every
 * word again with a regular expression built for that word (to find objects the function returned).
 */
const LITERAL_VARIABLES: Record<string, string> = new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? `$${name}` : undefined) });

/** Characters of a line plainTokens reads: no quote, `$`, backslash, backtick, comment, glob `*?`, brace, tab. */
const PLAIN_LINE = /^[A-Za-z0-9 _./=:,@%+![\]&|;()<>-]*$/;
/** shell-quote's control operators, in its order (parse.js CONTROL), at one position. */
const OPERATOR = /\|\||&(?:&|>>?)|;;&?|[;|]&|<\(|<<<|<<-|<<(?!\()|>>|>[&|(]|<[&>]|[&;()|<>]/y;
const OPERATOR_START = new Set(['&', '|', ';', '(', ')', '<', '>']);

/**
 * The tokens shell-quote gives a line without quotes, variables or escapes (most RUN lines): words split
 * at spaces and control operators. Undefined for any other line (shell-quote reads it). shell-quote
 * builds and runs its chunking expression and a character scanner per word; this is one pass
 * (test/validate/dockerfile.test.ts compares the two on generated lines).
 */
export function plainTokens(line: string): (string | { op: string })[] | undefined {
  if (!PLAIN_LINE.test(line)) return undefined;
  const tokens: (string | { op: string })[] = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ') {
      i++;
    } else if (OPERATOR_START.has(c)) {
      OPERATOR.lastIndex = i;
      const op = OPERATOR.exec(line)![0];
      tokens.push({ op });
      i += op.length;
    } else {
      let end = i + 1;
      while (end < line.length && line[end] !== ' ' && !OPERATOR_START.has(line[end]!)) end++;
      tokens.push(line.slice(i, end));
      i = end;
    }
  }
  return tokens;
}

/** The simple commands of a RUN instruction's text, each as its words. */
export function shellCommands(text: string): string[][] {
  const out: string[][] = [];
  for (const line of text.split('\n')) {
    let current: string[] = [];
    const flush = () => {
      while (current.length && LEADING_KEYWORDS.has(current[0]!)) current.shift();
      if (current.length) out.push(current);
      current = [];
    };
    // An unbalanced quote runs to the end of the line (shell-quote's reading), never an exception.
    for (const token of plainTokens(line) ?? parse(line, LITERAL_VARIABLES)) {
      if (typeof token === 'string') {
        current.push(token);
        continue;
      }
      if ('comment' in token) break;
      const { op, pattern } = token as { op?: string; pattern?: string };
      if (op === 'glob') current.push(pattern ?? '');
      else if (op !== undefined && SEPARATORS.has(op)) flush();
      else if (op !== undefined) current.push(op); // redirections stay in the command (`2>&1`), harmless for the callers
    }
    flush();
  }
  return out;
}
