import {
  NO_OBJECT,
  REVIEW_OPTIONS,
  WorkingTreeView,
  parseReviewOptions,
  readRangeDiff
} from "./chunk-7ACHR5O7.js";
import {
  withoutManifestsDuplicates
} from "./chunk-OAIGAJBL.js";
import {
  TOKEN_KINDS,
  redactSecrets
} from "./chunk-KYFDEB4R.js";
import {
  llmClaim
} from "./chunk-M4TRYUTU.js";
import {
  renderReviewMarkdown
} from "./chunk-ADH2ONQJ.js";
import {
  resolveCommits
} from "./chunk-G4GK4AQJ.js";
import {
  GitRevisionView,
  readBlobs
} from "./chunk-XOQT5AGB.js";
import {
  isPreExisting,
  splitByFingerprint
} from "./chunk-XN4EW7HB.js";
import {
  moduleLevelBinder
} from "./chunk-YIJVLTA7.js";
import {
  collectFindings,
  ruleCrashed
} from "./chunk-RUDGHLJC.js";
import {
  require_dist
} from "./chunk-YGCRCGPR.js";
import {
  DEADLINES,
  runProcess,
  stopMessage
} from "./chunk-ZKRAT4SF.js";
import {
  PythonLexError,
  pythonLogicalLines,
  tokenizePython
} from "./chunk-ZGWGJGKA.js";
import {
  stringList,
  table
} from "./chunk-HSGSYT45.js";
import {
  normalizePackageName,
  parse,
  parseRequirement,
  stringify
} from "./chunk-UP5OX67O.js";
import {
  require_shell_quote
} from "./chunk-L4EESXOX.js";
import "./chunk-V2E3RBUP.js";
import "./chunk-BFZOZURU.js";
import {
  require_picomatch
} from "./chunk-HIPR4ACX.js";
import "./chunk-ZD2KKH2D.js";
import {
  folderPattern
} from "./chunk-LORP6KJE.js";
import "./chunk-H3ZTQHZ5.js";
import {
  plural
} from "./chunk-RGIUMTQF.js";
import {
  REPEATED_MIN_FILES,
  groupByCause,
  place,
  ruleKey
} from "./chunk-WZD5HY2J.js";
import "./chunk-W3AGWKJZ.js";
import {
  PYTHON_TOOLCHAIN,
  childEnvironment,
  findOnPath
} from "./chunk-JRTPWSBC.js";
import {
  decodeText
} from "./chunk-YHG43ED4.js";
import {
  CHANGE_TOO_LARGE_RULE,
  FILE_TOO_LARGE_RULE,
  LIMITS,
  changeTooLargeMessage,
  fileTooLargeMessage,
  fingerprint
} from "./chunk-CX2PQOLX.js";
import {
  asReported,
  compareByLocation,
  compareFindings,
  countsForVerdict
} from "./chunk-KBUQXIYL.js";
import {
  firstCodePoints,
  splitLines,
  trailingRun,
  trimTrailing
} from "./chunk-OXMKZMOM.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/checks/review/context.ts
var import_picomatch = __toESM(require_picomatch(), 1);
function sourceMatcher(options) {
  let matches;
  const answers = /* @__PURE__ */ new Map();
  return (path) => {
    if (!matches) {
      const include = (0, import_picomatch.default)(options.sourcePaths, { dot: true });
      const exclude = options.sourceExclude.length > 0 ? (0, import_picomatch.default)(options.sourceExclude, { dot: true }) : () => false;
      matches = (candidate) => include(candidate) && !exclude(candidate);
    }
    let answer = answers.get(path);
    if (answer === void 0) answers.set(path, answer = matches(path));
    return answer;
  };
}
var isPython = (path) => path.endsWith(".py");

// src/checks/review/diff.ts
function newReviewFile(path, status, previousPath) {
  return { path, status, previousPath, added: [], removed: [], addedLines: /* @__PURE__ */ new Set(), binary: false };
}
var MAX_LINE_LENGTH = 1e4;
var clip = (text) => firstCodePoints(text, MAX_LINE_LENGTH);
var HUNK_HEADER = /@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/y;
function parseHunks(patch, file, options = {}) {
  if (options.lazy) {
    let added = 0;
    let removed = 0;
    walkHunks(patch, (isAdded, line, start, end) => {
      if (isAdded) {
        file.addedLines.add(line);
        added = pushTriple("added", added, line, start, end);
      } else removed = pushTriple("removed", removed, line, start, end);
      return false;
    });
    for (const side of SIDES) {
      unbuilt[side].set(file, { patch, where: scratch[side].slice(0, side === "added" ? added : removed) });
      Object.defineProperty(file, side, {
        configurable: true,
        enumerable: true,
        get: () => buildLines(file, side),
        set: (lines) => keepLines(file, side, lines)
      });
    }
    return;
  }
  walkHunks(patch, (added, line, start, end) => {
    if (added) {
      file.added.push({ line, text: lineText(patch, start, end) });
      file.addedLines.add(line);
    } else file.removed.push({ line, text: lineText(patch, start, end) });
    return false;
  });
}
var scratch = { added: new Int32Array(3 * 256), removed: new Int32Array(3 * 256) };
function pushTriple(side, at, line, start, end) {
  let into = scratch[side];
  if (at + 3 > into.length) {
    const grown = new Int32Array(into.length * 2);
    grown.set(into);
    scratch[side] = into = grown;
  }
  into[at] = line;
  into[at + 1] = start;
  into[at + 2] = end;
  return at + 3;
}
var SIDES = ["added", "removed"];
var unbuilt = { added: /* @__PURE__ */ new WeakMap(), removed: /* @__PURE__ */ new WeakMap() };
function someUnbuilt({ patch, where }, test) {
  for (let i = 0; i < where.length; i += 3) if (test({ line: where[i], text: lineText(patch, where[i + 1], where[i + 2]) })) return true;
  return false;
}
function buildLines(file, side) {
  const lines = unbuilt[side].get(file);
  if (lines === void 0) return file[side];
  const built = [];
  someUnbuilt(lines, (line) => (built.push(line), false));
  return keepLines(file, side, built);
}
function keepLines(file, side, lines) {
  unbuilt[side].delete(file);
  Object.defineProperty(file, side, { value: lines, writable: true, enumerable: true, configurable: true });
  return lines;
}
function builtLines(file, side) {
  return unbuilt[side].has(file) ? void 0 : file[side];
}
function someChangedLine(file, side, test) {
  const lines = unbuilt[side].get(file);
  return lines === void 0 ? file[side].some(test) : someUnbuilt(lines, test);
}
function changedTextMatches(file, regex) {
  const patch = (unbuilt.added.get(file) ?? unbuilt.removed.get(file))?.patch;
  return patch === void 0 || regex.test(patch);
}
function changedLineCount(file, side) {
  const lines = unbuilt[side].get(file);
  return lines === void 0 ? file[side].length : lines.where.length / 3;
}
var lineText = (patch, start, end) => patch.slice(start + 1, Math.min(end, start + 1 + MAX_LINE_LENGTH));
function walkHunks(patch, visit) {
  let oldLine = 0;
  let newLine = 0;
  let inHunk = false;
  for (let start = 0; start <= patch.length; ) {
    const newline = patch.indexOf("\n", start);
    const end = newline < 0 ? patch.length : newline;
    const marker = patch.charCodeAt(start);
    if (marker === 64 && patch.charCodeAt(start + 1) === 64) {
      HUNK_HEADER.lastIndex = start;
      const match = HUNK_HEADER.exec(patch);
      if (!match || match.index !== start || HUNK_HEADER.lastIndex > end) inHunk = false;
      else {
        oldLine = Number(match[1]);
        newLine = Number(match[3]);
        if (match[2] === "0") oldLine++;
        if (match[4] === "0") newLine++;
        inHunk = true;
      }
    } else if (inHunk) {
      if (marker === 43) {
        if (visit(true, newLine, start, end)) return true;
        newLine++;
      } else if (marker === 45) {
        if (visit(false, oldLine, start, end)) return true;
        oldLine++;
      } else if (marker === 32 || start === end) {
        oldLine++;
        newLine++;
      } else if (marker !== 92) {
        inHunk = false;
      }
    }
    if (newline < 0) break;
    start = newline + 1;
  }
  return false;
}
function gitLines(text) {
  const lines = splitLines(text);
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}
function scannedLines(file) {
  if (file.head === void 0) return file.added;
  let lines = scannedCache.get(file);
  if (!lines) {
    lines = gitLines(file.head).map((text, index) => ({ line: index + 1, text: clip(text) }));
    scannedCache.set(file, lines);
  }
  return lines;
}
var scannedCache = /* @__PURE__ */ new WeakMap();
function releaseScannedLines(file) {
  scannedCache.delete(file);
}
function scannedTextMatches(file, regex) {
  return file.head !== void 0 ? regex.test(file.head) : file.added.some((l) => regex.test(l.text));
}
function headLineText(file, line) {
  if (file.head === void 0) return file.added.find((l) => l.line === line)?.text.trim() ?? "";
  const lines = scannedCache.get(file);
  return (lines ? lines[line - 1]?.text : clip(lineOfText(file.head, line)))?.trim() ?? "";
}
function lineOfText(text, line) {
  if (line < 1) return "";
  let start = 0;
  for (let n = 1; n < line; n++) {
    const newline = text.indexOf("\n", start);
    if (newline < 0) return "";
    start = newline + 1;
  }
  const end = text.indexOf("\n", start);
  if (end < 0) return text.slice(start);
  return text.slice(start, text.charCodeAt(end - 1) === 13 && end > start ? end - 1 : end);
}

