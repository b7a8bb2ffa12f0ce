import { exec } from '@actions/exec';

/**
 * Runs git through `@actions/exec` and returns stdout as bytes. A thin adapter: the CLI and the action
 * both use it, so the two front ends run git identically. Errors carry the command and git's own message.
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
  return async (args, options = {}) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let exitCode: number;
    try {
      exitCode = await exec('git', [...args], {
        cwd,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } as Record<string, string>,
        input: options.input === undefined ? undefined : Buffer.from(options.input),
        silent: true, // stdout is data (blobs, diffs), never log output
        ignoreReturnCode: true,
        listeners: { stdout: (chunk: Buffer) => out.push(chunk), stderr: (chunk: Buffer) => err.push(chunk) },
      });
    } catch (error) {
      throw new Error(`could not run git ${args[0] ?? ''}: ${(error as Error).message}`);
    }
    const result = { stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8'), exitCode };
    if (result.exitCode !== 0 && !options.allowFailure) throw new GitError(args, result.exitCode, result.stderr);
    return result;
  };
}
