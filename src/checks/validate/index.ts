/**
 * The validate check: the fast static subset of `openenv validate` plus the proposed auto-validation
 * criteria for every environment root (validator.md), then, when configured, the runtime probe against a
 * started or running server (runtime-contract.md §12). One report record per environment.
 */
import { existsSync } from 'node:fs';
import picomatch from 'picomatch';
import { join, relative, resolve, sep } from 'node:path';
import type { Check, CheckContext, CheckResult, ReportSection } from '../../engine/check.js';
import type { Finding, Severity } from '../../engine/finding.js';
import { fingerprint } from '../../engine/fingerprint.js';
import { codeSpan, escapeHtmlText, escapeMessageCell, escapeTableCell } from '../../report/escape.js';
import { someFiles } from '../../report/repeated.js';
import { listFilesUnder } from '../../repo/view.js';
import { isInside } from '../../engine/scope.js';
import { monotonicMs } from '../../engine/clock.js';
import { splitTemplates } from './templates.js';
import { StringPool } from './compact.js';
import type { CriterionResult, EnvironmentReport } from './criteria.js';
import { CRITERIA, RUNTIME_IDS } from './rules.js';
import { OWNED_BY_MANIFESTS, reportedByManifestsRule } from './ownership.js';
import { VALIDATE_OPTION_SPECS, OptionError, parseValidateOptions, type ValidateOptions } from './options.js';
import { discoverEnvRoots, environmentFile, findingsOf, forEachStaticResult, staticFindingFile, type StaticEnvironmentResult } from './static/run.js';
import { readManifest } from './static/manifest.js';
import { resetTakesSeed } from './static/tools-tasks.js';
import type { ProbeActions, ProbeOutcome } from './probe/run.js';
import { runCliCrosscheck } from './crosscheck.js';
import { mayRunRepositoryCode } from '../../process/policy.js';
import { isSecretName } from '../../process/environment.js';
import { findOnPath } from '../../process/tools.js';
import { registerSecret } from '../../process/redact.js';

/** The per-environment record with the runtime verdicts the CLI's `--url` mode reports. */
export interface ValidateEnvironmentRecord extends EnvironmentReport {
  /** Set when the probe ran: the verdict `openenv validate --url` would give. */
  openenv_validate_url_equivalent?: boolean;
  mode?: string;
  standard_version?: string;
  standard_profile?: string;
  /**
   * Deployment modes as `openenv validate --verbose` lists them (validator.md §1.1 item 11): docker when a
   * Dockerfile exists; openenv_serve, uv_run and python_module when the local parity checks pass.
   */
  deployment_modes?: { docker: boolean; openenv_serve: boolean; uv_run: boolean; python_module: boolean };
  /** With cli-crosscheck: the installed CLI's verdict and whether it agrees. */
  cli_crosscheck?: { passed?: boolean; agrees?: boolean; problem?: string };
}

