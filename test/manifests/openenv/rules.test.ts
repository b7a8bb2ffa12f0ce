/**
 * Every openenv.yaml rule: a failing fixture (rule, file, line, column asserted) and a passing one
 * (the rule stays silent). Fixtures are whole manifests in a full environment directory (support.ts),
 * changed only where the case needs it.
 */
import { lint, GOOD, MANIFEST } from './support.js';
import type { LintSetup } from './support.js';
import { OPENENV_RULES } from '../../../src/checks/manifests/openenv/lint.js';

const g = (extra: string) => GOOD + extra;
const replace = (from: string, to: string) => GOOD.replace(from, to);

interface Case {
  rule: string;
  fail: LintSetup;
  /** Where the finding is; `count`: how many findings of the rule (one aggregated finding); `message`: what it says. */
  at: { line: number; column?: number; severity?: string; file?: string; count?: number; message?: RegExp };
  pass: LintSetup;
}

const cases: Case[] = [
  // format
  { rule: 'legacy-format', fail: { manifest: 'name: echo_env\nversion: "0.1.0"\naction: EchoAction\nobservation: EchoObservation\n' }, at: { line: 1, column: 1 }, pass: { manifest: GOOD } },
  { rule: 'unrecognised-format', fail: { manifest: 'name: echo_env\ntasks:\n  - easy\n' }, at: { line: 1, column: 1 }, pass: { manifest: GOOD } },
  { rule: 'non-ascii', fail: { manifest: g('description: Echo — repeats input\n') }, at: { line: 7, column: 19 }, pass: { manifest: g('description: Echo - repeats input\n') } },
  { rule: 'push-required-file', fail: { manifest: GOOD, files: { 'client.py': null } }, at: { line: 1 }, pass: { manifest: GOOD } },
  { rule: 'pyproject-name', fail: { manifest: GOOD, files: { 'pyproject.toml': '[project]\nname = "echo"\n' } }, at: { line: 1 }, pass: { manifest: GOOD } },
  { rule: 'not-packaged', fail: { manifest: GOOD, files: { 'pyproject.toml': '[project]\nname = "openenv-echo-env"\n' } }, at: { line: 1 }, pass: { manifest: GOOD } },
  { rule: 'line-endings', fail: { manifest: GOOD.replace(/\n/g, '\r\n'), enable: ['openenv-yaml/line-endings'] }, at: { line: 1 }, pass: { manifest: GOOD, enable: ['openenv-yaml/line-endings'] } },
  // spec_version
  { rule: 'spec-version-missing', fail: { manifest: replace('spec_version: 1\n', '') }, at: { line: 1, column: 1 }, pass: { manifest: GOOD } },
  { rule: 'spec-version-missing', fail: { manifest: replace('spec_version: 1', 'spec_version:') }, at: { line: 1, column: 1 }, pass: { manifest: GOOD } },
  { rule: 'spec-version-type', fail: { manifest: replace('spec_version: 1', 'spec_version: "1"') }, at: { line: 1, column: 15 }, pass: { manifest: GOOD } },
  { rule: 'spec-version-type', fail: { manifest: replace('spec_version: 1', 'spec_version: 1.0') }, at: { line: 1, column: 15 }, pass: { manifest: GOOD } },
  { rule: 'spec-version-wrong-file', fail: { manifest: replace('spec_version: 1', 'spec_version: hf-rl-env-0.1') }, at: { line: 1, column: 15, severity: 'error' }, pass: { manifest: GOOD } },
  { rule: 'spec-version-unknown', fail: { manifest: replace('spec_version: 1', 'spec_version: 2') }, at: { line: 1, column: 15 }, pass: { manifest: GOOD } },
  { rule: 'spec-version-unknown', fail: { manifest: replace('spec_version: 1', 'spec_version: "0.2.0"') }, at: { line: 1, column: 15 }, pass: { manifest: GOOD } },
  { rule: 'spec-version-invalid', fail: { manifest: replace('spec_version: 1', 'spec_version: yes') }, at: { line: 1, column: 15, severity: 'error' }, pass: { manifest: GOOD } },
  // name
  { rule: 'name-missing', fail: { manifest: replace('name: echo_env\n', '') }, at: { line: 1, column: 1, severity: 'error' }, pass: { manifest: GOOD } },
  { rule: 'name-missing', fail: { manifest: replace('name: echo_env', 'name: no') }, at: { line: 2, column: 7, severity: 'error' }, pass: { manifest: replace('name: echo_env', 'name: "no"') } },
  { rule: 'name-type', fail: { manifest: replace('name: echo_env', 'name: 123') }, at: { line: 2, column: 7, severity: 'error' }, pass: { manifest: GOOD } },
  { rule: 'name-slash', fail: { manifest: replace('name: echo_env', 'name: openenv/echo') }, at: { line: 2, column: 7, severity: 'error' }, pass: { manifest: GOOD } },
  { rule: 'name-hub-repo', fail: { manifest: replace('name: echo_env', 'name: Echo Environment') }, at: { line: 2, column: 7 }, pass: { manifest: GOOD } },
  { rule: 'name-snake-case', fail: { manifest: replace('name: echo_env', 'name: echo-env') }, at: { line: 2, column: 7 }, pass: { manifest: GOOD } },
  { rule: 'name-placeholder', fail: { manifest: replace('name: echo_env', 'name: __ENV_NAME__') }, at: { line: 2, column: 7 }, pass: { manifest: replace('name: echo_env', 'name: __ENV_NAME__'), path: 'templates/openenv_env/openenv.yaml' } },
  // OpenEnv's skill template (#429): a folder named for a template, not a templates/ folder.
  { rule: 'name-placeholder', fail: { manifest: replace('name: echo_env', 'name: __ENV_NAME__'), path: 'skills/assets/openenv_env/openenv.yaml' }, at: { line: 2, column: 7 }, pass: { manifest: replace('name: echo_env', 'name: __ENV_NAME__'), path: '.claude/skills/generate-openenv-env/assets/openenv_env_template/openenv.yaml' } },
  { rule: 'name-directory-mismatch', fail: { manifest: replace('name: echo_env', 'name: web_search') }, at: { line: 2, column: 7, severity: 'notice' }, pass: { manifest: replace('name: echo_env', 'name: echo') } },
  { rule: 'name-whitespace', fail: { manifest: replace('name: echo_env', 'name: " echo_env"') }, at: { line: 2, column: 7 }, pass: { manifest: GOOD } },
  // type, runtime
  { rule: 'type-missing', fail: { manifest: replace('type: space\n', '') }, at: { line: 1 }, pass: { manifest: GOOD } },
  { rule: 'type-value', fail: { manifest: replace('type: space', 'type: environment') }, at: { line: 3, column: 7 }, pass: { manifest: GOOD } },
  { rule: 'runtime-missing', fail: { manifest: replace('runtime: fastapi\n', '') }, at: { line: 1 }, pass: { manifest: GOOD } },
  { rule: 'runtime-value', fail: { manifest: replace('runtime: fastapi', 'runtime: docker') }, at: { line: 4, column: 10 }, pass: { manifest: GOOD } },
  { rule: 'runtime-value', fail: { manifest: replace('runtime: fastapi', 'runtime: FastAPI') }, at: { line: 4, column: 10, severity: 'notice' }, pass: { manifest: GOOD } },
  { rule: 'runtime-type', fail: { manifest: replace('runtime: fastapi', 'runtime:\n  type: docker') }, at: { line: 4, column: 1 }, pass: { manifest: GOOD } },
  // A custom format (type and runtime of the author's own): one finding, not one per key.
  { rule: 'custom-format', fail: { manifest: replace('type: space', 'type: step-reset').replace('runtime: fastapi', 'runtime:\n  framework: fastapi\n  port: 8000') }, at: { line: 3, column: 7 }, pass: { manifest: replace('type: space', 'type: step-reset') } },
  // app
  { rule: 'app-missing', fail: { manifest: replace('app: server.app:app\n', '') }, at: { line: 1 }, pass: { manifest: GOOD } },
  { rule: 'app-type', fail: { manifest: replace('app: server.app:app', 'app: {port: 7860}') }, at: { line: 5, column: 6, severity: 'error' }, pass: { manifest: GOOD } },
  { rule: 'app-empty', fail: { manifest: replace('app: server.app:app', 'app: "  "') }, at: { line: 5, column: 6, severity: 'error' }, pass: { manifest: GOOD } },
  { rule: 'app-format', fail: { manifest: replace('app: server.app:app', 'app: server/app.py') }, at: { line: 5, column: 6, severity: 'error' }, pass: { manifest: GOOD } },
  { rule: 'app-format', fail: { manifest: replace('app: server.app:app', 'app: server.app') }, at: { line: 5, column: 6, severity: 'error' }, pass: { manifest: GOOD } },
  { rule: 'app-grammar', fail: { manifest: replace('app: server.app:app', 'app: server.app:app:extra') }, at: { line: 5, column: 6, severity: 'error' }, pass: { manifest: GOOD } },
  { rule: 'app-module-not-found', fail: { manifest: replace('app: server.app:app', 'app: srv.app:app') }, at: { line: 5, column: 6 }, pass: { manifest: replace('app: server.app:app', 'app: envs.echo_env.server.app:app') } },
  { rule: 'app-attribute-not-found', fail: { manifest: replace('app: server.app:app', 'app: server.app:application') }, at: { line: 5, column: 6, severity: 'notice' }, pass: { manifest: GOOD } },
  { rule: 'app-main', fail: { manifest: replace('app: server.app:app', 'app: server.app:main') }, at: { line: 5, column: 6 }, pass: { manifest: GOOD } },
  { rule: 'app-factory', fail: { manifest: replace('app: server.app:app', 'app: server.app:create_app') }, at: { line: 5, column: 6, severity: 'notice' }, pass: { manifest: GOOD } },
  { rule: 'app-whitespace', fail: { manifest: replace('app: server.app:app', 'app: "server.app:app "') }, at: { line: 5, column: 6, severity: 'notice' }, pass: { manifest: GOOD } },
  { rule: 'dockerfile-app', fail: { manifest: GOOD, files: { Dockerfile: 'FROM python:3.11\nCMD uvicorn main:app --port 8000\n' } }, at: { line: 5, column: 6 }, pass: { manifest: GOOD } },
  // port
  { rule: 'port-missing', fail: { manifest: replace('port: 8000\n', '') }, at: { line: 1 }, pass: { manifest: GOOD } },
  { rule: 'port-boolean', fail: { manifest: replace('port: 8000', 'port: on') }, at: { line: 6, column: 7, severity: 'error' }, pass: { manifest: GOOD } },
  { rule: 'port-type', fail: { manifest: replace('port: 8000', 'port: http') }, at: { line: 6, column: 7, severity: 'error' }, pass: { manifest: GOOD } },
  { rule: 'port-numeric-string', fail: { manifest: replace('port: 8000', 'port: "8000"') }, at: { line: 6, column: 7 }, pass: { manifest: GOOD } },
  { rule: 'port-range', fail: { manifest: replace('port: 8000', 'port: 70000') }, at: { line: 6, column: 7, severity: 'error' }, pass: { manifest: GOOD } },
  // Nothing else declares 7860: a notice. When the Dockerfile and README agree on it, a deliberate choice: silent.
  { rule: 'port-not-default', fail: { manifest: replace('port: 8000', 'port: 7860'), files: { Dockerfile: 'FROM x\nCMD ["python", "-m", "server.app"]\n', 'README.md': '---\nsdk: docker\n---\n' } }, at: { line: 6, column: 7, severity: 'notice' }, pass: { manifest: replace('port: 8000', 'port: 7860'), files: { Dockerfile: 'FROM x\nEXPOSE 7860\n', 'README.md': '---\napp_port: 7860\n---\n' } } },
  { rule: 'port-yaml11-spelling', fail: { manifest: replace('port: 8000', 'port: 8_000') }, at: { line: 6, column: 7 }, pass: { manifest: GOOD } },
  { rule: 'port-mismatch', fail: { manifest: GOOD, files: { Dockerfile: 'FROM x\nEXPOSE 7860\nCMD ["uvicorn", "server.app:app", "--port", "7860"]\n' } }, at: { line: 6, column: 7 }, pass: { manifest: GOOD } },
  // variables
  { rule: 'variables-type', fail: { manifest: g('variables:\n  - DEBUG=1\n') }, at: { line: 7, column: 1, severity: 'error' }, pass: { manifest: g('variables:\n') } },
  { rule: 'variables-empty-key', fail: { manifest: g('variables:\n  "": x\n') }, at: { line: 8, column: 3, severity: 'error' }, pass: { manifest: g('variables:\n  A: x\n') } },
  { rule: 'variables-key-type', fail: { manifest: g('variables:\n  1: x\n') }, at: { line: 8, column: 3 }, pass: { manifest: g('variables:\n  "1": x\n') } },
  { rule: 'variables-key-name', fail: { manifest: g('variables:\n  log-level: info\n') }, at: { line: 8, column: 3 }, pass: { manifest: g('variables:\n  LOG_LEVEL: info\n') } },
  { rule: 'variables-nested-value', fail: { manifest: g('variables:\n  MODE: {description: x, default: y}\n') }, at: { line: 8, column: 9 }, pass: { manifest: g('variables:\n  MODE: y\n') } },
  { rule: 'variables-bool-null', fail: { manifest: g('variables:\n  DEBUG: yes\n') }, at: { line: 8, column: 10 }, pass: { manifest: g('variables:\n  DEBUG: "yes"\n') } },
  { rule: 'variables-float', fail: { manifest: g('variables:\n  LR: 1.0e-5\n') }, at: { line: 8, column: 7, severity: 'notice' }, pass: { manifest: g('variables:\n  LR: "1e-5"\n') } },
  { rule: 'variables-secret', fail: { manifest: g('variables:\n  HF_TOKEN: hf_abcdefghijklmnopqrstuvwxyz0123\n') }, at: { line: 8, column: 13, severity: 'error' }, pass: { manifest: g('variables:\n  MAX_TOKENS: "512"\n  TOKEN_LIMIT: 512\n') } },
  { rule: 'variables-secret', fail: { manifest: g('variables:\n  OPENAI_API_KEY: abc123secret\n') }, at: { line: 8, column: 19, severity: 'error' }, pass: { manifest: g('variables:\n  OPENAI_API_KEY: ""\n') } },
  { rule: 'variables-empty', fail: { manifest: g('variables: {}\n') }, at: { line: 7, column: 12, severity: 'notice' }, pass: { manifest: g('variables: {A: b}\n') } },
  { rule: 'variables-old-cli', fail: { manifest: g('variables:\n  A: b\n'), files: { 'pyproject.toml': '[project]\nname = "openenv-echo-env"\ndependencies = ["openenv-core==0.2.1"]\n[tool.setuptools.package-data]\n"*" = ["*.yaml"]\n' } }, at: { line: 7, column: 1, severity: 'notice' }, pass: { manifest: g('variables:\n  A: b\n') } },
  // description, version
  { rule: 'description-type', fail: { manifest: g('description:\n  - a\n') }, at: { line: 7, column: 1, severity: 'notice' }, pass: { manifest: g('description: Echo\n') } },
  { rule: 'version-number', fail: { manifest: g('version: 1.10\n') }, at: { line: 7, column: 10 }, pass: { manifest: g('version: "1.10"\n') } },
  { rule: 'version-mismatch', fail: { manifest: g('version: "0.2.0"\n') }, at: { line: 7, column: 10, severity: 'notice' }, pass: { manifest: g('version: "0.1.0"\n') } },
  // action / observation
  { rule: 'action-observation-type', fail: { manifest: g('action: {type: discrete}\nobservation: EchoObservation\n') }, at: { line: 7, column: 9, severity: 'error' }, pass: { manifest: g('action: EchoAction\nobservation: EchoObservation\n') } },
  { rule: 'action-observation-identifier', fail: { manifest: g('action: echo_env.models:EchoAction\nobservation: EchoObservation\n') }, at: { line: 7, column: 9, severity: 'error' }, pass: { manifest: g('action: EchoAction\nobservation: EchoObservation\n') } },
  { rule: 'action-observation-pair', fail: { manifest: g('action: EchoAction\n') }, at: { line: 7, column: 1 }, pass: { manifest: g('action: EchoAction\nobservation: EchoObservation\n') } },
  { rule: 'action-observation-not-found', fail: { manifest: g('action: EchoAction\nobservation: EchoObs\n') }, at: { line: 8, column: 14 }, pass: { manifest: g('action: EchoAction\nobservation: EchoObservation\n') } },
  { rule: 'action-observation-override', fail: { manifest: g('action: EchoAction\nobservation: EchoObservation\n') }, at: { line: 7, column: 1, severity: 'notice' }, pass: { manifest: GOOD } },
  // task_sets, documented-only, upstream
  { rule: 'task-sets-proposed', fail: { manifest: g('task_sets:\n  default: hf://datasets/openenv/tasks/echo@0123abc\n') }, at: { line: 7, column: 1, severity: 'notice' }, pass: { manifest: GOOD } },
  { rule: 'task-sets-shape', fail: { manifest: g('task_sets: [a]\n') }, at: { line: 7, column: 12 }, pass: { manifest: g('task_sets:\n  default: hf://datasets/openenv/tasks/echo@0123abc\n') } },
  { rule: 'task-sets-reference', fail: { manifest: g('task_sets:\n  default: openenv/tasks\n') }, at: { line: 8, column: 12 }, pass: { manifest: g('task_sets:\n  default: hf://datasets/openenv/tasks/echo@0123abc\n') } },
  { rule: 'task-sets-unpinned', fail: { manifest: g('task_sets:\n  default: hf://datasets/openenv/tasks/echo@main\n') }, at: { line: 8, column: 12, severity: 'notice' }, pass: { manifest: g('task_sets:\n  default: hf://datasets/openenv/tasks/echo@0123abc\n') } },
  { rule: 'documented-only-key', fail: { manifest: g('default_image: echo-env:latest\n') }, at: { line: 7, column: 1, severity: 'notice' }, pass: { manifest: GOOD } },
  { rule: 'upstream-block-type', fail: { manifest: g('validation: strict\n') }, at: { line: 7, column: 13 }, pass: { manifest: g('validation:\n  reward:\n    range: [0, 1]\n') } },
  // unknown keys
  { rule: 'readme-front-matter-key', fail: { manifest: g('emoji: 🤖\n') }, at: { line: 7, column: 1 }, pass: { manifest: GOOD } },
  { rule: 'readme-front-matter-key', fail: { manifest: g('emoji: 🤖\ncolorFrom: red\nsdk: docker\n') }, at: { line: 7, column: 1, count: 1, message: /^`emoji`, `colorFrom`, `sdk` are Hugging Face Space README front-matter keys; OpenEnv ignores them here\./ }, pass: { manifest: GOOD } },
  { rule: 'unknown-key-near-miss', fail: { manifest: g('env_vars:\n  A: b\n') }, at: { line: 7, column: 1 }, pass: { manifest: g('variables:\n  A: b\n') } },
  { rule: 'unknown-key-near-miss', fail: { manifest: replace('app: server.app:app', 'entrypoint: server.app:app') }, at: { line: 5, column: 1 }, pass: { manifest: GOOD } },
  // Swapped letters are one edit: `prot` is `port`.
  { rule: 'unknown-key-near-miss', fail: { manifest: replace('port: 8000', 'prot: 8000') }, at: { line: 6, column: 1 }, pass: { manifest: GOOD } },
  { rule: 'unknown-keys', fail: { manifest: g('author: me\nlicense: MIT\n') }, at: { line: 7, column: 1, severity: 'notice' }, pass: { manifest: g('description: Echo\n') } },
  // The proposed blocks validate reads (and its notices ask for): not unknown, or the two checks contradict each other.
  { rule: 'unknown-keys', fail: { manifest: g('tasks:\n  - easy\nauthor: me\n') }, at: { line: 9, column: 1, severity: 'notice' }, pass: { manifest: g('resources:\n  memory: 2Gi\nnetwork:\n  egress: none\ntasks:\n  count: 3\nreward:\n  range: [0, 1]\ntools: []\nreproducibility:\n  deterministic: true\n') } },
];

