import { LineCounter, parseDocument, visit } from 'yaml';
import * as z from 'zod';
import { CHECK_IDS, type CheckId } from './check.js';
import { SEVERITIES } from './finding.js';
import { UserError } from './errors.js';
import { editDistance } from './edit-distance.js';
import { firstDuplicateKey } from './yaml-duplicate-key.js';
import { LIMITS } from './limits.js';
import { pathPatterns, type ResolvedConfig } from './resolved-config.js';

// Parsing the config file (YAML, zod). The resolved config and what the run needs of it are in
// resolved-config.ts, so a run without a config file never loads the YAML parser.
export { configuredSeverity, DEFAULT_CONFIG_PATH, EMPTY_CONFIG, pathPatterns, type ResolvedConfig } from './resolved-config.js';


const ruleSetting = z.enum([...SEVERITIES, 'off']);
const optionValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);

/** The config file, `.github/openenv-ci.yml` by default. */
export const configSchema = z
  .object({
    /** Which checks `openenv-ci check` (and the action without a `checks` input) runs. */
    checks: z.array(z.enum(CHECK_IDS)).min(1).optional(),
    /** Per-rule severity override, or `off`. Keys are rule ids (`rfc/header-layout`) or groups (`rfc/*`). */
    rules: z.record(z.string().regex(/^[a-z0-9-]+\/(\*|[a-z0-9-]+)$/, 'rule ids look like group/kebab-name or group/*'), ruleSetting).optional(),
    /** Findings in files matching `exclude` (or not matching `include`) are dropped. Globs, repo-relative. */
    paths: z
      .object({ include: z.array(z.string()).optional(), exclude: z.array(z.string()).optional() })
      .strict()
      .optional(),
    /** A JSON file of accepted fingerprints (or a previous JSON report): those findings are not reported. */
    baseline: z.string().optional(),
    /** Per-check options, the same names as the action inputs: `options: { rfc-lint: { former-slugs: a/b } }`. */
    options: z.partialRecord(z.enum(CHECK_IDS), z.record(z.string(), optionValue)).optional(),
  })
  .strict();

export type ConfigFile = z.infer<typeof configSchema>;


/**
 * Parse and validate a config file's text; errors name the file, line and column and what to write
 * instead. With `knownRules`, a rule id (or `group/*`) that matches no rule is an error too: a typo
 * would otherwise silently leave the rule at its default.
 */
/** The usage error for a config file over LIMITS.configBytes (refused before it is parsed). */
export function configTooLarge(source: string, bytes: number): UserError {
  return new UserError(`${source} is ${bytes.toLocaleString('en-US')} bytes, over the ${LIMITS.configBytes.toLocaleString('en-US')}-byte limit for a config file (a config is a few KB); it was not read. Shorten it.`);
}

