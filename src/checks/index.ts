import type { Check, CheckId } from '../engine/check.js';
import { rfcLintCheck } from './rfc/index.js';
import { manifestsCheck } from './manifests/index.js';
import { validateCheck } from './validate/index.js';
import { reviewCheck } from './review/index.js';
import { auditCheck } from './audit/index.js';

/** Every check, in the order a combined run executes them (review last: it folds in the others). */
export const ALL_CHECKS: readonly Check[] = [rfcLintCheck, manifestsCheck, validateCheck, auditCheck, reviewCheck];

export function checkById(id: CheckId): Check {
  const check = ALL_CHECKS.find((c) => c.id === id);
  if (!check) throw new Error(`unknown check ${id}`);
  return check;
}
