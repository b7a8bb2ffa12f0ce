/** `frameworks.openenv` (environment-yaml.md §5) and `min_version` in every framework block. */
import { didYouMean, suggestKey } from '../grammar/did-you-mean.js';
import { hubRepoIdProblem, spaceIdFromUrl } from '../grammar/hub-id.js';
import { parseImageReference } from '../grammar/image-ref.js';
import { isPep440Version, parseSpecifierSet, specifierSetConcern } from '../../../../python/pep440.js';
import { parseRequirement } from '../../../../python/pep508.js';
import {
  DEFAULT_OPENENV_MANIFEST,
  HOOK_KEYS,
  isMinVersion,
  manifestPathProblem,
  OPENENV_KEY_ALIASES,
  OPENENV_KEYS,
  RESOURCE_KEYS,
  RUNTIME_TARGET_KEYS,
} from '../schema.js';
import { at, describeValue, frameworkBlocks, has, isMapping, openEnvBlocks, type EnvironmentRule } from '../context.js';
import { quoted } from './document.js';

const TARGETS: readonly string[] = RUNTIME_TARGET_KEYS;

export const openEnvTargetMissing: EnvironmentRule = {
  id: 'environment-yaml/openenv-target-missing',
  description: '`frameworks.openenv` has none of `space_id`, `image`, `package`.',
  defaultSeverity: 'error',
  details: 'EY-R01 [RFC "exactly one of"]; also reported for an empty (null) openenv block.',
  run(ctx, report) {
    for (const f of frameworkBlocks(ctx)) {
      if (f.name !== 'openenv') continue;
      if (f.value !== null && !(isMapping(f.value) && !TARGETS.some((k) => has(f.value as Record<string, unknown>, k)))) continue;
      const typo = isMapping(f.value) ? Object.keys(f.value).map((k) => suggestKey(k, TARGETS, OPENENV_KEY_ALIASES)).find((s) => s && TARGETS.includes(s)) : undefined;
      report({
        ...at(ctx, f.path, 'key'),
        key: f.environment.label,
        message: `frameworks.openenv names no runtime: add exactly one of space_id (a Space "namespace/name"), image (a container image) or package (a pip requirement).${typo ? ` Did you mean "${typo}"?` : ''}`,
      });
    }
  },
};

export const openEnvTargetMultiple: EnvironmentRule = {
  id: 'environment-yaml/openenv-target-multiple',
  description: '`frameworks.openenv` has more than one of `space_id`, `image`, `package`.',
  defaultSeverity: 'error',
  details: 'EY-R02 [RFC "exactly one of"]',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      const present = TARGETS.filter((k) => has(block, k));
      if (present.length < 2) continue;
      report({
        ...at(ctx, [...path, present[1]], 'key'),
        key: environment.label,
        message: `frameworks.openenv has ${present.join(' and ')}; exactly one runtime target is allowed: keep one and remove the other${present.length > 2 ? 's' : ''}.`,
      });
    }
  },
};

export const openEnvTargetEmpty: EnvironmentRule = {
  id: 'environment-yaml/openenv-target-empty',
  description: 'The runtime target key is null or an empty string.',
  defaultSeverity: 'error',
  details: 'EY-R03 [inferred]',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      for (const key of TARGETS) {
        if (!has(block, key)) continue;
        const value = block[key];
        if (value !== null && !(typeof value === 'string' && value.trim() === '')) continue;
        report({ ...at(ctx, [...path, key], 'key'), key: `${environment.label}.${key}`, message: `${key} is empty: give it a value (${TARGET_EXAMPLES[key]}) or remove the key.` });
      }
    }
  },
};

const TARGET_EXAMPLES: Record<string, string> = {
  space_id: 'e.g. "openenv/coding_env"',
  image: 'e.g. "ghcr.io/openenv/coding_env:0.3.0"',
  package: 'e.g. "openenv-coding-env>=0.3.0"',
};

/** A target value that is present and not empty (the other rules' input). */
function targetValues(ctx: Parameters<EnvironmentRule['run']>[0], key: string) {
  return openEnvBlocks(ctx)
    .filter(({ block }) => has(block, key) && block[key] !== null && block[key] !== '')
    .map(({ environment, block, path }) => ({ environment, value: block[key], path: [...path, key] }));
}

