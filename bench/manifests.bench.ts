/**
 * Manifests check throughput:
 *   - all 193 real manifests of shared/corpus/openenv-yaml, each in its own in-memory tree: total wall
 *     time and per-file mean (best of 3 runs, after one warm-up);
 *   - a monorepo synthesised from the corpus (each env = one corpus manifest + the full push layout),
 *     run through the whole scan (discovery, copies, cross-file rules) at 250/500/1,000 environments:
 *     wall time and time per environment, to show linear growth;
 *   - hostile inputs (billion laughs, 10,000-deep nesting, 50 MB, binary): time each.
 * Prints figures, never asserts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRepoView } from '../src/repo/memory.js';
import { envDirectory, lintOpenEnvYaml } from '../src/checks/manifests/openenv/lint.js';
import { runManifestChecks } from '../src/checks/manifests/run.js';
import { loadYaml } from '../src/checks/manifests/yaml/load.js';

const CORPUS = [join(process.cwd(), '../shared/corpus/openenv-yaml'), '/work/shared/corpus/openenv-yaml'].find((d) => existsSync(join(d, 'INDEX.tsv')));
if (!CORPUS) {
  console.log('corpus not found (expected ../shared/corpus/openenv-yaml); nothing to measure');
  process.exit(0);
}
const rows = readFileSync(join(CORPUS, 'INDEX.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split('\t'))
  .map(([file, , path]) => ({ path, bytes: new Uint8Array(readFileSync(join(CORPUS, file))) }));

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function corpusOnce(): Promise<number> {
  const start = process.hrtime.bigint();
  for (const { path, bytes } of rows) {
    const view = new MemoryRepoView({ [path]: bytes });
    await lintOpenEnvYaml(bytes, path, envDirectory(view, new Set([path]), path));
  }
  return ms(start);
}

await corpusOnce();
const corpusRuns = [await corpusOnce(), await corpusOnce(), await corpusOnce()];
const best = Math.min(...corpusRuns);
console.log(`corpus: ${rows.length} manifests, best of 3: ${best.toFixed(0)} ms total, ${(best / rows.length).toFixed(2)} ms per file (runs: ${corpusRuns.map((r) => r.toFixed(0)).join(', ')} ms)`);

const SIBLINGS: Record<string, string> = {
  '__init__.py': '',
  'client.py': 'from .models import A, B\n',
  'models.py': 'class A: ...\nclass B: ...\n',
  'README.md': '---\nsdk: docker\napp_port: 8000\n---\n# env\n',
  'pyproject.toml': '[project]\nname = "openenv-x"\nversion = "0.1.0"\n[tool.setuptools.package-data]\n"*" = ["**/*.yaml"]\n',
  'Dockerfile': 'FROM python:3.11-slim\nEXPOSE 8000\nCMD ["uvicorn", "server.app:app", "--port", "8000"]\n',
  'server/__init__.py': '',
  'server/app.py': 'from fastapi import FastAPI\napp = FastAPI()\n',
};

function monorepo(envs: number): MemoryRepoView {
  const files = new Map<string, Uint8Array>();
  const enc = new TextEncoder();
  for (let i = 0; i < envs; i++) {
    const dir = `envs/env_${String(i).padStart(4, '0')}`;
    files.set(`${dir}/openenv.yaml`, rows[i % rows.length].bytes);
    for (const [rel, text] of Object.entries(SIBLINGS)) files.set(`${dir}/${rel}`, enc.encode(text));
  }
  return new MemoryRepoView(files);
}

for (const envs of [250, 500, 1000]) {
  const view = monorepo(envs);
  await runManifestChecks(view); // warm caches of the view itself
  const start = process.hrtime.bigint();
  const findings = await runManifestChecks(monorepo(envs));
  const wall = ms(start);
  console.log(`monorepo: ${envs} environments (${envs * 9} files): ${wall.toFixed(0)} ms, ${(wall / envs).toFixed(2)} ms per environment, ${findings.length} findings`);
}

const enc = (s: string) => new TextEncoder().encode(s);
let laughs = 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n';
for (let i = 1; i < 10; i++) laughs += `a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(', ')}]\n`;
const hostile: Array<[string, Uint8Array]> = [
  ['billion laughs', enc(laughs)],
  ['10,000-deep flow nesting', enc('['.repeat(10000) + ']'.repeat(10000))],
  ['10,000-deep block nesting', enc('- '.repeat(10000) + 'x\n')],
  ['50 MB file', new Uint8Array(50 * 1024 * 1024).fill(0x61)],
  ['1 MB of binary', Uint8Array.from({ length: 1024 * 1024 - 1 }, (_, i) => (i * 7919) % 256)],
  ['1 MB of valid YAML (20k keys)', enc(Array.from({ length: 20000 }, (_, i) => `key_${i}: value ${i}`).join('\n').slice(0, 1024 * 1024 - 1))],
];
for (const [name, bytes] of hostile) {
  const start = process.hrtime.bigint();
  const result = loadYaml(bytes, 'openenv.yaml');
  console.log(`hostile: ${name}: ${ms(start).toFixed(1)} ms -> ${result.findings.map((f) => f.rule).slice(0, 2).join(', ') || 'no findings'}`);
}
if (global.gc) global.gc();
console.log(`heap after run: ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1)} MB`);
