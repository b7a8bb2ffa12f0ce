import { join, resolve } from 'node:path';
import { UserError } from '../engine/errors.js';
import { checkEntry } from '../checks/index.js';
import { REVIEW_ARTIFACT_FILE } from '../checks/review/options.js';
import { loadConfig } from '../pipeline.js';
import { mergeCheckOptions, type Settings } from '../settings.js';

/** The review's report-mode (comment, artifact or publish) and its artifact path, from inputs and config. */
export async function reviewModeOf(settings: Settings, env: NodeJS.ProcessEnv): Promise<{ mode: string; artifactPath: string }> {
  const config = await loadConfig(settings);
  const options = mergeCheckOptions(checkEntry('review'), config.options.review, settings.checkOptions.review);
  const mode = options['report-mode'] || 'comment';
  if (!['comment', 'artifact', 'publish'].includes(mode)) throw new UserError(`report-mode must be comment, artifact or publish (got "${mode}").`);
  const artifact = options['review-artifact'] || join(env.RUNNER_TEMP || settings.root, REVIEW_ARTIFACT_FILE);
  return { mode, artifactPath: resolve(env.GITHUB_WORKSPACE || process.cwd(), artifact) };
}

