/** The static validator over every real manifest, each dropped into the template environment. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { criterionOf, fixtureFiles, validateTree } from '../validate/helpers.js';
import { corpusDir } from './corpus.js';

const T = 'template_env';

describe('corpus manifests (real openenv.yaml files no one here wrote)', () => {
  const corpusPath = corpusDir();
  test('every corpus manifest validates without an internal error, and list-form tasks are not treated as the proposed block', async () => {
    const names = readdirSync(corpusPath).sort(); // a missing corpus is a failure, never a skip
    expect(names.length).toBeGreaterThan(100);
    const base = fixtureFiles(T);
    const files: Record<string, string | Uint8Array> = {};
    const roots: string[] = [];
    names.forEach((name, i) => {
      const root = `envs/e${i}`;
      roots.push(root);
      for (const [p, c] of Object.entries(base)) files[`${root}/${p}`] = c;
      files[`${root}/openenv.yaml`] = readFileSync(join(corpusPath, name));
    });
    const { environments } = await validateTree(files, roots);
    expect(environments).toHaveLength(names.length);
    for (const env of environments) {
      expect(env.criteria.some((c) => /internal error/.test(c.message))).toBe(false);
      // The packaging files are the template's, so the parity verdict depends only on the manifest existing.
      expect(env.openenv_validate_equivalent).toBe(true);
    }
    const listTasks = environments.filter((e) => criterionOf(e, 'tasks/declared-valid').message.includes('list of task records'));
    expect(listTasks.length).toBeGreaterThan(50);
    expect(listTasks.every((e) => criterionOf(e, 'structure/manifest-extensions-valid').status !== 'fail' || !/tasks\.(count|ids|sample|reset_kwarg|source)/.test(criterionOf(e, 'structure/manifest-extensions-valid').message))).toBe(true);
  });
});
