import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Check, CheckContext, CheckResult } from '../../engine/check.js';
import { asReported, type Finding } from '../../engine/finding.js';
import { fingerprint } from '../../engine/fingerprint.js';
import type { RuleMeta } from '../../engine/rule.js';
import { HubClient, type HubClientOptions } from '../../hub/client.js';
import { VERSION } from '../../version.js';
import { manifestsCheck } from '../manifests/index.js';
import { validateCheck } from '../validate/index.js';
import { AuditCache } from './cache.js';
import { computeDelta, previousEnvironments, previousRecords, type PreviousRecord } from './delta.js';
import { defaultEnvChecker } from './env-checks.js';
import { withFindings, type EnvChecker, type EnvironmentRecord } from './environment.js';
import { AUDIT_OPTIONS } from './option-specs.js';
import { parseAuditOptions, type AuditSettings } from './options.js';
import { auditReadPlan, rulesNotRun, type ReadPlanSettings } from './read-plan.js';
import { renderAuditMarkdown, renderAuditText, summaryData, trackingIssueBody, type AuditSummaryInput } from './report.js';
import { AUDIT_RULES, auditPartial, listingFailed, listingIncomplete, sourceEmpty } from './rules.js';
import { runAudit } from './scheduler.js';
import { localTargets } from './sources.js';

/** Bump when the cached result format or the meaning of a cached result changes. */
const AUDIT_CACHE_FORMAT = 2;
/** `request-budget: auto`: requests allowed per listed repository (a cold audit needs about 6, retries included). */
export const REQUESTS_PER_REPO = 20;

export const TRACKING_ISSUE = { title: 'OpenEnv environment audit', label: 'openenv-audit' } as const;

/** Collaborators the audit takes from outside; tests and the bench replace them. */
export interface AuditDependencies {
  checker?: EnvChecker;
  /** Client knobs beyond the options (timeouts, retry pacing, a custom fetch). */
  client?: Partial<HubClientOptions>;
  progressEveryMs?: number;
  /** Runtime probe of Spaces: per request, and for a woken Space to become healthy. */
  probeTimeoutMs?: number;
  wakeTimeoutMs?: number;
}

export const auditCheck: Check = {
  id: 'audit',
  title: 'Audit',
  rules: AUDIT_RULES,
  options: AUDIT_OPTIONS,
  // Auditing BASE again would repeat every Hub request: a finding is new when it lies in an audited
  // local folder the change touches (Hub findings never are: a pull request cannot change the Hub).
  scopeStrategy: {
    by: 'environments',
    units: async (repo) => [...new Set((await repo.listFiles()).filter((p) => /(^|\/)openenv\.ya?ml$/.test(p)).map((p) => p.replace(/\/?openenv\.ya?ml$/, '')))],
  },
  run: (context) => runAuditCheck(context),
};

interface Previous {
  records: Map<string, PreviousRecord>;
  environments: EnvironmentRecord[];
  date?: string;
}

/**
 * Audits many environments (local folders, Hub Spaces and datasets): the manifests and static validate
 * checks on each, a report with the summary first (totals, delta, per-rule pass rates, worst offenders),
 * and `data.environments` with one record per environment listed.
 */
