import { spawnSync } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_BUNDLE } from '../support/bundle.js';

// Runs the bundled CLI (dist/cli.js) as a user would: exit codes, formats, output file, usage errors.
const CLI = CLI_BUNDLE;

function cli(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const run = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('openenv-ci CLI (dist/cli.js)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'openenv-ci-cli-'));
    await mkdir(join(dir, 'rfcs'));
    // An RFC whose first line is not an RFC H1 (rfc/h1, a warning in a full scan) and that no index
    // lists (rfc/index-missing, an error).
    await writeFile(join(dir, 'rfcs/001-broken-header.md'), 'Hello, this is not a heading\n\n## Summary\n\nText.\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('exits 1 with findings at or above fail-on, 0 with --fail-on never', () => {
    const failing = cli(['rfc-lint', '.'], dir);
    expect(failing.status).toBe(1);
    // Grouped by file: the path once, its findings indented under it.
    expect(failing.stdout).toMatch(/^ {2}rfcs\/001-broken-header\.md\n/m);
    expect(failing.stdout).toMatch(/^ {4}1:1 {2}error {4}.*rfc\/index-missing$/m);
    expect(failing.stdout).toMatch(/^ {4}1:1 {2}warning {2}First line must be .*rfc\/h1$/m);
    // --format compact: one line per finding, the path on each.
    const compact = cli(['rfc-lint', '.', '--format', 'compact'], dir);
    expect(compact.status).toBe(1);
    expect(compact.stdout).toMatch(/rfcs\/001-broken-header\.md:1(:\d+)?\s+error\s+.*rfc\/index-missing/);
    expect(cli(['rfc-lint', '.', '--fail-on', 'never'], dir).status).toBe(0);
  });

  it('prints the JSON report with the public fields', () => {
    const run = cli(['rfc-lint', '--format', 'json', dir], '/');
    const report = JSON.parse(run.stdout);
    expect(report.version).toBe(1);
    expect(report.summary.error).toBeGreaterThan(0);
    const h1 = report.findings.find((f: { rule: string }) => f.rule === 'rfc/h1');
    expect(h1).toMatchObject({ severity: 'warning', file: 'rfcs/001-broken-header.md', line: 1 });
    expect(h1.fingerprint).toMatch(/^[0-9a-f]{32}$/);
  });

  it('writes SARIF to --output and keeps stdout clean', async () => {
    const out = join(dir, 'out/report.sarif');
    const run = cli(['rfc-lint', '--format', 'sarif', '--output', out, '.'], dir);
    expect(run.stdout).toBe('');
    const sarif = JSON.parse(await readFile(out, 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results.some((r: { ruleId: string }) => r.ruleId === 'rfc/h1')).toBe(true);
  });

  it('usage errors exit 2 with a message and no stack trace', () => {
    for (const args of [['frobnicate'], ['rfc-lint', '--format', 'xml'], ['rfc-lint', '--bogus'], ['rfc-lint', '--base', 'no-such-rev', '.']]) {
      const run = cli(args, dir);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/^openenv-ci: /);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('a bad config file is a usage error naming its line', async () => {
    const cfgDir = await mkdtemp(join(tmpdir(), 'openenv-ci-cfg-'));
    await mkdir(join(cfgDir, '.github'));
    await writeFile(join(cfgDir, '.github/openenv-ci.yml'), 'rules:\n  rfc/h1: loud\n');
    const run = cli(['check', '.'], cfgDir);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/\.github\/openenv-ci\.yml:2:\d+: invalid config/);
    await rm(cfgDir, { recursive: true, force: true });
  });

  it('reads .github/rfc-lint-baseline.json by default and --baseline FILE when named', async () => {
    const base = await mkdtemp(join(tmpdir(), 'openenv-ci-baseline-'));
    await mkdir(join(base, 'rfcs'));
    await mkdir(join(base, '.github'));
    await writeFile(join(base, 'rfcs/001-broken-header.md'), 'Hello\n');
    const before = JSON.parse(cli(['rfc-lint', '--format', 'json', '.'], base).stdout);
    expect(before.summary.error).toBeGreaterThan(0);
    // Accept today's findings: the report itself is a valid baseline.
    await writeFile(join(base, '.github/rfc-lint-baseline.json'), JSON.stringify(before));
    const after = cli(['rfc-lint', '--format', 'json', '.'], base);
    expect(after.status).toBe(0);
    expect(JSON.parse(after.stdout).findings).toEqual([]);
    const missing = cli(['rfc-lint', '--baseline', 'nope.json', '.'], base);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/baseline file nope\.json .*not found/);
    await rm(base, { recursive: true, force: true });
  });

  it('validate loads neither node:perf_hooks nor the web-crypto half of node:crypto before its first environment', async () => {
    // Start-up cost on node 20, which has no compile cache (docs/performance.md, issue 29 third round):
    // the global `performance` loads perf_hooks; an ESM import of node:crypto loads webcrypto and X509.
    const empty = await mkdtemp(join(tmpdir(), 'openenv-ci-cli-empty-'));
    const listLoads = `data:text/javascript,${encodeURIComponent("process.on('exit', () => process._rawDebug('LOADED ' + process.moduleLoadList.join(',')))")}`;
    const run = spawnSync(process.execPath, ['--import', listLoads, CLI, 'validate', empty, '--format', 'json'], { cwd: empty, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME } });
    await rm(empty, { recursive: true, force: true });
    expect(JSON.parse(run.stdout).findings.map((f: { rule: string }) => f.rule)).toEqual(['structure/manifest-present']);
    const loaded = /LOADED (.*)/.exec(run.stderr)![1]!.split(',');
    expect(loaded).toContain('NativeModule crypto'); // the finding's fingerprint needs it
    expect(loaded.filter((m) => /^NativeModule (perf_hooks|internal\/crypto\/webcrypto)$/.test(m))).toEqual([]);
  });

  it('--help lists the commands; --version prints the version', () => {
    expect(cli(['--help'], dir).stdout).toMatch(/Commands:[\s\S]*rfc-lint[\s\S]*manifests/);
    expect(cli(['--version'], dir).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
