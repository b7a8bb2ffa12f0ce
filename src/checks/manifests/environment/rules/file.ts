/** Where the declaration lives and what surrounds it (environment-yaml.md §1). */
import type { RuleMeta } from '../../../../engine/rule.js';
import { at, atHead, isMapping, openEnvBlocks, type EnvironmentRule } from '../context.js';

export const DECLARATION_FILE_NAME = 'environment.yaml';

function baseName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1);
}

export const fileName: EnvironmentRule = {
  id: 'environment-yaml/file-name',
  description: 'An RL environment declaration in a file not named exactly `environment.yaml`.',
  defaultSeverity: 'error',
  details: 'EY-F01 [inferred]: the RFC and the Hub draft look for environment.yaml only.',
  run(ctx, report) {
    const name = baseName(ctx.file);
    if (name === DECLARATION_FILE_NAME) return;
    report({ ...atHead(ctx, []), key: name, message: `This RL environment declaration is named "${name}"; readers look for "${DECLARATION_FILE_NAME}" only: rename the file.` });
  },
};

export const fileLocation: EnvironmentRule = {
  id: 'environment-yaml/file-location',
  description: 'Declaration not at the root of the dataset repository.',
  defaultSeverity: 'warning',
  details: 'EY-F02 [RFC: dataset root only; Open Question 2]. Applies when the repository under check is a Hub dataset repo.',
  run(ctx, report) {
    if (!ctx.isDatasetRepo || !ctx.file.includes('/')) return;
    report({
      ...atHead(ctx, []),
      key: ctx.file,
      message: `${DECLARATION_FILE_NAME} is read only at the dataset repository root (RFC 006), not in "${ctx.file.slice(0, ctx.file.lastIndexOf('/'))}/": move it to the root.`,
    });
  },
};

/** Reported by the classifier before any rule runs (a file that is neither conda nor a declaration). */
export const unrecognisedFile: RuleMeta = {
  id: 'environment-yaml/unrecognised-file',
  description: '`environment.yaml` that is neither a conda environment nor a recognisable RL declaration.',
  defaultSeverity: 'notice',
  details: 'EY-F03 [inferred]: reported only when the file has a `spec_version` of another shape; other files are skipped silently.',
};

const ENVIRONMENT_TAGS = ['rl-environment', 'environment'];

export const datasetCardTags: EnvironmentRule = {
  id: 'environment-yaml/dataset-card-tags',
  description: 'The dataset card lacks the `rl-environment` (or `environment`) tag or the `openenv` tag while `frameworks.openenv` is declared.',
  defaultSeverity: 'notice',
  details: 'EY-F04 [inferred from the shipped tag-based Hub feature]; only when README.md is present.',
  run(ctx, report) {
    const card = ctx.card;
    const first = openEnvBlocks(ctx)[0];
    if (!card || !first || !isMapping(first.block)) return;
    const missing: string[] = [];
    if (!card.tags.some((t) => ENVIRONMENT_TAGS.includes(t))) missing.push('rl-environment');
    if (!card.tags.includes('openenv')) missing.push('openenv');
    if (missing.length === 0) return;
    report({
      ...at(ctx, first.path, 'key'),
      key: missing.join(','),
      message: `The Hub discovers RL environments by dataset-card tags, and ${card.file} lacks ${missing.map((t) => `"${t}"`).join(' and ')}: add them under "tags:" in its front matter.`,
    });
  },
};

export const fileRules: EnvironmentRule[] = [fileName, fileLocation, datasetCardTags];
