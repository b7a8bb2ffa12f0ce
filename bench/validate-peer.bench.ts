/**
 * validate against OpenEnv's own validator, end to end, on real environments (issue 29). Takes an OpenEnv
 * checkout, lays out its environments in a temporary folder once (34), ten times over (340) and about
 * sixty times over (2,000; hard links, so the copies cost no disk), and runs alternately, in one run, our
 * CLI as a user runs it (`node dist/cli.js validate <folder> --format json`) and OpenEnv's validator
 * (`validate_multi_mode_deployment` from the checkout's src/openenv/cli/_validation.py, through
 * bench/openenv-validator.py) over the same folders. Prints per workload the median wall time, CPU time
 * (user + system, children included) and peak RSS of each, the peer's and the ratio, with the load average;
 * then the review of OpenEnv #695 (+25,326/-2,101) in CPU with ruff off PATH when the checkout has the ref.
 * Beside them, the floor the library the guide names sets: a node process that reads each environment's
 * Dockerfile and parses it with dockerfile-ast (bench/support/dockerfile-floor.mjs), and nothing else.
 * Where python3 or the OpenEnv sources are missing it says so and prints our row alone.
 *
 *   npm run build && npm run bench -- validate-peer /path/to/openenv-checkout
 *   (or OPENENV_CHECKOUT=/path/to/openenv-checkout)
 *   BENCH_CLI=/path/to/other/dist/cli.js   another build instead of ours
 *   BENCH_BEFORE_CLI=/path/to/dist/cli.js  an earlier build, run in the same alternation (before, ours,
 *                                          peer, ...): a "before" column measured under the same load
 *   BENCH_RUNS=5                           alternated runs per workload (median)
 *   BENCH_PEER_SIZES=34,340,2000           which workloads (empty: the review row alone)
 *   OPENENV_MIRROR=/path/to/OpenEnv.git    where the review finds refs/pull/695/head when the checkout is
 *                                          not a git repository (a bare mirror will do)
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const CLI = resolve(process.env.BENCH_CLI ?? 'dist/cli.js');
const BEFORE_CLI = process.env.BENCH_BEFORE_CLI ? resolve(process.env.BENCH_BEFORE_CLI) : undefined;
const CHECKOUT = process.argv[2] ?? process.env.OPENENV_CHECKOUT;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = (process.env.BENCH_PEER_SIZES ?? '34,340,2000').split(',').filter(Boolean).map(Number);
const PEER_SCRIPT = resolve('bench/openenv-validator.py');
/** The part of validate no work of ours can remove: node, reading each Dockerfile and dockerfile-ast's parse of it. */
const FLOOR_SCRIPT = resolve('bench/support/dockerfile-floor.mjs');
const GOAL_RSS_340_MIB = 120;
const GOAL_FLAT = 1.3;

interface Sample {
  wallS: number;
  cpuS: number;
  rssMiB: number;
  status: number | null;
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ratio = (a: number, b: number) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? (a / b).toFixed(2) : '–');
const hasTime = existsSync('/usr/bin/time');

/** One process under /usr/bin/time -f (wall, user, system, peak RSS of the process and its waited children). */
function measure(command: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv): Sample {
  const started = performance.now();
  const run = hasTime
    ? spawnSync('/usr/bin/time', ['-f', 'TIME %e %U %S %M', command, ...args], { encoding: 'utf8', maxBuffer: 1 << 28, cwd, env })
    : spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 28, cwd, env });
  const wallS = (performance.now() - started) / 1000;
  const m = /TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)\s*$/.exec(run.stderr ?? '');
  if (run.status !== 0 && run.status !== 1) console.log(`  ${command} exited ${run.status ?? run.signal}: ${(run.stderr ?? '').slice(-400)}`);
  return { wallS, cpuS: m ? Number(m[2]) + Number(m[3]) : Number.NaN, rssMiB: m ? Number(m[4]) / 1024 : Number.NaN, status: run.status };
}

/** `count` environments from the checkout's envs/ under `dir`/envs (hard links where the file system allows). */
function layOut(envsDir: string, dir: string, count: number): number {
  const names = readdirSync(envsDir).filter((n) => existsSync(join(envsDir, n, 'openenv.yaml'))).sort();
  let made = 0;
  for (let copy = 0; made < count; copy++)
    for (const name of names) {
      if (made >= count) break;
      copyTree(join(envsDir, name), join(dir, 'envs', copy === 0 ? name : `${name}_${copy}`));
      made++;
    }
  return made;
}

