/**
 * Every environment.yaml rule has a failing and a passing fixture under
 * test/fixtures/manifests/environment/rules/<rule>.{fail,pass}.yaml; the failing one lists the exact
 * findings of that rule it must produce (`# expect: <rule> <line>:<column>`).
 */
import { environmentYamlRules } from '../../../src/checks/manifests/environment/index.js';
import { exists, lintFixture, readFixture, where } from './helpers.js';

const ruleNames = environmentYamlRules.map((r) => r.id.replace(/^environment-yaml\//, ''));

describe('every environment.yaml rule', () => {
  test.each(ruleNames)('%s has a failing and a passing fixture', (name) => {
    expect(exists(`rules/${name}.fail.yaml`)).toBe(true);
    expect(exists(`rules/${name}.pass.yaml`)).toBe(true);
  });

  test.each(ruleNames)('%s reports exactly the expected nodes of its failing fixture', async (name) => {
    const fixture = readFixture(`rules/${name}.fail.yaml`);
    const rule = `environment-yaml/${name}`;
    const expected = fixture.expects.filter((e) => e.rule === rule);
    expect(expected.length).toBeGreaterThan(0);
    const findings = (await lintFixture(fixture)).filter((f) => f.rule === rule);
    expect(findings.map(where).sort()).toEqual(expected.map((e) => `${e.rule} ${e.line}:${e.column}`).sort());
    const meta = environmentYamlRules.find((r) => r.id === rule)!;
    for (const f of findings) {
      expect(f.file).toBe(fixture.path);
      expect(f.endLine).toBeGreaterThanOrEqual(f.line!);
      expect(f.endColumn).toBeDefined();
      expect(f.message.length).toBeGreaterThan(20);
      expect(f.fingerprint).toMatch(/^[0-9a-f]{32}$/);
      // Severity is the rule's unless the spec gives the case its own (case-only duplicate ids, null framework blocks).
      if (!['duplicate-environment-id', 'framework-value-type'].includes(name)) expect(f.severity).toBe(meta.defaultSeverity);
    }
  });

  test.each(ruleNames)('%s stays quiet on its passing fixture', async (name) => {
    const fixture = readFixture(`rules/${name}.pass.yaml`);
    const findings = await lintFixture(fixture);
    expect(findings.filter((f) => f.rule === `environment-yaml/${name}`).map(where)).toEqual([]);
    expect(findings.filter((f) => f.rule === 'internal/rule-crashed')).toEqual([]);
  });
});
