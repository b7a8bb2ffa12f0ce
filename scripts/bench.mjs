// Benchmarks print figures; only bench/floors.bench.ts asserts (exit 1 when a ratio to its floor is more
// than 50% over its goal, see docs/performance.md). Each bench/<name>.bench.ts is bundled with esbuild into
// .tmp/bench and run in its own node process (with --expose-gc so peak-memory figures are honest).
// Usage: npm run bench [-- name ...] [-- name /path ...]: arguments that are no bench's name (a path) are
// handed to every bench that runs (validate-peer takes an OpenEnv checkout so).
import { bundleForNode } from './bundle-node.mjs';
import { readdirSync, mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const all = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''));
const wanted = process.argv.slice(2).filter((a) => all.includes(a));
const passed = process.argv.slice(2).filter((a) => !all.includes(a));
const benches = all
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();
mkdirSync('.tmp/bench', { recursive: true });
let failed = 0;
for (const name of benches) {
  const outfile = `.tmp/bench/${name}.mjs`;
  await bundleForNode(`bench/${name}.bench.ts`, outfile);
  console.log(`\n## bench: ${name}`);
  const run = spawnSync(process.execPath, ['--expose-gc', outfile, ...passed], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
if (failed) {
  console.error(`${failed} benchmark(s) failed`);
  process.exit(1);
}
