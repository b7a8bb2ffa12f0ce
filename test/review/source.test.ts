import { afterEach, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GitHubApi, PullRequestFile } from '../../src/github/api.js';
import { builtLines, changedLineCount, changedTextMatches, newReviewFile, parseHunks, someChangedLine } from '../../src/checks/review/diff.js';
import { ruffRunner } from '../../src/checks/review/lint/ruff.js';
import type { ReviewReport } from '../../src/checks/review/model.js';
import { runReview } from '../../src/checks/review/index.js';
import { diffFromGit } from '../../src/checks/review/source.js';
import { gitRunner } from '../../src/repo/git.js';
import { MemoryRepoView } from '../../src/repo/memory.js';
import { checkContext } from '../support/context.js';
import { makeRepo, pullRequest, skippedLint, type TempRepo } from './support.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});
function repo(...args: Parameters<typeof makeRepo>): TempRepo {
  const r = makeRepo(...args);
  cleanups.push(r.cleanup);
  return r;
}

describe('diff model', () => {
  it('reads added, changed and removed lines with HEAD/BASE numbers from -U0 hunks', () => {
    const file = newReviewFile('a.py', 'modified');
    parseHunks(['@@ -2,0 +3,2 @@', '+x = 1', '+y = 2', '@@ -10 +12 @@', '-old', '+new', '\\ No newline at end of file'].join('\n'), file);
    expect(file.added).toEqual([
      { line: 3, text: 'x = 1' },
      { line: 4, text: 'y = 2' },
      { line: 12, text: 'new' },
    ]);
    expect(file.removed).toEqual([{ line: 10, text: 'old' }]);
  });

  it('builds the lines of a lazily parsed file on first read, the same as parsed up front', () => {
    const patch = ['@@ -2,0 +3,2 @@', '+x = 1', '+y = 2', '@@ -10,2 +12 @@', '-old', '-def gone():', '+new', '\\ No newline at end of file'].join('\n');
    const eager = newReviewFile('a.py', 'modified');
    parseHunks(patch, eager);
    const lazy = newReviewFile('a.py', 'modified');
    parseHunks(patch, lazy, { lazy: true });
    expect([...lazy.addedLines]).toEqual([3, 4, 12]);
    // Counted and searched from the patch, before anything reads them...
    expect(builtLines(lazy, 'removed')).toBeUndefined();
    expect(changedLineCount(lazy, 'removed')).toBe(2);
    expect(changedLineCount(lazy, 'added')).toBe(3);
    const seen: string[] = [];
    expect(someChangedLine(lazy, 'removed', (l) => (seen.push(`${l.line}:${l.text}`), l.text.startsWith('def ')))).toBe(true);
    expect(seen).toEqual(['10:old', '11:def gone():']);
    expect(someChangedLine(lazy, 'removed', (l) => l.text === 'new')).toBe(false);
    expect(someChangedLine(lazy, 'added', (l) => l.text === 'new' && l.line === 12)).toBe(true);
    expect(builtLines(lazy, 'removed')).toBeUndefined();
    expect(builtLines(lazy, 'added')).toBeUndefined();
    // ...then built once, as plain arrays.
    expect(lazy.removed).toEqual([{ line: 10, text: 'old' }, { line: 11, text: 'def gone():' }]);
    expect(lazy.removed).toEqual(eager.removed);
    expect(lazy.added).toEqual(eager.added);
    expect(builtLines(lazy, 'removed')).toBe(lazy.removed);
    expect(changedLineCount(lazy, 'removed')).toBe(2);
    lazy.removed = [];
    expect(lazy.removed).toEqual([]);
    expect(changedLineCount(lazy, 'removed')).toBe(0);
  });

  it('keeps the hunk positions of each file apart when many files are parsed lazily in turn, and tests words over the patch', () => {
    // More lines than the first scratch array holds, then a small file: each keeps only its own lines.
    const long = Array.from({ length: 300 }, (_, i) => `+line_${i} = ${i}`);
    const big = newReviewFile('big.py', 'added');
    parseHunks(['@@ -0,0 +1,300 @@', ...long].join('\n'), big, { lazy: true });
    const small = newReviewFile('small.py', 'modified');
    parseHunks(['@@ -7 +7 @@', '-print(token)', '+logger.info("set")'].join('\n'), small, { lazy: true });
    expect(changedLineCount(big, 'added')).toBe(300);
    expect(changedLineCount(big, 'removed')).toBe(0);
    expect(big.added[299]).toEqual({ line: 300, text: 'line_299 = 299' });
    expect(small.added).toEqual([{ line: 7, text: 'logger.info("set")' }]);
    expect(small.removed).toEqual([{ line: 7, text: 'print(token)' }]);
    const fresh = newReviewFile('small.py', 'modified');
    parseHunks(['@@ -7 +7 @@', '-print(token)', '+logger.info("set")'].join('\n'), fresh, { lazy: true });
    // A word on either side of the patch may be on a changed line; a word on neither is on none.
    expect(changedTextMatches(fresh, /token/)).toBe(true);
    expect(changedTextMatches(fresh, /logger/)).toBe(true);
    expect(changedTextMatches(fresh, /RESERVED_TOOL_NAMES/)).toBe(false);
    expect(someChangedLine(fresh, 'added', (l) => l.text.includes('RESERVED_TOOL_NAMES'))).toBe(false);
    // Without the patch (lines given, as from the API) it cannot say no.
    const api = newReviewFile('api.py', 'modified');
    parseHunks(['@@ -1 +1 @@', '-a', '+b'].join('\n'), api);
    expect(changedTextMatches(api, /RESERVED_TOOL_NAMES/)).toBe(true);
  });

  it('knows renames, deletions, binary files and non-ASCII paths from git', async () => {
    const r = repo(
      { 'envs/b/renamed.py': 'A = 1\nB = 2\nC = 3\nD = 4\n', 'envs/a/old.py': null, 'envs/ü/naïve.py': 'X = 1\n', 'envs/img.bin': new Uint8Array([0, 1, 2, 3]), 'gone.txt': null },
      { baseFiles: { 'envs/a/old.py': 'A = 1\nB = 2\nC = 3\n', 'gone.txt': 'bye\n' }, baseTree: '' },
    );
    const files = await diffFromGit(gitRunner(r.dir), r.base, r.head);
    const summary = files.map((f) => `${f.status}:${f.previousPath ? f.previousPath + '->' : ''}${f.path}:${f.added.map((l) => l.line).join(',')}:${f.binary ? 'bin' : f.head === undefined ? 'none' : 'text'}`);
    expect(summary.sort()).toEqual(['added:envs/img.bin::bin', 'added:envs/ü/naïve.py:1:text', 'deleted:gone.txt::none', 'renamed:envs/a/old.py->envs/b/renamed.py:4:text']);
  });

  it('reviews from the pull request API when there is no checkout, and says lint was skipped', async () => {
    const files: PullRequestFile[] = [
      { filename: 'envs/echo_env/server/app.py', status: 'modified', patch: '@@ -8,3 +8,5 @@ app = create_app()\n \n \n+@app.get("/debug")\n+def debug():\n def main():' },
      { filename: 'envs/echo_env/.env', status: 'added', patch: '@@ -0,0 +1 @@\n+A=1' },
      { filename: 'logo.png', status: 'added' },
    ];
    const github = { repository: 'o/r', listPullRequestFiles: async () => files } as unknown as GitHubApi;
    const context = checkContext(new MemoryRepoView({}), { pullRequest: pullRequest(), repositorySlug: 'o/r' });
    context.services.github = github;
    const result = await runReview(context, { lint: skippedLint });
    expect(result.findings.map((f) => `${f.rule}:${f.file}:${f.line}`)).toEqual(['review/env-file:envs/echo_env/.env:1', 'review/http-route:envs/echo_env/server/app.py:10']);
    expect(result.commentMarkdown).toContain('(from the pull request diff)');
    expect(result.commentMarkdown).toContain('| Lint (ruff) | SKIPPED |');
  });

  it('reads the pull request diff from the API when the checkout is not the pull request (pull_request_target checks out the base)', async () => {
    const r = repo({ 'envs/echo_env/server/debug.py': 'def go():\n    breakpoint()\n' });
    r.git('checkout', '-q', r.base); // what actions/checkout gives under pull_request_target
    const files: PullRequestFile[] = [
      { filename: 'envs/echo_env/server/debug.py', status: 'added', patch: '@@ -0,0 +1,2 @@\n+def go():\n+    breakpoint()' },
      { filename: 'envs/echo_env/client.py', status: 'modified', patch: '@@ -8,0 +9 @@\n+from .server.echo_environment import EchoEnvironment' },
    ];
    const github = { repository: 'o/r', listPullRequestFiles: async () => files } as unknown as GitHubApi;
    const context = checkContext(new MemoryRepoView({}), {
      root: r.dir,
      baseRevision: r.base, // chosen by the action: the event's base sha is in the clone
      eventName: 'pull_request_target',
      pullRequest: pullRequest({ baseSha: r.base, headSha: r.head }),
      repositorySlug: 'o/r',
    });
    context.services.git = gitRunner(r.dir);
    context.services.github = github;
    const result = await runReview(context, { lint: skippedLint });
    expect(result.findings.map((f) => `${f.rule}:${f.file}:${f.line}`)).toEqual(['review/client-server-import:envs/echo_env/client.py:9', 'review/debugger:envs/echo_env/server/debug.py:2']);
    expect(result.commentMarkdown).toContain('(from the pull request diff)');
    // The base commit is in the clone: CODEOWNERS and git blame of the invariant still name reviewers.
    const report = result.data?.review as ReviewReport;
    expect(report.tier2[0]?.reviewers).toEqual(['@docs-owner', '@envs-owner', '@invariant-keeper']);
  });

  it('does nothing without a base revision or a pull request', async () => {
    const result = await runReview(checkContext(new MemoryRepoView({})), { lint: skippedLint });
    expect(result).toEqual({ findings: [] });
  });

  it('names the fix when the base revision is missing from a shallow clone', async () => {
    const r = repo({ 'a.py': 'A = 1\n' });
    const context = checkContext(new MemoryRepoView({}), { root: r.dir, baseRevision: 'f'.repeat(40), headRevision: r.head });
    context.services.git = gitRunner(r.dir);
    await expect(runReview(context, { lint: skippedLint })).rejects.toThrow(/fetch-depth: 0/);
  });
});

