/**
 * The `yaml` package's reading of README front matter, in a module of its own so that it is loaded only for
 * front matter the simple-YAML scanner leaves to it. (Importing the package itself dynamically would not
 * do: bundled, a dynamic import of a CommonJS package exposes only its default export.)
 */
import { LineCounter, parseDocument, YAMLParseError } from 'yaml';
import { firstDuplicateKey } from '../../../engine/yaml-duplicate-key.js';

/**
 * What `parse(text, { maxAliasCount: 50 })` returns, or throws as it does (the first error's first line is
 * the same), without its warnings on stderr. The package's duplicate-key check is quadratic (a README of
 * `*` lines, each one a key, took 1.5 s at 12,000 characters), so keys are compared with a set per mapping.
 */
export function parseFrontMatterYaml(text: string): unknown {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { uniqueKeys: false, lineCounter });
  const duplicate = firstDuplicateKey(doc);
  const firstError = doc.errors[0];
  if (duplicate !== undefined && (firstError === undefined || duplicate < firstError.pos[0])) {
    const { line, col } = lineCounter.linePos(duplicate);
    throw new YAMLParseError([duplicate, duplicate + 1], 'DUPLICATE_KEY', `Map keys must be unique at line ${line}, column ${col}`);
  }
  if (firstError) throw firstError;
  // Its warnings are not passed on: `parse` would emit them as process warnings, README text and all, on stderr.
  return doc.toJS({ maxAliasCount: 50 });
}
