import { spawn } from 'node:child_process';

/**
 * Runs git and returns stdout as bytes. A thin adapter: the CLI and the action both use it (the
 * action's toolkit `@actions/exec` offers nothing more for a non-interactive capture, and one code path
 * keeps the two front ends identical). Errors carry the command and git's own message.
 */
export interface GitRunner {
  (args: readonly string[], options?: { input?: string | Uint8Array; allowFailure?: boolean }): Promise<GitResult>;
}

export interface GitResult {
  stdout: Buffer;
  stderr: string;
  exitCode: number;
}

export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly exitCode: number,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed (exit ${exitCode}): ${stderr.trim().split('\n').slice(-3).join(' ')}`);
    this.name = 'GitError';
  }
}

export function gitRunner(cwd: string): GitRunner {
  return (args, options = {}) =>
    new Promise((resolvePromise, reject) => {
      const child = spawn('git', [...args], {
        cwd,
        stdio: ['pipe', 'pipe', 'pipe'],
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
      child.on('error', (error) => reject(new Error(`could not run git ${args[0] ?? ''}: ${error.message}`)));
      child.on('close', (code) => {
        const result = { stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8'), exitCode: code ?? 1 };
        if (result.exitCode !== 0 && !options.allowFailure) reject(new GitError(args, result.exitCode, result.stderr));
        else resolvePromise(result);
      });
      child.stdin.on('error', () => undefined); // git may exit before reading all input
      if (options.input !== undefined) child.stdin.end(options.input);
      else child.stdin.end();
    });
}
