import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliInProcess } from '../support/cli-in-process.js';
import { assertBundle, CLI_BUNDLE, runAction } from './run-action.js';

/**
 * The config file (`.github/openenv-ci.yml`) as users write it, through the CLI's entry in process and
 * the bundled CLI and action (summary, exit status):
 * typos in rule ids and options, the baseline, path filters, inline suppressions, and the exit status
 * both front ends share.
 */

const CLI = CLI_BUNDLE;

/** The bundled CLI in a process of its own: for the exit-status contract the action shares. */
function bundledCli(args: string[], cwd: string) {
  const run = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME }, timeout: 30_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The CLI's entry in this process: for what the config file means (the subject is the library). */
const cli = (args: string[], cwd: string, env?: NodeJS.ProcessEnv) => runCliInProcess(args, cwd, env);

const RFC = [
  '# RFC: Alpha',
  '',
  '**Status**: Draft',
  '**Authors**: @alice',
  '**Created**: 2026-01-01',
  '**RFC ID**: 001',
  '',
  '## Summary',
  '',
  '<!-- rfc-lint-disable-next-line rfc/broken-link kept for the record @everyone | <b>x</b> -->',
  'See [old](./gone.md).',
  '',
  'See [other](./also-gone.md).',
  '',
].join('\n');

