/** The grammars behind the rules: PEP 440/508, OCI image references, Hub ids, references, YAML 1.1 vs 1.2. */
import { parseImageReference } from '../../../src/checks/manifests/environment/grammar/image-ref.js';
import { hubRepoIdProblem, spaceIdFromUrl } from '../../../src/checks/manifests/environment/grammar/hub-id.js';
import { isPep440Version, parseSpecifierSet, specifierSetConcern } from '../../../src/python/pep440.js';
import { parseRequirement } from '../../../src/python/pep508.js';
import { isDatasetAddress, parseEnvironmentReference } from '../../../src/checks/manifests/environment/grammar/reference.js';
import { tokenShape } from '../../../src/checks/manifests/environment/grammar/secrets.js';
import { suggestKey } from '../../../src/checks/manifests/environment/grammar/did-you-mean.js';
import { versionAmbiguity } from '../../../src/checks/manifests/environment/grammar/yaml12.js';

test.each([
  ['ghcr.io/openenv/tbench2:0.3.0', true],
  ['openenv/coding_env', true],
  ['localhost:5000/a/b:1', true],
  ['registry.example.com/a__b/c-d.e@sha256:' + 'f'.repeat(64), true],
  ['ghcr.io/OpenEnv/x:1', false],
  ['openenv/Coding', false],
  ['registry/name:', false],
  ['a b', false],
  ['x@sha256:ABC', false],
  ['https://ghcr.io/a/b:1', false],
])('image %s valid=%s', (ref, ok) => {
  expect(parseImageReference(ref).ok).toBe(ok);
});

test('image tag and digest are split correctly around a registry port', () => {
  const parsed = parseImageReference('localhost:5000/a/b');
  expect(parsed.ok && parsed.ref).toMatchObject({ domain: 'localhost:5000', path: 'a/b', tag: undefined });
});

test.each([
  ['openenv/coding_env', undefined],
  ['a/b/c', 'shape'],
  ['coding_env', 'shape'],
  ['openenv/-x', 'characters'],
  ['openenv/a..b', 'characters'],
  ['open env/x', 'characters'],
  [`o/${'n'.repeat(97)}`, 'characters'],
])('hub id %s -> %s', (id, kind) => {
  expect(hubRepoIdProblem(id)?.kind).toBe(kind);
});

test('Space URLs become repo ids', () => {
  expect(spaceIdFromUrl('https://huggingface.co/spaces/openenv/echo_env')).toBe('openenv/echo_env');
  expect(spaceIdFromUrl('https://openenv-echo-env.hf.space')).toBe('');
  expect(spaceIdFromUrl('openenv/echo_env')).toBeUndefined();
});

test('PEP 440 versions and specifier sets', () => {
  for (const v of ['0.3.0', '1!2.0', '1.0rc1', '1.0.post2.dev3', 'v1.2', '1.0+local.1']) expect(isPep440Version(v)).toBe(true);
  for (const v of ['>=0.3', 'latest', '1..2', '']) expect(isPep440Version(v)).toBe(false);
  expect(parseSpecifierSet('>=0.3.0, <1.0').ok).toBe(true);
  expect(parseSpecifierSet('==0.3.*').ok).toBe(true);
  expect(parseSpecifierSet('>=0.3.*').ok).toBe(false);
  expect(parseSpecifierSet('~=1').ok).toBe(false);
  expect(parseSpecifierSet('>=0.3,').ok).toBe(false);
  expect(parseSpecifierSet('at least 0.3').ok).toBe(false);
});

test('specifier sets that name no usable minimum', () => {
  const concern = (s: string) => {
    const parsed = parseSpecifierSet(s);
    return parsed.ok ? specifierSetConcern(parsed.specifiers) : 'invalid';
  };
  expect(concern('>=0.3,<1')).toBeUndefined();
  expect(concern('~=0.3')).toBeUndefined();
  expect(concern('<1.0')).toBe('upper-bound-only');
  expect(concern('>=0.4,<0.3')).toBe('unsatisfiable');
  expect(concern('>0.3,<=0.3')).toBe('unsatisfiable');
  expect(concern('==0.2,>=0.3')).toBe('unsatisfiable');
  expect(concern('~=0.3.1,>=0.4')).toBe('unsatisfiable');
});

