import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-server.js';
import { makeGitRepo, type GitRepo } from '../support/git-repo.js';
import { readFixtureTree } from '../support/fixture-tree.js';
import { joinersInCode, liveMentions } from '../support/markdown-safety.js';
import { assertBundle, runAction, runActionInProcess, type ActionRun } from './run-action.js';

/**
 * The scope model end to end (docs/scope.md): the action (the bundle for the first case of each
 * layout, its entry in process for the rest) on a real git repository with two
 * environments, one with pre-existing manifest defects. A pull request is judged by what it changes.
 * The same story runs with the repository at the workspace root and below `examples/openenv-repo`
 * (`path:` input): reported paths are repository paths either way.
 */

const REPOSITORY = 'owner/repo';
const PR = 12;

interface Scenario {
  repo: GitRepo;
  baseSha: string;
  /** Branch that adds one defect to the clean environment. */
  defectBranch: string;
  /** Branch that only edits a README. */
  readmeBranch: string;
}

async function environmentFiles(prefix: string): Promise<Record<string, string>> {
  const echo = await readFixtureTree('test/fixtures/validate/echo_env');
  const files: Record<string, string> = {};
  for (const [env, manifest] of [
    ['clean_env', (text: string) => text.replace('name: echo_env', 'name: clean_env')],
    // Pre-existing defects: a file path for `app` (an error) and a quoted port.
    ['broken_env', (text: string) => text.replace('name: echo_env', 'name: broken_env').replace('app: server.app:app', 'app: server/app.py').replace('port: 8000', 'port: "8000"')],
  ] as const) {
    for (const [path, text] of Object.entries(echo)) files[`${prefix}envs/${env}/${path}`] = path === 'openenv.yaml' ? manifest(text) : text;
  }
  files[`${prefix}README.md`] = '# Environments\n\nTwo environments.\n';
  return files;
}

async function scenario(prefix: string): Promise<Scenario> {
  const repo = await makeGitRepo();
  const baseSha = await repo.commit(await environmentFiles(prefix), { date: '2026-01-01T00:00:00Z', message: 'two environments' });
  const cleanManifest = `${prefix}envs/clean_env/openenv.yaml`;
  const manifest = await readFile(join(repo.dir, cleanManifest), 'utf8');
  await repo.branch('defect');
  // One new defect; a comment line on top shifts every line of the file.
  await repo.commit({ [cleanManifest]: `# clean env\n${manifest.replace('app: server.app:app', 'app: server/app.py')}` }, { date: '2026-01-02T00:00:00Z' });
  await repo.checkout('main');
  await repo.branch('readme');
  await repo.commit({ [`${prefix}README.md`]: '# Environments\n\nTwo environments, @everyone.\n' }, { date: '2026-01-02T00:00:00Z' });
  return { repo, baseSha, defectBranch: 'defect', readmeBranch: 'readme' };
}

let gh: GitHubStandIn;
beforeEach(async () => {
  gh = await startGitHubStandIn({ repository: REPOSITORY });
});
afterEach(async () => {
  await gh.close();
});

/**
 * One step on a pull request from `branch`: the action's entry in this process (the subject is the
 * scope model); the first case runs the bundle as the runner does, once per layout.
 */
async function runOn(s: Scenario, branch: string, inputs: Record<string, string> = {}, start: typeof runAction = runActionInProcess): Promise<ActionRun & { comment?: string; headSha: string }> {
  await s.repo.checkout(branch);
  const headSha = await s.repo.revParse('HEAD');
  gh.addPullRequest({ number: PR, createdAt: '2026-01-02T00:00:00Z', headSha, baseSha: s.baseSha, files: [] });
  const result = await start({
    inputs: { checks: 'manifests,validate', token: 'test-token', comment: 'true', 'fail-on': 'error', 'sarif-file': 'out/report.sarif', ...inputs },
    workspace: s.repo.dir,
    apiUrl: gh.url,
    repository: REPOSITORY,
    eventName: 'pull_request',
    payload: {
      action: 'synchronize',
      number: PR,
      repository: { full_name: REPOSITORY },
      pull_request: {
        number: PR,
        title: 'A change',
        body: '',
        user: { login: 'contributor' },
        created_at: '2026-01-02T00:00:00Z',
        head: { sha: headSha, ref: branch, repo: { full_name: REPOSITORY } },
        base: { sha: s.baseSha, ref: 'main', repo: { full_name: REPOSITORY } },
      },
    },
  });
  const comment = gh.comments(PR).at(-1)?.body;
  // Annotations name a file; the step's closing `::error::` (setFailed) does not.
  const annotations = result.annotations.filter((a) => a.properties.file !== undefined);
  return { ...result, annotations, headSha, ...(comment === undefined ? {} : { comment }) };
}

interface JsonReport {
  findings: { rule: string; file: string; scope?: string; fingerprint: string }[];
  summary: { error: number };
}

