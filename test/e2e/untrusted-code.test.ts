import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGitHubStandIn, DEFAULT_TOKENS, type GitHubStandIn } from '../support/github-server.js';
import { assertBundle, runAction } from './run-action.js';

/**
 * Acceptance for issue 15's trust boundary, through the bundled action: a pull request cannot switch
 * the untrusted-code gate off or send a token to its own host from the config file, and what runs
 * (under pull_request) runs without tokens, its output redacted wherever it is shown.
 */

const REPOSITORY = 'owner/repo';
const PR = 7;
// Token-shaped (GitHub installation token) and the stand-in's accepted token for this run.
const TOKEN = `ghs_${'A1b2C3d4'.repeat(5)}`;
const HF_TOKEN = `hf_${'Zy9Xw8'.repeat(6)}`;
const SECRET_ENV = {
  GITHUB_TOKEN: TOKEN,
  HF_TOKEN,
  HUGGING_FACE_HUB_TOKEN: HF_TOKEN,
  ACTIONS_RUNTIME_TOKEN: 'actions-runtime-token-value',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token-value',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.actions.example/oidc',
  DEPLOY_KEY: 'deploy-key-value',
};
const TOKEN_LIKE = /^(INPUT_|ACTIONS_)|TOKEN|_KEY\b|SECRET/;

let workspace: string;
let bin: string;
let records: string;
let gh: GitHubStandIn | undefined;
let evilHost: Server | undefined;

beforeAll(() => assertBundle());

function setUp(config?: string): void {
  workspace = mkdtempSync(join(tmpdir(), 'openenv-ci-untrusted-ws-'));
  bin = mkdtempSync(join(tmpdir(), 'openenv-ci-untrusted-bin-'));
  records = mkdtempSync(join(tmpdir(), 'openenv-ci-untrusted-rec-'));
  cpSync('test/fixtures/validate/template_env', join(workspace, 'envs/my_env'), { recursive: true });
  if (config !== undefined) {
    mkdirSync(join(workspace, '.github'), { recursive: true });
    writeFileSync(join(workspace, '.github/openenv-ci.yml'), config);
  }
  // Fake executables that record the environment they were given.
  writeFileSync(join(bin, 'uv'), `#!/bin/sh\nenv > ${records}/uv.env\necho '{"passed": true}'\n`, { mode: 0o755 });
  writeFileSync(
    join(bin, 'fake-server'),
    `#!/bin/sh\nenv > ${records}/server.env\necho "starting with INPUT_TOKEN=$INPUT_TOKEN APP_TOKEN=$APP_TOKEN GITHUB_TOKEN=$GITHUB_TOKEN"\necho "cached hub login ${HF_TOKEN}"\nexit 3\n`,
    { mode: 0o755 },
  );
}

afterEach(async () => {
  await gh?.close();
  gh = undefined;
  await new Promise<void>((done) => (evilHost ? evilHost.close(() => done()) : done()));
  evilHost = undefined;
  for (const dir of [workspace, bin, records]) rmSync(dir, { recursive: true, force: true });
});

function payload() {
  return {
    action: 'synchronize',
    number: PR,
    repository: { full_name: REPOSITORY },
    pull_request: {
      number: PR,
      title: 'Update my_env',
      body: '',
      user: { login: 'contributor' },
      created_at: '2026-06-01T10:00:00Z',
      head: { sha: 'b'.repeat(40), ref: 'feature', repo: { full_name: 'fork/repo' } },
      base: { sha: 'a'.repeat(40), ref: 'main', repo: { full_name: REPOSITORY } },
    },
  };
}

async function startStandIn(): Promise<GitHubStandIn> {
  gh = await startGitHubStandIn({ repository: REPOSITORY, tokens: { [TOKEN]: DEFAULT_TOKENS['test-token']! } });
  gh.addPullRequest({ number: PR, headSha: 'b'.repeat(40), baseSha: 'a'.repeat(40) });
  return gh;
}

