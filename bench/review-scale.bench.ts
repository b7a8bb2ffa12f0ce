/**
 * Review at scale (issue 15: "a 20,000-file diff takes review 611 s"; goal: minutes, within 1 GB).
 * Generates a synthetic pull request (bench/support/synthetic-pr.ts) and runs the built CLI's
 * `review --base --head` on it as a process under /usr/bin/time: wall time, CPU (with git and ruff
 * children) and peak RSS, beside the goals. Exits 1 when a goal is missed.
 *
 *   npm run build && npm run bench -- review-scale
 *   BENCH_FILES=20000 BENCH_CHANGED=10   files in the pull request, changed lines per file
 *   BENCH_CLI=/path/to/other/dist/cli.js  another build (the "before" column)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { makeSyntheticPr } from './support/synthetic-pr.js';

const CLI = resolve(process.env.BENCH_CLI ?? 'dist/cli.js');
const FILES = Number(process.env.BENCH_FILES ?? 20_000);
const CHANGED = Number(process.env.BENCH_CHANGED ?? 10);
const GOAL_WALL_S = 300;
const GOAL_RSS_MIB = 1024;

if (!existsSync(CLI)) {
  console.log(`${CLI} missing: run npm run build first`);
  process.exit(1);
}
const setup = performance.now();
const pr = makeSyntheticPr({ files: FILES, linesPerFile: Math.max(40, CHANGED + 20), changedPerFile: CHANGED });
console.log(`cli: ${CLI}; ${FILES} files, ${pr.changedLines} changed lines, set up in ${((performance.now() - setup) / 1000).toFixed(1)} s; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
try {
  const ruff = (process.env.PATH ?? '').split(':').some((dir) => existsSync(join(dir, 'ruff')));
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', 'TIME %U %S %M', process.execPath, CLI, 'review', '--base', pr.base, '--head', pr.head, '--format', 'json', '--fail-on', 'never', '--output', join(pr.dir, '.review.json')], {
    cwd: pr.dir,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    timeout: 30 * 60_000,
  });
  const wallS = (performance.now() - started) / 1000;
  const m = /TIME ([\d.]+) ([\d.]+) (\d+)\s*$/.exec(run.stderr ?? '');
  const cpuS = m ? Number(m[1]) + Number(m[2]) : Number.NaN;
  const rssMiB = m ? Number(m[3]) / 1024 : Number.NaN;
  if (run.status !== 0 && run.status !== 1) console.log(`review exited ${run.status ?? run.signal}: ${(run.stderr ?? '').slice(-600)}`);
  console.log(`review (ruff ${ruff ? 'on PATH' : 'not installed'}): ${wallS.toFixed(1)} s wall (goal ${GOAL_WALL_S} s), ${cpuS.toFixed(1)} s CPU with children, peak RSS ${rssMiB.toFixed(0)} MiB (goal ${GOAL_RSS_MIB} MiB)`);
  if (!(wallS <= GOAL_WALL_S && rssMiB <= GOAL_RSS_MIB && (run.status === 0 || run.status === 1))) process.exit(1);
} finally {
  rmSync(pr.dir, { recursive: true, force: true });
}
