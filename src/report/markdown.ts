import { countBySeverity, type Finding, type Severity } from '../engine/finding.js';
import type { RunResult, CheckOutcome } from '../engine/run.js';
import { ruleHelpUrl } from '../engine/registry.js';
import { codeCell, codeSpan, escapeMarkdown, escapeMessageCell, escapeTableCell } from './escape.js';
import { plural } from './text.js';
import { shorten } from './truncate.js';
import { someFiles, splitRepeatedNotices } from './repeated.js';

const ICON: Record<Severity, string> = { error: '❌', warning: '⚠️', notice: 'ℹ️' };

export interface MarkdownSection {
  title: string;
  markdown: string;
}

/**
 * The report as markdown sections (one per check, then suppressions), shared by the job summary,
 * `--format markdown` and the pull-request comment (which fits them into GitHub's size limit).
 * `onlyWithFindings`: leave out checks with nothing to report (the comment in pull-request mode, whose
 * size follows the change).
 */
export function markdownSections(result: RunResult, options: { onlyWithFindings?: boolean } = {}): MarkdownSection[] {
  const outcomes = options.onlyWithFindings ? result.outcomes.filter((o) => o.findings.length > 0) : result.outcomes;
  const sections = outcomes.map(checkSection);
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
function scoped(result: RunResult): boolean {
  return result.scope !== undefined && result.scope !== 'all';
}

/** `label`: what the headline names (default `openenv-ci`; a sub-action step names its check). */
export function markdownHeadline(result: RunResult, label = 'openenv-ci'): string {
  const c = countBySeverity(result.findings);
  const status = c.error ? '❌' : c.warning ? '⚠️' : '✅';
  const introduced = scoped(result) ? ' introduced by this change' : '';
  const preExisting = result.preExisting?.length ? `; ${plural(result.preExisting.length, 'pre-existing finding')} (not blocking)` : '';
  const extra = result.baselined ? `; ${plural(result.baselined, 'finding')} accepted by the baseline` : '';
  return `## ${status} ${label}: ${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.notice, 'notice')}${introduced}${preExisting}${extra}`;
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

/** One count line per check with pre-existing findings (the comment never lists them one by one). */
export function preExistingCountLines(result: RunResult): string {
  const lines = result.outcomes
    .filter((o) => o.preExisting?.length)
    .map((o) => `- ${codeSpan(o.check)}: ${plural(o.preExisting!.length, 'pre-existing finding')}, not blocking (listed in the job summary)`);
  return lines.join('\n');
}

function checkSection(outcome: CheckOutcome): MarkdownSection {
  const c = countBySeverity(outcome.findings);
  const parts = [`### ${outcome.title} (${codeSpan(outcome.check)}): ${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.notice, 'notice')}`];
  if (outcome.findings.length === 0) parts.push('', 'No findings.');
  else if (outcome.listFindings === false) {
    // Thousands of findings (an audit of the Hub): the check's own section lists those to act on.
    const files = new Set(outcome.findings.map((f) => f.file)).size;
    parts.push('', `${plural(outcome.findings.length, 'finding')} in ${plural(files, 'file')}: the section below lists those to act on; the JSON and SARIF reports have every one.`);
  } else parts.push(...findingTables(outcome.findings));
  for (const section of outcome.sections) parts.push('', `#### ${escapeMarkdown(section.title)}`, '', section.markdown);
  return { title: outcome.title, markdown: parts.join('\n') };
}

/** A table of findings per file, in reading order. */
function findingTables(findings: readonly Finding[]): string[] {
  const parts: string[] = [];
  const byFile = new Map<string, Finding[]>();
  const { listed, repeated } = splitRepeatedNotices(findings);
  for (const f of listed) {
    const list = byFile.get(f.file) ?? [];
    list.push(f);
    byFile.set(f.file, list);
  }
  for (const [file, list] of byFile) {
    parts.push('', `#### ${file ? codeSpan(file) : 'Repository'}`, '', '| Line | Severity | Rule | Message |', '| ---: | --- | --- | --- |');
    for (const f of list) {
      const line = f.line === undefined ? '' : `${f.line}${f.column !== undefined ? `:${f.column}` : ''}`;
      parts.push(`| ${line} | ${ICON[f.severity]} ${f.severity} | [${escapeMarkdown(f.rule)}](${ruleHelpUrl(f.rule)}) | ${escapeMessageCell(f.message)} |`);
    }
  }
  if (repeated.length) {
    parts.push('', '#### Notices repeated across files', '', '| Files | Rule | Message |', '| ---: | --- | --- |');
    for (const r of repeated) {
      const files = someFiles(r.files.map((file) => codeCell(file)));
      parts.push(`| ${r.files.length} | [${escapeMarkdown(r.rule)}](${ruleHelpUrl(r.rule)}) | ${escapeMessageCell(r.message)}<br>${ICON.notice} in ${files} |`);
    }
  }
  return parts;
}

/**
 * Pull-request mode: the findings BASE already had, per check, in one collapsed section of the job
 * summary (never in the comment). Empty when there are none.
 */
export function preExistingDetails(result: RunResult): string {
  const outcomes = result.outcomes.filter((o) => o.preExisting?.length);
  if (outcomes.length === 0) return '';
  const total = outcomes.reduce((n, o) => n + o.preExisting!.length, 0);
  const parts = [`<details><summary>Pre-existing findings: ${total} (the base revision already had them; not blocking)</summary>`];
  for (const outcome of outcomes) {
    parts.push('', `### ${escapeMarkdown(outcome.title)} (${codeSpan(outcome.check)}): ${plural(outcome.preExisting!.length, 'pre-existing finding')}`);
    parts.push(...findingTables(outcome.preExisting!));
  }
  parts.push('', '</details>');
  return parts.join('\n');
}

/** The whole report as one markdown document (job summary, `--format markdown`). */
export function renderMarkdown(result: RunResult, limitBytes = 1024 * 1024 - 1024, label?: string): string {
  const head = `${markdownHeadline(result, label)}\n\n${countsTable(result)}\n`;
  let out = head;
  const sections = markdownSections(result);
  const details = preExistingDetails(result);
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
