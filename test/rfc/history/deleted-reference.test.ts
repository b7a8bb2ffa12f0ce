import { afterEach, describe, expect, test } from '@jest/globals';
import { makeGitRepo, type GitRepo } from '../../support/git-repo.js';
import { byRule, lineOf, pullRequest, rfcText, runRfcLint, sites } from '../pr-mode/helpers.js';

/** Renumbering a proposal (006 → 008) without updating its citations (spec 7.3). */
const IMPORTS_006 = rfcText('006', 'External Environment Imports');
const IMPORTS_008 = rfcText('008', 'External Environment Imports');
const GUIDE = ['# Guide', '', 'Import environments as described in RFC 006.', '', 'Unrelated text.', ''].join('\n');

let repo: GitRepo;
afterEach(async () => repo?.cleanup());

async function setup(): Promise<void> {
  repo = await makeGitRepo();
  await repo.commit(
    { 'rfcs/006-external-environment-imports.md': IMPORTS_006, 'docs/guide.md': GUIDE },
    { date: '2026-06-01T00:00:00Z' },
  );
  await repo.branch('pr');
}

describe('rfc/deleted-reference', () => {
  test('renumbering 006 to 008 without updating a citation is an error at the citation', async () => {
    await setup();
    await repo.rename('rfcs/006-external-environment-imports.md', 'rfcs/008-external-environment-imports.md', {
      date: '2026-06-10T00:00:00Z',
      content: IMPORTS_008,
    });
    const result = await runRfcLint(repo, { base: 'main', head: 'pr', pullRequest: pullRequest(740, '2026-06-10T00:00:00Z') });
    expect(sites(result.findings, 'rfc/deleted-reference')).toEqual([
      `rfc/deleted-reference docs/guide.md:${lineOf(GUIDE, 'RFC 006')}`,
    ]);
    const [finding] = byRule(result.findings, 'rfc/deleted-reference');
    expect(finding!.severity).toBe('error');
    expect(finding!.message).toBe(
      'RFC 006 (rfcs/006-external-environment-imports.md) is removed by this pull request but still cited here. ' +
        'Cite RFC 008 (rfcs/008-external-environment-imports.md) instead, or keep the old number.',
    );
  });

  test('updating the citation in the same pull request passes', async () => {
    await setup();
    await repo.rename('rfcs/006-external-environment-imports.md', 'rfcs/008-external-environment-imports.md', {
      date: '2026-06-10T00:00:00Z',
      content: IMPORTS_008,
    });
    await repo.commit({ 'docs/guide.md': GUIDE.replace('RFC 006', 'RFC 008') }, { date: '2026-06-10T01:00:00Z' });
    const result = await runRfcLint(repo, { base: 'main', head: 'pr' });
    expect(byRule(result.findings, 'rfc/deleted-reference')).toEqual([]);
  });

  test('a deletion without successor says to remove or update the reference', async () => {
    await setup();
    await repo.delete('rfcs/006-external-environment-imports.md', { date: '2026-06-10T00:00:00Z' });
    const result = await runRfcLint(repo, { base: 'main', head: 'pr' });
    const [finding] = byRule(result.findings, 'rfc/deleted-reference');
    expect(`${finding!.file}:${finding!.line}`).toBe('docs/guide.md:3');
    expect(finding!.message).toContain('Remove or update this reference, or keep the file.');
  });

  test('a slug-only rename keeps the number resolving: no finding', async () => {
    await setup();
    await repo.rename('rfcs/006-external-environment-imports.md', 'rfcs/006-environment-imports.md', {
      date: '2026-06-10T00:00:00Z',
    });
    const result = await runRfcLint(repo, { base: 'main', head: 'pr' });
    expect(byRule(result.findings, 'rfc/deleted-reference')).toEqual([]);
  });
});
