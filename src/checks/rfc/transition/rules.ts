import type { Rule } from '../../../engine/rule.js';
import { deletedReferenceRule } from '../history/deleted-reference.js';
import { staleReferenceRule } from '../history/stale-reference.js';
import { numberClaimedByOpenPrRule } from '../numbering/rules/number-claimed-by-open-pr.js';
import { numberNotNextRule } from '../numbering/rules/number-not-next.js';
import { numberReservedRule } from '../numbering/rules/number-reserved.js';
import { numberReusedRule } from '../numbering/rules/number-reused.js';
import { authorsPrAuthorRule } from './authors-pr-author.js';
import type { TransitionContext } from './context.js';

/**
 * Rules computed from BASE, HEAD, history and pull-request metadata (spec 9.1 step 3). Each decides
 * itself what it does in a full scan. (`rfc/number-collision` is a static rule; this side feeds it the
 * next free number and, in a full scan, the order in which files reached the default branch.)
 */
export const TRANSITION_RULES: readonly Rule<TransitionContext>[] = [
  numberClaimedByOpenPrRule,
  numberReservedRule,
  numberReusedRule,
  numberNotNextRule,
  staleReferenceRule,
  deletedReferenceRule,
  authorsPrAuthorRule,
];

/** Rules that need git history; skipped (and said so) when the folder is not a git repository. */
export const HISTORY_RULE_IDS: readonly string[] = ['rfc/stale-reference', 'rfc/number-reused'];
