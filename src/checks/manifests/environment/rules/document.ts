/** Top level: `spec_version`, `environments` and unknown keys (environment-yaml.md §3). */
import { didYouMean, suggestKey } from '../grammar/did-you-mean.js';
import { DRAFT_SPEC_VERSIONS, SPEC_VERSION, TOP_LEVEL_KEYS } from '../schema.js';
import { at, atHead, describeValue, environments, has, isMapping, type EnvironmentRule, type EnvironmentYamlContext, type YamlPath } from '../context.js';

/** A present top-level key that looks like a misspelling of `wanted` (for "missing" messages). */
function misspelled(ctx: EnvironmentYamlContext, wanted: string): string {
  const typo = Object.keys(ctx.root).find((k) => k !== wanted && !TOP_LEVEL_KEYS.includes(k) && suggestKey(k, TOP_LEVEL_KEYS) === wanted);
  return typo ? ` ("${typo}" looks like a misspelling of it)` : '';
}

/** `key: "text"`, from the node's own source when it has one (so `0.10` stays `0.10`). */
export function quoted(ctx: EnvironmentYamlContext, path: YamlPath, fallback: unknown): string {
  const source = ctx.sourceOf(path)?.trim();
  const text = source && !/^["']/.test(source) ? source : String(fallback);
  return JSON.stringify(text);
}

export const specVersionMissing: EnvironmentRule = {
  id: 'environment-yaml/spec-version-missing',
  description: '`spec_version` is missing.',
  defaultSeverity: 'error',
  details: 'EY-V01 [RFC]',
  run(ctx, report) {
    if (has(ctx.root, 'spec_version')) return;
    report({ ...atHead(ctx, []), message: `spec_version is missing${misspelled(ctx, 'spec_version')}: add "spec_version: ${SPEC_VERSION}" as the first line.` });
  },
};

export const specVersionType: EnvironmentRule = {
  id: 'environment-yaml/spec-version-type',
  description: '`spec_version` is not a string (e.g. `1`, as in openenv.yaml).',
  defaultSeverity: 'error',
  details: 'EY-V02 [review]',
  run(ctx, report) {
    if (!has(ctx.root, 'spec_version')) return;
    const value = ctx.root.spec_version;
    if (typeof value === 'string') return;
    const hint = typeof value === 'number' ? ' This looks like an openenv.yaml version; the two schemes never mix.' : '';
    report({
      ...at(ctx, ['spec_version']),
      message: `spec_version is ${describeValue(value)}, not a string.${hint} Write "spec_version: ${SPEC_VERSION}".`,
    });
  },
};

export const specVersionDraft: EnvironmentRule = {
  id: 'environment-yaml/spec-version-draft',
  description: '`spec_version` uses a Hub documentation draft spelling (`hf-env-0.1`, `env-0.1`).',
  defaultSeverity: 'warning',
  details: 'EY-V03 [hub-draft]',
  run(ctx, report) {
    const value = ctx.root.spec_version;
    if (typeof value !== 'string' || !(DRAFT_SPEC_VERSIONS as readonly string[]).includes(value)) return;
    report({
      ...at(ctx, ['spec_version']),
      message: `spec_version "${value}" is the spelling of a closed Hub documentation draft; consumers following RFC 006 reject it. Write "spec_version: ${SPEC_VERSION}".`,
    });
  },
};

const KNOWN_MINOR = /^hf-rl-env-0\.(\d+)$/;

export const specVersionUnknownMinor: EnvironmentRule = {
  id: 'environment-yaml/spec-version-unknown-minor',
  description: '`spec_version` is `hf-rl-env-0.<n>` with n other than 1.',
  defaultSeverity: 'warning',
  details: 'EY-V04 [inferred]; the file is still validated with the 0.1 rules.',
  run(ctx, report) {
    const value = ctx.root.spec_version;
    if (typeof value !== 'string' || value === SPEC_VERSION || !KNOWN_MINOR.test(value)) return;
    report({
      ...at(ctx, ['spec_version']),
      message: `spec_version "${value}" is not a version this checker knows; it was validated with the ${SPEC_VERSION} rules. Use "${SPEC_VERSION}" unless you target a newer revision of RFC 006.`,
    });
  },
};

export const specVersionUnknown: EnvironmentRule = {
  id: 'environment-yaml/spec-version-unknown',
  description: '`spec_version` is a string naming no known schema.',
  defaultSeverity: 'error',
  details: 'EY-V05 [inferred]',
  run(ctx, report) {
    const value = ctx.root.spec_version;
    if (typeof value !== 'string' || value === SPEC_VERSION || KNOWN_MINOR.test(value)) return;
    if ((DRAFT_SPEC_VERSIONS as readonly string[]).includes(value)) return;
    report({ ...at(ctx, ['spec_version']), message: `spec_version "${value}" is not a known schema. Write "spec_version: ${SPEC_VERSION}".` });
  },
};

export const environmentsMissing: EnvironmentRule = {
  id: 'environment-yaml/environments-missing',
  description: '`environments` is missing, null, or not a list.',
  defaultSeverity: 'error',
  details: 'EY-E01 [RFC]',
  run(ctx, report) {
    if (!has(ctx.root, 'environments')) {
      report({ ...atHead(ctx, []), message: `environments is missing${misspelled(ctx, 'environments')}: add a list "environments:" with at least one "- id: …" entry.` });
      return;
    }
    const value = ctx.root.environments;
    if (Array.isArray(value)) return;
    const hint = isMapping(value) ? ' Write each environment as a list item starting with "- id: …".' : ' Add at least one "- id: …" entry.';
    report({ ...at(ctx, ['environments'], value === null ? 'key' : 'value'), message: `environments is ${describeValue(value)}, not a list.${hint}` });
  },
};

export const environmentsEmpty: EnvironmentRule = {
  id: 'environment-yaml/environments-empty',
  description: '`environments` is an empty list.',
  defaultSeverity: 'error',
  details: 'EY-E02 [RFC "non-empty"]',
  run(ctx, report) {
    const value = ctx.root.environments;
    if (!Array.isArray(value) || value.length > 0) return;
    report({ ...at(ctx, ['environments']), message: 'environments is empty: declare at least one environment ("- id: …" with "frameworks:"), or delete the file.' });
  },
};

export const environmentNotMapping: EnvironmentRule = {
  id: 'environment-yaml/environment-not-mapping',
  description: 'An `environments` item is not a mapping.',
  defaultSeverity: 'error',
  details: 'EY-E03 [RFC]',
  run(ctx, report) {
    const list = ctx.root.environments;
    if (!Array.isArray(list)) return;
    list.forEach((item, index) => {
      if (isMapping(item)) return;
      report({
        ...at(ctx, ['environments', index]),
        key: `#${index}`,
        message: `environments[${index}] is ${describeValue(item)}; each environment is a mapping with at least "id:" and "frameworks:".`,
      });
    });
  },
};

export const duplicateEnvironmentId: EnvironmentRule = {
  id: 'environment-yaml/duplicate-environment-id',
  description: 'Two environments share an `id` (error), or differ only by case (warning).',
  defaultSeverity: 'error',
  details: 'EY-E04 [inferred from "stable identifier within the dataset repo"]',
  run(ctx, report) {
    const exact = new Map<string, number>();
    const folded = new Map<string, string>();
    for (const env of environments(ctx)) {
      const id = env.value.id;
      if (typeof id !== 'string' || id === '') continue;
      const first = exact.get(id);
      if (first !== undefined) {
        report({
          ...at(ctx, [...env.path, 'id']),
          key: `${id}#${env.index}`,
          message: `id "${id}" is already used by environments[${first}]; ids must be unique within the dataset: rename one.`,
        });
        continue;
      }
      exact.set(id, env.index);
      const lower = id.toLowerCase();
      const clash = folded.get(lower);
      if (clash !== undefined) {
        report({
          ...at(ctx, [...env.path, 'id']),
          key: `${id}~${clash}`,
          severity: 'warning',
          message: `id "${id}" differs from "${clash}" only by case; references on case-insensitive systems will collide: rename one.`,
        });
      } else folded.set(lower, id);
    }
  },
};

export const unknownTopLevelKey: EnvironmentRule = {
  id: 'environment-yaml/unknown-top-level-key',
  description: 'Top-level key not defined by the RFC.',
  defaultSeverity: 'notice',
  details: 'EY-T01 [inferred]: a future revision may add keys; a strict model may reject them.',
  run(ctx, report) {
    for (const key of Object.keys(ctx.root)) {
      if (TOP_LEVEL_KEYS.includes(key)) continue;
      report({
        ...at(ctx, [key], 'key'),
        key,
        message: `"${key}" is not an ${SPEC_VERSION} top-level key (only ${TOP_LEVEL_KEYS.join(', ')}); strict readers may reject it.${didYouMean(key, TOP_LEVEL_KEYS)} Otherwise remove it or move it into an environment.`,
      });
    }
  },
};

export const documentRules: EnvironmentRule[] = [
  specVersionMissing,
  specVersionType,
  specVersionDraft,
  specVersionUnknownMinor,
  specVersionUnknown,
  environmentsMissing,
  environmentsEmpty,
  environmentNotMapping,
  duplicateEnvironmentId,
  unknownTopLevelKey,
];
