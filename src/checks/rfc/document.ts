/**
 * The RFC document model: one parse of a Markdown file into everything the rfc-lint rules need.
 *
 * Parsing uses markdown-it (html + linkify on, as GitHub renders), so code blocks, inline code, HTML
 * comments and link destinations are never read as prose. Block tokens carry `map` line ranges; inline
 * children carry no positions, so positions are recovered by aligning each inline child with the raw
 * inline source (`InlineSource` below). All lines and columns in the model are 1-based; columns count
 * UTF-16 code units (as editors and GitHub do); `endColumn` is exclusive (the column after the last
 * character, as in SARIF).
 *
 * Model overview (see the interfaces for details):
 * - `kind`            'rfc' | 'companion' | 'index' | 'other-md' (spec 3), with `number`/`slug` for RFC files.
 * - `unreadable`      set for binary / NUL, invalid UTF-8 and over-size files (rule `rfc/unreadable`).
 * - `firstLine`       the first non-blank line; `h1` the first level-1 heading and how its text parses.
 * - `headings`        every heading outside code, normalised text and GitHub slug (de-duplicated).
 * - `anchors`         explicit `<a id|name>` anchors; `anchorSet` = slugs ∪ explicit anchors.
 * - `boldLabels`      every `**bold**` / `__bold__` run (labels such as "Problem 1:", "Rationale").
 * - `header`          the header block (H1 .. first `##`) and its `**Field**: value` fields.
 * - `mentions`        `RFC NNN` in rendered prose, with sentence and topic context (spec 7.1-7.4).
 * - `links`           inline links, images, autolinks, reference definitions and reference uses.
 * - `titledRefs`      `RFC NNN: Title` list items and link texts (spec 7.5).
 * - `index`           for the index file: entries under `## Current RFCs` with their H3 category.
 */
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { decodeText } from '../../repo/view.js';
import { GithubSlugger } from './slugger.js';
import { firstCodePoints, trimTrailing } from '../../engine/text.js';
import { LIMITS } from '../../engine/limits.js';
import { scanPlainInline, type PlainInline, type PlainSegment } from './plain-inline.js';
import { usePlainTokens } from './plain-tokens.js';
import { useNormalizeLinkFastPath } from './normalize-link.js';

// ---------------------------------------------------------------------------------------------------
// Public model

export type RfcFileKind = 'rfc' | 'companion' | 'index' | 'other-md';

export interface SourcePosition {
  /** 1-based line. */
  line: number;
  /** 1-based column (UTF-16 code units). */
  column: number;
}

export interface SourceRange extends SourcePosition {
  endLine: number;
  /** Exclusive end column. */
  endColumn: number;
}

export interface Unreadable {
  reason: 'binary' | 'invalid-utf8' | 'too-large' | 'read-error' | 'not-a-file';
  /** Plain-text explanation with the fix, ready to be a finding message. */
  message: string;
}

export interface FirstLine {
  line: number;
  /** The raw line text (trailing whitespace removed). */
  text: string;
}

export type H1Form =
  /** `# RFC: Title` */
  | 'template'
  /** `# RFC 004: Title` (exactly: single space, three digits) */
  | 'numbered'
  /** RFC-shaped but not in either exact form: `# RFC-006: x`, `# RFC 6: x`, `# RFC006: x` */
  | 'malformed'
  /** Anything else: `# RFC-003 Implementation Journal`, `# Foo` */
  | 'other';

export interface H1Info extends SourcePosition {
  /** Rendered heading text (emphasis and escapes resolved). */
  text: string;
  /** Title without the `RFC:` / `RFC NNN:` prefix (the whole text when `form` is 'other'). */
  title: string;
  /** Digits written in the H1 (`RFC 004:` -> "004"), if any. */
  number?: string;
  form: H1Form;
  /** ATX heading (`# ...`) rather than setext (`...\n===`). */
  atx: boolean;
  /** The H1 is on the first non-blank line. */
  isFirstLine: boolean;
}

export interface Heading extends SourcePosition {
  level: number;
  /** Normalised for matching: rendered text, leading ordinal ("1.", "4.2") removed, whitespace collapsed. */
  text: string;
  /** The heading's inline source as written. */
  rawText: string;
  /** Rendered text content (what GitHub slugs). */
  renderedText: string;
  /** GitHub slug, de-duplicated in document order. */
  slug: string;
  /** 1-based line of the last line of the heading's section (just before the next heading of the same or higher level). */
  sectionEndLine: number;
}

export interface ExplicitAnchor extends SourcePosition {
  id: string;
}

export interface BoldLabel extends SourcePosition {
  /** Text inside the bold markers, trimmed (a trailing colon is kept: "Problem 1:"). */
  label: string;
}

export interface HeaderField extends SourcePosition {
  /** Field name as written, without the colon: "Status", "RFC ID". */
  name: string;
  /** Rendered value, trimmed, trailing separators (`|`, `,`, `;`) removed. */
  value: string;
  /** Position of the value (for value findings). */
  valueColumn: number;
  /** Exclusive end column of the value. */
  valueEndColumn: number;
  /** `**X**: v` (template) or `**X:** v` (colon inside the bold, as in 000-003). */
  spelling: 'colon-outside' | 'colon-inside';
  /** How many header fields share this source line (1 = own line). */
  sharedLineCount: number;
}

export interface HeaderBlock {
  /** First line after the H1 (1-based), or 1 when there is no H1. */
  startLine: number;
  /** Last line before the first `##` (or higher) heading, or the last line of the file. */
  endLine: number;
  fields: HeaderField[];
}

export interface Mention extends SourceRange {
  /** The three digits. */
  number: string;
  /** The matched text, e.g. "RFC-003". */
  text: string;
  /** The sentence containing the mention (spec 7.4), whitespace collapsed. */
  sentence: string;
  /** The sentence with URLs removed, whitespace collapsed: the fingerprint key part (spec 9.2). */
  normalizedSentence: string;
  /** The sentence minus clauses that mention other RFC numbers (spec 7.4). Tokenize with topicTokens. */
  context: string;
  /** The mention names the document's own number (kind 'rfc'); rules skip these. */
  self: boolean;
  /** Inside a heading. */
  inHeading: boolean;
  /** Inside the text of a link; `linkTarget` is its destination. */
  inLinkText: boolean;
  linkTarget?: string;
  /** The mention opens an `RFC NNN: Title` list item (spec 7.5). */
  inListItemTitle: boolean;
}

export type LinkKind =
  /** `[text](target)` */
  | 'inline'
  /** `![alt](src)` */
  | 'image'
  /** `<https://...>` */
  | 'autolink'
  /** bare URL linkified as GitHub does */
  | 'linkify'
  /** `[text][ref]`, `[ref][]`, `[ref]` (the target is checked at its definition) */
  | 'reference'
  /** `[ref]: target` */
  | 'reference-def';

export interface Link extends SourceRange {
  /** Rendered link text (alt text for images, label for definitions). */
  text: string;
  /** Destination as written (percent-decoding undone where markdown-it encoded it). */
  target: string;
  kind: LinkKind;
}

export interface TitledReference extends SourceRange {
  number: string;
  /** Text after `RFC NNN:` (first line only for list items). */
  title: string;
  form: 'list-item' | 'link-text';
  /** Full text of the reference ("RFC 002: Discoverability of ..."). */
  text: string;
  /** Link destination for the link-text form. */
  linkTarget?: string;
}

