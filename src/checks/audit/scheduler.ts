import type { Logger } from '../../engine/check.js';
import type { Finding } from '../../engine/finding.js';
import type { HubClient } from '../../hub/client.js';
import type { HubRepoKind } from '../../hub/types.js';
import { createHash } from 'node:crypto';
import { stringify as stringifyYaml } from 'yaml';
import { FindingPool } from '../../engine/compact.js';
import { HubRepoView, type HubReadPlan } from '../../repo/hub-repo.js';
import type { RepoView } from '../../repo/view.js';
import type { AuditCache } from './cache.js';
import {
  auditEnvironment,
  listingFindings,
  withListingFindings,
  type EnvChecker,
  type EnvironmentRecord,
  type EnvironmentSource,
} from './environment.js';
import { hubTargets, SubtreeView, type HubSelection, type HubTarget } from './sources.js';
import { probeSpace, type SpaceProbeSettings } from './space-probe.js';

export interface AuditPlan {
  /** Local environment folders (already matched) and the tree they live in. */
  local?: { repo: RepoView; folders: readonly string[] };
  hub?: {
    client: HubClient;
    selection: HubSelection;
    cache?: AuditCache;
    /** Which files are downloaded, decided from each tree (see read-plan.ts). */
    readPlan?: HubReadPlan;
    /** Audit private repositories too (skipped by default). */
    includePrivate?: boolean;
    /** This runner's part of the listing: `index` of `count` (1-based), by a stable hash of the id. */
    shard?: { index: number; count: number };
    /**
     * Requests allowed per listed repository once the listing is in: the budget is sized from it. 0: no
     * budget (the client still paces itself by the Hub's quota headers).
     */
    requestsPerRepo?: number;
    /** Probe each running Space at its live URL (`probe-spaces`); results are never cached. */
    probe?: SpaceProbeSettings;
  };
  /** Rules the audit does not run (their reads are skipped): their findings are dropped. */
  rulesNotRun?: ReadonlySet<string>;
  checker: EnvChecker;
  /** Environments audited at once (each one's requests also go through the client's own limit). */
  concurrency: number;
  logger: Logger;
  signal: AbortSignal;
  /** Milliseconds between progress lines. */
  progressEveryMs?: number;
}

export interface AuditOutcome {
  environments: EnvironmentRecord[];
  /** Listings that stopped early, with why. */
  incomplete: string[];
  cancelled: boolean;
  /** Datasets listed without a root environment.yaml (not environments). */
  skippedDatasets: number;
  /** Private repositories listed and left out (`include-private` is off). */
  skippedPrivate: number;
  /** Listed repositories that belong to other shards. */
  otherShards: number;
  /** Repositories listed (this shard's, private ones excluded). */
  listed: number;
  cacheHits: number;
  /** Unchanged repositories checked again from cached files (a new tool or rule version). */
  rechecked: number;
  durationMs: number;
}

/**
 * Audits every environment of the plan with bounded concurrency. The Hub listing is read first (one
 * small entry per repository); then memory holds the records and the environments in flight, never
 * every file. Cancellation stops starting environments; the ones in flight finish as `error`
 * ("cancelled"), the ones never started are recorded as not audited, and everything is returned.
 */
export async function runAudit(plan: AuditPlan): Promise<AuditOutcome> {
  const progress = new Progress(plan.logger, plan.progressEveryMs ?? 5000, () => plan.hub?.client.stats.requests);
  // Also on a timer: a slow environment or a rate-limit pause (up to minutes) must not look like a hang.
  const ticker = setInterval(() => progress.tick(), plan.progressEveryMs ?? 5000);
  ticker.unref();
  try {
    return await auditAll(plan, progress);
  } finally {
    clearInterval(ticker);
  }
}

