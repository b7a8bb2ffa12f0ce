import { PassThrough } from 'node:stream';
import { cli } from '../../src/cli.js';

/**
 * The CLI's own entry, `cli(argv, env, io)` (src/cli.ts), called in the test process: what `node
 * dist/cli.js` runs after starting, without starting node and loading the bundle again. For tests whose
 * subject is the library behind the CLI (option parsing, config, baseline, scope, report import); the
 * bundle's own contract (a real process, exit status, streams) keeps its tests through the bundle.
 * The environment is only what `env` names (default: PATH and HOME), like a spawned bundle's.
 */
export interface InProcessRun {
  status: number;
  stdout: string;
  stderr: string;
}

export async function runCliInProcess(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME }): Promise<InProcessRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const status = await cli(args, env, { stdout, stderr, isTty: false, cwd });
  return { status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') };
}
