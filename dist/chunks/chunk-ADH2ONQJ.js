import {
  wherePlaces
} from "./chunk-LORP6KJE.js";
import {
  codeCell,
  codeSpan,
  escapeMarkdown,
  escapeMessage
} from "./chunk-W3AGWKJZ.js";

// src/checks/review/model.ts
function verdictOf(report) {
  if (report.tier1.length > 0) return "request changes";
  if (report.tier2.length > 0) return "comment";
  return "approve";
}

// src/checks/review/report.ts
var MAX_TIER1_ITEMS = 100;
var MAX_TIER2_BLOCKS = 40;
var MAX_NOTICES = 30;
var HEX_SHA = /^[0-9a-f]{40}$/;
function location(item) {
  if (item.places && item.places.length > 1) return wherePlaces({ files: [...new Set(item.places.map((p) => p.file))], findings: item.places }, {}, codeSpan);
  if (!item.file) return "(repository)";
  return codeSpan(item.line ? `${item.file}:${item.line}` : item.file);
}
function blobUrl(options, sha, path, line, endLine) {
  if (!options.repository || !HEX_SHA.test(sha) || !/^[\w.-]+\/[\w.-]+$/.test(options.repository)) return void 0;
  const server = (options.serverUrl ?? "https://github.com").replace(/\/+$/, "");
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  const lines = line ? `#L${line}${endLine !== void 0 && endLine > line ? `-L${endLine}` : ""}` : "";
  return `${server}/${options.repository}/blob/${sha}/${encoded}${lines}`;
}
function referenceText(report, options, ref) {
  const label = `${codeSpan(ref.path)}${ref.line ? ` line ${ref.line}` : ""}`;
  const url = blobUrl(options, report.headSha, ref.path, ref.line);
  return url ? `[${label}](${url})` : label;
}
function reviewers(handles) {
  return handles.length ? handles.map((h) => codeSpan(h)).join(", ") : "_none found in CODEOWNERS or git blame_";
}
function itemLine(item) {
  const origin = item.check && item.check !== "review" ? `${item.check}: ` : "";
  return `${location(item)} \u2014 ${escapeMessage(item.message)} _(${escapeMarkdown(origin + item.rule)})_`;
}
function tier2Block(report, options, item) {
  const lines = [];
  const title = item.principle ? `**${escapeMarkdown(item.principle)}**` : `**${escapeMarkdown(item.rule)}**`;
  lines.push(`${title}${item.reference ? ` \u2014 ${referenceText(report, options, item.reference)}` : ""}`);
  lines.push(`- Where: ${location(item)} _(${escapeMarkdown(item.check !== "review" ? `${item.check}: ${item.rule}` : item.rule)})_`);
  lines.push(`- Concern: ${escapeMessage(item.message)}`);
  const question = !item.principle ? void 0 : item.conflict === "rfc" ? `does this change agree with ${escapeMarkdown(item.principle)} as it is being discussed?` : item.conflict === "check" ? void 0 : `is this intended, and does it keep \u201C${escapeMarkdown(item.principle)}\u201D?`;
  if (question) lines.push(`- Question for the reviewers: ${question}`);
  if (item.reviewers.length) lines.push(`- Suggested reviewers: ${reviewers(item.reviewers)}`);
  return lines.join("\n");
}
function capped(items, max, render, what) {
  const out = items.slice(0, max).map(render);
  if (items.length > max) out.push(`_\u2026and ${items.length - max} more ${what}, listed in the job summary and annotations._`);
  return out;
}
function renderReviewMarkdown(report, options = {}) {
  const out = [];
  const short = (rev) => HEX_SHA.test(rev) ? rev.slice(0, 7) : rev;
  out.push("## OpenEnv alignment review", "");
  out.push(
    `Reviewed ${codeSpan(short(report.baseSha))}..${codeSpan(short(report.headSha))}${report.source === "api" ? " (from the pull request diff)" : ""}: ${report.filesChanged} file${report.filesChanged === 1 ? "" : "s"} changed, +${report.linesAdded} \u2212${report.linesRemoved} lines.`,
    ""
  );
  out.push("### Automated checks", "", "| Check | Result | Summary |", "| --- | --- | --- |");
  out.push(`| Lint (ruff) | ${report.automated.lint.status} | ${escapeMarkdown(report.automated.lint.summary)} |`);
  out.push(`| Debug code | ${report.automated.debug.status} | ${escapeMarkdown(report.automated.debug.summary)} |`, "");
  out.push("### Open RFCs context", "");
  if (report.openRfcs.length === 0) out.push("_No Draft or In Review RFC covers the changed areas._", "");
  else {
    out.push("| RFC | Status | Authors | Touched by |", "| --- | --- | --- | --- |");
    for (const rfc of report.openRfcs) {
      const label = `RFC ${escapeMarkdown(rfc.number)}: ${escapeMarkdown(rfc.title)}`;
      const url = blobUrl(options, report.headSha, rfc.path);
      const touched = rfc.touchedBy.slice(0, 5).map((p) => codeCell(p)).join(", ") + (rfc.touchedBy.length > 5 ? ` and ${rfc.touchedBy.length - 5} more` : "");
      out.push(`| ${url ? `[${label}](${url})` : label} | ${escapeMarkdown(rfc.status)} | ${reviewers(rfc.authors)} | ${touched} |`);
    }
    out.push("");
  }
  out.push("### Tier 1: fixes required", "");
  if (report.tier1.length === 0) out.push("_None._", "");
  else out.push(...capped(report.tier1, MAX_TIER1_ITEMS, (i) => `- ${itemLine(i)}`, "issues"), "");
  out.push("### Tier 2: alignment discussion", "");
  if (report.tier2.length === 0) out.push("_None._", "");
  else {
    const groups = [
      { title: "Principle conflicts", items: report.tier2.filter((i) => i.conflict === "principle") },
      { title: "RFC conflicts", items: report.tier2.filter((i) => i.conflict === "rfc") },
      { title: "Bug risks and warnings from other checks", items: report.tier2.filter((i) => i.conflict === "check") }
    ];
    let budget = MAX_TIER2_BLOCKS;
    for (const group of groups) {
      if (group.items.length === 0) continue;
      out.push(`#### ${group.title}`, "");
      const shown = Math.max(0, Math.min(budget, group.items.length));
      budget -= shown;
      for (const item of group.items.slice(0, shown)) out.push(tier2Block(report, options, item), "");
      if (group.items.length > shown) out.push(`_\u2026and ${group.items.length - shown} more, listed in the job summary and annotations._`, "");
    }
  }
  if (report.notices.length > 0) {
    out.push("<details><summary>Context notes (not blocking)</summary>", "");
    out.push(...capped(report.notices, MAX_NOTICES, (i) => `- ${itemLine(i)}`, "notes"), "", "</details>", "");
  }
  const verdict = verdictOf(report);
  const rfcConflicts = report.tier2.filter((i) => i.conflict === "rfc").length;
  out.push("### Summary", "");
  out.push("| Tier 1 issues | Tier 2 flags | RFC conflicts | Context notes | Pre-existing (not blocking) |", "| --- | --- | --- | --- | --- |");
  out.push(`| ${report.tier1.length} | ${report.tier2.length} | ${rfcConflicts} | ${report.notices.length} | ${report.preExisting} |`, "");
  const why = verdict === "request changes" ? "fix the Tier 1 issues above; Tier 2 flags are questions for the suggested reviewers." : verdict === "comment" ? "nothing mechanical to fix; the Tier 2 flags above are questions for the suggested reviewers." : "no Tier 1 issue and no Tier 2 flag on the changed lines.";
  out.push(`**Verdict: ${verdict}** \u2014 ${why}`);
  return out.join("\n") + "\n";
}

export {
  verdictOf,
  HEX_SHA,
  blobUrl,
  renderReviewMarkdown
};
