/** Synthesising a probe action from a JSON Schema (runtime-contract.md §12.10). */
import { isObject } from './json.js';

const NONE = Symbol('none');
type Synth = unknown | typeof NONE;

function resolveRef(schema: Record<string, unknown>, root: Record<string, unknown>): Record<string, unknown> {
  let s = schema;
  for (let i = 0; i < 20 && typeof s.$ref === 'string'; i++) {
    const m = /^#\/(\$defs|definitions)\/(.+)$/.exec(s.$ref);
    const target = m ? (root[m[1]!] as Record<string, unknown> | undefined)?.[decodeURIComponent(m[2]!)] : undefined;
    if (!isObject(target)) return {};
    s = target;
  }
  return s;
}

function synth(schemaIn: unknown, root: Record<string, unknown>, depth: number): Synth {
  if (depth > 10 || !isObject(schemaIn)) return NONE;
  const schema = resolveRef(schemaIn, root);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf']) {
    if (Array.isArray(schema[key])) {
      for (const branch of schema[key] as unknown[]) {
        if (isObject(branch) && branch.type === 'null') continue;
        const v = synth(branch, root, depth + 1);
        if (v !== NONE) return v;
      }
      return NONE;
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      for (const [name, prop] of Object.entries(props)) {
        const hasConst = isObject(prop) && 'const' in prop;
        if (!required.includes(name) && !hasConst) continue;
        const v = synth(prop, root, depth + 1);
        if (v === NONE) return NONE;
        out[name] = v;
      }
      return out;
    }
    case 'string':
      if (schema.pattern !== undefined || schema.format !== undefined) return NONE;
      return 'a'.repeat(typeof schema.minLength === 'number' ? schema.minLength : 0);
    case 'integer':
    case 'number':
      if (typeof schema.minimum === 'number') return schema.minimum;
      if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
      return 0;
    case 'boolean':
      return false;
    case 'array': {
      const n = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const items: unknown[] = [];
      for (let i = 0; i < n; i++) {
        const v = synth(schema.items, root, depth + 1);
        if (v === NONE) return NONE;
        items.push(v);
      }
      return items;
    }
    case 'null':
      return null;
    default:
      return NONE;
  }
}

/** A value for the schema, or undefined when it cannot be synthesised. */
export function synthesize(schema: unknown, root?: Record<string, unknown>): unknown | undefined {
  const r = root ?? (isObject(schema) ? schema : {});
  const v = synth(schema, r, 0);
  return v === NONE ? undefined : v;
}
