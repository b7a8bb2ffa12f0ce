import {
  collectFindings
} from "./chunk-RUDGHLJC.js";
import {
  require_dist
} from "./chunk-YGCRCGPR.js";
import {
  constructBinary,
  constructBool,
  constructFloat,
  constructInt,
  constructTimestamp,
  pythonStr,
  recogniseFormat,
  resolvePlain
} from "./chunk-JBJJNFC3.js";
import {
  decodeText
} from "./chunk-YHG43ED4.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/checks/manifests/yaml/load.ts
var import_yaml5 = __toESM(require_dist(), 1);

// src/checks/manifests/yaml/construct.ts
var import_yaml2 = __toESM(require_dist(), 1);

// src/checks/manifests/yaml/aliases.ts
var import_yaml = __toESM(require_dist(), 1);
var targetsByDocument = /* @__PURE__ */ new WeakMap();
function resolveAlias(doc, alias) {
  let targets = targetsByDocument.get(doc);
  if (!targets) {
    targets = aliasTargets(doc);
    targetsByDocument.set(doc, targets);
  }
  return targets.get(alias);
}
function aliasTargets(doc) {
  const targets = /* @__PURE__ */ new Map();
  const lastAnchored = /* @__PURE__ */ new Map();
  (0, import_yaml.visit)(doc, {
    Node: (_key, node) => {
      if ((0, import_yaml.isAlias)(node)) {
        const target = lastAnchored.get(node.source);
        if (target) targets.set(node, target);
      } else {
        const anchor = node.anchor;
        if (anchor) lastAnchored.set(anchor, node);
      }
    }
  });
  return targets;
}

