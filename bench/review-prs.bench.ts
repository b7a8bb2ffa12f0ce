// The review on real OpenEnv pull requests, rebuilt from public history: for each pull request, HEAD =
// refs/pull/N/head and BASE = its merge base with main. Prints per pull request the Tier 1 lines, the
// verdict and the time, with the commits, so every figure in docs/review.md can be re-checked.
// Usage: OPENENV_MIRROR=/path/to/OpenEnv.git [REVIEW_PRS="722 723 787@8ad6f3b6 ..."] npm run bench -- review-prs
// (`N@commit`: the pull request at one of its commits, the one its reviewers saw; BASE stays its merge base).
// (a bare mirror or a clone with refs/pull/*/head fetched: git fetch origin '+refs/pull/*/head:refs/pull/*/head').
import { execFileSync } from 'node:child_process';
import { runReview } from '../src/checks/review/index.js';
import type { ReviewReport } from '../src/checks/review/model.js';
import { verdictOf } from '../src/checks/review/model.js';
import type { CheckContext } from '../src/engine/check.js';
import { gitRunner } from '../src/repo/git.js';
import { MemoryRepoView } from '../src/repo/memory.js';
import { optInRulesOff } from '../src/checks/index.js';
import { EMPTY_CONFIG } from '../src/engine/resolved-config.js';
import { ruleSettings } from '../src/engine/run.js';

/** What the engine tells a check in a run without a config file: the opt-in rules are off (src/checks/index.ts). */
const NO_CONFIG = ruleSettings(EMPTY_CONFIG, optInRulesOff(() => ({})));

const DEFAULT_PRS = [722, 723, 726, 727, 729, 731, 732, 734, 735, 736, 740, 742, 743, 747, 751, 754, 758, 712];

/**
 * Defects a person verified on these pull requests (issue 27's list), each with the rule that proves it
 * and the file it is in, so the bench prints which are found. `rule: undefined`: no rule proves it yet.
 */
const VERIFIED: Record<string, { rule?: string; file: string; what: string }[]> = {
  '603': [{ rule: 'review/debug-print', file: 'envs/opencode_env/interception.py', what: 'print() in the proxy\'s upstream-error handler' }],
  '499': [{ rule: 'review/debugger', file: 'envs/email_triage_env/train_grpo.py', what: 'traceback.print_exc() in a swallowing except' }],
  '471': [
    { rule: 'review/rfc-area', file: 'src/openenv/core/harness/__init__.py', what: 'defines HarnessAdapter, which RFC 005 defines' },
    { file: 'tests/', what: 'RecordingSessionFactory used as a ResourceSessionFactory it does not subclass' },
  ],
  '787': [
    { rule: 'review/unawaited-async-return', file: 'envs/sophistry_bench_sprint_env/client.py', what: "step_text returns super().step()'s coroutine" },
    { rule: 'review/unused-dependency', file: 'envs/sophistry_bench_sprint_env/pyproject.toml', what: 'requests declared, never imported' },
  ],
  '446': [{ rule: 'review/class-redefined-bases', file: 'envs/qed_math_env/server/math_verify_service.py', what: 'UnparsableException defined twice with different bases' }],
  '675': [{ rule: 'review/forked-dependency', file: 'examples/end_to_end/tbench2_pi_trl/train_terminus_grpo.py', what: "openenv-core from a fork in the PEP 723 block" }],
  '618': [{ rule: 'review/myst-fence', file: 'examples/end_to_end_walkthrough.ipynb', what: '{note} fences GitHub renders raw' }],
  '727': [{ rule: 'review/rfc-inconsistent-value', file: 'rfcs/006-hf-rl-environment-datasets.md', what: 'spec_version hf-rl-env-0.1 vs 1' }],
  '694': [{ rule: 'review/private-getattr', file: 'src/openenv/core/harness/agents/interception_server.py', what: 'getattr(site, "_server")' }],
  '421': [{ rule: 'review/unused-constant', file: 'envs/agent_world_model_env/server/awm_environment.py', what: 'HIDDEN_TOOLS defined, never read' }],
  '402': [{ rule: 'review/path-containment', file: 'envs/openclaw_env/server/openclaw_environment.py', what: 'workspace / path with no containment check' }],
};

async function main(): Promise<void> {
  const mirror = process.env.OPENENV_MIRROR ?? process.argv[2];
  if (!mirror) {
    console.log('skipped: set OPENENV_MIRROR to a clone of huggingface/OpenEnv with refs/pull/*/head');
    return;
  }
  const prs = (process.env.REVIEW_PRS ?? process.argv.slice(3).join(' ')).split(/[\s,]+/).filter(Boolean);
  const git = (...args: string[]): string => execFileSync('git', ['-C', mirror, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 }).trim();
  const main = git('rev-parse', '--verify', 'main');
  console.log(`mirror main ${main}`);
  let total = 0;
  const verdicts = new Map<string, number>();
  for (const entry of prs.length ? prs : DEFAULT_PRS.map(String)) {
    const [number, commit] = entry.split('@') as [string, string | undefined];
    let head: string;
    try {
      head = git('rev-parse', '--verify', `${commit ?? `refs/pull/${number}/head`}^{commit}`);
    } catch {
      console.log(`#${number}: no ${commit ?? `refs/pull/${number}/head`}`);
      continue;
    }
    const base = git('merge-base', main, head);
    const context: CheckContext = {
      repo: new MemoryRepoView({}),
      root: mirror,
      options: {},
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
    const started = performance.now();
    const result = await runReview(context);
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const report = result.data?.review as ReviewReport;
    total += report.tier1.length;
    verdicts.set(verdictOf(report), (verdicts.get(verdictOf(report)) ?? 0) + 1);
    console.log(
      `\n#${number} base ${base.slice(0, 12)} head ${head.slice(0, 12)}: ${report.filesChanged} files +${report.linesAdded} -${report.linesRemoved}; ` +
        `Tier 1 ${report.tier1.length}, Tier 2 ${report.tier2.length}, notes ${report.notices.length}, pre-existing ${report.preExisting}; ${verdictOf(report)}; ` +
        `${wall.toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms cpu; lint ${report.automated.lint.status}`,
    );
    const all = [...report.tier1, ...report.tier2, ...report.notices];
    for (const defect of VERIFIED[number] ?? []) {
      const found = defect.rule !== undefined && all.some((i) => i.rule === defect.rule && i.file.startsWith(defect.file));
      console.log(`  verified ${found ? 'FOUND' : 'missed'}: ${defect.what} (${defect.rule ?? 'no rule'}, ${defect.file})`);
    }
    for (const item of report.tier1) console.log(`  T1 ${item.check}:${item.rule} ${item.file}:${item.line ?? ''} ${item.message.slice(0, 160)}`);
    for (const item of report.tier2) console.log(`  T2 ${item.check}:${item.rule} ${item.file}:${item.line ?? ''} ${item.message.slice(0, 120)}`);
    for (const item of report.notices) console.log(`  N ${item.check}:${item.rule} ${item.file}:${item.line ?? ''} ${item.message.slice(0, 120)}`);
  }
  console.log(`\nTier 1 lines in total: ${total}; verdicts: ${[...verdicts].map(([v, n]) => `${v} ${n}`).join(', ')}`);
}

await main();
