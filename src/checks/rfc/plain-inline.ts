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
  return new PlainScanner(src, md).scan();
}

/** One code span: content [contentStart, contentEnd), the span ends at `end`. */
interface CodeSpan {
  contentStart: number;
  contentEnd: number;
  end: number;
}

interface LinkPiece {
  from: number;
  to: number;
  code: boolean;
}

/** The scan of one run: its state in fields, its steps in methods (one object per run, no closure per helper). */
class PlainScanner {
  private readonly max: number;
  private readonly parts: string[] = [];
  private readonly segments: PlainSegment[] = [];
  private readonly code: PlainInline['code'] = [];
  private readonly links: PlainLink[] = [];
  private readonly strongs: PlainStrong[] = [];
  /** Rendered length so far. */
  private length = 0;
  /** Text since the last element (markdown-it's `pending`): trailing spaces are dropped before a line break. */
  private pendingFrom = -1;
  private pendingTo = -1;
  /** The `**` awaiting its closer (nested bold declines, so there is at most one). */
  private open: PlainStrong | undefined;
  private declined = false;
  /**
   * The first match of DECLINE_IN_TEXT at or after `declineFrom` (its start and end; -1 when none): text
   * is emitted left to right, so one search serves every piece up to it. A piece [from, to) holds a match
   * exactly when that first match from `from` ends by `to`: one that starts inside and runs past `to` is
   * the whole of the rest of the piece (a prefix of `//` or of a scheme up to its colon), where no other
   * match fits.
   */
  private declineFrom = Number.POSITIVE_INFINITY; // nothing searched yet
  private declineAt = -1;
  private declineEnd = -1;
  /** Where each character with a meaning next occurs (`max` when it does not): searched again only once passed. */
  private nextNewline = -1;
  private nextStar = -1;
  private nextBacktick = -1;
  private nextBracket = -1;

  constructor(
    private readonly src: string,
    private readonly md: Markdown,
  ) {
    this.max = src.length;
  }

  scan(): PlainInline | undefined {
    const { src, max } = this;
    let pos = 0;
    while (pos < max) {
      const c = src.charCodeAt(pos);
      if (c === 10) {
        // Line break: markdown-it drops the spaces before it from the text and skips the indentation after.
        if (this.pendingFrom !== -1) {
          let end = this.pendingTo;
          while (end > this.pendingFrom && src.charCodeAt(end - 1) === 32) end--;
          this.pendingTo = end;
        }
        this.flush();
        this.emit(pos, pos + 1, false);
        let next = pos + 1;
        while (next < max && (src.charCodeAt(next) === 32 || src.charCodeAt(next) === 9)) next++;
        if (next - pos - 1 > MAX_CONTINUATION_INDENT) return undefined;
        pos = next;
      } else if (c === 42) {
        let end = pos;
        while (src.charCodeAt(end) === 42) end++;
        if (end - pos !== 2) return undefined;
        const delims = strongDelimiters(src, pos, this.md);
        this.flush();
        if (delims.can_close && this.open) {
          this.open.end = this.length;
          this.strongs.push(this.open);
          this.open = undefined;
        } else if (delims.can_open) {
          if (this.open) return undefined; // nested bold: markdown-it's pairing, not ours
          this.open = { start: this.length, end: this.length, rawStart: pos };
        } else return undefined; // a literal `**`
        pos = end;
      } else if (c === 96) {
        const span = this.codeSpan(pos);
        if (!span) return undefined;
        this.flush();
        const start = this.length;
        this.emit(span.contentStart, span.contentEnd, false);
        this.code.push({ start, end: this.length });
        pos = span.end;
      } else if (c === 91) {
        if (this.open) return undefined; // a link inside bold
        const link = this.inlineLink(pos);
        if (!link) return undefined;
        this.flush();
        const start = this.length;
        for (const piece of link.pieces) {
          if (piece.code) {
            const spanStart = this.length;
            this.emit(piece.from, piece.to, false);
            this.code.push({ start: spanStart, end: this.length });
          } else this.emit(piece.from, piece.to, true);
        }
        this.links.push({ start, end: this.length, href: link.href, rawStart: pos, rawEnd: link.end });
        pos = link.end;
      } else {
        // Plain text up to the next character with a meaning here.
        const from = pos + 1;
        if (this.nextNewline < from) this.nextNewline = this.nextOf('\n', from);
        if (this.nextStar < from) this.nextStar = this.nextOf('*', from);
        if (this.nextBacktick < from) this.nextBacktick = this.nextOf('`', from);
        if (this.nextBracket < from) this.nextBracket = this.nextOf('[', from);
        const end = Math.min(this.nextNewline, this.nextStar, this.nextBacktick, this.nextBracket);
        if (this.pendingFrom === -1) this.pendingFrom = pos;
        this.pendingTo = end;
        pos = end;
      }
    }
    this.flush();
    if (this.open || this.declined) return undefined; // an unmatched `**` is literal text
    return { text: this.parts.join(''), segments: this.segments, code: this.code, links: this.links, strongs: this.strongs };
  }

