/**
 * The `environment.yaml` schema (spec_version `hf-rl-env-0.1`, OpenEnv RFC 006), defined once in zod.
 *
 * It accepts what the manifests check accepts without an error and rejects what it reports as one
 * (test/manifests/environment/schema.test.ts): the published JSON Schema
 * (`schemas/environment.schema.json`) is generated from it, so editors show a schema error only where CI
 * fails. Recommendations the rules only warn about reach editors as descriptions, and unknown keys as a
 * `deprecationMessage` warning. The rules take their key lists, patterns and grammars from here and stay
 * the authority on severity and messages; they also do what a schema cannot (dataset-card cross-checks,
 * references to the repository's own ids). */
import * as z from 'zod';
import { ENVIRONMENT_ID_SAFE_PATTERN, environmentIdProblem } from './grammar/environment-id.js';
import { HUB_REPO_ID_PATTERN, SPACE_URL_PATTERN, isHubRepoId, spaceIdFromUrl } from './grammar/hub-id.js';
import { IMAGE_REFERENCE_PATTERN, parseImageReference } from './grammar/image-ref.js';
import { isPep440Version, MIN_VERSION_PATTERN, parseSpecifierSet } from '../../../python/pep440.js';
import { parseRequirement } from '../../../python/pep508.js';
import { KNOWN_TOKEN_VALUE_PATTERN, TOKEN_VALUE_PATTERN, tokenShape } from './grammar/secrets.js';

export const SPEC_VERSION = 'hf-rl-env-0.1';
/** Version strings of the closed Hub documentation draft (EY-V03). */
export const DRAFT_SPEC_VERSIONS = ['hf-env-0.1', 'env-0.1'] as const;
export const KNOWN_FRAMEWORKS = ['openenv', 'harbor', 'verifiers', 'nemo-gym'] as const;
export const RUNTIME_TARGET_KEYS = ['space_id', 'image', 'package'] as const;
export const DEFAULT_OPENENV_MANIFEST = 'openenv.yaml';
/** Keys that would make the OpenEnv block look like an executable hook (EY-H03). */
export const HOOK_KEYS = ['adapter', 'entrypoint', 'entry_point', 'hook', 'command', 'cmd', 'script', 'setup', 'install', 'module', 'class'] as const;
/** Near misses of OpenEnv block keys that edit distance does not catch (EY-H04). */
export const OPENENV_KEY_ALIASES: Readonly<Record<string, string>> = {
  space: 'space_id',
  spaceid: 'space_id',
  spacename: 'space_id',
  hfspace: 'space_id',
  dockerimage: 'image',
  docker: 'image',
  container: 'image',
  containerimage: 'image',
  pip: 'package',
  pypi: 'package',
  requirement: 'package',
  pippackage: 'package',
  version: 'min_version',
  minversion: 'min_version',
  openenvversion: 'min_version',
  secret: 'secrets',
  env: 'secrets',
  resource: 'resources',
};

// ---------------------------------------------------------------------------------------------------
// Building blocks

const MANIFEST_PATH_PATTERN = '^(?![/\\\\])(?![A-Za-z][A-Za-z0-9+.-]*:)(?!(?:.*/)?\\.\\.(?:/|$))[^\\\\]+$';

/** Why a `manifest` path would leave the Space/package (EY-MF2), or undefined. */
export function manifestPathProblem(path: string): string | undefined {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(path)) return 'it is a URL';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'it is an absolute path';
  if (path.includes('\\')) return 'it uses backslashes';
  if (path.split('/').includes('..')) return 'it contains ".."';
  if (path.trim() === '') return 'it is empty';
  return undefined;
}

/** A `min_version`: a PEP 440 specifier set, or (discouraged, EY-M04) a bare version. */
export function isMinVersion(value: string): boolean {
  if (isPep440Version(value)) return true;
  const parsed = parseSpecifierSet(value);
  return parsed.ok && parsed.specifiers.length > 0;
}

const minVersionSchema = z
  .string()
  .refine(isMinVersion, 'a PEP 440 specifier such as ">=0.3.0"')
  .meta({
    pattern: MIN_VERSION_PATTERN,
    description:
      'Version constraint on the framework, as a quoted PEP 440 specifier (e.g. ">=0.3.0"). Quote it: unquoted ">=" is a YAML syntax error.',
    markdownDescription:
      'Version constraint on the framework, as a quoted PEP 440 specifier (e.g. `">=0.3.0"`; a bare version such as `"0.3.0"` is accepted but discouraged). Quote it: unquoted `>=` is a YAML syntax error.',
    examples: ['>=0.3.0'],
  });

