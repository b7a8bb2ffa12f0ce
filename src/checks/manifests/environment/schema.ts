/**
 * The `environment.yaml` schema (spec_version `hf-rl-env-0.1`, OpenEnv RFC 006), defined once in zod.
 *
 * It describes a clean file, the form editors should steer authors to: the published JSON Schema
 * (`schemas/environment.schema.json`) is generated from it, and the rules take their key lists, patterns
 * and grammars from here. The rules stay the authority on severity and messages. Whatever they report as
 * an error, this schema rejects too (test/manifests/environment/schema.test.ts); it also rejects unknown
 * keys (notices for the rules) so editors flag typos. The rules also do what a schema cannot
 * (dataset-card cross-checks, references to the repository's own ids).
 */
import { z } from 'zod';
import { ENVIRONMENT_ID_SAFE_PATTERN, environmentIdProblem } from './grammar/environment-id.js';
import { HUB_REPO_ID_PATTERN, isHubRepoId } from './grammar/hub-id.js';
import { IMAGE_REFERENCE_PATTERN, parseImageReference } from './grammar/image-ref.js';
import { isPep440Version, parseSpecifierSet } from '../../../python/pep440.js';
import { parseRequirement } from '../../../python/pep508.js';
import { SECRET_NAME, tokenShape } from './grammar/secrets.js';

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
  .refine((v) => isMinVersion(v) && !isPep440Version(v), 'a PEP 440 specifier such as ">=0.3.0"')
  .meta({
    description:
      'Version constraint on the framework, as a quoted PEP 440 specifier (e.g. ">=0.3.0"). Quote it: unquoted ">=" is a YAML syntax error.',
    examples: ['>=0.3.0'],
  });

function hasTokenShapedValue(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === 'string') return tokenShape(value, { includeGeneric: true }) !== undefined;
  if (Array.isArray(value)) return value.some((v) => hasTokenShapedValue(v, depth + 1));
  if (value && typeof value === 'object') return Object.values(value).some((v) => hasTokenShapedValue(v, depth + 1));
  return false;
}

const secretNameSchema = z
  .string()
  .regex(new RegExp(SECRET_NAME.source), 'a secret name such as HF_TOKEN')
  .refine((v) => tokenShape(v, { includeGeneric: true }) === undefined, 'a secret name, never a secret value')
  .meta({ description: 'Name of a secret the runtime expects (e.g. HF_TOKEN). Never the value.', examples: ['HF_TOKEN'] });

const secretsSchema = z
  .array(secretNameSchema)
  .refine((names) => new Set(names).size === names.length, 'each secret once')
  .meta({
    description: 'Names of the secrets the runtime expects. Values are never stored in metadata.',
    uniqueItems: true,
  });

const resourcesSchema = z
  .strictObject({
    cpus: z.number().positive().optional().meta({ description: 'CPU cores the runtime expects.' }),
    memory_gb: z.number().positive().optional().meta({ description: 'Memory the runtime expects, in GB.' }),
    gpus: z.int().nonnegative().optional().meta({ description: 'GPUs the runtime expects (0 for none).' }),
    network: z.boolean().optional().meta({ description: 'Whether the runtime needs network access.' }),
  })
  .meta({ description: 'Expected runtime resources. An intentionally small block: cpus, memory_gb, gpus, network.' });

