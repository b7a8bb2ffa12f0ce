import {
  AUDIT_OPTIONS,
  DEFAULT_HUB_URL
} from "./chunk-OBKECGMW.js";
import {
  WsSession,
  excerpt,
  httpRequest,
  isObject,
  readBodyWithin,
  require__
} from "./chunk-FURUC7GW.js";
import {
  validateCheck
} from "./chunk-ZH55U7Q6.js";
import {
  withoutManifestsDuplicates
} from "./chunk-OAIGAJBL.js";
import {
  pLimit
} from "./chunk-6DRY2ITD.js";
import {
  UserError
} from "./chunk-ZCKK2XZD.js";
import {
  manifestsCheck,
  scanManifests
} from "./chunk-MAYIA5LJ.js";
import {
  _enum,
  literal,
  number,
  object,
  string,
  union
} from "./chunk-NO5C67FT.js";
import {
  require_dist
} from "./chunk-YGCRCGPR.js";
import {
  runStaticValidation
} from "./chunk-5ZKDT2GC.js";
import {
  require_picomatch
} from "./chunk-HIPR4ACX.js";
import {
  ERROR_BODY_BYTES,
  errorBodyExcerpt
} from "./chunk-JBBE2CSJ.js";
import {
  plural
} from "./chunk-RGIUMTQF.js";
import {
  codeCell,
  codeSpan,
  escapeHtmlText,
  escapeMarkdown,
  escapeMessage
} from "./chunk-W3AGWKJZ.js";
import {
  VERSION
} from "./chunk-QWOUCIXH.js";
import {
  filesUnder,
  normalizeRepoPath
} from "./chunk-YHG43ED4.js";
import {
  fingerprint
} from "./chunk-CX2PQOLX.js";
import {
  asReported,
  countBySeverity,
  severityRank
} from "./chunk-KBUQXIYL.js";
import {
  clipCodePoints
} from "./chunk-OXMKZMOM.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/checks/audit/index.ts
import { createHash as createHash2 } from "node:crypto";
import { readFile as readFile2 } from "node:fs/promises";
import { resolve } from "node:path";

// src/hub/client.ts
import { setMaxListeners } from "node:events";

// src/hub/errors.ts
var HubError = class extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
    this.name = "HubError";
  }
  status;
};
var HubNotFoundError = class extends HubError {
  constructor(message, status = 404, code = "NotFound") {
    super(message, status);
    this.code = code;
    this.name = "HubNotFoundError";
  }
  code;
};
var HubAuthError = class extends HubError {
  constructor(message) {
    super(message, 401);
    this.name = "HubAuthError";
  }
};
var HubBudgetExhaustedError = class extends HubError {
  constructor(budget) {
    super(`request budget of ${budget} Hub requests is spent; raise request-budget or audit fewer repositories`);
    this.budget = budget;
    this.name = "HubBudgetExhaustedError";
  }
  budget;
};
var HubCancelledError = class extends HubError {
  constructor() {
    super("cancelled before the Hub answered");
    this.name = "HubCancelledError";
  }
};
var HubFileTooLargeError = class extends HubError {
  constructor(path, size, limit) {
    super(`${path} is ${size} bytes, over the ${limit}-byte download limit`);
    this.name = "HubFileTooLargeError";
  }
};
var HubDeadlineError = class extends HubCancelledError {
  constructor(deadlineMs) {
    super();
    this.deadlineMs = deadlineMs;
    this.message = `the audit's Hub deadline (${formatSeconds(deadlineMs)}) passed before it was read`;
    this.name = "HubDeadlineError";
  }
  deadlineMs;
};
var HubUnavailableError = class extends HubError {
  constructor(message, status) {
    super(message, status);
    this.name = "HubUnavailableError";
  }
};
function formatSeconds(ms) {
  const seconds = ms / 1e3;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

// src/hub/headers.ts
function nextLink(header, requestUrl) {
  if (!header) return void 0;
  for (const part of splitOutsideQuotes(header, ",")) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const params = match[2];
    if (/;\s*rel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?/i.test(params)) {
      try {
        return new URL(match[1], requestUrl).toString();
      } catch {
        return void 0;
      }
    }
  }
  return void 0;
}
function retryAfterMs(header, now = Date.now()) {
  if (!header) return void 0;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1e3);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return void 0;
  return Math.max(0, date - now);
}
function rateLimitResetMs(header) {
  if (!header) return void 0;
  let exhausted;
  let any;
  for (const item of splitOutsideQuotes(header, ",")) {
    const remaining = /;\s*r\s*=\s*(\d+)/.exec(item);
    const reset = /;\s*t\s*=\s*(\d+)/.exec(item);
    if (!reset) continue;
    const ms = Number(reset[1]) * 1e3;
    any = Math.max(any ?? 0, ms);
    if (remaining && Number(remaining[1]) === 0) exhausted = Math.max(exhausted ?? 0, ms);
  }
  return exhausted ?? any;
}
function splitOutsideQuotes(text, separator) {
  const out = [];
  let current = "";
  let quoted = false;
  let bracketed = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (char === "<" && !quoted) bracketed = true;
    else if (char === ">" && !quoted) bracketed = false;
    if (char === separator && !quoted && !bracketed) {
      out.push(current);
      current = "";
    } else current += char;
  }
  if (current.trim()) out.push(current);
  return out;
}
function exhaustedPolicies(header, exhaustedOnly = true) {
  if (!header) return [];
  const out = [];
  for (const item of splitOutsideQuotes(header, ",")) {
    const name = /^\s*"?([A-Za-z0-9_-]+)"?/.exec(item);
    const remaining = /;\s*r\s*=\s*(\d+)/.exec(item);
    const reset = /;\s*t\s*=\s*(\d+)/.exec(item);
    if (!reset) continue;
    if (exhaustedOnly && !(remaining && Number(remaining[1]) === 0)) continue;
    out.push({ policy: name?.[1] ?? "", ms: Number(reset[1]) * 1e3 });
  }
  return out;
}

