import { countBySeverity, severityRank, type Finding } from '../../engine/finding.js';
import { codeSpan, escapeMarkdown, escapeMessage } from '../../report/escape.js';
import type { HubStats } from '../../hub/types.js';
import type { AuditDelta } from './delta.js';
import type { EnvironmentRecord } from './environment.js';

export interface AuditSummaryInput {
  environments: readonly EnvironmentRecord[];
  delta?: AuditDelta;
  incomplete: readonly string[];
  cancelled: boolean;
  skippedDatasets: number;
  cacheHits: number;
  durationMs: number;
  /** What was audited, for the heading (`Hub https://huggingface.co tag openenv`, `local envs/*`). */
  sources: readonly string[];
  stats?: HubStats;
  date: Date;
}

export interface RuleRate {
  rule: string;
  /** Environments with at least one finding of this rule. */
  environments: number;
  /** Share of audited (non-error) environments without it. */
  passRate: number;
}

const LIST_LIMIT = 50;
const WORST_LIMIT = 15;
const RULE_LIMIT = 30;

export function totals(environments: readonly EnvironmentRecord[]): { total: number; pass: number; fail: number; error: number } {
  const out = { total: environments.length, pass: 0, fail: 0, error: 0 };
  for (const e of environments) out[e.status]++;
  return out;
}

/** Per rule: how many environments it fires in, and the pass rate over the environments that were read. */
export function ruleRates(environments: readonly EnvironmentRecord[]): RuleRate[] {
  const audited = environments.filter((e) => e.status !== 'error').length;
  const counts = new Map<string, number>();
  for (const env of environments) {
    if (env.status === 'error') continue;
    for (const rule of new Set(env.findings.map((f) => f.rule))) counts.set(rule, (counts.get(rule) ?? 0) + 1);
  }
  return [...counts]
    .map(([rule, n]) => ({ rule, environments: n, passRate: audited ? 1 - n / audited : 1 }))
    .sort((a, b) => b.environments - a.environments || (a.rule < b.rule ? -1 : 1));
}

/** Failing environments, worst first: most errors, then most warnings. */
export function worstOffenders(environments: readonly EnvironmentRecord[], limit = WORST_LIMIT): EnvironmentRecord[] {
  const score = (e: EnvironmentRecord) => countBySeverity(e.findings);
  return environments
    .filter((e) => e.status === 'fail')
    .map((e) => ({ e, s: score(e) }))
    .sort((a, b) => b.s.error - a.s.error || b.s.warning - a.s.warning || (a.e.id < b.e.id ? -1 : 1))
    .slice(0, limit)
    .map(({ e }) => e);
}

function topFindings(findings: readonly Finding[], n: number): Finding[] {
  return [...findings].sort((a, b) => severityRank(b.severity) - severityRank(a.severity) || (a.rule < b.rule ? -1 : 1)).slice(0, n);
}

function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function idList(ids: readonly string[], limit = LIST_LIMIT): string {
  const shown = ids.slice(0, limit).map(codeSpan).join(', ');
  return ids.length > limit ? `${shown} and ${ids.length - limit} more` : shown;
}

/** The report's summary as data (`audit` in the JSON report): what the markdown shows, machine-readable. */
export function summaryData(input: AuditSummaryInput) {
  return {
    totals: totals(input.environments),
    rules: ruleRates(input.environments),
    worstOffenders: worstOffenders(input.environments).map((e) => ({
      id: e.id,
      ...countBySeverity(e.findings),
      top: topFindings(e.findings, 3).map((f) => ({ rule: f.rule, severity: f.severity, file: f.file, message: f.message })),
    })),
    ...(input.delta ? { delta: input.delta } : {}),
    cancelled: input.cancelled,
    incomplete: input.incomplete,
  };
}

