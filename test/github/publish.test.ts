import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import type { Finding } from '../../src/engine/finding.js';
import type { RunResult } from '../../src/engine/run.js';
import { createGitHubApi } from '../../src/github/client.js';
import { commentBody, publishComment, publishTrackingIssue, runUrl } from '../../src/github/publish.js';
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

const ENV = { GITHUB_REPOSITORY: 'owner/repo', GITHUB_RUN_ID: '99', GITHUB_WORKFLOW: 'CI', GITHUB_SERVER_URL: 'https://github.com' };

function result(findings: Finding[], extra: Partial<RunResult> = {}): RunResult {
  return {
    outcomes: [{ check: 'rfc-lint', title: 'RFC lint', findings, sections: [], durationMs: 1 }],
    findings,
    suppressions: [],
    baselined: 0,
    data: {},
    internalErrors: [],
    ...extra,
  };
}

const finding: Finding = {
  rule: 'rfc/h1',
  severity: 'error',
  file: 'rfcs/001-a.md',
  line: 1,
  message: 'H1 is "@everyone <!-- x -->"; write "# RFC: Title".',
  fingerprint: 'f1',
  check: 'rfc-lint',
};

function api(token = 'test-token') {
  const logger = recordingLogger();
  return { logger, api: createGitHubApi({ token, repository: 'owner/repo', baseUrl: gh.url, logger, retry: { scale: 0.001, retries: 1 } }) };
}

test('the run URL points at the run (and the attempt on a re-run)', () => {
  expect(runUrl(ENV)).toBe('https://github.com/owner/repo/actions/runs/99');
  expect(runUrl({ ...ENV, GITHUB_RUN_ATTEMPT: '2' })).toBe('https://github.com/owner/repo/actions/runs/99/attempts/2');
  expect(runUrl({})).toBeUndefined();
});

