import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startLlmStandIn, type LlmStandIn } from '../../support/llm-server.js';
import { pullRequest, trackedRepos } from '../support.js';
import { fixtures, INVARIANTS, reviewWithLlm } from './support.js';
import { countsForVerdict } from '../../../src/engine/finding.js';

/**
 * Five OpenEnv pull requests in miniature: each repository reproduces the hunk pattern the pull request
 * had (written for these tests, not copied), and each fixture answer is what a model might say there,
 * true claims on the defects beside claims that must not survive. #608 is the negative control: a
 * correct change, where nothing may be kept. bench/review-llm.bench.ts runs the real pull requests.
 */

const repo = trackedRepos();

interface Case {
  pr: number;
  title: string;
  base: Record<string, string>;
  head: Record<string, string | null>;
  kept: string[];
  dropped: Record<string, number>;
}

const PROXY_BASE = ['import shlex', '', '', 'def start_proxy(sandbox, config):', '    """Starts the interception proxy in the sandbox."""', '    return sandbox.start_bg("true")', ''].join('\n');
const PROXY_HEAD = [
  'import shlex',
  '',
  '',
  'def start_proxy(sandbox, config):',
  '    """Starts the interception proxy in the sandbox."""',
  '    command = (',
  '        "cd /home/user/proxy && python interception.py "',
  '        f"--upstream-url {config.base_url} "',
  '        f"--upstream-api-key {config.api_key} "',
  '        f"--model-override \'{config.model}\' "',
  '    )',
  '    return sandbox.start_bg(command)',
  '',
].join('\n');

const FILTER_HEAD = [
  'import ast',
  '',
  'BLOCKED = {"exec", "eval", "system", "popen"}',
  '',
  '',
  'def is_safe(code: str) -> bool:',
  '    """Rejects agent code that calls a blocked function."""',
  '    for node in ast.walk(ast.parse(code)):',
  '        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):',
  '            if node.func.id in BLOCKED:',
  '                return False',
  '    return True',
  '',
].join('\n');

const PATHWAY_BASE = ['class PathwayEnvironment:', '    def step(self, action):', '        score = self._grade(action.answer)', '        return self._observation(reward=score)', ''].join('\n');
const PATHWAY_HEAD = [
  'class PathwayEnvironment:',
  '    def step(self, action):',
  '        score = self._grade(action.answer)',
  '        if action.self_reported_score is not None:',
  '            score = action.self_reported_score',
  '        return self._observation(reward=score)',
  '',
].join('\n');

const RFC_HEAD = [
  '# RFC 006: External environment imports',
  '',
  '**Status**: Draft',
  '**Authors**: @someone',
  '',
  '## Proposal',
  '',
  'An external environment package may import helpers from another environment\'s `server/` package,',
  'including its client, so that shared code is written once.',
  '',
].join('\n');

const REPL_BASE = ['class ReplEnvironment:', '    def reset(self, seed=None):', '        self._namespace = {}', '        return self._observation()', ''].join('\n');
const REPL_HEAD = [
  'class ReplEnvironment:',
  '    def reset(self, seed=None):',
  '        self._namespace = {}',
  '        self._history.clear()',
  '        return self._observation()',
  '',
].join('\n');

const DOCS = { '.claude/docs/INVARIANTS.md': INVARIANTS };

const CASES: Case[] = [
  {
    pr: 603,
    title: 'fix: secure opencode proxy command',
    base: { ...DOCS, 'envs/opencode_env/harness.py': PROXY_BASE },
    head: { 'envs/opencode_env/harness.py': PROXY_HEAD },
    // The key on the command line is review/credential-flow's finding (line 12): the model's restatement goes.
    kept: ['security envs/opencode_env/harness.py:8-8'],
    dropped: { 'duplicates-finding': 1, 'lines-outside-hunk': 1 },
  },
  {
    pr: 611,
    title: 'feat(pathway_analysis_env): add GEO benchmark runners',
    base: { ...DOCS, 'envs/pathway_analysis_env/server/pathway_environment.py': PATHWAY_BASE },
    head: { 'envs/pathway_analysis_env/server/pathway_environment.py': PATHWAY_HEAD },
    kept: ['invariant envs/pathway_analysis_env/server/pathway_environment.py:4-5'],
    dropped: { 'quote-mismatch': 1 },
  },
  {
    pr: 695,
    title: 'refactor: coding agent env with a sandbox filter',
    base: { ...DOCS, 'envs/coding_agent_env/sandbox/README.md': '# Sandbox\n' },
    head: { 'envs/coding_agent_env/sandbox/safety.py': FILTER_HEAD },
    kept: ['security envs/coding_agent_env/sandbox/safety.py:9-10'],
    dropped: { 'lines-outside-hunk': 1, 'path-not-in-diff': 1 },
  },
  {
    pr: 731,
    title: 'docs: add external environment import rfc',
    base: { ...DOCS, 'rfcs/README.md': '# RFCs\n' },
    head: { 'rfcs/006-external-environment-imports.md': RFC_HEAD },
    // The numbering remark sits on rfc-lint's own finding at line 1.
    kept: ['rfc-conflict rfcs/006-external-environment-imports.md:8-9'],
    dropped: { 'duplicates-finding': 1 },
  },
  {
    pr: 608,
    title: 'fix(repl_env): clear the history on reset',
    base: { ...DOCS, 'envs/repl_env/server/repl_environment.py': REPL_BASE },
    head: { 'envs/repl_env/server/repl_environment.py': REPL_HEAD },
    kept: [],
    dropped: { 'no-added-line': 1, 'doc-ref-mismatch': 1 },
  },
];

let server: LlmStandIn;
beforeAll(async () => {
  server = await startLlmStandIn(fixtures('openenv-prs'));
});
afterAll(() => server.close());

describe('five OpenEnv pull requests in miniature', () => {
  it.each(CASES.map((c) => [c.pr, c] as const))('#%i: the verified claims stay, the bad ones go, the verdict is the review\'s own', async (_, c) => {
    const r = repo(c.head, { baseTree: '', baseFiles: c.base });
    const pr = pullRequest({ number: c.pr, title: c.title, body: 'See the description.', authorAssociation: 'MEMBER' });
    const off = await reviewWithLlm(r, server.url, { llm: 'off' }, { pullRequest: pr });
    const run = await reviewWithLlm(r, server.url, { 'llm-model': `stand-in/pr-${c.pr}` }, { pullRequest: pr });
    expect(server.unknownKeys).toEqual([]);
    expect(run.llm!.failures).toEqual([]);
    expect(run.llm!.kept.map((k) => `${k.category} ${k.path}:${k.startLine}-${k.endLine}`)).toEqual(c.kept);
    expect(run.llm!.dropped).toEqual(c.dropped);
    // Each kept claim is one advisory finding on its lines; the others are the review's without the pass.
    expect(run.findings.filter((f) => !countsForVerdict(f)).map((f) => `review/llm-claim ${f.severity} ${f.file}:${f.line}-${f.endLine ?? f.line}`)).toEqual(
      c.kept.map((k) => `review/llm-claim notice ${k.slice(k.indexOf(' ') + 1)}`),
    );
    expect(run.findings.filter(countsForVerdict)).toEqual(off.findings);
    expect(run.report).toEqual(off.report);
    expect(run.markdown.startsWith(off.markdown)).toBe(true);
  });
});
