import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { Logger } from '../engine/check.js';
import { deadlineCutCall } from '../engine/limits.js';
import { errorBodyExcerpt } from '../engine/error-body.js';
import {
  GitHubPermissionError,
  type GitHubApi,
  type Issue,
  type IssueComment,
  type OpenPullRequestFiles,
  type PullRequestFile,
  type PullRequestSummary,
} from './api.js';

/**
 * The real GitHubApi: `@actions/github`'s octokit with `@octokit/plugin-retry` (5xx, network errors,
 * cut or garbled replies: bounded retries with growing waits) and `@octokit/plugin-throttling`
 * (secondary rate limits and exhausted primary limits: wait what GitHub says, when that is short).
 * Every list follows the `Link` header through all pages. Errors come back as GitHubPermissionError
 * (the token cannot do this: degrade, never fail the job) or GitHubApiError (anything else, with the
 * operation, status and GitHub's own message; never the token).
 */

export interface RetryTuning {
  /** Retries after the first attempt, for 5xx / network / rate limits (default 3). */
  retries?: number;
  /**
   * Multiplies every wait: retry backoff (1 s, 4 s, 9 s), Retry-After, and the spacing GitHub asks
   * between writes (1 s; 3 s for writes that notify). Default 1, or OPENENV_CI_RETRY_SCALE — set only
   * by tests, so they exercise the real waits in milliseconds.
   */
  scale?: number;
  /** Longest Retry-After / rate-limit reset (seconds, before scaling) worth waiting for (default 90). */
  maxWaitSeconds?: number;
  /** Per-attempt timeout in milliseconds (default 30,000, or OPENENV_CI_HTTP_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface GitHubApiOptions {
  token: string;
  /** `owner/name`. */
  repository: string;
  /** REST base URL; default GITHUB_API_URL, then https://api.github.com. */
  baseUrl?: string;
  /** GraphQL endpoint; default: beside the REST base URL (api.github.com/graphql, GHES /api/graphql). */
  graphqlUrl?: string;
  logger: Logger;
  retry?: RetryTuning;
  /**
   * The run's API deadline (LIMITS.apiDeadlineSeconds, `api-deadline` input): once aborted, calls in
   * flight are cut and queued or retried calls fail at once (HTTP 499), so nothing outlives the run.
   */
  deadline?: AbortSignal;
}

