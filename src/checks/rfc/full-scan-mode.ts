import type { CheckContext, CheckResult, Logger } from '../../engine/check.js';
import type { GitHubApi } from '../../github/api.js';
import type { RepoView } from '../../repo/view.js';
import { BlameCache } from './history/blame.js';
import { GitRevisionView } from '../../repo/git-revision.js';
import { AncestryCache, firstCommitAdding, readRfcHistory, type RfcHistory } from './history/git-history.js';
import { computeNumbering } from './numbering/numbering.js';
import { readOpenPrClaims } from './numbering/open-pr-claims.js';
import { numberingSection } from './numbering/table.js';
import { formatRfcNumber } from './numbering/rfc-path.js';
import { lintParsedTree, parseTreeOnce, type RfcRunSettings } from './static-adapter.js';
import { existingNumbers, mergeFindings, reservations, runTransitionRules } from './transition/build.js';
import type { FullScanTransition } from './transition/context.js';
import { HISTORY_RULE_IDS } from './transition/rules.js';
import { treeFactsFromDocuments } from './transition/tree-facts.js';

/** RFC lint reads every Markdown file of a revision: fetch them in one git process. */
const isMarkdown = (path: string): boolean => /\.md$/i.test(path);

/**
 * Full-scan mode (spec 9.4): lint HEAD only and report everything, using git history for the
 * heuristic rules (stale references at warning, reused numbers). Without git those are skipped and
 * the summary says so.
 */
export async function runFullScanMode(context: CheckContext, settings: RfcRunSettings): Promise<CheckResult> {
  const { logger } = context.services;
  const git = context.services.git;
  const view: RepoView = context.headRevision && git ? new GitRevisionView(git, context.headRevision, { prefetch: isMarkdown }) : context.repo;
  // The history's git process runs while the tree is parsed (started first: spawning from a small heap is cheaper).
  const history = git ? readRfcHistory(git, context.headRevision ?? 'HEAD', settings.rfcDir).then((value) => ({ value }), (error: Error) => ({ error })) : undefined;
  const tree = await parseTreeOnce(view, settings);
  const head = treeFactsFromDocuments(tree.documents.values());
  const notes: string[] = ['Full scan: every finding in the tree is reported; history-based findings are warnings.'];

  let rfcHistory: RfcHistory | undefined;
  if (history) {
    const read = await history;
    if ('value' in read) rfcHistory = read.value;
    else {
      const reason = `git history unavailable (${read.error.message.split('\n')[0]})`;
      logger.warning(`rfc-lint: ${reason}; skipped ${HISTORY_RULE_IDS.join(', ')}.`);
      notes.push(`Skipped ${HISTORY_RULE_IDS.join(', ')}: ${reason}.`);
    }
  } else {
    logger.info(`rfc-lint: ${context.root} is not a git repository; skipped ${HISTORY_RULE_IDS.join(', ')}.`);
    notes.push(`Skipped ${HISTORY_RULE_IDS.join(', ')}: not a git repository, so there is no history to read.`);
  }

  const claimsOutcome = await readOpenPrClaims(context.services.github, {
    rfcDir: settings.rfcDir,
    enabled: settings.checkOpenPrs,
    signal: context.services.signal,
  });
  if (claimsOutcome.status === 'skipped') {
    const message = `rfc-lint: open pull requests were not checked for RFC number claims: ${claimsOutcome.reason}.`;
    if (claimsOutcome.failed) logger.warning(message);
    else logger.info(message);
  }
  const existing = existingNumbers(head);
  const paths = new Set([...existing.values()].flat());
  const claims =
    claimsOutcome.status === 'checked'
      ? { ...claimsOutcome, claims: claimsOutcome.claims.filter((c) => !paths.has(c.path)) }
      : claimsOutcome;
  const numbering = computeNumbering({
    existing,
    ...(rfcHistory ? { retired: rfcHistory.retired.filter((r) => !paths.has(r.path)) } : {}),
    reserved: reservations(head),
    claimsOutcome: claims,
  });

  const transition: FullScanTransition = {
    mode: 'full-scan',
    head,
    numbering,
    ...(git && rfcHistory
      ? {
          history: {
            git,
            rfcHistory,
            // Blame what is on disk when scanning the working tree, so uncommitted lines count as new.
            blame: new BlameCache(git, context.headRevision),
            ancestry: new AncestryCache(git),
            signal: context.services.signal,
            firstAdded: memoize((path: string) => firstCommitAdding(git, context.headRevision ?? 'HEAD', path)),
            ...(context.services.github ? { pullRequestOpenedAt: pullRequestOpenedAt(context.services.github, logger) } : {}),
          },
        }
      : {}),
    logger,
    now: context.services.now(),
  };
  const addedBy = rfcHistory?.addedBy;
  const arrival = (path: string) => addedBy?.get(path)?.time ?? Number.POSITIVE_INFINITY;
  const headStatic = await lintParsedTree(tree, settings, {
    nextFree: formatRfcNumber(numbering.nextFree),
    addedAt: (path) => {
      const stamp = addedBy?.get(path);
      return stamp ? new Date(stamp.time) : undefined;
    },
    // Collisions blame every file but the first to reach the default branch (spec 6.1).
    collisionOrder: (paths) => [...paths].sort((a, b) => arrival(a) - arrival(b) || (a < b ? -1 : a > b ? 1 : 0)),
  });
  const transitionFindings = await runTransitionRules(transition);
  return { findings: mergeFindings(headStatic.findings, transitionFindings), sections: [numberingSection(numbering, notes)] };
}

/**
 * Claim time of an RFC file in a full scan (spec 7.4): the creation time of the earliest pull request
 * associated with the commit that added it. One API call per commit, cached; after the first failure
 * the API is not asked again and the ancestry fallback applies.
 */
function pullRequestOpenedAt(github: GitHubApi, logger: Logger): (commit: string) => Promise<number | undefined> {
  const cache = new Map<string, Promise<number | undefined>>();
  let broken = false;
  return (commit) => {
    if (broken) return Promise.resolve(undefined);
    let answer = cache.get(commit);
    if (!answer) {
      answer = github.listPullRequestsForCommit(commit).then(
        (pulls) => {
          const times = pulls.map((p) => Date.parse(p.createdAt)).filter((t) => !Number.isNaN(t));
          return times.length ? Math.min(...times) : undefined;
        },
        (error: Error) => {
          if (!broken) logger.warning(`rfc-lint: could not ask which pull request added an RFC file (${error.message}); stale references fall back to git ancestry.`);
          broken = true;
          return undefined;
        },
      );
      cache.set(commit, answer);
    }
    return answer;
  };
}

function memoize<T>(compute: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let value = cache.get(key);
    if (!value) cache.set(key, (value = compute(key)));
    return value;
  };
}
