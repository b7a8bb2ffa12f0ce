// Issue 27's document and dependency rules, each with a true and a false fixture written from the pattern
// of the OpenEnv pull request named in its test.
import { describe, expect, it } from '@jest/globals';
import { at, review, trackedRepos } from './support.js';

const repo = trackedRepos();

describe('review/forked-dependency in a PEP 723 script block (OpenEnv #675)', () => {
  const script = 'examples/end_to_end/train_grpo.py';
  const metadata = (source: string) =>
    ['# /// script', '# requires-python = ">=3.10"', '# dependencies = [', '#   "openenv-core",', '#   "trl @ git+https://github.com/huggingface/trl.git@a7ba987",', '# ]', '#', '# [tool.uv.sources]', `# openenv-core = { git = "${source}", branch = "harness" }`, '# ///', '', 'import trl', ''].join('\n');

  it("flags openenv-core installed from a contributor's fork through the block's uv sources", async () => {
    const r = repo({ [script]: metadata('https://github.com/burtenshaw/OpenEnv.git') });
    expect(at((await review(r)).findings, 'review/forked-dependency')).toEqual([`${script}:9`]);
  });

  it("accepts upstream's repository, and the same text outside a script block", async () => {
    const r = repo({
      [script]: metadata('https://github.com/meta-pytorch/OpenEnv.git'),
      'examples/notes.py': '# openenv-core = { git = "https://github.com/burtenshaw/OpenEnv.git" }\n',
    });
    expect(at((await review(r)).findings, 'review/forked-dependency')).toEqual([]);
  });
});

describe('review/myst-fence (OpenEnv #618)', () => {
  const tutorial = 'docs/tutorials/walkthrough.md';
  const notebook = 'examples/walkthrough.ipynb';
  const markdown = '# Walkthrough\n\n```{note}\nThe server must be running.\n```\n\n```python\nprint(1)\n```\n';
  const ipynb = JSON.stringify({ cells: [{ cell_type: 'markdown', source: ['```{note}\n', 'Start the server first.\n', '```\n'] }] }, null, 1);

  it('flags {note} fences in Markdown and notebooks nothing renders with MyST, one line per file', async () => {
    const r = repo({ [tutorial]: markdown + markdown.replace('# Walkthrough', '## Again'), [notebook]: ipynb });
    const findings = (await review(r)).findings;
    expect(at(findings, 'review/myst-fence')).toEqual([`${tutorial}:3`, `${notebook}:6`]);
    expect(findings.find((f) => f.file === tutorial && f.rule === 'review/myst-fence')!.message).toContain('lines 3, 12');
  });

  it('accepts them under a Sphinx source folder that loads myst_parser', async () => {
    const r = repo({ [tutorial]: markdown, 'docs/conf.py': 'extensions = ["myst_parser"]\n' });
    expect(at((await review(r)).findings, 'review/myst-fence')).toEqual([]);
  });
});

describe('review/rfc-inconsistent-value (OpenEnv #727)', () => {
  const rfc = 'rfcs/007-datasets.md';
  const text = (third: string) =>
    [
      '# RFC 007: Datasets',
      '',
      '**Status**: Draft',
      '',
      '```yaml',
      'spec_version: hf-rl-env-0.1',
      'version: 1.0.0',
      '```',
      '',
      '```yaml',
      'spec_version: hf-rl-env-0.1',
      'version: 0.2.0',
      'dependencies:',
      '  openenv:',
      '    min_version: ">=0.1.0"',
      '```',
      '',
      '```yaml',
      third,
      '```',
      '',
    ].join('\n');

  it('flags a format-version key with two values in one RFC', async () => {
    const r = repo({ [rfc]: text('spec_version: 1') });
    const findings = (await review(r)).findings;
    expect(at(findings, 'review/rfc-inconsistent-value')).toEqual([`${rfc}:6`]);
    expect(findings.find((f) => f.rule === 'review/rfc-inconsistent-value')!.message).toContain('`spec_version: 1` (line 19)');
  });

  it('records the sections of the RFC at BASE whose examples give the key (the model pass sends them); none for a new RFC', async () => {
    const atBase = ['# RFC 007: Datasets', '', '**Status**: Draft', '', '## Manifest', '', '```yaml', 'spec_version: hf-rl-env-0.1', '```', '', '## Other', '', 'Text.', ''].join('\n');
    const changed = atBase.replace('Text.', 'Text.\n\n```yaml\nspec_version: 1\n```');
    const { report } = await review(repo({ [rfc]: changed }, { baseFiles: { [rfc]: atBase } }));
    expect(report.tier1.filter((i) => i.rule === 'review/rfc-inconsistent-value').map((i) => i.grounding)).toEqual([[{ doc: rfc, startLine: 5, endLine: 9 }]]);
    const added = await review(repo({ [rfc]: text('spec_version: 1') }));
    expect(added.report.tier1.filter((i) => i.rule === 'review/rfc-inconsistent-value').map((i) => i.grounding)).toEqual([undefined]);
  });

  it("accepts one value, and examples' own versions that differ", async () => {
    const r = repo({ [rfc]: text('spec_version: hf-rl-env-0.1\nversion: 3.0.0') });
    expect(at((await review(r)).findings, 'review/rfc-inconsistent-value')).toEqual([]);
  });
});

