import {
  compareByLocation,
  countBySeverity
} from "./chunk-HK67JKL6.js";

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

export {
  splitRepeatedNotices,
  someFiles,
  renderText,
  sanitize,
  plural
};
