import {
  AUDIT_OPTIONS
} from "./chunk-OBKECGMW.js";
import {
  monotonicMs
} from "./chunk-6JX624YR.js";
import {
  FOLDED_BY_REVIEW,
  REVIEW_OPTIONS,
  WorkingTreeView,
  readDiff,
  readRangeDiff
} from "./chunk-7ACHR5O7.js";
import {
  CHECK_IDS,
  DEFAULT_CONFIG_PATH,
  EMPTY_CONFIG,
  configuredSeverity
} from "./chunk-HZI53OYN.js";
import {
  RFC_OPTION_SPECS
} from "./chunk-CAQTQBAS.js";
import {
  GitError,
  gitRunner,
  mayBeInsideRepository,
  probeWorkTree,
  resolveCommits
} from "./chunk-G4GK4AQJ.js";
import {
  GitRevisionView
} from "./chunk-XOQT5AGB.js";
import {
  SCOPES,
  isPreExisting,
  markByChangedFiles,
  markByFingerprint,
  markByTouchedUnits
} from "./chunk-XN4EW7HB.js";
import {
  UserError
} from "./chunk-ZCKK2XZD.js";
import {
  MANIFESTS_OPTION_SPECS
} from "./chunk-KMOKYBJ6.js";
import {
  applySuppressions,
  mayHoldDirective
} from "./chunk-42E6DO7S.js";
import {
  CRITERIA
} from "./chunk-BFZOZURU.js";
import {
  require_picomatch
} from "./chunk-HIPR4ACX.js";
import {
  allRules
} from "./chunk-H3ZTQHZ5.js";
import {
  VALIDATE_OPTION_SPECS,
  optInCriteriaEnabledBy
} from "./chunk-UUJV2QZZ.js";
import {
  listFilesUnder,
  normalizeRepoPath,
  readFileBounded,
  readFilesOf,
  visitFileOf
} from "./chunk-YHG43ED4.js";
import {
  LIMITS,
  capFindings,
  fingerprint
} from "./chunk-CX2PQOLX.js";
import {
  asReported,
  compareFindings,
  countsForVerdict,
  severityRank
} from "./chunk-KBUQXIYL.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/engine/run.ts
var import_picomatch = __toESM(require_picomatch(), 1);

// src/engine/baseline.ts
function parseBaseline(text, source) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UserError(`${source}: baseline is not valid JSON (${error.message}); regenerate it with --format json.`);
  }
  let list;
  if (Array.isArray(data)) list = data;
  else if (data && typeof data === "object") {
    const obj = data;
    if (Array.isArray(obj.fingerprints)) list = obj.fingerprints;
    else if (Array.isArray(obj.findings)) list = obj.findings.map((f) => f?.fingerprint);
  }
  if (!list) throw new UserError(`${source}: baseline must be {"fingerprints": [...]}, an array, or a JSON report.`);
  const counts = /* @__PURE__ */ new Map();
  for (const item of list) {
    if (typeof item === "string") counts.set(item, (counts.get(item) ?? 0) + 1);
  }
  return counts;
}
function subtractBaseline(findings, baseline) {
  const remaining = new Map(baseline);
  const kept = [];
  let baselined = 0;
  for (const finding of findings) {
    const left = remaining.get(finding.fingerprint) ?? 0;
    if (left > 0) {
      remaining.set(finding.fingerprint, left - 1);
      baselined++;
    } else kept.push(finding);
  }
  return { kept, baselined };
}

