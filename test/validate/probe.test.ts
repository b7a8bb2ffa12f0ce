import { FAST, failing, probeStandIn, record, standInScript, status } from './probe-support.js';
import { runProbe } from '../../src/checks/validate/probe/run.js';
import { freePort, portIsFree } from '../../src/checks/validate/probe/server.js';
import type { Scenario } from '../support/openenv-server.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('healthy stand-in passes everything', () => {
  test('template personality: no failure, parity verdict true', async () => {
    const o = await probeStandIn({ personality: 'template' });
    expect(failing(o)).toEqual([]);
    expect(o.parity).toBe(true);
    expect(o.mode).toBe('simulation');
    expect(o.standardProfile).toBe('openenv-http/1.x');
    for (const id of ['runtime/ws-session', 'runtime/state', 'runtime/state-counters', 'runtime/step-accepted', 'runtime/http-simulation-routes', 'reward/finite', 'repro/seed-reset', 'repro/episode-determinism'])
      expect(status(o, id)).toBe('pass');
  });

  test('seeded-grid with every proposed declaration: tasks, reward range and repro all pass', async () => {
    const manifest = {
      app: 'server.app:app',
      reward: { range: [-1, 1] },
      tasks: { count: 5, ids: ['t0', 't1', 't2', 't3', 't4'], reset_kwarg: 'task_id', sample: 3 },
      reproducibility: { seeded: true, deterministic: true },
    };
    const o = await probeStandIn({ personality: 'seeded-grid' }, { manifest });
    expect(failing(o)).toEqual([]);
    for (const id of ['tasks/addressable', 'reward/in-declared-range', 'repro/seed-reset', 'repro/episode-determinism']) expect(status(o, id)).toBe('pass');
    expect(record(o, 'repro/seed-reset').severity).toBe('error');
    expect(o.criteria.filter((c) => c.status === 'skip').map((c) => c.id).sort()).toEqual(['runtime/server-starts', 'tools/declaration-matches', 'tools/input-schema', 'tools/no-reserved']);
  });

  test('mcp-echo: tools pass; the empty reset observation is the documented warning', async () => {
    const o = await probeStandIn({ personality: 'mcp-echo' }, { manifest: { tools: ['echo_message', 'echo_with_length'] } });
    expect(failing(o)).toEqual(['runtime/reset-observation-schema']);
    expect(record(o, 'runtime/reset-observation-schema').severity).toBe('warning');
    expect(record(o, 'runtime/reset-observation-schema').message).toMatch(/observation \{\} is empty/);
    for (const id of ['tools/input-schema', 'tools/no-reserved', 'tools/declaration-matches', 'runtime/step-accepted', 'runtime/observation-schema']) expect(status(o, id)).toBe('pass');
  });
});

interface FaultCase {
  name: string;
  scenario: Scenario;
  fails: string;
  message: RegExp;
  manifest?: Record<string, unknown>;
  severity?: string;
}

