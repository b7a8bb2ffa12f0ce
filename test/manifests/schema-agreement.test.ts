/**
 * The published JSON Schemas agree with CI: an editor shows a schema error for a manifest exactly when
 * `openenv-ci manifests` reports an error, and what CI only warns about stays an editor warning at most.
 * (test/corpus/schema-agreement.test.ts checks the same on the real corpus.)
 */
import fc from 'fast-check';
import { isMinVersion } from '../../src/checks/manifests/environment/schema.js';
import { MIN_VERSION_PATTERN } from '../../src/python/pep440.js';
import { cliErrors, cliFindings, editorVerdict } from '../support/schema-verdict.js';

const TEMPLATE = 'spec_version: 1\nname: echo_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n';
/** The template with `key: value` lines replaced or added (a `null` value drops the key). */
function manifest(changes: Record<string, string | null>): string {
  const lines = TEMPLATE.trimEnd().split('\n');
  const keyOf = (line: string) => line.slice(0, line.indexOf(':'));
  const out = lines.filter((l) => !(keyOf(l) in changes)).map((l) => l);
  for (const [key, value] of Object.entries(changes)) if (value !== null) out.push(`${key}:${value.startsWith('\n') ? '' : ' '}${value}`);
  return `${out.join('\n')}\n`;
}

/** Error-level defects: CI fails, the editor shows a schema error at the key. */
const ERRORS: Array<[string, string, string]> = [
  ['app as a file path', manifest({ app: 'server/app.py' }), 'openenv-yaml/app-format'],
  ['app with a .py module', manifest({ app: 'server.py:app' }), 'openenv-yaml/app-format'],
  ['app with a hyphenated module', manifest({ app: 'my-env.server:app' }), 'openenv-yaml/app-grammar'],
  ['empty app', manifest({ app: '""' }), 'openenv-yaml/app-empty'],
  ['app as a mapping', manifest({ app: '\n  module: server.app' }), 'openenv-yaml/app-type'],
  ['no name', manifest({ name: null }), 'openenv-yaml/name-missing'],
  ['name with a slash', manifest({ name: 'org/echo_env' }), 'openenv-yaml/name-slash'],
  ['name as a number', manifest({ name: '42' }), 'openenv-yaml/name-type'],
  ['port out of range', manifest({ port: '70000' }), 'openenv-yaml/port-range'],
  ['port as a boolean', manifest({ port: 'true' }), 'openenv-yaml/port-boolean'],
  ['port as a word', manifest({ port: 'http' }), 'openenv-yaml/port-type'],
  ['spec_version of environment.yaml', manifest({ spec_version: 'hf-rl-env-0.1' }), 'openenv-yaml/spec-version-wrong-file'],
  ['spec_version as a list', manifest({ spec_version: '[1]' }), 'openenv-yaml/spec-version-invalid'],
  ['variables as a list', manifest({ variables: '\n  - DEBUG=1' }), 'openenv-yaml/variables-type'],
  ['a token-shaped variable', manifest({ variables: `\n  UPSTREAM: hf_${'a1B2'.repeat(6)}` }), 'openenv-yaml/variables-secret'],
  ['a secret-named variable', manifest({ variables: '\n  OPENAI_API_KEY: s3cr3t-value' }), 'openenv-yaml/variables-secret'],
  ['an empty variable name', manifest({ variables: '\n  "": x' }), 'openenv-yaml/variables-empty-key'],
  ['action/observation not identifiers', manifest({ action: 'models.EchoAction', observation: 'EchoObservation' }), 'openenv-yaml/action-observation-identifier'],
];

test.each(ERRORS)('%s: CI error, schema error', async (_name, text, rule) => {
  const errors = await cliErrors('openenv.yaml', text);
  expect(errors.map((f) => f.rule)).toContain(rule);
  const editor = editorVerdict('openenv.yaml', text);
  expect(editor.parseError).toBeUndefined();
  expect(editor.errors.length).toBeGreaterThan(0);
});

