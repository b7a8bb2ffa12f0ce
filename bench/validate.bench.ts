/**
 * validate bench: the static subset over a 50-environment folder (synthesised from the fixtures and the
 * corpus manifests) next to a plain read of the same files (the I/O floor), then the runtime probe
 * against the healthy stand-in server (total time and slowest step). Prints figures, asserts nothing.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { WorkingTreeView } from '../src/repo/working-tree.js';
import { MemoryRepoView } from '../src/repo/memory.js';
import { runStaticValidation, discoverEnvRoots } from '../src/checks/validate/static/run.js';
import { runProbe } from '../src/checks/validate/probe/run.js';
import { startOpenEnvStandIn } from '../test/support/openenv-server.js';

const FIXTURES = 'test/fixtures/validate';
const CORPUS = '../shared/corpus/openenv-yaml';
const OUT = '.tmp/bench/validate-envs';

function filesOf(dir: string): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d)) {
      const full = join(d, e);
      if (statSync(full).isDirectory()) walk(full);
      else out[relative(dir, full).split(sep).join('/')] = readFileSync(full);
    }
  };
  walk(dir);
  return out;
}

function synthesise(): number {
  rmSync(OUT, { recursive: true, force: true });
  const bases = [filesOf(join(FIXTURES, 'echo_env')), filesOf(join(FIXTURES, 'template_env'))];
  let corpus: string[] = [];
  try {
    corpus = readdirSync(CORPUS).sort();
  } catch {
    /* the corpus is optional: fixtures alone still give 50 envs */
  }
  for (let i = 0; i < 50; i++) {
    const files = { ...bases[i % 2]! };
    if (i >= 2 && corpus.length) files['openenv.yaml'] = readFileSync(join(CORPUS, corpus[(i - 2) % corpus.length]!));
    for (const [path, content] of Object.entries(files)) {
      const full = join(OUT, 'envs', `env_${String(i).padStart(2, '0')}`, path);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, content);
    }
  }
  return corpus.length;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function timeIt(runs: number, fn: () => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return median(times);
}

const corpusCount = synthesise();
const root = OUT;
let fileCount = 0;
let bytes = 0;
const ioFloor = await timeIt(5, async () => {
  const view = new WorkingTreeView(root);
  const files = await view.listFiles();
  fileCount = files.length;
  bytes = 0;
  for (const f of files) bytes += (await view.readFile(f))!.byteLength;
});
let envCount = 0;
const staticTime = async (pythonAst: 'auto' | 'off') =>
  timeIt(5, async () => {
    const view = new WorkingTreeView(root);
    const roots = discoverEnvRoots(await view.listFiles(), ['envs']);
    envCount = roots.length;
    await runStaticValidation(view, roots, { pythonAst });
  });
const withPython = await staticTime('auto');
const tokenizerOnly = await staticTime('off');
// The same tree in memory: the static subset's own CPU cost, without the file system.
const memoryFiles = new Map<string, Uint8Array>();
{
  const view = new WorkingTreeView(root);
  for (const f of await view.listFiles()) memoryFiles.set(f, (await view.readFile(f))!);
}
const cpuOnly = await timeIt(5, async () => {
  const view = new MemoryRepoView(memoryFiles);
  await runStaticValidation(view, discoverEnvRoots(await view.listFiles(), ['envs']), { pythonAst: 'off' });
});

console.log(`static subset: ${envCount} environments (${corpusCount ? `48 with corpus manifests from ${corpusCount}` : 'fixtures only'}), ${fileCount} files, ${(bytes / 1024).toFixed(0)} KiB; median of 5 runs`);
console.log('| what | wall time | per env |');
console.log('| --- | ---: | ---: |');
console.log(`| plain read of the same files (I/O floor) | ${ioFloor.toFixed(1)} ms | ${(ioFloor / envCount).toFixed(2)} ms |`);
console.log(`| static subset, python-ast auto (one python3 batch) | ${withPython.toFixed(1)} ms | ${(withPython / envCount).toFixed(2)} ms |`);
console.log(`| static subset, python-ast off (tokenizer) | ${tokenizerOnly.toFixed(1)} ms | ${(tokenizerOnly / envCount).toFixed(2)} ms |`);
console.log(`| static subset on an in-memory copy (CPU only, tokenizer) | ${cpuOnly.toFixed(1)} ms | ${(cpuOnly / envCount).toFixed(2)} ms |`);
console.log(`overhead over the I/O floor: ${(withPython / ioFloor).toFixed(1)}x (auto), ${(tokenizerOnly / ioFloor).toFixed(1)}x (tokenizer)`);

// Runtime probe against the healthy stand-in (in-process, seeded-grid with every declaration).
const standIn = await startOpenEnvStandIn({ personality: 'seeded-grid' });
const outcomes = [];
for (let i = 0; i < 3; i++)
  outcomes.push(
    await runProbe({
      envRoot: 'bench',
      serverUrl: standIn.url,
      manifest: { reward: { range: [-1, 1] }, tasks: { count: 5, ids: ['t0', 't1', 't2', 't3', 't4'], reset_kwarg: 'task_id', sample: 3 }, reproducibility: { seeded: true, deterministic: true } },
    }),
  );
await standIn.close();
const best = outcomes.sort((a, b) => a.totalMs - b.totalMs)[Math.floor(outcomes.length / 2)]!;
const slowest = [...best.steps].sort((a, b) => b.ms - a.ms)[0]!;
const failed = best.criteria.filter((c) => c.status === 'fail').length;
console.log(`\nruntime probe vs healthy stand-in (median of 3): total ${best.totalMs.toFixed(0)} ms, slowest step ${slowest.name} ${slowest.ms.toFixed(0)} ms, ${failed} failing criteria`);
console.log('| probe step | ms |');
console.log('| --- | ---: |');
for (const s of best.steps) console.log(`| ${s.name} | ${s.ms.toFixed(1)} |`);
rmSync(OUT, { recursive: true, force: true });
