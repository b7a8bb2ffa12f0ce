import { afterEach, describe, expect, test } from '@jest/globals';
import { UserError } from '../../../src/engine/errors.js';
import { rfcLintCheck } from '../../../src/checks/rfc/index.js';
import { RFC_OPTION_SPECS } from '../../../src/checks/rfc/options.js';
import { makeGitRepo, type GitRepo } from '../../support/git-repo.js';
import { byRule, indexText, lineOf, rfcText, runRfcLint, sites } from './helpers.js';

let repo: GitRepo;
afterEach(async () => repo?.cleanup());

// An RFC with the template's header but no Motivation/Design/Examples: static findings on every tree.
const THIN = rfcText('001', 'Thin Proposal');

async function baseWithThinRfc(): Promise<void> {
  repo = await makeGitRepo();
  await repo.commit(
    { 'rfcs/001-thin.md': THIN, 'rfcs/README.md': indexText([['001-thin.md', 'Thin Proposal']]) },
    { date: '2025-10-01T00:00:00Z' },
  );
  await repo.branch('pr');
}

describe('pull-request mode vs full scan', () => {
  test('pre-existing problems are not re-reported on an unrelated pull request (PR 235 case)', async () => {
    await baseWithThinRfc();
    await repo.commit({ 'docs/unrelated.md': '# Unrelated\n' }, { date: '2025-11-01T00:00:00Z' });
    const pr = await runRfcLint(repo, { base: 'main', head: 'pr' });
    expect(pr.findings).toEqual([]);
    const full = await runRfcLint(repo, {});
    expect(byRule(full.findings, 'rfc/section-missing').length).toBeGreaterThan(0);
    expect(byRule(full.findings, 'rfc/section-missing').every((f) => f.severity === 'warning')).toBe(true);
  });

  test('a problem an edit creates in an existing RFC is new but only a warning; in an added RFC an error', async () => {
    await baseWithThinRfc();
    await repo.commit(
      {
        'rfcs/001-thin.md': THIN.replace('## Summary', '## Overview'),
        'rfcs/002-added.md': rfcText('002', 'Added Proposal'),
        'rfcs/README.md': indexText([['001-thin.md', 'Thin Proposal'], ['002-added.md', 'Added Proposal']]),
      },
      { date: '2025-11-01T00:00:00Z' },
    );
    const result = await runRfcLint(repo, { base: 'main', head: 'pr' });
    const summary = byRule(result.findings, 'rfc/section-missing').filter((f) => f.message.includes('Summary'));
    expect(summary.map((f) => `${f.file}:${f.severity}`)).toEqual(['rfcs/001-thin.md:warning']);
    const added = byRule(result.findings, 'rfc/section-missing').filter((f) => f.file === 'rfcs/002-added.md');
    expect(added.length).toBe(3);
    expect(added.every((f) => f.severity === 'error')).toBe(true);
    // Motivation was missing in BASE already: not new for the existing file.
    expect(sites(result.findings, 'rfc/section-missing')).not.toContain('rfc/section-missing rfcs/001-thin.md:1 Motivation');
    expect(byRule(result.findings, 'rfc/section-missing').filter((f) => f.file === 'rfcs/001-thin.md')).toHaveLength(1);
  });

  test('a scanned folder inside a larger repository: history and trees use folder-relative paths', async () => {
    repo = await makeGitRepo();
    const phases = rfcText('000', 'Project Phases', { body: ['Performance simulation comes in RFC 006.'] });
    await repo.commit({ 'project/rfcs/000-project-phases.md': phases, 'project/rfcs/002-old.md': rfcText('002', 'Old') }, { date: '2025-10-01T00:00:00Z' });
    await repo.delete('project/rfcs/002-old.md', { date: '2025-10-02T00:00:00Z' });
    await repo.branch('pr');
    await repo.commit(
      { 'project/rfcs/006-imports.md': rfcText('006', 'External Environment Imports'), 'project/rfcs/002-new.md': rfcText('002', 'New') },
      { date: '2026-06-01T00:00:00Z' },
    );
    const result = await runRfcLint(repo, { base: 'main', subdir: 'project' });
    expect(sites(result.findings, 'rfc/stale-reference')).toEqual([`rfc/stale-reference rfcs/000-project-phases.md:${lineOf(phases, 'RFC 006')}`]);
    expect(sites(result.findings, 'rfc/number-reused')).toEqual(['rfc/number-reused rfcs/002-new.md:6']);
    const full = await runRfcLint(repo, { subdir: 'project' });
    expect(sites(full.findings, 'rfc/number-reused')).toEqual(['rfc/number-reused rfcs/002-new.md:6']);
  });

  test('an unknown base revision is a user error naming the fix', async () => {
    await baseWithThinRfc();
    await expect(runRfcLint(repo, { base: 'no-such-branch' })).rejects.toThrow(UserError);
    await expect(runRfcLint(repo, { base: 'no-such-branch' })).rejects.toThrow(/fetch-depth: 0/);
  });

  test('pull-request mode without git is a user error', async () => {
    await baseWithThinRfc();
    await expect(runRfcLint(repo, { base: 'main', noGit: true })).rejects.toThrow(/needs a git repository/);
  });

  test('a bad option value is a user error naming the option', async () => {
    await baseWithThinRfc();
    await expect(runRfcLint(repo, { options: { 'check-open-prs': 'maybe' } })).rejects.toThrow(/check-open-prs/);
  });
});

describe('the rfc-lint Check object', () => {
  test('declares every spec rule id once, and the rfc-lint options', () => {
    const ids = rfcLintCheck.rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'rfc/number-collision',
      'rfc/number-claimed-by-open-pr',
      'rfc/number-reserved',
      'rfc/number-reused',
      'rfc/number-not-next',
      'rfc/stale-reference',
      'rfc/deleted-reference',
      'rfc/authors-pr-author',
      'rfc/h1',
      'rfc/index-entry',
    ]) {
      expect(ids).toContain(id);
    }
    expect(rfcLintCheck.options).toBe(RFC_OPTION_SPECS);
    for (const rule of rfcLintCheck.rules) expect(rule.description.length).toBeGreaterThan(10);
  });
});
