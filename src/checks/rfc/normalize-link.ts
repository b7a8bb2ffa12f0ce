/**
 * A fast path for markdown-it's `normalizeLink` (mdurl parse, punycode, percent-encoding, format: the
 * largest single cost of parsing prose full of links). Most destinations are ones it returns unchanged:
 * a relative path, or an `http(s)` URL with a short ASCII host, written only in characters mdurl's
 * encoder keeps (letters, digits, `;/?:@&=+$,-_.!~*'()#` and well-formed `%XX` escapes). For those the
 * parse splits the text into parts that format joins back as they were, punycode leaves ASCII labels
 * alone and the encoder changes nothing, so the destination is its own normal form. Anything else goes
 * to markdown-it's function. test/rfc/normalize-link.test.ts holds the two equal on generated URLs.
 */
import type MarkdownIt from 'markdown-it';

type Markdown = InstanceType<typeof MarkdownIt>;

/** Only characters mdurl's encoder leaves as they are (its default `;/?:@&=+$,-_.!~*'()#`, letters, digits, escapes). */
const ENCODED = /^(?:[A-Za-z0-9;/?:@&=+$,\-_.!~*'()#]|%[0-9A-Fa-f]{2})*$/;
/** mdurl's scheme pattern: a destination that starts like this is parsed for a host. */
const SCHEME = /^[a-z0-9.+-]+:/i;
/**
 * `http(s)://` and a host mdurl keeps whole: ASCII letters, digits, dots and hyphens, at most 63 (its
 * limit for one label), ending the authority (no user, no port).
 */
const PLAIN_WEB_URL = /^https?:\/\/[A-Za-z0-9.-]{1,63}(?:[/?#]|$)/;

/** Whether markdown-it's `normalizeLink` is sure to return `url` unchanged. */
export function normalizesToItself(url: string): boolean {
  if (!ENCODED.test(url)) return false;
  if (SCHEME.test(url)) return PLAIN_WEB_URL.test(url);
  return !url.startsWith('//');
}

/** Make `md.normalizeLink` return such destinations without parsing them. */
export function useNormalizeLinkFastPath(md: Markdown): void {
  const normalizeLink = md.normalizeLink.bind(md);
  md.normalizeLink = (url) => (normalizesToItself(url) ? url : normalizeLink(url));
}
