import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commentMarker, jobCommentKey, stickyCommentKey } from '../../src/github/sticky-comment.js';
import { parseSections } from '../../src/github/comment-sections.js';
import { makeGitRepo, type GitRepo } from '../support/git-repo.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-server.js';
import { runCliInProcess } from '../support/cli-in-process.js';
import { assertBundle, runAction, runActionInProcess, type ActionRun } from './run-action.js';
import { readFixtureTree } from '../support/fixture-tree.js';

/**
 * The review check end to end (the action's entry in process; `node dist/index.js` for the log
 * contract) on a real checkout of an OpenEnv-shaped repository,
 * against the stand-in GitHub API. The pull request adds a breakpoint() (Tier 1) and a client import from
 * the server (Tier 2); a second push removes the breakpoint.
 */

const REPOSITORY = 'meta-pytorch/OpenEnv';
const PR = 731;
// The publish half keys its comment by the triggering workflow and `review`; comment mode by workflow + job.
const MARKER = commentMarker(stickyCommentKey('CI', ['review']));
const JOB_MARKER = commentMarker(jobCommentKey('CI', undefined));
const FIXTURE = 'test/fixtures/review/openenv-base';
const CLIENT = 'envs/echo_env/client.py';

let repo: GitRepo;
let baseSha: string;
let headSha: string;
let fixedSha: string;

beforeAll(async () => {
  assertBundle();
  repo = await makeGitRepo();
  const files = await readFixtureTree(FIXTURE);
  baseSha = await repo.commit(files, { date: '2026-01-01T00:00:00Z', message: 'base', author: 'Invariant Keeper <1234+invariant-keeper@users.noreply.github.com>' });
  await repo.branch('feature');
  headSha = await repo.commit(
    {
      'envs/echo_env/server/debug.py': 'def go():\n    breakpoint()\n    return 1\n',
      // `noqa`: the unused import is not what this test is about; the result must not depend on ruff being installed.
      [CLIENT]: files[CLIENT]!.replace('from .models import', 'from .server.echo_environment import EchoEnvironment  # noqa: F401\nfrom .models import'),
    },
    { date: '2026-02-01T00:00:00Z', message: 'feature' },
  );
  fixedSha = await repo.commit({ 'envs/echo_env/server/debug.py': 'def go():\n    return 1\n' }, { date: '2026-02-02T00:00:00Z', message: 'fix' });
  await repo.checkout(headSha);
});

afterAll(async () => {
  await repo?.cleanup();
});

let gh: GitHubStandIn;
beforeEach(async () => {
  gh = await startGitHubStandIn({ repository: REPOSITORY });
  gh.addPullRequest({ number: PR, headSha, baseSha, title: 'Echo: debugging helpers', body: 'Small helpers.' });
});
afterEach(async () => {
  await gh.close();
});

function payload(head: string) {
  return {
    action: 'synchronize',
    number: PR,
    repository: { full_name: REPOSITORY },
    pull_request: {
      number: PR,
      title: 'Echo: debugging helpers',
      body: 'Small helpers.',
      user: { login: 'contributor' },
      created_at: '2026-02-01T00:00:00Z',
      head: { sha: head, ref: 'feature', repo: { full_name: REPOSITORY } },
      base: { sha: baseSha, ref: 'main', repo: { full_name: REPOSITORY } },
    },
  };
}

/**
 * One review step. The log-forging test runs the bundle as the runner does; the rest run the action's
 * entry in this process (their subject is the review, its comment and the fork-safe hand-over).
 */
function run(inputs: Record<string, string> = {}, head = headSha, start: typeof runAction = runActionInProcess): Promise<ActionRun> {
  return start({
    inputs: { checks: 'review', token: 'test-token', comment: 'true', 'fail-on': 'never', ...inputs },
    workspace: repo.dir,
    apiUrl: gh.url,
    repository: REPOSITORY,
    eventName: 'pull_request',
    payload: payload(head),
  });
}

const ours = () => gh.comments(PR).filter((c) => c.body.startsWith(`${MARKER}\n`) || c.body.startsWith(`${JOB_MARKER}\n`));

