import { compareByLocation, type Finding } from '../engine/finding.js';

/**
 * A notice whose rule and message are the same in this many files or more is one line of a report that a
 * person reads (text, Markdown), with its files counted: a notice that fires on every environment of a
 * repository ("no network.egress declaration", "outputs/ is absent") is one piece of advice, not thirty-six.
 * The JSON and SARIF reports keep every finding.
 */
export const REPEATED_NOTICE_MIN_FILES = 3;

export interface RepeatedNotice {
  rule: string;
  message: string;
  /** Every file it was found in, in reading order. */
  files: string[];
}

/** Splits findings into those listed one by one (in reading order) and notices repeated across files. */
export function splitRepeatedNotices(findings: readonly Finding[]): { listed: Finding[]; repeated: RepeatedNotice[] } {
  const sorted = [...findings].sort(compareByLocation);
  const groups = new Map<string, Finding[]>();
  for (const f of sorted) {
    if (f.severity !== 'notice' || !f.file) continue;
    const key = `${f.rule}\u0000${f.message}`;
    const group = groups.get(key);
    if (group) group.push(f);
    else groups.set(key, [f]);
  }
  const repeated: RepeatedNotice[] = [];
  const folded = new Set<Finding>();
  for (const group of groups.values()) {
    const files = [...new Set(group.map((f) => f.file))];
    if (files.length < REPEATED_NOTICE_MIN_FILES) continue;
    repeated.push({ rule: group[0]!.rule, message: group[0]!.message, files });
    for (const f of group) folded.add(f);
  }
  return { listed: folded.size ? sorted.filter((f) => !folded.has(f)) : sorted, repeated };
}

/** `a, b, c and 33 more`: the first files by name, then a count. */
export function someFiles(files: readonly string[], shown = 3): string {
  if (files.length <= shown + 1) return files.join(', ');
  return `${files.slice(0, shown).join(', ')} and ${files.length - shown} more`;
}
