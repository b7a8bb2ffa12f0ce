import type { OptionSpec } from '../../engine/check.js';

/** The manifests check's options (its own module, so settings read them without loading the check). */
export const MANIFESTS_OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: 'manifests-enable',
    description: 'Off-by-default manifest rules to run too, comma or newline separated (e.g. openenv-yaml/line-endings, environment-yaml/image-no-digest).',
    default: '',
    multiple: true,
  },
];
