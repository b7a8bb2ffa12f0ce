import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger } from './engine/check.js';
import { UserError } from './engine/errors.js';
import { exitCodeFor } from './engine/run.js';
import { runPipeline } from './pipeline.js';
import { helpText, settingsFromArgv } from './settings.js';
import { renderReport } from './report/render.js';
import { sanitize } from './report/text.js';
import { VERSION } from './version.js';

/**
 * CLI entry: `openenv-ci <command> [options] [path]`. Returns the exit status; never throws.
 * stdout carries only the report; progress, warnings and errors go to stderr.
 */
export async function cli(argv: readonly string[], env: NodeJS.ProcessEnv, io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; isTty: boolean; cwd: string }): Promise<number> {
  const controller = new AbortController();
  const onSignal = () => controller.abort(new Error('cancelled'));
  // `openenv-ci … | head`: the reader may leave early. That is not an error worth a stack trace.
  io.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') io.stderr.write(`openenv-ci: cannot write the report: ${error.message}\n`);
  });
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const request = settingsFromArgv(argv, env, io.cwd, io.isTty);
    if (request.kind === 'help') {
      io.stdout.write(helpText(request.command));
      return 0;
    }
    if (request.kind === 'version') {
      io.stdout.write(`${VERSION}\n`);
      return 0;
    }
    const { settings } = request;
    const say = (line: string) => io.stderr.write(`${sanitize(line)}\n`);
    const logger: Logger = {
      info: (m) => settings.verbose && say(m),
      debug: (m) => settings.verbose && say(`debug: ${m}`),
      warning: (m) => say(`warning: ${m}`),
      progress: (m) => say(m),
    };
    const { createGitHubApiFromEnv } = await import('./github/from-env.js');
    const github = createGitHubApiFromEnv(env, settings.repositorySlug, undefined, logger);
    const { result } = await runPipeline({
      settings,
      services: { logger, github, now: () => new Date(), signal: controller.signal },
    });
    const report = renderReport(result, settings.format, { color: settings.color && !settings.output, preferComment: settings.command === 'review' });
    if (settings.output && result.stale) {
      // A stale audit (it listed nothing it can trust) never replaces the last good report.
      say(`openenv-ci: ${settings.output} was left as it was: ${result.stale}`);
    } else if (settings.output) {
      try {
        await mkdir(dirname(settings.output), { recursive: true });
        await writeFile(settings.output, report);
      } catch (error) {
        throw new UserError(`cannot write --output ${settings.output}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
      }
    } else io.stdout.write(report);
    for (const error of result.internalErrors) say(`openenv-ci: ${error}`);
    return exitCodeFor(result, settings.failOn);
  } catch (error) {
    if (error instanceof UserError) {
      io.stderr.write(`openenv-ci: ${sanitize(error.message)}\n`);
    } else {
      io.stderr.write(`openenv-ci: internal error: ${(error as Error).stack ?? String(error)}\n`);
    }
    return 2;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
