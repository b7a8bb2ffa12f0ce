import {
  RFC_OPTION_SPECS
} from "./chunk-CAQTQBAS.js";
import {
  pLimit
} from "./chunk-6DRY2ITD.js";
import {
  GitError
} from "./chunk-G4GK4AQJ.js";
import {
  GitRevisionView
} from "./chunk-XOQT5AGB.js";
import {
  markByFingerprint
} from "./chunk-XN4EW7HB.js";
import {
  UserError
} from "./chunk-ZCKK2XZD.js";
import {
  runRules
} from "./chunk-RUDGHLJC.js";
import "./chunk-ZKRAT4SF.js";
import {
  require_picomatch
} from "./chunk-HIPR4ACX.js";
import {
  escapeMarkdown,
  escapeTableCell
} from "./chunk-W3AGWKJZ.js";
import "./chunk-JRTPWSBC.js";
import {
  DEFAULT_MAX_BYTES,
  MENTION_PATTERN,
  classifyPath,
  rfcFolderSegment,
  slugify
} from "./chunk-GKX5BD2S.js";
import {
  nonFileEntries,
  normalizeRepoPath,
  readFileBounded
} from "./chunk-YHG43ED4.js";
import "./chunk-CX2PQOLX.js";
import "./chunk-KBUQXIYL.js";
import {
  clipCodePoints,
  firstCodePoints,
  trimTrailing
} from "./chunk-OXMKZMOM.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/checks/rfc/history/blame.ts
var NOT_COMMITTED = /^0{40}$/;
var BlameCache = class {
  constructor(git, revision) {
    this.git = git;
    this.revision = revision;
  }
  git;
  revision;
  cache = /* @__PURE__ */ new Map();
  singleCommitFiles;
  /** Number of `git blame` processes started (for tests and the bench). */
  processes = 0;
  /** Blames every requested line of `path` that is not cached yet, in at most one process. */
  async lines(path, lineNumbers) {
    let known = this.cache.get(path);
    if (!known) this.cache.set(path, known = /* @__PURE__ */ new Map());
    const missing = [...new Set(lineNumbers)].filter((n) => n > 0 && !known.has(n)).sort((a, b) => a - b);
    if (missing.length === 0) return known;
    const whole = (await this.singleCommitIndex()).get(path);
    if (whole) {
      for (const line of missing) known.set(line, whole);
      return known;
    }
    const args = ["blame", "--porcelain"];
    for (const [start, end] of toRanges(missing)) args.push("-L", `${start},${end}`);
    if (this.revision) args.push(this.revision);
    args.push("--", path);
    this.processes++;
    const result = await this.git(args, { allowFailure: true });
    if (result.exitCode === 0) {
      for (const [line, blamed] of parsePorcelain(result.stdout.toString("utf8"))) known.set(line, blamed);
    }
    for (const line of missing) if (!known.has(line)) known.set(line, { commit: "0".repeat(40), time: Infinity });
    return known;
  }
  singleCommitIndex() {
    this.singleCommitFiles ??= this.readSingleCommitIndex().catch(() => /* @__PURE__ */ new Map());
    return this.singleCommitFiles;
  }
  async readSingleCommitIndex() {
    const rev = this.revision ?? "HEAD";
    const { stdout } = await this.git([
      "-c",
      "core.quotePath=false",
      "log",
      "--relative",
      "-M",
      "--name-status",
      "--format=%x01%H %ct",
      rev,
      "--",
      "*.md",
      "*.MD"
    ]);
    const touches = /* @__PURE__ */ new Map();
    let stamp;
    for (const line of stdout.toString("utf8").split("\n")) {
      if (line.startsWith("")) {
        const [commit, seconds] = line.slice(1).split(" ");
        stamp = { commit, time: Number(seconds) * 1e3 };
        continue;
      }
      if (!stamp || !line) continue;
      const parts = line.split("	");
      const status = parts[0][0];
      const path = parts[parts.length - 1];
      const seen = touches.get(path);
      if (seen) seen.count++;
      else touches.set(path, { count: 1, added: status === "A", stamp });
    }
    const dirty = /* @__PURE__ */ new Set();
    if (!this.revision) {
      const diff = await this.git(["-c", "core.quotePath=false", "diff", "--relative", "--name-only", "HEAD"], { allowFailure: true });
      for (const p of diff.stdout.toString("utf8").split("\n")) if (p) dirty.add(p);
    }
    const out = /* @__PURE__ */ new Map();
    for (const [path, t] of touches) if (t.count === 1 && t.added && !dirty.has(path)) out.set(path, t.stamp);
    return out;
  }
};
async function blameAll(cache, linesByFile, signal, concurrency = 4) {
  const limit = pLimit(concurrency);
  const entries = await Promise.all(
    [...linesByFile].map(
      ([path, lines]) => limit(async () => [path, signal?.aborted ? /* @__PURE__ */ new Map() : await cache.lines(path, lines)])
    )
  );
  return new Map(entries);
}
function toRanges(sorted) {
  const ranges = [];
  for (const n of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && n === last[1] + 1) last[1] = n;
    else ranges.push([n, n]);
  }
  return ranges;
}
function parsePorcelain(output) {
  const times = /* @__PURE__ */ new Map();
  const pending = [];
  let current;
  for (const row of output.split("\n")) {
    if (row.startsWith("	")) continue;
    const header = /^([0-9a-f]{40}) \d+ (\d+)(?: \d+)?$/.exec(row);
    if (header) {
      current = header[1];
      pending.push({ commit: current, line: Number(header[2]) });
      continue;
    }
    if (current && row.startsWith("committer-time ")) times.set(current, Number(row.slice(15)) * 1e3);
  }
  const out = /* @__PURE__ */ new Map();
  for (const { commit, line } of pending) {
    const time = NOT_COMMITTED.test(commit) ? Infinity : times.get(commit) ?? Infinity;
    out.set(line, { commit, time });
  }
  return out;
}

// src/checks/rfc/numbering/rfc-path.ts
var RFC_NAME = /^(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
function parseRfcPath(path, rfcDir) {
  const dir = rfcDir.replace(/^\.?\/+/, "").replace(/\/+$/, "");
  const prefix = dir === "" ? "" : `${dir}/`;
  if (!path.startsWith(prefix)) return void 0;
  const name = path.slice(prefix.length);
  if (name.includes("/")) return void 0;
  const match = RFC_NAME.exec(name);
  if (!match) return void 0;
  return { path, number: Number(match[1]), slug: match[2] };
}
function formatRfcNumber(number) {
  return String(number).padStart(3, "0");
}
function baseName(path) {
  return path.slice(path.lastIndexOf("/") + 1);
}

// src/checks/rfc/history/git-history.ts
async function readRfcHistory(git, revision, rfcDir) {
  const dir = rfcDir.replace(/^\.?\/+/, "").replace(/\/+$/, "");
  const { stdout } = await git([
    "-c",
    "core.quotePath=false",
    "log",
    "--relative",
    // paths relative to the scanned folder, when it is a subdirectory of the repository
    "--first-parent",
    "--diff-merges=first-parent",
    "-M",
    "--name-status",
    "--diff-filter=ADR",
    "--format=%x01%H %ct %P",
    revision,
    "--",
    dir === "" ? "." : `${dir}/`
  ]);
  return parseRfcLog(stdout.toString("utf8"), dir);
}
function parseRfcLog(output, rfcDir) {
  const retired = [];
  const addedBy = /* @__PURE__ */ new Map();
  let stamp;
  for (const line of output.split("\n")) {
    if (line.startsWith("")) {
      const [commit, seconds, ...parents] = line.slice(1).split(" ");
      stamp = { commit, time: Number(seconds) * 1e3, ...parents.length > 1 ? { merge: true } : {} };
      continue;
    }
    if (!stamp || line === "") continue;
    const [status, first, second] = line.split("	");
    if (!status || !first) continue;
    const kind = status[0];
    if (kind === "A") {
      if (!addedBy.has(first)) addedBy.set(first, stamp);
    } else if (kind === "D") {
      const rfc = parseRfcPath(first, rfcDir);
      if (rfc) retired.push({ ...stamp, ...rfc, how: "deleted" });
    } else if (kind === "R" && second) {
      if (!addedBy.has(second)) addedBy.set(second, stamp);
      const from = parseRfcPath(first, rfcDir);
      const to = parseRfcPath(second, rfcDir);
      if (from && (!to || to.number !== from.number)) retired.push({ ...stamp, ...from, how: "renamed", renamedTo: second });
    }
  }
  return { retired, addedBy };
}
async function firstCommitAdding(git, revisions, path) {
  const { stdout } = await git(["log", "--reverse", "--diff-filter=A", "--format=%H %ct", revisions, "--", path], {
    allowFailure: true
  });
  const first = stdout.toString("utf8").split("\n").find(Boolean);
  if (!first) return void 0;
  const [commit, seconds] = first.split(" ");
  return { commit, time: Number(seconds) * 1e3 };
}
var AncestryCache = class {
  constructor(git) {
    this.git = git;
  }
  git;
  cache = /* @__PURE__ */ new Map();
  isAncestor(ancestor, descendant) {
    const key = `${ancestor} ${descendant}`;
    let answer = this.cache.get(key);
    if (!answer) {
      answer = this.git(["merge-base", "--is-ancestor", ancestor, descendant], { allowFailure: true }).then(
        (result) => result.exitCode === 0,
        () => false
      );
      this.cache.set(key, answer);
    }
    return answer;
  }
};

// src/checks/rfc/numbering/numbering.ts
function computeNumbering(input) {
  const claims = input.claimsOutcome.status === "checked" ? input.claimsOutcome.claims : [];
  const retired = input.retired ?? [];
  let max = -1;
  for (const n of input.existing.keys()) max = Math.max(max, n);
  for (const r of retired) max = Math.max(max, r.number);
  for (const n of input.reserved.keys()) max = Math.max(max, n);
  for (const c of claims) max = Math.max(max, c.number);
  return {
    existing: input.existing,
    retired,
    historyKnown: input.retired !== void 0,
    reserved: input.reserved,
    claims,
    claimsOutcome: input.claimsOutcome,
    nextFree: max + 1
  };
}
function nextFreeFor(numbering, number, addedNumbers) {
  let next = numbering.nextFree;
  for (const n of addedNumbers) if (n < number) next = Math.max(next, n + 1);
  return next;
}

// src/checks/rfc/numbering/open-pr-claims.ts
async function readOpenPrClaims(github, options) {
  if (!options.enabled) return { status: "skipped", reason: "check-open-prs is false", failed: false };
  if (!github) {
    return {
      status: "skipped",
      reason: "no GitHub API access (needs a token and the repository slug; in the action the default token with `pull-requests: read` is enough)",
      failed: false
    };
  }
  const giveUp = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, giveUp.signal]) : giveUp.signal;
  try {
    const bulk = await github.listOpenPullRequestsWithFiles?.(signal);
    const pulls = bulk ? bulk.map(({ pull, files, filesComplete }) => ({ pull, files: filesComplete && !files.some((f) => f.status === "renamed" && parseRfcPath(f.filename, options.rfcDir)) ? files : void 0 })) : (await github.listOpenPullRequests()).map((pull) => ({ pull }));
    const others = pulls.filter(({ pull }) => pull.number !== options.ownPullNumber);
    const limit = pLimit(options.concurrency ?? 4);
    const perPull = await Promise.all(
      others.map(
        ({ pull, files }) => files ? claimsOf(pull, files, options.rfcDir) : limit(async () => {
          if (signal.aborted) throw new Error(options.signal?.aborted ? "the run was cancelled" : "cancelled after another call failed");
          try {
            return claimsOf(pull, await github.listPullRequestFiles(pull.number, signal), options.rfcDir);
          } catch (error) {
            giveUp.abort();
            throw error;
          }
        })
      )
    );
    return { status: "checked", claims: perPull.flat(), pullsListed: others.length };
  } catch (error) {
    giveUp.abort();
    return { status: "skipped", reason: `the GitHub API failed: ${error.message}`, failed: true };
  }
}
function claimsOf(pull, files, rfcDir) {
  const claims = [];
  for (const file of files) {
    if (file.status !== "added" && file.status !== "renamed" && file.status !== "copied") continue;
    const rfc = parseRfcPath(file.filename, rfcDir);
    if (!rfc) continue;
    if (file.status === "renamed" && file.previousFilename) {
      const previous = parseRfcPath(file.previousFilename, rfcDir);
      if (previous && previous.number === rfc.number) continue;
    }
    claims.push({
      ...rfc,
      pull: { number: pull.number, createdAt: pull.createdAt, author: pull.author, htmlUrl: pull.htmlUrl, title: pull.title, draft: pull.draft }
    });
  }
  return claims;
}
function compareClaimants(a, b) {
  const ta = Date.parse(a.createdAt);
  const tb = Date.parse(b.createdAt);
  if (ta !== tb && !Number.isNaN(ta) && !Number.isNaN(tb)) return ta - tb;
  return a.number - b.number;
}

