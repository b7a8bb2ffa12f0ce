import { setMaxListeners } from 'node:events';
import pLimit, { type LimitFunction } from 'p-limit';
import {
  HubAuthError,
  HubBudgetExhaustedError,
  HubCancelledError,
  HubDeadlineError,
  HubError,
  HubFileTooLargeError,
  HubNotFoundError,
  HubUnavailableError,
  type HubNotFoundCode,
} from './errors.js';
import { ERROR_BODY_BYTES, errorBodyExcerpt } from '../engine/error-body.js';
import { readBodyWithin } from '../engine/response-body.js';
import { exhaustedPolicies, nextLink, rateLimitResetMs, retryAfterMs } from './headers.js';
import type { HubQuotaBucket, HubRepoEntry, HubRepoKind, HubStats, HubTreeEntry } from './types.js';

export interface HubClientOptions {
  /** Base URL of the Hub (`https://huggingface.co`, or a stand-in in tests). */
  baseUrl: string;
  /** Sent as a bearer token; never logged, never part of an error message. */
  token?: string;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Most HTTP attempts (retries included) this client sends; 0 or undefined = no limit. */
  requestBudget?: number;
  /** Per attempt, headers and body. */
  timeoutMs?: number;
  /** Retries after a timeout, a 5xx, a reset connection or a truncated body. */
  maxRetries?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** A 429 that asks us to wait longer than this is an error rather than a stall. */
  maxRateLimitWaitMs?: number;
  /** 429 answers one request may wait out before giving up. */
  maxRateLimitWaits?: number;
  /** Cancels every request, in flight or waiting. */
  signal?: AbortSignal;
  /**
   * Run-level deadline in ms from the client's creation: then every request in flight or waiting ends
   * with HubDeadlineError, and none starts (0 or undefined: none).
   */
  deadlineMs?: number;
  /** Decoded bytes any answer may have when the request names no `maxBytes` (default 64 MB). */
  maxBodyBytes?: number;
  fetch?: typeof fetch;
  /** Injectable for deterministic tests. */
  random?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Clock for the shared rate-limit pause (tests pair it with `sleep`). */
  now?: () => number;
  /** Told about each retry (for debug logs): never carries the token. */
  onRetry?: (event: { url: string; reason: string; delayMs: number; attempt: number }) => void;
  userAgent?: string;
}

export interface RequestOptions {
  /** Sends `If-None-Match`; a 304 comes back as `{ notModified: true }`. */
  etag?: string;
  /** Refuse bodies larger than this (by Content-Length, or while reading). */
  maxBytes?: number;
  /**
   * Read the body as a stream and stop as soon as this returns a length: the body is cut there and the
   * rest is never downloaded (a lock file read only up to the part a rule needs).
   */
  stopAt?: (received: Uint8Array) => number | undefined;
}

export interface HubResponse {
  url: string;
  status: number;
  notModified: boolean;
  headers: Headers;
  body: Uint8Array;
  /** `stopAt` cut the body short on purpose. */
  partial?: boolean;
}

/** A listing page as the audit cache keeps it, so a 304 can stand in for the page. */
export interface ListingPage {
  url: string;
  entries: HubRepoEntry[];
  next?: string;
  etag?: string;
}

/** Where listing pages are remembered between runs (the audit cache implements it). */
export interface ListingPageStore {
  get(url: string): ListingPage | undefined;
  set(page: ListingPage): void;
}

export interface ListingQuery {
  /** Tag filter (`filter=openenv`). */
  filter?: string;
  author?: string;
  search?: string;
}

type AttemptOutcome =
  | { kind: 'done'; response: HubResponse }
  | { kind: 'retry'; reason: string; delayMs?: number; rateLimited?: boolean }
  | { kind: 'paused' };
const PAUSED: AttemptOutcome = { kind: 'paused' };

const SPACE_EXPAND = ['sdk', 'tags', 'sha', 'runtime', 'lastModified', 'private', 'likes', 'cardData'];
const DATASET_EXPAND = ['tags', 'sha', 'lastModified', 'private', 'likes', 'downloads'];
/**
 * Added to every reset time the Hub announces: its windows are counted in whole seconds, so a request
 * sent exactly at the announced reset can still land in the old window and draw another 429.
 */
