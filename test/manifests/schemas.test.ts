/** The committed JSON Schemas are exactly what the zod definitions generate. */
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { buildJsonSchemas, SCHEMA_BASE_URL, serializeSchema } from '../../src/checks/manifests/schemas.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIX = 'run `node scripts/generate-schemas.mjs` and commit schemas/';

describe.each(buildJsonSchemas().map((s) => [s.file, s.schema] as const))('schemas/%s', (file, schema) => {
  test('is committed and matches the zod definition', () => {
    const path = `${ROOT}schemas/${file}`;
    if (!existsSync(path)) throw new Error(`schemas/${file} is missing: ${FIX}`);
    const committed = readFileSync(path, 'utf8');
    if (committed !== serializeSchema(schema)) {
      throw new Error(`schemas/${file} has drifted from the zod definitions: ${FIX}`);
    }
  });

  test('is a draft-07 schema with $id and title that compiles', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.$id).toBe(`${SCHEMA_BASE_URL}${file}`);
    expect(typeof schema.title).toBe('string');
    expect(typeof schema.description).toBe('string');
    expect(() => new Ajv({ strict: false }).compile(schema)).not.toThrow();
  });
});

test('generation is deterministic', () => {
  const a = buildJsonSchemas().map((s) => serializeSchema(s.schema));
  const b = buildJsonSchemas().map((s) => serializeSchema(s.schema));
  expect(a).toEqual(b);
});
