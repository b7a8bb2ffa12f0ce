/**
 * Secrets are names only (environment-yaml.md §5.9, RFC OQ5): `frameworks.openenv.secrets` and
 * `runtime.secrets` (EY-O05), plus token-shaped values anywhere in the file (EY-K02, §7).
 */
import { SECRET_NAME, tokenShape } from '../grammar/secrets.js';
import {
  at,
  describeValue,
  documentLeaves,
  environments,
  foreignBlocks,
  has,
  isMapping,
  leaves,
  openEnvBlocks,
  type EnvironmentRule,
  type EnvironmentYamlContext,
  type YamlPath,
} from '../context.js';

interface SecretsNode {
  label: string;
  /** `frameworks.openenv.secrets` or `runtime.secrets`, for messages. */
  where: string;
  path: YamlPath;
  value: unknown;
}

function secretsNodes(ctx: EnvironmentYamlContext): SecretsNode[] {
  const out: SecretsNode[] = [];
  for (const { environment, block, path } of openEnvBlocks(ctx)) {
    if (has(block, 'secrets')) out.push({ label: environment.label, where: 'frameworks.openenv.secrets', path: [...path, 'secrets'], value: block.secrets });
  }
  for (const env of environments(ctx)) {
    const runtime = env.value.runtime;
    if (isMapping(runtime) && has(runtime, 'secrets')) {
      out.push({ label: env.label, where: 'runtime.secrets', path: [...env.path, 'runtime', 'secrets'], value: runtime.secrets });
    }
  }
  return out;
}

export const secretValueStored: EnvironmentRule = {
  id: 'environment-yaml/secret-value-stored',
  description: '`secrets` stores values (a mapping, or `NAME=value` items) instead of names.',
  defaultSeverity: 'error',
  details: 'EY-K01 [RFC OQ5: secret values must not be stored in metadata]; runtime.secrets too (EY-O05).',
  run(ctx, report) {
    for (const node of secretsNodes(ctx)) {
      if (isMapping(node.value)) {
        const names = Object.keys(node.value);
        report({
          ...at(ctx, node.path, 'key'),
          key: `${node.label}:${node.where}`,
          message: `${node.where} is a mapping of names to values: secret values must never be stored in the dataset. Write names only (secrets: [${names.slice(0, 3).join(', ')}]), delete the values, and rotate any real credential that was committed.`,
        });
        continue;
      }
      if (!Array.isArray(node.value)) continue;
      node.value.forEach((item, i) => {
        if (typeof item !== 'string' || !item.includes('=')) return;
        const name = item.slice(0, item.indexOf('=')).trim();
        report({
          ...at(ctx, [...node.path, i]),
          key: `${node.label}:${node.where}:${name}`,
          message: `${node.where}[${i}] stores a value ("${name}=…"): secret values must never be stored in the dataset. Keep only the name "${name}" and rotate the credential if it was real.`,
        });
      });
    }
  },
};

const pathKey = (path: YamlPath) => path.join('\0');

/** Leaves under which any long random string is suspicious (secrets lists, opaque framework blocks). */
function strictLeaves(ctx: EnvironmentYamlContext): Set<string> {
  const zones = [...secretsNodes(ctx), ...foreignBlocks(ctx)];
  const out = new Set<string>();
  for (const zone of zones) for (const leaf of leaves(zone.value, zone.path)) out.add(pathKey(leaf.path));
  return out;
}

export const secretTokenShape: EnvironmentRule = {
  id: 'environment-yaml/secret-token-shape',
  description: 'A value looks like a credential (`hf_…`, `sk-…`, `ghp_…`, `github_pat_…`, `AKIA…`, long base64).',
  defaultSeverity: 'error',
  details:
    'EY-K02 [inferred]. Known token prefixes anywhere in the file; the generic long-base64 shape only in secrets lists and non-OpenEnv framework blocks (§7).',
  run(ctx, report) {
    const strict = strictLeaves(ctx);
    for (const leaf of documentLeaves(ctx)) {
      if (typeof leaf.value !== 'string') continue;
      const includeGeneric = strict.has(pathKey(leaf.path));
      const candidates = [leaf.value, ...(leaf.value.includes('=') ? [leaf.value.slice(leaf.value.indexOf('=') + 1)] : [])];
      const shape = candidates.map((c) => tokenShape(c, { includeGeneric })).find(Boolean);
      if (!shape) continue;
      const key = leaf.path[leaf.path.length - 1];
      report({
        ...at(ctx, leaf.path),
        key: leaf.path.join('.'),
        message: `${typeof key === 'number' ? 'this item' : `"${key}"`} looks like ${shape}. Never store credentials in environment.yaml: replace it with the secret's name (e.g. HF_TOKEN), and revoke the credential if it is real.`,
      });
    }
  },
};

export const secretsType: EnvironmentRule = {
  id: 'environment-yaml/secrets-type',
  description: '`secrets` is not a list, or an item is not a string.',
  defaultSeverity: 'error',
  details: 'EY-K03 [inferred]',
  run(ctx, report) {
    for (const node of secretsNodes(ctx)) {
      if (isMapping(node.value)) continue; // secret-value-stored
      if (!Array.isArray(node.value)) {
        const fix = typeof node.value === 'string' ? `write a list: secrets: [${node.value}]` : 'write a list of names, e.g. "secrets: [HF_TOKEN]"';
        report({ ...at(ctx, node.path, node.value === null ? 'key' : 'value'), key: `${node.label}:${node.where}`, message: `${node.where} is ${describeValue(node.value)}, not a list: ${fix}.` });
        continue;
      }
      node.value.forEach((item, i) => {
        if (typeof item === 'string') return;
        report({ ...at(ctx, [...node.path, i]), key: `${node.label}:${node.where}#${i}`, message: `${node.where}[${i}] is ${describeValue(item)}; each item is a secret name such as HF_TOKEN.` });
      });
    }
  },
};

export const secretNameStyle: EnvironmentRule = {
  id: 'environment-yaml/secret-name-style',
  description: 'Secret name not `^[A-Za-z_][A-Za-z0-9_]*$`, or listed twice.',
  defaultSeverity: 'warning',
  details: 'EY-K04 [inferred]',
  run(ctx, report) {
    for (const node of secretsNodes(ctx)) {
      if (!Array.isArray(node.value)) continue;
      const seen = new Set<string>();
      node.value.forEach((item, i) => {
        if (typeof item !== 'string' || item.includes('=') || tokenShape(item, { includeGeneric: true })) return;
        const location = at(ctx, [...node.path, i]);
        if (seen.has(item)) {
          report({ ...location, key: `${node.label}:${node.where}:${item}:dup`, message: `secret "${item}" is listed twice in ${node.where}: remove the repetition.` });
        } else if (!SECRET_NAME.test(item)) {
          const suggestion = item.toUpperCase().replace(/[^A-Z0-9_]+/g, '_').replace(/^([0-9])/, '_$1');
          report({ ...location, key: `${node.label}:${node.where}:${item}`, message: `secret name "${item}" is not an environment-variable name (letters, digits, "_", not starting with a digit): e.g. "${suggestion}".` });
        }
        seen.add(item);
      });
    }
  },
};

export const secretRules: EnvironmentRule[] = [secretValueStored, secretTokenShape, secretsType, secretNameStyle];