const faults: FaultCase[] = [
  { name: 'wrong mode routes', scenario: { pathsInconsistent: true }, fails: 'runtime/mode-consistency', message: /OpenAPI lists \/reset but not \/state/ },
  { name: 'no info.version', scenario: { openapiNoVersion: true }, fails: 'runtime/openapi', message: /no string info.version/ },
  { name: 'metadata 500', scenario: { metadataStatus: 500 }, fails: 'runtime/metadata', message: /returned 500/ },
  { name: 'dangling $ref in /schema', scenario: { schemaDanglingRef: true }, fails: 'runtime/schema', message: /does not compile.*\$defs\/Board/ },
  { name: 'no /mcp route', scenario: { noMcpRoute: true }, fails: 'runtime/mcp-endpoint', message: /POST \/mcp returned 404/ },
  { name: 'schema mismatch (extra observation field)', scenario: { extraObsField: true }, fails: 'runtime/observation-schema', message: /property 'debug_trace' not allowed/ },
  { name: 'empty step observation', scenario: { emptyStep: true }, fails: 'runtime/observation-schema', message: /observation \{\} is empty/ },
  { name: 'non-finite reward (bare NaN)', scenario: { reward: 'nan-token' }, fails: 'reward/finite', message: /bare NaN\/Infinity token/ },
  { name: 'null step rewards', scenario: { reward: 'null' }, fails: 'reward/present', message: /Step rewards were null for 3\/3 steps/ },
  { name: 'reward outside the declared range', scenario: { reward: 1.7 }, fails: 'reward/in-declared-range', message: /Reward 1.7 .* outside declared range \[0, 1\]/, manifest: { reward: { range: [0, 1] } } },
  { name: 'a reset tool exposed over MCP', scenario: { personality: 'mcp-echo', reservedTool: true }, fails: 'tools/no-reserved', message: /Tool 'reset' is exposed to agents/ },
  { name: 'a tool without an input schema', scenario: { personality: 'mcp-echo', untypedTool: true }, fails: 'tools/input-schema', message: /Tool 'search' has inputSchema \{\} \(untyped\)/ },
  { name: 'declared tools differ', scenario: { personality: 'mcp-echo' }, fails: 'tools/declaration-matches', message: /Declared tools \[echo_message\] but the server exposes \[echo_message, echo_with_length\]/, manifest: { tools: ['echo_message'] } },
  { name: 'in-session tool list differs', scenario: { personality: 'mcp-echo', wsToolsDiffer: true }, fails: 'tools/declaration-matches', message: /the \/ws session lists \[echo_with_length\]/ },
  { name: 'tools declared but no MCP', scenario: {}, fails: 'tools/declaration-matches', message: /no MCP support/, manifest: { tools: ['a'] } },
  { name: 'non-deterministic seeded reset', scenario: { personality: 'seeded-grid', seedMode: 'ignored-random' }, fails: 'repro/seed-reset', message: /Two resets with seed 42 differ .* at \/observation\/board/, manifest: { reproducibility: { seeded: true } }, severity: 'error' },
  { name: 'reward jitter', scenario: { personality: 'seeded-grid', stepNoise: true }, fails: 'repro/episode-determinism', message: /Step 1 differs across identical episodes at \/reward/ },
  { name: 'step_count frozen', scenario: { stepCountFrozen: true }, fails: 'runtime/state-counters', message: /step_count is 0 after 3 step\(s\), expected 3/ },
  { name: 'episode_id null', scenario: { episodeIdNull: true }, fails: 'runtime/state', message: /state.episode_id is null after reset/ },
  { name: 'factory error', scenario: { factoryError: true }, fails: 'runtime/ws-session', message: /FACTORY_ERROR.*constructor raised/ },
  { name: 'rejected steps', scenario: { rejectSteps: true }, fails: 'runtime/step-accepted', message: /Step 1 rejected: VALIDATION_ERROR/, severity: 'warning' },
  { name: 'answer leaked', scenario: { leakField: 'expected_output' }, fails: 'runtime/no-solution-leakage', message: /observation.expected_output is visible to the policy/ },
  { name: 'unknown action fields accepted over HTTP', scenario: { acceptUnknownActionFields: true }, fails: 'runtime/http-simulation-routes', message: /unknown field returned 200 \(expected 422/ },
  { name: 'tasks reset to empty observations', scenario: { personality: 'seeded-grid', emptyReset: true }, fails: 'tasks/addressable', message: /reset task_id="t0" observation \{\} is empty/, manifest: { tasks: { count: 2, ids: ['t0', 't1'], reset_kwarg: 'task_id' } } },
];

describe.each(faults)('fault: $name', (c) => {
  test(`${c.fails} fails`, async () => {
    const o = await probeStandIn(c.scenario, { manifest: c.manifest });
    const r = record(o, c.fails);
    expect(r.status).toBe('fail');
    expect(r.message).toMatch(c.message);
    expect(r.message).toMatch(/Fix:/);
    if (c.severity) expect(r.severity).toBe(c.severity);
  });
});

test('a hung step fails step-accepted and latency, and the probe still finishes', async () => {
  const o = await probeStandIn({ stepHang: true }, { timeouts: { ...FAST, stepMs: 400 } });
  expect(record(o, 'runtime/step-accepted').message).toMatch(/no reply within 0.4 s \(a hung step\)/);
  expect(status(o, 'runtime/latency')).toBe('fail');
  expect(o.totalMs).toBeLessThan(10000);
});

test('an ignored task selector passes with a note', async () => {
  const o = await probeStandIn({ personality: 'template' }, { manifest: { tasks: { count: 2, ids: ['a', 'b'], reset_kwarg: 'task_id' } } });
  expect(status(o, 'tasks/addressable')).toBe('pass');
  expect(record(o, 'tasks/addressable').message).toMatch(/selector is probably being ignored/);
});

test('production mode: mode consistent, HTTP control routes skipped', async () => {
  const o = await probeStandIn({ mode: 'production' });
  expect(status(o, 'runtime/mode-consistency')).toBe('pass');
  expect(o.mode).toBe('production');
  expect(status(o, 'runtime/http-simulation-routes')).toBe('skip');
  expect(failing(o)).toEqual([]);
});

test('opt-outs are recorded as skip', async () => {
  const o = await probeStandIn({ metadataStatus: 500 }, { optOut: (id) => id === 'runtime/metadata' });
  expect(status(o, 'runtime/metadata')).toBe('skip');
  expect(o.parity).toBe(false); // the --url verdict reflects what was evaluated (metadata fails), not the opt-out
});

test('a server-url that never becomes healthy fails runtime/health and skips the rest', async () => {
  const port = await freePort();
  const o = await runProbe({ envRoot: 'x', serverUrl: `127.0.0.1:${port}/`, timeouts: { ...FAST, startupMs: 600 } });
  expect(status(o, 'runtime/health')).toBe('fail');
  expect(status(o, 'runtime/openapi')).toBe('skip');
  expect(o.parity).toBe(false);
});

describe('started server (server-command, a real child process group)', () => {
  const command = async (scenario: Scenario) => `exec node ${await standInScript()} --scenario-json '${JSON.stringify(scenario)}'`;
  const run = async (scenario: Scenario, extra: Partial<Parameters<typeof runProbe>[0]> = {}) => {
    const port = await freePort();
    const progress: string[] = [];
    const o = await runProbe({ envRoot: 'envs/x', envDir: process.cwd(), serverCommand: await command(scenario), serverPort: port, timeouts: FAST, progress: (m) => progress.push(m), ...extra });
    return { o, port, progress };
  };

  test('healthy: starts, passes, is stopped and frees its port; progress per step', async () => {
    const { o, port, progress } = await run({ startupDelayMs: 600 });
    expect(status(o, 'runtime/server-starts')).toBe('pass');
    expect(failing(o)).toEqual([]);
    expect(o.timeToHealthyMs).toBeGreaterThanOrEqual(500);
    expect(await portIsFree(port)).toBe(true);
    expect(progress.some((p) => p.includes('P8 WS session A'))).toBe(true);
    expect(progress.some((p) => p.includes('stopping the server'))).toBe(true);
  });

  test('slow start beyond startup-timeout fails server-starts', async () => {
    const { o, port } = await run({ startupDelayMs: 3000 }, { timeouts: { ...FAST, startupMs: 700 } });
    expect(record(o, 'runtime/server-starts').message).toMatch(/not healthy within 1 s/);
    expect(status(o, 'runtime/openapi')).toBe('skip');
    expect(await portIsFree(port)).toBe(true);
  });

  test('never healthy (503 forever) fails server-starts with the last answer', async () => {
    const { o } = await run({ health: 'unavailable' }, { timeouts: { ...FAST, startupMs: 1200 } });
    expect(record(o, 'runtime/server-starts').message).toMatch(/last \/health answer: 503/);
  });

  test('crash on start: exit code and log tail in the message', async () => {
    const { o } = await run({ crashOnStart: true });
    const r = record(o, 'runtime/server-starts');
    expect(r.message).toMatch(/Server exited with code 1 before becoming healthy/);
    expect(r.message).toMatch(/ModuleNotFoundError: No module named 'openenv'/);
    expect(o.serverLogTail).toMatch(/Traceback/);
  });

  test('crash after reset: the session failure names the exit', async () => {
    const { o, port } = await run({ crashAfterReset: true });
    const msg = record(o, 'runtime/ws-session').message + record(o, 'runtime/step-accepted').message;
    expect(msg).toMatch(/server exited with code 3/);
    expect(o.serverLogTail).toMatch(/environment crashed after reset/);
    expect(await portIsFree(port)).toBe(true);
  });

  test('a server that ignores SIGTERM is SIGKILLed after the grace period', async () => {
    const { o, port } = await run({ ignoreSigterm: true }, { timeouts: { ...FAST, shutdownGraceMs: 500 } });
    expect(failing(o)).toEqual([]);
    expect(await portIsFree(port)).toBe(true);
  });

  test('a server that is a grandchild of the shell (no exec) and ignores SIGTERM is killed with its group; its port is free', async () => {
    const port = await freePort();
    // `node … & wait`: bash is the group leader and dies on SIGTERM; the server (its child) ignores SIGTERM and
    // keeps the port unless the whole process group is SIGKILLed and its death awaited.
    const serverCommand = `node ${await standInScript()} --scenario-json '${JSON.stringify({ ignoreSigterm: true })}' & wait`;
    const o = await runProbe({ envRoot: 'envs/x', envDir: process.cwd(), serverCommand, serverPort: port, timeouts: { ...FAST, shutdownGraceMs: 300 } });
    expect(status(o, 'runtime/server-starts')).toBe('pass');
    expect(await portIsFree(port)).toBe(true);
  });

  test('cancellation kills the server group and frees the port', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 400);
    const { o, port } = await run({ startupDelayMs: 3000 }, { signal: controller.signal });
    // A cancelled run is nobody's failure: every runtime criterion is skipped with the reason.
    expect(record(o, 'runtime/server-starts')).toMatchObject({ status: 'skip', message: expect.stringMatching(/cancelled/) });
    expect(failing(o)).toEqual([]);
    expect(await portIsFree(port)).toBe(true);
  });

  test('auto mode runs `python -m uvicorn <app>` from the manifest on a free port (fake python on PATH)', async () => {
    const bin = mkdtempSync(join(tmpdir(), 'openenv-ci-fake-python-'));
    const script = await standInScript();
    // Stands in for `python -m uvicorn server.app:app --host 127.0.0.1 --port N`: records its argv, serves the stand-in.
    writeFileSync(join(bin, 'python'), `#!/bin/sh\necho "argv: $*"\nexec node ${script} --port "$7"\n`, { mode: 0o755 });
    const savedPath = process.env.PATH;
    process.env.PATH = `${bin}:${savedPath}`;
    try {
      const progress: string[] = [];
      const o = await runProbe({ envRoot: 'x', envDir: process.cwd(), auto: true, hasUv: false, manifest: { app: 'server.app:app', port: 8000 }, timeouts: FAST, progress: (m) => progress.push(m) });
      expect(progress.join('\n')).toMatch(/starting server: python -m uvicorn server\.app:app --host 127\.0\.0\.1 --port \d+/);
      expect(progress.join('\n')).not.toMatch(/--port 8000\b/); // auto mode picks a free port
      expect(status(o, 'runtime/server-starts')).toBe('pass');
      expect(failing(o)).toEqual([]);
    } finally {
      process.env.PATH = savedPath;
      rmSync(bin, { recursive: true, force: true });
    }
  });

  test('auto mode without an app in the manifest explains what to set', async () => {
    const o = await runProbe({ envRoot: 'x', envDir: process.cwd(), auto: true, manifest: {}, timeouts: FAST });
    expect(record(o, 'runtime/server-starts').message).toMatch(/no app of the form module:attribute.*set server-command/);
  });
});


