import { describe, expect, it } from '@jest/globals';
import { at, baseText as readBase, review, trackedRepos } from './support.js';

/** Defects a program can prove (issue 10): each rule with a change that has the defect and one that does not. */
const repo = trackedRepos();

describe('review/credential-flow', () => {
  it('follows a token across the statements of a function into a command line, a URL query and a log call', async () => {
    const r = repo({
      'envs/chess_env/server/deploy.py': [
        'import logging',
        'import os',
        'import subprocess',
        '',
        'logger = logging.getLogger(__name__)',
        '',
        '',
        'def push(repo_id):',
        '    token = os.environ["HF_TOKEN"]',
        '    auth = f"Bearer {token}"',
        '    cmd = ["curl", "-H", auth, f"https://huggingface.co/api/{repo_id}"]',
        '    subprocess.run(cmd, check=True)',
        '',
        '',
        'def fetch(self, sandbox):',
        '    url = f"https://api.example.com/v1/models?api_key={self.api_key}"',
        '    sandbox.start_process(["python", "-m", "job", "--key", self.api_key])',
        '    header = "key=" + self.api_key',
        '    logger.info("calling with %s", header)',
        '    return url',
        '',
      ].join('\n'),
    });
    expect(at((await review(r)).findings, 'review/credential-flow')).toEqual([
      'envs/chess_env/server/deploy.py:12',
      'envs/chess_env/server/deploy.py:16',
      'envs/chess_env/server/deploy.py:17',
      'envs/chess_env/server/deploy.py:19',
    ]);
  });

  it('accepts secrets passed through env=, headers, other calls, presence tests and masks', async () => {
    const r = repo({
      'envs/chess_env/server/deploy.py': [
        'import logging',
        'import os',
        'import subprocess',
        '',
        'import requests',
        'from openai import OpenAI',
        '',
        'logger = logging.getLogger(__name__)',
        '',
        '',
        'def push(repo_id):',
        '    token = os.environ.get("HF_TOKEN")',
        '    env = {**os.environ, "HF_TOKEN": token}',
        '    subprocess.run(["huggingface-cli", "upload", repo_id], env=env, check=True)',
        '    headers = {"Authorization": f"Bearer {token}"}',
        '    requests.get(f"https://huggingface.co/api/models?author={repo_id}", headers=headers)',
        '    client = OpenAI(api_key=token)',
        '    logger.info("client ready: %s", client)',
        '    logger.info("token set: %s", "yes" if token else "no")',
        '    logger.info("token length %d, prefix %s", len(token), token[:4])',
        '    has_token = token is not None',
        '    logger.info("has token: %s", has_token)',
        '    logger.info(',
        '        f"request {repo_id}, has_token={bool(token)}, fingerprint={_token_fingerprint(token)}"',
        '    )',
        '',
        '',
        'def _decode_page_token(token):',
        '    logger.warning(',
        '        f"Raw numeric page token received: {token}"',
        '    )',
        '',
      ].join('\n'),
    });
    expect(at((await review(r)).findings, 'review/credential-flow')).toEqual([]);
  });

  it('leaves a one-line print of a secret-named variable to review/secret-logged (one defect, one finding)', async () => {
    const r = repo({ 'envs/chess_env/server/debug.py': 'def show(hf_token, api_key):\n    print(f"token={hf_token}")\n    print(f"https://api.example.com/v1?key={api_key}")\n' });
    const { findings } = await review(r);
    expect(at(findings, 'review/credential-flow')).toEqual([]);
    expect(at(findings, 'review/secret-logged')).toEqual(['envs/chess_env/server/debug.py:2', 'envs/chess_env/server/debug.py:3']);
  });
});

const CHESS_PYPROJECT = [
  '[project]',
  'name = "openenv-chess-env"',
  'version = "0.1.0"',
  'requires-python = ">=3.10"',
  'dependencies = ["openenv-core>=0.2.0", "pyyaml>=6.0"]',
  '',
  '[tool.setuptools]',
  'package-dir = { "chess_env" = "." }',
  '',
].join('\n');
/** A uv.lock that resolves the declared packages and, transitively, numpy. */
const lockOf = (root: string, requires: string[], packages: string[]): string =>
  [
    'version = 1',
    'requires-python = ">=3.10"',
    '',
    '[[package]]',
    `name = "${root}"`,
    'version = "0.1.0"',
    'source = { editable = "." }',
    '',
    '[package.metadata]',
    `requires-dist = [${requires.join(', ')}]`,
    '',
    ...packages.flatMap((name) => ['[[package]]', `name = "${name}"`, 'version = "1.0.0"', 'source = { registry = "https://pypi.org/simple" }', '']),
  ].join('\n');
