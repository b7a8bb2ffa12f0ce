import module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Node's on-disk module compile cache (`module.enableCompileCache`, node ≥ 22.1; the action runs on
 * node24): later runs load the bundle's chunks without compiling them again. The cache lives in the
 * runner's temporary folder (RUNNER_TEMP, else the OS one). Node 20 has no such cache: a no-op there.
 * Call it before importing the code to cache; modules already loaded are not cached.
 */
export function enableCompileCache(env: NodeJS.ProcessEnv = process.env): void {
  const enable = (module as { enableCompileCache?: (directory?: string) => unknown }).enableCompileCache;
  if (typeof enable !== 'function') return;
  try {
    enable(join(env.RUNNER_TEMP || tmpdir(), 'openenv-ci-compile-cache'));
  } catch {
    /* an unwritable cache folder only costs speed */
  }
}
