/**
 * Failures of Hub requests, classified the way the audit records them: a missing repo or file is a
 * fact about the environment (`fail`), everything else means we could not read it (`error`).
 */
export class HubError extends Error {
  constructor(
    message: string,
    /** HTTP status, when a response came back. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'HubError';
  }
}

/**
 * What huggingface_hub's `hf_raise_for_status` tells apart, from the `X-Error-Code` header: a missing
 * (or private, or gated) repository, a missing revision, a missing file.
 */
export type HubNotFoundCode = 'RepoNotFound' | 'GatedRepo' | 'RevisionNotFound' | 'EntryNotFound' | 'NotFound';

/**
 * "Not found", as huggingface_hub maps it: 404/410, any `X-Error-Code` of the not-found family, and a 401
 * on a repository URL that is not a bad token (the Hub answers anonymous callers 401 for a missing or
 * private repository).
 */
export class HubNotFoundError extends HubError {
  constructor(
    message: string,
    status = 404,
    readonly code: HubNotFoundCode = 'NotFound',
  ) {
    super(message, status);
    this.name = 'HubNotFoundError';
  }
}

/** The token was refused (401 "Invalid credentials"): nothing this run reads can be trusted to be complete. */
export class HubAuthError extends HubError {
  constructor(message: string) {
    super(message, 401);
    this.name = 'HubAuthError';
  }
}

/** The per-run request budget is spent: no further request is sent. */
export class HubBudgetExhaustedError extends HubError {
  constructor(readonly budget: number) {
    super(`request budget of ${budget} Hub requests is spent; raise request-budget or audit fewer repositories`);
    this.name = 'HubBudgetExhaustedError';
  }
}

/** The run was cancelled while the request was waiting or in flight. */
export class HubCancelledError extends HubError {
  constructor() {
    super('cancelled before the Hub answered');
    this.name = 'HubCancelledError';
  }
}

/** A file larger than the audit is willing to download. */
export class HubFileTooLargeError extends HubError {
  constructor(path: string, size: number, limit: number) {
    super(`${path} is ${size} bytes, over the ${limit}-byte download limit`);
    this.name = 'HubFileTooLargeError';
  }
}

/** The run-level deadline of the Hub client passed: what was not read by then is not audited. */
export class HubDeadlineError extends HubCancelledError {
  constructor(readonly deadlineMs: number) {
    super();
    this.message = `the audit's Hub deadline (${formatSeconds(deadlineMs)}) passed before it was read`;
    this.name = 'HubDeadlineError';
  }
}

/**
 * The circuit breaker is open: one request spent all its rate-limit waits (or all its retries on
 * timeouts), so no further request is sent this run. The audit stops and keeps the last good report.
 */
export class HubUnavailableError extends HubError {
  constructor(message: string, status?: number) {
    super(message, status);
    this.name = 'HubUnavailableError';
  }
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
