import { countBySeverity, countsForVerdict, type Finding, type Severity } from '../engine/finding.js';
import type { RunResult, CheckOutcome } from '../engine/run.js';
import { ruleHelpUrl } from '../engine/registry.js';
import { codeCell, codeSpan, escapeHtmlText, escapeMarkdown, escapeMessageCell, escapeTableCell } from './escape.js';
import { plural } from './text.js';
import { shorten } from './truncate.js';
import { place, reportLines, type Grouping } from './repeated.js';

export const ICON: Record<Severity, string> = { error: '❌', warning: '⚠️', notice: 'ℹ️' };

export interface MarkdownSection {
  title: string;
  markdown: string;
}

/**
 * The job summary's sections (one per check, then suppressions), shared by the job summary and
 * `--format markdown`. In pull-request mode the checks' whole-repository tables are collapsed.
 */
export function markdownSections(result: RunResult, options: TableOptions = {}): MarkdownSection[] {
  const sections = result.outcomes.map((o) => checkSection(o, options, scoped(result)));
  if (result.suppressions.length) {
    const rows = result.suppressions.map(
      (s) => `| ${codeCell(`${s.file}:${s.line}`)} | ${s.rules.map((r) => codeCell(r)).join(', ')} | ${s.reason ? escapeTableCell(s.reason) : '_(no reason given)_'} | ${s.used} |`,
    );
    sections.push({
      title: 'Suppressions',
      markdown: ['### Suppressions', '', '| Where | Rules | Reason | Silenced |', '| --- | --- | --- | --- |', ...rows].join('\n'),
    });
  }
  return sections;
}

/** Pull-request mode (a scope other than `all`): counts are of what the change introduced. */
export function scoped(result: RunResult): boolean {
  return result.scope !== undefined && result.scope !== 'all';
}

/** `label`: what the headline names (default `openenv-ci`; a sub-action step names its check). */
export function markdownHeadline(result: RunResult, label = 'openenv-ci'): string {
  const c = countBySeverity(result.findings);
  const elsewhere = countedElsewhere(result);
  const status = c.error || elsewhere.error ? '❌' : c.warning || elsewhere.warning ? '⚠️' : '✅';
  const introduced = scoped(result) ? ' introduced by this change' : '';
  const preExisting = result.preExisting?.length ? `; ${plural(result.preExisting.length, 'pre-existing finding')} (not blocking)` : '';
  const extra = result.baselined ? `; ${plural(result.baselined, 'finding')} accepted by the baseline` : '';
  return `## ${status} ${label}: ${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.notice, 'notice')}${introduced}${preExisting}${extra}${elsewhere.text}`;
}

/**
 * What a check refers to that earlier steps of the job count (CheckResult.countedElsewhere): named in
 * the headline (`; 8 errors counted in the validate step`) and its status, never in its counts.
 */
function countedElsewhere(result: RunResult): { error: number; warning: number; text: string } {
  const referred = result.outcomes.flatMap((o) => o.countedElsewhere ?? []);
  const c = countBySeverity(referred);
  if (referred.length === 0) return { error: 0, warning: 0, text: '' };
  const steps = [...new Set(referred.map((f) => f.check ?? ''))].filter(Boolean).map(codeSpan);
  const counted = [c.error ? plural(c.error, 'error') : '', c.warning ? plural(c.warning, 'warning') : ''].filter(Boolean).join(' and ');
  return { error: c.error, warning: c.warning, text: `; ${counted} counted in the ${steps.join(', ')} step${steps.length === 1 ? '' : 's'}` };
}

export function countsTable(result: RunResult): string {
  const withPreExisting = scoped(result);
  const rows = result.outcomes.map((o) => {
    const c = countBySeverity(o.findings);
    return `| ${o.check} | ${c.error} | ${c.warning} | ${c.notice} |${withPreExisting ? ` ${o.preExisting?.length ?? 0} |` : ''}`;
  });
  const head = withPreExisting
    ? ['| Check | New errors | New warnings | New notices | Pre-existing |', '| --- | ---: | ---: | ---: | ---: |']
    : ['| Check | Errors | Warnings | Notices |', '| --- | ---: | ---: | ---: |'];
  return [...head, ...rows].join('\n');
}

