import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  balance,
  countsTable,
  markdownHeadline,
  markdownSections,
  preExistingCountLines,
  shorten
} from "./chunk-HC54TOJM.js";
import {
  VERSION
} from "./chunk-LH6O4QTG.js";
import {
  GitHubPermissionError
} from "./chunk-RKJEQE2H.js";

// src/github/comment-body.ts
var GITHUB_BODY_LIMIT = 65536;
var MIN_PARTIAL_ROOM = 400;
var NOTE_TITLES = 8;
function fitCommentBody(parts, limit = GITHUB_BODY_LIMIT, summaryUrl) {
  const header = balance(parts.header.trimEnd());
  const footer = balance(parts.footer.trim());
  const rendered = parts.sections.map((s) => ({ title: oneLine(s.title), text: balance(s.markdown.trim()) })).filter((s) => s.text !== "");
  const join = (pieces) => pieces.filter((p) => p !== "").join("\n\n");
  const whole = join([header, ...rendered.map((s) => s.text), footer]);
  if (whole.length <= limit) return whole;
  const prefix = [0];
  for (const s of rendered) prefix.push(prefix.at(-1) + s.text.length);
  const lengthWith = (k, ...extra) => {
    const pieces = [header, footer, ...extra].filter((p) => p !== "");
    const count = pieces.length + k;
    return pieces.reduce((sum, p) => sum + p.length, 0) + prefix[k] + 2 * Math.max(0, count - 1);
  };
  const titles = rendered.map((s) => s.title);
  let kept = 0;
  while (kept < rendered.length && lengthWith(kept + 1, note(titles.slice(kept + 1), false, summaryUrl)) <= limit) kept += 1;
  const keptText = rendered.slice(0, kept).map((s) => s.text);
  const cutTitles = titles.slice(kept);
  let body = join([header, ...keptText, note(cutTitles, false, summaryUrl), footer]);
  const partialNote = note(cutTitles, true, summaryUrl);
  const room = limit - lengthWith(kept, partialNote) - 2;
  if (cutTitles.length > 0 && room >= MIN_PARTIAL_ROOM) {
    const partial = shorten(rendered[kept].text, room, "\n\n*\u2026 the rest of this section was cut.*");
    body = join([header, ...keptText, partial, partialNote, footer]);
  }
  return body.length <= limit ? body : shorten(body, limit, "\n\n*\u2026 cut to fit the comment limit.*");
}
function note(cutTitles, firstShortened, summaryUrl) {
  if (cutTitles.length === 0) return "";
  const list = (titles) => titles.slice(0, NOTE_TITLES).join(", ") + (titles.length > NOTE_TITLES ? ` and ${titles.length - NOTE_TITLES} more` : "");
  const dropped = firstShortened ? cutTitles.slice(1) : cutTitles;
  const what = [
    ...firstShortened ? [`${cutTitles[0]} was shortened`] : [],
    ...dropped.length > 0 ? [`${dropped.length === 1 ? "1 section was" : `${dropped.length} sections were`} left out (${list(dropped)})`] : []
  ].join("; ");
  const where = summaryUrl ? `The [job summary](${summaryUrl}) has the full report.` : "The job summary of this run has the full report.";
  return `> [!NOTE]
> This comment was cut to fit GitHub's 65,536-character limit: ${what}. ${where}`;
}
function oneLine(text) {
  return text.replace(/\s*[\r\n]+\s*/g, " ").trim();
}

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

