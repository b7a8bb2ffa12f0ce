import {
  filesUnder,
  normalizeRepoPath
} from "./chunk-YHG43ED4.js";

// src/checks/review/options.ts
var REVIEW_ARTIFACT_FILE = "openenv-ci-review.json";
var REVIEW_OPTIONS = [
  { name: "invariants-file", description: "Invariants document Tier 2 flags link to.", default: ".claude/docs/INVARIANTS.md" },
  { name: "principles-file", description: "Principles document (RFC process) Tier 2 flags link to.", default: ".claude/docs/PRINCIPLES.md" },
  {
    name: "source-paths",
    description: "Globs (comma or newline separated) of source files where debug code is an error.",
    default: "src/**,envs/**",
    multiple: true
  },
  {
    name: "source-exclude",
    description: "Globs excluded from source-paths (tests, examples, scripts).",
    default: "**/tests/**,**/test/**,**/test_*.py,**/*_test.py,**/conftest.py,**/examples/**,**/scripts/**",
    multiple: true
  },
  { name: "core-package", description: "Folder of the core package whose public API changes need an RFC.", default: "src/openenv/core" },
  {
    name: "core-env-files",
    description: "Files holding the core environment/client classes whose reset/step/state signatures are the Gym-like API.",
    default: "src/openenv/core/env_server/interfaces.py,src/openenv/core/env_client.py,src/openenv/core/env_server/mcp_environment.py",
    multiple: true
  },
  { name: "rfc-dir", description: "Folder of RFC documents.", default: "rfcs" },
  { name: "codeowners-file", description: "CODEOWNERS path (default: the first of .github/, root, docs/).", default: "" },
  { name: "max-file-bytes", description: "Files larger than this are reviewed from their diff lines only.", default: "1048576" },
  {
    name: "max-change-bytes",
    description: "Bytes of one change the review reads (its diff, file by file); the files past it are listed as not reviewed.",
    default: String(32 * 1024 * 1024)
  },
  {
    name: "report-mode",
    description: "comment: post the review comment; artifact: write it as a JSON artifact (untrusted pull_request job); publish: post a validated artifact (trusted workflow_run job).",
    default: "comment"
  },
  {
    name: "review-artifact",
    trusted: true,
    statePath: true,
    description: "report-mode artifact/publish: the review artifact file to write or read (default $RUNNER_TEMP/openenv-ci-review.json).",
    default: ""
  },
  // The optional model pass (docs/review.md, "Model pass"). URL, token, cache folder and opt-in label are trusted.
  { name: "llm", description: "Model pass: advisory (claims in their own section, never in the verdict) or off.", default: "off" },
  { name: "llm-model", description: "Model id for the model pass (required when llm is advisory), e.g. Qwen/Qwen3-32B:cerebras.", default: "" },
  {
    name: "llm-base-url",
    trusted: true,
    description: "OpenAI-compatible chat-completions endpoint of the model pass (default the Hugging Face Inference Providers router).",
    default: "https://router.huggingface.co/v1"
  },
  {
    name: "llm-token",
    trusted: true,
    description: "Token for the model endpoint (default the OPENENV_CI_LLM_TOKEN environment variable, else HF_TOKEN for the Hugging Face router). Never logged, never in a prompt.",
    default: ""
  },
  {
    name: "llm-cache",
    trusted: true,
    statePath: true,
    description: "Folder of the model pass cache (default the user cache folder; on a pull request in the action the sticky comment holds it).",
    default: ""
  },
  {
    name: "llm-label",
    trusted: true,
    description: "Label a maintainer applies to run the model pass on a fork's pull request, or one whose author has no write access (otherwise skipped there).",
    default: ""
  },
  { name: "llm-max-input-tokens", description: "Input tokens per model call (the default suits a 32k context).", default: "24000" },
  { name: "llm-max-calls", description: "Model calls per run; files past them are listed as not reviewed.", default: "4" },
  { name: "llm-timeout", description: "Seconds per model call (the whole pass has four times as long).", default: "60" }
];
var list = (value) => value.split(/[,\n]/).map((s) => s.trim()).filter((s) => s !== "");
var path = (value) => value.trim().replace(/^\.\//, "").replace(/\/+$/, "");
var REPORT_MODES = ["comment", "artifact", "publish"];
function positiveInteger(value) {
  const n = Number(value);
  if (!Number.isFinite(n)) return `Invalid input: expected number, received ${n}`;
  if (!Number.isInteger(n)) return "Invalid input: expected int, received number";
  if (n <= 0) return "Too small: expected number to be >0";
  return n;
}
var ReviewOptionsError = class extends Error {
  name = "ReviewOptionsError";
};
function parseReviewOptions(raw) {
  const value = (name) => raw[name] ?? REVIEW_OPTIONS.find((spec) => spec.name === name)?.default ?? "";
  const invalid = (name, message) => new ReviewOptionsError(`review option ${name} is invalid: ${message}. Fix the value in the workflow inputs, CLI flags or config file.`);
  const maxFileBytes = positiveInteger(value("max-file-bytes"));
  if (typeof maxFileBytes === "string") throw invalid("max-file-bytes", maxFileBytes);
  const maxChangeBytes = positiveInteger(value("max-change-bytes"));
  if (typeof maxChangeBytes === "string") throw invalid("max-change-bytes", maxChangeBytes);
  const reportMode = value("report-mode");
  if (!REPORT_MODES.includes(reportMode)) throw invalid("report-mode", `Invalid option: expected one of ${REPORT_MODES.map((m) => `"${m}"`).join("|")}`);
  return {
    invariantsFile: path(value("invariants-file")),
    principlesFile: path(value("principles-file")),
    sourcePaths: list(value("source-paths")),
    sourceExclude: list(value("source-exclude")),
    corePackage: path(value("core-package")),
    coreEnvFiles: list(value("core-env-files")),
    rfcDir: path(value("rfc-dir")),
    codeownersFile: path(value("codeowners-file")),
    maxFileBytes,
    maxChangeBytes,
    reportMode,
    reviewArtifact: value("review-artifact").trim(),
    llm: parseLlmOptions(value, invalid)
  };
}
function parseLlmOptions(value, invalid) {
  const mode = value("llm").trim() || "off";
  if (mode !== "advisory" && mode !== "off") throw invalid("llm", 'Invalid option: expected one of "advisory"|"off"');
  const number = (name) => {
    const n = positiveInteger(value(name));
    if (typeof n === "string") throw invalid(name, n);
    return n;
  };
  const model = value("llm-model").trim();
  if (mode === "advisory" && !model) throw invalid("llm-model", "required when llm is advisory (e.g. Qwen/Qwen3-32B:cerebras)");
  const baseURL = value("llm-base-url").trim();
  if (mode === "advisory" && !/^https?:\/\/[^\s/]+/.test(baseURL)) throw invalid("llm-base-url", "expected an http(s) URL");
  return {
    mode,
    model,
    baseURL: baseURL.replace(/\/+$/, ""),
    token: value("llm-token").trim(),
    cacheDir: value("llm-cache").trim(),
    label: value("llm-label").trim(),
    maxInputTokens: number("llm-max-input-tokens"),
    maxCalls: number("llm-max-calls"),
    timeoutSeconds: number("llm-timeout")
  };
}
var FOLDED_BY_REVIEW = ["rfc-lint", "manifests", "validate"];

// src/repo/working-tree.ts
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readFileSync, readSync, realpathSync } from "node:fs";
import { basename, dirname, join, normalize, relative, sep } from "node:path";
var DEFAULT_SKIPPED_DIRS = /* @__PURE__ */ new Set([
  ".git",
  "node_modules",
  ".venv",
  "venv",
  "__pycache__",
  ".mypy_cache",
  ".ruff_cache",
  ".pytest_cache",
  ".tox"
]);
var REAL_DIR_CACHE = 512;
var SCREENED_OUT_CACHE = 65536;
var SIZED_CACHE = 4096;
var WorkingTreeView = class {
  constructor(root, skippedDirs = DEFAULT_SKIPPED_DIRS) {
    this.root = root;
    this.skippedDirs = skippedDirs;
    this.label = `working tree ${root}`;
    const base = normalize(root);
    this.prefix = sep !== "/" ? void 0 : base === "." ? "" : base.endsWith("/") ? base : `${base}/`;
  }
  root;
  skippedDirs;
  label;
  cache;
  /**
   * What join(root, path) gives for a path normalizeRepoPath returned: on POSIX the root's normalized form
   * and the path, concatenated (join normalizes the whole string again, on every read: a few percent of it).
   */
  prefix;
  fullPath(normalized) {
    return this.prefix === void 0 ? join(this.root, normalized) : this.prefix + normalized;
  }
  async listFiles() {
    this.cache ??= await this.walk(this.root);
    return this.cache;
  }
  /** Symbolic links and special files the whole-tree walk saw (listFiles leaves them out). */
  async listOtherEntries() {
    await this.listFiles();
    return this.others;
  }
  others = /* @__PURE__ */ new Map();
  /** The files under one folder, walking only it (no link is followed, the folder's own path included). */
  async listFolder(folder) {
    if (this.cache) return filesUnder(this.cache, folder);
    const normalized = normalizeRepoPath(folder);
    if (normalized === void 0) return [];
    if (normalized === "") return this.listFiles();
    let dir = this.root;
    for (const part of normalized.split("/")) {
      dir = join(dir, part);
      if (this.skippedDirs.has(part)) return [];
      if (this.walkedDirs.has(dir)) continue;
      if (!lstatOf(dir)?.isDirectory()) return [];
      this.walkedDirs.add(dir);
    }
    return this.walk(dir);
  }
  /** Every regular file under `start` (root-relative, sorted); synchronous like the reads (see resolve). */
  async walk(start) {
    const out = [];
    const walk = (dir, prefix) => {
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      this.walkedDirs.add(dir);
      for (const entry of entries) {
        if (entry.isDirectory()) {
          if (!this.skippedDirs.has(entry.name)) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
        } else if (entry.isFile()) {
          out.push(prefix + entry.name);
        } else {
          this.others.set(prefix + entry.name, entry.isSymbolicLink() ? "a symbolic link" : "a special file (a socket, FIFO or device)");
        }
      }
    };
    const rel = relative(this.root, start).split(sep).join("/");
    walk(start, rel ? `${rel}/` : "");
    return out.sort();
  }
  /**
   * The file's path on disk and its size, when it is a regular file whose real location is inside the root.
   * Synchronous, as are the reads: a local file's lstat and read take microseconds, and through the thread
   * pool each costs several times the CPU (a request object, a hand-off to a worker thread and back, a
   * promise), which for the many small files the checks read was most of their I/O cost.
   */
  resolve(path2) {
    const normalized = normalizeRepoPath(path2);
    if (normalized === void 0 || normalized === "") return void 0;
    const full = this.fullPath(normalized);
    const st = lstatOf(full);
    if (!st?.isFile()) return void 0;
    return this.insideRoot(full) ? { full, size: st.size } : void 0;
  }
  /**
   * Whether a path that is no link itself (lstat, or an open that refuses links) lies inside the root:
   * a parent directory may be a link. Its real path is its folder's real path and its name, so one
   * realpath per folder, not per file.
   */
  insideRoot(full) {
    const dir = dirname(full);
    if (this.walkedDirs.has(dir)) return true;
    const realDir = this.realDir(dir);
    if (realDir === void 0) return false;
    const real = join(realDir, basename(full));
    const realRoot = this.realRoot();
    return realRoot !== void 0 && (real === realRoot || real.startsWith(realRoot + sep));
  }
  /**
   * Folders the listing walked or stepped through (paths as the walk joined them, the form resolve
   * builds): each is a real folder under the root.
   */
  walkedDirs = /* @__PURE__ */ new Set();
  /** The root's real path, resolved once (every read compares against it). */
  realRootPath;
  realRoot() {
    this.realRootPath ??= realPathOf(this.root) ?? null;
    return this.realRootPath ?? void 0;
  }
  /**
   * Real paths of folders, remembered for the view's life: the tree's links are the commit's, fixed for the
   * run (code that could change them runs only where it could read any file anyway).
   */
  realDirs = /* @__PURE__ */ new Map();
  realDir(dir) {
    if (this.realDirs.has(dir)) return this.realDirs.get(dir);
    const real = realPathOf(dir);
    if (this.realDirs.size >= REAL_DIR_CACHE) this.realDirs.delete(this.realDirs.keys().next().value);
    this.realDirs.set(dir, real);
    return real;
  }
  async readFile(path2) {
    const sized = this.sized.get(path2);
    if (sized) this.sized.delete(path2);
    if (OPEN_NO_FOLLOW === void 0) {
      const resolved = sized ?? this.resolve(path2);
      if (!resolved) return void 0;
      try {
        return this.screened(path2, readFileSync(resolved.full));
      } catch {
        return void 0;
      }
    }
    const fd = sized ? openNoFollow(sized.full) : this.openConfined(path2);
    if (fd === null || fd === void 0) return void 0;
    try {
      let size = sized?.size;
      if (size === void 0) {
        const st = fstatSync(fd);
        if (!st.isFile()) return void 0;
        size = st.size;
      }
      const bytes = Buffer.allocUnsafe(size);
      let filled = 0;
      for (let got = -1; got !== 0 && filled < size; filled += got) got = readSync(fd, bytes, filled, size - filled, filled);
      return this.screened(path2, filled === size ? bytes : bytes.subarray(0, filled));
    } catch {
      return void 0;
    } finally {
      closeSync(fd);
    }
  }
  screen;
  /** Files whose bytes failed the screen (at most SCREENED_OUT_CACHE: past it, a file is just read again). */
  screenedOut = /* @__PURE__ */ new Set();
  screenReads(test) {
    this.screen = test;
    this.screenedOut.clear();
  }
  failedScreen(path2) {
    return this.screenedOut.has(path2);
  }
  /** Notes whether a whole file's bytes pass the screen; returns them. */
  screened(path2, bytes) {
    if (this.screen && this.screenedOut.size < SCREENED_OUT_CACHE && !this.screen(bytes)) this.screenedOut.add(path2);
    return bytes;
  }
  /**
   * The size and, up to `maxBytes`, the bytes, in one open that refuses a link (open, fstat, read, close:
   * what reading costs, without the lstat that sizing first adds). Where the platform cannot refuse a
   * link on open (no O_NOFOLLOW), the size and the read go the usual way.
   */
  async readFileWithin(path2, maxBytes) {
    if (OPEN_NO_FOLLOW === void 0) {
      const size = await this.fileSize(path2);
      if (size === void 0) return void 0;
      if (size > maxBytes) return { size };
      const bytes = await this.readFile(path2);
      return bytes ? { size, bytes } : void 0;
    }
    const normalized = normalizeRepoPath(path2);
    if (normalized === void 0 || normalized === "") return void 0;
    const full = this.fullPath(normalized);
    if (!this.insideRoot(full)) return void 0;
    let fd;
    try {
      fd = openSync(full, OPEN_NO_FOLLOW);
    } catch {
      return void 0;
    }
    try {
      const scratch = scratchOf(maxBytes + 1);
      let filled = 0;
      for (let got = -1; got !== 0 && filled < scratch.length; filled += got) got = readSync(fd, scratch, filled, scratch.length - filled, filled);
      if (filled <= maxBytes) {
        const bytes = Buffer.allocUnsafe(filled);
        scratch.copy(bytes, 0, 0, filled);
        return { size: filled, bytes: this.screened(path2, bytes) };
      }
      const st = fstatSync(fd);
      return st.isFile() ? { size: st.size } : void 0;
    } catch {
      return void 0;
    } finally {
      closeSync(fd);
    }
  }
  async visitFile(path2, maxBytes, visit) {
    const fd = this.openConfined(path2);
    if (fd === void 0) {
      const read = await this.readFileWithin(path2, maxBytes);
      return read && (read.bytes ? { size: read.size, value: visit(read.bytes) } : { size: read.size });
    }
    if (fd === null) return void 0;
    try {
      let buffer;
      if (maxBytes < VISIT_SCRATCH_BYTES) buffer = visitScratchOf(maxBytes + 1);
      else {
        const st = fstatSync(fd);
        if (!st.isFile()) return void 0;
        if (st.size > maxBytes) return { size: st.size };
        buffer = st.size < VISIT_SCRATCH_BYTES ? visitScratchOf(st.size + 1) : Buffer.allocUnsafe(st.size + 1);
      }
      let filled = 0;
      for (let got = -1; got !== 0 && filled < buffer.length; filled += got) got = readSync(fd, buffer, filled, buffer.length - filled, filled);
      if (filled > maxBytes) {
        const st = fstatSync(fd);
        return st.isFile() ? { size: st.size } : void 0;
      }
      return { size: filled, value: visit(this.screened(path2, buffer.subarray(0, filled))) };
    } catch {
      return void 0;
    } finally {
      closeSync(fd);
    }
  }
  /**
   * A descriptor of a file inside the root, opened refusing a link: null when it is none (missing, a link,
   * outside the root), undefined when the platform cannot refuse a link on open.
   */
  openConfined(path2) {
    if (OPEN_NO_FOLLOW === void 0) return this.resolve(path2) ? void 0 : null;
    const normalized = normalizeRepoPath(path2);
    if (normalized === void 0 || normalized === "") return null;
    const full = this.fullPath(normalized);
    if (!this.insideRoot(full)) return null;
    return openNoFollow(full);
  }
  async fileSize(path2) {
    const resolved = this.resolve(path2);
    if (resolved) {
      if (this.sized.size >= SIZED_CACHE) this.sized.delete(this.sized.keys().next().value);
      this.sized.set(path2, resolved);
    }
    return resolved?.size;
  }
  /**
   * Paths whose size was just asked, confined: callers ask the size before reading (to refuse a huge file),
   * and the read that follows takes the confinement from here instead of a second lstat.
   */
  sized = /* @__PURE__ */ new Map();
};
var scratchBuffer;
function scratchOf(bytes) {
  if (!scratchBuffer || scratchBuffer.length < bytes) scratchBuffer = Buffer.allocUnsafe(bytes);
  return bytes === scratchBuffer.length ? scratchBuffer : scratchBuffer.subarray(0, bytes);
}
var VISIT_SCRATCH_BYTES = 8 * 1024 * 1024;
var visitScratch;
function visitScratchOf(bytes) {
  if (!visitScratch || visitScratch.length < bytes) visitScratch = Buffer.allocUnsafe(Math.max(bytes, 1024 * 1024));
  return visitScratch.subarray(0, bytes);
}
var OPEN_NO_FOLLOW = constants.O_NOFOLLOW === void 0 ? void 0 : constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
function openNoFollow(full) {
  try {
    return openSync(full, OPEN_NO_FOLLOW);
  } catch {
    return null;
  }
}
function lstatOf(path2) {
  try {
    return lstatSync(path2, { throwIfNoEntry: false });
  } catch {
    return void 0;
  }
}
function realPathOf(path2) {
  try {
    return realpathSync.native(path2);
  } catch {
    return void 0;
  }
}

