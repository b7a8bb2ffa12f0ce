/**
 * Audit at scale against the stand-in Hub (in a worker thread, so its memory stays out of the heap
 * figures), 50 ms latency on every request, Spaces laid out like OpenEnv's envs/* folders
 * (test/support/openenv-layouts.ts). Prints figures, never asserts.
 *
 *   1. 1,000 and 4,000 Spaces with the real checks, cold: requests per Space, bytes per Space, wall time
 *      against the ideal (requests × latency ÷ concurrency), CPU, peak live heap, JSON report size.
 *   2. 4,000 Spaces again with the cache after 2% of them got a new commit (one file changed): requests
 *      per changed Space.
 *   3. 4,000 Spaces with an I/O-only checker that reads the same files: the Hub client and scheduler alone.
 *   4. The bundled CLI (`node dist/cli.js audit`, run `npm run build` first), 4,000 Spaces cold, no cache:
 *      requests and bytes per Space, wall against the ideal, and the CLI process's peak RSS (the
 *      acceptance figure: ≤ 6 requests per Space, ≤ 300 MiB).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { runAuditCheck, type AuditDependencies } from '../src/checks/audit/index.js';
import type { EnvChecker } from '../src/checks/audit/environment.js';
import type { Finding } from '../src/engine/finding.js';
import type { CheckContext, Logger } from '../src/engine/check.js';
import { MemoryRepoView } from '../src/repo/memory.js';
import { StandInHub, type RequestStats } from '../test/support/hub-server.js';
import { runCli } from '../test/support/cli-run.js';

const LATENCY_MS = 50;
const CONCURRENCY = 64;

type Command = { cmd: 'stats' } | { cmd: 'reset' } | { cmd: 'commit'; share: number } | { cmd: 'close' };

class HubWorker {
  private constructor(
    private readonly worker: Worker,
    readonly url: string,
  ) {}
  static async start(spaces: number): Promise<HubWorker> {
    const worker = new Worker(new URL(import.meta.url), { workerData: { spaces, latencyMs: LATENCY_MS }, resourceLimits: { maxOldGenerationSizeMb: 2048 } });
    const { url } = await once<{ url: string }>(worker);
    return new HubWorker(worker, url);
  }
  async ask<T>(command: Command): Promise<T> {
    this.worker.postMessage(command);
    return once<T>(this.worker);
  }
}

function once<T>(worker: Worker): Promise<T> {
  return new Promise((ok, fail) => {
    worker.once('message', ok);
    worker.once('error', fail);
  });
}

const quiet: Logger = { info() {}, warning() {}, debug() {}, progress() {} };

function context(hubUrl: string, cache: string): CheckContext {
  return {
    repo: new MemoryRepoView({}),
    root: process.cwd(),
    options: { 'hub-url': hubUrl, concurrency: String(CONCURRENCY), cache },
    paths: [],
    priorFindings: [],
    services: { logger: quiet, now: () => new Date(), signal: new AbortController().signal },
  };
}

/** Live heap peak: sampled after a full GC every 2 s (needs --expose-gc, which npm run bench passes). */
function heapSampler() {
  const gc = (globalThis as { gc?: () => void }).gc;
  let peak = 0;
  const sample = () => {
    gc?.();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  };
  sample();
  const timer = setInterval(sample, 2000);
  return {
    stop(): number {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Reads the files the real checks read (the read plan turns the rest away) and reports 8 findings, with no analysis. */
const ioOnlyChecker: EnvChecker = async (view) => {
  const files = await view.listFiles();
  const findings: Finding[] = [];
  for (const file of files) {
    if (!/^(openenv\.yaml|pyproject\.toml|uv\.lock|server\/Dockerfile|server\/app\.py|server\/requirements\.txt|\.dockerignore)$/.test(file)) continue;
    const bytes = await view.readFile(file);
    if (findings.length < 8 && bytes) {
      findings.push({ rule: 'bench/read', severity: findings.length < 1 ? 'error' : 'warning', file, line: 1, message: `read ${bytes.byteLength} bytes of ${file}; a message of about the length real findings have, naming the fix.`, fingerprint: `${file}:${bytes.byteLength}` });
    }
  }
  return findings;
};

async function coldRun(spaces: number, cacheFile: string, label: string, deps: AuditDependencies = {}) {
  const hub = await HubWorker.start(spaces);
  const baseline = (() => {
    (globalThis as { gc?: () => void }).gc?.();
    return process.memoryUsage().heapUsed;
  })();
  const sampler = heapSampler();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await runAuditCheck(context(hub.url, cacheFile), deps);
  const wall = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const peak = sampler.stop();
  const { stats } = await hub.ask<{ stats: RequestStats & { resolveBytes: number } }>({ cmd: 'stats' });
  const environments = result.data!.environments as { status: string }[];
  const client = (result.data!.audit as { totals: { total: number } }).totals;
  const reportBytes = Buffer.byteLength(JSON.stringify({ findings: result.findings, environments }));
  const ideal = (stats.total * LATENCY_MS) / CONCURRENCY / 1000;
  console.log(
    `${label} ${String(spaces).padStart(5)} Spaces: ${(stats.total / spaces).toFixed(2)} requests per Space (${stats.list} list, ${stats.tree} tree, ${stats.resolve} resolve; ${stats.total} in all), ` +
      `${(receivedBytes(result) / spaces / 1024).toFixed(1)} KiB received per Space (the stand-in wrote ${(stats.resolveBytes / spaces / 1024).toFixed(1)} KiB; the client stops reading uv.lock early); ` +
      `${client.total} audited`,
  );
  console.log(
    `${' '.repeat(label.length)} ${String(spaces).padStart(5)} Spaces: ${wall.toFixed(1)} s wall vs ideal ${ideal.toFixed(1)} s (requests × ${LATENCY_MS} ms ÷ ${CONCURRENCY}), ratio ${(wall / ideal).toFixed(2)}, ` +
      `peak in flight ${stats.peakInFlight}/${CONCURRENCY}; CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (process, both threads)`,
  );
  console.log(
    `${' '.repeat(label.length)} ${String(spaces).padStart(5)} Spaces: peak live heap ${mb(peak - baseline)} above start; report (findings + environments JSON) ${mb(reportBytes)}; ` +
      `heap beyond the report ${mb(peak - baseline - reportBytes)}; statuses ${count(environments)}`,
  );
  return { hub, result, wall };
}

/** Bytes the client read (`audit.hub` in the JSON report holds the client's counters). */
function receivedBytes(result: { data?: Record<string, unknown> }): number {
  return (result.data as { audit?: { hub?: { bytes?: number } } }).audit?.hub?.bytes ?? 0;
}

function count(environments: { status: string }[]): string {
  const c: Record<string, number> = {};
  for (const e of environments) c[e.status] = (c[e.status] ?? 0) + 1;
  return Object.entries(c).map(([k, v]) => `${k} ${v}`).join(', ');
}

async function cachedRun(cold: Awaited<ReturnType<typeof coldRun>>, cachePath: string, label: string, deps: AuditDependencies): Promise<void> {
  const { changed } = await cold.hub.ask<{ changed: number }>({ cmd: 'commit', share: 0.02 });
  await cold.hub.ask({ cmd: 'reset' });
  const started = performance.now();
  await runAuditCheck(context(cold.hub.url, cachePath), deps);
  const wall = (performance.now() - started) / 1000;
  const { stats } = await cold.hub.ask<{ stats: RequestStats & { resolveBytes: number } }>({ cmd: 'stats' });
  console.log(
    `${label} 4000 Spaces (${changed} with a new commit): ${wall.toFixed(1)} s wall, ${stats.total} requests ` +
      `(${stats.list} list, ${stats.notModified} answered 304, ${stats.tree} tree, ${stats.resolve} resolve), ` +
      `${((stats.tree + stats.resolve) / Math.max(1, changed)).toFixed(2)} requests per changed Space, vs ${cold.wall.toFixed(1)} s cold`,
  );
}

/** The bundled CLI against the stand-in (in its worker thread): the figures of the issue's acceptance. */
async function cliColdRun(spaces: number, dir: string): Promise<void> {
  const cli = join(process.env.OPENENV_CI_TEST_DIST ?? join(process.cwd(), 'dist'), 'cli.js');
  if (!existsSync(cli)) {
    console.log(`bundled CLI: ${cli} is missing; run npm run build first`);
    return;
  }
  const hub = await HubWorker.start(spaces);
  try {
    const out = join(dir, 'cli-report.json');
    const run = await runCli(cli, ['audit', '--hub-url', hub.url, '--concurrency', String(CONCURRENCY), '--fail-on', 'never', '--format', 'json', '-o', out], { cwd: dir, timeoutMs: 1_800_000 });
    const { stats } = await hub.ask<{ stats: RequestStats & { resolveBytes: number } }>({ cmd: 'stats' });
    const report = JSON.parse(readFileSync(out, 'utf8')) as { environments: { status: string }[]; audit: { hub?: { bytes: number } } };
    const ideal = (stats.total * LATENCY_MS) / CONCURRENCY / 1000;
    console.log(
      `bundled CLI, cold ${String(spaces).padStart(5)} Spaces: ${(stats.total / spaces).toFixed(2)} requests per Space (${stats.list} list, ${stats.tree} tree, ${stats.resolve} resolve), ` +
        `${((report.audit.hub?.bytes ?? 0) / spaces / 1024).toFixed(1)} KiB per Space; ${(run.wallMs / 1000).toFixed(1)} s wall vs ideal ${ideal.toFixed(1)} s ` +
        `(requests × ${LATENCY_MS} ms ÷ ${CONCURRENCY}), ratio ${(run.wallMs / 1000 / ideal).toFixed(2)}; peak RSS ${mb(run.peakRssBytes ?? 0)}; ` +
        `${report.environments.length} audited (${count(report.environments)}); exit ${run.code}`,
    );
  } finally {
    await hub.ask({ cmd: 'close' }).catch(() => undefined);
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'audit-bench-'));
  try {
    console.log(`stand-in Hub latency ${LATENCY_MS} ms per request, concurrency ${CONCURRENCY}`);
    // The issue's figures, with the real checks: 1,000 and 4,000 Spaces cold (peak memory beyond the
    // report must not grow with the count), then 4,000 again with the cache after 2% got a new commit.
    const real = await coldRun(1000, join(dir, 'cache-real-1000.json'), 'real checks, cold');
    await real.hub.ask({ cmd: 'close' }).catch(() => undefined);
    const big = await coldRun(4000, join(dir, 'cache-real-4000.json'), 'real checks, cold');
    await cachedRun(big, join(dir, 'cache-real-4000.json'), 'real checks, cached', {});
    await big.hub.ask({ cmd: 'close' }).catch(() => undefined);

    // The Hub client and scheduler alone (an I/O-only checker): how close to the ideal the requests get.
    const io: AuditDependencies = { checker: ioOnlyChecker };
    const ioBig = await coldRun(4000, join(dir, 'cache-io-4000.json'), 'I/O only, cold   ', io);
    await ioBig.hub.ask({ cmd: 'close' }).catch(() => undefined);

    await cliColdRun(4000, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Dispatch last: the classes and helpers above must be initialised first.
if (!isMainThread) {
  const hub = await new StandInHub({ spaces: workerData.spaces, latencyMs: workerData.latencyMs, layout: 'openenv' }).start();
  parentPort!.postMessage({ url: hub.url });
  parentPort!.on('message', async (message: Command) => {
    if (message.cmd === 'stats') parentPort!.postMessage({ stats: { ...hub.stats, resolveBytes: hub.resolveBytes } });
    if (message.cmd === 'reset') {
      hub.resetStats();
      hub.resolveBytes = 0;
      parentPort!.postMessage({ ok: true });
    }
    if (message.cmd === 'commit') {
      const ids = hub.ids();
      const step = Math.max(1, Math.round(1 / message.share));
      let changed = 0;
      for (let i = 0; i < ids.length; i += step, changed++) hub.commit(ids[i]!, 'server/Dockerfile', `FROM python:3.11-slim\nWORKDIR /app\nCOPY . /app\nCMD ["python", "-m", "server.app"]\n`);
      parentPort!.postMessage({ changed });
    }
    if (message.cmd === 'close') {
      await hub.close();
      parentPort!.postMessage({ closed: true });
      process.exit(0);
    }
  });
} else {
  await main();
}
