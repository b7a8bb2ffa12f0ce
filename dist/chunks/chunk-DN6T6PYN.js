// src/process/environment.ts
var BASE_NAMES = /* @__PURE__ */ new Set(["PATH", "HOME", "USER", "LOGNAME", "SHELL", "LANG", "LANGUAGE", "TZ", "TMPDIR", "TMP", "TEMP", "TERM"]);
var BASE_PREFIXES = ["LC_"];
var SECRET_NAME = /^(?:INPUT_|ACTIONS_)|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|_KEY(?:_|$)|_AUTH(?:_|$)/i;
function isSecretName(name) {
  return SECRET_NAME.test(name);
}
var PYTHON_TOOLCHAIN = ["UV_", "PYENV_", "XDG_", "VIRTUAL_ENV", "CONDA_PREFIX", "SSL_CERT_FILE", "SSL_CERT_DIR", "HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "no_proxy"];
function childEnvironment(options = {}, parent = process.env) {
  const prefixes = [...BASE_PREFIXES, ...(options.inherit ?? []).filter((n) => n.endsWith("_"))];
  const names = /* @__PURE__ */ new Set([...BASE_NAMES, ...(options.inherit ?? []).filter((n) => !n.endsWith("_"))]);
  const env = {};
  for (const [name, value] of Object.entries(parent)) {
    if (value === void 0 || isSecretName(name)) continue;
    if (names.has(name) || prefixes.some((p) => name.startsWith(p))) env[name] = value;
  }
  for (const [name, value] of Object.entries(options.set ?? {})) env[name] = value;
  return env;
}
function parseServerEnv(text, parent = process.env) {
  const out = {};
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const eq = line.indexOf("=");
    const name = (eq === -1 ? line : line.slice(0, eq)).trim();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`server-env: "${name}" is not a variable name (write NAME=value or NAME)`);
    if (eq !== -1) out[name] = line.slice(eq + 1);
    else if (isSecretName(name)) throw new Error(`server-env: ${name} looks like a secret; write ${name}=\${{ secrets.\u2026 }} to pass it on purpose`);
    else if (parent[name] !== void 0) out[name] = parent[name];
  }
  return out;
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
  const child = process.getBuiltinModule("node:child_process").spawn(command, [...args], {
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
  isSecretName,
  PYTHON_TOOLCHAIN,
  childEnvironment,
  parseServerEnv,
  DEADLINES,
  killGroup,
  startProcess,
  ProcessStoppedError,
  stopMessage,
  runProcess
};
