import { afterEach, describe, expect, test } from '@jest/globals';
import { makeGitRepo, type GitRepo } from '../../support/git-repo.js';
import { byRule, lineOf, pullRequest, rfcText, runRfcLint, sites } from '../pr-mode/helpers.js';

let repo: GitRepo;
afterEach(async () => repo?.cleanup());

const RFC_ID_LINE = lineOf(rfcText('000', 'x'), '**RFC ID**');

describe('rfc/number-collision (pull-request mode)', () => {
  // PR 201: its merge ref is built on a base that already has 005-agentic-harnesses.md.
  async function setup(): Promise<void> {
    repo = await makeGitRepo();
    await repo.commit(
      { 'rfcs/005-agentic-harnesses.md': rfcText('005', 'Agentic Harness Integration') },
      { date: '2026-02-16T00:00:00Z' },
    );
    await repo.branch('pr');
  }

  test('reported on the file the PR adds, not on the pre-existing file', async () => {
    await setup();
    await repo.commit(
      { 'rfcs/005-generic-task-support.md': rfcText('005', 'Generic Task Support') },
      { date: '2026-01-24T00:00:00Z' },
    );
    const result = await runRfcLint(repo, { base: 'main', head: 'pr' });
    expect(sites(result.findings, 'rfc/number-collision')).toEqual([
      `rfc/number-collision rfcs/005-generic-task-support.md:${RFC_ID_LINE}`,
    ]);
    const [finding] = byRule(result.findings, 'rfc/number-collision');
    expect(finding!.severity).toBe('error');
    expect(finding!.message).toMatch(/^RFC 005 is already used by rfcs\/005-agentic-harnesses\.md; next free number is 006\./);
  });

  test('a new number does not collide', async () => {
    await setup();
    await repo.commit({ 'rfcs/006-generic-task-support.md': rfcText('006', 'Generic Task Support') }, { date: '2026-03-01T00:00:00Z' });
    const result = await runRfcLint(repo, { base: 'main', head: 'pr' });
    expect(byRule(result.findings, 'rfc/number-collision')).toEqual([]);
  });
});

describe('rfc/number-reused', () => {
  async function setup(): Promise<void> {
    repo = await makeGitRepo();
    await repo.commit(
      {
        'rfcs/000-project-phases.md': rfcText('000', 'Project Phases'),
        'rfcs/001-openenv-spec.md': rfcText('001', 'OpenEnv Spec'),
        'rfcs/004-actions-as-tool-calls.md': rfcText('004', 'Actions as Tool Calls'),
      },
      { date: '2025-10-01T00:00:00Z' },
    );
    await repo.delete('rfcs/004-actions-as-tool-calls.md', { date: '2025-10-15T00:00:00Z' });
    await repo.rename('rfcs/001-openenv-spec.md', 'rfcs/002-env-spec.md', {
      date: '2025-10-16T00:00:00Z',
      content: rfcText('002', 'OpenEnv Spec'),
    });
    await repo.branch('pr');
  }

  test('a new RFC taking a deleted number is a warning on its RFC ID line', async () => {
    await setup();
    await repo.commit({ 'rfcs/004-rubrics.md': rfcText('004', 'Rubric System') }, { date: '2025-11-01T00:00:00Z' });
    const result = await runRfcLint(repo, { base: 'main', head: 'pr' });
    expect(sites(result.findings, 'rfc/number-reused')).toEqual([`rfc/number-reused rfcs/004-rubrics.md:${RFC_ID_LINE}`]);
    const [finding] = byRule(result.findings, 'rfc/number-reused');
    expect(finding!.severity).toBe('warning');
    expect(finding!.message).toMatch(
      /^RFC 004 previously identified rfcs\/004-actions-as-tool-calls\.md \(deleted\); older citations of RFC 004 now point elsewhere\. Prefer the next free number 005/,
    );
  });

  test('a number renamed away is retired too', async () => {
    await setup();
    await repo.commit({ 'rfcs/001-abstractions.md': rfcText('001', 'Basic Abstractions') }, { date: '2025-11-01T00:00:00Z' });
    const result = await runRfcLint(repo, { base: 'main', head: 'pr' });
    const [finding] = byRule(result.findings, 'rfc/number-reused');
    expect(`${finding!.file}:${finding!.line}`).toBe(`rfcs/001-abstractions.md:${RFC_ID_LINE}`);
    expect(finding!.message).toContain('rfcs/001-openenv-spec.md (renamed to rfcs/002-env-spec.md)');
    // The numbering table lists both retirements.
    const table = result.sections!.find((s) => s.title === 'RFC numbering')!;
    expect(table.markdown).toMatch(/\| 001 \| retired \|/);
    expect(table.markdown).toMatch(/\| 004 \| retired \|/);
  });

  test('restoring the same slug, or taking the next free number, passes', async () => {
    await setup();
    await repo.commit(
      {
        'rfcs/004-actions-as-tool-calls.md': rfcText('004', 'Actions as Tool Calls'),
        'rfcs/005-rubrics.md': rfcText('005', 'Rubric System'),
      },
      { date: '2025-11-01T00:00:00Z' },
    );
    const result = await runRfcLint(repo, { base: 'main', head: 'pr' });
    expect(byRule(result.findings, 'rfc/number-reused')).toEqual([]);
  });

  test('full scan: an RFC added after its number was retired gets the warning', async () => {
    await setup();
    await repo.checkout('main');
    await repo.commit({ 'rfcs/004-rubrics.md': rfcText('004', 'Rubric System') }, { date: '2025-11-01T00:00:00Z' });
    const result = await runRfcLint(repo, {});
    // 002-env-spec.md took its number by a rename, but no file numbered 002 was ever retired.
    expect(sites(result.findings, 'rfc/number-reused')).toEqual([`rfc/number-reused rfcs/004-rubrics.md:${RFC_ID_LINE}`]);
  });
});

describe('rfc/number-not-next', () => {
  async function setup(): Promise<void> {
    repo = await makeGitRepo();
    await repo.commit(
      {
        'rfcs/000-project-phases.md': rfcText('000', 'Project Phases'),
        'rfcs/001-abstractions.md': rfcText('001', 'Abstractions', { body: ['Simulation comes in RFC 007.'] }),
      },
      { date: '2025-10-01T00:00:00Z' },
    );
    await repo.branch('pr');
  }

  test('a number above the next free one is a warning', async () => {
    await setup();
    await repo.commit({ 'rfcs/010-skipping.md': rfcText('010', 'Skipping Ahead') }, { date: '2025-11-01T00:00:00Z' });
    const result = await runRfcLint(repo, { base: 'main', head: 'pr' });
    expect(sites(result.findings, 'rfc/number-not-next')).toEqual([`rfc/number-not-next rfcs/010-skipping.md:${RFC_ID_LINE}`]);
    expect(byRule(result.findings, 'rfc/number-not-next')[0]!.message).toMatch(
      /^This RFC takes 010 but the next free number is 008\./,
    );
  });

  test('the next free number (after reservations) passes, and so does a second RFC right after it', async () => {
    await setup();
    await repo.commit(
      { 'rfcs/008-next.md': rfcText('008', 'Next One'), 'rfcs/009-after.md': rfcText('009', 'After That') },
      { date: '2025-11-01T00:00:00Z' },
    );
    const result = await runRfcLint(repo, { base: 'main', head: 'pr', pullRequest: pullRequest(9, '2025-11-01T00:00:00Z') });
    expect(byRule(result.findings, 'rfc/number-not-next')).toEqual([]);
  });
});
