// src/checks/manifests/openenv/format.ts
var CURRENT_FORMAT_KEYS = ["type", "runtime", "app", "port"];
function recogniseFormat(raw) {
  if ("spec_version" in raw || CURRENT_FORMAT_KEYS.some((k) => k in raw)) return "current";
  if (typeof raw.action === "string" && typeof raw.observation === "string") return "legacy";
  return "unrecognised";
}

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

export {
  resolvePlain,
  constructBool,
  constructInt,
  constructFloat,
  constructTimestamp,
  constructBinary,
  pythonStr,
  CURRENT_FORMAT_KEYS,
  recogniseFormat
};
