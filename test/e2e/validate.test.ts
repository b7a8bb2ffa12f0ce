/**
 * End to end through the bundled action (dist/index.js, or OPENENV_CI_DIST for a local bundle) with
 * `checks: validate` on a multi-environment repository, driven by the runner's environment variables.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const DIST = process.env.OPENENV_CI_DIST ?? join(REPO, 'dist/index.js');
const FIXTURES = join(REPO, 'test/fixtures/validate');

// A bundle built before the validate check existed cannot pass; CI rebuilds dist/ before the tests.
const run = existsSync(DIST) && readFileSync(DIST, 'utf8').length > 0 && bundleHasValidate() ? test : test.skip;

function bundleHasValidate(): boolean {
  const dir = join(DIST, '..');
  const texts = [readFileSync(DIST, 'utf8')];
  try {
    for (const f of readdirSync(join(dir, 'chunks'))) texts.push(readFileSync(join(dir, 'chunks', f), 'utf8'));
  } catch {
    /* no chunks */
  }
  return texts.some((t) => t.includes('structure/server-main-guard'));
}

run('checks: validate on envs/* gives one report record and one summary section per environment', () => {
  const workspace = mkdtempSync(join(tmpdir(), 'openenv-ci-validate-e2e-'));
  try {
    cpSync(join(FIXTURES, 'echo_env'), join(workspace, 'envs/echo_env'), { recursive: true });
    cpSync(join(FIXTURES, 'template_env'), join(workspace, 'envs/my_env'), { recursive: true });
    writeFileSync(join(workspace, 'envs/my_env/server/app.py'), 'def main():\n    pass\n'); // no __main__ guard: a parity failure
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
    const md = readFileSync(summary, 'utf8');
    // Section titles are markdown-escaped by the report layer (envs/echo\_env).
    expect(md).toMatch(/#### Validate: envs\/echo\\?_env/);
    expect(md).toMatch(/#### Validate: envs\/my\\?_env/);
    expect(md.match(/#### Validate: /g)).toHaveLength(2);
    expect(readFileSync(output, 'utf8')).toMatch(/error-count/);
    expect(res.status).toBe(1); // an error-severity finding with fail-on: error
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
});
