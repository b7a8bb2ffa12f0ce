import { createRequire as __openenvCiCreateRequire } from 'node:module'; const require = __openenvCiCreateRequire(import.meta.url);
import {
  WsSession,
  excerpt,
  httpRequest,
  isObject,
  require__
} from "./chunk-SHYJRBA7.js";
import {
  UserError,
  pLimit
} from "./chunk-3KBUEVD4.js";
import {
  external_exports
} from "./chunk-CH3CKMB2.js";
import {
  fingerprint
} from "./chunk-4LHKLWYZ.js";
import {
  __toESM
} from "./chunk-4FUATO47.js";

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
var DEFAULT_HUB_URL = "https://huggingface.co";
var SPACE_EXPAND = ["sdk", "tags", "sha", "runtime", "lastModified", "private", "likes", "cardData"];
var DATASET_EXPAND = ["tags", "sha", "lastModified", "private", "likes", "downloads"];
var RATE_LIMIT_MARGIN_MS = 1e3;
var PAGE_SIZE = 1e3;
var DEFAULT_MAX_RATE_LIMIT_WAIT_MS = 33e4;
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
  /** Sets the request budget once the listing tells how much the run needs (0: no limit). */
  setRequestBudget(budget) {
    this.options.requestBudget = budget;
  }
  /** Pages of a repository listing, following `Link: <…>; rel="next"`. */
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
      const outcome = await this.limit(() => this.attempt(url, options));
      if (outcome.kind === "done") return outcome.response;
      let delayMs;
      if (outcome.rateLimited) {
        rateLimitWaits++;
        delayMs = outcome.delayMs ?? this.backoff(rateLimitWaits);
        const ceiling = this.options.maxRateLimitWaitMs ?? DEFAULT_MAX_RATE_LIMIT_WAIT_MS;
        if (delayMs > ceiling || rateLimitWaits > (this.options.maxRateLimitWaits ?? 8)) {
          throw new HubError(`rate limited by the Hub on ${this.describe(url)} (asked to wait ${Math.ceil(delayMs / 1e3)} s); pass hub-token or lower concurrency`, 429);
        }
        this.stats.rateLimitedWaits++;
        this.pausedUntil[bucket] = Math.max(this.pausedUntil[bucket], this.now() + delayMs);
      } else {
        failures++;
        if (failures > (this.options.maxRetries ?? 4)) {
          throw new HubError(`${this.describe(url)}: ${outcome.reason} (gave up after ${failures} attempts)`);
        }
        delayMs = outcome.delayMs ?? this.backoff(failures);
      }
      this.stats.retries++;
      this.options.onRetry?.({ url: this.describe(url), reason: outcome.reason, delayMs, attempt: failures + rateLimitWaits });
      await this.sleepOrCancel(delayMs);
    }
  }
  async attempt(url, options) {
    const runSignal = this.cancelled;
    if (runSignal.aborted) throw new HubCancelledError();
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
      if (runSignal.aborted) throw new HubCancelledError();
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
    const declared = Number(response.headers.get("content-length") ?? NaN);
    if (options.maxBytes !== void 0 && declared > options.maxBytes) {
      await drain(response);
      throw new HubFileTooLargeError(this.describe(url), declared, options.maxBytes);
    }
    let body;
    let partial = false;
    try {
      if (options.stopAt) ({ body, partial } = await readUntil(response, options.stopAt, options.maxBytes));
      else body = await readBody(response, options.maxBytes);
    } catch (error) {
      if (error instanceof HubFileTooLargeError) throw error;
      if (runSignal.aborted) throw new HubCancelledError();
      return { kind: "retry", reason: timedOut() ? "timed out reading the body" : `body cut short (${causeOf(error)})` };
    }
    if (!partial && Number.isFinite(declared) && body.byteLength !== declared) {
      return { kind: "retry", reason: `body cut short (${body.byteLength} of ${declared} bytes)` };
    }
    this.stats.bytes += body.byteLength;
    return { kind: "done", response: { url, status, notModified: false, headers: response.headers, body, partial } };
  }
  /** Exponential backoff with jitter: between half and all of base·2^(n-1), capped. */
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
    if (this.cancelled.aborted) throw new HubCancelledError();
    try {
      await this.sleep(ms, this.cancelled);
    } catch {
      throw new HubCancelledError();
    }
    if (this.cancelled.aborted) throw new HubCancelledError();
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
async function readBody(response, maxBytes) {
  if (!response.body) return new Uint8Array();
  const declared = Number(response.headers.get("content-length") ?? NaN);
  if (maxBytes === void 0 || Number.isFinite(declared)) return new Uint8Array(await response.arrayBuffer());
  const chunks = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (maxBytes !== void 0 && total > maxBytes) {
      await response.body.cancel().catch(() => void 0);
      throw new HubFileTooLargeError(new URL(response.url || "http://x/").pathname, total, maxBytes);
    }
    chunks.push(chunk);
  }
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
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
    const text = (await response.text()).slice(0, 300);
    try {
      const parsed = JSON.parse(text);
      if (typeof parsed.error === "string") return parsed.error.slice(0, 200);
    } catch {
    }
    return text.replace(/\s+/g, " ").trim().slice(0, 200);
  } catch {
    return "";
  }
}
function causeOf(error) {
  const err = error;
  return err?.cause?.code ?? err?.cause?.message ?? err?.message ?? String(error);
}
function abortableSleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new HubCancelledError());
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new HubCancelledError());
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

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

// src/checks/audit/space-probe.ts
var import__ = __toESM(require__(), 1);
var DEFAULT_SPACE_URL = "https://{subdomain}.hf.space";
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

