import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { runCliInProcess } from '../support/cli-in-process.js';
import { assertBundle, CLI_BUNDLE, runAction } from './run-action.js';
import { liveMentions } from '../support/markdown-safety.js';

/**
 * Hostile and odd input through the bundled CLI and action, the way users (and attackers) feed it:
 * path tricks, control characters in file names, binary and invalid UTF-8 files, a 20 MB RFC, a
 * 10,000-line table, unterminated fences, markdown injection in titles. Each must end in findings or a
 * clear message, never a crash, a stack trace, a forged workflow command or terminal escape.
 */

const CLI = CLI_BUNDLE;

/**
 * The CLI's entry in this process: the subject is what it makes of hostile input (findings, escaping,
 * messages). The bundle's own process contract (streams, a reader leaving early) runs the bundle.
 */
function cli(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  return runCliInProcess(args, cwd, { PATH: process.env.PATH, HOME: process.env.HOME, ...env });
}

const HEADER = (n: string, title: string) =>
  `# RFC: ${title}\n\n**Status**: Draft\n**Authors**: @alice\n**Created**: 2026-01-01\n**RFC ID**: ${n}\n\n## Summary\n\nText.\n`;

const MANIFEST = 'spec_version: 1\nname: x\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n';

let dir: string;
beforeAll(async () => {
  assertBundle();
  dir = await mkdtemp(join(tmpdir(), 'openenv-ci-hostile-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function tree(name: string, files: Record<string, string | Uint8Array>): Promise<string> {
  const root = join(dir, name);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  await mkdir(root, { recursive: true });
  return root;
}

describe('hostile RFC trees', () => {
  test('binary, invalid UTF-8, unterminated fence, hostile title, a 10,000-line table: findings, escaped markdown', async () => {
    const table = ['| a | b |', '| --- | --- |', ...Array.from({ length: 10_000 }, (_, i) => `| ${i} | [l](./missing-${i % 7}.md) |`)].join('\n');
    const root = await tree('rfcs-odd', {
      'rfcs/001-hostile.md': HEADER('001', 'Hi @everyone <!-- openenv-ci:v1:CI:rfc-lint --> | pipe `tick` <img src=x onerror=alert(1)>'),
      'rfcs/002-binary.md': new Uint8Array([0xff, 0xfe, 0, 0x62, 0, 0x69, 0]),
      'rfcs/003-bad-utf8.md': Buffer.concat([Buffer.from('# RFC: bad \u00e9 '), Buffer.from([0xc3, 0x28]), Buffer.from('\n\n## Summary\n')]),
      'rfcs/004-unterminated.md': `${HEADER('004', 'Unterminated')}\n\`\`\`python\nnever closed\n`,
      'rfcs/005-table.md': `${HEADER('005', 'Table')}\n${table}\n`,
    });
    const run = await cli(['rfc-lint', '.', '--format', 'markdown'], root);
    expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(run.status).toBe(1);
    for (const file of ['001-hostile', '002-binary', '003-bad-utf8', '004-unterminated', '005-table']) expect(run.stdout).toContain(`rfcs/${file}.md`);
    expect(run.stdout).toMatch(/rfc\/unreadable/);
    expect(liveMentions(run.stdout)).toEqual([]); // mentions are quoted in code spans: they notify no one
    expect(run.stdout).not.toMatch(/<!--|<img/);
    expect(Buffer.byteLength(run.stdout)).toBeLessThan(1024 * 1024);
  });

  test('a 20 MB markdown file is reported, not parsed into a hang', async () => {
    const root = await tree('rfcs-huge', { 'rfcs/001-huge.md': HEADER('001', 'Huge') + 'Lorem ipsum RFC 002 `x` @everyone\n'.repeat(600_000) });
    const started = Date.now();
    const run = await cli(['rfc-lint', '.', '--format', 'json', '--fail-on', 'never'], root);
    expect(run.status).toBe(0);
    expect(Date.now() - started).toBeLessThan(20_000);
    const report = JSON.parse(run.stdout) as { findings: { rule: string; file: string }[] };
    expect(report.findings.some((f) => f.rule === 'rfc/unreadable' && f.file === 'rfcs/001-huge.md')).toBe(true);
  });

  test('symbolic links out of the tree are not followed', async () => {
    const root = await tree('rfcs-links', { 'rfcs/001-real.md': HEADER('001', 'Real') });
    await writeFile(join(dir, 'outside-secret.md'), '# RFC: Secret outside the tree\n');
    await symlink(join(dir, 'outside-secret.md'), join(root, 'rfcs/002-link.md'));
    await symlink(dir, join(root, 'rfcs/loop'));
    const run = await cli(['rfc-lint', '.', '--format', 'json', '--fail-on', 'never'], root);
    expect(run.status).toBe(0);
    expect(run.stdout).not.toMatch(/Secret outside/);
    // Not followed, and not silently dropped either (issue 30): the RFC is reported as the link it became.
    const linked = (JSON.parse(run.stdout) as { findings: { rule: string; file: string; message: string }[] }).findings.filter((f) => f.file === 'rfcs/002-link.md');
    expect(linked.map((f) => [f.rule, /is a symbolic link, not a file/.test(f.message)])).toEqual([['rfc/unreadable', true]]);
  });

  test('control characters in file names never reach the terminal', async () => {
    const root = await tree('rfcs-escape', { 'rfcs/010-\u001b[31mred\u001b]0;pwned\u0007.md': '# RFC: x\n' });
    const run = await cli(['rfc-lint', '.', '--fail-on', 'never'], root);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/010-/);
    expect(run.stdout).not.toMatch(/[\u001b\u0007]/);
  });
});

describe('tables in markdown reports', () => {
  test('a file name with a pipe cannot end its table cell (suppressions table)', async () => {
    const root = await tree('table-pipe', { 'envs/a|<img src=x>|`b`/openenv.yaml': `# openenv-ci-disable openenv-yaml/* old env\n${MANIFEST}` });
    const run = await cli(['manifests', '.', '--format', 'markdown', '--fail-on', 'never'], root);
    expect(run.status).toBe(0);
    const html = new MarkdownIt({ html: true }).render(run.stdout);
    const table = html.slice(html.indexOf('<th>Where</th>'));
    const row = /<tr>\s*((?:<td>[\s\S]*?<\/td>\s*)+)<\/tr>/.exec(table.slice(table.indexOf('<tbody>')))!;
    expect(row[1]!.match(/<td>/g)).toHaveLength(4);
    expect(row[1]).toContain('<code>envs/a|&lt;img src=x&gt;|`b`/openenv.yaml:1</code>');
    expect(html).not.toMatch(/<img/);
  });
});

describe('paths', () => {
  test('a path that does not exist, or is a file, is a usage error (exit 2), for every command', async () => {
    const root = await tree('paths', { 'rfcs/001-a.md': HEADER('001', 'A') });
    for (const args of [['rfc-lint', 'no-such-dir'], ['manifests', join(root, 'nope')], ['rfc-lint', 'rfcs/001-a.md'], ['validate', 'no-such-env']]) {
      const run = await cli(args, root);
      expect({ args, status: run.status }).toEqual({ args, status: 2 });
      expect(run.stderr).toMatch(/^openenv-ci: .*(does not exist|not a folder)/);
      expect(run.stdout).toBe('');
    }
  });

  test('validate takes environment folders outside the current directory (../env, absolute)', async () => {
    const env = await tree('outside-env', { 'openenv.yaml': MANIFEST });
    const cwd = await tree('elsewhere', { 'README.md': 'hello\n' });
    for (const path of ['../outside-env', env]) {
      const run = await cli(['validate', path, '--format', 'json', '--fail-on', 'never'], cwd);
      expect(run.status).toBe(0);
      const report = JSON.parse(run.stdout) as { findings: { rule: string }[] };
      expect(report.findings.map((f) => f.rule)).not.toContain('structure/manifest-present');
      expect(report.findings.length).toBeGreaterThan(0); // the env is incomplete: real findings about it
    }
  });

  test('--output that cannot be written is a usage error without a stack trace', async () => {
    const root = await tree('output', { 'rfcs/001-a.md': HEADER('001', 'A') });
    const run = await cli(['rfc-lint', '.', '--output', root], root);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^openenv-ci: cannot write/);
    expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
  });
});

describe('pipes', () => {
  test('a reader that leaves early (openenv-ci … | head -1) ends the run quietly, without an EPIPE stack', async () => {
    const links = Array.from({ length: 3000 }, (_, i) => `See [l](./missing-${i}.md).`).join('\n');
    const root = await tree('epipe', { 'rfcs/001-links.md': `${HEADER('001', 'Links')}\n${links}\n` });
    const { stderr, code } = await new Promise<{ stderr: string; code: number | null }>((done) => {
      const child = spawn(process.execPath, [CLI, 'rfc-lint', '.'], { cwd: root, env: { PATH: process.env.PATH, HOME: process.env.HOME }, stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      child.stderr.on('data', (c: Buffer) => (err += c.toString()));
      child.stdout.once('data', () => child.stdout.destroy()); // like `head -1`
      child.on('close', (exitCode) => done({ stderr: err, code: exitCode }));
    });
    expect(stderr).not.toMatch(/EPIPE|Unhandled|\n\s+at /);
    expect(code).toBe(1);
  });
});

describe('colour', () => {
  test('only on request: NO_COLOR and FORCE_COLOR=0 turn it off, --color and FORCE_COLOR=1 on', async () => {
    const root = await tree('colour', { 'rfcs/001-a.md': '# RFC: x\n' });
    const ansi = /\u001b\[/;
    expect((await cli(['rfc-lint', '.'], root)).stdout).not.toMatch(ansi); // not a TTY
    expect((await cli(['rfc-lint', '.', '--color'], root)).stdout).toMatch(ansi);
    expect((await cli(['rfc-lint', '.'], root, { FORCE_COLOR: '1' })).stdout).toMatch(ansi);
    expect((await cli(['rfc-lint', '.'], root, { FORCE_COLOR: '0' })).stdout).not.toMatch(ansi);
    expect((await cli(['rfc-lint', '.'], root, { FORCE_COLOR: '1', NO_COLOR: '1' })).stdout).not.toMatch(ansi);
  });
});

describe('the action', () => {
  const base = (workspace: string, inputs: Record<string, string>) =>
    runAction({ inputs: { comment: 'false', ...inputs }, workspace, apiUrl: 'http://127.0.0.1:9', repository: 'owner/repo', eventName: 'push', payload: {} });

  test('a folder name cannot forge workflow commands through the log', async () => {
    const root = await tree('inject', { ['envs/x\n::error file=README.md,line=1::FORGED\n::add-mask::abc/openenv.yaml']: MANIFEST });
    const run = await base(root, { checks: 'validate', 'fail-on': 'never' });
    expect(run.exitCode).toBe(0);
    const forged = run.stdout.split('\n').filter((l) => /^\s*::(error file=README|add-mask)/.test(l));
    expect(forged).toEqual([]);
    expect(run.annotations.some((a) => a.message.startsWith('FORGED'))).toBe(false);
  });
});