/** Warning-level (or notice-level) defects only: CI passes, the editor shows no schema error. */
const WARNINGS: Array<[string, string, string, ('warning' | 'notice')?]> = [
  // Advice for a workflow the bare manifest shows no sign of (AutoEnv, a registry image; Daytona) is a notice.
  ['hyphenated name', manifest({ name: 'Echo-Env' }), 'openenv-yaml/name-snake-case', 'notice'],
  ['spec_version as a string', manifest({ spec_version: '"1"' }), 'openenv-yaml/spec-version-type'],
  ['no spec_version', manifest({ spec_version: null }), 'openenv-yaml/spec-version-missing'],
  ['another type', manifest({ type: 'docker' }), 'openenv-yaml/type-value'],
  ['runtime as a mapping', manifest({ runtime: '\n  type: docker' }), 'openenv-yaml/runtime-type'],
  ['quoted port', manifest({ port: '"8000"' }), 'openenv-yaml/port-numeric-string'],
  ['no app', manifest({ app: null }), 'openenv-yaml/app-missing', 'notice'],
  // Only AutoEnv reads them, from a packaged manifest (an error there, test/manifests/openenv/rules.test.ts).
  ['action/observation not strings, not packaged', manifest({ action: '[EchoAction]', observation: 'EchoObservation' }), 'openenv-yaml/action-observation-type', 'notice'],
  ['action/observation as mappings, not packaged', manifest({ action: '\n  type: object', observation: '\n  type: object' }), 'openenv-yaml/action-observation-type', 'notice'],
  ['app pointing at main', manifest({ app: 'server.app:main' }), 'openenv-yaml/app-main'],
  ['unquoted version', manifest({ version: '0.1' }), 'openenv-yaml/version-number'],
  ['README front matter in the manifest', manifest({ sdk: 'docker' }), 'openenv-yaml/readme-front-matter-key'],
  ['action without observation', manifest({ action: 'models.EchoAction' }), 'openenv-yaml/action-observation-pair'],
  ['a variable with a bad name', manifest({ variables: '\n  log-level: info' }), 'openenv-yaml/variables-key-name'],
  // A placeholder under a secret name is no secret (no error); the boolean beside it draws the warning.
  ['a secret-named placeholder', manifest({ variables: '\n  HF_TOKEN: <your token>\n  MAX_TOKENS: 512\n  DEBUG: true' }), 'openenv-yaml/variables-bool-null'],
];

test.each(WARNINGS)('%s: CI warning only, no schema error', async (_name, text, rule, severity = 'warning') => {
  const findings = await cliFindings('openenv.yaml', text);
  expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
  // The defect is really there: CI reports it, below error level.
  expect(findings.filter((f) => f.rule === rule).map((f) => f.severity)).toEqual([severity]);
  const editor = editorVerdict('openenv.yaml', text);
  expect(editor.parseError).toBeUndefined();
  expect(editor.errors).toEqual([]);
});

test('the clean template: nothing from either', async () => {
  expect(await cliErrors('openenv.yaml', TEMPLATE)).toEqual([]);
  expect(editorVerdict('openenv.yaml', TEMPLATE)).toEqual({ errors: [], warnings: [] });
});

test('a typo `prot:` is flagged by both: a did-you-mean warning in CI, an unknown-key warning in the editor', async () => {
  const text = manifest({ port: null, prot: '8000' });
  const findings = await cliFindings('openenv.yaml', text);
  const nearMiss = findings.filter((f) => f.rule === 'openenv-yaml/unknown-key-near-miss');
  expect(nearMiss.map((f) => f.severity)).toEqual(['warning']);
  expect(nearMiss[0].message).toContain('did you mean `port`');
  expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
  // No error in the editor either (CI passes), but a warning on exactly that key.
  expect(editorVerdict('openenv.yaml', text)).toEqual({ errors: [], warnings: ['/prot'] });
});

