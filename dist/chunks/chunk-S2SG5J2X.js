import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-7U3IUQLA.js";
import {
  collectFindings
} from "./chunk-ADUWDFRZ.js";
import {
  decodeText
} from "./chunk-5GAVVPSD.js";
import {
  __toESM
} from "./chunk-4FUATO47.js";

// src/checks/manifests/yaml/rules.ts
function rule(id, defaultSeverity, description, details) {
  return { id: `yaml/${id}`, defaultSeverity, description, details };
}
var yamlRules = {
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

// src/checks/manifests/yaml/load.ts
var import_yaml4 = __toESM(require_dist(), 1);

// src/checks/manifests/yaml/construct.ts
var import_yaml = __toESM(require_dist(), 1);

// src/checks/manifests/yaml/scalars.ts
var BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
var FLOAT = /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
var INT = /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
var NULL = /^(?:~|null|Null|NULL|)$/;
var TIMESTAMP = /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/;
function resolvePlain(text) {
  if (NULL.test(text)) return "null";
  const c = text[0];
  if ("yYnNtTfFoO".includes(c) && BOOL.test(text)) return "bool";
  if ("-+0123456789.".includes(c)) {
    if (FLOAT.test(text)) return "float";
    if (INT.test(text)) return "int";
  }
  if (c === "<" && text === "<<") return "merge";
  if ("0123456789".includes(c) && TIMESTAMP.test(text)) return "timestamp";
  if (c === "=" && text === "=") return "value";
  return "str";
}
function constructBool(text) {
  const v = text.toLowerCase();
  if (v === "yes" || v === "true" || v === "on") return true;
  if (v === "no" || v === "false" || v === "off") return false;
  return void 0;
}
function constructInt(text) {
  let value = text.replace(/_/g, "");
  let sign = 1;
  if (value[0] === "-") sign = -1;
  if (value[0] === "-" || value[0] === "+") value = value.slice(1);
  if (value === "0") return 0;
  let n;
  if (value.startsWith("0b")) n = parseIntStrict(value.slice(2), 2, /^[01]+$/);
  else if (value.startsWith("0x")) n = parseIntStrict(value.slice(2), 16, /^[0-9a-fA-F]+$/);
  else if (value[0] === "0") n = parseIntStrict(value, 8, /^[0-7]+$/);
  else if (value.includes(":")) n = sexagesimal(value);
  else n = parseIntStrict(value, 10, /^[0-9]+$/);
  return Number.isNaN(n) ? void 0 : sign * n;
}
function parseIntStrict(digits, radix, shape) {
  return shape.test(digits) ? parseInt(digits, radix) : NaN;
}
function sexagesimal(value) {
  let base = 1;
  let result = 0;
  const parts = value.split(":").reverse();
  for (const part of parts) {
    const n = Number(part);
    if (part === "" || Number.isNaN(n)) return NaN;
    result += n * base;
    base *= 60;
  }
  return result;
}
function constructFloat(text) {
  let value = text.replace(/_/g, "").toLowerCase();
  let sign = 1;
  if (value[0] === "-") sign = -1;
  if (value[0] === "-" || value[0] === "+") value = value.slice(1);
  if (value === ".inf") return sign * Infinity;
  if (value === ".nan") return NaN;
  if (value.includes(":")) {
    const n = sexagesimal(value);
    return Number.isNaN(n) ? void 0 : sign * n;
  }
  if (!/^(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e[-+]?[0-9]+)?$/.test(value)) return void 0;
  return sign * Number(value);
}
function constructTimestamp(text) {
  const m = /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:[Tt]|[ \t]+)([0-9]{1,2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]*))?(?:[ \t]*(Z|([-+])([0-9]{1,2})(?::([0-9]{2}))?))?)?$/.exec(
    text.trim()
  );
  if (!m) return void 0;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return void 0;
  if (m[4] === void 0) return new Date(Date.UTC(year, month - 1, day));
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6])];
  if (hour > 23 || minute > 59 || second > 59) return void 0;
  const ms = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1e3) : 0;
  let offsetMinutes = 0;
  if (m[9]) offsetMinutes = (m[9] === "-" ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11] ?? 0));
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMinutes * 6e4);
}
function daysIn(year, month) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
function constructBinary(text) {
  const compact = text.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 !== 0) return void 0;
  return new Uint8Array(Buffer.from(compact, "base64"));
}
function pythonStr(value) {
  if (value === null || value === void 0) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return pythonFloatOrInt(value);
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso.replace("T", " ").replace(".000Z", "+00:00");
  }
  if (typeof value === "string") return value;
  return String(value);
}
function pythonFloatOrInt(n) {
  if (Number.isNaN(n)) return "nan";
  if (n === Infinity) return "inf";
  if (n === -Infinity) return "-inf";
  return String(n);
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
    if ((0, import_yaml.isAlias)(node)) return this.alias(node, depth, path);
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
    const target = alias.resolve(this.doc);
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
    if ((0, import_yaml.isAlias)(node)) {
      const target = node.resolve(this.doc);
      total = target && !this.inProgress.has(target) && target !== node ? this.size(target, depth + 1) : 1;
    } else if ((0, import_yaml.isMap)(node) || (0, import_yaml.isSeq)(node)) {
      for (const item of node.items) {
        if ((0, import_yaml.isPair)(item)) {
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
      if ((0, import_yaml.isScalar)(node)) return this.scalar(node);
      if ((0, import_yaml.isMap)(node)) return this.mapping(node, depth, path);
      if ((0, import_yaml.isSeq)(node)) return this.sequence(node, depth, path);
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
    else if (tag === "!" || node.type !== import_yaml.Scalar.PLAIN) kind = "str";
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
      if ((0, import_yaml.isPair)(item)) {
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
      if ((0, import_yaml.isScalar)(keyNode) && keyNode.type === import_yaml.Scalar.PLAIN && !keyNode.tag && keyNode.value === "<<") {
        this.issue({ kind: "merge-key", node: keyNode, key: [...path, "<<"].join("."), message: "<<" }, false);
        this.merge(pair, depth, path, merged);
        continue;
      }
      if (keyNode && ((0, import_yaml.isMap)(keyNode) || (0, import_yaml.isSeq)(keyNode) || (0, import_yaml.isAlias)(keyNode) && !(0, import_yaml.isScalar)(this.resolveAlias(keyNode)))) {
        this.issue({ kind: "constructor-error", node: keyNode, key: `key:${path.join(".")}`, message: "found unhashable key (a mapping or sequence used as a key)" }, true);
        continue;
      }
      const keyValue = this.node(keyNode, depth + 1, path);
      const keyType = keyNode ? this.types.get(keyNode) ?? "null" : "null";
      const key = keyType === "float" && Number.isInteger(keyValue) ? `${pythonStr(keyValue)}.0` : pythonStr(keyValue);
      if (keyNode) this.keyStrings.set(keyNode, key);
      if (depth === 0 && keyType !== "str") {
        const source = keyNode && (0, import_yaml.isScalar)(keyNode) ? String(keyNode.source ?? keyNode.value ?? "") : "";
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
    return node.resolve(this.doc);
  }
  /** `flatten_mapping`: merged pairs come before explicit ones; within a merge list, the first wins. */
  merge(pair, depth, path, merged) {
    const valueNode = pair.value;
    const target = valueNode && (0, import_yaml.isAlias)(valueNode) ? this.resolveAlias(valueNode) : valueNode;
    const sources = [];
    const bad = () => this.issue(
      { kind: "constructor-error", node: valueNode ?? pair.key, key: `merge:${path.join(".")}`, message: "expected a mapping or list of mappings for merging" },
      true
    );
    if (target && (0, import_yaml.isMap)(target)) sources.push(this.node(valueNode, depth + 1, path));
    else if (target && (0, import_yaml.isSeq)(target)) {
      for (const item of [...target.items].reverse()) {
        const resolved = item && (0, import_yaml.isAlias)(item) ? this.resolveAlias(item) : item;
        if (!resolved || !(0, import_yaml.isMap)(resolved)) return bad();
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
        message: `The key '${issue.message}' appears ${lines.length} times in this mapping (lines ${lines.join(", ")}); PyYAML silently keeps the last one (line ${lines[lines.length - 1]})${extra.differing ? " and the values differ" : ""}. Keep one.`
      });
    }
  }
}

// src/checks/manifests/yaml/parse.ts
var import_yaml2 = __toESM(require_dist(), 1);
var PARSE_OPTIONS = { version: "1.1", schema: "failsafe", uniqueKeys: false, merge: false, strict: false, prettyErrors: false };
function parseDocuments(source) {
  const docs = (0, import_yaml2.parseAllDocuments)(source, PARSE_OPTIONS);
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
var import_yaml3 = __toESM(require_dist(), 1);
function safeRanges(documents, toOriginal) {
  const ranges = [];
  for (const d of documents) {
    (0, import_yaml3.visit)(d, {
      Scalar(_key, node) {
        if (node.type !== import_yaml3.Scalar.PLAIN && node.range) ranges.push([toOriginal(node.range[0]), toOriginal(node.range[1])]);
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
  const lineCounter = new import_yaml4.LineCounter();
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
    if ((0, import_yaml4.isPair)(node)) {
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
      (0, import_yaml4.visit)(d, {
        Pair(_key, pair) {
          const r = offsets(pair.key);
          if (!ok || !r || !(0, import_yaml4.isScalar)(pair.key) || r[1] - r[0] <= 1024 || text.slice(r[0], r[1]).includes("\n")) return;
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
    for (const issue of constructor.issues) {
      if (syntaxFailed && issue.kind !== "alias-limit" && issue.kind !== "too-deep") continue;
      let range = rangeOfNode(issue.node) ?? { line: 1, column: 1, endLine: 1, endColumn: 1 };
      if (issue.kind === "unsafe-tag" || issue.kind === "unusual-tag") range = withTag(range, issue.node, issue.key ?? "");
      else if (issue.kind === "constructor-error" && issue.node.tag) range = withTag(range, issue.node, issue.node.tag);
      const lines = issue.extra?.occurrences.map((n) => rangeOfNode(n)?.line ?? 0) ?? [];
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
      if (node && (0, import_yaml4.isAlias)(node)) node = node.resolve(doc) ?? null;
      if (!node) return void 0;
      if ((0, import_yaml4.isMap)(node)) {
        pair = void 0;
        for (const p of node.items) {
          const keyNode = p.key;
          const keyValue = keyNode && (0, import_yaml4.isScalar)(keyNode) ? keyString(keyNode, constructor) : void 0;
          if (keyValue === String(segment)) pair = p;
        }
        if (!pair) return void 0;
        node = pair.value;
      } else if ((0, import_yaml4.isSeq)(node) && typeof segment === "number") {
        const item = node.items[segment];
        if (item === void 0) return void 0;
        pair = (0, import_yaml4.isPair)(item) ? item : void 0;
        node = (0, import_yaml4.isPair)(item) ? item.value : item;
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
      if (!node || !(0, import_yaml4.isScalar)(node)) return void 0;
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
var CURRENT_FORMAT_KEYS = ["type", "runtime", "app", "port"];
function recogniseFormat(raw) {
  if ("spec_version" in raw || CURRENT_FORMAT_KEYS.some((k) => k in raw)) return "current";
  if (typeof raw.action === "string" && typeof raw.observation === "string") return "legacy";
  return "unrecognised";
}
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

// node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string, ptr) {
  let lines = string.slice(0, ptr).split(/\r?\n/);
  return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string, line, column) {
  let lines = string.split(/\r?\n/);
  let codeblock = "";
  let numberLen = (Math.log10(line + 1) | 0) + 1;
  for (let i = line - 1; i <= line + 1; i++) {
    let l = lines[i - 1];
    if (!l)
      continue;
    codeblock += i.toString().padEnd(numberLen, " ");
    codeblock += ":  ";
    codeblock += l;
    codeblock += "\n";
    if (i === line) {
      codeblock += " ".repeat(numberLen + column + 2);
      codeblock += "^\n";
    }
  }
  return codeblock;
}
var TomlError = class _TomlError extends Error {
  line;
  column;
  codeblock;
  constructor(message, options) {
    const [line, column] = getLineColFromPtr(options.toml, options.ptr);
    const codeblock = makeCodeBlock(options.toml, line, column);
    super(`Invalid TOML document: ${message}

${codeblock}`, options);
    this.line = line;
    this.column = column;
    this.codeblock = codeblock;
  }
  /** @internal */
  static x(message, ctx, ptr) {
    throw new _TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
  }
};

// node_modules/smol-toml/dist/primitive.js
function parseString(ctx) {
  let startPtr = ctx.p;
  let c = ctx.s.charCodeAt(ctx.p++);
  let first = c;
  let isLiteral = c === 39;
  let isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
  if (isMultiline) {
    if ((c = ctx.s.charCodeAt(ctx.p += 2)) === 10)
      ctx.p++;
    else if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)
      ctx.p += 2;
  }
  let parsed = "";
  let sliceStart = ctx.p;
  let state = 0;
  for (; ctx.p < ctx.s.length; ctx.p++) {
    c = ctx.s.charCodeAt(ctx.p);
    if (isMultiline && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)) {
      state = state && 3;
    } else if (c < 32 && c !== 9 || c === 127) {
      TomlError.x("control characters are not allowed in strings", ctx);
    } else if ((!state || state === 3) && c === first && (!isMultiline || ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first)) {
      if (isMultiline) {
        if (ctx.s.charCodeAt(ctx.p + 3) === first)
          ctx.p++;
        if (ctx.s.charCodeAt(ctx.p + 3) === first)
          ctx.p++;
      }
      if (!state) {
        let s = ctx.s.slice(sliceStart, ctx.p);
        parsed = parsed ? parsed + s : s;
      }
      ctx.p += isMultiline ? 3 : 1;
      return parsed;
    } else if (!state) {
      if (!isLiteral && c === 92) {
        parsed += ctx.s.slice(sliceStart, sliceStart = ctx.p);
        state = 1;
      }
    } else if (state === 1) {
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx.p++ - 1;
        let value = 0;
        let len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j = 0; j < len; j++, ctx.p++) {
          let hex = ctx.s.charCodeAt(ctx.p);
          let digit = (
            /* 0-9 */
            hex >= 48 && hex <= 57 ? hex - 48 : (
              /* A-F */
              hex >= 65 && hex <= 70 ? hex - 65 + 10 : (
                /* a-f */
                hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1
              )
            )
          );
          if (digit < 0)
            TomlError.x("invalid non-hex character in unicode escape", ctx);
          value = value << 4 | digit;
        }
        if (value < 0 || value > 1114111 || value >= 55296 && value <= 57343) {
          TomlError.x("invalid unicode escape", ctx, errPtr);
        }
        parsed += String.fromCodePoint(value);
        sliceStart = ctx.p--;
        state = 0;
      } else if (isMultiline && (c === 32 || c === 9)) {
        state = 2;
      } else {
        if (c === 98)
          parsed += "\b";
        else if (c === 116)
          parsed += "	";
        else if (c === 110)
          parsed += "\n";
        else if (c === 102)
          parsed += "\f";
        else if (c === 114)
          parsed += "\r";
        else if (c === 101)
          parsed += "\x1B";
        else if (c === 34)
          parsed += '"';
        else if (c === 92)
          parsed += "\\";
        else
          TomlError.x("unrecognised escape sequence", ctx);
        sliceStart = ctx.p + 1;
        state = 0;
      }
    } else if (c !== 32 && c !== 9) {
      if (state === 2)
        TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx, sliceStart);
      state = !isLiteral && c === 92 ? 1 : 0;
      sliceStart = ctx.p;
    }
  }
  TomlError.x("unfinished string", ctx, startPtr);
}

// node_modules/smol-toml/dist/date.js
var DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i;
var TomlDate = class _TomlDate extends Date {
  #hasDate = false;
  #hasTime = false;
  #offset = null;
  constructor(date, fasttype, unsafeDelim) {
    let hasDate = true;
    let hasTime = true;
    let offset = "Z";
    let c;
    if (typeof date === "string") {
      if (fasttype)
        prep: {
          if (fasttype < 3) {
            if (+date.slice(11, 13) > 23) {
              date = "";
              break prep;
            }
            if (fasttype === 2) {
              offset = null;
              date += "Z";
            } else if ((c = date.charCodeAt(date.length - 1)) !== 90 && c !== 122) {
              offset = date.slice(date.length - 6);
            }
            if (unsafeDelim)
              date = date.slice(0, 10) + "T" + date.slice(11);
          } else if (fasttype === 4) {
            date = +date.slice(0, 2) > 23 ? "" : `0000-01-01T${date}Z`;
          }
          hasDate = fasttype !== 4;
          hasTime = fasttype !== 3;
        }
      else {
        let match = date.match(DATE_TIME_RE);
        if (match) {
          if (!match[1]) {
            hasDate = false;
            date = `0000-01-01T${date}`;
          }
          hasTime = !!match[2];
          hasTime && date[10] === " " && (date = date.replace(" ", "T"));
          if (match[2] && +match[2] > 23) {
            date = "";
          } else {
            offset = match[3] || null;
            if (!offset && hasTime)
              date += "Z";
          }
        } else {
          date = "";
        }
      }
    }
    super(date);
    if (!isNaN(this.getTime())) {
      this.#hasDate = hasDate;
      this.#hasTime = hasTime;
      this.#offset = offset;
    }
  }
  isDateTime() {
    return this.#hasDate && this.#hasTime;
  }
  isLocal() {
    return !this.#hasDate || !this.#hasTime || !this.#offset;
  }
  isDate() {
    return this.#hasDate && !this.#hasTime;
  }
  isTime() {
    return this.#hasTime && !this.#hasDate;
  }
  isValid() {
    return this.#hasDate || this.#hasTime;
  }
  toISOString() {
    let iso = super.toISOString();
    if (this.isDate())
      return iso.slice(0, 10);
    if (this.isTime())
      return iso.slice(11, 23);
    if (this.#offset === null)
      return iso.slice(0, -1);
    if (this.#offset === "Z" || this.#offset === "z")
      return iso;
    let offset = +this.#offset.slice(1, 3) * 60 + +this.#offset.slice(4, 6);
    offset = this.#offset[0] === "-" ? offset : -offset;
    let offsetDate = new Date(this.getTime() - offset * 6e4);
    return offsetDate.toISOString().slice(0, -1) + this.#offset;
  }
  static wrapAsOffsetDateTime(jsDate, offset = "Z") {
    let date = new _TomlDate(jsDate);
    date.#offset = offset;
    return date;
  }
  static wrapAsLocalDateTime(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#offset = null;
    return date;
  }
  static wrapAsLocalDate(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#hasTime = false;
    date.#offset = null;
    return date;
  }
  static wrapAsLocalTime(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#hasDate = false;
    date.#offset = null;
    return date;
  }
};

// node_modules/smol-toml/dist/extract.js
function isDigit(char, base = 10) {
  return base === 16 ? char > 47 && char < 58 || char > 64 && char < 71 || char > 96 && char < 103 : char > 47 && char < 48 + base;
}
function isEndOfValue(char, delim) {
  return char === 32 || char === 9 || char === 10 || char === 13 || // Structure end or next value delimiter
  delim && (char === delim || char === 44) || // Comment
  char === 35;
}
function extractValue(ctx, end) {
  let errPtr = ctx.p;
  let c = ctx.s.charCodeAt(ctx.p);
  if (c === 91 || c === 123) {
    ctx.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx);
    let value = c === 91 ? parseArray(ctx) : parseInlineTable(ctx);
    ctx.d++;
    return value;
  }
  if (c === 34 || c === 39) {
    return parseString(ctx);
  }
  if (c === 116) {
    if (ctx.s.charCodeAt(++ctx.p) !== 114 || ctx.s.charCodeAt(++ctx.p) !== 117 || ctx.s.charCodeAt(++ctx.p) !== 101)
      TomlError.x("invalid value", ctx, errPtr);
    return ctx.p++, true;
  }
  if (c === 102) {
    if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 108 || ctx.s.charCodeAt(++ctx.p) !== 115 || ctx.s.charCodeAt(++ctx.p) !== 101)
      TomlError.x("invalid value", ctx, errPtr);
    return ctx.p++, false;
  }
  if (c === 43 || c === 45) {
    return parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 44 - c, end);
  }
  if (ctx.s.charCodeAt(ctx.p + 4) === 45 && ctx.s.charCodeAt(ctx.p + 7) === 45) {
    return parseDate(ctx, c, end);
  }
  if (ctx.s.charCodeAt(ctx.p + 2) === 58) {
    return parseTime(ctx, c, end);
  }
  return parseNumber(ctx, ctx.p, c, 0, end);
}
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
  let c = startChr;
  let state = 0;
  let hasUnderscores = false;
  if (c === 105) {
    if (ctx.s.charCodeAt(++ctx.p) !== 110 || ctx.s.charCodeAt(++ctx.p) !== 102)
      TomlError.x("invalid value", ctx, startPtr);
    return ctx.p++, (sign || 1) / 0;
  }
  if (c === 110) {
    if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 110)
      TomlError.x("invalid value", ctx, startPtr);
    return ctx.p++, NaN;
  }
  if (c === 48) {
    if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
      return ctx.bi === true ? 0n : 0;
    if (!sign) {
      if (c === 120)
        return parseIntegerBaseN(ctx, startPtr, 16, endChr);
      else if (c === 98)
        return parseIntegerBaseN(ctx, startPtr, 2, endChr);
      else if (c === 111)
        return parseIntegerBaseN(ctx, startPtr, 8, endChr);
    }
    if (c === 46)
      state = 2;
    else if (c === 101 || c === 69)
      state = 4;
    else
      TomlError.x("illegal leading zero", ctx, startPtr);
  } else if (!isDigit(c))
    TomlError.x("invalid value", ctx, startPtr);
  while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
    if (!state)
      state = 1;
    if (c === 95) {
      if (!(state & 1))
        TomlError.x("illegal underscore", ctx);
      state += 11;
      hasUnderscores = true;
    } else if (state === 1 && c === 46)
      state = 2;
    else if ((state === 1 || state === 3) && (c === 101 || c === 69))
      state = 4;
    else if (state === 4 && (c === 43 || c === 45)) {
      state = 6;
    } else if (!isDigit(c))
      TomlError.x(`illegal character in numeric literal`, ctx);
    else if (state > 9)
      state -= 11;
    else if (!(state & 1))
      state++;
  }
  if (!state) {
    let val = (startChr - 48) * (sign || 1);
    return ctx.bi === true ? BigInt(val) : val;
  }
  if (!(state & 1))
    TomlError.x("unfinished numeric value", ctx, startPtr);
  let str = ctx.s.slice(startPtr, ctx.p);
  if (hasUnderscores)
    str = str.replaceAll("_", "");
  return state > 1 ? parseFloat(str) : parseInteger(ctx, str, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
  let c, underscore = 1;
  while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
    if (c === 95) {
      if (underscore & 1)
        TomlError.x("illegal underscore", ctx);
      underscore = 3;
    } else if (!isDigit(c, base))
      TomlError.x(`illegal character in numeric literal`, ctx);
    else if (underscore & 1)
      underscore--;
  }
  if (underscore & 1)
    TomlError.x("unfinished numeric value", ctx);
  let str = ctx.s.slice(startPtr + 2, ctx.p);
  if (underscore)
    str = str.replaceAll("_", "");
  return parseInteger(ctx, str, base, startPtr);
}
function parseInteger(ctx, str, base, startPtr) {
  if (ctx.bi !== true)
    int: {
      let val = parseInt(str, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx, startPtr);
      }
      return val;
    }
  return base === 10 ? BigInt(str) : BigInt((base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str);
}
function parseDate(ctx, c, endChr) {
  let startPtr = ctx.p++, unsafeSeparator;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++))) {
    return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
  }
  ctx.p += 5;
  if (!isDigit(ctx.s.charCodeAt(ctx.p++)))
    TomlError.x("invalid date-time: date part is malformed", ctx, startPtr);
  if (ctx.p >= ctx.s.length || ((c = ctx.s.charCodeAt(ctx.p)) !== 32 || (unsafeSeparator = true, !isDigit(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 84 && c !== 116) {
    let t2 = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t2, 3, false, startPtr);
  }
  if (ctx.s.charCodeAt(ctx.p += 3) !== 58)
    TomlError.x("invalid date-time: time part is malformed", ctx, startPtr);
  if (ctx.s.charCodeAt(ctx.p += 3) === 58)
    ctx.p += 3;
  if (ctx.s.charCodeAt(ctx.p) === 46)
    while (isDigit(ctx.s.charCodeAt(++ctx.p)))
      ;
  if (c = ctx.s.charCodeAt(ctx.p)) {
    if (c === 90 || c === 122) {
      let t2 = ctx.s.slice(startPtr, ++ctx.p);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, "[+00:00]");
    }
    if (c === 43 || c === 45) {
      let t2 = ctx.s.slice(startPtr, ctx.p += 6);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, !ctx.ld && "[" + ctx.s.slice(ctx.p - 6, ctx.p) + "]");
    }
  }
  let t = ctx.s.slice(startPtr, ctx.p);
  return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
  let start = ctx.p;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(++ctx.p))) {
    return parseNumber(ctx, --ctx.p, c, 0, endChr);
  }
  if (ctx.s.charCodeAt(ctx.p += 4) === 58)
    ctx.p += 3;
  if (ctx.s.charCodeAt(ctx.p) === 46)
    while (isDigit(ctx.s.charCodeAt(++ctx.p)))
      ;
  let t = ctx.s.slice(start, ctx.p);
  return readDate(ctx, t, 4, false, start);
}
function readDate(ctx, str, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx.ld) {
    let date = new TomlDate(str, type, unsafeDelim);
    if (!date.isValid())
      TomlError.x("invalid date", ctx, errPtr);
    return date;
  }
  try {
    if (temporalSuffix)
      str += temporalSuffix;
    switch (type) {
      case 1:
        return Temporal.ZonedDateTime.from(str);
      case 2:
        return Temporal.PlainDateTime.from(str);
      case 3:
        return Temporal.PlainDate.from(str);
      case 4:
        return Temporal.PlainTime.from(str);
    }
  } catch (e) {
    TomlError.x(e instanceof Error ? e.message : "" + e, ctx, errPtr);
  }
}

