/**
 * The published JSON Schemas agree with CI on the real corpus: a manifest shows a schema error in the
 * editor exactly when `openenv-ci manifests` reports an error for it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliErrors, editorVerdict } from '../support/schema-verdict.js';
import { corpusDir } from './corpus.js';

const CORPUS: string = corpusDir();
const files = readdirSync(CORPUS).filter((f) => f.endsWith('.yaml')).sort();

interface Row {
  file: string;
  editorRed: boolean;
  cliRed: boolean;
  schemaErrors: string[];
  cliRules: string[];
}

test('every real openenv.yaml: schema-invalid set == CLI-error set', async () => {
  const rows: Row[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(join(CORPUS, file)));
    const editor = editorVerdict('openenv.yaml', new TextDecoder().decode(bytes));
    const errors = await cliErrors('openenv.yaml', bytes);
    rows.push({
      file,
      // A file the editor cannot parse shows a syntax error there: red, though not from the schema.
      editorRed: editor.parseError !== undefined || editor.errors.length > 0,
      cliRed: errors.length > 0,
      schemaErrors: editor.parseError !== undefined ? [`parse: ${editor.parseError}`] : editor.errors.map((e) => `${e.instancePath} ${e.keyword} ${e.message ?? ''}`),
      cliRules: [...new Set(errors.map((f) => f.rule))],
    });
  }
  const redInEditorOnly = rows.filter((r) => r.editorRed && !r.cliRed);
  const redInCliOnly = rows.filter((r) => r.cliRed && !r.editorRed);
  const summary = {
    manifests: rows.length,
    cliRed: rows.filter((r) => r.cliRed).length,
    editorRed: rows.filter((r) => r.editorRed).length,
    redInEditorOnly: redInEditorOnly.length,
    redInCliOnly: redInCliOnly.length,
  };
  console.log(JSON.stringify(summary), JSON.stringify([...redInEditorOnly, ...redInCliOnly], null, 1));
  expect(rows.length).toBeGreaterThan(150);
  expect(summary.cliRed).toBeGreaterThan(0);
  expect(redInEditorOnly).toEqual([]);
  expect(redInCliOnly).toEqual([]);
});