// src/checks/rfc/numbering/table.ts
var MAX_SITES = 8;
var MAX_TOPIC = 90;
function numberingSection(numbering, notes = []) {
  const rows = numberingRows(numbering);
  const headline = `Next free RFC number: ${formatRfcNumber(numbering.nextFree)}`;
  const allNotes = [...numberingNotes(numbering), ...notes];
  const markdown = [
    `**Next free RFC number: ${formatRfcNumber(numbering.nextFree)}**`,
    "",
    "| Number | State | Details |",
    "| --- | --- | --- |",
    ...rows.map((r) => `| ${formatRfcNumber(r.number)} | ${r.state} | ${escapeTableCell(r.details)} |`),
    ...allNotes.length ? ["", ...allNotes.map((n) => `- ${escapeMarkdown(n)}`)] : []
  ].join("\n");
  const text = [
    headline,
    ...rows.map((r) => `  ${formatRfcNumber(r.number)}  ${r.state.padEnd(8)}  ${r.details}`),
    ...allNotes.map((n) => `  note: ${n}`)
  ].join("\n");
  return { title: "RFC numbering", markdown, text };
}
function numberingRows(numbering) {
  const rows = [];
  for (const [number, paths] of numbering.existing) rows.push({ number, state: "existing", details: paths.join(", ") });
  for (const r of numbering.retired) {
    const when = new Date(r.time).toISOString().slice(0, 10);
    const what = r.how === "renamed" ? `renamed to ${r.renamedTo}` : "deleted";
    rows.push({ number: r.number, state: "retired", details: `${r.path} ${what} (${r.commit.slice(0, 7)}, ${when})` });
  }
  for (const [number, sites] of numbering.reserved) {
    const topic = shorten(sites[0]?.topic ?? "", MAX_TOPIC);
    const shown = sites.slice(0, MAX_SITES).map((s) => `${baseName(s.file)}:${s.line}`);
    const more = sites.length > MAX_SITES ? ` and ${sites.length - MAX_SITES} more` : "";
    rows.push({ number, state: "reserved", details: `"${topic}" (${shown.join(", ")}${more})` });
  }
  for (const c of numbering.claims) {
    rows.push({
      number: c.number,
      state: "claimed",
      details: `open PR #${c.pull.number} ${c.path} (opened ${c.pull.createdAt.slice(0, 10)} by ${c.pull.author})`
    });
  }
  const order = { existing: 0, retired: 1, reserved: 2, claimed: 3 };
  return rows.sort((a, b) => a.number - b.number || order[a.state] - order[b.state] || (a.details < b.details ? -1 : 1));
}
function numberingNotes(numbering) {
  const notes = [];
  if (!numbering.historyKnown) notes.push("Retired numbers unknown: no git history available.");
  if (numbering.claimsOutcome.status === "skipped") notes.push(`Open pull requests not checked: ${numbering.claimsOutcome.reason}.`);
  else notes.push(`${numbering.claimsOutcome.pullsListed} open pull request(s) checked for RFC number claims.`);
  return notes;
}
function shorten(text, max) {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${firstCodePoints(clean, max - 1).trimEnd()}\u2026`;
}

// src/checks/rfc/options.ts
var list = (value) => value.split(/[,\n]/).map((s) => s.trim()).filter((s) => s !== "");
function relativePath(raw) {
  const value = raw.trim().replace(/^\.\//, "").replace(/\/+$/, "");
  return value !== "" && !value.startsWith("/") && !value.split("/").includes("..") ? { value } : { problem: "must be a relative path inside the repository" };
}
var slug = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
function oneOf(raw, values) {
  const value = raw.trim().toLowerCase();
  if (values.includes(value)) return { value };
  const listed = Object.keys(Object.fromEntries(values.map((v) => [v, v])));
  return { problem: `Invalid option: expected one of ${listed.map((v) => `"${v}"`).join("|")}` };
}
var H1_STYLES = ["either", "template", "numbered"];
var BOOLEAN_WORDS = ["true", "false", "yes", "no", "1", "0", "on", "off"];
function parseRfcOptions(raw = {}) {
  const withDefaults = {};
  for (const spec of RFC_OPTION_SPECS) withDefaults[spec.name] = raw[spec.name] ?? spec.default ?? "";
  const problems = [];
  const read = (name, parsed) => {
    if ("value" in parsed) return parsed.value;
    problems.push(`rfc-lint option "${name}" (${JSON.stringify(withDefaults[name])}): ${parsed.problem}`);
    return void 0;
  };
  const rfcDir = read("rfc-dir", relativePath(withDefaults["rfc-dir"]));
  const index = read("index", relativePath(withDefaults.index));
  const globs = list(withDefaults["scan-globs"]);
  const slugs = list(withDefaults["former-slugs"]);
  const formerSlugs = read("former-slugs", slugs.every((s) => slug.test(s)) ? { value: slugs } : { problem: "each entry must be owner/name" });
  const h1Style = read("h1-style", oneOf(withDefaults["h1-style"], H1_STYLES));
  const openPrs = read("check-open-prs", oneOf(withDefaults["check-open-prs"], BOOLEAN_WORDS));
  if (problems.length) throw new Error(problems.join("; "));
  return {
    rfcDir,
    index,
    scanGlobs: globs.filter((g) => !g.startsWith("!")),
    excludeGlobs: globs.filter((g) => g.startsWith("!")).map((g) => g.slice(1)),
    formerSlugs,
    h1Style,
    checkOpenPrs: ["true", "yes", "1", "on"].includes(openPrs)
  };
}

// src/checks/rfc/static/index.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { isUtf8 } from "node:buffer";

// src/checks/rfc/topics.ts
var FUNCTION_WORDS = new Set(
  `the and for with from that this these those into onto over under about above after before between
  through during without within via per are was were been being has have had having does did doing done
  will would shall should can could may might must not nor but all any each few more most other some such
  only own same than too very just its our ours your yours their theirs his her hers him she they them
  what which who whom whose when where why how here there then also both either neither because while
  until unless whether etc yet upon out off its it's let lets like once even ever much many among
  across against along around behind below beside besides beyond down inside near onto outside since
  toward towards throughout whereas wherever whenever however thus hence therefore via one two`.split(/\s+/).filter(Boolean)
);
var GENERIC_WORDS = /* @__PURE__ */ new Set([
  "rfc",
  "rfcs",
  "openenv",
  "environment",
  "environments",
  "env",
  "agent",
  "agents",
  "support",
  "new",
  "upcoming",
  "future",
  "see",
  "details",
  "detail"
]);
var MENTION_TOKEN = /(?<![A-Za-z0-9])RFC[ -]?\d{3}(?!\d)/g;
function singular(word) {
  if (/(?:sses|shes|ches|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}
function removeParentheticals(text) {
  let previous;
  let current = text;
  let guard = 0;
  do {
    previous = current;
    current = current.replace(/\([^()]*\)/g, " ");
  } while (current !== previous && ++guard < 20);
  return current;
}
function topicTokens(text) {
  const tokens = /* @__PURE__ */ new Set();
  const cleaned = text.replace(MENTION_TOKEN, " ").toLowerCase();
  for (const word of cleaned.split(/[^\p{L}\p{N}]+/u)) {
    if (word.length < 3 || FUNCTION_WORDS.has(word) || GENERIC_WORDS.has(word)) continue;
    const reduced = singular(word);
    if (GENERIC_WORDS.has(reduced) || FUNCTION_WORDS.has(reduced)) continue;
    tokens.add(reduced);
  }
  return tokens;
}
function asTokens(input) {
  return typeof input === "string" ? topicTokens(input) : input;
}
function topicMatch(a, b) {
  const left = asTokens(a);
  const right = asTokens(b);
  const [small, large] = left.size <= right.size ? [left, right] : [right, left];
  for (const token of small) if (large.has(token)) return true;
  return false;
}
function titlesAgree(description, title) {
  const a = topicTokens(removeParentheticals(description));
  const b = topicTokens(removeParentheticals(title));
  const subset = (x, y) => [...x].every((t) => y.has(t));
  return subset(a, b) || subset(b, a);
}
function rfcAliases(doc, indexDescription) {
  const phrases = [];
  if (doc.h1?.title) phrases.push(removeParentheticals(doc.h1.title).replace(/\s+/g, " ").trim());
  if (doc.slug) phrases.push(doc.slug.replace(/-/g, " "));
  if (indexDescription) phrases.push(removeParentheticals(indexDescription).replace(/\s+/g, " ").trim());
  const tokens = /* @__PURE__ */ new Set();
  for (const phrase of phrases) for (const t of topicTokens(phrase)) tokens.add(t);
  return { phrases, tokens };
}

// src/checks/rfc/static/context.ts
function dirname(path) {
  const slash = path.lastIndexOf("/");
  return slash === -1 ? "" : path.slice(0, slash);
}
function basename(path) {
  return path.slice(path.lastIndexOf("/") + 1);
}
function resolveRelative(fromFile, target) {
  if (target.startsWith("/")) return normalizeRepoPath(target);
  const dir = dirname(fromFile);
  return normalizeRepoPath(dir ? `${dir}/${target}` : target);
}
function relativeFrom(fromFile, to) {
  const from = dirname(fromFile).split("/").filter(Boolean);
  const parts = to.split("/");
  let common = 0;
  while (common < from.length && common < parts.length - 1 && from[common] === parts[common]) common++;
  const up = from.length - common;
  const rest = parts.slice(common).join("/");
  return up === 0 ? `./${rest}` : `${"../".repeat(up)}${rest}`;
}
function splitTarget(target) {
  const hash = target.indexOf("#");
  const beforeHash = hash === -1 ? target : target.slice(0, hash);
  const query = beforeHash.indexOf("?");
  const path = query === -1 ? beforeHash : beforeHash.slice(0, query);
  return hash === -1 ? { path } : { path, fragment: target.slice(hash + 1) };
}
function isExternal(target) {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");
}
function buildContext(docs, files, options) {
  const fileSet = new Set(files);
  const dirs = /* @__PURE__ */ new Set();
  for (const f of files) {
    let d = dirname(f);
    while (d && !dirs.has(d)) {
      dirs.add(d);
      d = dirname(d);
    }
  }
  const rfcs = [...docs.values()].filter((d) => d.kind === "rfc").sort((a, b) => a.path < b.path ? -1 : 1);
  const byNumber = /* @__PURE__ */ new Map();
  for (const doc of rfcs) {
    const list2 = byNumber.get(doc.number);
    if (list2) list2.push(doc);
    else byNumber.set(doc.number, [doc]);
  }
  const index = [...docs.values()].find((d) => d.kind === "index");
  const indexDescriptions = /* @__PURE__ */ new Map();
  for (const entry of index?.index?.entries ?? []) {
    const resolved = isExternal(entry.target) ? void 0 : resolveRelative(index.path, splitTarget(entry.target).path);
    if (resolved && !indexDescriptions.has(resolved)) indexDescriptions.set(resolved, entry.description);
  }
  const now = options.now ?? /* @__PURE__ */ new Date();
  const aliasCache = /* @__PURE__ */ new Map();
  const added = options.addedFiles;
  return {
    options,
    docs,
    rfcs,
    ...index ? { index } : {},
    files: fileSet,
    dirs,
    byNumber,
    indexDescriptions,
    now,
    nextFree: options.nextFree ?? estimateNextFree(docs),
    isAdded: (path) => added?.has(path) ?? false,
    addedSeverity: (path) => added?.has(path) ? "error" : "warning",
    aliases(doc) {
      let a = aliasCache.get(doc.path);
      if (!a) {
        a = rfcAliases(doc, indexDescriptions.get(doc.path));
        aliasCache.set(doc.path, a);
      }
      return a;
    }
  };
}
function estimateNextFree(docs) {
  let max = -1;
  for (const doc of docs.values()) {
    if (doc.kind === "rfc" && doc.number) max = Math.max(max, Number(doc.number));
    for (const m of doc.mentions) max = Math.max(max, Number(m.number));
  }
  return String(max + 1).padStart(3, "0");
}
function fileAnchor(doc) {
  if (doc.h1) return { line: doc.h1.line, column: doc.h1.column };
  return { line: doc.firstLine?.line ?? 1, column: 1 };
}
function readable(doc) {
  return !doc.unreadable || doc.unreadable.reason === "invalid-utf8";
}
function field(doc, name) {
  const wanted = name.toLowerCase();
  return doc.header.fields.find((f) => f.name.replace(/\s+/g, " ").trim().toLowerCase() === wanted);
}
function clip(text, max = 120) {
  const flat = text.replace(/\s+/g, " ").trim();
  return clipCodePoints(flat, max);
}
function inLineRange(sorted, from, to) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (sorted[mid].line < from) lo = mid + 1;
    else hi = mid;
  }
  const out = [];
  for (let i = lo; i < sorted.length && sorted[i].line <= to; i++) out.push(sorted[i]);
  return out;
}

// src/checks/rfc/static/rules/authors.ts
var HANDLE = /^@[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
var authorsRule = {
  id: "rfc/authors",
  description: "Authors is a comma-separated list of GitHub @handles.",
  details: "Only syntax is checked (@ben is valid); rfc/authors-pr-author compares with the pull-request opener. Spec section 4.",
  defaultSeverity: "error",
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      const authors = field(doc, "Authors");
      if (!authors) continue;
      const base = { file: doc.path, line: authors.line };
      const value = authors.value;
      if (value === "" || /^\[.*\]$/.test(value)) {
        report({
          ...base,
          column: authors.column,
          key: "Authors",
          message: `Authors is ${value ? `the placeholder "${clip(value)}"` : "empty"}; list the authors as GitHub handles, e.g. "**Authors**: @alice, @bob".`
        });
        continue;
      }
      for (const entry of new Set(value.split(",").map((e) => e.trim()))) {
        if (HANDLE.test(entry)) continue;
        const guess = entry.replace(/^@?/, "@").replace(/\s+/g, "");
        report({
          ...base,
          column: authors.valueColumn,
          endLine: authors.line,
          endColumn: authors.valueEndColumn,
          key: `Authors:${entry}`,
          message: entry ? `Authors entry "${clip(entry)}" is not a GitHub handle (@login). Write each author as @login, separated by commas${HANDLE.test(guess) ? ` (e.g. ${guess})` : ""}.` : "Authors has an empty entry (two commas in a row or a trailing comma); remove it."
        });
      }
    }
  }
};

// src/checks/rfc/static/rules/links.ts
var GITHUB_BLOB = /^https?:\/\/(?:www\.)?github\.com\/([^/\s]+)\/([^/\s]+)\/(blob|tree|raw)\/([^/\s]+)\/([^?#\s]*)(?:\?[^#\s]*)?(?:#(\S*))?$/i;
function safeDecodeComponent(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
function linkInScope(ctx, doc, link) {
  if (link.kind === "reference") return false;
  const inRfcDir = doc.path.startsWith(`${ctx.options.rfcDir}/`);
  if (inRfcDir) return true;
  const segment = ctx.options.rfcDir.split("/").pop();
  return splitTarget(link.target).path.split("/").includes(segment);
}
function resolveLink(ctx, doc, link) {
  const target = link.target.trim();
  if (target === "") return void 0;
  if (target.startsWith("#")) return { link, path: doc.path, fragment: safeDecodeComponent(target.slice(1)), via: "fragment" };
  if (isExternal(target)) {
    const m = GITHUB_BLOB.exec(target);
    if (!m) return void 0;
    const slug2 = `${m[1]}/${m[2]}`.toLowerCase();
    const own = [ctx.options.repositorySlug, ...ctx.options.formerSlugs].filter(Boolean).map((s) => s.toLowerCase());
    if (!own.includes(slug2)) return void 0;
    const branch = m[4];
    const defaults = ctx.options.defaultBranch ? [ctx.options.defaultBranch] : ["main", "master"];
    if (!defaults.includes(branch)) return void 0;
    const path2 = resolveRelative("", trimTrailing(safeDecodeComponent(m[5]), /\//));
    if (path2 === void 0 || !(path2 === ctx.options.rfcDir || path2.startsWith(`${ctx.options.rfcDir}/`))) return void 0;
    return { link, ...path2 !== void 0 ? { path: path2 } : {}, ...m[6] !== void 0 ? { fragment: safeDecodeComponent(m[6]) } : {}, via: "github" };
  }
  const { path, fragment } = splitTarget(target);
  const resolved = path === "" ? doc.path : resolveRelative(doc.path, path);
  return {
    link,
    ...resolved !== void 0 ? { path: resolved } : {},
    ...fragment !== void 0 ? { fragment: safeDecodeComponent(fragment) } : {},
    via: "relative"
  };
}
function isIndexEntryLink(doc, link) {
  return doc.kind === "index" && (doc.index?.entries.some((e) => e.line === link.line && e.column === link.column) ?? false);
}

// src/checks/rfc/static/rules/broken-anchor.ts
function anchorExists(doc, fragment) {
  if (fragment === "" || fragment === "top" || /^L\d+(?:C\d+)?(?:-L\d+(?:C\d+)?)?$/.test(fragment)) return true;
  const f = fragment.replace(/^user-content-/, "");
  return doc.anchorSet.has(f) || doc.anchorSet.has(f.toLowerCase());
}
var brokenAnchorRule = {
  id: "rfc/broken-anchor",
  description: "Fragments (#...) into RFC documents match a GitHub heading anchor or an explicit <a id>.",
  details: "Anchors are computed like github-slugger (-1, -2 for duplicates); explicit <a id>/<a name> count; {#id} heading attributes do not exist on GitHub. Spec section 7.6.",
  defaultSeverity: "warning",
  run(ctx, report) {
    const rfcPrefix = `${ctx.options.rfcDir}/`;
    for (const doc of ctx.docs.values()) {
      if (!readable(doc)) continue;
      for (const link of doc.links) {
        if (link.kind === "autolink" || link.kind === "linkify" || link.kind === "image") continue;
        if (!(linkInScope(ctx, doc, link) || link.target.startsWith("#")) || isIndexEntryLink(doc, link)) continue;
        const resolved = resolveLink(ctx, doc, link);
        if (!resolved || resolved.fragment === void 0 || resolved.path === void 0) continue;
        if (!resolved.path.startsWith(rfcPrefix) || !/\.md$/i.test(resolved.path)) continue;
        const target = ctx.docs.get(resolved.path);
        if (!target || !readable(target)) continue;
        if (anchorExists(target, resolved.fragment)) continue;
        const fragment = resolved.fragment;
        const attributed = target.headings.find((h) => h.rawText.includes(`{#${fragment}}`));
        const close = closestSlug(target, fragment);
        const where = target === doc ? "matches no heading" : `matches no heading in ${target.path}`;
        report({
          file: doc.path,
          line: link.line,
          column: link.column,
          endLine: link.endLine,
          endColumn: link.endColumn,
          key: link.target,
          message: attributed ? `#${fragment} ${where}; "{#...}" attributes are not supported on GitHub (the heading's anchor is #${attributed.slug}). Link to #${attributed.slug} or add <a id="${fragment}"></a> before the heading.` : `#${fragment} ${where}${close ? `; did you mean #${close}?` : '; link to an existing heading or add <a id="..."></a>.'}`
        });
      }
    }
  }
};
function closestSlug(doc, fragment) {
  const f = slugify(fragment);
  if (!f || doc.headings.length > 2e3) return void 0;
  return doc.headings.find((h) => h.slug.startsWith(f) || f.startsWith(h.slug) && h.slug.length > 3)?.slug ?? doc.headings.find((h) => h.slug.includes(f))?.slug;
}

