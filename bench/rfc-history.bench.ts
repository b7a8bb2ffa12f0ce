// rfc-lint with git history: a real temporary repository of N RFCs (10 mentions each, half of them
// off-topic so they need blame) committed in 10 dated batches. Measures the full scan (blame + ancestry)
// and pull-request mode (BASE + HEAD trees, one added RFC), with the number of git processes, for
// N = 100 and 1,000; the ratio shows whether cost grows linearly. The "edited" variant adds a commit
// touching every file, so every candidate file needs a real `git blame`.
import type { GitRunner } from '../src/repo/git.js';
import { WorkingTreeView } from '../src/repo/working-tree.js';
import { rfcLintCheck } from '../src/checks/rfc/index.js';
import { makeGitRepo } from '../test/support/git-repo.js';
import { checkContext, recordingLogger } from '../test/support/context.js';

declare const gc: (() => void) | undefined;

const TOPICS = ['rubric rewards', 'tool calling', 'container runtime', 'dataset export', 'trajectory replay', 'sandbox isolation'];
const pad = (n: number) => String(n).padStart(3, '0');
const slug = (n: number) => `${TOPICS[n % TOPICS.length]!.replace(/ /g, '-')}-${n}`;

function rfc(n: number, total: number): string {
  const lines = [`# RFC ${pad(n)}: ${TOPICS[n % TOPICS.length]} ${n}`, '', '**Status**: In Review', '**Created**: 2025-01-01', '**Authors**: @alice', `**RFC ID**: ${pad(n)}`, '', '## Summary', ''];
  for (let r = 0; r < 10; r++) {
    const target = (n * 7 + r * 13 + 1) % total;
    // Half on topic (shares the target's words), half about something else entirely.
    lines.push(r % 2 === 0 ? `The ${TOPICS[target % TOPICS.length]} part is RFC ${pad(target)}.` : `Latency budgets are discussed in RFC ${pad(target)}.`, '');
  }
  return lines.join('\n');
}

function counting(git: GitRunner): GitRunner & { calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const wrapped = ((args, options) => {
    const verb = args.find((a) => !a.startsWith('-') && !a.includes('=')) ?? '?';
    calls.set(verb, (calls.get(verb) ?? 0) + 1);
    return git(args, options);
  }) as GitRunner & { calls: Map<string, number> };
  wrapped.calls = calls;
  return wrapped;
}

async function measure(total: number, touched: boolean): Promise<{ full: number; pr: number }> {
  const repo = await makeGitRepo();
  const batch = Math.ceil(total / 10);
  for (let b = 0; b < 10; b++) {
    const files: Record<string, string> = {};
    for (let n = b * batch; n < Math.min(total, (b + 1) * batch); n++) files[`rfcs/${pad(n)}-${slug(n)}.md`] = rfc(n, total);
    await repo.commit(files, { date: `2025-${String(b + 1).padStart(2, '0')}-01T00:00:00Z` });
  }
  if (touched) {
    // A second commit edits every file, so no shortcut applies: every candidate file needs a real blame.
    const files: Record<string, string> = {};
    for (let n = 0; n < total; n++) files[`rfcs/${pad(n)}-${slug(n)}.md`] = `${rfc(n, total)}\nEdited.\n`;
    await repo.commit(files, { date: '2025-11-01T00:00:00Z' });
  }
  await repo.branch('pr');
  await repo.commit({ [`rfcs/${pad(total)}-new-thing.md`]: rfc(total, total) }, { date: '2025-12-01T00:00:00Z' });

  const run = async (label: string, base?: string) => {
    gc?.();
    const git = counting(repo.git);
    const context = checkContext(new WorkingTreeView(repo.dir), {
      root: repo.dir,
      ...(base ? { baseRevision: base } : {}),
      services: { logger: recordingLogger(), git, now: () => new Date('2026-01-01T00:00:00Z'), signal: new AbortController().signal },
    });
    const started = performance.now();
    let peak = process.memoryUsage().rss;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const result = await rfcLintCheck.run(context);
    clearInterval(timer);
    const ms = performance.now() - started;
    const stale = result.findings.filter((f) => f.rule === 'rfc/stale-reference').length;
    const processes = [...git.calls].map(([verb, count]) => `${verb}=${count}`).join(' ');
    console.log(
      `${(label + (touched ? ' (edited)' : '')).padEnd(31)} ${String(total).padStart(5)} RFCs  ${(ms / 1000).toFixed(2).padStart(6)} s  peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB  ` +
        `${result.findings.length} findings (${stale} stale)  git: ${processes}`,
    );
    return ms;
  };
  const full = await run('full scan');
  const pr = await run('pull-request mode', 'main');
  await repo.cleanup();
  return { full, pr };
}

for (const touched of [false, true]) {
  const small = await measure(100, touched);
  const large = await measure(1000, touched);
  console.log(
    `ratio 1,000/100${touched ? ' (edited)' : ''}: full scan ${(large.full / small.full).toFixed(1)}, pull-request mode ${(large.pr / small.pr).toFixed(1)} (linear or better ≤ 10)`,
  );
}
