/**
 * Patterns seen in OpenEnv's own environments that the openenv.yaml rules used to flag although nothing
 * was wrong (issue 11). Each fixture is written from the pattern, and each has a counterpart that must
 * still be reported, so the rule is not simply switched off.
 */
import { lint, GOOD } from './support.js';

const replace = (from: string, to: string) => GOOD.replace(from, to);
const rulesOf = async (setup: Parameters<typeof lint>[0], rule: string) => (await lint(setup)).filter((f) => f.rule === `openenv-yaml/${rule}`);

describe('port-mismatch: the port the app serves on, not every EXPOSE', () => {
  const twoServices = 'FROM python:3.11-slim\nEXPOSE 8000\nEXPOSE 5901\nHEALTHCHECK CMD curl -f http://localhost:8000/health || exit 1\nCMD ["/app/start.sh"]\n';
  test('a second EXPOSEd service port beside the app port is fine', async () => {
    expect(await rulesOf({ manifest: GOOD, files: { Dockerfile: twoServices } }, 'port-mismatch')).toEqual([]);
    expect(await rulesOf({ manifest: GOOD, files: { Dockerfile: 'FROM x\nEXPOSE 8000 6006/tcp\n' } }, 'port-mismatch')).toEqual([]);
  });
  test('EXPOSE without the app port, a --port or a HEALTHCHECK on another port is reported', async () => {
    const [exposed] = await rulesOf({ manifest: GOOD, files: { Dockerfile: 'FROM x\nEXPOSE 5901\n' } }, 'port-mismatch');
    expect(exposed?.message).toMatch(/EXPOSE 5901/);
    const [health] = await rulesOf({ manifest: GOOD, files: { Dockerfile: 'FROM x\nEXPOSE 8000 7860\nHEALTHCHECK CMD curl -f http://localhost:7860/health\n' } }, 'port-mismatch');
    expect(health?.message).toMatch(/HEALTHCHECK 7860/);
    expect(health?.message).not.toMatch(/EXPOSE/);
  });
  test('only the final stage counts', async () => {
    const builder = 'FROM python:3.11 AS builder\nEXPOSE 9999\nFROM python:3.11-slim\nEXPOSE 8000\n';
    expect(await rulesOf({ manifest: GOOD, files: { Dockerfile: builder } }, 'port-mismatch')).toEqual([]);
  });
});

describe('port-mismatch: the port the image serves, through ENV and its start script', () => {
  // A Space pattern: ENV PORT=7860, an entrypoint script that runs uvicorn --port "$PORT".
  const files = {
    Dockerfile: 'FROM python:3.11-slim\nENV PORT=7860\nWORKDIR /app\nCOPY entrypoint.sh ./entrypoint.sh\nENTRYPOINT ["./entrypoint.sh"]\n',
    'entrypoint.sh': '#!/bin/sh\n: "${PORT:=8000}"\nexec uvicorn server.app:app --host 0.0.0.0 --port "$PORT"\n',
    'README.md': '---\nsdk: docker\ntags: [openenv]\n---\n',
  };
  test('the manifest on 8000 disagrees with the 7860 the entrypoint serves', async () => {
    const [finding] = await rulesOf({ manifest: GOOD, files }, 'port-mismatch');
    expect(finding?.message).toMatch(/Dockerfile ENTRYPOINT → entrypoint\.sh --port \$PORT = 7860/);
    // Everything else says 7860: the fix is the manifest's own line, not moving a working image.
    expect(finding?.message).toContain('Set `port: 7860` here, the port the image serves');
  });
  test('the manifest on 7860 agrees', async () => {
    expect(await rulesOf({ manifest: replace('port: 8000', 'port: 7860'), files }, 'port-mismatch')).toEqual([]);
  });
});

describe('port-not-default: silent when every declaration agrees', () => {
  const on8004 = { Dockerfile: 'FROM x\nEXPOSE 8004\nCMD ["uvicorn", "server.app:app", "--host", "0.0.0.0", "--port", "8004"]\n', 'README.md': '---\nsdk: docker\napp_port: 8004\n---\n' };
  test('manifest, Dockerfile and README all on 8004: nothing to say', async () => {
    const findings = await lint({ manifest: replace('port: 8000', 'port: 8004'), files: on8004 });
    expect(findings.filter((f) => /port/.test(f.rule))).toEqual([]);
  });
  test('README still on 8000: port-mismatch names the conflict (once), port-not-default stays quiet', async () => {
    const findings = await lint({ manifest: replace('port: 8000', 'port: 8004'), files: { ...on8004, 'README.md': '---\napp_port: 8000\n---\n' } });
    expect(findings.filter((f) => /port/.test(f.rule)).map((f) => f.rule)).toEqual(['openenv-yaml/port-mismatch']);
  });
});

describe('app-attribute-not-found: bindings inside module-level if/else and try/except', () => {
  const withApp = (source: string) => ({ manifest: GOOD, files: { 'server/app.py': source } });
  test.each([
    ['if/else', 'import os\nif os.environ.get("WEB"):\n    app = create_web_app()\nelse:\n    app = create_app()\n'],
    ['try/except', 'try:\n    from .web import app\nexcept ImportError:  # no web extra\n    app = create_app()\n'],
    ['annotated, one-line if', 'import sys\nif sys.version_info >= (3, 11): app: "FastAPI" = make()\n'],
    ['tuple unpacking', 'app, router = build()\n'],
    ['with block', 'with setup() as ctx:\n    app = ctx.app\n'],
  ])('%s binds app', async (_, source) => {
    expect(await rulesOf(withApp(source), 'app-attribute-not-found')).toEqual([]);
  });
  test.each([
    ['only inside a function', 'def build():\n    app = FastAPI()\n    return app\n'],
    ['only an attribute', 'server.app = FastAPI()\n'],
    ['only in a class body', 'class Holder:\n    app = None\n'],
    ['only a comparison', 'if app == 1:\n    pass\n'],
  ])('%s does not', async (_, source) => {
    expect(await rulesOf(withApp(source), 'app-attribute-not-found')).toHaveLength(1);
  });
});

