/**
 * A tool handler that joins its string argument onto a workspace (`workspace / path`,
 * `os.path.join(root, path)`) and never checks that the result stays inside it: a question, since the
 * caller (an agent, a model) chooses the argument.
 */
import type { Token } from '../../../python/tokenize.js';
import { isPython, type ReviewRule } from '../context.js';
import { headLineText } from '../diff.js';
import { blockBody, bracketItems, definedFunction, displayOf, dottedChain, mcpTools } from '../statements.js';
import { isNameToken, isOpToken, pythonViewOf, viewTextMatches, type Statement } from '../tokens.js';
import { isTestPath } from './paths.js';

/** A class whose methods serve an agent: an environment, an MCP server, a tool set (by its name or a base's). */
const HANDLER_CLASS = /(Environment|Env|MCP|Mcp|Tools?|Toolkit|Toolset)$/;

/** Names whose presence in the function means it checks containment (or hands the path to a helper that does). */
const CONTAINMENT_CALL = /^(resolve|is_relative_to|commonpath|commonprefix|realpath|abspath|normpath|safe_join|secure_filename)$|safe|contain|within|inside|confine|check_path|validate_path|ensure_/i;

/** A left operand of `/` that reads as a directory (`self._workspace`, `root`, `Path(...)`). */
const DIRECTORY_NAME = /workspace|root|dir|base|home|cwd|folder|sandbox|repo|path|data/i;

