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
    expect(json.summary).toEqual({ error: 1, warning: 1, notice: 0, all: { error: 1, warning: 1, notice: 0 } });
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
    const rows = md.split('\n').filter((l) => l.startsWith('| ❌'));
    expect(rows).toHaveLength(1);
    for (const row of rows) expect(row.split(/(?<!\\)\|/).length).toBe(5);
  });
  it('stays under the summary size limit and says what it cut', () => {
    const many = Array.from({ length: 5000 }, (_, i) => finding({ line: i + 1, fingerprint: String(i), message: 'x'.repeat(200) }));
    const md = renderMarkdown(result(many), 100_000);
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(100_000 + 1000);
    expect(md).toMatch(/Report truncated/);
  });
  it('names what earlier steps of the job count, in the headline only: the status follows them, the counts do not', () => {
    const referred = [finding({ check: 'validate', file: 'envs/a/uv.lock' }), finding({ check: 'validate', file: 'envs/b/uv.lock' }), finding({ check: 'validate', severity: 'warning' })];
    const clean = result([]);
    expect(renderMarkdown(clean, undefined, 'openenv-ci review').split('\n')[0]).toBe('## ✅ openenv-ci review: 0 errors, 0 warnings, 0 notices');
    const referring: RunResult = { ...clean, outcomes: [{ ...clean.outcomes[0]!, countedElsewhere: referred }] };
    const md = renderMarkdown(referring, undefined, 'openenv-ci review');
    expect(md.split('\n')[0]).toBe('## ❌ openenv-ci review: 0 errors, 0 warnings, 0 notices; 2 errors and 1 warning counted in the `validate` step');
    expect(md).toContain('| rfc-lint | 0 | 0 | 0 |');
  });
});

