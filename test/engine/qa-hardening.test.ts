import { parseConfig } from '../../src/engine/config.js';
import { UserError } from '../../src/engine/errors.js';
import { runChecks } from '../../src/engine/run.js';
import { EMPTY_CONFIG } from '../../src/engine/config.js';
import type { Check } from '../../src/engine/check.js';
import type { Finding } from '../../src/engine/finding.js';
import { renderText } from '../../src/report/text.js';
import { inertLog } from '../../src/action/log.js';
import { listRoot } from '../../src/settings.js';
import { checkContext } from '../support/context.js';

const KNOWN = ['rfc/h1', 'rfc/broken-link', 'openenv-yaml/port-mismatch'];
const f = (over: Partial<Finding> = {}): Finding => ({ rule: 'rfc/h1', severity: 'error', file: 'rfcs/001-a.md', line: 1, message: 'm', fingerprint: 'k', ...over });

describe('config rule ids against the registry', () => {
  it('accepts known ids and known groups', () => {
    expect(parseConfig('rules:\n  rfc/h1: off\n  openenv-yaml/*: warning\n', 'c.yml', KNOWN).rules).toEqual({ 'rfc/h1': 'off', 'openenv-yaml/*': 'warning' });
  });
  it('rejects an unknown id with its line and the nearest known id', () => {
    expect(() => parseConfig('checks: [rfc-lint]\nrules:\n  rfc/h1: off\n  rfc/brokenlink: off\n', 'c.yml', KNOWN)).toThrow(UserError);
    expect(() => parseConfig('checks: [rfc-lint]\nrules:\n  rfc/h1: off\n  rfc/brokenlink: off\n', 'c.yml', KNOWN)).toThrow(/^c\.yml:4:3: .*no rule rfc\/brokenlink; did you mean rfc\/broken-link\?/);
  });
  it('rejects an unknown group, and offers no guess when nothing is close', () => {
    expect(() => parseConfig('rules:\n  zzzzzzzz/*: off\n', 'c.yml', KNOWN)).toThrow(/no rule zzzzzzzz\/\*\. The rule ids/);
  });
});

describe('runChecks and user errors', () => {
  it("a check's UserError (a bad option) propagates as a usage error instead of becoming an internal error", async () => {
    const bad: Check = { id: 'rfc-lint', title: 'x', rules: [], options: [], run: async () => { throw new UserError('rfc-lint option "h1-style": bad'); } };
    await expect(runChecks({ checks: [bad], config: EMPTY_CONFIG, optionsFor: () => ({}), context: checkContext({}) })).rejects.toThrow(UserError);
  });

  it('hands each prior finding over once (a report imported twice, or imported and found again)', async () => {
    let seen: readonly Finding[] = [];
    const first: Check = { id: 'rfc-lint', title: 'a', rules: [], options: [], run: async () => ({ findings: [f(), f({ line: 9 })] }) };
    const second: Check = { id: 'review', title: 'b', rules: [], options: [], run: async (ctx) => { seen = ctx.priorFindings; return { findings: [] }; } };
    const imported = [f({ check: 'rfc-lint' }), f({ check: 'rfc-lint' }), f({ rule: 'rfc/broken-link', fingerprint: 'z' })];
    await runChecks({ checks: [first, second], config: EMPTY_CONFIG, optionsFor: () => ({}), context: checkContext({}), importedFindings: imported });
    expect(seen.map((x) => `${x.rule}:${x.line}`)).toEqual(['rfc/h1:1', 'rfc/broken-link:1', 'rfc/h1:9']);
  });
});

describe('terminal and log hygiene', () => {
  it('the text report shows control characters in file names, sections and suppressions as U+FFFD', () => {
    const hostile = 'rfcs/\u001b[31mx\u0007\n.md';
    const text = renderText(
      {
        outcomes: [{ check: 'rfc-lint', title: 'RFC lint', findings: [f({ file: hostile })], sections: [{ title: 'T\u001b]0;t\u0007', markdown: `- ${hostile}` }], durationMs: 1 }],
        findings: [f({ file: hostile })],
        suppressions: [{ file: hostile, line: 1, scope: 'file', rules: ['rfc/h1'], reason: 'r', used: 0 }],
        baselined: 0,
        data: {},
        internalErrors: [],
      },
      false,
    );
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(text).toContain('rfcs/\uFFFD[31mx\uFFFD\uFFFD.md:1');
  });

  it('log lines cannot start a workflow command', () => {
    expect(inertLog('validate: envs/x\n::error file=a::forged\r  ::add-mask::x')).toBe('validate: envs/x\n:\u2060:error file=a::forged\n  :\u2060:add-mask::x');
    expect(inertLog('plain: a::b')).toBe('plain: a::b');
    expect(inertLog('envs/x##[set-output name=error-count;]0')).toBe('envs/x#\u2060#[set-output name=error-count;]0');
  });
});

