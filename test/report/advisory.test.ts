import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { RunResult } from '../../src/engine/run.js';
import { exitCodeFor } from '../../src/engine/run.js';
import { asReported, countBySeverity, type Finding } from '../../src/engine/finding.js';
import { collectFindings } from '../../src/engine/rule.js';
import { parseConfig } from '../../src/engine/config.js';
import { UserError } from '../../src/engine/errors.js';
import { renderJson } from '../../src/report/json.js';
import { renderSarif } from '../../src/report/sarif.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { readCounts, stepSection } from '../../src/report/comment.js';
import { annotate } from '../../src/action/outputs.js';
import { planAnnotations } from '../../src/report/annotations.js';
import { llmClaim, claimFindings } from '../../src/checks/review/llm/rule.js';
import { allRules } from '../../src/engine/registry.js';
import { loadAllChecks } from '../../src/checks/index.js';

/**
 * An advisory finding (the model pass's `review/llm-claim`) is listed, annotated and in SARIF, and
 * counted nowhere: not in the verdict, the counts, the exit status or fail-on, whatever its severity.
 */

const FILE = 'envs/demo_env/server/demo_environment.py';
// What a model may write: markdown, HTML, a forged marker and workflow command, percent signs, newlines.
const HOSTILE = 'Reward 100% from a file,\r\n::error file=x::forged @maintainer <img src=x> </details> <!-- openenv-ci:v1 --> [x](https://evil.example)';

const claim = (over: Partial<Parameters<typeof claimFindings>[0][number]> = {}) => ({
  category: 'invariant' as const,
  path: FILE,
  startLine: 10,
  endLine: 11,
  quote: 'reward = float(open("/workspace/reward.txt").read())',
  rationale: 'The agent can write the reward file.',
  ...over,
});

const deterministic: Finding = { rule: 'review/debug-print', severity: 'warning', file: FILE, line: 15, message: 'print() in library code.', fingerprint: 'dp', check: 'review' };

function result(findings: Finding[]): RunResult {
  return {
    outcomes: [{ check: 'review', title: 'Alignment review', findings, sections: [], durationMs: 1 }],
    findings,
    suppressions: [],
    baselined: 0,
    data: {},
    internalErrors: [],
    scope: 'new',
  };
}

