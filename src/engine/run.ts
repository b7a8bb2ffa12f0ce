import picomatch from 'picomatch';
import type { Check, CheckContext, CheckId, ReportSection } from './check.js';
import { configuredSeverity, type ResolvedConfig } from './resolved-config.js';
import { asReported, compareFindings, countsForVerdict, severityRank, type Finding, type SeverityOf } from './finding.js';
import { fingerprint } from './fingerprint.js';
import { applySuppressions, mayHoldDirective, type Suppression } from './suppressions.js';
import { subtractBaseline } from './baseline.js';
import { UserError } from './errors.js';
import { capFindings } from './limits.js';
import { isPreExisting, markByChangedFiles, markByFingerprint, markByTouchedUnits, type Scope, type ScopeStrategy } from './scope.js';
import type { RepoView } from '../repo/view.js';
import { monotonicMs } from './clock.js';

export interface CheckOutcome {
  check: CheckId;
  title: string;
  /** What the check reports: every finding, or in pull-request mode the new ones only. */
  findings: Finding[];
  /** Pull-request mode: findings BASE already had (counted and listed apart, never failing). */
  preExisting?: Finding[];
  sections: ReportSection[];
  /** Set when the check itself failed (an internal error): the run exits 2. */
  error?: string;
  durationMs: number;
  /** false: reports give counts for this check, not one line per finding (CheckResult.listFindings). */
  listFindings?: boolean;
  /** Findings an earlier step of the job counts, which this check refers to (CheckResult.countedElsewhere). */
  countedElsewhere?: Finding[];
  /** Findings whose file is not a repository path (CheckResult.outsideRepository). */
  outsideRepository?: (file: string) => boolean;
}

export interface RunResult {
  outcomes: CheckOutcome[];
  /** All findings after config, suppressions and baseline, sorted (errors first); new ones only in pull-request mode. */
  findings: Finding[];
  /** Pull-request mode: the findings BASE already had, sorted the same way. Empty otherwise. */
  preExisting?: Finding[];
  /** The scope findings were split by (`all` outside pull-request mode). */
  scope?: Scope;
  /** Repository path of the scanned folder when it is not the repository root (finding paths include it). */
  scannedFolder?: string;
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
  /** Pull-request mode: the BASE tree, seen the way `context.repo` sees HEAD, for the `fingerprint` strategy. */
  baseRepo?: RepoView;
  /**
   * Opt-in rules (RuleMeta.optIn) this run leaves off unless the config names them. The composition root
   * knows every check's rules, and a check may report another's (the review folds the others in).
   */
  optInRules?: ReadonlySet<string>;
}

const elapsedMs = monotonicMs;