test('configured probe actions that are rejected fail step-accepted as an error', async () => {
  const o = await probeStandIn({ personality: 'template' }, { actions: { actions: [{ msg: 'wrong field' }] } });
  const r = record(o, 'runtime/step-accepted');
  expect(r.status).toBe('fail');
  expect(r.severity).toBe('error');
  expect(r.message).toMatch(/Step 1 rejected: VALIDATION_ERROR/);
});

test('configured probe actions are replayed in order and volatile fields are ignored', async () => {
  const o = await probeStandIn(
    { personality: 'seeded-grid' },
    { actions: { seed: 7, reset: { task_id: 't1' }, actions: [{ direction: 'down' }, { direction: 'right' }] }, ignoreFields: ['/task_id'] },
  );
  expect(failing(o)).toEqual([]);
  expect(record(o, 'repro/episode-determinism').message).toMatch(/2 replayed step\(s\) agree/);
});

test('sample tool calls must return a result', async () => {
  const o = await probeStandIn({ personality: 'mcp-echo' }, { toolCalls: [{ name: 'echo_message', arguments: { message: 'hi' } }, { name: 'missing_tool' }] });
  expect(record(o, 'tools/declaration-matches').message).toMatch(/tools\/call missing_tool did not return a result/);
});

test('volatile fields: a changing field fails seed-reset unless reproducibility.volatile_fields names it', async () => {
  const scenario: Scenario = { personality: 'seeded-grid', volatileField: 'timestamp' };
  const without = await probeStandIn(scenario, { manifest: { reproducibility: { seeded: true } } });
  expect(record(without, 'repro/seed-reset').message).toMatch(/at \/observation\/timestamp/);
  const declared = await probeStandIn(scenario, { manifest: { reproducibility: { seeded: true, deterministic: true, volatile_fields: ['/timestamp'] } } });
  expect(status(declared, 'repro/seed-reset')).toBe('pass');
  expect(status(declared, 'repro/episode-determinism')).toBe('pass');
});

