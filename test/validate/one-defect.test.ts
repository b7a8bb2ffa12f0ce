import { describe, expect, it } from '@jest/globals';
import { EMPTY_CONFIG } from '../../src/engine/config.js';
import { runChecks } from '../../src/engine/run.js';
import { manifestsCheck } from '../../src/checks/manifests/index.js';
import { validateCheck } from '../../src/checks/validate/index.js';
import { expectedDistribution } from '../../src/checks/manifests/openenv/rules/format-files.js';
import { renderText } from '../../src/report/text.js';
import { readFixtureTree } from '../support/fixture-tree.js';
import { checkContext } from '../support/context.js';

/** One defect, one finding: a quoted port is reported by its owner, once, with the value the file has. */
describe('one defect, one finding', () => {
  let tree: Record<string, string>;
  beforeAll(async () => {
    const echo = await readFixtureTree('test/fixtures/validate/echo_env');
    tree = Object.fromEntries(Object.entries(echo).map(([path, text]) => [`envs/echo_env/${path}`, path === 'openenv.yaml' ? text.replace('port: 8000', 'port: "7860"') : text]));
  });

  const run = (checks: typeof manifestsCheck[]) =>
    runChecks({ checks, config: EMPTY_CONFIG, optionsFor: () => ({}), context: checkContext(tree, { checks: checks.map((c) => c.id) }) });
  const portFindings = (rules: readonly { rule: string; message: string }[]) => rules.filter((f) => /\bport\b/i.test(f.message)).map((f) => f.rule).sort();

  it('with manifests in the run, validate leaves openenv.yaml content to it and names the owner', async () => {
    const result = await run([manifestsCheck, validateCheck]);
    expect(portFindings(result.findings)).toEqual(['openenv-yaml/port-numeric-string']);
    const record = (result.data.environments as { criteria: { id: string; status: string; message: string }[] }[])[0]!;
    expect(record.criteria.find((c) => c.id === 'structure/manifest-runtime-fields')?.message).toMatch(/reported once, by .*openenv-yaml\/port-numeric-string/);
  });

  it('validate alone reports it itself, once', async () => {
    const result = await run([validateCheck]);
    expect(portFindings(result.findings)).toEqual(['structure/manifest-runtime-fields']);
  });

  it('never reports a value the file does not contain', async () => {
    const result = await run([validateCheck]);
    const text = renderText(result, false);
    expect(text).not.toMatch(/says port: 8000|yaml port 8000|app_port: 8000/);
    const record = (result.data.environments as { criteria: { id: string; status: string; message: string }[] }[])[0]!;
    expect(record.criteria.find((c) => c.id === 'structure/ports-consistent')).toMatchObject({ status: 'skip' });
    expect(record.criteria.find((c) => c.id === 'structure/ports-consistent')!.message).toMatch(/"7860" is not an integer/);
  });

  it('text output lists each validate finding once and shows the parity verdict apart', async () => {
    const result = await run([validateCheck]);
    const text = renderText(result, false);
    for (const f of result.findings) expect(text.split(f.message).length - 1).toBe(1);
    expect(text).toMatch(/openenv validate would (pass|fail); openenv-ci found \d+ errors?/);
    expect(text).not.toMatch(/openenv validate equivalent/);
  });

  // OpenEnv's echo_env has no models.py: manifests (openenv-yaml/push-required-file) and validate
  // (structure/push-layout) both said so, with two pieces of advice.
  const pushFileRules = (findings: readonly { rule: string; message: string; file: string }[]) =>
    findings.filter((f) => /models\.py/.test(f.message)).map((f) => `${f.rule} ${f.file}`);

  it('a missing push file is reported once: by manifests when it reported it, and validate names it', async () => {
    const result = await run([manifestsCheck, validateCheck]);
    expect(pushFileRules(result.findings)).toEqual(['openenv-yaml/push-required-file envs/echo_env/openenv.yaml']);
    const record = (result.data.environments as { criteria: { id: string; message: string }[] }[])[0]!;
    expect(record.criteria.find((c) => c.id === 'structure/push-layout')?.message).toMatch(/reported once, by openenv-yaml\/push-required-file/);
    expect(pushFileRules((await run([validateCheck])).findings)).toEqual(['structure/push-layout envs/echo_env']);
  });

  it('nothing is lost where the manifests rule stays silent (a templates/ folder): validate reports it', async () => {
    const templated = Object.fromEntries(Object.entries(tree).map(([path, text]) => [path.replace('envs/echo_env/', 'templates/echo_env/'), text]));
    const result = await runChecks({ checks: [manifestsCheck, validateCheck], config: EMPTY_CONFIG, optionsFor: () => ({}), context: checkContext(templated, { checks: ['manifests', 'validate'] }) });
    expect(pushFileRules(result.findings)).toEqual(['structure/push-layout templates/echo_env']);
  });

  // A stranger's environment repository: `port: 7860` in the manifest, 8000 in the Dockerfile and README.
  // manifests (openenv-yaml/port-mismatch, on openenv.yaml) and validate (structure/ports-consistent, on
  // README.md) both said so, with two pieces of advice.
  const mismatched = () =>
    Object.fromEntries(Object.entries(tree).map(([path, text]) => [path, path.endsWith('openenv.yaml') ? text.replace('port: "7860"', 'port: 7860') : text]));
  const portRules = (findings: readonly { rule: string; file: string }[]) =>
    findings.filter((f) => f.rule === 'openenv-yaml/port-mismatch' || f.rule === 'structure/ports-consistent').map((f) => `${f.rule} ${f.file}`);

  it('a port disagreement is reported once: by manifests when it reported it, and validate names it', async () => {
    const files = mismatched();
    const both = await runChecks({ checks: [manifestsCheck, validateCheck], config: EMPTY_CONFIG, optionsFor: () => ({}), context: checkContext(files, { checks: ['manifests', 'validate'] }) });
    expect(portRules(both.findings)).toEqual(['openenv-yaml/port-mismatch envs/echo_env/openenv.yaml']);
    const record = (both.data.environments as { criteria: { id: string; message: string }[] }[])[0]!;
    expect(record.criteria.find((c) => c.id === 'structure/ports-consistent')?.message).toMatch(/reported once, by openenv-yaml\/port-mismatch/);
    const alone = await runChecks({ checks: [validateCheck], config: EMPTY_CONFIG, optionsFor: () => ({}), context: checkContext(files, { checks: ['validate'] }) });
    expect(portRules(alone.findings)).toEqual([expect.stringMatching(/^structure\/ports-consistent envs\/echo_env\//)]);
  });

  it('the distribution rename advice is the same from a folder name and from a manifest name', () => {
    expect(expectedDistribution('sql_debug_env')).toBe('openenv-sql-debug-env');
    expect(expectedDistribution('Sql-Debug-Env')).toBe('openenv-sql-debug-env');
  });
});
