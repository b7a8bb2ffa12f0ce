import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { createGitHubApi } from '../../src/github/client.js';
import {
  commentMarker,
  markerKeyOf,
  sanitizeKey,
  STICKY_BODY_LIMIT,
  jobCommentKey,
  stickyCommentKey,
  upsertStickyComment,
} from '../../src/github/sticky-comment.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-server.js';
import { recordingLogger } from '../support/context.js';

let gh: GitHubStandIn;
beforeEach(async () => {
  gh = await startGitHubStandIn();
  gh.addPullRequest({ number: 7 });
});
afterEach(async () => {
  await gh.close();
});

const KEY = stickyCommentKey('CI', ['rfc-lint']);
const MARKER = commentMarker(KEY);

function setup(token = 'test-token') {
  const logger = recordingLogger();
  const api = createGitHubApi({ token, repository: gh.repository, baseUrl: gh.url, logger, retry: { scale: 0.001, timeoutMs: 2000 } });
  const upsert = (body: string, marker = KEY) => upsertStickyComment({ api, issueNumber: 7, marker, body, logger });
  return { api, logger, upsert };
}

describe('markers', () => {
  test('the key is the workflow and the set of checks, in any order', () => {
    expect(stickyCommentKey('CI', ['validate', 'rfc-lint'])).toBe('CI:rfc-lint+validate');
    expect(stickyCommentKey('CI', ['rfc-lint', 'validate', 'rfc-lint'])).toBe(stickyCommentKey('CI', ['validate', 'rfc-lint']));
    expect(stickyCommentKey(undefined, [])).toBe('openenv-ci:default');
    expect(commentMarker('CI:rfc-lint')).toBe('<!-- openenv-ci:v1:CI:rfc-lint -->');
  });

  test('a hostile workflow name cannot close the marker or break the comment', () => {
    const key = sanitizeKey('evil --> <b>@everyone</b>\n<!--');
    expect(key).not.toMatch(/--|>|<|\n|@/);
    const marker = commentMarker(key);
    expect(marker.match(/-->/g)).toHaveLength(1);
    expect(markerKeyOf(`${marker}\nbody`)).toBe(key);
    expect(sanitizeKey('x'.repeat(500))).toHaveLength(100);
  });

  test('only a marker on the first line counts', () => {
    expect(markerKeyOf(`${MARKER}\nreport`)).toBe(KEY);
    expect(markerKeyOf(`quoting: ${MARKER}`)).toBeUndefined();
    expect(markerKeyOf(`hello\n${MARKER}`)).toBeUndefined();
    expect(markerKeyOf(`<!-- openenv-ci:v2:${KEY} -->\nnewer format`)).toBe(KEY);
  });

  test('the body limit leaves room for the marker', () => {
    expect(STICKY_BODY_LIMIT + commentMarker('k'.repeat(100)).length + 1).toBeLessThanOrEqual(65536);
  });
});

