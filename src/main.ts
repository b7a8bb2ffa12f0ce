import * as core from '@actions/core';
import { join, resolve } from 'node:path';
import type { CheckId, Logger } from './engine/check.js';
import { countBySeverity } from './engine/finding.js';
import { UserError } from './engine/errors.js';
import { exitCodeFor } from './engine/run.js';
import { apiDeadlines } from './engine/limits.js';
import { createGitHubApiFromEnv } from './github/from-env.js';
import { readGitHubEvent } from './github/event.js';
import { publishComment, publishTrackingIssue } from './github/publish.js';
import type { GitHubApi } from './github/api.js';
import { runPipeline } from './pipeline.js';
import { loadAllChecks } from './checks/index.js';
import { allRules } from './engine/registry.js';
import type { serializeReviewArtifact } from './checks/review/artifact.js';
import { jsonReportChunks } from './report/json.js';
import { renderSarif } from './report/sarif.js';
import { defaultReportName, readInput, settingsFromInputs } from './settings.js';
import { chooseBase } from './action/base.js';
import { inertLog, logGroups } from './action/log.js';
import { annotate, writeOut, writeSummary, writeUsageErrorSummary } from './action/outputs.js';
import { reviewModeOf } from './action/review-mode.js';
import { undeclaredOptionInputs } from './action/inputs.js';

import { eventNameFromEnv } from './process/policy.js';
import { registerSecret } from './process/redact.js';
import { VERSION } from './version.js';

export interface ActionStep {
  /** The sub-action's check (`openenv-ci/openenv-ci/<check>`); undefined for the all-in-one root action. */
  check?: CheckId;
}

