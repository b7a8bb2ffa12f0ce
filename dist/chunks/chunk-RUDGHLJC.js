import {
  LIMITS,
  fingerprint
} from "./chunk-CX2PQOLX.js";

// src/engine/rule.ts
function collectFindings(rule, out) {
  const perFile = /* @__PURE__ */ new Map();
  const perLine = /* @__PURE__ */ new Map();
  return (input) => {
    const inFile = perFile.get(input.file) ?? 0;
    const lineKey = `${input.file}\0${input.line ?? ""}`;
    const onLine = perLine.get(lineKey) ?? 0;
    if (inFile > LIMITS.findingsPerFile || onLine > LIMITS.findingsPerLine) return;
    perFile.set(input.file, inFile + 1);
    perLine.set(lineKey, onLine + 1);
    const { key, severity, ...rest } = input;
    out.push({
      ...rest,
      rule: rule.id,
      severity: severity ?? rule.defaultSeverity,
      fingerprint: fingerprint(rule.id, input.file, key ?? input.message),
      ...rule.advisory ? { advisory: true } : {}
    });
  };
}
async function runRules(rules, context, file, ruleOff) {
  const out = [];
  for (const rule of rules) {
    if (ruleOff?.(rule.id)) continue;
    try {
      await rule.run(context, collectFindings(rule, out));
    } catch (error) {
      out.push(ruleCrashed(rule, file, error));
    }
  }
  return out;
}
function ruleCrashed(rule, file, error) {
  return {
    rule: "internal/rule-crashed",
    severity: "error",
    file,
    message: `Rule ${rule.id} failed on this file: ${error.message}. This is a bug in openenv-ci; please report it with the file.`,
    fingerprint: fingerprint("internal/rule-crashed", file, rule.id)
  };
}

export {
  collectFindings,
  runRules,
  ruleCrashed
};
