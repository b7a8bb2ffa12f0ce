// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with esbuild. Output is deterministic
// (no timestamps, stable chunk names from content hashes), so CI can fail when dist/ is stale.
// It builds into a fresh folder and swaps it in at the end, so a test running dist/ meanwhile never
// sees a half-written bundle.
import { build } from 'esbuild';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

const staging = `.tmp/dist-${process.pid}`;
rmSync(staging, { recursive: true, force: true });
await build({
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
});
// The CLI needs a shebang and nothing else to be runnable as `openenv-ci`.
const cliPath = `${staging}/cli.js`;
writeFileSync(cliPath, `#!/usr/bin/env node\n${readFileSync(cliPath, 'utf8')}`, { mode: 0o755 });
const old = `.tmp/dist-old-${process.pid}`;
try {
  renameSync('dist', old);
} catch {
  /* first build: no dist yet */
}
renameSync(staging, 'dist');
rmSync(old, { recursive: true, force: true });
console.log(`built dist/: ${readdirSync('dist').join(', ')}`);
