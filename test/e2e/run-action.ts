import { spawn } from 'node:child_process';
import { afterAll } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CheckId } from '../../src/engine/check.js';
import { ACTION_BUNDLE, DIST_DIR } from '../support/bundle.js';

export { assertBundle, ACTION_BUNDLE as BUNDLE, CLI_BUNDLE } from '../support/bundle.js';

/**
 * Runs the bundled action the way the runner does: `node dist/index.js` in a fresh process, inputs as
 * `INPUT_<NAME>` (upper-cased, spaces to underscores, hyphens kept), the event payload in a file at
 * GITHUB_EVENT_PATH, the step summary and outputs as files, GITHUB_API_URL at the stand-in server.
 * Nothing from the test process's own GitHub environment leaks in.
 */

export interface ActionRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** `::error ...::message` and friends, parsed. */
  annotations: Annotation[];
  /** `::warning::` lines without a file (plain warnings). */
  warnings: string[];
  /** Content of the file the `report-file` output names (read before RUNNER_TEMP is removed). */
  reportFile?: string;
}

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  properties: Record<string, string>;
  message: string;
}

export interface ActionEnv {
  inputs: Record<string, string>;
  workspace: string;
  apiUrl: string;
  repository: string;
  eventName: string;
  payload: unknown;
  /** Extra environment (e.g. GITHUB_WORKFLOW, GITHUB_JOB). */
  env?: Record<string, string>;
  /** Run a sub-action's entry (`dist/<check>.js`, what `<check>/action.yml` runs) instead of dist/index.js. */
  subAction?: string;
  /**
   * RUNNER_TEMP shared by the steps of one job (the runner empties it when a job starts, not between its
   * steps); default a fresh folder per step.
   */
  runnerTemp?: string;
}

export function runAction(options: ActionEnv): Promise<ActionRun> {
  return runWithRunnerFiles(options, undefined, (env) => spawnBundle(options, env));
}

