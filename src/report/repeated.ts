import { compareByLocation, severityRank, type Finding, type Severity } from '../engine/finding.js';

/**
 * One cause, one line: the findings of one rule, at one severity, whose messages have the same shape
 * are one cause, however many files or environments it is found in (the same stale uv.lock in 33
 * environments is one thing to fix, in 33 places). Every report a person reads (the pull-request comment,
 * the job summary, the text report) and the review's fold of the other checks group through this one
 * module; the JSON and SARIF reports and the annotations keep every finding.
 */

/** A cause found in this many files or more is one line of a report (with its places). */
export const REPEATED_MIN_FILES = 3;

/**
 * The part of a message that names the cause, not the place. A message that ends with our `Fix: …`
 * advice is the cause its fix names (the lock's requirement strings and package names before it vary
 * from environment to environment, the advice does not); any other message is its wording. Either is
 * reduced to its plain words: tokens with digits, paths, punctuation inside them or code (`uv.lock`,
 * `envs/a`, `>=0.2.2`, `agent-world-model-env`) are one placeholder, so a line number or a file name
 * never splits a cause. Linear: one split, one replace per token.
 */
export function messageShape(message: string): string {
  const fix = message.search(/\bFix:/);
  const text = fix >= 0 ? message.slice(fix) : message;
  const words: string[] = [];
  for (const raw of text.split(/\s+/)) {
    const token = raw.replace(/^[([{'"`,.;:!?]+|[)\]}'"`,.;:!?]+$/g, '');
    if (token === '') continue;
    const word = /^[A-Za-z]+(?:'[a-z]+)?$/.test(token) ? token.toLowerCase() : '#';
    if (word !== '#' || words.at(-1) !== '#') words.push(word);
  }
  return `${fix >= 0 ? 'fix:' : ''}${words.join(' ')}`;
}

/** A report is rendered several times while it is fitted to its room: each finding's key is made once. */
const causeKeys = new WeakMap<Finding, string>();

/** What makes two findings one cause: check, rule, severity and the shape of the message. */
export function causeKey(f: Finding): string {
  let key = causeKeys.get(f);
  if (key === undefined) causeKeys.set(f, (key = `${f.check ?? ''}\u0000${f.rule}\u0000${f.severity}\u0000${messageShape(f.message)}`));
  return key;
}

export interface FindingGroup {
  rule: string;
  severity: Severity;
  /** The first finding's message (in reading order): the example the line shows. */
  message: string;
  /** Every finding of the cause, in reading order. */
  findings: Finding[];
  /** The distinct files, in reading order. */
  files: string[];
}

/** The findings grouped by cause (`causeKey`), groups in the order of their first finding. */
export function groupByCause(findings: readonly Finding[], key: (f: Finding) => string = causeKey): FindingGroup[] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const k = key(f);
    const group = groups.get(k);
    if (group) group.push(f);
    else groups.set(k, [f]);
  }
  return [...groups.values()].map((list) => ({
    rule: list[0]!.rule,
    severity: list[0]!.severity,
    message: list[0]!.message,
    findings: list,
    files: [...new Set(list.map((f) => f.file))],
  }));
}

export interface Grouping {
  /** At least this many files make a cause one line (default REPEATED_MIN_FILES). */
  minFiles?: number;
  /** What makes findings one cause (default `causeKey`; `ruleKey` when a report must shrink further). */
  key?: (f: Finding) => string;
  /** Files the change touched: their findings (and causes found in them) come first. */
  changedFiles?: ReadonlySet<string>;
}

/** A coarser cause for a report that must shrink: one line per rule and severity. */
export const ruleKey = (f: Finding): string => `${f.check ?? ''}\u0000${f.rule}\u0000${f.severity}`;

/**
 * The lines of a report: each a cause found in `minFiles` files or more (one line, its places), or one
 * finding. Ordered by severity, then the change's own files first, then reading order.
 */
export function reportLines(findings: readonly Finding[], options: Grouping = {}): FindingGroup[] {
  const minFiles = options.minFiles ?? REPEATED_MIN_FILES;
  const sorted = [...findings].sort(compareByLocation);
  const lines: FindingGroup[] = [];
  for (const group of groupByCause(sorted, options.key)) {
    if (group.files.length >= minFiles) lines.push(group);
    else for (const f of group.findings) lines.push({ rule: f.rule, severity: f.severity, message: f.message, findings: [f], files: [f.file] });
  }
  const changed = options.changedFiles;
  const touched = (g: FindingGroup) => (changed && g.files.some((file) => changed.has(file)) ? 0 : 1);
  // By severity, and within it the change's own files first (the RFC a pull request adds before the
  // index it did not touch); Array.prototype.sort is stable, so within a rank the reading order stays.
  return lines.sort((a, b) => severityRank(b.severity) - severityRank(a.severity) || touched(a) - touched(b));
}

/** Splits findings into those listed one by one (in reading order) and causes repeated across files. */
export function splitRepeated(findings: readonly Finding[], options: Grouping = {}): { listed: Finding[]; repeated: FindingGroup[] } {
  const minFiles = options.minFiles ?? REPEATED_MIN_FILES;
  const sorted = [...findings].sort(compareByLocation);
  const repeated = groupByCause(sorted, options.key).filter((g) => g.files.length >= minFiles);
  if (repeated.length === 0) return { listed: sorted, repeated };
  const folded = new Set(repeated.flatMap((g) => g.findings));
  repeated.sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
  return { listed: sorted.filter((f) => !folded.has(f)), repeated };
}

/** `a, b, c and 33 more`: the first files by name, then a count. */
export function someFiles(files: readonly string[], shown = 3): string {
  if (files.length <= shown + 1) return files.join(', ');
  return `${files.slice(0, shown).join(', ')} and ${files.length - shown} more`;
}

/** Where a finding is: `file:line` (or the file alone). */
export function place(f: Pick<Finding, 'file' | 'line'>): string {
  return f.line === undefined ? f.file : `${f.file}:${f.line}`;
}
