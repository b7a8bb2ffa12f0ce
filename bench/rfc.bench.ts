// rfc-lint full scan on in-memory trees: an OpenEnv-sized RFC folder (8 RFCs x 600 lines) and synthetic
// 100- and 1,000-RFC repositories with 10 cross-references per RFC (10,000 at 1,000 RFCs). Prints wall
// time, peak memory and the 1,000/100 ratio (linear growth means a ratio near 10).
import { MemoryRepoView } from '../src/repo/memory.js';
import { parseRfcOptions } from '../src/checks/rfc/options.js';
import { lintTreeStatic } from '../src/checks/rfc/static/index.js';
import { rfcLintCheck } from '../src/checks/rfc/index.js';
import type { CheckContext } from '../src/engine/check.js';

declare const gc: (() => void) | undefined;

const TOPICS = ['rubric rewards', 'tool calling', 'container runtime', 'dataset export', 'trajectory replay', 'curriculum sampling', 'sandbox isolation', 'token accounting'];

function slugOf(n: number): string {
  return `${TOPICS[n % TOPICS.length].replace(/ /g, '-')}-${n}`;
}

/** One RFC of roughly `lines` lines, with `refs` mentions of other RFCs (half titled list items, half prose/links). */
function rfcText(n: number, total: number, lines: number, refs: number): string {
  const num = String(n).padStart(3, '0');
  const out: string[] = [
    `# RFC ${num}: ${TOPICS[n % TOPICS.length]} ${n}`,
    '',
    '**Status**: In Review',
    '**Created**: 2026-01-15',
    '**Authors**: @alice, @bob-smith',
    `**RFC ID**: ${num}`,
    '',
    '## Summary',
    '',
    `This RFC describes ${TOPICS[n % TOPICS.length]} for OpenEnv environments.`,
    '',
    '## Motivation',
    '',
    '### Problem Statement',
    '',
    'Environments disagree on this today.',
    '',
    '### Goals',
    '',
    '- One interface.',
    '',
    '## Design',
    '',
    '### Architecture Overview',
    '',
    '### Core Abstractions',
    '',
    '### Key Design Decisions',
    '',
    '#### Decision 1',
    '',
    '**Chosen Approach**: the simple one. **Rationale**: it works. **Trade-offs**: few.',
    '',
  ];
  for (let r = 0; r < refs; r++) {
    const target = (n * 7 + r * 13 + 1) % total;
    const t = String(target).padStart(3, '0');
    if (r % 3 === 0) out.push(`- RFC ${t}: ${TOPICS[target % TOPICS.length]} ${target}`);
    else if (r % 3 === 1) out.push(`See [RFC ${t}](./${t}-${slugOf(target)}.md#summary) for the ${TOPICS[target % TOPICS.length]} part.`);
    else out.push(`The design follows RFC ${t}, which covers ${TOPICS[target % TOPICS.length]}.`);
    out.push('');
  }
  out.push('## Examples', '', '```python', 'env = Env()  # RFC 999 in code is ignored', '```', '');
  let i = 0;
  while (out.length < lines) {
    const k = i++ % 6;
    if (k === 0) out.push(`### Detail ${i}`, '');
    else if (k === 1) out.push('| Field | Type | Notes |', '|---|---|---|', '| `id` | str | unique |', '| `score` | float | 0..1 |', '');
    else if (k === 2) out.push('```python', 'def step(self, action):', '    return self._obs', '```', '');
    else out.push(`Paragraph ${i} explains behaviour with **bold**, \`code\`, and a [link](https://example.com/${i}). It has two sentences.`, '');
  }
  return out.join('\n');
}

function repo(count: number, lines: number, refsPerRfc: number): MemoryRepoView {
  const files: Record<string, string> = {};
  const index = ['# RFCs', '', '## Current RFCs', '', '### All'];
  for (let n = 0; n < count; n++) {
    const num = String(n).padStart(3, '0');
    const path = `rfcs/${num}-${slugOf(n)}.md`;
    files[path] = rfcText(n, count, lines, refsPerRfc);
    index.push(`- [${num}-${slugOf(n)}.md](./${num}-${slugOf(n)}.md) - ${TOPICS[n % TOPICS.length]} ${n}`);
  }
  files['rfcs/README.md'] = `${index.join('\n')}\n`;
  files['README.md'] = '# Project\n\nSee the [RFCs](rfcs/README.md).\n';
  return new MemoryRepoView(files);
}