describe('listRoot (validate ../env)', () => {
  it('keeps the current directory when every path is inside it, else the nearest common folder', () => {
    expect(listRoot('/w/repo', ['envs/a', './envs/b', '.'])).toEqual({ root: '/w/repo', paths: ['envs/a', 'envs/b', '.'] });
    expect(listRoot('/w/repo', ['../other/env'])).toEqual({ root: '/w/other/env', paths: ['.'] });
    expect(listRoot('/w/repo', ['/x/a/e1', '/x/b/e2'])).toEqual({ root: '/x', paths: ['a/e1', 'b/e2'] });
    expect(listRoot('/w/repo', ['..foo/env'])).toEqual({ root: '/w/repo', paths: ['..foo/env'] });
  });
});

describe('SARIF locations', () => {
  it('percent-encode file paths, which SARIF requires to be URI references', async () => {
    const { renderSarif } = await import('../../src/report/sarif.js');
    const findings = [f({ file: 'rfcs/006 with space#1%.md' }), f({ file: 'envs/ünï/openenv.yaml', fingerprint: 'u' }), f({ file: '', fingerprint: 'r' })];
    const sarif = JSON.parse(renderSarif({ outcomes: [], findings, suppressions: [], baselined: 0, data: {}, internalErrors: [] }, '0.0.0'));
    const uris = sarif.runs[0].results.map((r: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) => r.locations[0]!.physicalLocation.artifactLocation.uri);
    expect(uris).toEqual(['rfcs/006%20with%20space%231%25.md', 'envs/%C3%BCn%C3%AF/openenv.yaml', '.']);
    for (const uri of uris) expect(decodeURIComponent(uri)).toBe(findings[uris.indexOf(uri)]!.file || '.');
  });
});

describe('suppressions in markdown code blocks', () => {
  it('a directive shown inside a fenced code block is documentation, not a suppression', async () => {
    const { parseSuppressions } = await import('../../src/engine/suppressions.js');
    const text = [
      'How to silence a rule:',
      '```markdown',
      '<!-- rfc-lint-disable rfc/stale-reference kept for the record -->',
      '```',
      '~~~~',
      '<!-- openenv-ci-disable rfc/*',
      '~~~',
      '<!-- openenv-ci-disable rfc/h1 -->',
      '~~~~',
      '<!-- rfc-lint-disable-next-line rfc/broken-link real one -->',
    ].join('\n');
    expect(parseSuppressions('README.md', text).map((s) => `${s.line}:${s.rules.join(',')}`)).toEqual(['10:rfc/broken-link']);
    // Other file types have no fences: a YAML comment after a ``` line is still a directive.
    expect(parseSuppressions('a.yaml', '```\n# openenv-ci-disable openenv-yaml/* x\n')).toHaveLength(1);
  });
});

describe('paths include/exclude as users write them', () => {
  it('a plain folder (vendor, vendor/, /vendor, ./vendor) means everything under it; globs stay globs', async () => {
    const { applyConfig } = await import('../../src/engine/run.js');
    const findings = [f({ file: 'vendor/x/a.md' }), f({ file: 'vendored.md' }), f({ file: 'rfcs/001-a.md' }), f({ file: '' })];
    for (const folder of ['vendor', 'vendor/', '/vendor', './vendor']) {
      const kept = applyConfig(findings, parseConfig(`paths:\n  exclude: ["${folder}"]\n`, 'c'));
      expect({ folder, kept: kept.map((x) => x.file) }).toEqual({ folder, kept: ['vendored.md', 'rfcs/001-a.md', ''] });
    }
    expect(applyConfig(findings, parseConfig('paths:\n  include: ["rfcs/*.md"]\n', 'c')).map((x) => x.file)).toEqual(['rfcs/001-a.md', '']);
  });
});