/** A string leaf anywhere in `value` that secret-token-shape flags (the value, or the part after its first "="). */
function hasTokenShapedValue(value: unknown, includeGeneric: boolean, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === 'string') {
    const candidates = [value, ...(value.includes('=') ? [value.slice(value.indexOf('=') + 1)] : [])];
    return candidates.some((c) => tokenShape(c, { includeGeneric }) !== undefined);
  }
  if (Array.isArray(value)) return value.some((v) => hasTokenShapedValue(v, includeGeneric, depth + 1));
  if (value && typeof value === 'object') return Object.values(value).some((v) => hasTokenShapedValue(v, includeGeneric, depth + 1));
  return false;
}

/** The same for JSON Schema: values without a token-shaped string leaf, as recursive definitions. */
function tokenFree(self: string, pattern: string): Record<string, unknown> {
  return {
    anyOf: [
      { type: 'string', not: { type: 'string', pattern } },
      { type: ['number', 'boolean', 'null'] },
      { type: 'object', additionalProperties: { $ref: `#/definitions/${self}` } },
      { type: 'array', items: { $ref: `#/definitions/${self}` } },
    ],
  };
}
/** Shared subschemas of the published JSON Schema (`$ref: '#/definitions/<name>'`). */
export const JSON_DEFINITIONS = {
  /** No known token prefix anywhere (flagged in the whole file). */
  knownTokenFree: tokenFree('knownTokenFree', KNOWN_TOKEN_VALUE_PATTERN),
  /** No token shape at all, the generic long-base64 one included (secrets lists, other frameworks' blocks). */
  tokenFree: tokenFree('tokenFree', TOKEN_VALUE_PATTERN),
};

/** A value the rules would only warn about (or note) when it is not a mapping: opaque to this schema. */
const nonMapping = z.union([z.string(), z.number(), z.boolean(), z.array(z.unknown())]);

/** Editor warning (not an error) on keys the rules flag as unknown, at warning or notice level. */
function unknownKey(where: string) {
  return z.unknown().meta({
    deprecationMessage: `Not ${where} key of hf-rl-env-0.1: readers ignore it (or a strict one rejects it). Check its spelling.`,
    markdownDescription: `Not ${where} key of \`hf-rl-env-0.1\`.`,
  });
}

const secretNameSchema = z
  .string()
  .regex(/^[^=]*$/, 'a name, not NAME=value')
  .refine((v) => tokenShape(v, { includeGeneric: true }) === undefined, 'a secret name, never a secret value')
  .meta({
    not: { pattern: TOKEN_VALUE_PATTERN },
    description: 'Name of a secret the runtime expects (e.g. HF_TOKEN). Never the value.',
    markdownDescription: 'Name of a secret the runtime expects, in environment-variable style (e.g. `HF_TOKEN`). Never the value.',
    examples: ['HF_TOKEN'],
  });

const secretsSchema = z.array(secretNameSchema).meta({
  description: 'Names of the secrets the runtime expects. Values are never stored in metadata.',
  markdownDescription: 'Names of the secrets the runtime expects, each once. Values are never stored in metadata.',
});

const resourcesSchema = z
  .looseObject({
    cpus: z.number().positive().optional().meta({ description: 'CPU cores the runtime expects.' }),
    memory_gb: z.number().positive().optional().meta({ description: 'Memory the runtime expects, in GB.' }),
    gpus: z.int().nonnegative().optional().meta({ description: 'GPUs the runtime expects (0 for none).' }),
    network: z.boolean().optional().meta({ description: 'Whether the runtime needs network access.' }),
  })
  .catchall(unknownKey('a resources'))
  .meta({ description: 'Expected runtime resources. An intentionally small block: cpus, memory_gb, gpus, network.' });

