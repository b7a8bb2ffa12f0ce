/**
 * What checks and reporters need from GitHub, as an interface: the real implementation
 * (`createGitHubApi` in ./client.ts) is octokit with retry and throttling; tests point it at a local
 * stand-in server through GITHUB_API_URL.
 */
export interface PullRequestSummary {
  number: number;
  title: string;
  /** Login of the opener. */
  author: string;
  createdAt: string;
  draft: boolean;
  headSha: string;
  headRef: string;
  /** Full name of the head repository (`owner/name`); undefined when the fork was deleted. */
  headRepo?: string;
  htmlUrl: string;
}

export interface PullRequestFile {
  /** Path in the head tree. */
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previousFilename?: string;
  /** Unified diff hunk text; absent for binary or very large files. */
  patch?: string;
}

/** An open pull request with its changed files, as one GraphQL page lists them. */
export interface OpenPullRequestFiles {
  pull: PullRequestSummary;
  /** Path and status only: GraphQL gives no patch and no previous path of a rename. */
  files: Pick<PullRequestFile, 'filename' | 'status'>[];
  /** false when the pull request changes more files than one page lists (100). */
  filesComplete: boolean;
}

export interface IssueComment {
  id: number;
  body: string;
  author: string;
  /** `Bot`, `User`, ... */
  authorType: string;
  htmlUrl: string;
}

export interface Issue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  author: string;
  htmlUrl: string;
}

export interface GitHubApi {
  /** `owner/name` this client talks about. */
  readonly repository: string;
  /** Every open pull request (drafts included), all pages. */
  listOpenPullRequests(): Promise<PullRequestSummary[]>;
  /**
   * Every open pull request with its first 100 changed files: one GraphQL query per 100 pull requests
   * instead of one REST call per pull request. Undefined when the server has no GraphQL API (the
   * caller then lists through REST). Absent in implementations without GraphQL.
   */
  listOpenPullRequestsWithFiles?(signal?: AbortSignal): Promise<OpenPullRequestFiles[] | undefined>;
  /** Every file of a pull request, all pages (GitHub caps this list at 3,000 files). */
  listPullRequestFiles(pullNumber: number, signal?: AbortSignal): Promise<PullRequestFile[]>;
  /** One pull request, with who opened it (`authorAssociation`: OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR...) and its labels. */
  getPullRequest(pullNumber: number): Promise<PullRequestSummary & { body: string; baseSha: string; authorAssociation?: string; labels?: string[] }>;
  /** Pull requests whose head is this commit (for publishing from a workflow_run). */
  listPullRequestsForCommit(sha: string): Promise<PullRequestSummary[]>;
  /** Every comment on an issue or pull request, all pages. */
  listIssueComments(issueNumber: number): Promise<IssueComment[]>;
  createIssueComment(issueNumber: number, body: string): Promise<IssueComment>;
  updateIssueComment(commentId: number, body: string): Promise<IssueComment>;
  deleteIssueComment(commentId: number): Promise<void>;
  /** Login of the token's identity, when the token may ask (`github-actions[bot]` otherwise). */
  authenticatedLogin(): Promise<string | undefined>;
  /** Open and closed issues carrying a label, all pages (for the audit tracking issue). */
  listIssuesWithLabel(label: string): Promise<Issue[]>;
  createIssue(title: string, body: string, labels: string[]): Promise<Issue>;
  updateIssue(issueNumber: number, fields: { title?: string; body?: string; state?: 'open' | 'closed' }): Promise<Issue>;
}

/** The token cannot write (fork pull request, read-only permissions): degrade, never fail the job. */
export class GitHubPermissionError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${operation}: ${detail} (HTTP ${status})`);
    this.name = 'GitHubPermissionError';
  }
}
