/**
 * Escaping for anything that came from a repository, a pull request or the Hub before it goes into
 * GitHub-flavoured markdown (job summary, PR comment, tracking issue). Text rendered through these
 * functions cannot ping people, close our hidden marker, break a table, or inject HTML.
 */

/**
 * What would notify people or link out if left as text: a mention (`@name`, `@org/team`; GitHub needs a
 * non-word character before the `@`) or a URL with a scheme. Outside code they are put in a code span,
 * where GitHub neither notifies nor autolinks, and the text stays exactly what the user wrote: no
 * invisible characters that would break a copied value. Linear: the scheme is bounded, no nested
 * quantifiers; a URL stops at `|` so it never splits a table cell, and at a quote or a sentence's final
 * punctuation, which belong to the text around it (`"git+https://x/a.git"` keeps its closing quote).
 */
const LIVE_TOKEN = /(?<![A-Za-z0-9_])@[A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][A-Za-z0-9_-]*)?|\b[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/[^\s<>`|()"']*[^\s<>`|()"'.,;:!?]/g;

/** Escape inline text: markdown punctuation, HTML, newlines folded to spaces; mentions and URLs as code. */
export function escapeMarkdown(text: string): string {
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\uFFFD').replace(/\r?\n|\r/g, ' ');
  let out = '';
  let at = 0;
  for (const match of clean.matchAll(LIVE_TOKEN)) {
    out += escapeProse(clean.slice(at, match.index)) + codeSpan(match[0]);
    at = match.index + match[0].length;
  }
  return out + escapeProse(clean.slice(at));
}

function escapeProse(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_{}[\]()#+\-.!|~]/g, (c) => `\\${c}`);
}

/**
 * Escape a message that carries its own code spans on purpose (`` `port: 8000` ``, a fix to copy):
 * the spans are kept as code, byte for byte; the text between them is escaped like any user text.
 */
export function escapeMessage(text: string): string {
  return splitCodeSpans(text)
    .map((part) => (part.code === undefined ? escapeMarkdown(part.text) : codeSpan(part.code)))
    .join('');
}

/** `escapeMessage` for a table cell: pipes inside the kept code spans are escaped too (see codeCell). */
export function escapeMessageCell(text: string): string {
  return splitCodeSpans(text)
    .map((part) => (part.code === undefined ? escapeTableCell(part.text) : codeCell(part.code)))
    .join('');
}

/**
 * CommonMark code spans of `text`: a backtick run opens a span closed by the next run of the same
 * length; an unmatched run is literal text. One pass to list the runs and one to pair them: linear.
 */
export function splitCodeSpans(text: string): { text: string; code?: string }[] {
  const runs: { start: number; length: number }[] = [];
  for (const match of text.matchAll(/`+/g)) runs.push({ start: match.index, length: match[0].length });
  // For each run, the index of the next run of the same length.
  const nextSame = new Array<number>(runs.length).fill(-1);
  const lastByLength = new Map<number, number>();
  for (let i = runs.length - 1; i >= 0; i--) {
    nextSame[i] = lastByLength.get(runs[i]!.length) ?? -1;
    lastByLength.set(runs[i]!.length, i);
  }
  const parts: { text: string; code?: string }[] = [];
  let textStart = 0;
  for (let i = 0; i < runs.length; i++) {
    const close = nextSame[i]!;
    if (close === -1) continue;
    const open = runs[i]!;
    const end = runs[close]!;
    if (open.start > textStart) parts.push({ text: text.slice(textStart, open.start) });
    let code = text.slice(open.start + open.length, end.start).replace(/\r?\n|\r/g, ' ');
    if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') code = code.slice(1, -1);
    parts.push({ text: '', code });
    textStart = end.start + end.length;
    i = close;
  }
  if (textStart < text.length) parts.push({ text: text.slice(textStart) });
  return parts;
}

/** Escape text for a table cell: as inline text, pipes included (escapeMarkdown already escapes them). */
export function escapeTableCell(text: string): string {
  return escapeMarkdown(text);
}

/**
 * Inline code span that cannot be broken out of: uses a backtick fence longer than any run inside.
 * Mentions inside code spans do not notify, and HTML is literal, so only newlines need folding.
 */
export function codeSpan(text: string): string {
  const clean = text.replace(/\r?\n|\r/g, ' ').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\uFFFD');
  const longestRun = Math.max(0, ...(clean.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = clean.startsWith('`') || clean.endsWith('`') || clean === '' ? ' ' : '';
  return `${fence}${pad}${clean}${pad}${fence}`;
}

/**
 * A code span inside a table cell. GFM splits table rows on every unescaped `|`, code spans included,
 * so a path such as `a|<img src=…>` would end the cell and leave the rest as live markdown/HTML;
 * `\|` keeps the pipe inside the span (the table parser removes the backslash).
 */
export function codeCell(text: string): string {
  return codeSpan(text).replace(/\|/g, '\\|');
}

/** Fenced code block that user content cannot close early. */
export function codeBlock(text: string, language = ''): string {
  const longestRun = Math.max(2, ...(text.match(/`{3,}/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence}${language}\n${text.replace(/\r\n?/g, '\n')}\n${fence}`;
}

/**
 * Text inside an HTML block (`<details><summary>…</summary>` at the start of a line): GitHub renders it
 * as HTML, not markdown, so markdown escapes would show as backslashes (`envs/agent\_world`). It is
 * HTML-escaped instead; mentions and URLs go in `<code>`, where GitHub neither notifies nor links.
 */
export function escapeHtmlText(text: string): string {
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\uFFFD').replace(/\r?\n|\r/g, ' ');
  const html = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  let out = '';
  let at = 0;
  for (const match of clean.matchAll(LIVE_TOKEN)) {
    out += html(clean.slice(at, match.index)) + `<code>${html(match[0])}</code>`;
    at = match.index + match[0].length;
  }
  return out + html(clean.slice(at));
}

/** Text for an HTML attribute or the inside of an HTML comment (our hidden markers). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/--/g, '&#45;&#45;');
}
