/**
 * A read-only view of a repository tree: a working-tree folder, a git revision, or a remote Hub repo.
 * Checks only ever see this interface, so they run unchanged against any of them (and in tests against
 * an in-memory tree).
 */
export interface RepoView {
  /** Human-readable description for messages, e.g. `working tree /x`, `git 1a2b3c4`, `hf spaces/o/n@sha`. */
  readonly label: string;
  /** All file paths (POSIX, relative to the root, no leading `./`), sorted. Skips `.git/`. */
  listFiles(): Promise<readonly string[]>;
  /**
   * The files under one folder (root-relative, sorted), when the view can list a folder without
   * listing the whole tree (a working tree); see `listFilesUnder` below for every view.
   */
  listFolder?(folder: string): Promise<readonly string[]>;
  /** File bytes, or undefined when the path is not a file in this tree. */
  readFile(path: string): Promise<Uint8Array | undefined>;
  /** Size in bytes without reading (undefined when absent). Lets checks refuse huge files cheaply. */
  fileSize(path: string): Promise<number | undefined>;
  /**
   * The size and, when it is at most `maxBytes`, the bytes, at the cost of one read (a working tree: one
   * open instead of a stat and then an open). For callers that read most files they size.
   */
  readFileWithin?(path: string, maxBytes: number): Promise<{ size: number; bytes?: Uint8Array } | undefined>;
  /**
   * The file's bytes lent to `visit` (synchronous) in a buffer the view reuses, when it is at most `maxBytes`:
   * for callers that search the raw bytes and keep little or nothing (a search for a word before decoding,
   * a hash, a slice of a lock file), so reading a big file allocates nothing. The bytes are valid only
   * during the call: copy what must outlive it. `{ size }` alone when the file is larger; undefined when
   * it is not a file of the view. See `visitFileOf` for every view.
   */
  visitFile?<T>(path: string, maxBytes: number, visit: (bytes: Uint8Array) => T): Promise<{ size: number; value?: T } | undefined>;
  /**
   * From now on, test the bytes of every file this view reads whole with `test` and remember the files
   * that fail it, so that `failedScreen` answers for them without a read. For a pass that runs after
   * the checks and wants only the files the test passes, among files the checks have read already (the
   * engine's search for suppression directives: its test, a memchr for a comment opener, fails on every
   * uv.lock). The test runs over every read, so it must be about as cheap as the read. One per view.
   */
  screenReads?(test: (bytes: Uint8Array) => boolean): void;
  /** True when a read since `screenReads` found the file's bytes fail the screen; false when unknown. */
  failedScreen?(path: string): boolean;
  /**
   * Many files at once, when the view can read them cheaper together than one by one (a git revision:
   * one `cat-file --batch` process instead of one per file). Absent paths are missing from the map.
   */
  readFiles?(paths: readonly string[]): Promise<Map<string, Uint8Array>>;
  /**
   * How the file is stored, when the view knows it without reading (a Hub tree listing): its blob id and,
   * for an LFS file, the LFS object. Undefined when the view cannot tell (a working tree): checks then
   * look at the bytes (an LFS pointer committed in place of the file).
   */
  storedAs?(path: string): Promise<StoredAs | undefined>;
  /**
   * Entries listFiles leaves out that are not folders, with what each is ("a symbolic link", "a
   * submodule", "a special file"): a manifest or an RFC turned into one of these must be reported, not
   * vanish. Optional: a view without it has none (the Hub lists files only).
   */
  listOtherEntries?(): Promise<ReadonlyMap<string, string>>;
}

/**
 * The paths `wanted` accepts that are there but are not regular files, and what each became: an entry of
 * listOtherEntries (a symbolic link, even to a file inside the repository; a submodule), or a folder
 * (a listed file lies under it). Checks read only regular files, so without this such a manifest or RFC
 * would silently drop out of the run.
 */
export async function nonFileEntries(view: RepoView, files: readonly string[], wanted: (path: string) => boolean): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [path, what] of (await view.listOtherEntries?.()) ?? []) if (wanted(path)) out.set(path, what);
  // Each folder is asked about once (a listing names a folder once per file under it).
  const asked = new Set<string>();
  for (const file of files) {
    for (let slash = file.indexOf('/'); slash >= 0; slash = file.indexOf('/', slash + 1)) {
      const folder = file.slice(0, slash);
      if (asked.has(folder)) continue;
      asked.add(folder);
      if (!out.has(folder) && wanted(folder)) out.set(folder, 'a folder');
    }
  }
  return out;
}

export interface StoredAs {
  /** Git blob id. */
  oid: string;
  /** Set for an LFS file: the object's sha256 and size (reads return the object, never the pointer). */
  lfs?: { oid: string; size: number };
}

