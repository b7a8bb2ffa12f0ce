import type { Finding } from '../../engine/finding.js';
import type { RepoView } from '../../repo/view.js';
import { runManifestChecks } from '../manifests/run.js';
import { runStaticValidation } from '../validate/static/run.js';
import type { EnvChecker } from './environment.js';

/**
 * The checks every audited environment gets: the manifests check and the static validate criteria,
 * run unchanged over the environment's RepoView. Nothing of the environment runs: no Python (the
 * `__main__` guard uses the tokenizer), no Docker, no git.
 */
export const defaultEnvChecker: EnvChecker = async (view: RepoView, envRoots: string[]): Promise<Finding[]> => {
  const findings = await runManifestChecks(view);
  if (envRoots.length > 0) {
    const validation = await runStaticValidation(view, envRoots, { pythonAst: 'off', hasGitDir: () => false });
    findings.push(...validation.findings);
  }
  return findings;
};