export const RATE_LIMIT_MARGIN_MS = 1000;
const PAGE_SIZE = 1000;
/**
 * Longest rate-limit wait that is waited out rather than recorded as an error: the Hub's quotas are per
 * 5-minute window (hub-docs rate-limits.md), so a spent quota can ask for up to 300 s.
 */
const DEFAULT_MAX_RATE_LIMIT_WAIT_MS = 330_000;
/** Decoded bytes of an answer whose request names no limit (listing pages of 1,000 Spaces are a few MB). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024;

/**
 * A small Hub API client over fetch: bounded concurrency, retries with exponential backoff and jitter,
 * 429 handling that waits what the server says plus a 1 s margin, per quota bucket (the Hub counts API
 * calls and file resolves separately, so a spent resolve quota never stalls tree calls and the other way
 * round), a request budget, conditional requests, and per-attempt timeouts.
 */
export class HubClient {
  readonly baseUrl: string;
  readonly stats: HubStats = { requests: 0, retries: 0, notModified: 0, rateLimitedWaits: 0, bytes: 0, api: 0, resolvers: 0 };
  private readonly origin: string;
  private readonly limit: LimitFunction;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly random: () => number;
  private readonly now: () => number;
  /** Per quota bucket: no request of that bucket starts before this time. */
  private readonly pausedUntil: Record<HubQuotaBucket, number> = { api: 0, resolvers: 0 };
  /** Our own signal, following the run's: every attempt and sleep listens to it (no listener cap). */
  private readonly cancelled: AbortSignal;
  private deadlinePassed = false;
  private tripped: HubUnavailableError | undefined;
  /** Attempts in a row, over all requests, cut by the timeout; any answer resets it. */
  private timeoutsInARow = 0;
  /** Rate-limit pauses in a row (a 429 after the previous pause ended), over all requests; any answer resets it. */
  private pausesInARow = 0;

  constructor(private readonly options: HubClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.origin = new URL(this.baseUrl).origin;
    this.limit = pLimit(Math.max(1, options.concurrency ?? 8));
    this.fetchImpl = options.fetch ?? fetch;
    this.sleep = options.sleep ?? abortableSleep;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    const controller = new AbortController();
    setMaxListeners(0, controller.signal);
    if (options.signal?.aborted) controller.abort();
    else options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
    this.cancelled = controller.signal;
    if (options.deadlineMs && options.deadlineMs > 0) {
      // Unref'd: the deadline never keeps the process alive once the audit is done.
      setTimeout(() => {
        this.deadlinePassed = true;
        controller.abort();
      }, options.deadlineMs).unref();
    }
  }

  /**
   * Set once the circuit breaker opened (a request spent all its rate-limit waits, or all its retries on
   * timeouts): every later request fails at once with it.
   */
  get unavailable(): HubUnavailableError | undefined {
    return this.tripped;
  }

  /** True once the run-level deadline (`deadlineMs`) passed. */
  get deadlineExpired(): boolean {
    return this.deadlinePassed;
  }

  /** Why requests stop: the deadline, or the run's cancellation. */
  private stopped(): HubCancelledError {
    return this.deadlinePassed ? new HubDeadlineError(this.options.deadlineMs!) : new HubCancelledError();
  }

  /** Sets the request budget once the listing tells how much the run needs (0: no limit). */
  setRequestBudget(budget: number): void {
    this.options.requestBudget = budget;
  }

  /** Pages of a repository listing, following `Link: <…>; rel="next"`. */
  async *listRepos(kind: HubRepoKind, query: ListingQuery, store?: ListingPageStore): AsyncGenerator<ListingPage> {
    const params: [string, string][] = [];
    if (query.filter) params.push(['filter', query.filter]);
    if (query.author) params.push(['author', query.author]);
    if (query.search) params.push(['search', query.search]);
    params.push(...expandParams(kind), ['limit', String(PAGE_SIZE)]);
    let url: string | undefined = `${this.baseUrl}/api/${kind}?${queryString(params)}`;
    const seen = new Set<string>();
    while (url) {
      if (seen.has(url)) throw new HubError(`listing ${kind} loops: the next link repeats ${this.describe(url)}`);
      seen.add(url);
      const cached = store?.get(url);
      const { response, json: items } = await this.requestJson(url, { etag: cached?.etag }, Array.isArray, `listing ${kind}`);
      let page: ListingPage;
      if (response.notModified && cached) page = cached;
      else {
        if (!Array.isArray(items)) throw new HubError(`listing ${kind} returned ${typeof items}, not a list`);
        page = {
          url,
          entries: items.map((item) => toRepoEntry(kind, item)).filter((e): e is HubRepoEntry => e !== undefined),
          next: this.sameOriginNext(response),
          etag: response.headers.get('etag') ?? undefined,
        };
      }
      store?.set(page);
      yield page;
      url = page.next;
    }
  }

