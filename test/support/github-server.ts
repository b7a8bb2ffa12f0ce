import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in for the GitHub REST API on 127.0.0.1 (random port), for tests of the real octokit client
 * and of the bundled action. It follows the real contracts of the endpoints the project uses: JSON
 * shapes, `per_page`/`page` pagination with a `Link` header, 201/204 statuses, 403 "Resource not
 * accessible by integration" for a read-only token, 422 "Validation Failed" for a comment over 65,536
 * characters, rate-limit headers, secondary rate limits with `Retry-After`. Failure modes are switched
 * on per test with `fail()`, and every request is recorded for assertions. `POST /graphql` answers the one
 * GraphQL query the client sends (`repository { pullRequests(states: OPEN, first, after) { … files } }`)
 * as GitHub does: 200 with `data`, or `errors` beside it; `graphql: false` makes it a 404, like a server
 * without GraphQL.
 *
 *   const gh = await startGitHubStandIn();            // repository owner/repo, token 'test-token'
 *   gh.addPullRequest({ number: 7, title: 'RFC 012' });
 *   gh.fail({ kind: 'server-error', method: 'GET', path: /\/pulls$/, times: 1 });
 *   ... createGitHubApi({ token: 'test-token', repository: gh.repository, baseUrl: gh.url, ... })
 *   expect(gh.writes()).toHaveLength(1);
 *   await gh.close();
 */

export interface TokenSpec {
  /** Login of the token's identity (what comments are authored by). */
  login: string;
  type?: 'User' | 'Bot';
  /** false: a fork pull request's token, or `permissions: read-all`: every write is 403. */
  canWrite?: boolean;
  /** GET /user works (a personal token); an installation token (GITHUB_TOKEN) gets 403 there. */
  canReadUser?: boolean;
}

export type FailureKind =
  /** 403 "Resource not accessible by integration" (what a fork's token gets on a write). */
  | 'forbidden'
  | 'not-found'
  | 'unprocessable'
  /** 5xx (status, default 502) with GitHub's JSON error body. */
  | 'server-error'
  /** 403 (or `status: 429`) "You have exceeded a secondary rate limit", with Retry-After when given. */
  | 'secondary-rate-limit'
  /** 403 (or 429) with x-ratelimit-remaining: 0 and x-ratelimit-reset `retryAfter` seconds from now. */
  | 'primary-rate-limit'
  /** A bare 429 with Retry-After and no GitHub message (a proxy in between). */
  | 'too-many-requests'
  /** Answer normally after `delayMs`. */
  | 'slow'
  /** Send the headers and half the body, then cut the connection. */
  | 'truncated'
  /** Slowloris: the headers at once, then the JSON body one byte every `delayMs` (default 100 ms). */
  | 'dribble';

export interface Failure {
  kind: FailureKind;
  /** Only requests with this method (upper case). */
  method?: string;
  /** Only requests whose path (no query) matches: a string is a substring, a RegExp is tested. */
  path?: string | RegExp;
  /** Only requests whose query has these values (e.g. `{ page: '2' }`). */
  query?: Record<string, string>;
  /** How many matching requests fail; default: all of them. */
  times?: number;
  status?: number;
  /** Seconds, for the Retry-After header of rate limits. */
  retryAfter?: number;
  delayMs?: number;
  /** `server-error`: this text as the body (an HTML error page) instead of GitHub's JSON message. */
  body?: string;
}

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  /** Login of the token's identity, or undefined for an anonymous / unknown token. */
  login?: string;
  body?: unknown;
  /** Status that was sent (0 when the connection was cut). */
  status: number;
  /** The failure mode that answered, if any. */
  failure?: FailureKind;
  /** When it arrived (ms since the epoch). */
  at: number;
}

export interface StoredPull {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  draft: boolean;
  author: string;
  createdAt: string;
  headSha: string;
  headRef: string;
  /** `owner/name` of the head repository; null when the fork was deleted. */
  headRepo: string | null;
  baseSha: string;
  baseRef: string;
  files: { filename: string; status: string; patch?: string; previous_filename?: string }[];
  /** The author's association with the repository, as the API gives it (absent: not in the payload). */
  authorAssociation?: string;
  /** Label names on the pull request. */
  labels?: string[];
}

