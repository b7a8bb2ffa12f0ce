import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startLlmStandIn, type LlmStandIn } from '../../support/llm-server.js';
import { pullRequest, trackedRepos } from '../support.js';
import { fixtures, freshCacheDir, INVARIANTS, reviewWithLlm, TOKEN } from './support.js';
import { verdictOf } from '../../../src/checks/review/model.js';
import { countsForVerdict, type Finding } from '../../../src/engine/finding.js';
import { importReports } from '../../../src/engine/imported-reports.js';
import { renderJson } from '../../../src/report/json.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCliInProcess } from '../../support/cli-in-process.js';

const repo = trackedRepos();

const BASE_ENV = [
  'class DemoEnvironment:',
  '    def __init__(self):',
  '        self.state = {}',
  '',
  '    def step(self, action):',
  '        reward = self._score(action)',
  '        return {"reward": reward, "done": False}',
  '',
  '    def _score(self, action):',
  '        return 1.0 if action == "ok" else 0.0',
  '',
].join('\n');

// HEAD lines 10-11 read a reward the agent can write (OpenEnv's reward.txt finding, in miniature); line
// 15 is a debug print (review/debug-print, a deterministic fact); line 16 replaces BASE line 10.
const HEAD_ENV = BASE_ENV.replace(
  '        reward = self._score(action)\n',
  '        reward = self._score(action)\n        if os.path.exists("/workspace/reward.txt"):\n            reward = float(open("/workspace/reward.txt").read())\n',
)
  .replace('class DemoEnvironment:', 'import os\n\n\nclass DemoEnvironment:')
  .replace('        return 1.0 if action == "ok" else 0.0\n', '        print("score", action)\n        return 1.0 if action in ("ok", "fine") else 0.0\n');

const BASE = { '.claude/docs/INVARIANTS.md': INVARIANTS, 'envs/demo_env/server/demo_environment.py': BASE_ENV };
const HEAD = { 'envs/demo_env/server/demo_environment.py': HEAD_ENV };
const rewardRepo = () => repo(HEAD, { baseTree: '', baseFiles: BASE });

/** Each scenario is one model id, so the same change gives each its own request key. */
const model = (scenario: string) => ({ 'llm-model': `stand-in/${scenario}` });

let server: LlmStandIn;
beforeAll(async () => {
  server = await startLlmStandIn(fixtures('scenarios'));
});
afterAll(() => server.close());

const requestsOf = (scenario: string) => server.requests.filter((r) => JSON.parse(r.body).model === `stand-in/${scenario}`).length;

