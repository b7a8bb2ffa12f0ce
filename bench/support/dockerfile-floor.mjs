/**
 * The floor dockerfile-ast sets under validate (bench/validate-peer.bench.ts): node starts, reads each
 * environment's Dockerfile (server/Dockerfile, else Dockerfile) under the folder given and parses it,
 * reading every instruction's arguments as validate's model does. Nothing is checked.
 *
 *   node bench/support/dockerfile-floor.mjs <folder of environments>
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const { DockerfileParser } = createRequire(import.meta.url)('dockerfile-ast');
const root = process.argv[2];
let parsed = 0;
for (const name of readdirSync(root)) {
  const file = [join(root, name, 'server', 'Dockerfile'), join(root, name, 'Dockerfile')].find((p) => existsSync(p));
  if (!file) continue;
  for (const instruction of DockerfileParser.parse(readFileSync(file, 'utf8')).getInstructions()) instruction.getArguments();
  parsed++;
}
if (parsed === 0) process.exitCode = 1;
