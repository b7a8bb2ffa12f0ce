import { brief, byRule, cleanTreeWith, lint, lineOf } from './helpers.js';

const P0 = 'rfcs/000-project-phases.md';
const P1 = 'rfcs/001-abstractions.md';

describe('rfc/broken-link', () => {
  test('a link escaping the repository root (RFC-003 journal line 327 case) suggests the right path', async () => {
    const tree = cleanTreeWith({ [P1]: (t) => `${t}\nSee [RFC 002](../../rfcs/002-env-spec.md).\n` });
    const f = byRule(await lint(tree), 'rfc/broken-link');
    expect(brief(f)).toEqual([['rfc/broken-link', P1, lineOf(tree[P1], '../../rfcs/002'), 'error']]);
    expect(f[0].message).toBe('Link ../../rfcs/002-env-spec.md leaves the repository; did you mean ./002-env-spec.md?');
    expect(f[0].column).toBe(5);
  });

  test('a missing target outside rfcs/ that points into an rfcs/ path (carla.md case)', async () => {
    const tree = cleanTreeWith({
      'docs/source/environments/carla.md': '# CARLA\n\nRewards follow [RFC 001](../rfcs/001-abstractions.md).\n\nUnrelated [link](./missing.md).\n',
    });
    const f = byRule(await lint(tree), 'rfc/broken-link');
    expect(brief(f)).toEqual([['rfc/broken-link', 'docs/source/environments/carla.md', 3, 'error']]);
    expect(f[0].message).toBe(
      'Link ../rfcs/001-abstractions.md points to docs/source/rfcs/001-abstractions.md, which does not exist in this tree; did you mean ../../../rfcs/001-abstractions.md?',
    );
  });

  test('link text naming another RFC number than the target is broken; reference definitions are checked', async () => {
    const tree = cleanTreeWith({
      [P0]: (t) => `${t}\nThe spec is [RFC 001](./002-env-spec.md), see [the journal][j].\n\n[j]: ./journal.md\n`,
    });
    const f = byRule(await lint(tree), 'rfc/broken-link');
    expect(brief(f)).toEqual([
      ['rfc/broken-link', P0, lineOf(tree[P0], 'The spec is'), 'error'],
      ['rfc/broken-link', P0, lineOf(tree[P0], '[j]: ./journal.md'), 'error'],
    ]);
    expect(f[0].message).toBe('Link text says RFC 001 but ./002-env-spec.md is RFC 002; link to ./001-abstractions.md or fix the text.');
  });

  test('absolute links to this repository\'s default branch are checked against the tree', async () => {
    const tree = cleanTreeWith({
      'README.md': (t) =>
        `${t}\n[gone](https://github.com/huggingface/OpenEnv/blob/main/rfcs/004-actions-as-tool-calls.md) and [ok](https://github.com/meta-pytorch/OpenEnv/blob/main/rfcs/002-env-spec.md) and [other repo](https://github.com/acme/x/blob/main/rfcs/009-x.md) and [code](https://github.com/huggingface/OpenEnv/blob/main/src/moved.py)\n`,
    });
    const f = byRule(await lint(tree), 'rfc/broken-link');
    expect(brief(f)).toEqual([['rfc/broken-link', 'README.md', lineOf(tree['README.md'], '[gone]'), 'error']]);
  });

  test('valid relative links, directories and code are fine', async () => {
    const tree = cleanTreeWith({ [P0]: (t) => `${t}\nSee [the folder](./) and \`[x](./nope.md)\`.\n\n    [y](./nope.md)\n` });
    expect(byRule(await lint(tree), 'rfc/broken-link')).toEqual([]);
  });
});