export const spaceIdShape: EnvironmentRule = {
  id: 'environment-yaml/space-id-shape',
  description: '`space_id` is not a string with exactly one `/`.',
  defaultSeverity: 'error',
  details: 'EY-P01 [inferred]',
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, 'space_id')) {
      if (typeof value !== 'string') {
        report({ ...at(ctx, path), key: environment.label, message: `space_id is ${describeValue(value)}: write the Space repo id as "namespace/name".` });
        continue;
      }
      if (spaceIdFromUrl(value) !== undefined) continue; // space-id-url says what to write instead
      if (hubRepoIdProblem(value)?.kind !== 'shape') continue;
      report({ ...at(ctx, path), key: environment.label, message: `space_id "${value}" is not "namespace/name" (exactly one "/"), e.g. "openenv/coding_env".` });
    }
  },
};

export const spaceIdCharacters: EnvironmentRule = {
  id: 'environment-yaml/space-id-characters',
  description: 'A `space_id` part breaks the Hub naming rules (characters, `--`/`..`, edges, length).',
  defaultSeverity: 'error',
  details: 'EY-P02 [inferred from Hugging Face repo-id rules]',
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, 'space_id')) {
      if (typeof value !== 'string' || spaceIdFromUrl(value) !== undefined) continue;
      const problem = hubRepoIdProblem(value);
      if (problem?.kind !== 'characters') continue;
      report({ ...at(ctx, path), key: environment.label, message: `space_id "${value}" is not a valid Hub repo id: ${problem.message}. Use the id shown in the Space URL.` });
    }
  },
};

export const spaceIdUrl: EnvironmentRule = {
  id: 'environment-yaml/space-id-url',
  description: '`space_id` is given as a URL.',
  defaultSeverity: 'warning',
  details: 'EY-P03 [inferred]: AutoEnv accepts URLs, the RFC uses repo ids.',
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, 'space_id')) {
      if (typeof value !== 'string') continue;
      const id = spaceIdFromUrl(value);
      if (id === undefined) continue;
      report({
        ...at(ctx, path),
        key: environment.label,
        message: `space_id is a URL; use the repo id instead${id ? `: space_id: ${id}` : ' ("namespace/name" from https://huggingface.co/spaces/namespace/name)'}.`,
      });
    }
  },
};

export const imageInvalid: EnvironmentRule = {
  id: 'environment-yaml/image-invalid',
  description: '`image` is not a valid container image reference.',
  defaultSeverity: 'error',
  details: 'EY-G01 [inferred, OCI distribution reference grammar]',
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, 'image')) {
      if (typeof value !== 'string') {
        report({ ...at(ctx, path), key: environment.label, message: `image is ${describeValue(value)}: write an image reference such as "ghcr.io/org/name:1.0".` });
        continue;
      }
      const parsed = parseImageReference(value);
      if (parsed.ok) continue;
      report({ ...at(ctx, path), key: environment.label, message: `image "${value}" is not a valid image reference: ${parsed.problem}. Expected [registry/]path[:tag][@sha256:…], e.g. "ghcr.io/org/name:1.0".` });
    }
  },
};

export const imageUnpinned: EnvironmentRule = {
  id: 'environment-yaml/image-unpinned',
  description: '`image` has no tag and no digest, or the tag `latest`.',
  defaultSeverity: 'warning',
  details: 'EY-G02 [inferred; the RFC examples always pin a tag]',
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, 'image')) {
      if (typeof value !== 'string') continue;
      const parsed = parseImageReference(value);
      if (!parsed.ok || parsed.ref.digest || (parsed.ref.tag && parsed.ref.tag !== 'latest')) continue;
      const what = parsed.ref.tag ? 'uses the moving tag "latest"' : 'has no tag or digest (it means "latest")';
      report({ ...at(ctx, path), key: environment.label, message: `image "${value}" ${what}, so runs are not reproducible: pin a version tag or a digest (e.g. "${value.replace(/:latest$/, '')}:1.0.0").` });
    }
  },
};

export const imageNoDigest: EnvironmentRule = {
  id: 'environment-yaml/image-no-digest',
  description: '`image` has a tag but no digest (off by default).',
  defaultSeverity: 'notice',
  details: 'EY-G03 [inferred]; off by default, enable it to require digests.',
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, 'image')) {
      if (typeof value !== 'string') continue;
      const parsed = parseImageReference(value);
      if (!parsed.ok || parsed.ref.digest || !parsed.ref.tag || parsed.ref.tag === 'latest') continue;
      report({ ...at(ctx, path), key: environment.label, message: `image "${value}" is pinned by tag only; tags can be moved. Append the digest: "${value}@sha256:<64 hex>".` });
    }
  },
};