// src/checks/review/invariants.ts
function locateInvariant(ref, documentPath, text) {
  if (text === void 0) return void 0;
  const lines = text.split(/\r?\n/);
  for (const pattern of ref.patterns) {
    const index = lines.findIndex((l) => pattern.test(l));
    if (index < 0) continue;
    let end = index;
    for (let j = index + 1; j < Math.min(lines.length, index + 12); j++) {
      const l = lines[j];
      if (l.trim() === "" || /^#{1,6}\s/.test(l) || /^\d+\.\s/.test(l)) break;
      end = j;
    }
    return { document: documentPath, line: index + 1, endLine: end + 1 };
  }
  return void 0;
}

// src/checks/review/lint/ci-gate.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);
var import_shell_quote = __toESM(require_shell_quote(), 1);
var import_yaml = __toESM(require_dist(), 1);

// src/checks/review/tree.ts
var listings = /* @__PURE__ */ new WeakMap();
var texts = /* @__PURE__ */ new WeakMap();
function headFiles(tree) {
  let listing = listings.get(tree);
  if (!listing) listings.set(tree, listing = tree.listFiles());
  return listing;
}
function headText(tree, path, maxBytes = 4 * 1024 * 1024) {
  let cache = texts.get(tree);
  if (!cache) texts.set(tree, cache = /* @__PURE__ */ new Map());
  let text = cache.get(path);
  if (!text) {
    text = tree.readFile(path).then(
      (bytes) => {
        if (!bytes || bytes.byteLength > maxBytes) return void 0;
        const decoded = decodeText(bytes);
        return decoded.binary ? void 0 : decoded.text;
      },
      () => void 0
    );
    cache.set(path, text);
  }
  return text;
}
var parentDir = (path) => path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
var joinPath = (dir, name) => dir ? `${dir}/${name}` : name;

// src/checks/review/lint/ci-gate.ts
var WORKFLOW = /^\.github\/workflows\/[^/]+\.ya?ml$/;
var RUFF_ACTIONS = /^(astral-sh|chartboost)\/ruff-action(@|$)/;
var VALUED_OPTIONS = /* @__PURE__ */ new Set([
  "--select",
  "--extend-select",
  "--ignore",
  "--extend-ignore",
  "--config",
  "--output-format",
  "--target-version",
  "--line-length",
  "--exclude",
  "--extend-exclude",
  "--fixable",
  "--unfixable",
  "--per-file-ignores",
  "--extend-per-file-ignores",
  "--cache-dir",
  "--stdin-filename",
  "--output-file",
  "--dummy-variable-rgx",
  "--extension",
  "--extend-fixable"
]);
var normalize = (path) => path.replace(/^\.\/+/, "").replace(/\/+$/, "").replace(/^\.$/, "");
var under = (dir, path) => dir && path ? `${dir}/${path}` : dir || path;
function ruffCheckPaths(script) {
  const out = [];
  for (const line of script.split("\n")) {
    if (!/\bruff\b/.test(line)) continue;
    let words2;
    try {
      words2 = (0, import_shell_quote.parse)(line.slice(0, 4096)).map((w) => typeof w === "string" ? w : "\0");
    } catch {
      continue;
    }
    for (let i = 0; i < words2.length; i++) {
      if (!/(^|\/)ruff$/.test(words2[i])) continue;
      if (words2[i + 1] !== "check") continue;
      const paths = [];
      for (let j = i + 2; j < words2.length && words2[j] !== "\0"; j++) {
        const word = words2[j];
        if (word === "--") continue;
        if (word.startsWith("-")) {
          if (VALUED_OPTIONS.has(word)) j++;
          continue;
        }
        paths.push(normalize(word));
      }
      out.push(paths.length ? paths : [""]);
    }
  }
  return out;
}
var asRecord = (value) => value && typeof value === "object" && !Array.isArray(value) ? value : void 0;
var preCommitRunsRuff = (text) => /^\s*-?\s*id:\s*['"]?ruff(-check)?['"]?\s*$/m.test(text);
async function lintGateOf(tree) {
  const files = await headFiles(tree);
  const roots = [];
  const sources = [];
  let preCommit = false;
  for (const path of files.filter((f) => WORKFLOW.test(f)).sort()) {
    const text = await headText(tree, path, 512 * 1024);
    if (text === void 0 || !/ruff|pre-commit/.test(text)) continue;
    let workflow;
    try {
      workflow = asRecord((0, import_yaml.parse)(text, { maxAliasCount: 100 }));
    } catch {
      continue;
    }
    for (const job of Object.values(asRecord(workflow?.jobs) ?? {})) {
      const jobRecord = asRecord(job);
      const jobDir = normalize(String(asRecord(asRecord(jobRecord?.defaults)?.run)?.["working-directory"] ?? ""));
      for (const step of Array.isArray(jobRecord?.steps) ? jobRecord.steps : []) {
        const s = asRecord(step);
        if (!s) continue;
        if (typeof s.run === "string") {
          const dir = normalize(String(s["working-directory"] ?? "")) || jobDir;
          for (const paths of ruffCheckPaths(s.run)) {
            roots.push(...paths.map((p) => normalize(under(dir, p))));
            sources.push(`${path}: ruff check ${paths.filter(Boolean).join(" ") || "."}`);
          }
          if (/\bpre-commit\s+run\b/.test(s.run)) preCommit = true;
        }
        if (typeof s.uses === "string" && RUFF_ACTIONS.test(s.uses)) {
          const args = String(asRecord(s.with)?.args ?? "check");
          if (!/^\s*check\b/.test(args)) continue;
          const src = String(asRecord(s.with)?.src ?? "");
          const paths = src.split(/\s+/).map(normalize);
          roots.push(...paths.length ? paths : [""]);
          sources.push(`${path}: ${s.uses.split("@")[0]}`);
        }
        if (typeof s.uses === "string" && /^pre-commit\/action(@|$)/.test(s.uses)) preCommit = true;
      }
    }
  }
  const preCommitConfig = files.includes(".pre-commit-config.yaml") ? await headText(tree, ".pre-commit-config.yaml", 256 * 1024) : void 0;
  if (preCommitConfig !== void 0 && /^ci:/m.test(preCommitConfig)) preCommit = true;
  if (preCommit && preCommitConfig !== void 0 && preCommitRunsRuff(preCommitConfig)) {
    roots.push("");
    sources.push(".pre-commit-config.yaml: ruff hook");
  }
  const include = await rootInclude(tree);
  const lintsFolder = (path) => roots.some((root) => root === "" || path === root || path.startsWith(root + "/"));
  return {
    sources,
    // A file named on the command line is linted whatever `include` says; a folder's files only when included.
    lints: (path) => roots.includes(path) || lintsFolder(path) && (include === void 0 || include(path))
  };
}
async function rootInclude(tree) {
  for (const name of [".ruff.toml", "ruff.toml", "pyproject.toml"]) {
    const text = await headText(tree, name, 512 * 1024);
    if (text === void 0) continue;
    let table2;
    try {
      table2 = parse(text);
    } catch {
      return void 0;
    }
    const ruff = name === "pyproject.toml" ? asRecord(asRecord(table2.tool)?.ruff) : table2;
    if (!ruff) continue;
    if (!Array.isArray(ruff.include)) return void 0;
    const globs = [...ruff.include, ...Array.isArray(ruff["extend-include"]) ? ruff["extend-include"] : []].filter((g) => typeof g === "string");
    const matchers = globs.map((g) => g.includes("/") ? (0, import_picomatch2.default)(normalize(g), { dot: true }) : (0, import_picomatch2.default)(g, { dot: true, basename: true }));
    return (path) => matchers.some((m) => m(path));
  }
  return void 0;
}

// src/checks/review/lint/ruff.ts
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, posix } from "node:path";

// src/checks/review/lint/profile.ts
var BUG_RISK_PROFILE = [
  { code: "B006", severity: "error", reason: "mutable default argument: shared across calls, so state leaks between episodes" },
  { code: "B012", severity: "error", reason: "return/break/continue in finally swallows the exception" },
  { code: "B015", severity: "error", reason: "comparison whose result is discarded: a missing assert or if" },
  { code: "B017", severity: "error", reason: "assertRaises(Exception)/pytest.raises(Exception) passes on any error, including the bug" },
  { code: "B018", severity: "error", reason: "expression statement with no effect" },
  { code: "B020", severity: "error", reason: "loop variable overrides the iterable it iterates" },
  { code: "B023", severity: "error", reason: "closure binds the loop variable late: every callback sees the last value" },
  { code: "B025", severity: "error", reason: "duplicate except clause: the second is dead code" },
  { code: "B030", severity: "error", reason: "except clause that is not an exception class: a TypeError at run time" },
  { code: "B031", severity: "error", reason: "itertools.groupby group reused after the iterator moved on" },
  { code: "B032", severity: "error", reason: "annotation where an assignment was meant (`x: 1`)" },
  { code: "B033", severity: "error", reason: "duplicate item in a set literal" },
  { code: "B035", severity: "error", reason: "static key in a dict comprehension: one entry, not many" },
  { code: "F811", severity: "error", reason: "redefinition of an unused name: the first definition is dead" },
  { code: "PLE", severity: "error", reason: "pylint errors: code that fails at run time (bad format strings, await outside async, ...)" },
  { code: "RUF006", severity: "error", reason: "asyncio task without a reference: it can be garbage-collected mid-run" },
  { code: "ASYNC210", severity: "error", reason: "blocking HTTP call in an async function stalls the server event loop" },
  { code: "ASYNC230", severity: "warning", reason: "blocking open() in an async function: fine for small files, a stall for large ones" },
  { code: "ASYNC251", severity: "error", reason: "time.sleep in an async function blocks every session of the server" },
  { code: "S102", severity: "warning", reason: "exec(): code execution; intended in a code sandbox, a hole anywhere else" },
  { code: "S307", severity: "warning", reason: "eval(): code execution on a string, often of agent input; ast.literal_eval for data" },
  { code: "S602", severity: "warning", reason: "subprocess with shell=True: agent or user text can reach a shell" },
  { code: "S605", severity: "warning", reason: "os.system/os.popen start a shell: same risk as shell=True" },
  { code: "S101", severity: "warning", reason: "bare assert used outside tests: python -O strips it, so the check it makes never runs in an optimised deployment (raise ValueError or TypeError)", notInTests: true },
  { code: "S108", severity: "notice", reason: "hard-coded /tmp path: collides between sessions sharing a container", notInTests: true },
  { code: "SLF001", severity: "notice", reason: "access to another object's private member: couples to internals that may change", notInTests: true }
];
function profileEntry(code) {
  return BUG_RISK_PROFILE.find((p) => code === p.code || !/\d/.test(p.code) && code.startsWith(p.code) && /^\d/.test(code.slice(p.code.length)));
}
var DEFAULT_SELECT = ["E9", "F63", "F7", "F82", "F401", "F841"];
var WHITESPACE_CODES = /* @__PURE__ */ new Set(["W291", "W292", "W293", "W391"]);

// src/checks/review/lint/ruff.ts
var RUFF_CONFIG_NAMES = ["pyproject.toml", "ruff.toml", ".ruff.toml"];
function hasRuffConfig(configs) {
  return configs.some((c) => !c.path.endsWith("pyproject.toml") || /^\s*\[tool\.ruff[\].]/m.test(c.text));
}
async function ruffConfigFiles(tree, lintedPaths) {
  const wanted = /* @__PURE__ */ new Set();
  for (const path of lintedPaths) {
    const parts = path.split("/").slice(0, -1);
    for (let depth = 0; depth <= parts.length; depth++) for (const name of RUFF_CONFIG_NAMES) wanted.add(posix.join(...parts.slice(0, depth), name));
  }
  const copied = /* @__PURE__ */ new Map();
  for (const path of wanted) {
    if (copied.size >= 200) break;
    if (copied.has(path)) continue;
    const bytes = await tree.readFile(path).catch(() => void 0);
    if (!bytes) continue;
    let text = Buffer.from(bytes).toString("utf8");
    try {
      const table2 = parse(text);
      const ruff = path.endsWith("pyproject.toml") ? table2.tool?.ruff : table2;
      if (typeof ruff?.extend === "string") {
        const target = posix.normalize(posix.join(posix.dirname(path), ruff.extend));
        if (ruff.extend.startsWith("/") || target.startsWith("../") || target === "..") {
          delete ruff.extend;
          text = stringify(table2);
        } else wanted.add(target);
      }
    } catch {
    }
    copied.set(path, text);
  }
  return [...copied].map(([path, text]) => ({ path, text }));
}
async function writeTree(dir, files) {
  for (const file of files) {
    const target = join(dir, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.text);
  }
}
async function spawnRuff(ruff, args, cwd, deadlineMs) {
  const env = childEnvironment({ inherit: PYTHON_TOOLCHAIN, set: { XDG_CONFIG_HOME: cwd } });
  const result = await runProcess(ruff, args, { label: "ruff", cwd, env, deadlineMs });
  if (result.stopped) return stopMessage("ruff", result.stopped, deadlineMs);
  return { exitCode: result.exitCode ?? -1, stdout: result.stdout.toString("utf8"), stderr: result.stderr.toString("utf8") };
}
async function ruffPass(ruff, tree, paths, selection, deadlineMs) {
  let output;
  try {
    output = await spawnRuff(ruff, ["check", "--output-format", "json", "--no-fix", "--no-cache", "--force-exclude", ...selection, "--", ...paths], tree, deadlineMs);
  } catch (error) {
    return `ruff could not run: ${error.message}`;
  }
  if (typeof output === "string") return output;
  if (output.exitCode !== 0 && output.exitCode !== 1) return `ruff exited ${output.exitCode}: ${redactSecrets(output.stderr.trim().split("\n").slice(-2).join(" "))}`;
  let diagnostics;
  try {
    diagnostics = JSON.parse(output.stdout || "[]");
  } catch {
    return "ruff printed output that is not JSON";
  }
  const prefix = tree.endsWith("/") ? tree : tree + "/";
  return (Array.isArray(diagnostics) ? diagnostics : []).map((d) => ({
    file: String(d.filename ?? "").startsWith(prefix) ? String(d.filename).slice(prefix.length) : String(d.filename ?? ""),
    line: Number(d.location?.row ?? 0),
    column: Number(d.location?.column ?? 1),
    code: d.code ?? "syntax-error",
    message: String(d.message ?? "")
  }));
}
function ruffRunner(root, pathEnv, deadlineMs = DEADLINES.ruff) {
  return async (files, request) => {
    const ruff = findOnPath("ruff", pathEnv);
    if (!ruff) return { status: "skipped", reason: "skipped: ruff not installed" };
    if (files.length === 0) return { status: "ran", findings: [], bugRisk: [], filesChecked: 0 };
    const paths = files.map((f) => f.path);
    const configs = request?.configs ?? await ruffConfigFiles(new WorkingTreeView(root), paths);
    const tree = await mkdtemp(join(tmpdir(), "openenv-ci-ruff-"));
    try {
      await writeTree(tree, [...configs, ...files]);
      const defaultSelection = !hasRuffConfig(configs);
      const passes = request?.passes ?? { own: true, bugRisk: true };
      const own = passes.own ? await ruffPass(ruff, tree, paths, defaultSelection ? ["--isolated", "--select", DEFAULT_SELECT.join(",")] : [], deadlineMs) : [];
      if (typeof own === "string") return { status: "failed", reason: own };
      const bugRisk2 = passes.bugRisk ? await ruffPass(ruff, tree, paths, ["--isolated", "--select", BUG_RISK_PROFILE.map((p) => p.code).join(",")], deadlineMs) : [];
      if (typeof bugRisk2 === "string") return { status: "failed", reason: bugRisk2 };
      return { status: "ran", findings: own, bugRisk: bugRisk2, filesChecked: files.length, defaultSelection: passes.own && defaultSelection };
    } finally {
      await rm(tree, { recursive: true, force: true });
    }
  };
}

// src/checks/review/compose.ts
var optionsFor = (context, check) => context.optionsOf?.(check.id) ?? Object.fromEntries(check.options.filter((o) => o.default !== void 0).map((o) => [o.name, o.default]));
var MANIFEST = /(^|\/)(openenv|environment)\.ya?ml$/;
var VALIDATE_INPUT = /(^|\/)(openenv\.ya?ml|pyproject\.toml|uv\.lock|requirements[^/]*\.txt|Dockerfile[^/]*|\.dockerignore|README\.md|app\.py)$/;
function splitByBase(head, base) {
  const { fresh, existing } = splitByFingerprint(head, base);
  return { fresh, preExisting: existing.length };
}
function ranInJob(context, check) {
  return context.reportedInJob?.has(check) === true || context.priorFindings.some((f) => f.check === check);
}
async function foldChecks(input) {
  const { context, files, options, headTree, baseTree } = input;
  const touched = files.filter((f) => f.status !== "deleted").map((f) => f.path);
  const out = { findings: [], preExisting: 0, ran: [] };
  if (touched.length === 0) return out;
  const quiet = { ...context.services, logger: { ...context.services.logger, info: () => void 0, progress: () => void 0 } };
  const configured = (findings) => asReported(findings, context);
  const add = (check, head, base) => {
    const { fresh, preExisting } = splitByBase(configured(head), configured(base));
    out.findings.push(...fresh.map((f) => ({ ...f, check })));
    out.preExisting += preExisting;
    out.ran.push(check);
  };
  const rfcPrefix = options.rfcDir + "/";
  if (!ranInJob(context, "rfc-lint") && context.baseRevision && context.services.git && files.some((f) => f.path.startsWith(rfcPrefix))) {
    const { rfcLintCheck } = await import("./rfc-CKR56B5T.js");
    const result = await rfcLintCheck.run({ ...context, services: quiet, options: optionsFor(context, rfcLintCheck), priorFindings: [] });
    const fresh = result.findings.filter((f) => !isPreExisting(f)).map(({ scope: _marked, ...f }) => f);
    add("rfc-lint", fresh, []);
    out.preExisting += result.findings.length - fresh.length;
  }
  const manifests = touched.filter((p) => MANIFEST.test(p));
  const manifestsRan = ranInJob(context, "manifests");
  let manifestsAtHead = manifestsRan ? context.priorFindings.filter((f) => f.check === "manifests") : [];
  if (!manifestsRan && manifests.length) {
    const { manifestsCheck, scanWithOptions } = await import("./manifests-CN22FIKY.js");
    const touchedManifests = new Set(manifests);
    const scan = async (tree) => (await scanWithOptions(tree, optionsFor(context, manifestsCheck), context.services.signal, touchedManifests, context.ruleOff)).findings.sort(compareFindings);
    manifestsAtHead = await scan(headTree);
    add("manifests", manifestsAtHead, baseTree ? await scan(baseTree) : []);
  }
  const inputs = touched.filter((p) => VALIDATE_INPUT.test(p));
  if (!ranInJob(context, "validate") && inputs.length) {
    const { discoverEnvRoots, runStaticValidation } = await import("./run-SAHGOIUN.js");
    const headFiles2 = await headTree.listFiles();
    const roots = discoverEnvRoots(headFiles2, []).filter((root) => inputs.some((p) => root === "" || p.startsWith(root + "/")));
    if (roots.length) {
      const { parseValidateOptions, VALIDATE_OPTION_SPECS } = await import("./options-CFD37MCR.js");
      const configured2 = (() => {
        try {
          return parseValidateOptions(optionsFor(context, { id: "validate", options: VALIDATE_OPTION_SPECS }));
        } catch {
          return parseValidateOptions({});
        }
      })();
      const staticOnly = { ...configured2.static, pythonAst: "off", criterionOff: (id) => configured2.skip(id) || context.ruleOff?.(id) === true };
      const validated = async (tree, envRoots) => (await runStaticValidation(tree, envRoots, staticOnly)).findings.filter((f) => !configured2.skip(f.rule));
      const scanned = new Set(manifests);
      const head = withoutManifestsDuplicates(await validated(headTree, roots), manifestsAtHead, (file) => scanned.has(file), roots);
      const baseFiles = baseTree ? await baseTree.listFiles() : [];
      const baseListed = new Set(baseFiles);
      const baseRoots = roots.filter((r) => baseListed.has(`${r ? r + "/" : ""}openenv.yaml`));
      const base = baseTree && baseRoots.length ? await validated(baseTree, baseRoots) : [];
      add("validate", head, base);
    }
  }
  return out;
}
var MANY_AT_ONE_PLACE = 3;
function collapseRepeated(findings) {
  const out = [];
  for (const group of groupByCause(findings)) {
    const first = group.findings[0];
    if (group.files.length >= REPEATED_MIN_FILES) {
      const places = [...group.findings].sort(compareByLocation).map((f) => ({ file: f.file, ...f.line !== void 0 ? { line: f.line } : {} }));
      out.push({ ...first, places });
      continue;
    }
    const at = new Set(group.findings.map(place));
    if (at.size === 1 && group.findings.length > MANY_AT_ONE_PLACE) {
      const messages = [...new Set(group.findings.map((f) => f.message))];
      const list = messages.slice(0, 10).join("; ") + (messages.length > 10 ? `; and ${messages.length - 10} more` : "");
      out.push({ ...first, message: `${group.findings.length} findings at ${[...at][0]}: ${list}` });
      continue;
    }
    out.push(...group.findings);
  }
  return out;
}
function reportedElsewhere(findings) {
  return groupByCause([...findings].sort(compareByLocation), ruleKey).map((group) => {
    const first = group.findings[0];
    const { line: _line, ...rest } = first;
    const count = group.findings.length === 1 ? "" : group.findings.length === group.files.length ? ` in ${plural(group.files.length, "file")}` : ` in ${plural(group.findings.length, "place")} of ${plural(group.files.length, "file")}`;
    const message = `Reported by the ${first.check} step of this job${count}, in its section: counted there, not again here.`;
    if (group.findings.length === 1) return { ...first, message };
    return { ...rest, file: group.files.length === 1 ? first.file : folderPattern(group.files)?.glob ?? first.file, message };
  });
}

// src/checks/review/reviewers.ts
var import_picomatch3 = __toESM(require_picomatch(), 1);
var HANDLE = /^@[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\/[A-Za-z0-9._-]+)?$/;
function parseCodeowners(text) {
  const rules = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)#.*$/, "").trim();
    if (!line) continue;
    const [pattern, ...owners] = line.split(/\s+/);
    if (!pattern) continue;
    const handles = owners.filter((o) => HANDLE.test(o));
    rules.push({ pattern, owners: handles, matches: codeownersMatcher(pattern) });
  }
  return rules;
}
function codeownersMatcher(pattern) {
  let glob = pattern;
  const anchored = glob.startsWith("/") || glob.slice(0, -1).includes("/");
  glob = glob.replace(/^\//, "");
  if (glob.endsWith("/")) glob += "**";
  else if (!glob.includes("*")) {
    const exact = (0, import_picomatch3.default)(anchored ? glob : `**/${glob}`, { dot: true });
    const folder = (0, import_picomatch3.default)(anchored ? `${glob}/**` : `**/${glob}/**`, { dot: true });
    return (path) => exact(path) || folder(path);
  }
  const match = (0, import_picomatch3.default)(anchored ? glob : `**/${glob}`, { dot: true });
  return (path) => match(path) || (glob.endsWith("/*") ? false : (0, import_picomatch3.default)(anchored ? `${glob}/**` : `**/${glob}/**`, { dot: true })(path));
}
function ownersOf(rules, path) {
  for (let i = rules.length - 1; i >= 0; i--) if (rules[i].matches(path)) return rules[i].owners;
  return [];
}
async function blameLogins(git, revision, path, start, end) {
  const result = await git(["blame", "--line-porcelain", "-L", `${start},${end}`, revision, "--", path], { allowFailure: true });
  if (result.exitCode !== 0) return [];
  const logins = /* @__PURE__ */ new Set();
  for (const line of result.stdout.toString("utf8").split("\n")) {
    const mail = /^author-mail <(?:\d+\+)?([A-Za-z0-9-]+)@users\.noreply\.github\.com>$/.exec(line);
    if (mail && !mail[1].endsWith("[bot]") && mail[1] !== "actions-user") logins.add(`@${mail[1]}`);
  }
  return [...logins].sort(compareHandles);
}
function compareHandles(a, b) {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/checks/review/project.ts
var parent = (path) => path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
function ancestorDirs(path) {
  const out = [];
  for (let dir = parent(path); ; dir = parent(dir)) {
    out.push(dir);
    if (dir === "") return out;
  }
}
async function loadProjects(tree, files) {
  const dirs = new Set(files.flatMap((f) => ancestorDirs(f.path)));
  const out = [];
  for (const dir of [...dirs].sort()) {
    const path = dir ? `${dir}/pyproject.toml` : "pyproject.toml";
    const bytes = await tree.readFile(path).catch(() => void 0);
    if (!bytes || bytes.byteLength > 1024 * 1024) continue;
    try {
      out.push({ dir, data: parse(decodeText(bytes).text) });
    } catch {
    }
  }
  return out;
}
function projectOf(projects, path) {
  let best;
  for (const p of projects) if ((p.dir === "" || path.startsWith(p.dir + "/")) && (!best || p.dir.length > best.dir.length)) best = p;
  return best;
}
function scriptEntryFiles(projects) {
  const out = /* @__PURE__ */ new Set();
  for (const project of projects) {
    const scripts = table(table(project.data.project)?.scripts) ?? {};
    for (const target of Object.values(scripts)) {
      if (typeof target !== "string") continue;
      const module = target.split(":")[0].trim();
      if (!/^[\w.]+$/.test(module)) continue;
      const segments2 = module.split(".");
      const prefix = project.dir ? project.dir + "/" : "";
      for (const candidate of [segments2, ["src", ...segments2], segments2.slice(1)]) {
        if (candidate.length === 0) continue;
        out.add(`${prefix}${candidate.join("/")}.py`);
        out.add(`${prefix}${candidate.join("/")}/__main__.py`);
      }
    }
  }
  return out;
}

// src/checks/review/rfcs.ts
function pythonDefinitionLines(text) {
  const names = /* @__PURE__ */ new Map();
  let fence;
  let number = 0;
  for (const line of text.split(/\r?\n/)) {
    number++;
    const marker = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (marker) {
      if (fence === void 0) fence = /^(python|py|python3)$/i.test(marker[2]) ? marker[1] : "";
      else if (line.trim().startsWith(fence || marker[1]) && line.trim().replace(/[`~]/g, "") === "") fence = void 0;
      continue;
    }
    if (!fence) continue;
    const definition = /^(?:async\s+)?(?:class|def)\s+([A-Za-z_]\w*)/.exec(line);
    if (definition && !/^__\w+__$/.test(definition[1]) && !names.has(definition[1])) names.set(definition[1], number);
  }
  return names;
}
var OPEN_STATUSES = /* @__PURE__ */ new Set(["Draft", "In Review"]);
var RFC_FILE = /^(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
var LOGIN = /@([A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38})\b/g;
var STOPWORDS = /* @__PURE__ */ new Set([
  "openenv",
  "support",
  "system",
  "basic",
  "design",
  "principles",
  "roadmap",
  "project",
  "phases",
  "environment",
  "environments",
  "external",
  "integration",
  "signals",
  "component",
  "multi",
  // Generic title words and folder names that every change touches.
  "redesign",
  "proposal",
  "improvements",
  "update",
  "updates",
  "standard",
  "framework",
  "server",
  "client",
  "models",
  "tests",
  "types",
  "utils",
  "interface",
  "interfaces",
  "general",
  "initial",
  "simple",
  "better",
  "first",
  "using",
  "based",
  "towards",
  "between"
]);
var areaWords = (text) => text.toLowerCase().split(/[^a-z0-9_]+/).filter((w) => w.length >= 5 && !STOPWORDS.has(w));
function field(header, name) {
  const match = new RegExp(String.raw`\*\*${name}(?::\*\*|\*\*\s*:)\s*([^\n]*?)\s*(?=\*\*[A-Z][\w ]*(?::\*\*|\*\*\s*:)|$)`, "m").exec(header);
  return match?.[1]?.trim();
}
function parseRfc(path, text) {
  const base = path.slice(path.lastIndexOf("/") + 1);
  const file = RFC_FILE.exec(base);
  if (!file) return void 0;
  const lines = text.split(/\r?\n/);
  const h1 = lines.find((l) => /^#\s/.test(l)) ?? "";
  const title = h1.replace(/^#\s+RFC(?:\s+\d+)?\s*:\s*/, "").replace(/^#\s+/, "").trim();
  const firstSection = lines.findIndex((l) => /^##\s/.test(l));
  const header = lines.slice(0, firstSection < 0 ? 40 : firstSection).join("\n");
  const status = (field(header, "Status") ?? "").replace(/[*_]/g, "").trim();
  const authors = [...(field(header, "Authors") ?? "").matchAll(LOGIN)].map((m) => m[1]);
  const spans = lines.flatMap((text2, index) => [...text2.matchAll(/`([^`\n]{2,120})`/g)].map((m) => ({ span: m[1].trim(), line: index + 1 })));
  const isPath = (s) => /^[\w.-]+(\/[\w.-]+)+\/?$/.test(s) && !s.startsWith("http");
  const isSymbol = (s) => /^[A-Za-z_][A-Za-z0-9_]{5,}$/.test(s) && (/[a-z][A-Z]/.test(s) || s.includes("_")) && !/^[A-Z_]+$/.test(s) && !/^__\w+__$/.test(s);
  const namedAt = /* @__PURE__ */ new Map();
  const named = (term, line) => {
    const at = namedAt.get(term);
    if (!at) namedAt.set(term, [line]);
    else if (at[at.length - 1] !== line) at.push(line);
  };
  const paths = /* @__PURE__ */ new Set();
  const symbols = /* @__PURE__ */ new Set();
  for (const { span, line } of spans) {
    if (isPath(span)) {
      const relative = span.replace(/^\.\//, "");
      paths.add(relative);
      named(relative, line);
    }
    const symbol = span.replace(/\(.*$/, "");
    if (isSymbol(symbol)) {
      symbols.add(symbol);
      named(symbol, line);
    }
  }
  const definitions = pythonDefinitionLines(text);
  for (const [name, line] of definitions) namedAt.set(name, [.../* @__PURE__ */ new Set([...namedAt.get(name) ?? [], line])].sort((a, b) => a - b));
  return {
    path,
    number: file[1],
    title: title || file[2],
    status,
    authors: [...new Set(authors)],
    slugWords: [.../* @__PURE__ */ new Set([...areaWords(file[2]), ...areaWords(title)])],
    paths: [...paths].sort(),
    symbols: [...symbols].sort(),
    definitions: [...definitions.keys()].sort(),
    namedAt
  };
}
var SECTIONS_PER_TERM = 3;
async function rfcSectionsNaming(rfc, text, terms) {
  const lines = [...new Set(terms.flatMap((t) => (rfc.namedAt.get(t) ?? []).slice(0, SECTIONS_PER_TERM)))];
  return rfcSectionsAt(rfc.path, text, lines);
}
async function rfcSectionsAt(path, text, lines) {
  if (lines.length === 0) return [];
  const { parseOutline } = await import("./document-LDZXO3TO.js");
  const headings = parseOutline(text);
  const h1 = headings.find((h) => h.level === 1);
  const textLines = text.split(/\r?\n/);
  const sections = headings.filter((h) => h.level >= 2);
  const firstSection = sections[0]?.line ?? textLines.length + 1;
  const out = /* @__PURE__ */ new Map();
  for (const line of lines) {
    let start;
    let end;
    if (line < firstSection) {
      start = h1 && h1.line <= line ? h1.line : 1;
      end = firstSection - 1;
    } else {
      const holding = sections.filter((h) => h.line <= line && line <= h.sectionEndLine).pop();
      if (!holding) continue;
      start = holding.line;
      end = holding.sectionEndLine;
    }
    while (end > start && (textLines[end - 1] ?? "").trim() === "") end--;
    out.set(start, { doc: path, startLine: start, endLine: end });
  }
  return [...out.values()].sort((a, b) => a.startLine - b.startLine);
}
async function loadOpenRfcs(repo, rfcDir) {
  const prefix = rfcDir ? rfcDir + "/" : "";
  const out = [];
  for (const path of await repo.listFiles()) {
    if (!path.startsWith(prefix) || path.slice(prefix.length).includes("/")) continue;
    if ((await repo.fileSize(path) ?? 0) > 1024 * 1024) continue;
    const bytes = await repo.readFile(path);
    if (!bytes) continue;
    const rfc = parseRfc(path, decodeText(bytes).text);
    if (rfc && OPEN_STATUSES.has(rfc.status)) out.push(rfc);
  }
  return out.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}

// src/checks/review/tokens.ts
var MAX_TOKENIZED_CHARS = 512 * 1024;
var COMPOUND = /* @__PURE__ */ new Set(["def", "class", "if", "elif", "else", "try", "except", "finally", "with", "for", "while", "match", "case", "async"]);
function withEnclosing(logical) {
  const out = [];
  const open = [];
  let enclosing = [];
  for (const { indent, tokens } of logical) {
    let closed = false;
    while (open.length && open[open.length - 1].indent >= indent) {
      open.pop();
      closed = true;
    }
    if (closed) enclosing = open.map((o) => o.header);
    const line = tokens[0].line;
    out.push({ indent, tokens, line, enclosing });
    const first = tokens[0];
    const last = tokens[tokens.length - 1];
    if (first.type === "name" && COMPOUND.has(first.value) && last.type === "op" && last.value === ":") {
      const keyword = first.value === "async" ? tokens[1]?.value ?? "async" : first.value;
      open.push({ indent, header: { keyword, tokens, line } });
      enclosing = open.map((o) => o.header);
    }
  }
  return out;
}
var shared;
async function shareTextViews(work) {
  const scope = shared ??= { views: /* @__PURE__ */ new Map(), runs: 0 };
  scope.runs++;
  try {
    return await work();
  } finally {
    if (--scope.runs === 0 && shared === scope) shared = void 0;
  }
}
function viewOfText(text) {
  const known = shared?.views.get(text);
  if (known) return known;
  const { lines, comments, error } = tokenizePython(text, { recover: true });
  const view = { statements: withEnclosing(lines), comments, complete: error === void 0 };
  shared?.views.set(text, view);
  return view;
}
var linesCache = /* @__PURE__ */ new WeakMap();
function viewOfLines(lines) {
  const cached = linesCache.get(lines);
  if (cached) return cached;
  const logical = [];
  const comments = [];
  let complete = true;
  for (let start = 0; start < lines.length; ) {
    let end = start + 1;
    while (end < lines.length && lines[end].line === lines[end - 1].line + 1) end++;
    const offset = lines[start].line - 1;
    const run = tokenizePython(
      lines.slice(start, end).map((l) => l.text).join("\n"),
      { recover: true }
    );
    if (run.error !== void 0) complete = false;
    for (const { indent, tokens } of run.lines) logical.push({ indent, tokens: tokens.map((t) => ({ ...t, line: t.line + offset })) });
    for (const c of run.comments) comments.push({ ...c, line: c.line + offset });
    start = end;
  }
  const view = { statements: withEnclosing(logical), comments, complete };
  linesCache.set(lines, view);
  return view;
}
var fileCache = /* @__PURE__ */ new WeakMap();
function fileView(file) {
  let view = fileCache.get(file);
  if (!view) {
    const whole = file.head !== void 0 && file.head.length <= MAX_TOKENIZED_CHARS;
    view = { ...whole ? viewOfText(file.head) : viewOfLines(file.added), whole };
    fileCache.set(file, view);
  }
  return view;
}
function viewTextMatches(file, regex) {
  const whole = file.head !== void 0 && file.head.length <= MAX_TOKENIZED_CHARS;
  return whole ? regex.test(file.head) : file.added.some((l) => regex.test(l.text));
}
function releasePythonViews(file) {
  fileCache.delete(file);
  for (const side of ["added", "removed"]) {
    const lines = builtLines(file, side);
    if (lines) linesCache.delete(lines);
  }
}
function pythonViewOf(file) {
  return fileView(file);
}
function statementsOf(file) {
  const view = fileView(file);
  const usable = view.complete && (view.whole || file.head === void 0);
  return usable ? view.statements : [];
}
function statementLines(statement) {
  const tokens = statement.tokens;
  const lastToken = tokens[tokens.length - 1];
  return { first: tokens[0].line, last: lastToken.line + (lastToken.type === "string" ? lastToken.value.match(/\n/g)?.length ?? 0 : 0) };
}
var isNameToken = (t, value) => t?.type === "name" && (value === void 0 || t.value === value);
var isOpToken = (t, value) => t?.type === "op" && t.value === value;

// src/checks/review/statements.ts
var codeCache = /* @__PURE__ */ new WeakMap();
function codeOf(tokens) {
  const cached = codeCache.get(tokens);
  if (cached) return cached;
  let text = "";
  const offsets = [];
  for (let i = 0; i < tokens.length && text.length < MAX_LINE_LENGTH; i++) {
    const t = tokens[i];
    const previous = tokens[i - 1];
    if (previous && !touches(previous, t)) text += " ";
    offsets.push(text.length);
    if (t.type === "string") {
      const quote = t.value.charAt(t.prefix.length);
      text += t.prefix + quote + quote;
    } else text += t.value;
  }
  const code = { text: text.slice(0, MAX_LINE_LENGTH), offsets };
  codeCache.set(tokens, code);
  return code;
}
function displayOf(tokens) {
  return tokens.map((t, i) => (i > 0 && !touches(tokens[i - 1], t) ? " " : "") + t.value).join("");
}
var touches = (previous, next) => previous.line === next.line && previous.column + previous.value.length === next.column;
function tokenAtOffset(tokens, offset) {
  const { offsets } = codeOf(tokens);
  let index = 0;
  while (index + 1 < offsets.length && offsets[index + 1] <= offset) index++;
  return tokens[index];
}
function closingBracket(tokens, open) {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type !== "op") continue;
    if ("([{".includes(t.value)) depth++;
    else if (")]}".includes(t.value) && --depth === 0) return i;
  }
  return tokens.length;
}
function bracketPairs(tokens, opens = "([{", closes = ")]}") {
  const pairs = new Int32Array(tokens.length).fill(-1);
  const open = [];
  tokens.forEach((t, i) => {
    if (t.type !== "op") return;
    if (opens.includes(t.value)) open.push(i);
    else if (closes.includes(t.value) && open.length > 0) {
      const opener = open.pop();
      pairs[opener] = i;
      pairs[i] = opener;
    }
  });
  return pairs;
}
function bracketItems(tokens, open) {
  const close = closingBracket(tokens, open);
  const items = [];
  let item = [];
  let depth = 0;
  for (let i = open + 1; i < close; i++) {
    const t = tokens[i];
    if (t.type === "op" && "([{".includes(t.value)) depth++;
    if (t.type === "op" && ")]}".includes(t.value)) depth--;
    if (depth === 0 && isOpToken(t, ",")) {
      items.push(item);
      item = [];
    } else item.push(t);
  }
  if (item.length) items.push(item);
  return items;
}
function dottedChain(tokens, end) {
  const chain = [tokens[end].value];
  for (let i = end - 1; i >= 1 && isOpToken(tokens[i], ".") && isNameToken(tokens[i - 1]); i -= 2) chain.unshift(tokens[i - 1].value);
  return chain;
}
var isCall = (tokens, i) => isNameToken(tokens[i]) && isOpToken(tokens[i + 1], "(");
var isAttribute = (tokens, i) => isOpToken(tokens[i - 1], ".");
var FIELD_NAME = /[A-Za-z_]\w*/g;
function fStringFields(content) {
  return [...content.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]).filter(Boolean);
}
function fStringFieldTokens(content, line) {
  const out = [];
  for (const field2 of fStringFields(content)) {
    let expression = field2;
    let depth = 0;
    for (let i = 0; i < expression.length; i++) {
      const c = expression.charAt(i);
      if ("([{".includes(c)) depth++;
      else if (")]}".includes(c)) depth--;
      else if (depth === 0 && (c === ":" || c === "!" && expression.charAt(i + 1) !== "=")) {
        expression = expression.slice(0, i);
        break;
      }
    }
    expression = expression.replace(/=\s*$/, "");
    try {
      const tokens = pythonLogicalLines(expression.trim()).flatMap((l) => l.tokens);
      out.push(tokens.map((t) => ({ ...t, line })));
    } catch (error) {
      if (!(error instanceof PythonLexError)) throw error;
      out.push([...expression.matchAll(FIELD_NAME)].map((m) => ({ type: "name", value: m[0], line, column: 0 })));
    }
  }
  return out;
}
var isImportStatement = (tokens) => isNameToken(tokens[0], "import") || isNameToken(tokens[0], "from");
function importedModules(tokens) {
  if (isNameToken(tokens[0], "from")) {
    const at = tokens.findIndex((t) => isNameToken(t, "import"));
    if (at < 0) return [];
    const module = tokens.slice(1, at).map((t) => t.value).join("");
    if (/^\.+$/.test(module)) return importedNames(tokens.slice(at + 1)).map((name) => module + name);
    return module ? [module] : [];
  }
  if (!isNameToken(tokens[0], "import")) return [];
  const out = [];
  let current = "";
  let alias = false;
  for (const t of tokens.slice(1)) {
    if (isOpToken(t, ",")) {
      if (current) out.push(current);
      current = "";
      alias = false;
    } else if (isNameToken(t, "as")) alias = true;
    else if (!alias) current += t.value;
  }
  if (current) out.push(current);
  return out;
}
function importedNames(tokens) {
  return tokens.filter((t, i) => t.type === "name" && t.value !== "as" && !isNameToken(tokens[i - 1], "as")).map((t) => t.value);
}
function importsAnyOf(tokens, packages) {
  return isImportStatement(tokens) && importedModules(tokens).some((m) => packages.has(moduleSegments(m)[0] ?? ""));
}
function moduleSegments(module) {
  return module.replace(/^\.+/, "").split(".").filter(Boolean);
}
function defIndex(tokens) {
  const at = isNameToken(tokens[0], "async") ? 1 : 0;
  return isNameToken(tokens[at], "def") && isNameToken(tokens[at + 1]) ? at : -1;
}
function definedFunction(tokens) {
  const at = defIndex(tokens);
  return at < 0 ? void 0 : tokens[at + 1].value;
}
function enclosingFunction(statement) {
  for (let i = statement.enclosing.length - 1; i >= 0; i--) {
    const name = definedFunction(statement.enclosing[i].tokens);
    if (name !== void 0) return name;
  }
  return void 0;
}
var isDecorator = (statement) => isOpToken(statement.tokens[0], "@");
function decoratorsAbove(statements, index) {
  let start = index;
  while (start > 0 && isDecorator(statements[start - 1]) && statements[start - 1].indent === statements[index].indent) start--;
  return statements.slice(start, index);
}
function blockBody(statements, index) {
  const header = statements[index];
  const body = [];
  for (let i = index + 1; i < statements.length; i++) {
    const s = statements[i];
    if (!s.enclosing.some((e) => e.tokens === header.tokens)) break;
    body.push(s);
  }
  return body;
}
function isToolDecorator(tokens) {
  let end = 1;
  while (isNameToken(tokens[end]) && isOpToken(tokens[end + 1], ".")) end += 2;
  return isNameToken(tokens[end], "tool") && (end === tokens.length - 1 || isOpToken(tokens[end + 1], "("));
}
function mcpTools(statements) {
  const tools = [];
  const decorated = [];
  for (let i = statements.length - 1; i >= 0; i--) decorated[i] = isDecorator(statements[i]) ? decorated[i + 1] ?? statements.length : i;
  statements.forEach((decorator, i) => {
    if (!isDecorator(decorator) || !isToolDecorator(decorator.tokens)) return;
    const j = decorated[i + 1] ?? statements.length;
    const def = statements[j];
    const name = def && definedFunction(def.tokens);
    if (!def || name === void 0 || def.indent !== decorator.indent) return;
    const t = decorator.tokens;
    const keyword = t.findIndex((tok, k) => isNameToken(tok, "name") && isOpToken(t[k + 1], "=") && t[k + 2]?.type === "string");
    const nameToken = keyword >= 0 ? t[keyword + 2] : void 0;
    tools.push({ name: nameToken?.content || name, decoratorLine: decorator.line, defLine: def.line, decorator, nameToken, signature: def, body: blockBody(statements, j) });
  });
  return tools;
}

// src/checks/review/classes.ts
function classBases(tokens) {
  if (!isOpToken(tokens[2], "(")) return [];
  const bases = [];
  let depth = 0;
  let current = "";
  let keyword = false;
  for (let i = 3; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type === "op" && "([{".includes(t.value)) {
      depth++;
      continue;
    }
    if (t.type === "op" && ")]}".includes(t.value)) {
      if (depth === 0) break;
      depth--;
      continue;
    }
    if (depth > 0) continue;
    if (isOpToken(t, ",")) {
      if (current && !keyword) bases.push(current);
      current = "";
      keyword = false;
    } else if (isOpToken(t, "=")) keyword = true;
    else if (t.type === "name" || isOpToken(t, ".")) current += t.value;
    else current += t.value;
  }
  if (current && !keyword) bases.push(current);
  return bases;
}
function moduleInfo(path, text) {
  const { statements } = viewOfText(text);
  const classes = /* @__PURE__ */ new Map();
  const imports2 = /* @__PURE__ */ new Map();
  let open;
  for (const s of statements) {
    const t = s.tokens;
    if (s.indent === 0) open = void 0;
    if (s.indent === 0 && isNameToken(t[0], "class") && isNameToken(t[1])) {
      open = { name: t[1].value, file: path, line: s.line, bases: classBases(t), methods: /* @__PURE__ */ new Map() };
      classes.set(open.name, open);
      continue;
    }
    if (open && s.enclosing.length === 1 && s.enclosing[0].tokens[1]?.value === open.name) {
      const method = definedFunction(t);
      if (method !== void 0) open.methods.set(method, isNameToken(t[0], "async"));
    }
    const moduleLevel = !s.enclosing.some((e) => e.keyword === "def" || e.keyword === "class");
    const bind = (name, target) => {
      if (!imports2.has(name)) imports2.set(name, target);
    };
    if (moduleLevel && isNameToken(t[0], "from")) {
      const [module] = importedModules(t);
      const at = t.findIndex((x) => isNameToken(x, "import"));
      if (module === void 0 || at < 0) continue;
      const names = t.slice(at + 1).filter((x) => x.type === "name" || isOpToken(x, ","));
      for (let i = 0; i < names.length; i++) {
        const name = names[i];
        if (name.type !== "name") continue;
        if (isNameToken(names[i + 1], "as") && isNameToken(names[i + 2])) {
          bind(names[i + 2].value, { module, name: name.value });
          i += 2;
        } else bind(name.value, { module, name: name.value });
      }
    } else if (moduleLevel && isNameToken(t[0], "import")) {
      for (const module of importedModules(t)) bind(module.split(".")[0], { module: module.split(".")[0] });
    }
  }
  return { classes, imports: imports2, statements };
}
function moduleFile(files, from, module) {
  let path;
  const dots = /^\.+/.exec(module)?.[0].length ?? 0;
  if (dots > 0) {
    let dir = parentDir(from);
    for (let i = 1; i < dots; i++) dir = parentDir(dir);
    const rest = module.slice(dots).replace(/\./g, "/");
    path = rest ? dir ? `${dir}/${rest}` : rest : dir;
    return [`${path}.py`, `${path}/__init__.py`].find((p) => files.has(p.replace(/^\//, "")));
  }
  path = module.replace(/\./g, "/");
  const roots = ["", "src/"];
  const env = /^(envs\/)[^/]+\//.exec(from);
  if (env) roots.push(env[1]);
  for (const root of roots) {
    for (const candidate of [`${root}${path}.py`, `${root}${path}/__init__.py`]) if (files.has(candidate)) return candidate;
  }
  return void 0;
}
var ClassIndex = class {
  constructor(tree) {
    this.tree = tree;
  }
  tree;
  modules = /* @__PURE__ */ new Map();
  files;
  listing() {
    return this.files ??= headFiles(this.tree).then((files) => new Set(files));
  }
  module(path) {
    let info = this.modules.get(path);
    if (!info) {
      info = headText(this.tree, path, 1024 * 1024).then((text) => text === void 0 ? void 0 : moduleInfo(path, text));
      this.modules.set(path, info);
    }
    return info;
  }
  /** The class a name means in a module (defined there, or imported: followed through re-exports, depth 4). */
  async resolve(path, dotted, depth = 0) {
    if (depth > 4) return void 0;
    const info = await this.module(path);
    if (!info) return void 0;
    const parts = dotted.split(".");
    if (parts.length === 1) {
      const own = info.classes.get(dotted);
      if (own) return own;
    }
    const imported = info.imports.get(parts[0]);
    if (!imported) return void 0;
    const files = await this.listing();
    if (imported.name === void 0) {
      const target2 = moduleFile(files, path, parts.slice(0, -1).join("."));
      return target2 ? this.resolve(target2, parts[parts.length - 1], depth + 1) : void 0;
    }
    const target = moduleFile(files, path, imported.module);
    if (target) {
      const found = await this.resolve(target, [imported.name, ...parts.slice(1)].join("."), depth + 1);
      if (found) return found;
    }
    if (parts.length === 2) {
      const submodule = moduleFile(files, path, `${imported.module}${imported.module.endsWith(".") ? "" : "."}${imported.name}`);
      if (submodule) return this.resolve(submodule, parts[1], depth + 1);
    }
    return void 0;
  }
  /** The class's bases that resolve inside the repository, in order. */
  async bases(cls) {
    return Promise.all(cls.bases.map((base) => this.resolve(cls.file, base)));
  }
  /**
   * Is `method` async on the first class of `cls`'s bases (depth first, left to right, as Python's MRO
   * for single inheritance) that defines it? Undefined when no resolved base defines it.
   */
  async asyncInBases(cls, method, depth = 0) {
    if (depth > 6) return void 0;
    for (const base of await this.bases(cls)) {
      if (!base) continue;
      const own = base.methods.get(method);
      if (own !== void 0) return { async: own, owner: base };
      const inherited = await this.asyncInBases(base, method, depth + 1);
      if (inherited) return inherited;
    }
    return void 0;
  }
  /**
   * Does `cls` derive from `ancestor` (same file and name), through bases that resolve in the repository?
   * Undefined when a base does not resolve (a third-party class may itself derive from it).
   */
  async derivesFrom(cls, ancestor, depth = 0) {
    if (cls.file === ancestor.file && cls.name === ancestor.name) return true;
    if (depth > 8) return void 0;
    let unknown = false;
    for (const [i, base] of (await this.bases(cls)).entries()) {
      if (!base) {
        if (!/^(object|ABC|abc\.ABC|Exception|BaseException|Generic|Protocol|BaseModel|Enum|str|int|dict)$/.test(cls.bases[i].replace(/\[.*$/, ""))) unknown = true;
        continue;
      }
      const derives = await this.derivesFrom(base, ancestor, depth + 1);
      if (derives) return true;
      if (derives === void 0) unknown = true;
    }
    return unknown ? void 0 : false;
  }
};

// src/checks/review/rules/paths.ts
function segments(path) {
  return path.split("/");
}
function isServerModule(path) {
  return segments(path).slice(0, -1).includes("server");
}
function isServerApp(path) {
  return path === "server/app.py" || path.endsWith("/server/app.py");
}
function isPackageMain(path) {
  return path === "__main__.py" || path.endsWith("/__main__.py");
}
function isClientModule(path) {
  if (!path.endsWith(".py") || isServerModule(path)) return false;
  const parts = segments(path);
  const base = parts[parts.length - 1];
  return base === "client.py" || base.endsWith("_client.py") || parts.slice(0, -1).includes("client");
}
function isTestPath(path) {
  const parts = segments(path);
  const base = parts[parts.length - 1];
  return parts.includes("tests") || parts.includes("test") || base.startsWith("test_") || base.endsWith("_test.py") || base === "conftest.py";
}

// src/checks/review/rules/classes.ts
var indexes = /* @__PURE__ */ new WeakMap();
var indexOf = (tree) => {
  let index = indexes.get(tree);
  if (!index) indexes.set(tree, index = new ClassIndex(tree));
  return index;
};
var AWAITABLE_ANNOTATION = /\b(Awaitable|Coroutine|Future|Task|Any|object|Generator|AsyncIterator|AsyncGenerator|TypeVar|T)\b/;
function returnedCall(tokens) {
  if (!isNameToken(tokens[0], "return")) return void 0;
  const call = (at) => isNameToken(tokens[at]) && isOpToken(tokens[at + 1], "(") ? tokens[at].value : void 0;
  if (isNameToken(tokens[1], "super") && isOpToken(tokens[2], "(") && isOpToken(tokens[3], ")") && isOpToken(tokens[4], ".")) {
    const method = call(5);
    return method ? { method, via: "super", text: `super().${method}(...)` } : void 0;
  }
  if (isNameToken(tokens[1], "self") && isOpToken(tokens[2], ".")) {
    const method = call(3);
    return method ? { method, via: "self", text: `self.${method}(...)` } : void 0;
  }
  return void 0;
}
function returnAnnotation(tokens) {
  const arrow = tokens.findIndex((t) => isOpToken(t, "->"));
  return arrow < 0 ? void 0 : displayOf(tokens.slice(arrow + 1, -1));
}
var unawaitedAsyncReturn = {
  id: "review/unawaited-async-return",
  description: "A plain `def` annotated to return a value returns `super().m(...)` or `self.m(...)` where `m` is `async def` on the class or a base it resolves to in the repository: callers get a coroutine that never runs.",
  defaultSeverity: "error",
  details: "Defect: a coroutine returned where the annotation promises a value (OpenEnv #787's `step_text` returned `super().step(...)`, and `EnvClient.step` is async). The base classes are resolved in the HEAD tree through the module's imports and `__init__.py` re-exports. False-positive guards: only on added lines, only methods of a module-level class, only with a return annotation that allows no awaitable (`Awaitable`, `Coroutine`, `Future`, `Task`, `Any`, a TypeVar... are left alone, and so is a def without an annotation: returning a coroutine for the caller to await is a pattern); a base outside the repository is unknown, so silent.",
  tier: 1,
  async run(context, report) {
    if (!context.headTree) return;
    const index = indexOf(context.headTree);
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || !file.head || !viewTextMatches(file, /return\s+(super\(\)|self)\./)) continue;
      const statements = statementsOf(file);
      for (const statement of statements) {
        if (!file.addedLines.has(statement.line)) continue;
        const returned = returnedCall(statement.tokens);
        if (!returned) continue;
        const fn = statement.enclosing[statement.enclosing.length - 1];
        const cls = statement.enclosing[0];
        if (!fn || !cls || statement.enclosing.length !== 2 || cls.keyword !== "class" || fn.keyword !== "def" || isNameToken(fn.tokens[0], "async")) continue;
        const annotation = returnAnnotation(fn.tokens);
        if (annotation === void 0 || AWAITABLE_ANNOTATION.test(annotation)) continue;
        const info = (await index.module(file.path))?.classes.get(cls.tokens[1].value);
        if (!info) continue;
        const own = returned.via === "self" ? info.methods.get(returned.method) : void 0;
        const found = own !== void 0 ? { async: own, owner: info } : await index.asyncInBases(info, returned.method);
        if (!found?.async) continue;
        const name = definedFunction(fn.tokens);
        report({
          file: file.path,
          line: statement.line,
          message: `\`${name}\` is a plain def annotated \`-> ${annotation}\` but returns \`${returned.text}\`, and \`${found.owner.name}.${returned.method}\` is \`async def\` (${found.owner.file}:${found.owner.line}): callers get a coroutine that never runs. Make it \`async def ${name}\` and \`return await ${returned.text}\`.`,
          key: headLineText(file, statement.line)
        });
      }
    }
  }
};
var environmentOf = (path) => /^(envs\/[^/]+)\//.exec(path)?.[1];
function topLevelClasses(statements) {
  return statements.filter((s) => s.indent === 0 && isNameToken(s.tokens[0], "class") && isNameToken(s.tokens[1])).map((s) => ({ name: s.tokens[1].value, line: s.line, bases: classBases(s.tokens) }));
}
var MAX_ENVIRONMENT_FILES = 300;
var classRedefinedBases = {
  id: "review/class-redefined-bases",
  description: "One class name defined at module level in two files of one environment with different bases (an `except` or `isinstance` written against one misses the other); at least one definition added by the change, tests left out.",
  defaultSeverity: "error",
  details: "Defect: two classes of one name in one environment (OpenEnv #446 defined `UnparsableException(VerificationError)` in its verifier service and `UnparsableException(Exception)` in its environment: the environment's `except` missed the service's). False-positive guards: module-level classes only, the bases compared as written, at least one definition on an added line, environments under `envs/` only, test files left out; one finding per pair of files.",
  tier: 1,
  async run(context, report) {
    if (!context.headTree) return;
    const byEnvironment = /* @__PURE__ */ new Map();
    for (const file of context.files) {
      const env = environmentOf(file.path);
      if (!env || file.status === "deleted" || !isPython(file.path) || isTestPath(file.path) || !file.head || !viewTextMatches(file, /\bclass\s/)) continue;
      byEnvironment.set(env, [...byEnvironment.get(env) ?? [], file]);
    }
    if (byEnvironment.size === 0) return;
    const listing = await headFiles(context.headTree);
    for (const [env, changed] of byEnvironment) {
      const added = changed.flatMap((file) => topLevelClasses(statementsOf(file)).filter((c) => file.addedLines.has(c.line)).map((c) => ({ ...c, file })));
      if (added.length === 0) continue;
      const names = new Set(added.map((c) => c.name));
      const others = listing.filter((p) => p.startsWith(env + "/") && p.endsWith(".py") && !isTestPath(p)).slice(0, MAX_ENVIRONMENT_FILES);
      const definitions = /* @__PURE__ */ new Map();
      for (const path of others) {
        const changedFile = changed.find((f) => f.path === path);
        const text = changedFile?.head ?? await headText(context.headTree, path, 512 * 1024);
        if (text === void 0 || ![...names].some((n) => text.includes(`class ${n}`))) continue;
        const { statements } = viewOfText(text);
        for (const c of topLevelClasses(statements)) if (names.has(c.name)) definitions.set(c.name, [...definitions.get(c.name) ?? [], { file: path, line: c.line, bases: c.bases }]);
      }
      const pairs = /* @__PURE__ */ new Map();
      for (const cls of added) {
        const all = definitions.get(cls.name) ?? [];
        const differing = all.find((d) => d.file !== cls.file.path && d.bases.join(",") !== cls.bases.join(","));
        if (!differing) continue;
        const addedThere = added.find((a) => a.name === cls.name && a.file.path === differing.file);
        if (addedThere && addedThere.file.path < cls.file.path) continue;
        const bases = (b) => b.length ? `(${b.join(", ")})` : "with no base";
        const key = `${cls.file.path}\0${differing.file}`;
        const pair = pairs.get(key) ?? { file: cls.file.path, line: cls.line, other: differing.file, names: [], detail: "" };
        if (pair.names.length === 0) pair.detail = `\`class ${cls.name}\` ${bases(cls.bases)} here, ${bases(differing.bases)} at \`${differing.file}:${differing.line}\``;
        pair.names.push(cls.name);
        pairs.set(key, pair);
      }
      for (const pair of pairs.values()) {
        const more = pair.names.length > 1 ? ` (and ${pair.names.slice(1).map((n) => `\`${n}\``).join(", ")} likewise)` : "";
        report({
          file: pair.file,
          line: pair.line,
          message: `${pair.detail}${more}: two classes of one name in one environment, so an \`except ${pair.names[0]}\` or \`isinstance(..., ${pair.names[0]})\` written against one misses the other. Define each once and import it.`,
          key: `${pair.names.join(",")}:${pair.other}`
        });
      }
    }
  }
};
function returnedConstructor(tokens) {
  if (!isNameToken(tokens[0], "return") || !isNameToken(tokens[1])) return void 0;
  let end = 1;
  while (isOpToken(tokens[end + 1], ".") && isNameToken(tokens[end + 2])) end += 2;
  if (!isOpToken(tokens[end + 1], "(") || closingBracket(tokens, end + 1) !== tokens.length - 1) return void 0;
  return tokens.slice(1, end + 1).map((t) => t.value).join("");
}
function annotatedClass(annotation) {
  const quoted = annotation.length === 1 && annotation[0].type === "string" ? annotation[0].content : void 0;
  const text = quoted ?? (annotation.every((t) => t.type === "name" || isOpToken(t, ".")) ? annotation.map((t) => t.value).join("") : void 0);
  return text !== void 0 && /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(text) && !/^(None|Self|Any|object|type)$/.test(text) ? text : void 0;
}
var STRUCTURAL_BASE = /^(typing\.|typing_extensions\.)?Protocol$/;
var registers = (info, name) => info.statements.some(({ tokens }) => tokens.some((t, i) => isNameToken(t, name) && isOpToken(tokens[i + 1], ".") && isNameToken(tokens[i + 2], "register")));
var classStatement = (info, cls) => info.statements.find((s) => s.line === cls.line && s.indent === 0);
var returnNotSubclass = {
  id: "review/return-not-subclass",
  description: "A function annotated to return a class of the repository returns `Other(...)`, a class of the repository that does not derive from it: callers relying on the annotation get the wrong type.",
  defaultSeverity: "error",
  details: "Defect: an instance of an unrelated class where the annotation promises a subclass (OpenEnv #471 annotated `-> ResourceSessionFactory` and returned an instance of a class that does not derive from it): `isinstance` checks and the type checker's view of every caller are wrong. False-positive guards: only `return Name(...)` as a whole statement on an added line, only a return annotation naming one class (no `Optional`, `Union`, `|`, generics, `Self`, `Any`); both classes resolve to module-level classes of the HEAD tree through the module's imports and re-exports, and every base of the returned class resolves there too (a third-party base may derive from anything); silent for a Protocol annotation, an ABC with a `__subclasshook__` or that something `.register()`s (a plain ABC is checked: #471's is one), a returned class with `__new__` or a metaclass, and a called name the function binds itself.",
  tier: 1,
  async run(context, report) {
    if (!context.headTree) return;
    const index = indexOf(context.headTree);
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || !file.head || !viewTextMatches(file, /->/)) continue;
      for (const statement of statementsOf(file)) {
        if (!file.addedLines.has(statement.line)) continue;
        const called = returnedConstructor(statement.tokens);
        if (!called) continue;
        const fn = [...statement.enclosing].reverse().find((e) => definedFunction(e.tokens) !== void 0);
        if (!fn) continue;
        const arrow = fn.tokens.findIndex((t) => isOpToken(t, "->"));
        const annotated = arrow < 0 ? void 0 : annotatedClass(fn.tokens.slice(arrow + 1, -1));
        if (!annotated || annotated === called) continue;
        const head = called.split(".")[0];
        if (fn.tokens.slice(0, arrow).some((t) => isNameToken(t, head))) continue;
        const [expected, actual] = await Promise.all([index.resolve(file.path, annotated), index.resolve(file.path, called)]);
        if (!expected || !actual || expected.bases.some((b) => STRUCTURAL_BASE.test(b))) continue;
        if (actual.methods.has("__new__") || expected.methods.has("__subclasshook__")) continue;
        const [expectedModule, actualModule, ownModule] = await Promise.all([index.module(expected.file), index.module(actual.file), index.module(file.path)]);
        if (!expectedModule || !actualModule || !ownModule) continue;
        if ([expectedModule, actualModule, ownModule].some((m) => registers(m, expected.name))) continue;
        if (classStatement(actualModule, actual)?.tokens.some((t) => isNameToken(t, "metaclass"))) continue;
        if (await index.derivesFrom(actual, expected) !== false) continue;
        const name = definedFunction(fn.tokens);
        report({
          file: file.path,
          line: statement.line,
          message: `\`${name}\` is annotated \`-> ${annotated}\` but returns \`${called}(...)\`, and \`${actual.name}\` (${actual.file}:${actual.line}) does not derive from \`${expected.name}\` (${expected.file}:${expected.line}): callers get an object of the wrong type. Return a \`${expected.name}\`, make \`${actual.name}\` subclass it, or fix the annotation.`,
          key: `${name}:${headLineText(file, statement.line)}`
        });
      }
    }
  }
};