// src/checks/manifests/yaml/construct.ts
var STD = "tag:yaml.org,2002:";
var SCALAR_TAGS = new Set(["str", "int", "float", "bool", "null", "binary", "timestamp"].map((t) => STD + t));
var COLLECTION_TAGS = new Set(["map", "seq", "set", "omap", "pairs"].map((t) => STD + t));
var Abort = class extends Error {
};
var PyYamlConstructor = class {
  constructor(doc, limits) {
    this.doc = doc;
    this.limits = limits;
  }
  doc;
  limits;
  issues = [];
  types = /* @__PURE__ */ new WeakMap();
  /** The Python `str()` each mapping key node became (the key used in the constructed object). */
  keyStrings = /* @__PURE__ */ new WeakMap();
  /** Fatal: PyYAML would raise, or a resource limit was hit. */
  failed = false;
  memo = /* @__PURE__ */ new Map();
  inProgress = /* @__PURE__ */ new Set();
  sizeMemo = /* @__PURE__ */ new Map();
  expanded = 0;
  /** Of `expanded`, the nodes that aliases added: tells an alias bomb from a plainly large document. */
  aliasNodes = 0;
  aliasReported = false;
  run() {
    try {
      return this.node(this.doc.contents, 0, []);
    } catch (error) {
      if (error instanceof Abort) return void 0;
      throw error;
    }
  }
  issue(issue, fatal) {
    this.issues.push(issue);
    if (fatal) this.failed = true;
  }
  node(node, depth, path) {
    if (node === null || node === void 0) return null;
    if (depth > this.limits.maxDepth) {
      this.issue({ kind: "too-deep", node, message: `nesting deeper than ${this.limits.maxDepth} levels` }, true);
      throw new Abort();
    }
    this.expanded++;
    if (this.expanded > this.limits.maxExpandedNodes) this.aliasLimit(node);
    if ((0, import_yaml2.isAlias)(node)) return this.alias(node, depth, path);
    const value = this.build(node, depth, path);
    if (node.anchor) this.memo.set(node, value);
    return value;
  }
  aliasLimit(node) {
    this.issue(
      {
        kind: "alias-limit",
        node,
        // Say what was measured: a large document without aliases is not an alias bomb.
        ...this.aliasNodes === 0 ? { key: "nodes", message: `document holds more than ${this.limits.maxExpandedNodes} nodes (no aliases involved)` } : { message: `aliases expand to more than ${this.limits.maxExpandedNodes} nodes (${this.aliasNodes} of the ${this.expanded} nodes counted come from aliases)` }
      },
      true
    );
    throw new Abort();
  }
  alias(node, depth, path) {
    const alias = node;
    if (!this.aliasReported) {
      this.aliasReported = true;
      this.issue({ kind: "alias", node, message: `alias *${alias.source}` }, false);
    }
    const target = resolveAlias(this.doc, alias);
    if (!target) {
      this.issue(
        { kind: "constructor-error", node, key: `alias:${alias.source}`, message: `found undefined alias '${alias.source}'` },
        true
      );
      return null;
    }
    if (this.inProgress.has(target)) {
      this.issue(
        {
          kind: "recursive-alias",
          node,
          key: `alias:${alias.source}`,
          message: `alias *${alias.source} refers to a node that contains it (a recursive structure)`
        },
        true
      );
      return null;
    }
    const added = this.size(target, 0) - 1;
    this.expanded += added;
    this.aliasNodes += added;
    if (this.expanded > this.limits.maxExpandedNodes) this.aliasLimit(node);
    if (this.memo.has(target)) {
      const type = this.types.get(target);
      if (type) this.types.set(node, type);
      return this.memo.get(target);
    }
    const value = this.build(target, depth, path);
    this.types.set(node, this.types.get(target) ?? "null");
    return value;
  }
  /** Expanded node count of a subtree (aliases counted at their full size), memoised and capped. */
  size(node, depth) {
    const known = this.sizeMemo.get(node);
    if (known !== void 0) return known;
    if (depth > this.limits.maxDepth) return this.limits.maxExpandedNodes + 1;
    let total = 1;
    if ((0, import_yaml2.isAlias)(node)) {
      const target = resolveAlias(this.doc, node);
      total = target && !this.inProgress.has(target) && target !== node ? this.size(target, depth + 1) : 1;
    } else if ((0, import_yaml2.isMap)(node) || (0, import_yaml2.isSeq)(node)) {
      for (const item of node.items) {
        if ((0, import_yaml2.isPair)(item)) {
          if (item.key) total += this.size(item.key, depth + 1);
          if (item.value) total += this.size(item.value, depth + 1);
        } else if (item) total += this.size(item, depth + 1);
        if (total > this.limits.maxExpandedNodes) break;
      }
    }
    this.sizeMemo.set(node, total);
    return total;
  }
  build(node, depth, path) {
    this.inProgress.add(node);
    try {
      if ((0, import_yaml2.isScalar)(node)) return this.scalar(node);
      if ((0, import_yaml2.isMap)(node)) return this.mapping(node, depth, path);
      if ((0, import_yaml2.isSeq)(node)) return this.sequence(node, depth, path);
      this.types.set(node, "null");
      return null;
    } finally {
      this.inProgress.delete(node);
    }
  }
  checkTag(node, tag, allowed) {
    if (tag === void 0 || tag === "!" || allowed.has(tag)) return true;
    const shown = tag.startsWith(STD) ? `!!${tag.slice(STD.length)}` : tag;
    const python = tag.startsWith(`${STD}python/`);
    this.issue(
      {
        kind: "unsafe-tag",
        node,
        key: shown,
        message: python ? `the tag ${shown} asks for a Python object; yaml.safe_load refuses it ("could not determine a constructor for the tag '${tag}'") and the checker never executes it` : `the tag ${shown} has no constructor in yaml.safe_load ("could not determine a constructor for the tag '${tag}'")`
      },
      true
    );
    return false;
  }
  scalar(node) {
    const tag = node.tag;
    const text = node.value === null || node.value === void 0 ? "" : String(node.value);
    if (!this.checkTag(node, tag, SCALAR_TAGS)) {
      this.types.set(node, "null");
      return null;
    }
    let kind;
    if (tag && tag !== "!") kind = tag.slice(STD.length);
    else if (tag === "!" || node.type !== import_yaml2.Scalar.PLAIN) kind = "str";
    else kind = resolvePlain(text);
    if (tag && tag !== "!" && ["binary", "timestamp"].includes(kind)) {
      this.issue({ kind: "unusual-tag", node, key: `!!${kind}`, message: `!!${kind}` }, false);
    }
    const fail = (what) => {
      this.issue({ kind: "constructor-error", node, key: `${kind}:${text}`, message: what }, true);
      this.types.set(node, "null");
      return null;
    };
    switch (kind) {
      case "null":
        this.types.set(node, "null");
        return null;
      case "bool": {
        const v = constructBool(text);
        if (v === void 0) return fail(`'${text}' is not a boolean PyYAML knows`);
        this.types.set(node, "bool");
        return v;
      }
      case "int": {
        const v = constructInt(text);
        if (v === void 0) return fail(`invalid literal for int(): '${text}'`);
        this.types.set(node, "int");
        return v;
      }
      case "float": {
        const v = constructFloat(text);
        if (v === void 0) return fail(`could not convert string to float: '${text}'`);
        this.types.set(node, "float");
        return v;
      }
      case "timestamp": {
        const v = constructTimestamp(text);
        if (v === void 0) return fail(`'${text}' looks like a date but is not a valid one`);
        this.types.set(node, "timestamp");
        if (!tag) this.issue({ kind: "date-value", node, key: text, message: text }, false);
        return v;
      }
      case "binary": {
        const v = constructBinary(text);
        if (v === void 0) return fail(`failed to decode base64 data`);
        this.types.set(node, "binary");
        return v;
      }
      case "merge":
        this.types.set(node, "str");
        return text;
      case "value":
        return fail(`could not determine a constructor for the tag 'tag:yaml.org,2002:value' (a bare '=')`);
      default:
        this.types.set(node, "str");
        return text;
    }
  }
  sequence(node, depth, path) {
    const tag = node.tag;
    if (!this.checkTag(node, tag, COLLECTION_TAGS)) return null;
    const out2 = [];
    node.items.forEach((item, index) => {
      if ((0, import_yaml2.isPair)(item)) {
        const obj = {};
        const key = this.node(item.key, depth + 1, [...path, index]);
        setKey(obj, pythonStr(key), this.node(item.value, depth + 1, [...path, index]));
        out2.push(obj);
      } else out2.push(this.node(item, depth + 1, [...path, index]));
    });
    if (tag === `${STD}omap` || tag === `${STD}pairs`) {
      this.issue({ kind: "unusual-tag", node, key: tag, message: `!!${tag.slice(STD.length)}` }, false);
      const pairs = [];
      for (const entry of out2) {
        const keys = entry && typeof entry === "object" && !Array.isArray(entry) ? Object.keys(entry) : [];
        if (keys.length !== 1) {
          this.issue(
            { kind: "constructor-error", node, key: tag, message: `expected a mapping of length 1 in each !!${tag.slice(STD.length)} item` },
            true
          );
          return null;
        }
        pairs.push([keys[0], entry[keys[0]]]);
      }
      this.types.set(node, "pairs");
      return pairs;
    }
    if (tag === `${STD}set` || tag === `${STD}map`) {
      this.issue({ kind: "constructor-error", node, key: tag, message: `expected a mapping node for ${tag}, but found a sequence` }, true);
      return null;
    }
    this.types.set(node, "seq");
    return out2;
  }
  mapping(node, depth, path) {
    const tag = node.tag;
    if (!this.checkTag(node, tag, COLLECTION_TAGS)) return null;
    if (tag === `${STD}seq` || tag === `${STD}omap` || tag === `${STD}pairs`) {
      this.issue({ kind: "constructor-error", node, key: tag, message: `expected a sequence node for ${tag}, but found a mapping` }, true);
      return null;
    }
    const merged = [];
    const explicit = [];
    for (const pair of node.items) {
      const keyNode = pair.key;
      if ((0, import_yaml2.isScalar)(keyNode) && keyNode.type === import_yaml2.Scalar.PLAIN && !keyNode.tag && keyNode.value === "<<") {
        this.issue({ kind: "merge-key", node: keyNode, key: [...path, "<<"].join("."), message: "<<" }, false);
        this.merge(pair, depth, path, merged);
        continue;
      }
      if (keyNode && ((0, import_yaml2.isMap)(keyNode) || (0, import_yaml2.isSeq)(keyNode) || (0, import_yaml2.isAlias)(keyNode) && !(0, import_yaml2.isScalar)(this.resolveAlias(keyNode)))) {
        this.issue({ kind: "constructor-error", node: keyNode, key: `key:${path.join(".")}`, message: "found unhashable key (a mapping or sequence used as a key)" }, true);
        continue;
      }
      const keyValue = this.node(keyNode, depth + 1, path);
      const keyType = keyNode ? this.types.get(keyNode) ?? "null" : "null";
      const key = keyType === "float" && Number.isInteger(keyValue) ? `${pythonStr(keyValue)}.0` : pythonStr(keyValue);
      if (keyNode) this.keyStrings.set(keyNode, key);
      if (depth === 0 && keyType !== "str") {
        const source = keyNode && (0, import_yaml2.isScalar)(keyNode) ? String(keyNode.source ?? keyNode.value ?? "") : "";
        const shown = source === "" ? "an empty key" : `\`${source}\``;
        this.issue({ kind: "non-string-key", node: keyNode ?? pair, key: source || key, message: `${shown} is read by PyYAML as the ${keyType} ${key}` }, false);
      }
      const value = this.node(pair.value, depth + 1, [...path, key]);
      explicit.push({ key, identity: keyType === "str" ? `s:${key}` : `o:${key}`, value, pair });
    }
    this.reportDuplicates(explicit, path);
    const out2 = tag === `${STD}set` ? /* @__PURE__ */ new Set() : {};
    if (out2 instanceof Set) {
      this.issue({ kind: "unusual-tag", node, key: "!!set", message: "!!set" }, false);
      for (const e of explicit) out2.add(e.key);
      this.types.set(node, "set");
      return out2;
    }
    for (const [k, v] of merged) setKey(out2, k, v);
    for (const e of explicit) setKey(out2, e.key, e.value);
    this.types.set(node, "map");
    return out2;
  }
  resolveAlias(node) {
    return resolveAlias(this.doc, node);
  }
  /** `flatten_mapping`: merged pairs come before explicit ones; within a merge list, the first wins. */
  merge(pair, depth, path, merged) {
    const valueNode = pair.value;
    const target = valueNode && (0, import_yaml2.isAlias)(valueNode) ? this.resolveAlias(valueNode) : valueNode;
    const sources = [];
    const bad = () => this.issue(
      { kind: "constructor-error", node: valueNode ?? pair.key, key: `merge:${path.join(".")}`, message: "expected a mapping or list of mappings for merging" },
      true
    );
    if (target && (0, import_yaml2.isMap)(target)) sources.push(this.node(valueNode, depth + 1, path));
    else if (target && (0, import_yaml2.isSeq)(target)) {
      for (const item of [...target.items].reverse()) {
        const resolved = item && (0, import_yaml2.isAlias)(item) ? this.resolveAlias(item) : item;
        if (!resolved || !(0, import_yaml2.isMap)(resolved)) return bad();
        sources.push(this.node(item, depth + 1, path));
      }
    } else return bad();
    for (const source of sources) {
      if (source && typeof source === "object" && !Array.isArray(source)) {
        for (const [k, v] of Object.entries(source)) merged.push([k, v]);
      }
    }
  }
  reportDuplicates(entries, path) {
    if (entries.length < 2) return;
    const groups = /* @__PURE__ */ new Map();
    for (const e of entries) {
      const group = groups.get(e.identity);
      if (group) group.push(e);
      else groups.set(e.identity, [e]);
    }
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      const values = group.map((e) => stableStringify(e.value));
      const differing = new Set(values).size > 1;
      const occurrences = group.map((e) => e.pair.key);
      group.forEach(
        (e, i) => this.issue(
          {
            kind: "duplicate-key",
            node: e.pair.key,
            key: `${[...path, e.key].join(".")}#${i}`,
            message: e.key,
            extra: { path: [...path, e.key], occurrences, differing }
          },
          false
        )
      );
    }
  }
};
function setKey(obj, key, value) {
  if (key === "__proto__") Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}
