import {
  DEADLINES,
  ProcessStoppedError,
  holdEventLoop,
  runProcess,
  startProcess
} from "./chunk-ZKRAT4SF.js";
import {
  childEnvironment
} from "./chunk-JRTPWSBC.js";

// src/repo/git.ts
import { lstatSync, mkdtempSync, realpathSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";

// src/repo/cat-file-stream.ts
var IDLE_CLOSE_MS = 2e3;
var CatFileStream = class {
  constructor(start, deadlineMs, idleCloseMs = IDLE_CLOSE_MS) {
    this.start = start;
    this.deadlineMs = deadlineMs;
    this.idleCloseMs = idleCloseMs;
  }
  start;
  deadlineMs;
  idleCloseMs;
  process;
  queue = [];
  buffered = [];
  bufferedBytes = 0;
  /** Size of the blob whose header was read, while its content is still arriving. */
  expecting;
  idle;
  corked = false;
  deadline;
  read(objectId) {
    if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(objectId)) return Promise.resolve(void 0);
    return new Promise((resolve, reject) => {
      clearTimeout(this.idle);
      const started = this.process ??= this.open();
      if (this.queue.length === 0) holdEventLoop(started, true);
      this.queue.push({ resolve, reject });
      this.armDeadline();
      this.write(started, `${objectId}
`);
    });
  }
  /** The ids asked in one turn of the event loop go out in one write (many reads at once: one system call, one wake of git). */
  write(started, line) {
    const stdin = started.child.stdin;
    if (!this.corked) {
      this.corked = true;
      stdin.cork();
      process.nextTick(() => {
        this.corked = false;
        stdin.uncork();
      });
    }
    stdin.write(line);
  }
  open() {
    const started = this.start();
    const stdout = started.child.stdout;
    stdout.on("data", (chunk) => {
      if (this.process !== started) return;
      this.buffered.push(chunk);
      this.bufferedBytes += chunk.length;
      this.drain();
    });
    started.child.stdin.on("error", () => void 0);
    void started.exited.then(({ code, error }) => {
      if (this.process !== started) return;
      this.fail(error ?? new Error(`git cat-file --batch ${started.stopped === "cancelled" ? "was cancelled" : `exited (${code})`} with ${this.queue.length} reads pending`));
    });
    return started;
  }
  /** Answers every request whose reply is complete, in order. */
  drain() {
    while (this.queue.length) {
      if (this.expecting !== void 0 && this.bufferedBytes < this.expecting + 1) break;
      const data = this.joined();
      if (this.expecting === void 0) {
        const eol = data.indexOf(10);
        if (eol === -1) break;
        const header = data.subarray(0, eol).toString("latin1").split(" ");
        this.keep(data.subarray(eol + 1));
        if (header[1] === "missing" || header.length < 3) this.answer(void 0);
        else this.expecting = Number(header[2]);
        continue;
      }
      const blob = Buffer.from(data.subarray(0, this.expecting));
      this.keep(data.subarray(this.expecting + 1));
      this.expecting = void 0;
      this.answer(blob);
    }
  }
  joined() {
    const data = this.buffered.length === 1 ? this.buffered[0] : Buffer.concat(this.buffered, this.bufferedBytes);
    this.buffered = [data];
    return data;
  }
  keep(rest) {
    this.buffered = rest.length ? [rest] : [];
    this.bufferedBytes = rest.length;
  }
  answer(blob) {
    this.queue.shift().resolve(blob);
    this.armDeadline();
    if (this.queue.length === 0) {
      if (this.process) holdEventLoop(this.process, false);
      this.idle = setTimeout(() => this.close(), this.idleCloseMs);
      this.idle.unref();
    }
  }
  /** The oldest pending read must be answered within the deadline, else the process is stopped. */
  armDeadline() {
    clearTimeout(this.deadline);
    if (this.queue.length === 0) return;
    this.deadline = setTimeout(() => {
      this.process?.kill();
      this.fail(new Error(`git cat-file --batch did not answer within ${this.deadlineMs / 1e3} s and was stopped`));
    }, this.deadlineMs);
    this.deadline.unref();
  }
  fail(error) {
    clearTimeout(this.deadline);
    this.process = void 0;
    this.buffered = [];
    this.bufferedBytes = 0;
    this.expecting = void 0;
    for (const request of this.queue.splice(0)) request.reject(error);
  }
  close() {
    const started = this.process;
    if (!started || this.queue.length) return;
    this.process = void 0;
    started.child.stdin.end();
  }
};

