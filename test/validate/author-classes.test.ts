/**
 * The false-alarm classes of issue 26, found on environment repositories written by strangers (hackathon
 * entries, Spaces mirrored to GitHub). Each class has a failing and a passing fixture written from the
 * pattern seen, never copied from a repository.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, criterionOf, statusOf, validateTree, variant } from './helpers.js';

const T = 'template_env';
const templateText = (path: string) => readFileSync(join(FIXTURES, T, path), 'utf8');
const dockerfile = templateText('server/Dockerfile');
const findingsOf = async (files: Record<string, string | Uint8Array>, rule: string) => (await validateTree(files)).findings.filter((f) => f.rule === rule);

describe('tasks/source-pinned reads only the code that feeds the environment at runtime', () => {
  test('a tokenizer in training/ and run logs fetched in evaluation/ are not task sources', async () => {
    const files = variant(T, {
      'training/train_grpo.py': 'from transformers import AutoTokenizer\n\ntok = AutoTokenizer.from_pretrained(args.model_id)\n',
      'evaluation/plots.py': 'from huggingface_hub import hf_hub_download\n\nlog = hf_hub_download("me/runs", "log.json")\n',
      'inference.py': 'from transformers import AutoModelForCausalLM\nm = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n',
    });
    const { env } = await validateTree(files);
    expect(statusOf(env, 'tasks/source-pinned')).toBe('pass');
  });
  test('a load with local_files_only=True reads the build-time cache: nothing to pin; the download that filled it is named', async () => {
    const files = variant(T, {
      'server/model.py': 'from huggingface_hub import snapshot_download\nfrom transformers import AutoModelForCausalLM\n\npath = snapshot_download("org/policy-model")\nmodel = AutoModelForCausalLM.from_pretrained(path, local_files_only=True)\n',
    });
    const c = criterionOf((await validateTree(files)).env, 'tasks/source-pinned');
    expect(c).toMatchObject({ status: 'fail', file: 'server/model.py', line: 4 });
    expect(c.message).not.toMatch(/from_pretrained/);
    const cachedOnly = variant(T, { 'server/model.py': 'from transformers import AutoModelForCausalLM\n\nmodel = AutoModelForCausalLM.from_pretrained("org/policy-model", local_files_only=True)\n' });
    expect(statusOf((await validateTree(cachedOnly)).env, 'tasks/source-pinned')).toBe('pass');
  });
  test('a task loader the server imports from the environment root is one, named without call text cut mid-string', async () => {
    const files = variant(T, {
      'server/environment.py': 'from task_loader import load_tasks\n\nclass Env:\n    pass\n',
      'task_loader.py': 'from datasets import load_dataset\n\ndef load_tasks():\n    return load_dataset(\n        "org/puzzles-with-a-long-name", split="train"\n    )\n',
    });
    const { env } = await validateTree(files);
    const c = criterionOf(env, 'tasks/source-pinned');
    expect(c).toMatchObject({ status: 'fail', file: 'task_loader.py', line: 4 });
    expect(c.message).toMatch(/^task_loader.py:4 load_dataset\("org\/puzzles-with-a-long-name", …\) has no revision/);
  });
});

describe('tasks: and tools: blocks of the author\'s own shape', () => {
  test('a mapping of task records and a tools mapping of name → {description, parameters} are a notice, never an error', async () => {
    const manifest = `${templateText('openenv.yaml').replace(/^tasks:\n(  .*\n)*/m, '').replace(/^tools:.*\n/m, '')}tasks:\n  easy:\n    description: one step\n    max_steps: 5\n  hard:\n    description: many steps\ntools:\n  search:\n    description: look something up\n    parameters: {query: string}\n`;
    const { env, findings } = await validateTree(variant(T, { 'openenv.yaml': manifest }));
    const c = criterionOf(env, 'structure/manifest-extensions-valid');
    expect(c).toMatchObject({ status: 'fail', severity: 'notice' });
    expect(c.message).toMatch(/tasks is not the proposed tasks: \{count, ids, reset_kwarg, sample, source\} block.*tools is a mapping, not the proposed tools: \[name, …\] list/);
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(statusOf(env, 'tasks/declared-valid')).toBe('skip');
    expect(statusOf(env, 'tools/declared-valid')).toBe('skip');
  });
  test('the proposed block with a wrong value is still an error', async () => {
    const manifest = templateText('openenv.yaml').replace('count: 3', 'count: many');
    const { env } = await validateTree(variant(T, { 'openenv.yaml': manifest }));
    expect(criterionOf(env, 'structure/manifest-extensions-valid')).toMatchObject({ status: 'fail', severity: 'error' });
  });
});

describe('uv.lock and requires-python', () => {
  test('no requires-python in pyproject.toml: the one uv recorded in the lock is not drift', async () => {
    const { env } = await validateTree(variant(T, { 'pyproject.toml': templateText('pyproject.toml').replace(/^requires-python = .*\n/m, '') }));
    expect(statusOf(env, 'deps/lockfile-in-sync')).toBe('pass');
  });
  test('a requires-python that differs from the lock is', async () => {
    const { env } = await validateTree(variant(T, { 'pyproject.toml': templateText('pyproject.toml').replace(/^requires-python = .*$/m, 'requires-python = ">=3.12"') }));
    expect(criterionOf(env, 'deps/lockfile-in-sync').message).toMatch(/requires-python is >=3.12 in pyproject.toml but >=3.10 in uv.lock/);
  });
});

describe('Dockerfile reading', () => {
  const pipDockerfile = (run: string, copy = 'COPY requirements.txt ./') => dockerfile.replace('COPY pyproject.toml uv.lock ./', copy).replace('RUN --mount=type=cache,target=/root/.cache/uv uv sync --frozen --no-install-project --no-editable', run);
  test('pip options that take a value are not packages', async () => {
    const files = variant(T, { 'requirements.txt': 'fastapi==0.110.0\n', 'server/Dockerfile': pipDockerfile('RUN pip install --no-cache-dir --default-timeout 100 --retries 5 -r requirements.txt') });
    expect(await findingsOf(files, 'deps/docker-installs-pinned')).toEqual([]);
  });
  test('an unquoted pip install pkg>=1.0 says it is a shell redirect', async () => {
    const files = variant(T, { 'server/Dockerfile': pipDockerfile('RUN pip install fastapi>=0.110 uvicorn==0.30.1 2>&1') });
    const [finding] = await findingsOf(files, 'deps/docker-installs-pinned');
    expect(finding!.message).toMatch(/pip install fastapi>=0.110 is not quoted, so the shell reads >=0.110 as a redirect: nothing is pinned and pip's output goes to a file named "=0.110" \(quote it: "fastapi>=0.110"\)/);
    expect(finding!.message).not.toMatch(/"2"|"=0.110" floats/);
  });
  test('COPY server/requirements.txt then RUN pip install -r is the cache pattern, not a layer-order defect', async () => {
    const files = variant(T, { 'server/requirements.txt': 'fastapi==0.110.0\n', 'server/Dockerfile': pipDockerfile('RUN pip install -r server/requirements.txt', 'COPY server/requirements.txt ./server/') });
    const { env } = await validateTree(files);
    expect(statusOf(env, 'docker/layer-order')).toBe('pass');
    const late = variant(T, { 'server/requirements.txt': 'fastapi==0.110.0\n', 'server/Dockerfile': pipDockerfile('RUN pip install -r server/requirements.txt', 'COPY server/ ./server/') });
    expect(statusOf((await validateTree(late)).env, 'docker/layer-order')).toBe('fail');
  });
});

describe('the port a Space serves on (class 5): what the image runs, not the manifest', () => {
  // The template's last lines: EXPOSE 8000, a HEALTHCHECK on 8000, CMD sh -c "… uvicorn … --port 8000".
  const serving = (tail: string) => dockerfile.replace(/EXPOSE 8000\n[\s\S]*$/, tail);
  const spaceReadme = '---\ntitle: My Env\nsdk: docker\ntags:\n  - openenv\n---\n\n# My Env\n';
  // Seen on a Space: ENV PORT=7860 in the image, an entrypoint script that defaults PORT and passes it to
  // uvicorn, the manifest still on 8000 and no app_port (the Space's 7860 is right).
  const entrypoint = ': "${PORT:=8000}"\nexport PORT\nexec uvicorn server.app:app --host 0.0.0.0 --port "$PORT"\n';
  const viaEntrypoint = variant(T, {
    'README.md': spaceReadme,
    'entrypoint.sh': entrypoint,
    'server/Dockerfile': serving('ENV PORT=7860\nCOPY entrypoint.sh ./entrypoint.sh\nHEALTHCHECK CMD curl -f http://localhost:${PORT}/health || exit 1\nENTRYPOINT ["./entrypoint.sh"]\n'),
  });

  test('ENV PORT=7860 and an entrypoint that runs uvicorn --port "$PORT": no app_port advice; the manifest port is the one to fix', async () => {
    const { env, findings } = await validateTree(viaEntrypoint);
    expect(statusOf(env, 'structure/readme-front-matter')).toBe('pass');
    expect(findings.map((f) => f.message).join('\n')).not.toMatch(/app_port: 8000/);
    expect(criterionOf(env, 'structure/ports-consistent')).toMatchObject({
      status: 'fail',
      message: expect.stringMatching(/^server\/Dockerfile HEALTHCHECK \$\{PORT\} = 7860 \(line \d+\); server\/Dockerfile ENTRYPOINT → entrypoint\.sh --port \$PORT = 7860 \(line \d+\) but openenv\.yaml says port: 8000\./),
    });
  });

  test('the manifest, the Dockerfile and the script on 7860: nothing about ports', async () => {
    const files = variant(T, { ...viaEntrypoint, 'openenv.yaml': templateText('openenv.yaml').replace('port: 8000', 'port: 7860') });
    const { env } = await validateTree(files);
    expect(statusOf(env, 'structure/readme-front-matter')).toBe('pass');
    expect(statusOf(env, 'structure/ports-consistent')).toBe('pass');
  });

  test('CMD ["bash", "start.sh"] with ${PORT:-7860} and a sh -c CMD with ${PORT} are followed', async () => {
    const start = variant(T, { 'README.md': spaceReadme, 'start.sh': '#!/bin/bash\ncd /app/env\nuvicorn server.app:app --port ${PORT:-7860}\n', 'server/Dockerfile': serving('COPY start.sh /app/start.sh\nCMD ["bash", "/app/start.sh"]\n') });
    expect(criterionOf((await validateTree(start)).env, 'structure/ports-consistent').message).toMatch(/CMD → start\.sh --port \$PORT:-7860 = 7860/);
    const shellC = variant(T, { 'README.md': spaceReadme, 'server/Dockerfile': serving('ENV PORT=7860\nCMD ["sh", "-c", "uvicorn server.app:app --host 0.0.0.0 --port ${PORT}"]\n') });
    const { env } = await validateTree(shellC);
    expect(statusOf(env, 'structure/readme-front-matter')).toBe('pass');
    expect(criterionOf(env, 'structure/ports-consistent').message).toMatch(/CMD --port \$PORT = 7860/);
  });

  test('README app_port 7860 while the manifest and the Dockerfile serve 8000: a warning that names the port the app serves', async () => {
    const files = variant(T, { 'README.md': templateText('README.md').replace('app_port: 8000', 'app_port: 7860') });
    const { findings } = await validateTree(files);
    expect(findings.filter((f) => f.rule === 'structure/ports-consistent' || f.rule === 'structure/readme-front-matter').map((f) => [f.rule, f.severity, f.message])).toEqual([
      ['structure/ports-consistent', 'warning', expect.stringMatching(/^README.md app_port is 7860 but openenv.yaml says port: 8000/)],
    ]);
    // With ports-consistent off, readme-front-matter says it, at the port the Dockerfile serves.
    const off = await validateTree(files, [''], { criterionOff: (id) => id === 'structure/ports-consistent' });
    expect(criterionOf(off.env, 'structure/readme-front-matter')).toMatchObject({ status: 'fail', message: expect.stringMatching(/app_port 7860 differs from the port the app serves \(8000\).*Fix: set `app_port: 8000`/) });
  });

  test('a Space with no app_port whose image serves 8000 is told app_port: 8000; one whose port is unknown is advised no port', async () => {
    const routed = await validateTree(variant(T, { 'README.md': spaceReadme }));
    expect(criterionOf(routed.env, 'structure/readme-front-matter').message).toMatch(/app_port is missing, so the Space routes to 7860, but the app serves 8000.*`app_port: 8000`/);
    // `python server/app.py` says nothing statically about the port: no app_port advice, the tags one stays.
    const unknown = variant(T, { 'README.md': '---\nsdk: docker\n---\n', 'server/Dockerfile': serving('CMD ["python", "server/app.py"]\n') });
    const message = criterionOf((await validateTree(unknown)).env, 'structure/readme-front-matter').message;
    expect(message).toMatch(/tags does not include 'openenv'/);
    expect(message).not.toMatch(/app_port/);
  });

  test('an app_port that is no integer is said when the served port is unknown too, without advising a port', async () => {
    const quoted = variant(T, { 'README.md': '---\nsdk: docker\napp_port: "7860"\ntags: [openenv]\n---\n', 'server/Dockerfile': serving('CMD ["python", "server/app.py"]\n') });
    const record = criterionOf((await validateTree(quoted)).env, 'structure/readme-front-matter');
    expect(record).toMatchObject({ status: 'fail', message: expect.stringMatching(/app_port is "7860".*Fix: set `app_port` \(an integer: the port the app serves on\) in README/) });
    expect(record.message).not.toMatch(/app_port: \d/);
  });
});

describe('advice for a workflow the repository does not use', () => {
  const noSpace = { 'README.md': '# My env\n\nAn environment.\n', 'models.py': null };
  test('without a Space or an openenv push, push-layout and readme-front-matter are notices that say "if you publish with"', async () => {
    const { findings } = await validateTree(variant(T, noSpace));
    for (const [rule, workflow] of [['structure/push-layout', /^If you publish with `openenv push`: /], ['structure/readme-front-matter', /^If you publish with `openenv push` \(a Hugging Face Space\): /]] as const) {
      const f = findings.find((x) => x.rule === rule)!;
      expect(f.severity).toBe('notice');
      expect(f.message).toMatch(workflow);
    }
    // Code in a fix renders as code: no literal \n.
    expect(findings.find((x) => x.rule === 'structure/readme-front-matter')!.message).toMatch(/`sdk: docker`, `app_port: 8000` and `tags: \[openenv\]` between two `---` lines/);
    expect(findings.map((f) => f.message).join('\n')).not.toContain('\\n');
  });
  test('a workflow that runs openenv push makes them warnings', async () => {
    const files = variant(T, { ...noSpace, '.github/workflows/deploy.yml': 'on: push\njobs:\n  push:\n    runs-on: ubuntu-latest\n    steps:\n      - run: openenv push --repo-id me/my_env\n' });
    const { findings } = await validateTree(files);
    expect(findings.find((x) => x.rule === 'structure/push-layout')).toMatchObject({ severity: 'warning', message: expect.stringMatching(/^models.py is missing/) });
  });
  test('a Space README (sdk: docker) alone leaves push-layout a notice: a Space deployed by a git push builds without those files', async () => {
    const { findings } = await validateTree(variant(T, { 'models.py': null }));
    expect(findings.find((x) => x.rule === 'structure/push-layout')).toMatchObject({ severity: 'notice', message: expect.stringMatching(/^If you publish with `openenv push`: models.py is missing/) });
  });
});

describe('one root cause, one finding', () => {
  test('a folder without pyproject.toml, uv.lock and server/app.py gets one finding that names every file', async () => {
    const { env, findings } = await validateTree(variant(T, { 'pyproject.toml': null, 'uv.lock': null, 'server/app.py': null }));
    const structural = findings.filter((f) => ['structure/pyproject-present', 'deps/lockfile-present', 'structure/server-app-present', 'structure/push-layout'].includes(f.rule));
    expect(structural.map((f) => f.rule)).toEqual(['structure/pyproject-present']);
    expect(structural[0]!.message).toMatch(/^pyproject.toml, uv.lock and server\/app.py are missing.*pyproject.toml.*uv lock.*server\/app.py/);
    // Pointed at the folder, not line 1 of openenv.yaml.
    expect(structural[0]).toMatchObject({ file: '' });
    expect(structural[0]!.line).toBeUndefined();
    // The verdict is still the CLI's: each of them fails openenv validate.
    expect(env.openenv_validate_equivalent).toBe(false);
    expect(statusOf(env, 'deps/lockfile-present')).toBe('fail');
  });
  test('a server/app.py with no main() at all gets one finding for main() and its guard', async () => {
    const app = 'from openenv.core.env_server import create_app\nfrom .env import MyEnv, MyAction, MyObservation\n\napp = create_app(MyEnv, MyAction, MyObservation, env_name="my_env")\n';
    const { env, findings } = await validateTree(variant(T, { 'server/app.py': app }));
    const server = findings.filter((f) => f.rule.startsWith('structure/server-main'));
    expect(server.map((f) => f.rule)).toEqual(['structure/server-main-defined']);
    expect(server[0]!.message).toMatch(/defines no main\(\) function.*Fix: add a module-level def main\(.*if __name__ == "__main__": main\(\)\.$/);
    expect(statusOf(env, 'structure/server-main-guard')).toBe('fail');
    // A main() that nothing calls is the guard's own finding.
    const uncalled = await validateTree(variant(T, { 'server/app.py': `${app}\n\ndef main():\n    import uvicorn\n    uvicorn.run(app)\n` }));
    expect(uncalled.findings.filter((f) => f.rule.startsWith('structure/server-main')).map((f) => f.rule)).toEqual(['structure/server-main-guard']);
  });
});

describe('credentials in the build context (security/no-credentials-in-context)', () => {
  const kaggleKey = `{"username": "someone", "key": "${'3f9a1c2b'.repeat(4)}"}\n`;
  const openaiKey = `sk-proj-${'Ab3dE5fG7hJ9kL1mN'.repeat(2)}`;
  test.each([
    ['kaggle.json with a key', { 'kaggle.json': kaggleKey }, 'kaggle.json', /kaggle.json holds a Kaggle API key/],
    ['a .env with an API key', { '.env': `PORT=8000\nOPENAI_API_KEY=${openaiKey}\n` }, '.env', /\.env:2 holds OPENAI_API_KEY/],
    ['a private key', { 'deploy/id_rsa': '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n' }, 'deploy/id_rsa', /a private key/],
    ['an HF token in a config file', { 'configs/run.yaml': `model: org/m\nhub_token: hf_${'aB3dE5fG7hJ9kL1mN2pQ'.repeat(2)}\n` }, 'configs/run.yaml', /configs\/run.yaml:2 holds a Hugging Face token/],
  ])('%s fails, naming the file and every file the fix asks to remove', async (_name, changes, file, message) => {
    const { env, findings } = await validateTree(variant(T, changes));
    const c = criterionOf(env, 'security/no-credentials-in-context');
    expect(c).toMatchObject({ status: 'fail', severity: 'error', file });
    expect(c.message).toMatch(message);
    expect(c.message).toMatch(new RegExp(`Fix: revoke it, remove ${file.replace(/[.]/g, '\\.')} from the repository`));
    expect(findings.find((f) => f.rule === 'security/no-credentials-in-context')!.file).toBe(file);
  });
  test.each([
    ['a .env.example with placeholders', { '.env.example': 'OPENAI_API_KEY=sk-your-key-here\nHF_TOKEN=<your token>\n' }],
    ['a .env with no secret', { '.env': 'PORT=8000\nLOG_LEVEL=info\n' }],
    ['a documented placeholder token', { 'configs/run.yaml': 'hub_token: hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n' }],
    ['a public certificate', { 'certs/ca.pem': '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n' }],
    ['a key the .dockerignore keeps out', { 'kaggle.json': kaggleKey, '.dockerignore': 'kaggle.json\n' }],
  ])('%s passes', async (_name, changes) => {
    const { env } = await validateTree(variant(T, changes));
    expect(statusOf(env, 'security/no-credentials-in-context')).toBe('pass');
  });
});

describe('a committed virtualenv or node_modules copied by COPY . (docker/no-vendored-env-in-image)', () => {
  test('venv/ with its pyvenv.cfg and web/node_modules/ reaching the image fail', async () => {
    const files = variant(T, { 'venv/pyvenv.cfg': 'home = /Users/me/.pyenv/versions/3.11/bin\n', 'venv/bin/python': 'x', 'web/node_modules/left-pad/index.js': 'module.exports = 1;\n' });
    const c = criterionOf((await validateTree(files)).env, 'docker/no-vendored-env-in-image');
    expect(c).toMatchObject({ status: 'fail', file: 'server/Dockerfile' });
    expect(c.message).toMatch(/^venv\/, web\/node_modules\/ \(3 files, built for another machine\) reach the final image through COPY \. \/app\/env/);
    expect(c.message).toMatch(/Fix: add venv\/, web\/node_modules\/ to \.dockerignore/);
  });
  test('the same folders kept out by .dockerignore pass', async () => {
    const files = variant(T, { 'venv/pyvenv.cfg': 'home = /usr/bin\n', 'web/node_modules/left-pad/index.js': '1', '.dockerignore': 'venv/\n**/node_modules\n' });
    expect(statusOf((await validateTree(files)).env, 'docker/no-vendored-env-in-image')).toBe('pass');
  });
});

describe('nested environment folders', () => {
  test('a deployment copy (hf_space/) beside a root environment is an environment of `check .`; a test fixture is not', async () => {
    const { discoverEnvRoots } = await import('../../src/checks/validate/static/run.js');
    const files = ['openenv.yaml', 'server/app.py', 'hf_space/openenv.yaml', 'hf_space/Dockerfile', 'hf_space/server/app.py', 'tests/fixtures/bad_env/openenv.yaml', 'tests/fixtures/bad_env/server/app.py', 'configs/openenv.yaml'].sort();
    expect(discoverEnvRoots(files, [])).toEqual(['', 'hf_space']);
    expect(discoverEnvRoots(files, ['.'])).toEqual(['', 'hf_space']);
  });
});

describe('a packaged manifest (pkg/sub_env/openenv.yaml, the root pyproject.toml packages pkg*)', () => {
  const manifest = 'spec_version: 1\nname: sub_env\ntype: space\nruntime: fastapi\napp: pkg.sub_env.server:app\nport: 8000\n';
  const packaged = (include: string) => ({
    'pyproject.toml': `[project]\nname = "openenv-pkg"\nversion = "0.1.0"\n\n[tool.setuptools.packages.find]\ninclude = [${include}]\n\n[tool.setuptools.package-data]\n"*" = ["**/*.yaml"]\n`,
    'pkg/__init__.py': '',
    'pkg/sub_env/__init__.py': '',
    'pkg/sub_env/openenv.yaml': manifest,
    'pkg/sub_env/server.py': 'from fastapi import FastAPI\napp = FastAPI()\n',
  });
  test('is checked as what it is: one notice, not a missing pyproject.toml, uv.lock, server/app.py, Dockerfile and README', async () => {
    const { env, findings } = await validateTree(packaged('"pkg*"'), ['pkg/sub_env']);
    expect(findings.filter((f) => f.severity !== 'notice').map((f) => f.rule)).toEqual([]);
    const notice = findings.find((f) => f.rule === 'structure/pyproject-present')!;
    expect(notice).toMatchObject({ severity: 'notice', file: 'pkg/sub_env' });
    expect(notice.message).toMatch(/^pkg\/sub_env\/openenv.yaml is a packaged manifest: pyproject.toml packages pkg/);
    // The verdict stays what openenv validate decides for the folder.
    expect(env.openenv_validate_equivalent).toBe(false);
  });
  test('a root project that does not package the folder leaves it an environment root missing its files', async () => {
    const { findings } = await validateTree(packaged('"other*"'), ['pkg/sub_env']);
    expect(findings.find((f) => f.rule === 'structure/pyproject-present')!.severity).toBe('error');
  });
});

test('tasks/source-pinned: a training script inside the server package is not a task source', async () => {
  const files = variant(T, {
    'openenv.yaml': templateText('openenv.yaml').replace('app: server.app:app', 'app: crust_env.api:app'),
    'crust_env/api.py': 'from . import trainer_daemon\napp = None\n',
    'crust_env/trainer_daemon.py': 'from transformers import AutoTokenizer\ntok = AutoTokenizer.from_pretrained(model_name)\n',
    'crust_env/train.py': 'from unsloth import FastLanguageModel\nm = FastLanguageModel.from_pretrained(model_name="x/y")\n',
  });
  expect(statusOf((await validateTree(files)).env, 'tasks/source-pinned')).toBe('pass');
});
