import { loadOpenEnvManifest } from '../../../src/checks/manifests/openenv/load.js';

const enc = (s: string) => new TextEncoder().encode(s);
const load = (s: string) => loadOpenEnvManifest(enc(s), 'envs/echo_env/openenv.yaml');

describe('loadOpenEnvManifest', () => {
  test('current format, typed fields', () => {
    const r = load('spec_version: 1\nname: echo_env\ntype: space\nruntime: fastapi\napp: " server.app:app "\nport: 8000\nvariables:\n  DEBUG: yes\n  N: 3\n');
    expect(r.format).toBe('current');
    expect(r.manifest).toMatchObject({
      specVersion: 1,
      name: 'echo_env',
      type: 'space',
      runtime: 'fastapi',
      app: 'server.app:app',
      port: 8000,
      variables: { DEBUG: 'True', N: '3' },
    });
    expect(r.manifest?.raw.port).toBe(8000);
    expect(r.rangeOf(['port'], 'key')).toMatchObject({ line: 6, column: 1 });
    expect(r.findings).toEqual([]);
  });

  test('legacy format', () => {
    const r = load('name: coding_env\nversion: "0.1.0"\naction: CodeAction\nobservation: CodeObservation\n');
    expect(r.format).toBe('legacy');
    expect(r.manifest?.action).toBe('CodeAction');
  });

  test('unrecognised format', () => {
    expect(load('name: x\ntasks: [a]\n').format).toBe('unrecognised');
  });

  test('typed fields only when the type is right', () => {
    const r = load('spec_version: 1.0\nname: no\nport: "8000"\n');
    expect(r.format).toBe('current');
    expect(r.manifest?.specVersion).toBeUndefined();
    expect(r.manifest?.name).toBeUndefined();
    expect(r.manifest?.port).toBeUndefined();
    expect(r.manifest?.raw.name).toBe(false);
  });

  test('unreadable: syntax error, empty, list root', () => {
    for (const src of ['name: a: b\n', '', '- a\n']) {
      const r = load(src);
      expect(r.format).toBe('unreadable');
      expect(r.manifest).toBeUndefined();
      expect(r.findings.some((f) => f.severity === 'error')).toBe(true);
    }
  });
});
