// Review of a synthetic pull request: 2,000 changed files, 100,000 changed lines, in a temp git repo.
// Prints wall time and peak memory of the review, and the ratio to a plain `git diff` of the same range.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runReview } from '../src/checks/review/index.js';
import { gitRunner } from '../src/repo/git.js';
import { MemoryRepoView } from '../src/repo/memory.js';
import type { CheckContext } from '../src/engine/check.js';

const FILES = 2000;
const LINES_PER_FILE = 80;
const CHANGED_PER_FILE = 50; // 2,000 × 50 = 100,000 changed lines

const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@example.com', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@example.com' };
const git = (dir: string, ...args: string[]): string => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8', maxBuffer: 1 << 30 });

function fileText(index: number, head: boolean): string {
  const lines: string[] = [`"""Module ${index}."""`, 'import logging', '', 'logger = logging.getLogger(__name__)', ''];
  for (let i = lines.length; i < LINES_PER_FILE; i++) {
    const changed = head && i >= 10 && i < 10 + CHANGED_PER_FILE;
    if (!changed) lines.push(`VALUE_${i} = ${i}  # unchanged`);
    else if (i % 25 === 0) lines.push(`print("value ${i}")`); // 2 debug prints per file: findings to report
    else if (i % 10 === 0) lines.push(`# changed block ${i}`);
    else lines.push(`VALUE_${i} = compute(${i}, reward=${i % 7})  # changed`);
  }
  return lines.join('\n') + '\n';
}

function makeRepo(): { dir: string; base: string; head: string } {
  const dir = mkdtempSync(join(tmpdir(), 'review-bench-'));
  git(dir, 'init', '-q', '-b', 'main');
  const write = (head: boolean): void => {
    for (let i = 0; i < FILES; i++) {
      const folder = join(dir, 'envs', `env_${i % 50}`, 'server');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `module_${i}.py`), fileText(i, head));
    }
  };
  write(false);
  writeFileSync(join(dir, 'README.md'), '# bench\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  const base = git(dir, 'rev-parse', 'HEAD').trim();
  write(true);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'head');
  const head = git(dir, 'rev-parse', 'HEAD').trim();
  return { dir, base, head };
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function main(): Promise<void> {
  const setupStart = performance.now();
  const repo = makeRepo();
  console.log(`setup: ${FILES} files, ${FILES * CHANGED_PER_FILE} changed lines, ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);
  try {
    const numstat = git(repo.dir, 'diff', '--numstat', repo.base, repo.head).trim().split('\n');
    const changed = numstat.reduce((n, l) => n + Number(l.split('\t')[0]), 0);
    console.log(`diff: ${numstat.length} files, ${changed} added/changed lines`);

    // Baseline: plain git diff of the same range (best of 3).
    let gitDiffMs = Infinity;
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      spawnSync('git', ['diff', repo.base, repo.head], { cwd: repo.dir, env, maxBuffer: 1 << 30 });
      gitDiffMs = Math.min(gitDiffMs, performance.now() - t);
    }

    const context: CheckContext = {
      repo: new MemoryRepoView({}),
      root: repo.dir,
      options: {},
      paths: [],
      priorFindings: [],
      baseRevision: repo.base,
      headRevision: repo.head,
      repositorySlug: 'bench/repo',
      services: {
        logger: { info: () => undefined, warning: () => undefined, debug: () => undefined, progress: () => undefined },
        git: gitRunner(repo.dir),
        now: () => new Date(0),
        signal: new AbortController().signal,
      },
    };
    const lint = async () => ({ status: 'skipped' as const, reason: 'skipped: ruff not installed' });
    (globalThis as { gc?: () => void }).gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 10);
    const t = performance.now();
    const result = await runReview(context, { lint });
    const reviewMs = performance.now() - t;
    clearInterval(sampler);
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);

    console.log(`git diff (plain, best of 3): ${gitDiffMs.toFixed(0)} ms`);
    console.log(`review: ${reviewMs.toFixed(0)} ms wall, ${result.findings.length} findings, comment ${result.commentMarkdown?.length ?? 0} chars`);
    console.log(`ratio review / git diff: ${(reviewMs / gitDiffMs).toFixed(1)}x`);
    console.log(`peak memory during review: rss ${mb(peakRss)} (+${mb(peakRss - rssBefore)} over start), heap ${mb(peakHeap)}`);
  } finally {
    rmSync(repo.dir, { recursive: true, force: true });
  }
}

await main();
