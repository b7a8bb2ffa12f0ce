/**
 * The `openenv.yaml` schema (current format, spec openenv-yaml.md §6), defined once in zod.
 *
 * It describes a clean manifest, the form editors should steer authors to: the published JSON Schema
 * (`schemas/openenv.schema.json`) is generated from it, and the rules take their key lists and
 * patterns from here. The rules stay the authority on severity and messages (OpenEnv accepts much
 * that this schema does not, e.g. legacy files, and the rules say how loudly each deviation matters).
 */
import { z } from 'zod';

export const SPEC_VERSION = 1;
/** The name `openenv init` would produce, and the one AutoEnv discovery can reach (OE-N05). */
export const NAME_PATTERN = '^[a-z][a-z0-9_]*$';
/** uvicorn import string `module:attr`, ASCII identifiers (OE-A04/A05). */
export const APP_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*:[A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*$';
/** Environment-variable style names (OE-V04). */
export const VARIABLE_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';
export const PYTHON_IDENTIFIER_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';
/** `hf://datasets/{namespace}/{name}/{environment_id}[@{revision}]` (OE-TS3). */
export const TASK_SET_REFERENCE_PATTERN = '^hf://datasets/[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*(?:@[^\\s@]+)?$';

const text = (description: string) => z.string().describe(description);

export const openEnvManifestSchema = z
  .looseObject({
    spec_version: z.literal(SPEC_VERSION).describe('Manifest format version. The only version is the integer 1 (not "1" or 1.0).'),
    name: z
      .string()
      .min(1)
      .regex(new RegExp(NAME_PATTERN))
      .describe('Environment name: snake_case, e.g. echo_env. Used by `openenv push` for the Space id and by AutoEnv discovery.'),
    type: z.literal('space').describe('Deployment target. The only defined value is "space" (a Hugging Face Space).'),
    runtime: z.literal('fastapi').describe('Server runtime. The only defined value is "fastapi".'),
    app: z
      .string()
      .regex(new RegExp(APP_PATTERN))
      .describe('ASGI application import string for uvicorn, `module:attribute`, relative to the manifest directory, e.g. server.app:app.'),
    port: z.int().min(1).max(65535).describe('Port the server listens on; OpenEnv tooling assumes 8000.'),
    variables: z
      .record(z.string().regex(new RegExp(VARIABLE_NAME_PATTERN)), z.union([z.string(), z.number()]))
      .nullable()
      .describe('Public Hugging Face Space variables applied by `openenv push` (>= 0.3.0). Never put secrets here: use `openenv push --secret`.'),
    description: text('Human description shown by AutoEnv discovery.'),
    version: text('Free-text version (quote it: unquoted 1.10 becomes the float 1.1). The package version comes from pyproject.toml.'),
    action: z.string().regex(new RegExp(PYTHON_IDENTIFIER_PATTERN)).describe('Legacy override: Action class name in the client module (used only together with `observation`).'),
    observation: z
      .string()
      .regex(new RegExp(PYTHON_IDENTIFIER_PATTERN))
      .describe('Legacy override: Observation class name in the client module (used only together with `action`).'),
    task_sets: z
      .record(z.string(), z.string().regex(new RegExp(TASK_SET_REFERENCE_PATTERN)))
      .describe('Proposed (RFC 006, not implemented): default task set references, hf://datasets/{namespace}/{name}/{environment_id}@{revision}.'),
    validation: z.record(z.string(), z.unknown()).describe('Validation block of later OpenEnv versions (RFC 008).'),
    openenvd: z.record(z.string(), z.unknown()).describe('openenvd daemon block of later OpenEnv versions (RFC 009).'),
  })
  .partial()
  .required({ name: true })
  .meta({
    title: 'OpenEnv environment manifest (openenv.yaml)',
    description: 'Manifest of an OpenEnv environment, current format (spec_version 1), as scaffolded by `openenv init`.',
  });

export type OpenEnvManifestShape = z.infer<typeof openEnvManifestSchema>;

/** Keys of the current format and the ones the spec documents (§6): not "unknown" (OE-U01). */
export const KNOWN_KEYS: readonly string[] = Object.keys(openEnvManifestSchema.shape);
/** Keys of the six-line `openenv init` template, in order. */
export const TEMPLATE_KEYS = ['spec_version', 'name', 'type', 'runtime', 'app', 'port'] as const;
/** Documented in OpenEnv's guides but read by nothing (OE-K01). */
export const DOCUMENTED_ONLY_KEYS = ['client', 'default_image'] as const;
/** Hugging Face README front-matter keys that belong in README.md (OE-U03). */
export const README_FRONT_MATTER_KEYS = ['sdk', 'app_port', 'emoji', 'colorFrom', 'colorTo', 'pinned', 'sdk_version', 'short_description'] as const;
/** Synonyms edit distance misses (OE-U02), folded (lower case, no separators). */
export const KEY_ALIASES: Readonly<Record<string, string>> = {
  specversion: 'spec_version',
  entrypoint: 'app',
  entry: 'app',
  application: 'app',
  asgi: 'app',
  envvars: 'variables',
  environmentvariables: 'variables',
  env: 'variables',
  vars: 'variables',
  variable: 'variables',
  ports: 'port',
  serverport: 'port',
  tasksets: 'task_sets',
};
