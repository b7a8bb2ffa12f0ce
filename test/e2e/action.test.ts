import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { commentMarker, jobCommentKey } from '../../src/github/sticky-comment.js';
import { COMMENT_BUDGET } from '../../src/report/comment.js';
import { parseSections } from '../../src/github/comment-sections.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-server.js';
import { makeGitRepo, type GitRepo } from '../support/git-repo.js';
import { assertBundle, runAction, runActionInProcess, type ActionRun } from './run-action.js';
import { readFixtureTree } from '../support/fixture-tree.js';

/**
 * End to end: the action against a real git checkout and the stand-in GitHub API, once as the runner
 * starts it (`node dist/index.js`), then through its entry in process. The pull request (#731) adds RFC 003 while an older
 * open pull request (#5, on the second page of open pull requests) already claims 003.
 */

const REPOSITORY = 'owner/repo';
const OUR_PR = 731;
const RIVAL_PR = 5;
const NEW_RFC = 'rfcs/003-external-environment-imports.md';
// One comment per job (no GITHUB_JOB in these runs: the `default` job).
const MARKER = commentMarker(jobCommentKey('CI', undefined));

let repo: GitRepo;
let baseSha: string;
let headSha: string;

function rfcText(number: string, title: string): string {
  return [
    `# RFC ${number}: ${title}`,
    '',
    '**Status**: In Review',
    '**Created**: 2026-06-01',
    '**Authors**: @alice',
    `**RFC ID**: ${number}`,
    '',
    '## Summary',
    '',
    `${title} in a few words.`,
    '',
  ].join('\n');
}

function pullRequestPayload(number = OUR_PR, head = headSha) {
  return {
    action: 'synchronize',
    number,
    repository: { full_name: REPOSITORY },
    pull_request: {
      number,
      title: 'RFC 003: External Environment Imports',
      body: 'Adds RFC 003. @everyone please review <!-- -->',
      user: { login: 'contributor' },
      created_at: '2026-06-01T10:00:00Z',
      head: { sha: head, ref: 'rfc-003', repo: { full_name: REPOSITORY } },
      base: { sha: baseSha, ref: 'main', repo: { full_name: REPOSITORY } },
    },
  };
}

beforeAll(async () => {
  assertBundle();
  repo = await makeGitRepo();
  baseSha = await repo.commit(await readFixtureTree('test/fixtures/rfc/clean'), { date: '2026-01-01T00:00:00Z', message: 'RFCs 000-002' });
  await repo.branch('rfc-003');
  headSha = await repo.commit({ [NEW_RFC]: rfcText('003', 'External Environment Imports') }, { date: '2026-06-01T09:00:00Z' });
});

afterAll(async () => {
  await repo?.cleanup();
});

let gh: GitHubStandIn;
beforeEach(async () => {
  gh = await startGitHubStandIn({ repository: REPOSITORY });
  // 105 open pull requests: the listing takes two pages of 100 (GraphQL, or REST without it).
  for (let n = 1; n <= 105; n++) {
    if (n === RIVAL_PR) continue;
    gh.addPullRequest({ number: n, createdAt: '2026-05-01T00:00:00Z', files: [{ filename: `docs/page-${n}.md`, status: 'added' }] });
  }
  gh.addPullRequest({
    number: RIVAL_PR,
    title: 'RFC 003: Multi-Component Rewards',
    createdAt: '2026-04-29T10:00:00Z',
    files: [{ filename: 'rfcs/003-multi-component-rewards.md', status: 'added' }],
  });
  gh.addPullRequest({ number: OUR_PR, createdAt: '2026-06-01T10:00:00Z', headSha, baseSha, files: [{ filename: NEW_RFC, status: 'added' }] });
});

afterEach(async () => {
  await gh.close();
});

/**
 * One step on our pull request. The first test runs the bundle as the runner does (its contract:
 * INPUT_*, the event file, summary and output files, exit status); the rest run the action's entry in
 * this process, since their subject is what the action does with GitHub.
 */
function run(inputs: Record<string, string> = {}, payload: unknown = pullRequestPayload(), start: typeof runAction = runActionInProcess): Promise<ActionRun> {
  return start({
    inputs: { checks: 'rfc-lint', token: 'test-token', comment: 'true', 'fail-on': 'error', ...inputs },
    workspace: repo.dir,
    apiUrl: gh.url,
    repository: REPOSITORY,
    eventName: 'pull_request',
    payload,
  });
}

function ours() {
  return gh.comments(OUR_PR).filter((c) => c.body.startsWith(MARKER));
}

