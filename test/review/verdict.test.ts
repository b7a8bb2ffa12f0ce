// Issue 27: the verdict rests on what the repository's gates enforce or a program can prove, and the two
// hits lost to over-broad exemptions (a server's print, a swallowed traceback, an RFC's own class) are back.
// Fixtures are written from the patterns of OpenEnv #603, #499, #471 and OpenEnv's own lint workflow.
import { describe, expect, it } from '@jest/globals';
import { ruffCheckPaths } from '../../src/checks/review/lint/ci-gate.js';
import { collapseRepeated } from '../../src/checks/review/compose.js';
import { renderReviewMarkdown } from '../../src/checks/review/report.js';
import { verdictOf, type ReviewReport } from '../../src/checks/review/model.js';
import type { LintFinding } from '../../src/checks/review/lint/ruff.js';
import type { Finding } from '../../src/engine/finding.js';
import { at, review, trackedRepos } from './support.js';

const repo = trackedRepos();

/** OpenEnv's test workflow: ruff lints src/ and tests/ only. */
const OPENENV_LINT = {
  '.github/workflows/lint.yml': [
    'jobs:',
    '  lint:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - run: |',
    '          uv sync --all-extras',
    '          uv pip install ruff usort',
    '      - name: Run ruff lint check',
    '        run: uv run ruff check src/ tests/',
    '',
  ].join('\n'),
};

const finding = (file: string, line: number, code: string, message: string): LintFinding => ({ file, line, column: 1, code, message });

describe('ruffCheckPaths', () => {
  it('reads the paths of every ruff check, skipping options and their values', () => {
    expect(ruffCheckPaths('uv run ruff check src/ tests/')).toEqual([['src', 'tests']]);
    expect(ruffCheckPaths('ruff check --select E,F --output-format github ./pkg && ruff format --check .')).toEqual([['pkg']]);
    expect(ruffCheckPaths('python -m ruff check')).toEqual([['']]);
    expect(ruffCheckPaths('echo "no linter here"; ruff format src/')).toEqual([]);
  });
});

describe('lint counts at Tier 1 only where the repository CI lints', () => {
  const envFile = 'envs/echo_env/server/util.py';
  const envClient = 'envs/echo_env/helpers.py';
  const core = 'src/openenv/core/util.py';
  const lint = (files: string[], code = 'F401', message = '`os` imported but unused') => async () => ({
    status: 'ran' as const,
    filesChecked: files.length,
    findings: files.map((file) => finding(file, 1, code, message)),
    bugRisk: [],
  });

  it('makes unused imports in envs/ one Tier 2 line and does not request changes for them', async () => {
    const r = repo({ [envFile]: 'import os\n', [envClient]: 'import os\n' }, { baseFiles: OPENENV_LINT });
    const { report, markdown } = await review(r, { lint: lint([envFile, envClient]) });
    expect(report.tier1).toEqual([]);
    const lines = report.tier2.filter((i) => i.rule === 'review/lint');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.message).toContain(`\`${envClient}\` (F401: line 1), \`${envFile}\` (F401: line 1)`);
    expect(lines[0]!.message).toContain('.github/workflows/lint.yml: ruff check src tests');
    expect(verdictOf(report)).toBe('comment');
    expect(markdown).toContain('| Lint (ruff) | PASS |');
  });

  it('keeps lint in a linted path at Tier 1, as one bullet after the provable defects', async () => {
    const other = 'tests/test_util.py';
    const r = repo({ [core]: 'import os\n', [other]: 'import os\n', 'envs/echo_env/.env': 'API_URL=http://localhost\n' }, { baseFiles: OPENENV_LINT });
    const { report } = await review(r, { lint: lint([core, other]) });
    expect(report.tier1.map((i) => i.rule)).toEqual(['review/env-file', 'review/lint']);
    expect(report.tier1[1]!.message).toContain(`\`${core}\` F401: line 1`);
    expect(report.tier1[1]!.message).toContain(`\`${other}\` F401: line 1`);
    expect(verdictOf(report)).toBe('request changes');
  });

  it('keeps a defect code (an undefined name) at Tier 1 wherever it is', async () => {
    const r = repo({ [envFile]: 'x = undefined_name\n' }, { baseFiles: OPENENV_LINT });
    const { report } = await review(r, { lint: lint([envFile], 'F821', 'Undefined name `undefined_name`') });
    expect(report.tier1.map((i) => `${i.rule}:${i.file}`)).toEqual([`review/lint:${envFile}`]);
  });

  it('with no workflow running ruff, no path is gated', async () => {
    const r = repo({ [core]: 'import os\n' }, { baseFiles: { '.github/workflows/lint.yml': 'jobs:\n  t:\n    steps:\n      - run: pytest\n' } });
    const { report } = await review(r, { lint: lint([core]) });
    expect(report.tier1).toEqual([]);
    expect(report.tier2.find((i) => i.rule === 'review/lint')?.message).toContain('no workflow of the repository runs ruff');
  });

  it('follows pre-commit with a ruff hook run by a workflow', async () => {
    const r = repo(
      { [envFile]: 'import os\n' },
      {
        baseFiles: {
          '.github/workflows/lint.yml': 'jobs:\n  t:\n    steps:\n      - uses: pre-commit/action@v3.0.1\n',
          '.pre-commit-config.yaml': 'repos:\n  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: v0.6.0\n    hooks:\n      - id: ruff\n',
        },
      },
    );
    const { report } = await review(r, { lint: lint([envFile]) });
    expect(report.tier1.map((i) => i.rule)).toEqual(['review/lint']);
  });
});

