/**
 * Issue 26, the low-stakes classes: a finding is a warning when it has a consequence the author would act
 * on (an image that does not install what the committed lock pins, a shell redirect in a pip install, a
 * Space that publishes with `openenv push` and is not tagged), and a notice phrased as advice otherwise
 * (ranges with no lock, a tests/ folder of a few KiB in the image, git in a single-stage image).
 * Fixtures are written from the patterns seen on 18 environment repositories.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CRITERIA } from '../../src/checks/validate/rules.js';
import { FIXTURES, criterionOf, statusOf, validateTree, variant } from './helpers.js';

const T = 'template_env';
const templateText = (path: string) => readFileSync(join(FIXTURES, T, path), 'utf8');
const dockerfile = templateText('server/Dockerfile');
const withRun = (run: string) => dockerfile.replace('RUN uv sync --frozen --no-editable', run);
const severityOf = async (files: Record<string, string | Uint8Array>, id: string) => {
  const c = criterionOf((await validateTree(files)).env, id);
  return { status: c.status, severity: c.severity, message: c.message };
};

describe('deps/frozen-install: a warning when the image ignores the uv.lock its author installs with', () => {
  const ranges = { 'requirements.txt': 'fastapi>=0.110.0\nuvicorn[standard]>=0.29.0\n', 'server/Dockerfile': withRun('RUN pip install --no-cache-dir -r requirements.txt') };
  const uvReadme = `${templateText('README.md')}\n## Run locally\n\n    uv sync\n    uv run server --port 8000\n`;
  test('requirements with ranges beside a uv.lock the README runs uv with: warning, saying the lock is not what the image installs', async () => {
    const c = await severityOf(variant(T, { ...ranges, 'README.md': uvReadme }), 'deps/frozen-install');
    expect(c).toMatchObject({ status: 'fail', severity: 'warning' });
    expect(c.message).toMatch(/which has ranges \(fastapi>=0.110.0, uvicorn\[standard\]>=0.29.0\), so the image does not install the versions uv.lock pins \(the ones uv sync and uv run install\)\. Fix:/);
  });
  test('a uv.lock nothing installs from (added for openenv validate; the README says pip install -r): a notice', async () => {
    const pipReadme = `${templateText('README.md')}\n## Run locally\n\n    pip install -r requirements.txt\n`;
    const c = await severityOf(variant(T, { ...ranges, 'README.md': pipReadme }), 'deps/frozen-install');
    expect(c).toMatchObject({ status: 'fail', severity: 'notice' });
    expect(c.message).toMatch(/ranges \(.*\) \(uv.lock pins versions, but neither the README nor a script installs from it\)\. Fix:/);
    // A script that runs `hf jobs uv run` (a job with its own inline dependencies) does not install from the lock either.
    const job = { 'scripts/launch_job.sh': '#!/bin/sh\nexec hf jobs uv run \\\n  --flavor cpu-basic \\\n  train.py\n' };
    expect((await severityOf(variant(T, { ...ranges, 'README.md': pipReadme, ...job }), 'deps/frozen-install')).severity).toBe('notice');
  });
  test('the same ranges and no lock at all: reproducibility advice, a notice', async () => {
    const c = await severityOf(variant(T, { ...ranges, 'uv.lock': null }), 'deps/frozen-install');
    expect(c).toMatchObject({ status: 'fail', severity: 'notice' });
    expect(c.message).toMatch(/^If you want images that rebuild the same: server\/Dockerfile: line 8 installs from requirements.txt, which has ranges .* and no lock pins them\. Fix:/);
  });
  test('uv sync without --frozen from a lock that matches pyproject.toml installs the lock: a notice', async () => {
    const c = await severityOf(variant(T, { 'server/Dockerfile': withRun('RUN uv sync --no-editable') }), 'deps/frozen-install');
    expect(c).toMatchObject({ status: 'fail', severity: 'notice' });
    expect(c.message).toMatch(/without --frozen or --locked \(it installs the lock while the lock matches pyproject.toml/);
  });
  test('a lock the .dockerignore keeps out of uv sync --frozen stays a warning', async () => {
    const c = await severityOf(variant(T, { '.dockerignore': `${templateText('.dockerignore')}uv.lock\n` }), 'deps/frozen-install');
    expect(c).toMatchObject({ status: 'fail', severity: 'warning' });
  });
  test('pinned requirements beside the lock pass', async () => {
    expect(statusOf((await validateTree(variant(T, { ...ranges, 'requirements.txt': 'fastapi==0.110.0\nuvicorn[standard]==0.29.0\n' }))).env, 'deps/frozen-install')).toBe('pass');
  });
});

describe('deps/docker-installs-pinned: a redirect is a warning, a floating name a notice', () => {
  test('pip install torch from the CPU index (how Spaces pick CPU wheels): a notice', async () => {
    const c = await severityOf(variant(T, { 'server/Dockerfile': withRun('RUN pip install --no-cache-dir torch torchvision --index-url https://download.pytorch.org/whl/cpu') }), 'deps/docker-installs-pinned');
    expect(c).toMatchObject({ status: 'fail', severity: 'notice' });
    expect(c.message).toMatch(/^If you want images that rebuild the same: server\/Dockerfile line 8: pip install "torch" "torchvision" floats\. Fix:/);
  });
  test('an unquoted pip install pkg>=1.0 is a warning', async () => {
    const c = await severityOf(variant(T, { 'server/Dockerfile': withRun('RUN pip install fastapi>=0.110') }), 'deps/docker-installs-pinned');
    expect(c).toMatchObject({ status: 'fail', severity: 'warning' });
    expect(c.message).toMatch(/is not quoted, so the shell reads >=0.110 as a redirect/);
  });
  test('pinned names pass', async () => {
    expect(statusOf((await validateTree(variant(T, { 'server/Dockerfile': withRun('RUN pip install torch==2.4.1') }))).env, 'deps/docker-installs-pinned')).toBe('pass');
  });
});

describe('docker/multi-stage-hygiene is a notice by default', () => {
  const single = (run: string) => ({ 'server/Dockerfile': `FROM python:3.11-slim\nWORKDIR /app\n${run}\nCOPY . .\nRUN pip install -e .\nCMD ["uvicorn", "server.app:app", "--host", "0.0.0.0", "--port", "8000"]\n` });
  test('git installed in a single-stage image: advice', async () => {
    expect(CRITERIA.find((c) => c.id === 'docker/multi-stage-hygiene')!.defaultSeverity).toBe('notice');
    const c = await severityOf(variant(T, single('RUN apt-get update && apt-get install -y --no-install-recommends git && rm -rf /var/lib/apt/lists/*')), 'docker/multi-stage-hygiene');
    expect(c).toMatchObject({ status: 'fail', severity: 'notice' });
    expect(c.message).toMatch(/^If you want a smaller runtime image: the single-stage Dockerfile installs git \(line 3\)/);
  });
  test('a single stage that installs no toolchain passes', async () => {
    expect(statusOf((await validateTree(variant(T, single('RUN apt-get update && apt-get install -y --no-install-recommends curl')))).env, 'docker/multi-stage-hygiene')).toBe('pass');
  });
});

describe('docker/no-fixtures-in-image: a warning only when the fixtures weigh on the image', () => {
  const noIgnore = { '.dockerignore': '.git\n.venv\n__pycache__/\n' };
  test('a tests/ folder of a few KiB copied by COPY .: a notice', async () => {
    const c = await severityOf(variant(T, { ...noIgnore, 'tests/test_env.py': 'def test_reset():\n    assert True\n' }), 'docker/no-fixtures-in-image');
    expect(c).toMatchObject({ status: 'fail', severity: 'notice' });
    expect(c.message).toMatch(/^If you want a smaller image: tests\/ \(1 file, \d+ B\) reaches the final image/);
  });
  test('6 MiB of recorded fixtures: a warning', async () => {
    const c = await severityOf(variant(T, { ...noIgnore, 'tests/fixtures/episodes.jsonl': 'x'.repeat(6 * 1024 * 1024) }), 'docker/no-fixtures-in-image');
    expect(c).toMatchObject({ status: 'fail', severity: 'warning' });
    expect(c.message).toMatch(/^tests\/ \(1 file, 6.0 MiB\) reaches the final image/);
  });
  test('tests/ kept out by .dockerignore passes', async () => {
    expect(statusOf((await validateTree(variant(T, { 'tests/test_env.py': 'x = 1\n' }))).env, 'docker/no-fixtures-in-image')).toBe('pass');
  });
});

describe("structure/readme-front-matter: the missing openenv tag is discoverability advice unless the repository runs openenv push", () => {
  const untagged = { 'README.md': templateText('README.md').replace(/tags:\n  - openenv\n/, 'tags:\n  - reinforcement-learning\n') };
  test('a Space deployed by git push, tagged otherwise: a notice', async () => {
    const c = await severityOf(variant(T, untagged), 'structure/readme-front-matter');
    expect(c).toMatchObject({ status: 'fail', severity: 'notice' });
    expect(c.message).toBe("If you want the Hub to list this Space among OpenEnv environments: README.md front matter: tags does not include 'openenv'. Fix: set `tags: [openenv]` in README.md's front matter.");
  });
  test('a workflow that runs openenv push: a warning', async () => {
    const workflow = 'on: push\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: openenv push --repo-id me/my-env\n';
    const c = await severityOf(variant(T, { ...untagged, '.github/workflows/deploy.yml': workflow }), 'structure/readme-front-matter');
    expect(c).toMatchObject({ status: 'fail', severity: 'warning' });
    expect(c.message).toMatch(/^README.md front matter: tags does not include 'openenv', so Hub discovery will not list it/);
  });
  test('front matter that breaks the Space keeps the tag in its warning', async () => {
    const c = await severityOf(variant(T, { 'README.md': untagged['README.md'].replace('sdk: docker', 'sdk: gradio') }), 'structure/readme-front-matter');
    expect(c).toMatchObject({ status: 'fail', severity: 'warning' });
    expect(c.message).toMatch(/sdk is "gradio", expected docker; tags does not include 'openenv'/);
  });
  test('the tagged template passes', async () => {
    expect(statusOf((await validateTree(variant(T, {}))).env, 'structure/readme-front-matter')).toBe('pass');
  });
});
