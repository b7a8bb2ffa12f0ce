import {
  severityRank
} from "./chunk-KBUQXIYL.js";
import {
  firstCodePoints
} from "./chunk-OXMKZMOM.js";

// src/node-crypto.ts
import { createRequire } from "node:module";
var loaded;
function nodeCrypto() {
  loaded ??= createRequire(import.meta.url)("node:crypto");
  return loaded;
}

// src/engine/fingerprint.ts
function fingerprint(rule, file, key) {
  const normalizedKey = key.replace(/\s+/g, " ").trim();
  const text = `${rule}\0${file}\0${normalizedKey}`;
  return nodeCrypto().hash("sha256", text, "hex").slice(0, 32);
}

// src/engine/limits.ts
var LIMITS = {
  /** Characters of repository text one finding may quote (a quoted span longer than this is cut). */
  quotedCharacters: 200,
  /** Characters of one finding message in all (fixed text plus quotes). */
  messageCharacters: 1e3,
  /** Findings one check may raise on one line of one file. */
  findingsPerLine: 10,
  /** Findings one check may raise in one file (the rest are counted in one notice). */
  findingsPerFile: 100,
  /** Bytes a check reads of one file; larger files are reported as too large, not parsed. */
  fileBytes: 4 * 1024 * 1024,
  /**
   * Lines plus inline markup characters of one Markdown document rfc-lint parses (an RFC has a few
   * thousand; OpenEnv's largest, 36 KB, 1,687): markdown-it's tokens, and so memory, stay bounded.
   */
  markdownStructure: 1e5,
  /** Bytes of the config file (`.github/openenv-ci.yml` or `--config`): a config is a few KB. */
  configBytes: 256 * 1024,
  /** YAML nodes (keys, values, items) of the parsed config: its model stays small whatever the file holds. */
  configNodes: 2e4,
  /** Bytes of one change the review reads (its diff, file by file; option `max-change-bytes`); the rest is listed as not reviewed. */
  changeBytes: 32 * 1024 * 1024,
  /** Default seconds of GitHub API work per run (`api-deadline` input); then the report is written with what was answered. */
  apiDeadlineSeconds: 120,
  /**
   * Seconds of the API deadline kept for publishing (the sticky comment, the tracking issue): lookups
   * stop this much earlier (at most a quarter of the deadline), and publishing gets at least this long
   * from when it starts, so a slow lookup can never leave the previous run's comment in place.
   */
  publishShareSeconds: 30
};
function apiDeadline(seconds, cancelled, warn) {
  const timeout = AbortSignal.timeout(Math.round(seconds * 1e3));
  const signal = AbortSignal.any([cancelled, timeout]);
  deadlineWarnings.set(signal, () => {
    if (timeout.aborted) warn(`openenv-ci: the API deadline (${seconds} s, input api-deadline) passed: GitHub calls still running or queued were skipped; the report covers what was answered.`);
  });
  return signal;
}
var deadlineWarnings = /* @__PURE__ */ new WeakMap();
function apiDeadlines(seconds, cancelled, warn) {
  const shareSeconds = Math.min(LIMITS.publishShareSeconds, seconds / 4);
  const end = Date.now() + seconds * 1e3;
  const lookupSeconds = seconds - shareSeconds;
  const lookupTimeout = AbortSignal.timeout(Math.round(lookupSeconds * 1e3));
  const lookups = AbortSignal.any([cancelled, lookupTimeout]);
  deadlineWarnings.set(lookups, () => {
    if (lookupTimeout.aborted) {
      warn(
        `openenv-ci: the API deadline (${formatSeconds(seconds)}, input api-deadline) passed for lookups (at ${formatSeconds(lookupSeconds)}; the last ${formatSeconds(shareSeconds)} are kept for the comment): GitHub calls still running or queued were skipped; the report covers what was answered.`
      );
    }
  });
  let publishing;
  return {
    lookups,
    shareSeconds,
    publishing: () => {
      if (publishing) return publishing;
      const ms = Math.max(shareSeconds * 1e3, end - Date.now());
      const timeout = AbortSignal.timeout(Math.round(ms));
      const signal = AbortSignal.any([cancelled, timeout]);
      deadlineWarnings.set(signal, () => {
        if (timeout.aborted) warn(`openenv-ci: publishing's share of the API deadline (${formatSeconds(ms / 1e3)}) passed: the comment or tracking issue was not written.`);
      });
      return publishing = signal;
    }
  };
}
function formatSeconds(seconds) {
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
function deadlineCutCall(deadline) {
  const warn = deadlineWarnings.get(deadline);
  deadlineWarnings.delete(deadline);
  warn?.();
}
var FINDINGS_CAPPED_RULE = "limits/findings-capped";
var FILE_TOO_LARGE_RULE = "limits/file-too-large";
var CHANGE_TOO_LARGE_RULE = "limits/change-too-large";
function clipText(text, limit = LIMITS.quotedCharacters) {
  const kept = firstCodePoints(text, limit);
  return kept.length === text.length ? text : `${kept}\u2026`;
}
function limitMessage(message) {
  if (message.length <= LIMITS.quotedCharacters) return message;
  let out = "";
  let from = 0;
  while (from < message.length) {
    const open = nextQuote(message, from);
    if (open === -1) break;
    const close = message.indexOf(message[open], open + 1);
    if (close === -1) break;
    out += message.slice(from, open + 1) + clipText(message.slice(open + 1, close)) + message[close];
    from = close + 1;
  }
  out += message.slice(from);
  return clipText(out, LIMITS.messageCharacters);
}
function nextQuote(text, from) {
  const double = text.indexOf('"', from);
  const tick = text.indexOf("`", from);
  if (double === -1) return tick;
  if (tick === -1) return double;
  return Math.min(double, tick);
}
function capFindings(findings, check) {
  const isOld = (finding) => finding.scope === "pre-existing" ? 1 : 0;
  const ranked = findings.map((finding, index) => ({ finding, index })).sort((a, b) => isOld(a.finding) - isOld(b.finding) || severityRank(b.finding.severity) - severityRank(a.finding.severity) || a.index - b.index);
  const perFile = /* @__PURE__ */ new Map();
  const perLine = /* @__PURE__ */ new Map();
  const dropped = /* @__PURE__ */ new Map();
  const kept = [];
  for (const entry of ranked) {
    const { file, line } = entry.finding;
    const lineKey = `${file}\0${line ?? ""}`;
    const inFile = perFile.get(file) ?? 0;
    const onLine = perLine.get(lineKey) ?? 0;
    if (inFile >= LIMITS.findingsPerFile || line !== void 0 && onLine >= LIMITS.findingsPerLine) {
      const d = dropped.get(file);
      const scope = entry.finding.scope;
      if (d) {
        d.count++;
        if (d.scope === "pre-existing" && scope !== "pre-existing") d.scope = scope;
      } else dropped.set(file, { count: 1, scope });
      continue;
    }
    perFile.set(file, inFile + 1);
    perLine.set(lineKey, onLine + 1);
    const message = limitMessage(entry.finding.message);
    kept.push({ finding: message === entry.finding.message ? entry.finding : { ...entry.finding, message }, index: entry.index });
  }
  const out = kept.sort((a, b) => a.index - b.index).map((k) => k.finding);
  for (const [file, { count, scope }] of dropped) {
    out.push({
      rule: FINDINGS_CAPPED_RULE,
      severity: "notice",
      file,
      message: `More findings of ${check} in this file were left out (${count} or more): a check reports at most ${LIMITS.findingsPerFile} findings per file and ${LIMITS.findingsPerLine} per line. Fix the reported ones and run again.`,
      fingerprint: fingerprint(FINDINGS_CAPPED_RULE, file, check),
      ...scope ? { scope } : {}
    });
  }
  return out;
}
function fileTooLargeMessage(path, bytes, what) {
  return `${path} is ${formatMegabytes(bytes)}, over the ${formatMegabytes(LIMITS.fileBytes)} a check reads of one file: ${what}.`;
}
function changeTooLargeMessage(path, changeBytes, capBytes) {
  return `${path} was not reviewed: the change is ${formatMegabytes(changeBytes)}, over the ${formatMegabytes(capBytes)} the review reads of one change (max-change-bytes); review it by hand, or split the pull request.`;
}
function formatMegabytes(bytes) {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export {
  nodeCrypto,
  fingerprint,
  LIMITS,
  apiDeadline,
  apiDeadlines,
  deadlineCutCall,
  FINDINGS_CAPPED_RULE,
  FILE_TOO_LARGE_RULE,
  CHANGE_TOO_LARGE_RULE,
  clipText,
  capFindings,
  fileTooLargeMessage,
  changeTooLargeMessage
};
