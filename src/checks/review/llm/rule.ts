import type { ReviewRule } from '../context.js';

/**
 * The model pass's claims (src/checks/review/llm): listed in their own section of the comment and in
 * the JSON report's `llm` field, never among the findings the verdict and the exit status count.
 * Registered so the rule reference lists it and the config may turn it off or raise it to warning.
 */
export const llmClaim: ReviewRule = {
  id: 'review/llm-claim',
  description: 'A model-suggested problem on an added line, kept only when its cited lines, quote and document reference check out (advisory; off unless llm is advisory).',
  defaultSeverity: 'notice',
  tier: 2,
  conflict: 'check',
  run: () => undefined,
};
