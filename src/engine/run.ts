import picomatch from 'picomatch';
import type { Check, CheckContext, CheckId, ReportSection } from './check.js';
import { configuredSeverity, type ResolvedConfig } from './config.js';
import { compareFindings, severityRank, type Finding } from './finding.js';
import { fingerprint } from './fingerprint.js';
import { applySuppressions, type Suppression } from './suppressions.js';
import { subtractBaseline } from './baseline.js';
import { UserError } from './errors.js';

export interface CheckOutcome {
  check: CheckId;
  title: string;
  findings: Finding[];
  sections: ReportSection[];
  /** Set when the check itself failed (an internal error): the run exits 2. */
  error?: string;
  durationMs: number;
  /** false: reports give counts for this check, not one line per finding (CheckResult.listFindings). */
  listFindings?: boolean;
}

export interface RunResult {
  outcomes: CheckOutcome[];
  /** All findings after config, suppressions and baseline, sorted (errors first). */
  findings: Finding[];
  suppressions: Suppression[];
  /** How many findings the baseline accepted. */
  baselined: number;
  /** Extra JSON report fields contributed by checks (`environments`, ...). */
  data: Record<string, unknown>;
  commentMarkdown?: string;
  trackingIssue?: { title: string; body: string; label: string };
  internalErrors: string[];
  /** `data` keys whose records' findings the JSON report writes as indices (CheckResult.jsonFindingIndex). */
  jsonFindingIndex?: string[];
  /** Why the report file must not be replaced this time (CheckResult.stale). */
  stale?: string;
}

export interface RunOptions {
  checks: readonly Check[];
  config: ResolvedConfig;
  /** Options per check, already merged (defaults < config file < inputs/flags). */
  optionsFor(check: Check): Record<string, string>;
  /** Context fields shared by all checks. */
  context: Omit<CheckContext, 'options' | 'priorFindings'>;
  baseline?: Map<string, number>;
  /** Findings handed over from earlier jobs (JSON reports): visible to later checks, not re-reported. */
  importedFindings?: readonly Finding[];
}

/** Runs the checks in order, then applies config severities, path filters, suppressions and baseline. */
export async function runChecks(options: RunOptions): Promise<RunResult> {
  const { config, context } = options;
  const outcomes: CheckOutcome[] = [];
  const data: Record<string, unknown> = {};
  let commentMarkdown: string | undefined;
  let trackingIssue: RunResult['trackingIssue'];
  const jsonFindingIndex: string[] = [];
  let stale: string | undefined;
  const internalErrors: string[] = [];
  // Handed-over findings, each once: the same report imported twice, or a finding both imported and
  // found again by a check of this job, is one finding for the checks that fold them in (review).
  const prior: Finding[] = [];
  const priorKeys = new Set<string>();
  const addPrior = (findings: readonly Finding[]) => {
    for (const f of findings) {
      const key = `${f.rule}\0${f.file}\0${f.line ?? ''}\0${f.fingerprint}`;
      if (priorKeys.has(key)) continue;
      priorKeys.add(key);
      prior.push(f);
    }
  };
  addPrior(options.importedFindings ?? []);

  for (const check of options.checks) {
    const started = performance.now();
    context.services.logger.info(`openenv-ci: running ${check.id}`);
    try {
      const result = await check.run({ ...context, options: options.optionsFor(check), priorFindings: [...prior] });
      const findings = applyConfig(result.findings.map((f) => ({ ...f, check: check.id })), config);
      outcomes.push({
        check: check.id,
        title: check.title,
        findings,
        sections: result.sections ?? [],
        durationMs: performance.now() - started,
        ...(result.listFindings === false ? { listFindings: false } : {}),
      });
      jsonFindingIndex.push(...(result.jsonFindingIndex ?? []));
      stale = result.stale ?? stale;
      addPrior(findings);
      Object.assign(data, result.data ?? {});
      commentMarkdown = result.commentMarkdown ?? commentMarkdown;
      trackingIssue = result.trackingIssue ?? trackingIssue;
    } catch (error) {
      // A UserError is a mistake the user can fix (a bad option value, a missing revision): a usage
      // error with its own message (exit 2), not "a bug in openenv-ci".
      if (error instanceof UserError) throw error;
      const message = `${check.id} failed: ${(error as Error).message}`;
      internalErrors.push(message);
      outcomes.push({
        check: check.id,
        title: check.title,
        findings: [
          {
            rule: 'internal/check-failed',
            severity: 'error',
            file: '',
            message: `${message}. The check could not finish; this is a bug in openenv-ci unless the message names something to fix.`,
            fingerprint: fingerprint('internal/check-failed', '', check.id),
            check: check.id,
          },
        ],
        sections: [],
        error: (error as Error).stack ?? String(error),
        durationMs: performance.now() - started,
      });
    }
  }

  const all = outcomes.flatMap((o) => o.findings);
  const { kept: unsuppressed, suppressions } = await applySuppressions(all, context.repo);
  const { kept, baselined } = options.baseline ? subtractBaseline(unsuppressed, options.baseline) : { kept: unsuppressed, baselined: 0 };
  const keptSet = new Set(kept);
  // Errors first; within a severity, findings in the files a pull request changed come first.
  const changed = context.changedFiles;
  const order = (a: Finding, b: Finding) =>
    severityRank(b.severity) - severityRank(a.severity) || (changed ? Number(!changed.has(a.file)) - Number(!changed.has(b.file)) : 0) || compareFindings(a, b);
  for (const outcome of outcomes) outcome.findings = outcome.findings.filter((f) => keptSet.has(f)).sort(order);
  return {
    outcomes,
    findings: [...kept].sort(order),
    suppressions,
    baselined,
    data,
    commentMarkdown,
    trackingIssue,
    internalErrors,
    ...(jsonFindingIndex.length ? { jsonFindingIndex } : {}),
    ...(stale ? { stale } : {}),
  };
}

/** Severity overrides (`off` drops) and path include/exclude from the config file. */
export function applyConfig(findings: readonly Finding[], config: ResolvedConfig): Finding[] {
  const include = config.include.length ? picomatch(config.include, { dot: true }) : undefined;
  const exclude = config.exclude.length ? picomatch(config.exclude, { dot: true }) : undefined;
  const out: Finding[] = [];
  for (const finding of findings) {
    if (finding.file && include && !include(finding.file)) continue;
    if (finding.file && exclude && exclude(finding.file)) continue;
    const severity = configuredSeverity(config, finding.rule, finding.severity);
    if (severity === 'off') continue;
    out.push(severity === finding.severity ? finding : { ...finding, severity });
  }
  return out;
}

export type FailOn = 'error' | 'warning' | 'never';

/** The exit status both front ends use: 0 clean, 1 findings at or above fail-on, 2 internal error. */
export function exitCodeFor(result: Pick<RunResult, 'findings' | 'internalErrors'>, failOn: FailOn): 0 | 1 | 2 {
  if (result.internalErrors.length > 0) return 2;
  if (failOn === 'never') return 0;
  const failing = result.findings.some((f) => f.severity === 'error' || (failOn === 'warning' && f.severity === 'warning'));
  return failing ? 1 : 0;
}