// node_modules/smol-toml/dist/util.js
function skipComment(ctx) {
  for (; ctx.p < ctx.s.length; ctx.p++) {
    let c = ctx.s.charCodeAt(ctx.p);
    if (c === 10)
      break;
    if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) {
      ctx.p++;
      break;
    }
    if (c < 32 && c !== 9 || c === 127) {
      TomlError.x("control characters are not allowed in comments", ctx);
    }
  }
}
function skipVoid(ctx, banNewLines, banComments) {
  let c;
  while (ctx.p < ctx.s.length) {
    while (ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)))
      ctx.p++;
    if (banComments || c !== 35)
      break;
    skipComment(ctx);
  }
}

// node_modules/smol-toml/dist/struct.js
function parseKey(ctx, end = 61) {
  let startPtr;
  let state = 0;
  let parsed = [];
  let sliceStart;
  let c = ctx.s.charCodeAt(startPtr = ctx.p);
  do {
    if (c === end) {
      if (!state)
        TomlError.x("unexpected end of key", ctx);
      if (state === 1)
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
      return ctx.p++, parsed;
    } else if (c === 46) {
      if (!state)
        TomlError.x("illegal empty bare key", ctx);
      if (state === 1)
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
      state = 0;
    } else if (!state && (c === 34 || c === 39)) {
      if (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2))
        TomlError.x("illegal quoted key: multiline strings are not allowed", ctx);
      parsed.push(parseString(ctx));
      state = 2;
      ctx.p--;
    } else if (c === 32 || c === 9) {
      if (state === 1) {
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
        state = 2;
      }
    } else if (state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122) {
      TomlError.x("illegal character in key", ctx);
    } else if (!state) {
      state = 1;
      sliceStart = ctx.p;
    }
  } while (c = ctx.s.charCodeAt(++ctx.p));
  TomlError.x("incomplete key-value: cannot find end of key", ctx, startPtr);
}
function parseInlineTable(ctx) {
  let startPtr = ctx.p++;
  let res = /* @__PURE__ */ Object.create(null);
  let seen = /* @__PURE__ */ new Set();
  let c;
  while (ctx.p < ctx.s.length) {
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p)) === 125) {
      ctx.p++;
      return res;
    }
    let k;
    let t = res;
    let hasOwn = false;
    let errPtr = ctx.p;
    let key = parseKey(ctx);
    for (let i = 0; i < key.length; i++) {
      if (i)
        t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
      k = key[i];
      if ((hasOwn = Object.hasOwn(t, k)) && (typeof t[k] !== "object" || seen.has(t[k]))) {
        TomlError.x("trying to redefine an already defined value", ctx, errPtr);
      }
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor")) {
        t = ctx.uk !== 1 && TomlError.x("document contains an unsafe property", ctx, errPtr);
        break;
      }
      if (!hasOwn && unsafe) {
        Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
      }
    }
    if (hasOwn) {
      TomlError.x("trying to redefine an already defined value", ctx, errPtr);
    }
    skipVoid(ctx, true, true);
    let value = extractValue(
      ctx,
      125
      /* } */
    );
    if (t && typeof (t[k] = value) === "object")
      seen.add(value);
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p++)) === 125) {
      return res;
    }
    if (c !== 44)
      TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished table", ctx, startPtr);
}
function parseArray(ctx) {
  let startPtr = ctx.p++;
  let res = [];
  let c;
  while (ctx.p < ctx.s.length) {
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p)) === 93) {
      ctx.p++;
      return res;
    }
    res.push(extractValue(
      ctx,
      93
      /* ] */
    ));
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p++)) === 93) {
      return res;
    }
    if (c !== 44)
      TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished array", ctx, startPtr);
}