// src/checks/review/rules/client-reward.ts
var REWARD_FUNCTION = /^(\w*(?:compute|calc|calculate|score|shape|shaped)_?\w*reward\w*|\w*reward_(?:fn|function|shaping))$/i;
var AUGMENTED = /\b(\w*reward\w*)\s*[-+*/]=/;
var COMPUTED = /\b(\w*reward\w*)\s*=(?!=)\s*(.+)$/;
var clientReward = {
  id: "review/client-reward",
  description: "Reward computation added to client code (rewards are computed inside the environment).",
  defaultSeverity: "warning",
  tier: 2,
  perFile: true,
  conflict: "principle",
  wholeFile: true,
  invariant: { document: "invariants", title: "Rewards inside the environment", patterns: [/rewards in environment/i, /reward computation must stay/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || !isClientModule(file.path) || isTestPath(file.path)) continue;
      for (const statement of pythonViewOf(file).statements) {
        const code = codeOf(statement.tokens).text;
        let what;
        let at = 0;
        const fn = definedFunction(statement.tokens);
        if (fn !== void 0 && REWARD_FUNCTION.test(fn)) what = `defines ${fn}()`;
        const augmented = AUGMENTED.exec(code);
        if (!what && augmented) [what, at] = [`adjusts \`${augmented[1]}\``, augmented.index];
        const computed = COMPUTED.exec(code);
        if (!what && computed && /[-+*/]|\b(max|min|sum|round|abs)\s*\(/.test(computed[2])) [what, at] = [`computes \`${computed[1]}\``, computed.index];
        if (!what) continue;
        const line = tokenAtOffset(statement.tokens, at).line;
        report({
          file: file.path,
          line,
          message: `Client code ${what}. Rewards are computed inside the environment: move this to the server (a rubric or a server-side Transform) and let the client read observation.reward.`,
          key: headLineText(file, line)
        });
      }
    }
  }
};

// src/checks/review/rules/client-server-import.ts
function environmentDir(path) {
  const parts = path.split("/");
  const server = parts.lastIndexOf("server", parts.length - 2);
  if (server >= 0) return parts.slice(0, server).join("/");
  const client = parts.lastIndexOf("client", parts.length - 2);
  return parts.slice(0, client >= 0 ? client : parts.length - 1).join("/");
}
function ownModulePath(importer, module) {
  const envDir = environmentDir(importer);
  const envParts = envDir ? envDir.split("/") : [];
  const dots = /^\.*/.exec(module)[0].length;
  const segments2 = moduleSegments(module);
  if (dots > 0) {
    const from = importer.split("/").slice(0, -1);
    const base = from.slice(0, from.length - (dots - 1));
    if (base.length < envParts.length || base.slice(0, envParts.length).join("/") !== envDir) return void 0;
    return [...base.slice(envParts.length), ...segments2];
  }
  for (let start = 0; start < envParts.length; start++) {
    const prefix = envParts.slice(start);
    if (prefix.length <= segments2.length && prefix.every((p, i) => p === segments2[i])) return segments2.slice(prefix.length);
  }
  return void 0;
}
var isClientPath = (inside) => {
  const last = inside[inside.length - 1] ?? "";
  return inside.includes("client") || last.endsWith("_client");
};
var clientServerImport = {
  id: "review/client-server-import",
  description: "Environment client module importing from its server/, or server module importing the environment's own client.",
  defaultSeverity: "warning",
  tier: 2,
  perFile: true,
  conflict: "principle",
  wholeFile: true,
  invariant: { document: "invariants", title: "Client-server separation", patterns: [/client[- ]server separation/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || !file.path.endsWith(".py") || isTestPath(file.path)) continue;
      const client = isClientModule(file.path);
      const server = isServerModule(file.path);
      if (!client && !server) continue;
      for (const statement of pythonViewOf(file).statements) {
        if (!isImportStatement(statement.tokens)) continue;
        for (const module of importedModules(statement.tokens)) {
          const inside = ownModulePath(file.path, module);
          if (!inside || inside.length === 0) continue;
          if (client && inside[0] === "server") {
            report({
              file: file.path,
              line: statement.line,
              message: `Client module imports \`${module}\` from the server side. Clients must not depend on server code: move the shared types to models.py and import them from there.`,
              key: `client->${module}`
            });
          } else if (server && inside[0] !== "server" && isClientPath(inside)) {
            report({
              file: file.path,
              line: statement.line,
              message: `Server module imports the environment's client \`${module}\`. The server must not depend on its client: move what both need to models.py.`,
              key: `server->${module}`
            });
          }
        }
      }
    }
  }
};