// src/hub/client.ts
var PAUSED = { kind: "paused" };
var SPACE_EXPAND = ["sdk", "tags", "sha", "runtime", "lastModified", "private", "likes", "cardData"];
var DATASET_EXPAND = ["tags", "sha", "lastModified", "private", "likes", "downloads"];
var RATE_LIMIT_MARGIN_MS = 1e3;
var PAGE_SIZE = 1e3;
var DEFAULT_MAX_RATE_LIMIT_WAIT_MS = 33e4;
var DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024;
var HubClient = class {
  constructor(options) {
    this.options = options;
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.origin = new URL(this.baseUrl).origin;
    this.limit = pLimit(Math.max(1, options.concurrency ?? 8));
    this.fetchImpl = options.fetch ?? fetch;
    this.sleep = options.sleep ?? abortableSleep;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    const controller = new AbortController();
    setMaxListeners(0, controller.signal);
    if (options.signal?.aborted) controller.abort();
    else options.signal?.addEventListener("abort", () => controller.abort(), { once: true });
    this.cancelled = controller.signal;
    if (options.deadlineMs && options.deadlineMs > 0) {
      setTimeout(() => {
        this.deadlinePassed = true;
        controller.abort();
      }, options.deadlineMs).unref();
    }
  }
  options;
  baseUrl;
  stats = { requests: 0, retries: 0, notModified: 0, rateLimitedWaits: 0, bytes: 0, api: 0, resolvers: 0 };
  origin;
  limit;
  fetchImpl;
  sleep;
  random;
  now;
  /** Per quota bucket: no request of that bucket starts before this time. */
  pausedUntil = { api: 0, resolvers: 0 };
  /** Our own signal, following the run's: every attempt and sleep listens to it (no listener cap). */
  cancelled;
  deadlinePassed = false;
  tripped;
  /** Attempts in a row, over all requests, cut by the timeout; any answer resets it. */
  timeoutsInARow = 0;
  /** Rate-limit pauses in a row (a 429 after the previous pause ended), over all requests; any answer resets it. */
  pausesInARow = 0;
  /**
   * Set once the circuit breaker opened (a request spent all its rate-limit waits, or all its retries on
   * timeouts): every later request fails at once with it.
   */
  get unavailable() {
    return this.tripped;
  }
  /** True once the run-level deadline (`deadlineMs`) passed. */
  get deadlineExpired() {
    return this.deadlinePassed;
  }
  /** Why requests stop: the deadline, or the run's cancellation. */
  stopped() {
    return this.deadlinePassed ? new HubDeadlineError(this.options.deadlineMs) : new HubCancelledError();
  }
  /** Sets the request budget once the listing tells how much the run needs (0: no limit). */
  setRequestBudget(budget) {
    this.options.requestBudget = budget;
  }
  /** Pages of a repository listing, following `Link: <\u2026>; rel="next"`. */
  async *listRepos(kind, query, store) {
    const params = [];
    if (query.filter) params.push(["filter", query.filter]);
    if (query.author) params.push(["author", query.author]);
    if (query.search) params.push(["search", query.search]);
    params.push(...expandParams(kind), ["limit", String(PAGE_SIZE)]);
    let url = `${this.baseUrl}/api/${kind}?${queryString(params)}`;
    const seen = /* @__PURE__ */ new Set();
    while (url) {
      if (seen.has(url)) throw new HubError(`listing ${kind} loops: the next link repeats ${this.describe(url)}`);
      seen.add(url);
      const cached = store?.get(url);
      const { response, json: items } = await this.requestJson(url, { etag: cached?.etag }, Array.isArray, `listing ${kind}`);
      let page;
      if (response.notModified && cached) page = cached;
      else {
        if (!Array.isArray(items)) throw new HubError(`listing ${kind} returned ${typeof items}, not a list`);
        page = {
          url,
          entries: items.map((item) => toRepoEntry(kind, item)).filter((e) => e !== void 0),
          next: this.sameOriginNext(response),
          etag: response.headers.get("etag") ?? void 0
        };
      }
      store?.set(page);
      yield page;
      url = page.next;
    }
  }
  /** One repository's info (for explicit ids), with the same fields the listing expands. */
  async repoInfo(kind, id) {
    const url = `${this.baseUrl}/api/${kind}/${encodeRepoId(id)}?${queryString(expandParams(kind))}`;
    const entry = toRepoEntry(kind, (await this.requestJson(url, {}, (x) => !!x && typeof x === "object", `${kind}/${id}`)).json);
    if (!entry) throw new HubError(`${kind}/${id}: the info response has no id`);
    return entry;
  }
  /** Every file of a repository at a commit (`/tree/{sha}?recursive=true`, paginated). */
  async listTree(kind, id, sha) {
    let url = `${this.baseUrl}/api/${kind}/${encodeRepoId(id)}/tree/${encodeURIComponent(sha)}?recursive=true&expand=false`;
    const files = [];
    const seen = /* @__PURE__ */ new Set();
    while (url) {
      if (seen.has(url)) throw new HubError(`tree of ${kind}/${id} loops: the next link repeats`);
      seen.add(url);
      const { response, json: items } = await this.requestJson(url, {}, Array.isArray, `tree of ${kind}/${id}`);
      if (!Array.isArray(items)) throw new HubError(`tree of ${kind}/${id} is not a list`);
      for (const item of items) {
        if (!item || typeof item !== "object") continue;
        const entry = item;
        if (entry.type !== "file" || typeof entry.path !== "string") continue;
        files.push({
          type: "file",
          path: entry.path,
          size: typeof entry.size === "number" ? entry.size : 0,
          oid: typeof entry.oid === "string" ? entry.oid : "",
          ...entry.lfs && typeof entry.lfs === "object" ? { lfs: entry.lfs } : {}
        });
      }
      url = this.sameOriginNext(response);
    }
    return files;
  }
  /** A file's bytes at a commit: `/{kind}/{id}/resolve/{sha}/{path}` (datasets and spaces keep their prefix). */
  async resolveFile(kind, id, sha, path, maxBytes, stopAt) {
    return (await this.resolve(kind, id, sha, path, { maxBytes, stopAt })).body;
  }
  /** Like resolveFile, with the whole answer (`partial` when `stopAt` cut it). */
  resolve(kind, id, sha, path, options = {}) {
    const encodedPath = path.split("/").map(encodeURIComponent).join("/");
    const url = `${this.baseUrl}/${kind}/${encodeRepoId(id)}/resolve/${encodeURIComponent(sha)}/${encodedPath}`;
    return this.request(url, options);
  }
  /**
   * A GET whose body must be JSON of the expected shape. A garbled answer (cut by a proxy, an HTML error
   * page with 200) is retried like any failed request; the retries share `maxRetries`.
   */
  async requestJson(url, options, valid, what) {
    for (let failures = 0; ; failures++) {
      const response = await this.request(url, options);
      if (response.notModified) return { response, json: void 0 };
      let json;
      let reason;
      try {
        json = JSON.parse(new TextDecoder().decode(response.body));
        if (valid(json)) return { response, json };
        reason = `${what} returned ${Array.isArray(json) ? "a list" : typeof json} of the wrong shape`;
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
  async request(url, options = {}) {
    let failures = 0;
    let rateLimitWaits = 0;
    const bucket = bucketOf(url);
    for (; ; ) {
      await this.waitWhilePaused(bucket);
      const outcome = await this.limit(() => this.pausedUntil[bucket] > this.now() ? PAUSED : this.attempt(url, options));
      if (outcome.kind === "paused") continue;
      if (outcome.kind === "done") {
        this.timeoutsInARow = 0;
        this.pausesInARow = 0;
        return outcome.response;
      }
      let delayMs;
      const maxWaits = this.options.maxRateLimitWaits ?? 8;
      const maxRetries = this.options.maxRetries ?? 4;
      if (outcome.rateLimited) {
        rateLimitWaits++;
        if (this.now() >= this.pausedUntil[bucket]) this.pausesInARow++;
        delayMs = outcome.delayMs ?? this.backoff(rateLimitWaits);
        const ceiling = this.options.maxRateLimitWaitMs ?? DEFAULT_MAX_RATE_LIMIT_WAIT_MS;
        if (delayMs > ceiling || rateLimitWaits > maxWaits || this.pausesInARow > maxWaits) {
          throw this.trip(
            `rate limited by the Hub, retry later: ${this.describe(url)} was still refused after ${rateLimitWaits - 1} wait(s) (asked to wait ${Math.ceil(delayMs / 1e3)} s); pass hub-token or lower concurrency`,
            429
          );
        }
        this.stats.rateLimitedWaits++;
        this.pausedUntil[bucket] = Math.max(this.pausedUntil[bucket], this.now() + delayMs);
      } else {
        failures++;
        const timedOut = outcome.reason.startsWith("timed out");
        if (timedOut) this.timeoutsInARow++;
        if (timedOut && this.timeoutsInARow > maxRetries) {
          throw this.trip(`the Hub did not answer within ${formatMs(this.options.timeoutMs ?? 3e4)} for ${this.timeoutsInARow} attempts in a row (last: ${this.describe(url)}): it is stalling, retry later`);
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
  trip(message, status) {
    this.tripped ??= new HubUnavailableError(message, status);
    return this.tripped;
  }
  async attempt(url, options) {
    const runSignal = this.cancelled;
    if (runSignal.aborted) throw this.stopped();
    if (this.tripped) throw this.tripped;
    const budget = this.options.requestBudget ?? 0;
    if (budget > 0 && this.stats.requests >= budget) throw new HubBudgetExhaustedError(budget);
    this.stats.requests++;
    this.stats[bucketOf(url)]++;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.options.timeoutMs ?? 3e4);
    const onCancel = () => controller.abort();
    runSignal.addEventListener("abort", onCancel, { once: true });
    try {
      return await this.send(url, options, controller.signal, () => timedOut);
    } finally {
      clearTimeout(timer);
      runSignal.removeEventListener("abort", onCancel);
    }
  }
  async send(url, options, signal, timedOut) {
    const runSignal = this.cancelled;
    const headers = {
      accept: "application/json, */*",
      "user-agent": this.options.userAgent ?? "openenv-ci-audit"
    };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    if (options.etag) headers["if-none-match"] = options.etag;
    let response;
    try {
      response = await this.fetchImpl(url, { headers, signal, redirect: "follow" });
    } catch (error) {
      if (runSignal.aborted) throw this.stopped();
      return { kind: "retry", reason: timedOut() ? "timed out" : `connection failed (${causeOf(error)})` };
    }
    const status = response.status;
    if (status !== 429) {
      for (const { policy, ms } of exhaustedPolicies(response.headers.get("ratelimit"))) {
        if (ms > (this.options.maxRateLimitWaitMs ?? DEFAULT_MAX_RATE_LIMIT_WAIT_MS)) continue;
        const bucket = policy === "api" || policy === "resolvers" ? policy : bucketOf(url);
        this.pausedUntil[bucket] = Math.max(this.pausedUntil[bucket], this.now() + ms + RATE_LIMIT_MARGIN_MS);
      }
    }
    if (status === 304) {
      await drain(response);
      this.stats.notModified++;
      return { kind: "done", response: { url, status, notModified: true, headers: response.headers, body: new Uint8Array() } };
    }
    if (status === 429) {
      await drain(response);
      const announced = retryAfterMs(response.headers.get("retry-after")) ?? rateLimitResetMs(response.headers.get("ratelimit"));
      return { kind: "retry", reason: "rate limited (429)", delayMs: announced === void 0 ? void 0 : announced + RATE_LIMIT_MARGIN_MS, rateLimited: true };
    }
    if (status === 408) {
      await drain(response);
      return { kind: "retry", reason: "request timeout (408)" };
    }
    if (status >= 500) {
      await drain(response);
      const delayMs = retryAfterMs(response.headers.get("retry-after"));
      return { kind: "retry", reason: `server error ${status}`, delayMs };
    }
    if (status >= 400) {
      const detail = await errorDetail(response);
      const code = notFoundCode(status, response.headers.get("x-error-code"), detail, url);
      if (code) throw new HubNotFoundError(`${this.describe(url)} not found (${status}${code === "NotFound" ? "" : ` ${code}`})`, status, code);
      if (status === 401) throw new HubAuthError(`${this.describe(url)} refused the token (401${detail ? `: ${detail}` : ""}); renew HF_TOKEN`);
      throw new HubError(`${this.describe(url)} refused with ${status}${detail ? `: ${detail}` : ""}`, status);
    }
    const encoded = (response.headers.get("content-encoding") ?? "identity").trim().toLowerCase() !== "identity";
    const declared = encoded ? NaN : Number(response.headers.get("content-length") ?? NaN);
    const maxBytes = options.maxBytes ?? this.options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    if (declared > maxBytes) {
      await drain(response);
      throw new HubFileTooLargeError(this.describe(url), declared, maxBytes);
    }
    let body;
    let partial = false;
    try {
      if (options.stopAt) ({ body, partial } = await readUntil(response, options.stopAt, maxBytes));
      else body = await readBody(response, maxBytes, declared);
    } catch (error) {
      if (error instanceof HubFileTooLargeError) throw error;
      if (runSignal.aborted) throw this.stopped();
      return { kind: "retry", reason: timedOut() ? "timed out reading the body" : `body cut short (${causeOf(error)})` };
    }
    if (!partial && Number.isFinite(declared) && body.byteLength !== declared) {
      return { kind: "retry", reason: `body cut short (${body.byteLength} of ${declared} bytes)` };
    }
    this.stats.bytes += body.byteLength;
    return { kind: "done", response: { url, status, notModified: false, headers: response.headers, body, partial } };
  }
  /** Exponential backoff with jitter: between half and all of base\u00b72^(n-1), capped. */
  backoff(attempt) {
    const base = this.options.retryBaseMs ?? 500;
    const ceiling = Math.min(this.options.retryMaxMs ?? 3e4, base * 2 ** (attempt - 1));
    return Math.round(ceiling / 2 + this.random() * ceiling / 2);
  }
  async waitWhilePaused(bucket) {
    for (let wait = this.pausedUntil[bucket] - this.now(); wait > 0; wait = this.pausedUntil[bucket] - this.now()) {
      await this.sleepOrCancel(wait);
    }
  }
  async sleepOrCancel(ms) {
    if (this.cancelled.aborted) throw this.stopped();
    try {
      await this.sleep(ms, this.cancelled);
    } catch {
      throw this.stopped();
    }
    if (this.cancelled.aborted) throw this.stopped();
  }
  /** Follow `next` only on the Hub's own origin: the token must never go anywhere else. */
  sameOriginNext(response) {
    const next = nextLink(response.headers.get("link"), response.url);
    if (!next) return void 0;
    if (new URL(next).origin !== this.origin) {
      throw new HubError(`the Hub's next-page link points to another origin (${new URL(next).origin}); refusing to follow it`);
    }
    return next;
  }
  /** A URL for messages: path and query only (the base URL is the user's, the token is never in it). */
  describe(url) {
    try {
      const parsed = new URL(url);
      return `${parsed.pathname}${parsed.search}`;
    } catch {
      return url;
    }
  }
};
function encodeRepoId(id) {
  return id.split("/").map(encodeURIComponent).join("/");
}
function expandParams(kind) {
  return (kind === "spaces" ? SPACE_EXPAND : DATASET_EXPAND).map((field) => ["expand[]", field]);
}
function queryString(params) {
  return params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
}
function bucketOf(url) {
  try {
    return /^\/(?:spaces\/|datasets\/)?[^/]+\/[^/]+\/resolve\//.test(new URL(url).pathname) ? "resolvers" : "api";
  } catch {
    return "api";
  }
}
var REPO_URL = /^\/(?:api\/)?(?:models\/|spaces\/|datasets\/)?[^/]+\/[^/]+(?:\/|$)/;
var NOT_FOUND_CODES = /* @__PURE__ */ new Set(["RepoNotFound", "GatedRepo", "RevisionNotFound", "EntryNotFound"]);
function notFoundCode(status, errorCode, message, url) {
  if (errorCode && NOT_FOUND_CODES.has(errorCode)) return errorCode;
  let path = "";
  try {
    path = new URL(url).pathname;
  } catch {
  }
  const listing = /^\/api\/(?:models|spaces|datasets)\/?$/.test(path);
  if (status === 401 && message !== "Invalid credentials in Authorization header" && !listing && REPO_URL.test(path)) return "RepoNotFound";
  if (status === 404 || status === 410) return "NotFound";
  return void 0;
}
function toRepoEntry(kind, raw) {
  if (!raw || typeof raw !== "object") return void 0;
  const item = raw;
  if (typeof item.id !== "string" || !item.id.includes("/")) return void 0;
  const runtime = item.runtime && typeof item.runtime === "object" ? item.runtime : void 0;
  return {
    kind,
    id: item.id,
    ...typeof item.sha === "string" ? { sha: item.sha } : {},
    ...typeof item.sdk === "string" ? { sdk: item.sdk } : {},
    tags: Array.isArray(item.tags) ? item.tags.filter((t) => typeof t === "string") : [],
    ...typeof runtime?.stage === "string" ? { runtimeStage: runtime.stage } : {},
    ...typeof item.lastModified === "string" ? { lastModified: item.lastModified } : {},
    ...typeof item.private === "boolean" ? { private: item.private } : {},
    ...typeof item.likes === "number" ? { likes: item.likes } : {},
    ...typeof item.downloads === "number" ? { downloads: item.downloads } : {},
    ...item.cardData && typeof item.cardData === "object" && !Array.isArray(item.cardData) ? { cardData: item.cardData } : {}
  };
}
async function readBody(response, maxBytes, declared) {
  if (!response.body) return new Uint8Array();
  if (Number.isFinite(declared)) return new Uint8Array(await response.arrayBuffer());
  const { body, total } = await readBodyWithin(response, maxBytes);
  if (!body) throw new HubFileTooLargeError(new URL(response.url || "http://x/").pathname, total, maxBytes);
  return body;
}
async function readUntil(response, stopAt, maxBytes) {
  if (!response.body) return { body: new Uint8Array(), partial: false };
  let buffer = new Uint8Array(64 * 1024);
  let length = 0;
  for await (const chunk of response.body) {
    if (length + chunk.byteLength > buffer.byteLength) {
      const grown = new Uint8Array(Math.max(buffer.byteLength * 2, length + chunk.byteLength));
      grown.set(buffer.subarray(0, length));
      buffer = grown;
    }
    buffer.set(chunk, length);
    length += chunk.byteLength;
    const cut = stopAt(buffer.subarray(0, length));
    if (cut !== void 0) {
      await response.body.cancel().catch(() => void 0);
      return { body: buffer.slice(0, Math.min(cut, length)), partial: true };
    }
    if (maxBytes !== void 0 && length > maxBytes) {
      await response.body.cancel().catch(() => void 0);
      throw new HubFileTooLargeError(new URL(response.url || "http://x/").pathname, length, maxBytes);
    }
  }
  return { body: buffer.slice(0, length), partial: false };
}
async function drain(response) {
  try {
    await response.body?.cancel();
  } catch {
  }
}
async function errorDetail(response) {
  try {
    const text = new TextDecoder().decode(await readHead(response, ERROR_BODY_BYTES));
    try {
      const parsed = JSON.parse(text);
      if (typeof parsed.error === "string") return errorBodyExcerpt(parsed.error, 200);
    } catch {
    }
    return errorBodyExcerpt(text, 200);
  } catch {
    return "";
  }
}
async function readHead(response, limit) {
  if (!response.body) return new Uint8Array();
  const chunks = [];
  let total = 0;
  for await (const chunk of response.body) {
    chunks.push(chunk);
    total += chunk.byteLength;
    if (total >= limit) break;
  }
  await response.body.cancel().catch(() => void 0);
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
function formatMs(ms) {
  return ms >= 1e3 ? `${Number.isInteger(ms / 1e3) ? ms / 1e3 : (ms / 1e3).toFixed(1)} s` : `${ms} ms`;
}
function causeOf(error) {
  const err = error;
  return err?.cause?.code ?? err?.cause?.message ?? err?.message ?? String(error);
}
function abortableSleep(ms, signal) {
  return new Promise((resolve2, reject) => {
    if (signal?.aborted) return reject(new HubCancelledError());
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve2();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new HubCancelledError());
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

// src/checks/audit/cache.ts
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
var AuditCache = class _AuditCache {
  constructor(checkerKey2, previous) {
    this.checkerKey = checkerKey2;
    this.previous = previous;
  }
  checkerKey;
  previous;
  hits = 0;
  /** Unchanged repositories checked again because the checker changed (no download needed). */
  rechecks = 0;
  nextRepos = /* @__PURE__ */ new Map();
  nextListings = /* @__PURE__ */ new Map();
  nextBlobs = /* @__PURE__ */ new Map();
  static empty(checkerKey2) {
    return new _AuditCache(checkerKey2, void 0);
  }
  /** Loads the cache file; a missing, unreadable or foreign file is an empty cache (with a note why). */
  static async load(path, checkerKey2, note) {
    let text;
    try {
      text = await readFile(path, "utf8");
    } catch {
      note(`audit cache ${path} not found: starting empty`);
      return _AuditCache.empty(checkerKey2);
    }
    try {
      const parsed = JSON.parse(text);
      if (parsed.version !== 2 || typeof parsed.repos !== "object" || !parsed.repos) throw new Error("unknown format (written by another version)");
      const file = { ...parsed, listings: parsed.listings ?? {}, blobs: parsed.blobs ?? {} };
      if (parsed.checker !== checkerKey2) {
        note(`audit cache ${path} was written by another tool or rule version: every repository is checked again, from cached files where they are unchanged`);
        const repos = {};
        for (const [key, repo] of Object.entries(file.repos)) repos[key] = { sha: repo.sha, ...repo.tree ? { tree: repo.tree } : {}, ...repo.blobs ? { blobs: repo.blobs } : {} };
        return new _AuditCache(checkerKey2, { ...file, repos });
      }
      return new _AuditCache(checkerKey2, file);
    } catch (error) {
      note(`audit cache ${path} is unreadable (${error instanceof SyntaxError ? "not JSON" : error.message}): starting empty`);
      return _AuditCache.empty(checkerKey2);
    }
  }
  /** The cached result of a repository at exactly this sha, by this checker. */
  lookup(key, sha) {
    const cached = this.previous?.repos[key];
    if (!cached || cached.sha !== sha || !cached.result) return void 0;
    this.hits++;
    this.nextRepos.set(key, cached);
    for (const blob of cached.blobs ?? []) {
      const encoded = this.previous?.blobs[blob];
      if (encoded !== void 0) this.nextBlobs.set(blob, encoded);
    }
    return cached.result;
  }
  /** The tree listing of a repository at exactly this sha (trees do not depend on the checker). */
  tree(key, sha) {
    const cached = this.previous?.repos[key];
    return cached && cached.sha === sha ? cached.tree : void 0;
  }
  remember(key, record, tree, blobs = [], recheck = false) {
    if (!record.sha || record.status === "error" && !tree) return;
    if (recheck) this.rechecks++;
    const result = record.status === "error" ? void 0 : { status: record.status, findings: record.findings, source: record.source };
    const keys = [...blobs].sort();
    this.nextRepos.set(key, { sha: record.sha, ...tree ? { tree } : {}, ...keys.length ? { blobs: keys } : {}, ...result ? { result } : {} });
  }
  get(url) {
    return this.previous?.listings?.[url];
  }
  set(page) {
    if (page.etag) this.nextListings.set(page.url, page);
  }
  getBlob(key) {
    const encoded = this.nextBlobs.get(key) ?? this.previous?.blobs[key];
    if (encoded === void 0) return void 0;
    this.nextBlobs.set(key, encoded);
    return encoded.startsWith("t:") ? new TextEncoder().encode(encoded.slice(2)) : new Uint8Array(Buffer.from(encoded.slice(2), "base64"));
  }
  setBlob(key, bytes) {
    let text;
    try {
      text = bytes.includes(0) ? void 0 : new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      text = void 0;
    }
    this.nextBlobs.set(key, text !== void 0 ? `t:${text}` : `b:${Buffer.from(bytes).toString("base64")}`);
  }
  /** The BlobStore view of this cache (HubRepoView reads and fills it). */
  get blobs() {
    return { get: (key) => this.getBlob(key), set: (key, bytes) => this.setBlob(key, bytes) };
  }
  /**
   * Writes what this run used and learned (atomically: a cancelled write never leaves half a file).
   * `partial`: the run did not see every repository (cancelled, a listing stopped early, one shard), so
   * the entries it never reached are kept for the next run instead of being dropped.
   */
  async save(path, now, options = {}) {
    const keep = (previous, next) => options.partial ? { ...previous, ...Object.fromEntries(next) } : Object.fromEntries(next);
    const file = {
      version: 2,
      checker: this.checkerKey,
      savedAt: now.toISOString(),
      repos: keep(this.previous?.repos, this.nextRepos),
      listings: keep(this.previous?.listings, this.nextListings),
      blobs: keep(this.previous?.blobs, this.nextBlobs)
    };
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(file));
    await rename(temporary, path);
  }
};

// src/checks/audit/delta.ts
var RANK = { notice: 0, warning: 1, error: 2 };
function ruleStates(findings) {
  const out = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const seen = out.get(f.rule);
    if (!seen || RANK[f.severity] > RANK[seen.severity]) out.set(f.rule, { rule: f.rule, severity: f.severity, message: oneLine(f.message) });
  }
  return out;
}
function previousRecords(report) {
  const candidates = [];
  let topFindings2 = [];
  if (report && typeof report === "object") {
    const r = report;
    if (Array.isArray(r.findings)) topFindings2 = r.findings;
    candidates.push(r.environments, r.data?.environments);
    if (Array.isArray(r.checks)) for (const c of r.checks) candidates.push(c?.data?.environments);
  }
  const list2 = candidates.find(Array.isArray);
  if (!list2) return void 0;
  const out = /* @__PURE__ */ new Map();
  for (const item of list2) {
    const rec = item;
    if (typeof rec?.id !== "string" || !(rec.status === "pass" || rec.status === "fail" || rec.status === "error")) continue;
    const findings = [];
    for (const f of Array.isArray(rec.findings) ? rec.findings : []) {
      const finding = typeof f === "number" ? topFindings2[f] : f;
      if (finding && typeof finding.rule === "string" && (finding.severity === "error" || finding.severity === "warning" || finding.severity === "notice")) {
        findings.push({ rule: finding.rule, severity: finding.severity, message: typeof finding.message === "string" ? finding.message : "" });
      }
    }
    out.set(rec.id, { status: rec.status, ...typeof rec.stage === "string" ? { stage: rec.stage } : {}, rules: ruleStates(findings) });
  }
  return out;
}
function computeDelta(previous, current) {
  const delta = { newlyFailing: [], fixed: [], added: [], gone: [], newlyUnreadable: [], changes: [] };
  const now = /* @__PURE__ */ new Set();
  for (const record of current) {
    now.add(record.id);
    const raw = previous.get(record.id);
    const rules = ruleStates(record.findings);
    if (raw === void 0) {
      delta.added.push(record.id);
      delta.changes.push({ id: record.id, added: true, newRules: [...rules.values()].filter((r) => r.severity !== "notice").sort(byRule), fixedRules: [] });
      continue;
    }
    const before = typeof raw === "string" ? { status: raw, rules: /* @__PURE__ */ new Map() } : raw;
    if (record.status === "fail" && before.status === "pass") delta.newlyFailing.push(record.id);
    else if (record.status === "pass" && before.status === "fail") delta.fixed.push(record.id);
    else if (record.status === "error" && before.status !== "error") delta.newlyUnreadable.push(record.id);
    const change = { id: record.id, newRules: [], fixedRules: [] };
    if (record.status !== before.status) change.status = { from: before.status, to: record.status };
    if (record.stage && before.stage && record.stage !== before.stage) change.stage = { from: before.stage, to: record.stage };
    if (typeof raw !== "string" && record.status !== "error" && before.status !== "error") {
      for (const state of rules.values()) {
        const old = before.rules.get(state.rule);
        if (state.severity !== "notice" && (!old || RANK[state.severity] > RANK[old.severity])) change.newRules.push(state);
      }
      for (const old of before.rules.values()) if (old.severity !== "notice" && !rules.has(old.rule)) change.fixedRules.push(old);
    }
    change.newRules.sort(byRule);
    change.fixedRules.sort(byRule);
    if (change.status || change.stage || change.newRules.length || change.fixedRules.length) delta.changes.push(change);
  }
  for (const id of previous.keys()) {
    if (now.has(id)) continue;
    delta.gone.push(id);
    delta.changes.push({ id, removed: true, newRules: [], fixedRules: [] });
  }
  for (const list2 of [delta.newlyFailing, delta.fixed, delta.added, delta.gone, delta.newlyUnreadable]) list2.sort();
  delta.changes.sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return delta;
}
function byRule(a, b) {
  return RANK[b.severity] - RANK[a.severity] || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}
function oneLine(message) {
  const line = message.split("\n", 1)[0].trim();
  return clipCodePoints(line, 200);
}
function previousEnvironments(report) {
  if (!report || typeof report !== "object") return [];
  const r = report;
  const top = Array.isArray(r.findings) ? r.findings : [];
  const list2 = Array.isArray(r.environments) ? r.environments : [];
  const out = [];
  for (const item of list2) {
    const rec = item;
    if (typeof rec?.id !== "string" || !(rec.status === "pass" || rec.status === "fail" || rec.status === "error")) continue;
    const findings = (Array.isArray(rec.findings) ? rec.findings : []).map((f) => typeof f === "number" ? top[f] : f).filter((f) => !!f && typeof f.rule === "string");
    out.push({ ...rec, findings });
  }
  return out;
}

// src/checks/audit/env-checks.ts
var defaultEnvChecker = async (view, envRoots) => {
  const manifests = await scanManifests(view);
  const findings = manifests.findings;
  if (envRoots.length > 0) {
    const validation = await runStaticValidation(view, envRoots, { pythonAst: "off", hasGitDir: () => false });
    const scanned = new Set(manifests.files);
    findings.push(...withoutManifestsDuplicates(validation.findings, findings, (file) => scanned.has(file), envRoots));
  }
  return findings;
};

// src/checks/audit/rules.ts
var manifestMissing = {
  id: "audit/manifest-missing",
  description: "An audited Space or environment folder has no openenv.yaml, so nothing can load it as an OpenEnv environment.",
  defaultSeverity: "error"
};
var fileMissing = {
  id: "audit/file-missing",
  description: "The repository tree lists a file that the Hub cannot serve at the audited commit (404 on resolve).",
  defaultSeverity: "error"
};
var repoMissing = {
  id: "audit/repo-missing",
  description: "A listed repository (or its listed commit) is gone when its files are read: deleted, renamed or made private.",
  defaultSeverity: "error"
};
var envUnreadable = {
  id: "audit/env-unreadable",
  description: "The environment could not be read after retries (timeouts, 5xx, rate limits, request budget); its status is `error`.",
  defaultSeverity: "warning"
};
var spaceRuntimeError = {
  id: "audit/space-runtime-error",
  description: "The Hub reports the Space in an error stage (BUILD_ERROR, RUNTIME_ERROR, CONFIG_ERROR): it does not run.",
  defaultSeverity: "error"
};
var spaceNotDocker = {
  id: "audit/space-not-docker",
  description: "The Space does not use the Docker SDK, which OpenEnv environments are deployed with (`openenv push`).",
  defaultSeverity: "warning"
};
var listingIncomplete = {
  id: "audit/listing-incomplete",
  description: "The Hub listing stopped early (after retries, or the request budget ran out): the report covers only what was listed.",
  defaultSeverity: "warning"
};
var sourceEmpty = {
  id: "audit/source-empty",
  description: "The `source` globs matched no environment folder, so the audit checked nothing (often an unquoted glob the shell expanded).",
  defaultSeverity: "error"
};
var auditPartial = {
  id: "audit/partial",
  description: "Some listed repositories were not audited (request budget, errors after retries, cancellation); each is named on stderr and in the report. A warning with `allow-partial: true`.",
  defaultSeverity: "error"
};
var listingFailed = {
  id: "audit/listing-failed",
  description: "The run listed nothing it can trust (a refused token, an outage, or an empty listing where the previous report had environments): nothing is replaced and the tracking issue says the audit is stale.",
  defaultSeverity: "error"
};
var spaceProbeHealth = {
  id: "audit/space-unhealthy",
  description: 'With `probe-spaces: true`: the running Space does not answer GET /health with 200 {"status": "healthy"} at its live URL.',
  defaultSeverity: "error"
};
var spaceProbeSchema = {
  id: "audit/space-schema",
  description: "With `probe-spaces: true`: the Space's GET /schema does not give action, observation and state JSON Schemas that compile.",
  defaultSeverity: "error"
};
var spaceProbeReset = {
  id: "audit/space-reset",
  description: "With `probe-spaces: true`: one WebSocket session on the Space's /ws does not answer a reset with an observation frame.",
  defaultSeverity: "error"
};
var spaceSleeping = {
  id: "audit/space-sleeping",
  description: "With `probe-spaces: true`: the Space is sleeping or paused, so the runtime probe did not contact it (`wake: true` wakes it).",
  defaultSeverity: "notice"
};
var AUDIT_RULES = [
  manifestMissing,
  fileMissing,
  repoMissing,
  envUnreadable,
  spaceRuntimeError,
  spaceNotDocker,
  listingIncomplete,
  sourceEmpty,
  auditPartial,
  listingFailed,
  spaceProbeHealth,
  spaceProbeSchema,
  spaceProbeReset,
  spaceSleeping
];
var ERROR_STAGES = /* @__PURE__ */ new Set(["BUILD_ERROR", "RUNTIME_ERROR", "CONFIG_ERROR", "NO_APP_FILE"]);

// src/checks/audit/environment.ts
var SKIPPED_DIRS = /(^|\/)(node_modules|\.venv|venv|site-packages|__pycache__)\//;
function environmentRoots(files) {
  return files.filter((f) => (f === "openenv.yaml" || f.endsWith("/openenv.yaml")) && !SKIPPED_DIRS.test(f)).map((f) => f.slice(0, Math.max(0, f.length - "/openenv.yaml".length))).sort();
}
async function auditEnvironment(subject, checker) {
  const prefix = subject.id === "." ? "" : subject.id.replace(/\/+$/, "");
  const join = (file) => prefix && file ? `${prefix}/${file}` : prefix || file;
  const findings = [];
  const report = (rule, file, message, key = file) => {
    const path = join(file);
    findings.push({ rule: rule.id, severity: rule.defaultSeverity, file: path, message, fingerprint: fingerprint(rule.id, path, key) });
  };
  const record = (status, reason) => ({
    id: subject.id,
    status,
    sha: subject.sha,
    findings,
    source: subject.source,
    ...reason ? { reason } : {}
  });
  const unreadable = (error) => {
    const reason = reasonOf(error);
    report(envUnreadable, "", `${subject.id} could not be read: ${reason}. It is reported as \`error\`, not pass or fail; the next audit retries it.`, "unreadable");
    return record("error", reason);
  };
  let files;
  try {
    files = await subject.view.listFiles();
  } catch (error) {
    if (error instanceof HubNotFoundError) {
      report(repoMissing, "", `${subject.id} was listed at ${shortSha(subject.sha)} but its files are gone (${error.message}). If it was renamed or deleted, nothing to fix; if it was made private, give the audit a token that can read it.`, "gone");
      return record("fail");
    }
    return unreadable(error);
  }
  if (subject.source === "dataset" && !files.includes("environment.yaml")) return null;
  const envRoots = environmentRoots(files);
  if (subject.source !== "dataset" && envRoots.length === 0) {
    report(manifestMissing, "openenv.yaml", `${subject.id} has no openenv.yaml${subject.source === "space" ? " although it is tagged as an OpenEnv environment" : ""}. Add one at the environment root (\`openenv init\` writes a template) or remove the tag.`);
  }
  let checked;
  try {
    checked = await checker(subject.view, envRoots);
  } catch (error) {
    if (error instanceof HubNotFoundError) {
      report(repoMissing, "", `${subject.id} disappeared while it was being read (${error.message}).`, "gone");
      return record("fail");
    }
    return unreadable(error);
  }
  const tracking = subject.view;
  for (const path of tracking.missingFiles ?? []) {
    report(fileMissing, path, `The tree at ${shortSha(subject.sha)} lists ${path} but the Hub answers 404 for it (a missing LFS object or a broken push). Push the file again.`);
  }
  const readError = tracking.readErrors?.[0];
  if (readError) return unreadable(new Error(`${readError.path}: ${reasonOf(readError.error)}`));
  for (const finding of checked) {
    const path = join(finding.file);
    findings.push({ ...finding, file: path, fingerprint: fingerprint(finding.rule, path, finding.fingerprint) });
  }
  return record(findings.some((f) => f.severity === "error") ? "fail" : "pass");
}
function listingFindings(id, source, entry) {
  const out = [];
  const report = (rule, file, message, key) => {
    const path = file ? `${id}/${file}` : id;
    out.push({ rule: rule.id, severity: rule.defaultSeverity, file: path, message, fingerprint: fingerprint(rule.id, path, key) });
  };
  const stage = entry?.runtimeStage;
  if (source === "space" && stage && ERROR_STAGES.has(stage)) {
    report(spaceRuntimeError, "", `The Hub reports this Space as ${stage}: it does not serve. Open the Space's logs, fix the build or start-up error and push again.`, stage);
  }
  const sdk = entry?.sdk;
  if (source === "space" && sdk && sdk !== "docker") {
    report(spaceNotDocker, "README.md", `This Space uses the ${sdk} SDK; OpenEnv environments run as Docker Spaces. Set \`sdk: docker\` (and \`app_port\`) in the README.md front matter.`, sdk);
  }
  return out;
}
function withListingFindings(record, extra) {
  return extra.length === 0 ? record : withFindings(record, [...record.findings, ...extra]);
}
function withFindings(record, findings) {
  const status = record.status === "error" ? "error" : findings.some((f) => f.severity === "error") ? "fail" : "pass";
  return { ...record, findings, status };
}
function reasonOf(error) {
  if (error instanceof HubDeadlineError) return error.message;
  if (error instanceof HubCancelledError) return "the run was cancelled before it was read";
  if (error instanceof HubBudgetExhaustedError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
function shortSha(sha) {
  return sha ? sha.slice(0, 12) : "the working tree";
}

// src/checks/audit/options.ts
var list = string().transform((s) => s.split(/[\n,]/).map((x) => x.trim()).filter(Boolean));
var bool = string().transform((s) => s.trim().toLowerCase()).pipe(_enum(["true", "false", "1", "0", "yes", "no", ""])).transform((s) => s === "true" || s === "1" || s === "yes");
var integer = (min, max) => string().trim().regex(/^\d+$/, "a whole number").transform(Number).pipe(number().min(min).max(max));
var schema = object({
  source: list,
  "hub-url": string().trim(),
  tag: string().trim(),
  "hub-query": string().trim(),
  "hub-author": list,
  "hub-ids": list,
  "hub-datasets": bool,
  concurrency: integer(1, 256),
  cache: string().trim(),
  previous: string().trim(),
  "request-budget": union([literal("auto"), integer(0, 1e7)]),
  "hub-deadline": integer(0, 7 * 24 * 3600),
  "allow-partial": bool,
  "include-private": bool,
  "publish-private": bool,
  "read-python-sources": bool,
  "read-lockfile": bool,
  "probe-spaces": bool,
  wake: bool,
  "space-url": string().trim(),
  shard: string().trim().regex(/^(\d{1,4}\/\d{1,4})?$/, "i/n, e.g. 2/4").transform((s) => s ? { index: Number(s.split("/")[0]), count: Number(s.split("/")[1]) } : void 0).refine((s) => !s || s.count >= 1 && s.index >= 1 && s.index <= s.count, "i/n with 1 \u2264 i \u2264 n"),
  "audit-issue": bool,
  "hub-token": string().trim()
});
function parseAuditOptions(raw) {
  const withDefaults = {};
  for (const spec of AUDIT_OPTIONS) withDefaults[spec.name] = raw[spec.name] ?? spec.default ?? "";
  const parsed = schema.safeParse(withDefaults);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UserError(`audit option ${String(issue.path[0])}: ${issue.message} (got ${JSON.stringify(withDefaults[String(issue.path[0])])})`);
  }
  const o = parsed.data;
  const wantsHub = o["hub-url"] !== "" || o.source.length === 0 || o["hub-ids"].length > 0;
  let hubUrl;
  if (wantsHub) {
    hubUrl = o["hub-url"] || DEFAULT_HUB_URL;
    try {
      const url = new URL(hubUrl);
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("not http(s)");
    } catch {
      throw new UserError(`audit option hub-url: ${JSON.stringify(hubUrl)} is not an http(s) URL; use e.g. ${DEFAULT_HUB_URL}`);
    }
    if (!o.tag && o["hub-author"].length === 0 && !o["hub-query"] && o["hub-ids"].length === 0) {
      throw new UserError("audit: an empty tag would list every Space on the Hub; give a tag, hub-author, hub-query or hub-ids");
    }
  }
  const token = o["hub-token"] || void 0;
  if (o["probe-spaces"]) {
    const example = o["space-url"].replace("{subdomain}", "owner-name");
    let valid = o["space-url"].includes("{subdomain}");
    try {
      valid &&= ["https:", "http:"].includes(new URL(example).protocol);
    } catch {
      valid = false;
    }
    if (!valid) throw new UserError(`audit option space-url: ${JSON.stringify(o["space-url"])} is not an http(s) URL with {subdomain} in it; use e.g. https://{subdomain}.hf.space`);
  }
  return {
    sources: o.source,
    ...hubUrl ? { hubUrl } : {},
    tag: o.tag,
    query: o["hub-query"],
    authors: o["hub-author"],
    ids: o["hub-ids"],
    datasets: o["hub-datasets"],
    concurrency: o.concurrency,
    ...o.cache ? { cachePath: o.cache } : {},
    ...o.previous ? { previousPath: o.previous } : {},
    requestBudget: o["request-budget"],
    hubDeadlineSeconds: o["hub-deadline"],
    allowPartial: o["allow-partial"],
    includePrivate: o["include-private"],
    publishPrivate: o["publish-private"],
    readPythonSources: o["read-python-sources"],
    readLockfile: o["read-lockfile"],
    ...o["probe-spaces"] ? { probeSpaces: { urlTemplate: o["space-url"], wake: o.wake } } : {},
    ...o.shard ? { shard: o.shard } : {},
    auditIssue: o["audit-issue"],
    ...token ? { token } : {}
  };
}

// src/checks/audit/read-plan.ts
function rulesNotRun(settings) {
  const out = [];
  if (!settings.pythonSources) out.push("tools/no-reserved-in-source", "tasks/source-pinned");
  if (!settings.lockfile) out.push("deps/lockfile-in-sync");
  return out;
}
var SERVER_APP = /(^|\/)server\/app\.py$/;
var UV_LOCK = /(^|\/)uv\.lock$/;
var README = /(^|\/)README\.md$/;
var same = (text) => text;
function auditReadPlan(settings) {
  return (path) => {
    if (UV_LOCK.test(path)) return settings.lockfile ? { mode: "prefix", key: "uv-root", stopAt: lockRootEnd, reduce: reduceUvLock } : { mode: "skip" };
    if (path.endsWith(".py") && !settings.pythonSources && !SERVER_APP.test(path)) return { mode: "skip" };
    if (README.test(path)) return { mode: "prefix", key: "front-matter", stopAt: frontMatterEnd, reduce: same };
    return { mode: "read" };
  };
}
var EDITABLE_ROOT = Buffer.from('source = { editable = "." }');
var VIRTUAL_ROOT = Buffer.from('source = { virtual = "." }');
var NEXT_PACKAGE = Buffer.from("\n[[package]]");
function lockRootEnd(received) {
  const bytes = Buffer.from(received.buffer, received.byteOffset, received.byteLength);
  let root = bytes.indexOf(EDITABLE_ROOT);
  if (root < 0) root = bytes.indexOf(VIRTUAL_ROOT);
  if (root < 0) return void 0;
  const next = bytes.indexOf(NEXT_PACKAGE, root);
  return next < 0 ? void 0 : next + 1;
}
var TABLE_HEADER = /^\[\[?\s*([A-Za-z0-9_.-]+)\s*\]\]?\s*$/;
function reduceUvLock(text) {
  const lines = text.split("\n");
  const blocks = [];
  let current;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const header = line.startsWith("[") ? TABLE_HEADER.exec(line) : null;
    if (header) {
      const name = header[1];
      if (name === "package") {
        if (current) current.end = i;
        current = { start: i, end: lines.length, root: false };
        blocks.push(current);
        continue;
      }
      if (current && !name.startsWith("package.")) {
        current.end = i;
        current = void 0;
      }
    }
    if (current && (line.startsWith('source = { editable = "." }') || line.startsWith('source = { virtual = "." }'))) current.root = true;
  }
  for (const block of blocks) if (!block.root) for (let i = block.start; i < block.end; i++) lines[i] = "";
  return lines.join("\n");
}
function frontMatterEnd(received) {
  const bom = received[0] === 239 && received[1] === 187 && received[2] === 191 ? 3 : 0;
  if (received.length < bom + 4) return void 0;
  const bytes = Buffer.from(received.buffer, received.byteOffset, received.byteLength);
  if (bytes.toString("latin1", bom, bom + 3) !== "---") return 0;
  const firstLineEnd = bytes.indexOf(10, bom);
  if (firstLineEnd < 0) return void 0;
  const closing = bytes.indexOf("\n---", firstLineEnd);
  const lineEnd = closing < 0 ? -1 : bytes.indexOf(10, closing + 1);
  return lineEnd < 0 ? void 0 : lineEnd + 1;
}

// src/checks/audit/report.ts
var WORST_LIMIT = 15;
var RULE_LIMIT = 40;
var CHANGE_LIMIT = 60;
var DETAIL_LIMIT = 25;
var FINDINGS_PER_ENV = 8;
function totals(environments) {
  const out = { total: environments.length, pass: 0, fail: 0, error: 0 };
  for (const e of environments) out[e.status]++;
  return out;
}
function ruleRates(environments) {
  const audited = environments.filter((e) => e.status !== "error").length;
  const counts = /* @__PURE__ */ new Map();
  for (const env of environments) {
    if (env.status === "error") continue;
    const worst = /* @__PURE__ */ new Map();
    for (const f of env.findings) if (!worst.has(f.rule) || severityRank(f.severity) > severityRank(worst.get(f.rule))) worst.set(f.rule, f.severity);
    for (const [rule, severity] of worst) {
      const c = counts.get(rule) ?? { n: 0, severity };
      c.n++;
      if (severityRank(severity) > severityRank(c.severity)) c.severity = severity;
      counts.set(rule, c);
    }
  }
  return [...counts].map(([rule, c]) => ({ rule, severity: c.severity, environments: c.n, passRate: audited ? 1 - c.n / audited : 1 })).sort((a, b) => severityRank(b.severity) - severityRank(a.severity) || b.environments - a.environments || (a.rule < b.rule ? -1 : 1));
}
function impact(env) {
  const c = countBySeverity(env.findings);
  const reach = (env.likes ?? 0) + (env.downloads ?? 0) / 100;
  return (c.error * 10 + c.warning) * (1 + Math.log2(1 + reach));
}
function worstOffenders(environments, limit = WORST_LIMIT) {
  return environments.filter((e) => e.status === "fail").map((e) => ({ e, s: impact(e), c: countBySeverity(e.findings) })).sort((a, b) => b.s - a.s || b.c.error - a.c.error || b.c.warning - a.c.warning || (a.e.id < b.e.id ? -1 : 1)).slice(0, limit).map(({ e }) => e);
}
function topFindings(findings, n) {
  return [...findings].sort((a, b) => severityRank(b.severity) - severityRank(a.severity) || (a.rule < b.rule ? -1 : 1)).slice(0, n);
}
function percent(x) {
  return `${(x * 100).toFixed(1)}%`;
}
function envLink(env, hubUrl, cell = false) {
  const text = cell ? codeCell(env.id) : codeSpan(env.id);
  if (!hubUrl || env.source === "local") return text;
  const base = hubUrl.replace(/\/+$/, "");
  return `[${text}](${base}/${env.source === "dataset" ? "datasets" : "spaces"}/${encodeRepoId(env.id)})`;
}
function summaryData(input) {
  return {
    date: input.date.toISOString(),
    totals: { ...totals(input.environments), notAudited: input.notAudited?.length ?? 0 },
    rules: ruleRates(input.environments),
    worstOffenders: worstOffenders(input.environments).map((e) => ({
      id: e.id,
      ...countBySeverity(e.findings),
      ...e.likes !== void 0 ? { likes: e.likes } : {},
      ...e.downloads !== void 0 ? { downloads: e.downloads } : {},
      top: topFindings(e.findings, 3).map((f) => ({ rule: f.rule, severity: f.severity, file: f.file, message: f.message }))
    })),
    ...input.delta ? { delta: input.delta } : {},
    cancelled: input.cancelled,
    incomplete: input.incomplete,
    notAudited: input.notAudited ?? [],
    ...input.stale ? { stale: input.stale } : {},
    ...input.rulesNotRun?.length ? { rulesNotRun: input.rulesNotRun } : {},
    ...input.shard ? { shard: input.shard } : {},
    ...input.skippedPrivate ? { skippedPrivate: input.skippedPrivate } : {},
    ...input.privateHidden ? { privateHidden: input.privateHidden } : {},
    ...input.stats ? { hub: { ...input.stats } } : {},
    ...probeCounts(input.environments) ? { probe: probeCounts(input.environments) } : {}
  };
}
function probeCounts(environments) {
  const out = { healthy: 0, failing: 0, sleeping: 0, "not-running": 0 };
  let any = false;
  for (const e of environments) {
    if (!e.probe) continue;
    out[e.probe]++;
    any = true;
  }
  return any ? out : void 0;
}
function probeLine(environments) {
  const c = probeCounts(environments);
  return c && `Runtime probe of Spaces: ${c.healthy} healthy, ${c.failing} failing (health, schema or reset), ${c.sleeping} sleeping (not woken), ${c["not-running"]} not running.`;
}
function ruleText(r) {
  return `${codeSpan(r.rule)} (${r.severity}): ${escapeMessage(truncate(r.message, 160))}`;
}
function changeLine(change, byId, hubUrl) {
  const env = byId.get(change.id) ?? { id: change.id, source: "space" };
  const parts = [];
  if (change.added) parts.push("new");
  if (change.removed) parts.push("gone");
  if (change.status) parts.push(`${change.status.from} \u2192 ${change.status.to}`);
  if (change.stage) parts.push(`stage ${escapeMarkdown(change.stage.from)} \u2192 ${escapeMarkdown(change.stage.to)}`);
  const lines = [`- ${envLink(env, hubUrl)}: ${parts.join(", ") || "rules changed"}`];
  for (const r of change.newRules.slice(0, 5)) lines.push(`  - new ${ruleText(r)}`);
  if (change.newRules.length > 5) lines.push(`  - \u2026 ${change.newRules.length - 5} more new rules`);
  for (const r of change.fixedRules.slice(0, 5)) lines.push(`  - fixed ${ruleText(r)}`);
  if (change.fixedRules.length > 5) lines.push(`  - \u2026 ${change.fixedRules.length - 5} more fixed rules`);
  return lines.join("\n");
}
function changeRank(c) {
  if (c.newRules.some((r) => r.severity === "error") || c.status?.to === "fail") return 0;
  if (c.status || c.stage) return 1;
  if (c.fixedRules.length) return 2;
  return 3;
}
function renderAuditMarkdown(input) {
  const t = totals(input.environments);
  const lines = [];
  const rate = t.total - t.error > 0 ? t.pass / (t.total - t.error) : 1;
  if (input.stale) {
    lines.push(
      `> [!CAUTION]
> **This audit is stale${input.stale.lastGoodRun && /^\d{4}-\d{2}-\d{2}$/.test(input.stale.lastGoodRun) ? ` since the last good run on ${input.stale.lastGoodRun}` : ""}.** Tonight's run (${input.date.toISOString().slice(0, 10)}) did not list the Hub: ${escapeMarkdown(input.stale.reason)}. The report below is the last good one.`,
      ""
    );
  }
  lines.push(`**${t.total} environments** audited ${input.date.toISOString().slice(0, 10)}: ${t.pass} pass, ${t.fail} fail, ${t.error} could not be read. Pass rate ${percent(rate)} of those read.`);
  if (input.notAudited?.length) {
    lines.push("", `> [!WARNING]
> **Partial audit: ${input.notAudited.length} of ${t.total} listed repositories were not audited** (see "Could not be read" below and the JSON report); they count as neither pass nor fail.`);
  }
  lines.push("");
  lines.push(`Sources: ${input.sources.map(escapeMarkdown).join("; ") || "none"}${input.shard ? ` (shard ${input.shard.index}/${input.shard.count})` : ""}.`);
  const stats = input.stats;
  lines.push(
    `Took ${(input.durationMs / 1e3).toFixed(1)} s` + (stats ? `, ${stats.requests} Hub requests (${stats.api} API, ${stats.resolvers} file resolves; ${stats.retries} retries, ${stats.rateLimitedWaits} rate-limit waits, ${stats.notModified} not modified)` : "") + (input.cacheHits ? `, ${input.cacheHits} unchanged repositories taken from the cache` : "") + (input.rechecked ? `, ${input.rechecked} checked again from cached files (new tool or rule version)` : "") + (input.skippedDatasets ? `, ${input.skippedDatasets} datasets without environment.yaml skipped` : "") + (input.skippedPrivate ? `, ${input.skippedPrivate} private repositories left out (include-private)` : "") + (input.privateHidden ? `, ${input.privateHidden} private repositories audited but not shown (publish-private)` : "") + "."
  );
  if (input.rulesNotRun?.length) lines.push("", `Not run on Hub repositories (their files were not downloaded): ${input.rulesNotRun.map(codeSpan).join(", ")}.`);
  const probed = probeLine(input.environments);
  if (probed) lines.push("", probed);
  if (input.cancelled) lines.push("", "> [!WARNING]\n> The run was cancelled: this report covers only the environments audited before it stopped.");
  for (const message of input.incomplete) lines.push("", `> [!WARNING]
> ${escapeMarkdown(message)}`);
  const byId = new Map(input.environments.map((e) => [e.id, e]));
  if (input.delta) {
    const d = input.delta;
    const count = (f) => d.changes.filter(f).length;
    lines.push("", "### Since the previous audit", "", "| change | environments |", "| --- | ---: |");
    const rows = [
      ["newly failing (pass \u2192 fail)", d.newlyFailing.length],
      ["fixed (fail \u2192 pass)", d.fixed.length],
      ["other status changes (error \u2194 pass/fail)", count((c) => !!c.status && !c.added && !d.newlyFailing.includes(c.id) && !d.fixed.includes(c.id))],
      ["gained an error rule", count((c) => !c.added && c.newRules.some((r) => r.severity === "error"))],
      ["lost a rule (fixed rules)", count((c) => c.fixedRules.length > 0)],
      ["runtime stage changed", count((c) => !!c.stage)],
      ["new", d.added.length],
      ["gone", d.gone.length]
    ];
    for (const [label, n] of rows) lines.push(`| ${label} | ${n} |`);
    const shown = [...d.changes].filter((c) => !c.added || c.newRules.some((r) => r.severity === "error")).sort((a, b) => changeRank(a) - changeRank(b) || (a.id < b.id ? -1 : 1));
    if (shown.length) {
      lines.push("", `<details open><summary>Changes per environment (${shown.length}${shown.length > CHANGE_LIMIT ? `, first ${CHANGE_LIMIT}` : ""})</summary>`, "");
      for (const change of shown.slice(0, CHANGE_LIMIT)) lines.push(changeLine(change, byId, input.hubUrl));
      if (shown.length > CHANGE_LIMIT) lines.push(`- \u2026 ${shown.length - CHANGE_LIMIT} more in the JSON report (\`audit.delta.changes\`)`);
      lines.push("", "</details>");
    }
  }
  const rates = ruleRates(input.environments);
  if (rates.length) {
    lines.push("", "### Pass rate per rule", "", "| rule | severity | environments with findings | pass rate |", "| --- | --- | ---: | ---: |");
    for (const r of rates.slice(0, RULE_LIMIT)) lines.push(`| ${codeCell(r.rule)} | ${r.severity} | ${r.environments} | ${percent(r.passRate)} |`);
    if (rates.length > RULE_LIMIT) lines.push(`| \u2026 ${rates.length - RULE_LIMIT} more rules | | | |`);
  }
  const worst = worstOffenders(input.environments);
  if (worst.length) {
    lines.push("", "### Worst offenders (weighted by likes and downloads)", "", "| environment | likes | errors | warnings | top findings |", "| --- | ---: | ---: | ---: | --- |");
    for (const env of worst) {
      const c = countBySeverity(env.findings);
      const top = topFindings(env.findings, 3).map((f) => `${codeCell(f.rule)} ${escapeMessage(truncate(f.message, 140))}`).join("<br>");
      lines.push(`| ${envLink(env, input.hubUrl, true)} | ${env.likes ?? ""} | ${c.error} | ${c.warning} | ${top} |`);
    }
  }
  const newlyFailing = new Set(input.delta?.newlyFailing ?? []);
  const detailed = [...input.environments.filter((e) => newlyFailing.has(e.id)), ...worst.filter((e) => !newlyFailing.has(e.id))].slice(0, DETAIL_LIMIT);
  if (detailed.length) {
    lines.push("", `### Findings of the ${newlyFailing.size ? "newly failing and the " : ""}worst offenders`);
    for (const env of detailed) {
      const findings = topFindings(env.findings.filter((f) => f.severity !== "notice"), FINDINGS_PER_ENV);
      lines.push("", `<details><summary>${escapeHtmlText(env.id)}${newlyFailing.has(env.id) ? " (newly failing)" : ""}: ${plural(countBySeverity(env.findings).error, "error")}</summary>`, "", envLink(env, input.hubUrl), "");
      for (const f of findings) lines.push(`- ${f.severity} ${codeSpan(f.rule)} ${codeSpan(f.file)}${f.line ? `:${f.line}` : ""}: ${escapeMessage(truncate(f.message, 300))}`);
      if (env.findings.length > findings.length) lines.push(`- \u2026 ${env.findings.length - findings.length} more (notices included) in the JSON report`);
      lines.push("", "</details>");
    }
  }
  const groups = [
    ["Failing", input.environments.filter((e) => e.status === "fail")],
    ["Could not be read", input.environments.filter((e) => e.status === "error")],
    ["Passing", input.environments.filter((e) => e.status === "pass")]
  ];
  lines.push("", "### Environments by health");
  for (const [title, list2] of groups) {
    if (!list2.length) continue;
    const ids = [...list2].sort((a, b) => a.id < b.id ? -1 : 1);
    lines.push("", `<details><summary>${title} (${list2.length})</summary>`, "");
    for (const env of ids.slice(0, 200)) {
      const detail = env.status === "error" ? ` \u2014 ${escapeMarkdown(truncate(env.reason ?? "unknown", 160))}` : env.status === "fail" ? ` \u2014 ${plural(countBySeverity(env.findings).error, "error")}` : "";
      lines.push(`- ${envLink(env, input.hubUrl)}${detail}`);
    }
    if (ids.length > 200) lines.push(`- \u2026 and ${ids.length - 200} more (see the JSON report)`);
    lines.push("", "</details>");
  }
  return lines.join("\n");
}
function renderAuditText(input) {
  const t = totals(input.environments);
  const out = [];
  if (input.stale) out.push(`STALE: this run did not list the Hub (${input.stale.reason}); last good run ${input.stale.lastGoodRun ?? "unknown"}`);
  out.push(`${t.total} environments: ${t.pass} pass, ${t.fail} fail, ${t.error} error (${(input.durationMs / 1e3).toFixed(1)} s${input.stats ? `, ${input.stats.requests} Hub requests` : ""})`);
  if (input.notAudited?.length) out.push(`partial: ${input.notAudited.length} listed repositories were not audited`);
  if (input.cancelled) out.push("cancelled: partial report");
  for (const message of input.incomplete) out.push(`warning: ${message}`);
  if (input.rulesNotRun?.length) out.push(`not run on Hub repositories: ${input.rulesNotRun.join(", ")}`);
  const probed = probeLine(input.environments);
  if (probed) out.push(probed);
  if (input.delta) {
    const d = input.delta;
    out.push(`since previous: ${d.newlyFailing.length} newly failing, ${d.fixed.length} fixed, ${d.added.length} new, ${d.gone.length} gone, ${d.changes.length} changed in all`);
    for (const change of [...d.changes].filter((c) => !c.added).sort((a, b) => changeRank(a) - changeRank(b) || (a.id < b.id ? -1 : 1)).slice(0, 30)) {
      const parts = [change.removed ? "gone" : "", change.status ? `${change.status.from} -> ${change.status.to}` : "", change.stage ? `stage ${change.stage.from} -> ${change.stage.to}` : ""].filter(Boolean);
      out.push(`  ${change.id}: ${parts.join(", ") || "rules changed"}`);
      for (const r of change.newRules.slice(0, 3)) out.push(`    new ${r.rule} (${r.severity}): ${truncate(r.message, 160)}`);
      for (const r of change.fixedRules.slice(0, 3)) out.push(`    fixed ${r.rule}: ${truncate(r.message, 160)}`);
    }
  }
  const rates = ruleRates(input.environments).slice(0, 20);
  if (rates.length) out.push("rules (environments with findings, pass rate):");
  for (const r of rates) out.push(`  ${r.rule} [${r.severity}]: ${r.environments}, ${percent(r.passRate)}`);
  const worst = worstOffenders(input.environments, 10);
  if (worst.length) out.push("worst offenders:");
  for (const env of worst) {
    out.push(`  ${env.id}: ${plural(countBySeverity(env.findings).error, "error")}${env.likes ? `, ${env.likes} likes` : ""}`);
    for (const f of topFindings(env.findings, 3)) out.push(`    ${f.severity} ${f.rule}: ${truncate(f.message, 160)}`);
  }
  return out.join("\n");
}
function trackingIssueBody(markdown, limit = 6e4) {
  if (markdown.length <= limit) return markdown;
  const cut = markdown.lastIndexOf("\n", limit);
  return `${markdown.slice(0, cut > 0 ? cut : limit)}

\u2026 (report cut to fit an issue; the full report is in the workflow run's artifacts)
`;
}
function truncate(text, n) {
  return clipCodePoints(text, n);
}

// src/checks/audit/scheduler.ts
var import_yaml = __toESM(require_dist(), 1);
import { createHash } from "node:crypto";

// src/engine/compact.ts
var FindingPool = class {
  shared = /* @__PURE__ */ new Map();
  /** Findings this pool made: compacting one again returns it (a record may pass through twice). */
  made = /* @__PURE__ */ new WeakSet();
  /** The finding with shared messages, flat strings and one object shape; `undefined` fields are dropped. */
  compact(finding) {
    if (this.made.has(finding)) return finding;
    const rule = this.share(finding.rule);
    const file = flatCopy(finding.file);
    const message = this.share(finding.message);
    const fingerprint2 = flatCopy(finding.fingerprint);
    const out = finding.line === void 0 ? { rule, severity: finding.severity, file, message, fingerprint: fingerprint2 } : { rule, severity: finding.severity, file, line: finding.line, message, fingerprint: fingerprint2 };
    if (finding.column !== void 0) out.column = finding.column;
    if (finding.endLine !== void 0) out.endLine = finding.endLine;
    if (finding.endColumn !== void 0) out.endColumn = finding.endColumn;
    if (finding.help !== void 0) out.help = this.share(finding.help);
    if (finding.check !== void 0) out.check = this.share(finding.check);
    if (finding.scope !== void 0) out.scope = finding.scope;
    this.made.add(out);
    return out;
  }
  compactAll(findings) {
    return findings.map((f) => this.compact(f));
  }
  /** One copy of each distinct text. Looking a string up flattens it; the copy kept is flat and owns its bytes. */
  share(text) {
    let kept = this.shared.get(text);
    if (kept === void 0) {
      kept = flatCopy(text);
      this.shared.set(kept, kept);
    }
    return kept;
  }
};
function flatCopy(text) {
  if (text === "") return "";
  const encoding = ONE_BYTE.test(text) ? "latin1" : "utf16le";
  return Buffer.from(text, encoding).toString(encoding);
}
var ONE_BYTE = /^[\u0000-\u00ff]*$/;

// src/repo/hub-repo.ts
var HUB_MAX_FILE_BYTES = 4 * 1024 * 1024;
var HubRepoView = class {
  constructor(client, kind, id, sha, options = {}) {
    this.client = client;
    this.kind = kind;
    this.id = id;
    this.sha = sha;
    this.label = `hf ${kind}/${id}@${sha.slice(0, 12)}`;
    this.options = typeof options === "number" ? { maxFileBytes: options } : options;
    this.maxFileBytes = this.options.maxFileBytes ?? HUB_MAX_FILE_BYTES;
  }
  client;
  kind;
  id;
  sha;
  label;
  missingFiles = [];
  readErrors = [];
  /** Files a check asked for that the read plan skipped. */
  skippedReads = /* @__PURE__ */ new Set();
  /** Blob-store keys this view read or wrote (the audit cache keeps them with the repository). */
  blobKeys = /* @__PURE__ */ new Set();
  /** Downloads sent, and reads answered from the blob store. */
  downloads = 0;
  storeHits = 0;
  tree;
  /** The tree as listed (for the audit cache), once read. */
  treeEntries;
  reads = /* @__PURE__ */ new Map();
  maxFileBytes;
  options;
  /** The tree, fetched once. Errors propagate: without a tree there is nothing to audit. */
  entries() {
    const listed = this.options.tree ? Promise.resolve([...this.options.tree]) : void 0;
    this.tree ??= (listed ?? this.client.listTree(this.kind, this.id, this.sha)).then((files) => {
      this.treeEntries = files;
      const map = /* @__PURE__ */ new Map();
      for (const file of files) {
        const path = normalizeRepoPath(file.path);
        if (path && !path.startsWith(".git/")) map.set(path, file);
      }
      return map;
    });
    return this.tree;
  }
  async listFiles() {
    return [...(await this.entries()).keys()].sort();
  }
  async fileSize(path) {
    const normalized = normalizeRepoPath(path);
    if (!normalized) return void 0;
    const entry = (await this.entries()).get(normalized);
    return entry ? entry.lfs?.size ?? entry.size : void 0;
  }
  async storedAs(path) {
    const normalized = normalizeRepoPath(path);
    const entry = normalized ? (await this.entries()).get(normalized) : void 0;
    if (!entry) return void 0;
    return { oid: entry.oid, ...entry.lfs ? { lfs: { oid: entry.lfs.oid, size: entry.lfs.size } } : {} };
  }
  readFile(path) {
    const normalized = normalizeRepoPath(path);
    if (!normalized) return Promise.resolve(void 0);
    let read = this.reads.get(normalized);
    if (!read) {
      read = this.fetchFile(normalized);
      this.reads.set(normalized, read);
    }
    return read;
  }
  /** Drop downloaded bytes (the audit keeps findings, not files). */
  release() {
    this.reads.clear();
  }
  async fetchFile(path) {
    const entry = (await this.entries()).get(path);
    if (!entry) return void 0;
    if ((entry.lfs?.size ?? entry.size) > this.maxFileBytes) return void 0;
    const known = this.options.known?.get(path);
    if (known) return known;
    const how = this.options.plan?.(path, entry) ?? { mode: "read" };
    if (how.mode === "skip") {
      this.skippedReads.add(path);
      return void 0;
    }
    const blob = entry.lfs?.oid ?? entry.oid;
    const key = blob ? how.mode === "prefix" ? `${blob}:${how.key}` : blob : void 0;
    if (key) this.blobKeys.add(key);
    const stored = key ? this.options.blobs?.get(key) : void 0;
    if (stored) {
      this.storeHits++;
      return stored;
    }
    try {
      this.downloads++;
      let bytes;
      if (how.mode === "prefix") {
        const response = await this.client.resolve(this.kind, this.id, this.sha, path, { maxBytes: this.maxFileBytes, stopAt: how.stopAt });
        bytes = new TextEncoder().encode(how.reduce(new TextDecoder().decode(response.body)));
      } else bytes = await this.client.resolveFile(this.kind, this.id, this.sha, path, this.maxFileBytes);
      if (key) this.options.blobs?.set(key, bytes);
      return bytes;
    } catch (error) {
      if (error instanceof HubNotFoundError) this.missingFiles.push(path);
      else if (error instanceof HubFileTooLargeError) return void 0;
      else this.readErrors.push({ path, error: error instanceof Error ? error : new HubError(String(error)) });
      return void 0;
    }
  }
};

// src/checks/audit/sources.ts
var import_picomatch = __toESM(require_picomatch(), 1);
async function* hubTargets(client, selection, store, onIncomplete) {
  const seen = /* @__PURE__ */ new Set();
  const kinds = selection.datasets ? ["spaces", "datasets"] : ["spaces"];
  const authors = selection.authors.length ? selection.authors : [void 0];
  for (const kind of kinds) {
    for (const author of authors) {
      if (!selection.tag && !author && !selection.query) continue;
      let listed = 0;
      try {
        for await (const page of client.listRepos(kind, { filter: selection.tag || void 0, author, search: selection.query || void 0 }, store)) {
          for (const entry of page.entries) {
            listed++;
            const key = `${entry.kind}/${entry.id}`;
            if (seen.has(key)) continue;
            seen.add(key);
            yield { entry };
          }
        }
      } catch (error) {
        if (error instanceof HubCancelledError && !(error instanceof HubDeadlineError)) return;
        const what = `${kind}${selection.tag ? ` tagged ${selection.tag}` : ""}${author ? ` by ${author}` : ""}`;
        onIncomplete(`The listing of ${what} stopped after ${listed} repositories: ${error.message}`, error);
        if (error instanceof HubBudgetExhaustedError || error instanceof HubDeadlineError) return;
      }
    }
  }
  for (const raw of selection.ids) {
    const { kind, id } = parseRepoRef(raw);
    const key = `${kind}/${id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    try {
      yield { entry: await client.repoInfo(kind, id) };
    } catch (error) {
      if (error instanceof HubCancelledError) return;
      yield { entry: { kind, id, tags: [] }, problem: error };
    }
  }
}
function parseRepoRef(raw) {
  const trimmed = raw.trim().replace(/^https?:\/\/[^/]+\//, "").replace(/\/+$/, "");
  if (trimmed.startsWith("datasets/")) return { kind: "datasets", id: trimmed.slice("datasets/".length) };
  if (trimmed.startsWith("spaces/")) return { kind: "spaces", id: trimmed.slice("spaces/".length) };
  return { kind: "spaces", id: trimmed };
}
async function localTargets(repo, globs) {
  const patterns = globs.map((g) => g.trim().replace(/^\.\//, "").replace(/\/+$/, "")).filter(Boolean);
  if (patterns.length === 0) return [];
  const matches = (0, import_picomatch.default)(patterns, { dot: false });
  const folders = /* @__PURE__ */ new Set();
  for (const file of await repo.listFiles()) {
    const parts = file.split("/");
    for (let i = 1; i < parts.length; i++) {
      const dir = parts.slice(0, i).join("/");
      if (matches(dir)) folders.add(dir);
    }
    if (parts[parts.length - 1] === "openenv.yaml" && matches(file)) folders.add(parts.slice(0, -1).join("/") || ".");
  }
  if (patterns.includes(".")) folders.add(".");
  const sorted = [...folders].sort();
  return sorted.filter((dir) => !sorted.some((other) => other !== dir && other !== "." && dir.startsWith(`${other}/`)));
}
var SubtreeView = class {
  constructor(base, folder) {
    this.base = base;
    this.prefix = folder === "." || folder === "" ? "" : `${folder}/`;
    this.label = `${base.label}/${folder}`;
  }
  base;
  label;
  prefix;
  async listFiles() {
    const files = await this.base.listFiles();
    return this.prefix ? filesUnder(files, this.prefix.slice(0, -1)).map((f) => f.slice(this.prefix.length)) : files;
  }
  readFile(path) {
    const inner = normalizeRepoPath(path);
    return inner ? this.base.readFile(this.prefix + inner) : Promise.resolve(void 0);
  }
  fileSize(path) {
    const inner = normalizeRepoPath(path);
    return inner ? this.base.fileSize(this.prefix + inner) : Promise.resolve(void 0);
  }
};

// src/checks/audit/space-probe.ts
var import__ = __toESM(require__(), 1);
var SERVING = /* @__PURE__ */ new Set(["RUNNING", "RUNNING_BUILDING", "RUNNING_APP_STARTING"]);
var ASLEEP = /* @__PURE__ */ new Set(["SLEEPING", "PAUSED"]);
function spaceSubdomain(id) {
  return id.toLowerCase().replace("/", "-").replace(/[^a-z0-9-]/g, "-");
}
function spaceUrl(template, id) {
  return template.replace("{subdomain}", spaceSubdomain(id)).replace(/\/+$/, "");
}
async function probeSpace(entry, settings) {
  const findings = [];
  const report = (rule, message, key) => {
    findings.push({ rule: rule.id, severity: rule.defaultSeverity, file: entry.id, message, fingerprint: fingerprint(rule.id, entry.id, key) });
  };
  const stage = entry.runtimeStage ?? "";
  if (ASLEEP.has(stage) && !settings.wake) {
    report(spaceSleeping, `The Space is ${stage}: the runtime probe did not wake it (set wake: true to probe sleeping Spaces; waking costs its owner compute).`, "sleeping");
    return { status: "sleeping", findings };
  }
  if (!SERVING.has(stage) && !ASLEEP.has(stage)) return { status: "not-running", findings };
  const base = spaceUrl(settings.urlTemplate, entry.id);
  const headers = entry.private && settings.token ? { authorization: `Bearer ${settings.token}` } : {};
  const get = (path, timeoutMs = settings.timeoutMs) => httpRequest(base, "GET", path, { timeoutMs, headers, ...settings.signal ? { signal: settings.signal } : {} });
  let health = await get("/health");
  if (ASLEEP.has(stage)) health = await untilAwake(health, get, settings);
  if (!healthy(health)) {
    report(spaceProbeHealth, `GET ${base}/health ${describe(health)}; a running OpenEnv Space answers 200 {"status": "healthy"}. Open the Space's logs.`, "health");
    return { status: "failing", findings };
  }
  const schema2 = await get("/schema");
  const problems = schemaProblems(schema2);
  if (problems) report(spaceProbeSchema, `GET ${base}/schema: ${problems}. OpenEnv clients build their types from it.`, "schema");
  const reset = await resetOnce(base, headers, settings);
  if (reset) report(spaceProbeReset, `WebSocket ${base.replace(/^http/, "ws")}/ws: ${reset}`, "reset");
  return { status: findings.length ? "failing" : "healthy", findings };
}
function healthy(r) {
  const v = r.body?.value;
  return r.status === 200 && isObject(v) && v.status === "healthy";
}
function describe(r) {
  if (r.error) return `failed (${r.error})`;
  return `answered ${r.status}${r.text ? `: ${excerpt(r.text, 120)}` : ""}`;
}
async function untilAwake(first, get, settings) {
  const deadline = Date.now() + settings.wakeTimeoutMs;
  let last = first;
  while (!healthy(last) && Date.now() < deadline && !settings.signal?.aborted) {
    await new Promise((ok) => setTimeout(ok, Math.min(2e3, Math.max(50, settings.wakeTimeoutMs / 20))));
    last = await get("/health");
  }
  return last;
}
function schemaProblems(r) {
  const v = r.body?.value;
  if (r.status !== 200 || !isObject(v)) return describe(r);
  const ajv = new import__.Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const problems = [];
  for (const part of ["action", "observation", "state"]) {
    const s = v[part];
    if (!isObject(s)) {
      problems.push(`${part} is ${s === void 0 ? "missing" : "not an object"}`);
      continue;
    }
    try {
      ajv.compile(s);
    } catch (error) {
      problems.push(`${part} does not compile (${excerpt(error.message, 120)})`);
    }
  }
  return problems.length ? problems.join("; ") : void 0;
}
async function resetOnce(base, headers, settings) {
  let session;
  try {
    session = (await WsSession.open(`${base.replace(/^http/, "ws")}/ws`, settings.timeoutMs, Object.keys(headers).length ? headers : void 0)).bindSignal(settings.signal);
  } catch (error) {
    return `could not connect (${excerpt(error.message, 120)}).`;
  }
  try {
    const res = await session.request({ type: "reset", data: {} }, settings.timeoutMs);
    if (!res.reply) return res.timedOut ? `no reply to reset within ${settings.timeoutMs} ms.` : "the socket closed without answering reset.";
    const body = res.reply.body.value;
    const data = isObject(body) && isObject(body.data) ? body.data : void 0;
    if (!isObject(body) || body.type !== "observation" || !data || !isObject(data.observation) || typeof data.done !== "boolean") {
      return `reset answered ${excerpt(res.reply.text, 160)}, not {"type": "observation", "data": {"observation": {\u2026}, "done": \u2026}}.`;
    }
    return void 0;
  } finally {
    await session.close(1e3);
  }
}

// src/checks/audit/scheduler.ts
async function runAudit(plan) {
  const progress = new Progress(plan.logger, plan.progressEveryMs ?? 5e3, () => plan.hub?.client.stats.requests);
  const ticker = setInterval(() => progress.tick(), plan.progressEveryMs ?? 5e3);
  ticker.unref();
  try {
    return await auditAll(plan, progress);
  } finally {
    clearInterval(ticker);
  }
}
async function auditAll(plan, progress) {
  const started = performance.now();
  const environments = [];
  const incomplete = [];
  let skippedDatasets = 0;
  let skippedPrivate = 0;
  let otherShards = 0;
  let listed = localCount(plan);
  const pool = new Pool(Math.max(1, plan.concurrency));
  const kept = new FindingPool();
  const finish = (record, started2 = true) => {
    if (record) environments.push(compactRecord(record, kept));
    else skippedDatasets++;
    if (started2) progress.done();
    else progress.notStarted();
  };
  const folders = plan.local?.folders ?? [];
  for (let i = 0; i < folders.length; i++) progress.listed();
  if (!plan.hub) progress.listingComplete();
  for (const folder of folders) {
    if (plan.signal.aborted) {
      finish({ id: folder, status: "error", sha: null, findings: [], source: "local", reason: "not audited: the run was cancelled first" }, false);
      continue;
    }
    const view = new SubtreeView(plan.local.repo, folder);
    await pool.start(async () => finish(await auditEnvironment({ id: folder, source: "local", sha: null, view }, plan.checker)));
  }
  const hub = plan.hub;
  if (hub && !plan.signal.aborted) {
    const onIncomplete = (message) => {
      incomplete.push(message);
      plan.logger.warning(message);
    };
    const targets = [];
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
      `audit: ${targets.length} Hub repositories to audit, listed with ${listingRequests} requests` + (skippedPrivate ? `; ${skippedPrivate} private ones left out (include-private)` : "") + (hub.shard ? `; shard ${hub.shard.index}/${hub.shard.count} (${otherShards} listed for other shards)` : "")
    );
    const checker = filteredChecker(plan.checker, plan.rulesNotRun);
    for (let i = 0; i < targets.length; i++) {
      const target = targets[i];
      targets[i] = void 0;
      if (plan.signal.aborted) {
        finish(notAudited(target, "not audited: the run was cancelled first"), false);
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
    durationMs: performance.now() - started
  };
}
async function auditHubTarget(target, hub, checker, kept) {
  const { client, cache } = hub;
  const { entry } = target;
  const source = entry.kind === "datasets" ? "dataset" : "space";
  const key = `${entry.kind}/${entry.id}`;
  const listed = listingFindings(entry.id, source, entry);
  let sha = entry.sha;
  let problem = target.problem;
  if (!sha && !problem) {
    try {
      sha = (await client.repoInfo(entry.kind, entry.id)).sha;
    } catch (error) {
      problem = error;
    }
  }
  const listingFields = {
    ...entry.runtimeStage ? { stage: entry.runtimeStage } : {},
    ...entry.likes !== void 0 ? { likes: entry.likes } : {},
    ...entry.downloads !== void 0 ? { downloads: entry.downloads } : {},
    ...entry.private ? { private: true } : {}
  };
  if (problem || !sha) {
    const view2 = new FailingView(problem ?? new Error("the Hub gave no commit sha for it"));
    const record2 = await auditEnvironment({ id: entry.id, source, sha: sha ?? null, view: view2 }, checker);
    return record2 && { ...record2, ...listingFields };
  }
  const cached = cache?.lookup(key, sha);
  if (cached) return withRuntime({ id: entry.id, status: cached.status, sha, findings: cached.findings, source: cached.source, ...listingFields }, listed, target, hub);
  const cachedTree = cache?.tree(key, sha);
  const view = new HubRepoView(client, entry.kind, entry.id, sha, {
    ...cachedTree ? { tree: cachedTree } : {},
    ...hub.readPlan ? { plan: hub.readPlan } : {},
    ...cache ? { blobs: cache.blobs } : {},
    ...entry.cardData ? { known: /* @__PURE__ */ new Map([["README.md", readmeFromCard(entry.cardData)]]) } : {}
  });
  const checked = await auditEnvironment({ id: entry.id, source, sha, view }, checker);
  view.release();
  if (!checked) return null;
  const record = cache ? compactRecord(checked, kept) : checked;
  cache?.remember(key, record, view.treeEntries, view.blobKeys, cachedTree !== void 0);
  return withRuntime({ ...record, ...listingFields }, listed, target, hub);
}
async function withRuntime(record, listed, target, hub) {
  if (!hub.probe || target.entry.kind !== "spaces") return withListingFindings(record, listed);
  const probe = await probeSpace(target.entry, hub.probe);
  return { ...withListingFindings(record, [...listed, ...probe.findings]), probe: probe.status };
}
function readmeFromCard(card) {
  return new TextEncoder().encode(`---
${(0, import_yaml.stringify)(card)}---
`);
}
function compactRecord(record, kept) {
  return { ...record, findings: kept.compactAll(record.findings) };
}
function shardOf(key, count) {
  return createHash("sha256").update(key).digest().readUInt32BE(0) % count + 1;
}
function filteredChecker(checker, notRun) {
  if (!notRun?.size) return checker;
  return async (view, roots) => (await checker(view, roots)).filter((f) => !notRun.has(f.rule));
}
function localCount(plan) {
  return plan.local?.folders.length ?? 0;
}
function notAudited(target, reason) {
  return { id: target.entry.id, status: "error", sha: target.entry.sha ?? null, findings: [], source: target.entry.kind === "datasets" ? "dataset" : "space", reason };
}
var FailingView = class {
  constructor(error) {
    this.error = error;
  }
  error;
  label = "unreadable";
  listFiles() {
    return Promise.reject(this.error);
  }
  readFile() {
    return Promise.resolve(void 0);
  }
  fileSize() {
    return Promise.resolve(void 0);
  }
};
var Pool = class {
  constructor(size) {
    this.size = size;
  }
  size;
  active = 0;
  waiting = [];
  idle = [];
  async start(task) {
    while (this.active >= this.size) await new Promise((ok) => this.waiting.push(ok));
    this.active++;
    void task().catch(() => void 0).finally(() => {
      this.active--;
      this.waiting.shift()?.();
      if (this.active === 0) for (const ok of this.idle.splice(0)) ok();
    });
  }
  drained() {
    return this.active === 0 ? Promise.resolve() : new Promise((ok) => this.idle.push(ok));
  }
};
var Progress = class {
  constructor(logger, everyMs, requests) {
    this.logger = logger;
    this.everyMs = everyMs;
    this.requests = requests;
  }
  logger;
  everyMs;
  requests;
  listedCount = 0;
  doneCount = 0;
  /** Listed but never started (cancelled): recorded, but not part of the count or the rate. */
  notStartedCount = 0;
  complete = false;
  started = Date.now();
  lastLine = Date.now();
  listed() {
    this.listedCount++;
  }
  listingComplete() {
    this.complete = true;
  }
  done() {
    this.doneCount++;
    if (Date.now() - this.lastLine >= this.everyMs) this.line();
  }
  /** A line if none was written for a while. */
  tick() {
    if (Date.now() - this.lastLine >= this.everyMs) this.line();
  }
  notStarted() {
    this.notStartedCount++;
  }
  final() {
    this.line();
  }
  line() {
    this.lastLine = Date.now();
    const seconds = Math.max(1e-3, (Date.now() - this.started) / 1e3);
    const rate = this.doneCount / seconds;
    const total = this.complete ? `${this.listedCount}` : `${this.listedCount}+ listed so far`;
    const percent2 = this.complete && this.listedCount ? ` (${Math.round(this.doneCount / this.listedCount * 100)}%)` : "";
    const remaining = this.listedCount - this.doneCount - this.notStartedCount;
    const eta = this.complete && rate > 0 && remaining > 0 ? `, ETA ${formatSeconds2(remaining / rate)}` : "";
    const requests = this.requests();
    this.logger.progress(
      `audit: ${this.doneCount} of ${total} environments${percent2}, ${rate.toFixed(1)}/s${eta}${requests !== void 0 ? `, ${requests} Hub requests` : ""}` + (this.notStartedCount ? `, ${this.notStartedCount} not audited (cancelled)` : "")
    );
  }
};
function formatSeconds2(seconds) {
  if (seconds < 90) return `${Math.ceil(seconds)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.ceil(seconds % 60)} s`;
}

// src/checks/audit/index.ts
var AUDIT_CACHE_FORMAT = 2;
var REQUESTS_PER_REPO = 20;
var TRACKING_ISSUE = { title: "OpenEnv environment audit", label: "openenv-audit" };
var auditCheck = {
  id: "audit",
  title: "Audit",
  rules: AUDIT_RULES,
  options: AUDIT_OPTIONS,
  // Auditing BASE again would repeat every Hub request: a finding is new when it lies in an audited
  // local folder the change touches (Hub findings never are: a pull request cannot change the Hub).
  scopeStrategy: {
    by: "environments",
    units: async (repo) => [...new Set((await repo.listFiles()).filter((p) => /(^|\/)openenv\.ya?ml$/.test(p)).map((p) => p.replace(/\/?openenv\.ya?ml$/, "")))]
  },
  run: (context) => runAuditCheck(context)
};
async function runAuditCheck(context, deps = {}) {
  const { logger, signal } = context.services;
  const settings = parseAuditOptions(context.options);
  const previous = settings.previousPath ? await loadPrevious(settings.previousPath, (m) => logger.warning(m)) : void 0;
  const planSettings = { pythonSources: settings.readPythonSources, lockfile: settings.readLockfile };
  const notRun = rulesNotRun(planSettings);
  const cachePath = settings.cachePath ? resolve(settings.cachePath) : void 0;
  const cache = cachePath ? await AuditCache.load(cachePath, checkerKey(notRun), (m) => logger.info(m)) : void 0;
  const folders = settings.sources.length ? await localTargets(context.repo, settings.sources) : [];
  const client = settings.hubUrl ? new HubClient({
    baseUrl: settings.hubUrl,
    token: settings.token,
    concurrency: settings.concurrency,
    ...typeof settings.requestBudget === "number" ? { requestBudget: settings.requestBudget } : {},
    ...settings.hubDeadlineSeconds > 0 ? { deadlineMs: settings.hubDeadlineSeconds * 1e3 } : {},
    signal,
    onRetry: (e) => logger.debug(`audit: retrying ${e.url} in ${e.delayMs} ms (${e.reason})`),
    ...deps.client
  }) : void 0;
  const outcome = await runAudit({
    local: folders.length ? { repo: context.repo, folders } : void 0,
    hub: client ? {
      client,
      selection: { tag: settings.tag, authors: settings.authors, query: settings.query, ids: settings.ids, datasets: settings.datasets },
      cache,
      readPlan: auditReadPlan(planSettings),
      includePrivate: settings.includePrivate,
      ...settings.probeSpaces ? { probe: { ...settings.probeSpaces, timeoutMs: deps.probeTimeoutMs ?? 1e4, wakeTimeoutMs: deps.wakeTimeoutMs ?? 12e4, signal, ...settings.includePrivate && settings.token ? { token: settings.token } : {} } } : {},
      ...settings.shard ? { shard: settings.shard } : {},
      ...settings.requestBudget === "auto" ? { requestsPerRepo: REQUESTS_PER_REPO } : {}
    } : void 0,
    rulesNotRun: new Set(notRun),
    checker: deps.checker ?? defaultEnvChecker,
    // Twice the request limit: while some environments run their checks, others keep the request slots busy.
    concurrency: settings.concurrency * 2,
    logger,
    signal,
    progressEveryMs: deps.progressEveryMs
  });
  const hubListed = outcome.listed - folders.length;
  const previousInScope = previous ? [...previous.environments].filter((e) => e.source !== "local").length : 0;
  const staleReason = client?.unavailable ? client.unavailable.message : client && hubListed === 0 && (outcome.incomplete.length > 0 || previousInScope > 0) ? outcome.incomplete[0] ?? `the Hub listed no repository, but the previous report had ${previousInScope}` : void 0;
  if (cache && cachePath && !staleReason) {
    try {
      await cache.save(cachePath, context.services.now(), { partial: outcome.cancelled || outcome.incomplete.length > 0 || !!settings.shard });
    } catch (error) {
      logger.warning(`audit: could not write the cache ${cachePath}: ${error.message}`);
    }
  }
  const all = [...outcome.environments].map((e) => asConfigured(e, context)).sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const hidden = settings.publishPrivate ? [] : all.filter((e) => e.private);
  const environments = hidden.length ? all.filter((e) => !e.private) : all;
  const notAudited2 = environments.filter((e) => e.status === "error").map((e) => e.id);
  const summary = {
    environments,
    delta: previous && !staleReason ? computeDelta(previous.records, environments) : void 0,
    incomplete: outcome.incomplete,
    cancelled: outcome.cancelled,
    skippedDatasets: outcome.skippedDatasets,
    cacheHits: outcome.cacheHits,
    rechecked: outcome.rechecked,
    durationMs: outcome.durationMs,
    sources: describeSources(settings),
    stats: client?.stats,
    date: context.services.now(),
    ...settings.hubUrl ? { hubUrl: settings.hubUrl } : {},
    notAudited: notAudited2,
    privateHidden: hidden.length,
    skippedPrivate: outcome.skippedPrivate,
    // The read plan applies to Hub repositories only (local folders are read in full): said only when the
    // audit covered some, so a folder audit never reports "not run" beside those rules' findings.
    ...client ? { rulesNotRun: notRun } : {},
    ...settings.shard ? { shard: settings.shard } : {}
  };
  const findings = environments.flatMap((e) => e.findings);
  const runFinding = (rule, message, key, severity = rule.defaultSeverity) => findings.push({ rule: rule.id, severity, file: "", message, fingerprint: fingerprint(rule.id, "", key) });
  for (const message of outcome.incomplete) {
    runFinding(listingIncomplete, `${message}. The report covers only what was listed; rerun the audit, raise request-budget or pass hub-token.`, message.replace(/\d+/g, "N"));
  }
  if (notAudited2.length) {
    logger.warning(`audit: ${notAudited2.length} of ${environments.length} listed repositories were not audited (partial run${settings.allowPartial ? ", allowed by allow-partial" : ""}):`);
    for (let i = 0; i < notAudited2.length; i += 20) logger.warning(`audit: not audited: ${notAudited2.slice(i, i + 20).join(", ")}`);
    runFinding(
      auditPartial,
      `${notAudited2.length} of ${environments.length} listed repositories were not audited (${notAudited2.slice(0, 5).join(", ")}${notAudited2.length > 5 ? ", \u2026" : ""}): see "Could not be read" in the report. Rerun, raise request-budget, or set allow-partial: true to accept partial runs.`,
      "partial",
      settings.allowPartial ? "warning" : auditPartial.defaultSeverity
    );
  }
  if (staleReason) {
    logger.warning(`audit: ${client?.unavailable ? "this run stopped early" : "this run listed nothing it can trust"} (${staleReason}): it fails, the report file and the cache are left as they were`);
    runFinding(listingFailed, `${client?.unavailable ? "The audit stopped early" : "The audit listed nothing"}: ${staleReason}. Nothing was replaced: the tracking issue says the audit is stale since the last good run${previous?.date ? ` (${previous.date.slice(0, 10)})` : ""}. Renew HF_TOKEN if it expired, or rerun when the Hub answers.`, "listing");
  }
  if (settings.sources.length && folders.length === 0) {
    const globs = settings.sources.join(", ");
    runFinding(
      sourceEmpty,
      `source ${globs} matched no environment folder under ${context.root}, so nothing was audited. Check the glob and the path checked, and quote it so the shell does not expand it (\`--source 'envs/*'\`).`,
      globs
    );
  }
  const shown = staleReason && previous ? { ...summary, environments: previous.environments, notAudited: [], stale: { reason: staleReason, ...previous.date ? { lastGoodRun: previous.date.slice(0, 10) } : {} } } : staleReason ? { ...summary, stale: { reason: staleReason } } : summary;
  const markdown = renderAuditMarkdown(shown);
  return {
    findings,
    sections: [{ title: "Audit", markdown, text: renderAuditText(shown) }],
    data: { environments: environments.map(publicRecord), audit: summaryData(summary) },
    listFindings: false,
    jsonFindingIndex: ["environments"],
    outsideRepository: hubFileOf(environments),
    ...staleReason ? { stale: staleReason } : {},
    ...settings.auditIssue ? { trackingIssue: { ...TRACKING_ISSUE, body: trackingIssueBody(`## ${TRACKING_ISSUE.title}

${markdown}`) } } : {}
  };
}
function hubFileOf(environments) {
  const hubIds = new Set(environments.filter((e) => e.source !== "local").map((e) => e.id));
  return (file) => {
    const second = file.indexOf("/", file.indexOf("/") + 1);
    return hubIds.has(second < 0 ? file : file.slice(0, second));
  };
}
function publicRecord(record) {
  return {
    id: record.id,
    status: record.status,
    sha: record.sha,
    findings: record.findings,
    source: record.source,
    ...record.reason ? { reason: record.reason } : {},
    ...record.stage ? { stage: record.stage } : {},
    ...record.likes !== void 0 ? { likes: record.likes } : {},
    ...record.downloads !== void 0 ? { downloads: record.downloads } : {},
    ...record.private ? { private: true } : {},
    ...record.probe ? { probe: record.probe } : {}
  };
}
function describeSources(settings) {
  const out = [];
  if (settings.sources.length) out.push(`local ${settings.sources.join(", ")}`);
  if (settings.hubUrl) {
    const scope = [settings.tag && `tag ${settings.tag}`, settings.authors.length && `authors ${settings.authors.join(", ")}`, settings.query && `search "${settings.query}"`].filter(Boolean).join(", ");
    out.push(`Hub ${settings.hubUrl} Spaces${settings.datasets ? " and datasets" : ""} (${scope || "explicit ids"})${settings.ids.length ? ` + ${settings.ids.length} explicit ids` : ""}`);
  }
  return out;
}
function checkerKey(notRun = [], version = VERSION) {
  const ids = [...AUDIT_RULES, ...manifestsCheck.rules, ...validateCheck.rules].map((r) => `${r.id}:${r.defaultSeverity}:${r.version ?? 1}`).sort();
  return createHash2("sha256").update(`${AUDIT_CACHE_FORMAT}
${version}
${[...notRun].sort().join(",")}
${ids.join("\n")}`).digest("hex").slice(0, 16);
}
async function loadPrevious(path, warn) {
  let text;
  try {
    text = await readFile2(resolve(path), "utf8");
  } catch {
    warn(`audit: previous report ${path} not found: no delta this time (normal on the first run)`);
    return void 0;
  }
  try {
    const report = JSON.parse(text);
    const records = previousRecords(report);
    if (!records) {
      warn(`audit: ${path} has no environments list: no delta; pass the JSON report of a previous audit`);
      return void 0;
    }
    const date = typeof report.audit?.date === "string" ? report.audit.date : void 0;
    return { records, environments: previousEnvironments(report), ...date ? { date } : {} };
  } catch {
    warn(`audit: previous report ${path} is not JSON: no delta`);
    return void 0;
  }
}
function asConfigured(record, context) {
  const findings = asReported(record.findings, context);
  return findings === record.findings ? record : withFindings(record, [...findings]);
}

export {
  previousRecords,
  computeDelta,
  previousEnvironments,
  summaryData,
  renderAuditMarkdown,
  renderAuditText,
  trackingIssueBody,
  REQUESTS_PER_REPO,
  TRACKING_ISSUE,
  auditCheck,
  runAuditCheck,
  publicRecord,
  checkerKey
};
