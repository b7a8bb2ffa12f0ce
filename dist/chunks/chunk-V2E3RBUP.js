import {
  criterion
} from "./chunk-BFZOZURU.js";
import {
  require_picomatch
} from "./chunk-HIPR4ACX.js";
import {
  gateByWorkflow,
  workflowSignals
} from "./chunk-ZD2KKH2D.js";
import {
  decodeText,
  filesUnder,
  visitFileOf
} from "./chunk-YHG43ED4.js";
import {
  splitLines
} from "./chunk-OXMKZMOM.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/checks/validate/static/env.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var MAX_TEXT_BYTES = 2 * 1024 * 1024;
var NO_VALUE = Promise.resolve(void 0);
var SMALL_FILE_BYTES = 64 * 1024;
var EnvContext = class {
  constructor(view, root, allFiles, options) {
    this.view = view;
    this.root = root;
    this.allFiles = allFiles;
    this.options = options;
    const prefix = root === "" ? "" : `${root}/`;
    this.files = filesUnder(allFiles, root).map((f) => f.slice(prefix.length));
    this.fileSet = new Set(this.files);
    const overrides = options.severityOverrides;
    this.severityOverrides = overrides && Object.keys(overrides).length > 0 ? overrides : void 0;
    this.dirSet = /* @__PURE__ */ new Set();
    for (const f of this.files) {
      const parts = f.split("/");
      for (let i = 1; i < parts.length; i++) this.dirSet.add(parts.slice(0, i).join("/"));
    }
  }
  view;
  root;
  allFiles;
  options;
  results = /* @__PURE__ */ new Map();
  /** Failing criteria whose cause another criterion's finding names (one root cause, one finding): no finding of their own. */
  folded = /* @__PURE__ */ new Set();
  sizeCache = /* @__PURE__ */ new Map();
  smallBytes = /* @__PURE__ */ new Map();
  decodedCache = /* @__PURE__ */ new Map();
  files;
  fileSet;
  dirSet;
  memo = /* @__PURE__ */ new Map();
  repoPaths = /* @__PURE__ */ new Map();
  /** Repository-relative path of an env-relative path. */
  repoPath(path) {
    if (this.root === "") return path;
    if (path === "") return this.root;
    let out = this.repoPaths.get(path);
    if (out === void 0) this.repoPaths.set(path, out = `${this.root}/${path}`);
    return out;
  }
  has(path) {
    return this.fileSet.has(path);
  }
  hasDir(path) {
    return this.dirSet.has(path);
  }
  /** File bytes; files up to 64 KiB are read once and shared by every criterion. */
  async bytes(path) {
    if (!this.fileSet.has(path)) return void 0;
    const cached = this.smallBytes.get(path) ?? await this.readSized(path);
    if (cached) return cached;
    const size = await this.size(path);
    const read = this.view.readFile(this.repoPath(path));
    if (size !== void 0 && size <= SMALL_FILE_BYTES) this.smallBytes.set(path, read);
    return read;
  }
  /**
   * A file not sized yet, read with its size at once when the view can (RepoView.readFileWithin): most
   * files the criteria size they also read, and sizing first costs a stat more than reading. Fills the
   * size and, for a small file, the bytes; a bigger file is only sized (its bytes are not kept).
   */
  async readSized(path) {
    if (this.sizeCache.has(path) || !this.view.readFileWithin) return void 0;
    const read = this.view.readFileWithin(this.repoPath(path), SMALL_FILE_BYTES);
    this.sizeCache.set(path, read.then((r) => r?.size));
    const result = await read;
    if (result && result.size > SMALL_FILE_BYTES) return void 0;
    const bytes = Promise.resolve(result?.bytes);
    this.smallBytes.set(path, bytes);
    return bytes;
  }
  size(path) {
    if (!this.fileSet.has(path)) return NO_VALUE;
    let cached = this.sizeCache.get(path);
    if (!cached) {
      cached = this.view.fileSize(this.repoPath(path));
      this.sizeCache.set(path, cached);
    }
    return cached;
  }
  /** How the file is stored, when the view knows without reading it (Hub trees); see RepoView.storedAs. */
  async storedAs(path) {
    return this.fileSet.has(path) ? this.view.storedAs?.(this.repoPath(path)) : void 0;
  }
  /** Looks up many sizes with bounded concurrency (the file checks stat every file in the context). */
  async prefetchSizes(paths, concurrency = 16) {
    let next = 0;
    const worker = async () => {
      while (next < paths.length) await this.size(paths[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
  }
  /**
   * The file's bytes lent to `visit` when it is at most `maxBytes` (RepoView.visitFile: a big file is read
   * into a reused buffer, nothing allocated, nothing kept); a file already read is visited from memory.
   * For criteria that search the raw bytes before deciding to decode. Undefined when not a listed file.
   */
  async visit(path, maxBytes, visit) {
    if (!this.fileSet.has(path)) return void 0;
    const held = this.smallBytes.get(path);
    if (held) {
      const bytes = await held;
      if (!bytes) return void 0;
      return bytes.byteLength <= maxBytes ? { size: bytes.byteLength, value: visit(bytes) } : { size: bytes.byteLength };
    }
    const out = await visitFileOf(this.view, this.repoPath(path), maxBytes, visit);
    if (!this.sizeCache.has(path)) this.sizeCache.set(path, Promise.resolve(out?.size));
    return out;
  }
  /** UTF-8 text of a file (lossy), undefined when absent, binary or above 2 MiB. */
  async text(path) {
    const decoded = await this.decoded(path);
    return decoded && !decoded.binary ? decoded.text : void 0;
  }
  /** How a file's bytes decode as UTF-8 (BOM, invalid bytes), undefined when absent or above 2 MiB. */
  decoded(path) {
    let decoded = this.decodedCache.get(path);
    if (decoded === void 0) {
      decoded = (async () => {
        if (!this.fileSet.has(path)) return void 0;
        await this.readSized(path);
        const size = await this.size(path);
        if (size === void 0 || size > MAX_TEXT_BYTES) return void 0;
        const bytes = await this.bytes(path);
        return bytes ? decodeText(bytes) : void 0;
      })();
      this.decodedCache.set(path, decoded);
    }
    return decoded;
  }
  /**
   * Drops what the criteria read and parsed (file bytes, texts, memoised models), keeping the recorded
   * verdicts and flags: a finished environment then costs its summary, not its files. Reading again
   * afterwards (the runtime probe reads the manifest) simply reads the file again.
   */
  release() {
    this.smallBytes.clear();
    this.sizeCache.clear();
    this.decodedCache.clear();
    for (const [key, value] of this.memo) if (value instanceof Promise) this.memo.delete(key);
  }
  /**
   * Memoised computation shared by several criteria (parsed pyproject, Dockerfile model...). The memo's
   * own promise, not an async wrapper around it: the readers that go through here (the manifest, the
   * Dockerfile model, pyproject.toml) are asked for many times per environment.
   */
  once(key, compute) {
    let value = this.memo.get(key);
    if (value === void 0) this.memo.set(key, value = compute());
    return value;
  }
  /** The publishing workflows the repository shows it uses (workflow-gated advice), read once. */
  workflows() {
    return this.once(
      "workflows",
      () => workflowSignals({
        files: this.allFiles,
        envDir: this.root,
        read: async (path) => {
          if (this.root === "" || path.startsWith(`${this.root}/`)) return this.text(this.root === "" ? path : path.slice(this.root.length + 1));
          const bytes = await this.view.readFile(path);
          if (!bytes || bytes.length > MAX_TEXT_BYTES) return void 0;
          const decoded = decodeText(bytes);
          return decoded.binary ? void 0 : decoded.text;
        }
      })
    );
  }
  /**
   * Records a failure of advice that belongs to a workflow (workflows.ts): at the criterion's severity when
   * the repository uses one of `workflows`, else as a notice that starts "If you publish with \u2026".
   */
  async failForWorkflow(id, workflows, message, extra = {}) {
    const gated = gateByWorkflow(await this.workflows(), workflows, extra.severity ?? this.severityOf(id), message);
    this.fail(id, gated.message, { ...extra, severity: gated.severity });
  }
  /** Whether the run turned this criterion off (StaticOptions.criterionOff). */
  isOff(id) {
    return this.options.criterionOff?.(id) === true;
  }
  severityOf(id) {
    return (this.severityOverrides && this.severityOverrides[id]) ?? criterion(id).defaultSeverity;
  }
  /** The run's severity overrides when it has any (most runs have none: no lookup per record). */
  severityOverrides;
  record(id, status, message, extra = {}) {
    const result = {
      id,
      status,
      severity: extra.severity ?? this.severityOf(id),
      message,
      evidence: extra.evidence,
      file: extra.file,
      line: extra.line,
      column: extra.column,
      key: extra.key,
      notes: void 0
    };
    this.results.set(id, result);
  }
  pass(id, message, extra = {}) {
    this.record(id, "pass", message, extra);
  }
  fail(id, message, extra = {}) {
    this.record(id, "fail", message, extra);
  }
  skip(id, reason, extra = {}) {
    this.record(id, "skip", reason, extra);
  }
  note(id, note) {
    const r = this.results.get(id);
    if (!r) return;
    (r.notes ??= []).push(note);
  }
  status(id) {
    return this.results.get(id)?.status;
  }
};
var compiledGlobLists = /* @__PURE__ */ new WeakMap();
function globsMatcher(globs, options = {}) {
  let matcher = compiledGlobLists.get(globs);
  if (!matcher) compiledGlobLists.set(globs, matcher = (0, import_picomatch.default)([...globs], options));
  return matcher;
}
function lineOf(text, pattern) {
  let line = 1;
  for (let start = 0; ; line++) {
    const newline = text.indexOf("\n", start);
    if (newline === -1) return pattern.test(start === 0 ? text : text.slice(start)) ? line : void 0;
    if (pattern.test(text.slice(start, newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline))) return line;
    start = newline + 1;
  }
}
function lineOfLineStarting(text, prefix, pattern) {
  let line = 1;
  let counted = 0;
  for (let at = text.startsWith(prefix) ? 0 : text.indexOf(`
${prefix}`); at !== -1; at = text.indexOf(`
${prefix}`, at + 1)) {
    const start = text[at] === "\n" ? at + 1 : at;
    for (let i = counted; i < start; i++) if (text.charCodeAt(i) === 10) line++;
    counted = start;
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    if (pattern.test(text.slice(start, end))) return line;
  }
  return void 0;
}
function lineAtOffset(text, offset) {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
function lineLocator(text) {
  let starts;
  return (offset) => {
    if (!starts) {
      starts = [0];
      for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
function utf8Problem(path, decoded) {
  if (!decoded.invalidUtf8) return void 0;
  const lines = splitLines(decoded.text);
  const bad = lines.findIndex((l) => l.includes("\uFFFD"));
  const cookie = codingDeclaration(decoded.text);
  return `${path} is not valid UTF-8 (first bad byte on line ${bad + 1})${cookie ? `; it declares "coding: ${cookie}", which openenv validate does not honour` : ""}`;
}
function codingDeclaration(text) {
  for (const line of text.split(/\r?\n/, 2)) {
    const m = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/.exec(line);
    if (m) return m[1];
  }
  return void 0;
}

export {
  MAX_TEXT_BYTES,
  EnvContext,
  globsMatcher,
  lineOf,
  lineOfLineStarting,
  lineAtOffset,
  lineLocator,
  utf8Problem,
  codingDeclaration
};
