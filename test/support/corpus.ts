import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * The real manifests no one here wrote (`shared/corpus/openenv-yaml`, beside the repository in every
 * checkout and in CI). OPENENV_CI_CORPUS overrides. Missing is an error, never a silent skip.
 */
export function corpusDir(): string {
  const candidates = [process.env.OPENENV_CI_CORPUS, join(REPO_ROOT, '../shared/corpus/openenv-yaml'), '/work/shared/corpus/openenv-yaml'];
  const found = candidates.find((dir): dir is string => !!dir && existsSync(join(dir, 'INDEX.tsv')));
  if (!found) throw new Error(`the real corpus (shared/corpus/openenv-yaml beside the repository) was not found; set OPENENV_CI_CORPUS`);
  return found;
}
