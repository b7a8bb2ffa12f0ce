// src/engine/resolved-config.ts
var DEFAULT_CONFIG_PATH = ".github/openenv-ci.yml";
var EMPTY_CONFIG = { source: "", rules: {}, include: [], exclude: [], options: {} };
function pathPatterns(pattern) {
  const p = pattern.trim().replace(/^\.?\/+/, "");
  if (p === "") return [];
  if (p.endsWith("/")) return [`${p}**`];
  if (/[*?[\]{}()!+@]/.test(p)) return [p];
  return [p, `${p}/**`];
}
function configuredSeverity(config, rule, severity, optIn = false) {
  const exact = config.rules[rule];
  if (exact) return exact;
  const group = config.rules[`${rule.split("/")[0]}/*`];
  return group ?? (optIn ? "off" : severity);
}

// src/engine/check.ts
var CHECK_IDS = ["rfc-lint", "manifests", "validate", "review", "audit"];

export {
  DEFAULT_CONFIG_PATH,
  EMPTY_CONFIG,
  pathPatterns,
  configuredSeverity,
  CHECK_IDS
};