export const packageInvalid: EnvironmentRule = {
  id: 'environment-yaml/package-invalid',
  description: '`package` is not one parseable PEP 508 requirement.',
  defaultSeverity: 'error',
  details: 'EY-PK1 [inferred]',
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, 'package')) {
      if (typeof value !== 'string') {
        report({ ...at(ctx, path), key: environment.label, message: `package is ${describeValue(value)}: write one pip requirement such as "openenv-coding-env>=0.3.0".` });
        continue;
      }
      const parsed = parseRequirement(value);
      if (parsed.ok) continue;
      report({ ...at(ctx, path), key: environment.label, message: `package "${value}" is not one PEP 508 requirement: ${parsed.problem}. Write e.g. "openenv-coding-env>=0.3.0".` });
    }
  },
};

export const packageName: EnvironmentRule = {
  id: 'environment-yaml/package-name',
  description: 'The `package` distribution name does not start with `openenv-`.',
  defaultSeverity: 'warning',
  details: 'EY-PK2 [code-derived]: AutoEnv discovery only considers installed distributions named openenv-* (excluding openenv-core).',
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, 'package')) {
      if (typeof value !== 'string') continue;
      const parsed = parseRequirement(value);
      if (!parsed.ok) continue;
      const name = parsed.requirement.normalizedName;
      if (name.startsWith('openenv-') && name !== 'openenv-core') continue;
      const why = name === 'openenv-core' ? 'is the framework itself, not an environment' : 'does not start with "openenv-"';
      report({
        ...at(ctx, path),
        key: environment.label,
        message: `package "${parsed.requirement.name}" ${why}; AutoEnv only discovers installed distributions named openenv-*. Publish the runtime as "openenv-<name>".`,
      });
    }
  },
};

export const packageDirectReference: EnvironmentRule = {
  id: 'environment-yaml/package-direct-reference',
  description: '`package` is a direct reference (`name @ git+https://…`, `file:`…).',
  defaultSeverity: 'warning',
  details: 'EY-PK3 [inferred]: installs remote, unreviewed code and is not pinned by version.',
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, 'package')) {
      if (typeof value !== 'string') continue;
      const parsed = parseRequirement(value);
      if (!parsed.ok || !parsed.requirement.url) continue;
      report({
        ...at(ctx, path),
        key: environment.label,
        message: `package "${value}" installs from ${parsed.requirement.url.split(':')[0]} URL: unreviewed code, not pinned by version. Publish a release and write "${parsed.requirement.name}>=<version>".`,
      });
    }
  },
};

export const packageUnpinned: EnvironmentRule = {
  id: 'environment-yaml/package-unpinned',
  description: '`package` has no version specifier.',
  defaultSeverity: 'notice',
  details: 'EY-PK4 [inferred]',
  run(ctx, report) {
    for (const { environment, value, path } of targetValues(ctx, 'package')) {
      if (typeof value !== 'string') continue;
      const parsed = parseRequirement(value);
      if (!parsed.ok || parsed.requirement.url || parsed.requirement.specifiers.length > 0) continue;
      report({ ...at(ctx, path), key: environment.label, message: `package "${value}" has no version specifier: add one (e.g. "${parsed.requirement.name}>=1.0") so runs are reproducible.` });
    }
  },
};

/** `min_version` in any framework block that is a mapping (§5.6; §7 for the other frameworks). */
function minVersions(ctx: Parameters<EnvironmentRule['run']>[0]) {
  return frameworkBlocks(ctx)
    .filter((f) => isMapping(f.value) && has(f.value, 'min_version'))
    .map((f) => ({ framework: f.name, environment: f.environment, value: (f.value as Record<string, unknown>).min_version, path: [...f.path, 'min_version'] }));
}

