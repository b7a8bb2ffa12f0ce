import { applyConfig, exitCodeFor, runChecks } from '../../src/engine/run.js';
import { EMPTY_CONFIG, parseConfig } from '../../src/engine/config.js';
import { parseBaseline, subtractBaseline } from '../../src/engine/baseline.js';
import type { Check } from '../../src/engine/check.js';
import type { Finding } from '../../src/engine/finding.js';
import { checkContext } from '../support/context.js';

const f = (rule: string, severity: Finding['severity'], file = 'a.md', fingerprint = `${rule}:${file}`): Finding => ({ rule, severity, file, line: 1, message: 'm', fingerprint });

describe('applyConfig', () => {
  it('applies severity overrides, off, include and exclude', () => {
    const config = parseConfig('rules: { x/a: off, x/b: notice }\npaths: { exclude: ["vendor/**"] }\n', 'c');
    const out = applyConfig([f('x/a', 'error'), f('x/b', 'error'), f('x/c', 'error', 'vendor/z.md'), f('x/c', 'warning')], config);
    expect(out.map((x) => `${x.rule}:${x.severity}:${x.file}`)).toEqual(['x/b:notice:a.md', 'x/c:warning:a.md']);
  });
});

describe('opt-in rules', () => {
  const optIn = new Set(['x/opt']);
  it('drops an opt-in rule the config does not name, and keeps it at the severity the config gives by id or group', () => {
    const findings = [f('x/opt', 'notice'), f('x/on', 'warning')];
    expect(applyConfig(findings, EMPTY_CONFIG, optIn).map((x) => x.rule)).toEqual(['x/on']);
    expect(applyConfig(findings, parseConfig('rules: { x/opt: warning }\n', 'c'), optIn).map((x) => `${x.rule}:${x.severity}`)).toEqual(['x/opt:warning', 'x/on:warning']);
    expect(applyConfig(findings, parseConfig('rules: { x/*: error }\n', 'c'), optIn).map((x) => `${x.rule}:${x.severity}`)).toEqual(['x/opt:error', 'x/on:error']);
    // Without the set nothing is opt-in.
    expect(applyConfig(findings, EMPTY_CONFIG).map((x) => x.rule)).toEqual(['x/opt', 'x/on']);
  });
  it('tells the checks an opt-in rule is off, so a check that folds others in can leave it out too', async () => {
    const asked: Record<string, boolean> = {};
    const check: Check = {
      id: 'review',
      title: 'Ask',
      rules: [],
      options: [],
      run: async (ctx) => {
        for (const rule of ['x/opt', 'x/on']) asked[rule] = ctx.ruleOff?.(rule) === true;
        return { findings: [f('x/opt', 'notice'), f('x/on', 'notice')] };
      },
    };
    const result = await runChecks({ checks: [check], config: EMPTY_CONFIG, optionsFor: () => ({}), context: checkContext({}), optInRules: optIn });
    expect(asked).toEqual({ 'x/opt': true, 'x/on': false });
    expect(result.findings.map((x) => x.rule)).toEqual(['x/on']);
  });
  it('tells the checks the severity the config gives each rule, as the report will list it', async () => {
    const asked: Record<string, string | undefined> = {};
    const check: Check = {
      id: 'audit',
      title: 'Ask',
      rules: [],
      options: [],
      run: async (ctx) => {
        for (const rule of ['x/opt', 'x/on', 'x/off', 'y/raised']) asked[rule] = ctx.severityOf?.(rule, 'warning');
        return { findings: [f('y/raised', 'warning')] };
      },
    };
    const config = parseConfig('rules: { x/off: off, y/*: error }\n', 'c');
    const result = await runChecks({ checks: [check], config, optionsFor: () => ({}), context: checkContext({}), optInRules: optIn });
    expect(asked).toEqual({ 'x/opt': 'off', 'x/on': 'warning', 'x/off': 'off', 'y/raised': 'error' });
    expect(result.findings.map((x) => `${x.rule}:${x.severity}`)).toEqual(['y/raised:error']);
  });

  it("tells each check the config's paths, as it applies them to the findings", async () => {
    const kept: Record<string, boolean | undefined> = {};
    const check: Check = {
      id: 'audit',
      title: 'Ask',
      rules: [],
      options: [],
      run: async (ctx) => {
        for (const file of ['src/a.py', 'vendor/b.py', 'docs/c.md']) kept[file] = ctx.keepsPath?.(file);
        return { findings: [f('x/a', 'error', 'src/a.py'), f('x/a', 'error', 'vendor/b.py'), f('x/a', 'error', 'docs/c.md')] };
      },
    };
    const config = parseConfig('paths:\n  include: ["src/**", "vendor/**"]\n  exclude: ["vendor/**"]\n', 'c');
    const result = await runChecks({ checks: [check], config, optionsFor: () => ({}), context: checkContext({}) });
    expect(kept).toEqual({ 'src/a.py': true, 'vendor/b.py': false, 'docs/c.md': false });
    expect(result.findings.map((x) => x.file)).toEqual(['src/a.py']);
  });
});

