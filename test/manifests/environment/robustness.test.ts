/** Odd values in every position and hostile bytes: findings, never a crash, a hang or a rule failure. */
import { parse, stringify } from 'yaml';
import { lintText } from './helpers.js';

const FULL = `spec_version: hf-rl-env-0.1
environments:
  - id: terminal-bench-2
    title: Terminal-Bench 2.0
    config_name: harbor_tasks
    splits: [train, validation]
    dataset: {repo: openenv/tasks, data_files: [{split: train, path: data/train.parquet}]}
    runtime: {network: false, secrets: [HF_TOKEN]}
    reward: {type: scalar}
    frameworks:
      verifiers: {min_version: ">=0.1.14", adapter: verifiers.v1.Taskset}
      openenv:
        min_version: ">=0.3.0"
        image: ghcr.io/openenv/tbench2:0.3.0
        manifest: server/openenv.yaml
        mode: container
        resources: {cpus: 4, memory_gb: 8, gpus: 0, network: false}
        secrets: [HF_TOKEN]
`;

const ODD_VALUES: unknown[] = [null, 0, -1.5, true, '', 'x y/z@', [], [1, { a: [null] }], {}, { '1': { '2': 3 } }, new Date(Date.UTC(2026, 0, 1))];

function allPaths(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => allPaths(v, [...path, i], out));
  else if (value && typeof value === 'object' && !(value instanceof Date)) for (const [k, v] of Object.entries(value)) allPaths(v, [...path, k], out);
  return out;
}

function replaced(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}

test('every node replaced by every odd value: no rule crashes, every finding has a position', async () => {
  const root = parse(FULL);
  const paths = allPaths(root);
  expect(paths.length).toBeGreaterThan(30);
  let runs = 0;
  for (const path of paths) {
    for (const value of ODD_VALUES) {
      const text = stringify(replaced(root, path, value));
      const findings = await lintText(text);
      runs++;
      const crashed = findings.filter((f) => f.rule.startsWith('internal/'));
      if (crashed.length) throw new Error(`${JSON.stringify(path)} = ${JSON.stringify(value)}: ${crashed[0].message}\n${text}`);
      for (const f of findings) {
        expect(f.line).toBeGreaterThanOrEqual(1);
        expect(f.column).toBeGreaterThanOrEqual(1);
      }
    }
  }
  expect(runs).toBe(paths.length * ODD_VALUES.length);
});

test('an odd value deep in a nested list points at that node, not at line 1', async () => {
  const findings = await lintText(FULL.replace('secrets: [HF_TOKEN]\n', 'secrets: [HF_TOKEN, {name: X}]\n').replace('resources: {cpus: 4,', 'resources: {cpus: [4],'));
  expect(findings.filter((f) => f.severity === 'error').map((f) => `${f.rule} ${f.line}:${f.column}`).sort()).toEqual(
    ['environment-yaml/resource-value 17:27', 'environment-yaml/secrets-type 18:29'].sort(),
  );
});

describe('hostile bytes give a clear finding in bounded time', () => {
  const declaration = 'spec_version: hf-rl-env-0.1\nenvironments:\n';
  const cases: Array<[string, Uint8Array | string, string]> = [
    ['binary data', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0xff]), 'yaml/invalid-utf8'],
    ['NUL byte', `${declaration}  - id: a\u0000b\n`, 'yaml/binary-content'],
    ['invalid UTF-8', new Uint8Array([...new TextEncoder().encode(declaration), 0xc3, 0x28]), 'yaml/invalid-utf8'],
    ['python tag', `${declaration}  - id: !!python/object/apply:os.system ["echo pwned"]\n`, 'yaml/unsafe-tag'],
    ['alias bomb', `${declaration}a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\n`, 'yaml/alias-expansion-limit'],
    ['10,000-deep nesting', `${declaration}  - id: a\n    frameworks:\n      x: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`, 'yaml/nesting-too-deep'],
    ['a 50 MB file', `${declaration}${'  - id: a\n    frameworks: {harbor: }\n'.repeat(1_700_000)}`, 'yaml/file-too-large'],
    ['TAB indentation', `${declaration}\t- id: a\n`, 'yaml/tab-character'],
    ['two documents', `${declaration}  - id: a\n---\nmore: 1\n`, 'yaml/multiple-documents'],
  ];
  test.each(cases)('%s', async (_name, input, rule) => {
    const started = Date.now();
    const findings = await lintText(input);
    expect(findings.map((f) => f.rule)).toContain(rule);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

test('a BOM and CRLF line ends: BOM warning, positions unchanged', async () => {
  const text = '\uFEFFspec_version: hf-rl-env-0.1\r\nenvironments:\r\n  - id: Coding\r\n    frameworks:\r\n      openenv:\r\n        space_id: openenv/coding_env\r\n';
  const findings = await lintText(text);
  expect(findings.map((f) => `${f.rule} ${f.line}:${f.column}`).sort()).toEqual(['environment-yaml/id-style 3:9', 'yaml/byte-order-mark 1:1']);
});

test('environment.yaml is stricter than openenv.yaml: duplicate keys are errors, aliases warnings', async () => {
  const text = `spec_version: hf-rl-env-0.1
environments:
  - id: a
    id: b
    frameworks: &f
      openenv:
        space_id: openenv/a
  - id: c
    frameworks: *f
`;
  const findings = await lintText(text);
  expect(findings.find((f) => f.rule === 'yaml/duplicate-key')).toMatchObject({ severity: 'error' });
  expect(findings.find((f) => f.rule === 'yaml/anchors-aliases')).toMatchObject({ severity: 'warning' });
});

test('YAML 1.1-only scalars anywhere (keys too) are flagged; quoted ones are not', async () => {
  const text = `spec_version: hf-rl-env-0.1
environments:
  - id: a
    frameworks:
      harbor:
        on: 1_000
        when: 2026-01-01
        size: 1e3
        quoted: "yes"
`;
  const findings = (await lintText(text)).filter((f) => f.rule === 'environment-yaml/yaml-version-ambiguous');
  expect(findings.map((f) => `${f.line}:${f.column}`)).toEqual(['6:9', '6:13', '7:15', '8:15']);
});

test('prototype-named keys are plain keys: no pollution, no odd suggestions', async () => {
  const text = `spec_version: hf-rl-env-0.1
__proto__: {polluted: 1}
environments:
  - id: a
    constructor: x
    frameworks:
      __proto__: {a: 1}
      hasOwnProperty: 1
      openenv:
        space_id: o/a
        resources: {__proto__: 1, toString: 2}
`;
  const findings = await lintText(text);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(findings.filter((f) => f.rule.startsWith('internal/'))).toEqual([]);
  expect(findings.some((f) => f.message.includes('native code'))).toBe(false);
  expect(findings.filter((f) => f.rule === 'environment-yaml/unknown-resource')).toHaveLength(2);
});

test('an unloadable file is reported unless its text shows a conda environment', async () => {
  expect((await lintText(new Uint8Array([0x00, 0x01, 0x02, 0x03]))).map((f) => f.rule)).toEqual(['yaml/binary-content']);
  expect((await lintText('- just\n- a list\n')).map((f) => f.rule)).toEqual(['yaml/root-not-mapping']);
  expect(await lintText('name: env\nchannels: [conda-forge]\ndependencies:\n  - numpy: [\n')).toEqual([]);
});
