import type { Token } from '../../../python/tokenize.js';
import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { headLineText } from '../diff.js';
import { enclosingFunction, isAttribute, isCall } from '../statements.js';
import { isNameToken, isOpToken, pythonViewOf, statementLines, viewTextMatches, type Statement } from '../tokens.js';
import { isCommandLineScript, serverCliPath } from './scripts.js';
import { routeHits } from './http-route.js';
import { headText } from '../tree.js';

/** Functions whose job is output: `print_summary`, `log_results`, `show_board`, `report_scores`. */
const OUTPUT_FUNCTION = /^_?(print|log|show|report|display|render|dump)_/;

/** A flag that asks for output: `verbose`, `self.verbose`, `args.debug`, `VERBOSE`, `verbosity > 1`. */
const OUTPUT_FLAG = /^_?(verbose|verbosity|debug)$/i;
const namesOutputFlag = (tokens: readonly Token[]): boolean => tokens.some((t) => t.type === 'name' && OUTPUT_FLAG.test(t.value));
/**
 * A print under `if verbose:` (or `if self.debug:`, also on the same line) is output the caller asked for,
 * not a leftover (OpenEnv #437's REPL runner traces its iterations when `self.verbose` is set).
 */
function underOutputFlag(statement: Statement, headers: Map<object, boolean>): boolean {
  const t = statement.tokens;
  if ((isNameToken(t[0], 'if') || isNameToken(t[0], 'elif')) && namesOutputFlag(t.slice(1, t.findIndex((x) => isOpToken(x, ':'))))) return true;
  // Each block header is read once, however many prints it holds (a long hostile header stays linear).
  return statement.enclosing.some((e) => {
    if (e.keyword !== 'if' && e.keyword !== 'elif') return false;
    let flag = headers.get(e);
    if (flag === undefined) headers.set(e, (flag = namesOutputFlag(e.tokens)));
    return flag;
  });
}

/** A `print(` call (a bare `print`, not `console.print`). */
const isPrintCall = (t: Token, i: number, all: readonly Token[]): boolean => isNameToken(t, 'print') && isCall(all, i) && !isAttribute(all, i);
const printCalls = (statement: Statement) => statement.tokens.filter(isPrintCall);
/** As `tokens.some(isPrintCall)`, asking about calls only at a `print` (every statement of the file is asked). */
function hasPrintCall(statement: Statement): boolean {
  const tokens = statement.tokens;
  for (let i = 0; i < tokens.length; i++) if (tokens[i]!.value === 'print' && isPrintCall(tokens[i]!, i, tokens)) return true;
  return false;
}

/**
 * The copyright holder a text names first, normalised (`Copyright (c) 2018-2020 CVC.` → `cvc`,
 * `(c) Meta Platforms, Inc. and affiliates.` → `meta platforms`), from its first lines only.
 */
export function copyrightHolder(text: string, lines = 20): string | undefined {
  for (const line of text.slice(0, 4096).split('\n', lines)) {
    // A notice, not prose about copyright: "Copyright (c)", "(c)", "©" or "Copyright 2019" (Apache's
    // licence text speaks of "the copyright owner" long before its notice).
    const at = line.search(/copyright\s*(?:\(c\)|©)|\(c\)|©|copyright\s+\d{4}/i);
    if (at < 0) continue;
    const holder = line
      .slice(at)
      .toLowerCase()
      .replace(/copyright|\(c\)|©|all rights reserved/g, ' ')
      .replace(/[^a-z]+/g, ' ')
      .split(' ')
      .filter((w) => w && !['inc', 'ltd', 'llc', 'corp', 'corporation', 'and', 'affiliates', 'its', 'the', 'by'].includes(w))
      .join(' ');
    if (holder) return holder;
  }
  return undefined;
}

/**
 * A file vendored from another project: its header names a copyright holder the repository's licence
 * does not (OpenEnv #378 vendored CARLA's navigation agents, `Copyright (c) 2018-2020 CVC.`, into an
 * environment; asking to replace upstream's prints with a logger means forking upstream).
 */
function isVendored(header: string | undefined, repositoryHolder: string | undefined): boolean {
  const holder = header === undefined ? undefined : copyrightHolder(header.split('\n').filter((l) => /^\s*#/.test(l)).join('\n'));
  return holder !== undefined && repositoryHolder !== undefined && !holder.includes(repositoryHolder) && !repositoryHolder.includes(holder);
}

/** A statement that registers an HTTP route or builds a server app (a route decorator, `add_api_route`, `APIRouter(`, `FastAPI(`, `Starlette(`). */
function registersRoute(statement: Statement): boolean {
  if (routeHits(statement).length > 0) return true;
  const t = statement.tokens;
  return t.some((token, i) => (token.value === 'FastAPI' || token.value === 'Starlette') && isNameToken(token) && isOpToken(t[i + 1], '('));
}

const LICENSE_FILES = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'COPYING'];

export const debugPrint: ReviewRule = {
  id: 'review/debug-print',
  description: 'print() added to library source code (command-line scripts, output functions and prints under a verbose/debug flag are exempt; `# ok-to-print` marks intended output).',
  defaultSeverity: 'error',
  tier: 1,
  perFile: true,
  wholeFile: true,
  automated: 'debug',
  async run(context, report) {
    // The repository's own copyright holder, read once and only when a print is to be reported.
    let repositoryHolder: Promise<string | undefined> | undefined;
    const ownHolder = () =>
      (repositoryHolder ??= (async () => {
        if (!context.headTree) return undefined;
        for (const name of LICENSE_FILES) {
          const text = await headText(context.headTree, name, 256 * 1024);
          if (text !== undefined) return copyrightHolder(text);
        }
        return undefined;
      })());
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || !context.isSource(file.path) || !viewTextMatches(file, /print/)) continue;
      const { statements, comments } = pythonViewOf(file);
      const printing = statements.filter(hasPrintCall);
      if (printing.length === 0) continue;
      // A command-line script prints as its output; a server that also has a command line (routes and a
      // `main()`) only on that command-line path.
      let cliOnly: ((statement: Statement) => boolean) | undefined;
      if (isCommandLineScript(file, statements, context)) {
        cliOnly = serverCliPath(statements, registersRoute);
        if (!cliOnly) continue;
      }
      if (isVendored(file.head?.slice(0, 4096), await ownHolder())) continue;
      const okToPrint = new Set(comments.filter((c) => /ok-to-print/i.test(c.text)).map((c) => c.line));
      const headers = new Map<object, boolean>();
      for (const statement of printing) {
        const calls = printCalls(statement);
        if (OUTPUT_FUNCTION.test(enclosingFunction(statement) ?? '') || underOutputFlag(statement, headers) || cliOnly?.(statement)) continue;
        const last = statementLines(statement).last;
        const reported = new Set<number>();
        for (const call of calls) {
          if (reported.has(call.line)) continue;
          reported.add(call.line);
          // `# ok-to-print` on the call's line, or on a later line of the same statement (after its closing bracket).
          let marked = false;
          for (let line = call.line; line <= last && !marked; line++) marked = okToPrint.has(line);
          if (marked) continue;
          report({
            file: file.path,
            line: call.line,
            column: call.column + 1,
            message:
              'print() in library code. Use the module logger (logging.getLogger(__name__)) or remove it; if the output is intended, end the line with `# ok-to-print`.',
            key: headLineText(file, call.line),
          });
        }
      }
    }
  },
};
