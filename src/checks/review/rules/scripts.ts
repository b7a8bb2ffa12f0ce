/** Which changed Python files are scripts run by hand rather than modules something imports (shared by several rules). */
import type { ReviewContext } from '../context.js';
import type { ReviewFile } from '../diff.js';
import { importsAnyOf } from '../statements.js';
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
