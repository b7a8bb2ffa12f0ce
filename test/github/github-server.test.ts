import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-server.js';

/** The stand-in follows GitHub's contracts closely enough that passing against it means something. */

let gh: GitHubStandIn;
beforeEach(async () => {
  gh = await startGitHubStandIn();
});
afterEach(async () => {
  await gh.close();
});

const auth = (token = 'test-token') => ({ authorization: `token ${token}`, 'content-type': 'application/json' });

test('paginates with per_page (max 100) and a Link header like GitHub', async () => {
  for (let n = 1; n <= 250; n++) gh.addPullRequest({ number: n });
  const first = await fetch(`${gh.url}/repos/owner/repo/pulls?per_page=100`, { headers: auth() });
  expect(first.status).toBe(200);
  expect(((await first.json()) as unknown[]).length).toBe(100);
  const link = first.headers.get('link')!;
  expect(link).toMatch(/<http:\/\/127\.0\.0\.1:\d+\/repos\/owner\/repo\/pulls\?per_page=100&page=2>; rel="next"/);
  expect(link).toMatch(/page=3>; rel="last"/);
  const last = await fetch(`${gh.url}/repos/owner/repo/pulls?per_page=100&page=3`, { headers: auth() });
  expect(((await last.json()) as unknown[]).length).toBe(50);
  expect(last.headers.get('link')).not.toMatch(/rel="next"/);
  const capped = await fetch(`${gh.url}/repos/owner/repo/pulls?per_page=500`, { headers: auth() });
  expect(((await capped.json()) as unknown[]).length).toBe(100);
  const byDefault = await fetch(`${gh.url}/repos/owner/repo/pulls`, { headers: auth() });
  expect(((await byDefault.json()) as unknown[]).length).toBe(30);
  expect(first.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
});

test('comment bodies over 65,536 characters are a 422 Validation Failed; 201 and 204 as GitHub answers', async () => {
  gh.addPullRequest({ number: 7 });
  const tooLong = await fetch(`${gh.url}/repos/owner/repo/issues/7/comments`, { method: 'POST', headers: auth(), body: JSON.stringify({ body: '🚀'.repeat(65537) }) });
  expect(tooLong.status).toBe(422);
  expect(await tooLong.json()).toMatchObject({ message: 'Validation Failed', errors: [{ field: 'body', code: 'custom' }] });
  // GitHub counts characters: 65,536 astral characters are 131,072 UTF-16 units and still fit.
  const fits = await fetch(`${gh.url}/repos/owner/repo/issues/7/comments`, { method: 'POST', headers: auth(), body: JSON.stringify({ body: '🚀'.repeat(65536) }) });
  expect(fits.status).toBe(201);
  const { id } = (await fits.json()) as { id: number };
  const gone = await fetch(`${gh.url}/repos/owner/repo/issues/comments/${id}`, { method: 'DELETE', headers: auth() });
  expect(gone.status).toBe(204);
});

test('a read-only token gets 403 Resource not accessible by integration on writes only', async () => {
  gh.addPullRequest({ number: 7 });
  const read = await fetch(`${gh.url}/repos/owner/repo/issues/7/comments`, { headers: auth('fork-token') });
  expect(read.status).toBe(200);
  const write = await fetch(`${gh.url}/repos/owner/repo/issues/7/comments`, { method: 'POST', headers: auth('fork-token'), body: JSON.stringify({ body: 'x' }) });
  expect(write.status).toBe(403);
  expect(await write.json()).toMatchObject({ message: 'Resource not accessible by integration' });
  const user = await fetch(`${gh.url}/user`, { headers: auth() });
  expect(user.status).toBe(403);
  const anonymousWrite = await fetch(`${gh.url}/repos/owner/repo/issues/7/comments`, { method: 'POST', body: JSON.stringify({ body: 'x' }) });
  expect(anonymousWrite.status).toBe(401);
});

test('failure modes answer as switched and count down', async () => {
  gh.fail({ kind: 'secondary-rate-limit', retryAfter: 7, times: 1 });
  const limited = await fetch(`${gh.url}/user`, { headers: auth('pat-token') });
  expect(limited.status).toBe(403);
  expect(limited.headers.get('retry-after')).toBe('7');
  expect(((await limited.json()) as { message: string }).message).toMatch(/secondary rate limit/);
  const after = await fetch(`${gh.url}/user`, { headers: auth('pat-token') });
  expect(after.status).toBe(200);

  gh.fail({ kind: 'truncated', times: 1 });
  const cut = await fetch(`${gh.url}/user`, { headers: auth('pat-token') });
  await expect(cut.text()).rejects.toThrow();

  gh.fail({ kind: 'primary-rate-limit', retryAfter: 60, times: 1 });
  const primary = await fetch(`${gh.url}/user`, { headers: auth('pat-token') });
  expect(primary.headers.get('x-ratelimit-remaining')).toBe('0');
  expect(Number(primary.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);

  expect(gh.requests.map((r) => r.failure ?? r.status)).toEqual(['secondary-rate-limit', 200, 'truncated', 'primary-rate-limit']);
});

test('the issues list includes pull requests (as GitHub does) unless filtered by label', async () => {
  gh.addPullRequest({ number: 1 });
  gh.addIssue({ title: 'Audit', labels: ['openenv-audit'] });
  const all = (await (await fetch(`${gh.url}/repos/owner/repo/issues?state=all`, { headers: auth() })).json()) as { number: number; pull_request?: unknown }[];
  expect(all.map((i) => [i.number, i.pull_request !== undefined])).toEqual([
    [2, false],
    [1, true],
  ]);
});
