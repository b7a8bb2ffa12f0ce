import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseReviewArtifact } from '../../src/checks/review/artifact.js';
import { makeRepo, type TempRepo } from '../review/support.js';
import { runCliInProcess } from '../support/cli-in-process.js';
import { assertBundle, runAction } from './run-action.js';

/**
 * `--import-reports` / the `import-reports` input: JSON reports of earlier jobs (rfc-lint, manifests,
 * validate) folded into the review comment, through the CLI's entry and the bundled action on a real
 * git repository. A report that is not ours is a usage error (exit 2), whatever it contains.
 */

/** The CLI's entry in this process: the subject is how reports are imported, not the bundle. */
const cli = (args: string[], cwd: string) => runCliInProcess(args, cwd);

interface ImportedFinding {
  rule: string;
  severity: 'error' | 'warning' | 'notice';
  file: string;
  line?: number;
  message: string;
  fingerprint: string;
  check?: string;
}

const report = (findings: ImportedFinding[]) => JSON.stringify({ version: 1, findings, summary: { error: 0, warning: 0, notice: 0 } });

const PORT = {
  rule: 'openenv-yaml/port-mismatch',
  severity: 'error',
  file: 'envs/echo_env/openenv.yaml',
  line: 3,
  message: 'Port 7860 @everyone <!-- openenv-ci:v1:CI:review --> | differs from the Dockerfile; set port: 8000.',
  fingerprint: 'f'.repeat(32),
  check: 'manifests',
} as const satisfies ImportedFinding;

const H1 = { rule: 'rfc/h1', severity: 'warning', file: 'rfcs/004-rubrics.md', line: 1, message: 'First line must be "# RFC: Title".', fingerprint: 'e'.repeat(32), check: 'rfc-lint' } as const satisfies ImportedFinding;

let repo: TempRepo;
beforeAll(async () => {
  assertBundle();
  // The change touches the files the imported findings are about (findings elsewhere are pre-existing).
  repo = makeRepo({
    'envs/echo_env/server/debug.py': 'def go():\n    breakpoint()\n    return 1\n',
    'envs/echo_env/openenv.yaml': 'spec_version: 1\nname: echo_env\nport: 7860\n',
    'rfcs/004-rubrics.md': 'Rubrics, rewritten.\n',
  });
  const noCheck: ImportedFinding = { rule: 'validate/configuration', severity: 'error', file: 'envs/echo_env/openenv.yaml', message: 'From a report without check ids.', fingerprint: 'd'.repeat(32) };
  await writeFile(join(repo.dir, 'earlier.json'), report([PORT, H1, noCheck]));
});
afterAll(() => repo?.cleanup());

const reviewArgs = () => ['review', '--base', repo.base, '--head', repo.head, '.'];

