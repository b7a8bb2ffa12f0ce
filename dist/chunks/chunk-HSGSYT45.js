import {
  TomlError,
  normalizePackageName,
  parse,
  parseRequirement
} from "./chunk-UP5OX67O.js";
import {
  MAX_TEXT_BYTES,
  utf8Problem
} from "./chunk-V2E3RBUP.js";

// src/checks/validate/static/pyproject.ts
function readToml(env, path, python) {
  return env.once(TOML_KEYS[path], async () => {
    if (!env.has(path)) return { present: false };
    const text = await env.text(path);
    if (text === void 0) return { present: true, error: { message: "the file is binary or larger than 2 MiB" } };
    const decoded = python ? await env.decoded(path) : void 0;
    if (decoded?.bom)
      return { present: true, text, error: { message: `it starts with a UTF-8 byte-order mark, which Python's tomllib rejects ("Invalid statement (at line 1, column 1)")`, line: 1, column: 1 } };
    const badBytes = decoded && utf8Problem(path, decoded);
    if (badBytes) return { present: true, text, error: { message: `${badBytes}, and Python's tomllib only reads UTF-8` } };
    try {
      return { present: true, text, data: parse(text) };
    } catch (error) {
      if (error instanceof TomlError) {
        const firstLine = error.message.split("\n")[0] ?? error.message;
        return { present: true, text, error: { message: firstLine, line: error.line, column: error.column } };
      }
      return { present: true, text, error: { message: error.message } };
    }
  });
}
var TOML_KEYS = { "pyproject.toml": "toml:pyproject.toml", "uv.lock": "toml:uv.lock" };
var readPyproject = (env) => readToml(env, "pyproject.toml", true);
var readUvLock = (env) => readToml(env, "uv.lock", false);
function readUvLockRoot(env, projectName) {
  return env.once(`uv.lock-root:${projectName ?? ""}`, async () => {
    if (!env.has("uv.lock")) return { present: false };
    const sliced = (await env.visit("uv.lock", MAX_TEXT_BYTES, (bytes) => uvLockSliceOfBytes(bytes, projectName)))?.value;
    if (sliced === void 0) return readUvLockRootOfText(env, projectName);
    try {
      return { present: true, text: sliced.text, data: parse(sliced.slice) };
    } catch {
      return readUvLock(env);
    }
  });
}
async function readUvLockRootOfText(env, projectName) {
  const text = await env.text("uv.lock");
  if (text === void 0) return readUvLock(env);
  const slice = uvLockSlice(text, projectName);
  if (slice === void 0) return readUvLock(env);
  try {
    return { present: true, text, data: parse(slice) };
  } catch {
    return readUvLock(env);
  }
}
var PACKAGE_HEADER = "[[package]]";
var NAME_LINE = /^name\s*=\s*"([^"\\]*)"\s*$/;
function uvLockSlice(text, projectName) {
  const headerLines = () => {
    const starts = [];
    for (let at = text.startsWith(PACKAGE_HEADER) ? 0 : text.indexOf(`
${PACKAGE_HEADER}`); at !== -1; at = text.indexOf(`
${PACKAGE_HEADER}`, at + 1)) {
      const start = text[at] === "\n" ? at + 1 : at;
      const lineEnd = text.indexOf("\n", start);
      if (text.slice(start, lineEnd === -1 ? void 0 : lineEnd).trimEnd() !== PACKAGE_HEADER) continue;
      starts.push(start);
    }
    return starts;
  };
  return sliceOf(projectName, text.length, (from, to) => text.slice(from, to), (needle, from) => text.indexOf(needle, from), headerLines)?.slice;
}
var lossy = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
var BOM = [239, 187, 191];
var HEADER_BYTES = Buffer.from(PACKAGE_HEADER);
function uvLockSliceOfBytes(raw, projectName) {
  const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (bytes.indexOf(0) !== -1 || bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2]) return void 0;
  const decode = (from, to) => to - from <= 256 && isAscii(bytes, from, to) ? bytes.toString("latin1", from, to) : lossy.decode(bytes.subarray(from, to));
  const needles = /* @__PURE__ */ new Map();
  const indexOf = (needle, from) => {
    let n = needles.get(needle);
    if (!n) needles.set(needle, n = Buffer.from(needle));
    return bytes.indexOf(n, from);
  };
  const headerLines = () => {
    const starts = [];
    for (let at = bytes.indexOf(HEADER_BYTES); at !== -1; at = bytes.indexOf(HEADER_BYTES, at + 1)) {
      if (at > 0 && bytes[at - 1] !== 10) continue;
      const after = bytes[at + HEADER_BYTES.length];
      if (after !== 10 && after !== void 0) {
        const lineEnd = bytes.indexOf(10, at);
        if (decode(at, lineEnd === -1 ? bytes.length : lineEnd).trimEnd() !== PACKAGE_HEADER) continue;
      }
      starts.push(at);
    }
    return starts;
  };
  return sliceOf(projectName, bytes.length, decode, indexOf, headerLines, (from, to) => {
    let lines = 0;
    for (let at = bytes.indexOf(10, from); at !== -1 && at < to; at = bytes.indexOf(10, at + 1)) lines++;
    return lines;
  });
}
function isAscii(bytes, from, to) {
  const end = Math.min(to, bytes.length);
  for (let i = from; i < end; i++) if (bytes[i] >= 128) return false;
  return true;
}
function sliceOf(projectName, length, slice, indexOf, headerLines, newlinesIn) {
  const starts = headerLines();
  const headerEnd = starts[0] ?? length;
  const parts = [slice(0, headerEnd)];
  const kept = [parts[0]];
  let keptEnd = headerEnd;
  for (let i = 0; i < starts.length; i++) {
    const nameStart = indexOf("\n", starts[i]) + 1;
    if (nameStart === 0) return void 0;
    const nameEnd = indexOf("\n", nameStart);
    const name = NAME_LINE.exec(slice(nameStart, nameEnd === -1 ? length : nameEnd).trimEnd())?.[1];
    if (name === void 0) return void 0;
    if (projectName === void 0 || normalizeName(name) !== projectName) continue;
    const end = blockEnd(slice, indexOf, length, starts[i], starts[i + 1]);
    const block = slice(starts[i], end);
    parts.push(block);
    if (newlinesIn) {
      kept.push("\n".repeat(newlinesIn(keptEnd, starts[i])), block);
      keptEnd = end;
    }
  }
  return { slice: parts.join("\n"), text: newlinesIn ? kept.join("") : "" };
}
function blockEnd(slice, indexOf, length, start, nextPackage) {
  const limit = nextPackage ?? length;
  for (let at = indexOf("\n[", start); at !== -1 && at < limit; at = indexOf("\n[", at + 1)) {
    const rest = slice(at + 1, Math.min(at + 20, length));
    if (!rest.startsWith("[package.") && !rest.startsWith("[[package.")) return at + 1;
  }
  return limit;
}
function table(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : void 0;
}
function stringList(value) {
  return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
}
function projectDependencies(doc) {
  return stringList(table(table(doc.data)?.project)?.dependencies);
}
var normalizeName = normalizePackageName;
function parseRequirement2(raw) {
  const parsed = parseRequirement(raw);
  if (!parsed.ok) return void 0;
  const r = parsed.requirement;
  const out = {
    raw,
    name: r.normalizedName,
    extras: r.extras.map(normalizeName).sort(),
    specifier: r.specifiers.map((s) => `${s.operator}${s.version}`).sort()
  };
  if (r.url !== void 0) out.url = r.url;
  if (r.marker) out.marker = r.marker.trim();
  return out;
}
function requirementProblem(raw) {
  const parsed = parseRequirement(raw);
  return parsed.ok ? void 0 : parsed.problem;
}
function matchesOpenEnvDependency(dep) {
  const lower = dep.toLowerCase();
  for (const prefix of ["openenv-core", "openenv"]) {
    if (!lower.startsWith(prefix)) continue;
    const rest = lower.slice(prefix.length);
    if (/^(\s*$|\s*[<>=!~@;]|\[)/.test(rest)) return prefix;
  }
  return void 0;
}
function dockerfileLineInstallsOpenEnv(line) {
  const l = line.trim().toLowerCase();
  if (l === "" || l.startsWith("#")) return false;
  if (l.includes("openenv-core")) return true;
  const re = /openenv/g;
  let m;
  while (m = re.exec(l)) {
    const before = m.index > 0 ? l[m.index - 1] : "";
    if (/[a-z0-9_.-]/.test(before)) continue;
    const after = l.slice(m.index + "openenv".length);
    if (/^(\s*$|\s*[<>=!~@;]|\[)/.test(after)) return true;
  }
  return false;
}

export {
  readPyproject,
  readUvLockRoot,
  table,
  stringList,
  projectDependencies,
  normalizeName,
  parseRequirement2 as parseRequirement,
  requirementProblem,
  matchesOpenEnvDependency,
  dockerfileLineInstallsOpenEnv
};
