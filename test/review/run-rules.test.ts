import { describe, expect, it } from '@jest/globals';
import { runRules } from '../../src/engine/rule.js';
import { REVIEW_RULES } from '../../src/checks/review/index.js';
import { newReviewFile, parseHunks, type ReviewFile } from '../../src/checks/review/diff.js';
import { sourceMatcher, type ReviewContext, type ReviewRule } from '../../src/checks/review/context.js';
import { parseReviewOptions } from '../../src/checks/review/options.js';
import { runReviewRules } from '../../src/checks/review/run-rules.js';
import { pythonViewOf, type PythonView } from '../../src/checks/review/tokens.js';
import { MemoryRepoView } from '../../src/repo/memory.js';

/** A file the change added whole (every line is an added line, the text is known). */
function added(path: string, text: string): ReviewFile {
  const file = newReviewFile(path, 'added');
  const lines = text.split('\n');
  parseHunks([`@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`)].join('\n'), file);
  file.head = text;
  return file;
}

function contextOf(files: ReviewFile[]): ReviewContext {
  const options = parseReviewOptions({});
  const tree = Object.fromEntries(files.map((f) => [f.path, f.head ?? '']));
  return { files, options, openRfcs: [], isSource: sourceMatcher(options), annotations: new Map(), headTree: new MemoryRepoView(tree) };
}

/** A change several rules report on, in several files (per-file rules and rules that look across files). */
const CHANGE = (): ReviewFile[] => [
  added('envs/echo_env/server/app.py', 'import pdb\n\ndef step(self, action):\n    print("stepping")  # TODO tidy\n    hf_token = load()\n    logger.info(f"token {hf_token}")\n    return action\n'),
  added('envs/echo_env/client.py', 'from .server.app import step\n\nclass EchoClient:\n    def reward(self, obs):\n        total = obs.a + obs.b\n        return total\n'),
  added('NOTES.md', '# Notes\n'),
  added('envs/echo_env/.env', 'HF_TOKEN=hf_abcdefghijklmnopqrstuvwxyzABCDEFGH\n'),
  added('src/openenv/core/env_server/extra.py', 'import os\nos.environ["MODE"] = "x"\nbreakpoint()\nprint(1)\n'),
];

describe('runReviewRules', () => {
  it('reports what running every rule over the whole change in turn reports, in the same order', async () => {
    const expected = await runRules(REVIEW_RULES as readonly ReviewRule[], contextOf(CHANGE()), '');
    const actual = await runReviewRules(REVIEW_RULES, contextOf(CHANGE()));
    expect(new Set(actual.map((f) => f.rule)).size).toBeGreaterThanOrEqual(6);
    expect(actual).toEqual(expected);
  });

  it('runs per-file rules one file at a time, and a rule that throws stops there with one internal-error finding', async () => {
    const seen: string[][] = [];
    const perFile: ReviewRule = {
      id: 'test/per-file',
      description: 'reports each file; throws on the second',
      defaultSeverity: 'warning',
      tier: 2,
      perFile: true,
      run(context, report) {
        seen.push(context.files.map((f) => f.path));
        for (const file of context.files) {
          if (file.path === 'b.py') throw new Error('boom');
          report({ file: file.path, line: 1, message: 'seen' });
        }
      },
    };
    const wholeChange: ReviewRule = {
      id: 'test/whole-change',
      description: 'counts the files it sees',
      defaultSeverity: 'warning',
      tier: 2,
      run(context, report) {
        report({ file: '', line: 1, message: `${context.files.length} files` });
      },
    };
    const findings = await runReviewRules([wholeChange, perFile], contextOf([added('a.py', 'x = 1'), added('b.py', 'y = 2'), added('c.py', 'z = 3')]));
    expect(seen).toEqual([['a.py'], ['b.py']]);
    expect(findings.map((f) => [f.rule, f.file, f.message])).toEqual([
      ['test/whole-change', '', '3 files'],
      ['test/per-file', 'a.py', 'seen'],
      ['internal/rule-crashed', '', expect.stringContaining('test/per-file failed on this file: boom')],
    ]);
  });

  it('tokenizes a file once for all per-file rules, and drops its tokens once they have read it', async () => {
    const views: PythonView[] = [];
    const reader = (id: string): ReviewRule => ({
      id,
      description: 'reads the Python view',
      defaultSeverity: 'warning',
      tier: 2,
      perFile: true,
      run(context) {
        for (const file of context.files) views.push(pythonViewOf(file));
      },
    });
    const file = added('a.py', 'print(1)\n');
    await runReviewRules([reader('test/first'), reader('test/second')], contextOf([file]));
    expect(views).toHaveLength(2);
    expect(views[1]).toBe(views[0]);
    expect(pythonViewOf(file)).not.toBe(views[0]);
    expect(pythonViewOf(file)).toEqual(views[0]);
  });
});