describe('hostile input', () => {
  it('reviews a multi-megabyte one-line file, invalid UTF-8 and a binary file quickly and without crashing', async () => {
    const huge = 'x = [' + 'tool(name="reset", '.repeat(150_000) + ']\n';
    const r = repo({
      'envs/gen/server/generated.py': huge,
      'envs/gen/server/latin1.py': Buffer.from('s = "caf\xe9"\nprint(s)\n', 'latin1'),
      'envs/gen/server/blob.bin': new Uint8Array([0, 159, 146, 150, 0, 1]),
    });
    const started = Date.now();
    const context = checkContext(new MemoryRepoView({}), { root: r.dir, baseRevision: r.base, headRevision: r.head });
    context.services.git = gitRunner(r.dir);
    const result = await runReview(context, { lint: skippedLint });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.findings.map((f) => `${f.rule}:${f.file}:${f.line}`)).toEqual([
      'review/repository-hygiene:envs/gen/server/blob.bin:1',
      'review/mcp-reserved-tool:envs/gen/server/generated.py:1',
      'review/debug-print:envs/gen/server/latin1.py:2',
    ]);
  });
});

describe('ruff adapter', () => {
  it('reports "skipped: ruff not installed" when ruff is not on PATH', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'nopath-'));
    cleanups.push(() => rmSync(empty, { recursive: true, force: true }));
    expect(await ruffRunner(empty, empty)([{ path: 'a.py', text: 'x=1\n' }])).toEqual({ status: 'skipped', reason: 'skipped: ruff not installed' });
  });

  /**
   * A stand-in with ruff's CLI contract (`check --output-format json ... -- FILES`, JSON with absolute
   * filenames): for every file that imports os it reports F401, and says in the message which
   * selection it ran with and whether a ruff.toml was in its working folder.
   */
  function standInRuff(): string {
    const bin = mkdtempSync(join(tmpdir(), 'fakeruff-'));
    cleanups.push(() => rmSync(bin, { recursive: true, force: true }));
    writeFileSync(
      join(bin, 'ruff'),
      [
        '#!/bin/sh',
        'iso=; sel=; after=; files=; prev=',
        'for a in "$@"; do',
        '  if [ -n "$after" ]; then files="$files $a"; continue; fi',
        '  [ "$a" = "--" ] && after=1',
        '  [ "$a" = "--isolated" ] && iso=1',
        '  [ "$prev" = "--select" ] && sel="$a"',
        '  prev="$a"',
        'done',
        'cfg=; [ -f ruff.toml ] && cfg=1',
        "printf '['; sep=",
        'for f in $files; do',
        '  if grep -q "import os" "$f"; then',
        `    printf '%s{"code":"F401","message":"iso=%s cfg=%s sel=%s","filename":"%s/%s","location":{"row":1,"column":8}}' "$sep" "$iso" "$cfg" "$sel" "$PWD" "$f"; sep=,`,
        '  fi',
        'done',
        "printf ']'",
        '',
      ].join('\n'),
    );
    chmodSync(join(bin, 'ruff'), 0o755);
    return bin;
  }

  it("lints HEAD's files in a temporary tree with HEAD's ruff configuration, then the bug-risk profile in isolation", async () => {
    const bin = standInRuff();
    const outcome = await ruffRunner(bin, bin)(
      [
        { path: 'envs/a.py', text: 'import os\n' },
        { path: 'envs/b.py', text: 'X = 1\n' },
      ],
      { configs: [{ path: 'ruff.toml', text: 'line-length = 100\n' }] },
    );
    expect(outcome.status).toBe('ran');
    if (outcome.status !== 'ran') return;
    expect(outcome.findings).toEqual([{ file: 'envs/a.py', line: 1, column: 8, code: 'F401', message: 'iso= cfg=1 sel=' }]);
    expect(outcome.bugRisk?.map((f) => f.file)).toEqual(['envs/a.py']);
    expect(outcome.bugRisk?.[0]?.message).toMatch(/^iso=1 cfg=1 sel=B006,.*S307/);
    expect(outcome.defaultSelection).toBe(false);
  });

  it('runs only the safe default set when HEAD has no ruff configuration (a pyproject.toml without [tool.ruff] is none)', async () => {
    const bin = standInRuff();
    const outcome = await ruffRunner(bin, bin)([{ path: 'a.py', text: 'import os\n' }], { configs: [{ path: 'pyproject.toml', text: '[project]\nname = "x"\n' }] });
    expect(outcome.status === 'ran' && outcome.findings[0]?.message).toBe('iso=1 cfg= sel=E9,F63,F7,F82,F401,F841');
    expect(outcome.status === 'ran' && outcome.defaultSelection).toBe(true);
  });
});
