// src/github/from-env.ts
async function createGitHubApiFromEnv(env, repository, token, logger, deadline) {
  const effectiveToken = token || env.GITHUB_TOKEN || env.GH_TOKEN;
  if (!effectiveToken || !repository || !/^[\w.-]+\/[\w.-]+$/.test(repository)) return void 0;
  const { createGitHubApi } = await import("./client-557FQSPF.js");
  return createGitHubApi({ token: effectiveToken, repository, baseUrl: env.GITHUB_API_URL || void 0, graphqlUrl: graphqlUrlOf(env), logger, deadline });
}
function graphqlUrlOf(env) {
  const graphql = env.GITHUB_GRAPHQL_URL;
  if (!graphql) return void 0;
  const origin = (url) => {
    try {
      return new URL(url).origin;
    } catch {
      return void 0;
    }
  };
  return origin(graphql) !== void 0 && origin(graphql) === origin(env.GITHUB_API_URL || "https://api.github.com") ? graphql : void 0;
}

export {
  createGitHubApiFromEnv
};
