import picomatch from 'picomatch';
import { decodeText, filesUnder, visitFileOf, type DecodedText, type RepoView, type StoredAs } from '../../../repo/view.js';
import type { CriterionResult } from '../criteria.js';
import { criterion } from '../rules.js';
import type { Severity } from '../../../engine/finding.js';
import type { PythonAstEngine } from './main-guard.js';
import { splitLines } from '../../../engine/text.js';
import { gateByWorkflow, workflowSignals, type Workflow, type WorkflowSignals } from './workflows.js';

/** Knobs of the static phase (action inputs parsed by index.ts; defaults from validator.md). */
export interface StaticOptions {
  /** `python-ast` input: auto (use python3 when found), on (require it), off (tokenizer only). */
  pythonAst?: 'auto' | 'on' | 'off';
  /** Injected Python-ast engine (tests, or a shared instance); default spawns python3. */
  pythonEngine?: PythonAstEngine;
  /** Whether `<envRoot>/.git` exists on disk (RepoView never lists .git). Default: never. */
  hasGitDir?: (envRoot: string) => boolean | Promise<boolean>;
  archiveThresholdBytes?: number;
  maxFileSizeBytes?: number;
  maxEpisodeTimeoutS?: number;
  requireResources?: boolean;
  ociLabelsInjected?: readonly string[];
  fixturePatterns?: readonly string[];
  fixturesAllow?: readonly string[];
  archiveAllow?: readonly string[];
  unpinnedAllow?: readonly string[];
  buildTools?: readonly string[];
  dockerBuildArgs?: Readonly<Record<string, string>>;
  dockerTarget?: string;
  /** Severity override per criterion id. */
  severityOverrides?: Readonly<Record<string, Severity>>;
  /**
   * Criteria whose outcome nobody reads (opted out with skip-criteria, or turned off by the config): a
   * criterion that would read a file only for itself records a skip instead (deps/lockfile-in-sync and uv.lock).
   */
  criterionOff?: (id: string) => boolean;
}

export interface RecordExtra {
  evidence?: string;
  /** Path relative to the env root. */
  file?: string;
  line?: number;
  column?: number;
  severity?: Severity;
  /** Stable part of the finding fingerprint (defaults to the file). */
  key?: string;
}

export interface RecordedCriterion extends CriterionResult {
  key?: string;
  /** Extra notes (informational lines the spec asks for beside a verdict). */
  notes?: string[];
}

/** Files above this size have no text (EnvContext.text). */
export const MAX_TEXT_BYTES = 2 * 1024 * 1024;
/** The answer for a path outside the listing, shared. */
const NO_VALUE: Promise<undefined> = Promise.resolve(undefined);
/** Files up to this size are read once and their bytes shared by every criterion. */
const SMALL_FILE_BYTES = 64 * 1024;

/** Everything the static criteria of one environment root read, plus the recorder of their outcomes. */
export class EnvContext {
  readonly results = new Map<string, RecordedCriterion>();
  /** Failing criteria whose cause another criterion's finding names (one root cause, one finding): no finding of their own. */
  readonly folded = new Set<string>();
  private readonly sizeCache = new Map<string, Promise<number | undefined>>();
  private readonly smallBytes = new Map<string, Promise<Uint8Array | undefined>>();
  private readonly decodedCache = new Map<string, Promise<DecodedText | undefined>>();
  readonly files: readonly string[];
  private readonly fileSet: Set<string>;
  private readonly dirSet: Set<string>;
  readonly memo = new Map<string, unknown>();
  private readonly repoPaths = new Map<string, string>();

