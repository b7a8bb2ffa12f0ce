import {
  mayRunRepositoryCode
} from "./chunk-GEB7PISZ.js";
import {
  monotonicMs
} from "./chunk-6JX624YR.js";
import {
  OWNED_BY_MANIFESTS,
  reportedByManifestsRule
} from "./chunk-OAIGAJBL.js";
import {
  redactSecrets,
  registerSecret
} from "./chunk-KYFDEB4R.js";
import {
  isInside
} from "./chunk-XN4EW7HB.js";
import {
  discoverEnvRoots,
  environmentFile,
  findingsOf,
  forEachStaticResult,
  readManifest,
  resetTakesSeed,
  staticFindingFile
} from "./chunk-5ZKDT2GC.js";
import {
  DEADLINES,
  runProcess,
  stopMessage
} from "./chunk-ZKRAT4SF.js";
import {
  CRITERIA,
  RUNTIME_IDS
} from "./chunk-BFZOZURU.js";
import {
  require_picomatch
} from "./chunk-HIPR4ACX.js";
import {
  someFiles
} from "./chunk-WZD5HY2J.js";
import {
  codeSpan,
  escapeHtmlText,
  escapeMessageCell,
  escapeTableCell
} from "./chunk-W3AGWKJZ.js";
import {
  OptionError,
  VALIDATE_OPTION_SPECS,
  parseValidateOptions
} from "./chunk-UUJV2QZZ.js";
import {
  PYTHON_TOOLCHAIN,
  childEnvironment,
  findOnPath,
  isSecretName
} from "./chunk-JRTPWSBC.js";
import {
  listFilesUnder,
  readFileBounded
} from "./chunk-YHG43ED4.js";
import {
  fingerprint
} from "./chunk-CX2PQOLX.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/checks/validate/index.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { existsSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";

// src/checks/validate/templates.ts
function holdsTemplatePlaceholder(text) {
  for (const run of text.match(/[A-Z0-9_]+/g) ?? []) {
    const first = run.indexOf("__");
    if (first === -1) continue;
    const last = run.lastIndexOf("__");
    if (last >= first + 3 && /[A-Z]/.test(run.slice(first + 2, last))) return true;
  }
  return false;
}
var TEMPLATE_MANIFEST_BYTES = 64 * 1024;
async function splitTemplates(repo, roots, named) {
  const environments = [];
  const templates = [];
  for (const root of roots) {
    const bytes = named(root) ? void 0 : await readFileBounded(repo, root ? `${root}/openenv.yaml` : "openenv.yaml", TEMPLATE_MANIFEST_BYTES);
    const template = bytes instanceof Uint8Array && holdsTemplatePlaceholder(new TextDecoder().decode(bytes));
    (template ? templates : environments).push(root);
  }
  return { environments, templates };
}

// src/checks/validate/compact.ts
var StringPool = class {
  strings = /* @__PURE__ */ new Map();
  shared = /* @__PURE__ */ new Map();
  intern(text) {
    let kept = this.strings.get(text);
    if (kept === void 0) {
      kept = JSON.parse(JSON.stringify(text));
      this.strings.set(kept, kept);
    }
    return kept;
  }
  /**
   * The record with its strings from the pool; keys, their order and every value unchanged. The usual
   * shapes are rebuilt as literals (their fields in the object, no separate property store), and a
   * record with no file of its own (most passes: "openenv.yaml exists.") is one object for every
   * environment that has it (records are never changed once made; the runtime skips are shared so too).
   */
  criterion(c) {
    const keys = Object.keys(c);
    if (startsCanonical(keys)) {
      const { id, status, severity } = c;
      const message = this.intern(c.message);
      if (keys.length === 4) {
        const key = `${id}\0${status}\0${severity}\0${message}`;
        let shared = this.shared.get(key);
        if (!shared) this.shared.set(key, shared = { id, status, severity, message });
        return shared;
      }
      if (keys[4] === "file" && c.file !== void 0) {
        const file = this.intern(c.file);
        if (keys.length === 5) return { id, status, severity, message, file };
        if (keys.length === 6 && keys[5] === "line") return { id, status, severity, message, file, line: c.line };
      }
    }
    const out = { ...c };
    out.message = this.intern(c.message);
    if (c.evidence !== void 0) out.evidence = this.intern(c.evidence);
    if (c.file !== void 0) out.file = this.intern(c.file);
    return out;
  }
  /** The same for a finding (its message and file). */
  finding(f) {
    const out = { ...f };
    out.message = this.intern(f.message);
    out.file = this.intern(f.file);
    return out;
  }
};
function startsCanonical(keys) {
  return keys[0] === "id" && keys[1] === "status" && keys[2] === "severity" && keys[3] === "message";
}

