import {
  MAX_ARTIFACT_BYTES,
  ReviewArtifactError,
  prepareReviewPublication
} from "./chunk-SMFUNW6J.js";
import {
  verdictOf
} from "./chunk-ADH2ONQJ.js";
import {
  UserError
} from "./chunk-ZCKK2XZD.js";
import "./chunk-NO5C67FT.js";
import {
  STICKY_BODY_LIMIT,
  fitCommentBody,
  stickyCommentKey,
  upsertStickyComment
} from "./chunk-VWU43JE7.js";
import "./chunk-LORP6KJE.js";
import "./chunk-H3ZTQHZ5.js";
import "./chunk-RGIUMTQF.js";
import "./chunk-WZD5HY2J.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-EDJDLEUI.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";

// src/github/publish-review.ts
import { readFile, stat } from "node:fs/promises";
async function publishReviewArtifact(options) {
  const { api, env, event, artifactPath, logger } = options;
  if (!event.workflowRunHeadSha) {
    throw new UserError("report-mode publish runs in a workflow triggered by workflow_run (it needs the triggering run's head sha); see docs/review.md.");
  }
  let size;
  try {
    size = (await stat(artifactPath)).size;
  } catch {
    throw new UserError(`review artifact ${artifactPath} not found; download the artifact of the triggering run first (actions/download-artifact with run-id).`);
  }
  if (size > MAX_ARTIFACT_BYTES) throw new UserError(`review artifact ${artifactPath} is ${size} bytes, over the ${MAX_ARTIFACT_BYTES}-byte limit; refusing it.`);
  const json = await readFile(artifactPath, "utf8");
  let publication;
  try {
    publication = prepareReviewPublication(json, {
      repository: api.repository,
      serverUrl: env.GITHUB_SERVER_URL,
      run: {
        headSha: event.workflowRunHeadSha,
        pullRequests: event.workflowRunPullRequests ?? [],
        headRepository: event.workflowRunHeadRepository,
        headBranch: event.workflowRunHeadBranch
      },
      openPullRequests: await api.listOpenPullRequests()
    });
  } catch (error) {
    if (error instanceof ReviewArtifactError) throw new UserError(`review artifact refused: ${error.message}`);
    throw error;
  }
  const verdict = verdictOf(publication.artifact.report);
  const model = await options.modelPass?.(publication);
  if (model?.outcome.status === "ran") {
    const { headMovedPast } = await import("./run-NUEEURC5.js");
    const moved = await headMovedPast(api, publication.pullNumber, publication.artifact.report.headSha);
    if (moved) {
      logger.info(`openenv-ci: pull request #${publication.pullNumber} moved to ${moved.slice(0, 12)} since the run reviewed ${publication.artifact.report.headSha.slice(0, 12)}: the comment was not posted.`);
      return { commentId: void 0, verdict, modelSummary: model.summary, headMoved: moved };
    }
  }
  const markdown = publication.markdown + (model ? `
${model.markdown}` : "");
  const outcome = await upsertStickyComment({
    api,
    issueNumber: publication.pullNumber,
    marker: stickyCommentKey(event.workflowRunName, ["review"]),
    body: fitCommentBody({ header: "", sections: [{ title: "Review", markdown }], footer: "" }, STICKY_BODY_LIMIT),
    logger
  });
  return { commentId: outcome.commentId, verdict, ...model ? { modelSummary: model.summary } : {} };
}
export {
  publishReviewArtifact
};
