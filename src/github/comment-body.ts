/**
 * Fits a pull-request comment (or issue body) under GitHub's 65,536-character limit by cutting whole
 * sections from the end, saying what was cut and where the full report is. Whatever is cut, the
 * result never leaves a code fence or a `<details>` open (an unclosed fence would swallow the rest of
 * the comment, and the note that explains the cut).
 *
 * Length is counted in UTF-16 code units (JavaScript's `length`). GitHub counts characters (code
 * points); a code unit count is never smaller, so a body that fits here fits there.
 */

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
  const listed = cutTitles.slice(0, NOTE_TITLES).join(', ');
  const more = cutTitles.length > NOTE_TITLES ? ` and ${cutTitles.length - NOTE_TITLES} more` : '';
  const what = firstShortened
    ? `${cutTitles.length === 1 ? 'The last section was' : `The last ${cutTitles.length} sections were`} shortened or cut (${listed}${more})`
    : `${cutTitles.length === 1 ? '1 section was' : `${cutTitles.length} sections were`} cut (${listed}${more})`;
  const where = summaryUrl ? `The [job summary](${summaryUrl}) has the full report.` : 'The job summary of this run has the full report.';
  return `> [!NOTE]\n> ${what} to fit GitHub's 65,536-character comment limit. ${where}`;
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/** Closes whatever the markdown leaves open (a code fence, `<details>` elements). */
export function balance(markdown: string): string {
  const scanner = new BlockScanner();
  for (const line of markdown.split('\n')) scanner.push(line);
  const closers = scanner.closers();
  return closers === '' ? markdown : `${markdown}${closers}`;
}

/**
 * Cuts markdown to at most `limit` characters at a line boundary, closes what the kept lines leave
 * open, and appends `suffix` (all within the limit).
 */
export function shorten(markdown: string, limit: number, suffix: string): string {
  if (markdown.length <= limit) return markdown;
  const scanner = new BlockScanner();
  const lines = markdown.split('\n');
  let keptLines = 0;
  let keptClosers = '';
  let length = 0;
  for (let i = 0; i < lines.length; i++) {
    const next = length + (i === 0 ? 0 : 1) + lines[i]!.length;
    if (next + suffix.length > limit) break;
    scanner.push(lines[i]!);
    const closers = scanner.closers();
    if (next + closers.length + suffix.length > limit) break;
    length = next;
    keptLines = i + 1;
    keptClosers = closers;
  }
  const best = keptLines === 0 ? '' : `${lines.slice(0, keptLines).join('\n')}${keptClosers}`;
  const result = `${best}${suffix}`;
  if (result.length <= limit) return result;
  return suffix.length <= limit ? suffix : suffix.slice(0, limit);
}

/** Tracks fenced code blocks and `<details>` nesting line by line (CommonMark fence rules). */
class BlockScanner {
  private fence: { char: string; length: number } | undefined;
  private details = 0;

  push(line: string): void {
    const fenceMatch = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (this.fence) {
      if (fenceMatch && fenceMatch[1]![0] === this.fence.char && fenceMatch[1]!.length >= this.fence.length && fenceMatch[2]!.trim() === '') {
        this.fence = undefined;
      }
      return;
    }
    if (fenceMatch && !(fenceMatch[1]![0] === '`' && fenceMatch[2]!.includes('`'))) {
      this.fence = { char: fenceMatch[1]![0]!, length: fenceMatch[1]!.length };
      return;
    }
    const prose = line.replace(/(`+)[^`]*?\1/g, ''); // inline code is not HTML
    const opens = (prose.match(/<details(?:\s[^>]*)?>/gi) ?? []).length;
    const closes = (prose.match(/<\/details\s*>/gi) ?? []).length;
    this.details = Math.max(0, this.details + opens - closes);
  }

  closers(): string {
    let text = '';
    if (this.fence) text += `\n${this.fence.char.repeat(this.fence.length)}`;
    if (this.details > 0) text += '\n\n' + Array.from({ length: this.details }, () => '</details>').join('\n');
    return text;
  }
}
