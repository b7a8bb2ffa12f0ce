import {
  relocatePath
} from "./chunk-VLOJNQMP.js";
import {
  UserError
} from "./chunk-ZCKK2XZD.js";
import {
  ruleHelpUrl
} from "./chunk-H3ZTQHZ5.js";
import {
  countBySeverity,
  countsForVerdict
} from "./chunk-KBUQXIYL.js";

// src/github/event.ts
import { readFileSync } from "node:fs";
var EventPayloadError = class extends UserError {
  constructor(message) {
    super(message);
    this.name = "EventPayloadError";
  }
};
function readWorkflowEvent(env = process.env) {
  const name = env.GITHUB_EVENT_NAME?.trim() || void 0;
  const path = env.GITHUB_EVENT_PATH?.trim();
  if (!path) return name ? { eventName: name } : {};
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new EventPayloadError(`cannot read the event payload GITHUB_EVENT_PATH=${path}: ${error.message}`);
  }
  let payload;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    throw new EventPayloadError(`the event payload at ${path} is not valid JSON: ${error.message}`);
  }
  return parseWorkflowEvent(name, payload);
}
async function readGitHubEvent(env = process.env) {
  return readWorkflowEvent(env);
}
function parseWorkflowEvent(name, payload) {
  const event = name ? { eventName: name } : {};
  if (!isObject(payload)) return event;
  const repository = str(get(payload, "repository", "full_name"));
  if (repository) event.repository = repository;
  const pr = get(payload, "pull_request");
  if (isObject(pr)) {
    const info = pullRequestFromPayload(pr, repository);
    if (info) event.pullRequest = info;
  }
  const run = get(payload, "workflow_run");
  if (isObject(run)) {
    const sha = str(get(run, "head_sha"));
    if (sha) event.workflowRunHeadSha = sha;
    const runName = str(get(run, "name"));
    if (runName) event.workflowRunName = runName;
    const id = get(run, "id");
    if (typeof id === "number") event.workflowRunId = id;
    const runEvent = str(get(run, "event"));
    if (runEvent) event.workflowRunEvent = runEvent;
    const pulls = get(run, "pull_requests");
    event.workflowRunPullRequests = Array.isArray(pulls) ? pulls.map((p) => get(p, "number")).filter((n) => typeof n === "number" && Number.isInteger(n) && n > 0) : [];
    const headRepository = str(get(run, "head_repository", "full_name"));
    if (headRepository) event.workflowRunHeadRepository = headRepository;
    const headBranch = str(get(run, "head_branch"));
    if (headBranch) event.workflowRunHeadBranch = headBranch;
  }
  const before = str(get(payload, "before"));
  const after = str(get(payload, "after"));
  if (before) event.before = before;
  if (after) event.after = after;
  return event;
}
function pullRequestFromPayload(pr, baseRepository) {
  const number = get(pr, "number");
  const headSha = str(get(pr, "head", "sha"));
  const baseSha = str(get(pr, "base", "sha"));
  if (typeof number !== "number" || !Number.isInteger(number) || number <= 0 || !headSha || !baseSha) return void 0;
  const base = str(get(pr, "base", "repo", "full_name")) ?? baseRepository;
  const headRepo = get(pr, "head", "repo");
  const head = str(get(pr, "head", "repo", "full_name"));
  const fromFork = headRepo === null || head !== void 0 && base !== void 0 && head.toLowerCase() !== base.toLowerCase();
  return {
    number,
    title: str(get(pr, "title")) ?? "",
    body: str(get(pr, "body")) ?? "",
    author: str(get(pr, "user", "login")) ?? "ghost",
    createdAt: str(get(pr, "created_at")) ?? "",
    baseSha,
    headSha,
    fromFork,
    // Who may run the review's model pass (src/checks/review/llm/run.ts): only when the payload says.
    ...str(get(pr, "author_association")) ? { authorAssociation: str(get(pr, "author_association")) } : {},
    ...Array.isArray(get(pr, "labels")) ? { labels: get(pr, "labels").map((l) => str(get(l, "name"))).filter((n) => n !== void 0) } : {}
  };
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function get(value, ...path) {
  let current = value;
  for (const key of path) {
    if (!isObject(current)) return void 0;
    current = current[key];
  }
  return current;
}
function str(value) {
  return typeof value === "string" ? value : void 0;
}

// src/report/json.ts
function toJsonFinding(f) {
  return {
    rule: f.rule,
    severity: f.severity,
    file: f.file,
    ...f.line !== void 0 ? { line: f.line } : {},
    ...f.column !== void 0 ? { column: f.column } : {},
    ...f.endLine !== void 0 ? { endLine: f.endLine } : {},
    ...f.endColumn !== void 0 ? { endColumn: f.endColumn } : {},
    message: f.message,
    fingerprint: f.fingerprint,
    help: f.help ?? ruleHelpUrl(f.rule),
    ...f.check ? { check: f.check } : {},
    // Pull-request mode only (docs/scope.md): `pre-existing` findings are listed but never failed the run.
    ...f.scope ? { scope: f.scope } : {},
    // The model pass's claims: listed, never counted in `summary` nor by the exit status.
    ...f.advisory ? { advisory: true } : {}
  };
}
function renderJson(result) {
  let out = "";
  for (const chunk of jsonReportChunks(result)) out += chunk;
  return out;
}
function* jsonReportChunks(result, chunkSize = 1 << 16) {
  const indexed = new Set(result.jsonFindingIndex ?? []);
  const findingIndex = indexed.size ? findingIndexOf(result) : void 0;
  const findings = concatenated(result.findings, result.preExisting ?? []);
  const report = {
    version: 1,
    // New findings first, then the pre-existing ones (pull-request mode); `summary` counts the new ones.
    findings,
    // Advisory findings (the model pass's claims) are not in the counts; `advisory` says how many are listed.
    summary: { ...countBySeverity(result.findings), all: countBySeverity([...result.findings, ...result.preExisting ?? []]), ...advisoryCount(result.findings) },
    ...result.data,
    ...result.scope && result.scope !== "all" ? { pullRequestScope: { scope: result.scope, preExisting: preExistingByCheck(result) } } : {},
    suppressions: result.suppressions.map(({ file, line, scope, rules, reason, used }) => ({ file, line, scope, rules, reason, used }))
  };
  let buffer = "{";
  let first = true;
  for (const [key, value] of Object.entries(report)) {
    if (value === void 0 || typeof value === "function" || typeof value === "symbol") continue;
    buffer += `${first ? "" : ","}
  ${JSON.stringify(key)}: `;
    first = false;
    const elements = value === findings ? findings : Array.isArray(value) ? value : void 0;
    if (!elements) {
      buffer += indented(JSON.stringify(value, null, 2), "  ");
      continue;
    }
    const toElement = value === findings ? (f) => toJsonFinding(f) : findingIndex && indexed.has(key) ? (r) => withFindingIndices(r, findingIndex) : (r) => r;
    let empty = true;
    let batch = [];
    let batchSize = 1;
    const flush = () => {
      const text = nestedElements(batch);
      buffer += `${empty ? "[" : ","}
${text}`;
      empty = false;
      batchSize = Math.max(1, Math.min(4 * batchSize, Math.floor(batch.length * chunkSize / Math.max(1, text.length))));
      batch = [];
    };
    for (const element of elements) {
      batch.push(toElement(element));
      if (batch.length < batchSize) continue;
      flush();
      if (buffer.length >= chunkSize) {
        yield buffer;
        buffer = "";
      }
    }
    if (batch.length) flush();
    buffer += empty ? "[]" : "\n  ]";
  }
  yield `${buffer}${first ? "}" : "\n}"}
`;
}
function advisoryCount(findings) {
  const advisory = findings.filter((f) => !countsForVerdict(f)).length;
  return advisory ? { advisory } : {};
}
function* concatenated(a, b) {
  yield* a;
  yield* b;
}
function nestedElements(elements) {
  const json = JSON.stringify([elements], null, 2);
  return json.slice(WRAPPER_OPEN.length, json.length - WRAPPER_CLOSE.length);
}
var WRAPPER_OPEN = "[\n  [\n";
var WRAPPER_CLOSE = "\n  ]\n]";
function indented(json, indent) {
  return json === void 0 ? "null" : json.includes("\n") ? json.split("\n").join(`
${indent}`) : json;
}
function preExistingByCheck(result) {
  const counts = {};
  for (const outcome of result.outcomes) if (outcome.preExisting?.length) counts[outcome.check] = outcome.preExisting.length;
  return counts;
}
function findingIndexOf(result) {
  return new FindingIndex(result.findings, result.scannedFolder ?? "");
}
var FindingIndex = class {
  /**
   * `folder`: the scanned folder's repository path. The top-level findings were relocated under it
   * (engine/relocate.ts); the records a check kept still name folder paths.
   */
  constructor(findings, folder) {
    this.findings = findings;
    this.folder = folder;
    findings.forEach((f, i) => {
      const at = this.byFingerprint.get(f.fingerprint);
      if (at === void 0) this.byFingerprint.set(f.fingerprint, i);
      else if (typeof at === "number") this.byFingerprint.set(f.fingerprint, [at, i]);
      else at.push(i);
    });
  }
  findings;
  folder;
  byFingerprint = /* @__PURE__ */ new Map();
  get(f) {
    const at = this.byFingerprint.get(f.fingerprint);
    if (at === void 0) return void 0;
    if (typeof at === "number") return this.same(at, f) ? at : void 0;
    for (let k = at.length - 1; k >= 0; k--) if (this.same(at[k], f)) return at[k];
    return void 0;
  }
  same(index, f) {
    const candidate = this.findings[index];
    if (candidate.rule !== f.rule) return false;
    return candidate.file === f.file || this.folder !== "" && candidate.file === relocatePath(f.file, this.folder);
  }
};
function withFindingIndices(record, index) {
  const findings = record?.findings;
  if (!Array.isArray(findings)) return record;
  return { ...record, findings: findings.map((f) => index.get(f)).filter((i) => i !== void 0) };
}

// src/report/sarif.ts
var LEVEL = { error: "error", warning: "warning", notice: "note" };
function renderSarif(result, toolVersion, rules = []) {
  const known = new Map(rules.map((r) => [r.id, r]));
  const checks = result.outcomes.length ? result.outcomes.map((o) => o.check) : ["engine"];
  const ownerOf = new Map(checks.map((c) => [c, []]));
  for (const outcome of result.outcomes) ownerOf.get(outcome.check).push(...outcome.findings, ...outcome.preExisting ?? []);
  const placed = new Set([...ownerOf.values()].flat());
  const unplaced = [...result.findings, ...result.preExisting ?? []].filter((f) => !placed.has(f));
  ownerOf.get(checks[0]).push(...unplaced);
  const sarif = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: checks.map((check) => sarifRun(check, ownerOf.get(check), rules, known, toolVersion, result.scannedFolder))
  };
  return `${JSON.stringify(sarif, null, 2)}
`;
}
function sarifRun(check, findings, rules, known, toolVersion, scannedFolder) {
  const usedIds = [...new Set(findings.map((f) => f.rule))].sort();
  const ranRuleIds = rules.filter((r) => r.check === check || r.check === "engine").map((r) => r.id);
  const ruleIds = [.../* @__PURE__ */ new Set([...ranRuleIds, ...usedIds])].sort();
  const index = new Map(ruleIds.map((id, i) => [id, i]));
  return {
    tool: {
      driver: {
        name: "openenv-ci",
        version: toolVersion,
        informationUri: "https://github.com/openenv-ci/openenv-ci",
        rules: ruleIds.map((id) => {
          const meta = known.get(id);
          return {
            id,
            name: id.replace(/[/-](\w)/g, (_, c) => c.toUpperCase()),
            shortDescription: { text: meta?.description ?? id },
            fullDescription: { text: meta?.details ?? meta?.description ?? id },
            helpUri: ruleHelpUrl(id),
            help: ruleHelp(id, meta),
            defaultConfiguration: { level: LEVEL[meta?.defaultSeverity ?? "warning"], ...meta?.optIn ? { enabled: false } : {} }
          };
        })
      }
    },
    automationDetails: { id: `openenv-ci/${check}/` },
    results: findings.map((f) => sarifResult(f, index.get(f.rule) ?? 0, scannedFolder))
  };
}
function ruleHelp(id, meta) {
  const url = ruleHelpUrl(id);
  const description = meta?.description ?? `Rule ${id}.`;
  const details = meta?.details ? `

${meta.details}` : "";
  return {
    text: `${description}${details}

Reference: ${url}`,
    markdown: `**\`${id}\`**: ${description}${details}

[Rule reference](${url})`
  };
}
function sarifResult(f, ruleIndex, scannedFolder) {
  const region = {
    startLine: f.line ?? 1,
    ...f.line !== void 0 && f.column !== void 0 ? { startColumn: f.column } : {},
    ...f.line !== void 0 && f.endLine !== void 0 ? { endLine: f.endLine } : {},
    ...f.line !== void 0 && f.endColumn !== void 0 ? { endColumn: f.endColumn } : {}
  };
  return {
    ruleId: f.rule,
    ruleIndex,
    level: LEVEL[f.severity],
    message: { text: f.message },
    locations: [
      {
        physicalLocation: {
          // SARIF needs a file; repository-wide findings point at the scanned folder (the repository root by default).
          artifactLocation: { uri: f.file ? fileUri(f.file) : scannedFolder ? fileUri(scannedFolder) : ".", uriBaseId: "%SRCROOT%" },
          region
        }
      }
    ],
    partialFingerprints: { "openenvCi/v1": f.fingerprint },
    ...f.scope ? { baselineState: f.scope === "pre-existing" ? "unchanged" : "new" } : {},
    // Model-suggested (review/llm-claim): a result code scanning shows, never the run's verdict.
    ...f.advisory ? { properties: { advisory: true } } : {}
  };
}
function fileUri(path) {
  return path.split("/").map(encodeURIComponent).join("/");
}

// src/action/log.ts
function inertLog(message) {
  return message.split(/\r\n|\r|\n/).map((line) => line.replace(/^(\s*):(?=:)/, "$1:\u2060").replace(/##\[/g, "#\u2060#[")).join("\n");
}
function logGroups(write) {
  let depth = 0;
  let open = false;
  return {
    startGroup(title) {
      if (open) write.endGroup();
      write.startGroup(inertLog(title).replace(/\n/g, " "));
      open = true;
      depth++;
    },
    endGroup() {
      if (depth === 0) return;
      depth--;
      if (open) write.endGroup();
      open = false;
    }
  };
}

// src/report/write.ts
import { once } from "node:events";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
async function writeReport(chunks, target) {
  if ("file" in target) {
    await mkdir(dirname(target.file), { recursive: true });
    await writeFile(target.file, chunks);
    return;
  }
  for (const chunk of chunks) if (!target.stream.write(chunk)) await once(target.stream, "drain");
}

export {
  readGitHubEvent,
  renderJson,
  jsonReportChunks,
  renderSarif,
  inertLog,
  logGroups,
  writeReport
};