// src/checks/rfc/static/rules/broken-link.ts
var brokenLinkRule = {
  id: "rfc/broken-link",
  description: "Links in RFC documents (and into the RFC folder) stay in the repository, exist, and match the RFC number in their text.",
  details: "Checked: every inline link, image and reference definition in the RFC folder, and links whose path has an rfcs/ segment elsewhere; absolute links to this repository's default branch are checked against the tree. Index entries are rfc/index-dangling's. Spec section 7.6.",
  defaultSeverity: "error",
  run(ctx, report) {
    const byBase = /* @__PURE__ */ new Map();
    for (const f of ctx.files) {
      const b = basename(f);
      const list2 = byBase.get(b);
      if (list2) list2.push(f);
      else byBase.set(b, [f]);
    }
    const suggest = (from, target) => {
      const b = basename(splitTarget(target).path);
      const candidates = byBase.get(b);
      if (!candidates || candidates.length === 0) return void 0;
      const fromParts = from.split("/");
      const shared = (c) => {
        const parts = c.split("/");
        let n = 0;
        while (n < parts.length - 1 && n < fromParts.length - 1 && parts[n] === fromParts[n]) n++;
        return n;
      };
      const inRfcDir = (c) => c.startsWith(`${ctx.options.rfcDir}/`) ? 1 : 0;
      const preferred = [...candidates].sort((a, b2) => shared(b2) - shared(a) || inRfcDir(b2) - inRfcDir(a) || (a < b2 ? -1 : 1))[0];
      return relativeFrom(from, preferred);
    };
    for (const doc of ctx.docs.values()) {
      if (!readable(doc)) continue;
      for (const link of doc.links) {
        if (link.kind === "autolink" || link.kind === "linkify") continue;
        if (!linkInScope(ctx, doc, link) || isIndexEntryLink(doc, link)) continue;
        const resolved = resolveLink(ctx, doc, link);
        if (!resolved || resolved.via === "fragment") continue;
        const where = {
          file: doc.path,
          line: link.line,
          column: link.column,
          endLine: link.endLine,
          endColumn: link.endColumn,
          key: link.target
        };
        if (resolved.path === void 0) {
          const guess = suggest(doc.path, link.target);
          report({
            ...where,
            message: `Link ${link.target} leaves the repository${guess ? `; did you mean ${guess}?` : "; link to a path inside the repository or to a full URL."}`
          });
          continue;
        }
        const path = resolved.path;
        if (!ctx.files.has(path) && !ctx.dirs.has(path) && path !== "") {
          const guess = suggest(doc.path, link.target);
          report({
            ...where,
            message: `Link ${link.target} points to ${path}, which does not exist in this tree${guess && guess !== link.target ? `; did you mean ${guess}?` : "; fix the path or remove the link."}`
          });
          continue;
        }
        const cls = classifyPath(path, { rfcDir: ctx.options.rfcDir, indexPath: ctx.options.index });
        if (cls.kind !== "rfc") continue;
        const numbers = [...link.text.matchAll(MENTION_PATTERN)].map((m) => m[1]);
        if (numbers.length === 0 || numbers.includes(cls.number)) continue;
        const right = ctx.byNumber.get(numbers[0])?.[0];
        report({
          ...where,
          message: `Link text says RFC ${numbers[0]} but ${link.target} is RFC ${cls.number}; ${right ? `link to ${relativeFrom(doc.path, right.path)} or fix the text` : "fix the text or the target"}.`
        });
      }
    }
  }
};

// src/checks/rfc/static/rules/created-date.ts
var MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
function valid(year, month, day) {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 9999) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}
function parseCreatedDate(value) {
  const v = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return valid(y, mo, d) ? { year: y, month: mo, day: d, format: "iso" } : void 0;
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (m) {
    const [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return valid(y, mo, d) ? { year: y, month: mo, day: d, format: "us" } : void 0;
  }
  m = /^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(v);
  if (m) {
    const name = m[1].toLowerCase();
    const index = MONTHS.findIndex((full) => full === name || name.length >= 3 && full.startsWith(name));
    const [d, y] = [Number(m[2]), Number(m[3])];
    return index !== -1 && valid(y, index + 1, d) ? { year: y, month: index + 1, day: d, format: "long" } : void 0;
  }
  return void 0;
}
function isoOf(d) {
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}
var DAY = 24 * 60 * 60 * 1e3;
var createdDateRule = {
  id: "rfc/created-date",
  description: 'Created is a real date (YYYY-MM-DD preferred; MM/DD/YYYY and "Month D, YYYY" accepted), not in the future.',
  details: "Unparseable, placeholder ([Date]) and future dates (later than the commit adding the file, one day tolerance) are errors; a new RFC with a non-ISO date gets a notice. Spec section 4.",
  defaultSeverity: "error",
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      const created = field(doc, "Created");
      if (!created) continue;
      const where = {
        file: doc.path,
        line: created.line,
        column: created.valueColumn,
        endLine: created.line,
        endColumn: created.valueEndColumn,
        key: "Created"
      };
      const value = created.value;
      const parsed = parseCreatedDate(value);
      const today = ctx.now.toISOString().slice(0, 10);
      if (!parsed) {
        const placeholder = value === "" || /^\[.*\]$/.test(value);
        report({
          ...where,
          message: placeholder ? `Created is ${value ? `the placeholder "${clip(value)}"` : "empty"}; write the date the RFC was written, e.g. ${today}.` : `Created "${clip(value)}" is not a real date in an accepted format; use YYYY-MM-DD (e.g. ${today}), MM/DD/YYYY or "Month D, YYYY".`
        });
        continue;
      }
      const reference = ctx.options.addedAt?.(doc.path) ?? ctx.now;
      const when = Date.UTC(parsed.year, parsed.month - 1, parsed.day);
      if (when > reference.getTime() + DAY) {
        const refText = reference.toISOString().slice(0, 10);
        report({
          ...where,
          message: `Created "${clip(value)}" is later than ${ctx.options.addedAt?.(doc.path) ? `the commit that adds this file (${refText})` : `today (${refText})`}; use the date the RFC was written${parsed.format === "us" ? " (MM/DD/YYYY is month first)" : ""}.`
        });
        continue;
      }
      if (parsed.format !== "iso" && ctx.isAdded(doc.path)) {
        report({
          ...where,
          severity: "notice",
          message: `Created "${value}" is valid but not ISO 8601; prefer ${isoOf(parsed)}.`
        });
      }
    }
  }
};

