/** `frameworks` (environment-yaml.md §4.2) and the opaque non-OpenEnv blocks (§7). */
import { foldKey, suggestKey } from '../grammar/did-you-mean.js';
import { HOOK_KEYS, KNOWN_FRAMEWORKS } from '../schema.js';
import { at, atHead, describeValue, environments, foreignBlocks, frameworkBlocks, has, isMapping, mappingEntries, type EnvironmentRule } from '../context.js';

const KNOWN: readonly string[] = KNOWN_FRAMEWORKS;

/** The known framework an unknown key most likely meant (`OpenEnv`, `open_env`, `nemo_gym`). */
function frameworkTypo(name: string): string | undefined {
  if (KNOWN.includes(name)) return undefined;
  return suggestKey(name, KNOWN);
}

export const frameworksMissing: EnvironmentRule = {
  id: 'environment-yaml/frameworks-missing',
  description: '`frameworks` is missing, null, or not a mapping.',
  defaultSeverity: 'error',
  details: 'EY-W01 [RFC]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      if (!has(env.value, 'frameworks')) {
        report({
          ...atHead(ctx, env.path),
          key: env.label,
          message: `environment "${env.label}" has no frameworks: add "frameworks:" with at least one block, e.g. "openenv: {space_id: namespace/name}".`,
        });
        continue;
      }
      const value = env.value.frameworks;
      if (isMapping(value)) continue;
      const path = [...env.path, 'frameworks'];
      const names = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
      const fix =
        names.length > 0
          ? `write a mapping of framework name to settings, e.g. "${names[0]}:" followed by its settings indented below (null for none)`
          : 'write a mapping such as "openenv: {space_id: namespace/name}"';
      report({ ...at(ctx, path, value === null ? 'key' : 'value'), key: env.label, message: `frameworks is ${describeValue(value)}, not a mapping: ${fix}.` });
    }
  },
};

export const frameworksEmpty: EnvironmentRule = {
  id: 'environment-yaml/frameworks-empty',
  description: '`frameworks` is an empty mapping.',
  defaultSeverity: 'error',
  details: 'EY-W02 [inferred; hub draft says "one or more"]',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const value = env.value.frameworks;
      if (!isMapping(value) || Object.keys(value).length > 0) continue;
      report({ ...at(ctx, [...env.path, 'frameworks']), key: env.label, message: 'frameworks is empty: declare at least one framework block (openenv, harbor, verifiers or nemo-gym).' });
    }
  },
};

export const unknownFramework: EnvironmentRule = {
  id: 'environment-yaml/unknown-framework',
  description: 'Framework name other than `openenv`, `harbor`, `verifiers`, `nemo-gym`.',
  defaultSeverity: 'notice',
  details: 'EY-W03 [inferred]; the block is kept as opaque data.',
  run(ctx, report) {
    for (const f of frameworkBlocks(ctx)) {
      if (KNOWN.includes(f.name) || frameworkTypo(f.name)) continue;
      report({
        ...at(ctx, f.path, 'key'),
        key: `${f.environment.label}.${f.name}`,
        message: `"${f.name}" is not a framework this checker knows (${KNOWN.join(', ')}); its block is treated as opaque data. Check the spelling if you meant one of those.`,
      });
    }
  },
};

export const frameworkNameTypo: EnvironmentRule = {
  id: 'environment-yaml/framework-name-typo',
  description: 'Framework name differs from a known one only by case, separator or a typo (`OpenEnv`, `nemo_gym`).',
  defaultSeverity: 'warning',
  details: 'EY-W04 [inferred]',
  run(ctx, report) {
    for (const f of frameworkBlocks(ctx)) {
      const meant = frameworkTypo(f.name);
      if (!meant) continue;
      const how = foldKey(meant) === foldKey(f.name) ? 'differs only by case or separator from' : 'looks like a misspelling of';
      report({
        ...at(ctx, f.path, 'key'),
        key: `${f.environment.label}.${f.name}`,
        message: `framework "${f.name}" ${how} "${meant}"; consumers match names exactly. Rename it to "${meant}".`,
      });
    }
  },
};