async function auditAll(plan: AuditPlan, progress: Progress): Promise<AuditOutcome> {
  const started = performance.now();
  const environments: EnvironmentRecord[] = [];
  const incomplete: string[] = [];
  let skippedDatasets = 0;
  let skippedPrivate = 0;
  let otherShards = 0;
  let listed = localCount(plan);
  const pool = new Pool(Math.max(1, plan.concurrency));
  // Records are kept until the report: their findings compacted, so no file text outlives its environment.
  const kept = new FindingPool();
  const finish = (record: EnvironmentRecord | null, started = true) => {
    if (record) environments.push(compactRecord(record, kept));
    else skippedDatasets++;
    if (started) progress.done();
    else progress.notStarted();
  };

  const folders = plan.local?.folders ?? [];
  for (let i = 0; i < folders.length; i++) progress.listed();
  if (!plan.hub) progress.listingComplete();
  for (const folder of folders) {
    if (plan.signal.aborted) {
      finish({ id: folder, status: 'error', sha: null, findings: [], source: 'local', reason: 'not audited: the run was cancelled first' }, false);
      continue;
    }
    const view = new SubtreeView(plan.local!.repo, folder);
    await pool.start(async () => finish(await auditEnvironment({ id: folder, source: 'local', sha: null, view }, plan.checker)));
  }

  const hub = plan.hub;
  if (hub && !plan.signal.aborted) {
    const onIncomplete = (message: string) => {
      incomplete.push(message);
      plan.logger.warning(message);
    };
    // The whole listing first (a few pages): the total is known for the ETA, and the request budget
    // cannot run out before every repository is listed, so each one gets a record.
    const targets: (HubTarget | undefined)[] = [];
    for await (const target of hubTargets(hub.client, hub.selection, hub.cache, onIncomplete)) {
      if (hub.shard && shardOf(`${target.entry.kind}/${target.entry.id}`, hub.shard.count) !== hub.shard.index) {
        otherShards++;
        continue;
      }
      if (target.entry.private && !hub.includePrivate) {
        skippedPrivate++;
        continue;
      }
      targets.push(target);
      progress.listed();
    }
    listed += targets.length;
    progress.listingComplete();
    const listingRequests = hub.client.stats.requests;
    if (hub.requestsPerRepo) hub.client.setRequestBudget(listingRequests + targets.length * hub.requestsPerRepo);
    plan.logger.info(
      `audit: ${targets.length} Hub repositories to audit, listed with ${listingRequests} requests` +
        (skippedPrivate ? `; ${skippedPrivate} private ones left out (include-private)` : '') +
        (hub.shard ? `; shard ${hub.shard.index}/${hub.shard.count} (${otherShards} listed for other shards)` : ''),
    );
    const checker = filteredChecker(plan.checker, plan.rulesNotRun);
    for (let i = 0; i < targets.length; i++) {
      const target = targets[i]!;
      // Each listing entry (card data and all) is let go once its audit starts: the record keeps what the report needs.
      targets[i] = undefined;
      if (plan.signal.aborted) {
        // Listed but never started: still one record each, so the report says what was left out.
        finish(notAudited(target, 'not audited: the run was cancelled first'), false);
        continue;
      }
      await pool.start(async () => finish(await auditHubTarget(target, hub, checker, kept)));
    }
  }
  progress.listingComplete();
  await pool.drained();
  progress.final();
  return {
    environments,
    incomplete,
    cancelled: plan.signal.aborted,
    skippedDatasets,
    skippedPrivate,
    otherShards,
    listed,
    cacheHits: hub?.cache?.hits ?? 0,
    rechecked: hub?.cache?.rechecks ?? 0,
    durationMs: performance.now() - started,
  };
}

async function auditHubTarget(target: HubTarget, hub: NonNullable<AuditPlan['hub']>, checker: EnvChecker, kept: FindingPool): Promise<EnvironmentRecord | null> {
  const { client, cache } = hub;
  const { entry } = target;
  const source: EnvironmentSource = entry.kind === 'datasets' ? 'dataset' : 'space';
  const key = `${entry.kind}/${entry.id}`;
  const listed = listingFindings(entry.id, source, entry);
  let sha = entry.sha;
  let problem = target.problem;
  if (!sha && !problem) {
    try {
      sha = (await client.repoInfo(entry.kind, entry.id)).sha;
    } catch (error) {
      problem = error as Error;
    }
  }
  const listingFields = {
    ...(entry.runtimeStage ? { stage: entry.runtimeStage } : {}),
    ...(entry.likes !== undefined ? { likes: entry.likes } : {}),
    ...(entry.downloads !== undefined ? { downloads: entry.downloads } : {}),
    ...(entry.private ? { private: true } : {}),
  };
  if (problem || !sha) {
    const view = new FailingView(problem ?? new Error('the Hub gave no commit sha for it'));
    const record = await auditEnvironment({ id: entry.id, source, sha: sha ?? null, view }, checker);
    return record && { ...record, ...listingFields };
  }
  const cached = cache?.lookup(key, sha);
  if (cached) return withRuntime({ id: entry.id, status: cached.status, sha, findings: cached.findings, source: cached.source, ...listingFields }, listed, target, hub);

  const cachedTree = cache?.tree(key, sha);
  const view = new HubRepoView(client, entry.kind as HubRepoKind, entry.id, sha, {
    ...(cachedTree ? { tree: cachedTree } : {}),
    ...(hub.readPlan ? { plan: hub.readPlan } : {}),
    ...(cache ? { blobs: cache.blobs } : {}),
    ...(entry.cardData ? { known: new Map([['README.md', readmeFromCard(entry.cardData)]]) } : {}),
  });
  const checked = await auditEnvironment({ id: entry.id, source, sha, view }, checker);
  view.release();
  if (!checked) return null;
  // The cache keeps the record until it is saved: compact before (the scheduler's copy shares the strings).
  const record = cache ? compactRecord(checked, kept) : checked;
  cache?.remember(key, record, view.treeEntries, view.blobKeys, cachedTree !== undefined);
  return withRuntime({ ...record, ...listingFields }, listed, target, hub);
}

/** The record with what changes without a commit: the listing's findings and, when asked, the runtime probe's. */
async function withRuntime(record: EnvironmentRecord, listed: Finding[], target: HubTarget, hub: NonNullable<AuditPlan['hub']>): Promise<EnvironmentRecord> {
  if (!hub.probe || target.entry.kind !== 'spaces') return withListingFindings(record, listed);
  const probe = await probeSpace(target.entry, hub.probe);
  return { ...withListingFindings(record, [...listed, ...probe.findings]), probe: probe.status };
}

