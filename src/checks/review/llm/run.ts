/**
 * The review's side of the model pass: whether it may run here, where its cache lives, what it is
 * given. Called after the review's report is complete, so nothing it returns can reach the verdict.
 */
import type { CheckContext } from '../../../engine/check.js';
import { asReported, type Finding } from '../../../engine/finding.js';
import type { GitRunner } from '../../../repo/git.js';
import type { RepoView } from '../../../repo/view.js';
import type { ReviewReport, RfcSection } from '../model.js';
import type { ReviewOptions } from '../options.js';
import { decodeState, defaultCacheDir, directoryCache, encodeState, memoryCache, type CacheEntry, type ClaimCache } from './cache.js';
import { LLM_CLAIM_RULE, runLlmPass, skippedOutcome, type LlmOutcome } from './index.js';
import { renderLlmSection, renderLlmSummary } from './render.js';
import { HF_ROUTER_URL, type ChatClient } from '../../../llm/client.js';
import { claimFindings } from './rule.js';

export interface ModelPassSource {
  source: 'git' | 'api';
  git?: GitRunner;
  /** BASE: where the grounding documents are read (and linked). */
  baseSha: string;
  headSha: string;
  /** The commits the diff is computed between, when not BASE and HEAD (the merge commit; the publish job's merge-base). */
  diffBaseSha?: string;
  diffHeadSha?: string;
  baseTree?: RepoView;
  /** Why the commits cannot be read here (the publish job's checkout lacks them): the pass says so and is skipped. */
  unavailable?: string;
}

/** What the pass needs of the run: the pull request and event (who may be sent), the API (the sticky comment's state), the config's view of its rule. */
export type ModelPassContext = Pick<CheckContext, 'pullRequest' | 'eventName' | 'repositorySlug' | 'ruleOff' | 'severityOf'> & {
  services: Pick<CheckContext['services'], 'github' | 'logger'>;
};

export interface ModelPassResult {
  outcome: LlmOutcome;
  /** The kept claims as advisory `review/llm-claim` findings, at the config's severity (never counted). */
  findings: Finding[];
  /** The comment's section (with the hidden state line in the action). */
  markdown: string;
  /** The job summary's section. */
  summary: string;
}

const WRITE_ASSOCIATIONS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);
const TRUSTED_EVENTS = new Set(['pull_request_target', 'workflow_run']);

/** Why the pass may not run for this pull request (undefined: it may). */
export function untrustedReason(context: Pick<CheckContext, 'pullRequest' | 'eventName'>, label: string): string | undefined {
  const pr = context.pullRequest;
  if (!pr) return undefined;
  const optedIn = label !== '' && (pr.labels ?? []).includes(label);
  if (optedIn) return undefined;
  const how = label ? `a maintainer can apply the label "${label}" to run it` : 'set llm-label to a label maintainers apply to opt a pull request in';
  if (pr.fromFork) return `a fork's pull request (${how})`;
  if (context.eventName && TRUSTED_EVENTS.has(context.eventName) && !WRITE_ASSOCIATIONS.has((pr.authorAssociation ?? '').toUpperCase())) {
    return `the author has no write association under ${context.eventName} (${how})`;
  }
  return undefined;
}

/** The sticky comment's state, from our own comments only (a comment by anyone else is never read). */
async function stickyState(context: ModelPassContext): Promise<Map<string, CacheEntry>> {
  const github = context.services.github;
  const pr = context.pullRequest;
  if (!github || !pr || pr.number <= 0) return new Map();
  try {
    const login = (await github.authenticatedLogin()) ?? 'github-actions[bot]';
    for (const comment of await github.listIssueComments(pr.number)) {
      if (comment.author !== login) continue;
      const state = decodeState(comment.body);
      if (state.size) return state;
    }
  } catch (error) {
    context.services.logger.info(`review: the model pass cache in the pull request comment could not be read (${error instanceof Error ? error.message : String(error)}); every part is asked.`);
  }
  return new Map();
}

/** The pass is off: `llm` is off, or the config turns its rule off (the one gate of comment and publish mode). */
export function modelPassOff(options: Pick<ReviewOptions, 'llm'>, ruleOff: ((rule: string) => boolean) | undefined): boolean {
  return options.llm.mode === 'off' || ruleOff?.(LLM_CLAIM_RULE) === true;
}

