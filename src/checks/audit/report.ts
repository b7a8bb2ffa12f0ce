import { countBySeverity, severityRank, type Finding, type Severity } from '../../engine/finding.js';
import { codeCell, codeSpan, escapeHtmlText, escapeMarkdown, escapeMessage } from '../../report/escape.js';
import { plural } from '../../report/text.js';
import { encodeRepoId } from '../../hub/client.js';
import type { HubStats } from '../../hub/types.js';
import type { AuditDelta, EnvironmentChange, RuleState } from './delta.js';
import type { EnvironmentRecord } from './environment.js';
import type { SpaceProbeStatus } from './space-probe.js';
import { clipCodePoints } from '../../engine/text.js';

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
  /** Hub base URL: Space and dataset ids link to their pages. */
  hubUrl?: string;
  /** Repositories listed but not audited (budget, errors, cancellation): named, and the run is partial. */
  notAudited?: readonly string[];
  /** Set when the run listed nothing it could trust: the report is the last good run's, and stale. */
  stale?: { reason: string; lastGoodRun?: string };
  /** Private repositories audited but not shown, and left out of the listing. */
  privateHidden?: number;
  skippedPrivate?: number;
  /** Rules the audit did not run on Hub repositories (their files were not downloaded; see read-python-sources, read-lockfile). */
  rulesNotRun?: readonly string[];
  shard?: { index: number; count: number };
  rechecked?: number;
}

export interface RuleRate {
  rule: string;
  /** Worst severity the rule reported with. */
  severity: Severity;
  /** Environments with at least one finding of this rule. */
  environments: number;
  /** Share of audited (non-error) environments without it. */
  passRate: number;
}

const WORST_LIMIT = 15;
const RULE_LIMIT = 40;
const CHANGE_LIMIT = 60;
/** Spaces whose findings are listed in full (newly failing, then the worst offenders). */
const DETAIL_LIMIT = 25;
const FINDINGS_PER_ENV = 8;

export function totals(environments: readonly EnvironmentRecord[]): { total: number; pass: number; fail: number; error: number } {
  const out = { total: environments.length, pass: 0, fail: 0, error: 0 };
  for (const e of environments) out[e.status]++;
  return out;
}

/** Per rule: how many environments it fires in, its severity, and the pass rate over the environments that were read. */
export function ruleRates(environments: readonly EnvironmentRecord[]): RuleRate[] {
  const audited = environments.filter((e) => e.status !== 'error').length;
  const counts = new Map<string, { n: number; severity: Severity }>();
  for (const env of environments) {
    if (env.status === 'error') continue;
    const worst = new Map<string, Severity>();
    for (const f of env.findings) if (!worst.has(f.rule) || severityRank(f.severity) > severityRank(worst.get(f.rule)!)) worst.set(f.rule, f.severity);
    for (const [rule, severity] of worst) {
      const c = counts.get(rule) ?? { n: 0, severity };
      c.n++;
      if (severityRank(severity) > severityRank(c.severity)) c.severity = severity;
      counts.set(rule, c);
    }
  }
  return [...counts]
    .map(([rule, c]) => ({ rule, severity: c.severity, environments: c.n, passRate: audited ? 1 - c.n / audited : 1 }))
    .sort((a, b) => severityRank(b.severity) - severityRank(a.severity) || b.environments - a.environments || (a.rule < b.rule ? -1 : 1));
}

/**
 * How much a failing environment matters: its errors (then warnings), weighted by how many people use
 * it (likes, and downloads for datasets), on a log scale so one famous Space does not drown the rest.
 */
export function impact(env: EnvironmentRecord): number {
  const c = countBySeverity(env.findings);
  const reach = (env.likes ?? 0) + (env.downloads ?? 0) / 100;
  return (c.error * 10 + c.warning) * (1 + Math.log2(1 + reach));
}

/** Failing environments, worst first: impact (findings weighted by likes/downloads), then errors, then id. */
export function worstOffenders(environments: readonly EnvironmentRecord[], limit = WORST_LIMIT): EnvironmentRecord[] {
  return environments
    .filter((e) => e.status === 'fail')
    .map((e) => ({ e, s: impact(e), c: countBySeverity(e.findings) }))
    .sort((a, b) => b.s - a.s || b.c.error - a.c.error || b.c.warning - a.c.warning || (a.e.id < b.e.id ? -1 : 1))
    .slice(0, limit)
    .map(({ e }) => e);
}

