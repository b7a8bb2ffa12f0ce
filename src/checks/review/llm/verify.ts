/**
 * Every claim the model makes is checked against the diff, the HEAD lines and the BASE documents; a
 * claim that fails any check is dropped and its reason counted. Nothing the model says is taken on
 * trust: the only claims kept are bound to lines that say what they quote.
 */
import type { Hunk } from './diff-text.js';
import type { Fact, GroundingDoc } from './prompt.js';
import { sanitizeText } from './sanitize.js';
import type { Claim, DropReason } from './schema.js';

export interface VerifiedClaim {
  category: Claim['category'];
  path: string;
  startLine: number;
  endLine: number;
  quote: string;
  rationale: string;
  docRef?: { doc: string; line: number; quote: string };
}

export interface VerifyContext {
  /** The chunk's files and their hunks. */
  files: ReadonlyMap<string, readonly Hunk[]>;
  docs: readonly GroundingDoc[];
  facts: readonly Fact[];
  rfcDir: string;
}

const normalise = (text: string): string => sanitizeText(text).replace(/\s+/g, ' ').trim();

/** Categories deterministic rules own: the model may not speak in them (linear regexes, bounded input). */
const RULE_OWNED: readonly { test: (claim: Claim, rfcDir: string) => boolean }[] = [
  // Lint and formatting: ruff (review/lint).
  { test: (c) => /\b(?:unused (?:import|variable)|line too long|formatting|trailing whitespace|import order|pep ?8|ruff|flake8|lint)\b/i.test(c.rationale) },
  // Debug statements: review/debug-print and review/debugger.
  { test: (c) => /\b(?:debug print|print statement|breakpoint\(\)|pdb)\b/i.test(c.rationale) },
  // RFC numbering: rfc-lint.
  { test: (c, rfcDir) => c.path.startsWith(rfcDir + '/') && /\b(?:rfc numbers?|numbering|renumber\w*|number collision|duplicate number)\b/i.test(c.rationale) },
  // Manifest schema: manifests.
  { test: (c) => /(^|\/)(?:openenv|environment)\.ya?ml$/.test(c.path) },
];

export function verifyClaim(claim: Claim, context: VerifyContext): VerifiedClaim | DropReason {
  const hunks = context.files.get(claim.path);
  if (!hunks) return 'path-not-in-diff';
  const start = Math.min(claim.start_line, claim.end_line);
  const end = Math.max(claim.start_line, claim.end_line);
  const hunk = hunks.find((h) => h.headStart <= start && end <= h.headEnd);
  if (!hunk) return 'lines-outside-hunk';
  const cited = hunk.lines.filter((l) => l.head !== undefined && l.head >= start && l.head <= end);
  if (!cited.some((l) => l.kind === '+')) return 'no-added-line';
  const quote = normalise(claim.quote);
  if (quote === '' || !normalise(cited.map((l) => l.text).join('\n')).includes(quote)) return 'quote-mismatch';
  if (claim.doc_ref) {
    const doc = context.docs.find((d) => d.path === claim.doc_ref!.doc);
    const shown = !doc?.shown || doc.shown.has(claim.doc_ref.line - 1);
    const line = shown ? doc?.lines[claim.doc_ref.line - 1] : undefined;
    const docQuote = normalise(claim.doc_ref.quote);
    if (line === undefined || docQuote === '' || !normalise(line).includes(docQuote)) return 'doc-ref-mismatch';
  }
  if (context.facts.some((f) => f.file === claim.path && f.line !== undefined && f.line >= start - 2 && f.line <= end + 2)) return 'duplicates-finding';
  if (RULE_OWNED.some((owned) => owned.test(claim, context.rfcDir))) return 'rule-owned';
  return {
    category: claim.category,
    path: claim.path,
    startLine: start,
    endLine: end,
    quote: sanitizeText(claim.quote).trim(),
    rationale: sanitizeText(claim.rationale).trim(),
    ...(claim.doc_ref ? { docRef: { doc: claim.doc_ref.doc, line: claim.doc_ref.line, quote: sanitizeText(claim.doc_ref.quote).trim() } } : {}),
  };
}

/** A kept claim of an earlier run, checked again against this diff (cache entries and carried-forward claims alike). */
export function reverify(claim: VerifiedClaim, context: VerifyContext): VerifiedClaim | DropReason {
  return verifyClaim(
    {
      category: claim.category,
      path: claim.path,
      start_line: claim.startLine,
      end_line: claim.endLine,
      quote: claim.quote,
      rationale: claim.rationale,
      doc_ref: claim.docRef ? { doc: claim.docRef.doc, line: claim.docRef.line, quote: claim.docRef.quote } : null,
    },
    context,
  );
}

/**
 * Where an earlier claim's quoted lines are now: the same file's HEAD lines in the current diff whose
 * normalised text equals the quoted range's (the first match). Undefined: the lines are gone (retired).
 */
export function relocate(claim: VerifiedClaim, files: ReadonlyMap<string, readonly Hunk[]>): VerifiedClaim | undefined {
  const hunks = files.get(claim.path);
  if (!hunks) return undefined;
  const quote = normalise(claim.quote);
  const span = claim.endLine - claim.startLine;
  for (const hunk of hunks) {
    const lines = hunk.lines.filter((l) => l.head !== undefined);
    for (let i = 0; i + span < lines.length; i++) {
      const window = lines.slice(i, i + span + 1);
      if (window.some((l) => l.kind === '+') && normalise(window.map((l) => l.text).join('\n')).includes(quote)) {
        return { ...claim, startLine: window[0]!.head!, endLine: window[span]!.head! };
      }
    }
  }
  return undefined;
}
