import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { cli } from '../../src/cli.js';
import { trackedRepos } from './support.js';

/** The CLI reads the pull request (title, body, author) from GITHUB_EVENT_PATH or --pr-* flags. */
const repo = trackedRepos();

async function runCli(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  stderr.resume();
  // No ruff on this PATH: the test does not depend on the machine's tools.
  const code = await cli(args, { PATH: '/nonexistent', ...env }, { stdout, stderr, isTty: false, cwd });
  return { code, stdout: out };
}

const CORE_CHANGE = { 'src/openenv/core/env_server/registry.py': 'def register_environment(name, cls):\n    return cls\n' };
const rulesOf = (json: string): string[] => (JSON.parse(json) as { findings: { rule: string }[] }).findings.map((f) => f.rule);

describe('openenv-ci review: the pull request outside the action', () => {
  it('--pr-body naming an RFC satisfies review/rfc-required; without it the flag is raised', async () => {
    const r = repo(CORE_CHANGE);
    const base = ['review', '--base', r.base, '--head', r.head, '--format', 'json', '--pr-title', 'Add a registry'];
    const without = await runCli([...base, '--pr-body', 'Adds a registry.', r.dir], r.dir);
    expect(rulesOf(without.stdout)).toContain('review/rfc-required');
    const withRfc = await runCli([...base, '--pr-body', 'Implements RFC 007.', r.dir], r.dir);
    expect(rulesOf(withRfc.stdout)).not.toContain('review/rfc-required');
  });

  it('reads title and body from the event payload at GITHUB_EVENT_PATH', async () => {
    const r = repo(CORE_CHANGE);
    const dir = mkdtempSync(join(tmpdir(), 'event-'));
    try {
      const event = join(dir, 'event.json');
      const pr = { number: 12, title: 'Registry (RFC 007)', body: '', user: { login: 'contributor' }, created_at: '2026-02-01T00:00:00Z', base: { sha: r.base }, head: { sha: r.head } };
      writeFileSync(event, JSON.stringify({ pull_request: pr }));
      const { stdout } = await runCli(['review', '--base', r.base, '--head', r.head, '--format', 'json', r.dir], r.dir, { GITHUB_EVENT_PATH: event, GITHUB_EVENT_NAME: 'pull_request' });
      expect(rulesOf(stdout)).not.toContain('review/rfc-required');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("folds validate in with the config's options: an unpinned-allow holds in the review too", async () => {
    const dockerfile = 'FROM python:3.11-slim\nWORKDIR /app\nCOPY . /app/env\nRUN pip install --no-cache-dir fastapi\nEXPOSE 8000\nCMD ["uvicorn", "server.app:app", "--host", "0.0.0.0", "--port", "8000"]\n';
    const manifest = 'spec_version: 1\nname: echo_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n';
    const r = repo({ 'envs/echo_env/openenv.yaml': manifest, 'envs/echo_env/server/Dockerfile': dockerfile });
    const args = ['review', '--base', r.base, '--head', r.head, '--format', 'json', '--fail-on', 'never', r.dir];
    expect(rulesOf((await runCli(args, r.dir)).stdout)).toContain('deps/docker-installs-pinned');
    writeFileSync(join(r.dir, '.github', 'openenv-ci.yml'), 'options:\n  validate:\n    unpinned-allow: [fastapi]\n');
    expect(rulesOf((await runCli(args, r.dir)).stdout)).not.toContain('deps/docker-installs-pinned');
  });

  it('reviews two commits of a bare repository (a mirror, a server-side hook) as it does in a clone', async () => {
    const r = repo(CORE_CHANGE);
    const dir = mkdtempSync(join(tmpdir(), 'bare-'));
    try {
      const bare = join(dir, 'mirror.git');
      execFileSync('git', ['clone', '-q', '--bare', r.dir, bare]);
      const args = (where: string) => ['review', '--base', r.base, '--head', r.head, '--format', 'json', '--fail-on', 'never', '--pr-body', 'Adds a registry.', where];
      const inClone = await runCli(args(r.dir), r.dir);
      const inBare = await runCli(args(bare), bare);
      expect(inBare.code).toBe(0);
      expect(rulesOf(inBare.stdout)).toContain('review/rfc-required');
      expect(rulesOf(inBare.stdout)).toEqual(rulesOf(inClone.stdout));
      // Without --head there is no tree to read: a usage error that says what to give.
      const stderr = new PassThrough();
      let said = '';
      stderr.on('data', (chunk: Buffer) => (said += chunk.toString('utf8')));
      const code = await cli(['check', bare], { PATH: '/nonexistent' }, { stdout: new PassThrough(), stderr, isTty: false, cwd: bare });
      expect(code).toBe(2);
      expect(said).toMatch(/is a bare repository \(no work tree\): name the commit to check with --head/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says why when there is nothing to review, rather than an empty approval', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'no-base-'));
    try {
      const stderr = new PassThrough();
      let said = '';
      stderr.on('data', (chunk: Buffer) => (said += chunk.toString('utf8')));
      const code = await cli(['review', dir], { PATH: '/nonexistent' }, { stdout: new PassThrough(), stderr, isTty: false, cwd: dir });
      expect(code).toBe(0);
      expect(said).toContain('review: nothing to review: no base revision and no pull request to read a diff from. Give --base <revision>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
