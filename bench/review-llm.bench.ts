// The review's model pass on real OpenEnv pull requests, from a checkout or bare mirror with
// refs/pull/N/head: HEAD = refs/pull/N/head, BASE = its merge base with main. Without an endpoint it
// answers every part with no claim, and prints what the pass would send at the defaults: parts, estimated
// input tokens (characters / 3, as the chunker counts), files left out and why, and the CPU the pass took.
// With OPENENV_CI_LLM_BASE_URL, OPENENV_CI_LLM_MODEL and OPENENV_CI_LLM_TOKEN set it asks that endpoint
// and prints the kept claims and the drop reasons.
// Usage: OPENENV_MIRROR=/path/to/OpenEnv.git [REVIEW_PRS="603 611 695 731 608"] npm run bench -- review-llm
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runReview } from '../src/checks/review/index.js';
import type { LlmOutcome } from '../src/checks/review/llm/index.js';
import type { CheckContext } from '../src/engine/check.js';
import type { ChatClient } from '../src/llm/client.js';
import { gitRunner } from '../src/repo/git.js';
import { MemoryRepoView } from '../src/repo/memory.js';
import { optInRulesOff } from '../src/checks/index.js';
import { EMPTY_CONFIG } from '../src/engine/resolved-config.js';
import { ruleSettings } from '../src/engine/run.js';

const NO_CONFIG = ruleSettings(EMPTY_CONFIG, optInRulesOff(() => ({})));
const DEFAULT_PRS = [603, 611, 695, 731, 608];

async function main(): Promise<void> {
  const mirror = process.env.OPENENV_MIRROR ?? process.argv[2];
  if (!mirror) {
    console.log('skipped: set OPENENV_MIRROR to a clone of huggingface/OpenEnv with refs/pull/*/head');
    return;
  }
  const prs = (process.env.REVIEW_PRS ?? process.argv.slice(3).join(' ')).split(/[\s,]+/).filter(Boolean).map(Number);
  const git = (...args: string[]): string => execFileSync('git', ['-C', mirror, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 }).trim();
  const main = git('rev-parse', '--verify', 'main');
  const endpoint = process.env.OPENENV_CI_LLM_BASE_URL;
  console.log(`mirror main ${main}; ${endpoint ? `endpoint ${endpoint}` : 'no endpoint: every part answered with no claim'}`);
  for (const number of prs.length ? prs : DEFAULT_PRS) {
    const head = git('rev-parse', '--verify', `refs/pull/${number}/head`);
    const base = git('merge-base', main, head);
    const cache = mkdtempSync(join(tmpdir(), 'review-llm-bench-'));
    const sent: number[] = [];
    const offline: ChatClient = async (request) => {
      sent.push(request.messages.reduce((n, m) => n + m.content.length, 0));
      return { content: '{"claims": []}', finishReason: 'stop', model: request.model, promptTokens: 0, completionTokens: 0 };
    };
    const context: CheckContext = {
      repo: new MemoryRepoView({}),
      root: mirror,
      options: {
        llm: 'advisory',
        'llm-model': process.env.OPENENV_CI_LLM_MODEL ?? 'offline/bench',
        'llm-base-url': endpoint ?? 'http://127.0.0.1:9/v1',
        'llm-token': process.env.OPENENV_CI_LLM_TOKEN ?? '',
        'llm-cache': cache,
      },
      paths: [],
      priorFindings: [],
      baseRevision: base,
      headRevision: head,
      repositorySlug: 'huggingface/OpenEnv',
      ...NO_CONFIG,
      services: {
        logger: { info: () => undefined, warning: () => undefined, debug: () => undefined, progress: () => undefined },
        git: gitRunner(mirror),
        now: () => new Date(0),
        signal: new AbortController().signal,
      },
    };
    const cpu = process.cpuUsage();
    const result = await runReview(context, endpoint ? {} : { llmClient: offline });
    const used = process.cpuUsage(cpu);
    rmSync(cache, { recursive: true, force: true });
    const llm = result.data?.llm as LlmOutcome;
    const tokens = sent.map((chars) => Math.ceil(chars / 3));
    console.log(
      `\n#${number} base ${base.slice(0, 12)} head ${head.slice(0, 12)}: ${llm.parts} part(s), est. input tokens ${tokens.join(' + ') || 0} = ${tokens.reduce((a, b) => a + b, 0)}; ` +
        `${llm.unreviewed.length} file(s) not reviewed; review + pass ${((used.user + used.system) / 1000).toFixed(0)} ms cpu` +
        (endpoint ? `; kept ${llm.kept.length}, dropped ${JSON.stringify(llm.dropped)}, tokens ${llm.promptTokens}+${llm.completionTokens}, failures ${JSON.stringify(llm.failures)}` : ''),
    );
    const reasons = new Map<string, number>();
    for (const file of llm.unreviewed) reasons.set(file.reason, (reasons.get(file.reason) ?? 0) + 1);
    for (const [reason, n] of reasons) console.log(`  not reviewed: ${n} × ${reason}`);
    for (const claim of llm.kept) console.log(`  ${claim.category} ${claim.path}:${claim.startLine}-${claim.endLine} ${claim.rationale.slice(0, 140)}`);
  }
}

await main();
