import {
  CHECK_IDS,
  DEFAULT_CONFIG_PATH,
  EMPTY_CONFIG,
  configuredSeverity,
  pathPatterns
} from "./chunk-HZI53OYN.js";
import {
  UserError
} from "./chunk-ZCKK2XZD.js";
import {
  editDistance
} from "./chunk-CZX43FPE.js";
import {
  _enum,
  array,
  boolean,
  number,
  object,
  partialRecord,
  record,
  string,
  union
} from "./chunk-NO5C67FT.js";
import {
  firstDuplicateKey
} from "./chunk-5FO6HFHL.js";
import {
  require_dist
} from "./chunk-YGCRCGPR.js";
import {
  LIMITS
} from "./chunk-CX2PQOLX.js";
import {
  SEVERITIES
} from "./chunk-KBUQXIYL.js";
import "./chunk-OXMKZMOM.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/engine/config.ts
var import_yaml = __toESM(require_dist(), 1);
var ruleSetting = _enum([...SEVERITIES, "off"]);
var optionValue = union([string(), number(), boolean(), array(union([string(), number()]))]);
var configSchema = object({
  /** Which checks `openenv-ci check` (and the action without a `checks` input) runs. */
  checks: array(_enum(CHECK_IDS)).min(1).optional(),
  /** Per-rule severity override, or `off`. Keys are rule ids (`rfc/header-layout`) or groups (`rfc/*`). */
  rules: record(string().regex(/^[a-z0-9-]+\/(\*|[a-z0-9-]+)$/, "rule ids look like group/kebab-name or group/*"), ruleSetting).optional(),
  /** Findings in files matching `exclude` (or not matching `include`) are dropped. Globs, repo-relative. */
  paths: object({ include: array(string()).optional(), exclude: array(string()).optional() }).strict().optional(),
  /** A JSON file of accepted fingerprints (or a previous JSON report): those findings are not reported. */
  baseline: string().optional(),
  /** Per-check options, the same names as the action inputs: `options: { rfc-lint: { former-slugs: a/b } }`. */
  options: partialRecord(_enum(CHECK_IDS), record(string(), optionValue)).optional()
}).strict();
function configTooLarge(source, bytes) {
  return new UserError(`${source} is ${bytes.toLocaleString("en-US")} bytes, over the ${LIMITS.configBytes.toLocaleString("en-US")}-byte limit for a config file (a config is a few KB); it was not read. Shorten it.`);
}
function parseConfig(text, source, knownRules, advisoryRules = []) {
  const bytes = Buffer.byteLength(text);
  if (bytes > LIMITS.configBytes) throw configTooLarge(source, bytes);
  const lineCounter = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const pos = lineCounter.linePos(e.pos[0]);
    throw new UserError(`${source}:${pos.line}:${pos.col}: invalid YAML: ${e.message.split("\n")[0]}`);
  }
  let nodes = 0;
  (0, import_yaml.visit)(doc, () => ++nodes > LIMITS.configNodes ? import_yaml.visit.BREAK : void 0);
  if (nodes > LIMITS.configNodes) {
    throw new UserError(`${source}: the config has more than ${LIMITS.configNodes.toLocaleString("en-US")} YAML nodes (keys, values, list items); a config names a few checks, rules and paths. It was not applied: shorten it.`);
  }
  const duplicate = firstDuplicateKey(doc);
  if (duplicate !== void 0) {
    const pos = lineCounter.linePos(duplicate);
    throw new UserError(`${source}:${pos.line}:${pos.col}: invalid YAML: Map keys must be unique`);
  }
  const raw = configValue(doc, source);
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const node = doc.getIn(issue.path, true);
    const parentNode = doc.getIn(issue.path.slice(0, -1), true);
    const offset = node?.range?.[0] ?? parentNode?.range?.[0] ?? 0;
    const pos = lineCounter.linePos(offset);
    const where = issue.path.length ? ` at ${issue.path.join(".")}` : "";
    throw new UserError(`${source}:${pos.line}:${pos.col}: invalid config${where}: ${issue.message}. See the "Configuration" section of the README.`);
  }
  const config = parsed.data;
  if (knownRules) {
    const groups = new Set(knownRules.map((id) => id.split("/")[0]));
    for (const id of Object.keys(config.rules ?? {})) {
      const known = id.endsWith("/*") ? groups.has(id.slice(0, -2)) : knownRules.includes(id);
      if (known) continue;
      const rules = doc.get("rules", true);
      const keyNode = rules?.items?.find((item) => item.key?.value === id)?.key;
      const pos = lineCounter.linePos(keyNode?.range?.[0] ?? 0);
      const suggestion = closest(id, id.endsWith("/*") ? [...groups].map((g) => `${g}/*`) : knownRules);
      throw new UserError(
        `${source}:${pos.line}:${pos.col}: invalid config at rules: no rule ${id}${suggestion ? `; did you mean ${suggestion}?` : "."} The rule ids are listed in docs/rules.md.`
      );
    }
  }
  for (const id of advisoryRules) {
    if (config.rules?.[id] !== "error") continue;
    const rules = doc.get("rules", true);
    const pos = lineCounter.linePos(rules?.items?.find((item) => item.key?.value === id)?.key?.range?.[0] ?? 0);
    throw new UserError(
      `${source}:${pos.line}:${pos.col}: invalid config at rules.${id}: ${id} is advisory (model-suggested, never part of the verdict); its severity may be notice, warning or off, not error.`
    );
  }
  const options = {};
  for (const [check, values] of Object.entries(config.options ?? {})) {
    options[check] = Object.fromEntries(
      Object.entries(values ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join("\n") : String(v)])
    );
  }
  return {
    source,
    checks: config.checks,
    rules: config.rules ?? {},
    include: (config.paths?.include ?? []).flatMap(pathPatterns),
    exclude: (config.paths?.exclude ?? []).flatMap(pathPatterns),
    baseline: config.baseline,
    options
  };
}
var MAX_CONFIG_ALIAS_COUNT = 100;
function configValue(doc, source) {
  try {
    return doc.toJS({ maxAliasCount: MAX_CONFIG_ALIAS_COUNT }) ?? {};
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    let aliases = 0;
    (0, import_yaml.visit)(doc, { Alias: () => void aliases++ });
    throw new UserError(
      `${source}: invalid config: its ${aliases} aliases expand past the limit of ${MAX_CONFIG_ALIAS_COUNT} alias expansions (an alias bomb). Write the values out instead of nesting aliases.`
    );
  }
}
function closest(word, candidates) {
  let best;
  let bestDistance = Math.max(3, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = editDistance(word, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}
export {
  DEFAULT_CONFIG_PATH,
  EMPTY_CONFIG,
  configSchema,
  configTooLarge,
  configuredSeverity,
  parseConfig,
  pathPatterns
};
