import {
  WsSession,
  excerpt,
  httpRequest,
  isObject,
  require__
} from "./chunk-FURUC7GW.js";
import {
  redactSecrets
} from "./chunk-KYFDEB4R.js";
import {
  TREE_MARKER,
  killGroup,
  killTree,
  namespacePrefix,
  newTreeMarker,
  startProcess,
  stopMessage
} from "./chunk-ZKRAT4SF.js";
import {
  shellCommands
} from "./chunk-L6AJ3QIO.js";
import "./chunk-L4EESXOX.js";
import {
  CRITERIA,
  RUNTIME_IDS,
  RUNTIME_PARITY_IDS
} from "./chunk-BFZOZURU.js";
import {
  PYTHON_TOOLCHAIN,
  childEnvironment
} from "./chunk-JRTPWSBC.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/checks/validate/probe/run.ts
var import__ = __toESM(require__(), 1);
import { randomBytes } from "node:crypto";

// src/checks/validate/probe/server.ts
import { createServer } from "node:net";
var LOG_LINES = 200;
var LOG_LINE_CHARACTERS = 4e3;
var ServerProcess = class _ServerProcess {
  constructor(started, port, deadlineMs, marker) {
    this.started = started;
    this.port = port;
    this.marker = marker;
    const capture = (chunk) => this.capture(chunk.toString("utf8"));
    started.child.stdout?.on("data", capture);
    started.child.stderr?.on("data", capture);
    this.exited = started.exited.then(({ code, signal, error }) => {
      if (error) this.capture(`failed to start: ${error.message}
`);
      if (started.stopped === "deadline") this.capture(`
openenv-ci: ${stopMessage("the server", "deadline", deadlineMs)}
`);
      this.exitInfo = { code, signal };
      return this.exitInfo;
    });
  }
  started;
  port;
  marker;
  lines = [];
  partial = "";
  /** Characters of the unfinished line dropped past LOG_LINE_CHARACTERS. */
  partialCut = 0;
  exited;
  exitInfo;
  static start(spec) {
    const marker = newTreeMarker();
    const namespace = namespacePrefix();
    const [command, ...prefix] = namespace ?? [];
    const started = startProcess(command ?? "bash", [...prefix, ...namespace ? ["bash"] : [], "-c", spec.command], {
      label: "the server",
      cwd: spec.cwd,
      deadlineMs: spec.deadlineMs,
      env: childEnvironment({
        inherit: PYTHON_TOOLCHAIN,
        checkoutPath: true,
        set: { PYTHONUNBUFFERED: "1", ...spec.env, PORT: String(spec.port), HOST: "127.0.0.1", OPENENV_PROBE: "1", [TREE_MARKER]: marker }
      }),
      treeMarker: marker
    });
    return new _ServerProcess(started, spec.port, spec.deadlineMs, marker);
  }
  get child() {
    return this.started.child;
  }
  /**
   * Keeps the last LOG_LINES lines, each cut to LOG_LINE_CHARACTERS: a server that prints 1 GB without a
   * newline costs 4,000 characters, not 1 GB (the unfinished line was unbounded).
   */
  capture(text) {
    let from = 0;
    for (; ; ) {
      const newline = text.indexOf("\n", from);
      const piece = text.slice(from, newline === -1 ? text.length : newline);
      const room = LOG_LINE_CHARACTERS - this.partial.length;
      if (piece.length <= room) this.partial += piece;
      else {
        this.partial += piece.slice(0, Math.max(0, room));
        this.partialCut += piece.length - Math.max(0, room);
      }
      if (newline === -1) return;
      this.pushLine();
      from = newline + 1;
    }
  }
  pushLine() {
    const line = this.partial.endsWith("\r") ? this.partial.slice(0, -1) : this.partial;
    this.lines.push(this.partialCut ? `${line}\u2026 (${this.partialCut} more characters cut)` : line);
    if (this.lines.length > LOG_LINES) this.lines.shift();
    this.partial = "";
    this.partialCut = 0;
  }
  /** The last `n` lines of the server's output, secrets redacted (it reaches the summary and the comment). */
  tail(n = 20) {
    const unfinished = this.partialCut ? `${this.partial}\u2026 (${this.partialCut} more characters cut)` : this.partial;
    const all = unfinished ? [...this.lines, unfinished] : this.lines;
    return redactSecrets(all.slice(-n).join("\n"));
  }
  /** Our end of the server's pipes: a process still holding them must not keep the step alive. */
  closePipes() {
    for (const stream of [this.child.stdout, this.child.stderr]) stream?.destroy();
  }
  get running() {
    return this.exitInfo === void 0;
  }
  /** SIGTERM to the process group, SIGKILL after `graceMs`; resolves once the child has exited. */
  async stop(graceMs = 1e4) {
    const pid = this.child.pid;
    if (this.exitInfo || pid === void 0) {
      if (pid !== void 0) {
        killGroup(pid, "SIGKILL");
        killTree(pid, this.marker);
        await groupGone(pid, 2500);
      }
      this.closePipes();
      return this.exitInfo ?? { code: null, signal: null };
    }
    killGroup(pid, "SIGTERM");
    const timer = new Promise((r) => setTimeout(() => r("timeout"), graceMs).unref());
    if (await Promise.race([this.exited, timer]) === "timeout") killGroup(pid, "SIGKILL");
    const info = await this.exited;
    killGroup(pid, "SIGKILL");
    killTree(pid, this.marker);
    await groupGone(pid, Math.min(graceMs, 2e3) + 500);
    this.closePipes();
    return info;
  }
};
async function groupGone(pid, capMs) {
  const until = Date.now() + capMs;
  while (Date.now() < until) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
async function waitHealthy(baseUrl, options) {
  const started = Date.now();
  let lastAnswer;
  while (Date.now() - started < options.timeoutMs) {
    if (options.signal?.aborted) return { ready: false, ms: Date.now() - started, reason: "cancelled", lastAnswer };
    if (options.server && !options.server.running) {
      const e = options.server.exitInfo;
      return { ready: false, ms: Date.now() - started, reason: `exited with ${e.signal ? `signal ${e.signal}` : `code ${e.code}`}`, lastAnswer };
    }
    const res = await httpRequest(baseUrl, "GET", "/health", { timeoutMs: 2e3, signal: options.signal });
    if (res.status === 200 && isObject(res.body?.value) && res.body.value.status === "healthy") return { ready: true, ms: Date.now() - started };
    lastAnswer = res.error ?? `${res.status} ${(res.text ?? "").slice(0, 80)}`;
    const wait = options.intervalMs ?? 500;
    await new Promise((r) => {
      const t = setTimeout(r, wait);
      options.server?.exited.then(() => {
        clearTimeout(t);
        r();
      });
    });
  }
  return { ready: false, ms: Date.now() - started, reason: `not healthy within ${Math.round(options.timeoutMs / 1e3)} s`, lastAnswer };
}
function normalizeServerUrl(url) {
  let u = url.trim();
  if (!/^https?:\/\//i.test(u)) u = `http://${u}`;
  return u.replace(/\/+$/, "");
}

// src/checks/validate/probe/synth.ts
var NONE = /* @__PURE__ */ Symbol("none");
function resolveRef(schema, root) {
  let s = schema;
  for (let i = 0; i < 20 && typeof s.$ref === "string"; i++) {
    const m = /^#\/(\$defs|definitions)\/(.+)$/.exec(s.$ref);
    const target = m ? root[m[1]]?.[decodeURIComponent(m[2])] : void 0;
    if (!isObject(target)) return {};
    s = target;
  }
  return s;
}
function synth(schemaIn, root, depth) {
  if (depth > 10 || !isObject(schemaIn)) return NONE;
  const schema = resolveRef(schemaIn, root);
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ("default" in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  for (const key of ["anyOf", "oneOf"]) {
    if (Array.isArray(schema[key])) {
      for (const branch of schema[key]) {
        if (isObject(branch) && branch.type === "null") continue;
        const v = synth(branch, root, depth + 1);
        if (v !== NONE) return v;
      }
      return NONE;
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out = {};
      const props = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required : [];
      for (const [name, prop] of Object.entries(props)) {
        const hasConst = isObject(prop) && "const" in prop;
        if (!required.includes(name) && !hasConst) continue;
        const v = synth(prop, root, depth + 1);
        if (v === NONE) return NONE;
        out[name] = v;
      }
      return out;
    }
    case "string":
      if (schema.pattern !== void 0 || schema.format !== void 0) return NONE;
      return "a".repeat(typeof schema.minLength === "number" ? schema.minLength : 0);
    case "integer":
    case "number":
      if (typeof schema.minimum === "number") return schema.minimum;
      if (typeof schema.exclusiveMinimum === "number") return schema.exclusiveMinimum + 1;
      return 0;
    case "boolean":
      return false;
    case "array": {
      const n = typeof schema.minItems === "number" ? schema.minItems : 0;
      const items = [];
      for (let i = 0; i < n; i++) {
        const v = synth(schema.items, root, depth + 1);
        if (v === NONE) return NONE;
        items.push(v);
      }
      return items;
    }
    case "null":
      return null;
    default:
      return NONE;
  }
}
function synthesize(schema, root) {
  const r = root ?? (isObject(schema) ? schema : {});
  const v = synth(schema, r, 0);
  return v === NONE ? void 0 : v;
}

// src/checks/validate/probe/compare.ts
function unescapePointer(token) {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}
function removePointer(value, pointer) {
  const tokens = pointer.split("/").slice(1).map(unescapePointer);
  if (tokens.length === 0) return;
  let cur = value;
  for (let i = 0; i < tokens.length - 1; i++) {
    if (Array.isArray(cur)) cur = cur[Number(tokens[i])];
    else if (isObject(cur)) cur = cur[tokens[i]];
    else return;
  }
  const last = tokens[tokens.length - 1];
  if (Array.isArray(cur)) cur.splice(Number(last), 1);
  else if (isObject(cur)) delete cur[last];
}
function stripVolatile(t, pointers) {
  const copy = JSON.parse(JSON.stringify(t));
  for (const p of pointers) removePointer(copy.observation, p);
  return copy;
}
function firstDifference(a, b, tolerance = 0, path = "") {
  if (typeof a === "number" && typeof b === "number") return Math.abs(a - b) <= tolerance || a === b ? void 0 : { pointer: path || "/", a, b };
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return { pointer: path || "/", a: `array of ${a.length}`, b: `array of ${b.length}` };
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], tolerance, `${path}/${i}`);
      if (d) return d;
    }
    return void 0;
  }
  if (isObject(a) && isObject(b)) {
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) {
      const d = firstDifference(a[k], b[k], tolerance, `${path}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`);
      if (d) return d;
    }
    return void 0;
  }
  return a === b ? void 0 : { pointer: path || "/", a, b };
}