test('the generic body has the headline, the findings escaped, and a footer that does not change from run to run', () => {
  const body = commentBody(result([finding]), ENV);
  expect(body).toMatch(/^## ❌ openenv-ci: 1 error/);
  expect(body).toContain('rfcs/001-a.md');
  expect(body).not.toMatch(/<!-- x -->/);
  expect(body).not.toMatch(/(^|[^\u2060`])@everyone/m);
  expect(body).toMatch(/<sub>openenv-ci .* job summary has the full report\.<\/sub>$/);
  // A re-run (new run id) with the same findings gives the same body, so the comment is not rewritten.
  expect(commentBody(result([finding]), { ...ENV, GITHUB_RUN_ID: '100' })).toBe(body);
});

test("a check's own comment (review) replaces the generic section, under the job's verdict", () => {
  const body = commentBody(result([finding], { commentMarkdown: '## Alignment review\n\nVerdict: approve' }), ENV);
  expect(body.split('\n').slice(0, 5)).toEqual(['## ❌ openenv-ci: 1 error, 0 warnings', '', '<!-- openenv-ci:counts:1:0:0:all -->', '## Alignment review', '']);
  expect(body).toContain('Verdict: approve');
  expect(body).not.toContain('rfcs/001-a.md');
});

test('publishComment returns the comment id, and nothing (with a warning) when GitHub fails', async () => {
  const ok = api();
  const id = await publishComment({ api: ok.api, env: ENV, pullNumber: 7, checkIds: ['rfc-lint'], result: result([finding]), logger: ok.logger });
  expect(id).toBe(gh.comments(7)[0]!.id);
  // The job's comment (workflow + job; no GITHUB_JOB here), this step's section first.
  // The job's verdict first, then the step's section, headed by its checks.
  expect(gh.comments(7)[0]!.body.startsWith('<!-- openenv-ci:v1:CI:job:default -->\n## ❌ openenv-ci: 1 error, 0 warnings\n\n<!-- openenv-ci:section:rfc-lint:')).toBe(true);
  expect(gh.comments(7)[0]!.body).toMatch(/-->\n<!-- openenv-ci:counts:1:0:0:all -->\n### ❌ rfc-lint: 1 error\n/);

  gh.fail({ kind: 'server-error', method: 'PATCH' });
  const failing = api();
  const none = await publishComment({ api: failing.api, env: ENV, pullNumber: 7, checkIds: ['rfc-lint'], result: result([]), logger: failing.logger });
  expect(none).toBeUndefined();
  expect(failing.logger.lines.some((l) => /^warning: openenv-ci: the pull request comment could not be written: .*HTTP 502/.test(l))).toBe(true);
});

test('publishTrackingIssue keeps one issue and never throws', async () => {
  const { api: client, logger } = api();
  expect(await publishTrackingIssue({ api: client, issue: { title: 'Audit', body: 'x', label: 'audit' }, logger })).toMatchObject({ action: 'created' });
  gh.fail({ kind: 'server-error' });
  expect(await publishTrackingIssue({ api: client, issue: { title: 'Audit', body: 'y', label: 'audit' }, logger })).toBeUndefined();
  expect(gh.issues()).toHaveLength(1);
});

describe('overlapping runs of one job for one pull request (issue 30)', () => {
  const OLD_HEAD = 'a'.repeat(40);
  const NEW_HEAD = 'b'.repeat(40);
  const newer: Finding = { ...finding, message: 'Found on the newer commit', fingerprint: 'new' };
  const older: Finding = { ...finding, message: 'Found on the older commit', fingerprint: 'old' };

  test('the older commit finishing last does not replace the newer commit\'s section, and the marker names the commit and run', async () => {
    const { api: client, logger } = api();
    // Run 8 was started by the later push and finishes first; run 7 (the earlier push) finishes last.
    await publishComment({ api: client, env: { ...ENV, GITHUB_RUN_NUMBER: '8' }, pullNumber: 7, checkIds: ['rfc-lint'], result: result([newer]), logger, headSha: NEW_HEAD });
    const afterNewer = gh.comments(7)[0]!.body;
    expect(afterNewer).toContain(`head=${NEW_HEAD} run=8 -->`);
    await publishComment({ api: client, env: { ...ENV, GITHUB_RUN_NUMBER: '7' }, pullNumber: 7, checkIds: ['rfc-lint'], result: result([older]), logger, headSha: OLD_HEAD });
    const comments = gh.comments(7);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toBe(afterNewer);
    expect(comments[0]!.body).toContain('Found on the newer commit');
    expect(comments[0]!.body).not.toContain('Found on the older commit');
    expect(logger.lines.join('\n')).toMatch(/written by a later run \(run 8, commit bbbbbbbbbbbb\); it was left as it is/);
  });

  test('a later run replaces an earlier one; a re-run of the same run replaces its own section', async () => {
    const { api: client, logger } = api();
    await publishComment({ api: client, env: { ...ENV, GITHUB_RUN_NUMBER: '7' }, pullNumber: 7, checkIds: ['rfc-lint'], result: result([older]), logger, headSha: OLD_HEAD });
    await publishComment({ api: client, env: { ...ENV, GITHUB_RUN_NUMBER: '8' }, pullNumber: 7, checkIds: ['rfc-lint'], result: result([newer]), logger, headSha: NEW_HEAD });
    expect(gh.comments(7)[0]!.body).toContain('Found on the newer commit');
    expect(gh.comments(7)[0]!.body).toContain(`head=${NEW_HEAD} run=8 -->`);
    // A re-run attempt keeps the run number: it may rewrite its own section.
    await publishComment({ api: client, env: { ...ENV, GITHUB_RUN_NUMBER: '8', GITHUB_RUN_ATTEMPT: '2' }, pullNumber: 7, checkIds: ['rfc-lint'], result: result([]), logger, headSha: NEW_HEAD });
    expect(gh.comments(7)[0]!.body).not.toContain('Found on the newer commit');
  });
});
