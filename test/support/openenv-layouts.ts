/**
 * Synthetic Space layouts shaped like the environments in OpenEnv's `envs/*` folders (file names,
 * counts and sizes as observed there; every byte written here): openenv.yaml, README.md with Space
 * front matter and a few KB of prose, pyproject.toml, a ~0.4–0.9 MB uv.lock whose root package sits in
 * alphabetical order among ~120 locked packages, client.py / models.py / __init__.py, server/app.py,
 * server/Dockerfile (multi-stage, uv sync --frozen), server/<name>_environment.py, and by index:
 * server/requirements.txt (about a third), .dockerignore (a fifth), helper shell scripts, extra Python
 * modules (most envs 0–8, a few 20–90), an LFS asset (a GIF), a small data file.
 *
 * 60% of the locks are stale against their pyproject (the root package's requires-dist lacks one
 * dependency), as in the real tree, so deps/lockfile-in-sync fails there.
 */
import { createHash } from 'node:crypto';

export interface LayoutFile {
  content: string;
  /** Stored in LFS: the tree gives `lfs`, resolve answers the object. */
  lfs?: { size: number };
}

const WORDS = ['agent', 'reward', 'episode', 'observation', 'action', 'state', 'policy', 'server', 'client', 'reset', 'step', 'task', 'grader', 'sandbox', 'docker', 'space'];
const DEPS = ['aiofile', 'aiohttp', 'annotated-types', 'anyio', 'attrs', 'certifi', 'charset-normalizer', 'click', 'fastapi', 'filelock', 'fsspec', 'gradio', 'h11', 'httpcore', 'httpx', 'huggingface-hub', 'idna', 'jinja2', 'markupsafe', 'numpy', 'openai', 'packaging', 'pandas', 'pydantic', 'pydantic-core', 'python-dateutil', 'pyyaml', 'requests', 'rich', 'six', 'sniffio', 'starlette', 'tomli', 'tqdm', 'typing-extensions', 'urllib3', 'uvicorn', 'websockets', 'yarl', 'zipp'];

/** A deterministic 64-hex string (fake hashes in the lock). */
function hex(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

function prose(seed: number, bytes: number): string {
  const out: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `The ${WORDS[(seed + i) % WORDS.length]} ${WORDS[(seed * 3 + i) % WORDS.length]} returns a ${WORDS[(i * 7 + seed) % WORDS.length]} for each ${WORDS[(i + 5) % WORDS.length]}.`;
    out.push(i % 6 === 5 ? `\n## ${WORDS[i % WORDS.length]}\n` : line);
    size += line.length + 1;
  }
  return out.join('\n');
}

function lockPackage(name: string, index: number, wheels: number): string {
  const version = `${1 + (index % 7)}.${index % 13}.${index % 5}`;
  const lines = [
    '[[package]]',
    `name = "${name}"`,
    `version = "${version}"`,
    'source = { registry = "https://pypi.org/simple" }',
    'dependencies = [',
    `    { name = "${DEPS[index % DEPS.length]}" },`,
    ']',
    `sdist = { url = "https://files.pythonhosted.org/packages/${hex(name).slice(0, 2)}/${hex(name).slice(2, 4)}/${hex(name).slice(4, 60)}/${name}-${version}.tar.gz", hash = "sha256:${hex(`${name}s`)}", size = ${10_000 + index * 37}, upload-time = "2025-0${1 + (index % 9)}-1${index % 9}T10:39:35.846Z" }`,
    'wheels = [',
  ];
  for (let w = 0; w < wheels; w++) {
    lines.push(`    { url = "https://files.pythonhosted.org/packages/${hex(`${name}${w}`).slice(0, 2)}/${hex(`${name}${w}`).slice(2, 62)}/${name.replace(/-/g, '_')}-${version}-cp31${w % 4}-cp31${w % 4}-manylinux_2_17_x86_64.whl", hash = "sha256:${hex(`${name}w${w}`)}", size = ${50_000 + w * 911}, upload-time = "2025-02-0${1 + (w % 9)}T08:00:00.000Z" },`);
  }
  lines.push(']', '');
  return lines.join('\n');
}

/** Locked third-party packages of one lock variant, sorted by name (built once per variant: a few MB in all). */
const lockBodies = new Map<number, { name: string; block: string }[]>();
const LOCK_VARIANTS = 12;

function lockBody(variant: number): { name: string; block: string }[] {
  let body = lockBodies.get(variant);
  if (!body) {
    const packages = 90 + variant * 5;
    const names = new Set<string>();
    for (let i = 0; names.size < packages; i++) names.add(i < DEPS.length ? DEPS[(i + variant) % DEPS.length]! : `${DEPS[i % DEPS.length]}-ext${i}`);
    body = [...names].sort().map((name, i) => ({ name, block: lockPackage(name, i + variant, 6 + ((i * 7 + variant) % 30)) }));
    lockBodies.set(variant, body);
  }
  return body;
}

