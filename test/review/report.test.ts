import { describe, expect, it } from '@jest/globals';
import type { Finding } from '../../src/engine/finding.js';
import { baseText, pullRequest, review, trackedRepos } from './support.js';

const repo = trackedRepos();

const CLIENT = 'envs/echo_env/client.py';

describe('review report', () => {
  it('has the five sections in order, with Tier 2 linked to the invariant line at the head sha', async () => {
    const r = repo({
      [CLIENT]: baseText(CLIENT).replace('from .models import', 'from .server.echo_environment import EchoEnvironment\nfrom .models import'),
      'envs/echo_env/server/debug.py': 'def go():\n    breakpoint()\n',
    });
    const { markdown, report } = await review(r);
    const headings = markdown.split('\n').filter((l) => l.startsWith('### '));
    expect(headings).toEqual(['### Automated checks', '### Open RFCs context', '### Tier 1: fixes required', '### Tier 2: alignment discussion', '### Summary']);
    const invariantLine = baseText('.claude/docs/INVARIANTS.md').split('\n').findIndex((l) => /Client-server separation/.test(l)) + 1;
    expect(markdown).toContain(`https://github.com/meta-pytorch/OpenEnv/blob/${r.head}/.claude/docs/INVARIANTS.md#L${invariantLine}`);
    expect(markdown).toContain('`envs/echo_env/server/debug.py:2`');
    expect(markdown).toContain('| Debug code | FAIL |');
    expect(markdown).toContain('**Verdict: request changes**');
    expect(report.tier1.map((i) => i.rule)).toEqual(['review/debugger']);
  });

  it('suggests reviewers from CODEOWNERS and git blame of the invariant lines, never invented', async () => {
    const r = repo({ [CLIENT]: baseText(CLIENT).replace('from .models import', 'from .server import app\nfrom .models import') });
    const { report, markdown } = await review(r);
    const flag = report.tier2.find((i) => i.rule === 'review/client-server-import')!;
    // @envs-owner owns envs/, @docs-owner the invariants document, @invariant-keeper wrote its lines (noreply e-mail).
    expect(flag.reviewers).toEqual(['@docs-owner', '@envs-owner', '@invariant-keeper']);
    expect(flag.principle).toBe('Client-server separation');
    expect(markdown).toContain('`@invariant-keeper`');
    expect(markdown).toContain('**Verdict: comment**');
  });

  it('links an RFC-process flag to the principles document line', async () => {
    const r = repo({ 'src/openenv/core/env_server/registry.py': 'def register_environment(name, cls):\n    pass\n' });
    const { report } = await review(r, { pullRequest: pullRequest({ body: 'Adds a registry.' }) });
    const line = baseText('.claude/docs/PRINCIPLES.md').split('\n').findIndex((l) => /New core APIs/.test(l)) + 1;
    expect(report.tier2.find((i) => i.rule === 'review/rfc-required')?.reference).toEqual({ path: '.claude/docs/PRINCIPLES.md', line });
  });

  it('approves a change with nothing to flag', async () => {
    const r = repo({ 'envs/echo_env/README.md': '# Echo\n\nAn environment that echoes.\n' });
    const { markdown, report } = await review(r);
    expect(report.tier1).toEqual([]);
    expect(report.tier2).toEqual([]);
    expect(markdown).toContain('**Verdict: approve**');
    expect(markdown).toContain('| 0 | 0 | 0 | 0 | 0 |');
  });

  it('is byte-identical for the same input', async () => {
    const r = repo({ 'envs/echo_env/server/debug.py': 'def go():\n    print("x")\n    breakpoint()\n', [CLIENT]: baseText(CLIENT).replace('from .models import', 'from .server import x\nfrom .models import') });
    const first = await review(r);
    const second = await review(r);
    expect(second.markdown).toBe(first.markdown);
    expect(first.markdown).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('is byte-identical whatever the runner locale (reviewer order does not follow collation rules)', async () => {
    const r = repo(
      { [CLIENT]: baseText(CLIENT).replace('from .models import', 'from .server import x\nfrom .models import') },
      { baseFiles: { '.github/CODEOWNERS': '/envs/  @zoe-envs @tom-envs\n' } },
    );
    const plain = await review(r);
    // An Estonian runner: its collation puts "z" between "s" and "t".
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, that: string, locales?: string | string[], options?: Intl.CollatorOptions) {
      return localeCompare.call(this, that, locales ?? 'et', options);
    };
    let estonian;
    try {
      estonian = await review(r);
    } finally {
      String.prototype.localeCompare = localeCompare;
    }
    expect(plain.report.tier2[0]?.reviewers).toEqual(['@invariant-keeper', '@tom-envs', '@zoe-envs']);
    expect(estonian.markdown).toBe(plain.markdown);
  });

  it('folds in findings of the other checks: errors as Tier 1, warnings as Tier 2', async () => {
    const r = repo({ 'rfcs/007-registry.md': '# RFC 007: Registry\n' });
    const prior: Finding[] = [
      { rule: 'rfc/header-field-missing', severity: 'error', file: 'rfcs/007-registry.md', line: 1, message: 'Header block has no **Status** field.', fingerprint: 'a', check: 'rfc-lint' },
      { rule: 'rfc/authors-pr-author', severity: 'warning', file: 'rfcs/007-registry.md', line: 1, message: 'Authors lists @ben but this pull request was opened by @burtenshaw.', fingerprint: 'b', check: 'rfc-lint' },
    ];
    const { report, markdown } = await review(r, { priorFindings: prior });
    expect(report.tier1.map((i) => `${i.check}:${i.rule}`)).toEqual(['rfc-lint:rfc/header-field-missing']);
    expect(report.tier2.map((i) => `${i.conflict}:${i.rule}`)).toEqual(['check:rfc/authors-pr-author']);
    expect(markdown).toContain('#### Bug risks and warnings from other checks');
    expect(markdown).toContain('**Verdict: request changes**');
    // Text from the repository is escaped: the mention cannot ping, the bold cannot render.
    expect(markdown).not.toContain('@ben ');
    expect(markdown).toContain('\\*\\*Status\\*\\*');
  });

  it('counts findings of other checks in files the change does not touch as pre-existing, never blocking', async () => {
    const r = repo({ 'docs/notes.md': 'A note.\n' });
    const prior: Finding[] = [
      { rule: 'openenv-yaml/app-format', severity: 'error', file: 'envs/untouched/openenv.yaml', line: 5, message: 'app is a file path.', fingerprint: 'c', check: 'manifests' },
    ];
    const { report, markdown } = await review(r, { priorFindings: prior });
    expect(report.tier1).toEqual([]);
    expect(report.preExisting).toBe(1);
    expect(markdown).not.toContain('**Verdict: request changes**');
  });

  it('escapes hostile file names and keeps them inside code spans', async () => {
    const r = repo({ 'envs/x/server/a`b<img src=x>.py': 'breakpoint()\n' });
    const { markdown } = await review(r);
    expect(markdown).toContain('``envs/x/server/a`b<img src=x>.py:1``');
    expect(markdown.split('<img').length - 1).toBe(1); // only inside that code span, where HTML is literal
  });

  it('lists the open RFCs the change touches with their status and authors', async () => {
    const r = repo({ 'src/openenv/core/imports/__init__.py': '"""External imports."""\n' });
    const { markdown } = await review(r, { pullRequest: pullRequest({ body: 'Implements RFC 006.' }) });
    expect(markdown).toMatch(/\| \[RFC 006: External Environment Imports\]\(https:\/\/github\.com\/meta-pytorch\/OpenEnv\/blob\/[0-9a-f]{40}\/rfcs\/006-external-environment-imports\.md\) \| In Review \| `@rfc-author`, `@second-author` \| `src\/openenv\/core\/imports\/__init__\.py` \|/);
  });
});
