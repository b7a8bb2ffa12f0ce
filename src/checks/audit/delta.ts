import type { Finding, Severity } from '../../engine/finding.js';
import type { EnvironmentRecord, EnvironmentStatus } from './environment.js';
import { clipCodePoints } from '../../engine/text.js';

/** One rule's state in one environment: its worst severity and the message of that finding. */
export interface RuleState {
  rule: string;
  severity: Severity;
  /** One line. */
  message: string;
}

/** What the delta needs of a previous record. */
export interface PreviousRecord {
  status: EnvironmentStatus;
  stage?: string;
  rules: Map<string, RuleState>;
}

/** What changed in one environment since the previous audit. */
export interface EnvironmentChange {
  id: string;
  /** Status moved (`pass`, `fail`, `error` in any direction). */
  status?: { from: EnvironmentStatus; to: EnvironmentStatus };
  /** Runtime stage moved (`RUNNING` → `BUILD_ERROR`, …). */
  stage?: { from: string; to: string };
  /** Rules with an error- or warning-severity finding now that had none, or only a milder one, before. */
  newRules: RuleState[];
  /** Rules that fired before and no longer do (not counted while the environment is unreadable). */
  fixedRules: RuleState[];
  added?: true;
  removed?: true;
}

/** What changed since the previous audit, by environment id (lists) and per environment and rule (`changes`). */
export interface AuditDelta {
  /** Passed before, fail now. (Unreadable before: the status was unknown, so neither this nor `fixed`.) */
  newlyFailing: string[];
  /** Failed before, pass now. */
  fixed: string[];
  /** Not in the previous audit. */
  added: string[];
  /** In the previous audit, not listed now. */
  gone: string[];
  /** Read before, unreadable now (`error`): not a verdict on the environment. */
  newlyUnreadable: string[];
  /** Every environment with a change, sorted by id: status, stage, new and fixed rules, added, removed. */
  changes: EnvironmentChange[];
}

const RANK: Record<Severity, number> = { notice: 0, warning: 1, error: 2 };

/** Per rule, the worst finding of a list (its severity and first line of its message). */
export function ruleStates(findings: readonly Pick<Finding, 'rule' | 'severity' | 'message'>[]): Map<string, RuleState> {
  const out = new Map<string, RuleState>();
  for (const f of findings) {
    const seen = out.get(f.rule);
    if (!seen || RANK[f.severity] > RANK[seen.severity]) out.set(f.rule, { rule: f.rule, severity: f.severity, message: oneLine(f.message) });
  }
  return out;
}

/**
 * The `environments` records of a previous JSON report, with their rules. Accepts the report as the
 * action writes it (top-level `environments`, with findings as objects or as indices into the top-level
 * `findings`) and, for reports nested by check, `data.environments` or `checks[].data.environments`.
 * Undefined when the JSON has none.
 */
export function previousRecords(report: unknown): Map<string, PreviousRecord> | undefined {
  const candidates: unknown[] = [];
  let topFindings: unknown[] = [];
  if (report && typeof report === 'object') {
    const r = report as Record<string, unknown>;
    if (Array.isArray(r.findings)) topFindings = r.findings;
    candidates.push(r.environments, (r.data as Record<string, unknown> | undefined)?.environments);
    if (Array.isArray(r.checks)) for (const c of r.checks) candidates.push((c as { data?: { environments?: unknown } })?.data?.environments);
  }
  const list = candidates.find(Array.isArray) as unknown[] | undefined;
  if (!list) return undefined;
  const out = new Map<string, PreviousRecord>();
  for (const item of list) {
    const rec = item as { id?: unknown; status?: unknown; stage?: unknown; findings?: unknown };
    if (typeof rec?.id !== 'string' || !(rec.status === 'pass' || rec.status === 'fail' || rec.status === 'error')) continue;
    const findings: Pick<Finding, 'rule' | 'severity' | 'message'>[] = [];
    for (const f of Array.isArray(rec.findings) ? rec.findings : []) {
      const finding = (typeof f === 'number' ? topFindings[f] : f) as Partial<Finding> | undefined;
      if (finding && typeof finding.rule === 'string' && (finding.severity === 'error' || finding.severity === 'warning' || finding.severity === 'notice')) {
        findings.push({ rule: finding.rule, severity: finding.severity, message: typeof finding.message === 'string' ? finding.message : '' });
      }
    }
    out.set(rec.id, { status: rec.status, ...(typeof rec.stage === 'string' ? { stage: rec.stage } : {}), rules: ruleStates(findings) });
  }
  return out;
}

