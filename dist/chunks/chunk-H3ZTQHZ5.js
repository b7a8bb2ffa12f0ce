import {
  CHANGE_TOO_LARGE_RULE,
  FILE_TOO_LARGE_RULE,
  FINDINGS_CAPPED_RULE
} from "./chunk-CX2PQOLX.js";

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
  },
  {
    id: CHANGE_TOO_LARGE_RULE,
    description: "A change is larger than the review reads (32 MB of diff by default); the files past the cap are listed, not reviewed.",
    details: "The review reads the diff file by file in git's order until `max-change-bytes` (docs/security-limits.md); each file that does not fit is one finding.",
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

export {
  allRules,
  ruleHelpUrl
};
