import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseSections } from '../../src/github/comment-sections.js';
import { commentMarker, jobCommentKey, stickyCommentKey } from '../../src/github/sticky-comment.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-server.js';
import { makeGitRepo, type GitRepo } from '../support/git-repo.js';
import { readFixtureTree } from '../support/fixture-tree.js';
import { assertBundle, runAction, type ActionRun } from './run-action.js';

/**
 * Composable steps end to end (docs/github.md): two sub-action steps of one job (`rfc-lint/action.yml`
 * and `manifests/action.yml`, i.e. `node dist/rfc-lint.js` then `node dist/manifests.js`) on one pull
 * request write ONE comment with one section per step, one job-summary section each, and their own outputs.
 */

const REPOSITORY = 'owner/repo';
const PR = 21;
const JOB = 'openenv';
const MARKER = commentMarker(jobCommentKey('CI', JOB));

let repo: GitRepo;
let baseSha: string;
let headSha: string;

beforeAll(async () => {
  assertBundle();
  repo = await makeGitRepo();
  const echo = await readFixtureTree('test/fixtures/validate/echo_env');
  const env = Object.fromEntries(Object.entries(echo).map(([path, text]) => [`envs/echo_env/${path}`, text]));
  baseSha = await repo.commit({ ...(await readFixtureTree('test/fixtures/rfc/clean')), ...env }, { date: '2026-01-01T00:00:00Z', message: 'RFCs and an environment' });
  await repo.branch('change');
  const manifest = await readFile(join(repo.dir, 'envs/echo_env/openenv.yaml'), 'utf8');
  headSha = await repo.commit(
    {
      // rfc-lint: a new RFC without its header block. manifests: a file path where a module:attr belongs.
      'rfcs/003-bare.md': '# RFC 003: Bare\n\nNo header block.\n',
      'envs/echo_env/openenv.yaml': manifest.replace('app: server.app:app', 'app: server/app.py'),
    },
    { date: '2026-06-01T09:00:00Z' },
  );
});

afterAll(async () => {
  await repo?.cleanup();
});

let gh: GitHubStandIn;
beforeEach(async () => {
  gh = await startGitHubStandIn({ repository: REPOSITORY });
  gh.addPullRequest({ number: PR, createdAt: '2026-06-01T10:00:00Z', headSha, baseSha, files: [] });
});
afterEach(async () => {
  await gh.close();
});

function step(subAction: string, inputs: Record<string, string> = {}, job = JOB): Promise<ActionRun> {
  return runAction({
    subAction,
    inputs: { token: 'test-token', comment: 'true', 'fail-on': 'error', ...inputs },
    workspace: repo.dir,
    apiUrl: gh.url,
    repository: REPOSITORY,
    eventName: 'pull_request',
    env: { GITHUB_JOB: job },
    payload: {
      action: 'synchronize',
      number: PR,
      repository: { full_name: REPOSITORY },
      pull_request: {
        number: PR,
        title: 'RFC 003 and a manifest change',
        body: '',
        user: { login: 'contributor' },
        created_at: '2026-06-01T10:00:00Z',
        head: { sha: headSha, ref: 'change', repo: { full_name: REPOSITORY } },
        base: { sha: baseSha, ref: 'main', repo: { full_name: REPOSITORY } },
      },
    },
  });
}

const ours = () => gh.comments(PR).filter((c) => c.body.startsWith(`${MARKER}\n`));
const sectionsOf = (body: string) => parseSections(body.slice(MARKER.length + 1));

