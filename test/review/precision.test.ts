import { describe, expect, it } from '@jest/globals';
import { at, review, trackedRepos } from './support.js';
import { copyrightHolder } from '../../src/checks/review/rules/debug-print.js';

/** False-positive classes seen on real OpenEnv pull requests, each with the true case next to it. */
const repo = trackedRepos();

describe('review/debug-print: command-line scripts print as their output', () => {
  it('exempts __main__ guards, argparse/click/typer, [project.scripts] entries and output functions', async () => {
    const r = repo({
      'envs/chess_env/server/evaluate.py': 'def run():\n    print("score", 1)\n\n\nif __name__ == "__main__":\n    run()\n',
      'envs/chess_env/server/tool.py': 'import argparse\n\n\ndef main():\n    print(argparse.ArgumentParser().parse_args())\n',
      'envs/chess_env/server/typer_cli.py': 'from typer import Typer\n\napp = Typer()\nprint("ready")\n',
      'envs/chess_env/pyproject.toml': '[project]\nname = "chess-env"\n\n[project.scripts]\nchess-server = "chess_env.server.entry:main"\n',
      'envs/chess_env/server/entry.py': 'def main():\n    print("serving on :8000")\n',
      'envs/chess_env/server/summary.py': 'def print_summary(rows):\n    for row in rows:\n        print(row)\n\n\ndef report_scores(s):\n    print(s)\n',
    });
    expect(at((await review(r)).findings, 'review/debug-print')).toEqual([]);
  });

  it('exempts prints under a verbose or debug flag (OpenEnv #437: a REPL runner tracing its iterations)', async () => {
    const r = repo({
      'envs/repl_env/runner.py': [
        'class Runner:',
        '    def run(self, blocks):',
        '        if self.verbose:',
        '            print(f"iteration blocks={len(blocks)}")',
        '        if DEBUG: print("raw", blocks)',
        '        elif self.verbosity > 1:',
        '            print("more")',
        '        else:',
        '            print("leftover")',
        '',
      ].join('\n'),
    });
    expect(at((await review(r)).findings, 'review/debug-print')).toEqual(['envs/repl_env/runner.py:9']);
  });

  it('leaves code vendored from another project to it: a header naming another copyright holder (OpenEnv #378)', async () => {
    const vendored = '# Copyright (c) 2018-2020 CVC.\n#\n# This work is licensed under the terms of the MIT license.\n\n\ndef plan(route):\n    if not route:\n        print("WARNING: Ignoring the lane change as no path was found")\n';
    const own = '# Copyright (c) Meta Platforms, Inc. and affiliates.\n# All rights reserved.\n\n\ndef move(board, m):\n    print("moving", m)\n';
    const r = repo({
      LICENSE: 'BSD 3-Clause License\n\n(c) Meta Platforms, Inc. and affiliates.\n\nRedistribution and use in source and binary forms...\n',
      'envs/carla_env/server/carla_agents/navigation/local_planner.py': vendored,
      'envs/carla_env/server/board.py': own,
    });
    expect(at((await review(r)).findings, 'review/debug-print')).toEqual(['envs/carla_env/server/board.py:6']);
  });

  it('reads a copyright notice, not prose about copyright', () => {
    expect(copyrightHolder('# Copyright (c) 2018-2020 CVC.\n')).toBe('cvc');
    expect(copyrightHolder('(c) Meta Platforms, Inc. and affiliates.\n')).toBe('meta platforms');
    expect(copyrightHolder('Copyright 2019 Google LLC\n')).toBe('google');
    expect(copyrightHolder('Apache License\n"Licensor" shall mean the copyright owner or entity authorized by the copyright owner\n')).toBeUndefined();
  });

  it('still flags print() in library code next to them', async () => {
    const r = repo({
      'envs/chess_env/server/board.py': 'def move(board, m):\n    print("moving", m)\n    return board\n',
      'envs/chess_env/pyproject.toml': '[project]\nname = "chess-env"\n\n[project.scripts]\nchess-server = "chess_env.server.entry:main"\n',
    });
    expect(at((await review(r)).findings, 'review/debug-print')).toEqual(['envs/chess_env/server/board.py:2']);
  });
});

