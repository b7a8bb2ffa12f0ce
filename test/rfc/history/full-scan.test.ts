import { afterEach, describe, expect, test } from '@jest/globals';
import { makeGitRepo, type GitRepo } from '../../support/git-repo.js';
import { liveMentions } from '../../support/markdown-safety.js';
import { byRule, fakeGitHub, indexText, lineOf, openPull, rfcText, runRfcLint, sites } from '../pr-mode/helpers.js';

/**
 * Full scan (spec 9.4, 7.4): the roadmap reserved 004 for "CodeAct support"; 004 later went to rubrics
 * without the sentence being updated. History says the mention predates the file: a warning.
 */
const ROADMAP = rfcText('000', 'Design Principles and Broad Roadmap', {
  body: [
    '## Phases',
    '',
    '- RFC 004: CodeAct support (agents write executable code)',
    '',
    'Rubric scoring is not planned yet.',
  ],
});
const RUBRICS = rfcText('004', 'Rubric System for Reward Computation');

let repo: GitRepo;
afterEach(async () => repo?.cleanup());

async function setup(): Promise<void> {
  repo = await makeGitRepo();
  await repo.commit({ 'rfcs/000-project-phases.md': ROADMAP }, { date: '2025-10-17T00:00:00Z' });
  await repo.commit(
    { 'rfcs/004-rubrics.md': RUBRICS, 'rfcs/README.md': indexText([['004-rubrics.md', 'Rubric System']]) },
    { date: '2026-01-10T00:00:00Z' },
  );
}

