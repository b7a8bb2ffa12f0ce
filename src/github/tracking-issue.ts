import type { Logger } from '../engine/check.js';
import { GitHubPermissionError, type GitHubApi, type Issue } from './api.js';
import { GITHUB_BODY_LIMIT } from './comment-body.js';
import { shorten } from '../report/truncate.js';
import { sanitizeKey } from './sticky-comment.js';

/**
 * One tracking issue (the nightly audit's), kept current in place: found by its label AND a hidden
 * marker on the first line of its body, updated when the text changed, reopened when someone closed
 * it, created only when none exists. Never a new issue per night, no write when nothing changed.
 */

export interface TrackingIssueOptions {
  api: GitHubApi;
  /** Label the issue carries (the search key; created by GitHub on first use). */
  label: string;
  title: string;
  body: string;
  logger: Logger;
}

export interface TrackingIssueResult {
  action: 'created' | 'updated' | 'reopened' | 'unchanged' | 'skipped';
  issueNumber?: number;
  htmlUrl?: string;
  reason?: string;
}

export function trackingMarker(label: string): string {
  return `<!-- openenv-ci:tracking:v1:${sanitizeKey(label)} -->`;
}

export async function upsertTrackingIssue(options: TrackingIssueOptions): Promise<TrackingIssueResult> {
  const { api, label, title, logger } = options;
  const marker = trackingMarker(label);
  let body = `${marker}\n${options.body}`;
  if (body.length > GITHUB_BODY_LIMIT) {
    logger.warning(`The tracking issue body is ${body.length} characters, over GitHub's limit: it was cut.`);
    body = shorten(body, GITHUB_BODY_LIMIT, '\n\n*… cut to fit the issue limit; the job summary has the full report.*');
  }
  try {
    const candidates = (await api.listIssuesWithLabel(label))
      .filter((issue) => issue.body.replace(/^\uFEFF/, '').trimStart().startsWith(marker))
      .sort(preferOpenThenOldest);
    const existing = candidates[0];
    if (candidates.length > 1) {
      logger.warning(`${candidates.length} issues carry the ${label} tracking marker; keeping #${existing!.number} current.`);
    }
    if (!existing) {
      const created = await api.createIssue(title, body, [label]);
      logger.info(`Created tracking issue #${created.number}.`);
      return { action: 'created', issueNumber: created.number, htmlUrl: created.htmlUrl };
    }
    const changed = normalize(existing.body) !== normalize(body) || existing.title !== title;
    if (!changed && existing.state === 'open') {
      logger.info(`Tracking issue #${existing.number} is up to date: nothing written.`);
      return { action: 'unchanged', issueNumber: existing.number, htmlUrl: existing.htmlUrl };
    }
    const reopen = existing.state === 'closed';
    const updated = await api.updateIssue(existing.number, {
      ...(changed ? { title, body } : {}),
      ...(reopen ? { state: 'open' as const } : {}),
    });
    logger.info(`${reopen ? 'Reopened' : 'Updated'} tracking issue #${updated.number}.`);
    return { action: reopen ? 'reopened' : 'updated', issueNumber: updated.number, htmlUrl: updated.htmlUrl || existing.htmlUrl };
  } catch (error) {
    if (error instanceof GitHubPermissionError) {
      const reason = `the token cannot write issues (${error.message}); grant \`issues: write\` to keep the tracking issue current.`;
      logger.warning(`Tracking issue skipped: ${reason}`);
      return { action: 'skipped', reason };
    }
    throw error;
  }
}

function preferOpenThenOldest(a: Issue, b: Issue): number {
  if (a.state !== b.state) return a.state === 'open' ? -1 : 1;
  return a.number - b.number;
}

function normalize(text: string): string {
  return text.replace(/\r\n?/g, '\n').trimEnd();
}
