/** pyproject.toml and uv.lock reading (smol-toml) and requirements in the shape the deps/ criteria compare. */
import { parse as parseToml, TomlError } from 'smol-toml';
import { normalizePackageName, parseRequirement as parsePep508 } from '../../../python/pep508.js';
import { MAX_TEXT_BYTES, utf8Problem, type EnvContext } from './env.js';

export interface TomlDoc {
  present: boolean;
  text?: string;
  data?: Record<string, unknown>;
  error?: { message: string; line?: number; column?: number };
}

function readToml(env: EnvContext, path: 'pyproject.toml' | 'uv.lock', python: boolean): Promise<TomlDoc> {
  return env.once(TOML_KEYS[path], async () => {
    if (!env.has(path)) return { present: false };
    const text = await env.text(path);
    if (text === undefined) return { present: true, error: { message: 'the file is binary or larger than 2 MiB' } };
    // Python's tomllib (what openenv validate parses pyproject.toml with) decodes strict UTF-8 and takes a
    // byte-order mark for a stray character: both are "Failed to parse pyproject.toml" there.
    const decoded = python ? await env.decoded(path) : undefined;
    if (decoded?.bom)
      return { present: true, text, error: { message: `it starts with a UTF-8 byte-order mark, which Python's tomllib rejects ("Invalid statement (at line 1, column 1)")`, line: 1, column: 1 } };
    const badBytes = decoded && utf8Problem(path, decoded);
    if (badBytes) return { present: true, text, error: { message: `${badBytes}, and Python's tomllib only reads UTF-8` } };
    try {
      return { present: true, text, data: parseToml(text) as Record<string, unknown> };
    } catch (error) {
      if (error instanceof TomlError) {
        const firstLine = error.message.split('\n')[0] ?? error.message;
        return { present: true, text, error: { message: firstLine, line: error.line, column: error.column } };
      }
      return { present: true, text, error: { message: (error as Error).message } };
    }
  });
}

/** Memo keys as constants: a key built per call is a new string to hash every time. */
const TOML_KEYS = { 'pyproject.toml': 'toml:pyproject.toml', 'uv.lock': 'toml:uv.lock' } as const;

export const readPyproject = (env: EnvContext) => readToml(env, 'pyproject.toml', true);
export const readUvLock = (env: EnvContext) => readToml(env, 'uv.lock', false);

/**
 * What deps/lockfile-in-sync needs of uv.lock: its header (`version`, `requires-python`) and the
 * `[[package]]` blocks named like the project, parsed as one small TOML document (`package` holds only
 * those blocks). uv.lock is the biggest file of most environments and the rest of it (every locked
 * package with its wheels) is never looked at: the blocks are found by their `name = "…"` line, not by
 * parsing the whole file. When the file does not have uv's layout (a block whose first line is not its
 * name) or the slice does not parse, the whole file is parsed, so a syntax error keeps its own line.
 * A syntax error inside a package block the check does not read goes unreported (uv itself reports it).
 */
export function readUvLockRoot(env: EnvContext, projectName: string | undefined): Promise<TomlDoc> {
  return env.once(`uv.lock-root:${projectName ?? ''}`, async () => {
    if (!env.has('uv.lock')) return { present: false };
    // The slice is cut from the raw bytes (read into a reused buffer, about 0.6 MB per environment that
    // is never decoded); `text` keeps the lines the slice holds at their line numbers, the others empty.
    const sliced = (await env.visit('uv.lock', MAX_TEXT_BYTES, (bytes) => uvLockSliceOfBytes(bytes, projectName)))?.value;
    if (sliced === undefined) return readUvLockRootOfText(env, projectName);
    try {
      return { present: true, text: sliced.text, data: parseToml(sliced.slice) as Record<string, unknown> };
    } catch {
      return readUvLock(env);
    }
  });
}

/** readUvLockRoot over the decoded text: a lock that starts with a byte-order mark or holds a NUL byte. */
async function readUvLockRootOfText(env: EnvContext, projectName: string | undefined): Promise<TomlDoc> {
  const text = await env.text('uv.lock');
  if (text === undefined) return readUvLock(env);
  const slice = uvLockSlice(text, projectName);
  if (slice === undefined) return readUvLock(env);
  try {
    return { present: true, text, data: parseToml(slice) as Record<string, unknown> };
  } catch {
    return readUvLock(env);
  }
}

