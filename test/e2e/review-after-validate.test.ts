import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSections } from '../../src/github/comment-sections.js';
import { commentMarker, jobCommentKey } from '../../src/github/sticky-comment.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-server.js';
import { makeGitRepo, type GitRepo } from '../support/git-repo.js';
import { readFixtureTree } from '../support/fixture-tree.js';
import { assertBundle, runAction, type ActionRun } from './run-action.js';

/**
 * One cause, one line, counted once per job (OpenEnv #732's shape, rebuilt from our echo_env fixture):
 * a change renames the OpenEnv dependency in 8 environments without re-locking them, and one job runs the
 * manifests, validate and review sub-actions. validate's section lists the stale uv.lock once, with its 8
 * places; the review must neither find it again and count it (the job's heading said 16 new errors for 8
 * findings) nor list it again in its own "8 times (…)" form. Run alone, the review lists it once, grouped
 * as every report groups a cause (src/report/repeated.ts).
 */

const REPOSITORY = 'owner/envs';
const PR = 732;
const ENVS = 8;

let repo: GitRepo;
let baseSha: string;
let headSha: string;

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
});

afterAll(async () => {
  await repo?.cleanup();
});

let gh: GitHubStandIn;
beforeAll(async () => {
  gh = await startGitHubStandIn({ repository: REPOSITORY });
  gh.addPullRequest({ number: PR, createdAt: '2026-06-01T10:00:00Z', headSha, baseSha, files: [] });
});
afterAll(async () => {
  await gh?.close();
});

function step(subAction: string, inputs: Record<string, string> = {}, runnerTemp?: string): Promise<ActionRun> {
  return runAction({
    subAction,
    inputs: { token: 'test-token', comment: 'true', 'fail-on': 'error', ...inputs },
    workspace: repo.dir,
    apiUrl: gh.url,
    repository: REPOSITORY,
    eventName: 'pull_request',
    env: { GITHUB_JOB: JOB },
    ...(runnerTemp ? { runnerTemp } : {}),
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

let JOB = 'openenv';
const body = (job: string) => gh.comments(PR).find((c) => c.body.startsWith(`${commentMarker(jobCommentKey('CI', job))}\n`))!.body;
const sections = (job: string) => parseSections(body(job).slice(commentMarker(jobCommentKey('CI', job)).length + 1));
const STALE = 'deps/lockfile\\-in\\-sync';
const lines = (text: string, what: string) => text.split('\n').filter((l) => l.includes(what));

test('manifests, validate and review steps of one job: the stale lock is one line of validate, counted once', async () => {
  JOB = 'openenv';
  // One job: its steps share the runner's temporary folder, where each writes its report.
  const temp = await mkdtemp(join(tmpdir(), 'openenv-ci-job-'));
  try {
    const manifests = await step('manifests', {}, temp);
    const validate = await step('validate', { paths: 'envs/*' }, temp);
    const review = await step('review', {}, temp);
    expect(review.stderr).not.toMatch(/TypeError|ReferenceError|internal error/);
    expect(Number(validate.outputs['error-count'])).toBe(ENVS);

    // The job's heading counts each finding once: validate's 8, nothing more from the review.
    const errors = [manifests, validate, review].reduce((n, s) => n + Number(s.outputs['error-count']), 0);
    expect(errors).toBe(ENVS);
    expect(body(JOB).split('\n')[1]).toBe(`## ❌ openenv-ci: ${ENVS} new errors, 0 new warnings in this pull request`);
    const [, validateSection, reviewSection] = sections(JOB);
    expect(validateSection!.markdown).toMatch(new RegExp(`^<!-- openenv-ci:counts:${ENVS}:0:${ENVS}:new -->`));
    expect(reviewSection!.markdown).toMatch(/^<!-- openenv-ci:counts:0:0:0:new -->/);

    // Shown once: validate's one row names the 8 places; the review refers to it in one line, without them.
    expect(lines(validateSection!.markdown, STALE)).toHaveLength(1);
    expect(lines(validateSection!.markdown, STALE)[0]).toContain(`${ENVS} files \`envs/*/uv.lock\`: \`env_00\`, \`env_01\`, \`env_02\` <details><summary>and 5 more</summary>`);
    const tier1 = reviewSection!.markdown.slice(reviewSection!.markdown.indexOf('### Tier 1'), reviewSection!.markdown.indexOf('### Tier 2'));
    expect(tier1.split('\n').filter((l) => l.startsWith('- '))).toEqual([
      `- \`envs/*/uv.lock\` — Reported by the validate step of this job in ${ENVS} files, in its section: counted there, not again here\\. _(validate: ${STALE})_`,
    ]);
    expect(reviewSection!.markdown).not.toContain('env_03');
    expect(reviewSection!.markdown).not.toMatch(/\d+ times \\\(/);
    // validate's notices are validate's: no context note repeats them, and BASE's findings are counted by their own steps.
    expect(reviewSection!.markdown).not.toContain('openenv\\-current\\-name');
    expect(reviewSection!.markdown).toContain('| 1 | 0 | 0 | 0 | 0 |');
    // The review still blocks what validate blocks.
    expect(reviewSection!.markdown).toContain('**Verdict: request changes**');

    // The job summary: validate's step lists the cause once; the review's step lists none of validate's findings.
    expect(lines(validate.summary, STALE).filter((l) => l.startsWith('| '))).toHaveLength(1);
    // Its headline counts none of them, but does not read as clean above a verdict they decide.
    expect(review.summary.split('\n')[0]).toBe(`## ❌ openenv-ci review: 0 errors, 0 warnings, 0 notices introduced by this change; ${ENVS} errors counted in the \`validate\` step`);
    expect(lines(review.summary, STALE)).toHaveLength(1);

    // The README's recipe also hands validate's report over explicitly: the same report, read once.
    const imported = await step('review', { 'import-reports': validate.outputs['report-file']! }, temp);
    expect(imported.outputs['error-count']).toBe('0');
    expect(sections(JOB)[2]!.markdown).toBe(reviewSection!.markdown);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
});

test('the review alone surfaces the stale lock once, grouped as every report groups a cause', async () => {
  JOB = 'review-only';
  const review = await step('review');
  expect(review.outputs['error-count']).toBe(String(ENVS));
  expect(body(JOB).split('\n')[1]).toBe(`## ❌ openenv-ci: ${ENVS} new errors, 0 new warnings in this pull request`);
  const [reviewSection] = sections(JOB);
  const tier1 = reviewSection!.markdown.slice(reviewSection!.markdown.indexOf('### Tier 1'), reviewSection!.markdown.indexOf('### Tier 2'));
  const items = tier1.split('\n').filter((l) => l.startsWith('- '));
  expect(items).toHaveLength(1);
  // The places as validate's table names them: the count and pattern, three folders, the rest collapsed.
  expect(items[0]!.startsWith(`- ${ENVS} files \`envs/*/uv.lock\`: \`env_00\`, \`env_01\`, \`env_02\` <details><summary>and 5 more</summary>\`env_03\`, \`env_04\`, \`env_05\`, \`env_06\`, \`env_07\`</details> — uv\\.lock is stale: `)).toBe(true);
  expect(items[0]!.endsWith(`_(validate: ${STALE})_`)).toBe(true);
  expect(reviewSection!.markdown).not.toMatch(/\d+ times \\\(/);
  // The context note of the same shape is one line too.
  expect(lines(reviewSection!.markdown, 'openenv\\-current\\-name')).toHaveLength(1);
});
