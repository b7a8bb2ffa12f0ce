import type { RunResult } from '../../src/engine/run.js';
import { liveMentions } from '../support/markdown-safety.js';
import type { Finding } from '../../src/engine/finding.js';
import { renderJson } from '../../src/report/json.js';
import { renderSarif } from '../../src/report/sarif.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { planAnnotations, annotationProperties, stepAnnotationLimits } from '../../src/report/annotations.js';

const finding = (over: Partial<Finding> = {}): Finding => ({
  rule: 'rfc/status-value',
  severity: 'error',
  file: 'rfcs/003-mcp-support.md',
  line: 3,
  column: 1,
  endLine: 3,
  endColumn: 20,
  message: 'Status "In review" is not one of Draft, In Review, Accepted, Implemented, Rejected, Superseded.',
  fingerprint: 'abc',
  check: 'rfc-lint',
  ...over,
});

function result(findings: Finding[]): RunResult {
  return {
    outcomes: [{ check: 'rfc-lint', title: 'RFC lint', findings, sections: [{ title: 'Numbering', markdown: '| a |\n| - |' }], durationMs: 1 }],
    findings,
    suppressions: [{ file: 'rfcs/a.md', line: 2, scope: 'next-line', rules: ['rfc/h1'], reason: 'ping @everyone', used: 1 }],
    baselined: 0,
    data: { environments: [] },
    internalErrors: [],
  };
}

describe('JSON report', () => {
  it('has the public shape: version, findings with all fields, summary, and check data', () => {
    const json = JSON.parse(renderJson(result([finding(), finding({ severity: 'warning', fingerprint: 'd' })])));
    expect(json.version).toBe(1);
    expect(json.summary).toEqual({ error: 1, warning: 1, notice: 0 });
    expect(json.environments).toEqual([]);
    expect(Object.keys(json.findings[0]).sort()).toEqual(['check', 'column', 'endColumn', 'endLine', 'file', 'fingerprint', 'help', 'line', 'message', 'rule', 'severity']);
    expect(json.findings[0].help).toMatch(/docs\/rules\.md#rfcstatus-value$/);
  });
});

describe('SARIF report', () => {
  it('is SARIF 2.1.0 with one run, rule descriptors and regions', () => {
    const sarif = JSON.parse(renderSarif(result([finding()]), '0.0.0'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs).toHaveLength(1);
    const run = sarif.runs[0];
    const res = run.results[0];
    expect(run.tool.driver.rules[res.ruleIndex].id).toBe('rfc/status-value');
    expect(res.level).toBe('error');
    expect(res.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'rfcs/003-mcp-support.md', uriBaseId: '%SRCROOT%' },
      region: { startLine: 3, startColumn: 1, endLine: 3, endColumn: 20 },
    });
    expect(res.partialFingerprints['openenvCi/v1']).toBe('abc');
  });
});

describe('markdown report', () => {
  it('escapes user text: no mentions, no HTML, no table breakouts', () => {
    const md = renderMarkdown(result([finding({ message: '@everyone <!-- x --> | <img src=x> ' })]));
    expect(liveMentions(md)).toEqual([]);
    expect(md).not.toContain('<img');
    expect(md).not.toContain('<!-- x');
    for (const row of md.split('\n').filter((l) => l.startsWith('| 3'))) expect(row.split(/(?<!\\)\|/).length).toBe(6);
  });
  it('stays under the summary size limit and says what it cut', () => {
    const many = Array.from({ length: 5000 }, (_, i) => finding({ line: i + 1, fingerprint: String(i), message: 'x'.repeat(200) }));
    const md = renderMarkdown(result(many), 100_000);
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(100_000 + 1000);
    expect(md).toMatch(/Report truncated/);
  });
});

describe('text report', () => {
  it('prints file:line:col, severity, message and rule; colour only when asked', () => {
    const plain = renderText(result([finding()]), false);
    expect(plain).toContain('rfcs/003-mcp-support.md:3:1  error  ');
    expect(plain).not.toContain('\u001b[');
    expect(renderText(result([finding()]), true)).toContain('\u001b[31m');
  });
});

describe('annotation budget', () => {
  it('keeps 10 per level, errors and changed files first, and counts the rest', () => {
    const findings = [
      ...Array.from({ length: 15 }, (_, i) => finding({ file: `old${i}.md`, fingerprint: `o${i}` })),
      ...Array.from({ length: 3 }, (_, i) => finding({ file: `new${i}.md`, fingerprint: `n${i}` })),
      ...Array.from({ length: 12 }, (_, i) => finding({ severity: 'warning', file: `w${i}.md`, fingerprint: `w${i}` })),
    ];
    const plan = planAnnotations(findings, new Set(['new0.md', 'new1.md', 'new2.md']));
    expect(plan.shown.filter((f) => f.severity === 'error')).toHaveLength(10);
    expect(plan.shown.slice(0, 3).map((f) => f.file)).toEqual(['new0.md', 'new1.md', 'new2.md']);
    expect(plan.hidden).toEqual({ error: 8, warning: 2, notice: 0 });
  });
  it('drops columns on multi-line ranges, as GitHub requires', () => {
    expect(annotationProperties(finding({ endLine: 5 }))).toEqual({ title: 'rfc/status-value', file: 'rfcs/003-mcp-support.md', startLine: 3, endLine: 5 });
  });
});

