import { codeBlock, codeSpan, escapeHtml, escapeMarkdown } from '../../src/report/escape.js';

describe('escapeMarkdown', () => {
  it('neutralises mentions, HTML, table pipes and comment markers', () => {
    const hostile = '@everyone <!-- openenv-ci --> | x | <img src=x onerror=alert(1)> [a](http://e)';
    const out = escapeMarkdown(hostile);
    expect(out).not.toMatch(/@everyone/);
    expect(out).not.toContain('<!--');
    expect(out).not.toContain('<img');
    expect(out).not.toMatch(/[^\\]\|/);
    expect(out).not.toContain('http://');
  });
  it('folds newlines so a value cannot start a new block', () => {
    expect(escapeMarkdown('a\n# heading\r\n- item')).not.toMatch(/\n/);
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
