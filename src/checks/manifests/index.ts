import type { Check } from '../../engine/check.js';
import { compareFindings } from '../../engine/finding.js';
import type { Finding } from '../../engine/finding.js';
import type { RuleMeta } from '../../engine/rule.js';
import { environmentYamlRules } from './environment/index.js';
import { discoveryRules } from './openenv/discovery.js';
import { openEnvFileRules } from './openenv/lint.js';
import { scanManifests, type ManifestScan } from './run.js';
import type { RepoView } from '../../repo/view.js';
import { yamlRuleList } from './yaml/rules.js';
import { MANIFESTS_OPTION_SPECS } from './options.js';

/** Every rule the manifests check can report: the shared YAML layer, openenv.yaml, environment.yaml. */
export const manifestRules: readonly RuleMeta[] = [...yamlRuleList, ...discoveryRules, ...openEnvFileRules, ...environmentYamlRules];

/**
 * `openenv.yaml` and `environment.yaml` conform to their specs. Scans the whole tree (vendored and tool
 * folders skipped); in a pull request, findings on changed files come first.
 */
export const manifestsCheck: Check = {
  id: 'manifests',
  title: 'Manifests',
  rules: manifestRules,
  options: MANIFESTS_OPTION_SPECS,
  // Pure functions of the tree: the engine runs them on BASE too and compares fingerprints.
  scopeStrategy: { by: 'fingerprint' },
  async run(context) {
    const scan = await scanWithOptions(context.repo, context.options, context.services.signal, undefined, context.ruleOff);
    context.services.logger.info(`manifests: checked ${scan.files.length} manifest file(s)`);
    return { findings: changedFirst(scan.findings, context.changedFiles), data: { manifests: scan.files } };
  },
};

/**
 * The check's scan with its options. `only` lints just those files while everything else in the tree
 * stays visible: the review folds in the manifests a change touched, and their rules look at the files
 * beside them (the push layout, the `app:` module).
 */
export function scanWithOptions(
  repo: RepoView,
  options: Readonly<Record<string, string>>,
  signal?: AbortSignal,
  only?: ReadonlySet<string>,
  ruleOff?: (rule: string) => boolean,
): Promise<ManifestScan> {
  const enable = (options['manifests-enable'] ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return scanManifests(repo, { enable, signal, only, ruleOff });
}

/** Findings on files changed in this pull request first, each group in the usual order. */
export function changedFirst(findings: readonly Finding[], changed: ReadonlySet<string> | undefined): Finding[] {
  const sorted = [...findings].sort(compareFindings);
  if (!changed || changed.size === 0) return sorted;
  return [...sorted.filter((f) => changed.has(f.file)), ...sorted.filter((f) => !changed.has(f.file))];
}
