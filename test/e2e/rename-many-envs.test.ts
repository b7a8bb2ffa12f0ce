import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { parseSections } from '../../src/github/comment-sections.js';
import { commentMarker, jobCommentKey } from '../../src/github/sticky-comment.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-server.js';
import { makeGitRepo, type GitRepo } from '../support/git-repo.js';
import { readFixtureTree } from '../support/fixture-tree.js';
import { assertBundle, runAction, type ActionRun } from './run-action.js';

/**
 * The shape of OpenEnv #732 (it renames the OpenEnv dependency in 34 environments), rebuilt from our own
 * echo_env fixture: 30 environments whose pyproject.toml renames `openenv[core]` to `openenv-core[core]`
 * without re-locking, run through the README's composable recipe (the manifests sub-action, then the
 * validate sub-action with `server-command: uv run --project . server` and `paths: envs/*`) on a runner
 * without uv. Two causes, each in every environment (a stale uv.lock, a server that cannot start), must
 * read as two lines of one comment whose first heading is the job's verdict.
 */

const REPOSITORY = 'owner/envs';
const PR = 732;
const ENVS = 30;
const MARKER = commentMarker(jobCommentKey('CI', 'openenv'));

let repo: GitRepo;
let baseSha: string;
let headSha: string;
let bin: string;

beforeAll(async () => {
  assertBundle();
  const echo = await readFixtureTree('test/fixtures/validate/echo_env');
  const names = Array.from({ length: ENVS }, (_, i) => `env_${String(i).padStart(2, '0')}`);
  const tree: Record<string, string> = {};
  for (const name of names) {
    for (const [path, text] of Object.entries(echo)) tree[`envs/${name}/${path}`] = text.replaceAll('echo_env', name).replaceAll('echo-env', name.replace(/_/g, '-'));
  }
  repo = await makeGitRepo();
  baseSha = await repo.commit(tree, { date: '2026-01-01T00:00:00Z', message: 'environments' });
  await repo.branch('rename');
  const renamed = Object.fromEntries(names.map((name) => [`envs/${name}/pyproject.toml`, tree[`envs/${name}/pyproject.toml`]!.replace('"openenv[core]>=0.2.2"', '"openenv-core[core]>=0.2.2"')]));
  headSha = await repo.commit(renamed, { date: '2026-06-01T09:00:00Z', message: 'rename the OpenEnv dependency' });
  // A runner without uv (the README recipe installs none): PATH holds git and bash only.
  bin = await mkdtemp(join(tmpdir(), 'openenv-ci-bin-'));
  for (const tool of ['git', 'bash']) {
    const path = execFileSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim();
    await symlink(path, join(bin, tool));
  }
  expect(existsSync(join(bin, 'uv'))).toBe(false);
});

afterAll(async () => {
  await repo?.cleanup();
  if (bin) await rm(bin, { recursive: true, force: true });
});

let gh: GitHubStandIn;
beforeAll(async () => {
  gh = await startGitHubStandIn({ repository: REPOSITORY });
  gh.addPullRequest({ number: PR, createdAt: '2026-06-01T10:00:00Z', headSha, baseSha, files: [] });
});
afterAll(async () => {
  await gh?.close();
});

function step(subAction: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runAction({
    subAction,
    inputs: { token: 'test-token', comment: 'true', 'fail-on': 'error', ...inputs },
    workspace: repo.dir,
    apiUrl: gh.url,
    repository: REPOSITORY,
    eventName: 'pull_request',
    env: { GITHUB_JOB: 'openenv', PATH: bin },
    payload: {
      action: 'synchronize',
      number: PR,
      repository: { full_name: REPOSITORY },
      pull_request: {
        number: PR,
        title: 'Rename the OpenEnv dependency',
        body: '',
        user: { login: 'contributor' },
        created_at: '2026-06-01T10:00:00Z',
        head: { sha: headSha, ref: 'rename', repo: { full_name: REPOSITORY } },
        base: { sha: baseSha, ref: 'main', repo: { full_name: REPOSITORY } },
      },
    },
  });
}

test('the composable recipe on a rename across 30 environments: one short comment, one line per cause, the verdict first', async () => {
  const manifests = await step('manifests');
  const validate = await step('validate', { 'server-command': 'uv run --project . server', paths: 'envs/*' });
  expect(validate.stderr).not.toMatch(/internal error/);
  expect(validate.exitCode).toBe(1);

  const comments = gh.comments(PR);
  expect(comments).toHaveLength(1);
  const body = comments[0]!.body;
  expect(body.length).toBeLessThanOrEqual(12_000);

  // The first heading is the job's verdict: the new errors of both steps together.
  const errors = Number(manifests.outputs['error-count']) + Number(validate.outputs['error-count']);
  expect(errors).toBeGreaterThanOrEqual(2 * ENVS);
  const lines = body.split('\n');
  expect(lines[0]).toBe(MARKER);
  expect(lines[1]).toMatch(new RegExp(`^## ❌ openenv-ci: ${errors} new errors, \\d+ new warnings? in this pull request$`));
  expect(body.indexOf('## ')).toBe(body.indexOf(lines[1]!));
  expect(parseSections(body.slice(MARKER.length + 1)).map((s) => s.id)).toEqual(['manifests', 'validate']);

  // One line for the stale lock and one for the server that cannot start, each naming its 30 places.
  const rows = lines.filter((l) => l.startsWith('| '));
  const staleLock = rows.filter((l) => l.includes('[deps/lockfile\\-in\\-sync]'));
  expect(staleLock).toHaveLength(1);
  expect(staleLock[0]).toContain(`${ENVS} files \`envs/*/uv.lock\`: \`env_00\`, \`env_01\`, \`env_02\` `);
  expect(staleLock[0]).toMatch(/<details><summary>and 27 more<\/summary>/);
  const serverStarts = rows.filter((l) => l.includes('[runtime/server\\-starts]'));
  expect(serverStarts).toHaveLength(1);
  expect(serverStarts[0]).toContain(`${ENVS} files \`envs/*/openenv.yaml\`: `);

  // The whole-repository table is the job summary's (collapsed there), not the comment's.
  expect(body).not.toContain('openenv validate would pass on');
  expect(validate.summary).toContain(`<details><summary>Validate: ${ENVS} environments</summary>`);
  // An HTML block's <summary> text is HTML, so no markdown escapes show there (envs/env\_00).
  const htmlBlocks = validate.summary.split('\n').filter((l) => l.startsWith('<details><summary>'));
  expect(htmlBlocks.length).toBeGreaterThan(1);
  for (const line of htmlBlocks) expect(line).not.toMatch(/\\[_*-]/);
  // The summary groups the same way: one stale-lock line there too.
  expect(validate.summary.split('\n').filter((l) => l.includes('[deps/lockfile\\-in\\-sync]'))).toHaveLength(1);

  // Annotations stay one per location, within GitHub's budget.
  const annotated = validate.annotations.filter((a) => a.level === 'error' && a.properties.file);
  expect(annotated.length).toBeGreaterThan(0);
  expect(annotated.length).toBeLessThanOrEqual(9);
});