describe('review/debugger: the leftovers print() rules missed', () => {
  it('flags traceback.print_exc(), icecream and pdb in library code', async () => {
    const r = repo({
      'envs/chess_env/server/engine.py': [
        'import traceback',
        'from icecream import ic',
        '',
        '',
        'def step(x):',
        '    try:',
        '        return ic(x)',
        '    except Exception:',
        '        traceback.print_exc()',
        '        import pdb; pdb.set_trace()',
        '',
      ].join('\n'),
    });
    expect(at((await review(r)).findings, 'review/debugger')).toEqual([
      'envs/chess_env/server/engine.py:2',
      'envs/chess_env/server/engine.py:7',
      'envs/chess_env/server/engine.py:9',
      'envs/chess_env/server/engine.py:10',
    ]);
  });

  it('accepts traceback.print_exc() in a command-line script and names that only look alike', async () => {
    const r = repo({
      'envs/chess_env/server/cli_main.py': 'import traceback\n\n\ndef main():\n    try:\n        run()\n    except Exception:\n        traceback.print_exc()\n\n\nif __name__ == "__main__":\n    main()\n',
      'envs/chess_env/server/music.py': 'def topic(x):\n    return x.music(1) + basic(2)\n',
    });
    expect(at((await review(r)).findings, 'review/debugger')).toEqual([]);
  });
});

describe('review/secret-logged: a table of secret names is not a secret', () => {
  // OpenEnv #652: an error message listed which environment variables to set, from a table named
  // _PROVIDER_API_KEY_ENVS. The names are advice; the value read from them is the secret.
  const source = [
    'import os',
    '',
    '_PROVIDER_API_KEY_ENVS = {"openai": ["OPENAI_API_KEY"], "anthropic": ["ANTHROPIC_API_KEY"]}',
    'HF_TOKEN_VARIABLES = ["HF_TOKEN", "HUGGING_FACE_HUB_TOKEN"]',
    '',
    '',
    'def resolve_api_key(provider):',
    '    for name in _PROVIDER_API_KEY_ENVS.get(provider, []):',
    '        api_key = os.getenv(name)',
    '        if api_key:',
    '            return api_key',
    '    raise ValueError(f"No API key found. Set one of: {_PROVIDER_API_KEY_ENVS.get(provider, [])}")',
    '',
    '',
    'def hub_token():',
    '    raise RuntimeError(f"Set one of {HF_TOKEN_VARIABLES}")',
    '',
  ];
  it('accepts an error message that lists the variables to set', async () => {
    const r = repo({ 'envs/chess_env/server/keys.py': source.join('\n') });
    expect(at((await review(r)).findings, 'review/secret-logged')).toEqual([]);
  });

  it('still flags the value read from them', async () => {
    const leaked = [...source.slice(0, 11), '            raise ValueError(f"bad key {api_key}")', ...source.slice(11)];
    const r = repo({ 'envs/chess_env/server/keys.py': leaked.join('\n') });
    expect(at((await review(r)).findings, 'review/secret-logged')).toEqual(['envs/chess_env/server/keys.py:12']);
  });
});

describe('review/secret-logged: a page token is a position in a listing, not a credential', () => {
  // OpenEnv #412: a calendar environment logged invalid page tokens, by name and inside _decode_page_token.
  it('accepts logging a page or cursor token, and any token inside a page-token function', async () => {
    const source = [
      'import logging',
      'logger = logging.getLogger(__name__)',
      '',
      '',
      'def list_events(page_token, next_token):',
      '    logger.warning(f"Invalid page token: {page_token}, next: {next_token}")',
      '',
      '',
      'def _decode_page_token(token):',
      '    if token.isdigit():',
      '        logger.warning(f"Raw numeric page token received: {token}.")',
      '    raise ValueError(f"Invalid page token: {token}.")',
      '',
    ];
    const r = repo({ 'envs/calendar_env/server/events.py': source.join('\n') });
    expect(at((await review(r)).findings, 'review/secret-logged')).toEqual([]);
  });

  it('still flags a credential logged next to them', async () => {
    const source = ['import logging', 'logger = logging.getLogger(__name__)', '', '', 'def connect(api_token):', '    logger.info(f"connecting with {api_token}")', ''];
    const r = repo({ 'envs/calendar_env/server/events.py': source.join('\n') });
    expect(at((await review(r)).findings, 'review/secret-logged')).toEqual(['envs/calendar_env/server/events.py:6']);
  });
});