// src/checks/review/rules/container-isolation.ts
function fileKind(path) {
  const base = path.slice(path.lastIndexOf("/") + 1);
  if (/^(Dockerfile|Containerfile)([.-].*)?$/i.test(base) || base.endsWith(".dockerfile")) return "dockerfile";
  if (/(^|[-_.])compose([-_.].*)?\.ya?ml$/i.test(base)) return "compose";
  if (/\.(sh|bash)$/.test(base) || base === "Makefile") return "shell";
  if (base.endsWith(".py")) return "python";
  if (/\.ya?ml$/.test(base)) return "yaml";
  return void 0;
}
var HOST_PATH = String.raw`(?:/(?!tmp\b)[\w.$/{}-]*|\./[\w.$/{}-]*|\.\./[\w.$/{}-]*|~/?[\w.$/{}-]*|\$\{?(?:PWD|HOME)\}?[\w.$/{}-]*)`;
var CHECK_WORDS = /privileged|host|docker\.sock|-v|--mount|volumes/;
var CHECKS = [
  { kinds: ["dockerfile", "shell", "yaml", "compose", "python"], regex: /--privileged\b/, what: "runs the container privileged", fix: "drop --privileged; grant the one capability needed with --cap-add" },
  { kinds: ["compose", "yaml"], regex: /^\s*privileged\s*:\s*true\b/, what: "runs the container privileged", fix: "remove `privileged: true`; grant the one capability needed with cap_add" },
  { kinds: ["python"], regex: /\bprivileged\s*=\s*True\b/, what: "starts the container privileged", fix: "remove privileged=True; grant the one capability needed with cap_add" },
  { kinds: ["dockerfile", "shell", "yaml", "compose", "python"], regex: /--(?:network|net)(?:=|\s+)["']?host\b/, what: "uses host networking", fix: "use the default bridge network and publish the port the server needs" },
  { kinds: ["compose", "yaml"], regex: /^\s*network_mode\s*:\s*["']?host\b/, what: "uses host networking", fix: "remove `network_mode: host` and publish the port the server needs" },
  { kinds: ["python"], regex: /\bnetwork_mode\s*=\s*["']host["']/, what: "uses host networking", fix: 'drop network_mode="host" and publish the port the server needs' },
  { kinds: ["dockerfile", "shell", "yaml", "compose", "python"], regex: /\/var\/run\/docker\.sock|\/run\/docker\.sock/, what: "gives the container the Docker socket (root on the host)", fix: "do not mount the Docker socket; use a provider API or a rootless sandbox" },
  { kinds: ["dockerfile", "shell", "yaml", "compose", "python"], regex: /--pid(?:=|\s+)host\b|^\s*pid\s*:\s*["']?host\b/, what: "shares the host PID namespace", fix: "remove the host PID namespace" },
  { kinds: ["shell", "yaml", "python"], regex: new RegExp(String.raw`(?:\s-v|--volume)(?:=|\s+)["']?${HOST_PATH}:`), what: "mounts a host path into the container", fix: "copy what the environment needs into the image, or document this explicit mount in the PR" },
  { kinds: ["shell", "yaml", "python"], regex: /--mount[= ]["']?type=bind\b/, what: "bind-mounts a host path into the container", fix: "copy what the environment needs into the image, or document this explicit mount in the PR" },
  { kinds: ["compose"], regex: new RegExp(String.raw`^\s*-\s*["']?${HOST_PATH}:`), what: "mounts a host path into the container", fix: "use a named volume, or document this explicit mount in the PR" },
  { kinds: ["python"], regex: /\bvolumes\s*=\s*[{[]\s*["']\//, what: "mounts a host path into the container", fix: "copy what the environment needs into the image, or document this explicit mount in the PR" }
];
var containerIsolation = {
  id: "review/container-isolation",
  description: "Dockerfile/compose/run change adding --privileged, host networking, the Docker socket or a host path mount.",
  defaultSeverity: "warning",
  tier: 2,
  perFile: true,
  conflict: "principle",
  wholeFile: true,
  invariant: { document: "invariants", title: "Container isolation", patterns: [/container isolation/i, /host filesystem/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted") continue;
      const kind = fileKind(file.path);
      if (!kind || kind === "python" && !scannedTextMatches(file, CHECK_WORDS)) continue;
      for (const { line, text } of scannedLines(file)) {
        if (kind === "python" && /^\s*#/.test(text)) continue;
        if ((kind === "dockerfile" || kind === "shell" || kind === "yaml" || kind === "compose") && /^\s*#/.test(text)) continue;
        if (kind !== "compose" && !CHECK_WORDS.test(text)) continue;
        const hit = CHECKS.find((c) => c.kinds.includes(kind) && c.regex.test(text));
        if (!hit) continue;
        report({
          file: file.path,
          line,
          message: `This change ${hit.what}. Environments run isolated from the host: ${hit.fix}.`,
          key: `${hit.what}:${text.trim()}`
        });
      }
    }
  }
};

// src/checks/review/rules/secret-logged.ts
var SECRET_WORDS = /* @__PURE__ */ new Set(["token", "secret", "password", "passwd", "apikey", "credential", "credentials"]);
var SECRET_PAIRS = [
  ["api", "key"],
  ["access", "key"],
  ["private", "key"],
  ["secret", "key"],
  ["auth", "token"]
];
var HARMLESS_WORDS = /* @__PURE__ */ new Set([
  "max",
  "num",
  "count",
  "len",
  "length",
  "limit",
  "ids",
  "id",
  "type",
  "name",
  "names",
  "file",
  "path",
  "url",
  "env",
  "envs",
  "var",
  "vars",
  "variable",
  "variables",
  "budget",
  "usage",
  "prefix",
  "header",
  "tokens",
  "tokenizer",
  "present",
  "set",
  "missing",
  "is",
  "has",
  // A position in a listing or a form nonce, not a credential (`page_token`, `next_token`, `csrf_token`).
  "page",
  "next",
  "cursor",
  "pagination",
  "continuation",
  "csrf"
]);
var SECRET_NAME_HINT = /token|secret|passw|credential|key/i;
function isSecretName(identifier) {
  if (!SECRET_NAME_HINT.test(identifier)) return false;
  const words2 = identifier.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split(/_+/).filter(Boolean);
  if (words2.some((w) => HARMLESS_WORDS.has(w))) return false;
  if (words2.some((w) => SECRET_WORDS.has(w))) return true;
  return SECRET_PAIRS.some(([a, b]) => words2.some((w, i) => w === a && words2[i + 1] === b));
}
var NOT_CREDENTIAL_SCOPE = /page|cursor|pagination|continuation|csrf|tokeniz/i;
function inNonCredentialScope(statement) {
  const scope = statement.enclosing.filter((e) => e.keyword === "def").pop();
  return scope !== void 0 && NOT_CREDENTIAL_SCOPE.test(scope.tokens.find((t, i) => i > 0 && t.type === "name" && t.value !== "def")?.value ?? "");
}
var SANITIZERS = /* @__PURE__ */ new Set(["len", "bool", "hash", "type", "isinstance", "id", "mask", "redact", "mask_secret", "redact_secret", "sha256", "sha1", "md5", "callable", "hasattr", "getattr"]);
var isSanitizingCall = (callee) => SANITIZERS.has(callee) || /fingerprint|hash|mask|redact|digest|sha\d|md5/i.test(callee);
function valueNames(tokens) {
  const out = /* @__PURE__ */ new Set();
  const sanitizing = [];
  let open = 0;
  tokens.forEach((t, i) => {
    if (t.type === "op" && "([{".includes(t.value)) {
      const callee = tokens[i - 1];
      const masks = t.value === "(" && callee?.type === "name" && isSanitizingCall(callee.value);
      sanitizing.push(masks);
      if (masks) open++;
    } else if (t.type === "op" && ")]}".includes(t.value)) {
      if (sanitizing.pop()) open--;
    } else if (t.type === "name" && open === 0 && !(isOpToken(tokens[i + 1], "(") && isSanitizingCall(t.value))) out.add(t.value);
  });
  return out;
}
var SINKS = [
  { regex: /(^|[^\w.])print\s*\(/, what: "printed" },
  { regex: /\b(logger|logging|log|_logger|LOGGER)\.(debug|info|warning|warn|error|exception|critical|log)\s*\(/, what: "logged" },
  { regex: /\braise\s+\w+(\.\w+)*\s*\(/, what: "put in an error message" },
  { regex: /\b(subprocess\.\w+|os\.system|os\.popen|os\.exec\w*|run_command|sh)\s*\(/, what: "interpolated into a command" }
];
var SINK_WORDS = /print|log|LOG|raise|subprocess|os|run_command|sh/;
function mayHaveSink(tokens, seen) {
  for (const t of tokens) {
    if (t.type !== "name" && t.type !== "number") continue;
    let word = seen.get(t.value);
    if (word === void 0) seen.set(t.value, word = SINK_WORDS.test(t.value));
    if (word) return true;
  }
  return false;
}
var IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/g;
var PRESENCE_TESTS = [
  /\bif\s+(?:not\s+)?[\w.]+(?:\s+is\s+(?:not\s+)?None)?\s+else\b/g,
  /\bbool\s*\(\s*[\w.]+\s*\)/g,
  /[\w.]+\s+is\s+(?:not\s+)?None\b/g
];
var withoutPresenceTests = (code) => PRESENCE_TESTS.reduce((text, regex) => text.replace(regex, " "), code);
var secretLogged = {
  id: "review/secret-logged",
  description: "Secret-named variable printed, logged, put in an error message or interpolated into a command.",
  defaultSeverity: "error",
  tier: 1,
  perFile: true,
  wholeFile: true,
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || isTestPath(file.path)) continue;
      if (isPython(file.path)) {
        if (!viewTextMatches(file, SECRET_NAME_HINT)) continue;
        const sinkWords = /* @__PURE__ */ new Map();
        for (const statement of pythonViewOf(file).statements) {
          const { tokens } = statement;
          if (!mayHaveSink(tokens, sinkWords) || inNonCredentialScope(statement)) continue;
          const code = codeOf(tokens).text;
          const sink = SINKS.find((s) => s.regex.test(code));
          if (!sink) continue;
          const sinkAt = code.search(sink.regex);
          const sinkToken = tokenAtOffset(tokens, sinkAt + (/^[^\w.]/.test(code.charAt(sinkAt)) ? 1 : 0));
          const after = tokens.slice(tokens.indexOf(sinkToken));
          const fields = after.flatMap((t) => t.type === "string" && t.prefix.includes("f") ? fStringFieldTokens(t.content, t.line) : []);
          const interpolated = fields.map((f) => codeOf(f).text).join(" ");
          const values = new Set([after, ...fields].flatMap((part) => [...valueNames(part)]));
          const names = [...withoutPresenceTests(`${code.slice(sinkAt)} ${interpolated}`).matchAll(IDENTIFIER)].map((m) => m[0]);
          const secret = names.find((n) => isSecretName(n) && values.has(n) && !/^(os|environ|getenv|get)$/.test(n));
          if (!secret) continue;
          const text = headLineText(file, sinkToken.line);
          report({
            file: file.path,
            line: sinkToken.line,
            message: `Secret-named variable \`${secret}\` is ${sink.what}. Never expose credentials: log that a value is set (e.g. "token: set") instead of the value, and pass secrets to commands through the environment.`,
            key: `${secret}:${text}`
          });
        }
      } else if (/(^|\/)(Dockerfile[^/]*|[^/]+\.sh|[^/]+\.ya?ml)$/.test(file.path)) {
        for (const { line, text } of scannedLines(file)) {
          const echo = /(?:^|[\s;&|(`])(?:echo|printf)\b([^#\n]*)/.exec(text);
          if (!echo) continue;
          const secret = expandedVariables(echo[1]).find(isSecretName);
          if (!secret) continue;
          report({
            file: file.path,
            line,
            message: `Secret \`${secret}\` is echoed to the output. Remove the echo; check that it is set with \`[ -n "$${secret}" ]\` instead.`,
            key: `${secret}:${text.trim()}`
          });
        }
      }
    }
  }
};
function expandedVariables(args) {
  const out = [];
  let single = false;
  let double = false;
  for (let i = 0; i < args.length; i++) {
    const c = args.charAt(i);
    if (args.startsWith("${{", i)) {
      const m = /^\$\{\{\s*(?:secrets\.|env\.)?([A-Za-z_]\w*)/.exec(args.slice(i, i + 200));
      if (m) out.push(m[1]);
      continue;
    }
    if (single) {
      if (c === "'") single = false;
      continue;
    }
    if (c === '"') double = !double;
    else if (c === "'" && !double) single = true;
    else if (c === "\\") i++;
    else if (c === "$") {
      const m = /^\$\{?([A-Za-z_]\w*)/.exec(args.slice(i, i + 200));
      if (m) out.push(m[1]);
    }
  }
  return out;
}

// src/checks/review/rules/credential-flow.ts
var LOG_LEVELS = /* @__PURE__ */ new Set(["debug", "info", "warning", "warn", "error", "exception", "critical", "log", "fatal"]);
var OS_PROCESS = /^(system|popen|exec\w*|spawn\w*|posix_spawn\w*)$/;
var PASS_THROUGH = /* @__PURE__ */ new Set(["str", "format", "join", "quote", "strip", "rstrip", "lstrip", "encode", "decode", "list", "tuple", "b64encode", "urlencode", "f", "replace"]);
var SAFE_COMMAND_KEYWORDS = /* @__PURE__ */ new Set(["env", "environment", "environ", "extra_env", "envs", "secrets"]);
function openers(tokens) {
  const out = [];
  const stack = [];
  tokens.forEach((t, i) => {
    if (t.type === "op" && ")]}".includes(t.value)) stack.pop();
    out.push(stack.length ? stack[stack.length - 1] : -1);
    if (t.type === "op" && "([{".includes(t.value)) stack.push(i);
  });
  return out;
}
function sinkOf(chain) {
  const last = chain[chain.length - 1];
  const receiver = chain.length > 1 ? chain[chain.length - 2] : "";
  if (chain.length === 1 && last === "print") return "log";
  if (LOG_LEVELS.has(last) && /log/i.test(receiver)) return "log";
  if (chain[0] === "subprocess" && chain.length === 2) return "command";
  if (receiver === "os" && OS_PROCESS.test(last)) return "command";
  if (/^create_subprocess_(exec|shell)$/.test(last)) return "command";
  if (/^exec(_\w+)?$/.test(last) && chain.length > 1) return "command";
  if (/^start/.test(last) && chain.slice(0, -1).some((c) => /sandbox/i.test(c))) return "command";
  if (last === "run_command" || last === "run_shell") return "command";
  return void 0;
}
var secretLoggedCovers = (chain, kind) => kind === "log" || kind === "command" && (chain[0] === "subprocess" || chain[0] === "os" || chain[chain.length - 1] === "run_command");
var mayNameSecret = (tokens) => tokens.some((t) => t.type === "name" && SECRET_NAME_HINT.test(t.value) || t.type === "string" && SECRET_NAME_HINT.test(t.content ?? ""));
var SECRETISH = /token|key|secret|passw|credential|auth|print|log|subprocess|system|popen|exec|start|sandbox|\?/i;
var FunctionFlow = class {
  /** Derived secret values: local name \u2192 lines where the value was built. */
  tainted = /* @__PURE__ */ new Map();
  /** Secret references among tokens[from, to), skipping presence tests, masks and sanitizing calls. */
  references(tokens, parents, from, to, skip) {
    const out = [];
    for (let i = from; i < to; i++) {
      if (skip?.(i)) continue;
      const t = tokens[i];
      if (this.neutral(tokens, parents, i)) continue;
      if (t.type === "name") {
        const next = tokens[i + 1];
        if (isOpToken(next, "=") && parents[i] !== -1) continue;
        if (isOpToken(next, ".")) continue;
        const derived = this.tainted.get(t.value);
        if (derived) out.push({ name: t.value, index: i, line: t.line, direct: false, origins: derived });
        else if (isSecretName(t.value) && !isOpToken(next, "(")) out.push({ name: t.value, index: i, line: t.line, direct: true, origins: [] });
      } else if (t.type === "string") {
        if (t.prefix?.includes("f")) {
          for (const field2 of fStringFieldTokens(t.content ?? "", t.line)) {
            for (const found of this.references(field2, openers(field2), 0, field2.length)) out.push({ ...found, index: i });
          }
        } else if (isSecretName(t.content ?? "") && /^(environ|getenv|get)$/.test(tokens[i - 2]?.value ?? "") && (isOpToken(tokens[i - 1], "[") || isOpToken(tokens[i - 1], "("))) {
          out.push({ name: t.content, index: i, line: t.line, direct: true, origins: [] });
        }
      }
    }
    return out;
  }
  /** A test or measure of the secret, not its value: `if token`, `not token`, `token is None`, `len(token)`, `token[:4]`. */
  neutral(tokens, parents, i) {
    const previous = tokens[i - 1];
    const next = tokens[i + 1];
    if (isNameToken(previous, "if") || isNameToken(previous, "not") || isNameToken(previous, "elif")) return true;
    if (isNameToken(next, "is") || isNameToken(next, "in") || isNameToken(next, "if") || isOpToken(next, "==") || isOpToken(next, "!=") || isOpToken(next, "[")) return true;
    const open = parents[i];
    if (!(open > 0 && isOpToken(tokens[open], "(") && isNameToken(tokens[open - 1]))) return false;
    const callee = tokens[open - 1].value;
    return isSanitizingCall(callee);
  }
  /** Does the value at token i carry the secret into the assigned result (string building, not another call)? */
  propagates(tokens, parents, i, valueStart) {
    for (let open = parents[i]; open >= valueStart; open = parents[open]) {
      if (!isOpToken(tokens[open], "(")) continue;
      const callee = tokens[open - 1];
      if (isNameToken(callee) && !PASS_THROUGH.has(callee.value) && !["if", "and", "or", "not", "in", "else", "return"].includes(callee.value)) return false;
    }
    return true;
  }
  /** Assignments and appends that make a new name hold the secret. */
  learn(statement, parents) {
    const tokens = statement.tokens;
    const lines = () => [...new Set(tokens.map((t) => t.line))];
    if (isNameToken(tokens[0]) && isOpToken(tokens[1], ".") && /^(append|extend|insert)$/.test(tokens[2]?.value ?? "") && isOpToken(tokens[3], "(")) {
      const found2 = this.references(tokens, parents, 4, closingBracket(tokens, 3)).filter((r) => this.propagates(tokens, parents, r.index, 4));
      if (found2.length) this.taint(tokens[0].value, lines(), found2);
      return;
    }
    let assign = -1;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (parents[i] !== -1 || t.type !== "op") continue;
      if (t.value === "=" || t.value.length >= 2 && t.value.endsWith("=") && !["==", "!=", "<=", ">="].includes(t.value)) assign = i;
    }
    if (assign < 0) return;
    const found = this.references(tokens, parents, assign + 1, tokens.length).filter((r) => this.propagates(tokens, parents, r.index, assign + 1));
    if (found.length === 0 && this.tainted.size === 0) return;
    const targets = tokens.slice(0, assign).filter((t, k) => t.type === "name" && parents[k] === -1 && !isOpToken(tokens[k + 1], ".") && !isOpToken(tokens[k + 1], "(") && !isOpToken(tokens[k + 1], "["));
    const annotated = tokens.slice(0, assign).findIndex((t, k) => isOpToken(t, ":") && parents[k] === -1);
    const named = annotated >= 0 ? targets.filter((t) => tokens.indexOf(t) < annotated) : targets;
    for (const target of named) {
      if (found.length) this.taint(target.value, lines(), found);
      else if (tokens[assign].value === "=") this.tainted.delete(target.value);
    }
  }
  taint(name, lines, from) {
    const origins = /* @__PURE__ */ new Set([...this.tainted.get(name) ?? [], ...lines, ...from.flatMap((r) => r.origins)]);
    this.tainted.set(name, [...origins]);
  }
};
function endsWithQueryKey(fragment) {
  if (!fragment.endsWith("=")) return false;
  const before = fragment.slice(0, -1);
  const key = trailingRun(before, /[\w.-]/);
  const mark = before.charAt(before.length - key.length - 1);
  return mark === "?" || mark === "&";
}
function flowsIn(statement, parents, flow) {
  const tokens = statement.tokens;
  const out = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (isOpToken(t, "(") && isNameToken(tokens[i - 1])) {
      const chain = dottedChain(tokens, i - 1);
      const kind = sinkOf(chain);
      if (!kind) continue;
      const end = closingBracket(tokens, i);
      const safeRanges = [];
      if (kind === "command") {
        for (let k = i + 1; k < end; k++) {
          if (parents[k] === i && isNameToken(tokens[k]) && SAFE_COMMAND_KEYWORDS.has(tokens[k].value) && isOpToken(tokens[k + 1], "=")) {
            let stop = k + 2;
            while (stop < end && !(parents[stop] === i && isOpToken(tokens[stop], ","))) stop++;
            safeRanges.push([k, stop]);
          }
        }
      }
      const skip = (k) => safeRanges.some(([a, b]) => k >= a && k < b);
      for (const reference of flow.references(tokens, parents, i + 1, end, skip)) {
        if (reference.direct && reference.line === tokens[i - 1].line && secretLoggedCovers(chain, kind)) continue;
        out.push({ kind, sink: chain.join("."), line: tokens[i - 1].line, reference });
      }
      continue;
    }
    if (isNameToken(t, "params") && isOpToken(tokens[i + 1], "=") && parents[i] !== -1) {
      let stop = i + 2;
      while (stop < tokens.length && !(parents[stop] === parents[i] && (isOpToken(tokens[stop], ",") || isOpToken(tokens[stop], ")")))) stop++;
      for (const reference of flow.references(tokens, parents, i + 2, stop)) out.push({ kind: "url", sink: "params=", line: t.line, reference });
      continue;
    }
    if (t.type !== "string") continue;
    if (insideCoveredSink(tokens, parents, i)) continue;
    if (t.prefix?.includes("f")) {
      const content = t.content ?? "";
      for (const field2 of content.matchAll(/\{([^{}]*)\}/g)) {
        if (!endsWithQueryKey(content.slice(0, field2.index))) continue;
        for (const tokensOfField of fStringFieldTokens(`{${field2[1]}}`, t.line)) {
          for (const reference of flow.references(tokensOfField, openers(tokensOfField), 0, tokensOfField.length)) out.push({ kind: "url", sink: "URL", line: t.line, reference });
        }
      }
    } else if (endsWithQueryKey(t.content ?? "") && isOpToken(tokens[i + 1], "+")) {
      let stop = i + 2;
      while (stop < tokens.length && (isNameToken(tokens[stop]) || isOpToken(tokens[stop], "."))) stop++;
      for (const reference of flow.references(tokens, parents, i + 2, stop)) out.push({ kind: "url", sink: "URL", line: t.line, reference });
    }
  }
  return out;
}
function insideCoveredSink(tokens, parents, i) {
  for (let open = parents[i]; open > 0; open = parents[open]) {
    if (!isOpToken(tokens[open], "(") || !isNameToken(tokens[open - 1])) continue;
    const chain = dottedChain(tokens, open - 1);
    const kind = sinkOf(chain);
    if (kind && secretLoggedCovers(chain, kind) && tokens[open - 1].line === tokens[i].line) return true;
  }
  return false;
}
var WHERE = {
  command: "a process command line (visible to every user of the machine in `ps`, and in crash reports)",
  log: "a log or print call (logs are kept, shipped and shared)",
  url: "a URL query string (kept in server, proxy and browser logs)"
};
var FIX = {
  command: 'Pass it through the environment (`env={..., "HF_TOKEN": token}`) or stdin instead of the arguments.',
  log: 'Log that it is set (e.g. "token: set"), never the value.',
  url: "Send it in a header (`Authorization: Bearer ...`) instead of the query string."
};
var credentialFlow = {
  id: "review/credential-flow",
  description: "Token or API key that flows (across the statements of one function) into a process command line, a URL query or a log call.",
  defaultSeverity: "error",
  tier: 1,
  perFile: true,
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || isTestPath(file.path)) continue;
      if (!viewTextMatches(file, SECRET_NAME_HINT)) continue;
      if (!changedTextMatches(file, SECRETISH) || !someChangedLine(file, "added", (l) => SECRETISH.test(l.text))) continue;
      const flows = /* @__PURE__ */ new Map();
      for (const statement of statementsOf(file)) {
        if (inNonCredentialScope(statement)) continue;
        const scope = statement.enclosing.filter((e) => e.keyword === "def").pop();
        const key = scope ? String(scope.line) : "module";
        let flow = flows.get(key);
        if (!flow?.tainted.size && !mayNameSecret(statement.tokens)) continue;
        if (!flow) flows.set(key, flow = new FunctionFlow());
        const parents = openers(statement.tokens);
        for (const found of flowsIn(statement, parents, flow)) {
          const changed = [found.line, ...found.reference.origins].some((l) => file.addedLines.has(l)) || statement.tokens.some((t) => file.addedLines.has(t.line));
          if (!changed) continue;
          const via = found.reference.direct ? `\`${found.reference.name}\`` : `\`${found.reference.name}\` (built from a secret on line ${found.reference.origins[0]})`;
          report({
            file: file.path,
            line: found.line,
            message: `Secret ${via} reaches ${WHERE[found.kind]} through \`${found.sink}\`. ${FIX[found.kind]}`,
            key: `${found.kind}:${found.sink}:${found.reference.name}`
          });
        }
        flow.learn(statement, parents);
      }
    }
  }
};

// src/checks/review/rules/credentials.ts
var MAYBE_SECRET = /hf_|gh[pousr]_|github_pat_|sk-|AKIA|ASIA|PRIVATE KEY/;
var PLACEHOLDER = /x{4,}|X{4,}|\*{3,}|\.{3}|<|your|example|dummy|fake|placeholder|redacted|changeme|0{8,}|1234567|abcdef/i;
function looksReal(kind, secret) {
  if (kind === "private key block") return true;
  if (PLACEHOLDER.test(secret)) return false;
  const body = secret.replace(/^[a-z]+[-_](?:[a-z]+[-_])?/i, "");
  return /[0-9]/.test(body) && /[A-Za-z]/.test(body);
}
function maskSecret(secret, prefixLength) {
  if (prefixLength === 0) return secret.replace(/[^-A-Z ]/g, "");
  return `${secret.slice(0, prefixLength)}${"*".repeat(4)} (${secret.length} characters)`;
}
var credentialToken = {
  id: "review/credential-token",
  description: "Token-shaped secret (Hugging Face, GitHub, OpenAI/Anthropic, AWS, private key) in the change, notebooks included.",
  defaultSeverity: "error",
  tier: 1,
  perFile: true,
  wholeFile: true,
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || file.binary || !scannedTextMatches(file, MAYBE_SECRET)) continue;
      for (const { line, text } of scannedLines(file)) {
        if (text.length > 2e4) continue;
        if (!MAYBE_SECRET.test(text)) continue;
        for (const { kind, regex, prefixLength } of TOKEN_KINDS) {
          for (const match of text.matchAll(regex)) {
            const secret = match[0];
            if (!looksReal(kind, secret)) continue;
            report({
              file: file.path,
              line,
              column: (match.index ?? 0) + 1,
              message: `${kind} ${maskSecret(secret, prefixLength)} committed in the change. Revoke it now (it is in the branch history even after a fix), remove it, and read it from an environment variable or a secret store instead.`,
              key: `${kind}:${secret}`
            });
          }
        }
      }
    }
  }
};

// src/checks/review/rules/scripts.ts
var CLI_LIBRARIES = /* @__PURE__ */ new Set(["argparse", "click", "typer"]);
function isMainGuard(statement) {
  const t = statement.tokens;
  return statement.indent === 0 && isNameToken(t[0], "if") && isNameToken(t[1], "__name__") && isOpToken(t[2], "==") && t[3]?.type === "string" && t[3].content === "__main__" && isOpToken(t[4], ":");
}
function isCommandLineScript(file, statements, context) {
  if (context.scriptEntryFiles?.has(file.path)) return true;
  if (isPackageMain(file.path)) return true;
  return statements.some((s) => isMainGuard(s) || importsAnyOf(s.tokens, CLI_LIBRARIES));
}
function isStandaloneScript(file, statements, context) {
  return !isServerModule(file.path) && !context.scriptEntryFiles?.has(file.path) && isCommandLineScript(file, statements, {});
}
function calledNames(statements) {
  const names = /* @__PURE__ */ new Set();
  for (const { tokens } of statements) tokens.forEach((t, i) => isNameToken(t) && isOpToken(tokens[i + 1], "(") && names.add(t.value));
  return names;
}
function serverCliPath(statements, isRoute) {
  const routes = statements.filter(isRoute);
  if (routes.length === 0) return void 0;
  const guard = statements.find(isMainGuard);
  const bodies = /* @__PURE__ */ new Map();
  statements.forEach((s, i) => {
    const name = s.indent === 0 ? definedFunction(s.tokens) : void 0;
    if (name !== void 0) bodies.set(name, blockBody(statements, i));
  });
  const handlerHeaders = /* @__PURE__ */ new Set();
  statements.forEach((s, i) => {
    if (definedFunction(s.tokens) !== void 0 && decoratorsAbove(statements, i).some(isRoute)) handlerHeaders.add(s.tokens);
  });
  const inHandler = (s) => handlerHeaders.has(s.tokens) || s.enclosing.some((e) => handlerHeaders.has(e.tokens));
  const reach = (roots) => {
    const seen = /* @__PURE__ */ new Set();
    const queue = [...roots];
    while (queue.length) {
      const name = queue.pop();
      if (seen.has(name) || !bodies.has(name)) continue;
      seen.add(name);
      for (const called of calledNames(bodies.get(name).filter((s) => !inHandler(s)))) queue.push(called);
    }
    return seen;
  };
  const underGuard = (s) => guard !== void 0 && (s.tokens === guard.tokens || s.enclosing.some((e) => e.tokens === guard.tokens));
  const cli = reach([...guard ? calledNames(blockBody(statements, statements.indexOf(guard))) : [], "main"]);
  const moduleLevel = statements.filter((s) => s.enclosing.length === 0 && definedFunction(s.tokens) === void 0 && !underGuard(s));
  const server = reach([...calledNames(statements.filter(inHandler)), ...calledNames(moduleLevel)]);
  return (statement) => {
    if (underGuard(statement)) return true;
    const top = statement.enclosing[0];
    const name = top ? definedFunction(top.tokens) : void 0;
    return name !== void 0 && !inHandler(statement) && cli.has(name) && !server.has(name);
  };
}

// src/checks/review/rules/http-route.ts
async function isEnvironmentApp(path, context, manifests) {
  if (path === `${context.options.corePackage}/env_server/http_server.py`) return true;
  if (isServerApp(path)) return true;
  for (const dir of ancestorDirs(path)) {
    const manifest = dir ? `${dir}/openenv.yaml` : "openenv.yaml";
    if (!manifests.has(manifest)) manifests.set(manifest, await appEntry(context.headTree, manifest));
    const app = manifests.get(manifest);
    if (app === void 0) continue;
    if (app === "") return false;
    const relative = dir ? path.slice(dir.length + 1) : path;
    const module = app.includes("/") ? app.replace(/^\.\//, "") : app.split(":")[0].replace(/\./g, "/") + ".py";
    return relative === module || module.endsWith("/" + relative) || path === module;
  }
  return false;
}
async function appEntry(tree, manifest) {
  const bytes = await tree?.readFile(manifest).catch(() => void 0);
  if (!bytes || bytes.byteLength > 256 * 1024) return void 0;
  const match = /^app\s*:\s*["']?([\w./:-]+)["']?\s*(?:#.*)?$/m.exec(decodeText(bytes).text);
  return match?.[1] ?? "";
}
var CONTRACT_ROUTES = /* @__PURE__ */ new Set(["/reset", "/step", "/state", "/health", "/metadata", "/schema", "/mcp", "", "/web"]);
var ROUTE_METHODS = /* @__PURE__ */ new Set(["get", "post", "put", "patch", "delete", "head", "options", "api_route", "route"]);
var ADD_ROUTE = /* @__PURE__ */ new Set(["add_api_route", "add_route"]);
var ROUTER_METHODS = /* @__PURE__ */ new Set(["include_router", "mount"]);
function routePath(tokens, open) {
  let at = open + 1;
  if (isNameToken(tokens[at], "path") && isOpToken(tokens[at + 1], "=")) at += 2;
  const literal = tokens[at];
  return literal?.type === "string" && (literal.prefix === "" || literal.prefix === "f") ? literal.content : void 0;
}
function routeHits(statement) {
  const t = statement.tokens;
  if (isOpToken(t[0], "@")) {
    let end = 1;
    while (isOpToken(t[end + 1], ".") && isNameToken(t[end + 2])) end += 2;
    if (end < 3 || !isNameToken(t[end]) || !ROUTE_METHODS.has(t[end].value) || !isOpToken(t[end + 1], "(")) return [];
    const chain = dottedChain(t, end);
    return [{ line: statement.line, what: `@${chain.slice(0, -1).join(".")}.${chain[chain.length - 1]}(...)`, route: routePath(t, end + 1) }];
  }
  const hits = [];
  t.forEach((token, i) => {
    if (!isCall(t, i)) return;
    const attribute = isOpToken(t[i - 1], ".");
    if (attribute && ADD_ROUTE.has(token.value)) hits.push({ line: token.line, what: `${token.value}(...)`, route: routePath(t, i + 1) });
    else if (attribute && ROUTER_METHODS.has(token.value) || token.value === "APIRouter") hits.push({ line: token.line, what: `${token.value}(...)` });
  });
  return hits;
}
var httpRoute = {
  id: "review/http-route",
  description: "New HTTP route (FastAPI decorator, add_api_route, router) on the environment's own server app, outside the simulation-only registration.",
  defaultSeverity: "warning",
  tier: 2,
  conflict: "principle",
  wholeFile: true,
  invariant: { document: "invariants", title: "Communication patterns (WebSocket; HTTP being deprecated)", patterns: [/communication patterns/i, /deprecating HTTP/i, /websocket for all/i] },
  async run(context, report) {
    const manifests = /* @__PURE__ */ new Map();
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || isTestPath(file.path)) continue;
      if (!await isEnvironmentApp(file.path, context, manifests)) continue;
      const added = [];
      for (const statement of pythonViewOf(file).statements) {
        const reported = /* @__PURE__ */ new Set();
        for (const hit of routeHits(statement)) {
          if (reported.has(hit.line)) continue;
          reported.add(hit.line);
          if (hit.route !== void 0 && CONTRACT_ROUTES.has(trimTrailing(hit.route, /\//))) continue;
          if (!file.addedLines.has(hit.line)) report({ file: file.path, line: hit.line, message: surfaceMessage([hit]), key: keyOf(hit, file) });
          else added.push(hit);
        }
      }
      if (added.length) report({ file: file.path, line: added[0].line, message: surfaceMessage(added), key: added.map((hit) => keyOf(hit, file)).join("\n") });
    }
  }
};
function keyOf(hit, file) {
  return `${hit.what}:${hit.route ?? headLineText(file, hit.line)}`;
}
var ADVICE = "Environment communication is moving to WebSocket and HTTP is being deprecated: expose this over the WebSocket protocol (or as an MCP tool), or say in the PR why it must be HTTP.";
function surfaceMessage(hits) {
  const name = (hit) => `${hit.route ? `\`${hit.route}\` ` : ""}via ${hit.what}`;
  if (hits.length === 1) return `New HTTP surface ${name(hits[0])}. ${ADVICE}`;
  const shown = hits.slice(0, 8).map((hit) => `${name(hit)} (line ${hit.line})`);
  const more = hits.length > 8 ? ` and ${hits.length - 8} more` : "";
  return `${hits.length} new HTTP routes: ${shown.join(", ")}${more}. ${ADVICE}`;
}

// src/checks/review/rules/debug-print.ts
var OUTPUT_FUNCTION = /^_?(print|log|show|report|display|render|dump)_/;
var OUTPUT_FLAG = /^_?(verbose|verbosity|debug)$/i;
var namesOutputFlag = (tokens) => tokens.some((t) => t.type === "name" && OUTPUT_FLAG.test(t.value));
function underOutputFlag(statement, headers) {
  const t = statement.tokens;
  if ((isNameToken(t[0], "if") || isNameToken(t[0], "elif")) && namesOutputFlag(t.slice(1, t.findIndex((x) => isOpToken(x, ":"))))) return true;
  return statement.enclosing.some((e) => {
    if (e.keyword !== "if" && e.keyword !== "elif") return false;
    let flag = headers.get(e);
    if (flag === void 0) headers.set(e, flag = namesOutputFlag(e.tokens));
    return flag;
  });
}
var isPrintCall = (t, i, all) => isNameToken(t, "print") && isCall(all, i) && !isAttribute(all, i);
var printCalls = (statement) => statement.tokens.filter(isPrintCall);
function hasPrintCall(statement) {
  const tokens = statement.tokens;
  for (let i = 0; i < tokens.length; i++) if (tokens[i].value === "print" && isPrintCall(tokens[i], i, tokens)) return true;
  return false;
}
function copyrightHolder(text, lines = 20) {
  for (const line of text.slice(0, 4096).split("\n", lines)) {
    const at = line.search(/copyright\s*(?:\(c\)|\u00a9)|\(c\)|\u00a9|copyright\s+\d{4}/i);
    if (at < 0) continue;
    const holder = line.slice(at).toLowerCase().replace(/copyright|\(c\)|\u00a9|all rights reserved/g, " ").replace(/[^a-z]+/g, " ").split(" ").filter((w) => w && !["inc", "ltd", "llc", "corp", "corporation", "and", "affiliates", "its", "the", "by"].includes(w)).join(" ");
    if (holder) return holder;
  }
  return void 0;
}
function isVendored(header, repositoryHolder) {
  const holder = header === void 0 ? void 0 : copyrightHolder(header.split("\n").filter((l) => /^\s*#/.test(l)).join("\n"));
  return holder !== void 0 && repositoryHolder !== void 0 && !holder.includes(repositoryHolder) && !repositoryHolder.includes(holder);
}
function registersRoute(statement) {
  if (routeHits(statement).length > 0) return true;
  const t = statement.tokens;
  return t.some((token, i) => (token.value === "FastAPI" || token.value === "Starlette") && isNameToken(token) && isOpToken(t[i + 1], "("));
}
var LICENSE_FILES = ["LICENSE", "LICENSE.md", "LICENSE.txt", "COPYING"];
var debugPrint = {
  id: "review/debug-print",
  description: "print() added to library source code (command-line scripts, output functions and prints under a verbose/debug flag are exempt; `# ok-to-print` marks intended output).",
  defaultSeverity: "error",
  tier: 1,
  perFile: true,
  wholeFile: true,
  automated: "debug",
  async run(context, report) {
    let repositoryHolder;
    const ownHolder = () => repositoryHolder ??= (async () => {
      if (!context.headTree) return void 0;
      for (const name of LICENSE_FILES) {
        const text = await headText(context.headTree, name, 256 * 1024);
        if (text !== void 0) return copyrightHolder(text);
      }
      return void 0;
    })();
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || !context.isSource(file.path) || !viewTextMatches(file, /print/)) continue;
      const { statements, comments } = pythonViewOf(file);
      const printing = statements.filter(hasPrintCall);
      if (printing.length === 0) continue;
      let cliOnly;
      if (isCommandLineScript(file, statements, context)) {
        cliOnly = serverCliPath(statements, registersRoute);
        if (!cliOnly) continue;
      }
      if (isVendored(file.head?.slice(0, 4096), await ownHolder())) continue;
      const okToPrint = new Set(comments.filter((c) => /ok-to-print/i.test(c.text)).map((c) => c.line));
      const headers = /* @__PURE__ */ new Map();
      for (const statement of printing) {
        const calls = printCalls(statement);
        if (OUTPUT_FUNCTION.test(enclosingFunction(statement) ?? "") || underOutputFlag(statement, headers) || cliOnly?.(statement)) continue;
        const last = statementLines(statement).last;
        const reported = /* @__PURE__ */ new Set();
        for (const call of calls) {
          if (reported.has(call.line)) continue;
          reported.add(call.line);
          let marked = false;
          for (let line = call.line; line <= last && !marked; line++) marked = okToPrint.has(line);
          if (marked) continue;
          report({
            file: file.path,
            line: call.line,
            column: call.column + 1,
            message: "print() in library code. Use the module logger (logging.getLogger(__name__)) or remove it; if the output is intended, end the line with `# ok-to-print`.",
            key: headLineText(file, call.line)
          });
        }
      }
    }
  }
};

// src/python/stdlib.ts
var STDLIB_MODULES = /* @__PURE__ */ new Set([
  "__future__",
  "_thread",
  "abc",
  "aifc",
  "antigravity",
  "argparse",
  "array",
  "ast",
  "asynchat",
  "asyncio",
  "asyncore",
  "atexit",
  "audioop",
  "base64",
  "bdb",
  "binascii",
  "bisect",
  "builtins",
  "bz2",
  "cProfile",
  "calendar",
  "cgi",
  "cgitb",
  "chunk",
  "cmath",
  "cmd",
  "code",
  "codecs",
  "codeop",
  "collections",
  "colorsys",
  "compileall",
  "concurrent",
  "configparser",
  "contextlib",
  "contextvars",
  "copy",
  "copyreg",
  "crypt",
  "csv",
  "ctypes",
  "curses",
  "dataclasses",
  "datetime",
  "dbm",
  "decimal",
  "difflib",
  "dis",
  "distutils",
  "doctest",
  "email",
  "encodings",
  "ensurepip",
  "enum",
  "errno",
  "faulthandler",
  "fcntl",
  "filecmp",
  "fileinput",
  "fnmatch",
  "fractions",
  "ftplib",
  "functools",
  "gc",
  "genericpath",
  "getopt",
  "getpass",
  "gettext",
  "glob",
  "graphlib",
  "grp",
  "gzip",
  "hashlib",
  "heapq",
  "hmac",
  "html",
  "http",
  "idlelib",
  "imaplib",
  "imghdr",
  "imp",
  "importlib",
  "inspect",
  "io",
  "ipaddress",
  "itertools",
  "json",
  "keyword",
  "lib2to3",
  "linecache",
  "locale",
  "logging",
  "lzma",
  "mailbox",
  "mailcap",
  "marshal",
  "math",
  "mimetypes",
  "mmap",
  "modulefinder",
  "msilib",
  "msvcrt",
  "multiprocessing",
  "netrc",
  "nis",
  "nntplib",
  "nt",
  "ntpath",
  "nturl2path",
  "numbers",
  "opcode",
  "operator",
  "optparse",
  "os",
  "ossaudiodev",
  "pathlib",
  "pdb",
  "pickle",
  "pickletools",
  "pipes",
  "pkgutil",
  "platform",
  "plistlib",
  "poplib",
  "posix",
  "posixpath",
  "pprint",
  "profile",
  "pstats",
  "pty",
  "pwd",
  "py_compile",
  "pyclbr",
  "pydoc",
  "pydoc_data",
  "pyexpat",
  "queue",
  "quopri",
  "random",
  "re",
  "readline",
  "reprlib",
  "resource",
  "rlcompleter",
  "runpy",
  "sched",
  "secrets",
  "select",
  "selectors",
  "shelve",
  "shlex",
  "shutil",
  "signal",
  "site",
  "smtpd",
  "smtplib",
  "sndhdr",
  "socket",
  "socketserver",
  "spwd",
  "sqlite3",
  "sre_compile",
  "sre_constants",
  "sre_parse",
  "ssl",
  "stat",
  "statistics",
  "string",
  "stringprep",
  "struct",
  "subprocess",
  "sunau",
  "symtable",
  "sys",
  "sysconfig",
  "syslog",
  "tabnanny",
  "tarfile",
  "telnetlib",
  "tempfile",
  "termios",
  "textwrap",
  "this",
  "threading",
  "time",
  "timeit",
  "tkinter",
  "token",
  "tokenize",
  "tomllib",
  "trace",
  "traceback",
  "tracemalloc",
  "tty",
  "turtle",
  "turtledemo",
  "types",
  "typing",
  "unicodedata",
  "unittest",
  "urllib",
  "uu",
  "uuid",
  "venv",
  "warnings",
  "wave",
  "weakref",
  "webbrowser",
  "winreg",
  "winsound",
  "wsgiref",
  "xdrlib",
  "xml",
  "xmlrpc",
  "zipapp",
  "zipfile",
  "zipimport",
  "zlib",
  "zoneinfo"
]);

// src/checks/review/rules/dependencies.ts
var DISTRIBUTION_OF = {
  yaml: "pyyaml",
  PIL: "pillow",
  cv2: "opencv-python",
  sklearn: "scikit-learn",
  skimage: "scikit-image",
  bs4: "beautifulsoup4",
  dateutil: "python-dateutil",
  dotenv: "python-dotenv",
  jwt: "pyjwt",
  attr: "attrs",
  OpenSSL: "pyopenssl",
  Crypto: "pycryptodome",
  serial: "pyserial",
  magic: "python-magic",
  docx: "python-docx",
  pptx: "python-pptx",
  multipart: "python-multipart",
  jose: "python-jose",
  fitz: "pymupdf",
  git: "gitpython",
  zmq: "pyzmq",
  usb: "pyusb",
  gi: "pygobject",
  websocket: "websocket-client",
  pkg_resources: "setuptools",
  mpl_toolkits: "matplotlib",
  grpc: "grpcio",
  tree_sitter_languages: "tree-sitter-languages",
  IPython: "ipython",
  _pytest: "pytest",
  sentencepiece: "sentencepiece",
  faiss: "faiss-cpu",
  Levenshtein: "levenshtein",
  github: "pygithub",
  telegram: "python-telegram-bot",
  ale_py: "ale-py",
  open_spiel: "open-spiel",
  pyspiel: "open-spiel"
};
var NAMESPACES = /* @__PURE__ */ new Set(["google", "azure", "opentelemetry", "jaraco", "zope", "backports", "sphinxcontrib", "ruamel", "nvidia", "mpl_toolkits"]);
function coveredBy(module, declared) {
  const name = normalizePackageName(module);
  const mapped = DISTRIBUTION_OF[module];
  if (mapped && declared.has(mapped)) return true;
  for (const dist of declared) {
    if (dist === name || dist.startsWith(`${name}-`) || dist === `python-${name}` || dist === `py${name}` || dist.endsWith(`-${name}`)) return true;
  }
  return false;
}
function declaredDistributions(project) {
  const data = project.data;
  const body = table(data.project) ?? {};
  const strings = [
    ...stringList(body.dependencies),
    ...Object.values(table(body["optional-dependencies"]) ?? {}).flatMap(stringList),
    ...Object.values(table(data["dependency-groups"]) ?? {}).flatMap(stringList),
    ...stringList(table(data["build-system"])?.requires)
  ];
  const out = /* @__PURE__ */ new Set();
  for (const raw of strings) {
    const parsed = parseRequirement(raw);
    if (parsed.ok) out.add(parsed.requirement.normalizedName);
  }
  for (const name of Object.keys(table(table(table(data.tool)?.uv)?.sources) ?? {})) out.add(normalizePackageName(name));
  if (typeof body.name === "string") out.add(normalizePackageName(body.name));
  return out;
}
function lockedNames(lock) {
  const out = /* @__PURE__ */ new Set();
  for (const line of lock.split("\n")) if (line.startsWith('name = "')) out.add(normalizePackageName(line.slice(8, line.indexOf('"', 8))));
  return out;
}
function localNames(files, project, importer) {
  const roots = /* @__PURE__ */ new Set(["", project.dir, joinPath(project.dir, "src")]);
  for (let dir = parentDir(importer); dir.length > project.dir.length; dir = parentDir(dir)) roots.add(dir);
  const out = /* @__PURE__ */ new Set();
  const children = entriesByFolder(files);
  for (const root of roots) for (const first of children.get(root) ?? []) out.add(first.replace(/\.(py|pyi|so|pyd)$/, ""));
  for (const key of Object.keys(table(table(table(project.data.tool)?.setuptools)?.["package-dir"]) ?? {})) out.add(key.split(".")[0]);
  for (const pkg of stringList(table(table(project.data.tool)?.setuptools)?.packages)) out.add(pkg.split(".")[0]);
  return out;
}
var entryIndexes = /* @__PURE__ */ new WeakMap();
function entriesByFolder(files) {
  let index = entryIndexes.get(files);
  if (index) return index;
  index = /* @__PURE__ */ new Map();
  for (const file of files) {
    for (let start = 0; ; ) {
      const slash = file.indexOf("/", start);
      const folder = start === 0 ? "" : file.slice(0, start - 1);
      let entries = index.get(folder);
      if (!entries) index.set(folder, entries = /* @__PURE__ */ new Set());
      entries.add(file.slice(start, slash === -1 ? void 0 : slash));
      if (slash === -1) break;
      start = slash + 1;
    }
  }
  entryIndexes.set(files, index);
  return index;
}
function importedTopLevels(tokens) {
  return importedModules(tokens).filter((module) => !module.startsWith(".")).map((module) => module.split(".")[0]);
}
function projectFactsReader(tree) {
  const cache = /* @__PURE__ */ new Map();
  const read = async (project) => {
    const lock = await headText(tree, joinPath(project.dir, "uv.lock"), 16 * 1024 * 1024);
    if (lock === void 0) return void 0;
    const files = await headFiles(tree);
    const installFiles = files.filter((f) => (project.dir === "" || f.startsWith(project.dir + "/")) && /(^|\/)(Dockerfile[^/]*|requirements[^/]*\.txt)$/.test(f)).slice(0, 20);
    const installText = (await Promise.all(installFiles.map((f) => headText(tree, f, 1024 * 1024)))).join("\n").toLowerCase().replace(/_/g, "-");
    return { declared: declaredDistributions(project), locked: lockedNames(lock), installText, files };
  };
  return (project) => {
    let facts = cache.get(project);
    if (!facts) cache.set(project, facts = read(project));
    return facts;
  };
}
var undeclaredImport = {
  id: "review/undeclared-import",
  description: "New import of a third-party module that the project's pyproject.toml does not declare and its uv.lock does not install.",
  defaultSeverity: "error",
  tier: 1,
  dependency: true,
  details: "Only with a uv.lock next to the pyproject.toml (what it resolves, transitive packages included, is what gets installed), and only module-level imports outside try/except and TYPE_CHECKING blocks (an import inside a function is an optional code path). Import names map to distributions by name, by the common differences (yaml \u2192 pyyaml, PIL \u2192 pillow, cv2 \u2192 opencv-python...) and by prefix (openenv-core \u2192 openenv); namespace packages (google, azure...) are never flagged. A Dockerfile or requirements file of the project that names the distribution counts as declaring it.",
  async run(context, report) {
    const tree = context.headTree;
    if (!tree || !context.projects?.length) return;
    const factsOf = projectFactsReader(tree);
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || isTestPath(file.path) || !changedTextMatches(file, /import|from/) || !someChangedLine(file, "added", (l) => /^\s*(import|from)\s/.test(l.text))) continue;
      const project = projectOf(context.projects, file.path);
      if (!project || !table(project.data.project)) continue;
      if (isStandaloneScript(file, statementsOf(file), context)) continue;
      const imports2 = statementsOf(file).filter(
        (s) => file.addedLines.has(s.line) && (isNameToken(s.tokens[0], "import") || isNameToken(s.tokens[0], "from")) && // Guarded (try, TYPE_CHECKING) and lazy (inside a function: an optional code path) imports are not flagged.
        !s.enclosing.some((e) => e.keyword === "try" || e.keyword === "except" || e.keyword === "def" || e.keyword === "if" && e.tokens.some((t) => t.value === "TYPE_CHECKING"))
      );
      if (imports2.length === 0) continue;
      const facts = await factsOf(project);
      if (!facts) continue;
      const { declared, locked, installText, files } = facts;
      const local = localNames(files, project, file.path);
      for (const statement of imports2) {
        for (const module of importedTopLevels(statement.tokens)) {
          if (STDLIB_MODULES.has(module) || local.has(module) || NAMESPACES.has(module) || module.startsWith("_")) continue;
          if (coveredBy(module, declared) || coveredBy(module, locked)) continue;
          const dist = DISTRIBUTION_OF[module] ?? normalizePackageName(module);
          if (installText.includes(dist) || installText.includes(normalizePackageName(module))) continue;
          const pyproject = joinPath(project.dir, "pyproject.toml");
          report({
            file: file.path,
            line: statement.line,
            message: `\`${module}\` is imported, but ${pyproject} does not declare it and uv.lock does not install it, so the environment fails with ModuleNotFoundError where it is installed from its package. Add "${dist}" to [project].dependencies and run uv lock.`,
            key: module
          });
        }
      }
    }
  }
};
var UPSTREAM_OWNERS = {
  openenv: ["meta-pytorch", "huggingface", "facebookresearch"],
  "openenv-core": ["meta-pytorch", "huggingface", "facebookresearch"],
  transformers: ["huggingface"],
  trl: ["huggingface"],
  datasets: ["huggingface"],
  accelerate: ["huggingface"],
  peft: ["huggingface"],
  "huggingface-hub": ["huggingface"],
  tokenizers: ["huggingface"],
  diffusers: ["huggingface"],
  smolagents: ["huggingface"],
  lerobot: ["huggingface"],
  torch: ["pytorch"],
  torchvision: ["pytorch"],
  torchforge: ["meta-pytorch"],
  vllm: ["vllm-project"],
  gymnasium: ["farama-foundation"],
  pettingzoo: ["farama-foundation"],
  "browsergym-core": ["servicenow"],
  browsergym: ["servicenow"],
  "open-spiel": ["google-deepmind", "deepmind"],
  mcp: ["modelcontextprotocol"],
  fastmcp: ["jlowin", "prefecthq"],
  fastapi: ["fastapi", "tiangolo"],
  pydantic: ["pydantic"],
  verifiers: ["primeintellect-ai", "willccbb"],
  textarena: ["leonguertler"]
};
var GIT_URL = /git\+(?:https?|ssh):\/\/(?:git@)?github\.com[/:]([\w.-]+)\/([\w.-]+)/;
var SOURCE_GIT = /^\s*"?([A-Za-z0-9][\w.-]*)"?\s*=\s*\{[^}]*\bgit\s*=\s*"(?:https?:\/\/|git@)github\.com[/:]([\w.-]+)\/([\w.-]+)/;
var REQUIREMENT_AT = /^\s*"\s*([A-Za-z0-9][\w.-]*)\s*(?:\[[^\]]*\])?\s*@/;
function forkOf(text) {
  const source = SOURCE_GIT.exec(text);
  const url = source ? void 0 : GIT_URL.exec(text);
  const name = source?.[1] ?? (url ? REQUIREMENT_AT.exec(text)?.[1] : void 0);
  const owner = (source?.[2] ?? url?.[1])?.toLowerCase();
  if (!name || !owner) return void 0;
  const upstream = UPSTREAM_OWNERS[normalizePackageName(name)];
  return upstream && !upstream.includes(owner) ? { name, owner, upstream } : void 0;
}
function scriptMetadataLines(text) {
  const lines = /* @__PURE__ */ new Map();
  let inside = false;
  text.split("\n").forEach((raw, i) => {
    const line = raw.replace(/\r$/, "");
    if (!inside && /^# \/\/\/ script\s*$/.test(line)) inside = true;
    else if (inside && /^# \/\/\/\s*$/.test(line)) inside = false;
    else if (inside && /^#( |$)/.test(line)) lines.set(i + 1, line.slice(2));
    else if (inside) inside = false;
  });
  return lines;
}
var forkedDependency = {
  id: "review/forked-dependency",
  description: "Dependency pinned to a git fork in pyproject.toml or a script's PEP 723 `# /// script` block (a GitHub repository of another owner than the package's).",
  defaultSeverity: "warning",
  tier: 2,
  conflict: "check",
  details: "Known packages only (OpenEnv, Hugging Face libraries, PyTorch, vLLM, Gymnasium, MCP...): for a package whose upstream owner is not known, a git pin cannot be told from a fork. A PEP 723 block is read as its TOML (OpenEnv #675's training script installed `openenv-core` from a contributor's branch through its `[tool.uv.sources]`), on the block's added lines only.",
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted") continue;
      let lines;
      if (/(^|\/)pyproject\.toml$/.test(file.path)) lines = file.added;
      else if (isPython(file.path) && file.head !== void 0 && changedTextMatches(file, /git/) && file.head.includes("# /// script")) {
        const metadata = scriptMetadataLines(file.head);
        lines = file.added.flatMap(({ line }) => metadata.has(line) ? [{ line, text: metadata.get(line) }] : []);
      } else continue;
      for (const { line, text } of lines) {
        const fork = forkOf(text);
        if (!fork) continue;
        report({
          file: file.path,
          line,
          message: `\`${fork.name}\` is installed from ${fork.owner}'s fork instead of ${fork.upstream[0]}'s repository: every user gets code the package's maintainers never reviewed, and it silently stops following upstream fixes. Depend on a release (or upstream's repository at a commit) and upstream the fork's change.`,
          key: `${fork.name}:${fork.owner}`
        });
      }
    }
  }
};
var lockfileNotUpdated = {
  id: "review/lockfile-not-updated",
  description: "pyproject.toml's requirements changed but the uv.lock next to it was not updated (validate's deps/lockfile-in-sync, on projects that are not environments).",
  defaultSeverity: "error",
  tier: 1,
  dependency: true,
  details: "The comparison is validate's deps/lockfile-in-sync. An environment root (a folder with openenv.yaml) is left to validate itself, which the review folds in for touched environments: one defect, one finding.",
  async run(context, report) {
    const tree = context.headTree;
    if (!tree) return;
    const changed = new Set(context.files.map((f) => f.path));
    for (const file of context.files) {
      if (file.status === "deleted" || !/(^|\/)pyproject\.toml$/.test(file.path) || file.added.length + file.removed.length === 0) continue;
      const dir = parentDir(file.path);
      const lock = joinPath(dir, "uv.lock");
      if (changed.has(lock)) continue;
      const files = await headFiles(tree);
      if (!files.includes(lock) || files.includes(joinPath(dir, "openenv.yaml"))) continue;
      const [{ EnvContext }, { checkLockInSync }] = await Promise.all([import("./env-S7JND5ES.js"), import("./deps-2OXYMNGJ.js")]);
      const env = new EnvContext(tree, dir, files, { pythonAst: "off" });
      await checkLockInSync(env);
      const result = env.results.get("deps/lockfile-in-sync");
      if (result?.status !== "fail") continue;
      report({
        file: file.path,
        line: file.added[0]?.line ?? 1,
        message: `${file.path} changed but ${lock} did not: ${result.message}`,
        key: lock
      });
    }
  }
};
var RUN_NOT_IMPORTED = /* @__PURE__ */ new Set([
  "uvicorn",
  "gunicorn",
  "hypercorn",
  "uvloop",
  "httptools",
  "python-multipart",
  "websockets",
  "watchfiles",
  "pip",
  "setuptools",
  "wheel",
  "hatchling",
  "build",
  "twine",
  "pytest",
  "pytest-asyncio",
  "pytest-cov",
  "pytest-timeout",
  "ruff",
  "black",
  "mypy",
  "isort",
  "jupyter",
  "ipykernel",
  "notebook",
  "pre-commit",
  "tox",
  "nox",
  "coverage",
  "email-validator",
  "orjson",
  "ujson",
  "brotli",
  "certifi",
  "cryptography"
]);
function moduleNamesOf(distribution) {
  const names = /* @__PURE__ */ new Set([distribution.replace(/-/g, "_")]);
  for (const [module, dist] of Object.entries(DISTRIBUTION_OF)) if (dist === distribution) names.add(module);
  if (distribution.startsWith("python-")) names.add(distribution.slice(7).replace(/-/g, "_"));
  if (distribution.startsWith("py") && distribution.length > 4) names.add(distribution.slice(2).replace(/-/g, "_"));
  names.add(distribution.split("-")[0].replace(/-/g, "_"));
  return [...names];
}
var CODE_FILE = /(\.(py|pyi|sh|ipynb|cfg|ini|ya?ml|toml|txt|js|ts)|(^|\/)Dockerfile[^/]*|(^|\/)Makefile|(^|\/)Procfile)$/;
var MAX_PROJECT_FILES = 400;
var unusedDependency = {
  id: "review/unused-dependency",
  description: "A dependency the change adds to an environment's [project].dependencies that nothing in the environment imports or names (deptry's DEP002).",
  defaultSeverity: "error",
  tier: 1,
  dependency: true,
  details: "Defect: every install downloads a package nothing uses, and the environment's real requirements are no longer what it declares (OpenEnv #787 declared `requests` and never imported it). The distribution's import names are its own name, the common differences (pyyaml \u2192 yaml, python-dateutil \u2192 dateutil...) and its first word (google-cloud-storage \u2192 google). False-positive guards: only requirements on added lines of an environment's pyproject.toml (`envs/<name>/` or a folder with openenv.yaml), not OpenEnv's own packages, not what is run rather than imported (uvicorn, gunicorn, python-multipart, build and test tools...), and silent when any of its import names appears as a word, in any case, in any code, script, container or configuration file of the environment (a docstring naming the library counts), and silent for an environment that runs code it does not hold (`exec(`, `spec_from_file_location`, `runpy`, `sys.executable`: OpenEnv #421 runs generated scenario apps, whose imports its requirements serve).",
  async run(context, report) {
    const tree = context.headTree;
    if (!tree || !context.projects?.length) return;
    for (const file of context.files) {
      if (file.status === "deleted" || !/(^|\/)pyproject\.toml$/.test(file.path) || file.added.length === 0) continue;
      const dir = parentDir(file.path);
      const project = context.projects.find((p) => p.dir === dir);
      const files = await headFiles(tree);
      if (!project || !(/^envs\/[^/]+$/.test(dir) || files.includes(joinPath(dir, "openenv.yaml")))) continue;
      const requirements = stringList(table(project.data.project)?.dependencies);
      const candidates = [];
      for (const raw of requirements) {
        const parsed = parseRequirement(raw);
        if (!parsed.ok) continue;
        const name = parsed.requirement.normalizedName;
        if (name.startsWith("openenv") || RUN_NOT_IMPORTED.has(name)) continue;
        const at = file.added.find((l) => l.text.includes(`"${raw}"`) || l.text.includes(`'${raw}'`));
        if (at) candidates.push({ name, line: at.line });
      }
      if (candidates.length === 0) continue;
      const own = files.filter((f) => f.startsWith(dir + "/") && f !== file.path && !f.endsWith("uv.lock") && CODE_FILE.test(f)).slice(0, MAX_PROJECT_FILES);
      const texts2 = (await Promise.all(own.map((f) => headText(tree, f, 512 * 1024)))).filter((t) => t !== void 0);
      if (texts2.some((t) => /\bexec\s*\(|spec_from_file_location|\brunpy\b|sys\.executable/.test(t))) continue;
      for (const { name, line } of candidates) {
        const modules = moduleNamesOf(name);
        const word = new RegExp(`\\b(${modules.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`, "i");
        if (texts2.some((t) => word.test(t))) continue;
        report({
          file: file.path,
          line,
          message: `\`${name}\` is declared in ${file.path}, but nothing in ${dir}/ imports or names it (${modules.map((m) => `\`${m}\``).join(", ")}): every install downloads it for nothing, and the environment's declared requirements are not what it uses. Remove it, or import it where it is needed.`,
          key: name
        });
      }
    }
  }
};

// src/checks/review/rules/debugger.ts
var DEBUGGERS = /* @__PURE__ */ new Set(["pdb", "ipdb", "pudb"]);
var DEBUGGER_CALLS = /* @__PURE__ */ new Set(["set_trace", "post_mortem", "pm", "run"]);
var ICECREAM = /* @__PURE__ */ new Set(["icecream"]);
var TRACEBACK = /* @__PURE__ */ new Set(["traceback"]);
var PRINT_EXC = /* @__PURE__ */ new Set(["print_exc"]);
var TRIGGER_NAMES = /* @__PURE__ */ new Set(["breakpoint", "ic", "traceback", ...DEBUGGERS]);
var TRIGGER_TEXT = /breakpoint|pdb|pudb|\bic\b|icecream|traceback/;
var mayMatch = (statement) => isNameToken(statement.tokens[0], "import") || isNameToken(statement.tokens[0], "from") || statement.tokens.some((t) => t.type === "name" && TRIGGER_NAMES.has(t.value));
var imports = (statement, packages) => importsAnyOf(statement.tokens, packages);
var methodCall = (t, i, receivers, methods) => receivers.has(t[i].value) && t[i].type === "name" && isOpToken(t[i + 1], ".") && methods.has(t[i + 2]?.value ?? "") && isCall(t, i + 2);
var bareCall = (t, i, name) => isNameToken(t[i], name) && isCall(t, i) && !isAttribute(t, i);
var tokenLines = (statement, at) => statement.tokens.flatMap((token, i, all) => at(all, i) ? [token.line] : []);
var PATTERNS = [
  {
    lines: (s) => tokenLines(s, (t, i) => bareCall(t, i, "breakpoint") && isOpToken(t[i + 2], ")")),
    what: "breakpoint() call",
    fix: "it stops the server waiting for a debugger. Remove it before merging"
  },
  { lines: (s) => imports(s, DEBUGGERS) ? [s.line] : [], what: "debugger import", fix: "it is only there to stop in a debugger. Remove it before merging" },
  {
    lines: (s) => tokenLines(s, (t, i) => methodCall(t, i, DEBUGGERS, DEBUGGER_CALLS)),
    what: "debugger call",
    fix: "it stops the server waiting for a debugger. Remove it before merging"
  },
  {
    lines: (s) => imports(s, ICECREAM) ? [s.line] : tokenLines(s, (t, i) => bareCall(t, i, "ic")),
    what: "icecream ic() debug output",
    fix: "remove it, or log what you need through the module logger"
  },
  {
    lines: (s) => tokenLines(s, (t, i) => methodCall(t, i, TRACEBACK, PRINT_EXC)),
    what: "traceback.print_exc()",
    fix: "it writes the traceback to stderr outside the logs. Use logger.exception(...) in the except block",
    outputInScripts: true
  }
];
function goesOn({ tokens }) {
  if (isNameToken(tokens[0], "continue") || isNameToken(tokens[0], "return") && tokens.length > 1) return true;
  let depth = 0;
  for (const t of tokens) {
    if (t.type !== "op") continue;
    if ("([{".includes(t.value)) depth++;
    else if (")]}".includes(t.value)) depth--;
    else if (depth === 0 && t.value === "=") return true;
  }
  return false;
}
function inSwallowingExcept(statements, statement) {
  const handler = [...statement.enclosing].reverse().find((e) => e.keyword === "except");
  if (!handler) return false;
  const index = statements.findIndex((s) => s.tokens === handler.tokens);
  if (index < 0) return false;
  const body = blockBody(statements, index);
  const exits = body.some(({ tokens }) => isNameToken(tokens[0], "raise") || tokens.some((t, i) => (t.value === "exit" || t.value === "_exit") && isNameToken(t) && isOpToken(tokens[i + 1], "(")));
  return !exits && body.some(goesOn);
}
var debuggerStatement = {
  id: "review/debugger",
  description: "breakpoint(), pdb/ipdb, icecream ic() or traceback.print_exc() left in source code.",
  defaultSeverity: "error",
  tier: 1,
  perFile: true,
  wholeFile: true,
  automated: "debug",
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || !context.isSource(file.path) || !viewTextMatches(file, TRIGGER_TEXT)) continue;
      const { statements } = pythonViewOf(file);
      let script;
      for (const statement of statements) {
        if (!mayMatch(statement)) continue;
        const reported = /* @__PURE__ */ new Set();
        for (const pattern of PATTERNS) {
          for (const line of pattern.lines(statement)) {
            if (reported.has(line)) continue;
            if (pattern.outputInScripts && (script ??= isCommandLineScript(file, statements, context)) && !inSwallowingExcept(statements, statement)) continue;
            reported.add(line);
            report({ file: file.path, line, message: `${pattern.what} left in source code: ${pattern.fix}.`, key: headLineText(file, line) });
          }
        }
      }
    }
  }
};

// src/checks/review/rules/diff-attributes.ts
var import_picomatch4 = __toESM(require_picomatch(), 1);
var HIDING = /^(?:-diff|!diff|binary|diff=.+|filter=.+)$/;
var REVIEWED_NAMES = ["x.py", "x.md", "openenv.yaml", "environment.yaml", "pyproject.toml", "Dockerfile", "x.yml", "x.toml", "x.txt"];
function patternMatches(pattern, dir, path) {
  if (dir && !path.startsWith(`${dir}/`)) return false;
  const rel = dir ? path.slice(dir.length + 1) : path;
  const glob = pattern.startsWith("/") ? pattern.slice(1) : pattern;
  if (glob === "" || glob.endsWith("/")) return false;
  return (0, import_picomatch4.default)(glob, { dot: true, basename: !glob.includes("/") })(rel);
}
var diffAttributes = {
  id: "review/diff-attributes",
  description: "The change adds or changes a .gitattributes line that hides diffs (-diff, binary, diff=, filter=) on files the review reads.",
  defaultSeverity: "error",
  tier: 1,
  run(context, report) {
    const changed = context.files.filter((f) => f.status !== "deleted").map((f) => f.path);
    for (const file of context.files) {
      const slash = file.path.lastIndexOf("/");
      if (file.path.slice(slash + 1) !== ".gitattributes" || file.status === "deleted") continue;
      const dir = slash < 0 ? "" : file.path.slice(0, slash);
      for (const line of file.added) {
        const [pattern, ...attributes] = line.text.trim().split(/[ \t]+/);
        if (!pattern || pattern.startsWith("#") || pattern.startsWith("[attr]")) continue;
        const hiding = attributes.filter((a) => HIDING.test(a));
        if (hiding.length === 0) continue;
        const hits = changed.filter((path) => path !== file.path && patternMatches(pattern, dir, path));
        const matchesReviewed = hits.length > 0 || REVIEWED_NAMES.some((name) => patternMatches(pattern, dir, dir ? `${dir}/${name}` : name));
        if (!matchesReviewed) continue;
        const named = hits.length ? `, which matches ${hits.slice(0, 3).join(", ")}${hits.length > 3 ? ` and ${hits.length - 3} more changed file(s)` : ""}` : "";
        report({
          file: file.path,
          line: line.line,
          message: `Sets \`${hiding.join(" ")}\` on \`${pattern}\`${named}: git and GitHub then show those files' changes as binary (or through a driver), hiding their lines from reviewers and from tools that read git's diff. openenv-ci reviewed them as text. Remove the attribute, or keep it to files nobody reviews (images, generated data).`,
          key: `diff-attributes:${pattern}:${hiding.join(" ")}`
        });
      }
    }
  }
};

// src/checks/review/rules/env-file.ts
var TEMPLATE_SUFFIXES = /* @__PURE__ */ new Set(["example", "sample", "template", "dist", "defaults", "default", "tmpl", "tpl"]);
function isDotEnvFile(path) {
  const base = path.slice(path.lastIndexOf("/") + 1);
  if (base === ".env") return true;
  const match = /^\.env\.(.+)$/.exec(base) ?? /^(?:.+)\.env$/.exec(base);
  if (!match) return false;
  const suffix = (match[1] ?? "").toLowerCase();
  return !TEMPLATE_SUFFIXES.has(suffix) && !suffix.split(".").some((s) => TEMPLATE_SUFFIXES.has(s));
}
var envFile = {
  id: "review/env-file",
  description: "`.env` file added to the repository (secrets belong in the environment, not in git).",
  defaultSeverity: "error",
  tier: 1,
  perFile: true,
  run(context, report) {
    for (const file of context.files) {
      if (file.status !== "added" && file.status !== "renamed") continue;
      if (!isDotEnvFile(file.path) || file.previousPath && isDotEnvFile(file.previousPath)) continue;
      report({
        file: file.path,
        line: 1,
        message: "Environment file added to git. Remove it (`git rm --cached`), add it to .gitignore, commit a `.env.example` with placeholder values instead, and rotate any real values it held.",
        key: "env-file"
      });
    }
  }
};
var CREDENTIAL_FILES = [
  { name: /^kaggle\.json$/, what: "a Kaggle API key", holds: /"key"\s*:\s*"[0-9a-f]{32}"/ },
  { name: /^(credentials|client_secrets?[^/]*|service[-_]?account[^/]*|gcloud[^/]*credentials[^/]*)\.json$/i, what: "a service-account or OAuth secret", holds: /"(private_key|client_secret|refresh_token)"\s*:\s*"[^"]{8,}"/ },
  { name: /^(\.netrc|_netrc|\.pypirc)$/, what: "a password", holds: /\bpassword\s*[=:\s]\s*\S{6,}/ },
  { name: /^\.npmrc$/, what: "a registry token", holds: /_authToken\s*=\s*[^\s$]{8,}/ },
  { name: /\.(p12|pfx|jks|keystore)$/i, what: "a keystore (private keys)" }
];
var PLACEHOLDER_VALUE = /x{4,}|\*{3,}|<[^>]*>|your[-_ ]|example|dummy|fake|placeholder|redacted|changeme|\$\{/i;
var holdsTokenShape = (text) => TOKEN_KINDS.some(({ regex }) => text.search(regex) >= 0);
var credentialFile = {
  id: "review/credential-file",
  description: "A credential store added to the repository: `kaggle.json` with a key, a service-account or OAuth `credentials.json`, a `.netrc`/`.pypirc` password, an `.npmrc` token, a keystore.",
  defaultSeverity: "error",
  tier: 1,
  perFile: true,
  details: "Defect: anyone who can read the repository has the credential (issue 26 found a real-looking Kaggle key at the root of an environment repository). False-positive guards: only files the change adds (or renames from another name), by exact name; the value must look real (a 32-hex Kaggle key, a secret field of 8+ characters, a password of 6+), placeholders (`xxxx`, `<...>`, `your_...`, `${VAR}`) and templates (`.example`/`.sample`/... suffixes) are silent; `.env` files are `review/env-file`'s, and a file whose secret has a token shape (a PRIVATE KEY block in `id_rsa`/`*.pem`, a `hf_`/`sk-` token) is `review/credential-token`'s: one line per file.",
  run(context, report) {
    for (const file of context.files) {
      if (file.status !== "added" && file.status !== "renamed") continue;
      const base = file.path.slice(file.path.lastIndexOf("/") + 1);
      const kind = CREDENTIAL_FILES.find((k) => k.name.test(base));
      if (!kind || file.previousPath && kind.name.test(file.previousPath.slice(file.previousPath.lastIndexOf("/") + 1))) continue;
      if (kind.holds) {
        if (file.binary) continue;
        const text = file.head ?? scannedLines(file).map((l) => l.text).join("\n");
        const match = kind.holds.exec(text);
        if (!match || PLACEHOLDER_VALUE.test(match[0]) || holdsTokenShape(text)) continue;
      }
      report({
        file: file.path,
        line: 1,
        message: `\`${base}\` added to git holds ${kind.what}: anyone who can read the repository has it. Revoke it, remove the file (\`git rm --cached\`), list it in .gitignore, and pass the value as a secret at run time.`,
        key: "credential-file"
      });
    }
  }
};

// src/checks/review/rules/gym-signature.ts
var GYM_METHODS = /* @__PURE__ */ new Set(["reset", "step", "state", "reset_async", "step_async"]);
function gymSignatures(view) {
  const out = /* @__PURE__ */ new Map();
  view.statements.forEach((statement, index) => {
    const method = definedFunction(statement.tokens);
    if (method === void 0 || !GYM_METHODS.has(method)) return;
    const owner = [...statement.enclosing].reverse().find((e) => e.keyword === "class");
    const className = owner?.tokens[1]?.value;
    if (!className) return;
    const decorators = decoratorsAbove(view.statements, index).map((d) => displayOf(d.tokens));
    const signature = displayOf(statement.tokens).replace(/([([]) /g, "$1").replace(/ ([)\]])/g, "$1").replace(/, ?\)/g, ")");
    const { first, last } = statementLines(statement);
    const lines = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const key = `${className}.${method}`;
    out.set(key, { key, line: statement.line, lines, signature: [...decorators, signature].join(" ") });
  });
  return out;
}
var gymSignature = {
  id: "review/gym-signature",
  description: "Changed signature of reset/step/state in the core environment or client classes.",
  defaultSeverity: "warning",
  tier: 2,
  perFile: true,
  conflict: "principle",
  invariant: { document: "invariants", title: "Gymnasium API signatures", patterns: [/gymnasium api/i, /reset\(seed/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status !== "modified" && file.status !== "renamed") continue;
      if (!context.options.coreEnvFiles.includes(file.path)) continue;
      const before = gymSignatures(file.base !== void 0 ? viewOfText(file.base) : viewOfLines(file.removed));
      const after = gymSignatures(pythonViewOf(file));
      for (const [key, old] of before) {
        const now = after.get(key);
        if (file.head === void 0 && !now) continue;
        if (now && now.signature === old.signature) continue;
        if (now && !now.lines.some((l) => file.addedLines.has(l))) continue;
        report({
          file: file.path,
          line: now?.lines.find((l) => file.addedLines.has(l)) ?? file.added[0]?.line ?? 1,
          message: now ? `Signature of ${key} changed from \`${old.signature}\` to \`${now.signature}\`. The Gym-like API (reset(seed?, episode_id?) -> Observation, step(action) -> Observation, state -> State) changes only with a major version: keep the old call working or plan the break in an RFC.` : `${key} was removed. The Gym-like API changes only with a major version: keep it, or plan the removal in an RFC.`,
          key
        });
      }
    }
  }
};

// src/checks/review/rules/hygiene.ts
var OFFICE_OR_ARCHIVE = /\.(pptx?|docx?|xlsx?|odt|odp|ods|key|pages|numbers|zip|tar|tgz|gz|bz2|xz|7z|rar|jar|whl|egg|exe|dll|so|dylib|pkl|pickle|pt|pth|ckpt|safetensors|onnx|h5|npz|npy|parquet|mp4|mov|avi|mp3|wav)$/i;
var TOP_LEVEL_MARKDOWN_KEPT = /* @__PURE__ */ new Set(["README.md", "CHANGELOG.md", "CONTRIBUTING.md", "CODE_OF_CONDUCT.md", "SECURITY.md", "LICENSE.md", "AGENTS.md", "CLAUDE.md"]);
var TEXT_BY_NAME = /(^|\/)(\.gitignore|\.dockerignore|\.gitattributes|\.env\.example|Dockerfile[^/]*|Makefile|[^/]+\.(txt|md|rst|ya?ml|toml|cfg|ini|json|py|sh|in))$/i;
var inAssets = (path) => path.split("/").slice(0, -1).some((s) => s === "assets" || s === "static" || s === "images" || s === "img");
var repositoryHygiene = {
  id: "review/repository-hygiene",
  description: "New binary, office or archive file outside an assets folder, a new text file git cannot read as text (UTF-16), or a new top-level Markdown file.",
  defaultSeverity: "warning",
  tier: 2,
  perFile: true,
  conflict: "check",
  run(context, report) {
    for (const file of context.files) {
      if (file.status !== "added") continue;
      if (file.binary && TEXT_BY_NAME.test(file.path)) {
        report({
          file: file.path,
          line: 1,
          message: "This text file is not UTF-8 (git shows it as binary: UTF-16, or NUL bytes), so the tools that read it see garbage (git ignores every pattern of a UTF-16 .gitignore). Save it as UTF-8.",
          key: "not-utf8"
        });
      } else if (!inAssets(file.path) && (OFFICE_OR_ARCHIVE.test(file.path) || file.binary && !/\.(png|jpe?g|gif|svg|ico|webp)$/i.test(file.path))) {
        report({
          file: file.path,
          line: 1,
          message: "New binary file in the repository: it bloats every clone for good. Keep data, models and documents out of git (the Hub, a release asset), or put images the docs need under assets/.",
          key: "binary"
        });
      } else if (!file.path.includes("/") && file.path.toLowerCase().endsWith(".md") && !TOP_LEVEL_MARKDOWN_KEPT.has(file.path)) {
        report({
          file: file.path,
          line: 1,
          message: "New Markdown file at the repository root. Notes and plans belong in docs/ (or the pull request description), not next to README.md.",
          key: "top-level-markdown"
        });
      }
    }
  }
};
var ENVIRON_WRITE = /^os\.environ\s*\[[^\]]*\]\s*=(?!=)|^os\.environ\.(setdefault|update)\s*\(/;
var importTimeEnviron = {
  id: "review/import-time-environ",
  description: "os.environ written at module level in library code (importing it changes the process environment).",
  defaultSeverity: "warning",
  tier: 2,
  perFile: true,
  conflict: "check",
  wholeFile: true,
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || !context.isSource(file.path) || isTestPath(file.path) || !viewTextMatches(file, /environ/)) continue;
      const { statements } = pythonViewOf(file);
      if (isStandaloneScript(file, statements, context)) continue;
      if (isServerApp(file.path) || isPackageMain(file.path)) continue;
      for (const statement of statements) {
        if (statement.indent !== 0 || !isNameToken(statement.tokens[0], "os") || !ENVIRON_WRITE.test(codeOf(statement.tokens).text)) continue;
        report({
          file: file.path,
          line: statement.line,
          message: "os.environ is written when this module is imported, so every importer (tests, other environments in the same process) inherits it. Set it where it is needed (the entry point, or a subprocess env=...).",
          key: headLineText(file, statement.line)
        });
      }
    }
  }
};

// src/checks/review/rules/lint.ts
function summarizeCodes(findings) {
  const byCode = /* @__PURE__ */ new Map();
  for (const f of findings) byCode.set(f.code, [...byCode.get(f.code) ?? [], f.line]);
  return [...byCode].map(([code, lines]) => {
    const unique = [...new Set(lines)].sort((a, b) => a - b);
    const shown = unique.slice(0, 8).join(", ") + (unique.length > 8 ? ` and ${unique.length - 8} more` : "");
    return `${code}${lines.length > 1 ? ` \xD7${lines.length}` : ""}: line${unique.length > 1 ? "s" : ""} ${shown}`;
  }).join("; ");
}
function reportGrouped(context, report, findings, severityOf, message, oneLine = /* @__PURE__ */ new Set()) {
  const byPath = new Map(context.files.map((f) => [f.path, f]));
  const groups = /* @__PURE__ */ new Map();
  for (const finding of findings) {
    const severity = severityOf(finding);
    if (!severity) continue;
    const file = byPath.get(finding.file);
    if (!file || !file.addedLines.has(finding.line)) {
      report({ file: finding.file, line: finding.line, severity, message: `${finding.code}: ${finding.message}`, key: `${finding.code}:${finding.line}` });
      continue;
    }
    const key = `${oneLine.has(severity) ? "" : finding.file}\0${severity}`;
    groups.set(key, [...groups.get(key) ?? [], finding]);
  }
  for (const [key, group] of groups) {
    const severity = key.split("\0")[1];
    const sorted = [...group].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
    const file = sorted[0].file;
    report({
      file,
      line: sorted[0].line,
      column: sorted[0].column,
      severity,
      message: message(file, sorted, severity),
      key: `${severity}:${[...new Set(sorted.map((f) => f.code))].sort().join(",")}`
    });
  }
}
var isDefectCode = (code) => /^(E9|F63|F7|F82|F50|F52|F60[12])/.test(code) || code === "syntax-error";
function perFile(group) {
  const byFile = /* @__PURE__ */ new Map();
  for (const f of group) byFile.set(f.file, [...byFile.get(f.file) ?? [], f]);
  const parts = [...byFile].map(([file, findings]) => `\`${file}\` (${summarizeCodes(findings)})`);
  return parts.slice(0, 10).join(", ") + (parts.length > 10 ? ` and ${parts.length - 10} more files` : "");
}
var lint = {
  id: "review/lint",
  description: "ruff findings on changed lines under the reviewed commit's own ruff configuration, one finding per file, Tier 1 where the repository's CI runs ruff on the file (elsewhere its style codes are one Tier 2 line; whitespace-only codes are context).",
  defaultSeverity: "error",
  details: "Where the repository's CI lints is read from HEAD's workflows (`ruff check PATH...` in a `run:` step, astral-sh/chartboost ruff-action's `src`, pre-commit with a ruff hook run by a workflow or pre-commit.ci) and the root `[tool.ruff] include`; ruff applies its own `exclude`s. Style codes elsewhere are one Tier 2 line for the whole change, never a reason to request changes. Defect codes (E9 syntax errors, F63, F7, F82 undefined names, F50/F52 broken format strings, F601/F602 repeated dict keys) stay Tier 1 wherever they are. In the comment, the Tier 1 lint of every file is one bullet, after the credential, dependency, RFC and bug findings.",
  tier: 1,
  conflict: "check",
  wholeFile: true,
  automated: "lint",
  run(context, report) {
    const outcome = context.lint;
    if (!outcome || outcome.status !== "ran") return;
    const gate = context.lintGate;
    const enforced = (f) => !gate || isDefectCode(f.code) || gate.lints(f.file);
    const notEnforced = gate?.sources.length ? `not linted by the repository's CI (${gate.sources.slice(0, 3).join("; ")})` : "no workflow of the repository runs ruff";
    reportGrouped(
      context,
      report,
      outcome.findings,
      (f) => WHITESPACE_CODES.has(f.code) ? "notice" : enforced(f) ? "error" : "warning",
      (file, group, severity) => severity === "notice" ? `ruff whitespace ${summarizeCodes(group)}. Not blocking; \`ruff check --fix ${file}\` removes it.` : severity === "warning" ? `ruff style on changed lines where ${notEnforced}: ${perFile(group)}. Not blocking; \`ruff check --fix\` on those files cleans them up.` : `ruff ${summarizeCodes(group)} (${group[0].code}: ${group[0].message}). Fix them, or run \`ruff check --fix ${file}\`.`,
      /* @__PURE__ */ new Set(["warning"])
    );
  }
};
function combinedLintMessage(items) {
  if (items.length === 1) return items[0].message;
  const parts = items.map((i) => `\`${i.file}\` ${i.message.replace(/^ruff /, "").replace(/ Fix them, or run `ruff check --fix [^`]*`\.$/, "")}`);
  const shown = parts.slice(0, 10).join("; ") + (parts.length > 10 ? `; and ${parts.length - 10} more files` : "");
  return `ruff on changed lines of ${items.length} files: ${shown}. Fix them, or run \`ruff check --fix\` on those files.`;
}
var bugRisk = {
  id: "review/bug-risk",
  description: "ruff's bug-risk profile (bugbear, exec/eval, shell, async blocking, dangling tasks, pylint errors) on changed lines, whatever the repository's ruff configuration.",
  defaultSeverity: "error",
  tier: 1,
  wholeFile: true,
  conflict: "check",
  run(context, report) {
    const outcome = context.lint;
    if (!outcome || outcome.status !== "ran" || !outcome.bugRisk) return;
    const own = new Set(outcome.findings.map((f) => `${f.file}\0${f.line}\0${f.code}`));
    reportGrouped(
      context,
      report,
      outcome.bugRisk.filter((f) => !own.has(`${f.file}\0${f.line}\0${f.code}`) && !(profileEntry(f.code)?.notInTests && isTestPath(f.file))),
      (f) => profileEntry(f.code)?.severity,
      (_file, group) => {
        const first = group[0];
        const reason = profileEntry(first.code)?.reason ?? first.message;
        return `Bug risk ${summarizeCodes(group)}: ${first.message} \u2014 ${reason}.`;
      }
    );
  }
};

// src/checks/review/rules/mcp-reserved-tool.ts
var RESERVED_TOOL_NAMES = ["reset", "step", "state", "close"];
var REGISTERS_TOOL = /* @__PURE__ */ new Set(["Tool", "add_tool", "tool", "register_tool"]);
var mcpReservedTool = {
  id: "review/mcp-reserved-tool",
  description: "MCP tool named reset, step, state or close (simulation control exposed to the agent).",
  defaultSeverity: "warning",
  tier: 2,
  perFile: true,
  conflict: "principle",
  invariant: { document: "invariants", title: "Agent isolation (dual API boundary)", patterns: [/MCP tools must not expose/i, /agent isolation/i, /dual api boundary/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || isTestPath(file.path)) continue;
      if (!changedTextMatches(file, /tool|def/) || !someChangedLine(file, "added", (l) => l.text.includes("tool") || /def\s+(reset|step|state|close)\b/.test(l.text))) continue;
      const { statements } = pythonViewOf(file);
      const seen = /* @__PURE__ */ new Set();
      for (const tool of mcpTools(statements)) {
        if (!RESERVED_TOOL_NAMES.includes(tool.name)) continue;
        const { first, last } = statementLines(tool.decorator);
        if (![first, last, tool.defLine].some((l) => file.addedLines.has(l))) continue;
        const namedByDecorator = definedFunction(tool.signature.tokens) !== tool.name;
        const nameLine = tool.nameToken?.line ?? tool.decoratorLine;
        const line = namedByDecorator && file.addedLines.has(nameLine) || !file.addedLines.has(tool.defLine) ? nameLine : tool.defLine;
        for (let l = first; l <= last; l++) seen.add(l);
        seen.add(tool.defLine);
        report({
          file: file.path,
          line,
          message: `MCP tool named \`${tool.name}\`: agents would get simulation control. Rename the tool to what it does for the agent (e.g. "restart_level" as a game action) and keep ${tool.name}() on the Gym-like API only.`,
          key: `tool:${tool.name}`
        });
      }
      for (const { tokens } of statements) {
        const open = [];
        tokens.forEach((token, k) => {
          if (token.type === "op" && "([{".includes(token.value)) open.push(k);
          else if (token.type === "op" && ")]}".includes(token.value)) open.pop();
          const value = tokens[k + 2];
          if (!isNameToken(token, "name") || !isOpToken(tokens[k + 1], "=") || value?.type !== "string") return;
          const call = open.length ? open[open.length - 1] - 1 : -1;
          if (call < 0 || !REGISTERS_TOOL.has(tokens[call].value) || !isCall(tokens, call)) return;
          if (seen.has(token.line) || !file.addedLines.has(token.line) || !RESERVED_TOOL_NAMES.includes(value.content)) return;
          seen.add(token.line);
          report({
            file: file.path,
            line: token.line,
            message: `MCP tool registered as \`${value.content}\`: agents would get simulation control. Give the tool another name and keep ${value.content}() on the Gym-like API only.`,
            key: `tool:${value.content}`
          });
        });
      }
    }
  }
};

// src/checks/review/rules/myst-fence.ts
var DIRECTIVE = /^\s*"?\s*(`{3,}|:{3,})\{(note|warning|tip|important|caution|danger|attention|hint|seealso|admonition|error)\}/;
async function mystRoots(tree) {
  const files = await headFiles(tree);
  const listed = new Set(files);
  const roots = [];
  for (const path of files) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    if (name === "myst.yml" || name === "_toc.yml" && listed.has(`${parentDir(path) ? parentDir(path) + "/" : ""}_config.yml`)) roots.push(parentDir(path));
    else if (name === "conf.py" && /myst_parser|myst_nb|nbsphinx/.test(await headText(tree, path, 256 * 1024) ?? "")) roots.push(parentDir(path));
  }
  return roots;
}
var mystFence = {
  id: "review/myst-fence",
  description: "A MyST/Sphinx directive fence (```{note}, :::{warning}) added to Markdown or a notebook that no MyST-aware builder renders: GitHub and the Hub show it as a code block.",
  defaultSeverity: "error",
  tier: 1,
  details: "Defect: the note renders as a literal code block titled `{note}` (OpenEnv #618 added eleven to a tutorial and its notebook, where GitHub and the Hub render them raw). False-positive guard: files under the folder of a Sphinx `conf.py` that loads `myst_parser`, `myst_nb` or `nbsphinx`, or of a Jupyter Book / MyST project (`_toc.yml` with `_config.yml`, `myst.yml`), are rendered by MyST and left alone; only added lines count, one finding per file.",
  async run(context, report) {
    let roots;
    for (const file of context.files) {
      if (file.status === "deleted" || !/\.(md|markdown|ipynb)$/i.test(file.path)) continue;
      const fences = file.added.filter((l) => DIRECTIVE.test(l.text.slice(0, 200)));
      if (fences.length === 0) continue;
      roots ??= context.headTree ? mystRoots(context.headTree) : Promise.resolve([]);
      if ((await roots).some((root) => root === "" || file.path.startsWith(root + "/"))) continue;
      const directive = DIRECTIVE.exec(fences[0].text.slice(0, 200))[2];
      const lines = fences.map((l) => l.line);
      report({
        file: file.path,
        line: lines[0],
        message: `MyST directive fence \`{${directive}}\` on line${lines.length > 1 ? "s" : ""} ${lines.slice(0, 8).join(", ")}${lines.length > 8 ? ` and ${lines.length - 8} more` : ""}: nothing in this repository renders MyST here, so GitHub and the Hub show it as a code block. Use a blockquote (\`> **Note**\`), GitHub's \`> [!NOTE]\`, or the doc builder's own syntax.`,
        key: `${directive}:${lines.length}`
      });
    }
  }
};

// src/checks/review/rules/path-containment.ts
var HANDLER_CLASS = /(Environment|Env|MCP|Mcp|Tools?|Toolkit|Toolset)$/;
var CONTAINMENT_CALL = /^(resolve|is_relative_to|commonpath|commonprefix|realpath|abspath|normpath|safe_join|secure_filename)$|safe|contain|within|inside|confine|check_path|validate_path|ensure_/i;
var DIRECTORY_NAME = /workspace|root|dir|base|home|cwd|folder|sandbox|repo|path|data/i;
function stringParameters(def, anyAnnotation) {
  const open = def.tokens.findIndex((t) => isOpToken(t, "("));
  if (open < 0) return [];
  return bracketItems(def.tokens, open).flatMap((item) => {
    const name = item[0];
    if (!isNameToken(name) || name.value === "self" || name.value === "cls") return [];
    const colon = item.findIndex((t) => isOpToken(t, ":"));
    if (colon < 0) return anyAnnotation ? [name.value] : [];
    const equals = item.findIndex((t) => isOpToken(t, "="));
    const annotation = displayOf(item.slice(colon + 1, equals < 0 ? void 0 : equals));
    return /\bstr\b/.test(annotation) && !/\b(list|List|Sequence|dict|Dict|tuple|Tuple|Iterable|set|Set|Mapping)\[/.test(annotation) ? [name.value] : [];
  });
}
var isBareName = (tokens, i, names) => isNameToken(tokens[i]) && names.has(tokens[i].value) && !isOpToken(tokens[i - 1], ".") && ![".", "(", "[", "="].some((op) => isOpToken(tokens[i + 1], op));
function joinOnto(tokens, tainted) {
  for (let i = 1; i < tokens.length; i++) {
    if (isOpToken(tokens[i], "/") && isBareName(tokens, i + 1, tainted)) {
      const left = tokens[i - 1];
      if (isOpToken(left, ")") || isNameToken(left) && DIRECTORY_NAME.test(left.value)) return `${isNameToken(left) ? dottedChain(tokens, i - 1).join(".") : "\u2026"} / ${tokens[i + 1].value}`;
    }
    if (isNameToken(tokens[i], "join") && isOpToken(tokens[i + 1], "(") && isOpToken(tokens[i - 1], ".") && isNameToken(tokens[i - 2], "path")) {
      const items = bracketItems(tokens, i + 1);
      for (const item of items.slice(1)) {
        const at = item.findIndex((_, k) => isBareName(item, k, tainted));
        if (at >= 0) return `os.path.join(${displayOf(items[0])}, ${item[at].value})`;
      }
    }
  }
  return void 0;
}
function handlers(statements) {
  const tools = new Set(mcpTools(statements).map((t) => t.signature));
  const out = [];
  statements.forEach((s, index) => {
    const name = definedFunction(s.tokens);
    if (name === void 0 || name.startsWith("__") || name === "reset") return;
    if (tools.has(s)) {
      out.push({ def: s, index, params: stringParameters(s, true) });
      return;
    }
    const cls = s.enclosing[s.enclosing.length - 1];
    if (!cls || cls.keyword !== "class" || s.enclosing.length !== 1) return;
    const names = cls.tokens.filter((t) => isNameToken(t)).map((t) => t.value);
    if (names.slice(1).some((n) => HANDLER_CLASS.test(n))) out.push({ def: s, index, params: stringParameters(s, false) });
  });
  return out.filter((h) => h.params.length > 0);
}
var pathContainment = {
  id: "review/path-containment",
  description: "A tool handler joins its string argument onto a workspace (`workspace / path`, `os.path.join(root, path)`) with no `resolve()`/`is_relative_to`/`commonpath`/`realpath` check: could the argument be `../../etc/passwd` or absolute?",
  defaultSeverity: "warning",
  tier: 2,
  conflict: "check",
  perFile: true,
  details: "A question on containment: the agent chooses the argument, and `Path(ws) / '../../etc/passwd'` or `Path(ws) / '/etc/passwd'` leaves the workspace (OpenEnv #402 joined `self._workspace / path_obj`, its only check `relative_to` for absolute paths, which `..` passes). False-positive guards: only a join on an added line, in a function decorated `@\u2026tool` or a method of a class named (or deriving from one named) `\u2026Environment`/`\u2026Env`/`\u2026MCP\u2026`/`\u2026Tools`, of a `str` parameter (not of `__init__`, dunders or `reset`, whose arguments are the trainer's configuration; followed through local assignments) placed after a directory-like operand; silent when the function calls `resolve`, `is_relative_to`, `commonpath`, `realpath`, `abspath`, `normpath`, `safe_join`, `secure_filename` or a helper named for it (`safe\u2026`, `\u2026contain\u2026`, `\u2026within\u2026`, `ensure_\u2026`); not in test files; one line per function.",
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || isTestPath(file.path) || !viewTextMatches(file, /\/|path\.join/)) continue;
      const { statements } = pythonViewOf(file);
      for (const handler of handlers(statements)) {
        const body = blockBody(statements, handler.index);
        if (body.some((s) => s.tokens.some((t, i) => isNameToken(t) && isOpToken(s.tokens[i + 1], "(") && CONTAINMENT_CALL.test(t.value)))) continue;
        const tainted = new Set(handler.params);
        for (const s of body) {
          const t = s.tokens;
          if (isNameToken(t[0]) && isOpToken(t[1], "=") && t.slice(2).some((_, k) => isNameToken(t[k + 2]) && tainted.has(t[k + 2].value) && !isOpToken(t[k + 1], "."))) tainted.add(t[0].value);
          if (!file.addedLines.has(s.line)) continue;
          const joined = joinOnto(t, tainted);
          if (!joined) continue;
          const name = definedFunction(handler.def.tokens);
          const param = handler.params.find((p) => joined.endsWith(` ${p}`) || joined.endsWith(` ${p})`)) ?? handler.params[0];
          report({
            file: file.path,
            line: s.line,
            message: `\`${name}\` joins its argument \`${param}\` onto a directory (\`${joined}\`) and never checks the result stays inside: could \`${param}\` be \`../../etc/passwd\` or absolute? Resolve the joined path and check \`is_relative_to\` the resolved workspace before using it.`,
            key: `${name}:${headLineText(file, s.line)}`
          });
          break;
        }
      }
    }
  }
};

