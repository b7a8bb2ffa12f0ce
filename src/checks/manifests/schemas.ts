/**
 * The published JSON Schemas of both manifests, generated from their zod definitions (the single
 * source): `schemas/openenv.schema.json` and `schemas/environment.schema.json`, draft-07 (what editors support best), for
 * editor autocompletion via `# yaml-language-server: $schema=<url>`. `scripts/generate-schemas.mjs`
 * writes them; `test/manifests/schemas.test.ts` fails when the committed files drift. Each accepts what
 * the manifests check accepts without an error, and rejects what it reports as one
 * (test/manifests/schema-agreement.test.ts, test/corpus/schema-agreement.test.ts); warnings reach
 * editors as annotations only.
 */
import * as z from 'zod';
import { DECLARATION_CONDITION, environmentManifestSchema, JSON_DEFINITIONS } from './environment/schema.js';
import { openEnvManifestSchema } from './openenv/schema.js';

/** Where the committed `schemas/` folder is served from: the `$id` of each schema. */
export const SCHEMA_BASE_URL = 'https://raw.githubusercontent.com/openenv-ci/openenv-ci/main/schemas/';

export interface PublishedSchema {
  /** File name under `schemas/`. */
  file: string;
  schema: Record<string, unknown>;
}

interface Options {
  /**
   * The manifests check lints only files that meet this condition (any other content passes), so the
   * schema's constraints sit under `if`/`then` and other files validate.
   */
  appliesWhen?: Record<string, unknown>;
  /** Subschemas the zod metadata refers to as `#/definitions/<name>`. */
  definitions?: Record<string, unknown>;
}

function toJsonSchema(schema: z.ZodType, file: string, options: Options = {}): Record<string, unknown> {
  const generated = z.toJSONSchema(schema, {
    target: 'draft-7',
    // What authors write (defaults stay optional); refinements a schema cannot express are left to the rules.
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  let published: Record<string, unknown> = { ...generated, $id: `${SCHEMA_BASE_URL}${file}` };
  if (options.appliesWhen) {
    const { $schema, $id, title, description, ...constraints } = published;
    published = { $schema, $id, title, description, type: 'object', if: options.appliesWhen, then: constraints };
  }
  if (options.definitions) published.definitions = options.definitions;
  return canonical(published) as Record<string, unknown>;
}

export function buildJsonSchemas(): PublishedSchema[] {
  return [
    { file: 'openenv.schema.json', schema: toJsonSchema(openEnvManifestSchema, 'openenv.schema.json') },
    { file: 'environment.schema.json', schema: toJsonSchema(environmentManifestSchema, 'environment.schema.json', { appliesWhen: DECLARATION_CONDITION, definitions: JSON_DEFINITIONS }) },
  ];
}

/** The exact bytes of a committed schema file: two-space JSON with a trailing newline. */
export function serializeSchema(schema: Record<string, unknown>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}

const LEADING_KEYWORDS = ['$schema', '$id', 'title', 'description', 'type'];

/**
 * Stable key order: identifying keywords first, then the rest alphabetically; the members of
 * `properties` keep their declaration order (the order editors list them in).
 */
function canonical(value: unknown, inProperties = false): unknown {
  if (Array.isArray(value)) return value.map((v) => canonical(v));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const rank = (key: string) => {
    const i = LEADING_KEYWORDS.indexOf(key);
    return i === -1 ? LEADING_KEYWORDS.length : i;
  };
  if (!inProperties) entries.sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v, !inProperties && (k === 'properties' || k === 'patternProperties'))]));
}