function mib(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

interface Timing {
  wall: number;
  cpu: number;
}

async function measure(label: string, view: MemoryRepoView, useCheck: boolean): Promise<Timing> {
  gc?.();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 5);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let count: number;
  let how: string;
  if (useCheck) {
    const context: CheckContext = {
      repo: view,
      root: '/nonexistent',
      options: {},
      repositorySlug: 'huggingface/OpenEnv',
      paths: [],
      priorFindings: [],
      services: {
        logger: { info() {}, warning() {}, debug() {}, progress() {} },
        now: () => new Date('2026-06-13T00:00:00Z'),
        signal: new AbortController().signal,
      },
    };
    const result = await rfcLintCheck.run(context);
    count = result.findings.length;
    how = 'rfcLintCheck.run';
  } else {
    const result = await lintTreeStatic(view, { ...parseRfcOptions({}), repositorySlug: 'huggingface/OpenEnv', now: new Date('2026-06-13T00:00:00Z') });
    count = result.findings.length;
    how = 'lintTreeStatic';
  }
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  clearInterval(sampler);
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  console.log(
    `${label.padEnd(37)} ${how.padEnd(16)} wall ${elapsed.toFixed(0).padStart(6)} ms  cpu ${cpuMs.toFixed(0).padStart(6)} ms  peak heap +${mib(peakHeap - before.heapUsed).padStart(9)}  max RSS ${mib(process.resourceUsage().maxRSS * 1024)}  findings ${count}`,
  );
  return { wall: elapsed, cpu: cpuMs };
}

/** Median of `runs` measurements (the first runs of a process pay for JIT compilation). */
async function median(label: string, view: MemoryRepoView, useCheck: boolean, runs = 3): Promise<Timing> {
  const times: Timing[] = [];
  for (let i = 0; i < runs; i++) times.push(await measure(`${label} #${i + 1}`, view, useCheck));
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { wall: mid(times.map((t) => t.wall)), cpu: mid(times.map((t) => t.cpu)) };
}

async function main() {
  let useCheck = true;
  try {
    await measure('warm-up (200 RFCs)', repo(200, 150, 10), true);
  } catch (error) {
    console.log(`rfcLintCheck.run unavailable (${(error as Error).message}); measuring lintTreeStatic`);
    useCheck = false;
  }
  await measure('warm-up (200 RFCs)', repo(200, 150, 10), false);
  const openEnv = repo(8, 600, 10);
  const hundred = repo(100, 150, 10);
  const thousand = repo(1000, 150, 10);
  for (const mode of useCheck ? [true, false] : [false]) {
    const name = mode ? 'full check (rfcLintCheck.run, no git history)' : 'static rules (lintTreeStatic)';
    console.log(`\n# ${name}`);
    const o = await median('OpenEnv-sized: 8 RFCs x 600 lines', openEnv, mode);
    const small = await median('100 RFCs, 1,000 references', hundred, mode);
    const large = await median('1,000 RFCs, 10,000 references', thousand, mode);
    console.log(
      `median wall (cpu): OpenEnv-sized ${o.wall.toFixed(0)} (${o.cpu.toFixed(0)}) ms, 100 RFCs ${small.wall.toFixed(0)} (${small.cpu.toFixed(0)}) ms, 1,000 RFCs ${large.wall.toFixed(0)} (${large.cpu.toFixed(0)}) ms`,
    );
    console.log(
      `ratio 1,000 / 100 RFCs: wall ${(large.wall / small.wall).toFixed(1)}, cpu ${(large.cpu / small.cpu).toFixed(1)} (linear = 10; below 10 = fixed costs still visible at 100)`,
    );
  }
}

await main();
