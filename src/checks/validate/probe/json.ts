/** Strict-then-tolerant JSON parsing (runtime-contract.md §12.5 "Parsing"). */
import { clipText } from '../../../engine/limits.js';

export interface ParsedBody {
  value?: unknown;
  /** The body was valid JSON. */
  strict: boolean;
  /** Bare NaN / Infinity / -Infinity tokens were found (outside strings). */
  bareNonFinite: boolean;
  /** A number overflowed to ±Infinity after parsing (e.g. 1e400). */
  overflow: boolean;
  error?: string;
}

/** Replaces bare non-finite tokens outside strings with null; reports whether any were found. */
function replaceBareTokens(text: string): { text: string; found: boolean } {
  let out = '';
  let found = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    const m = /^-?(NaN|Infinity)/.exec(text.slice(i, i + 9));
    if (m && !/[A-Za-z0-9_]/.test(text[i - 1] ?? '')) {
      out += 'null';
      found = true;
      i += m[0].length;
      continue;
    }
    out += c;
    i++;
  }
  return { text: out, found };
}

function hasOverflow(value: unknown, depth = 0): boolean {
  if (depth > 200) return false;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some((v) => hasOverflow(v, depth + 1));
  if (value && typeof value === 'object') return Object.values(value).some((v) => hasOverflow(v, depth + 1));
  return false;
}

export function parseBody(text: string): ParsedBody {
  try {
    const value = JSON.parse(text) as unknown;
    return { value, strict: true, bareNonFinite: false, overflow: hasOverflow(value) };
  } catch (error) {
    const replaced = replaceBareTokens(text);
    if (replaced.found) {
      try {
        const value = JSON.parse(replaced.text) as unknown;
        return { value, strict: false, bareNonFinite: true, overflow: hasOverflow(value) };
      } catch {
        /* fall through */
      }
    }
    return { strict: false, bareNonFinite: replaced.found, overflow: false, error: (error as Error).message };
  }
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return clipText(flat, max);
}
