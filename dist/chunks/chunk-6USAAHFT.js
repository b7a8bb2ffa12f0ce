import {
  plural,
  someFiles,
  splitRepeatedNotices
} from "./chunk-7UJHTY5R.js";
import {
  shorten
} from "./chunk-53LLQZFH.js";
import {
  codeCell,
  codeSpan,
  escapeMarkdown,
  escapeMessageCell,
  escapeTableCell
} from "./chunk-OLCU762N.js";
import {
  FILE_TOO_LARGE_RULE,
  FINDINGS_CAPPED_RULE
} from "./chunk-D4NEWJ47.js";
import {
  countBySeverity
} from "./chunk-HK67JKL6.js";

// src/engine/registry.ts
var RULES_DOC_URL = "https://github.com/openenv-ci/openenv-ci/blob/main/docs/rules.md";
var ENGINE_RULES = [
  { id: "internal/check-failed", description: "A check could not finish (an internal error); the message says what was being done.", defaultSeverity: "error" },
  { id: "internal/rule-crashed", description: "One rule failed on one file; the other rules still ran.", defaultSeverity: "error" },
  {
    id: FINDINGS_CAPPED_RULE,
    description: "A check raised more findings in one file (or on one line) than a report carries; the rest are counted, not listed.",
    details: "At most 100 findings per check and file and 10 per line (src/engine/limits.ts, docs/security-limits.md).",
    defaultSeverity: "notice"
  },
  {
    id: FILE_TOO_LARGE_RULE,
    description: "A file is larger than a check reads (4 MB); it is reported, not parsed.",
    details: "Caps the cost of hostile input (docs/security-limits.md). Checks with their own size rule (manifests, rfc-lint) use that instead.",
    defaultSeverity: "warning"
  }
];
function allRules(checks) {
  const rules = ENGINE_RULES.map((r) => ({ ...r, check: "engine" }));
  for (const check of checks) for (const rule of check.rules) rules.push({ ...rule, check: check.id });
  return rules;
}
function ruleAnchor(ruleId) {
  return ruleId.toLowerCase().replace(/[^a-z0-9 _-]/g, "").replace(/ /g, "-");
}
function ruleHelpUrl(ruleId) {
  return `${RULES_DOC_URL}#${ruleAnchor(ruleId)}`;
}

