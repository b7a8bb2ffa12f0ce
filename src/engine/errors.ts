/**
 * A mistake the user can fix (bad flag, bad config file, missing file). Printed as a plain message,
 * never with a stack trace; exit code 2. Anything else that escapes is an internal error (a bug).
 */
export class UserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserError';
  }
}