function checkSection(outcome: CheckOutcome, options: TableOptions, collapseWholeRepository: boolean): MarkdownSection {
  const c = countBySeverity(outcome.findings);
  const parts = [`### ${outcome.title} (${codeSpan(outcome.check)}): ${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.notice, 'notice')}`];
  // Advisory findings (the model pass's claims) are rendered by the check's own section, not in the table.
  const listed = outcome.findings.filter(countsForVerdict);
  const advisory = outcome.findings.length - listed.length;
  if (listed.length === 0) parts.push('', 'No findings.');
  else if (outcome.listFindings === false) {
    // Thousands of findings (an audit of the Hub): the check's own section lists those to act on.
    const files = new Set(listed.map((f) => f.file)).size;
    parts.push('', `${plural(listed.length, 'finding')} in ${plural(files, 'file')}: the section below lists those to act on; the JSON and SARIF reports have every one.`);
  } else parts.push('', ...findingsTable(listed, options));
  if (advisory) parts.push('', `_${plural(advisory, 'model-suggested finding')} (advisory, not counted): in the model pass's own section below._`);
  for (const section of outcome.sections) {
    // Pull-request mode: a table of the whole repository is context, not the change: collapsed.
    if (collapseWholeRepository && section.wholeRepository) parts.push('', `<details><summary>${escapeHtmlText(section.title)}</summary>`, '', section.markdown, '', '</details>');
    else parts.push('', `#### ${escapeMarkdown(section.title)}`, '', section.markdown);
  }
  return { title: outcome.title, markdown: parts.join('\n') };
}

export interface TableOptions extends Grouping {
  /** Places a repeated cause names before the rest are collapsed (default 3). */
  placesShown?: number;
  /** false: a repeated cause names only its first places and counts the rest (a comment that must shrink). */
  collapsedPlaces?: boolean;
  /** At most this many lines (causes); the rest are counted in one last line. */
  maxLines?: number;
}

/**
 * The findings of a check as one table, one line per cause (src/report/repeated.ts): a cause found in
 * several files is one line with its count and its places, the first few shown and the rest collapsed.
 * Errors first, then the change's own files, then reading order.
 */
export function findingsTable(findings: readonly Finding[], options: TableOptions = {}): string[] {
  const lines = reportLines(findings, options);
  const shownLines = options.maxLines !== undefined && lines.length > options.maxLines ? lines.slice(0, options.maxLines) : lines;
  // Three columns: the rule goes with its message, so the table fits a comment's width.
  const rows = shownLines.map((line) => `| ${ICON[line.severity]} | [${escapeMarkdown(line.rule)}](${ruleHelpUrl(line.rule)}): ${escapeMessageCell(line.message)} | ${wherePlaces(line, options)} |`);
  const out = ['| | Finding | Where |', '| --- | --- | --- |', ...rows];
  const left = lines.slice(shownLines.length);
  if (left.length) {
    const count = left.reduce((n, l) => n + l.findings.length, 0);
    out.push('', `_… and ${plural(left.length, 'more cause')} (${plural(count, 'finding')}), listed in the job summary._`);
  }
  return out;
}

const MAX_COLLAPSED_PLACES = 40;

/** The places of one report line: each finding's file and line (src/report/repeated.ts groups them). */
export interface PlacedLine {
  files: readonly string[];
  findings: readonly Pick<Finding, 'file' | 'line'>[];
}

/**
 * One finding: `file:line`. A cause: how many places, the first ones, the rest in a collapsed list. A
 * cause found once in each of several files that differ in one folder (`envs/<env>/uv.lock`) names the
 * pattern once and then the folders: short enough to wrap in a table cell. `code` renders each path
 * (codeCell in a table, codeSpan elsewhere: the review's Tier 1 list).
 */
