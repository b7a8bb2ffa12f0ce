/**
 * The zod schema against the real corpus, on the values PyYAML gives the rules: it rejects a manifest
 * exactly when the rules report an error about its keys (test/corpus/schema-agreement.test.ts does the
 * same for the published JSON Schema on what an editor sees).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openEnvManifestSchema } from '../../src/checks/manifests/openenv/schema.js';
import { loadOpenEnvManifest } from '../../src/checks/manifests/openenv/load.js';
import { lint } from '../manifests/openenv/support.js';
import { corpusDir } from './corpus.js';

const CORPUS: string = corpusDir();

test('on the real corpus: the schema rejects a file exactly when a key rule reports an error', async () => {
  const disagreements: Array<{ file: string; keyErrors: string[]; schemaAccepts: boolean }> = [];
  let withErrors = 0;
  let checked = 0;
  for (const file of readdirSync(CORPUS).filter((f) => f.endsWith('.yaml'))) {
    const bytes = new Uint8Array(readFileSync(join(CORPUS, file)));
    const loaded = loadOpenEnvManifest(bytes, 'envs/x/openenv.yaml');
    if (!loaded.manifest) continue;
    checked++;
    // The manifest alone, as an editor sees it: no pyproject.toml packaging it, so the errors only a packaged
    // manifest has (action/observation that are not strings, OE-C01) are not expected of the schema.
    const findings = await lint({ manifest: bytes, path: 'envs/x/openenv.yaml', files: { 'pyproject.toml': null } });
    const keyErrors = findings.filter((f) => f.severity === 'error' && f.rule.startsWith('openenv-yaml/')).map((f) => f.rule);
    if (keyErrors.length > 0) withErrors++;
    const schemaAccepts = openEnvManifestSchema.safeParse(loaded.manifest.raw).success;
    if (schemaAccepts === keyErrors.length > 0) disagreements.push({ file, keyErrors, schemaAccepts });
  }
  expect(checked).toBeGreaterThan(150);
  expect(withErrors).toBeGreaterThan(10);
  expect(disagreements).toEqual([]);
});