function topFindings(findings: readonly Finding[], n: number): Finding[] {
  return [...findings].sort((a, b) => severityRank(b.severity) - severityRank(a.severity) || (a.rule < b.rule ? -1 : 1)).slice(0, n);
}

function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

/** The Hub page of a Space or dataset (a link), or the id as code for a local folder. */
export function envLink(env: Pick<EnvironmentRecord, 'id' | 'source'>, hubUrl: string | undefined, cell = false): string {
  const text = cell ? codeCell(env.id) : codeSpan(env.id);
  if (!hubUrl || env.source === 'local') return text;
  const base = hubUrl.replace(/\/+$/, '');
  return `[${text}](${base}/${env.source === 'dataset' ? 'datasets' : 'spaces'}/${encodeRepoId(env.id)})`;
}

/** The report's summary as data (`audit` in the JSON report): what the markdown shows, machine-readable. */
export function summaryData(input: AuditSummaryInput) {
  return {
    date: input.date.toISOString(),
    totals: { ...totals(input.environments), notAudited: input.notAudited?.length ?? 0 },
    rules: ruleRates(input.environments),
    worstOffenders: worstOffenders(input.environments).map((e) => ({
      id: e.id,
      ...countBySeverity(e.findings),
      ...(e.likes !== undefined ? { likes: e.likes } : {}),
      ...(e.downloads !== undefined ? { downloads: e.downloads } : {}),
      top: topFindings(e.findings, 3).map((f) => ({ rule: f.rule, severity: f.severity, file: f.file, message: f.message })),
    })),
    ...(input.delta ? { delta: input.delta } : {}),
    cancelled: input.cancelled,
    incomplete: input.incomplete,
    notAudited: input.notAudited ?? [],
    ...(input.stale ? { stale: input.stale } : {}),
    ...(input.rulesNotRun?.length ? { rulesNotRun: input.rulesNotRun } : {}),
    ...(input.shard ? { shard: input.shard } : {}),
    ...(input.skippedPrivate ? { skippedPrivate: input.skippedPrivate } : {}),
    ...(input.privateHidden ? { privateHidden: input.privateHidden } : {}),
    ...(input.stats ? { hub: { ...input.stats } } : {}),
    ...(probeCounts(input.environments) ? { probe: probeCounts(input.environments) } : {}),
  };
}

/** Runtime probe outcomes (`probe-spaces`), or undefined when no environment was probed. */
export function probeCounts(environments: readonly EnvironmentRecord[]): Record<SpaceProbeStatus, number> | undefined {
  const out: Record<SpaceProbeStatus, number> = { healthy: 0, failing: 0, sleeping: 0, 'not-running': 0 };
  let any = false;
  for (const e of environments) {
    if (!e.probe) continue;
    out[e.probe]++;
    any = true;
  }
  return any ? out : undefined;
}

function probeLine(environments: readonly EnvironmentRecord[]): string | undefined {
  const c = probeCounts(environments);
  return c && `Runtime probe of Spaces: ${c.healthy} healthy, ${c.failing} failing (health, schema or reset), ${c.sleeping} sleeping (not woken), ${c['not-running']} not running.`;
}

function ruleText(r: RuleState): string {
  return `${codeSpan(r.rule)} (${r.severity}): ${escapeMessage(truncate(r.message, 160))}`;
}

/** One line per changed environment: status, stage, each new and fixed rule with its message. */
function changeLine(change: EnvironmentChange, byId: ReadonlyMap<string, EnvironmentRecord>, hubUrl: string | undefined): string {
  const env = byId.get(change.id) ?? { id: change.id, source: 'space' as const };
  const parts: string[] = [];
  if (change.added) parts.push('new');
  if (change.removed) parts.push('gone');
  if (change.status) parts.push(`${change.status.from} → ${change.status.to}`);
  if (change.stage) parts.push(`stage ${escapeMarkdown(change.stage.from)} → ${escapeMarkdown(change.stage.to)}`);
  const lines = [`- ${envLink(env, hubUrl)}: ${parts.join(', ') || 'rules changed'}`];
  for (const r of change.newRules.slice(0, 5)) lines.push(`  - new ${ruleText(r)}`);
  if (change.newRules.length > 5) lines.push(`  - … ${change.newRules.length - 5} more new rules`);
  for (const r of change.fixedRules.slice(0, 5)) lines.push(`  - fixed ${ruleText(r)}`);
  if (change.fixedRules.length > 5) lines.push(`  - … ${change.fixedRules.length - 5} more fixed rules`);
  return lines.join('\n');
}

