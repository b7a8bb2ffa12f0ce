/** The spec's own examples (environment-yaml.md §9, §11) give exactly the findings the spec lists. */
import { readFileSync } from 'node:fs';
import { lintText, FIXTURES } from './helpers.js';

const MINIMAL = `spec_version: hf-rl-env-0.1
environments:
  - id: coding
    frameworks:
      openenv:
        space_id: openenv/coding_env
`;

const FULL = `spec_version: hf-rl-env-0.1
environments:
  - id: terminal-bench-2
    title: Terminal-Bench 2.0
    description: Shell tasks with hidden tests
    config_name: harbor_tasks
    splits: [train, validation]
    runtime:
      network: false
    reward:
      type: scalar
    frameworks:
      harbor:
        min_version: ">=0.1.0"
      verifiers:
        min_version: ">=0.1.14"
        adapter: verifiers.v1.packages.tasksets.HarborTaskset
      openenv:
        min_version: ">=0.3.0"
        image: ghcr.io/openenv/tbench2:0.3.0
        resources:
          cpus: 4
          memory_gb: 8
          gpus: 0
          network: false
        secrets:
          - HF_TOKEN
`;

const INVALID = `spec_version: 1
environments:
  - id: coding/v2
    frameworks:
      openenv:
        min_version: 0.3
        space_id: openenv/coding_env
        image: ghcr.io/openenv/coding_env
        secrets:
          HF_TOKEN: hf_exampleexampleexample
  - id: coding/v2
    frameworks: [openenv]
`;

const SYNTAX_TRAP = `spec_version: hf-rl-env-0.1
environments:
  - id: chain-sum
    frameworks:
      openenv:
        min_version: >=0.3.0
        package: openenv-reasoning-gym>=0.3.0
`;

const CONDA = `name: research
channels: [conda-forge]
dependencies: [python=3.11, numpy]
`;

const HUB_DRAFT = `spec_version: hf-env-0.1
environments:
  - id: terminal-bench-2
    title: Terminal-Bench 2.0
    config_name: harbor_tasks
    splits: [train, validation]
    frameworks:
      harbor:
        min_version: ">=0.1.0"
      verifiers:
        min_version: ">=0.1.14"
        adapter: verifiers.v1.packages.tasksets.HarborTaskset
    runtime:
      isolation: container
      network: disabled
    reward:
      type: scalar

  - id: coding-env
    title: OpenEnv Coding Environment
    frameworks:
      openenv:
        manifest: openenv.yaml
        mode: space
        space_id: openenv/coding_env
`;

const summary = (findings: { rule: string; line?: number; column?: number; severity: string }[]) =>
  findings.map((f) => `${f.severity} ${f.rule} ${f.line}:${f.column}`).sort();

test('11.1 valid, minimal: no diagnostics', async () => {
  expect(await lintText(MINIMAL)).toEqual([]);
});

test('11.2 valid, full: the foreign adapter notice only', async () => {
  expect(summary(await lintText(FULL))).toEqual(['notice environment-yaml/foreign-code-path 17:18']);
});

test('11.3 invalid: every listed problem, at its node', async () => {
  expect(summary(await lintText(INVALID))).toEqual(
    [
      'error environment-yaml/spec-version-type 1:15', // EY-V02
      'error environment-yaml/id-reference-unsafe 3:9', // EY-I03 (x2)
      'error environment-yaml/id-reference-unsafe 11:9',
      'error environment-yaml/duplicate-environment-id 11:9', // EY-E04
      'error environment-yaml/min-version-type 6:22', // EY-M02
      'error environment-yaml/openenv-target-multiple 8:9', // EY-R02
      'warning environment-yaml/image-unpinned 8:16', // EY-G02
      'error environment-yaml/secret-value-stored 9:9', // EY-K01
      'error environment-yaml/secret-token-shape 10:21', // EY-K02
      'error environment-yaml/frameworks-missing 12:17', // EY-W01
    ].sort(),
  );
});

test('11.4 syntax trap: one YAML error at the unquoted specifier, with the quoting hint', async () => {
  const findings = await lintText(SYNTAX_TRAP);
  expect(findings).toHaveLength(1);
  expect(findings[0]).toMatchObject({ rule: 'yaml/syntax-error', severity: 'error', line: 6, column: 22, endLine: 6, endColumn: 29 });
  expect(findings[0].message).toContain('min_version: ">=0.3.0"');
});

test('an unquoted "!=" specifier (a YAML tag) gets the same hint', async () => {
  const findings = await lintText(SYNTAX_TRAP.replace('>=0.3.0\n        package', '!=0.3\n        package'));
  expect(findings.map((f) => f.rule)).toEqual(['yaml/unsafe-tag']);
  expect(findings[0].message).toContain('min_version: "!=0.3"');
});

test('11.5 conda environment file: skipped silently', async () => {
  expect(await lintText(CONDA)).toEqual([]);
  // even when it does not parse
  expect(await lintText('name: x\ndependencies:\n\t- numpy\n')).toEqual([]);
});

test('§9 Hub draft sample: V03 warning, W06, H01, MF4 and Z01 notices, nothing for network: disabled', async () => {
  expect(summary(await lintText(HUB_DRAFT))).toEqual(
    [
      'warning environment-yaml/spec-version-draft 1:15',
      'notice environment-yaml/no-openenv-framework 7:5',
      'notice environment-yaml/foreign-code-path 12:18',
      'notice environment-yaml/manifest-default 23:9',
      'notice environment-yaml/openenv-mode 24:9',
    ].sort(),
  );
});

test('a realistic dataset (three environments, dataset card) passes clean', async () => {
  const dir = `${FIXTURES}valid/realistic/`;
  const findings = await lintText(readFileSync(`${dir}environment.yaml`), 'environment.yaml', { 'README.md': readFileSync(`${dir}README.md`, 'utf8') });
  expect(findings).toEqual([]);
});

test('a root environment.yaml with another spec_version shape is a notice; other YAML is skipped', async () => {
  expect(summary(await lintText('spec_version: 3\nname: thing\n'))).toEqual(['notice environment-yaml/unrecognised-file 1:15']);
  expect(await lintText('name: thing\nversion: 2\n')).toEqual([]);
});
