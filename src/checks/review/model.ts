/**
 * The review report as data. The comment markdown is rendered from this model only, so the same model
 * always gives the same bytes, and the artifact handed from an untrusted job to the publishing job
 * carries data (validated, re-rendered and re-escaped there), never ready-made markdown.
 */
export type CheckStatus = 'PASS' | 'FAIL' | 'SKIPPED';

export interface ReportItem {
  rule: string;
  severity: 'error' | 'warning' | 'notice';
  /** Check that produced it (`review`, `rfc-lint`, ...). */
  check: string;
  file: string;
  line?: number;
  message: string;
  /**
   * The RFC sections the rule's match came from (RFC rules only): each a heading's line range in the RFC
   * at BASE. The model pass sends exactly these as grounding; nothing renders them.
   */
  grounding?: RfcSection[];
  /**
   * A cause found in several files (src/report/repeated.ts): every place, in reading order (`file` and
   * `line` are the first). The comment names them as every report does: the count, the first few, the rest collapsed.
   */
  places?: { file: string; line?: number }[];
}

/** A section of an RFC at BASE: its heading line through its last non-blank line (1-based, inclusive). */
export interface RfcSection {
  doc: string;
  startLine: number;
  endLine: number;
}

export interface Tier2Item extends ReportItem {
  /** principle: an invariant/principle at stake; rfc: an open RFC's area; check: a warning from another check. */
  conflict: 'principle' | 'rfc' | 'check';
  /** Name of the principle at stake. */
  principle?: string;
  /** Where it is written (document path and 1-based line at HEAD). */
  reference?: { path: string; line?: number };
  /** `@handle`s from CODEOWNERS, git blame of the cited lines, or the RFC's authors. */
  reviewers: string[];
}

export interface OpenRfcContext {
  path: string;
  number: string;
  title: string;
  status: string;
  authors: string[];
  /** Changed files that touch its area. */
  touchedBy: string[];
}

export interface ReviewReport {
  version: 1;
  /** Revisions as resolved (full shas when git could resolve them). */
  baseSha: string;
  headSha: string;
  source: 'git' | 'api';
  filesChanged: number;
  linesAdded: number;
  linesRemoved: number;
  automated: {
    lint: { status: CheckStatus; summary: string };
    debug: { status: CheckStatus; summary: string };
  };
  openRfcs: OpenRfcContext[];
  tier1: ReportItem[];
  tier2: Tier2Item[];
  /** Context notes (notices) on changed lines, e.g. TODO comments. */
  notices: ReportItem[];
  /** Problems found on lines this change did not touch: counted, never blocking. */
  preExisting: number;
}

export type Verdict = 'request changes' | 'comment' | 'approve';

export function verdictOf(report: Pick<ReviewReport, 'tier1' | 'tier2'>): Verdict {
  if (report.tier1.length > 0) return 'request changes';
  if (report.tier2.length > 0) return 'comment';
  return 'approve';
}