// src/repo/range-diff.ts
var NO_OBJECT = /^0+$/;
var SAFE_RANGE_DIFF = ["-c", "core.quotepath=false", "-c", "diff.noprefix=false"];
var ranges = /* @__PURE__ */ new WeakMap();
function readRangeDiff(git, base, head, options) {
  let cache = ranges.get(git);
  if (!cache) ranges.set(git, cache = /* @__PURE__ */ new Map());
  const key = `${base}..${head} ${options.bigFileBytes}`;
  let reads = cache.get(key);
  if (!reads) cache.set(key, reads = []);
  const earlier = reads.find((read2) => read2.budget >= options.maxPatchBytes);
  if (earlier) return earlier.diff;
  const read = {
    budget: options.maxPatchBytes,
    diff: readDiff(
      git,
      [
        ...SAFE_RANGE_DIFF,
        "-c",
        `core.bigFileThreshold=${options.bigFileBytes}`,
        "diff",
        "--no-ext-diff",
        "--no-textconv",
        "--no-color",
        "--submodule=short",
        "--raw",
        "-z",
        "--no-abbrev",
        "-p",
        "-U0",
        "-M",
        "--src-prefix=a/",
        "--dst-prefix=b/",
        base,
        head,
        "--"
      ],
      { objectsOnly: true },
      options.maxPatchBytes
    )
  };
  read.diff.catch(() => reads.splice(reads.indexOf(read), 1));
  reads.push(read);
  return read.diff;
}
async function readDiff(git, args, options, maxPatchBytes) {
  const reader = new RangeDiffReader(maxPatchBytes);
  const { stdout } = await git(args, { ...options, onStdout: (chunk) => reader.push(chunk) });
  if (stdout.length) reader.push(stdout);
  return reader.end();
}
var OPEN = Buffer.from("diff --git ");
var NEWLINE_OPEN = Buffer.from("\ndiff --git ");
var HEADER_BYTES = 64 * 1024;
var NOTHING = Buffer.alloc(0);
var RangeDiffReader = class {
  constructor(budget) {
    this.budget = budget;
  }
  budget;
  files = [];
  /** Raw records not yet complete; undefined once the patch has started. */
  raw = NOTHING;
  /** The next byte starts a line. */
  lineStart = true;
  /** The end of the last chunk, when it could be the start of a `diff --git ` split across chunks. */
  held = NOTHING;
  /** The file whose sections are being read (-1: none yet). */
  current = -1;
  sectionsLeft = 0;
  skippingFirstLine = false;
  pieces = [];
  size = 0;
  omitted = false;
  header = [];
  headerBytes = 0;
  /** Bytes of the patches kept so far. */
  kept = 0;
  push(chunk) {
    if (this.raw !== void 0) {
      const patch = this.readRecords(chunk);
      if (patch === void 0) return;
      chunk = patch;
    }
    this.readPatch(chunk);
  }
  end() {
    if (this.held.length) {
      const last = this.held;
      this.held = NOTHING;
      this.append(last);
    }
    this.closeFile();
    this.raw = void 0;
    return this.files;
  }
  /** Parses the complete records; the patch's first bytes once the records end, else undefined. */
  readRecords(chunk) {
    const raw = this.raw.length ? Buffer.concat([this.raw, chunk]) : chunk;
    let at = 0;
    while (at < raw.length && raw[at] === 58) {
      const fieldsEnd = raw.indexOf(0, at);
      if (fieldsEnd < 0) break;
      const [oldMode = "", newMode = "", oldObject = "", newObject = "", status = ""] = raw.toString("latin1", at + 1, fieldsEnd).split(" ");
      const kind = status.charAt(0);
      const first = raw.indexOf(0, fieldsEnd + 1);
      const second = kind === "R" || kind === "C" ? first < 0 ? -1 : raw.indexOf(0, first + 1) : first;
      if (first < 0 || second < 0) break;
      const file = { status: kind, path: raw.toString("utf8", fieldsEnd + 1, first), oldMode, newMode, oldObject, newObject, binary: false, newSideText: false, hunks: false, patch: "", patchBytes: 0, patchOmitted: false };
      if (second !== first) {
        file.previousPath = file.path;
        file.path = raw.toString("utf8", first + 1, second);
      }
      this.files.push(file);
      at = second + 1;
    }
    if (at < raw.length && raw[at] !== 58) {
      this.raw = void 0;
      return raw.subarray(raw[at] === 0 ? at + 1 : at);
    }
    this.raw = Buffer.from(raw.subarray(at));
    return void 0;
  }
  readPatch(chunk) {
    let data = chunk;
    if (this.held.length) {
      data = Buffer.concat([this.held, chunk]);
      this.held = NOTHING;
    }
    if (data.length === 0) return;
    const lastLine = data.lastIndexOf(10) + 1 || (this.lineStart ? 0 : data.length);
    let end = data.length;
    if (lastLine < data.length && data.length - lastLine < OPEN.length && OPEN.subarray(0, data.length - lastLine).equals(data.subarray(lastLine))) {
      end = lastLine;
      this.held = Buffer.from(data.subarray(lastLine));
    }
    let from = 0;
    if (this.lineStart && startsWith(data, 0, end)) {
      this.openSection();
      from = 0;
    }
    for (let at = data.indexOf(NEWLINE_OPEN); at >= 0 && at + 1 < end; at = data.indexOf(NEWLINE_OPEN, at + 1)) {
      this.append(data.subarray(from, at + 1));
      this.openSection();
      from = at + 1;
    }
    this.append(data.subarray(from, end));
    this.lineStart = this.held.length > 0 || data[end - 1] === 10;
  }
  openSection() {
    this.closeHeader();
    if (this.current >= 0 && this.sectionsLeft > 0) {
      this.sectionsLeft--;
      return;
    }
    this.closeFile();
    this.current++;
    const file = this.files[this.current];
    this.sectionsLeft = file?.status === "T" ? 1 : 0;
    this.skippingFirstLine = true;
  }
  append(bytes) {
    const file = this.files[this.current];
    if (!file || bytes.length === 0) return;
    if (this.headerBytes < HEADER_BYTES) {
      const part = bytes.subarray(0, HEADER_BYTES - this.headerBytes);
      this.header.push(part);
      this.headerBytes += part.length;
    }
    if (this.skippingFirstLine) {
      const newline = bytes.indexOf(10);
      if (newline < 0) return;
      bytes = bytes.subarray(newline + 1);
      this.skippingFirstLine = false;
    }
    this.size += bytes.length;
    if (this.omitted) return;
    if (this.kept + this.size > this.budget) {
      this.omitted = true;
      this.pieces = [];
    } else if (bytes.length) this.pieces.push(bytes);
  }
  /** The header flags of the section just read. */
  closeHeader() {
    const file = this.files[this.current];
    if (file && this.headerBytes) {
      const text = Buffer.concat(this.header, this.headerBytes).toString("utf8");
      readHeaders(text, 0, text.length, file);
    }
    this.header = [];
    this.headerBytes = 0;
  }
  closeFile() {
    this.closeHeader();
    const file = this.files[this.current];
    if (file) {
      file.patchBytes = this.size;
      if (this.omitted) file.patchOmitted = true;
      else {
        file.patch = Buffer.concat(this.pieces, this.size).toString("utf8");
        this.kept += this.size;
      }
    }
    this.pieces = [];
    this.size = 0;
    this.omitted = false;
  }
};
function startsWith(data, at, end) {
  return end - at >= OPEN.length && data.compare(OPEN, 0, OPEN.length, at, at + OPEN.length) === 0;
}
function readHeaders(output, from, stop, file) {
  for (let start = from; start < stop; ) {
    const newline = output.indexOf("\n", start);
    const end = newline < 0 || newline > stop ? stop : newline;
    if (output.startsWith("@@", start)) {
      file.hunks = true;
      return;
    }
    if (output.startsWith("Binary files ", start) || output.slice(start, end) === "GIT binary patch") file.binary = true;
    else if (output.startsWith("+++ b/", start)) file.newSideText = true;
    start = end + 1;
  }
}

export {
  REVIEW_ARTIFACT_FILE,
  REVIEW_OPTIONS,
  parseReviewOptions,
  FOLDED_BY_REVIEW,
  WorkingTreeView,
  NO_OBJECT,
  readRangeDiff,
  readDiff
};
