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
 * Criteria whose defect a manifests rule also reports on the same file, but not always (the rule has
 * its own exemptions, e.g. template folders): validate reports the defect only when that rule did not
 * already report it on the same file earlier in the job (one defect, one finding; nothing lost).
 */
const REPORTED_BY_MANIFESTS_RULE: ReadonlyMap<string, string> = new Map([['structure/push-layout', 'openenv-yaml/push-required-file']]);

/** The manifests rule that already reported `rule`'s defect on `file` (`reported(owner)` says whether it did), if any. */
export function reportedByManifestsRule(rule: string, file: string, reported: (owner: string) => boolean): string | undefined {
  const owner = REPORTED_BY_MANIFESTS_RULE.get(rule);
  return owner !== undefined && file !== '' && reported(owner) ? owner : undefined;
}

/**
 * Validate's findings without those the manifests findings already cover: the openenv.yaml content of
 * every manifest manifests scanned, and the defects a manifests rule reported on the same file.
 */
export function withoutManifestsDuplicates(validateFindings: readonly Finding[], manifestsFindings: readonly Finding[], scanned: (manifest: string) => boolean): Finding[] {
  const reported = new Set(manifestsFindings.map((f) => `${f.rule}\0${f.file}`));
  return validateFindings.filter(
    (f) => !(OWNED_BY_MANIFESTS.has(f.rule) && scanned(f.file)) && reportedByManifestsRule(f.rule, f.file, (owner) => reported.has(`${owner}\0${f.file}`)) === undefined,
  );
}
