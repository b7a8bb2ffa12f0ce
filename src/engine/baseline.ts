import { UserError } from './errors.js';

/**
 * A baseline is a set of accepted fingerprints. Accepted shapes: `{"fingerprints": [...]}`, a plain
 * array of fingerprints, or one of our JSON reports (its findings' fingerprints), so "accept what we
 * have today" is `openenv-ci check --format json --output baseline.json`.
 */
export function parseBaseline(text: string, source: string): Map<string, number> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UserError(`${source}: baseline is not valid JSON (${(error as Error).message}); regenerate it with --format json.`);
  }
  let list: unknown[] | undefined;
  if (Array.isArray(data)) list = data;
  else if (data && typeof data === 'object') {
    const obj = data as Record<string, unknown>;
    if (Array.isArray(obj.fingerprints)) list = obj.fingerprints;
    else if (Array.isArray(obj.findings)) list = obj.findings.map((f) => (f as { fingerprint?: unknown })?.fingerprint);
  }
  if (!list) throw new UserError(`${source}: baseline must be {"fingerprints": [...]}, an array, or a JSON report.`);
  const counts = new Map<string, number>();
  for (const item of list) {
    if (typeof item === 'string') counts.set(item, (counts.get(item) ?? 0) + 1);
  }
  return counts;
}

/** Multiset difference: a second identical finding beyond the baseline's count is still reported. */
export function subtractBaseline<T extends { fingerprint: string }>(findings: readonly T[], baseline: Map<string, number>): { kept: T[]; baselined: number } {
  const remaining = new Map(baseline);
  const kept: T[] = [];
  let baselined = 0;
  for (const finding of findings) {
    const left = remaining.get(finding.fingerprint) ?? 0;
    if (left > 0) {
      remaining.set(finding.fingerprint, left - 1);
      baselined++;
    } else kept.push(finding);
  }
  return { kept, baselined };
}