describe('review through the bundled action', () => {
  test('first run creates the comment; a push with a fix updates it; an identical re-run writes nothing', async () => {
    const first = await run();
    expect(first.stderr).not.toMatch(/TypeError|ReferenceError|at .*\.js:\d+/);
    expect(ours()).toHaveLength(1);
    const body = ours()[0]!.body;
    // The comment's review section is exactly what the CLI prints for --format markdown.
    const cli = await runCliInProcess(['review', '--base', baseSha, '--head', headSha, '--repo-slug', REPOSITORY, '--format', 'markdown', '.'], repo.dir);
    expect(body.startsWith(`${JOB_MARKER}\n`)).toBe(true);
    // (after the hidden line that carries its counts for the job's verdict heading)
    expect(parseSections(body.slice(JOB_MARKER.length + 1))).toEqual([{ id: 'review', markdown: expect.stringMatching(/^<!-- openenv-ci:counts:\d+:\d+:\d+:new -->\n/) }]);
    expect(parseSections(body.slice(JOB_MARKER.length + 1))[0]!.markdown.replace(/^.*\n/, '')).toBe(cli.stdout.trimEnd());
    expect(body).toContain('## OpenEnv alignment review');
    expect(body).toContain('`envs/echo_env/server/debug.py:2`');
    expect(body).toContain('**Verdict: request changes**');
    expect(body).toContain('`@invariant-keeper`');
    expect(first.annotations.some((a) => a.properties.title === 'review/debugger' && a.properties.file === 'envs/echo_env/server/debug.py')).toBe(true);

    await repo.checkout(fixedSha);
    try {
      gh.resetRequests();
      await run({}, fixedSha);
      expect(ours()).toHaveLength(1);
      expect(ours()[0]!.body).toContain('**Verdict: comment**');
      expect(gh.writes().map((w) => w.method)).toEqual(['PATCH']);

      gh.resetRequests();
      await run({}, fixedSha);
      expect(gh.writes()).toEqual([]);
    } finally {
      await repo.checkout(headSha);
    }
  });

  test("a fork's read-only token degrades to annotations and the summary, with a warning", async () => {
    const result = await run({ token: 'fork-token' });
    expect(result.exitCode).toBe(0);
    expect(result.warnings.join('\n')).toMatch(/comment/i);
    expect(result.annotations.some((a) => a.properties.title === 'review/debugger')).toBe(true);
    expect(result.summary).toContain('review/debugger');
    expect(gh.comments(PR)).toHaveLength(0);
  });
});