test('PEP 508 requirements', () => {
  const ok = parseRequirement('openenv-coding-env[extra1, extra2]>=0.3,<1 ; python_version >= "3.10"');
  expect(ok.ok && ok.requirement).toMatchObject({ name: 'openenv-coding-env', extras: ['extra1', 'extra2'], marker: 'python_version >= "3.10"' });
  const direct = parseRequirement('openenv-x @ git+https://github.com/o/r.git@main');
  expect(direct.ok && direct.requirement.url).toBe('git+https://github.com/o/r.git@main');
  expect(parseRequirement('OpenEnv_X.Y').ok && (parseRequirement('OpenEnv_X.Y') as { requirement: { normalizedName: string } }).requirement.normalizedName).toBe('openenv-x-y');
  expect(parseRequirement('a b').ok).toBe(false);
  expect(parseRequirement('git+https://github.com/o/r.git')).toMatchObject({ ok: false, directReference: true });
  expect(parseRequirement('./local/pkg')).toMatchObject({ ok: false, directReference: true });
  expect(parseRequirement('x>=').ok).toBe(false);
  expect(parseRequirement('x (>=1.0)').ok).toBe(true);
});

test('environment references', () => {
  expect(parseEnvironmentReference('hf://datasets/openenv/coding-tasksets/coding@main')).toMatchObject({
    reference: { repoId: 'openenv/coding-tasksets', environmentId: 'coding', revision: 'main' },
    problems: [{ code: 'branch-revision' }],
  });
  expect(parseEnvironmentReference('hf://datasets/harborframework/terminal-bench-2.0/terminal-bench-2@2.0').problems).toEqual([]);
  expect(parseEnvironmentReference('hf://datasets/a/b/c@refs/pr/3').reference?.revision).toBe('refs/pr/3');
  expect(parseEnvironmentReference(`hf://datasets/a/b/c@${'0'.repeat(40)}`).problems).toEqual([]);
  expect(parseEnvironmentReference('hf://datasets/a/b/c').problems[0].code).toBe('unpinned');
  expect(parseEnvironmentReference('hf://datasets/a/b/c@').problems[0].code).toBe('empty-revision');
  for (const bad of ['hf://datasets/a/b', 'hf://datasets/a/b/c/d', 'HF://datasets/a/b/c', 'hf://spaces/a/b/c', 'hf://datasets/a//c', 'hf://datasets/a/b/.c']) {
    expect(parseEnvironmentReference(bad).problems[0].code).toBe('malformed');
  }
  expect(isDatasetAddress('hf://datasets/a/b')).toBe(true);
  expect(isDatasetAddress('hf://datasets/a/b/c')).toBe(false);
});

test('token shapes', () => {
  expect(tokenShape('hf_exampleexampleexample')).toBe('a Hugging Face token');
  expect(tokenShape('AKIAABCDEFGHIJKLMNOP')).toBe('an AWS access key');
  expect(tokenShape('HF_TOKEN')).toBeUndefined();
  expect(tokenShape('Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZkdISUpLTE1O')).toBeUndefined();
  expect(tokenShape('Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZkdISUpLTE1O', { includeGeneric: true })).toBe('a long random token');
  expect(tokenShape('f'.repeat(64), { includeGeneric: true })).toBeUndefined();
});

test('did you mean', () => {
  const known = ['space_id', 'image', 'package', 'min_version'];
  expect(suggestKey('spaceid', known)).toBe('space_id');
  expect(suggestKey('Space-ID', known)).toBe('space_id');
  expect(suggestKey('imgae', known)).toBe('image');
  expect(suggestKey('pip', known, { pip: 'package' })).toBe('package');
  expect(suggestKey('completely_else', known)).toBeUndefined();
  expect(suggestKey('constructor', known, { pip: 'package' })).toBeUndefined();
  expect(suggestKey('__proto__', known, { pip: 'package' })).toBeUndefined();
});

test.each([
  ['yes', true],
  ['no', true],
  ['010', true],
  ['1_000', true],
  ['1:30', true],
  ['2026-01-01', true],
  ['0o10', true],
  ['1e3', true],
  ['true', false],
  ['8', false],
  ['0.3', false],
  ['null', false],
  ['text', false],
  ['0x1F', false],
])('YAML 1.1 vs 1.2: %s ambiguous=%s', (text, ambiguous) => {
  expect(versionAmbiguity(text) !== undefined).toBe(ambiguous);
});