export interface StoredComment {
  id: number;
  issueNumber: number;
  body: string;
  login: string;
  type: 'User' | 'Bot';
  createdAt: string;
  updatedAt: string;
}

export interface StoredIssue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  labels: string[];
  login: string;
  createdAt: string;
}

export interface StandInOptions {
  /** `owner/name`; default `owner/repo`. */
  repository?: string;
  /** Tokens the server knows; default: `test-token` (github-actions[bot], can write), `fork-token` (read-only), `pat-token` (user `maintainer`). */
  tokens?: Record<string, TokenSpec>;
  /** Serve `POST /graphql` (default true); false answers 404 there. */
  graphql?: boolean;
}

const DOCS = 'https://docs.github.com/rest';
const COMMENT_LIMIT = 65536;

export const DEFAULT_TOKENS: Record<string, TokenSpec> = {
  'test-token': { login: 'github-actions[bot]', type: 'Bot', canWrite: true, canReadUser: false },
  'fork-token': { login: 'github-actions[bot]', type: 'Bot', canWrite: false, canReadUser: false },
  'pat-token': { login: 'maintainer', type: 'User', canWrite: true, canReadUser: true },
};

export interface GitHubStandIn {
  /** Base URL to give the client (GITHUB_API_URL). */
  readonly url: string;
  readonly repository: string;
  readonly tokens: Record<string, TokenSpec>;
  readonly requests: RecordedRequest[];
  /** Requests other than GET/HEAD and GraphQL queries. */
  writes(): RecordedRequest[];
  resetRequests(): void;
  fail(failure: Failure): void;
  clearFailures(): void;
  addPullRequest(pull?: Partial<StoredPull>): StoredPull;
  pull(number: number): StoredPull | undefined;
  addComment(issueNumber: number, comment: { body: string; login?: string; type?: 'User' | 'Bot' }): StoredComment;
  /** Comments on an issue or pull request, oldest first. */
  comments(issueNumber: number): StoredComment[];
  addIssue(issue: Partial<StoredIssue> & { title: string }): StoredIssue;
  issues(): StoredIssue[];
  close(): Promise<void>;
}