export const validateCheck: Check = {
  id: 'validate',
  title: 'Validate',
  rules: [
    ...CRITERIA.map(({ id, description, defaultSeverity, details }) => ({ id, description, defaultSeverity, ...(details ? { details } : {}) })),
    { id: 'validate/configuration', description: 'The validate inputs are well-formed.', defaultSeverity: 'error' as const },
    { id: 'validate/cli-crosscheck', description: "The installed openenv CLI agrees with the static subset's parity verdict (cli-crosscheck).", defaultSeverity: 'notice' as const },
  ],
  options: VALIDATE_OPTION_SPECS,
  cliPaths: 'list',
  // Static validation is a function of the tree: compared with BASE by fingerprint, whether or not the
  // probe ran (BASE runs static only). The probe's and the CLI cross-check's findings have no BASE (they
  // start processes, too costly twice): scoped by the environments the diff touches.
  scopeStrategy: (raw) => ({
    by: 'fingerprint',
    runtime: {
      isRuntime: isRuntimeFinding,
      units: async (repo) => discoverEnvRoots(await repo.listFiles(), []),
      baseOptions: { ...raw, 'runtime-probe': 'false', 'cli-crosscheck': 'false' },
    },
  }),
  async run(context: CheckContext): Promise<CheckResult> {
    const logger = context.services.logger;
    let options: ValidateOptions;
    try {
      options = parseValidateOptions(context.options);
    } catch (error) {
      if (!(error instanceof OptionError)) throw error;
      return { findings: [configFinding(`validate: ${error.message}. Fix: correct the input.`)] };
    }
    // Only the folders named: `validate ./one-env` in a busy folder lists one-env, not its neighbours.
    // A path written `!glob` leaves out the environments it matches (`paths: envs/*` and `!envs/wip_*`).
    const paths = context.paths.filter((p) => !p.startsWith('!')).map(environmentPath);
    const leftOut = excludedBy(context.paths.filter((p) => p.startsWith('!')).map((p) => environmentPath(p.slice(1))));
    const files = paths.length ? await listFilesUnder(context.repo, paths.map(listingFolder)) : await context.repo.listFiles();
    const named = new Set(paths.filter((p) => !/[*?[\]{}]/.test(p)).map(normalizedRoot));
    const { environments: roots, templates } = await splitTemplates(context.repo, discoverEnvRoots(files, paths).filter((root) => !leftOut(root)), (root) => named.has(root));
    if (templates.length) {
      // One notice for all of them: each template is the same cause.
      const say = logger.notice ?? logger.info;
      say(
        `validate: ${templates.length} template folder${templates.length === 1 ? '' : 's'} skipped, not environments (openenv.yaml holds a placeholder such as __ENV_NAME__): ${firstNames(templates)}. Name one as a path to validate it.`,
      );
    }
    // The first few names: a list of 20,000 would be one line of hundreds of KB.
    logger.progress(
      roots.length
        ? `validate: ${roots.length} environment${roots.length === 1 ? '' : 's'}: ${firstNames(roots)}`
        : 'validate: no environment (no openenv.yaml) here; nothing to validate',
    );
    const manifestsRuns = context.checks?.includes('manifests') === true;
    const reportedEarlier = new Set(context.priorFindings.map((f) => `${f.rule}\0${f.file}`));
    const alreadyReported = (rule: string, file: string) => reportedByManifestsRule(rule, file, (owner) => reportedEarlier.has(`${owner}\0${file}`));
    const staticFindings: Finding[] = [];
    const findings: Finding[] = [];
    const environments: ValidateEnvironmentRecord[] = [];
    // The file a criterion without its own names, per record (the record's path is shown relative to the
    // current directory; the config's paths match repository paths).
    const findingFileOf = new WeakMap<ValidateEnvironmentRecord, string>();
    const probePlan = planProbe(context, options, roots.length);
    const rootOnDisk = existsSync(context.root); // once, not once per environment
    if (probePlan.refusal) findings.push(probePlan.refusal);
    // The probe follows the change: in a pull request it starts only the environments the change touched.
    const probed = probePlan.run && options.probeEnvironments === 'touched' && context.baseRevision !== undefined && context.changedFiles ? touchedRoots(roots, context.changedFiles) : undefined;
    const left = probed ? roots.length - probed.size : 0;
    if (probed && left > 0) {
      logger.progress(
        `validate: runtime probe: ${probed.size} of ${roots.length} environment${roots.length === 1 ? '' : 's'}, the ${probed.size === 1 ? 'one' : 'ones'} the pull request touched${probed.size ? ` (${firstNames([...probed])})` : ''}; ${left} not touched ${left === 1 ? 'is' : 'are'} not started (probe-environments: all starts every one)`,
      );
    }
    // The runtime criteria every environment skips for one reason: one set of records for the run, not
    // 25 new records per environment (nothing changes a record once made).
    const runtimeSkipsByReason = new Map<string, readonly CriterionResult[]>();
    const skipsOf = (reason: string): readonly CriterionResult[] => {
      let skips = runtimeSkipsByReason.get(reason);
      if (!skips) runtimeSkipsByReason.set(reason, (skips = runtimeSkips(reason)));
      return skips;
    };
    // A bounded stream: each environment's files and parsed models are gone once its record is made;
    // what stays per environment is its record and its findings (the report section reads the records).
    // Records and findings wait for the report: kept with one flat copy of each string (compact.ts).
    const pool = new StringPool();
    await forEachStaticResult(context.repo, roots, { ...options.static, criterionOff: (id) => options.skip(id) || context.ruleOff?.(id) === true, files, hasGitDir: (envRoot) => existsSync(join(context.root, envRoot, '.git')), onProgress: progressEvery(roots.length, 2000, (m) => logger.progress(m)), onProblem: (m) => logger.warning(`validate: ${m}`) }, async (result) => {
      const manifestFile = result.context.repoPath('openenv.yaml');
      for (const f of findingsOf(result.context)) if (!options.skip(f.rule) && !(manifestsRuns && OWNED_BY_MANIFESTS.has(f.rule)) && !alreadyReported(f.rule, manifestFile)) staticFindings.push(pool.finding(f));
      const reportedBy = (id: string) => (manifestsRuns ? OWNED_BY_MANIFESTS.get(id) : undefined) ?? alreadyReported(id, manifestFile);
      const record: ValidateEnvironmentRecord = {
        ...result.report,
        path: displayPath(context.root, result.context.root, process.cwd(), rootOnDisk),
        criteria: result.report.criteria.map((c) => {
          const owner = c.status === 'fail' ? reportedBy(c.id) : undefined;
          return pool.criterion(options.skip(c.id) ? optedOut(c) : owner ? { ...c, message: `${c.message} (reported once, by ${owner})` } : c);
        }),
      };
      if (result.context.has('openenv.yaml')) {
        const ready = record.openenv_validate_equivalent;
        const docker = result.context.has('server/Dockerfile') || result.context.has('Dockerfile');
        record.deployment_modes = { docker, openenv_serve: ready, uv_run: ready, python_module: ready };
      }
      if (options.cliCrosscheck && result.context.has('openenv.yaml') && !context.services.signal.aborted) {
        const decision = mayRunRepositoryCode('cli-crosscheck', context.eventName, options.allowUntrustedCode);
        if (decision.allowed) findings.push(...(await crosscheck(context, result, record)));
        else {
          record.cli_crosscheck = { problem: decision.reason };
          // Once per run, not per environment: the reason is the event, not the environment.
          if (!findings.some((f) => f.rule === 'validate/cli-crosscheck' && f.file === '')) {
            logger.warning(`validate: ${decision.reason}`);
            findings.push({ rule: 'validate/cli-crosscheck', severity: 'warning', file: '', message: `validate: ${decision.reason}`, fingerprint: fingerprint('validate/cli-crosscheck', '', `refused:${context.eventName}`) });
          }
        }
      }
      if (context.services.signal.aborted) {
        record.criteria.push(...skipsOf('skipped: the run was cancelled'));
      } else if (probed && !probed.has(result.context.root)) {
        record.criteria.push(...skipsOf(NOT_TOUCHED));
      } else if (probePlan.run && result.context.has('openenv.yaml')) {
        logger.startGroup?.(`validate: runtime probe of ${result.context.root || '.'}`);
        let outcome: ProbeOutcome;
        try {
          outcome = await probeEnvironment(context, options, result);
        } finally {
          logger.endGroup?.();
        }
        record.criteria.push(...outcome.criteria);
        record.openenv_validate_url_equivalent = outcome.parity;
        if (outcome.mode) record.mode = outcome.mode;
        if (outcome.standardVersion) record.standard_version = outcome.standardVersion;
        if (outcome.standardProfile) record.standard_profile = outcome.standardProfile;
        if (outcome.serverLogTail) record.serverLogTail = outcome.serverLogTail;
        findings.push(...runtimeFindings(result, outcome.criteria));
      } else {
        record.criteria.push(...skipsOf(probePlan.reason ?? 'skipped: no openenv.yaml'));
      }
      environments.push(record);
      findingFileOf.set(record, staticFindingFile(result.context));
    });
    const reportedAs: ReportedAs = (c, env) => {
      if (context.ruleOff?.(c.id)) return 'off';
      // The file its finding names (the criterion's, repository-relative, else the environment's).
      const file = c.file ?? findingFileOf.get(env) ?? '';
      if (context.keepsPath && !context.keepsPath(file)) return 'off';
      return context.severityOf?.(c.id, c.severity) ?? c.severity;
    };
    // Static findings first, then the run's and each environment's probe and cross-check findings. The
    // two lists are emptied: the closures below keep this scope (and so them) alive until the report.
    const allFindings = [...staticFindings, ...findings];
    staticFindings.length = 0;
    findings.length = 0;
    return {
      findings: allFindings,
      sections: environments.length === 1 ? [lazySection(environments[0]!, reportedAs, templates)] : environments.length > 1 ? [lazyTableSection(environments, reportedAs, templates)] : [],
      data: { environments },
    };
  },
};