// src/checks/validate/probe/run.ts
var RESERVED = ["reset", "step", "state", "close"];
var DEFAULT_LEAK_KEYS = ["answer", "solution", "referencesolution", "groundtruth", "gold", "goldanswer", "expectedanswer", "expectedoutput"];
var DEFAULT_TIMEOUTS = {
  startupMs: 12e4,
  requestMs: 5e3,
  wsConnectMs: 1e4,
  stepMs: 3e4,
  slowCallMs: 5e3,
  probeBudgetMs: 12e4,
  shutdownGraceMs: 1e4
};
var FIX = {
  "runtime/server-starts": "run 'uv sync --frozen' before this step, or set server-command",
  "runtime/openapi": "serve the app built by create_app()/create_fastapi_app(); do not disable openapi_url",
  "runtime/health": "keep the built-in /health route of create_app()",
  "runtime/metadata": "fix get_metadata() in your Environment (and the constructor)",
  "runtime/schema": "make the Action/Observation classes pydantic models whose schemas resolve",
  "runtime/mcp-endpoint": "OpenEnv registers /mcp automatically; do not strip it from a custom app",
  "runtime/mode-consistency": "register all of /reset, /step and /state (simulation) or none (production)",
  "runtime/ws-session": "check the environment constructor and reset(); see the server log",
  "runtime/reset-observation-schema": "return an observation of your declared class with real fields (metadata never reaches the wire)",
  "runtime/observation-schema": "return observations that match the declared observation class",
  "runtime/state": "set State(episode_id=episode_id or uuid4(), step_count=0) in reset()",
  "runtime/state-counters": "increment step_count in step() and reset it (with a new episode_id) in reset()",
  "runtime/step-accepted": "fix probe-actions or the action model",
  "runtime/http-simulation-routes": `keep create_app()'s routes and Action's extra="forbid"`,
  "runtime/latency": "make reset/step faster or raise slow-call-s / probe-budget",
  "runtime/no-solution-leakage": "move answers to server-only state or drop them",
  "reward/finite": "return a finite float reward",
  "reward/present": "set observation.reward in step()",
  "reward/in-declared-range": "clip the reward or widen reward.range",
  "tools/input-schema": "annotate the tool's parameters so it gets a typed inputSchema",
  "tools/no-reserved": "rename the tool; reset/step/state/close are reserved for the simulation API",
  "tools/declaration-matches": "make openenv.yaml tools: list exactly the tools the server exposes",
  "tasks/addressable": "make reset accept the task selector and every declared task id",
  "repro/seed-reset": "derive all randomness from the seed passed to reset()",
  "repro/episode-determinism": "make step() a function of the seed and the actions (list changing fields in reproducibility.volatile_fields)"
};
var INSTALL_ADVICE = {
  uv: "install uv before this step: add `- uses: astral-sh/setup-uv@v7` to the job",
  uvx: "install uv before this step: add `- uses: astral-sh/setup-uv@v7` to the job",
  python: "install Python before this step: add `- uses: actions/setup-python@v6` to the job (or use uv: astral-sh/setup-uv@v7 and uv run)",
  python3: "install Python before this step: add `- uses: actions/setup-python@v6` to the job (or use uv: astral-sh/setup-uv@v7 and uv run)"
};
function missingToolchain(command, hasProgram) {
  for (const words of shellCommands(command)) {
    const head = words.find((w) => !/^[A-Za-z_]\w*=/.test(w) && w !== "env" && w !== "exec");
    if (head !== void 0 && head in INSTALL_ADVICE && !hasProgram(head)) return head;
  }
  return void 0;
}
var Tally = class {
  problems = /* @__PURE__ */ new Map();
  ran = /* @__PURE__ */ new Set();
  skips = /* @__PURE__ */ new Map();
  severity = /* @__PURE__ */ new Map();
  evidence = /* @__PURE__ */ new Map();
  notes = /* @__PURE__ */ new Map();
  passMessages = /* @__PURE__ */ new Map();
  /** A fix that replaces the criterion's usual one (FIX) for this failure. */
  fixes = /* @__PURE__ */ new Map();
  ok(id, message) {
    this.ran.add(id);
    if (message) this.passMessages.set(id, message);
  }
  bad(id, message, evidence) {
    this.ran.add(id);
    const list = this.problems.get(id) ?? [];
    list.push(message);
    this.problems.set(id, list);
    if (evidence && !this.evidence.has(id)) this.evidence.set(id, evidence);
  }
  skip(id, reason) {
    if (!this.ran.has(id) && !this.skips.has(id)) this.skips.set(id, reason);
  }
  note(id, note) {
    this.notes.set(id, [...this.notes.get(id) ?? [], note]);
  }
  failed(id) {
    return (this.problems.get(id)?.length ?? 0) > 0;
  }
};
async function runProbe(cfg) {
  const started = performance.now();
  const t = { ...DEFAULT_TIMEOUTS, ...cfg.serverUrl ? { startupMs: 3e5 } : {}, ...cfg.timeouts };
  const tally = new Tally();
  const progress = (m) => cfg.progress?.(`validate: ${cfg.envRoot || "."}: ${m}`);
  const manifest = cfg.manifest ?? {};
  const reproducibility = isObject(manifest.reproducibility) ? manifest.reproducibility : {};
  const ctx = {
    cfg,
    t,
    tally,
    base: "",
    deadline: Infinity,
    steps: [],
    slow: [],
    validators: {},
    leakKeys: new Set((cfg.leakKeys ?? DEFAULT_LEAK_KEYS).map(normKey)),
    rewards: [],
    bareNonFinite: [],
    volatile: [...Array.isArray(reproducibility.volatile_fields) ? reproducibility.volatile_fields.filter((v) => typeof v === "string") : [], ...cfg.ignoreFields ?? []]
  };
  const outcome = { steps: ctx.steps };
  try {
    await (async () => {
      if (cfg.serverUrl) {
        ctx.base = normalizeServerUrl(cfg.serverUrl);
        tally.skip("runtime/server-starts", "skipped: server-url given, no server started");
        progress(`waiting for ${ctx.base}/health`);
        const ready = await waitHealthy(ctx.base, { timeoutMs: t.startupMs, signal: cfg.signal });
        if (!ready.ready) {
          skipAll(tally, `skipped: ${ctx.base} never became healthy (${ready.reason}; last answer: ${ready.lastAnswer ?? "none"})`);
          tally.bad("runtime/health", `${ctx.base}/health never answered 200 {"status":"healthy"} (${ready.reason}; last answer: ${ready.lastAnswer ?? "none"}).`);
          return;
        }
        outcome.timeToHealthyMs = ready.ms;
      } else {
        const launched = await launch(ctx, progress);
        if (launched === void 0) return;
        outcome.timeToHealthyMs = launched;
      }
      ctx.deadline = Date.now() + t.probeBudgetMs;
      await probeSequence(ctx, outcome, progress);
    })();
  } finally {
    if (ctx.server) {
      progress("stopping the server");
      await ctx.server.stop(t.shutdownGraceMs);
      outcome.serverLogTail = ctx.server.tail(20);
    }
  }
  return finish();
  function finish() {
    const criteria = buildCriteria(ctx, cfg);
    const parity = RUNTIME_PARITY_IDS.every((id) => tally.ran.has(id) && !tally.failed(id));
    if (ctx.server && !criteria.some((c) => c.status === "fail")) delete outcome.serverLogTail;
    return { ...outcome, criteria, parity, totalMs: performance.now() - started };
  }
}
function skipAll(tally, reason) {
  for (const id of RUNTIME_IDS) tally.skip(id, reason);
}
async function launch(ctx, progress) {
  const { cfg, t, tally } = ctx;
  const manifest = cfg.manifest ?? {};
  let command = cfg.serverCommand;
  let port = cfg.serverPort;
  if (!command) {
    const app = typeof manifest.app === "string" ? manifest.app.trim() : void 0;
    if (!app || !/^[\w.]+:[\w.]+$/.test(app)) {
      tally.bad("runtime/server-starts", `Cannot start the server in auto mode: openenv.yaml has no app of the form module:attribute. Fix: set app: server.app:app, or set server-command.`);
      skipAll(tally, "skipped: no server (runtime/server-starts failed)");
      return void 0;
    }
    port ??= await freePort();
    command = cfg.hasUv ? `uv run --frozen --project . -- uvicorn ${app} --host 127.0.0.1 --port ${port}` : `python -m uvicorn ${app} --host 127.0.0.1 --port ${port}`;
  }
  port ??= typeof manifest.port === "number" ? manifest.port : 8e3;
  if (!cfg.envDir) throw new Error("runProbe: envDir is required to start a server");
  const missing = cfg.hasProgram ? missingToolchain(command, cfg.hasProgram) : void 0;
  if (missing) {
    tally.bad("runtime/server-starts", `\`${missing}\` is not on PATH, so the server command cannot run. Command: ${command}.`);
    tally.fixes.set("runtime/server-starts", INSTALL_ADVICE[missing] ?? `install ${missing} before this step`);
    skipAll(tally, `skipped: ${missing} is not installed (runtime/server-starts failed)`);
    return void 0;
  }
  progress(`starting server: ${command} (port ${port})`);
  const deadlineMs = t.startupMs + t.probeBudgetMs + t.shutdownGraceMs + 6e4;
  const server = ServerProcess.start({ command, cwd: cfg.envDir, port, deadlineMs, env: { ...cfg.serverEnv, ENABLE_WEB_INTERFACE: cfg.webInterface ? "true" : "false" } });
  ctx.server = server;
  ctx.base = `http://127.0.0.1:${port}`;
  const ready = await waitHealthy(ctx.base, { timeoutMs: t.startupMs, signal: cfg.signal, server });
  if (!ready.ready && ready.reason === "cancelled") {
    skipAll(tally, "skipped: the run was cancelled before the server became healthy");
    return void 0;
  }
  if (!ready.ready) {
    const tail = server.tail(20);
    const why = ready.reason?.startsWith("exited") ? `Server ${ready.reason} before becoming healthy` : `Server was ${ready.reason} (last /health answer: ${ready.lastAnswer ?? "none"})`;
    tally.bad("runtime/server-starts", `${why}. Command: ${command}.${tail ? ` Last log lines:
${tail}` : ""}`, tail ? `server log tail:
${tail}` : void 0);
    if (cfg.serverCommand) tally.fixes.set("runtime/server-starts", "check server-command and the server's log lines: it runs in the environment's folder with a scrubbed environment (server-env adds variables)");
    skipAll(tally, "skipped: the server did not start (runtime/server-starts failed)");
    return void 0;
  }
  tally.ok("runtime/server-starts", `healthy after ${(ready.ms / 1e3).toFixed(1)} s`);
  return ready.ms;
}
function budgetLeft(ctx) {
  return Date.now() < ctx.deadline && !ctx.cfg.signal?.aborted;
}
async function timed(ctx, name, fn, progress) {
  if (!budgetLeft(ctx)) return void 0;
  progress(name);
  const s = performance.now();
  try {
    return await fn();
  } finally {
    ctx.steps.push({ name, ms: performance.now() - s });
  }
}
async function get(ctx, path) {
  const r = await httpRequest(ctx.base, "GET", path, { timeoutMs: ctx.t.requestMs, signal: ctx.cfg.signal });
  if (path === "/state") noteLatency(ctx, r.request, r.ms);
  return r;
}
async function post(ctx, path, body, timeoutMs = ctx.t.requestMs) {
  return httpRequest(ctx.base, "POST", path, { body, timeoutMs, signal: ctx.cfg.signal });
}
function noteLatency(ctx, what, ms) {
  if (ms > ctx.t.slowCallMs) ctx.slow.push(`${what.split(" ").slice(0, 2).join(" ")} took ${(ms / 1e3).toFixed(1)} s`);
}
function describe(r) {
  if (r.error) return `${r.request.split(" ").slice(0, 2).join(" ")} failed (${r.error})`;
  return `${r.request.split(" ").slice(0, 2).join(" ")} returned ${r.status}${r.text ? ` ${excerpt(r.text, 120)}` : ""}`;
}
async function probeSequence(ctx, outcome, progress) {
  const { tally, cfg } = ctx;
  const manifest = cfg.manifest ?? {};
  let simulation = false;
  await timed(ctx, "P2 GET /openapi.json", async () => {
    const r = await get(ctx, "/openapi.json");
    const v = r.body?.value;
    const info = isObject(v) && isObject(v.info) ? v.info : void 0;
    if (r.status === 200 && isObject(v) && typeof info?.version === "string") {
      tally.ok("runtime/openapi", `info.version ${info.version}`);
      outcome.standardVersion = info.version;
      outcome.standardProfile = info.version.startsWith("1.") ? "openenv-http/1.x" : "openenv-http/unknown";
    } else tally.bad("runtime/openapi", r.status === 200 ? `/openapi.json has no string info.version (${excerpt(r.text ?? "", 100)}).` : `/openapi.json: ${describe(r)}.`);
    const paths = isObject(v) && isObject(v.paths) ? Object.keys(v.paths) : void 0;
    if (!paths) {
      outcome.mode = "unknown";
      tally.bad("runtime/mode-consistency", "Cannot read OpenAPI paths, so the mode cannot be determined.");
      return;
    }
    simulation = paths.includes("/reset");
    outcome.mode = simulation ? "simulation" : "production";
    const missing = ["/step", "/state"].filter((p) => !paths.includes(p));
    const present = ["/step", "/state"].filter((p) => paths.includes(p));
    if (simulation && missing.length) tally.bad("runtime/mode-consistency", `OpenAPI lists /reset but not ${missing.join(" or ")}.`);
    else if (!simulation && present.length) tally.bad("runtime/mode-consistency", `OpenAPI lists ${present.join(" and ")} without /reset (neither simulation nor production mode).`);
    else tally.ok("runtime/mode-consistency", `${outcome.mode} mode`);
  }, progress);
  await timed(ctx, "P3 GET /health", async () => {
    const r = await get(ctx, "/health");
    const v = r.body?.value;
    if (r.status === 200 && isObject(v) && v.status === "healthy") tally.ok("runtime/health");
    else tally.bad("runtime/health", r.status === 200 ? `/health returned ${excerpt(r.text ?? "", 100)}.` : `${describe(r)}.`);
  }, progress);
  await timed(ctx, "P4 GET /metadata", async () => {
    const r = await get(ctx, "/metadata");
    const v = r.body?.value;
    if (r.status === 200 && isObject(v) && typeof v.name === "string" && typeof v.description === "string") tally.ok("runtime/metadata", `name ${v.name}`);
    else tally.bad("runtime/metadata", r.status === 200 ? `/metadata lacks a string name or description (${excerpt(r.text ?? "", 100)}).` : `/metadata: ${describe(r)}.`);
  }, progress);
  await timed(ctx, "P5 GET /schema", async () => {
    const r = await get(ctx, "/schema");
    const v = r.body?.value;
    if (r.status !== 200 || !isObject(v)) return tally.bad("runtime/schema", `/schema: ${describe(r)}.`);
    ctx.schema = v;
    const ajv = new import__.Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const problems = [];
    for (const part of ["action", "observation", "state"]) {
      const s = v[part];
      if (!isObject(s)) {
        problems.push(`/schema.${part} is ${s === void 0 ? "missing" : "not an object"}`);
        continue;
      }
      try {
        ctx.validators[part] = ajv.compile(part === "observation" ? wireObservationSchema(s) : s);
      } catch (e) {
        problems.push(`/schema.${part} does not compile: ${e.message}`);
      }
    }
    if (problems.length) tally.bad("runtime/schema", `${problems.join("; ")}.`);
    else tally.ok("runtime/schema");
  }, progress);
  await timed(ctx, "P6 POST /mcp {}", async () => {
    const r = await post(ctx, "/mcp", {});
    const v = r.body?.value;
    if (r.status === 200 && isObject(v) && v.jsonrpc === "2.0") tally.ok("runtime/mcp-endpoint");
    else tally.bad("runtime/mcp-endpoint", `POST /mcp: ${describe(r)}.`);
  }, progress);
  const declaredTools = Array.isArray(manifest.tools) ? manifest.tools.map((x) => isObject(x) && typeof x.name === "string" ? x.name : String(x)) : void 0;
  let mcpTools;
  let mcpCapable = false;
  await timed(ctx, "P7 POST /mcp tools/list", async () => {
    const r = await post(ctx, "/mcp", { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} });
    const v = r.body?.value;
    const result = isObject(v) && isObject(v.result) ? v.result : void 0;
    const error = isObject(v) && isObject(v.error) ? v.error : void 0;
    if (result && Array.isArray(result.tools)) {
      mcpCapable = true;
      mcpTools = result.tools.filter(isObject);
      checkTools(ctx, mcpTools);
      for (const [i, call] of (cfg.toolCalls ?? []).entries()) {
        const c = await post(ctx, "/mcp", { jsonrpc: "2.0", id: 2 + i, method: "tools/call", params: { name: call.name, arguments: call.arguments ?? {} } }, ctx.t.stepMs);
        const cv = c.body?.value;
        if (!(isObject(cv) && "result" in cv && !("error" in cv && cv.error))) tally.bad("tools/declaration-matches", `tools/call ${call.name} did not return a result (${excerpt(c.text ?? c.error ?? "", 120)}).`);
      }
    } else if (error && error.code === -32603 && /does not support mcp/i.test(String(error.message))) {
      for (const id of ["tools/input-schema", "tools/no-reserved"]) tally.skip(id, "skipped: the environment has no MCP support");
      if (declaredTools) tally.bad("tools/declaration-matches", `openenv.yaml declares tools [${declaredTools.join(", ")}] but the server has no MCP support.`);
      else tally.skip("tools/declaration-matches", "skipped: no MCP support and no tools declared");
    } else {
      tally.bad("tools/input-schema", `tools/list failed: ${excerpt(r.text ?? r.error ?? "", 160)}.`);
      tally.skip("tools/no-reserved", "skipped: tools/list failed");
    }
  }, progress);
  const seed = cfg.actions?.seed ?? cfg.seed ?? 42;
  const resetData = { seed, ...cfg.actions?.reset ?? {} };
  const { actions, configured } = probeActions(ctx, mcpTools);
  const accepted = [];
  const stepTriples = [];
  let r1;
  let r2;
  let s1;
  let sessionAOk = false;
  await timed(ctx, "P8 WS session A", async () => {
    const a = await openSession(ctx, "A");
    if (!a) return;
    try {
      const reset1 = await wsCall(ctx, a, { type: "reset", data: resetData }, "reset (session A)");
      r1 = reset1 && observationReply(ctx, reset1, "reset", "WS reset");
      if (!r1) return;
      s1 = await wsState(ctx, a, "after reset", 0);
      if (s1) checkStateShape(ctx, s1);
      if (mcpCapable) {
        const m = await wsCall(ctx, a, { type: "mcp", data: { jsonrpc: "2.0", id: 101, method: "tools/list", params: {} } }, "mcp tools/list (session A)");
        const data = m && isObject(m.body.value) && isObject(m.body.value.data) ? m.body.value.data : void 0;
        const tools = data && isObject(data.result) && Array.isArray(data.result.tools) ? data.result.tools.filter(isObject) : void 0;
        const httpNames = (mcpTools ?? []).map((x) => String(x.name)).sort();
        const wsNames = tools?.map((x) => String(x.name)).sort();
        if (!wsNames) tally.bad("tools/declaration-matches", `In-session tools/list over /ws gave no tool list (${excerpt(m?.text ?? "no reply", 120)}).`);
        else if (wsNames.join() !== httpNames.join()) tally.bad("tools/declaration-matches", `HTTP /mcp lists [${httpNames.join(", ")}] but the /ws session lists [${wsNames.join(", ")}].`);
      }
      if (actions.length === 0) {
        tally.skip("runtime/step-accepted", "skipped: no action could be synthesised from /schema.action. Fix: set probe-actions");
        tally.skip("runtime/observation-schema", "skipped: no probe action");
        tally.skip("reward/present", "skipped: no step was taken");
        tally.skip("repro/episode-determinism", "skipped: no step was accepted");
      }
      if (!configured && actions.length) tally.severity.set("runtime/step-accepted", "warning");
      const stepCount = actions.length === 0 ? 0 : Math.min(configured ? actions.length : Infinity, cfg.maxSteps ?? 3);
      for (let i = 0; i < stepCount; i++) {
        if (!budgetLeft(ctx)) break;
        const action = configured ? actions[i] : actions[0];
        const res = await a.request({ type: "step", data: action }, ctx.t.stepMs);
        noteLatency(ctx, `step ${i + 1}`, res.ms);
        if (!res.reply) {
          if (!res.timedOut) await settleExit(ctx);
          const why = res.timedOut ? `no reply within ${(ctx.t.stepMs / 1e3).toFixed(1)} s (a hung step)` : `the socket closed${serverExit(ctx)}`;
          tally.bad("runtime/step-accepted", `Step ${i + 1}: ${why}.`);
          if (res.timedOut) ctx.slow.push(`step ${i + 1} gave no reply within ${(ctx.t.stepMs / 1e3).toFixed(1)} s`);
          if (!res.timedOut) tally.bad("runtime/ws-session", `The /ws session closed during step ${i + 1}${serverExit(ctx)}.`);
          a.terminate();
          return;
        }
        const body = res.reply.body.value;
        if (isObject(body) && body.type === "error") {
          const d = isObject(body.data) ? body.data : {};
          tally.bad("runtime/step-accepted", `Step ${i + 1} rejected: ${String(d.code ?? "error")} ${excerpt(String(d.message ?? ""), 120)}.`);
          continue;
        }
        const o = observationReply(ctx, res.reply, "step", `WS step ${i + 1}`);
        if (!o) continue;
        tally.ok("runtime/step-accepted");
        accepted.push(action);
        stepTriples.push(o);
        if (o.done === true) break;
      }
      const s2 = await wsState(ctx, a, `after ${accepted.length} step(s)`, accepted.length);
      void s2;
      const reset2 = await wsCall(ctx, a, { type: "reset", data: resetData }, "second reset (session A)");
      r2 = reset2 && observationReply(ctx, reset2, "reset", "WS reset after steps");
      const s3 = await wsState(ctx, a, "after the second reset", 0);
      if (s1 && s3 && typeof s1.episode_id === "string" && s3.episode_id === s1.episode_id && !("episode_id" in resetData))
        tally.bad("runtime/state-counters", `A reset after steps kept episode_id ${s1.episode_id}; a new episode needs a new id.`);
      const closedByServer = await a.close(5e3);
      if (!closedByServer) tally.bad("runtime/ws-session", '{"type":"close"} did not end the session within 5 s.');
      sessionAOk = !ctx.tally.failed("runtime/ws-session");
    } finally {
      a.terminate();
    }
  }, progress);
  const seededDeclared = isObject(manifest.reproducibility) && manifest.reproducibility.seeded === true;
  const deterministicDeclared = isObject(manifest.reproducibility) && manifest.reproducibility.deterministic === true;
  tally.severity.set("repro/seed-reset", seededDeclared ? "error" : cfg.resetHasSeedParam ? "warning" : "notice");
  tally.severity.set("repro/episode-determinism", deterministicDeclared ? "error" : "notice");
  if (r1 && sessionAOk) {
    await timed(ctx, "P9 WS session B", async () => {
      const b = await openSession(ctx, "B");
      if (!b) {
        tally.bad("runtime/ws-session", "A second /ws session could not open after the first closed.");
        return;
      }
      try {
        const reset3 = await wsCall(ctx, b, { type: "reset", data: resetData }, "reset (session B)");
        const r3 = reset3 && observationReply(ctx, reset3, "reset", "WS reset (session B)");
        if (r3) {
          tally.ok("runtime/ws-session");
          const pairs = [
            ["the post-step reset in session A", r2],
            ["the reset in session B", r3]
          ];
          let diff;
          for (const [label, other] of pairs) {
            if (!other) continue;
            const d = firstDifference(stripVolatile(r1, ctx.volatile), stripVolatile(other, ctx.volatile), cfg.floatTolerance ?? 0);
            if (d && !diff) diff = `Two resets with seed ${seed} differ (first reset vs ${label}) at ${d.pointer} (${JSON.stringify(d.a)} vs ${JSON.stringify(d.b)}).`;
          }
          if (diff) tally.bad("repro/seed-reset", diff);
          else tally.ok("repro/seed-reset", `three resets with seed ${seed} agree`);
        }
        if (accepted.length) {
          let mismatch;
          for (let i = 0; i < accepted.length && !mismatch; i++) {
            const res = await b.request({ type: "step", data: accepted[i] }, ctx.t.stepMs);
            noteLatency(ctx, `replay step ${i + 1}`, res.ms);
            const o = res.reply && observationReply(ctx, res.reply, "step", `WS replay step ${i + 1}`);
            if (!o) {
              mismatch = `Replay step ${i + 1} got no observation.`;
              break;
            }
            const d = firstDifference(stripVolatile(stepTriples[i], ctx.volatile), stripVolatile(o, ctx.volatile), cfg.floatTolerance ?? 0);
            if (d) mismatch = `Step ${i + 1} differs across identical episodes at ${d.pointer} (${JSON.stringify(d.a)} vs ${JSON.stringify(d.b)}).`;
          }
          if (mismatch) tally.bad("repro/episode-determinism", mismatch);
          else tally.ok("repro/episode-determinism", `${accepted.length} replayed step(s) agree`);
        }
        const episodeId = `openenv-probe-${randomBytes(6).toString("hex")}`;
        const reset4 = await wsCall(ctx, b, { type: "reset", data: { ...resetData, seed: seed + 1, episode_id: episodeId } }, "reset seed+1 (session B)");
        const r4 = reset4 && observationReply(ctx, reset4, "reset", "WS reset seed+1");
        const s4 = await wsState(ctx, b, "after reset with episode_id", 0);
        if (r4) tally.note("repro/seed-reset", firstDifference(r1, r4) ? `seed ${seed + 1} gives a different initial observation.` : `seed ${seed + 1} gives the same initial observation (the seed may be ignored).`);
        if (s4) tally.note("runtime/state", s4.episode_id === episodeId ? "The environment honours a caller-supplied episode_id." : "The environment ignores a caller-supplied episode_id.");
        await b.close(5e3);
      } finally {
        b.terminate();
      }
    }, progress);
  }
  const tasks = isObject(manifest.tasks) ? manifest.tasks : void 0;
  if (!tasks) tally.skip("tasks/addressable", Array.isArray(manifest.tasks) ? "skipped: tasks is a list of task records, not the proposed block" : "skipped: no tasks: declaration (proposed field)");
  else if (!sessionAOk) tally.skip("tasks/addressable", "skipped: the /ws session failed");
  else
    await timed(ctx, "P10 WS tasks", async () => {
      const count = Number.isInteger(tasks.count) ? tasks.count : 0;
      const ids = Array.isArray(tasks.ids) ? tasks.ids : Array.from({ length: count }, (_, i) => i);
      const sample = ids.slice(0, Number.isInteger(tasks.sample) ? tasks.sample : 3);
      const kwarg = typeof tasks.reset_kwarg === "string" ? tasks.reset_kwarg : void 0;
      const c = await openSession(ctx, "C");
      if (!c) return tally.bad("tasks/addressable", "A /ws session for the task sample could not open.");
      try {
        const seen = [];
        for (const id of sample) {
          const data = kwarg ? { seed, [kwarg]: id } : { seed: id };
          const res = await wsCall(ctx, c, { type: "reset", data }, `task ${String(id)}`);
          const body = res?.body.value;
          if (isObject(body) && body.type === "error") {
            const d = isObject(body.data) ? body.data : {};
            tally.bad("tasks/addressable", `reset with ${kwarg ?? "seed"}=${JSON.stringify(id)} returned ${String(d.code)} '${excerpt(String(d.message ?? ""), 80)}'.`);
            continue;
          }
          const o = res && observationReply(ctx, res, "reset", `WS reset ${kwarg ?? "seed"}=${JSON.stringify(id)}`, "tasks/addressable");
          if (o) seen.push(o);
        }
        if (seen.length > 1 && seen.every((o) => !firstDifference(stripVolatile(o, ctx.volatile), stripVolatile(seen[0], ctx.volatile))))
          tally.note("tasks/addressable", `All ${seen.length} sampled tasks gave identical observations; the selector is probably being ignored (unknown reset kwargs are dropped silently).`);
        if (!tally.failed("tasks/addressable")) tally.ok("tasks/addressable", `${seen.length} task(s) reset`);
        await c.close(5e3);
      } finally {
        c.terminate();
      }
    }, progress);
  if (cfg.httpRoutes === false) tally.skip("runtime/http-simulation-routes", "skipped: probe-http-routes is false");
  else if (!simulation) tally.skip("runtime/http-simulation-routes", "skipped: production mode (no HTTP control routes)");
  else
    await timed(ctx, "P11 HTTP /reset /step /state", async () => {
      const id = "runtime/http-simulation-routes";
      const r = await httpRequest(ctx.base, "POST", "/reset", { body: { seed }, timeoutMs: ctx.t.stepMs, signal: cfg.signal });
      noteLatency(ctx, "POST /reset", r.ms);
      const v = r.body?.value;
      if (r.status !== 200 || !isObject(v)) tally.bad(id, `POST /reset: ${describe(r)}.`);
      else {
        const keys = Object.keys(v).sort().join(",");
        if (keys !== "done,observation,reward") tally.bad(id, `POST /reset returned keys {${keys}}, expected exactly observation, reward, done.`);
        trackBody(ctx, r.body, "HTTP /reset", true);
        if (isObject(v.observation)) checkObservation(ctx, v.observation, "reset", "HTTP /reset");
        else tally.bad(id, "POST /reset observation is not an object.");
        if (typeof v.done !== "boolean") tally.bad(id, "POST /reset done is not a boolean.");
        if (!(v.reward === null || typeof v.reward === "number")) tally.bad(id, `POST /reset reward ${JSON.stringify(v.reward)} is not a number or null.`);
        recordReward(ctx, v.reward, "HTTP /reset", false);
      }
      const probeAction = isObject(accepted[0]) ? { ...accepted[0], openenv_probe_unexpected_field: true } : { openenv_probe_unexpected_field: true };
      const bad = await httpRequest(ctx.base, "POST", "/step", { body: { action: probeAction }, timeoutMs: ctx.t.stepMs, signal: cfg.signal });
      noteLatency(ctx, "POST /step", bad.ms);
      const bv = bad.body?.value;
      if (!(bad.status === 422 && isObject(bv) && Array.isArray(bv.detail)))
        tally.bad(id, `POST /step with an unknown field returned ${bad.status ?? bad.error} (expected 422 with a detail list).`);
      if (accepted.length) {
        const s = await httpRequest(ctx.base, "POST", "/step", { body: { action: accepted[0] }, timeoutMs: ctx.t.stepMs, signal: cfg.signal });
        if (s.status === 200 && isObject(s.body?.value)) {
          trackBody(ctx, s.body, "HTTP /step", true);
          recordReward(ctx, s.body.value.reward, "HTTP /step", true);
          if (isObject(s.body.value.observation)) checkObservation(ctx, s.body.value.observation, "step", "HTTP /step");
        } else if (s.status === 500) tally.note(id, "POST /step with a valid action returned 500: the route runs on a fresh, never-reset instance.");
        else tally.bad(id, `POST /step with the accepted action: ${describe(s)}.`);
      }
      const st = await get(ctx, "/state");
      const sv = st.body?.value;
      if (st.status === 200) {
        if (!(isObject(sv) && Number.isInteger(sv.step_count) && sv.step_count >= 0 && "episode_id" in sv))
          tally.bad(id, `GET /state returned ${excerpt(st.text ?? "", 100)}, expected integer step_count and an episode_id key.`);
      } else tally.note(id, `GET /state returned ${st.status ?? st.error} (a note: the route runs on a fresh instance).`);
      if (!tally.failed(id)) tally.ok(id);
    }, progress);
  finishRewardChecks(ctx);
  if (!tally.failed("runtime/no-solution-leakage")) tally.ok("runtime/no-solution-leakage");
  if (!budgetLeft(ctx) && !cfg.signal?.aborted) {
    ctx.slow.push(`the probe did not finish inside probe-budget (${(ctx.t.probeBudgetMs / 1e3).toFixed(0)} s)`);
    skipAll(tally, "skipped: probe budget exhausted");
  }
  if (cfg.signal?.aborted) skipAll(tally, "skipped: the run was cancelled");
  if (ctx.slow.length) tally.bad("runtime/latency", `${ctx.slow.slice(0, 3).join("; ")}.`);
  else tally.ok("runtime/latency");
  if (!tally.failed("runtime/state-counters") && tally.ran.has("runtime/state")) tally.ok("runtime/state-counters");
}
function wireObservationSchema(schema) {
  const copy = { ...schema };
  if (Array.isArray(copy.required)) copy.required = copy.required.filter((k) => !["reward", "done", "metadata"].includes(String(k)));
  return copy;
}
async function settleExit(ctx) {
  if (!ctx.server?.running) return;
  await Promise.race([ctx.server.exited, new Promise((r) => setTimeout(r, 2e3).unref())]);
}
function serverExit(ctx) {
  const e = ctx.server?.exitInfo;
  return e ? ` (the server exited with ${e.signal ? `signal ${e.signal}` : `code ${e.code}`})` : "";
}
function probeActions(ctx, tools) {
  if (ctx.cfg.actions?.actions.length) return { actions: ctx.cfg.actions.actions, configured: true };
  const schema = ctx.schema;
  const actionSchema = isObject(schema?.action) ? schema.action : void 0;
  if (!actionSchema) return { actions: [], configured: false };
  const props = isObject(actionSchema.properties) ? actionSchema.properties : {};
  const typeProp = isObject(props.type) ? props.type : void 0;
  if (typeProp?.const === "call_tool" && "tool_name" in props && tools?.length) {
    const ordered = [...tools].sort((a, b) => String(a.name).localeCompare(String(b.name)));
    const preferred = ctx.cfg.probeTool ? ordered.filter((t) => t.name === ctx.cfg.probeTool) : ordered;
    for (const tool of preferred) {
      if (RESERVED.includes(String(tool.name))) continue;
      const args = synthesize(tool.inputSchema);
      if (isObject(args)) return { actions: [{ type: "call_tool", tool_name: tool.name, arguments: args }], configured: false };
    }
  }
  const action = synthesize(actionSchema, actionSchema);
  if (action === void 0 || ctx.validators.action && !ctx.validators.action(action)) return { actions: [], configured: false };
  return { actions: [action], configured: false };
}
async function openSession(ctx, label) {
  const url = ctx.base.replace(/^http/, "ws") + "/ws";
  const until = Date.now() + 5e3;
  for (; ; ) {
    let s;
    try {
      s = (await WsSession.open(url, ctx.t.wsConnectMs)).bindSignal(ctx.cfg.signal);
    } catch (e) {
      await settleExit(ctx);
      ctx.tally.bad("runtime/ws-session", `Session ${label}: could not connect to /ws (${e.message})${serverExit(ctx)}.`);
      return void 0;
    }
    const early = await s.pending(100);
    if (early === void 0) return s;
    let body;
    try {
      body = JSON.parse(early);
    } catch {
      body = void 0;
    }
    const data = isObject(body) && isObject(body.data) ? body.data : {};
    if (data.code === "CAPACITY_REACHED" && Date.now() < until) {
      s.terminate();
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    s.terminate();
    ctx.tally.bad("runtime/ws-session", `Session ${label}: the server answered ${excerpt(early, 160)} and closed. ${data.code === "FACTORY_ERROR" ? "The environment constructor raised; see the server log." : ""}`.trim());
    return void 0;
  }
}
async function wsCall(ctx, s, message, label) {
  const res = await s.request(message, ctx.t.stepMs);
  noteLatency(ctx, label, res.ms);
  if (res.reply) return res.reply;
  if (res.timedOut) {
    ctx.tally.bad("runtime/ws-session", `${label}: no reply within ${(ctx.t.stepMs / 1e3).toFixed(1)} s.`);
    ctx.slow.push(`${label} gave no reply within ${(ctx.t.stepMs / 1e3).toFixed(1)} s`);
  } else {
    await settleExit(ctx);
    ctx.tally.bad("runtime/ws-session", `${label}: the socket closed without a reply${serverExit(ctx)}.`);
  }
  s.terminate();
  return void 0;
}
function observationReply(ctx, reply, kind, label, criterionOverride) {
  const body = reply.body.value;
  const data = isObject(body) && isObject(body.data) ? body.data : void 0;
  trackBody(ctx, reply.body, label, true);
  if (!isObject(body) || body.type !== "observation" || !data) {
    const d = isObject(body) && isObject(body.data) ? body.data : {};
    const id = criterionOverride ?? (kind === "reset" ? "runtime/ws-session" : "runtime/step-accepted");
    ctx.tally.bad(id, `${label} answered ${excerpt(reply.text, 160)}${d.code === "FACTORY_ERROR" ? " (the environment constructor raised; see server log)" : ""}.`);
    return void 0;
  }
  if (!isObject(data.observation) || typeof data.done !== "boolean") {
    ctx.tally.bad("runtime/ws-session", `${label} data is not {observation: object, reward, done: bool}: ${excerpt(reply.text, 120)}.`);
    return void 0;
  }
  checkObservation(ctx, data.observation, kind, label, criterionOverride);
  recordReward(ctx, data.reward, label, kind === "step");
  return { observation: data.observation, reward: data.reward, done: data.done };
}
function checkObservation(ctx, obs, kind, label, criterionOverride) {
  const id = criterionOverride ?? (kind === "reset" ? "runtime/reset-observation-schema" : "runtime/observation-schema");
  scanLeaks(ctx, obs, `${label} observation`);
  if ("reward" in obs) ctx.tally.bad("runtime/no-solution-leakage", `${label} observation has a reward key of its own.`);
  if (Object.keys(obs).length === 0) {
    ctx.tally.bad(id, `${label} observation {} is empty: ${kind === "reset" ? "all reset content is in metadata, which OpenEnv strips from the wire" : "the step returned no observation fields"}.`);
    return;
  }
  const v = ctx.validators.observation;
  if (v && !v(obs)) {
    const e = v.errors?.[0];
    const detail = e ? e.keyword === "additionalProperties" ? `has property '${String(e.params.additionalProperty)}' not allowed by the declared schema` : `${e.instancePath || "/"} ${e.message}` : "does not match";
    ctx.tally.bad(id, `${label} observation ${detail}.`);
    return;
  }
  ctx.tally.ok(id);
}
async function wsState(ctx, s, when, expectedSteps) {
  const reply = await wsCall(ctx, s, { type: "state" }, `state ${when}`);
  if (!reply) return void 0;
  const body = reply.body.value;
  trackBody(ctx, reply.body, `state ${when}`, false);
  if (!isObject(body) || body.type !== "state" || !isObject(body.data)) {
    ctx.tally.bad("runtime/ws-session", `state ${when} answered ${excerpt(reply.text, 120)}.`);
    return void 0;
  }
  scanLeaks(ctx, body.data, "state");
  const count = body.data.step_count;
  if (count !== expectedSteps) ctx.tally.bad("runtime/state-counters", `step_count is ${JSON.stringify(count)} ${when}, expected ${expectedSteps}.`);
  return body.data;
}
function checkStateShape(ctx, data) {
  const problems = [];
  if (!(typeof data.episode_id === "string" && data.episode_id !== "")) problems.push(`state.episode_id is ${JSON.stringify(data.episode_id ?? null)} after reset`);
  if (!(Number.isInteger(data.step_count) && data.step_count >= 0)) problems.push(`state.step_count is ${JSON.stringify(data.step_count ?? null)}`);
  const v = ctx.validators.state;
  if (v && !v(data)) problems.push(`state does not match /schema.state: ${v.errors?.[0]?.instancePath || "/"} ${v.errors?.[0]?.message ?? ""}`);
  if (problems.length) ctx.tally.bad("runtime/state", `${problems.join("; ")}.`);
  else ctx.tally.ok("runtime/state");
}
function checkTools(ctx, tools) {
  const ajv = new import__.Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const names = tools.map((t) => t.name);
  for (const tool of tools) {
    const name = typeof tool.name === "string" ? tool.name : void 0;
    const schema = tool.inputSchema;
    if (!name) ctx.tally.bad("tools/input-schema", `A tool record has no string name (${excerpt(JSON.stringify(tool), 80)}).`);
    if (!isObject(schema) || schema.type !== "object") {
      ctx.tally.bad("tools/input-schema", `Tool '${name ?? "?"}' has inputSchema ${excerpt(JSON.stringify(schema ?? null), 60)} (untyped).`);
      continue;
    }
    try {
      ajv.compile(schema);
    } catch (e) {
      ctx.tally.bad("tools/input-schema", `Tool '${name}' inputSchema does not compile: ${e.message}.`);
    }
  }
  const dup = names.filter((n, i) => names.indexOf(n) !== i);
  if (dup.length) ctx.tally.bad("tools/input-schema", `Tool names repeat: ${dup.join(", ")}.`);
  if (!ctx.tally.failed("tools/input-schema")) ctx.tally.ok("tools/input-schema", `${tools.length} tool(s) typed`);
  const reserved = names.filter((n) => RESERVED.includes(String(n)));
  if (reserved.length) ctx.tally.bad("tools/no-reserved", `Tool${reserved.length > 1 ? "s" : ""} ${reserved.map((r) => `'${String(r)}'`).join(", ")} ${reserved.length > 1 ? "are" : "is"} exposed to agents.`);
  else ctx.tally.ok("tools/no-reserved");
  const manifest = ctx.cfg.manifest ?? {};
  const declared = Array.isArray(manifest.tools) ? manifest.tools.map((x) => isObject(x) && typeof x.name === "string" ? x.name : String(x)) : void 0;
  const found = names.map(String).sort();
  if (!declared) {
    ctx.tally.severity.set("tools/declaration-matches", "notice");
    ctx.tally.ok("tools/declaration-matches", `No tools: declaration; the server exposes [${found.join(", ")}].`);
  } else {
    const d = [...declared].sort();
    if (d.join() !== found.join()) ctx.tally.bad("tools/declaration-matches", `Declared tools [${d.join(", ")}] but the server exposes [${found.join(", ")}].`);
    else ctx.tally.ok("tools/declaration-matches");
  }
}
function normKey(k) {
  return k.toLowerCase().replace(/[_-]/g, "");
}
function scanLeaks(ctx, value, where, depth = 0) {
  if (depth > 20) return;
  if (Array.isArray(value)) return value.forEach((v) => scanLeaks(ctx, v, where, depth + 1));
  if (!isObject(value)) return;
  for (const [k, v] of Object.entries(value)) {
    if (ctx.leakKeys.has(normKey(k))) ctx.tally.bad("runtime/no-solution-leakage", `${where}.${k} is visible to the policy.`);
    scanLeaks(ctx, v, `${where}.${k}`, depth + 1);
  }
}
function trackBody(ctx, body, where, carriesReward) {
  if (carriesReward && (body.bareNonFinite || body.overflow)) ctx.bareNonFinite.push(`${where} body contains ${body.bareNonFinite ? "a bare NaN/Infinity token" : "a number that overflows to Infinity"}`);
}
function recordReward(ctx, value, where, step) {
  ctx.rewards.push({ where, value, step });
}
function finishRewardChecks(ctx) {
  const { tally } = ctx;
  const obsSchema = isObject(ctx.schema?.observation) ? ctx.schema.observation : void 0;
  if (obsSchema && isObject(obsSchema.properties)) {
    for (const k of Object.keys(obsSchema.properties)) if (ctx.leakKeys.has(normKey(k))) tally.bad("runtime/no-solution-leakage", `/schema.observation declares '${k}', visible to the policy.`);
  }
  if (ctx.rewards.length === 0 && ctx.bareNonFinite.length === 0) {
    for (const id of ["reward/finite", "reward/present", "reward/in-declared-range"]) tally.skip(id, "skipped: no reward was observed");
    return;
  }
  for (const b of ctx.bareNonFinite) tally.bad("reward/finite", `${b}.`);
  for (const r of ctx.rewards)
    if (!(r.value === null || typeof r.value === "boolean" || typeof r.value === "number" && Number.isFinite(r.value)))
      tally.bad("reward/finite", `${r.where} reward ${JSON.stringify(r.value)} is not null, a boolean or a finite number.`);
  if (!tally.failed("reward/finite")) tally.ok("reward/finite");
  const stepRewards = ctx.rewards.filter((r) => r.step && r.where.startsWith("WS step"));
  const notNumbers = stepRewards.filter((r) => typeof r.value !== "number");
  if (stepRewards.length === 0) tally.skip("reward/present", "skipped: no step reward observed");
  else if (notNumbers.length) tally.bad("reward/present", `Step rewards were ${[...new Set(notNumbers.map((r) => JSON.stringify(r.value)))].join("/")} for ${notNumbers.length}/${stepRewards.length} steps (null is ambiguous: OpenEnv turns non-finite floats into null).`);
  else tally.ok("reward/present");
  const reward = isObject(ctx.cfg.manifest?.reward) ? ctx.cfg.manifest.reward : void 0;
  const range = Array.isArray(reward?.range) && reward.range.length === 2 && reward.range.every((x) => typeof x === "number") ? reward.range : void 0;
  if (!range) tally.skip("reward/in-declared-range", "skipped: no reward.range declared (proposed field)");
  else {
    for (const r of ctx.rewards) {
      const n = typeof r.value === "boolean" ? r.value ? 1 : 0 : r.value;
      if (typeof n === "number" && Number.isFinite(n) && (n < range[0] || n > range[1])) tally.bad("reward/in-declared-range", `Reward ${n} at ${r.where} is outside declared range [${range[0]}, ${range[1]}].`);
    }
    if (!tally.failed("reward/in-declared-range")) tally.ok("reward/in-declared-range");
  }
}
function buildCriteria(ctx, cfg) {
  const { tally } = ctx;
  const out = [];
  for (const meta of CRITERIA) {
    if (meta.phase !== "runtime") continue;
    const id = meta.id;
    const severity = tally.severity.get(id) ?? meta.defaultSeverity;
    const notes = tally.notes.get(id);
    const withNotes = (m) => notes?.length ? `${m} Note: ${notes.join(" ")}` : m;
    let rec;
    if (cfg.optOut?.(id)) rec = { id, status: "skip", severity, message: "skipped: opted out (skip-criteria)" };
    else if (tally.failed(id)) {
      const problems = tally.problems.get(id);
      const shown = problems.slice(0, 3).join(" ");
      rec = { id, status: "fail", severity, message: withNotes(`${shown}${problems.length > 3 ? ` (+${problems.length - 3} more)` : ""} Fix: ${tally.fixes.get(id) ?? FIX[id] ?? "see docs/validate.md"}.`) };
    } else if (tally.ran.has(id) && !tally.skips.has(id)) rec = { id, status: "pass", severity, message: withNotes(tally.passMessages.get(id) ?? "ok") };
    else if (tally.ran.has(id)) rec = { id, status: "pass", severity, message: withNotes(tally.passMessages.get(id) ?? "ok") };
    else rec = { id, status: "skip", severity, message: tally.skips.get(id) ?? "skipped: not reached" };
    const ev = tally.evidence.get(id);
    if (ev && rec.status === "fail") rec.evidence = ev;
    out.push(rec);
  }
  return out;
}
export {
  DEFAULT_LEAK_KEYS,
  DEFAULT_TIMEOUTS,
  missingToolchain,
  runProbe
};
