import {
  collectFindings
} from "./chunk-RUDGHLJC.js";

// src/checks/review/llm/rule.ts
var clip = (text, max) => text.length > max ? text.slice(0, max - 1) + "\u2026" : text;
var oneLine = (text) => text.replace(/\s+/g, " ").trim();
var llmClaim = {
  id: "review/llm-claim",
  description: "A model-suggested problem on an added line, kept only when its cited lines, quote and document reference check out (advisory; off unless llm is advisory).",
  details: 'Annotated and in SARIF like any finding; in the comment only in its own "Model-suggested, citations machine-checked" section. The config may set warning (error is refused); see docs/review.md, "Model pass".',
  defaultSeverity: "notice",
  advisory: true,
  run(claims, report) {
    for (const claim of claims) {
      const grounded = claim.docRef ? ` Grounded in ${claim.docRef.doc}:${claim.docRef.line} (BASE).` : "";
      report({
        file: claim.path,
        line: claim.startLine,
        ...claim.endLine > claim.startLine ? { endLine: claim.endLine } : {},
        message: `Model-suggested ${claim.category} (advisory, not part of the verdict): ${oneLine(claim.rationale)} Quoted: "${clip(oneLine(claim.quote), 200)}".${grounded}`,
        // The same claim keeps its identity when its lines move: the category and what it quotes.
        key: `${claim.category}\0${oneLine(claim.quote)}`
      });
    }
  }
};
function claimFindings(claims) {
  const out = [];
  void llmClaim.run(claims, collectFindings(llmClaim, out));
  return out.map((f) => ({ ...f, check: "review" }));
}

export {
  llmClaim,
  claimFindings
};
