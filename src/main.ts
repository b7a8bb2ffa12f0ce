import * as core from '@actions/core';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Logger, PullRequestInfo } from './engine/check.js';
import { countBySeverity } from './engine/finding.js';
import { UserError } from './engine/errors.js';
import { exitCodeFor, type RunResult } from './engine/run.js';
import { createGitHubApiFromEnv } from './github/from-env.js';
import { readGitHubEvent } from './github/event.js';
import { publishComment, publishTrackingIssue } from './github/publish.js';
import { runPipeline, detectGit, loadConfig } from './pipeline.js';
import { publishReviewArtifact } from './github/publish-review.js';
import { reviewCheck, serializeReviewArtifact, REVIEW_ARTIFACT_FILE } from './checks/review/index.js';
import { annotationProperties, planAnnotations } from './report/annotations.js';
import type { ChangedLines } from './repo/changed-lines.js';
import { renderJson } from './report/json.js';
import { renderMarkdown } from './report/markdown.js';
import { renderSarif } from './report/sarif.js';
import { mergeCheckOptions, settingsFromInputs, type Settings } from './settings.js';
import { VERSION } from './version.js';

/** Action entry: inputs → checks → annotations, job summary, outputs, report files, PR comment. */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const controller = new AbortController();
  process.once('SIGTERM', () => controller.abort(new Error('cancelled')));
  process.once('SIGINT', () => controller.abort(new Error('cancelled')));
  try {
    const settings = settingsFromInputs(env);
    // Never let a token reach the log, whatever prints it.
    for (const secret of [settings.token, settings.checkOptions.audit?.['hub-token']]) if (secret) core.setSecret(secret);
    const event = await readGitHubEvent(env);
    const logger: Logger = { info: (m) => core.info(inertLog(m)), warning: core.warning, debug: core.debug, progress: (m) => core.info(inertLog(m)) };
    const github = createGitHubApiFromEnv(env, settings.repositorySlug, settings.token, logger);
    const review = await reviewModeOf(settings, env);
    if (review.mode === 'publish') {
      // The trusted half of the fork-safe review: post a validated artifact, run nothing.
      if (!github) throw new UserError('report-mode publish needs a token and the repository (GITHUB_REPOSITORY).');
      const commentId = await publishReviewArtifact({ api: github, env, event, artifactPath: review.artifactPath, logger });
      core.setOutput('comment-id', commentId ?? '');
      return;
    }
    await chooseBase(settings, event.pullRequest, logger);
    const { result, checks, changedFiles, changedLines } = await runPipeline({
      settings,
      services: { logger, github, now: () => new Date(), signal: controller.signal },
      pullRequest: event.pullRequest,
      eventName: event.eventName,
    });

    annotate(result, changedFiles, changedLines);
    await writeSummary(result);
    // Output files are relative to the workspace, like every other file input of the action (cache,
    // previous, review-artifact), whatever `path` says.
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const reportFile = settings.reportFile ? resolve(workspace, settings.reportFile) : join(env.RUNNER_TEMP || workspace, 'openenv-ci-report.json');
    const sarifFile = settings.sarifFile ? resolve(workspace, settings.sarifFile) : undefined;
    await writeOut(reportFile, renderJson(result));
    if (sarifFile) await writeOut(sarifFile, renderSarif(result, VERSION));

    const counts = countBySeverity(result.findings);
    core.setOutput('error-count', counts.error);
    core.setOutput('warning-count', counts.warning);
    core.setOutput('notice-count', counts.notice);
    core.setOutput('report-file', reportFile);
    if (sarifFile) core.setOutput('sarif-file', sarifFile);

    let commentId: number | undefined;
    if (review.mode === 'artifact') {
      // The untrusted half: the pull_request job writes the review for a trusted workflow_run job to post.
      const report = result.data.review as Parameters<typeof serializeReviewArtifact>[0] | undefined;
      if (report) {
        await writeOut(review.artifactPath, serializeReviewArtifact(report, { repository: settings.repositorySlug }));
        core.setOutput('review-artifact', review.artifactPath);
        core.info(`openenv-ci: review artifact written to ${review.artifactPath}; upload it with actions/upload-artifact for the publish workflow.`);
      } else core.warning('openenv-ci: report-mode artifact, but the review produced no report (is `review` in checks, and is this a pull request?).');
    } else if (settings.comment && event.pullRequest) {
      if (!github) core.warning('openenv-ci: no token or repository, so the pull-request comment was skipped (annotations and the job summary are complete).');
      else commentId = await publishComment({ api: github, env, pullNumber: event.pullRequest.number, checkIds: checks.map((c) => c.id), result, logger });
    }
    core.setOutput('comment-id', commentId ?? '');
    if (result.trackingIssue) {
      if (github) await publishTrackingIssue({ api: github, issue: result.trackingIssue, logger });
      else core.warning('openenv-ci: audit-issue is set but there is no token or repository, so the tracking issue was not updated.');
    }

    for (const error of result.internalErrors) core.error(`openenv-ci: ${error}`);
    const code = exitCodeFor(result, settings.failOn);
    if (code === 2) {
      core.setFailed('openenv-ci: a check could not finish (internal error above).');
      process.exitCode = 2; // the same status as the CLI
    }
    else if (code === 1) core.setFailed(`openenv-ci: ${counts.error} error(s), ${counts.warning} warning(s) (fail-on: ${settings.failOn}). See the annotations and the job summary.`);
  } catch (error) {
    if (error instanceof UserError) core.setFailed(`openenv-ci: ${error.message}`);
    else core.setFailed(`openenv-ci: internal error: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 2; // usage or internal error: the same status as the CLI (setFailed sets 1)
  }
}

/** The review's report-mode (comment, artifact or publish) and its artifact path, from inputs and config. */
async function reviewModeOf(settings: Settings, env: NodeJS.ProcessEnv): Promise<{ mode: string; artifactPath: string }> {
  const config = await loadConfig(settings);
  const options = mergeCheckOptions(reviewCheck, config.options.review, settings.checkOptions.review);
  const mode = options['report-mode'] || 'comment';
  if (!['comment', 'artifact', 'publish'].includes(mode)) throw new UserError(`report-mode must be comment, artifact or publish (got "${mode}").`);
  const artifact = options['review-artifact'] || join(env.RUNNER_TEMP || settings.root, REVIEW_ARTIFACT_FILE);
  return { mode, artifactPath: resolve(env.GITHUB_WORKSPACE || process.cwd(), artifact) };
}

/**
 * Pull-request mode compares BASE and HEAD. When the checkout is the PR's merge commit (what
 * actions/checkout gives on pull_request), BASE is its first parent: the base-branch tip the merge was
 * built on, even if the branch moved since the event. Otherwise BASE is the merge-base of HEAD and the
 * event's base sha (spec rfcs.md 9.1). Both need history in the checkout (fetch-depth: 0); without it
 * we fall back to a full scan and say why.
 */
async function chooseBase(settings: Settings, pullRequest: PullRequestInfo | undefined, logger: Logger): Promise<void> {
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

/**
 * Log text can carry names from the repository (folders, files, titles). The runner reads every output
 * line that starts with `::` (after leading spaces) as a workflow command, so a folder named
 * "x\n::error::…" would forge annotations or `::stop-commands::`. core.info does not escape; we break
 * the `::` of such lines with an invisible word joiner, and likewise the legacy `##[command]` form, which
 * the runner looks for anywhere in a line.
 */
export function inertLog(message: string): string {
  return message
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/^(\s*):(?=:)/, '$1:\u2060').replace(/##\[/g, '#\u2060#['))
    .join('\n');
}

function annotate(result: RunResult, changedFiles: ReadonlySet<string> | undefined, changedLines: ChangedLines | undefined): void {
  const plan = planAnnotations(result.findings, changedFiles, undefined, changedLines);
  for (const f of plan.shown) {
    const props = annotationProperties(f);
    if (f.severity === 'error') core.error(f.message, props);
    else if (f.severity === 'warning') core.warning(f.message, props);
    else core.notice(f.message, props);
  }
  const hidden = plan.hidden.error + plan.hidden.warning + plan.hidden.notice;
  if (hidden > 0) {
    core.info(`openenv-ci: ${hidden} more finding(s) than GitHub shows as annotations (${plan.hidden.error} errors, ${plan.hidden.warning} warnings, ${plan.hidden.notice} notices); all are in the job summary and the report file.`);
  }
}

async function writeSummary(result: RunResult): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(renderMarkdown(result), true).write();
  } catch (error) {
    // The report is still complete in the annotations and the report file; a summary problem must not fail the job.
    core.warning(`openenv-ci: could not write the job summary: ${(error as Error).message}`);
  }
}

async function writeOut(path: string, content: string): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  } catch (error) {
    // A report-file or sarif-file input naming a folder or an unwritable place: the user's to fix.
    throw new UserError(`cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
  }
}
