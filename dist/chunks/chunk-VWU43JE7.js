import {
  balance,
  shorten
} from "./chunk-LORP6KJE.js";
import {
  GitHubPermissionError
} from "./chunk-EDJDLEUI.js";

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

export {
  GITHUB_BODY_LIMIT,
  fitCommentBody,
  STICKY_BODY_LIMIT,
  jobCommentKey,
  stickyCommentKey,
  sanitizeKey,
  upsertStickyComment
};
