import type { Rule } from '../../../../engine/rule.js';
import { staleReservations } from '../../history/stale-reservations.js';
import type { TransitionContext } from '../../transition/context.js';
import { numberLine, topicPhrase } from '../../transition/facts.js';
import { nextFreeFor } from '../numbering.js';
import { baseName, formatRfcNumber } from '../rfc-path.js';
import { shorten } from '../table.js';

/**
 * `rfc/number-reserved` (spec 6.3): the pull request adds RFC NNN while BASE reserves NNN for another
 * topic and at least one of those reservation mentions survives. One error per added file, on its
 * `RFC ID` line (H1 when absent); the surviving mentions each get `rfc/stale-reference`.
 */
/** Sites named in the message; each one also has its own `rfc/stale-reference` finding. */
const MAX_SITES = 10;

export const numberReservedRule: Rule<TransitionContext> = {
  id: 'rfc/number-reserved',
  description: 'A new RFC takes a number that existing documents reserve for another topic.',
  defaultSeverity: 'error',
  async run(context, report) {
    if (context.mode !== 'pull-request') return;
    const addedNumbers = context.added.map((f) => f.number);
    for (const file of context.added) {
      const stale = await staleReservations(context, file);
      if (stale.length === 0) continue;
      const number = formatRfcNumber(file.number);
      const next = formatRfcNumber(nextFreeFor(context.numbering, file.number, addedNumbers));
      const topic = shorten(topicPhrase(stale[0]!.base.context), 90);
      const shown = stale.slice(0, MAX_SITES).map((s) => `${baseName(s.head.file)}:${s.head.line}`).join(', ');
      const sites = stale.length > MAX_SITES ? `${shown} and ${stale.length - MAX_SITES} more` : shown;
      report({
        file: file.path,
        line: numberLine(file),
        key: number,
        message: `RFC ${number} is reserved for "${topic}" (${sites}). Use ${next} or update those references in this PR.`,
      });
    }
  },
};
