import {
  GITHUB_BODY_LIMIT,
  fitCommentBody,
  jobCommentKey,
  sanitizeKey,
  stickyCommentKey,
  upsertStickyComment
} from "./chunk-VWU43JE7.js";
import {
  ICON,
  findingsTable,
  scoped,
  shorten
} from "./chunk-LORP6KJE.js";
import {
  plural
} from "./chunk-RGIUMTQF.js";
import {
  reportLines,
  ruleKey
} from "./chunk-WZD5HY2J.js";
import {
  codeSpan
} from "./chunk-W3AGWKJZ.js";
import {
  VERSION
} from "./chunk-QWOUCIXH.js";
import {
  GitHubPermissionError
} from "./chunk-EDJDLEUI.js";
import {
  countBySeverity,
  countsForVerdict
} from "./chunk-KBUQXIYL.js";

// src/report/comment.ts
var COMMENT_BUDGET = 16e3;
var COUNTS_LINE = /^<!-- openenv-ci:counts:(\d{1,7}):(\d{1,7}):(\d{1,7}):(new|all) -->$/;
function countsLine(counts) {
  return `<!-- openenv-ci:counts:${counts.error}:${counts.warning}:${counts.notice}:${counts.scoped ? "new" : "all"} -->`;
}
function readCounts(section) {
  const m = COUNTS_LINE.exec(section.slice(0, section.indexOf("\n") === -1 ? section.length : section.indexOf("\n")));
  return m ? { error: Number(m[1]), warning: Number(m[2]), notice: Number(m[3]), scoped: m[4] === "new" } : void 0;
}
function jobVerdict(sections) {
  const known = sections.filter((c) => c !== void 0);
  const error = known.reduce((n, c) => n + c.error, 0);
  const warning = known.reduce((n, c) => n + c.warning, 0);
  const scopedAll = known.length > 0 && known.every((c) => c.scoped);
  const status = error ? "\u274C" : warning ? "\u26A0\uFE0F" : "\u2705";
  const what = scopedAll ? ["new error", "new warning"] : ["error", "warning"];
  if (!error && !warning) return `## ${status} openenv-ci: ${scopedAll ? "nothing new to fix in this pull request" : "no errors or warnings"}`;
  return `## ${status} openenv-ci: ${plural(error, what[0])}, ${plural(warning, what[1])}${scopedAll ? " in this pull request" : ""}`;
}
var STEP_LEVELS = [{}, { minFiles: 2 }, { minFiles: 2, key: ruleKey }, { minFiles: 2, key: ruleKey, collapsedPlaces: false }];
function stepSection(result, options) {
  const counts = countBySeverity(result.findings);
  const countsMarker = countsLine({ ...counts, scoped: scoped(result) });
  if (result.commentMarkdown !== void 0) return [countsMarker, result.commentMarkdown.trim()].join("\n");
  const head = [countsMarker, sectionHeading(options.label, result)];
  if (!result.findings.some(countsForVerdict)) return head.join("\n");
  const render = (table) => [...head, ...checkTables(result, { ...table, ...options.changedFiles ? { changedFiles: options.changedFiles } : {} })].join("\n");
  let body = "";
  for (const level of STEP_LEVELS) {
    body = render(level);
    if (body.length <= options.room) return body;
  }
  const last = STEP_LEVELS.at(-1);
  const lines = (maxLines) => render({ ...last, maxLines });
  let low = 0;
  let high = reportLines(result.findings.filter(countsForVerdict), last).length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (lines(mid).length <= options.room) low = mid;
    else high = mid - 1;
  }
  return lines(low);
}
function sectionHeading(label, result) {
  const c = countBySeverity(result.findings);
  const status = c.error ? "\u274C" : c.warning ? "\u26A0\uFE0F" : "\u2705";
  if (!result.findings.some(countsForVerdict)) return `### ${status} ${label}: ${scoped(result) ? "nothing new" : "no findings"}`;
  return `### ${status} ${label}: ${counted(c, scoped(result))}`;
}
function counted(c, isNew) {
  const n = isNew ? "new " : "";
  return ["error", "warning", "notice"].filter((s) => c[s] > 0).map((s) => plural(c[s], `${n}${s}`)).join(", ");
}
function checkTables(result, table) {
  const outcomes = result.outcomes.map((o) => ({ ...o, findings: o.findings.filter(countsForVerdict) })).filter((o) => o.findings.length > 0);
  const out = [];
  for (const outcome of outcomes) {
    if (outcomes.length > 1) out.push("", `#### ${ICON[worst(outcome.findings)]} ${outcome.title} (${codeSpan(outcome.check)}): ${counted(countBySeverity(outcome.findings), scoped(result))}`);
    if (outcome.listFindings === false) {
      out.push("", `${plural(outcome.findings.length, "finding")}: the job summary lists those to act on.`);
      continue;
    }
    out.push("", ...findingsTable(outcome.findings, table));
  }
  return out;
}
function worst(findings) {
  return findings.some((f) => f.severity === "error") ? "error" : findings.some((f) => f.severity === "warning") ? "warning" : "notice";
}

