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
  /** Severities whose findings are one line for the whole change (all files), not one per file. */
  oneLine: ReadonlySet<Severity> = new Set(),
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
    const key = `${oneLine.has(severity) ? '' : finding.file}\0${severity}`;
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  for (const [key, group] of groups) {
    const severity = key.split('\0')[1] as Severity;
    const sorted = [...group].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
    const file = sorted[0]!.file;
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

/**
 * Codes that prove a defect whatever the repository gates: a syntax error, a comparison that is always
 * the same, `return`/`yield`/`break` where Python rejects it, an undefined name (ruff's E9, F63, F7, F82:
 * the safe default set), a `%`/`.format` call that raises (F50, F52), a dict literal whose repeated key
 * drops a value (F601, F602: OpenEnv #412's calendar tools). Every other code of the repository's
 * configuration is its style.
 */
export const isDefectCode = (code: string): boolean => /^(E9|F63|F7|F82|F50|F52|F60[12])/.test(code) || code === 'syntax-error';

/** `path (F401 ×3: lines 4, 9)` for each file of a group, in path order. */
function perFile(group: readonly LintFinding[]): string {
  const byFile = new Map<string, LintFinding[]>();
  for (const f of group) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
  const parts = [...byFile].map(([file, findings]) => `\`${file}\` (${summarizeCodes(findings)})`);
  return parts.slice(0, 10).join(', ') + (parts.length > 10 ? ` and ${parts.length - 10} more files` : '');
}

export const lint: ReviewRule = {
  id: 'review/lint',
  description:
    "ruff findings on changed lines under the reviewed commit's own ruff configuration, one finding per file, Tier 1 where the repository's CI runs ruff on the file (elsewhere its style codes are one Tier 2 line; whitespace-only codes are context).",
  defaultSeverity: 'error',
  details:
    "Where the repository's CI lints is read from HEAD's workflows (`ruff check PATH...` in a `run:` step, astral-sh/chartboost ruff-action's `src`, pre-commit with a ruff hook run by a workflow or pre-commit.ci) and the root `[tool.ruff] include`; ruff applies its own `exclude`s. Style codes elsewhere are one Tier 2 line for the whole change, never a reason to request changes. Defect codes (E9 syntax errors, F63, F7, F82 undefined names, F50/F52 broken format strings, F601/F602 repeated dict keys) stay Tier 1 wherever they are. In the comment, the Tier 1 lint of every file is one bullet, after the credential, dependency, RFC and bug findings.",
  tier: 1,
  conflict: 'check',
  wholeFile: true,
  automated: 'lint',
  run(context, report) {
    const outcome = context.lint;
    if (!outcome || outcome.status !== 'ran') return;
    const gate = context.lintGate;
    // Style a gate of the repository enforces is a fix; style nothing enforces is one line to read.
    const enforced = (f: LintFinding) => !gate || isDefectCode(f.code) || gate.lints(f.file);
    const notEnforced = gate?.sources.length
      ? `not linted by the repository's CI (${gate.sources.slice(0, 3).join('; ')})`
      : 'no workflow of the repository runs ruff';
    reportGrouped(
      context,
      report,
      outcome.findings,
      (f) => (WHITESPACE_CODES.has(f.code) ? 'notice' : enforced(f) ? 'error' : 'warning'),
      (file, group, severity) =>
        severity === 'notice'
          ? `ruff whitespace ${summarizeCodes(group)}. Not blocking; \`ruff check --fix ${file}\` removes it.`
          : severity === 'warning'
            ? `ruff style on changed lines where ${notEnforced}: ${perFile(group)}. Not blocking; \`ruff check --fix\` on those files cleans them up.`
            : `ruff ${summarizeCodes(group)} (${group[0]!.code}: ${group[0]!.message}). Fix them, or run \`ruff check --fix ${file}\`.`,
      new Set(['warning']),
    );
  },
};

/** The Tier 1 lint findings of a change as one line (the comment's last Tier 1 bullet): every file's codes. */
export function combinedLintMessage(items: readonly { file: string; message: string }[]): string {
  if (items.length === 1) return items[0]!.message;
  const parts = items.map((i) => `\`${i.file}\` ${i.message.replace(/^ruff /, '').replace(/ Fix them, or run `ruff check --fix [^`]*`\.$/, '')}`);
  const shown = parts.slice(0, 10).join('; ') + (parts.length > 10 ? `; and ${parts.length - 10} more files` : '');
  return `ruff on changed lines of ${items.length} files: ${shown}. Fix them, or run \`ruff check --fix\` on those files.`;
}

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
