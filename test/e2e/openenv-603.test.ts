/**
 * OpenEnv #603 rebuilt (issue 25's acceptance): a repository of several environments under envs/ with the
 * two scaffolding templates OpenEnv carries (src/openenv/cli/templates/openenv_env and
 * .claude/skills/generate-openenv-env/assets/openenv_env_template, whose openenv.yaml says
 * `name: __ENV_NAME__`), and a pull request that adds one environment (envs/opencode_env) beside code
 * outside envs/. The validate sub-action runs as the runner runs it (`node dist/validate.js`, INPUT_*,
 * GITHUB_EVENT_PATH, GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, the stand-in GitHub API on 127.0.0.1) with a
 * server command, as the README's probing recipe does.
 *
 * What it holds: the probe starts the one environment the pull request added, not the 6; the templates
 * are neither environments nor probed; the log is grouped per check and per probed environment.
 * Written from the pattern of the real pull request; no file of OpenEnv is copied.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-server.js';
import { makeGitRepo, type GitRepo } from '../support/git-repo.js';
import { readFixtureTree } from '../support/fixture-tree.js';
import { assertBundle, runAction, type ActionRun } from './run-action.js';

const REPOSITORY = 'huggingface/openenv-fixture';
const PR = 603;
const ENVIRONMENTS = ['echo_env', 'coding_env', 'chess_env', 'maze_env', 'snake_env'];
const TEMPLATES = ['.claude/skills/generate-openenv-env/assets/openenv_env_template', 'src/openenv/cli/templates/openenv_env'];

let repo: GitRepo;
let gh: GitHubStandIn;
let scratch: string;
let baseSha: string;
let headSha: string;
let run: ActionRun;

/** An environment named `name`, from the echo fixture. */
function environment(echo: Record<string, string>, folder: string, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, text] of Object.entries(echo)) out[`${folder}/${path}`] = text.replaceAll('echo_env', name);
  return out;
}

/** The pull_request event the runner gives the action for the fixture's pull request. */
function pullRequestEvent() {
  return {
    action: 'synchronize',
    number: PR,
    repository: { full_name: REPOSITORY },
    pull_request: {
      number: PR,
      title: 'feat(opencode_env): a new environment',
      body: '',
      user: { login: 'contributor' },
      created_at: '2026-03-02T00:00:00Z',
      head: { sha: headSha, ref: 'opencode', repo: { full_name: REPOSITORY } },
      base: { sha: baseSha, ref: 'main', repo: { full_name: REPOSITORY } },
    },
  };
}

beforeAll(async () => {
  assertBundle();
  const echo = await readFixtureTree('test/fixtures/validate/echo_env');
  repo = await makeGitRepo();
  const files: Record<string, string> = { 'README.md': '# OpenEnv (fixture)\n', 'src/openenv/__init__.py': '' };
  for (const name of ENVIRONMENTS) Object.assign(files, environment(echo, `envs/${name}`, name));
  // The templates: placeholders where a rendered environment has its name, as `openenv init` fills them.
  for (const folder of TEMPLATES) Object.assign(files, environment(echo, folder, '__ENV_NAME__'));
  baseSha = await repo.commit(files, { date: '2026-03-01T00:00:00Z', message: 'environments and templates' });
  await repo.branch('opencode');
  headSha = await repo.commit(
    {
      ...environment(echo, 'envs/opencode_env', 'opencode_env'),
      'examples/opencode_env_simple.py': 'from envs.opencode_env import client\n',
      'src/openenv/core/harness/__init__.py': '"""Harness helpers."""\n',
    },
    { date: '2026-03-02T00:00:00Z', message: 'feat(opencode_env): a new environment' },
  );
  scratch = await mkdtemp(join(tmpdir(), 'openenv-ci-603-'));
  gh = await startGitHubStandIn({ repository: REPOSITORY });
  gh.addPullRequest({ number: PR, createdAt: '2026-03-02T00:00:00Z', headSha, baseSha, files: [] });
  // The server command records which environment it was started in, then fails to start (exit 3): what
  // is measured is which servers the probe starts.
  run = await runAction({
    subAction: 'validate',
    inputs: { token: 'test-token', comment: 'true', 'fail-on': 'never', 'server-command': `pwd >> ${join(scratch, 'started.txt')}; exit 3`, 'startup-timeout': '20' },
    workspace: repo.dir,
    apiUrl: gh.url,
    repository: REPOSITORY,
    eventName: 'pull_request',
    env: { GITHUB_JOB: 'openenv' },
    payload: pullRequestEvent(),
  });
}, 120_000);

