import type { Check, CheckId, OptionSpec } from '../engine/check.js';
import { RFC_OPTION_SPECS } from './rfc/option-specs.js';
import { MANIFESTS_OPTION_SPECS } from './manifests/options.js';
import { optInCriteriaEnabledBy, VALIDATE_OPTION_SPECS } from './validate/options.js';
import { CRITERIA } from './validate/rules.js';
import { AUDIT_OPTIONS } from './audit/option-specs.js';
import { REVIEW_OPTIONS } from './review/options.js';

/**
 * The composition root of the checks, lazy: what settings and config need to know about a check (its
 * options, how it reads CLI paths) is here, cheap to import; the check itself (rules, parsers, their
 * dependencies) is a separate bundle chunk loaded only when that check runs. `openenv-ci rfc-lint`
 * therefore never compiles the validate, audit or review code.
 */
export interface CheckEntry {
  readonly id: CheckId;
  readonly options: readonly OptionSpec[];
  readonly cliPaths?: 'root' | 'list';
  load(): Promise<Check>;
}

/** Every check, in the order a combined run executes them (review last: it folds in the others). */
export const CHECK_CATALOG: readonly CheckEntry[] = [
  { id: 'rfc-lint', options: RFC_OPTION_SPECS, load: async () => (await import('./rfc/index.js')).rfcLintCheck },
  { id: 'manifests', options: MANIFESTS_OPTION_SPECS, load: async () => (await import('./manifests/index.js')).manifestsCheck },
  { id: 'validate', options: VALIDATE_OPTION_SPECS, cliPaths: 'list', load: async () => (await import('./validate/index.js')).validateCheck },
  { id: 'audit', options: AUDIT_OPTIONS, load: async () => (await import('./audit/index.js')).auditCheck },
  { id: 'review', options: REVIEW_OPTIONS, load: async () => (await import('./review/index.js')).reviewCheck },
];

export function checkEntry(id: CheckId): CheckEntry {
  const entry = CHECK_CATALOG.find((c) => c.id === id);
  if (!entry) throw new Error(`unknown check ${id}`);
  return entry;
}

/** The named checks, loaded, in run order. */
export async function loadChecks(ids: readonly CheckId[]): Promise<Check[]> {
  // One at a time: concurrent dynamic imports of modules they share trip jest's ESM loader, and the
  // chunks are local files, so there is nothing to overlap.
  const checks: Check[] = [];
  for (const entry of CHECK_CATALOG) if (ids.includes(entry.id)) checks.push(await entry.load());
  return checks;
}

/**
 * The opt-in rules (RuleMeta.optIn) a run leaves off unless the config names them: every check's, less
 * those the checks' own options turn on. Every check's, not only the running ones': the review reports
 * the rules of the checks it folds in. Only validate has opt-in rules (its criteria list is data, cheap
 * to import here; the check's code stays in its chunk).
 */
export function optInRulesOff(optionsOf: (id: CheckId) => Readonly<Record<string, string>>): Set<string> {
  const off = new Set(CRITERIA.filter((c) => c.optIn).map((c) => c.id));
  for (const id of optInCriteriaEnabledBy(optionsOf('validate'))) off.delete(id);
  return off;
}

/** Every check (the rule reference, config rule-id validation, SARIF rule descriptors). */
export async function loadAllChecks(): Promise<Check[]> {
  return loadChecks(CHECK_CATALOG.map((c) => c.id));
}
