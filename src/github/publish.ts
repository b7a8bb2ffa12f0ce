import type { Logger } from '../engine/check.js';
import type { RunResult } from '../engine/run.js';
import { countBySeverity } from '../engine/finding.js';
import { COMMENT_BUDGET, jobVerdict, readCounts, stepSection } from '../report/comment.js';
import { scoped } from '../report/markdown.js';
import { VERSION } from '../version.js';
import type { GitHubApi } from './api.js';
import { fitCommentBody } from './comment-body.js';
import { composeSections, sectionId, sectionOrigin } from './comment-sections.js';
import { jobCommentKey, stickyCommentKey, upsertStickyComment, type StickyResult } from './sticky-comment.js';
import { upsertTrackingIssue, type TrackingIssueResult } from './tracking-issue.js';

/**
 * What the action does with GitHub after the checks ran: the one sticky pull-request comment and the
 * audit's tracking issue. Neither ever fails the job: a token that cannot write, or GitHub failing
 * after retries, gives a warning (annotations, summary and report files are complete anyway).
 */

export interface PublishCommentOptions {
  api: GitHubApi;
  env: NodeJS.ProcessEnv;
  pullNumber: number;
  checkIds: readonly string[];
  result: RunResult;
  logger: Logger;
  /** Files the change touched (repository paths): their causes come first. */
  changedFiles?: ReadonlySet<string>;
  /**
   * The pull request's head commit this run checked. With GITHUB_RUN_NUMBER it goes in the section's
   * marker, and a section a later run wrote is never overwritten (overlapping runs).
   */
  headSha?: string;
}

export interface CommentBodyOptions {
  /** Characters the body may take (default: a whole comment). */
  limit?: number;
  /** End with the comment footer (default true; false for a section of a job's comment, whose footer comes once). */
  footer?: boolean;
  /** What the section's heading names (default `openenv-ci`; a step: its checks). */
  label?: string;
  /** Files the change touched: their causes come first. */
  changedFiles?: ReadonlySet<string>;
}

/**
 * The footer under the sections of a job's comment. No run link: it changes on every run, and an
 * unchanged report must not rewrite the comment. The link appears where it matters, in the note that
 * says what a cut comment left out.
 */
export const COMMENT_FOOTER = `<sub>openenv-ci ${VERSION} · this comment is updated in place on every run; the workflow run's job summary has the full report.</sub>`;

/** Link to this workflow run, where the job summary is (undefined outside Actions). */
export function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  if (!env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID) return undefined;
  const attempt = env.GITHUB_RUN_ATTEMPT && env.GITHUB_RUN_ATTEMPT !== '1' ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : '';
  return `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}${attempt}`;
}

/**
 * A step's section of the job's comment (docs/github.md), fitted to `limit`: only the change's new
 * findings, one line per cause (src/report/comment.ts). With the footer (a comment of its own, not a
 * section), the job's verdict heading comes first.
 */
export function commentBody(result: RunResult, env: NodeJS.ProcessEnv, options: CommentBodyOptions = {}): string {
  const url = runUrl(env);
  const limit = options.limit ?? COMMENT_BUDGET;
  const alone = options.footer !== false;
  const label = options.label ?? 'openenv-ci';
  const header = alone ? jobVerdict([{ ...countBySeverity(result.findings), scoped: scoped(result) }]) : '';
  const room = Math.max(0, limit - (alone ? header.length + COMMENT_FOOTER.length + 4 : 0));
  const section = stepSection(result, { label, room, ...(options.changedFiles ? { changedFiles: options.changedFiles } : {}), ...(url ? { summaryUrl: url } : {}) });
  return fitCommentBody({ header, sections: [{ title: label, markdown: section }], footer: alone ? COMMENT_FOOTER : '' }, limit, url);
}

/**
 * Creates or updates this step's section of the job's sticky comment (key: workflow + job; section: the
 * step's checks), keeping the other steps' sections; returns the comment's id (undefined when skipped or
 * failed). A comment of an earlier version (key: workflow + checks) is taken over.
 */
export async function publishComment(options: PublishCommentOptions): Promise<number | undefined> {
  const { api, env, pullNumber, checkIds, result, logger, changedFiles } = options;
  const origin = sectionOrigin(options.headSha, env.GITHUB_RUN_NUMBER);
  let outcome: StickyResult;
  try {
    outcome = await upsertStickyComment({
      api,
      issueNumber: pullNumber,
      marker: jobCommentKey(env.GITHUB_WORKFLOW, env.GITHUB_JOB),
      legacyKeys: [stickyCommentKey(env.GITHUB_WORKFLOW, checkIds)],
      body: (current) =>
        composeSections({
          current,
          id: sectionId(checkIds),
          render: (room) => commentBody(result, env, { limit: room, footer: false, label: checkIds.join(', ') || 'openenv-ci', ...(changedFiles ? { changedFiles } : {}) }),
          footer: COMMENT_FOOTER,
          verdict: (sections) => jobVerdict(sections.map(readCounts)),
          limit: COMMENT_BUDGET,
          ...(origin ? { origin } : {}),
          onSuperseded: (later) =>
            logger.info(
              `openenv-ci: this step's section of the comment was written by a later run (run ${later.runNumber}, commit ${later.headSha.slice(0, 12)}); it was left as it is (this run: ${origin!.runNumber}, commit ${origin!.headSha.slice(0, 12)}).`,
            ),
        }),
      logger,
    });
  } catch (error) {
    logger.warning(`openenv-ci: the pull request comment could not be written: ${error instanceof Error ? error.message : String(error)}. The annotations and the job summary are complete.`);
    return undefined;
  }
  return outcome.commentId;
}

export async function publishTrackingIssue(options: {
  api: GitHubApi;
  issue: { title: string; body: string; label: string };
  logger: Logger;
}): Promise<TrackingIssueResult | undefined> {
  const { api, issue, logger } = options;
  try {
    return await upsertTrackingIssue({ api, label: issue.label, title: issue.title, body: issue.body, logger });
  } catch (error) {
    logger.warning(`openenv-ci: the tracking issue could not be updated: ${error instanceof Error ? error.message : String(error)}.`);
    return undefined;
  }
}
