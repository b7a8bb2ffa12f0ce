// src/engine/finding.ts
var SEVERITIES = ["error", "warning", "notice"];
function severityRank(severity) {
  return severity === "error" ? 3 : severity === "warning" ? 2 : 1;
}
function compareFindings(a, b) {
  return severityRank(b.severity) - severityRank(a.severity) || cmp(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || cmp(a.rule, b.rule) || cmp(a.message, b.message);
}
function compareByLocation(a, b) {
  return cmp(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || severityRank(b.severity) - severityRank(a.severity) || cmp(a.rule, b.rule);
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function countsForVerdict(f) {
  return f.advisory !== true;
}
function countBySeverity(findings) {
  const counts = { error: 0, warning: 0, notice: 0 };
  for (const f of findings) if (countsForVerdict(f)) counts[f.severity]++;
  return counts;
}
var ADVISORY_MAX_SEVERITY = "warning";
function asReported(findings, config) {
  const { severityOf, keepsPath } = config;
  if (!severityOf && !keepsPath) return findings;
  let out;
  for (let i = 0; i < findings.length; i++) {
    const finding = findings[i];
    const kept = !keepsPath || !finding.file || keepsPath(finding.file);
    const configured = !kept ? "off" : severityOf ? severityOf(finding.rule, finding.severity) : finding.severity;
    const severity = finding.advisory && configured === "error" ? ADVISORY_MAX_SEVERITY : configured;
    if (severity === finding.severity) {
      out?.push(finding);
      continue;
    }
    out ??= findings.slice(0, i);
    if (severity !== "off") out.push({ ...finding, severity });
  }
  return out ?? findings;
}

export {
  SEVERITIES,
  severityRank,
  compareFindings,
  compareByLocation,
  countsForVerdict,
  countBySeverity,
  asReported
};
