/**
 * Escaping for anything that came from a repository, a pull request or the Hub before it goes into
 * GitHub-flavoured markdown (job summary, PR comment, tracking issue). Text rendered through these
 * functions cannot ping people, close our hidden marker, break a table, or inject HTML.
 */

const ZERO_WIDTH_JOINER = '\u2060'; // word joiner: invisible, breaks @mentions and #refs auto-linking

/** Escape inline text: markdown punctuation, HTML, mentions, and newlines folded to spaces. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\uFFFD')
    .replace(/\r?\n|\r/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_{}[\]()#+\-.!|~]/g, (c) => `\\${c}`)
    .replace(/@/g, `@${ZERO_WIDTH_JOINER}`)
    .replace(/:\/\//g, `:${ZERO_WIDTH_JOINER}//`); // no autolinks from user text
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

/** Text for an HTML attribute or the inside of an HTML comment (our hidden markers). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/--/g, '&#45;&#45;');
}
