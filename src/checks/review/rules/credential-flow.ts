import type { Token } from '../../../python/tokenize.js';
import { trailingRun } from '../../../engine/text.js';
import type { ReviewRule } from '../context.js';
import { changedTextMatches, someChangedLine } from '../diff.js';
import { isPython } from '../context.js';
import { isNameToken, isOpToken, statementsOf, viewTextMatches, type Statement } from '../tokens.js';
import { closingBracket, dottedChain, fStringFieldTokens } from '../statements.js';
import { isTestPath } from './paths.js';
import { inNonCredentialScope, isSanitizingCall, isSecretName, SECRET_NAME_HINT } from './secret-logged.js';

/**
 * Credential flow: a secret (a secret-named variable or attribute, `os.environ["HF_TOKEN"]`, or a value
 * built from one) reaching a process command line, a URL query or a log call. The value is followed
 * through the statements of one function: plain and augmented assignments and `list.append/extend` whose
 * value builds a string or a collection from it (an f-string, `+`, `" ".join(...)`, a list literal, `str()`,
 * `shlex.quote()`). A secret passed to another call (`OpenAI(api_key=token)`) does not make the result a
 * secret. Presence tests (`if token`, `token is None`, `bool(token)`, `len(token)`) and masks
 * (`token[:4]`) are not the value. A secret-named variable used directly on the sink's own line in a
 * print, log or subprocess call is review/secret-logged's finding (one defect, one finding).
 */

type SinkKind = 'command' | 'log' | 'url';

const LOG_LEVELS = new Set(['debug', 'info', 'warning', 'warn', 'error', 'exception', 'critical', 'log', 'fatal']);
const OS_PROCESS = /^(system|popen|exec\w*|spawn\w*|posix_spawn\w*)$/;
/** Calls whose result is still the secret (string building, quoting, containers). */
const PASS_THROUGH = new Set(['str', 'format', 'join', 'quote', 'strip', 'rstrip', 'lstrip', 'encode', 'decode', 'list', 'tuple', 'b64encode', 'urlencode', 'f', 'replace']);
/** Keyword arguments through which a secret reaches a process correctly (its environment, not its argv). */
const SAFE_COMMAND_KEYWORDS = new Set(['env', 'environment', 'environ', 'extra_env', 'envs', 'secrets']);

interface Reference {
  name: string;
  /** Index of the token holding it in its statement. */
  index: number;
  /** Line of the token holding it. */
  line: number;
  /** A secret-named name itself (not a value derived from one). */
  direct: boolean;
  /** Origin lines of a derived value (where it was built from a secret). */
  origins: readonly number[];
}

/** Index of the innermost unclosed bracket before each token (-1 at depth 0). */
function openers(tokens: readonly Token[]): number[] {
  const out: number[] = [];
  const stack: number[] = [];
  tokens.forEach((t, i) => {
    if (t.type === 'op' && ')]}'.includes(t.value)) stack.pop();
    out.push(stack.length ? stack[stack.length - 1]! : -1);
    if (t.type === 'op' && '([{'.includes(t.value)) stack.push(i);
  });
  return out;
}

function sinkOf(chain: readonly string[]): SinkKind | undefined {
  const last = chain[chain.length - 1]!;
  const receiver = chain.length > 1 ? chain[chain.length - 2]! : '';
  if (chain.length === 1 && last === 'print') return 'log';
  if (LOG_LEVELS.has(last) && /log/i.test(receiver)) return 'log';
  if (chain[0] === 'subprocess' && chain.length === 2) return 'command';
  if (receiver === 'os' && OS_PROCESS.test(last)) return 'command';
  if (/^create_subprocess_(exec|shell)$/.test(last)) return 'command';
  if (/^exec(_\w+)?$/.test(last) && chain.length > 1) return 'command';
  if (/^start/.test(last) && chain.slice(0, -1).some((c) => /sandbox/i.test(c))) return 'command';
  if (last === 'run_command' || last === 'run_shell') return 'command';
  return undefined;
}

/** Sinks whose same-line direct use of a secret-named variable review/secret-logged already reports. */
const secretLoggedCovers = (chain: readonly string[], kind: SinkKind): boolean =>
  kind === 'log' || (kind === 'command' && (chain[0] === 'subprocess' || chain[0] === 'os' || chain[chain.length - 1] === 'run_command'));