describe('review/private-getattr (OpenEnv #694)', () => {
  const file = 'envs/echo_env/server/bridge.py';

  it("flags getattr with a literal private name on another object", async () => {
    const r = repo({ [file]: 'def session_of(client):\n    return getattr(client, "_session", None)\n' });
    expect(at((await review(r)).findings, 'review/private-getattr')).toEqual([`${file}:2`]);
  });

  it('accepts self, dunders, public names, computed names and tests', async () => {
    const r = repo({
      [file]: 'def f(self, client, name):\n    a = getattr(self, "_cache", None)\n    b = getattr(client, "__dict__")\n    c = getattr(client, "session")\n    return getattr(client, name), a, b, c\n',
      'tests/test_bridge.py': 'def test_it(client):\n    assert getattr(client, "_session") is None\n',
    });
    expect(at((await review(r)).findings, 'review/private-getattr')).toEqual([]);
  });
});

describe('review/unused-dependency (OpenEnv #787)', () => {
  const pyproject = (deps: string[]) => ['[project]', 'name = "openenv-sprint-env"', 'dependencies = [', ...deps.map((d) => `    "${d}",`), ']', ''].join('\n');
  const server = 'envs/sprint_env/server/app.py';

  it('flags a dependency the change adds that nothing in the environment imports', async () => {
    const r = repo({
      'envs/sprint_env/pyproject.toml': pyproject(['openenv-core[core]>=0.2.2', 'requests>=2.31', 'pyyaml>=6', 'uvicorn>=0.30']),
      [server]: 'import yaml\n\nfrom openenv.core.env_server import create_app\n',
    });
    const findings = (await review(r)).findings;
    expect(at(findings, 'review/unused-dependency')).toEqual(['envs/sprint_env/pyproject.toml:5']);
    expect(findings.find((f) => f.rule === 'review/unused-dependency')!.severity).toBe('error');
  });

  it('accepts a dependency named in a script or Dockerfile, and a project that is no environment', async () => {
    const r = repo({
      'envs/sprint_env/pyproject.toml': pyproject(['requests>=2.31']),
      'envs/sprint_env/server/Dockerfile': 'FROM python:3.11\nRUN python -c "import requests"\n',
      'tools/pyproject.toml': pyproject(['requests>=2.31']),
      // An environment that runs generated code in a Python subprocess (OpenEnv #421): its requirements serve that code.
      'envs/world_env/pyproject.toml': pyproject(['sqlalchemy>=2']),
      'envs/world_env/server/runner.py': 'import subprocess\nimport sys\n\n\ndef run(path):\n    return subprocess.run([sys.executable, path])\n',
      'tools/run.py': 'print(1)\n',
    });
    expect(at((await review(r)).findings, 'review/unused-dependency')).toEqual([]);
  });
});

