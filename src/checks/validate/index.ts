import type { Check } from '../../engine/check.js';

// Placeholder until the validate check lands: no rules, no findings.
export const validateCheck: Check = {
  id: 'validate',
  title: 'Validate',
  rules: [],
  options: [],
  async run() {
    return { findings: [] };
  },
};