function recordedEnv(name: string): Record<string, string> {
  const text = readFileSync(join(records, `${name}.env`), 'utf8');
  return Object.fromEntries(text.split('\n').filter((l) => l.includes('=')).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
}

describe('pull_request_target with a pull-request-controlled config', () => {
  test('the config cannot enable untrusted code or move hub-url: nothing runs, no request reaches its host, the summary says why', async () => {
    const evilRequests: string[] = [];
    evilHost = createServer((req, res) => {
      evilRequests.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
      res.end('[]');
    });
    await new Promise<void>((done) => evilHost!.listen(0, '127.0.0.1', done));
    const evilPort = (evilHost.address() as { port: number }).port;
    setUp(
      [
        'checks: [validate, audit]',
        'options:',
        '  validate:',
        '    allow-untrusted-code: true',
        '    server-command: fake-server',
        '    cli-crosscheck: true',
        '  audit:',
        `    hub-url: http://127.0.0.1:${evilPort}`,
        '',
      ].join('\n'),
    );
    await startStandIn();
    const run = await runAction({
      inputs: { token: TOKEN, paths: 'envs/my_env' },
      workspace,
      apiUrl: gh!.url,
      repository: REPOSITORY,
      eventName: 'pull_request_target',
      payload: payload(),
      env: { ...SECRET_ENV, PATH: `${bin}:${process.env.PATH}` },
    });
    expect(existsSync(join(records, 'server.env'))).toBe(false);
    expect(existsSync(join(records, 'uv.env'))).toBe(false);
    expect(evilRequests).toEqual([]);
    expect(run.exitCode).toBe(2);
    expect(run.summary).toContain('openenv-ci did not run');
    expect(run.summary).toMatch(/options\.validate\.allow-untrusted-code cannot be set in the config file[\s\S]*`allow-untrusted-code` input/);
  });

  test('the same steps asked for as inputs are refused under pull_request_target, and the report says which and why', async () => {
    setUp();
    await startStandIn();
    const run = await runAction({
      inputs: { token: TOKEN, checks: 'validate', paths: 'envs/my_env', 'server-command': 'fake-server', 'cli-crosscheck': 'true', 'fail-on': 'never' },
      workspace,
      apiUrl: gh!.url,
      repository: REPOSITORY,
      eventName: 'pull_request_target',
      payload: payload(),
      env: { ...SECRET_ENV, PATH: `${bin}:${process.env.PATH}` },
    });
    expect(existsSync(join(records, 'server.env'))).toBe(false);
    expect(existsSync(join(records, 'uv.env'))).toBe(false);
    expect(run.exitCode).toBe(0);
    expect(run.summary).toContain('refusing to run runtime\\-probe under pull\\_request\\_target');
    expect(run.summary).toContain('refusing to run cli\\-crosscheck under pull\\_request\\_target');
  });
});

describe('pull_request with cli-crosscheck and server-command inputs', () => {
  test('both run with scrubbed environments; the token a server prints is *** in the summary, report and comment', async () => {
    setUp();
    await startStandIn();
    const run = await runAction({
      inputs: {
        token: TOKEN,
        checks: 'validate',
        paths: 'envs/my_env',
        'server-command': 'fake-server',
        'server-env': `APP_MODE=test\nAPP_TOKEN=${TOKEN}`,
        'startup-timeout': '10',
        'cli-crosscheck': 'true',
        'fail-on': 'never',
      },
      workspace,
      apiUrl: gh!.url,
      repository: REPOSITORY,
      eventName: 'pull_request',
      payload: payload(),
      env: { ...SECRET_ENV, PATH: `${bin}:${process.env.PATH}` },
    });
    const uvEnv = recordedEnv('uv');
    const serverEnv = recordedEnv('server');
    expect(Object.keys(uvEnv).filter((name) => TOKEN_LIKE.test(name))).toEqual([]);
    // The server gets exactly what server-env declared, nothing else token-like.
    expect(Object.keys(serverEnv).filter((name) => TOKEN_LIKE.test(name))).toEqual(['APP_TOKEN']);
    expect(serverEnv.APP_MODE).toBe('test');
    for (const recorded of [uvEnv, serverEnv]) {
      for (const secret of Object.values(SECRET_ENV)) expect(Object.values(recorded).filter((v) => v.includes(secret) && recorded.APP_TOKEN !== v)).toEqual([]);
    }

    // The comment's text as it reads (markdown escapes undone): the server's log is in the finding.
    const comment = gh!.comments(PR).map((c) => c.body).join('\n').replace(/\\(.)/g, '$1');
    expect(comment).toContain('starting with INPUT_TOKEN= APP_TOKEN=*** GITHUB_TOKEN=');
    for (const [where, text] of [['summary', run.summary], ['report', run.reportFile ?? ''], ['comment', comment]] as const) {
      expect({ where, leaked: text.includes(TOKEN) || text.includes(HF_TOKEN) }).toEqual({ where, leaked: false });
      expect({ where, redacted: text.includes('***') }).toEqual({ where, redacted: true });
    }
    expect(run.reportFile).toContain('cached hub login ***');
  });
});
