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

async function standIn(): Promise<GitHubStandIn> {
  gh = await startGitHubStandIn({ repository: 'huggingface/OpenEnv' });
  // 130 open pull requests: more than one page of the pulls listing.
  for (let n = 1; n <= 130; n++) {
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

describe('open-PR claims through the real GitHub client', () => {
  test('every page of open pull requests is read, and their RFC files become claims', async () => {
    const server = await standIn();
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
    const server = await standIn();
    const api = createGitHubApi({ token: 'test-token', repository: server.repository, baseUrl: server.url, logger: recordingLogger(), retry: FAST });
    server.fail({ kind: 'server-error', method: 'GET', path: /\/pulls$/, times: 1 });
    const retried = await readOpenPrClaims(api, { rfcDir: 'rfcs', enabled: true });
    expect(retried.status).toBe('checked');

    server.fail({ kind: 'server-error', method: 'GET', path: /\/pulls$/ });
    const failed = await readOpenPrClaims(api, { rfcDir: 'rfcs', enabled: true });
    expect(failed).toMatchObject({ status: 'skipped', failed: true });
    if (failed.status === 'skipped') expect(failed.reason).toMatch(/GitHub API failed: .*502/);
  });
});
