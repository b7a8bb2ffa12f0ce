import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { displayPath, progressEvery, validateCheck, type ValidateEnvironmentRecord } from '../../src/checks/validate/index.js';
import { checkContext, recordingLogger } from '../support/context.js';
import { startOpenEnvStandIn } from '../support/openenv-server.js';
import { fixtureFiles } from './helpers.js';
import { CRITERIA } from '../../src/checks/validate/rules.js';
import { optInRulesOff } from '../../src/checks/index.js';
import type { CheckContext } from '../../src/engine/check.js';

const multiEnv = () => ({ ...fixtureFiles('echo_env', 'envs/echo_env/'), ...fixtureFiles('template_env', 'envs/my_env/'), 'README.md': '# repo' });

describe('validateCheck', () => {
  test('declares its options, rules and list-style CLI paths', () => {
    expect(validateCheck.cliPaths).toBe('list');
    const names = validateCheck.options.map((o) => o.name);
    for (const n of ['server-url', 'server-command', 'startup-timeout', 'probe-budget', 'allow-untrusted-code', 'skip-criteria']) expect(names).toContain(n);
    expect(validateCheck.options.find((o) => o.name === 'server-url')!.cliFlag).toBe('--url');
    expect(validateCheck.options.find((o) => o.name === 'server-command')!.cliFlag).toBe('--serve');
    expect(validateCheck.rules.map((r) => r.id)).toEqual([...CRITERIA.map((c) => c.id), 'validate/configuration', 'validate/cli-crosscheck']);
  });

  test('a multi-env repository: one record per environment, one section with a line each, its environments listed once', async () => {
    const logger = recordingLogger();
    const ctx = checkContext(multiEnv());
    ctx.services.logger = logger;
    const result = await validateCheck.run(ctx);
    const envs = result.data!.environments as ValidateEnvironmentRecord[];
    expect(envs.map((e) => e.path)).toEqual(['envs/echo_env', 'envs/my_env']);
    expect(envs.every((e) => e.openenv_validate_equivalent)).toBe(true);
    expect(result.sections!.map((s) => s.title)).toEqual(['Validate: 2 environments']);
    const text = result.sections![0]!.text!.split('\n');
    // The runtime probe's reason, the same for both, is said once; then one line per environment.
    expect(text.filter((l) => /runtime probe/.test(l))).toEqual([expect.stringMatching(/^runtime probe \(every environment\): not run \(runtime probe not configured;/)]);
    expect(text.filter((l) => l.startsWith('envs/'))).toEqual([
      expect.stringMatching(/^envs\/echo_env +would pass; openenv-ci found 0 errors; static 32 passed, 7 failed, 3 skipped; modes: docker, openenv_serve, uv_run, python_module$/),
      expect.stringMatching(/^envs\/my_env +would pass; openenv-ci found 0 errors; static /),
    ]);
    expect(envs[0]!.deployment_modes).toEqual({ docker: true, openenv_serve: true, uv_run: true, python_module: true });
    // Failed criteria are the findings (listed once by the report); the table has a row per environment.
    expect(result.sections![0]!.markdown).toMatch(/\| `envs\/echo_env` \| pass \| 0 \| 32 passed, 7 failed, 3 skipped \| docker, openenv\\?_serve, uv\\?_run, python\\?_module \|/);
    expect(result.sections![0]!.markdown).not.toMatch(/base\\?-image\\?-pinned/);
    const runtime = envs[0]!.criteria.filter((c) => c.id.startsWith('runtime/'));
    expect(runtime.every((c) => c.status === 'skip' && /not configured/.test(c.message))).toBe(true);
    expect(result.findings.find((f) => f.rule === 'docker/base-image-pinned')!.file).toBe('envs/echo_env/server/Dockerfile');
    // A quick run lists its environments once and logs no line per environment.
    expect(logger.lines.filter((l) => l.startsWith('progress: validate: 2 environments: envs/echo_env, envs/my_env'))).toHaveLength(1);
    expect(logger.lines.filter((l) => l.startsWith('progress: validate: static checks for'))).toEqual([]);
    // JSON record shape is the public interface.
    for (const c of envs[0]!.criteria) expect(Object.keys(c)).toEqual(expect.arrayContaining(['id', 'status', 'severity', 'message']));
  });

  test("an environment's section lists and counts only the failures the run reports: the opt-in criteria are counted apart", async () => {
    const optInOff = optInRulesOff(() => ({}));
    const run = async (ruleOff?: (rule: string) => boolean) =>
      (await validateCheck.run(checkContext(multiEnv(), { paths: ['envs/echo_env'], ...(ruleOff ? { ruleOff } : {}) }))).sections![0]!;
    const everything = await run();
    expect(everything.text).toMatch(/static checks: 32 passed, 7 failed, 3 skipped;/);
    expect(everything.markdown).toMatch(/docker\/base\\?-image\\?-pinned/);
    const byDefault = await run((rule) => optInOff.has(rule));
    const failingOptIn = CRITERIA.filter((c) => c.optIn).length; // the echo fixture declares none of them
    expect(byDefault.text).toMatch(new RegExp(`static checks: 32 passed, ${7 - failingOptIn} failed, 3 skipped, ${failingOptIn} not reported \\(opt-in or off\\);`));
    expect(byDefault.markdown).not.toMatch(/base\\?-image\\?-pinned|oci\\?-labels|outputs\\?-dir|resources\/declared|egress\\?-declared/);
  });

  test("an environment's section counts and lists the failures at the severities the config gives them", async () => {
    const run = async (severityOf?: CheckContext['severityOf']) =>
      (await validateCheck.run(checkContext(multiEnv(), { paths: ['envs/echo_env'], ...(severityOf ? { severityOf } : {}) }))).sections![0]!.markdown;
    // The echo fixture's push-layout finding (no models.py) is a notice (no openenv push), and it has no error.
    expect(await run()).toMatch(/openenv\\-ci found 0 errors[\s\S]*\| structure\/push\\-layout \| notice \|/);
    const raised = await run((rule, severity) => (rule === 'structure/push-layout' ? 'error' : severity));
    expect(raised).toMatch(/openenv\\-ci found 1 error\n[\s\S]*\| structure\/push\\-layout \| error \|/);
    const off = await run((rule, severity) => (rule === 'structure/push-layout' ? 'off' : severity));
    expect(off).not.toMatch(/push\\-layout/);
    expect(off).toMatch(/1 not reported \\?\(opt\\?-in or off\\?\)/);
  });

  test("an environment's section leaves out the failures in paths the config excludes, as the report does", async () => {
    const run = async (keepsPath?: (file: string) => boolean) =>
      (await validateCheck.run(checkContext(multiEnv(), { paths: ['envs/echo_env'], severityOf: (rule, severity) => (rule === 'structure/push-layout' ? 'error' : severity), ...(keepsPath ? { keepsPath } : {}) }))).sections![0]!.markdown;
    expect(await run()).toMatch(/openenv\\-ci found 1 error\n/);
    // A missing-file finding names the folder (as `exclude: envs/echo_env/**` matches it).
    const excluded = await run((file) => !(file === 'envs/echo_env' || file.startsWith('envs/echo_env/')));
    expect(excluded).toMatch(/openenv\\-ci found 0 errors/);
    expect(excluded).not.toMatch(/push\\-layout/);
  });

  test('record paths are relative to the current directory, also for a root outside it or given absolute', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'openenv-ci-validate-cwd-'));
    try {
      const run = async (root: string) =>
        ((await validateCheck.run(checkContext(multiEnv(), { root, paths: ['envs/echo_env'] }))).data!.environments as ValidateEnvironmentRecord[]).map((e) => e.path);
      // A root outside the current directory (the CLI's `validate /tmp/x/envs/echo_env` from the repo).
      expect(await run(outside)).toEqual([relative(process.cwd(), join(outside, 'envs/echo_env')).split(sep).join('/')]);
      expect((await run(outside))[0]).toMatch(/^\.\.\//);
      // A root below the current directory (`validate examples/...` or an absolute path inside it).
      expect(await run(join(process.cwd(), 'test'))).toEqual(['test/envs/echo_env']);
      expect(displayPath(process.cwd(), '')).toBe('.');
      expect(displayPath(outside, '', outside)).toBe('.');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  test('paths select one env root', async () => {
    const result = await validateCheck.run(checkContext(multiEnv(), { paths: ['envs/my_env'] }));
    expect((result.data!.environments as ValidateEnvironmentRecord[]).map((e) => e.path)).toEqual(['envs/my_env']);
    expect(result.findings).toEqual([]);
  });

  test('an environment named by its openenv.yaml is its folder (a path to the manifest, or a glob over manifests)', async () => {
    const pathsOf = async (paths: string[]) => {
      const result = await validateCheck.run(checkContext(multiEnv(), { paths }));
      return { envs: (result.data!.environments as ValidateEnvironmentRecord[]).map((e) => e.path), rules: result.findings.map((f) => f.rule) };
    };
    const byFolder = await pathsOf(['envs/echo_env']);
    expect(await pathsOf(['envs/echo_env/openenv.yaml'])).toEqual(byFolder);
    expect(byFolder.rules).not.toContain('structure/manifest-present');
    expect((await pathsOf(['envs/*/openenv.yaml'])).envs).toEqual(['envs/echo_env', 'envs/my_env']);
    // Any other file is still not an environment root.
    expect((await pathsOf(['envs/echo_env/pyproject.toml'])).rules).toContain('structure/manifest-present');
  });

  test('skip-criteria opts out of criteria and their findings', async () => {
    const result = await validateCheck.run(checkContext(multiEnv(), { paths: ['envs/echo_env'], options: { 'skip-criteria': 'docker/*, structure/outputs-dir' } }));
    expect(result.findings.some((f) => f.rule.startsWith('docker/') || f.rule === 'structure/outputs-dir')).toBe(false);
    const env = (result.data!.environments as ValidateEnvironmentRecord[])[0]!;
    expect(env.criteria.find((c) => c.id === 'docker/oci-labels')!.status).toBe('skip');
  });

  test('refuses to start a server under pull_request_target and says why', async () => {
    const result = await validateCheck.run(checkContext(multiEnv(), { paths: ['envs/my_env'], eventName: 'pull_request_target', options: { 'server-command': 'exit 1' } }));
    const refusal = result.findings.find((f) => f.rule === 'runtime/server-starts')!;
    expect(refusal.message).toMatch(/refusing to run runtime-probe under pull_request_target.*allow-untrusted-code input to true/);
    const env = (result.data!.environments as ValidateEnvironmentRecord[])[0]!;
    expect(env.criteria.find((c) => c.id === 'runtime/server-starts')!.message).toMatch(/refused to start untrusted code/);
  });

  test('every event but pull_request, push and merge_group is refused; allow-untrusted-code: true starts the server', async () => {
    const root = mkdtempSync(join(tmpdir(), 'openenv-ci-untrusted-'));
    mkdirSync(join(root, 'envs/my_env'), { recursive: true });
    const marker = join(root, 'started');
    const options = { 'server-command': `echo ran > ${marker}; exit 1`, 'startup-timeout': '5' };
    try {
      for (const eventName of ['workflow_run', 'issue_comment', 'pull_request_review_comment', 'workflow_dispatch', 'schedule']) {
        const refused = await validateCheck.run(checkContext(multiEnv(), { root, paths: ['envs/my_env'], eventName, options }));
        expect(refused.findings.find((f) => f.rule === 'runtime/server-starts')!.message).toContain(`refusing to run runtime-probe under ${eventName}`);
        expect(existsSync(marker)).toBe(false);
      }
      for (const eventName of ['workflow_run', 'pull_request_target']) {
        rmSync(marker, { force: true });
        const allowed = await validateCheck.run(checkContext(multiEnv(), { root, paths: ['envs/my_env'], eventName, options: { ...options, 'allow-untrusted-code': 'true' } }));
        expect(existsSync(marker)).toBe(true);
        const env = (allowed.data!.environments as ValidateEnvironmentRecord[])[0]!;
        expect(env.criteria.find((c) => c.id === 'runtime/server-starts')!.message).toMatch(/exited with code 1 before becoming healthy/);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('bad inputs become a configuration finding', async () => {
    const result = await validateCheck.run(checkContext(multiEnv(), { options: { 'probe-budget': 'soon' } }));
    expect(result.findings.map((f) => f.rule)).toEqual(['validate/configuration']);
    expect(result.findings[0]!.message).toMatch(/probe-budget must be a number/);
  });

  test('server-url probes the running server and reports runtime findings on the env', async () => {
    const standIn = await startOpenEnvStandIn({ personality: 'template', reward: 'nan-token' });
    try {
      const result = await validateCheck.run(checkContext(multiEnv(), { paths: ['envs/my_env'], options: { 'server-url': standIn.url, 'startup-timeout': '5' } }));
      const env = (result.data!.environments as ValidateEnvironmentRecord[])[0]!;
      expect(env.openenv_validate_url_equivalent).toBe(true);
      expect(env.mode).toBe('simulation');
      expect(env.criteria.find((c) => c.id === 'reward/finite')!.status).toBe('fail');
      const f = result.findings.find((x) => x.rule === 'reward/finite')!;
      expect(f.file).toBe('envs/my_env/openenv.yaml');
      expect(f.message).toMatch(/^Runtime probe: .*bare NaN/);
    } finally {
      await standIn.close();
    }
  });

  test('cli-crosscheck: a disagreeing installed CLI gives a notice, never more (fake uv on PATH)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'openenv-ci-crosscheck-'));
    const bin = join(root, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'uv'), '#!/bin/sh\necho "Resolved 12 packages"\necho \'{"passed": false, "validation_type": "local_environment"}\'\n', { mode: 0o755 });
    const savedPath = process.env.PATH;
    process.env.PATH = `${bin}:${savedPath}`;
    try {
      mkdirSync(join(root, 'envs/my_env'), { recursive: true });
      const result = await validateCheck.run(checkContext(multiEnv(), { root, paths: ['envs/my_env'], options: { 'cli-crosscheck': 'true' } }));
      const env = (result.data!.environments as ValidateEnvironmentRecord[])[0]!;
      expect(env.cli_crosscheck).toEqual({ passed: false, agrees: false });
      const f = result.findings.find((x) => x.rule === 'validate/cli-crosscheck')!;
      expect(f.severity).toBe('notice');
      expect(f.message).toMatch(/passed=false .* openenv_validate_equivalent=true/);
    } finally {
      process.env.PATH = savedPath;
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('server-url with several environments is skipped with a reason', async () => {
    const result = await validateCheck.run(checkContext(multiEnv(), { options: { 'server-url': 'http://127.0.0.1:9' } }));
    const env = (result.data!.environments as ValidateEnvironmentRecord[])[0]!;
    expect(env.criteria.find((c) => c.id === 'runtime/health')!.message).toMatch(/2 environments were found/);
  });
});

test('progress of a long run: a line every interval and the last one; a quick run says nothing per environment', () => {
  let clock = 0;
  const said: string[] = [];
  const long = progressEvery(6, 2000, (m) => said.push(m), () => clock);
  for (const step of [500, 1000, 700, 300, 2500, 100]) {
    clock += step;
    long(`at ${clock}`);
  }
  expect(said).toEqual(['at 2200', 'at 5000', 'at 5100']);
  said.length = 0;
  clock = 0;
  const quick = progressEvery(3, 2000, (m) => said.push(m), () => clock);
  for (let i = 0; i < 3; i++) {
    clock += 100;
    quick(`env ${i}`);
  }
  expect(said).toEqual([]);
});