let dir: string;
let count = 0;
beforeAll(async () => {
  assertBundle();
  dir = await mkdtemp(join(tmpdir(), 'openenv-ci-config-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A fresh repository with one RFC (two broken links, one suppressed) and the given config file. */
async function repo(config: string | undefined, extra: Record<string, string> = {}): Promise<string> {
  const root = join(dir, `r${count++}`);
  const files: Record<string, string> = { 'rfcs/001-alpha.md': RFC, ...extra };
  if (config !== undefined) files['.github/openenv-ci.yml'] = config;
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

const rulesOf = (stdout: string) => (JSON.parse(stdout) as { findings: { rule: string; file: string; line?: number }[] }).findings;

describe('config mistakes are usage errors (exit 2) that say where and what', () => {
  test('a misspelt rule id names its line and the likely rule', async () => {
    const run = await cli(['rfc-lint', '.'], await repo('rules:\n  rfc/h1: off\n  rfc/broken-links: warning\n'));
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^openenv-ci: \.github\/openenv-ci\.yml:3:3: .*rfc\/broken-links.*did you mean rfc\/broken-link\?/);
  });

  test('an unknown rule group is an error; a known group is accepted', async () => {
    expect((await cli(['rfc-lint', '.'], await repo('rules:\n  rcf/*: off\n'))).stderr).toMatch(/:2:3: .*no rule rcf\/\*; did you mean rfc\/\*\?/);
    const ok = await cli(['rfc-lint', '.', '--format', 'json'], await repo('rules:\n  rfc/*: off\n'));
    expect(ok.status).toBe(0);
    expect(rulesOf(ok.stdout)).toEqual([]);
  });

  test('an unknown or bad per-check option is the user\'s mistake, not "a bug in openenv-ci"', async () => {
    for (const config of ['options:\n  rfc-lint:\n    former-slug: a/b\n', 'options:\n  manifests:\n    enable-all: true\n', 'options:\n  rfc-lint:\n    h1-style: loud\n']) {
      const run = await cli(['rfc-lint', '.'], await repo(config));
      expect({ config, status: run.status }).toEqual({ config, status: 2 });
      expect(run.stderr).toMatch(/^openenv-ci: .*(former-slug|enable-all|h1-style)/);
      expect(run.stderr).not.toMatch(/internal|bug in openenv-ci|failed:/);
      expect(run.stdout).toBe('');
    }
  });
});

describe('the default config file', () => {
  test('.github/openenv-ci.yaml is read when there is no .yml', async () => {
    const root = await repo(undefined, { '.github/openenv-ci.yaml': 'rules:\n  rfc/*: off\n' });
    const run = await cli(['rfc-lint', '.', '--format', 'json'], root);
    expect(run.status).toBe(0);
    expect(rulesOf(run.stdout)).toEqual([]);
  });
});

describe('the default config file is read from inside the repository only', () => {
  test('a symbolic link to a file elsewhere on the runner is refused without quoting it', async () => {
    await writeFile(join(dir, 'runner-secret.yml'), 'SECRET_TOKEN_NAME: hunter2\n');
    const root = await repo(undefined);
    await mkdir(join(root, '.github'), { recursive: true });
    await symlink(join(dir, 'runner-secret.yml'), join(root, '.github/openenv-ci.yml'));
    const run = await cli(['rfc-lint', '.'], root);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^openenv-ci: \.github\/openenv-ci\.yml is not a regular file inside the repository/);
    expect(run.stderr).not.toMatch(/SECRET_TOKEN_NAME|hunter2/);
    // Named explicitly by the user (--config), the same file is read: the user chose it.
    expect((await cli(['rfc-lint', '.', '--config', join(dir, 'runner-secret.yml')], root)).stderr).toMatch(/Unrecognized key/);
  });
});

describe('baseline', () => {
  test('a previous JSON report accepts today\'s findings; a new one is still reported', async () => {
    const root = await repo(undefined);
    const first = await cli(['rfc-lint', '.', '--format', 'json', '--output', '.github/baseline.json'], root);
    expect(first.status).toBe(1);
    await writeFile(join(root, '.github/openenv-ci.yml'), 'baseline: .github/baseline.json\n');
    const accepted = await cli(['rfc-lint', '.'], root);
    expect(accepted.status).toBe(0);
    expect(accepted.stdout).toMatch(/\d+ findings? accepted by the baseline/);
    await writeFile(join(root, 'rfcs/001-alpha.md'), `${RFC}\nSee [new](./brand-new.md).\n`);
    const fresh = await cli(['rfc-lint', '.', '--format', 'json'], root);
    expect(fresh.status).toBe(1);
    expect(rulesOf(fresh.stdout).map((f) => `${f.rule}:${f.line}`)).toEqual(['rfc/broken-link:15']);
  });

  test('missing, malformed, or outside the repository: a usage error that leaks nothing', async () => {
    await writeFile(join(dir, 'secret.json'), '{"token": "hunter2"}');
    const linked = await repo('baseline: link.json\n');
    await symlink(join(dir, 'secret.json'), join(linked, 'link.json'));
    const cases: [string, RegExp][] = [
      ['baseline: nope.json\n', /baseline file nope\.json .*not found/],
      ['baseline: ../secret.json\n', /must be a file inside the repository/],
      [`baseline: ${join(dir, 'secret.json')}\n`, /must be a file inside the repository/],
    ];
    for (const [config, message] of cases) {
      const run = await cli(['rfc-lint', '.'], await repo(config));
      expect({ config, status: run.status }).toEqual({ config, status: 2 });
      expect(run.stderr).toMatch(message);
      expect(run.stderr).not.toMatch(/hunter2|token/);
    }
    const viaLink = await cli(['rfc-lint', '.'], linked);
    expect(viaLink.status).toBe(2);
    expect(viaLink.stderr).toMatch(/not found/);
    const malformed = await repo('baseline: b.json\n', { 'b.json': '{"fingerprints": 5}' });
    expect((await cli(['rfc-lint', '.'], malformed)).stderr).toMatch(/^openenv-ci: b\.json: baseline must be/);
  });
});

describe('paths and suppressions', () => {
  test('paths.exclude and paths.include drop findings by file', async () => {
    const extra = { 'docs/notes.md': 'See [x](./missing.md).\n' };
    const all = rulesOf((await cli(['rfc-lint', '.', '--format', 'json', '--fail-on', 'never'], await repo(undefined, extra))).stdout);
    expect(all.some((f) => f.file === 'rfcs/001-alpha.md')).toBe(true);
    const excluded = rulesOf((await cli(['rfc-lint', '.', '--format', 'json', '--fail-on', 'never'], await repo('paths:\n  exclude: ["rfcs/**"]\n', extra))).stdout);
    // A plain folder name, as in .gitignore, means the same.
    expect(rulesOf((await cli(['rfc-lint', '.', '--format', 'json', '--fail-on', 'never'], await repo('paths:\n  exclude: [rfcs]\n', extra))).stdout)).toEqual(excluded);
    expect(excluded.some((f) => f.file.startsWith('rfcs/'))).toBe(false);
    const included = rulesOf((await cli(['rfc-lint', '.', '--format', 'json', '--fail-on', 'never'], await repo('paths:\n  include: ["docs/**"]\n', extra))).stdout);
    expect(included.every((f) => f.file === '' || f.file.startsWith('docs/'))).toBe(true);
  });

  test('inline suppressions (markdown and YAML) silence one line each and are listed, escaped, in the job summary', async () => {
    const manifest = [
      'spec_version: 1',
      '# openenv-ci-disable-next-line openenv-yaml/name-hub-repo we push with --repo-id',
      'name: Bad Name',
      'type: space',
      'runtime: fastapi',
      'app: server.app:app',
      'port: 8000',
      '',
    ].join('\n');
    const root = await repo('checks: [rfc-lint, manifests]\n', { 'envs/a/openenv.yaml': manifest });
    const json = await cli(['check', '.', '--format', 'json', '--fail-on', 'never'], root);
    const report = JSON.parse(json.stdout) as { findings: { rule: string; file: string; line?: number }[]; suppressions: { file: string; line: number; used: number }[] };
    expect(report.findings.filter((f) => f.rule === 'rfc/broken-link').map((f) => f.line)).toEqual([13]);
    expect(report.findings.some((f) => f.rule === 'openenv-yaml/name-hub-repo')).toBe(false);
    expect(report.suppressions.map((s) => `${s.file}:${s.line}:${s.used}`).sort()).toEqual(['envs/a/openenv.yaml:2:1', 'rfcs/001-alpha.md:10:1']);

    const action = await runAction({ inputs: { comment: 'false', 'fail-on': 'never' }, workspace: root, apiUrl: 'http://127.0.0.1:9', repository: 'owner/repo', eventName: 'push', payload: {} });
    expect(action.exitCode).toBe(0);
    const suppressions = action.summary.slice(action.summary.indexOf('### Suppressions'));
    expect(suppressions).toMatch(/`rfcs\/001-alpha\.md:10` \| `rfc\/broken-link` \| kept for the record `@everyone` \\\| &lt;b&gt;x&lt;\/b&gt; \| 1 \|/);
    expect(suppressions).toMatch(/`envs\/a\/openenv\.yaml:2` \| `openenv-yaml\/name-hub-repo` \| we push with \\-\\-repo\\-id \| 1 \|/);
  });
});

describe('check options on the command line', () => {
  test('a boolean option that defaults to true can be turned off with --no-<flag>', async () => {
    const root = await repo(undefined);
    // With a token and slug, rfc-lint would ask the (unreachable) API for open pull requests; --no-check-open-prs must skip it.
    const off = await cli(['rfc-lint', '.', '--no-check-open-prs', '--repo-slug', 'o/r', '--fail-on', 'never'], root, {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_TOKEN: 't',
      GITHUB_API_URL: 'http://127.0.0.1:9',
    });
    expect(off.status).toBe(0);
    expect(off.stdout).toContain('Open pull requests not checked: check-open-prs is false.');
    expect((await cli(['rfc-lint', '--help'], root)).stdout).toContain('--[no-]check-open-prs');
  });
});

describe('opt-in rules', () => {
  // An environment that fails all five opt-in criteria: no outputs/, resources:, network:, digest or labels.
  const env = {
    'openenv.yaml': 'spec_version: 1\nname: demo_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n',
    'server/Dockerfile': 'FROM python:3.11-slim\nCOPY . /app\nCMD ["uvicorn", "server.app:app"]\n',
  };
  const OPT_IN = ['docker/base-image-pinned', 'docker/oci-labels', 'resources/declared', 'security/egress-declared', 'structure/outputs-dir'];
  const reported = async (config: string | undefined, flags: string[] = []) => {
    const root = await repo(config, env);
    const run = await cli(['validate', '.', '--format', 'json', '--fail-on', 'never', ...flags], root);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as { findings: { rule: string; severity: string }[]; environments: { criteria: { id: string; status: string }[] }[] };
    return {
      findings: report.findings.filter((f) => OPT_IN.includes(f.rule)).map((f) => `${f.rule}:${f.severity}`).sort(),
      failing: report.environments[0]!.criteria.filter((c) => OPT_IN.includes(c.id) && c.status === 'fail').map((c) => c.id).sort(),
    };
  };
  test('report nothing without a config that names them; their criterion records still say fail', async () => {
    expect(await reported(undefined)).toEqual({ findings: [], failing: OPT_IN });
  });
  test('the config turns one on by id or a group by group/*, at the severity it gives', async () => {
    const { findings } = await reported('rules:\n  docker/*: warning\n  structure/outputs-dir: notice\n');
    expect(findings).toEqual(['docker/base-image-pinned:warning', 'docker/oci-labels:warning', 'structure/outputs-dir:notice']);
  });
  test('require-resources and oci-labels-injected turn on the criterion they configure', async () => {
    expect((await reported(undefined, ['--require-resources'])).findings).toEqual(['resources/declared:error']);
    expect((await reported(undefined, ['--oci-labels-injected', 'org.opencontainers.image.created'])).findings).toEqual(['docker/oci-labels:notice']);
  });
});

describe('exit status', () => {
  test('the action and the CLI agree: 2 usage errors, 1 findings at or above fail-on, 0 otherwise', async () => {
    const root = await repo(undefined);
    const badConfig = await repo('rules:\n  rfc/nope: off\n');
    const cases: [string, Record<string, string>, string[], number][] = [
      [root, { checks: 'rfc-lint', 'fail-on': 'sometimes' }, ['rfc-lint', '.', '--fail-on', 'sometimes'], 2],
      [root, { checks: 'rfc-lint', path: 'missing' }, ['rfc-lint', 'missing'], 2],
      [badConfig, { checks: 'rfc-lint' }, ['rfc-lint', '.'], 2],
      [root, { checks: 'rfc-lint' }, ['rfc-lint', '.'], 1],
      [root, { checks: 'rfc-lint', 'fail-on': 'never' }, ['rfc-lint', '.', '--fail-on', 'never'], 0],
    ];
    await Promise.all(
      cases.map(async ([workspace, inputs, args, expected]) => {
        const action = await runAction({ inputs: { comment: 'false', ...inputs }, workspace, apiUrl: 'http://127.0.0.1:9', repository: 'owner/repo', eventName: 'push', payload: {} });
        const command = bundledCli(args, workspace);
        expect({ inputs, action: action.exitCode, cli: command.status }).toEqual({ inputs, action: expected, cli: expected });
      }),
    );
  });
});
