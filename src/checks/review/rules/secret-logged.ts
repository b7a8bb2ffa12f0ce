import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { headLineText, scannedLines } from '../diff.js';
import type { Token } from '../../../python/tokenize.js';
import { codeOf, fStringFieldTokens, tokenAtOffset } from '../statements.js';
import { isOpToken, pythonViewOf, viewTextMatches, type Statement } from '../tokens.js';
import { isTestPath } from './paths.js';

const SECRET_WORDS = new Set(['token', 'secret', 'password', 'passwd', 'apikey', 'credential', 'credentials']);
const SECRET_PAIRS = [
  ['api', 'key'],
  ['access', 'key'],
  ['private', 'key'],
  ['secret', 'key'],
  ['auth', 'token'],
];
/**
 * Words that make a secret-sounding name harmless (`max_tokens`, `token_count`, `TOKEN_ENV_VAR`, a table
 * of the variables to read a key from: `_PROVIDER_API_KEY_ENVS`, `HF_TOKEN_VARIABLES`).
 */
const HARMLESS_WORDS = new Set([
  'max', 'num', 'count', 'len', 'length', 'limit', 'ids', 'id', 'type', 'name', 'names', 'file', 'path', 'url', 'env', 'envs', 'var', 'vars', 'variable', 'variables',
  'budget', 'usage', 'prefix', 'header', 'tokens', 'tokenizer', 'present', 'set', 'missing', 'is', 'has',
  // A position in a listing or a form nonce, not a credential (`page_token`, `next_token`, `csrf_token`).
  'page', 'next', 'cursor', 'pagination', 'continuation', 'csrf',
]);

/**
 * Text every secret name contains (every secret word and pair of isSecretName has one of these): most
 * names have none, and a statement without it anywhere has no secret name to follow.
 */
export const SECRET_NAME_HINT = /token|secret|passw|credential|key/i;

/** Is this identifier the name of a secret value (`hf_token`, `OPENAI_API_KEY`, `apiKey`)? */
export function isSecretName(identifier: string): boolean {
  if (!SECRET_NAME_HINT.test(identifier)) return false;
  const words = identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/_+/)
    .filter(Boolean);
  if (words.some((w) => HARMLESS_WORDS.has(w))) return false;
  if (words.some((w) => SECRET_WORDS.has(w))) return true;
  return SECRET_PAIRS.some(([a, b]) => words.some((w, i) => w === a && words[i + 1] === b));
}

/** Function names whose `token` is a page or cursor position, a form nonce or a tokenizer's piece. */
const NOT_CREDENTIAL_SCOPE = /page|cursor|pagination|continuation|csrf|tokeniz/i;

/** Is this statement inside a function like `_decode_page_token(self, token)`, whose token is no credential? */
export function inNonCredentialScope(statement: Statement): boolean {
  const scope = statement.enclosing.filter((e) => e.keyword === 'def').pop();
  return scope !== undefined && NOT_CREDENTIAL_SCOPE.test(scope.tokens.find((t, i) => i > 0 && t.type === 'name' && t.value !== 'def')?.value ?? '');
}

/** Calls that test or measure a secret without exposing it (`len(token)`, `mask(key)`, `_token_fingerprint(t)`). */
const SANITIZERS = new Set(['len', 'bool', 'hash', 'type', 'isinstance', 'id', 'mask', 'redact', 'mask_secret', 'redact_secret', 'sha256', 'sha1', 'md5', 'callable', 'hasattr', 'getattr']);
export const isSanitizingCall = (callee: string): boolean => SANITIZERS.has(callee) || /fingerprint|hash|mask|redact|digest|sha\d|md5/i.test(callee);

/**
 * Names whose value the tokens show: not a sanitizing function (`_token_fingerprint(...)`) nor anything
 * inside its call (`mask(token)`); `get_token()` is still the token. One pass, counting the sanitizing calls open.
 */
function valueNames(tokens: readonly Token[]): Set<string> {
  const out = new Set<string>();
  const sanitizing: boolean[] = [];
  let open = 0;
  tokens.forEach((t, i) => {
    if (t.type === 'op' && '([{'.includes(t.value)) {
      const callee = tokens[i - 1];
      const masks = t.value === '(' && callee?.type === 'name' && isSanitizingCall(callee.value);
      sanitizing.push(masks);
      if (masks) open++;
    } else if (t.type === 'op' && ')]}'.includes(t.value)) {
      if (sanitizing.pop()) open--;
    } else if (t.type === 'name' && open === 0 && !(isOpToken(tokens[i + 1], '(') && isSanitizingCall(t.value))) out.add(t.value);
  });
  return out;
}

