import type { Finding } from './finding.js';
import { severityRank } from './finding.js';
import { fingerprint } from './fingerprint.js';
import { firstCodePoints } from './text.js';

/**
 * Resource caps for hostile input (docs/security-limits.md). A pull request controls the text every check
 * reads; these caps bound what one input can cost, so no file can make a report larger than a few MB.
 */
export const LIMITS = {
  /** Characters of repository text one finding may quote (a quoted span longer than this is cut). */
  quotedCharacters: 200,
  /** Characters of one finding message in all (fixed text plus quotes). */
  messageCharacters: 1_000,
  /** Findings one check may raise on one line of one file. */
  findingsPerLine: 10,
  /** Findings one check may raise in one file (the rest are counted in one notice). */
  findingsPerFile: 100,
  /** Bytes a check reads of one file; larger files are reported as too large, not parsed. */
  fileBytes: 4 * 1024 * 1024,
  /**
   * Lines plus inline markup characters of one Markdown document rfc-lint parses (an RFC has a few
   * thousand; OpenEnv's largest, 36 KB, 1,687): markdown-it's tokens, and so memory, stay bounded.
   */
  markdownStructure: 100_000,
  /** Bytes of the config file (`.github/openenv-ci.yml` or `--config`): a config is a few KB. */
  configBytes: 256 * 1024,
  /** YAML nodes (keys, values, items) of the parsed config: its model stays small whatever the file holds. */
  configNodes: 20_000,
  /** Bytes of one change the review reads (its diff, file by file; option `max-change-bytes`); the rest is listed as not reviewed. */
  changeBytes: 32 * 1024 * 1024,
  /** Default seconds of GitHub API work per run (`api-deadline` input); then the report is written with what was answered. */
  apiDeadlineSeconds: 120,
  /**
   * Seconds of the API deadline kept for publishing (the sticky comment, the tracking issue): lookups
   * stop this much earlier (at most a quarter of the deadline), and publishing gets at least this long
   * from when it starts, so a slow lookup can never leave the previous run's comment in place.
   */
  publishShareSeconds: 30,
} as const;

/**
 * The signal GitHub clients follow: aborted by the run's own cancellation or when the API deadline
 * passes. Its timer does not keep the process alive. The warning that says what the deadline means is
 * given once, and only when a client actually skipped or cut a call for it (deadlineCutCall): a run that
 * made no API call past the deadline (a long folder audit) says nothing about it.
 */
export function apiDeadline(seconds: number, cancelled: AbortSignal, warn: (message: string) => void): AbortSignal {
  const timeout = AbortSignal.timeout(Math.round(seconds * 1000));
  const signal = AbortSignal.any([cancelled, timeout]);
  deadlineWarnings.set(signal, () => {
    if (timeout.aborted) warn(`openenv-ci: the API deadline (${seconds} s, input api-deadline) passed: GitHub calls still running or queued were skipped; the report covers what was answered.`);
  });
  return signal;
}

const deadlineWarnings = new WeakMap<AbortSignal, () => void>();

/** The run's API deadline split in two: lookups, then publishing with its own share (LIMITS.publishShareSeconds). */
export interface ApiDeadlines {
  /** For the checks' lookups: aborted `share` seconds before the deadline. */
  lookups: AbortSignal;
  /** For publishing, made when publishing starts: the rest of the deadline, and never less than the share. */
  publishing(): AbortSignal;
  /** The publishing share in seconds. */
  shareSeconds: number;
}

export function apiDeadlines(seconds: number, cancelled: AbortSignal, warn: (message: string) => void): ApiDeadlines {
  const shareSeconds = Math.min(LIMITS.publishShareSeconds, seconds / 4);
  const end = Date.now() + seconds * 1000;
  const lookupSeconds = seconds - shareSeconds;
  // The timeout signals are held by the warnings' closures: a timeout signal nothing references is
  // garbage-collected before it fires, and a composite signal made from it then never aborts.
  const lookupTimeout = AbortSignal.timeout(Math.round(lookupSeconds * 1000));
  const lookups = AbortSignal.any([cancelled, lookupTimeout]);
  deadlineWarnings.set(lookups, () => {
    if (lookupTimeout.aborted) {
      warn(
        `openenv-ci: the API deadline (${formatSeconds(seconds)}, input api-deadline) passed for lookups (at ${formatSeconds(lookupSeconds)}; the last ${formatSeconds(shareSeconds)} are kept for the comment): GitHub calls still running or queued were skipped; the report covers what was answered.`,
      );
    }
  });
  let publishing: AbortSignal | undefined;
  return {
    lookups,
    shareSeconds,
    publishing: () => {
      if (publishing) return publishing;
      const ms = Math.max(shareSeconds * 1000, end - Date.now());
      const timeout = AbortSignal.timeout(Math.round(ms));
      const signal = AbortSignal.any([cancelled, timeout]);
      deadlineWarnings.set(signal, () => {
        if (timeout.aborted) warn(`openenv-ci: publishing's share of the API deadline (${formatSeconds(ms / 1000)}) passed: the comment or tracking issue was not written.`);
      });
      return (publishing = signal);
    },
  };
}