describe('artifact and publish modes (fork-safe review) through the bundled action', () => {
  let artifactDir: string;
  beforeEach(async () => {
    artifactDir = await mkdtemp(join(tmpdir(), 'openenv-ci-artifact-'));
  });
  afterEach(() => rm(artifactDir, { recursive: true, force: true }));

  /** The untrusted pull_request job: writes the artifact, posts nothing. */
  async function writeArtifact(): Promise<string> {
    // State files stay inside the workspace (or RUNNER_TEMP): write it there, then hand it over as the upload would.
    const written = join(repo.dir, '.git', 'openenv-ci-review.json');
    const result = await run({ 'report-mode': 'artifact', 'review-artifact': written });
    expect(result.outputs['review-artifact']).toBe(written);
    // The review has a Tier 1 error, yet the step passes: the upload step after it must run, and the
    // verdict travels in the artifact to the publish half.
    expect(result.outputs['error-count']).not.toBe('0');
    expect(result.exitCode).toBe(0);
    expect(gh.writes()).toEqual([]);
    const path = join(artifactDir, 'openenv-ci-review.json');
    await writeFile(path, await readFile(written));
    return path;
  }

  /** The trusted workflow_run job: reads the artifact and posts. */
  function publish(path: string, run: Record<string, unknown> = { pull_requests: [{ number: PR }] }): Promise<ActionRun> {
    return runActionInProcess({
      inputs: { checks: 'review', token: 'test-token', 'report-mode': 'publish', 'review-artifact': path },
      workspace: artifactDir,
      apiUrl: gh.url,
      repository: REPOSITORY,
      eventName: 'workflow_run',
      payload: { repository: { full_name: REPOSITORY }, workflow_run: { id: 77, name: 'CI', event: 'pull_request', head_sha: headSha, ...run } },
    });
  }

  test('a review-artifact path with newlines cannot forge workflow commands in the log', async () => {
    const forged = join(repo.dir, '.git', 'a\n::warning::FORGED\n::stop-commands::halt\nb.json');
    const result = await run({ 'report-mode': 'artifact', 'review-artifact': forged }, headSha, runAction);
    expect(result.outputs['review-artifact']).toBe(forged);
    expect(result.stdout).toContain('FORGED');
    expect(result.stdout).not.toMatch(/^\s*::(warning::FORGED|stop-commands::)/m);
    expect(result.warnings.join('\n')).not.toContain('FORGED');
  });

  test("posts only to the triggering run's pull request, never to another one at the same commit", async () => {
    const path = await writeArtifact();
    // A fork opens its own pull request at the victim's head commit and triggers a run of its own.
    gh.addPullRequest({ number: PR + 1, headSha, baseSha, headRef: 'copy', headRepo: 'attacker/repo' });
    const forkRun = await publish(path, { pull_requests: [], head_repository: { full_name: 'attacker/repo' }, head_branch: 'copy' });
    expect(forkRun.exitCode).not.toBe(0);
    expect(forkRun.stdout).toMatch(new RegExp(`artifact is for pull request #${PR}, but the triggering run belongs to #${PR + 1}`));
    expect(gh.writes()).toEqual([]);
    // A fork's own run (no pull_requests in the payload) is found by its head repository and branch.
    const victim = gh.pull(PR)!;
    const byBranch = await publish(path, { pull_requests: [], head_repository: { full_name: victim.headRepo }, head_branch: victim.headRef });
    // Posted; the step then fails on the artifact's verdict (the pull request has a Tier 1 issue).
    expect(byBranch.outputs.verdict).toBe('request changes');
    expect(gh.comments(PR + 1)).toEqual([]);
    expect(ours()).toHaveLength(1);
  });

  test('posts the comment from a valid artifact, found by head sha', async () => {
    const path = await writeArtifact();
    const published = await publish(path);
    // The publish half sets the status from the artifact's verdict.
    expect(published.exitCode).toBe(1);
    expect(published.outputs.verdict).toBe('request changes');
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toContain('**Verdict: request changes**');
    expect(published.outputs['comment-id']).toBe(String(ours()[0]!.id));
  });

  test('the published comment is exactly what `openenv-ci review --format markdown` prints for the same range', async () => {
    const published = await publish(await writeArtifact());
    expect(published.exitCode).toBe(1);
    const [marker, ...body] = ours()[0]!.body.split('\n');
    expect(marker).toBe(MARKER);
    const cli = await runCliInProcess(['review', '--base', baseSha, '--head', headSha, '--repo-slug', REPOSITORY, '--format', 'markdown', '.'], repo.dir);
    expect(cli.status).toBe(1); // the breakpoint is a Tier 1 error
    expect(body.join('\n')).toBe(cli.stdout.trimEnd());
  });

  test('rejects a tampered artifact and posts nothing', async () => {
    const path = await writeArtifact();
    const tampered = JSON.parse(await readFile(path, 'utf8'));
    tampered.report.tier1 = [];
    tampered.report.commentMarkdown = 'LGTM, merge it';
    await writeFile(path, JSON.stringify(tampered));
    const refused = await publish(path);
    expect(refused.exitCode).not.toBe(0);
    expect(refused.stdout).toMatch(/review artifact refused/);
    expect(gh.writes()).toEqual([]);

    const otherHead = JSON.parse(await readFile(path, 'utf8'));
    otherHead.report.headSha = 'f'.repeat(40);
    await writeFile(path, JSON.stringify(otherHead));
    expect((await publish(path)).exitCode).not.toBe(0);
    expect(gh.writes()).toEqual([]);
  });
});
