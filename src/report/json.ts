import { countBySeverity, type Finding } from '../engine/finding.js';
import type { RunResult } from '../engine/run.js';
import { ruleHelpUrl } from '../engine/registry.js';

/** Public JSON report: `{"version":1,"findings":[…],"summary":{…}}` plus check data (`environments`, …). */
export interface JsonReport {
  version: 1;
  findings: JsonFinding[];
  summary: { error: number; warning: number; notice: number };
  [extra: string]: unknown;
}

/** A finding as the JSON report writes it: the finding model itself, with `help` always filled in. */
export type JsonFinding = Finding;

export function toJsonFinding(f: Finding): JsonFinding {
  return {
    rule: f.rule,
    severity: f.severity,
    file: f.file,
    ...(f.line !== undefined ? { line: f.line } : {}),
    ...(f.column !== undefined ? { column: f.column } : {}),
    ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
    ...(f.endColumn !== undefined ? { endColumn: f.endColumn } : {}),
    message: f.message,
    fingerprint: f.fingerprint,
    help: f.help ?? ruleHelpUrl(f.rule),
    ...(f.check ? { check: f.check } : {}),
    // Pull-request mode only (docs/scope.md): `pre-existing` findings are listed but never failed the run.
    ...(f.scope ? { scope: f.scope } : {}),
  };
}

export function renderJson(result: RunResult): string {
  const report: JsonReport = {
    version: 1,
    // New findings first, then the pre-existing ones (pull-request mode); `summary` counts the new ones.
    findings: [...result.findings, ...(result.preExisting ?? [])].map(toJsonFinding),
    summary: countBySeverity(result.findings),
    ...result.data,
    ...(result.scope && result.scope !== 'all' ? { pullRequestScope: { scope: result.scope, preExisting: preExistingByCheck(result) } } : {}),
    ...indexedFindings(result),
    suppressions: result.suppressions.map(({ file, line, scope, rules, reason, used }) => ({ file, line, scope, rules, reason, used })),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** Pre-existing findings per check (pull-request mode), for the one count line each report shows. */
export function preExistingByCheck(result: RunResult): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of result.outcomes) if (outcome.preExisting?.length) counts[outcome.check] = outcome.preExisting.length;
  return counts;
}

/**
 * Data records whose findings are written as indices into the top-level `findings` (each finding once):
 * a finding the config, a suppression or the baseline removed has no index and is left out.
 */
function indexedFindings(result: RunResult): Record<string, unknown> {
  if (!result.jsonFindingIndex?.length) return {};
  const key = (f: Finding) => `${f.rule}\0${f.file}\0${f.fingerprint}`;
  const index = new Map<string, number>();
  result.findings.forEach((f, i) => index.set(key(f), i));
  const out: Record<string, unknown> = {};
  for (const name of result.jsonFindingIndex) {
    const records = result.data[name];
    if (!Array.isArray(records)) continue;
    out[name] = records.map((record: { findings?: Finding[] }) =>
      Array.isArray(record?.findings) ? { ...record, findings: record.findings.map((f) => index.get(key(f))).filter((i) => i !== undefined) } : record,
    );
  }
  return out;
}
