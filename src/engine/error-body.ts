import { clipText } from './limits.js';

/**
 * Characters of a server's error body (an HTML error page, a proxy's answer) that an error message,
 * and so a log line or a finding, may carry. One clipping for the GitHub and the Hub client: a 900 KB
 * HTML 502 page was copied whole into two warnings.
 */
export const ERROR_BODY_CHARACTERS = 300;

/** Bytes of an error body worth reading to quote it (a few times the characters, for multi-byte text). */
export const ERROR_BODY_BYTES = 4 * ERROR_BODY_CHARACTERS;

/** An error body as one line, whitespace collapsed, cut to ERROR_BODY_CHARACTERS. */
export function errorBodyExcerpt(body: string, limit: number = ERROR_BODY_CHARACTERS): string {
  // Only the head can survive the cut: collapsing whitespace over a 900 KB page first would cost for nothing.
  const head = body.length > limit * 4 ? body.slice(0, limit * 4) : body;
  return clipText(head.replace(/\s+/g, ' ').trim(), limit);
}
