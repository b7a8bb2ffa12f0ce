import type { Check } from '../../engine/check.js';

// Placeholder until the review check lands: no rules, no findings.
export const reviewCheck: Check = {
  id: 'review',
  title: 'Alignment review',
  rules: [],
  options: [],
  async run() {
    return { findings: [] };
  },
};