export interface IndexEntry extends SourceRange {
  /** Link destination as written, e.g. "./006-foo.md". */
  target: string;
  /** Link text, e.g. "006-foo.md". */
  text: string;
  /** Text after the link with the leading " - " removed. */
  description: string;
  /** Enclosing H3 inside the Current RFCs section, if any. */
  category?: string;
}

export interface IndexSection {
  /** The `## Current RFCs` heading line. */
  line: number;
  endLine: number;
  entries: IndexEntry[];
}

export interface CodeBlock {
  startLine: number;
  endLine: number;
  kind: 'fence' | 'indented';
  /** A fence that runs to the end of the file without a closing marker. */
  unterminated: boolean;
}

export interface RfcDocument {
  path: string;
  kind: RfcFileKind;
  /** RFC number (three digits) for kind 'rfc'. */
  number?: string;
  /** Slug part of the file name for kind 'rfc'. */
  slug?: string;
  /** Byte size of the file. */
  size: number;
  /** Set when the file could not be (fully) read; the rest of the model may be empty. */
  unreadable?: Unreadable;
  lineCount: number;
  firstLine?: FirstLine;
  h1?: H1Info;
  headings: Heading[];
  anchors: ExplicitAnchor[];
  /** Every fragment that lands in this document: heading slugs and explicit anchors. */
  anchorSet: ReadonlySet<string>;
  boldLabels: BoldLabel[];
  header: HeaderBlock;
  mentions: Mention[];
  links: Link[];
  titledRefs: TitledReference[];
  codeBlocks: CodeBlock[];
  /** Only for kind 'index': the `## Current RFCs` section (undefined when the heading is missing). */
  index?: IndexSection;
}

export interface ParseOptions {
  /** RFC directory (default `rfcs`). */
  rfcDir?: string;
  /** Index file (default `rfcs/README.md`). */
  indexPath?: string;
  /** Files larger than this are not parsed (default 5 MiB). */
  maxBytes?: number;
  /**
   * Build only what the rules read from Markdown outside the RFC folder: mentions, titled references,
   * links and reference definitions. Inline runs (paragraphs, headings, table cells) whose source cannot
   * yield a mention or a link into the RFC folder are not parsed inline at all, so `headings`,
   * `boldLabels`, `anchors` and `header` are incomplete and links that cannot name the folder are left
   * out. See `mayNameRfcs`.
   */
  referencesOnly?: boolean;
  /** Parse every inline run with markdown-it, without the plain fast path (tests compare the two). */
  markdownItOnly?: boolean;
}

// What callers need without parsing (constants, the mention pattern, path classification) lives in
// file-class.ts, which does not import markdown-it: rfc-lint loads this module only to parse a file.
import { classifyPath, DEFAULT_INDEX_PATH, DEFAULT_MAX_BYTES, DEFAULT_RFC_DIR, MENTION_PATTERN, rfcFolderSegment, type FileClass } from './file-class.js';
export { classifyPath, DEFAULT_INDEX_PATH, DEFAULT_MAX_BYTES, DEFAULT_RFC_DIR, MENTION_PATTERN, rfcFolderSegment, type FileClass } from './file-class.js';

// ---------------------------------------------------------------------------------------------------
// Parsing

/** What `parseText` passes markdown-it as `env`: which inline runs to parse, and where the fast path's runs go. */
interface ParseEnv {
  /** Parse this inline run (undefined: every run). */
  wantInline?: (content: string) => boolean;
  /** Runs the plain fast path took (plain-inline.ts); markdown-it did not parse them inline. Undefined: the fast path is off. */
  plain?: Map<Token, PlainInline>;
}

let markdownIt: InstanceType<typeof MarkdownIt> | undefined;

/** The one markdown-it instance, built on first use (building it compiles linkify's patterns). */
function markdown(): InstanceType<typeof MarkdownIt> {
  if (markdownIt) return markdownIt;
  const md = new MarkdownIt({ html: true, linkify: true });
  usePlainTokens(md);
  useNormalizeLinkFastPath(md);
  // GitHub does not turn straight quotes into typographic ones; keep the text as written.
  md.set({ typographer: false });
  // Fuzzy links ("example.com" without scheme) are not links for our purposes.
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: false });
  // Its normalisation (CR LF and CR to LF, NUL to U+FFFD) runs two patterns over the whole text; most
  // files have neither character, which a byte search sees sooner.
  const normalize = md.core.ruler.__rules__[md.core.ruler.__find__('normalize')]!.fn;
  md.core.ruler.at('normalize', (state) => {
    if (state.src.includes('\r') || state.src.includes('\0')) normalize(state);
  });
  // markdown-it's own inline step, except that `env.wantInline` may leave a run unparsed and the plain
  // fast path may take it (its children stay empty; the later core rules then find nothing in it).
  md.core.ruler.at('inline', (state) => {
    const { wantInline, plain } = state.env as ParseEnv;
    for (const token of state.tokens) {
      if (token.type !== 'inline' || (wantInline && !wantInline(token.content))) continue;
      const run = plain && scanPlainInline(token.content, state.md);
      if (run) plain.set(token, run);
      else state.md.inline.parse(token.content, state.md, state.env, (token.children ??= []));
    }
  });
  // Linkify tests every run's whole source (a costly pattern) before looking at its children: a run left
  // unparsed or taken by the fast path has no children, hence nothing to linkify.
  const linkify = md.core.ruler.__rules__[md.core.ruler.__find__('linkify')]!.fn;
  md.core.ruler.at('linkify', (state) => {
    const tokens = state.tokens;
    state.tokens = tokens.filter((token) => token.type !== 'inline' || (token.children?.length ?? 0) > 0);
    try {
      linkify(state);
    } finally {
      state.tokens = tokens;
    }
  });
  return (markdownIt = md);
}

/**
 * Whether an inline run's source can render a mention (`RFC`) or a link into the RFC folder (its last
 * path segment): markdown-it only changes letters through entities (`&#82;`) and link destinations
 * through percent-escapes (`%72fcs`), so a run with none of these cannot. Whether a file outside the RFC
 * folder is parsed at all is decided earlier by a byte search for `RFC` and the segment alone (not `&` or
 * `%`; rfc/static/index.ts findingsPossible).
 */
export function mayNameRfcs(rfcDir: string): (content: string) => boolean {
  const segment = rfcFolderSegment(rfcDir);
  return (content) => content.includes('RFC') || content.includes(segment) || content.includes('&') || content.includes('%');
}