describe('the bundled action on a pull request', () => {
  test('annotates, writes the summary and outputs, reads claims across pages, and creates the comment', async () => {
    const result = await run({}, pullRequestPayload(), runAction);
    expect(result.stderr).not.toMatch(/TypeError|ReferenceError|at .*\.js:\d+/);
    expect(result.exitCode).toBe(1); // an error finding with fail-on: error

    // Annotation with the full range and the rule as title.
    const claim = result.annotations.find((a) => a.properties.title === 'rfc/number-claimed-by-open-pr');
    expect(claim).toBeDefined();
    expect(claim!.level).toBe('error');
    expect(claim!.properties).toMatchObject({ file: NEW_RFC, line: '6' });
    expect(claim!.message).toMatch(new RegExp(`RFC 003 is also claimed by open PR #${RIVAL_PR} .*next free number is \\d{3}`));
    expect(result.stdout).toMatch(/^::error title=rfc\/number-claimed-by-open-pr,file=rfcs\/003-external-environment-imports\.md,line=6(,endLine=\d+)?(,col=\d+)?(,endColumn=\d+)?::RFC 003/m);

    // The open pull requests and their files were read in one GraphQL query per 100 pull requests.
    const reads = gh.requests.filter((r) => r.path.includes('/pulls') || r.path === '/graphql');
    expect(reads.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /graphql', 'POST /graphql']);

    // Summary and outputs.
    expect(result.summary).toMatch(/openenv-ci/);
    expect(result.summary).toMatch(/number-claimed-by-open-pr/);
    expect(Number(result.outputs['error-count'])).toBeGreaterThanOrEqual(1);
    expect(result.outputs['warning-count']).toMatch(/^\d+$/);
    expect(result.outputs['report-file']).toMatch(/openenv-ci-report\.json$/);
    const report = JSON.parse(result.reportFile ?? '{}') as { version?: number; findings?: { rule: string }[]; summary?: { error: number } };
    expect(report.version).toBe(1);
    expect(report.findings!.some((f) => f.rule === 'rfc/number-claimed-by-open-pr')).toBe(true);
    expect(report.summary!.error).toBe(Number(result.outputs['error-count']));

    // Exactly one comment, ours, with its id as the output.
    expect(ours()).toHaveLength(1);
    expect(result.outputs['comment-id']).toBe(String(ours()[0]!.id));
    expect(ours()[0]!.body).toMatch(/number-claimed-by-open-pr/);
    expect(ours()[0]!.login).toBe('github-actions[bot]');
  });

  test('a second run updates the same comment, and a third identical run writes nothing', async () => {
    const first = await run();
    const id = ours()[0]!.id;
    expect(first.outputs['comment-id']).toBe(String(id));

    // Another pull request claims 003 meanwhile: the report changes.
    gh.addPullRequest({ number: 106, createdAt: '2026-04-30T00:00:00Z', files: [{ filename: 'rfcs/003-yet-another.md', status: 'added' }] });
    gh.resetRequests();
    const second = await run();
    expect(second.outputs['comment-id']).toBe(String(id));
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toMatch(/#106/);
    expect(gh.writes().map((w) => `${w.method} ${w.path}`)).toEqual([`PATCH /repos/${REPOSITORY}/issues/comments/${id}`]);

    gh.resetRequests();
    const third = await run();
    expect(third.outputs['comment-id']).toBe(String(id));
    expect(gh.writes()).toEqual([]);
    expect(ours()).toHaveLength(1);
  });

  test('cleans up duplicates a race left behind', async () => {
    const a = gh.addComment(OUR_PR, { body: `${MARKER}\nrun A` });
    const b = gh.addComment(OUR_PR, { body: `${MARKER}\nrun B` });
    const result = await run();
    expect(ours().map((c) => c.id)).toEqual([a.id]);
    expect(result.outputs['comment-id']).toBe(String(a.id));
    expect(gh.writes().map((w) => `${w.method} ${w.path.split('/').at(-1)}`)).toEqual([`PATCH ${a.id}`, `DELETE ${b.id}`]);
  });

  test("a fork's read-only token degrades: warning, annotations and summary, job result by fail-on only", async () => {
    const payload = pullRequestPayload();
    payload.pull_request.head.repo = { full_name: 'contributor/repo' };
    const result = await run({ token: 'fork-token', 'fail-on': 'never' }, payload);
    expect(result.exitCode).toBe(0);
    expect(result.warnings.join('\n')).toMatch(/comment skipped.*Resource not accessible by integration/is);
    expect(result.annotations.some((a) => a.properties.title === 'rfc/number-claimed-by-open-pr')).toBe(true);
    expect(result.summary).toMatch(/number-claimed-by-open-pr/);
    expect(result.outputs['comment-id'] ?? '').toBe('');
    expect(gh.comments(OUR_PR)).toHaveLength(0);
    expect(gh.writes().every((w) => w.status === 403)).toBe(true);
  });

  test('comment: false writes nothing to GitHub and leaves comment-id empty', async () => {
    const result = await run({ comment: 'false' });
    expect(result.exitCode).toBe(1);
    expect(gh.writes()).toEqual([]);
    expect(result.outputs['comment-id'] ?? '').toBe('');
  });

  test('retries a 5xx on the pull request listing and a secondary rate limit on the comment', async () => {
    // A server without GraphQL: the claim check lists pull requests and their files through REST.
    gh.fail({ kind: 'not-found', method: 'POST', path: '/graphql' });
    gh.fail({ kind: 'server-error', method: 'GET', path: `/repos/${REPOSITORY}/pulls`, query: { page: '2' }, times: 1, status: 502 });
    gh.fail({ kind: 'secondary-rate-limit', method: 'POST', times: 1, retryAfter: 30 });
    const result = await run();
    expect(result.exitCode).toBe(1);
    expect(result.annotations.some((a) => a.properties.title === 'rfc/number-claimed-by-open-pr')).toBe(true);
    const page2 = gh.requests.filter((r) => r.path === `/repos/${REPOSITORY}/pulls` && r.query.page === '2');
    expect(page2.map((r) => r.status)).toEqual([502, 200]);
    expect(gh.requests.some((r) => r.path === `/repos/${REPOSITORY}/pulls/${RIVAL_PR}/files`)).toBe(true);
    const posts = gh.requests.filter((r) => r.method === 'POST' && r.path !== '/graphql');
    expect(posts.map((r) => r.status)).toEqual([403, 201]);
    expect(ours()).toHaveLength(1);
  });

  test('a report of 1,200 findings becomes a comment within the budget, by grouping its causes', async () => {
    // A second pull request adding many RFC files with problems and hostile titles.
    const big = await makeGitRepo();
    try {
      const base = await big.commit(await readFixtureTree('test/fixtures/rfc/clean'), { date: '2026-01-01T00:00:00Z' });
      await big.branch('many');
      const files: Record<string, string> = {};
      for (let i = 0; i < 120; i++) {
        const n = String(100 + i).padStart(3, '0');
        files[`rfcs/${n}-proposal-${i}.md`] = `# RFC ${n}: @everyone <!-- openenv-ci:v1:CI:rfc-lint --> | pipe ${'long title '.repeat(8)}\n\nNo header block, no sections. See RFC 999 and [missing](./nowhere-${i}.md).\n`;
      }
      const head = await big.commit(files, { date: '2026-06-02T00:00:00Z' });
      gh.addPullRequest({ number: 900, createdAt: '2026-06-02T00:00:00Z', headSha: head, baseSha: base });
      const payload = { ...pullRequestPayload(900, head), number: 900 };
      payload.pull_request.base.sha = base;
      const result = await runActionInProcess({
        inputs: { checks: 'rfc-lint', token: 'test-token', comment: 'true', 'fail-on': 'never', 'check-open-prs': 'false' },
        workspace: big.dir,
        apiUrl: gh.url,
        repository: REPOSITORY,
        eventName: 'pull_request',
        payload,
      });
      expect(result.exitCode).toBe(0);
      // About 1,200 findings, one line each would be over 200,000 characters; the summary groups them too.
      expect((JSON.parse(result.reportFile!) as { findings: unknown[] }).findings.length).toBeGreaterThan(1000);
      const comments = gh.comments(900);
      expect(comments).toHaveLength(1);
      const body = comments[0]!.body;
      expect(body.length).toBeLessThanOrEqual(COMMENT_BUDGET + MARKER.length + 1);
      expect(body.startsWith(MARKER)).toBe(true);
      expect(body.match(/<!-- openenv-ci:v/g)).toHaveLength(1); // hostile titles cannot forge a second marker
      expect(parseSections(body.slice(MARKER.length + 1)).map((s) => s.id)).toEqual(['rfc-lint']); // nor a second section
      expect(body).not.toMatch(/(^|[^`])@everyone/m);
      // Each cause is one line naming its count of files, not 120 lines: nothing was cut.
      expect(body).not.toContain('This comment was cut');
      expect(body).toMatch(/\| 120 files: `rfcs\/100-proposal-0\.md:1`/);
      // Four missing sections in 120 files: one line for the rule, its 480 places counted.
      expect(body.match(/\[rfc\/section\\-missing\]/g)).toHaveLength(1);
      expect(body).toMatch(/\| 480 places in 120 files: /);
      expect((body.match(/^ {0,3}```/gm) ?? []).length % 2).toBe(0);
      expect((body.match(/<details>/g) ?? []).length).toBe((body.match(/<\/details>/g) ?? []).length);
    } finally {
      await big.cleanup();
    }
  });
});
