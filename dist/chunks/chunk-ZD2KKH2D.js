// src/checks/validate/static/workflows.ts
var WORKFLOW_NAMES = {
  hub: "`openenv push` (a Hugging Face Space)",
  openenvPush: "`openenv push`",
  uvLock: "uv (uv sync, uv run)",
  autoenv: "AutoEnv (an installable `openenv-*` package)",
  registry: "a registry image",
  daytona: "Daytona"
};
var SCRIPT_FILE = /^(\.github\/workflows\/[^/]+\.ya?ml|Makefile|[^/]*\.sh|scripts\/[^/]+\.(sh|py)|\.gitlab-ci\.yml)$/;
var scriptsOfListing = /* @__PURE__ */ new WeakMap();
function scriptFiles(files) {
  const cached = scriptsOfListing.get(files);
  if (cached) return cached;
  const out = [];
  for (const f of files) if (/(^|\/)(\.github\/workflows\/[^/]+\.ya?ml|Makefile|[^/]*\.sh|scripts\/[^/]+\.(sh|py)|\.gitlab-ci\.yml)$/.test(f)) out.push(f);
  scriptsOfListing.set(files, out);
  return out;
}
async function workflowSignals(reader) {
  const prefix = reader.envDir ? `${reader.envDir}/` : "";
  const scripts = scriptFiles(reader.files).filter((f) => SCRIPT_FILE.test(f) || prefix !== "" && f.startsWith(prefix) && SCRIPT_FILE.test(f.slice(prefix.length))).slice(0, 50);
  const texts = (await Promise.all(scripts.map((f) => reader.read(f)))).filter((t) => t !== void 0).map((t) => t.slice(0, 2e5));
  const readmeText = (await reader.read(`${prefix}README.md`))?.slice(0, 2e5) ?? "";
  const readme = readmeText.slice(0, 4e3);
  const frontMatter = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(readme)?.[1] ?? "";
  const pyproject = await reader.read(`${prefix}pyproject.toml`) ?? "";
  const projectName = /^\[project\][^[]*?^name\s*=\s*["']([^"']+)["']/m.exec(pyproject)?.[1] ?? "";
  const openenvPush = texts.some((t) => /\bopenenv\s+push\b/.test(t));
  return {
    hub: /^sdk\s*:/m.test(frontMatter) || openenvPush,
    openenvPush,
    uvLock: [readmeText, ...texts].some(installsFromLock),
    autoenv: /^openenv[-_]/i.test(projectName) && packagesManifest(pyproject),
    registry: texts.some((t) => /\bdocker\s+push\b|docker\/build-push-action|\bopenenv\s+build\b[^\n]*--push/.test(t)),
    daytona: /daytona/i.test(pyproject) || texts.some((t) => /daytona/i.test(t))
  };
}
function installsFromLock(text) {
  const uv = /\buv[ \t]+(?:sync|run|lock)\b/g;
  for (let m = uv.exec(text); m; m = uv.exec(text)) if (!/\bjobs[ \t]+$/.test(text.slice(Math.max(0, m.index - 40), m.index))) return true;
  return false;
}
function packagesManifest(pyproject) {
  const packageData = /^\[tool\.setuptools\.package-data\]([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(pyproject);
  return Boolean(packageData && /\*\.ya?ml|\*\*\/\*|openenv\.yaml/.test(packageData[1]) || /include\s*=\s*\[[^\]]*openenv\.yaml/.test(pyproject));
}
function gateByWorkflow(signals, workflows, severity, message) {
  if (workflows.some((w) => signals[w])) return { severity, message, gated: false };
  const names = workflows.map((w) => WORKFLOW_NAMES[w]).join(" or ");
  return { severity: severity === "error" ? "error" : "notice", message: `If you publish with ${names}: ${message}`, gated: true };
}

export {
  WORKFLOW_NAMES,
  workflowSignals,
  gateByWorkflow
};