export function parseRfcDocument(path: string, bytes: Uint8Array, options: ParseOptions = {}): RfcDocument {
  const cls = classifyPath(path, options);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const base = emptyDocument(path, cls, bytes.byteLength);
  if (bytes.byteLength > maxBytes) return oversizedDocument(path, bytes.byteLength, options);
  const decoded = decodeText(bytes);
  if (decoded.binary) {
    base.unreadable = {
      reason: 'binary',
      message: `${path} contains NUL bytes (binary content) and was not parsed as Markdown. Remove the binary content or rename the file so it does not end in .md.`,
    };
    return base;
  }
  // markdown-it keeps several objects per block and per inline marker: 4 MB of `a\n\n` held 1.7 GB. The
  // count is cheap and bounds the parsed model whatever the bytes are.
  const structure = structureOf(decoded.text);
  if (structure > LIMITS.markdownStructure) {
    base.unreadable = {
      reason: 'too-large',
      message: `${path} has ${structure.toLocaleString('en-US')} lines and inline markup characters, over the ${LIMITS.markdownStructure.toLocaleString('en-US')} rfc-lint parses in one document (an RFC has a few thousand); it was not parsed. Split it into smaller documents or exclude it with scan-globs.`,
    };
    return base;
  }
  const doc = parseText(path, cls, decoded.text, bytes.byteLength, options);
  if (decoded.invalidUtf8) {
    doc.unreadable = {
      reason: 'invalid-utf8',
      message: `${path} is not valid UTF-8; it was parsed with replacement characters, so positions and text may be off. Re-save the file as UTF-8.`,
    };
  }
  return doc;
}

/** Markup characters that can open an inline token (emphasis, code, links, images, HTML, entities, escapes). */
const INLINE_MARKUP = new Set([0x2a, 0x5f, 0x60, 0x5b, 0x5d, 0x3c, 0x21, 0x26, 0x5c, 0x7e]); // * _ ` [ ] < ! & \\ ~

/** Lines plus inline markup characters: an upper bound, up to a constant, on the tokens markdown-it makes. */
function structureOf(text: string): number {
  let count = 1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a || INLINE_MARKUP.has(code)) count++;
  }
  return count;
}

/** The model of a file that is over the size limit, built from its size alone (no read needed). */
export function oversizedDocument(path: string, size: number, options: ParseOptions = {}): RfcDocument {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const doc = emptyDocument(path, classifyPath(path, options), size);
  doc.unreadable = {
    reason: 'too-large',
    message: `${path} is ${formatBytes(size)}, over the ${formatBytes(maxBytes)} limit for Markdown files; it was not parsed. Split it into smaller documents or exclude it with scan-globs.`,
  };
  return doc;
}

/** The model of a file the tree reader could not read (I/O or git error). */
export function unreadableDocument(path: string, error: string, options: ParseOptions = {}): RfcDocument {
  const doc = emptyDocument(path, classifyPath(path, options), 0);
  doc.unreadable = {
    reason: 'read-error',
    message: `${path} could not be read (${firstCodePoints(error.replace(/\s+/g, ' '), 200)}); it was not checked. Check the file's permissions or that it is not a broken link.`,
  };
  return doc;
}

/** The model of an RFC-folder entry that is not a regular file (`what`: "a symbolic link", "a folder"). */
export function notAFileDocument(path: string, what: string, options: ParseOptions = {}): RfcDocument {
  // An RFC name on a link is no RFC of the tree (no number, no index entry, no file-name rule): one
  // finding, this one (rfc/unreadable makes it an error whatever the kind).
  const cls = classifyPath(path, options);
  const doc = emptyDocument(path, cls.kind === 'index' ? cls : { kind: 'other-md' }, 0);
  doc.unreadable = {
    reason: 'not-a-file',
    message: `${path} is ${what}, not a file: rfc-lint reads only regular files (a link is not followed, even to a file inside the repository), so it was not checked. Replace it with the Markdown file itself.`,
  };
  return doc;
}

/** A heading of a Markdown text as `parseOutline` gives it: level, 1-based line, and its section's last line. */
export interface OutlineHeading {
  level: number;
  line: number;
  /** As a parsed document's `Heading.sectionEndLine`: the line before the next heading of the same or a higher level, else the last line. */
  sectionEndLine: number;
}

/**
 * The headings of a Markdown text from markdown-it's block parse (no inline run parsed), with the lines
 * and section ends a parsed document's headings have (parseRfcText): for a caller that needs only the
 * outline (the review's RFC sections), without parsing every inline run, linkifying and building the
 * document, which took most of the time of parsing a long RFC.
 */
export function parseOutline(text: string): OutlineHeading[] {
  // No inline run is parsed (wantInline), so linkify and the later core rules find nothing to do.
  const env: ParseEnv = { wantInline: () => false };
  const tokens = markdown().parse(text, env as Record<string, unknown>);
  const headings: OutlineHeading[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type === 'heading_open' && tokens[i + 1]?.type === 'inline') headings.push({ level: Number(t.tag.slice(1)), line: (t.map ? t.map[0] : 0) + 1, sectionEndLine: 0 });
  }
  setSectionEnds(headings, (text.includes('\r') ? text.split(/\r\n|\n|\r/) : text.split('\n')).length);
  return headings;
}

/** Each heading's section ends where the next heading of the same or a higher level starts, else at `lastLine`. */
function setSectionEnds(headings: readonly { level: number; line: number; sectionEndLine: number }[], lastLine: number): void {
  // Monotonic stack of the headings whose section is still open.
  const stack: { level: number; line: number; sectionEndLine: number }[] = [];
  for (const h of headings) {
    while (stack.length && stack[stack.length - 1]!.level >= h.level) stack.pop()!.sectionEndLine = h.line - 1;
    stack.push(h);
  }
  for (const h of stack) h.sectionEndLine = lastLine;
}

/** Parse already-decoded text (tests, and callers that decoded themselves). */
export function parseRfcText(path: string, text: string, options: ParseOptions = {}): RfcDocument {
  return parseText(path, classifyPath(path, options), text, Buffer.byteLength(text), options);
}