test('a slow session teardown is absorbed by the capacity retry', async () => {
  const o = await probeStandIn({ teardownDelayMs: 600 });
  expect(status(o, 'runtime/ws-session')).toBe('pass');
  expect(status(o, 'repro/seed-reset')).toBe('pass');
});

test('a slow step fails runtime/latency (warning) without failing anything else', async () => {
  const o = await probeStandIn({ stepDelayMs: 300 }, { timeouts: { ...FAST, slowCallMs: 200 } });
  expect(failing(o)).toEqual(['runtime/latency']);
  expect(record(o, 'runtime/latency')).toMatchObject({ severity: 'warning' });
  expect(record(o, 'runtime/latency').message).toMatch(/step 1 took 0.3 s/);
});

test('an exhausted probe budget skips what is left and fails runtime/latency', async () => {
  const o = await probeStandIn({ stepDelayMs: 400 }, { timeouts: { ...FAST, probeBudgetMs: 300 } });
  expect(record(o, 'runtime/latency').message).toMatch(/did not finish inside probe-budget/);
  expect(record(o, 'runtime/http-simulation-routes').message).toMatch(/probe budget exhausted/);
});

test('web interface routes in OpenAPI do not confuse mode detection', async () => {
  const o = await probeStandIn({ webInterface: true });
  expect(o.mode).toBe('simulation');
  expect(failing(o)).toEqual([]);
});