export function parseConfig(text: string, source: string, knownRules?: readonly string[], advisoryRules: readonly string[] = []): ResolvedConfig {
  const bytes = Buffer.byteLength(text);
  if (bytes > LIMITS.configBytes) throw configTooLarge(source, bytes);
  const lineCounter = new LineCounter();
  // Duplicate keys are found by firstDuplicateKey: yaml's own `uniqueKeys` check is quadratic.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!;
    const pos = lineCounter.linePos(e.pos[0]);
    throw new UserError(`${source}:${pos.line}:${pos.col}: invalid YAML: ${e.message.split('\n')[0]}`);
  }
  let nodes = 0;
  visit(doc, () => (++nodes > LIMITS.configNodes ? visit.BREAK : undefined));
  if (nodes > LIMITS.configNodes) {
    throw new UserError(`${source}: the config has more than ${LIMITS.configNodes.toLocaleString('en-US')} YAML nodes (keys, values, list items); a config names a few checks, rules and paths. It was not applied: shorten it.`);
  }
  const duplicate = firstDuplicateKey(doc);
  if (duplicate !== undefined) {
    const pos = lineCounter.linePos(duplicate);
    throw new UserError(`${source}:${pos.line}:${pos.col}: invalid YAML: Map keys must be unique`);
  }
  const raw: unknown = configValue(doc, source);
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const node = doc.getIn(issue.path as (string | number)[], true) as { range?: [number, number, number] } | undefined;
    const parentNode = doc.getIn(issue.path.slice(0, -1) as (string | number)[], true) as { range?: [number, number, number] } | undefined;
    const offset = node?.range?.[0] ?? parentNode?.range?.[0] ?? 0;
    const pos = lineCounter.linePos(offset);
    const where = issue.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new UserError(`${source}:${pos.line}:${pos.col}: invalid config${where}: ${issue.message}. See the "Configuration" section of the README.`);
  }
  const config = parsed.data;
  if (knownRules) {
    const groups = new Set(knownRules.map((id) => id.split('/')[0]!));
    for (const id of Object.keys(config.rules ?? {})) {
      const known = id.endsWith('/*') ? groups.has(id.slice(0, -2)) : knownRules.includes(id);
      if (known) continue;
      const rules = doc.get('rules', true) as { items?: { key?: { value?: unknown; range?: [number, number, number] } }[] } | undefined;
      const keyNode = rules?.items?.find((item) => item.key?.value === id)?.key;
      const pos = lineCounter.linePos(keyNode?.range?.[0] ?? 0);
      const suggestion = closest(id, id.endsWith('/*') ? [...groups].map((g) => `${g}/*`) : knownRules);
      throw new UserError(
        `${source}:${pos.line}:${pos.col}: invalid config at rules: no rule ${id}${suggestion ? `; did you mean ${suggestion}?` : '.'} The rule ids are listed in docs/rules.md.`,
      );
    }
  }
  // An advisory rule (RuleMeta.advisory: the model pass's claims) never fails a run: error is refused, not
  // read as something else. A group setting (`review/*: error`) raises it to warning only (asReported).
  for (const id of advisoryRules) {
    if (config.rules?.[id] !== 'error') continue;
    const rules = doc.get('rules', true) as { items?: { key?: { value?: unknown; range?: [number, number, number] } }[] } | undefined;
    const pos = lineCounter.linePos(rules?.items?.find((item) => item.key?.value === id)?.key?.range?.[0] ?? 0);
    throw new UserError(
      `${source}:${pos.line}:${pos.col}: invalid config at rules.${id}: ${id} is advisory (model-suggested, never part of the verdict); its severity may be notice, warning or off, not error.`,
    );
  }
  const options: ResolvedConfig['options'] = {};
  for (const [check, values] of Object.entries(config.options ?? {})) {
    options[check as CheckId] = Object.fromEntries(
      Object.entries(values ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join('\n') : String(v)]),
    );
  }
  return {
    source,
    checks: config.checks,
    rules: config.rules ?? {},
    include: (config.paths?.include ?? []).flatMap(pathPatterns),
    exclude: (config.paths?.exclude ?? []).flatMap(pathPatterns),
    baseline: config.baseline,
    options,
  };
}

/** Aliases a config file may expand (yaml's own guard counts alias uses against the document's size). */
const MAX_CONFIG_ALIAS_COUNT = 100;

/**
 * The document as plain data. The yaml package refuses an alias bomb with a ReferenceError; that is the
 * user's file, so it is a user error that says what was measured, not an internal error with a stack.
 */
function configValue(doc: ReturnType<typeof parseDocument>, source: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_CONFIG_ALIAS_COUNT }) ?? {};
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    let aliases = 0;
    visit(doc, { Alias: () => void aliases++ });
    throw new UserError(
      `${source}: invalid config: its ${aliases} aliases expand past the limit of ${MAX_CONFIG_ALIAS_COUNT} alias expansions (an alias bomb). Write the values out instead of nesting aliases.`,
    );
  }
}

/** The candidate nearest to `word` by edit distance, when it is close enough to be a likely typo. */
function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(3, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = editDistance(word, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}