function emptyDocument(path: string, cls: FileClass, size: number): RfcDocument {
  return {
    path,
    kind: cls.kind,
    ...(cls.number !== undefined ? { number: cls.number, slug: cls.slug } : {}),
    size,
    lineCount: 0,
    headings: [],
    anchors: [],
    anchorSet: new Set(),
    boldLabels: [],
    header: { startLine: 1, endLine: 0, fields: [] },
    mentions: [],
    links: [],
    titledRefs: [],
    codeBlocks: [],
  };
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MiB` : `${Math.ceil(n / 1024)} KiB`;
}

function parseText(path: string, cls: FileClass, text: string, size: number, options: ParseOptions): RfcDocument {
  const doc = emptyDocument(path, cls, size);
  const lines = text.includes('\r') ? text.split(/\r\n|\n|\r/) : text.split('\n');
  doc.lineCount = lines.length;
  const firstIndex = firstContentLine(lines);
  if (firstIndex !== -1) doc.firstLine = { line: firstIndex + 1, text: lines[firstIndex].trimEnd() };

  // markdown-it normalises \r\n itself; we give it the same text we split, so line numbers agree.
  const env: ParseEnv = {
    ...(options.referencesOnly ? { wantInline: mayNameRfcs(options.rfcDir ?? DEFAULT_RFC_DIR) } : {}),
    ...(options.markdownItOnly ? {} : { plain: new Map() }),
  };
  const tokens = markdown().parse(text, env as Record<string, unknown>);
  new DocumentBuilder(doc, lines, tokens, env).build();
  return doc;
}

/**
 * Index of the first non-blank line, skipping leading HTML comments: they render as nothing (and hold
 * file-level suppressions such as `<!-- rfc-lint-disable rfc/header-layout -->`), so the H1 after them
 * is what a reader sees first.
 */
function firstContentLine(lines: readonly string[]): number {
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    let rest = lines[i].trim();
    while (rest !== '') {
      if (inComment) {
        const end = rest.indexOf('-->');
        if (end === -1) {
          rest = '';
          break;
        }
        inComment = false;
        rest = rest.slice(end + 3).trim();
      } else if (rest.startsWith('<!--')) {
        inComment = true;
        rest = rest.slice(4);
      } else {
        return i;
      }
    }
  }
  return -1;
}

// ---------------------------------------------------------------------------------------------------
// Inline source alignment

/** Maps offsets in an inline token's raw content back to source lines and columns. */
class InlineSource {
  private readonly lineStarts: number[] = [0];
  private readonly columnBase: number[] = [];

  constructor(
    readonly raw: string,
    private readonly firstLine: number,
    sourceLines: readonly string[],
    /** For table cells: where on the (single) source line the cell content starts. */
    fixedColumn?: number,
    /** For table cells: 0-based source column of every raw offset (escaped pipes make them differ). */
    private readonly columnMap?: Int32Array,
  ) {
    for (let i = raw.indexOf('\n'); i !== -1; i = raw.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
    for (let k = 0; k < this.lineStarts.length; k++) {
      if (fixedColumn !== undefined && k === 0) {
        this.columnBase.push(fixedColumn);
        continue;
      }
      const src = sourceLines[firstLine + k] ?? '';
      const end = k + 1 < this.lineStarts.length ? this.lineStarts[k + 1] - 1 : raw.length;
      const indent = indentOf(src);
      const probe = raw.slice(this.lineStarts[k], Math.min(end, this.lineStarts[k] + 40));
      const at = probe ? src.indexOf(probe, k === 0 ? indent : 0) : -1;
      this.columnBase.push(at >= 0 ? at : indent);
    }
  }

  /** 1-based line/column of a raw offset. */
  locate(offset: number): SourcePosition {
    const o = Math.max(0, Math.min(offset, this.raw.length));
    // Binary search over line starts.
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    if (this.columnMap && lo === 0) return { line: this.firstLine + 1, column: this.columnMap[o] + 1 };
    return { line: this.firstLine + lo + 1, column: this.columnBase[lo] + (o - this.lineStarts[lo]) + 1 };
  }
}

/** `line.length - line.trimStart().length`, without the copy for the usual indentation of spaces and tabs. */
function indentOf(line: string): number {
  let i = 0;
  while (i < line.length && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9)) i++;
  const next = line.charCodeAt(i);
  // Any other whitespace (vertical tab, form feed, no-break space, ...) is trimStart's to judge.
  return i < line.length && (next < 33 || next > 127) ? line.length - line.trimStart().length : i;
}

interface Span {
  start: number;
  end: number;
}

interface LinkSpan extends Span {
  target: string;
  kind: LinkKind;
  rawStart: number;
  rawEnd: number;
}

interface StrongSpan extends Span {
  rawStart: number;
}

/**
 * One inline token flattened: the rendered prose text, the raw offset of every rendered character,
 * and the spans that matter (non-prose masks, links, bold runs).
 */
interface InlineRun {
  src: InlineSource;
  text: string;
  /** Raw offset of a rendered character. */
  pos: PositionMap;
  masked: Span[];
  links: LinkSpan[];
  strongs: StrongSpan[];
  images: LinkSpan[];
  html: { content: string; rawStart: number }[];
}

const ALIGN_WINDOW = 64;

/**
 * Rendered index -> raw offset, stored as contiguous segments (most text is copied verbatim from the
 * source, so a paragraph is a handful of segments rather than one entry per character).
 */
class PositionMap {
  /** The plain fast path's segments are in this form already, merged as `add` merges: it hands them over. */
  constructor(private readonly segments: PlainSegment[] = []) {}

  /** Map rendered [at, at+length) to raw [raw, raw+length), merging with the previous segment when contiguous. */
  add(at: number, raw: number, length: number): void {
    const last = this.segments[this.segments.length - 1];
    if (last && last.renderedStart + last.length === at && last.rawStart + last.length === raw) {
      last.length += length;
      return;
    }
    this.segments.push({ renderedStart: at, rawStart: raw, length });
  }

  /** Raw offset of rendered index `i` (the segment end when `i` falls past every segment). */
  at(i: number): number {
    const segments = this.segments;
    if (segments.length === 0) return 0;
    let lo = 0;
    let hi = segments.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (segments[mid]!.renderedStart <= i) lo = mid;
      else hi = mid - 1;
    }
    const segment = segments[lo]!;
    return segment.rawStart + Math.min(Math.max(0, i - segment.renderedStart), segment.length);
  }
}

function findBounded(raw: string, needle: string, from: number, window = ALIGN_WINDOW): number {
  if (!needle) return -1;
  // Search only the window (a plain indexOf could scan the rest of a long paragraph each time).
  const idx = raw.slice(from, from + window + needle.length).indexOf(needle);
  return idx === -1 ? -1 : from + idx;
}

/** Skip a link's tail `](dest "title")` / `][ref]` / `]` from the cursor; returns the new cursor and the kind. */
function skipLinkTail(raw: string, cursor: number): { cursor: number; kind: 'inline' | 'reference' } {
  const close = raw.indexOf(']', cursor);
  if (close === -1) return { cursor, kind: 'inline' };
  const next = raw[close + 1];
  if (next === '(') {
    let depth = 0;
    let i = close + 1;
    let inAngle = false;
    let quote = '';
    for (; i < raw.length; i++) {
      const c = raw[i];
      if (c === '\\') {
        i++;
        continue;
      }
      if (quote) {
        if (c === quote) quote = '';
        continue;
      }
      if (inAngle) {
        if (c === '>') inAngle = false;
        continue;
      }
      if (c === '<' && raw[i - 1] === '(') inAngle = true;
      else if ((c === '"' || c === "'") && /\s/.test(raw[i - 1] ?? '')) quote = c;
      else if (c === '(') depth++;
      else if (c === ')') {
        depth--;
        if (depth === 0) break;
      }
    }
    return { cursor: Math.min(raw.length, i + 1), kind: 'inline' };
  }
  if (next === '[') {
    const end = raw.indexOf(']', close + 2);
    return { cursor: end === -1 ? close + 1 : end + 1, kind: 'reference' };
  }
  return { cursor: close + 1, kind: 'reference' };
}

function safeDecode(url: string): string {
  if (!url.includes('%')) return url; // nothing to decode (the common case: no exception frame)
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

function flattenInline(token: Token, src: InlineSource): InlineRun {
  const raw = src.raw;
  const parts: string[] = [];
  const positions = new PositionMap();
  let length = 0;
  let cursor = 0;
  const masked: Span[] = [];
  const links: LinkSpan[] = [];
  const strongs: StrongSpan[] = [];
  const images: LinkSpan[] = [];
  const html: { content: string; rawStart: number }[] = [];
  const openLinks: LinkSpan[] = [];
  const openStrongs: StrongSpan[] = [];

  const pushText = (text: string, align: boolean) => {
    if (align && text.length > 0) {
      // Fast path: the text appears verbatim at (or shortly after) the cursor.
      const found = raw.startsWith(text, cursor) ? cursor : findBounded(raw, text, cursor);
      if (found !== -1) {
        positions.add(length, found, text.length);
        cursor = found + text.length;
        parts.push(text);
        length += text.length;
        return;
      }
    }
    // Slow path (escapes, entities, code spans with collapsed whitespace): align character by character.
    for (let i = 0; i < text.length; i++) {
      let at = cursor;
      if (align) {
        const ch = text[i];
        const limit = Math.min(raw.length, cursor + ALIGN_WINDOW);
        for (let j = cursor; j < limit; j++) {
          if (raw[j] === ch) {
            at = j;
            cursor = j + 1;
            break;
          }
        }
      }
      positions.add(length + i, at, 1);
    }
    parts.push(text);
    length += text.length;
  };

  for (const child of token.children ?? []) {
    switch (child.type) {
      case 'text':
      case 'text_special':
        pushText(child.content, true);
        break;
      case 'softbreak':
      case 'hardbreak': {
        const nl = raw.indexOf('\n', cursor);
        if (nl !== -1) cursor = nl;
        pushText('\n', true);
        break;
      }
      case 'code_inline': {
        const at = raw.indexOf(child.markup, cursor);
        if (at !== -1) cursor = at + child.markup.length;
        const start = length;
        pushText(child.content, true);
        masked.push({ start, end: length });
        const close = raw.indexOf(child.markup, cursor);
        if (close !== -1) cursor = close + child.markup.length;
        break;
      }
      case 'html_inline': {
        const at = raw.indexOf(child.content, cursor);
        const rawStart = at === -1 ? cursor : at;
        if (at !== -1) cursor = at + child.content.length;
        html.push({ content: child.content, rawStart });
        break;
      }
      case 'strong_open': {
        const at = findBounded(raw, child.markup, cursor);
        const rawStart = at === -1 ? cursor : at;
        if (at !== -1) cursor = at + child.markup.length;
        openStrongs.push({ start: length, end: length, rawStart });
        break;
      }
      case 'strong_close': {
        const at = findBounded(raw, child.markup, cursor);
        if (at !== -1) cursor = at + child.markup.length;
        const span = openStrongs.pop();
        if (span) {
          span.end = length;
          strongs.push(span);
        }
        break;
      }
      case 'em_open':
      case 'em_close':
      case 's_open':
      case 's_close': {
        const at = findBounded(raw, child.markup, cursor);
        if (at !== -1) cursor = at + child.markup.length;
        break;
      }
      case 'link_open': {
        const href = String(child.attrGet('href') ?? '');
        let kind: LinkKind = 'inline';
        let rawStart = cursor;
        if (child.markup === 'autolink') {
          kind = 'autolink';
          const at = raw.indexOf('<', cursor);
          if (at !== -1) {
            rawStart = at;
            cursor = at + 1;
          }
        } else if (child.markup === 'linkify') {
          kind = 'linkify';
          const at = raw.indexOf(String(child.attrGet('href') ?? '\u0000'), cursor);
          if (at !== -1) rawStart = at;
        } else {
          const at = raw.indexOf('[', cursor);
          if (at !== -1) {
            rawStart = at;
            cursor = at + 1;
          }
        }
        openLinks.push({ start: length, end: length, target: safeDecode(href), kind, rawStart, rawEnd: rawStart });
        break;
      }
      case 'link_close': {
        const span = openLinks.pop();
        if (!span) break;
        span.end = length;
        if (span.kind === 'inline') {
          const tail = skipLinkTail(raw, cursor);
          cursor = tail.cursor;
          span.kind = tail.kind;
        } else if (span.kind === 'autolink') {
          const gt = raw.indexOf('>', cursor);
          if (gt !== -1) cursor = gt + 1;
        }
        span.rawEnd = cursor;
        // URLs shown as link text are not prose.
        if (span.kind === 'autolink' || span.kind === 'linkify') masked.push({ start: span.start, end: span.end });
        links.push(span);
        break;
      }
      case 'image': {
        const at = raw.indexOf('![', cursor);
        const rawStart = at === -1 ? cursor : at;
        if (at !== -1) cursor = at + 2;
        // Alt text is not rendered prose: consume it for alignment without adding it to the text.
        const alt = child.content;
        const close = skipLinkTail(raw, Math.min(raw.length, cursor + Math.max(0, alt.length - 1)));
        cursor = close.cursor;
        images.push({
          start: length,
          end: length,
          target: safeDecode(String(child.attrGet('src') ?? '')),
          kind: close.kind === 'reference' ? 'reference' : 'image',
          rawStart,
          rawEnd: cursor,
        });
        // Keep the alt text for the link record.
        (images[images.length - 1] as LinkSpan & { alt?: string }).alt = alt;
        break;
      }
      default:
        break;
    }
  }
  return { src, text: parts.join(''), pos: positions, masked, links, strongs, images, html };
}

/** The run of an inline token the plain fast path took: what `flattenInline` yields for markdown-it's tokens of it. */
function plainRun(plain: PlainInline, src: InlineSource): InlineRun {
  return {
    src,
    text: plain.text,
    pos: new PositionMap(plain.segments),
    masked: plain.code,
    links: plain.links.map((l) => ({ start: l.start, end: l.end, target: safeDecode(l.href), kind: 'inline' as const, rawStart: l.rawStart, rawEnd: l.rawEnd })),
    strongs: plain.strongs,
    images: [],
    html: [],
  };
}

// ---------------------------------------------------------------------------------------------------
// Document builder: one pass over the block tokens

const ORDINAL = /^\s*(?:\d+(?:\.\d+)*[.)]?|[ivxIVX]+\.)\s+/;
const ANCHOR_VALUE = /\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/;

/**
 * The `id`/`name` values of HTML tags in `content`, with their offsets: the first such attribute of
 * each tag, searched within the tag only (up to its `>`), one scan of the text. A single regex over the
 * whole text (`<[a-zA-Z][^>]*?\s(?:id|name)…`) retried from every `<` of an unclosed tag: quadratic on
 * `<a <a <a …`.
 */
export function htmlAnchorIds(content: string): { id: string; index: number }[] {
  const out: { id: string; index: number }[] = [];
  let i = content.indexOf('<');
  while (i !== -1) {
    const next = content.charCodeAt(i + 1);
    const isTag = (next >= 65 && next <= 90) || (next >= 97 && next <= 122);
    let resume = i + 1;
    if (isTag) {
      const close = content.indexOf('>', i);
      const end = close === -1 ? content.length : close;
      const m = ANCHOR_VALUE.exec(content.slice(i, end));
      if (m) {
        const id = m[1] ?? m[2] ?? m[3] ?? '';
        if (id) out.push({ id, index: i });
        resume = i + m.index + m[0].length;
      } else resume = end;
    }
    i = content.indexOf('<', resume);
  }
  return out;
}
const SENTENCE_END = /[.!?]/;

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function normalizeHeadingText(rendered: string): string {
  return collapse(rendered.replace(ORDINAL, ''));
}

export function parseH1Text(text: string): { form: H1Form; title: string; number?: string } {
  const t = text.trim();
  let m = /^RFC:\s*(.*)$/s.exec(t);
  if (m) return { form: 'template', title: m[1].trim() };
  m = /^RFC (\d{3}):\s*(.*)$/s.exec(t);
  if (m) return { form: 'numbered', number: m[1], title: m[2].trim() };
  m = /^RFC[ -]?#?\s*(\d+)\s*:\s*(.*)$/is.exec(t);
  if (m) return { form: 'malformed', number: m[1], title: m[2].trim() };
  if (/^RFC\s*:/i.test(t)) return { form: 'malformed', title: t.replace(/^RFC\s*:/i, '').trim() };
  return { form: 'other', title: t };
}

class DocumentBuilder {
  private readonly slugger = new GithubSlugger();
  private readonly anchorSet = new Set<string>();
  private inIndexSection = false;
  /** True until the heading that closes the header block (first ## after the H1) is seen. */
  private headerOpen = true;
  private indexCategory: string | undefined;
  /** Nesting of list items: whether the next paragraph is the first one of the innermost item. */
  private listItemFirstParagraph: boolean[] = [];

  constructor(
    private readonly doc: RfcDocument,
    private readonly lines: readonly string[],
    private readonly tokens: readonly Token[],
    private readonly env: ParseEnv,
  ) {}

  /** The run of an inline token: from the plain fast path when it took the run, else from markdown-it's tokens. */
  private flatten(inline: Token, src: InlineSource): InlineRun {
    const plain = this.env.plain?.get(inline);
    return plain ? plainRun(plain, src) : flattenInline(inline, src);
  }

  private wanted(inline: Token): boolean {
    return !this.env.wantInline || this.env.wantInline(inline.content);
  }

  build(): void {
    const { doc, tokens } = this;
    let headerEnd: number | undefined;
    let h1Seen = false;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      switch (t.type) {
        case 'heading_open': {
          const inline = tokens[i + 1];
          const level = Number(t.tag.slice(1));
          const startLine = t.map ? t.map[0] : 0;
          if (level === 1 && !h1Seen) {
            h1Seen = true;
            doc.header.startLine = (t.map ? t.map[1] : startLine + 1) + 1;
          } else if (level <= 2 && headerEnd === undefined) {
            headerEnd = startLine; // 0-based line of the heading = 1-based last header line
            this.headerOpen = false;
          }
          if (inline?.type === 'inline' && this.wanted(inline)) this.heading(t, inline, level);
          if (doc.kind === 'index') this.trackIndexSection(level, doc.headings[doc.headings.length - 1]);
          i += 2;
          break;
        }
        case 'list_item_open':
          this.listItemFirstParagraph.push(true);
          break;
        case 'list_item_close':
          this.listItemFirstParagraph.pop();
          break;
        case 'paragraph_open': {
          const inline = tokens[i + 1];
          const firstInItem =
            this.listItemFirstParagraph.length > 0 &&
            this.listItemFirstParagraph[this.listItemFirstParagraph.length - 1] === true;
          if (this.listItemFirstParagraph.length > 0)
            this.listItemFirstParagraph[this.listItemFirstParagraph.length - 1] = false;
          if (inline?.type === 'inline' && inline.map && this.wanted(inline)) {
            const src = new InlineSource(inline.content, inline.map[0], this.lines);
            this.prose(this.flatten(inline, src), { listItemFirst: firstInItem, heading: false });
          }
          i += 2;
          break;
        }
        case 'tr_open':
          i = this.tableRow(i);
          break;
        case 'fence':
        case 'code_block': {
          if (t.map) {
            const endLine = t.map[1];
            const closed = t.type === 'code_block' || this.fenceClosed(t);
            doc.codeBlocks.push({
              startLine: t.map[0] + 1,
              endLine,
              kind: t.type === 'fence' ? 'fence' : 'indented',
              unterminated: !closed,
            });
          }
          break;
        }
        case 'html_block':
          if (t.map) this.htmlAnchors(t.content, t.map[0]);
          break;
        default:
          break;
      }
    }
    const lastLine = this.lines.length;
    doc.header.endLine = headerEnd ?? lastLine;
    doc.header.fields = doc.header.fields.filter((f) => f.line >= doc.header.startLine && f.line <= doc.header.endLine);
    const counts = new Map<number, number>();
    for (const f of doc.header.fields) counts.set(f.line, (counts.get(f.line) ?? 0) + 1);
    for (const f of doc.header.fields) f.sharedLineCount = counts.get(f.line) ?? 1;
    setSectionEnds(doc.headings, lastLine);
    // Rules binary-search these by line.
    doc.boldLabels.sort((a, b) => a.line - b.line || a.column - b.column);
    this.referenceDefinitions();
    if (doc.index) doc.index.endLine = doc.index.endLine || lastLine;
    doc.anchorSet = this.anchorSet;
  }

  private fenceClosed(t: Token): boolean {
    if (!t.map) return true;
    const last = this.lines[t.map[1] - 1] ?? '';
    const marker = t.markup;
    return t.map[1] - t.map[0] >= 2 && last.trim().startsWith(marker) && /^\s*([`~])\1{2,}\s*$/.test(last);
  }

  private heading(open: Token, inline: Token, level: number): void {
    const { doc } = this;
    const line0 = open.map ? open.map[0] : 0;
    const src = new InlineSource(inline.content, line0, this.lines);
    const run = this.flatten(inline, src);
    const rendered = run.text;
    const slug = this.slugger.slug(rendered.trim());
    this.anchorSet.add(slug);
    const srcLine = this.lines[line0] ?? '';
    const heading: Heading = {
      level,
      text: normalizeHeadingText(rendered),
      rawText: inline.content,
      renderedText: rendered,
      slug,
      line: line0 + 1,
      column: srcLine.length - srcLine.trimStart().length + 1,
      sectionEndLine: 0,
    };
    doc.headings.push(heading);
    if (level === 1 && !doc.h1) {
      const parsed = parseH1Text(rendered);
      doc.h1 = {
        text: collapse(rendered),
        title: collapse(parsed.title),
        ...(parsed.number !== undefined ? { number: parsed.number } : {}),
        form: parsed.form,
        atx: open.markup.startsWith('#'),
        isFirstLine: doc.firstLine?.line === line0 + 1,
        line: line0 + 1,
        column: heading.column,
      };
    }
    this.prose(run, { listItemFirst: false, heading: true });
  }

  private trackIndexSection(level: number, heading: Heading | undefined): void {
    if (!heading) return;
    const { doc } = this;
    if (level <= 2) {
      if (this.inIndexSection && doc.index) doc.index.endLine = heading.line - 1;
      this.inIndexSection = level === 2 && heading.text.toLowerCase() === 'current rfcs' && !doc.index;
      if (this.inIndexSection) doc.index = { line: heading.line, endLine: 0, entries: [] };
      this.indexCategory = undefined;
    } else if (this.inIndexSection && level === 3) {
      this.indexCategory = heading.text;
    }
  }

  private tableRow(i: number): number {
    const { tokens } = this;
    const tr = tokens[i];
    const line0 = tr.map ? tr.map[0] : 0;
    const rowText = this.lines[line0] ?? '';
    let searchFrom = 0;
    let j = i + 1;
    for (; j < tokens.length && tokens[j].type !== 'tr_close'; j++) {
      const t = tokens[j];
      if (t.type !== 'inline') continue;
      // markdown-it unescapes `\|` inside cells: search for (and map through) the escaped form.
      const probe = t.content.slice(0, 40).replace(/\|/g, '\\|');
      let at = probe ? rowText.indexOf(probe, searchFrom) : -1;
      if (at === -1) at = searchFrom;
      const columnMap = new Int32Array(t.content.length + 1);
      let col = at;
      for (let k = 0; k < t.content.length; k++) {
        columnMap[k] = col;
        col += t.content[k] === '|' && rowText[col] === '\\' && rowText[col + 1] === '|' ? 2 : 1;
      }
      columnMap[t.content.length] = col;
      searchFrom = col;
      // Aligned even when not wanted: the next cell is searched for after this one.
      if (!this.wanted(t)) continue;
      const src = new InlineSource(t.content, line0, this.lines, at, columnMap);
      this.prose(this.flatten(t, src), { listItemFirst: false, heading: false });
    }
    return j;
  }

  private htmlAnchors(content: string, line0: number): void {
    // Offsets only grow: count the newlines since the previous anchor, not from the start each time.
    let line = 0;
    let lineStart = 0;
    let scanned = 0;
    for (const { id, index } of htmlAnchorIds(content)) {
      for (let k = content.indexOf('\n', scanned); k !== -1 && k < index; k = content.indexOf('\n', k + 1)) {
        line++;
        lineStart = k + 1;
      }
      scanned = index;
      this.doc.anchors.push({ id, line: line0 + line + 1, column: index - lineStart + 1 });
      this.anchorSet.add(id);
      // GitHub prefixes ids with "user-content-" and resolves plain fragments to them.
      this.anchorSet.add(id.toLowerCase());
    }
  }


  /** Everything extracted from a run of rendered prose. */
  private prose(run: InlineRun, where: { listItemFirst: boolean; heading: boolean }): void {
    const { doc } = this;
    const locate = (offset: number) => run.src.locate(offset);
    const rangeOf = (start: number, end: number): SourceRange => {
      const a = locate(run.pos.at(start));
      const b = locate(run.pos.at(Math.max(start, end - 1)) + 1);
      return { line: a.line, column: a.column, endLine: b.line, endColumn: b.column };
    };

    for (const h of run.html) {
      const at = locate(h.rawStart);
      for (const { id } of htmlAnchorIds(h.content)) {
        doc.anchors.push({ id, line: at.line, column: at.column });
        this.anchorSet.add(id);
      }
    }

    for (const s of run.strongs) {
      const at = locate(s.rawStart);
      doc.boldLabels.push({ label: run.text.slice(s.start, s.end).trim(), line: at.line, column: at.column });
    }
    if (!where.heading) this.headerFields(run);

    for (const l of run.links) {
      const at = locate(l.rawStart);
      const end = locate(l.rawEnd);
      doc.links.push({
        text: run.text.slice(l.start, l.end),
        target: l.target,
        kind: l.kind,
        line: at.line,
        column: at.column,
        endLine: end.line,
        endColumn: end.column,
      });
    }
    for (const img of run.images) {
      const at = locate(img.rawStart);
      const end = locate(img.rawEnd);
      doc.links.push({
        text: (img as LinkSpan & { alt?: string }).alt ?? '',
        target: img.target,
        kind: img.kind,
        line: at.line,
        column: at.column,
        endLine: end.line,
        endColumn: end.column,
      });
    }

    this.mentions(run, where, rangeOf);
    this.titledReferences(run, where, rangeOf);
    if (this.inIndexSection && where.listItemFirst) this.indexEntry(run);
  }

  private headerFields(run: InlineRun): void {
    const { doc } = this;
    // Only the header block matters: stop once its closing heading has been seen.
    if (!this.headerOpen) return;
    const text = run.text;
    const candidates: { name: string; spelling: HeaderField['spelling']; strong: StrongSpan; valueStart: number }[] = [];
    for (const s of run.strongs) {
      const label = text.slice(s.start, s.end).trim();
      if (label.endsWith(':') && label.length > 1) {
        candidates.push({ name: label.slice(0, -1).trim(), spelling: 'colon-inside', strong: s, valueStart: s.end });
      } else if (text[s.end] === ':' && label.length > 0) {
        candidates.push({ name: label, spelling: 'colon-outside', strong: s, valueStart: s.end + 1 });
      }
    }
    let nl = -2;
    for (let k = 0; k < candidates.length; k++) {
      const c = candidates[k];
      // Candidates come in order: only look for the next newline once the previous one is behind us.
      if (nl !== -1 && nl < c.valueStart) nl = text.indexOf('\n', c.valueStart);
      const nextStart = k + 1 < candidates.length ? candidates[k + 1].strong.start : text.length;
      const valueEnd = Math.min(nl === -1 ? text.length : nl, nextStart);
      const rawValue = text.slice(c.valueStart, valueEnd);
      const value = trimTrailing(rawValue, /[\s|,;·•]/u).trim();
      const lead = rawValue.length - rawValue.trimStart().length;
      const at = run.src.locate(c.strong.rawStart);
      const vStart = c.valueStart + lead;
      const vAt = run.src.locate(run.pos.at(vStart));
      const vEnd = run.src.locate(run.pos.at(Math.max(vStart, vStart + value.length - 1)) + 1);
      doc.header.fields.push({
        name: c.name,
        value,
        spelling: c.spelling,
        line: at.line,
        column: at.column,
        valueColumn: value ? vAt.column : at.column,
        valueEndColumn: value ? vEnd.column : at.column,
        sharedLineCount: 1,
      });
    }
  }

  private mentions(
    run: InlineRun,
    where: { listItemFirst: boolean; heading: boolean },
    rangeOf: (start: number, end: number) => SourceRange,
  ): void {
    const { doc, text } = { doc: this.doc, text: run.text };
    if (!text.includes('RFC')) return;
    const found: { index: number; length: number; number: string; raw: string }[] = [];
    MENTION_PATTERN.lastIndex = 0;
    for (let m = MENTION_PATTERN.exec(text); m; m = MENTION_PATTERN.exec(text)) {
      const index = m.index;
      const end = index + m[0].length;
      if (overlapping(run.masked, index, end)) continue;
      if (/IETF[\s-]*$/i.test(text.slice(Math.max(0, index - 8), index))) continue;
      found.push({ index, length: m[0].length, number: m[1], raw: m[0] });
    }
    if (found.length === 0) return;
    const breaks = sentenceBreaks(text);
    const listTitle = where.listItemFirst ? /^\s*RFC[ -]?\d{3}\s*:/.exec(text) : null;
    for (const f of found) {
      const [sStart, sEnd] = sentenceAround(text, breaks, f.index, f.index + f.length);
      const sentenceRaw = text.slice(sStart, sEnd);
      const sentence = collapse(sentenceRaw);
      const link = containing(run.links, f.index, f.index + f.length);
      const range = rangeOf(f.index, f.index + f.length);
      doc.mentions.push({
        number: f.number,
        text: f.raw,
        ...range,
        sentence,
        normalizedSentence: sentence.includes('://') ? collapse(sentence.replace(/\b(?:https?|ftp):\/\/\S+/gi, ' ')) : sentence,
        context: mentionContext(sentenceRaw, f.index - sStart, f.number),
        self: doc.kind === 'rfc' && doc.number === f.number,
        inHeading: where.heading,
        inLinkText: link !== undefined,
        ...(link ? { linkTarget: link.target } : {}),
        inListItemTitle: listTitle !== null && f.index < listTitle[0].length,
      });
    }
  }

  private titledReferences(
    run: InlineRun,
    where: { listItemFirst: boolean },
    rangeOf: (start: number, end: number) => SourceRange,
  ): void {
    const text = run.text;
    if (!text.includes('RFC')) return;
    const TITLED = /^\s*(RFC[ -]?(\d{3}))\s*:\s*(.*)$/s;
    const linkRefs = new Set<LinkSpan>();
    for (const l of run.links) {
      if (l.kind === 'autolink' || l.kind === 'linkify') continue;
      const m = TITLED.exec(text.slice(l.start, l.end));
      if (!m || !m[3].trim()) continue;
      linkRefs.add(l);
      this.doc.titledRefs.push({
        number: m[2],
        title: collapse(m[3]),
        form: 'link-text',
        text: collapse(text.slice(l.start, l.end)),
        linkTarget: l.target,
        ...rangeOf(l.start, l.end),
      });
    }
    if (!where.listItemFirst) return;
    const m = TITLED.exec(text);
    if (!m) return;
    const start = text.length - text.trimStart().length;
    // Covered already when the item's title is itself link text.
    if ([...linkRefs].some((l) => l.start <= start + 1 && l.end >= start + m[1].length)) return;
    const nl = text.indexOf('\n', start);
    const end = nl === -1 ? text.length : nl;
    const firstLine = text.slice(start, end);
    const title = collapse(firstLine.replace(/^\s*RFC[ -]?\d{3}\s*:\s*/, ''));
    if (!title) return;
    if (run.masked.some((s) => s.start <= start && start < s.end)) return;
    this.doc.titledRefs.push({
      number: m[2],
      title,
      form: 'list-item',
      text: collapse(firstLine),
      ...rangeOf(start, end),
    });
  }

  private indexEntry(run: InlineRun): void {
    const index = this.doc.index;
    if (!index) return;
    const first = run.links[0];
    if (!first || first.kind === 'linkify' || first.kind === 'autolink') return;
    if (run.text.slice(0, first.start).trim() !== '') return;
    const rest = run.text.slice(first.end);
    const description = collapse(rest.replace(/^\s*[-–—:]\s*/, ''));
    const at = run.src.locate(first.rawStart);
    const end = run.src.locate(first.rawEnd);
    index.entries.push({
      target: first.target,
      text: collapse(run.text.slice(first.start, first.end)),
      description,
      ...(this.indexCategory !== undefined ? { category: this.indexCategory } : {}),
      line: at.line,
      column: at.column,
      endLine: end.line,
      endColumn: end.column,
    });
  }

  /** `[label]: target` lines outside code blocks (markdown-it keeps definitions without positions). */
  private referenceDefinitions(): void {
    const { doc, lines } = this;
    const inCode = new Uint8Array(lines.length + 1);
    for (const b of doc.codeBlocks) for (let l = b.startLine; l <= b.endLine; l++) inCode[l] = 1;
    for (const t of this.tokens) if (t.type === 'html_block' && t.map) for (let l = t.map[0] + 1; l <= t.map[1]; l++) inCode[l] = 1;
    const DEF = /^(\s{0,3}(?:>\s?)*\s{0,3})\[((?:[^\]\\]|\\.){1,999})\]:\s*(<[^>]*>|\S+)/;
    for (let i = 0; i < lines.length; i++) {
      if (inCode[i + 1] || !lines[i].includes(']:')) continue;
      const m = DEF.exec(lines[i]);
      if (!m) continue;
      const target = m[3].startsWith('<') ? m[3].slice(1, -1) : m[3];
      doc.links.push({
        text: m[2],
        target,
        kind: 'reference-def',
        line: i + 1,
        column: m[1].length + 1,
        endLine: i + 1,
        endColumn: m[0].length + 1,
      });
    }
  }
}