const PACKAGE_HEADER = '[[package]]';
const NAME_LINE = /^name\s*=\s*"([^"\\]*)"\s*$/;

/** The header and the project's package blocks of a uv.lock text, or undefined when its layout is not uv's. */
export function uvLockSlice(text: string, projectName: string | undefined): string | undefined {
  const headerLines = () => {
    const starts: number[] = [];
    for (let at = text.startsWith(PACKAGE_HEADER) ? 0 : text.indexOf(`\n${PACKAGE_HEADER}`); at !== -1; at = text.indexOf(`\n${PACKAGE_HEADER}`, at + 1)) {
      const start = text[at] === '\n' ? at + 1 : at;
      const lineEnd = text.indexOf('\n', start);
      if (text.slice(start, lineEnd === -1 ? undefined : lineEnd).trimEnd() !== PACKAGE_HEADER) continue;
      starts.push(start);
    }
    return starts;
  };
  return sliceOf(projectName, text.length, (from, to) => text.slice(from, to), (needle, from) => text.indexOf(needle, from), headerLines)?.slice;
}

const lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
const BOM = [0xef, 0xbb, 0xbf] as const;
const HEADER_BYTES = Buffer.from(PACKAGE_HEADER);

/**
 * uvLockSlice over the raw bytes of uv.lock (the text EnvContext.text would decode, which it equals:
 * every cut is at an ASCII byte, where UTF-8 decoding starts afresh), with a text of the same lines as
 * the file where the slice's lines keep their numbers and every other line is empty. Undefined when the
 * bytes have a byte-order mark or a NUL (the text is then not the bytes' decoding from offset 0, or
 * there is none) or the layout is not uv's.
 */