describe('review/secret-logged follows shell quoting', () => {
  it('accepts an escaped or single-quoted $ (the script prints the literal text)', async () => {
    const r = repo({
      'envs/chess_env/deploy.sh': [
        '#!/bin/sh',
        'echo "  curl -H \\"Authorization: Bearer \\$HF_TOKEN\\" https://huggingface.co/api/whoami-v2"',
        "echo 'export HF_TOKEN=$HF_TOKEN in your shell'",
        '',
      ].join('\n'),
    });
    expect(at((await review(r)).findings, 'review/secret-logged')).toEqual([]);
  });

  it('flags a double-quoted or bare expansion, and a secrets context in a workflow', async () => {
    const r = repo({
      'envs/chess_env/deploy.sh': '#!/bin/sh\necho "it\'s $HF_TOKEN"\nprintf "%s" ${OPENAI_API_KEY}\n',
      '.github/workflows/deploy.yml': "jobs:\n  a:\n    steps:\n      - run: echo '${{ secrets.HF_TOKEN }}'\n",
    });
    expect(at((await review(r)).findings, 'review/secret-logged')).toEqual(['.github/workflows/deploy.yml:4', 'envs/chess_env/deploy.sh:2', 'envs/chess_env/deploy.sh:3']);
  });
});

describe('review/client-server-import: only the environment\'s own modules', () => {
  const server = 'envs/browser_env/server/sandbox.py';
  it("accepts a third-party library's client package inside a server", async () => {
    const r = repo({ [server]: 'from mcp.client.streamable_http import streamablehttp_client\nfrom openai import OpenAI\nimport httpx\n\nX = 1\n' });
    expect(at((await review(r)).findings, 'review/client-server-import')).toEqual([]);
  });

  it("flags the environment's own client, imported relatively or by package", async () => {
    const r = repo({
      [server]: 'from ..client import BrowserEnv\nfrom browser_env.client import BrowserEnv as B\nfrom envs.browser_env.browser_client import Helper\n',
      'envs/browser_env/client.py': 'from browser_env.server.sandbox import X\nfrom .models import A\n',
    });
    expect(at((await review(r)).findings, 'review/client-server-import')).toEqual([
      'envs/browser_env/client.py:1',
      `${server}:1`,
      `${server}:2`,
      `${server}:3`,
    ]);
  });
});

describe("review/http-route: only the environment's own server app", () => {
  it('accepts an OpenAI-compatible proxy inside a sandbox', async () => {
    const r = repo({
      'envs/coding_env/server/llm_proxy.py': 'from fastapi import FastAPI\n\nproxy = FastAPI()\n\n\n@proxy.post("/v1/chat/completions")\ndef complete(body: dict):\n    return body\n',
    });
    expect(at((await review(r)).findings, 'review/http-route')).toEqual([]);
  });

  it('flags a route on server/app.py and on the module openenv.yaml names as the app', async () => {
    const r = repo({
      'envs/coding_env/server/app.py': 'from fastapi import FastAPI\n\napp = FastAPI()\n\n\n@app.get("/debug")\ndef debug():\n    return {}\n',
      'envs/web_env/openenv.yaml': 'name: web_env\napp: web_env.server.main:app\nport: 8000\n',
      'envs/web_env/server/main.py': 'from fastapi import FastAPI\n\napp = FastAPI()\n\n\n@app.post("/admin")\ndef admin():\n    return {}\n',
    });
    expect(at((await review(r)).findings, 'review/http-route')).toEqual(['envs/coding_env/server/app.py:6', 'envs/web_env/server/main.py:6']);
  });
});

const MCP_ENV = 'envs/quest_env/server/quest_environment.py';
const mcpEnv = (tools: string[]): string =>
  ['from fastmcp import FastMCP', '', '', 'class QuestEnvironment(MCPEnvironment):', '    def __init__(self):', '        mcp = FastMCP("quest")', '', ...tools, '        super().__init__(mcp)', ''].join('\n');

