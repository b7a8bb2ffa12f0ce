import type { CheckContext, CheckResult, PullRequestInfo } from '../../../src/engine/check.js';
import type { Finding } from '../../../src/engine/finding.js';
import type { GitHubApi, PullRequestFile, PullRequestSummary } from '../../../src/github/api.js';
import { join } from 'node:path';
import { rfcLintCheck } from '../../../src/checks/rfc/index.js';
import { gitRunner } from '../../../src/repo/git.js';
import { GitRevisionView } from '../../../src/repo/git-revision.js';
import { WorkingTreeView } from '../../../src/repo/working-tree.js';
import { checkContext, recordingLogger } from '../../support/context.js';
import type { GitRepo } from '../../support/git-repo.js';

/** An RFC file in the template shape, so the static rules have little to say about it. */
export function rfcText(
  number: string,
  title: string,
  options: { authors?: string; created?: string; body?: string[] } = {},
): string {
  return [
    `# RFC ${number}: ${title}`,
    '',
    '**Status**: In Review',
    `**Created**: ${options.created ?? '2025-10-01'}`,
    `**Authors**: ${options.authors ?? '@alice'}`,
    `**RFC ID**: ${number}`,
    '',
    '## Summary',
    '',
    `${title} in a few words.`,
    '',
    ...(options.body ?? []),
    '',
  ].join('\n');
}

/** The index with one entry per path. */
export function indexText(entries: Array<[string, string]>): string {
  return [
    '# RFCs',
    '',
    '## Current RFCs',
    '',
    '### Core',
    '',
    ...entries.map(([file, description]) => `- [${file}](./${file}) - ${description}`),
    '',
  ].join('\n');
}

/** 1-based line of the first line containing `needle`. */
export function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((l) => l.includes(needle));
  if (index === -1) throw new Error(`"${needle}" not in text`);
  return index + 1;
}

export function fakeGitHub(
  pulls: Array<PullRequestSummary & { files: PullRequestFile[] }>,
  options: { failWith?: Error; commitPulls?: Record<string, PullRequestSummary[]> } = {},
): GitHubApi & { fileListings: number[] } {
  const fileListings: number[] = [];
  const notUsed = async (): Promise<never> => {
    throw new Error('not used by rfc-lint');
  };
  return {
    repository: 'huggingface/OpenEnv',
    fileListings,
    async listOpenPullRequests() {
      if (options.failWith) throw options.failWith;
      return pulls.map(({ files: _files, ...summary }) => summary);
    },
    async listPullRequestFiles(n: number) {
      fileListings.push(n);
      return pulls.find((p) => p.number === n)?.files ?? [];
    },
    getPullRequest: notUsed,
    async listPullRequestsForCommit(sha: string) {
      if (!options.commitPulls) throw new Error('commits-to-pulls not available');
      return options.commitPulls[sha] ?? [];
    },
    listIssueComments: notUsed,
    createIssueComment: notUsed,
    updateIssueComment: notUsed,
    deleteIssueComment: notUsed,
    authenticatedLogin: async () => undefined,
    listIssuesWithLabel: notUsed,
    createIssue: notUsed,
    updateIssue: notUsed,
  };
}

export function openPull(number: number, createdAt: string, files: string[], author = 'someone'): PullRequestSummary & { files: PullRequestFile[] } {
  return {
    number,
    title: `PR ${number}`,
    author,
    createdAt,
    draft: false,
    headSha: 'f'.repeat(40),
    headRef: `branch-${number}`,
    headRepo: 'huggingface/OpenEnv',
    htmlUrl: `https://github.com/huggingface/OpenEnv/pull/${number}`,
    files: files.map((filename) => ({ filename, status: 'added' as const })),
  };
}

export function pullRequest(number: number, createdAt: string, author = 'alice'): PullRequestInfo {
  return {
    number,
    title: `PR ${number}`,
    body: '',
    author,
    createdAt,
    baseSha: '',
    headSha: '',
    fromFork: false,
  };
}

export interface RunOptions {
  /** BASE revision (pull-request mode); omitted = full scan. */
  base?: string;
  /** HEAD revision; omitted = the working tree of the repository. */
  head?: string;
  pullRequest?: PullRequestInfo;
  github?: GitHubApi;
  options?: Record<string, string>;
  /** No git service (not a repository). */
  noGit?: boolean;
  /** Scan this subdirectory of the repository (git then runs there, as the CLI does). */
  subdir?: string;
}

export async function runRfcLint(
  repo: GitRepo,
  run: RunOptions = {},
): Promise<CheckResult & { preExisting: Finding[]; logs: string[]; context: CheckContext }> {
  const logger = recordingLogger();
  const root = run.subdir ? join(repo.dir, run.subdir) : repo.dir;
  const git = run.subdir ? gitRunner(root) : repo.git;
  const view = run.head ? new GitRevisionView(git, run.head) : new WorkingTreeView(root);
  const context = checkContext(view, {
    root,
    options: run.options ?? {},
    ...(run.base ? { baseRevision: run.base } : {}),
    ...(run.head ? { headRevision: run.head } : {}),
    ...(run.pullRequest ? { pullRequest: run.pullRequest } : {}),
    services: {
      logger,
      ...(run.noGit ? {} : { git }),
      ...(run.github ? { github: run.github } : {}),
      now: () => new Date('2026-06-13T12:00:00Z'),
      signal: new AbortController().signal,
    },
  });
  const result = await rfcLintCheck.run(context);
  // What the engine reports (docs/scope.md): pre-existing findings are listed apart, never failing.
  const findings = result.findings.filter((f) => f.scope !== 'pre-existing');
  const preExisting = result.findings.filter((f) => f.scope === 'pre-existing');
  return { ...result, findings, preExisting, logs: logger.lines, context };
}

export function byRule(findings: readonly Finding[], rule: string): Finding[] {
  return findings.filter((f) => f.rule === rule);
}

/** `rule file:line` summaries, sorted: compact assertions that still name rule, file and line. */
export function sites(findings: readonly Finding[], rule?: string): string[] {
  return findings
    .filter((f) => !rule || f.rule === rule)
    .map((f) => `${f.rule} ${f.file}:${f.line ?? 0}`)
    .sort();
}