// src/github/comment-sections.ts
var START = /^<!-- openenv-ci:section:([A-Za-z0-9_.+-]{1,100}):(\d{1,6})(?: head=([0-9a-f]{7,64}) run=(\d{1,15}))? -->$/;
var END = "<!-- openenv-ci:end-section -->";
var MAX_START_LINE = 240;
var WIDEST_START = `<!-- openenv-ci:section:${"x".repeat(100)}:999999 head=${"f".repeat(64)} run=${"9".repeat(15)} -->
`;
function sectionOrigin(headSha, runNumber) {
  const sha = headSha?.trim().toLowerCase() ?? "";
  const run = Number(runNumber);
  if (!/^[0-9a-f]{7,64}$/.test(sha) || !Number.isSafeInteger(run) || run < 0) return void 0;
  return { headSha: sha, runNumber: run };
}
function sectionId(checks) {
  const set = [...new Set(checks.map((c) => c.trim()).filter((c) => /^[a-z0-9-]+$/.test(c)))].sort();
  return set.join("+") || "default";
}
function normalize(text) {
  return text.replace(/\r\n?/g, "\n");
}
function renderSection(section) {
  const markdown = normalize(section.markdown);
  const origin = section.origin ? ` head=${section.origin.headSha} run=${section.origin.runNumber}` : "";
  return `<!-- openenv-ci:section:${section.id}:${markdown.length}${origin} -->
${markdown}
${END}`;
}
function parseSections(body) {
  const text = normalize(body);
  const sections = [];
  let at = 0;
  while (text[at] === "\n") at++;
  if (text.startsWith("## ", at)) {
    const end = text.indexOf("\n", at);
    at = end === -1 ? text.length : end + 1;
  }
  for (; ; ) {
    while (text[at] === "\n") at++;
    const lineEnd = text.indexOf("\n", at);
    if (lineEnd === -1 || lineEnd - at > MAX_START_LINE) break;
    const start = START.exec(text.slice(at, lineEnd));
    if (!start) break;
    const length = Number(start[2]);
    const contentStart = lineEnd + 1;
    const contentEnd = contentStart + length;
    if (text.slice(contentEnd, contentEnd + END.length + 1) !== `
${END}`) break;
    const origin = start[3] !== void 0 ? { headSha: start[3], runNumber: Number(start[4]) } : void 0;
    sections.push({ id: start[1], markdown: text.slice(contentStart, contentEnd), ...origin ? { origin } : {} });
    at = contentEnd + 1 + END.length;
  }
  return sections;
}
var VERDICT_ROOM = 200;
function composeSections(options) {
  const { id, footer, limit } = options;
  const existing = options.current === void 0 ? [] : parseSections(options.current);
  const others = existing.filter((s) => s.id !== id);
  const count = others.length + 1;
  const overhead = count * (WIDEST_START.length + `
${END}`.length + 2) + footer.length + (options.verdict ? VERDICT_ROOM : 0);
  const available = Math.max(0, limit - overhead);
  const share = Math.floor(available / count);
  const othersLength = others.reduce((sum, s) => sum + s.markdown.length, 0);
  let room = available - othersLength;
  let kept = others;
  if (room < share) {
    room = share;
    kept = others.map((s) => s.markdown.length <= share ? s : { id: s.id, markdown: shorten(s.markdown, share, "\n\n*\u2026 cut to make room for the other steps of this job; the job summary has it all.*") });
  }
  const index = existing.findIndex((s) => s.id === id);
  const own = ownSection(existing[index], options, room);
  const ordered = index === -1 ? [...kept, own] : [...kept.slice(0, index), own, ...kept.slice(index)];
  const verdict = options.verdict ? options.verdict(ordered.map((s) => s.markdown)).replace(/[\r\n]+/g, " ").slice(0, VERDICT_ROOM) : "";
  return [verdict, ...ordered.map(renderSection), footer].filter((p) => p !== "").join("\n\n");
}
function ownSection(previous, options, room) {
  const { id, origin } = options;
  if (previous?.origin && origin && previous.origin.runNumber > origin.runNumber) {
    options.onSuperseded?.(previous.origin);
    return previous;
  }
  const markdown = options.render(room);
  if (previous && normalize(previous.markdown) === normalize(markdown) && previous.origin?.headSha === origin?.headSha) return previous;
  return { id, markdown, ...origin ? { origin } : {} };
}

