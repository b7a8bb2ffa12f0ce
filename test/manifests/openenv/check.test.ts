import { manifestsCheck, changedFirst } from '../../../src/checks/manifests/index.js';
import { runManifestChecks } from '../../../src/checks/manifests/run.js';
import { MemoryRepoView } from '../../../src/repo/memory.js';
import { checkContext } from '../../support/context.js';
import { GOOD, SIBLINGS } from './support.js';

function env(dir: string, manifest: string | null, extra: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [rel, content] of Object.entries(SIBLINGS)) out[`${dir}/${rel}`] = content;
  if (manifest !== null) out[`${dir}/openenv.yaml`] = manifest;
  for (const [rel, content] of Object.entries(extra)) out[`${dir}/${rel}`] = content;
  return out;
}

describe('reads', () => {
  test('every manifest is asked for before the first is linted (one round trip to git, not one each)', async () => {
    const files = { ...env('envs/a_env', GOOD), ...env('envs/b_env', GOOD.replace('port: 8000', 'port: 70000')), ...env('envs/c_env', null, { 'openenv.yml': GOOD }) };
    // A view whose reads answer on a later turn: how many are in flight at once shows whether they were asked together.
    let inFlight = 0;
    let most = 0;
    const view = new MemoryRepoView(files);
    const read = view.readFile.bind(view);
    view.readFile = async (path) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      return read(path);
    };
    const findings = await runManifestChecks(view);
    expect(most).toBe(3); // two openenv.yaml and one variant
    expect(findings.map((f) => f.rule)).toContain('openenv-yaml/port-range');
    // The same findings, in the same order, as with reads that answer at once.
    expect(findings).toEqual(await runManifestChecks(new MemoryRepoView(files)));
  });
});

describe('discovery', () => {
  test('only openenv.yml: misnamed-file error, and its content is still linted', async () => {
    const findings = await runManifestChecks(new MemoryRepoView(env('envs/echo_env', null, { 'openenv.yml': GOOD.replace('port: 8000', 'port: 70000') })));
    expect(findings.find((f) => f.rule === 'openenv-yaml/misnamed-file')).toMatchObject({ file: 'envs/echo_env/openenv.yml', line: 1, severity: 'error' });
    expect(findings.find((f) => f.rule === 'openenv-yaml/port-range')).toMatchObject({ file: 'envs/echo_env/openenv.yml', line: 6 });
  });

  test('wrong case is misnamed too', async () => {
    const findings = await runManifestChecks(new MemoryRepoView(env('envs/echo_env', null, { 'OpenEnv.yaml': GOOD })));
    expect(findings.map((f) => f.rule)).toContain('openenv-yaml/misnamed-file');
  });

  test('both present: variant-alongside warning on the variant, says whether they differ', async () => {
    const findings = await runManifestChecks(new MemoryRepoView(env('envs/echo_env', GOOD, { 'openenv.yml': `${GOOD}# drift\n` })));
    const f = findings.find((x) => x.rule === 'openenv-yaml/variant-alongside');
    expect(f).toMatchObject({ file: 'envs/echo_env/openenv.yml', line: 1, severity: 'warning' });
    expect(f!.message).toMatch(/differ/);
    expect(findings.filter((x) => x.rule === 'openenv-yaml/misnamed-file')).toEqual([]);
  });

  test('a correctly named manifest alone: no discovery finding', async () => {
    expect(await runManifestChecks(new MemoryRepoView(env('envs/echo_env', GOOD)))).toEqual([]);
  });

  test('identical copies in two directories: duplicate-copy notice on the deeper one', async () => {
    const tree = { ...env('envs/echo_env', GOOD), 'envs/echo_env/server/openenv.yaml': GOOD };
    const findings = await runManifestChecks(new MemoryRepoView(tree));
    const f = findings.filter((x) => x.rule === 'openenv-yaml/duplicate-copy');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ file: 'envs/echo_env/server/openenv.yaml', line: 1, severity: 'notice' });
    const distinct = await runManifestChecks(new MemoryRepoView({ ...env('envs/echo_env', GOOD), 'envs/echo_env/server/openenv.yaml': `${GOOD}description: other\n` }));
    expect(distinct.filter((x) => x.rule === 'openenv-yaml/duplicate-copy')).toEqual([]);
  });

  test('vendored folders are skipped even if the view lists them', async () => {
    const tree = { ...env('envs/echo_env', GOOD), 'node_modules/x/openenv.yaml': 'name: a: b\n', '.venv/lib/openenv.yaml': '', 'a/.git/openenv.yml': '' };
    expect(await runManifestChecks(new MemoryRepoView(tree))).toEqual([]);
  });

  test('a 50 MB manifest is refused from its size, unparsed', async () => {
    const huge = new Uint8Array(50 * 1024 * 1024).fill(0x20);
    const started = Date.now();
    const findings = await runManifestChecks(new MemoryRepoView({ 'openenv.yaml': huge }));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(findings.map((f) => f.rule)).toEqual(['yaml/file-too-large']);
  });
});