/**
 * Can a token of this statement be a secret reference (a secret-named name, `environ["HF_TOKEN"]`, or a
 * name in an f-string's fields)? Without one, the statement neither reaches a sink with a secret nor taints a name.
 */
const mayNameSecret = (tokens: readonly Token[]): boolean =>
  tokens.some((t) => (t.type === 'name' && SECRET_NAME_HINT.test(t.value)) || (t.type === 'string' && SECRET_NAME_HINT.test(t.content ?? '')));

const SECRETISH = /token|key|secret|passw|credential|auth|print|log|subprocess|system|popen|exec|start|sandbox|\?/i;

class FunctionFlow {
  /** Derived secret values: local name → lines where the value was built. */
  readonly tainted = new Map<string, number[]>();

  /** Secret references among tokens[from, to), skipping presence tests, masks and sanitizing calls. */
  references(tokens: readonly Token[], parents: readonly number[], from: number, to: number, skip?: (i: number) => boolean): Reference[] {
    const out: Reference[] = [];
    for (let i = from; i < to; i++) {
      if (skip?.(i)) continue;
      const t = tokens[i]!;
      if (this.neutral(tokens, parents, i)) continue;
      if (t.type === 'name') {
        const next = tokens[i + 1];
        if (isOpToken(next, '=') && parents[i] !== -1) continue; // a keyword argument's name
        if (isOpToken(next, '.')) continue; // `token.strip` is read at the attribute's end
        const derived = this.tainted.get(t.value);
        if (derived) out.push({ name: t.value, index: i, line: t.line, direct: false, origins: derived });
        else if (isSecretName(t.value) && !isOpToken(next, '(')) out.push({ name: t.value, index: i, line: t.line, direct: true, origins: [] });
      } else if (t.type === 'string') {
        if (t.prefix?.includes('f')) {
          for (const field of fStringFieldTokens(t.content ?? '', t.line)) {
            for (const found of this.references(field, openers(field), 0, field.length)) out.push({ ...found, index: i });
          }
        } else if (isSecretName(t.content ?? '') && /^(environ|getenv|get)$/.test(tokens[i - 2]?.value ?? '') && (isOpToken(tokens[i - 1], '[') || isOpToken(tokens[i - 1], '('))) {
          out.push({ name: t.content!, index: i, line: t.line, direct: true, origins: [] });
        }
      }
    }
    return out;
  }

  /** A test or measure of the secret, not its value: `if token`, `not token`, `token is None`, `len(token)`, `token[:4]`. */
  private neutral(tokens: readonly Token[], parents: readonly number[], i: number): boolean {
    const previous = tokens[i - 1];
    const next = tokens[i + 1];
    if (isNameToken(previous, 'if') || isNameToken(previous, 'not') || isNameToken(previous, 'elif')) return true;
    if (isNameToken(next, 'is') || isNameToken(next, 'in') || isNameToken(next, 'if') || isOpToken(next, '==') || isOpToken(next, '!=') || isOpToken(next, '[')) return true;
    const open = parents[i]!;
    if (!(open > 0 && isOpToken(tokens[open], '(') && isNameToken(tokens[open - 1]))) return false;
    const callee = tokens[open - 1]!.value;
    return isSanitizingCall(callee);
  }

  /** Does the value at token i carry the secret into the assigned result (string building, not another call)? */
  propagates(tokens: readonly Token[], parents: readonly number[], i: number, valueStart: number): boolean {
    for (let open = parents[i]!; open >= valueStart; open = parents[open]!) {
      if (!isOpToken(tokens[open], '(')) continue; // list, dict, set literals and subscripts keep the value
      const callee = tokens[open - 1];
      if (isNameToken(callee) && !PASS_THROUGH.has(callee!.value) && !['if', 'and', 'or', 'not', 'in', 'else', 'return'].includes(callee!.value)) return false;
    }
    return true;
  }

