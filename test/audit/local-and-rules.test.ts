import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runAuditCheck } from '../../src/checks/audit/index.js';
import { auditEnvironment, environmentRoots, listingFindings, type EnvironmentRecord } from '../../src/checks/audit/environment.js';
import { localTargets } from '../../src/checks/audit/sources.js';
import { HubError, HubNotFoundError } from '../../src/hub/errors.js';
import { MemoryRepoView } from '../../src/repo/memory.js';
import type { CheckContext } from '../../src/engine/check.js';
import type { RepoView } from '../../src/repo/view.js';
import { WorkingTreeView } from '../../src/repo/working-tree.js';
import { checkContext } from '../support/context.js';
import { readFixtureTree } from '../support/fixture-tree.js';
import { defaultEnvChecker } from '../../src/checks/audit/env-checks.js';
import { StandInHub } from '../support/hub-server.js';
import { optInRulesOff } from '../../src/checks/index.js';

/** Files of a healthy synthetic environment (the stand-in generates them from a real manifest). */
function healthyFiles(): Map<string, string> {
  const hub = new StandInHub({ spaces: 3 });
  return hub.files(hub.repo(hub.ids()[1]!));
}

describe('local folder audit', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-local-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    for (const [path, text] of healthyFiles()) write(`envs/good/${path}`, text);
    write('envs/empty/README.md', '# not an environment yet\n');
    for (const [path, text] of healthyFiles()) write(`envs/broken/${path}`, path === 'openenv.yaml' ? 'name: [unclosed\n' : text);
    write('envs/NOTES.md', 'a file, not an environment folder');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('each folder matched by --source is one environment, ids and paths are folder paths', async () => {
    const result = await runAuditCheck(checkContext(new WorkingTreeView(dir), { root: dir, options: { source: 'envs/*' } }));
    const envs = result.data!.environments as EnvironmentRecord[];
    expect(envs.map((e) => [e.id, e.status, e.sha, e.source])).toEqual([
      ['envs/broken', 'fail', null, 'local'],
      ['envs/empty', 'fail', null, 'local'],
      ['envs/good', 'pass', null, 'local'],
    ]);
    const empty = envs.find((e) => e.id === 'envs/empty')!;
    expect(empty.findings.map((f) => [f.rule, f.file])).toEqual([['audit/manifest-missing', 'envs/empty/openenv.yaml']]);
    const broken = envs.find((e) => e.id === 'envs/broken')!;
    expect(broken.findings.some((f) => f.file === 'envs/broken/openenv.yaml' && f.severity === 'error')).toBe(true);
    // A missing-file finding names the folder itself.
    for (const f of envs.find((e) => e.id === 'envs/good')!.findings) expect(f.file === 'envs/good' || f.file.startsWith('envs/good/')).toBe(true);
    expect(result.sections![0]!.markdown).toContain('Sources: local envs/\\*');
  });

  test('globs match folders and openenv.yaml files; nested folders belong to their environment', async () => {
    const view = new WorkingTreeView(dir);
    expect(await localTargets(view, ['envs/*'])).toEqual(['envs/broken', 'envs/empty', 'envs/good']);
    expect(await localTargets(view, ['envs/**/openenv.yaml'])).toEqual(['envs/broken', 'envs/good']);
    expect(await localTargets(view, ['./envs/g*/'])).toEqual(['envs/good']);
    expect(await localTargets(view, ['nothing/*'])).toEqual([]);
  });

  test('a folder audit reads every file, so it names no rule as not run (the read plan is for Hub repositories)', async () => {
    const result = await runAuditCheck(checkContext(new WorkingTreeView(dir), { root: dir, options: { source: 'envs/*' } }));
    expect(result.sections!.map((s) => s.markdown).join('\n')).not.toMatch(/[Nn]ot run/);
    expect(result.sections!.map((s) => s.text ?? '').join('\n')).not.toMatch(/not run/);
  });

  test('the summary follows the severities the config gives: rules it turns off (the opt-in ones by default) are left out, a raised warning fails', async () => {
    type SeverityOf = NonNullable<CheckContext['severityOf']>;
    const audit = (severityOf?: SeverityOf) => runAuditCheck(checkContext(new WorkingTreeView(dir), { root: dir, options: { source: 'envs/*' }, ...(severityOf ? { severityOf } : {}) }));
    const rulesOf = async (severityOf?: SeverityOf) => ((await audit(severityOf)).data!.audit as { rules: { rule: string }[] }).rules.map((r) => r.rule);
    const optIn = optInRulesOff(() => ({}));
    const everything = await rulesOf();
    expect(everything).toContain('structure/outputs-dir'); // the synthetic environments have no outputs/
    const optInOff = await rulesOf((rule, severity) => (optIn.has(rule) ? 'off' : severity));
    expect(optInOff).not.toContain('structure/outputs-dir');
    expect(optInOff).toEqual(everything.filter((rule) => !optIn.has(rule)));
    // Pass or fail follows the findings left, at their configured severities.
    const statuses = async (severityOf?: SeverityOf) => ((await audit(severityOf)).data!.environments as EnvironmentRecord[]).map((e) => `${e.id}:${e.status}`);
    expect(await statuses()).toEqual(['envs/broken:fail', 'envs/empty:fail', 'envs/good:pass']);
    // With audit/manifest-missing off, the empty folder passes.
    expect(await statuses((rule, severity) => (rule === 'audit/manifest-missing' ? 'off' : severity))).toEqual(['envs/broken:fail', 'envs/empty:pass', 'envs/good:pass']);
    // The healthy environment has a warning (its Dockerfile installs unpinned packages): raised to an error, it fails.
    const raised = await audit((rule, severity) => (rule === 'deps/docker-installs-pinned' ? 'error' : severity));
    const good = (raised.data!.environments as EnvironmentRecord[]).find((e) => e.id === 'envs/good')!;
    expect(good.status).toBe('fail');
    expect(good.findings.find((f) => f.rule === 'deps/docker-installs-pinned')?.severity).toBe('error');
  });

  test('a source that matches no folder is an error finding, so an audit of nothing never passes', async () => {
    // `openenv-ci audit --source envs/*` unquoted: the shell expands the glob and the last folder
    // becomes the path checked, under which `envs/good` matches nothing.
    const root = join(dir, 'envs/empty');
    const result = await runAuditCheck(checkContext(new WorkingTreeView(root), { root, options: { source: 'envs/good' } }));
    expect(result.data!.environments).toEqual([]);
    expect(result.findings.map((f) => [f.rule, f.severity, f.file])).toEqual([['audit/source-empty', 'error', '']]);
    expect(result.findings[0]!.message).toContain(`--source 'envs/*'`);

    const matched = await runAuditCheck(checkContext(new WorkingTreeView(dir), { root: dir, options: { source: 'envs/good' } }));
    expect(matched.findings.some((f) => f.rule === 'audit/source-empty')).toBe(false);
  });
});