describe('Tier 2 blocks and grouped lines say only what is specific', () => {
  const base: ReviewReport = {
    version: 1,
    baseSha: 'a'.repeat(40),
    headSha: 'b'.repeat(40),
    source: 'git',
    filesChanged: 1,
    linesAdded: 1,
    linesRemoved: 0,
    automated: { lint: { status: 'PASS', summary: '' }, debug: { status: 'PASS', summary: '' } },
    openRfcs: [],
    tier1: [],
    tier2: [],
    notices: [],
    preExisting: 0,
  };

  it('drops "none found" reviewers and the generic question of a check warning, keeps them where they say something', () => {
    const markdown = renderReviewMarkdown({
      ...base,
      tier2: [
        { rule: 'deps/x', severity: 'warning', check: 'validate', file: 'a.py', message: 'warned', conflict: 'check', reviewers: [] },
        { rule: 'review/http-route', severity: 'warning', check: 'review', file: 'b.py', message: 'route', conflict: 'principle', principle: 'Communication patterns', reviewers: ['@owner'] },
      ],
    });
    expect(markdown).not.toContain('none found');
    expect(markdown).not.toContain('is this warning expected');
    expect(markdown).toContain('does it keep “Communication patterns”');
    expect(markdown).toContain('Suggested reviewers: `@owner`');
  });

  it('lists the distinct findings at one place instead of the place four times', () => {
    const field = (name: string): Finding => ({ rule: 'rfc/header-field-missing', severity: 'warning', check: 'rfc-lint', file: 'rfcs/004-rubrics.md', line: 1, message: `missing **${name}**`, fingerprint: name });
    const [line] = collapseRepeated(['Status', 'Created', 'Authors', 'RFC ID'].map(field));
    expect(line!.message).toBe('4 findings at rfcs/004-rubrics.md:1: missing **Status**; missing **Created**; missing **Authors**; missing **RFC ID**');
  });
});