  constructor(
    readonly view: RepoView,
    /** Env root relative to the view root ('' for the root itself). */
    readonly root: string,
    /** The repository's sorted listing (workflow files and ancestors' pyproject.toml live outside the root). */
    readonly allFiles: readonly string[],
    readonly options: StaticOptions,
  ) {
    const prefix = root === '' ? '' : `${root}/`;
    // allFiles is a sorted listing: a binary search, not a scan of every file for every environment.
    this.files = filesUnder(allFiles, root).map((f) => f.slice(prefix.length));
    this.fileSet = new Set(this.files);
    const overrides = options.severityOverrides;
    this.severityOverrides = overrides && Object.keys(overrides).length > 0 ? overrides : undefined;
    this.dirSet = new Set();
    for (const f of this.files) {
      const parts = f.split('/');
      for (let i = 1; i < parts.length; i++) this.dirSet.add(parts.slice(0, i).join('/'));
    }
  }

  /** Repository-relative path of an env-relative path. */
  repoPath(path: string): string {
    if (this.root === '') return path;
    if (path === '') return this.root;
    // One string per file, shared by every criterion record and finding that names it (the records outlive the context).
    let out = this.repoPaths.get(path);
    if (out === undefined) this.repoPaths.set(path, (out = `${this.root}/${path}`));
    return out;
  }
  has(path: string): boolean {
    return this.fileSet.has(path);
  }
  hasDir(path: string): boolean {
    return this.dirSet.has(path);
  }
  /** File bytes; files up to 64 KiB are read once and shared by every criterion. */
  async bytes(path: string): Promise<Uint8Array | undefined> {
    if (!this.fileSet.has(path)) return undefined;
    const cached = this.smallBytes.get(path) ?? (await this.readSized(path));
    if (cached) return cached;
    const size = await this.size(path);
    const read = this.view.readFile(this.repoPath(path));
    if (size !== undefined && size <= SMALL_FILE_BYTES) this.smallBytes.set(path, read);
    return read;
  }
  /**
   * A file not sized yet, read with its size at once when the view can (RepoView.readFileWithin): most
   * files the criteria size they also read, and sizing first costs a stat more than reading. Fills the
   * size and, for a small file, the bytes; a bigger file is only sized (its bytes are not kept).
   */
  private async readSized(path: string): Promise<Promise<Uint8Array | undefined> | undefined> {
    if (this.sizeCache.has(path) || !this.view.readFileWithin) return undefined;
    const read = this.view.readFileWithin(this.repoPath(path), SMALL_FILE_BYTES);
    this.sizeCache.set(path, read.then((r) => r?.size));
    const result = await read;
    if (result && result.size > SMALL_FILE_BYTES) return undefined;
    // An absent or unreadable file reads as undefined, as readFile gives it.
    const bytes = Promise.resolve(result?.bytes);
    this.smallBytes.set(path, bytes);
    return bytes;
  }
  size(path: string): Promise<number | undefined> {
    if (!this.fileSet.has(path)) return NO_VALUE; // not in the listing: no file to size (or read)
    let cached = this.sizeCache.get(path);
    if (!cached) {
      cached = this.view.fileSize(this.repoPath(path));
      this.sizeCache.set(path, cached);
    }
    return cached;
  }
  /** How the file is stored, when the view knows without reading it (Hub trees); see RepoView.storedAs. */
  async storedAs(path: string): Promise<StoredAs | undefined> {
    return this.fileSet.has(path) ? this.view.storedAs?.(this.repoPath(path)) : undefined;
  }
  /** Looks up many sizes with bounded concurrency (the file checks stat every file in the context). */
  async prefetchSizes(paths: readonly string[], concurrency = 16): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < paths.length) await this.size(paths[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
  }
  /**
   * The file's bytes lent to `visit` when it is at most `maxBytes` (RepoView.visitFile: a big file is read
   * into a reused buffer, nothing allocated, nothing kept); a file already read is visited from memory.
   * For criteria that search the raw bytes before deciding to decode. Undefined when not a listed file.
   */
  async visit<T>(path: string, maxBytes: number, visit: (bytes: Uint8Array) => T): Promise<{ size: number; value?: T } | undefined> {
    if (!this.fileSet.has(path)) return undefined;
    const held = this.smallBytes.get(path);
    if (held) {
      const bytes = await held;
      if (!bytes) return undefined;
      return bytes.byteLength <= maxBytes ? { size: bytes.byteLength, value: visit(bytes) } : { size: bytes.byteLength };
    }
    const out = await visitFileOf(this.view, this.repoPath(path), maxBytes, visit);
    if (!this.sizeCache.has(path)) this.sizeCache.set(path, Promise.resolve(out?.size));
    return out;
  }

  /** UTF-8 text of a file (lossy), undefined when absent, binary or above 2 MiB. */
  async text(path: string): Promise<string | undefined> {
    // The decoding `decoded` made (criteria that look at the bytes' encoding read the text too): one per file.
    const decoded = await this.decoded(path);
    return decoded && !decoded.binary ? decoded.text : undefined;
  }

  /** How a file's bytes decode as UTF-8 (BOM, invalid bytes), undefined when absent or above 2 MiB. */
  decoded(path: string): Promise<DecodedText | undefined> {
    // A map of its own: a memo key built per call (`decoded:${path}`) is a new string to hash every time.
    let decoded = this.decodedCache.get(path);
    if (decoded === undefined) {
      decoded = (async () => {
        if (!this.fileSet.has(path)) return undefined;
        await this.readSized(path);
        const size = await this.size(path);
        if (size === undefined || size > MAX_TEXT_BYTES) return undefined;
        const bytes = await this.bytes(path);
        return bytes ? decodeText(bytes) : undefined;
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
  release(): void {
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
  once<T>(key: string, compute: () => Promise<T>): Promise<T> {
    let value = this.memo.get(key) as Promise<T> | undefined;
    if (value === undefined) this.memo.set(key, (value = compute()));
    return value;
  }

  /** The publishing workflows the repository shows it uses (workflow-gated advice), read once. */
  workflows(): Promise<WorkflowSignals> {
    return this.once('workflows', () =>
      workflowSignals({
        files: this.allFiles,
        envDir: this.root,
        read: async (path) => {
          if (this.root === '' || path.startsWith(`${this.root}/`)) return this.text(this.root === '' ? path : path.slice(this.root.length + 1));
          const bytes = await this.view.readFile(path);
          if (!bytes || bytes.length > MAX_TEXT_BYTES) return undefined;
          const decoded = decodeText(bytes);
          return decoded.binary ? undefined : decoded.text;
        },
      }),
    );
  }

  /**
   * Records a failure of advice that belongs to a workflow (workflows.ts): at the criterion's severity when
   * the repository uses one of `workflows`, else as a notice that starts "If you publish with …".
   */
  async failForWorkflow(id: string, workflows: readonly Workflow[], message: string, extra: RecordExtra = {}): Promise<void> {
    const gated = gateByWorkflow(await this.workflows(), workflows, extra.severity ?? this.severityOf(id), message);
    this.fail(id, gated.message, { ...extra, severity: gated.severity });
  }

  /** Whether the run turned this criterion off (StaticOptions.criterionOff). */
  isOff(id: string): boolean {
    return this.options.criterionOff?.(id) === true;
  }

  severityOf(id: string): Severity {
    return (this.severityOverrides && this.severityOverrides[id]) ?? criterion(id).defaultSeverity;
  }
  /** The run's severity overrides when it has any (most runs have none: no lookup per record). */
  private readonly severityOverrides: Readonly<Record<string, Severity>> | undefined;

  record(id: string, status: CriterionResult['status'], message: string, extra: RecordExtra = {}): void {
    // Every record has the same fields (unset ones undefined): one object shape, so the code that reads
    // thousands of them (reports, findings) reads them at one place, not through a lookup per shape.
    const result: RecordedCriterion = {
      id,
      status,
      severity: extra.severity ?? this.severityOf(id),
      message,
      evidence: extra.evidence,
      file: extra.file,
      line: extra.line,
      column: extra.column,
      key: extra.key,
      notes: undefined,
    };
    this.results.set(id, result);
  }
  pass(id: string, message: string, extra: RecordExtra = {}): void {
    this.record(id, 'pass', message, extra);
  }
  fail(id: string, message: string, extra: RecordExtra = {}): void {
    this.record(id, 'fail', message, extra);
  }
  skip(id: string, reason: string, extra: RecordExtra = {}): void {
    this.record(id, 'skip', reason, extra);
  }
  note(id: string, note: string): void {
    const r = this.results.get(id);
    if (!r) return;
    (r.notes ??= []).push(note);
  }
  status(id: string): CriterionResult['status'] | undefined {
    return this.results.get(id)?.status;
  }
}

const compiledGlobLists = new WeakMap<readonly string[], (path: string) => boolean>();
/**
 * A matcher for a glob list of the run's options (fixture-patterns, archive-allow, …), compiled once per
 * list, not once per environment: compiling costs far more than matching.
 */
export function globsMatcher(globs: readonly string[], options: { dot?: boolean } = {}): (path: string) => boolean {
  let matcher = compiledGlobLists.get(globs);
  if (!matcher) compiledGlobLists.set(globs, (matcher = picomatch([...globs], options)));
  return matcher;
}

/** 1-based line number of the first line matching `pattern` (undefined when none). */
export function lineOf(text: string, pattern: RegExp): number | undefined {
  // Line by line up to the first match (the lines of `text.split(/\r?\n/)`), not the whole text split first.
  let line = 1;
  for (let start = 0; ; line++) {
    const newline = text.indexOf('\n', start);
    if (newline === -1) return pattern.test(start === 0 ? text : text.slice(start)) ? line : undefined;
    // The \r of a \r\n ending is no part of the line.
    if (pattern.test(text.slice(start, newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline))) return line;
    start = newline + 1;
  }
}

/**
 * lineOf for a pattern that can only match a line starting with `prefix` (`/^name\s*=…/` and "name"):
 * only those lines are tested, found with indexOf, and the others are counted, not cut out. A uv.lock's
 * text has tens of thousands of lines.
 */
export function lineOfLineStarting(text: string, prefix: string, pattern: RegExp): number | undefined {
  let line = 1;
  let counted = 0; // newlines before this offset are in `line`
  for (let at = text.startsWith(prefix) ? 0 : text.indexOf(`\n${prefix}`); at !== -1; at = text.indexOf(`\n${prefix}`, at + 1)) {
    const start = text[at] === '\n' ? at + 1 : at;
    for (let i = counted; i < start; i++) if (text.charCodeAt(i) === 10) line++;
    counted = start;
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    if (pattern.test(text.slice(start, end))) return line;
  }
  return undefined;
}

export function lineAtOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Line lookup for many offsets in one text: O(log n) per lookup instead of rescanning the text. */
export function lineLocator(text: string): (offset: number) => number {
  // The line starts are found on the first lookup: most texts a locator is made for have nothing to locate.
  let starts: number[] | undefined;
  return (offset) => {
    if (!starts) {
      starts = [0];
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/**
 * Why `openenv validate` cannot read a file it opens as UTF-8 (Python's `read_text(encoding="utf-8")`
 * and `tomllib.load`): invalid UTF-8 bytes, naming the first bad line and any PEP 263 coding declaration
 * (which the CLI does not honour). Undefined when the bytes are valid UTF-8.
 */
export function utf8Problem(path: string, decoded: DecodedText): string | undefined {
  if (!decoded.invalidUtf8) return undefined;
  const lines = splitLines(decoded.text);
  const bad = lines.findIndex((l) => l.includes('\uFFFD'));
  const cookie = codingDeclaration(decoded.text);
  return `${path} is not valid UTF-8 (first bad byte on line ${bad + 1})${cookie ? `; it declares "coding: ${cookie}", which openenv validate does not honour` : ''}`;
}

/** The encoding a PEP 263 declaration on line 1 or 2 names (`# -*- coding: latin-1 -*-`), if any. */
export function codingDeclaration(text: string): string | undefined {
  for (const line of text.split(/\r?\n/, 2)) {
    const m = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/.exec(line);
    if (m) return m[1];
  }
  return undefined;
}