describe('upsertStickyComment', () => {
  test('creates on the first run, updates in place on the second, writes nothing on the third', async () => {
    const { upsert } = setup();
    const first = await upsert('## 2 errors');
    expect(first.action).toBe('created');
    expect(gh.comments(7)).toHaveLength(1);
    expect(gh.comments(7)[0]!.body).toBe(`${MARKER}\n## 2 errors`);

    const second = await upsert('## 1 error');
    expect(second).toMatchObject({ action: 'updated', commentId: first.commentId });
    expect(gh.comments(7)).toHaveLength(1);
    expect(gh.comments(7)[0]!.body).toBe(`${MARKER}\n## 1 error`);

    gh.resetRequests();
    const third = await upsert('## 1 error');
    expect(third).toMatchObject({ action: 'unchanged', commentId: first.commentId });
    expect(gh.writes()).toEqual([]);
  });

  test('searches every page of comments', async () => {
    const ours = gh.addComment(7, { body: `${MARKER}\nold` });
    for (let i = 0; i < 250; i++) gh.addComment(7, { body: `chatter ${i}`, login: 'alice' });
    const { upsert } = setup();
    const result = await upsert('new');
    expect(result).toMatchObject({ action: 'updated', commentId: ours.id });
    expect(gh.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/comments')).length).toBe(3);
    expect(gh.comments(7).filter((c) => c.body.startsWith(MARKER))).toHaveLength(1);
  });

  test('another configuration keeps its own comment', async () => {
    const other = gh.addComment(7, { body: `${commentMarker(stickyCommentKey('CI', ['review']))}\nreview` });
    const { upsert } = setup();
    expect((await upsert('lint')).action).toBe('created');
    expect(gh.comments(7).find((c) => c.id === other.id)!.body).toMatch(/review$/);
    expect(gh.comments(7)).toHaveLength(2);
  });

  test('a job comment supersedes our comments under legacy keys: taken over when alone, deleted once it exists', async () => {
    const { api, logger } = setup();
    const jobKey = jobCommentKey('CI', 'lint');
    const legacyLint = gh.addComment(7, { body: `${MARKER}\nold lint` });
    const legacyReview = gh.addComment(7, { body: `${commentMarker(stickyCommentKey('CI', ['review']))}\nold review` });
    const human = gh.addComment(7, { body: `${MARKER}\ncopied`, login: 'mallory', type: 'User' });
    const first = await upsertStickyComment({ api, issueNumber: 7, marker: jobKey, legacyKeys: [KEY], body: (current) => `current: ${current ?? 'none'}`, logger });
    expect(first).toMatchObject({ action: 'updated', commentId: legacyLint.id });
    // The legacy body is not this key's: the body function sees no current comment.
    expect(gh.comments(7).find((c) => c.id === legacyLint.id)!.body).toBe(`${commentMarker(jobKey)}\ncurrent: none`);
    const second = await upsertStickyComment({ api, issueNumber: 7, marker: jobKey, legacyKeys: [stickyCommentKey('CI', ['review'])], body: (current) => `kept: ${current}`, logger });
    expect(second).toMatchObject({ action: 'updated', commentId: legacyLint.id, deleted: [legacyReview.id] });
    expect(gh.comments(7).find((c) => c.id === legacyLint.id)!.body).toBe(`${commentMarker(jobKey)}\nkept: current: none`);
    expect(gh.comments(7).map((c) => c.id)).toEqual([legacyLint.id, human.id]);
  });

  test("never takes over a human's comment that carries our marker", async () => {
    const human = gh.addComment(7, { body: `${MARKER}\nI copied this`, login: 'mallory', type: 'User' });
    const { upsert } = setup();
    const result = await upsert('report');
    expect(result.action).toBe('created');
    expect(gh.comments(7).find((c) => c.id === human.id)!.body).toBe(`${MARKER}\nI copied this`);
  });

  test('with a readable identity, only that identity counts as us', async () => {
    const bot = gh.addComment(7, { body: `${MARKER}\nfrom the bot` });
    const mine = gh.addComment(7, { body: `${MARKER}\nfrom the maintainer token`, login: 'maintainer', type: 'User' });
    const { upsert } = setup('pat-token');
    const result = await upsert('fresh');
    expect(result).toMatchObject({ action: 'updated', commentId: mine.id });
    expect(gh.comments(7).find((c) => c.id === bot.id)).toBeDefined();
  });

  test("another bot's comment carrying our marker is never edited or deleted", async () => {
    const other = gh.addComment(7, { body: `${MARKER}\nforged by another bot`, login: 'other-app[bot]', type: 'Bot' });
    const { upsert } = setup();
    const result = await upsert('fresh');
    expect(result.action).toBe('created');
    expect(result.commentId).not.toBe(other.id);
    expect(gh.comments(7).find((c) => c.id === other.id)!.body).toBe(`${MARKER}\nforged by another bot`);
    expect(gh.writes().filter((w) => w.method === 'PATCH' || w.method === 'DELETE')).toEqual([]);
  });

  test('a comment deleted between listing and editing (404) is created again, not reported as a permission problem', async () => {
    const gone = gh.addComment(7, { body: `${MARKER}\nold` });
    gh.fail({ kind: 'not-found', method: 'PATCH', times: 1 });
    const { upsert, logger } = setup();
    const result = await upsert('fresh');
    expect(result.action).not.toBe('skipped');
    expect(result.commentId).not.toBe(gone.id);
    expect(gh.comments(7).find((c) => c.id === result.commentId)!.body).toBe(`${MARKER}\nfresh`);
    expect(logger.lines.join('\n')).not.toMatch(/cannot write/);
  });

  test('deletes superseded duplicates so exactly one remains (the oldest)', async () => {
    const a = gh.addComment(7, { body: `${MARKER}\nrun A` });
    gh.addComment(7, { body: 'unrelated', login: 'alice' });
    const b = gh.addComment(7, { body: `${MARKER}\nrun B` });
    const c = gh.addComment(7, { body: `${MARKER}\nrun C` });
    const { upsert } = setup();
    const result = await upsert('latest');
    expect(result).toMatchObject({ action: 'updated', commentId: a.id, deleted: [b.id, c.id] });
    const left = gh.comments(7).filter((x) => x.body.startsWith(MARKER));
    expect(left.map((x) => [x.id, x.body])).toEqual([[a.id, `${MARKER}\nlatest`]]);
  });

  test('two runs racing end with one comment', async () => {
    const one = setup();
    const two = setup();
    const results = await Promise.all([one.upsert('from run one'), two.upsert('from run two')]);
    const left = gh.comments(7).filter((x) => x.body.startsWith(MARKER));
    expect(left).toHaveLength(1);
    expect(results.map((r) => r.commentId)).toEqual([left[0]!.id, left[0]!.id]);
  });

  test('a read-only token skips with a warning instead of failing', async () => {
    const { upsert, logger } = setup('fork-token');
    const result = await upsert('report');
    expect(result.action).toBe('skipped');
    expect(result.reason).toMatch(/Resource not accessible by integration.*forks/);
    expect(logger.lines.some((l) => l.startsWith('warning: Pull request comment skipped'))).toBe(true);
    expect(gh.comments(7)).toHaveLength(0);
  });

  test('a 403 on update (permissions changed) also skips', async () => {
    gh.addComment(7, { body: `${MARKER}\nold` });
    gh.fail({ kind: 'forbidden', method: 'PATCH' });
    const { upsert } = setup();
    expect((await upsert('new')).action).toBe('skipped');
  });

  test('other failures propagate (the caller decides)', async () => {
    gh.fail({ kind: 'server-error', method: 'POST' });
    const { upsert } = setup();
    await expect(upsert('x')).rejects.toThrow(/HTTP 502/);
  });

  test('an oversized body is still cut under the limit', async () => {
    const { upsert, logger } = setup();
    const result = await upsert('```\n' + 'y'.repeat(80) + '\n'.repeat(1) + 'z\n'.repeat(40000));
    expect(result.action).toBe('created');
    const body = gh.comments(7)[0]!.body;
    expect([...body].length).toBeLessThanOrEqual(65536);
    expect(body.match(/^```$/gm)?.length).toBe(2);
    expect(logger.lines.join('\n')).toMatch(/over GitHub's limit/);
  });
});
