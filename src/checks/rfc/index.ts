import type { Check } from '../../engine/check.js';

// Placeholder until the rfc-lint check lands: no rules, no findings.
export const rfcLintCheck: Check = {
  id: 'rfc-lint',
  title: 'RFC lint',
  rules: [],
  options: [],
  async run() {
    return { findings: [] };
  },
};