/** Why an environment the pull request did not touch has no runtime verdicts. */
const NOT_TOUCHED = 'skipped: not touched by the pull request; probe-environments: all probes it';

/** The first 20 names of a list, then how many more: a list of 20,000 would be one line of hundreds of KB. */
function firstNames(roots: readonly string[]): string {
  return `${roots.slice(0, 20).map((r) => r || '.').join(', ')}${roots.length > 20 ? `, … (${roots.length - 20} more)` : ''}`;
}

/** The environment roots that hold a changed file (one pass over the changed files' folders). */
export function touchedRoots(roots: readonly string[], changed: ReadonlySet<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of changed) {
    for (let slash = file.lastIndexOf('/'); slash > 0; slash = file.lastIndexOf('/', slash - 1)) {
      const folder = file.slice(0, slash);
      if (folders.has(folder)) break; // its parents are in already
      folders.add(folder);
    }
  }
  return new Set(roots.filter((root) => (root === '' ? changed.size > 0 : folders.has(root))));
}

/** A path argument as discoverEnvRoots names roots: no `./`, no trailing slash, '' for the root. */
function normalizedRoot(path: string): string {
  return path.replace(/\\/g, '/').replace(/^\.(\/|$)/, '').replace(/\/+$/, '');
}

/** Whether a root is left out by a `!path` (the folder, inside it, or a glob it matches). */
function excludedBy(patterns: readonly string[]): (root: string) => boolean {
  if (!patterns.length) return () => false;
  const globs = patterns.filter((p) => /[*?[\]{}]/.test(p));
  const folders = patterns.filter((p) => !globs.includes(p)).map(normalizedRoot);
  const matches = globs.length ? picomatch(globs.map(normalizedRoot), { dot: true }) : () => false;
  return (root) => matches(root) || folders.some((folder) => isInside(root, folder));
}