// src/checks/review/rules/private-getattr.ts
var privateGetattr = {
  id: "review/private-getattr",
  description: '`getattr(obj, "_name")` with a literal private name on another object: private-member access that ruff\'s SLF001 does not see.',
  defaultSeverity: "warning",
  tier: 2,
  conflict: "check",
  perFile: true,
  wholeFile: true,
  details: "Couples the code to another class's internals through a string, where a rename breaks it at run time (OpenEnv #694 read a client's `_session` this way). False-positive guards: only a string literal with one leading underscore (not a dunder), not on `self`/`cls`, not in test files.",
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || isTestPath(file.path) || !viewTextMatches(file, /getattr/)) continue;
      for (const { tokens } of pythonViewOf(file).statements) {
        tokens.forEach((t, i) => {
          if (!isNameToken(t, "getattr") || !isCall(tokens, i) || isOpToken(tokens[i - 1], ".") || !file.addedLines.has(t.line)) return;
          const target = tokens[i + 2];
          const comma = tokens[i + 3];
          const name = tokens[i + 4];
          if (!isNameToken(target) || target.value === "self" || target.value === "cls" || !isOpToken(comma, ",") || name?.type !== "string" || name.prefix !== "") return;
          if (!/^_[A-Za-z0-9]\w*$/.test(name.content ?? "") || /^__\w+__$/.test(name.content ?? "")) return;
          report({
            file: file.path,
            line: t.line,
            message: `\`getattr(${target.value}, "${name.content}")\` reads a private member of another object through a string: a rename of \`${name.content}\` breaks it at run time and no linter sees it. Use a public attribute or method of that class (add one if needed).`,
            key: headLineText(file, t.line)
          });
        });
      }
    }
  }
};

