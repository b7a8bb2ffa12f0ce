import { describe, expect, it } from '@jest/globals';
import { collapseRepeated } from '../../src/checks/review/compose.js';
import { at, pullRequest, review, trackedRepos } from './support.js';
import type { CheckContext } from '../../src/engine/check.js';
import type { Finding } from '../../src/engine/finding.js';

/** `review` alone is as strict as the combined run: rfc-lint, manifests and validate's static subset fold in. */
const repo = trackedRepos();

const DUPLICATE_RFC = '# RFC 006: Another Idea\n\n**Status**: Draft\n**Created**: 2026-02-01\n**Authors**: @contributor\n**RFC ID**: 006\n\n## Summary\n\nAn idea.\n';

describe('composition by default', () => {
  it('blocks an RFC pull request that rfc-lint blocks, with rfc-lint named as the source', async () => {
    const r = repo({ 'rfcs/006-another-idea.md': DUPLICATE_RFC });
    const { findings, report, markdown } = await review(r, { pullRequest: pullRequest({ title: 'RFC 006: another idea' }) });
    const folded = report.tier1.filter((i) => i.check === 'rfc-lint');
    expect(folded.length).toBeGreaterThan(0);
    expect(folded.every((i) => i.file.startsWith('rfcs/'))).toBe(true);
    expect(findings.some((f) => f.rule.startsWith('rfc/') && f.severity === 'error')).toBe(true);
    expect(markdown).toContain('**Verdict: request changes**');
  });

  it('folds in only what the change introduced: an older RFC\'s warnings stay pre-existing, not Tier 2 lines', async () => {
    // BASE already has an RFC without its sections (rfc/section-missing on a file this change never touches).
    const old = '# RFC 005: Old Idea\n\n**Status**: Draft\n**Created**: 2025-01-01\n**Authors**: @someone\n**RFC ID**: 005\n\nNo sections.\n';
    const r = repo({ 'rfcs/007-new-idea.md': DUPLICATE_RFC.replace(/006/g, '007') }, { baseFiles: { 'rfcs/005-old-idea.md': old } });
    const { report } = await review(r);
    const folded = [...report.tier1, ...report.tier2].filter((i) => i.check === 'rfc-lint');
    expect(folded.length).toBeGreaterThan(0); // the new RFC's own warnings are there
    expect(folded.filter((i) => i.file === 'rfcs/005-old-idea.md' || i.message.includes('005-old-idea'))).toEqual([]);
    expect(report.preExisting).toBeGreaterThan(0);
  });

  it('says the open-PR number claim check did not run without a token', async () => {
    const r = repo({ 'rfcs/007-new-idea.md': DUPLICATE_RFC.replace(/006/g, '007') });
    const { findings } = await review(r);
    expect(at(findings, 'review/open-pr-claims-unchecked')).toEqual(['rfcs/007-new-idea.md:1']);
    expect(findings.find((f) => f.rule === 'review/open-pr-claims-unchecked')?.severity).toBe('notice');
  });

  it('folds in a manifest error on a touched openenv.yaml, and leaves untouched files to their own checks', async () => {
    const r = repo({ 'envs/echo_env/openenv.yaml': 'spec_version: 1\nname: Echo Env!\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n' });
    const { report } = await review(r);
    const manifest = report.tier1.filter((i) => i.check === 'manifests' || i.check === 'validate');
    expect(manifest.length).toBeGreaterThan(0);
    // A missing-file finding names the environment folder itself.
    expect(manifest.every((i) => i.file === 'envs/echo_env' || i.file.startsWith('envs/echo_env/'))).toBe(true);
  });

  it('one defect, one finding: a push file missing is reported by manifests, not again by validate', async () => {
    const manifest = 'spec_version: 1\nname: echo_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n';
    const r = repo({ 'envs/echo_env/openenv.yaml': manifest, 'envs/echo_env/models.py': null });
    const { findings } = await review(r);
    const aboutPushFiles = findings.filter((f) => f.rule === 'openenv-yaml/push-required-file' || f.rule === 'structure/push-layout');
    expect(aboutPushFiles.map((f) => `${f.check}:${f.rule}:${f.file}`)).toEqual(['manifests:openenv-yaml/push-required-file:envs/echo_env/openenv.yaml']);
    expect(aboutPushFiles[0]!.message).toMatch(/models\.py/);
    // Not the files the fixture has: the fold sees the files beside the manifest.
    expect(aboutPushFiles[0]!.message).not.toMatch(/client\.py|Dockerfile|server\/app\.py/);
  });

  it('sees the whole HEAD tree around a touched manifest: a new, complete environment is not missing its own files', async () => {
    // OpenEnv #787 added an environment with every file `openenv push` needs; the fold once showed the
    // manifests check only the manifest, so it reported all of them missing and server/app.py absent.
    const manifest = 'spec_version: 1\nname: new_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n';
    const env = 'envs/new_env/';
    const files: Record<string, string> = {
      [env + 'openenv.yaml']: manifest,
      [env + '__init__.py']: 'from .client import NewEnv\n',
      [env + 'client.py']: 'class NewEnv:\n    pass\n',
      [env + 'models.py']: 'class NewAction:\n    pass\n',
      [env + 'README.md']: '# New env\n',
      [env + 'pyproject.toml']: '[project]\nname = "openenv-new-env"\nversion = "0.1.0"\ndependencies = ["openenv-core>=0.2.0"]\n',
      [env + 'server/__init__.py']: '',
      [env + 'server/app.py']: 'from openenv.core.env_server import create_app\n\napp = create_app()\n',
      [env + 'server/Dockerfile']: 'FROM python:3.11-slim\nCOPY . /app\nCMD ["uvicorn", "server.app:app"]\n',
    };
    const { findings } = await review(repo(files));
    const aboutLayout = findings.filter((f) => ['openenv-yaml/push-required-file', 'openenv-yaml/app-module-not-found', 'structure/push-layout'].includes(f.rule));
    expect(aboutLayout.map((f) => `${f.rule}: ${f.message}`)).toEqual([]);
    // The manifests fold still ran on the touched manifest, and still reports what is missing when it is.
    const withoutApp = Object.fromEntries(Object.entries(files).filter(([path]) => path !== env + 'server/app.py'));
    const { findings: without } = await review(repo(withoutApp));
    expect(without.filter((f) => f.rule === 'openenv-yaml/app-module-not-found').map((f) => f.file)).toEqual([env + 'openenv.yaml']);
  });

  it('collapses a folded notice repeated in many environments into one context line (OpenEnv #655: 64 lines)', async () => {
    const manifest = (name: string) => `spec_version: 1\nname: ${name}\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n`;
    const files: Record<string, string> = {};
    for (const name of ['a_env', 'b_env', 'c_env', 'd_env']) {
      files[`envs/${name}/openenv.yaml`] = manifest(name);
      files[`envs/${name}/pyproject.toml`] = `[project]\nname = "openenv-${name}"\ndependencies = ["openenv-core>=0.2.0"]\n`;
      files[`envs/${name}/server/app.py`] = 'app = None\n';
    }
    const { report } = await review(repo(files));
    const legacy = report.notices.filter((n) => n.rule === 'deps/openenv-current-name');
    expect(legacy).toHaveLength(1);
    // The first finding's message, and its places as the report names a cause (src/report/repeated.ts).
    expect(legacy[0]!.message).toMatch(/^Depends on legacy openenv-core/);
    expect(legacy[0]!.places).toEqual(['a_env', 'b_env', 'c_env', 'd_env'].map((e) => ({ file: `envs/${e}/pyproject.toml`, line: 3 })));
    const { markdown: rendered } = await review(repo(files));
    expect(rendered).toContain('- 4 files `envs/*/pyproject.toml`: `a_env`, `b_env`, `c_env`, `d_env` — Depends on legacy openenv\\-core');
    // Every rule appears once: no notice line repeats a rule.
    const rules = report.notices.map((n) => `${n.check}:${n.rule}`);
    expect(new Set(rules).size).toBe(rules.length);
    // A folded rule the config turns off is not in the comment either (the engine says it is off).
    const { report: off, markdown } = await review(repo(files), { severityOf: (rule, severity) => (rule === 'deps/openenv-current-name' ? 'off' : severity) });
    expect(off.notices.filter((n) => n.rule === 'deps/openenv-current-name')).toEqual([]);
    expect(markdown).not.toContain('openenv-core');
    // One the config raises to an error is a Tier 1 line, as the report lists it.
    const { report: raised } = await review(repo(files), { severityOf: (rule, severity) => (rule === 'deps/openenv-current-name' ? 'error' : severity) });
    expect(raised.notices.filter((n) => n.rule === 'deps/openenv-current-name')).toEqual([]);
    expect(raised.tier1.filter((n) => n.rule === 'deps/openenv-current-name')).toHaveLength(1);
  });

  it('leaves out the opt-in criteria unless the run turns them on (they fired on every environment)', async () => {
    const files = {
      'envs/a_env/openenv.yaml': 'spec_version: 1\nname: a_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n',
      'envs/a_env/server/app.py': 'app = None\n',
      'envs/a_env/server/Dockerfile': 'FROM python:3.11-slim\nCOPY . /app\nCMD ["uvicorn", "server.app:app"]\n',
    };
    const optIn = ['structure/outputs-dir', 'resources/declared', 'security/egress-declared', 'docker/base-image-pinned', 'docker/oci-labels'];
    const folded = async (severityOf?: CheckContext['severityOf']) => {
      const { report } = await review(repo(files), severityOf ? { severityOf } : {});
      return [...report.tier1, ...report.tier2, ...report.notices].map((i) => i.rule).filter((rule) => optIn.includes(rule)).sort();
    };
    expect(await folded()).toEqual([]);
    // The config names them (the engine then says no rule is off): each is one line again.
    expect(await folded((_rule, severity) => severity)).toEqual([...optIn].sort());
  });

  it('approves a clean change: nothing folded in', async () => {
    const r = repo({ 'docs/usage.md': '# Usage\n\nRun the server.\n' });
    const { report } = await review(r);
    expect(report.tier1).toEqual([]);
  });
});