  private nextOf(char: string, from: number): number {
    const at = this.src.indexOf(char, from);
    return at === -1 ? this.max : at;
  }

  private textDeclines(from: number, to: number): boolean {
    if (this.declineFrom > from || (this.declineAt !== -1 && this.declineAt < from)) {
      DECLINE_IN_TEXT.lastIndex = from;
      const match = DECLINE_IN_TEXT.exec(this.src);
      this.declineAt = match ? match.index : -1;
      this.declineEnd = match ? match.index + match[0].length : -1;
      this.declineFrom = from;
    }
    return this.declineAt !== -1 && this.declineEnd <= to;
  }

  private emit(rawStart: number, rawEnd: number, isText: boolean): void {
    if (rawEnd <= rawStart) return;
    if (isText && this.textDeclines(rawStart, rawEnd)) this.declined = true;
    const length = this.length;
    const last = this.segments[this.segments.length - 1];
    if (last && last.renderedStart + last.length === length && last.rawStart + last.length === rawStart) last.length += rawEnd - rawStart;
    else this.segments.push({ renderedStart: length, rawStart, length: rawEnd - rawStart });
    this.parts.push(this.src.slice(rawStart, rawEnd));
    this.length = length + rawEnd - rawStart;
  }

  private flush(): void {
    if (this.pendingFrom !== -1) this.emit(this.pendingFrom, this.pendingTo, true);
    this.pendingFrom = -1;
  }

  /** A code span opening at `pos`, or undefined (decline). */
  private codeSpan(pos: number): CodeSpan | undefined {
    const src = this.src;
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
        return { contentStart: open, contentEnd: start, end };
      }
      at = end;
    }
  }

  /** `[text](destination)` at `start`: text of plain characters and code spans, destination without spaces, parentheses or title. */
  private inlineLink(start: number): { pieces: LinkPiece[]; href: string; end: number } | undefined {
    const { src, max } = this;
    const pieces: LinkPiece[] = [];
    let at = start + 1;
    let textFrom = at;
    for (;;) {
      if (at >= max) return undefined;
      const d = src.charCodeAt(at);
      if (d === 93) break;
      if (d === 91 || d === 42 || d === 10) return undefined;
      if (d === 96) {
        if (at > textFrom) pieces.push({ from: textFrom, to: at, code: false });
        const span = this.codeSpan(at);
        if (!span) return undefined;
        const content = src.slice(span.contentStart, span.contentEnd);
        if (content.includes(']') || content.includes('[')) return undefined;
        pieces.push({ from: span.contentStart, to: span.contentEnd, code: true });
        at = span.end;
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
    const href = this.md.normalizeLink(src.slice(destStart, destEnd));
    if (!this.md.validateLink(href)) return undefined;
    return { pieces, href, end: destEnd + 1 };
  }
}
