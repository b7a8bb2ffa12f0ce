import type { EnvironmentRecord, EnvironmentStatus } from './environment.js';

/** What changed since the previous audit, by environment id. */
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
}

/**
 * The `environments` records of a previous JSON report. Accepts the report as the action writes it
 * (top-level `environments`) and, for reports nested by check, `data.environments` or
 * `checks[].data.environments`. Returns undefined when the JSON has none.
 */
export function previousStatuses(report: unknown): Map<string, EnvironmentStatus> | undefined {
  const candidates: unknown[] = [];
  if (report && typeof report === 'object') {
    const r = report as Record<string, unknown>;
    candidates.push(r.environments, (r.data as Record<string, unknown> | undefined)?.environments);
    if (Array.isArray(r.checks)) for (const c of r.checks) candidates.push((c as { data?: { environments?: unknown } })?.data?.environments);
  }
  const list = candidates.find(Array.isArray) as unknown[] | undefined;
  if (!list) return undefined;
  const out = new Map<string, EnvironmentStatus>();
  for (const item of list) {
    const rec = item as { id?: unknown; status?: unknown };
    if (typeof rec?.id === 'string' && (rec.status === 'pass' || rec.status === 'fail' || rec.status === 'error')) out.set(rec.id, rec.status);
  }
  return out;
}

export function computeDelta(previous: ReadonlyMap<string, EnvironmentStatus>, current: readonly EnvironmentRecord[]): AuditDelta {
  const delta: AuditDelta = { newlyFailing: [], fixed: [], added: [], gone: [], newlyUnreadable: [] };
  const now = new Set<string>();
  for (const record of current) {
    now.add(record.id);
    const before = previous.get(record.id);
    if (before === undefined) delta.added.push(record.id);
    else if (record.status === 'fail' && before === 'pass') delta.newlyFailing.push(record.id);
    else if (record.status === 'pass' && before === 'fail') delta.fixed.push(record.id);
    else if (record.status === 'error' && before !== 'error') delta.newlyUnreadable.push(record.id);
  }
  for (const id of previous.keys()) if (!now.has(id)) delta.gone.push(id);
  for (const list of Object.values(delta)) (list as string[]).sort();
  return delta;
}
