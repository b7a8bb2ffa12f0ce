import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  parseServerEnv
} from "./chunk-JRTPWSBC.js";

// src/checks/validate/options.ts
var VALIDATE_OPTION_SPECS = [
  { name: "runtime-probe", trusted: true, description: "Run the runtime probe: auto (only when server-url or server-command is set), true (also start uvicorn on the manifest app: auto mode), false.", default: "auto" },
  { name: "server-url", trusted: true, description: "Probe an already running server (e.g. started by docker run in an earlier step, or a Space URL). No process is started.", cliFlag: "--url" },
  { name: "server-command", trusted: true, description: "Shell command that starts the server in the env root (bash -c); PORT and HOST are exported. Example: uv run --project . server", cliFlag: "--serve" },
  { name: "server-env", trusted: true, multiple: true, description: "Environment for the started server, one `NAME=value` (or `NAME` to pass the runner's value) per line. The server gets only these, PORT, HOST and a scrubbed base (PATH, HOME, locale, Python toolchain); never the action's token or other secrets unless named here." },
  // Not trusted: the servers a pull request can start are its own code under the same event gate either
  // way; `all` costs runner time, not trust. Set in the config file or with the CLI flag.
  { name: "probe-environments", description: "Which environments the probe starts: touched (in a pull request, only those the change touched; every one otherwise) or all.", default: "touched" },
  { name: "server-port", description: "Port the started server listens on (default: the manifest port, else 8000; auto mode picks a free port)." },
  { name: "startup-timeout", description: 'Seconds the started server has to answer /health with {"status":"healthy"}.', default: "120" },
  { name: "probe-budget", description: "Seconds for the whole probe after readiness; what is left undone is skipped and runtime/latency fails.", default: "120" },
  { name: "allow-untrusted-code", trusted: true, description: "Allow running repository code (the probe's server, cli-crosscheck) under events other than pull_request, push and merge_group (pull_request_target, workflow_run, schedule, issue_comment, workflow_dispatch...), where it would run with the base repository's secrets.", default: "false", boolean: true },
  { name: "probe-seed", description: "Seed for the probe resets.", default: "42" },
  { name: "probe-max-steps", description: "Steps per probe episode.", default: "3" },
  { name: "probe-actions", description: 'JSON file (relative to the env root) with an array of actions, or {"seed":int,"reset":{\u2026},"actions":[\u2026]}.' },
  { name: "probe-tool", description: "Tool to use for a synthesised call_tool probe step (MCP environments)." },
  { name: "probe-tool-calls", description: 'JSON file (relative to the env root): [{"name": \u2026, "arguments": {\u2026}}] sample tools/call requests that must return a result.' },
  { name: "ignore-fields", description: "Extra JSON Pointers (relative to the observation) ignored in reproducibility comparisons.", multiple: true },
  { name: "float-tolerance", description: "Absolute tolerance for numbers in reproducibility comparisons.", default: "0" },
  { name: "leak-keys", description: "Key names (lowercased, _ and - removed) that must not be visible to the policy; replaces the built-in list.", multiple: true },
  { name: "slow-call-s", description: "A reset/step/state round trip slower than this fails runtime/latency (warning).", default: "5" },
  { name: "probe-http-routes", description: "Also probe the stateless HTTP /reset, /step, /state routes.", default: "true", boolean: true },
  { name: "web-interface", description: "Value of ENABLE_WEB_INTERFACE for the started server.", default: "false", boolean: true },
  { name: "python-ast", description: "Main-guard engine: auto (python3 ast when found, else the tokenizer), on, off.", default: "auto" },
  { name: "cli-crosscheck", trusted: true, description: "Also run the environment's own `uv run --frozen openenv validate --json` and report (as a notice) when its verdict differs.", default: "false", boolean: true },
  { name: "skip-criteria", description: "Criterion ids (or globs such as docker/*) to skip: per-check opt-outs.", multiple: true },
  { name: "require-resources", description: "Turn on resources/declared (opt-in) as an error: every environment must declare a resource budget.", default: "false", boolean: true },
  { name: "max-file-size", description: "Largest single file in the build context (bytes, or 50Mi).", default: "50Mi" },
  { name: "archive-threshold", description: "Archives above this size fail resources/no-large-archives (bytes, or 5Mi).", default: "5Mi" },
  { name: "max-episode-timeout-s", description: "Ceiling for resources.episode_timeout_s.", default: "3600" },
  { name: "oci-labels-injected", description: "OCI labels your build pipeline adds with --label (e.g. docker/metadata-action); turns on docker/oci-labels (opt-in), which checks the others.", multiple: true },
  { name: "archive-allow", description: "Globs (env-relative) of archives allowed in the build context.", multiple: true },
  { name: "fixture-patterns", description: "Globs of test fixtures that must not reach the image.", default: "**/fixtures/**,**/__fixtures__/**,**/testdata/**,**/test_data/**,tests/**", multiple: true },
  { name: "fixtures-allow", description: "Globs of fixture paths allowed in the image.", multiple: true },
  { name: "unpinned-allow", description: "Package-name globs allowed to float in Dockerfile pip installs.", multiple: true },
  { name: "build-tools", description: "Packages that count as build toolchains in docker/multi-stage-hygiene (replaces the built-in list).", multiple: true },
  { name: "docker-target", description: "Build target stage (default: the last stage)." },
  { name: "docker-build-args", description: "KEY=VALUE lines used to resolve ARGs in FROM.", multiple: true }
];
var OptionError = class extends Error {
};
var bool = (v, name, d) => {
  if (v === void 0 || v.trim() === "") return d;
  const s = v.trim().toLowerCase();
  if (["true", "1", "yes", "on"].includes(s)) return true;
  if (["false", "0", "no", "off"].includes(s)) return false;
  throw new OptionError(`${name} must be true or false, got '${v}'`);
};
var num = (v, name, d, min = 0) => {
  if (v === void 0 || v.trim() === "") return d;
  const n = Number(v);
  if (!Number.isFinite(n) || n < min) throw new OptionError(`${name} must be a number \u2265 ${min}, got '${v}'`);
  return n;
};
var list = (v) => (v ?? "").split(/[,\n]/).map((s) => s.trim()).filter(Boolean);
function optInCriteriaEnabledBy(raw) {
  const enabled = [];
  const requireResources = (() => {
    try {
      return bool(raw["require-resources"], "require-resources", false);
    } catch {
      return false;
    }
  })();
  if (requireResources) enabled.push("resources/declared");
  if (list(raw["oci-labels-injected"]).length) enabled.push("docker/oci-labels");
  return enabled;
}
var UNITS = { "": 1, K: 1e3, M: 1e6, G: 1e9, T: 1e12, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3, Ti: 1024 ** 4 };
var bytes = (v, name, d) => {
  if (v === void 0 || v.trim() === "") return d;
  const m = /^(\d+(?:\.\d+)?)\s*(K|M|G|T|Ki|Mi|Gi|Ti)?B?$/.exec(v.trim());
  if (!m) throw new OptionError(`${name} must be a byte count such as 5242880 or 5Mi, got '${v}'`);
  return Math.round(Number(m[1]) * UNITS[m[2] ?? ""]);
};
function globMatcher(patterns) {
  const res = patterns.map((p) => new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".")}$`));
  return (id) => res.some((r) => r.test(id));
}
function serverEnvOf(text) {
  try {
    return parseServerEnv(text ?? "");
  } catch (error) {
    throw new OptionError(error.message);
  }
}
function parseValidateOptions(raw) {
  const probe = (raw["runtime-probe"] ?? "auto").trim().toLowerCase();
  if (!["auto", "true", "false"].includes(probe)) throw new OptionError(`runtime-probe must be auto, true or false, got '${raw["runtime-probe"]}'`);
  const probeEnvironments = (raw["probe-environments"] ?? "touched").trim().toLowerCase() || "touched";
  if (!["touched", "all"].includes(probeEnvironments)) throw new OptionError(`probe-environments must be touched or all, got '${raw["probe-environments"]}'`);
  const pythonAst = (raw["python-ast"] ?? "auto").trim().toLowerCase();
  if (!["auto", "on", "off"].includes(pythonAst)) throw new OptionError(`python-ast must be auto, on or off, got '${raw["python-ast"]}'`);
  const buildArgs = {};
  for (const line of list(raw["docker-build-args"])) {
    const eq = line.indexOf("=");
    if (eq <= 0) throw new OptionError(`docker-build-args entries must be KEY=VALUE, got '${line}'`);
    buildArgs[line.slice(0, eq)] = line.slice(eq + 1);
  }
  const port = raw["server-port"]?.trim() ? num(raw["server-port"], "server-port", 0, 1) : void 0;
  if (port !== void 0 && (!Number.isInteger(port) || port > 65535)) throw new OptionError(`server-port must be an integer 1-65535, got '${raw["server-port"]}'`);
  const skip = globMatcher(list(raw["skip-criteria"]));
  const severityOverrides = {};
  return {
    runtimeProbe: probe,
    probeEnvironments,
    serverUrl: raw["server-url"]?.trim() || void 0,
    serverCommand: raw["server-command"]?.trim() || void 0,
    serverPort: port,
    serverEnv: serverEnvOf(raw["server-env"]),
    timeouts: {
      startupMs: num(raw["startup-timeout"], "startup-timeout", raw["server-url"]?.trim() ? 300 : 120, 0.1) * 1e3,
      probeBudgetMs: num(raw["probe-budget"], "probe-budget", 120, 1) * 1e3,
      slowCallMs: num(raw["slow-call-s"], "slow-call-s", 5, 0.01) * 1e3
    },
    probeTool: raw["probe-tool"]?.trim() || void 0,
    toolCallsFile: raw["probe-tool-calls"]?.trim() || void 0,
    ignoreFields: list(raw["ignore-fields"]),
    floatTolerance: num(raw["float-tolerance"], "float-tolerance", 0),
    leakKeys: list(raw["leak-keys"]).length ? list(raw["leak-keys"]) : void 0,
    allowUntrustedCode: bool(raw["allow-untrusted-code"], "allow-untrusted-code", false),
    seed: num(raw["probe-seed"], "probe-seed", 42),
    maxSteps: num(raw["probe-max-steps"], "probe-max-steps", 3),
    probeActionsFile: raw["probe-actions"]?.trim() || void 0,
    httpRoutes: bool(raw["probe-http-routes"], "probe-http-routes", true),
    webInterface: bool(raw["web-interface"], "web-interface", false),
    skip,
    cliCrosscheck: bool(raw["cli-crosscheck"], "cli-crosscheck", false),
    static: {
      pythonAst,
      requireResources: bool(raw["require-resources"], "require-resources", false),
      maxFileSizeBytes: bytes(raw["max-file-size"], "max-file-size", 50 * 1024 ** 2),
      archiveThresholdBytes: bytes(raw["archive-threshold"], "archive-threshold", 5 * 1024 ** 2),
      maxEpisodeTimeoutS: num(raw["max-episode-timeout-s"], "max-episode-timeout-s", 3600, 1),
      ociLabelsInjected: list(raw["oci-labels-injected"]),
      archiveAllow: list(raw["archive-allow"]),
      fixturePatterns: list(raw["fixture-patterns"]).length ? list(raw["fixture-patterns"]) : void 0,
      fixturesAllow: list(raw["fixtures-allow"]),
      unpinnedAllow: list(raw["unpinned-allow"]),
      buildTools: list(raw["build-tools"]).length ? list(raw["build-tools"]) : void 0,
      dockerTarget: raw["docker-target"]?.trim() || void 0,
      dockerBuildArgs: buildArgs,
      severityOverrides
    }
  };
}

export {
  VALIDATE_OPTION_SPECS,
  OptionError,
  optInCriteriaEnabledBy,
  parseValidateOptions
};
