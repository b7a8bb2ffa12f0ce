import {
  require_shell_quote
} from "./chunk-L4EESXOX.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/checks/validate/static/shell.ts
var import_shell_quote = __toESM(require_shell_quote(), 1);
var LEADING_KEYWORDS = /* @__PURE__ */ new Set(["if", "then", "else", "elif", "do", "while", "until", "!", "time", "{", "("]);
var SEPARATORS = /* @__PURE__ */ new Set(["&&", "||", ";", ";;", "|", "|&", "&", "(", ")"]);
function runCommands(instruction) {
  return instruction.commands ??= shellCommands(instruction.args);
}
var LITERAL_VARIABLES = new Proxy({}, { get: (_target, name) => typeof name === "string" ? `$${name}` : void 0 });
var PLAIN_LINE = /^[A-Za-z0-9 _./=:,@%+![\]&|;()<>-]*$/;
var OPERATOR = /\|\||&(?:&|>>?)|;;&?|[;|]&|<\(|<<<|<<-|<<(?!\()|>>|>[&|(]|<[&>]|[&;()|<>]/y;
var OPERATOR_START = /* @__PURE__ */ new Set(["&", "|", ";", "(", ")", "<", ">"]);
function plainTokens(line) {
  if (!PLAIN_LINE.test(line)) return void 0;
  const tokens = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i];
    if (c === " ") {
      i++;
    } else if (OPERATOR_START.has(c)) {
      OPERATOR.lastIndex = i;
      const op = OPERATOR.exec(line)[0];
      tokens.push({ op });
      i += op.length;
    } else {
      let end = i + 1;
      while (end < line.length && line[end] !== " " && !OPERATOR_START.has(line[end])) end++;
      tokens.push(line.slice(i, end));
      i = end;
    }
  }
  return tokens;
}
function shellCommands(text) {
  const out = [];
  for (const line of text.split("\n")) {
    let current = [];
    const flush = () => {
      while (current.length && LEADING_KEYWORDS.has(current[0])) current.shift();
      if (current.length) out.push(current);
      current = [];
    };
    for (const token of plainTokens(line) ?? (0, import_shell_quote.parse)(line, LITERAL_VARIABLES)) {
      if (typeof token === "string") {
        current.push(token);
        continue;
      }
      if ("comment" in token) break;
      const { op, pattern } = token;
      if (op === "glob") current.push(pattern ?? "");
      else if (op !== void 0 && SEPARATORS.has(op)) flush();
      else if (op !== void 0) current.push(op);
    }
    flush();
  }
  return out;
}

export {
  runCommands,
  shellCommands
};
