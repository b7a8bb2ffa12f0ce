import type { Severity } from '../../engine/finding.js';

/** One validator criterion's outcome for one environment (the JSON report's `criteria[]` record). */
export interface CriterionResult {
  /** Criterion id as in validator.md, e.g. `structure/server-main-guard`, `runtime/health`. */
  id: string;
  status: 'pass' | 'fail' | 'skip';
  /** The spec's `info` severity is `notice` here. */
  severity: Severity;
  message: string;
  /** Short evidence (file:line, HTTP status, a response excerpt), plain text. */
  evidence?: string;
  /** Location for the finding a failing criterion produces, when it has one. */
  file?: string;
  line?: number;
  column?: number;
}

/** The JSON report's per-environment record for validate. */
export interface EnvironmentReport {
  /** Environment root, relative to the current directory (CLI) or repository root (action). */
  path: string;
  openenv_validate_equivalent: boolean;
  criteria: CriterionResult[];
  /** Tail of the started server's output when the runtime probe failed. */
  serverLogTail?: string;
}
