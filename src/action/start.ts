import type { CheckId } from '../engine/check.js';
import { enableCompileCache } from '../compile-cache.js';

/**
 * Starts the action: the root action's dist/index.js calls it without a check, each sub-action's entry
 * (dist/<check>.js, written by scripts/build.mjs) with its check. The compile cache is on before the
 * action's code is loaded.
 */
export async function startAction(check?: CheckId): Promise<void> {
  enableCompileCache();
  const { run } = await import('../main.js');
  await run(process.env, check ? { check } : {});
}