// src/engine/run.ts
var elapsedMs = monotonicMs;
async function runChecks(options) {
  const { config, context } = options;
  const optIn = options.optInRules ?? /* @__PURE__ */ new Set();
  const configuredRules = ruleSettings(config, optIn);
  const outcomes = [];
  const data = {};
  let commentMarkdown;
  let trackingIssue;
  const jsonFindingIndex = [];
  let stale;
  const internalErrors = [];
  context.repo.screenReads?.(mayHoldDirective);
  const prior = [];
  const priorKeys = /* @__PURE__ */ new Set();
  const addPrior = (findings) => {
    for (const f of findings) {
      const key = `${f.rule}\0${f.file}\0${f.line ?? ""}\0${f.fingerprint}`;
      if (priorKeys.has(key)) continue;
      priorKeys.add(key);
      prior.push(f);
    }
  };
  addPrior(options.importedFindings ?? []);
  for (const check of options.checks) {
    const started = elapsedMs();
    const logger = context.services.logger;
    if (logger.startGroup) logger.startGroup(`openenv-ci: ${check.id}`);
    else logger.info(`openenv-ci: running ${check.id}`);
    try {
      const checkOptions = options.optionsFor(check);
      const result = await check.run({ ...context, options: checkOptions, priorFindings: [...prior], ...configuredRules });
      const scoped = await scopeFindings(check, checkOptions, result.findings, options);
      const configured = asReported(scoped.map((f) => ({ ...f, check: check.id })), configuredRules);
      const findings = [...asReported(capFindings(configured, check.id).map((f) => f.check === check.id ? f : { ...f, check: check.id }), configuredRules)];
      outcomes.push({
        check: check.id,
        title: check.title,
        findings,
        preExisting: [],
        sections: result.sections ?? [],
        durationMs: elapsedMs() - started,
        ...result.listFindings === false ? { listFindings: false } : {},
        ...result.countedElsewhere?.length ? { countedElsewhere: result.countedElsewhere } : {},
        ...result.outsideRepository ? { outsideRepository: result.outsideRepository } : {}
      });
      jsonFindingIndex.push(...result.jsonFindingIndex ?? []);
      stale = result.stale ?? stale;
      addPrior(findings);
      Object.assign(data, result.data ?? {});
      commentMarkdown = result.commentMarkdown ?? commentMarkdown;
      trackingIssue = result.trackingIssue ?? trackingIssue;
    } catch (error) {
      if (error instanceof UserError) throw error;
      const message = `${check.id} failed: ${error.message}`;
      internalErrors.push(message);
      outcomes.push({
        check: check.id,
        title: check.title,
        findings: [
          {
            rule: "internal/check-failed",
            severity: "error",
            file: "",
            message: `${message}. The check could not finish; this is a bug in openenv-ci unless the message names something to fix.`,
            fingerprint: fingerprint("internal/check-failed", "", check.id),
            check: check.id
          }
        ],
        preExisting: [],
        sections: [],
        error: error.stack ?? String(error),
        durationMs: elapsedMs() - started
      });
    } finally {
      logger.endGroup?.();
    }
  }
  const all = outcomes.flatMap((o) => o.findings);
  const { kept: unsuppressed, suppressions } = await applySuppressions(all, context.repo);
  const { kept, baselined } = options.baseline ? subtractBaseline(unsuppressed, options.baseline) : { kept: unsuppressed, baselined: 0 };
  const keptSet = new Set(kept);
  const changed = context.changedFiles;
  const order = (a, b) => severityRank(b.severity) - severityRank(a.severity) || (changed ? Number(!changed.has(a.file)) - Number(!changed.has(b.file)) : 0) || compareFindings(a, b);
  for (const outcome of outcomes) {
    const reported = outcome.findings.filter((f) => keptSet.has(f)).sort(order);
    outcome.findings = reported.filter((f) => !isPreExisting(f));
    outcome.preExisting = reported.filter(isPreExisting);
  }
  return {
    outcomes,
    findings: kept.filter((f) => !isPreExisting(f)).sort(order),
    preExisting: kept.filter(isPreExisting).sort(order),
    scope: activeScope(context) ?? "all",
    suppressions,
    baselined,
    data,
    commentMarkdown,
    trackingIssue,
    internalErrors,
    ...jsonFindingIndex.length ? { jsonFindingIndex } : {},
    ...stale ? { stale } : {}
  };
}
function activeScope(context) {
  return context.baseRevision && context.changedFiles ? context.scope ?? "new" : void 0;
}
async function scopeFindings(check, checkOptions, findings, options) {
  const { context } = options;
  const scope = activeScope(context);
  const changed = context.changedFiles;
  if (!scope || scope === "all" || !changed) return findings.map((finding) => finding.scope === void 0 ? finding : withoutScope(finding));
  if (scope === "changed-files") return markByChangedFiles(findings, changed);
  const declared = check.scopeStrategy ?? { by: "fingerprint" };
  const strategy = typeof declared === "function" ? declared(checkOptions) : declared;
  if (strategy.by === "check") return findings.map((f) => f.scope ? f : { ...f, scope: "new" });
  if (strategy.by === "environments") return markByTouchedUnits(findings, await strategy.units(context.repo), changed);
  const runtime = strategy.runtime;
  if (runtime && findings.some((f) => runtime.isRuntime(f))) {
    const fromRun = markByTouchedUnits(findings.filter((f) => runtime.isRuntime(f)), await runtime.units(context.repo), changed);
    const fromTree = await scopeByBase(check, runtime.baseOptions, findings.filter((f) => !runtime.isRuntime(f)), options);
    let run = 0;
    let tree = 0;
    return findings.map((f) => runtime.isRuntime(f) ? fromRun[run++] : fromTree[tree++]);
  }
  return scopeByBase(check, runtime?.baseOptions ?? checkOptions, findings, options);
}
async function scopeByBase(check, baseOptions, findings, options) {
  const { context } = options;
  const changed = context.changedFiles;
  if (!options.baseRepo) return markByChangedFiles(findings, changed);
  const logger = context.services.logger;
  try {
    const baseResult = await check.run({
      ...context,
      repo: options.baseRepo,
      options: baseOptions,
      priorFindings: [],
      pullRequest: void 0,
      baseRevision: void 0,
      headRevision: void 0,
      changedFiles: void 0,
      scope: void 0,
      // BASE's run is quiet: its lines go to debug, and it opens no log group.
      services: { ...context.services, logger: { info: logger.debug, progress: logger.debug, notice: logger.debug, warning: logger.warning, debug: logger.debug } }
    });
    return markByFingerprint(findings, baseResult.findings);
  } catch (error) {
    if (error instanceof UserError) throw error;
    logger.warning(`openenv-ci: ${check.id} could not run on BASE (${error.message}); its findings in changed files count as new, the others as pre-existing.`);
    return markByChangedFiles(findings, changed);
  }
}
function withoutScope({ scope: _ignored, ...finding }) {
  return finding;
}
function ruleSettings(config, optIn = /* @__PURE__ */ new Set()) {
  const severityOf = (rule, severity) => configuredSeverity(config, rule, severity, optIn.has(rule));
  const include = config.include.length ? (0, import_picomatch.default)(config.include, { dot: true }) : void 0;
  const exclude = config.exclude.length ? (0, import_picomatch.default)(config.exclude, { dot: true }) : void 0;
  return {
    severityOf,
    ruleOff: (rule) => severityOf(rule, "error") === "off",
    keepsPath: (file) => !(include && !include(file)) && !(exclude && exclude(file))
  };
}
function exitCodeFor(result, failOn) {
  if (result.internalErrors.length > 0) return 2;
  if (failOn === "never") return 0;
  const failing = result.findings.some((f) => countsForVerdict(f) && (f.severity === "error" || failOn === "warning" && f.severity === "warning"));
  return failing ? 1 : 0;
}