export const minVersionType: EnvironmentRule = {
  id: 'environment-yaml/min-version-type',
  description: '`min_version` is not a string (e.g. `0.3`, a float).',
  defaultSeverity: 'error',
  details: 'EY-M02 [inferred]. An unquoted `>=0.3.0` never gets here: it is a YAML syntax error (EY-M01, reported by the YAML layer).',
  run(ctx, report) {
    for (const { framework, environment, value, path } of minVersions(ctx)) {
      if (typeof value === 'string') continue;
      const source = ctx.sourceOf(path)?.trim();
      const text = value === null ? '' : source && !/^["']/.test(source) ? source : String(value);
      const fix = text ? `write min_version: ">=${text}"` : 'write a quoted specifier such as min_version: ">=0.3.0", or remove the key';
      report({ ...at(ctx, path, value === null ? 'key' : 'value'), key: `${environment.label}.${framework}`, message: `frameworks.${framework}.min_version is ${describeValue(value)}, not a quoted version specifier: ${fix}.` });
    }
  },
};

export const minVersionInvalid: EnvironmentRule = {
  id: 'environment-yaml/min-version-invalid',
  description: '`min_version` is neither a PEP 440 specifier set nor a PEP 440 version.',
  defaultSeverity: 'error',
  details: 'EY-M03 [inferred]',
  run(ctx, report) {
    for (const { framework, environment, value, path } of minVersions(ctx)) {
      if (typeof value !== 'string' || isMinVersion(value)) continue;
      const parsed = parseSpecifierSet(value);
      const why = parsed.ok ? 'it is empty' : parsed.problem;
      report({ ...at(ctx, path), key: `${environment.label}.${framework}`, message: `frameworks.${framework}.min_version "${value}" is not a PEP 440 specifier (${why}). Write e.g. ">=0.3.0".` });
    }
  },
};

export const minVersionBare: EnvironmentRule = {
  id: 'environment-yaml/min-version-bare',
  description: '`min_version` is a bare version (`"0.3.0"`) instead of a specifier.',
  defaultSeverity: 'warning',
  details: 'EY-M04 [inferred]: ambiguous between ">=" and "==".',
  run(ctx, report) {
    for (const { framework, environment, value, path } of minVersions(ctx)) {
      if (typeof value !== 'string' || !isPep440Version(value)) continue;
      report({ ...at(ctx, path), key: `${environment.label}.${framework}`, message: `frameworks.${framework}.min_version "${value}" is a bare version, ambiguous between ">=" and "==": write ">=${value.trim()}".` });
    }
  },
};

export const minVersionUnsatisfiable: EnvironmentRule = {
  id: 'environment-yaml/min-version-unsatisfiable',
  description: 'OpenEnv `min_version` excludes every version, or is an upper bound only.',
  defaultSeverity: 'notice',
  details: 'EY-M05 [inferred]. Checked by interval arithmetic on release numbers; the checker keeps no list of released OpenEnv versions.',
  run(ctx, report) {
    for (const { framework, environment, value, path } of minVersions(ctx)) {
      if (framework !== 'openenv' || typeof value !== 'string') continue;
      const parsed = parseSpecifierSet(value);
      if (!parsed.ok) continue;
      const concern = specifierSetConcern(parsed.specifiers);
      if (!concern) continue;
      const message =
        concern === 'unsatisfiable'
          ? `frameworks.openenv.min_version "${value}" excludes every version: its bounds contradict each other. Fix the bounds (e.g. ">=0.3.0,<1.0").`
          : `frameworks.openenv.min_version "${value}" has an upper bound only, so it names no minimum: add a lower bound (e.g. ">=0.3.0,${value.trim()}").`;
      report({ ...at(ctx, path), key: environment.label, message });
    }
  },
};

export const manifestType: EnvironmentRule = {
  id: 'environment-yaml/manifest-type',
  description: '`manifest` is not a string.',
  defaultSeverity: 'error',
  details: 'EY-MF1 [inferred]',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      if (!has(block, 'manifest') || typeof block.manifest === 'string') continue;
      report({ ...at(ctx, [...path, 'manifest'], block.manifest === null ? 'key' : 'value'), key: environment.label, message: `manifest is ${describeValue(block.manifest)}: write the path of the runtime's openenv.yaml, or remove the key (default "${DEFAULT_OPENENV_MANIFEST}").` });
    }
  },
};

export const manifestPathUnsafe: EnvironmentRule = {
  id: 'environment-yaml/manifest-path-unsafe',
  description: '`manifest` is absolute, contains `..` or backslashes, or is a URL.',
  defaultSeverity: 'error',
  details: 'EY-MF2 [inferred]: the manifest must stay inside the Space/package.',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      if (typeof block.manifest !== 'string') continue;
      const problem = manifestPathProblem(block.manifest);
      if (!problem) continue;
      report({ ...at(ctx, [...path, 'manifest']), key: environment.label, message: `manifest "${block.manifest}" ${problem}; it must be a relative path with "/" inside the Space or package (default "${DEFAULT_OPENENV_MANIFEST}").` });
    }
  },
};

