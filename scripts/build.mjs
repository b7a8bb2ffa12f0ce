// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with esbuild. Output is deterministic
// (no timestamps, stable chunk names from content hashes), so CI can fail when dist/ is stale.
import { build } from 'esbuild';
import { rmSync, readdirSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { index: 'src/main-entry.ts', cli: 'src/cli-entry.ts' },
  outdir: 'dist',
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
import { readFileSync, writeFileSync } from 'node:fs';
const cliPath = 'dist/cli.js';
writeFileSync(cliPath, `#!/usr/bin/env node\n${readFileSync(cliPath, 'utf8')}`, { mode: 0o755 });
console.log(`built dist/: ${readdirSync('dist').join(', ')}`);