afterAll(async () => {
  await gh?.close();
  await repo?.cleanup();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

interface Report {
  findings: { rule: string; file: string; scope?: string }[];
  environments: { path: string; criteria: { id: string; status: string; message: string }[] }[];
}

test('the probe starts only the environment the pull request added', async () => {
  expect(run.stderr).not.toMatch(/TypeError|ReferenceError|internal error/);
  expect(run.exitCode).toBe(0);
  const started = (await readFile(join(scratch, 'started.txt'), 'utf8')).trim().split('\n');
  expect(started.map((dir) => dir.slice(repo.dir.length + 1))).toEqual(['envs/opencode_env']);
  expect(run.stdout).toContain('validate: runtime probe: 1 of 6 environments, the one the pull request touched (envs/opencode_env); 5 not touched are not started');
  const report = JSON.parse(run.reportFile!) as Report;
  for (const env of report.environments.filter((e) => e.path !== 'envs/opencode_env')) {
    expect(env.criteria.find((c) => c.id === 'runtime/server-starts')).toMatchObject({ status: 'skip', message: expect.stringContaining('not touched by the pull request') });
  }
  // The one runtime failure is the added environment's, and it is new; its fix is about the command.
  const starts = report.environments.find((e) => e.path === 'envs/opencode_env')!.criteria.find((c) => c.id === 'runtime/server-starts')!;
  expect(starts.message).toContain('Fix: check server-command');
  expect(starts.message).not.toContain('uv sync');
  expect(report.findings.filter((f) => f.rule.startsWith('runtime/')).map((f) => `${f.file} ${f.scope}`)).toEqual(['envs/opencode_env/openenv.yaml new']);
});

test('the templates are not environments: not counted, not probed, one notice', () => {
  const report = JSON.parse(run.reportFile!) as Report;
  expect(report.environments.map((e) => e.path).sort()).toEqual([...ENVIRONMENTS, 'opencode_env'].map((n) => `envs/${n}`).sort());
  expect(report.findings.filter((f) => TEMPLATES.some((t) => f.file.startsWith(t)))).toEqual([]);
  const notices = run.annotations.filter((a) => a.level === 'notice' && a.message.includes('template folder'));
  expect(notices.map((a) => a.message)).toEqual([
    `validate: 2 template folders skipped, not environments (openenv.yaml holds a placeholder such as __ENV_NAME__): ${TEMPLATES.join(', ')}. Name one as a path to validate it.`,
  ]);
  expect(run.summary).toContain('Not validated: 2 template folders');
  expect(run.summary).toContain('openenv validate would pass on 6 of 6 environments');
  // The reason the 5 untouched environments were not probed is one line, not one per row.
  expect(run.summary).toContain('Runtime probe (5 of 6 environments): not run \\(not touched by the pull request; probe\\-environments: all probes it\\).');
  expect(run.summary.match(/not touched by the pull request/g)).toHaveLength(1);
  const comment = gh.comments(PR).at(-1)?.body ?? '';
  for (const template of TEMPLATES) expect(comment).not.toContain(`${template}/openenv.yaml`);
});

test('the log: one group for the check, one for the probed environment, its server lines inside', () => {
  const lines = run.stdout.split('\n');
  const groups = lines.filter((l) => l.startsWith('::group::') || l === '::endgroup::');
  expect(groups).toEqual(['::group::openenv-ci: validate', '::endgroup::', '::group::validate: runtime probe of envs/opencode_env', '::endgroup::']);
  const open = lines.indexOf('::group::validate: runtime probe of envs/opencode_env');
  const inside = lines.slice(open, lines.indexOf('::endgroup::', open));
  expect(inside.some((l) => l.includes('starting server'))).toBe(true);
  expect(inside.some((l) => l.includes('stopping the server'))).toBe(true);
});

test('the comment names no environment the pull request did not touch', () => {
  const comment = gh.comments(PR).at(-1)?.body ?? '';
  expect(comment).toContain('envs/opencode_env');
  for (const name of ENVIRONMENTS) expect(comment).not.toContain(`envs/${name}`);
});

test('the validate sub-action input probe-environments: all starts every environment', async () => {
  const startedAll = join(scratch, 'started-all.txt');
  const all = await runAction({
    subAction: 'validate',
    inputs: { token: 'test-token', comment: 'false', 'fail-on': 'never', 'probe-environments': 'all', 'server-command': `pwd >> ${startedAll}; exit 3`, 'startup-timeout': '20' },
    workspace: repo.dir,
    apiUrl: gh.url,
    repository: REPOSITORY,
    eventName: 'pull_request',
    env: { GITHUB_JOB: 'openenv-all' },
    payload: pullRequestEvent(),
  });
  expect(all.exitCode).toBe(0);
  const started = (await readFile(startedAll, 'utf8')).trim().split('\n').map((dir) => dir.slice(repo.dir.length + 1));
  expect(started.sort()).toEqual([...ENVIRONMENTS, 'opencode_env'].map((n) => `envs/${n}`).sort());
}, 120_000);