describe('dockerfile-app: the same file through another import root is the same app', () => {
  // The env is envs/echo_env (support.ts). Its package is installed under its folder name.
  const packaged = '[project]\nname = "openenv-echo-env"\n[tool.setuptools]\npackages = ["echo_env", "echo_env.server"]\npackage-dir = { "echo_env" = ".", "echo_env.server" = "server" }\n[tool.setuptools.package-data]\n"*" = ["**/*.yaml"]\n';
  test('installed package name (package-dir) in the CMD, env-relative module in the manifest', async () => {
    const dockerfile = 'FROM python:3.11-slim\nWORKDIR /app\nCOPY . /app/env\nRUN pip install -e /app/env\nEXPOSE 8000\nCMD ["uvicorn", "echo_env.server.app:app", "--port", "8000"]\n';
    expect(await rulesOf({ manifest: GOOD, files: { 'server/Dockerfile': dockerfile, Dockerfile: null, 'pyproject.toml': packaged } }, 'dockerfile-app')).toEqual([]);
  });
  test('repository-root build context and PYTHONPATH in the CMD, env-relative module in the manifest', async () => {
    const dockerfile = 'FROM python:3.11-slim\nWORKDIR /srv\nCOPY envs/echo_env/ /app/envs/echo_env/\nENV PYTHONPATH="${PYTHONPATH}:/app"\nEXPOSE 8000\nCMD ["uvicorn", "envs.echo_env.server.app:app", "--port", "8000"]\n';
    expect(await rulesOf({ manifest: GOOD, files: { 'server/Dockerfile': dockerfile, Dockerfile: null } }, 'dockerfile-app')).toEqual([]);
  });
  test('repository-root module in the manifest, package name in the CMD', async () => {
    const dockerfile = 'FROM python:3.11-slim\nCOPY . /app/env\nCMD ["uvicorn", "echo_env.server.app:app"]\n';
    const manifest = replace('app: server.app:app', 'app: envs.echo_env.server.app:app');
    expect(await rulesOf({ manifest, files: { 'server/Dockerfile': dockerfile, Dockerfile: null, 'pyproject.toml': packaged } }, 'dockerfile-app')).toEqual([]);
  });
  test('sh -c "cd … && uvicorn …" and a start script are followed to the directory uvicorn runs in', async () => {
    // From the directory the CMD moves to, `x.server.app` is the manifest's server/app.py; from the WORKDIR
    // it would be another copy (old/x/server/app.py).
    const shellC = 'FROM python:3.11-slim\nWORKDIR /srv\nCOPY old/ /srv/\nCOPY . /app/x\nCMD ["sh", "-c", "cd /app && uvicorn x.server.app:app --port 8000"]\n';
    const old = { 'old/x/server/app.py': 'app = 1\n' };
    expect(await rulesOf({ manifest: GOOD, files: { Dockerfile: shellC, ...old } }, 'dockerfile-app')).toEqual([]);
    const [stale] = await rulesOf({ manifest: GOOD, files: { Dockerfile: shellC.replace('cd /app && ', ''), ...old } }, 'dockerfile-app');
    expect(stale?.message).toMatch(/serves envs\/echo_env\/old\/x\/server\/app\.py/);
    const script = 'FROM python:3.11-slim\nWORKDIR /app\nCOPY . /app/env\nCMD ["/app/env/start.sh"]\n';
    const start = '#!/bin/sh\ncd /app/env\nexec uvicorn server.web:app --port 8000\n';
    const [other] = await rulesOf({ manifest: GOOD, files: { Dockerfile: script, 'start.sh': start, 'server/web.py': 'app = 1\n' } }, 'dockerfile-app');
    expect(other?.message).toMatch(/`uvicorn server\.web:app` serves envs\/echo_env\/server\/web\.py/);
    expect(await rulesOf({ manifest: GOOD, files: { Dockerfile: script, 'start.sh': start.replace('server.web', 'server.app') } }, 'dockerfile-app')).toEqual([]);
  });
  test('another file, or another attribute of the same file, is still reported', async () => {
    const otherFile = 'FROM python:3.11-slim\nWORKDIR /app/env\nCOPY . /app/env\nCMD ["uvicorn", "server.web:app"]\n';
    const [file] = await rulesOf({ manifest: GOOD, files: { Dockerfile: otherFile, 'server/web.py': 'app = 1\n' } }, 'dockerfile-app');
    expect(file?.message).toMatch(/envs\/echo_env\/server\/web\.py/);
    const otherAttribute = 'FROM python:3.11-slim\nCOPY . /app/env\nCMD ["uvicorn", "echo_env.server.app:api"]\n';
    const [attr] = await rulesOf({ manifest: GOOD, files: { Dockerfile: otherAttribute, 'pyproject.toml': packaged } }, 'dockerfile-app');
    expect(attr?.message).toMatch(/attribute `api`/);
  });
});
