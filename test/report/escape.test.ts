import { codeBlock, codeSpan, escapeHtml, escapeMarkdown, escapeMessage, escapeMessageCell, splitCodeSpans } from '../../src/report/escape.js';
import { joinersInCode, liveMentions, liveUrls } from '../support/markdown-safety.js';

describe('escapeMarkdown', () => {
  it('neutralises mentions, HTML, table pipes and comment markers', () => {
    const hostile = '@everyone <!-- openenv-ci --> | x | <img src=x onerror=alert(1)> [a](http://e)';
    const out = escapeMarkdown(hostile);
    expect(liveMentions(out)).toEqual([]);
    // The handle stays as written (in a code span), with no invisible character in it.
    expect(out).toContain('`@everyone`');
    expect(out).not.toContain('\u2060');
    expect(out).not.toContain('<!--');
    expect(out).not.toContain('<img');
    expect(out).not.toMatch(/[^\\`]\|/);
    expect(liveUrls(out)).toEqual([]);
  });
  it('leaves e-mail addresses and digests alone (no mention there), and team mentions are neutralised', () => {
    expect(liveMentions(escapeMarkdown('write to a@example.com, pin image@sha256:abc, ask (@org/team)'))).toEqual([]);
    expect(escapeMarkdown('pin image@sha256:abc')).toBe('pin image@sha256:abc');
    expect(escapeMarkdown('ask @org/team now')).toBe('ask `@org/team` now');
  });
  it('folds newlines so a value cannot start a new block', () => {
    expect(escapeMarkdown('a\n# heading\r\n- item')).not.toMatch(/\n/);
  });
});

describe('escapeMessage', () => {
  it("keeps a message's own code spans byte for byte and escapes the text between them", () => {
    const message = 'Pin the base image: `FROM ghcr.io/meta-pytorch/openenv-base:<version>@sha256:<digest>` (ask @maintainers) *now*';
    const out = escapeMessage(message);
    expect(out).toContain('`FROM ghcr.io/meta-pytorch/openenv-base:<version>@sha256:<digest>`');
    expect(joinersInCode(out)).toEqual([]);
    expect(liveMentions(out)).toEqual([]);
    expect(out).toContain('\\*now\\*');
  });
  it('in a table cell, a pipe inside a kept span cannot end the cell', () => {
    const out = escapeMessageCell('use `a|b` or c|d');
    expect(out).toBe('use `a\\|b` or c\\|d');
  });
  it('an unmatched backtick is literal text, escaped', () => {
    expect(splitCodeSpans('a `b')).toEqual([{ text: 'a `b' }]);
    expect(escapeMessage('a `b')).toBe('a \\`b');
    expect(splitCodeSpans('x ``y`z`` w')).toEqual([{ text: 'x ' }, { text: '', code: 'y`z' }, { text: ' w' }]);
  });
  it('is linear on many unmatched backtick runs', () => {
    const hostile = Array.from({ length: 3000 }, (_, i) => '`'.repeat((i % 70) + 1) + 'x').join(' ');
    const started = performance.now();
    escapeMessage(hostile);
    // Milliseconds when linear; the ceiling catches a quadratic scan, not a loaded machine.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('codeSpan / codeBlock', () => {
  it('uses a fence longer than any backtick run inside', () => {
    expect(codeSpan('a ``` b')).toBe('````a ``` b````');
    expect(codeBlock('```\nx\n```')).toMatch(/^````\n/);
  });
  it('escapeHtml cannot close an HTML comment', () => {
    expect(escapeHtml('--> <b>')).not.toContain('-->');
  });
});