// src/github/sticky-comment.ts
var MARKER_VERSION = 1;
var MARKER_PATTERN = /^<!-- openenv-ci:v(\d+):([A-Za-z0-9_.:+/ -]+) -->$/;
var MAX_KEY_LENGTH = 100;
var STICKY_BODY_LIMIT = GITHUB_BODY_LIMIT - (`<!-- openenv-ci:v${MARKER_VERSION}: -->
`.length + MAX_KEY_LENGTH);
function jobCommentKey(workflow, job) {
  return sanitizeKey(`${workflow?.trim() || "openenv-ci"}:job:${job?.trim() || "default"}`);
}
function stickyCommentKey(workflow, checks) {
  const set = [...new Set(checks.map((c) => c.trim()).filter((c) => c !== ""))].sort().join("+");
  return sanitizeKey(`${workflow?.trim() || "openenv-ci"}:${set || "default"}`);
}
function sanitizeKey(key) {
  const clean = key.replace(/[^A-Za-z0-9_.:+/ -]+/g, "-").replace(/-{2,}/g, "-").trim().slice(0, MAX_KEY_LENGTH).trim();
  return clean === "" ? "default" : clean;
}
function commentMarker(key) {
  return `<!-- openenv-ci:v${MARKER_VERSION}:${sanitizeKey(key)} -->`;
}
function markerKeyOf(body) {
  const firstLine = body.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0].trim();
  return MARKER_PATTERN.exec(firstLine)?.[2];
}
function withMarker(marker, body) {
  return `${marker}
${body}`;
}
function withoutMarker(body) {
  const text = body.replace(/^\uFEFF/, "");
  const newline = text.indexOf("\n");
  return newline === -1 ? "" : text.slice(newline + 1);
}
async function upsertStickyComment(options) {
  const { api, issueNumber, logger } = options;
  const key = markerKeyOf(options.marker) ?? sanitizeKey(options.marker);
  const marker = commentMarker(key);
  const legacy = new Set((options.legacyKeys ?? []).map((k) => markerKeyOf(k) ?? sanitizeKey(k)).filter((k) => k !== key));
  const fullFor = (current) => {
    const currentBody = current && markerKeyOf(current.body) === key ? withoutMarker(current.body) : void 0;
    let full = withMarker(marker, typeof options.body === "string" ? options.body : options.body(currentBody));
    if (full.length > GITHUB_BODY_LIMIT) {
      logger.warning(`The comment body is ${full.length} characters, over GitHub's limit: it was cut. Use fitCommentBody(parts, STICKY_BODY_LIMIT) to cut by section.`);
      full = shorten(full, GITHUB_BODY_LIMIT, "\n\n*\u2026 cut to fit the comment limit.*");
    }
    return full;
  };
  try {
    const login = await api.authenticatedLogin().catch(() => void 0) ?? "github-actions[bot]";
    const ourKey = (comment) => comment.author === login ? markerKeyOf(comment.body) : void 0;
    const update = async (id, full) => {
      try {
        return await api.updateIssueComment(id, full);
      } catch (error) {
        if (!(error instanceof GitHubPermissionError && error.status === 404)) throw error;
        logger.info(`The pull request comment ${id} was deleted meanwhile: creating it again.`);
        return api.createIssueComment(issueNumber, full);
      }
    };
    const find = async () => {
      const comments = (await api.listIssueComments(issueNumber)).sort((a, b) => a.id - b.id);
      const byKey = comments.filter((c) => ourKey(c) === key);
      return [...byKey, ...comments.filter((c) => legacy.has(ourKey(c) ?? ""))];
    };
    let ours = await find();
    let action;
    let kept;
    if (ours.length === 0) {
      const full = fullFor(void 0);
      kept = await api.createIssueComment(issueNumber, full);
      action = "created";
      logger.info(`Created the pull request comment ${kept.htmlUrl || kept.id}.`);
      ours = await find();
      if (ours.length > 1 && ours[0].id !== kept.id) {
        const oldest = ours[0];
        const fullOfOldest = fullFor(oldest);
        kept = sameBody(oldest.body, fullOfOldest) ? oldest : await update(oldest.id, fullOfOldest);
        action = "updated";
      }
    } else {
      const full = fullFor(ours[0]);
      if (sameBody(ours[0].body, full)) {
        kept = ours[0];
        action = "unchanged";
        logger.info(`The pull request comment ${kept.htmlUrl || kept.id} is up to date: nothing written.`);
      } else {
        kept = await update(ours[0].id, full);
        action = "updated";
        logger.info(`Updated the pull request comment ${kept.htmlUrl || kept.id}.`);
      }
    }
    const deleted = [];
    for (const duplicate of ours.filter((c) => c.id !== kept.id)) {
      try {
        await api.deleteIssueComment(duplicate.id);
        deleted.push(duplicate.id);
      } catch (error) {
        logger.warning(`Could not delete the superseded comment ${duplicate.id}: ${message(error)}`);
      }
    }
    if (deleted.length > 0) logger.info(`Deleted ${deleted.length} superseded duplicate comment(s): ${deleted.join(", ")}.`);
    return { commentId: kept.id, ...kept.htmlUrl ? { htmlUrl: kept.htmlUrl } : {}, action, ...deleted.length > 0 ? { deleted } : {} };
  } catch (error) {
    if (error instanceof GitHubPermissionError) {
      const reason = `the token cannot write comments on #${issueNumber} (${error.message}). This is expected for pull requests from forks and for workflows with read-only permissions; the annotations and the job summary still carry the full report. To get the comment, grant \`pull-requests: write\` (and \`issues: write\`), or publish from a trusted workflow_run workflow.`;
      logger.warning(`Pull request comment skipped: ${reason}`);
      return { action: "skipped", reason };
    }
    throw error;
  }
}
function sameBody(a, b) {
  const norm = (s) => s.replace(/\r\n?/g, "\n").trimEnd();
  return norm(a) === norm(b);
}
function message(error) {
  return error instanceof Error ? error.message : String(error);
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
  fitCommentBody,
  STICKY_BODY_LIMIT,
  stickyCommentKey,
  upsertStickyComment,
  COMMENT_FOOTER,
  runUrl,
  commentBody,
  publishComment,
  publishTrackingIssue
};
