import * as z from 'zod';
import type { ReviewReport } from './model.js';
import { renderReviewMarkdown, type RenderOptions } from './report.js';
import { clipCodePoints } from '../../engine/text.js';

/**
 * The review handed from the untrusted `pull_request` job (report-mode: artifact) to the trusted
 * `workflow_run` job (report-mode: publish). Whatever is in the file may have been written by the pull
 * request's own code, so the publisher trusts nothing in it: the JSON is size-limited, strictly typed
 * (unknown keys rejected), and the comment is re-rendered — and re-escaped — from the data.
 */
export const REVIEW_ARTIFACT_NAME = 'openenv-ci-review';
export const MAX_ARTIFACT_BYTES = 2 * 1024 * 1024;

const MAX_ITEMS = 5000;
const text = (max: number) => z.string().max(max).refine((s) => !s.includes('\0'), 'NUL byte');
const repoPath = text(1024).refine((p) => !p.startsWith('/') && !p.split('/').includes('..'), 'path escapes the repository');
const sha = z.string().regex(/^[0-9a-f]{40}$/, 'must be a 40-character commit sha');
const handle = z.string().regex(/^@[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\/[A-Za-z0-9._-]{1,100})?$/, 'not a GitHub handle');
const ruleId = z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'not a rule id');
const checkId = z.string().regex(/^[a-z0-9-]{1,40}$/);
const line = z.number().int().positive().max(10_000_000).optional();
const status = z.enum(['PASS', 'FAIL', 'SKIPPED']);

const item = z.strictObject({
  rule: ruleId,
  severity: z.enum(['error', 'warning', 'notice']),
  check: checkId,
  file: z.union([repoPath, z.literal('')]),
  line,
  message: text(4000),
  grounding: z
    .array(z.strictObject({ doc: repoPath, startLine: z.number().int().positive().max(10_000_000), endLine: z.number().int().positive().max(10_000_000) }).refine((s) => s.startLine <= s.endLine, 'section ends before it starts'))
    .max(50)
    .optional(),
  places: z.array(z.strictObject({ file: repoPath, line })).max(MAX_ITEMS).optional(),
});

const tier2Item = item.extend({
  conflict: z.enum(['principle', 'rfc', 'check']),
  principle: text(300).optional(),
  reference: z.strictObject({ path: repoPath, line }).optional(),
  reviewers: z.array(handle).max(50),
});

const reportSchema = z.strictObject({
  version: z.literal(1),
  baseSha: sha,
  headSha: sha,
  source: z.enum(['git', 'api']),
  filesChanged: z.number().int().nonnegative().max(1_000_000),
  linesAdded: z.number().int().nonnegative().max(100_000_000),
  linesRemoved: z.number().int().nonnegative().max(100_000_000),
  automated: z.strictObject({
    lint: z.strictObject({ status, summary: text(500) }),
    debug: z.strictObject({ status, summary: text(500) }),
  }),
  openRfcs: z
    .array(
      z.strictObject({
        path: repoPath,
        number: z.string().regex(/^\d{3}$/),
        title: text(300),
        status: z.enum(['Draft', 'In Review']),
        authors: z.array(handle).max(50),
        touchedBy: z.array(repoPath).max(MAX_ITEMS),
      }),
    )
    .max(200),
  tier1: z.array(item).max(MAX_ITEMS),
  tier2: z.array(tier2Item).max(MAX_ITEMS),
  notices: z.array(item).max(MAX_ITEMS),
  preExisting: z.number().int().nonnegative().max(100_000_000),
});

const artifactSchema = z.strictObject({
  kind: z.literal('openenv-ci/review'),
  version: z.literal(1),
  /** `owner/name` the review was made for; the publisher compares it with its own repository. */
  repository: z.string().regex(/^[\w.-]+\/[\w.-]+$/).optional(),
  /** The pull request the review was made for; the publisher posts only there, and only when it is the triggering run's. */
  pullNumber: z.number().int().positive().optional(),
  /** The configuration's comment key (several review configurations may comment on one PR). */
  configuration: z.string().regex(/^[\w.-]{0,100}$/),
  report: reportSchema,
});

export type ReviewArtifact = z.infer<typeof artifactSchema>;

export class ReviewArtifactError extends Error {
  override name = 'ReviewArtifactError';
}

/** JSON for `report-mode: artifact`. The report is `result.data.review` of the review check. */
export function serializeReviewArtifact(report: ReviewReport, options: { repository?: string; pullNumber?: number; configuration?: string } = {}): string {
  let limit = MAX_ITEMS;
  for (;;) {
    const artifact: ReviewArtifact = {
      kind: 'openenv-ci/review',
      version: 1,
      repository: options.repository,
      ...(options.pullNumber ? { pullNumber: options.pullNumber } : {}),
      configuration: options.configuration ?? '',
      report: fitReport(report, limit) as ReviewArtifact['report'],
    };
    const checked = artifactSchema.safeParse(artifact);
    if (!checked.success) throw new ReviewArtifactError(`internal: the review report does not fit the artifact schema: ${checked.error.issues[0]?.message}`);
    const json = JSON.stringify(checked.data, null, 2) + '\n';
    // The publisher refuses artifacts over MAX_ARTIFACT_BYTES: keep fewer items (the comment shows ~100).
    if (Buffer.byteLength(json) <= MAX_ARTIFACT_BYTES || limit <= MIN_KEPT_ITEMS) return json;
    limit = Math.max(MIN_KEPT_ITEMS, Math.floor(limit / 2));
  }
}

/** Fewest items per list an oversized artifact is cut to: more than the comment shows of each. */
const MIN_KEPT_ITEMS = 200;