test('a tool that raises fails the sample tool call', async () => {
  const o = await probeStandIn({ personality: 'mcp-echo', toolRaises: true }, { toolCalls: [{ name: 'echo_message', arguments: { message: 'x' } }] });
  expect(record(o, 'tools/declaration-matches').message).toMatch(/tools\/call echo_message did not return a result .*ValueError/);
});

test('a task selector the environment drops gives identical observations: a note, not a failure', async () => {
  const tasks = { count: 3, ids: ['t0', 't1', 't2'], reset_kwarg: 'task_id' };
  const honoured = await probeStandIn({ personality: 'seeded-grid' }, { manifest: { tasks } });
  expect(record(honoured, 'tasks/addressable').message).not.toMatch(/probably being ignored/);
  const ignored = await probeStandIn({ personality: 'seeded-grid', ignoreTaskKwarg: true }, { manifest: { tasks } });
  expect(record(ignored, 'tasks/addressable')).toMatchObject({ status: 'pass' });
  expect(record(ignored, 'tasks/addressable').message).toMatch(/All 3 sampled tasks gave identical observations/);
});

test('cancellation during a hung step ends the probe promptly', async () => {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 1200);
  const started = Date.now();
  const o = await probeStandIn({ stepHang: true }, { signal: controller.signal, timeouts: { ...FAST, stepMs: 30000 } });
  expect(Date.now() - started).toBeLessThan(8000);
  expect(record(o, 'runtime/http-simulation-routes').message).toMatch(/cancelled/);
});