function formatSeconds(seconds: number): string {
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

/** A client skipped or cut a call because `deadline` was aborted: the deadline's warning, once. */
export function deadlineCutCall(deadline: AbortSignal): void {
  const warn = deadlineWarnings.get(deadline);
  deadlineWarnings.delete(deadline);
  warn?.();
}

/** The engine's rule for findings left out by the caps. */
export const FINDINGS_CAPPED_RULE = 'limits/findings-capped';
/** The rule a check reports a file under when the file exceeds LIMITS.fileBytes (checks without their own). */
export const FILE_TOO_LARGE_RULE = 'limits/file-too-large';
/** The rule the review reports a file under when the change's bytes before it used up LIMITS.changeBytes. */
export const CHANGE_TOO_LARGE_RULE = 'limits/change-too-large';

/** `text` cut to `limit` code points with an ellipsis after them (never splitting a surrogate pair). */
export function clipText(text: string, limit: number = LIMITS.quotedCharacters): string {
  const kept = firstCodePoints(text, limit);
  return kept.length === text.length ? text : `${kept}…`;
}

/**
 * A finding message with every quoted span (between `"` or `` ` `` marks) cut to LIMITS.quotedCharacters
 * and the whole cut to LIMITS.messageCharacters. One pass, no regex: messages quote hostile text.
 */
export function limitMessage(message: string): string {
  if (message.length <= LIMITS.quotedCharacters) return message;
  let out = '';
  let from = 0;
  while (from < message.length) {
    const open = nextQuote(message, from);
    if (open === -1) break;
    const close = message.indexOf(message[open]!, open + 1);
    if (close === -1) break;
    out += message.slice(from, open + 1) + clipText(message.slice(open + 1, close)) + message[close];
    from = close + 1;
  }
  out += message.slice(from);
  return clipText(out, LIMITS.messageCharacters);
}

function nextQuote(text: string, from: number): number {
  const double = text.indexOf('"', from);
  const tick = text.indexOf('`', from);
  if (double === -1) return tick;
  if (tick === -1) return double;
  return Math.min(double, tick);
}

/**
 * Applies the caps to one check's findings: messages limited, at most LIMITS.findingsPerLine per line and
 * LIMITS.findingsPerFile per file, and one notice per file that says how many were left out. In
 * pull-request mode the change's own findings are kept first (a file with 100 old errors must not crowd
 * out the warning the change adds), then the most severe. The notice is pre-existing when everything it
 * stands for is. Linear in the findings (one sort, one pass).
 */
export function capFindings(findings: readonly Finding[], check: string): Finding[] {
  const isOld = (finding: Finding) => (finding.scope === 'pre-existing' ? 1 : 0);
  const ranked = findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => isOld(a.finding) - isOld(b.finding) || severityRank(b.finding.severity) - severityRank(a.finding.severity) || a.index - b.index);
  const perFile = new Map<string, number>();
  const perLine = new Map<string, number>();
  const dropped = new Map<string, { count: number; scope: Finding['scope'] }>();
  const kept: { finding: Finding; index: number }[] = [];
  for (const entry of ranked) {
    const { file, line } = entry.finding;
    const lineKey = `${file}\0${line ?? ''}`;
    const inFile = perFile.get(file) ?? 0;
    const onLine = perLine.get(lineKey) ?? 0;
    if (inFile >= LIMITS.findingsPerFile || (line !== undefined && onLine >= LIMITS.findingsPerLine)) {
      const d = dropped.get(file);
      // A new finding left out makes the notice new; pre-existing only when all of them were.
      const scope = entry.finding.scope;
      if (d) {
        d.count++;
        if (d.scope === 'pre-existing' && scope !== 'pre-existing') d.scope = scope;
      } else dropped.set(file, { count: 1, scope });
      continue;
    }
    perFile.set(file, inFile + 1);
    perLine.set(lineKey, onLine + 1);
    const message = limitMessage(entry.finding.message);
    kept.push({ finding: message === entry.finding.message ? entry.finding : { ...entry.finding, message }, index: entry.index });
  }
  const out = kept.sort((a, b) => a.index - b.index).map((k) => k.finding);
  for (const [file, { count, scope }] of dropped) {
    out.push({
      rule: FINDINGS_CAPPED_RULE,
      severity: 'notice',
      file,
      message: `More findings of ${check} in this file were left out (${count} or more): a check reports at most ${LIMITS.findingsPerFile} findings per file and ${LIMITS.findingsPerLine} per line. Fix the reported ones and run again.`,
      fingerprint: fingerprint(FINDINGS_CAPPED_RULE, file, check),
      ...(scope ? { scope } : {}),
    });
  }
  return out;
}

/** The message of a file refused for its size, shared by the checks that report it. */
export function fileTooLargeMessage(path: string, bytes: number, what: string): string {
  return `${path} is ${formatMegabytes(bytes)}, over the ${formatMegabytes(LIMITS.fileBytes)} a check reads of one file: ${what}.`;
}

/** The message of a file the review left out because the change is over its byte cap. */
export function changeTooLargeMessage(path: string, changeBytes: number, capBytes: number): string {
  return `${path} was not reviewed: the change is ${formatMegabytes(changeBytes)}, over the ${formatMegabytes(capBytes)} the review reads of one change (max-change-bytes); review it by hand, or split the pull request.`;
}

function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