  /** Assignments and appends that make a new name hold the secret. */
  learn(statement: Statement, parents: readonly number[]): void {
    const tokens = statement.tokens;
    const lines = (): number[] => [...new Set(tokens.map((t) => t.line))];
    // `cmd.append(token)`, `args.extend([...])`, `parts.insert(0, token)`
    if (isNameToken(tokens[0]) && isOpToken(tokens[1], '.') && /^(append|extend|insert)$/.test(tokens[2]?.value ?? '') && isOpToken(tokens[3], '(')) {
      const found = this.references(tokens, parents, 4, closingBracket(tokens, 3)).filter((r) => this.propagates(tokens, parents, r.index, 4));
      if (found.length) this.taint(tokens[0]!.value, lines(), found);
      return;
    }
    let assign = -1;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (parents[i] !== -1 || t.type !== 'op') continue;
      if (t.value === '=' || (t.value.length >= 2 && t.value.endsWith('=') && !['==', '!=', '<=', '>='].includes(t.value))) assign = i;
    }
    if (assign < 0) return;
    const found = this.references(tokens, parents, assign + 1, tokens.length).filter((r) => this.propagates(tokens, parents, r.index, assign + 1));
    if (found.length === 0 && this.tainted.size === 0) return; // nothing to taint, nothing to clear
    const targets = tokens.slice(0, assign).filter((t, k) => t.type === 'name' && parents[k] === -1 && !isOpToken(tokens[k + 1], '.') && !isOpToken(tokens[k + 1], '(') && !isOpToken(tokens[k + 1], '['));
    const annotated = tokens.slice(0, assign).findIndex((t, k) => isOpToken(t, ':') && parents[k] === -1);
    const named = annotated >= 0 ? targets.filter((t) => tokens.indexOf(t) < annotated) : targets;
    for (const target of named) {
      if (found.length) this.taint(target.value, lines(), found);
      else if (tokens[assign]!.value === '=') this.tainted.delete(target.value); // reassigned to something else
    }
  }

  private taint(name: string, lines: readonly number[], from: readonly Reference[]): void {
    const origins = new Set([...(this.tainted.get(name) ?? []), ...lines, ...from.flatMap((r) => r.origins)]);
    this.tainted.set(name, [...origins]);
  }
}

/** `?key=` or `&token=` right before the end of a string fragment: what follows is a query parameter's value. */
function endsWithQueryKey(fragment: string): boolean {
  if (!fragment.endsWith('=')) return false;
  const before = fragment.slice(0, -1);
  const key = trailingRun(before, /[\w.-]/);
  const mark = before.charAt(before.length - key.length - 1);
  return mark === '?' || mark === '&';
}

interface Flow {
  kind: SinkKind;
  sink: string;
  line: number;
  reference: Reference;
}

/** Secret values reaching a sink in one statement. */
function flowsIn(statement: Statement, parents: readonly number[], flow: FunctionFlow): Flow[] {
  const tokens = statement.tokens;
  const out: Flow[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // Calls: a process, a log call, or `params=` (a URL query) of any call.
    if (isOpToken(t, '(') && isNameToken(tokens[i - 1])) {
      const chain = dottedChain(tokens, i - 1);
      const kind = sinkOf(chain);
      if (!kind) continue;
      const end = closingBracket(tokens, i);
      const safeRanges: [number, number][] = [];
      if (kind === 'command') {
        for (let k = i + 1; k < end; k++) {
          if (parents[k] === i && isNameToken(tokens[k]) && SAFE_COMMAND_KEYWORDS.has(tokens[k]!.value) && isOpToken(tokens[k + 1], '=')) {
            let stop = k + 2;
            while (stop < end && !(parents[stop] === i && isOpToken(tokens[stop], ','))) stop++;
            safeRanges.push([k, stop]);
          }
        }
      }
      const skip = (k: number) => safeRanges.some(([a, b]) => k >= a && k < b);
      for (const reference of flow.references(tokens, parents, i + 1, end, skip)) {
        if (reference.direct && reference.line === tokens[i - 1]!.line && secretLoggedCovers(chain, kind)) continue;
        out.push({ kind, sink: chain.join('.'), line: tokens[i - 1]!.line, reference });
      }
      continue;
    }
    if (isNameToken(t, 'params') && isOpToken(tokens[i + 1], '=') && parents[i] !== -1) {
      let stop = i + 2;
      while (stop < tokens.length && !(parents[stop] === parents[i] && (isOpToken(tokens[stop], ',') || isOpToken(tokens[stop], ')')))) stop++;
      for (const reference of flow.references(tokens, parents, i + 2, stop)) out.push({ kind: 'url', sink: 'params=', line: t.line, reference });
      continue;
    }
    if (t.type !== 'string') continue;
    // A URL printed or logged with a secret-named variable on the sink's line is review/secret-logged's finding.
    if (insideCoveredSink(tokens, parents, i)) continue;
    // f"...?key={token}"
    if (t.prefix?.includes('f')) {
      const content = t.content ?? '';
      for (const field of content.matchAll(/\{([^{}]*)\}/g)) {
        if (!endsWithQueryKey(content.slice(0, field.index))) continue;
        for (const tokensOfField of fStringFieldTokens(`{${field[1]!}}`, t.line)) {
          for (const reference of flow.references(tokensOfField, openers(tokensOfField), 0, tokensOfField.length)) out.push({ kind: 'url', sink: 'URL', line: t.line, reference });
        }
      }
    } else if (endsWithQueryKey(t.content ?? '') && isOpToken(tokens[i + 1], '+')) {
      // "...?key=" + token
      let stop = i + 2;
      while (stop < tokens.length && (isNameToken(tokens[stop]) || isOpToken(tokens[stop], '.'))) stop++;
      for (const reference of flow.references(tokens, parents, i + 2, stop)) out.push({ kind: 'url', sink: 'URL', line: t.line, reference });
    }
  }
  return out;
}