// src/report/markdown.ts
var ICON = { error: "\u274C", warning: "\u26A0\uFE0F", notice: "\u2139\uFE0F" };
function markdownSections(result, options = {}) {
  const outcomes = options.onlyWithFindings ? result.outcomes.filter((o) => o.findings.length > 0) : result.outcomes;
  const sections = outcomes.map(checkSection);
  if (result.suppressions.length) {
    const rows = result.suppressions.map(
      (s) => `| ${codeCell(`${s.file}:${s.line}`)} | ${s.rules.map((r) => codeCell(r)).join(", ")} | ${s.reason ? escapeTableCell(s.reason) : "_(no reason given)_"} | ${s.used} |`
    );
    sections.push({
      title: "Suppressions",
      markdown: ["### Suppressions", "", "| Where | Rules | Reason | Silenced |", "| --- | --- | --- | --- |", ...rows].join("\n")
    });
  }
  return sections;
}
function scoped(result) {
  return result.scope !== void 0 && result.scope !== "all";
}
function markdownHeadline(result, label = "openenv-ci") {
  const c = countBySeverity(result.findings);
  const status = c.error ? "\u274C" : c.warning ? "\u26A0\uFE0F" : "\u2705";
  const introduced = scoped(result) ? " introduced by this change" : "";
  const preExisting = result.preExisting?.length ? `; ${plural(result.preExisting.length, "pre-existing finding")} (not blocking)` : "";
  const extra = result.baselined ? `; ${plural(result.baselined, "finding")} accepted by the baseline` : "";
  return `## ${status} ${label}: ${plural(c.error, "error")}, ${plural(c.warning, "warning")}, ${plural(c.notice, "notice")}${introduced}${preExisting}${extra}`;
}
function countsTable(result) {
  const withPreExisting = scoped(result);
  const rows = result.outcomes.map((o) => {
    const c = countBySeverity(o.findings);
    return `| ${o.check} | ${c.error} | ${c.warning} | ${c.notice} |${withPreExisting ? ` ${o.preExisting?.length ?? 0} |` : ""}`;
  });
  const head = withPreExisting ? ["| Check | New errors | New warnings | New notices | Pre-existing |", "| --- | ---: | ---: | ---: | ---: |"] : ["| Check | Errors | Warnings | Notices |", "| --- | ---: | ---: | ---: |"];
  return [...head, ...rows].join("\n");
}
function preExistingCountLines(result) {
  const lines = result.outcomes.filter((o) => o.preExisting?.length).map((o) => `- ${codeSpan(o.check)}: ${plural(o.preExisting.length, "pre-existing finding")}, not blocking (listed in the job summary)`);
  return lines.join("\n");
}
function checkSection(outcome) {
  const c = countBySeverity(outcome.findings);
  const parts = [`### ${outcome.title} (${codeSpan(outcome.check)}): ${plural(c.error, "error")}, ${plural(c.warning, "warning")}, ${plural(c.notice, "notice")}`];
  if (outcome.findings.length === 0) parts.push("", "No findings.");
  else if (outcome.listFindings === false) {
    const files = new Set(outcome.findings.map((f) => f.file)).size;
    parts.push("", `${plural(outcome.findings.length, "finding")} in ${plural(files, "file")}: the section below lists those to act on; the JSON and SARIF reports have every one.`);
  } else parts.push(...findingTables(outcome.findings));
  for (const section of outcome.sections) parts.push("", `#### ${escapeMarkdown(section.title)}`, "", section.markdown);
  return { title: outcome.title, markdown: parts.join("\n") };
}
function findingTables(findings) {
  const parts = [];
  const byFile = /* @__PURE__ */ new Map();
  const { listed, repeated } = splitRepeatedNotices(findings);
  for (const f of listed) {
    const list = byFile.get(f.file) ?? [];
    list.push(f);
    byFile.set(f.file, list);
  }
  for (const [file, list] of byFile) {
    parts.push("", `#### ${file ? codeSpan(file) : "Repository"}`, "", "| Line | Severity | Rule | Message |", "| ---: | --- | --- | --- |");
    for (const f of list) {
      const line = f.line === void 0 ? "" : `${f.line}${f.column !== void 0 ? `:${f.column}` : ""}`;
      parts.push(`| ${line} | ${ICON[f.severity]} ${f.severity} | [${escapeMarkdown(f.rule)}](${ruleHelpUrl(f.rule)}) | ${escapeMessageCell(f.message)} |`);
    }
  }
  if (repeated.length) {
    parts.push("", "#### Notices repeated across files", "", "| Files | Rule | Message |", "| ---: | --- | --- |");
    for (const r of repeated) {
      const files = someFiles(r.files.map((file) => codeCell(file)));
      parts.push(`| ${r.files.length} | [${escapeMarkdown(r.rule)}](${ruleHelpUrl(r.rule)}) | ${escapeMessageCell(r.message)}<br>${ICON.notice} in ${files} |`);
    }
  }
  return parts;
}
function preExistingDetails(result) {
  const outcomes = result.outcomes.filter((o) => o.preExisting?.length);
  if (outcomes.length === 0) return "";
  const total = outcomes.reduce((n, o) => n + o.preExisting.length, 0);
  const parts = [`<details><summary>Pre-existing findings: ${total} (the base revision already had them; not blocking)</summary>`];
  for (const outcome of outcomes) {
    parts.push("", `### ${escapeMarkdown(outcome.title)} (${codeSpan(outcome.check)}): ${plural(outcome.preExisting.length, "pre-existing finding")}`);
    parts.push(...findingTables(outcome.preExisting));
  }
  parts.push("", "</details>");
  return parts.join("\n");
}
function renderMarkdown(result, limitBytes = 1024 * 1024 - 1024, label) {
  const head = `${markdownHeadline(result, label)}

${countsTable(result)}
`;
  let out = head;
  const sections = markdownSections(result);
  const details = preExistingDetails(result);
  if (details) sections.push({ title: "Pre-existing findings", markdown: details });
  for (let i = 0; i < sections.length; i++) {
    const next = `
${sections[i].markdown}
`;
    if (Buffer.byteLength(out) + Buffer.byteLength(next) > limitBytes) {
      const left = sections.slice(i + 1).map((s) => escapeMarkdown(s.title));
      const note = `

> Report truncated to stay under GitHub's 1 MiB summary limit: ${escapeMarkdown(sections[i].title)} is cut${left.length ? ` and ${left.join(", ")} omitted` : ""}. The JSON and SARIF reports have every finding.
`;
      out += fitBytes(next, limitBytes - Buffer.byteLength(out), note);
      break;
    }
    out += next;
  }
  return out;
}
function fitBytes(markdown, budgetBytes, suffix) {
  let limit = budgetBytes;
  for (; ; ) {
    const cut = shorten(markdown, Math.max(0, limit), suffix);
    const bytes = Buffer.byteLength(cut);
    if (bytes <= budgetBytes || limit <= 0) return cut;
    limit = Math.floor(limit * budgetBytes / bytes) - 16;
  }
}

export {
  allRules,
  ruleHelpUrl,
  markdownSections,
  markdownHeadline,
  countsTable,
  preExistingCountLines,
  renderMarkdown
};
