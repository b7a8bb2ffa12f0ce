import { nodeCrypto } from '../node-crypto.js';

// node:crypto is loaded on the first fingerprint, not at start-up: a run without findings (an empty
// review) never needs it, and importing it costs about 12 ms.

/**
 * Fingerprint = hash of rule id + path + rule key, never line numbers (spec rfcs.md 9.2), so a finding
 * keeps its identity when lines move. Whitespace in the key is folded so re-wrapping prose does not
 * make an old finding look new.
 */
export function fingerprint(rule: string, file: string, key: string): string {
  const normalizedKey = key.replace(/\s+/g, ' ').trim();
  const text = `${rule}\0${file}\0${normalizedKey}`;
  // The one-shot hash (node ≥ 20.12; engines asks 20.19) builds no Hash object: a run fingerprints every finding.
  return nodeCrypto().hash('sha256', text, 'hex').slice(0, 32);
}