// src/checks/index.ts
var CHECK_CATALOG = [
  { id: "rfc-lint", options: RFC_OPTION_SPECS, load: async () => (await import("./rfc-CKR56B5T.js")).rfcLintCheck },
  { id: "manifests", options: MANIFESTS_OPTION_SPECS, load: async () => (await import("./manifests-CN22FIKY.js")).manifestsCheck },
  { id: "validate", options: VALIDATE_OPTION_SPECS, cliPaths: "list", load: async () => (await import("./validate-5RP47SKZ.js")).validateCheck },
  { id: "audit", options: AUDIT_OPTIONS, load: async () => (await import("./audit-Q727GQLW.js")).auditCheck },
  { id: "review", options: REVIEW_OPTIONS, load: async () => (await import("./review-XXVNGJLB.js")).reviewCheck }
];
function checkEntry(id) {
  const entry = CHECK_CATALOG.find((c) => c.id === id);
  if (!entry) throw new Error(`unknown check ${id}`);
  return entry;
}
async function loadChecks(ids) {
  const checks = [];
  for (const entry of CHECK_CATALOG) if (ids.includes(entry.id)) checks.push(await entry.load());
  return checks;
}
function optInRulesOff(optionsOf) {
  const off = new Set(CRITERIA.filter((c) => c.optIn).map((c) => c.id));
  for (const id of optInCriteriaEnabledBy(optionsOf("validate"))) off.delete(id);
  return off;
}
async function loadAllChecks() {
  return loadChecks(CHECK_CATALOG.map((c) => c.id));
}

