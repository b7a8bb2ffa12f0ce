/**
 * PyYAML's YAML 1.1 plain-scalar resolution and standard-tag construction (`yaml/resolver.py` and
 * `yaml/constructor.py`, SafeLoader), reproduced so the checker sees the values OpenEnv sees.
 * The `yaml` package's own "yaml-1.1" schema differs (it treats `y`/`n` as booleans, has no
 * sexagesimal floats with `_`, ...), so plain scalars are parsed as strings and resolved here.
 */

/** What a plain (unquoted, untagged) scalar resolves to, by PyYAML's implicit resolvers. */
export type ImplicitTag = 'bool' | 'int' | 'float' | 'null' | 'timestamp' | 'merge' | 'value' | 'str';

const BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
const FLOAT =
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const INT =
  /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const NULL = /^(?:~|null|Null|NULL|)$/;
const TIMESTAMP =
  /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/;

/** PyYAML resolves by the first character before trying the patterns; the order below is its order. */
export function resolvePlain(text: string): ImplicitTag {
  if (NULL.test(text)) return 'null';
  const c = text[0];
  if ('yYnNtTfFoO'.includes(c) && BOOL.test(text)) return 'bool';
  if ('-+0123456789.'.includes(c)) {
    if (FLOAT.test(text)) return 'float';
    if (INT.test(text)) return 'int';
  }
  if (c === '<' && text === '<<') return 'merge';
  if ('0123456789'.includes(c) && TIMESTAMP.test(text)) return 'timestamp';
  if (c === '=' && text === '=') return 'value';
  return 'str';
}

/** `construct_yaml_bool`: only the exact spellings (lower-cased) are accepted. */
export function constructBool(text: string): boolean | undefined {
  const v = text.toLowerCase();
  if (v === 'yes' || v === 'true' || v === 'on') return true;
  if (v === 'no' || v === 'false' || v === 'off') return false;
  return undefined;
}

/** `construct_yaml_int`. Returns undefined where Python's int() would raise. */
export function constructInt(text: string): number | undefined {
  let value = text.replace(/_/g, '');
  let sign = 1;
  if (value[0] === '-') sign = -1;
  if (value[0] === '-' || value[0] === '+') value = value.slice(1);
  if (value === '0') return 0;
  let n: number;
  if (value.startsWith('0b')) n = parseIntStrict(value.slice(2), 2, /^[01]+$/);
  else if (value.startsWith('0x')) n = parseIntStrict(value.slice(2), 16, /^[0-9a-fA-F]+$/);
  else if (value[0] === '0') n = parseIntStrict(value, 8, /^[0-7]+$/);
  else if (value.includes(':')) n = sexagesimal(value);
  else n = parseIntStrict(value, 10, /^[0-9]+$/);
  return Number.isNaN(n) ? undefined : sign * n;
}

function parseIntStrict(digits: string, radix: number, shape: RegExp): number {
  return shape.test(digits) ? parseInt(digits, radix) : NaN;
}

function sexagesimal(value: string): number {
  let base = 1;
  let result = 0;
  const parts = value.split(':').reverse();
  for (const part of parts) {
    const n = Number(part);
    if (part === '' || Number.isNaN(n)) return NaN;
    result += n * base;
    base *= 60;
  }
  return result;
}

/** `construct_yaml_float`. */
export function constructFloat(text: string): number | undefined {
  let value = text.replace(/_/g, '').toLowerCase();
  let sign = 1;
  if (value[0] === '-') sign = -1;
  if (value[0] === '-' || value[0] === '+') value = value.slice(1);
  if (value === '.inf') return sign * Infinity;
  if (value === '.nan') return NaN;
  if (value.includes(':')) {
    const n = sexagesimal(value);
    return Number.isNaN(n) ? undefined : sign * n;
  }
  // Python float() accepts these forms (digits with optional dot/exponent); JS Number() agrees on them.
  if (!/^(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e[-+]?[0-9]+)?$/.test(value)) return undefined;
  return sign * Number(value);
}

/**
 * `construct_yaml_timestamp`: a date-only value becomes a `datetime.date`, anything else a
 * `datetime.datetime`. Both are represented as a JS Date; invalid calendar dates return undefined
 * (Python raises ValueError).
 */
export function constructTimestamp(text: string): Date | undefined {
  const m =
    /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:[Tt]|[ \t]+)([0-9]{1,2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]*))?(?:[ \t]*(Z|([-+])([0-9]{1,2})(?::([0-9]{2}))?))?)?$/.exec(
      text.trim(),
    );
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  if (m[4] === undefined) return new Date(Date.UTC(year, month - 1, day));
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6])];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const ms = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  let offsetMinutes = 0;
  if (m[9]) offsetMinutes = (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11] ?? 0));
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMinutes * 60000);
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `construct_yaml_binary`: base64 with whitespace ignored. Undefined when not decodable. */
export function constructBinary(text: string): Uint8Array | undefined {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 !== 0) return undefined;
  return new Uint8Array(Buffer.from(compact, 'base64'));
}

/** Python `str()` of a constructed key, the form OpenEnv sees after `str(k)` and our object keys use. */
export function pythonStr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return pythonFloatOrInt(value);
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('T', ' ').replace('.000Z', '+00:00');
  }
  if (typeof value === 'string') return value;
  return String(value);
}

function pythonFloatOrInt(n: number): string {
  if (Number.isNaN(n)) return 'nan';
  if (n === Infinity) return 'inf';
  if (n === -Infinity) return '-inf';
  return String(n);
}
