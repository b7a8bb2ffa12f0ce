/**
 * The probe follows the change, and scope is a property of the finding (issue 25, part B): in a pull
 * request the probe starts only the environments the change touched; a static finding BASE already has
 * is pre-existing whether or not the probe ran; template folders are not environments; a missing uv
 * says what to install; the log is grouped per check and per probed environment.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Finding } from '../../src/engine/finding.js';
import { validateCheck, touchedRoots } from '../../src/checks/validate/index.js';
import { holdsTemplatePlaceholder } from '../../src/checks/validate/templates.js';
import { missingToolchain, runProbe } from '../../src/checks/validate/probe/run.js';
import { logGroups } from '../../src/action/log.js';
import { runChecks } from '../../src/engine/run.js';
import { EMPTY_CONFIG } from '../../src/engine/config.js';
import { makeGitRepo, type GitRepo } from '../support/git-repo.js';
import { readFixtureTree } from '../support/fixture-tree.js';
import { runCliInProcess } from '../support/cli-in-process.js';
import { checkContext, recordingLogger } from '../support/context.js';

const TEMPLATE_MANIFEST = 'spec_version: 1\nname: __ENV_NAME__\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n';

/** Two environments from the echo fixture (each with docker/layer-order, a notice, at BASE) and a template. */
async function environments(): Promise<Record<string, string>> {
  const echo = await readFixtureTree('test/fixtures/validate/echo_env');
  const files: Record<string, string> = {};
  for (const env of ['alpha_env', 'beta_env']) for (const [path, text] of Object.entries(echo)) files[`envs/${env}/${path}`] = path === 'openenv.yaml' ? text.replace('name: echo_env', `name: ${env}`) : text;
  for (const [path, text] of Object.entries(echo)) files[`src/pkg/templates/openenv_env/${path}`] = path === 'openenv.yaml' ? TEMPLATE_MANIFEST : text;
  return files;
}

/** A record's path is relative to the current directory (the test process's): the repository part of it. */
const repoPaths = (report: JsonReport) => report.environments.map((e) => e.path.replace(/^.*?(?=(envs|src)\/)/, ''));

interface JsonReport {
  findings: (Finding & { scope?: string })[];
  environments: { path: string; criteria: { id: string; status: string; message: string }[] }[];
}

