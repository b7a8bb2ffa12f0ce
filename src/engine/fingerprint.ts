import { createRequire } from 'node:module';

// node:crypto is loaded on the first fingerprint, not at start-up: a run without findings (an empty
// review) never needs it, and importing it costs about 12 ms.
let createHash: typeof import('node:crypto').createHash | undefined;

/**
 * Fingerprint = hash of rule id + path + rule key, never line numbers (spec rfcs.md 9.2), so a finding
 * keeps its identity when lines move. Whitespace in the key is folded so re-wrapping prose does not
 * make an old finding look new.
 */
export function fingerprint(rule: string, file: string, key: string): string {
  const normalizedKey = key.replace(/\s+/g, ' ').trim();
  createHash ??= (createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto')).createHash;
  return createHash('sha256').update(`${rule}\0${file}\0${normalizedKey}`).digest('hex').slice(0, 32);
}