/** Action entry: inputs → checks → annotations, job summary, outputs, report files, PR comment. */
export async function run(env: NodeJS.ProcessEnv = process.env, step: ActionStep = {}): Promise<void> {
  const controller = new AbortController();
  process.once('SIGTERM', () => controller.abort(new Error('cancelled')));
  process.once('SIGINT', () => controller.abort(new Error('cancelled')));
  try {
    const settings = settingsFromInputs(env, step.check);
    warnAboutUndeclaredInputs(env, step.check);
    // Never let a token reach the log, whatever prints it.
    for (const secret of [settings.token, settings.checkOptions.audit?.['hub-token'], settings.checkOptions.review?.['llm-token']]) {
      if (!secret) continue;
      core.setSecret(secret);
      registerSecret(secret); // and out of anything a child process prints (log tails in the report and comment)
    }
    const event = await readGitHubEvent(env);
    const logger: Logger = {
      info: (m) => core.info(inertLog(m)),
      warning: core.warning,
      debug: core.debug,
      progress: (m) => core.info(inertLog(m)),
      notice: (m) => core.notice(m),
      ...logGroups({ startGroup: core.startGroup, endGroup: core.endGroup }),
    };
    const deadlines = apiDeadlines(settings.apiDeadlineSeconds, controller.signal, logger.warning);
    const github = await createGitHubApiFromEnv(env, settings.repositorySlug, settings.token, logger, deadlines.lookups);
    // Publishing (comment, tracking issue) has its own client and its own share of the deadline, so
    // lookups that used up theirs never leave the previous run's comment in place.
    let publisher: Awaited<ReturnType<typeof createGitHubApiFromEnv>> | undefined;
    const publishing = async () => (publisher ??= await createGitHubApiFromEnv(env, settings.repositorySlug, settings.token, logger, deadlines.publishing()));
    const review = await reviewModeOf(settings, env);
    if (review.mode === 'publish') {
      // The trusted half of the fork-safe review: post a validated artifact, run nothing.
      const github = await publishing();
      if (!github) throw new UserError('report-mode publish needs a token and the repository (GITHUB_REPOSITORY).');
      const { publishReviewArtifact } = await import('./github/publish-review.js');
      const { publishModelPass } = await import('./action/publish-model.js');
      const { commentId, verdict, modelSummary } = await publishReviewArtifact({ api: github, env, event, artifactPath: review.artifactPath, logger, modelPass: publishModelPass(settings, env, github, logger) });
      if (modelSummary) await writeModelSummary(modelSummary);
      core.setOutput('comment-id', commentId ?? '');
      core.setOutput('verdict', verdict);
      if (verdict === 'request changes') core.setFailed('openenv-ci: review verdict of the pull request\'s run: request changes (see the comment).');
      return;
    }
    await chooseBase(settings, event.pullRequest, logger);
    const { result, checks, changedFiles, changedLines } = await runPipeline({
      settings,
      services: { logger, github, now: () => new Date(), signal: controller.signal },
      pullRequest: event.pullRequest,
      // Inside Actions an event is always named; a missing one must not read as "the CLI on a laptop".
      eventName: event.eventName ?? eventNameFromEnv({ ...env, GITHUB_ACTIONS: 'true' }),
    });

    annotate(result, changedFiles, changedLines);
    // A sub-action's summary section names its check: the job summary shows one section per step.
    const label = step.check ? `openenv-ci ${step.check}` : undefined;
    await writeSummary(result, label, changedFiles);
    // Output files are relative to the workspace, like every other file input of the action (cache,
    // previous, review-artifact), whatever `path` says.
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    // A sub-action's default report file names its check, so the steps of one job keep each their own.
    const reportFile = settings.reportFile ? resolve(workspace, settings.reportFile) : join(env.RUNNER_TEMP || workspace, defaultReportName(step.check));
    const sarifFile = settings.sarifFile ? resolve(workspace, settings.sarifFile) : undefined;
    // A stale audit (it listed nothing it can trust) never replaces the last good report.
    if (result.stale) core.warning(`openenv-ci: the report file ${reportFile} was left as it was: ${result.stale}`);
    else await writeOut(reportFile, jsonReportChunks(result));
    if (sarifFile) await writeOut(sarifFile, renderSarif(result, VERSION, allRules(await loadAllChecks())));

    const counts = countBySeverity(result.findings);
    core.setOutput('error-count', counts.error);
    core.setOutput('warning-count', counts.warning);
    core.setOutput('notice-count', counts.notice);
    core.setOutput('report-file', reportFile);
    if (sarifFile) core.setOutput('sarif-file', sarifFile);

    let commentId: number | undefined;
    let verdictTravels = false;
    if (review.mode === 'artifact') {
      // The untrusted half: the pull_request job writes the review for a trusted workflow_run job to post.
      const report = result.data.review as Parameters<typeof serializeReviewArtifact>[0] | undefined;
      if (report) {
        const { serializeReviewArtifact } = await import('./checks/review/artifact.js');
        await writeOut(review.artifactPath, serializeReviewArtifact(report, { repository: settings.repositorySlug, pullNumber: event.pullRequest?.number }));
        core.setOutput('review-artifact', review.artifactPath);
        core.info(inertLog(`openenv-ci: review artifact written to ${review.artifactPath}; upload it with actions/upload-artifact for the publish workflow.`));
        verdictTravels = true;
      } else core.warning('openenv-ci: report-mode artifact, but the review produced no report (is `review` in checks, and is this a pull request?).');
    } else if (settings.comment && event.pullRequest) {
      if (!github) core.warning('openenv-ci: no token or repository, so the pull-request comment was skipped (annotations and the job summary are complete).');
      else if ((result.data.llm as { status?: string } | undefined)?.status === 'ran' && (await reviewedHeadMoved((await publishing())!, event.pullRequest))) {
        // The model pass's claims cite the reviewed head's lines: a newer head gets its own run and comment.
      } else commentId = await publishComment({ api: (await publishing())!, env, pullNumber: event.pullRequest.number, checkIds: checks.map((c) => c.id), result, logger, headSha: event.pullRequest.headSha, ...(changedFiles ? { changedFiles } : {}) });
    }
    core.setOutput('comment-id', commentId ?? '');
    if (result.trackingIssue) {
      if (github) await publishTrackingIssue({ api: (await publishing())!, issue: result.trackingIssue, logger });
      else core.warning('openenv-ci: audit-issue is set but there is no token or repository, so the tracking issue was not updated.');
    }

    for (const error of result.internalErrors) core.error(`openenv-ci: ${error}`);
    const code = exitCodeFor(result, settings.failOn);
    if (code === 2) {
      core.setFailed('openenv-ci: a check could not finish (internal error above).');
      process.exitCode = 2; // the same status as the CLI
    }
    // report-mode artifact: findings do not fail this step (the upload must run); the publish half
    // sets the status from the artifact's verdict.
    else if (code === 1 && verdictTravels) core.info(`openenv-ci: ${counts.error} error(s), ${counts.warning} warning(s); the verdict travels in the review artifact and the publish workflow sets the status.`);
    else if (code === 1) core.setFailed(`openenv-ci: ${counts.error} error(s), ${counts.warning} warning(s) (fail-on: ${settings.failOn}). See the annotations and the job summary.`);
  } catch (error) {
    if (error instanceof UserError) {
      core.setFailed(`openenv-ci: ${error.message}`);
      await writeUsageErrorSummary(error.message);
    }
    else core.setFailed(`openenv-ci: internal error: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 2; // usage or internal error: the same status as the CLI (setFailed sets 1)
  }
}

/** The publish job's model pass, in the job summary (what it sent, kept, dropped and why). */
async function writeModelSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(`## openenv-ci review: model pass\n\n${markdown}\n`, true).write();
  } catch (error) {
    core.warning(`openenv-ci: the job summary could not be written (${(error as Error).message}).`);
  }
}

/** The review's model pass ran: is the pull request's head now past the one it reviewed? (Says so in the log.) */
async function reviewedHeadMoved(github: GitHubApi, pullRequest: { number: number; headSha: string }): Promise<boolean> {
  const { headMovedPast } = await import('./checks/review/llm/run.js');
  const moved = await headMovedPast(github, pullRequest.number, pullRequest.headSha);
  if (moved) core.info(inertLog(`openenv-ci: pull request #${pullRequest.number} moved to ${moved.slice(0, 12)} since this run reviewed ${pullRequest.headSha.slice(0, 12)}: the comment was not posted.`));
  return moved !== undefined;
}

/**
 * Check options given as `with:` inputs that the step's action.yml no longer declares (they moved to the
 * sub-actions and the config file, docs/config.md): still read, and the log says where they belong.
 */
function warnAboutUndeclaredInputs(env: NodeJS.ProcessEnv, check: CheckId | undefined): void {
  if (check && readInput(env, 'checks') !== '') core.warning(`openenv-ci: the checks input is ignored: the openenv-ci/openenv-ci/${check} step runs ${check}.`);
  const undeclared = undeclaredOptionInputs(check, (name) => readInput(env, name) !== '');
  if (undeclared.length === 0) return;
  const where = undeclared.map((u) => `${u.name} (${u.trusted ? `an input of openenv-ci/openenv-ci/${u.check}` : `options.${u.check}.${u.name} in the config file, or openenv-ci/openenv-ci/${u.check}`})`);
  core.warning(`openenv-ci: these inputs are not declared by this action and are read for compatibility only (deprecated): ${where.join(', ')}. See docs/config.md.`);
}
