import {
  parseSuppressions,
  suppressionAt
} from "./chunk-42E6DO7S.js";
import {
  dockerfileLineInstallsOpenEnv,
  matchesOpenEnvDependency,
  normalizeName,
  parseRequirement,
  projectDependencies,
  readPyproject,
  readUvLockRoot,
  requirementProblem,
  stringList,
  table
} from "./chunk-HSGSYT45.js";
import {
  baseChain,
  contextReachesFinal,
  contributingStages,
  copyOperands,
  finalStage,
  isWholeContextCopy,
  readDockerfile,
  stageByRef,
  substituteArgs
} from "./chunk-XKYF2WI5.js";
import {
  runCommands
} from "./chunk-L6AJ3QIO.js";
import {
  globsMatcher,
  lineOf,
  lineOfLineStarting,
  utf8Problem
} from "./chunk-V2E3RBUP.js";
import {
  require_picomatch
} from "./chunk-HIPR4ACX.js";
import {
  splitLines,
  trailingRun
} from "./chunk-OXMKZMOM.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/checks/validate/static/dockerignore.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { posix } from "node:path";
var compiledPatterns = /* @__PURE__ */ new Map();
var COMPILED_PATTERNS = 512;
function compiled(pattern) {
  let matcher = compiledPatterns.get(pattern);
  if (!matcher) {
    if (compiledPatterns.size >= COMPILED_PATTERNS) compiledPatterns.delete(compiledPatterns.keys().next().value);
    compiledPatterns.set(pattern, matcher = (0, import_picomatch.default)(pattern, { dot: true }));
  }
  return matcher;
}
var DockerIgnore = class _DockerIgnore {
  constructor(text, file) {
    this.file = file;
    this.patterns = [];
    for (const raw of splitLines(text)) {
      let line = raw.trim();
      if (line === "" || line.startsWith("#")) continue;
      const negate = line.startsWith("!");
      if (negate) line = line.slice(1).trim();
      line = posix.normalize(line.replace(/^\/+/, "")).replace(/\/+$/, "");
      if (line === "." || line === "") continue;
      this.patterns.push({ negate, match: compiled(line) });
    }
  }
  file;
  patterns;
  /** True when the env-relative path is excluded from the build context. */
  excludes(path) {
    if (this.patterns.length === 0) return false;
    let answer = this.answers.get(path);
    if (answer === void 0) this.answers.set(path, answer = this.decide(path));
    return answer;
  }
  answers = /* @__PURE__ */ new Map();
  decide(path) {
    const parts = path.split("/");
    const candidates = [];
    for (let i = 1; i <= parts.length; i++) candidates.push(parts.slice(0, i).join("/"));
    let excluded = false;
    for (const p of this.patterns) {
      if (candidates.some((c) => p.match(c))) excluded = !p.negate;
    }
    return excluded;
  }
  static none() {
    return new _DockerIgnore("");
  }
};

