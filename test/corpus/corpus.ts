import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * Where the real corpus lives: OPENENV_CI_CORPUS (the `corpus` folder, or its `openenv-yaml`
 * subfolder), else `shared/corpus` beside the repository. Only `npm run test:corpus` reads it (and skips
 * every suite, with a notice, when neither is there: jest.corpus.config.js); `npm
 * test` never does, so a fresh clone passes without it.
 */
function corpusRoot(): string {
  const candidates = [process.env.OPENENV_CI_CORPUS, join(REPO_ROOT, '../shared/corpus')].filter((d): d is string => !!d);
  for (const dir of candidates) {
    if (existsSync(join(dir, 'openenv-yaml/INDEX.tsv'))) return resolve(dir);
    if (existsSync(join(dir, 'INDEX.tsv'))) return resolve(dir, '..');
  }
  throw new Error(
    `npm run test:corpus needs the real-manifest corpus: none found at ${candidates.join(' or ')}. ` +
      'Set OPENENV_CI_CORPUS to the corpus folder (the one holding openenv-yaml/INDEX.tsv).',
  );
}

/** The real manifests no one here wrote (`corpus/openenv-yaml`, with INDEX.tsv). Missing once the suites run is an error. */
export function corpusDir(): string {
  return join(corpusRoot(), 'openenv-yaml');
}

/** The specs beside the corpus (`shared/spec`), or OPENENV_CI_SPEC. Missing is an error. */
export function specDir(): string {
  const dir = process.env.OPENENV_CI_SPEC ?? join(corpusRoot(), '../spec');
  if (!existsSync(join(dir, 'openenv-yaml.md'))) throw new Error(`the specs (openenv-yaml.md) were not found in ${dir}; set OPENENV_CI_SPEC`);
  return dir;
}