// src/checks/rfc/static/rules/sections.ts
var lower = (s) => s.toLowerCase();
var h2 = (doc, accept) => doc.headings.some((h) => h.level === 2 && accept.includes(lower(h.text)));
var TOP_LEVEL_SECTIONS = [
  {
    name: "Summary",
    expected: '"## Summary" section',
    hint: "template: a 1-2 paragraph overview of the proposal",
    matches: (doc) => h2(doc, ["summary"])
  },
  {
    name: "Motivation",
    expected: '"## Motivation" section',
    hint: "template: Problem Statement and Goals",
    matches: (doc) => h2(doc, ["motivation"])
  },
  {
    name: "Design",
    expected: '"## Design" section',
    hint: "template: Architecture Overview, Core Abstractions, Key Design Decisions",
    matches: (doc) => h2(doc, ["design", "detailed design", "proposed design", "technical design"])
  },
  {
    name: "Examples",
    expected: '"## Examples" section',
    hint: 'any ## to #### heading containing "Example(s)", with code showing how the feature is used',
    matches: (doc) => doc.headings.some((h) => h.level >= 2 && h.level <= 4 && /\bexamples?\b/i.test(h.text))
  }
];
var labelText = (s) => trimTrailing(lower(s), /[:\s]/).trim();
var labelTexts = /* @__PURE__ */ new WeakMap();
function labelTextsOf(doc) {
  let texts = labelTexts.get(doc);
  if (!texts) labelTexts.set(doc, texts = doc.boldLabels.map((b) => labelText(b.label)));
  return texts;
}
var headingOrLabel = (doc, test) => doc.headings.some((h) => h.level >= 2 && test(lower(h.text))) || labelTextsOf(doc).some(test);
var SUBSECTIONS = [
  {
    name: "Problem Statement",
    expected: '"Problem Statement" heading or bold label',
    hint: "say what problem the RFC solves",
    matches: (doc) => headingOrLabel(doc, (t) => t.startsWith("problem"))
  },
  {
    name: "Goals",
    expected: '"Goals" heading or bold label',
    hint: "say what the RFC is trying to achieve",
    matches: (doc) => headingOrLabel(doc, (t) => /^goals\b/.test(t))
  },
  {
    name: "Architecture Overview",
    expected: '"Architecture Overview" heading',
    hint: "give a high-level view of the design (diagrams encouraged)",
    matches: (doc) => doc.headings.some((h) => h.level >= 2 && lower(h.text).startsWith("architecture overview"))
  },
  {
    name: "Core Abstractions",
    expected: '"Core Abstractions" heading',
    hint: "label the part that defines the key interfaces",
    matches: (doc) => doc.headings.some((h) => h.level >= 2 && lower(h.text).startsWith("core abstractions"))
  },
  {
    name: "Key Design Decisions",
    expected: '"Key Design Decisions" heading',
    hint: "give each significant decision a heading with its Chosen Approach, Rationale and Trade-offs",
    matches: (doc) => keyDesignDecisionHeadings(doc).length > 0
  }
];
function keyDesignDecisionHeadings(doc) {
  return doc.headings.filter((h) => h.level >= 2 && lower(h.text).includes("design decisions"));
}

// src/checks/rfc/static/rules/decision-structure.ts
var LABELS = [
  { name: "Chosen Approach", test: (t) => t.startsWith("chosen") },
  { name: "Rationale", test: (t) => t.startsWith("rationale") },
  { name: "Trade-offs", test: (t) => t.startsWith("trade-off") || t.startsWith("tradeoff") || t.startsWith("trade off") }
];
var norm = (s) => trimTrailing(s.toLowerCase(), /[:\s]/).trim();
var decisionStructureRule = {
  id: "rfc/decision-structure",
  description: "Each Key Design Decision has its own heading with **Chosen Approach**, **Rationale** and **Trade-offs**.",
  details: "The headings one level below Key Design Decisions are the decisions; a section without sub-headings (PR 727's bullets, RFC 005's numbered list) gets one warning. Spec section 5.",
  defaultSeverity: "warning",
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      for (const section of keyDesignDecisionHeadings(doc)) {
        const inside = inLineRange(doc.headings, section.line + 1, section.sectionEndLine);
        const level = Math.min(...inside.map((h) => h.level));
        const decisions = inside.filter((h) => h.level === level);
        if (decisions.length === 0) {
          report({
            file: doc.path,
            line: section.line,
            column: section.column,
            key: `flat:${section.text}`,
            message: `${clip(section.text)} is a flat list; give each decision a heading with **Chosen Approach**, **Rationale** and **Trade-offs**.`
          });
          continue;
        }
        for (const decision of decisions) {
          const labels = [
            ...inLineRange(doc.boldLabels, decision.line + 1, decision.sectionEndLine).map((b) => norm(b.label)),
            ...inLineRange(doc.headings, decision.line + 1, decision.sectionEndLine).map((h) => norm(h.text))
          ];
          const missing = LABELS.filter((l) => !labels.some((t) => l.test(t))).map((l) => `**${l.name}**`);
          if (missing.length === 0) continue;
          report({
            file: doc.path,
            line: decision.line,
            column: decision.column,
            key: `decision:${decision.text}`,
            message: `Decision "${clip(decision.text)}" has no ${missing.join(", ").replace(/, ([^,]*)$/, " or $1")}; give each decision **Chosen Approach**, **Rationale** and **Trade-offs** labels.`
          });
        }
      }
    }
  }
};

// src/checks/rfc/static/rules/file-name.ts
var fileNameRule = {
  id: "rfc/file-name",
  description: "Markdown files directly in the RFC folder are named NNN-kebab-title.md (other names are companions).",
  details: "Companion files such as rfcs/RFC-003-implementation-journal.md are skipped by header, section, numbering and index rules; a misnamed file with an RFC-shaped H1 (06-foo.md, 006_foo.md, RFC-006-foo.md, 006-Foo.md) is an error. Spec rfcs.md section 3.",
  defaultSeverity: "warning",
  run(ctx, report) {
    for (const doc of ctx.docs.values()) {
      if (doc.kind !== "companion") continue;
      const rfcShaped = doc.h1 !== void 0 && doc.h1.form !== "other";
      const at = fileAnchor(doc);
      report({
        file: doc.path,
        ...at,
        key: "file-name",
        severity: rfcShaped ? "error" : "warning",
        message: rfcShaped ? `${doc.path} has an RFC heading ("${clip(doc.h1.text)}") but its name is not an RFC file name (NNN-kebab-title.md), so no RFC rule checks it. Rename it to ${ctx.options.rfcDir}/${ctx.nextFree}-${suggestSlug(doc.h1.title)}.md (lower-case kebab case, three-digit number).` : `${doc.path} is not an RFC file name (NNN-kebab-title.md); treated as a companion document and skipped by RFC rules. Move it out of ${ctx.options.rfcDir}/ or rename it.`
      });
    }
  }
};
function suggestSlug(title) {
  const slug2 = title.toLowerCase().replace(/\([^)]*\)/g, " ").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").split("-").slice(0, 6).join("-");
  return slug2 || "title";
}

// src/checks/rfc/static/rules/h1.ts
var PLACEHOLDER = /^\[?\s*title\s*\]?$/i;
var h1Rule = {
  id: "rfc/h1",
  description: 'The first line of an RFC is "# RFC: <Title>" or "# RFC NNN: <Title>" (h1-style), with a real title.',
  details: "Both the template form (000-003) and the numbered form (004, 005, the 006 proposals) are established; h1-style narrows it. Error on RFC files a pull request adds, warning on existing ones. Spec section 4.",
  defaultSeverity: "error",
  run(ctx, report) {
    const style = ctx.options.h1Style;
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      const expected = style === "template" ? `"# RFC: <Title>"` : style === "numbered" ? `"# RFC ${doc.number}: <Title>"` : `"# RFC: <Title>" or "# RFC ${doc.number}: <Title>"`;
      const first = doc.firstLine;
      const h1 = doc.h1;
      let problem;
      if (!first) problem = "The file is empty.";
      else if (!h1 || !h1.isFirstLine) problem = `The first line is "${clip2(first.text)}", not an H1.`;
      else if (!h1.atx) problem = 'The H1 is underlined (setext); use a "# " heading.';
      else if (h1.form === "other" || h1.form === "malformed") problem = `The H1 is "${clip2(h1.text)}".`;
      else if (!h1.title || PLACEHOLDER.test(h1.title)) problem = "The title is empty or the template placeholder.";
      else if (style === "template" && h1.form === "numbered") problem = 'h1-style is "template": drop the number from the H1.';
      else if (style === "numbered" && h1.form === "template") problem = 'h1-style is "numbered": put the RFC number in the H1.';
      if (!problem) continue;
      report({
        file: doc.path,
        line: first?.line ?? 1,
        column: 1,
        ...first ? { endLine: first.line, endColumn: first.text.length + 1 } : {},
        key: "h1",
        severity: ctx.addedSeverity(doc.path),
        message: `First line must be ${expected}. ${problem}`
      });
    }
  }
};
function clip2(text) {
  return clipCodePoints(text, 80, "...");
}

// src/checks/rfc/static/rules/header-field-missing.ts
var REQUIRED_FIELDS = ["Status", "Created", "Authors", "RFC ID"];
var EXAMPLE = {
  Status: () => "**Status**: Draft",
  Created: (_n, date) => `**Created**: ${date}`,
  Authors: () => "**Authors**: @your-handle",
  "RFC ID": (n) => `**RFC ID**: ${n}`
};
var headerFieldMissingRule = {
  id: "rfc/header-field-missing",
  description: "The header block (between the H1 and the first ## heading) has Status, Created, Authors and RFC ID.",
  details: "Fields are bold labels followed by a colon, in either spelling (**Status**: x or **Status:** x). One finding per missing field; error on added RFC files, warning on existing ones (RFC 004 has no header block). Spec section 4.",
  defaultSeverity: "error",
  run(ctx, report) {
    const today = ctx.now.toISOString().slice(0, 10);
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      for (const name of REQUIRED_FIELDS) {
        if (field(doc, name)) continue;
        report({
          file: doc.path,
          ...fileAnchor(doc),
          key: name,
          severity: ctx.addedSeverity(doc.path),
          message: `Header block has no **${name}** field (expected between the H1 and the first ## heading). Add a line such as "${EXAMPLE[name](doc.number ?? "NNN", today)}".`
        });
      }
    }
  }
};

// src/checks/rfc/static/rules/header-layout.ts
var headerLayoutRule = {
  id: "rfc/header-layout",
  description: "Header fields sit one per line, as in the template.",
  details: "Several fields on one line are parsed (RFC 003 puts all five on line 3) but GitHub renders them as one run-on paragraph. Spec section 4.",
  defaultSeverity: "warning",
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      const byLine = /* @__PURE__ */ new Map();
      for (const f of doc.header.fields) {
        const list2 = byLine.get(f.line);
        if (list2) list2.push(f);
        else byLine.set(f.line, [f]);
      }
      for (const [line, fields] of byLine) {
        if (fields.length < 2) continue;
        const last = fields[fields.length - 1];
        report({
          file: doc.path,
          line,
          column: fields[0].column,
          endLine: line,
          endColumn: last.valueEndColumn,
          key: fields.map((f) => f.name).join(","),
          message: `${fields.length} header fields share line ${line}; put one field per line as in the template (${fields.map((f) => `**${f.name}**`).join(", ")}).`
        });
      }
    }
  }
};

// src/checks/rfc/static/rules/id-mismatch.ts
var idMismatchRule = {
  id: "rfc/id-mismatch",
  description: "The number in the H1 and the RFC ID field equal the three digits of the file name.",
  details: "The RFC ID value must be exactly the file's three digits. Spec section 4.",
  defaultSeverity: "error",
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      const name = basename(doc.path);
      const h1 = doc.h1;
      if (h1?.number !== void 0 && h1.number !== doc.number) {
        report({
          file: doc.path,
          line: h1.line,
          column: h1.column,
          key: "h1",
          message: `The H1 says RFC ${h1.number} but the file is ${name}. Make the H1 "# RFC ${doc.number}: ${h1.title}" or rename the file.`
        });
      }
      const id = field(doc, "RFC ID");
      if (id && id.value !== doc.number) {
        report({
          file: doc.path,
          line: id.line,
          column: id.valueColumn,
          endLine: id.line,
          endColumn: id.valueEndColumn,
          key: "RFC ID",
          message: `RFC ID is ${id.value || "(empty)"} but the file is ${name}. Set it to exactly ${doc.number}.`
        });
      }
    }
  }
};

// src/checks/rfc/static/rules/index-rules.ts
function resolvedEntries(ctx) {
  const index = ctx.index;
  if (!index?.index) return void 0;
  const entries = index.index.entries.map((entry) => {
    const path = isExternal(entry.target) ? void 0 : resolveRelative(index.path, splitTarget(entry.target).path);
    return { entry, ...path !== void 0 ? { path } : {} };
  });
  return { index, entries };
}
function entryRange(entry) {
  return { line: entry.line, column: entry.column, endLine: entry.endLine, endColumn: entry.endColumn };
}

// src/checks/rfc/static/rules/index-dangling.ts
var indexDanglingRule = {
  id: "rfc/index-dangling",
  description: "Every index entry points to an existing file.",
  details: "Planned RFCs belong in prose (reservations), not in the index. Spec section 8.",
  defaultSeverity: "error",
  run(ctx, report) {
    const resolved = resolvedEntries(ctx);
    if (!resolved) return;
    for (const { entry, path } of resolved.entries) {
      if (path !== void 0 && (ctx.files.has(path) || ctx.dirs.has(path))) continue;
      if (path === void 0 && /^[a-z][a-z0-9+.-]*:/i.test(entry.target)) continue;
      report({
        file: resolved.index.path,
        ...entryRange(entry),
        key: entry.target,
        message: `Index entry ${entry.target} points to a file that does not exist; record planned RFCs as prose reservations instead.`
      });
    }
  }
};

