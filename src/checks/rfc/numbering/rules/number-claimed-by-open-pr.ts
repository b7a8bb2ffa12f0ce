import type { Rule } from '../../../../engine/rule.js';
import type { TransitionContext } from '../../transition/context.js';
import { numberLine } from '../../transition/facts.js';
import { nextFreeFor } from '../numbering.js';
import { compareClaimants, type OpenPrClaim } from '../open-pr-claims.js';
import { formatRfcNumber } from '../rfc-path.js';

/**
 * `rfc/number-claimed-by-open-pr` (spec 6.2): another open pull request adds an RFC file with the same
 * number (a different path). Claimants are ordered by PR creation time, then PR number: an earlier
 * claimant makes it an error; only later claimants, a warning (the earliest is told, not blocked).
 * Without a pull request (CLI `--base`) the local change counts as the newest claimant.
 * When the open-PR listing failed, one warning says the claim check was skipped and why.
 */
export const numberClaimedByOpenPrRule: Rule<TransitionContext> = {
  id: 'rfc/number-claimed-by-open-pr',
  description: 'Another open pull request adds an RFC file with the same number.',
  defaultSeverity: 'error',
  run(context, report) {
    if (context.mode !== 'pull-request' || context.added.length === 0) return;
    const outcome = context.numbering.claimsOutcome;
    if (outcome.status === 'skipped') {
      if (outcome.failed) {
        const first = context.added[0]!;
        report({
          file: first.path,
          line: numberLine(first),
          key: 'claims-unavailable',
          severity: 'warning',
          message: `Could not check whether other open pull requests claim the same RFC number: ${outcome.reason}. Check the open pull requests by hand, or re-run the job.`,
        });
      }
      return;
    }
    const own = {
      number: context.pullRequest?.number ?? Number.MAX_SAFE_INTEGER,
      createdAt: context.pullRequest?.createdAt ?? context.now.toISOString(),
    };
    const existingPaths = new Set(context.base.rfcFiles.map((f) => f.path));
    const addedNumbers = context.added.map((f) => f.number);
    for (const file of context.added) {
      const rivals = context.numbering.claims
        .filter((c) => c.number === file.number && c.path !== file.path && !existingPaths.has(c.path))
        .sort((a, b) => compareClaimants(a.pull, b.pull));
      if (rivals.length === 0) continue;
      const earlier = rivals.filter((c) => compareClaimants(c.pull, own) < 0);
      const later = rivals.filter((c) => compareClaimants(c.pull, own) >= 0);
      const number = formatRfcNumber(file.number);
      const next = formatRfcNumber(nextFreeFor(context.numbering, file.number, addedNumbers));
      if (earlier.length) {
        report({
          file: file.path,
          line: numberLine(file),
          key: number,
          message: `RFC ${number} is also claimed by ${listClaims(earlier)}, opened earlier; next free number is ${next}. Renumber this RFC to ${next}.`,
        });
      } else {
        report({
          file: file.path,
          line: numberLine(file),
          key: number,
          severity: 'warning',
          message: `RFC ${number} is also claimed by ${listClaims(later)}, opened later; this pull request claimed it first, so they are asked to renumber (next free number is ${next}). Coordinate before merging.`,
        });
      }
    }
  },
};

function listClaims(claims: readonly OpenPrClaim[]): string {
  const parts = claims.map((c) => `#${c.pull.number} (${c.path})`);
  const head = 'open PR ';
  if (parts.length <= 1) return head + parts.join('');
  return `${head}${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
