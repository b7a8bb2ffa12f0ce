import { afterEach, describe, expect, test } from '@jest/globals';
import { readOpenPrClaims } from '../../../src/checks/rfc/numbering/open-pr-claims.js';
import { createGitHubApi } from '../../../src/github/client.js';
import { recordingLogger } from '../../support/context.js';
import { startGitHubStandIn, type GitHubStandIn } from '../../support/github-server.js';

/** The real octokit client against the local stand-in GitHub API: pagination, retries, failures. */
let gh: GitHubStandIn | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

const FAST = { scale: 0.001, retries: 2 };

async function standIn(options: { graphql?: boolean; pulls?: number } = {}): Promise<GitHubStandIn> {
  gh = await startGitHubStandIn({ repository: 'huggingface/OpenEnv', graphql: options.graphql });
  // 130 open pull requests by default: more than one page of the pulls listing.
  for (let n = 1; n <= (options.pulls ?? 130); n++) {
    const files =
      n === 24
        ? [{ filename: 'rfcs/006-multi-component-rewards.md', status: 'added' }]
        : n === 127
          ? [{ filename: 'rfcs/006-hf-rl-environment-datasets.md', status: 'added' }, { filename: 'rfcs/README.md', status: 'modified' }]
          : [{ filename: `src/file-${n}.py`, status: 'modified' }];
    gh.addPullRequest({ number: n, title: `PR ${n}`, createdAt: `2026-05-01T00:${String(n % 60).padStart(2, '0')}:00Z`, files });
  }
  return gh;
}

function client(server: GitHubStandIn) {
  return createGitHubApi({ token: 'test-token', repository: server.repository, baseUrl: server.url, logger: recordingLogger(), retry: FAST });
}

const EXPECTED_CLAIMS = [
  [127, 'rfcs/006-hf-rl-environment-datasets.md'],
  [24, 'rfcs/006-multi-component-rewards.md'],
];

describe('open-PR claims through GraphQL', () => {
  test('140 open pull requests cost at most 3 requests, with the same claims as REST', async () => {
    const server = await standIn({ pulls: 140 });
    const outcome = await readOpenPrClaims(client(server), { rfcDir: 'rfcs', enabled: true, ownPullNumber: 5 });
    expect(outcome).toMatchObject({ status: 'checked', pullsListed: 139 });
    if (outcome.status !== 'checked') return;
    expect(outcome.claims.map((c) => [c.pull.number, c.path]).sort()).toEqual(EXPECTED_CLAIMS);
    expect(outcome.claims.find((c) => c.pull.number === 24)?.pull).toMatchObject({ author: 'contributor', createdAt: '2026-05-01T00:24:00Z', title: 'PR 24' });
    expect(server.requests.length).toBeLessThanOrEqual(3);
    expect(server.requests.every((r) => r.method === 'POST' && r.path === '/graphql')).toBe(true);
  });

  test('a pull request with more than 100 files, or an RFC rename, is listed again through REST', async () => {
    const server = await standIn({ pulls: 3 });
    const many = Array.from({ length: 150 }, (_, i) => ({ filename: `src/f${i}.py`, status: 'added' }));
    server.addPullRequest({ number: 10, files: [...many, { filename: 'rfcs/010-late-file.md', status: 'added' }] });
    // GraphQL gives no previous path: only REST tells a slug fix (same number) from a new claim.
    server.addPullRequest({ number: 11, files: [{ filename: 'rfcs/002-better-slug.md', status: 'renamed', previous_filename: 'rfcs/002-old-slug.md' }] });
    server.addPullRequest({ number: 12, files: [{ filename: 'rfcs/012-moved-in.md', status: 'renamed', previous_filename: 'drafts/moved-in.md' }] });
    const outcome = await readOpenPrClaims(client(server), { rfcDir: 'rfcs', enabled: true });
    expect(outcome.status).toBe('checked');
    if (outcome.status !== 'checked') return;
    expect(outcome.claims.map((c) => [c.pull.number, c.path]).sort()).toEqual([
      [10, 'rfcs/010-late-file.md'],
      [12, 'rfcs/012-moved-in.md'],
    ]);
    expect(server.requests.filter((r) => r.path.endsWith('/files')).map((r) => r.path).sort()).toEqual([
      '/repos/huggingface/OpenEnv/pulls/10/files',
      '/repos/huggingface/OpenEnv/pulls/10/files',
      '/repos/huggingface/OpenEnv/pulls/11/files',
      '/repos/huggingface/OpenEnv/pulls/12/files',
    ]);
  });

  test('a GraphQL error skips the claim check with GitHub\'s message', async () => {
    const server = await standIn({ pulls: 2 });
    const api = createGitHubApi({ token: 'test-token', repository: 'huggingface/Elsewhere', baseUrl: server.url, logger: recordingLogger(), retry: FAST });
    const outcome = await readOpenPrClaims(api, { rfcDir: 'rfcs', enabled: true });
    expect(outcome).toMatchObject({ status: 'skipped', failed: true });
    if (outcome.status === 'skipped') expect(outcome.reason).toMatch(/Could not resolve to a Repository/);
  });
});