const CHESS_LOCK = lockOf('openenv-chess-env', ['{ name = "openenv-core", specifier = ">=0.2.0" }', '{ name = "pyyaml", specifier = ">=6.0" }'], ['openenv-core', 'pyyaml', 'fastapi', 'numpy']);

describe('review/undeclared-import', () => {
  const engine = [
    'import os',
    'import chess',
    'import numpy as np',
    'import yaml',
    'from PIL import Image',
    'from openenv.core.env_server import Environment',
    'from chess_env.models import Move',
    'from models import Board',
    'from .rules import legal',
    'import torch',
    '',
    '',
    'def render():',
    '    from PIL import ImageDraw',
    '',
    '',
    'try:',
    '    import rich',
    'except ImportError:',
    '    rich = None',
    '',
  ].join('\n');

  it('flags imports the pyproject.toml does not declare and the uv.lock does not install', async () => {
    const r = repo(
      { 'envs/chess_env/server/engine.py': engine, 'envs/chess_env/server/apis/router.py': 'from schemas import Move\n' },
      { baseFiles: { 'envs/chess_env/server/schemas/__init__.py': 'Move = 1\n', 'envs/chess_env/pyproject.toml': CHESS_PYPROJECT, 'envs/chess_env/uv.lock': CHESS_LOCK, 'envs/chess_env/server/Dockerfile': 'FROM python:3.11\nRUN pip install torch==2.5.0\n', 'envs/chess_env/models.py': 'class Board:\n    pass\n' } },
    );
    expect(at((await review(r)).findings, 'review/undeclared-import')).toEqual(['envs/chess_env/server/engine.py:2', 'envs/chess_env/server/engine.py:5']);
  });

  it('leaves a command-line script beside the environment to its own requirements (OpenEnv #428), not a server module with a main guard', async () => {
    const script = 'import argparse\nfrom datasets import Dataset\nfrom trl import GRPOTrainer\n\n\nif __name__ == "__main__":\n    argparse.ArgumentParser().parse_args()\n';
    const server = 'import chess\n\n\ndef main():\n    pass\n\n\nif __name__ == "__main__":\n    main()\n';
    const r = repo(
      { 'envs/chess_env/train_grpo.py': script, 'envs/chess_env/server/app.py': server },
      { baseFiles: { 'envs/chess_env/pyproject.toml': CHESS_PYPROJECT, 'envs/chess_env/uv.lock': CHESS_LOCK } },
    );
    expect(at((await review(r)).findings, 'review/undeclared-import')).toEqual(['envs/chess_env/server/app.py:1']);
  });

  it('stays silent without a uv.lock (what the declared packages bring along is unknown) and on declared imports', async () => {
    const unlocked = repo({ 'envs/chess_env/server/engine.py': engine }, { baseFiles: { 'envs/chess_env/pyproject.toml': CHESS_PYPROJECT } });
    expect(at((await review(unlocked)).findings, 'review/undeclared-import')).toEqual([]);
    const declared = repo(
      { 'envs/chess_env/server/engine.py': 'import chess\nfrom PIL import Image\n' },
      {
        baseFiles: {
          'envs/chess_env/pyproject.toml': CHESS_PYPROJECT.replace('"pyyaml>=6.0"', '"pyyaml>=6.0", "chess>=1.10", "pillow>=10"'),
          'envs/chess_env/uv.lock': CHESS_LOCK,
        },
      },
    );
    expect(at((await review(declared)).findings, 'review/undeclared-import')).toEqual([]);
  });
});

describe('review/forked-dependency', () => {
  it('flags a known package pinned to another owner, in dependencies and in [tool.uv.sources]', async () => {
    const r = repo({
      'envs/chess_env/pyproject.toml': [
        '[project]',
        'name = "openenv-chess-env"',
        'dependencies = [',
        '    "openenv-core @ git+https://github.com/someone/OpenEnv.git@0123456789abcdef0123456789abcdef01234567",',
        '    "transformers @ git+https://github.com/huggingface/transformers@0123456789abcdef0123456789abcdef01234567",',
        '    "mylib @ git+https://github.com/me/mylib@0123456789abcdef0123456789abcdef01234567",',
        '    "trl",',
        ']',
        '',
        '[tool.uv.sources]',
        'trl = { git = "https://github.com/myfork/trl", rev = "0123456789abcdef0123456789abcdef01234567" }',
        '',
      ].join('\n'),
    });
    expect(at((await review(r)).findings, 'review/forked-dependency')).toEqual(['envs/chess_env/pyproject.toml:4', 'envs/chess_env/pyproject.toml:11']);
  });
});

