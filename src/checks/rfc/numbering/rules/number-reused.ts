import type { Rule } from '../../../../engine/rule.js';
import type { RetiredRfc } from '../../history/git-history.js';
import type { TransitionContext } from '../../transition/context.js';
import { numberLine, type RfcFileFact } from '../../transition/facts.js';
import { nextFreeFor } from '../numbering.js';
import { formatRfcNumber } from '../rfc-path.js';

/**
 * `rfc/number-reused` (spec 6.4): an RFC takes a number whose earlier file (another slug) was deleted or
 * renamed away on the default branch, so older links and "RFC NNN" citations now mean something else.
 * Pull-request mode: RFC files the PR adds. Full scan: RFC files added after the retirement.
 */
export const numberReusedRule: Rule<TransitionContext> = {
  id: 'rfc/number-reused',
  description: 'A new RFC reuses the number of an RFC file that was deleted or renamed away.',
  defaultSeverity: 'warning',
  run(context, report) {
    const retired = context.numbering.retired;
    if (retired.length === 0) return;
    if (context.mode === 'pull-request') {
      const addedNumbers = context.added.map((f) => f.number);
      for (const file of context.added) {
        const earlier = retired.filter((r) => r.number === file.number && r.slug !== file.slug);
        if (earlier.length) report(finding(file, earlier, nextFreeFor(context.numbering, file.number, addedNumbers)));
      }
      return;
    }
    const addedBy = context.history?.rfcHistory.addedBy;
    for (const file of context.head.rfcFiles) {
      const added = addedBy?.get(file.path);
      const earlier = retired.filter(
        (r) => r.number === file.number && r.slug !== file.slug && (!added || r.time <= added.time),
      );
      if (earlier.length) report(finding(file, earlier, context.numbering.nextFree));
    }
  },
};

function finding(file: RfcFileFact, earlier: readonly RetiredRfc[], nextFree: number) {
  const number = formatRfcNumber(file.number);
  const what = earlier
    .map((r) => `${r.path} (${r.how === 'renamed' ? `renamed to ${r.renamedTo}` : 'deleted'})`)
    .join(', ');
  return {
    file: file.path,
    line: numberLine(file),
    key: number,
    message:
      `RFC ${number} previously identified ${what}; older citations of RFC ${number} now point elsewhere. ` +
      `Prefer the next free number ${formatRfcNumber(nextFree)}, or keep ${number} deliberately and suppress this warning.`,
  };
}
