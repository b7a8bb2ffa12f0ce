import {
  DEADLINES,
  holdEventLoop,
  startProcess,
  stopMessage
} from "./chunk-ZKRAT4SF.js";
import {
  describePort,
  dockerfilePorts,
  portConflicts,
  resolveCore,
  secretVariable,
  servedPortOf,
  tokenIn
} from "./chunk-533CT4FO.js";
import {
  PythonLexError,
  pythonLogicalLines
} from "./chunk-ZGWGJGKA.js";
import {
  constructBool,
  recogniseFormat,
  resolvePlain
} from "./chunk-JBJJNFC3.js";
import {
  checkDeps,
  checkDocker,
  formatBytes,
  loadDocker,
  pipInstall
} from "./chunk-NEFMONKN.js";
import {
  readPyproject,
  table
} from "./chunk-HSGSYT45.js";
import {
  baseChain,
  contextReachesFinal,
  contributingStages,
  copyOperands,
  isWholeContextCopy,
  resolveIn,
  walkStage
} from "./chunk-XKYF2WI5.js";
import {
  runCommands
} from "./chunk-L6AJ3QIO.js";
import {
  EnvContext,
  MAX_TEXT_BYTES,
  globsMatcher,
  lineLocator,
  lineOf,
  utf8Problem
} from "./chunk-V2E3RBUP.js";
import {
  CRITERIA,
  LOCAL_PARITY_IDS
} from "./chunk-BFZOZURU.js";
import {
  require_picomatch
} from "./chunk-HIPR4ACX.js";
import {
  PYTHON_TOOLCHAIN,
  childEnvironment
} from "./chunk-JRTPWSBC.js";
import {
  decodeText
} from "./chunk-YHG43ED4.js";
import {
  fingerprint,
  nodeCrypto
} from "./chunk-CX2PQOLX.js";
import {
  trimTrailing
} from "./chunk-OXMKZMOM.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/checks/validate/static/run.ts
var import_picomatch = __toESM(require_picomatch(), 1);

// src/checks/validate/static/main-guard.ts
function substringRule(source) {
  return source.includes("__name__") && source.includes("__main__") && source.includes("main(");
}
var PYTHON_CHECKER = String.raw`
import ast, json, sys
def is_guard_test(t):
    return (isinstance(t, ast.Compare) and isinstance(t.left, ast.Name) and t.left.id == "__name__"
            and len(t.ops) == 1 and isinstance(t.ops[0], ast.Eq) and len(t.comparators) == 1
            and isinstance(t.comparators[0], ast.Constant) and t.comparators[0].value == "__main__")
def calls_main(stmts):
    for stmt in stmts:
        for sub in ast.walk(stmt):
            if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name) and sub.func.id == "main":
                return True
    return False
def check(src):
    try:
        tree = ast.parse(src)
    except (SyntaxError, ValueError):
        return {"parsed": False, "guard": ("__name__" in src and "__main__" in src and "main(" in src)}
    for node in tree.body:
        if isinstance(node, ast.If) and is_guard_test(node.test) and calls_main(node.body):
            return {"parsed": True, "guard": True, "line": node.lineno}
    return {"parsed": True, "guard": False}
for line in iter(sys.stdin.buffer.readline, b""):
    out = []
    for s in json.loads(line):
        try:
            out.append(check(s))
        except RecursionError:
            out.append({"parsed": False, "guard": ("__name__" in s and "__main__" in s and "main(" in s)})
    sys.stdout.write(json.dumps(out) + "\n")
    sys.stdout.flush()
`;
function python3AstEngine(command = "python3", deadlineMs = DEADLINES.pythonAst, onProblem) {
  const label = `${command} (ast check of server/app.py)`;
  let session;
  const hold = (s, busy) => holdEventLoop(s.started, busy);
  const end = (s) => {
    if (session === s) session = void 0;
    for (const answer of s.waiting.splice(0)) answer(void 0);
  };
  const open = () => {
    let started;
    try {
      started = startProcess(command, ["-I", "-S", "-c", PYTHON_CHECKER], {
        label,
        // Parse-only (src/process/policy.ts): -I -S, our own checker, sources on stdin; still no secrets.
        env: childEnvironment({ inherit: PYTHON_TOOLCHAIN, set: { PYTHONIOENCODING: "utf-8", PYTHONDONTWRITEBYTECODE: "1" } }),
        // Each batch has its own deadline (below); this one only bounds a process nobody closed.
        deadlineMs: SESSION_LIMIT_MS,
        stdin: "pipe"
      });
    } catch {
      return void 0;
    }
    const s = { started, waiting: [] };
    let pending = "";
    started.child.stdout?.setEncoding("utf8");
    started.child.stdout?.on("data", (chunk) => {
      pending += chunk;
      for (let newline = pending.indexOf("\n"); newline >= 0; newline = pending.indexOf("\n")) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        s.waiting.shift()?.(line);
      }
    });
    started.child.stderr?.resume();
    started.child.stdin?.on("error", () => void 0);
    void started.exited.then(() => end(s));
    hold(s, false);
    return s;
  };
  return {
    async check(sources) {
      const s = session ??= open();
      if (!s) return void 0;
      const line = await new Promise((resolve) => {
        const timer = setTimeout(() => {
          onProblem?.(`${stopMessage(label, "deadline", deadlineMs)}; the tokenizer engine answered instead`);
          s.started.kill();
          end(s);
        }, deadlineMs);
        s.waiting.push((answer) => {
          clearTimeout(timer);
          if (s.waiting.length === 0) hold(s, false);
          resolve(answer);
        });
        hold(s, true);
        s.started.child.stdin?.write(`${JSON.stringify(sources)}
`);
      });
      if (line === void 0) return void 0;
      try {
        const parsed = JSON.parse(line);
        if (!Array.isArray(parsed) || parsed.length !== sources.length) return void 0;
        return parsed.map((v) => ({ ...v, engine: "python-ast" }));
      } catch {
        return void 0;
      }
    },
    close() {
      const s = session;
      session = void 0;
      s?.started.child.stdin?.end();
    }
  };
}
var SESSION_LIMIT_MS = 6 * 60 * 60 * 1e3;
function matchGuardHeader(tokens) {
  if (tokens[0]?.type !== "name" || tokens[0].value !== "if") return void 0;
  let k = 1;
  let parens = 0;
  while (tokens[k]?.value === "(" && tokens[k]?.type === "op") {
    parens++;
    k++;
  }
  if (tokens[k]?.type !== "name" || tokens[k]?.value !== "__name__") return void 0;
  k++;
  if (tokens[k]?.type !== "op" || tokens[k]?.value !== "==") return void 0;
  k++;
  let text = "";
  let sawString = false;
  while (tokens[k]?.type === "string") {
    const t = tokens[k];
    if (/[bf]/.test(t.prefix ?? "")) return void 0;
    text += t.content ?? "";
    sawString = true;
    k++;
  }
  if (!sawString || text !== "__main__") return void 0;
  while (parens > 0) {
    if (tokens[k]?.type !== "op" || tokens[k]?.value !== ")") return void 0;
    parens--;
    k++;
  }
  if (tokens[k]?.type !== "op" || tokens[k]?.value !== ":") return void 0;
  return k + 1;
}
function callsMain(tokens) {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type !== "name" || t.value !== "main") continue;
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    if (next?.type !== "op" || next.value !== "(") continue;
    if (prev && (prev.type === "op" && prev.value === "." || prev.type === "name" && (prev.value === "def" || prev.value === "class"))) continue;
    return true;
  }
  return false;
}
function tokenizerGuardVerdict(source) {
  let lines;
  try {
    lines = pythonLogicalLines(source);
  } catch (error) {
    if (!(error instanceof PythonLexError)) throw error;
    return { parsed: false, guard: substringRule(source), engine: "tokenizer" };
  }
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (l.indent !== 0) continue;
    const after = matchGuardHeader(l.tokens);
    if (after === void 0) continue;
    let body = l.tokens.slice(after);
    if (body.length === 0) {
      for (let j = i + 1; j < lines.length && lines[j].indent > 0; j++) body = body.concat(lines[j].tokens);
    }
    if (callsMain(body)) return { parsed: true, guard: true, line: l.tokens[0].line, engine: "tokenizer" };
  }
  return { parsed: true, guard: false, engine: "tokenizer" };
}
function mainOnlyIndented(source) {
  return source.includes("def main(") && !/^(async[ \t]+)?def main\(/m.test(source);
}

// src/checks/validate/static/simple-yaml.ts
var NOT_SIMPLE = /* @__PURE__ */ Symbol("not simple");
var PLAIN_DECIMAL = /^(?:0|[1-9][0-9]{0,14})$/;
var MAPPING_LINE = /^([A-Za-z][A-Za-z0-9_-]*):(?: +(.*))?$/;
var ITEM_LINE = /^( *)- +(.*)$/;
var NOTHING_LINE = /^ *(?:#.*)?$/;
function simpleMapping(text, resolve) {
  if (text.includes("\r") || text.includes("	")) return void 0;
  const data = {};
  const keyLines = /* @__PURE__ */ new Map();
  let list;
  let listIndent = -1;
  let open;
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (NOTHING_LINE.test(line)) continue;
    const item = ITEM_LINE.exec(line);
    if (item) {
      if (open === void 0 && list === void 0) return void 0;
      const indent = item[1].length;
      if (list === void 0) {
        list = [];
        listIndent = indent;
        data[open] = list;
        open = void 0;
      } else if (indent !== listIndent) return void 0;
      const value2 = scalar(item[2], resolve, false);
      if (value2 === NOT_SIMPLE) return void 0;
      list.push(value2);
      continue;
    }
    const entry = MAPPING_LINE.exec(line);
    if (!entry) return void 0;
    const key = entry[1];
    if (resolve(key) !== key || keyLines.has(key)) return void 0;
    keyLines.set(key, i + 1);
    list = void 0;
    const raw = trimTrailing(entry[2] ?? "", / /);
    if (raw === "") {
      data[key] = null;
      open = key;
      continue;
    }
    open = void 0;
    const value = raw.startsWith("[") ? flowList(raw, resolve) : scalar(raw, resolve, false);
    if (value === NOT_SIMPLE) return void 0;
    data[key] = value;
  }
  return keyLines.size ? { data, keyLines } : void 0;
}
function flowList(raw, resolve) {
  if (!raw.endsWith("]")) return NOT_SIMPLE;
  const body = raw.slice(1, -1);
  if (trimTrailing(body, / /) === "") return [];
  if (body.includes("[") || body.includes("]")) return NOT_SIMPLE;
  const items = [];
  for (const part of body.split(",")) {
    const value = scalar(part.replace(/^ +/, ""), resolve, true);
    if (value === NOT_SIMPLE) return NOT_SIMPLE;
    items.push(value);
  }
  return items;
}
function scalar(raw, resolve, inFlow) {
  const text = trimTrailing(raw, / /);
  if (text === "") return NOT_SIMPLE;
  const first = text.charCodeAt(0);
  if (!(isWordAscii(first) && first !== 45 && first !== 46 && first !== 95) && first !== 47 && !(first >= 160 && isPlainWideCharacter(first))) return NOT_SIMPLE;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 160) {
      if (!isPlainWideCharacter(c)) return NOT_SIMPLE;
    } else if (c === 58) {
      if (inFlow || !isWordAscii(text.charCodeAt(i - 1)) || !isWordAscii(text.charCodeAt(i + 1))) return NOT_SIMPLE;
    } else if (c === 32) {
      if (text.charCodeAt(i + 1) === 32) return NOT_SIMPLE;
    } else if (!isWordAscii(c) && c !== 47) return NOT_SIMPLE;
  }
  return resolve(text);
}
function isWordAscii(c) {
  return c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95 || c === 45 || c === 46;
}
function isPlainWideCharacter(c) {
  return !(c === 160 || c === 5760 || c >= 8192 && c <= 8207 || c >= 8232 && c <= 8239 || c >= 8287 && c <= 8303 || c === 12288 || c === 65279 || c >= 65534);
}