export const manifestName: EnvironmentRule = {
  id: 'environment-yaml/manifest-name',
  description: '`manifest` does not name a file called `openenv.yaml`.',
  defaultSeverity: 'warning',
  details: 'EY-MF3 [inferred]: OpenEnv tooling only knows that name (openenv-yaml.md §3).',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      const manifest = block.manifest;
      if (typeof manifest !== 'string' || manifestPathProblem(manifest)) continue;
      const base = manifest.split('/').pop();
      if (base === DEFAULT_OPENENV_MANIFEST) continue;
      report({ ...at(ctx, [...path, 'manifest']), key: environment.label, message: `manifest "${manifest}" is not named ${DEFAULT_OPENENV_MANIFEST}, the only name OpenEnv tooling reads: rename the file.` });
    }
  },
};

export const manifestDefault: EnvironmentRule = {
  id: 'environment-yaml/manifest-default',
  description: '`manifest` repeats the default `openenv.yaml`.',
  defaultSeverity: 'notice',
  details: 'EY-MF4 [RFC default]',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      if (block.manifest !== DEFAULT_OPENENV_MANIFEST && block.manifest !== `./${DEFAULT_OPENENV_MANIFEST}`) continue;
      report({ ...at(ctx, [...path, 'manifest'], 'key'), key: environment.label, message: `manifest "${block.manifest}" is the default; the line can be removed.` });
    }
  },
};

export const resourcesType: EnvironmentRule = {
  id: 'environment-yaml/resources-type',
  description: '`resources` is not a mapping.',
  defaultSeverity: 'error',
  details: 'EY-Q01 [inferred]',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      if (!has(block, 'resources') || isMapping(block.resources)) continue;
      report({ ...at(ctx, [...path, 'resources'], block.resources === null ? 'key' : 'value'), key: environment.label, message: `resources is ${describeValue(block.resources)}, not a mapping: write e.g. "resources: {cpus: 2, memory_gb: 4, gpus: 0, network: false}" or remove it.` });
    }
  },
};

const RESOURCE_EXPECTATIONS: Record<string, { ok(v: unknown): boolean; want: string }> = {
  cpus: { ok: (v) => typeof v === 'number' && Number.isFinite(v) && v > 0, want: 'a positive number (e.g. 2 or 0.5)' },
  memory_gb: { ok: (v) => typeof v === 'number' && Number.isFinite(v) && v > 0, want: 'a positive number of GB (e.g. 8)' },
  gpus: { ok: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0, want: 'a whole number, 0 or more' },
  network: { ok: (v) => typeof v === 'boolean', want: 'true or false' },
};

export const resourceValue: EnvironmentRule = {
  id: 'environment-yaml/resource-value',
  description: '`cpus`/`memory_gb` not a positive number, `gpus` not a non-negative integer, `network` not a boolean.',
  defaultSeverity: 'error',
  details: 'EY-Q02 [inferred types from the RFC example]',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      const resources = block.resources;
      if (!isMapping(resources)) continue;
      for (const [key, expect] of Object.entries(RESOURCE_EXPECTATIONS)) {
        if (!has(resources, key) || expect.ok(resources[key])) continue;
        const value = resources[key];
        const shown = typeof value === 'string' ? `"${value}"` : describeValue(value);
        const unit = key === 'memory_gb' && typeof value === 'string' && /[0-9]\s*[GM]i?B?$/i.test(value) ? ' (the unit is in the key: write 8, not "8GB")' : '';
        report({ ...at(ctx, [...path, 'resources', key]), key: `${environment.label}.${key}`, message: `resources.${key} is ${shown}; it must be ${expect.want}${unit}.` });
      }
    }
  },
};

export const unknownResource: EnvironmentRule = {
  id: 'environment-yaml/unknown-resource',
  description: 'Key in `resources` other than `cpus`, `memory_gb`, `gpus`, `network`.',
  defaultSeverity: 'warning',
  details: 'EY-Q03 [RFC: an intentionally small block]',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      const resources = block.resources;
      if (!isMapping(resources)) continue;
      for (const key of Object.keys(resources)) {
        if (RESOURCE_KEYS.includes(key)) continue;
        report({
          ...at(ctx, [...path, 'resources', key], 'key'),
          key: `${environment.label}.${key}`,
          message: `resources.${key} is not a known resource (${RESOURCE_KEYS.join(', ')}); the block is intentionally small.${didYouMean(key, RESOURCE_KEYS, { memory: 'memory_gb', mem: 'memory_gb', ram: 'memory_gb', cpu: 'cpus', gpu: 'gpus' })} Otherwise remove it.`,
        });
      }
    }
  },
};