// src/checks/rfc/static/rules/index-entry.ts
var indexEntryRule = {
  id: "rfc/index-entry",
  description: "Index entries use the file name as link text and list each path and each number once.",
  details: "Spec section 8.",
  defaultSeverity: "warning",
  run(ctx, report) {
    const resolved = resolvedEntries(ctx);
    if (!resolved) return;
    const file = resolved.index.path;
    const seenPaths = /* @__PURE__ */ new Map();
    const byNumber = /* @__PURE__ */ new Map();
    for (const r of resolved.entries) {
      const { entry } = r;
      const name = basename(splitTarget(entry.target).path);
      if (name && entry.text !== name) {
        report({
          file,
          ...entryRange(entry),
          key: `text:${entry.target}`,
          message: `Index link text "${clip(entry.text)}" differs from the file name; write it as [${name}](${entry.target}).`
        });
      }
      if (r.path !== void 0) {
        const first = seenPaths.get(r.path);
        if (first) {
          report({
            file,
            ...entryRange(entry),
            key: `duplicate-path:${r.path}`,
            message: `${name} is listed twice in the index (lines ${first.entry.line} and ${entry.line}); keep one entry.`
          });
        } else seenPaths.set(r.path, r);
      }
      const number = /^(\d{3})-/.exec(name)?.[1];
      if (number) {
        const list2 = byNumber.get(number);
        if (list2) list2.push(r);
        else byNumber.set(number, [r]);
      }
    }
    for (const [number, entries] of byNumber) {
      const distinct = [...new Set(entries.map((e) => e.path ?? e.entry.target))];
      if (distinct.length < 2) continue;
      const names = distinct.map((p) => basename(p));
      const firstPath = entries[0].path ?? entries[0].entry.target;
      for (const r of entries.slice(1)) {
        if ((r.path ?? r.entry.target) === firstPath) continue;
        report({
          file,
          ...entryRange(r.entry),
          key: `duplicate-number:${number}`,
          message: `Number ${number} is listed twice in the index (${names.join(", ")}); each RFC number belongs to one file.`
        });
      }
    }
  }
};

// src/checks/rfc/static/rules/index-missing.ts
var indexMissingRule = {
  id: "rfc/index-missing",
  description: 'Every RFC file is listed under "## Current RFCs" in the index.',
  details: "Reported on the RFC file's H1 line so the annotation shows in the pull-request diff. Companion files are not indexed. Spec section 8.",
  defaultSeverity: "error",
  run(ctx, report) {
    const indexPath = ctx.options.index;
    const resolved = resolvedEntries(ctx);
    const listed = new Set(resolved?.entries.map((e) => e.path).filter(Boolean));
    const problem = !ctx.index ? `; the index file ${indexPath} does not exist` : !ctx.index.index ? `; ${indexPath} has no "## Current RFCs" section` : "";
    for (const doc of ctx.rfcs) {
      if (listed.has(doc.path)) continue;
      const name = basename(doc.path);
      const title = doc.h1?.title || doc.slug || name;
      report({
        file: doc.path,
        ...fileAnchor(doc),
        key: "index-missing",
        message: `${doc.path} is not listed under "Current RFCs" in ${indexPath}${problem}. Add "- [${name}](./${name}) - ${clip(title)}" under a ### category.`
      });
    }
  }
};

// src/checks/rfc/static/rules/index-title.ts
var indexTitleRule = {
  id: "rfc/index-title",
  description: "Index descriptions agree with the RFC titles they list.",
  details: "After tokenizing both (parentheticals dropped), one token set must contain the other. Spec section 8.",
  defaultSeverity: "warning",
  run(ctx, report) {
    const resolved = resolvedEntries(ctx);
    if (!resolved) return;
    for (const { entry, path } of resolved.entries) {
      if (!path || !entry.description) continue;
      const doc = ctx.docs.get(path);
      if (!doc || doc.kind !== "rfc" || !readable(doc)) continue;
      const title = doc.h1 && doc.h1.form !== "other" ? doc.h1.title : void 0;
      if (!title || titlesAgree(entry.description, title)) continue;
      report({
        file: resolved.index.path,
        ...entryRange(entry),
        key: entry.target,
        message: `Index describes ${path} as "${clip(entry.description)}" but its title is "${clip(title)}". Update the description or the RFC's H1.`
      });
    }
  }
};

// src/checks/rfc/static/rules/index-uncategorized.ts
var indexUncategorizedRule = {
  id: "rfc/index-uncategorized",
  description: "Index entries sit under a ### category heading.",
  details: "Any category name is fine, including a new one-entry category. Spec section 8.",
  defaultSeverity: "warning",
  run(ctx, report) {
    const resolved = resolvedEntries(ctx);
    if (!resolved) return;
    for (const { entry } of resolved.entries) {
      if (entry.category !== void 0) continue;
      report({
        file: resolved.index.path,
        ...entryRange(entry),
        key: entry.target,
        message: `Index entry for ${basename(splitTarget(entry.target).path)} is not under a category heading (### ...). Move it under an existing category or add a new one.`
      });
    }
  }
};

// src/checks/rfc/static/rules/number-collision.ts
var numberCollisionRule = {
  id: "rfc/number-collision",
  description: "No two RFC files in one tree share a number.",
  details: "Pull-request mode blames the files the PR adds (PR 201's 005-generic-task-support.md); a full scan blames every colliding file but the first to reach the default branch. Spec section 6.1.",
  defaultSeverity: "error",
  run(ctx, report) {
    for (const [number, docs] of ctx.byNumber) {
      if (docs.length < 2) continue;
      const paths = docs.map((d) => d.path);
      const ordered = ctx.options.collisionOrder?.(paths) ?? [...paths].sort();
      const byPath = new Map(docs.map((d) => [d.path, d]));
      const orderedDocs = ordered.map((p) => byPath.get(p)).filter((d) => d !== void 0);
      for (const d of docs) if (!orderedDocs.includes(d)) orderedDocs.push(d);
      let blamed;
      let keepers;
      if (ctx.options.addedFiles) {
        keepers = orderedDocs.filter((d) => !ctx.isAdded(d.path));
        blamed = orderedDocs.filter((d) => ctx.isAdded(d.path));
        if (keepers.length === 0) {
          keepers = blamed.slice(0, 1);
          blamed = blamed.slice(1);
        }
      } else {
        keepers = orderedDocs.slice(0, 1);
        blamed = orderedDocs.slice(1);
      }
      for (const doc of blamed) {
        const holders = orderedDocs.filter((d) => d !== doc && keepers.includes(d));
        const named = (holders.length ? holders : orderedDocs.filter((d) => d !== doc)).map((d) => d.path);
        const id = field(doc, "RFC ID");
        report({
          file: doc.path,
          ...id ? { line: id.line, column: id.column } : fileAnchor(doc),
          key: number,
          message: `RFC ${number} is already used by ${named.join(", ")}; next free number is ${ctx.nextFree}. Renumber this RFC (file name, H1 and RFC ID).`
        });
      }
    }
  }
};

// src/checks/rfc/static/rules/pr-link-repo.ts
var PR_OR_ISSUE = /^https?:\/\/(?:www\.)?github\.com\/([^/\s]+)\/([^/\s]+)\/(pull|issues)\/(\d+)([/?#]\S*)?$/i;
var prLinkRepoRule = {
  id: "rfc/pr-link-repo",
  description: "Pull-request and issue links in RFC documents use this repository's current owner/name.",
  details: "The slug comes from GITHUB_REPOSITORY (--repo-slug), never from the files; slugs in former-slugs are warnings, other owners (forks) errors. Spec section 7.7.",
  defaultSeverity: "error",
  run(ctx, report) {
    const slug2 = ctx.options.repositorySlug;
    if (!slug2 || !slug2.includes("/")) return;
    const [, name] = slug2.split("/");
    const former = new Set(ctx.options.formerSlugs.map((s) => s.toLowerCase()));
    const prefix = `${ctx.options.rfcDir}/`;
    for (const doc of ctx.docs.values()) {
      if (!doc.path.startsWith(prefix) || !readable(doc)) continue;
      for (const link of doc.links) {
        const m = PR_OR_ISSUE.exec(link.target.trim());
        if (!m) continue;
        const linked = `${m[1]}/${m[2]}`;
        if (m[2].toLowerCase() !== name.toLowerCase() || linked.toLowerCase() === slug2.toLowerCase()) continue;
        const fixed = `https://github.com/${slug2}/${m[3]}/${m[4]}${m[5] ?? ""}`;
        const isFormer = former.has(linked.toLowerCase());
        report({
          file: doc.path,
          line: link.line,
          column: link.column,
          endLine: link.endLine,
          endColumn: link.endColumn,
          key: link.target,
          severity: isFormer ? "warning" : "error",
          message: isFormer ? `Link points to ${linked}, a former name of this repository; use ${fixed}.` : `Link points to ${linked}, not this repository (${slug2}); ${m[3] === "pull" ? "pull requests" : "issues"} of this repository live at ${fixed}.`
        });
      }
    }
  }
};

// src/checks/rfc/static/rules/reference-title-mismatch.ts
var referenceTitleMismatchRule = {
  id: "rfc/reference-title-mismatch",
  description: '"RFC NNN: Title" list items and link texts name a title that matches RFC NNN.',
  details: `Only list items consisting of "RFC NNN: Title" and link texts "[RFC NNN: Title](...)" are checked; mid-sentence colons are not. Titles topic-match the RFC's H1, slug or index description. Spec section 7.5.`,
  defaultSeverity: "warning",
  run(ctx, report) {
    for (const doc of ctx.docs.values()) {
      if (!readable(doc)) continue;
      for (const ref of doc.titledRefs) {
        const targets = ctx.byNumber.get(ref.number);
        if (!targets || targets.length === 0) continue;
        const tokens = topicTokens(ref.title);
        if (tokens.size === 0) continue;
        if (targets.some((t) => topicMatch(tokens, ctx.aliases(t).tokens))) continue;
        const target = targets[0];
        const title = target.h1?.title || target.slug || target.path;
        report({
          file: doc.path,
          line: ref.line,
          column: ref.column,
          endLine: ref.endLine,
          endColumn: ref.endColumn,
          key: `${ref.number}:${ref.text}`,
          message: `"${clip(ref.text)}" does not match RFC ${ref.number} "${clip(title)}". Fix the title or the number (${target.path}).`
        });
      }
    }
  }
};

// src/checks/rfc/static/rules/section-missing.ts
var sectionMissingRule = {
  id: "rfc/section-missing",
  description: "An RFC has Summary, Motivation, Design (or Detailed/Proposed/Technical Design) and Examples sections.",
  details: '"Proposed Solution" and "Proposal" are not Design; any ## to #### heading with the word example(s) counts as Examples. Headings inside code blocks are not headings. Error on added RFC files, warning on existing ones. Spec section 5.',
  defaultSeverity: "error",
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      for (const section of TOP_LEVEL_SECTIONS) {
        if (section.matches(doc)) continue;
        report({
          file: doc.path,
          ...fileAnchor(doc),
          key: section.name,
          severity: ctx.addedSeverity(doc.path),
          message: `Missing ${section.expected} (${section.hint}).`
        });
      }
    }
  }
};

// src/checks/rfc/static/rules/status-value.ts
var STATUS_VALUES = ["Draft", "In Review", "Accepted", "Implemented", "Rejected", "Superseded"];
var statusValueRule = {
  id: "rfc/status-value",
  description: 'Status is one of Draft, In Review, Accepted, Implemented, Rejected, Superseded (or "Superseded by RFC NNN").',
  details: 'Case and spelling are exact ("In review" is an error). Spec section 4.',
  defaultSeverity: "error",
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      const status = field(doc, "Status");
      if (!status) continue;
      const value = status.value;
      const where = {
        file: doc.path,
        line: status.line,
        column: status.valueColumn,
        endLine: status.line,
        endColumn: status.valueEndColumn,
        key: "Status"
      };
      if (STATUS_VALUES.includes(value)) continue;
      const superseded = /^Superseded by RFC[ -]?(\d{3})$/.exec(value);
      if (superseded) {
        const n = superseded[1];
        if (ctx.byNumber.has(n)) continue;
        report({
          ...where,
          message: `Status says "Superseded by RFC ${n}" but there is no RFC ${n} in ${ctx.options.rfcDir}/. Point it at the RFC that replaces this one, or use one of ${STATUS_VALUES.join(", ")}.`
        });
        continue;
      }
      const near = STATUS_VALUES.find((s) => s.toLowerCase() === value.toLowerCase().replace(/\s+/g, " "));
      report({
        ...where,
        message: `Status "${clip(value)}" is not one of ${STATUS_VALUES.join(", ")}.${near ? ` Write it exactly as "${near}".` : " Pick one of them (case and spelling are exact)."}`
      });
    }
  }
};

// src/checks/rfc/static/rules/subsection-missing.ts
var subsectionMissingRule = {
  id: "rfc/subsection-missing",
  description: "An RFC names its Problem Statement, Goals, Architecture Overview, Core Abstractions and Key Design Decisions.",
  details: "Satisfied anywhere in the document (nesting is not enforced); bold labels count for Problem and Goals (Non-Goals does not). Spec section 5.",
  defaultSeverity: "warning",
  run(ctx, report) {
    for (const doc of ctx.rfcs) {
      if (!readable(doc)) continue;
      for (const section of SUBSECTIONS) {
        if (section.matches(doc)) continue;
        report({
          file: doc.path,
          ...fileAnchor(doc),
          key: section.name,
          message: `No ${section.expected}; ${section.hint}.`
        });
      }
    }
  }
};

