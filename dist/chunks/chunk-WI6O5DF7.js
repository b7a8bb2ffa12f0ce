import {
  countsTable,
  markdownHeadline,
  markdownSections,
  preExistingCountLines
} from "./chunk-6USAAHFT.js";
import {
  GITHUB_BODY_LIMIT,
  STICKY_BODY_LIMIT,
  fitCommentBody,
  jobCommentKey,
  sanitizeKey,
  stickyCommentKey,
  upsertStickyComment
} from "./chunk-FNXKRO2Y.js";
import {
  shorten
} from "./chunk-53LLQZFH.js";
import {
  VERSION
} from "./chunk-QWOUCIXH.js";
import {
  GitHubPermissionError
} from "./chunk-EDJDLEUI.js";

// src/github/comment-sections.ts
var START = /^<!-- openenv-ci:section:([A-Za-z0-9_.+-]{1,100}):(\d{1,6}) -->$/;
var END = "<!-- openenv-ci:end-section -->";
var MAX_START_LINE = 140;
function sectionId(checks) {
  const set = [...new Set(checks.map((c) => c.trim()).filter((c) => /^[a-z0-9-]+$/.test(c)))].sort();
  return set.join("+") || "default";
}
function normalize(text) {
  return text.replace(/\r\n?/g, "\n");
}
function renderSection(section) {
  const markdown = normalize(section.markdown);
  return `<!-- openenv-ci:section:${section.id}:${markdown.length} -->
${markdown}
${END}`;
}
function parseSections(body) {
  const text = normalize(body);
  const sections = [];
  let at = 0;
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
    sections.push({ id: start[1], markdown: text.slice(contentStart, contentEnd) });
    at = contentEnd + 1 + END.length;
  }
  return sections;
}
function composeSections(options) {
  const { id, footer, limit } = options;
  const existing = options.current === void 0 ? [] : parseSections(options.current);
  const others = existing.filter((s) => s.id !== id);
  const count = others.length + 1;
  const overhead = count * (`<!-- openenv-ci:section:${"x".repeat(100)}:999999 -->
`.length + `
${END}`.length + 2) + footer.length;
  const available = Math.max(0, limit - overhead);
  const share = Math.floor(available / count);
  const othersLength = others.reduce((sum, s) => sum + s.markdown.length, 0);
  let room = available - othersLength;
  let kept = others;
  if (room < share) {
    room = share;
    kept = others.map((s) => s.markdown.length <= share ? s : { id: s.id, markdown: shorten(s.markdown, share, "\n\n*\u2026 cut to make room for the other steps of this job; the job summary has it all.*") });
  }
  const own = { id, markdown: options.render(room) };
  const index = existing.findIndex((s) => s.id === id);
  const ordered = index === -1 ? [...kept, own] : [...kept.slice(0, index), own, ...kept.slice(index)];
  return [...ordered.map(renderSection), footer].filter((p) => p !== "").join("\n\n");
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
  const limit = options.limit ?? STICKY_BODY_LIMIT;
  const footer = options.footer === false ? "" : COMMENT_FOOTER;
  if (result.commentMarkdown !== void 0) {
    return fitCommentBody({ header: "", sections: [{ title: "Review", markdown: result.commentMarkdown }], footer: "" }, limit, url);
  }
  const scoped = result.scope !== void 0 && result.scope !== "all";
  const preExisting = scoped ? preExistingCountLines(result) : "";
  const header = [markdownHeadline(result, options.label), countsTable(result), preExisting].filter(Boolean).join("\n\n");
  if (scoped && result.findings.length === 0) {
    const where = url ? `the [job summary](${url})` : "the job summary of this run";
    return fitCommentBody({ header, sections: [], footer: [`Nothing new to fix in this pull request; ${where} has the full report.`, footer].filter(Boolean).join("\n\n") }, limit, url);
  }
  return fitCommentBody({ header, sections: markdownSections(result, { onlyWithFindings: scoped }), footer }, limit, url);
}
async function publishComment(options) {
  const { api, env, pullNumber, checkIds, result, logger, label } = options;
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
        render: (room) => commentBody(result, env, { limit: room, footer: false, ...label ? { label } : {} }),
        footer: COMMENT_FOOTER,
        limit: STICKY_BODY_LIMIT
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
