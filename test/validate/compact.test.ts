import { StringPool } from '../../src/checks/validate/compact.js';
import type { CriterionResult } from '../../src/checks/validate/criteria.js';
import type { Finding } from '../../src/engine/finding.js';

// The records validate keeps until the report (issue 29): the JSON they give must not change.
describe('StringPool', () => {
  const shapes: CriterionResult[] = [
    { id: 'structure/manifest-present', status: 'pass', severity: 'error', message: 'openenv.yaml exists.' },
    { id: 'structure/pyproject-valid', status: 'pass', severity: 'error', message: 'pyproject.toml parses.', file: 'envs/echo_env/pyproject.toml' },
    { id: 'structure/server-script', status: 'pass', severity: 'error', message: '[project.scripts] server = "echo_env.server.app:main".', file: 'envs/echo_env/pyproject.toml', line: 33 },
    { id: 'resources/no-large-files', status: 'pass', severity: 'warning', message: 'No file over 5.0 MiB.', evidence: '50.0 MiB', file: 'envs/echo_env', line: 1 },
    // An order no criterion writes today still comes out as it went in.
    { file: 'envs/echo_env/Dockerfile', id: 'docker/base-image', status: 'fail', severity: 'warning', message: 'FROM has no tag.', column: 6 } as CriterionResult,
  ];

  it('gives records whose JSON (keys, their order, values) is the original', () => {
    const pool = new StringPool();
    for (const c of shapes) expect(JSON.stringify(pool.criterion(c))).toBe(JSON.stringify(c));
  });

  it('keeps one object for a record without a file in every environment, and one copy of each string', () => {
    const pool = new StringPool();
    // Messages as validate builds them: from a file's text, a new string each environment.
    const text = 'name: echo_env\nversion: 1\n';
    const message = () => `openenv.yaml names ${text.slice(6, 14)}.`;
    const a = pool.criterion({ id: 'structure/manifest-valid', status: 'pass', severity: 'error', message: message() });
    const b = pool.criterion({ id: 'structure/manifest-valid', status: 'pass', severity: 'error', message: message() });
    expect(a).toBe(b);
    expect(a.message).toBe('openenv.yaml names echo_env.');
    const c = pool.criterion({ id: 'structure/manifest-valid', status: 'fail', severity: 'error', message: message() });
    expect(c).not.toBe(a);
    const withFile = (file: string) => pool.criterion({ id: 'structure/pyproject-valid', status: 'pass', severity: 'error', message: 'pyproject.toml parses.', file });
    expect(withFile('envs/a/pyproject.toml')).not.toBe(withFile('envs/b/pyproject.toml'));
    expect(withFile('envs/a/pyproject.toml')).toEqual(withFile('envs/a/pyproject.toml'));
  });

  it('keeps findings as they were', () => {
    const pool = new StringPool();
    const f: Finding = { rule: 'deps/lockfile-in-sync', severity: 'error', file: 'envs/atari_env/uv.lock', line: 1613, message: 'uv.lock is stale.', fingerprint: '455ac6be242011caae6e0e65cc74c9b3' };
    expect(JSON.stringify(pool.finding(f))).toBe(JSON.stringify(f));
  });
});
