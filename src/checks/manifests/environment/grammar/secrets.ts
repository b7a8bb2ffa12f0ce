/** Secret names and token-shaped values (environment-yaml.md §5.9, EY-K01…K04). */

export const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const TOKEN_SHAPES: ReadonlyArray<readonly [string, string]> = [
  ['a Hugging Face token', 'hf_[A-Za-z0-9]{16,}'],
  ['an API key ("sk-…")', 'sk-[A-Za-z0-9_-]{16,}'],
  ['a GitHub token', 'gh[pousr]_[A-Za-z0-9]{20,}'],
  ['a GitHub token', 'github_pat_[A-Za-z0-9_]{20,}'],
  ['an AWS access key', '(?:AKIA|ASIA)[0-9A-Z]{16}'],
];
const TOKEN_REGEXES = TOKEN_SHAPES.map(([label, source]) => [label, new RegExp(`^${source}$`)] as const);

/** Long base64-looking run with mixed classes: how most generated secrets look. */
const LONG_BASE64 = /^[A-Za-z0-9+/_-]{40,}={0,2}$/;

/**
 * For JSON Schema: a string value the secret-token-shape rule flags, as the rule sees it (the trimmed
 * value, or the trimmed part after its first "="). `KNOWN_TOKEN_VALUE_PATTERN` is the known prefixes
 * (flagged anywhere); `TOKEN_VALUE_PATTERN` adds the generic long-base64 shape (flagged in secrets lists
 * and other frameworks' blocks). The rule itself matches the regexes above on trimmed text.
 */
const KNOWN_SHAPES = TOKEN_SHAPES.map(([, source]) => source).join('|');
const GENERIC_SHAPE = '(?=\\S*[a-z])(?=\\S*[A-Z])(?=\\S*[0-9])(?![0-9a-fA-F]+\\s*$)[A-Za-z0-9+/_-]{40,}={0,2}';
export const KNOWN_TOKEN_VALUE_PATTERN = `^(?:[^=]*=)?\\s*(?:${KNOWN_SHAPES})\\s*$`;
export const TOKEN_VALUE_PATTERN = `^(?:[^=]*=)?\\s*(?:${KNOWN_SHAPES}|${GENERIC_SHAPE})\\s*$`;

/**
 * What kind of credential the string looks like, or undefined. `strict` drops the generic long-base64
 * shape (used for values anywhere in a file, where long ids are common).
 */
export function tokenShape(value: string, options: { includeGeneric?: boolean } = {}): string | undefined {
  const text = value.trim();
  for (const [label, re] of TOKEN_REGEXES) if (re.test(text)) return label;
  if (
    options.includeGeneric &&
    LONG_BASE64.test(text) &&
    /[a-z]/.test(text) &&
    /[A-Z]/.test(text) &&
    /[0-9]/.test(text) &&
    !/^[0-9a-f]+$/i.test(text)
  ) {
    return 'a long random token';
  }
  return undefined;
}
