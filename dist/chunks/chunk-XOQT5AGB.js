import {
  normalizeRepoPath
} from "./chunk-YHG43ED4.js";

// src/repo/git-revision.ts
var MAX_PREFETCHED_BYTES = 5 * 1024 * 1024;
var MAX_BATCH_BYTES = 64 * 1024 * 1024;
var GitRevisionView = class {
  constructor(git, revision, options = {}) {
    this.git = git;
    this.revision = revision;
    this.options = options;
    this.label = options.label ?? `git ${revision}`;
  }
  git;
  revision;
  options;
  label;
  entries;
  prefetched;
  load() {
    this.entries ??= listTree(this.git, this.revision);
    return this.entries;
  }
  isPrefetched(path, entry) {
    return this.options.prefetch !== void 0 && entry.size <= MAX_PREFETCHED_BYTES && this.options.prefetch(path);
  }
  loadPrefetched() {
    this.prefetched ??= this.load().then(async (entries) => {
      const wanted = [...entries].filter(([path, entry]) => this.isPrefetched(path, entry));
      const blobs = /* @__PURE__ */ new Map();
      if (wanted.length === 0) return blobs;
      const byObject = await readBlobs(this.git, wanted.map(([, e]) => e.objectId));
      for (const [path, entry] of wanted) {
        const blob = byObject.get(entry.objectId);
        if (blob) blobs.set(path, blob);
      }
      return blobs;
    });
    return this.prefetched;
  }
  async listFiles() {
    return [...(await this.load()).keys()].sort();
  }
  /** Symbolic links and submodules of the revision (listFiles lists blobs only). */
  async listOtherEntries() {
    return otherEntries.get(await this.load()) ?? /* @__PURE__ */ new Map();
  }
  async readFile(path) {
    const normalized = normalizeRepoPath(path);
    if (!normalized) return void 0;
    const entry = (await this.load()).get(normalized);
    if (!entry) return void 0;
    if (this.isPrefetched(normalized, entry)) return (await this.loadPrefetched()).get(normalized);
    const cached = blobCache.get(this.git)?.blobs.get(entry.objectId);
    if (cached) return cached;
    if (this.git.readBlob) {
      try {
        return await this.git.readBlob(entry.objectId);
      } catch {
      }
    }
    const result = await this.git(["cat-file", "blob", entry.objectId], { allowFailure: true });
    return result.exitCode === 0 ? result.stdout : void 0;
  }
  /** One `git cat-file --batch` for every path (prefetched ones come from memory). */
  async readFiles(paths) {
    const entries = await this.load();
    const out = /* @__PURE__ */ new Map();
    const wanted = [];
    for (const path of paths) {
      const normalized = normalizeRepoPath(path);
      const entry = normalized === void 0 ? void 0 : entries.get(normalized);
      if (!entry) continue;
      if (this.isPrefetched(normalized, entry)) {
        const blob = (await this.loadPrefetched()).get(normalized);
        if (blob) out.set(path, blob);
      } else wanted.push([path, entry]);
    }
    for (let start = 0; start < wanted.length; ) {
      let bytes = 0;
      let end = start;
      while (end < wanted.length && (end === start || bytes + wanted[end][1].size <= MAX_BATCH_BYTES)) bytes += wanted[end++][1].size;
      const batch = wanted.slice(start, end);
      const byObject = await readBlobs(this.git, batch.map(([, e]) => e.objectId));
      for (const [path, entry] of batch) {
        const blob = byObject.get(entry.objectId);
        if (blob) out.set(path, blob);
      }
      start = end;
    }
    return out;
  }
  /** The blob the revision lists at `path`: its object id and size (from `ls-tree -l`, nothing read). */
  async blob(path) {
    const normalized = normalizeRepoPath(path);
    const entry = normalized ? (await this.load()).get(normalized) : void 0;
    return entry && { objectId: entry.objectId, size: entry.size };
  }
  async fileSize(path) {
    const normalized = normalizeRepoPath(path);
    return normalized ? (await this.load()).get(normalized)?.size : void 0;
  }
};
var blobCache = /* @__PURE__ */ new WeakMap();
var MAX_CACHED_BLOB_BYTES = 16 * 1024 * 1024;
var otherEntries = /* @__PURE__ */ new WeakMap();
var listings = /* @__PURE__ */ new WeakMap();
function listTree(git, revision) {
  let cache = listings.get(git);
  if (!cache) listings.set(git, cache = /* @__PURE__ */ new Map());
  let listing = cache.get(revision);
  if (!listing) {
    listing = git(["ls-tree", "-r", "-l", "-z", revision]).then(({ stdout }) => {
      const entries = /* @__PURE__ */ new Map();
      const others = /* @__PURE__ */ new Map();
      for (const record of stdout.toString("utf8").split("\0")) {
        if (!record) continue;
        const tab = record.indexOf("	");
        const [mode, type, objectId, size] = record.slice(0, tab).split(/ +/);
        if (mode === "120000") others.set(record.slice(tab + 1), "a symbolic link");
        else if (type === "commit") others.set(record.slice(tab + 1), "a submodule");
        if (type !== "blob" || mode === "120000" || !objectId) continue;
        entries.set(record.slice(tab + 1), { objectId, size: Number(size) });
      }
      if (others.size) otherEntries.set(entries, others);
      return entries;
    });
    listing.catch(() => cache.delete(revision));
    cache.set(revision, listing);
  }
  return listing;
}
async function readBlobs(git, objectIds) {
  let cache = blobCache.get(git);
  if (!cache) blobCache.set(git, cache = { bytes: 0, blobs: /* @__PURE__ */ new Map() });
  const out = /* @__PURE__ */ new Map();
  const missing = [];
  for (const id of objectIds) {
    const blob = cache.blobs.get(id);
    if (blob) out.set(id, blob);
    else missing.push(id);
  }
  if (missing.length === 0) return out;
  if (git.readBlob) {
    const read2 = await Promise.all(missing.map((id) => git.readBlob(id)));
    const bytes = read2.reduce((n, blob) => n + (blob?.byteLength ?? 0), 0);
    const remember2 = cache.bytes + bytes <= MAX_CACHED_BLOB_BYTES;
    if (remember2) cache.bytes += bytes;
    missing.forEach((id, index) => {
      const blob = read2[index];
      if (!blob) return;
      out.set(id, blob);
      if (remember2) cache.blobs.set(id, blob);
    });
    return out;
  }
  const { stdout } = await git(["cat-file", "--batch"], { input: missing.map((id) => `${id}
`).join("") });
  const read = parseCatFileBatch(stdout);
  const remember = cache.bytes + stdout.byteLength <= MAX_CACHED_BLOB_BYTES;
  if (remember) cache.bytes += stdout.byteLength;
  for (const [id, blob] of read) {
    out.set(id, blob);
    if (remember) cache.blobs.set(id, blob);
  }
  return out;
}
function parseCatFileBatch(output) {
  const out = /* @__PURE__ */ new Map();
  let at = 0;
  while (at < output.length) {
    const eol = output.indexOf(10, at);
    if (eol === -1) break;
    const header = output.subarray(at, eol).toString("utf8").split(" ");
    at = eol + 1;
    if (header[1] === "missing" || header.length < 3) continue;
    const size = Number(header[2]);
    out.set(header[0], output.subarray(at, at + size));
    at += size + 1;
  }
  return out;
}

export {
  GitRevisionView,
  readBlobs
};
