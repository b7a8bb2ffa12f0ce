import {
  ruleHelpUrl
} from "./chunk-H3ZTQHZ5.js";
import {
  plural
} from "./chunk-RGIUMTQF.js";
import {
  place,
  reportLines
} from "./chunk-WZD5HY2J.js";
import {
  codeCell,
  codeSpan,
  escapeHtmlText,
  escapeMarkdown,
  escapeMessageCell,
  escapeTableCell
} from "./chunk-W3AGWKJZ.js";
import {
  countBySeverity,
  countsForVerdict
} from "./chunk-KBUQXIYL.js";

// src/report/truncate.ts
function balance(markdown) {
  const scanner = new BlockScanner();
  for (const line of markdown.split("\n")) scanner.push(line);
  const closers = scanner.closers();
  return closers === "" ? markdown : `${markdown}${closers}`;
}
function shorten(markdown, limit, suffix) {
  if (markdown.length <= limit) return markdown;
  const scanner = new BlockScanner();
  const lines = markdown.split("\n");
  let keptLines = 0;
  let keptClosers = "";
  let length = 0;
  for (let i = 0; i < lines.length; i++) {
    const next = length + (i === 0 ? 0 : 1) + lines[i].length;
    if (next + suffix.length > limit) break;
    scanner.push(lines[i]);
    const closers = scanner.closers();
    if (next + closers.length + suffix.length > limit) break;
    length = next;
    keptLines = i + 1;
    keptClosers = closers;
  }
  const best = keptLines === 0 ? "" : `${lines.slice(0, keptLines).join("\n")}${keptClosers}`;
  const result = `${best}${suffix}`;
  if (result.length <= limit) return result;
  return suffix.length <= limit ? suffix : suffix.slice(0, limit);
}
var BlockScanner = class {
  fence;
  details = 0;
  push(line) {
    const fenceMatch = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (this.fence) {
      if (fenceMatch && fenceMatch[1][0] === this.fence.char && fenceMatch[1].length >= this.fence.length && fenceMatch[2].trim() === "") {
        this.fence = void 0;
      }
      return;
    }
    if (fenceMatch && !(fenceMatch[1][0] === "`" && fenceMatch[2].includes("`"))) {
      this.fence = { char: fenceMatch[1][0], length: fenceMatch[1].length };
      return;
    }
    const prose = line.replace(/(`+)[^`]*?\1/g, "");
    const opens = (prose.match(/<details(?:\s[^>]*)?>/gi) ?? []).length;
    const closes = (prose.match(/<\/details\s*>/gi) ?? []).length;
    this.details = Math.max(0, this.details + opens - closes);
  }
  closers() {
    let text = "";
    if (this.fence) text += `
${this.fence.char.repeat(this.fence.length)}`;
    if (this.details > 0) text += "\n\n" + Array.from({ length: this.details }, () => "</details>").join("\n");
    return text;
  }
};