export const openEnvFrameworkSchema = z
  .strictObject({
    space_id: z
      .string()
      .regex(new RegExp(HUB_REPO_ID_PATTERN), 'a Space repo id "namespace/name"')
      .optional()
      .meta({ description: 'Hugging Face Space repo id hosting the runtime ("namespace/name", not a URL).', examples: ['openenv/coding_env'] }),
    image: z
      .string()
      .refine((v) => parseImageReference(v).ok, 'a container image reference')
      .refine((v) => {
        const parsed = parseImageReference(v);
        return !parsed.ok || ((parsed.ref.tag !== undefined && parsed.ref.tag !== 'latest') || parsed.ref.digest !== undefined);
      }, 'a pinned tag or digest')
      .optional()
      .meta({
        description: 'Container image reference with a pinned tag or digest ([host/]path:tag[@sha256:…]).',
        pattern: IMAGE_REFERENCE_PATTERN,
        examples: ['ghcr.io/openenv/tbench2:0.3.0'],
      }),
    package: z
      .string()
      .refine((v) => parseRequirement(v).ok, 'one PEP 508 requirement')
      .refine((v) => {
        const parsed = parseRequirement(v);
        return !parsed.ok || (parsed.requirement.url === undefined && parsed.requirement.normalizedName.startsWith('openenv-'));
      }, 'a released openenv-* distribution')
      .optional()
      .meta({
        description: 'One PEP 508 requirement installing the runtime; AutoEnv discovers distributions named openenv-*.',
        examples: ['openenv-reasoning-gym>=0.3.0'],
      }),
    min_version: minVersionSchema.optional(),
    manifest: z
      .string()
      .regex(new RegExp(MANIFEST_PATH_PATTERN), 'a relative path inside the runtime')
      .refine((v) => manifestPathProblem(v) === undefined, 'a relative path inside the runtime')
      .refine((v) => v.split('/').pop() === DEFAULT_OPENENV_MANIFEST, 'a file named openenv.yaml')
      .optional()
      .meta({ description: 'Path of the runtime\'s openenv.yaml inside the Space or package. Defaults to "openenv.yaml".', default: DEFAULT_OPENENV_MANIFEST }),
    resources: resourcesSchema.optional(),
    secrets: secretsSchema.optional(),
    mode: z
      .enum(['space', 'container'])
      .optional()
      .meta({ description: 'Hub documentation draft only, not in the RFC: the target key already says how the runtime runs.', deprecated: true }),
  })
  .superRefine((block, ctx) => {
    const targets = RUNTIME_TARGET_KEYS.filter((k) => block[k] !== undefined);
    if (targets.length !== 1) ctx.addIssue({ code: 'custom', message: 'exactly one of space_id, image, package' });
    if (block.mode === 'space' && (block.image !== undefined || block.package !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'mode: space needs space_id' });
    }
    if (block.mode === 'container' && (block.space_id !== undefined || block.package !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'mode: container needs image' });
    }
  })
  .meta({
    title: 'OpenEnv runtime',
    // The superRefine above is invisible to JSON Schema; this says the same thing to editors.
    oneOf: RUNTIME_TARGET_KEYS.map((key) => ({ required: [key] })),
    description:
      'How OpenEnv runs this environment: exactly one of space_id, image or package. Describes expected runtime needs; never an executable hook.',
  });

/** `harbor`, `verifiers`, `nemo-gym` and unknown frameworks: opaque data, never imported or executed. */
export const foreignFrameworkSchema = z
  .looseObject({ min_version: minVersionSchema.optional() })
  .refine((block) => !hasTokenShapedValue(block), 'no secret values')
  .meta({
    description:
      'Settings read by that framework only. OpenEnv and this checker never import, install or execute anything named here.',
  });

const frameworksSchema = z
  .looseObject({
    openenv: openEnvFrameworkSchema.nullable().optional(),
    harbor: foreignFrameworkSchema.nullable().optional().meta({ description: 'Harbor settings (opaque to OpenEnv).' }),
    verifiers: foreignFrameworkSchema.nullable().optional().meta({ description: 'Verifiers settings (opaque to OpenEnv).' }),
    'nemo-gym': foreignFrameworkSchema.nullable().optional().meta({ description: 'NeMo Gym settings (opaque to OpenEnv).' }),
  })
  .catchall(foreignFrameworkSchema.nullable())
  .refine((f) => Object.keys(f).length > 0, 'at least one framework')
  .meta({ description: 'Framework name -> that framework\'s declaration (null for "compatible, no settings").', minProperties: 1 });