describe('advisory findings', () => {
  it('the rule makes advisory findings with the claim\'s lines, a one-line message and a fingerprint that survives a line move', () => {
    const [finding] = claimFindings([claim({ rationale: 'two\nlines' })]);
    expect(finding).toEqual({
      rule: 'review/llm-claim',
      severity: 'notice',
      advisory: true,
      check: 'review',
      file: FILE,
      line: 10,
      endLine: 11,
      message: 'Model-suggested invariant (advisory, not part of the verdict): two lines Quoted: "reward = float(open("/workspace/reward.txt").read())".',
      fingerprint: expect.any(String),
    });
    expect(claimFindings([claim({ startLine: 20, endLine: 21 })])[0]!.fingerprint).toBe(finding!.fingerprint);
    // A rule that is not advisory makes findings without the mark.
    const out: Finding[] = [];
    collectFindings({ id: 'x/y', description: '', defaultSeverity: 'notice' }, out)({ file: 'a', line: 1, message: 'm' });
    expect(out[0]).not.toHaveProperty('advisory');
  });

  it('is counted nowhere: severity counts, exit status under every fail-on, even raised to warning', () => {
    const advisory = claimFindings([claim()]).map((f) => ({ ...f, severity: 'warning' as const }));
    expect(countBySeverity(advisory)).toEqual({ error: 0, warning: 0, notice: 0 });
    for (const failOn of ['error', 'warning', 'never'] as const) expect(exitCodeFor({ findings: advisory, internalErrors: [] }, failOn)).toBe(0);
    // The same finding without the mark fails fail-on warning: the test can fail.
    expect(exitCodeFor({ findings: advisory.map(({ advisory: _a, ...f }) => f), internalErrors: [] }, 'warning')).toBe(1);
    expect(exitCodeFor({ findings: [...advisory, deterministic], internalErrors: [] }, 'warning')).toBe(1);
  });

  it('the config raises it to warning at most: a group setting of error is clipped, the exact id refused', async () => {
    const finding = claimFindings([claim()]);
    const group = parseConfig('rules:\n  review/*: error\n', 'c.yml');
    const severityOf = (rule: string, severity: Finding['severity']) => group.rules[rule] ?? group.rules[`${rule.split('/')[0]}/*`] ?? severity;
    expect(asReported(finding, { severityOf }).map((f) => f.severity)).toEqual(['warning']);
    expect(asReported([deterministic], { severityOf }).map((f) => f.severity)).toEqual(['error']);
    const rules = allRules(await loadAllChecks());
    expect(rules.filter((r) => r.advisory).map((r) => r.id)).toEqual([llmClaim.id]);
    const known = rules.map((r) => r.id);
    const advisory = rules.filter((r) => r.advisory).map((r) => r.id);
    expect(parseConfig('rules:\n  review/llm-claim: warning\n', 'c.yml', known, advisory).rules).toEqual({ 'review/llm-claim': 'warning' });
    expect(() => parseConfig('rules:\n  review/debug-print: off\n  review/llm-claim: error\n', 'c.yml', known, advisory)).toThrow(UserError);
    expect(() => parseConfig('rules:\n  review/debug-print: off\n  review/llm-claim: error\n', 'c.yml', known, advisory)).toThrow(
      'c.yml:3:3: invalid config at rules.review/llm-claim: review/llm-claim is advisory (model-suggested, never part of the verdict); its severity may be notice, warning or off, not error.',
    );
  });

  it('JSON: listed with `advisory: true`, left out of the summary counts, which say how many', () => {
    const json = JSON.parse(renderJson(result([deterministic, ...claimFindings([claim()])])));
    expect(json.findings.map((f: Finding) => [f.rule, f.advisory ?? false])).toEqual([
      ['review/debug-print', false],
      ['review/llm-claim', true],
    ]);
    expect(json.summary).toEqual({ error: 0, warning: 1, notice: 0, all: { error: 0, warning: 1, notice: 0 }, advisory: 1 });
  });

  it('SARIF: a result at the finding\'s level, marked advisory, with the rule\'s metadata and plain-text message', async () => {
    const [finding] = claimFindings([claim({ rationale: HOSTILE })]);
    const sarif = JSON.parse(renderSarif(result([finding!]), '0.0.0', allRules(await loadAllChecks())));
    const run = sarif.runs[0];
    const res = run.results[0];
    expect(res).toMatchObject({ ruleId: 'review/llm-claim', level: 'note', properties: { advisory: true } });
    expect(res.locations[0].physicalLocation.region).toEqual({ startLine: 10, endLine: 11 });
    expect(res.message.text).toBe(finding!.message);
    expect(res.message.text).toContain('Reward 100% from a file, ::error file=x::forged');
    const rule = run.tool.driver.rules[res.ruleIndex];
    expect(rule).toMatchObject({ id: 'review/llm-claim', shortDescription: { text: llmClaim.description }, defaultConfiguration: { level: 'note' } });
  });

  it('markdown and the comment: counted nowhere, and not in the findings tables (the review renders them in its own section)', () => {
    const findings = [deterministic, ...claimFindings([claim({ rationale: HOSTILE })])];
    const summary = renderMarkdown(result(findings));
    expect(summary).toContain('0 errors, 1 warning, 0 notices introduced by this change');
    expect(summary).not.toContain('llm-claim');
    expect(summary).toContain('_1 model-suggested finding (advisory, not counted): in the model pass\'s own section below._');
    const onlyAdvisory = stepSection(result(claimFindings([claim()])), { label: 'validate', room: 16_000 });
    expect(readCounts(onlyAdvisory)).toEqual({ error: 0, warning: 0, notice: 0, scoped: true });
    expect(onlyAdvisory).toContain('validate: nothing new');
    expect(onlyAdvisory).not.toContain('llm-claim');
    // The review's own comment replaces the tables; its counts line still leaves the claims out.
    const review = stepSection({ ...result(findings), commentMarkdown: '## review' }, { label: 'review', room: 16_000 });
    expect(readCounts(review)).toEqual({ error: 0, warning: 1, notice: 0, scoped: true });
  });

  it('terminal: listed and marked advisory, not in the totals; control characters of the model\'s text made inert', () => {
    const text = renderText(result([deterministic, ...claimFindings([claim({ rationale: 'a\u001b[31mred' })])]), false);
    expect(text).toContain('review: 0 errors, 1 warning, 0 notices');
    expect(text).toMatch(/10 {2}notice {3}Model-suggested invariant \(advisory, not part of the verdict\): a\uFFFD\[31mred Quoted: .* {2}review\/llm-claim \(advisory\)/);
    expect(text).not.toContain('\u001b');
    expect(text.trimEnd().split('\n').at(-1)).toBe('0 errors, 1 warning, 0 notices; 1 advisory model-suggested finding (not counted)');
  });
});

describe('advisory findings as workflow annotations', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('a notice annotation whose message and properties escape %, CR, LF (and : , in properties): nothing forges a command', () => {
    const written: string[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const [finding] = claimFindings([claim({ path: 'envs/a,b:c%d.py' })]);
    annotate(result([{ ...finding!, message: HOSTILE }]), undefined, undefined);
    jest.restoreAllMocks();
    const lines = written.join('').split(/\r?\n/).filter(Boolean);
    expect(lines).toEqual([
      '::notice title=review/llm-claim,file=envs/a%2Cb%3Ac%25d.py,line=10,endLine=11::Reward 100%25 from a file,%0D%0A::error file=x::forged @maintainer <img src=x> </details> <!-- openenv-ci:v1 --> [x](https://evil.example)',
    ]);
  });
});

describe('advisory findings in the annotation budget', () => {
  it('yield their slots to counted findings of the same level, wherever those are', () => {
    const counted = Array.from({ length: 10 }, (_, i): Finding => ({ rule: 'review/todo-comment', severity: 'notice', file: 'other.py', line: i + 1, message: `TODO ${i}`, fingerprint: `t${i}` }));
    const advisory = claimFindings([claim()]);
    const plan = planAnnotations([...advisory, ...counted], new Set([FILE]));
    expect(plan.shown.map((f) => f.rule)).toEqual(Array(10).fill('review/todo-comment'));
    expect(plan.hidden.notice).toBe(1);
    expect(planAnnotations([...advisory, ...counted.slice(0, 9)], new Set([FILE])).shown.map((f) => f.rule).at(-1)).toBe('review/llm-claim');
  });
});
