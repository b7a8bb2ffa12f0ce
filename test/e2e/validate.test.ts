/**
 * End to end through the bundled action (test/support/bundle.ts) with
 * `checks: validate` on a multi-environment repository, driven by the runner's environment variables.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { startOpenEnvStandIn } from '../support/openenv-server.js';
import { ACTION_BUNDLE, assertBundle } from '../support/bundle.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const DIST = ACTION_BUNDLE;
const FIXTURES = join(REPO, 'test/fixtures/validate');

// CI builds dist/ before the tests; a missing bundle is a failure, never a skip.
const run = test;
beforeAll(() => {
  assertBundle();
});

run('checks: validate on envs/* gives one report record and one summary section per environment', () => {
  const workspace = mkdtempSync(join(tmpdir(), 'openenv-ci-validate-e2e-'));
  try {
    cpSync(join(FIXTURES, 'echo_env'), join(workspace, 'envs/echo_env'), { recursive: true });
    cpSync(join(FIXTURES, 'template_env'), join(workspace, 'envs/my_env'), { recursive: true });
    writeFileSync(join(workspace, 'envs/my_env/server/app.py'), 'def main():\n    pass\n'); // no __main__ guard: a parity failure
    // Front matter the simple-YAML scanner leaves to the yaml package (a nested mapping): the bundle loads it on demand.
    writeFileSync(join(workspace, 'envs/my_env/README.md'), '---\ntitle: My env\nsdk: docker\napp_port: 8000\ntags:\n  - openenv\ncardData:\n  nested: {a: 1}\n---\n# My env\n');
    const summary = join(workspace, 'summary.md');
    const output = join(workspace, 'output.txt');
    writeFileSync(summary, '');
    writeFileSync(output, '');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_WORKSPACE: workspace,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: output,
      GITHUB_EVENT_NAME: 'push',
      RUNNER_TEMP: workspace,
      INPUT_CHECKS: 'validate',
      'INPUT_REPORT-FILE': 'report.json',
      INPUT_COMMENT: 'false',
      'INPUT_FAIL-ON': 'error',
    };
    const res = spawnSync(process.execPath, [DIST], { env, cwd: workspace, encoding: 'utf8', timeout: 60_000 });
    const report = JSON.parse(readFileSync(join(workspace, 'report.json'), 'utf8')) as {
      environments: { path: string; openenv_validate_equivalent: boolean; criteria: { id: string; status: string; severity: string; message: string }[] }[];
      findings: { rule: string; file: string; line?: number }[];
    };
    expect(report.environments.map((e) => e.path)).toEqual(['envs/echo_env', 'envs/my_env']);
    expect(report.environments[0]!.openenv_validate_equivalent).toBe(true);
    expect(report.environments[1]!.openenv_validate_equivalent).toBe(false);
    const guard = report.environments[1]!.criteria.find((c) => c.id === 'structure/server-main-guard')!;
    expect(guard).toMatchObject({ status: 'fail', severity: 'error' });
    expect(report.findings.find((f) => f.rule === 'structure/server-main-guard')!.file).toBe('envs/my_env/server/app.py');
    expect(report.findings.filter((f) => f.rule === 'structure/readme-front-matter' && f.file === 'envs/my_env/README.md')).toEqual([]);
    const md = readFileSync(summary, 'utf8');
    // Section titles are markdown-escaped by the report layer (envs/echo\_env).
    // One section for the two environments, a table row each (code spans: no escaping inside).
    expect(md.match(/#### Validate: /g)).toEqual(['#### Validate: ']);
    expect(md).toMatch(/#### Validate: 2 environments/);
    expect(md).toMatch(/\| `envs\/echo_env` \| pass \| /);
    expect(md).toMatch(/\| `envs\/my_env` \| fail \| 1 \| /);
    expect(readFileSync(output, 'utf8')).toMatch(/error-count/);
    expect(res.status).toBe(1); // an error-severity finding with fail-on: error
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
});

run('checks: validate with server-url probes the running server (INPUT_SERVER-URL, INPUT_PATHS)', async () => {
  const workspace = mkdtempSync(join(tmpdir(), 'openenv-ci-validate-e2e-url-'));
  const standIn = await startOpenEnvStandIn({ personality: 'template', reward: 'null' });
  try {
    cpSync(join(FIXTURES, 'template_env'), join(workspace, 'envs/my_env'), { recursive: true });
    const summary = join(workspace, 'summary.md');
    writeFileSync(summary, '');
    writeFileSync(join(workspace, 'output.txt'), '');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_WORKSPACE: workspace,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: join(workspace, 'output.txt'),
      GITHUB_EVENT_NAME: 'push',
      RUNNER_TEMP: workspace,
      INPUT_CHECKS: 'validate',
      INPUT_PATHS: 'envs/my_env',
      'INPUT_SERVER-URL': standIn.url,
      'INPUT_STARTUP-TIMEOUT': '10',
      'INPUT_REPORT-FILE': 'report.json',
      INPUT_COMMENT: 'false',
    };
    // Asynchronous spawn: the stand-in runs in this process and must keep answering.
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [DIST], { env, cwd: workspace, stdio: 'ignore' });
      child.on('close', resolve);
    });
    const report = JSON.parse(readFileSync(join(workspace, 'report.json'), 'utf8')) as {
      environments: { path: string; openenv_validate_url_equivalent?: boolean; mode?: string; criteria: { id: string; status: string }[] }[];
      findings: { rule: string; file: string; severity: string }[];
    };
    expect(report.environments.map((e) => e.path)).toEqual(['envs/my_env']);
    expect(report.environments[0]!.openenv_validate_url_equivalent).toBe(true);
    expect(report.environments[0]!.mode).toBe('simulation');
    expect(report.environments[0]!.criteria.find((c) => c.id === 'runtime/ws-session')!.status).toBe('pass');
    expect(report.findings.find((f) => f.rule === 'reward/present')).toMatchObject({ file: 'envs/my_env/openenv.yaml', severity: 'warning' });
    expect(code).toBe(1); // tools declared in the template but the template server has no MCP: an error
  } finally {
    await standIn.close();
    rmSync(workspace, { recursive: true, force: true });
  }
});