describe('open-PR claims through REST (a server without GraphQL)', () => {
  test('every page of open pull requests is read, and their RFC files become claims', async () => {
    const server = await standIn({ graphql: false });
    const api = createGitHubApi({ token: 'test-token', repository: server.repository, baseUrl: server.url, logger: recordingLogger(), retry: FAST });
    const outcome = await readOpenPrClaims(api, { rfcDir: 'rfcs', enabled: true, ownPullNumber: 5 });
    expect(outcome.status).toBe('checked');
    if (outcome.status !== 'checked') return;
    expect(outcome.pullsListed).toBe(129);
    expect(outcome.claims.map((c) => [c.pull.number, c.path]).sort()).toEqual([
      [127, 'rfcs/006-hf-rl-environment-datasets.md'],
      [24, 'rfcs/006-multi-component-rewards.md'],
    ]);
    const listing = server.requests.filter((r) => r.path.endsWith('/pulls'));
    expect(listing.length).toBeGreaterThan(1);
  });

  test('a transient 5xx is retried; a persistent one skips the claim check with the reason', async () => {
    const server = await standIn({ graphql: false });
    const api = createGitHubApi({ token: 'test-token', repository: server.repository, baseUrl: server.url, logger: recordingLogger(), retry: FAST });
    server.fail({ kind: 'server-error', method: 'GET', path: /\/pulls$/, times: 1 });
    const retried = await readOpenPrClaims(api, { rfcDir: 'rfcs', enabled: true });
    expect(retried.status).toBe('checked');

    server.fail({ kind: 'server-error', method: 'GET', path: /\/pulls$/ });
    const failed = await readOpenPrClaims(api, { rfcDir: 'rfcs', enabled: true });
    expect(failed).toMatchObject({ status: 'skipped', failed: true });
    if (failed.status === 'skipped') expect(failed.reason).toMatch(/GitHub API failed: .*502/);
  });

  test('when one call fails, queued calls never start and those in flight are cancelled', async () => {
    const server = await standIn({ graphql: false, pulls: 20 });
    // REST lists newest first: #20, #19 and #18 start together; #20 fails at once, the other two are slow.
    server.fail({ kind: 'not-found', method: 'GET', path: '/pulls/20/files' });
    server.fail({ kind: 'slow', method: 'GET', path: /\/files$/, delayMs: 3000 });
    const started = Date.now();
    const outcome = await readOpenPrClaims(client(server), { rfcDir: 'rfcs', enabled: true, concurrency: 3 });
    expect(outcome).toMatchObject({ status: 'skipped', failed: true });
    // It did not wait for the slow calls in flight (3 s; the failing path takes tens of ms, a loaded CI machine several hundred).
    expect(Date.now() - started).toBeLessThan(2500);
    await new Promise((resolve) => setTimeout(resolve, 3200)); // what would have started by now, had it not been cancelled
    const files = server.requests.filter((r) => r.path.endsWith('/files'));
    // Only the three that had started (one may be cancelled before it even left the client); none of the 17 queued.
    const numbers = files.map((r) => r.path.split('/')[5]);
    expect(numbers).toContain('20');
    expect(numbers.every((n) => ['18', '19', '20'].includes(n!))).toBe(true);
    // The slow ones were cancelled by the client: the server never got to answer them.
    const slow = files.filter((r) => r.failure === 'slow');
    expect(slow.length).toBeGreaterThan(0);
    expect(slow.every((r) => r.status === 0)).toBe(true);
  });
});