describe('full scan', () => {
  test('rfc/stale-reference: a mention written before the cited file existed, about another topic, is a warning', async () => {
    await setup();
    const result = await runRfcLint(repo, {});
    expect(sites(result.findings, 'rfc/stale-reference')).toEqual([
      `rfc/stale-reference rfcs/000-project-phases.md:${lineOf(ROADMAP, 'RFC 004')}`,
    ]);
    const [finding] = byRule(result.findings, 'rfc/stale-reference');
    expect(finding!.severity).toBe('warning');
    expect(finding!.message).toContain('RFC 004 here was written before rfcs/004-rubrics.md existed and is about "CodeAct support');
    expect(finding!.message).toContain('now points at "Rubric System for Reward Computation"');
  });

  test('rfc/stale-reference: a mention written after the file exists is not stale, nor is an uncommitted edit', async () => {
    await setup();
    await repo.commit({ 'docs/scoring.md': '# Scoring\n\nCodeAct support is described in RFC 004.\n' }, { date: '2026-02-01T00:00:00Z' });
    await repo.write({ 'docs/draft.md': '# Draft\n\nCodeAct support is described in RFC 004.\n' });
    const result = await runRfcLint(repo, {});
    expect(sites(result.findings, 'rfc/stale-reference')).toEqual([
      `rfc/stale-reference rfcs/000-project-phases.md:${lineOf(ROADMAP, 'RFC 004')}`,
    ]);
  });

  test('rfc/stale-reference: a mention on topic is not stale', async () => {
    await setup();
    await repo.commit({ 'rfcs/000-project-phases.md': ROADMAP.replace('CodeAct support (agents write executable code)', 'Rubrics') }, {
      date: '2026-02-01T00:00:00Z',
    });
    // Rewritten after the file was added anyway; also make an old, on-topic mention elsewhere.
    const result = await runRfcLint(repo, {});
    expect(byRule(result.findings, 'rfc/stale-reference')).toEqual([]);
  });

  test('rfc/stale-reference: with the commits-to-pulls API, a mention written while the PR was open cites it (INVARIANTS.md case)', async () => {
    repo = await makeGitRepo();
    await repo.commit({ 'rfcs/000-project-phases.md': ROADMAP }, { date: '2025-10-17T00:00:00Z' });
    // Written on 2025-12-01 while the rubrics PR (opened 2025-11-20) already claimed 004.
    await repo.commit({ 'INVARIANTS.md': '# Invariants\n\nScores are deterministic (see RFC 001, RFC 004).\n' }, { date: '2025-12-01T00:00:00Z' });
    const added = await repo.commit({ 'rfcs/004-rubrics.md': RUBRICS }, { date: '2026-01-10T00:00:00Z' });
    const roadmapLine = `rfc/stale-reference rfcs/000-project-phases.md:${lineOf(ROADMAP, 'RFC 004')}`;

    // Ancestry fallback: both mentions predate the file (the INVARIANTS.md one is a known false positive).
    const fallback = await runRfcLint(repo, {});
    expect(sites(fallback.findings, 'rfc/stale-reference')).toEqual(['rfc/stale-reference INVARIANTS.md:3', roadmapLine]);

    const opened = { ...openPull(250, '2025-11-20T00:00:00Z', []), files: undefined };
    const withApi = await runRfcLint(repo, { github: fakeGitHub([], { commitPulls: { [added]: [opened] } }) });
    expect(sites(withApi.findings, 'rfc/stale-reference')).toEqual([roadmapLine]);

    // An API failure falls back to ancestry with a logged warning, never a crash.
    const broken = await runRfcLint(repo, { github: fakeGitHub([]) });
    expect(sites(broken.findings, 'rfc/stale-reference')).toEqual(['rfc/stale-reference INVARIANTS.md:3', roadmapLine]);
    expect(broken.logs.some((l) => l.startsWith('warning:') && l.includes('fall back to git ancestry'))).toBe(true);
  });

  test('rfc/stale-reference: a merged branch that cites its own new RFC after writing it is not stale (ancestry fallback)', async () => {
    repo = await makeGitRepo();
    await repo.commit({ 'rfcs/000-project-phases.md': ROADMAP }, { date: '2025-10-17T00:00:00Z' });
    await repo.branch('rubrics');
    await repo.commit({ 'rfcs/004-rubrics.md': RUBRICS }, { date: '2025-12-01T00:00:00Z' });
    await repo.commit({ 'docs/scoring.md': '# Scoring\n\nLatency budgets follow RFC 004.\n' }, { date: '2025-12-02T00:00:00Z' });
    await repo.checkout('main');
    await repo.merge('rubrics', { date: '2026-01-10T00:00:00Z' });
    const result = await runRfcLint(repo, {});
    expect(sites(result.findings, 'rfc/stale-reference')).toEqual([
      `rfc/stale-reference rfcs/000-project-phases.md:${lineOf(ROADMAP, 'RFC 004')}`,
    ]);
  });

  test('rfc/number-collision: blames every colliding file except the one that reached the branch first', async () => {
    repo = await makeGitRepo();
    await repo.commit({ 'rfcs/005-zeta.md': rfcText('005', 'Zeta') }, { date: '2026-01-01T00:00:00Z' });
    await repo.commit({ 'rfcs/005-alpha.md': rfcText('005', 'Alpha') }, { date: '2026-02-01T00:00:00Z' });
    const result = await runRfcLint(repo, {});
    expect(sites(result.findings, 'rfc/number-collision')).toEqual([
      `rfc/number-collision rfcs/005-alpha.md:${lineOf(rfcText('005', 'Alpha'), '**RFC ID**')}`,
    ]);
    expect(byRule(result.findings, 'rfc/number-collision')[0]!.message).toMatch(/already used by rfcs\/005-zeta\.md; next free number is 006/);
  });

  test('without git the history rules are skipped and the summary says so', async () => {
    await setup();
    const result = await runRfcLint(repo, { noGit: true });
    expect(byRule(result.findings, 'rfc/stale-reference')).toEqual([]);
    const table = result.sections!.find((s) => s.title === 'RFC numbering')!;
    expect(table.markdown).toContain('not a git repository');
    expect(table.markdown).toContain('Retired numbers unknown');
    expect(result.logs.some((l) => l.includes('not a git repository'))).toBe(true);
  });

  test('the numbering table escapes repository text', async () => {
    repo = await makeGitRepo();
    await repo.commit(
      { 'rfcs/README.md': '# RFCs\n', 'docs/x.md': '# X\n\n@everyone <b>pipes | here</b> will be RFC 009.\n' },
      { date: '2026-01-01T00:00:00Z' },
    );
    const result = await runRfcLint(repo, {});
    const table = result.sections!.find((s) => s.title === 'RFC numbering')!;
    const row = table.markdown.split('\n').find((l) => l.startsWith('| 009 |'))!;
    expect(row).toBeDefined();
    expect(liveMentions(row)).toEqual([]); // the mention is quoted in a code span: it notifies no one
    expect(row).not.toContain('<b>');
    expect(row.split(/(?<!\\)\|/).length).toBe(5); // 3 cells, no cell broken by a raw pipe
    expect(table.markdown).toContain('Next free RFC number: 010');
  });

  test('a repository without an RFC folder gets no findings and no numbering table', async () => {
    repo = await makeGitRepo();
    await repo.commit({ 'docs/x.md': '# X\n\nSee RFC 009.\n' }, { date: '2026-01-01T00:00:00Z' });
    const result = await runRfcLint(repo, {});
    expect(result.findings).toEqual([]);
    expect(result.sections ?? []).toEqual([]);
  });
});