export async function runModelPass(
  context: ModelPassContext,
  source: ModelPassSource,
  options: ReviewOptions,
  report: Pick<ReviewReport, 'tier1' | 'tier2' | 'notices'>,
  findings: readonly Finding[],
  dependencies: { client?: ChatClient; env?: NodeJS.ProcessEnv } = {},
): Promise<ModelPassResult | undefined> {
  const llm = options.llm;
  if (modelPassOff(options, context.ruleOff)) return undefined;
  const settings = {
    baseURL: llm.baseURL,
    model: llm.model,
    token: llm.token,
    maxInputTokens: llm.maxInputTokens,
    maxCalls: llm.maxCalls,
    timeoutMs: llm.timeoutSeconds * 1000,
    deadlineMs: llm.timeoutSeconds * 4000,
  };
  const render = (outcome: LlmOutcome, state = '', findings: Finding[] = []): ModelPassResult => ({
    outcome,
    findings,
    markdown: renderLlmSection(outcome, { repository: context.repositorySlug, headSha: source.headSha, baseSha: source.baseSha }) + (state ? `\n${state}\n` : ''),
    summary: renderLlmSummary(outcome),
  });
  const skip = (reason: string) => render(skippedOutcome(settings, reason));
  // The artifact's job is the unprivileged half (a fork's run has no secrets, and the job may run the pull
  // request's code): the publish job, which holds the model token, runs the pass (docs/github.md).
  if (options.reportMode === 'artifact') return skip('report-mode artifact: the publish job runs it, where the model token is');
  const untrusted = untrustedReason(context, llm.label);
  if (untrusted) return skip(untrusted);
  if (source.unavailable) return skip(source.unavailable);
  if (source.source !== 'git' || !source.git) return skip('it reads the BASE and HEAD commits from git, and this review read the pull request diff from the API (check out with fetch-depth: 0)');
  if (!settings.token && settings.baseURL === HF_ROUTER_URL) return skip('no token: set OPENENV_CI_LLM_TOKEN or HF_TOKEN (or the llm-token input)');

  // In the action the cache is the sticky comment's state; the CLI (or an explicit llm-cache) uses a folder.
  const sticky = !llm.cacheDir && Boolean(context.services.github && context.pullRequest && context.pullRequest.number > 0);
  const previous = sticky ? await stickyState(context) : new Map<string, CacheEntry>();
  const cache: ClaimCache = sticky ? memoryCache(previous) : directoryCache(llm.cacheDir || defaultCacheDir(dependencies.env));
  let outcome: LlmOutcome;
  try {
    outcome = await runLlmPass({
    settings,
    git: source.git,
    baseSha: source.diffBaseSha ?? source.baseSha,
    headSha: source.diffHeadSha ?? source.headSha,
    baseTree: source.baseTree,
    documents: [options.invariantsFile, options.principlesFile],
    rfcSections: rfcGrounding(report, options.rfcDir),
    findings,
    pullRequest: context.pullRequest ? { title: context.pullRequest.title, body: context.pullRequest.body } : undefined,
    rfcDir: options.rfcDir,
    cache,
    reviewedHead: source.headSha,
    previous: sticky ? previous : undefined,
    client: dependencies.client,
  });
  } catch (error) {
    // Nothing cached, nothing else of the review affected.
    const failed = skippedOutcome(settings, `model pass unavailable (${error instanceof Error ? error.message.slice(0, 200) : String(error).slice(0, 200)})`);
    return render(failed);
  }
  // A severity the config raised: warning at most (never error), shown beside each claim.
  outcome.severity = context.severityOf?.(LLM_CLAIM_RULE, 'notice') === 'warning' || context.severityOf?.(LLM_CLAIM_RULE, 'notice') === 'error' ? 'warning' : 'notice';
  // Each kept claim is one advisory finding, as the config has it: a claim in a path the config leaves
  // out is neither a finding nor in the section (the cache keeps it; the state is of answers, not of paths).
  const claims: Finding[] = [];
  const shown = outcome.kept.filter((claim) => {
    const reported = asReported(claimFindings([claim]), context);
    claims.push(...reported);
    return reported.length > 0;
  });
  outcome.kept = shown;
  // This run's cache use is the log's, the job summary's and the JSON report's: the comment describes the
  // answers, so a rerun posts the same bytes.
  context.services.logger.info(`review: model pass: ${outcome.parts} part(s), ${outcome.cacheHits} cache hit(s), ${outcome.cacheMisses} miss(es), ${outcome.requests} request(s).`);
  return render(outcome, sticky ? encodeState(outcome.entries) : '', claims);
}

/** The RFC sections the deterministic RFC rules' matches came from (recorded by the rules, at BASE). */
export function rfcGrounding(report: Pick<ReviewReport, 'tier1' | 'tier2' | 'notices'>, rfcDir: string): RfcSection[] {
  // Only RFC files: in the publish job the report comes from an artifact the pull request's job wrote.
  const prefix = rfcDir ? rfcDir + '/' : '';
  const isRfc = (doc: string) => doc.startsWith(prefix) && doc.endsWith('.md') && !doc.slice(prefix.length).includes('/');
  return [...report.tier1, ...report.tier2, ...report.notices].flatMap((item) => item.grounding ?? []).filter((s) => isRfc(s.doc));
}

/** The JSON report's `llm` field: the outcome without the cache entries. */
export function llmData(outcome: LlmOutcome): Omit<LlmOutcome, 'entries'> {
  const { entries: _entries, ...rest } = outcome;
  return rest;
}

/**
 * At post time: has the pull request's head moved past the commit the model pass reviewed? Then its
 * claims cite lines of an old head, and nothing is posted (the run for the new head posts). A failed
 * read is not a move: the comment is posted as it would be without the model pass.
 */
export async function headMovedPast(github: Pick<import('../../../github/api.js').GitHubApi, 'getPullRequest'>, pullNumber: number, reviewedHead: string): Promise<string | undefined> {
  try {
    const current = (await github.getPullRequest(pullNumber)).headSha.toLowerCase();
    return current && current !== reviewedHead.toLowerCase() ? current : undefined;
  } catch {
    return undefined;
  }
}
