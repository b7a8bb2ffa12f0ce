/**
 * Defects the manifests check and validate both judge (one defect, one finding): which criterion
 * yields to which manifests rule. Used by validate in a job, and where manifests and validate run
 * together inside another check (the review's fold, the audit of each environment).
 */
import type { Finding } from '../../engine/finding.js';

/**
 * Criteria about openenv.yaml content that the manifests check also judges, rule by rule (one defect,
 * one finding): when manifests runs in the same job, validate keeps the verdict in its environment
 * record and names the owner, but reports no finding of its own. Run alone, validate reports them.
 */
export const OWNED_BY_MANIFESTS: ReadonlyMap<string, string> = new Map([
  ['structure/manifest-valid', 'the openenv-yaml rules of the manifests check'],
  ['structure/manifest-runtime-fields', 'openenv-yaml/app-format, openenv-yaml/port-numeric-string and the other openenv-yaml rules of the manifests check'],
]);

/**
 * Criteria whose defect a manifests rule also reports on the environment's openenv.yaml, but not always
 * (the rule has its own exemptions: template folders; port-mismatch needs a declared `port`): validate
 * reports the defect only when that rule did not already report it on the environment's manifest
 * earlier in the job (one defect, one finding; nothing lost). ports-consistent's finding sits on the
 * README or the Dockerfile, so the match is by environment, not by file.
 */
const REPORTED_BY_MANIFESTS_RULE: ReadonlyMap<string, string> = new Map([
  ['structure/push-layout', 'openenv-yaml/push-required-file'],
  ['structure/ports-consistent', 'openenv-yaml/port-mismatch'],
]);

/**
 * The manifests rule that already reported `rule`'s defect for the environment whose manifest is
 * `manifest` (`reported(owner)` says whether that rule reported on it), if any.
 */
export function reportedByManifestsRule(rule: string, manifest: string, reported: (owner: string) => boolean): string | undefined {
  const owner = REPORTED_BY_MANIFESTS_RULE.get(rule);
  return owner !== undefined && manifest !== '' && reported(owner) ? owner : undefined;
}

/** The openenv.yaml of the environment a file (or the folder itself, for a missing file) belongs to: the deepest of `envRoots` that holds it. */
export function manifestOfFile(envRoots: readonly string[], file: string): string {
  let best: string | undefined;
  for (const root of envRoots) if ((root === '' || file === root || file.startsWith(`${root}/`)) && (best === undefined || root.length > best.length)) best = root;
  return best === undefined ? '' : best ? `${best}/openenv.yaml` : 'openenv.yaml';
}

/**
 * Validate's findings without those the manifests findings already cover: the openenv.yaml content of
 * every manifest manifests scanned, and the defects a manifests rule reported on an environment's
 * manifest (`envRoots`: the environments validate ran on).
 */
export function withoutManifestsDuplicates(validateFindings: readonly Finding[], manifestsFindings: readonly Finding[], scanned: (manifest: string) => boolean, envRoots: readonly string[]): Finding[] {
  const reported = new Set(manifestsFindings.map((f) => `${f.rule}\0${f.file}`));
  return validateFindings.filter((f) => {
    if (OWNED_BY_MANIFESTS.has(f.rule) && scanned(f.file)) return false;
    const manifest = manifestOfFile(envRoots, f.file);
    return reportedByManifestsRule(f.rule, manifest, (owner) => reported.has(`${owner}\0${manifest}`)) === undefined;
  });
}