/**
 * Progress of the static checks: a line once the run has gone on for `everyMs` since it started or since
 * the last line, and then the last environment's. A run that takes a second (most repositories: 36
 * environments in about half a second) prints nothing beyond its list of environments; a long one prints
 * a line every `everyMs` and its end.
 */
export function progressEvery(total: number, everyMs: number, say: (message: string) => void, now: () => number = monotonicMs): (message: string) => void {
  let last = now();
  let printed = false;
  let seen = 0;
  return (message) => {
    seen++;
    const at = now();
    if (at - last < everyMs && !(printed && seen === total)) return;
    last = at;
    printed = true;
    say(message);
  };
}

/** cli-crosscheck: the environment's own `openenv validate --json`; a disagreement is a notice. */
async function crosscheck(context: CheckContext, result: StaticEnvironmentResult, record: ValidateEnvironmentRecord): Promise<Finding[]> {
  const cross = await runCliCrosscheck(join(context.root, result.context.root), undefined, context.services.signal);
  if (cross.passed === undefined) {
    record.cli_crosscheck = { problem: cross.problem };
    context.services.logger.warning(`validate: cli-crosscheck for ${result.context.root || '.'}: ${cross.problem}`);
    return [];
  }
  record.cli_crosscheck = { passed: cross.passed, agrees: cross.passed === record.openenv_validate_equivalent };
  if (cross.passed === record.openenv_validate_equivalent) return [];
  const file = result.context.repoPath('openenv.yaml');
  const message = `The installed openenv CLI says passed=${cross.passed} (${cross.command}) but the static subset says openenv_validate_equivalent=${record.openenv_validate_equivalent}. The installed CLI may be older (the May 2026 CLI accepted any dependency starting with openenv and had no Dockerfile fallback). Fix: compare the two reports; upgrade openenv in the lock if it is old, or report a parity bug to openenv-ci.`;
  return [{ rule: 'validate/cli-crosscheck', severity: 'notice', file, message, fingerprint: fingerprint('validate/cli-crosscheck', file, 'crosscheck') }];
}

/**
 * The record's `path`: the env root relative to the current directory (the issue's contract), so
 * `validate /abs/env` or `validate ../env` from anywhere names the folder as the user would type it. In
 * the action the current directory is the workspace. An in-memory view (no folder on disk) keeps the
 * root-relative path.
 */
export function displayPath(root: string, envRoot: string, cwd: string = process.cwd(), rootOnDisk = existsSync(root)): string {
  if (!rootOnDisk) return envRoot || '.';
  return relative(cwd, resolve(root, envRoot)).split(sep).join('/') || '.';
}

/**
 * An environment named by its manifest is its folder: `validate envs/echo_env/openenv.yaml` (or a shell glob
 * over `envs/<name>/openenv.yaml`) validates envs/echo_env; it said that folder had no openenv.yaml.
 */
function environmentPath(path: string): string {
  const folder = path.replace(/\\/g, '/').replace(/(^|\/)openenv\.yaml$/, '');
  return folder === '' ? '.' : folder;
}

