import { describe, expect, it } from '@jest/globals';
import { at, review, trackedRepos } from './support.js';

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
