// src/process/policy.ts
var CODE_RUNNING_EVENTS = /* @__PURE__ */ new Set(["pull_request", "push", "merge_group"]);
var TOOLS = {
  "runtime-probe": { nature: "executes", why: "starts the environment server (server-command or uvicorn on the manifest app), which imports the repository code" },
  "cli-crosscheck": { nature: "executes", why: "`uv run --frozen openenv validate` installs the project and its dependencies (build backends run code) and runs it" },
  ruff: { nature: "parses", why: "ruff parses Python and reads its TOML configuration; it has no plugins and executes nothing" },
  "python-ast": { nature: "parses", why: "python3 -I -S runs our own checker, which only calls ast.parse on the sources sent on stdin (no site, no user paths, nothing imported from the repository)" },
  git: { nature: "parses", why: "git reads objects of the repository it is named (GIT_DIR, never discovered); every key that runs a program or changes its output is pinned in one list (NEUTRAL_GIT_CONFIG in repo/git.ts)" }
};
function mayRunRepositoryCode(tool, eventName, allowUntrustedCode) {
  if (TOOLS[tool].nature === "parses") return { allowed: true };
  if (eventName === void 0 || CODE_RUNNING_EVENTS.has(eventName) || allowUntrustedCode) return { allowed: true };
  return {
    allowed: false,
    reason: `refusing to run ${tool} under ${eventName}: it ${TOOLS[tool].why}, and under ${eventName} that code would run with the base repository's secrets and write token (repository code runs only under ${[...CODE_RUNNING_EVENTS].join(", ")}). Fix: run it in a pull_request workflow, probe an isolated deployment with server-url, or set the allow-untrusted-code input to true if you accept the risk.`
  };
}
function eventNameFromEnv(env) {
  if (env.GITHUB_ACTIONS !== "true") return void 0;
  return env.GITHUB_EVENT_NAME?.trim() || "unknown";
}

export {
  mayRunRepositoryCode,
  eventNameFromEnv
};
