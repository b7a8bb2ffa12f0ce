// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with esbuild. Output is deterministic
// (no timestamps, stable chunk names from content hashes), so CI can fail when dist/ is stale.
// It builds into a fresh folder and swaps it in at the end, so a test running dist/ meanwhile never
// sees a half-written bundle. OPENENV_CI_BUILD_OUTDIR builds elsewhere (the test run's own bundle).
// Beside the bundle it writes licenses.txt: every bundled package with its licence text.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { bundledLicenses } from './licenses.mjs';

const outDir = process.env.OPENENV_CI_BUILD_OUTDIR || 'dist';
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const staging = `.tmp/dist-${process.pid}`;
rmSync(staging, { recursive: true, force: true });
const result = await build({
  entryPoints: { index: 'src/main-entry.ts', cli: 'src/cli-entry.ts' },
  outdir: staging,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: false,
  legalComments: 'none',
  // ws loads these optional native accelerators in a try/catch; without them it uses pure JS.
  external: ['bufferutil', 'utf-8-validate'],
  // Some bundled CommonJS dependencies call require() for Node built-ins.
  banner: { js: "import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);" },
  logLevel: 'warning',
  // The one version source is package.json (src/version.ts reads this constant).
  define: { __OPENENV_CI_VERSION__: JSON.stringify(version) },
  metafile: true,
});
writeFileSync(`${staging}/licenses.txt`, bundledLicenses(result.metafile));
// The CLI needs a shebang and nothing else to be runnable as `openenv-ci`.
const cliPath = `${staging}/cli.js`;
writeFileSync(cliPath, `#!/usr/bin/env node\n${readFileSync(cliPath, 'utf8')}`, { mode: 0o755 });
const old = `.tmp/dist-old-${process.pid}`;
try {
  renameSync(outDir, old);
} catch {
  /* first build: no dist yet */
}
mkdirSync(dirname(outDir), { recursive: true });
renameSync(staging, outDir);
rmSync(old, { recursive: true, force: true });
console.log(`built ${outDir}/: ${readdirSync(outDir).join(', ')}`);