/** Statuses only (kept for callers that need no more). */
export function previousStatuses(report: unknown): Map<string, EnvironmentStatus> | undefined {
  const records = previousRecords(report);
  return records && new Map([...records].map(([id, r]) => [id, r.status]));
}

export function computeDelta(previous: ReadonlyMap<string, PreviousRecord | EnvironmentStatus>, current: readonly EnvironmentRecord[]): AuditDelta {
  const delta: AuditDelta = { newlyFailing: [], fixed: [], added: [], gone: [], newlyUnreadable: [], changes: [] };
  const now = new Set<string>();
  for (const record of current) {
    now.add(record.id);
    const raw = previous.get(record.id);
    const rules = ruleStates(record.findings);
    if (raw === undefined) {
      delta.added.push(record.id);
      delta.changes.push({ id: record.id, added: true, newRules: [...rules.values()].filter((r) => r.severity !== 'notice').sort(byRule), fixedRules: [] });
      continue;
    }
    const before: PreviousRecord = typeof raw === 'string' ? { status: raw, rules: new Map() } : raw;
    if (record.status === 'fail' && before.status === 'pass') delta.newlyFailing.push(record.id);
    else if (record.status === 'pass' && before.status === 'fail') delta.fixed.push(record.id);
    else if (record.status === 'error' && before.status !== 'error') delta.newlyUnreadable.push(record.id);

    const change: EnvironmentChange = { id: record.id, newRules: [], fixedRules: [] };
    if (record.status !== before.status) change.status = { from: before.status, to: record.status };
    if (record.stage && before.stage && record.stage !== before.stage) change.stage = { from: before.stage, to: record.stage };
    // Rules are compared only between two readings: an unreadable run says nothing about the rules.
    if (typeof raw !== 'string' && record.status !== 'error' && before.status !== 'error') {
      for (const state of rules.values()) {
        const old = before.rules.get(state.rule);
        if (state.severity !== 'notice' && (!old || RANK[state.severity] > RANK[old.severity])) change.newRules.push(state);
      }
      for (const old of before.rules.values()) if (old.severity !== 'notice' && !rules.has(old.rule)) change.fixedRules.push(old);
    }
    change.newRules.sort(byRule);
    change.fixedRules.sort(byRule);
    if (change.status || change.stage || change.newRules.length || change.fixedRules.length) delta.changes.push(change);
  }
  for (const id of previous.keys()) {
    if (now.has(id)) continue;
    delta.gone.push(id);
    delta.changes.push({ id, removed: true, newRules: [], fixedRules: [] });
  }
  for (const list of [delta.newlyFailing, delta.fixed, delta.added, delta.gone, delta.newlyUnreadable]) list.sort();
  delta.changes.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return delta;
}

function byRule(a: RuleState, b: RuleState): number {
  return RANK[b.severity] - RANK[a.severity] || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}

/** The first line of a message, at most 200 characters. */
export function oneLine(message: string): string {
  const line = message.split('\n', 1)[0]!.trim();
  return clipCodePoints(line, 200);
}

/**
 * The previous report's environments as records (findings resolved from indices), to show the last good
 * report when a run listed nothing, and to merge shard reports.
 */
export function previousEnvironments(report: unknown): EnvironmentRecord[] {
  if (!report || typeof report !== 'object') return [];
  const r = report as Record<string, unknown>;
  const top = Array.isArray(r.findings) ? (r.findings as unknown[]) : [];
  const list = Array.isArray(r.environments) ? (r.environments as unknown[]) : [];
  const out: EnvironmentRecord[] = [];
  for (const item of list) {
    const rec = item as Partial<EnvironmentRecord> & { findings?: unknown };
    if (typeof rec?.id !== 'string' || !(rec.status === 'pass' || rec.status === 'fail' || rec.status === 'error')) continue;
    const findings = (Array.isArray(rec.findings) ? rec.findings : [])
      .map((f) => (typeof f === 'number' ? top[f] : f) as Finding | undefined)
      .filter((f): f is Finding => !!f && typeof f.rule === 'string');
    out.push({ ...(rec as EnvironmentRecord), findings });
  }
  return out;
}
