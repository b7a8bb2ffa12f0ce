import { countBySeverity, countsForVerdict, type Finding } from '../engine/finding.js';
import type { RunResult } from '../engine/run.js';
import { codeSpan } from './escape.js';
import { findingsTable, ICON, scoped, type TableOptions } from './markdown.js';
import { reportLines, ruleKey } from './repeated.js';
import { plural } from './text.js';

/**
 * The pull-request comment: what a person reads about the change (docs/github.md). The first heading is
 * the job's verdict over every openenv-ci step of the job; each step's section below it lists only the
 * change's new findings, one line per cause. Whole-repository tables and the findings the base already
 * had are in the job summary, never here.
 */

/**
 * Characters a whole comment may take: a few screens at most, far under GitHub's 65,536. A step's
 * section is made to fit by grouping harder (see `STEP_LEVELS`), and only then by leaving causes out.
 */
export const COMMENT_BUDGET = 16_000;

/** What a step's section counts, carried in a hidden first line so a later step can sum the job's verdict. */
export interface SectionCounts {
  error: number;
  warning: number;
  notice: number;
  /** true: counts of what the change introduced (pull-request mode); false: of everything. */
  scoped: boolean;
}

const COUNTS_LINE = /^<!-- openenv-ci:counts:(\d{1,7}):(\d{1,7}):(\d{1,7}):(new|all) -->$/;

export function countsLine(counts: SectionCounts): string {
  return `<!-- openenv-ci:counts:${counts.error}:${counts.warning}:${counts.notice}:${counts.scoped ? 'new' : 'all'} -->`;
}

/** The counts of a section written by `stepSection` (undefined for a section of an older version). */
export function readCounts(section: string): SectionCounts | undefined {
  const m = COUNTS_LINE.exec(section.slice(0, section.indexOf('\n') === -1 ? section.length : section.indexOf('\n')));
  return m ? { error: Number(m[1]), warning: Number(m[2]), notice: Number(m[3]), scoped: m[4] === 'new' } : undefined;
}

/** The comment's first heading: the job's new errors and warnings, summed over its steps' sections. */
export function jobVerdict(sections: readonly (SectionCounts | undefined)[]): string {
  const known = sections.filter((c): c is SectionCounts => c !== undefined);
  const error = known.reduce((n, c) => n + c.error, 0);
  const warning = known.reduce((n, c) => n + c.warning, 0);
  const scopedAll = known.length > 0 && known.every((c) => c.scoped);
  const status = error ? '❌' : warning ? '⚠️' : '✅';
  const what = scopedAll ? ['new error', 'new warning'] : ['error', 'warning'];
  if (!error && !warning) return `## ${status} openenv-ci: ${scopedAll ? 'nothing new to fix in this pull request' : 'no errors or warnings'}`;
  return `## ${status} openenv-ci: ${plural(error, what[0]!)}, ${plural(warning, what[1]!)}${scopedAll ? ' in this pull request' : ''}`;
}

/** The first heading is the verdict line (`jobVerdict`); sections start after it. */
export const VERDICT_PREFIX = '## ';

export interface StepSectionOptions {
  /** What the section's heading names: the step's checks (`manifests`, `manifests, validate`). */
  label: string;
  /** Files the change touched: their causes come first. */
  changedFiles?: ReadonlySet<string>;
  /** Characters the section may take. */
  room: number;
  /** Link to the run (its job summary), for the line that counts what was left out. */
  summaryUrl?: string;
}

/**
 * Ever coarser ways to list the same findings, tried in order until the section fits its room: a
 * cause in three files is one line; then in two; then one line per rule; then with only the first
 * places named. Only after the last are whole causes left out (counted, and all in the job summary).
 */
const STEP_LEVELS: TableOptions[] = [{}, { minFiles: 2 }, { minFiles: 2, key: ruleKey }, { minFiles: 2, key: ruleKey, collapsedPlaces: false }];

/** One step's section of the job's comment (without the section markers of comment-sections.ts). */
export function stepSection(result: RunResult, options: StepSectionOptions): string {
  const counts = countBySeverity(result.findings);
  const countsMarker = countsLine({ ...counts, scoped: scoped(result) });
  // The review writes its own comment, verdict included: exactly what `review --format markdown` prints.
  if (result.commentMarkdown !== undefined) return [countsMarker, result.commentMarkdown.trim()].join('\n');
  const head = [countsMarker, sectionHeading(options.label, result)];
  if (!result.findings.some(countsForVerdict)) return head.join('\n');
  const render = (table: TableOptions) => [...head, ...checkTables(result, { ...table, ...(options.changedFiles ? { changedFiles: options.changedFiles } : {}) })].join('\n');
  let body = '';
  for (const level of STEP_LEVELS) {
    body = render(level);
    if (body.length <= options.room) return body;
  }
  // Still too long: the most important causes that fit (errors, the change's own files first).
  const last = STEP_LEVELS.at(-1)!;
  const lines = (maxLines: number) => render({ ...last, maxLines });
  let low = 0;
  let high = reportLines(result.findings.filter(countsForVerdict), last).length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (lines(mid).length <= options.room) low = mid;
    else high = mid - 1;
  }
  return lines(low);
}

function sectionHeading(label: string, result: RunResult): string {
  const c = countBySeverity(result.findings);
  const status = c.error ? '❌' : c.warning ? '⚠️' : '✅';
  if (!result.findings.some(countsForVerdict)) return `### ${status} ${label}: ${scoped(result) ? 'nothing new' : 'no findings'}`;
  return `### ${status} ${label}: ${counted(c, scoped(result))}`;
}

function counted(c: Record<'error' | 'warning' | 'notice', number>, isNew: boolean): string {
  const n = isNew ? 'new ' : '';
  return (['error', 'warning', 'notice'] as const)
    .filter((s) => c[s] > 0)
    .map((s) => plural(c[s], `${n}${s}`))
    .join(', ');
}

/**
 * Each check with findings: its table (with its own heading when the step ran several checks). Advisory
 * findings are not listed: the review that makes them renders them in their own section.
 */
function checkTables(result: RunResult, table: TableOptions): string[] {
  const outcomes = result.outcomes.map((o) => ({ ...o, findings: o.findings.filter(countsForVerdict) })).filter((o) => o.findings.length > 0);
  const out: string[] = [];
  for (const outcome of outcomes) {
    if (outcomes.length > 1) out.push('', `#### ${ICON[worst(outcome.findings)]} ${outcome.title} (${codeSpan(outcome.check)}): ${counted(countBySeverity(outcome.findings), scoped(result))}`);
    if (outcome.listFindings === false) {
      out.push('', `${plural(outcome.findings.length, 'finding')}: the job summary lists those to act on.`);
      continue;
    }
    out.push('', ...findingsTable(outcome.findings, table));
  }
  return out;
}

function worst(findings: readonly Finding[]): Finding['severity'] {
  return findings.some((f) => f.severity === 'error') ? 'error' : findings.some((f) => f.severity === 'warning') ? 'warning' : 'notice';
}
