/**
 * The one policy for starting processes on repository content (SECURITY.md, "Untrusted pull-request
 * content"). Every place that spawns a tool names it here, so the decision and its reasoning live in
 * one table instead of one `if` per call site.
 *
 * Trust comes from the workflow event, decided by an allow-list: events whose checkout is the
 * contributor's own code running with the contributor's (or no) secrets may run it; every other event
 * runs with the base repository's secrets and write token, so repository code only runs there when the
 * `allow-untrusted-code` input (never the config file) says so. Outside Actions (no event) the CLI user
 * chose the tree themselves.
 */

/** Events where executing the checked-out code gives it nothing it did not already have. */
export const CODE_RUNNING_EVENTS: ReadonlySet<string> = new Set(['pull_request', 'push', 'merge_group']);

/** How a tool treats the repository content it is given. */
export type ToolNature =
  /** Installs or imports the repository's code (a server, `uv run`): gated by the event. */
  | 'executes'
  /** Reads the content as data and executes none of it: always allowed, but still scrubbed. */
  | 'parses';

/** Every tool openenv-ci starts on repository content, and why it is or is not gated. */
export const TOOLS = {
  'runtime-probe': { nature: 'executes', why: 'starts the environment server (server-command or uvicorn on the manifest app), which imports the repository code' },
  'cli-crosscheck': { nature: 'executes', why: '`uv run --frozen openenv validate` installs the project and its dependencies (build backends run code) and runs it' },
  ruff: { nature: 'parses', why: 'ruff parses Python and reads its TOML configuration; it has no plugins and executes nothing' },
  'python-ast': { nature: 'parses', why: 'python3 -I -S runs our own checker, which only calls ast.parse on the sources sent on stdin (no site, no user paths, nothing imported from the repository)' },
  git: { nature: 'parses', why: 'git reads objects of the repository it is named (GIT_DIR, never discovered); every key that runs a program or changes its output is pinned in one list (NEUTRAL_GIT_CONFIG in repo/git.ts)' },
} as const satisfies Record<string, { nature: ToolNature; why: string }>;

export type ToolName = keyof typeof TOOLS;

export type ExecutionDecision = { allowed: true } | { allowed: false; reason: string };

/**
 * May `tool` run on the repository under this event? `eventName` is undefined outside Actions (the CLI);
 * `allowUntrustedCode` comes from the action input or the CLI flag only.
 */
export function mayRunRepositoryCode(tool: ToolName, eventName: string | undefined, allowUntrustedCode: boolean): ExecutionDecision {
  if (TOOLS[tool].nature === 'parses') return { allowed: true };
  if (eventName === undefined || CODE_RUNNING_EVENTS.has(eventName) || allowUntrustedCode) return { allowed: true };
  return {
    allowed: false,
    reason:
      `refusing to run ${tool} under ${eventName}: it ${TOOLS[tool].why}, and under ${eventName} that code would run with the base repository's secrets and write token ` +
      `(repository code runs only under ${[...CODE_RUNNING_EVENTS].join(', ')}). Fix: run it in a pull_request workflow, probe an isolated deployment with server-url, ` +
      'or set the allow-untrusted-code input to true if you accept the risk.',
  };
}

/**
 * The event as the process sees it: `GITHUB_EVENT_NAME` when running inside Actions (the action, or the
 * CLI called from a workflow step), undefined for a CLI run on a developer's machine.
 */
export function eventNameFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  if (env.GITHUB_ACTIONS !== 'true') return undefined;
  return env.GITHUB_EVENT_NAME?.trim() || 'unknown';
}
