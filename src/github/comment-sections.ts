import { shorten } from '../report/truncate.js';

/**
 * The sections of the one pull-request comment a job keeps (docs/github.md): each step of the job (the
 * all-in-one action or a sub-action per check) owns one section, keyed by its set of checks, and
 * rewrites only that one; the sections of the other steps are kept as they are.
 *
 * A section is written as a start marker that carries its id and the exact length of its content, the
 * content, and an end marker:
 *
 *     <!-- openenv-ci:section:rfc-lint:1234 -->
 *     …1234 characters…
 *     <!-- openenv-ci:end-section -->
 *
 * Reading goes by the length, never by searching for markers, so a marker-like line inside a section
 * (a code block quoting pull-request text) cannot split or forge a section. Anything that does not read
 * back exactly (a hand-edited comment, an older format) is dropped: the step then writes its own section
 * alone, which is always a correct comment.
 *
 * The start marker also names what the section was written for, the pull request's head commit and the
 * workflow's run number (`<!-- openenv-ci:section:rfc-lint:1234 head=<sha> run=57 -->`). Two runs of one
 * job for one pull request can overlap (a push while the first still runs): a run never overwrites a
 * section written by a later run of the workflow (a higher run number), so the older commit's run
 * finishing last cannot replace the newer commit's report. Markers without it (older versions) are read
 * as written by no run in particular and are replaced.
 */

const START = /^<!-- openenv-ci:section:([A-Za-z0-9_.+-]{1,100}):(\d{1,6})(?: head=([0-9a-f]{7,64}) run=(\d{1,15}))? -->$/;
const END = '<!-- openenv-ci:end-section -->';
/** Longest start-marker line we read (id ≤ 100, length ≤ 6 digits, head ≤ 64, run ≤ 15 digits). */
const MAX_START_LINE = 240;
/** The widest start marker, for the room the markers take. */
const WIDEST_START = `<!-- openenv-ci:section:${'x'.repeat(100)}:999999 head=${'f'.repeat(64)} run=${'9'.repeat(15)} -->\n`;

/** What a section was written for: the pull request's head commit and the workflow run's number. */
export interface SectionOrigin {
  headSha: string;
  runNumber: number;
}

export interface CommentSection {
  /** The step's section id: its checks, sorted, joined by `+` (`sectionId`). */
  id: string;
  markdown: string;
  /** The run that wrote it (absent in markers of earlier versions). */
  origin?: SectionOrigin;
}

/** The origin of this run from the runner's environment (GITHUB_RUN_NUMBER) and the pull request's head. */
export function sectionOrigin(headSha: string | undefined, runNumber: string | undefined): SectionOrigin | undefined {
  const sha = headSha?.trim().toLowerCase() ?? '';
  const run = Number(runNumber);
  if (!/^[0-9a-f]{7,64}$/.test(sha) || !Number.isSafeInteger(run) || run < 0) return undefined;
  return { headSha: sha, runNumber: run };
}

/** The id of a step's section: the set of checks it runs (order does not matter). */
export function sectionId(checks: readonly string[]): string {
  const set = [...new Set(checks.map((c) => c.trim()).filter((c) => /^[a-z0-9-]+$/.test(c)))].sort();
  return set.join('+') || 'default';
}

