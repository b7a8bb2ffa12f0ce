/**
 * README front matter as data. Hugging Face Space front matter is nearly always a handful of
 * `key: value` lines and a short list (`tags:` then `- openenv`): those are read by a line scanner that
 * answers only where it is certain to give what the `yaml` package's `parse` gives (YAML 1.2 core
 * schema), and hands anything else (quotes, flow mappings, anchors, comments after values, numbers other
 * than plain decimal integers, nested mappings, multi-line scalars…) to the `yaml` package. The package
 * is correct but costly for a 200-byte document (its parser, composer, document and schema objects), and
 * a run reads one README per environment.
 */
import { parse as parseYaml } from 'yaml';

/** The front matter's value as `yaml.parse(text, { maxAliasCount: 50 })` returns it; throws as it throws. */
export function parseFrontMatter(text: string): unknown {
  const simple = simpleFrontMatter(text);
  return simple !== undefined ? simple : parseYaml(text, { maxAliasCount: 50 });
}

/** Keys read as strings by the core schema: a letter, then letters, digits, `_` and `-`. */
const KEY = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** `key:` or `key: value` at the start of a line (the value checked by scalarValue). */
const MAPPING_LINE = /^([A-Za-z][A-Za-z0-9_-]*):(?: +(.*))?$/;
/** `- value` under a key, at any indentation. */
const ITEM_LINE = /^( *)- +(.*)$/;
const NULLS = new Set(['null', 'Null', 'NULL', '~']);
const TRUES = new Set(['true', 'True', 'TRUE']);
const FALSES = new Set(['false', 'False', 'FALSE']);

/**
 * The mapping when every line is a blank line, a whole-line comment, `key: scalar`, `key: [scalars]` or
 * `key:` followed by `- scalar` items; undefined (use the `yaml` package) for anything else.
 */
export function simpleFrontMatter(text: string): Record<string, unknown> | undefined {
  if (text.includes('\r') || text.includes('\t')) return undefined;
  const out: Record<string, unknown> = {};
  const seen = new Set<string>();
  let list: unknown[] | undefined;
  let listIndent = -1;
  /** The key whose value is still open (`key:` with nothing after it yet). */
  let open: string | undefined;
  for (const line of text.split('\n')) {
    if (/^ *(#.*)?$/.test(line)) continue; // blank, or a comment on a line of its own
    const item = ITEM_LINE.exec(line);
    if (item) {
      if (open === undefined && list === undefined) return undefined;
      const indent = item[1]!.length;
      if (list === undefined) {
        list = [];
        listIndent = indent;
        out[open!] = list;
        open = undefined;
      } else if (indent !== listIndent) return undefined;
      const value = scalarValue(item[2]!);
      if (value === NOT_SIMPLE) return undefined;
      list.push(value);
      continue;
    }
    const entry = MAPPING_LINE.exec(line);
    if (!entry) return undefined;
    const key = entry[1]!;
    // A duplicate key is an error for the `yaml` package: it words the message.
    if (!KEY.test(key) || NULLS.has(key) || TRUES.has(key) || FALSES.has(key) || seen.has(key)) return undefined;
    seen.add(key);
    list = undefined;
    const raw = entry[2] ?? '';
    if (trimSpaces(raw) === '') {
      out[key] = null; // unless items follow
      open = key;
      continue;
    }
    open = undefined;
    const value = raw.startsWith('[') ? flowList(raw) : scalarValue(raw);
    if (value === NOT_SIMPLE) return undefined;
    out[key] = value;
  }
  // Nothing but comments is no mapping (`yaml.parse` gives null).
  return seen.size ? out : undefined;
}

const NOT_SIMPLE = Symbol('not simple');

/** `[a, b]` of simple scalars on one line. */
function flowList(raw: string): unknown[] | typeof NOT_SIMPLE {
  const trimmed = trimSpaces(raw);
  if (!trimmed.endsWith(']')) return NOT_SIMPLE;
  const body = trimmed.slice(1, -1);
  if (trimSpaces(body) === '') return [];
  const items: unknown[] = [];
  for (const part of body.split(',')) {
    const value = scalarValue(part.replace(/^ +/, ''));
    if (value === NOT_SIMPLE) return NOT_SIMPLE;
    items.push(value);
  }
  return items;
}

/**
 * A plain scalar the core schema resolves without doubt: a word-like string, null, a boolean or a
 * decimal integer without leading zeros. Characters with a meaning somewhere in YAML (`:#,[]{}&*!|>'"%@\``
 * and friends) and every other number form are NOT_SIMPLE.
 */
function scalarValue(raw: string): unknown {
  const value = trimSpaces(raw);
  if (value === '') return NOT_SIMPLE;
  if (NULLS.has(value)) return null;
  if (TRUES.has(value)) return true;
  if (FALSES.has(value)) return false;
  if (/^(0|[1-9][0-9]{0,14})$/.test(value)) return Number(value);
  // A letter, `/` or a character beyond ASCII first: no indicator, no number, not `.inf` or `.nan`.
  if (!/^[A-Za-z/]/.test(value) && !startsWithWideCharacter(value)) return NOT_SIMPLE;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0xa0 ? !isPlainWideCharacter(c) : !isSimpleAscii(c)) return NOT_SIMPLE;
    if (c === 0x20 && value.charCodeAt(i + 1) === 0x20) return NOT_SIMPLE; // keep whitespace questions out
  }
  return value;
}

/** The text without trailing spaces (a loop: `/ +$/` rescans every run of spaces). */
function trimSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x20) end--;
  return text.slice(0, end);
}

/** A first character beyond ASCII that is no YAML indicator (an emoji, a letter with an accent). */
function startsWithWideCharacter(value: string): boolean {
  const c = value.charCodeAt(0);
  return c >= 0xa0 && isPlainWideCharacter(c);
}

/**
 * A character beyond ASCII that is text to every YAML reader: not a space of another kind (no-break,
 * the U+2000 block, ideographic), a line or paragraph separator, a byte-order mark or a non-character.
 */
function isPlainWideCharacter(c: number): boolean {
  return !(c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200f) || (c >= 0x2028 && c <= 0x202f) || (c >= 0x205f && c <= 0x206f) || c === 0x3000 || c === 0xfeff || c >= 0xfffe);
}

/** Letters, digits, space and `_ - . /` (no character with a YAML meaning). */
function isSimpleAscii(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x20 || c === 0x5f || c === 0x2d || c === 0x2e || c === 0x2f;
}