function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const src = join(from, entry.name);
    const dst = join(to, entry.name);
    if (entry.isDirectory()) copyTree(src, dst);
    else if (entry.isFile()) {
      try {
        linkSync(src, dst);
      } catch {
        copyFileSync(src, dst);
      }
    }
  }
}

function summary(samples: Sample[]) {
  return { wallS: median(samples.map((s) => s.wallS)), cpuS: median(samples.map((s) => s.cpuS)), rssMiB: median(samples.map((s) => s.rssMiB)), maxRss: Math.max(...samples.map((s) => s.rssMiB)) };
}

for (const cli of [CLI, BEFORE_CLI]) {
  if (cli === undefined || existsSync(cli)) continue;
  console.log(`${cli} missing: run npm run build first`);
  process.exit(1);
}
const validation = CHECKOUT ? join(CHECKOUT, 'src/openenv/cli/_validation.py') : undefined;
const envsDir = CHECKOUT ? join(CHECKOUT, 'envs') : undefined;
if (!CHECKOUT || !envsDir || !existsSync(envsDir)) {
  console.log(`skipped: give an OpenEnv checkout (npm run bench -- validate-peer /path/to/OpenEnv, or OPENENV_CHECKOUT); ${CHECKOUT ? `${CHECKOUT} has no envs/` : 'none given'}`);
  process.exit(0);
}
let peerProblem: string | undefined;
if (!existsSync(validation!)) peerProblem = `${validation} missing (not an OpenEnv checkout with the validator)`;
else {
  const probe = spawnSync('python3', [PEER_SCRIPT, validation!], { encoding: 'utf8' });
  if (probe.error) peerProblem = `python3 not found (${probe.error.message})`;
  else if (probe.status !== 0) peerProblem = `OpenEnv's validator does not load: ${(probe.stderr ?? '').trim().split('\n').pop()}`;
}
if (peerProblem) console.log(`peer row skipped: ${peerProblem}`);
if (!hasTime) console.log('/usr/bin/time missing: CPU and peak RSS are not measured');

