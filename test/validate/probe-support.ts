import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { startOpenEnvStandIn, type Scenario } from '../support/openenv-server.js';
import { runProbe, type ProbeConfig, type ProbeOutcome } from '../../src/checks/validate/probe/run.js';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
// Generous enough for a loaded CI machine; tests that exercise a timeout set their own small value.
export const FAST = { startupMs: 10000, requestMs: 5000, wsConnectMs: 5000, stepMs: 5000, slowCallMs: 5000, probeBudgetMs: 30000, shutdownGraceMs: 2000 };

let bundled: Promise<string> | undefined;
/** The stand-in bundled to a plain .mjs so a child process (server-command) can run it. */
export function standInScript(): Promise<string> {
  bundled ??= (async () => {
    const dir = join(REPO, '.tmp', 'validate');
    mkdirSync(dir, { recursive: true });
    const outfile = join(dir, 'openenv-server.mjs');
    await build({
      entryPoints: [join(REPO, 'test/support/openenv-server.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      logLevel: 'warning',
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    });
    return outfile;
  })();
  return bundled;
}

/** Probes an in-process stand-in through server-url. */
export async function probeStandIn(scenario: Scenario, config: Partial<ProbeConfig> = {}): Promise<ProbeOutcome> {
  const standIn = await startOpenEnvStandIn(scenario);
  try {
    return await runProbe({ envRoot: 'envs/x', serverUrl: standIn.url, timeouts: FAST, ...config });
  } finally {
    await standIn.close();
  }
}

export function status(outcome: ProbeOutcome, id: string): string | undefined {
  return outcome.criteria.find((c) => c.id === id)?.status;
}
export function record(outcome: ProbeOutcome, id: string) {
  const c = outcome.criteria.find((x) => x.id === id);
  if (!c) throw new Error(`no ${id}`);
  return c;
}
export function failing(outcome: ProbeOutcome): string[] {
  return outcome.criteria.filter((c) => c.status === 'fail').map((c) => c.id).sort();
}
