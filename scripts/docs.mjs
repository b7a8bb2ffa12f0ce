// Regenerates action.yml check inputs, the README inputs table and docs/rules.md from the sources.
import { bundleForNode } from './bundle-node.mjs';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
await bundleForNode('src/docs/cli.ts', '.tmp/docs.mjs');
const run = spawnSync(process.execPath, ['.tmp/docs.mjs', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