export const openEnvFrameworkSchema = z
  .looseObject({
    space_id: z
      .string()
      .refine((v) => spaceIdFromUrl(v) !== undefined || isHubRepoId(v), 'a Space repo id "namespace/name"')
      .optional()
      .meta({
        description: 'Hugging Face Space repo id hosting the runtime ("namespace/name", not a URL).',
        // A URL is a warning (space-id-url), not an error: editors accept it too.
        anyOf: [{ pattern: HUB_REPO_ID_PATTERN }, { pattern: SPACE_URL_PATTERN }],
        examples: ['openenv/coding_env'],
      }),
    image: z
      .string()
      .refine((v) => parseImageReference(v).ok, 'a container image reference')
      .optional()
      .meta({
        description: 'Container image reference with a pinned tag or digest ([host/]path:tag[@sha256:…]).',
        pattern: IMAGE_REFERENCE_PATTERN,
        examples: ['ghcr.io/openenv/tbench2:0.3.0'],
      }),
    package: z
      .string()
      .refine((v) => parseRequirement(v).ok, 'one PEP 508 requirement')
      .optional()
      .meta({
        description: 'One PEP 508 requirement installing the runtime; AutoEnv discovers distributions named openenv-*.',
        markdownDescription: 'One PEP 508 requirement installing the runtime, e.g. `openenv-reasoning-gym>=0.3.0`. AutoEnv discovers distributions named `openenv-*`; pin a version and avoid direct references (`name @ git+…`).',
        examples: ['openenv-reasoning-gym>=0.3.0'],
      }),
    min_version: minVersionSchema.optional(),
    manifest: z
      .string()
      .regex(new RegExp(MANIFEST_PATH_PATTERN), 'a relative path inside the runtime')
      .refine((v) => manifestPathProblem(v) === undefined, 'a relative path inside the runtime')
      .optional()
      .meta({ description: 'Path of the runtime\'s openenv.yaml inside the Space or package. Defaults to "openenv.yaml".', default: DEFAULT_OPENENV_MANIFEST }),
    resources: resourcesSchema.optional(),
    secrets: secretsSchema.optional(),
    mode: z
      .unknown()
      .optional()
      .meta({
        description: 'Hub documentation draft only, not in the RFC: the target key already says how the runtime runs.',
        deprecated: true,
        deprecationMessage: 'mode is a Hub documentation draft key, not in RFC 006: the target key (space_id, image or package) already says how the runtime runs.',
      }),
  })
  .catchall(unknownKey('an OpenEnv block'))
  .superRefine((block, ctx) => {
    const targets = RUNTIME_TARGET_KEYS.filter((k) => block[k] !== undefined);
    if (targets.length !== 1) ctx.addIssue({ code: 'custom', message: 'exactly one of space_id, image, package' });
  })
  .meta({
    title: 'OpenEnv runtime',
    // The superRefine above is invisible to JSON Schema; this says the same thing to editors.
    oneOf: RUNTIME_TARGET_KEYS.map((key) => ({ required: [key] })),
    description:
      'How OpenEnv runs this environment: exactly one of space_id, image or package. Describes expected runtime needs; never an executable hook.',
  });

/** `harbor`, `verifiers`, `nemo-gym` and unknown frameworks: opaque data, never imported or executed. */
export const foreignFrameworkSchema = z.looseObject({ min_version: minVersionSchema.optional() }).meta({
  description:
    'Settings read by that framework only. OpenEnv and this checker never import, install or execute anything named here.',
});

/** A framework's value: its settings, null ("compatible, no settings"), or (a warning) anything else; never a secret. */
const foreignFrameworkValue = z
  .union([foreignFrameworkSchema, z.null(), nonMapping])
  .refine((value) => !hasTokenShapedValue(value, true), 'no secret values')
  .meta({ allOf: [{ $ref: '#/definitions/tokenFree' }] });

const frameworksSchema = z
  .looseObject({
    // null is an error here (no runtime target), unlike for the other frameworks.
    openenv: z.union([openEnvFrameworkSchema, nonMapping]).optional(),
    harbor: foreignFrameworkValue.optional().meta({ description: 'Harbor settings (opaque to OpenEnv).' }),
    verifiers: foreignFrameworkValue.optional().meta({ description: 'Verifiers settings (opaque to OpenEnv).' }),
    'nemo-gym': foreignFrameworkValue.optional().meta({ description: 'NeMo Gym settings (opaque to OpenEnv).' }),
  })
  .catchall(foreignFrameworkValue)
  .refine((f) => Object.keys(f).length > 0, 'at least one framework')
  .meta({ description: 'Framework name -> that framework\'s declaration (null for "compatible, no settings").', minProperties: 1 });

const datasetSchema = z.unknown().meta({
  description: 'Explicit data locations when Dataset Viewer configs are not enough. Shape not defined by the RFC.',
  markdownDescription:
    'Explicit data locations when Dataset Viewer configs are not enough: a mapping with e.g. `repo` (`namespace/name`), `config`, `split`, `path`/`paths` (relative, no `..`), `data_files`. Shape not defined by the RFC.',
});

const runtimeSchema = z
  .union([
    z.looseObject({
      isolation: z.unknown().optional().meta({ examples: ['container'] }),
      network: z.unknown().optional().meta({ description: 'Whether the environment needs network access: true or false.', examples: [false] }),
      secrets: secretsSchema.optional(),
    }),
    z.null(),
    nonMapping,
  ])
  .meta({ description: 'Cross-framework isolation, resources, network and secret expectations. Shape not defined by the RFC.' });