// src/checks/review/rules/rfc-yaml-values.ts
var import_yaml2 = __toESM(require_dist(), 1);
var FORMAT_VERSION_KEY = /^(spec|schema|api|format|manifest)[_-]?version$|^apiVersion$/i;
function yamlTopLevelValues(text) {
  const out = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*(```|~~~)\s*ya?ml\s*$/i.test(lines[i])) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !/^\s*(```|~~~)\s*$/.test(lines[end])) end++;
    let doc;
    try {
      doc = (0, import_yaml2.parse)(lines.slice(start, end).join("\n"), { maxAliasCount: 10 });
    } catch {
      doc = void 0;
    }
    if (doc && typeof doc === "object" && !Array.isArray(doc)) {
      for (const [key, value] of Object.entries(doc)) {
        if (!FORMAT_VERSION_KEY.test(key) || typeof value !== "string" && typeof value !== "number") continue;
        const offset = lines.slice(start, end).findIndex((l) => new RegExp(`^${key}\\s*:`).test(l));
        out.push({ key, value: String(value), line: start + 1 + Math.max(0, offset) });
      }
    }
    i = end;
  }
  return out;
}
var rfcYamlValues = {
  id: "review/rfc-inconsistent-value",
  description: "An RFC's YAML examples give one format-version key (`spec_version`, `schema_version`, `api_version`...) different values: readers cannot tell which the spec means.",
  defaultSeverity: "error",
  tier: 1,
  details: "Defect: a specification that contradicts itself (OpenEnv #727 and #795: `spec_version: hf-rl-env-0.1` in two examples, `spec_version: 1` in a third). False-positive guards: only the top level of fenced `yaml` blocks of a changed RFC file, only keys naming the version of the format itself (a plain `version` or a nested `min_version` is an example's own value), and one of the differing values on an added line.",
  async run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || !file.path.startsWith(context.options.rfcDir + "/") || !file.path.endsWith(".md") || file.head === void 0) continue;
      const byKey = /* @__PURE__ */ new Map();
      for (const entry of yamlTopLevelValues(file.head)) byKey.set(entry.key, [...byKey.get(entry.key) ?? [], entry]);
      for (const [key, entries] of byKey) {
        const values = [...new Set(entries.map((e) => e.value))];
        const added = entries.find((e) => file.addedLines.has(e.line));
        if (values.length < 2 || !added) continue;
        const where = values.map((v) => `\`${key}: ${v}\` (line ${entries.filter((e) => e.value === v).map((e) => e.line).join(", ")})`).join(" vs ");
        const findingKey = `${key}:${values.sort().join("|")}`;
        const grounding = await baseSectionsGiving(context.baseTree, file.status === "added" ? void 0 : file.previousPath ?? file.path, key);
        if (grounding.length) context.annotations.set(fingerprint(rfcYamlValues.id, file.path, findingKey), { grounding });
        report({
          file: file.path,
          line: added.line,
          message: `The RFC's YAML examples disagree on \`${key}\`: ${where}. Give every example the value the spec defines.`,
          key: findingKey
        });
      }
    }
  }
};
async function baseSectionsGiving(baseTree, basePath, key) {
  const bytes = baseTree && basePath ? await baseTree.readFile(basePath) : void 0;
  if (!bytes || !basePath) return [];
  const decoded = decodeText(bytes);
  if (decoded.binary) return [];
  const lines = yamlTopLevelValues(decoded.text).filter((e) => e.key === key).map((e) => e.line);
  return rfcSectionsAt(basePath, decoded.text, lines);
}

// src/checks/review/rules/mcp-simulation-control.ts
var CONTROL_CALLS = /* @__PURE__ */ new Set(["reset", "_reset", "reset_episode", "set_task", "select_task", "load_task", "switch_task", "set_split", "select_split", "load_split", "set_seed", "seed", "manual_seed", "set_episode", "load_episode", "select_episode"]);
var CONTROL_PARAM = /^(task|task_id|task_name|task_index|split|split_name|seed|episode_id|episode)$/;
var SELECTS_FROM = /\b\w*(?:tasks|splits|seeds|episodes|scenarios|levels|task_map|task_registry)\w*\s*\[/i;
var SETS_STATE = /^\s*self\.\w*(?:task|split|seed|episode|scenario|level)\w*\s*(?::[^=]*)?=(?!=)/i;
var ASSIGNED = /^\s*([A-Za-z_]\w*)\s*(?::[^=]*)?=(?!=)(.*)$/;
var controlCalls = (tokens) => tokens.filter((t, i) => CONTROL_CALLS.has(t.value) && isCall(tokens, i));
function reachesControl(param, body) {
  const tainted = /* @__PURE__ */ new Set([param]);
  for (const { tokens } of body) {
    if (!tokens.some((t) => t.type === "name" && tainted.has(t.value))) continue;
    const code = codeOf(tokens).text;
    if (controlCalls(tokens).length > 0 || SELECTS_FROM.test(code) || SETS_STATE.test(code)) return true;
    const assigned = ASSIGNED.exec(code);
    if (assigned) tainted.add(assigned[1]);
  }
  return false;
}
function parameters(def) {
  const open = def.tokens.findIndex((t) => isOpToken(t, "("));
  if (open < 0) return [];
  return bracketItems(def.tokens, open).flatMap((item) => isNameToken(item[0]) ? [item[0]] : []);
}
var mcpSimulationControl = {
  id: "review/mcp-simulation-control",
  description: "MCP tool that resets the episode, or whose task/split/seed argument reaches episode or task selection (agent-reachable simulation control).",
  defaultSeverity: "warning",
  tier: 2,
  perFile: true,
  conflict: "principle",
  invariant: { document: "invariants", title: "Agent isolation (dual API boundary)", patterns: [/any mechanism that lets an agent/i, /agents cannot access reset/i, /agent isolation/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || isTestPath(file.path) || !viewTextMatches(file, /tool/)) continue;
      for (const tool of mcpTools(pythonViewOf(file).statements)) {
        const hits = [];
        for (const param of parameters(tool.signature)) {
          if (file.addedLines.has(param.line) && CONTROL_PARAM.test(param.value) && reachesControl(param.value, tool.body))
            hits.push({ line: param.line, what: `passes its \`${param.value}\` argument to episode/task selection`, key: param.value });
        }
        for (const statement of tool.body) {
          for (const call of controlCalls(statement.tokens)) {
            if (file.addedLines.has(call.line)) hits.push({ line: call.line, what: `calls \`${call.value}()\``, key: call.value });
          }
        }
        const reported = /* @__PURE__ */ new Set();
        for (const { line, what, key } of hits) {
          if (reported.has(line)) continue;
          reported.add(line);
          report({
            file: file.path,
            line,
            message: `MCP tool \`${tool.name}\` ${what}, so the agent can steer the simulation (episode, task, split or seed). Move that control to the orchestration side (reset(seed=..., episode_id=..., **kwargs)) and keep agent tools inside the episode.`,
            key: `${tool.name}:${key}`
          });
        }
      }
    }
  }
};

