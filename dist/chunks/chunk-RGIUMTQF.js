import {
  someFiles,
  splitRepeated
} from "./chunk-WZD5HY2J.js";
import {
  compareByLocation,
  countBySeverity,
  countsForVerdict
} from "./chunk-KBUQXIYL.js";

// src/report/text.ts
var COLORS = {
  error: ["\x1B[31m", "\x1B[39m"],
  warning: ["\x1B[33m", "\x1B[39m"],
  notice: ["\x1B[36m", "\x1B[39m"],
  dim: ["\x1B[2m", "\x1B[22m"],
  bold: ["\x1B[1m", "\x1B[22m"]
};
function renderText(result, color, options = {}) {
  const paint = (kind, s) => color ? `${COLORS[kind][0]}${s}${COLORS[kind][1]}` : s;
  const lines = [];
  for (const outcome of result.outcomes) {
    const counts = countBySeverity(outcome.findings);
    lines.push(paint("bold", `${outcome.check}: ${plural(counts.error, "error")}, ${plural(counts.warning, "warning")}, ${plural(counts.notice, "notice")}`));
    if (outcome.listFindings === false && outcome.findings.length) lines.push(`  ${plural(outcome.findings.length, "finding")}: the summary below lists those to act on; --format json has every one.`);
    else if (options.compact) {
      for (const f of [...outcome.findings].sort(compareByLocation)) lines.push(`  ${location(f)}  ${paint(f.severity, f.severity.padEnd(7))}  ${sanitize(f.message)}  ${paint("dim", ruleLabel(f))}`);
    } else lines.push(...byFile(outcome.findings, paint));
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
  const advisory = result.findings.filter((f) => !countsForVerdict(f)).length;
  const advisoryNote = advisory ? `; ${plural(advisory, "advisory model-suggested finding")} (not counted)` : "";
  lines.push(paint("bold", `${plural(total.error, "error")}, ${plural(total.warning, "warning")}, ${plural(total.notice, "notice")}${advisoryNote}`));
  return `${lines.join("\n")}
`;
}
function byFile(findings, paint) {
  const { listed, repeated } = splitRepeated(findings);
  const lines = [];
  const byPath = /* @__PURE__ */ new Map();
  for (const f of listed) {
    const list = byPath.get(f.file);
    if (list) list.push(f);
    else byPath.set(f.file, [f]);
  }
  for (const [file, list] of byPath) {
    lines.push(`  ${file ? paint("bold", sanitizePath(file)) : "(repository)"}`);
    const where = list.map((f) => f.line === void 0 ? "" : `${f.line}${f.column !== void 0 ? `:${f.column}` : ""}`);
    const width = Math.max(...where.map((w) => w.length));
    list.forEach((f, i) => lines.push(`    ${paint("dim", where[i].padEnd(width))}${width ? "  " : ""}${paint(f.severity, f.severity.padEnd(7))}  ${sanitize(f.message)}  ${paint("dim", ruleLabel(f))}`));
  }
  for (const r of repeated) {
    lines.push(`  ${paint("bold", `${r.files.length} files`)}  ${paint(r.severity, r.severity.padEnd(7))}  ${sanitize(r.message)}  ${paint("dim", r.rule)}`);
    lines.push(paint("dim", `    in ${someFiles(r.files.map(sanitizePath))} (--format compact lists each)`));
  }
  return lines;
}
function ruleLabel(f) {
  return countsForVerdict(f) ? f.rule : `${f.rule} (advisory)`;
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
  renderText,
  sanitize,
  plural
};
