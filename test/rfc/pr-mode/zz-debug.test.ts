import { test } from '@jest/globals';
import { makeGitRepo } from '../../support/git-repo.js';
import { indexText, pullRequest, rfcText, runRfcLint } from './helpers.js';
test('debug', async () => {
  const repo = await makeGitRepo();
  await repo.commit({
    'rfcs/README.md': indexText([['000-project-phases.md', 'Phases']]),
    'rfcs/000-project-phases.md': rfcText('000', 'Project Phases', { body: ['5. Enabling production performance simulation (RFC 006).'] }),
    'docs/a.md': '# A\n\nSee [RFC 006: Production performance simulation](../rfcs/006-performance-simulation.md).\n',
  }, { date: '2025-10-20T00:00:00Z' });
  await repo.branch('pr');
  await repo.commit({ 'rfcs/006-external-environment-imports.md': rfcText('006', 'External Environment Imports', { authors: '@ben' }) }, { date: '2026-06-01T00:00:00Z' });
  const r = await runRfcLint(repo, { base: 'main', head: 'pr', pullRequest: pullRequest(731, '2026-06-01T10:00:00Z', 'burtenshaw') });
  console.log(r.findings.map((f) => `${f.severity} ${f.rule} ${f.file}:${f.line} ${f.message}`).join('\n'));
  console.log(r.sections![0]!.text);
  console.log(r.logs.join('\n'));
  const full = await runRfcLint(repo, {});
  console.log(full.findings.map((f) => `${f.severity} ${f.rule} ${f.file}:${f.line} ${f.message}`).join('\n'));
  await repo.cleanup();
});
