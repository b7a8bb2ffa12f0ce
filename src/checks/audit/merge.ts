import { readFile } from 'node:fs/promises';
import { compareFindings, severityRank, type Finding } from '../../engine/finding.js';
import type { RunResult } from '../../engine/run.js';
import { computeDelta, previousEnvironments, previousRecords } from './delta.js';
import type { EnvironmentRecord } from './environment.js';
import { publicRecord, TRACKING_ISSUE } from './index.js';
import { renderAuditMarkdown, renderAuditText, summaryData, trackingIssueBody, type AuditSummaryInput } from './report.js';

/**
 * `openenv-ci audit merge report-*.json`: the JSON reports of shard runners (`shard: i/n`) combined into
 * one run result, as one runner auditing the whole listing would have written it: every environment
 * once (sorted by id), every finding once, the summary recomputed, the delta against `previous`, and one
 * tracking-issue body.
 */
export async function mergeAuditReports(paths: readonly string[], options: { previous?: string; now: Date; hubUrl?: string }): Promise<RunResult> {
  const byId = new Map<string, EnvironmentRecord>();
  const runFindings = new Map<string, Finding>();
  const incomplete: string[] = [];
  let cancelled = false;
  for (const path of paths) {
    const report = JSON.parse(await readFile(path, 'utf8')) as { findings?: Finding[]; audit?: { incomplete?: string[]; cancelled?: boolean } };
    const environments = previousEnvironments(report);
    for (const env of environments) byId.set(env.id, { ...env, findings: env.findings.map(stripJsonFields) });
    // Findings of the run itself (no environment): listing-incomplete, partial. Each once.
    const owned = new Set(environments.flatMap((e) => e.findings.map((f) => f.fingerprint)));
    for (const f of report.findings ?? []) if (!owned.has(f.fingerprint)) runFindings.set(`${f.rule}\0${f.fingerprint}`, stripJsonFields(f));
    incomplete.push(...(report.audit?.incomplete ?? []));
    cancelled ||= report.audit?.cancelled ?? false;
  }
  const environments = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let delta;
  if (options.previous) {
    const records = previousRecords(JSON.parse(await readFile(options.previous, 'utf8')));
    if (records) delta = computeDelta(records, environments);
  }
  const summary: AuditSummaryInput = {
    environments,
    ...(delta ? { delta } : {}),
    incomplete: [...new Set(incomplete)],
    cancelled,
    skippedDatasets: 0,
    cacheHits: 0,
    durationMs: 0,
    sources: [`${paths.length} shard reports`],
    date: options.now,
    ...(options.hubUrl ? { hubUrl: options.hubUrl } : {}),
    notAudited: environments.filter((e) => e.status === 'error').map((e) => e.id),
  };
  const markdown = renderAuditMarkdown(summary);
  const findings = [...environments.flatMap((e) => e.findings), ...runFindings.values()].sort(
    (a, b) => severityRank(b.severity) - severityRank(a.severity) || compareFindings(a, b),
  );
  return {
    outcomes: [{ check: 'audit', title: 'Audit', findings, sections: [{ title: 'Audit', markdown, text: renderAuditText(summary) }], durationMs: 0, listFindings: false }],
    findings,
    suppressions: [],
    baselined: 0,
    data: { environments: environments.map(publicRecord), audit: summaryData(summary) },
    trackingIssue: { ...TRACKING_ISSUE, body: trackingIssueBody(`## ${TRACKING_ISSUE.title}\n\n${markdown}`) },
    internalErrors: [],
    jsonFindingIndex: ['environments'],
  };
}

/** A finding as read back from a JSON report: the fields the finding model has, `help` and `check` kept. */
function stripJsonFields(f: Finding): Finding {
  return { ...f };
}