  /** One repository's info (for explicit ids), with the same fields the listing expands. */
  async repoInfo(kind: HubRepoKind, id: string): Promise<HubRepoEntry> {
    const url = `${this.baseUrl}/api/${kind}/${encodeRepoId(id)}?${queryString(expandParams(kind))}`;
    const entry = toRepoEntry(kind, (await this.requestJson(url, {}, (x) => !!x && typeof x === 'object', `${kind}/${id}`)).json);
    if (!entry) throw new HubError(`${kind}/${id}: the info response has no id`);
    return entry;
  }

  /** Every file of a repository at a commit (`/tree/{sha}?recursive=true`, paginated). */
  async listTree(kind: HubRepoKind, id: string, sha: string): Promise<HubTreeEntry[]> {
    let url: string | undefined =
      `${this.baseUrl}/api/${kind}/${encodeRepoId(id)}/tree/${encodeURIComponent(sha)}?recursive=true&expand=false`;
    const files: HubTreeEntry[] = [];
    const seen = new Set<string>();
    while (url) {
      if (seen.has(url)) throw new HubError(`tree of ${kind}/${id} loops: the next link repeats`);
      seen.add(url);
      const { response, json: items } = await this.requestJson(url, {}, Array.isArray, `tree of ${kind}/${id}`);
      if (!Array.isArray(items)) throw new HubError(`tree of ${kind}/${id} is not a list`);
      for (const item of items) {
        if (!item || typeof item !== 'object') continue;
        const entry = item as Record<string, unknown>;
        if (entry.type !== 'file' || typeof entry.path !== 'string') continue;
        files.push({
          type: 'file',
          path: entry.path,
          size: typeof entry.size === 'number' ? entry.size : 0,
          oid: typeof entry.oid === 'string' ? entry.oid : '',
          ...(entry.lfs && typeof entry.lfs === 'object' ? { lfs: entry.lfs as HubTreeEntry['lfs'] } : {}),
        });
      }
      url = this.sameOriginNext(response);
    }
    return files;
  }

  /** A file's bytes at a commit: `/{kind}/{id}/resolve/{sha}/{path}` (datasets and spaces keep their prefix). */
  async resolveFile(kind: HubRepoKind, id: string, sha: string, path: string, maxBytes?: number, stopAt?: RequestOptions['stopAt']): Promise<Uint8Array> {
    return (await this.resolve(kind, id, sha, path, { maxBytes, stopAt })).body;
  }

  /** Like resolveFile, with the whole answer (`partial` when `stopAt` cut it). */
  resolve(kind: HubRepoKind, id: string, sha: string, path: string, options: RequestOptions = {}): Promise<HubResponse> {
    const encodedPath = path.split('/').map(encodeURIComponent).join('/');
    const url = `${this.baseUrl}/${kind}/${encodeRepoId(id)}/resolve/${encodeURIComponent(sha)}/${encodedPath}`;
    return this.request(url, options);
  }

  /**
   * A GET whose body must be JSON of the expected shape. A garbled answer (cut by a proxy, an HTML error
   * page with 200) is retried like any failed request; the retries share `maxRetries`.
   */
  async requestJson(url: string, options: RequestOptions, valid: (json: unknown) => boolean, what: string): Promise<{ response: HubResponse; json: unknown }> {
    for (let failures = 0; ; failures++) {
      const response = await this.request(url, options);
      if (response.notModified) return { response, json: undefined };
      let json: unknown;
      let reason: string;
      try {
        json = JSON.parse(new TextDecoder().decode(response.body));
        if (valid(json)) return { response, json };
        reason = `${what} returned ${Array.isArray(json) ? 'a list' : typeof json} of the wrong shape`;
      } catch {
        reason = `${what} did not return JSON`;
      }
      if (failures >= (this.options.maxRetries ?? 4)) throw new HubError(`${reason} (gave up after ${failures + 1} attempts)`);
      const delayMs = this.backoff(failures + 1);
      this.stats.retries++;
      this.options.onRetry?.({ url: this.describe(url), reason, delayMs, attempt: failures + 1 });
      await this.sleepOrCancel(delayMs);
    }
  }

