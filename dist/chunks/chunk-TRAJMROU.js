import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  balance,
  countsTable,
  markdownHeadline,
  markdownSections,
  preExistingCountLines,
  shorten
} from "./chunk-BUCIOU3M.js";
import {
  GitHubPermissionError
} from "./chunk-RKJEQE2H.js";
import {
  VERSION
} from "./chunk-LH6O4QTG.js";

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

// src/github/sticky-comment.ts
var MARKER_VERSION = 1;
var MARKER_PATTERN = /^<!-- openenv-ci:v(\d+):([A-Za-z0-9_.:+/ -]+) -->$/;
var MAX_KEY_LENGTH = 100;
var STICKY_BODY_LIMIT = GITHUB_BODY_LIMIT - (`<!-- openenv-ci:v${MARKER_VERSION}: -->
`.length + MAX_KEY_LENGTH);
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
async function upsertStickyComment(options) {
  const { api, issueNumber, logger } = options;
  const key = markerKeyOf(options.marker) ?? sanitizeKey(options.marker);
  const marker = commentMarker(key);
  let full = withMarker(marker, options.body);
  if (full.length > GITHUB_BODY_LIMIT) {
    logger.warning(`The comment body is ${full.length} characters, over GitHub's limit: it was cut. Use fitCommentBody(parts, STICKY_BODY_LIMIT) to cut by section.`);
    full = shorten(full, GITHUB_BODY_LIMIT, "\n\n*\u2026 cut to fit the comment limit.*");
  }
  try {
    const login = await api.authenticatedLogin().catch(() => void 0) ?? "github-actions[bot]";
    const isOurs = (comment) => markerKeyOf(comment.body) === key && comment.author === login;
    const update = async (id) => {
      try {
        return await api.updateIssueComment(id, full);
      } catch (error) {
        if (!(error instanceof GitHubPermissionError && error.status === 404)) throw error;
        logger.info(`The pull request comment ${id} was deleted meanwhile: creating it again.`);
        return api.createIssueComment(issueNumber, full);
      }
    };
    const find = async () => (await api.listIssueComments(issueNumber)).filter(isOurs).sort((a, b) => a.id - b.id);
    let ours = await find();
    let action;
    let kept;
    if (ours.length === 0) {
      kept = await api.createIssueComment(issueNumber, full);
      action = "created";
      logger.info(`Created the pull request comment ${kept.htmlUrl || kept.id}.`);
      ours = await find();
      if (ours.length > 1 && ours[0].id !== kept.id) {
        const oldest = ours[0];
        kept = sameBody(oldest.body, full) ? oldest : await update(oldest.id);
        action = "updated";
      }
    } else if (sameBody(ours[0].body, full)) {
      kept = ours[0];
      action = "unchanged";
      logger.info(`The pull request comment ${kept.htmlUrl || kept.id} is up to date: nothing written.`);
    } else {
      kept = await update(ours[0].id);
      action = "updated";
      logger.info(`Updated the pull request comment ${kept.htmlUrl || kept.id}.`);
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
    const changed = normalize(existing.body) !== normalize(body) || existing.title !== title;
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
function normalize(text) {
  return text.replace(/\r\n?/g, "\n").trimEnd();
}

// src/github/publish.ts
function runUrl(env) {
  const server = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  if (!env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID) return void 0;
  const attempt = env.GITHUB_RUN_ATTEMPT && env.GITHUB_RUN_ATTEMPT !== "1" ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : "";
  return `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}${attempt}`;
}
function commentBody(result, env) {
  const url = runUrl(env);
  const footer = `<sub>openenv-ci ${VERSION} \xB7 this comment is updated in place on every run; the workflow run's job summary has the full report.</sub>`;
  if (result.commentMarkdown !== void 0) {
    return fitCommentBody({ header: "", sections: [{ title: "Review", markdown: result.commentMarkdown }], footer: "" }, STICKY_BODY_LIMIT, url);
  }
  const scoped = result.scope !== void 0 && result.scope !== "all";
  const preExisting = scoped ? preExistingCountLines(result) : "";
  const header = [markdownHeadline(result), countsTable(result), preExisting].filter(Boolean).join("\n\n");
  if (scoped && result.findings.length === 0) {
    const where = url ? `the [job summary](${url})` : "the job summary of this run";
    return fitCommentBody({ header, sections: [], footer: `Nothing new to fix in this pull request; ${where} has the full report.

${footer}` }, STICKY_BODY_LIMIT, url);
  }
  return fitCommentBody({ header, sections: markdownSections(result, { onlyWithFindings: scoped }), footer }, STICKY_BODY_LIMIT, url);
}
async function publishComment(options) {
  const { api, env, pullNumber, checkIds, result, logger } = options;
  let outcome;
  try {
    outcome = await upsertStickyComment({
      api,
      issueNumber: pullNumber,
      marker: stickyCommentKey(env.GITHUB_WORKFLOW, checkIds),
      body: commentBody(result, env),
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
  runUrl,
  commentBody,
  publishComment,
  publishTrackingIssue
};
