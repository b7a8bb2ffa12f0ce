import type { Logger, PullRequestInfo } from '../../../engine/check.js';
import type { GitRunner } from '../../../repo/git.js';
import type { BlameCache } from '../history/blame.js';
import type { AncestryCache, CommitStamp, RfcHistory } from '../history/git-history.js';
import type { Numbering } from '../numbering/numbering.js';
import type { RfcFileFact, TreeFacts } from './facts.js';

/** Git access for history-based rules; absent when the folder is not a git repository. */
export interface HistoryAccess {
  git: GitRunner;
  /** The default-branch history of the RFC folder (BASE in pull-request mode, HEAD in a full scan). */
  rfcHistory: RfcHistory;
  /** Blame of the tree the mentions were read from for this rule's purpose (BASE lines in PR mode). */
  blame: BlameCache;
  ancestry: AncestryCache;
  /** The run's cancellation: blame stops starting processes, and what was found so far is reported. */
  signal?: AbortSignal;
  /**
   * Full scan: creation time (epoch ms) of the earliest pull request associated with a commit
   * (commits-to-pulls API), when the API is available and knows one; undefined otherwise.
   */
  pullRequestOpenedAt?: (commit: string) => Promise<number | undefined>;
  /** Full scan: the first commit anywhere in HEAD's history that added a path (memoized). */
  firstAdded?: (path: string) => Promise<CommitStamp | undefined>;
}

interface CommonContext {
  head: TreeFacts;
  numbering: Numbering;
  history?: HistoryAccess;
  logger: Logger;
  now: Date;
}

/** Pull-request mode: BASE and HEAD trees plus PR metadata (spec 9.1 step 3). */
export interface PullRequestTransition extends CommonContext {
  mode: 'pull-request';
  base: TreeFacts;
  /** RFC files in HEAD whose path is not an RFC file in BASE (added or renamed into place). */
  added: readonly RfcFileFact[];
  /** RFC files in BASE whose path is gone from HEAD (deleted or renamed away). */
  removed: readonly RfcFileFact[];
  pullRequest?: PullRequestInfo;
  /** When this change started claiming an added file's number (spec 7.4 condition 4); memoized. */
  claimTime(file: RfcFileFact): Promise<number>;
}

/** Full scan: HEAD only, history for heuristics (spec 9.4). */
export interface FullScanTransition extends CommonContext {
  mode: 'full-scan';
}

export type TransitionContext = PullRequestTransition | FullScanTransition;

export type { CommitStamp };
