import type { Logger, PullRequestInfo } from './engine/check.js';
import { UserError } from './engine/errors.js';
import { exitCodeFor } from './engine/run.js';
import { runPipeline } from './pipeline.js';
import { loadAllChecks } from './checks/index.js';
import { allRules } from './engine/registry.js';
import { helpText, settingsFromArgv, type Settings } from './settings.js';
import { readGitHubEvent } from './github/event.js';
import { reportChunks } from './report/render.js';
import { writeReport } from './report/write.js';
import { sanitize } from './report/text.js';
import { VERSION } from './version.js';
import { eventNameFromEnv } from './process/policy.js';
import { apiDeadline } from './engine/limits.js';
import { logGroups } from './action/log.js';

/**
 * The pull request the CLI reviews: the workflow event's (GITHUB_EVENT_PATH, when the CLI runs inside
 * Actions), with --pr-title/--pr-body/--pr-author over it, so rules that read the PR text (RFC
 * references, authors vs opener) work outside the action too.
 */
async function cliPullRequest(settings: Settings, env: NodeJS.ProcessEnv): Promise<{ pullRequest?: PullRequestInfo; eventName?: string }> {
  const event = env.GITHUB_EVENT_PATH ? await readGitHubEvent(env) : {};
  const flags = settings.pullRequestText;
  if (!flags) return event;
  const pullRequest: PullRequestInfo = {
    ...(event.pullRequest ?? { number: 0, title: '', body: '', author: '', createdAt: '', baseSha: '', headSha: '', fromFork: false }),
    ...(flags.title !== undefined ? { title: flags.title } : {}),
    ...(flags.body !== undefined ? { body: flags.body } : {}),
    ...(flags.author !== undefined ? { author: flags.author } : {}),
  };
  return { ...event, pullRequest };
}

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
    if (argv[0] === 'audit' && argv[1] === 'merge') return await auditMerge(argv.slice(2), env, io);
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
      notice: (m) => say(`notice: ${m}`),
      // In a workflow's run step (npx openenv-ci …) the log folds like the action's.
      ...(env.GITHUB_ACTIONS === 'true' ? logGroups({ startGroup: (title) => say(`::group::${title}`), endGroup: () => say('::endgroup::') }) : {}),
    };
    const { createGitHubApiFromEnv } = await import('./github/from-env.js');
    const github = await createGitHubApiFromEnv(env, settings.repositorySlug, undefined, logger, apiDeadline(settings.apiDeadlineSeconds, controller.signal, logger.warning));
    const { result } = await runPipeline({
      settings,
      services: { logger, github, now: () => new Date(), signal: controller.signal },
      // A CLI step inside a workflow is gated like the action; on a developer's machine there is no event.
      eventName: eventNameFromEnv(env),
      ...(await cliPullRequest(settings, env)),
    });
    // SARIF describes every rule, so only it needs every check loaded.
    const rules = settings.format === 'sarif' ? allRules(await loadAllChecks()) : undefined;
    const report = reportChunks(result, settings.format, { color: settings.color && !settings.output, preferComment: settings.command === 'review', rules });
    if (settings.output && result.stale) {
      // A stale audit (it listed nothing it can trust) never replaces the last good report.
      say(`openenv-ci: ${settings.output} was left as it was: ${result.stale}`);
    } else if (settings.output) {
      try {
        await writeReport(report, { file: settings.output });
      } catch (error) {
        throw new UserError(`cannot write --output ${settings.output}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
      }
    } else await writeReport(report, { stream: io.stdout });
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

/**
 * `openenv-ci audit merge [--previous report.json] [--format json|markdown|text] [-o file] [--audit-issue]
 * report-*.json`: shard reports of a matrix run combined into one report, one delta and one tracking issue.
 */
async function auditMerge(argv: readonly string[], env: NodeJS.ProcessEnv, io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; cwd: string }): Promise<number> {
  const { parseArgs } = await import('node:util');
  const { resolve } = await import('node:path');
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      previous: { type: 'string' },
      format: { type: 'string', default: 'json' },
      output: { type: 'string', short: 'o' },
      'audit-issue': { type: 'boolean', default: false },
      'hub-url': { type: 'string' },
      'fail-on': { type: 'string', default: 'error' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length === 0) {
    io.stdout.write('Usage: openenv-ci audit merge [--previous report.json] [--format json|markdown|text] [-o file] [--audit-issue] [--fail-on error|warning|never] report-*.json\n');
    return positionals.length === 0 && !values.help ? 2 : 0;
  }
  const format = values.format as string;
  if (!['json', 'markdown', 'text'].includes(format)) throw new UserError(`audit merge: --format ${format} is not json, markdown or text`);
  const failOn = values['fail-on'] as string;
  if (!['error', 'warning', 'never'].includes(failOn)) throw new UserError(`audit merge: --fail-on ${failOn} is not error, warning or never`);
  const { mergeAuditReports } = await import('./checks/audit/merge.js');
  let result;
  try {
    result = await mergeAuditReports(positionals.map((p) => resolve(io.cwd, p)), {
      ...(values.previous ? { previous: resolve(io.cwd, values.previous) } : {}),
      now: new Date(),
      ...(values['hub-url'] ? { hubUrl: values['hub-url'] } : { hubUrl: 'https://huggingface.co' }),
    });
  } catch (error) {
    throw new UserError(`audit merge: ${(error as Error).message}`);
  }
  const report = reportChunks(result, format as 'json' | 'markdown' | 'text', { color: false });
  if (values.output) await writeReport(report, { file: resolve(io.cwd, values.output) });
  else await writeReport(report, { stream: io.stdout });
  if (values['audit-issue'] && result.trackingIssue) {
    const say = (line: string) => io.stderr.write(`${sanitize(line)}\n`);
    const logger: Logger = { info: () => undefined, debug: () => undefined, warning: (m) => say(`warning: ${m}`), progress: say };
    const { createGitHubApiFromEnv } = await import('./github/from-env.js');
    const { publishTrackingIssue } = await import('./github/publish.js');
    const github = await createGitHubApiFromEnv(env, env.GITHUB_REPOSITORY, undefined, logger);
    if (github) await publishTrackingIssue({ api: github, issue: result.trackingIssue, logger });
    else say('warning: audit merge --audit-issue needs GITHUB_TOKEN and GITHUB_REPOSITORY; the tracking issue was not updated');
  }
  return exitCodeFor(result, failOn as 'error' | 'warning' | 'never');
}