/** The folder to list for a path argument: the path itself, or for a glob (`envs/*`) the folders before the first wildcard. */
function listingFolder(path: string): string {
  const parts = path.replace(/\\/g, '/').split('/');
  const wild = parts.findIndex((part) => /[*?[\]{}]/.test(part));
  return (wild === -1 ? parts : parts.slice(0, wild)).join('/');
}

function configFinding(message: string): Finding {
  return { rule: 'validate/configuration', severity: 'error', file: '', message, fingerprint: fingerprint('validate/configuration', '', message) };
}

function optedOut(c: CriterionResult): CriterionResult {
  return { id: c.id, status: 'skip', severity: c.severity, message: 'skipped: opted out (skip-criteria)' };
}

function runtimeSkips(reason: string): CriterionResult[] {
  return CRITERIA.filter((c) => c.phase === 'runtime').map((c) => ({ id: c.id, status: 'skip' as const, severity: c.defaultSeverity, message: reason }));
}

interface ProbePlan {
  run: boolean;
  reason?: string;
  refusal?: Finding;
}

/** Whether the probe runs, and why not; refuses to start untrusted code under privileged events. */
function planProbe(context: CheckContext, options: ValidateOptions, envCount: number): ProbePlan {
  if (options.runtimeProbe === 'false') return { run: false, reason: 'skipped: runtime-probe is false' };
  const starts = !options.serverUrl && (options.serverCommand !== undefined || options.runtimeProbe === 'true');
  if (!options.serverUrl && !starts)
    return { run: false, reason: 'skipped: runtime probe not configured; set server-url or server-command, or runtime-probe: true for auto mode' };
  if (options.serverUrl && envCount > 1)
    return { run: false, reason: `skipped: server-url names one server but ${envCount} environments were found; give the one env root as the path` };
  const decision = starts ? mayRunRepositoryCode('runtime-probe', context.eventName, options.allowUntrustedCode) : { allowed: true as const };
  if (!decision.allowed) {
    const message = `validate: ${decision.reason}`;
    return {
      run: false,
      reason: `skipped: refused to start untrusted code under ${context.eventName} (allow-untrusted-code is false)`,
      refusal: { rule: 'runtime/server-starts', severity: 'warning', file: '', message, fingerprint: fingerprint('runtime/server-starts', '', `refused:${context.eventName}`) },
    };
  }
  return { run: true };
}

function hasOnPath(command: string): boolean {
  return findOnPath(command) !== undefined;
}

/** A JSON input file, looked up in the env root first, then at the repository root. */
async function readJsonInput(context: CheckContext, envRoot: string, file: string, input: string): Promise<unknown> {
  const path = envRoot ? `${envRoot}/${file}` : file;
  const bytes = (await context.repo.readFile(path)) ?? (await context.repo.readFile(file));
  if (!bytes) throw new OptionError(`${input} file ${file} not found`);
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch (error) {
    throw new OptionError(`${input} file ${file} is not JSON (${(error as Error).message})`);
  }
}

async function toolCallsFor(context: CheckContext, options: ValidateOptions, envRoot: string): Promise<{ name: string; arguments?: Record<string, unknown> }[] | undefined> {
  if (!options.toolCallsFile) return undefined;
  const value = await readJsonInput(context, envRoot, options.toolCallsFile, 'probe-tool-calls');
  if (!Array.isArray(value) || !value.every((c) => c && typeof c === 'object' && typeof (c as { name?: unknown }).name === 'string'))
    throw new OptionError('probe-tool-calls must be a JSON array of {"name", "arguments"} objects');
  return value as { name: string; arguments?: Record<string, unknown> }[];
}

async function probeActionsFor(context: CheckContext, options: ValidateOptions, envRoot: string): Promise<ProbeActions | undefined> {
  if (!options.probeActionsFile) return undefined;
  const value = await readJsonInput(context, envRoot, options.probeActionsFile, 'probe-actions');
  if (Array.isArray(value)) return { actions: value };
  if (value && typeof value === 'object' && Array.isArray((value as ProbeActions).actions)) return value as ProbeActions;
  throw new OptionError(`probe-actions must be an array of actions or {"seed", "reset", "actions": [...]}`);
}

