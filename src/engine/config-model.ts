import type { CheckId } from './check.js';
import type { Severity } from './finding.js';

// What a run needs of the configuration, apart from parsing it: config.ts (yaml and zod) is loaded only
// when a config file exists (docs/performance.md, start-up).

export const DEFAULT_CONFIG_PATH = '.github/openenv-ci.yml';

export interface ResolvedConfig {
  /** Where it came from, for messages ('' when no file). */
  source: string;
  checks?: CheckId[];
  rules: Record<string, Severity | 'off'>;
  include: string[];
  exclude: string[];
  baseline?: string;
  options: Partial<Record<CheckId, Record<string, string>>>;
}

export const EMPTY_CONFIG: ResolvedConfig = { source: '', rules: {}, include: [], exclude: [], options: {} };

/** Effective severity for a rule under the config (exact id beats `group/*`), or 'off'. */
export function configuredSeverity(config: ResolvedConfig, rule: string, severity: Severity): Severity | 'off' {
  const exact = config.rules[rule];
  if (exact) return exact;
  const group = config.rules[`${rule.split('/')[0]}/*`];
  return group ?? severity;
}
