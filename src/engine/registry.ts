import type { RuleMeta } from './rule.js';
import type { Check, CheckId } from './check.js';
import { CHANGE_TOO_LARGE_RULE, FILE_TOO_LARGE_RULE, FINDINGS_CAPPED_RULE } from './limits.js';

/** Where the rule reference lives; `help` links in findings and SARIF point into it. */
export const RULES_DOC_URL = 'https://github.com/openenv-ci/openenv-ci/blob/main/docs/rules.md';

/** Rules the engine itself can raise, beside the checks' own. */
export const ENGINE_RULES: readonly RuleMeta[] = [
  { id: 'internal/check-failed', description: 'A check could not finish (an internal error); the message says what was being done.', defaultSeverity: 'error' },
  { id: 'internal/rule-crashed', description: 'One rule failed on one file; the other rules still ran.', defaultSeverity: 'error' },
  {
    id: FINDINGS_CAPPED_RULE,
    description: 'A check raised more findings in one file (or on one line) than a report carries; the rest are counted, not listed.',
    details: 'At most 100 findings per check and file and 10 per line (src/engine/limits.ts, docs/security-limits.md).',
    defaultSeverity: 'notice',
  },
  {
    id: FILE_TOO_LARGE_RULE,
    description: 'A file is larger than a check reads (4 MB); it is reported, not parsed.',
    details: 'Caps the cost of hostile input (docs/security-limits.md). Checks with their own size rule (manifests, rfc-lint) use that instead.',
    defaultSeverity: 'warning',
  },
  {
    id: CHANGE_TOO_LARGE_RULE,
    description: 'A change is larger than the review reads (32 MB of diff by default); the files past the cap are listed, not reviewed.',
    details: 'The review reads the diff file by file in git\'s order until `max-change-bytes` (docs/security-limits.md); each file that does not fit is one finding.',
    defaultSeverity: 'warning',
  },
];

export interface RegisteredRule extends RuleMeta {
  check: CheckId | 'engine';
}

/** The engine's rules and those of `checks` (pass every check for the full reference). */
export function allRules(checks: readonly Check[]): RegisteredRule[] {
  const rules: RegisteredRule[] = ENGINE_RULES.map((r) => ({ ...r, check: 'engine' as const }));
  for (const check of checks) for (const rule of check.rules) rules.push({ ...rule, check: check.id });
  return rules;
}

/** GitHub's heading anchor for a rule id line `### rfc/number-collision` in docs/rules.md. */
export function ruleAnchor(ruleId: string): string {
  return ruleId.toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-');
}

export function ruleHelpUrl(ruleId: string): string {
  return `${RULES_DOC_URL}#${ruleAnchor(ruleId)}`;
}
