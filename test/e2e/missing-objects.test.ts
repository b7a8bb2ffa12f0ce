import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_BUNDLE } from '../support/bundle.js';

// Pull-request mode against the working tree in a clone that lacks some blobs (a mirror without its big
// files, a damaged partial clone): `git diff BASE` failed on a deleted file's missing blob, and the run
// then reported every finding as new, failing the change for what BASE already had.

const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 'a', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: 'a', GIT_COMMITTER_EMAIL: 'a@example.com' };
const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).trim();
const cli = (args: string[], cwd: string) => spawnSync(process.execPath, [CLI_BUNDLE, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME } });

/** Removes a blob from the object store (the repository keeps it loose: nothing was packed). */
function dropBlob(dir: string, path: string, revision: string): void {
  const sha = git(dir, 'rev-parse', `${revision}:${path}`);
  unlinkSync(join(dir, '.git', 'objects', sha.slice(0, 2), sha.slice(2)));
}

describe('pull-request mode when the clone lacks blobs', () => {
  let dir: string;
  let base: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'openenv-ci-missing-'));
    git(dir, 'init', '-q', '-b', 'main');
    mkdirSync(join(dir, 'rfcs'));
    // An RFC no index lists: an rfc/index-missing error that BASE already has.
    writeFileSync(join(dir, 'rfcs/001-alpha.md'), '# RFC 001: Alpha\n\n**Status**: Draft\n\nBody.\n');
    writeFileSync(join(dir, 'demo.mov'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, 'notes.md'), '# Notes\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    base = git(dir, 'rev-parse', 'HEAD');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("does not need a deleted file's blob: what BASE had stays pre-existing", () => {
    git(dir, 'rm', '-q', 'demo.mov');
    // An added file beside the deleted one: rename detection would read the deleted file's blob.
    writeFileSync(join(dir, 'clip.mov'), Buffer.alloc(4096, 9));
    git(dir, 'add', 'clip.mov');
    writeFileSync(join(dir, 'notes.md'), '# Notes\n\nMore.\n');
    dropBlob(dir, 'demo.mov', base);
    const run = cli(['rfc-lint', '--base', base, '--format', 'json'], dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // The JSON report keeps pre-existing findings, marked; they do not fail the run.
    const report = JSON.parse(run.stdout) as { findings: { rule: string; scope?: string }[] };
    expect(report.findings.filter((f) => f.rule === 'rfc/index-missing').map((f) => f.scope)).toEqual(['pre-existing']);
  });

  it('says git could not diff, instead of reporting every finding as new', () => {
    writeFileSync(join(dir, 'notes.md'), '# Notes\n\nMore.\n');
    dropBlob(dir, 'notes.md', base); // a modified file's old side: the diff cannot be made
    const run = cli(['rfc-lint', '--base', base], dir);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^openenv-ci: git could not diff [0-9a-f]{40} against the working tree \(.*\), so new findings cannot be told from those already there\./);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).not.toContain('rfc/index-missing');
  });
});