const rewardSchema = z.unknown().meta({
  description: 'Reward convention when non-standard.',
  markdownDescription: 'Reward convention when non-standard: a mapping with `type: scalar` or `type: object`.',
});

const SPLIT_NAME = /^\w+(\.\w+)*$/;

export const environmentEntrySchema = z
  .looseObject({
    id: z
      .string()
      .min(1)
      .regex(new RegExp(ENVIRONMENT_ID_SAFE_PATTERN), 'no "/", "@", whitespace or leading "."')
      .refine((v) => environmentIdProblem(v) === undefined)
      .meta({
        description:
          'Stable identifier within the dataset repo; the {environment_id} of hf://datasets/{repo_id}/{environment_id}@{revision}. Recommended: ^[a-z0-9][a-z0-9._-]{0,95}$.',
        examples: ['coding'],
      }),
    title: z.unknown().optional().meta({ description: 'Display name (a non-empty string).' }),
    description: z.unknown().optional().meta({ description: 'Human description (a non-empty string).' }),
    config_name: z.string().optional().meta({ description: 'Dataset Viewer / datasets.load_dataset config name.' }),
    splits: z
      .array(z.string())
      .optional()
      .meta({
        description: 'Split names valid for this environment.',
        markdownDescription: 'Split names valid for this environment: a non-empty list of unique names matching `^\\w+(\\.\\w+)*$` (the `datasets` rule).',
        examples: [['train', 'validation']],
      }),
    dataset: datasetSchema.optional(),
    runtime: runtimeSchema.optional(),
    reward: rewardSchema.optional(),
    frameworks: frameworksSchema,
  })
  .catchall(unknownKey('an environment'))
  .meta({ title: 'Environment', description: 'One RL environment declared by this dataset.' });

/** `spec_version` values the rules accept without an error: hf-rl-env-0.<n> and the Hub draft spellings. */
export const KNOWN_SPEC_VERSION_PATTERN = `^(?:hf-rl-env-0\\.\\d+|${DRAFT_SPEC_VERSIONS.map((v) => v.replace(/\./g, '\\.')).join('|')})$`;
/** A `spec_version` that makes the file an RL declaration (with an `environments` list, the other sign). */
export const DECLARATION_SPEC_VERSION_PATTERN = '^(?:hf-|env-)';

export const environmentManifestSchema = z
  .looseObject({
    spec_version: z
      .string()
      .regex(new RegExp(KNOWN_SPEC_VERSION_PATTERN), 'hf-rl-env-0.1')
      .meta({ description: 'Format version of this file: the string "hf-rl-env-0.1".', examples: [SPEC_VERSION] }),
    environments: z
      .array(environmentEntrySchema)
      .min(1)
      .refine((envs) => new Set(envs.map((e) => e.id)).size === envs.length, 'unique environment ids')
      .meta({ description: 'The environments this dataset declares (at least one, unique ids).' }),
  })
  .catchall(unknownKey('a top-level'))
  .refine((file) => !hasTokenShapedValue(file, false), 'no credentials in the file')
  .meta({
    // The refinement above, for editors.
    allOf: [{ $ref: '#/definitions/knownTokenFree' }],
    title: 'Hugging Face RL environment declaration (environment.yaml)',
    description:
      'Dataset-root environment.yaml of OpenEnv RFC 006 ("Hugging Face RL Environment Datasets"), spec_version hf-rl-env-0.1. Experimental: the RFC is in review.',
  });

/**
 * When a root mapping is an RL declaration (the manifests check lints nothing else: conda files and
 * unrelated YAML named environment.yaml pass): an `environments` list, or an `hf-`/`env-` spec_version.
 */
export const DECLARATION_CONDITION = {
  anyOf: [
    { required: ['environments'], properties: { environments: { type: 'array' } } },
    { required: ['spec_version'], properties: { spec_version: { type: 'string', pattern: DECLARATION_SPEC_VERSION_PATTERN } } },
  ],
};

export type EnvironmentManifest = z.infer<typeof environmentManifestSchema>;

/** Known keys, taken from the schema so rules and schema cannot disagree. */
export const TOP_LEVEL_KEYS: readonly string[] = Object.keys(environmentManifestSchema.shape);
export const ENVIRONMENT_KEYS: readonly string[] = Object.keys(environmentEntrySchema.shape);
export const OPENENV_KEYS: readonly string[] = Object.keys(openEnvFrameworkSchema.shape);
export const RESOURCE_KEYS: readonly string[] = Object.keys(resourcesSchema.shape);
export { SPLIT_NAME };