const SINKS: { regex: RegExp; what: string }[] = [
  { regex: /(^|[^\w.])print\s*\(/, what: 'printed' },
  { regex: /\b(logger|logging|log|_logger|LOGGER)\.(debug|info|warning|warn|error|exception|critical|log)\s*\(/, what: 'logged' },
  { regex: /\braise\s+\w+(\.\w+)*\s*\(/, what: 'put in an error message' },
  { regex: /\b(subprocess\.\w+|os\.system|os\.popen|os\.exec\w*|run_command|sh)\s*\(/, what: 'interpolated into a command' },
];

/**
 * A word every sink above spells. In a statement's code the letters of one word come from one name or
 * number token (string literals show only their prefix), so a statement none of whose tokens contains one
 * of these cannot match a sink: it is skipped before its code is built.
 */
const SINK_WORDS = /print|log|LOG|raise|subprocess|os|run_command|sh/;
function mayHaveSink(tokens: readonly Token[], seen: Map<string, boolean>): boolean {
  for (const t of tokens) {
    if (t.type !== 'name' && t.type !== 'number') continue;
    // A file repeats its names: each is tested once.
    let word = seen.get(t.value);
    if (word === undefined) seen.set(t.value, (word = SINK_WORDS.test(t.value)));
    if (word) return true;
  }
  return false;
}

const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/g;

/**
 * Presence tests show whether a secret is set, never its value: `"yes" if token else "no"`,
 * `bool(token)`, `token is not None`. Blanked before the names are read.
 */
const PRESENCE_TESTS = [
  /\bif\s+(?:not\s+)?[\w.]+(?:\s+is\s+(?:not\s+)?None)?\s+else\b/g,
  /\bbool\s*\(\s*[\w.]+\s*\)/g,
  /[\w.]+\s+is\s+(?:not\s+)?None\b/g,
];
const withoutPresenceTests = (code: string): string => PRESENCE_TESTS.reduce((text, regex) => text.replace(regex, ' '), code);

export const secretLogged: ReviewRule = {
  id: 'review/secret-logged',
  description: 'Secret-named variable printed, logged, put in an error message or interpolated into a command.',
  defaultSeverity: 'error',
  tier: 1,
  perFile: true,
  wholeFile: true,
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || isTestPath(file.path)) continue;
      if (isPython(file.path)) {
        // Every name isSecretName accepts has a hint word, and a statement's names are in the text its
        // view is built from: without one, no statement can log a secret (most files are skipped here).
        if (!viewTextMatches(file, SECRET_NAME_HINT)) continue;
        const sinkWords = new Map<string, boolean>();
        for (const statement of pythonViewOf(file).statements) {
          const { tokens } = statement;
          if (!mayHaveSink(tokens, sinkWords) || inNonCredentialScope(statement)) continue;
          const code = codeOf(tokens).text;
          const sink = SINKS.find((s) => s.regex.test(code));
          if (!sink) continue;
          const sinkAt = code.search(sink.regex);
          const sinkToken = tokenAtOffset(tokens, sinkAt + (/^[^\w.]/.test(code.charAt(sinkAt)) ? 1 : 0));
          const after = tokens.slice(tokens.indexOf(sinkToken));
          // Names in f-string replacement fields count as printed too (`print(f"{token}")`).
          const fields = after.flatMap((t) => (t.type === 'string' && t.prefix!.includes('f') ? fStringFieldTokens(t.content!, t.line) : []));
          const interpolated = fields.map((f) => codeOf(f).text).join(' ');
          const values = new Set([after, ...fields].flatMap((part) => [...valueNames(part)]));
          const names = [...withoutPresenceTests(`${code.slice(sinkAt)} ${interpolated}`).matchAll(IDENTIFIER)].map((m) => m[0]);
          const secret = names.find((n) => isSecretName(n) && values.has(n) && !/^(os|environ|getenv|get)$/.test(n));
          if (!secret) continue;
          const text = headLineText(file, sinkToken.line);
          report({
            file: file.path,
            line: sinkToken.line,
            message: `Secret-named variable \`${secret}\` is ${sink.what}. Never expose credentials: log that a value is set (e.g. "token: set") instead of the value, and pass secrets to commands through the environment.`,
            key: `${secret}:${text}`,
          });
        }
      } else if (/(^|\/)(Dockerfile[^/]*|[^/]+\.sh|[^/]+\.ya?ml)$/.test(file.path)) {
        for (const { line, text } of scannedLines(file)) {
          const echo = /(?:^|[\s;&|(`])(?:echo|printf)\b([^#\n]*)/.exec(text);
          if (!echo) continue;
          const secret = expandedVariables(echo[1]!).find(isSecretName);
          if (!secret) continue;
          report({
            file: file.path,
            line,
            message: `Secret \`${secret}\` is echoed to the output. Remove the echo; check that it is set with \`[ -n "$${secret}" ]\` instead.`,
            key: `${secret}:${text.trim()}`,
          });
        }
      }
    }
  },
};

/**
 * Variables the shell (or GitHub Actions) expands in an echo's arguments. Shell quoting decides: inside
 * single quotes and after a backslash (`\$HF_TOKEN`) a `$` is literal text; `${{ secrets.X }}` is
 * substituted by Actions before any shell runs, so it counts everywhere. One left-to-right pass.
 */
export function expandedVariables(args: string): string[] {
  const out: string[] = [];
  let single = false;
  let double = false;
  for (let i = 0; i < args.length; i++) {
    const c = args.charAt(i);
    if (args.startsWith('${{', i)) {
      const m = /^\$\{\{\s*(?:secrets\.|env\.)?([A-Za-z_]\w*)/.exec(args.slice(i, i + 200));
      if (m) out.push(m[1]!);
      continue;
    }
    if (single) {
      if (c === "'") single = false;
      continue;
    }
    if (c === '"') double = !double;
    else if (c === "'" && !double) single = true;
    else if (c === '\\') i++; // the next character is literal
    else if (c === '$') {
      const m = /^\$\{?([A-Za-z_]\w*)/.exec(args.slice(i, i + 200));
      if (m) out.push(m[1]!);
    }
  }
  return out;
}