describe('changed lines first', () => {
  it('puts findings on changed lines before other findings in changed files', async () => {
    const { parseChangedLines } = await import('../../src/repo/changed-lines.js');
    const changed = parseChangedLines(['diff --git a/a.md b/a.md', '--- a/a.md', '+++ b/a.md', '@@ -10,0 +11,2 @@', '+x', '+y', '--- a/gone.md', '+++ /dev/null', '@@ -1 +0,0 @@'].join('\n'));
    expect([...changed.keys()]).toEqual(['a.md']);
    const findings = [finding({ file: 'a.md', line: 2, fingerprint: '1' }), finding({ file: 'a.md', line: 12, fingerprint: '2' }), finding({ file: 'b.md', line: 1, fingerprint: '3' })];
    const plan = planAnnotations(findings, new Set(['a.md']), { error: 2, warning: 10, notice: 10 }, changed);
    expect(plan.shown.map((f) => f.line)).toEqual([12, 2]);
    expect(plan.hidden.error).toBe(1);
  });
});

test("an action step keeps an error annotation slot for its own failure message (and each internal error)", () => {
  const errors = Array.from({ length: 12 }, (_, i) => ({ rule: 'x/y', severity: 'error' as const, file: `f${i}.md`, line: 1, message: 'm', fingerprint: `e${i}` }));
  expect(planAnnotations(errors, undefined, stepAnnotationLimits(1)).shown).toHaveLength(9);
  expect(planAnnotations(errors, undefined, stepAnnotationLimits(1)).hidden.error).toBe(3);
  expect(planAnnotations(errors, undefined, stepAnnotationLimits(3)).shown).toHaveLength(7);
  expect(planAnnotations(errors, undefined, stepAnnotationLimits(20)).shown).toHaveLength(0);
});

describe('notices repeated across files', () => {
  const egress = (file: string) =>
    finding({ rule: 'security/egress-declared', severity: 'notice', file, line: undefined, column: undefined, message: 'No network.egress declaration (proposed field).', fingerprint: file });
  const envs = ['envs/a', 'envs/b', 'envs/c', 'envs/d', 'envs/e'].map((d) => `${d}/openenv.yaml`);

  it('a notice with the same rule and message in three files or more is one line of the text report, its files counted', () => {
    const text = renderText(result([...envs.map(egress), finding()]), false);
    expect(text.split('\n').filter((l) => l.includes('No network.egress declaration'))).toEqual([
      '  5 files  notice   No network.egress declaration (proposed field).  security/egress-declared',
    ]);
    expect(text).toContain('    in envs/a/openenv.yaml, envs/b/openenv.yaml, envs/c/openenv.yaml and 2 more (--format json lists each)');
    expect(text).toContain('rfcs/003-mcp-support.md:3:1  error');
    expect(text).toContain('rfc-lint: 1 error, 0 warnings, 5 notices');
    // The machine-readable reports keep every finding.
    expect(JSON.parse(renderJson(result(envs.map(egress)))).findings).toHaveLength(5);
  });

  it('and one row of the Markdown report, under its own heading', () => {
    const md = renderMarkdown(result(envs.map(egress)));
    expect(md.match(/No network\\\.egress declaration/g)).toHaveLength(1);
    expect(md).toContain('#### Notices repeated across files');
    expect(md).toContain('| 5 | [security/egress\\-declared]');
    expect(md).toContain('`envs/a/openenv.yaml`, `envs/b/openenv.yaml`, `envs/c/openenv.yaml` and 2 more');
    expect(md).not.toContain('#### `envs/a/openenv.yaml`');
  });

  it('two files, different messages, or warnings are still listed one by one', () => {
    const two = renderText(result(envs.slice(0, 2).map(egress)), false);
    expect(two.split('\n').filter((l) => l.includes('No network.egress declaration'))).toHaveLength(2);
    const differing = envs.map((file, i) => ({ ...egress(file), message: `outputs/ of env ${i} is absent.` }));
    expect(renderText(result(differing), false)).not.toContain('files  notice');
    const warnings = envs.map((file) => ({ ...egress(file), severity: 'warning' as const }));
    const text = renderText(result(warnings), false);
    expect(text.split('\n').filter((l) => l.includes('No network.egress declaration'))).toHaveLength(5);
  });
});
