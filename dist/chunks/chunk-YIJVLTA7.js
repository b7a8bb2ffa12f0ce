import {
  PythonLexError,
  pythonLogicalLines
} from "./chunk-ZGWGJGKA.js";

// src/python/bindings.ts
var TRANSPARENT = /* @__PURE__ */ new Set(["if", "elif", "else", "try", "except", "finally", "with", "for", "while", "match", "case", "async"]);
function bindsAtModuleLevel(source, name) {
  return moduleLevelBinder(source)?.(name);
}
function moduleLevelBinder(source) {
  let lines;
  try {
    lines = pythonLogicalLines(source);
  } catch (error) {
    if (error instanceof PythonLexError) return void 0;
    throw error;
  }
  return (name) => bindsIn(lines, name);
}
function bindsIn(lines, name) {
  const blocks = [];
  for (const { indent, tokens } of lines) {
    while (blocks.length && blocks[blocks.length - 1].indent >= indent) blocks.pop();
    const moduleScope = blocks.every((b) => b.transparent);
    const first = tokens[0];
    const headerEnd = first.type === "name" && (TRANSPARENT.has(first.value) || first.value === "def" || first.value === "class") ? blockColon(tokens) : -1;
    const isHeader = headerEnd !== -1;
    const keyword = first.value === "async" ? tokens[1]?.value : first.value;
    const transparent = keyword !== "def" && keyword !== "class";
    if (moduleScope) {
      const header = isHeader ? tokens.slice(0, headerEnd) : tokens;
      if (isHeader ? headerBinds(header, name) : statementBinds(tokens, name)) return true;
      if (isHeader && transparent && headerEnd < tokens.length - 1) {
        for (const stmt of splitStatements(tokens.slice(headerEnd + 1))) if (statementBinds(stmt, name)) return true;
      }
    }
    if (isHeader && headerEnd === tokens.length - 1) blocks.push({ indent, transparent });
  }
  return false;
}
function blockColon(tokens) {
  let depth = 0;
  let lambdas = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type === "name" && t.value === "lambda") lambdas++;
    if (t.type !== "op") continue;
    if ("([{".includes(t.value)) depth++;
    else if (")]}".includes(t.value)) depth--;
    else if (t.value === ":" && depth === 0) {
      if (lambdas > 0) lambdas--;
      else return i;
    }
  }
  return -1;
}
function splitStatements(tokens) {
  const out = [[]];
  for (const t of tokens) {
    if (t.type === "op" && t.value === ";") out.push([]);
    else out[out.length - 1].push(t);
  }
  return out.filter((s) => s.length);
}
var isOp = (t, v) => t?.type === "op" && t.value === v;
var isName = (t, v) => t?.type === "name" && t.value === v;
function headerBinds(header, name) {
  const k = isName(header[0], "async") ? 1 : 0;
  if ((isName(header[k], "def") || isName(header[k], "class")) && isName(header[k + 1], name)) return true;
  if (isName(header[k], "for")) {
    const inAt = header.findIndex((t) => isName(t, "in"));
    return targetBinds(header.slice(k + 1, inAt === -1 ? header.length : inAt), name);
  }
  if (isName(header[k], "with")) return header.some((t, i) => isName(t, "as") && isName(header[i + 1], name));
  return false;
}
function statementBinds(stmt, name) {
  for (const part of splitStatements(stmt)) {
    if (isName(part[0], "import")) {
      if (importBinds(part.slice(1), name, false)) return true;
      continue;
    }
    if (isName(part[0], "from")) {
      const at = part.findIndex((t) => isName(t, "import"));
      if (at !== -1 && importBinds(part.slice(at + 1), name, true)) return true;
      continue;
    }
    let depth = 0;
    let start = 0;
    for (let i = 0; i < part.length; i++) {
      const t = part[i];
      if (t.type !== "op") continue;
      if ("([{".includes(t.value)) depth++;
      else if (")]}".includes(t.value)) depth--;
      else if (depth === 0 && (t.value === "=" || t.value.length >= 2 && t.value.endsWith("=") && !["==", "!=", "<=", ">="].includes(t.value))) {
        let target = part.slice(start, i);
        const colon = target.findIndex((x) => isOp(x, ":"));
        if (colon !== -1) target = target.slice(0, colon);
        if (targetBinds(target, name)) return true;
        start = i + 1;
      }
      if (t.value === ":=" && isName(part[i - 1], name)) return true;
    }
  }
  return false;
}
function targetBinds(target, name) {
  return target.some((t, i) => isName(t, name) && !isOp(target[i - 1], ".") && ![".", "[", "("].some((v) => isOp(target[i + 1], v)));
}
function importBinds(tokens, name, from) {
  const clauses = [[]];
  for (const t of tokens) {
    if (isOp(t, ",")) clauses.push([]);
    else if (!isOp(t, "(") && !isOp(t, ")")) clauses[clauses.length - 1].push(t);
  }
  return clauses.some((c) => {
    const as = c.findIndex((t) => isName(t, "as"));
    if (as !== -1) return isName(c[as + 1], name);
    return from ? c.length === 1 && isName(c[0], name) : isName(c[0], name);
  });
}

export {
  bindsAtModuleLevel,
  moduleLevelBinder
};