describe('a pull request that edits one environment (CLI, --base)', () => {
  let repo: GitRepo;
  let base: string;
  beforeAll(async () => {
    repo = await makeGitRepo();
    base = await repo.commit(await environments(), { date: '2026-01-01T00:00:00Z', message: 'two environments and a template' });
    await repo.branch('pr');
    const client = join(repo.dir, 'envs/alpha_env/client.py');
    await repo.commit({ 'envs/alpha_env/client.py': `${await readFile(client, 'utf8')}\n# touched by the pull request\n` }, { date: '2026-01-02T00:00:00Z' });
  });
  afterAll(async () => {
    await repo.cleanup();
  });

  const validate = async (...flags: string[]) => {
    const run = await runCliInProcess(['validate', '--base', base, '--format', 'json', ...flags], repo.dir);
    expect(run.stderr).not.toMatch(/openenv-ci: .*(usage|failed)/);
    return { report: JSON.parse(run.stdout) as JsonReport, stderr: run.stderr };
  };
  const scopeOf = (report: JsonReport, rule: string, file: string) => report.findings.filter((f) => f.rule === rule && f.file === file).map((f) => f.scope);

  test('the same static finding keeps its scope with and without the probe; only the probe finding is new', async () => {
    const without = await validate('--runtime-probe', 'false');
    const probed = await validate('--serve', 'false'); // a server command that exits at once: runtime/server-starts fails
    for (const report of [without.report, probed.report]) {
      expect(scopeOf(report, 'docker/layer-order', 'envs/alpha_env/server/Dockerfile')).toEqual(['pre-existing']);
      expect(scopeOf(report, 'docker/layer-order', 'envs/beta_env/server/Dockerfile')).toEqual(['pre-existing']);
    }
    // Every static finding: same fingerprints, same scopes.
    const staticScopes = (r: JsonReport) => r.findings.filter((f) => !f.rule.startsWith('runtime/')).map((f) => `${f.fingerprint} ${f.scope}`).sort();
    expect(staticScopes(probed.report)).toEqual(staticScopes(without.report));
    expect(scopeOf(probed.report, 'runtime/server-starts', 'envs/alpha_env/openenv.yaml')).toEqual(['new']);
  });

  test('the probe starts only the touched environment, says how many it left out; templates are not environments', async () => {
    const { report, stderr } = await validate('--serve', 'false');
    expect(stderr.match(/starting server/g)).toHaveLength(1);
    expect(stderr).toContain('validate: runtime probe: 1 of 2 environments, the one the pull request touched (envs/alpha_env); 1 not touched is not started');
    expect(repoPaths(report)).toEqual(['envs/alpha_env', 'envs/beta_env']);
    const beta = report.environments.find((e) => e.path.endsWith('envs/beta_env'))!;
    expect(beta.criteria.find((c) => c.id === 'runtime/server-starts')).toMatchObject({ status: 'skip', message: expect.stringContaining('not touched by the pull request') });
    expect(report.findings.some((f) => f.file.startsWith('envs/beta_env') && f.rule.startsWith('runtime/'))).toBe(false);
    // One notice for the template folder, nothing of it in the report.
    expect(stderr.match(/template folder/g)).toHaveLength(1);
    expect(stderr).toContain('notice: validate: 1 template folder skipped, not environments (openenv.yaml holds a placeholder such as __ENV_NAME__): src/pkg/templates/openenv_env.');
    expect(report.findings.some((f) => f.file.startsWith('src/pkg/templates/'))).toBe(false);
  });

  test('--probe-environments all starts every environment; an untouched one keeps its findings pre-existing', async () => {
    const { report, stderr } = await validate('--serve', 'false', '--probe-environments', 'all');
    expect(stderr.match(/starting server/g)).toHaveLength(2);
    expect(scopeOf(report, 'runtime/server-starts', 'envs/beta_env/openenv.yaml')).toEqual(['pre-existing']);
    expect(scopeOf(report, 'runtime/server-starts', 'envs/alpha_env/openenv.yaml')).toEqual(['new']);
  });

  test('the CLI in a workflow step (GITHUB_ACTIONS=true) groups its log like the action; in a terminal it does not', async () => {
    const env = { PATH: process.env.PATH, HOME: process.env.HOME };
    const inStep = await runCliInProcess(['validate', '--base', base, '--serve', 'false', '--format', 'json'], repo.dir, { ...env, GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'pull_request' });
    expect(inStep.stderr.split('\n').filter((l) => l.startsWith('::'))).toEqual(['::group::openenv-ci: validate', '::endgroup::', '::group::validate: runtime probe of envs/alpha_env', '::endgroup::']);
    const terminal = await runCliInProcess(['validate', '--base', base, '--serve', 'false', '--format', 'json'], repo.dir, env);
    expect(terminal.stderr).not.toContain('::group::');
  });

  test('outside pull-request mode every environment is probed; a named template folder is validated; !path leaves one out', async () => {
    const full = await runCliInProcess(['validate', '--serve', 'false', '--format', 'json'], repo.dir);
    expect(full.stderr.match(/starting server/g)).toHaveLength(2);
    const named = await runCliInProcess(['validate', '--runtime-probe', 'false', '--format', 'json', 'src/pkg/templates/openenv_env'], repo.dir);
    expect(repoPaths(JSON.parse(named.stdout) as JsonReport)).toEqual(['src/pkg/templates/openenv_env']);
    const leftOut = await runCliInProcess(['validate', '--runtime-probe', 'false', '--format', 'json', 'envs/*', '!envs/beta_env'], repo.dir);
    expect(leftOut.stderr).not.toContain('does not exist');
    expect(repoPaths(JSON.parse(leftOut.stdout) as JsonReport)).toEqual(['envs/alpha_env']);
  });
});

