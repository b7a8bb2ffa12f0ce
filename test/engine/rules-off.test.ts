import { describe, expect, it, jest } from '@jest/globals';
import { runRules, type Rule } from '../../src/engine/rule.js';
import { parseConfig } from '../../src/engine/config.js';
import { runChecks } from '../../src/engine/run.js';
import { rfcLintCheck } from '../../src/checks/rfc/index.js';
import { STATIC_RULES } from '../../src/checks/rfc/static/index.js';
import { manifestsCheck } from '../../src/checks/manifests/index.js';
import { OPENENV_RULES } from '../../src/checks/manifests/openenv/lint.js';
import { checkContext } from '../support/context.js';

// A rule the config turns off does not run: its cost goes, and a rule that crashes on a repository can be
// turned off (its internal-error finding went on being reported, whatever the config said).

describe('runRules', () => {
  const crashing: Rule<unknown> = {
    id: 'x/crashes',
    description: 'throws',
    defaultSeverity: 'warning',
    run() {
      throw new Error('boom');
    },
  };
  const quiet: Rule<unknown> = { id: 'x/reports', description: 'reports', defaultSeverity: 'notice', run: (_c, report) => report({ file: 'a.md', line: 1, message: 'm' }) };

  it('runs every rule, a crash becoming an internal-error finding', async () => {
    expect((await runRules([crashing, quiet], {}, 'a.md')).map((f) => f.rule)).toEqual(['internal/rule-crashed', 'x/reports']);
  });

  it('skips the rules turned off', async () => {
    expect((await runRules([crashing, quiet], {}, 'a.md', (rule) => rule === 'x/crashes')).map((f) => f.rule)).toEqual(['x/reports']);
  });
});

describe('through the engine, with a config file', () => {
  const rfcFiles = { 'rfcs/001-one.md': 'Not a heading\n', 'rfcs/README.md': '# RFCs\n\n## Current RFCs\n' };
  const manifestFiles = { 'envs/a_env/openenv.yaml': 'spec_version: 1\nname: a_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n' };

  it("does not run rfc-lint's or manifests' rules the config turns off", async () => {
    const h1 = jest.spyOn(STATIC_RULES.find((r) => r.id === 'rfc/h1')!, 'run');
    const identity = OPENENV_RULES[0]!;
    const manifestRule = jest.spyOn(identity, 'run');
    try {
      const run = (config: string, files: Record<string, string>, check: typeof rfcLintCheck) =>
        runChecks({ checks: [check], config: parseConfig(config, 'c'), optionsFor: () => ({}), context: checkContext(files) });
      const on = await run('rules: {}\n', rfcFiles, rfcLintCheck);
      expect(on.findings.some((f) => f.rule === 'rfc/h1')).toBe(true);
      expect(h1).toHaveBeenCalled();
      h1.mockClear();
      const off = await run('rules: { rfc/h1: off }\n', rfcFiles, rfcLintCheck);
      expect(off.findings.some((f) => f.rule === 'rfc/h1')).toBe(false);
      expect(h1).not.toHaveBeenCalled();

      await run('rules: {}\n', manifestFiles, manifestsCheck);
      expect(manifestRule).toHaveBeenCalled();
      manifestRule.mockClear();
      await run(`rules: { ${identity.id}: off }\n`, manifestFiles, manifestsCheck);
      expect(manifestRule).not.toHaveBeenCalled();
    } finally {
      h1.mockRestore();
      manifestRule.mockRestore();
    }
  });
});