// src/checks/validate/static/manifest.ts
function isMapping(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function readManifest(env) {
  return env.once("manifest", async () => {
    const bytes = await env.bytes("openenv.yaml");
    if (!bytes && env.hasDir("openenv.yaml"))
      return { present: true, directory: true, format: "unreadable", problem: "openenv.yaml is a directory, not a file", lineOf: () => void 0 };
    if (!bytes) return { present: false, lineOf: () => void 0 };
    const simple = simpleManifest(bytes);
    if (simple) {
      const { data: data2, keyLines } = simple;
      return { present: true, format: recogniseFormat(data2), data: data2, lineOf: (path) => path.length === 1 ? keyLines.get(String(path[0])) : void 0 };
    }
    const file = env.repoPath("openenv.yaml");
    const { loadOpenEnvManifest } = await import("./load-VFIYENUC.js");
    let loaded;
    try {
      loaded = loadOpenEnvManifest(bytes, file);
    } catch (error) {
      return { present: true, format: "unreadable", problem: error.message, lineOf: () => void 0 };
    }
    const lineOf2 = (path) => {
      try {
        const range = loaded.rangeOf(path, "key");
        return typeof range?.line === "number" ? range.line : void 0;
      } catch {
        return void 0;
      }
    };
    const data = rawMapping(loaded.manifest);
    let problem;
    if (!data) {
      const first = loaded.findings.find((f) => f.severity === "error") ?? loaded.findings[0];
      problem = first ? first.message : loaded.format === "unreadable" ? "openenv.yaml could not be read as YAML" : "openenv.yaml is not a mapping";
    }
    return { present: true, format: loaded.format, data, problem, lineOf: lineOf2 };
  });
}
function simpleManifest(bytes) {
  if (bytes.byteLength > 64 * 1024) return void 0;
  const decoded = decodeText(bytes);
  if (decoded.bom || decoded.invalidUtf8 || decoded.binary) return void 0;
  const simple = simpleMapping(decoded.text, pyyamlScalar);
  if (!simple || [...simple.keyLines.keys()].some((key) => key.length > 128)) return void 0;
  return simple;
}
function pyyamlScalar(text) {
  switch (resolvePlain(text)) {
    case "str":
      return text;
    case "null":
      return null;
    case "bool":
      return constructBool(text);
    case "int":
      return PLAIN_DECIMAL.test(text) ? Number(text) : NOT_SIMPLE;
    default:
      return NOT_SIMPLE;
  }
}
function rawMapping(manifest) {
  if (!isMapping(manifest)) return void 0;
  for (const key of ["raw", "data", "document", "value"]) {
    const inner = manifest[key];
    if (isMapping(inner)) return inner;
  }
  return manifest;
}

// src/checks/validate/static/resources.ts
var MiB = 1024 * 1024;
var MAX_FILES = 2e5;
var RESERVED_TOOL_NAMES = ["reset", "step", "state", "close"];
var TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
var QUANTITY = /^\d+(\.\d+)?(K|M|G|T|Ki|Mi|Gi|Ti)?$/;
var HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:\d{1,5})?$/;
function isFiniteNumber(v) {
  return typeof v === "number" && Number.isFinite(v);
}
function validQuantity(v) {
  return Number.isInteger(v) && v > 0 || typeof v === "string" && QUANTITY.test(v);
}
function validCpu(v) {
  return isFiniteNumber(v) && v > 0 || typeof v === "string" && /^\d+m$/.test(v) && Number(v.slice(0, -1)) > 0;
}
function isJsonPointer(v) {
  return typeof v === "string" && (v === "" || /^(\/([^~/]|~[01])*)+$/.test(v));
}
function proposedTasks(data) {
  const tasks = data?.tasks;
  if (!isMapping(tasks) || !("count" in tasks || "ids" in tasks)) return void 0;
  return Object.keys(tasks).every((k) => PROPOSED_TASK_KEYS.has(k)) ? tasks : void 0;
}
var PROPOSED_TASK_KEYS = /* @__PURE__ */ new Set(["count", "ids", "reset_kwarg", "sample", "source"]);
function declaredToolNames(data) {
  if (!Array.isArray(data?.tools)) return void 0;
  if (!data.tools.every((t) => typeof t === "string" || isMapping(t) && typeof t.name === "string")) return void 0;
  return data.tools.map((t) => typeof t === "string" ? t : t.name);
}
function notProposedShape(data) {
  const out = [];
  if ("tasks" in data && !Array.isArray(data.tasks) && !proposedTasks(data))
    out.push("tasks is not the proposed tasks: {count, ids, reset_kwarg, sample, source} block, so validate does not read it (nothing else does either)");
  if ("tools" in data && !declaredToolNames(data))
    out.push(`tools is ${isMapping(data.tools) ? "a mapping" : "not a list of tool names"}, not the proposed tools: [name, \u2026] list, so the tools are not compared with what the server exposes`);
  return out;
}
function resourceProblems(res) {
  const out = [];
  for (const k of ["memory", "disk"])
    if (k in res && !validQuantity(res[k])) out.push({ msg: `resources.${k} ${JSON.stringify(res[k])} is not a quantity (use 2Gi or a byte count)`, path: ["resources", k] });
  if ("cpu" in res && !validCpu(res.cpu)) out.push({ msg: `resources.cpu ${JSON.stringify(res.cpu)} is not a core count or millicores like "500m"`, path: ["resources", "cpu"] });
  if ("gpu" in res && !(Number.isInteger(res.gpu) && res.gpu >= 0)) out.push({ msg: `resources.gpu ${JSON.stringify(res.gpu)} is not an integer \u2265 0`, path: ["resources", "gpu"] });
  if ("episode_timeout_s" in res && !(isFiniteNumber(res.episode_timeout_s) && res.episode_timeout_s > 0))
    out.push({ msg: `resources.episode_timeout_s ${JSON.stringify(res.episode_timeout_s)} is not a number > 0`, path: ["resources", "episode_timeout_s"] });
  return out;
}
async function checkManifestExtensions(env) {
  const id = "structure/manifest-extensions-valid";
  const manifest = await readManifest(env);
  const data = manifest.data;
  if (!data) return env.skip(id, "skipped: openenv.yaml is not a mapping");
  const problems = [];
  if ("resources" in data) {
    if (!isMapping(data.resources)) problems.push({ msg: "resources is not a mapping", path: ["resources"] });
    else problems.push(...resourceProblems(data.resources));
  }
  if (isMapping(data.reward) && "range" in data.reward) {
    const r = data.reward.range;
    if (!(Array.isArray(r) && r.length === 2 && isFiniteNumber(r[0]) && isFiniteNumber(r[1]) && r[0] <= r[1]))
      problems.push({ msg: `reward.range ${JSON.stringify(r)} is not [min, max] with finite min \u2264 max`, path: ["reward", "range"] });
  }
  if ("tools" in data) {
    const names = declaredToolNames(data);
    if (names) {
      const bad = names.filter((n) => !TOOL_NAME.test(n));
      if (bad.length) problems.push({ msg: `tools has invalid names ${bad.slice(0, 3).join(", ")} (1-128 of A-Z a-z 0-9 _ - .)`, path: ["tools"] });
    }
  }
  const tasks = proposedTasks(data);
  if (tasks) {
    if ("count" in tasks && !(Number.isInteger(tasks.count) && tasks.count >= 1)) problems.push({ msg: `tasks.count ${JSON.stringify(tasks.count)} is not an integer \u2265 1`, path: ["tasks", "count"] });
    if ("ids" in tasks && !(Array.isArray(tasks.ids) && tasks.ids.every((i) => typeof i === "string" || Number.isInteger(i))))
      problems.push({ msg: "tasks.ids is not a list of strings or integers", path: ["tasks", "ids"] });
    if ("reset_kwarg" in tasks && !(typeof tasks.reset_kwarg === "string" && /^[A-Za-z_]\w*$/.test(tasks.reset_kwarg)))
      problems.push({ msg: `tasks.reset_kwarg ${JSON.stringify(tasks.reset_kwarg)} is not a Python identifier`, path: ["tasks", "reset_kwarg"] });
    if ("sample" in tasks && !(Number.isInteger(tasks.sample) && tasks.sample >= 1 && tasks.sample <= 20))
      problems.push({ msg: `tasks.sample ${JSON.stringify(tasks.sample)} is not an integer 1-20`, path: ["tasks", "sample"] });
    if ("source" in tasks) {
      if (!isMapping(tasks.source)) problems.push({ msg: "tasks.source is not a mapping", path: ["tasks", "source"] });
      else
        for (const [k, v] of Object.entries(tasks.source))
          if (k === "generator_seed" ? !Number.isInteger(v) : typeof v !== "string")
            problems.push({ msg: `tasks.source.${k} must be ${k === "generator_seed" ? "an integer" : "a string"}`, path: ["tasks", "source", k] });
    }
  }
  if ("network" in data) {
    const egress = isMapping(data.network) ? data.network.egress : void 0;
    if (isMapping(data.network) && "egress" in data.network && !(egress === "none" || Array.isArray(egress) && egress.every((h) => typeof h === "string" && HOST.test(h))))
      problems.push({ msg: `network.egress ${JSON.stringify(egress)} is not "none" or a list of host / host:port`, path: ["network", "egress"] });
    if (!isMapping(data.network)) problems.push({ msg: "network is not a mapping", path: ["network"] });
  }
  if ("reproducibility" in data) {
    const rep = data.reproducibility;
    if (!isMapping(rep)) problems.push({ msg: "reproducibility is not a mapping", path: ["reproducibility"] });
    else {
      for (const k of ["seeded", "deterministic"])
        if (k in rep && typeof rep[k] !== "boolean") problems.push({ msg: `reproducibility.${k} must be true or false`, path: ["reproducibility", k] });
      if ("volatile_fields" in rep && !(Array.isArray(rep.volatile_fields) && rep.volatile_fields.every(isJsonPointer)))
        problems.push({ msg: "reproducibility.volatile_fields must be a list of JSON Pointers such as /timestamp", path: ["reproducibility", "volatile_fields"] });
    }
  }
  const ownShapes = notProposedShape(data);
  if (problems.length)
    env.fail(id, `openenv.yaml (proposed fields): ${problems.map((p) => p.msg).join("; ")}. Fix: correct the value${problems.length > 1 ? "s" : ""} (see the proposed manifest extension in docs/validate.md).`, {
      file: "openenv.yaml",
      line: manifest.lineOf(problems[0].path) ?? manifest.lineOf(problems[0].path.slice(0, 1)),
      key: problems.map((p) => p.path.join(".")).join(",")
    });
  else if (ownShapes.length)
    env.fail(id, `openenv.yaml: ${ownShapes.join("; ")}. Nothing to fix if the block is for your own code; to use the proposal, see "Proposed manifest blocks" in docs/validate.md.`, {
      file: "openenv.yaml",
      line: manifest.lineOf([ownShapes[0].startsWith("tasks") ? "tasks" : "tools"]),
      key: "own-shape",
      severity: "notice"
    });
  else env.pass(id, "Proposed blocks, where present, are well-formed.", { file: "openenv.yaml" });
  if (Array.isArray(data.tasks))
    env.note(id, "tasks is a list of task records (a common pre-proposal convention), not the proposed tasks: {count, \u2026} block; it is not validated.");
}
function upstreamBlock(data, key) {
  const validation = isMapping(data.validation) ? data.validation : void 0;
  return validation && isMapping(validation[key]) ? validation[key] : void 0;
}
function upstreamResourceProblems(res) {
  const out = [];
  const positiveInt = (v) => Number.isInteger(v) && v > 0;
  for (const k of ["memory_mb", "disk_mb"])
    if (k in res && !positiveInt(res[k])) out.push({ msg: `validation.resources.${k} ${JSON.stringify(res[k])} is not a positive integer (MiB)`, path: ["validation", "resources", k] });
  if ("cpu" in res && !(isFiniteNumber(res.cpu) && res.cpu > 0)) out.push({ msg: `validation.resources.cpu ${JSON.stringify(res.cpu)} is not a number > 0`, path: ["validation", "resources", "cpu"] });
  if ("gpus" in res && !(Number.isInteger(res.gpus) && res.gpus >= 0)) out.push({ msg: `validation.resources.gpus ${JSON.stringify(res.gpus)} is not an integer \u2265 0`, path: ["validation", "resources", "gpus"] });
  if ("episode_timeout_s" in res && !(isFiniteNumber(res.episode_timeout_s) && res.episode_timeout_s > 0))
    out.push({ msg: `validation.resources.episode_timeout_s ${JSON.stringify(res.episode_timeout_s)} is not a number > 0`, path: ["validation", "resources", "episode_timeout_s"] });
  return out;
}
async function checkDeclaredResources(env) {
  const manifest = await readManifest(env);
  const data = manifest.data;
  if (!data) {
    for (const id of ["resources/declared", "resources/timeout-ceiling", "security/egress-declared"]) env.skip(id, "skipped: openenv.yaml is not a mapping");
    return;
  }
  const proposed = isMapping(data.resources) ? data.resources : void 0;
  const upstream = proposed ? void 0 : upstreamBlock(data, "resources");
  const res = proposed ?? upstream;
  const where = upstream ? "validation.resources" : "resources";
  const at = (...keys) => manifest.lineOf(upstream ? ["validation", "resources", ...keys] : ["resources", ...keys]);
  const severity = env.options.requireResources ? "error" : void 0;
  const required = upstream ? ["cpu", "memory_mb", "disk_mb", "episode_timeout_s"] : ["memory", "cpu", "disk", "episode_timeout_s"];
  const missing = required.filter((k) => !res || !(k in res));
  const invalid = upstream ? upstreamResourceProblems(upstream) : proposed ? resourceProblems(proposed) : [];
  if (!res)
    env.fail("resources/declared", "openenv.yaml declares no resource budget (proposed resources: block). Fix: add resources: {memory: 2Gi, cpu: 1, disk: 1Gi, episode_timeout_s: 600}, or the upstream RFC 008 form validation: {resources: {cpu: 1, memory_mb: 2048, disk_mb: 1024, episode_timeout_s: 600}}.", {
      file: "openenv.yaml",
      line: 1,
      severity,
      key: "absent"
    });
  else if (missing.length || invalid.length)
    env.fail(
      "resources/declared",
      `openenv.yaml ${where} ${upstream ? "(RFC 008 validation block)" : "(proposed)"} ${missing.length ? `lacks ${missing.join(", ")}` : ""}${missing.length && invalid.length ? " and " : ""}${invalid.map((p) => p.msg).join("; ")}. Fix: declare ${required.slice(0, -1).join(", ")} and episode_timeout_s, e.g. ${upstream ? "{cpu: 1, memory_mb: 2048, disk_mb: 1024, episode_timeout_s: 600}" : "{memory: 2Gi, cpu: 1, disk: 1Gi, episode_timeout_s: 600}"}.`,
      // A budget someone wrote but got wrong is worth a warning even though absence is only a notice.
      { file: "openenv.yaml", line: at(), severity: severity ?? "warning", key: "incomplete" }
    );
  else env.pass("resources/declared", `A complete resource budget is declared${upstream ? " (validation.resources, the RFC 008 block)" : ""}.`, { file: "openenv.yaml", severity });
  const ceiling = env.options.maxEpisodeTimeoutS ?? 3600;
  if (!res || !("episode_timeout_s" in res)) env.skip("resources/timeout-ceiling", "skipped: no resources.episode_timeout_s declared (proposed field)");
  else {
    const v = res.episode_timeout_s;
    if (isFiniteNumber(v) && v > 0 && v <= ceiling) env.pass("resources/timeout-ceiling", `episode_timeout_s ${v} \u2264 ${ceiling} s.`, { file: "openenv.yaml" });
    else
      env.fail(
        "resources/timeout-ceiling",
        isFiniteNumber(v) && v > ceiling ? `${where}.episode_timeout_s is ${v}, above the ${ceiling} s ceiling, so a hung episode would hold a worker for ${v >= 86400 ? "a day" : `${Math.round(v / 60)} min`}. Fix: lower it, or get an exception approved and raise max-episode-timeout-s.` : `${where}.episode_timeout_s is ${JSON.stringify(v)}, not a finite number > 0. Fix: set a positive number of seconds \u2264 ${ceiling}.`,
        { file: "openenv.yaml", line: at("episode_timeout_s"), key: "timeout" }
      );
  }
  const network = isMapping(data.network) ? data.network : void 0;
  const upstreamNetwork = network ? void 0 : upstreamBlock(data, "network");
  if (upstreamNetwork) return checkUpstreamNetwork(env, upstreamNetwork, manifest.lineOf(["validation", "network"]));
  const egress = network?.egress;
  if (egress === "none" || Array.isArray(egress) && egress.every((h) => typeof h === "string" && HOST.test(h)))
    env.pass("security/egress-declared", `network.egress is ${egress === "none" ? "none" : egress.join(", ") || "[]"}.`, { file: "openenv.yaml" });
  else
    env.fail(
      "security/egress-declared",
      egress === void 0 ? "No network.egress declaration (proposed field). Fix: add network: {egress: none}, or list the hosts the environment must reach (upstream RFC 008 form: validation: {network: {mode: no-network}})." : `network.egress ${JSON.stringify(egress)} is not none or a host list. Fix: use egress: none or a list of host / host:port.`,
      { file: "openenv.yaml", line: manifest.lineOf(["network"]), key: "egress" }
    );
}
function checkUpstreamNetwork(env, network, line) {
  const mode = network.mode ?? "public";
  const hosts = network.allowed_hosts;
  const hostList = Array.isArray(hosts) && hosts.every((h) => typeof h === "string" && h.length > 0) ? hosts : void 0;
  if (mode === "no-network" || mode === "public") {
    if (hosts === void 0) return env.pass("security/egress-declared", `validation.network.mode is ${mode}${mode === "public" ? " (egress allowed)" : ""}.`, { file: "openenv.yaml" });
  } else if (mode === "allowlist" && hostList) {
    return env.pass("security/egress-declared", `validation.network allows ${hostList.join(", ") || "no host"}.`, { file: "openenv.yaml" });
  }
  const why = mode !== "no-network" && mode !== "public" && mode !== "allowlist" ? `validation.network.mode ${JSON.stringify(mode)} is not public, no-network or allowlist` : mode === "allowlist" ? "validation.network.mode is allowlist but allowed_hosts is not a list of host names" : `validation.network.allowed_hosts is only valid with mode allowlist (mode is ${mode})`;
  env.fail("security/egress-declared", `${why}. Fix: use mode: no-network, or mode: allowlist with allowed_hosts: [host, \u2026].`, { file: "openenv.yaml", line, key: "egress" });
}
var ARCHIVE_EXT = [".tar.gz", ".tar.bz2", ".tar.xz", ".tar.zst", ".zip", ".tar", ".tgz", ".tbz2", ".txz", ".gz", ".bz2", ".xz", ".zst", ".7z", ".rar", ".whl", ".jar", ".pyz"];
var MAGIC = [
  ["zip", [80, 75, 3, 4], 0],
  ["gzip", [31, 139], 0],
  ["bzip2", [66, 90, 104], 0],
  ["xz", [253, 55, 122, 88, 90, 0], 0],
  ["zstd", [40, 181, 47, 253], 0],
  ["7z", [55, 122, 188, 175, 39, 28], 0],
  ["rar", [82, 97, 114, 33, 26, 7], 0],
  ["tar", [117, 115, 116, 97, 114], 257]
];
function archiveKind(name, head) {
  const lower = name.toLowerCase();
  const ext = ARCHIVE_EXT.find((e) => lower.endsWith(e));
  if (ext) return ext.slice(1);
  if (!head) return void 0;
  for (const [kind, bytes, offset] of MAGIC) if (bytes.every((b, i) => head[offset + i] === b)) return kind;
  return void 0;
}
var LFS_HEADER = "version https://git-lfs.github.com/spec/v1";
function lfsPointer(bytes) {
  if (bytes.length > 1024) return void 0;
  if (bytes[0] !== 118 && bytes[0] !== 239) return void 0;
  const text = new TextDecoder().decode(bytes);
  if (!text.startsWith(LFS_HEADER)) return void 0;
  const size = /^size (\d+)$/m.exec(text);
  if (!size) return void 0;
  const oid = /^oid sha256:([0-9a-f]{64})$/m.exec(text);
  return { size: Number(size[1]), oid: oid?.[1] };
}
async function checkContextFiles(env) {
  const docker = await loadDocker(env);
  const threshold = env.options.archiveThresholdBytes ?? 5 * MiB;
  const maxSize = env.options.maxFileSizeBytes ?? 50 * MiB;
  const allow = env.options.archiveAllow?.length ? globsMatcher(env.options.archiveAllow, { dot: true }) : () => false;
  if (env.files.length > MAX_FILES) {
    const why = `skipped: ${env.files.length} files under the env root, above the ${MAX_FILES} files the static phase walks`;
    for (const id of ["resources/no-large-archives", "resources/no-oversize-files", "resources/no-duplicate-large-files"]) env.skip(id, why);
    return;
  }
  const scoped = env.files.filter((f) => !docker.ignore.excludes(f));
  const knowsStorage = env.view.storedAs !== void 0;
  await env.prefetchSizes(scoped);
  const archives = [];
  const oversize = [];
  const large = [];
  for (const file of scoped) {
    const stored = await env.size(file) ?? 0;
    let size = stored;
    let oid;
    let bytes;
    const known = knowsStorage ? await env.storedAs(file) : void 0;
    if (known) oid = known.lfs ? `lfs:${known.lfs.oid}` : `git:${known.oid}`;
    else if (stored <= 1024) {
      bytes = await env.bytes(file);
      const ptr = bytes ? lfsPointer(bytes) : void 0;
      if (ptr) {
        size = ptr.size;
        oid = ptr.oid;
        bytes = void 0;
      }
    }
    if (size > threshold && !allow(file)) {
      if (!bytes && !oid) bytes = await env.bytes(file);
      const kind = archiveKind(file, bytes?.subarray(0, 512));
      if (kind) archives.push({ file, size, kind });
    }
    if (size > maxSize) oversize.push({ file, size });
    if (size >= MiB) large.push({ file, size, oid });
  }
  if (archives.length) {
    const a = archives[0];
    env.fail(
      "resources/no-large-archives",
      `${archives.map((x) => `${x.file} is a ${formatBytes(x.size)} ${x.kind} archive`).slice(0, 3).join("; ")} in the build context. Archives are opaque to lazy-pull formats and get unpacked at runtime. Fix: commit the files unpacked (LFS if large), or fetch a pinned revision at build time.`,
      { file: a.file, key: archives.map((x) => x.file).join(",") }
    );
  } else env.pass("resources/no-large-archives", `No archive above ${formatBytes(threshold)} in the build context.`);
  if (oversize.length)
    env.fail(
      "resources/no-oversize-files",
      `${oversize.map((x) => `${x.file} is ${formatBytes(x.size)}`).slice(0, 3).join("; ")}. Single oversize files defeat chunked/lazy image delivery. Fix: split it, move it to a pinned external artifact, or raise max-file-size on purpose.`,
      { file: oversize[0].file, key: oversize.map((x) => x.file).join(",") }
    );
  else env.pass("resources/no-oversize-files", `No file above ${formatBytes(maxSize)} in the build context.`);
  const sizesSeen = /* @__PURE__ */ new Map();
  for (const f of large) if (!f.oid) sizesSeen.set(f.size, (sizesSeen.get(f.size) ?? 0) + 1);
  const byHash = /* @__PURE__ */ new Map();
  let hashed = 0;
  let capped = false;
  for (const f of large) {
    let hash = f.oid;
    if (!hash) {
      if (hashed + f.size > 2 * 1024 * MiB) {
        capped = true;
        break;
      }
      if (sizesSeen.get(f.size) === 1) {
        hashed += f.size;
        continue;
      }
      const visited = await env.visit(f.file, Number.MAX_SAFE_INTEGER, (bytes) => nodeCrypto().createHash("sha256").update(bytes).digest("hex"));
      if (visited?.value === void 0) continue;
      hashed += visited.size;
      hash = visited.value;
    }
    byHash.set(hash, [...byHash.get(hash) ?? [], f]);
  }
  const dups = [...byHash.values()].filter((g) => g.length > 1);
  if (capped) env.skip("resources/no-duplicate-large-files", "skipped: more than 2 GiB of large files to hash");
  else if (dups.length)
    env.fail(
      "resources/no-duplicate-large-files",
      `${dups.map((g) => `${g.map((x) => x.file).join(" and ")} are identical (${formatBytes(g[0].size)} each)`).slice(0, 3).join("; ")}. Fix: keep one copy.`,
      { file: dups[0][1].file, key: dups.map((g) => g.map((x) => x.file).join("=")).join(",") }
    );
  else env.pass("resources/no-duplicate-large-files", "No duplicated large files.");
}