/** Line ends as GitHub may hand them back (CRLF) are read as `\n`; lengths count `\n` bodies. */
function normalize(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

export function renderSection(section: CommentSection): string {
  const markdown = normalize(section.markdown);
  const origin = section.origin ? ` head=${section.origin.headSha} run=${section.origin.runNumber}` : '';
  return `<!-- openenv-ci:section:${section.id}:${markdown.length}${origin} -->\n${markdown}\n${END}`;
}

/**
 * The sections at the start of a comment body (without its first-line key marker), in order. A first
 * line that is a heading (`## …`, the job's verdict that composeSections writes) is skipped.
 */
export function parseSections(body: string): CommentSection[] {
  const text = normalize(body);
  const sections: CommentSection[] = [];
  let at = 0;
  while (text[at] === '\n') at++;
  if (text.startsWith('## ', at)) {
    const end = text.indexOf('\n', at);
    at = end === -1 ? text.length : end + 1;
  }
  for (;;) {
    while (text[at] === '\n') at++;
    const lineEnd = text.indexOf('\n', at);
    if (lineEnd === -1 || lineEnd - at > MAX_START_LINE) break;
    const start = START.exec(text.slice(at, lineEnd));
    if (!start) break;
    const length = Number(start[2]);
    const contentStart = lineEnd + 1;
    const contentEnd = contentStart + length;
    if (text.slice(contentEnd, contentEnd + END.length + 1) !== `\n${END}`) break;
    const origin = start[3] !== undefined ? { headSha: start[3], runNumber: Number(start[4]) } : undefined;
    sections.push({ id: start[1]!, markdown: text.slice(contentStart, contentEnd), ...(origin ? { origin } : {}) });
    at = contentEnd + 1 + END.length;
  }
  return sections;
}

export interface ComposeOptions {
  /** The comment's current body without its key marker line; undefined when there is none yet. */
  current: string | undefined;
  id: string;
  /** Renders this step's section content to fit in `room` characters (fitCommentBody does). */
  render(room: number): string;
  /** Markdown after the sections, always kept. */
  footer: string;
  /** The comment's first heading, from the sections' markdown (the job's verdict); one line. */
  verdict?: (sections: string[]) => string;
  limit: number;
  /** What this run writes for; with it, a section written by a later run is kept (see the top of the file). */
  origin?: SectionOrigin;
  /** Called when this step's section was left as a later run wrote it. */
  onSuperseded?(later: SectionOrigin): void;
}

/** Room the verdict heading takes at most. */
const VERDICT_ROOM = 200;

/**
 * The comment body with this step's section replaced (in place) or added (at the end), the other
 * sections kept, all within `limit`. When the others leave this step less than an equal share, each
 * section longer than the share is shortened to it (by whole lines, balanced) and this one gets the share.
 */
export function composeSections(options: ComposeOptions): string {
  const { id, footer, limit } = options;
  const existing = options.current === undefined ? [] : parseSections(options.current);
  const others = existing.filter((s) => s.id !== id);
  const count = others.length + 1;
  // Markers, separators and the footer: the start marker's length digits counted at their widest.
  const overhead = count * (WIDEST_START.length + `\n${END}`.length + 2) + footer.length + (options.verdict ? VERDICT_ROOM : 0);
  const available = Math.max(0, limit - overhead);
  const share = Math.floor(available / count);
  const othersLength = others.reduce((sum, s) => sum + s.markdown.length, 0);
  let room = available - othersLength;
  let kept = others;
  if (room < share) {
    room = share;
    kept = others.map((s) => (s.markdown.length <= share ? s : { id: s.id, markdown: shorten(s.markdown, share, '\n\n*… cut to make room for the other steps of this job; the job summary has it all.*') }));
  }
  const index = existing.findIndex((s) => s.id === id);
  const own = ownSection(existing[index], options, room);
  const ordered = index === -1 ? [...kept, own] : [...kept.slice(0, index), own, ...kept.slice(index)];
  const verdict = options.verdict ? options.verdict(ordered.map((s) => s.markdown)).replace(/[\r\n]+/g, ' ').slice(0, VERDICT_ROOM) : '';
  return [verdict, ...ordered.map(renderSection), footer].filter((p) => p !== '').join('\n\n');
}

/**
 * This step's section: the one a later run wrote, kept as it is (never overwrite a newer head's report);
 * the previous one when the content and the head are the same (an unchanged report is not rewritten just
 * for its run number); otherwise the new content under this run's origin.
 */
function ownSection(previous: CommentSection | undefined, options: ComposeOptions, room: number): CommentSection {
  const { id, origin } = options;
  if (previous?.origin && origin && previous.origin.runNumber > origin.runNumber) {
    options.onSuperseded?.(previous.origin);
    return previous;
  }
  const markdown = options.render(room);
  if (previous && normalize(previous.markdown) === normalize(markdown) && previous.origin?.headSha === origin?.headSha) return previous;
  return { id, markdown, ...(origin ? { origin } : {}) };
}
