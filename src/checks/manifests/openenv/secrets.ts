/**
 * What makes a `variables` entry a committed secret (OE-V08): a token-shaped value, or a name that says
 * "secret" with a real-looking value. Written as JSON Schema patterns (no regex flags, so the
 * case-insensitive parts spell both cases) that the rule and the published schema share.
 */
import { anyCase } from '../../../engine/pattern.js';

/** Known token shapes, matched against the trimmed value. */
const TOKEN_SHAPES: ReadonlyArray<readonly [string, string]> = [
  ['hf_[A-Za-z0-9]{20,}', 'a Hugging Face token'],
  ['sk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}', 'an OpenAI/Anthropic-style API key'],
  ['gh[pousr]_[A-Za-z0-9]{30,}', 'a GitHub token'],
  ['github_pat_[A-Za-z0-9_]{30,}', 'a GitHub token'],
  ['(?:AKIA|ASIA)[A-Z0-9]{16}', 'an AWS access key id'],
  ['xox[abprs]-[A-Za-z0-9-]{10,}', 'a Slack token'],
  ['AIza[0-9A-Za-z_-]{35}', 'a Google API key'],
];
const TOKEN_REGEXES = TOKEN_SHAPES.map(([source, label]) => [new RegExp(`^${source}$`), label] as const);

/** An untrimmed string value shaped like a token (for the JSON Schema; the rule trims first). */
export const TOKEN_VALUE_PATTERN = untrimmed(TOKEN_SHAPES.map(([source]) => source).join('|'));

/** A name segment that says "secret" (`HF_TOKEN`, `DB_PASSWORD`, `OPENAI_API_KEY`; not `MAX_TOKENS`), any case. */
export const SECRET_NAME_PATTERN = `(?:^|_)(?:${['TOKEN', 'SECRET', 'SECRET_KEY', 'PASSWORD', 'PASSWD', 'API_?KEY', 'PRIVATE_?KEY', 'ACCESS_?KEY', 'CREDENTIALS?'].map(anyCase).join('|')})(?:$|_)`;

/**
 * Values under a secret-looking name that are obviously no secret: blank, digits only, a `${VAR}`
 * reference, `<placeholder>`, or a placeholder word (any case).
 */
const NOT_A_SECRET_ALTERNATIVES = `\\d*|\\$\\{?[A-Za-z_]+\\}?|<.*>|${['x+', '\\*+', 'changeme', 'your[_-].*', 'todo', 'none', 'null', 'example.*', 'dummy', 'placeholder'].map(anyCase).join('|')}`;
/** The same for an untrimmed value (for the JSON Schema). */
export const NOT_A_SECRET_VALUE_PATTERN = untrimmed(NOT_A_SECRET_ALTERNATIVES);

/**
 * The pattern of a whole value with surrounding whitespace allowed. For editors only: the rule trims
 * and matches anchored alternatives, which keeps its regexes linear-time on hostile input.
 */
function untrimmed(alternatives: string): string {
  return `^\\s*(?:${alternatives})\\s*$`;
}

/** Token shapes found anywhere in a text (unanchored; one alternation, linear), with their labels. */
const TOKEN_SEARCH = new RegExp(`(?<![A-Za-z0-9_-])(?:${TOKEN_SHAPES.map(([source]) => `(${source})`).join('|')})`, 'g');
/** Shapes that are documentation, not keys: `sk-xxxx…`, `hf_your_token_here`, `AKIAEXAMPLE…`. */
const PLACEHOLDER_TOKEN = /x{6,}|your|example|placeholder|dummy|fake|sample|\*{4,}|0{8,}|\.\.\./i;

/** The first real-looking token in a text: its label and 1-based line, or undefined. */
export function tokenIn(text: string): { label: string; line: number } | undefined {
  TOKEN_SEARCH.lastIndex = 0;
  for (let m = TOKEN_SEARCH.exec(text); m; m = TOKEN_SEARCH.exec(text)) {
    if (PLACEHOLDER_TOKEN.test(m[0])) continue;
    const group = m.slice(1).findIndex((g) => g !== undefined);
    return { label: TOKEN_SHAPES[group]![1], line: text.slice(0, m.index).split('\n').length };
  }
  return undefined;
}

export function tokenShape(value: string): string | undefined {
  const v = value.trim();
  return TOKEN_REGEXES.find(([re]) => re.test(v))?.[1];
}

const SECRET_NAME = new RegExp(SECRET_NAME_PATTERN);
const NOT_A_SECRET = new RegExp(`^(?:${NOT_A_SECRET_ALTERNATIVES})$`);

/** Why a variable is a committed secret, or undefined. `value` is the Python `str()` text of the value. */
export function secretVariable(name: string, value: string): string | undefined {
  const shape = tokenShape(value);
  if (shape) return `its value looks like ${shape}`;
  if (SECRET_NAME.test(name) && !NOT_A_SECRET.test(value.trim())) return 'its name says it is a secret';
  return undefined;
}
