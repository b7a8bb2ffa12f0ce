import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);

// src/checks/review/options.ts
var REVIEW_ARTIFACT_FILE = "openenv-ci-review.json";
var REVIEW_OPTIONS = [
  { name: "invariants-file", description: "Invariants document Tier 2 flags link to.", default: ".claude/docs/INVARIANTS.md" },
  { name: "principles-file", description: "Principles document (RFC process) Tier 2 flags link to.", default: ".claude/docs/PRINCIPLES.md" },
  {
    name: "source-paths",
    description: "Globs (comma or newline separated) of source files where debug code is an error.",
    default: "src/**,envs/**",
    multiple: true
  },
  {
    name: "source-exclude",
    description: "Globs excluded from source-paths (tests, examples, scripts).",
    default: "**/tests/**,**/test/**,**/test_*.py,**/*_test.py,**/conftest.py,**/examples/**,**/scripts/**",
    multiple: true
  },
  { name: "core-package", description: "Folder of the core package whose public API changes need an RFC.", default: "src/openenv/core" },
  {
    name: "core-env-files",
    description: "Files holding the core environment/client classes whose reset/step/state signatures are the Gym-like API.",
    default: "src/openenv/core/env_server/interfaces.py,src/openenv/core/env_client.py,src/openenv/core/env_server/mcp_environment.py",
    multiple: true
  },
  { name: "rfc-dir", description: "Folder of RFC documents.", default: "rfcs" },
  { name: "codeowners-file", description: "CODEOWNERS path (default: the first of .github/, root, docs/).", default: "" },
  { name: "max-file-bytes", description: "Files larger than this are reviewed from their diff lines only.", default: "1048576" },
  {
    name: "report-mode",
    description: "comment: post the review comment; artifact: write it as a JSON artifact (untrusted pull_request job); publish: post a validated artifact (trusted workflow_run job).",
    default: "comment"
  },
  {
    name: "review-artifact",
    trusted: true,
    statePath: true,
    description: "report-mode artifact/publish: the review artifact file to write or read (default $RUNNER_TEMP/openenv-ci-review.json).",
    default: ""
  }
];
var list = (value) => value.split(/[,\n]/).map((s) => s.trim()).filter((s) => s !== "");
var path = (value) => value.trim().replace(/^\.\//, "").replace(/\/+$/, "");
var REPORT_MODES = ["comment", "artifact", "publish"];
function positiveInteger(value) {
  const n = Number(value);
  if (!Number.isFinite(n)) return `Invalid input: expected number, received ${n}`;
  if (!Number.isInteger(n)) return "Invalid input: expected int, received number";
  if (n <= 0) return "Too small: expected number to be >0";
  return n;
}
var ReviewOptionsError = class extends Error {
  name = "ReviewOptionsError";
};
function parseReviewOptions(raw) {
  const value = (name) => raw[name] ?? REVIEW_OPTIONS.find((spec) => spec.name === name)?.default ?? "";
  const invalid = (name, message) => new ReviewOptionsError(`review option ${name} is invalid: ${message}. Fix the value in the workflow inputs, CLI flags or config file.`);
  const maxFileBytes = positiveInteger(value("max-file-bytes"));
  if (typeof maxFileBytes === "string") throw invalid("max-file-bytes", maxFileBytes);
  const reportMode = value("report-mode");
  if (!REPORT_MODES.includes(reportMode)) throw invalid("report-mode", `Invalid option: expected one of ${REPORT_MODES.map((m) => `"${m}"`).join("|")}`);
  return {
    invariantsFile: path(value("invariants-file")),
    principlesFile: path(value("principles-file")),
    sourcePaths: list(value("source-paths")),
    sourceExclude: list(value("source-exclude")),
    corePackage: path(value("core-package")),
    coreEnvFiles: list(value("core-env-files")),
    rfcDir: path(value("rfc-dir")),
    codeownersFile: path(value("codeowners-file")),
    maxFileBytes,
    reportMode,
    reviewArtifact: value("review-artifact").trim()
  };
}

export {
  REVIEW_ARTIFACT_FILE,
  REVIEW_OPTIONS,
  parseReviewOptions
};
