import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CRITERIA } from '../../src/checks/validate/rules.js';
import { discoverEnvRoots } from '../../src/checks/validate/static/run.js';
import { FIXTURES, criterionOf, fixtureFiles, statusOf, validateTree, variant } from './helpers.js';
import type { StaticRunOptions } from '../../src/checks/validate/static/run.js';

const STATIC_IDS = CRITERIA.filter((c) => c.phase === 'static').map((c) => c.id);
const T = 'template_env';
const templateText = (path: string) => readFileSync(join(FIXTURES, T, path), 'utf8');
const echoText = (path: string) => readFileSync(join(FIXTURES, 'echo_env', path), 'utf8');
const MiB = 1024 * 1024;
const lfs = (size: number, oid = 'a'.repeat(64)) => `version https://git-lfs.github.com/spec/v1\noid sha256:${oid}\nsize ${size}\n`;

describe('passing fixtures', () => {
  test('the filled-in template passes every static criterion', async () => {
    const { env, findings } = await validateTree(fixtureFiles(T));
    const notPassing = env.criteria.filter((c) => c.status !== 'pass');
    expect(notPassing).toEqual([]);
    expect(env.criteria.map((c) => c.id)).toEqual(STATIC_IDS);
    expect(env.openenv_validate_equivalent).toBe(true);
    expect(findings).toEqual([]);
  });

  test('the echo_env layout passes every parity criterion and fails only the documented extras', async () => {
    const { env, findings } = await validateTree(fixtureFiles('echo_env'));
    expect(env.openenv_validate_equivalent).toBe(true);
    const failing = env.criteria.filter((c) => c.status === 'fail').map((c) => c.id).sort();
    expect(failing).toEqual(
      [
        'docker/base-image-pinned', // :latest base
        'docker/layer-order', // COPY . before uv sync
        'docker/oci-labels',
        'resources/declared', // proposed block absent
        'security/egress-declared',
        'structure/outputs-dir',
        'structure/push-layout', // no models.py
      ].sort(),
    );
    expect(findings.map((f) => f.rule).sort()).toEqual(failing);
    // proposed blocks absent: skipped, not failed
    expect(statusOf(env, 'tools/declared-valid')).toBe('skip');
    expect(statusOf(env, 'tasks/declared-valid')).toBe('skip');
    expect(statusOf(env, 'resources/timeout-ceiling')).toBe('skip');
    expect(criterionOf(env, 'structure/push-layout').message).toMatch(/models\.py is missing/);
    expect(criterionOf(env, 'resources/declared').severity).toBe('notice');
    expect(criterionOf(env, 'structure/outputs-dir').severity).toBe('notice');
  });
});

interface Case {
  name: string;
  id: string;
  base?: string;
  changes: Record<string, string | null>;
  file: string;
  line?: number;
  message?: RegExp;
  parityFails?: boolean;
  options?: StaticRunOptions;
}

const pyprojectWith = (deps: string) => templateText('pyproject.toml').replace('"openenv[core]>=0.2.2",', deps);