/** `node dist/index.js` (or a sub-action's entry) with the runner's environment, in the workspace. */
function spawnBundle(options: ActionEnv, env: Record<string, string>): Promise<StepOutcome> {
  return new Promise<StepOutcome>((done, fail) => {
    const bundle = options.subAction ? join(DIST_DIR, `${options.subAction}.js`) : ACTION_BUNDLE;
    const child = spawn(process.execPath, [bundle], { cwd: options.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ exitCode: code ?? -1, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
  });
}

/**
 * The same step run in the test process: the action's entry, `run(env, step)` (src/main.ts, what the
 * bundle's entry calls), with the runner's environment as process.env, the workspace as the current
 * folder and the log (stdout, where @actions/core writes workflow commands) captured. For tests whose
 * subject is what the action does (comments, scope, review, retries); the runner contract itself (a
 * process started from action.yml's entry: INPUT_*, GITHUB_EVENT_PATH, GITHUB_STEP_SUMMARY,
 * GITHUB_OUTPUT, exit status) keeps its tests through the bundle (`runAction`). Runs one at a time:
 * process.env, the current folder and stdout are the process's own.
 */
export function runActionInProcess(options: ActionEnv): Promise<ActionRun> {
  // @actions/core keeps the summary file path of its first write (one module instance per test file),
  // so every in-process step of a test file writes the same file, emptied before each run.
  inProcessSummary ??= join(mkdtempSync(join(tmpdir(), 'openenv-ci-summary-')), 'step_summary.md');
  return runWithRunnerFiles(options, inProcessSummary, async (env) => {
    const { run } = await import('../../src/main.js');
    const saved = { env: process.env, cwd: process.cwd(), write: process.stdout.write, exitCode: process.exitCode };
    const signalListeners = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
    const log: string[] = [];
    process.env = env;
    process.exitCode = undefined;
    process.chdir(options.workspace);
    process.stdout.write = ((chunk: string | Uint8Array) => {
      log.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    }) as typeof process.stdout.write;
    try {
      await run(env, options.subAction ? { check: options.subAction as CheckId } : {});
      return { exitCode: Number(process.exitCode ?? 0), stdout: log.join(''), stderr: '' };
    } finally {
      process.stdout.write = saved.write;
      process.chdir(saved.cwd);
      process.env = saved.env;
      process.exitCode = saved.exitCode;
      // run() listens for cancellation once per step; a finished step's listeners go with it.
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        for (const listener of process.listeners(signal)) if (!signalListeners[signal].includes(listener)) process.off(signal, listener);
      }
    }
  });
}

let inProcessSummary: string | undefined;
afterAll(() => {
  if (inProcessSummary) rmSync(dirname(inProcessSummary), { recursive: true, force: true });
  inProcessSummary = undefined;
});

interface StepOutcome {
  exitCode: number;
  stdout: string;
  stderr: string;
}

async function runWithRunnerFiles(options: ActionEnv, summaryFile: string | undefined, execute: (env: Record<string, string>) => Promise<StepOutcome>): Promise<ActionRun> {
  const temp = await mkdtemp(join(tmpdir(), 'openenv-ci-runner-'));
  try {
    const eventPath = join(temp, 'event.json');
    const summaryPath = summaryFile ?? join(temp, 'step_summary.md');
    const outputPath = join(temp, 'output.txt');
    await writeFile(eventPath, JSON.stringify(options.payload));
    await writeFile(summaryPath, '');
    await writeFile(outputPath, '');
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? temp,
      LANG: 'C.UTF-8',
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: options.eventName,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: options.repository,
      GITHUB_WORKSPACE: options.workspace,
      GITHUB_STEP_SUMMARY: summaryPath,
      GITHUB_OUTPUT: outputPath,
      GITHUB_API_URL: options.apiUrl,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_WORKFLOW: 'CI',
      GITHUB_RUN_ID: '4242',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_SHA: '0'.repeat(40),
      RUNNER_TEMP: options.runnerTemp ?? temp,
      // Test-only: retry waits and write spacing in milliseconds instead of seconds.
      OPENENV_CI_RETRY_SCALE: '0.001',
      OPENENV_CI_HTTP_TIMEOUT_MS: '5000',
      ...options.env,
    };
    for (const [name, value] of Object.entries(options.inputs)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;

    const { exitCode, stdout, stderr } = await execute(env);
    const outputs = parseOutputs(await readFile(outputPath, 'utf8'));
    const summary = await readFile(summaryPath, 'utf8');
    const reportFile = outputs['report-file'] ? await readFile(outputs['report-file'], 'utf8').catch(() => undefined) : undefined;
    const annotations: Annotation[] = [];
    const warnings: string[] = [];
    for (const line of stdout.split('\n')) {
      const m = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
      if (!m) continue;
      const properties = Object.fromEntries(
        (m[2] ?? '')
          .split(',')
          .filter(Boolean)
          .map((kv) => {
            const i = kv.indexOf('=');
            return [kv.slice(0, i), unescapeProperty(kv.slice(i + 1))];
          }),
      );
      const message = unescapeData(m[3]!);
      if (m[1] === 'warning' && !properties.file) warnings.push(message);
      else annotations.push({ level: m[1] as Annotation['level'], properties, message });
    }
    return { exitCode, stdout, stderr, outputs, summary, annotations, warnings, ...(reportFile === undefined ? {} : { reportFile }) };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** GITHUB_OUTPUT file: `name<<DELIMITER\nvalue\nDELIMITER` blocks (and plain `name=value` lines). */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i]!);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2]!, i + 1);
      outputs[heredoc[1]!] = lines.slice(i + 1, end).join('\n');
      i = end;
      continue;
    }
    const plain = /^([^=]+)=(.*)$/.exec(lines[i]!);
    if (plain) outputs[plain[1]!] = plain[2]!;
  }
  return outputs;
}

function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

function unescapeProperty(s: string): string {
  return unescapeData(s).replace(/%3A/g, ':').replace(/%2C/g, ',');
}
