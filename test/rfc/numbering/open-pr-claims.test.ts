import { afterEach, describe, expect, test } from '@jest/globals';
import { readOpenPrClaims } from '../../../src/checks/rfc/numbering/open-pr-claims.js';
import { makeGitRepo, type GitRepo } from '../../support/git-repo.js';
import { byRule, fakeGitHub, openPull, pullRequest, rfcText, runRfcLint, sites } from '../pr-mode/helpers.js';

/** Spec 6.2, 2026-06-13: PRs 624, 727 and 731 each add a different 006-*.md. */
const PR_624 = openPull(624, '2026-04-29T10:00:00Z', ['rfcs/006-multi-component-rewards.md', 'rfcs/README.md']);
const PR_727 = openPull(727, '2026-05-21T10:00:00Z', ['rfcs/006-hf-rl-environment-datasets.md']);
const PR_731 = openPull(731, '2026-06-01T10:00:00Z', ['rfcs/006-external-environment-imports.md']);
const UNRELATED = openPull(800, '2026-06-02T10:00:00Z', ['docs/readme.md', 'rfcs/notes.md']);
const RFC_ID_LINE = 6;

let repo: GitRepo;
afterEach(async () => repo?.cleanup());

async function prAdding(path: string, title: string): Promise<void> {
  repo = await makeGitRepo();
  await repo.commit({ 'rfcs/005-agentic-harnesses.md': rfcText('005', 'Agentic Harness Integration') }, { date: '2026-02-16T00:00:00Z' });
  await repo.branch('pr');
  await repo.commit({ [path]: rfcText('006', title) }, { date: '2026-04-29T09:00:00Z' });
}

