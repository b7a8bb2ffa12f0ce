import { describe, expect, it } from '@jest/globals';
import { at, baseText, pullRequest, review, trackedRepos } from './support.js';

const repo = trackedRepos();

const CLIENT = 'envs/echo_env/client.py';
const SERVER_ENV = 'envs/echo_env/server/echo_environment.py';
const INTERFACES = 'src/openenv/core/env_server/interfaces.py';
const MCP_TYPES = 'src/openenv/core/env_server/mcp_types.py';

describe('review/client-server-import', () => {
  it('flags a client importing from server/ and a server importing the client', async () => {
    const r = repo({
      [CLIENT]: baseText(CLIENT).replace('from .models import', 'from .server.echo_environment import EchoEnvironment\nfrom .models import'),
      [SERVER_ENV]: baseText(SERVER_ENV).replace('from ..models import', 'from ..client import EchoEnv\nfrom ..models import'),
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/client-server-import')).toEqual([`${CLIENT}:9`, `${SERVER_ENV}:9`]);
    expect(findings.every((f) => f.rule !== 'review/client-server-import' || f.severity === 'warning')).toBe(true);
  });

  it('accepts shared models and core imports on both sides', async () => {
    const r = repo({
      [CLIENT]: baseText(CLIENT).replace('from .models import', 'from openenv.core.env_server.types import Action\nfrom .models import'),
      [SERVER_ENV]: baseText(SERVER_ENV).replace('from ..models import', 'from openenv.core.env_server.types import Observation\nfrom ..models import'),
    });
    expect(at((await review(r)).findings, 'review/client-server-import')).toEqual([]);
  });
});

const MCP_ENV = 'envs/game_env/server/game_environment.py';
function mcpEnv(tools: string): string {
  return [
    'from fastmcp import FastMCP',
    'from openenv.core.env_server.mcp_environment import MCPEnvironment',
    '',
    '',
    'class GameEnvironment(MCPEnvironment):',
    '    def __init__(self):',
    '        mcp = FastMCP("game")',
    '',
    tools,
    '        super().__init__(mcp)',
    '',
  ].join('\n');
}

describe('review/mcp-reserved-tool', () => {
  it('flags MCP tools named reset/step/state/close', async () => {
    const r = repo({
      [MCP_ENV]: mcpEnv(['        @mcp.tool()', '        def reset() -> str:', '            return "restarted"', '', '        @self.tool(mode="production")', '        def look() -> str:', '            return "a room"', '', '        mcp.add_tool(lambda: None, name="state")', ''].join('\n')),
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/mcp-reserved-tool')).toEqual([`${MCP_ENV}:10`, `${MCP_ENV}:17`]);
  });

  it('flags a tool renamed to a reserved name through the decorator once, at its decorator', async () => {
    const r = repo({ [MCP_ENV]: mcpEnv(['        @mcp.tool(name="state")', '        def current_view() -> str:', '            return "a room"', ''].join('\n')) });
    const hits = (await review(r)).findings.filter((f) => f.rule === 'review/mcp-reserved-tool');
    expect(hits.map((f) => `${f.file}:${f.line}`)).toEqual([`${MCP_ENV}:9`]);
    expect(hits[0]?.message).toContain('`state`');
  });

  it('accepts ordinary tool names', async () => {
    const r = repo({ [MCP_ENV]: mcpEnv(['        @mcp.tool()', '        def restart_level() -> str:', '            return "level 1"', ''].join('\n')) });
    expect(at((await review(r)).findings, 'review/mcp-reserved-tool')).toEqual([]);
  });
});

describe('review/mcp-simulation-control', () => {
  it('flags tools that reset the episode or take task/split/seed arguments', async () => {
    const r = repo({
      [MCP_ENV]: mcpEnv(
        ['        @mcp.tool()', '        def new_game(task_id: str) -> str:', '            self._task = TASKS[task_id]', '', '        @mcp.tool()', '        def give_up() -> str:', '            self.reset()', '            return "ok"', ''].join('\n'),
      ),
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/mcp-simulation-control')).toEqual([`${MCP_ENV}:10`, `${MCP_ENV}:15`]);
  });

  it('accepts tools that act inside the episode', async () => {
    const r = repo({ [MCP_ENV]: mcpEnv(['        @mcp.tool()', '        def move(direction: str) -> str:', '            return self._world.move(direction)', ''].join('\n')) });
    expect(at((await review(r)).findings, 'review/mcp-simulation-control')).toEqual([]);
  });
});

describe('review/reserved-names-shrunk', () => {
  it('flags removing names from RESERVED_TOOL_NAMES', async () => {
    const r = repo({ [MCP_TYPES]: baseText(MCP_TYPES).replace('["reset", "step", "state", "close"]', '["reset", "step"]') });
    const { findings } = await review(r);
    expect(at(findings, 'review/reserved-names-shrunk')).toEqual([`${MCP_TYPES}:12`]);
    expect(findings.find((f) => f.rule === 'review/reserved-names-shrunk')?.message).toContain('"close", "state"');
  });

  it('accepts growing the list or reformatting it', async () => {
    const r = repo({ [MCP_TYPES]: baseText(MCP_TYPES).replace('frozenset(["reset", "step", "state", "close"])', 'frozenset(\n    [\n        "reset",\n        "step",\n        "state",\n        "close",\n        "seed",\n    ]\n)') });
    expect(at((await review(r)).findings, 'review/reserved-names-shrunk')).toEqual([]);
  });
});

describe('review/gym-signature', () => {
  it('flags a changed reset signature in the core Environment class', async () => {
    const r = repo({ [INTERFACES]: baseText(INTERFACES).replace('        episode_id: Optional[str] = None,\n', '        episode_id: Optional[str] = None,\n        task: Optional[str] = None,\n') });
    const { findings } = await review(r);
    expect(at(findings, 'review/gym-signature')).toEqual([`${INTERFACES}:19`]);
    expect(findings.find((f) => f.rule === 'review/gym-signature')?.message).toContain('Environment.reset');
  });

  it('accepts docstring edits and environments outside the core classes', async () => {
    const r = repo({
      [INTERFACES]: baseText(INTERFACES).replace('Reset the environment and return the initial observation.', 'Reset the environment; returns the first observation.'),
      [SERVER_ENV]: baseText(SERVER_ENV).replace('def reset(self, seed=None, episode_id=None, **kwargs)', 'def reset(self, seed=None, episode_id=None, difficulty=1, **kwargs)'),
    });
    expect(at((await review(r)).findings, 'review/gym-signature')).toEqual([]);
  });
});

describe('review/http-route', () => {
  it('flags new FastAPI routes, add_api_route and routers', async () => {
    const app = 'envs/echo_env/server/app.py';
    const r = repo({
      [app]: baseText(app).replace(
        '\n\ndef main():',
        '\n\n@app.get("/debug/state")\ndef debug_state():\n    return {}\n\n\napp.add_api_route("/metrics", lambda: {}, methods=["GET"])\nrouter = APIRouter()\n\n\ndef main():',
      ),
    });
    const { findings } = await review(r);
    // One change, one server, one question: the three additions are one finding at the first (OpenEnv #726: six lines).
    expect(at(findings, 'review/http-route')).toEqual([`${app}:11`]);
    const [finding] = findings.filter((f) => f.rule === 'review/http-route');
    expect(finding!.message).toMatch(/^3 new HTTP routes: `\/debug\/state` via @app\.get\(\.\.\.\) \(line 11\), `\/metrics` via add_api_route\(\.\.\.\) \(line 16\), via APIRouter\(\.\.\.\) \(line 17\)\. /);
  });

  it('counts the routes the change did not add as pre-existing, not in the new finding', async () => {
    const app = 'envs/echo_env/server/app.py';
    const withRoute = baseText(app).replace('\n\ndef main():', '\n\n@app.get("/old")\ndef old():\n    return {}\n\n\ndef main():');
    const r = repo({ [app]: withRoute.replace('\n\ndef main():', '\n\n@app.get("/new")\ndef new():\n    return {}\n\n\ndef main():') }, { baseFiles: { [app]: withRoute } });
    const { findings, report } = await review(r);
    const routes = findings.filter((f) => f.rule === 'review/http-route');
    expect(routes.map((f) => f.message.slice(0, 40))).toEqual(['New HTTP surface `/new` via @app.get(...']);
    expect(report.preExisting).toBeGreaterThan(0);
  });

  it('accepts the simulation-only routes and WebSocket endpoints', async () => {
    const app = 'src/openenv/core/env_server/http_server.py';
    const r = repo({ [app]: 'def register(app):\n    @app.post("/reset")\n    def reset():\n        ...\n\n    @app.websocket("/ws")\n    async def ws(socket):\n        ...\n' });
    expect(at((await review(r)).findings, 'review/http-route')).toEqual([]);
  });

  it("accepts an environment's own routes of the runtime contract, which validate's probe requires (OpenEnv #322)", async () => {
    const app = 'envs/echo_env/server/app.py';
    const routes = ['/', '/health', '/metadata', '/schema', '/mcp']
      .map((path, i) => `@app.${path === '/mcp' ? 'post' : 'get'}("${path}")\ndef contract_${i}():\n    return {}\n`)
      .join('\n\n');
    const contract = baseText(app).replace('\n\ndef main():', `\n\n${routes}\n\ndef main():`);
    expect(at((await review(repo({ [app]: contract }))).findings, 'review/http-route')).toEqual([]);
    // One route outside the contract beside them is still the one new surface.
    const withStats = contract.replace('\n\ndef main():', '\n\n@app.get("/stats")\ndef stats():\n    return {}\n\n\ndef main():');
    const [finding] = (await review(repo({ [app]: withStats }))).findings.filter((f) => f.rule === 'review/http-route');
    expect(finding?.message).toMatch(/^New HTTP surface `\/stats` via @app\.get/);
  });
});

describe('review/wire-type-not-pydantic', () => {
  it('flags dataclass and plain Action/Observation/State classes', async () => {
    const models = 'envs/chess_env/models.py';
    const r = repo({ [models]: 'from dataclasses import dataclass\n\n\n@dataclass\nclass ChessAction:\n    move: str\n\n\nclass ChessObservation:\n    board: str\n\n\nclass ChessState(TypedDict):\n    fen: str\n' });
    expect(at((await review(r)).findings, 'review/wire-type-not-pydantic')).toEqual([`${models}:5`, `${models}:9`, `${models}:13`]);
  });

  it('accepts Pydantic-based wire types and enums', async () => {
    const models = 'envs/chess_env/models.py';
    const r = repo({ [models]: 'from enum import Enum\nfrom openenv.core.env_server.types import Action, Observation\n\n\nclass ChessAction(Action):\n    move: str\n\n\nclass GameState(str, Enum):\n    ONGOING = "ongoing"\n' });
    expect(at((await review(r)).findings, 'review/wire-type-not-pydantic')).toEqual([]);
  });
});

describe('review/wire-type-not-pydantic: a script beside the environment', () => {
  it('leaves a command-line script\'s own helper types alone (OpenEnv #612\'s inference.py), not a server module\'s', async () => {
    const script = 'from dataclasses import dataclass\n\n\n@dataclass\nclass ParsedAction:\n    category: str\n\n\nif __name__ == "__main__":\n    print(ParsedAction("spam"))\n';
    const r = repo({ 'envs/chess_env/inference.py': script, 'envs/chess_env/server/play.py': script });
    expect(at((await review(r)).findings, 'review/wire-type-not-pydantic')).toEqual(['envs/chess_env/server/play.py:5']);
  });
});

describe('review/missing-generics', () => {
  it('flags environments and clients without their type parameters', async () => {
    const r = repo({
      'envs/chess_env/server/chess_environment.py': 'from openenv.core.env_server.interfaces import Environment\n\n\nclass ChessEnvironment(Environment):\n    pass\n',
      'envs/chess_env/client.py': 'from openenv.core.env_client import EnvClient\n\n\nclass ChessEnv(EnvClient):\n    pass\n',
    });
    expect(at((await review(r)).findings, 'review/missing-generics')).toEqual(['envs/chess_env/client.py:4', 'envs/chess_env/server/chess_environment.py:4']);
  });

  it('accepts parameterised bases', async () => {
    const r = repo({ 'envs/chess_env/client.py': 'class ChessEnv(EnvClient[ChessAction, ChessObservation, State]):\n    pass\n' });
    expect(at((await review(r)).findings, 'review/missing-generics')).toEqual([]);
  });
});

describe('review/client-reward', () => {
  it('flags reward computation added to a client', async () => {
    const r = repo({
      [CLIENT]: baseText(CLIENT).replace('        return StepResult(', '        shaped = payload.get("reward", 0.0) * 2 + 1\n        reward = shaped - 0.5\n        return StepResult('),
    });
    expect(at((await review(r)).findings, 'review/client-reward')).toEqual([`${CLIENT}:19`]);
  });

  it('accepts reading the reward the server sent', async () => {
    const r = repo({ [CLIENT]: baseText(CLIENT).replace('reward=payload.get("reward"),', 'reward=payload.get("reward", 0.0),') });
    expect(at((await review(r)).findings, 'review/client-reward')).toEqual([]);
  });
});

describe('review/container-isolation', () => {
  it('flags privileged mode, host networking, the docker socket and host mounts', async () => {
    const r = repo({
      'envs/echo_env/docker-compose.yml': 'services:\n  echo:\n    image: echo-env\n    privileged: true\n    network_mode: host\n    volumes:\n      - /var/run/docker.sock:/var/run/docker.sock\n      - ./data:/data\n',
      'envs/echo_env/run.sh': '#!/bin/sh\ndocker run --rm --privileged -v /home:/home echo-env\n',
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/container-isolation')).toEqual([
      'envs/echo_env/docker-compose.yml:4',
      'envs/echo_env/docker-compose.yml:5',
      'envs/echo_env/docker-compose.yml:7',
      'envs/echo_env/docker-compose.yml:8',
      'envs/echo_env/run.sh:2',
    ]);
  });

  it('flags the same in Python and Dockerfile lines among ordinary ones', async () => {
    const launcher = 'envs/echo_env/server/launcher.py';
    const r = repo({
      [launcher]: 'import docker\n\n\ndef start(client):\n    name = "echo"\n    return client.containers.run(name, privileged=True, network_mode="host", volumes={"/srv": {"bind": "/srv"}})\n',
      'envs/echo_env/server/Dockerfile.dev': 'FROM python:3.11\nRUN pip install uv\nRUN docker run --network=host echo\n',
    });
    expect(at((await review(r)).findings, 'review/container-isolation')).toEqual(['envs/echo_env/server/Dockerfile.dev:3', `${launcher}:6`]);
  });

  it('accepts named volumes, published ports and ordinary Dockerfile edits', async () => {
    const dockerfile = 'envs/echo_env/server/Dockerfile';
    const r = repo({
      'envs/echo_env/docker-compose.yml': 'services:\n  echo:\n    image: echo-env\n    ports:\n      - "8000:8000"\n    volumes:\n      - cache:/root/.cache\nvolumes:\n  cache: {}\n',
      [dockerfile]: baseText(dockerfile).replace('EXPOSE 8000', 'ENV ENABLE_WEB_INTERFACE=true\nEXPOSE 8000'),
    });
    expect(at((await review(r)).findings, 'review/container-isolation')).toEqual([]);
  });
});

describe('review/rfc-required', () => {
  const change = { 'src/openenv/core/env_server/registry.py': 'def register_environment(name, cls):\n    _REGISTRY[name] = cls\n\n\nclass EnvironmentRegistry:\n    pass\n' };

  it('flags new public core API when the pull request names no RFC', async () => {
    const r = repo(change);
    const { findings } = await review(r, { pullRequest: pullRequest({ title: 'Add an environment registry', body: 'Adds a registry.' }) });
    expect(at(findings, 'review/rfc-required')).toEqual(['src/openenv/core/env_server/registry.py:1']);
  });

  it('raises one flag for the pull request, naming every file (OpenEnv #694 got seven)', async () => {
    const r = repo({ ...change, 'src/openenv/core/harness/sandbox.py': 'class SandboxBackend:\n    pass\n', 'src/openenv/core/harness/util.py': 'def shell_quote(s):\n    return s\n' });
    const { findings } = await review(r, { pullRequest: pullRequest({ title: 'Add a harness', body: 'Adds a harness.' }) });
    expect(at(findings, 'review/rfc-required')).toEqual(['src/openenv/core/env_server/registry.py:1']);
    const message = findings.find((f) => f.rule === 'review/rfc-required')!.message;
    expect(message).toContain('adds register_environment, EnvironmentRegistry, SandboxBackend, shell_quote');
    expect(message).toContain('`src/openenv/core/harness/sandbox.py`, `src/openenv/core/harness/util.py`');
  });

  it('accepts the same change when the description references an RFC', async () => {
    const r = repo(change);
    const { findings } = await review(r, { pullRequest: pullRequest({ title: 'Add an environment registry', body: 'Implements RFC 007.' }) });
    expect(at(findings, 'review/rfc-required')).toEqual([]);
  });
});

describe('review/rfc-area', () => {
  it('flags changes in the paths and symbols of an In Review RFC and names its authors', async () => {
    const r = repo({ 'src/openenv/core/imports/loader.py': 'class _Loader:\n    pass\n', 'src/openenv/cli/serve.py': 'import os\n\nloader = ExternalEnvLoader()  # will replace create_app here\n' });
    const { findings, report, markdown } = await review(r, { pullRequest: pullRequest({ body: 'refactor' }) });
    // One flag per RFC for the whole pull request, naming every file that touches its scope.
    expect(at(findings, 'review/rfc-area')).toEqual(['src/openenv/cli/serve.py:3']);
    expect(findings.find((f) => f.rule === 'review/rfc-area')?.message).toContain('src/openenv/core/imports/loader.py');
    expect(report.tier2.filter((i) => i.conflict === 'rfc').map((i) => i.reviewers)).toEqual([['@rfc-author', '@second-author']]);
    // Where the matches came from, for the model pass: the path and the symbol are both named in the Summary (lines 8-11).
    expect(report.tier2.filter((i) => i.conflict === 'rfc').map((i) => i.grounding)).toEqual([[{ doc: 'rfcs/006-external-environment-imports.md', startLine: 8, endLine: 11 }]]);
    expect(report.openRfcs.map((r) => r.number)).toEqual(['006']);
    expect(markdown).toContain('#### RFC conflicts');
  });

  it('does not count a symbol named only in a docstring or a comment (OpenEnv #752 edited docstring examples)', async () => {
    const cli = 'src/openenv/cli/loading.py';
    const docstring = 'import os\n\n\ndef example():\n    """Load it.\n\n    >>> env = ExternalEnvLoader.load("openenv/echo_env")\n    """\n\n\n# ExternalEnvLoader will replace create_app here\n';
    const { findings, report } = await review(repo({ [cli]: docstring }), { pullRequest: pullRequest({ body: 'docs' }) });
    expect(at(findings, 'review/rfc-area')).toEqual([]);
    expect(report.openRfcs).toEqual([]);
    // The same name as code is a flag.
    const { findings: asCode } = await review(repo({ [cli]: docstring + 'LOADER = ExternalEnvLoader\n' }), { pullRequest: pullRequest({ body: 'docs' }) });
    expect(at(asCode, 'review/rfc-area')).toEqual([`${cli}:12`]);
  });

  it('does not count a symbol an environment uses (OpenEnv #603, #626: clients calling the MCP API)', async () => {
    const app = 'envs/echo_env/server/app.py';
    const uses = baseText(app) + '\nLOADER = ExternalEnvLoader\n';
    const { findings } = await review(repo({ [app]: uses, 'envs/echo_env/openenv.yaml': 'spec_version: 1\nname: echo_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n' }), {
      pullRequest: pullRequest({ body: 'refactor' }),
    });
    expect(at(findings, 'review/rfc-area')).toEqual([]);
    // A new environment under envs/ whose manifest is not written yet is one too (OpenEnv #695's mini_swe_env).
    const { findings: noManifest } = await review(repo({ 'envs/mini_env/client.py': 'LOADER = ExternalEnvLoader\n' }), { pullRequest: pullRequest({ body: 'new env' }) });
    expect(at(noManifest, 'review/rfc-area')).toEqual([]);
    // Framework code using it is a flag.
    const framework = 'src/openenv/core/env_server/loading.py';
    const { findings: inCore } = await review(repo({ [framework]: 'LOADER = ExternalEnvLoader\n' }), { pullRequest: pullRequest({ body: 'refactor' }) });
    expect(at(inCore, 'review/rfc-area')).toEqual([`${framework}:1`]);
  });

  it('lists a non-Python file as touching an RFC where an added line has its symbol as a whole word', async () => {
    const notes = 'docs/notes.md';
    // Part of a longer word (before, after, an underscore) is not the symbol.
    const { report } = await review(repo({ [notes]: '# Notes\n\nUse MyExternalEnvLoader here.\nOr ExternalEnvLoader2, or ExternalEnvLoader_v2.\n' }), { pullRequest: pullRequest({ body: 'docs' }) });
    expect(report.openRfcs).toEqual([]);
    const { report: named } = await review(repo({ [notes]: '# Notes\n\nxExternalEnvLoader\nSee ExternalEnvLoaderFactory or `ExternalEnvLoader.load()`.\n' }), { pullRequest: pullRequest({ body: 'docs' }) });
    expect(named.openRfcs.map((o) => [o.number, o.touchedBy])).toEqual([['006', [notes]]]);
  });

  it('shows an RFC whose title names the area as context, without a Tier 2 flag', async () => {
    const rfc = 'rfcs/007-tool-catalog.md';
    const text = '# RFC 007: Environment Registry Redesign\n\n**Status**: Draft\n**Authors**: @registry-author\n\n## Summary\n\nOne place to look environments up.\n';
    const r = repo(
      { 'src/openenv/core/registry/store.py': '_STORE = {}\n', 'envs/echo_env/server/helpers.py': '_X = 1\n' },
      { baseFiles: { [rfc]: text } },
    );
    const { findings, report } = await review(r, { pullRequest: pullRequest({ body: 'Implements RFC 007.' }) });
    expect(at(findings, 'review/rfc-area')).toEqual([]);
    expect(report.openRfcs.map((o) => [o.number, o.touchedBy])).toEqual([['007', ['src/openenv/core/registry/store.py']]]);
  });

  it('ignores Accepted RFCs and the RFC pull request itself', async () => {
    const rfc = 'rfcs/006-external-environment-imports.md';
    const r = repo({ 'src/openenv/core/rubrics/base.py': 'class _Base:\n    pass\n', [rfc]: baseText(rfc) + '\nMore detail.\n', 'src/openenv/core/imports/loader.py': 'class _Loader:\n    pass\n' });
    const { findings, report } = await review(r);
    expect(at(findings, 'review/rfc-area')).toEqual([]);
    expect(report.openRfcs).toEqual([]);
  });
});

describe('pre-existing Tier 2 problems', () => {
  it('are counted, not flagged, when the change edits other lines of the same files', async () => {
    const app = 'envs/echo_env/server/app.py';
    const compose = 'envs/echo_env/docker-compose.yml';
    const models = 'envs/echo_env/server/extra_models.py';
    const r = repo(
      {
        [CLIENT]: baseText(CLIENT).replace('from .models import', 'from .server.echo_environment import EchoEnvironment\nfrom .models import').replace('"""', '"""Echo client, v2.\n'),
        [app]: baseText(app).replace('\n\ndef main():', '\n\n@app.get("/debug")\ndef debug():\n    return {}\n\n\ndef main():').replace('def main():', 'def main() -> None:'),
        [compose]: 'services:\n  echo:\n    image: echo-env:2\n    privileged: true\n',
        [models]: 'from dataclasses import dataclass\n\n\n@dataclass\nclass ExtraAction:\n    move: str\n    speed: int = 1\n',
      },
      {
        baseFiles: {
          [CLIENT]: baseText(CLIENT).replace('from .models import', 'from .server.echo_environment import EchoEnvironment\nfrom .models import'),
          [app]: baseText(app).replace('\n\ndef main():', '\n\n@app.get("/debug")\ndef debug():\n    return {}\n\n\ndef main():'),
          [compose]: 'services:\n  echo:\n    image: echo-env:1\n    privileged: true\n',
          [models]: 'from dataclasses import dataclass\n\n\n@dataclass\nclass ExtraAction:\n    move: str\n',
        },
      },
    );
    const { findings, report } = await review(r);
    for (const rule of ['review/client-server-import', 'review/http-route', 'review/container-isolation', 'review/wire-type-not-pydantic']) expect(at(findings, rule)).toEqual([]);
    expect(report.preExisting).toBe(4);
    expect(report.tier2).toEqual([]);
  });
});