// node_modules/smol-toml/dist/parse.js
function peekTable(ctx, key, table, meta, type) {
  let t = table;
  let m = meta;
  let k;
  let hasOwn = false;
  let state;
  for (let i = 0; i < key.length; i++) {
    if (i) {
      t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
      m = (state = m[k]).c;
      if (type === 0 && (state.t === 1 || state.t === 2)) {
        return null;
      }
      if (state.t === 2) {
        let l = t.length - 1;
        t = t[l];
        m = m[l].c;
      }
    }
    k = key[i];
    if ((hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 && m[k]?.d) {
      return null;
    }
    if (!hasOwn) {
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor"))
        return false;
      if (unsafe) {
        Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
        Object.defineProperty(m, k, { enumerable: true, configurable: true, writable: true });
      }
      m[k] = {
        t: i < key.length - 1 && type === 2 ? 3 : type,
        d: false,
        i: 0,
        c: /* @__PURE__ */ Object.create(null)
      };
    }
  }
  state = m[k];
  if (state.t !== type && !(type === 1 && state.t === 3)) {
    return null;
  }
  if (type === 2) {
    if (!state.d) {
      state.d = true;
      t[k] = [];
    }
    t[k].push(t = /* @__PURE__ */ Object.create(null));
    state.c[state.i++] = state = { t: 1, d: false, i: 0, c: /* @__PURE__ */ Object.create(null) };
  }
  if (state.d) {
    return null;
  }
  state.d = true;
  if (type === 1) {
    t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
  } else if (type === 0 && hasOwn) {
    return null;
  }
  return [k, t, state.c];
}
function validateTablePeek(ctx, peek, ptr) {
  if (peek === null || ctx.uk === 2)
    TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx, ptr);
}
function parse(toml, options = {}) {
  let ctx = {
    s: toml,
    p: 0,
    d: options.maxDepth ?? 1e3,
    bi: options.integersAsBigInt ?? false,
    ld: options.useLegacyDate ?? true,
    uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
  };
  let res = /* @__PURE__ */ Object.create(null);
  let meta = /* @__PURE__ */ Object.create(null);
  let tmp;
  let skipping = false;
  let tbl = res;
  let m = meta;
  if (toml.charCodeAt(0) === 65279)
    ctx.p++;
  skipVoid(ctx);
  while (ctx.p < toml.length) {
    if (toml.charCodeAt(ctx.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx.p) === 91;
      tmp = ctx.p += +isTableArray;
      skipping = false;
      let k = parseKey(
        ctx,
        93
        /* ] */
      );
      if (isTableArray) {
        if (toml.charCodeAt(ctx.p) !== 93) {
          TomlError.x("expected end of table array declaration", ctx);
        }
        ctx.p++;
      }
      let p = peekTable(
        ctx,
        k,
        res,
        meta,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      if (!p) {
        validateTablePeek(ctx, p, tmp);
        skipping = true;
      } else {
        m = p[2];
        tbl = p[1];
      }
    } else {
      tmp = ctx.p;
      let k = parseKey(ctx);
      let p = peekTable(
        ctx,
        k,
        tbl,
        m,
        0
        /* Type.DOTTED */
      );
      if (!p && !skipping)
        validateTablePeek(ctx, p, tmp);
      skipVoid(ctx, true, true);
      let v = extractValue(ctx, void 0);
      if (p && !skipping)
        p[1][p[0]] = v;
    }
    skipVoid(ctx, true);
    if (ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx.p + 1) !== 10)) {
      TomlError.x("each key-value declaration must be followed by an end-of-line", ctx);
    }
    skipVoid(ctx);
  }
  return res;
}

