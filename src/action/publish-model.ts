import type { Logger } from '../engine/check.js';
import type { GitHubApi } from '../github/api.js';
import type { ReviewPublication } from '../checks/review/artifact.js';
import type { ModelPassResult } from '../checks/review/llm/run.js';
import { checkEntry, optInRulesOff } from '../checks/index.js';
import { parseReviewOptions } from '../checks/review/options.js';
import { ruleSettings } from '../engine/run.js';
import { detectGit, loadConfig } from '../pipeline.js';
import { mergeCheckOptions, type Settings } from '../settings.js';

/**
 * report-mode publish with the review's model pass: its options from the inputs and the config file of
 * the trusted checkout (the workflow_run job checks out the base repository, never the pull request),
 * its git the checkout's. Loaded only when the review's `llm` is on.
 */
export function publishModelPass(settings: Settings, env: NodeJS.ProcessEnv, api: GitHubApi, logger: Logger): (publication: ReviewPublication) => Promise<ModelPassResult | undefined> {
  return async (publication) => {
    const config = await loadConfig(settings);
    const optionsOf = (id: Parameters<typeof checkEntry>[0]) => mergeCheckOptions(checkEntry(id), config.options[id], settings.checkOptions[id]);
    const options = parseReviewOptions(optionsOf('review'));
    if (options.llm.mode === 'off') return undefined;
    const rules = ruleSettings(config, optInRulesOff(optionsOf));
    const { publishedModelPass } = await import('../checks/review/llm/publish.js');
    return publishedModelPass({
      api,
      artifact: publication.artifact,
      pullNumber: publication.pullNumber,
      options,
      git: await detectGit(settings.root),
      logger,
      severityOf: rules.severityOf,
      ruleOff: rules.ruleOff,
      env,
    });
  };
}
