/**
 * Linear-time text helpers for untrusted input (see docs/security-limits.md).
 *
 * V8's regex engine retries an unanchored pattern at every start position. `s.replace(/[:\s]+$/, '')`
 * therefore scans the whole run of matching characters again from each position inside it when the run
 * does not reach the end of the string: quadratic time on one crafted line (": : : ... x"). These helpers
 * do the same jobs in one pass.
 */

/**
 * `text` without the trailing characters that `char` (a one-character pattern such as `/[\s,;]/`)
 * accepts: the linear equivalent of `text.replace(/[\s,;]+$/, '')`.
 */
export function trimTrailing(text: string, char: RegExp): string {
  let end = text.length;
  while (end > 0) {
    // Step over a surrogate pair as one character so `u` patterns such as /\p{P}/u see whole code points.
    const pairStart = end >= 2 && isLowSurrogate(text.charCodeAt(end - 1)) && isHighSurrogate(text.charCodeAt(end - 2));
    const width = pairStart ? 2 : 1;
    if (!char.test(text.slice(end - width, end))) break;
    end -= width;
  }
  return end === text.length ? text : text.slice(0, end);
}

/** The run of characters accepted by `char` that ends `text` (the linear `/[A-Za-z]*$/.exec(text)[0]`). */
export function trailingRun(text: string, char: RegExp): string {
  return text.slice(trimTrailing(text, char).length);
}

/** `text.split(/\r?\n/)`, by a plain string split when the text has no carriage return (most files): a third of the cost. */
export function splitLines(text: string): string[] {
  return text.includes('\r') ? text.split(/\r?\n/) : text.split('\n');
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The first `count` code points of `text` (all of it when shorter): a surrogate pair is one code point
 * and is never cut in half (an emoji cut after its first half leaves a lone surrogate, which is not
 * valid UTF-8: a JSON report holding one fails in jq).
 */
export function firstCodePoints(text: string, count: number): string {
  if (text.length <= count) return text;
  let at = 0;
  for (let n = 0; n < count && at < text.length; n++) {
    at += isHighSurrogate(text.charCodeAt(at)) && at + 1 < text.length && isLowSurrogate(text.charCodeAt(at + 1)) ? 2 : 1;
  }
  return text.slice(0, at);
}

/**
 * The one clipping function: `text` when it has at most `max` code points, else its first `max` minus
 * the ellipsis's length code points and `ellipsis` (so the result has at most `max` code points).
 */
export function clipCodePoints(text: string, max: number, ellipsis = '…'): string {
  const kept = firstCodePoints(text, max);
  if (kept.length === text.length) return text;
  return `${firstCodePoints(kept, Math.max(0, max - [...ellipsis].length))}${ellipsis}`;
}
