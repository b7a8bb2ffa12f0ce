/** spec openenv-yaml.md §8 "Edge cases and expected outcomes", row by row. */
import { lint, GOOD } from './support.js';

const withLine = (key: string, line: string) => GOOD.split('\n').map((l) => (l.startsWith(`${key}:`) ? line : l)).join('\n');

const rows: Array<[string, { manifest: string; path?: string }, string[], string[]]> = [
  ['name: my-env in envs/my_env', { manifest: withLine('name', 'name: my-env'), path: 'envs/my_env/openenv.yaml' }, ['name-snake-case'], ['name-directory-mismatch']],
  ['name: web_search in envs/websearch_env', { manifest: withLine('name', 'name: web_search'), path: 'envs/websearch_env/openenv.yaml' }, ['name-directory-mismatch'], []],
  ['name: grid_world in envs/grid_world_env', { manifest: withLine('name', 'name: grid_world'), path: 'envs/grid_world_env/openenv.yaml' }, [], ['name-directory-mismatch', 'name-snake-case']],
  ['name: openenv/echo', { manifest: withLine('name', 'name: openenv/echo') }, ['name-slash'], []],
  ['name: no', { manifest: withLine('name', 'name: no') }, ['name-missing'], ['name-type']],
  ['name: 123', { manifest: withLine('name', 'name: 123') }, ['name-type'], []],
  ['app: server/app.py', { manifest: withLine('app', 'app: server/app.py') }, ['app-format'], ['app-grammar']],
  ['app: server.app', { manifest: withLine('app', 'app: server.app') }, ['app-format'], []],
  ['app: "server.app:app "', { manifest: withLine('app', 'app: "server.app:app "') }, ['app-whitespace'], ['app-format']],
  ['app: server.app:app:extra', { manifest: withLine('app', 'app: server.app:app:extra') }, ['app-grammar'], []],
  ['app: server.app:create_app', { manifest: withLine('app', 'app: server.app:create_app') }, ['app-factory'], []],
  ['app: {port: 7860}', { manifest: withLine('app', 'app: {port: 7860}') }, ['app-type'], []],
  ['port: "8000"', { manifest: withLine('port', 'port: "8000"') }, ['port-numeric-string'], ['port-type']],
  ['port: 70000', { manifest: withLine('port', 'port: 70000') }, ['port-range'], []],
  ['port: 010', { manifest: withLine('port', 'port: 010') }, ['port-yaml11-spelling'], ['port-type']],
  ['port: 0o10 (a string in YAML 1.1)', { manifest: withLine('port', 'port: 0o10') }, ['port-type'], []],
  ['spec_version: "1"', { manifest: withLine('spec_version', 'spec_version: "1"') }, ['spec-version-type'], []],
  ['spec_version: hf-rl-env-0.1', { manifest: withLine('spec_version', 'spec_version: hf-rl-env-0.1') }, ['spec-version-wrong-file'], ['spec-version-unknown']],
  ['variables: []', { manifest: `${GOOD}variables: []\n` }, ['variables-type'], []],
  ['variables: (null)', { manifest: `${GOOD}variables:\n` }, [], ['variables-type', 'variables-empty']],
  ['variables: {DEBUG: yes}', { manifest: `${GOOD}variables: {DEBUG: yes}\n` }, ['variables-bool-null'], []],
  ['variables: {HF_TOKEN: hf_...}', { manifest: `${GOOD}variables: {HF_TOKEN: hf_AbCdEfGhIjKlMnOpQrStUvWx}\n` }, ['variables-secret'], []],
  ['two name: lines', { manifest: `${GOOD}name: other_env\n` }, ['/duplicate-key'], []],
  ['file ends with ---', { manifest: `${GOOD}---\n` }, ['/multiple-documents'], []],
  ['leading --- only', { manifest: `---\n${GOOD}` }, [], ['/multiple-documents']],
  ['leading BOM', { manifest: `\ufeff${GOOD}` }, ['/byte-order-mark'], ['/syntax-error']],
  ['tab-indented line', { manifest: `${GOOD}variables:\n\tA: b\n` }, ['/tab-character'], []],
  ['empty file', { manifest: '' }, ['/empty-document'], []],
  ['root is a list', { manifest: '- name: x\n' }, ['/root-not-mapping'], []],
  ['description: Basic cleaning: drop nulls', { manifest: `${GOOD}description: Basic cleaning: drop nulls\n` }, ['/syntax-error'], []],
  ['action: {type: discrete} + observation: {...}', { manifest: `${GOOD}action: {type: discrete}\nobservation: {type: box}\n` }, ['action-observation-type'], []],
  ['on: yes (key becomes True, a non-string key)', { manifest: `${GOOD}on: yes\n` }, ['/non-string-key'], []],
  ['version: 1.10', { manifest: `${GOOD}version: 1.10\n` }, ['version-number'], []],
];

const full = (rule: string) => (rule.startsWith('/') ? `yaml${rule}` : `openenv-yaml/${rule}`);

test.each(rows)('%s', async (_name, setup, expected, absent) => {
  const findings = await lint(setup);
  const rules = findings.map((f) => f.rule);
  for (const rule of expected) expect(rules).toContain(full(rule));
  for (const rule of absent) expect(rules).not.toContain(full(rule));
});

test('two differing name: lines are an error at both occurrences', async () => {
  const findings = (await lint({ manifest: `${GOOD}name: other_env\n` })).filter((f) => f.rule === 'yaml/duplicate-key');
  expect(findings.map((f) => [f.line, f.severity])).toEqual([
    [2, 'error'],
    [7, 'error'],
  ]);
});

test('description with an unquoted colon: error at line 7 with the quoting hint', async () => {
  const [f] = (await lint({ manifest: `${GOOD}description: Basic cleaning: drop nulls\n` })).filter((x) => x.rule === 'yaml/syntax-error');
  expect(f).toMatchObject({ line: 7, severity: 'error' });
  expect(f.message).toMatch(/quote/);
});

test('port: 0o10 (YAML 1.2 octal, a string for PyYAML): error at the value that names the decimal value', async () => {
  const [f] = (await lint({ manifest: withLine('port', 'port: 0o10') })).filter((x) => x.rule === 'openenv-yaml/port-type');
  expect(f).toMatchObject({ line: 6, column: 7, endLine: 6, endColumn: 11, severity: 'error' });
  expect(f.message).toMatch(/YAML 1\.1/);
  expect(f.message).toContain('`port: 8`');
});
