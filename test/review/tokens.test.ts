import { describe, expect, it } from '@jest/globals';
import { at, baseText, review, trackedRepos } from './support.js';
import { shareTextViews, viewOfText } from '../../src/checks/review/tokens.js';

/**
 * Review rules read Python through the one tokenizer (src/python/tokenize.ts). Each case below is one the
 * old hand-written line lexer (review/python.ts) got wrong: strings it ended too early or too late, and
 * statements spread over several lines that it read one line at a time.
 */
const repo = trackedRepos();

describe('strings the line lexer ended in the wrong place', () => {
  it('debug-print and todo-comment: prints and `#` inside strings are text; a print after an escaped triple quote is code', async () => {
    const r = repo({
      'envs/chess_env/server/docs.py': [
        'HELP = """Usage:',
        'print("this is documentation")  # TODO: inside the docstring',
        '"""',
        'LABEL = "# TODO: not a comment"',
        'QUOTED = """a \\""" b"""',
        '',
        '',
        'def move(board, m):',
        '    print("moving", m)',
        '    return board',
        '',
      ].join('\n'),
      'envs/chess_env/server/continued.py': ['def label(m):', '    text = "one \\', 'print(m) two"', '    return text', ''].join('\n'),
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/debug-print')).toEqual(['envs/chess_env/server/docs.py:9']);
    expect(at(findings, 'review/todo-comment')).toEqual([]);
  });

  it('gym-signature: a `#` in a default value is not a comment that hides the end of the signature', async () => {
    const INTERFACES = 'src/openenv/core/env_server/interfaces.py';
    const withMarker = baseText(INTERFACES).replace('def step(self, action: ActT, timeout_s', 'def step(self, action: ActT, sep: str = "#", timeout_s');
    const docstringOnly = repo({ [INTERFACES]: withMarker.replace('Take a step in the environment.', 'Advance the environment by one action.') }, { baseFiles: { [INTERFACES]: withMarker } });
    expect(at((await review(docstringOnly)).findings, 'review/gym-signature')).toEqual([]);
    const changed = repo({ [INTERFACES]: withMarker.replace('sep: str = "#"', 'sep: str = "|"') }, { baseFiles: { [INTERFACES]: withMarker } });
    expect(at((await review(changed)).findings, 'review/gym-signature')).toEqual([`${INTERFACES}:24`]);
  });
});

describe('statements over several lines', () => {
  it('secret-logged, client-reward and wire-type-not-pydantic read the whole statement', async () => {
    const r = repo({
      'envs/chess_env/server/hub.py': [
        'def connect(hf_token):',
        '    logger.info(',
        '        "connecting with %s",',
        '        hf_token,',
        '    )',
        '',
        '',
        'def fail(static_token):',
        '    # A fingerprint of the token is not the token (seen on a real pull request, over three lines).',
        '    logger.error(',
        '        f"lookup failed (fingerprint={_token_fingerprint(static_token)})"',
        '    )',
        '',
      ].join('\n'),
      'envs/echo_env/client.py': baseText('envs/echo_env/client.py') + ['', '', 'def total(a, b):', '    total_reward = (', '        a + b', '    )', '    return total_reward', ''].join('\n'),
      'envs/chess_env/models.py': ['from typing import TypedDict', '', '', 'class ChessObservation(', '    TypedDict,', '):', '    board: str', ''].join('\n'),
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/secret-logged')).toEqual(['envs/chess_env/server/hub.py:2']);
    const clientLines = baseText('envs/echo_env/client.py').split('\n').length;
    expect(at(findings, 'review/client-reward')).toEqual([`envs/echo_env/client.py:${clientLines + 3}`]);
    expect(at(findings, 'review/wire-type-not-pydantic')).toEqual(['envs/chess_env/models.py:4']);
  });

  it('mcp-reserved-tool: a name=... on the line after the decorator or the Tool( call', async () => {
    const r = repo({
      'envs/chess_env/server/tools.py': [
        'from fastmcp import FastMCP',
        '',
        'mcp = FastMCP("chess")',
        '',
        '',
        '@mcp.tool(',
        '    name="reset",',
        ')',
        'def restart_board() -> str:',
        '    return "ok"',
        '',
        '',
        'TOOLS = [',
        '    Tool(',
        '        name="step",',
        '        description="advance",',
        '    ),',
        ']',
        '',
      ].join('\n'),
    });
    expect(at((await review(r)).findings, 'review/mcp-reserved-tool')).toEqual(['envs/chess_env/server/tools.py:7', 'envs/chess_env/server/tools.py:15']);
  });

  it('http-route: the path of a decorator written over several lines (the simulation-only /reset is exempt)', async () => {
    const app = 'envs/echo_env/server/app.py';
    const r = repo({
      [app]: baseText(app).replace(
        '\n\ndef main():',
        '\n\n@app.post(\n    "/reset",\n)\ndef reset_again():\n    return {}\n\n\n@app.get(\n    "/debug/state",\n)\ndef debug_state():\n    return {}\n\n\ndef main():',
      ),
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/http-route')).toEqual([`${app}:18`]);
    expect(findings.find((f) => f.rule === 'review/http-route')?.message).toContain('`/debug/state`');
  });
});

describe('views of whole texts while the rules run', () => {
  it('are built once per text (an equal string too), shared by nested runs, and dropped after the last', async () => {
    const text = 'class A:\n    def f(self):\n        return 1\n';
    const equal = [...text].join(''); // the same content in another string
    await shareTextViews(async () => {
      const first = viewOfText(text);
      expect(first.statements.map((s) => s.line)).toEqual([1, 2, 3]);
      expect(viewOfText(equal)).toBe(first);
      await shareTextViews(async () => expect(viewOfText(text)).toBe(first));
      expect(viewOfText(text)).toBe(first);
    });
    expect(viewOfText(text)).not.toBe(viewOfText(text));
  });
});
