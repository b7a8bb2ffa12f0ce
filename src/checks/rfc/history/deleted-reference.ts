import type { Rule } from '../../../engine/rule.js';
import { formatRfcNumber } from '../numbering/rfc-path.js';
import type { TransitionContext } from '../transition/context.js';
import { filesByNumber, mentionsByNumber, survivingMentions } from '../transition/facts.js';

/**
 * `rfc/deleted-reference` (spec 7.3): the pull request deletes or renames away the RFC file a mention
 * resolved to in BASE, no RFC file keeps that number in HEAD, and the mention's sentence survives.
 * This is what renumbering a proposal (006 → 008) without updating its citations produces.
 */
export const deletedReferenceRule: Rule<TransitionContext> = {
  id: 'rfc/deleted-reference',
  description: 'A reference still cites an RFC file that this pull request deletes or renames away.',
  defaultSeverity: 'error',
  run(context, report) {
    if (context.mode !== 'pull-request' || context.removed.length === 0) return;
    const headFiles = filesByNumber(context.head);
    const baseMentions = mentionsByNumber(context.base);
    for (const removed of context.removed) {
      if (headFiles.has(removed.number)) continue; // the number still resolves in HEAD
      const cited = (baseMentions.get(removed.number) ?? []).filter((m) => m.file !== removed.path);
      if (cited.length === 0) continue;
      // Renamed away: the same slug under a new number in HEAD tells the reader where it went.
      const successor = context.added.find((f) => f.slug === removed.slug && f.number !== removed.number);
      const number = formatRfcNumber(removed.number);
      const fix = successor
        ? `Cite RFC ${formatRfcNumber(successor.number)} (${successor.path}) instead, or keep the old number.`
        : 'Remove or update this reference, or keep the file.';
      for (const [, head] of survivingMentions(cited, context.head)) {
        report({
          file: head.file,
          line: head.line,
          column: head.column,
          endColumn: head.endColumn,
          key: `${head.number} ${head.sentenceKey}`,
          message: `RFC ${number} (${removed.path}) is removed by this pull request but still cited here. ${fix}`,
        });
      }
    }
  },
};
