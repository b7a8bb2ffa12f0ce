import type { Logger } from '../engine/check.js';
import type { GitHubApi } from './api.js';

/**
 * The GitHub client when there is something to talk to: a token (the action's `token` input, or
 * GITHUB_TOKEN / GH_TOKEN for the CLI) and an `owner/name` slug. GITHUB_API_URL selects the server
 * (GitHub Enterprise, or the local stand-in in tests), GITHUB_GRAPHQL_URL its GraphQL endpoint.
 * The client (octokit, undici: about 1 MB of code) is imported only when there is a token: a CLI run
 * without one does not pay for loading it.
 */
export async function createGitHubApiFromEnv(
  env: NodeJS.ProcessEnv,
  repository: string | undefined,
  token: string | undefined,
  logger: Logger,
  deadline?: AbortSignal,
): Promise<GitHubApi | undefined> {
  const effectiveToken = token || env.GITHUB_TOKEN || env.GH_TOKEN;
  if (!effectiveToken || !repository || !/^[\w.-]+\/[\w.-]+$/.test(repository)) return undefined;
  const { createGitHubApi } = await import('./client.js');
  return createGitHubApi({ token: effectiveToken, repository, baseUrl: env.GITHUB_API_URL || undefined, graphqlUrl: graphqlUrlOf(env), logger, deadline });
}

/**
 * GITHUB_GRAPHQL_URL when it belongs to the same server as GITHUB_API_URL. A job that points the REST
 * URL elsewhere (a proxy, a stand-in) but inherits the runner's GraphQL URL would otherwise send half
 * its calls to another server; the client then derives the GraphQL URL from the REST one.
 */
function graphqlUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  const graphql = env.GITHUB_GRAPHQL_URL;
  if (!graphql) return undefined;
  const origin = (url: string) => {
    try {
      return new URL(url).origin;
    } catch {
      return undefined;
    }
  };
  return origin(graphql) !== undefined && origin(graphql) === origin(env.GITHUB_API_URL || 'https://api.github.com') ? graphql : undefined;
}
