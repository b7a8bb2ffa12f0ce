import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settingsFromArgv, settingsFromInputs, parseCheckList } from '../src/settings.js';
import { UserError } from '../src/engine/errors.js';

describe('settingsFromInputs', () => {
  it('reads INPUT_* the way the runner sets them (hyphens kept)', () => {
    const s = settingsFromInputs({ GITHUB_WORKSPACE: '/w', 'INPUT_CHECKS': 'rfc-lint,\nmanifests', 'INPUT_FAIL-ON': 'warning', INPUT_COMMENT: 'false', 'INPUT_SARIF-FILE': 'x.sarif', GITHUB_REPOSITORY: 'o/r' });
    expect(s.checks).toEqual(['rfc-lint', 'manifests']);
    expect(s.failOn).toBe('warning');
    expect(s.comment).toBe(false);
    expect(s.sarifFile).toBe('/w/x.sarif');
    expect(s.root).toBe('/w');
    expect(s.repositorySlug).toBe('o/r');
  });
  it('rejects a bad fail-on with the allowed values', () => {
    expect(() => settingsFromInputs({ 'INPUT_FAIL-ON': 'sometimes' })).toThrow(/fail-on must be one of error, warning, never/);
  });
});

describe('settingsFromArgv', () => {
  it('parses a command, its path and the common options', () => {
    const r = settingsFromArgv(['rfc-lint', '--base', 'main', '--format', 'json', 'repo'], {}, '/cwd', false);
    expect(r.kind).toBe('run');
    if (r.kind !== 'run') return;
    expect(r.settings).toMatchObject({ command: 'rfc-lint', checks: ['rfc-lint'], root: '/cwd/repo', base: 'main', format: 'json', failOn: 'error', color: false });
  });
  it('unknown flags and commands are usage errors', () => {
    expect(() => settingsFromArgv(['rfc-lint', '--nope'], {}, '/', false)).toThrow(UserError);
    expect(() => settingsFromArgv(['lint'], {}, '/', false)).toThrow(/unknown command "lint"/);
    expect(() => settingsFromArgv(['manifests', '--format', 'xml'], {}, '/', false)).toThrow(/format must be one of/);
    // Extra paths are a usage error naming them; after --source, the shell expanded an unquoted glob.
    expect(() => settingsFromArgv(['manifests', 'a', 'b'], {}, '/', false)).toThrow(/^manifests takes one path \(got 2: a, b\)\.$/);
    expect(() => settingsFromArgv(['audit', '--source', 'envs/a', 'envs/b', 'envs/c', 'envs/d', 'envs/e'], {}, '/', false)).toThrow(
      /^audit takes one path \(got 4: envs\/b, envs\/c, envs\/d, \.\.\.\)\. The shell expanded a --source glob: quote it \(--source 'envs\/\*'\)/,
    );
  });
  it('reads environment folders given to audit as its source, and a manifest given to manifests as its folder', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'openenv-ci-audit-paths-'));
    try {
      for (const env of ['envs/a_env', 'envs/b_env']) {
        mkdirSync(join(cwd, env), { recursive: true });
        writeFileSync(join(cwd, env, 'openenv.yaml'), 'spec_version: 1\nname: x\n');
      }
      mkdirSync(join(cwd, 'docs'));
      const audit = (...args: string[]) => {
        const r = settingsFromArgv(['audit', ...args], {}, cwd, false);
        if (r.kind !== 'run') throw new Error('not a run');
        return { root: r.settings.root, source: r.settings.checkOptions.audit?.source };
      };
      // A folder of environments is `--source '<folder>/*'`, an environment (or several, as the shell's
      // `envs/*` gives them) is itself; the root is the current directory, as for validate's paths.
      expect(audit('envs')).toEqual({ root: cwd, source: 'envs/*' });
      expect(audit('envs/a_env')).toEqual({ root: cwd, source: 'envs/a_env' });
      expect(audit('envs/a_env', 'envs/b_env')).toEqual({ root: cwd, source: 'envs/a_env\nenvs/b_env' });
      expect(audit(join(cwd, 'envs'))).toEqual({ root: cwd, source: 'envs/*' });
      // Unchanged: no path, a path holding no environment, or an option that chooses what to audit.
      expect(audit()).toEqual({ root: cwd, source: undefined });
      expect(audit('docs')).toEqual({ root: join(cwd, 'docs'), source: undefined });
      expect(audit('--hub-author', 'my-org', 'envs')).toEqual({ root: join(cwd, 'envs'), source: undefined });
      expect(audit('--source', 'envs/a_env', 'envs')).toEqual({ root: join(cwd, 'envs'), source: 'envs/a_env' });
      expect(() => audit('envs/a_env', 'docs')).toThrow(/^audit takes one path \(got 2: envs\/a_env, docs\)\.$/);
      // manifests given the manifest file itself lints the folder that holds it; another file stays the root.
      writeFileSync(join(cwd, 'docs', 'notes.md'), '# notes\n');
      const manifestsRoot = (path: string) => {
        const r = settingsFromArgv(['manifests', path], {}, cwd, false);
        return r.kind === 'run' ? r.settings.root : undefined;
      };
      expect(manifestsRoot('envs/a_env/openenv.yaml')).toBe(join(cwd, 'envs/a_env'));
      expect(manifestsRoot('envs/a_env')).toBe(join(cwd, 'envs/a_env'));
      expect(manifestsRoot('docs/notes.md')).toBe(join(cwd, 'docs/notes.md'));
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
  it('honours NO_COLOR and --color', () => {
    const a = settingsFromArgv(['manifests'], { NO_COLOR: '1' }, '/', true);
    const b = settingsFromArgv(['manifests', '--color'], {}, '/', false);
    expect(a.kind === 'run' && a.settings.color).toBe(false);
    expect(b.kind === 'run' && b.settings.color).toBe(true);
  });
  it('help and version', () => {
    expect(settingsFromArgv([], {}, '/', false).kind).toBe('help');
    expect(settingsFromArgv(['--version'], {}, '/', false).kind).toBe('version');
  });
});

describe('parseCheckList', () => {
  it('names the unknown check', () => {
    expect(() => parseCheckList('rfc-lint, lint')).toThrow(/unknown check "lint"/);
  });
});