describe('environment.yaml', () => {
  const LONG_RANDOM = `aB3${'xY7k'.repeat(10)}`;
  const DECLARATION = 'spec_version: hf-rl-env-0.1\nenvironments:\n  - id: coding\n    frameworks:\n      openenv:\n        space_id: openenv/coding_env\n';

  test.each([
    ['a conda environment file', 'name: py311\nchannels: [conda-forge]\ndependencies: [python=3.11]\n'],
    ['a Hub draft spec_version', DECLARATION.replace('hf-rl-env-0.1', 'hf-env-0.1')],
    ['a Space URL instead of an id', DECLARATION.replace('openenv/coding_env', 'https://huggingface.co/spaces/openenv/coding_env')],
    ['a typo beside the target', DECLARATION.replace('        space_id:', '        min_versoin: ">=0.3"\n        space_id:')],
    ['an unpinned image', DECLARATION.replace('space_id: openenv/coding_env', 'image: ghcr.io/openenv/coding:latest')],
    // The generic long-random shape counts only in secrets lists and other frameworks' blocks; hex never.
    ['a long random id in a description', DECLARATION.replace('  - id: coding\n', `  - id: coding\n    description: ${LONG_RANDOM}\n`)],
    ['a digest in another framework', `${DECLARATION}      harbor:\n        digest: ${'0123456789abcdef'.repeat(4)}\n`],
  ])('%s: no CI error, no schema error', async (_name, text) => {
    expect(await cliErrors('environment.yaml', text)).toEqual([]);
    expect(editorVerdict('environment.yaml', text).errors).toEqual([]);
  });

  test('a misspelled OpenEnv key draws a warning in both', async () => {
    const text = DECLARATION.replace('        space_id:', '        min_versoin: ">=0.3"\n        space_id:');
    expect((await cliFindings('environment.yaml', text)).filter((f) => f.rule === 'environment-yaml/unknown-openenv-key').map((f) => f.severity)).toEqual(['warning']);
    expect(editorVerdict('environment.yaml', text).warnings).toEqual(['/environments/0/frameworks/openenv/min_versoin']);
  });

  test.each([
    ['two runtime targets', DECLARATION.replace('space_id: openenv/coding_env', 'space_id: openenv/coding_env\n        image: ghcr.io/openenv/coding:1.0'), 'environment-yaml/openenv-target-multiple'],
    ['an unknown spec_version', DECLARATION.replace('hf-rl-env-0.1', 'hf-rl-env-1.0'), 'environment-yaml/spec-version-unknown'],
    ['a secret stored as NAME=value', `${DECLARATION}        secrets: [HF_TOKEN=abc]\n`, 'environment-yaml/secret-value-stored'],
    ['a Hugging Face token in a title', DECLARATION.replace('  - id: coding\n', `  - id: coding\n    title: hf_${'a1B2'.repeat(5)}\n`), 'environment-yaml/secret-token-shape'],
    ['a long random token in another framework', `${DECLARATION}      harbor:\n        env: [API=${LONG_RANDOM}]\n`, 'environment-yaml/secret-token-shape'],
  ])('%s: CI error, schema error', async (_name, text, rule) => {
    expect((await cliErrors('environment.yaml', text)).map((f) => f.rule)).toContain(rule);
    expect(editorVerdict('environment.yaml', text).errors.length).toBeGreaterThan(0);
  });
});

describe('patterns shared with the rules', () => {
  const minVersion = new RegExp(MIN_VERSION_PATTERN);
  test.each([
    '>=0.3.0', '0.3.0', ' >= 0.3 , <1.0 ', '==1.*', '!=1.0.*', '~=0.3', '===anything', 'V1.0RC1', '1.0.post1.dev2+Local.7', '>=1.0a1',
    '~=1', '>=1.*', '==1.0+x.*', '>=', '', ' ', '>=0.3,', ',>=0.3', '>= 0.3 0.4', 'latest', '0.3.0garbage', '=>0.3', '>=0.3;python_version<"3"',
  ])('min_version %j: the JSON Schema pattern agrees with isMinVersion', (value) => {
    expect(minVersion.test(value)).toBe(isMinVersion(value));
  });

  test('min_version: agreement on generated specifier-like strings', () => {
    const piece = fc.constantFrom('>=', '<', '~=', '==', '!=', '===', '0', '1', '.', '3', '*', ',', ' ', 'rc', 'a', 'post', 'dev', '+', 'x', 'v', '!', '-', '_', 'R', 'C');
    fc.assert(fc.property(fc.array(piece, { maxLength: 10 }).map((parts) => parts.join('')), (value) => minVersion.test(value) === isMinVersion(value)), { numRuns: 3000 });
  });
});
