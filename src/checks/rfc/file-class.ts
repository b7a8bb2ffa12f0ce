/**
 * What rfc-lint knows about a Markdown file from its path alone, and the constants of the RFC model,
 * apart from the parser (document.ts, which imports markdown-it and re-exports these): the check loads
 * the parser only when a file is to be parsed, so a run with nothing to parse never compiles it.
 */
import type { ParseOptions, RfcFileKind } from './document.js';

export const DEFAULT_RFC_DIR = 'rfcs';
export const DEFAULT_INDEX_PATH = 'rfcs/README.md';
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/** `(?<![A-Za-z0-9])RFC[ -]?(\d{3})(?!\d)` — spec 7.1. */
export const MENTION_PATTERN = /(?<![A-Za-z0-9])RFC[ -]?(\d{3})(?!\d)/g;

// File classification (spec 3)

export interface FileClass {
  kind: RfcFileKind;
  number?: string;
  slug?: string;
}

const RFC_NAME = /^(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

function trimSlashes(p: string): string {
  return p.replace(/^\.?\/+/, '').replace(/\/+$/, '');
}

/** Kind of a Markdown path given the RFC directory and index path. */
export function classifyPath(path: string, options: ParseOptions = {}): FileClass {
  const rfcDir = trimSlashes(options.rfcDir ?? DEFAULT_RFC_DIR);
  const indexPath = trimSlashes(options.indexPath ?? DEFAULT_INDEX_PATH);
  if (path === indexPath) return { kind: 'index' };
  const slash = path.lastIndexOf('/');
  const dir = slash === -1 ? '' : path.slice(0, slash);
  const name = path.slice(slash + 1);
  if (dir !== rfcDir || !/\.md$/i.test(name)) return { kind: 'other-md' };
  const match = RFC_NAME.exec(name);
  if (match) return { kind: 'rfc', number: match[1], slug: match[2] };
  return { kind: 'companion' };
}

/** The RFC folder's last path segment: every link into the folder contains it. */
export function rfcFolderSegment(rfcDir: string): string {
  return rfcDir.split('/').filter(Boolean).pop() ?? DEFAULT_RFC_DIR;
}
