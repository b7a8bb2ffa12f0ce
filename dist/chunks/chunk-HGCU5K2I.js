import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-Z3EOARNG.js";
import {
  external_exports
} from "./chunk-CH3CKMB2.js";
import {
  filesUnder,
  listFilesUnder,
  normalizeRepoPath,
  readFilesOf
} from "./chunk-SYGEGTLK.js";
import {
  __toESM
} from "./chunk-4FUATO47.js";

// src/checks/review/options.ts
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
var list = external_exports.string().transform(
  (value) => value.split(/[,\n]/).map((s) => s.trim()).filter((s) => s !== "")
);
var path = external_exports.string().transform((value) => value.trim().replace(/^\.\//, "").replace(/\/+$/, ""));
var schema = external_exports.object({
  "invariants-file": path,
  "principles-file": path,
  "source-paths": list,
  "source-exclude": list,
  "core-package": path,
  "core-env-files": list,
  "rfc-dir": path,
  "codeowners-file": path,
  "max-file-bytes": external_exports.coerce.number().int().positive(),
  "report-mode": external_exports.enum(["comment", "artifact", "publish"]),
  "review-artifact": external_exports.string().trim()
});
var ReviewOptionsError = class extends Error {
  name = "ReviewOptionsError";
};
function parseReviewOptions(raw) {
  const withDefaults = {};
  for (const spec of REVIEW_OPTIONS) withDefaults[spec.name] = raw[spec.name] ?? spec.default ?? "";
  const parsed = schema.safeParse(withDefaults);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ReviewOptionsError(
      `review option ${String(issue?.path[0] ?? "?")} is invalid: ${issue?.message ?? "bad value"}. Fix the value in the workflow inputs, CLI flags or config file.`
    );
  }
  const o = parsed.data;
  return {
    invariantsFile: o["invariants-file"],
    principlesFile: o["principles-file"],
    sourcePaths: o["source-paths"],
    sourceExclude: o["source-exclude"],
    corePackage: o["core-package"],
    coreEnvFiles: o["core-env-files"],
    rfcDir: o["rfc-dir"],
    codeownersFile: o["codeowners-file"],
    maxFileBytes: o["max-file-bytes"],
    reportMode: o["report-mode"],
    reviewArtifact: o["review-artifact"]
  };
}

// src/repo/working-tree.ts
import { lstat, readFile, readdir, realpath } from "node:fs/promises";
import { join, relative, sep } from "node:path";
var DEFAULT_SKIPPED_DIRS = /* @__PURE__ */ new Set([
  ".git",
  "node_modules",
  ".venv",
  "venv",
  "__pycache__",
  ".mypy_cache",
  ".ruff_cache",
  ".pytest_cache",
  ".tox"
]);
var WorkingTreeView = class {
  constructor(root, skippedDirs = DEFAULT_SKIPPED_DIRS) {
    this.root = root;
    this.skippedDirs = skippedDirs;
    this.label = `working tree ${root}`;
  }
  root;
  skippedDirs;
  label;
  cache;
  async listFiles() {
    this.cache ??= await this.walk(this.root);
    return this.cache;
  }
  /** The files under one folder, walking only it (no link is followed, the folder's own path included). */
  async listFolder(folder) {
    if (this.cache) return filesUnder(this.cache, folder);
    const normalized = normalizeRepoPath(folder);
    if (normalized === void 0) return [];
    if (normalized === "") return this.listFiles();
    let dir = this.root;
    for (const part of normalized.split("/")) {
      dir = join(dir, part);
      if (this.skippedDirs.has(part)) return [];
      const st = await lstat(dir).catch(() => void 0);
      if (!st?.isDirectory()) return [];
    }
    return this.walk(dir);
  }
  async walk(start) {
    const out = [];
    const walk = async (dir) => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!this.skippedDirs.has(entry.name)) await walk(full);
        } else if (entry.isFile()) {
          out.push(relative(this.root, full).split(sep).join("/"));
        }
      }
    };
    await walk(start);
    return out.sort();
  }
  async resolve(path2) {
    const normalized = normalizeRepoPath(path2);
    if (normalized === void 0 || normalized === "") return void 0;
    const full = join(this.root, normalized);
    try {
      const st = await lstat(full);
      if (!st.isFile()) return void 0;
      const real = await realpath(full);
      const realRoot = await this.realRoot();
      if (real !== realRoot && !real.startsWith(realRoot + sep)) return void 0;
      return full;
    } catch {
      return void 0;
    }
  }
  /** The root's real path, resolved once (every read compares against it). */
  realRootPath;
  async realRoot() {
    this.realRootPath ??= await realpath(this.root);
    return this.realRootPath;
  }
  async readFile(path2) {
    const full = await this.resolve(path2);
    if (!full) return void 0;
    try {
      return await readFile(full);
    } catch {
      return void 0;
    }
  }
  async fileSize(path2) {
    const full = await this.resolve(path2);
    if (!full) return void 0;
    try {
      return (await lstat(full)).size;
    } catch {
      return void 0;
    }
  }
};

// src/repo/filtered.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var FilteredRepoView = class {
  constructor(inner, include, exclude) {
    this.inner = inner;
    this.label = inner.label;
    const included = include.length ? (0, import_picomatch.default)([...include], { dot: true }) : () => true;
    const excluded = exclude.length ? (0, import_picomatch.default)([...exclude], { dot: true }) : () => false;
    this.visible = (path2) => included(path2) && !excluded(path2);
  }
  inner;
  label;
  visible;
  async listFiles() {
    return (await this.inner.listFiles()).filter(this.visible);
  }
  async listFolder(folder) {
    return (await listFilesUnder(this.inner, [folder])).filter(this.visible);
  }
  async readFile(path2) {
    return this.visible(path2) ? this.inner.readFile(path2) : void 0;
  }
  async fileSize(path2) {
    return this.visible(path2) ? this.inner.fileSize(path2) : void 0;
  }
  async readFiles(paths) {
    return readFilesOf(this.inner, paths.filter(this.visible));
  }
};

export {
  REVIEW_OPTIONS,
  parseReviewOptions,
  WorkingTreeView,
  FilteredRepoView
};