/** The audit report in markdown: job summary, tracking issue body, and the CLI's markdown output. */
export function renderAuditMarkdown(input: AuditSummaryInput): string {
  const t = totals(input.environments);
  const lines: string[] = [];
  const rate = t.total - t.error > 0 ? t.pass / (t.total - t.error) : 1;
  lines.push(`**${t.total} environments** audited ${input.date.toISOString().slice(0, 10)}: ${t.pass} pass, ${t.fail} fail, ${t.error} could not be read. Pass rate ${percent(rate)} of those read.`);
  lines.push('');
  lines.push(`Sources: ${input.sources.map(escapeMarkdown).join('; ') || 'none'}.`);
  const stats = input.stats;
  lines.push(
    `Took ${(input.durationMs / 1000).toFixed(1)} s` +
      (stats ? `, ${stats.requests} Hub requests (${stats.retries} retries, ${stats.rateLimitedWaits} rate-limit waits, ${stats.notModified} not modified)` : '') +
      (input.cacheHits ? `, ${input.cacheHits} unchanged repositories taken from the cache` : '') +
      (input.skippedDatasets ? `, ${input.skippedDatasets} datasets without environment.yaml skipped` : '') +
      '.',
  );
  if (input.cancelled) lines.push('', '> [!WARNING]\n> The run was cancelled: this report covers only the environments audited before it stopped.');
  for (const message of input.incomplete) lines.push('', `> [!WARNING]\n> ${escapeMarkdown(message)}`);

  if (input.delta) {
    const d = input.delta;
    lines.push('', '### Since the previous audit', '', '| change | count | environments |', '| --- | ---: | --- |');
    const row = (label: string, ids: readonly string[]) => lines.push(`| ${label} | ${ids.length} | ${ids.length ? idList(ids, 20) : ''} |`);
    row('newly failing', d.newlyFailing);
    row('fixed', d.fixed);
    row('new', d.added);
    row('gone', d.gone);
    if (d.newlyUnreadable.length) row('newly unreadable', d.newlyUnreadable);
  }

  const rates = ruleRates(input.environments);
  if (rates.length) {
    lines.push('', '### Pass rate per rule', '', '| rule | environments with findings | pass rate |', '| --- | ---: | ---: |');
    for (const r of rates.slice(0, RULE_LIMIT)) lines.push(`| ${codeSpan(r.rule)} | ${r.environments} | ${percent(r.passRate)} |`);
    if (rates.length > RULE_LIMIT) lines.push(`| … ${rates.length - RULE_LIMIT} more rules | | |`);
  }

  const worst = worstOffenders(input.environments);
  if (worst.length) {
    lines.push('', '### Worst offenders', '', '| environment | errors | warnings | top findings |', '| --- | ---: | ---: | --- |');
    for (const env of worst) {
      const c = countBySeverity(env.findings);
      const top = topFindings(env.findings, 3)
        .map((f) => `${codeSpan(f.rule)} ${escapeMessage(truncate(f.message, 140))}`)
        .join('<br>');
      lines.push(`| ${codeSpan(env.id)} | ${c.error} | ${c.warning} | ${top} |`);
    }
  }

  const groups: [string, EnvironmentRecord[]][] = [
    ['Failing', input.environments.filter((e) => e.status === 'fail')],
    ['Could not be read', input.environments.filter((e) => e.status === 'error')],
    ['Passing', input.environments.filter((e) => e.status === 'pass')],
  ];
  lines.push('', '### Environments by health');
  for (const [title, list] of groups) {
    if (!list.length) continue;
    const ids = [...list].sort((a, b) => (a.id < b.id ? -1 : 1));
    lines.push('', `<details><summary>${title} (${list.length})</summary>`, '');
    for (const env of ids.slice(0, 200)) {
      const detail = env.status === 'error' ? ` — ${escapeMarkdown(truncate(env.reason ?? 'unknown', 160))}` : env.status === 'fail' ? ` — ${countBySeverity(env.findings).error} errors` : '';
      lines.push(`- ${codeSpan(env.id)}${detail}`);
    }
    if (ids.length > 200) lines.push(`- … and ${ids.length - 200} more (see the JSON report)`);
    lines.push('', '</details>');
  }
  return lines.join('\n');
}

/** Plain text for the terminal: the totals, the delta counts and the worst offenders. */
export function renderAuditText(input: AuditSummaryInput): string {
  const t = totals(input.environments);
  const out = [`${t.total} environments: ${t.pass} pass, ${t.fail} fail, ${t.error} error (${(input.durationMs / 1000).toFixed(1)} s${input.stats ? `, ${input.stats.requests} Hub requests` : ''})`];
  if (input.cancelled) out.push('cancelled: partial report');
  for (const message of input.incomplete) out.push(`warning: ${message}`);
  if (input.delta) {
    const d = input.delta;
    out.push(`since previous: ${d.newlyFailing.length} newly failing, ${d.fixed.length} fixed, ${d.added.length} new, ${d.gone.length} gone`);
    if (d.newlyFailing.length) out.push(`  newly failing: ${d.newlyFailing.slice(0, 20).join(', ')}${d.newlyFailing.length > 20 ? ', …' : ''}`);
  }
  const worst = worstOffenders(input.environments, 10);
  if (worst.length) out.push('worst offenders:');
  for (const env of worst) out.push(`  ${env.id}: ${countBySeverity(env.findings).error} errors (${topFindings(env.findings, 1)[0]?.rule ?? ''})`);
  return out.join('\n');
}

/** The tracking issue body: the markdown report, cut to stay under GitHub's 65,536-character limit. */
export function trackingIssueBody(markdown: string, limit = 60_000): string {
  if (markdown.length <= limit) return markdown;
  const cut = markdown.lastIndexOf('\n', limit);
  return `${markdown.slice(0, cut > 0 ? cut : limit)}\n\n… (report cut to fit an issue; the full report is in the workflow run's artifacts)\n`;
}

function truncate(text: string, n: number): string {
  return text.length > n ? `${text.slice(0, n - 1)}…` : text;
}