describe('exitCodeFor', () => {
  const result = (findings: Finding[], internalErrors: string[] = []) => ({ findings, internalErrors });
  it('follows fail-on', () => {
    expect(exitCodeFor(result([f('x/a', 'warning')]), 'error')).toBe(0);
    expect(exitCodeFor(result([f('x/a', 'warning')]), 'warning')).toBe(1);
    expect(exitCodeFor(result([f('x/a', 'error')]), 'never')).toBe(0);
    expect(exitCodeFor(result([f('x/a', 'error')]), 'error')).toBe(1);
    expect(exitCodeFor(result([], ['boom']), 'never')).toBe(2);
  });
});

describe('baseline', () => {
  it('is a multiset: a second identical finding is still new', () => {
    const baseline = parseBaseline(JSON.stringify({ fingerprints: ['k'] }), 'b.json');
    const { kept, baselined } = subtractBaseline([f('x/a', 'error', 'a', 'k'), f('x/a', 'error', 'a', 'k')], baseline);
    expect(baselined).toBe(1);
    expect(kept).toHaveLength(1);
  });
  it('accepts a previous JSON report', () => {
    expect(parseBaseline(JSON.stringify({ version: 1, findings: [{ fingerprint: 'z' }] }), 'r.json').get('z')).toBe(1);
  });
});

describe('runChecks', () => {
  const crashing: Check = { id: 'manifests', title: 'Crash', rules: [], options: [], run: async () => { throw new Error('disk on fire'); } };
  const reporting: Check = {
    id: 'rfc-lint',
    title: 'Report',
    rules: [],
    options: [],
    run: async (ctx) => ({ findings: [f('rfc/h1', 'error', 'rfcs/001-a.md')], data: { seen: ctx.priorFindings.length } }),
  };
  it('turns a crashing check into an internal error and keeps the others', async () => {
    const ctx = checkContext({ 'rfcs/001-a.md': '# x\n' });
    const result = await runChecks({ checks: [reporting, crashing], config: EMPTY_CONFIG, optionsFor: () => ({}), context: ctx });
    expect(result.internalErrors).toEqual(['manifests failed: disk on fire']);
    expect(result.findings.map((x) => x.rule).sort()).toEqual(['internal/check-failed', 'rfc/h1']);
    expect(result.findings.find((x) => x.rule === 'rfc/h1')!.check).toBe('rfc-lint');
    expect(result.data).toEqual({ seen: 0 });
  });
});

describe('runChecks ordering', () => {
  it('puts findings in changed files first within a severity, errors always before warnings', async () => {
    const check: Check = {
      id: 'manifests',
      title: 'M',
      rules: [],
      options: [],
      run: async () => ({ findings: [f('x/a', 'warning', 'a/openenv.yaml', '1'), f('x/a', 'error', 'b/openenv.yaml', '2'), f('x/a', 'warning', 'z/openenv.yaml', '3')] }),
    };
    const ctx = checkContext({}, { changedFiles: new Set(['z/openenv.yaml']) });
    const result = await runChecks({ checks: [check], config: EMPTY_CONFIG, optionsFor: () => ({}), context: ctx });
    expect(result.findings.map((x) => x.file)).toEqual(['b/openenv.yaml', 'z/openenv.yaml', 'a/openenv.yaml']);
  });
});
