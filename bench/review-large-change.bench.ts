/**
 * Review of a change larger than it reads (issue 30: "a 210 MB change, 60 Python files of 3.5 MB, holds
 * review for 174 s at 3.8 GB peak RSS"). Generates two changes, 60 and 120 files of 3.5 MB (each under
 * the per-file cap), and runs the built CLI's `review --base --head` on each under /usr/bin/time: peak
 * RSS and CPU (with git's), beside the floor (`git diff` of the same range alone, its CPU and RSS).
 * Memory follows `max-change-bytes`, not the change: the goal is the 120-file change within 1.3× the
 * 60-file one's peak RSS. Exits 1 when it is missed.
 *
 *   npm run build && npm run bench -- review-large-change
 *   BENCH_CLI=/path/to/other/dist/cli.js   another build (the "before" column)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CLI = resolve(process.env.BENCH_CLI ?? 'dist/cli.js');
const FILE_BYTES = 3.5 * 1024 * 1024;
const GOAL_RSS_RATIO = 1.3;

if (!existsSync(CLI)) {
  console.log(`${CLI} missing: run npm run build first`);
  process.exit(1);
}

const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 'a', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: 'a', GIT_COMMITTER_EMAIL: 'a@example.com' };
const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8', maxBuffer: 1 << 20 }).trim();

/** Generated Python: distinct lines (so git cannot share blobs), about 80 bytes each. */
function generated(seed: number): string {
  const lines: string[] = [];
  let bytes = 0;
  for (let n = 0; bytes < FILE_BYTES; n++) {
    const line = `value_${seed}_${n} = compute(${(n * 2654435761 + seed) % 1_000_000_007}, 'abcdefghij' * 3)  # generated\n`;
    lines.push(line);
    bytes += line.length;
  }
  return lines.join('');
}

function timed(cwd: string, command: string, args: string[]): { cpuS: number; rssMiB: number; status: number | null } {
  const run = spawnSync('/usr/bin/time', ['-f', 'TIME %U %S %M', command, ...args], { cwd, env, encoding: 'utf8', maxBuffer: 1 << 20, stdio: ['ignore', 'ignore', 'pipe'], timeout: 20 * 60_000 });
  const m = /TIME ([\d.]+) ([\d.]+) (\d+)\s*$/.exec(run.stderr ?? '');
  return { cpuS: m ? Number(m[1]) + Number(m[2]) : Number.NaN, rssMiB: m ? Number(m[3]) / 1024 : Number.NaN, status: run.status };
}

const dir = mkdtempSync(join(tmpdir(), 'review-large-change-'));
try {
  git(dir, 'init', '-q', '-b', 'main');
  mkdirSync(join(dir, 'envs/echo_env/server'), { recursive: true });
  writeFileSync(join(dir, 'envs/echo_env/server/app.py'), 'x = 1\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  git(dir, 'tag', 'A');
  for (const [tag, from, to] of [['B', 0, 60], ['C', 60, 120]] as const) {
    for (let i = from; i < to; i++) writeFileSync(join(dir, `envs/echo_env/server/gen_${String(i).padStart(3, '0')}.py`), generated(i));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', tag);
    git(dir, 'tag', tag);
  }
  console.log(`cli: ${CLI}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const peaks: number[] = [];
  for (const [tag, files] of [['B', 60], ['C', 120]] as const) {
    const diffBytes = Number(execFileSync('sh', ['-c', `git diff --raw -z -p -U0 -M A ${tag} | wc -c`], { cwd: dir, env, encoding: 'utf8' }).trim());
    const floor = timed(dir, 'git', ['diff', '--raw', '-z', '-p', '-U0', '-M', '--output=/dev/null', 'A', tag]);
    const review = timed(dir, process.execPath, [CLI, 'review', '--base', 'A', '--head', tag, '--format', 'json', '--fail-on', 'never']);
    peaks.push(review.rssMiB);
    console.log(
      `${files} files (${(diffBytes / 1048576).toFixed(0)} MiB of diff): review ${review.cpuS.toFixed(1)} s CPU, peak RSS ${review.rssMiB.toFixed(0)} MiB` +
        ` | floor git diff ${floor.cpuS.toFixed(1)} s CPU, ${floor.rssMiB.toFixed(0)} MiB | ratio CPU ${(review.cpuS / floor.cpuS).toFixed(1)}×` +
        (review.status === 0 ? '' : ` (exit ${review.status})`),
    );
  }
  const ratio = peaks[1]! / peaks[0]!;
  console.log(`peak RSS 120 files ÷ 60 files: ${ratio.toFixed(2)} (goal ≤ ${GOAL_RSS_RATIO}: memory follows max-change-bytes, not the change)`);
  if (!(ratio <= GOAL_RSS_RATIO)) process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
