import { describe, expect, it } from '@jest/globals';
import type { Check } from '../../src/engine/check.js';
import { EMPTY_CONFIG } from '../../src/engine/config.js';
import type { Finding } from '../../src/engine/finding.js';
import { relocateResult } from '../../src/engine/relocate.js';
import { runChecks } from '../../src/engine/run.js';
import { markByTouchedUnits, splitByFingerprint } from '../../src/engine/scope.js';
import { MemoryRepoView } from '../../src/repo/memory.js';
import { manifestsCheck } from '../../src/checks/manifests/index.js';
import { validateCheck } from '../../src/checks/validate/index.js';
import { rfcLintCheck } from '../../src/checks/rfc/index.js';
import { runAuditCheck } from '../../src/checks/audit/index.js';
import { readFixtureTree } from '../support/fixture-tree.js';
import { checkContext } from '../support/context.js';
import { baseText, review, trackedRepos } from '../review/support.js';

/**
 * The engine's scope model (docs/scope.md) on real checks and trees: what a pull request introduced
 * is new, what BASE already had is pre-existing, and fingerprints survive line shifts in every check.
 */

const EXAMPLE = 'examples/openenv-repo';

/** Every text file with one line inserted at the top, in a form its type ignores. */
function shiftAllLines(files: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, text] of Object.entries(files)) {
    if (/\.md$/.test(path)) {
      // Front matter must stay first: shift the body below it.
      const end = text.startsWith('---\n') ? text.indexOf('\n---\n', 3) : -1;
      out[path] = end === -1 ? `<!-- shifted -->\n${text}` : `${text.slice(0, end + 5)}<!-- shifted -->\n${text.slice(end + 5)}`;
    } else out[path] = (/\.(ya?ml|py|toml)$|Dockerfile$|\.gitignore$/.test(path) ? '# shifted\n' : '') + text;
  }
  return out;
}

function fingerprints(findings: readonly Finding[]): string[] {
  return findings.map((f) => `${f.rule} ${f.file} ${f.fingerprint}`).sort();
}

function lines(findings: readonly Finding[]): string[] {
  return findings.filter((f) => f.line !== undefined).map((f) => `${f.fingerprint}:${f.line}`).sort();
}

describe('fingerprints survive an edit that shifts every line', () => {
  let tree: Record<string, string>;
  beforeAll(async () => {
    tree = await readFixtureTree(EXAMPLE);
  });

  const cases: [string, (files: Record<string, string>) => Promise<Finding[]>][] = [
    ['manifests', async (files) => (await manifestsCheck.run(checkContext(files))).findings],
    ['validate', async (files) => (await validateCheck.run(checkContext(files))).findings],
    ['rfc-lint', async (files) => (await rfcLintCheck.run(checkContext(files))).findings],
    ['audit (local folders)', async (files) => (await runAuditCheck(checkContext(files, { options: { source: 'envs/*', concurrency: '2', tag: 'openenv' } }))).findings],
  ];
  it.each(cases)('%s', async (_name, run) => {
    const before = await run(tree);
    const after = await run(shiftAllLines(tree));
    expect(before.length).toBeGreaterThan(0);
    expect(fingerprints(after)).toEqual(fingerprints(before));
    // The edit did move the findings: the test would see a fingerprint that used line numbers.
    if (lines(before).length) expect(lines(after)).not.toEqual(lines(before));
  });

  describe('review', () => {
    const repo = trackedRepos();
    const ENV = 'envs/echo_env/server/echo_environment.py';
    it('keeps the fingerprint of a finding on an added line when lines above it are added', async () => {
      const added = baseText(ENV).replace('        message = action.message\n', '        message = action.message\n        print(f"got {message}")\n');
      const first = await review(repo({ [ENV]: added }));
      const shifted = await review(repo({ [ENV]: `# shifted\n# twice\n${added}` }));
      const print = (fs: readonly Finding[]) => fs.filter((f) => f.rule === 'review/debug-print');
      expect(print(first.findings)).toHaveLength(1);
      expect(fingerprints(print(shifted.findings))).toEqual(fingerprints(print(first.findings)));
      expect(print(shifted.findings)[0]!.line).toBe(print(first.findings)[0]!.line! + 2);
    });
  });
});