describe('findings a check reported in its own step of this job', () => {
  const names = ['a_env', 'b_env', 'c_env', 'd_env'];
  const files: Record<string, string> = {};
  for (const name of names) {
    files[`envs/${name}/openenv.yaml`] = `spec_version: 1\nname: ${name}\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n`;
    files[`envs/${name}/pyproject.toml`] = `[project]\nname = "openenv-${name}"\ndependencies = ["openenv-core>=0.2.0"]\n`;
    files[`envs/${name}/server/app.py`] = 'app = None\n';
  }
  // What the validate step's report handed over: a stale lock in each environment (new), a notice each, one pre-existing warning.
  const handed = (rule: string, severity: Finding['severity'], file: string, scope: Finding['scope'] = 'new'): Finding => ({
    rule,
    severity,
    file,
    line: 6,
    message: `${rule} in ${file}. Fix: run 'uv lock' and commit uv.lock.`,
    fingerprint: `${rule}:${file}`,
    check: 'validate',
    scope,
  });
  const prior = [
    ...names.map((n) => handed('deps/lockfile-in-sync', 'error', `envs/${n}/uv.lock`)),
    ...names.map((n) => handed('deps/openenv-current-name', 'notice', `envs/${n}/pyproject.toml`)),
    handed('docker/layer-order', 'warning', 'envs/a_env/server/Dockerfile', 'pre-existing'),
  ];

  it('are one line per rule that refers to that step, counted nowhere in the review, and validate is not run again', async () => {
    const { findings, report, markdown } = await review(repo(files), { priorFindings: prior, reportedInJob: new Set(['validate']) });
    expect(findings.filter((f) => f.check === 'validate')).toEqual([]);
    expect(report.tier1).toEqual([
      { rule: 'deps/lockfile-in-sync', severity: 'error', check: 'validate', file: 'envs/*/uv.lock', message: 'Reported by the validate step of this job in 4 files, in its section: counted there, not again here.' },
    ]);
    // Its notices and its pre-existing findings are its section's: no context note, no pre-existing count here.
    expect(report.notices.filter((n) => n.check === 'validate')).toEqual([]);
    expect(report.preExisting).toBe(0);
    expect(markdown).toContain('**Verdict: request changes**');
  });

  it('are listed, one line per cause with its places, when they come from a report of another job', async () => {
    const { report } = await review(repo(files), { priorFindings: prior });
    const stale = report.tier1.filter((i) => i.rule === 'deps/lockfile-in-sync');
    expect(stale).toHaveLength(1);
    expect(stale[0]!.places).toEqual(names.map((n) => ({ file: `envs/${n}/uv.lock`, line: 6 })));
    expect(report.preExisting).toBeGreaterThan(0);
  });
});

describe('collapseRepeated', () => {
  const finding = (file: string, rule = 'deps/lockfile-in-sync') => ({ rule, severity: 'error' as const, file, line: 3, message: 'uv.lock is stale.', fingerprint: file, check: 'validate' });
  it('turns one cause found in three files or more into one line with its places (the report\'s grouping)', () => {
    const many = ['c', 'a', 'b'].map((e) => finding(`envs/${e}/uv.lock`));
    const out = collapseRepeated([...many, finding('envs/a/openenv.yaml', 'openenv-yaml/name')]);
    expect(out.map((f) => f.rule)).toEqual(['deps/lockfile-in-sync', 'openenv-yaml/name']);
    expect(out[0]!.message).toBe('uv.lock is stale.');
    expect(out[0]!.places).toEqual(['a', 'b', 'c'].map((e) => ({ file: `envs/${e}/uv.lock`, line: 3 })));
    expect(out[1]!.places).toBeUndefined();
  });

  it('keeps a cause found in fewer files as it is', () => {
    const few = ['a', 'b'].map((e) => finding(`envs/${e}/uv.lock`));
    expect(collapseRepeated(few)).toEqual(few);
  });
});