describe('review/mcp-simulation-control: the argument must reach selection', () => {
  it('accepts a task_id only copied into the result', async () => {
    const r = repo({
      [MCP_ENV]: mcpEnv(['        @mcp.tool()', '        def submit(answer: str, task_id: str) -> dict:', '            score = grade(answer)', '            return {"task_id": task_id, "score": score}', '']),
    });
    expect(at((await review(r)).findings, 'review/mcp-simulation-control')).toEqual([]);
  });

  it('flags a seed or task argument that reaches reset or task selection, through a local', async () => {
    const r = repo({
      [MCP_ENV]: mcpEnv([
        '        @mcp.tool()',
        '        def restart(seed: int) -> str:',
        '            self._env.reset(seed=seed)',
        '            return "ok"',
        '',
        '        @mcp.tool()',
        '        def pick(task_id: str) -> str:',
        '            key = task_id.strip()',
        '            self.current = self.tasks[key]',
        '            return "picked"',
        '',
      ]),
    });
    const hits = at((await review(r)).findings, 'review/mcp-simulation-control');
    expect(hits).toEqual([`${MCP_ENV}:9`, `${MCP_ENV}:10`, `${MCP_ENV}:14`]);
  });
});

describe('review/mcp-reserved-tool: tests are exempt', () => {
  it('accepts a test that registers a tool named reset to assert it is rejected', async () => {
    const r = repo({ 'tests/core/test_mcp_reserved.py': 'def test_rejects_reset(mcp):\n    @mcp.tool()\n    def reset() -> str:\n        return "x"\n' });
    expect(at((await review(r)).findings, 'review/mcp-reserved-tool')).toEqual([]);
  });

  it('still flags the same tool in an environment', async () => {
    const r = repo({ [MCP_ENV]: mcpEnv(['        @mcp.tool()', '        def reset() -> str:', '            return "x"', '']) });
    expect(at((await review(r)).findings, 'review/mcp-reserved-tool')).toEqual([`${MCP_ENV}:9`]);
  });
});

describe('lint noise collapses; the bug-risk profile is tiered per code', () => {
  const util = 'envs/chess_env/server/util.py';
  it("gives one Tier 1 bullet per file, never for whitespace, and hands ruff HEAD's configuration", async () => {
    const r = repo(
      { [util]: 'import os\nimport sys\nimport re\n\n\ndef f(x=[]):  \n    return eval(x)\n', 'pyproject.toml': '[tool.ruff]\nline-length = 88\n' },
      { baseFiles: { [util]: 'def f(x):\n    return x\n' } },
    );
    let configs: string[] = [];
    const { findings, report, markdown } = await review(r, {
      lint: async (files, request) => {
        configs = (request?.configs ?? []).map((c) => c.path);
        const d = (line: number, code: string, message: string) => ({ file: util, line, column: 1, code, message });
        return {
          status: 'ran',
          filesChecked: files.length,
          findings: [d(1, 'F401', '`os` imported but unused'), d(2, 'F401', '`sys` imported but unused'), d(3, 'F401', '`re` imported but unused'), d(6, 'W291', 'Trailing whitespace')],
          bugRisk: [d(6, 'B006', 'Do not use mutable data structures for argument defaults'), d(7, 'S307', 'Use of possibly insecure function')],
        };
      },
    });
    expect(configs).toEqual(['pyproject.toml']);
    const lint = findings.filter((f) => f.rule === 'review/lint');
    expect(lint.map((f) => [f.line, f.severity])).toEqual([
      [1, 'error'],
      [6, 'notice'],
    ]);
    expect(lint[0]!.message).toContain('F401 ×3: lines 1, 2, 3');
    // A provable bug first, the linter's style last (issue 27).
    expect(report.tier1.map((i) => `${i.rule}:${i.line}`)).toEqual(['review/bug-risk:6', 'review/lint:1']);
    expect(report.tier2.map((i) => `${i.rule}:${i.line}:${i.conflict}`)).toEqual(['review/bug-risk:7:check']);
    expect(markdown).not.toContain('W291 ');
  });

  it("leaves a test's private-member access and scratch /tmp paths alone; elsewhere they are context", async () => {
    const test = 'tests/envs/test_chess.py';
    const code = 'def test_board(env):\n    env._board.reset()\n    open("/tmp/board.txt", "w")\n';
    const r = repo({ [test]: code, [util]: code.replace('def test_board', 'def board') });
    const { report } = await review(r, {
      lint: async (files) => {
        const risks = [test, util].flatMap((file) => [
          { file, line: 2, column: 5, code: 'SLF001', message: 'Private member accessed: `_board`' },
          { file, line: 3, column: 10, code: 'S108', message: 'Probable insecure usage of temporary file or directory: "/tmp/board.txt"' },
        ]);
        return { status: 'ran', filesChecked: files.length, findings: [], bugRisk: risks };
      },
    });
    expect(report.notices.filter((n) => n.rule === 'review/bug-risk').map((n) => n.file)).toEqual([util]);
  });

  it('counts bug risks on lines the change did not touch as pre-existing', async () => {
    const r = repo({ [util]: 'def f(x=[]):\n    return x\n\n\nY = 2\n' }, { baseFiles: { [util]: 'def f(x=[]):\n    return x\n\n\nY = 1\n' } });
    const { findings, report } = await review(r, {
      lint: async (files) => ({ status: 'ran', filesChecked: files.length, findings: [], bugRisk: [{ file: util, line: 1, column: 7, code: 'B006', message: 'mutable default' }] }),
    });
    expect(at(findings, 'review/bug-risk')).toEqual([]);
    expect(report.preExisting).toBe(1);
  });
});

