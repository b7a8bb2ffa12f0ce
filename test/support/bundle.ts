import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The bundle the e2e tests run: the one jest's global setup built from the current sources
 * (test/jest/global-setup.mjs), or the folder OPENENV_CI_TEST_DIST names; dist/ when neither (a test
 * file run outside jest's setup).
 */
export const DIST_DIR = process.env.OPENENV_CI_TEST_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url));
export const ACTION_BUNDLE = join(DIST_DIR, 'index.js');
export const CLI_BUNDLE = join(DIST_DIR, 'cli.js');

/** A missing bundle is a failure, never a skip. */
export function assertBundle(): void {
  for (const file of [ACTION_BUNDLE, CLI_BUNDLE]) {
    if (!existsSync(file)) throw new Error(`${file} does not exist: run \`npm run build\` (or set OPENENV_CI_TEST_DIST to a bundle folder).`);
  }
}
