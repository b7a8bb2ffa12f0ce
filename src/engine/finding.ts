/** The one finding model every check reports through. */

export const SEVERITIES = ['error', 'warning', 'notice'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Severity rank: higher is worse. */
export function severityRank(severity: Severity): number {
  return severity === 'error' ? 3 : severity === 'warning' ? 2 : 1;
}

export interface Position {
  /** 1-based line. */
  line: number;
  /** 1-based column (UTF-16 code units, as editors and GitHub count). */
  column?: number;
}

export interface Range {
  line: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
}

export interface Finding {
  /** Stable rule id, `group/kebab-name`, e.g. `rfc/number-collision`. */
  rule: string;
  severity: Severity;
  /** Repository-relative POSIX path ('' for findings about the repository as a whole). */
  file: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  /** Says what is wrong and how to fix it. Plain text; reporters escape it for their medium. */
  message: string;
  /** Stable identity across edits: rule + file + rule key, never line numbers. */
  fingerprint: string;
  /** URL (or README anchor) of the rule's documentation. */
  help?: string;
  /** Which check produced it (`rfc-lint`, `manifests`, ...); filled in by the engine. */
  check?: string;
  /**
   * Pull-request mode only (docs/scope.md): `new` when the change introduced it, `pre-existing` when
   * BASE already had it. Pre-existing findings never fail the run. Absent outside pull-request mode.
   */
  scope?: 'new' | 'pre-existing';
  /**
   * Advisory (a rule with RuleMeta.advisory: the model pass's `review/llm-claim`): listed, annotated and
   * in SARIF like any finding, but never counted. The verdict, the severity counts (and the action's
   * `error-count`, `warning-count`, `notice-count` outputs), the exit status and `--fail-on` are computed
   * without it (`countsForVerdict`), and the config may raise it to warning at most (`asReported`).
   */
  advisory?: true;
}

/** What a rule hands to `report()`: everything but the derived fields. */
export interface FindingInput extends Range {
  file: string;
  message: string;
  /** The rule-specific part of the fingerprint (e.g. a field name, a number, a target path). */
  key?: string;
  /** Override the rule's default severity for this one finding (e.g. error on added files). */
  severity?: Severity;
}

export function compareFindings(a: Finding, b: Finding): number {
  return (
    severityRank(b.severity) - severityRank(a.severity) ||
    cmp(a.file, b.file) ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    cmp(a.rule, b.rule) ||
    cmp(a.message, b.message)
  );
}

/** Sort by file then position (reading order), used by reporters that group by file. */
export function compareByLocation(a: Finding, b: Finding): number {
  return (
    cmp(a.file, b.file) ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    severityRank(b.severity) - severityRank(a.severity) ||
    cmp(a.rule, b.rule)
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Does the finding count toward the verdict, the counts and the exit status? Every one but an advisory one. */
export function countsForVerdict(f: Pick<Finding, 'advisory'>): boolean {
  return f.advisory !== true;
}

/** The severity counts a report and the exit status go by: advisory findings are not counted. */
export function countBySeverity(findings: readonly Finding[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  for (const f of findings) if (countsForVerdict(f)) counts[f.severity]++;
  return counts;
}

/** The most an advisory finding is ever reported at, whatever the config says (it never reads as a failure). */
export const ADVISORY_MAX_SEVERITY: Severity = 'warning';

/** The severity the report gives a rule's finding that a check gives `severity` (`off`: dropped). */
export type SeverityOf = (rule: string, severity: Severity) => Severity | 'off';

/** What the config says of findings (CheckContext.severityOf and keepsPath; unset: nothing changes). */
export interface ConfigView {
  severityOf?: SeverityOf;
  keepsPath?: (file: string) => boolean;
}

/**
 * The findings the report will list, at the severities it will give them: those in a path the config
 * leaves out, or of a rule it turns off, are dropped. The engine applies it to every check's findings;
 * a check that summarises or renders findings itself (the review's comment, the audit's pass or fail)
 * applies it first, so what it says agrees with the report. The same array when nothing changes.
 */
export function asReported(findings: readonly Finding[], config: ConfigView): readonly Finding[] {
  const { severityOf, keepsPath } = config;
  if (!severityOf && !keepsPath) return findings;
  let out: Finding[] | undefined; // made at the first finding that changes
  for (let i = 0; i < findings.length; i++) {
    const finding = findings[i]!;
    const kept = !keepsPath || !finding.file || keepsPath(finding.file);
    const configured = !kept ? 'off' : severityOf ? severityOf(finding.rule, finding.severity) : finding.severity;
    // A group setting (`review/*: error`) raises an advisory rule to warning at most.
    const severity = finding.advisory && configured === 'error' ? ADVISORY_MAX_SEVERITY : configured;
    if (severity === finding.severity) {
      out?.push(finding);
      continue;
    }
    out ??= findings.slice(0, i);
    if (severity !== 'off') out.push({ ...finding, severity });
  }
  return out ?? findings;
}
