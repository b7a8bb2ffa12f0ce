import { countBySeverity, compareByLocation, type Finding, type Severity } from '../engine/finding.js';
import type { RunResult, CheckOutcome } from '../engine/run.js';
import { ruleHelpUrl } from '../engine/registry.js';
import { codeCell, codeSpan, escapeMarkdown, escapeTableCell } from './escape.js';
import { plural } from './text.js';
import { shorten } from './truncate.js';

const ICON: Record<Severity, string> = { error: '❌', warning: '⚠️', notice: 'ℹ️' };

export interface MarkdownSection {
  title: string;
  markdown: string;
}

/**
 * The report as markdown sections (one per check, then suppressions), shared by the job summary,
 * `--format markdown` and the pull-request comment (which fits them into GitHub's size limit).
 */
export function markdownSections(result: RunResult): MarkdownSection[] {
  const sections = result.outcomes.map(checkSection);
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

export function markdownHeadline(result: RunResult): string {
  const c = countBySeverity(result.findings);
  const status = c.error ? '❌' : c.warning ? '⚠️' : '✅';
  const extra = result.baselined ? `; ${plural(result.baselined, 'finding')} accepted by the baseline` : '';
  return `## ${status} openenv-ci: ${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.notice, 'notice')}${extra}`;
}

export function countsTable(result: RunResult): string {
  const rows = result.outcomes.map((o) => {
    const c = countBySeverity(o.findings);
    return `| ${o.check} | ${c.error} | ${c.warning} | ${c.notice} |`;
  });
  return ['| Check | Errors | Warnings | Notices |', '| --- | ---: | ---: | ---: |', ...rows].join('\n');
}

function checkSection(outcome: CheckOutcome): MarkdownSection {
  const c = countBySeverity(outcome.findings);
  const parts = [`### ${outcome.title} (${codeSpan(outcome.check)}): ${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.notice, 'notice')}`];
  const byFile = new Map<string, Finding[]>();
  for (const f of [...outcome.findings].sort(compareByLocation)) {
    const list = byFile.get(f.file) ?? [];
    list.push(f);
    byFile.set(f.file, list);
  }
  if (byFile.size === 0) parts.push('', 'No findings.');
  else if (outcome.listFindings === false) {
    // Thousands of findings (an audit of the Hub): the check's own section lists those to act on.
    parts.push('', `${plural(outcome.findings.length, 'finding')} in ${plural(byFile.size, 'file')}: the section below lists those to act on; the JSON and SARIF reports have every one.`);
    byFile.clear();
  }
  for (const [file, findings] of byFile) {
    parts.push('', `#### ${file ? codeSpan(file) : 'Repository'}`, '', '| Line | Severity | Rule | Message |', '| ---: | --- | --- | --- |');
    for (const f of findings) {
      const line = f.line === undefined ? '' : `${f.line}${f.column !== undefined ? `:${f.column}` : ''}`;
      parts.push(`| ${line} | ${ICON[f.severity]} ${f.severity} | [${escapeMarkdown(f.rule)}](${ruleHelpUrl(f.rule)}) | ${escapeTableCell(f.message)} |`);
    }
  }
  for (const section of outcome.sections) parts.push('', `#### ${escapeMarkdown(section.title)}`, '', section.markdown);
  return { title: outcome.title, markdown: parts.join('\n') };
}

/** The whole report as one markdown document (job summary, `--format markdown`). */
export function renderMarkdown(result: RunResult, limitBytes = 1024 * 1024 - 1024): string {
  const head = `${markdownHeadline(result)}\n\n${countsTable(result)}\n`;
  let out = head;
  const sections = markdownSections(result);
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