// src/checks/rfc/static/rules/unreadable.ts
var unreadableRule = {
  id: "rfc/unreadable",
  description: "Markdown files are UTF-8 text under the size limit, and regular files (binary, invalid UTF-8, huge files, links and folders cannot be checked).",
  details: "Not one of the spec's 28 ids: binary (NUL bytes) and files over 5 MiB are not parsed (error in the RFC folder, warning elsewhere); invalid UTF-8 is parsed with replacement characters (warning). The index or an RFC-folder Markdown file that is a symbolic link (even to a file inside the repository), a folder or a submodule is an error that says what it became.",
  defaultSeverity: "warning",
  run(ctx, report) {
    for (const doc of ctx.docs.values()) {
      const problem = doc.unreadable;
      if (!problem) continue;
      const rfcFolder = doc.kind === "rfc" || doc.kind === "index" || doc.kind === "companion";
      report({
        file: doc.path,
        line: 1,
        key: problem.reason,
        severity: (rfcFolder || problem.reason === "not-a-file") && problem.reason !== "invalid-utf8" ? "error" : "warning",
        message: problem.message
      });
    }
  }
};

// src/checks/rfc/static/index.ts
var STATIC_RULES = [
  unreadableRule,
  fileNameRule,
  h1Rule,
  idMismatchRule,
  headerFieldMissingRule,
  headerLayoutRule,
  statusValueRule,
  createdDateRule,
  authorsRule,
  sectionMissingRule,
  subsectionMissingRule,
  decisionStructureRule,
  numberCollisionRule,
  referenceTitleMismatchRule,
  brokenLinkRule,
  brokenAnchorRule,
  prLinkRepoRule,
  indexMissingRule,
  indexDanglingRule,
  indexTitleRule,
  indexUncategorizedRule,
  indexEntryRule
];
var STATIC_RULE_META = STATIC_RULES.map(({ id, description, defaultSeverity, details }) => ({
  id,
  description,
  defaultSeverity,
  ...details ? { details } : {}
}));
function selectMarkdownFiles(files, options) {
  const include = (0, import_picomatch.default)(options.scanGlobs.length ? options.scanGlobs : ["**/*.md"], { dot: true });
  const exclude = options.excludeGlobs.length ? (0, import_picomatch.default)(options.excludeGlobs, { dot: true }) : () => false;
  return files.filter((f) => {
    if (f === options.index) return true;
    if (dirname(f) === options.rfcDir && /\.md$/i.test(f)) return true;
    return include(f) && !exclude(f);
  });
}
function findingsPossible(rfcDir) {
  const segment = Buffer.from(rfcFolderSegment(rfcDir));
  const mention = Buffer.from("RFC");
  return (bytes) => {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return buffer.includes(mention) || buffer.includes(segment) || buffer.includes(0) || !isUtf8(buffer);
  };
}
var parser;
var loadParser = () => parser ??= import("./document-LDZXO3TO.js");
async function parseTree(view, paths, options) {
  const parseOptions = {
    rfcDir: options.rfcDir,
    indexPath: options.index,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES
  };
  const referencesOptions = { ...parseOptions, referencesOnly: true };
  const rfcPrefix = `${options.rfcDir}/`;
  const documents = /* @__PURE__ */ new Map();
  const mayHoldFindings = findingsPossible(options.rfcDir);
  if (!paths.length) return documents;
  const { oversizedDocument, parseRfcDocument, unreadableDocument } = await loadParser();
  const CONCURRENCY = 16;
  for (let i = 0; i < paths.length; i += CONCURRENCY) {
    const batch = paths.slice(i, i + CONCURRENCY);
    const docs = await Promise.all(
      batch.map(async (path) => {
        try {
          const bytes = await readFileBounded(view, path, parseOptions.maxBytes);
          if (typeof bytes === "number") return oversizedDocument(path, bytes, parseOptions);
          if (!bytes) return void 0;
          if (classifyPath(path, parseOptions).kind !== "other-md") return parseRfcDocument(path, bytes, parseOptions);
          if (!mayHoldFindings(bytes)) return void 0;
          return parseRfcDocument(path, bytes, path.startsWith(rfcPrefix) ? parseOptions : referencesOptions);
        } catch (error) {
          return unreadableDocument(path, error.message, parseOptions);
        }
      })
    );
    for (const doc of docs) if (doc) documents.set(doc.path, doc);
  }
  return documents;
}
async function lintTreeStatic(view, options, docs, treeFiles) {
  const files = treeFiles ?? await view.listFiles();
  const documents = docs ? new Map(docs) : await parseTree(view, selectMarkdownFiles(files, options), options);
  const context = buildContext(documents, files, options);
  const findings = await runRules(STATIC_RULES, context, "", options.ruleOff);
  return { findings, documents };
}

// src/checks/rfc/static-adapter.ts
function readRunSettings(context) {
  let options;
  try {
    options = parseRfcOptions(context.options);
  } catch (error) {
    throw new UserError(error.message);
  }
  return {
    ...options,
    staticOptions: {
      ...options,
      ...context.repositorySlug ? { repositorySlug: context.repositorySlug } : {},
      ...context.ruleOff ? { ruleOff: context.ruleOff } : {},
      now: context.services.now()
    }
  };
}
async function parseTreeOnce(view, settings) {
  const files = await view.listFiles();
  const documents = await parseTree(view, selectMarkdownFiles(files, settings.staticOptions), settings.staticOptions);
  const { rfcDir, index } = settings.staticOptions;
  const inRfcFolder = (path) => path === index || path.startsWith(`${rfcDir}/`) && !path.slice(rfcDir.length + 1).includes("/") && /\.md$/i.test(path);
  const others = await nonFileEntries(view, files, inRfcFolder);
  if (others.size) {
    const { notAFileDocument } = await import("./document-LDZXO3TO.js");
    for (const [path, what] of others) documents.set(path, notAFileDocument(path, what, { rfcDir, indexPath: index }));
  }
  return { view, files, documents };
}
function lintParsedTree(tree, settings, extra) {
  return lintTreeStatic(tree.view, { ...settings.staticOptions, ...extra }, tree.documents);
}

// src/checks/rfc/transition/facts.ts
function numberLine(file) {
  return file.rfcIdLine ?? file.h1Line ?? 1;
}
function filesByNumber(facts) {
  const out = /* @__PURE__ */ new Map();
  for (const f of facts.rfcFiles) {
    const list2 = out.get(f.number);
    if (list2) list2.push(f);
    else out.set(f.number, [f]);
  }
  return out;
}
function mentionsByNumber(facts) {
  const out = /* @__PURE__ */ new Map();
  for (const m of facts.mentions) {
    const list2 = out.get(m.number);
    if (list2) list2.push(m);
    else out.set(m.number, [m]);
  }
  return out;
}
function mentionIdentity(m) {
  return `${m.file}\0${m.number}\0${m.sentenceKey}`;
}
function survivingMentions(baseMentions, head) {
  const headByIdentity = /* @__PURE__ */ new Map();
  for (const m of head.mentions) {
    const key = mentionIdentity(m);
    const list2 = headByIdentity.get(key);
    if (list2) list2.push(m);
    else headByIdentity.set(key, [m]);
  }
  const used = /* @__PURE__ */ new Map();
  const out = /* @__PURE__ */ new Map();
  for (const m of baseMentions) {
    const key = mentionIdentity(m);
    const candidates = headByIdentity.get(key);
    const index = used.get(key) ?? 0;
    if (candidates && index < candidates.length) {
      out.set(m, candidates[index]);
      used.set(key, index + 1);
    }
  }
  return out;
}
function topicPhrase(context) {
  const phrase = context.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, "").replace(/\\?\(\s*(?:see\s+)?RFC[ -]?\d{3}\s*\\?\)/gi, " ").replace(/(?<![A-Za-z0-9])RFC[ -]?\d{3}(?!\d)\s*:?/g, " ").replace(/^\s*(?:see|cf\.?|per)\s+/i, "");
  return trimTrailing(phrase, /[\s,;:.!?-]/).replace(/^[\s,;:-]+/, "").replace(/\s+/g, " ").trim();
}

// src/checks/rfc/history/deleted-reference.ts
var deletedReferenceRule = {
  id: "rfc/deleted-reference",
  description: "A reference still cites an RFC file that this pull request deletes or renames away.",
  defaultSeverity: "error",
  run(context, report) {
    if (context.mode !== "pull-request" || context.removed.length === 0) return;
    const headFiles = filesByNumber(context.head);
    const baseMentions = mentionsByNumber(context.base);
    for (const removed of context.removed) {
      if (headFiles.has(removed.number)) continue;
      const cited = (baseMentions.get(removed.number) ?? []).filter((m) => m.file !== removed.path);
      if (cited.length === 0) continue;
      const successor = context.added.find((f) => f.slug === removed.slug && f.number !== removed.number);
      const number = formatRfcNumber(removed.number);
      const fix = successor ? `Cite RFC ${formatRfcNumber(successor.number)} (${successor.path}) instead, or keep the old number.` : "Remove or update this reference, or keep the file.";
      for (const [, head] of survivingMentions(cited, context.head)) {
        report({
          file: head.file,
          line: head.line,
          column: head.column,
          endColumn: head.endColumn,
          key: `${head.number} ${head.sentenceKey}`,
          message: `RFC ${number} (${removed.path}) is removed by this pull request but still cited here. ${fix}`
        });
      }
    }
  }
};

// src/checks/rfc/history/stale-reservations.ts
var memo = /* @__PURE__ */ new WeakMap();
function staleReservations(context, file) {
  let perFile = memo.get(context);
  if (!perFile) memo.set(context, perFile = /* @__PURE__ */ new Map());
  let result = perFile.get(file);
  if (!result) {
    result = compute(context, file);
    perFile.set(file, result);
  }
  return result;
}
async function compute(context, file) {
  if (filesByNumber(context.base).has(file.number)) return [];
  const baseMentions = (mentionsByNumber(context.base).get(file.number) ?? []).filter((m) => m.file !== file.path);
  const surviving = survivingMentions(baseMentions, context.head);
  const offTopic = [...surviving].filter(([base]) => !topicMatch(base.context, file.aliases.tokens));
  if (offTopic.length === 0) return [];
  if (!context.history) return offTopic.map(([base, head]) => ({ base, head }));
  const claimTime = await context.claimTime(file);
  const byFile = /* @__PURE__ */ new Map();
  for (const [base] of offTopic) {
    const lines = byFile.get(base.file);
    if (lines) lines.push(base.line);
    else byFile.set(base.file, [base.line]);
  }
  const blamed = await blameAll(context.history.blame, byFile, context.history.signal);
  const out = [];
  for (const [base, head] of offTopic) {
    const writtenAt = blamed.get(base.file)?.get(base.line)?.time ?? Infinity;
    if (writtenAt < claimTime) out.push({ base, head, writtenAt });
  }
  return out;
}

// src/checks/rfc/history/stale-reference.ts
var staleReferenceRule = {
  id: "rfc/stale-reference",
  description: "A reference written before its RFC number was taken now points at an RFC about another topic.",
  defaultSeverity: "error",
  details: "Pull-request mode: reservations in BASE that survive a PR adding that number for another topic (error). Full scan: mentions last changed before the cited RFC file was added, with no topic overlap (warning).",
  async run(context, report) {
    if (context.mode === "pull-request") {
      const addedNumbers = context.added.map((f) => f.number);
      for (const file of context.added) {
        const next = nextFreeFor(context.numbering, file.number, addedNumbers);
        for (const { base, head } of await staleReservations(context, file)) {
          report({
            file: head.file,
            line: head.line,
            column: head.column,
            endColumn: head.endColumn,
            key: `${head.number} ${head.sentenceKey}`,
            message: staleMessage(base, file, next)
          });
        }
      }
      return;
    }
    for (const { mention, file } of await fullScanStale(context)) {
      report({
        file: mention.file,
        line: mention.line,
        column: mention.column,
        endColumn: mention.endColumn,
        key: `${mention.number} ${mention.sentenceKey}`,
        severity: "warning",
        message: `${staleMessage(mention, file, context.numbering.nextFree)} (Found from git history; if this mention really cites the current RFC, add it to the baseline.)`
      });
    }
  }
};
function staleMessage(mention, file, nextFree) {
  const number = formatRfcNumber(file.number);
  const topic = shorten(topicPhrase(mention.context), 90);
  const now = file.title ?? file.slug.replace(/-/g, " ");
  return `RFC ${number} here was written before ${file.path} existed and is about "${topic}"; it now points at "${now}". Update this reference or renumber the new RFC (next free: ${formatRfcNumber(nextFree)}).`;
}
async function fullScanStale(context) {
  const history = context.history;
  if (!history) return [];
  const files = filesByNumber(context.head);
  const candidates = [];
  for (const mention of context.head.mentions) {
    const holders = files.get(mention.number);
    if (!holders || holders.length !== 1) continue;
    const file = holders[0];
    if (mention.file === file.path) continue;
    const added = history.rfcHistory.addedBy.get(file.path);
    if (!added) continue;
    if (topicMatch(mention.context, file.aliases.tokens)) continue;
    candidates.push({ mention, file, added });
  }
  const linesByFile = /* @__PURE__ */ new Map();
  for (const c of candidates) {
    const lines = linesByFile.get(c.mention.file);
    if (lines) lines.push(c.mention.line);
    else linesByFile.set(c.mention.file, [c.mention.line]);
  }
  const blamed = await blameAll(history.blame, linesByFile, history.signal);
  const out = [];
  for (const c of candidates) {
    const line = blamed.get(c.mention.file)?.get(c.mention.line);
    if (!line || line.time === Infinity || line.commit === c.added.commit) continue;
    const opened = await history.pullRequestOpenedAt?.(c.added.commit);
    if (opened !== void 0) {
      if (line.time < opened) out.push({ mention: c.mention, file: c.file });
      continue;
    }
    const written = (c.added.merge ? await history.firstAdded?.(c.file.path) : void 0) ?? c.added;
    if (line.commit === written.commit || line.time > written.time) continue;
    if (await history.ancestry.isAncestor(line.commit, written.commit)) out.push({ mention: c.mention, file: c.file });
  }
  return out;
}

