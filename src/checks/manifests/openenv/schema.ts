/**
 * The `openenv.yaml` schema (current format, spec openenv-yaml.md §6), defined once in zod.
 *
 * It accepts exactly what the manifests check accepts without an error, as far as one file's content
 * can tell: the published JSON Schema (`schemas/openenv.schema.json`) is generated from it, so an editor
 * shows a schema error where CI fails and nowhere else (test/corpus/schema-agreement.test.ts). What the
 * rules only warn about (snake_case names, `type: space`, `port: "8000"`, unknown keys) stays out of the
 * constraints and goes to the editor as `markdownDescription`, `examples` and `deprecationMessage` (a
 * warning in VS Code and yaml-language-server). The rules stay the authority on severity and messages,
 * and take their patterns from here.
 */
import * as z from 'zod';
import { NOT_A_SECRET_VALUE_PATTERN, SECRET_NAME_PATTERN, TOKEN_VALUE_PATTERN } from './secrets.js';

export const SPEC_VERSION = 1;
/** The name `openenv init` would produce, and the one AutoEnv discovery can reach (OE-N05, a warning). */
export const NAME_PATTERN = '^[a-z][a-z0-9_]*$';
/** uvicorn import string `module:attr`, ASCII identifiers (OE-A04/A05). */
export const APP_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*:[A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*$';
/**
 * An `app` value without an OE-A03/A04/A05 error: after the strip Daytona does, APP_PATTERN with a
 * module that does not end in `.py`.
 */
export const APP_VALUE_PATTERN = `^\\s*(?![^:]*\\.py:)${APP_PATTERN.slice(1, -1)}\\s*$`;
/** Environment-variable style names (OE-V04). */
export const VARIABLE_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';
export const PYTHON_IDENTIFIER_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';
/** `hf://datasets/{namespace}/{name}/{environment_id}[@{revision}]` (OE-TS3). */
export const TASK_SET_REFERENCE_PATTERN = '^hf://datasets/[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*(?:@[^\\s@]+)?$';
/** An `environment.yaml` version string in `spec_version`: the wrong file (OE-SV4). */
export const ENVIRONMENT_SPEC_VERSION_PATTERN = '^\\s*(?:hf-|env-)';
/** A `port` string that means a number (OE-P04, a warning); any other string is an error (OE-P03). */
export const NUMERIC_PORT_PATTERN = '^\\s*[-+]?\\d+(?:\\.0*)?\\s*$';

/** Editor metadata: the plain description (hover), its Markdown form and completion examples. */
function doc(description: string, extra: { markdown?: string; examples?: unknown[]; deprecationMessage?: string } = {}) {
  return {
    description,
    markdownDescription: extra.markdown ?? description,
    ...(extra.examples ? { examples: extra.examples } : {}),
    ...(extra.deprecationMessage ? { deprecationMessage: extra.deprecationMessage } : {}),
  };
}

const identifier = new RegExp(PYTHON_IDENTIFIER_PATTERN);

/** A variable value that is not token-shaped (OE-V08). */
const variableValue = z.unknown().refine((v) => typeof v !== 'string' || !new RegExp(TOKEN_VALUE_PATTERN).test(v), 'no token-shaped value');

/** A value under a secret-looking name: only what is obviously not a secret (OE-V08). */
const secretNamedValue = z.union([
  z.null(),
  z.looseObject({}),
  z.array(z.unknown()),
  z.int().nonnegative(),
  z.string().regex(new RegExp(NOT_A_SECRET_VALUE_PATTERN)),
]);

const variablesSchema = z
  .record(z.string().regex(/\S/, 'a non-empty name'), variableValue)
  .superRefine((variables, ctx) => {
    const secretName = new RegExp(SECRET_NAME_PATTERN);
    for (const [key, value] of Object.entries(variables)) {
      if (secretName.test(key) && !secretNamedValue.safeParse(value).success) ctx.addIssue({ code: 'custom', path: [key], message: 'a secret: pass it with `openenv push --secret`' });
    }
  })
  .meta({
    // The record's key and value schemas above, in JSON Schema terms, plus the secret-name check the
    // superRefine does (invisible to JSON Schema).
    propertyNames: { pattern: '\\S' },
    additionalProperties: { not: { type: 'string', pattern: TOKEN_VALUE_PATTERN } },
    patternProperties: {
      [SECRET_NAME_PATTERN]: {
        not: { type: 'string', pattern: TOKEN_VALUE_PATTERN },
        anyOf: [{ type: ['null', 'object', 'array'] }, { type: 'integer', minimum: 0 }, { type: 'string', pattern: NOT_A_SECRET_VALUE_PATTERN }],
      },
    },
  });

export const openEnvManifestSchema = z
  .looseObject({
    spec_version: z
      .union([z.number(), z.string().regex(new RegExp(`^(?!${ENVIRONMENT_SPEC_VERSION_PATTERN.slice(1)})`)), z.null()])
      .meta(
        doc('Manifest format version. The only version is the integer 1 (not "1" or 1.0).', {
          markdown: 'Manifest format version. The only version is the integer `1` (not `"1"` or `1.0`). An `environment.yaml` version such as `hf-rl-env-0.1` means the content belongs in `environment.yaml`.',
          examples: [SPEC_VERSION],
        }),
      ),
    name: z
      .string()
      .min(1)
      .regex(/^[^/]*$/, 'no "/"')
      .meta(
        doc('Environment name: snake_case, e.g. echo_env. Used by `openenv push` for the Space id and by AutoEnv discovery.', {
          markdown:
            'Environment name, used by `openenv push` for the Space id and by AutoEnv discovery. Write it in snake_case (`^[a-z][a-z0-9_]*$`, e.g. `echo_env`): hyphens and capitals make it unreachable through AutoEnv. A `/` is an error (the Space id becomes invalid).',
          examples: ['echo_env'],
        }),
      ),
    type: z.unknown().meta(doc('Deployment target. The only defined value is "space" (a Hugging Face Space).', { markdown: 'Deployment target. The only defined value is `space` (a Hugging Face Space).', examples: ['space'] })),
    runtime: z.unknown().meta(doc('Server runtime. The only defined value is "fastapi".', { markdown: 'Server runtime. The only defined value is `fastapi`.', examples: ['fastapi'] })),
    app: z
      .string()
      .regex(new RegExp(APP_VALUE_PATTERN), 'module:attribute')
      .meta(
        doc('ASGI application import string for uvicorn, `module:attribute`, relative to the manifest directory, e.g. server.app:app.', {
          markdown: 'ASGI application import string for uvicorn, `module:attribute` with Python identifiers, relative to the manifest directory, e.g. `server.app:app` (not a file path such as `server/app.py`).',
          examples: ['server.app:app'],
        }),
      ),
    port: z
      .union([z.int().min(1).max(65535), z.string().regex(new RegExp(NUMERIC_PORT_PATTERN)), z.null()])
      .meta(doc('Port the server listens on; OpenEnv tooling assumes 8000.', { markdown: 'Port the server listens on (an integer, 1–65535); OpenEnv tooling assumes `8000`. Write it unquoted.', examples: [8000] })),
    variables: variablesSchema.nullable().meta(
      doc('Public Hugging Face Space variables applied by `openenv push` (>= 0.3.0). Never put secrets here: use `openenv push --secret`.', {
        markdown: 'Public Hugging Face Space variables applied by `openenv push` (>= 0.3.0): a mapping of `KEY: value` with environment-variable names. Quote values. Never put secrets here: use `openenv push --secret`.',
      }),
    ),
    description: z.unknown().meta(doc('Human description shown by AutoEnv discovery (a string).')),
    version: z.unknown().meta(
      doc('Free-text version (quote it: unquoted 1.10 becomes the float 1.1). The package version comes from pyproject.toml.', {
        markdown: 'Free-text version; quote it (unquoted `1.10` becomes the float 1.1). The package version comes from `pyproject.toml`, so current manifests can drop it.',
      }),
    ),
    action: z.unknown().meta(doc('Legacy override: Action class name in the client module (used only together with `observation`).', { examples: ['MyAction'] })),
    observation: z.unknown().meta(doc('Legacy override: Observation class name in the client module (used only together with `action`).', { examples: ['MyObservation'] })),
    task_sets: z.unknown().meta(doc('Proposed (RFC 006, not implemented): default task set references, hf://datasets/{namespace}/{name}/{environment_id}@{revision}.')),
    validation: z.unknown().meta(doc('Validation block of later OpenEnv versions (RFC 008), a mapping.')),
    openenvd: z.unknown().meta(doc('openenvd daemon block of later OpenEnv versions (RFC 009), a mapping.')),
  })
  .partial()
  .required({ name: true })
  .catchall(
    z.unknown().meta({
      deprecationMessage: 'OpenEnv does not read this key. Check its spelling, or move the content to README.md.',
      markdownDescription: 'Not an `openenv.yaml` key: OpenEnv ignores it.',
    }),
  )
  .superRefine((manifest, ctx) => {
    // With both present, AutoEnv looks them up as class names (OE-C02); one alone is ignored. A value that is
    // not a string (a mapping describing the space) is an error only for a packaged manifest (OE-C01),
    // which a schema of one file cannot see: the editor leaves it to CI.
    if (!('action' in manifest) || !('observation' in manifest)) return;
    for (const key of ['action', 'observation'] as const) {
      const value = manifest[key];
      if (typeof value === 'string' && !identifier.test(value)) ctx.addIssue({ code: 'custom', path: [key], message: 'a Python class name' });
    }
  })
  .meta({
    title: 'OpenEnv environment manifest (openenv.yaml)',
    description: 'Manifest of an OpenEnv environment, current format (spec_version 1), as scaffolded by `openenv init`.',
    // The superRefine above, for editors.
    if: { required: ['action', 'observation'] },
    then: {
      properties: {
        action: { anyOf: [{ type: 'string', pattern: PYTHON_IDENTIFIER_PATTERN }, { type: ['object', 'array', 'number', 'boolean', 'null'] }] },
        observation: { anyOf: [{ type: 'string', pattern: PYTHON_IDENTIFIER_PATTERN }, { type: ['object', 'array', 'number', 'boolean', 'null'] }] },
      },
    },
  });

export type OpenEnvManifestShape = z.infer<typeof openEnvManifestSchema>;

/** Keys of the current format and the ones the spec documents (§6): not "unknown" (OE-U01). */
export const KNOWN_KEYS: readonly string[] = Object.keys(openEnvManifestSchema.shape);
/** Keys of the six-line `openenv init` template, in order. */
export const TEMPLATE_KEYS = ['spec_version', 'name', 'type', 'runtime', 'app', 'port'] as const;
/**
 * The proposed blocks openenv-ci's validate reads (validator.md §2: resources, reward, tools, tasks,
 * network, reproducibility). OpenEnv does not read them yet, but they are not "unknown" (OE-U01): validate's
 * notices ask for `resources:` and `network:`, and the two checks must not give opposite advice.
 */
export const PROPOSED_BLOCK_KEYS = ['resources', 'reward', 'tools', 'tasks', 'network', 'reproducibility'] as const;
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