export function wherePlaces(line: PlacedLine, options: Pick<TableOptions, 'placesShown' | 'collapsedPlaces'> = {}, code: (text: string) => string = codeCell): string {
  if (line.findings.length === 1) return line.findings[0]!.file ? code(place(line.findings[0]!)) : 'repository';
  const pattern = line.files.length === line.findings.length ? folderPattern(line.files) : undefined;
  const places = pattern ? pattern.folders.map((f) => code(f)) : line.findings.map((f) => (f.file ? code(place(f)) : 'repository'));
  const count =
    line.files.length === line.findings.length
      ? `${plural(line.files.length, 'file')}${pattern ? ` ${code(pattern.glob)}` : ''}`
      : `${plural(line.findings.length, 'place')} in ${plural(line.files.length, 'file')}`;
  const shown = options.placesShown ?? 3;
  if (places.length <= shown + 1) return `${count}: ${places.join(', ')}`;
  const rest = places.slice(shown);
  // The collapsed list names a few dozen places at most: the JSON report and the annotations have them all.
  const listed = rest.length > MAX_COLLAPSED_PLACES ? `${rest.slice(0, MAX_COLLAPSED_PLACES).join(', ')} and ${rest.length - MAX_COLLAPSED_PLACES} more` : rest.join(', ');
  const more = options.collapsedPlaces === false ? `and ${rest.length} more` : `<details><summary>and ${rest.length} more</summary>${listed}</details>`;
  return `${count}: ${places.slice(0, shown).join(', ')} ${more}`;
}

/** `envs/*\/uv.lock` and the folders in place of `*`, when the files differ in exactly one path segment. */
export function folderPattern(files: readonly string[]): { glob: string; folders: string[] } | undefined {
  const split = files.map((f) => f.split('/'));
  const length = split[0]!.length;
  if (files.length < 2 || split.some((parts) => parts.length !== length || parts.some((p) => p === '' || p.includes('*')))) return undefined;
  const varying = [...Array(length).keys()].filter((i) => new Set(split.map((parts) => parts[i])).size > 1);
  if (varying.length !== 1 || varying[0] === length - 1) return undefined;
  const at = varying[0]!;
  return { glob: split[0]!.map((p, i) => (i === at ? '*' : p)).join('/'), folders: split.map((parts) => parts[at]!) };
}

/**
 * Pull-request mode: the findings BASE already had, per check, in one collapsed section of the job
 * summary (never in the comment). Empty when there are none.
 */
export function preExistingDetails(result: RunResult, options: TableOptions = {}): string {
  const outcomes = result.outcomes.filter((o) => o.preExisting?.length);
  if (outcomes.length === 0) return '';
  const total = outcomes.reduce((n, o) => n + o.preExisting!.length, 0);
  const parts = [`<details><summary>Pre-existing findings: ${total} (the base revision already had them; not blocking)</summary>`];
  for (const outcome of outcomes) {
    parts.push('', `### ${escapeMarkdown(outcome.title)} (${codeSpan(outcome.check)}): ${plural(outcome.preExisting!.length, 'pre-existing finding')}`);
    parts.push('', ...findingsTable(outcome.preExisting!, options));
  }
  parts.push('', '</details>');
  return parts.join('\n');
}

/** The whole report as one markdown document (job summary, `--format markdown`). */
export function renderMarkdown(result: RunResult, limitBytes = 1024 * 1024 - 1024, label?: string, options: TableOptions = {}): string {
  const head = `${markdownHeadline(result, label)}\n\n${countsTable(result)}\n`;
  let out = head;
  const sections = markdownSections(result, options);
  const details = preExistingDetails(result, options);
  if (details) sections.push({ title: 'Pre-existing findings', markdown: details });
  for (let i = 0; i < sections.length; i++) {
    const next = `\n${sections[i]!.markdown}\n`;
    if (Buffer.byteLength(out) + Buffer.byteLength(next) > limitBytes) {
      const left = sections.slice(i + 1).map((s) => escapeMarkdown(s.title));
      const note = `\n\n> Report truncated to stay under GitHub's 1 MiB summary limit: ${escapeMarkdown(sections[i]!.title)} is cut${left.length ? ` and ${left.join(', ')} omitted` : ''}. The JSON and SARIF reports have every finding.\n`;
      // Keep the head of the section that does not fit rather than dropping it whole.
      out += fitBytes(next, limitBytes - Buffer.byteLength(out), note);
      break;
    }
    out += next;
  }
  return out;
}

/** `shorten` counts UTF-16 units; the summary limit is in bytes, so shrink until the bytes fit. */
function fitBytes(markdown: string, budgetBytes: number, suffix: string): string {
  let limit = budgetBytes;
  for (;;) {
    const cut = shorten(markdown, Math.max(0, limit), suffix);
    const bytes = Buffer.byteLength(cut);
    if (bytes <= budgetBytes || limit <= 0) return cut;
    limit = Math.floor((limit * budgetBytes) / bytes) - 16;
  }
}
