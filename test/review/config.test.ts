import { describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LintRequest, LintRunner } from '../../src/checks/review/lint/ruff.js';
import { ruffRunner } from '../../src/checks/review/lint/ruff.js';
import type { SeverityOf } from '../../src/engine/finding.js';
import { baseText, review, trackedRepos } from './support.js';

// The review renders its comment before the engine applies the config: what the comment lists, tiers and
// counts must be what the report keeps (a rule turned off listed 1,000 Tier 1 lines under "0 errors").

const repo = trackedRepos();
const ENV = 'envs/echo_env/server/echo_environment.py';
/** The echo environment with a print() and a TODO added: a Tier 1 line and a notice by default. */
const withPrintAndTodo = () =>
  repo({
    [ENV]: baseText(ENV).replace('        message = action.message\n', '        message = action.message\n        print(f"got {message}")  # TODO: drop\n'),
  });
const rulesAt = (items: readonly { rule: string }[]) => items.map((i) => i.rule).sort();
const configured =
  (settings: Record<string, 'off' | 'error' | 'warning' | 'notice'>): SeverityOf =>
  (rule, severity) =>
    settings[rule] ?? severity;

describe('the review follows the config', () => {
  it('lists by default a print() as Tier 1 and a TODO as a notice', async () => {
    const { report } = await review(withPrintAndTodo());
    expect(rulesAt(report.tier1)).toEqual(['review/debug-print']);
    expect(rulesAt(report.notices)).toEqual(['review/todo-comment']);
    expect(report.automated.debug.status).toBe('FAIL');
  });

  it('leaves a rule the config turns off out of the comment, its tiers and its automated lines', async () => {
    const { report, markdown, findings } = await review(withPrintAndTodo(), { severityOf: configured({ 'review/debug-print': 'off' }) });
    expect(findings.filter((f) => f.rule === 'review/debug-print')).toEqual([]);
    expect(report.tier1).toEqual([]);
    expect(report.automated.debug.status).toBe('PASS');
    expect(markdown).not.toContain('print()');
  });

  it('tiers a finding at the severity the config gives it', async () => {
    const { report } = await review(withPrintAndTodo(), { severityOf: configured({ 'review/todo-comment': 'error', 'review/debug-print': 'notice' }) });
    expect(rulesAt(report.tier1)).toEqual(['review/todo-comment']);
    expect(rulesAt(report.notices)).toEqual(['review/debug-print']);
  });

  it('leaves out the findings in paths the config excludes', async () => {
    const { report, markdown } = await review(withPrintAndTodo(), { keepsPath: (file) => !file.startsWith('envs/echo_env/server/') });
    expect([...report.tier1, ...report.notices]).toEqual([]);
    expect(markdown).not.toContain(ENV);
  });

  it('spawns no ruff pass whose rule the config turns off', async () => {
    const r = repo({ 'envs/echo_env/server/util.py': 'import os\n' });
    const requests: (LintRequest | undefined)[] = [];
    const lint: LintRunner = async (files, request) => {
      if (files.length) requests.push(request);
      return { status: 'ran', filesChecked: files.length, findings: [], bugRisk: [] };
    };
    await review(r, { lint, severityOf: configured({ 'review/lint': 'off' }) });
    expect(requests.map((request) => request?.passes)).toEqual([{ own: false, bugRisk: true }]);

    requests.length = 0;
    let probed = false;
    const counting: LintRunner = async (files, request) => {
      probed = true;
      return lint(files, request);
    };
    const { report } = await review(r, { lint: counting, severityOf: configured({ 'review/lint': 'off', 'review/bug-risk': 'off' }) });
    expect(probed).toBe(false);
    expect(report.automated.lint).toEqual({ status: 'SKIPPED', summary: 'off in the config (review/lint and review/bug-risk)' });
  });
});

describe('ruffRunner passes', () => {
  it('runs only the passes asked for (a ruff stand-in records its arguments)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openenv-ci-ruff-passes-'));
    try {
      mkdirSync(join(dir, 'bin'));
      const log = join(dir, 'calls.log');
      // Answers "no findings" as ruff's JSON output does, and appends its arguments to the log.
      writeFileSync(join(dir, 'bin', 'ruff'), `#!/bin/sh\necho "$*" >> '${log}'\necho '[]'\n`);
      chmodSync(join(dir, 'bin', 'ruff'), 0o755);
      const run = ruffRunner(dir, join(dir, 'bin'));
      const calls = async (passes?: { own: boolean; bugRisk: boolean }) => {
        rmSync(log, { force: true });
        const outcome = await run([{ path: 'a.py', text: 'x = 1\n' }], { configs: [], passes });
        expect(outcome.status).toBe('ran');
        return readFileSync(log, 'utf8').trim().split('\n');
      };
      const both = await calls();
      expect(both).toHaveLength(2);
      const bugRiskOnly = await calls({ own: false, bugRisk: true });
      expect(bugRiskOnly).toHaveLength(1);
      expect(bugRiskOnly[0]).toContain('B'); // the profile's --select
      expect(bugRiskOnly[0]).toBe(both[1]);
      const ownOnly = await calls({ own: true, bugRisk: false });
      expect(ownOnly).toEqual([both[0]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
