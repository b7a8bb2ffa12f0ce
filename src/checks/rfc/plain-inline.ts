/**
 * A fast path for the inline runs most Markdown prose consists of: plain text with `**bold**`,
 * `` `code` `` and `[text](destination)` links. For such a run this yields exactly what markdown-it's
 * inline parser followed by `flattenInline` (document.ts) yields: the rendered text, the raw offset of
 * every rendered character, code spans (masked), links and bold runs. For anything else (escapes,
 * entities, HTML, autolinks, bare URLs, images, `_`/single-`*` emphasis, strikethrough, reference
 * links, nested or titled links, unusual spacing) it declines and markdown-it parses the run. It never
 * guesses: the subset is one where CommonMark's rules reduce to the simple ones below, and the
 * delimiter flanking test and link normalisation are markdown-it's own functions.
 */
import type MarkdownIt from 'markdown-it';

/** Rendered [renderedStart, renderedStart + length) comes from raw [rawStart, rawStart + length). */
export interface PlainSegment {
  renderedStart: number;
  rawStart: number;
  length: number;
}

export interface PlainLink {
  start: number;
  end: number;
  /** Normalised destination (markdown-it's normalizeLink), as the link token's href. */
  href: string;
  rawStart: number;
  rawEnd: number;
}

export interface PlainStrong {
  start: number;
  end: number;
  rawStart: number;
}

export interface PlainInline {
  text: string;
  segments: PlainSegment[];
  /** Code spans, in order. */
  code: { start: number; end: number }[];
  links: PlainLink[];
  strongs: PlainStrong[];
}

type Markdown = InstanceType<typeof MarkdownIt>;
type Delims = { can_open: boolean; can_close: boolean; length: number };

