/** The zod schema rejects what the rules call an error, and only that. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openEnvManifestSchema, KNOWN_KEYS } from '../../../src/checks/manifests/openenv/schema.js';
import { loadOpenEnvManifest } from '../../../src/checks/manifests/openenv/load.js';
import { GOOD } from './support.js';

const parse = (text: string) => loadOpenEnvManifest(new TextEncoder().encode(text), 'openenv.yaml').manifest?.raw;

test('accepts the clean template and a full example', () => {
  expect(openEnvManifestSchema.safeParse(parse(GOOD)).success).toBe(true);
  const echo = readFileSync(join(process.cwd(), 'examples/openenv-repo/envs/echo_env/openenv.yaml'));
  expect(openEnvManifestSchema.safeParse(loadOpenEnvManifest(new Uint8Array(echo), 'x').manifest?.raw).success).toBe(true);
});

test('rejects the spec §9.4 example at its errors only, not at its warnings', () => {
  const raw = parse('spec_version: "1.0"\nname: Sql-Debug-Env\ntype: environment\nruntime:\n  type: docker\napp: server/app.py\nport: "7860"\nvariables:\n  - DEBUG=1\n');
  const result = openEnvManifestSchema.safeParse(raw);
  expect(result.success).toBe(false);
  // app-format and variables-type are errors; the rest of the example draws warnings (OE-SV2, N05, T02, R02, P04).
  const paths = new Set(result.error!.issues.map((i) => String(i.path[0])));
  expect([...paths].sort()).toEqual(['app', 'variables']);
});

test('known keys cover the template and the documented optional keys', () => {
  expect(KNOWN_KEYS).toEqual(expect.arrayContaining(['spec_version', 'name', 'type', 'runtime', 'app', 'port', 'variables', 'description', 'version', 'action', 'observation', 'task_sets']));
});
