import type { Check } from '../../engine/check.js';

// Placeholder until the manifests check lands: no rules, no findings.
export const manifestsCheck: Check = {
  id: 'manifests',
  title: 'Manifests',
  rules: [],
  options: [],
  async run() {
    return { findings: [] };
  },
};
