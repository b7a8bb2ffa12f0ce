import type { Severity } from '../../../engine/finding.js';
import { normalizeRepoPath } from '../../../repo/view.js';
import type { RfcDocument } from '../document.js';
import type { RfcOptions } from '../options.js';
import { rfcAliases, type RfcAliases } from '../topics.js';
import { clipCodePoints } from '../../../engine/text.js';

/** Options of the static pass: the parsed inputs plus what the orchestrator (full scan / PR mode) knows. */
export interface StaticLintOptions extends RfcOptions {
  /** `owner/name` of this repository (GITHUB_REPOSITORY / --repo-slug); without it rfc/pr-link-repo is skipped. */
  repositorySlug?: string;
  /** Default branch name for absolute `github.com/<slug>/blob/<branch>/...` links (default: main or master). */
  defaultBranch?: string;
  /**
   * Pull-request mode: RFC files the PR adds (or renames into place). Rules whose severity depends on
   * "added vs existing" use it; absent = full scan (everything is existing, spec 9.4).
   */
  addedFiles?: ReadonlySet<string>;
  /** Date of the commit that added a file (for rfc/created-date); falls back to `now`. */
  addedAt?: (path: string) => Date | undefined;
  /** The wall clock (default: new Date()). */
  now?: Date;
  /** Next free RFC number (three digits), computed by the numbering pass; a tree-only estimate otherwise. */
  nextFree?: string;
  /**
   * Full-scan order of files that share a number: earliest to reach the default branch first. Default:
   * path order. (rfc/number-collision blames every file but the first.)
   */
  collisionOrder?: (paths: readonly string[]) => readonly string[];
  /** Files larger than this are not parsed (default 5 MiB). */
  maxBytes?: number;
  /** Rules the config turns off (CheckContext.ruleOff): they do not run. */
  ruleOff?: (rule: string) => boolean;
}

/** What every static rule sees: the parsed documents of one tree plus the tree's file list. */
export interface StaticContext {
  options: StaticLintOptions;
  /** Every scanned Markdown document by path. */
  docs: ReadonlyMap<string, RfcDocument>;
  /** RFC files (kind 'rfc'), sorted by path, readable or not. */
  rfcs: readonly RfcDocument[];
  /** The index document, when the index file exists. */
  index?: RfcDocument;
  /** Every file path in the tree. */
  files: ReadonlySet<string>;
  /** Every directory path in the tree (no trailing slash). */
  dirs: ReadonlySet<string>;
  /** RFC documents by number. */
  byNumber: ReadonlyMap<string, readonly RfcDocument[]>;
  /** Index entry description by resolved RFC path (first entry wins). */
  indexDescriptions: ReadonlyMap<string, string>;
  now: Date;
  nextFree: string;
  isAdded(path: string): boolean;
  /** Severity for rules that are errors on added files and warnings on existing ones (spec 9.1 step 4). */
  addedSeverity(path: string): Severity;
  aliases(doc: RfcDocument): RfcAliases;
}

