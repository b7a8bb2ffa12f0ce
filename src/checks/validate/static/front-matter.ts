/**
 * README front matter as data, as the `yaml` package's `parse` reads it (YAML 1.2, core schema). Hugging
 * Face Space front matter is nearly always a handful of `key: value` lines and a tag list: those are read by
 * the simple-YAML scanner, anything else by the package (a run reads one README per environment).
 */
import { NOT_SIMPLE, simpleMapping } from './simple-yaml.js';

/**
 * The front matter's value as `yaml.parse(text, { maxAliasCount: 50 })` returns it; rejects as it throws.
 * The `yaml` package is loaded only for front matter the scanner leaves to it.
 */
export async function parseFrontMatter(text: string): Promise<unknown> {
  const simple = simpleMapping(text, coreScalar);
  if (simple) return simple.data;
  const { parseFrontMatterYaml } = await import('./front-matter-yaml.js');
  return parseFrontMatterYaml(text);
}

/** The front matter when the simple-YAML scanner can read it (the `yaml` package's reading), else undefined. */
export function simpleFrontMatter(text: string): Record<string, unknown> | undefined {
  return simpleMapping(text, coreScalar)?.data;
}

const NULLS = new Set(['null', 'Null', 'NULL', '~']);
const TRUES = new Set(['true', 'True', 'TRUE']);
const FALSES = new Set(['false', 'False', 'FALSE']);

/** The core schema's reading of a word-like plain scalar: null, a boolean, a decimal integer, or the text. */
function coreScalar(text: string): unknown {
  if (NULLS.has(text)) return null;
  if (TRUES.has(text)) return true;
  if (FALSES.has(text)) return false;
  if (/^(?:0|[1-9][0-9]{0,14})$/.test(text)) return Number(text);
  // Other numbers (and anything that starts with a digit) are the package's to read.
  return /^[0-9]/.test(text) ? NOT_SIMPLE : text;
}
