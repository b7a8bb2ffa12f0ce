import type { Rule } from '../../../engine/rule.js';
import { nextFreeFor } from '../numbering/numbering.js';
import { formatRfcNumber } from '../numbering/rfc-path.js';
import { shorten } from '../numbering/table.js';
import { topicMatch } from '../topics.js';
import type { FullScanTransition, TransitionContext } from '../transition/context.js';
import { filesByNumber, topicPhrase, type MentionFact, type RfcFileFact } from '../transition/facts.js';
import { blameAll } from './blame.js';
import type { CommitStamp } from './git-history.js';
import { staleReservations } from './stale-reservations.js';

/**
 * `rfc/stale-reference` (spec 7.4): a mention written before RFC NNN's file existed (a reservation)
 * whose context has no topic overlap with the RFC that now holds NNN. Error in pull-request mode
 * (exact conditions), warning in a full scan (history heuristic).
 */
export const staleReferenceRule: Rule<TransitionContext> = {
  id: 'rfc/stale-reference',
  description: 'A reference written before its RFC number was taken now points at an RFC about another topic.',
  defaultSeverity: 'error',
  details:
    'Pull-request mode: reservations in BASE that survive a PR adding that number for another topic (error). ' +
    'Full scan: mentions last changed before the cited RFC file was added, with no topic overlap (warning).',
  async run(context, report) {
    if (context.mode === 'pull-request') {
      const addedNumbers = context.added.map((f) => f.number);
      for (const file of context.added) {
        const next = nextFreeFor(context.numbering, file.number, addedNumbers);
        for (const { base, head } of await staleReservations(context, file)) {
          report({
            file: head.file,
            line: head.line,
            column: head.column,
            endColumn: head.endColumn,
            key: `${head.number} ${head.sentenceKey}`,
            message: staleMessage(base, file, next),
          });
        }
      }
      return;
    }
    for (const { mention, file } of await fullScanStale(context)) {
      report({
        file: mention.file,
        line: mention.line,
        column: mention.column,
        endColumn: mention.endColumn,
        key: `${mention.number} ${mention.sentenceKey}`,
        severity: 'warning',
        message: `${staleMessage(mention, file, context.numbering.nextFree)} (Found from git history; if this mention really cites the current RFC, add it to the baseline.)`,
      });
    }
  },
};

function staleMessage(mention: MentionFact, file: RfcFileFact, nextFree: number): string {
  const number = formatRfcNumber(file.number);
  const topic = shorten(topicPhrase(mention.context), 90);
  const now = file.title ?? file.slug.replace(/-/g, ' ');
  return (
    `RFC ${number} here was written before ${file.path} existed and is about "${topic}"; it now points at "${now}". ` +
    `Update this reference or renumber the new RFC (next free: ${formatRfcNumber(nextFree)}).`
  );
}

/**
 * Full scan: for every mention of an existing RFC in another file whose context shares no topic token
 * with that RFC, blame the mention's line (one `git blame` per file, only candidate lines) and keep it
 * when the line was written before the RFC file's claim time: the creation time of the pull request
 * that brought the file (commits-to-pulls API), or without it, when the line's commit is an ancestor
 * of the commit that first added the file (checked only for commits whose committer time does not
 * already put them after the addition).
 */
async function fullScanStale(context: FullScanTransition): Promise<Array<{ mention: MentionFact; file: RfcFileFact }>> {
  const history = context.history;
  if (!history) return [];
  const files = filesByNumber(context.head);
  const candidates: Array<{ mention: MentionFact; file: RfcFileFact; added: CommitStamp }> = [];
  for (const mention of context.head.mentions) {
    const holders = files.get(mention.number);
    // A collision is its own finding; which file a mention means is then ambiguous, so skip it.
    if (!holders || holders.length !== 1) continue;
    const file = holders[0]!;
    if (mention.file === file.path) continue;
    const added = history.rfcHistory.addedBy.get(file.path);
    if (!added) continue;
    if (topicMatch(mention.context, file.aliases.tokens)) continue;
    candidates.push({ mention, file, added });
  }
  const linesByFile = new Map<string, number[]>();
  for (const c of candidates) {
    const lines = linesByFile.get(c.mention.file);
    if (lines) lines.push(c.mention.line);
    else linesByFile.set(c.mention.file, [c.mention.line]);
  }
  const blamed = await blameAll(history.blame, linesByFile, history.signal);

  const out: Array<{ mention: MentionFact; file: RfcFileFact }> = [];
  for (const c of candidates) {
    const line = blamed.get(c.mention.file)?.get(c.mention.line);
    if (!line || line.time === Infinity || line.commit === c.added.commit) continue;
    const opened = await history.pullRequestOpenedAt?.(c.added.commit);
    if (opened !== undefined) {
      if (line.time < opened) out.push({ mention: c.mention, file: c.file });
      continue;
    }
    // Ancestry against the commit that first wrote the file: when a merge brought it to the default
    // branch, mentions the same pull request added after that commit are not forward references.
    const written = (c.added.merge ? await history.firstAdded?.(c.file.path) : undefined) ?? c.added;
    if (line.commit === written.commit || line.time > written.time) continue; // after the file: not an ancestor in practice
    if (await history.ancestry.isAncestor(line.commit, written.commit)) out.push({ mention: c.mention, file: c.file });
  }
  return out;
}
