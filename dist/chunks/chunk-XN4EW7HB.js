// src/engine/scope.ts
var SCOPES = ["new", "changed-files", "all"];
function splitByFingerprint(head, base) {
  const remaining = /* @__PURE__ */ new Map();
  for (const f of base) remaining.set(f.fingerprint, (remaining.get(f.fingerprint) ?? 0) + 1);
  const fresh = [];
  const existing = [];
  for (const finding of head) {
    const left = remaining.get(finding.fingerprint) ?? 0;
    if (left > 0) {
      remaining.set(finding.fingerprint, left - 1);
      existing.push(finding);
    } else fresh.push(finding);
  }
  return { fresh, existing };
}
function markByFingerprint(head, base) {
  const { existing } = splitByFingerprint(head, base);
  const old = new Set(existing);
  return head.map((f) => ({ ...f, scope: old.has(f) ? "pre-existing" : "new" }));
}
function isInside(file, folder) {
  return folder === "" || file === folder || file.startsWith(`${folder}/`);
}
function markByTouchedUnits(findings, units, changed) {
  const changedList = [...changed];
  const touched = units.filter((unit) => changedList.some((file) => isInside(file, unit)));
  return findings.map((f) => {
    if (f.scope) return f;
    const fresh = f.file === "" || changed.has(f.file) || touched.some((unit) => isInside(f.file, unit));
    return { ...f, scope: fresh ? "new" : "pre-existing" };
  });
}
function markByChangedFiles(findings, changed) {
  return findings.map((f) => ({ ...f, scope: f.file !== "" && changed.has(f.file) ? "new" : "pre-existing" }));
}
function isPreExisting(f) {
  return f.scope === "pre-existing";
}

export {
  SCOPES,
  splitByFingerprint,
  markByFingerprint,
  isInside,
  markByTouchedUnits,
  markByChangedFiles,
  isPreExisting
};
