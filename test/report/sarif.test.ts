/**
 * The SARIF report against the SARIF 2.1.0 schema (a hand-written subset: test/fixtures/sarif), with
 * what GitHub code scanning needs: rule help, a region on every result, only the rules of the checks
 * that ran, and the tool version from package.json.
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import type { RunResult } from '../../src/engine/run.js';
import type { Finding } from '../../src/engine/finding.js';
import { allRules } from '../../src/engine/registry.js';
import { loadAllChecks } from '../../src/checks/index.js';
import { renderSarif } from '../../src/report/sarif.js';
import { VERSION } from '../../src/version.js';

const schema = JSON.parse(readFileSync(new URL('../fixtures/sarif/sarif-2.1.0-subset.schema.json', import.meta.url), 'utf8'));
const ajv = new Ajv({
  allErrors: true,
  formats: {
    uri: /^[a-z][a-z0-9+.-]*:[^\s]+$/i,
    // A URI reference: printable ASCII only (spaces and non-ASCII must be percent-encoded).
    'uri-reference': /^[\x21-\x7e]*$/,
  },
});
const validate = ajv.compile(schema);

const finding = (over: Partial<Finding>): Finding => ({ rule: 'openenv-yaml/port-type', severity: 'error', file: 'envs/a/openenv.yaml', line: 6, column: 7, message: 'm', fingerprint: 'f1', check: 'manifests', ...over });

function result(findings: Finding[], checks: RunResult['outcomes'][number]['check'][]): RunResult {
  return { outcomes: checks.map((check) => ({ check, title: check, findings: [], sections: [], durationMs: 1 })), findings, suppressions: [], baselined: 0, data: {}, internalErrors: [] };
}

const findings = [
  finding({}),
  finding({ rule: 'openenv-yaml/legacy-format', severity: 'warning', line: undefined, column: undefined, fingerprint: 'f2' }), // file-level
  finding({ rule: 'internal/check-failed', file: '', line: undefined, column: undefined, fingerprint: 'f3' }), // repository-wide
  finding({ rule: 'imported/unknown-rule', file: 'docs/a b#.md', line: 2, fingerprint: 'f4' }), // from an imported report
];

test('validates against the SARIF 2.1.0 schema', () => {
  const sarif = JSON.parse(renderSarif(result(findings, ['manifests']), VERSION));
  const ok = validate(sarif);
  expect(validate.errors ?? []).toEqual([]);
  expect(ok).toBe(true);
});

test('the schema subset catches what code scanning rejects', () => {
  const sarif = JSON.parse(renderSarif(result([finding({})], ['manifests']), VERSION));
  delete sarif.runs[0].results[0].locations[0].physicalLocation.region;
  delete sarif.runs[0].tool.driver.rules[0].help.markdown;
  expect(validate(sarif)).toBe(false);
  expect(validate.errors!.map((e) => e.instancePath).sort()).toEqual(expect.arrayContaining(['/runs/0/results/0/locations/0/physicalLocation', '/runs/0/tool/driver/rules/0/help']));
});

test('every result has a region: line 1 for file-level and repository-wide findings', () => {
  const sarif = JSON.parse(renderSarif(result(findings, ['manifests']), VERSION));
  expect(sarif.runs[0].results.map((r: { locations: { physicalLocation: { region: unknown } }[] }) => r.locations[0]!.physicalLocation.region)).toEqual([
    { startLine: 6, startColumn: 7 },
    { startLine: 1 },
    { startLine: 1 },
    { startLine: 2, startColumn: 7 },
  ]);
});

test('tool.driver.rules lists the rules of the checks that ran (and any rule a finding names), with help', async () => {
  const every = allRules(await loadAllChecks());
  const sarif = JSON.parse(renderSarif(result(findings, ['manifests']), VERSION, every));
  const rules = sarif.runs[0].tool.driver.rules as { id: string; help: { text: string; markdown: string } }[];
  const ids = rules.map((r) => r.id);
  const checkOf = new Map(every.map((r) => [r.id, r.check]));
  expect(ids.filter((id) => checkOf.has(id) && !['manifests', 'engine'].includes(checkOf.get(id)!))).toEqual([]);
  expect(ids.length).toBeLessThan(every.length);
  expect(ids).toEqual(expect.arrayContaining(['openenv-yaml/port-type', 'internal/check-failed', 'imported/unknown-rule']));
  const portType = rules.find((r) => r.id === 'openenv-yaml/port-type')!;
  expect(portType.help.text).toContain(every.find((r) => r.id === 'openenv-yaml/port-type')!.description);
  expect(portType.help.markdown).toMatch(/\[Rule reference\]\(https:\/\/github\.com\/openenv-ci\/openenv-ci\/blob\/main\/docs\/rules\.md#openenv-yamlport-type\)/);
  // Each result's ruleIndex points at its rule.
  for (const r of sarif.runs[0].results as { ruleId: string; ruleIndex: number }[]) expect(rules[r.ruleIndex]!.id).toBe(r.ruleId);
  // Another check's run lists that check's rules instead.
  const rfcOnly = JSON.parse(renderSarif(result([], ['rfc-lint']), VERSION, every));
  expect(rfcOnly.runs[0].tool.driver.rules.some((r: { id: string }) => r.id.startsWith('openenv-yaml/'))).toBe(false);
  expect(rfcOnly.runs[0].tool.driver.rules.some((r: { id: string }) => r.id.startsWith('rfc/'))).toBe(true);
});

test('the tool version is package.json\'s', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(VERSION).toBe(pkg.version);
  expect(JSON.parse(renderSarif(result([], ['manifests']), VERSION)).runs[0].tool.driver.version).toBe(pkg.version);
});

test('one run per check, each its own code-scanning category (automationDetails.id openenv-ci/<check>/)', () => {
  const manifests = finding({});
  const validateFinding = finding({ rule: 'deps/lockfile-in-sync', file: 'envs/a/uv.lock', fingerprint: 'v1', check: 'validate' });
  const run = result([manifests, validateFinding], ['manifests', 'validate']);
  run.outcomes[0]!.findings = [manifests];
  run.outcomes[1]!.findings = [validateFinding];
  const sarif = JSON.parse(renderSarif(run, VERSION, allRules([])));
  expect(validate(sarif)).toBe(true);
  expect(sarif.runs.map((r: { automationDetails: { id: string } }) => r.automationDetails.id)).toEqual(['openenv-ci/manifests/', 'openenv-ci/validate/']);
  expect(sarif.runs.map((r: { results: { ruleId: string }[] }) => r.results.map((x) => x.ruleId))).toEqual([['openenv-yaml/port-type'], ['deps/lockfile-in-sync']]);
  for (const r of sarif.runs as { tool: { driver: { rules: { id: string }[] } }; results: { ruleId: string; ruleIndex: number }[] }[]) {
    for (const x of r.results) expect(r.tool.driver.rules[x.ruleIndex]!.id).toBe(x.ruleId);
  }
});
