import type { Rule } from '../../../../engine/rule.js';
import type { TransitionContext } from '../../transition/context.js';
import { numberLine } from '../../transition/facts.js';
import { nextFreeFor } from '../numbering.js';
import { formatRfcNumber } from '../rfc-path.js';

/**
 * `rfc/number-not-next` (spec 6.5): an RFC the pull request adds skips numbers. Numbers below the next
 * free one are the business of the collision, reservation, claim and reuse rules.
 */
export const numberNotNextRule: Rule<TransitionContext> = {
  id: 'rfc/number-not-next',
  description: 'A new RFC takes a number above the next free number.',
  defaultSeverity: 'warning',
  run(context, report) {
    if (context.mode !== 'pull-request') return;
    const addedNumbers = context.added.map((f) => f.number);
    for (const file of context.added) {
      const next = nextFreeFor(context.numbering, file.number, addedNumbers);
      if (file.number <= next) continue;
      const number = formatRfcNumber(file.number);
      report({
        file: file.path,
        line: numberLine(file),
        key: number,
        message: `This RFC takes ${number} but the next free number is ${formatRfcNumber(next)}. Renumber it to ${formatRfcNumber(next)} (file name, H1 and RFC ID).`,
      });
    }
  },
};