describe('review/unused-constant (OpenEnv #421)', () => {
  const env = 'envs/world_env/server/world_environment.py';

  it('asks about a constant the change defines and nothing in its environment reads', async () => {
    const r = repo({ [env]: 'HIDDEN_TOOLS = frozenset(["done", "verify"])\nMAX_STEPS = 10\n\n\ndef tools(all_tools):\n    return all_tools[:MAX_STEPS]\n' });
    const findings = (await review(r)).findings;
    expect(at(findings, 'review/unused-constant')).toEqual([`${env}:1`]);
    expect(findings.find((f) => f.rule === 'review/unused-constant')!.severity).toBe('warning');
  });

  it('accepts a constant read in another module of the environment, in __init__.py, and public ones under src/', async () => {
    const r = repo({
      [env]: 'HIDDEN_TOOLS = frozenset(["done"])\n',
      'envs/world_env/server/app.py': 'from .world_environment import HIDDEN_TOOLS\n\nprint(HIDDEN_TOOLS)\n',
      'envs/world_env/__init__.py': 'VERSION = "1.0"\n',
      'src/openenv/core/limits.py': 'DEFAULT_TIMEOUT = 30\n',
    });
    expect(at((await review(r)).findings, 'review/unused-constant')).toEqual([]);
  });
});

describe('review/path-containment (OpenEnv #402)', () => {
  const file = 'envs/claw_env/server/claw_environment.py';
  const environment = (methods: string[]) =>
    [
      'import os',
      'from pathlib import Path',
      'from typing import Optional',
      '',
      'from fastmcp import FastMCP',
      'from openenv.core.env_server.mcp_environment import MCPEnvironment',
      '',
      '',
      'class ClawEnvironment(MCPEnvironment):',
      '    def __init__(self, workspace_dir: Optional[str] = None):',
      '        self._workspace = Path(workspace_dir or "/workspace")',
      '        mcp = FastMCP("claw")',
      '        env = self',
      '',
      '        @mcp.tool',
      '        def read(path: str) -> str:',
      '            return env._resolve_path(path).read_text()',
      '',
      '        @mcp.tool',
      '        def listing(folder):',
      '            return os.listdir(os.path.join(env._workspace, folder))',
      '',
      ...methods,
      '',
    ].join('\n');

  it('flags a workspace join of an agent argument with no containment check, one line per function', async () => {
    const r = repo({
      [file]: environment([
        '    def _resolve_path(self, path: Optional[str]) -> Path:',
        '        if path is None:',
        '            return self._workspace',
        '        path_obj = Path(path)',
        '        if path_obj.is_absolute():',
        '            try:',
        '                path_obj.relative_to(self._workspace)',
        '                return path_obj',
        '            except ValueError:',
        '                return self._workspace / path_obj.name',
        '        return self._workspace / path_obj',
      ]),
    });
    const findings = (await review(r)).findings;
    expect(at(findings, 'review/path-containment')).toEqual([`${file}:21`, `${file}:33`]);
    const message = findings.find((f) => f.rule === 'review/path-containment' && f.line === 33)!.message;
    expect(message).toContain('`_resolve_path` joins its argument `path` onto a directory (`self._workspace / path_obj`)');
    expect(message).toContain('`../../etc/passwd`');
  });

  it('accepts a resolved and checked join, the constructor, other classes, constants and tests', async () => {
    const r = repo({
      [file]: environment([
        '    def _resolve_path(self, path: Optional[str]) -> Path:',
        '        candidate = (self._workspace / (path or ".")).resolve()',
        '        if not candidate.is_relative_to(self._workspace.resolve()):',
        '            raise ValueError(f"{path} is outside the workspace")',
        '        return candidate',
        '',
        '    def _memory(self, name: str) -> Path:',
        '        return self._safe_join(self._workspace, name)',
        '',
        '    def _log_dir(self, count: int) -> Path:',
        '        return self._workspace / "logs" / str(count)',
      ]).replace("os.path.join(env._workspace, folder)", "os.path.realpath(os.path.join(env._workspace, folder))"),
      'envs/claw_env/server/layout.py': 'from pathlib import Path\n\n\nclass Layout:\n    def under(self, root: Path, name: str) -> Path:\n        return root / name\n',
      'tests/envs/test_claw.py': 'from pathlib import Path\n\n\nclass FakeEnvironment:\n    def read(self, path: str) -> str:\n        return (Path("/tmp") / path).read_text()\n',
    });
    expect(at((await review(r)).findings, 'review/path-containment')).toEqual([]);
  });
});