export const frameworkValueType: EnvironmentRule = {
  id: 'environment-yaml/framework-value-type',
  description: 'A framework value is not a mapping (warning) or is null (notice: "compatible, no settings").',
  defaultSeverity: 'warning',
  details: 'EY-W05 [inferred]; a null `openenv` block is reported by environment-yaml/openenv-target-missing instead.',
  run(ctx, report) {
    for (const f of frameworkBlocks(ctx)) {
      if (isMapping(f.value)) continue;
      if (f.value === null) {
        if (f.name === 'openenv') continue;
        report({
          ...at(ctx, f.path, 'key'),
          key: `${f.environment.label}.${f.name}`,
          severity: 'notice',
          message: `frameworks.${f.name} is empty: read as "compatible, no settings". Add its settings (e.g. min_version) if the framework needs any.`,
        });
        continue;
      }
      report({
        ...at(ctx, f.path),
        key: `${f.environment.label}.${f.name}`,
        message: `frameworks.${f.name} is ${describeValue(f.value)}, not a mapping: write its settings as "key: value" pairs indented under "${f.name}:" (or leave it empty for no settings).`,
      });
    }
  },
};

export const noOpenEnvFramework: EnvironmentRule = {
  id: 'environment-yaml/no-openenv-framework',
  description: 'An environment has no `openenv` block: not runnable through OpenEnv.',
  defaultSeverity: 'notice',
  details: 'EY-W06 [inferred]; OpenEnv-specific checks are skipped for it.',
  run(ctx, report) {
    for (const env of environments(ctx)) {
      const frameworks = env.value.frameworks;
      if (!isMapping(frameworks) || Object.keys(frameworks).length === 0 || has(frameworks, 'openenv')) continue;
      report({
        ...at(ctx, [...env.path, 'frameworks'], 'key'),
        key: env.label,
        message: `environment "${env.label}" has no frameworks.openenv block, so OpenEnv cannot run it. Add "openenv:" with one of space_id, image or package if it should be.`,
      });
    }
  },
};

/** Keys whose values a framework may import or run (EY-Z01). */
const CODE_KEYS = new Set<string>([...HOOK_KEYS, 'loader', 'factory', 'callable', 'function', 'target', '_target_', 'handler', 'plugin']);
/** `package.module.Class`, optionally `:attr` (entry-point style). */
const DOTTED_PATH = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+(?::[A-Za-z_][A-Za-z0-9_.]*)?$/;

export const foreignCodePath: EnvironmentRule = {
  id: 'environment-yaml/foreign-code-path',
  description: 'A non-OpenEnv framework block names a dotted import path (adapter, class, entrypoint…).',
  defaultSeverity: 'notice',
  details:
    'EY-Z01 [review]. The checker never imports, resolves, installs or executes anything named in these blocks; it only reads the text.',
  run(ctx, report) {
    for (const f of foreignBlocks(ctx)) {
      if (!isMapping(f.value)) continue;
      for (const entry of mappingEntries(f.value, f.path)) {
        if (!CODE_KEYS.has(entry.key.toLowerCase()) || typeof entry.value !== 'string' || !DOTTED_PATH.test(entry.value)) continue;
        report({
          ...at(ctx, entry.path),
          key: `${f.environment.label}.${f.name}.${entry.key}`,
          message: `${entry.key} "${entry.value}" is code that ${f.name} imports and runs, not OpenEnv; review it before trusting this dataset (OpenEnv never imports it).`,
        });
      }
    }
  },
};

export const frameworkRules: EnvironmentRule[] = [
  frameworksMissing,
  frameworksEmpty,
  unknownFramework,
  frameworkNameTypo,
  frameworkValueType,
  noOpenEnvFramework,
  foreignCodePath,
];
