import { afterEach, describe, expect, test } from '@jest/globals';
import { makeGitRepo, type GitRepo } from '../../support/git-repo.js';
import { byRule, indexText, lineOf, pullRequest, rfcText, runRfcLint, sites } from './helpers.js';

/**
 * The 006 case of spec 6.3: the default branch reserves 006 for "production performance simulation"
 * (three mentions, one per file) and 007 for MCP interception; PR 731 adds 006 for External
 * Environment Imports and re-points only one of the mentions.
 */
const PHASES = rfcText('000', 'Design Principles and Broad Roadmap', {
  body: [
    '## Phases',
    '',
    'In the first phase we will focus on:',
    '1. Establishing a convention on what is an environment (RFC 001).',
    '2. Nailing our tools support through MCP (RFC 003).',
    '3. Enabling production performance simulation to minimize training-production delta (RFC 006).',
    '4. Exploring MCP protocol interception for observability (RFC 007).',
  ],
});
const PHASES_REPOINTED = PHASES.replace(
  'training-production delta (RFC 006).',
  'training-production delta (upcoming RFC).',
);
const ABSTRACTIONS = rfcText('001', 'OpenEnv Basic Abstractions', {
  body: ['## Design', '', 'Simulating production performance characteristics is left to RFC 006.'],
});
const MCP = rfcText('003', 'MCP Support', {
  body: ['## Design', '', 'Performance simulation of MCP servers is covered in RFC 006 and interception in RFC 007.'],
});
const BASE_INDEX: Array<[string, string]> = [
  ['000-project-phases.md', 'Design Principles and Broad Roadmap'],
  ['001-abstractions.md', 'OpenEnv Basic Abstractions'],
  ['003-mcp-support.md', 'MCP Support'],
];
const IMPORTS = rfcText('006', 'External Environment Imports', { created: '2026-06-01' });
const SIMULATION = rfcText('006', 'Production Performance Simulation', { created: '2026-06-01' });

let repo: GitRepo;
afterEach(async () => repo?.cleanup());

async function defaultBranch(): Promise<void> {
  repo = await makeGitRepo();
  await repo.commit(
    {
      'rfcs/README.md': indexText(BASE_INDEX),
      'rfcs/000-project-phases.md': PHASES,
      'rfcs/001-abstractions.md': ABSTRACTIONS,
      'rfcs/003-mcp-support.md': MCP,
    },
    { date: '2025-10-20T12:00:00Z', message: 'RFCs 000-003' },
  );
}

/** Branch `pr` off main with one commit, then the merge ref `merge` = main + pr (HEAD of the action). */
async function pullRequestBranch(files: Record<string, string | null>, date = '2026-06-01T09:00:00Z'): Promise<string> {
  await repo.branch('pr');
  await repo.commit(files, { date, message: 'add RFC 006', author: 'Ben <ben@example.com>' });
  await repo.checkout('main');
  await repo.branch('merge');
  return repo.merge('pr', { date: '2026-06-13T10:00:00Z' });
}

const PR_731 = pullRequest(731, '2026-06-01T10:00:00Z', 'alice');