describe('every finding carries a full range (line, column, end), file-level ones too', () => {
  const full = (f: { line?: number; column?: number; endLine?: number; endColumn?: number }) =>
    [f.line, f.column, f.endLine, f.endColumn].every((n) => typeof n === 'number' && n >= 1);

  test('misnamed, alongside, copy and too-large findings span the first line', async () => {
    const tree = {
      ...env('envs/a_env', null, { 'openenv.yml': GOOD }),
      ...env('envs/b_env', GOOD, { 'OpenEnv.yaml': `${GOOD}# drift\n` }),
      ...env('envs/c_env', GOOD),
      'envs/c_env/server/openenv.yaml': GOOD,
      'envs/d_env/openenv.yaml': new Uint8Array(2 * 1024 * 1024).fill(0x20),
    };
    const findings = await runManifestChecks(new MemoryRepoView(tree));
    const rules = ['openenv-yaml/misnamed-file', 'openenv-yaml/variant-alongside', 'openenv-yaml/duplicate-copy', 'yaml/file-too-large'];
    for (const rule of rules) {
      const f = findings.find((x) => x.rule === rule);
      expect({ rule, full: !!f && full(f) }).toEqual({ rule, full: true });
    }
    const firstLine = GOOD.split('\n')[0]!;
    expect(findings.find((x) => x.rule === 'openenv-yaml/misnamed-file')).toMatchObject({ file: 'envs/a_env/openenv.yml', line: 1, column: 1, endLine: 1, endColumn: firstLine.length + 1 });
    expect(findings.filter((f) => !full(f)).map((f) => `${f.rule} ${f.file}`)).toEqual([]);
  });
});

describe('manifestsCheck', () => {
  test('findings on changed files come first', async () => {
    const tree = { ...env('envs/a_env', GOOD.replace('echo_env', 'a_env').replace('port: 8000', 'port: 0')), ...env('envs/b_env', GOOD.replace('echo_env', 'b_env').replace('app: server.app:app', 'app: server/app.py')) };
    const context = checkContext(tree, { changedFiles: new Set(['envs/b_env/openenv.yaml']) });
    const result = await manifestsCheck.run(context);
    expect(result.findings[0].file).toBe('envs/b_env/openenv.yaml');
    expect(result.findings.some((f) => f.file === 'envs/a_env/openenv.yaml' && f.rule === 'openenv-yaml/port-range')).toBe(true);
    expect(result.data).toEqual({ manifests: ['envs/a_env/openenv.yaml', 'envs/b_env/openenv.yaml'] });
  });

  test('environment.yaml files go to the environment.yaml linter', async () => {
    const result = await manifestsCheck.run(checkContext({ 'environment.yaml': 'spec_version: hf-rl-env-0.1\nenvironments: []\n' }));
    expect(result.findings.some((f) => f.rule.startsWith('environment-yaml/'))).toBe(true);
  });

  test('off-by-default rules run when enabled through the option', async () => {
    const tree = env('envs/echo_env', GOOD.replace(/\n/g, '\r\n'));
    const off = await manifestsCheck.run(checkContext(tree));
    expect(off.findings.map((f) => f.rule)).not.toContain('openenv-yaml/line-endings');
    const on = await manifestsCheck.run(checkContext(tree, { options: { 'manifests-enable': 'openenv-yaml/line-endings' } }));
    expect(on.findings.map((f) => f.rule)).toContain('openenv-yaml/line-endings');
  });

  test('rule ids are unique, kebab-case, and carry their spec codes', () => {
    const ids = manifestsCheck.rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of manifestsCheck.rules) {
      expect(r.id).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+$/);
      if (r.id.startsWith('openenv-yaml/')) expect(r.details).toMatch(/OE-|§/);
    }
  });

  test('changedFirst keeps order within groups', () => {
    const f = (file: string, line: number) => ({ rule: 'x/y', severity: 'warning' as const, file, line, message: 'm', fingerprint: `${file}${line}` });
    expect(changedFirst([f('a', 2), f('b', 1), f('a', 1)], new Set(['b'])).map((x) => `${x.file}${x.line}`)).toEqual(['b1', 'a1', 'a2']);
  });
});
