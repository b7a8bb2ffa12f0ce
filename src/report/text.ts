import { compareByLocation, countBySeverity, countsForVerdict, type Finding, type Severity } from '../engine/finding.js';
import type { RunResult } from '../engine/run.js';
import { someFiles, splitRepeated } from './repeated.js';

const COLORS: Record<Severity | 'dim' | 'bold', [string, string]> = {
  error: ['\u001b[31m', '\u001b[39m'],
  warning: ['\u001b[33m', '\u001b[39m'],
  notice: ['\u001b[36m', '\u001b[39m'],
  dim: ['\u001b[2m', '\u001b[22m'],
  bold: ['\u001b[1m', '\u001b[22m'],
};

export interface TextOptions {
  /** `--format compact`: one line per finding, `file:line:col  severity  message  rule` (editors, grep). */
  compact?: boolean;
}

/**
 * Terminal report, per check: by default grouped by file as eslint's stylish formatter does (the path
 * once, its findings indented under it), a cause found in several files once with its files
 * (src/report/repeated.ts); `compact`: every finding on one line of its own. Summary line last; colour
 * only when asked.
 */
export function renderText(result: RunResult, color: boolean, options: TextOptions = {}): string {
  const paint = (kind: keyof typeof COLORS, s: string) => (color ? `${COLORS[kind][0]}${s}${COLORS[kind][1]}` : s);
  const lines: string[] = [];
  for (const outcome of result.outcomes) {
    const counts = countBySeverity(outcome.findings);
    lines.push(paint('bold', `${outcome.check}: ${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.notice, 'notice')}`));
    if (outcome.listFindings === false && outcome.findings.length) lines.push(`  ${plural(outcome.findings.length, 'finding')}: the summary below lists those to act on; --format json has every one.`);
    else if (options.compact) {
      for (const f of [...outcome.findings].sort(compareByLocation)) lines.push(`  ${location(f)}  ${paint(f.severity, f.severity.padEnd(7))}  ${sanitize(f.message)}  ${paint('dim', ruleLabel(f))}`);
    } else lines.push(...byFile(outcome.findings, paint));
    // Pull-request mode: one count line; `--scope all` (or the JSON report) lists them.
    if (outcome.preExisting?.length) lines.push(paint('dim', `  ${plural(outcome.preExisting.length, 'pre-existing finding')} not listed (BASE already had them; not blocking; --scope all lists them)`));
    for (const section of outcome.sections) {
      lines.push('', paint('bold', `  ${sanitize(section.title)}`));
      for (const l of (section.text ?? section.markdown).split('\n')) lines.push(`  ${sanitize(l)}`);
    }
    lines.push('');
  }
  if (result.suppressions.length) {
    lines.push(paint('bold', `suppressions: ${result.suppressions.length}`));
    for (const s of result.suppressions) {
      lines.push(`  ${sanitizePath(s.file)}:${s.line}  ${s.rules.join(', ')}  ${sanitize(s.reason || '(no reason given)')}  ${paint('dim', `silenced ${s.used}`)}`);
    }
    lines.push('');
  }
  if (result.baselined) lines.push(`${plural(result.baselined, 'finding')} accepted by the baseline`, '');
  const total = countBySeverity(result.findings);
  const advisory = result.findings.filter((f) => !countsForVerdict(f)).length;
  const advisoryNote = advisory ? `; ${plural(advisory, 'advisory model-suggested finding')} (not counted)` : '';
  lines.push(paint('bold', `${plural(total.error, 'error')}, ${plural(total.warning, 'warning')}, ${plural(total.notice, 'notice')}${advisoryNote}`));
  return `${lines.join('\n')}\n`;
}

type Paint = (kind: keyof typeof COLORS, s: string) => string;

/** The path once, its findings under it (`line:col  severity  message  rule`); repeated causes after. */
function byFile(findings: readonly Finding[], paint: Paint): string[] {
  const { listed, repeated } = splitRepeated(findings);
  const lines: string[] = [];
  const byPath = new Map<string, Finding[]>();
  for (const f of listed) {
    const list = byPath.get(f.file);
    if (list) list.push(f);
    else byPath.set(f.file, [f]);
  }
  for (const [file, list] of byPath) {
    lines.push(`  ${file ? paint('bold', sanitizePath(file)) : '(repository)'}`);
    const where = list.map((f) => (f.line === undefined ? '' : `${f.line}${f.column !== undefined ? `:${f.column}` : ''}`));
    const width = Math.max(...where.map((w) => w.length));
    list.forEach((f, i) => lines.push(`    ${paint('dim', where[i]!.padEnd(width))}${width ? '  ' : ''}${paint(f.severity, f.severity.padEnd(7))}  ${sanitize(f.message)}  ${paint('dim', ruleLabel(f))}`));
  }
  for (const r of repeated) {
    lines.push(`  ${paint('bold', `${r.files.length} files`)}  ${paint(r.severity, r.severity.padEnd(7))}  ${sanitize(r.message)}  ${paint('dim', r.rule)}`);
    lines.push(paint('dim', `    in ${someFiles(r.files.map(sanitizePath))} (--format compact lists each)`));
  }
  return lines;
}

/** The rule column: an advisory finding says so (it is not in the counts). */
function ruleLabel(f: Finding): string {
  return countsForVerdict(f) ? f.rule : `${f.rule} (advisory)`;
}

export function location(f: Finding): string {
  if (!f.file) return '(repository)';
  const file = sanitizePath(f.file);
  if (f.line === undefined) return file;
  return `${file}:${f.line}${f.column !== undefined ? `:${f.column}` : ''}`;
}

/** Terminal control characters from user content (messages, file names) must not reach the terminal. */
export function sanitize(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '\uFFFD');
}

/** A path is one token on one line: newlines and tabs in file names are shown as U+FFFD too. */
function sanitizePath(path: string): string {
  return sanitize(path).replace(/[\t\n]/g, '\uFFFD');
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
