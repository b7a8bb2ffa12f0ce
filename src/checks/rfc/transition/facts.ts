import type { RfcAliases } from '../topics.js';
import { trimTrailing } from '../../../engine/text.js';

/**
 * What the numbering and cross-reference rules need to know about one tree, independent of how the
 * Markdown was parsed. `tree-facts.ts` builds it from the RFC document model; tests can build it
 * directly.
 */
export interface MentionFact {
  /** Repository-relative path of the Markdown file holding the mention. */
  file: string;
  line: number;
  column?: number;
  endColumn?: number;
  number: number;
  /** The sentence, normalized (whitespace folded, URLs removed): identity across BASE/HEAD and fingerprint key. */
  sentenceKey: string;
  /** Context per spec 7.4: the sentence minus clauses that mention a different RFC number. */
  context: string;
}

export interface RfcFileFact {
  path: string;
  number: number;
  slug: string;
  /** H1 title without the `RFC NNN:` prefix, when there is an RFC-shaped H1. */
  title?: string;
  h1Line?: number;
  /** Line of the `RFC ID` header field, when present. */
  rfcIdLine?: number;
  /** The Authors field; undefined when the field is missing. */
  authors?: { line: number; handles: readonly string[] };
  aliases: RfcAliases;
}

export interface TreeFacts {
  rfcFiles: readonly RfcFileFact[];
  mentions: readonly MentionFact[];
}

/** Where numbering findings about an RFC file go: its `RFC ID` line, else its H1, else line 1. */
export function numberLine(file: RfcFileFact): number {
  return file.rfcIdLine ?? file.h1Line ?? 1;
}

export function filesByNumber(facts: TreeFacts): Map<number, RfcFileFact[]> {
  const out = new Map<number, RfcFileFact[]>();
  for (const f of facts.rfcFiles) {
    const list = out.get(f.number);
    if (list) list.push(f);
    else out.set(f.number, [f]);
  }
  return out;
}

export function mentionsByNumber(facts: TreeFacts): Map<number, MentionFact[]> {
  const out = new Map<number, MentionFact[]>();
  for (const m of facts.mentions) {
    const list = out.get(m.number);
    if (list) list.push(m);
    else out.set(m.number, [m]);
  }
  return out;
}

/** `file \0 number \0 sentence`: a mention's identity across two revisions of the same file. */
export function mentionIdentity(m: Pick<MentionFact, 'file' | 'number' | 'sentenceKey'>): string {
  return `${m.file}\0${m.number}\0${m.sentenceKey}`;
}

/**
 * Pairs BASE mentions with the HEAD mentions that still carry them (same file, number and normalized
 * sentence), in order, so two identical sentences pair one to one. Returns BASE mention → HEAD mention.
 */
export function survivingMentions(
  baseMentions: readonly MentionFact[],
  head: TreeFacts,
): Map<MentionFact, MentionFact> {
  const headByIdentity = new Map<string, MentionFact[]>();
  for (const m of head.mentions) {
    const key = mentionIdentity(m);
    const list = headByIdentity.get(key);
    if (list) list.push(m);
    else headByIdentity.set(key, [m]);
  }
  const used = new Map<string, number>();
  const out = new Map<MentionFact, MentionFact>();
  for (const m of baseMentions) {
    const key = mentionIdentity(m);
    const candidates = headByIdentity.get(key);
    const index = used.get(key) ?? 0;
    if (candidates && index < candidates.length) {
      out.set(m, candidates[index]!);
      used.set(key, index + 1);
    }
  }
  return out;
}

/** The reservation's topic as a reader would name it: the context without the RFC token, brackets and list noise. */
export function topicPhrase(context: string): string {
  const phrase = context
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
    .replace(/\\?\(\s*(?:see\s+)?RFC[ -]?\d{3}\s*\\?\)/gi, ' ')
    .replace(/(?<![A-Za-z0-9])RFC[ -]?\d{3}(?!\d)\s*:?/g, ' ')
    .replace(/^\s*(?:see|cf\.?|per)\s+/i, '');
  return trimTrailing(phrase, /[\s,;:.!?-]/)
    .replace(/^[\s,;:-]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}
