/** Which changed Python files are scripts run by hand rather than modules something imports (shared by several rules). */
import type { ReviewContext } from '../context.js';
import type { ReviewFile } from '../diff.js';
import { blockBody, decoratorsAbove, definedFunction, importsAnyOf } from '../statements.js';
import { isNameToken, isOpToken, type Statement } from '../tokens.js';
import { isPackageMain, isServerModule } from './paths.js';

const CLI_LIBRARIES = new Set(['argparse', 'click', 'typer']);

/** `if __name__ == "__main__":` at module level. */
function isMainGuard(statement: Statement): boolean {
  const t = statement.tokens;
  return statement.indent === 0 && isNameToken(t[0], 'if') && isNameToken(t[1], '__name__') && isOpToken(t[2], '==') && t[3]?.type === 'string' && t[3].content === '__main__' && isOpToken(t[4], ':');
}

/**
 * A command-line script prints as its output: a `__main__` guard, argparse/click/typer, or a
 * `[project.scripts]` entry module. Its prints are not debug code.
 */
export function isCommandLineScript(file: ReviewFile, statements: readonly Statement[], context: Pick<ReviewContext, 'scriptEntryFiles'>): boolean {
  if (context.scriptEntryFiles?.has(file.path)) return true;
  if (isPackageMain(file.path)) return true;
  return statements.some((s) => isMainGuard(s) || importsAnyOf(s.tokens, CLI_LIBRARIES));
}

/**
 * A script beside the code (a training, inference or evaluation script run by hand): a command-line script
 * that is neither a server module nor a `[project.scripts]` entry. Its imports and its helper classes are
 * its own, not what the environment installs or sends over the wire.
 */
export function isStandaloneScript(file: ReviewFile, statements: readonly Statement[], context: Pick<ReviewContext, 'scriptEntryFiles'>): boolean {
  return !isServerModule(file.path) && !context.scriptEntryFiles?.has(file.path) && isCommandLineScript(file, statements, {});
}

/** Names called in these statements (`name(` and `obj.name(`: a method of the module's own class counts too). */
function calledNames(statements: readonly Statement[]): Set<string> {
  const names = new Set<string>();
  for (const { tokens } of statements) tokens.forEach((t, i) => isNameToken(t) && isOpToken(tokens[i + 1], '(') && names.add(t.value));
  return names;
}

/**
 * A module that registers HTTP routes (a FastAPI/Starlette app, an `APIRouter`, `@app.get`) is a server,
 * even when it also has a `main()` with argparse that starts it (OpenEnv #603's interception proxy): only
 * its command-line path prints as script output. Returns, for such a module, the test "does this
 * statement run only on the command-line path": under the `__main__` guard, or in a module-level function
 * the guard (or `main`) reaches and no route handler, nor module-level code, reaches. Undefined when the
 * module registers no route.
 */
export function serverCliPath(statements: readonly Statement[], isRoute: (statement: Statement) => boolean): ((statement: Statement) => boolean) | undefined {
  const routes = statements.filter(isRoute);
  if (routes.length === 0) return undefined;
  const guard = statements.find(isMainGuard);
  // Module-level functions and the calls their bodies make.
  const bodies = new Map<string, Statement[]>();
  statements.forEach((s, i) => {
    const name = s.indent === 0 ? definedFunction(s.tokens) : undefined;
    if (name !== undefined) bodies.set(name, blockBody(statements, i));
  });
  // Route handlers: the functions the route decorators decorate (nested ones too), entry points of the server.
  const handlerHeaders = new Set<readonly unknown[]>();
  statements.forEach((s, i) => {
    if (definedFunction(s.tokens) !== undefined && decoratorsAbove(statements, i).some(isRoute)) handlerHeaders.add(s.tokens);
  });
  const inHandler = (s: Statement) => handlerHeaders.has(s.tokens) || s.enclosing.some((e) => handlerHeaders.has(e.tokens));
  const reach = (roots: Iterable<string>): Set<string> => {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length) {
      const name = queue.pop()!;
      if (seen.has(name) || !bodies.has(name)) continue;
      seen.add(name);
      // A route handler nested in a function is the server's entry, not a call of that function.
      for (const called of calledNames(bodies.get(name)!.filter((s) => !inHandler(s)))) queue.push(called);
    }
    return seen;
  };
  const underGuard = (s: Statement) => guard !== undefined && (s.tokens === guard.tokens || s.enclosing.some((e) => e.tokens === guard.tokens));
  const cli = reach([...(guard ? calledNames(blockBody(statements, statements.indexOf(guard))) : []), 'main']);
  const moduleLevel = statements.filter((s) => s.enclosing.length === 0 && definedFunction(s.tokens) === undefined && !underGuard(s));
  const server = reach([...calledNames(statements.filter(inHandler)), ...calledNames(moduleLevel)]);
  return (statement) => {
    if (underGuard(statement)) return true;
    const top = statement.enclosing[0];
    const name = top ? definedFunction(top.tokens) : undefined;
    return name !== undefined && !inHandler(statement) && cli.has(name) && !server.has(name);
  };
}