describe('runChecks in pull-request mode', () => {
  const base = {
    'envs/broken_env/openenv.yaml': 'spec_version: 1\nname: broken_env\ntype: space\nruntime: fastapi\napp: server/app.py\nport: 8000\n',
    'envs/clean_env/openenv.yaml': 'spec_version: 1\nname: clean_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n',
  };
  const head = { ...base, 'envs/clean_env/openenv.yaml': '# moved\nspec_version: 1\nname: clean_env\ntype: space\nruntime: fastapi\napp: server/app.py\nport: 8000\n' };
  const appFormat = (fs: readonly Finding[] | undefined) => (fs ?? []).filter((f) => f.rule === 'openenv-yaml/app-format').map((f) => f.file);

  async function run(scope: 'new' | 'changed-files' | 'all' | undefined, changed: string[], headFiles: Record<string, string> = head) {
    const context = checkContext(headFiles, { baseRevision: 'base', changedFiles: new Set(changed), ...(scope ? { scope } : {}) });
    return runChecks({ checks: [manifestsCheck], config: EMPTY_CONFIG, optionsFor: () => ({}), context, baseRepo: new MemoryRepoView(base) });
  }

  it('new (default): a finding BASE has by fingerprint is pre-existing, even in a touched file', async () => {
    const result = await run(undefined, ['envs/clean_env/openenv.yaml']);
    expect(result.scope).toBe('new');
    expect(appFormat(result.findings)).toEqual(['envs/clean_env/openenv.yaml']);
    expect(appFormat(result.preExisting)).toEqual(['envs/broken_env/openenv.yaml']);
    expect(result.outcomes[0]!.preExisting!.every((f) => f.scope === 'pre-existing')).toBe(true);
  });

  it('a change that touches nothing the check reads introduces nothing', async () => {
    const result = await run('new', ['README.md'], base);
    expect(result.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(appFormat(result.preExisting)).toEqual(['envs/broken_env/openenv.yaml']);
  });

  it('changed-files keeps every finding of a touched file; all keeps everything, unmarked', async () => {
    const changedFiles = await run('changed-files', ['envs/broken_env/openenv.yaml']);
    expect(appFormat(changedFiles.findings)).toEqual(['envs/broken_env/openenv.yaml']);
    const all = await run('all', ['envs/clean_env/openenv.yaml']);
    expect(appFormat(all.findings).sort()).toEqual(['envs/broken_env/openenv.yaml', 'envs/clean_env/openenv.yaml']);
    expect(all.preExisting).toEqual([]);
    expect(all.findings.some((f) => f.scope !== undefined)).toBe(false);
  });

  it('outside pull-request mode nothing is scoped', async () => {
    const result = await runChecks({ checks: [manifestsCheck], config: EMPTY_CONFIG, optionsFor: () => ({}), context: checkContext(head) });
    expect(result.scope).toBe('all');
    expect(appFormat(result.findings)).toHaveLength(2);
  });

  it('the environments strategy: new when in an environment the diff touches, or in a changed file', async () => {
    const f = (file: string): Finding => ({ rule: 'x/y', severity: 'error', file, message: 'm', fingerprint: file });
    const marked = markByTouchedUnits([f('envs/a/openenv.yaml'), f('envs/b/openenv.yaml'), f('README.md'), f('')], ['envs/a', 'envs/b'], new Set(['envs/a/server/app.py']));
    expect(marked.map((m) => `${m.file}:${m.scope}`)).toEqual(['envs/a/openenv.yaml:new', 'envs/b/openenv.yaml:pre-existing', 'README.md:pre-existing', ':new']);
    const probing: Check = { id: 'validate', title: 'V', rules: [], options: [], scopeStrategy: { by: 'environments', units: async () => ['envs/a', 'envs/b'] }, run: async () => ({ findings: [f('envs/a/x'), f('envs/b/x')] }) };
    const result = await runChecks({ checks: [probing], config: EMPTY_CONFIG, optionsFor: () => ({}), context: checkContext({}, { baseRevision: 'b', changedFiles: new Set(['envs/b/y']) }) });
    expect(result.findings.map((x) => x.file)).toEqual(['envs/b/x']);
    expect(result.preExisting!.map((x) => x.file)).toEqual(['envs/a/x']);
  });

  it('splitByFingerprint is a multiset difference', () => {
    const f = (fingerprint: string) => ({ fingerprint });
    const { fresh, existing } = splitByFingerprint([f('a'), f('a'), f('b')], [f('a')]);
    expect(fresh.map((x) => x.fingerprint)).toEqual(['a', 'b']);
    expect(existing.map((x) => x.fingerprint)).toEqual(['a']);
  });
});

describe('relocateResult', () => {
  it('prefixes finding and suppression paths with the scanned folder, keeping fingerprints', () => {
    const finding: Finding = { rule: 'x/y', severity: 'error', file: 'envs/a/openenv.yaml', message: 'm', fingerprint: 'k' };
    const whole: Finding = { rule: 'x/z', severity: 'error', file: '', message: 'm', fingerprint: 'w' };
    const result = relocateResult(
      { outcomes: [{ check: 'manifests', title: 'M', findings: [finding, whole], preExisting: [], sections: [], durationMs: 0 }], findings: [finding, whole], preExisting: [], suppressions: [{ file: 'a.md', line: 2, scope: 'next-line', rules: ['x/y'], reason: '', used: 1 }], baselined: 0, data: {}, internalErrors: [] },
      'examples/openenv-repo',
    );
    expect(result.findings.map((f) => f.file)).toEqual(['examples/openenv-repo/envs/a/openenv.yaml', '']);
    expect(result.findings[0]!.fingerprint).toBe('k');
    expect(result.outcomes[0]!.findings[0]).toBe(result.findings[0]);
    expect(result.suppressions[0]!.file).toBe('examples/openenv-repo/a.md');
    expect(result.scannedFolder).toBe('examples/openenv-repo');
  });
});
