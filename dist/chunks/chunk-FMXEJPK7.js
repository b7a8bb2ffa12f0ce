import {
  constructFloat,
  constructInt,
  resolvePlain
} from "./chunk-JBJJNFC3.js";

// src/checks/manifests/environment/grammar/yaml12.ts
function resolveCore(text) {
  if (/^(?:~|null|Null|NULL|)$/.test(text)) return "null";
  if (/^(?:true|True|TRUE|false|False|FALSE)$/.test(text)) return "bool";
  if (/^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/.test(text)) return "int";
  if (/^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/.test(text)) return "float";
  return "str";
}
function coreNumber(text) {
  if (text.startsWith("0o")) return parseInt(text.slice(2), 8);
  if (text.startsWith("0x")) return parseInt(text.slice(2), 16);
  return Number(text.replace(/^\+/, "").replace(/^([-]?)\.(inf|Inf|INF)$/, "$1Infinity"));
}
var PY_NAMES = { bool: "a boolean", int: "an integer", float: "a float", null: "null", str: "a string", timestamp: "a date" };
function versionAmbiguity(text) {
  const old = resolvePlain(text);
  if (old === "merge" || old === "value") return void 0;
  const core = resolveCore(text);
  if (old === core) {
    if (old === "int") {
      const a = constructInt(text);
      const b = coreNumber(text);
      if (a !== void 0 && a !== b) return `${text} is ${a} in YAML 1.1 but ${b} in YAML 1.2`;
    }
    if (old === "float") {
      const a = constructFloat(text);
      const b = coreNumber(text);
      if (a !== void 0 && !Number.isNaN(a) && a !== b) return `${text} is ${a} in YAML 1.1 but ${b} in YAML 1.2`;
    }
    return void 0;
  }
  return `${text} is ${PY_NAMES[old]} in YAML 1.1 (PyYAML) but ${PY_NAMES[core]} in YAML 1.2`;
}

export {
  resolveCore,
  versionAmbiguity
};
