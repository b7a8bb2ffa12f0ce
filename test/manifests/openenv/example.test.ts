/** The bundled example repository's environments, read from disk through the real working-tree view. */
import { join } from 'node:path';
import { WorkingTreeView } from '../../../src/repo/working-tree.js';
import { runManifestChecks } from '../../../src/checks/manifests/run.js';

const root = join(process.cwd(), 'examples/openenv-repo');

test('echo_env is clean, coding_env is legacy, sql_debug_env has its real problems', async () => {
  const findings = await runManifestChecks(new WorkingTreeView(root));
  const at = (env: string) => findings.filter((f) => f.file === `envs/${env}/openenv.yaml`).map((f) => `${f.rule}@${f.line}`);
  expect(at('echo_env')).toEqual([]);
  expect(at('coding_env')).toEqual(['openenv-yaml/legacy-format@1']);
  const sql = at('sql_debug_env');
  expect(sql).toEqual(
    expect.arrayContaining([
      'openenv-yaml/spec-version-type@2',
      'openenv-yaml/name-snake-case@3',
      // type and runtime in a format of its own: one finding (issue 26).
      'openenv-yaml/custom-format@4',
      'openenv-yaml/app-format@8',
      'openenv-yaml/port-numeric-string@9',
      'openenv-yaml/version-number@10',
      'openenv-yaml/variables-type@12',
      'openenv-yaml/push-required-file@2', // line 1 is a comment: file-level findings point at the first key
    ]),
  );
  const errors = findings.filter((f) => f.severity === 'error' && f.file.startsWith('envs/')).map((f) => `${f.file}:${f.rule}`);
  expect(errors.sort()).toEqual(['envs/sql_debug_env/openenv.yaml:openenv-yaml/app-format', 'envs/sql_debug_env/openenv.yaml:openenv-yaml/variables-type']);
});