describe('openenv-ci review --import-reports', () => {
  test('findings of an earlier job appear in the review comment, escaped, under their tier', async () => {
    const run = await cli([...reviewArgs(), '--import-reports', 'earlier.json', '--format', 'markdown'], repo.dir);
    expect(run.stderr).not.toMatch(/internal error/);
    expect(run.status).toBe(1); // the review's own Tier 1 (breakpoint) fails with fail-on error
    const tier1 = run.stdout.slice(run.stdout.indexOf('### Tier 1'), run.stdout.indexOf('### Tier 2'));
    expect(tier1).toContain('`envs/echo_env/server/debug.py:2`');
    expect(tier1).toMatch(/`envs\/echo_env\/openenv\.yaml:3` — Port 7860 `@everyone` &lt;\\!\\-\\- openenv\\-ci:v1:CI:review \\-\\-&gt; \\\| differs/);
    expect(tier1).toContain('_(manifests: openenv\\-yaml/port\\-mismatch)_');
    expect(tier1).toContain('From a report without check ids\\. _(imported: validate/configuration)_');
    const tier2 = run.stdout.slice(run.stdout.indexOf('### Tier 2'), run.stdout.indexOf('### Summary'));
    expect(tier2).toContain("`rfcs/004-rubrics.md:1` _(rfc\\-lint: rfc/h1)_");
    expect(run.stdout).not.toMatch(/<!--|[^`]@everyone/);
    expect(run.stdout).toMatch(/Verdict: request changes/);
  });

  test('imported findings are context for the review, not re-reported in its JSON; importing twice lists each once', async () => {
    const json = await cli([...reviewArgs(), '--import-reports', 'earlier.json', '--format', 'json'], repo.dir);
    const findings = (JSON.parse(json.stdout) as { findings: { rule: string }[] }).findings;
    // The review's own finding is there; the imported ones are not repeated (the review also folds in
    // validate's findings on the new environment, which no imported report covered).
    const rules = findings.map((f) => f.rule);
    expect(rules).toContain('review/debugger');
    expect(rules.filter((r) => [PORT.rule, H1.rule, 'validate/configuration'].includes(r))).toEqual([]);
    const twice = await cli([...reviewArgs(), '--import-reports', 'earlier.json', '--import-reports', 'earlier.json', '--format', 'markdown'], repo.dir);
    expect(twice.stdout.match(/Port 7860/g)).toHaveLength(1);
    expect(twice.stdout.match(/First line must be/g)).toHaveLength(1);
  });

  test('a report that is not an openenv-ci JSON report is a usage error (exit 2) naming the file', async () => {
    const bad: Record<string, string> = {
      'not-json.json': 'hello',
      'wrong-version.json': '{"version": 2, "findings": []}',
      'bad-severity.json': report([{ ...PORT, severity: 'fatal' as 'error' }]),
      'array.json': '[]',
      'hostile-rule.json': report([{ ...PORT, rule: 'x <b>y</b>' }]),
      'escaping-path.json': report([{ ...PORT, file: '../../etc/passwd' }]),
    };
    for (const [name, content] of Object.entries(bad)) await writeFile(join(repo.dir, name), content);
    for (const name of [...Object.keys(bad), 'missing.json']) {
      const run = await cli([...reviewArgs(), '--import-reports', name, '--format', 'markdown'], repo.dir);
      expect({ name, status: run.status }).toEqual({ name, status: 2 });
      expect(run.stderr).toMatch(new RegExp(`^openenv-ci: import-reports: .*${name.replace('.', '\\.')}`));
      expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
      expect(run.stdout).toBe('');
    }
  });
});

describe('openenv-ci review without --head', () => {
  test('says that uncommitted changes are not part of the review', async () => {
    await writeFile(join(repo.dir, 'envs/echo_env/server/wip.py'), 'def f():\n    breakpoint()\n');
    const run = await cli(['review', '--base', repo.base, '.', '--format', 'json'], repo.dir);
    expect(run.status).toBe(1); // the committed breakpoint
    expect(run.stderr).toMatch(/warning: review: the review covers commits up to HEAD; \d+ uncommitted change\(s\) .* pass --head/);
  });
});

describe('the import-reports input of the action (report-mode artifact)', () => {
  test('imported findings reach the artifact, which the publisher accepts, even when they are many and long', async () => {
    const many: ImportedFinding[] = Array.from({ length: 6000 }, (_, i) => ({ ...H1, line: i + 1, fingerprint: `${i}`.padStart(32, '0'), message: `Broken link ${i}. ${'x'.repeat(i === 0 ? 6000 : 10)}` }));
    await writeFile(join(repo.dir, 'many.json'), report([PORT, ...many]));
    const artifact = join(repo.dir, 'artifact.json');
    const run = await runAction({
      inputs: { checks: 'review', base: repo.base, head: repo.head, 'import-reports': 'many.json', 'report-mode': 'artifact', 'review-artifact': artifact, 'fail-on': 'never' },
      workspace: repo.dir,
      apiUrl: 'http://127.0.0.1:9',
      repository: 'meta-pytorch/OpenEnv',
      eventName: 'push',
      payload: {},
    });
    expect(run.stdout).not.toMatch(/internal error/);
    expect(run.exitCode).toBe(0);
    const parsed = parseReviewArtifact(await readFile(artifact, 'utf8'));
    expect(parsed.report.tier1.map((i) => i.rule)).toEqual(expect.arrayContaining(['review/debugger', 'openenv-yaml/port-mismatch']));
    expect(parsed.report.tier2.length).toBeGreaterThan(0);
  });

  test('a malformed imported report fails the step with exit 2 and a message', async () => {
    await writeFile(join(repo.dir, 'broken.json'), '{"version": 1, "findings": [{"rule": 5}]}');
    const run = await runAction({
      inputs: { checks: 'review', base: repo.base, head: repo.head, 'import-reports': 'broken.json', comment: 'false' },
      workspace: repo.dir,
      apiUrl: 'http://127.0.0.1:9',
      repository: 'meta-pytorch/OpenEnv',
      eventName: 'push',
      payload: {},
    });
    expect(run.exitCode).toBe(2);
    expect(run.stdout).toMatch(/::error::openenv-ci: import-reports: .*broken\.json is not an openenv-ci JSON report/);
  });
});