// src/repo/git.ts
var GitError = class extends Error {
  constructor(args, exitCode, stderr) {
    super(`git ${args.join(" ")} failed (exit ${exitCode}): ${stderr.trim().split("\n").slice(-3).join(" ")}`);
    this.args = args;
    this.exitCode = exitCode;
    this.stderr = stderr;
    this.name = "GitError";
  }
  args;
  exitCode;
  stderr;
};
var NEUTRAL_GIT_CONFIG = {
  "core.fsmonitor": "false",
  "core.hooksPath": "/dev/null",
  "core.attributesFile": "/dev/null",
  "core.sshCommand": "ssh",
  "core.gitProxy": "none",
  "core.askPass": "",
  "core.pager": "cat",
  "core.editor": "false",
  "sequence.editor": "false",
  "credential.helper": "",
  "gpg.program": "false",
  "gpg.openpgp.program": "false",
  "gpg.x509.program": "false",
  "gpg.ssh.program": "false",
  "log.showSignature": "false",
  "safe.bareRepository": "explicit",
  "core.quotePath": "false",
  "core.autocrlf": "false",
  "core.safecrlf": "false",
  "core.bigFileThreshold": "512m",
  "color.ui": "never",
  "color.diff": "never",
  "color.blame": "never",
  "diff.noprefix": "false",
  "diff.mnemonicPrefix": "false",
  "diff.relative": "false",
  "diff.renames": "true",
  "diff.algorithm": "default",
  "diff.context": "3",
  "diff.interHunkContext": "0",
  "diff.suppressBlankEmpty": "false",
  "diff.orderFile": "/dev/null",
  "diff.submodule": "short",
  "diff.ignoreSubmodules": "none",
  "log.follow": "false",
  "log.abbrevCommit": "false",
  "log.decorate": "false",
  "log.showRoot": "true",
  "i18n.logOutputEncoding": "UTF-8",
  "blame.ignoreRevsFile": "",
  "status.showUntrackedFiles": "normal"
};
var SAFE_GIT_CONFIG = ["--no-pager", ...Object.entries(NEUTRAL_GIT_CONFIG).flatMap(([key, value]) => ["-c", `${key}=${value}`])];
var DIFF_SWITCHES = {
  diff: ["--no-ext-diff", "--no-textconv", "--no-color"],
  log: ["--no-ext-diff", "--no-textconv", "--no-color"],
  show: ["--no-ext-diff", "--no-textconv", "--no-color"],
  "diff-tree": ["--no-ext-diff", "--no-textconv", "--no-color"],
  blame: ["--no-textconv"]
};
var DRIVER_KEY = "^((filter|diff|merge)\\..*\\.(clean|smudge|process|textconv|command|driver)|remote\\..*\\.(uploadpack|receivepack)|credential\\..*\\.helper)$";
function neutralValue(key) {
  if (/\.uploadpack$/i.test(key)) return "git-upload-pack";
  if (/\.receivepack$/i.test(key)) return "git-receive-pack";
  return /\.(process|command|driver|helper)$/i.test(key) ? "" : "cat";
}
async function driverOverrides(run) {
  const { stdout, exitCode } = await run(["config", "--includes", "--name-only", "--get-regexp", DRIVER_KEY]);
  if (exitCode !== 0) return [];
  return stdout.toString("utf8").split("\n").filter(Boolean).flatMap((key) => ["-c", `${key}=${neutralValue(key)}`]);
}
var DRIVER_FREE = /* @__PURE__ */ new Set(["rev-parse", "ls-tree", "cat-file", "config", "merge-base", "rev-list"]);
function subcommandOf(args) {
  return args.find((a, i) => !a.startsWith("-") && args[i - 1] !== "-c");
}
var PATH_ONLY_LOG_OPTION = /^(?:--name-status|--name-only|--relative|--first-parent|--diff-merges=first-parent|-M|--no-renames|-z|--reverse|--diff-filter=[A-Za-z]+|--format=(?!.*%G).*)$/;
function isPathOnlyLog(args) {
  const start = args.findIndex((a, i) => a === "log" && args[i - 1] !== "-c");
  for (const arg of args.slice(start + 1)) {
    if (arg === "--") return true;
    if (arg.startsWith("-") && !PATH_ONLY_LOG_OPTION.test(arg)) return false;
  }
  return true;
}
function isObjectDiff(args, at) {
  const end = args.indexOf("--", at);
  const rest = args.slice(at + 1, end < 0 ? args.length : end);
  const revisions = rest.filter((a) => !a.startsWith("-"));
  return rest.includes("--no-ext-diff") && rest.includes("--no-textconv") && revisions.length === 2 && revisions.every((r) => /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(r));
}
function needsDriverOverrides(args) {
  const sub = subcommandOf(args);
  if (sub === "log") return !isPathOnlyLog(args);
  if (sub === "diff" && isObjectDiff(args, args.indexOf(sub))) return false;
  if (sub === void 0 || !DRIVER_FREE.has(sub)) return true;
  return sub === "cat-file" && args.some((a) => a === "--textconv" || a === "--filters" || a.startsWith("--path"));
}
function gitRunner(cwd, runnerOptions = {}) {
  const location = locateRepository(cwd);
  const env = childEnvironment({ set: { ...repositoryEnvironment(cwd, location), GIT_TERMINAL_PROMPT: "0", GIT_CONFIG_NOSYSTEM: "1", GIT_ATTR_NOSYSTEM: "1", GIT_OPTIONAL_LOCKS: "0", LC_ALL: "C" } });
  const safeArgs = location && !location.workTree ? [...SAFE_GIT_CONFIG, "-c", "core.bare=true"] : SAFE_GIT_CONFIG;
  const deadlineMs = runnerOptions.deadlineMs ?? DEADLINES.git;
  const spawnGit = async (args, input, objectsOnly = false, onStdout) => {
    const label = `git ${subcommandOf(args) ?? ""}`.trim();
    let at = cwd;
    let callEnv = env;
    if (objectsOnly) {
      at = emptyFolder();
      callEnv = { ...env, GIT_WORK_TREE: at, GIT_INDEX_FILE: join(at, "index") };
      const prefix = location?.workTree ? relative(location.workTree, realFolder(cwd)) : "";
      if (prefix) args = args.map((a) => a === "--relative" ? `--relative=${prefix}/` : a);
    }
    const result = await runProcess("git", withSwitches(args), { label, cwd: at, env: callEnv, input, deadlineMs, signal: runnerOptions.signal, ...onStdout ? { onStdout } : {} });
    if (result.stopped) throw new ProcessStoppedError(label, result.stopped, deadlineMs);
    return { stdout: result.stdout, stderr: result.stderr.toString("utf8"), exitCode: result.exitCode ?? 128 };
  };
  let overrides;
  const runner = async (args, options = {}) => {
    let driverArgs = [];
    if (needsDriverOverrides(args)) {
      overrides ??= driverOverrides((a) => spawnGit([...safeArgs, ...a])).catch(() => []);
      driverArgs = await overrides;
    }
    const result = await spawnGit([...safeArgs, ...driverArgs, ...args], options.input, options.objectsOnly, options.onStdout);
    if (result.exitCode !== 0 && !options.allowFailure) throw new GitError(args, result.exitCode, result.stderr);
    return result;
  };
  let blobs;
  const startBatch = () => startProcess("git", [...safeArgs, "cat-file", "--batch"], { label: "git cat-file --batch", cwd, env, deadlineMs: STREAM_LIFETIME_MS, signal: runnerOptions.signal, stdin: "pipe" });
  runner.readBlob = (objectId) => (blobs ??= new CatFileStream(startBatch, deadlineMs)).read(objectId);
  return runner;
}
function withSwitches(args) {
  const at = args.findIndex((a, i) => !a.startsWith("-") && args[i - 1] !== "-c");
  const switches = at < 0 ? void 0 : DIFF_SWITCHES[args[at]];
  return switches ? [...args.slice(0, at + 1), ...switches, ...args.slice(at + 1)] : [...args];
}
var empty;
function emptyFolder() {
  if (empty) return empty;
  const folder = mkdtempSync(join(tmpdir(), "openenv-ci-git-"));
  process.on("exit", () => rmSync(folder, { recursive: true, force: true }));
  return empty = folder;
}
function realFolder(folder) {
  try {
    return realpathSync(folder);
  } catch {
    return folder;
  }
}
function locateRepository(folder) {
  let start;
  try {
    start = realpathSync(folder);
  } catch {
    return void 0;
  }
  for (let dir = start; ; dir = dirname(dir)) {
    if (entryExists(join(dir, ".git"))) return { gitDir: join(dir, ".git"), workTree: dir };
    if (dirname(dir) === dir) break;
  }
  for (let dir = start; ; dir = dirname(dir)) {
    if (isGitDirectory(dir)) return { gitDir: dir };
    if (dirname(dir) === dir) return void 0;
  }
}
function entryExists(path) {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
function isGitDirectory(dir) {
  try {
    return statSync(join(dir, "HEAD")).isFile() && statSync(join(dir, "objects")).isDirectory() && statSync(join(dir, "refs")).isDirectory();
  } catch {
    return false;
  }
}
function repositoryEnvironment(cwd, location) {
  if (!location) return { GIT_DIR: join(realFolder(cwd), ".openenv-ci-no-repository"), GIT_CEILING_DIRECTORIES: realFolder(cwd) };
  const top = location.workTree ?? location.gitDir;
  return { GIT_DIR: location.gitDir, ...location.workTree ? { GIT_WORK_TREE: location.workTree } : {}, GIT_CEILING_DIRECTORIES: dirname(top) };
}
var STREAM_LIFETIME_MS = 6 * 60 * 60 * 1e3;
function mayBeInsideRepository(folder) {
  try {
    realpathSync(folder);
  } catch {
    return true;
  }
  return locateRepository(folder) !== void 0;
}
async function probeWorkTree(git, revisions = []) {
  let answers = resolvedByRunner.get(git);
  if (!answers) resolvedByRunner.set(git, answers = /* @__PURE__ */ new Map());
  const asked = [...new Set(revisions)].filter((r) => /^[^-\s][^\s]*$/.test(r) && !answers.has(r));
  const probe = (withRevisions) => git(["rev-parse", "--is-inside-work-tree", "--show-toplevel", ...withRevisions.flatMap((r) => [`${r}^{commit}`, `${r}^{tree}`])], { allowFailure: true });
  let result = await probe(asked);
  if (result.exitCode !== 0 && asked.length) result = await probe([]);
  let [inside, topLevel = "", ...ids] = result.stdout.toString("utf8").split("\n");
  let bare;
  if (inside === "false") {
    const asBare = (withRevisions) => git(["rev-parse", "--is-bare-repository", "--absolute-git-dir", ...withRevisions.flatMap((r) => [`${r}^{commit}`, `${r}^{tree}`])], { allowFailure: true });
    result = await asBare(asked);
    if (result.exitCode !== 0 && asked.length) result = await asBare([]);
    [inside, topLevel = "", ...ids] = result.stdout.toString("utf8").split("\n");
    bare = true;
  }
  if (result.exitCode !== 0 || inside !== "true") return void 0;
  const id = (line) => line && /^[0-9a-f]{40,64}$/.test(line) ? line : void 0;
  if (ids.length >= 2 * asked.length)
    asked.forEach((revision, index) => {
      const commit = id(ids[2 * index]);
      const tree = id(ids[2 * index + 1]);
      if (commit && tree) answers.set(revision, { commit, tree });
    });
  return bare ? { topLevel, bare } : { topLevel };
}
var resolvedByRunner = /* @__PURE__ */ new WeakMap();
async function resolveCommits(git, revisions) {
  let answers = resolvedByRunner.get(git);
  if (!answers) resolvedByRunner.set(git, answers = /* @__PURE__ */ new Map());
  const lineSafe = (revision) => revision !== "" && !/\s/.test(revision);
  const asked = [...new Set(revisions.filter((r) => lineSafe(r) && !answers.has(r)))];
  if (asked.length) {
    const { stdout } = await git(["cat-file", "--batch-check"], { input: asked.map((r) => `${r}^{commit}
${r}^{tree}
`).join("") });
    const lines = stdout.toString("utf8").split("\n");
    asked.forEach((revision, index) => {
      const commit = /^([0-9a-f]{40,64}) commit \d+$/.exec(lines[2 * index] ?? "")?.[1];
      const tree = /^([0-9a-f]{40,64}) tree \d+$/.exec(lines[2 * index + 1] ?? "")?.[1];
      answers.set(revision, commit && tree ? { commit, tree } : void 0);
    });
  }
  const out = [];
  for (const revision of revisions) {
    if (answers.has(revision)) {
      out.push(answers.get(revision));
      continue;
    }
    const parsed = await git(["rev-parse", "--verify", "--quiet", `${revision}^{commit}`], { allowFailure: true });
    const commit = parsed.exitCode === 0 ? parsed.stdout.toString("utf8").trim() : "";
    const tree = commit ? (await git(["rev-parse", "--verify", "--quiet", `${commit}^{tree}`], { allowFailure: true })).stdout.toString("utf8").trim() : "";
    answers.set(revision, commit && tree ? { commit, tree } : void 0);
    out.push(answers.get(revision));
  }
  return out;
}

export {
  GitError,
  gitRunner,
  mayBeInsideRepository,
  probeWorkTree,
  resolveCommits
};