describe('review/lockfile-not-updated', () => {
  const ROOT_PYPROJECT = '[project]\nname = "openenv"\nversion = "0.3.0"\nrequires-python = ">=3.10"\ndependencies = ["requests>=2.25"]\n';
  const ROOT_LOCK = lockOf('openenv', ['{ name = "requests", specifier = ">=2.25" }'], ['requests']);

  it("reports a requirement added to a project's pyproject.toml when its uv.lock is not updated", async () => {
    const r = repo(
      { 'pyproject.toml': ROOT_PYPROJECT.replace('"requests>=2.25"', '"requests>=2.25", "httpx>=0.28"') },
      { baseFiles: { 'pyproject.toml': ROOT_PYPROJECT, 'uv.lock': ROOT_LOCK } },
    );
    const { findings } = await review(r);
    expect(at(findings, 'review/lockfile-not-updated')).toEqual(['pyproject.toml:5']);
    expect(findings.find((f) => f.rule === 'review/lockfile-not-updated')?.message).toMatch(/httpx/);
  });

  it('accepts a change that leaves the requirements alone, and leaves environments to validate (one finding)', async () => {
    const tooling = repo({ 'pyproject.toml': `${ROOT_PYPROJECT}\n[tool.ruff]\nline-length = 120\n` }, { baseFiles: { 'pyproject.toml': ROOT_PYPROJECT, 'uv.lock': ROOT_LOCK } });
    expect(at((await review(tooling)).findings, 'review/lockfile-not-updated')).toEqual([]);
    const env = repo(
      { 'envs/chess_env/pyproject.toml': CHESS_PYPROJECT.replace('"pyyaml>=6.0"', '"pyyaml>=6.0", "chess>=1.10"') },
      { baseFiles: { 'envs/chess_env/pyproject.toml': CHESS_PYPROJECT, 'envs/chess_env/uv.lock': CHESS_LOCK, 'envs/chess_env/openenv.yaml': 'spec_version: 1\nname: chess_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n' } },
    );
    const { findings } = await review(env);
    expect(at(findings, 'review/lockfile-not-updated')).toEqual([]);
    expect(findings.filter((f) => f.rule === 'deps/lockfile-in-sync').map((f) => f.file)).toEqual(['envs/chess_env/uv.lock']);
  });
});

const CHESS_MANIFEST = 'spec_version: 1\nname: chess_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n';

describe('review/environment-without-tests', () => {
  it('flags a new environment that no test names', async () => {
    const r = repo({ 'envs/chess_env/openenv.yaml': CHESS_MANIFEST, 'envs/chess_env/README.md': '# Chess\n' });
    expect(at((await review(r)).findings, 'review/environment-without-tests')).toEqual(['envs/chess_env/openenv.yaml:1']);
  });

  it('accepts tests in tests/envs/ that name the environment, or tests inside it', async () => {
    const r = repo({
      'envs/chess_env/openenv.yaml': CHESS_MANIFEST,
      'tests/envs/test_chess_environment.py': 'def test_reset():\n    assert True\n',
      'envs/go_env/openenv.yaml': CHESS_MANIFEST.replace('chess_env', 'go_env'),
      'envs/go_env/tests/test_board.py': 'def test_board():\n    assert True\n',
      'envs/dipg_safety_env/openenv.yaml': CHESS_MANIFEST.replace('chess_env', 'dipg_safety_env'),
      'tests/envs/test_dipg_environment.py': 'def test_reset():\n    assert True\n',
      '.claude/skills/new-env/assets/openenv_env_template/openenv.yaml': CHESS_MANIFEST,
    });
    expect(at((await review(r)).findings, 'review/environment-without-tests')).toEqual([]);
  });
});

