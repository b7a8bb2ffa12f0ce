import type { Check } from '../../engine/check.js';

// Placeholder until the audit check lands: no rules, no findings.
export const auditCheck: Check = {
  id: 'audit',
  title: 'Audit',
  rules: [],
  options: [],
  async run() {
    return { findings: [] };
  },
};