// src/checks/rfc/numbering/rules/number-claimed-by-open-pr.ts
var numberClaimedByOpenPrRule = {
  id: "rfc/number-claimed-by-open-pr",
  description: "Another open pull request adds an RFC file with the same number.",
  defaultSeverity: "error",
  run(context, report) {
    if (context.mode !== "pull-request" || context.added.length === 0) return;
    const outcome = context.numbering.claimsOutcome;
    if (outcome.status === "skipped") {
      if (outcome.failed) {
        const first = context.added[0];
        report({
          file: first.path,
          line: numberLine(first),
          key: "claims-unavailable",
          severity: "warning",
          message: `Could not check whether other open pull requests claim the same RFC number: ${outcome.reason}. Check the open pull requests by hand, or re-run the job.`
        });
      }
      return;
    }
    const own = {
      number: context.pullRequest?.number ?? Number.MAX_SAFE_INTEGER,
      createdAt: context.pullRequest?.createdAt ?? context.now.toISOString()
    };
    const existingPaths = new Set(context.base.rfcFiles.map((f) => f.path));
    const addedNumbers = context.added.map((f) => f.number);
    for (const file of context.added) {
      const rivals = context.numbering.claims.filter((c) => c.number === file.number && c.path !== file.path && !existingPaths.has(c.path)).sort((a, b) => compareClaimants(a.pull, b.pull));
      if (rivals.length === 0) continue;
      const earlier = rivals.filter((c) => compareClaimants(c.pull, own) < 0);
      const later = rivals.filter((c) => compareClaimants(c.pull, own) >= 0);
      const number = formatRfcNumber(file.number);
      const next = formatRfcNumber(nextFreeFor(context.numbering, file.number, addedNumbers));
      if (earlier.length) {
        report({
          file: file.path,
          line: numberLine(file),
          key: number,
          message: `RFC ${number} is also claimed by ${listClaims(earlier)}, opened earlier; next free number is ${next}. Renumber this RFC to ${next}.`
        });
      } else {
        report({
          file: file.path,
          line: numberLine(file),
          key: number,
          severity: "warning",
          message: `RFC ${number} is also claimed by ${listClaims(later)}, opened later; this pull request claimed it first, so they are asked to renumber (next free number is ${next}). Coordinate before merging.`
        });
      }
    }
  }
};
function listClaims(claims) {
  const parts = claims.map((c) => `#${c.pull.number} (${c.path})`);
  const head = "open PR ";
  if (parts.length <= 1) return head + parts.join("");
  return `${head}${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

// src/checks/rfc/numbering/rules/number-not-next.ts
var numberNotNextRule = {
  id: "rfc/number-not-next",
  description: "A new RFC takes a number above the next free number.",
  defaultSeverity: "warning",
  run(context, report) {
    if (context.mode !== "pull-request") return;
    const addedNumbers = context.added.map((f) => f.number);
    for (const file of context.added) {
      const next = nextFreeFor(context.numbering, file.number, addedNumbers);
      if (file.number <= next) continue;
      const number = formatRfcNumber(file.number);
      report({
        file: file.path,
        line: numberLine(file),
        key: number,
        message: `This RFC takes ${number} but the next free number is ${formatRfcNumber(next)}. Renumber it to ${formatRfcNumber(next)} (file name, H1 and RFC ID).`
      });
    }
  }
};

// src/checks/rfc/numbering/rules/number-reserved.ts
var MAX_SITES2 = 10;
var numberReservedRule = {
  id: "rfc/number-reserved",
  description: "A new RFC takes a number that existing documents reserve for another topic.",
  defaultSeverity: "error",
  async run(context, report) {
    if (context.mode !== "pull-request") return;
    const addedNumbers = context.added.map((f) => f.number);
    for (const file of context.added) {
      const stale = await staleReservations(context, file);
      if (stale.length === 0) continue;
      const number = formatRfcNumber(file.number);
      const next = formatRfcNumber(nextFreeFor(context.numbering, file.number, addedNumbers));
      const topic = shorten(topicPhrase(stale[0].base.context), 90);
      const shown = stale.slice(0, MAX_SITES2).map((s) => `${baseName(s.head.file)}:${s.head.line}`).join(", ");
      const sites = stale.length > MAX_SITES2 ? `${shown} and ${stale.length - MAX_SITES2} more` : shown;
      report({
        file: file.path,
        line: numberLine(file),
        key: number,
        message: `RFC ${number} is reserved for "${topic}" (${sites}). Use ${next} or update those references in this PR.`
      });
    }
  }
};

// src/checks/rfc/numbering/rules/number-reused.ts
var numberReusedRule = {
  id: "rfc/number-reused",
  description: "A new RFC reuses the number of an RFC file that was deleted or renamed away.",
  defaultSeverity: "warning",
  run(context, report) {
    const retired = context.numbering.retired;
    if (retired.length === 0) return;
    if (context.mode === "pull-request") {
      const addedNumbers = context.added.map((f) => f.number);
      for (const file of context.added) {
        const earlier = retired.filter((r) => r.number === file.number && r.slug !== file.slug);
        if (earlier.length) report(finding(file, earlier, nextFreeFor(context.numbering, file.number, addedNumbers)));
      }
      return;
    }
    const addedBy = context.history?.rfcHistory.addedBy;
    for (const file of context.head.rfcFiles) {
      const added = addedBy?.get(file.path);
      const earlier = retired.filter(
        (r) => r.number === file.number && r.slug !== file.slug && (!added || r.time <= added.time)
      );
      if (earlier.length) report(finding(file, earlier, context.numbering.nextFree));
    }
  }
};
function finding(file, earlier, nextFree) {
  const number = formatRfcNumber(file.number);
  const what = earlier.map((r) => `${r.path} (${r.how === "renamed" ? `renamed to ${r.renamedTo}` : "deleted"})`).join(", ");
  return {
    file: file.path,
    line: numberLine(file),
    key: number,
    message: `RFC ${number} previously identified ${what}; older citations of RFC ${number} now point elsewhere. Prefer the next free number ${formatRfcNumber(nextFree)}, or keep ${number} deliberately and suppress this warning.`
  };
}

// src/checks/rfc/transition/authors-pr-author.ts
var authorsPrAuthorRule = {
  id: "rfc/authors-pr-author",
  description: "A new RFC's Authors field does not list the pull request's opener.",
  defaultSeverity: "warning",
  run(context, report) {
    if (context.mode !== "pull-request" || !context.pullRequest) return;
    const login = context.pullRequest.author.replace(/^@/, "");
    if (!login || /\[bot\]$/i.test(login)) return;
    for (const file of context.added) {
      const authors = file.authors;
      if (!authors || authors.handles.length === 0) continue;
      if (authors.handles.some((h) => h.toLowerCase() === login.toLowerCase())) continue;
      const listed = authors.handles.map((h) => /^[A-Za-z0-9-]+$/.test(h) ? `@${h}` : `"${h}"`).join(", ");
      report({
        file: file.path,
        line: authors.line,
        key: login.toLowerCase(),
        message: `Authors lists ${listed} but this pull request was opened by @${login}. Add @${login} to Authors, or correct the handle if it names the wrong person.`
      });
    }
  }
};

// src/checks/rfc/transition/rules.ts
var TRANSITION_RULES = [
  numberClaimedByOpenPrRule,
  numberReservedRule,
  numberReusedRule,
  numberNotNextRule,
  staleReferenceRule,
  deletedReferenceRule,
  authorsPrAuthorRule
];
var HISTORY_RULE_IDS = ["rfc/stale-reference", "rfc/number-reused"];

// src/checks/rfc/transition/build.ts
function existingNumbers(facts) {
  const out = /* @__PURE__ */ new Map();
  for (const [number, files] of filesByNumber(facts)) out.set(number, files.map((f) => f.path).sort());
  return new Map([...out].sort((a, b) => a[0] - b[0]));
}
function reservations(facts) {
  const files = filesByNumber(facts);
  const out = /* @__PURE__ */ new Map();
  for (const m of facts.mentions) {
    if (files.has(m.number)) continue;
    const site = { file: m.file, line: m.line, topic: topicPhrase(m.context) };
    const list2 = out.get(m.number);
    if (list2) list2.push(site);
    else out.set(m.number, [site]);
  }
  for (const list2 of out.values()) list2.sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line);
  return new Map([...out].sort((a, b) => a[0] - b[0]));
}
function runTransitionRules(context) {
  return runRules(TRANSITION_RULES, context, "");
}
function mergeFindings(staticFindings, transition) {
  const staleAt = new Set(
    transition.filter((f) => f.rule === "rfc/stale-reference").map((f) => `${f.file}\0${f.line ?? 0}`)
  );
  const kept = staticFindings.filter(
    (f) => !(f.rule === "rfc/reference-title-mismatch" && staleAt.has(`${f.file}\0${f.line ?? 0}`))
  );
  return [...kept, ...transition];
}

// src/checks/rfc/transition/tree-facts.ts
function treeFactsFromDocuments(documents) {
  const docs = [...documents];
  const indexDescriptions = /* @__PURE__ */ new Map();
  for (const doc of docs) {
    if (doc.kind !== "index" || !doc.index) continue;
    const dir = doc.path.includes("/") ? doc.path.slice(0, doc.path.lastIndexOf("/")) : "";
    for (const entry of doc.index.entries) {
      const target = entry.target.split("#")[0] ?? "";
      const resolved = normalizeRepoPath(dir ? `${dir}/${target}` : target);
      if (resolved && !indexDescriptions.has(resolved)) indexDescriptions.set(resolved, entry.description);
    }
  }
  const rfcFiles = [];
  const mentions = [];
  for (const doc of docs) {
    if (doc.kind === "rfc" && doc.number !== void 0 && doc.slug !== void 0) {
      const field2 = (name) => doc.header.fields.find((f) => f.name.toLowerCase() === name.toLowerCase());
      const rfcId = field2("RFC ID");
      const authors = field2("Authors");
      const rfcShapedH1 = doc.h1 && doc.h1.form !== "other";
      rfcFiles.push({
        path: doc.path,
        number: Number(doc.number),
        slug: doc.slug,
        ...rfcShapedH1 && doc.h1.title ? { title: doc.h1.title } : {},
        ...doc.h1 ? { h1Line: doc.h1.line } : {},
        ...rfcId ? { rfcIdLine: rfcId.line } : {},
        ...authors ? { authors: { line: authors.line, handles: parseHandles(authors.value) } } : {},
        aliases: rfcAliases(doc, indexDescriptions.get(doc.path))
      });
    }
    for (const m of doc.mentions) {
      if (m.self) continue;
      mentions.push({
        file: doc.path,
        line: m.line,
        column: m.column,
        ...m.endLine === m.line ? { endColumn: m.endColumn } : {},
        number: Number(m.number),
        sentenceKey: m.normalizedSentence,
        context: m.context
      });
    }
  }
  return { rfcFiles, mentions };
}
function parseHandles(value) {
  const handles = [...value.matchAll(/(?<![A-Za-z0-9])@([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))/g)].map((m) => m[1].replace(/-+$/, ""));
  if (handles.length) return handles;
  return value.split(/[,;]|\band\b/).map((s) => s.trim()).filter(Boolean);
}

// src/checks/rfc/full-scan-mode.ts
var isMarkdown = (path) => /\.md$/i.test(path);
async function runFullScanMode(context, settings) {
  const { logger } = context.services;
  const git = context.services.git;
  const view = context.headRevision && git ? new GitRevisionView(git, context.headRevision, { prefetch: isMarkdown }) : context.repo;
  const history = git ? readRfcHistory(git, context.headRevision ?? "HEAD", settings.rfcDir).then((value) => ({ value }), (error) => ({ error })) : void 0;
  const tree = await parseTreeOnce(view, settings);
  const head = treeFactsFromDocuments(tree.documents.values());
  const notes = ["Full scan: every finding in the tree is reported; history-based findings are warnings."];
  let rfcHistory;
  if (history) {
    const read = await history;
    if ("value" in read) rfcHistory = read.value;
    else {
      const reason = `git history unavailable (${read.error.message.split("\n")[0]})`;
      logger.warning(`rfc-lint: ${reason}; skipped ${HISTORY_RULE_IDS.join(", ")}.`);
      notes.push(`Skipped ${HISTORY_RULE_IDS.join(", ")}: ${reason}.`);
    }
  } else {
    logger.info(`rfc-lint: ${context.root} is not a git repository; skipped ${HISTORY_RULE_IDS.join(", ")}.`);
    notes.push(`Skipped ${HISTORY_RULE_IDS.join(", ")}: not a git repository, so there is no history to read.`);
  }
  const claimsOutcome = await readOpenPrClaims(context.services.github, {
    rfcDir: settings.rfcDir,
    enabled: settings.checkOpenPrs,
    signal: context.services.signal
  });
  if (claimsOutcome.status === "skipped") {
    const message = `rfc-lint: open pull requests were not checked for RFC number claims: ${claimsOutcome.reason}.`;
    if (claimsOutcome.failed) logger.warning(message);
    else logger.info(message);
  }
  const existing = existingNumbers(head);
  const paths = new Set([...existing.values()].flat());
  const claims = claimsOutcome.status === "checked" ? { ...claimsOutcome, claims: claimsOutcome.claims.filter((c) => !paths.has(c.path)) } : claimsOutcome;
  const numbering = computeNumbering({
    existing,
    ...rfcHistory ? { retired: rfcHistory.retired.filter((r) => !paths.has(r.path)) } : {},
    reserved: reservations(head),
    claimsOutcome: claims
  });
  const transition = {
    mode: "full-scan",
    head,
    numbering,
    ...git && rfcHistory ? {
      history: {
        git,
        rfcHistory,
        // Blame what is on disk when scanning the working tree, so uncommitted lines count as new.
        blame: new BlameCache(git, context.headRevision),
        ancestry: new AncestryCache(git),
        signal: context.services.signal,
        firstAdded: memoize((path) => firstCommitAdding(git, context.headRevision ?? "HEAD", path)),
        ...context.services.github ? { pullRequestOpenedAt: pullRequestOpenedAt(context.services.github, logger) } : {}
      }
    } : {},
    logger,
    now: context.services.now()
  };
  const addedBy = rfcHistory?.addedBy;
  const arrival = (path) => addedBy?.get(path)?.time ?? Number.POSITIVE_INFINITY;
  const headStatic = await lintParsedTree(tree, settings, {
    nextFree: formatRfcNumber(numbering.nextFree),
    addedAt: (path) => {
      const stamp = addedBy?.get(path);
      return stamp ? new Date(stamp.time) : void 0;
    },
    // Collisions blame every file but the first to reach the default branch (spec 6.1).
    collisionOrder: (paths2) => [...paths2].sort((a, b) => arrival(a) - arrival(b) || (a < b ? -1 : a > b ? 1 : 0))
  });
  const transitionFindings = await runTransitionRules(transition);
  return { findings: mergeFindings(headStatic.findings, transitionFindings), sections: [numberingSection(numbering, notes)] };
}
function pullRequestOpenedAt(github, logger) {
  const cache = /* @__PURE__ */ new Map();
  let broken = false;
  return (commit) => {
    if (broken) return Promise.resolve(void 0);
    let answer = cache.get(commit);
    if (!answer) {
      answer = github.listPullRequestsForCommit(commit).then(
        (pulls) => {
          const times = pulls.map((p) => Date.parse(p.createdAt)).filter((t) => !Number.isNaN(t));
          return times.length ? Math.min(...times) : void 0;
        },
        (error) => {
          if (!broken) logger.warning(`rfc-lint: could not ask which pull request added an RFC file (${error.message}); stale references fall back to git ancestry.`);
          broken = true;
          return void 0;
        }
      );
      cache.set(commit, answer);
    }
    return answer;
  };
}
function memoize(compute2) {
  const cache = /* @__PURE__ */ new Map();
  return (key) => {
    let value = cache.get(key);
    if (!value) cache.set(key, value = compute2(key));
    return value;
  };
}

// src/checks/rfc/pull-request-mode.ts
var isMarkdown2 = (path) => /\.md$/i.test(path);
async function runPullRequestMode(context, settings) {
  const { logger } = context.services;
  const git = context.services.git;
  const baseRevision = context.baseRevision;
  if (!git) {
    throw new UserError(
      `Pull-request mode (base ${baseRevision}) needs a git repository with the base revision fetched; ${context.root} is not one. Run in a git checkout (with fetch-depth: 0 in the action), or drop --base for a full scan.`
    );
  }
  const baseSha = await resolveRevision(git, baseRevision, "base");
  const headRevision = context.headRevision ? await resolveRevision(git, context.headRevision, "head") : void 0;
  const markdownChanged = headRevision ? await markdownDiffers(git, baseSha, headRevision) : await workingTreeMarkdownDiffers(git, baseSha, context.changedFiles);
  if (!markdownChanged) {
    logger.info(`rfc-lint: no Markdown file differs between BASE ${baseRevision} and HEAD; nothing to compare.`);
    const note = `Pull-request mode: no Markdown file differs between BASE ${baseRevision} (${baseSha.slice(0, 7)}) and HEAD, so there is nothing for rfc-lint to compare.`;
    return { findings: [], sections: [{ title: "RFC numbering", markdown: note, text: note }] };
  }
  const baseView = new GitRevisionView(git, baseSha, { prefetch: isMarkdown2 });
  const headView = headRevision ? new GitRevisionView(git, headRevision, { prefetch: isMarkdown2 }) : context.repo;
  logger.info(`rfc-lint: pull-request mode, BASE ${baseRevision} (${baseSha.slice(0, 7)}), HEAD ${headView.label}`);
  const [baseTree, headTree] = await Promise.all([parseTreeOnce(baseView, settings), parseTreeOnce(headView, settings)]);
  const rfcPaths = (files) => new Set(files.filter((p) => parseRfcPath(p, settings.rfcDir)));
  const baseRfc = rfcPaths(baseTree.files);
  const headRfc = rfcPaths(headTree.files);
  const addedPaths = new Set([...headRfc].filter((p) => !baseRfc.has(p)));
  const base = treeFactsFromDocuments(baseTree.documents.values());
  const head = treeFactsFromDocuments(headTree.documents.values());
  const notes = [`Pull-request mode: HEAD compared with BASE ${baseRevision} (${baseSha.slice(0, 7)}).`];
  let rfcHistory;
  try {
    rfcHistory = await readRfcHistory(git, baseSha, settings.rfcDir);
  } catch (error) {
    const reason = `could not read the history of ${settings.rfcDir}/ at BASE: ${error.message}`;
    logger.warning(`rfc-lint: ${reason}; retired numbers are unknown.`);
    notes.push(`Retired numbers were not checked: ${reason}.`);
  }
  const claimsOutcome = settings.checkOpenPrs && addedPaths.size === 0 ? { status: "skipped", reason: "this pull request adds no RFC file, so no claim can conflict with it", failed: false } : await readOpenPrClaims(context.services.github, {
    rfcDir: settings.rfcDir,
    enabled: settings.checkOpenPrs,
    ownPullNumber: context.pullRequest?.number,
    signal: context.services.signal
  });
  if (claimsOutcome.status === "skipped") {
    const message = `rfc-lint: open pull requests were not checked for RFC number claims: ${claimsOutcome.reason}.`;
    if (claimsOutcome.failed) logger.warning(message);
    else logger.info(message);
  }
  const claims = claimsOutcome.status === "checked" ? { ...claimsOutcome, claims: claimsOutcome.claims.filter((c) => !baseRfc.has(c.path)) } : claimsOutcome;
  const numbering = computeNumbering({
    existing: existingNumbers(base),
    ...rfcHistory ? { retired: rfcHistory.retired.filter((r) => !baseRfc.has(r.path)) } : {},
    reserved: reservations(base),
    claimsOutcome: claims
  });
  const headName = headRevision ?? "HEAD";
  const addedCommits = new Map(
    await Promise.all(
      [...addedPaths].map(async (path) => [path, await firstCommitAdding(git, `${baseSha}..${headName}`, path)])
    )
  );
  const prCreated = context.pullRequest ? Date.parse(context.pullRequest.createdAt) : Number.NaN;
  const claimTime = async (file) => Math.max(
    Number.isNaN(prCreated) ? Number.NEGATIVE_INFINITY : prCreated,
    // Not committed yet (working tree): the claim starts now.
    addedCommits.get(file.path)?.time ?? context.services.now().getTime()
  );
  const baseAddedAt = (path) => {
    const stamp = rfcHistory?.addedBy.get(path);
    return stamp ? new Date(stamp.time) : void 0;
  };
  const nextFree = formatRfcNumber(numbering.nextFree);
  const [baseStatic, headStatic] = await Promise.all([
    lintParsedTree(baseTree, settings, { nextFree, addedAt: baseAddedAt }),
    lintParsedTree(headTree, settings, {
      nextFree,
      addedFiles: addedPaths,
      addedAt: (path) => {
        const stamp = addedCommits.get(path);
        return stamp ? new Date(stamp.time) : addedPaths.has(path) ? void 0 : baseAddedAt(path);
      }
    })
  ]);
  const transition = {
    mode: "pull-request",
    base,
    head,
    added: head.rfcFiles.filter((f) => addedPaths.has(f.path)),
    removed: base.rfcFiles.filter((f) => !headRfc.has(f.path)),
    numbering,
    ...context.pullRequest ? { pullRequest: context.pullRequest } : {},
    history: {
      git,
      // Blame on BASE works even when the folder's log could not be read; retirements are then unknown.
      rfcHistory: rfcHistory ?? { retired: [], addedBy: /* @__PURE__ */ new Map() },
      blame: new BlameCache(git, baseSha),
      ancestry: new AncestryCache(git),
      signal: context.services.signal
    },
    claimTime,
    logger,
    now: context.services.now()
  };
  const transitionFindings = await runTransitionRules(transition);
  const staticScoped = markByFingerprint(headStatic.findings, baseStatic.findings);
  const findings = mergeFindings(staticScoped, transitionFindings);
  if (transition.added.length) {
    notes.push(`This pull request adds ${transition.added.map((f) => f.path).join(", ")}.`);
  }
  return { findings, sections: [numberingSection(numbering, notes)] };
}
async function markdownDiffers(git, base, head) {
  const { stdout, exitCode } = await git(["diff", "--name-only", "-z", "--no-renames", base, ...head ? [head] : []], { allowFailure: true });
  if (exitCode !== 0) return true;
  return stdout.toString("utf8").split("\0").some(isMarkdown2);
}
async function workingTreeMarkdownDiffers(git, base, changedFiles) {
  if (changedFiles ? [...changedFiles].some(isMarkdown2) : await markdownDiffers(git, base)) return true;
  const untracked = await git(["ls-files", "--others", "--exclude-standard", "-z"], { allowFailure: true });
  return untracked.exitCode !== 0 || untracked.stdout.toString("utf8").split("\0").some(isMarkdown2);
}
async function resolveRevision(git, revision, which) {
  try {
    const { stdout } = await git(["rev-parse", "--verify", "--quiet", `${revision}^{commit}`]);
    return stdout.toString("utf8").trim();
  } catch (error) {
    if (error instanceof GitError) {
      throw new UserError(
        `The ${which} revision "${revision}" is not a commit in this repository. Fetch it first (actions/checkout with fetch-depth: 0, or git fetch origin <branch>) or pass an existing revision.`
      );
    }
    throw error;
  }
}

// src/checks/rfc/index.ts
function ruleMeta(rule) {
  return {
    id: rule.id,
    description: rule.description,
    defaultSeverity: rule.defaultSeverity,
    ...rule.details ? { details: rule.details } : {}
  };
}
var RFC_RULES = (() => {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const rule of [...STATIC_RULE_META, ...TRANSITION_RULES]) {
    if (seen.has(rule.id)) continue;
    seen.add(rule.id);
    out.push(ruleMeta(rule));
  }
  return out;
})();
var rfcLintCheck = {
  id: "rfc-lint",
  title: "RFC lint",
  rules: RFC_RULES,
  options: RFC_OPTION_SPECS,
  // Pull-request mode compares BASE and HEAD itself (its transition rules need both trees) and marks
  // the static findings by fingerprint with the engine's helper.
  scopeStrategy: { by: "check" },
  async run(context) {
    const settings = readRunSettings(context);
    if (!await hasRfcFolder(context, settings.rfcDir)) {
      const rfcFilesHere = (await context.repo.listFiles()).filter((path) => /^\d{3}-[^/]*\.md$/.test(path));
      if (rfcFilesHere.length) {
        context.services.logger.warning(
          `rfc-lint: no ${settings.rfcDir}/ folder in ${context.repo.label}, which holds RFC files itself (${rfcFilesHere.slice(0, 3).join(", ")}${rfcFilesHere.length > 3 ? ", ..." : ""}): nothing was linted. Run rfc-lint on the folder that holds the RFC folder (the repository root), with --rfc-dir when the RFC folder is not ${settings.rfcDir}/.`
        );
      } else context.services.logger.info(`rfc-lint: no ${settings.rfcDir}/ folder in ${context.repo.label}; nothing to lint.`);
      return { findings: [] };
    }
    return context.baseRevision ? runPullRequestMode(context, settings) : runFullScanMode(context, settings);
  }
};
async function hasRfcFolder(context, rfcDir) {
  const prefix = `${rfcDir.replace(/\/+$/, "")}/`;
  if ((await context.repo.listFiles()).some((path) => path.startsWith(prefix))) return true;
  if (!context.baseRevision || !context.services.git) return false;
  const base = await context.services.git(["ls-tree", "--name-only", context.baseRevision, "--", prefix], { allowFailure: true });
  return base.exitCode === 0 && base.stdout.length > 0;
}
export {
  RFC_RULES,
  rfcLintCheck
};
