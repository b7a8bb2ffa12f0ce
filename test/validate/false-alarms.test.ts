/**
 * Patterns from OpenEnv's own environments that validate's criteria used to flag although nothing was
 * wrong (issue 11), each written from the pattern, each next to the case that must still fail.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRepoView } from '../../src/repo/memory.js';
import { runChecks } from '../../src/engine/run.js';
import { FIXTURES, criterionOf, statusOf, validateTree, variant } from './helpers.js';

const T = 'template_env';
const dockerfile = readFileSync(join(FIXTURES, T, 'server/Dockerfile'), 'utf8');
const manifest = readFileSync(join(FIXTURES, T, 'openenv.yaml'), 'utf8');
const withDockerfile = (text: string, extra: Record<string, string | null> = {}) => variant(T, { 'server/Dockerfile': text, ...extra });

describe('structure/ports-consistent: the port the app serves on', () => {
  test('a second EXPOSEd port beside the app port passes', async () => {
    const { env } = await validateTree(withDockerfile(dockerfile.replace('EXPOSE 8000', 'EXPOSE 8000\nEXPOSE 5901 6006/tcp')));
    expect(statusOf(env, 'structure/ports-consistent')).toBe('pass');
  });
  test('EXPOSE of only other ports fails, naming them', async () => {
    const { env } = await validateTree(withDockerfile(dockerfile.replace('EXPOSE 8000', 'EXPOSE 5901')));
    expect(criterionOf(env, 'structure/ports-consistent').message).toMatch(/EXPOSE 5901 .* but openenv.yaml says port: 8000/);
  });
  test('without a manifest port, the message does not claim one', async () => {
    const noPort = manifest.replace('port: 8000\n', '');
    const { env } = await validateTree(withDockerfile(dockerfile.replace('EXPOSE 8000', 'EXPOSE 8000 8888'), { 'openenv.yaml': noPort }));
    expect(statusOf(env, 'structure/ports-consistent')).toBe('pass');
    const { env: off } = await validateTree(withDockerfile(dockerfile.replace('--port 8000', '--port 8888'), { 'openenv.yaml': noPort }));
    const message = criterionOf(off, 'structure/ports-consistent').message;
    expect(message).toMatch(/declares no port/);
    expect(message).not.toMatch(/says port/);
  });
});

describe('docker/multi-stage-hygiene: inline suppression and single stages', () => {
  const single = (run: string) => `FROM python:3.11-slim\n${run}\nCOPY . /app\nCMD ["python", "-m", "server.app"]\n`;
  test('a directive above the RUN silences that line only', async () => {
    const silenced = single('# openenv-ci: disable-next-line docker/multi-stage-hygiene git is needed at runtime to clone task repos\nRUN apt-get update && apt-get install -y git');
    const { env } = await validateTree(withDockerfile(silenced));
    expect(statusOf(env, 'docker/multi-stage-hygiene')).toBe('pass');
    expect(criterionOf(env, 'docker/multi-stage-hygiene').message).toMatch(/silenced by an inline directive/);
    const partly = single('# openenv-ci: disable-next-line docker/multi-stage-hygiene git is needed at runtime\nRUN apt-get install -y git\nRUN apt-get install -y gcc');
    const { env: other } = await validateTree(withDockerfile(partly));
    expect(criterionOf(other, 'docker/multi-stage-hygiene')).toMatchObject({ status: 'fail', line: 4 });
    expect(criterionOf(other, 'docker/multi-stage-hygiene').message).not.toMatch(/git/);
  });
  test('the engine applies the same directive to a finding on a Dockerfile or Python line', async () => {
    const files = {
      'Dockerfile': 'FROM x\n# openenv-ci: disable-next-line docker/multi-stage-hygiene on purpose\nRUN apt-get install -y git\n',
      'server/app.py': 'import x\n# openenv-ci: disable-next-line tasks/source-pinned pinned by the image digest\nds = load_dataset("o/d")\n',
    };
    const finding = (rule: string, file: string, line: number) => ({ rule, severity: 'warning' as const, file, line, message: 'm', fingerprint: `${rule}${line}` });
    const check = { id: 'validate' as const, title: 'V', rules: [], options: [], run: async () => ({ findings: [finding('docker/multi-stage-hygiene', 'Dockerfile', 3), finding('tasks/source-pinned', 'server/app.py', 3), finding('tasks/source-pinned', 'server/app.py', 1)] }) };
    const services = { logger: { info() {}, warn() {}, progress() {}, debug() {}, error() {} } };
    const result = await runChecks({
      checks: [check as never],
      config: { rules: {}, include: [], exclude: [], checks: {} } as never,
      optionsFor: () => ({}),
      context: { repo: new MemoryRepoView(files), root: '.', paths: [], services } as never,
    });
    expect(result.findings.map((f) => `${f.rule}:${f.line}`)).toEqual(['tasks/source-pinned:1']);
    expect(result.suppressions.map((s) => [s.file, s.used, s.reason])).toEqual([
      ['Dockerfile', 1, 'on purpose'],
      ['server/app.py', 1, 'pinned by the image digest'],
    ]);
  });
  test('a single stage that installs no toolchain passes; one with gcc fails', async () => {
    const { env } = await validateTree(withDockerfile(single('RUN pip install --no-cache-dir uv==0.5.0')));
    expect(statusOf(env, 'docker/multi-stage-hygiene')).toBe('pass');
    const { env: gcc } = await validateTree(withDockerfile(single('RUN apt-get install -y gcc')));
    expect(criterionOf(gcc, 'docker/multi-stage-hygiene').message).toMatch(/single-stage Dockerfile installs gcc/);
  });
});

describe('RUN lines are split with shell quoting', () => {
  test('an install inside a quoted string is not an install', async () => {
    const quoted = dockerfile.replace('EXPOSE 8000', 'RUN echo "then pip install requests; done" && apt-get install -y curl\nEXPOSE 8000');
    const { env } = await validateTree(withDockerfile(quoted));
    expect(statusOf(env, 'deps/docker-installs-pinned')).toBe('pass');
    expect(statusOf(env, 'docker/multi-stage-hygiene')).toBe('pass');
  });
  test('upgrading the installer (pip, setuptools, wheel) is not a floating dependency; anything else is', async () => {
    const upgrade = dockerfile.replace('EXPOSE 8000', 'RUN pip install --upgrade pip setuptools wheel && pip install --no-cache-dir fastapi\nEXPOSE 8000');
    const { env } = await validateTree(withDockerfile(upgrade));
    const message = criterionOf(env, 'deps/docker-installs-pinned').message;
    expect(message).toMatch(/pip install "fastapi" floats/);
    expect(message).not.toMatch(/"pip"|"setuptools"|"wheel"/);
  });
  test('an unquoted one after then is', async () => {
    const real = dockerfile.replace('EXPOSE 8000', 'RUN if true; then pip install requests; fi\nEXPOSE 8000');
    const { env } = await validateTree(withDockerfile(real));
    expect(criterionOf(env, 'deps/docker-installs-pinned').message).toMatch(/pip install "requests" floats/);
  });
});

describe('one defect, one finding: a requirements file with ranges', () => {
  // OpenEnv's calendar_env and grid_world_env: `pip install -r requirements.txt` over `fastapi>=0.110.0`
  // got a deps/frozen-install and a deps/docker-installs-pinned warning on the same line, with two
  // pieces of advice. The file is frozen-install's; docker-installs-pinned judges the command line.
  const fromFile = withDockerfile(dockerfile.replace('EXPOSE 8000', 'RUN pip install -r requirements.txt uvicorn\nEXPOSE 8000'), { 'requirements.txt': 'fastapi>=0.110.0\ntorch\n' });
  test('the ranges are reported once, by deps/frozen-install', async () => {
    const { env, findings } = await validateTree(fromFile);
    expect(criterionOf(env, 'deps/frozen-install').message).toMatch(/requirements.txt, which has ranges \(fastapi>=0.110.0, torch\)/);
    const pinned = criterionOf(env, 'deps/docker-installs-pinned').message;
    expect(pinned).toMatch(/pip install "uvicorn" floats/);
    expect(pinned).not.toMatch(/requirements|fastapi|torch/);
    expect(findings.filter((f) => /fastapi/.test(f.message)).map((f) => f.rule)).toEqual(['deps/frozen-install']);
  });
  test('unpinned-allow lets a package float in a requirements file as on the command line', async () => {
    const { env } = await validateTree(fromFile, [''], { unpinnedAllow: ['torch', 'uvicorn'] });
    expect(criterionOf(env, 'deps/frozen-install').message).toMatch(/which has ranges \(fastapi>=0.110.0\)/);
    expect(statusOf(env, 'deps/docker-installs-pinned')).toBe('pass');
    const { env: all } = await validateTree(fromFile, [''], { unpinnedAllow: ['torch', 'uvicorn', 'fast*'] });
    expect(statusOf(all, 'deps/frozen-install')).toBe('pass');
  });
});

describe('rules that fired on every OpenEnv environment are notices', () => {
  test('unpinned base, missing OCI labels and an absent resource budget are notices', async () => {
    const bare = 'FROM python:3.11-slim AS build\nRUN pip install uv==0.5.0\nFROM python:3.11-slim\nCOPY --from=build /app /app\nEXPOSE 8000\n';
    const { env } = await validateTree(withDockerfile(bare, { 'openenv.yaml': manifest.replace(/resources:\n(  .*\n)+/, '') }));
    for (const id of ['docker/base-image-pinned', 'docker/oci-labels', 'resources/declared']) expect(criterionOf(env, id)).toMatchObject({ status: 'fail', severity: 'notice' });
  });
  test('a declared but incomplete budget is still a warning', async () => {
    const { env } = await validateTree(variant(T, { 'openenv.yaml': manifest.replace('  disk: 1Gi\n', '') }));
    expect(criterionOf(env, 'resources/declared')).toMatchObject({ status: 'fail', severity: 'warning' });
  });
});

describe('deps: one PEP 508 parser', () => {
  test('a dependency that is not PEP 508 cannot be in sync with any lock', async () => {
    const pyproject = readFileSync(join(FIXTURES, T, 'pyproject.toml'), 'utf8');
    for (const bad of ['bad name>=1', 'pkg>=1.0garbage']) {
      const { env } = await validateTree(variant(T, { 'pyproject.toml': pyproject.replace(/dependencies = \[/, `dependencies = [\n    "${bad}",`) }));
      expect(criterionOf(env, 'deps/lockfile-in-sync').message).toContain(`"${bad}" is not a PEP 508 requirement`);
    }
  });
});

describe('parity edge cases: encodings and directories, as openenv validate reads them', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
  const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);
  const LATIN1_E_ACUTE = new Uint8Array([0xe9]);
  const text = (path: string) => readFileSync(join(FIXTURES, T, path), 'utf8');

  test('a byte-order mark in pyproject.toml: tomllib fails to parse it', async () => {
    const { env } = await validateTree({ ...variant(T, {}), 'pyproject.toml': concat(BOM, bytes(text('pyproject.toml'))) });
    expect(env.openenv_validate_equivalent).toBe(false);
    expect(criterionOf(env, 'structure/pyproject-valid').message).toMatch(/byte-order mark/);
  });
  test('a non-UTF-8 byte in pyproject.toml: fails to parse', async () => {
    const { env } = await validateTree({ ...variant(T, {}), 'pyproject.toml': concat(bytes('# caf'), LATIN1_E_ACUTE, bytes(`\n${text('pyproject.toml')}`)) });
    expect(env.openenv_validate_equivalent).toBe(false);
    expect(criterionOf(env, 'structure/pyproject-valid').message).toMatch(/not valid UTF-8 \(first bad byte on line 1\)/);
  });
  test('latin-1 bytes in server/app.py, with or without a coding declaration: the CLI crashes', async () => {
    const app = text('server/app.py');
    for (const head of ['', '# -*- coding: latin-1 -*-\n']) {
      const { env } = await validateTree({ ...variant(T, {}), 'server/app.py': concat(bytes(`${head}# caf`), LATIN1_E_ACUTE, bytes(`\n${app}`)) });
      expect(env.openenv_validate_equivalent).toBe(false);
      const message = criterionOf(env, 'structure/server-main-defined').message;
      expect(message).toMatch(/UnicodeDecodeError, exit 1/);
      if (head) expect(message).toMatch(/declares "coding: latin-1"/);
    }
  });
  test('a coding declaration over plain ASCII is read fine (the verdict stays pass)', async () => {
    const { env } = await validateTree(variant(T, { 'server/app.py': `# -*- coding: latin-1 -*-\n${text('server/app.py')}` }));
    expect(env.openenv_validate_equivalent).toBe(true);
  });
  test('a non-UTF-8 byte in the Dockerfile: the CLI crashes looking for an OpenEnv install', async () => {
    const { env } = await validateTree({ ...variant(T, {}), 'server/Dockerfile': concat(bytes('# caf'), LATIN1_E_ACUTE, bytes(`\n${dockerfile}`)) });
    expect(env.openenv_validate_equivalent).toBe(false);
    expect(criterionOf(env, 'deps/openenv-runtime')).toMatchObject({ status: 'fail', file: 'server/Dockerfile' });
  });
  test('uv.lock as a directory: the CLI passes; the oddity is its own finding', async () => {
    const files = { ...variant(T, { 'uv.lock': null }), 'uv.lock/README': 'oops' };
    const { env, findings } = await validateTree(files);
    expect(env.openenv_validate_equivalent).toBe(true);
    expect(statusOf(env, 'deps/lockfile-present')).toBe('pass');
    expect(findings.map((f) => f.rule)).toEqual(['deps/lockfile-in-sync']);
    expect(findings[0]!.message).toMatch(/uv.lock is a directory/);
  });
  test('openenv.yaml as a directory: the CLI passes; the oddity is its own finding', async () => {
    const files = { ...variant(T, { 'openenv.yaml': null }), 'openenv.yaml/notes.txt': 'oops' };
    const { env, findings } = await validateTree(files);
    expect(env.openenv_validate_equivalent).toBe(true);
    expect(statusOf(env, 'structure/manifest-present')).toBe('pass');
    expect(findings.map((f) => f.rule)).toContain('structure/manifest-valid');
    expect(findings.find((f) => f.rule === 'structure/manifest-valid')!.message).toMatch(/is a directory/);
  });
});

describe('tasks/source-pinned: from_pretrained at a floating revision', () => {
  const withSource = (source: string) => variant(T, { 'server/model.py': source });
  test('a model loaded without revision= fails, naming the call', async () => {
    const { env } = await validateTree(withSource('from transformers import AutoModel\n\nclass Judge:\n    def __init__(self):\n        self.model = AutoModel.from_pretrained(\n            "org/judge-7b", torch_dtype="auto"\n        )\n'));
    expect(criterionOf(env, 'tasks/source-pinned')).toMatchObject({ status: 'fail', file: 'server/model.py', line: 5 });
    expect(criterionOf(env, 'tasks/source-pinned').message).toMatch(/AutoModel\.from_pretrained\("org\/judge-7b", …\) has no revision/);
  });
  test('pinned, local-path and unrelated from_pretrained calls pass', async () => {
    const source = [
      'tok = AutoTokenizer.from_pretrained("org/judge-7b", revision="0123456789abcdef0123456789abcdef01234567")',
      'local = AutoModel.from_pretrained("./checkpoints/judge")',
      'def from_pretrained(path):',
      '    return path',
      'x = from_pretrained("org/y")',
      '',
    ].join('\n');
    const { env } = await validateTree(withSource(source));
    expect(statusOf(env, 'tasks/source-pinned')).toBe('pass');
  });
});