describe('rfc/broken-anchor', () => {
  const RFC3 = [
    '# RFC: MCP (Model Context Protocol) Support',
    '',
    '## CodeAct-specific performance improvement for local MCP servers {#codeact-specific-performance-improvement-for-local-mcp-servers}',
    '',
    'Text.',
    '',
    '## FAQ',
    '',
    'See [above](#codeact-specific-performance-improvement-for-local-mcp-servers) and [faq](#faq).',
    '',
  ].join('\n');

  test('"{#id}" heading attributes do not create anchors on GitHub (003 line 371 case)', async () => {
    const tree = cleanTreeWith({ 'rfcs/003-mcp-support.md': RFC3 });
    const f = byRule(await lint(tree), 'rfc/broken-anchor');
    expect(brief(f)).toEqual([['rfc/broken-anchor', 'rfcs/003-mcp-support.md', 9, 'warning']]);
    expect(f[0].message).toMatch(
      /^#codeact-specific-performance-improvement-for-local-mcp-servers matches no heading; "\{#\.\.\.\}" attributes are not supported on GitHub/,
    );
  });

  test('fragments into other RFC files, duplicate-heading suffixes and explicit anchors', async () => {
    const tree = cleanTreeWith({
      [P0]: (t) =>
        `${t}\n## Examples\n\n<a id="phase-3"></a>\n\n[a](./001-abstractions.md#goals) [b](#examples-1) [c](#phase-3) [d](./001-abstractions.md#nope)\n`,
    });
    const f = byRule(await lint(tree), 'rfc/broken-anchor');
    const line = lineOf(tree[P0], '[a](./001');
    expect(brief(f)).toEqual([
      ['rfc/broken-anchor', P0, line, 'warning'],
      ['rfc/broken-anchor', P0, line, 'warning'],
    ]);
    expect(f[1].message).toContain('#nope matches no heading in rfcs/001-abstractions.md');
    // 001 has "**Goals**:" as a label, not a heading: #goals does not land.
    expect(f[0].message).toContain('#goals matches no heading in rfcs/001-abstractions.md');
  });

  test('the clean tree\'s anchors all land', async () => {
    expect(byRule(await lint(cleanTreeWith()), 'rfc/broken-anchor')).toEqual([]);
  });
});

describe('rfc/pr-link-repo', () => {
  test('former slug is a warning, a fork an error, this slug fine (case-insensitive)', async () => {
    const tree = cleanTreeWith({
      [P0]: (t) =>
        `${t}\nTracked in https://github.com/meta-pytorch/OpenEnv/issues/385, [fork](https://github.com/burtenshaw/OpenEnv/pull/12) and [here](https://github.com/HuggingFace/openenv/pull/726).\n`,
    });
    const f = byRule(await lint(tree), 'rfc/pr-link-repo');
    const line = lineOf(tree[P0], 'Tracked in');
    expect(brief(f)).toEqual([
      ['rfc/pr-link-repo', P0, line, 'warning'],
      ['rfc/pr-link-repo', P0, line, 'error'],
    ]);
    expect(f[0].message).toBe(
      'Link points to meta-pytorch/OpenEnv, a former name of this repository; use https://github.com/huggingface/OpenEnv/issues/385.',
    );
  });

  test('the slug comes from the run, never from the files', async () => {
    const tree = cleanTreeWith({ [P0]: (t) => `${t}\nSee https://github.com/huggingface/OpenEnv/pull/726.\n` });
    expect(byRule(await lint(tree), 'rfc/pr-link-repo')).toEqual([]);
    const asFormer = byRule(await lint(tree, { repositorySlug: 'meta-pytorch/OpenEnv' }), 'rfc/pr-link-repo');
    // Evaluated in meta-pytorch/OpenEnv, the huggingface links (000's new line, 002's issue link) are the odd ones.
    expect(brief(asFormer)).toEqual([
      ['rfc/pr-link-repo', P0, lineOf(tree[P0], 'See https'), 'error'],
      ['rfc/pr-link-repo', 'rfcs/002-env-spec.md', lineOf(tree['rfcs/002-env-spec.md'], 'issues/385'), 'error'],
    ]);
    expect(byRule(await lint(tree, { repositorySlug: undefined }), 'rfc/pr-link-repo')).toEqual([]);
  });
});

describe('rfc/reference-title-mismatch', () => {
  test('README lines 99-100 predate the renumbering', async () => {
    const tree = cleanTreeWith({
      'README.md': (t) =>
        `${t}\n- [RFC 001: Baseline API and Interface Specifications](https://github.com/meta-pytorch/OpenEnv/pull/26)\n- RFC 002: Discoverability of environment tools by agents\n`,
    });
    const f = byRule(await lint(tree), 'rfc/reference-title-mismatch');
    expect(brief(f)).toEqual([
      ['rfc/reference-title-mismatch', 'README.md', lineOf(tree['README.md'], 'Baseline API'), 'warning'],
      ['rfc/reference-title-mismatch', 'README.md', lineOf(tree['README.md'], 'Discoverability'), 'warning'],
    ]);
    expect(f[1].message).toBe(
      '"RFC 002: Discoverability of environment tools by agents" does not match RFC 002 "OpenEnv Framework Spec for agent execution environments". Fix the title or the number (rfcs/002-env-spec.md).',
    );
  });

  test('matching titles, mid-sentence colons and reservations pass', async () => {
    const tree = cleanTreeWith({
      'README.md': (t) => `${t}\n- RFC 000: OpenEnv Project Phases\n- RFC 006: Production performance simulation\n\nIn RFC 002: anything goes mid-sentence.\n`,
    });
    expect(byRule(await lint(tree), 'rfc/reference-title-mismatch')).toEqual([]);
  });
});