function stableStringify(value, depth = 0) {
  if (depth > 50) return "\u2026";
  if (value instanceof Date) return `date:${value.toISOString()}`;
  if (value instanceof Set) return `set:${[...value].map((v) => stableStringify(v, depth + 1)).join(",")}`;
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString("base64")}`;
  if (Array.isArray(value)) return `[${value.map((v) => stableStringify(v, depth + 1)).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v, depth + 1)}`).join(",")}}`;
  }
  return typeof value === "number" && Number.isNaN(value) ? "nan" : JSON.stringify(value) ?? String(value);
}

// src/checks/manifests/yaml/rules.ts
function rule(id, defaultSeverity, description, details) {
  return { id: `yaml/${id}`, defaultSeverity, description, details };
}
var yamlRules = {
  notAFile: rule("not-a-file", "error", "The manifest is a symbolic link, a folder or a submodule, not a file (its environment is not checked).", "Checker rule (no OE code): only regular files are read, so a manifest turned into a link (even to a file inside the repository) or a folder would make its environment vanish from the run; the finding says what it became."),
  fileTooLarge: rule("file-too-large", "error", "Manifest larger than the size limit (not parsed).", "Resource limit of the checker (no OE code): a manifest is a few KB; the file is refused before parsing."),
  invalidUtf8: rule("invalid-utf8", "error", "Bytes are not valid UTF-8.", "OE-F04; EY-Y01 (environment.yaml)"),
  binary: rule("binary-content", "error", "File contains NUL or other control bytes that PyYAML rejects.", 'OE-F04 (PyYAML: "special characters are not allowed"); EY-Y01 (environment.yaml)'),
  bom: rule("byte-order-mark", "warning", "File starts with a UTF-8 byte-order mark.", "OE-F05; EY-Y06 (environment.yaml)"),
  syntax: rule("syntax-error", "error", "YAML syntax error: PyYAML safe_load fails.", "OE-Y01; EY-Y01 (environment.yaml; also EY-M01, unquoted `>=` specifiers)"),
  tab: rule("tab-character", "error", "TAB character where PyYAML expects a token (indentation, separators, plain scalars).", "OE-Y02; EY-Y01 (environment.yaml, TAB)"),
  multipleDocuments: rule("multiple-documents", "error", "More than one YAML document (safe_load accepts exactly one).", "OE-Y03; EY-Y02 (environment.yaml)"),
  empty: rule("empty-document", "error", "Empty file or comments only: the manifest loads as None.", "OE-Y04 (empty part); EY-Y02 (environment.yaml)"),
  rootNotMapping: rule("root-not-mapping", "error", "The document root is not a mapping.", "OE-Y04 (non-mapping root); EY-Y02 (environment.yaml)"),
  duplicateKey: rule("duplicate-key", "warning", "Duplicate mapping key; PyYAML keeps the last value.", "OE-Y05 (error for differing top-level `name`, `app`, `variables`); EY-Y03 (environment.yaml: always an error)"),
  anchors: rule("anchors-aliases", "notice", "Anchors and aliases are used.", "OE-Y06 (anchors/aliases); EY-Y04 (environment.yaml: warning)"),
  mergeKey: rule("merge-key", "warning", "The YAML 1.1 merge key `<<` is used.", "OE-Y06 (merge key); EY-Y04 (environment.yaml: warning)"),
  unsafeTag: rule("unsafe-tag", "error", "Application or `!!python/...` tag: safe_load refuses it (never executed here).", "OE-Y07 (application/python tags); EY-Y04 (environment.yaml: error)"),
  unusualTag: rule("unusual-tag", "warning", "`!!binary`, `!!set`, `!!timestamp`, `!!omap` or `!!pairs` tag.", "OE-Y07 (standard non-JSON tags)"),
  nonStringKey: rule("non-string-key", "warning", "Top-level key that is not a string (int, bool, null).", "OE-Y08"),
  nonJsonValue: rule("non-json-value", "warning", "A value resolves to a date/timestamp, bytes or a set.", "OE-Y09"),
  constructorError: rule("constructor-error", "error", "A value PyYAML cannot construct (bad tagged scalar, unhashable key, undefined alias, `=`).", "OE-Y01 (constructor errors)"),
  aliasBomb: rule("alias-expansion-limit", "error", "Aliases expand to more nodes than the limit (billion-laughs style).", "Resource limit of the checker (no OE code)."),
  tooDeep: rule("nesting-too-deep", "error", "Nesting deeper than the limit.", "Resource limit of the checker (no OE code).")
};
var yamlRuleList = Object.values(yamlRules);

