import {
  constructFloat,
  constructInt,
  resolvePlain
} from "./chunk-JBJJNFC3.js";
import {
  anyCase
} from "./chunk-UP5OX67O.js";

// src/checks/manifests/openenv/secrets.ts
var TOKEN_SHAPES = [
  ["hf_[A-Za-z0-9]{20,}", "a Hugging Face token"],
  ["sk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}", "an OpenAI/Anthropic-style API key"],
  ["gh[pousr]_[A-Za-z0-9]{30,}", "a GitHub token"],
  ["github_pat_[A-Za-z0-9_]{30,}", "a GitHub token"],
  ["(?:AKIA|ASIA)[A-Z0-9]{16}", "an AWS access key id"],
  ["xox[abprs]-[A-Za-z0-9-]{10,}", "a Slack token"],
  ["AIza[0-9A-Za-z_-]{35}", "a Google API key"]
];
var TOKEN_REGEXES = TOKEN_SHAPES.map(([source, label]) => [new RegExp(`^${source}$`), label]);
var TOKEN_VALUE_PATTERN = untrimmed(TOKEN_SHAPES.map(([source]) => source).join("|"));
var SECRET_NAME_PATTERN = `(?:^|_)(?:${["TOKEN", "SECRET", "SECRET_KEY", "PASSWORD", "PASSWD", "API_?KEY", "PRIVATE_?KEY", "ACCESS_?KEY", "CREDENTIALS?"].map(anyCase).join("|")})(?:$|_)`;
var NOT_A_SECRET_ALTERNATIVES = `\\d*|\\$\\{?[A-Za-z_]+\\}?|<.*>|${["x+", "\\*+", "changeme", "your[_-].*", "todo", "none", "null", "example.*", "dummy", "placeholder"].map(anyCase).join("|")}`;
var NOT_A_SECRET_VALUE_PATTERN = untrimmed(NOT_A_SECRET_ALTERNATIVES);
function untrimmed(alternatives) {
  return `^\\s*(?:${alternatives})\\s*$`;
}
var TOKEN_SEARCH = new RegExp(`(?<![A-Za-z0-9_-])(?:${TOKEN_SHAPES.map(([source]) => `(${source})`).join("|")})`, "g");
var PLACEHOLDER_TOKEN = /x{6,}|your|example|placeholder|dummy|fake|sample|\*{4,}|0{8,}|\.\.\./i;
function tokenIn(text) {
  TOKEN_SEARCH.lastIndex = 0;
  for (let m = TOKEN_SEARCH.exec(text); m; m = TOKEN_SEARCH.exec(text)) {
    if (PLACEHOLDER_TOKEN.test(m[0])) continue;
    const group = m.slice(1).findIndex((g) => g !== void 0);
    return { label: TOKEN_SHAPES[group][1], line: text.slice(0, m.index).split("\n").length };
  }
  return void 0;
}
function tokenShape(value) {
  const v = value.trim();
  return TOKEN_REGEXES.find(([re]) => re.test(v))?.[1];
}
var SECRET_NAME = new RegExp(SECRET_NAME_PATTERN);
var NOT_A_SECRET = new RegExp(`^(?:${NOT_A_SECRET_ALTERNATIVES})$`);
function secretVariable(name, value) {
  const shape = tokenShape(value);
  if (shape) return `its value looks like ${shape}`;
  if (SECRET_NAME.test(name) && !NOT_A_SECRET.test(value.trim())) return "its name says it is a secret";
  return void 0;
}

// src/checks/manifests/environment/grammar/yaml12.ts
function resolveCore(text) {
  if (/^(?:~|null|Null|NULL|)$/.test(text)) return "null";
  if (/^(?:true|True|TRUE|false|False|FALSE)$/.test(text)) return "bool";
  if (/^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/.test(text)) return "int";
  if (/^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/.test(text)) return "float";
  return "str";
}
function coreNumber(text) {
  if (text.startsWith("0o")) return parseInt(text.slice(2), 8);
  if (text.startsWith("0x")) return parseInt(text.slice(2), 16);
  return Number(text.replace(/^\+/, "").replace(/^([-]?)\.(inf|Inf|INF)$/, "$1Infinity"));
}
var PY_NAMES = { bool: "a boolean", int: "an integer", float: "a float", null: "null", str: "a string", timestamp: "a date" };
function versionAmbiguity(text) {
  const old = resolvePlain(text);
  if (old === "merge" || old === "value") return void 0;
  const core = resolveCore(text);
  if (old === core) {
    if (old === "int") {
      const a = constructInt(text);
      const b = coreNumber(text);
      if (a !== void 0 && a !== b) return `${text} is ${a} in YAML 1.1 but ${b} in YAML 1.2`;
    }
    if (old === "float") {
      const a = constructFloat(text);
      const b = coreNumber(text);
      if (a !== void 0 && !Number.isNaN(a) && a !== b) return `${text} is ${a} in YAML 1.1 but ${b} in YAML 1.2`;
    }
    return void 0;
  }
  return `${text} is ${PY_NAMES[old]} in YAML 1.1 (PyYAML) but ${PY_NAMES[core]} in YAML 1.2`;
}

export {
  resolveCore,
  versionAmbiguity,
  TOKEN_VALUE_PATTERN,
  SECRET_NAME_PATTERN,
  NOT_A_SECRET_VALUE_PATTERN,
  tokenIn,
  secretVariable
};