function sarifUris(repo: GitRepo): Promise<string[]> {
  return readFile(join(repo.dir, 'out/report.sarif'), 'utf8').then((text) =>
    (JSON.parse(text) as { runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] }).runs[0]!.results.map(
      (r) => r.locations[0]!.physicalLocation.artifactLocation.uri,
    ),
  );
}

for (const prefix of ['', 'examples/openenv-repo/']) {
  describe(`scope on a pull request${prefix ? ` with path: ${prefix.slice(0, -1)}` : ''}`, () => {
    let s: Scenario;
    const inputs: Record<string, string> = prefix ? { path: prefix.slice(0, -1) } : {};
    beforeAll(async () => {
      assertBundle();
      s = await scenario(prefix);
    });
    afterAll(async () => {
      await s?.repo.cleanup();
    });

    test('(a) a pull request that adds one defect to the clean environment fails on exactly that finding', async () => {
      const run = await runOn(s, s.defectBranch, inputs, runAction);
      expect(run.stderr).not.toMatch(/TypeError|ReferenceError|internal error/);
      expect(run.exitCode).toBe(1);
      const errors = run.annotations.filter((a) => a.level === 'error');
      expect(errors.map((a) => `${a.properties.title} ${a.properties.file}:${a.properties.line}`)).toEqual([
        `openenv-yaml/app-format ${prefix}envs/clean_env/openenv.yaml:6`,
      ]);
      // Nothing from the untouched environment is annotated.
      expect(run.annotations.filter((a) => a.properties.file?.includes('broken_env'))).toEqual([]);
      for (const a of run.annotations) expect(a.properties.file!.startsWith(`${prefix}envs/clean_env/`)).toBe(true);
      // The summary counts the pre-existing findings and lists them in a collapsed section.
      expect(run.summary).toMatch(/pre-existing finding/);
      expect(run.summary).toMatch(/<details><summary>Pre-existing findings: \d+/);
      expect(run.summary).toContain(`${prefix}envs/broken_env/openenv.yaml`);
      // The comment lists the new finding; the old ones are the job summary's.
      expect(run.comment).toContain('app\\-format');
      expect(run.comment).not.toContain('broken_env');
      expect(run.comment).not.toMatch(/pre-existing/i);
      expect(run.comment!.split('\n')[1]).toBe('## ❌ openenv-ci: 1 new error, 0 new warnings in this pull request');
      // JSON: pre-existing findings are there, marked; the summary counts the new ones.
      const report = JSON.parse(run.reportFile!) as JsonReport;
      expect(report.summary.error).toBe(1);
      const old = report.findings.filter((f) => f.scope === 'pre-existing');
      expect(old.some((f) => f.rule === 'openenv-yaml/app-format' && f.file === `${prefix}envs/broken_env/openenv.yaml`)).toBe(true);
      expect(report.findings.filter((f) => f.scope !== 'pre-existing').every((f) => f.file.startsWith(`${prefix}envs/clean_env/`))).toBe(true);
      // SARIF names repository paths.
      for (const uri of await sarifUris(s.repo)) expect(uri.startsWith(prefix.slice(0, -1) || 'envs/')).toBe(true);
      // Rendered markdown: no live mention outside code, no invisible joiner inside code.
      for (const md of [run.summary, run.comment!]) {
        expect(liveMentions(md)).toEqual([]);
        expect(joinersInCode(md)).toEqual([]);
      }
    });

    test('(b) a pull request that only edits a README passes quietly with a short comment', async () => {
      const run = await runOn(s, s.readmeBranch, inputs);
      expect(run.stderr).not.toMatch(/internal error/);
      expect(run.exitCode).toBe(0);
      expect(run.annotations).toEqual([]);
      expect(run.comment).toBeDefined();
      expect(run.comment!.length).toBeLessThanOrEqual(3000);
      expect(run.comment).toMatch(/^## ✅ openenv-ci: nothing new to fix in this pull request$/m);
      expect(run.summary).toMatch(/Pre-existing findings: \d+/);
      const report = JSON.parse(run.reportFile!) as JsonReport;
      expect(report.summary.error).toBe(0);
      expect(report.findings.length).toBeGreaterThan(0);
      expect(report.findings.every((f) => f.scope === 'pre-existing')).toBe(true);
    });

    test('(c) scope: all reports every finding, as before', async () => {
      const run = await runOn(s, s.readmeBranch, { ...inputs, scope: 'all' });
      expect(run.exitCode).toBe(1);
      const errors = run.annotations.filter((a) => a.level === 'error');
      expect(errors.map((a) => `${a.properties.title} ${a.properties.file}`)).toEqual([`openenv-yaml/app-format ${prefix}envs/broken_env/openenv.yaml`]);
      for (const a of run.annotations) expect(a.properties.file!.startsWith(prefix || 'envs/')).toBe(true);
      const report = JSON.parse(run.reportFile!) as JsonReport;
      expect(report.findings.some((f) => f.scope !== undefined)).toBe(false);
      expect(run.summary).not.toMatch(/Pre-existing findings/);
      for (const uri of await sarifUris(s.repo)) expect(uri.startsWith(prefix.slice(0, -1) || 'envs/')).toBe(true);
    });
  });
}
