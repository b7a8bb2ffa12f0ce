import { readFile, stat } from 'node:fs/promises';
import type { Logger } from '../engine/check.js';
import { UserError } from '../engine/errors.js';
import { MAX_ARTIFACT_BYTES, prepareReviewPublication, ReviewArtifactError, type ReviewPublication } from '../checks/review/artifact.js';
import type { ModelPassResult } from '../checks/review/llm/run.js';
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
 * With `modelPass` (the review's `llm` is on) the model pass runs here, where its token is, and its
 * section follows the review's; if the pull request's head moved past the reviewed one meanwhile,
 * nothing is posted (the run for the new head posts).
 */
export async function publishReviewArtifact(options: {
  api: GitHubApi;
  env: NodeJS.ProcessEnv;
  event: WorkflowEvent;
  artifactPath: string;
  logger: Logger;
  modelPass?: (publication: ReviewPublication) => Promise<ModelPassResult | undefined>;
}): Promise<{ commentId: number | undefined; verdict: Verdict; modelSummary?: string; headMoved?: string }> {
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
  // The verdict is the artifact's: the model pass adds its own section and never changes it.
  const verdict = verdictOf(publication.artifact.report);
  const model = await options.modelPass?.(publication);
  if (model?.outcome.status === 'ran') {
    const { headMovedPast } = await import('../checks/review/llm/run.js');
    const moved = await headMovedPast(api, publication.pullNumber, publication.artifact.report.headSha);
    if (moved) {
      logger.info(`openenv-ci: pull request #${publication.pullNumber} moved to ${moved.slice(0, 12)} since the run reviewed ${publication.artifact.report.headSha.slice(0, 12)}: the comment was not posted.`);
      return { commentId: undefined, verdict, modelSummary: model.summary, headMoved: moved };
    }
  }
  const markdown = publication.markdown + (model ? `\n${model.markdown}` : '');
  const outcome = await upsertStickyComment({
    api,
    issueNumber: publication.pullNumber,
    marker: stickyCommentKey(event.workflowRunName, ['review']),
    body: fitCommentBody({ header: '', sections: [{ title: 'Review', markdown }], footer: '' }, STICKY_BODY_LIMIT),
    logger,
  });
  // The untrusted half exits 0 so its artifact always uploads: the verdict is set here.
  return { commentId: outcome.commentId, verdict, ...(model ? { modelSummary: model.summary } : {}) };
}