/**
 * The report within the artifact schema's limits: long texts shortened, lists capped (a job that
 * imports other jobs' reports can fold in thousands of findings with long messages).
 */
function fitReport(report: ReviewReport, limit: number): ReviewReport {
  const clip = (text: string, max: number) => clipCodePoints(text, max);
  const fitItem = <T extends { message: string; principle?: string }>(item: T): T => ({
    ...item,
    message: clip(item.message, 4000),
    ...(item.principle !== undefined ? { principle: clip(item.principle, 300) } : {}),
  });
  return {
    ...report,
    tier1: report.tier1.slice(0, limit).map(fitItem),
    tier2: report.tier2.slice(0, limit).map(fitItem),
    notices: report.notices.slice(0, limit).map(fitItem),
  };
}

/**
 * Reads an artifact written by an untrusted job. Throws ReviewArtifactError (message safe to log) when
 * it is too large, not JSON, of the wrong shape, or inconsistent with what the trusted side knows.
 */
export function parseReviewArtifact(json: string, expected: { headSha?: string; repository?: string } = {}): ReviewArtifact {
  if (Buffer.byteLength(json, 'utf8') > MAX_ARTIFACT_BYTES) throw new ReviewArtifactError(`review artifact is larger than ${MAX_ARTIFACT_BYTES} bytes; refusing it.`);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ReviewArtifactError('review artifact is not valid JSON; refusing it.');
  }
  const parsed = artifactSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ReviewArtifactError(`review artifact failed validation at ${issue?.path.join('.') || '(root)'}: ${issue?.message}; refusing it.`);
  }
  const artifact = parsed.data;
  if (expected.headSha && artifact.report.headSha !== expected.headSha.toLowerCase()) {
    throw new ReviewArtifactError(`review artifact is for head ${artifact.report.headSha.slice(0, 12)}, but the workflow run is for ${expected.headSha.slice(0, 12)}; refusing it.`);
  }
  if (expected.repository && artifact.repository && artifact.repository.toLowerCase() !== expected.repository.toLowerCase()) {
    throw new ReviewArtifactError(`review artifact names repository ${artifact.repository}, not ${expected.repository}; refusing it.`);
  }
  const r = artifact.report;
  const severities = [...r.tier1.map((i) => i.severity === 'error'), ...r.tier2.map((i) => i.severity === 'warning'), ...r.notices.map((i) => i.severity === 'notice')];
  if (severities.includes(false)) throw new ReviewArtifactError('review artifact has findings filed under the wrong tier; refusing it.');
  return artifact;
}

/** The comment body for a validated artifact, rendered by us with our escaping, links to the trusted repository. */
export function renderReviewArtifact(artifact: ReviewArtifact, options: RenderOptions): string {
  return renderReviewMarkdown(artifact.report, options);
}

/** What the trusted publish job posts, and where. */
export interface ReviewPublication {
  artifact: ReviewArtifact;
  /** The one pull request the comment goes to: the triggering run's, named by the artifact too. */
  pullNumber: number;
  /** The comment body, rendered here from the validated data. */
  markdown: string;
}

/** What the trusted side knows about the workflow run that uploaded the artifact (the workflow_run payload). */
export interface TriggeringRun {
  headSha: string;
  /** `workflow_run.pull_requests[].number`: set for pull requests from the same repository, empty for forks. */
  pullRequests: readonly number[];
  /** `workflow_run.head_repository.full_name` and `head_branch`: how a fork's pull request is found. */
  headRepository?: string;
  headBranch?: string;
}

/**
 * report-mode publish, minus the I/O: validate the artifact against what the trusted side knows, find
 * the pull request the triggering run belongs to (its `pull_requests`, else the open pull request from
 * its head repository and branch; never "any open pull request at this commit", which a fork could open
 * at a victim's commit), and post only when the artifact's head sha, repository and pull request number
 * all match it. Throws ReviewArtifactError when anything disagrees.
 */
export function prepareReviewPublication(
  json: string,
  trusted: {
    repository: string;
    serverUrl?: string;
    run: TriggeringRun;
    openPullRequests: readonly { number: number; headSha: string; headRef?: string; headRepo?: string }[];
  },
): ReviewPublication {
  const { run } = trusted;
  const artifact = parseReviewArtifact(json, { headSha: run.headSha, repository: trusted.repository });
  if (!artifact.repository) throw new ReviewArtifactError('review artifact names no repository; refusing it (write it with this version of openenv-ci).');
  if (!artifact.pullNumber) throw new ReviewArtifactError('review artifact names no pull request; refusing it (write it with this version of openenv-ci).');
  const sameName = (a?: string, b?: string) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
  const runPulls = run.pullRequests.length
    ? trusted.openPullRequests.filter((pr) => run.pullRequests.includes(pr.number))
    : trusted.openPullRequests.filter((pr) => sameName(pr.headRepo, run.headRepository) && pr.headRef !== undefined && pr.headRef === run.headBranch);
  const ours = runPulls.filter((pr) => pr.headSha.toLowerCase() === run.headSha.toLowerCase());
  const target = ours.find((pr) => pr.number === artifact.pullNumber);
  if (!target) {
    const found = ours.map((pr) => `#${pr.number}`).join(', ') || 'none open at this head';
    throw new ReviewArtifactError(
      `review artifact is for pull request #${artifact.pullNumber}, but the triggering run belongs to ${found}; nothing was published (closed, pushed again since, or an artifact from another pull request).`,
    );
  }
  return { artifact, pullNumber: target.number, markdown: renderReviewArtifact(artifact, { repository: trusted.repository, serverUrl: trusted.serverUrl }) };
}