// node_modules/smol-toml/dist/stringify.js
var BARE_KEY = /^[a-z0-9-_]+$/i;
var HAS_WELLFORMED = !!"".isWellFormed;
function extendedTypeOf(obj) {
  let type = typeof obj;
  if (type === "object") {
    if (Array.isArray(obj))
      return "array";
    if (typeof obj.getUTCDate === "function" && obj instanceof Date)
      return "date";
    if (globalThis.Temporal) {
      if (obj.until) {
        if (obj instanceof Temporal.ZonedDateTime)
          return "temporal/tz+uc";
        if (obj instanceof Temporal.PlainDateTime || obj instanceof Temporal.PlainDate)
          return "temporal/uc";
        if (obj instanceof Temporal.PlainTime || obj instanceof Temporal.Instant)
          return "temporal";
        if (obj instanceof Temporal.PlainYearMonth)
          return "temporal/x";
      } else if (obj.toPlainDate && obj instanceof Temporal.PlainMonthDay || obj.negated && obj instanceof Temporal.Duration) {
        return "temporal/x";
      }
    }
  }
  return type;
}
function isArrayOfTables(obj) {
  for (let i = 0; i < obj.length; i++) {
    if (extendedTypeOf(obj[i]) !== "object")
      return false;
  }
  return obj.length != 0;
}
function formatWellFormedStringUnchecked(s) {
  return JSON.stringify(s).replaceAll("\x7F", "\\u007f");
}
function formatString(s) {
  return formatWellFormedStringUnchecked(HAS_WELLFORMED ? s.toWellFormed() : s);
}
function formatKey(s) {
  if (BARE_KEY.test(s))
    return s;
  if (HAS_WELLFORMED && !s.isWellFormed())
    throw new RangeError("key contains illegal lone surrogates");
  return formatWellFormedStringUnchecked(s);
}
function stringifyValue(val, type, depth, numberAsFloat, strictTemporal) {
  if (depth === 0) {
    throw new Error("Could not stringify the object: maximum object depth exceeded");
  }
  switch (type) {
    // @ts-expect-error -- intentional fallthrough case
    case "number":
      if (isNaN(val))
        return "nan";
      if (val === Infinity)
        return "inf";
      if (val === -Infinity)
        return "-inf";
      if (Number.isInteger(val) && (numberAsFloat || !Number.isSafeInteger(val)))
        return val.toFixed(1);
    case "bigint":
    case "boolean":
    case "temporal":
      return val.toString();
    case "string":
      return formatString(val);
    case "date":
      if (isNaN(val.getTime()))
        throw new TypeError("cannot serialize invalid date");
      return val.toISOString();
    case "object":
      return stringifyInlineTable(val, depth, numberAsFloat, strictTemporal);
    case "array":
      return stringifyArray(val, depth, numberAsFloat, strictTemporal);
    // @ts-expect-error -- intentional fallthrough case
    case "temporal/tz+uc":
      if (strictTemporal) {
        let tz = val.timeZoneId;
        let tzc = tz.charCodeAt(0);
        if (
          // Classic offset
          tzc !== 43 && tzc !== 45 && // Fast pre-check pass; see below for the actually accepted values
          (tzc !== 85 && tzc !== 71 && tzc !== 90 && tzc !== 69 || // UTC and its aliases; Temporal implementations don't all canonicalise unfortunately
          tz !== "UTC" && tz !== "UCT" && tz !== "Universal" && tz !== "Zulu" && // GMT is a TZ but it's for all intents and purposes equivalent to UTC. Safe to downgrade.
          !tz.startsWith("GMT") && tz !== "Greenwich" && // Etc/* are all safe to downgrade to offset (either UTC, GMT, or offset)
          !tz.startsWith("Etc/"))
        ) {
          throw new TypeError("Temporal objects with an IANA timezone are not allowed in Temporal strict mode");
        }
      }
    case "temporal/uc":
      if (strictTemporal && val.calendarId !== "iso8601")
        throw new TypeError("Temporal objects with a non-default calendar are not allowed in Temporal strict mode");
      return val.toString({
        calendarName: "never",
        timeZoneName: "never"
      });
    case "temporal/x":
      throw new TypeError("Unsupported " + val[Symbol.toStringTag]);
  }
}
function stringifyInlineTable(obj, depth, numberAsFloat, strictTemporal) {
  let keys = Object.keys(obj);
  if (keys.length === 0)
    return "{}";
  let res = "{ ";
  for (let i = 0; i < keys.length; i++) {
    let k = keys[i];
    if (i)
      res += ", ";
    res += formatKey(k) + " = " + stringifyValue(obj[k], extendedTypeOf(obj[k]), depth - 1, numberAsFloat, strictTemporal);
  }
  return res + " }";
}
function stringifyArray(array, depth, numberAsFloat, strictTemporal) {
  if (array.length === 0)
    return "[]";
  let res = "[ ";
  for (let i = 0; i < array.length; i++) {
    if (i)
      res += ", ";
    if (array[i] === null || array[i] === void 0) {
      throw new TypeError("arrays cannot contain null or undefined values");
    }
    res += stringifyValue(array[i], extendedTypeOf(array[i]), depth - 1, numberAsFloat, strictTemporal);
  }
  return res + " ]";
}
function stringifyArrayTable(array, key, depth, numberAsFloat, strictTemporal) {
  if (depth === 0) {
    throw new Error("Could not stringify the object: maximum object depth exceeded");
  }
  let res = "";
  for (let i = 0; i < array.length; i++) {
    res += `${res && "\n"}[[${key}]]
`;
    res += stringifyTable(0, array[i], key, depth, numberAsFloat, strictTemporal);
  }
  return res;
}
function stringifyTable(tableKey, obj, prefix, depth, numberAsFloat, strictTemporal) {
  if (depth === 0) {
    throw new Error("Could not stringify the object: maximum object depth exceeded");
  }
  let preamble = "";
  let tables = "";
  let keys = Object.keys(obj);
  for (let i = 0; i < keys.length; i++) {
    let k = keys[i];
    if (obj[k] !== null && obj[k] !== void 0) {
      let type = extendedTypeOf(obj[k]);
      if (type === "symbol" || type === "function") {
        throw new TypeError(`cannot serialize values of type '${type}'`);
      }
      let key = formatKey(k);
      if (type === "array" && isArrayOfTables(obj[k])) {
        tables += (tables && "\n") + stringifyArrayTable(obj[k], prefix ? `${prefix}.${key}` : key, depth - 1, numberAsFloat, strictTemporal);
      } else if (type === "object") {
        let tblKey = prefix ? `${prefix}.${key}` : key;
        tables += (tables && "\n") + stringifyTable(tblKey, obj[k], tblKey, depth - 1, numberAsFloat, strictTemporal);
      } else {
        preamble += key;
        preamble += " = ";
        preamble += stringifyValue(obj[k], type, depth, numberAsFloat, strictTemporal);
        preamble += "\n";
      }
    }
  }
  if (tableKey && (preamble || !tables))
    preamble = preamble ? `[${tableKey}]
${preamble}` : `[${tableKey}]`;
  return preamble && tables ? `${preamble}
${tables}` : preamble || tables;
}
function stringify(obj, { maxDepth = 1e3, numbersAsFloat = false, strictTemporal = false } = {}) {
  if (extendedTypeOf(obj) !== "object") {
    throw new TypeError("stringify can only be called with an object");
  }
  let str = stringifyTable(0, obj, "", maxDepth, numbersAsFloat, strictTemporal);
  if (str[str.length - 1] !== "\n")
    return str + "\n";
  return str;
}

