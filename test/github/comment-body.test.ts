import { describe, expect, test } from '@jest/globals';
import { fitCommentBody } from '../../src/github/comment-body.js';
import { balance, shorten } from '../../src/report/truncate.js';

/** Markdown is structurally closed: every fence closed, every <details> closed. */
function assertBalanced(markdown: string): void {
  let fence: string | undefined;
  let details = 0;
  for (const line of markdown.split('\n')) {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (m && m[1]![0] === fence[0] && m[1]!.length >= fence.length && m[2]!.trim() === '') fence = undefined;
      continue;
    }
    if (m) {
      fence = m[1];
      continue;
    }
    details += (line.match(/<details>/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
  }
  expect(fence).toBeUndefined();
  expect(details).toBe(0);
}

const section = (title: string, size: number) => ({
  title,
  markdown: `### ${title}\n\n| Line | Rule | Message |\n| --- | --- | --- |\n${Array.from({ length: Math.ceil(size / 40) }, (_, i) => `| ${i + 1} | rfc/x | message number ${i} |`).join('\n')}`,
});

describe('fitCommentBody', () => {
  test('a body under the limit is returned whole', () => {
    const body = fitCommentBody({ header: '## Report', sections: [section('A', 100), section('B', 100)], footer: '<sub>footer</sub>' });
    expect(body).toMatch(/^## Report\n\n### A\n/);
    expect(body).toMatch(/### B\n[\s\S]*\n\n<sub>footer<\/sub>$/);
    expect(body).not.toMatch(/cut/);
  });

  test('a 70,000-character report is cut by whole sections, says what was cut and links the summary', () => {
    const sections = Array.from({ length: 10 }, (_, i) => section(`Findings in rfcs/00${i}.md`, 8000));
    const total = sections.reduce((n, s) => n + s.markdown.length, 0);
    expect(total).toBeGreaterThan(70000);
    const url = 'https://github.com/owner/repo/actions/runs/42';
    const body = fitCommentBody({ header: '## Report', sections, footer: '<sub>footer</sub>' }, 65536, url);
    expect(body.length).toBeLessThanOrEqual(65536);
    expect([...body].length).toBeLessThanOrEqual(65536);
    expect(body).toContain('### Findings in rfcs/000.md');
    expect(body).toContain('### Findings in rfcs/007.md');
    expect(body).toMatch(
      /> \[!NOTE\]\n> This comment was cut to fit GitHub's 65,536-character limit: .*Findings in rfcs\/009\.md.*\. The \[job summary\]\(https:\/\/github\.com\/owner\/repo\/actions\/runs\/42\) has the full report\./,
    );
    expect(body.endsWith('<sub>footer</sub>')).toBe(true);
    assertBalanced(body);
  });

  test('cuts from the end and keeps the header and footer', () => {
    const body = fitCommentBody({ header: '## H', sections: [section('First', 700), section('Second', 700), section('Third', 700)], footer: 'F' }, 1500);
    expect(body.length).toBeLessThanOrEqual(1500);
    expect(body.startsWith('## H')).toBe(true);
    expect(body.endsWith('F')).toBe(true);
    expect(body).toContain('### First');
    expect(body).toMatch(/left out \(.*Third\)|Third was shortened/); // named in the note
  });

  test('when one section alone is too big, its head is shown and the rest is cut', () => {
    const body = fitCommentBody({ header: '## H', sections: [section('Huge', 200000)], footer: 'F' }, 65536);
    expect(body.length).toBeLessThanOrEqual(65536);
    expect(body.length).toBeGreaterThan(60000);
    expect(body).toContain('### Huge');
    expect(body).toMatch(/the rest of this section was cut/);
    expect(body).toMatch(/limit: Huge was shortened\. The job summary of this run has the full report\.$/m);
    assertBalanced(body);
  });

  test('never leaves a code fence or <details> open when cutting inside them', () => {
    const inner = `<details><summary>More</summary>\n\n\`\`\`text\n${'line of log output\n'.repeat(5000)}\`\`\`\n\n</details>`;
    const body = fitCommentBody({ header: '## H', sections: [{ title: 'Log', markdown: `### Log\n\n${inner}` }, section('Tail', 500)], footer: 'F' }, 20000);
    expect(body.length).toBeLessThanOrEqual(20000);
    assertBalanced(body);
    expect(body).toMatch(/\n```\n\n<\/details>/);
  });

  test('closes a fence a section forgot to close, so it cannot swallow the rest', () => {
    const body = fitCommentBody({ header: '## H', sections: [{ title: 'Broken', markdown: '### Broken\n\n````js\nno end' }], footer: 'F' });
    assertBalanced(body);
    expect(body).toMatch(/no end\n````\n\nF$/);
  });

  test('counts characters the way GitHub does (never over, even with astral characters)', () => {
    const emoji = Array.from({ length: 3000 }, () => '| 🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀 | x |').join('\n');
    const body = fitCommentBody({ header: '## H', sections: [{ title: 'E1', markdown: emoji }, { title: 'E2', markdown: emoji }], footer: 'F' }, 65536);
    expect([...body].length).toBeLessThanOrEqual(65536);
    expect(body.length).toBeLessThanOrEqual(65536);
    expect(body).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/); // no split surrogate pair
  });

  test('many cut sections are summarised, not all listed', () => {
    const sections = Array.from({ length: 200 }, (_, i) => section(`S${i}`, 1000));
    const body = fitCommentBody({ header: '## H', sections, footer: 'F' }, 30000);
    expect(body.length).toBeLessThanOrEqual(30000);
    expect(body).toMatch(/and \d+ more\)/);
  });

  test('a header over the limit is still cut to fit', () => {
    const body = fitCommentBody({ header: 'h\n'.repeat(40000), sections: [], footer: 'F' }, 1000);
    expect(body.length).toBeLessThanOrEqual(1000);
  });
});

describe('balance and shorten', () => {
  test('balance leaves balanced markdown alone and closes nested details', () => {
    expect(balance('a\n```\ncode\n```\nb')).toBe('a\n```\ncode\n```\nb');
    expect(balance('<details>\n<details>\ntext')).toBe('<details>\n<details>\ntext\n\n</details>\n</details>');
    expect(balance('`<details>` in inline code')).toBe('`<details>` in inline code');
    expect(balance('```\n<details>\n')).toBe('```\n<details>\n\n```');
  });

  test('shorten cuts at a line boundary within the limit', () => {
    const text = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    const cut = shorten(text, 100, '\n…');
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut).toMatch(/^line 0\nline 1\n[\s\S]*line \d+\n…$/);
  });
});
