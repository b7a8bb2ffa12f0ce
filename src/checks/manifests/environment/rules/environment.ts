/** Per-environment fields (environment-yaml.md §4): id, texts, config/splits, dataset/runtime/reward. */
import { didYouMean } from '../grammar/did-you-mean.js';
import { ENVIRONMENT_ID_STYLE, environmentIdProblem } from '../grammar/environment-id.js';
import { hubRepoIdProblem } from '../grammar/hub-id.js';
import { ENVIRONMENT_KEYS, SPLIT_NAME } from '../schema.js';
import {
  at,
  atHead,
  describeValue,
  environments,
  has,
  isMapping,
  leaves,
  mappingEntries,
  type EnvironmentRule,
} from '../context.js';
import { quoted } from './document.js';
import { clipText } from '../../../../engine/limits.js';

export const unknownEnvironmentKey: EnvironmentRule = {
  id: 'environment-yaml/unknown-environment-key',
  description: 'Key in an environment that the RFC does not define.',
  defaultSeverity: 'notice',
  details: 'No spec code: the per-environment counterpart of EY-T01 [inferred], with "did you mean" for typos.',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      for (const key of Object.keys(env.value)) {
        if (ENVIRONMENT_KEYS.includes(key)) continue;
        report({
          ...at(ctx, [...env.path, key], 'key'),
          key: `${env.label}.${key}`,
          message: `"${key}" is not an environment field (${ENVIRONMENT_KEYS.join(', ')}).${didYouMean(key, ENVIRONMENT_KEYS)} Otherwise remove it or move it under "runtime" or a framework block.`,
        });
      }
    }
  },
};

export const idMissing: EnvironmentRule = {
  id: 'environment-yaml/id-missing',
  description: 'Environment `id` is missing, null or empty.',
  defaultSeverity: 'error',
  details: 'EY-I01 [RFC]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const id = env.value.id;
      if (!has(env.value, 'id')) {
        report({ ...atHead(ctx, env.path), key: env.label, message: `environments[${env.index}] has no id: add "id: <name>" (lower case, digits, ".", "_", "-"), the {environment_id} of its references.` });
      } else if (id === null || id === '') {
        report({ ...at(ctx, [...env.path, 'id'], id === null ? 'key' : 'value'), key: env.label, message: `environments[${env.index}].id is empty: give it a stable name such as "coding".` });
      }
    }
  },
};

export const idType: EnvironmentRule = {
  id: 'environment-yaml/id-type',
  description: 'Environment `id` is not a string (e.g. `id: 2.0`).',
  defaultSeverity: 'error',
  details: 'EY-I02 [inferred]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const id = env.value.id;
      if (id === null || id === undefined || typeof id === 'string') continue;
      const path = [...env.path, 'id'];
      const fix = typeof id === 'number' || typeof id === 'boolean' ? ` Quote it: id: ${quoted(ctx, path, id)}.` : ' Write a plain name.';
      report({ ...at(ctx, path), key: env.label, message: `id is ${describeValue(id)}, not a string.${fix}` });
    }
  },
};

export const idReferenceUnsafe: EnvironmentRule = {
  id: 'environment-yaml/id-reference-unsafe',
  description: 'Environment `id` contains `/`, `@`, whitespace or control characters, or starts with `.`.',
  defaultSeverity: 'error',
  details: 'EY-I03 [inferred]: the id is embedded in hf://datasets/{repo_id}/{environment_id}@{revision}.',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const id = env.value.id;
      if (typeof id !== 'string' || id === '') continue;
      const problem = environmentIdProblem(id);
      if (!problem) continue;
      report({
        ...at(ctx, [...env.path, 'id']),
        key: `${id}#${env.index}`,
        message: `id ${problem}, which breaks "hf://datasets/{repo_id}/{environment_id}@{revision}" references. Use letters, digits, ".", "_" and "-" (e.g. "${suggestId(id)}").`,
      });
    }
  },
};

function suggestId(id: string): string {
  const cleaned = id
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-._]+|-+$/g, '');
  return cleaned === '' ? 'my-env' : cleaned.slice(0, 96);
}

export const idStyle: EnvironmentRule = {
  id: 'environment-yaml/id-style',
  description: 'Environment `id` does not follow `^[a-z0-9][a-z0-9._-]{0,95}$`.',
  defaultSeverity: 'warning',
  details: 'EY-I04 [inferred style, mirrors Hub naming]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const id = env.value.id;
      if (typeof id !== 'string' || id === '' || environmentIdProblem(id) || ENVIRONMENT_ID_STYLE.test(id)) continue;
      const why = id.length > 96 ? `is ${id.length} characters long (at most 96)` : 'uses capitals or punctuation other than ".", "_", "-"';
      report({ ...at(ctx, [...env.path, 'id']), key: id, message: `id "${clipText(id, 40)}" ${why}; prefer "${suggestId(id)}".` });
    }
  },
};