// src/checks/validate/static/docker.ts
function loadDocker(env) {
  return env.once("docker", async () => {
    const inServer = env.has("server/Dockerfile");
    const atRoot = env.has("Dockerfile");
    const path = inServer ? "server/Dockerfile" : atRoot ? "Dockerfile" : void 0;
    const candidates = path ? [`${path}.dockerignore`, ".dockerignore"] : [".dockerignore"];
    let ignore = DockerIgnore.none();
    let ignoreFile;
    for (const c of candidates) {
      const text = await env.text(c);
      if (text !== void 0) {
        ignore = new DockerIgnore(text, c);
        ignoreFile = c;
        break;
      }
    }
    let model;
    if (path) {
      const text = await env.text(path);
      if (text !== void 0) model = await readDockerfile(path, text);
    }
    return { path, both: inServer && atRoot, model, ignore, ignoreFile };
  });
}
function runInstructions(stages) {
  return stages.flatMap((s) => s.instructions.filter((i) => i.keyword === "RUN"));
}
var DEFAULT_BUILD_TOOLS = [
  "build-essential",
  "gcc",
  "g++",
  "clang",
  "make",
  "cmake",
  "git",
  "pkg-config",
  "autoconf",
  "automake",
  "libtool",
  "cargo",
  "rustc",
  "golang"
];
var LARGE_FIXTURES_BYTES = 5 * 1024 ** 2;
var DEFAULT_FIXTURE_PATTERNS = ["**/fixtures/**", "**/__fixtures__/**", "**/testdata/**", "**/test_data/**", "tests/**"];
var FIXTURE_FOLDERS = /* @__PURE__ */ new Set(["fixtures", "__fixtures__", "testdata", "test_data"]);
function sameList(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
function isDefaultFixturePath(path) {
  const segments = path.split("/");
  if (path.includes("\\") || segments.some((s) => s === "." || s === "..")) {
    return globsMatcher(DEFAULT_FIXTURE_PATTERNS, { dot: true })(path);
  }
  return segments[0] === "tests" || segments.some((s) => FIXTURE_FOLDERS.has(s));
}
var DEFAULT_OCI_LABELS = [
  "org.opencontainers.image.source",
  "org.opencontainers.image.title",
  "org.opencontainers.image.description",
  "org.opencontainers.image.licenses",
  "org.opencontainers.image.version",
  "org.opencontainers.image.revision",
  "org.opencontainers.image.created"
];
async function checkDocker(env) {
  const docker = await loadDocker(env);
  const ids = ["docker/base-image-pinned", "docker/multi-stage-hygiene", "docker/no-git-in-image", "docker/no-fixtures-in-image", "docker/oci-labels", "docker/layer-order"];
  if (!docker.path || !docker.model || docker.model.stages.length === 0) {
    if (!docker.path)
      await env.failForWorkflow(
        "docker/dockerfile-present",
        ["hub", "registry"],
        "No Dockerfile in server/ or the env root, so the docker deployment mode is unavailable and openenv push has nothing to build. Fix: add server/Dockerfile (see the openenv init template).",
        { key: "dockerfile" }
      );
    else env.fail("docker/dockerfile-present", `${docker.path} has no FROM instruction (or is not text). Fix: start it with FROM <base image>.`, { file: docker.path, line: 1, key: "dockerfile" });
    for (const id of ids) env.skip(id, "skipped: no usable Dockerfile (docker/dockerfile-present failed)");
    return;
  }
  const model = docker.model;
  env.pass("docker/dockerfile-present", `${docker.path} (${model.stages.length} stage${model.stages.length === 1 ? "" : "s"}).`, { file: docker.path });
  if (docker.both)
    env.note("docker/dockerfile-present", "Both server/Dockerfile and Dockerfile exist: openenv push prefers the root file, openenv build the server/ file.");
  const target = env.options.dockerTarget;
  const final = finalStage(model, target);
  const contributing = contributingStages(model, target);
  const file = docker.path;
  {
    const vars = new Map(model.globalArgs);
    for (const [k, v] of Object.entries(env.options.dockerBuildArgs ?? {})) vars.set(k, v);
    const problems = [];
    for (const s of contributing) {
      if (stageByRef(model, s.base, s.index) || s.base.toLowerCase() === "scratch") continue;
      const resolved = substituteArgs(s.base, vars);
      if (resolved === void 0) {
        problems.push({ msg: `FROM ${s.base} (line ${s.fromLine}) uses a build argument with no default, so the base image cannot be verified`, line: s.fromLine });
        continue;
      }
      if (stageByRef(model, resolved, s.index) || resolved.toLowerCase() === "scratch") continue;
      if (!/@sha256:[0-9a-f]{64}$/.test(resolved))
        problems.push({
          msg: `FROM ${s.base}${resolved !== s.base ? ` resolves to ${resolved}` : ""} (line ${s.fromLine}), a moving tag, so two builds can differ`,
          line: s.fromLine
        });
    }
    const seen = /* @__PURE__ */ new Set();
    const unique = problems.filter((p) => {
      const k = p.msg.replace(/ \(line \d+\)/, "");
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    if (unique.length)
      env.fail("docker/base-image-pinned", `${unique.map((p) => p.msg).join("; ")}. Fix: pin the base by digest, e.g. ARG BASE_IMAGE=ghcr.io/huggingface/openenv-base:<version>@sha256:<digest>.`, {
        file,
        line: problems[0].line,
        key: "base"
      });
    else env.pass("docker/base-image-pinned", "Every external base image is pinned by digest.", { file });
  }
  {
    const tools = env.options.buildTools ?? DEFAULT_BUILD_TOOLS;
    const chain = baseChain(model, final);
    const directives = parseSuppressions(file, await env.text(file) ?? "");
    const problems = [];
    let silenced = 0;
    for (const ins of runInstructions(chain)) {
      const found = [];
      for (const words of runCommands(ins)) {
        const m = /\b(?:apt-get|apt|apk|yum|dnf|microdnf)\s+(?:-\S+\s+)*(?:install|add)\b(.*)$/.exec(words.join(" "));
        if (!m) continue;
        const pkgs = m[1].split(/\s+/).filter((p) => p && !p.startsWith("-")).map((p) => p.replace(/[=:].*$/, ""));
        const bad = pkgs.filter((p) => tools.includes(p) || /-(dev|devel)$/.test(p));
        if (bad.length) found.push(`installs ${bad.join(", ")} (line ${ins.line})`);
      }
      if (/\b(curl|wget)\b[^|\n]*\|\s*(sudo\s+)?(ba|z|da)?sh\b/.test(ins.args)) found.push(`pipes a download into a shell (line ${ins.line})`);
      if (found.length && suppressionAt(directives, "docker/multi-stage-hygiene", ins.line)) silenced++;
      else for (const msg of found) problems.push({ msg, line: ins.line });
    }
    const single = model.stages.length < 2;
    const silencedNote = silenced ? ` (${silenced} RUN line${silenced === 1 ? "" : "s"} silenced by an inline directive)` : "";
    if (problems.length) {
      env.fail(
        "docker/multi-stage-hygiene",
        `If you want a smaller runtime image: ${single ? "the single-stage Dockerfile" : "the final image"} ${problems.map((p) => p.msg).join("; ")}; build tools and installers then ship in the runtime image (contents of external base images are not visible statically). Fix: compile in a builder stage and copy only the virtualenv/artifacts into the final stage, or, if it is deliberate, say why above the RUN: # openenv-ci: disable-next-line docker/multi-stage-hygiene <reason>.`,
        { file, line: problems[0].line, key: "hygiene" }
      );
    } else
      env.pass("docker/multi-stage-hygiene", `${single ? "Single stage, but it" : "The final stage"} installs no build toolchain${silencedNote}.`, { file });
  }
  const reach = contextReachesFinal(model, target);
  const namedCopies = (name) => contributing.flatMap((s) => s.instructions).find((i) => (i.keyword === "COPY" || i.keyword === "ADD") && !i.flags.from && (copyOperands(i)?.sources ?? []).some((s) => name.test(s)));
  {
    const hasGit = await env.options.hasGitDir?.(env.root) ?? false;
    const explicit = namedCopies(/^(\.\/)?\.git(\/|$)/);
    const ignored = docker.ignore.excludes(".git") && docker.ignore.excludes(".git/HEAD");
    if (explicit)
      env.fail("docker/no-git-in-image", `${file} line ${explicit.line} copies .git into the image. Fix: remove .git from the COPY/ADD sources.`, {
        file,
        line: explicit.line,
        key: "git-explicit"
      });
    else if (hasGit && reach.reaches && !ignored)
      env.fail(
        "docker/no-git-in-image",
        `The whole build context is copied into the final image (${reach.via}) and ${docker.ignoreFile ? `${docker.ignoreFile} does not exclude .git` : "there is no .dockerignore"}, so .git ships in the image. Fix: add a .dockerignore with .git, .venv, __pycache__/.`,
        { file, line: reach.line, key: "git" }
      );
    else
      env.pass(
        "docker/no-git-in-image",
        !hasGit ? "No .git in the build context." : !reach.reaches ? "The build context does not reach the final image." : `.git is excluded by ${docker.ignoreFile}.`,
        { file }
      );
  }
  {
    const patterns = env.options.fixturePatterns;
    const isFixture = patterns && !sameList(patterns, DEFAULT_FIXTURE_PATTERNS) ? globsMatcher(patterns, { dot: true }) : isDefaultFixturePath;
    const allow = env.options.fixturesAllow?.length ? globsMatcher(env.options.fixturesAllow, { dot: true }) : () => false;
    const shipped = env.files.filter((f) => isFixture(f) && !allow(f) && !docker.ignore.excludes(f));
    if (reach.reaches && shipped.length) {
      let bytes = 0;
      for (const f of shipped.slice(0, 2e3)) bytes += await env.size(f) ?? 0;
      const top = [...new Set(shipped.map((f) => f.split("/").slice(0, f.startsWith("tests/") ? 1 : -1).join("/")))].slice(0, 3);
      const what = `${top.map((t) => `${t}/`).join(", ")} (${shipped.length} file${shipped.length === 1 ? "" : "s"}, ${formatBytes(bytes)}) reach${top.length === 1 ? "es" : ""} the final image through ${reach.via}`;
      if (bytes >= LARGE_FIXTURES_BYTES)
        env.fail("docker/no-fixtures-in-image", `${what}. Fix: add them to .dockerignore, or copy only the runtime sources.`, { file, line: reach.line, key: "fixtures", evidence: shipped.slice(0, 5).join(", ") });
      else
        env.fail("docker/no-fixtures-in-image", `If you want a smaller image: ${what}. Fix: add them to .dockerignore, or copy only the runtime sources.`, {
          file,
          line: reach.line,
          key: "fixtures",
          evidence: shipped.slice(0, 5).join(", "),
          severity: "notice"
        });
    } else env.pass("docker/no-fixtures-in-image", reach.reaches ? "No test fixtures enter the build context." : "The build context does not reach the final image.", { file });
  }
  {
    const injected = new Set(env.options.ociLabelsInjected ?? []);
    const labels = /* @__PURE__ */ new Map();
    const declaredArgs = /* @__PURE__ */ new Set();
    for (const s of baseChain(model, final)) {
      for (const ins of s.instructions) {
        if (ins.keyword === "ARG") for (const [k] of ins.properties) declaredArgs.add(k);
        if (ins.keyword === "LABEL") {
          for (const [k, v] of ins.properties) if (!labels.has(k)) labels.set(k, v ?? "");
        }
      }
    }
    const missing = [];
    const buildTime = [];
    for (const key of DEFAULT_OCI_LABELS) {
      if (injected.has(key)) continue;
      const v = labels.get(key);
      if (v === void 0 || v === "") {
        missing.push(key);
        continue;
      }
      const ref = /^\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?$/.exec(v);
      if (ref) {
        if (declaredArgs.has(ref[1])) buildTime.push(key);
        else missing.push(key);
      }
    }
    if (missing.length)
      env.fail(
        "docker/oci-labels",
        `Final stage lacks ${missing.map((k, i) => i === 0 ? k : k.replace("org.opencontainers.image", "")).join(", ")} (proposed required set). Fix: add LABEL org.opencontainers.image.source=<repo URL> \u2026, or declare the labels your build injects via the oci-labels-injected input.`,
        { file, line: final.fromLine, key: "labels" }
      );
    else
      env.pass("docker/oci-labels", `All OCI labels present${buildTime.length ? ` (${buildTime.length} set at build time)` : ""}.`, { file });
  }
  {
    let reported = false;
    for (const s of model.stages) {
      let sourceCopy;
      for (const ins of s.instructions) {
        if ((ins.keyword === "COPY" || ins.keyword === "ADD") && !ins.flags.from) {
          const sources = copyOperands(ins)?.sources ?? [];
          if (!sources.every((src) => DEP_MANIFEST.test(src.replace(/\/+$/, "").split("/").pop() ?? ""))) sourceCopy ??= ins;
        }
        if (ins.keyword === "RUN" && PY_INSTALL.test(ins.args)) {
          if (sourceCopy)
            env.fail(
              "docker/layer-order",
              `Dependencies are installed (line ${ins.line}) after ${isWholeContextCopy(sourceCopy) ? "COPY ." : `${sourceCopy.keyword} ${copyOperands(sourceCopy)?.sources.join(" ") ?? ""}`} (line ${sourceCopy.line}), so any app-file change rebuilds the dependency layer. Fix: COPY pyproject.toml uv.lock ./ \u2192 RUN uv sync --frozen --no-install-project \u2192 COPY . . \u2192 RUN uv sync --frozen.`,
              { file, line: ins.line, key: "layer-order" }
            );
          else env.pass("docker/layer-order", "Only dependency manifests are copied before the dependency install.", { file });
          reported = true;
          break;
        }
      }
      if (reported) break;
    }
    if (!reported) env.pass("docker/layer-order", "No Python dependency install found; nothing to check.", { file });
  }
}
var DEP_MANIFEST = /^(pyproject\.toml|uv\.lock|requirements[^/]*\.txt|setup\.py|setup\.cfg|README[^/]*)$/;
var PY_INSTALL = /\buv\s+sync\b|\bpip3?\s+install\b|\bpython3?\s+-m\s+pip\s+install\b|\buv\s+pip\s+(install|sync)\b|\bpoetry\s+install\b/;
function formatBytes(n) {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1)} GiB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(1)} MiB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${n} B`;
}

// src/checks/validate/static/deps.ts
var HEX40 = /^[0-9a-f]{40}$/i;
async function checkDeps(env) {
  const pyproject = await readPyproject(env);
  if (env.has("uv.lock")) env.pass("deps/lockfile-present", "uv.lock exists.", { file: "uv.lock" });
  else if (env.hasDir("uv.lock")) env.pass("deps/lockfile-present", "uv.lock exists, but as a directory (deps/lockfile-in-sync reports it).");
  else env.fail("deps/lockfile-present", "uv.lock not found. Fix: run 'uv lock' in the env root and commit uv.lock.", { key: "uv.lock" });
  await checkOpenEnvRuntime(env, pyproject);
  await checkLockInSync(env);
  await checkDockerInstalls(env);
  await checkVcsPinned(env);
}
async function checkOpenEnvRuntime(env, pyproject) {
  if (!pyproject.present || pyproject.error) {
    const why = !pyproject.present ? "pyproject.toml is missing" : "pyproject.toml does not parse";
    env.skip("deps/openenv-runtime", `skipped: ${why} (dependency failed)`);
    env.skip("deps/openenv-current-name", `skipped: ${why}`);
    return;
  }
  for (const file of ["server/Dockerfile", "Dockerfile"]) {
    const decoded = await env.decoded(file);
    if (!decoded) continue;
    const badBytes = utf8Problem(file, decoded);
    if (badBytes) {
      env.fail("deps/openenv-runtime", `${badBytes}, so openenv validate crashes reading it while looking for an OpenEnv install (UnicodeDecodeError, exit 1). Fix: save ${file} as UTF-8.`, {
        file,
        line: 1,
        key: "dockerfile-encoding"
      });
      env.skip("deps/openenv-current-name", `skipped: ${file} is not UTF-8`);
      return;
    }
    if (splitLines(decoded.text).some((l) => dockerfileLineInstallsOpenEnv(l))) break;
  }
  const deps = projectDependencies(pyproject);
  const matches = deps.map((d) => ({ d, m: matchesOpenEnvDependency(d) })).filter((x) => x.m);
  const depsLine = lineOf(pyproject.text ?? "", /^\s*dependencies\s*=/);
  if (matches.length) {
    env.pass("deps/openenv-runtime", `[project].dependencies has ${matches[0].d}.`, { file: "pyproject.toml", line: depsLine });
  } else {
    let dockerHit;
    for (const file of ["server/Dockerfile", "Dockerfile"]) {
      const text = await env.text(file);
      if (text === void 0) continue;
      const lines = splitLines(text);
      const idx = lines.findIndex((l) => dockerfileLineInstallsOpenEnv(l));
      if (idx !== -1) {
        dockerHit = { file, line: idx + 1 };
        break;
      }
    }
    if (dockerHit)
      env.pass("deps/openenv-runtime", `${dockerHit.file} line ${dockerHit.line} installs OpenEnv (Dockerfile fallback).`, { file: dockerHit.file, line: dockerHit.line });
    else
      env.fail(
        "deps/openenv-runtime",
        'No OpenEnv runtime dependency: [project].dependencies lacks openenv (or legacy openenv-core) and no Dockerfile installs it. Fix: add "openenv[core]>=0.2.2" to dependencies and run uv lock.',
        { file: "pyproject.toml", line: depsLine ?? lineOf(pyproject.text ?? "", /^\s*\[project\]/), key: "openenv-runtime" }
      );
  }
  if (matches.some((x) => x.m === "openenv")) env.pass("deps/openenv-current-name", "Depends on openenv (current name).", { file: "pyproject.toml" });
  else if (matches.length)
    env.fail("deps/openenv-current-name", `Depends on legacy openenv-core (${matches[0].d}). Fix: switch to openenv[core] (same modules) and re-lock.`, {
      file: "pyproject.toml",
      line: lineOf(pyproject.text ?? "", /openenv-core/i),
      key: "openenv-core"
    });
  else env.skip("deps/openenv-current-name", "skipped: no OpenEnv dependency in [project].dependencies");
}
function normalizeMarker(marker) {
  return marker.replace(/\s+/g, "").replace(/"/g, "'").replace(/\bpython_version\b/g, "python_full_version");
}
function splitExtraMarker(marker) {
  if (!marker) return { rest: "" };
  const m = /extra\s*==\s*['"]([^'"]+)['"]/.exec(marker);
  if (!m) return { rest: normalizeMarker(marker) };
  const rest = marker.replace(m[0], "").replace(/^\s*and\s+|\s+and\s*$/g, "").replace(/\(\s*\)/g, "").trim();
  return { group: normalizeName(m[1]), rest: normalizeMarker(rest) };
}
var DIRECT_SOURCE_KEYS = ["url", "git", "path", "directory", "editable"];
function tupleOf(name, extras, spec, url, group, marker, nameOnly) {
  return nameOnly ? `${name} (${group})` : `${name}${extras.length ? `[${extras.join(",")}]` : ""}${spec.join(",")}${url ? ` @ ${url}` : ""}${marker ? ` ; ${marker}` : ""} (${group})`;
}
async function checkLockInSync(env) {
  const id = "deps/lockfile-in-sync";
  if (env.isOff(id)) return env.skip(id, "skipped: the criterion is off");
  const pyproject = await readPyproject(env);
  if (!pyproject.present || pyproject.error) return env.skip(id, "skipped: pyproject.toml is missing or does not parse");
  if (!env.has("uv.lock") && env.hasDir("uv.lock"))
    return env.fail(id, "uv.lock is a directory, not a lock file: openenv validate passes (it only checks that the path exists), but uv sync --frozen and openenv build cannot use it. Fix: remove the directory, run 'uv lock' and commit uv.lock.", { key: "directory" });
  if (!env.has("uv.lock")) return env.skip(id, "skipped: no uv.lock (deps/lockfile-present)");
  const project = table(pyproject.data?.project) ?? {};
  const projectName = typeof project.name === "string" ? normalizeName(project.name) : void 0;
  const lock = await readUvLockRoot(env, projectName);
  if (lock.error || !lock.data)
    return env.fail(id, `uv.lock does not parse: ${lock.error?.message ?? "unreadable"}. Fix: run 'uv lock' and commit uv.lock.`, {
      file: "uv.lock",
      line: lock.error?.line,
      key: "parse"
    });
  if (lock.data.version !== 1) return env.skip(id, `skipped: uv.lock version ${String(lock.data.version)} is not the known version 1`, { severity: "warning" });
  const packages = Array.isArray(lock.data.package) ? lock.data.package.map(table).filter((p) => !!p) : [];
  const root = packages.find((p) => {
    const src = table(p.source);
    return typeof p.name === "string" && normalizeName(p.name) === projectName && (src?.editable === "." || src?.virtual === ".");
  });
  if (!root)
    return env.fail(id, `uv.lock has no root package ${String(project.name ?? "(unnamed)")} with source editable/virtual ".", so it was locked for a different project. Fix: run 'uv lock' and commit uv.lock.`, {
      file: "uv.lock",
      key: "root"
    });
  const sources = new Set(Object.keys(table(table(table(pyproject.data?.tool)?.uv)?.sources) ?? {}).map(normalizeName));
  const declared = /* @__PURE__ */ new Set();
  const invalid = [];
  const addDeclared = (reqs, group) => {
    for (const raw of reqs) {
      const r = parseRequirement(raw);
      if (!r) {
        invalid.push(`"${raw}" is not a PEP 508 requirement (${requirementProblem(raw) ?? "unreadable"})`);
        continue;
      }
      const nameOnly = sources.has(r.name) || r.url !== void 0;
      declared.add(tupleOf(r.name, r.extras, r.specifier, "", group, r.marker ? normalizeMarker(r.marker) : "", nameOnly));
    }
  };
  addDeclared(stringList(project.dependencies), "main");
  for (const [g, reqs] of Object.entries(table(project["optional-dependencies"]) ?? {})) addDeclared(stringList(reqs), normalizeName(g));
  const meta = table(root.metadata) ?? {};
  const locked = /* @__PURE__ */ new Set();
  const shown = /* @__PURE__ */ new Map();
  for (const entry of Array.isArray(meta["requires-dist"]) ? meta["requires-dist"] : []) {
    const e = table(entry);
    if (!e || typeof e.name !== "string") continue;
    const name = normalizeName(e.name);
    const { group, rest } = splitExtraMarker(typeof e.marker === "string" ? e.marker : void 0);
    const source = DIRECT_SOURCE_KEYS.find((k) => typeof e[k] === "string");
    const spec = typeof e.specifier === "string" ? e.specifier.split(",").map((p) => p.replace(/\s+/g, "")).filter(Boolean).sort() : [];
    const extras = stringList(e.extras).map(normalizeName).sort();
    const tuple = tupleOf(name, extras, spec, "", group ?? "main", rest, sources.has(name) || source !== void 0);
    locked.add(tuple);
    if (source !== void 0 && !sources.has(name)) shown.set(tuple, `${name} from ${source} ${String(e[source])} (${group ?? "main"})`);
  }
  const groupsDeclared = /* @__PURE__ */ new Set();
  for (const [g, reqs] of Object.entries(table(pyproject.data?.["dependency-groups"]) ?? {})) {
    for (const raw of stringList(reqs)) {
      const r = parseRequirement(raw);
      if (r) groupsDeclared.add(tupleOf(r.name, r.extras, r.specifier, "", normalizeName(g), r.marker ? normalizeMarker(r.marker) : "", sources.has(r.name) || r.url !== void 0));
    }
  }
  const groupsLocked = /* @__PURE__ */ new Set();
  for (const [g, entries] of Object.entries(table(meta["requires-dev"]) ?? {})) {
    for (const entry of Array.isArray(entries) ? entries : []) {
      const e = table(entry);
      if (!e || typeof e.name !== "string") continue;
      const name = normalizeName(e.name);
      const hasUrl = DIRECT_SOURCE_KEYS.some((k) => typeof e[k] === "string");
      const spec = typeof e.specifier === "string" ? e.specifier.split(",").map((p) => p.replace(/\s+/g, "")).filter(Boolean).sort() : [];
      groupsLocked.add(tupleOf(name, stringList(e.extras).map(normalizeName).sort(), spec, "", normalizeName(g), typeof e.marker === "string" ? normalizeMarker(e.marker) : "", sources.has(name) || hasUrl));
    }
  }
  const onlyDeclared = [...declared].filter((d) => !locked.has(d)).concat([...groupsDeclared].filter((d) => !groupsLocked.has(d)));
  const onlyLocked = [...locked].filter((d) => !declared.has(d)).concat([...groupsLocked].filter((d) => !groupsDeclared.has(d)));
  const problems = [...invalid];
  if (onlyDeclared.length || onlyLocked.length) {
    const parts = [];
    if (onlyDeclared.length) parts.push(`pyproject.toml declares ${onlyDeclared.slice(0, 3).join(", ")}`);
    if (onlyLocked.length) parts.push(`the lock's requires-dist for ${String(root.name)} has ${onlyLocked.slice(0, 3).map((t) => shown.get(t) ?? t).join(", ")}`);
    problems.push(parts.join(", but "));
  }
  const pyRequires = typeof project["requires-python"] === "string" ? project["requires-python"].replace(/\s+/g, "") : void 0;
  const lockRequires = typeof lock.data["requires-python"] === "string" ? lock.data["requires-python"].replace(/\s+/g, "") : void 0;
  if (pyRequires !== void 0 && pyRequires !== lockRequires) problems.push(`requires-python is ${pyRequires ?? "(unset)"} in pyproject.toml but ${lockRequires ?? "(unset)"} in uv.lock`);
  if (problems.length)
    env.fail(id, `uv.lock is stale: ${problems.join("; ")}. Fix: run 'uv lock' and commit uv.lock.`, {
      file: "uv.lock",
      line: lineOfLineStarting(lock.text ?? "", "name", new RegExp(`^name\\s*=\\s*"${String(root.name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`)),
      key: "stale"
    });
  else env.pass(id, "uv.lock matches pyproject.toml.", { file: "uv.lock" });
}
var PIP_VALUE_OPTIONS = /* @__PURE__ */ new Set([
  "-r",
  "--requirement",
  "-c",
  "--constraint",
  "-i",
  "--index-url",
  "--extra-index-url",
  "-f",
  "--find-links",
  "-t",
  "--target",
  "--prefix",
  "--root",
  "--python",
  "-p",
  "--trusted-host",
  "--platform",
  "--python-version",
  "--implementation",
  "--abi",
  "--src",
  "--progress-bar",
  "--cache-dir",
  "--upgrade-strategy",
  "--index-strategy",
  "--exclude-newer",
  "--only-binary",
  "--no-binary",
  "--default-index",
  "--index",
  "--config-settings",
  "-C",
  "--resolution",
  "--prerelease",
  "--keyring-provider",
  "--link-mode",
  "--group",
  "--extra",
  // pip's general options that take a value (`--default-timeout 100` names no package "100")
  "--default-timeout",
  "--timeout",
  "--retries",
  "--proxy",
  "--cert",
  "--client-cert",
  "--log",
  "--exists-action",
  "--use-feature",
  "--use-deprecated",
  "--global-option",
  "--install-option",
  "--report",
  "--root-user-action",
  "--log-file"
]);
var REDIRECTS = /* @__PURE__ */ new Set([">", "<", ">>", ">&", "<&", "&>", "&>>", ">|", "<>"]);
async function pipInstallsOf(env) {
  const parsed = await env.once("pip-installs", async () => /* @__PURE__ */ new Map());
  return (words) => {
    if (parsed.has(words)) return parsed.get(words);
    const pip = pipInstall(words);
    parsed.set(words, pip);
    return pip;
  };
}
function pipInstall(words) {
  let k = -1;
  for (let i = 0; i < words.length - 1; i++) {
    const w = words[i];
    if (/(^|\/)pip3?(\.\d+)?$/.test(w) && words[i + 1] === "install" || w === "pip" && words[i + 1] === "install") {
      k = i + 2;
      break;
    }
  }
  if (k === -1) return void 0;
  const out = { packages: [], requirementFiles: [], editable: [], redirected: [] };
  for (let i = k; i < words.length; i++) {
    const w = words[i];
    if (REDIRECTS.has(w)) {
      const target = words[i + 1] ?? "";
      const before = words[i - 1] ?? "";
      i++;
      if (/^\d+$/.test(before) && out.packages[out.packages.length - 1] === before && w !== ">" && w !== "<") {
        out.packages.pop();
        continue;
      }
      if ((w === ">" || w === "<") && i - 1 > k && (/^[=~!<>]/.test(target) || /^\d/.test(target)) && out.packages[out.packages.length - 1] === before) {
        out.packages.pop();
        out.redirected.push({ written: `${before}${w}${target}`, target, input: w === "<" });
      }
      continue;
    }
    if (w === "-r" || w === "--requirement") {
      if (words[i + 1]) out.requirementFiles.push(words[i + 1]);
      i++;
      continue;
    }
    if (w.startsWith("--requirement=")) {
      out.requirementFiles.push(w.slice("--requirement=".length));
      continue;
    }
    if (w === "-e" || w === "--editable") {
      if (words[i + 1]) out.editable.push(words[i + 1]);
      i++;
      continue;
    }
    if (PIP_VALUE_OPTIONS.has(w)) {
      i++;
      continue;
    }
    if (w.startsWith("-")) continue;
    if (w.startsWith("$")) continue;
    out.packages.push(w);
  }
  return out;
}
var INSTALLER_BOOTSTRAP = /* @__PURE__ */ new Set(["pip", "setuptools", "wheel"]);
function isPinnedArg(arg) {
  if (arg === "." || arg.startsWith("./") || arg.startsWith("../") || arg.startsWith("/")) return true;
  if (/#sha256=[0-9a-f]{64}/i.test(arg)) return true;
  const vcs = /^(?:[A-Za-z0-9._-]+(?:\[[^\]]*\])?\s*@\s*)?(git|hg|svn|bzr)\+\S+@([0-9a-f]+)(#.*)?$/i.exec(arg);
  if (vcs) return HEX40.test(vcs[2]);
  return pinsExactVersion(arg) && !/[<>~!]=?|\*/.test(arg.replace(/===?/, ""));
}
function pinsExactVersion(arg) {
  const version = trailingRun(arg, /[^*,\s]/);
  if (version === "") return false;
  const spacesStart = arg.slice(0, arg.length - version.length).trimEnd().length;
  for (let at = arg.indexOf("==", Math.max(0, spacesStart - 3)); at !== -1; at = arg.indexOf("==", at + 1)) {
    const ends = arg[at + 2] === "=" ? [at + 2, at + 3] : [at + 2];
    if (ends.some((end) => end >= spacesStart && end <= arg.length - 1)) return true;
  }
  return false;
}
function withoutRequirementComment(line) {
  for (let hash = line.indexOf("#"); hash !== -1; hash = line.indexOf("#", hash + 1)) {
    if (hash > 0 && /\s/.test(line[hash - 1])) return line.slice(0, hash).trimEnd();
  }
  return line;
}
function requirementLinePinned(line) {
  if (/--hash[=\s]/.test(line)) return true;
  const withoutComment = withoutRequirementComment(line).trim();
  const spec = withoutComment.split(";")[0].trim();
  return isPinnedArg(spec);
}
async function requirementFile(env, name) {
  const candidates = [name.replace(/^\.\//, ""), name.split("/").pop(), `server/${name.split("/").pop()}`];
  for (const c of candidates) {
    const text = await env.text(c);
    if (text === void 0) continue;
    const unpinned = [];
    for (const raw of splitLines(text)) {
      const line = raw.trim();
      if (line === "" || line.startsWith("#") || line.startsWith("-")) continue;
      if (!requirementLinePinned(line)) unpinned.push(withoutRequirementComment(line));
    }
    return { file: c, unpinned };
  }
  return void 0;
}
async function checkDockerInstalls(env) {
  const docker = await loadDocker(env);
  if (!docker.model || !docker.path || docker.model.stages.length === 0) {
    env.skip("deps/frozen-install", "skipped: no usable Dockerfile");
    env.skip("deps/docker-installs-pinned", "skipped: no usable Dockerfile");
    return;
  }
  const file = docker.path;
  const runs = runInstructions(contributingStages(docker.model, env.options.dockerTarget));
  const pipInstallOf = await pipInstallsOf(env);
  const inRepoNote = /(^|\/)envs\//.test(`${env.root}/`) ? "openenv build deletes uv.lock from the temporary context of an in-repo env (under envs/) and rewrites the OpenEnv dependency to a local path, so in-repo images are never lock-pinned." : void 0;
  const allow = env.options.unpinnedAllow?.length ? globsMatcher(env.options.unpinnedAllow) : () => false;
  const allowed = (requirement) => allow(parseRequirement(requirement)?.name ?? requirement);
  {
    const problems = [];
    const lockCommitted = env.has("uv.lock") && !docker.ignore.excludes("uv.lock");
    const lockUsed = lockCommitted && (await env.workflows()).uvLock;
    let installs = 0;
    for (const ins of runs) {
      const text = ins.args;
      if (/\buv\s+sync\b/.test(text)) {
        installs++;
        if (!/--frozen\b|--locked\b/.test(text)) problems.push({ msg: `line ${ins.line} runs 'uv sync' without --frozen or --locked${lockCommitted ? " (it installs the lock while the lock matches pyproject.toml; a lock that drifts is re-resolved in the build instead of failing it)" : ""}`, line: ins.line, lockIgnored: false });
        else if (!env.has("uv.lock") && !env.hasDir("uv.lock")) {
          if (env.isOff("deps/lockfile-present")) problems.push({ msg: `line ${ins.line} syncs from uv.lock, but uv.lock is not committed`, line: ins.line, lockIgnored: true });
        } else if (docker.ignore.excludes("uv.lock")) problems.push({ msg: `line ${ins.line} syncs from uv.lock, but ${docker.ignoreFile} excludes it`, line: ins.line, lockIgnored: true });
      }
      for (const cmd of runCommands(ins)) {
        const uvPipSync = cmd.some((w) => w.includes("sync")) ? /\buv\s+pip\s+sync\s+(\S+)/.exec(cmd.join(" ")) : null;
        const pip = pipInstallOf(cmd);
        const files = uvPipSync ? [...pip?.requirementFiles ?? [], uvPipSync[1]] : pip?.requirementFiles ?? [];
        for (const f of files) {
          installs++;
          const req = await requirementFile(env, f);
          const ranges = (req?.unpinned ?? []).filter((line) => !allowed(line));
          if (req && ranges.length) problems.push({ msg: `line ${ins.line} installs from ${req.file}, which has ranges (${ranges.slice(0, 3).join(", ")})${lockUsed ? "" : lockCommitted ? " (uv.lock pins versions, but neither the README nor a script installs from it)" : " and no lock pins them"}`, line: ins.line, lockIgnored: lockUsed });
        }
      }
    }
    const ignored = problems.filter((p) => p.lockIgnored);
    if (ignored.length)
      env.fail("deps/frozen-install", `${file}: ${problems.map((p) => p.msg).join("; ")}${lockUsed ? ", so the image does not install the versions uv.lock pins (the ones uv sync and uv run install)" : ""}. Fix: install from the lock (uv sync --frozen), or pin every line with == (uv export --frozen --no-hashes -o requirements.txt writes the lock's versions).`, {
        file,
        line: ignored[0].line,
        key: "frozen"
      });
    else if (problems.length)
      env.fail("deps/frozen-install", `If you want images that rebuild the same: ${file}: ${problems.map((p) => p.msg).join("; ")}. Fix: install from a lock (uv lock, then uv sync --frozen or --locked), or pin every line with ==.`, {
        file,
        line: problems[0].line,
        key: "frozen",
        severity: "notice"
      });
    else env.pass("deps/frozen-install", installs ? "Python dependencies install from the lock or pinned files." : "Nothing to check: no Python dependency install found.", { file });
    if (inRepoNote) env.note("deps/frozen-install", inRepoNote);
  }
  {
    const problems = [];
    for (const ins of runs) {
      for (const cmd of runCommands(ins)) {
        const pip = pipInstallOf(cmd);
        if (!pip) continue;
        for (const r of pip.redirected)
          problems.push({
            msg: `line ${ins.line}: pip install ${r.written} is not quoted, so the shell reads ${r.written.slice(r.written.length - r.target.length - 1)} as a redirect: nothing is pinned and ${r.input ? `pip's input comes from a file named "${r.target}" (the build fails without it)` : `pip's output goes to a file named "${r.target}"`} (quote it: "${r.written}")`,
            line: ins.line,
            redirect: true
          });
        const floating = pip.packages.filter((p) => !isPinnedArg(p) && !allowed(p) && !INSTALLER_BOOTSTRAP.has(p.toLowerCase()));
        if (floating.length) problems.push({ msg: `line ${ins.line}: pip install ${floating.map((f) => `"${f}"`).join(" ")} floats`, line: ins.line, redirect: false });
      }
    }
    const redirects = problems.filter((p) => p.redirect);
    if (redirects.length)
      env.fail("deps/docker-installs-pinned", `${file} ${problems.map((p) => p.msg).join("; ")}. Fix: pin an exact version (==x.y.z), or install through uv sync --frozen.`, {
        file,
        line: redirects[0].line,
        key: "pinned"
      });
    else if (problems.length)
      env.fail("deps/docker-installs-pinned", `If you want images that rebuild the same: ${file} ${problems.map((p) => p.msg).join("; ")}. Fix: pin an exact version (==x.y.z), or install through uv sync --frozen.`, {
        file,
        line: problems[0].line,
        key: "pinned",
        severity: "notice"
      });
    else env.pass("deps/docker-installs-pinned", "Every pip install argument is pinned.", { file });
  }
}
async function checkVcsPinned(env) {
  const id = "deps/vcs-pinned";
  const pyproject = await readPyproject(env);
  const problems = [];
  if (pyproject.data) {
    const project = table(pyproject.data.project) ?? {};
    const all = [...stringList(project.dependencies)];
    for (const reqs of Object.values(table(project["optional-dependencies"]) ?? {})) all.push(...stringList(reqs));
    for (const reqs of Object.values(table(pyproject.data["dependency-groups"]) ?? {})) all.push(...stringList(reqs));
    for (const raw of all) {
      if (!raw.includes("@")) continue;
      const r = parseRequirement(raw);
      if (!r?.url || !/^(git|hg|svn|bzr)\+/.test(r.url)) continue;
      const at = /@([^@/#]+)(#.*)?$/.exec(r.url.replace(/^[a-z+]+:\/\/[^/]*@/, ""));
      if (!at || !HEX40.test(at[1]))
        problems.push({ msg: `pyproject.toml: "${raw}" has no commit`, file: "pyproject.toml", line: lineOf(pyproject.text ?? "", new RegExp(escapeRe(raw.slice(0, 40)))) });
    }
    for (const [name, src] of Object.entries(table(table(table(pyproject.data.tool)?.uv)?.sources) ?? {})) {
      const entries = Array.isArray(src) ? src.map(table) : [table(src)];
      for (const s of entries) {
        if (!s || typeof s.git !== "string") continue;
        if (!(typeof s.rev === "string" && HEX40.test(s.rev)))
          problems.push({
            msg: `[tool.uv.sources] ${name} = { git = "${s.git}"${typeof s.tag === "string" ? `, tag = "${s.tag}"` : typeof s.branch === "string" ? `, branch = "${s.branch}"` : ""} } has no commit`,
            file: "pyproject.toml",
            line: lineOf(pyproject.text ?? "", new RegExp(`^\\s*${escapeRe(name)}\\s*=`))
          });
      }
    }
  }
  const docker = await loadDocker(env);
  if (docker.model && docker.path) {
    const pipInstallOf = await pipInstallsOf(env);
    for (const ins of runInstructions(docker.model.stages)) {
      for (const cmd of runCommands(ins)) {
        for (const p of pipInstallOf(cmd)?.packages ?? []) {
          if (!/(git|hg|svn|bzr)\+/.test(p)) continue;
          if (!isPinnedArg(p)) problems.push({ msg: `${docker.path} line ${ins.line}: pip install ${p} has no commit`, file: docker.path, line: ins.line });
        }
      }
    }
  }
  if (problems.length)
    env.fail(id, `${problems.map((p) => p.msg).join("; ")}. The lock pins the resolved commit, but re-locking floats and in-repo builds drop the lock. Fix: append @<40-hex sha> (or rev = "<sha>").`, {
      file: problems[0].file,
      line: problems[0].line,
      key: "vcs"
    });
  else env.pass(id, "No floating VCS references.");
}
function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export {
  loadDocker,
  checkDocker,
  formatBytes,
  checkDeps,
  checkLockInSync,
  pipInstall,
  isPinnedArg
};