/** uv.lock with ~90–145 locked packages and the root package (`editable = "."`) in alphabetical place. */
export function uvLock(project: string, dependencies: readonly string[], seed: number, stale: boolean): string {
  const header = ['version = 1', 'revision = 3', 'requires-python = ">=3.10"', 'resolution-markers = [', '    "python_full_version >= \'3.12\'",', '    "python_full_version < \'3.12\'",', ']', ''].join('\n');
  const locked = stale ? dependencies.slice(0, -1) : dependencies;
  const root = [
    '[[package]]',
    `name = "${project}"`,
    'version = "0.1.0"',
    'source = { editable = "." }',
    'dependencies = [',
    ...locked.map((d) => `    { name = "${d.replace(/[<>=[].*$/, '')}" },`),
    ']',
    '',
    '[package.metadata]',
    'requires-dist = [',
    ...locked.map((d) => {
      const m = /^([A-Za-z0-9_.-]+)(\[[^\]]*\])?(.*)$/.exec(d)!;
      return `    { name = "${m[1]}"${m[2] ? `, extras = [${m[2].slice(1, -1).split(',').map((x) => `"${x}"`).join(', ')}]` : ''}${m[3] ? `, specifier = "${m[3]}"` : ''} },`;
    }),
    ']',
    '',
  ].join('\n');
  const body = lockBody(seed % LOCK_VARIANTS);
  const at = body.findIndex((p) => p.name > project);
  const blocks = body.map((p) => p.block);
  blocks.splice(at < 0 ? blocks.length : at, 0, root);
  return `${header}\n${blocks.join('\n')}`;
}

/** The README front matter of a synthetic Space, as the Hub's `cardData` gives it. */
export function cardData(pkg: string, sdk: string): Record<string, unknown> {
  const title = pkg.split('_').map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
  return { title, emoji: '🎮', colorFrom: 'blue', colorTo: 'green', sdk, app_port: 8000, pinned: false, base_path: '/web', tags: ['openenv'] };
}

function frontMatterYaml(data: Record<string, unknown>): string {
  return Object.entries(data)
    .map(([k, v]) => (Array.isArray(v) ? `${k}:\n${v.map((x) => `  - ${String(x)}`).join('\n')}\n` : `${k}: ${String(v)}\n`))
    .join('');
}