/** String parameters of a `def` (self/cls left out): `name: str`, `name: Optional[str]`, `name: str | None`; unannotated ones too when `anyAnnotation`. */
function stringParameters(def: Statement, anyAnnotation: boolean): string[] {
  const open = def.tokens.findIndex((t) => isOpToken(t, '('));
  if (open < 0) return [];
  return bracketItems(def.tokens, open).flatMap((item) => {
    const name = item[0];
    if (!isNameToken(name) || name!.value === 'self' || name!.value === 'cls') return [];
    const colon = item.findIndex((t) => isOpToken(t, ':'));
    if (colon < 0) return anyAnnotation ? [name!.value] : [];
    const equals = item.findIndex((t) => isOpToken(t, '='));
    const annotation = displayOf(item.slice(colon + 1, equals < 0 ? undefined : equals));
    return /\bstr\b/.test(annotation) && !/\b(list|List|Sequence|dict|Dict|tuple|Tuple|Iterable|set|Set|Mapping)\[/.test(annotation) ? [name!.value] : [];
  });
}

/** Is token `i` the bare name `name` (not an attribute, call, subscript or keyword)? */
const isBareName = (tokens: readonly Token[], i: number, names: ReadonlySet<string>): boolean =>
  isNameToken(tokens[i]) && names.has(tokens[i]!.value) && !isOpToken(tokens[i - 1], '.') && !['.', '(', '[', '='].some((op) => isOpToken(tokens[i + 1], op));

/** Where a statement joins a tainted name onto a directory: the joined expression's text, or undefined. */
function joinOnto(tokens: readonly Token[], tainted: ReadonlySet<string>): string | undefined {
  for (let i = 1; i < tokens.length; i++) {
    // `base / name`
    if (isOpToken(tokens[i], '/') && isBareName(tokens, i + 1, tainted)) {
      const left = tokens[i - 1]!;
      if (isOpToken(left, ')') || (isNameToken(left) && DIRECTORY_NAME.test(left.value))) return `${isNameToken(left) ? dottedChain(tokens, i - 1).join('.') : '…'} / ${tokens[i + 1]!.value}`;
    }
    // `os.path.join(base, name)` (the name anywhere after the first argument)
    if (isNameToken(tokens[i], 'join') && isOpToken(tokens[i + 1], '(') && isOpToken(tokens[i - 1], '.') && isNameToken(tokens[i - 2], 'path')) {
      const items = bracketItems(tokens, i + 1);
      for (const item of items.slice(1)) {
        const at = item.findIndex((_, k) => isBareName(item, k, tainted));
        if (at >= 0) return `os.path.join(${displayOf(items[0]!)}, ${item[at]!.value})`;
      }
    }
  }
  return undefined;
}

/** The functions of a file that serve an agent's call: `@…tool` functions, and methods of a handler class. */
function handlers(statements: readonly Statement[]): { def: Statement; index: number; params: string[] }[] {
  const tools = new Set(mcpTools(statements).map((t) => t.signature));
  const out: { def: Statement; index: number; params: string[] }[] = [];
  statements.forEach((s, index) => {
    const name = definedFunction(s.tokens);
    // The constructor and `reset` take the trainer's configuration, not an agent's call.
    if (name === undefined || name.startsWith('__') || name === 'reset') return;
    if (tools.has(s)) {
      out.push({ def: s, index, params: stringParameters(s, true) });
      return;
    }
    const cls = s.enclosing[s.enclosing.length - 1];
    if (!cls || cls.keyword !== 'class' || s.enclosing.length !== 1) return;
    const names = cls.tokens.filter((t) => isNameToken(t)).map((t) => t.value);
    if (names.slice(1).some((n) => HANDLER_CLASS.test(n))) out.push({ def: s, index, params: stringParameters(s, false) });
  });
  return out.filter((h) => h.params.length > 0);
}

export const pathContainment: ReviewRule = {
  id: 'review/path-containment',
  description:
    "A tool handler joins its string argument onto a workspace (`workspace / path`, `os.path.join(root, path)`) with no `resolve()`/`is_relative_to`/`commonpath`/`realpath` check: could the argument be `../../etc/passwd` or absolute?",
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'check',
  perFile: true,
  details:
    "A question on containment: the agent chooses the argument, and `Path(ws) / '../../etc/passwd'` or `Path(ws) / '/etc/passwd'` leaves the workspace (OpenEnv #402 joined `self._workspace / path_obj`, its only check `relative_to` for absolute paths, which `..` passes). False-positive guards: only a join on an added line, in a function decorated `@…tool` or a method of a class named (or deriving from one named) `…Environment`/`…Env`/`…MCP…`/`…Tools`, of a `str` parameter (not of `__init__`, dunders or `reset`, whose arguments are the trainer's configuration; followed through local assignments) placed after a directory-like operand; silent when the function calls `resolve`, `is_relative_to`, `commonpath`, `realpath`, `abspath`, `normpath`, `safe_join`, `secure_filename` or a helper named for it (`safe…`, `…contain…`, `…within…`, `ensure_…`); not in test files; one line per function.",
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path) || !viewTextMatches(file, /\/|path\.join/)) continue;
      const { statements } = pythonViewOf(file);
      for (const handler of handlers(statements)) {
        const body = blockBody(statements, handler.index);
        if (body.some((s) => s.tokens.some((t, i) => isNameToken(t) && isOpToken(s.tokens[i + 1], '(') && CONTAINMENT_CALL.test(t.value)))) continue;
        const tainted = new Set(handler.params);
        for (const s of body) {
          const t = s.tokens;
          // `x = Path(path)`, `rel = path.lstrip("/")`: the argument flows on under another name.
          if (isNameToken(t[0]) && isOpToken(t[1], '=') && t.slice(2).some((_, k) => isNameToken(t[k + 2]) && tainted.has(t[k + 2]!.value) && !isOpToken(t[k + 1], '.'))) tainted.add(t[0]!.value);
          if (!file.addedLines.has(s.line)) continue;
          const joined = joinOnto(t, tainted);
          if (!joined) continue;
          const name = definedFunction(handler.def.tokens)!;
          const param = handler.params.find((p) => joined.endsWith(` ${p}`) || joined.endsWith(` ${p})`)) ?? handler.params[0]!;
          report({
            file: file.path,
            line: s.line,
            message: `\`${name}\` joins its argument \`${param}\` onto a directory (\`${joined}\`) and never checks the result stays inside: could \`${param}\` be \`../../etc/passwd\` or absolute? Resolve the joined path and check \`is_relative_to\` the resolved workspace before using it.`,
            key: `${name}:${headLineText(file, s.line)}`,
          });
          break;
        }
      }
    }
  },
};
