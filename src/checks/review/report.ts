import { codeCell, codeSpan, escapeMarkdown, escapeMessage } from '../../report/escape.js';
import { wherePlaces } from '../../report/markdown.js';
import { verdictOf, type ReportItem, type ReviewReport, type Tier2Item } from './model.js';

export interface RenderOptions {
  /** `owner/name`, for links to the documents at the head sha. Without it, references are plain text. */
  repository?: string;
  /** GitHub web URL (GHES differs). */
  serverUrl?: string;
}

/** GitHub refuses comments over 65,536 characters: long lists are cut with a count of what was left out. */
const MAX_TIER1_ITEMS = 100;
const MAX_TIER2_BLOCKS = 40;
const MAX_NOTICES = 30;

export const HEX_SHA = /^[0-9a-f]{40}$/;

function location(item: Pick<ReportItem, 'file' | 'line' | 'places'>): string {
  // A cause in several files: its places as every report names them (src/report/markdown.ts).
  if (item.places && item.places.length > 1) return wherePlaces({ files: [...new Set(item.places.map((p) => p.file))], findings: item.places }, {}, codeSpan);
  if (!item.file) return '(repository)';
  return codeSpan(item.line ? `${item.file}:${item.line}` : item.file);
}

/**
 * A link to a file at a full commit SHA (never a branch: the lines it points at cannot move), at a
 * line or a range of lines; undefined when the repository or the SHA is not one a link can be built on.
 */
export function blobUrl(options: { repository?: string; serverUrl?: string }, sha: string, path: string, line?: number, endLine?: number): string | undefined {
  if (!options.repository || !HEX_SHA.test(sha) || !/^[\w.-]+\/[\w.-]+$/.test(options.repository)) return undefined;
  const server = (options.serverUrl ?? 'https://github.com').replace(/\/+$/, '');
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const lines = line ? `#L${line}${endLine !== undefined && endLine > line ? `-L${endLine}` : ''}` : '';
  return `${server}/${options.repository}/blob/${sha}/${encoded}${lines}`;
}

function referenceText(report: ReviewReport, options: RenderOptions, ref: { path: string; line?: number }): string {
  const label = `${codeSpan(ref.path)}${ref.line ? ` line ${ref.line}` : ''}`;
  const url = blobUrl(options, report.headSha, ref.path, ref.line);
  return url ? `[${label}](${url})` : label;
}

function reviewers(handles: readonly string[]): string {
  // Code spans: the names are shown, nobody is pinged by every update of the comment.
  return handles.length ? handles.map((h) => codeSpan(h)).join(', ') : '_none found in CODEOWNERS or git blame_';
}

function itemLine(item: ReportItem): string {
  const origin = item.check && item.check !== 'review' ? `${item.check}: ` : '';
  return `${location(item)} — ${escapeMessage(item.message)} _(${escapeMarkdown(origin + item.rule)})_`;
}

function tier2Block(report: ReviewReport, options: RenderOptions, item: Tier2Item): string {
  const lines: string[] = [];
  const title = item.principle ? `**${escapeMarkdown(item.principle)}**` : `**${escapeMarkdown(item.rule)}**`;
  lines.push(`${title}${item.reference ? ` — ${referenceText(report, options, item.reference)}` : ''}`);
  lines.push(`- Where: ${location(item)} _(${escapeMarkdown(item.check !== 'review' ? `${item.check}: ${item.rule}` : item.rule)})_`);
  lines.push(`- Concern: ${escapeMessage(item.message)}`);
  // A flag is a question for people who know the principle, not a verdict. A warning of another check,
  // or a flag that names no principle, has nothing to ask beyond its concern: no generic question.
  const question = !item.principle
    ? undefined
    : item.conflict === 'rfc'
      ? `does this change agree with ${escapeMarkdown(item.principle)} as it is being discussed?`
      : item.conflict === 'check'
        ? undefined
        : `is this intended, and does it keep “${escapeMarkdown(item.principle)}”?`;
  if (question) lines.push(`- Question for the reviewers: ${question}`);
  // Nobody to suggest is not a line to read.
  if (item.reviewers.length) lines.push(`- Suggested reviewers: ${reviewers(item.reviewers)}`);
  return lines.join('\n');
}

function capped<T>(items: readonly T[], max: number, render: (item: T) => string, what: string): string[] {
  const out = items.slice(0, max).map(render);
  if (items.length > max) out.push(`_…and ${items.length - max} more ${what}, listed in the job summary and annotations._`);
  return out;
}

