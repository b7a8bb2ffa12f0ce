import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Check, CheckContext, CheckResult } from '../../engine/check.js';
import type { Finding } from '../../engine/finding.js';
import { fingerprint } from '../../engine/fingerprint.js';
import { HubClient, type HubClientOptions } from '../../hub/client.js';
import { manifestsCheck } from '../manifests/index.js';
import { validateCheck } from '../validate/index.js';
import { AuditCache } from './cache.js';
import { computeDelta, previousStatuses } from './delta.js';
import { defaultEnvChecker } from './env-checks.js';
import type { EnvChecker, EnvironmentRecord } from './environment.js';
import { AUDIT_OPTIONS, parseAuditOptions, type AuditSettings } from './options.js';
import { renderAuditMarkdown, renderAuditText, summaryData, trackingIssueBody } from './report.js';
import { AUDIT_RULES, listingIncomplete, sourceEmpty } from './rules.js';
import { runAudit } from './scheduler.js';
import { localTargets } from './sources.js';

/** Bump when the cached result format or the meaning of a cached result changes. */
const AUDIT_CACHE_FORMAT = 1;

export const TRACKING_ISSUE = { title: 'OpenEnv environment audit', label: 'openenv-audit' } as const;

/** Collaborators the audit takes from outside; tests and the bench replace them. */
export interface AuditDependencies {
  checker?: EnvChecker;
  /** Client knobs beyond the options (timeouts, retry pacing, a custom fetch). */
  client?: Partial<HubClientOptions>;
  progressEveryMs?: number;
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

/**
 * Audits many environments (local folders, Hub Spaces and datasets): the manifests and static validate
 * checks on each, a report with totals, per-rule pass rates, worst offenders and the delta against the
 * previous report, and `data.environments` with one record per environment listed.
 */
export async function runAuditCheck(context: CheckContext, deps: AuditDependencies = {}): Promise<CheckResult> {
  const { logger, signal } = context.services;
  const settings = parseAuditOptions(context.options);
  const previous = settings.previousPath ? await loadPrevious(settings.previousPath, (m) => logger.warning(m)) : undefined;
  const cachePath = settings.cachePath ? resolve(settings.cachePath) : undefined;
  const cache = cachePath ? await AuditCache.load(cachePath, checkerKey(), (m) => logger.info(m)) : undefined;

  const folders = settings.sources.length ? await localTargets(context.repo, settings.sources) : [];

  const client = settings.hubUrl
    ? new HubClient({
        baseUrl: settings.hubUrl,
        token: settings.token,
        concurrency: settings.concurrency,
        requestBudget: settings.requestBudget,
        signal,
        onRetry: (e) => logger.debug(`audit: retrying ${e.url} in ${e.delayMs} ms (${e.reason})`),
        ...deps.client,
      })
    : undefined;

  const outcome = await runAudit({
    local: folders.length ? { repo: context.repo, folders } : undefined,
    hub: client ? { client, selection: { tag: settings.tag, authors: settings.authors, query: settings.query, ids: settings.ids, datasets: settings.datasets }, cache } : undefined,
    checker: deps.checker ?? defaultEnvChecker,
    // Twice the request limit: while some environments run their checks, others keep the request slots busy.
    concurrency: settings.concurrency * 2,
    logger,
    signal,
    progressEveryMs: deps.progressEveryMs,
  });

  if (cache && cachePath) {
    try {
      await cache.save(cachePath, context.services.now(), { partial: outcome.cancelled || outcome.incomplete.length > 0 });
    } catch (error) {
      logger.warning(`audit: could not write the cache ${cachePath}: ${(error as Error).message}`);
    }
  }

  const environments = [...outcome.environments].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const summary = {
    environments,
    delta: previous ? computeDelta(previous, environments) : undefined,
    incomplete: outcome.incomplete,
    cancelled: outcome.cancelled,
    skippedDatasets: outcome.skippedDatasets,
    cacheHits: outcome.cacheHits,
    durationMs: outcome.durationMs,
    sources: describeSources(settings),
    stats: client?.stats,
    date: context.services.now(),
  };
  const markdown = renderAuditMarkdown(summary);
  const findings: Finding[] = environments.flatMap((e) => e.findings);
  for (const message of outcome.incomplete) {
    findings.push({
      rule: listingIncomplete.id,
      severity: listingIncomplete.defaultSeverity,
      file: '',
      message: `${message}. The report covers only what was listed; rerun the audit, raise request-budget or pass hub-token.`,
      fingerprint: fingerprint(listingIncomplete.id, '', message.replace(/\d+/g, 'N')),
    });
  }
  if (settings.sources.length && folders.length === 0) {
    // An audit of nothing must not pass: a typo, or an unquoted glob that the shell expanded (the last
    // folder then becomes the path checked).
    const globs = settings.sources.join(', ');
    findings.push({
      rule: sourceEmpty.id,
      severity: sourceEmpty.defaultSeverity,
      file: '',
      message: `source ${globs} matched no environment folder under ${context.root}, so nothing was audited. Check the glob and the path checked, and quote it so the shell does not expand it (\`--source 'envs/*'\`).`,
      fingerprint: fingerprint(sourceEmpty.id, '', globs),
    });
  }
  // An audit that listed nothing because the listing failed must not replace last night's report.
  const keepIssue = settings.auditIssue && environments.length === 0 && outcome.incomplete.length > 0;
  if (keepIssue) logger.warning('audit: nothing was listed (see the listing warning), so the tracking issue was left as it was');
  return {
    findings,
    sections: [{ title: 'Audit', markdown, text: renderAuditText(summary) }],
    data: { environments: environments.map(publicRecord), audit: summaryData(summary) },
    ...(settings.auditIssue && !keepIssue ? { trackingIssue: { ...TRACKING_ISSUE, body: trackingIssueBody(`## ${TRACKING_ISSUE.title}\n\n${markdown}`) } } : {}),
  };
}

/** The public record: `{id, status, sha, findings}` (plus `source`, and `reason` for errors). */
function publicRecord(record: EnvironmentRecord): EnvironmentRecord {
  return {
    id: record.id,
    status: record.status,
    sha: record.sha,
    findings: record.findings,
    source: record.source,
    ...(record.reason ? { reason: record.reason } : {}),
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

/** Cached results are reused only by the same rule set. */
function checkerKey(): string {
  const ids = [...AUDIT_RULES, ...manifestsCheck.rules, ...validateCheck.rules].map((r) => `${r.id}:${r.defaultSeverity}`).sort();
  return createHash('sha256').update(`${AUDIT_CACHE_FORMAT}\n${ids.join('\n')}`).digest('hex').slice(0, 16);
}

async function loadPrevious(path: string, warn: (message: string) => void) {
  let text: string;
  try {
    text = await readFile(resolve(path), 'utf8');
  } catch {
    warn(`audit: previous report ${path} not found: no delta this time (normal on the first run)`);
    return undefined;
  }
  try {
    const statuses = previousStatuses(JSON.parse(text));
    if (!statuses) warn(`audit: ${path} has no environments list: no delta; pass the JSON report of a previous audit`);
    return statuses;
  } catch {
    // Not the parser's message: it quotes the start of the file, which may be anything on the runner.
    warn(`audit: previous report ${path} is not JSON: no delta`);
    return undefined;
  }
}
