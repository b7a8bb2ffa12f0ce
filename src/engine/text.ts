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
