import { afterEach, describe, expect, test } from '@jest/globals';
import { makeGitRepo, type GitRepo } from '../../support/git-repo.js';
import { byRule, lineOf, pullRequest, rfcText, runRfcLint, sites } from './helpers.js';

let repo: GitRepo;
afterEach(async () => repo?.cleanup());

async function prAdding(content: string): Promise<void> {
  repo = await makeGitRepo();
  await repo.commit({ 'rfcs/005-agentic-harnesses.md': rfcText('005', 'Agentic Harness Integration') }, { date: '2026-02-16T00:00:00Z' });
  await repo.branch('pr');
  await repo.commit({ 'rfcs/006-hf-rl-environment-datasets.md': content }, { date: '2026-05-21T00:00:00Z' });
}

const BY_BURTENSHAW = pullRequest(727, '2026-05-21T10:00:00Z', 'burtenshaw');

describe('rfc/authors-pr-author', () => {
  test('@ben on a PR opened by burtenshaw is a warning on the Authors line', async () => {
    const content = rfcText('006', 'Hugging Face RL Environment Datasets', { authors: '@ben' });
    await prAdding(content);
    const result = await runRfcLint(repo, { base: 'main', head: 'pr', pullRequest: BY_BURTENSHAW });
    expect(sites(result.findings, 'rfc/authors-pr-author')).toEqual([
      `rfc/authors-pr-author rfcs/006-hf-rl-environment-datasets.md:${lineOf(content, '**Authors**')}`,
    ]);
    const [finding] = byRule(result.findings, 'rfc/authors-pr-author');
    expect(finding!.severity).toBe('warning');
    expect(finding!.message).toBe(
      'Authors lists @ben but this pull request was opened by @burtenshaw. Add @burtenshaw to Authors, or correct the handle if it names the wrong person.',
    );
  });

  test('the opener among the authors (any case) passes', async () => {
    await prAdding(rfcText('006', 'Hugging Face RL Environment Datasets', { authors: '@ben, @Burtenshaw' }));
    const result = await runRfcLint(repo, { base: 'main', head: 'pr', pullRequest: BY_BURTENSHAW });
    expect(byRule(result.findings, 'rfc/authors-pr-author')).toEqual([]);
  });

  test('not raised without an Authors field, or without a pull request (CLI --base)', async () => {
    const content = rfcText('006', 'Hugging Face RL Environment Datasets').replace(/\*\*Authors\*\*.*\n/, '');
    await prAdding(content);
    const withPr = await runRfcLint(repo, { base: 'main', head: 'pr', pullRequest: BY_BURTENSHAW });
    expect(byRule(withPr.findings, 'rfc/authors-pr-author')).toEqual([]);
    const cli = await runRfcLint(repo, { base: 'main', head: 'pr' });
    expect(byRule(cli.findings, 'rfc/authors-pr-author')).toEqual([]);
  });

  test('only RFC files the PR adds are checked', async () => {
    repo = await makeGitRepo();
    await repo.commit({ 'rfcs/005-a.md': rfcText('005', 'A', { authors: '@ben' }) }, { date: '2026-02-16T00:00:00Z' });
    await repo.branch('pr');
    await repo.commit({ 'rfcs/005-a.md': rfcText('005', 'A', { authors: '@ben' }) + '\nMore.\n' }, { date: '2026-05-21T00:00:00Z' });
    const result = await runRfcLint(repo, { base: 'main', head: 'pr', pullRequest: BY_BURTENSHAW });
    expect(byRule(result.findings, 'rfc/authors-pr-author')).toEqual([]);
  });
});
