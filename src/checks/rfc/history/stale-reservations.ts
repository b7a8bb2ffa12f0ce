import { topicMatch } from '../topics.js';
import { blameAll } from './blame.js';
import type { PullRequestTransition } from '../transition/context.js';
import { filesByNumber, mentionsByNumber, survivingMentions, type MentionFact, type RfcFileFact } from '../transition/facts.js';

/** A BASE reservation of an added RFC's number that survives in HEAD and is about another topic. */
export interface StaleReservation {
  base: MentionFact;
  head: MentionFact;
  /** Committer time of the BASE line (git blame); undefined when history is unavailable. */
  writtenAt?: number;
}

const memo = new WeakMap<PullRequestTransition, Map<RfcFileFact, Promise<StaleReservation[]>>>();

/**
 * Spec 7.4, pull-request mode, conditions 1-4 for one added RFC file P:
 * 1. BASE has no RFC file with P's number;
 * 2. the mention is in BASE in another file and HEAD's same file still has the same normalized sentence;
 * 3. its context shares no topic token with P's aliases;
 * 4. its BASE line was committed (blame, committer date) before P's claim time.
 * Shared by `rfc/stale-reference` (one finding per mention) and `rfc/number-reserved` (one per file).
 * Without git history condition 4 cannot be tested and is taken as true (every mention predates the PR).
 */
export function staleReservations(context: PullRequestTransition, file: RfcFileFact): Promise<StaleReservation[]> {
  let perFile = memo.get(context);
  if (!perFile) memo.set(context, (perFile = new Map()));
  let result = perFile.get(file);
  if (!result) {
    result = compute(context, file);
    perFile.set(file, result);
  }
  return result;
}

async function compute(context: PullRequestTransition, file: RfcFileFact): Promise<StaleReservation[]> {
  if (filesByNumber(context.base).has(file.number)) return []; // condition 1
  const baseMentions = (mentionsByNumber(context.base).get(file.number) ?? []).filter((m) => m.file !== file.path);
  const surviving = survivingMentions(baseMentions, context.head); // condition 2
  const offTopic = [...surviving].filter(([base]) => !topicMatch(base.context, file.aliases.tokens)); // condition 3
  if (offTopic.length === 0) return [];
  if (!context.history) return offTopic.map(([base, head]) => ({ base, head }));

  const claimTime = await context.claimTime(file);
  const byFile = new Map<string, number[]>();
  for (const [base] of offTopic) {
    const lines = byFile.get(base.file);
    if (lines) lines.push(base.line);
    else byFile.set(base.file, [base.line]);
  }
  const blamed = await blameAll(context.history.blame, byFile, context.history.signal);
  const out: StaleReservation[] = [];
  for (const [base, head] of offTopic) {
    const writtenAt = blamed.get(base.file)?.get(base.line)?.time ?? Infinity;
    if (writtenAt < claimTime) out.push({ base, head, writtenAt }); // condition 4
  }
  return out;
}
