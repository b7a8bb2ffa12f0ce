/**
 * Whether Python source binds a name at module level, statically. Module level includes the bodies of
 * module-level `if`/`elif`/`else`, `try`/`except`/`else`/`finally`, `with`, `for`, `while` and
 * `match`/`case` blocks (they do not open a scope): `app = …` in both branches of an `if`/`else` or a
 * `try`/`except` binds `app`. Bodies of `def` and `class` do not count.
 */
import { PythonLexError, pythonLogicalLines, type Token } from './tokenize.js';

const TRANSPARENT = new Set(['if', 'elif', 'else', 'try', 'except', 'finally', 'with', 'for', 'while', 'match', 'case', 'async']);

/** True when `name` is bound at module level; undefined when the source does not tokenize. */
export function bindsAtModuleLevel(source: string, name: string): boolean | undefined {
  return moduleLevelBinder(source)?.(name);
}

/**
 * `bindsAtModuleLevel` for one source and many names: the source is tokenized once (undefined when it
 * does not tokenize), each name is then a walk of its statements.
 */
export function moduleLevelBinder(source: string): ((name: string) => boolean) | undefined {
  let lines: ReturnType<typeof pythonLogicalLines>;
  try {
    lines = pythonLogicalLines(source);
  } catch (error) {
    if (error instanceof PythonLexError) return undefined;
    throw error;
  }
  return (name) => bindsIn(lines, name);
}

function bindsIn(lines: ReturnType<typeof pythonLogicalLines>, name: string): boolean {
  // Open blocks: the indent of their header and whether they keep module scope.
  const blocks: { indent: number; transparent: boolean }[] = [];
  for (const { indent, tokens } of lines) {
    while (blocks.length && blocks[blocks.length - 1]!.indent >= indent) blocks.pop();
    const moduleScope = blocks.every((b) => b.transparent);
    const first = tokens[0]!;
    const headerEnd = first.type === 'name' && (TRANSPARENT.has(first.value) || first.value === 'def' || first.value === 'class') ? blockColon(tokens) : -1;
    const isHeader = headerEnd !== -1;
    const keyword = first.value === 'async' ? tokens[1]?.value : first.value;
    const transparent = keyword !== 'def' && keyword !== 'class';
    if (moduleScope) {
      const header = isHeader ? tokens.slice(0, headerEnd) : tokens;
      if (isHeader ? headerBinds(header, name) : statementBinds(tokens, name)) return true;
      // `if cond: app = x` on one line: the statement after the colon is the body.
      if (isHeader && transparent && headerEnd < tokens.length - 1) {
        for (const stmt of splitStatements(tokens.slice(headerEnd + 1))) if (statementBinds(stmt, name)) return true;
      }
    }
    if (isHeader && headerEnd === tokens.length - 1) blocks.push({ indent, transparent });
  }
  return false;
}

/** Index of the colon that ends a compound statement header (bracket depth 0, not a lambda's or a slice's). */
function blockColon(tokens: Token[]): number {
  let depth = 0;
  let lambdas = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type === 'name' && t.value === 'lambda') lambdas++;
    if (t.type !== 'op') continue;
    if ('([{'.includes(t.value)) depth++;
    else if (')]}'.includes(t.value)) depth--;
    else if (t.value === ':' && depth === 0) {
      if (lambdas > 0) lambdas--;
      else return i;
    }
  }
  return -1;
}

function splitStatements(tokens: Token[]): Token[][] {
  const out: Token[][] = [[]];
  for (const t of tokens) {
    if (t.type === 'op' && t.value === ';') out.push([]);
    else out[out.length - 1]!.push(t);
  }
  return out.filter((s) => s.length);
}

const isOp = (t: Token | undefined, v: string) => t?.type === 'op' && t.value === v;
const isName = (t: Token | undefined, v: string) => t?.type === 'name' && t.value === v;

/** `def name(`, `class name`, `for name in`, `with x as name`. */
function headerBinds(header: Token[], name: string): boolean {
  const k = isName(header[0], 'async') ? 1 : 0;
  if ((isName(header[k], 'def') || isName(header[k], 'class')) && isName(header[k + 1], name)) return true;
  if (isName(header[k], 'for')) {
    const inAt = header.findIndex((t) => isName(t, 'in'));
    return targetBinds(header.slice(k + 1, inAt === -1 ? header.length : inAt), name);
  }
  if (isName(header[k], 'with')) return header.some((t, i) => isName(t, 'as') && isName(header[i + 1], name));
  return false;
}

/** Assignments (plain, annotated, augmented, chained, unpacking), imports and `:=`. */
function statementBinds(stmt: Token[], name: string): boolean {
  for (const part of splitStatements(stmt)) {
    if (isName(part[0], 'import')) {
      if (importBinds(part.slice(1), name, false)) return true;
      continue;
    }
    if (isName(part[0], 'from')) {
      const at = part.findIndex((t) => isName(t, 'import'));
      if (at !== -1 && importBinds(part.slice(at + 1), name, true)) return true;
      continue;
    }
    // Targets are the segments before each depth-0 `=` (or an augmented operator).
    let depth = 0;
    let start = 0;
    for (let i = 0; i < part.length; i++) {
      const t = part[i]!;
      if (t.type !== 'op') continue;
      if ('([{'.includes(t.value)) depth++;
      else if (')]}'.includes(t.value)) depth--;
      else if (depth === 0 && (t.value === '=' || (t.value.length >= 2 && t.value.endsWith('=') && !['==', '!=', '<=', '>='].includes(t.value)))) {
        let target = part.slice(start, i);
        const colon = target.findIndex((x) => isOp(x, ':'));
        if (colon !== -1) target = target.slice(0, colon); // `app: FastAPI = …`
        if (targetBinds(target, name)) return true;
        start = i + 1;
      }
      if (t.value === ':=' && isName(part[i - 1], name)) return true;
    }
  }
  return false;
}

/** A target list binds `name` when it appears as a bare name (`app`, `a, app`, `(app, b)`, `*app`). */
function targetBinds(target: Token[], name: string): boolean {
  return target.some((t, i) => isName(t, name) && !isOp(target[i - 1], '.') && !['.', '[', '('].some((v) => isOp(target[i + 1], v)));
}

/** `import a.b as x, c` binds x and c; `from m import (a as x, app)` binds x and app. */
function importBinds(tokens: Token[], name: string, from: boolean): boolean {
  const clauses: Token[][] = [[]];
  for (const t of tokens) {
    if (isOp(t, ',')) clauses.push([]);
    else if (!isOp(t, '(') && !isOp(t, ')')) clauses[clauses.length - 1]!.push(t);
  }
  return clauses.some((c) => {
    const as = c.findIndex((t) => isName(t, 'as'));
    if (as !== -1) return isName(c[as + 1], name);
    // `import a.b` binds `a`; `from m import app` binds `app`.
    return from ? c.length === 1 && isName(c[0], name) : isName(c[0], name);
  });
}