/** Sentence boundaries around [start, end) in rendered text: split at `.`, `!`, `?` followed by whitespace. */
export function sentenceBounds(text: string, start: number, end: number): [number, number] {
  let s = 0;
  for (let i = start - 1; i > 0; i--) {
    if (/\s/.test(text[i]) && SENTENCE_END.test(text[i - 1])) {
      s = i + 1;
      break;
    }
  }
  let e = text.length;
  for (let i = end; i < text.length - 1; i++) {
    if (SENTENCE_END.test(text[i]) && /\s/.test(text[i + 1])) {
      e = i + 1;
      break;
    }
  }
  return [s, e];
}

/** Longest stretch of a sentence kept on each side of a mention: real sentences are far shorter, and the cap keeps hostile one-paragraph files linear. */
const SENTENCE_WINDOW = 400;

/** Indices of sentence-ending punctuation (`.`, `!`, `?` followed by whitespace), ascending. */
function sentenceBreaks(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if ((c === 46 || c === 33 || c === 63) && /\s/.test(text[i + 1])) out.push(i);
  }
  return out;
}

/** Sentence bounds around [start, end) from precomputed breaks (binary search), capped to the window. */
function sentenceAround(text: string, breaks: readonly number[], start: number, end: number): [number, number] {
  // Last break p with p + 2 <= start (the sentence starts after the punctuation and one whitespace).
  let lo = 0;
  let hi = breaks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (breaks[mid] + 2 <= start) lo = mid + 1;
    else hi = mid;
  }
  let s = lo > 0 ? breaks[lo - 1] + 2 : 0;
  // First break p >= end.
  let e = text.length;
  let k = lo;
  while (k < breaks.length && breaks[k] < end) k++;
  if (k < breaks.length) e = breaks[k] + 1;
  s = Math.max(s, start - SENTENCE_WINDOW);
  e = Math.min(e, end + SENTENCE_WINDOW);
  return [s, e];
}