// src/report/markdown.ts
var ICON = { error: "\u274C", warning: "\u26A0\uFE0F", notice: "\u2139\uFE0F" };
function markdownSections(result, options = {}) {
  const sections = result.outcomes.map((o) => checkSection(o, options, scoped(result)));
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
  const elsewhere = countedElsewhere(result);
  const status = c.error || elsewhere.error ? "\u274C" : c.warning || elsewhere.warning ? "\u26A0\uFE0F" : "\u2705";
  const introduced = scoped(result) ? " introduced by this change" : "";
  const preExisting = result.preExisting?.length ? `; ${plural(result.preExisting.length, "pre-existing finding")} (not blocking)` : "";
  const extra = result.baselined ? `; ${plural(result.baselined, "finding")} accepted by the baseline` : "";
  return `## ${status} ${label}: ${plural(c.error, "error")}, ${plural(c.warning, "warning")}, ${plural(c.notice, "notice")}${introduced}${preExisting}${extra}${elsewhere.text}`;
}
function countedElsewhere(result) {
  const referred = result.outcomes.flatMap((o) => o.countedElsewhere ?? []);
  const c = countBySeverity(referred);
  if (referred.length === 0) return { error: 0, warning: 0, text: "" };
  const steps = [...new Set(referred.map((f) => f.check ?? ""))].filter(Boolean).map(codeSpan);
  const counted = [c.error ? plural(c.error, "error") : "", c.warning ? plural(c.warning, "warning") : ""].filter(Boolean).join(" and ");
  return { error: c.error, warning: c.warning, text: `; ${counted} counted in the ${steps.join(", ")} step${steps.length === 1 ? "" : "s"}` };
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
function checkSection(outcome, options, collapseWholeRepository) {
  const c = countBySeverity(outcome.findings);
  const parts = [`### ${outcome.title} (${codeSpan(outcome.check)}): ${plural(c.error, "error")}, ${plural(c.warning, "warning")}, ${plural(c.notice, "notice")}`];
  const listed = outcome.findings.filter(countsForVerdict);
  const advisory = outcome.findings.length - listed.length;
  if (listed.length === 0) parts.push("", "No findings.");
  else if (outcome.listFindings === false) {
    const files = new Set(listed.map((f) => f.file)).size;
    parts.push("", `${plural(listed.length, "finding")} in ${plural(files, "file")}: the section below lists those to act on; the JSON and SARIF reports have every one.`);
  } else parts.push("", ...findingsTable(listed, options));
  if (advisory) parts.push("", `_${plural(advisory, "model-suggested finding")} (advisory, not counted): in the model pass's own section below._`);
  for (const section of outcome.sections) {
    if (collapseWholeRepository && section.wholeRepository) parts.push("", `<details><summary>${escapeHtmlText(section.title)}</summary>`, "", section.markdown, "", "</details>");
    else parts.push("", `#### ${escapeMarkdown(section.title)}`, "", section.markdown);
  }
  return { title: outcome.title, markdown: parts.join("\n") };
}
function findingsTable(findings, options = {}) {
  const lines = reportLines(findings, options);
  const shownLines = options.maxLines !== void 0 && lines.length > options.maxLines ? lines.slice(0, options.maxLines) : lines;
  const rows = shownLines.map((line) => `| ${ICON[line.severity]} | [${escapeMarkdown(line.rule)}](${ruleHelpUrl(line.rule)}): ${escapeMessageCell(line.message)} | ${wherePlaces(line, options)} |`);
  const out = ["| | Finding | Where |", "| --- | --- | --- |", ...rows];
  const left = lines.slice(shownLines.length);
  if (left.length) {
    const count = left.reduce((n, l) => n + l.findings.length, 0);
    out.push("", `_\u2026 and ${plural(left.length, "more cause")} (${plural(count, "finding")}), listed in the job summary._`);
  }
  return out;
}
var MAX_COLLAPSED_PLACES = 40;
function wherePlaces(line, options = {}, code = codeCell) {
  if (line.findings.length === 1) return line.findings[0].file ? code(place(line.findings[0])) : "repository";
  const pattern = line.files.length === line.findings.length ? folderPattern(line.files) : void 0;
  const places = pattern ? pattern.folders.map((f) => code(f)) : line.findings.map((f) => f.file ? code(place(f)) : "repository");
  const count = line.files.length === line.findings.length ? `${plural(line.files.length, "file")}${pattern ? ` ${code(pattern.glob)}` : ""}` : `${plural(line.findings.length, "place")} in ${plural(line.files.length, "file")}`;
  const shown = options.placesShown ?? 3;
  if (places.length <= shown + 1) return `${count}: ${places.join(", ")}`;
  const rest = places.slice(shown);
  const listed = rest.length > MAX_COLLAPSED_PLACES ? `${rest.slice(0, MAX_COLLAPSED_PLACES).join(", ")} and ${rest.length - MAX_COLLAPSED_PLACES} more` : rest.join(", ");
  const more = options.collapsedPlaces === false ? `and ${rest.length} more` : `<details><summary>and ${rest.length} more</summary>${listed}</details>`;
  return `${count}: ${places.slice(0, shown).join(", ")} ${more}`;
}
function folderPattern(files) {
  const split = files.map((f) => f.split("/"));
  const length = split[0].length;
  if (files.length < 2 || split.some((parts) => parts.length !== length || parts.some((p) => p === "" || p.includes("*")))) return void 0;
  const varying = [...Array(length).keys()].filter((i) => new Set(split.map((parts) => parts[i])).size > 1);
  if (varying.length !== 1 || varying[0] === length - 1) return void 0;
  const at = varying[0];
  return { glob: split[0].map((p, i) => i === at ? "*" : p).join("/"), folders: split.map((parts) => parts[at]) };
}
function preExistingDetails(result, options = {}) {
  const outcomes = result.outcomes.filter((o) => o.preExisting?.length);
  if (outcomes.length === 0) return "";
  const total = outcomes.reduce((n, o) => n + o.preExisting.length, 0);
  const parts = [`<details><summary>Pre-existing findings: ${total} (the base revision already had them; not blocking)</summary>`];
  for (const outcome of outcomes) {
    parts.push("", `### ${escapeMarkdown(outcome.title)} (${codeSpan(outcome.check)}): ${plural(outcome.preExisting.length, "pre-existing finding")}`);
    parts.push("", ...findingsTable(outcome.preExisting, options));
  }
  parts.push("", "</details>");
  return parts.join("\n");
}
function renderMarkdown(result, limitBytes = 1024 * 1024 - 1024, label, options = {}) {
  const head = `${markdownHeadline(result, label)}

${countsTable(result)}
`;
  let out = head;
  const sections = markdownSections(result, options);
  const details = preExistingDetails(result, options);
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
  balance,
  shorten,
  ICON,
  scoped,
  findingsTable,
  wherePlaces,
  folderPattern,
  renderMarkdown
};
