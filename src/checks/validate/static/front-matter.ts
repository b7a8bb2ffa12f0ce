/**
 * README front matter as data, as the `yaml` package's `parse` reads it (YAML 1.2, core schema). Hugging
 * Face Space front matter is nearly always a handful of `key: value` lines and a tag list: those are read by
 * the simple-YAML scanner, anything else by the package (a run reads one README per environment).
 */
import { resolveCore } from '../../manifests/environment/grammar/yaml12.js';
import { NOT_SIMPLE, PLAIN_DECIMAL, simpleMapping } from './simple-yaml.js';

/**
 * The front matter's value as `yaml.parse(text, { maxAliasCount: 50 })` returns it; rejects as it throws.
 * The `yaml` package is loaded only for front matter the scanner leaves to it.
 */
export async function parseFrontMatter(text: string): Promise<unknown> {
  const simple = simpleFrontMatter(text);
  if (simple) return simple;
  const { parseFrontMatterYaml } = await import('./front-matter-yaml.js');
  return parseFrontMatterYaml(text);
}

/** The front matter when the simple-YAML scanner can read it (the `yaml` package's reading), else undefined. */
export function simpleFrontMatter(text: string): Record<string, unknown> | undefined {
  return simpleMapping(text, coreScalar)?.data;
}

/** The core schema's reading of a word-like plain scalar (resolveCore): null, a boolean, a plain decimal integer or the text. */
function coreScalar(text: string): unknown {
  switch (resolveCore(text)) {
    case 'null':
      return null;
    case 'bool':
      return /^[tT]/.test(text);
    case 'int':
      return PLAIN_DECIMAL.test(text) ? Number(text) : NOT_SIMPLE;
    case 'float':
      return NOT_SIMPLE;
    default:
      // Text that starts with a digit (`1abc`, a date) is the package's to read.
      return /^[0-9]/.test(text) ? NOT_SIMPLE : text;
  }
}
