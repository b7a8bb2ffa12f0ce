// Writes schemas/openenv.schema.json and schemas/environment.schema.json from the zod definitions
// (src/checks/manifests/schemas.ts), bundled with esbuild (scripts/bundle-node.mjs).
// Usage: node scripts/generate-schemas.mjs [--check]   (--check: exit 1 if a committed file differs)
import { bundleForNode } from './bundle-node.mjs';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const check = process.argv.includes('--check');
const outfile = resolve('.tmp/schemas/schemas.mjs');
mkdirSync('.tmp/schemas', { recursive: true });
await bundleForNode('src/checks/manifests/schemas.ts', outfile);
const { buildJsonSchemas, serializeSchema } = await import(pathToFileURL(outfile).href);

mkdirSync('schemas', { recursive: true });
let stale = 0;
for (const { file, schema } of buildJsonSchemas()) {
  const path = `schemas/${file}`;
  const text = serializeSchema(schema);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (current === text) {
    console.log(`${path}: up to date`);
  } else if (check) {
    console.error(`${path}: differs from the zod definitions; run \`node scripts/generate-schemas.mjs\``);
    stale++;
  } else {
    writeFileSync(path, text);
    console.log(`${path}: written`);
  }
}
if (stale) process.exit(1);