export const textFieldType: EnvironmentRule = {
  id: 'environment-yaml/text-field-type',
  description: '`title` or `description` is not a string.',
  defaultSeverity: 'warning',
  details: 'EY-D01 [inferred]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      for (const field of ['title', 'description'] as const) {
        if (!has(env.value, field)) continue;
        const value = env.value[field];
        if (typeof value === 'string' || value === null) continue;
        const path = [...env.path, field];
        report({ ...at(ctx, path), key: `${env.label}.${field}`, message: `${field} is ${describeValue(value)}, not text. Quote it: ${field}: ${quoted(ctx, path, value)}.` });
      }
    }
  },
};

export const textFieldEmpty: EnvironmentRule = {
  id: 'environment-yaml/text-field-empty',
  description: '`title` or `description` is empty.',
  defaultSeverity: 'notice',
  details: 'EY-D02 [inferred]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      for (const field of ['title', 'description'] as const) {
        if (!has(env.value, field)) continue;
        const value = env.value[field];
        if (value !== null && !(typeof value === 'string' && value.trim() === '')) continue;
        report({ ...at(ctx, [...env.path, field], 'key'), key: `${env.label}.${field}`, message: `${field} is empty: write one or remove the key.` });
      }
    }
  },
};

export const configNameType: EnvironmentRule = {
  id: 'environment-yaml/config-name-type',
  description: '`config_name` is not a string.',
  defaultSeverity: 'error',
  details: 'EY-S01 [RFC]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      if (!has(env.value, 'config_name')) continue;
      const value = env.value.config_name;
      if (typeof value === 'string') continue;
      const path = [...env.path, 'config_name'];
      const fix = value === null ? 'name a config of the dataset card, or remove the key' : `quote it: config_name: ${quoted(ctx, path, value)}`;
      report({ ...at(ctx, path, value === null ? 'key' : 'value'), key: env.label, message: `config_name is ${describeValue(value)}, not a string: ${fix}.` });
    }
  },
};

export const configNameUnknown: EnvironmentRule = {
  id: 'environment-yaml/config-name-unknown',
  description: '`config_name` is not a config of the dataset card beside the file.',
  defaultSeverity: 'warning',
  details: 'EY-S02 [RFC Phase 3 intent]; only when README.md is present.',
  run(ctx, report) {
    const card = ctx.card;
    if (!card) return;
    for (const env of environments(ctx)) {
      const name = env.value.config_name;
      if (typeof name !== 'string') continue;
      const path = [...env.path, 'config_name'];
      if (!card.configs) {
        if (name !== 'default') {
          report({ ...at(ctx, path), key: `${env.label}:${name}`, message: `config_name "${name}" is not declared: ${card.file} has no "configs:" list, so the only config is "default". Add the config to the card or use "default".` });
        }
        continue;
      }
      const names = card.configs.map((c) => c.name);
      if (names.includes(name)) continue;
      report({
        ...at(ctx, path),
        key: `${env.label}:${name}`,
        message: `config_name "${name}" is not one of the configs in ${card.file} (${names.join(', ') || 'none'}).${didYouMean(name, names)} Fix the name or add the config to the card.`,
      });
    }
  },
};

export const splitsType: EnvironmentRule = {
  id: 'environment-yaml/splits-type',
  description: '`splits` is not a list of strings.',
  defaultSeverity: 'error',
  details: 'EY-S03 [RFC]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      if (!has(env.value, 'splits')) continue;
      const splits = env.value.splits;
      const path = [...env.path, 'splits'];
      if (!Array.isArray(splits)) {
        const fix = typeof splits === 'string' ? `write a list: splits: [${splits}]` : 'write a list such as "splits: [train, validation]"';
        report({ ...at(ctx, path, splits === null ? 'key' : 'value'), key: env.label, message: `splits is ${describeValue(splits)}, not a list: ${fix}.` });
        continue;
      }
      splits.forEach((split, i) => {
        if (typeof split === 'string') return;
        const item = [...path, i];
        report({ ...at(ctx, item), key: `${env.label}#${i}`, message: `splits[${i}] is ${describeValue(split)}, not a split name. Quote it: ${quoted(ctx, item, split)}.` });
      });
    }
  },
};

export const splitsEmpty: EnvironmentRule = {
  id: 'environment-yaml/splits-empty',
  description: '`splits` is an empty list.',
  defaultSeverity: 'warning',
  details: 'EY-S04 [inferred]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const splits = env.value.splits;
      if (!Array.isArray(splits) || splits.length > 0) continue;
      report({ ...at(ctx, [...env.path, 'splits']), key: env.label, message: 'splits is empty: list the valid split names, or remove the key to allow all splits.' });
    }
  },
};