/** Changes worth reading first: new errors and newly failing, then status moves, stage moves, fixes, the rest. */
function changeRank(c: EnvironmentChange): number {
  if (c.newRules.some((r) => r.severity === 'error') || c.status?.to === 'fail') return 0;
  if (c.status || c.stage) return 1;
  if (c.fixedRules.length) return 2;
  return 3;
}

/**
 * The audit report in markdown: job summary, tracking issue body, and the CLI's markdown output. The
 * summary comes first (totals, delta, pass rate per rule, worst offenders); findings are listed per
 * environment only for the newly failing and the worst offenders; the rest is counts. Its size does not
 * grow with the findings: a few hundred KB at most at 4,000 Spaces.
 */
export function renderAuditMarkdown(input: AuditSummaryInput): string {
  const t = totals(input.environments);
  const lines: string[] = [];
  const rate = t.total - t.error > 0 ? t.pass / (t.total - t.error) : 1;
  if (input.stale) {
    lines.push(
      `> [!CAUTION]\n> **This audit is stale${input.stale.lastGoodRun && /^\d{4}-\d{2}-\d{2}$/.test(input.stale.lastGoodRun) ? ` since the last good run on ${input.stale.lastGoodRun}` : ''}.** ` +
        `Tonight's run (${input.date.toISOString().slice(0, 10)}) did not list the Hub: ${escapeMarkdown(input.stale.reason)}. The report below is the last good one.`,
      '',
    );
  }
  lines.push(`**${t.total} environments** audited ${input.date.toISOString().slice(0, 10)}: ${t.pass} pass, ${t.fail} fail, ${t.error} could not be read. Pass rate ${percent(rate)} of those read.`);
  if (input.notAudited?.length) {
    lines.push('', `> [!WARNING]\n> **Partial audit: ${input.notAudited.length} of ${t.total} listed repositories were not audited** (see "Could not be read" below and the JSON report); they count as neither pass nor fail.`);
  }
  lines.push('');
  lines.push(`Sources: ${input.sources.map(escapeMarkdown).join('; ') || 'none'}${input.shard ? ` (shard ${input.shard.index}/${input.shard.count})` : ''}.`);
  const stats = input.stats;
  lines.push(
    `Took ${(input.durationMs / 1000).toFixed(1)} s` +
      (stats ? `, ${stats.requests} Hub requests (${stats.api} API, ${stats.resolvers} file resolves; ${stats.retries} retries, ${stats.rateLimitedWaits} rate-limit waits, ${stats.notModified} not modified)` : '') +
      (input.cacheHits ? `, ${input.cacheHits} unchanged repositories taken from the cache` : '') +
      (input.rechecked ? `, ${input.rechecked} checked again from cached files (new tool or rule version)` : '') +
      (input.skippedDatasets ? `, ${input.skippedDatasets} datasets without environment.yaml skipped` : '') +
      (input.skippedPrivate ? `, ${input.skippedPrivate} private repositories left out (include-private)` : '') +
      (input.privateHidden ? `, ${input.privateHidden} private repositories audited but not shown (publish-private)` : '') +
      '.',
  );
  if (input.rulesNotRun?.length) lines.push('', `Not run on Hub repositories (their files were not downloaded): ${input.rulesNotRun.map(codeSpan).join(', ')}.`);
  const probed = probeLine(input.environments);
  if (probed) lines.push('', probed);
  if (input.cancelled) lines.push('', '> [!WARNING]\n> The run was cancelled: this report covers only the environments audited before it stopped.');
  for (const message of input.incomplete) lines.push('', `> [!WARNING]\n> ${escapeMarkdown(message)}`);

  const byId = new Map(input.environments.map((e) => [e.id, e]));
  if (input.delta) {
    const d = input.delta;
    const count = (f: (c: EnvironmentChange) => boolean) => d.changes.filter(f).length;
    lines.push('', '### Since the previous audit', '', '| change | environments |', '| --- | ---: |');
    const rows: [string, number][] = [
      ['newly failing (pass → fail)', d.newlyFailing.length],
      ['fixed (fail → pass)', d.fixed.length],
      ['other status changes (error ↔ pass/fail)', count((c) => !!c.status && !c.added && !d.newlyFailing.includes(c.id) && !d.fixed.includes(c.id))],
      ['gained an error rule', count((c) => !c.added && c.newRules.some((r) => r.severity === 'error'))],
      ['lost a rule (fixed rules)', count((c) => c.fixedRules.length > 0)],
      ['runtime stage changed', count((c) => !!c.stage)],
      ['new', d.added.length],
      ['gone', d.gone.length],
    ];
    for (const [label, n] of rows) lines.push(`| ${label} | ${n} |`);
    const shown = [...d.changes].filter((c) => !c.added || c.newRules.some((r) => r.severity === 'error')).sort((a, b) => changeRank(a) - changeRank(b) || (a.id < b.id ? -1 : 1));
    if (shown.length) {
      lines.push('', `<details open><summary>Changes per environment (${shown.length}${shown.length > CHANGE_LIMIT ? `, first ${CHANGE_LIMIT}` : ''})</summary>`, '');
      for (const change of shown.slice(0, CHANGE_LIMIT)) lines.push(changeLine(change, byId, input.hubUrl));
      if (shown.length > CHANGE_LIMIT) lines.push(`- … ${shown.length - CHANGE_LIMIT} more in the JSON report (\`audit.delta.changes\`)`);
      lines.push('', '</details>');
    }
  }

  const rates = ruleRates(input.environments);
  if (rates.length) {
    lines.push('', '### Pass rate per rule', '', '| rule | severity | environments with findings | pass rate |', '| --- | --- | ---: | ---: |');
    for (const r of rates.slice(0, RULE_LIMIT)) lines.push(`| ${codeCell(r.rule)} | ${r.severity} | ${r.environments} | ${percent(r.passRate)} |`);
    if (rates.length > RULE_LIMIT) lines.push(`| … ${rates.length - RULE_LIMIT} more rules | | | |`);
  }

  const worst = worstOffenders(input.environments);
  if (worst.length) {
    lines.push('', '### Worst offenders (weighted by likes and downloads)', '', '| environment | likes | errors | warnings | top findings |', '| --- | ---: | ---: | ---: | --- |');
    for (const env of worst) {
      const c = countBySeverity(env.findings);
      const top = topFindings(env.findings, 3)
        .map((f) => `${codeCell(f.rule)} ${escapeMessage(truncate(f.message, 140))}`)
        .join('<br>');
      lines.push(`| ${envLink(env, input.hubUrl, true)} | ${env.likes ?? ''} | ${c.error} | ${c.warning} | ${top} |`);
    }
  }

  // Findings in full only where someone will act on them: the newly failing, then the worst offenders.
  const newlyFailing = new Set(input.delta?.newlyFailing ?? []);
  const detailed = [...input.environments.filter((e) => newlyFailing.has(e.id)), ...worst.filter((e) => !newlyFailing.has(e.id))].slice(0, DETAIL_LIMIT);
  if (detailed.length) {
    lines.push('', `### Findings of the ${newlyFailing.size ? 'newly failing and the ' : ''}worst offenders`);
    for (const env of detailed) {
      const findings = topFindings(env.findings.filter((f) => f.severity !== 'notice'), FINDINGS_PER_ENV);
      lines.push('', `<details><summary>${escapeHtmlText(env.id)}${newlyFailing.has(env.id) ? ' (newly failing)' : ''}: ${plural(countBySeverity(env.findings).error, 'error')}</summary>`, '', envLink(env, input.hubUrl), '');
      for (const f of findings) lines.push(`- ${f.severity} ${codeSpan(f.rule)} ${codeSpan(f.file)}${f.line ? `:${f.line}` : ''}: ${escapeMessage(truncate(f.message, 300))}`);
      if (env.findings.length > findings.length) lines.push(`- … ${env.findings.length - findings.length} more (notices included) in the JSON report`);
      lines.push('', '</details>');
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
      const detail = env.status === 'error' ? ` — ${escapeMarkdown(truncate(env.reason ?? 'unknown', 160))}` : env.status === 'fail' ? ` — ${plural(countBySeverity(env.findings).error, 'error')}` : '';
      lines.push(`- ${envLink(env, input.hubUrl)}${detail}`);
    }
    if (ids.length > 200) lines.push(`- … and ${ids.length - 200} more (see the JSON report)`);
    lines.push('', '</details>');
  }
  return lines.join('\n');
}