describe('audit rules', () => {
  const noChecks = async () => [];
  const subject = (view: RepoView, source: 'space' | 'dataset' | 'local' = 'space') => ({ id: 'org/env', source, sha: 'a'.repeat(40), view });

  test('audit/manifest-missing: fires without openenv.yaml, not with one (root or nested)', async () => {
    const bad = (await auditEnvironment(subject(new MemoryRepoView({ 'README.md': '# x' })), noChecks))!;
    expect(bad.findings.map((f) => [f.rule, f.file, f.severity])).toEqual([['audit/manifest-missing', 'org/env/openenv.yaml', 'error']]);
    expect(bad.status).toBe('fail');
    const good = (await auditEnvironment(subject(new MemoryRepoView({ 'env/openenv.yaml': 'name: x\n' })), noChecks))!;
    expect(good.findings).toEqual([]);
    expect(good.status).toBe('pass');
    expect(environmentRoots(['openenv.yaml', 'a/openenv.yaml', 'node_modules/x/openenv.yaml', 'b/openenv.yml'])).toEqual(['', 'a']);
  });

  test('audit/file-missing: a tree file that 404s on read; none when every read succeeds', async () => {
    class Vanishing extends MemoryRepoView {
      missingFiles: string[] = [];
      override async readFile(path: string) {
        if (path === 'server/app.py') {
          this.missingFiles.push(path);
          return undefined;
        }
        return super.readFile(path);
      }
    }
    const checker = async (view: RepoView) => {
      await view.readFile('server/app.py');
      return [];
    };
    const files = { 'openenv.yaml': 'name: x\n', 'server/app.py': 'x' };
    const bad = (await auditEnvironment(subject(new Vanishing(files)), checker))!;
    expect(bad.findings.map((f) => [f.rule, f.file])).toEqual([['audit/file-missing', 'org/env/server/app.py']]);
    expect(bad.status).toBe('fail');
    const good = (await auditEnvironment(subject(new MemoryRepoView(files)), checker))!;
    expect(good.status).toBe('pass');
  });

  test('audit/repo-missing: the tree is gone (404); another failure is audit/env-unreadable instead', async () => {
    const failing = (error: Error): RepoView => ({ label: 'x', listFiles: () => Promise.reject(error), readFile: async () => undefined, fileSize: async () => undefined });
    const gone = (await auditEnvironment(subject(failing(new HubNotFoundError('tree not found'))), noChecks))!;
    expect(gone.findings.map((f) => [f.rule, f.file])).toEqual([['audit/repo-missing', 'org/env']]);
    expect(gone.status).toBe('fail');
    const flaky = (await auditEnvironment(subject(failing(new HubError('server error 502 (gave up after 5 attempts)'))), noChecks))!;
    expect(flaky.findings.map((f) => [f.rule, f.severity])).toEqual([['audit/env-unreadable', 'warning']]);
    expect(flaky.status).toBe('error');
    expect(flaky.reason).toContain('502');
  });

  test('audit/env-unreadable: a checker crash is recorded, never thrown', async () => {
    const record = (await auditEnvironment(subject(new MemoryRepoView({ 'openenv.yaml': 'a: 1' })), async () => {
      throw new Error('boom');
    }))!;
    expect(record.status).toBe('error');
    expect(record.reason).toBe('boom');
  });

  test('audit/space-runtime-error and audit/space-not-docker from the listing fields', () => {
    const bad = listingFindings('org/env', 'space', { kind: 'spaces', id: 'org/env', tags: [], sdk: 'streamlit', runtimeStage: 'BUILD_ERROR' });
    expect(bad.map((f) => [f.rule, f.file, f.severity])).toEqual([
      ['audit/space-runtime-error', 'org/env', 'error'],
      ['audit/space-not-docker', 'org/env/README.md', 'warning'],
    ]);
    expect(listingFindings('org/env', 'space', { kind: 'spaces', id: 'org/env', tags: [], sdk: 'docker', runtimeStage: 'SLEEPING' })).toEqual([]);
    expect(listingFindings('org/env', 'dataset', { kind: 'datasets', id: 'org/env', tags: [] })).toEqual([]);
  });

  test('a dataset without environment.yaml is not an environment; with one it is audited', async () => {
    expect(await auditEnvironment(subject(new MemoryRepoView({ 'data.jsonl': '{}' }), 'dataset'), noChecks)).toBeNull();
    const record = await auditEnvironment(subject(new MemoryRepoView({ 'environment.yaml': 'spec_version: hf-rl-env-0.1\n' }), 'dataset'), noChecks);
    expect(record!.status).toBe('pass');
  });
});