describe('rfc/number-claimed-by-open-pr', () => {
  test('PR 731: earlier claimants 624 and 727 make it an error; its own listing is skipped', async () => {
    await prAdding('rfcs/006-external-environment-imports.md', 'External Environment Imports');
    const github = fakeGitHub([PR_624, PR_727, PR_731, UNRELATED]);
    const result = await runRfcLint(repo, {
      base: 'main',
      head: 'pr',
      pullRequest: pullRequest(731, '2026-06-01T10:00:00Z'),
      github,
    });
    expect(sites(result.findings, 'rfc/number-claimed-by-open-pr')).toEqual([
      `rfc/number-claimed-by-open-pr rfcs/006-external-environment-imports.md:${RFC_ID_LINE}`,
    ]);
    const [finding] = byRule(result.findings, 'rfc/number-claimed-by-open-pr');
    expect(finding!.severity).toBe('error');
    expect(finding!.message).toBe(
      'RFC 006 is also claimed by open PR #624 (rfcs/006-multi-component-rewards.md) and #727 ' +
        '(rfcs/006-hf-rl-environment-datasets.md), opened earlier; next free number is 007. Renumber this RFC to 007.',
    );
    expect(github.fileListings.sort()).toEqual([624, 727, 800]);
    const table = result.sections!.find((s) => s.title === 'RFC numbering')!;
    expect(table.markdown).toMatch(/\| 006 \| claimed \| open PR \\#624/);
    expect(table.markdown).toContain('Next free RFC number: 007');
  });

  test('PR 624, the earliest claimant, gets a warning naming the later ones', async () => {
    await prAdding('rfcs/006-multi-component-rewards.md', 'Multi-Component Reward Signals');
    const result = await runRfcLint(repo, {
      base: 'main',
      head: 'pr',
      pullRequest: pullRequest(624, '2026-04-29T10:00:00Z'),
      github: fakeGitHub([PR_624, PR_727, PR_731]),
    });
    const [finding] = byRule(result.findings, 'rfc/number-claimed-by-open-pr');
    expect(`${finding!.file}:${finding!.line}`).toBe(`rfcs/006-multi-component-rewards.md:${RFC_ID_LINE}`);
    expect(finding!.severity).toBe('warning');
    expect(finding!.message).toContain('#727 (rfcs/006-hf-rl-environment-datasets.md) and #731');
    expect(finding!.message).toContain('opened later');
  });

  test('ties on creation time are broken by PR number', async () => {
    await prAdding('rfcs/006-b.md', 'B');
    const same = '2026-05-01T00:00:00Z';
    const result = await runRfcLint(repo, {
      base: 'main',
      head: 'pr',
      pullRequest: pullRequest(20, same),
      github: fakeGitHub([openPull(10, same, ['rfcs/006-a.md']), openPull(30, same, ['rfcs/006-c.md'])]),
    });
    const [finding] = byRule(result.findings, 'rfc/number-claimed-by-open-pr');
    expect(finding!.severity).toBe('error');
    expect(finding!.message).toContain('#10 (rfcs/006-a.md), opened earlier');
  });

  test('no other claimant, or the same path in another PR, passes', async () => {
    await prAdding('rfcs/006-external-environment-imports.md', 'External Environment Imports');
    const result = await runRfcLint(repo, {
      base: 'main',
      head: 'pr',
      pullRequest: pullRequest(731, '2026-06-01T10:00:00Z'),
      github: fakeGitHub([openPull(700, '2026-05-01T00:00:00Z', ['rfcs/006-external-environment-imports.md']), UNRELATED]),
    });
    expect(byRule(result.findings, 'rfc/number-claimed-by-open-pr')).toEqual([]);
  });

  test('an API failure is a warning saying the check was skipped and why, never a crash', async () => {
    await prAdding('rfcs/006-external-environment-imports.md', 'External Environment Imports');
    const result = await runRfcLint(repo, {
      base: 'main',
      head: 'pr',
      github: fakeGitHub([], { failWith: new Error('HTTP 502 Bad Gateway') }),
    });
    const [finding] = byRule(result.findings, 'rfc/number-claimed-by-open-pr');
    expect(finding!.severity).toBe('warning');
    expect(finding!.message).toContain('HTTP 502 Bad Gateway');
    expect(result.logs.some((l) => l.startsWith('warning:') && l.includes('HTTP 502'))).toBe(true);
    expect(result.sections![0]!.markdown).toContain('Open pull requests not checked');
  });

  test('a pull request that adds no RFC file makes no API call and says why', async () => {
    repo = await makeGitRepo();
    await repo.commit({ 'rfcs/005-agentic-harnesses.md': rfcText('005', 'Agentic Harness Integration') }, { date: '2026-02-16T00:00:00Z' });
    await repo.branch('pr');
    await repo.commit({ 'docs/x.md': '# X\n' }, { date: '2026-04-29T09:00:00Z' });
    const github = fakeGitHub([PR_624]);
    const result = await runRfcLint(repo, { base: 'main', head: 'pr', github });
    expect(github.fileListings).toEqual([]);
    expect(result.sections![0]!.markdown).toContain('adds no RFC file');
  });

  test('check-open-prs: false makes no API call', async () => {
    await prAdding('rfcs/006-external-environment-imports.md', 'External Environment Imports');
    const github = fakeGitHub([PR_624]);
    const result = await runRfcLint(repo, { base: 'main', head: 'pr', github, options: { 'check-open-prs': 'false' } });
    expect(github.fileListings).toEqual([]);
    expect(byRule(result.findings, 'rfc/number-claimed-by-open-pr')).toEqual([]);
  });
});

describe('readOpenPrClaims', () => {
  test('keeps added, renamed-into-number and copied RFC files; ignores slug-only renames and other files', async () => {
    const pulls = [
      {
        ...openPull(1, '2026-01-01T00:00:00Z', []),
        files: [
          { filename: 'rfcs/007-a.md', status: 'added' as const },
          { filename: 'rfcs/008-b.md', status: 'renamed' as const, previousFilename: 'rfcs/006-b.md' },
          { filename: 'rfcs/006-c.md', status: 'renamed' as const, previousFilename: 'rfcs/006-old.md' },
          { filename: 'rfcs/005-x.md', status: 'modified' as const },
          { filename: 'rfcs/sub/009-y.md', status: 'added' as const },
          { filename: 'docs/010-z.md', status: 'added' as const },
        ],
      },
    ];
    const outcome = await readOpenPrClaims(fakeGitHub(pulls), { rfcDir: 'rfcs', enabled: true });
    expect(outcome.status).toBe('checked');
    if (outcome.status !== 'checked') return;
    expect(outcome.claims.map((c) => c.path)).toEqual(['rfcs/007-a.md', 'rfcs/008-b.md']);
  });

  test('no GitHub access is a skip without failure', async () => {
    const outcome = await readOpenPrClaims(undefined, { rfcDir: 'rfcs', enabled: true });
    expect(outcome).toMatchObject({ status: 'skipped', failed: false });
  });
});
