/**
 * Pull-request text and code are data to the model. What is sent is stripped of characters that hide
 * or reorder text (zero-width, bidi controls), the title and body lose their HTML comments, and every
 * untrusted block is fenced with a nonce the content cannot contain.
 */
import { createHash } from 'node:crypto';

// Zero-width (U+200B-U+200D, U+2060, U+FEFF, U+180E, U+00AD) and bidi controls (U+061C, U+200E/F, U+202A-U+202E, U+2066-U+2069).
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

export function sanitizeText(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** HTML comments removed (an unclosed one runs to the end): indexOf, linear. */
export function withoutHtmlComments(text: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const open = text.indexOf('<!--', at);
    if (open < 0) return out + text.slice(at);
    out += text.slice(at, open);
    const close = text.indexOf('-->', open + 4);
    if (close < 0) return out;
    at = close + 3;
  }
}

/**
 * The fence's nonce: a hash of everything it will fence, so it is the same for the same input (the
 * cache and the recorded fixtures hold) and no content can contain it (it would have to contain its own
 * hash). Checked all the same.
 */
export function fenceNonce(blocks: readonly string[]): string {
  const hash = createHash('sha256');
  for (const block of blocks) hash.update(block).update('\0');
  const nonce = hash.digest('hex').slice(0, 20);
  if (blocks.some((b) => b.includes(nonce))) throw new Error('review llm: fence nonce found in the content');
  return nonce;
}

export function fenced(nonce: string, label: string, content: string): string {
  return `<<<${label}-${nonce}\n${content}\n${label}-${nonce}>>>`;
}
