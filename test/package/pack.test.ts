/**
 * The CLI as an npm package: `npm pack` of the package (package.json `files`, with the bundle this run
 * built as dist/), installed from the tarball into an empty folder without network, then
 * `npx openenv-ci --version` and `npx openenv-ci manifests` on a fixture.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertBundle, DIST_DIR } from '../support/bundle.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  version: string;
  private?: boolean;
  files: string[];
  bin: Record<string, string>;
  dependencies?: Record<string, string>;
};

let temp: string;
let installed: string;
let packedFiles: string[];

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    // A private npm cache and offline mode: the test never reaches a registry.
    env: { PATH: process.env.PATH ?? '', HOME: temp, npm_config_cache: join(temp, 'npm-cache'), npm_config_offline: 'true', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  assertBundle();
  temp = mkdtempSync(join(tmpdir(), 'openenv-ci-pack-'));
  // The package folder: what package.json's `files` names, with this run's bundle as dist/.
  const source = join(temp, 'source');
  mkdirSync(source);
  for (const file of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'schemas']) cpSync(join(REPO, file), join(source, file), { recursive: true });
  cpSync(DIST_DIR, join(source, 'dist'), { recursive: true });
  const packed = run('npm', ['pack', '--json', '--pack-destination', temp], source);
  expect(packed.stderr).not.toMatch(/ERR!/);
  expect(packed.status).toBe(0);
  const [info] = JSON.parse(packed.stdout) as [{ filename: string; files: { path: string }[] }];
  packedFiles = info.files.map((f) => f.path).sort();
  installed = join(temp, 'consumer');
  mkdirSync(installed);
  writeFileSync(join(installed, 'package.json'), '{"name":"consumer","private":true}\n');
  const install = run('npm', ['install', '--no-package-lock', join(temp, info.filename)], installed);
  expect({ status: install.status, stderr: install.stderr }).toEqual({ status: 0, stderr: expect.not.stringMatching(/ERR!/) });
}, 240_000);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

test('package.json describes a publishable CLI with nothing to install at run time', () => {
  expect(pkg.private).toBeUndefined();
  expect(pkg.bin).toEqual({ 'openenv-ci': 'dist/cli.js' });
  // Everything is bundled into dist/: a runtime dependency would be installed for nothing.
  expect(pkg.dependencies ?? {}).toEqual({});
});

test('the tarball holds the bundle, its licences, the schemas and the legal files, and no sources or tests', () => {
  expect(packedFiles).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'dist/cli.js', 'dist/index.js', 'dist/licenses.txt', 'schemas/openenv.schema.json']));
  expect(packedFiles.filter((f) => /^(src|test|scripts|bench|node_modules)\//.test(f) || f.endsWith('.ts'))).toEqual([]);
});

test('npx openenv-ci --version prints package.json\'s version', () => {
  const version = run('npx', ['--no-install', 'openenv-ci', '--version'], installed);
  expect(version.stderr).toBe('');
  expect(version.stdout.trim()).toBe(pkg.version);
  expect(version.status).toBe(0);
});

test('npx openenv-ci manifests reports a broken manifest and exits 1; a clean one exits 0', () => {
  const project = join(temp, 'project');
  mkdirSync(join(project, 'envs/good'), { recursive: true });
  mkdirSync(join(project, 'envs/bad'), { recursive: true });
  writeFileSync(join(project, 'envs/good/openenv.yaml'), 'spec_version: 1\nname: good_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n');
  const clean = run('npx', ['--no-install', '--prefix', installed, 'openenv-ci', 'manifests', '--format', 'json', 'envs/good'], project);
  expect(clean.status).toBe(0);
  writeFileSync(join(project, 'envs/bad/openenv.yaml'), 'spec_version: 1\nname: bad_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: not-a-port\n');
  const broken = run('npx', ['--no-install', '--prefix', installed, 'openenv-ci', 'manifests', '--format', 'json', '.'], project);
  expect(broken.status).toBe(1);
  const report = JSON.parse(broken.stdout) as { findings: { file: string; severity: string }[] };
  expect(report.findings.filter((f) => f.severity === 'error').map((f) => f.file)).toContain('envs/bad/openenv.yaml');
  expect(report.findings.some((f) => f.file === 'envs/good/openenv.yaml' && f.severity === 'error')).toBe(false);
});