const failing: Case[] = [
  { name: 'no openenv.yaml', id: 'structure/manifest-present', changes: { 'openenv.yaml': null }, file: '', message: /not an OpenEnv environment root/, parityFails: true },
  { name: 'manifest without name', id: 'structure/manifest-valid', changes: { 'openenv.yaml': 'spec_version: 1\napp: server.app:app\nport: 8000\n' }, file: 'openenv.yaml', line: 1, message: /'name' is missing/ },
  { name: 'manifest that is a list', id: 'structure/manifest-valid', changes: { 'openenv.yaml': '- a\n- b\n' }, file: 'openenv.yaml', line: 1, message: /not a YAML mapping/ },
  { name: 'app as a file path', id: 'structure/manifest-runtime-fields', changes: { 'openenv.yaml': 'spec_version: 1\nname: my_env\ntype: space\nruntime: fastapi\napp: server/app.py\nport: 8000\n' }, file: 'openenv.yaml', line: 5, message: /expected module:attribute/ },
  { name: 'port missing', id: 'structure/manifest-runtime-fields', changes: { 'openenv.yaml': 'spec_version: 1\nname: my_env\napp: server.app:app\n' }, file: 'openenv.yaml', message: /port is missing/ },
  { name: "resources.memory '2 GB'", id: 'structure/manifest-extensions-valid', changes: { 'openenv.yaml': templateText('openenv.yaml').replace('memory: 2Gi', 'memory: 2 GB') }, file: 'openenv.yaml', line: 9, message: /resources.memory "2 GB" is not a quantity/ },
  { name: 'reward.range reversed', id: 'structure/manifest-extensions-valid', changes: { 'openenv.yaml': templateText('openenv.yaml').replace('range: [0.0, 1.0]', 'range: [1.0, 0.0]') }, file: 'openenv.yaml', message: /reward.range/ },
  { name: 'volatile_fields not pointers', id: 'structure/manifest-extensions-valid', changes: { 'openenv.yaml': templateText('openenv.yaml').replace('["/timestamp"]', '["timestamp"]') }, file: 'openenv.yaml', message: /JSON Pointers/ },
  { name: 'egress host list with a URL', id: 'structure/manifest-extensions-valid', changes: { 'openenv.yaml': templateText('openenv.yaml').replace('egress: none', 'egress: ["https://x.org/a"]') }, file: 'openenv.yaml', message: /network.egress/ },
  { name: 'no pyproject.toml', id: 'structure/pyproject-present', changes: { 'pyproject.toml': null }, file: '', message: /pyproject.toml not found/, parityFails: true },
  { name: 'broken TOML', id: 'structure/pyproject-valid', changes: { 'pyproject.toml': '[project]\nname = "x"\ndependencies = [\n' }, file: 'pyproject.toml', message: /does not parse/, parityFails: true },
  { name: 'no [project.scripts]', id: 'structure/server-script', changes: { 'pyproject.toml': '[project]\nname = "openenv-my_env"\ndependencies = ["openenv[core]>=0.2.2"]\n' }, file: 'pyproject.toml', line: 1, parityFails: true },
  { name: 'entry point not main', id: 'structure/server-script-main', changes: { 'pyproject.toml': templateText('pyproject.toml').replace('app:main', 'app:run') }, file: 'pyproject.toml', line: 21, message: /does not point at a main function/, parityFails: true },
  { name: 'no server/app.py', id: 'structure/server-app-present', changes: { 'server/app.py': null }, file: '', parityFails: true },
  { name: 'app.py without def main(', id: 'structure/server-main-defined', changes: { 'server/app.py': 'app = 1\nif __name__ == "__main__":\n    run()\n' }, file: 'server/app.py', line: 1, parityFails: true },
  { name: 'guard nested in a function', id: 'structure/server-main-guard', changes: { 'server/app.py': readFileSync(join(FIXTURES, 'main-guard/nested_in_function.py'), 'utf8') }, file: 'server/app.py', line: 6, parityFails: true },
  { name: 'models.py missing', id: 'structure/push-layout', changes: { 'models.py': null }, file: '', message: /models.py is missing/ },
  { name: 'README app_port 7860', id: 'structure/ports-consistent', changes: { 'README.md': templateText('README.md').replace('app_port: 8000', 'app_port: 7860') }, file: 'README.md', line: 4, message: /README.md app_port is 7860 but openenv.yaml says port: 8000/ },
  { name: 'README without the openenv tag', id: 'structure/readme-front-matter', changes: { 'README.md': templateText('README.md').replace(/tags:[^\n]*(\n\s+- [^\n]*)*/, 'tags: [rl]') }, file: 'README.md', message: /tags does not include 'openenv'.*Fix: set `tags: \[openenv\]` in README.md's front matter\.$/ },
  { name: 'README without front matter', id: 'structure/readme-front-matter', changes: { 'README.md': '# My env\n' }, file: 'README.md', line: 1, message: /no front matter/ },
  { name: 'CMD on another port', id: 'structure/ports-consistent', changes: { 'server/Dockerfile': templateText('server/Dockerfile').replace('--port 8000', '--port 8004') }, file: 'server/Dockerfile', line: 27, message: /--port 8004/ },
  { name: 'no outputs/', id: 'structure/outputs-dir', changes: { 'outputs/.gitkeep': null }, file: '' },
  { name: 'no uv.lock', id: 'deps/lockfile-present', changes: { 'uv.lock': null }, file: '', message: /uv lock/, parityFails: true },
  { name: 'openenv-echo-env is not the runtime', id: 'deps/openenv-runtime', changes: { 'pyproject.toml': pyprojectWith('"openenv-echo-env>=0.1",') }, file: 'pyproject.toml', line: 10, parityFails: true },
  { name: 'openenv only in a Dockerfile comment', id: 'deps/openenv-runtime', changes: { 'pyproject.toml': pyprojectWith('"fastapi",'), 'server/Dockerfile': templateText('server/Dockerfile') + '# RUN pip install openenv\n' }, file: 'pyproject.toml', parityFails: true },
  { name: 'legacy openenv-core', id: 'deps/openenv-current-name', changes: { 'pyproject.toml': pyprojectWith('"OpenEnv-Core==0.2.3",') }, file: 'pyproject.toml', line: 11, message: /legacy openenv-core/ },
  {
    name: 'stale lock (openenv-core in the lock, openenv in pyproject)',
    id: 'deps/lockfile-in-sync',
    base: 'echo_env',
    changes: { 'uv.lock': echoText('uv.lock').replace('{ name = "openenv", extras = ["core"], specifier = ">=0.2.2" }', '{ name = "openenv-core", extras = ["core"], specifier = ">=0.2.2" }') },
    file: 'uv.lock',
    line: 6,
    message: /pyproject.toml declares openenv\[core\]>=0.2.2 \(main\), but the lock's requires-dist for openenv-echo-env has openenv-core\[core\]>=0.2.2/,
  },
  {
    // OpenEnv #656: the lock was made while pyproject.toml took the package from a git branch.
    name: 'stale lock (a git source in the lock, a range in pyproject)',
    id: 'deps/lockfile-in-sync',
    base: 'echo_env',
    changes: { 'uv.lock': echoText('uv.lock').replace('{ name = "openenv", extras = ["core"], specifier = ">=0.2.2" }', '{ name = "openenv", extras = ["core"], git = "https://github.com/someone/OpenEnv.git?rev=branch" }') },
    file: 'uv.lock',
    line: 6,
    message: /pyproject.toml declares openenv\[core\]>=0.2.2 \(main\), but the lock's requires-dist for openenv-echo-env has openenv from git https:\/\/github.com\/someone\/OpenEnv.git\?rev=branch \(main\)/,
  },
  { name: 'lock for another project', id: 'deps/lockfile-in-sync', changes: { 'uv.lock': templateText('uv.lock').replace('openenv-my-env', 'other') }, file: 'uv.lock', message: /no root package/ },
  { name: 'uv sync without --frozen', id: 'deps/frozen-install', changes: { 'server/Dockerfile': templateText('server/Dockerfile').replace('RUN uv sync --frozen --no-editable', 'RUN uv sync --no-editable') }, file: 'server/Dockerfile', line: 8, message: /without --frozen/ },
  {
    name: 'pip install -r with ranges',
    id: 'deps/frozen-install',
    changes: { 'requirements.txt': 'fastapi>=0.110.0\nmcp\n', 'server/Dockerfile': templateText('server/Dockerfile').replace('RUN uv sync --frozen --no-editable', 'RUN pip install -r requirements.txt') },
    file: 'server/Dockerfile',
    line: 8,
    message: /fastapi>=0.110.0, mcp/,
  },
  { name: 'floating pip install', id: 'deps/docker-installs-pinned', changes: { 'server/Dockerfile': templateText('server/Dockerfile').replace('RUN uv sync --frozen --no-editable', 'RUN pip install "openenv[core]>=0.2.2" uvicorn==0.30.1') }, file: 'server/Dockerfile', line: 8, message: /"openenv\[core\]>=0.2.2" floats/ },
  { name: 'git dependency without a commit', id: 'deps/vcs-pinned', changes: { 'pyproject.toml': pyprojectWith('"openenv[core] @ git+https://github.com/huggingface/OpenEnv.git",') }, file: 'pyproject.toml', line: 11, message: /has no commit/ },
  { name: 'uv source on a branch', id: 'deps/vcs-pinned', changes: { 'pyproject.toml': templateText('pyproject.toml') + '\n[tool.uv.sources]\nopenenv = { git = "https://github.com/huggingface/OpenEnv", branch = "main" }\n' }, file: 'pyproject.toml', line: 24 },
  { name: 'no Dockerfile', id: 'docker/dockerfile-present', changes: { 'server/Dockerfile': null }, file: '', message: /No Dockerfile/ },
  { name: ':latest base (echo_env)', id: 'docker/base-image-pinned', base: 'echo_env', changes: {}, file: 'server/Dockerfile', line: 3, message: /openenv-base:latest/ },
  { name: 'FROM ${UNSET}', id: 'docker/base-image-pinned', changes: { 'server/Dockerfile': templateText('server/Dockerfile').replace('FROM ${BASE_IMAGE} AS builder', 'FROM ${UNSET} AS builder') }, file: 'server/Dockerfile', line: 3, message: /cannot be verified/ },
  { name: 'single stage with gcc', id: 'docker/multi-stage-hygiene', changes: { 'server/Dockerfile': 'FROM python:3.11@sha256:' + 'b'.repeat(64) + '\nRUN apt-get update && apt-get install -y gcc curl\nCOPY . /app\n' }, file: 'server/Dockerfile', line: 2, message: /single-stage Dockerfile installs gcc/ },
  { name: 'curl | sh in the final stage', id: 'docker/multi-stage-hygiene', changes: { 'server/Dockerfile': templateText('server/Dockerfile').replace('EXPOSE 8000', 'RUN curl -LsSf https://astral.sh/uv/install.sh | sh\nEXPOSE 8000') }, file: 'server/Dockerfile', line: 25 },
  { name: '.git reaches the image (no .dockerignore)', id: 'docker/no-git-in-image', base: 'echo_env', changes: {}, file: 'server/Dockerfile', line: 47, options: { hasGitDir: () => true }, message: /COPY --from=builder \/app\/env \(line 47\)\) and there is no .dockerignore/ },
  { name: 'explicit COPY .git', id: 'docker/no-git-in-image', changes: { 'server/Dockerfile': templateText('server/Dockerfile').replace('COPY . /app/env', 'COPY .git /app/env/.git\nCOPY . /app/env') }, file: 'server/Dockerfile', line: 7 },
  { name: 'fixtures through COPY .', id: 'docker/no-fixtures-in-image', base: 'echo_env', changes: { 'tests/fixtures/a.json': '{}', 'tests/test_env.py': 'x=1' }, file: 'server/Dockerfile', line: 47, message: /tests\/ \(2 files/ },
  { name: 'no OCI labels (echo_env)', id: 'docker/oci-labels', base: 'echo_env', changes: {}, file: 'server/Dockerfile', line: 39, message: /org.opencontainers.image.source, .title/ },
  { name: 'label from an undeclared ARG', id: 'docker/oci-labels', changes: { 'server/Dockerfile': templateText('server/Dockerfile').replace('ARG CREATED\n', '') }, file: 'server/Dockerfile', line: 10, message: /lacks org.opencontainers.image.created/ },
  { name: 'install after COPY . (echo_env)', id: 'docker/layer-order', base: 'echo_env', changes: {}, file: 'server/Dockerfile', line: 24 },
  { name: 'LFS archive above the threshold', id: 'resources/no-large-archives', changes: { 'data/tasks.tar.gz': lfs(212 * MiB) }, file: 'data/tasks.tar.gz', message: /212.0 MiB tar.gz archive/ },
  { name: 'renamed gzip .dat', id: 'resources/no-large-archives', changes: {}, file: 'data/blob.dat', message: /gzip archive/ },
  { name: 'oversize model (LFS pointer)', id: 'resources/no-oversize-files', changes: { 'models/policy.bin': lfs(Math.round(1.3 * 1024 * 1024 * 1024)) }, file: 'models/policy.bin', message: /1.3 GiB/ },
  { name: 'duplicated large files', id: 'resources/no-duplicate-large-files', changes: {}, file: 'docs/a.gif', message: /assets\/a.gif and docs\/a.gif are identical/ },
  { name: 'no resources block (echo_env)', id: 'resources/declared', base: 'echo_env', changes: {}, file: 'openenv.yaml', line: 1 },
  { name: 'timeout above the ceiling', id: 'resources/timeout-ceiling', changes: { 'openenv.yaml': templateText('openenv.yaml').replace('episode_timeout_s: 600', 'episode_timeout_s: 86400') }, file: 'openenv.yaml', line: 12, message: /86400, above the 3600 s ceiling/ },
  { name: 'no egress declaration', id: 'security/egress-declared', changes: { 'openenv.yaml': templateText('openenv.yaml').replace('network:\n  egress: none\n', '') }, file: 'openenv.yaml' },
  { name: "tools lists 'state'", id: 'tools/declared-valid', changes: { 'openenv.yaml': templateText('openenv.yaml').replace('tools: [echo_message, echo_with_length]', 'tools: [echo_message, state]') }, file: 'openenv.yaml', line: 15, message: /'state', a reserved OpenEnv name/ },
  {
    name: '@mcp.tool def step',
    id: 'tools/no-reserved-in-source',
    changes: { 'server/tools.py': 'from fastmcp import FastMCP\nmcp = FastMCP("x")\n\n\n@mcp.tool\ndef echo(m: str) -> str:\n    return m\n\n\n@mcp.tool()\nasync def step(x: int) -> int:\n    return x\n' },
    file: 'server/tools.py',
    line: 11,
    message: /server\/tools.py:11 registers MCP tool 'step'/,
  },
  { name: '@self.tool(name="reset")', id: 'tools/no-reserved-in-source', changes: { 'server/env.py': 'class E:\n    def setup(self):\n        @self.tool(mode="simulation",\n                   name="reset")\n        def do_reset():\n            pass\n' }, file: 'server/env.py', line: 3, message: /'reset'/ },
  { name: 'tasks.count vs ids', id: 'tasks/declared-valid', changes: { 'openenv.yaml': templateText('openenv.yaml').replace('count: 3', 'count: 4') }, file: 'openenv.yaml', line: 16, message: /tasks.count is 4 but tasks.ids lists 3/ },
  { name: 'load_dataset without revision', id: 'tasks/source-pinned', changes: { 'server/tasks.py': 'from datasets import load_dataset\n\nDATA = load_dataset(\n    "org/puzzles",\n    split="train",\n)\n' }, file: 'server/tasks.py', line: 3, message: /server\/tasks.py:3 load_dataset\("org\/puzzles", …\) has no revision/ },
];

// Binary fixtures built in code (too large or binary for the fixture tree).
const gzipBlob = new Uint8Array(6 * MiB);
gzipBlob.set([0x1f, 0x8b, 0x08, 0x00]);
const gif = new Uint8Array(MiB + 100).fill(7);
const binaryChanges: Record<string, Record<string, Uint8Array>> = {
  'renamed gzip .dat': { 'data/blob.dat': gzipBlob },
  'duplicated large files': { 'assets/a.gif': gif, 'docs/a.gif': gif },
};

describe.each(failing)('$id fails: $name', (c) => {
  test('criterion fails with a finding at its file and line', async () => {
    const files = { ...variant(c.base ?? T, c.changes), ...(binaryChanges[c.name] ?? {}) };
    const { env, findings } = await validateTree(files, [''], c.options);
    const record = criterionOf(env, c.id);
    expect(record.status).toBe('fail');
    if (c.message) expect(record.message).toMatch(c.message);
    expect(record.message).toMatch(/Fix:/);
    const finding = findings.find((f) => f.rule === c.id);
    expect(finding).toBeDefined();
    expect(finding!.file).toBe(c.file);
    if (c.line !== undefined) expect(finding!.line).toBe(c.line);
    expect(finding!.severity).toBe(record.severity);
    if (c.parityFails) expect(env.openenv_validate_equivalent).toBe(false);
    else expect(env.openenv_validate_equivalent).toBe(true);
  });
});

describe('passing variants', () => {
  const passing: { name: string; id: string; changes: Record<string, string | null>; options?: StaticRunOptions; base?: string }[] = [
    { name: 'openenv', id: 'deps/openenv-runtime', changes: { 'pyproject.toml': pyprojectWith('"openenv",') } },
    { name: 'OpenEnv-Core==0.2.3', id: 'deps/openenv-runtime', changes: { 'pyproject.toml': pyprojectWith('"OpenEnv-Core==0.2.3",') } },
    { name: 'openenv @ git+…', id: 'deps/openenv-runtime', changes: { 'pyproject.toml': pyprojectWith('"openenv @ git+https://github.com/huggingface/OpenEnv@' + 'c'.repeat(40) + '",') } },
    { name: 'openenv installed only by the Dockerfile', id: 'deps/openenv-runtime', changes: { 'pyproject.toml': pyprojectWith('"fastapi",'), 'server/Dockerfile': templateText('server/Dockerfile') + 'RUN pip install "openenv[core]==0.3.1"\n' } },
    { name: 'ARG-resolved FROM with a digest', id: 'docker/base-image-pinned', changes: {} },
    { name: 'build arg override with a digest', id: 'docker/base-image-pinned', changes: { 'server/Dockerfile': templateText('server/Dockerfile').replace('FROM ${BASE_IMAGE} AS builder', 'FROM ${UNSET} AS builder') }, options: { dockerBuildArgs: { UNSET: 'python:3.11@sha256:' + 'd'.repeat(64) } } },
    { name: '.dockerignore excludes .git', id: 'docker/no-git-in-image', changes: {}, options: { hasGitDir: () => true } },
    { name: '<Dockerfile>.dockerignore excludes .git', id: 'docker/no-git-in-image', base: 'echo_env', changes: { 'server/Dockerfile.dockerignore': '.git\n' }, options: { hasGitDir: () => true } },
    { name: 'no .git (monorepo subdirectory)', id: 'docker/no-git-in-image', base: 'echo_env', changes: {} },
    { name: 'fixtures excluded by .dockerignore', id: 'docker/no-fixtures-in-image', changes: { 'tests/fixtures/a.json': '{}' } },
    { name: 'heredoc RUN with uv sync --frozen', id: 'deps/frozen-install', changes: { 'server/Dockerfile': templateText('server/Dockerfile').replace('RUN uv sync --frozen --no-editable', 'RUN <<EOF\nset -e\nuv sync --frozen --no-editable\nEOF') } },
    { name: 'conditional uv sync (echo_env)', id: 'deps/frozen-install', base: 'echo_env', changes: {} },
    { name: 'pinned requirements file', id: 'deps/frozen-install', changes: { 'requirements.txt': 'fastapi==0.110.0\nmcp==1.2.0 --hash=sha256:' + 'e'.repeat(64) + '\n', 'server/Dockerfile': templateText('server/Dockerfile').replace('RUN uv sync --frozen --no-editable', 'RUN pip install -r requirements.txt') } },
    { name: 'LFS archive below the threshold', id: 'resources/no-large-archives', changes: { 'data/small.tar.gz': lfs(1024) } },
    { name: 'archive excluded by .dockerignore', id: 'resources/no-large-archives', changes: { 'tests/big.zip': lfs(100 * MiB) } },
    { name: 'tasks as a list of task records (wild convention)', id: 'tasks/declared-valid', changes: { 'openenv.yaml': 'spec_version: 1\nname: x\napp: server.app:app\nport: 8000\ntasks:\n  - id: easy\n  - id: hard\n' } },
  ];
  test.each(passing)('$id: $name', async (c) => {
    const { env } = await validateTree(variant(c.base ?? T, c.changes), [''], c.options);
    expect(['pass', 'skip']).toContain(statusOf(env, c.id));
    if (c.id !== 'tasks/declared-valid') expect(statusOf(env, c.id)).toBe('pass');
  });
});

describe('environment discovery and multi-env runs', () => {
  test('a folder of env roots gives one record per environment, paths relative to the root', async () => {
    const files = { ...fixtureFiles('echo_env', 'envs/echo_env/'), ...fixtureFiles(T, 'envs/my_env/'), 'envs/empty/README.md': 'x' };
    const roots = discoverEnvRoots(Object.keys(files).sort(), ['envs']);
    expect(roots).toEqual(['envs/echo_env', 'envs/my_env']);
    const { environments, findings } = await validateTree(files, roots);
    expect(environments.map((e) => e.path)).toEqual(['envs/echo_env', 'envs/my_env']);
    expect(environments.every((e) => e.openenv_validate_equivalent)).toBe(true);
    // A missing-file finding names the environment folder itself.
    expect(findings.every((f) => f.file === 'envs/echo_env' || f.file.startsWith('envs/echo_env/'))).toBe(true);
    expect(findings.find((f) => f.rule === 'deps/frozen-install')).toBeUndefined();
  });

  test('a glob of env roots (paths: envs/*) selects the manifest folders it matches', () => {
    const files = ['envs/a/openenv.yaml', 'envs/b/openenv.yaml', 'envs/b/tests/fixture/openenv.yaml', 'envs/c/README.md', 'other/d/openenv.yaml'];
    expect(discoverEnvRoots(files, ['envs/*'])).toEqual(['envs/a', 'envs/b']);
    expect(discoverEnvRoots(files, ['*/d'])).toEqual(['other/d']);
    expect(discoverEnvRoots(files, ['nothing/*'])).toEqual(['nothing/*']); // reported as not an env root
  });

  test('a repository without any openenv.yaml has nothing to validate; a named path without one is reported', () => {
    const files = ['rfcs/000-a.md', 'README.md'];
    expect(discoverEnvRoots(files, [])).toEqual([]);
    expect(discoverEnvRoots(files, ['rfcs'])).toEqual(['rfcs']);
  });

  test('a dot folder keeps its dot (.envs/x is not envs/x)', () => {
    expect(discoverEnvRoots(['.envs/x/openenv.yaml', 'envs/x/openenv.yaml'], ['.envs/x'])).toEqual(['.envs/x']);
    expect(discoverEnvRoots(['envs/x/openenv.yaml'], ['./envs/x'])).toEqual(['envs/x']);
  });

  test('an explicit path without openenv.yaml is reported as not an env root', () => {
    expect(discoverEnvRoots(['a/b.txt'], ['a'])).toEqual(['a']);
    expect(discoverEnvRoots(['openenv.yaml', 'x/openenv.yaml', 'x/tests/fixture/openenv.yaml'], [])).toEqual(['']);
    expect(discoverEnvRoots(['x/openenv.yaml', 'x/tests/fixture/openenv.yaml', 'y/openenv.yaml'], [])).toEqual(['x', 'y']);
  });

  test('a missing manifest skips every other criterion', async () => {
    const { env } = await validateTree({ 'README.md': '# hi' });
    expect(statusOf(env, 'structure/manifest-present')).toBe('fail');
    expect(env.criteria.filter((c) => c.id !== 'structure/manifest-present').every((c) => c.status === 'skip')).toBe(true);
    expect(env.openenv_validate_equivalent).toBe(false);
  });

  test('hostile files give findings, never a crash', async () => {
    const { env } = await validateTree(
      variant(T, {
        'openenv.yaml': 'a: &a [*a, *a]\nname: [',
        'pyproject.toml': '\u0000\u0001binary',
        'server/app.py': '\uFFFD'.repeat(1000),
        'server/Dockerfile': 'FROM\nRUN \\\n',
      }),
    );
    expect(statusOf(env, 'structure/manifest-valid')).toBe('fail');
    expect(statusOf(env, 'structure/pyproject-valid')).toBe('fail');
    expect(statusOf(env, 'structure/server-main-defined')).toBe('fail');
    expect(env.criteria.some((c) => /internal error/.test(c.message))).toBe(false);
  });

  describe('the upstream RFC 008 validation: block (OpenEnv, merged 2026-08) declares resources and network too', () => {
    const withoutProposed = templateText('openenv.yaml').replace(/resources:\n(  .*\n)+/, '').replace('network:\n  egress: none\n', '');
    const upstream = (block: string) => variant(T, { 'openenv.yaml': `${withoutProposed}validation:\n${block}` });

    test('a complete validation.resources and validation.network pass', async () => {
      const { env } = await validateTree(
        upstream('  resources: {cpu: 1, memory_mb: 2048, disk_mb: 1024, episode_timeout_s: 600}\n  network: {mode: no-network}\n'),
      );
      expect(statusOf(env, 'resources/declared')).toBe('pass');
      expect(criterionOf(env, 'resources/declared').message).toMatch(/validation\.resources/);
      expect(statusOf(env, 'resources/timeout-ceiling')).toBe('pass');
      expect(statusOf(env, 'security/egress-declared')).toBe('pass');
      expect(criterionOf(env, 'security/egress-declared').message).toMatch(/no-network/);
    });

    test('an incomplete or out-of-range validation.resources and a bad network mode fail, at their lines', async () => {
      const { env, findings } = await validateTree(upstream('  resources:\n    cpu: 1\n    memory_mb: 2 GB\n    episode_timeout_s: 86400\n  network:\n    mode: offline\n'));
      expect(criterionOf(env, 'resources/declared').message).toMatch(/validation\.resources .*lacks disk_mb and validation\.resources\.memory_mb "2 GB" is not a positive integer/);
      expect(criterionOf(env, 'resources/timeout-ceiling').message).toMatch(/validation\.resources\.episode_timeout_s is 86400, above the 3600 s ceiling/);
      expect(criterionOf(env, 'security/egress-declared').message).toMatch(/mode "offline" is not public, no-network or allowlist/);
      const line = (rule: string) => findings.find((f) => f.rule === rule)?.line;
      const lines = withoutProposed.split('\n').length; // `validation:` is on this line
      expect([line('resources/declared'), line('resources/timeout-ceiling'), line('security/egress-declared')]).toEqual([lines + 1, lines + 4, lines + 5]);
    });

    test('allowlist needs allowed_hosts', async () => {
      const ok = await validateTree(upstream('  network: {mode: allowlist, allowed_hosts: [huggingface.co]}\n'));
      expect(statusOf(ok.env, 'security/egress-declared')).toBe('pass');
      const bad = await validateTree(upstream('  network: {mode: allowlist}\n'));
      expect(criterionOf(bad.env, 'security/egress-declared').message).toMatch(/allowlist but allowed_hosts is not a list/);
    });
  });

  test('fixture-patterns and fixtures-allow replace the default fixture globs', async () => {
    const files = variant('echo_env', { 'data/sample.json': '{}', 'tests/fixtures/a.json': '{}' });
    const byDefault = await validateTree(files);
    expect(criterionOf(byDefault.env, 'docker/no-fixtures-in-image').message).toMatch(/tests\/ \(1 file/);
    const custom = await validateTree(files, [''], { fixturePatterns: ['data/**'] });
    expect(criterionOf(custom.env, 'docker/no-fixtures-in-image').message).toMatch(/data\/ \(1 file/);
    const allowed = await validateTree(files, [''], { fixturePatterns: ['data/**'], fixturesAllow: ['data/sample.json'] });
    expect(criterionOf(allowed.env, 'docker/no-fixtures-in-image').status).toBe('pass');
  });

  test('require-resources raises resources/declared to error', async () => {
    const { env } = await validateTree(fixtureFiles('echo_env'), [''], { requireResources: true });
    expect(criterionOf(env, 'resources/declared').severity).toBe('error');
  });
});

test('one defect, one finding: a missing uv.lock is deps/lockfile-present\'s, not deps/frozen-install\'s too (OpenEnv #626)', async () => {
  const { env, findings } = await validateTree(variant(T, { 'uv.lock': null }));
  expect(findings.filter((f) => f.rule.startsWith('deps/')).map((f) => f.rule)).toEqual(['deps/lockfile-present']);
  expect(statusOf(env, 'deps/frozen-install')).toBe('pass');
  // With deps/lockfile-present off, frozen-install still says the lock it syncs from is missing.
  const off = await validateTree(variant(T, { 'uv.lock': null }), [''], { criterionOff: (id) => id === 'deps/lockfile-present' });
  expect(criterionOf(off.env, 'deps/frozen-install').message).toMatch(/syncs from uv.lock, but uv.lock is not committed/);
});

test('one defect, one finding: an app_port the manifest does not share is structure/ports-consistent\'s, and the advice follows the Dockerfile', async () => {
  // A Space seen in the wild: README app_port 7860, the Dockerfile serving 7860, no port in openenv.yaml.
  // readme-front-matter said "set app_port: 8000", which would route the Space to a closed port; and with
  // every declared port agreeing, there is nothing to say about the 8000 default.
  const files = variant(T, {
    'README.md': templateText('README.md').replace('app_port: 8000', 'app_port: 7860'),
    'openenv.yaml': templateText('openenv.yaml').replace(/^port: 8000\n/m, ''),
    'server/Dockerfile': templateText('server/Dockerfile').replace(/8000/g, '7860'),
  });
  const { env, findings } = await validateTree(files);
  expect(statusOf(env, 'structure/readme-front-matter')).toBe('pass');
  expect(statusOf(env, 'structure/ports-consistent')).toBe('pass');
  expect(findings.filter((f) => f.rule === 'structure/readme-front-matter' || f.rule === 'structure/ports-consistent')).toEqual([]);
  const off = await validateTree(files, [''], { criterionOff: (id) => id === 'structure/ports-consistent' });
  expect(statusOf(off.env, 'structure/readme-front-matter')).toBe('pass');
  // The README disagreeing with what the Dockerfile serves is the finding, at the port the app serves on.
  const split = await validateTree(variant(T, { ...files, 'README.md': templateText('README.md') }));
  expect(split.findings.filter((f) => f.rule === 'structure/readme-front-matter' || f.rule === 'structure/ports-consistent').map((f) => `${f.rule}: ${f.message}`)).toEqual([
    expect.stringMatching(/^structure\/ports-consistent: README.md app_port is 8000 but server\/Dockerfile CMD --port 7860 \(line 27\), and openenv.yaml declares no port\. Fix: make them agree \(and declare port: in openenv.yaml\)\.$/),
  ]);
});

test('docker/layer-order: copying sources (not only manifests) before the install fails', async () => {
  const dockerfile = readFileSync(join(FIXTURES, T, 'server/Dockerfile'), 'utf8').replace('COPY pyproject.toml uv.lock ./', 'COPY pyproject.toml uv.lock ./\nCOPY server/ ./server/');
  const { env, findings } = await validateTree(variant(T, { 'server/Dockerfile': dockerfile }));
  expect(criterionOf(env, 'docker/layer-order').message).toMatch(/after COPY server\/ \(line 6\)/);
  expect(findings.find((f) => f.rule === 'docker/layer-order')!.line).toBe(7);
});

describe('python-ast engine selection', () => {
  const unavailable = { check: async () => undefined };
  test('auto falls back to the tokenizer and records the engine', async () => {
    const { env } = await validateTree(fixtureFiles(T), [''], { pythonEngine: unavailable });
    expect(criterionOf(env, 'structure/server-main-guard').evidence).toMatch(/engine: tokenizer/);
  });
  test('on without python3 says so', async () => {
    const { env } = await validateTree(fixtureFiles(T), [''], { pythonEngine: unavailable, pythonAst: 'on' });
    expect(criterionOf(env, 'structure/server-main-guard').message).toMatch(/python3 could not be run/);
  });
  test('off never asks the python engine', async () => {
    let asked = false;
    const { env } = await validateTree(fixtureFiles(T), [''], { pythonEngine: { check: async () => ((asked = true), undefined) }, pythonAst: 'off' });
    expect(asked).toBe(false);
    expect(criterionOf(env, 'structure/server-main-guard').status).toBe('pass');
  });
  test('a crash reading the verdict is the guard\'s internal error, not the manifest\'s', async () => {
    const throwing = { check: async (sources: readonly string[]) => sources.map(() => ({ get parsed(): boolean { throw new Error('boom'); }, guard: false, engine: 'python-ast' as const })) };
    const { env } = await validateTree(fixtureFiles(T), [''], { pythonEngine: throwing });
    expect(criterionOf(env, 'structure/server-main-guard').message).toMatch(/internal error in the server-app checks: boom/);
    expect(criterionOf(env, 'structure/manifest-valid').status).toBe('pass');
  });
});

test('hostile Python sources stay fast (decorator floods, unbalanced calls)', async () => {
  const flood = '@mcp.tool\n'.repeat(40000) + 'x = 1\n';
  const calls = 'load_dataset((((\n'.repeat(20000);
  const t0 = Date.now();
  const { env } = await validateTree(variant(T, { 'server/flood.py': flood, 'server/calls.py': calls }));
  expect(Date.now() - t0).toBeLessThan(5000);
  expect(criterionOf(env, 'tools/no-reserved-in-source').status).toBe('pass');
  expect(criterionOf(env, 'tasks/source-pinned').status).toBe('fail');
});
