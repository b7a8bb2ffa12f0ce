/**
 * The `yaml` package's reading of README front matter, in a module of its own so that it is loaded only for
 * front matter the simple-YAML scanner leaves to it. (Importing the package itself dynamically would not
 * do: bundled, a dynamic import of a CommonJS package exposes only its default export.)
 */
import { parse } from 'yaml';

export function parseFrontMatterYaml(text: string): unknown {
  return parse(text, { maxAliasCount: 50 });
}