const work = mkdtempSync(join(tmpdir(), 'openenv-ci-validate-peer-'));
console.log(`cli: ${CLI}${BEFORE_CLI ? ` (before: ${BEFORE_CLI})` : ''}; checkout ${CHECKOUT}; ${RUNS} alternated runs per workload (median); load average at start ${load()}`);
const rows: string[] = [];
const rssOf = new Map<number, number>();
try {
  for (const size of SIZES) {
    const dir = join(work, `e${size}`);
    const made = layOut(envsDir, dir, size);
    const folders = readdirSync(join(dir, 'envs')).sort().map((n) => join(dir, 'envs', n));
    const ours: Sample[] = [];
    const earlier: Sample[] = [];
    const peer: Sample[] = [];
    const floor: Sample[] = [];
    const runs = size >= 1000 ? Math.max(1, Math.min(RUNS, 3)) : RUNS;
    const before = load();
    const validate = (cli: string) => measure(process.execPath, [cli, 'validate', join(dir, 'envs'), '--format', 'json', '--fail-on', 'never', '--output', join(work, 'report.json')], work);
    for (let i = 0; i < runs; i++) {
      if (BEFORE_CLI) earlier.push(validate(BEFORE_CLI));
      ours.push(validate(CLI));
      if (!peerProblem) peer.push(measure('python3', [PEER_SCRIPT, validation!, ...folders], work));
      floor.push(measure(process.execPath, [FLOOR_SCRIPT, join(dir, 'envs')], work));
    }
    const o = summary(ours);
    const b = earlier.length ? summary(earlier) : undefined;
    const p = peer.length ? summary(peer) : undefined;
    rssOf.set(made, o.maxRss);
    const bytes = folders.reduce((n, f) => n + treeBytes(f), 0);
    const label = `${made} environments${made === 34 ? ' (the checkout\'s own)' : ' (copies)'}, ${(bytes / 2 ** 20).toFixed(0)} MiB`;
    const pf = (x: number | undefined, unit: string, digits = 2) => (x === undefined || !Number.isFinite(x) ? 'skipped' : `${x.toFixed(digits)} ${unit}`);
    const was = (x: number | undefined, unit: string, digits = 2) => (BEFORE_CLI ? `${pf(x, unit, digits)} | ` : '');
    rows.push(`| ${label}: wall | ${was(b?.wallS, 's')}${o.wallS.toFixed(2)} s | ${pf(p?.wallS, 's')} | ${p ? ratio(o.wallS, p.wallS) : '–'} (goal ≤ 1) | ${before} → ${load()} |`);
    rows.push(`| ${label}: CPU | ${was(b?.cpuS, 's')}${pf(o.cpuS, 's')} | ${pf(p?.cpuS, 's')} | ${p ? ratio(o.cpuS, p.cpuS) : '–'} | |`);
    const f = summary(floor);
    rows.push(`| ${label}: floor, node reading and parsing each Dockerfile with dockerfile-ast, nothing else: wall | ${BEFORE_CLI ? '– | ' : ''}${f.wallS.toFixed(2)} s | ${pf(p?.wallS, 's')} | ${p ? ratio(f.wallS, p.wallS) : '–'} | |`);
    const rssGoal = made === 340 ? ` (goal ≤ ${GOAL_RSS_340_MIB} MiB)` : made >= 1000 && rssOf.has(340) ? ` (goal ≤ ${GOAL_FLAT}× the 340 run: ${(rssOf.get(340)! * GOAL_FLAT).toFixed(0)} MiB; now ${ratio(o.maxRss, rssOf.get(340)!)}×)` : '';
    rows.push(`| ${label}: peak RSS (max of runs) | ${was(b?.maxRss, 'MiB', 0)}${pf(o.maxRss, 'MiB', 0)}${rssGoal} | ${pf(p?.maxRss, 'MiB', 0)} | ${p ? ratio(o.maxRss, p.maxRss) : '–'} | |`);
    if (BEFORE_CLI) console.log(`${label}: before ${earlier.map((s) => s.wallS.toFixed(2)).join(' ')} s`);
    console.log(`${label}: ours ${ours.map((s) => s.wallS.toFixed(2)).join(' ')} s; peer ${peer.map((s) => s.wallS.toFixed(2)).join(' ') || 'skipped'} s`);
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\n| workload | ${BEFORE_CLI ? 'before | ' : ''}openenv-ci | OpenEnv validator | ratio | load (start → end of the row) |`);
  console.log(`| --- | ${BEFORE_CLI ? '---: | ' : ''}---: | ---: | ---: | --- |`);
  for (const row of rows) console.log(row);
  reviewRow();
} finally {
  rmSync(work, { recursive: true, force: true });
}

function treeBytes(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) n += treeBytes(full);
    else if (entry.isFile()) n += statSync(full).size;
  }
  return n;
}

/** The review of OpenEnv #695 (a 25,000-line diff of 57 Python files) as a process, CPU with git children, ruff off PATH. */
function reviewRow(): void {
  // The checkout when it is a git repository, else OPENENV_MIRROR (a bare clone with refs/pull/*/head).
  const repo = existsSync(join(CHECKOUT!, '.git')) || !process.env.OPENENV_MIRROR ? CHECKOUT! : resolve(process.env.OPENENV_MIRROR);
  const git = (...args: string[]) => spawnSync('git', ['-C', repo, ...args], { encoding: 'utf8' });
  const head = [`refs/remotes/pr/695`, `refs/pull/695/head`].map((ref) => git('rev-parse', '--verify', '--quiet', ref).stdout.trim()).find(Boolean);
  const main = ['origin/main', 'main'].map((ref) => git('rev-parse', '--verify', '--quiet', ref).stdout.trim()).find(Boolean);
  if (!head || !main) {
    console.log(`\nreview of OpenEnv #695 skipped: ${repo} has no refs/pull/695/head (git fetch origin '+refs/pull/695/head:refs/remotes/pr/695', or OPENENV_MIRROR=<a clone with refs/pull/*/head>)`);
    return;
  }
  const base = git('merge-base', main, head).stdout.trim();
  const stat = git('diff', '--shortstat', base, head).stdout.trim();
  // ruff off PATH: the goal is the review's own cost (PATH entries holding a ruff are dropped).
  const path = (process.env.PATH ?? '').split(delimiter).filter((dir) => dir && !existsSync(join(dir, 'ruff'))).join(delimiter);
  const samples: Sample[] = [];
  const before = load();
  for (let i = 0; i < RUNS; i++)
    samples.push(measure(process.execPath, [CLI, 'review', '--base', base, '--head', head, '--format', 'json', '--fail-on', 'never', '--output', join(work, 'review.json')], repo, { ...process.env, PATH: path }));
  const s = summary(samples);
  console.log(`\nreview of OpenEnv #695 (${stat}), ruff off PATH, median of ${RUNS}; load ${before} → ${load()}`);
  console.log('| workload | openenv-ci | goal | ratio |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(`| review #695: CPU (with git children) | ${s.cpuS.toFixed(2)} s | 1.00 s | ${ratio(s.cpuS, 1)} |`);
  console.log(`| review #695: wall | ${s.wallS.toFixed(2)} s | – | – |`);
  console.log(`| review #695: peak RSS | ${s.rssMiB.toFixed(0)} MiB | – | – |`);
}