// src/settings.ts
import { existsSync, readdirSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
var FORMATS = ["text", "json", "sarif", "markdown", "compact"];
var COMMANDS = ["check", ...CHECK_IDS];
var DEFAULT_CHECKS = ["rfc-lint", "manifests", "validate"];
function defaultReportName(check) {
  return check ? `openenv-ci-${check}-report.json` : "openenv-ci-report.json";
}
var oneOf = (values, message) => (value) => values.includes(value) ? value : { error: message };
var apiDeadlineValue = (value) => {
  const seconds = Number(value);
  if (!Number.isFinite(seconds)) return { error: "api-deadline must be a number of seconds" };
  return seconds > 0 ? seconds : { error: "api-deadline must be a positive number of seconds" };
};
var failOnValue = oneOf(["error", "warning", "never"], "fail-on must be one of error, warning, never");
var scopeValue = oneOf(SCOPES, `scope must be one of ${SCOPES.join(", ")}`);
var formatValue = oneOf(FORMATS, `format must be one of ${FORMATS.join(", ")}`);
function parseCheckList(raw) {
  const items = raw.split(/[,\n]/).map((s) => s.trim()).filter(Boolean);
  if (items.length === 0) return void 0;
  const unknown = items.filter((i) => !CHECK_IDS.includes(i));
  if (unknown.length) throw new UserError(`unknown check ${unknown.map((u) => `"${u}"`).join(", ")}; choose from ${CHECK_IDS.join(", ")}.`);
  return [...new Set(items)];
}
function parseOr(parse, value, name) {
  const parsed = parse(value);
  if (typeof parsed === "object" && parsed !== null && "error" in parsed) throw new UserError(`${name}: ${parsed.error} (got "${value}")`);
  return parsed;
}
function parseBoolean(value, name) {
  if (/^(true|yes|1|on)$/i.test(value.trim())) return true;
  if (/^(false|no|0|off|)$/i.test(value.trim())) return false;
  throw new UserError(`${name} must be true or false (got "${value}")`);
}
function withEnvironmentSecrets(checkOptions, env) {
  const hfToken = env.HF_TOKEN?.trim();
  if (hfToken && !checkOptions.audit?.["hub-token"]) (checkOptions.audit ??= {})["hub-token"] = hfToken;
  if (!checkOptions.review?.["llm-token"]) {
    const router = (checkOptions.review?.["llm-base-url"] ?? "https://router.huggingface.co/v1").trim().replace(/\/+$/, "") === "https://router.huggingface.co/v1";
    const llmToken = env.OPENENV_CI_LLM_TOKEN?.trim() || (router ? hfToken : void 0);
    if (llmToken) (checkOptions.review ??= {})["llm-token"] = llmToken;
  }
  return checkOptions;
}
function readInput(env, name) {
  return (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}
function settingsFromInputs(env, fixedCheck) {
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const root = resolve(workspace, readInput(env, "path") || ".");
  const configInput = readInput(env, "config");
  const checkOptions = {};
  for (const check of CHECK_CATALOG) {
    for (const spec of check.options) {
      const value = readInput(env, spec.name);
      if (value !== "") (checkOptions[check.id] ??= {})[spec.name] = spec.statePath ? confineStatePath(value, spec.name, env) : value;
    }
  }
  return {
    command: "check",
    checks: fixedCheck ? [fixedCheck] : parseCheckList(readInput(env, "checks")),
    root,
    paths: readInput(env, "paths").split("\n").map((p) => p.trim()).filter(Boolean),
    format: "text",
    configPath: configInput || ".github/openenv-ci.yml",
    configExplicit: configInput !== "",
    failOn: parseOr(failOnValue, readInput(env, "fail-on") || "error", "fail-on"),
    scope: readInput(env, "scope") ? parseOr(scopeValue, readInput(env, "scope"), "scope") : void 0,
    repositoryRoot: resolve(workspace),
    base: readInput(env, "base") || void 0,
    head: readInput(env, "head") || void 0,
    repositorySlug: readInput(env, "repo-slug") || env.GITHUB_REPOSITORY || void 0,
    checkOptions: withEnvironmentSecrets(checkOptions, env),
    baseline: readInput(env, "baseline") || void 0,
    importReports: readInput(env, "import-reports").split("\n").map((p) => p.trim()).filter(Boolean).map((p) => resolve(root, p)),
    color: false,
    verbose: false,
    token: readInput(env, "token") || void 0,
    comment: parseBoolean(readInput(env, "comment") || "true", "comment"),
    apiDeadlineSeconds: parseOr(apiDeadlineValue, readInput(env, "api-deadline") || String(LIMITS.apiDeadlineSeconds), "api-deadline"),
    sarifFile: readInput(env, "sarif-file") ? confineStatePath(readInput(env, "sarif-file"), "sarif-file", env) : void 0,
    reportFile: readInput(env, "report-file") ? confineStatePath(readInput(env, "report-file"), "report-file", env) : void 0,
    jobFolder: env.RUNNER_TEMP ? resolve(env.RUNNER_TEMP) : void 0
  };
}
function confineStatePath(value, input, env) {
  const workspace = resolve(env.GITHUB_WORKSPACE || process.cwd());
  const path = resolve(workspace, value);
  const roots = [workspace, ...env.RUNNER_TEMP ? [resolve(env.RUNNER_TEMP)] : []];
  const inside = (p, rootList) => rootList.some((root) => isInside(root, p));
  const real = realpathOfExisting(path);
  if (!inside(path, roots) || !inside(real, roots.map(realpathOfExisting))) {
    throw new UserError(`${input}: ${value} is outside the workspace and RUNNER_TEMP; state and report files must stay inside them.`);
  }
  return path;
}
function isInside(root, p) {
  const rel = relative(root, p);
  return rel === "" || rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}
function realpathOfExisting(path) {
  let existing = path;
  const rest = [];
  while (!existsSync(existing) && dirname(existing) !== existing) {
    rest.unshift(basename(existing));
    existing = dirname(existing);
  }
  try {
    return join(realpathSync(existing), ...rest);
  } catch {
    return path;
  }
}
var COMMON_FLAGS = {
  format: { type: "string", short: "f" },
  output: { type: "string", short: "o" },
  config: { type: "string", short: "c" },
  "fail-on": { type: "string" },
  "api-deadline": { type: "string" },
  scope: { type: "string" },
  base: { type: "string" },
  head: { type: "string" },
  "repo-slug": { type: "string" },
  checks: { type: "string" },
  "import-reports": { type: "string", multiple: true },
  "pr-title": { type: "string" },
  "pr-body": { type: "string" },
  "pr-author": { type: "string" },
  baseline: { type: "string" },
  color: { type: "boolean" },
  "no-color": { type: "boolean" },
  verbose: { type: "boolean", short: "v" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean" }
};
function cliFlagName(spec) {
  return (spec.cliFlag ?? `--${spec.name}`).replace(/^--/, "");
}
function settingsFromArgv(argv, env, cwd, isTty) {
  const [first, ...rest] = argv;
  if (first === void 0 || first === "--help" || first === "-h" || first === "help") return { kind: "help", command: rest[0] };
  if (first === "--version" || first === "-V") return { kind: "version" };
  if (!COMMANDS.includes(first)) {
    throw new UserError(`unknown command "${first}"; commands: ${COMMANDS.join(", ")}. Run openenv-ci --help.`);
  }
  const command = first;
  const checks = command === "check" ? CHECK_CATALOG : [checkEntry(command)];
  const options = { ...COMMON_FLAGS };
  const flagOwners = /* @__PURE__ */ new Map();
  for (const check of checks) {
    for (const spec of check.options) {
      const flag = cliFlagName(spec);
      if (flag in COMMON_FLAGS) continue;
      options[flag] = { type: spec.boolean ? "boolean" : "string", ...spec.multiple ? { multiple: true } : {} };
      flagOwners.set(flag, [...flagOwners.get(flag) ?? [], { check: check.id, spec }]);
      if (spec.boolean) options[`no-${flag}`] = { type: "boolean" };
    }
  }
  let parsed;
  try {
    parsed = parseArgs({ args: [...rest], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UserError(`${error.message.split("\n")[0]}. Run openenv-ci ${command} --help.`);
  }
  const values = parsed.values;
  if (values.help) return { kind: "help", command };
  if (values.version) return { kind: "version" };
  const checkOptions = {};
  for (const [flag, owners] of flagOwners) {
    const value = values[`no-${flag}`] === true ? "false" : values[flag];
    if (value === void 0) continue;
    const text = Array.isArray(value) ? value.join("\n") : String(value);
    for (const { check, spec } of owners) (checkOptions[check] ??= {})[spec.name] = text;
  }
  const usesList = checks.length === 1 && checks[0].cliPaths === "list";
  const positionals = parsed.positionals;
  const localAudit = command === "audit" ? environmentFoldersToAudit(cwd, positionals, checkOptions.audit ?? {}) : void 0;
  if (localAudit) (checkOptions.audit ??= {}).source = localAudit.sources.join("\n");
  if (!usesList && !localAudit && positionals.length > 1) throw new UserError(tooManyPaths(command, positionals, values.source !== void 0));
  const { root, paths } = localAudit ? { root: localAudit.root, paths: [] } : usesList ? listRoot(cwd, positionals) : { root: command === "manifests" ? folderOfManifest(resolve(cwd, positionals[0] ?? ".")) : resolve(cwd, positionals[0] ?? "."), paths: [] };
  const config = typeof values.config === "string" ? values.config : void 0;
  const colorFlag = values.color === true ? true : values["no-color"] === true ? false : void 0;
  return {
    kind: "run",
    settings: {
      command,
      checks: command === "check" ? typeof values.checks === "string" ? parseCheckList(values.checks) : void 0 : [command],
      root,
      paths,
      format: parseOr(formatValue, typeof values.format === "string" ? values.format : "text", "--format"),
      output: typeof values.output === "string" ? resolve(cwd, values.output) : void 0,
      configPath: config ? resolve(cwd, config) : ".github/openenv-ci.yml",
      configExplicit: config !== void 0,
      failOn: parseOr(failOnValue, typeof values["fail-on"] === "string" ? values["fail-on"] : "error", "--fail-on"),
      scope: typeof values.scope === "string" ? parseOr(scopeValue, values.scope, "--scope") : void 0,
      base: typeof values.base === "string" ? values.base : void 0,
      head: typeof values.head === "string" ? values.head : void 0,
      repositorySlug: typeof values["repo-slug"] === "string" ? values["repo-slug"] : env.GITHUB_REPOSITORY || void 0,
      checkOptions: withEnvironmentSecrets(checkOptions, env),
      baseline: typeof values.baseline === "string" ? values.baseline : void 0,
      importReports: (values["import-reports"] ?? []).map((p) => resolve(cwd, p)),
      color: colorFlag ?? colorFromEnv(env, isTty),
      verbose: values.verbose === true,
      apiDeadlineSeconds: parseOr(apiDeadlineValue, typeof values["api-deadline"] === "string" ? values["api-deadline"] : String(LIMITS.apiDeadlineSeconds), "--api-deadline"),
      ...["pr-title", "pr-body", "pr-author"].some((k) => typeof values[k] === "string") ? { pullRequestText: { title: values["pr-title"], body: values["pr-body"], author: values["pr-author"] } } : {},
      comment: false
    }
  };
}
function listRoot(cwd, positionals) {
  const absolute = positionals.map((p) => resolve(cwd, p));
  const inside = (root2, p) => {
    const rel = relative(root2, p);
    return rel === "" || rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
  };
  let root = cwd;
  if (!absolute.every((p) => inside(cwd, p))) {
    root = absolute[0];
    while (!absolute.every((p) => inside(root, p))) root = dirname(root);
  }
  return { root, paths: absolute.map((p) => relative(root, p).split(sep).join("/") || ".") };
}
function folderOfManifest(path) {
  if (!/^(openenv|environment)\.ya?ml$/.test(basename(path))) return path;
  try {
    return statSync(path).isFile() ? dirname(path) : path;
  } catch {
    return path;
  }
}
var AUDIT_SELECTION = ["source", "hub-url", "hub-ids", "hub-author", "hub-query", "tag", "hub-datasets"];
function environmentFoldersToAudit(cwd, positionals, options) {
  if (positionals.length === 0 || AUDIT_SELECTION.some((name) => options[name] !== void 0)) return void 0;
  const isEnvironment = (dir) => existsSync(join(dir, "openenv.yaml"));
  const holdsEnvironments = (dir) => {
    try {
      return readdirSync(dir, { withFileTypes: true }).some((entry) => entry.isDirectory() && isEnvironment(join(dir, entry.name)));
    } catch {
      return false;
    }
  };
  const kinds = positionals.map((p) => isEnvironment(resolve(cwd, p)) ? "environment" : holdsEnvironments(resolve(cwd, p)) ? "folder" : void 0);
  if (kinds.some((kind) => kind === void 0)) return void 0;
  const { root, paths } = listRoot(cwd, positionals);
  return { root, sources: paths.map((path, i) => kinds[i] === "folder" ? path === "." ? "*" : `${path}/*` : path) };
}
function tooManyPaths(command, positionals, sourceGiven) {
  const shown = positionals.slice(0, 3).join(", ") + (positionals.length > 3 ? ", ..." : "");
  const got = `${command} takes one path (got ${positionals.length}: ${shown}).`;
  return sourceGiven ? `${got} The shell expanded a --source glob: quote it (--source 'envs/*') so openenv-ci matches the pattern itself.` : got;
}
function colorFromEnv(env, isTty) {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== void 0 && env.FORCE_COLOR !== "") return !/^(0|false)$/i.test(env.FORCE_COLOR);
  return isTty;
}
function mergeCheckOptions(check, fromConfig, explicit) {
  const merged = {};
  for (const spec of check.options) if (spec.default !== void 0) merged[spec.name] = spec.default;
  const known = new Set(check.options.map((s) => s.name));
  for (const [key, value] of Object.entries(fromConfig ?? {})) {
    if (!known.has(key)) {
      throw new UserError(`config: options.${check.id}.${key} is not an option of ${check.id}; known: ${[...known].join(", ") || "none"}.`);
    }
    const spec = check.options.find((s) => s.name === key);
    if (spec.trusted) throw new UserError(trustedInConfigMessage(check.id, spec));
    merged[key] = value;
  }
  Object.assign(merged, explicit ?? {});
  return merged;
}
function trustedInConfigMessage(check, spec) {
  return `config: options.${check}.${spec.name} cannot be set in the config file: it runs code, chooses where a token goes, loosens a gate or names a state file, and a pull request can edit the config file. Set the \`${spec.name}\` input of the action (uses: openenv-ci/openenv-ci/${check}@v0, with: ${spec.name}: \u2026) or the --${cliFlagName(spec)} flag instead.`;
}
function helpText(command) {
  const lines = [
    "Usage: openenv-ci <command> [options] [path]",
    "",
    "Commands:",
    "  check       run the configured checks (config `checks:`, default rfc-lint, manifests, validate)",
    "  rfc-lint    RFC numbering, headers, sections, cross-references and the index",
    "  manifests   openenv.yaml and environment.yaml against their schemas",
    "  validate    static environment checks and a runtime probe (paths: env roots or folders of them)",
    "  review      alignment review of --base..--head",
    "  audit       audit many environments (paths: env folders or folders of them; no path: the Hugging Face Hub)",
    "",
    "Common options:",
    "  -f, --format text|compact|json|sarif|markdown   output format (default text; compact: one line per finding)",
    "  -o, --output FILE                       write the report to FILE instead of stdout",
    "  -c, --config FILE                       config file (default .github/openenv-ci.yml under the path)",
    "      --fail-on error|warning|never       exit 1 when findings at or above this severity remain (default error)",
    "      --api-deadline SECONDS              stop GitHub API work after this long and report what was answered (default 120)",
    "      --base REV / --head REV             pull-request mode: compare HEAD (default: working tree) against BASE",
    "      --scope new|changed-files|all       pull-request mode: report what the change introduced (default new), every finding of touched files, or all",
    "      --repo-slug owner/name              repository slug (default $GITHUB_REPOSITORY)",
    "      --checks a,b                        (check) which checks to run",
    "      --baseline FILE                     accepted fingerprints (default: config `baseline:`, else .github/rfc-lint-baseline.json)",
    "      --import-reports FILE               JSON report of an earlier job to fold into the review (repeatable)",
    "      --pr-title/--pr-body/--pr-author T  the pull request under review (default: GITHUB_EVENT_PATH when set)",
    "      --color / --no-color                colour (default: only on a TTY; NO_COLOR honoured)",
    "  -v, --verbose                           log what each check does (stderr)",
    "  -h, --help / -V, --version              this help / the version",
    "",
    "Exit status: 0 nothing at or above --fail-on; 1 findings at or above --fail-on; 2 usage or internal error."
  ];
  const checks = command && command !== "check" && CHECK_IDS.includes(command) ? [checkEntry(command)] : command === "check" ? CHECK_CATALOG : [];
  for (const check of checks) {
    if (!check.options.length) continue;
    lines.push("", `${check.id} options:`);
    for (const spec of check.options) {
      const flag = spec.boolean ? `--[no-]${cliFlagName(spec)}` : `--${cliFlagName(spec)} VALUE`;
      lines.push(`      ${flag.padEnd(34)} ${spec.description}${spec.default !== void 0 && spec.default !== "" ? ` (default ${spec.default})` : ""}`);
    }
  }
  return `${lines.join("\n")}
`;
}

// src/pipeline.ts
import { lstat, readFile, realpath, stat } from "node:fs/promises";
import { isAbsolute as isAbsolute2, join as join2, relative as relative2, resolve as resolve2, sep as sep2 } from "node:path";

// src/repo/filtered.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);
var FilteredRepoView = class {
  constructor(inner, include, exclude) {
    this.inner = inner;
    this.label = inner.label;
    const included = include.length ? (0, import_picomatch2.default)([...include], { dot: true }) : () => true;
    const excluded = exclude.length ? (0, import_picomatch2.default)([...exclude], { dot: true }) : () => false;
    this.visible = (path) => included(path) && !excluded(path);
  }
  inner;
  label;
  visible;
  async listFiles() {
    return (await this.inner.listFiles()).filter(this.visible);
  }
  async listOtherEntries() {
    return new Map([...await this.inner.listOtherEntries?.() ?? []].filter(([path]) => this.visible(path)));
  }
  async listFolder(folder) {
    return (await listFilesUnder(this.inner, [folder])).filter(this.visible);
  }
  async readFile(path) {
    return this.visible(path) ? this.inner.readFile(path) : void 0;
  }
  async fileSize(path) {
    return this.visible(path) ? this.inner.fileSize(path) : void 0;
  }
  async visitFile(path, maxBytes, visit) {
    return this.visible(path) ? visitFileOf(this.inner, path, maxBytes, visit) : void 0;
  }
  screenReads(test) {
    this.inner.screenReads?.(test);
  }
  failedScreen(path) {
    return this.inner.failedScreen?.(path) === true;
  }
  async readFiles(paths) {
    return readFilesOf(this.inner, paths.filter(this.visible));
  }
};

// src/repo/changed-lines.ts
async function changedLines(git, base, head, maxPatchBytes) {
  const diff = (renames) => readDiff(
    git,
    ["diff", "--raw", "-z", "--no-abbrev", "-p", "-U0", "--no-color", "--no-ext-diff", "--no-textconv", ...head ? [] : ["--text"], "--relative", renames, "--irreversible-delete", "--src-prefix=a/", "--dst-prefix=b/", base, ...head ? [head] : []],
    { objectsOnly: head !== void 0 },
    maxPatchBytes
  );
  const files = await diff("-M").catch((error) => {
    if (error instanceof GitError) return diff("--no-renames");
    throw error;
  });
  return changedLinesOf(files);
}
var HUNK_HEADER = /@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/y;
function hunkRange(text, at) {
  HUNK_HEADER.lastIndex = at;
  const match = HUNK_HEADER.exec(text);
  if (!match) return void 0;
  const start = Number(match[1]);
  const count = match[2] === void 0 ? 1 : Number(match[2]);
  return count > 0 ? [start, start + count - 1] : void 0;
}
var WHOLE_FILE = [1, Number.MAX_SAFE_INTEGER];
function changedLinesOf(files) {
  const out = /* @__PURE__ */ new Map();
  for (const file of files) {
    if (file.patchOmitted) {
      if (file.status !== "D") out.set(file.path, [[...WHOLE_FILE]]);
      continue;
    }
    if (!file.newSideText && !(file.binary && file.status !== "D")) continue;
    const ranges = [];
    out.set(file.path, ranges);
    for (let at = file.patch.startsWith("@@") ? 0 : file.patch.indexOf("\n@@") + 1 || -1; at >= 0; ) {
      const range = hunkRange(file.patch, at);
      if (range) ranges.push(range);
      const next = file.patch.indexOf("\n@@", at);
      at = next < 0 ? -1 : next + 1;
    }
  }
  return out;
}
function isChangedLine(changed, file, line) {
  if (!changed || line === void 0) return false;
  return (changed.get(file) ?? []).some(([first, last]) => line >= first && line <= last);
}

// src/engine/relocate.ts
function relocateResult(result, folder) {
  if (folder === "") return result;
  const outside = new Map(result.outcomes.flatMap((o) => o.outsideRepository ? [[o.check, o.outsideRepository]] : []));
  const moved = /* @__PURE__ */ new Map();
  const move = (f) => {
    let out = moved.get(f);
    if (!out) {
      out = f.file === "" || outside.get(f.check ?? "")?.(f.file) ? f : { ...f, file: relocatePath(f.file, folder) };
      moved.set(f, out);
    }
    return out;
  };
  return {
    ...result,
    scannedFolder: folder,
    findings: result.findings.map(move),
    preExisting: result.preExisting?.map(move),
    outcomes: result.outcomes.map((o) => ({ ...o, findings: o.findings.map(move), preExisting: o.preExisting?.map(move) })),
    suppressions: result.suppressions.map((s) => ({ ...s, file: joinPath(folder, s.file) }))
  };
}
function relocateFiles(files, folder) {
  return files && folder ? new Set([...files].map((f) => joinPath(folder, f))) : files;
}
function relocateLines(lines, folder) {
  return lines && folder ? new Map([...lines].map(([file, ranges]) => [joinPath(folder, file), ranges])) : lines;
}
function unrelocatePath(path, folder) {
  return folder && path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : path;
}
function relocatePath(file, folder) {
  return folder && file ? joinPath(folder, file) : file;
}
function joinPath(folder, file) {
  return file === "" ? folder : `${folder}/${file}`;
}

// src/pipeline.ts
async function loadConfig(settings) {
  const path = isAbsolute2(settings.configPath) ? settings.configPath : resolve2(settings.root, settings.configPath);
  let text;
  if (!settings.configExplicit) {
    const candidates = settings.configPath === DEFAULT_CONFIG_PATH ? [DEFAULT_CONFIG_PATH, DEFAULT_CONFIG_PATH.replace(/\.yml$/, ".yaml")] : [settings.configPath];
    for (const candidate of candidates) {
      const bytes = await readFileBounded(new WorkingTreeView(settings.root), candidate, LIMITS.configBytes);
      if (typeof bytes === "number") throw (await import("./config-LSNYNCWR.js")).configTooLarge(candidate, bytes);
      if (bytes) return await finishConfig(Buffer.from(bytes).toString("utf8"), candidate);
      const exists = await lstat(resolve2(settings.root, candidate)).then(() => true, () => false);
      if (exists) throw new UserError(`${candidate} is not a regular file inside the repository (a symbolic link or a folder); replace it with the config file itself.`);
    }
    return EMPTY_CONFIG;
  }
  const size = await stat(path).then((s) => s.size, () => void 0);
  if (size !== void 0 && size > LIMITS.configBytes) throw (await import("./config-LSNYNCWR.js")).configTooLarge(settings.configPath, size);
  try {
    text = await readFile(path, "utf8");
  } catch {
    throw new UserError(`config file ${settings.configPath} not found; create it or drop the config option.`);
  }
  return await finishConfig(text, settings.configPath);
}
async function finishConfig(text, source) {
  const { parseConfig } = await import("./config-LSNYNCWR.js");
  let config = parseConfig(text, source);
  if (Object.keys(config.rules).length) {
    const rules = allRules(await loadAllChecks());
    config = parseConfig(text, source, rules.map((rule) => rule.id), rules.filter((rule) => rule.advisory).map((rule) => rule.id));
  }
  for (const check of CHECK_CATALOG) mergeCheckOptions(check, config.options[check.id], void 0);
  return config;
}
async function detectGit(root) {
  return (await detectRepository(root))?.git;
}
async function detectRepository(root, signal, revisions = []) {
  if (!mayBeInsideRepository(root)) return void 0;
  const git = gitRunner(root, { signal });
  try {
    const probed = await probeWorkTree(git, revisions);
    return probed ? { git, ...probed } : void 0;
  } catch {
    return void 0;
  }
}
async function changedLinesOrExplain(git, base, head) {
  try {
    return await changedLines(git, base, head, LIMITS.changeBytes);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    const reason = error.stderr.trim().split("\n").slice(-2).join(" ") || `exit ${error.exitCode}`;
    throw new UserError(
      `git could not diff ${base} against ${head ?? "the working tree"} (${reason}), so new findings cannot be told from those already there. Fetch the missing objects (a full clone: actions/checkout with fetch-depth: 0), or compare two commits with --head.`
    );
  }
}
async function assertPaths(settings) {
  const kind = await stat(settings.root).then(
    (s) => s.isDirectory() ? "folder" : "file",
    () => "missing"
  );
  if (kind === "missing") throw new UserError(`${settings.root} does not exist; give the folder to check.`);
  if (kind === "file") throw new UserError(`${settings.root} is not a folder; give the folder that holds it (findings name files relative to it).`);
  for (const path of settings.paths) {
    if (/[*?[\]{}]/.test(path) || path.startsWith("!")) continue;
    const normalized = normalizeRepoPath(path);
    if (normalized === void 0 || isAbsolute2(path)) throw new UserError(`path ${path} is outside ${settings.root}; paths are relative to it.`);
    if (!await stat(resolve2(settings.root, normalized)).then(() => true, () => false)) {
      throw new UserError(`path ${path} does not exist under ${settings.root}.`);
    }
  }
}
var RFC_LINT_BASELINE = ".github/rfc-lint-baseline.json";
async function loadBaseline(settings, config, checks) {
  const named = settings.baseline ?? config.baseline;
  const source = settings.baseline ? "the baseline input" : config.source;
  const tree = new WorkingTreeView(settings.root);
  if (!named) {
    if (!checks.some((c) => c.id === "rfc-lint")) return void 0;
    const bytes2 = await tree.readFile(RFC_LINT_BASELINE);
    return bytes2 ? parseBaseline(Buffer.from(bytes2).toString("utf8"), RFC_LINT_BASELINE) : void 0;
  }
  const inside = normalizeRepoPath(named);
  if (inside === void 0 || inside === "" || isAbsolute2(named)) {
    throw new UserError(`baseline ${named} (from ${source}) must be a file inside the repository, relative to its root.`);
  }
  const bytes = await tree.readFile(inside);
  if (!bytes) throw new UserError(`baseline file ${named} (from ${source}) not found.`);
  return parseBaseline(Buffer.from(bytes).toString("utf8"), named);
}
async function runPipeline(inputs) {
  const { settings } = inputs;
  await assertPaths(settings);
  const loaded = await loadConfig(settings);
  const config = settings.paths.length ? { ...loaded, include: [], exclude: [] } : loaded;
  const checkIds = settings.checks ?? config.checks ?? [...DEFAULT_CHECKS];
  const checks = await loadChecks(checkIds);
  const revisions = settings.base || settings.head ? [settings.base ?? "HEAD", settings.head ?? "HEAD"] : [];
  const repository = await detectRepository(settings.root, inputs.services.signal, revisions);
  const git = repository?.git;
  if ((settings.base || settings.head) && !git) {
    throw new UserError(`--base/--head need a git repository, but ${settings.root} is not inside one.`);
  }
  if (repository?.bare && !settings.head) {
    throw new UserError(`${settings.root} is a bare repository (no work tree): name the commit to check with --head (and --base for a pull request).`);
  }
  const [baseCommit, headCommit] = git && revisions.length ? await resolveCommits(git, revisions) : [];
  if (settings.head && !headCommit) throw new UserError(`--head ${settings.head}: no such revision in ${settings.root}.`);
  if (settings.base && !baseCommit) {
    throw new UserError(`--base ${settings.base}: no such revision in ${settings.root} (fetch with full history: actions/checkout fetch-depth: 0).`);
  }
  const revisionView = (revision, commit) => new GitRevisionView(git, commit ?? revision, { label: `git ${revision}` });
  const tree = settings.head && git ? revisionView(settings.head, headCommit?.commit) : new WorkingTreeView(settings.root);
  const filtered = (view) => config.include.length || config.exclude.length ? new FilteredRepoView(view, config.include, config.exclude) : view;
  const repo = filtered(tree);
  const baseline = await loadBaseline(settings, config, checks);
  const optionsByCheck = new Map(checks.map((check) => [check, mergeCheckOptions(check, config.options[check.id], settings.checkOptions[check.id])]));
  const optionsById = new Map(checks.map((check) => [check.id, optionsByCheck.get(check)]));
  const optionsOf = (id) => {
    let options = optionsById.get(id);
    if (!options) optionsById.set(id, options = mergeCheckOptions(checkEntry(id), config.options[id], settings.checkOptions[id]));
    return options;
  };
  if (checks.some((c) => c.id === "review")) for (const id of FOLDED_BY_REVIEW) optionsOf(id);
  const sameTree = settings.head !== void 0 && baseCommit !== void 0 && baseCommit.tree === headCommit?.tree;
  const folder = repository?.bare ? "" : await scannedFolder(settings, repository?.topLevel);
  let lines;
  if (git && settings.base) {
    if (sameTree) lines = /* @__PURE__ */ new Map();
    else if (baseCommit && headCommit && settings.head !== void 0 && folder === "")
      lines = changedLinesOf(await readRangeDiff(git, baseCommit.commit, headCommit.commit, { bigFileBytes: LIMITS.fileBytes, maxPatchBytes: LIMITS.changeBytes }));
    else lines = await changedLinesOrExplain(git, settings.base, settings.head);
  }
  const changed = lines ? new Set(lines.keys()) : void 0;
  const baseRepo = git && settings.base ? filtered(revisionView(settings.base, baseCommit?.commit)) : void 0;
  const job = await earlierStepsOfJob(settings, checks, inputs.services.logger);
  const context = {
    repo,
    root: settings.root,
    paths: settings.paths,
    repositorySlug: settings.repositorySlug,
    pullRequest: inputs.pullRequest,
    baseRevision: settings.base,
    headRevision: settings.head,
    eventName: inputs.eventName,
    changedFiles: changed,
    scope: settings.scope,
    checks: checks.map((c) => c.id),
    optionsOf,
    ...job.checks.size ? { reportedInJob: job.checks } : {},
    services: { ...inputs.services, git }
  };
  const explicit = settings.importReports.filter((path) => !job.paths.includes(path));
  const imported = explicit.length ? await (await import("./imported-reports-V5TZHQC5.js")).importReports(explicit) : [];
  const result = await runChecks({
    checks,
    config,
    optionsFor: (check) => optionsByCheck.get(check),
    context,
    baseline,
    baseRepo,
    optInRules: optInRulesOff(optionsOf),
    // Reports name repository paths; the checks of this run see paths inside the scanned folder.
    importedFindings: [...imported, ...job.findings].map((f) => ({ ...f, file: unrelocatePath(f.file, folder) }))
  });
  return {
    result: relocateResult(result, folder),
    checks,
    config,
    repo,
    changedFiles: relocateFiles(changed, folder),
    changedLines: relocateLines(lines, folder)
  };
}
async function earlierStepsOfJob(settings, checks, logger) {
  const out = { checks: /* @__PURE__ */ new Set(), paths: [], findings: [] };
  if (!settings.jobFolder || !checks.some((c) => c.id === "review")) return out;
  const candidates = FOLDED_BY_REVIEW.filter((id) => !checks.some((c) => c.id === id)).map((id) => ({ id, path: join2(settings.jobFolder, defaultReportName(id)) }));
  const present = (await Promise.all(candidates.map(async (c) => (await stat(c.path).catch(() => void 0))?.isFile() ? c : void 0))).filter((c) => c !== void 0);
  if (present.length === 0) return out;
  const { importReports } = await import("./imported-reports-V5TZHQC5.js");
  for (const { id, path } of present) {
    try {
      out.findings.push(...(await importReports([path])).filter((f) => f.check === id));
    } catch (error) {
      logger.warning(`openenv-ci: the ${id} step's report of this job (${path}) could not be read, so the review checks ${id} itself: ${error.message}`);
      continue;
    }
    out.checks.add(id);
    out.paths.push(path);
  }
  return out;
}
async function scannedFolder(settings, gitTopLevel) {
  const top = settings.repositoryRoot || gitTopLevel;
  if (!top) return "";
  const real = (p) => realpath(p).catch(() => resolve2(p));
  const rel = relative2(await real(top), await real(settings.root));
  if (rel === "" || rel === ".." || rel.startsWith(`..${sep2}`) || isAbsolute2(rel)) return "";
  return rel.split(sep2).join("/");
}

export {
  ruleSettings,
  exitCodeFor,
  CHECK_CATALOG,
  checkEntry,
  optInRulesOff,
  loadAllChecks,
  defaultReportName,
  readInput,
  settingsFromInputs,
  settingsFromArgv,
  mergeCheckOptions,
  helpText,
  isChangedLine,
  relocatePath,
  loadConfig,
  detectGit,
  runPipeline
};