/** The files of the `index`-th synthetic Space, named `pkg` (a Python-identifier-like name), with its manifest. */
export function openenvLayout(index: number, pkg: string, manifest: string, sdk: string): Map<string, LayoutFile> {
  const files = new Map<string, LayoutFile>();
  const text = (path: string, content: string) => files.set(path, { content });
  const project = `openenv-${pkg.replace(/_/g, '-')}`;
  const dependencies = ['openenv[core]>=0.2.2', 'fastapi>=0.115.0', 'pydantic>=2.0.0', 'uvicorn>=0.24.0', ...(index % 3 === 0 ? ['requests>=2.31.0'] : [])];
  const cls = pkg.split('_').map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');

  text('openenv.yaml', manifest);
  text('README.md', `---\n${frontMatterYaml(cardData(pkg, sdk))}---\n\n# ${cls} Environment\n\n${prose(index, 2_000 + (index % 9) * 3_000)}\n`);
  text('pyproject.toml', `[build-system]\nrequires = ["setuptools>=45", "wheel"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "${project}"\nversion = "0.1.0"\ndescription = "${cls} environment for OpenEnv"\nrequires-python = ">=3.10"\ndependencies = [\n${dependencies.map((d) => `    "${d}",`).join('\n')}\n]\n\n[project.optional-dependencies]\n\n[project.scripts]\nserver = "${pkg}.server.app:main"\n\n[tool.setuptools]\ninclude-package-data = true\npackages = ["${pkg}", "${pkg}.server"]\npackage-dir = { "${pkg}" = ".", "${pkg}.server" = "server" }\n`);
  text('uv.lock', uvLock(project, dependencies, index, index % 5 < 3));
  text('__init__.py', `"""${cls} environment."""\n\nfrom .client import ${cls}Env\nfrom .models import ${cls}Action, ${cls}Observation\n\n__all__ = ["${cls}Env", "${cls}Action", "${cls}Observation"]\n`);
  text('client.py', `from openenv.core.env_client import EnvClient\n\nfrom .models import ${cls}Action, ${cls}Observation\n\n\nclass ${cls}Env(EnvClient[${cls}Action, ${cls}Observation]):\n    """Client for the ${pkg} server."""\n\n${prose(index + 1, 1_500).split('\n').map((l) => `    # ${l}`).join('\n')}\n`);
  text('models.py', `from dataclasses import dataclass\n\nfrom openenv.core.env_server import Action, Observation\n\n\n@dataclass\nclass ${cls}Action(Action):\n    command: str\n\n\n@dataclass\nclass ${cls}Observation(Observation):\n    output: str = ""\n`);
  text('server/__init__.py', '');
  text('server/app.py', `"""FastAPI app for ${pkg}."""\n\nfrom openenv.core.env_server import create_app\n\nfrom ..models import ${cls}Action, ${cls}Observation\nfrom .${pkg}_environment import ${cls}Environment\n\napp = create_app(${cls}Environment, ${cls}Action, ${cls}Observation, env_name="${pkg}")\n\n\ndef main(host: str = "0.0.0.0", port: int = 8000):\n    import uvicorn\n\n    uvicorn.run(app, host=host, port=port)\n\n\nif __name__ == "__main__":\n    main()\n`);
  text(`server/${pkg}_environment.py`, `from openenv.core.env_server import Environment\n\n\nclass ${cls}Environment(Environment):\n    def reset(self, seed=None):\n        return None\n\n${prose(index + 2, 3_000 + (index % 7) * 1_000).split('\n').map((l) => `# ${l}`).join('\n')}\n`);
  const requirements = index % 3 === 1;
  if (requirements) text('server/requirements.txt', 'openenv[core]>=0.2.2\nfastapi>=0.115.0\nuvicorn>=0.24.0\n');
  text(
    'server/Dockerfile',
    [
      'ARG BASE_IMAGE=ghcr.io/huggingface/openenv-base:latest',
      'FROM ${BASE_IMAGE} AS builder',
      'WORKDIR /app',
      'ARG BUILD_MODE=in-repo',
      'COPY . /app/env',
      'WORKDIR /app/env',
      'RUN --mount=type=cache,target=/root/.cache/uv \\',
      '    if [ -f uv.lock ]; then uv sync --frozen --no-install-project --no-editable; else uv sync --no-install-project --no-editable; fi',
      'RUN --mount=type=cache,target=/root/.cache/uv \\',
      '    if [ -f uv.lock ]; then uv sync --frozen --no-editable; else uv sync --no-editable; fi',
      ...(requirements ? ['RUN pip install --no-cache-dir -r server/requirements.txt'] : []),
      ...(index % 6 === 2 ? ['RUN bash server/install_deps.sh'] : []),
      'FROM ${BASE_IMAGE}',
      'WORKDIR /app',
      'COPY --from=builder /app/env/.venv /app/.venv',
      'COPY --from=builder /app/env /app/env',
      'ENV PATH="/app/.venv/bin:$PATH"',
      'ENV PYTHONPATH="/app/env:$PYTHONPATH"',
      'HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 CMD curl -f http://localhost:8000/health || exit 1',
      'CMD ["sh", "-c", "cd /app/env && uvicorn server.app:app --host 0.0.0.0 --port 8000"]',
      '',
    ].join('\n'),
  );
  if (index % 6 === 2) text('server/install_deps.sh', '#!/bin/bash\nset -euo pipefail\npip install --no-cache-dir -r server/requirements.txt || true\n');
  if (index % 5 === 4) text('.dockerignore', '.venv\n__pycache__\n*.pyc\n.git\noutputs/\n');
  // Extra modules: most environments have a handful, one in eight has dozens (database models, agents).
  const extra = index % 8 === 3 ? 20 + (index % 70) : index % 9;
  for (let m = 0; m < extra; m++) {
    const dir = extra > 15 ? `server/${WORDS[m % 4]}s` : 'server';
    text(`${dir}/${WORDS[(m + index) % WORDS.length]}_${m}.py`, `"""${WORDS[m % WORDS.length]} helpers."""\n\n${prose(index + m, 800 + ((m * 131) % 4_000)).split('\n').map((l) => `# ${l}`).join('\n')}\n`);
  }
  if (index % 7 === 5) text('scripts/verify.sh', '#!/bin/bash\nset -e\npython -m pytest -q\n');
  if (index % 17 === 6) files.set(`assets/${pkg}-demo.gif`, { content: `GIF89a${'\u0000'.repeat(64)}`, lfs: { size: 1_500_000 + (index % 10) * 100_000 } });
  if (index % 29 === 8) text('data/sample.jsonl', '{"prompt": "hello", "answer": "world"}\n'.repeat(20));
  return files;
}
