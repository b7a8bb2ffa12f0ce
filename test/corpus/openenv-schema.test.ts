/** The zod schema against the real corpus: everything the rules call an error, it rejects too. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openEnvManifestSchema } from '../../src/checks/manifests/openenv/schema.js';
import { loadOpenEnvManifest } from '../../src/checks/manifests/openenv/load.js';
import { lint } from '../manifests/openenv/support.js';
import { corpusDir } from './corpus.js';

const CORPUS: string = corpusDir();

test('on the real corpus: a key-rule error always means the schema rejects the file', async () => {
  let checked = 0;
  for (const file of readdirSync(CORPUS).filter((f) => f.endsWith('.yaml'))) {
    const bytes = new Uint8Array(readFileSync(join(CORPUS, file)));
    const loaded = loadOpenEnvManifest(bytes, 'envs/x/openenv.yaml');
    if (!loaded.manifest) continue;
    const findings = await lint({ manifest: bytes, path: 'envs/x/openenv.yaml' });
    const keyErrors = findings.filter((f) => f.severity === 'error' && f.rule.startsWith('openenv-yaml/'));
    if (keyErrors.length === 0) continue;
    checked++;
    expect({ file, schemaAccepts: openEnvManifestSchema.safeParse(loaded.manifest.raw).success }).toEqual({ file, schemaAccepts: false });
  }
  expect(checked).toBeGreaterThan(10);
});
