/** Environment ids (environment-yaml.md §4.1): embedded in references, so no reference delimiters. */

/** Recommended style (EY-I04), mirroring Hub naming. */
export const ENVIRONMENT_ID_STYLE = /^[a-z0-9][a-z0-9._-]{0,95}$/;

/** JSON Schema pattern: what keeps references parseable (EY-I03). */
export const ENVIRONMENT_ID_SAFE_PATTERN = '^[^/@\\s\\x00-\\x1f\\x7f.][^/@\\s\\x00-\\x1f\\x7f]*$';

/** Why an id would break `hf://datasets/…/{environment_id}@…` parsing, or undefined. */
export function environmentIdProblem(id: string): string | undefined {
  if (id === '') return 'it is empty';
  if (id.includes('/')) return `"${id}" contains "/"`;
  if (id.includes('@')) return `"${id}" contains "@"`;
  if (/\s/.test(id)) return `"${id}" contains whitespace`;
  if (/[\x00-\x1f\x7f]/.test(id)) return 'it contains control characters';
  if (id.startsWith('.')) return `"${id}" starts with "."`;
  return undefined;
}
