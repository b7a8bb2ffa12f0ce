/**
 * Fits a pull-request comment (or issue body) under GitHub's 65,536-character limit by cutting whole
 * sections from the end, saying what was cut and where the full report is. Whatever is cut, the
 * result never leaves a code fence or a `<details>` open (an unclosed fence would swallow the rest of
 * the comment, and the note that explains the cut).
 *
 * Length is counted in UTF-16 code units (JavaScript's `length`). GitHub counts characters (code
 * points); a code unit count is never smaller, so a body that fits here fits there.
 */

import { balance, shorten } from '../report/truncate.js';

export const GITHUB_BODY_LIMIT = 65536;

export interface CommentParts {
  /** Markdown before the sections (title line, verdict, counts). */
  header: string;
  /**
   * In order of importance: later sections are cut first. `markdown` is the whole section, its own
   * heading included (as `markdownSections()` renders it); `title` names it in the note about cuts.
   * Both are already escaped.
   */
  sections: { title: string; markdown: string }[];
  /** Markdown after the sections (legend, links); always kept. */
  footer: string;
}

/** Sections kept whole, then (when room is left) the first cut one shortened by whole lines. */
const MIN_PARTIAL_ROOM = 400;
const NOTE_TITLES = 8;

export function fitCommentBody(parts: CommentParts, limit = GITHUB_BODY_LIMIT, summaryUrl?: string): string {
  const header = balance(parts.header.trimEnd());
  const footer = balance(parts.footer.trim());
  const rendered = parts.sections
    .map((s) => ({ title: oneLine(s.title), text: balance(s.markdown.trim()) }))
    .filter((s) => s.text !== '');
  const join = (pieces: string[]) => pieces.filter((p) => p !== '').join('\n\n');

  const whole = join([header, ...rendered.map((s) => s.text), footer]);
  if (whole.length <= limit) return whole;

  // Length of header + the first k sections + extra pieces + footer, joined, without building it.
  const prefix = [0];
  for (const s of rendered) prefix.push(prefix.at(-1)! + s.text.length);
  const lengthWith = (k: number, ...extra: string[]) => {
    const pieces = [header, footer, ...extra].filter((p) => p !== '');
    const count = pieces.length + k;
    return pieces.reduce((sum, p) => sum + p.length, 0) + prefix[k]! + 2 * Math.max(0, count - 1);
  };
  const titles = rendered.map((s) => s.title);

  // Longest prefix of whole sections that fits together with the note about the rest.
  let kept = 0;
  while (kept < rendered.length && lengthWith(kept + 1, note(titles.slice(kept + 1), false, summaryUrl)) <= limit) kept += 1;
  const keptText = rendered.slice(0, kept).map((s) => s.text);
  const cutTitles = titles.slice(kept);

  // Room left: show the head of the first cut section rather than nothing of it.
  let body = join([header, ...keptText, note(cutTitles, false, summaryUrl), footer]);
  const partialNote = note(cutTitles, true, summaryUrl);
  const room = limit - lengthWith(kept, partialNote) - 2;
  if (cutTitles.length > 0 && room >= MIN_PARTIAL_ROOM) {
    const partial = shorten(rendered[kept]!.text, room, '\n\n*… the rest of this section was cut.*');
    body = join([header, ...keptText, partial, partialNote, footer]);
  }
  // Last resort (a header or footer alone over the limit): cut by lines, still balanced.
  return body.length <= limit ? body : shorten(body, limit, '\n\n*… cut to fit the comment limit.*');
}

function note(cutTitles: string[], firstShortened: boolean, summaryUrl?: string): string {
  if (cutTitles.length === 0) return '';
  const list = (titles: string[]) =>
    titles.slice(0, NOTE_TITLES).join(', ') + (titles.length > NOTE_TITLES ? ` and ${titles.length - NOTE_TITLES} more` : '');
  const dropped = firstShortened ? cutTitles.slice(1) : cutTitles;
  const what = [
    ...(firstShortened ? [`${cutTitles[0]} was shortened`] : []),
    ...(dropped.length > 0 ? [`${dropped.length === 1 ? '1 section was' : `${dropped.length} sections were`} left out (${list(dropped)})`] : []),
  ].join('; ');
  const where = summaryUrl ? `The [job summary](${summaryUrl}) has the full report.` : 'The job summary of this run has the full report.';
  return `> [!NOTE]\n> This comment was cut to fit GitHub's 65,536-character limit: ${what}. ${where}`;
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