async function probeEnvironment(context: CheckContext, options: ValidateOptions, result: StaticEnvironmentResult): Promise<ProbeOutcome> {
  const env = result.context;
  // A secret the workflow hands the server on purpose (server-env: HF_TOKEN=…) is redacted from its log tail.
  for (const [name, value] of Object.entries(options.serverEnv)) if (isSecretName(name)) registerSecret(value);
  const manifest = (await readManifest(env)).data;
  let actions: ProbeActions | undefined;
  let toolCalls: { name: string; arguments?: Record<string, unknown> }[] | undefined;
  try {
    actions = await probeActionsFor(context, options, env.root);
  } catch (error) {
    context.services.logger.warning(`validate: ${(error as Error).message}; using a synthesised action`);
  }
  try {
    toolCalls = await toolCallsFor(context, options, env.root);
  } catch (error) {
    context.services.logger.warning(`validate: ${(error as Error).message}; no sample tool calls`);
  }
  // The probe (HTTP, WebSocket and JSON Schema clients) is loaded only when an environment is probed.
  const { runProbe } = await import('./probe/run.js');
  return runProbe({
    envRoot: env.root,
    envDir: join(context.root, env.root),
    serverUrl: options.serverUrl,
    serverCommand: options.serverCommand,
    serverEnv: options.serverEnv,
    auto: !options.serverUrl && !options.serverCommand,
    serverPort: options.serverPort,
    manifest,
    seed: options.seed,
    maxSteps: options.maxSteps,
    actions,
    probeTool: options.probeTool,
    toolCalls,
    ignoreFields: options.ignoreFields,
    floatTolerance: options.floatTolerance,
    leakKeys: options.leakKeys,
    httpRoutes: options.httpRoutes,
    webInterface: options.webInterface,
    resetHasSeedParam: await resetTakesSeed(env),
    timeouts: options.timeouts,
    optOut: options.skip,
    hasUv: hasOnPath('uv'),
    hasProgram: hasOnPath,
    signal: context.services.signal,
    progress: (m) => context.services.logger.progress(m),
  });
}

/** A finding of the run rather than of the tree: the runtime probe's (or its refusal) and the CLI cross-check's. */
export function isRuntimeFinding(finding: Pick<Finding, 'rule'>): boolean {
  return RUNTIME_IDS.includes(finding.rule) || finding.rule === 'validate/cli-crosscheck';
}

function runtimeFindings(result: StaticEnvironmentResult, criteria: CriterionResult[]): Finding[] {
  const file = environmentFile(result.context);
  return criteria
    .filter((c) => c.status === 'fail' && RUNTIME_IDS.includes(c.id))
    .map((c) => ({ rule: c.id, severity: c.severity, file, message: `Runtime probe: ${c.message}`, fingerprint: fingerprint(c.id, file, 'runtime') }));
}

/**
 * The severity the run reports a criterion's failure at: the config's (CheckContext.severityOf), or `off`
 * when it turns the rule off, it is an opt-in rule the config does not turn on (CheckContext.ruleOff), or
 * its file is in a path the config leaves out (CheckContext.keepsPath). The records keep every verdict
 * at the criterion's own severity.
 */
type ReportedAs = (criterion: CriterionResult, env: ValidateEnvironmentRecord) => Severity | 'off';

/**
 * Pass/fail/skip counts of one phase, e.g. `29 passed, 7 failed, 3 skipped`, or why it did not run. Failures
 * the run does not report are counted apart, so the failed count matches the criteria listed.
 */
function phaseLine(criteria: CriterionResult[], reportedAs: (criterion: CriterionResult) => Severity | 'off'): string {
  const counts = { pass: 0, fail: 0, skip: 0, unreported: 0 };
  for (const c of criteria) {
    if (c.status === 'fail' && reportedAs(c) === 'off') counts.unreported++;
    else counts[c.status]++;
  }
  if (criteria.length > 0 && counts.skip === criteria.length && new Set(criteria.map((c) => c.message)).size === 1)
    return `not run (${criteria[0]!.message.replace(/^skipped: /, '')})`;
  const off = counts.unreported ? `, ${counts.unreported} not reported (opt-in or off)` : '';
  return `${counts.pass} passed, ${counts.fail} failed, ${counts.skip} skipped${off}`;
}

const FENCE = '`'.repeat(3);

/**
 * The environment's section, rendered when a report reads it: the record is kept anyway, and its
 * markdown and text (a few KB each) would otherwise be held for every environment of a JSON-only run.
 */
function lazySection(env: ValidateEnvironmentRecord, reportedAs: ReportedAs, templates: readonly string[]): ReportSection {
  const note = templatesNote(templates);
  return {
    title: `Validate: ${env.path}`,
    wholeRepository: true,
    get markdown() {
      return [section(env, reportedAs).markdown, ...(note ? ['', note.markdown] : [])].join('\n');
    },
    get text() {
      return [section(env, reportedAs).text, ...(note ? [note.text] : [])].join('\n');
    },
  };
}

