/**
 * Optional cross-check with the real CLI (validator.md §5, input `cli-crosscheck`): runs
 * `uv run --frozen openenv validate --json .` in the env root and reads its `passed`. A thin adapter;
 * a disagreement is reported as a notice and never fails the step by itself (the installed CLI may be older).
 * It executes the environment's project, so the caller asks src/process/policy.ts first; the child gets a
 * scrubbed environment and what it prints is redacted.
 */
import { spawn } from 'node:child_process';
import { childEnvironment, PYTHON_TOOLCHAIN } from '../../process/environment.js';
import { redactSecrets } from '../../process/redact.js';

export interface CrosscheckResult {
  /** The CLI's verdict, when it ran and printed JSON. */
  passed?: boolean;
  /** Why there is no verdict (uv or openenv missing, timeout, unreadable output). */
  problem?: string;
  command: string;
}

export function runCliCrosscheck(envDir: string, timeoutMs = 60_000, signal?: AbortSignal): Promise<CrosscheckResult> {
  const args = ['run', '--frozen', 'openenv', 'validate', '--json', '.'];
  const command = `uv ${args.join(' ')}`;
  return new Promise((resolve) => {
    const child = spawn('uv', args, { cwd: envDir, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: childEnvironment({ inherit: PYTHON_TOOLCHAIN }) });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    };
    const timer = setTimeout(kill, timeoutMs);
    signal?.addEventListener('abort', kill, { once: true });
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ command, problem: `could not run uv (${e.message})` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const text = Buffer.concat(out).toString('utf8');
      const start = text.indexOf('{');
      try {
        const value = JSON.parse(start === -1 ? text : text.slice(start)) as { passed?: unknown };
        if (typeof value.passed === 'boolean') return resolve({ command, passed: value.passed });
      } catch {
        /* fall through */
      }
      const stderr = Buffer.concat(err).toString('utf8').trim().split('\n').slice(-2).join(' ');
      resolve({ command, problem: `exit ${code}, no JSON verdict${stderr ? `: ${redactSecrets(stderr).slice(0, 200)}` : ''}` });
    });
  });
}