/** The pull request comment body. Same report ⇒ same bytes: no clock, no randomness, stable order. */
export function renderReviewMarkdown(report: ReviewReport, options: RenderOptions = {}): string {
  const out: string[] = [];
  const short = (rev: string): string => (HEX_SHA.test(rev) ? rev.slice(0, 7) : rev);
  out.push('## OpenEnv alignment review', '');
  out.push(
    `Reviewed ${codeSpan(short(report.baseSha))}..${codeSpan(short(report.headSha))}${report.source === 'api' ? ' (from the pull request diff)' : ''}: ` +
      `${report.filesChanged} file${report.filesChanged === 1 ? '' : 's'} changed, +${report.linesAdded} −${report.linesRemoved} lines.`,
    '',
  );

  out.push('### Automated checks', '', '| Check | Result | Summary |', '| --- | --- | --- |');
  out.push(`| Lint (ruff) | ${report.automated.lint.status} | ${escapeMarkdown(report.automated.lint.summary)} |`);
  out.push(`| Debug code | ${report.automated.debug.status} | ${escapeMarkdown(report.automated.debug.summary)} |`, '');

  out.push('### Open RFCs context', '');
  if (report.openRfcs.length === 0) out.push('_No Draft or In Review RFC covers the changed areas._', '');
  else {
    out.push('| RFC | Status | Authors | Touched by |', '| --- | --- | --- | --- |');
    for (const rfc of report.openRfcs) {
      const label = `RFC ${escapeMarkdown(rfc.number)}: ${escapeMarkdown(rfc.title)}`;
      const url = blobUrl(options, report.headSha, rfc.path);
      const touched = rfc.touchedBy.slice(0, 5).map((p) => codeCell(p)).join(', ') + (rfc.touchedBy.length > 5 ? ` and ${rfc.touchedBy.length - 5} more` : '');
      out.push(`| ${url ? `[${label}](${url})` : label} | ${escapeMarkdown(rfc.status)} | ${reviewers(rfc.authors)} | ${touched} |`);
    }
    out.push('');
  }

  out.push('### Tier 1: fixes required', '');
  if (report.tier1.length === 0) out.push('_None._', '');
  else out.push(...capped(report.tier1, MAX_TIER1_ITEMS, (i) => `- ${itemLine(i)}`, 'issues'), '');

  out.push('### Tier 2: alignment discussion', '');
  if (report.tier2.length === 0) out.push('_None._', '');
  else {
    const groups: { title: string; items: Tier2Item[] }[] = [
      { title: 'Principle conflicts', items: report.tier2.filter((i) => i.conflict === 'principle') },
      { title: 'RFC conflicts', items: report.tier2.filter((i) => i.conflict === 'rfc') },
      { title: 'Bug risks and warnings from other checks', items: report.tier2.filter((i) => i.conflict === 'check') },
    ];
    let budget = MAX_TIER2_BLOCKS;
    for (const group of groups) {
      if (group.items.length === 0) continue;
      out.push(`#### ${group.title}`, '');
      const shown = Math.max(0, Math.min(budget, group.items.length));
      budget -= shown;
      for (const item of group.items.slice(0, shown)) out.push(tier2Block(report, options, item), '');
      if (group.items.length > shown) out.push(`_…and ${group.items.length - shown} more, listed in the job summary and annotations._`, '');
    }
  }

  if (report.notices.length > 0) {
    out.push('<details><summary>Context notes (not blocking)</summary>', '');
    out.push(...capped(report.notices, MAX_NOTICES, (i) => `- ${itemLine(i)}`, 'notes'), '', '</details>', '');
  }

  const verdict = verdictOf(report);
  const rfcConflicts = report.tier2.filter((i) => i.conflict === 'rfc').length;
  out.push('### Summary', '');
  out.push('| Tier 1 issues | Tier 2 flags | RFC conflicts | Context notes | Pre-existing (not blocking) |', '| --- | --- | --- | --- | --- |');
  out.push(`| ${report.tier1.length} | ${report.tier2.length} | ${rfcConflicts} | ${report.notices.length} | ${report.preExisting} |`, '');
  const why =
    verdict === 'request changes'
      ? 'fix the Tier 1 issues above; Tier 2 flags are questions for the suggested reviewers.'
      : verdict === 'comment'
        ? 'nothing mechanical to fix; the Tier 2 flags above are questions for the suggested reviewers.'
        : 'no Tier 1 issue and no Tier 2 flag on the changed lines.';
  out.push(`**Verdict: ${verdict}** — ${why}`);
  return out.join('\n') + '\n';
}
