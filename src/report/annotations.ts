import { compareFindings, type Finding, type Severity } from '../engine/finding.js';

/** GitHub shows at most 10 annotations of each level per step; the rest are silently dropped. */
export const ANNOTATION_LIMITS: Record<Severity, number> = { error: 10, warning: 10, notice: 10 };

export interface AnnotationPlan {
  shown: Finding[];
  /** Findings that had a location but did not fit, per severity (they are in the summary). */
  hidden: Record<Severity, number>;
}

/**
 * Picks which findings become annotations: by severity, findings in changed files first, then
 * reading order. Findings without a file cannot be annotated and only appear in the summary.
 */
export function planAnnotations(
  findings: readonly Finding[],
  changedFiles?: ReadonlySet<string>,
  limits: Record<Severity, number> = ANNOTATION_LIMITS,
): AnnotationPlan {
  const changedFirst = (a: Finding, b: Finding) => {
    const ca = changedFiles?.has(a.file) ? 0 : 1;
    const cb = changedFiles?.has(b.file) ? 0 : 1;
    return ca - cb || compareFindings(a, b);
  };
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