export async function runAuditCheck(context: CheckContext, deps: AuditDependencies = {}): Promise<CheckResult> {
  const { logger, signal } = context.services;
  const settings = parseAuditOptions(context.options);
  const previous = settings.previousPath ? await loadPrevious(settings.previousPath, (m) => logger.warning(m)) : undefined;
  const planSettings: ReadPlanSettings = { pythonSources: settings.readPythonSources, lockfile: settings.readLockfile };
  const notRun = rulesNotRun(planSettings);
  const cachePath = settings.cachePath ? resolve(settings.cachePath) : undefined;
  const cache = cachePath ? await AuditCache.load(cachePath, checkerKey(notRun), (m) => logger.info(m)) : undefined;

  const folders = settings.sources.length ? await localTargets(context.repo, settings.sources) : [];

  const client = settings.hubUrl
    ? new HubClient({
        baseUrl: settings.hubUrl,
        token: settings.token,
        concurrency: settings.concurrency,
        ...(typeof settings.requestBudget === 'number' ? { requestBudget: settings.requestBudget } : {}),
        ...(settings.hubDeadlineSeconds > 0 ? { deadlineMs: settings.hubDeadlineSeconds * 1000 } : {}),
        signal,
        onRetry: (e) => logger.debug(`audit: retrying ${e.url} in ${e.delayMs} ms (${e.reason})`),
        ...deps.client,
      })
    : undefined;

  const outcome = await runAudit({
    local: folders.length ? { repo: context.repo, folders } : undefined,
    hub: client
      ? {
          client,
          selection: { tag: settings.tag, authors: settings.authors, query: settings.query, ids: settings.ids, datasets: settings.datasets },
          cache,
          readPlan: auditReadPlan(planSettings),
          includePrivate: settings.includePrivate,
          ...(settings.probeSpaces
            ? { probe: { ...settings.probeSpaces, timeoutMs: deps.probeTimeoutMs ?? 10_000, wakeTimeoutMs: deps.wakeTimeoutMs ?? 120_000, signal, ...(settings.includePrivate && settings.token ? { token: settings.token } : {}) } }
            : {}),
          ...(settings.shard ? { shard: settings.shard } : {}),
          ...(settings.requestBudget === 'auto' ? { requestsPerRepo: REQUESTS_PER_REPO } : {}),
        }
      : undefined,
    rulesNotRun: new Set(notRun),
    checker: deps.checker ?? defaultEnvChecker,
    // Twice the request limit: while some environments run their checks, others keep the request slots busy.
    concurrency: settings.concurrency * 2,
    logger,
    signal,
    progressEveryMs: deps.progressEveryMs,
  });

  const hubListed = outcome.listed - folders.length;
  const previousInScope = previous ? [...previous.environments].filter((e) => e.source !== 'local').length : 0;
  // A run that listed nothing from the Hub tells nothing: a refused token, an outage, or an empty answer
  // where the previous report had environments. It fails, and replaces nothing.
  // The circuit breaker opened (a 429 storm, a stalling Hub): the run stopped early, "retry later", and
  // what it has must not replace the last good report either.
  const staleReason = client?.unavailable
    ? client.unavailable.message
    : client && hubListed === 0 && (outcome.incomplete.length > 0 || previousInScope > 0)
      ? outcome.incomplete[0] ?? `the Hub listed no repository, but the previous report had ${previousInScope}`
      : undefined;

  if (cache && cachePath && !staleReason) {
    try {
      await cache.save(cachePath, context.services.now(), { partial: outcome.cancelled || outcome.incomplete.length > 0 || !!settings.shard });
    } catch (error) {
      logger.warning(`audit: could not write the cache ${cachePath}: ${(error as Error).message}`);
    }
  }

  // The summary (pass or fail, pass rates, delta) follows the findings the report will list: the rules
  // the config turns off, the opt-in rules it does not turn on and the paths it leaves out are left out
  // (an environment whose only error the config turns off passes), and a warning the config raises to an
  // error fails it. The cache keeps every finding with the rule's own severity, so a new config needs no
  // new read.
  const all = [...outcome.environments].map((e) => asConfigured(e, context)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // Private repositories are audited only on request, and shown only on a second request.
  const hidden = settings.publishPrivate ? [] : all.filter((e) => e.private);
  const environments = hidden.length ? all.filter((e) => !e.private) : all;
  const notAudited = environments.filter((e) => e.status === 'error').map((e) => e.id);

  const summary: AuditSummaryInput = {
    environments,
    delta: previous && !staleReason ? computeDelta(previous.records, environments) : undefined,
    incomplete: outcome.incomplete,
    cancelled: outcome.cancelled,
    skippedDatasets: outcome.skippedDatasets,
    cacheHits: outcome.cacheHits,
    rechecked: outcome.rechecked,
    durationMs: outcome.durationMs,
    sources: describeSources(settings),
    stats: client?.stats,
    date: context.services.now(),
    ...(settings.hubUrl ? { hubUrl: settings.hubUrl } : {}),
    notAudited,
    privateHidden: hidden.length,
    skippedPrivate: outcome.skippedPrivate,
    // The read plan applies to Hub repositories only (local folders are read in full): said only when the
    // audit covered some, so a folder audit never reports "not run" beside those rules' findings.
    ...(client ? { rulesNotRun: notRun } : {}),
    ...(settings.shard ? { shard: settings.shard } : {}),
  };

  const findings: Finding[] = environments.flatMap((e) => e.findings);
  const runFinding = (rule: RuleMeta, message: string, key: string, severity = rule.defaultSeverity) =>
    findings.push({ rule: rule.id, severity, file: '', message, fingerprint: fingerprint(rule.id, '', key) });
  for (const message of outcome.incomplete) {
    runFinding(listingIncomplete, `${message}. The report covers only what was listed; rerun the audit, raise request-budget or pass hub-token.`, message.replace(/\d+/g, 'N'));
  }
  if (notAudited.length) {
    logger.warning(`audit: ${notAudited.length} of ${environments.length} listed repositories were not audited (partial run${settings.allowPartial ? ', allowed by allow-partial' : ''}):`);
    for (let i = 0; i < notAudited.length; i += 20) logger.warning(`audit: not audited: ${notAudited.slice(i, i + 20).join(', ')}`);
    runFinding(
      auditPartial,
      `${notAudited.length} of ${environments.length} listed repositories were not audited (${notAudited.slice(0, 5).join(', ')}${notAudited.length > 5 ? ', …' : ''}): see "Could not be read" in the report. Rerun, raise request-budget, or set allow-partial: true to accept partial runs.`,
      'partial',
      settings.allowPartial ? 'warning' : auditPartial.defaultSeverity,
    );
  }
  if (staleReason) {
    logger.warning(`audit: ${client?.unavailable ? 'this run stopped early' : 'this run listed nothing it can trust'} (${staleReason}): it fails, the report file and the cache are left as they were`);
    runFinding(listingFailed, `${client?.unavailable ? 'The audit stopped early' : 'The audit listed nothing'}: ${staleReason}. Nothing was replaced: the tracking issue says the audit is stale since the last good run${previous?.date ? ` (${previous.date.slice(0, 10)})` : ''}. Renew HF_TOKEN if it expired, or rerun when the Hub answers.`, 'listing');
  }
  if (settings.sources.length && folders.length === 0) {
    // An audit of nothing must not pass: a typo, or an unquoted glob that the shell expanded (the last
    // folder then becomes the path checked).
    const globs = settings.sources.join(', ');
    runFinding(
      sourceEmpty,
      `source ${globs} matched no environment folder under ${context.root}, so nothing was audited. Check the glob and the path checked, and quote it so the shell does not expand it (\`--source 'envs/*'\`).`,
      globs,
    );
  }

  // A stale run shows the last good report under a banner; it never stands in for one.
  const shown: AuditSummaryInput = staleReason && previous
    ? { ...summary, environments: previous.environments, notAudited: [], stale: { reason: staleReason, ...(previous.date ? { lastGoodRun: previous.date.slice(0, 10) } : {}) } }
    : staleReason
      ? { ...summary, stale: { reason: staleReason } }
      : summary;
  const markdown = renderAuditMarkdown(shown);
  return {
    findings,
    sections: [{ title: 'Audit', markdown, text: renderAuditText(shown) }],
    data: { environments: environments.map(publicRecord), audit: summaryData(summary) },
    listFindings: false,
    jsonFindingIndex: ['environments'],
    outsideRepository: hubFileOf(environments),
    ...(staleReason ? { stale: staleReason } : {}),
    ...(settings.auditIssue ? { trackingIssue: { ...TRACKING_ISSUE, body: trackingIssueBody(`## ${TRACKING_ISSUE.title}\n\n${markdown}`) } } : {}),
  };
}

/** A finding in a Hub repository names `owner/name/path`: not a path of the repository the audit runs in. */
function hubFileOf(environments: readonly EnvironmentRecord[]): (file: string) => boolean {
  const hubIds = new Set(environments.filter((e) => e.source !== 'local').map((e) => e.id));
  return (file) => {
    const second = file.indexOf('/', file.indexOf('/') + 1);
    return hubIds.has(second < 0 ? file : file.slice(0, second));
  };
}

/** The public record: `{id, status, sha, findings, source}`, plus `reason` for errors and the listing fields. */
export function publicRecord(record: EnvironmentRecord): EnvironmentRecord {
  return {
    id: record.id,
    status: record.status,
    sha: record.sha,
    findings: record.findings,
    source: record.source,
    ...(record.reason ? { reason: record.reason } : {}),
    ...(record.stage ? { stage: record.stage } : {}),
    ...(record.likes !== undefined ? { likes: record.likes } : {}),
    ...(record.downloads !== undefined ? { downloads: record.downloads } : {}),
    ...(record.private ? { private: true } : {}),
    ...(record.probe ? { probe: record.probe } : {}),
  };
}

function describeSources(settings: AuditSettings): string[] {
  const out: string[] = [];
  if (settings.sources.length) out.push(`local ${settings.sources.join(', ')}`);
  if (settings.hubUrl) {
    const scope = [settings.tag && `tag ${settings.tag}`, settings.authors.length && `authors ${settings.authors.join(', ')}`, settings.query && `search "${settings.query}"`]
      .filter(Boolean)
      .join(', ');
    out.push(`Hub ${settings.hubUrl} Spaces${settings.datasets ? ' and datasets' : ''} (${scope || 'explicit ids'})${settings.ids.length ? ` + ${settings.ids.length} explicit ids` : ''}`);
  }
  return out;
}

/**
 * Cached results are reused only by the same checker: the tool version, the cache format, the rules the
 * audit does not run, and every rule's id, severity and version. A rule whose logic changes bumps its
 * `version`, and only then are unchanged repositories checked again (from cached files).
 */
export function checkerKey(notRun: readonly string[] = [], version = VERSION): string {
  const ids = [...AUDIT_RULES, ...manifestsCheck.rules, ...validateCheck.rules].map((r) => `${r.id}:${r.defaultSeverity}:${r.version ?? 1}`).sort();
  return createHash('sha256').update(`${AUDIT_CACHE_FORMAT}\n${version}\n${[...notRun].sort().join(',')}\n${ids.join('\n')}`).digest('hex').slice(0, 16);
}

async function loadPrevious(path: string, warn: (message: string) => void): Promise<Previous | undefined> {
  let text: string;
  try {
    text = await readFile(resolve(path), 'utf8');
  } catch {
    warn(`audit: previous report ${path} not found: no delta this time (normal on the first run)`);
    return undefined;
  }
  try {
    const report = JSON.parse(text) as { audit?: { date?: unknown } };
    const records = previousRecords(report);
    if (!records) {
      warn(`audit: ${path} has no environments list: no delta; pass the JSON report of a previous audit`);
      return undefined;
    }
    const date = typeof report.audit?.date === 'string' ? report.audit.date : undefined;
    return { records, environments: previousEnvironments(report), ...(date ? { date } : {}) };
  } catch {
    // Not the parser's message: it quotes the start of the file, which may be anything on the runner.
    warn(`audit: previous report ${path} is not JSON: no delta`);
    return undefined;
  }
}

/** An environment's record with its findings as the report lists them (the config's severities and paths). */
function asConfigured(record: EnvironmentRecord, context: CheckContext): EnvironmentRecord {
  const findings = asReported(record.findings, context);
  return findings === record.findings ? record : withFindings(record, [...findings]);
}
