import { afterAll, afterEach } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckContext, PullRequestInfo } from '../../src/engine/check.js';
import type { Finding } from '../../src/engine/finding.js';
import { gitRunner } from '../../src/repo/git.js';
import { WorkingTreeView } from '../../src/repo/working-tree.js';
import { runReview } from '../../src/checks/review/index.js';
import type { LintOutcome, LintRunner } from '../../src/checks/review/lint/ruff.js';
import type { ReviewReport } from '../../src/checks/review/model.js';
import { checkContext } from '../support/context.js';
import { optInRulesOff } from '../../src/checks/index.js';
import { EMPTY_CONFIG } from '../../src/engine/resolved-config.js';
import { ruleSettings } from '../../src/engine/run.js';

/** The opt-in rules a run without a config file leaves off (the composition root's answer). */
const OPT_IN_OFF = optInRulesOff(() => ({}));

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'review');
export const OPENENV_BASE = join(FIXTURES, 'openenv-base');

/** A file of the base fixture tree, to edit into a head version. */
export function baseText(path: string): string {
  return readFileSync(join(OPENENV_BASE, path), 'utf8');
}

/** Who wrote the base commit: a GitHub noreply address, so `git blame` yields a real login. */
export const BASE_AUTHOR = { name: 'Invariant Keeper', email: '1234+invariant-keeper@users.noreply.github.com' };

export interface TempRepo {
  dir: string;
  base: string;
  head: string;
  git(...args: string[]): string;
  cleanup(): void;
}

function gitIn(dir: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', LC_ALL: 'C', ...env },
    maxBuffer: 512 * 1024 * 1024,
  });
}

function commitAll(dir: string, message: string, author: { name: string; email: string }, date: string): string {
  gitIn(dir, ['add', '-A']);
  gitIn(dir, ['commit', '-q', '--allow-empty', '-m', message], {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
  });
  // The branch's loose ref (a fresh repository packs nothing): the sha without another git process.
  return readFileSync(join(dir, '.git', 'refs', 'heads', 'main'), 'utf8').trim();
}

/**
 * Base commits already made in this test file, by base content: the base commit is the same for every
 * repository with the same base (fixed author and date), so later repositories copy it (work tree and
 * .git) instead of running `git init`, `add` and `commit` again.
 */
const baseRepos = new Map<string, { dir: string; base: string }>();
let baseRepoRoot: string | undefined;
afterAll(() => {
  if (baseRepoRoot) rmSync(baseRepoRoot, { recursive: true, force: true });
  baseRepoRoot = undefined;
  baseRepos.clear();
});

function baseRepo(baseTree: string, baseFiles: Record<string, string | null>): { dir: string; base: string } {
  const key = JSON.stringify([baseTree, baseFiles]);
  const known = baseRepos.get(key);
  if (known) return known;
  baseRepoRoot ??= mkdtempSync(join(tmpdir(), 'review-bases-'));
  const dir = join(baseRepoRoot, String(baseRepos.size));
  mkdirSync(dir);
  gitIn(dir, ['init', '-q', '-b', 'main']);
  if (baseTree !== '') cpSync(baseTree, dir, { recursive: true });
  writeFiles(dir, baseFiles);
  const made = { dir, base: commitAll(dir, 'base', BASE_AUTHOR, '2026-01-01T00:00:00Z') };
  baseRepos.set(key, made);
  return made;
}

export function writeFiles(dir: string, files: Record<string, string | Uint8Array | null>): void {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path);
    if (content === null) rmSync(full, { force: true });
    else {
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, content);
    }
  }
}

/**
 * A real git repository: BASE = the fixture tree (plus `baseFiles`), HEAD = BASE with `headFiles`
 * applied (null deletes). The working tree is left at HEAD.
 */
export function makeRepo(headFiles: Record<string, string | Uint8Array | null>, options: { baseFiles?: Record<string, string | null>; baseTree?: string } = {}): TempRepo {
  const dir = mkdtempSync(join(tmpdir(), 'review-'));
  const template = baseRepo(options.baseTree ?? OPENENV_BASE, options.baseFiles ?? {});
  cpSync(template.dir, dir, { recursive: true });
  const base = template.base;
  writeFiles(dir, headFiles);
  const head = commitAll(dir, 'pull request change', { name: 'Contributor', email: 'contributor@example.com' }, '2026-02-01T00:00:00Z');
  return {
    dir,
    base,
    head,
    git: (...args) => gitIn(dir, args),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export const skippedLint: LintRunner = async () => ({ status: 'skipped', reason: 'skipped: ruff not installed' });

export interface ReviewRun {
  findings: Finding[];
  markdown: string;
  report: ReviewReport;
  context: CheckContext;
}

export async function review(
  repo: TempRepo,
  overrides: Partial<CheckContext> & { lint?: LintRunner | LintOutcome } = {},
): Promise<ReviewRun> {
  const { lint, ...contextOverrides } = overrides;
  // What the engine tells a check in a run without a config file (ruleSettings: the opt-in rules are off).
  // A test's severityOf stands for a config, and ruleOff follows from it as the engine derives it.
  const severityOf = contextOverrides.severityOf ?? ruleSettings(EMPTY_CONFIG, OPT_IN_OFF).severityOf;
  const base = checkContext(new WorkingTreeView(repo.dir), {
    root: repo.dir,
    baseRevision: repo.base,
    headRevision: repo.head,
    repositorySlug: 'meta-pytorch/OpenEnv',
    severityOf,
    ruleOff: (rule) => severityOf(rule, 'error') === 'off',
    ...contextOverrides,
  });
  const context: CheckContext = { ...base, services: { ...base.services, git: gitRunner(repo.dir), ...(contextOverrides.services ?? {}) } };
  const runner: LintRunner = typeof lint === 'function' ? lint : lint ? async () => lint : skippedLint;
  const result = await runReview(context, { lint: runner });
  return { findings: result.findings, markdown: result.commentMarkdown ?? '', report: result.data?.review as ReviewReport, context };
}

export function pullRequest(overrides: Partial<PullRequestInfo> = {}): PullRequestInfo {
  return {
    number: 42,
    title: 'Add a feature',
    body: '',
    author: 'contributor',
    createdAt: '2026-02-01T00:00:00Z',
    baseSha: '0'.repeat(40),
    headSha: '1'.repeat(40),
    fromFork: false,
    ...overrides,
  };
}

/** Findings of one rule, as `file:line` strings, for compact assertions. */
export function at(findings: readonly Finding[], rule: string): string[] {
  return findings.filter((f) => f.rule === rule).map((f) => `${f.file}:${f.line ?? ''}`);
}

/**
 * `makeRepo` for one test file: every repository it makes is removed after each test.
 * Call at module level: `const repo = trackedRepos();`.
 */
export function trackedRepos(): (...args: Parameters<typeof makeRepo>) => TempRepo {
  const repos: TempRepo[] = [];
  afterEach(() => {
    while (repos.length) repos.pop()!.cleanup();
  });
  return (...args) => {
    const r = makeRepo(...args);
    repos.push(r);
    return r;
  };
}
