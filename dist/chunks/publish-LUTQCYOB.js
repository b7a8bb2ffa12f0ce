import {
  modelPassOff,
  runModelPass
} from "./chunk-H2R5J4ZR.js";
import "./chunk-M4TRYUTU.js";
import "./chunk-ADH2ONQJ.js";
import {
  GitRevisionView
} from "./chunk-XOQT5AGB.js";
import "./chunk-NO5C67FT.js";
import "./chunk-RUDGHLJC.js";
import "./chunk-LORP6KJE.js";
import "./chunk-H3ZTQHZ5.js";
import "./chunk-RGIUMTQF.js";
import "./chunk-WZD5HY2J.js";
import "./chunk-W3AGWKJZ.js";
import "./chunk-YHG43ED4.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import "./chunk-SEWDMQ6Q.js";

// src/checks/review/llm/publish.ts
async function publishedModelPass(input) {
  const { api, artifact, options } = input;
  if (modelPassOff(options, input.ruleOff)) return void 0;
  const report = artifact.report;
  const context = { eventName: "workflow_run", repositorySlug: api.repository, severityOf: input.severityOf, ruleOff: input.ruleOff, services: { github: api, logger: input.logger } };
  let pr;
  try {
    pr = await api.getPullRequest(input.pullNumber);
  } catch (error) {
    const reason = `the pull request could not be read from the API (${error instanceof Error ? error.message.slice(0, 200) : "unknown error"})`;
    return runModelPass(context, { source: "git", baseSha: report.baseSha, headSha: report.headSha, unavailable: reason }, options, report, [], { client: input.client, env: input.env });
  }
  const pullRequest = {
    number: input.pullNumber,
    title: pr.title,
    body: pr.body,
    author: pr.author,
    createdAt: pr.createdAt,
    baseSha: pr.baseSha,
    headSha: pr.headSha,
    fromFork: !pr.headRepo || pr.headRepo.toLowerCase() !== api.repository.toLowerCase(),
    ...pr.authorAssociation ? { authorAssociation: pr.authorAssociation } : {},
    labels: pr.labels ?? []
  };
  const source = await commitsOf(input.git, report.baseSha, report.headSha, pr.baseSha);
  const findings = [...report.tier1, ...report.tier2, ...report.notices].map((item) => ({
    rule: item.rule,
    severity: item.severity,
    file: item.file,
    line: item.line,
    message: item.message,
    fingerprint: "",
    check: item.check
  }));
  return runModelPass(
    { ...context, pullRequest },
    source,
    options,
    report,
    findings,
    { client: input.client, env: input.env }
  );
}
async function commitsOf(git, baseSha, headSha, pullBaseSha) {
  const unavailable = (reason) => ({ source: "git", baseSha, headSha, unavailable: reason });
  if (!git) return unavailable("the publish job has no git checkout (check out the base repository with fetch-depth: 0, then fetch the head commit)");
  const ok = async (args) => (await git(args, { allowFailure: true })).exitCode === 0;
  if (!await ok(["cat-file", "-e", `${headSha}^{commit}`])) return unavailable(`the pull request's head ${headSha.slice(0, 12)} is not in the checkout (fetch it: git fetch --no-tags origin ${headSha})`);
  if (!await ok(["cat-file", "-e", `${baseSha}^{commit}`])) return unavailable(`the review's BASE ${baseSha.slice(0, 12)} is not in the checkout (check out with fetch-depth: 0)`);
  if (baseSha !== pullBaseSha.toLowerCase() && !await ok(["merge-base", "--is-ancestor", baseSha, pullBaseSha])) {
    return unavailable(`the artifact's BASE ${baseSha.slice(0, 12)} is not on the pull request's base branch (${pullBaseSha.slice(0, 12)})`);
  }
  const mergeBase = await git(["merge-base", baseSha, headSha], { allowFailure: true });
  if (mergeBase.exitCode !== 0) return unavailable(`BASE ${baseSha.slice(0, 12)} and the head ${headSha.slice(0, 12)} have no merge-base in the checkout (check out with fetch-depth: 0)`);
  return { source: "git", git, baseSha, headSha, diffBaseSha: mergeBase.stdout.toString().trim(), baseTree: new GitRevisionView(git, baseSha) };
}
export {
  publishedModelPass
};