/** Does any of the sorted, disjoint spans overlap [start, end)? (binary search) */
function overlapping(spans: readonly Span[], start: number, end: number): boolean {
  const i = lastStartingBefore(spans, end);
  return i !== -1 && spans[i].end > start;
}

/** The sorted, disjoint span that contains [start, end), if any. */
function containing<T extends Span>(spans: readonly T[], start: number, end: number): T | undefined {
  const i = lastStartingBefore(spans, start + 1);
  return i !== -1 && spans[i].start <= start && end <= spans[i].end ? spans[i] : undefined;
}

/** Index of the last span whose start is < `limit`, or -1. */
function lastStartingBefore(spans: readonly Span[], limit: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid].start < limit) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * Context of a mention (spec 7.4): the sentence minus comma/semicolon-separated clauses that mention a
 * different RFC number. `offset` is the mention's index inside the sentence.
 */
export function mentionContext(sentence: string, offset: number, number: string): string {
  const clauses: { text: string; start: number }[] = [];
  let start = 0;
  for (let i = 0; i <= sentence.length; i++) {
    if (i === sentence.length || sentence[i] === ',' || sentence[i] === ';') {
      clauses.push({ text: sentence.slice(start, i), start });
      start = i + 1;
    }
  }
  const kept = clauses.filter((c) => {
    const own = offset >= c.start && offset < c.start + c.text.length + 1;
    if (own) return true;
    const numbers = [...c.text.matchAll(MENTION_PATTERN)].map((m) => m[1]);
    return !numbers.some((n) => n !== number);
  });
  return collapse(kept.map((c) => c.text).join(','));
}