  /** One GET with retries, backoff, 429 waits, budget and timeouts. */
  async request(url: string, options: RequestOptions = {}): Promise<HubResponse> {
    let failures = 0;
    let rateLimitWaits = 0;
    const bucket = bucketOf(url);
    for (;;) {
      await this.waitWhilePaused(bucket);
      // The pause is checked again once a slot is free: a request queued behind the slots before another
      // answer spent the quota would otherwise go out into a spent window and draw a 429.
      const outcome = await this.limit(() => (this.pausedUntil[bucket] > this.now() ? PAUSED : this.attempt(url, options)));
      if (outcome.kind === 'paused') continue;
      if (outcome.kind === 'done') {
        this.timeoutsInARow = 0;
        this.pausesInARow = 0;
        return outcome.response;
      }
      let delayMs: number;
      const maxWaits = this.options.maxRateLimitWaits ?? 8;
      const maxRetries = this.options.maxRetries ?? 4;
      if (outcome.rateLimited) {
        rateLimitWaits++;
        // Requests interleave: the breaker counts the pauses of the client as well as the waits of this request.
        if (this.now() >= this.pausedUntil[bucket]) this.pausesInARow++;
        delayMs = outcome.delayMs ?? this.backoff(rateLimitWaits);
        const ceiling = this.options.maxRateLimitWaitMs ?? DEFAULT_MAX_RATE_LIMIT_WAIT_MS;
        if (delayMs > ceiling || rateLimitWaits > maxWaits || this.pausesInARow > maxWaits) {
          // The circuit breaker: a quota this spent is the same for every later request of the run.
          throw this.trip(
            `rate limited by the Hub, retry later: ${this.describe(url)} was still refused after ${rateLimitWaits - 1} wait(s) (asked to wait ${Math.ceil(delayMs / 1000)} s); pass hub-token or lower concurrency`,
            429,
          );
        }
        this.stats.rateLimitedWaits++;
        // Every request of this bucket waits: the quota is per token and bucket, not per request.
        this.pausedUntil[bucket] = Math.max(this.pausedUntil[bucket], this.now() + delayMs);
      } else {
        failures++;
        const timedOut = outcome.reason.startsWith('timed out');
        if (timedOut) this.timeoutsInARow++;
        // As many attempts in a row cut by the timeout as one request may make: the Hub (or its CDN) is
        // stalling, and every other request would be cut too.
        if (timedOut && this.timeoutsInARow > maxRetries) {
          throw this.trip(`the Hub did not answer within ${formatMs(this.options.timeoutMs ?? 30_000)} for ${this.timeoutsInARow} attempts in a row (last: ${this.describe(url)}): it is stalling, retry later`);
        }
        if (failures > maxRetries) {
          throw new HubError(`${this.describe(url)}: ${outcome.reason} (gave up after ${failures} attempts)`);
        }
        delayMs = outcome.delayMs ?? this.backoff(failures);
      }
      this.stats.retries++;
      this.options.onRetry?.({ url: this.describe(url), reason: outcome.reason, delayMs, attempt: failures + rateLimitWaits });
      await this.sleepOrCancel(delayMs);
    }
  }

  /** Opens the circuit breaker (once: the first cause is the one reported). */
  private trip(message: string, status?: number): HubUnavailableError {
    this.tripped ??= new HubUnavailableError(message, status);
    return this.tripped;
  }

