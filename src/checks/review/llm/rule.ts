import { collectFindings, type Rule } from '../../../engine/rule.js';
import type { Finding } from '../../../engine/finding.js';
import type { VerifiedClaim } from './verify.js';

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max - 1) + '…' : text);
/** One line: the model's words may hold newlines, and a finding's message is read in an annotation or a terminal. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The model pass's claims as findings: one per claim that survived verification (src/checks/review/llm),
 * on the cited HEAD lines, so each is an annotation, a SARIF result and a line of the text and JSON
 * reports. Advisory (RuleMeta.advisory): never in the verdict, the counts, the exit status or fail-on;
 * the comment lists them only in the model pass's own section. Notice by default; the config may raise
 * it to warning, never error. The message is plain text; each reporter escapes it for its medium.
 */
export const llmClaim: Rule<readonly VerifiedClaim[]> = {
  id: 'review/llm-claim',
  description: 'A model-suggested problem on an added line, kept only when its cited lines, quote and document reference check out (advisory; off unless llm is advisory).',
  details:
    'Annotated and in SARIF like any finding; in the comment only in its own "Model-suggested, citations machine-checked" section. The config may set warning (error is refused); see docs/review.md, "Model pass".',
  defaultSeverity: 'notice',
  advisory: true,
  run(claims, report) {
    for (const claim of claims) {
      const grounded = claim.docRef ? ` Grounded in ${claim.docRef.doc}:${claim.docRef.line} (BASE).` : '';
      report({
        file: claim.path,
        line: claim.startLine,
        ...(claim.endLine > claim.startLine ? { endLine: claim.endLine } : {}),
        message: `Model-suggested ${claim.category} (advisory, not part of the verdict): ${oneLine(claim.rationale)} Quoted: "${clip(oneLine(claim.quote), 200)}".${grounded}`,
        // The same claim keeps its identity when its lines move: the category and what it quotes.
        key: `${claim.category}\0${oneLine(claim.quote)}`,
      });
    }
  },
};

/** The kept claims as the review reports them (notice; the config's severity is applied with the review's). */
export function claimFindings(claims: readonly VerifiedClaim[]): Finding[] {
  const out: Finding[] = [];
  // Not through runRules: a crash there is an internal-error finding, and nothing of the pass may fail a run.
  void llmClaim.run(claims, collectFindings(llmClaim, out));
  return out.map((f) => ({ ...f, check: 'review' }));
}