describe('one defect, one finding inside each audited environment', () => {
  // OpenEnv's echo_env (no models.py) and julia_env (legacy manifest) in an audit: manifests and validate
  // both reported the missing file, and both the missing runtime fields, on the same manifest.
  const PUSH_RULES = ['openenv-yaml/push-required-file', 'structure/push-layout'];
  test('a missing push file and a legacy manifest are each reported once, by the manifests rule', async () => {
    const echo = await readFixtureTree('test/fixtures/validate/echo_env');
    const legacy = { ...echo, 'openenv.yaml': 'name: echo_env\nversion: "0.1.0"\ndescription: Echo\naction: EchoAction\nobservation: EchoObservation\n' };
    for (const tree of [echo, legacy]) {
      const findings = await defaultEnvChecker(new MemoryRepoView(tree), ['']);
      const pushFiles = findings.filter((f) => PUSH_RULES.includes(f.rule)).map((f) => f.rule);
      expect(pushFiles).toEqual(['openenv-yaml/push-required-file']);
    }
    const legacyRules = (await defaultEnvChecker(new MemoryRepoView(legacy), [''])).map((f) => f.rule);
    expect(legacyRules).toContain('openenv-yaml/legacy-format');
    expect(legacyRules).not.toContain('structure/manifest-runtime-fields');
  });

  test('a port disagreement is reported once, by openenv-yaml/port-mismatch, in a nested environment too', async () => {
    // A stranger's repository: an environment in incident_env/ with `port: 7860` and a Dockerfile on 8000.
    const echo = await readFixtureTree('test/fixtures/validate/echo_env');
    const nested = Object.fromEntries(Object.entries(echo).map(([path, text]) => [`incident_env/${path}`, path === 'openenv.yaml' ? text.replace('port: 8000', 'port: 7860') : text]));
    const findings = await defaultEnvChecker(new MemoryRepoView(nested), ['incident_env']);
    expect(findings.filter((f) => f.rule === 'openenv-yaml/port-mismatch' || f.rule === 'structure/ports-consistent').map((f) => `${f.rule} ${f.file}`)).toEqual([
      'openenv-yaml/port-mismatch incident_env/openenv.yaml',
    ]);
  });

  test('nothing is lost where the manifests rule is silent: an unrecognised manifest gets validate\'s push-layout', async () => {
    const echo = await readFixtureTree('test/fixtures/validate/echo_env');
    const findings = await defaultEnvChecker(new MemoryRepoView({ ...echo, 'openenv.yaml': 'name: echo_env\nversion: "0.1.0"\n' }), ['']);
    expect(findings.filter((f) => PUSH_RULES.includes(f.rule)).map((f) => f.rule)).toEqual(['structure/push-layout']);
  });
});