describe('rfc/number-reserved and rfc/stale-reference in pull-request mode', () => {
  test('PR 731: a partial re-point still fails on the surviving reservations', async () => {
    await defaultBranch();
    const head = await pullRequestBranch({
      'rfcs/006-external-environment-imports.md': IMPORTS,
      'rfcs/000-project-phases.md': PHASES_REPOINTED,
      'rfcs/README.md': indexText([...BASE_INDEX, ['006-external-environment-imports.md', 'External Environment Imports']]),
    });
    const result = await runRfcLint(repo, { base: 'main', head, pullRequest: PR_731 });

    const abstractionsLine = lineOf(ABSTRACTIONS, 'RFC 006');
    const mcpLine = lineOf(MCP, 'RFC 006');
    expect(sites(result.findings, 'rfc/stale-reference')).toEqual([
      `rfc/stale-reference rfcs/001-abstractions.md:${abstractionsLine}`,
      `rfc/stale-reference rfcs/003-mcp-support.md:${mcpLine}`,
    ]);
    const stale = byRule(result.findings, 'rfc/stale-reference');
    expect(stale.every((f) => f.severity === 'error')).toBe(true);
    expect(stale[0]!.message).toContain('now points at "External Environment Imports"');
    expect(stale[0]!.message).toContain('next free: 008');

    const reserved = byRule(result.findings, 'rfc/number-reserved');
    expect(sites(reserved)).toEqual([`rfc/number-reserved rfcs/006-external-environment-imports.md:${lineOf(IMPORTS, '**RFC ID**')}`]);
    expect(reserved[0]!.severity).toBe('error');
    expect(reserved[0]!.message).toBe(
      `RFC 006 is reserved for "Simulating production performance characteristics is left to" ` +
        `(001-abstractions.md:${abstractionsLine}, 003-mcp-support.md:${mcpLine}). Use 008 or update those references in this PR.`,
    );
    // The numbering table names the next free number and the reservation sites.
    const table = result.sections?.find((s) => s.title === 'RFC numbering');
    expect(table?.markdown).toContain('Next free RFC number: 008');
    expect(table?.markdown).toMatch(/\| 006 \| reserved \|/);
    expect(table?.markdown).toMatch(/\| 007 \| reserved \|/);
  });

  test('re-pointing every reservation in the same PR passes', async () => {
    await defaultBranch();
    const head = await pullRequestBranch({
      'rfcs/006-external-environment-imports.md': IMPORTS,
      'rfcs/000-project-phases.md': PHASES_REPOINTED,
      'rfcs/001-abstractions.md': ABSTRACTIONS.replace('left to RFC 006', 'left to an upcoming RFC'),
      'rfcs/003-mcp-support.md': MCP.replace('covered in RFC 006 and', 'covered in an upcoming RFC and'),
    });
    const result = await runRfcLint(repo, { base: 'main', head, pullRequest: PR_731 });
    expect(sites(result.findings, 'rfc/stale-reference')).toEqual([]);
    expect(sites(result.findings, 'rfc/number-reserved')).toEqual([]);
  });

  test('a reservation whose topic matches the new RFC is fulfilled', async () => {
    await defaultBranch();
    const head = await pullRequestBranch({ 'rfcs/006-production-performance-simulation.md': SIMULATION });
    const result = await runRfcLint(repo, { base: 'main', head, pullRequest: PR_731 });
    expect(sites(result.findings, 'rfc/stale-reference')).toEqual([]);
    expect(sites(result.findings, 'rfc/number-reserved')).toEqual([]);
  });

  test.each([
    ['after the PR started claiming the number cites it (not stale)', '2026-06-05T09:00:00Z', false],
    ['before the PR opened is a reservation (stale)', '2026-05-01T09:00:00Z', true],
  ])('a mention written %s', async (_name, writtenAt, stale) => {
    await defaultBranch();
    await repo.branch('pr');
    await repo.commit({ 'rfcs/006-external-environment-imports.md': IMPORTS }, { date: '2026-06-01T09:00:00Z' });
    await repo.checkout('main');
    const notes = 'Our next design document is RFC 006, landing soon.\n';
    await repo.commit({ 'docs/notes.md': notes }, { date: writtenAt });
    await repo.branch('merge');
    const head = await repo.merge('pr', { date: '2026-06-13T10:00:00Z' });
    const result = await runRfcLint(repo, { base: 'main', head, pullRequest: PR_731 });
    const expected = [
      `rfc/stale-reference rfcs/000-project-phases.md:${lineOf(PHASES, 'RFC 006')}`,
      `rfc/stale-reference rfcs/001-abstractions.md:${lineOf(ABSTRACTIONS, 'RFC 006')}`,
      `rfc/stale-reference rfcs/003-mcp-support.md:${lineOf(MCP, 'RFC 006')}`,
      ...(stale ? ['rfc/stale-reference docs/notes.md:1'] : []),
    ].sort();
    expect(sites(result.findings, 'rfc/stale-reference')).toEqual(expected);
    expect(byRule(result.findings, 'rfc/number-reserved')[0]!.message.includes('notes.md:1')).toBe(stale);
  });

  test('without an RFC ID field the error goes on the H1 line; the sites list stays short', async () => {
    await defaultBranch();
    const many = Array.from({ length: 14 }, (_, i) => `Line ${i}: latency simulation lands in RFC 006.`).join('\n\n');
    await repo.commit({ 'docs/many.md': `# Many\n\n${many}\n` }, { date: '2025-10-21T00:00:00Z' });
    const head = await pullRequestBranch({ 'rfcs/006-external-environment-imports.md': IMPORTS.replace(/\*\*RFC ID\*\*.*\n/, '') });
    const result = await runRfcLint(repo, { base: 'main', head, pullRequest: PR_731 });
    const [reserved] = byRule(result.findings, 'rfc/number-reserved');
    expect(`${reserved!.file}:${reserved!.line}`).toBe('rfcs/006-external-environment-imports.md:1');
    expect(reserved!.message).toContain('and 7 more)');
    expect(byRule(result.findings, 'rfc/stale-reference')).toHaveLength(17);
  });

  test('the CLI form: HEAD is the working tree and the new file is not committed yet', async () => {
    await defaultBranch();
    await repo.write({ 'rfcs/006-external-environment-imports.md': IMPORTS });
    const result = await runRfcLint(repo, { base: 'main' });
    expect(sites(result.findings, 'rfc/number-reserved')).toEqual([
      `rfc/number-reserved rfcs/006-external-environment-imports.md:${lineOf(IMPORTS, '**RFC ID**')}`,
    ]);
    expect(byRule(result.findings, 'rfc/stale-reference')).toHaveLength(3);
  });
});
