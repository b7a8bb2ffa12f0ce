import type { Logger } from '../engine/check.js';
import { GitHubPermissionError, type GitHubApi, type IssueComment } from './api.js';
import { GITHUB_BODY_LIMIT } from './comment-body.js';
import { shorten } from '../report/truncate.js';

/**
 * ONE comment per pull request per job (workflow + job), kept current in place; each step of the job
 * writes its own section of it (comment-sections.ts).
 *
 * Our comment is recognised by a hidden marker on its first line, `<!-- openenv-ci:v1:<key> -->`,
 * AND by its author: the token's identity when it can be read, otherwise `github-actions[bot]`
 * (GITHUB_TOKEN cannot read /user). Nobody else copying our marker, person or bot, gets their comment
 * edited or deleted. A comment deleted between listing and editing is created again. Every page of comments is searched. Nothing is written when the body is
 * unchanged. When two runs raced and both created a comment, the oldest one is kept and the others
 * are deleted, so exactly one remains. A token that cannot write (fork pull request, read-only
 * permissions) gives `skipped` and a warning, never a failure.
 */

export const MARKER_VERSION = 1;
const MARKER_PATTERN = /^<!-- openenv-ci:v(\d+):([A-Za-z0-9_.:+/ -]+) -->$/;
const MAX_KEY_LENGTH = 100;

/**
 * Room the marker takes in front of the body: pass `STICKY_BODY_LIMIT` as the limit to
 * `fitCommentBody` so body + marker stay within GitHub's limit.
 */
export const STICKY_BODY_LIMIT = GITHUB_BODY_LIMIT - (`<!-- openenv-ci:v${MARKER_VERSION}: -->\n`.length + MAX_KEY_LENGTH);

/**
 * The marker key of a job's comment: the workflow and the job id (GITHUB_JOB). Every openenv-ci step of
 * the job, the all-in-one action or a sub-action, writes its section of this one comment.
 */
export function jobCommentKey(workflow: string | undefined, job: string | undefined): string {
  return sanitizeKey(`${workflow?.trim() || 'openenv-ci'}:job:${job?.trim() || 'default'}`);
}

/**
 * The key by the workflow and the set of checks (order does not matter): the publish half of the
 * fork-safe review, and the key of comments written before the job key (taken over, see `legacyKeys`).
 */
export function stickyCommentKey(workflow: string | undefined, checks: readonly string[]): string {
  const set = [...new Set(checks.map((c) => c.trim()).filter((c) => c !== ''))].sort().join('+');
  return sanitizeKey(`${workflow?.trim() || 'openenv-ci'}:${set || 'default'}`);
}

/** Keeps a key inside the marker: no `--` or `>` (which would close the HTML comment), bounded length. */
export function sanitizeKey(key: string): string {
  const clean = key
    .replace(/[^A-Za-z0-9_.:+/ -]+/g, '-')
    .replace(/-{2,}/g, '-')
    .trim()
    .slice(0, MAX_KEY_LENGTH)
    .trim();
  return clean === '' ? 'default' : clean;
}

export function commentMarker(key: string): string {
  return `<!-- openenv-ci:v${MARKER_VERSION}:${sanitizeKey(key)} -->`;
}

/** The marker key of a comment body (any marker version), or undefined when it carries none. */
export function markerKeyOf(body: string): string | undefined {
  const firstLine = body.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0]!.trim();
  return MARKER_PATTERN.exec(firstLine)?.[2];
}

/** The full comment body: marker line, then the report. */
export function withMarker(marker: string, body: string): string {
  return `${marker}\n${body}`;
}

/** A comment body without its first (marker) line. */
function withoutMarker(body: string): string {
  const text = body.replace(/^\uFEFF/, '');
  const newline = text.indexOf('\n');
  return newline === -1 ? '' : text.slice(newline + 1);
}

export type StickyAction = 'created' | 'updated' | 'unchanged' | 'skipped';

export interface StickyResult {
  commentId?: number;
  /** Link to the comment, when one exists. */
  htmlUrl?: string;
  action: StickyAction;
  /** Why it was skipped. */
  reason?: string;
  /** Superseded duplicates of ours that were deleted. */
  deleted?: number[];
}

export interface StickyCommentOptions {
  api: GitHubApi;
  issueNumber: number;
  /** A key (`jobCommentKey(...)`) or a full marker (`commentMarker(key)`). */
  marker: string;
  /** The body, or how to make it from the current comment's body (without its marker line; undefined when there is none). */
  body: string | ((current: string | undefined) => string);
  /**
   * Keys of comments this one supersedes (an older marker scheme): when no comment with `marker` exists,
   * the oldest of ours with one of these keys is taken over; any others are deleted like duplicates.
   */
  legacyKeys?: readonly string[];
  logger: Logger;
}

