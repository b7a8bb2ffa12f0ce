/**
 * Manifest findings an environment author acts on (issue 26): advice for a workflow the repository does
 * not use is a notice, and "did you mean `app`" only names what uvicorn can serve. Fixtures written from
 * the patterns seen on stranger repositories.
 */
import { GOOD, lint } from './support.js';

const rulesOf = async (setup: Parameters<typeof lint>[0], rule: string) => (await lint(setup)).filter((f) => f.rule === rule);

describe('"did you mean `app`?" only for an ASGI app', () => {
  const manifest = (value: string) => `spec_version: 1\nname: echo_env\ntype: space\nruntime: fastapi\nentrypoint: ${value}\nport: 8000\n`;
  test('entrypoint naming an environment class: no suggestion (uvicorn cannot serve it), only the unknown-key notice', async () => {
    const setup = { manifest: manifest('env.core:StartupOpsEnv'), files: { 'env/core.py': 'class StartupOpsEnv:\n    def reset(self):\n        pass\n' } };
    expect(await rulesOf(setup, 'openenv-yaml/unknown-key-near-miss')).toEqual([]);
    expect((await rulesOf(setup, 'openenv-yaml/unknown-keys'))[0]!.message).toMatch(/`entrypoint`/);
  });
  test('entrypoint naming a FastAPI app or a create_app(...) result: rename it to app', async () => {
    for (const source of ['from fastapi import FastAPI\napp = FastAPI()\n', 'from openenv.core import create_app\napp = create_app(Env, Action, Observation)\n']) {
      const [finding] = await rulesOf({ manifest: manifest('server.app:app'), files: { 'server/app.py': source } }, 'openenv-yaml/unknown-key-near-miss');
      expect(finding!.message).toMatch(/did you mean `app`\?/);
    }
  });
  test('in a manifest with none of the current-format keys, unrecognised-format asks for app: once', async () => {
    const wild = 'name: traffic_signal\ndescription: four-way junction\nentry_point: app.main:app\n';
    const files = { 'app/main.py': 'from fastapi import FastAPI\napp = FastAPI()\n' };
    expect(await rulesOf({ manifest: wild, files }, 'openenv-yaml/unknown-key-near-miss')).toEqual([]);
    expect((await rulesOf({ manifest: wild, files }, 'openenv-yaml/unrecognised-format'))[0]!.message).toMatch(/Add `spec_version: 1`, .*`app: /);
  });
});

describe('action/observation as mappings', () => {
  const manifest = 'name: echo_env\ndescription: x\naction:\n  type: object\nobservation:\n  type: object\n';
  test('a packaged manifest (AutoEnv reads it): one error for the pair', async () => {
    const found = await rulesOf({ manifest }, 'openenv-yaml/action-observation-type');
    expect(found.map((f) => f.severity)).toEqual(['error']);
  });
  test('not packaged: a notice that says which workflow it is for', async () => {
    const found = await rulesOf({ manifest, files: { 'pyproject.toml': '[project]\nname = "echo"\nversion = "0.1.0"\n' } }, 'openenv-yaml/action-observation-type');
    expect(found.map((f) => f.severity)).toEqual(['notice']);
    expect(found[0]!.message).toMatch(/^If you publish with AutoEnv \(an installable `openenv-\*` package\): `action` is a mapping and `observation` is a mapping;/);
  });
});

describe('app-module-not-found and a src layout', () => {
  const manifest = 'spec_version: 1\nname: mutant_hunter\ntype: space\nruntime: fastapi\napp: mutant_hunter.server.app:app\nport: 8000\n';
  test('the module under src/ (installed with pip install -e .): found', async () => {
    expect(await rulesOf({ manifest, files: { 'src/mutant_hunter/server/app.py': 'app = None\n' } }, 'openenv-yaml/app-module-not-found')).toEqual([]);
  });
  test('the module nowhere: reported', async () => {
    expect(await rulesOf({ manifest, files: { 'src/other/app.py': 'app = None\n' } }, 'openenv-yaml/app-module-not-found')).toHaveLength(1);
  });
});

describe('packaged by hatch, poetry, pdm or flit: only when pyproject.toml names the manifest', () => {
  const manifest = 'name: echo_env\ndescription: x\naction:\n  type: object\nobservation:\n  type: object\n';
  const hatch = '[project]\nname = "bioreactor-env"\nversion = "0.1.0"\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[tool.hatch.build.targets.wheel]\npackages = ["bioreactor_env"]\n';
  test('a hatch wheel of one package folder: the manifest beside pyproject.toml is not in it, a notice', async () => {
    const found = await rulesOf({ manifest, files: { 'pyproject.toml': hatch } }, 'openenv-yaml/action-observation-type');
    expect(found.map((f) => f.severity)).toEqual(['notice']);
  });
  test('a hatch wheel that force-includes openenv.yaml: packaged, an error', async () => {
    const forced = `${hatch}\n[tool.hatch.build.targets.wheel.force-include]\n"openenv.yaml" = "bioreactor_env/openenv.yaml"\n`;
    const found = await rulesOf({ manifest, files: { 'pyproject.toml': forced } }, 'openenv-yaml/action-observation-type');
    expect(found.map((f) => f.severity)).toEqual(['error']);
  });
});

describe('workflow-gated manifest advice', () => {
  const hyphenated = GOOD.replace('name: echo_env', 'name: echo-env');
  const plainPyproject = { 'pyproject.toml': '[project]\nname = "echo"\nversion = "0.1.0"\n' };
  test('a hyphenated name in a repository with no AutoEnv package and no registry image: a notice', async () => {
    const [finding] = await rulesOf({ manifest: hyphenated, files: plainPyproject }, 'openenv-yaml/name-snake-case');
    expect(finding).toMatchObject({ severity: 'notice', message: expect.stringMatching(/^If you publish with AutoEnv .* or a registry image: `name` "echo-env" is not snake_case/) });
  });
  test('an openenv-* package shipping the manifest, or a workflow pushing an image: a warning', async () => {
    expect((await rulesOf({ manifest: hyphenated }, 'openenv-yaml/name-snake-case'))[0]!.severity).toBe('warning');
    const registry = { ...plainPyproject, '/.github/workflows/image.yml': 'jobs:\n  build:\n    steps:\n      - uses: docker/build-push-action@v6\n' };
    expect((await rulesOf({ manifest: hyphenated, files: registry }, 'openenv-yaml/name-snake-case'))[0]!.severity).toBe('warning');
  });
  test('push-required-file: a notice without openenv push (a Space README alone is a git-pushed Space), a warning with it', async () => {
    const noSpace = { 'README.md': '# Echo\n', 'models.py': null };
    expect((await rulesOf({ manifest: GOOD, files: noSpace }, 'openenv-yaml/push-required-file'))[0]!.severity).toBe('notice');
    expect((await rulesOf({ manifest: GOOD, files: { 'models.py': null } }, 'openenv-yaml/push-required-file'))[0]!.severity).toBe('notice');
    const pushed = { 'models.py': null, 'scripts/deploy.sh': '#!/bin/sh\nset -e\nopenenv push --repo-id "$HF_USER/echo_env"\n' };
    expect((await rulesOf({ manifest: GOOD, files: pushed }, 'openenv-yaml/push-required-file'))[0]!.severity).toBe('warning');
  });
});

test('unrecognised-format advises the app and port the repository serves, not the 8000 default', async () => {
  const manifest = 'name: support_triage\ndescription: triage tickets\nentrypoint: env.core.Env\n';
  const files = { Dockerfile: 'FROM python:3.11-slim\nEXPOSE 7860\nCMD ["uvicorn", "api.main:app", "--host", "0.0.0.0", "--port", "7860"]\n', 'server/Dockerfile': null, 'server/app.py': null };
  const [finding] = await rulesOf({ manifest, files }, 'openenv-yaml/unrecognised-format');
  expect(finding!.message).toMatch(/`app: api.main:app` and `port: 7860`/);
  const [plain] = await rulesOf({ manifest, files: { Dockerfile: null, 'server/Dockerfile': null } }, 'openenv-yaml/unrecognised-format');
  expect(plain!.message).toMatch(/`app: server.app:app` and `port: 8000`/);
});