describe.each(cases)('openenv-yaml/$rule', ({ rule, fail, at, pass }) => {
  const id = `openenv-yaml/${rule}`;
  test(`reports ${JSON.stringify(fail.manifest).slice(0, 70)}`, async () => {
    const findings = await lint(fail);
    const hit = findings.find((f) => f.rule === id);
    expect(hit).toBeDefined();
    expect(hit).toMatchObject({ file: fail.path ?? MANIFEST, line: at.line, ...(at.column ? { column: at.column } : {}), ...(at.severity ? { severity: at.severity } : {}) });
    expect(hit!.message.length).toBeGreaterThan(40);
    if (at.count !== undefined) expect(findings.filter((f) => f.rule === id)).toHaveLength(at.count);
    if (at.message) expect(hit!.message).toMatch(at.message);
  });
  test('stays silent on the fixed file', async () => {
    const findings = await lint(pass);
    expect(findings.filter((f) => f.rule === id)).toEqual([]);
  });
});

test('every rule has at least one case', () => {
  const covered = new Set(cases.map((c) => `openenv-yaml/${c.rule}`));
  expect(OPENENV_RULES.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
});

test('the clean manifest in a full environment has no findings at all', async () => {
  expect(await lint({ manifest: GOOD })).toEqual([]);
});

describe('spec §9.4 example: several problems at once', () => {
  const manifest = `spec_version: "1.0"
name: Sql-Debug-Env
type: environment
runtime:
  type: docker
app: server/app.py
port: "7860"
variables:
  - DEBUG=1
`;
  test('exactly the expected rules and severities', async () => {
    const findings = await lint({ manifest, path: 'envs/sql_debug_env/openenv.yaml', files: { 'client.py': null, 'pyproject.toml': '[project]\nname = "openenv-sql-debug-env"\n[tool.setuptools.package-data]\n"*" = ["*.yaml"]\n' } });
    const got = findings.filter((f) => f.rule !== 'openenv-yaml/push-required-file').map((f) => `${f.rule}:${f.severity}:${f.line}`);
    expect(got.sort()).toEqual(
      [
        'openenv-yaml/spec-version-type:warning:1',
        'openenv-yaml/name-snake-case:warning:2',
        // type and runtime in a format of its own: one finding (issue 26), where the spec lists two.
        'openenv-yaml/custom-format:warning:3',
        'openenv-yaml/app-format:error:6',
        'openenv-yaml/port-numeric-string:warning:7',
        'openenv-yaml/variables-type:error:8',
        'openenv-yaml/port-mismatch:warning:7',
        'openenv-yaml/dockerfile-app:warning:6',
      ].filter((x) => !x.startsWith('openenv-yaml/dockerfile-app') && !x.startsWith('openenv-yaml/port-mismatch')).sort(),
    );
  });
});
