import { readFileSync } from 'node:fs';

// The bundle gets the version from package.json at build time (esbuild `define` in scripts/build.mjs
// and scripts/bundle-node.mjs); unbundled runs (the tests) read package.json itself. One source.
declare const __OPENENV_CI_VERSION__: string | undefined;

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/** The tool's version, reported in SARIF and `--version`: package.json's. */
export const VERSION: string = typeof __OPENENV_CI_VERSION__ === 'string' ? __OPENENV_CI_VERSION__ : packageVersion();
