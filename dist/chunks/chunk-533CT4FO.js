import {
  constructFloat,
  constructInt,
  resolvePlain
} from "./chunk-JBJJNFC3.js";
import {
  baseChain,
  contextCopies,
  finalStage,
  substituteArgs
} from "./chunk-XKYF2WI5.js";
import {
  shellCommands
} from "./chunk-L6AJ3QIO.js";
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

// src/checks/validate/static/start-command.ts
import { posix } from "node:path";
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "dash", "ash", "zsh"]);
var WRAPPERS = /* @__PURE__ */ new Set(["exec", "env", "tini", "dumb-init", "gosu", "su-exec", "nohup", "command"]);
var ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s;
var MAX_SCRIPT_CHARS = 64 * 1024;
var MAX_SCRIPT_DEPTH = 2;
function imageConfig(model, target) {
  const final = finalStage(model, target);
  if (!final) return void 0;
  const config = { vars: /* @__PURE__ */ new Map(), instructions: [] };
  const { vars } = config;
  let workdir = "/";
  let cmdStage;
  for (const stage of baseChain(model, final).reverse()) {
    for (const ins of stage.instructions) {
      config.instructions.push(ins);
      if (ins.keyword === "WORKDIR") {
        const dir = ins.args.trim().replace(/^["'](.*)["']$/, "$1");
        workdir = posix.resolve(workdir, substituteArgs(dir, vars) ?? dir);
      } else if (ins.keyword === "ENV") {
        for (const [k, v] of ins.properties) vars.set(k, v === void 0 ? void 0 : substituteArgs(v, vars) ?? v);
      } else if (ins.keyword === "ARG") {
        for (const [k, v] of ins.properties) if (!vars.has(k) || v !== void 0) vars.set(k, v);
      } else if (ins.keyword === "ENTRYPOINT") {
        config.entrypoint = { ins, workdir };
        if (cmdStage !== stage) config.cmd = void 0;
      } else if (ins.keyword === "CMD") {
        config.cmd = { ins, workdir };
        cmdStage = stage;
      }
    }
  }
  return config;
}
async function startCommands(model, read, target) {
  const config = imageConfig(model, target);
  return config ? commandsOf(model, config, read) : [];
}
async function commandsOf(model, config, read) {
  const { entrypoint, cmd } = config;
  const formWords = (ins) => ins.exec ?? ["/bin/sh", "-c", ins.args];
  const from = entrypoint ?? cmd;
  if (!from) return [];
  const words = entrypoint ? entrypoint.ins.exec ? [...entrypoint.ins.exec, ...cmd ? formWords(cmd.ins) : []] : formWords(entrypoint.ins) : formWords(from.ins);
  const out = [];
  await expand(words, { instruction: from.ins, cwd: from.workdir, vars: new Map(config.vars), depth: 0, read, copies: contextCopies(model), out });
  return out;
}
function describePort(p) {
  return p.written !== void 0 && p.written !== String(p.port) ? `${p.how} ${p.written} = ${p.port}` : `${p.how} ${p.port}`;
}
async function dockerfilePorts(model, read, target) {
  const exposed = [];
  const served = [];
  const config = imageConfig(model, target);
  if (!config) return { exposed, served };
  for (const ins of config.instructions) {
    if (ins.keyword === "EXPOSE")
      for (const p of ins.args.split(/\s+/)) {
        const n = /^(\d{1,5})(?:\/(?:tcp|udp))?$/i.exec(substituteArgs(p, config.vars) ?? p);
        if (n) exposed.push({ port: Number(n[1]), how: "EXPOSE", ...n[0] !== p ? { written: p } : {}, line: ins.line });
      }
    if (ins.keyword === "HEALTHCHECK") {
      const m = /:\/\/[^\s/:"']+:(\d{1,5}|\$\{?[A-Za-z_][A-Za-z0-9_]*(?::-[0-9]{1,5})?\}?)(?![\w}])/.exec(ins.args);
      const value = m ? /^\d+$/.test(m[1]) ? m[1] : resolveWord(m[1], config.vars) : void 0;
      if (m && value !== void 0 && /^\d{1,5}$/.test(value))
        served.push({ port: Number(value), how: "HEALTHCHECK", ...value !== m[1] ? { written: m[1] } : {}, line: ins.line });
    }
  }
  for (const command of await commandsOf(model, config, read)) {
    const found = commandPort(command);
    if (!found) continue;
    const how = `${command.instruction.keyword}${command.script ? ` \u2192 ${command.script}` : ""} --port`;
    served.push({ port: found.port, how, ...found.written !== String(found.port) ? { written: found.written } : {}, line: command.instruction.line });
  }
  return { exposed, served };
}
function portConflicts(port, ports) {
  const out = ports.served.filter((p) => p.port !== port);
  if (ports.exposed.length && !ports.exposed.some((p) => p.port === port)) out.push(...ports.exposed);
  return out;
}
function servedPortOf(ports, claimed) {
  return ports.served.find((p) => p.how !== "HEALTHCHECK") ?? ports.served[0] ?? (ports.exposed.length === 1 ? ports.exposed[0] : ports.exposed.find((p) => p.port === claimed));
}
async function expand(input, at) {
  let words = [...input];
  const vars = new Map(at.vars);
  let wrapped = false;
  for (; ; ) {
    const first = words[0];
    if (first === void 0) return;
    const assignment = ASSIGNMENT.exec(first);
    if (assignment) vars.set(assignment[1], substituteArgs(assignment[2], vars) ?? assignment[2]);
    else if (WRAPPERS.has(posix.basename(first))) wrapped = true;
    else if (!(wrapped && first.startsWith("-"))) break;
    words = words.slice(1);
  }
  if (words.length === 0) {
    for (const [k, v] of vars) at.vars.set(k, v);
    return;
  }
  const program = posix.basename(words[0]);
  if (SHELLS.has(program)) {
    const c = words.indexOf("-c");
    if (c !== -1) {
      if (words[c + 1] !== void 0) await expandScript(words[c + 1], { ...at, vars });
      return;
    }
    const file = words.slice(1).find((w) => !w.startsWith("-"));
    if (file !== void 0) await expandFile(file, { ...at, vars }, false);
    return;
  }
  if (/\.sh$/.test(program) || words[0].startsWith("./")) {
    if (await expandFile(words[0], { ...at, vars }, true)) return;
  }
  at.out.push({ words, instruction: at.instruction, script: at.script, cwd: at.cwd, vars });
}
async function expandScript(text, at) {
  const scope = { ...at, vars: new Map(at.vars) };
  for (const words of shellCommands(text)) {
    if (words[0] === "cd" && words[1] !== void 0) {
      const dir = resolveWord(words[1], scope.vars);
      if (dir !== void 0) scope.cwd = posix.resolve(scope.cwd, dir);
      continue;
    }
    if (words[0] === "export" || words[0] === "readonly" || words[0] === "local") {
      for (const w of words.slice(1)) {
        const a = ASSIGNMENT.exec(w);
        if (a) scope.vars.set(a[1], substituteArgs(a[2], scope.vars) ?? a[2]);
      }
      continue;
    }
    if (words[0] === ":") {
      for (const w of words.slice(1)) {
        const d = /^\$([A-Za-z_][A-Za-z0-9_]*):=(.*)$/s.exec(w);
        if (d && (scope.vars.get(d[1]) ?? "") === "") scope.vars.set(d[1], d[2]);
      }
      continue;
    }
    await expand(words, scope);
  }
}
var DEFAULT_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
async function expandFile(path, at, onPath) {
  if (at.depth >= MAX_SCRIPT_DEPTH) return false;
  const dirs = onPath && !path.includes("/") ? (at.vars.get("PATH") ?? DEFAULT_PATH).split(":").filter((d) => d.startsWith("/")) : [at.cwd];
  for (const source of dirs.flatMap((dir) => contextSourcesOf(at.copies, posix.resolve(dir, path)))) {
    const text = await at.read(source);
    if (text === void 0 || text.length > MAX_SCRIPT_CHARS) continue;
    await expandScript(text, { ...at, script: source, depth: at.depth + 1 });
    return true;
  }
  return false;
}
function contextSourcesOf(copies, containerPath) {
  const out = [];
  for (const c of copies) {
    if (c.dest === containerPath) out.push(c.source);
    const rel = posix.relative(c.dest, containerPath);
    if (rel && !rel.startsWith("..") && !posix.isAbsolute(rel)) out.push(posix.join(c.source, rel));
  }
  return [...new Set(out.reverse())];
}
function resolveWord(word, vars) {
  const m = /^\$\{?([A-Za-z_][A-Za-z0-9_]*)(?::([-=])(.*?))?\}?$/s.exec(word);
  if (!m) return word.includes("$") ? substituteArgs(word, vars) : word;
  const value = vars.get(m[1]);
  if (value !== void 0 && value !== "") return value;
  return m[2] ? m[3] : void 0;
}
function commandPort(command) {
  const { words } = command;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const written = w === "--port" ? words[i + 1] : w.startsWith("--port=") ? w.slice("--port=".length) : void 0;
    if (written === void 0) continue;
    const value = resolveWord(written, command.vars);
    const port = value !== void 0 && /^\d{1,5}$/.test(value) ? Number(value) : void 0;
    if (port !== void 0 && port >= 1 && port <= 65535) return { port, written };
  }
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
  secretVariable,
  startCommands,
  describePort,
  dockerfilePorts,
  portConflicts,
  servedPortOf
};