export const duplicateSplit: EnvironmentRule = {
  id: 'environment-yaml/duplicate-split',
  description: 'A split name is listed twice.',
  defaultSeverity: 'warning',
  details: 'EY-S05 [inferred]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const splits = env.value.splits;
      if (!Array.isArray(splits)) continue;
      const seen = new Set<string>();
      splits.forEach((split, i) => {
        if (typeof split !== 'string') return;
        if (seen.has(split)) {
          report({ ...at(ctx, [...env.path, 'splits', i]), key: `${env.label}:${split}`, message: `split "${split}" is listed twice: remove the repetition.` });
        }
        seen.add(split);
      });
    }
  },
};

export const splitName: EnvironmentRule = {
  id: 'environment-yaml/split-name',
  description: 'Split name does not match the `datasets` rule `^\\w+(\\.\\w+)*$`.',
  defaultSeverity: 'warning',
  details: 'EY-S06 [inferred]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const splits = env.value.splits;
      if (!Array.isArray(splits)) continue;
      splits.forEach((split, i) => {
        if (typeof split !== 'string' || SPLIT_NAME.test(split)) return;
        report({
          ...at(ctx, [...env.path, 'splits', i]),
          key: `${env.label}:${split}`,
          message: `split "${split}" is not a valid datasets split name (letters, digits and "_", dot-separated); e.g. "${split.replace(/[^\w.]+/g, '_').replace(/^\.+|\.+$/g, '') || 'train'}".`,
        });
      });
    }
  },
};

export const splitUnknown: EnvironmentRule = {
  id: 'environment-yaml/split-unknown',
  description: 'A split is not declared for the selected config in the dataset card.',
  defaultSeverity: 'warning',
  details: 'EY-S07 [RFC Phase 3 intent]; only when README.md declares the config\'s splits.',
  run(ctx, report) {
    const card = ctx.card;
    if (!card) return;
    for (const env of environments(ctx)) {
      const splits = env.value.splits;
      if (!Array.isArray(splits)) continue;
      const configName = typeof env.value.config_name === 'string' ? env.value.config_name : 'default';
      const config = card.configs?.find((c) => c.name === configName);
      const known = config?.splits ?? card.infoSplits.get(configName);
      if (!known) continue;
      splits.forEach((split, i) => {
        if (typeof split !== 'string' || known.has(split)) return;
        report({
          ...at(ctx, [...env.path, 'splits', i]),
          key: `${env.label}:${split}`,
          message: `split "${split}" is not declared for config "${configName}" in ${card.file} (${[...known].join(', ')}).${didYouMean(split, [...known])} Fix the name or add the split to the card.`,
        });
      });
    }
  },
};

const OPAQUE_BLOCKS = ['dataset', 'runtime', 'reward'] as const;

export const opaqueBlockType: EnvironmentRule = {
  id: 'environment-yaml/opaque-block-type',
  description: '`dataset`, `runtime` or `reward` is present but not a mapping.',
  defaultSeverity: 'warning',
  details: 'EY-O01 [inferred]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      for (const field of OPAQUE_BLOCKS) {
        if (!has(env.value, field) || isMapping(env.value[field])) continue;
        const value = env.value[field];
        report({
          ...at(ctx, [...env.path, field], value === null ? 'key' : 'value'),
          key: `${env.label}.${field}`,
          message: `${field} is ${describeValue(value)}, not a mapping: write "key: value" pairs under it (e.g. ${EXAMPLES[field]}), or remove it.`,
        });
      }
    }
  },
};

const EXAMPLES: Record<(typeof OPAQUE_BLOCKS)[number], string> = {
  dataset: '"repo: namespace/name"',
  runtime: '"network: false"',
  reward: '"type: scalar"',
};

export const datasetRepoId: EnvironmentRule = {
  id: 'environment-yaml/dataset-repo-id',
  description: '`dataset.repo` is not a valid dataset repo id.',
  defaultSeverity: 'warning',
  details: 'EY-O02 [inferred]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const dataset = env.value.dataset;
      if (!isMapping(dataset) || !has(dataset, 'repo')) continue;
      const repo = dataset.repo;
      const path = [...env.path, 'dataset', 'repo'];
      if (typeof repo !== 'string') {
        report({ ...at(ctx, path), key: env.label, message: `dataset.repo is ${describeValue(repo)}: write the dataset repo id as "namespace/name".` });
        continue;
      }
      const problem = hubRepoIdProblem(repo.replace(/^(?:https?:\/\/huggingface\.co\/)?datasets\//, ''));
      const isUrl = /^[a-z]+:\/\//i.test(repo);
      if (!problem && !isUrl) continue;
      report({ ...at(ctx, path), key: env.label, message: `dataset.repo "${repo}" is not a dataset repo id${isUrl ? ' (it is a URL)' : `: ${problem!.message}`}. Write "namespace/name".` });
    }
  },
};