describe('the model pass against a stand-in endpoint', () => {
  it('keeps a claim bound to added lines and a BASE document line: the section, byte for byte', async () => {
    const run = await reviewWithLlm(rewardRepo(), server.url, model('valid'));
    expect(server.unknownKeys).toEqual([]);
    const section = run.markdown.slice(run.markdown.indexOf('### Model-suggested'));
    const head = run.report.headSha;
    const base = run.report.baseSha;
    expect(section).toBe(
      [
        '### Model-suggested, citations machine-checked',
        '',
        `_Advisory, not part of the verdict. Model \`stand-in/valid\` via \`127.0.0.1:${new URL(server.url).port}\`, prompt \`review-llm-1\`; 1 part, answered for head \`${head.slice(0, 12)}\` (cached by content: a rerun asks nothing); 1 kept, 0 dropped; ${run.llm!.answerTokens.toLocaleString('en-US')} tokens used._`,
        '',
        `- **invariant** [\`envs/demo_env/server/demo_environment.py:10-11\`](https://github.com/meta-pytorch/OpenEnv/blob/${head}/envs/demo_env/server/demo_environment.py#L10-L11): The reward is replaced by the contents of /workspace/reward\\.txt, a file the agent can write from its sandbox, so an agent can set its own reward\\. _(review/llm-claim)_`,
        '  - quoted: `reward = float(open("/workspace/reward.txt").read())`',
        `  - grounded in [\`.claude/docs/INVARIANTS.md:5\`](https://github.com/meta-pytorch/OpenEnv/blob/${base}/.claude/docs/INVARIANTS.md#L5) (BASE): \`the agent never supplies or overrides them\``,
        '',
      ].join('\n'),
    );
    expect(run.llm).toMatchObject({ status: 'ran', parts: 1, requests: 1, cacheHits: 0, cacheMisses: 1, dropped: {}, askedAt: [head] });
    // The claim is one advisory finding on the cited lines: notice, counted nowhere.
    expect(run.findings.filter((f) => f.rule === 'review/llm-claim')).toEqual([
      expect.objectContaining({
        severity: 'notice',
        advisory: true,
        file: 'envs/demo_env/server/demo_environment.py',
        line: 10,
        endLine: 11,
        message:
          'Model-suggested invariant (advisory, not part of the verdict): The reward is replaced by the contents of /workspace/reward.txt, a file the agent can write from its sandbox, so an agent can set its own reward. Quoted: "reward = float(open("/workspace/reward.txt").read())". Grounded in .claude/docs/INVARIANTS.md:5 (BASE).',
      }),
    ]);
    // Listed in its own section only: the Tier lists and notices are the review's without the pass.
    expect(run.markdown.slice(0, run.markdown.indexOf('### Model-suggested'))).not.toContain('llm-claim');
  });

  it('a second run with the same cache makes no request and gives the same bytes', async () => {
    const r = rewardRepo();
    const cache = freshCacheDir();
    const first = await reviewWithLlm(r, server.url, { ...model('valid'), 'llm-cache': cache });
    const before = server.requests.length;
    const second = await reviewWithLlm(r, server.url, { ...model('valid'), 'llm-cache': cache });
    expect(server.requests.length).toBe(before);
    expect(second.llm).toMatchObject({ requests: 0, cacheHits: 1, cacheMisses: 0 });
    expect(first.llm).toMatchObject({ requests: 1, cacheHits: 0, cacheMisses: 1 });
    // The comment describes the answers, not this run's cache: the same bytes; the cache use is the summary's.
    expect(second.markdown).toBe(first.markdown);
    expect(second.findings).toEqual(first.findings);
    expect(first.summary).toContain('0 cache hits, 1 miss (this run)');
    expect(second.summary).toContain('1 cache hit, 0 misses (this run)');
    expect(second.llm).toMatchObject({ promptTokens: 0, completionTokens: 0, answerTokens: first.llm!.answerTokens });
  });

  it('an advisory finding handed over (an imported report\'s claim) never reaches the tiers; the same finding unmarked does', async () => {
    const r = rewardRepo();
    const dir = freshCacheDir();
    const handed: Finding = { rule: 'review/llm-claim', severity: 'warning', file: 'envs/demo_env/server/demo_environment.py', line: 10, message: 'Model-suggested bug: x.', fingerprint: 'f', check: 'review', scope: 'new' };
    const report = join(dir, 'report.json');
    writeFileSync(report, renderJson({ outcomes: [], findings: [{ ...handed, advisory: true }], suppressions: [], baselined: 0, data: {}, internalErrors: [] }));
    const imported = await importReports([report]);
    expect(imported.map((f) => f.advisory)).toEqual([true]);
    const off = await reviewWithLlm(r, server.url, { llm: 'off' });
    const advisory = await reviewWithLlm(r, server.url, { llm: 'off' }, { priorFindings: imported });
    expect(advisory.report).toEqual(off.report);
    const plain = await reviewWithLlm(r, server.url, { llm: 'off' }, { priorFindings: [handed] });
    expect(plain.report.tier2.map((t) => t.rule)).toEqual(['review/llm-claim']);
  });

  it('makes no request with llm off, nor for a fork pull request', async () => {
    const r = rewardRepo();
    const before = server.requests.length;
    const off = await reviewWithLlm(r, server.url, { ...model('valid'), llm: 'off' });
    expect(off.markdown).not.toContain('Model-suggested');
    expect(off.llm).toBeUndefined();
    const fork = await reviewWithLlm(r, server.url, model('valid'), { pullRequest: pullRequest({ fromFork: true }), eventName: 'pull_request_target' });
    expect(fork.markdown).toContain("_Model pass not run: a fork's pull request");
    const outsider = await reviewWithLlm(r, server.url, { ...model('valid'), 'llm-label': 'run-model' }, { pullRequest: pullRequest({ authorAssociation: 'CONTRIBUTOR' }), eventName: 'pull_request_target' });
    expect(outsider.llm).toMatchObject({ status: 'skipped' });
    expect(outsider.markdown).toContain('a maintainer can apply the label "run\\-model"');
    expect(server.requests.length).toBe(before);
    // The label a maintainer applied opts it in.
    const labelled = await reviewWithLlm(r, server.url, { ...model('valid-labelled'), 'llm-label': 'run-model' }, { pullRequest: pullRequest({ authorAssociation: 'CONTRIBUTOR', labels: ['run-model'] }), eventName: 'pull_request_target' });
    expect(labelled.llm).toMatchObject({ status: 'ran', requests: 1 });
  });

  it('reads the JSON after a <think> preamble and inside prose', async () => {
    for (const scenario of ['think', 'prose']) {
      const run = await reviewWithLlm(rewardRepo(), server.url, model(scenario));
      expect(run.llm).toMatchObject({ status: 'ran', failures: [] });
      expect(run.llm!.kept.map((c) => `${c.path}:${c.startLine}-${c.endLine}`)).toEqual(['envs/demo_env/server/demo_environment.py:10-11']);
    }
    expect(server.unknownKeys).toEqual([]);
  });

  it('drops claims citing a diff position, a removed or context line, a misquote, a path outside the diff, a wrong document line, and counts why', async () => {
    const run = await reviewWithLlm(rewardRepo(), server.url, model('bad-citations'));
    expect(server.unknownKeys).toEqual([]);
    expect(run.llm!.kept).toEqual([]);
    expect(run.llm!.dropped).toEqual({ 'lines-outside-hunk': 1, 'no-added-line': 1, 'quote-mismatch': 1, 'path-not-in-diff': 1, 'doc-ref-mismatch': 1 });
    expect(run.summary).toContain('Dropped by reason: doc-ref-mismatch 1, lines-outside-hunk 1, no-added-line 1, path-not-in-diff 1, quote-mismatch 1.');
    expect(run.markdown).toContain('0 kept, 5 dropped');
  });

  it('drops a misquote, a rule-owned category, a duplicate of a deterministic finding, a claim outside the schema and claims past five', async () => {
    const run = await reviewWithLlm(rewardRepo(), server.url, model('bad-more'));
    expect(server.unknownKeys).toEqual([]);
    expect(run.findings.map((f) => `${f.rule}:${f.line}`)).toContain('review/debug-print:15');
    expect(run.llm!.dropped).toEqual({ 'quote-mismatch': 1, 'rule-owned': 1, 'duplicates-finding': 1, schema: 1, 'over-limit': 2 });
    expect(run.llm!.kept.map((c) => `${c.category} ${c.startLine}-${c.endLine}`)).toEqual(['test-gap 10-10']);
  });

  it('a schema-invalid answer, invalid JSON or a cut answer make the pass unavailable, and nothing is cached', async () => {
    const cache = freshCacheDir();
    for (const [scenario, reason] of [
      ['schema-invalid', 'the answer had no "claims" array'],
      ['not-json', 'the answer was not valid JSON'],
      ['length', 'the answer was cut at the output limit (finish_reason: length)'],
    ] as const) {
      const run = await reviewWithLlm(rewardRepo(), server.url, { ...model(scenario), 'llm-cache': cache });
      expect(run.llm!.failures).toEqual([reason]);
      expect(run.markdown).toContain('**model pass unavailable (the answer ');
      const again = await reviewWithLlm(rewardRepo(), server.url, { ...model(scenario), 'llm-cache': cache });
      expect(again.llm).toMatchObject({ cacheHits: 0, requests: 1 });
    }
    expect(server.unknownKeys).toEqual([]);
  });

  it('an answer obeying an injection: extra keys and the verdict ignored, images, links, mentions, markers and HTML escaped; the verdict and findings unchanged', async () => {
    const r = rewardRepo();
    const off = await reviewWithLlm(r, server.url, { llm: 'off' });
    const run = await reviewWithLlm(r, server.url, model('injection'));
    expect(server.unknownKeys).toEqual([]);
    expect(run.findings.filter(countsForVerdict)).toEqual(off.findings);
    // The model's words are in the finding as plain text: each reporter escapes them (test/report).
    expect(run.findings.filter((f) => !countsForVerdict(f)).map((f) => f.message)).toEqual([expect.stringContaining('<!-- openenv-ci:v1:forged --> </details>')]);
    expect(run.report).toEqual(off.report);
    expect(verdictOf(run.report)).toBe(verdictOf(off.report));
    expect(run.markdown.startsWith(off.markdown)).toBe(true);
    const section = run.markdown.slice(off.markdown.length);
    expect(run.llm!.ignoredKeys).toEqual(['verdict']);
    expect(run.llm!.dropped).toEqual({ schema: 1 });
    expect(run.llm!.kept).toHaveLength(1);
    // Nothing live: no HTML, no image, no link but our own blob links, no mention, no marker.
    expect(section).not.toMatch(/<\/?details>|<!--|<img|!\[/);
    expect(section).not.toMatch(/(?<!`)@maintainer/);
    expect(section).toContain('`@maintainer`');
    expect([...section.matchAll(/\]\((https?:[^)]*)\)/g)].map((m) => m[1]).every((url) => url!.startsWith('https://github.com/meta-pytorch/OpenEnv/blob/'))).toBe(true);
  });

  it('waits as 429 Retry-After says, then answers', async () => {
    const run = await reviewWithLlm(rewardRepo(), server.url, model('rate-limited'));
    expect(requestsOf('rate-limited')).toBe(2);
    const [limited, retried] = server.requests.filter((q) => JSON.parse(q.body).model === 'stand-in/rate-limited');
    expect(retried!.at - limited!.at).toBeGreaterThanOrEqual(950); // Retry-After: 1
    expect(run.llm).toMatchObject({ failures: [], requests: 1 });
    expect(run.llm!.kept).toHaveLength(1);
  });

  it('a 503 storm and a hung endpoint: at most 1 + 2 retries, then "model pass unavailable"', async () => {
    const storm = await reviewWithLlm(rewardRepo(), server.url, model('storm'));
    expect(requestsOf('storm')).toBe(3);
    expect(storm.llm!.failures).toEqual(['HTTP 503 after retries']);
    const hung = await reviewWithLlm(rewardRepo(), server.url, { ...model('hung'), 'llm-timeout': '1' });
    expect(requestsOf('hung')).toBeLessThanOrEqual(3);
    expect(hung.llm!.failures[0]).toMatch(/^(timed out|overall deadline reached)$/);
    expect(hung.markdown).toContain('model pass unavailable');
    expect(hung.report).toEqual(storm.report);
  }, 20_000);

  it('no token or secret in any request body; the token travels only in the Authorization header', async () => {
    await reviewWithLlm(rewardRepo(), server.url, model('valid'));
    expect(server.requests.length).toBeGreaterThan(0);
    for (const request of server.requests) {
      expect(request.body).not.toContain(TOKEN);
      expect(request.authorization).toBe(`Bearer ${TOKEN}`);
    }
  });

  it('the CLI: --llm flags and OPENENV_CI_LLM_TOKEN; the exit status is the same with the pass, whatever --fail-on and the config say of its claims', async () => {
    const r = rewardRepo();
    const cache = freshCacheDir();
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, OPENENV_CI_LLM_TOKEN: TOKEN };
    const args = (failOn: string, llm: string[]) => ['review', '--base', r.base, '--head', r.head, '--format', 'json', '--fail-on', failOn, ...llm, r.dir];
    const on = ['--llm', 'advisory', '--llm-model', 'stand-in/valid', '--llm-base-url', server.url, '--llm-cache', cache];
    const before = server.requests.length;
    const withPass = await runCliInProcess(args('error', on), r.dir, env);
    const without = await runCliInProcess(args('error', []), r.dir, env);
    expect(server.requests.length).toBe(before + 1);
    expect(server.requests.at(-1)!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(withPass.status).toBe(without.status);
    type Report = { findings: { rule: string; severity: string; advisory?: true }[]; summary: Record<string, unknown>; llm?: { kept: unknown[]; severity: string } };
    const report = JSON.parse(withPass.stdout) as Report;
    const plain = JSON.parse(without.stdout) as Report;
    expect(report.llm?.kept).toHaveLength(1);
    // The claim is listed, marked advisory, and left out of the summary's counts.
    expect(report.findings.filter((f) => f.advisory)).toEqual([expect.objectContaining({ rule: 'review/llm-claim', severity: 'notice', advisory: true })]);
    expect(report.findings.filter((f) => !f.advisory)).toEqual(plain.findings);
    expect(report.summary).toEqual({ ...plain.summary, advisory: 1 });
    // The config may raise review/llm-claim to warning: the finding is a warning, and still fails nothing.
    mkdirSync(join(r.dir, '.github'), { recursive: true });
    writeFileSync(join(r.dir, '.github', 'openenv-ci.yml'), 'rules:\n  review/llm-claim: warning\n');
    const raised = await runCliInProcess(args('warning', on), r.dir, env);
    expect(server.requests.length).toBe(before + 1); // the folder cache answered
    expect(raised.status).toBe((await runCliInProcess(args('warning', []), r.dir, env)).status);
    const raisedReport = JSON.parse(raised.stdout) as Report;
    expect(raisedReport.llm!.severity).toBe('warning');
    expect(raisedReport.findings.filter((f) => f.advisory).map((f) => f.severity)).toEqual(['warning']);
    expect(raisedReport.summary).toEqual({ ...plain.summary, advisory: 1 });
    // Error is refused with a config message (usage error, exit 2), not read as something else.
    writeFileSync(join(r.dir, '.github', 'openenv-ci.yml'), 'rules:\n  review/llm-claim: error\n');
    const refused = await runCliInProcess(args('warning', on), r.dir, env);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('.github/openenv-ci.yml:2:3: invalid config at rules.review/llm-claim: review/llm-claim is advisory (model-suggested, never part of the verdict); its severity may be notice, warning or off, not error.');
  });

  const RFC_010 = [
    '# RFC 010: Reward shaping',
    '',
    '**Status**: Draft',
    '**Authors**: @shaper',
    '',
    '## Motivation',
    '',
    'Sparse rewards slow learning.',
    '',
    '## Design',
    '',
    'Shaping lives in `src/openenv/core/rewards/` and runs on the server.',
    '',
    '```python',
    '## not a heading: a comment in a code block',
    'def shape(reward): ...',
    '```',
    '',
    '## Alternatives',
    '',
    'Client-side shaping was rejected.',
    '',
  ].join('\n');

  const SHAPING = ['import math', '', '', 'def shape(reward):', '    """Shapes a reward."""', '    scale = 2', '    # Clients may shape rewards too.', '    return math.copysign(abs(reward) * scale, reward)', ''].join('\n');

  it('sends of an RFC exactly the section the rfc-area rule matched, from BASE, with its line numbers; a doc_ref may cite only that section', async () => {
    const r = repo({ 'src/openenv/core/rewards/shaping.py': SHAPING }, { baseTree: '', baseFiles: { 'rfcs/010-reward-shaping.md': RFC_010, '.claude/docs/INVARIANTS.md': INVARIANTS } });
    const before = server.requests.length;
    const run = await reviewWithLlm(r, server.url, model('rfc-section'), { pullRequest: pullRequest({ title: 'Reward shaping', body: 'Adds shaping.', authorAssociation: 'MEMBER' }) });
    expect(server.unknownKeys).toEqual([]);
    // The rule records where its match came from; the pass sends that and nothing else of the RFC.
    const flag = run.report.tier2.find((t) => t.rule === 'review/rfc-area');
    expect(flag?.grounding).toEqual([{ doc: 'rfcs/010-reward-shaping.md', startLine: 10, endLine: 17 }]);
    const recorded = server.requests.slice(before);
    expect(recorded).toHaveLength(1);
    const user = (JSON.parse(recorded[0]!.body) as { messages: { content: string }[] }).messages[1]!.content;
    const sent = user.slice(user.indexOf('## Document: rfcs/010-reward-shaping.md'), user.indexOf('DOCS-', user.indexOf('## Document: rfcs/010')));
    expect(sent.trimEnd()).toBe(
      [
        '## Document: rfcs/010-reward-shaping.md (BASE)',
        '…',
        '10: ## Design',
        '11: ',
        '12: Shaping lives in `src/openenv/core/rewards/` and runs on the server.',
        '13: ',
        '14: ```python',
        '15: ## not a heading: a comment in a code block',
        '16: def shape(reward): ...',
        '17: ```',
        '…',
      ].join('\n'),
    );
    // A doc_ref to line 12 (sent) is kept; one to line 21 of the same BASE file (not sent) is dropped.
    expect(run.llm!.kept.map((k) => `${k.category} ${k.path}:${k.startLine} ${k.docRef?.doc}:${k.docRef?.line}`)).toEqual(['rfc-conflict src/openenv/core/rewards/shaping.py:7 rfcs/010-reward-shaping.md:12']);
    expect(run.llm!.dropped).toEqual({ 'doc-ref-mismatch': 1 });
  });

  it('sends no RFC text when no RFC rule matched the change, though an open RFC is in the tree', async () => {
    const r = repo({ 'envs/demo_env/server/app.py': 'def shape_reward(reward):\n    return reward * 2\n' }, { baseTree: '', baseFiles: { 'rfcs/010-reward-shaping.md': RFC_010, '.claude/docs/INVARIANTS.md': INVARIANTS } });
    const before = server.requests.length;
    const run = await reviewWithLlm(r, server.url, model('rfc-none'));
    expect(server.unknownKeys).toEqual([]);
    expect(run.report.tier2.filter((t) => t.conflict === 'rfc')).toEqual([]);
    const recorded = server.requests.slice(before);
    expect(recorded).toHaveLength(1);
    const user = (JSON.parse(recorded[0]!.body) as { messages: { content: string }[] }).messages[1]!.content;
    expect(user).toContain('## Document: .claude/docs/INVARIANTS.md (BASE)');
    expect(user).not.toContain('rfcs/010-reward-shaping.md');
    expect(user).not.toContain('Shaping lives in');
  });
});