/** The one line that says which template folders were not validated (they are not environments). */
function templatesNote(templates: readonly string[]): { text: string; markdown: string } | undefined {
  if (!templates.length) return undefined;
  const shown = templates.slice(0, 5);
  const more = templates.length > shown.length ? ` and ${templates.length - shown.length} more` : '';
  const lead = (placeholder: string) => `Not validated: ${templates.length} template folder${templates.length === 1 ? '' : 's'} (openenv.yaml holds a placeholder such as ${placeholder})`;
  return {
    text: `${lead('__ENV_NAME__')}: ${shown.map((t) => t || '.').join(', ')}${more}`,
    markdown: `${lead(codeSpan('__ENV_NAME__'))}: ${shown.map((t) => codeSpan(t || '.')).join(', ')}${more}.`,
  };
}

/** What the report says of one environment: verdicts and counts per phase. */
function summaryOf(env: ValidateEnvironmentRecord, reportedAsIn: ReportedAs) {
  const reportedAs = (c: CriterionResult) => reportedAsIn(c, env);
  const runtime = env.criteria.filter((c) => RUNTIME_IDS.includes(c.id));
  const staticCriteria = env.criteria.filter((c) => !RUNTIME_IDS.includes(c.id));
  const url = env.openenv_validate_url_equivalent;
  // The parity verdict is OpenEnv's own validator's, not this tool's: said apart from our findings.
  const errors = env.criteria.filter((c) => c.status === 'fail' && reportedAs(c) === 'error').length;
  /** What `openenv validate` would do: `pass`, or `fail, openenv validate --url would pass (… mode)`. */
  const would = `${env.openenv_validate_equivalent ? 'pass' : 'fail'}${url === undefined ? '' : `, openenv validate --url would ${url ? 'pass' : 'fail'}${env.mode ? ` (${env.mode} mode)` : ''}`}`;
  const ours = `openenv-ci found ${errors} error${errors === 1 ? '' : 's'}`;
  const modes = env.deployment_modes
    ? Object.entries(env.deployment_modes)
        .filter(([, ok]) => ok)
        .map(([mode]) => mode)
        .join(', ') || 'none'
    : undefined;
  return { would, ours, errors, verdicts: `openenv validate would ${would}; ${ours}`, staticLine: phaseLine(staticCriteria, reportedAs), runtimeLine: phaseLine(runtime, reportedAs), modes };
}

/**
 * Several environments: one section, one line (one table row) each, and the runtime probe's reason
 * once when it is the same for all (OpenEnv's 36 manifests were 144 lines of per-environment blocks,
 * each repeating "runtime probe: not run (…)"). Failed criteria are the findings, listed above.
 */
function lazyTableSection(envs: readonly ValidateEnvironmentRecord[], reportedAs: ReportedAs, templates: readonly string[]): ReportSection {
  const note = templatesNote(templates);
  const build = () => {
    const rows = envs.map((env) => ({ env, ...summaryOf(env, reportedAs) }));
    const passing = rows.filter((r) => r.env.openenv_validate_equivalent).length;
    const withErrors = rows.filter((r) => r.errors > 0).length;
    const head = `openenv validate would pass on ${passing} of ${envs.length} environments; openenv-ci found errors in ${withErrors}`;
    const sharedRuntime = new Set(rows.map((r) => r.runtimeLine)).size === 1 ? rows[0]!.runtimeLine : undefined;
    // The probe's reason for most rows (the environments a pull request did not touch) is said once.
    const commonRuntime = sharedRuntime ? undefined : mostCommonSkip(rows.map((r) => r.runtimeLine));
    const runtimeCell = (line: string) => (line === commonRuntime ? 'not run (see above)' : line);
    const commonCount = commonRuntime ? rows.filter((r) => r.runtimeLine === commonRuntime).length : 0;
    const width = Math.min(40, Math.max(...rows.map((r) => r.env.path.length)));
    const text = [
      head,
      ...(sharedRuntime ? [`runtime probe (every environment): ${sharedRuntime}`] : []),
      ...(commonRuntime ? [`runtime probe (${commonCount} of ${envs.length} environments): ${commonRuntime}`] : []),
      ...(note ? [note.text] : []),
      ...rows.map(
        (r) => `${r.env.path.padEnd(width)}  would ${r.would}; ${r.ours}; static ${r.staticLine}${sharedRuntime ? '' : `; runtime ${runtimeCell(r.runtimeLine)}`}${r.modes ? `; modes: ${r.modes}` : ''}`,
      ),
      ...sameLogs(rows).flatMap(({ paths, log }) => [`server log of ${someFiles(paths)} (last lines):`, ...log.split('\n').map((l) => `  ${l}`)]),
    ].join('\n');
    const markdown = [
      `${escapeTableCell(head)}.`,
      ...(sharedRuntime ? ['', `Runtime probe (every environment): ${escapeTableCell(sharedRuntime)}.`] : []),
      ...(commonRuntime ? ['', `Runtime probe (${commonCount} of ${envs.length} environments): ${escapeTableCell(commonRuntime)}.`] : []),
      ...(note ? ['', note.markdown] : []),
      '',
      `| Environment | openenv validate | openenv-ci errors | Static checks |${sharedRuntime ? '' : ' Runtime probe |'} Deployment modes |`,
      `| --- | --- | ---: | --- |${sharedRuntime ? '' : ' --- |'} --- |`,
      ...rows.map(
        (r) =>
          `| ${codeSpan(r.env.path)} | ${escapeTableCell(r.would)} | ${r.errors} | ${escapeTableCell(r.staticLine)} |${sharedRuntime ? '' : ` ${escapeTableCell(runtimeCell(r.runtimeLine))} |`} ${escapeTableCell(r.modes ?? '')} |`,
      ),
      // The same log in many environments (a missing uv) is shown once, with the environments it came from.
      ...sameLogs(rows).flatMap(({ paths, log }) => ['', `<details><summary>Server log of ${escapeHtmlText(someFiles(paths))} (last lines)</summary>`, '', FENCE, log.split(FENCE).join("'''"), FENCE, '</details>']),
    ].join('\n');
    return { text, markdown };
  };
  return {
    title: `Validate: ${envs.length} environments`,
    wholeRepository: true,
    get markdown() {
      return build().markdown;
    },
    get text() {
      return build().text;
    },
  };
}

