// src/repo/view.ts
async function nonFileEntries(view, files, wanted) {
  const out = /* @__PURE__ */ new Map();
  for (const [path, what] of await view.listOtherEntries?.() ?? []) if (wanted(path)) out.set(path, what);
  const asked = /* @__PURE__ */ new Set();
  for (const file of files) {
    for (let slash = file.indexOf("/"); slash >= 0; slash = file.indexOf("/", slash + 1)) {
      const folder = file.slice(0, slash);
      if (asked.has(folder)) continue;
      asked.add(folder);
      if (!out.has(folder) && wanted(folder)) out.set(folder, "a folder");
    }
  }
  return out;
}
var strictDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
var lossyDecoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
function decodeText(bytes) {
  const binary = bytes.indexOf(0) !== -1;
  const bom = bytes.length >= 3 && bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191;
  const body = bom ? bytes.subarray(3) : bytes;
  let text;
  let invalidUtf8 = false;
  try {
    text = strictDecoder.decode(body);
  } catch {
    invalidUtf8 = true;
    text = lossyDecoder.decode(body);
  }
  return { text, bom, invalidUtf8, binary };
}
function normalizeRepoPath(path) {
  if (isNormalRepoPath(path)) return path;
  const parts = [];
  for (const part of path.replace(/\\/g, "/").split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return void 0;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join("/");
}
function isNormalRepoPath(path) {
  if (path === "" || path.includes("\\")) return false;
  for (let start = 0; ; ) {
    const slash = path.indexOf("/", start);
    const end = slash === -1 ? path.length : slash;
    if (end === start) return false;
    if (path.charCodeAt(start) === 46 && (end - start === 1 || end - start === 2 && path.charCodeAt(start + 1) === 46)) return false;
    if (slash === -1) return true;
    start = slash + 1;
  }
}
function filesUnder(sorted, folder) {
  if (folder === "" || folder === ".") return sorted;
  const prefix = `${folder}/`;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (sorted[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < sorted.length && sorted[end].startsWith(prefix)) end++;
  return sorted.slice(lo, end);
}
async function listFilesUnder(view, folders) {
  const normalized = folders.map((f) => normalizeRepoPath(f) ?? "");
  if (normalized.includes("")) return view.listFiles();
  const outermost = [...new Set(normalized)].sort().filter((f, i, all2) => !all2.some((o, j) => j !== i && f.startsWith(`${o}/`)));
  if (view.listFolder) return (await Promise.all(outermost.map((f) => view.listFolder(f)))).flat().sort();
  const all = await view.listFiles();
  return outermost.flatMap((f) => filesUnder(all, f)).sort();
}
async function readFilesOf(view, paths) {
  if (view.readFiles) return view.readFiles(paths);
  const out = /* @__PURE__ */ new Map();
  for (const path of paths) {
    const bytes = await view.readFile(path);
    if (bytes) out.set(path, bytes);
  }
  return out;
}
async function visitFileOf(view, path, maxBytes, visit) {
  if (view.visitFile) return view.visitFile(path, maxBytes, visit);
  const read = await readFileBounded(view, path, maxBytes);
  if (read === void 0) return void 0;
  return typeof read === "number" ? { size: read } : { size: read.byteLength, value: visit(read) };
}
async function readFileBounded(view, path, maxBytes) {
  if (view.readFileWithin) {
    const read = await view.readFileWithin(path, maxBytes);
    return read && (read.bytes ?? read.size);
  }
  const size = await view.fileSize(path);
  if (size !== void 0 && size > maxBytes) return size;
  return view.readFile(path);
}

export {
  nonFileEntries,
  decodeText,
  normalizeRepoPath,
  filesUnder,
  listFilesUnder,
  readFilesOf,
  visitFileOf,
  readFileBounded
};