export async function startGitHubStandIn(options: StandInOptions = {}): Promise<GitHubStandIn> {
  const repository = options.repository ?? 'owner/repo';
  const tokens = options.tokens ?? DEFAULT_TOKENS;
  const requests: RecordedRequest[] = [];
  const failures: (Failure & { used: number })[] = [];
  // Pending 'slow' answers: close() clears them, so a ten-minute delay does not keep the test process alive.
  const slowTimers = new Set<NodeJS.Timeout>();
  const pulls = new Map<number, StoredPull>();
  const issues = new Map<number, StoredIssue>();
  const comments = new Map<number, StoredComment>();
  let nextNumber = 1;
  let nextCommentId = 1001;
  let clock = Date.parse('2026-11-01T00:00:00Z');
  const tick = () => new Date((clock += 1000)).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const web = `https://github.com/${repository}`;

  const pullJson = (p: StoredPull) => ({
    url: `${baseUrl()}/repos/${repository}/pulls/${p.number}`,
    id: 500000 + p.number,
    number: p.number,
    state: p.state,
    locked: false,
    title: p.title,
    body: p.body,
    draft: p.draft,
    ...(p.authorAssociation ? { author_association: p.authorAssociation } : {}),
    labels: (p.labels ?? []).map((name, index) => ({ id: index + 1, name })),
    user: userJson(p.author, p.author.endsWith('[bot]') ? 'Bot' : 'User'),
    created_at: p.createdAt,
    updated_at: p.createdAt,
    html_url: `${web}/pull/${p.number}`,
    head: {
      label: `${(p.headRepo ?? 'unknown/repo').split('/')[0]}:${p.headRef}`,
      ref: p.headRef,
      sha: p.headSha,
      repo: p.headRepo === null ? null : { full_name: p.headRepo, fork: p.headRepo !== repository },
    },
    base: { label: `${repository.split('/')[0]}:${p.baseRef}`, ref: p.baseRef, sha: p.baseSha, repo: { full_name: repository, fork: false } },
  });
  const commentJson = (c: StoredComment) => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${baseUrl()}/repos/${repository}/issues/comments/${c.id}`,
    html_url: `${web}/${pulls.has(c.issueNumber) ? 'pull' : 'issues'}/${c.issueNumber}#issuecomment-${c.id}`,
    issue_url: `${baseUrl()}/repos/${repository}/issues/${c.issueNumber}`,
    body: c.body,
    user: userJson(c.login, c.type),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    author_association: c.type === 'Bot' ? 'NONE' : 'MEMBER',
  });
  const issueJson = (i: StoredIssue) => ({
    id: 700000 + i.number,
    number: i.number,
    title: i.title,
    body: i.body,
    state: i.state,
    labels: i.labels.map((name, index) => ({ id: index + 1, name })),
    user: userJson(i.login, i.login.endsWith('[bot]') ? 'Bot' : 'User'),
    html_url: `${web}/issues/${i.number}`,
    created_at: i.createdAt,
  });
  const pullAsIssueJson = (p: StoredPull) => ({
    ...issueJson({ number: p.number, title: p.title, body: p.body, state: p.state, labels: [], login: p.author, createdAt: p.createdAt }),
    html_url: `${web}/pull/${p.number}`,
    pull_request: { url: `${baseUrl()}/repos/${repository}/pulls/${p.number}` },
  });

  let address: AddressInfo | undefined;
  const baseUrl = () => `http://127.0.0.1:${address?.port ?? 0}`;

  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { message: `stand-in error: ${String(error)}` });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', baseUrl());
    const method = (req.method ?? 'GET').toUpperCase();
    const raw = await readBody(req);
    const auth = /^(?:token|bearer)\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const token = auth === undefined ? undefined : tokens[auth];
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      login: token?.login,
      status: 0,
      at: Date.now(),
    };
    if (raw.length > 0) {
      try {
        record.body = JSON.parse(raw);
      } catch {
        record.body = raw;
      }
    }
    requests.push(record);
    const reply = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      send(res, status, data, headers);
    };

    // Failure modes first, as GitHub's edge would answer before the application.
    const failure = failures.find(
      (f) =>
        f.used < (f.times ?? Infinity) &&
        (f.method === undefined || f.method === method) &&
        (f.path === undefined || (typeof f.path === 'string' ? url.pathname.includes(f.path) : f.path.test(url.pathname))) &&
        Object.entries(f.query ?? {}).every(([key, value]) => (url.searchParams.get(key) ?? (key === 'page' ? '1' : undefined)) === value),
    );
    if (failure) {
      failure.used += 1;
      record.failure = failure.kind;
      switch (failure.kind) {
        case 'forbidden':
          return reply(403, { message: 'Resource not accessible by integration', documentation_url: DOCS, status: '403' });
        case 'not-found':
          return reply(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
        case 'unprocessable':
          return reply(422, {
            message: 'Validation Failed',
            errors: [{ resource: 'IssueComment', code: 'custom', field: 'body', message: 'body is invalid' }],
            documentation_url: DOCS,
            status: '422',
          });
        case 'server-error':
          // `body`: a proxy's own error page (text) instead of GitHub's JSON.
          return reply(failure.status ?? 502, failure.body ?? { message: 'Server Error' });
        case 'secondary-rate-limit':
          return reply(
            failure.status ?? 403,
            {
              message:
                'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0000:0000:0000000:0000000:00000000.',
              documentation_url:
                'https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
              status: String(failure.status ?? 403),
            },
            failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) },
          );
        case 'primary-rate-limit':
          return reply(
            failure.status ?? 403,
            { message: 'API rate limit exceeded for installation ID 1234.', documentation_url: DOCS, status: String(failure.status ?? 403) },
            {
              'x-ratelimit-remaining': '0',
              'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + (failure.retryAfter ?? 3600)),
            },
          );
        case 'too-many-requests':
          return reply(429, 'Too Many Requests', failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) });
        case 'slow':
          await new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              slowTimers.delete(timer);
              resolve();
            }, failure.delayMs ?? 500);
            slowTimers.add(timer);
          });
          if (res.destroyed || req.socket.destroyed) return;
          break; // then answer normally
        case 'dribble': {
          const result = route(method, url, record.body, token, auth !== undefined);
          const text = Buffer.from(JSON.stringify(result.data));
          record.status = result.status;
          res.writeHead(result.status, { ...commonHeaders(), 'content-length': String(text.length) });
          let sent = 0;
          const timer = setInterval(() => {
            if (res.destroyed || req.socket.destroyed || sent >= text.length) {
              clearInterval(timer);
              slowTimers.delete(timer);
              if (!res.destroyed) res.end();
              return;
            }
            res.write(text.subarray(sent, ++sent));
          }, failure.delayMs ?? 100);
          slowTimers.add(timer);
          return;
        }
        case 'truncated': {
          const result = route(method, url, record.body, token, auth !== undefined);
          const text = JSON.stringify(result.data);
          record.status = result.status;
          res.writeHead(result.status, { ...commonHeaders(), 'content-length': String(Buffer.byteLength(text)) });
          // Headers and half the body reach the client, then the connection drops mid-body.
          res.write(text.slice(0, Math.floor(text.length / 2)), () => setTimeout(() => res.socket?.destroy(), 10));
          return;
        }
      }
    }
    const result = route(method, url, record.body, token, auth !== undefined);
    return reply(result.status, result.data, result.headers);
  }

  interface Result {
    status: number;
    data?: unknown;
    headers?: Record<string, string>;
  }

  function route(method: string, url: URL, body: unknown, token: TokenSpec | undefined, sentAuth: boolean): Result {
    const notFound: Result = { status: 404, data: { message: 'Not Found', documentation_url: DOCS, status: '404' } };
    if (sentAuth && token === undefined) return { status: 401, data: { message: 'Bad credentials', documentation_url: DOCS, status: '401' } };
    const isWrite = method !== 'GET' && method !== 'HEAD';
    if (isWrite && token === undefined) return { status: 401, data: { message: 'Requires authentication', documentation_url: DOCS, status: '401' } };
    if (isWrite && token?.canWrite === false) {
      return { status: 403, data: { message: 'Resource not accessible by integration', documentation_url: DOCS, status: '403' } };
    }
    const path = url.pathname;
    if (path === '/user' && method === 'GET') {
      if (!token) return { status: 401, data: { message: 'Requires authentication', documentation_url: DOCS, status: '401' } };
      if (!(token.canReadUser ?? token.type !== 'Bot')) {
        return { status: 403, data: { message: 'Resource not accessible by integration', documentation_url: DOCS, status: '403' } };
      }
      return { status: 200, data: userJson(token.login, token.type ?? 'User') };
    }
    if (path === '/graphql' && method === 'POST') {
      if (options.graphql === false) return notFound;
      if (!token) return { status: 401, data: { message: 'This endpoint requires you to be authenticated.', documentation_url: 'https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql' } };
      return { status: 200, data: graphql(body) };
    }
    const prefix = `/repos/${repository}`;
    if (!path.startsWith(`${prefix}/`)) return notFound;
    const rest = path.slice(prefix.length);
    let m: RegExpExecArray | null;
    const payload = (body ?? {}) as Record<string, unknown>;

    if (rest === '/pulls' && method === 'GET') {
      const state = url.searchParams.get('state') ?? 'open';
      const list = [...pulls.values()]
        .filter((p) => state === 'all' || p.state === state)
        .sort((a, b) => b.number - a.number) // newest first, as GitHub's default sort=created&direction=desc
        .map(pullJson);
      return paginate(url, list);
    }
    if ((m = /^\/pulls\/(\d+)$/.exec(rest)) && method === 'GET') {
      const p = pulls.get(Number(m[1]));
      return p ? { status: 200, data: pullJson(p) } : notFound;
    }
    if ((m = /^\/pulls\/(\d+)\/files$/.exec(rest)) && method === 'GET') {
      const p = pulls.get(Number(m[1]));
      if (!p) return notFound;
      const files = p.files.slice(0, 3000).map((f, index) => ({
        sha: `${index}`.padStart(40, '0'),
        filename: f.filename,
        status: f.status,
        additions: 1,
        deletions: 0,
        changes: 1,
        ...(f.patch === undefined ? {} : { patch: f.patch }),
        ...(f.previous_filename === undefined ? {} : { previous_filename: f.previous_filename }),
      }));
      return paginate(url, files);
    }
    if ((m = /^\/commits\/([0-9a-f]{4,40})\/pulls$/.exec(rest)) && method === 'GET') {
      const sha = m[1]!;
      return paginate(url, [...pulls.values()].filter((p) => p.headSha.startsWith(sha)).map(pullJson));
    }
    if ((m = /^\/issues\/(\d+)\/comments$/.exec(rest))) {
      const issueNumber = Number(m[1]);
      if (!pulls.has(issueNumber) && !issues.has(issueNumber)) return notFound;
      if (method === 'GET') {
        const list = [...comments.values()].filter((c) => c.issueNumber === issueNumber).sort((a, b) => a.id - b.id);
        return paginate(url, list.map(commentJson));
      }
      if (method === 'POST') {
        const invalid = validateCommentBody(payload.body);
        if (invalid) return invalid;
        const now = tick();
        const c: StoredComment = { id: nextCommentId++, issueNumber, body: payload.body as string, login: token!.login, type: token!.type ?? 'User', createdAt: now, updatedAt: now };
        comments.set(c.id, c);
        return { status: 201, data: commentJson(c), headers: { location: `${baseUrl()}${prefix}/issues/comments/${c.id}` } };
      }
    }
    if ((m = /^\/issues\/comments\/(\d+)$/.exec(rest))) {
      const c = comments.get(Number(m[1]));
      if (!c) return notFound;
      if (method === 'GET') return { status: 200, data: commentJson(c) };
      if (method === 'PATCH') {
        const invalid = validateCommentBody(payload.body);
        if (invalid) return invalid;
        c.body = payload.body as string;
        c.updatedAt = tick();
        return { status: 200, data: commentJson(c) };
      }
      if (method === 'DELETE') {
        comments.delete(c.id);
        return { status: 204 };
      }
    }
    if (rest === '/issues') {
      if (method === 'GET') {
        const state = url.searchParams.get('state') ?? 'open';
        const labels = (url.searchParams.get('labels') ?? '').split(',').filter((l) => l !== '');
        const list = [
          ...[...issues.values()].filter((i) => labels.every((l) => i.labels.includes(l))).map((i) => ({ i, json: issueJson(i) })),
          ...(labels.length === 0 ? [...pulls.values()].map((p) => ({ i: { state: p.state, number: p.number }, json: pullAsIssueJson(p) })) : []),
        ]
          .filter(({ i }) => state === 'all' || i.state === state)
          .sort((a, b) => b.i.number - a.i.number)
          .map(({ json }) => json);
        return paginate(url, list);
      }
      if (method === 'POST') {
        if (typeof payload.title !== 'string' || payload.title === '') {
          return unprocessable('Issue', 'title', 'missing_field');
        }
        if (typeof payload.body === 'string' && [...payload.body].length > COMMENT_LIMIT) return unprocessable('Issue', 'body', 'custom', 'body is too long (maximum is 65536 characters)');
        const issue: StoredIssue = {
          number: nextNumber++,
          title: payload.title,
          body: typeof payload.body === 'string' ? payload.body : '',
          state: 'open',
          labels: Array.isArray(payload.labels) ? payload.labels.map(String) : [],
          login: token!.login,
          createdAt: tick(),
        };
        issues.set(issue.number, issue);
        return { status: 201, data: issueJson(issue) };
      }
    }
    if ((m = /^\/issues\/(\d+)$/.exec(rest))) {
      const issue = issues.get(Number(m[1]));
      if (!issue) return notFound;
      if (method === 'GET') return { status: 200, data: issueJson(issue) };
      if (method === 'PATCH') {
        if (typeof payload.body === 'string' && [...payload.body].length > COMMENT_LIMIT) return unprocessable('Issue', 'body', 'custom', 'body is too long (maximum is 65536 characters)');
        if (typeof payload.title === 'string') issue.title = payload.title;
        if (typeof payload.body === 'string') issue.body = payload.body;
        if (payload.state === 'open' || payload.state === 'closed') issue.state = payload.state;
        return { status: 200, data: issueJson(issue) };
      }
    }
    return notFound;
  }

  /**
   * The open-pull-requests query: pull requests in creation order, `first` (at most 100) a page after an
   * opaque cursor, each with its first `files(first: N)` changed files. Any other query is a GraphQL error.
   */
  function graphql(body: unknown): unknown {
    const { query, variables } = (body ?? {}) as { query?: unknown; variables?: Record<string, unknown> };
    const error = (message: string, type?: string) => ({ errors: [{ message, ...(type ? { type } : {}), locations: [{ line: 1, column: 1 }] }] });
    if (typeof query !== 'string') return error('A query attribute must be specified and must be a string.');
    const first = /pullRequests\([^)]*\bfirst:\s*(\d+)/.exec(query);
    const filesFirst = /files\(\s*first:\s*(\d+)/.exec(query);
    if (!first || !/states:\s*OPEN/.test(query)) return error('stand-in: only the open pull requests query is served');
    const pageSize = Number(first[1]);
    const fileCount = filesFirst ? Number(filesFirst[1]) : 0;
    if (pageSize > 100 || fileCount > 100) return error(`Requesting ${Math.max(pageSize, fileCount)} records on the connection exceeds the \`first\` limit of 100 records.`, 'EXCESSIVE_PAGINATION');
    if (`${String(variables?.owner)}/${String(variables?.name)}` !== repository) {
      return { data: { repository: null }, ...error(`Could not resolve to a Repository with the name '${String(variables?.owner)}/${String(variables?.name)}'.`, 'NOT_FOUND') };
    }
    const open = [...pulls.values()].filter((p) => p.state === 'open').sort((a, b) => a.number - b.number);
    const after = typeof variables?.after === 'string' ? Number(Buffer.from(variables.after, 'base64').toString('utf8').replace(/^cursor:/, '')) : -1;
    const start = Number.isInteger(after) ? after + 1 : 0;
    const page = open.slice(start, start + pageSize);
    const end = start + page.length - 1;
    return {
      data: {
        repository: {
          pullRequests: {
            pageInfo: { hasNextPage: end < open.length - 1, endCursor: page.length ? Buffer.from(`cursor:${end}`).toString('base64') : null },
            nodes: page.map((p) => ({
              number: p.number,
              title: p.title,
              isDraft: p.draft,
              url: `${web}/pull/${p.number}`,
              createdAt: p.createdAt,
              headRefOid: p.headSha,
              headRefName: p.headRef,
              author: { login: p.author },
              headRepository: p.headRepo === null ? null : { nameWithOwner: p.headRepo },
              files: {
                pageInfo: { hasNextPage: p.files.length > fileCount },
                nodes: p.files.slice(0, fileCount).map((f) => ({ path: f.filename, changeType: f.status === 'removed' ? 'DELETED' : f.status.toUpperCase() })),
              },
            })),
          },
        },
      },
    };
  }

  function validateCommentBody(body: unknown): Result | undefined {
    if (typeof body !== 'string' || body === '') return unprocessable('IssueComment', 'body', 'missing_field');
    if ([...body].length > COMMENT_LIMIT) return unprocessable('IssueComment', 'body', 'custom', 'body is too long (maximum is 65536 characters)');
    return undefined;
  }

  function paginate(url: URL, items: unknown[]): Result {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const pageUrl = (n: number) => {
      const u = new URL(url.toString());
      u.searchParams.set('page', String(n));
      return u.toString();
    };
    const links: string[] = [];
    if (page > 1) links.push(`<${pageUrl(page - 1)}>; rel="prev"`);
    if (page < last) links.push(`<${pageUrl(page + 1)}>; rel="next"`, `<${pageUrl(last)}>; rel="last"`);
    if (page > 1) links.push(`<${pageUrl(1)}>; rel="first"`);
    return {
      status: 200,
      data: items.slice((page - 1) * perPage, page * perPage),
      headers: links.length > 0 ? { link: links.join(', ') } : {},
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  address = server.address() as AddressInfo;

  return {
    url: baseUrl(),
    repository,
    tokens,
    requests,
    // A GraphQL query is a read (the client sends no mutations).
    writes: () => requests.filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && r.path !== '/graphql'),
    resetRequests: () => {
      requests.length = 0;
    },
    fail: (failure) => {
      failures.push({ ...failure, used: 0 });
    },
    clearFailures: () => {
      failures.length = 0;
    },
    addPullRequest(pull = {}) {
      const number = pull.number ?? nextNumber;
      nextNumber = Math.max(nextNumber, number + 1);
      const stored: StoredPull = {
        number,
        title: `Pull request ${number}`,
        body: '',
        state: 'open',
        draft: false,
        author: 'contributor',
        createdAt: tick(),
        headSha: hexId(number, 'a'),
        headRef: `feature-${number}`,
        headRepo: repository,
        baseSha: hexId(number, 'b'),
        baseRef: 'main',
        files: [],
        ...pull,
      };
      pulls.set(number, stored);
      return stored;
    },
    pull: (number) => pulls.get(number),
    addComment(issueNumber, comment) {
      const now = tick();
      const c: StoredComment = {
        id: nextCommentId++,
        issueNumber,
        body: comment.body,
        login: comment.login ?? 'github-actions[bot]',
        type: comment.type ?? ((comment.login ?? 'github-actions[bot]').endsWith('[bot]') ? 'Bot' : 'User'),
        createdAt: now,
        updatedAt: now,
      };
      comments.set(c.id, c);
      return c;
    },
    comments: (issueNumber) => [...comments.values()].filter((c) => c.issueNumber === issueNumber).sort((a, b) => a.id - b.id),
    addIssue(issue) {
      const stored: StoredIssue = {
        number: issue.number ?? nextNumber,
        body: '',
        state: 'open',
        labels: [],
        login: 'github-actions[bot]',
        createdAt: tick(),
        ...issue,
      };
      nextNumber = Math.max(nextNumber, stored.number + 1);
      issues.set(stored.number, stored);
      return stored;
    },
    issues: () => [...issues.values()].sort((a, b) => a.number - b.number),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of slowTimers) clearTimeout(timer);
        slowTimers.clear();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function userJson(login: string, type: string) {
  return { login, id: hash(login), type, site_admin: false, html_url: `https://github.com/${login}` };
}

function unprocessable(resource: string, field: string, code: string, message?: string) {
  return {
    status: 422,
    data: {
      message: 'Validation Failed',
      errors: [{ resource, code, field, ...(message ? { message } : {}) }],
      documentation_url: DOCS,
      status: '422',
    },
  };
}

function commonHeaders(): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'x-github-api-version-selected': '2022-11-28',
    'x-github-media-type': 'github.v3; format=json',
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 3600),
    'x-ratelimit-used': '1',
    'x-ratelimit-resource': 'core',
  };
}

function send(res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  if (status === 204 || data === undefined) {
    res.writeHead(status, { ...commonHeaders(), ...headers });
    res.end();
    return;
  }
  const isText = typeof data === 'string';
  const text = isText ? data : JSON.stringify(data);
  res.writeHead(status, {
    ...commonHeaders(),
    ...(isText ? { 'content-type': 'text/plain; charset=utf-8' } : {}),
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function hexId(n: number, salt: string): string {
  return `${salt}${n.toString(16)}`.padEnd(40, '0').slice(0, 40).replace(/[^0-9a-f]/g, '0');
}

function hash(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000;
  return h + 1;
}
