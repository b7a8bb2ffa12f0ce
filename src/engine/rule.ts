import { fingerprint } from './fingerprint.js';
import type { Finding, FindingInput, Severity } from './finding.js';
import { LIMITS } from './limits.js';

/**
 * A rule's identity and documentation. The rule table generates the README rule reference, SARIF rule
 * descriptors and the config schema's rule ids, so every rule declares these once, in its own module.
 */
export interface RuleMeta {
  /** Stable id, `group/kebab-name`. Never renamed once released: users suppress and configure by it. */
  readonly id: string;
  /** One line: what the rule checks. */
  readonly description: string;
  readonly defaultSeverity: Severity;
  /** Optional longer note for the rule reference (e.g. mapping to an upstream code such as OE-12). */
  readonly details?: string;
  /**
   * The rule's logic version (1 when absent): bump it when the rule decides differently, so cached
   * results (the audit cache) made by the old logic are checked again.
   */
  readonly version?: number;
  /**
   * Off unless the config file names the rule (its id or its `group/*`) or its check's options turn it
   * on: a recommendation almost no repository follows (a line on every repository is noise that buries
   * the rest), kept for the teams that want to enforce it.
   */
  readonly optIn?: boolean;
  /**
   * Its findings are advisory (Finding.advisory): annotated and in SARIF, never in the verdict, the
   * counts, the exit status or fail-on; the config may set it to warning at most (error is refused).
   */
  readonly advisory?: boolean;
}

/**
 * A rule: metadata plus a pure function over a check-specific context (an RFC model, a parsed
 * manifest, an environment tree...). Its only output is what it reports.
 */
export interface Rule<Context> extends RuleMeta {
  run(context: Context, report: Report): void | Promise<void>;
}

export type Report = (finding: FindingInput) => void;

/**
 * Collects findings for one rule, filling in rule id, severity and fingerprint. Past the report caps
 * (LIMITS, applied again per check by the engine) a rule's further findings in the same file or on the
 * same line are not even built: a crafted line must not cost one finding object per character.
 */
export function collectFindings(rule: RuleMeta, out: Finding[]): Report {
  const perFile = new Map<string, number>();
  const perLine = new Map<string, number>();
  return (input) => {
    const inFile = perFile.get(input.file) ?? 0;
    const lineKey = `${input.file}\0${input.line ?? ''}`;
    const onLine = perLine.get(lineKey) ?? 0;
    // One over each cap still reaches the engine, so its notice says that findings were left out.
    if (inFile > LIMITS.findingsPerFile || onLine > LIMITS.findingsPerLine) return;
    perFile.set(input.file, inFile + 1);
    perLine.set(lineKey, onLine + 1);
    const { key, severity, ...rest } = input;
    out.push({
      ...rest,
      rule: rule.id,
      severity: severity ?? rule.defaultSeverity,
      fingerprint: fingerprint(rule.id, input.file, key ?? input.message),
      ...(rule.advisory ? { advisory: true as const } : {}),
    });
  };
}

/**
 * Runs every rule over one context; a rule that throws becomes an internal-error finding, not a crash.
 * A rule the config turns off (CheckContext.ruleOff: its findings would be dropped) does not run: its
 * cost goes, and so does a crash of it, so turning off a rule that fails on a repository works.
 */
export async function runRules<Context>(
  rules: readonly Rule<Context>[],
  context: Context,
  file: string,
  ruleOff?: (rule: string) => boolean,
): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const rule of rules) {
    if (ruleOff?.(rule.id)) continue;
    try {
      await rule.run(context, collectFindings(rule, out));
    } catch (error) {
      out.push(ruleCrashed(rule, file, error));
    }
  }
  return out;
}

/** The internal-error finding that stands for a rule that threw. */
export function ruleCrashed(rule: RuleMeta, file: string, error: unknown): Finding {
  return {
    rule: 'internal/rule-crashed',
    severity: 'error',
    file,
    message: `Rule ${rule.id} failed on this file: ${(error as Error).message}. This is a bug in openenv-ci; please report it with the file.`,
    fingerprint: fingerprint('internal/rule-crashed', file, rule.id),
  };
}