// src/checks/review/rules/reserved-names-shrunk.ts
var ASSIGNMENT = /\bRESERVED_TOOL_NAMES\s*(?::[^=]*)?=/;
function reservedNames(lines) {
  const start = lines.findIndex((l) => ASSIGNMENT.test(l.text));
  if (start < 0) return void 0;
  let depth = 0;
  let opened = false;
  let statement = "";
  for (let i = start; i < Math.min(lines.length, start + 30); i++) {
    const text = lines[i].text.replace(/#.*$/, "");
    statement += text + "\n";
    for (const c of text) {
      if (c === "(" || c === "[" || c === "{") {
        depth++;
        opened = true;
      } else if (c === ")" || c === "]" || c === "}") depth--;
    }
    if (!opened || depth <= 0) break;
  }
  const names = new Set([...statement.matchAll(/["'](\w+)["']/g)].map((m) => m[1]));
  return { line: lines[start].line, names };
}
var numbered = (text) => gitLines(text).map((t, i) => ({ line: i + 1, text: t }));
var MENTIONS = /RESERVED_TOOL_NAMES|["'](reset|step|state|close)["']/;
var mentions = (l) => MENTIONS.test(l.text);
var reservedNamesShrunk = {
  id: "review/reserved-names-shrunk",
  description: "Edit removes names from RESERVED_TOOL_NAMES (the MCP tool names kept for simulation control).",
  defaultSeverity: "warning",
  tier: 2,
  perFile: true,
  conflict: "principle",
  invariant: { document: "invariants", title: "Agent isolation (dual API boundary)", patterns: [/MCP tools must not expose/i, /agent isolation/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "added" || !isPython(file.path)) continue;
      const touches2 = changedTextMatches(file, MENTIONS) && (someChangedLine(file, "added", mentions) || someChangedLine(file, "removed", mentions));
      if (!touches2) continue;
      let before;
      let after;
      let line;
      if (file.base !== void 0 && (file.head !== void 0 || file.status === "deleted")) {
        before = reservedNames(numbered(file.base))?.names;
        const headList = file.head !== void 0 ? reservedNames(numbered(file.head)) : void 0;
        after = headList?.names ?? /* @__PURE__ */ new Set();
        line = headList?.line;
      } else {
        before = reservedNames(file.removed)?.names;
        const added = reservedNames(file.added);
        after = added?.names ?? /* @__PURE__ */ new Set();
        line = added?.line;
      }
      if (!before) continue;
      const dropped = [...before].filter((n) => !after.has(n)).sort();
      if (dropped.length === 0) continue;
      report({
        file: file.path,
        line: line ?? file.added[0]?.line ?? 1,
        message: `RESERVED_TOOL_NAMES no longer contains ${dropped.map((n) => `"${n}"`).join(", ")}: an MCP tool could then take that name and hand simulation control to the agent. Keep the names reserved, or explain in an RFC why the boundary moves.`,
        key: `dropped:${dropped.join(",")}`
      });
    }
  }
};

// src/checks/review/rules/reward-float-equality.ts
var REWARD_NAME = /^(?:\w+_)?reward$/;
var REWARDS_NAME = /^(?:\w+_)?rewards$/;
var FLOAT_LITERAL = /^(?:\d[\d_]*\.[\d_]*|\.\d[\d_]*|\d[\d_]*)(?:[eE][-+]?\d[\d_]*)?$/;
var isFloatLiteral = (t) => t?.type === "number" && FLOAT_LITERAL.test(t.value) && /[.eE]/.test(t.value);
function operandStartingBefore(tokens, brackets, end) {
  let i = end;
  while (isOpToken(tokens[i], "]")) i = brackets.any[i] - 1;
  if (!isNameToken(tokens[i])) return -1;
  while (isOpToken(tokens[i - 1], ".") && isNameToken(tokens[i - 2])) i -= 2;
  return i;
}
function operandEndingAfter(tokens, brackets, start) {
  let i = start;
  if (!isNameToken(tokens[i])) return -1;
  while (isOpToken(tokens[i + 1], ".") && isNameToken(tokens[i + 2])) i += 2;
  while (isOpToken(tokens[i + 1], "[")) {
    const close = brackets.square[i + 1];
    if (close < 0) break;
    i = close;
  }
  return i;
}
function isReward(tokens, start, end) {
  let subscript = start;
  while (subscript < end && !isOpToken(tokens[subscript], "[")) subscript++;
  let last = "";
  for (let i = subscript - 1; i >= start && last === ""; i--) if (tokens[i].type === "name") last = tokens[i].value;
  if (subscript === end) return REWARD_NAME.test(last);
  if (REWARDS_NAME.test(last)) return true;
  const key = tokens[subscript + 1];
  return key?.type === "string" && REWARD_NAME.test(key.content ?? "") && isOpToken(tokens[subscript + 2], "]") && subscript + 3 === end;
}
function leftSide(tokens, brackets, op) {
  if (isFloatLiteral(tokens[op - 1])) {
    const before = tokens[op - 3];
    const unary = before === void 0 || before.type === "op" && !")]}".includes(before.value);
    const signed = unary && (isOpToken(tokens[op - 2], "-") || isOpToken(tokens[op - 2], "+"));
    return { start: op - (signed ? 2 : 1), end: op, float: true, reward: false };
  }
  const start = operandStartingBefore(tokens, brackets, op - 1);
  if (start < 0) return void 0;
  return { start, end: op, float: false, reward: isReward(tokens, start, op) };
}
function rightSide(tokens, brackets, op) {
  const signed = isOpToken(tokens[op + 1], "-") || isOpToken(tokens[op + 1], "+");
  const literal = op + (signed ? 2 : 1);
  if (isFloatLiteral(tokens[literal])) return { start: op + 1, end: literal + 1, float: true, reward: false };
  const last = operandEndingAfter(tokens, brackets, op + 1);
  if (last < 0) return void 0;
  return { start: op + 1, end: last + 1, float: false, reward: isReward(tokens, op + 1, last + 1) };
}
var rewardFloatEquality = {
  id: "review/reward-float-equality",
  description: "Reward compared with == or != to a float literal (exact float equality).",
  details: 'Changed lines of non-test Python files only. A reward is `reward`/`*_reward` (also as an attribute: `obs.reward`), `rewards[...]`/`*_rewards[...]` or `x["reward"]`; the other side must be a float literal (`1.0`, `-0.5`, `1e-3`). Two rewards compared (`verify_reward != trace_reward`) are not flagged: a value forwarded or copied is meant to be identical, and rounding cannot tell them apart. Comparisons with an int literal (`reward == 0`) are not flagged: many environments give exact integer or \xB11 rewards, and a float literal is the sign the author treats the value as a float. Tests are exempt (`assert reward == 1.0` on a constant reward is exact; pytest.approx is the fix where it is not).',
  defaultSeverity: "warning",
  tier: 2,
  perFile: true,
  conflict: "check",
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || isTestPath(file.path)) continue;
      if (!someChangedLine(file, "added", (l) => /reward/i.test(l.text)) || !viewTextMatches(file, /==|!=/)) continue;
      for (const { tokens } of pythonViewOf(file).statements) {
        let brackets;
        tokens.forEach((op, i) => {
          if (op.type !== "op" || op.value !== "==" && op.value !== "!=" || !file.addedLines.has(op.line)) return;
          brackets ??= { any: bracketPairs(tokens), square: bracketPairs(tokens, "[", "]") };
          const left = leftSide(tokens, brackets, i);
          const right = rightSide(tokens, brackets, i);
          if (!left || !right || !(left.reward && right.float || left.float && right.reward)) return;
          const comparison = `${displayOf(tokens.slice(left.start, left.end))} ${op.value} ${displayOf(tokens.slice(right.start, right.end))}`;
          report({
            file: file.path,
            line: op.line,
            column: op.column + 1,
            message: `\`${comparison}\` compares a float reward exactly: rounding makes sums and averages miss (0.1 + 0.2 != 0.3), so the branch silently never (or always) runs. Use math.isclose(...) with a tolerance, or test the condition that set the reward.`,
            key: comparison
          });
        });
      }
    }
  }
};

// src/checks/review/rules/rfc-process.ts
function publicDefinition({ indent, tokens }) {
  if (indent !== 0) return void 0;
  const fn = definedFunction(tokens);
  const name = fn ?? (isNameToken(tokens[0], "class") && isNameToken(tokens[1]) ? tokens[1].value : void 0);
  if (name === void 0 || name.startsWith("_")) return void 0;
  return { name, kind: fn !== void 0 ? "def" : "class" };
}
var RFC_REFERENCE = /\bRFC[-\s#]*0*\d{1,3}\b|\brfcs\/\d{3}-/i;
var rfcRequired = {
  id: "review/rfc-required",
  description: "Public API added or removed under the core package with no RFC referenced by the pull request (one flag per pull request).",
  defaultSeverity: "warning",
  tier: 2,
  conflict: "principle",
  invariant: { document: "principles", title: "Changes to core APIs go through an RFC", patterns: [/new core APIs?\b.*\bRFC/i, /without a new RFC/i, /\bRFC\b.*(breaking|abstraction|protocol)/i, /\bRFCs?\b/] },
  run(context, report) {
    const rfcFileChanged = context.files.some((f) => f.path.startsWith(context.options.rfcDir + "/") && f.path.endsWith(".md"));
    const prText = `${context.pullRequest?.title ?? ""}
${context.pullRequest?.body ?? ""}`;
    if (rfcFileChanged || RFC_REFERENCE.test(prText)) return;
    const core = context.options.corePackage + "/";
    const changes = [];
    for (const file of context.files) {
      if (!file.path.startsWith(core) || !file.path.endsWith(".py") || isTestPath(file.path)) continue;
      const added = viewOfLines(file.added).statements.flatMap((s) => {
        const definition = publicDefinition(s);
        return definition ? [{ line: s.line, ...definition }] : [];
      });
      const removed = viewOfLines(file.removed).statements.flatMap((s) => publicDefinition(s)?.name ?? []);
      const addedNames = new Set(added.map((a) => a.name));
      const removedNames2 = new Set(removed);
      const introduced2 = added.filter((a) => !removedNames2.has(a.name));
      const dropped2 = [...removedNames2].filter((n) => !addedNames.has(n)).sort();
      if (introduced2.length === 0 && dropped2.length === 0) continue;
      changes.push({ path: file.path, line: introduced2[0]?.line ?? file.added[0]?.line ?? 1, introduced: introduced2.map((a) => a.name), dropped: dropped2 });
    }
    if (changes.length === 0) return;
    const listed = (names) => `${names.slice(0, 5).join(", ")}${names.length > 5 ? ` and ${names.length - 5} more` : ""}`;
    const introduced = changes.flatMap((c) => c.introduced);
    const dropped = changes.flatMap((c) => c.dropped);
    const parts = [];
    if (introduced.length) parts.push(`adds ${listed(introduced)}`);
    if (dropped.length) parts.push(`removes ${listed(dropped)}`);
    const where = changes.length === 1 ? "" : ` (in ${changes.slice(0, 5).map((c) => `\`${c.path}\``).join(", ")}${changes.length > 5 ? ` and ${changes.length - 5} more files` : ""})`;
    report({
      file: changes[0].path,
      line: changes[0].line,
      message: `This change ${parts.join(" and ")} in the core package's public API${where}, and the pull request references no RFC. New core APIs and breaking changes need an RFC: link it in the PR description ("RFC NNN"), or say why this is a bug fix or refactor that needs none.`,
      key: [...introduced.map((n) => `+${n}`), ...dropped.map((n) => `-${n}`)].sort().join(",")
    });
  }
};
function rfcAreaMatch(rfc, file) {
  const { path, added } = file;
  const pathHit = rfc.paths.find((p) => path === p || path.startsWith(p.endsWith("/") ? p : p + "/"));
  if (pathHit) return { what: `path \`${pathHit}\``, term: pathHit, line: added[0]?.line };
  const segments2 = path.split("/").map((s) => s.replace(/\.\w+$/, ""));
  const slugHit = rfc.slugWords.find((w) => segments2.includes(w));
  if (slugHit) return { what: `area "${slugHit}"`, line: added[0]?.line };
  return rfcSymbolMatch(rfc, file);
}
function rfcSymbolMatch(rfc, file) {
  if (rfc.symbols.length === 0) return void 0;
  const lineOf = symbolLines(file, rfc.symbols);
  for (const symbol of rfc.symbols) {
    const line = lineOf(symbol);
    if (line !== void 0) return { what: `symbol \`${symbol}\``, term: symbol, line };
  }
  return void 0;
}
function definitionClash(rfc, file) {
  if (rfc.definitions.length === 0 || !isPython(file.path) || file.status === "deleted" || isTestPath(file.path)) return void 0;
  const defined = new Set(rfc.definitions);
  for (const { name, line } of addedDefinitions(file)) if (defined.has(name)) return { what: `a definition of \`${name}\``, term: name, line };
  return void 0;
}
var addedDefinitionLists = /* @__PURE__ */ new WeakMap();
function addedDefinitions(file) {
  let list = addedDefinitionLists.get(file);
  if (list) return list;
  list = [];
  for (const statement of pythonViewOf(file).statements) {
    if (statement.indent !== 0 || !file.addedLines.has(statement.line)) continue;
    const t = statement.tokens;
    const name = definedFunction(t) ?? (isNameToken(t[0], "class") && isNameToken(t[1]) ? t[1].value : void 0);
    if (name !== void 0) list.push({ name, line: statement.line });
  }
  addedDefinitionLists.set(file, list);
  return list;
}
var symbolLookups = /* @__PURE__ */ new WeakMap();
function symbolLines(file, symbols) {
  let lookup = symbolLookups.get(file);
  if (!lookup) symbolLookups.set(file, lookup = isPython(file.path) ? pythonNameLines(file) : wordLines(file));
  return lookup(symbols);
}
function pythonNameLines(file) {
  const index = /* @__PURE__ */ new Map();
  for (const { tokens } of pythonViewOf(file).statements)
    for (const t of tokens) {
      if (t.type !== "name" || !file.addedLines.has(t.line)) continue;
      const seen = index.get(t.value);
      if (seen === void 0 || t.line < seen) index.set(t.value, t.line);
    }
  const lookup = (word) => index.get(word);
  return () => lookup;
}
function wordLines(file) {
  let text;
  const starts = [];
  const answers = /* @__PURE__ */ new Map();
  const lookup = (word) => answers.get(word);
  const lineAt = (at) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = low + high + 1 >> 1;
      if (starts[mid] <= at) low = mid;
      else high = mid - 1;
    }
    return file.added[low].line;
  };
  return (symbols) => {
    const words2 = [...new Set(symbols.filter((s) => !answers.has(s)))];
    if (words2.length === 0) return lookup;
    for (const word of words2) answers.set(word, void 0);
    const searched = words2.filter((w) => /^\w+$/.test(w));
    if (searched.length === 0) return lookup;
    if (text === void 0) {
      let at = 0;
      for (const { text: line } of file.added) {
        starts.push(at);
        at += line.length + 1;
      }
      text = file.added.map((l) => l.text).join("\n");
    }
    const regex = new RegExp(`(?<![A-Za-z0-9_])(?:${searched.join("|")})(?![A-Za-z0-9_])`, "g");
    for (const match of text.matchAll(regex)) if (answers.get(match[0]) === void 0) answers.set(match[0], lineAt(match.index));
    return lookup;
  };
}
var rfcArea = {
  id: "review/rfc-area",
  description: "Change touches paths or symbols a Draft or In Review RFC names (one flag per RFC per pull request); its authors are asked to review.",
  defaultSeverity: "warning",
  tier: 2,
  conflict: "rfc",
  async run(context, report) {
    let environments;
    const inEnvironment = async (path) => {
      if (/^envs\/[^/]+\/./.test(path)) return true;
      environments ??= context.headTree ? headFiles(context.headTree).then((files) => new Set(files.filter((f) => f === "openenv.yaml" || f.endsWith("/openenv.yaml")).map(parentDir))) : Promise.resolve(/* @__PURE__ */ new Set());
      const roots = await environments;
      return ancestorDirs(path).some((dir) => roots.has(dir));
    };
    for (const rfc of context.openRfcs) {
      if (context.files.some((f) => f.path === rfc.path)) continue;
      const hits = [];
      for (const file of context.files) {
        if (file.path.startsWith(context.options.rfcDir + "/")) continue;
        const defined = definitionClash(rfc, file);
        if (defined) {
          hits.push({ path: file.path, ...defined });
          continue;
        }
        const pathHit = rfcAreaMatch(rfc, file);
        const match = pathHit?.what.startsWith("area ") ? rfcSymbolMatch(rfc, file) : pathHit;
        if (!match) continue;
        if (match.what.startsWith("symbol ") && (isTestPath(file.path) || !file.path.endsWith(".py") || file.path.startsWith("examples/") || await inEnvironment(file.path))) continue;
        hits.push({ path: file.path, ...match });
      }
      if (hits.length === 0) continue;
      const first = hits[0];
      const key = `rfc-${rfc.number}`;
      const bytes = context.headTree ? await context.headTree.readFile(rfc.path) : void 0;
      const terms = [...new Set(hits.flatMap((h) => h.term ?? []))];
      const grounding = bytes ? await rfcSectionsNaming(rfc, decodeText(bytes).text, terms) : [];
      context.annotations.set(fingerprint(rfcArea.id, first.path, key), { rfc: rfc.path, grounding });
      const named = [...new Set(hits.map((h) => h.what))].slice(0, 5).join(", ");
      const where = hits.slice(0, 5).map((h) => `\`${h.path}\``).join(", ") + (hits.length > 5 ? ` and ${hits.length - 5} more files` : "");
      report({
        file: first.path,
        line: first.line ?? 1,
        message: `Touches ${named} named by RFC ${rfc.number} "${rfc.title}" (${rfc.status}), in ${where}. Decisions under discussion there may change this code: ask its authors whether this change agrees with the RFC, or wait for it to be accepted.`,
        key
      });
    }
  }
};
var openPrClaimsUnchecked = {
  id: "review/open-pr-claims-unchecked",
  description: "An RFC file is added but, without a GitHub token, other open pull requests were not checked for the same RFC number.",
  defaultSeverity: "notice",
  tier: 1,
  run(context, report) {
    if (context.github) return;
    const added = context.files.find((f) => f.status === "added" && f.path.startsWith(context.options.rfcDir + "/") && /\/\d{3}-[^/]*\.md$/.test(f.path));
    if (!added) return;
    report({
      file: added.path,
      line: 1,
      message: "The RFC number was not checked against other open pull requests: no GitHub token (set GITHUB_TOKEN, or give the action `pull-requests: read`). Another open pull request may claim the same number.",
      key: "claims-unchecked"
    });
  }
};

// src/checks/review/rules/tests-docs.ts
var baseName = (path) => path.slice(path.lastIndexOf("/") + 1);
var words = (text) => text.toLowerCase().replace(/[-_.]+/g, "_");
function hasTests(files, dir) {
  const stem = words(baseName(dir)).replace(/_?env(ironment)?$/, "");
  if (!stem) return files.some((f) => isTestPath(f));
  const first = stem.split("_")[0];
  const names = (path) => {
    const w = words(path);
    return w.includes(stem) || first.length >= 4 && w.split(/[_/]/).includes(first);
  };
  return files.some((f) => isTestPath(f) && (f.startsWith(dir + "/") || names(f)));
}
var isTemplate = (path) => path.split("/").some((s) => /template|^assets$|^examples?$|^fixtures?$/i.test(s));
var environmentWithoutTests = {
  id: "review/environment-without-tests",
  description: "New environment (a new openenv.yaml) with no tests in it or naming it elsewhere (tests/envs/test_NAME_*.py).",
  defaultSeverity: "warning",
  tier: 2,
  conflict: "check",
  details: "A new environment without a README.md is validate's finding (structure/push-layout and structure/readme-front-matter), which the review folds in for a touched environment: this rule does not repeat it.",
  async run(context, report) {
    const tree = context.headTree;
    if (!tree) return;
    for (const file of context.files) {
      if (file.status !== "added" || baseName(file.path) !== "openenv.yaml") continue;
      const dir = parentDir(file.path);
      if (isTestPath(file.path) || isTemplate(file.path) || hasTests(await headFiles(tree), dir)) continue;
      report({
        file: file.path,
        line: 1,
        message: `New environment ${dir || "(repository root)"} comes without tests. Add at least a test that resets the environment and takes a step (OpenEnv keeps them in tests/envs/test_${baseName(dir).replace(/_env$/, "")}_environment.py), so the next change to core is checked against it.`,
        key: dir
      });
    }
  }
};
var PUBLIC_DEF = /^(?: {4})?(?:async\s+)?def\s+([A-Za-z]\w*)\s*\(|^class\s+([A-Za-z]\w*)/;
function isPublicLibraryModule(path) {
  const parts = path.split("/");
  const src = parts.indexOf("src");
  if (src < 0 || !isPython(path) || isTestPath(path)) return false;
  return parts.slice(src + 1).every((p) => !p.startsWith("_") || p === "__init__.py" || p === "__main__.py");
}
var publicApiWithoutTests = {
  id: "review/public-api-without-tests",
  description: "Public functions or classes under src/ added, changed or removed, and no test file changed in the pull request.",
  defaultSeverity: "notice",
  tier: 1,
  run(context, report) {
    if (context.files.some((f) => isTestPath(f.path))) return;
    for (const file of context.files) {
      if (!isPublicLibraryModule(file.path)) continue;
      const added = file.added.find((l) => PUBLIC_DEF.test(l.text));
      const removed = file.removed.find((l) => PUBLIC_DEF.test(l.text));
      const changed = added ?? removed;
      if (!changed) continue;
      const match = PUBLIC_DEF.exec(changed.text);
      report({
        file: file.path,
        line: added?.line ?? 1,
        message: `The public API changes here (\`${match[1] ?? match[2]}\`${added ? "" : " removed or renamed"}) and no test changes with it. Add or update a test that pins the new behaviour.`,
        key: "api"
      });
    }
  }
};
var FENCE_OPEN = /^\s*(`{3,}|~{3,})\s*\{?\s*(python3?|py|pycon|ipython)\b/i;
function pythonSnippetLines(lines) {
  const out = [];
  let fence;
  let previous = -1;
  for (const { line, text } of lines) {
    if (line !== previous + 1) fence = void 0;
    previous = line;
    if (fence) {
      if (text.trim().startsWith(fence) && text.trim().replace(/[`~]/g, "") === "") fence = void 0;
      else out.push({ line, text: text.replace(/^\s*(>>>|\.\.\.) ?/, "") });
      continue;
    }
    const open = FENCE_OPEN.exec(text);
    if (open) fence = open[1];
  }
  return out;
}
function snippetImports(lines) {
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const { line, text } = lines[i];
    if (!/^\s*from\s+[\w.]+\s+import\b/.test(text)) continue;
    let statement = text;
    for (let j = i + 1; statement.includes("(") && !statement.includes(")") && j < lines.length && j < i + 40; j++) statement += "\n" + lines[j].text;
    let tokens;
    try {
      tokens = pythonLogicalLines(statement.trim())[0]?.tokens ?? [];
    } catch (error) {
      if (error instanceof PythonLexError) continue;
      throw error;
    }
    const at = tokens.findIndex((t) => t.type === "name" && t.value === "import");
    const module = tokens.slice(1, at).map((t) => t.value).join("");
    const names = [];
    for (let k = at + 1; k < tokens.length; k++) {
      const t = tokens[k];
      if (t.type === "name" && tokens[k - 1]?.value !== "as" && t.value !== "as") names.push(t.value);
      if (t.type === "op" && t.value === "*") names.length = 0;
    }
    if (module && !module.startsWith(".") && names.length) out.push({ line, module, names });
  }
  return out;
}
function moduleFiles(order, module) {
  const path = module.replace(/\./g, "/");
  const wanted = new Set(["", "src/", "envs/"].flatMap((root) => [`${root}${path}.py`, `${root}${path}/__init__.py`]));
  return [...wanted].filter((f) => order.has(f)).sort((a, b) => order.get(a) - order.get(b));
}
function exportsDynamically(source) {
  return source.split("\n").some((line) => /^[ \t]*from[ \t]+\S+[ \t]+import[ \t(]+\*/.test(line) || /^def[ \t]+__getattr__[ \t]*\(/.test(line));
}
function removedNames(files) {
  const out = /* @__PURE__ */ new Set();
  for (const file of files) {
    if (!isPython(file.path) || isTestPath(file.path) || !changedTextMatches(file, /def|class|from/)) continue;
    someChangedLine(file, "removed", ({ text }) => {
      const definition = /^(?:async\s+)?(?:def|class)\s+([A-Za-z]\w*)/.exec(text);
      if (definition) out.add(definition[1]);
      else if (file.path.endsWith("__init__.py") && /^from\s+\S+\s+import\s/.test(text)) {
        for (const m of text.slice(text.indexOf(" import ") + 8).matchAll(/[A-Za-z]\w*/g)) if (m[0] !== "as") out.add(m[0]);
      }
      return false;
    });
  }
  return out;
}
var MAX_DOCS_SCANNED = 400;
var staleDocImport = {
  id: "review/stale-doc-import",
  description: "Python snippet in Markdown imports a name its module no longer defines at HEAD (snippets on changed lines, and any snippet importing a name the change removes).",
  defaultSeverity: "warning",
  tier: 2,
  conflict: "check",
  details: "Only modules of the repository itself (found at HEAD at the root, under src/ or envs/), only `from module import name`; a module with `import *` or a module-level `__getattr__` is never flagged (what it exports cannot be told statically). When the change removes a top-level def/class or an `__init__.py` re-export, the Markdown files at HEAD that mention the name are checked too (at most 400 files).",
  async run(context, report) {
    const tree = context.headTree;
    if (!tree) return;
    let listing;
    const dynamic = /* @__PURE__ */ new Map();
    const isDynamic = (path, source) => {
      let answer = dynamic.get(path);
      if (answer === void 0) dynamic.set(path, answer = exportsDynamically(source));
      return answer;
    };
    const binders = /* @__PURE__ */ new Map();
    const bindsIn = (path, source, name) => {
      if (!binders.has(path)) binders.set(path, moduleLevelBinder(source));
      return binders.get(path)?.(name);
    };
    const check = async (path, imports2) => {
      const order = await (listing ??= headFiles(tree).then((files) => new Map(files.map((f, i) => [f, i]))));
      const stale = /* @__PURE__ */ new Map();
      for (const { line, module, names } of imports2) {
        const candidates = moduleFiles(order, module);
        if (candidates.length === 0) continue;
        const sources = await Promise.all(candidates.map((c) => headText(tree, c, 1024 * 1024)));
        if (sources.some((s, i) => s === void 0 || isDynamic(candidates[i], s))) continue;
        const missing = names.filter(
          (name) => !candidates.some((c, i) => {
            const folder = c.endsWith("/__init__.py") ? c.slice(0, -"/__init__.py".length) : void 0;
            if (folder && (order.has(`${folder}/${name}.py`) || order.has(`${folder}/${name}/__init__.py`))) return true;
            return bindsIn(c, sources[i], name) !== false;
          })
        );
        if (missing.length === 0) continue;
        const key = `${module}:${missing.join(",")}`;
        const seen = stale.get(key);
        if (seen) seen.lines.push(line);
        else stale.set(key, { lines: [line], module, missing, definedIn: candidates[0] });
      }
      for (const [key, { lines, module, missing, definedIn }] of stale) {
        const also = lines.length > 1 ? ` The same import is on line${lines.length > 2 ? "s" : ""} ${lines.slice(1).join(", ")}.` : "";
        report({
          file: path,
          line: lines[0],
          message: `The snippet imports ${missing.map((n) => `\`${n}\``).join(", ")} from \`${module}\`, which does not define ${missing.length === 1 ? "it" : "them"} at HEAD (${definedIn}): readers who copy it get an ImportError. Update the snippet to the current name.${also}`,
          key
        });
      }
    };
    const isMarkdown = (path) => /\.(md|mdx)$/i.test(path);
    for (const file of context.files) {
      if (file.status === "deleted" || !isMarkdown(file.path) || file.added.length === 0) continue;
      await check(file.path, snippetImports(pythonSnippetLines(scannedLines(file))).filter((i) => file.addedLines.has(i.line)));
    }
    const removed = [...removedNames(context.files)];
    if (removed.length === 0) return;
    const changed = new Set(context.files.map((f) => f.path));
    const docs = (await headFiles(tree)).filter((f) => isMarkdown(f) && !changed.has(f)).slice(0, MAX_DOCS_SCANNED);
    const texts2 = docs.map((path) => headText(tree, path, 1024 * 1024));
    for (const [index, path] of docs.entries()) {
      const text = await texts2[index];
      if (text === void 0 || !removed.some((name) => text.includes(name))) continue;
      const lines = gitLines(text).map((t, i) => ({ line: i + 1, text: t }));
      await check(path, snippetImports(pythonSnippetLines(lines)).filter((i) => i.names.some((n) => removed.includes(n))));
    }
  }
};

// src/checks/review/rules/todo-comment.ts
var MARKER = /\b(TODO|FIXME|XXX|HACK)\b/;
var MARKER_WORD = /TODO|FIXME|XXX|HACK/;
var todoComment = {
  id: "review/todo-comment",
  description: "TODO/FIXME/XXX/HACK comment added to source code (context, never blocking).",
  defaultSeverity: "notice",
  tier: 1,
  perFile: true,
  wholeFile: true,
  automated: "debug",
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || !context.isSource(file.path) || !viewTextMatches(file, MARKER_WORD)) continue;
      for (const comment of pythonViewOf(file).comments) {
        const marker = MARKER.exec(comment.text)?.[1];
        if (!marker) continue;
        report({
          file: file.path,
          line: comment.line,
          message: `${marker} comment added. Link it to an issue (e.g. "${marker}(#123): ...") or resolve it before merging.`,
          key: comment.text.trim()
        });
      }
    }
  }
};

// src/checks/review/rules/unused-constant.ts
function constantName(statement) {
  const t = statement.tokens;
  if (statement.indent !== 0 || !isNameToken(t[0]) || !/^_?[A-Z][A-Z0-9_]*$/.test(t[0].value)) return void 0;
  return isOpToken(t[1], "=") || isOpToken(t[1], ":") && t.some((x, i) => i > 1 && isOpToken(x, "=")) ? t[0].value : void 0;
}
var packageOf = (path) => /^envs\/[^/]+/.exec(path)?.[0] ?? path.slice(0, Math.max(0, path.lastIndexOf("/")));
var MAX_PACKAGE_FILES = 400;
var unusedConstant = {
  id: "review/unused-constant",
  description: "A module-level constant the change defines that nothing in its package reads (was it meant to filter or configure something?).",
  defaultSeverity: "warning",
  tier: 2,
  conflict: "check",
  details: "A question, not a fix: OpenEnv #421 defined `HIDDEN_TOOLS` for the tools its environment should hide and never used it, so every tool stayed listed. False-positive guards: capitalised module-level names only, on added lines, outside tests, `__init__.py` (a package's public names) and the core package's public API (a public constant under `src/` is for its users; a private `_NAME` there still counts); silent when the name appears as a word anywhere else in its environment (`envs/<name>/`) or folder, `__all__` included.",
  async run(context, report) {
    const tree = context.headTree;
    if (!tree) return;
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || isTestPath(file.path) || file.path.endsWith("__init__.py") || !file.head) continue;
      const statements = statementsOf(file);
      const defined = statements.flatMap((s) => {
        const name = file.addedLines.has(s.line) ? constantName(s) : void 0;
        return name && !(file.path.startsWith("src/") && !name.startsWith("_")) ? [{ name, line: s.line, tokens: s.tokens }] : [];
      });
      if (defined.length === 0) continue;
      const readHere = /* @__PURE__ */ new Set();
      for (const s of statements) s.tokens.forEach((t, i) => t.type === "name" && !(i === 0 && constantName(s) === t.value) && readHere.add(t.value));
      const unread = defined.filter((d) => !readHere.has(d.name));
      if (unread.length === 0) continue;
      const pkg = packageOf(file.path);
      const others = (await headFiles(tree)).filter((p) => p !== file.path && (pkg === "" ? !p.includes("/") : p.startsWith(pkg + "/")) && /\.(py|pyi|ipynb)$/.test(p)).slice(0, MAX_PACKAGE_FILES);
      const texts2 = (await Promise.all(others.map((p) => headText(tree, p, 512 * 1024)))).filter((t) => t !== void 0);
      const never = unread.filter((constant) => !texts2.some((t) => new RegExp(`\\b${constant.name}\\b`).test(t)));
      if (never.length === 0) continue;
      const names = never.map((c) => `\`${c.name}\` (line ${c.line})`);
      report({
        file: file.path,
        line: never[0].line,
        message: `${names.slice(0, 6).join(", ")}${names.length > 6 ? ` and ${names.length - 6} more` : ""} ${never.length === 1 ? "is" : "are"} defined here and never read in ${pkg ? `\`${pkg}/\`` : "the repository root"}: was ${never.length === 1 ? "it" : "each"} meant to filter or configure something? Use ${never.length === 1 ? "it" : "them"} where ${never.length === 1 ? "it was" : "they were"} meant to apply, or remove ${never.length === 1 ? "it" : "them"}.`,
        key: never.map((c) => c.name).join(",")
      });
    }
  }
};

// src/checks/review/rules/wire-types.ts
var WIRE_CLASS = /^\w*(?:Action|Observation|State)$/;
var NON_MODEL_BASES = /* @__PURE__ */ new Set(["", "object", "TypedDict", "NamedTuple", "dict", "typing.TypedDict", "typing.NamedTuple", "Protocol", "ABC"]);
var ENUM_BASE = /\b(Enum|IntEnum|StrEnum|Flag)\b/;
function classHeader(statement) {
  const t = statement.tokens;
  if (!isNameToken(t[0], "class") || !isNameToken(t[1])) return void 0;
  const bases = isOpToken(t[2], "(") ? bracketItems(t, 2).map((item) => codeOf(item).text) : [];
  return { name: t[1].value, bases };
}
var wireTypeNotPydantic = {
  id: "review/wire-type-not-pydantic",
  description: "New Action/Observation/State class that is not a Pydantic model (dataclass, TypedDict, plain class).",
  defaultSeverity: "warning",
  tier: 2,
  perFile: true,
  conflict: "principle",
  wholeFile: true,
  invariant: { document: "invariants", title: "Pydantic serialization of wire types", patterns: [/pydantic serialization/i, /wire types/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || isTestPath(file.path) || !viewTextMatches(file, /class/)) continue;
      const statements = pythonViewOf(file).statements;
      if (isStandaloneScript(file, statements, context)) continue;
      statements.forEach((statement, index) => {
        const header = classHeader(statement);
        if (!header || !WIRE_CLASS.test(header.name)) return;
        const bases = header.bases.filter((b) => !b.includes("="));
        if (bases.some((b) => ENUM_BASE.test(b))) return;
        const dataclass = decoratorsAbove(statements, index).some((d) => /^@(dataclasses\.)?dataclass\b/.test(codeOf(d.tokens).text));
        const plain = bases.length === 0 || bases.every((b) => NON_MODEL_BASES.has(b));
        if (!dataclass && !plain) return;
        const shape = dataclass ? "a dataclass" : bases.length === 0 ? "a plain class" : `based on ${bases.join(", ")}`;
        report({
          file: file.path,
          line: statement.line,
          message: `${header.name} is ${shape}, but everything that crosses the wire must be a Pydantic model. Derive it from the framework's Action/Observation/State (Pydantic BaseModel) types.`,
          key: header.name
        });
      });
    }
  }
};
var GENERIC_BASE = /^(Environment|EnvClient|MCPEnvClient)$/;
var missingGenerics = {
  id: "review/missing-generics",
  description: "Environment or client class deriving from Environment/EnvClient without its generic type parameters.",
  defaultSeverity: "warning",
  tier: 2,
  perFile: true,
  conflict: "principle",
  wholeFile: true,
  invariant: { document: "invariants", title: "Generic type safety", patterns: [/generic type safety/i, /Environment\[ActT/] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === "deleted" || !isPython(file.path) || isTestPath(file.path) || !viewTextMatches(file, /class/)) continue;
      if (file.path.startsWith(context.options.corePackage + "/")) continue;
      for (const statement of pythonViewOf(file).statements) {
        const header = classHeader(statement);
        if (!header) continue;
        const bare = header.bases.map((b) => b.replace(/^[\w.]*\./, "")).find((b) => GENERIC_BASE.test(b));
        if (!bare) continue;
        report({
          file: file.path,
          line: statement.line,
          message: `${header.name} derives from ${bare} without type parameters. Write ${bare}[MyAction, MyObservation, MyState] so client and server types are checked against each other.`,
          key: header.name
        });
      }
    }
  }
};

