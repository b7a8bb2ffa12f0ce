/**
 * docker/build-inputs-present (issue 26, the miss): `COPY . .` then `pip install -r requirements.txt` in a
 * repository with no requirements.txt is an image that does not build, and nothing said so. Fixtures are
 * written from that pattern (a Space's root Dockerfile), not copied from the repository.
 */
import { criterionOf, statusOf, validateTree, variant } from './helpers.js';

const T = 'template_env';

describe('docker/build-inputs-present: a file the Dockerfile needs and the build context lacks', () => {
  const space = (body: string) => `FROM python:3.11-slim\n\nWORKDIR /app\n${body}\nEXPOSE 7860\nCMD ["uvicorn", "server.app:app", "--host", "0.0.0.0", "--port", "7860"]\n`;
  const rootDocker = (body: string, extra: Record<string, string | null> = {}) => variant(T, { 'server/Dockerfile': null, Dockerfile: space(body), ...extra });
  test('COPY . . then pip install -r requirements.txt, and no requirements.txt: an error at the install', async () => {
    const { env, findings } = await validateTree(rootDocker('COPY . .\n\n# server-side deps only\nRUN pip install --no-cache-dir -r requirements.txt'));
    expect(criterionOf(env, 'docker/build-inputs-present')).toMatchObject({ status: 'fail', severity: 'error', file: 'Dockerfile', line: 7 });
    expect(criterionOf(env, 'docker/build-inputs-present').message).toBe(
      'Dockerfile line 7 installs from requirements.txt, but the build context COPY . . (line 4) copied has no requirements.txt, so the image does not build. Fix: commit requirements.txt (or take it out of .dockerignore), or change the Dockerfile to the files the repository has (pyproject.toml: pip install .).',
    );
    expect(findings.filter((f) => f.rule === 'docker/build-inputs-present')).toHaveLength(1);
    // openenv validate does not read the Dockerfile: its verdict is unchanged.
    expect(env.openenv_validate_equivalent).toBe(true);
  });
  test('the same Dockerfile with requirements.txt committed passes', async () => {
    const { env } = await validateTree(rootDocker('COPY . .\nRUN pip install --no-cache-dir -r requirements.txt', { 'requirements.txt': 'fastapi==0.110.0\n' }));
    expect(statusOf(env, 'docker/build-inputs-present')).toBe('pass');
  });
  test('a cd into a folder of the copied context is followed', async () => {
    const body = 'COPY . /app\nRUN cd server && pip install -r requirements.txt';
    expect(statusOf((await validateTree(rootDocker(body, { 'server/requirements.txt': 'fastapi==0.110.0\n' }))).env, 'docker/build-inputs-present')).toBe('pass');
    expect(criterionOf((await validateTree(rootDocker(body))).env, 'docker/build-inputs-present').message).toMatch(/has no server\/requirements.txt/);
  });
  test('a requirements file an earlier RUN writes is not asked for', async () => {
    const body = 'COPY . .\nRUN pip install uv==0.5.0 && uv export --frozen --no-hashes -o requirements.txt\nRUN pip install -r requirements.txt';
    expect(statusOf((await validateTree(rootDocker(body))).env, 'docker/build-inputs-present')).toBe('pass');
  });
  test('a COPY source that is missing, or kept out by .dockerignore, is an error', async () => {
    const missing = await validateTree(rootDocker('COPY requirements.txt .\nRUN pip install -r requirements.txt\nCOPY . .'));
    expect(criterionOf(missing.env, 'docker/build-inputs-present')).toMatchObject({ status: 'fail', line: 4 });
    expect(criterionOf(missing.env, 'docker/build-inputs-present').message).toMatch(/^Dockerfile line 4 copies requirements.txt, which is not in the build context, so the image does not build/);
    const ignored = await validateTree(rootDocker('COPY data/tasks.json /app/data/\nCOPY . .', { 'data/tasks.json': '[]', '.dockerignore': '.git\ndata/\n' }));
    expect(criterionOf(ignored.env, 'docker/build-inputs-present').message).toMatch(/copies data\/tasks.json, which .dockerignore keeps out of the build context/);
  });
  test('a nested environment built from the repository root (COPY src/openenv/core, COPY envs/my_env) passes', async () => {
    const dockerfile = 'FROM python:3.11-slim\nWORKDIR /app\nCOPY src/openenv/core /app/src/openenv/core\nCOPY envs/my_env /app/envs/my_env\nRUN pip install -e /app/envs/my_env\nCMD ["uvicorn", "envs.my_env.server.app:app", "--port", "8000"]\n';
    const files: Record<string, string | Uint8Array> = { 'src/openenv/core/__init__.py': '' };
    for (const [path, content] of Object.entries(variant(T, { 'server/Dockerfile': dockerfile }))) files[`envs/my_env/${path}`] = content;
    const { env } = await validateTree(files, ['envs/my_env']);
    expect(statusOf(env, 'docker/build-inputs-present')).toBe('pass');
    // A source in neither the environment nor the repository is still missing.
    delete files['src/openenv/core/__init__.py'];
    expect(criterionOf((await validateTree(files, ['envs/my_env'])).env, 'docker/build-inputs-present').message).toMatch(/copies src\/openenv\/core, which is not in the build context/);
  });
  test('globs, stage copies and a server/Dockerfile source beside it are left alone', async () => {
    const body = 'COPY requirements*.txt ./\nCOPY --from=ghcr.io/astral-sh/uv:0.5.0 /uv /bin/uv\nCOPY . .';
    expect(statusOf((await validateTree(rootDocker(body))).env, 'docker/build-inputs-present')).toBe('pass');
    const serverContext = variant(T, { 'server/Dockerfile': space('COPY requirements.txt .\nRUN pip install -r requirements.txt\nCOPY . .'), 'server/requirements.txt': 'fastapi==0.110.0\n' });
    expect(statusOf((await validateTree(serverContext)).env, 'docker/build-inputs-present')).toBe('pass');
  });
});