// src/engine/pattern.ts
function anyCase(fragment) {
  return fragment.replace(/[A-Za-z]/g, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);
}

// src/python/pep440.ts
var VERSION_BODY = `${anyCase("v")}?(?:[0-9]+!)?[0-9]+(?:\\.[0-9]+)*(?:[-_.]?(?:${["a", "b", "c", "rc", "alpha", "beta", "pre", "preview"].map(anyCase).join("|")})[-_.]?[0-9]*)?(?:-[0-9]+|[-_.]?(?:${["post", "rev", "r"].map(anyCase).join("|")})[-_.]?[0-9]*)?(?:[-_.]?${anyCase("dev")}[-_.]?[0-9]*)?(?:\\+[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*)?`;
var PUBLIC_VERSION_BODY = VERSION_BODY.slice(0, VERSION_BODY.lastIndexOf("(?:\\+"));
var TWO_RELEASE_NUMBERS = `${anyCase("v")}?(?:[0-9]+!)?[0-9]+\\.[0-9]+`;
var versionRe = new RegExp(`^${VERSION_BODY}$`);
var specifierRe = /^(~=|===|==|!=|<=|>=|<|>)\s*(\S+)$/;
var CLAUSE = `(?:===\\s*[^\\s,]+|(?:==|!=)\\s*(?:${VERSION_BODY}|${PUBLIC_VERSION_BODY}\\.\\*)|~=\\s*(?=${TWO_RELEASE_NUMBERS})${VERSION_BODY}|(?:<=|>=|<|>)\\s*${VERSION_BODY})`;
var MIN_VERSION_PATTERN = `^\\s*(?:${VERSION_BODY}|${CLAUSE}(?:\\s*,\\s*${CLAUSE})*)\\s*$`;
function isPep440Version(value) {
  return versionRe.test(value.trim());
}
function parseSpecifierSet(value) {
  const specifiers = [];
  if (value.trim() === "") return { ok: true, specifiers };
  for (const raw of value.split(",")) {
    const clause = raw.trim();
    const m = specifierRe.exec(clause);
    if (!m) {
      return { ok: false, problem: clause === "" ? "it has an empty clause between commas" : `"${clause}" is not "<operator><version>"` };
    }
    const [, operator, version] = m;
    const wildcard = version.endsWith(".*");
    const base = wildcard ? version.slice(0, -2) : version;
    if (operator === "===") {
      specifiers.push({ operator, version });
      continue;
    }
    if (wildcard && operator !== "==" && operator !== "!=") {
      return { ok: false, problem: `"${clause}": only == and != accept a ".*" suffix` };
    }
    if (!isPep440Version(base) || wildcard && base.includes("+")) {
      return { ok: false, problem: `"${version}" in "${clause}" is not a PEP 440 version` };
    }
    if (operator === "~=" && !/^v?(?:[0-9]+!)?[0-9]+\.[0-9]+/i.test(base)) {
      return { ok: false, problem: `"${clause}": ~= needs at least two release numbers (e.g. "~=0.3")` };
    }
    specifiers.push({ operator, version });
  }
  return { ok: true, specifiers };
}
function releaseOf(version) {
  const m = /^v?(?:[0-9]+!)?([0-9]+(?:\.[0-9]+)*)/i.exec(version.trim());
  return m ? m[1].split(".").map(Number) : [];
}
function compareReleases(a, b) {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
function specifierSetConcern(specifiers) {
  let lower;
  let upper;
  const pinned = [];
  for (const { operator, version } of specifiers) {
    if (version.endsWith(".*") || operator === "===" || operator === "!=") continue;
    const release = releaseOf(version);
    if (release.length === 0) continue;
    if (operator === ">=" || operator === ">" || operator === "~=") {
      const inclusive = operator !== ">";
      if (!lower || compareReleases(release, lower.release) > 0 || compareReleases(release, lower.release) === 0 && !inclusive) {
        lower = { release, inclusive };
      }
      if (operator === "~=") {
        const cap = release.slice(0, -1);
        cap[cap.length - 1]++;
        if (!upper || compareReleases(cap, upper.release) < 0) upper = { release: cap, inclusive: false };
      }
    } else if (operator === "<=" || operator === "<") {
      const inclusive = operator === "<=";
      if (!upper || compareReleases(release, upper.release) < 0 || compareReleases(release, upper.release) === 0 && !inclusive) {
        upper = { release, inclusive };
      }
    } else if (operator === "==") {
      pinned.push(release);
    }
  }
  const within = (r) => (!lower || compareReleases(r, lower.release) > 0 || lower.inclusive && compareReleases(r, lower.release) === 0) && (!upper || compareReleases(r, upper.release) < 0 || upper.inclusive && compareReleases(r, upper.release) === 0);
  if (pinned.some((r) => !within(r)) || pinned.some((r) => compareReleases(r, pinned[0]) !== 0)) return "unsatisfiable";
  if (lower && upper) {
    const c = compareReleases(lower.release, upper.release);
    if (c > 0 || c === 0 && !(lower.inclusive && upper.inclusive)) return "unsatisfiable";
  }
  if (upper && !lower && pinned.length === 0) return "upper-bound-only";
  return void 0;
}

// src/python/pep508.ts
var NAME = /^([A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9]|[A-Za-z0-9])/;
function normalizePackageName(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}
function parseRequirement(value) {
  const text = value.trim();
  if (text === "") return { ok: false, problem: "the requirement is empty" };
  if (/^(?:[a-z+]+:\/\/|file:|\.{0,2}\/|~\/|[A-Za-z]:\\)/i.test(text) || !text.includes("@") && /\.(?:whl|tar\.gz|zip)$/i.test(text)) {
    return {
      ok: false,
      directReference: true,
      problem: 'it is a bare URL or path, not a PEP 508 requirement; write "name @ url" (or better, a released package with a version)'
    };
  }
  const nameMatch = NAME.exec(text);
  if (!nameMatch) return { ok: false, problem: `"${text}" does not start with a package name` };
  const name = nameMatch[1];
  let rest = text.slice(name.length);
  const extras = [];
  const extrasMatch = /^\s*\[([^\]]*)\]/.exec(rest);
  if (extrasMatch) {
    for (const extra of extrasMatch[1].split(",").map((e) => e.trim())) {
      if (!NAME.test(extra) || NAME.exec(extra)[1] !== extra) return { ok: false, problem: `the extra "${extra}" is not a valid name` };
      extras.push(extra);
    }
    rest = rest.slice(extrasMatch[0].length);
  }
  let marker;
  let url;
  const trimmed = rest.trim();
  if (trimmed.startsWith("@")) {
    const m = /^@\s*(\S+)(?:\s+;\s*(.*))?$/.exec(trimmed);
    if (!m || !/^[a-z][a-z0-9+.-]*:/i.test(m[1])) return { ok: false, problem: 'the "@" must be followed by a URL' };
    url = m[1];
    marker = m[2];
    if (marker !== void 0 && marker.trim() === "") return { ok: false, problem: 'the environment marker after ";" is empty' };
    return { ok: true, requirement: { name, normalizedName: normalizePackageName(name), extras, specifiers: [], url, marker } };
  }
  const semicolon = trimmed.indexOf(";");
  let spec = semicolon === -1 ? trimmed : trimmed.slice(0, semicolon);
  if (semicolon !== -1) {
    marker = trimmed.slice(semicolon + 1).trim();
    if (marker === "") return { ok: false, problem: 'the environment marker after ";" is empty' };
  }
  spec = spec.trim();
  if (spec.startsWith("(") && spec.endsWith(")")) spec = spec.slice(1, -1).trim();
  if (spec !== "" && !/^[~=!<>]/.test(spec)) {
    return { ok: false, problem: `"${spec}" after the name is not a version specifier (one requirement per value)` };
  }
  const parsed = parseSpecifierSet(spec);
  if (!parsed.ok) return { ok: false, problem: parsed.problem };
  return { ok: true, requirement: { name, normalizedName: normalizePackageName(name), extras, specifiers: parsed.specifiers, marker } };
}

