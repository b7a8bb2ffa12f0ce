/**
 * Topic tokens and topic matching (spec rfcs.md 7.4), shared by stale-reference detection (numbering /
 * history), reference-title checks and index-title checks.
 *
 * Tokens: lower-case alphanumeric words of at least 3 characters, minus English function words and the
 * generic project words, with plurals reduced. `RFC NNN` mentions themselves are removed first (their
 * digits would otherwise be a token). Topic match = the two token sets intersect.
 */

/** English function words (3+ letters; shorter words are dropped by length anyway). */
const FUNCTION_WORDS = new Set(
  `the and for with from that this these those into onto over under about above after before between
  through during without within via per are was were been being has have had having does did doing done
  will would shall should can could may might must not nor but all any each few more most other some such
  only own same than too very just its our ours your yours their theirs his her hers him she they them
  what which who whom whose when where why how here there then also both either neither because while
  until unless whether etc yet upon out off its it's let lets like once even ever much many among
  across against along around behind below beside besides beyond down inside near onto outside since
  toward towards throughout whereas wherever whenever however thus hence therefore via one two`
    .split(/\s+/)
    .filter(Boolean),
);

/** Generic project words from the spec: they appear everywhere and say nothing about a topic. */
const GENERIC_WORDS = new Set([
  'rfc',
  'rfcs',
  'openenv',
  'environment',
  'environments',
  'env',
  'agent',
  'agents',
  'support',
  'new',
  'upcoming',
  'future',
  'see',
  'details',
  'detail',
]);

const MENTION_TOKEN = /(?<![A-Za-z0-9])RFC[ -]?\d{3}(?!\d)/g;

/** Plural reduction per spec: -sses/-shes/-ches/-xes lose "es", -ies becomes "y", final "s" dropped unless -ss/-us/-is. */
export function singular(word: string): string {
  if (/(?:sses|shes|ches|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Remove parenthetical asides, innermost first: "External Environment Imports (ORS, Verifiers)" -> "External Environment Imports ". */
export function removeParentheticals(text: string): string {
  let previous: string;
  let current = text;
  let guard = 0;
  do {
    previous = current;
    current = current.replace(/\([^()]*\)/g, ' ');
  } while (current !== previous && ++guard < 20);
  return current;
}

/** Topic tokens of a piece of prose. */
export function topicTokens(text: string): Set<string> {
  const tokens = new Set<string>();
  const cleaned = text.replace(MENTION_TOKEN, ' ').toLowerCase();
  for (const word of cleaned.split(/[^\p{L}\p{N}]+/u)) {
    if (word.length < 3 || FUNCTION_WORDS.has(word) || GENERIC_WORDS.has(word)) continue;
    const reduced = singular(word);
    if (GENERIC_WORDS.has(reduced) || FUNCTION_WORDS.has(reduced)) continue;
    tokens.add(reduced);
  }
  return tokens;
}

type TokenInput = string | ReadonlySet<string>;

function asTokens(input: TokenInput): ReadonlySet<string> {
  return typeof input === 'string' ? topicTokens(input) : input;
}

/** True when the two topics share at least one token (strings are tokenized as-is, sets are used as given). */
export function topicMatch(a: TokenInput, b: TokenInput): boolean {
  const left = asTokens(a);
  const right = asTokens(b);
  const [small, large] = left.size <= right.size ? [left, right] : [right, left];
  for (const token of small) if (large.has(token)) return true;
  return false;
}

/** The shared tokens, for messages and debugging. */
export function sharedTokens(a: TokenInput, b: TokenInput): string[] {
  const right = asTokens(b);
  return [...asTokens(a)].filter((t) => right.has(t));
}

/** Index-title agreement (spec 8): one token set contains the other (parentheticals dropped from both). */
export function titlesAgree(description: string, title: string): boolean {
  const a = topicTokens(removeParentheticals(description));
  const b = topicTokens(removeParentheticals(title));
  const subset = (x: ReadonlySet<string>, y: ReadonlySet<string>) => [...x].every((t) => y.has(t));
  return subset(a, b) || subset(b, a);
}

/** What a document needs to provide for alias computation (an RfcDocument satisfies it). */
export interface AliasSource {
  readonly slug?: string;
  readonly h1?: { readonly title: string };
}

export interface RfcAliases {
  /** The alias phrases (parentheticals removed): H1 title, slug words, index description. */
  readonly phrases: readonly string[];
  /** Union of their topic tokens. */
  readonly tokens: ReadonlySet<string>;
}

/** Aliases of an RFC file (spec 7.4): its H1 title, its slug and its index description, parentheticals removed. */
export function rfcAliases(doc: AliasSource, indexDescription?: string): RfcAliases {
  const phrases: string[] = [];
  if (doc.h1?.title) phrases.push(removeParentheticals(doc.h1.title).replace(/\s+/g, ' ').trim());
  if (doc.slug) phrases.push(doc.slug.replace(/-/g, ' '));
  if (indexDescription) phrases.push(removeParentheticals(indexDescription).replace(/\s+/g, ' ').trim());
  const tokens = new Set<string>();
  for (const phrase of phrases) for (const t of topicTokens(phrase)) tokens.add(t);
  return { phrases, tokens };
}