/** Is token i an argument of a print/log/subprocess call starting on its own line (what secret-logged reads)? */
function insideCoveredSink(tokens: readonly Token[], parents: readonly number[], i: number): boolean {
  for (let open = parents[i]!; open > 0; open = parents[open]!) {
    if (!isOpToken(tokens[open], '(') || !isNameToken(tokens[open - 1])) continue;
    const chain = dottedChain(tokens, open - 1);
    const kind = sinkOf(chain);
    if (kind && secretLoggedCovers(chain, kind) && tokens[open - 1]!.line === tokens[i]!.line) return true;
  }
  return false;
}

const WHERE: Record<SinkKind, string> = {
  command: 'a process command line (visible to every user of the machine in `ps`, and in crash reports)',
  log: 'a log or print call (logs are kept, shipped and shared)',
  url: 'a URL query string (kept in server, proxy and browser logs)',
};
const FIX: Record<SinkKind, string> = {
  command: 'Pass it through the environment (`env={..., "HF_TOKEN": token}`) or stdin instead of the arguments.',
  log: 'Log that it is set (e.g. "token: set"), never the value.',
  url: 'Send it in a header (`Authorization: Bearer ...`) instead of the query string.',
};

export const credentialFlow: ReviewRule = {
  id: 'review/credential-flow',
  description: 'Token or API key that flows (across the statements of one function) into a process command line, a URL query or a log call.',
  defaultSeverity: 'error',
  tier: 1,
  perFile: true,
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path)) continue;
      // No secret-sounding word anywhere in the text: no statement can start a flow (one regex, tested first).
      if (!viewTextMatches(file, SECRET_NAME_HINT)) continue;
      // Only a change that adds a secret-sounding name or a sink is followed (tokenizing is the expensive part).
      if (!changedTextMatches(file, SECRETISH) || !someChangedLine(file, 'added', (l) => SECRETISH.test(l.text))) continue;
      const flows = new Map<string, FunctionFlow>();
      for (const statement of statementsOf(file)) {
        // A page or cursor token (`_decode_page_token(self, token)`) is a position in a listing, not a credential.
        if (inNonCredentialScope(statement)) continue;
        const scope = statement.enclosing.filter((e) => e.keyword === 'def').pop();
        const key = scope ? String(scope.line) : 'module';
        let flow = flows.get(key);
        // With nothing tainted yet in this function, only a statement that names a secret can start a flow.
        if (!flow?.tainted.size && !mayNameSecret(statement.tokens)) continue;
        if (!flow) flows.set(key, (flow = new FunctionFlow()));
        const parents = openers(statement.tokens);
        for (const found of flowsIn(statement, parents, flow)) {
          const changed = [found.line, ...found.reference.origins].some((l) => file.addedLines.has(l)) || statement.tokens.some((t) => file.addedLines.has(t.line));
          if (!changed) continue;
          const via = found.reference.direct ? `\`${found.reference.name}\`` : `\`${found.reference.name}\` (built from a secret on line ${found.reference.origins[0]})`;
          report({
            file: file.path,
            line: found.line,
            message: `Secret ${via} reaches ${WHERE[found.kind]} through \`${found.sink}\`. ${FIX[found.kind]}`,
            key: `${found.kind}:${found.sink}:${found.reference.name}`,
          });
        }
        flow.learn(statement, parents);
      }
    }
  },
};