export const openEnvMode: EnvironmentRule = {
  id: 'environment-yaml/openenv-mode',
  description: '`mode` is present (Hub draft key, not in the RFC).',
  defaultSeverity: 'notice',
  details: 'EY-H01 [hub-draft]',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      if (!has(block, 'mode')) continue;
      report({ ...at(ctx, [...path, 'mode'], 'key'), key: environment.label, message: 'mode comes from a closed Hub documentation draft, not RFC 006; the runtime target key (space_id, image or package) already says how it runs: remove it.' });
    }
  },
};

export const openEnvModeConflict: EnvironmentRule = {
  id: 'environment-yaml/openenv-mode-conflict',
  description: '`mode: space` with `image`/`package`, or `mode: container` with `space_id`/`package`.',
  defaultSeverity: 'warning',
  details: 'EY-H02 [hub-draft]',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      const mode = block.mode;
      const wanted = mode === 'space' ? 'space_id' : mode === 'container' ? 'image' : undefined;
      if (!wanted) continue;
      const clash = TARGETS.filter((k) => k !== wanted && has(block, k));
      if (clash.length === 0) continue;
      report({ ...at(ctx, [...path, 'mode']), key: environment.label, message: `mode: ${mode} contradicts ${clash.join(' and ')}; mode ${mode} runs from ${wanted}. Remove mode (the target key is enough).` });
    }
  },
};

const HOOKS: readonly string[] = HOOK_KEYS;

export const openEnvHookKey: EnvironmentRule = {
  id: 'environment-yaml/openenv-hook-key',
  description: 'Key in the OpenEnv block that looks like a code hook (`adapter`, `entrypoint`, `command`…).',
  defaultSeverity: 'warning',
  details: 'EY-H03 [RFC: the fields "describe expected runtime needs" and are not executable hooks]',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      for (const key of Object.keys(block)) {
        if (!HOOKS.includes(key.toLowerCase())) continue;
        report({
          ...at(ctx, [...path, key], 'key'),
          key: `${environment.label}.${key}`,
          message: `frameworks.openenv.${key} looks like a code hook, but the OpenEnv block is not an executable hook and OpenEnv never runs it: put custom behaviour in the runtime package, Space or image, and remove the key.`,
        });
      }
    }
  },
};

export const unknownOpenEnvKey: EnvironmentRule = {
  id: 'environment-yaml/unknown-openenv-key',
  description: 'Unknown key in the OpenEnv block.',
  defaultSeverity: 'warning',
  details: 'EY-H04 [inferred], with "did you mean" for near misses (spaceid, space, docker_image, pip).',
  run(ctx, report) {
    for (const { environment, block, path } of openEnvBlocks(ctx)) {
      for (const key of Object.keys(block)) {
        if (OPENENV_KEYS.includes(key) || HOOKS.includes(key.toLowerCase())) continue;
        report({
          ...at(ctx, [...path, key], 'key'),
          key: `${environment.label}.${key}`,
          message: `"${key}" is not a frameworks.openenv field (${OPENENV_KEYS.filter((k) => k !== 'mode').join(', ')}).${didYouMean(key, OPENENV_KEYS, OPENENV_KEY_ALIASES)} Otherwise remove it.`,
        });
      }
    }
  },
};

export const openEnvRules: EnvironmentRule[] = [
  openEnvTargetMissing,
  openEnvTargetMultiple,
  openEnvTargetEmpty,
  spaceIdShape,
  spaceIdCharacters,
  spaceIdUrl,
  imageInvalid,
  imageUnpinned,
  imageNoDigest,
  packageInvalid,
  packageName,
  packageDirectReference,
  packageUnpinned,
  minVersionType,
  minVersionInvalid,
  minVersionBare,
  minVersionUnsatisfiable,
  manifestType,
  manifestPathUnsafe,
  manifestName,
  manifestDefault,
  resourcesType,
  resourceValue,
  unknownResource,
  openEnvMode,
  openEnvModeConflict,
  openEnvHookKey,
  unknownOpenEnvKey,
];