// src/checks/manifests/yaml/issues.ts
var out = (rule2, finding) => ({ rule: rule2, ...finding });
function issueFinding(issue, lines, critical) {
  switch (issue.kind) {
    case "unsafe-tag":
      return out(yamlRules.unsafeTag, { key: issue.key, message: `Unsafe or unknown tag: ${issue.message}. Remove the tag and write a plain value.` });
    case "unusual-tag":
      return out(yamlRules.unusualTag, {
        key: issue.key,
        message: `The ${issue.message} tag gives a value JSON cannot hold; OpenEnv's discovery cache write fails half-way on it. Use a plain string, list or mapping.`
      });
    case "constructor-error":
      return out(yamlRules.constructorError, { key: issue.key, message: `yaml.safe_load fails here: ${issue.message}. Fix or quote the value.` });
    case "recursive-alias":
      return out(yamlRules.constructorError, { key: issue.key, message: `The ${issue.message}; a manifest cannot be recursive. Write the value out instead of using the alias.` });
    case "alias-limit":
      if (issue.key === "nodes") {
        return out(yamlRules.fileTooLarge, { key: "nodes", message: `The ${issue.message}; the file was not loaded. A manifest is a few KB: trim it.` });
      }
      return out(yamlRules.aliasBomb, {
        key: "aliases",
        message: `The ${issue.message} (an alias bomb, "billion laughs"); the file was not loaded. Write values out instead of nesting aliases.`
      });
    case "too-deep":
      return out(yamlRules.tooDeep, { key: "depth", message: `The document has ${issue.message}. Flatten the structure.` });
    case "date-value":
      return out(yamlRules.nonJsonValue, {
        key: issue.key,
        message: `'${issue.message}' resolves to a date (YAML 1.1 timestamp), which OpenEnv's JSON discovery cache cannot store. Quote it: "${issue.message}".`
      });
    case "merge-key":
      return out(yamlRules.mergeKey, { key: issue.key, message: "The merge key `<<` is YAML 1.1 only and many tools do not support it. Write the merged keys out." });
    case "alias":
      return out(yamlRules.anchors, { key: "aliases", message: `The file uses anchors and aliases (first: ${issue.message}). They load, but are harder to review; consider writing the values out.` });
    case "non-string-key":
      return out(yamlRules.nonStringKey, {
        key: issue.key,
        message: `The top-level key ${issue.message}, not a string (YAML 1.1). Quote it if a string key was meant: "${issue.key}".`
      });
    case "duplicate-key": {
      const extra = issue.extra;
      const isCritical = extra.path.length === 1 && critical.has(String(extra.path[0])) && extra.differing;
      return out(yamlRules.duplicateKey, {
        key: issue.key,
        severity: isCritical ? "error" : void 0,
        message: `The key '${issue.message}' appears ${lines.length} times in this mapping (lines ${listedLines(lines)}); PyYAML silently keeps the last one (line ${lines[lines.length - 1]})${extra.differing ? " and the values differ" : ""}. Keep one.`
      });
    }
  }
}
function listedLines(lines) {
  if (lines.length <= 10) return lines.join(", ");
  return `${lines.slice(0, 9).join(", ")}, \u2026 ${lines[lines.length - 1]}`;
}