describe('review/public-api-without-tests', () => {
  const INTERFACES = 'src/openenv/core/env_server/interfaces.py';
  const withClose = (text: string) => text.replace('    @property\n', '    def close(self) -> None:\n        """Release resources."""\n\n    @property\n');

  it('notes a public API change under src/ that comes without a test change', async () => {
    const r = repo({ [INTERFACES]: withClose(readBase(INTERFACES)) });
    const { findings, report } = await review(r);
    expect(at(findings, 'review/public-api-without-tests')).toEqual([`${INTERFACES}:27`]);
    expect(report.notices.map((n) => n.rule)).toContain('review/public-api-without-tests');
  });

  it('accepts the same change with a test, and private modules without one', async () => {
    const tested = repo({ [INTERFACES]: withClose(readBase(INTERFACES)), 'tests/core/test_interfaces.py': 'def test_close():\n    assert True\n' });
    expect(at((await review(tested)).findings, 'review/public-api-without-tests')).toEqual([]);
    const internal = repo({ 'src/openenv/core/_internal.py': 'def helper():\n    return 1\n' });
    expect(at((await review(internal)).findings, 'review/public-api-without-tests')).toEqual([]);
  });
});

describe('review/stale-doc-import', () => {
  it('flags a snippet that imports a name the module does not define at HEAD', async () => {
    const r = repo({
      'docs/guide.md': [
        '# Guide',
        '',
        '```python',
        'from openenv.core.env_server.interfaces import Environment, HTTPEnvServer',
        'from openenv.core.env_server.mcp_types import (',
        '    Tool,',
        '    ToolRegistry,',
        ')',
        '```',
        '',
      ].join('\n'),
    });
    expect(at((await review(r)).findings, 'review/stale-doc-import')).toEqual(['docs/guide.md:4', 'docs/guide.md:5']);
  });

  it('reports one stale import once per file, naming every snippet that repeats it (OpenEnv #580)', async () => {
    const snippet = ['```python', 'from openenv.core.env_server.interfaces import HTTPEnvServer', '```', ''];
    const r = repo({ 'docs/install.md': ['# Install', '', ...snippet, 'Then, asynchronously:', '', ...snippet, ...snippet].join('\n') });
    const { findings } = await review(r);
    expect(at(findings, 'review/stale-doc-import')).toEqual(['docs/install.md:4']);
    expect(findings.find((f) => f.rule === 'review/stale-doc-import')!.message).toMatch(/The same import is on lines 10, 14\.$/);
  });

  it('accepts names that exist, third-party modules, console prompts and non-Python blocks', async () => {
    const r = repo({
      'docs/guide.md': [
        '```python',
        'from openenv.core.env_server.mcp_types import Tool, RESERVED_TOOL_NAMES',
        'from fastapi import FastAPI',
        '```',
        '',
        '```pycon',
        '>>> from openenv.core.env_server.interfaces import Environment',
        '```',
        '',
        '```bash',
        'from openenv.core.env_server.interfaces import Nothing',
        '```',
        '',
      ].join('\n'),
    });
    expect(at((await review(r)).findings, 'review/stale-doc-import')).toEqual([]);
  });
});

describe('review/stale-doc-import: docs the change did not touch', () => {
  const MCP_TYPES = 'src/openenv/core/env_server/mcp_types.py';
  const GUIDE = '# Tools\n\n```python\nfrom openenv.core.env_server.mcp_types import Tool\n```\n';

  it('flags an unchanged doc that imports a class the change removes', async () => {
    const r = repo({ [MCP_TYPES]: readBase(MCP_TYPES).replace(/class Tool\(BaseModel\):\n(?: {4}.*\n)+/, '') }, { baseFiles: { 'docs/tools.md': GUIDE } });
    expect(at((await review(r)).findings, 'review/stale-doc-import')).toEqual(['docs/tools.md:4']);
  });

  it('accepts the removal of a name no doc imports, and a class that is only moved in the module', async () => {
    const moved = readBase(MCP_TYPES).replace(/(class Tool\(BaseModel\):\n(?: {4}.*\n)+)/, '').concat('\n\nclass Tool(BaseModel):\n    name: str\n');
    const r = repo({ [MCP_TYPES]: moved, 'src/openenv/core/env_server/interfaces.py': readBase('src/openenv/core/env_server/interfaces.py').replace('ActT = TypeVar("ActT")\n', '') }, { baseFiles: { 'docs/tools.md': GUIDE } });
    expect(at((await review(r)).findings, 'review/stale-doc-import')).toEqual([]);
  });
});