  private async attempt(url: string, options: RequestOptions): Promise<AttemptOutcome> {
    const runSignal = this.cancelled;
    if (runSignal.aborted) throw this.stopped();
    if (this.tripped) throw this.tripped;
    const budget = this.options.requestBudget ?? 0;
    if (budget > 0 && this.stats.requests >= budget) throw new HubBudgetExhaustedError(budget);
    this.stats.requests++;
    this.stats[bucketOf(url)]++;

    // One controller per attempt, aborted by our timer or by the run's signal. (Not AbortSignal.any: in
    // Node 20 every combined signal stays registered on the long-lived run signal until GC.)
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.options.timeoutMs ?? 30_000);
    const onCancel = () => controller.abort();
    runSignal.addEventListener('abort', onCancel, { once: true });
    try {
      return await this.send(url, options, controller.signal, () => timedOut);
    } finally {
      clearTimeout(timer);
      runSignal.removeEventListener('abort', onCancel);
    }
  }

  private async send(url: string, options: RequestOptions, signal: AbortSignal, timedOut: () => boolean): Promise<AttemptOutcome> {
    const runSignal = this.cancelled;
    const headers: Record<string, string> = {
      accept: 'application/json, */*',
      'user-agent': this.options.userAgent ?? 'openenv-ci-audit',
    };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    if (options.etag) headers['if-none-match'] = options.etag;

    let response: Response;
    try {
      response = await this.fetchImpl(url, { headers, signal, redirect: 'follow' });
    } catch (error) {
      if (runSignal.aborted) throw this.stopped();
      return { kind: 'retry', reason: timedOut() ? 'timed out' : `connection failed (${causeOf(error)})` };
    }

    const status = response.status;
    if (status !== 429) {
      // The Hub sends `RateLimit` on every answer: when the window's quota is spent, pause everyone now
      // instead of spending the next requests on 429s.
      // The policy names the bucket (`"api"`, `"resolvers"`); an unnamed one is the request's own.
      for (const { policy, ms } of exhaustedPolicies(response.headers.get('ratelimit'))) {
        if (ms > (this.options.maxRateLimitWaitMs ?? DEFAULT_MAX_RATE_LIMIT_WAIT_MS)) continue;
        const bucket = policy === 'api' || policy === 'resolvers' ? policy : bucketOf(url);
        this.pausedUntil[bucket] = Math.max(this.pausedUntil[bucket], this.now() + ms + RATE_LIMIT_MARGIN_MS);
      }
    }
    if (status === 304) {
      await drain(response);
      this.stats.notModified++;
      return { kind: 'done', response: { url, status, notModified: true, headers: response.headers, body: new Uint8Array() } };
    }
    if (status === 429) {
      await drain(response);
      const announced = retryAfterMs(response.headers.get('retry-after')) ?? rateLimitResetMs(response.headers.get('ratelimit'));
      return { kind: 'retry', reason: 'rate limited (429)', delayMs: announced === undefined ? undefined : announced + RATE_LIMIT_MARGIN_MS, rateLimited: true };
    }
    if (status === 408) {
      await drain(response);
      return { kind: 'retry', reason: 'request timeout (408)' };
    }
    if (status >= 500) {
      await drain(response);
      const delayMs = retryAfterMs(response.headers.get('retry-after'));
      return { kind: 'retry', reason: `server error ${status}`, delayMs };
    }
    if (status >= 400) {
      const detail = await errorDetail(response);
      const code = notFoundCode(status, response.headers.get('x-error-code'), detail, url);
      if (code) throw new HubNotFoundError(`${this.describe(url)} not found (${status}${code === 'NotFound' ? '' : ` ${code}`})`, status, code);
      if (status === 401) throw new HubAuthError(`${this.describe(url)} refused the token (401${detail ? `: ${detail}` : ''}); renew HF_TOKEN`);
      throw new HubError(`${this.describe(url)} refused with ${status}${detail ? `: ${detail}` : ''}`, status);
    }

    // fetch decodes a gzip or brotli answer, and Content-Length is then the compressed size: 1 MB may
    // inflate to 1 GB. Only an unencoded answer's length is trusted; every other one is counted as it is
    // decoded, against the request's limit or maxBodyBytes.
    const encoded = (response.headers.get('content-encoding') ?? 'identity').trim().toLowerCase() !== 'identity';
    const declared = encoded ? NaN : Number(response.headers.get('content-length') ?? NaN);
    const maxBytes = options.maxBytes ?? this.options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    if (declared > maxBytes) {
      await drain(response);
      throw new HubFileTooLargeError(this.describe(url), declared, maxBytes);
    }
    let body: Uint8Array;
    let partial = false;
    try {
      if (options.stopAt) ({ body, partial } = await readUntil(response, options.stopAt, maxBytes));
      else body = await readBody(response, maxBytes, declared);
    } catch (error) {
      if (error instanceof HubFileTooLargeError) throw error;
      if (runSignal.aborted) throw this.stopped();
      return { kind: 'retry', reason: timedOut() ? 'timed out reading the body' : `body cut short (${causeOf(error)})` };
    }
    if (!partial && Number.isFinite(declared) && body.byteLength !== declared) {
      return { kind: 'retry', reason: `body cut short (${body.byteLength} of ${declared} bytes)` };
    }
    this.stats.bytes += body.byteLength;
    return { kind: 'done', response: { url, status, notModified: false, headers: response.headers, body, partial } };
  }

  /** Exponential backoff with jitter: between half and all of base·2^(n-1), capped. */
  private backoff(attempt: number): number {
    const base = this.options.retryBaseMs ?? 500;
    const ceiling = Math.min(this.options.retryMaxMs ?? 30_000, base * 2 ** (attempt - 1));
    return Math.round(ceiling / 2 + (this.random() * ceiling) / 2);
  }

  private async waitWhilePaused(bucket: HubQuotaBucket): Promise<void> {
    for (let wait = this.pausedUntil[bucket] - this.now(); wait > 0; wait = this.pausedUntil[bucket] - this.now()) {
      await this.sleepOrCancel(wait);
    }
  }

  private async sleepOrCancel(ms: number): Promise<void> {
    if (this.cancelled.aborted) throw this.stopped();
    try {
      await this.sleep(ms, this.cancelled);
    } catch {
      throw this.stopped();
    }
    if (this.cancelled.aborted) throw this.stopped();
  }

  /** Follow `next` only on the Hub's own origin: the token must never go anywhere else. */
  private sameOriginNext(response: HubResponse): string | undefined {
    const next = nextLink(response.headers.get('link'), response.url);
    if (!next) return undefined;
    if (new URL(next).origin !== this.origin) {
      throw new HubError(`the Hub's next-page link points to another origin (${new URL(next).origin}); refusing to follow it`);
    }
    return next;
  }

  /** A URL for messages: path and query only (the base URL is the user's, the token is never in it). */
  private describe(url: string): string {
    try {
      const parsed = new URL(url);
      return `${parsed.pathname}${parsed.search}`;
    } catch {
      return url;
    }
  }
}