// src/checks/validate/static/front-matter.ts
async function parseFrontMatter(text) {
  const simple = simpleFrontMatter(text);
  if (simple) return simple;
  const { parseFrontMatterYaml } = await import("./front-matter-yaml-6CF5TAHR.js");
  return parseFrontMatterYaml(text);
}
function simpleFrontMatter(text) {
  return simpleMapping(text, coreScalar)?.data;
}
function coreScalar(text) {
  switch (resolveCore(text)) {
    case "null":
      return null;
    case "bool":
      return /^[tT]/.test(text);
    case "int":
      return PLAIN_DECIMAL.test(text) ? Number(text) : NOT_SIMPLE;
    case "float":
      return NOT_SIMPLE;
    default:
      return /^[0-9]/.test(text) ? NOT_SIMPLE : text;
  }
}

// src/checks/validate/static/structure.ts
async function checkManifestPresence(env) {
  const manifest = await readManifest(env);
  if (!manifest.present) {
    env.fail(
      "structure/manifest-present",
      `${env.root || "."}: openenv.yaml not found, so this is not an OpenEnv environment root. Fix: run the check on the directory that holds openenv.yaml, or create one (openenv init makes a template).`,
      { key: "manifest" }
    );
    return false;
  }
  if (manifest.directory) env.pass("structure/manifest-present", "openenv.yaml exists, but as a directory (openenv validate only checks that the path exists; structure/manifest-valid reports it).");
  else env.pass("structure/manifest-present", "openenv.yaml exists.", { file: "openenv.yaml" });
  return true;
}
async function checkManifestFields(env) {
  const manifest = await readManifest(env);
  const data = manifest.data;
  if (manifest.directory) {
    env.fail("structure/manifest-valid", "openenv.yaml is a directory, not a file: openenv validate passes (it only checks that the path exists), but openenv push, the Hub and AutoEnv cannot read a manifest. Fix: replace the directory with an openenv.yaml file (name, app, port).", { key: "directory" });
    env.skip("structure/manifest-runtime-fields", "skipped: openenv.yaml is a directory");
    return;
  }
  if (!data) {
    env.fail("structure/manifest-valid", `openenv.yaml is not a YAML mapping (${manifest.problem ?? "unreadable"}), and openenv push will refuse this environment. Fix: make it a mapping with at least name: my_env.`, {
      file: "openenv.yaml",
      line: 1,
      key: "mapping"
    });
    env.skip("structure/manifest-runtime-fields", "skipped: openenv.yaml is not a mapping");
    return;
  }
  if (typeof data.name !== "string" || data.name.trim() === "")
    env.fail(
      "structure/manifest-valid",
      `openenv.yaml: 'name' is ${data.name === void 0 ? "missing" : "not a non-empty string"}, and openenv push will refuse this environment. Fix: add name: my_env.`,
      { file: "openenv.yaml", line: manifest.lineOf(["name"]) ?? 1, key: "name" }
    );
  else env.pass("structure/manifest-valid", `openenv.yaml names ${data.name}.`, { file: "openenv.yaml" });
  const problems = [];
  if (data.spec_version !== 1) problems.push({ msg: `spec_version is ${data.spec_version === void 0 ? "missing" : JSON.stringify(data.spec_version)}, expected 1`, path: "spec_version" });
  if (typeof data.app !== "string") problems.push({ msg: `app is ${data.app === void 0 ? "missing" : "not a string"} (the runtime probe's default start command needs it)`, path: "app" });
  else if (!/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*:[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(data.app))
    problems.push({ msg: `app is '${data.app}', expected module:attribute such as server.app:app`, path: "app" });
  if (data.port === void 0) problems.push({ msg: "port is missing (the runtime probe needs it)", path: "port" });
  else if (!Number.isInteger(data.port) || data.port < 1 || data.port > 65535)
    problems.push({ msg: `port is ${JSON.stringify(data.port)}, expected an integer 1-65535`, path: "port" });
  if (problems.length)
    env.fail("structure/manifest-runtime-fields", `openenv.yaml: ${problems.map((p) => p.msg).join("; ")}. Fix: set spec_version: 1, app: server.app:app and port: 8000 (or your port).`, {
      file: "openenv.yaml",
      line: manifest.lineOf([problems[0].path]) ?? 1,
      key: problems.map((p) => p.path).join(",")
    });
  else env.pass("structure/manifest-runtime-fields", `spec_version 1, app ${String(data.app)}, port ${String(data.port)}.`, { file: "openenv.yaml" });
}
async function checkPyprojectStructure(env) {
  const py = await readPyproject(env);
  const scriptIds = ["structure/server-script", "structure/server-script-main"];
  if (!py.present) {
    env.fail(
      "structure/pyproject-present",
      'pyproject.toml not found. Fix: add a pyproject.toml with [project] and [project.scripts] server = "<pkg>.server.app:main" (see the openenv init template).',
      { key: "pyproject" }
    );
    env.skip("structure/pyproject-valid", "skipped: pyproject.toml is missing (dependency failed)");
    for (const id of scriptIds) env.skip(id, "skipped: pyproject.toml is missing (dependency failed)");
    return;
  }
  env.pass("structure/pyproject-present", "pyproject.toml exists.", { file: "pyproject.toml" });
  if (py.error || !py.data) {
    env.fail("structure/pyproject-valid", `pyproject.toml does not parse: ${py.error?.message ?? "unreadable"}. Fix: correct the TOML syntax.`, {
      file: "pyproject.toml",
      line: py.error?.line,
      column: py.error?.column,
      key: "parse"
    });
    for (const id of scriptIds) env.skip(id, "skipped: pyproject.toml does not parse (dependency failed)");
    return;
  }
  env.pass("structure/pyproject-valid", "pyproject.toml parses.", { file: "pyproject.toml" });
  const scripts = table(table(py.data.project)?.scripts);
  const text = py.text ?? "";
  const scriptsLine = lineOf(text, /^\s*\[project\.scripts\]/) ?? lineOf(text, /^\s*\[project\]/);
  if (!scripts || !("server" in scripts)) {
    env.fail(
      "structure/server-script",
      `pyproject.toml has no [project.scripts] server entry, so 'uv run server' and the Hub/uv launch modes won't work. Fix: add server = "<pkg>.server.app:main".`,
      { file: "pyproject.toml", line: scriptsLine, key: "server-script" }
    );
    env.skip("structure/server-script-main", "skipped: no server entry (dependency failed)");
    return;
  }
  const serverLine = lineOf(text, /^\s*["']?server["']?\s*=/) ?? scriptsLine;
  env.pass("structure/server-script", `[project.scripts] server = ${JSON.stringify(scripts.server)}.`, { file: "pyproject.toml", line: serverLine });
  const value = scripts.server;
  if (typeof value === "string" && value.includes(":main")) {
    env.pass("structure/server-script-main", `server entry ${value} references main.`, { file: "pyproject.toml", line: serverLine });
    if (!value.endsWith(":main")) env.note("structure/server-script-main", `The entry contains ':main' but does not end in it (${value}).`);
  } else
    env.fail(
      "structure/server-script-main",
      `[project.scripts] server = ${JSON.stringify(value)} does not point at a main function. Fix: point it at \u2026:main.`,
      { file: "pyproject.toml", line: serverLine, key: "server-script-main" }
    );
}
async function checkServerApp(env) {
  if (!env.has("server/app.py")) {
    env.fail("structure/server-app-present", "server/app.py not found. Fix: create server/app.py that builds the app with create_app(...) and defines main().", { key: "app" });
    env.skip("structure/server-main-defined", "skipped: server/app.py is missing (dependency failed)");
    env.skip("structure/server-main-guard", "skipped: server/app.py is missing (dependency failed)");
    return;
  }
  env.pass("structure/server-app-present", "server/app.py exists.", { file: "server/app.py" });
  const decoded = await env.decoded("server/app.py");
  const badBytes = decoded && utf8Problem("server/app.py", decoded);
  if (badBytes) {
    env.fail("structure/server-main-defined", `${badBytes}, so openenv validate crashes reading it (UnicodeDecodeError, exit 1). Fix: save server/app.py as UTF-8.`, {
      file: "server/app.py",
      line: 1,
      key: "encoding"
    });
    env.skip("structure/server-main-guard", "skipped: server/app.py is not UTF-8 (openenv validate crashes before this check)");
    return;
  }
  const source = await env.text("server/app.py") ?? "";
  if (source.includes("def main(")) {
    env.pass("structure/server-main-defined", "server/app.py defines main().", { file: "server/app.py", line: lineOf(source, /def main\(/) });
    if (mainOnlyIndented(source)) env.note("structure/server-main-defined", "main is not module-level.");
  } else
    env.fail(
      "structure/server-main-defined",
      'server/app.py defines no main() function. Fix: add a module-level def main(host="0.0.0.0", port=8000) that runs uvicorn on app.',
      { file: "server/app.py", line: 1, key: "main" }
    );
  return { source, bom: decoded?.bom === true };
}
function recordServerMainGuard(env, pending, verdict) {
  const { source } = pending;
  let guard = verdict;
  if (pending.bom && guard) guard = { parsed: false, guard: substringRule(source), engine: guard.engine };
  if (!guard) {
    env.skip("structure/server-main-guard", "skipped: server/app.py is not readable text");
    return;
  }
  const evidence = `engine: ${guard.engine}${guard.parsed ? "" : "; the file does not parse, so the substring rule applied"}`;
  if (guard.guard)
    env.pass("structure/server-main-guard", "server/app.py calls main() under a module-level __main__ guard.", {
      file: "server/app.py",
      line: guard.line,
      evidence
    });
  else {
    env.fail(
      "structure/server-main-guard",
      `server/app.py never calls main() under a module-level if __name__ == "__main__": guard, so 'python -m server.app' starts nothing. Fix: add, at the end of the file and without indentation, a guard whose body calls main().`,
      { file: "server/app.py", line: lineOf(source, /__main__/) ?? source.split("\n").length, evidence, key: "guard" }
    );
    const defined = env.results.get("structure/server-main-defined");
    if (defined?.status === "fail" && defined.key === "main" && !env.isOff("structure/server-main-defined")) {
      env.folded.add("structure/server-main-guard");
      defined.message = `server/app.py defines no main() function, so neither 'uv run server' nor 'python -m server.app' starts it. Fix: add a module-level def main(host="0.0.0.0", port=8000) that runs uvicorn on app, and at the end of the file, without indentation, if __name__ == "__main__": main().`;
    }
  }
}
async function checkPushLayout(env) {
  const rootDocker = env.has("Dockerfile");
  const required = ["openenv.yaml", "__init__.py", "client.py", "models.py", "README.md", "pyproject.toml"];
  const missing = required.filter((f) => !env.has(f) && !(f === "pyproject.toml" && env.status("structure/pyproject-present") === "fail"));
  if (!env.has("server/Dockerfile") && !rootDocker && env.isOff("docker/dockerfile-present")) missing.push("server/Dockerfile (or Dockerfile)");
  if (!rootDocker) {
    if (!env.hasDir("server")) missing.push("server/");
    for (const f of ["server/__init__.py", "server/app.py"]) if (!env.has(f) && !(f === "server/app.py" && env.status("structure/server-app-present") === "fail")) missing.push(f);
  }
  if (env.status("structure/pyproject-present") === "fail" && missing.length === 0) return env.pass("structure/push-layout", "The other files openenv push requires are present (pyproject.toml is structure/pyproject-present's).");
  if (missing.length)
    await env.failForWorkflow(
      "structure/push-layout",
      ["openenvPush"],
      `${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing; openenv validate may pass but openenv push will stop with "Invalid OpenEnv environment structure". Fix: add ${missing.map((f) => f === "models.py" ? "models.py (your Action/Observation classes, or a re-export of them)" : f).join(", ")}.`,
      { key: missing.join(",") }
    );
  else env.pass("structure/push-layout", "All files openenv push requires are present.");
}
function readmeFrontMatter(env) {
  return env.once("readme-front-matter", async () => {
    const text = await env.text("README.md");
    if (text === void 0) return { present: false };
    const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\s*(\r?\n|$)/.exec(text);
    if (!m) return { present: false, text };
    try {
      const data = await parseFrontMatter(m[1]);
      return isMapping(data) ? { present: true, data, text } : { present: true, error: "front matter is not a mapping", text };
    } catch (error) {
      return { present: true, error: error.message.split("\n")[0], text };
    }
  });
}
async function checkReadmeFrontMatter(env) {
  const id = "structure/readme-front-matter";
  const manifest = await readManifest(env);
  const declared = manifestPort(manifest.data);
  if ("unreadable" in declared) return env.skip(id, `skipped: ${declared.unreadable}`);
  const served = (await dockerServedPort(env, manifest.data?.port !== void 0 ? declared.port : void 0))?.port;
  const appPort = served === void 0 ? "" : `\`app_port: ${served}\``;
  if (!env.has("README.md"))
    return env.failForWorkflow(id, ["hub"], `README.md is missing, so a Hugging Face Space has no build settings. Fix: add README.md that starts with a front matter block (${["`sdk: docker`", appPort, "`tags: [openenv]`"].filter(Boolean).join(", ")} between two \`---\` lines).`, { key: "readme" });
  const fm = await readmeFrontMatter(env);
  if (!fm.present)
    return env.failForWorkflow(id, ["hub"], `README.md has no front matter, so a Hugging Face Space has no build settings. Fix: start README.md with a front matter block: \`sdk: docker\`${appPort ? `, ${appPort}` : ""} and \`tags: [openenv]\` between two \`---\` lines.`, { file: "README.md", line: 1, key: "missing" });
  if (!fm.data) return env.fail(id, `README.md front matter does not parse (${fm.error}). Fix: correct the YAML between the --- lines.`, { file: "README.md", line: 1, key: "parse" });
  const problems = [];
  const fixes = [];
  if (fm.data.sdk !== "docker") {
    problems.push(`sdk is ${JSON.stringify(fm.data.sdk ?? null)}, expected docker`);
    fixes.push("`sdk: docker`");
  }
  if (!Number.isInteger(fm.data.app_port)) {
    const routesTo7860 = fm.data.app_port === void 0;
    if (routesTo7860 ? served !== void 0 && served !== 7860 : true) {
      problems.push(`app_port is ${routesTo7860 ? `missing, so the Space routes to 7860, but the app serves ${served}` : JSON.stringify(fm.data.app_port)}`);
      fixes.push(served !== void 0 ? `\`app_port: ${served}\`` : "`app_port` (an integer: the port the app serves on)");
    }
  } else if (served !== void 0 && fm.data.app_port !== served && env.isOff("structure/ports-consistent")) {
    problems.push(`app_port ${String(fm.data.app_port)} differs from the port the app serves (${served})`);
    fixes.push(`\`app_port: ${served}\``);
  }
  const untagged = !Array.isArray(fm.data.tags) || !fm.data.tags.includes("openenv");
  if (untagged) {
    problems.push("tags does not include 'openenv', so Hub discovery will not list it");
    fixes.push("`tags: [openenv]`");
  }
  if (untagged && problems.length === 1 && !(await env.workflows()).openenvPush)
    return env.fail(id, "If you want the Hub to list this Space among OpenEnv environments: README.md front matter: tags does not include 'openenv'. Fix: set `tags: [openenv]` in README.md's front matter.", {
      file: "README.md",
      line: lineOf(fm.text ?? "", /^tags\s*:/) ?? 1,
      key: "fields",
      severity: "notice"
    });
  if (problems.length)
    await env.failForWorkflow(id, ["hub"], `README.md front matter: ${problems.join("; ")}. Fix: set ${fixes.join(", ")} in README.md's front matter.`, {
      file: "README.md",
      line: lineOf(fm.text ?? "", problems[0].startsWith("app_port") ? /^app_port\s*:/ : problems[0].startsWith("sdk") ? /^sdk\s*:/ : /^tags\s*:/) ?? 1,
      key: "fields"
    });
  else env.pass(id, "README.md front matter is complete.", { file: "README.md" });
}
function dockerPorts(env) {
  return env.once("docker-ports", async () => {
    const docker = await loadDocker(env);
    if (!docker.model || !docker.path) return void 0;
    return { path: docker.path, ...await dockerfilePorts(docker.model, (path) => env.text(path), env.options.dockerTarget) };
  });
}
async function dockerServedPort(env, claimed) {
  const ports = await dockerPorts(env);
  const first = ports && servedPortOf(ports, claimed);
  return first ? { port: first.port, where: `${ports.path} ${describePort(first)} (line ${first.line})` } : void 0;
}
async function servedPort(env) {
  const docker = await dockerServedPort(env);
  if (docker) return docker;
  const fm = await readmeFrontMatter(env);
  return fm.data && Number.isInteger(fm.data.app_port) ? { port: fm.data.app_port, where: `README.md app_port ${String(fm.data.app_port)}` } : void 0;
}
function manifestPort(data) {
  const raw = data?.port;
  if (raw === void 0) return { port: 8e3, source: "openenv.yaml has no port (default 8000)" };
  if (typeof raw === "number" && Number.isInteger(raw)) return { port: raw, source: `openenv.yaml says port: ${raw}` };
  return { unreadable: `openenv.yaml port ${JSON.stringify(raw)} is not an integer, so the ports cannot be compared (see structure/manifest-runtime-fields, or openenv-yaml/port-numeric-string when manifests runs)` };
}
async function checkPortsConsistent(env) {
  const id = "structure/ports-consistent";
  const manifest = await readManifest(env);
  const declared = manifestPort(manifest.data);
  if ("unreadable" in declared) return env.skip(id, `skipped: ${declared.unreadable}`);
  const explicit = manifest.data?.port !== void 0;
  const served = explicit ? void 0 : await servedPort(env);
  const port = served?.port ?? declared.port;
  const mismatches = [];
  const fm = await readmeFrontMatter(env);
  if (fm.data && Number.isInteger(fm.data.app_port) && fm.data.app_port !== port)
    mismatches.push({ msg: `README.md app_port is ${String(fm.data.app_port)}`, file: "README.md", line: lineOf(fm.text ?? "", /^app_port\s*:/) });
  const ports = await dockerPorts(env);
  if (ports)
    for (const p of portConflicts(port, ports)) mismatches.push({ msg: `${ports.path} ${describePort(p)} (line ${p.line})`, file: ports.path, line: p.line });
  const says = explicit ? `openenv.yaml says port: ${port}` : `${served?.where ?? "OpenEnv tools use 8000"}, and openenv.yaml declares no port`;
  if (mismatches.length)
    env.fail(id, `${mismatches.map((m) => m.msg).join("; ")} but ${says}. Fix: make them agree${!explicit ? " (and declare port: in openenv.yaml)" : ""}.`, {
      file: mismatches[0].file,
      line: mismatches[0].line,
      key: "ports"
    });
  else env.pass(id, `The app's port agrees everywhere it is declared (${port}${explicit ? "" : ", from what the repository serves"}).`);
}
async function checkOutputsDir(env) {
  if (env.hasDir("outputs")) env.pass("structure/outputs-dir", "outputs/ exists.");
  else env.fail("structure/outputs-dir", "outputs/ is absent. Fix: add outputs/.gitkeep if your environment writes trajectories.", { key: "outputs" });
}

// src/checks/validate/static/tools-tasks.ts
var PY_BUDGET = 2 * 1024 * 1024;
function pythonSources(env) {
  return env.once("python-sources", async () => {
    const toolsTasks = [];
    const reset = [];
    const decoded = /* @__PURE__ */ new Map();
    let total = 0;
    for (const file of env.files) {
      if (!file.endsWith(".py") || /^(tests|\.venv)\//.test(file) || /(^|\/)(\.venv|node_modules|__pycache__)\//.test(file)) continue;
      const size = await env.size(file) ?? 0;
      if (total + size > PY_BUDGET) break;
      const found = (await env.visit(file, MAX_TEXT_BYTES, textIfMentioned))?.value;
      if (found === void 0) continue;
      total += size;
      toolsTasks.push({ file, text: found.toolsTasks ? found.text : "" });
      reset.push({ file, text: found.reset ? found.text : "" });
      decoded.set(file, found.toolsTasks || found.reset ? found.text : found.imports);
    }
    return { toolsTasks, reset, decoded };
  });
}
function textIfMentioned(raw) {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (bytes.indexOf(0) !== -1) return void 0;
  const toolsTasks = TOOLS_TASKS_NEEDLES.some((n) => bytes.includes(n));
  const reset = bytes.includes(RESET_NEEDLE);
  const decode = toolsTasks || reset;
  return { text: decode ? decodeText(bytes).text : "", toolsTasks, reset, imports: decode ? "" : importLinesOf(bytes) };
}
var TOOLS_TASKS_NEEDLES = [".tool", "load_dataset", "snapshot_download", "hf_hub_download", "from_pretrained"].map((w) => Buffer.from(w));
var RESET_NEEDLE = Buffer.from("reset");
function balancedEnd(text, open, limit = 4e3) {
  let depth = 0;
  const stop = Math.min(text.length, open + limit);
  for (let i = open; i < stop; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") {
      depth--;
      if (depth === 0) return i + 1;
    } else if (c === '"' || c === "'") {
      const q = c;
      i++;
      while (i < text.length && text[i] !== q && text[i] !== "\n") i += text[i] === "\\" ? 2 : 1;
    }
  }
  return stop;
}
function reservedToolsInSource(file, text) {
  const out = [];
  const lineAtOffset = lineLocator(text);
  for (const m of lineStartMatches(text, ".tool", TOOL_DECORATOR_AT)) {
    let end = m.index + m[0].length;
    let args = "";
    if (text[end] === "(") {
      const close = balancedEnd(text, end);
      args = text.slice(end, close);
      end = close;
    }
    const named = /\bname\s*=\s*["']([^"']*)["']/.exec(args);
    if (named && RESERVED_TOOL_NAMES.includes(named[1])) {
      out.push({ file, line: lineAtOffset(m.index), name: named[1], decorator: `@${m[1]}` });
      continue;
    }
    if (named) continue;
    const after = text.slice(end, end + 4e3);
    const def = /^(?:[^\n]*\n)(?:[ \t]*@[^\n]*\n|[ \t]*#[^\n]*\n|[ \t]*\n)*[ \t]*(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)/.exec(after);
    if (def && RESERVED_TOOL_NAMES.includes(def[1])) {
      const defOffset = end + after.indexOf(`def ${def[1]}`, 0);
      out.push({ file, line: lineAtOffset(defOffset), name: def[1], decorator: `@${m[1]}` });
    }
  }
  return out;
}
function unpinnedHubCalls(file, text) {
  const out = [];
  const lineAtOffset = lineLocator(text);
  const re = /\b(load_dataset|snapshot_download|hf_hub_download|from_pretrained)\s*\(/g;
  let m;
  while (m = re.exec(text)) {
    const receiver = m[1] === "from_pretrained" ? /([A-Za-z_]\w{0,99})\.$/.exec(text.slice(Math.max(0, m.index - 101), m.index))?.[1] : void 0;
    if (m[1] === "from_pretrained" && receiver === void 0) continue;
    const lineStart = text.lastIndexOf("\n", m.index) + 1;
    const prefix = text.slice(Math.max(lineStart, m.index - 500), m.index);
    if (/^\s*(def|#|import|from)\b/.test(prefix) || prefix.includes("#")) continue;
    const open = m.index + m[0].length - 1;
    const span = text.slice(open, balancedEnd(text, open));
    if (m[1] === "from_pretrained" && /^\(\s*[rf]?["'](?:\.{0,2}\/|~)/.test(span)) continue;
    if (/\blocal_files_only\s*=\s*True\b/.test(span)) continue;
    const name = receiver !== void 0 ? `${receiver}.${m[1]}` : m[1];
    if (!/\brevision\s*=/.test(span)) out.push({ file, line: lineAtOffset(m.index), call: `${name}(${firstArgument(span)})` });
    if (out.length >= 50) break;
  }
  return out;
}
function firstArgument(span) {
  const m = /^\(\s*([rbfu]?"[^"\n]{0,80}"|[rbfu]?'[^'\n]{0,80}'|[A-Za-z_][\w.]{0,60})\s*([,)])/.exec(span);
  if (!m) return "\u2026";
  return m[2] === "," ? `${m[1]}, \u2026` : m[1];
}
var IMPORT_AT = /[ \t]*(?:from[ \t]+(\.*)((?:\w[\w.]*)?)[ \t]+import|import[ \t]+([\w.]+))/y;
var TOOL_DECORATOR_AT = /[ \t]*@([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*\.tool)\b/y;
var isLineBreak = (c) => c === 10 || c === 13 || c === 8232 || c === 8233;
function* importStatements(text) {
  yield* lineStartMatches(text, "import", IMPORT_AT);
}
function* lineStartMatches(text, word, sticky) {
  let lineStart = 0;
  let tried = -1;
  let scanned = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
    for (let k = at - 1; k >= scanned; k--)
      if (isLineBreak(text.charCodeAt(k))) {
        lineStart = k + 1;
        break;
      }
    scanned = at;
    if (lineStart === tried) continue;
    tried = lineStart;
    sticky.lastIndex = lineStart;
    const m = sticky.exec(text);
    if (m) yield m;
  }
}
function importLinesOf(raw) {
  const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (bytes.indexOf(0) !== -1) return "";
  const bodyStart = bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191 ? 3 : 0;
  let out = "";
  let lineEnd = -1;
  for (let at = bytes.indexOf(IMPORT_BYTES, bodyStart); at !== -1; at = bytes.indexOf(IMPORT_BYTES, Math.max(at + 1, lineEnd))) {
    if (at < lineEnd) continue;
    let start = at;
    while (start > bodyStart && bytes[start - 1] !== 10 && bytes[start - 1] !== 13) start--;
    lineEnd = at + IMPORT_BYTES.length;
    while (lineEnd < bytes.length && bytes[lineEnd] !== 10 && bytes[lineEnd] !== 13) lineEnd++;
    out += `${out ? "\n" : ""}${lineDecoder.decode(bytes.subarray(start, lineEnd))}`;
  }
  return out;
}
var IMPORT_BYTES = Buffer.from("import");
var lineDecoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
var OFFLINE_DIR = /^(?:[^/]+\/)*?(training|train|trainer|evaluation|evals?|scripts|notebooks|examples|benchmarks?|tests?|docs|analysis|baselines?|adversary|solver|agents?)\//i;
var OFFLINE_FILE = /(^|\/)(train|training|eval|evaluate|inference|baseline|demo|plot|analy[sz]e)[^/]*\.py$/i;
async function runtimeSources(env, sources, app, decoded) {
  const byModule = /* @__PURE__ */ new Map();
  for (const s of sources) {
    const module = s.file.replace(/\.py$/, "").replace(/\/__init__$/, "").replace(/\//g, ".");
    byModule.set(module, s);
  }
  const appModule = typeof app === "string" ? app.split(":")[0].trim() : "";
  const appDir = appModule.includes(".") ? appModule.split(".").slice(0, -1).join("/") : "";
  const serverDirs = ["server", appDir].filter(Boolean);
  const chosen = /* @__PURE__ */ new Map();
  for (const s of sources) if (serverDirs.some((d) => s.file.startsWith(`${d}/`)) && !OFFLINE_FILE.test(s.file) || s.file === `${appModule.replace(/\./g, "/")}.py`) chosen.set(s.file, s);
  let frontier = [...chosen.values()];
  for (let depth = 0; depth < 2 && frontier.length; depth++) {
    const next = [];
    for (const s of frontier) {
      const text = s.text || (decoded.get(s.file) ?? await env.text(s.file) ?? "");
      const follow = (module) => {
        const hit = module ? byModule.get(module) : void 0;
        if (hit && !chosen.has(hit.file) && !OFFLINE_DIR.test(hit.file) && !OFFLINE_FILE.test(hit.file)) {
          chosen.set(hit.file, hit);
          next.push(hit);
        }
      };
      for (const m of importStatements(text)) {
        const dotted = (m[2] || m[3] || "").replace(/^\./, "");
        if (m[1]) follow([s.file.split("/").slice(0, -m[1].length).join("."), dotted].filter(Boolean).join("."));
        follow(dotted);
        const first = dotted.indexOf(".");
        if (first === -1) continue;
        follow(dotted.slice(first + 1));
        follow(dotted.slice(0, dotted.lastIndexOf(".")));
      }
    }
    frontier = next;
  }
  return [...chosen.values()].filter((s) => !OFFLINE_DIR.test(s.file) || serverDirs.some((d) => s.file.startsWith(`${d}/`)));
}
async function checkToolsTasks(env) {
  const manifest = await readManifest(env);
  const data = manifest.data;
  const names = declaredToolNames(data);
  if (!names) env.skip("tools/declared-valid", "skipped: no tools: declaration (proposed field)");
  else {
    const problems = [];
    const reserved = names.filter((n) => RESERVED_TOOL_NAMES.includes(n));
    if (reserved.length) problems.push(`tools lists ${reserved.map((r) => `'${r}'`).join(", ")}, ${reserved.length > 1 ? "reserved OpenEnv names" : "a reserved OpenEnv name"} (the server refuses to build an MCP environment with them)`);
    const dup = names.filter((n, i) => names.indexOf(n) !== i);
    if (dup.length) problems.push(`tools lists ${[...new Set(dup)].join(", ")} more than once`);
    const bad = names.filter((n) => !/^[A-Za-z0-9_.-]{1,128}$/.test(n));
    if (bad.length) problems.push(`tool names ${bad.slice(0, 3).join(", ")} break the MCP name rule`);
    if (problems.length)
      env.fail("tools/declared-valid", `${problems.join("; ")}. Fix: rename the tool (e.g. get_board_state) and keep names unique.`, {
        file: "openenv.yaml",
        line: manifest.lineOf(["tools"]),
        key: [...reserved, ...dup, ...bad].join(",")
      });
    else env.pass("tools/declared-valid", `tools: ${names.join(", ")}.`, { file: "openenv.yaml" });
  }
  const python = await pythonSources(env);
  const sources = python.toolsTasks;
  const reservedHits = sources.flatMap((s) => reservedToolsInSource(s.file, s.text));
  if (reservedHits.length) {
    const h = reservedHits[0];
    env.fail(
      "tools/no-reserved-in-source",
      `${reservedHits.map((x) => `${x.file}:${x.line} registers MCP tool '${x.name}'`).slice(0, 3).join("; ")}; OpenEnv reserves reset/step/state/close for the simulation API, and MCPEnvironment raises when it builds such a tool. Fix: rename the function or pass name="take_${h.name}".`,
      { file: h.file, line: h.line, key: reservedHits.map((x) => `${x.file}:${x.name}`).join(",") }
    );
  } else env.pass("tools/no-reserved-in-source", `No reserved MCP tool names in ${sources.length} Python file${sources.length === 1 ? "" : "s"}.`);
  const tasks = proposedTasks(data);
  if (!tasks) {
    env.skip(
      "tasks/declared-valid",
      Array.isArray(data?.tasks) ? "skipped: tasks is a list of task records, not the proposed tasks: {count, \u2026} block" : data?.tasks !== void 0 ? "skipped: tasks is the author's own block, not the proposed tasks: {count, \u2026} block" : "skipped: no tasks: declaration (proposed field)"
    );
  } else {
    const problems = [];
    const count = tasks.count;
    if (!(Number.isInteger(count) && count >= 1)) problems.push(`tasks.count is ${JSON.stringify(count ?? null)}, expected an integer \u2265 1`);
    if (Array.isArray(tasks.ids)) {
      const ids = tasks.ids.map(String);
      const dup = ids.filter((x, i) => ids.indexOf(x) !== i);
      if (dup.length) problems.push(`tasks.ids repeats ${[...new Set(dup)].slice(0, 3).join(", ")}`);
      if (Number.isInteger(count) && ids.length !== count) problems.push(`tasks.count is ${String(count)} but tasks.ids lists ${ids.length}`);
    }
    if (Number.isInteger(tasks.sample) && Number.isInteger(count) && tasks.sample > count)
      problems.push(`tasks.sample ${String(tasks.sample)} exceeds tasks.count ${String(count)}`);
    if (problems.length)
      env.fail("tasks/declared-valid", `${problems.join("; ")}. Fix: make them match.`, { file: "openenv.yaml", line: manifest.lineOf(["tasks"]), key: "tasks" });
    else env.pass("tasks/declared-valid", `tasks.count ${String(count)}.`, { file: "openenv.yaml" });
  }
  {
    const problems = [];
    const source = tasks && typeof tasks.source === "object" && tasks.source !== null ? tasks.source : void 0;
    if (source) {
      if (source.dataset !== void 0 && !(typeof source.revision === "string" && /^[0-9a-f]{40}$/i.test(source.revision)))
        problems.push({ msg: `tasks.source.dataset ${String(source.dataset)} has no 40-hex revision`, file: "openenv.yaml", line: manifest.lineOf(["tasks", "source"]) });
      if (source.model !== void 0 && !(typeof source.model_revision === "string" && /^[0-9a-f]{40}$/i.test(source.model_revision)))
        problems.push({ msg: `tasks.source.model ${String(source.model)} has no 40-hex model_revision`, file: "openenv.yaml", line: manifest.lineOf(["tasks", "source"]) });
    }
    for (const s of await runtimeSources(env, sources, data?.app, python.decoded)) for (const c of unpinnedHubCalls(s.file, s.text)) problems.push({ msg: `${c.file}:${c.line} ${c.call} has no revision`, file: c.file, line: c.line });
    if (problems.length)
      env.fail("tasks/source-pinned", `${problems.slice(0, 3).map((p) => p.msg).join("; ")}, so the tasks or the model change whenever the Hub repository does and the environment is not reproducible. Fix: pass revision="<commit sha>".`, {
        file: problems[0].file,
        line: problems[0].line,
        key: problems.map((p) => p.file).join(",")
      });
    else env.pass("tasks/source-pinned", "Every dataset/model source is pinned (or none is used).");
  }
}
async function resetTakesSeed(env) {
  const sources = (await pythonSources(env)).reset;
  return sources.some((s) => /\bdef\s+reset\s*\(([^)]*)\)/.exec(s.text)?.[1]?.split(",").some((p) => /^\s*\*{0,2}seed\b/.test(p)) ?? false);
}

// src/checks/validate/static/credentials.ts
var ENV_TEMPLATE = /(^|\/)(\.env\.(example|sample|template|dist|defaults?)|example\.env|sample\.env|\.env\.[^/]*\.example)$/i;
var PRIVATE_KEY_FILE = /(^|\/)(id_(rsa|dsa|ecdsa|ed25519)|[^/]+\.pem|[^/]+\.key)$/;
var CONFIG_FILE = /\.(json|ya?ml|toml|ini|cfg|conf|env)$|(^|\/)\.env(\.[^/]+)?$|(^|\/)\.(netrc|pypirc|npmrc)$/i;
var SCAN_BYTES = 64 * 1024;
var MAX_SCANNED = 400;
async function credentialIn(env, file) {
  const name = file.split("/").pop();
  const size = await env.size(file) ?? 0;
  if (size === 0 || size > SCAN_BYTES) return void 0;
  const text = await env.text(file);
  if (text === void 0) return void 0;
  if (name === "kaggle.json" && /"key"\s*:\s*"[0-9a-f]{32}"/.test(text)) return { file, why: "a Kaggle API key" };
  if (PRIVATE_KEY_FILE.test(file) && /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) return { file, why: "a private key" };
  if (/(^|\/)(credentials|service[-_]?account[^/]*|client_secrets?)\.json$/i.test(file) && /"(private_key|client_secret|refresh_token)"\s*:\s*"[^"]{8,}"/.test(text))
    return { file, why: "a service-account or OAuth secret" };
  if (/(^|\/)\.env(\.[^/]+)?$/.test(file) && !ENV_TEMPLATE.test(file)) {
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*["']?([^"'#\s]*)/.exec(lines[i]);
      if (m && m[2] && secretVariable(m[1].toUpperCase(), m[2])) return { file, line: i + 1, why: `${m[1]} (a secret set in a committed .env file)` };
    }
    return void 0;
  }
  if (ENV_TEMPLATE.test(file)) return void 0;
  const token = tokenIn(text);
  return token ? { file, line: token.line, why: token.label } : void 0;
}
async function checkCredentials(env) {
  const id = "security/no-credentials-in-context";
  const docker = await loadDocker(env);
  const candidates = env.files.filter((f) => (CONFIG_FILE.test(f) || PRIVATE_KEY_FILE.test(f) || f.endsWith("kaggle.json")) && !/(^|\/)(node_modules|\.venv|venv)\//.test(f) && !docker.ignore.excludes(f)).slice(0, MAX_SCANNED);
  const found = [];
  for (const f of candidates) {
    const c = await credentialIn(env, f);
    if (c) found.push(c);
  }
  if (found.length === 0) return env.pass(id, "No credential file or token-shaped config value in the build context.");
  const reach = docker.model ? contextReachesFinal(docker.model, env.options.dockerTarget) : { reaches: false };
  const listed = found.slice(0, 3).map((c) => `${c.file}${c.line ? `:${c.line}` : ""} holds ${c.why}`).join("; ");
  const files = [...new Set(found.map((c) => c.file))];
  env.fail(
    id,
    `${listed}${found.length > 3 ? `, and ${found.length - 3} more` : ""}: anyone who can read the repository${reach.reaches ? ` or pull the image (it is copied in through ${reach.via})` : ""} has the credential. Fix: revoke it, remove ${files.join(", ")} from the repository (git rm --cached), list ${files.length === 1 ? "it" : "them"} in .gitignore and .dockerignore, and pass the value as a secret at run time.`,
    { file: found[0].file, line: found[0].line, key: files.join(",") }
  );
}
function vendoredFolders(files) {
  const out = /* @__PURE__ */ new Set();
  for (const f of files) {
    const node = /^(.*?(?:^|\/)node_modules)\//.exec(f);
    if (node) out.add(node[1]);
    else if (f === "pyvenv.cfg" || f.endsWith("/pyvenv.cfg")) out.add(f.slice(0, -"/pyvenv.cfg".length) || ".");
  }
  return [...out].filter((d) => ![...out].some((o) => o !== d && d.startsWith(`${o}/`))).sort();
}
async function checkVendoredEnvs(env) {
  const id = "docker/no-vendored-env-in-image";
  const docker = await loadDocker(env);
  if (!docker.model) return env.skip(id, "skipped: no usable Dockerfile (docker/dockerfile-present failed)");
  const reach = contextReachesFinal(docker.model, env.options.dockerTarget);
  const shipped = vendoredFolders(env.files).filter((d) => d !== "." && !docker.ignore.excludes(`${d}/x`));
  if (!reach.reaches || shipped.length === 0)
    return env.pass(id, reach.reaches ? "No committed virtualenv or node_modules in the build context." : "The build context does not reach the final image.", { file: docker.path });
  const count = env.files.filter((f) => shipped.some((d) => f.startsWith(`${d}/`))).length;
  env.fail(
    id,
    `${shipped.map((d) => `${d}/`).join(", ")} (${count} files, built for another machine) reach${shipped.length === 1 ? "es" : ""} the final image through ${reach.via}: the image ships them, and a virtualenv's interpreter paths point at the machine that made it. Fix: add ${shipped.map((d) => `${d}/`).join(", ")} to .dockerignore (and .gitignore), and install dependencies in the image.`,
    { file: docker.path, line: reach.line, key: shipped.join(",") }
  );
}

// src/checks/validate/static/build-inputs.ts
import { posix } from "node:path";
var ID = "docker/build-inputs-present";
function unreadable(path) {
  return /[*?[\]$]|^<</.test(path) || /^[a-z][a-z0-9+.-]*:\/\//i.test(path) || path.startsWith("git@");
}
function repositoryHas(files, path) {
  const prefix = `${path}/`;
  return files.some((f) => f === path || f.startsWith(prefix));
}
function isUnder(path, dir) {
  return dir === "/" || path === dir || path.startsWith(`${dir}/`);
}
async function checkBuildInputs(env) {
  const docker = await loadDocker(env);
  if (!docker.model || !docker.path || docker.model.stages.length === 0) return env.skip(ID, "skipped: no usable Dockerfile (docker/dockerfile-present failed)");
  const model = docker.model;
  const file = docker.path;
  const inServer = file.startsWith("server/");
  const missing = [];
  const seen = /* @__PURE__ */ new Set();
  const inContext = (path) => env.has(path) && !docker.ignore.excludes(path) || env.hasDir(path);
  const excluded = (path) => env.has(path) && docker.ignore.excludes(path);
  for (const stage of contributingStages(model, env.options.dockerTarget)) {
    const contextDirs = [];
    const copiedFiles = /* @__PURE__ */ new Set();
    const opaqueDirs = [];
    let earlierRuns = "";
    const visit = (ins, workdir) => {
      if (ins.keyword === "COPY" || ins.keyword === "ADD") {
        const ops = copyOperands(ins);
        if (!ops) return;
        const dest = resolveIn(workdir, ops.dest);
        if (ins.flags.from) {
          opaqueDirs.push(dest);
          return;
        }
        if (isWholeContextCopy(ins)) contextDirs.push({ dir: dest, line: ins.line, copy: `${ins.keyword} ${ops.sources.join(" ")} ${ops.dest}` });
        for (const raw of ops.sources) {
          const src = posix.normalize(raw).replace(/\/+$/, "").replace(/^\/+/, "");
          if (src === "" || src === "." || unreadable(raw) || src.startsWith("..")) continue;
          const intoDir = ops.sources.length > 1 || ops.dest.endsWith("/") || ops.dest === ".";
          if (env.hasDir(src)) opaqueDirs.push(dest);
          else copiedFiles.add(intoDir ? posix.join(dest, posix.basename(src)) : dest);
          if (seen.has(`${ins.line}:${src}`) || inContext(src)) continue;
          if (inServer && (env.has(`server/${src}`) || env.hasDir(`server/${src}`))) continue;
          if (env.root !== "" && repositoryHas(env.allFiles, src)) continue;
          seen.add(`${ins.line}:${src}`);
          missing.push({
            line: ins.line,
            file: src,
            what: excluded(src) ? `line ${ins.line} copies ${src}, which ${docker.ignoreFile} keeps out of the build context` : `line ${ins.line} copies ${src}, which is not in the build context`
          });
        }
        return;
      }
      if (ins.keyword !== "RUN") return;
      if (!seen.has(`${ins.line}`) && !/type=bind/.test(ins.flags.mount ?? "")) {
        let dir = workdir;
        for (const words of runCommands(ins)) {
          if (words[0] === "cd") {
            dir = dir && words[1] && !unreadable(words[1]) ? resolveIn(dir, words[1]) : void 0;
            continue;
          }
          const pip = pipInstall(words);
          const sync = words[0] === "uv" && words[1] === "pip" && words[2] === "sync" ? words.slice(3).filter((w) => !w.startsWith("-")) : [];
          const files2 = [...pip?.requirementFiles ?? [], ...sync];
          if (!dir) break;
          for (const req of files2) {
            if (unreadable(req)) continue;
            const at = resolveIn(dir, req);
            if (copiedFiles.has(at) || opaqueDirs.some((d) => isUnder(at, d)) || earlierRuns.includes(posix.basename(at))) continue;
            const from = contextDirs.filter((c) => isUnder(at, c.dir));
            if (from.length === 0) continue;
            const rel = posix.relative(from[0].dir, at);
            if (from.some((c) => inContext(posix.relative(c.dir, at)))) continue;
            seen.add(`${ins.line}`);
            missing.push({
              line: ins.line,
              file: rel,
              what: excluded(rel) ? `line ${ins.line} installs from ${req}, which ${docker.ignoreFile} keeps out of the build context ${from[0].copy} (line ${from[0].line}) copied` : `line ${ins.line} installs from ${req}, but the build context ${from[0].copy} (line ${from[0].line}) copied has no ${rel}`
            });
            break;
          }
        }
      }
      earlierRuns += `
${ins.args}`;
    };
    for (const s of baseChain(model, stage).reverse()) walkStage(model, s, visit);
  }
  if (missing.length === 0) return env.pass(ID, "Every file the Dockerfile copies or installs from is in the build context.", { file });
  const files = [...new Set(missing.map((m) => m.file))];
  env.fail(
    ID,
    `${file} ${missing.slice(0, 3).map((m) => m.what).join("; ")}${missing.length > 3 ? `, and ${missing.length - 3} more` : ""}, so the image does not build. Fix: commit ${files.join(", ")} (or take ${files.length === 1 ? "it" : "them"} out of .dockerignore), or change the Dockerfile to the files the repository has${missing.some((m) => /installs from/.test(m.what)) && env.has("pyproject.toml") ? " (pyproject.toml: pip install .)" : ""}.`,
    { file, line: missing[0].line, key: files.join(",") }
  );
}

// src/checks/validate/static/run.ts
var STATIC_IDS = CRITERIA.filter((c) => c.phase === "static").map((c) => c.id);
function discoverEnvRoots(files, paths) {
  const manifestDirs = files.filter((f) => f === "openenv.yaml" || f.endsWith("/openenv.yaml")).map((f) => f.slice(0, -"openenv.yaml".length).replace(/\/$/, ""));
  const out = /* @__PURE__ */ new Set();
  const normalized = (paths.length ? paths : [""]).map((p) => p.replace(/\\/g, "/").replace(/^\.(\/|$)/, "").replace(/\/+$/, ""));
  for (const p of normalized) {
    if (/[*?[\]{}]/.test(p)) {
      const isMatch = (0, import_picomatch.default)(p, { dot: true });
      const matched = manifestDirs.filter((d) => isMatch(d));
      if (matched.length === 0) out.add(p);
      for (const d of matched) out.add(d);
      continue;
    }
    if (manifestDirs.includes(p)) {
      out.add(p);
      for (const d of manifestDirs) if (d !== p && (p === "" || d.startsWith(`${p}/`)) && nestedEnvironment(d, files)) out.add(d);
      continue;
    }
    const below = manifestDirs.filter((d) => p === "" || d.startsWith(`${p}/`)).sort();
    const outer = below.filter((d) => !below.some((o) => o !== d && (o === "" || d.startsWith(`${o}/`))) || nestedEnvironment(d, files));
    if (outer.length === 0 && paths.length) out.add(p);
    for (const d of outer) out.add(d);
  }
  return [...out].sort();
}
async function packagingProject(env) {
  if (env.root === "" || env.has("pyproject.toml")) return void 0;
  const parts = env.root.split("/");
  for (let up = parts.length - 1; up >= 0; up--) {
    const base = parts.slice(0, up).join("/");
    const path = base ? `${base}/pyproject.toml` : "pyproject.toml";
    if (!env.allFiles.includes(path)) continue;
    const bytes = await env.view.readFile(path);
    const text = bytes ? new TextDecoder().decode(bytes.subarray(0, 256 * 1024)) : "";
    const top = parts[up];
    const declared = [];
    for (const m of text.matchAll(/^[ \t]*(?:include|packages)[ \t]*=[ \t]*\[([^\]]{0,8192})\]/gm)) for (const q of m[1].matchAll(/["']([^"']+)["']/g)) declared.push(q[1]);
    if (declared.some((pattern) => (0, import_picomatch.default)(pattern.replace(/\./g, "/"))(top) || pattern.split(/[./]/)[0] === top)) return path;
    return void 0;
  }
  return void 0;
}
var NOT_AN_ENVIRONMENT_SEGMENT = /^(tests?|fixtures?|__fixtures__|testdata|test_data|templates?|examples?|docs?|\.[^/]*)$/i;
var fileSets = /* @__PURE__ */ new WeakMap();
function nestedEnvironment(dir, files) {
  if (dir.split("/").some((segment) => NOT_AN_ENVIRONMENT_SEGMENT.test(segment))) return false;
  let set = fileSets.get(files);
  if (!set) fileSets.set(files, set = new Set(files));
  return ["server/app.py", "Dockerfile", "server/Dockerfile", "pyproject.toml"].some((f) => set.has(`${dir}/${f}`));
}
async function runStaticValidation(view, envRoots, options = {}) {
  const results = [];
  await forEachStaticResult(view, envRoots, options, (result) => {
    results.push(result);
  });
  return { findings: results.flatMap((r) => findingsOf(r.context)), environments: results.map((r) => r.report), results };
}
var STREAM_BATCH = 128;
async function forEachStaticResult(view, envRoots, options, onResult) {
  const allFiles = options.files ?? await view.listFiles();
  const mode = options.pythonAst ?? "auto";
  const owned = mode === "off" || options.pythonEngine ? void 0 : python3AstEngine(void 0, void 0, options.onProblem);
  const engine = mode === "off" ? void 0 : options.pythonEngine ?? owned;
  try {
    for (let start = 0; start < envRoots.length; start += STREAM_BATCH) {
      const contexts = envRoots.slice(start, start + STREAM_BATCH).map((root) => new EnvContext(view, root, allFiles, options));
      const verdicts = await guardVerdicts(contexts, engine, mode);
      const guardsRecorded = [];
      let next = 0;
      const worker = async () => {
        while (next < contexts.length) {
          const i = next++;
          const env = contexts[i];
          options.onProgress?.(`validate: static checks for ${env.root || "."} (${start + i + 1}/${envRoots.length})`);
          const pending = await runOne(env);
          env.release();
          if (pending) guardsRecorded.push(verdicts.of(i).then((verdict) => recordGuard(env, pending, verdict)));
        }
      };
      await Promise.all(Array.from({ length: Math.min(4, contexts.length) }, worker));
      await Promise.all(guardsRecorded);
      for (let i = 0; i < contexts.length; i++) await onResult({ report: toReport(contexts[i]), context: contexts[i] }, start + i);
    }
  } finally {
    owned?.close();
  }
}
var STEPS = [
  ["manifest", (env) => checkManifestFields(env)],
  ["extensions", (env) => checkManifestExtensions(env)],
  ["pyproject", (env) => checkPyprojectStructure(env)],
  ["server-app", (env) => checkServerApp(env)],
  ["push-layout", (env) => checkPushLayout(env)],
  ["readme", (env) => checkReadmeFrontMatter(env)],
  ["ports", (env) => checkPortsConsistent(env)],
  ["outputs", (env) => checkOutputsDir(env)],
  ["deps", (env) => checkDeps(env)],
  ["docker", (env) => checkDocker(env)],
  ["docker", (env) => checkBuildInputs(env)],
  ["resources", (env) => checkDeclaredResources(env)],
  ["files", (env) => checkContextFiles(env)],
  ["tools-tasks", (env) => checkToolsTasks(env)],
  ["credentials", (env) => checkCredentials(env)],
  ["vendored", (env) => checkVendoredEnvs(env)]
];
var GUARD_ID = "structure/server-main-guard";
async function runOne(env) {
  if (!await checkManifestPresence(env)) {
    for (const id of STATIC_IDS) if (!env.results.has(id)) env.skip(id, "skipped: no openenv.yaml (structure/manifest-present failed)");
    return void 0;
  }
  let pending;
  for (const [name, step] of STEPS) {
    try {
      const result = await step(env);
      if (result) pending = result;
    } catch (error) {
      recordCrash(env, name, error);
    }
  }
  for (const id of STATIC_IDS) if (!env.results.has(id) && !(pending && id === GUARD_ID)) env.skip(id, "skipped: not evaluated");
  await foldRootCauses(env);
  return pending;
}
function recordGuard(env, pending, verdict) {
  try {
    recordServerMainGuard(env, pending, verdict);
  } catch (error) {
    recordCrash(env, "server-app", error, GUARD_ID);
  }
  if (!env.results.has(GUARD_ID)) env.skip(GUARD_ID, "skipped: not evaluated");
}
function recordCrash(env, name, error, open = STATIC_IDS.find((id) => !env.results.has(id) && familyOf(id) === name)) {
  env.fail(open ?? "structure/manifest-valid", `internal error in the ${name} checks: ${error.message}. This is a bug in openenv-ci; please report it.`, {
    severity: "error",
    key: `internal:${name}`
  });
}
async function foldRootCauses(env) {
  const pyproject = env.results.get("structure/pyproject-present");
  if (pyproject?.status !== "fail" || env.isOff("structure/pyproject-present")) return;
  const packagedBy = await packagingProject(env);
  if (packagedBy !== void 0) {
    const folded = ["deps/lockfile-present", "structure/server-app-present", "structure/push-layout", "structure/readme-front-matter", "docker/dockerfile-present", "deps/openenv-runtime"];
    for (const id of folded) if (env.status(id) === "fail") env.folded.add(id);
    pyproject.severity = "notice";
    pyproject.message = `${env.root}/openenv.yaml is a packaged manifest: ${packagedBy} packages ${env.root.split("/")[0]}, so AutoEnv reads the manifest from the installed package and the project files (pyproject.toml, uv.lock, the server, the Dockerfile) are that project's. openenv validate ${env.root} still fails the folder for them; nothing to fix unless you deploy this folder on its own (then add them here: the openenv init template has all of them).`;
    return;
  }
  const also = [
    { id: "deps/lockfile-present", file: "uv.lock", fix: "run 'uv lock' and commit uv.lock" },
    { id: "structure/server-app-present", file: "server/app.py", fix: "add server/app.py that builds the app with create_app(...) and defines main()" }
  ].filter((x) => env.status(x.id) === "fail" && !env.isOff(x.id));
  if (also.length === 0) return;
  for (const x of also) env.folded.add(x.id);
  pyproject.message = `pyproject.toml, ${also.map((x) => x.file).join(" and ")} are missing, so openenv validate fails this folder. Fix: add a pyproject.toml with [project] and [project.scripts] server = "<pkg>.server.app:main", ${also.map((x) => x.fix).join(", and ")} (the openenv init template has all of them).`;
}
function familyOf(id) {
  return id.split("/")[0];
}
async function guardVerdicts(contexts, engine, mode) {
  const sources = await Promise.all(contexts.map((env) => env.has("server/app.py") ? env.text("server/app.py") : Promise.resolve(void 0)));
  const present = sources.map((s, i) => ({ s, i })).filter((x) => x.s !== void 0);
  const answered = (async () => {
    const out = sources.map(() => void 0);
    const python = engine && present.length ? await engine.check(present.map((p) => p.s)).catch(() => void 0) : void 0;
    present.forEach((p, k) => {
      out[p.i] = python?.[k] ?? tokenizerGuardVerdict(p.s);
    });
    if (mode === "on" && present.length && !python)
      for (const p of present) contexts[p.i].memo.set("python-unavailable", true);
    return out;
  })();
  return { of: (i) => answered.then((out) => out[i]) };
}
function toReport(env) {
  const criteria = [];
  for (const id of STATIC_IDS) {
    const r = env.results.get(id);
    if (r) criteria.push(publicRecord(r, env));
  }
  return {
    path: env.root === "" ? "." : env.root,
    openenv_validate_equivalent: LOCAL_PARITY_IDS.every((id) => env.status(id) === "pass"),
    criteria
  };
}
function publicRecord(r, env) {
  const out = { id: r.id, status: r.status, severity: r.severity, message: r.notes?.length ? `${r.message} Note: ${r.notes.join(" ")}` : r.message };
  if (r.evidence !== void 0) out.evidence = r.evidence;
  if (r.file !== void 0) out.file = env.repoPath(r.file);
  if (r.line !== void 0) out.line = r.line;
  if (r.column !== void 0) out.column = r.column;
  if (r.id === "structure/server-main-guard" && env.memo.get("python-unavailable"))
    out.message += " Note: python-ast is on but python3 could not be run; the tokenizer engine decided.";
  return out;
}
function environmentFile(env) {
  return env.has("openenv.yaml") ? env.repoPath("openenv.yaml") : env.root;
}
function staticFindingFile(env) {
  return env.root;
}
function findingsOf(env) {
  const out = [];
  const fallbackFile = staticFindingFile(env);
  for (const id of STATIC_IDS) {
    const r = env.results.get(id);
    if (!r || r.status !== "fail" || env.folded.has(id)) continue;
    const file = r.file !== void 0 ? env.repoPath(r.file) : fallbackFile;
    const f = {
      rule: id,
      severity: r.severity,
      file,
      message: r.notes?.length ? `${r.message} Note: ${r.notes.join(" ")}` : r.message,
      fingerprint: fingerprint(id, file, r.key ?? id)
    };
    if (r.line !== void 0) f.line = r.line;
    if (r.column !== void 0) f.column = r.column;
    out.push(f);
  }
  return out;
}

export {
  readManifest,
  resetTakesSeed,
  discoverEnvRoots,
  runStaticValidation,
  forEachStaticResult,
  environmentFile,
  staticFindingFile,
  findingsOf
};