/** The `not run (…)` line most rows share, when at least two share it: said once above the table. */
function mostCommonSkip(lines: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const line of lines) if (line.startsWith('not run (')) counts.set(line, (counts.get(line) ?? 0) + 1);
  let best: string | undefined;
  for (const [line, count] of counts) if (count >= 2 && count > (best ? counts.get(best)! : 0)) best = line;
  return best;
}

/** The environments' server logs, one entry per distinct log, with the environments that printed it. */
function sameLogs(rows: readonly { env: ValidateEnvironmentRecord }[]): { paths: string[]; log: string }[] {
  const byLog = new Map<string, string[]>();
  for (const { env } of rows) {
    if (!env.serverLogTail) continue;
    const paths = byLog.get(env.serverLogTail);
    if (paths) paths.push(env.path);
    else byLog.set(env.serverLogTail, [env.path]);
  }
  return [...byLog].map(([log, paths]) => ({ paths, log }));
}

/** One environment's section: verdicts, counts per phase, then every criterion that failed. */
function section(env: ValidateEnvironmentRecord, reportedAs: ReportedAs): ReportSection {
  const { verdicts, staticLine, runtimeLine, modes } = summaryOf(env, reportedAs);
  const failed = env.criteria.flatMap((c) => {
    const severity = c.status === 'fail' ? reportedAs(c, env) : 'off';
    return severity === 'off' ? [] : [{ ...c, severity }];
  });
  const rows = failed.map((c) => `| ${escapeTableCell(c.id)} | ${c.severity} | ${escapeMessageCell(c.message)} |`);
  const log = env.serverLogTail?.split(FENCE).join("'''");
  const markdown = [
    escapeTableCell(verdicts),
    '',
    `Static checks: ${escapeTableCell(staticLine)}. Runtime probe: ${escapeTableCell(runtimeLine)}.${modes ? ` Deployment modes: ${escapeTableCell(modes)}.` : ''}`,
    ...(rows.length ? ['', '| Criterion | Severity | Message |', '| --- | --- | --- |', ...rows] : []),
    ...(log ? ['', '<details><summary>Server log (last lines)</summary>', '', FENCE, log, FENCE, '</details>'] : []),
  ].join('\n');
  const text = [
    verdicts,
    `static checks: ${staticLine}; runtime probe: ${runtimeLine}${modes ? `; deployment modes: ${modes}` : ''}`,
    // Failed criteria are findings, listed once above (grouped by file, so by environment).
    ...(env.serverLogTail ? ['  server log (last lines):', ...env.serverLogTail.split('\n').map((l) => `    ${l}`)] : []),
  ].join('\n');
  return { title: `Validate: ${env.path}`, markdown, text };
}