describe('review/repository-hygiene and review/import-time-environ', () => {
  it('flags a new slide deck outside assets/, a new top-level note, and os.environ written at import time', async () => {
    const r = repo({
      'envs/chess_env/design.pptx': new Uint8Array([80, 75, 3, 4, 0, 0, 1, 2]),
      'PLAN.md': '# Plan\n',
      'envs/chess_env/server/config.py': 'import os\n\nos.environ["TOKENIZERS_PARALLELISM"] = "false"\n',
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/repository-hygiene')).toEqual(['PLAN.md:1', 'envs/chess_env/design.pptx:1']);
    expect(at(findings, 'review/import-time-environ')).toEqual(['envs/chess_env/server/config.py:3']);
  });

  it('says a UTF-16 text file is not UTF-8, not that it bloats the repository; a script may set its own environment (OpenEnv #499)', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('final_training.ipynb\r\n', 'utf16le')]);
    const r = repo({
      'envs/chess_env/.gitignore': new Uint8Array(utf16),
      'envs/chess_env/train_grpo.py': 'import os\n\nos.environ["WANDB_MODE"] = "offline"\n\nif __name__ == "__main__":\n    print("train")\n',
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/repository-hygiene')).toEqual(['envs/chess_env/.gitignore:1']);
    expect(findings.find((f) => f.rule === 'review/repository-hygiene')!.message).toMatch(/^This text file is not UTF-8/);
    expect(at(findings, 'review/import-time-environ')).toEqual([]);
  });

  it("accepts an environment server's own settings in server/app.py, the entry point the message points to (OpenEnv #626)", async () => {
    const app = 'import os\n\nos.environ.setdefault("ENABLE_WEB_INTERFACE", "true")\n\napp = create_app(Env, Action, Observation)\n';
    const { findings } = await review(repo({ 'envs/chess_env/server/app.py': app, 'envs/chess_env/__main__.py': 'import os\n\nos.environ["X"] = "1"\n' }));
    expect(at(findings, 'review/import-time-environ')).toEqual([]);
    // The same line in a module the server imports is a flag.
    const { findings: inLibrary } = await review(repo({ 'envs/chess_env/server/settings.py': app }));
    expect(at(inLibrary, 'review/import-time-environ')).toEqual(['envs/chess_env/server/settings.py:3']);
  });

  it('accepts images under assets/, README files, and environment writes inside functions', async () => {
    const r = repo({
      'docs/assets/diagram.png': new Uint8Array([137, 80, 78, 71, 0, 0, 1, 2]),
      'envs/chess_env/README.md': '# Chess\n',
      'envs/chess_env/server/config.py': 'import os\n\n\ndef main():\n    os.environ["TOKENIZERS_PARALLELISM"] = "false"\n',
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/repository-hygiene')).toEqual([]);
    expect(at(findings, 'review/import-time-environ')).toEqual([]);
  });
});
