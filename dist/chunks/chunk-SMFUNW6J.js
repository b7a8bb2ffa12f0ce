import {
  renderReviewMarkdown
} from "./chunk-ADH2ONQJ.js";
import {
  _enum,
  array,
  literal,
  number,
  strictObject,
  string,
  union
} from "./chunk-NO5C67FT.js";
import {
  clipCodePoints
} from "./chunk-OXMKZMOM.js";

// src/checks/review/artifact.ts
var REVIEW_ARTIFACT_NAME = "openenv-ci-review";
var MAX_ARTIFACT_BYTES = 2 * 1024 * 1024;
var MAX_ITEMS = 5e3;
var text = (max) => string().max(max).refine((s) => !s.includes("\0"), "NUL byte");
var repoPath = text(1024).refine((p) => !p.startsWith("/") && !p.split("/").includes(".."), "path escapes the repository");
var sha = string().regex(/^[0-9a-f]{40}$/, "must be a 40-character commit sha");
var handle = string().regex(/^@[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\/[A-Za-z0-9._-]{1,100})?$/, "not a GitHub handle");
var ruleId = string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, "not a rule id");
var checkId = string().regex(/^[a-z0-9-]{1,40}$/);
var line = number().int().positive().max(1e7).optional();
var status = _enum(["PASS", "FAIL", "SKIPPED"]);
var item = strictObject({
  rule: ruleId,
  severity: _enum(["error", "warning", "notice"]),
  check: checkId,
  file: union([repoPath, literal("")]),
  line,
  message: text(4e3),
  grounding: array(strictObject({ doc: repoPath, startLine: number().int().positive().max(1e7), endLine: number().int().positive().max(1e7) }).refine((s) => s.startLine <= s.endLine, "section ends before it starts")).max(50).optional(),
  places: array(strictObject({ file: repoPath, line })).max(MAX_ITEMS).optional()
});
var tier2Item = item.extend({
  conflict: _enum(["principle", "rfc", "check"]),
  principle: text(300).optional(),
  reference: strictObject({ path: repoPath, line }).optional(),
  reviewers: array(handle).max(50)
});
var reportSchema = strictObject({
  version: literal(1),
  baseSha: sha,
  headSha: sha,
  source: _enum(["git", "api"]),
  filesChanged: number().int().nonnegative().max(1e6),
  linesAdded: number().int().nonnegative().max(1e8),
  linesRemoved: number().int().nonnegative().max(1e8),
  automated: strictObject({
    lint: strictObject({ status, summary: text(500) }),
    debug: strictObject({ status, summary: text(500) })
  }),
  openRfcs: array(
    strictObject({
      path: repoPath,
      number: string().regex(/^\d{3}$/),
      title: text(300),
      status: _enum(["Draft", "In Review"]),
      authors: array(handle).max(50),
      touchedBy: array(repoPath).max(MAX_ITEMS)
    })
  ).max(200),
  tier1: array(item).max(MAX_ITEMS),
  tier2: array(tier2Item).max(MAX_ITEMS),
  notices: array(item).max(MAX_ITEMS),
  preExisting: number().int().nonnegative().max(1e8)
});
var artifactSchema = strictObject({
  kind: literal("openenv-ci/review"),
  version: literal(1),
  /** `owner/name` the review was made for; the publisher compares it with its own repository. */
  repository: string().regex(/^[\w.-]+\/[\w.-]+$/).optional(),
  /** The pull request the review was made for; the publisher posts only there, and only when it is the triggering run's. */
  pullNumber: number().int().positive().optional(),
  /** The configuration's comment key (several review configurations may comment on one PR). */
  configuration: string().regex(/^[\w.-]{0,100}$/),
  report: reportSchema
});
var ReviewArtifactError = class extends Error {
  name = "ReviewArtifactError";
};
function serializeReviewArtifact(report, options = {}) {
  let limit = MAX_ITEMS;
  for (; ; ) {
    const artifact = {
      kind: "openenv-ci/review",
      version: 1,
      repository: options.repository,
      ...options.pullNumber ? { pullNumber: options.pullNumber } : {},
      configuration: options.configuration ?? "",
      report: fitReport(report, limit)
    };
    const checked = artifactSchema.safeParse(artifact);
    if (!checked.success) throw new ReviewArtifactError(`internal: the review report does not fit the artifact schema: ${checked.error.issues[0]?.message}`);
    const json = JSON.stringify(checked.data, null, 2) + "\n";
    if (Buffer.byteLength(json) <= MAX_ARTIFACT_BYTES || limit <= MIN_KEPT_ITEMS) return json;
    limit = Math.max(MIN_KEPT_ITEMS, Math.floor(limit / 2));
  }
}
var MIN_KEPT_ITEMS = 200;
function fitReport(report, limit) {
  const clip = (text2, max) => clipCodePoints(text2, max);
  const fitItem = (item2) => ({
    ...item2,
    message: clip(item2.message, 4e3),
    ...item2.principle !== void 0 ? { principle: clip(item2.principle, 300) } : {}
  });
  return {
    ...report,
    tier1: report.tier1.slice(0, limit).map(fitItem),
    tier2: report.tier2.slice(0, limit).map(fitItem),
    notices: report.notices.slice(0, limit).map(fitItem)
  };
}
function parseReviewArtifact(json, expected = {}) {
  if (Buffer.byteLength(json, "utf8") > MAX_ARTIFACT_BYTES) throw new ReviewArtifactError(`review artifact is larger than ${MAX_ARTIFACT_BYTES} bytes; refusing it.`);
  let value;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ReviewArtifactError("review artifact is not valid JSON; refusing it.");
  }
  const parsed = artifactSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ReviewArtifactError(`review artifact failed validation at ${issue?.path.join(".") || "(root)"}: ${issue?.message}; refusing it.`);
  }
  const artifact = parsed.data;
  if (expected.headSha && artifact.report.headSha !== expected.headSha.toLowerCase()) {
    throw new ReviewArtifactError(`review artifact is for head ${artifact.report.headSha.slice(0, 12)}, but the workflow run is for ${expected.headSha.slice(0, 12)}; refusing it.`);
  }
  if (expected.repository && artifact.repository && artifact.repository.toLowerCase() !== expected.repository.toLowerCase()) {
    throw new ReviewArtifactError(`review artifact names repository ${artifact.repository}, not ${expected.repository}; refusing it.`);
  }
  const r = artifact.report;
  const severities = [...r.tier1.map((i) => i.severity === "error"), ...r.tier2.map((i) => i.severity === "warning"), ...r.notices.map((i) => i.severity === "notice")];
  if (severities.includes(false)) throw new ReviewArtifactError("review artifact has findings filed under the wrong tier; refusing it.");
  return artifact;
}
function renderReviewArtifact(artifact, options) {
  return renderReviewMarkdown(artifact.report, options);
}
function prepareReviewPublication(json, trusted) {
  const { run } = trusted;
  const artifact = parseReviewArtifact(json, { headSha: run.headSha, repository: trusted.repository });
  if (!artifact.repository) throw new ReviewArtifactError("review artifact names no repository; refusing it (write it with this version of openenv-ci).");
  if (!artifact.pullNumber) throw new ReviewArtifactError("review artifact names no pull request; refusing it (write it with this version of openenv-ci).");
  const sameName = (a, b) => a !== void 0 && b !== void 0 && a.toLowerCase() === b.toLowerCase();
  const runPulls = run.pullRequests.length ? trusted.openPullRequests.filter((pr) => run.pullRequests.includes(pr.number)) : trusted.openPullRequests.filter((pr) => sameName(pr.headRepo, run.headRepository) && pr.headRef !== void 0 && pr.headRef === run.headBranch);
  const ours = runPulls.filter((pr) => pr.headSha.toLowerCase() === run.headSha.toLowerCase());
  const target = ours.find((pr) => pr.number === artifact.pullNumber);
  if (!target) {
    const found = ours.map((pr) => `#${pr.number}`).join(", ") || "none open at this head";
    throw new ReviewArtifactError(
      `review artifact is for pull request #${artifact.pullNumber}, but the triggering run belongs to ${found}; nothing was published (closed, pushed again since, or an artifact from another pull request).`
    );
  }
  return { artifact, pullNumber: target.number, markdown: renderReviewArtifact(artifact, { repository: trusted.repository, serverUrl: trusted.serverUrl }) };
}

export {
  REVIEW_ARTIFACT_NAME,
  MAX_ARTIFACT_BYTES,
  ReviewArtifactError,
  serializeReviewArtifact,
  parseReviewArtifact,
  renderReviewArtifact,
  prepareReviewPublication
};
