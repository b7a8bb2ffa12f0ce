import { afterEach, describe, expect, test } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseTree, lintTreeStatic } from '../../../src/checks/rfc/static/index.js';
import { parseRfcOptions } from '../../../src/checks/rfc/options.js';
import { MemoryRepoView } from '../../../src/repo/memory.js';
import { makeGitRepo, type GitRepo } from '../../support/git-repo.js';
import { indexText, rfcText, runRfcLint, sites } from './helpers.js';

/** The work rfc-lint skips because it cannot find anything there, and what it must still find. */
let repo: GitRepo;
afterEach(async () => repo?.cleanup());

const OPTIONS = { ...parseRfcOptions({}), now: new Date('2026-06-13T00:00:00Z') };

describe('Markdown outside the RFC folder is parsed only when it can hold a finding', () => {
  const tree = () =>
    new MemoryRepoView({
      'rfcs/001-one.md': rfcText('001', 'One'),
      'rfcs/README.md': indexText([['001-one.md', 'One']]),
      'docs/plain.md': '# Plain\n\nNothing about the process here. See [setup](./setup.md).\n',
      'docs/mentions.md': '# Design\n\nAs RFC 007 explains, this is reserved.\n',
      'docs/links.md': '# Links\n\nSee [the missing one](../rfcs/009-missing.md).\n',
      'docs/binary.md': new Uint8Array([0x23, 0x20, 0x00, 0x01]),
    });

  test('a file with no mention, no link into rfcs/ and readable text is not parsed', async () => {
    const view = tree();
    const docs = await parseTree(view, await view.listFiles(), OPTIONS);
    expect([...docs.keys()].sort()).toEqual(['docs/binary.md', 'docs/links.md', 'docs/mentions.md', 'rfcs/001-one.md', 'rfcs/README.md']);
  });

  test('mentions, links into the RFC folder and unreadable files are still found', async () => {
    const { findings } = await lintTreeStatic(tree(), OPTIONS);
    expect(sites(findings, 'rfc/broken-link')).toEqual(['rfc/broken-link docs/links.md:3']);
    expect(sites(findings, 'rfc/unreadable')).toEqual(['rfc/unreadable docs/binary.md:1']);
    // The mention reserves 007: the next free number skips it.
    const { findings: withNext } = await lintTreeStatic(
      new MemoryRepoView({ 'rfcs/001-one.md': rfcText('001', 'One'), 'docs/mentions.md': 'As RFC 007 explains.\n', 'rfcs/2-bad.md': '# RFC: Bad\n' }),
      OPTIONS,
    );
    expect(withNext.find((f) => f.rule === 'rfc/file-name')?.message).toMatch(/rfcs\/008-/);
  });
});

describe('pull-request mode without a Markdown change', () => {
  test('compares nothing and says so; a Markdown change compares as before', async () => {
    repo = await makeGitRepo();
    await repo.commit({ 'rfcs/001-one.md': rfcText('001', 'One'), 'rfcs/README.md': indexText([['001-one.md', 'One']]), 'src/app.py': 'x = 1\n' }, { date: '2026-02-16T00:00:00Z' });
    await repo.branch('code-only');
    await repo.commit({ 'src/app.py': 'x = 2\n' }, { date: '2026-03-01T00:00:00Z' });
    const untouched = await runRfcLint(repo, { base: 'main', head: 'code-only' });
    expect(untouched.findings).toEqual([]);
    expect(untouched.sections?.[0]?.markdown).toMatch(/no Markdown file differs between BASE main/);

    await repo.commit({ 'rfcs/002-two.md': '# RFC 002: Two\n' }, { date: '2026-03-02T00:00:00Z' });
    const changed = await runRfcLint(repo, { base: 'main', head: 'code-only' });
    expect(changed.sections?.[0]?.markdown).not.toMatch(/no Markdown file differs/);
    expect(sites(changed.findings).some((s) => s.includes('rfcs/002-two.md'))).toBe(true);
  });
});

describe('pull-request mode against the working tree (the action, the CLI without --head)', () => {
  test('compares nothing without a Markdown change; an edited or an untracked Markdown file compares', async () => {
    repo = await makeGitRepo();
    await repo.commit({ 'rfcs/001-one.md': rfcText('001', 'One'), 'rfcs/README.md': indexText([['001-one.md', 'One']]), 'src/app.py': 'x = 1\n' }, { date: '2026-02-16T00:00:00Z' });
    await repo.write({ 'src/app.py': 'x = 2\n' }); // uncommitted, as a checkout of the pull request
    const untouched = await runRfcLint(repo, { base: 'main' });
    expect(untouched.findings).toEqual([]);
    expect(untouched.sections?.[0]?.markdown).toMatch(/no Markdown file differs between BASE main/);

    // An RFC file git does not track yet is part of the working tree the check reads.
    await repo.write({ 'rfcs/002-two.md': '# RFC 002: Two\n' });
    const untracked = await runRfcLint(repo, { base: 'main' });
    expect(untracked.sections?.[0]?.markdown).not.toMatch(/no Markdown file differs/);
    expect(sites(untracked.findings).some((s) => s.includes('rfcs/002-two.md'))).toBe(true);

    // A tracked Markdown file changed, as the run's diff reports it (context.changedFiles).
    await rm(join(repo.dir, 'rfcs/002-two.md'));
    await repo.write({ 'rfcs/README.md': indexText([['001-one.md', 'One']]) + '\nEdited.\n' });
    const edited = await runRfcLint(repo, { base: 'main' });
    expect(edited.sections?.[0]?.markdown).not.toMatch(/no Markdown file differs/);
  });
});
