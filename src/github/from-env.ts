import type { Logger } from '../engine/check.js';
import type { GitHubApi } from './api.js';
import { createGitHubApi } from './client.js';

/**
 * The GitHub client when there is something to talk to: a token (the action's `token` input, or
 * GITHUB_TOKEN / GH_TOKEN for the CLI) and an `owner/name` slug. GITHUB_API_URL selects the server
 * (GitHub Enterprise, or the local stand-in in tests).
 */
export function createGitHubApiFromEnv(
  env: NodeJS.ProcessEnv,
  repository: string | undefined,
  token: string | undefined,
  logger: Logger,
  deadline?: AbortSignal,
): GitHubApi | undefined {
  const effectiveToken = token || env.GITHUB_TOKEN || env.GH_TOKEN;
  if (!effectiveToken || !repository || !/^[\w.-]+\/[\w.-]+$/.test(repository)) return undefined;
  return createGitHubApi({ token: effectiveToken, repository, baseUrl: env.GITHUB_API_URL || undefined, logger, deadline });
}