/** Syntax this fast path does not handle, anywhere in the run (link destinations and code included). */
const DECLINE = /[\\<&]|~~|!\[/;
/** Syntax it does not handle in text (outside code spans and link destinations): `_` emphasis and linkify's schemes. */
const DECLINE_IN_TEXT = /_|\/\/|(?:https?|ftp|mailto):/gi;
const [NEWLINE, STAR, BACKTICK, BRACKET] = [0, 1, 2, 3];
/** Whitespace after a line break beyond which markdown-it's text alignment (a 64-character window) differs. */
const MAX_CONTINUATION_INDENT = 16;

/** ASCII punctuation (markdown-it's `isMdAsciiPunct`): `!` to `/`, `:` to `@`, `[` to `` ` ``, `{` to `~`. */
const isAsciiPunctuation = (c: number) => (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126);
/** ASCII whitespace as markdown-it's `isWhiteSpace` has it: tab, line feed, vertical tab, form feed, carriage return, space. */
const isAsciiWhitespace = (c: number) => (c >= 9 && c <= 13) || c === 32;

/**
 * Whether the `**` at `start` can open and close emphasis: markdown-it's `scanDelims` (CommonMark's
 * flanking rules). Between ASCII characters its rules are computed here: its punctuation test is a
 * Unicode pattern, most of the cost of a run; test/rfc/plain-inline.test.ts compares the two on every pair
 * of ASCII neighbours. Other neighbours go to `scanDelims` itself.
 */
export function strongDelimiters(src: string, start: number, md: Markdown): { can_open: boolean; can_close: boolean } {
  const end = start + 2;
  const last = start === 0 ? 32 : src.charCodeAt(start - 1);
  const next = end < src.length ? src.charCodeAt(end) : 32;
  if (last > 127 || next > 127) {
    const scanDelims = md.inline.State.prototype.scanDelims as (this: { src: string; posMax: number }, start: number, canSplitWord: boolean) => Delims;
    return scanDelims.call({ src, posMax: src.length }, start, true);
  }
  const lastPunctuation = isAsciiPunctuation(last);
  const nextPunctuation = isAsciiPunctuation(next);
  const lastWhitespace = isAsciiWhitespace(last);
  const nextWhitespace = isAsciiWhitespace(next);
  return {
    // With words split (`canSplitWord`, as for `*`), opening and closing are the flanking tests.
    can_open: !nextWhitespace && (!nextPunctuation || lastWhitespace || lastPunctuation),
    can_close: !lastWhitespace && (!lastPunctuation || nextWhitespace || nextPunctuation),
  };
}

/**
 * The run, or undefined when it uses anything beyond plain text and line breaks, `**strong**` (not nested),
 * single-line code spans and `[text](destination)` links whose text is plain or code.
 */
export function scanPlainInline(src: string, md: Markdown): PlainInline | undefined {
  if (DECLINE.test(src)) return undefined;

  const max = src.length;
  const parts: string[] = [];
  const segments: PlainSegment[] = [];
  const code: PlainInline['code'] = [];
  const links: PlainLink[] = [];
  const strongs: PlainStrong[] = [];
  let length = 0;
  /** Text since the last element (markdown-it's `pending`): trailing spaces are dropped before a line break. */
  let pendingFrom = -1;
  let pendingTo = -1;

  let declined = false;
  /**
   * The first match of DECLINE_IN_TEXT at or after `declineFrom` (its start and end; -1 when none): text
   * is emitted left to right, so one search serves every piece up to it. A piece [from, to) holds a match
   * exactly when that first match from `from` ends by `to`: one that starts inside and runs past `to` is
   * the whole of the rest of the piece (a prefix of `//` or of a scheme up to its colon), where no other
   * match fits.
   */
  let declineFrom = Number.POSITIVE_INFINITY; // nothing searched yet
  let declineAt = -1;
  let declineEnd = -1;
  const textDeclines = (from: number, to: number): boolean => {
    if (declineFrom > from || (declineAt !== -1 && declineAt < from)) {
      DECLINE_IN_TEXT.lastIndex = from;
      const match = DECLINE_IN_TEXT.exec(src);
      declineAt = match ? match.index : -1;
      declineEnd = match ? match.index + match[0].length : -1;
      declineFrom = from;
    }
    return declineAt !== -1 && declineEnd <= to;
  };
  const emit = (rawStart: number, rawEnd: number, isText = false) => {
    if (rawEnd <= rawStart) return;
    if (isText && textDeclines(rawStart, rawEnd)) declined = true;
    const n = segments.length - 1;
    const last = segments[n];
    if (last && last.renderedStart + last.length === length && last.rawStart + last.length === rawStart) last.length += rawEnd - rawStart;
    else segments.push({ renderedStart: length, rawStart, length: rawEnd - rawStart });
    parts.push(src.slice(rawStart, rawEnd));
    length += rawEnd - rawStart;
  };
  const flush = () => {
    if (pendingFrom !== -1) emit(pendingFrom, pendingTo, true);
    pendingFrom = -1;
  };
  const addText = (from: number, to: number) => {
    if (pendingFrom === -1) pendingFrom = from;
    pendingTo = to;
  };

  /** A code span opening at `pos`: [contentStart, contentEnd, end], or undefined (decline). */
  const codeSpan = (pos: number): [number, number, number] | undefined => {
    let open = pos;
    while (src.charCodeAt(open) === 96) open++;
    const ticks = open - pos;
    let at = open;
    for (;;) {
      const start = src.indexOf('`', at);
      if (start === -1) return undefined; // no closer: the backticks are literal text
      let end = start;
      while (src.charCodeAt(end) === 96) end++;
      if (end - start === ticks) {
        const content = src.slice(open, start);
        if (content === '' || content.includes('\n') || (content.startsWith(' ') && content.endsWith(' '))) return undefined;
        return [open, start, end];
      }
      at = end;
    }
  };

  /** Where each character with a meaning next occurs (`max` when it does not): searched again only once passed. */
  const nextAt = [-1, -1, -1, -1];
  const nextChar = ['\n', '*', '`', '['];
  const nextOf = (which: number, from: number): number => {
    if (nextAt[which]! < from) {
      const at = src.indexOf(nextChar[which]!, from);
      nextAt[which] = at === -1 ? max : at;
    }
    return nextAt[which]!;
  };

  /** Open `**` runs awaiting their closer (rendered start and raw offset). */
  const open: PlainStrong[] = [];
  let pos = 0;
  while (pos < max) {
    const c = src.charCodeAt(pos);
    if (c === 10) {
      // Line break: markdown-it drops the spaces before it from the text and skips the indentation after.
      if (pendingFrom !== -1) {
        let end = pendingTo;
        while (end > pendingFrom && src.charCodeAt(end - 1) === 32) end--;
        pendingTo = end;
      }
      flush();
      emit(pos, pos + 1);
      let next = pos + 1;
      while (next < max && (src.charCodeAt(next) === 32 || src.charCodeAt(next) === 9)) next++;
      if (next - pos - 1 > MAX_CONTINUATION_INDENT) return undefined;
      pos = next;
    } else if (c === 42) {
      let end = pos;
      while (src.charCodeAt(end) === 42) end++;
      if (end - pos !== 2) return undefined;
      const delims = strongDelimiters(src, pos, md);
      flush();
      if (delims.can_close && open.length > 0) {
        const strong = open.pop()!;
        strong.end = length;
        strongs.push(strong);
      } else if (delims.can_open) {
        if (open.length > 0) return undefined; // nested bold: markdown-it's pairing, not ours
        open.push({ start: length, end: length, rawStart: pos });
      } else return undefined; // a literal `**`
      pos = end;
    } else if (c === 96) {
      const span = codeSpan(pos);
      if (!span) return undefined;
      flush();
      const start = length;
      emit(span[0], span[1]);
      code.push({ start, end: length });
      pos = span[2];
    } else if (c === 91) {
      if (open.length > 0) return undefined; // a link inside bold
      const link = inlineLink(pos);
      if (!link) return undefined;
      flush();
      const start = length;
      for (const piece of link.pieces) {
        if (piece.code) {
          const spanStart = length;
          emit(piece.from, piece.to);
          code.push({ start: spanStart, end: length });
        } else emit(piece.from, piece.to, true);
      }
      links.push({ start, end: length, href: link.href, rawStart: pos, rawEnd: link.end });
      pos = link.end;
    } else {
      // Plain text up to the next character with a meaning here.
      const end = Math.min(nextOf(NEWLINE, pos + 1), nextOf(STAR, pos + 1), nextOf(BACKTICK, pos + 1), nextOf(BRACKET, pos + 1));
      addText(pos, end);
      pos = end;
    }
  }
  flush();
  if (open.length > 0 || declined) return undefined; // an unmatched `**` is literal text
  return { text: parts.join(''), segments, code, links, strongs };

  /** `[text](destination)` at `start`: text of plain characters and code spans, destination without spaces, parentheses or title. */
  function inlineLink(start: number): { pieces: { from: number; to: number; code: boolean }[]; href: string; end: number } | undefined {
    const pieces: { from: number; to: number; code: boolean }[] = [];
    let at = start + 1;
    let textFrom = at;
    for (;;) {
      if (at >= max) return undefined;
      const d = src.charCodeAt(at);
      if (d === 93) break;
      if (d === 91 || d === 42 || d === 10) return undefined;
      if (d === 96) {
        if (at > textFrom) pieces.push({ from: textFrom, to: at, code: false });
        const span = codeSpan(at);
        if (!span || src.slice(span[0], span[1]).includes(']') || src.slice(span[0], span[1]).includes('[')) return undefined;
        pieces.push({ from: span[0], to: span[1], code: true });
        at = span[2];
        textFrom = at;
        continue;
      }
      at++;
    }
    if (at > textFrom) pieces.push({ from: textFrom, to: at, code: false });
    if (pieces.length === 0 || src.charCodeAt(at + 1) !== 40) return undefined;
    const destStart = at + 2;
    let destEnd = destStart;
    while (destEnd < max) {
      const d = src.charCodeAt(destEnd);
      if (d === 41) break;
      if (d <= 32 || d === 40 || d === 127) return undefined;
      destEnd++;
    }
    if (destEnd >= max || destEnd === destStart) return undefined;
    const href = md.normalizeLink(src.slice(destStart, destEnd));
    if (!md.validateLink(href)) return undefined;
    return { pieces, href, end: destEnd + 1 };
  }
}