// src/checks/audit/options.ts
var AUDIT_OPTIONS = [
  { name: "source", cliFlag: "--source", multiple: true, description: "Glob of local environment folders to audit (e.g. `envs/*`); repeat or one per line.", default: "" },
  { name: "hub-url", trusted: true, description: `Hugging Face Hub base URL. The Hub is audited when this is set or when no source is given (then ${DEFAULT_HUB_URL}).`, default: "" },
  { name: "tag", description: "Tag the listed Spaces (and datasets) carry.", default: "openenv" },
  { name: "hub-query", description: "Hub search term that narrows the listing (`search=`).", default: "" },
  { name: "hub-author", multiple: true, description: "Only list repositories of these authors or organisations (one listing each).", default: "" },
  { name: "hub-ids", multiple: true, description: "Extra repositories to audit whatever their tags: `owner/name` (Space) or `datasets/owner/name`.", default: "" },
  { name: "hub-datasets", boolean: true, description: "Also audit dataset repositories with the tag that carry an environment.yaml.", default: "false" },
  { name: "concurrency", description: "Hub requests in flight at once.", default: "8" },
  { name: "cache", trusted: true, statePath: true, description: "Audit cache file (JSON, keyed by repository sha; save it with actions/cache). Empty: no cache.", default: "" },
  { name: "previous", trusted: true, statePath: true, description: "Previous JSON report: the audit reports newly failing, fixed, new and gone environments.", default: "" },
  { name: "request-budget", description: "`auto` (sized from the listing: 20 requests per listed repository), a number (most Hub requests one run may send) or 0 (no limit; the client still paces itself by the Hub quota headers). Repositories past it are named and the run is partial. A cold audit costs about 6 per Space.", default: "auto" },
  { name: "allow-partial", boolean: true, description: "A run that could not audit every listed repository (budget, errors, cancellation) passes instead of failing under fail-on: error; they are still named and counted.", default: "false" },
  { name: "include-private", boolean: true, description: "Also audit private repositories the token can read (left out by default).", default: "false" },
  { name: "publish-private", boolean: true, description: "Show private repositories in the report, job summary and tracking issue (only with include-private; otherwise they are counted, not named).", default: "false" },
  { name: "read-python-sources", boolean: true, description: "Download every Python source so tools/no-reserved-in-source and tasks/source-pinned run (about 10 more requests per Space); off: only server/app.py is read and those two rules are not run.", default: "false" },
  { name: "read-lockfile", boolean: true, description: "Read uv.lock (streamed, stopped after the root package) so deps/lockfile-in-sync runs: one request more per Space (about 6.5 instead of 5.5 on a cold run). Off by default so a cold audit stays within 6 requests per Space; the summary names the rule as not run.", default: "false" },
  { name: "probe-spaces", boolean: true, description: "Also probe each running Space at its live URL: GET /health, GET /schema and one WebSocket reset (nothing runs locally). Sleeping Spaces are not contacted unless wake is set.", default: "false" },
  { name: "wake", boolean: true, description: "With probe-spaces: also probe sleeping Spaces, which wakes them (and costs their owners compute); off: they are reported as sleeping.", default: "false" },
  { name: "space-url", trusted: true, description: "Where Spaces serve, with `{subdomain}` for the Space's subdomain (`owner-name`); for probe-spaces.", default: DEFAULT_SPACE_URL },
  { name: "shard", description: "Audit one part of the listing, `i/n` (1 \u2264 i \u2264 n): a stable hash partition, for a matrix of runners; combine their JSON reports with `openenv-ci audit merge`.", default: "" },
  { name: "audit-issue", boolean: true, description: "Keep one tracking issue with the audit report current (updated in place).", default: "false" },
  { name: "hub-token", trusted: true, description: "Hub token (defaults to the HF_TOKEN environment variable). Never logged.", default: "" }
];
var list = external_exports.string().transform((s) => s.split(/[\n,]/).map((x) => x.trim()).filter(Boolean));
var bool = external_exports.string().transform((s) => s.trim().toLowerCase()).pipe(external_exports.enum(["true", "false", "1", "0", "yes", "no", ""])).transform((s) => s === "true" || s === "1" || s === "yes");
var integer = (min, max) => external_exports.string().trim().regex(/^\d+$/, "a whole number").transform(Number).pipe(external_exports.number().min(min).max(max));
var schema = external_exports.object({
  source: list,
  "hub-url": external_exports.string().trim(),
  tag: external_exports.string().trim(),
  "hub-query": external_exports.string().trim(),
  "hub-author": list,
  "hub-ids": list,
  "hub-datasets": bool,
  concurrency: integer(1, 256),
  cache: external_exports.string().trim(),
  previous: external_exports.string().trim(),
  "request-budget": external_exports.union([external_exports.literal("auto"), integer(0, 1e7)]),
  "allow-partial": bool,
  "include-private": bool,
  "publish-private": bool,
  "read-python-sources": bool,
  "read-lockfile": bool,
  "probe-spaces": bool,
  wake: bool,
  "space-url": external_exports.string().trim(),
  shard: external_exports.string().trim().regex(/^(\d{1,4}\/\d{1,4})?$/, "i/n, e.g. 2/4").transform((s) => s ? { index: Number(s.split("/")[0]), count: Number(s.split("/")[1]) } : void 0).refine((s) => !s || s.count >= 1 && s.index >= 1 && s.index <= s.count, "i/n with 1 \u2264 i \u2264 n"),
  "audit-issue": bool,
  "hub-token": external_exports.string().trim()
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

export {
  HubError,
  HubNotFoundError,
  HubBudgetExhaustedError,
  HubCancelledError,
  HubFileTooLargeError,
  HubClient,
  encodeRepoId,
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
  AUDIT_RULES,
  ERROR_STAGES,
  probeSpace,
  AUDIT_OPTIONS,
  parseAuditOptions
};
