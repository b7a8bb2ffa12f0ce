/**
 * The published JSON Schemas agree with CI on the real corpus: a manifest shows a schema error in the
 * editor exactly when `openenv-ci manifests` reports an error for it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliErrors, editorVerdict } from '../support/schema-verdict.js';
import type { ManifestKind } from '../support/schema-verdict.js';
import { corpusDir } from './corpus.js';

const CORPUS: string = corpusDir();
/** Real environment.yaml files, when the corpus has them (it had none when this was written). */
const ENVIRONMENT_CORPUS = join(CORPUS, '../environment-yaml');

interface Row {
  file: string;
  editorRed: boolean;
  cliRed: boolean;
  schemaErrors: string[];
  cliRules: string[];
}

async function verdicts(kind: ManifestKind, dir: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const file of readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    const bytes = new Uint8Array(readFileSync(join(dir, file)));
    const editor = editorVerdict(kind, new TextDecoder().decode(bytes));
    const errors = await cliErrors(kind, bytes);
    rows.push({
      file,
      // A file the editor cannot parse shows a syntax error there: red, though not from the schema.
      editorRed: editor.parseError !== undefined || editor.errors.length > 0,
      cliRed: errors.length > 0,
      schemaErrors: editor.parseError !== undefined ? [`parse: ${editor.parseError}`] : editor.errors.map((e) => `${e.instancePath} ${e.keyword} ${e.message ?? ''}`),
      cliRules: [...new Set(errors.map((f) => f.rule))],
    });
  }
  return rows;
}

test('every real openenv.yaml: schema-invalid set == CLI-error set', async () => {
  const rows = await verdicts('openenv.yaml', CORPUS);
  expect(rows.length).toBeGreaterThan(150);
  // Both sides find real errors (32 of 193 files when this was written), and on the same files.
  expect(rows.filter((r) => r.cliRed).length).toBeGreaterThan(10);
  expect(rows.filter((r) => r.editorRed && !r.cliRed)).toEqual([]);
  expect(rows.filter((r) => r.cliRed && !r.editorRed)).toEqual([]);
});

(existsSync(ENVIRONMENT_CORPUS) ? test : test.skip)('every real environment.yaml: schema-invalid set == CLI-error set', async () => {
  const rows = await verdicts('environment.yaml', ENVIRONMENT_CORPUS);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((r) => r.editorRed && !r.cliRed)).toEqual([]);
  // Errors JSON Schema cannot express (docs/manifests.md, "Editor schemas") are red in CI only.
  const beyondJsonSchema = /^environment-yaml\/(?:duplicate-environment-id|package-invalid|file-name|reference-.*)$/;
  expect(rows.filter((r) => r.cliRed && !r.editorRed && !r.cliRules.every((rule) => beyondJsonSchema.test(rule)))).toEqual([]);
});