// src/checks/validate/crosscheck.ts
async function runCliCrosscheck(envDir, deadlineMs = DEADLINES.crosscheck, signal) {
  const args = ["run", "--frozen", "openenv", "validate", "--json", "."];
  const command = `uv ${args.join(" ")}`;
  let result;
  try {
    result = await runProcess("uv", args, { label: command, cwd: envDir, env: childEnvironment({ inherit: PYTHON_TOOLCHAIN }), deadlineMs, signal });
  } catch (error) {
    return { command, problem: `could not run uv (${(error.cause ?? error).message})` };
  }
  if (result.stopped) return { command, problem: stopMessage(command, result.stopped, deadlineMs) };
  const text = result.stdout.toString("utf8");
  const start = text.indexOf("{");
  try {
    const value = JSON.parse(start === -1 ? text : text.slice(start));
    if (typeof value.passed === "boolean") return { command, passed: value.passed };
  } catch {
  }
  const stderr = result.stderr.toString("utf8").trim().split("\n").slice(-2).join(" ");
  return { command, problem: `exit ${result.exitCode}, no JSON verdict${stderr ? `: ${redactSecrets(stderr).slice(0, 200)}` : ""}` };
}

// src/checks/validate/index.ts
var validateCheck = {
  id: "validate",
  title: "Validate",
  rules: [
    ...CRITERIA.map(({ id, description, defaultSeverity, details }) => ({ id, description, defaultSeverity, ...details ? { details } : {} })),
    { id: "validate/configuration", description: "The validate inputs are well-formed.", defaultSeverity: "error" },
    { id: "validate/cli-crosscheck", description: "The installed openenv CLI agrees with the static subset's parity verdict (cli-crosscheck).", defaultSeverity: "notice" }
  ],
  options: VALIDATE_OPTION_SPECS,
  cliPaths: "list",
  // Static validation is a function of the tree: compared with BASE by fingerprint, whether or not the
  // probe ran (BASE runs static only). The probe's and the CLI cross-check's findings have no BASE (they
  // start processes, too costly twice): scoped by the environments the diff touches.
  scopeStrategy: (raw) => ({
    by: "fingerprint",
    runtime: {
      isRuntime: isRuntimeFinding,
      units: async (repo) => discoverEnvRoots(await repo.listFiles(), []),
      baseOptions: { ...raw, "runtime-probe": "false", "cli-crosscheck": "false" }
    }
  }),
  async run(context) {
    const logger = context.services.logger;
    let options;
    try {
      options = parseValidateOptions(context.options);
    } catch (error) {
      if (!(error instanceof OptionError)) throw error;
      return { findings: [configFinding(`validate: ${error.message}. Fix: correct the input.`)] };
    }
    const paths = context.paths.filter((p) => !p.startsWith("!")).map(environmentPath);
    const leftOut = excludedBy(context.paths.filter((p) => p.startsWith("!")).map((p) => environmentPath(p.slice(1))));
    const files = paths.length ? await listFilesUnder(context.repo, paths.map(listingFolder)) : await context.repo.listFiles();
    const named = new Set(paths.filter((p) => !/[*?[\]{}]/.test(p)).map(normalizedRoot));
    const { environments: roots, templates } = await splitTemplates(context.repo, discoverEnvRoots(files, paths).filter((root) => !leftOut(root)), (root) => named.has(root));
    if (templates.length) {
      const say = logger.notice ?? logger.info;
      say(
        `validate: ${templates.length} template folder${templates.length === 1 ? "" : "s"} skipped, not environments (openenv.yaml holds a placeholder such as __ENV_NAME__): ${firstNames(templates)}. Name one as a path to validate it.`
      );
    }
    logger.progress(
      roots.length ? `validate: ${roots.length} environment${roots.length === 1 ? "" : "s"}: ${firstNames(roots)}` : "validate: no environment (no openenv.yaml) here; nothing to validate"
    );
    const manifestsRuns = context.checks?.includes("manifests") === true;
    const reportedEarlier = new Set(context.priorFindings.map((f) => `${f.rule}\0${f.file}`));
    const alreadyReported = (rule, file) => reportedByManifestsRule(rule, file, (owner) => reportedEarlier.has(`${owner}\0${file}`));
    const staticFindings = [];
    const findings = [];
    const environments = [];
    const findingFileOf = /* @__PURE__ */ new WeakMap();
    const probePlan = planProbe(context, options, roots.length);
    const rootOnDisk = existsSync(context.root);
    if (probePlan.refusal) findings.push(probePlan.refusal);
    const probed = probePlan.run && options.probeEnvironments === "touched" && context.baseRevision !== void 0 && context.changedFiles ? touchedRoots(roots, context.changedFiles) : void 0;
    const left = probed ? roots.length - probed.size : 0;
    if (probed && left > 0) {
      logger.progress(
        `validate: runtime probe: ${probed.size} of ${roots.length} environment${roots.length === 1 ? "" : "s"}, the ${probed.size === 1 ? "one" : "ones"} the pull request touched${probed.size ? ` (${firstNames([...probed])})` : ""}; ${left} not touched ${left === 1 ? "is" : "are"} not started (probe-environments: all starts every one)`
      );
    }
    const runtimeSkipsByReason = /* @__PURE__ */ new Map();
    const skipsOf = (reason) => {
      let skips = runtimeSkipsByReason.get(reason);
      if (!skips) runtimeSkipsByReason.set(reason, skips = runtimeSkips(reason));
      return skips;
    };
    const pool = new StringPool();
    await forEachStaticResult(context.repo, roots, { ...options.static, criterionOff: (id) => options.skip(id) || context.ruleOff?.(id) === true, files, hasGitDir: (envRoot) => existsSync(join(context.root, envRoot, ".git")), onProgress: progressEvery(roots.length, 2e3, (m) => logger.progress(m)), onProblem: (m) => logger.warning(`validate: ${m}`) }, async (result) => {
      const manifestFile = result.context.repoPath("openenv.yaml");
      for (const f of findingsOf(result.context)) if (!options.skip(f.rule) && !(manifestsRuns && OWNED_BY_MANIFESTS.has(f.rule)) && !alreadyReported(f.rule, manifestFile)) staticFindings.push(pool.finding(f));
      const reportedBy = (id) => (manifestsRuns ? OWNED_BY_MANIFESTS.get(id) : void 0) ?? alreadyReported(id, manifestFile);
      const record = {
        ...result.report,
        path: displayPath(context.root, result.context.root, process.cwd(), rootOnDisk),
        criteria: result.report.criteria.map((c) => {
          const owner = c.status === "fail" ? reportedBy(c.id) : void 0;
          return pool.criterion(options.skip(c.id) ? optedOut(c) : owner ? { ...c, message: `${c.message} (reported once, by ${owner})` } : c);
        })
      };
      if (result.context.has("openenv.yaml")) {
        const ready = record.openenv_validate_equivalent;
        const docker = result.context.has("server/Dockerfile") || result.context.has("Dockerfile");
        record.deployment_modes = { docker, openenv_serve: ready, uv_run: ready, python_module: ready };
      }
      if (options.cliCrosscheck && result.context.has("openenv.yaml") && !context.services.signal.aborted) {
        const decision = mayRunRepositoryCode("cli-crosscheck", context.eventName, options.allowUntrustedCode);
        if (decision.allowed) findings.push(...await crosscheck(context, result, record));
        else {
          record.cli_crosscheck = { problem: decision.reason };
          if (!findings.some((f) => f.rule === "validate/cli-crosscheck" && f.file === "")) {
            logger.warning(`validate: ${decision.reason}`);
            findings.push({ rule: "validate/cli-crosscheck", severity: "warning", file: "", message: `validate: ${decision.reason}`, fingerprint: fingerprint("validate/cli-crosscheck", "", `refused:${context.eventName}`) });
          }
        }
      }
      if (context.services.signal.aborted) {
        record.criteria.push(...skipsOf("skipped: the run was cancelled"));
      } else if (probed && !probed.has(result.context.root)) {
        record.criteria.push(...skipsOf(NOT_TOUCHED));
      } else if (probePlan.run && result.context.has("openenv.yaml")) {
        logger.startGroup?.(`validate: runtime probe of ${result.context.root || "."}`);
        let outcome;
        try {
          outcome = await probeEnvironment(context, options, result);
        } finally {
          logger.endGroup?.();
        }
        record.criteria.push(...outcome.criteria);
        record.openenv_validate_url_equivalent = outcome.parity;
        if (outcome.mode) record.mode = outcome.mode;
        if (outcome.standardVersion) record.standard_version = outcome.standardVersion;
        if (outcome.standardProfile) record.standard_profile = outcome.standardProfile;
        if (outcome.serverLogTail) record.serverLogTail = outcome.serverLogTail;
        findings.push(...runtimeFindings(result, outcome.criteria));
      } else {
        record.criteria.push(...skipsOf(probePlan.reason ?? "skipped: no openenv.yaml"));
      }
      environments.push(record);
      findingFileOf.set(record, staticFindingFile(result.context));
    });
    const reportedAs = (c, env) => {
      if (context.ruleOff?.(c.id)) return "off";
      const file = c.file ?? findingFileOf.get(env) ?? "";
      if (context.keepsPath && !context.keepsPath(file)) return "off";
      return context.severityOf?.(c.id, c.severity) ?? c.severity;
    };
    const allFindings = [...staticFindings, ...findings];
    staticFindings.length = 0;
    findings.length = 0;
    return {
      findings: allFindings,
      sections: environments.length === 1 ? [lazySection(environments[0], reportedAs, templates)] : environments.length > 1 ? [lazyTableSection(environments, reportedAs, templates)] : [],
      data: { environments }
    };
  }
};
var NOT_TOUCHED = "skipped: not touched by the pull request; probe-environments: all probes it";
function firstNames(roots) {
  return `${roots.slice(0, 20).map((r) => r || ".").join(", ")}${roots.length > 20 ? `, \u2026 (${roots.length - 20} more)` : ""}`;
}
function touchedRoots(roots, changed) {
  const folders = /* @__PURE__ */ new Set();
  for (const file of changed) {
    for (let slash = file.lastIndexOf("/"); slash > 0; slash = file.lastIndexOf("/", slash - 1)) {
      const folder = file.slice(0, slash);
      if (folders.has(folder)) break;
      folders.add(folder);
    }
  }
  return new Set(roots.filter((root) => root === "" ? changed.size > 0 : folders.has(root)));
}
function normalizedRoot(path) {
  return path.replace(/\\/g, "/").replace(/^\.(\/|$)/, "").replace(/\/+$/, "");
}
function excludedBy(patterns) {
  if (!patterns.length) return () => false;
  const globs = patterns.filter((p) => /[*?[\]{}]/.test(p));
  const folders = patterns.filter((p) => !globs.includes(p)).map(normalizedRoot);
  const matches = globs.length ? (0, import_picomatch.default)(globs.map(normalizedRoot), { dot: true }) : () => false;
  return (root) => matches(root) || folders.some((folder) => isInside(root, folder));
}
function progressEvery(total, everyMs, say, now = monotonicMs) {
  let last = now();
  let printed = false;
  let seen = 0;
  return (message) => {
    seen++;
    const at = now();
    if (at - last < everyMs && !(printed && seen === total)) return;
    last = at;
    printed = true;
    say(message);
  };
}
async function crosscheck(context, result, record) {
  const cross = await runCliCrosscheck(join(context.root, result.context.root), void 0, context.services.signal);
  if (cross.passed === void 0) {
    record.cli_crosscheck = { problem: cross.problem };
    context.services.logger.warning(`validate: cli-crosscheck for ${result.context.root || "."}: ${cross.problem}`);
    return [];
  }
  record.cli_crosscheck = { passed: cross.passed, agrees: cross.passed === record.openenv_validate_equivalent };
  if (cross.passed === record.openenv_validate_equivalent) return [];
  const file = result.context.repoPath("openenv.yaml");
  const message = `The installed openenv CLI says passed=${cross.passed} (${cross.command}) but the static subset says openenv_validate_equivalent=${record.openenv_validate_equivalent}. The installed CLI may be older (the May 2026 CLI accepted any dependency starting with openenv and had no Dockerfile fallback). Fix: compare the two reports; upgrade openenv in the lock if it is old, or report a parity bug to openenv-ci.`;
  return [{ rule: "validate/cli-crosscheck", severity: "notice", file, message, fingerprint: fingerprint("validate/cli-crosscheck", file, "crosscheck") }];
}
function displayPath(root, envRoot, cwd = process.cwd(), rootOnDisk = existsSync(root)) {
  if (!rootOnDisk) return envRoot || ".";
  return relative(cwd, resolve(root, envRoot)).split(sep).join("/") || ".";
}
function environmentPath(path) {
  const folder = path.replace(/\\/g, "/").replace(/(^|\/)openenv\.yaml$/, "");
  return folder === "" ? "." : folder;
}
function listingFolder(path) {
  const parts = path.replace(/\\/g, "/").split("/");
  const wild = parts.findIndex((part) => /[*?[\]{}]/.test(part));
  return (wild === -1 ? parts : parts.slice(0, wild)).join("/");
}
function configFinding(message) {
  return { rule: "validate/configuration", severity: "error", file: "", message, fingerprint: fingerprint("validate/configuration", "", message) };
}
function optedOut(c) {
  return { id: c.id, status: "skip", severity: c.severity, message: "skipped: opted out (skip-criteria)" };
}
function runtimeSkips(reason) {
  return CRITERIA.filter((c) => c.phase === "runtime").map((c) => ({ id: c.id, status: "skip", severity: c.defaultSeverity, message: reason }));
}
function planProbe(context, options, envCount) {
  if (options.runtimeProbe === "false") return { run: false, reason: "skipped: runtime-probe is false" };
  const starts = !options.serverUrl && (options.serverCommand !== void 0 || options.runtimeProbe === "true");
  if (!options.serverUrl && !starts)
    return { run: false, reason: "skipped: runtime probe not configured; set server-url or server-command, or runtime-probe: true for auto mode" };
  if (options.serverUrl && envCount > 1)
    return { run: false, reason: `skipped: server-url names one server but ${envCount} environments were found; give the one env root as the path` };
  const decision = starts ? mayRunRepositoryCode("runtime-probe", context.eventName, options.allowUntrustedCode) : { allowed: true };
  if (!decision.allowed) {
    const message = `validate: ${decision.reason}`;
    return {
      run: false,
      reason: `skipped: refused to start untrusted code under ${context.eventName} (allow-untrusted-code is false)`,
      refusal: { rule: "runtime/server-starts", severity: "warning", file: "", message, fingerprint: fingerprint("runtime/server-starts", "", `refused:${context.eventName}`) }
    };
  }
  return { run: true };
}
function hasOnPath(command) {
  return findOnPath(command) !== void 0;
}
async function readJsonInput(context, envRoot, file, input) {
  const path = envRoot ? `${envRoot}/${file}` : file;
  const bytes = await context.repo.readFile(path) ?? await context.repo.readFile(file);
  if (!bytes) throw new OptionError(`${input} file ${file} not found`);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new OptionError(`${input} file ${file} is not JSON (${error.message})`);
  }
}
async function toolCallsFor(context, options, envRoot) {
  if (!options.toolCallsFile) return void 0;
  const value = await readJsonInput(context, envRoot, options.toolCallsFile, "probe-tool-calls");
  if (!Array.isArray(value) || !value.every((c) => c && typeof c === "object" && typeof c.name === "string"))
    throw new OptionError('probe-tool-calls must be a JSON array of {"name", "arguments"} objects');
  return value;
}
async function probeActionsFor(context, options, envRoot) {
  if (!options.probeActionsFile) return void 0;
  const value = await readJsonInput(context, envRoot, options.probeActionsFile, "probe-actions");
  if (Array.isArray(value)) return { actions: value };
  if (value && typeof value === "object" && Array.isArray(value.actions)) return value;
  throw new OptionError(`probe-actions must be an array of actions or {"seed", "reset", "actions": [...]}`);
}
async function probeEnvironment(context, options, result) {
  const env = result.context;
  for (const [name, value] of Object.entries(options.serverEnv)) if (isSecretName(name)) registerSecret(value);
  const manifest = (await readManifest(env)).data;
  let actions;
  let toolCalls;
  try {
    actions = await probeActionsFor(context, options, env.root);
  } catch (error) {
    context.services.logger.warning(`validate: ${error.message}; using a synthesised action`);
  }
  try {
    toolCalls = await toolCallsFor(context, options, env.root);
  } catch (error) {
    context.services.logger.warning(`validate: ${error.message}; no sample tool calls`);
  }
  const { runProbe } = await import("./run-5VXNRRDQ.js");
  return runProbe({
    envRoot: env.root,
    envDir: join(context.root, env.root),
    serverUrl: options.serverUrl,
    serverCommand: options.serverCommand,
    serverEnv: options.serverEnv,
    auto: !options.serverUrl && !options.serverCommand,
    serverPort: options.serverPort,
    manifest,
    seed: options.seed,
    maxSteps: options.maxSteps,
    actions,
    probeTool: options.probeTool,
    toolCalls,
    ignoreFields: options.ignoreFields,
    floatTolerance: options.floatTolerance,
    leakKeys: options.leakKeys,
    httpRoutes: options.httpRoutes,
    webInterface: options.webInterface,
    resetHasSeedParam: await resetTakesSeed(env),
    timeouts: options.timeouts,
    optOut: options.skip,
    hasUv: hasOnPath("uv"),
    hasProgram: hasOnPath,
    signal: context.services.signal,
    progress: (m) => context.services.logger.progress(m)
  });
}
function isRuntimeFinding(finding) {
  return RUNTIME_IDS.includes(finding.rule) || finding.rule === "validate/cli-crosscheck";
}
function runtimeFindings(result, criteria) {
  const file = environmentFile(result.context);
  return criteria.filter((c) => c.status === "fail" && RUNTIME_IDS.includes(c.id)).map((c) => ({ rule: c.id, severity: c.severity, file, message: `Runtime probe: ${c.message}`, fingerprint: fingerprint(c.id, file, "runtime") }));
}
function phaseLine(criteria, reportedAs) {
  const counts = { pass: 0, fail: 0, skip: 0, unreported: 0 };
  for (const c of criteria) {
    if (c.status === "fail" && reportedAs(c) === "off") counts.unreported++;
    else counts[c.status]++;
  }
  if (criteria.length > 0 && counts.skip === criteria.length && new Set(criteria.map((c) => c.message)).size === 1)
    return `not run (${criteria[0].message.replace(/^skipped: /, "")})`;
  const off = counts.unreported ? `, ${counts.unreported} not reported (opt-in or off)` : "";
  return `${counts.pass} passed, ${counts.fail} failed, ${counts.skip} skipped${off}`;
}
var FENCE = "`".repeat(3);
function lazySection(env, reportedAs, templates) {
  const note = templatesNote(templates);
  return {
    title: `Validate: ${env.path}`,
    wholeRepository: true,
    get markdown() {
      return [section(env, reportedAs).markdown, ...note ? ["", note.markdown] : []].join("\n");
    },
    get text() {
      return [section(env, reportedAs).text, ...note ? [note.text] : []].join("\n");
    }
  };
}
function templatesNote(templates) {
  if (!templates.length) return void 0;
  const shown = templates.slice(0, 5);
  const more = templates.length > shown.length ? ` and ${templates.length - shown.length} more` : "";
  const lead = (placeholder) => `Not validated: ${templates.length} template folder${templates.length === 1 ? "" : "s"} (openenv.yaml holds a placeholder such as ${placeholder})`;
  return {
    text: `${lead("__ENV_NAME__")}: ${shown.map((t) => t || ".").join(", ")}${more}`,
    markdown: `${lead(codeSpan("__ENV_NAME__"))}: ${shown.map((t) => codeSpan(t || ".")).join(", ")}${more}.`
  };
}
function summaryOf(env, reportedAsIn) {
  const reportedAs = (c) => reportedAsIn(c, env);
  const runtime = env.criteria.filter((c) => RUNTIME_IDS.includes(c.id));
  const staticCriteria = env.criteria.filter((c) => !RUNTIME_IDS.includes(c.id));
  const url = env.openenv_validate_url_equivalent;
  const errors = env.criteria.filter((c) => c.status === "fail" && reportedAs(c) === "error").length;
  const would = `${env.openenv_validate_equivalent ? "pass" : "fail"}${url === void 0 ? "" : `, openenv validate --url would ${url ? "pass" : "fail"}${env.mode ? ` (${env.mode} mode)` : ""}`}`;
  const ours = `openenv-ci found ${errors} error${errors === 1 ? "" : "s"}`;
  const modes = env.deployment_modes ? Object.entries(env.deployment_modes).filter(([, ok]) => ok).map(([mode]) => mode).join(", ") || "none" : void 0;
  return { would, ours, errors, verdicts: `openenv validate would ${would}; ${ours}`, staticLine: phaseLine(staticCriteria, reportedAs), runtimeLine: phaseLine(runtime, reportedAs), modes };
}
function lazyTableSection(envs, reportedAs, templates) {
  const note = templatesNote(templates);
  const build = () => {
    const rows = envs.map((env) => ({ env, ...summaryOf(env, reportedAs) }));
    const passing = rows.filter((r) => r.env.openenv_validate_equivalent).length;
    const withErrors = rows.filter((r) => r.errors > 0).length;
    const head = `openenv validate would pass on ${passing} of ${envs.length} environments; openenv-ci found errors in ${withErrors}`;
    const sharedRuntime = new Set(rows.map((r) => r.runtimeLine)).size === 1 ? rows[0].runtimeLine : void 0;
    const commonRuntime = sharedRuntime ? void 0 : mostCommonSkip(rows.map((r) => r.runtimeLine));
    const runtimeCell = (line) => line === commonRuntime ? "not run (see above)" : line;
    const commonCount = commonRuntime ? rows.filter((r) => r.runtimeLine === commonRuntime).length : 0;
    const width = Math.min(40, Math.max(...rows.map((r) => r.env.path.length)));
    const text = [
      head,
      ...sharedRuntime ? [`runtime probe (every environment): ${sharedRuntime}`] : [],
      ...commonRuntime ? [`runtime probe (${commonCount} of ${envs.length} environments): ${commonRuntime}`] : [],
      ...note ? [note.text] : [],
      ...rows.map(
        (r) => `${r.env.path.padEnd(width)}  would ${r.would}; ${r.ours}; static ${r.staticLine}${sharedRuntime ? "" : `; runtime ${runtimeCell(r.runtimeLine)}`}${r.modes ? `; modes: ${r.modes}` : ""}`
      ),
      ...sameLogs(rows).flatMap(({ paths, log }) => [`server log of ${someFiles(paths)} (last lines):`, ...log.split("\n").map((l) => `  ${l}`)])
    ].join("\n");
    const markdown = [
      `${escapeTableCell(head)}.`,
      ...sharedRuntime ? ["", `Runtime probe (every environment): ${escapeTableCell(sharedRuntime)}.`] : [],
      ...commonRuntime ? ["", `Runtime probe (${commonCount} of ${envs.length} environments): ${escapeTableCell(commonRuntime)}.`] : [],
      ...note ? ["", note.markdown] : [],
      "",
      `| Environment | openenv validate | openenv-ci errors | Static checks |${sharedRuntime ? "" : " Runtime probe |"} Deployment modes |`,
      `| --- | --- | ---: | --- |${sharedRuntime ? "" : " --- |"} --- |`,
      ...rows.map(
        (r) => `| ${codeSpan(r.env.path)} | ${escapeTableCell(r.would)} | ${r.errors} | ${escapeTableCell(r.staticLine)} |${sharedRuntime ? "" : ` ${escapeTableCell(runtimeCell(r.runtimeLine))} |`} ${escapeTableCell(r.modes ?? "")} |`
      ),
      // The same log in many environments (a missing uv) is shown once, with the environments it came from.
      ...sameLogs(rows).flatMap(({ paths, log }) => ["", `<details><summary>Server log of ${escapeHtmlText(someFiles(paths))} (last lines)</summary>`, "", FENCE, log.split(FENCE).join("'''"), FENCE, "</details>"])
    ].join("\n");
    return { text, markdown };
  };
  return {
    title: `Validate: ${envs.length} environments`,
    wholeRepository: true,
    get markdown() {
      return build().markdown;
    },
    get text() {
      return build().text;
    }
  };
}
function mostCommonSkip(lines) {
  const counts = /* @__PURE__ */ new Map();
  for (const line of lines) if (line.startsWith("not run (")) counts.set(line, (counts.get(line) ?? 0) + 1);
  let best;
  for (const [line, count] of counts) if (count >= 2 && count > (best ? counts.get(best) : 0)) best = line;
  return best;
}
function sameLogs(rows) {
  const byLog = /* @__PURE__ */ new Map();
  for (const { env } of rows) {
    if (!env.serverLogTail) continue;
    const paths = byLog.get(env.serverLogTail);
    if (paths) paths.push(env.path);
    else byLog.set(env.serverLogTail, [env.path]);
  }
  return [...byLog].map(([log, paths]) => ({ paths, log }));
}
function section(env, reportedAs) {
  const { verdicts, staticLine, runtimeLine, modes } = summaryOf(env, reportedAs);
  const failed = env.criteria.flatMap((c) => {
    const severity = c.status === "fail" ? reportedAs(c, env) : "off";
    return severity === "off" ? [] : [{ ...c, severity }];
  });
  const rows = failed.map((c) => `| ${escapeTableCell(c.id)} | ${c.severity} | ${escapeMessageCell(c.message)} |`);
  const log = env.serverLogTail?.split(FENCE).join("'''");
  const markdown = [
    escapeTableCell(verdicts),
    "",
    `Static checks: ${escapeTableCell(staticLine)}. Runtime probe: ${escapeTableCell(runtimeLine)}.${modes ? ` Deployment modes: ${escapeTableCell(modes)}.` : ""}`,
    ...rows.length ? ["", "| Criterion | Severity | Message |", "| --- | --- | --- |", ...rows] : [],
    ...log ? ["", "<details><summary>Server log (last lines)</summary>", "", FENCE, log, FENCE, "</details>"] : []
  ].join("\n");
  const text = [
    verdicts,
    `static checks: ${staticLine}; runtime probe: ${runtimeLine}${modes ? `; deployment modes: ${modes}` : ""}`,
    // Failed criteria are findings, listed once above (grouped by file, so by environment).
    ...env.serverLogTail ? ["  server log (last lines):", ...env.serverLogTail.split("\n").map((l) => `    ${l}`)] : []
  ].join("\n");
  return { title: `Validate: ${env.path}`, markdown, text };
}

export {
  validateCheck,
  touchedRoots,
  progressEvery,
  displayPath,
  isRuntimeFinding
};
