import type { ReviewContext, ReviewRule } from '../context.js';
import type { LintFinding } from '../lint/ruff.js';
import { profileEntry, WHITESPACE_CODES } from '../lint/profile.js';
import type { Report } from '../../../engine/rule.js';
import type { Severity } from '../../../engine/finding.js';
import { isTestPath } from './paths.js';

/** `F401 ×3: lines 4, 9, 12; E711: line 20` — one line per file, codes in order of first appearance. */
export function summarizeCodes(findings: readonly LintFinding[]): string {
  const byCode = new Map<string, number[]>();
  for (const f of findings) byCode.set(f.code, [...(byCode.get(f.code) ?? []), f.line]);
  return [...byCode]
    .map(([code, lines]) => {
      const unique = [...new Set(lines)].sort((a, b) => a - b);
      const shown = unique.slice(0, 8).join(', ') + (unique.length > 8 ? ` and ${unique.length - 8} more` : '');
      return `${code}${lines.length > 1 ? ` ×${lines.length}` : ''}: line${unique.length > 1 ? 's' : ''} ${shown}`;
    })
    .join('; ');
}

/**
 * Splits diagnostics into those on changed lines (grouped into one finding per file and severity)
 * and those elsewhere, reported one by one so the check counts them as pre-existing and drops them.
 */
function reportGrouped(
  context: ReviewContext,
  report: Report,
  findings: readonly LintFinding[],
  severityOf: (f: LintFinding) => Exclude<Severity, 'off'> | undefined,
  message: (file: string, group: LintFinding[], severity: Severity) => string,
): void {
  const byPath = new Map(context.files.map((f) => [f.path, f]));
  const groups = new Map<string, LintFinding[]>();
  for (const finding of findings) {
    const severity = severityOf(finding);
    if (!severity) continue;
    const file = byPath.get(finding.file);
    if (!file || !file.addedLines.has(finding.line)) {
      report({ file: finding.file, line: finding.line, severity, message: `${finding.code}: ${finding.message}`, key: `${finding.code}:${finding.line}` });
      continue;
    }
    const key = `${finding.file}\0${severity}`;
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  for (const [key, group] of groups) {
    const [file, severity] = key.split('\0') as [string, Severity];
    const sorted = [...group].sort((a, b) => a.line - b.line || a.column - b.column);
    report({
      file,
      line: sorted[0]!.line,
      column: sorted[0]!.column,
      severity: severity as Exclude<Severity, 'off'>,
      message: message(file, sorted, severity),
      key: `${severity}:${[...new Set(sorted.map((f) => f.code))].sort().join(',')}`,
    });
  }
}

export const lint: ReviewRule = {
  id: 'review/lint',
  description:
    "ruff findings on changed lines under the reviewed commit's own ruff configuration, one finding per file (whitespace-only codes are context, never Tier 1).",
  defaultSeverity: 'error',
  tier: 1,
  wholeFile: true,
  automated: 'lint',
  run(context, report) {
    const outcome = context.lint;
    if (!outcome || outcome.status !== 'ran') return;
    reportGrouped(
      context,
      report,
      outcome.findings,
      (f) => (WHITESPACE_CODES.has(f.code) ? 'notice' : 'error'),
      (file, group, severity) =>
        severity === 'notice'
          ? `ruff whitespace ${summarizeCodes(group)}. Not blocking; \`ruff check --fix ${file}\` removes it.`
          : `ruff ${summarizeCodes(group)} (${group[0]!.code}: ${group[0]!.message}). Fix them, or run \`ruff check --fix ${file}\`.`,
    );
  },
};

export const bugRisk: ReviewRule = {
  id: 'review/bug-risk',
  description: "ruff's bug-risk profile (bugbear, exec/eval, shell, async blocking, dangling tasks, pylint errors) on changed lines, whatever the repository's ruff configuration.",
  defaultSeverity: 'error',
  tier: 1,
  wholeFile: true,
  conflict: 'check',
  run(context, report) {
    const outcome = context.lint;
    if (!outcome || outcome.status !== 'ran' || !outcome.bugRisk) return;
    // A code the repository's own configuration already reported is shown once, by review/lint.
    const own = new Set(outcome.findings.map((f) => `${f.file}\0${f.line}\0${f.code}`));
    reportGrouped(
      context,
      report,
      outcome.bugRisk.filter((f) => !own.has(`${f.file}\0${f.line}\0${f.code}`) && !(profileEntry(f.code)?.notInTests && isTestPath(f.file))),
      (f) => profileEntry(f.code)?.severity,
      (_file, group) => {
        const first = group[0]!;
        const reason = profileEntry(first.code)?.reason ?? first.message;
        return `Bug risk ${summarizeCodes(group)}: ${first.message} — ${reason}.`;
      },
    );
  },
};