/** A GitHub API failure that is not about permissions (validation, server errors after retries, rate limits). */
export class GitHubApiError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${operation}: ${detail} (HTTP ${status})`);
    this.name = 'GitHubApiError';
  }
}

type OctokitPlugin = NonNullable<Parameters<typeof getOctokit>[2]>;

const PER_PAGE = 100;
let clientCount = 0;

export function createGitHubApi(options: GitHubApiOptions): GitHubApi {
  const [owner, repo] = splitRepository(options.repository);
  const { logger } = options;
  const tuning = resolveTuning(options.retry);
  const baseUrl = (options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, '');
  const wait = (seconds: number) => Math.round(seconds * 1000 * tuning.scale);
  const graphqlUrl = options.graphqlUrl ?? graphqlUrlFor(baseUrl);

  const onLimit = (kind: string) => (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
    const what = `${request.method} ${request.url}`;
    if (retryCount >= tuning.retries) {
      logger.warning(`GitHub ${kind} on ${what}: giving up after ${retryCount + 1} attempts.`);
      return false;
    }
    if (retryAfter > tuning.maxWaitSeconds) {
      logger.warning(`GitHub ${kind} on ${what}: the limit resets in ${retryAfter} s, longer than this job waits (${tuning.maxWaitSeconds} s).`);
      return false;
    }
    logger.info(`GitHub ${kind} on ${what}: retrying in ${retryAfter} s (attempt ${retryCount + 2} of ${tuning.retries + 1}).`);
    return true;
  };

  const octokit = getOctokit(
    options.token,
    {
      baseUrl,
      // octokit's own log lines can quote a reply: clipped like error messages.
      log: {
        debug: (message: string) => logger.debug(errorBodyExcerpt(message, 1000)),
        info: (message: string) => logger.debug(errorBodyExcerpt(message, 1000)),
        warn: (message: string) => logger.warning(errorBodyExcerpt(message, 1000)),
        error: (message: string) => logger.warning(errorBodyExcerpt(message, 1000)),
      },
      retry: {
        retries: tuning.retries,
        retryAfterBaseValue: wait(1),
        // 403 and 429 belong to the throttling plugin (it reads Retry-After); the rest are final answers.
        // 499: the run's API deadline passed (attemptGuard); nothing is retried after it.
        doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451, 499],
      },
      throttle: {
        // Own id per client so separate clients (tests, parallel jobs in one process) never queue behind each other.
        id: `openenv-ci-${++clientCount}`,
        retryAfterBaseValue: wait(1),
        fallbackSecondaryRateRetryAfter: 60,
        // GitHub asks for a second between writes and more between writes that notify people.
        write: spacedGroup(wait(1)),
        notifications: spacedGroup(wait(3)),
        search: spacedGroup(wait(2)),
        onRateLimit: onLimit('rate limit'),
        onSecondaryRateLimit: onLimit('secondary rate limit'),
      } as never,
    },
    attemptGuard(tuning.timeoutMs, options.deadline),
    retry,
    throttling,
  );

  const call = async <T>(operation: string, write: boolean, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw translateError(operation, write, error);
    }
  };

  const list = <T>(operation: string, route: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<T[]> =>
    call(operation, false, async () => {
      const parameters = { owner, repo, per_page: PER_PAGE, ...params };
      // paginate drops per-call `request` options after building the first URL: a signal has to be
      // a default of the request function it pages with.
      const items = (await (signal
        ? octokit.paginate(octokit.request.defaults({ request: { signal } }) as never, { ...parameters, method: route.split(' ')[0], url: route.split(' ')[1] } as never)
        : octokit.paginate(route, parameters))) as unknown;
      if (!Array.isArray(items)) throw new GitHubApiError(operation, 502, 'GitHub returned something that is not a list');
      return items as T[];
    });

  let login: Promise<string | undefined> | undefined;

  return {
    repository: `${owner}/${repo}`,

    listOpenPullRequests: async () =>
      (await list<RawPull>('list open pull requests', 'GET /repos/{owner}/{repo}/pulls', { state: 'open' })).map(toPullSummary),

    listPullRequestFiles: async (pullNumber, signal) =>
      (
        await list<RawFile>(`list files of pull request #${pullNumber}`, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { pull_number: pullNumber }, signal)
      ).map(toPullFile),

    listOpenPullRequestsWithFiles: async (signal) => {
      const operation = 'list open pull requests and their files (GraphQL)';
      const out: OpenPullRequestFiles[] = [];
      let after: string | null = null;
      do {
        let page: RawGraphqlPulls;
        try {
          page = await call(operation, false, async () => {
            const { data } = await octokit.request(`POST ${graphqlUrl}`, {
              query: OPEN_PULLS_QUERY,
              variables: { owner, name: repo, after },
              ...(signal ? { request: { signal } } : {}),
            });
            return graphqlData<RawGraphqlPulls>(operation, data);
          });
        } catch (error) {
          // No GraphQL API here (an old GHES, a proxy that only passes REST): the caller lists through REST.
          if (out.length === 0 && (error as { status?: number }).status === 404) return undefined;
          throw error;
        }
        const pulls = page.repository?.pullRequests;
        if (!pulls) throw new GitHubApiError(operation, 502, 'GitHub returned no pull requests for this repository');
        for (const node of pulls.nodes ?? []) if (node) out.push(toPullWithFiles(node));
        after = pulls.pageInfo?.hasNextPage ? (pulls.pageInfo.endCursor ?? null) : null;
      } while (after);
      return out;
    },

    getPullRequest: (pullNumber) =>
      call(`read pull request #${pullNumber}`, false, async () => {
        const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner, repo, pull_number: pullNumber });
        const raw = data as unknown as RawPull;
        return {
          ...toPullSummary(raw),
          body: raw.body ?? '',
          baseSha: raw.base?.sha ?? '',
          ...(typeof raw.author_association === 'string' ? { authorAssociation: raw.author_association } : {}),
          labels: (raw.labels ?? []).flatMap((l) => (typeof l?.name === 'string' ? [l.name] : [])),
        };
      }),

    listPullRequestsForCommit: async (sha) =>
      (await list<RawPull>(`list pull requests of commit ${sha.slice(0, 12)}`, 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { commit_sha: sha })).map(
        toPullSummary,
      ),

    listIssueComments: async (issueNumber) =>
      (await list<RawComment>(`list comments of #${issueNumber}`, 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { issue_number: issueNumber })).map(
        toComment,
      ),

    createIssueComment: (issueNumber, body) =>
      call(`comment on #${issueNumber}`, true, async () => {
        const { data } = await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner, repo, issue_number: issueNumber, body });
        return toComment(data as unknown as RawComment);
      }),

    updateIssueComment: (commentId, body) =>
      call(`update comment ${commentId}`, true, async () => {
        const { data } = await octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner, repo, comment_id: commentId, body });
        return toComment(data as unknown as RawComment);
      }),

    deleteIssueComment: (commentId) =>
      call(`delete comment ${commentId}`, true, async () => {
        try {
          await octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner, repo, comment_id: commentId });
        } catch (error) {
          // Already gone (another run cleaned it up first): the goal is reached.
          if (isRequestError(error) && error.status === 404) {
            logger.debug(`comment ${commentId} was already deleted`);
            return;
          }
          throw error;
        }
      }),

    authenticatedLogin: () =>
      (login ??= (async () => {
        try {
          const { data } = await octokit.request('GET /user');
          return typeof data?.login === 'string' ? data.login : undefined;
        } catch (error) {
          // GITHUB_TOKEN and app tokens may not read /user (403): the caller falls back to bot authors.
          logger.debug(`token identity not readable: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        }
      })()),

    listIssuesWithLabel: async (label) =>
      (await list<RawIssue>(`list issues labelled ${label}`, 'GET /repos/{owner}/{repo}/issues', { labels: label, state: 'all' }))
        .filter((raw) => raw.pull_request === undefined) // the issues endpoint lists pull requests too
        .map(toIssue),

    createIssue: (title, body, labels) =>
      call('create issue', true, async () => {
        const { data } = await octokit.request('POST /repos/{owner}/{repo}/issues', { owner, repo, title, body, labels });
        return toIssue(data as unknown as RawIssue);
      }),

    updateIssue: (issueNumber, fields) =>
      call(`update issue #${issueNumber}`, true, async () => {
        const { data } = await octokit.request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', { owner, repo, issue_number: issueNumber, ...fields });
        return toIssue(data as unknown as RawIssue);
      }),
  };
}

/**
 * The open pull requests, 100 a page, each with its first 100 files: what the open-PR claim check needs
 * in one request per 100 pull requests (REST needs one per pull request).
 */
const OPEN_PULLS_QUERY = `query($owner: String!, $name: String!, $after: String) {
  repository(owner: $owner, name: $name) {
    pullRequests(states: OPEN, first: 100, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes {
        number title isDraft url createdAt headRefOid headRefName
        author { login }
        headRepository { nameWithOwner }
        files(first: 100) { pageInfo { hasNextPage } nodes { path changeType } }
      }
    }
  }
}`;

/** GitHub's GraphQL endpoint for a REST base URL (GHES serves it at /api/graphql beside /api/v3). */
export function graphqlUrlFor(restBaseUrl: string): string {
  return /\/api\/v3$/.test(restBaseUrl) ? restBaseUrl.replace(/\/v3$/, '/graphql') : `${restBaseUrl}/graphql`;
}

/** GraphQL answers 200 with `errors` for a failed query; those become GitHubApiErrors like REST failures. */
function graphqlData<T>(operation: string, body: unknown): T {
  const reply = body as { data?: T | null; errors?: { message?: string; type?: string }[] } | null;
  if (reply?.errors?.length) {
    const status = reply.errors.some((e) => e.type === 'RATE_LIMITED') ? 403 : reply.errors.some((e) => e.type === 'FORBIDDEN') ? 403 : 502;
    throw new GitHubApiError(operation, status, `GraphQL: ${reply.errors.map((e) => e.message ?? e.type ?? 'error').join('; ')}`);
  }
  if (!reply?.data) throw new GitHubApiError(operation, 502, 'GraphQL returned no data');
  return reply.data;
}

function resolveTuning(tuning: RetryTuning = {}): Required<RetryTuning> {
  const envScale = Number(process.env.OPENENV_CI_RETRY_SCALE);
  const envTimeout = Number(process.env.OPENENV_CI_HTTP_TIMEOUT_MS);
  return {
    retries: Math.max(0, Math.min(10, tuning.retries ?? 3)),
    scale: tuning.scale ?? (Number.isFinite(envScale) && envScale >= 0 && envScale <= 1 && process.env.OPENENV_CI_RETRY_SCALE !== '' ? envScale : 1),
    maxWaitSeconds: tuning.maxWaitSeconds ?? 90,
    timeoutMs: tuning.timeoutMs ?? (Number.isFinite(envTimeout) && envTimeout > 0 ? envTimeout : 30_000),
  };
}

function splitRepository(repository: string): [string, string] {
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(repository.trim());
  if (!match) throw new Error(`repository must be "owner/name", got ${JSON.stringify(repository)}`);
  return [match[1]!, match[2]!];
}

/**
 * Turns octokit errors into the two errors callers handle. A 403 "Resource not accessible by
 * integration" (fork token, read-only permissions), a 401, or a 404 on a write (GitHub hides what a
 * token may not touch) is a permission problem; everything else keeps GitHub's message.
 */
export function translateError(operation: string, write: boolean, error: unknown): Error {
  if (error instanceof GitHubApiError || error instanceof GitHubPermissionError) return error;
  if (!isRequestError(error)) {
    return new GitHubApiError(operation, 0, error instanceof Error ? error.message : String(error));
  }
  const data = error.response?.data as { message?: unknown; errors?: unknown } | undefined;
  // A proxy's HTML error page comes back whole as the message (900 KB in two warnings): clipped, as the
  // Hub client clips its error bodies.
  const message = errorBodyExcerpt(typeof data?.message === 'string' ? data.message : error.message.split(' - https://')[0]!);
  const status = error.status;
  if (status === 401) return new GitHubPermissionError(operation, status, `the token was refused (${message})`);
  if (status === 403 && !isRateLimit(error)) {
    return new GitHubPermissionError(
      operation,
      status,
      /not accessible by integration/i.test(message)
        ? 'the token may not do this (Resource not accessible by integration: a fork pull request or read-only workflow permissions)'
        : message,
    );
  }
  if (status === 404 && write) return new GitHubPermissionError(operation, status, `not found or not writable with this token (${message})`);
  if (status === 422) {
    const details = Array.isArray(data?.errors)
      ? data.errors
          .map((e) => (typeof e === 'string' ? e : [e?.field, e?.message ?? e?.code].filter(Boolean).join(': ')))
          .filter((e) => e !== '')
          .join('; ')
      : '';
    return new GitHubApiError(operation, status, `GitHub rejected the request: ${message}${details ? ` (${details})` : ''}`);
  }
  if (status === 403 || status === 429) return new GitHubApiError(operation, status, `rate limited by GitHub: ${message}`);
  if (status >= 500) return new GitHubApiError(operation, status, `GitHub did not answer properly after retries: ${message}`);
  return new GitHubApiError(operation, status, message);
}

function isRateLimit(error: RequestErrorLike): boolean {
  const headers = error.response?.headers ?? {};
  return /rate limit/i.test(error.message) || headers['x-ratelimit-remaining'] === '0' || headers['retry-after'] !== undefined;
}

/**
 * A plugin that guards each attempt (it sits inside the retry and throttling plugins, so every retry
 * gets a fresh guard): a per-attempt timeout; a cut or garbled JSON reply (octokit hands those back as
 * a string) becomes a retryable 502; a bare 429 with no GitHub message is classed as a secondary rate
 * limit so the throttling plugin waits what Retry-After says.
 */
function attemptGuard(timeoutMs: number, deadline?: AbortSignal): OctokitPlugin {
  return (octokit) => {
    octokit.hook.wrap('request', (async (request: (options: unknown) => Promise<unknown>, rawOptions: unknown) => {
      const options = rawOptions as { method: string; url: string; request?: Record<string, unknown> };
      if (deadline?.aborted) {
        deadlineCutCall(deadline);
        throw attemptError('skipped: the API deadline of this run passed', 499, options);
      }
      // The caller's signal (the lookup gave up, the run was cancelled) ends the attempt too; a cancelled
      // call is not an HTTP error, so it carries no request and the retry plugin lets it through. Hooks
      // pass one options object down (the next layer is pre-bound to it), so the attempt's signal is set
      // on it, and the caller's own is remembered for the retries that come back with the same object.
      if (!callerSignals.has(options)) callerSignals.set(options, options.request?.signal as AbortSignal | undefined);
      const caller = callerSignals.get(options);
      const cancelled = () => Object.assign(new Error(`${options.method} ${options.url}: cancelled`), { name: 'AbortError' });
      if (caller?.aborted) throw cancelled();
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([timeout, ...(caller ? [caller] : []), ...(deadline ? [deadline] : [])]);
      options.request = { ...options.request, signal };
      // Why the attempt's signal fired, checked before anything else: octokit wraps an abort in a
      // RequestError of status 500 ("Unknown Error"), and a body cut mid-read comes back as a string.
      const aborted = (): RequestErrorLike | Error | undefined => {
        if (deadline?.aborted) {
          deadlineCutCall(deadline);
          return attemptError('cut off: the API deadline of this run passed', 499, options);
        }
        if (caller?.aborted) return cancelled();
        if (timeout.aborted) return timedOut(options, timeoutMs);
        return undefined;
      };
      let response: { status: number; data: unknown; headers: Record<string, string> };
      try {
        response = (await request(options)) as typeof response;
      } catch (error) {
        const stop = aborted();
        if (stop) throw stop;
        if (isRequestError(error)) {
          if (error.status === 429 && !/rate limit/i.test(error.message) && error.response?.headers['x-ratelimit-remaining'] !== '0') {
            error.message = `secondary rate limit (HTTP 429 without details): ${error.message}`;
          }
          throw error;
        }
        if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError' || signal.aborted)) throw timedOut(options, timeoutMs);
        throw error;
      }
      // The timeout counts the whole attempt, headers and body: a reply dribbled a byte at a time
      // (slowloris) is cut like one that never starts.
      const stop = aborted();
      if (stop) throw stop;
      const json = (response.headers?.['content-type'] ?? '').includes('json');
      if (json && response.status !== 204 && (response.data === null || typeof response.data !== 'object')) {
        throw attemptError('the reply was cut short or is not valid JSON', 502, options, response);
      }
      return response;
    }) as never);
  };
}

/** The signal each request came with, before the attempt guard replaced it with the attempt's own. */
const callerSignals = new WeakMap<object, AbortSignal | undefined>();
/** Attempts of each request that timed out (the retry plugin comes back with the same options object). */
const timeoutsOf = new WeakMap<object, number>();

/**
 * A timed-out attempt (504). A request is retried once after a timeout, never more: an endpoint that
 * answers after 35 s against a 30 s timeout would otherwise take four attempts and the waits between
 * them, 134 s, more than the whole run's API deadline (120 s).
 */
function timedOut(options: { request?: Record<string, unknown> }, timeoutMs: number): RequestErrorLike {
  const count = (timeoutsOf.get(options) ?? 0) + 1;
  timeoutsOf.set(options, count);
  // plugin-retry reads the per-request `retries` before its default; 0 ends the retries here.
  if (count >= MAX_TIMEOUTS_PER_REQUEST) options.request = { ...options.request, retries: 0 };
  return attemptError(`no answer within ${timeoutMs} ms${count >= MAX_TIMEOUTS_PER_REQUEST ? ` (${count} attempts timed out; not retried again)` : ''}`, 504, options);
}

/** Attempts of one request that may time out before it fails (the first timeout is retried once). */
const MAX_TIMEOUTS_PER_REQUEST = 2;

/** octokit's RequestError, recognised by shape (the class lives in a package we do not depend on directly). */
interface RequestErrorLike extends Error {
  status: number;
  request: { request?: unknown };
  response?: { status: number; headers: Record<string, string | undefined>; data?: unknown };
}

function isRequestError(error: unknown): error is RequestErrorLike {
  return error instanceof Error && typeof (error as Partial<RequestErrorLike>).status === 'number' && typeof (error as Partial<RequestErrorLike>).request === 'object';
}

/** An error the retry plugin treats like a RequestError of that status (it retries statuses >= 500). */
function attemptError(message: string, status: number, request: object, response?: object): RequestErrorLike {
  return Object.assign(new Error(message), { name: 'HttpError', status, request, ...(response ? { response } : {}) }) as RequestErrorLike;
}

/**
 * Minimal stand-in for a Bottleneck group as the throttling plugin uses it (`key(id).schedule(options,
 * fn)`): runs jobs one at a time, at least `minTime` ms apart. It lets the write spacing follow the
 * retry scale instead of the plugin's fixed 1 s / 3 s.
 */
function spacedGroup(minTime: number) {
  let chain: Promise<unknown> = Promise.resolve();
  let nextStart = 0;
  const limiter = {
    schedule<T>(...args: unknown[]): Promise<T> {
      const [fn, ...fnArgs] = typeof args[0] === 'function' ? args : args.slice(1);
      const run = async () => {
        const delay = nextStart - Date.now();
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        nextStart = Date.now() + minTime;
        return (fn as (...a: unknown[]) => Promise<T>)(...fnArgs);
      };
      const result = chain.then(run, run);
      chain = result.catch(() => undefined);
      return result;
    },
  };
  return { key: () => limiter };
}

interface RawUser {
  login?: string;
  type?: string;
}
interface RawPull {
  number: number;
  title?: string;
  body?: string | null;
  user?: RawUser | null;
  created_at?: string;
  draft?: boolean;
  html_url?: string;
  head?: { sha?: string; ref?: string; repo?: { full_name?: string } | null };
  base?: { sha?: string };
  author_association?: string;
  labels?: ({ name?: string } | null)[];
}
interface RawFile {
  filename: string;
  status: PullRequestFile['status'];
  previous_filename?: string;
  patch?: string;
}
interface RawComment {
  id: number;
  body?: string | null;
  user?: RawUser | null;
  html_url?: string;
}
interface RawIssue {
  number: number;
  title?: string;
  body?: string | null;
  state?: string;
  user?: RawUser | null;
  html_url?: string;
  pull_request?: unknown;
}

function toPullSummary(raw: RawPull): PullRequestSummary {
  return {
    number: raw.number,
    title: raw.title ?? '',
    author: raw.user?.login ?? 'ghost',
    createdAt: raw.created_at ?? '',
    draft: raw.draft === true,
    headSha: raw.head?.sha ?? '',
    headRef: raw.head?.ref ?? '',
    ...(raw.head?.repo?.full_name ? { headRepo: raw.head.repo.full_name } : {}),
    htmlUrl: raw.html_url ?? '',
  };
}

function toPullFile(raw: RawFile): PullRequestFile {
  return {
    filename: raw.filename,
    status: raw.status,
    ...(raw.previous_filename ? { previousFilename: raw.previous_filename } : {}),
    ...(typeof raw.patch === 'string' ? { patch: raw.patch } : {}),
  };
}

interface RawGraphqlPull {
  number: number;
  title?: string;
  isDraft?: boolean;
  url?: string;
  createdAt?: string;
  headRefOid?: string;
  headRefName?: string;
  author?: { login?: string } | null;
  headRepository?: { nameWithOwner?: string } | null;
  files?: { pageInfo?: { hasNextPage?: boolean }; nodes?: ({ path: string; changeType: string } | null)[] } | null;
}
interface RawGraphqlPulls {
  repository?: { pullRequests?: { pageInfo?: { hasNextPage?: boolean; endCursor?: string | null }; nodes?: (RawGraphqlPull | null)[] } } | null;
}

const CHANGE_TYPES: Record<string, PullRequestFile['status']> = {
  ADDED: 'added',
  DELETED: 'removed',
  MODIFIED: 'modified',
  RENAMED: 'renamed',
  COPIED: 'copied',
  CHANGED: 'changed',
};

function toPullWithFiles(raw: RawGraphqlPull): OpenPullRequestFiles {
  return {
    pull: {
      number: raw.number,
      title: raw.title ?? '',
      author: raw.author?.login ?? 'ghost',
      createdAt: raw.createdAt ?? '',
      draft: raw.isDraft === true,
      headSha: raw.headRefOid ?? '',
      headRef: raw.headRefName ?? '',
      ...(raw.headRepository?.nameWithOwner ? { headRepo: raw.headRepository.nameWithOwner } : {}),
      htmlUrl: raw.url ?? '',
    },
    files: (raw.files?.nodes ?? []).flatMap((f) => (f ? [{ filename: f.path, status: CHANGE_TYPES[f.changeType] ?? 'changed' }] : [])),
    // No file list at all (null) is as incomplete as a cut one: the caller lists this pull request through REST.
    filesComplete: raw.files != null && raw.files.pageInfo?.hasNextPage !== true,
  };
}

function toComment(raw: RawComment): IssueComment {
  return {
    id: raw.id,
    body: raw.body ?? '',
    author: raw.user?.login ?? 'ghost',
    authorType: raw.user?.type ?? 'User',
    htmlUrl: raw.html_url ?? '',
  };
}

function toIssue(raw: RawIssue): Issue {
  return {
    number: raw.number,
    title: raw.title ?? '',
    body: raw.body ?? '',
    state: raw.state === 'closed' ? 'closed' : 'open',
    author: raw.user?.login ?? 'ghost',
    htmlUrl: raw.html_url ?? '',
  };
}