const PATH_KEYS = new Set(['path', 'paths', 'data_files']);

export const datasetPathUnsafe: EnvironmentRule = {
  id: 'environment-yaml/dataset-path-unsafe',
  description: 'A `dataset` path is absolute or contains `..`.',
  defaultSeverity: 'warning',
  details: 'EY-O03 [inferred]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const dataset = env.value.dataset;
      if (!isMapping(dataset)) continue;
      const seen = new Set<string>(); // `data_files: [{path: …}]` reaches the same leaf twice
      for (const entry of mappingEntries(dataset, [...env.path, 'dataset'])) {
        if (!PATH_KEYS.has(entry.key)) continue;
        for (const leaf of leaves(entry.value, entry.path)) {
          if (typeof leaf.value !== 'string' || seen.has(leaf.path.join('\0'))) continue;
          seen.add(leaf.path.join('\0'));
          const p = leaf.value;
          const absolute = p.startsWith('/') || p.startsWith('\\') || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('~');
          const parent = p.split(/[\\/]/).includes('..');
          if (!absolute && !parent) continue;
          report({
            ...at(ctx, leaf.path),
            key: `${env.label}:${p}`,
            message: `dataset path "${p}" ${absolute ? 'is absolute' : 'contains ".."'}: paths are relative to the dataset repository root and stay inside it.`,
          });
        }
      }
    }
  },
};

export const runtimeNetworkValue: EnvironmentRule = {
  id: 'environment-yaml/runtime-network-value',
  description: '`runtime.network` is neither a boolean nor `enabled`/`disabled`.',
  defaultSeverity: 'notice',
  details: 'EY-O04 [inferred]; `enabled`/`disabled` is the Hub draft spelling.',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const runtime = env.value.runtime;
      if (!isMapping(runtime) || !has(runtime, 'network')) continue;
      const value = runtime.network;
      if (typeof value === 'boolean' || value === 'enabled' || value === 'disabled') continue;
      report({ ...at(ctx, [...env.path, 'runtime', 'network']), key: env.label, message: `runtime.network is ${typeof value === 'string' ? `"${value}"` : describeValue(value)}: write true or false (or "enabled"/"disabled").` });
    }
  },
};

export const rewardType: EnvironmentRule = {
  id: 'environment-yaml/reward-type',
  description: '`reward.type` is not `scalar` or `object`.',
  defaultSeverity: 'notice',
  details: 'EY-O06 [RFC wording "scalar/object"]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const reward = env.value.reward;
      if (!isMapping(reward) || !has(reward, 'type')) continue;
      const value = reward.type;
      if (value === 'scalar' || value === 'object') continue;
      report({ ...at(ctx, [...env.path, 'reward', 'type']), key: env.label, message: `reward.type is ${typeof value === 'string' ? `"${value}"` : describeValue(value)}; the RFC names "scalar" or "object".` });
    }
  },
};

/** `true`/`false` for a network setting, undefined when it says neither. */
function networkFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'enabled') return true;
  if (value === 'disabled') return false;
  return undefined;
}

export const networkContradiction: EnvironmentRule = {
  id: 'environment-yaml/network-contradiction',
  description: '`runtime.network` and `frameworks.openenv.resources.network` disagree.',
  defaultSeverity: 'warning',
  details: 'EY-O07 [inferred]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const runtime = env.value.runtime;
      const frameworks = env.value.frameworks;
      if (!isMapping(runtime) || !isMapping(frameworks) || !isMapping(frameworks.openenv)) continue;
      const resources = frameworks.openenv.resources;
      if (!isMapping(resources)) continue;
      const outer = networkFlag(runtime.network);
      const inner = networkFlag(resources.network);
      if (outer === undefined || inner === undefined || outer === inner) continue;
      report({
        ...at(ctx, [...env.path, 'frameworks', 'openenv', 'resources', 'network']),
        key: env.label,
        message: `frameworks.openenv.resources.network (${inner}) contradicts runtime.network (${outer}): make them agree, or drop one.`,
      });
    }
  },
};

export const environmentRules: EnvironmentRule[] = [
  unknownEnvironmentKey,
  idMissing,
  idType,
  idReferenceUnsafe,
  idStyle,
  textFieldType,
  textFieldEmpty,
  configNameType,
  configNameUnknown,
  splitsType,
  splitsEmpty,
  duplicateSplit,
  splitName,
  splitUnknown,
  opaqueBlockType,
  datasetRepoId,
  datasetPathUnsafe,
  runtimeNetworkValue,
  rewardType,
  networkContradiction,
];
