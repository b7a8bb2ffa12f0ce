import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { createGitHubApi } from '../../src/github/client.js';
import { trackingMarker, upsertTrackingIssue } from '../../src/github/tracking-issue.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-server.js';
import { recordingLogger } from '../support/context.js';

let gh: GitHubStandIn;
beforeEach(async () => {
  gh = await startGitHubStandIn();
});
afterEach(async () => {
  await gh.close();
});

const LABEL = 'openenv-audit';

function upsert(body: string, token = 'test-token', title = 'OpenEnv audit') {
  const logger = recordingLogger();
  const api = createGitHubApi({ token, repository: gh.repository, baseUrl: gh.url, logger, retry: { scale: 0.001 } });
  return upsertTrackingIssue({ api, label: LABEL, title, body, logger });
}

test('creates the issue once, then updates the same one night after night', async () => {
  const first = await upsert('3 failing');
  expect(first.action).toBe('created');
  expect(gh.issues()).toHaveLength(1);
  expect(gh.issues()[0]).toMatchObject({ labels: [LABEL], body: `${trackingMarker(LABEL)}\n3 failing` });

  const second = await upsert('2 failing');
  expect(second).toMatchObject({ action: 'updated', issueNumber: first.issueNumber });
  expect(gh.issues()).toHaveLength(1);
  expect(gh.issues()[0]!.body).toMatch(/2 failing$/);
});

test('writes nothing when nothing changed', async () => {
  await upsert('same');
  gh.resetRequests();
  expect((await upsert('same')).action).toBe('unchanged');
  expect(gh.writes()).toEqual([]);
});

test('reopens a closed tracking issue instead of opening a new one', async () => {
  const existing = gh.addIssue({ title: 'OpenEnv audit', labels: [LABEL], state: 'closed', body: `${trackingMarker(LABEL)}\nold` });
  const result = await upsert('new findings');
  expect(result).toMatchObject({ action: 'reopened', issueNumber: existing.number });
  expect(gh.issues()).toHaveLength(1);
  expect(gh.issues()[0]).toMatchObject({ state: 'open', body: `${trackingMarker(LABEL)}\nnew findings` });
  expect(gh.writes().map((w) => w.body)).toEqual([{ title: 'OpenEnv audit', body: `${trackingMarker(LABEL)}\nnew findings`, state: 'open' }]);
});

test('an issue with the label but without our marker is not ours', async () => {
  gh.addIssue({ title: 'Discussion about the audit', labels: [LABEL], body: 'humans talking' });
  expect((await upsert('report')).action).toBe('created');
  expect(gh.issues()).toHaveLength(2);
  expect(gh.issues()[0]!.body).toBe('humans talking');
});

test('prefers the open one when several carry the marker', async () => {
  gh.addIssue({ title: 'old', labels: [LABEL], state: 'closed', body: `${trackingMarker(LABEL)}\na` });
  const open = gh.addIssue({ title: 'OpenEnv audit', labels: [LABEL], body: `${trackingMarker(LABEL)}\nb` });
  expect(await upsert('c')).toMatchObject({ action: 'updated', issueNumber: open.number });
});

test('a read-only token skips with a warning', async () => {
  const result = await upsert('x', 'fork-token');
  expect(result.action).toBe('skipped');
  expect(result.reason).toMatch(/issues: write/);
});