describe('review/debug-print in a server that also has a command line', () => {
  const proxy = 'envs/opencode_env/interception.py';
  const server = [
    'import argparse',
    'from fastapi import FastAPI',
    '',
    '',
    'def _build_app(cfg):',
    '    app = FastAPI()',
    '',
    '    @app.post("/v1/chat/completions")',
    '    async def chat(request):',
    '        return await _proxy(request, cfg)',
    '',
    '    return app',
    '',
    '',
    'async def _proxy(request, cfg):',
    '    upstream = await cfg.client.post(request)',
    '    if upstream.status_code >= 400:',
    '        print(f"upstream error {upstream.status_code}")',
    '    return upstream',
    '',
    '',
    'def serve(cfg):',
    '    import uvicorn',
    '    uvicorn.run(_build_app(cfg))',
    '',
    '',
    'def main():',
    '    parser = argparse.ArgumentParser()',
    '    args = parser.parse_args()',
    '    print(f"serving on {args.port}")',
    '    serve(args)',
    '',
    '',
    'if __name__ == "__main__":',
    '    print("starting")',
    '    main()',
    '',
  ].join('\n');

  it("flags the print a route handler reaches, not the command line's own output", async () => {
    const r = repo({ [proxy]: server });
    expect(at((await review(r)).findings, 'review/debug-print')).toEqual([`${proxy}:18`]);
  });

  it('leaves a command-line script without routes alone', async () => {
    const r = repo({ [proxy]: server.replace('from fastapi import FastAPI', '').replace('    app = FastAPI()', '    app = object()').replace('    @app.post("/v1/chat/completions")\n', '') });
    expect(at((await review(r)).findings, 'review/debug-print')).toEqual([]);
  });
});

describe('review/debugger: traceback.print_exc() in a script', () => {
  const script = 'envs/email_triage_env/train_grpo.py';
  const swallowing = [
    'import argparse',
    '',
    '',
    'def score(env):',
    '    try:',
    '        result = env.run()',
    '    except Exception as exc:',
    '        import traceback',
    '        traceback.print_exc()',
    '        result = {"quality": 0.0}',
    '    return result',
    '',
    '',
    'if __name__ == "__main__":',
    '    score(argparse.ArgumentParser().parse_args())',
    '',
  ].join('\n');

  it('flags it in an except that goes on with a stand-in value (OpenEnv #499)', async () => {
    const r = repo({ [script]: swallowing });
    expect(at((await review(r)).findings, 'review/debugger')).toEqual([`${script}:9`]);
  });

  it('accepts it where the except re-raises', async () => {
    const r = repo({ [script]: swallowing.replace('        result = {"quality": 0.0}', '        raise') });
    expect(at((await review(r)).findings, 'review/debugger')).toEqual([]);
  });
});

describe('review/rfc-area: a definition of what an open RFC defines', () => {
  const rfc = {
    'rfcs/005-agentic-harnesses.md': [
      '# RFC 005: Agentic Harness Integration',
      '',
      '**Status**: In Review',
      '**Authors**: @harness-author',
      '',
      '## Design',
      '',
      '```python',
      'class HarnessAdapter(ABC):',
      '    async def start(self, working_directory: str) -> None:',
      '        ...',
      '```',
      '',
    ].join('\n'),
  };

  it('flags a change that defines the class again, in a folder named by the slug too', async () => {
    const file = 'src/openenv/core/harness/__init__.py';
    const r = repo({ [file]: 'from abc import ABC\n\n\nclass HarnessAdapter(ABC):\n    pass\n' }, { baseFiles: rfc });
    const { report } = await review(r);
    const flags = report.tier2.filter((i) => i.rule === 'review/rfc-area');
    expect(flags.map((i) => `${i.file}:${i.line}`)).toEqual([`${file}:4`]);
    expect(flags[0]!.message).toContain('`HarnessAdapter`');
    expect(flags[0]!.reviewers).toEqual(['@harness-author']);
  });

  it('stays silent on a method named like one of the RFC, or a use of the class', async () => {
    const r = repo(
      { 'src/openenv/core/harness/runner.py': 'from .adapter import HarnessAdapter\n\n\nclass Runner:\n    async def start(self, working_directory):\n        return HarnessAdapter\n' },
      { baseFiles: rfc },
    );
    const { report } = await review(r);
    expect(report.tier2.filter((i) => i.rule === 'review/rfc-area')).toEqual([]);
  });
});
