/**
 * End to end for the audit: the bundled action (`dist/index.js` with `checks: audit`, inputs as the
 * runner sets them) and the CLI (`node dist/cli.js audit …`), both against the stand-in Hub on
 * 127.0.0.1, plus a local-folder audit through the CLI (bundle: test/support/bundle.ts).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startGitHubStandIn } from '../support/github-server.js';
import { StandInHub } from '../support/hub-server.js';
import { ACTION_BUNDLE, assertBundle, CLI_BUNDLE } from '../support/bundle.js';

const DIST = ACTION_BUNDLE;
const CLI = CLI_BUNDLE;

// CI builds dist/ before the tests: a missing bundle is a failure, never a skip.
const run = test;
beforeAll(() => {
  assertBundle();
});

/** Async spawn: the stand-in Hub lives in this process and must keep answering. */
function node(args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, args, { env, cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      ok({ code: code ?? -1, stdout, stderr });
    });
  });
}

interface Report {
  environments: { id: string; status: string; sha: string | null; findings: number[] }[];
  findings: { rule: string; file: string }[];
}

let hub: StandInHub;
let dir: string;
beforeAll(async () => {
  hub = await new StandInHub({ spaces: 30, maxPageSize: 12 }).start();
});
afterAll(async () => hub.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'openenv-ci-audit-e2e-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const baseEnv = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, HOME: process.env.HOME });

run('action: checks: audit reads the Hub, writes environments[] and the job summary, never logs the token', async () => {
  const summary = join(dir, 'summary.md');
  const output = join(dir, 'output.txt');
  writeFileSync(summary, '');
  writeFileSync(output, '');
  hub.vanish(hub.ids()[4]!, 'pyproject.toml');
  const res = await node(
    [DIST],
    {
      ...baseEnv(),
      GITHUB_WORKSPACE: dir,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: output,
      GITHUB_EVENT_NAME: 'schedule',
      RUNNER_TEMP: dir,
      INPUT_CHECKS: 'audit',
      'INPUT_HUB-URL': hub.url,
      INPUT_CONCURRENCY: '4',
      'INPUT_HUB-TOKEN': 'hf_e2e_secret',
      'INPUT_REPORT-FILE': 'report.json',
      INPUT_COMMENT: 'false',
      'INPUT_FAIL-ON': 'error',
    },
    dir,
  );
  // The token is registered with the runner's masker (the runner strips that command from the log)
  // and appears nowhere else.
  expect(res.stdout).toContain('::add-mask::hf_e2e_secret');
  expect((res.stdout + res.stderr).replace('::add-mask::hf_e2e_secret', '')).not.toContain('hf_e2e_secret');
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as Report;
  expect(report.environments.map((e) => e.id).sort()).toEqual([...hub.ids()].sort());
  for (const e of report.environments) {
    expect(Object.keys(e).slice(0, 4)).toEqual(['id', 'status', 'sha', 'findings']);
    expect(e.sha).toBe(hub.sha(e.id));
  }
  const vanished = report.environments.find((e) => e.id === hub.ids()[4])!;
  expect(vanished.status).toBe('fail');
  // Each finding once: the environment's findings are indices into the top-level list.
  expect(vanished.findings.map((i) => report.findings[i]!.file)).toContain(`${hub.ids()[4]}/pyproject.toml`);
  expect(readFileSync(summary, 'utf8')).toContain(`**${hub.ids().length} environments**`);
  expect(res.code).toBe(1); // failing environments at fail-on: error
  expect([...hub.authorizationHeaders]).toContain('Bearer hf_e2e_secret');
}, 120_000);

run('CLI: openenv-ci audit --hub-url … --cache … --previous …: JSON report, cached second run, delta', async () => {
  const cache = join(dir, 'audit-cache.json');
  const first = join(dir, 'first.json');
  const a = await node([CLI, 'audit', '--hub-url', hub.url, '--concurrency', '4', '--cache', cache, '--format', 'json', '--output', first], baseEnv(), dir);
  expect(a.stderr).not.toMatch(/internal error/i);
  const firstReport = JSON.parse(readFileSync(first, 'utf8')) as Report;
  expect(firstReport.environments).toHaveLength(hub.ids().length);

  hub.commit(hub.ids()[2]!, 'openenv.yaml', null);
  hub.resetStats();
  const second = join(dir, 'second.md');
  const b = await node([CLI, 'audit', '--hub-url', hub.url, '--cache', cache, '--previous', first, '--format', 'markdown', '--output', second], baseEnv(), dir);
  expect(b.code).toBe(1);
  expect(hub.stats.tree).toBe(1); // only the Space with a new commit is read again
  const markdown = readFileSync(second, 'utf8');
  expect(markdown).toContain('Since the previous audit');
  expect(markdown).toContain('| newly failing (pass → fail) | 1 |');
}, 120_000);

run('CLI: openenv-ci audit --source envs/* audits local folders without touching the network', async () => {
  for (const [path, text] of hub.files(hub.repo(hub.ids()[1]!))) {
    mkdirSync(dirname(join(dir, 'envs/one', path)), { recursive: true });
    writeFileSync(join(dir, 'envs/one', path), text);
  }
  mkdirSync(join(dir, 'envs/two'), { recursive: true });
  writeFileSync(join(dir, 'envs/two/README.md'), '# nothing here\n');
  hub.resetStats();
  const out = join(dir, 'local.json');
  const res = await node([CLI, 'audit', '--source', 'envs/*', '--format', 'json', '--output', out, '.'], baseEnv(), dir);
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  expect(report.environments.map((e) => [e.id, e.status, e.sha])).toEqual([
    ['envs/one', 'pass', null],
    ['envs/two', 'fail', null],
  ]);
  expect(report.findings.some((f) => f.rule === 'audit/manifest-missing' && f.file === 'envs/two/openenv.yaml')).toBe(true);
  expect(res.code).toBe(1);
  expect(hub.stats.total).toBe(0);
}, 120_000);

run('action: audit-issue keeps ONE tracking issue current across nightly runs (upsertTrackingIssue)', async () => {
  const gh = await startGitHubStandIn({ repository: 'owner/repo' });
  try {
    // The recipe of docs/audit.md: cache and last night's report in one folder actions/cache keeps.
    const nightly = async () => {
      const summary = join(dir, 'summary.md');
      writeFileSync(summary, '');
      writeFileSync(join(dir, 'output.txt'), '');
      return node(
        [DIST],
        {
          ...baseEnv(),
          GITHUB_WORKSPACE: dir,
          GITHUB_STEP_SUMMARY: summary,
          GITHUB_OUTPUT: join(dir, 'output.txt'),
          GITHUB_EVENT_NAME: 'schedule',
          GITHUB_REPOSITORY: gh.repository,
          GITHUB_API_URL: gh.url,
          RUNNER_TEMP: dir,
          OPENENV_CI_RETRY_SCALE: '0.001',
          INPUT_TOKEN: 'test-token',
          INPUT_CHECKS: 'audit',
          'INPUT_HUB-URL': hub.url,
          'INPUT_AUDIT-ISSUE': 'true',
          INPUT_CACHE: '.openenv-audit/cache.json',
          INPUT_PREVIOUS: '.openenv-audit/report.json',
          'INPUT_REPORT-FILE': '.openenv-audit/report.json',
          INPUT_COMMENT: 'false',
          'INPUT_FAIL-ON': 'never',
        },
        dir,
      );
    };
    const first = await nightly();
    expect(first.code).toBe(0);
    expect(gh.issues()).toHaveLength(1);
    const [issue] = gh.issues();
    const firstBody = issue!.body;
    const firstNumber = issue!.number;
    expect(issue!.labels).toEqual(['openenv-audit']);
    expect(issue!.body).toContain(`**${hub.ids().length} environments**`);

    const broken = hub.ids()[3]!;
    hub.commit(broken, 'openenv.yaml', null);
    hub.resetStats();
    const second = await nightly();
    expect(second.code).toBe(0);
    expect(hub.stats.tree).toBe(1); // the cache: only the Space with a new commit is read again
    const issues = gh.issues();
    expect(issues).toHaveLength(1); // updated in place, never a new issue per night
    expect(issues[0]!.number).toBe(firstNumber);
    expect(issues[0]!.body).not.toBe(firstBody);
    expect(issues[0]!.body).toContain('### Since the previous audit');
    expect(issues[0]!.body).toMatch(new RegExp(`\\| \`audit/manifest-missing\` \\| error \\| ${countMissing(firstBody) + 1} \\|`));
    expect(gh.writes().filter((w) => w.method === 'POST' && /\/issues$/.test(w.path))).toHaveLength(1);
  } finally {
    await gh.close();
  }
}, 120_000);

/** Environments with `audit/manifest-missing` in the report's per-rule table (0 when the rule never fired). */
function countMissing(markdown: string): number {
  return Number(/\| `audit\/manifest-missing` \| error \| (\d+) \|/.exec(markdown)?.[1] ?? 0);
}