// src/checks/validate/static/dockerfile.ts
import { posix } from "node:path";
function parseDockerfile(path, text) {
  const physical = text.split(/\r?\n/);
  let escape = "\\";
  for (const line of physical) {
    const m = /^\s*#\s*([a-zA-Z]+)\s*=\s*(\S+)\s*$/.exec(line);
    if (!m) break;
    if (m[1].toLowerCase() === "escape" && (m[2] === "`" || m[2] === "\\")) escape = m[2];
  }
  const instructions = [];
  let i = 0;
  while (i < physical.length) {
    const startLine = i + 1;
    let line = physical[i];
    i++;
    if (/^\s*$/.test(line) || /^\s*#/.test(line)) continue;
    let joined = "";
    for (; ; ) {
      const trimmedEnd = line.trimEnd();
      if (trimmedEnd.endsWith(escape)) {
        joined += trimmedEnd.slice(0, -1) + " ";
        while (i < physical.length && /^\s*#/.test(physical[i])) i++;
        if (i >= physical.length) break;
        line = physical[i];
        i++;
        continue;
      }
      joined += line;
      break;
    }
    const m = /^\s*([A-Za-z]+)\s*(.*)$/s.exec(joined);
    if (!m) continue;
    const keyword = m[1].toUpperCase();
    let args = m[2].trim();
    const heredocs = [];
    if (keyword === "RUN" || keyword === "COPY" || keyword === "ADD") {
      const re = /<<(-?)(["']?)([A-Za-z_][A-Za-z0-9_]*)\2/g;
      let h;
      while (h = re.exec(args)) {
        const terminator = h[3];
        const stripTabs = h[1] === "-";
        const body = [];
        while (i < physical.length) {
          const l = physical[i];
          i++;
          if ((stripTabs ? l.replace(/^\t+/, "") : l).trim() === terminator) break;
          body.push(l);
        }
        heredocs.push(body.join("\n"));
      }
      if (heredocs.length) args = `${args}
${heredocs.join("\n")}`;
    }
    const { flags, rest } = splitFlags(args);
    instructions.push({ keyword, args, flags, rest, line: startLine, heredocs });
  }
  const stages = [];
  const globalArgs = /* @__PURE__ */ new Map();
  for (const ins of instructions) {
    if (ins.keyword === "FROM") {
      const parts = ins.rest.split(/\s+/).filter(Boolean);
      const asIndex = parts.findIndex((p) => p.toLowerCase() === "as");
      const stage = { index: stages.length, base: parts[0] ?? "", fromLine: ins.line, instructions: [] };
      if (asIndex !== -1 && parts[asIndex + 1]) stage.name = parts[asIndex + 1].toLowerCase();
      stages.push(stage);
      continue;
    }
    if (stages.length === 0) {
      if (ins.keyword === "ARG") for (const [k, v] of parseArgDecl(ins.rest)) globalArgs.set(k, v);
      continue;
    }
    stages[stages.length - 1].instructions.push(ins);
  }
  return { path, escape, instructions, stages, globalArgs };
}
function splitFlags(args) {
  const flags = {};
  let rest = args;
  for (; ; ) {
    const m = /^--([A-Za-z][A-Za-z0-9-]*)(?:=("[^"]*"|\S*))?\s*/.exec(rest);
    if (!m) break;
    flags[m[1].toLowerCase()] = (m[2] ?? "true").replace(/^"(.*)"$/, "$1");
    rest = rest.slice(m[0].length);
  }
  return { flags, rest: rest.trim() };
}
function parseArgDecl(rest) {
  const out2 = [];
  for (const part of rest.split(/\s+/).filter(Boolean)) {
    const eq = part.indexOf("=");
    if (eq === -1) out2.push([part, void 0]);
    else out2.push([part.slice(0, eq), part.slice(eq + 1).replace(/^["'](.*)["']$/, "$1")]);
  }
  return out2;
}
function substituteArgs(value, vars) {
  let unresolved = false;
  const out2 = value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?([-+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_, a, op, word, b) => {
    const name = a ?? b;
    const v = vars.get(name);
    if (op === "-") return v !== void 0 && v !== "" ? v : word;
    if (op === "+") return v !== void 0 && v !== "" ? word : "";
    if (v === void 0) {
      unresolved = true;
      return "";
    }
    return v;
  });
  return unresolved ? void 0 : out2;
}
function stageByRef(model, ref, before = Infinity) {
  const lower = ref.toLowerCase();
  if (/^\d+$/.test(ref)) {
    const s = model.stages[Number(ref)];
    return s && s.index < before ? s : void 0;
  }
  return model.stages.find((s) => s.name === lower && s.index < before);
}
function finalStage(model, target) {
  if (target) return stageByRef(model, target) ?? model.stages[model.stages.length - 1];
  return model.stages[model.stages.length - 1];
}
function parentStage(model, stage) {
  return stageByRef(model, stage.base, stage.index);
}
function baseChain(model, stage) {
  const out2 = [];
  for (let s = stage; s && !out2.includes(s); s = parentStage(model, s)) out2.push(s);
  return out2;
}
function contributingStages(model, target) {
  const final = finalStage(model, target);
  if (!final) return [];
  const seen = /* @__PURE__ */ new Set();
  const queue = [final];
  while (queue.length) {
    const s = queue.pop();
    if (seen.has(s)) continue;
    seen.add(s);
    const parent = parentStage(model, s);
    if (parent) queue.push(parent);
    for (const ins of s.instructions) {
      const refs = [];
      if ((ins.keyword === "COPY" || ins.keyword === "ADD") && ins.flags.from) refs.push(ins.flags.from);
      if (ins.keyword === "RUN" && ins.flags.mount) {
        const m = /(?:^|,)from=([^,\s]+)/.exec(ins.flags.mount);
        if (m) refs.push(m[1]);
      }
      for (const ref of refs) {
        const st = stageByRef(model, ref, s.index);
        if (st) queue.push(st);
      }
    }
  }
  return model.stages.filter((s) => seen.has(s));
}
function copyOperands(ins) {
  const firstLine = ins.rest.split("\n")[0].trim();
  let parts;
  if (firstLine.startsWith("[")) {
    try {
      const parsed = JSON.parse(firstLine);
      if (!Array.isArray(parsed)) return void 0;
      parts = parsed.map(String);
    } catch {
      return void 0;
    }
  } else {
    parts = firstLine.split(/\s+/).filter(Boolean);
  }
  if (parts.length < 2) return void 0;
  return { sources: parts.slice(0, -1), dest: parts[parts.length - 1] };
}
var WHOLE_CONTEXT = /* @__PURE__ */ new Set([".", "./", "*", "./*"]);
function isWholeContextCopy(ins) {
  if (ins.keyword !== "COPY" && ins.keyword !== "ADD" || ins.flags.from) return false;
  const ops = copyOperands(ins);
  return !!ops && ops.sources.some((s) => WHOLE_CONTEXT.has(s));
}
function resolveIn(workdir, path) {
  return posix.normalize(path.startsWith("/") ? path : posix.join(workdir, path)).replace(/\/+$/, "") || "/";
}
function walkStage(model, stage, visit3) {
  const chain = baseChain(model, stage).reverse();
  let workdir = "/";
  for (const s of chain) {
    for (const ins of s.instructions) {
      if (ins.keyword === "WORKDIR") workdir = resolveIn(workdir, ins.rest.trim().replace(/^["'](.*)["']$/, "$1"));
      if (s === stage) visit3(ins, workdir);
    }
  }
}
function contextCopyDestinations(model, stage) {
  const out2 = [];
  for (const s of baseChain(model, stage)) {
    walkStage(model, s, (ins, workdir) => {
      if (!isWholeContextCopy(ins)) return;
      const ops = copyOperands(ins);
      out2.push({ dest: resolveIn(workdir, ops.dest), line: ins.line });
    });
  }
  return out2;
}
function isUnderOrEqual(path, dir) {
  return path === dir || dir === "/" || path.startsWith(`${dir}/`);
}
function contextReachesFinal(model, target) {
  const final = finalStage(model, target);
  if (!final) return { reaches: false };
  const direct = contextCopyDestinations(model, final);
  if (direct.length) return { reaches: true, via: `COPY . ${direct[0].dest} (line ${direct[0].line})`, line: direct[0].line };
  let found = { reaches: false };
  walkStage(model, final, (ins, workdir) => {
    if (found.reaches || ins.keyword !== "COPY" && ins.keyword !== "ADD" || !ins.flags.from) return;
    const from = stageByRef(model, ins.flags.from, final.index);
    if (!from) return;
    const ops = copyOperands(ins);
    if (!ops) return;
    for (const d of contextCopyDestinations(model, from)) {
      for (const src of ops.sources) {
        const abs = resolveIn("/", src.startsWith("/") ? src : posix.join(workdir, src));
        if (abs === d.dest || isUnderOrEqual(d.dest, abs) || isUnderOrEqual(abs, d.dest)) {
          found = {
            reaches: true,
            via: `COPY . ${d.dest} (line ${d.line}) \u2192 COPY --from=${ins.flags.from} ${src} (line ${ins.line})`,
            line: ins.line
          };
          return;
        }
      }
    }
  });
  return found;
}
function portsInCommand(text) {
  const out2 = [];
  const re = /--port["']?[\s=,]+["']?(\d{1,5})\b/g;
  let m;
  while (m = re.exec(text)) out2.push(Number(m[1]));
  return out2;
}
function dockerfilePorts(model, target) {
  const exposed = [];
  const served = [];
  const final = finalStage(model, target);
  for (const s of final ? baseChain(model, final).reverse() : []) {
    for (const ins of s.instructions) {
      if (ins.keyword === "EXPOSE")
        for (const p of ins.rest.split(/\s+/)) {
          const n = /^(\d{1,5})(?:\/(?:tcp|udp))?$/i.exec(p);
          if (n) exposed.push({ port: Number(n[1]), how: "EXPOSE", line: ins.line });
        }
      if (ins.keyword === "CMD" || ins.keyword === "ENTRYPOINT")
        for (const n of portsInCommand(ins.rest)) served.push({ port: n, how: `${ins.keyword} --port`, line: ins.line });
      if (ins.keyword === "HEALTHCHECK") {
        const m = /:\/\/[^\s/:"']+:(\d{1,5})\b/.exec(ins.rest);
        if (m) served.push({ port: Number(m[1]), how: "HEALTHCHECK", line: ins.line });
      }
    }
  }
  return { exposed, served };
}
function portConflicts(port, ports) {
  const out2 = ports.served.filter((p) => p.port !== port);
  if (ports.exposed.length && !ports.exposed.some((p) => p.port === port)) out2.push(...ports.exposed);
  return out2;
}

// src/python/tokenize.ts
var PythonLexError = class extends Error {
};
var NAME_START = /[\p{L}_]/u;
var NAME_CHAR = /[\p{L}\p{N}_]/u;
var OP_CHARS = "+-*/%@&|^~<>()[]{},:;.=!";
var THREE_CHAR_OPS = /* @__PURE__ */ new Set(["**=", "//=", ">>=", "<<=", "..."]);
var TWO_CHAR_OPS = /* @__PURE__ */ new Set(["==", "!=", "<=", ">=", "->", "**", "//", ":=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=", "<<", ">>"]);
function pythonLogicalLines(source) {
  const lines = [];
  let current = [];
  let indent = 0;
  let atLineStart = true;
  let column = 0;
  let depth = 0;
  let line = 1;
  let i = 0;
  const n = source.length;
  const endLogical = () => {
    if (current.length > 0) lines.push({ indent, tokens: current });
    current = [];
    atLineStart = true;
    column = 0;
  };
  while (i < n) {
    const ch = source[i];
    if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && source[i + 1] === "\n") i++;
      i++;
      line++;
      if (depth === 0) endLogical();
      continue;
    }
    if (ch === " " || ch === "	" || ch === "\f") {
      if (atLineStart) column += ch === "	" ? 8 - column % 8 : 1;
      i++;
      continue;
    }
    if (ch === "#") {
      while (i < n && source[i] !== "\n" && source[i] !== "\r") i++;
      continue;
    }
    if (ch === "\\") {
      const next = source[i + 1];
      if (next === "\n") i += 2;
      else if (next === "\r") i += source[i + 2] === "\n" ? 3 : 2;
      else throw new PythonLexError(`unexpected backslash at line ${line}`);
      line++;
      continue;
    }
    if (atLineStart) {
      indent = depth === 0 ? column : indent;
      atLineStart = false;
    }
    const prefixMatch = /^([rRbBuUfF]{1,2})?(['"])/.exec(source.slice(i, i + 4));
    if (prefixMatch && (prefixMatch[1] === void 0 || /^(r|u|b|f|br|rb|fr|rf)$/i.test(prefixMatch[1]))) {
      const prefix = (prefixMatch[1] ?? "").toLowerCase();
      const quote = prefixMatch[2];
      const startLine = line;
      let j = i + prefix.length;
      const triple = source.startsWith(quote.repeat(3), j);
      const delim = triple ? quote.repeat(3) : quote;
      j += delim.length;
      const contentStart = j;
      let closed = false;
      while (j < n) {
        const c = source[j];
        if (c === "\\") {
          if (source[j + 1] === "\n") line++;
          j += 2;
          continue;
        }
        if (c === "\n") {
          if (!triple) break;
          line++;
        }
        if (source.startsWith(delim, j)) {
          closed = true;
          break;
        }
        j++;
      }
      if (!closed) throw new PythonLexError(`unterminated string starting at line ${startLine}`);
      current.push({ type: "string", value: source.slice(i, j + delim.length), line: startLine, prefix, content: source.slice(contentStart, j) });
      i = j + delim.length;
      continue;
    }
    if (NAME_START.test(ch)) {
      let j = i + 1;
      while (j < n && NAME_CHAR.test(source[j])) j++;
      current.push({ type: "name", value: source.slice(i, j), line });
      i = j;
      continue;
    }
    if (/[0-9]/.test(ch) || ch === "." && /[0-9]/.test(source[i + 1] ?? "")) {
      let j = i + 1;
      while (j < n && /[0-9a-zA-Z_.]/.test(source[j])) {
        if ((source[j] === "e" || source[j] === "E") && (source[j + 1] === "+" || source[j + 1] === "-")) j++;
        j++;
      }
      current.push({ type: "number", value: source.slice(i, j), line });
      i = j;
      continue;
    }
    if (!OP_CHARS.includes(ch) || ch === "!" && source[i + 1] !== "=") throw new PythonLexError(`invalid character at line ${line}`);
    if ("([{".includes(ch)) depth++;
    if (")]}".includes(ch)) {
      if (depth === 0) throw new PythonLexError(`unbalanced '${ch}' at line ${line}`);
      depth--;
    }
    const three = source.slice(i, i + 3);
    const two = source.slice(i, i + 2);
    const op = THREE_CHAR_OPS.has(three) ? three : TWO_CHAR_OPS.has(two) ? two : ch;
    current.push({ type: "op", value: op, line });
    i += op.length;
  }
  if (depth !== 0) throw new PythonLexError("unclosed bracket at end of file");
  endLogical();
  return lines;
}

export {
  resolvePlain,
  constructInt,
  constructFloat,
  yamlRules,
  yamlRuleList,
  MAX_MANIFEST_BYTES,
  loadYaml,
  anyCase,
  MIN_VERSION_PATTERN,
  isPep440Version,
  parseSpecifierSet,
  specifierSetConcern,
  normalizePackageName,
  parseRequirement,
  loadOpenEnvManifest,
  pythonRepr,
  parseDockerfile,
  parseArgDecl,
  substituteArgs,
  stageByRef,
  finalStage,
  baseChain,
  contributingStages,
  copyOperands,
  isWholeContextCopy,
  walkStage,
  contextReachesFinal,
  dockerfilePorts,
  portConflicts,
  TomlError,
  parse,
  stringify,
  PythonLexError,
  pythonLogicalLines
};
