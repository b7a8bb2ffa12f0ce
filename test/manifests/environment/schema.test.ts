/**
 * The zod schema (and the JSON Schema generated from it) agrees with the rules: the schema rejects a
 * file exactly when the rules report an error; warnings and notices leave it valid.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { environmentManifestSchema } from '../../../src/checks/manifests/environment/schema.js';
import { classifyEnvironmentFile } from '../../../src/checks/manifests/environment/index.js';
import { isMapping } from '../../../src/checks/manifests/environment/context.js';
import { buildJsonSchemas } from '../../../src/checks/manifests/schemas.js';
import { loadYaml } from '../../../src/checks/manifests/yaml/load.js';
import { FIXTURES, lintFixture, readFixture } from './helpers.js';
import { editorVerdict } from '../../support/schema-verdict.js';

/** Errors a schema of one file cannot see: file names, the dataset card, the repo's own id, free-text references. */
const OUTSIDE_SCHEMA = new Set([
  'environment-yaml/file-name',
  'environment-yaml/reference-malformed',
  'environment-yaml/reference-empty-revision',
  'environment-yaml/reference-unknown-environment',
]);

const jsonSchema = buildJsonSchemas().find((s) => s.file === 'environment.schema.json')!.schema;
const ajv = new Ajv({ strict: false, allErrors: true });
const validate = ajv.compile(jsonSchema);

const load = (text: string) => loadYaml(new TextEncoder().encode(text), 'environment.yaml').value;

const fixtures = readdirSync(`${FIXTURES}rules`).filter((f) => f.endsWith('.yaml'));

/**
 * Errors JSON Schema cannot express, which the zod schema (refinements) and the rules enforce and
 * editors do not show: unique ids across list items and the PEP 508 grammar of `package`.
 */
const BEYOND_JSON_SCHEMA = new Set(['environment-yaml/duplicate-environment-id', 'environment-yaml/package-invalid']);

test.each(fixtures)('%s: the schema rejects the file exactly when the rules report an error', async (name) => {
  const fixture = readFixture(`rules/${name}`);
  const errors = (await lintFixture(fixture)).filter((f) => f.severity === 'error' && !OUTSIDE_SCHEMA.has(f.rule)).map((f) => f.rule);
  const value = load(fixture.text);
  // The zod schema describes a declaration; the rules lint nothing else (conda files, unrelated YAML).
  const declaration = isMapping(value) && classifyEnvironmentFile(value) === 'declaration';
  expect({ name, zodRejects: declaration && !environmentManifestSchema.safeParse(value).success }).toEqual({ name, zodRejects: errors.length > 0 });
  const editor = editorVerdict('environment.yaml', fixture.text);
  const editorRed = editor.parseError !== undefined || editor.errors.length > 0;
  expect({ name, editorRed }).toEqual({ name, editorRed: errors.some((r) => !BEYOND_JSON_SCHEMA.has(r)) });
});

const VALID = [readFileSync(`${FIXTURES}valid/realistic/environment.yaml`, 'utf8'), readFileSync(`${FIXTURES}valid/minimal.yaml`, 'utf8')];

test.each(VALID.map((text, i) => [i, text]))('valid file %i passes zod and the JSON Schema', (_i, text) => {
  const value = load(text as string);
  const parsed = environmentManifestSchema.safeParse(value);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(validate(JSON.parse(JSON.stringify(value)))).toBe(true);
});

test('the JSON Schema tells editors about exactly-one runtime target and unknown keys', () => {
  const both = load('spec_version: hf-rl-env-0.1\nenvironments:\n  - id: a\n    frameworks:\n      openenv: {space_id: o/a, image: "o/a:1"}\n');
  expect(validate(both)).toBe(false);
  const typo = load('spec_version: hf-rl-env-0.1\nenvironments:\n  - id: a\n    frameworks:\n      openenv: {spaceid: o/a}\n');
  expect(validate(typo)).toBe(false);
  const opaque = load('spec_version: hf-rl-env-0.1\nenvironments:\n  - id: a\n    frameworks:\n      harbor: {anything: [1, 2]}\n');
  expect(validate(opaque)).toBe(true);
});