/** `owner/name` with each part encoded (a name never needs it, but ids come from the Hub and from users). */
export function encodeRepoId(id: string): string {
  return id.split('/').map(encodeURIComponent).join('/');
}

function expandParams(kind: HubRepoKind): [string, string][] {
  return (kind === 'spaces' ? SPACE_EXPAND : DATASET_EXPAND).map((field) => ['expand[]', field]);
}

/** Query string keeping `expand[]` readable, as the Hub documents it (values are encoded). */
function queryString(params: readonly [string, string][]): string {
  return params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
}

/** The Hub's two quotas: file downloads (`/resolve/`) count as "resolvers", everything else as "api". */
export function bucketOf(url: string): HubQuotaBucket {
  try {
    return /^\/(?:spaces\/|datasets\/)?[^/]+\/[^/]+\/resolve\//.test(new URL(url).pathname) ? 'resolvers' : 'api';
  } catch {
    return 'api';
  }
}

/** A repository URL (API or resolve), where huggingface_hub reads an unexplained 401 as "not found". */
const REPO_URL = /^\/(?:api\/)?(?:models\/|spaces\/|datasets\/)?[^/]+\/[^/]+(?:\/|$)/;
const NOT_FOUND_CODES: ReadonlySet<string> = new Set(['RepoNotFound', 'GatedRepo', 'RevisionNotFound', 'EntryNotFound']);

/**
 * huggingface_hub's `hf_raise_for_status`, the part the audit needs: the `X-Error-Code` names the
 * not-found kinds; a 401 on a repository URL is "repository not found" unless the Hub says the token is
 * invalid; 404 and 410 are not found whatever the code.
 */
export function notFoundCode(status: number, errorCode: string | null, message: string, url: string): HubNotFoundCode | undefined {
  if (errorCode && NOT_FOUND_CODES.has(errorCode)) return errorCode as HubNotFoundCode;
  let path = '';
  try {
    path = new URL(url).pathname;
  } catch {
    // keep ''
  }
  const listing = /^\/api\/(?:models|spaces|datasets)\/?$/.test(path);
  if (status === 401 && message !== 'Invalid credentials in Authorization header' && !listing && REPO_URL.test(path)) return 'RepoNotFound';
  if (status === 404 || status === 410) return 'NotFound';
  return undefined;
}

