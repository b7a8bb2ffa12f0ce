/**
 * `hf://datasets/{repo_id}/{environment_id}@{revision}` references written in the file
 * (environment-yaml.md §6). Any string value starting with `hf://` is read as one, except a two-segment
 * `hf://datasets/namespace/name`, which addresses a whole dataset (Harbor/Verifiers snippets).
 */
import { isDatasetAddress, parseEnvironmentReference, type ReferenceParse, type ReferenceProblemCode } from '../grammar/reference.js';
import { at, documentLeaves, environments, memo, type EnvironmentRule, type EnvironmentYamlContext, type YamlPath } from '../context.js';

interface FoundReference {
  path: YamlPath;
  text: string;
  parse: ReferenceParse;
}

function references(ctx: EnvironmentYamlContext): FoundReference[] {
  return memo(ctx, 'references', () => findReferences(ctx));
}

function findReferences(ctx: EnvironmentYamlContext): FoundReference[] {
  const out: FoundReference[] = [];
  for (const leaf of documentLeaves(ctx)) {
    if (typeof leaf.value !== 'string') continue;
    const text = leaf.value.trim();
    if (!/^hf:\/\//i.test(text) || isDatasetAddress(text)) continue;
    out.push({ path: leaf.path, text, parse: parseEnvironmentReference(text) });
  }
  return out;
}

function referenceRule(
  id: string,
  code: ReferenceProblemCode,
  defaultSeverity: EnvironmentRule['defaultSeverity'],
  description: string,
  details: string,
): EnvironmentRule {
  return {
    id,
    description,
    defaultSeverity,
    details,
    run(ctx, report) {
      for (const ref of references(ctx)) {
        for (const problem of ref.parse.problems) {
          if (problem.code !== code) continue;
          report({ ...at(ctx, ref.path), key: ref.text, message: `reference "${ref.text}": ${problem.message}.` });
        }
      }
    },
  };
}

export const referenceMalformed = referenceRule(
  'environment-yaml/reference-malformed',
  'malformed',
  'error',
  'Malformed `hf://datasets/{namespace}/{name}/{environment_id}[@{revision}]` reference.',
  'EY-X01 [RFC syntax]: error in environment.yaml (openenv.yaml task_sets report it as a warning, OE-TS3).',
);

export const referenceEmptyRevision = referenceRule(
  'environment-yaml/reference-empty-revision',
  'empty-revision',
  'error',
  'Reference ends with `@` and no revision.',
  'EY-X02 [inferred]',
);

export const referenceUnpinned = referenceRule(
  'environment-yaml/reference-unpinned',
  'unpinned',
  'notice',
  'Reference has no `@revision`.',
  'EY-X03 [RFC]: the default branch is for experimentation; pin a tag or commit for reproducible runs.',
);

export const referenceBranch = referenceRule(
  'environment-yaml/reference-branch',
  'branch-revision',
  'notice',
  'Reference is pinned to a branch (`main`, or not a tag-looking / 40-hex value).',
  'EY-X04 [RFC]',
);

export const referenceUnknownEnvironment: EnvironmentRule = {
  id: 'environment-yaml/reference-unknown-environment',
  description: 'A reference to this dataset names an environment id it does not declare.',
  defaultSeverity: 'error',
  details: 'EY-X05 [inferred]; only when the repository under check is a Hub dataset whose id is known.',
  run(ctx, report) {
    if (!ctx.selfRepoId) return;
    const ids = environments(ctx)
      .map((e) => e.value.id)
      .filter((id): id is string => typeof id === 'string');
    for (const ref of references(ctx)) {
      const target = ref.parse.reference;
      if (!target || target.repoId !== ctx.selfRepoId || ids.includes(target.environmentId)) continue;
      report({
        ...at(ctx, ref.path),
        key: ref.text,
        message: `reference "${ref.text}" points at this dataset, which declares no environment "${target.environmentId}" (ids: ${ids.join(', ') || 'none'}): fix the id.`,
      });
    }
  },
};

export const referenceRules: EnvironmentRule[] = [
  referenceMalformed,
  referenceEmptyRevision,
  referenceUnpinned,
  referenceBranch,
  referenceUnknownEnvironment,
];
