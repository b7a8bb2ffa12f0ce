import type { CheckId } from './check.js';
import type { Severity } from './finding.js';

// The config as the run uses it, apart from the parser (config.ts: YAML and zod), which is loaded only
// when there is a config file to read.

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

/**
 * A `paths` entry as users write it: a glob, or (gitignore habit) a plain folder such as `vendor`,
 * `vendor/` or `/vendor`, which means everything under it. Without this, `exclude: [vendor]` would
 * silently exclude nothing.
 */
export function pathPatterns(pattern: string): string[] {
  const p = pattern.trim().replace(/^\.?\/+/, '');
  if (p === '') return [];
  if (p.endsWith('/')) return [`${p}**`];
  if (/[*?[\]{}()!+@]/.test(p)) return [p];
  return [p, `${p}/**`];
}

/**
 * Effective severity for a rule under the config (exact id beats `group/*`), or 'off'. An opt-in rule
 * (RuleMeta.optIn) the config does not name is off.
 */
export function configuredSeverity(config: ResolvedConfig, rule: string, severity: Severity, optIn = false): Severity | 'off' {
  const exact = config.rules[rule];
  if (exact) return exact;
  const group = config.rules[`${rule.split('/')[0]}/*`];
  return group ?? (optIn ? 'off' : severity);
}
