// One esbuild setup for the helper scripts (bench, docs, schemas) that run TypeScript sources in plain
// node: an ESM bundle for Node 20 with a `require` for the CommonJS dependencies that need one.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

export async function bundleForNode(entry, outfile) {
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    // ws loads these optional native accelerators in a try/catch; without them it uses pure JS.
    external: ['bufferutil', 'utf-8-validate'],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
    define: { __OPENENV_CI_VERSION__: JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).version) },
  });
  return outfile;
}