/** Runs the checks in order, then applies config severities, path filters, suppressions and baseline. */
export async function runChecks(options: RunOptions): Promise<RunResult> {
  const { config, context } = options;
  const optIn = options.optInRules ?? new Set<string>();
  const configuredRules = ruleSettings(config, optIn);
  const outcomes: CheckOutcome[] = [];
  const data: Record<string, unknown> = {};
  let commentMarkdown: string | undefined;
  let trackingIssue: RunResult['trackingIssue'];
  const jsonFindingIndex: string[] = [];
  let stale: string | undefined;
  const internalErrors: string[] = [];
  // The suppression pass after the checks skips the files they read that cannot hold a directive.
  context.repo.screenReads?.(mayHoldDirective);
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
    const started = elapsedMs();
    const logger = context.services.logger;
    if (logger.startGroup) logger.startGroup(`openenv-ci: ${check.id}`);
    else logger.info(`openenv-ci: running ${check.id}`);
    try {
      const checkOptions = options.optionsFor(check);
      const result = await check.run({ ...context, options: checkOptions, priorFindings: [...prior], ...configuredRules });
      const scoped = await scopeFindings(check, checkOptions, result.findings, options);
      // The caps apply here, once for every check, to what the config keeps (and the config may turn
      // the caps' own notice off): what one input can add to the report is bounded.
      const configured = asReported(scoped.map((f) => ({ ...f, check: check.id })), configuredRules);
      const findings = [...asReported(capFindings(configured, check.id).map((f) => (f.check === check.id ? f : { ...f, check: check.id })), configuredRules)];
      outcomes.push({
        check: check.id,
        title: check.title,
        findings,
        preExisting: [],
        sections: result.sections ?? [],
        durationMs: elapsedMs() - started,
        ...(result.listFindings === false ? { listFindings: false } : {}),
        ...(result.countedElsewhere?.length ? { countedElsewhere: result.countedElsewhere } : {}),
        ...(result.outsideRepository ? { outsideRepository: result.outsideRepository } : {}),
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
        preExisting: [],
        sections: [],
        error: (error as Error).stack ?? String(error),
        durationMs: elapsedMs() - started,
      });
    } finally {
      logger.endGroup?.();
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
  for (const outcome of outcomes) {
    const reported = outcome.findings.filter((f) => keptSet.has(f)).sort(order);
    outcome.findings = reported.filter((f) => !isPreExisting(f));
    outcome.preExisting = reported.filter(isPreExisting);
  }
  return {
    outcomes,
    findings: kept.filter((f) => !isPreExisting(f)).sort(order),
    preExisting: kept.filter(isPreExisting).sort(order),
    scope: activeScope(context) ?? 'all',
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

/** The scope in force: set only in pull-request mode (a base revision and its diff are known). */
function activeScope(context: RunOptions['context']): Scope | undefined {
  return context.baseRevision && context.changedFiles ? (context.scope ?? 'new') : undefined;
}

/**
 * Marks each finding of one check new or pre-existing (pull-request mode), by the user's scope and
 * the check's declared strategy (engine/scope.ts). Outside pull-request mode, and with `scope: all`,
 * findings pass unmarked.
 */
async function scopeFindings(check: Check, checkOptions: Record<string, string>, findings: readonly Finding[], options: RunOptions): Promise<Finding[]> {
  const { context } = options;
  const scope = activeScope(context);
  const changed = context.changedFiles;
  if (!scope || scope === 'all' || !changed) return findings.map((finding) => (finding.scope === undefined ? finding : withoutScope(finding)));
  if (scope === 'changed-files') return markByChangedFiles(findings, changed);
  const declared = check.scopeStrategy ?? { by: 'fingerprint' };
  const strategy: ScopeStrategy = typeof declared === 'function' ? declared(checkOptions) : declared;
  if (strategy.by === 'check') return findings.map((f) => (f.scope ? f : { ...f, scope: 'new' as const }));
  if (strategy.by === 'environments') return markByTouchedUnits(findings, await strategy.units(context.repo), changed);
  const runtime = strategy.runtime;
  if (runtime && findings.some((f) => runtime.isRuntime(f))) {
    // The run's own findings by the environments touched, the tree's by BASE, each kept in place.
    const fromRun = markByTouchedUnits(findings.filter((f) => runtime.isRuntime(f)), await runtime.units(context.repo), changed);
    const fromTree = await scopeByBase(check, runtime.baseOptions, findings.filter((f) => !runtime.isRuntime(f)), options);
    let run = 0;
    let tree = 0;
    return findings.map((f) => (runtime.isRuntime(f) ? fromRun[run++]! : fromTree[tree++]!));
  }
  return scopeByBase(check, runtime?.baseOptions ?? checkOptions, findings, options);
}

/** The `fingerprint` strategy: the check run again on BASE, and a finding BASE has is pre-existing. */
async function scopeByBase(check: Check, baseOptions: Readonly<Record<string, string>>, findings: readonly Finding[], options: RunOptions): Promise<Finding[]> {
  const { context } = options;
  const changed = context.changedFiles!;
  if (!options.baseRepo) return markByChangedFiles(findings, changed);
  const logger = context.services.logger;
  try {
    // BASE through the same kind of view, as a full scan: no pull request, no diff, nothing folded in.
    const baseResult = await check.run({
      ...context,
      repo: options.baseRepo,
      options: baseOptions,
      priorFindings: [],
      pullRequest: undefined,
      baseRevision: undefined,
      headRevision: undefined,
      changedFiles: undefined,
      scope: undefined,
      // BASE's run is quiet: its lines go to debug, and it opens no log group.
      services: { ...context.services, logger: { info: logger.debug, progress: logger.debug, notice: logger.debug, warning: logger.warning, debug: logger.debug } },
    });
    return markByFingerprint(findings, baseResult.findings);
  } catch (error) {
    if (error instanceof UserError) throw error;
    logger.warning(`openenv-ci: ${check.id} could not run on BASE (${(error as Error).message}); its findings in changed files count as new, the others as pre-existing.`);
    return markByChangedFiles(findings, changed);
  }
}

function withoutScope({ scope: _ignored, ...finding }: Finding): Finding {
  return finding;
}

/**
 * What a check is told of the config (CheckContext.severityOf, ruleOff and keepsPath): the severity it
 * gives each rule (an opt-in rule it does not name being off) and the paths it keeps. The engine applies
 * the same to the findings (applyConfig).
 */
export function ruleSettings(config: ResolvedConfig, optIn: ReadonlySet<string> = new Set()): Required<Pick<CheckContext, 'severityOf' | 'ruleOff' | 'keepsPath'>> {
  const severityOf: SeverityOf = (rule, severity) => configuredSeverity(config, rule, severity, optIn.has(rule));
  const include = config.include.length ? picomatch(config.include, { dot: true }) : undefined;
  const exclude = config.exclude.length ? picomatch(config.exclude, { dot: true }) : undefined;
  return {
    severityOf,
    ruleOff: (rule) => severityOf(rule, 'error') === 'off',
    keepsPath: (file) => !(include && !include(file)) && !(exclude && exclude(file)),
  };
}

/** Severity overrides (`off` drops; so does an opt-in rule the config does not name) and path include/exclude from the config file. */
export function applyConfig(findings: readonly Finding[], config: ResolvedConfig, optIn: ReadonlySet<string> = new Set()): Finding[] {
  return asReported(findings, ruleSettings(config, optIn)) as Finding[]; // `findings` or a new array
}

export type FailOn = 'error' | 'warning' | 'never';

/**
 * The exit status both front ends use: 0 clean, 1 findings at or above fail-on, 2 internal error.
 * Advisory findings (the model pass's claims) never count, whatever fail-on says.
 */
export function exitCodeFor(result: Pick<RunResult, 'findings' | 'internalErrors'>, failOn: FailOn): 0 | 1 | 2 {
  if (result.internalErrors.length > 0) return 2;
  if (failOn === 'never') return 0;
  const failing = result.findings.some((f) => countsForVerdict(f) && (f.severity === 'error' || (failOn === 'warning' && f.severity === 'warning')));
  return failing ? 1 : 0;
}
