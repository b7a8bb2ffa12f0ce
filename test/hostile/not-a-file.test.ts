/**
 * Issue 30: a manifest, the RFC index or an RFC turned into a symbolic link (even to a file inside the
 * repository) or into a folder used to make the environment or the RFC vanish: "checked 0 manifest
 * file(s)", green. Each is now a finding that says what the file became, in the working tree and in a
 * commit (--head).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBundle, CLI_BUNDLE } from '../e2e/run-action.js';
import { runCli } from '../support/cli-run.js';

const GIT_ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };
const MANIFEST = readFileSync('test/fixtures/validate/template_env/openenv.yaml', 'utf8');

let dir: string;
beforeAll(() => {
  assertBundle();
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'openenv-ci-not-a-file-')));
  for (const folder of ['envs/linked', 'envs/foldered/openenv.yaml', 'common', 'rfcs/001-foldered.md', 'docs']) mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, 'common/openenv.yml.txt'), MANIFEST);
  symlinkSync('../../common/openenv.yml.txt', join(dir, 'envs/linked/openenv.yaml'));
  writeFileSync(join(dir, 'envs/foldered/openenv.yaml/spec.yaml'), MANIFEST);
  writeFileSync(join(dir, 'docs/index.md'), '# RFCs\n\n## Current RFCs\n');
  symlinkSync('../docs/index.md', join(dir, 'rfcs/README.md'));
  writeFileSync(join(dir, 'rfcs/001-foldered.md/text.md'), '# RFC 001: Foldered\n');
  symlinkSync('001-foldered.md/text.md', join(dir, 'rfcs/002-linked.md'));
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir, env: GIT_ENV });
  execFileSync('git', ['add', '-A'], { cwd: dir, env: GIT_ENV });
  execFileSync('git', ['commit', '-q', '-m', 'links and folders'], { cwd: dir, env: GIT_ENV });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Reported {
  rule: string;
  severity: string;
  file: string;
  message: string;
}

async function report(args: string[]): Promise<{ code: number; findings: Reported[] }> {
  const run = await runCli(CLI_BUNDLE, [...args, '--format', 'json'], { cwd: dir, env: { GIT_CONFIG_GLOBAL: '/dev/null' } });
  return { code: run.code, findings: (JSON.parse(run.stdout) as { findings: Reported[] }).findings };
}

const said = (findings: Reported[], rule: string) =>
  findings
    .filter((f) => f.rule === rule && / is a (symbolic link|folder), not a file/.test(f.message))
    .map((f) => `${f.file}: ${/is (a symbolic link|a folder)/.exec(f.message)![1]} (${f.severity})`)
    .sort();

describe.each([
  ['the working tree', []],
  ['a commit (--head)', ['--head', 'HEAD']],
])('in %s', (_where, revision) => {
  test('a manifest that became a link or a folder is an error that says so', async () => {
    const { code, findings } = await report(['manifests', ...revision]);
    expect(said(findings, 'yaml/not-a-file')).toEqual(['envs/foldered/openenv.yaml: a folder (error)', 'envs/linked/openenv.yaml: a symbolic link (error)']);
    expect(code).toBe(1);
  });

  test('the RFC index and RFCs that became links or folders are errors that say so', async () => {
    const { code, findings } = await report(['rfc-lint', ...revision]);
    expect(said(findings, 'rfc/unreadable')).toEqual(['rfcs/001-foldered.md: a folder (error)', 'rfcs/002-linked.md: a symbolic link (error)', 'rfcs/README.md: a symbolic link (error)']);
    expect(code).toBe(1);
  });
});
