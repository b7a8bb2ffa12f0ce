import { compareFindings, countsForVerdict, type Finding, type Severity } from '../engine/finding.js';
import { isChangedLine, type ChangedLines } from '../repo/changed-lines.js';

/** GitHub shows at most 10 annotations of each level per step; the rest are silently dropped. */
export const ANNOTATION_LIMITS: Record<Severity, number> = { error: 10, warning: 10, notice: 10 };

/**
 * The budget for findings in an action step: the step's own failure message (setFailed) and each
 * internal-error line are error annotations too, so their slots are kept free (else GitHub drops the
 * one line that says why the step failed).
 */
export function stepAnnotationLimits(ownErrorLines: number): Record<Severity, number> {
  return { ...ANNOTATION_LIMITS, error: Math.max(0, ANNOTATION_LIMITS.error - ownErrorLines) };
}

export interface AnnotationPlan {
  shown: Finding[];
  /** Findings that had a location but did not fit, per severity (they are in the summary). */
  hidden: Record<Severity, number>;
}

/**
 * Picks which findings become annotations: by severity, then counted before advisory findings, then
 * findings on changed lines, then in changed files, then reading order. Findings without a file cannot
 * be annotated and only appear in the summary.
 */
export function planAnnotations(
  findings: readonly Finding[],
  changedFiles?: ReadonlySet<string>,
  limits: Record<Severity, number> = ANNOTATION_LIMITS,
  changed?: ChangedLines,
): AnnotationPlan {
  const closeness = (f: Finding) => (isChangedLine(changed, f.file, f.line) ? 0 : changedFiles?.has(f.file) ? 1 : 2);
  // Within a level, an advisory finding (a model's claim) yields its slot to any counted one.
  const changedFirst = (a: Finding, b: Finding) => Number(!countsForVerdict(a)) - Number(!countsForVerdict(b)) || closeness(a) - closeness(b) || compareFindings(a, b);
  const shown: Finding[] = [];
  const hidden: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  const used: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  for (const f of [...findings].filter((x) => x.file).sort(changedFirst)) {
    if (used[f.severity] < limits[f.severity]) {
      used[f.severity]++;
      shown.push(f);
    } else hidden[f.severity]++;
  }
  return { shown, hidden };
}

/** Annotation properties in the shape @actions/core expects. */
export function annotationProperties(f: Finding) {
  const sameLine = f.endLine === undefined || f.endLine === f.line;
  return {
    title: f.rule,
    file: f.file,
    ...(f.line !== undefined ? { startLine: f.line } : {}),
    ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
    // GitHub ignores columns on multi-line annotations.
    ...(f.column !== undefined && sameLine ? { startColumn: f.column } : {}),
    ...(f.endColumn !== undefined && sameLine ? { endColumn: f.endColumn } : {}),
  };
}
