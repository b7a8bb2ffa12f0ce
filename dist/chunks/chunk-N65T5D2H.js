import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  shorten
} from "./chunk-D7VN2MW3.js";
import {
  codeCell,
  codeSpan,
  escapeMarkdown,
  escapeMessageCell,
  escapeTableCell
} from "./chunk-LKMPN4C5.js";
import {
  FILE_TOO_LARGE_RULE,
  FINDINGS_CAPPED_RULE
} from "./chunk-ACIKRLL7.js";
import {
  compareByLocation,
  countBySeverity
} from "./chunk-BYGI7NJG.js";

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

// src/report/repeated.ts
var REPEATED_NOTICE_MIN_FILES = 3;
function splitRepeatedNotices(findings) {
  const sorted = [...findings].sort(compareByLocation);
  const groups = /* @__PURE__ */ new Map();
  for (const f of sorted) {
    if (f.severity !== "notice" || !f.file) continue;
    const key = `${f.rule}\0${f.message}`;
    const group = groups.get(key);
    if (group) group.push(f);
    else groups.set(key, [f]);
  }
  const repeated = [];
  const folded = /* @__PURE__ */ new Set();
  for (const group of groups.values()) {
    const files = [...new Set(group.map((f) => f.file))];
    if (files.length < REPEATED_NOTICE_MIN_FILES) continue;
    repeated.push({ rule: group[0].rule, message: group[0].message, files });
    for (const f of group) folded.add(f);
  }
  return { listed: folded.size ? sorted.filter((f) => !folded.has(f)) : sorted, repeated };
}
function someFiles(files, shown = 3) {
  if (files.length <= shown + 1) return files.join(", ");
  return `${files.slice(0, shown).join(", ")} and ${files.length - shown} more`;
}

// src/report/text.ts
var COLORS = {
  error: ["\x1B[31m", "\x1B[39m"],
  warning: ["\x1B[33m", "\x1B[39m"],
  notice: ["\x1B[36m", "\x1B[39m"],
  dim: ["\x1B[2m", "\x1B[22m"],
  bold: ["\x1B[1m", "\x1B[22m"]
};
function renderText(result, color) {
  const paint = (kind, s) => color ? `${COLORS[kind][0]}${s}${COLORS[kind][1]}` : s;
  const lines = [];
  for (const outcome of result.outcomes) {
    const counts = countBySeverity(outcome.findings);
    lines.push(paint("bold", `${outcome.check}: ${plural(counts.error, "error")}, ${plural(counts.warning, "warning")}, ${plural(counts.notice, "notice")}`));
    if (outcome.listFindings === false && outcome.findings.length) lines.push(`  ${plural(outcome.findings.length, "finding")}: the summary below lists those to act on; --format json has every one.`);
    else {
      const { listed, repeated } = splitRepeatedNotices(outcome.findings);
      for (const f of listed) lines.push(`  ${location(f)}  ${paint(f.severity, f.severity.padEnd(7))}  ${sanitize(f.message)}  ${paint("dim", f.rule)}`);
      for (const r of repeated) {
        lines.push(`  ${r.files.length} files  ${paint("notice", "notice".padEnd(7))}  ${sanitize(r.message)}  ${paint("dim", r.rule)}`);
        lines.push(paint("dim", `    in ${someFiles(r.files.map(sanitizePath))} (--format json lists each)`));
      }
    }
    if (outcome.preExisting?.length) lines.push(paint("dim", `  ${plural(outcome.preExisting.length, "pre-existing finding")} not listed (BASE already had them; not blocking; --scope all lists them)`));
    for (const section of outcome.sections) {
      lines.push("", paint("bold", `  ${sanitize(section.title)}`));
      for (const l of (section.text ?? section.markdown).split("\n")) lines.push(`  ${sanitize(l)}`);
    }
    lines.push("");
  }
  if (result.suppressions.length) {
    lines.push(paint("bold", `suppressions: ${result.suppressions.length}`));
    for (const s of result.suppressions) {
      lines.push(`  ${sanitizePath(s.file)}:${s.line}  ${s.rules.join(", ")}  ${sanitize(s.reason || "(no reason given)")}  ${paint("dim", `silenced ${s.used}`)}`);
    }
    lines.push("");
  }
  if (result.baselined) lines.push(`${plural(result.baselined, "finding")} accepted by the baseline`, "");
  const total = countBySeverity(result.findings);
  lines.push(paint("bold", `${plural(total.error, "error")}, ${plural(total.warning, "warning")}, ${plural(total.notice, "notice")}`));
  return `${lines.join("\n")}
`;
}
function location(f) {
  if (!f.file) return "(repository)";
  const file = sanitizePath(f.file);
  if (f.line === void 0) return file;
  return `${file}:${f.line}${f.column !== void 0 ? `:${f.column}` : ""}`;
}
function sanitize(text) {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "\uFFFD");
}
function sanitizePath(path) {
  return sanitize(path).replace(/[\t\n]/g, "\uFFFD");
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
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
  renderText,
  sanitize,
  markdownSections,
  markdownHeadline,
  countsTable,
  preExistingCountLines,
  renderMarkdown
};
