import { afterEach, describe, expect, test } from '@jest/globals';
import { makeGitRepo, type GitRepo } from '../support/git-repo.js';
import { byRule, indexText, lineOf, pullRequest, rfcText, runRfcLint, sites } from './pr-mode/helpers.js';
import { cleanTreeWith, lint } from './static/helpers.js';

/**
 * Spec 9.2: a fingerprint is rule id + path + rule key, never a line number; mention rules key on the
 * number plus the sentence with URLs removed, so an org rename inside a URL does not make an old
 * finding look new (the baseline and pull-request mode's BASE/HEAD difference depend on this).
 */
describe('fingerprints', () => {
  test('a static finding keeps its fingerprint when lines above it move', async () => {
    const P = 'rfcs/001-abstractions.md';
    const broken = (text: string) => text.replace('## Summary', '## Summary\n\nSee [the spec](./no-such-file.md).');
    const before = byRule(await lint(cleanTreeWith({ [P]: broken })), 'rfc/broken-link');
    const moved = byRule(
      await lint(cleanTreeWith({ [P]: (text) => broken(text).replace('## Summary', '## Summary\n\nA new paragraph.\n\nAnother one.\n') })),
      'rfc/broken-link',
    );
    expect(before).toHaveLength(1);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.line).toBe(before[0]!.line! + 5);
    expect(moved[0]!.fingerprint).toBe(before[0]!.fingerprint);
    // A different target is a different finding.
    const other = byRule(await lint(cleanTreeWith({ [P]: (t) => broken(t).replace('no-such-file', 'other-file') })), 'rfc/broken-link');
    expect(other[0]!.fingerprint).not.toBe(before[0]!.fingerprint);
  });

  describe('mention rules (full scan, real git history)', () => {
    let repo: GitRepo;
    afterEach(async () => repo?.cleanup());

    // The sentence with the stale mention spans two lines; the second holds a URL.
    const roadmap = (org: string, extra = '') =>
      rfcText('000', 'Design Principles and Broad Roadmap', {
        body: [
          '## Phases',
          '',
          ...(extra ? [extra, ''] : []),
          'Phase 2 brings CodeAct support (RFC 004), tracked in',
          `[the tracking issue](https://github.com/${org}/OpenEnv/issues/12) with its sandbox plan.`,
        ],
      });

    async function staleFinding() {
      const result = await runRfcLint(repo, {});
      const found = byRule(result.findings, 'rfc/stale-reference');
      expect(found).toHaveLength(1);
      return found[0]!;
    }

    test('an org rename inside a URL of the sentence, or lines moving, keeps the fingerprint; new words do not', async () => {
      repo = await makeGitRepo();
      await repo.commit({ 'rfcs/000-project-phases.md': roadmap('meta-pytorch') }, { date: '2025-10-17T00:00:00Z' });
      await repo.commit(
        {
          'rfcs/004-rubrics.md': rfcText('004', 'Rubric System for Reward Computation'),
          'rfcs/README.md': indexText([['000-project-phases.md', 'Design Principles and Broad Roadmap'], ['004-rubrics.md', 'Rubric System']]),
        },
        { date: '2026-01-10T00:00:00Z' },
      );
      const original = await staleFinding();
      expect(original.line).toBe(lineOf(roadmap('meta-pytorch'), 'RFC 004'));

      // The org rename rewrites the URL line only (the mention's own line keeps its blame).
      await repo.commit({ 'rfcs/000-project-phases.md': roadmap('huggingface') }, { date: '2026-06-03T00:00:00Z' });
      const renamed = await staleFinding();
      expect(renamed.line).toBe(original.line);
      expect(renamed.fingerprint).toBe(original.fingerprint);

      // A paragraph inserted above moves the line, not the identity.
      await repo.commit({ 'rfcs/000-project-phases.md': roadmap('huggingface', 'Phase 1 is done.') }, { date: '2026-06-04T00:00:00Z' });
      const moved = await staleFinding();
      expect(moved.line).toBe(original.line! + 2);
      expect(moved.fingerprint).toBe(original.fingerprint);

      // Changing the prose of the sentence (outside the URL) is a different finding.
      await repo.commit(
        { 'rfcs/000-project-phases.md': roadmap('huggingface', 'Phase 1 is done.').replace('with its sandbox plan', 'with its container plan') },
        { date: '2026-06-05T00:00:00Z' },
      );
      const reworded = await staleFinding();
      expect(reworded.fingerprint).not.toBe(original.fingerprint);
    });
    test('pull-request mode: rewriting only the URL in a reservation sentence does not re-point it', async () => {
      const phases = (org: string) =>
        rfcText('000', 'Design Principles and Broad Roadmap', {
          body: ['## Phases', '', `Production performance simulation comes in RFC 006 ([plan](https://github.com/${org}/OpenEnv/issues/7)).`],
        });
      repo = await makeGitRepo();
      await repo.commit(
        { 'rfcs/000-project-phases.md': phases('meta-pytorch'), 'rfcs/README.md': indexText([['000-project-phases.md', 'Design Principles and Broad Roadmap']]) },
        { date: '2025-10-17T00:00:00Z' },
      );
      await repo.branch('pr');
      const imports = rfcText('006', 'External Environment Imports', { created: '2026-06-01' });
      await repo.commit(
        {
          'rfcs/006-external-environment-imports.md': imports,
          'rfcs/000-project-phases.md': phases('huggingface'),
          'rfcs/README.md': indexText([
            ['000-project-phases.md', 'Design Principles and Broad Roadmap'],
            ['006-external-environment-imports.md', 'External Environment Imports'],
          ]),
        },
        { date: '2026-06-01T09:00:00Z' },
      );
      const result = await runRfcLint(repo, { base: 'main', head: 'pr', pullRequest: pullRequest(731, '2026-06-01T10:00:00Z', 'alice') });
      expect(sites(result.findings, 'rfc/stale-reference')).toEqual([
        `rfc/stale-reference rfcs/000-project-phases.md:${lineOf(phases('huggingface'), 'RFC 006')}`,
      ]);
      expect(sites(result.findings, 'rfc/number-reserved')).toEqual([
        `rfc/number-reserved rfcs/006-external-environment-imports.md:${lineOf(imports, '**RFC ID**')}`,
      ]);
    });
  });
});
