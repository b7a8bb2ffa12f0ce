import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { normalizesToItself, useNormalizeLinkFastPath } from '../../src/checks/rfc/normalize-link.js';

/** The fast path is markdown-it's normalizeLink, only faster: wherever it answers, it answers the same. */
const md = new MarkdownIt();

describe('the normalizeLink fast path', () => {
  test.each(['./002-env-spec.md#summary', '../rfcs/README.md', 'https://github.com/o/r/pull/12', 'http://example.com', 'a%20b.md', '#part-1', '?q=1&x=2'])(
    'takes %s',
    (url) => {
      expect(normalizesToItself(url)).toBe(true);
      expect(md.normalizeLink(url)).toBe(url);
    },
  );

  test.each(['a b.md', 'é.md', 'https://exämple.com/', 'https://user@host/', 'https://host:8080/', '//host/x', 'HTTPS://x.org', 'mailto:a@b', 'a%2.md', 'a%zz', '<x>', 'x|y'])(
    'leaves %s to markdown-it',
    (url) => {
      expect(normalizesToItself(url)).toBe(false);
    },
  );

  test('answers what markdown-it answers on generated destinations', () => {
    const piece = fc.constantFrom(
      'a', 'Z', '0', '9', '.', '-', '_', '~', '/', '//', '?', '#', '=', '&', '+', '$', ',', ';', ':', '@', '!', '*', "'", '(', ')', '%', '%41', '%4', '%zz',
      'http:', 'https:', 'ftp:', 'mailto:', 'javascript:', 'HTTP:', 'data:', 'http://', 'https://', 'www.', 'x.org', ':80', '[', ']', '[::1]',
      ' ', '\t', 'é', 'ü', '😀', '。', 'xn--', '<', '>', '"', '`', '{', '|', '\\', '^', 'a'.repeat(64), '.md', '../', './', 'rfcs/',
    );
    // Scheme and authority first, as mdurl reads them, then anything.
    const start = fc.constantFrom('', '', 'http:', 'https:', 'HTTP:', 'ftp:', 'x:', 'javascript:');
    const slashes = fc.constantFrom('', '/', '//');
    const shaped = fc.tuple(start, slashes, fc.array(piece, { maxLength: 8 })).map(([s, sl, p]) => s + sl + p.join(''));
    const urls = fc.oneof(shaped, fc.array(piece, { maxLength: 12 }).map((p) => p.join('')), fc.string({ maxLength: 30 }), fc.webUrl({ withFragments: true, withQueryParameters: true }));
    fc.assert(
      fc.property(urls, (url) => {
        if (normalizesToItself(url)) expect(md.normalizeLink(url)).toBe(url);
      }),
      { numRuns: 1_500 },
    );
  });

  test('leaves a markdown-it instance normalising as before', () => {
    const fast = new MarkdownIt();
    useNormalizeLinkFastPath(fast);
    for (const url of ['./a b.md', 'https://exämple.com/ü', './x.md#y', 'HTTP://X.org'])
      expect(fast.normalizeLink(url)).toBe(md.normalizeLink(url));
  });
});