describe('two sub-action steps in one job', () => {
  test('write one comment with one section each; the second step keeps the first one\'s section', async () => {
    const lint = await step('rfc-lint', { 'check-open-prs': 'false' });
    expect(lint.stderr).not.toMatch(/TypeError|ReferenceError|at .*\.js:\d+/);
    expect(lint.exitCode).toBe(1);
    expect(Number(lint.outputs['error-count'])).toBeGreaterThan(0);
    // Each step's own report file (the next step does not overwrite it).
    expect(lint.outputs['report-file']).toMatch(/openenv-ci-rfc-lint-report\.json$/);
    expect(JSON.parse(lint.reportFile!).findings.every((f: { rule: string }) => !f.rule.startsWith('openenv-yaml/'))).toBe(true);
    const lintRules = lint.annotations.map((a) => a.properties.title ?? '');
    expect(lintRules.some((r) => r.startsWith('rfc/'))).toBe(true);
    expect(lintRules.some((r) => r.startsWith('openenv-yaml/'))).toBe(false);
    expect(lint.summary).toMatch(/^## ❌ openenv-ci rfc-lint: \d+ errors?/m);
    expect(ours()).toHaveLength(1);
    const afterLint = ours()[0]!;
    expect(lint.outputs['comment-id']).toBe(String(afterLint.id));
    const lintSection = sectionsOf(afterLint.body);
    expect(lintSection.map((s) => s.id)).toEqual(['rfc-lint']);

    const manifests = await step('manifests');
    expect(manifests.exitCode).toBe(1);
    expect(manifests.annotations.some((a) => a.properties.file === 'envs/echo_env/openenv.yaml')).toBe(true);
    expect(manifests.annotations.some((a) => a.properties.title?.startsWith('rfc/'))).toBe(false);
    expect(manifests.summary).toMatch(/^## ❌ openenv-ci manifests: \d+ errors?/m);
    expect(manifests.summary).not.toContain('openenv-ci rfc-lint');
    expect(manifests.outputs['report-file']).toMatch(/openenv-ci-manifests-report\.json$/);
    // Still one comment, the same one, now with both sections: the first step's kept byte for byte.
    expect(gh.comments(PR)).toHaveLength(1);
    const both = ours()[0]!;
    expect(both.id).toBe(afterLint.id);
    expect(manifests.outputs['comment-id']).toBe(String(both.id));
    const sections = sectionsOf(both.body);
    expect(sections.map((s) => s.id)).toEqual(['rfc-lint', 'manifests']);
    expect(sections[0]).toEqual(lintSection[0]);
    expect(sections[1]!.markdown).toMatch(/^<!-- openenv-ci:counts:1:0:0:new -->\n### ❌ manifests: 1 new error/);
    // The job's verdict heads the comment: the new errors of both steps.
    expect(both.body.split('\n')[1]).toMatch(/^## ❌ openenv-ci: \d+ new errors?, \d+ new warnings? in this pull request$/);
    expect(sections[1]!.markdown).toContain('envs/echo_env/openenv.yaml');
    // One footer for the comment, after the sections.
    expect(both.body.match(/<sub>openenv-ci /g)).toHaveLength(1);

    // The next push runs the first step again with the same result: nothing is written, both sections stay.
    gh.resetRequests();
    const again = await step('rfc-lint', { 'check-open-prs': 'false' });
    expect(again.exitCode).toBe(1);
    expect(gh.writes()).toEqual([]);
    expect(sectionsOf(ours()[0]!.body).map((s) => s.id)).toEqual(['rfc-lint', 'manifests']);
  });

  test('another job keeps its own comment, and the comment of an earlier version is taken over', async () => {
    // Written by an earlier version: key workflow + check set.
    const legacy = gh.addComment(PR, { body: `${commentMarker(stickyCommentKey('CI', ['manifests']))}\nold report` });
    const other = await step('manifests', {}, 'other-job');
    expect(other.exitCode).toBe(1);
    const otherMarker = commentMarker(jobCommentKey('CI', 'other-job'));
    expect(gh.comments(PR)).toHaveLength(1);
    expect(gh.comments(PR)[0]!.id).toBe(legacy.id);
    expect(gh.comments(PR)[0]!.body.startsWith(`${otherMarker}\n`)).toBe(true);

    await step('rfc-lint', { 'check-open-prs': 'false' });
    expect(gh.comments(PR)).toHaveLength(2);
    expect(ours()).toHaveLength(1);
    expect(sectionsOf(ours()[0]!.body).map((s) => s.id)).toEqual(['rfc-lint']);
  });

  test('the root action still reads a check option it no longer declares, and says where it belongs', async () => {
    const root = await runAction({
      inputs: { checks: 'rfc-lint', token: 'test-token', comment: 'false', 'check-open-prs': 'false', 'h1-style': 'numbered' },
      workspace: repo.dir,
      apiUrl: gh.url,
      repository: REPOSITORY,
      eventName: 'pull_request',
      env: { GITHUB_JOB: JOB },
      payload: { number: PR, repository: { full_name: REPOSITORY }, pull_request: { number: PR, title: 't', body: '', user: { login: 'c' }, created_at: '2026-06-01T10:00:00Z', head: { sha: headSha, ref: 'change', repo: { full_name: REPOSITORY } }, base: { sha: baseSha, ref: 'main', repo: { full_name: REPOSITORY } } } },
    });
    expect(root.exitCode).toBe(1);
    expect(root.warnings.join('\n')).toMatch(/not declared by this action.*h1-style .*check-open-prs \(options\.rfc-lint\.check-open-prs in the config file, or openenv-ci\/openenv-ci\/rfc-lint\)/);
    // The option was applied: the PR listing was not read (check-open-prs: false).
    expect(gh.requests.some((r) => r.path === `/repos/${REPOSITORY}/pulls` || r.path.endsWith('/graphql'))).toBe(false);
  });
});