export async function upsertStickyComment(options: StickyCommentOptions): Promise<StickyResult> {
  const { api, issueNumber, logger } = options;
  const key = markerKeyOf(options.marker) ?? sanitizeKey(options.marker);
  const marker = commentMarker(key);
  const legacy = new Set((options.legacyKeys ?? []).map((k) => markerKeyOf(k) ?? sanitizeKey(k)).filter((k) => k !== key));
  // The full body given the comment it replaces (its own sections are kept when the body is a function).
  const fullFor = (current: IssueComment | undefined): string => {
    const currentBody = current && markerKeyOf(current.body) === key ? withoutMarker(current.body) : undefined;
    let full = withMarker(marker, typeof options.body === 'string' ? options.body : options.body(currentBody));
    if (full.length > GITHUB_BODY_LIMIT) {
      logger.warning(`The comment body is ${full.length} characters, over GitHub's limit: it was cut. Use fitCommentBody(parts, STICKY_BODY_LIMIT) to cut by section.`);
      full = shorten(full, GITHUB_BODY_LIMIT, '\n\n*… cut to fit the comment limit.*');
    }
    return full;
  };

  try {
    // Only our own identity's comments are ours: another bot (or a person) copying the marker is never
    // edited or deleted. GITHUB_TOKEN cannot read /user; its comments are github-actions[bot]'s.
    const login = (await api.authenticatedLogin().catch(() => undefined)) ?? 'github-actions[bot]';
    const ourKey = (comment: IssueComment) => (comment.author === login ? markerKeyOf(comment.body) : undefined);
    // Deleted by someone between our listing and our edit (404): write it anew, it is not a permission problem.
    const update = async (id: number, full: string) => {
      try {
        return await api.updateIssueComment(id, full);
      } catch (error) {
        if (!(error instanceof GitHubPermissionError && error.status === 404)) throw error;
        logger.info(`The pull request comment ${id} was deleted meanwhile: creating it again.`);
        return api.createIssueComment(issueNumber, full);
      }
    };
    // Ours, oldest first; comments under a legacy key after those under the key (taken over only when none has it).
    const find = async () => {
      const comments = (await api.listIssueComments(issueNumber)).sort((a, b) => a.id - b.id);
      const byKey = comments.filter((c) => ourKey(c) === key);
      return [...byKey, ...comments.filter((c) => legacy.has(ourKey(c) ?? ''))];
    };

    let ours = await find();
    let action: StickyAction;
    let kept: IssueComment;
    if (ours.length === 0) {
      const full = fullFor(undefined);
      kept = await api.createIssueComment(issueNumber, full);
      action = 'created';
      logger.info(`Created the pull request comment ${kept.htmlUrl || kept.id}.`);
      // Another run may have created its own at the same moment: look again, keep the oldest.
      ours = await find();
      if (ours.length > 1 && ours[0]!.id !== kept.id) {
        const oldest = ours[0]!;
        const fullOfOldest = fullFor(oldest);
        kept = sameBody(oldest.body, fullOfOldest) ? oldest : await update(oldest.id, fullOfOldest);
        action = 'updated';
      }
    } else {
      const full = fullFor(ours[0]);
      if (sameBody(ours[0]!.body, full)) {
        kept = ours[0]!;
        action = 'unchanged';
        logger.info(`The pull request comment ${kept.htmlUrl || kept.id} is up to date: nothing written.`);
      } else {
        kept = await update(ours[0]!.id, full);
        action = 'updated';
        logger.info(`Updated the pull request comment ${kept.htmlUrl || kept.id}.`);
      }
    }

    const deleted: number[] = [];
    for (const duplicate of ours.filter((c) => c.id !== kept.id)) {
      try {
        await api.deleteIssueComment(duplicate.id);
        deleted.push(duplicate.id);
      } catch (error) {
        logger.warning(`Could not delete the superseded comment ${duplicate.id}: ${message(error)}`);
      }
    }
    if (deleted.length > 0) logger.info(`Deleted ${deleted.length} superseded duplicate comment(s): ${deleted.join(', ')}.`);
    return { commentId: kept.id, ...(kept.htmlUrl ? { htmlUrl: kept.htmlUrl } : {}), action, ...(deleted.length > 0 ? { deleted } : {}) };
  } catch (error) {
    if (error instanceof GitHubPermissionError) {
      const reason =
        `the token cannot write comments on #${issueNumber} (${error.message}). ` +
        'This is expected for pull requests from forks and for workflows with read-only permissions; ' +
        'the annotations and the job summary still carry the full report. To get the comment, grant `pull-requests: write` ' +
        '(and `issues: write`), or publish from a trusted workflow_run workflow.';
      logger.warning(`Pull request comment skipped: ${reason}`);
      return { action: 'skipped', reason };
    }
    throw error;
  }
}

/** GitHub may hand bodies back with CRLF line ends or without trailing whitespace. */
function sameBody(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/\r\n?/g, '\n').trimEnd();
  return norm(a) === norm(b);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
