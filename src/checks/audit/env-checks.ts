import type { Finding } from '../../engine/finding.js';
import type { RepoView } from '../../repo/view.js';
import { scanManifests } from '../manifests/run.js';
import { runStaticValidation } from '../validate/static/run.js';
import { withoutManifestsDuplicates } from '../validate/ownership.js';
import type { EnvChecker } from './environment.js';

/**
 * The checks every audited environment gets: the manifests check and the static validate criteria,
 * run unchanged over the environment's RepoView, each defect reported once (validate/ownership.ts). Nothing of the environment runs: no Python (the
 * `__main__` guard uses the tokenizer), no Docker, no git.
 */
export const defaultEnvChecker: EnvChecker = async (view: RepoView, envRoots: string[]): Promise<Finding[]> => {
  const manifests = await scanManifests(view);
  const findings = manifests.findings;
  if (envRoots.length > 0) {
    const validation = await runStaticValidation(view, envRoots, { pythonAst: 'off', hasGitDir: () => false });
    const scanned = new Set(manifests.files);
    findings.push(...withoutManifestsDuplicates(validation.findings, findings, (file) => scanned.has(file), envRoots));
  }
  return findings;
};
