/**
 * Runs the bundled CLI as a child process and measures it: wall time and peak resident memory (the
 * child's own `process.resourceUsage().maxRSS`, written at exit by a preload module, so the figure is
 * the true high-water mark of that process alone, on every OS node runs on).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  wallMs: number;
  /** Peak resident set size of the CLI process, in bytes (undefined if it died before writing it). */
  peakRssBytes?: number;
}

const PRELOAD = `import { writeFileSync } from 'node:fs';
process.on('exit', () => writeFileSync(process.env.OPENENV_CI_RSS_FILE, String(process.resourceUsage().maxRSS * 1024)));
`;

/** Async spawn (a stand-in server in the calling process must keep answering). */
export function runCli(cli: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<CliRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'openenv-ci-rss-'));
  const preload = join(scratch, 'rss.mjs');
  const rssFile = join(scratch, 'rss.txt');
  writeFileSync(preload, PRELOAD);
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env, OPENENV_CI_RSS_FILE: rssFile };
  const started = performance.now();
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, ['--import', pathToFileURL(preload).href, cli, ...args], { env, cwd: options.cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      const peakRssBytes = existsSync(rssFile) ? Number(readFileSync(rssFile, 'utf8')) : undefined;
      rmSync(scratch, { recursive: true, force: true });
      ok({ code: code ?? -1, stdout, stderr, wallMs: performance.now() - started, ...(peakRssBytes ? { peakRssBytes } : {}) });
    });
  });
}