export function uvLockSliceOfBytes(raw: Uint8Array, projectName: string | undefined): { slice: string; text: string } | undefined {
  const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (bytes.indexOf(0) !== -1 || (bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2])) return undefined;
  // Short ranges (a header or name line) are ASCII in every uv.lock: read as latin1, which for ASCII is UTF-8.
  const decode = (from: number, to: number) => (to - from <= 256 && isAscii(bytes, from, to) ? bytes.toString('latin1', from, to) : lossy.decode(bytes.subarray(from, to)));
  const needles = new Map<string, Buffer>();
  const indexOf = (needle: string, from: number) => {
    let n = needles.get(needle);
    if (!n) needles.set(needle, (n = Buffer.from(needle)));
    return bytes.indexOf(n, from);
  };
  // The same lines as the text's: `[[package]]` at the start of a line, alone on it up to trailing blanks
  // (searched without the newline in front: a needle starting with the commonest byte is slower to find).
  const headerLines = () => {
    const starts: number[] = [];
    for (let at = bytes.indexOf(HEADER_BYTES); at !== -1; at = bytes.indexOf(HEADER_BYTES, at + 1)) {
      if (at > 0 && bytes[at - 1] !== 10) continue;
      const after = bytes[at + HEADER_BYTES.length];
      if (after !== 10 && after !== undefined) {
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

function isAscii(bytes: Buffer, from: number, to: number): boolean {
  const end = Math.min(to, bytes.length);
  for (let i = from; i < end; i++) if (bytes[i]! >= 0x80) return false;
  return true;
}

/**
 * The slicing of uvLockSlice over text or bytes (offsets of either; `slice` decodes a range). With
 * `newlinesIn`, also the line-keeping text: the kept ranges at their lines, newlines for the rest.
 */
function sliceOf(
  projectName: string | undefined,
  length: number,
  slice: (from: number, to: number) => string,
  indexOf: (needle: string, from: number) => number,
  headerLines: () => number[],
  newlinesIn?: (from: number, to: number) => number,
): { slice: string; text: string } | undefined {
  // Offsets of the lines that are exactly `[[package]]` (uv writes no indentation or comments there).
  const starts = headerLines();
  const headerEnd = starts[0] ?? length;
  const parts = [slice(0, headerEnd)];
  const kept: string[] = [parts[0]!];
  let keptEnd = headerEnd;
  for (let i = 0; i < starts.length; i++) {
    const nameStart = indexOf('\n', starts[i]!) + 1;
    if (nameStart === 0) return undefined;
    const nameEnd = indexOf('\n', nameStart);
    const name = NAME_LINE.exec(slice(nameStart, nameEnd === -1 ? length : nameEnd).trimEnd())?.[1];
    if (name === undefined) return undefined;
    if (projectName === undefined || normalizeName(name) !== projectName) continue;
    const end = blockEnd(slice, indexOf, length, starts[i]!, starts[i + 1]);
    const block = slice(starts[i]!, end);
    parts.push(block);
    if (newlinesIn) {
      kept.push('\n'.repeat(newlinesIn(keptEnd, starts[i]!)), block);
      keptEnd = end;
    }
  }
  // The lines after the last kept block are left out: only line numbers up to a kept line are read.
  return { slice: parts.join('\n'), text: newlinesIn ? kept.join('') : '' };
}

/** Where a package block ends: at the next `[[package]]`, or at a table that is not one of the package's own. */
function blockEnd(slice: (from: number, to: number) => string, indexOf: (needle: string, from: number) => number, length: number, start: number, nextPackage: number | undefined): number {
  const limit = nextPackage ?? length;
  for (let at = indexOf('\n[', start); at !== -1 && at < limit; at = indexOf('\n[', at + 1)) {
    const rest = slice(at + 1, Math.min(at + 20, length));
    if (!rest.startsWith('[package.') && !rest.startsWith('[[package.')) return at + 1;
  }
  return limit;
}

export function table(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** `[project].dependencies` strings. */
export function projectDependencies(doc: TomlDoc): string[] {
  return stringList(table(table(doc.data)?.project)?.dependencies);
}

export interface Requirement {
  raw: string;
  name: string;
  extras: string[];
  /** Comma-separated specifier parts, whitespace removed, sorted. */
  specifier: string[];
  url?: string;
  marker?: string;
}

/** PEP 503 name normalisation. */
export const normalizeName = normalizePackageName;

/**
 * A PEP 508 requirement string in the shape the deps/ comparisons use (names and extras normalised,
 * specifier clauses whitespace-free and sorted); undefined when it is not one PEP 508 requirement
 * (requirementProblem says why). Parsing is the one PEP 508 parser, src/python/pep508.ts.
 */
export function parseRequirement(raw: string): Requirement | undefined {
  const parsed = parsePep508(raw);
  if (!parsed.ok) return undefined;
  const r = parsed.requirement;
  const out: Requirement = {
    raw,
    name: r.normalizedName,
    extras: r.extras.map(normalizeName).sort(),
    specifier: r.specifiers.map((s) => `${s.operator}${s.version}`).sort(),
  };
  if (r.url !== undefined) out.url = r.url;
  if (r.marker) out.marker = r.marker.trim();
  return out;
}

/** Why a string is not one PEP 508 requirement, or undefined when it is. */
export function requirementProblem(raw: string): string | undefined {
  const parsed = parsePep508(raw);
  return parsed.ok ? undefined : parsed.problem;
}

/**
 * `deps/openenv-runtime` rule 1 (CLI semantics, quirks kept): lowercased string begins with `openenv`
 * or `openenv-core`, followed by end, whitespace-then-end, whitespace-then-operator, or `[`.
 */
export function matchesOpenEnvDependency(dep: string): 'openenv' | 'openenv-core' | undefined {
  const lower = dep.toLowerCase();
  for (const prefix of ['openenv-core', 'openenv'] as const) {
    if (!lower.startsWith(prefix)) continue;
    const rest = lower.slice(prefix.length);
    if (/^(\s*$|\s*[<>=!~@;]|\[)/.test(rest)) return prefix;
  }
  return undefined;
}

/** Dockerfile fallback of rule 2: a non-comment line that installs openenv. */
export function dockerfileLineInstallsOpenEnv(line: string): boolean {
  const l = line.trim().toLowerCase();
  if (l === '' || l.startsWith('#')) return false;
  if (l.includes('openenv-core')) return true;
  const re = /openenv/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(l))) {
    const before = m.index > 0 ? l[m.index - 1]! : '';
    if (/[a-z0-9_.-]/.test(before)) continue;
    const after = l.slice(m.index + 'openenv'.length);
    if (/^(\s*$|\s*[<>=!~@;]|\[)/.test(after)) return true;
  }
  return false;
}
