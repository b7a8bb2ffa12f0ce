/** The bundled example repository, read from disk: echo_env is the clean environment, the other two keep their problems. */
import { join } from 'node:path';
import { WorkingTreeView } from '../../src/repo/working-tree.js';
import { discoverEnvRoots, runStaticValidation } from '../../src/checks/validate/static/run.js';

test('examples/openenv-repo: echo_env passes every static criterion; coding_env and sql_debug_env fail parity', async () => {
  const view = new WorkingTreeView(join(process.cwd(), 'examples/openenv-repo'));
  const roots = discoverEnvRoots(await view.listFiles(), ['envs']);
  expect(roots).toEqual(['envs/coding_env', 'envs/echo_env', 'envs/sql_debug_env']);
  const { environments, findings } = await runStaticValidation(view, roots, { pythonAst: 'off' });
  const echo = environments.find((e) => e.path === 'envs/echo_env')!;
  expect(echo.criteria.filter((c) => c.status === 'fail')).toEqual([]);
  expect(echo.openenv_validate_equivalent).toBe(true);
  // Only the proposed tools:/tasks: blocks are undeclared (skip); everything else is evaluated and passes.
  expect(echo.criteria.filter((c) => c.status === 'skip').map((c) => c.id)).toEqual(['tools/declared-valid', 'tasks/declared-valid']);
  expect(findings.filter((f) => f.file.startsWith('envs/echo_env/'))).toEqual([]);
  for (const env of ['envs/coding_env', 'envs/sql_debug_env']) {
    const record = environments.find((e) => e.path === env)!;
    expect(record.openenv_validate_equivalent).toBe(false);
    expect(record.criteria.filter((c) => c.status === 'fail' && c.severity === 'error').map((c) => c.id)).toEqual(
      expect.arrayContaining(['structure/server-script', 'deps/lockfile-present']),
    );
  }
});