// src/github/tracking-issue.ts
function trackingMarker(label) {
  return `<!-- openenv-ci:tracking:v1:${sanitizeKey(label)} -->`;
}
async function upsertTrackingIssue(options) {
  const { api, label, title, logger } = options;
  const marker = trackingMarker(label);
  let body = `${marker}
${options.body}`;
  if (body.length > GITHUB_BODY_LIMIT) {
    logger.warning(`The tracking issue body is ${body.length} characters, over GitHub's limit: it was cut.`);
    body = shorten(body, GITHUB_BODY_LIMIT, "\n\n*\u2026 cut to fit the issue limit; the job summary has the full report.*");
  }
  try {
    const candidates = (await api.listIssuesWithLabel(label)).filter((issue) => issue.body.replace(/^\uFEFF/, "").trimStart().startsWith(marker)).sort(preferOpenThenOldest);
    const existing = candidates[0];
    if (candidates.length > 1) {
      logger.warning(`${candidates.length} issues carry the ${label} tracking marker; keeping #${existing.number} current.`);
    }
    if (!existing) {
      const created = await api.createIssue(title, body, [label]);
      logger.info(`Created tracking issue #${created.number}.`);
      return { action: "created", issueNumber: created.number, htmlUrl: created.htmlUrl };
    }
    const changed = normalize2(existing.body) !== normalize2(body) || existing.title !== title;
    if (!changed && existing.state === "open") {
      logger.info(`Tracking issue #${existing.number} is up to date: nothing written.`);
      return { action: "unchanged", issueNumber: existing.number, htmlUrl: existing.htmlUrl };
    }
    const reopen = existing.state === "closed";
    const updated = await api.updateIssue(existing.number, {
      ...changed ? { title, body } : {},
      ...reopen ? { state: "open" } : {}
    });
    logger.info(`${reopen ? "Reopened" : "Updated"} tracking issue #${updated.number}.`);
    return { action: reopen ? "reopened" : "updated", issueNumber: updated.number, htmlUrl: updated.htmlUrl || existing.htmlUrl };
  } catch (error) {
    if (error instanceof GitHubPermissionError) {
      const reason = `the token cannot write issues (${error.message}); grant \`issues: write\` to keep the tracking issue current.`;
      logger.warning(`Tracking issue skipped: ${reason}`);
      return { action: "skipped", reason };
    }
    throw error;
  }
}
function preferOpenThenOldest(a, b) {
  if (a.state !== b.state) return a.state === "open" ? -1 : 1;
  return a.number - b.number;
}
function normalize2(text) {
  return text.replace(/\r\n?/g, "\n").trimEnd();
}

// src/github/publish.ts
var COMMENT_FOOTER = `<sub>openenv-ci ${VERSION} \xB7 this comment is updated in place on every run; the workflow run's job summary has the full report.</sub>`;
function runUrl(env) {
  const server = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  if (!env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID) return void 0;
  const attempt = env.GITHUB_RUN_ATTEMPT && env.GITHUB_RUN_ATTEMPT !== "1" ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : "";
  return `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}${attempt}`;
}
function commentBody(result, env, options = {}) {
  const url = runUrl(env);
  const limit = options.limit ?? COMMENT_BUDGET;
  const alone = options.footer !== false;
  const label = options.label ?? "openenv-ci";
  const header = alone ? jobVerdict([{ ...countBySeverity(result.findings), scoped: scoped(result) }]) : "";
  const room = Math.max(0, limit - (alone ? header.length + COMMENT_FOOTER.length + 4 : 0));
  const section = stepSection(result, { label, room, ...options.changedFiles ? { changedFiles: options.changedFiles } : {}, ...url ? { summaryUrl: url } : {} });
  return fitCommentBody({ header, sections: [{ title: label, markdown: section }], footer: alone ? COMMENT_FOOTER : "" }, limit, url);
}
async function publishComment(options) {
  const { api, env, pullNumber, checkIds, result, logger, changedFiles } = options;
  const origin = sectionOrigin(options.headSha, env.GITHUB_RUN_NUMBER);
  let outcome;
  try {
    outcome = await upsertStickyComment({
      api,
      issueNumber: pullNumber,
      marker: jobCommentKey(env.GITHUB_WORKFLOW, env.GITHUB_JOB),
      legacyKeys: [stickyCommentKey(env.GITHUB_WORKFLOW, checkIds)],
      body: (current) => composeSections({
        current,
        id: sectionId(checkIds),
        render: (room) => commentBody(result, env, { limit: room, footer: false, label: checkIds.join(", ") || "openenv-ci", ...changedFiles ? { changedFiles } : {} }),
        footer: COMMENT_FOOTER,
        verdict: (sections) => jobVerdict(sections.map(readCounts)),
        limit: COMMENT_BUDGET,
        ...origin ? { origin } : {},
        onSuperseded: (later) => logger.info(
          `openenv-ci: this step's section of the comment was written by a later run (run ${later.runNumber}, commit ${later.headSha.slice(0, 12)}); it was left as it is (this run: ${origin.runNumber}, commit ${origin.headSha.slice(0, 12)}).`
        )
      }),
      logger
    });
  } catch (error) {
    logger.warning(`openenv-ci: the pull request comment could not be written: ${error instanceof Error ? error.message : String(error)}. The annotations and the job summary are complete.`);
    return void 0;
  }
  return outcome.commentId;
}
async function publishTrackingIssue(options) {
  const { api, issue, logger } = options;
  try {
    return await upsertTrackingIssue({ api, label: issue.label, title: issue.title, body: issue.body, logger });
  } catch (error) {
    logger.warning(`openenv-ci: the tracking issue could not be updated: ${error instanceof Error ? error.message : String(error)}.`);
    return void 0;
  }
}

export {
  COMMENT_FOOTER,
  runUrl,
  commentBody,
  publishComment,
  publishTrackingIssue
};
