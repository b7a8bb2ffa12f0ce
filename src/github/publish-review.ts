import { readFile, stat } from 'node:fs/promises';
import type { Logger } from '../engine/check.js';
import { UserError } from '../engine/errors.js';
import { MAX_ARTIFACT_BYTES, prepareReviewPublication, ReviewArtifactError } from '../checks/review/artifact.js';
import type { GitHubApi } from './api.js';
import { fitCommentBody } from './comment-body.js';
import type { WorkflowEvent } from './event.js';
import { STICKY_BODY_LIMIT, stickyCommentKey, upsertStickyComment } from './sticky-comment.js';
import { verdictOf, type Verdict } from '../checks/review/model.js';

/**
 * `report-mode: publish`, the trusted half of the fork-safe review: a `workflow_run` job reads the
 * artifact the untrusted `pull_request` job uploaded, validates it (it is attacker-controlled), finds
 * the one pull request the triggering run belongs to, and posts the comment we render from the
 * validated data there, only when the artifact names that same pull request, head and repository. No check runs and no pull-request code is read.
 */
export async function publishReviewArtifact(options: { api: GitHubApi; env: NodeJS.ProcessEnv; event: WorkflowEvent; artifactPath: string; logger: Logger }): Promise<{ commentId: number | undefined; verdict: Verdict }> {
  const { api, env, event, artifactPath, logger } = options;
  if (!event.workflowRunHeadSha) {
    throw new UserError('report-mode publish runs in a workflow triggered by workflow_run (it needs the triggering run\'s head sha); see docs/review.md.');
  }
  let size: number;
  try {
    size = (await stat(artifactPath)).size;
  } catch {
    throw new UserError(`review artifact ${artifactPath} not found; download the artifact of the triggering run first (actions/download-artifact with run-id).`);
  }
  if (size > MAX_ARTIFACT_BYTES) throw new UserError(`review artifact ${artifactPath} is ${size} bytes, over the ${MAX_ARTIFACT_BYTES}-byte limit; refusing it.`);
  const json = await readFile(artifactPath, 'utf8');
  let publication;
  try {
    publication = prepareReviewPublication(json, {
      repository: api.repository,
      serverUrl: env.GITHUB_SERVER_URL,
      run: {
        headSha: event.workflowRunHeadSha,
        pullRequests: event.workflowRunPullRequests ?? [],
        headRepository: event.workflowRunHeadRepository,
        headBranch: event.workflowRunHeadBranch,
      },
      openPullRequests: await api.listOpenPullRequests(),
    });
  } catch (error) {
    if (error instanceof ReviewArtifactError) throw new UserError(`review artifact refused: ${error.message}`);
    throw error;
  }
  const outcome = await upsertStickyComment({
    api,
    issueNumber: publication.pullNumber,
    marker: stickyCommentKey(event.workflowRunName, ['review']),
    body: fitCommentBody({ header: '', sections: [{ title: 'Review', markdown: publication.markdown }], footer: '' }, STICKY_BODY_LIMIT),
    logger,
  });
  // The untrusted half exits 0 so its artifact always uploads: the verdict is set here.
  return { commentId: outcome.commentId, verdict: verdictOf(publication.artifact.report) };
}
