import {
  findOnPath
} from "./chunk-JRTPWSBC.js";

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
  child.stdout?.on("data", (chunk) => out.push(chunk));
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
  DEADLINES,
  killGroup,
  startProcess,
  ProcessStoppedError,
  stopMessage,
  runProcess
};
