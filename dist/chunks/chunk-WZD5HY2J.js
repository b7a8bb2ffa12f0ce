import {
  compareByLocation,
  severityRank
} from "./chunk-KBUQXIYL.js";

// src/report/repeated.ts
var REPEATED_MIN_FILES = 3;
function messageShape(message) {
  const fix = message.search(/\bFix:/);
  const text = fix >= 0 ? message.slice(fix) : message;
  const words = [];
  for (const raw of text.split(/\s+/)) {
    const token = raw.replace(/^[([{'"`,.;:!?]+|[)\]}'"`,.;:!?]+$/g, "");
    if (token === "") continue;
    const word = /^[A-Za-z]+(?:'[a-z]+)?$/.test(token) ? token.toLowerCase() : "#";
    if (word !== "#" || words.at(-1) !== "#") words.push(word);
  }
  return `${fix >= 0 ? "fix:" : ""}${words.join(" ")}`;
}
var causeKeys = /* @__PURE__ */ new WeakMap();
function causeKey(f) {
  let key = causeKeys.get(f);
  if (key === void 0) causeKeys.set(f, key = `${f.check ?? ""}\0${f.rule}\0${f.severity}\0${messageShape(f.message)}`);
  return key;
}
function groupByCause(findings, key = causeKey) {
  const groups = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const k = key(f);
    const group = groups.get(k);
    if (group) group.push(f);
    else groups.set(k, [f]);
  }
  return [...groups.values()].map((list) => ({
    rule: list[0].rule,
    severity: list[0].severity,
    message: list[0].message,
    findings: list,
    files: [...new Set(list.map((f) => f.file))]
  }));
}
var ruleKey = (f) => `${f.check ?? ""}\0${f.rule}\0${f.severity}`;
function reportLines(findings, options = {}) {
  const minFiles = options.minFiles ?? REPEATED_MIN_FILES;
  const sorted = [...findings].sort(compareByLocation);
  const lines = [];
  for (const group of groupByCause(sorted, options.key)) {
    if (group.files.length >= minFiles) lines.push(group);
    else for (const f of group.findings) lines.push({ rule: f.rule, severity: f.severity, message: f.message, findings: [f], files: [f.file] });
  }
  const changed = options.changedFiles;
  const touched = (g) => changed && g.files.some((file) => changed.has(file)) ? 0 : 1;
  return lines.sort((a, b) => severityRank(b.severity) - severityRank(a.severity) || touched(a) - touched(b));
}
function splitRepeated(findings, options = {}) {
  const minFiles = options.minFiles ?? REPEATED_MIN_FILES;
  const sorted = [...findings].sort(compareByLocation);
  const repeated = groupByCause(sorted, options.key).filter((g) => g.files.length >= minFiles);
  if (repeated.length === 0) return { listed: sorted, repeated };
  const folded = new Set(repeated.flatMap((g) => g.findings));
  repeated.sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
  return { listed: sorted.filter((f) => !folded.has(f)), repeated };
}
function someFiles(files, shown = 3) {
  if (files.length <= shown + 1) return files.join(", ");
  return `${files.slice(0, shown).join(", ")} and ${files.length - shown} more`;
}
function place(f) {
  return f.line === void 0 ? f.file : `${f.file}:${f.line}`;
}

export {
  REPEATED_MIN_FILES,
  groupByCause,
  ruleKey,
  reportLines,
  splitRepeated,
  someFiles,
  place
};
