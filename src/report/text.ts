import { countBySeverity, type Finding, type Severity } from '../engine/finding.js';
import type { RunResult } from '../engine/run.js';
import { someFiles, splitRepeatedNotices } from './repeated.js';

const COLORS: Record<Severity | 'dim' | 'bold', [string, string]> = {
  error: ['\u001b[31m', '\u001b[39m'],
  warning: ['\u001b[33m', '\u001b[39m'],
  notice: ['\u001b[36m', '\u001b[39m'],
  dim: ['\u001b[2m', '\u001b[22m'],
  bold: ['\u001b[1m', '\u001b[22m'],
};

/** Terminal report: `file:line:col  severity  message  rule`, grouped by check; colour only when asked. */
export function renderText(result: RunResult, color: boolean): string {
  const paint = (kind: keyof typeof COLORS, s: string) => (color ? `${COLORS[kind][0]}${s}${COLORS[kind][1]}` : s);
  const lines: string[] = [];
  for (const outcome of result.outcomes) {
    const counts = countBySeverity(outcome.findings);
    lines.push(paint('bold', `${outcome.check}: ${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.notice, 'notice')}`));
    if (outcome.listFindings === false && outcome.findings.length) lines.push(`  ${plural(outcome.findings.length, 'finding')}: the summary below lists those to act on; --format json has every one.`);
    else {
      const { listed, repeated } = splitRepeatedNotices(outcome.findings);
      for (const f of listed) lines.push(`  ${location(f)}  ${paint(f.severity, f.severity.padEnd(7))}  ${sanitize(f.message)}  ${paint('dim', f.rule)}`);
      for (const r of repeated) {
        lines.push(`  ${r.files.length} files  ${paint('notice', 'notice'.padEnd(7))}  ${sanitize(r.message)}  ${paint('dim', r.rule)}`);
        lines.push(paint('dim', `    in ${someFiles(r.files.map(sanitizePath))} (--format json lists each)`));
      }
    }
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
  lines.push(paint('bold', `${plural(total.error, 'error')}, ${plural(total.warning, 'warning')}, ${plural(total.notice, 'notice')}`));
  return `${lines.join('\n')}\n`;
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
