/**
 * Header parsing for the Hub API: pagination (`Link`) and rate limiting (`Retry-After`, and the IETF
 * draft `RateLimit` header the Hub sends, e.g. `"api";r=0;t=55` = 0 requests left, window resets in 55 s).
 */

/** The `rel="next"` target of a `Link` header, resolved against the request URL. */
export function nextLink(header: string | null, requestUrl: string): string | undefined {
  if (!header) return undefined;
  for (const part of splitOutsideQuotes(header, ',')) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const params = match[2]!;
    if (/;\s*rel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?/i.test(params)) {
      try {
        return new URL(match[1]!, requestUrl).toString();
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Milliseconds to wait from a `Retry-After` header (delta-seconds or an HTTP date), if any. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * Milliseconds until the exhausted quota resets, from a `RateLimit` header. Several policies may be
 * listed (comma-separated); the longest reset among those with no requests remaining wins, or the
 * longest reset overall when none says `r=0` (we only consult it after a 429).
 */
export function rateLimitResetMs(header: string | null): number | undefined {
  if (!header) return undefined;
  let exhausted: number | undefined;
  let any: number | undefined;
  for (const item of splitOutsideQuotes(header, ',')) {
    const remaining = /;\s*r\s*=\s*(\d+)/.exec(item);
    const reset = /;\s*t\s*=\s*(\d+)/.exec(item);
    if (!reset) continue;
    const ms = Number(reset[1]) * 1000;
    any = Math.max(any ?? 0, ms);
    if (remaining && Number(remaining[1]) === 0) exhausted = Math.max(exhausted ?? 0, ms);
  }
  return exhausted ?? any;
}

/**
 * Milliseconds until the quota resets when a policy says no request is left (`r=0`), read from any
 * answer, not only a 429: pausing then avoids the 429 altogether.
 */
export function quotaExhaustedMs(header: string | null): number | undefined {
  if (!header) return undefined;
  let wait: number | undefined;
  for (const item of splitOutsideQuotes(header, ',')) {
    const remaining = /;\s*r\s*=\s*(\d+)/.exec(item);
    const reset = /;\s*t\s*=\s*(\d+)/.exec(item);
    if (remaining && reset && Number(remaining[1]) === 0) wait = Math.max(wait ?? 0, Number(reset[1]) * 1000);
  }
  return wait;
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  let bracketed = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (char === '<' && !quoted) bracketed = true;
    else if (char === '>' && !quoted) bracketed = false;
    if (char === separator && !quoted && !bracketed) {
      out.push(current);
      current = '';
    } else current += char;
  }
  if (current.trim()) out.push(current);
  return out;
}

/**
 * Per quota policy named in a `RateLimit` header (`"api";r=0;t=55, "resolvers";r=10;t=55`): the
 * milliseconds until its reset when it has no request left (`r=0`). `exhaustedOnly: false` (after a
 * 429) also takes the reset of policies that do not say `r=0`.
 */
export function exhaustedPolicies(header: string | null, exhaustedOnly = true): { policy: string; ms: number }[] {
  if (!header) return [];
  const out: { policy: string; ms: number }[] = [];
  for (const item of splitOutsideQuotes(header, ',')) {
    const name = /^\s*"?([A-Za-z0-9_-]+)"?/.exec(item);
    const remaining = /;\s*r\s*=\s*(\d+)/.exec(item);
    const reset = /;\s*t\s*=\s*(\d+)/.exec(item);
    if (!reset) continue;
    if (exhaustedOnly && !(remaining && Number(remaining[1]) === 0)) continue;
    out.push({ policy: name?.[1] ?? '', ms: Number(reset[1]) * 1000 });
  }
  return out;
}
