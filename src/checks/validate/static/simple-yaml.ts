/**
 * A line scanner for the YAML most environments write: `key: value` lines at the top level and short lists
 * of scalars (`tags:` then `- openenv` items, or `tags: [openenv]`). It answers only where it is certain to
 * give what the full reader gives, and says "not simple" (undefined) for anything else: quotes, comments
 * after a value, anchors, tags, nested mappings, multi-line scalars, numbers other than plain decimal
 * integers, any character with a meaning in YAML. Callers then use the full reader (the `yaml` package,
 * or the manifests check's PyYAML-faithful loader), which is correct but costs a parser, a composer and
 * document objects per file, most of a validate run's CPU for a 100-byte manifest.
 */
import { trimTrailing } from '../../../engine/text.js';

/** How plain scalars resolve: a word-like scalar's value, or NOT_SIMPLE when the full reader must decide. */
export type ScalarResolver = (text: string) => unknown;

export const NOT_SIMPLE = Symbol('not simple');

/** The integers the scanner reads itself: plain decimal, no sign, no leading zero, exact as a double. */
export const PLAIN_DECIMAL = /^(?:0|[1-9][0-9]{0,14})$/;

export interface SimpleMapping {
  /** The mapping, keys in file order (as the full readers build it). */
  data: Record<string, unknown>;
  /** 1-based line of each key. */
  keyLines: Map<string, number>;
}

/** `key:` or `key: value` at the start of a line: a letter, then letters, digits, `_` and `-`. */
const MAPPING_LINE = /^([A-Za-z][A-Za-z0-9_-]*):(?: +(.*))?$/;
/** `- value` under a key, at any indentation. */
const ITEM_LINE = /^( *)- +(.*)$/;
/** A blank line, or a comment on a line of its own. */
const NOTHING_LINE = /^ *(?:#.*)?$/;

/**
 * The mapping when every line is blank, a whole-line comment, `key: scalar`, `key: [scalars]` or `key:`
 * followed by `- scalar` items, and every key resolves to a string; undefined otherwise.
 */
export function simpleMapping(text: string, resolve: ScalarResolver): SimpleMapping | undefined {
  if (text.includes('\r') || text.includes('\t')) return undefined;
  const data: Record<string, unknown> = {};
  const keyLines = new Map<string, number>();
  let list: unknown[] | undefined;
  let listIndent = -1;
  /** The key whose value is still open (`key:` with nothing after it yet). */
  let open: string | undefined;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (NOTHING_LINE.test(line)) continue;
    const item = ITEM_LINE.exec(line);
    if (item) {
      if (open === undefined && list === undefined) return undefined;
      const indent = item[1]!.length;
      if (list === undefined) {
        list = [];
        listIndent = indent;
        data[open!] = list;
        open = undefined;
      } else if (indent !== listIndent) return undefined;
      const value = scalar(item[2]!, resolve, false);
      if (value === NOT_SIMPLE) return undefined;
      list.push(value);
      continue;
    }
    const entry = MAPPING_LINE.exec(line);
    if (!entry) return undefined;
    const key = entry[1]!;
    // A key that is no string (`true:`), or a duplicate (the readers differ on those): the full reader.
    if (resolve(key) !== key || keyLines.has(key)) return undefined;
    keyLines.set(key, i + 1);
    list = undefined;
    const raw = trimTrailing(entry[2] ?? '', / /);
    if (raw === '') {
      data[key] = null; // unless items follow
      open = key;
      continue;
    }
    open = undefined;
    const value = raw.startsWith('[') ? flowList(raw, resolve) : scalar(raw, resolve, false);
    if (value === NOT_SIMPLE) return undefined;
    data[key] = value;
  }
  // Nothing but comments is no mapping (the readers give null).
  return keyLines.size ? { data, keyLines } : undefined;
}

/** `[a, b]` of simple scalars on one line. */
function flowList(raw: string, resolve: ScalarResolver): unknown[] | typeof NOT_SIMPLE {
  if (!raw.endsWith(']')) return NOT_SIMPLE;
  const body = raw.slice(1, -1);
  if (trimTrailing(body, / /) === '') return [];
  // Brackets inside are nested lists or characters a reader may take differently: the full reader.
  if (body.includes('[') || body.includes(']')) return NOT_SIMPLE;
  const items: unknown[] = [];
  for (const part of body.split(',')) {
    const value = scalar(part.replace(/^ +/, ''), resolve, true);
    if (value === NOT_SIMPLE) return NOT_SIMPLE;
    items.push(value);
  }
  return items;
}

/**
 * A plain scalar made only of letters, digits, single spaces, `_ - . /`, characters beyond ASCII that are
 * text to every reader, and (outside flow lists) `:` between two word characters (`server.app:app`); it
 * starts with a letter, a digit, `/` or a wide character. The resolver gives its value.
 */
function scalar(raw: string, resolve: ScalarResolver, inFlow: boolean): unknown {
  const text = trimTrailing(raw, / /);
  if (text === '') return NOT_SIMPLE;
  const first = text.charCodeAt(0);
  if (!(isWordAscii(first) && first !== 0x2d && first !== 0x2e && first !== 0x5f) && first !== 0x2f && !(first >= 0xa0 && isPlainWideCharacter(first))) return NOT_SIMPLE;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xa0) {
      if (!isPlainWideCharacter(c)) return NOT_SIMPLE;
    } else if (c === 0x3a) {
      if (inFlow || !isWordAscii(text.charCodeAt(i - 1)) || !isWordAscii(text.charCodeAt(i + 1))) return NOT_SIMPLE;
    } else if (c === 0x20) {
      if (text.charCodeAt(i + 1) === 0x20) return NOT_SIMPLE; // keep whitespace questions out
    } else if (!isWordAscii(c) && c !== 0x2f) return NOT_SIMPLE;
  }
  return resolve(text);
}

/** Letters, digits, `_`, `-` and `.`. */
function isWordAscii(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x2d || c === 0x2e;
}

/**
 * A character beyond ASCII that is text to every YAML reader: not a space of another kind (no-break,
 * the U+2000 block, ideographic), a line or paragraph separator, a byte-order mark or a non-character.
 */
function isPlainWideCharacter(c: number): boolean {
  return !(c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200f) || (c >= 0x2028 && c <= 0x202f) || (c >= 0x205f && c <= 0x206f) || c === 0x3000 || c === 0xfeff || c >= 0xfffe);
}
