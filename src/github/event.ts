import { readFileSync } from 'node:fs';
import type { PullRequestInfo } from '../engine/check.js';
import { UserError } from '../engine/errors.js';

/**
 * The workflow event, read from the runner's environment: `GITHUB_EVENT_NAME` and the JSON payload at
 * `GITHUB_EVENT_PATH`. Only the fields the checks need are taken, each checked for its type (titles and
 * bodies are the pull request author's text: they are data, escaped wherever they are rendered).
 */

export interface WorkflowEvent {
  /** `pull_request`, `pull_request_target`, `push`, `schedule`, `workflow_run`, ...; undefined outside Actions. */
  eventName?: string;
  /** Set when the event carries a pull request (pull_request, pull_request_target, pull_request_review, ...). */
  pullRequest?: PullRequestInfo;
  /** `owner/name` of the base repository, from the payload. */
  repository?: string;
  /** For `workflow_run`: the head sha of the run that triggered this one (to find its pull request). */
  workflowRunHeadSha?: string;
  /** For `workflow_run`: the triggering run's id (to download its artifact) and event. */
  workflowRunId?: number;
  workflowRunEvent?: string;
  /** For `workflow_run`: the triggering workflow's name (the key of the comment it would have written). */
  workflowRunName?: string;
  /** For `workflow_run`: numbers of its `pull_requests` (same-repository pull requests only; empty for forks). */
  workflowRunPullRequests?: number[];
  /** For `workflow_run`: the head repository (`owner/name`) and branch of the run, to find a fork's pull request. */
  workflowRunHeadRepository?: string;
  workflowRunHeadBranch?: string;
  /** For `push`: the commit before the push (all zeros for a new branch). */
  before?: string;
  after?: string;
}

export class EventPayloadError extends UserError {
  constructor(message: string) {
    super(message);
    this.name = 'EventPayloadError';
  }
}

/** Reads the event from the environment. No event path (a local run) gives just the name. */
export function readWorkflowEvent(env: NodeJS.ProcessEnv = process.env): WorkflowEvent {
  const name = env.GITHUB_EVENT_NAME?.trim() || undefined;
  const path = env.GITHUB_EVENT_PATH?.trim();
  if (!path) return name ? { eventName: name } : {};
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new EventPayloadError(`cannot read the event payload GITHUB_EVENT_PATH=${path}: ${(error as Error).message}`);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    throw new EventPayloadError(`the event payload at ${path} is not valid JSON: ${(error as Error).message}`);
  }
  return parseWorkflowEvent(name, payload);
}

/** The same, as the action entry calls it. */
export async function readGitHubEvent(env: NodeJS.ProcessEnv = process.env): Promise<WorkflowEvent> {
  return readWorkflowEvent(env);
}

export function parseWorkflowEvent(name: string | undefined, payload: unknown): WorkflowEvent {
  const event: WorkflowEvent = name ? { eventName: name } : {};
  if (!isObject(payload)) return event;
  const repository = str(get(payload, 'repository', 'full_name'));
  if (repository) event.repository = repository;
  const pr = get(payload, 'pull_request');
  if (isObject(pr)) {
    const info = pullRequestFromPayload(pr, repository);
    if (info) event.pullRequest = info;
  }
  const run = get(payload, 'workflow_run');
  if (isObject(run)) {
    const sha = str(get(run, 'head_sha'));
    if (sha) event.workflowRunHeadSha = sha;
    const runName = str(get(run, 'name'));
    if (runName) event.workflowRunName = runName;
    const id = get(run, 'id');
    if (typeof id === 'number') event.workflowRunId = id;
    const runEvent = str(get(run, 'event'));
    if (runEvent) event.workflowRunEvent = runEvent;
    const pulls = get(run, 'pull_requests');
    event.workflowRunPullRequests = Array.isArray(pulls) ? pulls.map((p) => get(p, 'number')).filter((n): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0) : [];
    const headRepository = str(get(run, 'head_repository', 'full_name'));
    if (headRepository) event.workflowRunHeadRepository = headRepository;
    const headBranch = str(get(run, 'head_branch'));
    if (headBranch) event.workflowRunHeadBranch = headBranch;
  }
  const before = str(get(payload, 'before'));
  const after = str(get(payload, 'after'));
  if (before) event.before = before;
  if (after) event.after = after;
  return event;
}

/**
 * A pull request object from a webhook payload. A fork is a head repository other than the base one,
 * or a head repository that no longer exists (the fork was deleted): both mean a read-only token.
 */
export function pullRequestFromPayload(pr: Record<string, unknown>, baseRepository?: string): PullRequestInfo | undefined {
  const number = get(pr, 'number');
  const headSha = str(get(pr, 'head', 'sha'));
  const baseSha = str(get(pr, 'base', 'sha'));
  if (typeof number !== 'number' || !Number.isInteger(number) || number <= 0 || !headSha || !baseSha) return undefined;
  const base = str(get(pr, 'base', 'repo', 'full_name')) ?? baseRepository;
  const headRepo = get(pr, 'head', 'repo');
  const head = str(get(pr, 'head', 'repo', 'full_name'));
  const fromFork = headRepo === null || (head !== undefined && base !== undefined && head.toLowerCase() !== base.toLowerCase());
  return {
    number,
    title: str(get(pr, 'title')) ?? '',
    body: str(get(pr, 'body')) ?? '',
    author: str(get(pr, 'user', 'login')) ?? 'ghost',
    createdAt: str(get(pr, 'created_at')) ?? '',
    baseSha,
    headSha,
    fromFork,
    // Who may run the review's model pass (src/checks/review/llm/run.ts): only when the payload says.
    ...(str(get(pr, 'author_association')) ? { authorAssociation: str(get(pr, 'author_association')) } : {}),
    ...(Array.isArray(get(pr, 'labels')) ? { labels: (get(pr, 'labels') as unknown[]).map((l) => str(get(l, 'name'))).filter((n): n is string => n !== undefined) } : {}),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function get(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
