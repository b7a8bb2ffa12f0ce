/**
 * The model pass in the publish job (`report-mode: publish`, a `workflow_run` job with a write token and
 * the repository's secrets). The unprivileged `pull_request` job that wrote the artifact has no model
 * token (a fork's pull request gets no secrets), so the pass runs here, where the token is, on what this
 * job can read without running anything of the pull request: the diff of two commits' git objects in the
 * trusted checkout, the grounding documents at BASE, the pull request's text and author from the API.
 * The artifact contributes only data checked against those: its head is the triggering run's (checked
 * before this is called), its BASE must be on the pull request's base branch, its findings go in as
 * facts, its RFC sections name which lines of RFC files at BASE are sent.
 */
import type { Logger, PullRequestInfo } from '../../../engine/check.js';
import type { Finding, SeverityOf } from '../../../engine/finding.js';
import type { GitHubApi } from '../../../github/api.js';
import type { GitRunner } from '../../../repo/git.js';
import { GitRevisionView } from '../../../repo/git-revision.js';
import type { ChatClient } from '../../../llm/client.js';
import type { ReviewArtifact } from '../artifact.js';
import type { ReviewOptions } from '../options.js';
import { modelPassOff, runModelPass, type ModelPassResult, type ModelPassSource } from './run.js';

export interface PublishedPassInput {
  api: GitHubApi;
  artifact: ReviewArtifact;
  pullNumber: number;
  options: ReviewOptions;
  /** git in the trusted checkout (undefined: the workspace is no repository). */
  git?: GitRunner;
  logger: Logger;
  /** The config's severities (review/llm-claim off, or raised to warning). */
  severityOf?: SeverityOf;
  ruleOff?: (rule: string) => boolean;
  client?: ChatClient;
  env?: NodeJS.ProcessEnv;
}

/** The pass for a validated artifact; undefined when it is off. Never throws for a model or git failure: the section says why. */
export async function publishedModelPass(input: PublishedPassInput): Promise<ModelPassResult | undefined> {
  const { api, artifact, options } = input;
  if (modelPassOff(options, input.ruleOff)) return undefined;
  const report = artifact.report;
  const context = { eventName: 'workflow_run', repositorySlug: api.repository, severityOf: input.severityOf, ruleOff: input.ruleOff, services: { github: api, logger: input.logger } };
  // Who opened it, from where, with which labels: the API's word, never the artifact's.
  let pr;
  try {
    pr = await api.getPullRequest(input.pullNumber);
  } catch (error) {
    // Nothing is sent without knowing who it would be sent for; the review itself is still posted.
    const reason = `the pull request could not be read from the API (${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'})`;
    return runModelPass(context, { source: 'git', baseSha: report.baseSha, headSha: report.headSha, unavailable: reason }, options, report, [], { client: input.client, env: input.env });
  }
  const pullRequest: PullRequestInfo = {
    number: input.pullNumber,
    title: pr.title,
    body: pr.body,
    author: pr.author,
    createdAt: pr.createdAt,
    baseSha: pr.baseSha,
    headSha: pr.headSha,
    fromFork: !pr.headRepo || pr.headRepo.toLowerCase() !== api.repository.toLowerCase(),
    ...(pr.authorAssociation ? { authorAssociation: pr.authorAssociation } : {}),
    labels: pr.labels ?? [],
  };
  const source = await commitsOf(input.git, report.baseSha, report.headSha, pr.baseSha);
  const findings: Finding[] = [...report.tier1, ...report.tier2, ...report.notices].map((item) => ({
    rule: item.rule,
    severity: item.severity,
    file: item.file,
    line: item.line,
    message: item.message,
    fingerprint: '',
    check: item.check,
  }));
  return runModelPass(
    { ...context, pullRequest },
    source,
    options,
    report,
    findings,
    { client: input.client, env: input.env },
  );
}

/**
 * BASE and HEAD as the publish job can read them: both commits in the checkout's object store (the
 * workflow fetches the head commit; nothing of it is checked out), BASE on the pull request's base
 * branch (the artifact alone does not choose which commit is read), and the diff from their merge-base,
 * so HEAD line numbers are the pull request head's own.
 */
async function commitsOf(git: GitRunner | undefined, baseSha: string, headSha: string, pullBaseSha: string): Promise<ModelPassSource> {
  const unavailable = (reason: string): ModelPassSource => ({ source: 'git', baseSha, headSha, unavailable: reason });
  if (!git) return unavailable('the publish job has no git checkout (check out the base repository with fetch-depth: 0, then fetch the head commit)');
  const ok = async (args: string[]) => (await git(args, { allowFailure: true })).exitCode === 0;
  if (!(await ok(['cat-file', '-e', `${headSha}^{commit}`]))) return unavailable(`the pull request's head ${headSha.slice(0, 12)} is not in the checkout (fetch it: git fetch --no-tags origin ${headSha})`);
  if (!(await ok(['cat-file', '-e', `${baseSha}^{commit}`]))) return unavailable(`the review's BASE ${baseSha.slice(0, 12)} is not in the checkout (check out with fetch-depth: 0)`);
  if (baseSha !== pullBaseSha.toLowerCase() && !(await ok(['merge-base', '--is-ancestor', baseSha, pullBaseSha]))) {
    return unavailable(`the artifact's BASE ${baseSha.slice(0, 12)} is not on the pull request's base branch (${pullBaseSha.slice(0, 12)})`);
  }
  const mergeBase = await git(['merge-base', baseSha, headSha], { allowFailure: true });
  if (mergeBase.exitCode !== 0) return unavailable(`BASE ${baseSha.slice(0, 12)} and the head ${headSha.slice(0, 12)} have no merge-base in the checkout (check out with fetch-depth: 0)`);
  return { source: 'git', git, baseSha, headSha, diffBaseSha: mergeBase.stdout.toString().trim(), baseTree: new GitRevisionView(git, baseSha) };
}