export function dirname(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

export function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Resolve a relative link target (no fragment/query) against a file's directory; undefined if it leaves the root. */
export function resolveRelative(fromFile: string, target: string): string | undefined {
  if (target.startsWith('/')) return normalizeRepoPath(target);
  const dir = dirname(fromFile);
  return normalizeRepoPath(dir ? `${dir}/${target}` : target);
}

/** Relative path from a file's directory to another repo path (for "did you mean" suggestions). */
export function relativeFrom(fromFile: string, to: string): string {
  const from = dirname(fromFile).split('/').filter(Boolean);
  const parts = to.split('/');
  let common = 0;
  while (common < from.length && common < parts.length - 1 && from[common] === parts[common]) common++;
  const up = from.length - common;
  const rest = parts.slice(common).join('/');
  return up === 0 ? `./${rest}` : `${'../'.repeat(up)}${rest}`;
}

/** Split `path#fragment?query` into its parts. */
export function splitTarget(target: string): { path: string; fragment?: string } {
  const hash = target.indexOf('#');
  const beforeHash = hash === -1 ? target : target.slice(0, hash);
  const query = beforeHash.indexOf('?');
  const path = query === -1 ? beforeHash : beforeHash.slice(0, query);
  return hash === -1 ? { path } : { path, fragment: target.slice(hash + 1) };
}

export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

export function buildContext(
  docs: ReadonlyMap<string, RfcDocument>,
  files: readonly string[],
  options: StaticLintOptions,
): StaticContext {
  const fileSet = new Set(files);
  const dirs = new Set<string>();
  for (const f of files) {
    let d = dirname(f);
    while (d && !dirs.has(d)) {
      dirs.add(d);
      d = dirname(d);
    }
  }
  const rfcs = [...docs.values()].filter((d) => d.kind === 'rfc').sort((a, b) => (a.path < b.path ? -1 : 1));
  const byNumber = new Map<string, RfcDocument[]>();
  for (const doc of rfcs) {
    const list = byNumber.get(doc.number!);
    if (list) list.push(doc);
    else byNumber.set(doc.number!, [doc]);
  }
  const index = [...docs.values()].find((d) => d.kind === 'index');
  const indexDescriptions = new Map<string, string>();
  for (const entry of index?.index?.entries ?? []) {
    const resolved = isExternal(entry.target) ? undefined : resolveRelative(index!.path, splitTarget(entry.target).path);
    if (resolved && !indexDescriptions.has(resolved)) indexDescriptions.set(resolved, entry.description);
  }
  const now = options.now ?? new Date();
  const aliasCache = new Map<string, RfcAliases>();
  const added = options.addedFiles;
  return {
    options,
    docs,
    rfcs,
    ...(index ? { index } : {}),
    files: fileSet,
    dirs,
    byNumber,
    indexDescriptions,
    now,
    nextFree: options.nextFree ?? estimateNextFree(docs),
    isAdded: (path) => added?.has(path) ?? false,
    addedSeverity: (path) => (added?.has(path) ? 'error' : 'warning'),
    aliases(doc) {
      let a = aliasCache.get(doc.path);
      if (!a) {
        a = rfcAliases(doc, indexDescriptions.get(doc.path));
        aliasCache.set(doc.path, a);
      }
      return a;
    },
  };
}

/** Tree-only next free number: 1 + max(existing RFC numbers, mentioned numbers). History and open PRs are A1b's. */
export function estimateNextFree(docs: ReadonlyMap<string, RfcDocument>): string {
  let max = -1;
  for (const doc of docs.values()) {
    if (doc.kind === 'rfc' && doc.number) max = Math.max(max, Number(doc.number));
    for (const m of doc.mentions) max = Math.max(max, Number(m.number));
  }
  return String(max + 1).padStart(3, '0');
}

/** Where findings about a whole RFC file go: its H1, else its first line. */
export function fileAnchor(doc: RfcDocument): { line: number; column?: number } {
  if (doc.h1) return { line: doc.h1.line, column: doc.h1.column };
  return { line: doc.firstLine?.line ?? 1, column: 1 };
}

/** Readable enough for content rules (invalid UTF-8 is parsed lossily and still checked). */
export function readable(doc: RfcDocument): boolean {
  return !doc.unreadable || doc.unreadable.reason === 'invalid-utf8';
}

export function field(doc: RfcDocument, name: string) {
  const wanted = name.toLowerCase();
  return doc.header.fields.find((f) => f.name.replace(/\s+/g, ' ').trim().toLowerCase() === wanted);
}

/** Repository text inside a message: whitespace folded and long values shortened (the reporters escape it). */
export function clip(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return clipCodePoints(flat, max);
}

/** Items (sorted by line) whose line is in [from, to]: binary search, so rules stay linear on hostile files. */
export function inLineRange<T extends { line: number }>(sorted: readonly T[], from: number, to: number): T[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid].line < from) lo = mid + 1;
    else hi = mid;
  }
  const out: T[] = [];
  for (let i = lo; i < sorted.length && sorted[i].line <= to; i++) out.push(sorted[i]);
  return out;
}
