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

/** 404 (or 401/403 on a listed repo, which the Hub also uses for "gone or private"). */
export class HubNotFoundError extends HubError {
  constructor(message: string, status = 404) {
    super(message, status);
    this.name = 'HubNotFoundError';
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
