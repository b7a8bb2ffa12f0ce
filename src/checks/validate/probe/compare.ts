/** Repro comparisons (runtime-contract.md §12.6): volatile pointers removed, keys sorted, numbers by value. */
import { isObject } from './json.js';

export interface Triple {
  observation: unknown;
  reward: unknown;
  done: unknown;
}

function unescapePointer(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Removes a JSON Pointer (relative to the triple's observation) from a deep copy. */
function removePointer(value: unknown, pointer: string): void {
  const tokens = pointer.split('/').slice(1).map(unescapePointer);
  if (tokens.length === 0) return;
  let cur: unknown = value;
  for (let i = 0; i < tokens.length - 1; i++) {
    if (Array.isArray(cur)) cur = cur[Number(tokens[i])];
    else if (isObject(cur)) cur = cur[tokens[i]!];
    else return;
  }
  const last = tokens[tokens.length - 1]!;
  if (Array.isArray(cur)) cur.splice(Number(last), 1);
  else if (isObject(cur)) delete cur[last];
}

export function stripVolatile(t: Triple, pointers: readonly string[]): Triple {
  const copy = JSON.parse(JSON.stringify(t)) as Triple;
  for (const p of pointers) removePointer(copy.observation, p);
  return copy;
}

/** First differing pointer and both values, or undefined when equal. */
export function firstDifference(a: unknown, b: unknown, tolerance = 0, path = ''): { pointer: string; a: unknown; b: unknown } | undefined {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= tolerance || a === b ? undefined : { pointer: path || '/', a, b };
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return { pointer: path || '/', a: `array of ${a.length}`, b: `array of ${b.length}` };
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], tolerance, `${path}/${i}`);
      if (d) return d;
    }
    return undefined;
  }
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) {
      const d = firstDifference(a[k], b[k], tolerance, `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      if (d) return d;
    }
    return undefined;
  }
  return a === b ? undefined : { pointer: path || '/', a, b };
}
