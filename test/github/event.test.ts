import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventPayloadError, parseWorkflowEvent, readGitHubEvent, readWorkflowEvent } from '../../src/github/event.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'openenv-ci-event-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function pullRequestPayload(head: string | null, base = 'owner/repo') {
  return {
    action: 'synchronize',
    number: 12,
    repository: { full_name: base },
    pull_request: {
      number: 12,
      title: 'RFC 004: actions <!-- --> @everyone',
      body: null,
      user: { login: 'contributor' },
      created_at: '2026-11-20T10:00:00Z',
      head: { sha: 'a'.repeat(40), ref: 'rfc-004', repo: head === null ? null : { full_name: head } },
      base: { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: base } },
    },
  };
}

test('reads a pull_request payload from GITHUB_EVENT_PATH', async () => {
  const path = join(dir, 'pr.json');
  await writeFile(path, JSON.stringify(pullRequestPayload('owner/repo')));
  const event = await readGitHubEvent({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: path });
  expect(event).toEqual({
    eventName: 'pull_request',
    repository: 'owner/repo',
    pullRequest: {
      number: 12,
      title: 'RFC 004: actions <!-- --> @everyone',
      body: '',
      author: 'contributor',
      createdAt: '2026-11-20T10:00:00Z',
      baseSha: 'b'.repeat(40),
      headSha: 'a'.repeat(40),
      fromFork: false,
    },
  });
});

test('detects forks, including deleted ones', () => {
  expect(parseWorkflowEvent('pull_request', pullRequestPayload('someone/repo')).pullRequest?.fromFork).toBe(true);
  expect(parseWorkflowEvent('pull_request', pullRequestPayload(null)).pullRequest?.fromFork).toBe(true);
  expect(parseWorkflowEvent('pull_request', pullRequestPayload('Owner/Repo')).pullRequest?.fromFork).toBe(false);
});

test('other events carry no pull request', () => {
  expect(parseWorkflowEvent('schedule', { schedule: '0 3 * * *', repository: { full_name: 'o/r' } })).toEqual({ eventName: 'schedule', repository: 'o/r' });
  expect(parseWorkflowEvent('workflow_run', { workflow_run: { id: 9, head_sha: 'c'.repeat(40), event: 'pull_request' } })).toMatchObject({
    workflowRunHeadSha: 'c'.repeat(40),
    workflowRunId: 9,
    workflowRunEvent: 'pull_request',
  });
  expect(parseWorkflowEvent('push', { before: '0'.repeat(40), after: 'd'.repeat(40) })).toMatchObject({ before: '0'.repeat(40) });
});

test('a malformed pull request object is ignored, not trusted', () => {
  expect(parseWorkflowEvent('pull_request', { pull_request: { number: '12', head: {}, base: {} } }).pullRequest).toBeUndefined();
  expect(parseWorkflowEvent('pull_request', 'not an object')).toEqual({ eventName: 'pull_request' });
});

test('no event path (a local run) is not an error; a broken one is a clear one', async () => {
  expect(readWorkflowEvent({})).toEqual({});
  expect(readWorkflowEvent({ GITHUB_EVENT_NAME: 'push' })).toEqual({ eventName: 'push' });
  expect(() => readWorkflowEvent({ GITHUB_EVENT_PATH: join(dir, 'missing.json') })).toThrow(EventPayloadError);
  const bad = join(dir, 'bad.json');
  await writeFile(bad, '{"pull_request":');
  expect(() => readWorkflowEvent({ GITHUB_EVENT_PATH: bad })).toThrow(/not valid JSON/);
});