/** Plain text for the terminal: the summary first (totals, delta, rules, worst offenders), bounded in size. */
export function renderAuditText(input: AuditSummaryInput): string {
  const t = totals(input.environments);
  const out: string[] = [];
  if (input.stale) out.push(`STALE: this run did not list the Hub (${input.stale.reason}); last good run ${input.stale.lastGoodRun ?? 'unknown'}`);
  out.push(`${t.total} environments: ${t.pass} pass, ${t.fail} fail, ${t.error} error (${(input.durationMs / 1000).toFixed(1)} s${input.stats ? `, ${input.stats.requests} Hub requests` : ''})`);
  if (input.notAudited?.length) out.push(`partial: ${input.notAudited.length} listed repositories were not audited`);
  if (input.cancelled) out.push('cancelled: partial report');
  for (const message of input.incomplete) out.push(`warning: ${message}`);
  if (input.rulesNotRun?.length) out.push(`not run on Hub repositories: ${input.rulesNotRun.join(', ')}`);
  const probed = probeLine(input.environments);
  if (probed) out.push(probed);
  if (input.delta) {
    const d = input.delta;
    out.push(`since previous: ${d.newlyFailing.length} newly failing, ${d.fixed.length} fixed, ${d.added.length} new, ${d.gone.length} gone, ${d.changes.length} changed in all`);
    for (const change of [...d.changes].filter((c) => !c.added).sort((a, b) => changeRank(a) - changeRank(b) || (a.id < b.id ? -1 : 1)).slice(0, 30)) {
      const parts = [change.removed ? 'gone' : '', change.status ? `${change.status.from} -> ${change.status.to}` : '', change.stage ? `stage ${change.stage.from} -> ${change.stage.to}` : ''].filter(Boolean);
      out.push(`  ${change.id}: ${parts.join(', ') || 'rules changed'}`);
      for (const r of change.newRules.slice(0, 3)) out.push(`    new ${r.rule} (${r.severity}): ${truncate(r.message, 160)}`);
      for (const r of change.fixedRules.slice(0, 3)) out.push(`    fixed ${r.rule}: ${truncate(r.message, 160)}`);
    }
  }
  const rates = ruleRates(input.environments).slice(0, 20);
  if (rates.length) out.push('rules (environments with findings, pass rate):');
  for (const r of rates) out.push(`  ${r.rule} [${r.severity}]: ${r.environments}, ${percent(r.passRate)}`);
  const worst = worstOffenders(input.environments, 10);
  if (worst.length) out.push('worst offenders:');
  for (const env of worst) {
    out.push(`  ${env.id}: ${plural(countBySeverity(env.findings).error, 'error')}${env.likes ? `, ${env.likes} likes` : ''}`);
    for (const f of topFindings(env.findings, 3)) out.push(`    ${f.severity} ${f.rule}: ${truncate(f.message, 160)}`);
  }
  return out.join('\n');
}

/** The tracking issue body: the markdown report, cut to stay under GitHub's 65,536-character limit. */
export function trackingIssueBody(markdown: string, limit = 60_000): string {
  if (markdown.length <= limit) return markdown;
  const cut = markdown.lastIndexOf('\n', limit);
  return `${markdown.slice(0, cut > 0 ? cut : limit)}\n\n… (report cut to fit an issue; the full report is in the workflow run's artifacts)\n`;
}

function truncate(text: string, n: number): string {
  return clipCodePoints(text, n);
}