// src/checks/manifests/yaml/guards.ts
var MAX_MANIFEST_BYTES = 1024 * 1024;
var MAX_NESTING = 200;
function firstInvalidUtf8(bytes) {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i];
    if (b < 128) {
      i++;
      continue;
    }
    let need;
    let min;
    if (b >= 194 && b <= 223) [need, min] = [1, 128];
    else if (b >= 224 && b <= 239) [need, min] = [2, 2048];
    else if (b >= 240 && b <= 244) [need, min] = [3, 65536];
    else return i;
    if (i + need >= n) return i;
    let cp = b & (need === 1 ? 31 : need === 2 ? 15 : 7);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === void 0 || (c & 192) !== 128) return i;
      cp = cp << 6 | c & 63;
    }
    if (cp < min || cp > 1114111 || cp >= 55296 && cp <= 57343) return i;
    i += need + 1;
  }
  return -1;
}
function bytePosition(bytes, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  const prefix = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(lineStart, offset));
  return { line, column: prefix.length + 1 };
}
var NON_PRINTABLE = /[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
function firstNonPrintable(text) {
  const m = NON_PRINTABLE.exec(text);
  return m ? m.index : -1;
}
function nestingOverflowOffset(text, limit = MAX_NESTING) {
  const indents = [];
  let flow = 0;
  let pos = 0;
  const n = text.length;
  while (pos < n) {
    let end = text.indexOf("\n", pos);
    if (end === -1) end = n;
    let i = pos;
    while (i < end && text.charCodeAt(i) === 32) i++;
    const indent = i - pos;
    if (i < end && text[i] !== "#" && text[i] !== "\r") {
      const first = text[i];
      if (indent === 0 && first !== "]" && first !== "}" && first !== ",") flow = 0;
      if (flow === 0) {
        while (indents.length > 0 && indents[indents.length - 1] >= indent) indents.pop();
        indents.push(indent);
      }
      let compact = 0;
      let maxFlow = flow;
      for (let k = i; k < end; k++) {
        const c = text[k];
        const next = k + 1 < end ? text[k + 1] : " ";
        if (c === "[" || c === "{") {
          flow++;
          if (flow > maxFlow) maxFlow = flow;
        } else if (c === "]" || c === "}") {
          if (flow > 0) flow--;
        } else if ((c === "-" || c === "?" || c === ":") && (next === " " || next === "	")) {
          compact++;
        }
      }
      if (indents.length + compact + maxFlow > limit) return pos;
    }
    pos = end + 1;
  }
  return -1;
}

// src/checks/manifests/yaml/parse.ts
var import_yaml3 = __toESM(require_dist(), 1);
var PARSE_OPTIONS = { version: "1.1", schema: "failsafe", uniqueKeys: false, merge: false, strict: false, prettyErrors: false };
function parseDocuments(source) {
  const docs = (0, import_yaml3.parseAllDocuments)(source, PARSE_OPTIONS);
  return Array.isArray(docs) ? docs : [];
}
function isFlowIndentError(error) {
  return error.code === "BAD_INDENT" && /^Flow (?:sequence|map) in block collection/.test(error.message);
}
function indentFlowContinuations(source) {
  const inserts = [];
  let depth = 0;
  let openerIndent = 0;
  let quote;
  let lineStart = 0;
  for (let i = 0; i <= source.length; i++) {
    const c = source[i];
    if (i === source.length || c === "\n") {
      lineStart = i + 1;
      if (depth > 0 && lineStart < source.length) {
        let k = lineStart;
        while (source[k] === " ") k++;
        const indent = k - lineStart;
        if (indent <= openerIndent) inserts.push({ at: lineStart, count: openerIndent + 1 - indent });
      }
      continue;
    }
    if (quote) {
      if (quote === '"' && c === "\\") i++;
      else if (c === quote) {
        if (quote === "'" && source[i + 1] === "'") i++;
        else quote = void 0;
      }
      continue;
    }
    if (c === "#" && (i === lineStart || /\s/.test(source[i - 1]))) {
      const end = source.indexOf("\n", i);
      i = (end === -1 ? source.length : end) - 1;
      continue;
    }
    if ((c === '"' || c === "'") && (depth > 0 || /[\s:[{,-]/.test(source[i - 1] ?? " "))) quote = c;
    else if (c === "[" || c === "{") {
      if (depth === 0) {
        let k = lineStart;
        while (source[k] === " ") k++;
        openerIndent = k - lineStart;
      }
      depth++;
    } else if ((c === "]" || c === "}") && depth > 0) depth--;
  }
  if (inserts.length === 0) return void 0;
  let text = "";
  let from = 0;
  for (const { at, count } of inserts) {
    text += source.slice(from, at) + " ".repeat(count);
    from = at;
  }
  text += source.slice(from);
  const starts = [];
  const addedThrough = [];
  let added = 0;
  for (const { at, count } of inserts) {
    starts.push(at + added);
    added += count;
    addedThrough.push(added);
  }
  return {
    text,
    toOriginal(offset) {
      let lo = 0;
      let hi = inserts.length;
      while (lo < hi) {
        const mid = lo + hi >> 1;
        if (starts[mid] <= offset) lo = mid + 1;
        else hi = mid;
      }
      if (lo === 0) return offset;
      const last = inserts[lo - 1];
      const insideInsert = offset < starts[lo - 1] + last.count;
      return insideInsert ? last.at : offset - addedThrough[lo - 1];
    }
  };
}

// src/checks/manifests/yaml/syntax.ts
var import_yaml4 = __toESM(require_dist(), 1);
function safeRanges(documents, toOriginal) {
  const ranges = [];
  for (const d of documents) {
    (0, import_yaml4.visit)(d, {
      Scalar(_key, node) {
        if (node.type !== import_yaml4.Scalar.PLAIN && node.range) ranges.push([toOriginal(node.range[0]), toOriginal(node.range[1])]);
      }
    });
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}
function findTabs(text, safe) {
  const out2 = [];
  if (!text.includes("	")) return out2;
  let r = 0;
  let inComment = false;
  let lastLine = -1;
  let line = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n") {
      inComment = false;
      line++;
      continue;
    }
    while (r < safe.length && safe[r][1] <= i) r++;
    if (r < safe.length && safe[r][0] <= i && i < safe[r][1]) {
      i = safe[r][1] - 1;
      continue;
    }
    if (inComment) continue;
    if (c === "#" && (i === 0 || /[ \t\n\r]/.test(text[i - 1]))) {
      inComment = true;
      continue;
    }
    if (c === "	" && line !== lastLine) {
      out2.push(i);
      lastLine = line;
    }
  }
  return out2;
}
function findDocumentMarker(text, from) {
  const re = /^---(?=[ \t\r\n]|$)/gm;
  re.lastIndex = Math.max(0, from - 3);
  const m = re.exec(text);
  return m ? m.index : -1;
}
function lineText(text, offset) {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const end = text.indexOf("\n", offset);
  return text.slice(start, end === -1 ? text.length : end);
}
function syntaxMessage(code, message, text, offset) {
  const first = message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
  const line = lineText(text, offset);
  if (code === "BLOCK_AS_IMPLICIT_KEY" && /:\s.*:\s/.test(line)) {
    return `YAML syntax error: mapping values are not allowed here (${first}). A plain value cannot contain ': '; quote the whole value, e.g. key: "text: more text".`;
  }
  if (code === "MULTILINE_IMPLICIT_KEY") {
    return `YAML syntax error: a key runs over several lines (PyYAML: "could not find expected ':'"). This is usually text that is not YAML (e.g. pasted code) or a value containing ': '; fix the structure or quote the value.`;
  }
  if (code === "BAD_INDENT" || code === "MISSING_CHAR" || code === "UNEXPECTED_TOKEN" || code === "BLOCK_AS_IMPLICIT_KEY") {
    return `YAML syntax error: ${first}. Check the indentation and the ':' after each key; quote values that contain ': ' or start with a special character.`;
  }
  if (code === "BAD_ALIAS" || code === "BAD_SCALAR_START") {
    return `YAML syntax error: ${first}. Quote the value (a plain value cannot start with @, \`, % or an unmatched quote).`;
  }
  return `YAML syntax error: ${first}. Fix the YAML (quote values with special characters).`;
}

// src/checks/manifests/yaml/load.ts
var STOP = () => void 0;
function loadYaml(bytes, file, options = {}) {
  const findings = [];
  const report = (rule2, input) => collectFindings(rule2, findings)({ file, ...input });
  const failed = (text2 = "") => ({
    value: void 0,
    ok: false,
    findings,
    rangeOf: STOP,
    typeOf: () => void 0,
    sourceOf: () => void 0,
    keyTypeOf: () => void 0,
    keySourceOf: () => void 0,
    text: text2,
    rangeOfNode: () => void 0
  });
  const maxBytes = options.maxBytes ?? MAX_MANIFEST_BYTES;
  if (bytes.byteLength > maxBytes) {
    report(yamlRules.fileTooLarge, {
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 1,
      message: `The file is ${bytes.byteLength} bytes, over the ${maxBytes}-byte limit for a manifest; it was not parsed. A manifest is a few KB: move data out of it.`,
      key: "size"
    });
    return failed();
  }
  const invalidAt = firstInvalidUtf8(bytes);
  if (invalidAt >= 0) {
    const pos = bytePosition(bytes, invalidAt);
    report(yamlRules.invalidUtf8, {
      ...pos,
      endLine: pos.line,
      endColumn: pos.column + 1,
      message: bytes.includes(0) ? `Byte 0x${bytes[invalidAt].toString(16).padStart(2, "0")} at offset ${invalidAt} is not valid UTF-8 and the file contains NUL bytes: this looks like a binary file, which OpenEnv cannot read as a manifest. Commit the manifest as plain UTF-8 text.` : `Byte 0x${bytes[invalidAt].toString(16).padStart(2, "0")} at offset ${invalidAt} is not valid UTF-8; OpenEnv reads the file as text and fails or mis-decodes it. Re-save the file as UTF-8.`,
      key: "utf8"
    });
    return failed();
  }
  const decoded = decodeText(bytes);
  const text = decoded.text;
  const source = /[\u0085\u2028\u2029]/.test(text) ? text.replace(/[\u0085\u2028\u2029]/g, "\n") : text;
  const lineCounter = new import_yaml5.LineCounter();
  lineCounter.addNewLine(0);
  for (let i = source.indexOf("\n"); i !== -1; i = source.indexOf("\n", i + 1)) lineCounter.addNewLine(i + 1);
  const at = (offset) => lineCounter.linePos(offset);
  const span = (start, end) => {
    const a = at(start);
    const b = at(Math.max(end, start));
    return { line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
  };
  let toOriginal = (offset) => offset;
  const offsets = (node) => {
    const r = node?.range;
    return r ? [toOriginal(r[0]), toOriginal(r[1])] : void 0;
  };
  function withTag(range, node, tag) {
    const r = offsets(node);
    if (!r || !tag) return range;
    const short = tag.startsWith("!!") ? tag : tag.startsWith("tag:yaml.org,2002:") ? `!!${tag.slice(18)}` : tag;
    const from = text.lastIndexOf(short.split(":")[0].slice(0, 40), r[0]);
    if (from < 0 || r[0] - from > 300) return range;
    return { ...span(from, r[1]) };
  }
  if (decoded.bom) {
    report(yamlRules.bom, {
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 2,
      message: "The file starts with a UTF-8 byte-order mark. PyYAML drops it on UTF-8 systems, but on other locales it becomes junk glued to the first key. Save the file as UTF-8 without BOM.",
      key: "bom"
    });
  }
  const special = firstNonPrintable(text);
  if (special >= 0) {
    const code = text.codePointAt(special) ?? 0;
    report(yamlRules.binary, {
      ...span(special, special + 1),
      message: `Unacceptable character #x${code.toString(16).padStart(4, "0")}${code === 0 ? " (NUL: this looks like a binary file)" : ""}: PyYAML refuses control characters ("special characters are not allowed"). Remove it or save the manifest as plain text.`,
      key: "special"
    });
    return failed(text);
  }
  const maxDepth = options.maxDepth ?? MAX_NESTING;
  const deepAt = nestingOverflowOffset(text, maxDepth);
  if (deepAt >= 0) {
    const lineEnd = text.indexOf("\n", deepAt);
    report(yamlRules.tooDeep, {
      ...span(deepAt, lineEnd === -1 ? text.length : lineEnd),
      message: `Nesting here goes deeper than ${maxDepth} levels; the file was not parsed. A manifest needs a handful of levels: flatten the structure.`,
      key: "depth"
    });
    return failed(text);
  }
  let documents;
  try {
    documents = parseDocuments(source);
    if (documents.some((d) => d.errors.some(isFlowIndentError))) {
      const shifted = indentFlowContinuations(source);
      if (shifted) {
        const retry = parseDocuments(shifted.text);
        if (!retry.some((d) => d.errors.some(isFlowIndentError))) {
          documents = retry;
          toOriginal = shifted.toOriginal;
        }
      }
    }
  } catch (error) {
    report(error instanceof RangeError ? yamlRules.tooDeep : yamlRules.syntax, {
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 1,
      key: "parser",
      message: `The YAML parser gave up on this file (${error.message.split("\n")[0]}). Simplify the file: plain \`key: value\` lines and short lists.`
    });
    return failed(text);
  }
  const doc = documents[0];
  const rangeOfNode = (node) => {
    if (!node) return void 0;
    if ((0, import_yaml5.isPair)(node)) {
      const k = rangeOfNode(node.key);
      const v = rangeOfNode(node.value);
      return k && v ? { line: k.line, column: k.column, endLine: v.endLine, endColumn: v.endColumn } : k ?? v;
    }
    const r = offsets(node);
    return r ? span(r[0], r[1]) : void 0;
  };
  const firstLine = (range) => {
    if (range.endLine === void 0 || range.endLine === range.line) return range;
    const lineEnd = lineText(source, lineCounter.lineStarts[range.line - 1] ?? 0).length + 1;
    return { line: range.line, column: range.column, endLine: range.line, endColumn: lineEnd };
  };
  let ok = true;
  const tabOffsets = findTabs(text, safeRanges(documents, toOriginal));
  const tabLines = new Set(tabOffsets.map((o) => at(o).line));
  for (const offset of tabOffsets.slice(0, 20)) {
    ok = false;
    const pos = at(offset);
    report(yamlRules.tab, {
      ...span(offset, offset + 1),
      message: `TAB character at line ${pos.line}, column ${pos.col}: PyYAML fails with "found character '\\t' that cannot start any token". Use spaces for indentation and separation, or quote the value.`,
      key: `tab:${pos.line}`
    });
  }
  for (const d of documents) {
    for (const error of d.errors) {
      ok = false;
      const [start, end] = [toOriginal(error.pos[0]), toOriginal(error.pos[1])];
      if (tabLines.has(at(start).line)) continue;
      if (error.code === "RESOURCE_EXHAUSTION") {
        report(yamlRules.tooDeep, {
          ...span(start, end),
          message: "The document is too deeply nested to parse. Flatten the structure.",
          key: "depth"
        });
        continue;
      }
      if (findings.some((f) => f.rule === yamlRules.syntax.id)) continue;
      const firstLineEnd = text.indexOf("\n", start);
      const stop = firstLineEnd !== -1 && firstLineEnd < end ? firstLineEnd : end;
      report(yamlRules.syntax, {
        ...span(start, stop > start ? stop : end),
        message: syntaxMessage(error.code, error.message, text, start),
        key: `${error.code}:${lineText(text, start).trim()}`
      });
    }
  }
  if (ok) {
    for (const d of documents) {
      (0, import_yaml5.visit)(d, {
        Pair(_key, pair) {
          const r = offsets(pair.key);
          if (!ok || !r || !(0, import_yaml5.isScalar)(pair.key) || r[1] - r[0] <= 1024 || text.slice(r[0], r[1]).includes("\n")) return;
          ok = false;
          report(yamlRules.syntax, {
            ...span(r[0], r[0] + 1),
            key: "long-key",
            message: `YAML syntax error: this key is ${r[1] - r[0]} characters long; PyYAML allows at most 1024 for an implicit key ("mapping values are not allowed here"). Shorten the key.`
          });
        }
      });
    }
  }
  if (documents.length > 1) {
    ok = false;
    const second = documents[1];
    const start = offsets(second)?.[0] ?? 0;
    const markerAt = findDocumentMarker(text, offsets(documents[0])?.[1] ?? 0);
    const offset = markerAt >= 0 ? markerAt : start;
    report(yamlRules.multipleDocuments, {
      ...span(offset, offset + 3),
      message: `A second YAML document starts here; yaml.safe_load fails with "expected a single document in the stream". Remove this '---' (and anything after it), or merge the documents into one mapping.`,
      key: "documents"
    });
  }
  const constructor = doc ? new PyYamlConstructor(doc, { maxDepth, maxExpandedNodes: options.maxExpandedNodes ?? 1e5 }) : void 0;
  let value = null;
  if (constructor) {
    try {
      value = constructor.run();
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      report(yamlRules.tooDeep, { line: 1, column: 1, endLine: 1, endColumn: 1, message: "The document is too deeply nested to load. Flatten the structure.", key: "depth" });
      value = void 0;
      ok = false;
    }
    if (constructor.failed) ok = false;
    const critical = new Set(options.criticalKeys ?? []);
    const syntaxFailed = findings.some((f) => f.rule === yamlRules.syntax.id || f.rule === yamlRules.tab.id);
    const linesOfOccurrences = /* @__PURE__ */ new Map();
    const occurrenceLines = (occurrences) => {
      let lines = linesOfOccurrences.get(occurrences);
      if (!lines) {
        lines = occurrences.map((n) => rangeOfNode(n)?.line ?? 0);
        linesOfOccurrences.set(occurrences, lines);
      }
      return lines;
    };
    for (const issue of constructor.issues) {
      if (syntaxFailed && issue.kind !== "alias-limit" && issue.kind !== "too-deep") continue;
      let range = rangeOfNode(issue.node) ?? { line: 1, column: 1, endLine: 1, endColumn: 1 };
      if (issue.kind === "unsafe-tag" || issue.kind === "unusual-tag") range = withTag(range, issue.node, issue.key ?? "");
      else if (issue.kind === "constructor-error" && issue.node.tag) range = withTag(range, issue.node, issue.node.tag);
      const lines = issue.extra ? occurrenceLines(issue.extra.occurrences) : [];
      const { rule: rule2, ...finding } = issueFinding(issue, lines, critical);
      report(rule2, { ...range, ...finding });
    }
  }
  if (!ok && !constructor?.failed && value !== void 0) {
    value = void 0;
  }
  if (ok) {
    const root = doc?.contents;
    if (value === null || value === void 0) {
      report(yamlRules.empty, {
        ...root ? rangeOfNode(root) ?? { line: 1, column: 1, endLine: 1, endColumn: 1 } : { line: 1, column: 1, endLine: 1, endColumn: 1 },
        key: "empty",
        message: "The file is empty or holds only comments: yaml.safe_load returns None and every OpenEnv command rejects or ignores it. Write the manifest mapping (at least `name:`)."
      });
    } else if (!isPlainMapping(value)) {
      const kind = Array.isArray(value) ? "a list" : value instanceof Set ? "a set" : `a ${constructor?.types.get(root) ?? typeof value}`;
      report(yamlRules.rootNotMapping, {
        ...firstLine(rangeOfNode(root) ?? { line: 1, column: 1 }),
        key: "root",
        message: `The document root is ${kind}, not a mapping of keys to values. Write the manifest as \`key: value\` lines at the top level.`
      });
    }
  }
  const locate = (path) => {
    if (!doc) return void 0;
    let node = doc.contents;
    let pair;
    for (const segment of path) {
      if (node && (0, import_yaml5.isAlias)(node)) node = resolveAlias(doc, node) ?? null;
      if (!node) return void 0;
      if ((0, import_yaml5.isMap)(node)) {
        pair = void 0;
        for (const p of node.items) {
          const keyNode = p.key;
          const keyValue = keyNode && (0, import_yaml5.isScalar)(keyNode) ? keyString(keyNode, constructor) : void 0;
          if (keyValue === String(segment)) pair = p;
        }
        if (!pair) return void 0;
        node = pair.value;
      } else if ((0, import_yaml5.isSeq)(node) && typeof segment === "number") {
        const item = node.items[segment];
        if (item === void 0) return void 0;
        pair = (0, import_yaml5.isPair)(item) ? item : void 0;
        node = (0, import_yaml5.isPair)(item) ? item.value : item;
      } else return void 0;
    }
    return { pair, node };
  };
  return {
    value,
    ok,
    findings,
    text,
    document: doc,
    rangeOfNode,
    rangeOf(path, part) {
      if (path.length === 0) return rangeOfNode(doc?.contents) ?? { line: 1, column: 1 };
      const hit = locate(path);
      if (!hit) return void 0;
      const keyRange = rangeOfNode(hit.pair?.key);
      if (part === "key") return keyRange;
      const valueRange = rangeOfNode(hit.node);
      if (part === "value") return valueRange ?? keyRange;
      const emptyValue = !valueRange || valueRange.line === valueRange.endLine && valueRange.column === valueRange.endColumn;
      const multiLine = !!valueRange && valueRange.endLine !== void 0 && valueRange.endLine > valueRange.line;
      return emptyValue || multiLine && keyRange ? keyRange ?? valueRange : valueRange;
    },
    typeOf(path) {
      if (!constructor) return void 0;
      const hit = path.length === 0 ? { node: doc?.contents } : locate(path);
      if (!hit) return void 0;
      if (!hit.node) return "null";
      return constructor.types.get(hit.node) ?? void 0;
    },
    keyTypeOf(path) {
      const key = locate(path)?.pair?.key;
      if (!constructor || !key) return void 0;
      return constructor.types.get(key) ?? void 0;
    },
    keySourceOf(path) {
      const key = locate(path)?.pair?.key;
      const r = offsets(key);
      return r ? text.slice(r[0], r[1]) : void 0;
    },
    sourceOf(path) {
      const hit = locate(path);
      const node = hit?.node;
      if (!node || !(0, import_yaml5.isScalar)(node)) return void 0;
      const r = offsets(node);
      return r ? text.slice(r[0], r[1]) : void 0;
    }
  };
}
function isPlainMapping(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Set) && !(value instanceof Date) && !(value instanceof Uint8Array);
}
function keyString(node, constructor) {
  const known = constructor?.keyStrings.get(node);
  if (known !== void 0) return known;
  const scalar = node;
  return scalar.value === null || scalar.value === void 0 ? "" : String(scalar.value);
}

// src/checks/manifests/openenv/load.ts
var CRITICAL_KEYS = ["name", "app", "variables"];
function loadOpenEnvManifest(bytes, file) {
  const yaml = loadYaml(bytes, file, { criticalKeys: CRITICAL_KEYS });
  const base = { findings: yaml.findings, rangeOf: yaml.rangeOf, yaml };
  if (!yaml.ok || !isPlainMapping(yaml.value)) return { ...base, format: "unreadable" };
  const raw = yaml.value;
  return { ...base, format: recogniseFormat(raw), manifest: typedManifest(raw, yaml) };
}
function typedManifest(raw, yaml) {
  const str = (key) => typeof raw[key] === "string" ? raw[key] : void 0;
  const m = { raw };
  if (yaml.typeOf(["spec_version"]) === "int") m.specVersion = raw.spec_version;
  m.name = str("name");
  m.type = str("type");
  m.runtime = str("runtime");
  const app = str("app")?.trim();
  if (app) m.app = app;
  if (yaml.typeOf(["port"]) === "int") m.port = raw.port;
  if (isPlainMapping(raw.variables)) {
    m.variables = {};
    for (const [k, v] of Object.entries(raw.variables)) m.variables[k] = pythonRepr(v, true);
  }
  m.description = str("description");
  m.version = str("version");
  m.action = str("action");
  m.observation = str("observation");
  for (const key of Object.keys(m)) if (m[key] === void 0) delete m[key];
  return m;
}
function pythonRepr(value, top = false, depth = 0) {
  if (depth > 20) return "...";
  if (value === null || value === void 0) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") {
    if (Number.isNaN(value)) return "nan";
    if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
    return String(value);
  }
  if (typeof value === "string") return top ? value : `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
  if (value instanceof Date) return top ? value.toISOString().slice(0, 10) : `datetime.date(${value.getUTCFullYear()}, ${value.getUTCMonth() + 1}, ${value.getUTCDate()})`;
  if (Array.isArray(value)) return `[${value.map((v) => pythonRepr(v, false, depth + 1)).join(", ")}]`;
  if (value instanceof Set) return `{${[...value].map((v) => pythonRepr(v, false, depth + 1)).join(", ")}}`;
  if (value instanceof Uint8Array) return `b'...'`;
  if (typeof value === "object") {
    return `{${Object.entries(value).map(([k, v]) => `${pythonRepr(k, false, depth + 1)}: ${pythonRepr(v, false, depth + 1)}`).join(", ")}}`;
  }
  return String(value);
}

export {
  yamlRules,
  yamlRuleList,
  MAX_MANIFEST_BYTES,
  loadYaml,
  CRITICAL_KEYS,
  loadOpenEnvManifest,
  pythonRepr
};
