import type { Logger, PullRequestInfo } from '../engine/check.js';
import { detectGit } from '../pipeline.js';
import type { Settings } from '../settings.js';

/**
 * Pull-request mode compares BASE and HEAD. When the checkout is the PR's merge commit (what
 * actions/checkout gives on pull_request), BASE is its first parent: the base-branch tip the merge was
 * built on, even if the branch moved since the event. Otherwise BASE is the merge-base of HEAD and the
 * event's base sha (spec rfcs.md 9.1). Both need history in the checkout (fetch-depth: 0); without it
 * we fall back to a full scan and say why.
 */
export async function chooseBase(settings: Settings, pullRequest: PullRequestInfo | undefined, logger: Logger): Promise<void> {
  if (settings.base || !pullRequest) return;
  const git = await detectGit(settings.root);
  if (git) {
    const parents = (await git(['rev-list', '--parents', '-n', '1', 'HEAD'], { allowFailure: true })).stdout.toString().trim().split(' ');
    if (parents.length === 3 && parents[2] === pullRequest.headSha) {
      settings.base = parents[1];
      return;
    }
    // No merge commit (a conflicted PR run by hand, or a checkout of the PR head): compare the head
    // with its merge-base, so base-branch commits made since the fork are not blamed on the PR.
    const mergeBase = await git(['merge-base', pullRequest.baseSha, 'HEAD'], { allowFailure: true });
    if (mergeBase.exitCode === 0) {
      settings.base = mergeBase.stdout.toString().trim();
      logger.info(`openenv-ci: HEAD is not the pull request's merge commit, so it is compared with its merge-base with the base branch (${settings.base.slice(0, 12)}).`);
      return;
    }
  }
  logger.warning(`openenv-ci: the pull request's base commit ${pullRequest.baseSha.slice(0, 12)} is not in the checkout, so checks ran in full-scan mode. Use actions/checkout with fetch-depth: 0 for pull-request mode.`);
}