describe('text report', () => {
  it('names each file once, its findings indented under it (line:col, severity, message, rule), the summary line last; colour only when asked', () => {
    const plain = renderText(result([finding(), finding({ line: 9, column: 2, severity: 'warning', fingerprint: 'w', message: 'Second.' })]), false);
    const lines = plain.split('\n');
    expect(lines.filter((l) => l.includes('rfcs/003-mcp-support.md'))).toEqual(['  rfcs/003-mcp-support.md']);
    expect(lines).toContain('    3:1  error    Status "In review" is not one of Draft, In Review, Accepted, Implemented, Rejected, Superseded.  rfc/status-value');
    expect(lines).toContain('    9:2  warning  Second.  rfc/status-value');
    expect(lines.filter((l) => l !== '').at(-1)).toBe('1 error, 1 warning, 0 notices');
    expect(plain).not.toContain('\u001b[');
    expect(renderText(result([finding()]), true)).toContain('\u001b[31m');
  });
  it('--format compact keeps one line per finding, its location first (editors, grep)', () => {
    const three = ['a', 'b', 'c'].map((d) => finding({ file: `envs/${d}/uv.lock`, line: 4, fingerprint: d, message: 'uv.lock is stale. Fix: run uv lock.' }));
    const compact = renderText(result([finding(), ...three]), false, { compact: true });
    expect(compact).toContain('  rfcs/003-mcp-support.md:3:1  error    Status');
    expect(compact.split('\n').filter((l) => l.includes('uv.lock is stale'))).toEqual(['a', 'b', 'c'].map((d) => `  envs/${d}/uv.lock:4:1  error    uv.lock is stale. Fix: run uv lock.  rfc/status-value`));
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

test("the Markdown report lists errors first and, within a severity, the change's own files first", () => {
  const index = finding({ rule: 'rfc/index-missing', file: 'rfcs/README.md', line: 1, fingerprint: 'i' });
  const own = finding({ rule: 'rfc/h1', file: 'rfcs/042-new.md', line: 1, fingerprint: 'o' });
  const warning = finding({ rule: 'rfc/h1', severity: 'warning', file: 'rfcs/043-other.md', line: 1, fingerprint: 'w' });
  const rows = (changedFiles?: Set<string>) =>
    renderMarkdown(result([index, own, warning]), undefined, undefined, changedFiles ? { changedFiles } : {})
      .split('\n')
      .filter((l) => l.startsWith('| ❌') || l.startsWith('| ⚠️'))
      .map((l) => /`(rfcs\/[^`:]+)/.exec(l)![1]);
  expect(rows()).toEqual(['rfcs/042-new.md', 'rfcs/README.md', 'rfcs/043-other.md']);
  // Errors first still: a touched file's warning does not come before an error.
  expect(rows(new Set(['rfcs/README.md', 'rfcs/043-other.md']))).toEqual(['rfcs/README.md', 'rfcs/042-new.md', 'rfcs/043-other.md']);
});

describe('one cause, one line', () => {
  const egress = (file: string) =>
    finding({ rule: 'security/egress-declared', severity: 'notice', file, line: undefined, column: undefined, message: 'No network.egress declaration (proposed field).', fingerprint: file });
  const envs = ['envs/a', 'envs/b', 'envs/c', 'envs/d', 'envs/e'].map((d) => `${d}/openenv.yaml`);
  // What validate says of a stale lock in each environment: the requirement and the package differ, the cause does not.
  const stale = (env: string, requirement: string) =>
    finding({ rule: 'deps/lockfile-in-sync', file: `envs/${env}/uv.lock`, line: 18, fingerprint: env, message: `uv.lock is stale: pyproject.toml declares ${requirement} (main), but the lock's requires-dist for ${env.replace(/_/g, '-')} has openenv-core[core]>=0.2.2 (main). Fix: run 'uv lock' and commit uv.lock.` });
  const locks = [stale('atari_env', 'openenv[core]>=0.2.2'), stale('calendar_env', 'openenv>=0.2.0'), stale('chat_env', 'openenv[core]>=0.2.2'), stale('echo_env', 'openenv[core] @ git+https://x')];

  it('a cause in three files or more is one line of the text report, its files counted', () => {
    const text = renderText(result([...envs.map(egress), finding()]), false);
    expect(text.split('\n').filter((l) => l.includes('No network.egress declaration'))).toEqual([
      '  5 files  notice   No network.egress declaration (proposed field).  security/egress-declared',
    ]);
    expect(text).toContain('    in envs/a/openenv.yaml, envs/b/openenv.yaml, envs/c/openenv.yaml and 2 more (--format compact lists each)');
    expect(text).toContain('    3:1  error    Status');
    expect(text).toContain('rfc-lint: 1 error, 0 warnings, 5 notices');
    // The machine-readable reports keep every finding.
    expect(JSON.parse(renderJson(result(envs.map(egress)))).findings).toHaveLength(5);
  });

  it('errors too, when only the place-specific words differ (the same Fix)', () => {
    const text = renderText(result(locks), false);
    expect(text.split('\n').filter((l) => l.includes('uv.lock is stale'))).toHaveLength(1);
    expect(text).toContain('  4 files  error    uv.lock is stale');
    const md = renderMarkdown(result(locks));
    expect(md.match(/uv\\\.lock is stale/g)).toHaveLength(1);
    // The files differ in one folder: the pattern once, then the environments.
    expect(md).toContain('4 files `envs/*/uv.lock`: `atari_env`, `calendar_env`, `chat_env`, `echo_env` |');
  });

  it('is one row of the Markdown report, its places named and the rest collapsed', () => {
    const md = renderMarkdown(result(envs.map(egress)));
    expect(md.match(/No network\\\.egress declaration/g)).toHaveLength(1);
    expect(md).toContain('| ℹ️ | [security/egress\\-declared](');
    expect(md).toContain('5 files `envs/*/openenv.yaml`: `a`, `b`, `c` <details><summary>and 2 more</summary>`d`, `e`</details> |');
    // Files that differ in more than one folder are named in full.
    const scattered = renderMarkdown(result(['envs/a/x.yaml', 'envs/b/y/x.yaml', 'other/c/x.yaml'].map(egress)));
    expect(scattered).toContain('3 files: `envs/a/x.yaml`, `envs/b/y/x.yaml`, `other/c/x.yaml` |');
  });

  it('two files, or messages that say different things, are still listed one by one', () => {
    const two = renderText(result(envs.slice(0, 2).map(egress)), false);
    expect(two.split('\n').filter((l) => l.includes('No network.egress declaration'))).toHaveLength(2);
    const differing = envs.map((file, i) => ({ ...egress(file), message: `outputs/ of env ${i} is ${['absent', 'empty', 'unreadable', 'a file', 'a link'][i]}.` }));
    expect(renderText(result(differing), false)).not.toContain('files  notice');
  });
});