/** Text decoding outcome: callers decide what a bad encoding means for their rules. */
export interface DecodedText {
  text: string;
  /** Byte-order mark present (and stripped from `text`). */
  bom: boolean;
  /** Bytes were not valid UTF-8 (`text` holds a lossy decoding with U+FFFD). */
  invalidUtf8: boolean;
  /** Contains a NUL byte (almost certainly binary). */
  binary: boolean;
}

const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lossyDecoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

export function decodeText(bytes: Uint8Array): DecodedText {
  const binary = bytes.indexOf(0) !== -1;
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  let text: string;
  let invalidUtf8 = false;
  try {
    text = strictDecoder.decode(body);
  } catch {
    invalidUtf8 = true;
    text = lossyDecoder.decode(body);
  }
  return { text, bom, invalidUtf8, binary };
}

/** Normalise a user/repo path to the POSIX relative form RepoView uses; undefined if it escapes the root. */
export function normalizeRepoPath(path: string): string | undefined {
  if (isNormalRepoPath(path)) return path; // most paths (every listed one): nothing to rebuild
  const parts: string[] = [];
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/** A path normalizeRepoPath would return unchanged: no backslash, and no empty, `.` or `..` segment. */
function isNormalRepoPath(path: string): boolean {
  if (path === '' || path.includes('\\')) return false;
  for (let start = 0; ; ) {
    const slash = path.indexOf('/', start);
    const end = slash === -1 ? path.length : slash;
    if (end === start) return false;
    if (path.charCodeAt(start) === 0x2e && (end - start === 1 || (end - start === 2 && path.charCodeAt(start + 1) === 0x2e))) return false;
    if (slash === -1) return true;
    start = slash + 1;
  }
}

/**
 * The files of a sorted listing that lie under `folder` ('' = all): a binary search for the first,
 * then a scan, so splitting one listing among many folders costs no more than the listing itself.
 */
export function filesUnder(sorted: readonly string[], folder: string): readonly string[] {
  if (folder === '' || folder === '.') return sorted;
  const prefix = `${folder}/`;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < sorted.length && sorted[end]!.startsWith(prefix)) end++;
  return sorted.slice(lo, end);
}

/**
 * The files under the given folders (root-relative, sorted, each once), listing only those folders
 * when the view can: `validate ./one-env` from a busy folder must not walk its neighbours.
 */
export async function listFilesUnder(view: RepoView, folders: readonly string[]): Promise<readonly string[]> {
  const normalized = folders.map((f) => normalizeRepoPath(f) ?? '');
  if (normalized.includes('')) return view.listFiles();
  const outermost = [...new Set(normalized)].sort().filter((f, i, all) => !all.some((o, j) => j !== i && f.startsWith(`${o}/`)));
  if (view.listFolder) return (await Promise.all(outermost.map((f) => view.listFolder!(f)))).flat().sort();
  const all = await view.listFiles();
  return outermost.flatMap((f) => filesUnder(all, f)).sort();
}

/**
 * Many files of a view: its batch read when it has one, else one readFile per path. Callers that read
 * a file per finding or per changed file use this, so a 20,000-file change is not 20,000 processes.
 */
export async function readFilesOf(view: RepoView, paths: readonly string[]): Promise<Map<string, Uint8Array>> {
  if (view.readFiles) return view.readFiles(paths);
  const out = new Map<string, Uint8Array>();
  for (const path of paths) {
    const bytes = await view.readFile(path);
    if (bytes) out.set(path, bytes);
  }
  return out;
}

/**
 * RepoView.visitFile for every view: the view's own when it has one (a working tree lends a reused
 * buffer), else a bounded read handed to `visit`.
 */
export async function visitFileOf<T>(view: RepoView, path: string, maxBytes: number, visit: (bytes: Uint8Array) => T): Promise<{ size: number; value?: T } | undefined> {
  if (view.visitFile) return view.visitFile(path, maxBytes, visit);
  const read = await readFileBounded(view, path, maxBytes);
  if (read === undefined) return undefined;
  return typeof read === 'number' ? { size: read } : { size: read.byteLength, value: visit(read) };
}

/**
 * A file's bytes, or its size when it is over `maxBytes` (it is not read then); undefined when it is not
 * a file of the view. One open and read where the view can (RepoView.readFileWithin), else a size, then
 * a read. For checks that refuse huge files and read every other file they size.
 */
export async function readFileBounded(view: RepoView, path: string, maxBytes: number): Promise<Uint8Array | number | undefined> {
  if (view.readFileWithin) {
    const read = await view.readFileWithin(path, maxBytes);
    return read && (read.bytes ?? read.size);
  }
  const size = await view.fileSize(path);
  if (size !== undefined && size > maxBytes) return size;
  return view.readFile(path);
}