// src/checks/review/rules/index.ts
var REVIEW_RULES = [
  lint,
  bugRisk,
  debugPrint,
  debuggerStatement,
  todoComment,
  credentialToken,
  secretLogged,
  credentialFlow,
  envFile,
  credentialFile,
  diffAttributes,
  unawaitedAsyncReturn,
  classRedefinedBases,
  returnNotSubclass,
  mystFence,
  rfcYamlValues,
  undeclaredImport,
  lockfileNotUpdated,
  unusedDependency,
  clientServerImport,
  mcpReservedTool,
  reservedNamesShrunk,
  mcpSimulationControl,
  gymSignature,
  httpRoute,
  wireTypeNotPydantic,
  missingGenerics,
  clientReward,
  rewardFloatEquality,
  containerIsolation,
  forkedDependency,
  repositoryHygiene,
  importTimeEnviron,
  privateGetattr,
  pathContainment,
  unusedConstant,
  environmentWithoutTests,
  staleDocImport,
  publicApiWithoutTests,
  rfcRequired,
  rfcArea,
  openPrClaimsUnchecked
];

// src/checks/review/run-rules.ts
function runReviewRules(rules, context) {
  return shareTextViews(() => runRules(rules, context));
}
async function runRules(rules, context) {
  const outputs = rules.map(() => []);
  const reports = rules.map((rule, index) => collectFindings(rule, outputs[index]));
  const crashed = /* @__PURE__ */ new Set();
  const crash = (index, error) => {
    crashed.add(index);
    outputs[index].push(ruleCrashed(rules[index], "", error));
  };
  const run = (index, scope) => {
    if (crashed.has(index)) return void 0;
    try {
      const pending = rules[index].run(scope, reports[index]);
      return pending ? pending.catch((error) => crash(index, error)) : void 0;
    } catch (error) {
      crash(index, error);
      return void 0;
    }
  };
  const perFile2 = rules.flatMap((rule, index) => rule.perFile ? [index] : []);
  for (const file of context.files) {
    const oneFile = { ...context, files: [file] };
    for (const index of perFile2) {
      const pending = run(index, oneFile);
      if (pending) await pending;
    }
    releasePythonViews(file);
    releaseScannedLines(file);
  }
  for (let index = 0; index < rules.length; index++) if (!rules[index].perFile) await run(index, context);
  return outputs.flat();
}

// src/checks/review/source.ts
var DEFAULT_MAX_FILE_BYTES = 1024 * 1024;
async function diffFromGit(git, base, head, options = {}) {
  const maxChangeBytes = options.maxChangeBytes ?? LIMITS.changeBytes;
  const diff = await readRangeDiff(git, base, head, { bigFileBytes: LIMITS.fileBytes, maxPatchBytes: maxChangeBytes });
  const files = diff.map(reviewFileFromGit);
  capChange(files, diff.map((change) => change.patchBytes), maxChangeBytes);
  const total = diff.reduce((sum, change) => sum + change.patchBytes, 0);
  diff.forEach((change, index) => {
    if (change.patchOmitted) files[index].overChangeCap ??= total;
  });
  await markTooLarge(
    git,
    files.filter((_, index) => diff[index].binary || !diff[index].hunks),
    options.headBlob
  );
  diff.forEach((change, index) => {
    if (files[index].tooLarge === void 0 && change.binary) files[index].binary = true;
  });
  const headTexts = loadHeadTexts(git, files, options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES, options.headSize);
  diff.forEach((change, index) => {
    const file = files[index];
    if (file.tooLarge === void 0 && file.overChangeCap === void 0 && !change.binary) parseHunks(change.patch, file, { lazy: true });
  });
  await headTexts;
  return files;
}
function capChange(files, sizes, cap) {
  let total = 0;
  files.forEach((file, index) => {
    if (file.tooLarge === void 0) total += sizes[index];
  });
  if (total <= cap) return;
  let used = 0;
  files.forEach((file, index) => {
    if (file.tooLarge !== void 0) return;
    const size = sizes[index];
    if (used + size <= cap) used += size;
    else file.overChangeCap = total;
  });
}
function reviewFileFromGit(change) {
  const kind = change.status;
  const status = kind === "A" || kind === "C" ? "added" : kind === "D" ? "deleted" : kind === "R" ? "renamed" : "modified";
  const file = newReviewFile(change.path, status, kind === "R" ? change.previousPath : void 0);
  const blob = (id, mode) => NO_OBJECT.test(id) || mode === "160000" ? void 0 : id;
  file.blobs = { base: blob(change.oldObject, change.oldMode), head: blob(change.newObject, change.newMode) };
  return file;
}
async function markTooLarge(git, files, headBlob) {
  const sizes = /* @__PURE__ */ new Map();
  if (headBlob) {
    const listed = await Promise.all(files.map((f) => f.blobs?.head ? headBlob(f.path).catch(() => void 0) : void 0));
    files.forEach((file, index) => {
      const entry = listed[index];
      if (entry && entry.objectId === file.blobs?.head) sizes.set(entry.objectId, entry.size);
    });
  }
  const objects = [...new Set(files.flatMap((f) => [f.blobs?.head, f.blobs?.base]).filter((id) => id !== void 0 && !sizes.has(id)))];
  if (objects.length) {
    const { stdout } = await git(["cat-file", "--batch-check"], { input: objects.map((id) => `${id}
`).join("") });
    for (const line of stdout.toString("utf8").split("\n")) {
      const match = /^([0-9a-f]+) blob (\d+)$/.exec(line);
      if (match) sizes.set(match[1], Number(match[2]));
    }
  }
  for (const file of files) {
    const largest = Math.max(sizes.get(file.blobs?.head ?? "") ?? 0, sizes.get(file.blobs?.base ?? "") ?? 0);
    if (largest > LIMITS.fileBytes) file.tooLarge = largest;
  }
}
async function loadHeadTexts(git, files, maxBytes, headSize) {
  const candidates = files.filter((f) => f.status !== "deleted" && !f.binary && f.tooLarge === void 0 && f.overChangeCap === void 0 && f.blobs?.head !== void 0);
  const sizes = headSize ? await Promise.all(candidates.map((f) => headSize(f.path).catch(() => void 0))) : [];
  const wanted = candidates.filter((_, index) => (sizes[index] ?? 0) <= maxBytes);
  if (wanted.length === 0) return;
  const blobs = await readBlobs(git, [...new Set(wanted.map((f) => f.blobs.head))]);
  for (const file of wanted) {
    const body = blobs.get(file.blobs.head);
    if (!body || body.byteLength > maxBytes) continue;
    const decoded = decodeText(body);
    if (decoded.binary) file.binary = true;
    else file.head = decoded.text;
  }
}
async function loadBaseTexts(git, files, maxBytes = DEFAULT_MAX_FILE_BYTES) {
  const wanted = files.filter((f) => f.blobs?.base !== void 0);
  if (wanted.length === 0) return;
  const blobs = await readBlobs(git, [...new Set(wanted.map((f) => f.blobs.base))]);
  for (const file of wanted) {
    const body = blobs.get(file.blobs.base);
    if (!body || body.byteLength > maxBytes) continue;
    const decoded = decodeText(body);
    if (!decoded.binary) file.base = decoded.text;
  }
}
async function diffFromApi(github, pullNumber, maxChangeBytes = LIMITS.changeBytes) {
  const apiFiles = await github.listPullRequestFiles(pullNumber);
  const files = apiFiles.map((apiFile) => reviewFileFromApi(apiFile, { parse: false }));
  capChange(files, apiFiles.map((apiFile) => apiFile.patch?.length ?? 0), maxChangeBytes);
  files.forEach((file, index) => {
    const patch = apiFiles[index].patch;
    if (patch !== void 0 && file.tooLarge === void 0 && file.overChangeCap === void 0) parseHunks(patch, file);
  });
  return files;
}
function reviewFileFromApi(apiFile, options = {}) {
  const status = apiFile.status === "added" || apiFile.status === "copied" ? "added" : apiFile.status === "removed" ? "deleted" : apiFile.status === "renamed" ? "renamed" : "modified";
  const file = newReviewFile(apiFile.filename, status, apiFile.status === "renamed" ? apiFile.previousFilename : void 0);
  if (apiFile.patch === void 0) file.binary = status !== "deleted" && status !== "renamed";
  else if (apiFile.patch.length > LIMITS.fileBytes) file.tooLarge = apiFile.patch.length;
  else if (options.parse !== false) parseHunks(apiFile.patch, file);
  return file;
}

// src/checks/review/index.ts
var reviewCheck = {
  id: "review",
  title: "Alignment review",
  rules: [...REVIEW_RULES, llmClaim],
  options: REVIEW_OPTIONS,
  cliPaths: "root",
  // The review is about the diff itself: it reports only what the changed lines add.
  scopeStrategy: { by: "check" },
  run: (context) => runReview(context)
};
function documentsOf(options) {
  const rfcPrefix = options.rfcDir + "/";
  const fixed = /* @__PURE__ */ new Set([options.invariantsFile, options.principlesFile, options.codeownersFile, ".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"]);
  return (path) => fixed.has(path) || path.startsWith(rfcPrefix) && path.endsWith(".md") && !path.slice(rfcPrefix.length).includes("/");
}
async function resolve(git, revision, role) {
  return (await resolveBoth(git, [revision, revision], [role, role]))[0].commit;
}
async function resolveBoth(git, revisions, roles) {
  const resolved = await resolveCommits(git, revisions);
  resolved.forEach((commit, index) => {
    if (!commit) {
      throw new Error(
        `review: the ${roles[index]} revision "${revisions[index]}" is not in this clone. Fetch it (actions/checkout with fetch-depth: 0, or git fetch origin ${revisions[index]}) and run again.`
      );
    }
  });
  return resolved;
}
async function checkoutIsPullRequest(git, headSha, pullRequest) {
  const wanted = pullRequest.headSha.toLowerCase();
  if (headSha === wanted) return true;
  const parents = (await git(["rev-list", "--parents", "-n", "1", headSha], { allowFailure: true })).stdout.toString("utf8").trim().split(" ");
  return parents.length === 3 && parents[2] === wanted;
}
async function loadDiff(context, options) {
  const git = context.services.git;
  const github = context.services.github;
  let useGit = Boolean(git && context.baseRevision);
  if (useGit && git && context.pullRequest && /^[0-9a-f]{40}$/i.test(context.pullRequest.headSha) && !context.headRevision) {
    const head = await resolve(git, "HEAD", "head");
    if (!await checkoutIsPullRequest(git, head, context.pullRequest)) {
      if (github) {
        context.services.logger.info(`review: the checkout (${head.slice(0, 12)}) is not pull request #${context.pullRequest.number}; reading its diff from the API instead.`);
        useGit = false;
      } else {
        context.services.logger.warning(
          `review: the checkout (${head.slice(0, 12)}) is not the head of pull request #${context.pullRequest.number} (${context.pullRequest.headSha.slice(0, 12)}), and without a token the pull request diff cannot be read from the API: the review covers ${context.baseRevision}..HEAD of the checkout.`
        );
      }
    }
  }
  if (git && context.baseRevision && useGit) {
    const [base, head] = await resolveBoth(git, [context.baseRevision, context.headRevision ?? "HEAD"], ["base", "head"]);
    const [baseSha, headSha] = [base.commit, head.commit];
    const headTree = new GitRevisionView(git, headSha, { prefetch: documentsOf(options) });
    if (base.tree !== head.tree) headTree.listFiles().catch(() => void 0);
    const files = base.tree === head.tree ? [] : await diffFromGit(git, baseSha, headSha, { maxFileBytes: options.maxFileBytes, maxChangeBytes: options.maxChangeBytes, headSize: (path) => headTree.fileSize(path), headBlob: (path) => headTree.blob(path) });
    const reportedHead = !context.headRevision && context.pullRequest && /^[0-9a-f]{40}$/.test(context.pullRequest.headSha) ? context.pullRequest.headSha : headSha;
    return { files, source: "git", baseSha, headSha: reportedHead, diffHeadSha: headSha, headTree, baseTree: new GitRevisionView(git, baseSha, { prefetch: documentsOf(options) }), git, blame: git };
  }
  if (github && context.pullRequest) {
    const files = await diffFromApi(github, context.pullRequest.number, options.maxChangeBytes);
    const api = { files, source: "api", baseSha: context.pullRequest.baseSha, headSha: context.pullRequest.headSha, headTree: context.repo };
    const baseSha = context.pullRequest.baseSha.toLowerCase();
    if (git && /^[0-9a-f]{40}$/.test(baseSha) && (await git(["cat-file", "-e", `${baseSha}^{commit}`], { allowFailure: true })).exitCode === 0) {
      return { ...api, baseTree: new GitRevisionView(git, baseSha), blame: git };
    }
    return api;
  }
  return void 0;
}
async function warnUncommitted(git, logger) {
  const status = await git(["status", "--porcelain", "-z"], { allowFailure: true }).catch(() => void 0);
  const count = status && status.exitCode === 0 ? status.stdout.toString("utf8").split("\0").filter((e) => /^[ MADRCU?!]{2} /.test(e)).length : 0;
  if (count > 0) {
    logger.warning(`review: the review covers commits up to HEAD; ${count} uncommitted change(s) in the working tree are not part of it. Commit them, or pass --head.`);
  }
}
async function loadBaseTextsFor(source, options) {
  if (!source.git) return;
  const mentionsReserved = (l) => l.text.includes("RESERVED_TOOL_NAMES");
  const needed = source.files.filter(
    (file) => file.status !== "added" && file.path.endsWith(".py") && (options.coreEnvFiles.includes(file.path) || changedTextMatches(file, /RESERVED_TOOL_NAMES/) && (someChangedLine(file, "removed", mentionsReserved) || someChangedLine(file, "added", mentionsReserved)))
  );
  await loadBaseTexts(source.git, needed, options.maxFileBytes);
}
async function readText(tree, path) {
  if (!tree || !path) return void 0;
  const bytes = await tree.readFile(path);
  if (!bytes || bytes.byteLength > 1024 * 1024) return void 0;
  const decoded = decodeText(bytes);
  return decoded.binary ? void 0 : decoded.text;
}
async function loadCodeowners(tree, options) {
  const candidates = options.codeownersFile ? [options.codeownersFile] : [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"];
  for (const path of candidates) {
    const text = await readText(tree, path);
    if (text !== void 0) return parseCodeowners(text);
  }
  return [];
}
async function runLint(source, runner, passes) {
  if (!passes.own && !passes.bugRisk) return { status: "skipped", reason: "off in the config (review/lint and review/bug-risk)" };
  const probe = await runner([]);
  if (probe.status === "skipped") return probe;
  if (source.source === "api") return { status: "skipped", reason: "skipped: no checkout of the head revision (review read the pull request diff)" };
  const files = source.files.filter((f) => f.path.endsWith(".py") && f.status !== "deleted" && f.head !== void 0);
  if (files.length === 0) return { status: "skipped", reason: "no Python files changed" };
  const configs = await ruffConfigFiles(source.headTree, files.map((f) => f.path));
  return runner(files.map((f) => ({ path: f.path, text: f.head })), { configs, passes });
}
function toItem(finding, annotations) {
  const grounding = annotations?.get(finding.fingerprint)?.grounding;
  return {
    rule: finding.rule,
    severity: finding.severity,
    check: finding.check ?? "review",
    file: finding.file,
    line: finding.line,
    message: finding.message,
    ...grounding?.length ? { grounding } : {},
    ...finding.places ? { places: finding.places } : {}
  };
}
var CREDENTIAL_RULES = /* @__PURE__ */ new Set(["review/credential-token", "review/secret-logged", "review/credential-flow", "review/env-file", "review/credential-file"]);
function tier1Items(errors, annotations) {
  const rank = (f) => {
    if (CREDENTIAL_RULES.has(f.rule)) return 0;
    if (RULES_BY_ID.get(f.rule)?.dependency || f.rule.startsWith("deps/")) return 1;
    if (f.check === "rfc-lint") return 2;
    return f.rule === lint.id ? 4 : 3;
  };
  const ordered = errors.map((f, index) => ({ f, index })).sort((a, b) => rank(a.f) - rank(b.f) || a.index - b.index).map(({ f }) => f);
  const lint2 = ordered.filter((f) => f.rule === lint.id);
  const items = ordered.filter((f) => f.rule !== lint.id).map((f) => toItem(f, annotations));
  if (lint2.length) items.push({ ...toItem(lint2[0]), message: combinedLintMessage(lint2) });
  return items;
}
async function runReview(context, dependencies = {}) {
  const options = parseReviewOptions(context.options);
  const logger = context.services.logger;
  const source = await loadDiff(context, options);
  if (!source) {
    logger.warning("review: nothing to review: no base revision and no pull request to read a diff from. Give --base <revision> (and --head), or run it on a pull_request event.");
    return { findings: [] };
  }
  logger.progress(`review: ${source.files.length} changed files from ${source.source === "git" ? "git" : "the pull request API"}`);
  if (source.git && !context.headRevision && !context.pullRequest) await warnUncommitted(source.git, logger);
  await loadBaseTextsFor(source, options);
  const openRfcs = source.files.length ? await loadOpenRfcs(source.headTree, options.rfcDir) : [];
  const projects = source.files.length ? await loadProjects(source.headTree, source.files) : [];
  const ruleOn = (id) => context.ruleOff?.(id) !== true;
  const rules = REVIEW_RULES.filter((rule) => ruleOn(rule.id));
  const lintOutcome = await runLint(source, dependencies.lint ?? ruffRunner(context.root), { own: ruleOn(lint.id), bugRisk: ruleOn(bugRisk.id) });
  const reviewContext = {
    files: source.files,
    options,
    pullRequest: context.pullRequest ? { title: context.pullRequest.title, body: context.pullRequest.body } : void 0,
    openRfcs,
    isSource: sourceMatcher(options),
    annotations: /* @__PURE__ */ new Map(),
    lint: lintOutcome,
    // The gate is read from HEAD's workflows only when ruff has something to say.
    lintGate: lintOutcome.status === "ran" && lintOutcome.findings.length > 0 ? await lintGateOf(source.headTree) : void 0,
    projects,
    scriptEntryFiles: scriptEntryFiles(projects),
    headTree: source.headTree,
    baseTree: source.baseTree,
    github: Boolean(context.services.github)
  };
  const byPath = new Map(source.files.map((f) => [f.path, f]));
  const own = [];
  let preExisting = 0;
  for (const finding of await runReviewRules(rules, reviewContext)) {
    const file = byPath.get(finding.file);
    const wholeFile = RULES_BY_ID.get(finding.rule)?.wholeFile === true;
    const onChange = !wholeFile || finding.line === void 0 || !file || file.addedLines.has(finding.line);
    if (onChange) own.push({ ...finding, check: "review" });
    else preExisting++;
  }
  for (const file of source.files) {
    if (file.overChangeCap !== void 0) {
      own.push({
        rule: CHANGE_TOO_LARGE_RULE,
        severity: "warning",
        file: file.path,
        message: changeTooLargeMessage(file.path, file.overChangeCap, options.maxChangeBytes),
        fingerprint: fingerprint(CHANGE_TOO_LARGE_RULE, file.path, "review"),
        check: "review"
      });
      continue;
    }
    if (file.tooLarge === void 0) continue;
    own.push({
      rule: FILE_TOO_LARGE_RULE,
      severity: "warning",
      file: file.path,
      message: fileTooLargeMessage(file.path, file.tooLarge, "the review did not read its change; review it by hand or keep generated and data files out of the pull request"),
      fingerprint: fingerprint(FILE_TOO_LARGE_RULE, file.path, "review"),
      check: "review"
    });
  }
  const findings = [...asReported(own, context)].sort(compareByLocation);
  const folded = await foldChecks({
    context,
    files: source.files,
    options,
    headTree: source.headTree,
    baseTree: source.baseTree
  });
  const credentialFiles = new Set(findings.filter((f) => CREDENTIAL_RULES.has(f.rule)).map((f) => f.file));
  folded.findings = folded.findings.filter((f) => !(f.rule === "security/no-credentials-in-context" && f.file !== void 0 && credentialFiles.has(f.file)));
  const handedOver = splitHandedOver(context, source);
  const report = await buildReport(context, source, options, reviewContext, findings, preExisting, lintOutcome, folded, handedOver);
  const modelPass = options.llm.mode === "off" ? void 0 : await import("./run-NUEEURC5.js");
  const deterministic = [...findings, ...folded.findings, ...context.priorFindings.filter(countsForVerdict)];
  const model = await modelPass?.runModelPass(context, source, options, report, deterministic, { client: dependencies.llmClient });
  const commentMarkdown = renderReviewMarkdown(report, { repository: context.repositorySlug }) + (model ? `
${model.markdown}` : "");
  return {
    // Folded findings count for the exit status and annotations too: `review` alone blocks what rfc-lint blocks.
    // The model's claims are advisory findings (annotations, SARIF, the reports' lists), counted nowhere.
    findings: [...findings, ...folded.findings, ...model?.findings ?? []],
    countedElsewhere: handedOver.countedInTheirSteps,
    commentMarkdown,
    sections: [{ title: "Alignment review", markdown: commentMarkdown }, ...model ? [{ title: "Model pass", markdown: model.summary }] : []],
    data: { review: report, ...model && modelPass ? { llm: modelPass.llmData(model.outcome) } : {} }
  };
}
var plural2 = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
var RULES_BY_ID = new Map(REVIEW_RULES.map((r) => [r.id, r]));
function splitHandedOver(context, source) {
  const touched = new Set(source.files.map((f) => f.path));
  const handedOver = context.priorFindings.filter(countsForVerdict).sort(compareByLocation);
  const isNew = (f) => f.scope ? f.scope === "new" : f.file === "" || touched.has(f.file);
  const ownStep = (f) => f.check !== void 0 && context.reportedInJob?.has(f.check) === true;
  const here = handedOver.filter((f) => !ownStep(f) && isNew(f));
  return {
    here,
    countedInTheirSteps: handedOver.filter((f) => ownStep(f) && isNew(f) && f.severity !== "notice"),
    preExisting: handedOver.filter((f) => !ownStep(f)).length - here.length
  };
}
async function buildReport(context, source, options, reviewContext, findings, preExisting, lintOutcome, folded, handedOver) {
  preExisting += handedOver.preExisting + folded.preExisting;
  const elsewhere = reportedElsewhere(handedOver.countedInTheirSteps);
  const prior = [...collapseRepeated([...handedOver.here, ...folded.findings]), ...elsewhere];
  const needsReviewers = findings.some((f) => f.severity === "warning") || prior.some((f) => f.severity === "warning");
  const codeowners = needsReviewers ? await loadCodeowners(source.baseTree ?? context.repo, options) : [];
  const document = async (path) => ({ path, head: needsReviewers ? await readText(source.headTree, path) : void 0, base: needsReviewers ? await readText(source.baseTree, path) : void 0 });
  const documents = { invariants: await document(options.invariantsFile), principles: await document(options.principlesFile) };
  const blameCache = /* @__PURE__ */ new Map();
  const annotations = reviewContext.annotations;
  const tier1 = tier1Items([...findings.filter((f) => f.severity === "error"), ...prior.filter((f) => f.severity === "error")], annotations);
  const notices = [...findings.filter((f) => f.severity === "notice"), ...collapseRepeated(folded.findings.filter((f) => f.severity === "notice"))].map((f) => toItem(f, annotations));
  const tier2 = [];
  for (const finding of findings.filter((f) => f.severity === "warning")) {
    const rule = RULES_BY_ID.get(finding.rule);
    const annotation = reviewContext.annotations.get(finding.fingerprint);
    if (rule?.conflict === "check") {
      tier2.push({ ...toItem(finding, annotations), conflict: "check", reviewers: [...ownersOf(codeowners, finding.file)] });
      continue;
    }
    if (rule?.conflict === "rfc") {
      const rfc = reviewContext.openRfcs.find((r) => r.path === annotation?.rfc);
      tier2.push({
        ...toItem(finding, annotations),
        conflict: "rfc",
        principle: rfc ? `RFC ${rfc.number}: ${rfc.title}` : void 0,
        reference: rfc ? { path: rfc.path } : void 0,
        reviewers: rfc ? rfc.authors.map((a) => `@${a}`) : []
      });
      continue;
    }
    const handles = new Set(ownersOf(codeowners, finding.file));
    let reference;
    if (rule?.invariant) {
      const document2 = documents[rule.invariant.document];
      const located = locateInvariant(rule.invariant, document2.path, document2.head);
      if (located) reference = { path: located.document, line: located.line };
      else if (document2.head !== void 0) reference = { path: document2.path };
      for (const owner of ownersOf(codeowners, document2.path)) handles.add(owner);
      const atBase = locateInvariant(rule.invariant, document2.path, document2.base);
      if (atBase && source.blame) {
        const cacheKey = `${document2.path}:${atBase.line}`;
        if (!blameCache.has(cacheKey)) blameCache.set(cacheKey, await blameLogins(source.blame, source.baseSha, document2.path, atBase.line, atBase.endLine));
        for (const login of blameCache.get(cacheKey)) handles.add(login);
      }
    }
    tier2.push({
      ...toItem(finding, annotations),
      conflict: "principle",
      principle: rule?.invariant?.title,
      reference,
      reviewers: [...handles].sort(compareHandles)
    });
  }
  for (const finding of prior.filter((f) => f.severity === "warning")) {
    tier2.push({ ...toItem(finding), conflict: "check", reviewers: [...ownersOf(codeowners, finding.file)] });
  }
  const openRfcs = [];
  for (const rfc of reviewContext.openRfcs) {
    if (source.files.some((f) => f.path === rfc.path)) continue;
    const touchedBy = source.files.filter((f) => !f.path.startsWith(options.rfcDir + "/") && rfcAreaMatch(rfc, f)).map((f) => f.path);
    if (touchedBy.length) openRfcs.push({ path: rfc.path, number: rfc.number, title: rfc.title, status: rfc.status, authors: rfc.authors.map((a) => `@${a}`), touchedBy });
  }
  const debugErrors = findings.filter((f) => RULES_BY_ID.get(f.rule)?.automated === "debug" && f.severity === "error").length;
  const todo = notices.filter((n) => n.rule === "review/todo-comment").length;
  const lintFiles = findings.filter((f) => f.rule === "review/lint" && f.severity === "error").length;
  const riskFiles = findings.filter((f) => f.rule === "review/bug-risk" && f.severity === "error").length;
  const selection = lintOutcome.status === "ran" && lintOutcome.defaultSelection ? " (no ruff configuration at HEAD: safe default set)" : "";
  const unenforced = findings.some((f) => f.rule === lint.id && f.severity === "warning") ? "; style findings where its CI runs no ruff are one Tier 2 line" : "";
  const lint2 = lintOutcome.status === "ran" ? lintFiles + riskFiles > 0 ? {
    status: "FAIL",
    summary: `ruff: findings on changed lines of ${plural2(lintFiles + riskFiles, "file")}${riskFiles ? ` (${riskFiles} with bug risks)` : ""}${selection}`
  } : unenforced ? { status: "PASS", summary: `ruff: nothing the repository's CI enforces on changed lines of ${plural2(lintOutcome.filesChecked, "Python file")}${selection}${unenforced}` } : { status: "PASS", summary: `ruff: no findings on changed lines of ${plural2(lintOutcome.filesChecked, "Python file")}${selection}` } : { status: "SKIPPED", summary: lintOutcome.reason };
  const debug = debugErrors > 0 ? { status: "FAIL", summary: `${debugErrors} debug statement${debugErrors === 1 ? "" : "s"} on changed lines` } : { status: "PASS", summary: `no print/breakpoint/pdb on changed source lines${todo ? ` (${todo} TODO-style note${todo === 1 ? "" : "s"})` : ""}` };
  return {
    version: 1,
    baseSha: source.baseSha,
    headSha: source.headSha,
    source: source.source,
    filesChanged: source.files.length,
    linesAdded: source.files.reduce((n, f) => n + changedLineCount(f, "added"), 0),
    linesRemoved: source.files.reduce((n, f) => n + changedLineCount(f, "removed"), 0),
    automated: { lint: lint2, debug },
    openRfcs,
    tier1,
    tier2,
    notices,
    preExisting
  };
}
export {
  REVIEW_RULES,
  renderReviewMarkdown,
  reviewCheck,
  runReview
};
