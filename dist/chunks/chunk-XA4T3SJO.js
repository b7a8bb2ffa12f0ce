import {
  require_picomatch
} from "./chunk-HIPR4ACX.js";
import {
  criterion
} from "./chunk-XPOUDGAE.js";
import {
  decodeText,
  filesUnder
} from "./chunk-I2XGUWJN.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/checks/validate/static/env.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var MAX_TEXT_BYTES = 2 * 1024 * 1024;
var EnvContext = class {
  constructor(view, root, allFiles, options) {
    this.view = view;
    this.root = root;
    this.options = options;
    const prefix = root === "" ? "" : `${root}/`;
    this.files = filesUnder(allFiles, root).map((f) => f.slice(prefix.length));
    this.fileSet = new Set(this.files);
    this.dirSet = /* @__PURE__ */ new Set();
    for (const f of this.files) {
      const parts = f.split("/");
      for (let i = 1; i < parts.length; i++) this.dirSet.add(parts.slice(0, i).join("/"));
    }
  }
  view;
  root;
  options;
  results = /* @__PURE__ */ new Map();
  textCache = /* @__PURE__ */ new Map();
  sizeCache = /* @__PURE__ */ new Map();
  smallBytes = /* @__PURE__ */ new Map();
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
    const cached = this.smallBytes.get(path);
    if (cached) return cached;
    const size = await this.size(path);
    const read = this.view.readFile(this.repoPath(path));
    if (size !== void 0 && size <= 64 * 1024) this.smallBytes.set(path, read);
    return read;
  }
  async size(path) {
    if (!this.fileSet.has(path)) return void 0;
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
  /** UTF-8 text of a file (lossy), undefined when absent, binary or above 2 MiB. */
  async text(path) {
    if (this.textCache.has(path)) return this.textCache.get(path);
    let out;
    if (this.fileSet.has(path)) {
      const size = await this.size(path);
      if (size !== void 0 && size <= MAX_TEXT_BYTES) {
        const bytes = await this.bytes(path);
        if (bytes) {
          const decoded = decodeText(bytes);
          out = decoded.binary ? void 0 : decoded.text;
        }
      }
    }
    this.textCache.set(path, out);
    return out;
  }
  /** How a file's bytes decode as UTF-8 (BOM, invalid bytes), undefined when absent or above 2 MiB. */
  async decoded(path) {
    return this.once(`decoded:${path}`, async () => {
      const size = await this.size(path);
      if (!this.fileSet.has(path) || size === void 0 || size > MAX_TEXT_BYTES) return void 0;
      const bytes = await this.bytes(path);
      return bytes ? decodeText(bytes) : void 0;
    });
  }
  /**
   * Drops what the criteria read and parsed (file bytes, texts, memoised models), keeping the recorded
   * verdicts and flags: a finished environment then costs its summary, not its files. Reading again
   * afterwards (the runtime probe reads the manifest) simply reads the file again.
   */
  release() {
    this.textCache.clear();
    this.smallBytes.clear();
    this.sizeCache.clear();
    for (const [key, value] of this.memo) if (value instanceof Promise) this.memo.delete(key);
  }
  /** Memoised computation shared by several criteria (parsed pyproject, Dockerfile model...). */
  async once(key, compute) {
    if (!this.memo.has(key)) this.memo.set(key, compute());
    return this.memo.get(key);
  }
  /** Whether the run turned this criterion off (StaticOptions.criterionOff). */
  isOff(id) {
    return this.options.criterionOff?.(id) === true;
  }
  severityOf(id) {
    return this.options.severityOverrides?.[id] ?? criterion(id).defaultSeverity;
  }
  record(id, status, message, extra = {}) {
    const result = { id, status, severity: extra.severity ?? this.severityOf(id), message };
    if (extra.evidence !== void 0) result.evidence = extra.evidence;
    if (extra.file !== void 0) result.file = extra.file;
    if (extra.line !== void 0) result.line = extra.line;
    if (extra.column !== void 0) result.column = extra.column;
    if (extra.key !== void 0) result.key = extra.key;
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
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) if (pattern.test(lines[i])) return i + 1;
  return void 0;
}
function lineAtOffset(text, offset) {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
function lineLocator(text) {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
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
  const lines = decoded.text.split(/\r?\n/);
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
  EnvContext,
  globsMatcher,
  lineOf,
  lineAtOffset,
  lineLocator,
  utf8Problem,
  codingDeclaration
};
