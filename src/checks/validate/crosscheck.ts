/**
 * Optional cross-check with the real CLI (validator.md §5, input `cli-crosscheck`): runs
 * `uv run --frozen openenv validate --json .` in the env root and reads its `passed`. A thin adapter;
 * a disagreement is reported as a notice and never fails the step by itself (the installed CLI may be older).
 * It executes the environment's project, so the caller asks src/process/policy.ts first; the child gets a
 * scrubbed environment and what it prints is redacted.
 */
import { childEnvironment, PYTHON_TOOLCHAIN } from '../../process/environment.js';
import { redactSecrets } from '../../process/redact.js';
import { DEADLINES, runProcess, stopMessage } from '../../process/spawn.js';

export interface CrosscheckResult {
  /** The CLI's verdict, when it ran and printed JSON. */
  passed?: boolean;
  /** Why there is no verdict (uv or openenv missing, deadline, unreadable output). */
  problem?: string;
  command: string;
}

export async function runCliCrosscheck(envDir: string, deadlineMs: number = DEADLINES.crosscheck, signal?: AbortSignal): Promise<CrosscheckResult> {
  const args = ['run', '--frozen', 'openenv', 'validate', '--json', '.'];
  const command = `uv ${args.join(' ')}`;
  let result;
  try {
    result = await runProcess('uv', args, { label: command, cwd: envDir, env: childEnvironment({ inherit: PYTHON_TOOLCHAIN }), deadlineMs, signal });
  } catch (error) {
    return { command, problem: `could not run uv (${((error as { cause?: Error }).cause ?? (error as Error)).message})` };
  }
  if (result.stopped) return { command, problem: stopMessage(command, result.stopped, deadlineMs) };
  const text = result.stdout.toString('utf8');
  const start = text.indexOf('{');
  try {
    const value = JSON.parse(start === -1 ? text : text.slice(start)) as { passed?: unknown };
    if (typeof value.passed === 'boolean') return { command, passed: value.passed };
  } catch {
    /* fall through */
  }
  const stderr = result.stderr.toString('utf8').trim().split('\n').slice(-2).join(' ');
  return { command, problem: `exit ${result.exitCode}, no JSON verdict${stderr ? `: ${redactSecrets(stderr).slice(0, 200)}` : ''}` };
}
