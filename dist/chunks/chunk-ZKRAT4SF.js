import {
  findOnPath
} from "./chunk-JRTPWSBC.js";
import {
  nodeCrypto
} from "./chunk-CX2PQOLX.js";

// src/process/tree.ts
import { readdirSync, readFileSync } from "node:fs";
var TREE_MARKER = "OPENENV_CI_TREE";
function newTreeMarker() {
  return nodeCrypto().randomBytes(12).toString("hex");
}
function treeMembers(rootPid, marker) {
  if (process.platform !== "linux") return [];
  const children = /* @__PURE__ */ new Map();
  const marked = [];
  const needle = marker ? Buffer.from(`${TREE_MARKER}=${marker}\0`) : void 0;
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  for (const entry of entries) {
    if (entry.charCodeAt(0) < 48 || entry.charCodeAt(0) > 57) continue;
    const pid = Number(entry);
    if (pid === process.pid) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ", 2)[1]);
      const list = children.get(ppid);
      if (list) list.push(pid);
      else children.set(ppid, [pid]);
      if (needle && readFileSync(`/proc/${pid}/environ`).includes(needle)) marked.push(pid);
    } catch {
    }
  }
  const out = new Set(marked);
  const queue = rootPid === void 0 ? [] : [rootPid];
  while (queue.length) {
    for (const child of children.get(queue.pop()) ?? []) {
      if (out.has(child)) continue;
      out.add(child);
      queue.push(child);
    }
  }
  if (rootPid !== void 0) out.delete(rootPid);
  return [...out];
}
function killTree(rootPid, marker, signal = "SIGKILL") {
  let count = 0;
  for (const pid of treeMembers(rootPid, marker)) {
    try {
      process.kill(pid, signal);
      count++;
    } catch {
    }
  }
  return count;
}
var namespaceCheck;
function namespacePrefix() {
  if (namespaceCheck !== void 0) return namespaceCheck ?? void 0;
  namespaceCheck = null;
  if (process.platform !== "linux" || process.env.OPENENV_CI_NO_NAMESPACE === "1") return void 0;
  const prefix = ["unshare", "--user", "--map-current-user", "--pid", "--fork", "--kill-child", "--"];
  try {
    const result = process.getBuiltinModule("node:child_process").spawnSync(prefix[0], [...prefix.slice(1), "true"], { stdio: "ignore", timeout: 5e3 });
    if (result.status === 0) namespaceCheck = prefix;
  } catch {
  }
  return namespaceCheck ?? void 0;
}

// src/process/spawn.ts
var DEADLINES = {
  /** One git call (a diff, a `cat-file --batch` of every changed file). */
  git: 6e4,
  /** One ruff pass over the changed Python files. */
  ruff: 6e4,
  /** Python's `ast` over the server sources of every environment (parse only). */
  pythonAst: 3e4,
  /** `uv run --frozen openenv validate`: installs the project's dependencies first. */
  crosscheck: 3e5
};
var PIPES_AFTER_EXIT_MS = 2e3;
var liveGroups = /* @__PURE__ */ new Set();
var exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const pid of liveGroups) killGroup(pid, "SIGKILL");
  });
}
function killGroup(pid, signal = "SIGKILL") {
  try {
    if (process.platform === "win32") process.kill(pid, signal);
    else process.kill(-pid, signal);
  } catch {
  }
}
function holdEventLoop(started, held) {
  const { child } = started;
  const handles = [child, child.stdin, child.stdout, child.stderr];
  for (const handle of handles) {
    if (held) handle?.ref?.();
    else handle?.unref?.();
  }
}
function startProcess(command, args, options) {
  installExitHook();
  let stopped;
  const program = findOnPath(command, options.env.PATH ?? "") ?? command;
  const child = process.getBuiltinModule("node:child_process").spawn(program, [...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: [options.stdin ?? "ignore", "pipe", "pipe"],
    detached: process.platform !== "win32",
    // its own process group
    windowsHide: true
  });
  const pid = child.pid;
  if (pid !== void 0) liveGroups.add(pid);
  const stop = (reason) => {
    if (pid === void 0) return;
    stopped ??= reason;
    killGroup(pid, "SIGKILL");
    if (options.treeMarker) killTree(pid, options.treeMarker);
  };
  const timer = setTimeout(() => stop("deadline"), options.deadlineMs);
  timer.unref();
  const onAbort = () => stop("cancelled");
  if (options.signal?.aborted) queueMicrotask(onAbort);
  else options.signal?.addEventListener("abort", onAbort, { once: true });
  const exited = new Promise((resolve) => {
    const done = (result) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      if (pid !== void 0) {
        killGroup(pid, "SIGKILL");
        if (options.treeMarker) {
          killTree(pid, options.treeMarker);
          setTimeout(() => {
            for (const stream of [child.stdout, child.stderr]) if (stream && !stream.closed) stream.destroy();
          }, PIPES_AFTER_EXIT_MS).unref();
        }
        liveGroups.delete(pid);
      }
      resolve(result);
    };
    child.once("exit", (code, signal) => done({ code, signal }));
    child.once("error", (error) => done({ code: 127, signal: null, error }));
  });
  return {
    child,
    exited,
    get stopped() {
      return stopped;
    },
    kill: (signal = "SIGKILL") => {
      if (pid !== void 0) killGroup(pid, signal);
    }
  };
}
var SpawnError = class extends Error {
  constructor(label, cause) {
    super(`could not run ${label}: ${cause.message}`);
    this.label = label;
    this.cause = cause;
    this.name = "SpawnError";
  }
  label;
  cause;
};
var ProcessStoppedError = class extends Error {
  constructor(label, reason, deadlineMs) {
    super(stopMessage(label, reason, deadlineMs));
    this.label = label;
    this.reason = reason;
    this.deadlineMs = deadlineMs;
    this.name = "ProcessStoppedError";
  }
  label;
  reason;
  deadlineMs;
};
function stopMessage(label, reason, deadlineMs) {
  return reason === "deadline" ? `${label} did not finish within its deadline of ${formatSeconds(deadlineMs)} and was stopped (its process group killed); its output was discarded` : `${label} was stopped because the run was cancelled`;
}
function formatSeconds(ms) {
  const s = ms / 1e3;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}
async function runProcess(command, args, options) {
  const started = startProcess(command, args, { ...options, stdin: options.input === void 0 ? "ignore" : "pipe" });
  const { child } = started;
  const out = [];
  const err = [];
  const onStdout = options.onStdout ?? ((chunk) => out.push(chunk));
  child.stdout?.on("data", onStdout);
  child.stderr?.on("data", (chunk) => err.push(chunk));
  if (options.input !== void 0 && child.stdin) {
    child.stdin.on("error", () => void 0);
    child.stdin.end(options.input);
  }
  const closed = new Promise((resolve) => child.once("close", () => resolve()));
  const exit = await started.exited;
  if (exit.error) throw new SpawnError(options.label, exit.error);
  await closed;
  const result = { exitCode: exit.code, signal: exit.signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) };
  if (started.stopped) result.stopped = started.stopped;
  return result;
}

export {
  TREE_MARKER,
  newTreeMarker,
  killTree,
  namespacePrefix,
  DEADLINES,
  killGroup,
  holdEventLoop,
  startProcess,
  ProcessStoppedError,
  stopMessage,
  runProcess
};