describe('template folders', () => {
  test.each([
    ['name: __ENV_NAME__', true],
    ['name: "__MY_ENV__"', true],
    ['# rename __ENV__ before use\nname: x', true],
    ['name: echo_env\napp: server.__main__:app', false], // a dunder is lower case
    ['name: A__B', false],
    ['name: ____', false],
    ['name: __1__', false],
  ])('%j holds a placeholder: %s', (text, expected) => {
    expect(holdsTemplatePlaceholder(text)).toBe(expected);
  });

  test('linear on a crafted manifest (100,000 underscores, then a letter)', () => {
    const started = process.hrtime.bigint();
    expect(holdsTemplatePlaceholder(`${'_'.repeat(100_000)}A`)).toBe(false);
    expect(holdsTemplatePlaceholder(`${'_A'.repeat(50_000)}`)).toBe(false);
    expect(holdsTemplatePlaceholder(`${'__A'.repeat(50_000)}`)).toBe(true); // __A__ is one
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1000);
  });

  test('the validate section says which template folders were not validated', async () => {
    const logger = recordingLogger();
    const files = await environments();
    const result = await validateCheck.run(checkContext(files, { services: { ...checkContext({}).services, logger } }));
    expect((result.data!.environments as { path: string }[]).map((e) => e.path)).toEqual(['envs/alpha_env', 'envs/beta_env']);
    expect(result.sections![0]!.text).toContain('Not validated: 1 template folder (openenv.yaml holds a placeholder such as __ENV_NAME__): src/pkg/templates/openenv_env');
    expect(result.sections![0]!.markdown).toContain('`src/pkg/templates/openenv_env`');
    // recordingLogger has no notice: the line goes to info, once.
    expect(logger.lines.filter((l) => l.includes('template folder'))).toHaveLength(1);
  });
});

describe('the runtime probe', () => {
  test('touchedRoots: the roots holding a changed file', () => {
    const roots = ['envs/a', 'envs/ab', 'envs/b', 'envs/c'];
    expect([...touchedRoots(roots, new Set(['envs/a/server/app.py', 'envs/b/README.md', 'README.md']))]).toEqual(['envs/a', 'envs/b']);
    expect([...touchedRoots([''], new Set(['x.py']))]).toEqual(['']);
    expect([...touchedRoots(roots, new Set())]).toEqual([]);
  });

  test('a missing uv or python: install advice and the step to add, nothing started', async () => {
    const none = () => false;
    expect(missingToolchain('uv run --project . server', none)).toBe('uv');
    expect(missingToolchain('PORT=1 env python3 -m server.app', none)).toBe('python3');
    expect(missingToolchain('cd server && uvx openenv serve', none)).toBe('uvx');
    expect(missingToolchain('./start.sh', none)).toBeUndefined();
    expect(missingToolchain('uv run server', (name) => name === 'uv')).toBeUndefined();
    const progress: string[] = [];
    const outcome = await runProbe({ envRoot: 'envs/a', envDir: '/nonexistent', serverCommand: 'uv run --project . server', hasProgram: none, progress: (m) => progress.push(m) });
    const starts = outcome.criteria.find((c) => c.id === 'runtime/server-starts')!;
    expect(starts.status).toBe('fail');
    expect(starts.message).toContain('`uv` is not on PATH');
    expect(starts.message).toContain('astral-sh/setup-uv@v7');
    expect(starts.message).not.toContain('uv sync');
    expect(progress.some((m) => m.includes('starting server'))).toBe(false);
    expect(outcome.criteria.find((c) => c.id === 'runtime/health')!.message).toContain('uv is not installed');
  });
});

describe('log groups', () => {
  test('one group per check and per probed environment, never nested on the runner', async () => {
    const lines: string[] = [];
    const groups = logGroups({ startGroup: (t) => lines.push(`::group::${t}`), endGroup: () => lines.push('::endgroup::') });
    groups.startGroup('openenv-ci: validate');
    lines.push('validate: 2 environments');
    groups.startGroup('validate: runtime probe of envs/a');
    lines.push('starting server');
    groups.endGroup();
    groups.startGroup('validate: runtime probe of envs/b');
    groups.endGroup();
    groups.endGroup();
    groups.endGroup(); // nothing open: nothing written
    expect(lines).toEqual([
      '::group::openenv-ci: validate',
      'validate: 2 environments',
      '::endgroup::',
      '::group::validate: runtime probe of envs/a',
      'starting server',
      '::endgroup::',
      '::group::validate: runtime probe of envs/b',
      '::endgroup::',
    ]);
  });

  test('the engine opens a group per check and closes it when the check fails', async () => {
    const calls: string[] = [];
    const logger = { ...recordingLogger(), startGroup: (t: string) => calls.push(`start ${t}`), endGroup: () => calls.push('end') };
    const failing = { ...validateCheck, run: async () => Promise.reject(new Error('boom')) };
    const context = checkContext({}, { services: { ...checkContext({}).services, logger } });
    await runChecks({ checks: [validateCheck, failing], config: EMPTY_CONFIG, optionsFor: () => ({}), context });
    expect(calls).toEqual(['start openenv-ci: validate', 'end', 'start openenv-ci: validate', 'end']);
  });
});