function toRepoEntry(kind: HubRepoKind, raw: unknown): HubRepoEntry | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const item = raw as Record<string, unknown>;
  if (typeof item.id !== 'string' || !item.id.includes('/')) return undefined;
  const runtime = item.runtime && typeof item.runtime === 'object' ? (item.runtime as Record<string, unknown>) : undefined;
  return {
    kind,
    id: item.id,
    ...(typeof item.sha === 'string' ? { sha: item.sha } : {}),
    ...(typeof item.sdk === 'string' ? { sdk: item.sdk } : {}),
    tags: Array.isArray(item.tags) ? item.tags.filter((t): t is string => typeof t === 'string') : [],
    ...(typeof runtime?.stage === 'string' ? { runtimeStage: runtime.stage } : {}),
    ...(typeof item.lastModified === 'string' ? { lastModified: item.lastModified } : {}),
    ...(typeof item.private === 'boolean' ? { private: item.private } : {}),
    ...(typeof item.likes === 'number' ? { likes: item.likes } : {}),
    ...(typeof item.downloads === 'number' ? { downloads: item.downloads } : {}),
    ...(item.cardData && typeof item.cardData === 'object' && !Array.isArray(item.cardData) ? { cardData: item.cardData as Record<string, unknown> } : {}),
  };
}

/** The body, at most `maxBytes` decoded; `declared` is the trusted length (NaN for an encoded answer). */
async function readBody(response: Response, maxBytes: number, declared: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  // A declared length within the limit (checked by the caller) is read in one go: far cheaper than
  // iterating the web stream chunk by chunk.
  if (Number.isFinite(declared)) return new Uint8Array(await response.arrayBuffer());
  const { body, total } = await readBodyWithin(response, maxBytes);
  if (!body) throw new HubFileTooLargeError(new URL(response.url || 'http://x/').pathname, total, maxBytes);
  return body;
}

/** Reads chunks until `stopAt` names a length (the rest is never downloaded) or the body ends. */
async function readUntil(
  response: Response,
  stopAt: (received: Uint8Array) => number | undefined,
  maxBytes: number | undefined,
): Promise<{ body: Uint8Array; partial: boolean }> {
  if (!response.body) return { body: new Uint8Array(), partial: false };
  let buffer = new Uint8Array(64 * 1024);
  let length = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (length + chunk.byteLength > buffer.byteLength) {
      const grown = new Uint8Array(Math.max(buffer.byteLength * 2, length + chunk.byteLength));
      grown.set(buffer.subarray(0, length));
      buffer = grown;
    }
    buffer.set(chunk, length);
    length += chunk.byteLength;
    const cut = stopAt(buffer.subarray(0, length));
    if (cut !== undefined) {
      await response.body.cancel().catch(() => undefined);
      return { body: buffer.slice(0, Math.min(cut, length)), partial: true };
    }
    if (maxBytes !== undefined && length > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw new HubFileTooLargeError(new URL(response.url || 'http://x/').pathname, length, maxBytes);
    }
  }
  return { body: buffer.slice(0, length), partial: false };
}

async function drain(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // nothing to free
  }
}

/** The start of an error answer, clipped (errorBodyExcerpt); never more than ERROR_BODY_BYTES of it is read. */
async function errorDetail(response: Response): Promise<string> {
  try {
    const text = new TextDecoder().decode(await readHead(response, ERROR_BODY_BYTES));
    try {
      const parsed = JSON.parse(text) as { error?: unknown };
      if (typeof parsed.error === 'string') return errorBodyExcerpt(parsed.error, 200);
    } catch {
      // not JSON, or cut
    }
    return errorBodyExcerpt(text, 200);
  } catch {
    return '';
  }
}

/** The first `limit` bytes of a body; the rest is not downloaded. */
async function readHead(response: Response, limit: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    chunks.push(chunk);
    total += chunk.byteLength;
    if (total >= limit) break;
  }
  await response.body.cancel().catch(() => undefined);
  const out = new Uint8Array(Math.min(total, limit));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, out.byteLength - offset);
    out.set(part, offset);
    offset += part.byteLength;
    if (offset >= out.byteLength) break;
  }
  return out;
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${Number.isInteger(ms / 1000) ? ms / 1000 : (ms / 1000).toFixed(1)} s` : `${ms} ms`;
}

function causeOf(error: unknown): string {
  const err = error as { cause?: { code?: string; message?: string }; message?: string };
  return err?.cause?.code ?? err?.cause?.message ?? err?.message ?? String(error);
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new HubCancelledError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new HubCancelledError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