const datasetPathSchema = z.string().refine((p) => !p.startsWith('/') && !p.split(/[\\/]/).includes('..') && !/^[A-Za-z]:/.test(p), 'a relative path inside the dataset');
const dataFilesSchema = z.union([datasetPathSchema, z.array(z.union([datasetPathSchema, z.looseObject({})])), z.looseObject({})]);

const datasetSchema = z
  .looseObject({
    repo: z.string().regex(new RegExp(HUB_REPO_ID_PATTERN)).refine(isHubRepoId).optional().meta({ description: 'Dataset repo id "namespace/name".' }),
    config: z.string().optional(),
    split: z.string().optional(),
    path: datasetPathSchema.optional().meta({ description: 'Path inside the dataset repository (relative, no "..").' }),
    paths: z.array(datasetPathSchema).optional(),
    data_files: dataFilesSchema.optional(),
  })
  .meta({ description: 'Explicit data locations when Dataset Viewer configs are not enough. Shape not defined by the RFC.' });

const runtimeSchema = z
  .looseObject({
    isolation: z.string().optional().meta({ examples: ['container'] }),
    network: z
      .union([z.boolean(), z.enum(['enabled', 'disabled'])])
      .optional()
      .meta({ description: 'Whether the environment needs network access.' }),
    secrets: secretsSchema.optional(),
  })
  .meta({ description: 'Cross-framework isolation, resources, network and secret expectations. Shape not defined by the RFC.' });

const rewardSchema = z
  .looseObject({ type: z.enum(['scalar', 'object']).optional().meta({ description: 'Reward convention.' }) })
  .meta({ description: 'Reward convention when non-standard.' });

const SPLIT_NAME = /^\w+(\.\w+)*$/;

export const environmentEntrySchema = z
  .strictObject({
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
    title: z.string().min(1).optional().meta({ description: 'Display name.' }),
    description: z.string().min(1).optional().meta({ description: 'Human description.' }),
    config_name: z.string().optional().meta({ description: 'Dataset Viewer / datasets.load_dataset config name.' }),
    splits: z
      .array(z.string().regex(SPLIT_NAME))
      .min(1)
      .refine((s) => new Set(s).size === s.length, 'unique split names')
      .optional()
      .meta({ description: 'Split names valid for this environment.', uniqueItems: true, examples: [['train', 'validation']] }),
    dataset: datasetSchema.optional(),
    runtime: runtimeSchema.optional(),
    reward: rewardSchema.optional(),
    frameworks: frameworksSchema,
  })
  .meta({ title: 'Environment', description: 'One RL environment declared by this dataset.' });

export const environmentManifestSchema = z
  .strictObject({
    spec_version: z.literal(SPEC_VERSION).meta({ description: 'Format version of this file: the string "hf-rl-env-0.1".' }),
    environments: z
      .array(environmentEntrySchema)
      .min(1)
      .refine((envs) => new Set(envs.map((e) => e.id)).size === envs.length, 'unique environment ids')
      .meta({ description: 'The environments this dataset declares (at least one, unique ids).' }),
  })
  .meta({
    title: 'Hugging Face RL environment declaration (environment.yaml)',
    description:
      'Dataset-root environment.yaml of OpenEnv RFC 006 ("Hugging Face RL Environment Datasets"), spec_version hf-rl-env-0.1. Experimental: the RFC is in review.',
  });

export type EnvironmentManifest = z.infer<typeof environmentManifestSchema>;

/** Known keys, taken from the schema so rules and schema cannot disagree. */
export const TOP_LEVEL_KEYS: readonly string[] = Object.keys(environmentManifestSchema.shape);
export const ENVIRONMENT_KEYS: readonly string[] = Object.keys(environmentEntrySchema.shape);
export const OPENENV_KEYS: readonly string[] = Object.keys(openEnvFrameworkSchema.shape);
export const RESOURCE_KEYS: readonly string[] = Object.keys(resourcesSchema.shape);
export { SPLIT_NAME };