/**
 * The README front matter rebuilt from the listing's cardData: the README rules read nothing else, so
 * the download is saved. Line numbers are those of the rebuilt block (the same for the usual flat front
 * matter; a README with comments or blank lines in it can differ).
 */
function readmeFromCard(card: Record<string, unknown>): Uint8Array {
  return new TextEncoder().encode(`---\n${stringifyYaml(card)}---\n`);
}

/** The record with its findings compacted (shared messages, flat strings: see engine/compact.ts). */
function compactRecord(record: EnvironmentRecord, kept: FindingPool): EnvironmentRecord {
  return { ...record, findings: kept.compactAll(record.findings) };
}

/** The shard (1-based) a repository belongs to: a stable hash of `kind/id`, the same on every runner. */
export function shardOf(key: string, count: number): number {
  return (createHash('sha256').update(key).digest().readUInt32BE(0) % count) + 1;
}

/** The checker without the findings of rules the audit does not run (their files were not read). */
function filteredChecker(checker: EnvChecker, notRun: ReadonlySet<string> | undefined): EnvChecker {
  if (!notRun?.size) return checker;
  return async (view, roots) => (await checker(view, roots)).filter((f) => !notRun.has(f.rule));
}

function localCount(plan: AuditPlan): number {
  return plan.local?.folders.length ?? 0;
}

function notAudited(target: HubTarget, reason: string): EnvironmentRecord {
  return { id: target.entry.id, status: 'error', sha: target.entry.sha ?? null, findings: [], source: target.entry.kind === 'datasets' ? 'dataset' : 'space', reason };
}

/** A view whose tree cannot be read: the audit records the reason (gone = fail, otherwise error). */
class FailingView implements RepoView {
  readonly label = 'unreadable';
  constructor(private readonly error: Error) {}
  listFiles(): Promise<readonly string[]> {
    return Promise.reject(this.error);
  }
  readFile(): Promise<Uint8Array | undefined> {
    return Promise.resolve(undefined);
  }
  fileSize(): Promise<number | undefined> {
    return Promise.resolve(undefined);
  }
}

/** At most `size` tasks at once; `start` resolves when the task has a slot (backpressure for the producer). */
class Pool {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly idle: (() => void)[] = [];
  constructor(private readonly size: number) {}

  async start(task: () => Promise<void>): Promise<void> {
    while (this.active >= this.size) await new Promise<void>((ok) => this.waiting.push(ok));
    this.active++;
    void task()
      .catch(() => undefined) // tasks record their own failures; nothing may escape and stop the audit
      .finally(() => {
        this.active--;
        this.waiting.shift()?.();
        if (this.active === 0) for (const ok of this.idle.splice(0)) ok();
      });
  }

  drained(): Promise<void> {
    return this.active === 0 ? Promise.resolve() : new Promise((ok) => this.idle.push(ok));
  }
}

/** Progress lines: count, rate, ETA (once the listing is complete, the total is known). */
class Progress {
  private listedCount = 0;
  private doneCount = 0;
  /** Listed but never started (cancelled): recorded, but not part of the count or the rate. */
  private notStartedCount = 0;
  private complete = false;
  private readonly started = Date.now();
  private lastLine = Date.now();
  constructor(
    private readonly logger: Logger,
    private readonly everyMs: number,
    private readonly requests: () => number | undefined,
  ) {}
  listed(): void {
    this.listedCount++;
  }
  listingComplete(): void {
    this.complete = true;
  }
  done(): void {
    this.doneCount++;
    if (Date.now() - this.lastLine >= this.everyMs) this.line();
  }
  /** A line if none was written for a while. */
  tick(): void {
    if (Date.now() - this.lastLine >= this.everyMs) this.line();
  }
  notStarted(): void {
    this.notStartedCount++;
  }
  final(): void {
    this.line();
  }
  private line(): void {
    this.lastLine = Date.now();
    const seconds = Math.max(0.001, (Date.now() - this.started) / 1000);
    const rate = this.doneCount / seconds;
    const total = this.complete ? `${this.listedCount}` : `${this.listedCount}+ listed so far`;
    const percent = this.complete && this.listedCount ? ` (${Math.round((this.doneCount / this.listedCount) * 100)}%)` : '';
    const remaining = this.listedCount - this.doneCount - this.notStartedCount;
    const eta = this.complete && rate > 0 && remaining > 0 ? `, ETA ${formatSeconds(remaining / rate)}` : '';
    const requests = this.requests();
    this.logger.progress(
      `audit: ${this.doneCount} of ${total} environments${percent}, ${rate.toFixed(1)}/s${eta}${requests !== undefined ? `, ${requests} Hub requests` : ''}` +
        (this.notStartedCount ? `, ${this.notStartedCount} not audited (cancelled)` : ''),
    );
  }
}

function formatSeconds(seconds: number): string {
  if (seconds < 90) return `${Math.ceil(seconds)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.ceil(seconds % 60)} s`;
}

