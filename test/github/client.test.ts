import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { GitHubPermissionError } from '../../src/github/api.js';
import { createGitHubApi, GitHubApiError, type RetryTuning } from '../../src/github/client.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-server.js';
import { recordingLogger } from '../support/context.js';

let gh: GitHubStandIn;
beforeEach(async () => {
  gh = await startGitHubStandIn();
});
afterEach(async () => {
  await gh.close();
});

const FAST: RetryTuning = { scale: 0.001, timeoutMs: 2000 };

function client(token = 'test-token', retry: RetryTuning = FAST) {
  const logger = recordingLogger();
  const api = createGitHubApi({ token, repository: gh.repository, baseUrl: gh.url, logger, retry });
  return { api, logger };
}

describe('reads', () => {
  test('lists every open pull request across pages, following the Link header', async () => {
    for (let n = 1; n <= 250; n++) gh.addPullRequest({ number: n, draft: n % 50 === 0 });
    gh.addPullRequest({ number: 251, state: 'closed' });
    const { api } = client();
    const pulls = await api.listOpenPullRequests();
    expect(pulls).toHaveLength(250);
    expect(new Set(pulls.map((p) => p.number)).size).toBe(250);
    expect(pulls.find((p) => p.number === 100)).toMatchObject({ draft: true, author: 'contributor', headRepo: 'owner/repo', headRef: 'feature-100' });
    const pages = gh.requests.filter((r) => r.path === '/repos/owner/repo/pulls');
    expect(pages.map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3']);
    expect(pages.every((r) => r.query.per_page === '100' && r.query.state === 'open')).toBe(true);
  });

  test('lists comments, pull request files and pull requests of a commit across pages', async () => {
    const pr = gh.addPullRequest({
      number: 7,
      body: 'Implements RFC 012',
      files: Array.from({ length: 130 }, (_, i) => ({ filename: `rfcs/${i}.md`, status: 'added', patch: '@@ -0,0 +1 @@\n+x' })),
    });
    for (let i = 0; i < 205; i++) gh.addComment(7, { body: `comment ${i}`, login: i % 2 ? 'alice' : 'github-actions[bot]' });
    const { api } = client();
    const comments = await api.listIssueComments(7);
    expect(comments).toHaveLength(205);
    expect(comments[0]).toMatchObject({ body: 'comment 0', author: 'github-actions[bot]', authorType: 'Bot' });
    expect(comments[1]).toMatchObject({ author: 'alice', authorType: 'User' });
    expect(comments[0]!.htmlUrl).toMatch(/\/pull\/7#issuecomment-\d+$/);
    const files = await api.listPullRequestFiles(7);
    expect(files).toHaveLength(130);
    expect(files[3]).toEqual({ filename: 'rfcs/3.md', status: 'added', patch: '@@ -0,0 +1 @@\n+x' });
    const full = await api.getPullRequest(7);
    expect(full).toMatchObject({ number: 7, body: 'Implements RFC 012', baseSha: pr.baseSha, headSha: pr.headSha });
    expect(await api.listPullRequestsForCommit(pr.headSha)).toMatchObject([{ number: 7 }]);
  });

  test('lists labelled issues in every state and leaves pull requests out', async () => {
    gh.addIssue({ title: 'Audit', labels: ['openenv-audit'], state: 'closed' });
    gh.addIssue({ title: 'Other', labels: ['bug'] });
    gh.addPullRequest({ number: 50 });
    const { api } = client();
    const issues = await api.listIssuesWithLabel('openenv-audit');
    expect(issues).toMatchObject([{ title: 'Audit', state: 'closed' }]);
    expect(gh.requests.at(-1)!.query).toMatchObject({ labels: 'openenv-audit', state: 'all' });
  });

  test('reads the token identity when it may, once, and says undefined when it may not', async () => {
    const pat = client('pat-token').api;
    expect(await pat.authenticatedLogin()).toBe('maintainer');
    expect(await pat.authenticatedLogin()).toBe('maintainer');
    expect(gh.requests.filter((r) => r.path === '/user')).toHaveLength(1);
    expect(await client('test-token').api.authenticatedLogin()).toBeUndefined();
  });

  test('honours GITHUB_API_URL when no base URL is given', async () => {
    const saved = process.env.GITHUB_API_URL;
    process.env.GITHUB_API_URL = gh.url;
    try {
      gh.addPullRequest({ number: 3 });
      const api = createGitHubApi({ token: 'test-token', repository: 'owner/repo', logger: recordingLogger(), retry: FAST });
      expect((await api.listOpenPullRequests()).map((p) => p.number)).toEqual([3]);
    } finally {
      if (saved === undefined) delete process.env.GITHUB_API_URL;
      else process.env.GITHUB_API_URL = saved;
    }
  });

  test('rejects a malformed repository slug', () => {
    expect(() => createGitHubApi({ token: 't', repository: 'no-slash', baseUrl: gh.url, logger: recordingLogger() })).toThrow(/owner\/name/);
  });
});

describe('writes', () => {
  test('creates, updates and deletes comments as the token identity', async () => {
    gh.addPullRequest({ number: 7 });
    const { api } = client();
    const created = await api.createIssueComment(7, 'hello');
    expect(created).toMatchObject({ body: 'hello', author: 'github-actions[bot]', authorType: 'Bot' });
    const updated = await api.updateIssueComment(created.id, 'hello again');
    expect(updated.body).toBe('hello again');
    await api.deleteIssueComment(created.id);
    await api.deleteIssueComment(created.id); // already gone: not an error
    expect(gh.comments(7)).toHaveLength(0);
    expect(gh.writes().map((r) => `${r.method} ${r.status}`)).toEqual(['POST 201', 'PATCH 200', 'DELETE 204', 'DELETE 404']);
  });

  test('creates and updates issues', async () => {
    const { api } = client();
    const issue = await api.createIssue('Nightly audit', 'body', ['openenv-audit']);
    expect(issue).toMatchObject({ title: 'Nightly audit', state: 'open' });
    expect(gh.issues()[0]!.labels).toEqual(['openenv-audit']);
    const closed = await api.updateIssue(issue.number, { state: 'closed', body: 'new' });
    expect(closed).toMatchObject({ state: 'closed', body: 'new' });
  });

  test('a read-only (fork) token gets GitHubPermissionError, not a crash', async () => {
    gh.addPullRequest({ number: 7 });
    const { api } = client('fork-token');
    const error = await api.createIssueComment(7, 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubPermissionError);
    expect((error as GitHubPermissionError).status).toBe(403);
    expect(String(error)).toMatch(/Resource not accessible by integration/);
    expect(String(error)).not.toMatch(/fork-token/);
    expect(gh.writes()).toHaveLength(1); // a 403 is a final answer: no retry
  });

  test('a 404 on a write is a permission problem; a 404 on a read is not', async () => {
    gh.addPullRequest({ number: 7 });
    const { api } = client();
    await expect(api.updateIssueComment(424242, 'x')).rejects.toBeInstanceOf(GitHubPermissionError);
    const read = await api.getPullRequest(999).catch((e: unknown) => e);
    expect(read).toBeInstanceOf(GitHubApiError);
    expect((read as GitHubApiError).status).toBe(404);
  });

  test('a 422 says what GitHub rejected', async () => {
    gh.addPullRequest({ number: 7 });
    const { api } = client();
    const error = await api.createIssueComment(7, 'x'.repeat(65537)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect(String(error)).toMatch(/comment on #7: GitHub rejected the request: Validation Failed \(body: body is too long \(maximum is 65536 characters\)\) \(HTTP 422\)/);
  });

  test('an unknown token is a permission problem (401)', async () => {
    gh.addPullRequest({ number: 7 });
    const { api } = client('nonsense');
    const error = await api.listIssueComments(7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubPermissionError);
    expect((error as GitHubPermissionError).status).toBe(401);
  });
});

describe('retries', () => {
  test('retries a 5xx and succeeds', async () => {
    gh.addPullRequest({ number: 1 });
    gh.fail({ kind: 'server-error', method: 'GET', path: /\/pulls$/, times: 2, status: 503 });
    const { api } = client();
    expect(await api.listOpenPullRequests()).toHaveLength(1);
    expect(gh.requests.map((r) => r.status)).toEqual([503, 503, 200]);
  });

  test('retries a 5xx on a later page without starting over', async () => {
    for (let n = 1; n <= 150; n++) gh.addPullRequest({ number: n });
    const { api } = client();
    gh.fail({ kind: 'server-error', path: /\/pulls$/, query: { page: '2' }, times: 1 });
    expect(await api.listOpenPullRequests()).toHaveLength(150);
    expect(gh.requests.map((r) => `${r.query.page ?? '1'}:${r.status}`)).toEqual(['1:200', '2:502', '2:200']);
  });

  test('gives up after a bounded number of attempts on a persistent 5xx', async () => {
    const { api } = client('test-token', { ...FAST, retries: 2 });
    gh.fail({ kind: 'server-error' });
    const error = await api.listOpenPullRequests().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect(String(error)).toMatch(/list open pull requests: GitHub did not answer properly after retries: Server Error \(HTTP 502\)/);
    expect(gh.requests).toHaveLength(3);
  });

  test.each([
    ['403', 403],
    ['429', 429],
  ])('waits out a secondary rate limit (%s with Retry-After) and retries', async (_label, status) => {
    gh.addPullRequest({ number: 7 });
    gh.fail({ kind: 'secondary-rate-limit', status, retryAfter: 60, method: 'POST', times: 1 });
    const { api, logger } = client();
    const started = Date.now();
    const comment = await api.createIssueComment(7, 'after the limit');
    expect(comment.body).toBe('after the limit');
    const posts = gh.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.status)).toEqual([status, 201]);
    expect(gh.comments(7)).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55); // 60 s scaled by 0.001
    expect(logger.lines.join('\n')).toMatch(/secondary rate limit .*retrying in 60 s/);
  });

  test('a bare 429 with Retry-After is waited out too', async () => {
    gh.addPullRequest({ number: 1 });
    gh.fail({ kind: 'too-many-requests', retryAfter: 2, times: 1 });
    const { api } = client();
    expect(await api.listOpenPullRequests()).toHaveLength(1);
    expect(gh.requests.map((r) => r.status)).toEqual([429, 200]);
  });

  test('does not wait an hour for a primary rate limit reset', async () => {
    gh.fail({ kind: 'primary-rate-limit', retryAfter: 3600 });
    const { api, logger } = client();
    const error = await api.listOpenPullRequests().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect(String(error)).toMatch(/rate limited by GitHub: API rate limit exceeded/);
    expect(gh.requests).toHaveLength(1);
    expect(logger.lines.join('\n')).toMatch(/longer than this job waits/);
  });

  test('stops retrying a secondary rate limit after the bounded attempts', async () => {
    gh.fail({ kind: 'secondary-rate-limit', retryAfter: 1 });
    const { api } = client('test-token', { ...FAST, retries: 2 });
    await expect(api.listOpenPullRequests()).rejects.toThrow(/rate limited by GitHub/);
    expect(gh.requests).toHaveLength(3);
  });

  test('times out a slow reply and retries it', async () => {
    gh.addPullRequest({ number: 1 });
    gh.fail({ kind: 'slow', delayMs: 600, times: 1 });
    const { api } = client('test-token', { ...FAST, timeoutMs: 150 });
    expect(await api.listOpenPullRequests()).toHaveLength(1);
    expect(gh.requests).toHaveLength(2);
  });

  test('a dribbling reply (slowloris) is cut by the per-attempt timeout, counted in total time, not idle time', async () => {
    for (let n = 1; n <= 5; n++) gh.addPullRequest({ number: n });
    // A byte every 20 ms: never idle for long, but the body (several KB) would take minutes.
    gh.fail({ kind: 'dribble', delayMs: 20 });
    const { api } = client('test-token', { ...FAST, retries: 3, timeoutMs: 300 });
    const started = Date.now();
    const error = await api.listOpenPullRequests().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect((error as GitHubApiError).status).toBe(504);
    expect(String(error)).toMatch(/no answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('an endpoint slower than the per-attempt timeout is tried twice, not until the deadline', async () => {
    gh.addPullRequest({ number: 1 });
    gh.fail({ kind: 'slow', delayMs: 5000 });
    const { api } = client('test-token', { ...FAST, retries: 3, timeoutMs: 200 });
    const error = await api.listOpenPullRequests().catch((e: unknown) => e);
    expect((error as GitHubApiError).status).toBe(504);
    // One retry after a timeout: four attempts of 30 s (plus waits) took more than the 120 s deadline.
    expect(gh.requests).toHaveLength(2);
    expect(String(error)).toMatch(/no answer within 200 ms \(2 attempts timed out; not retried again\)/);
  });

  test('a 900 KB HTML error page is clipped in the error and in the log (one clipping with the Hub client)', async () => {
    const page = `<html><body>${'<p>502 Bad Gateway</p>\n'.repeat(40_000)}</body></html>`;
    gh.fail({ kind: 'server-error', status: 502, body: page });
    const { api, logger } = client('test-token', { ...FAST, retries: 1 });
    const error = await api.listOpenPullRequests().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect(String(error)).toMatch(/502 Bad Gateway/);
    expect(String(error).length).toBeLessThan(600);
    expect(logger.lines.join('\n').length).toBeLessThan(2000);
  });

  test('retries a reply that was cut short', async () => {
    for (let n = 1; n <= 40; n++) gh.addPullRequest({ number: n, title: `A fairly long title for pull request ${n}` });
    gh.fail({ kind: 'truncated', times: 1 });
    const { api } = client();
    expect(await api.listOpenPullRequests()).toHaveLength(40);
    expect(gh.requests).toHaveLength(2);
  });

  test('a connection refused is retried and then reported, without the token', async () => {
    const url = gh.url;
    await gh.close();
    const api = createGitHubApi({ token: 'secret-value', repository: 'owner/repo', baseUrl: url, logger: recordingLogger(), retry: { ...FAST, retries: 1 } });
    const error = await api.listOpenPullRequests().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect(String(error)).not.toMatch(/secret-value/);
    gh = await startGitHubStandIn(); // for afterEach
  });

  test('spaces writes by the scaled interval only', async () => {
    gh.addPullRequest({ number: 7 });
    const { api } = client();
    const started = Date.now();
    for (let i = 0; i < 5; i++) await api.createIssueComment(7, `c${i}`);
    // Unscaled, the four waits between five writes take 4 s; scaled, 4 ms (a busy CI machine has taken
    // hundreds of ms for the requests themselves).
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
