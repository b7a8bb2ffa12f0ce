// jest 29, not 30: jest 30 resolves modules with unrs-resolver, whose per-platform binaries the npm
// registry reachable from CI does not all serve, so its lock file cannot be complete and `npm ci` fails.
// ESM all the way: a tiny esbuild transformer (test/jest/esbuild-transform.cjs) strips the TypeScript
// per file (no type checking: `npm run typecheck` does that once), and node runs jest with
// --experimental-vm-modules so the ESM-only @actions/* packages load for real instead of being mocked.
// The global setup builds the bundle the e2e tests run once per run (test/jest/global-setup.mjs).
// test/corpus/ needs the real-manifest corpus beside the repository: `npm run test:corpus`
// (jest.corpus.config.js) runs it; `npm test` never does, so a fresh clone passes on its own.
/** @type {import('jest').Config} */
export const base = {
  // jest's node environment; the worker exits as soon as jest ends it (see the file).
  testEnvironment: '<rootDir>/test/jest/node-environment.cjs',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': '<rootDir>/test/jest/esbuild-transform.cjs' },
  testTimeout: 60000,
  // One more worker than the 2 cores CI has: several suites mostly wait (servers starting, deadlines
  // passing), and a third worker fills those waits with another suite's work.
  maxWorkers: 3,
  // ESM test files each load their own copy of the sources into a worker; past 600 MB a worker is
  // replaced between files, which costs less than the garbage collection a larger heap needs.
  workerIdleMemoryLimit: '600MB',
  // Property tests draw the same cases on every run unless FAST_CHECK_SEED says otherwise (see the file).
  setupFiles: ['<rootDir>/test/jest/fast-check-seed.ts'],
};

/**
 * The suites that spend most of their time starting real processes, waiting on them or timing large
 * inputs: the runtime probe against server processes (53 cases, each starting, probing and stopping a
 * server), the audit end to end through the bundled CLI (20 Spaces; `npm run test:scale` runs it with
 * 4,000), `npm pack` and an install of the package, a GitHub API that hangs until the 10 s deadline, and
 * the linear-time property (43 cases at 10k and 100k characters, half a minute of CPU). `npm run
 * test:slow` runs them (jest.slow.config.js), so `npm test` stays within three minutes on a 2-core
 * machine; CI (.ci/run) runs both.
 */
export const SLOW_TESTS = [
  'test/validate/probe.test.ts',
  'test/e2e/audit-scale.test.ts',
  'test/package/pack.test.ts',
  'test/e2e/deadline.test.ts',
  'test/hostile/linear-time.test.ts',
  // The Hub audit against the stand-in Hub: 40 Spaces per case, about 30 s of CPU (npm test stays under 3 minutes).
  'test/audit/audit.test.ts',
  // Real Retry-After sleeps against the stand-in Hub (about 11 s), and the audit action end to end through
  // the bundle (about 15 s): npm test stayed at 153 s of its 3 minutes with them.
  'test/audit/hub-client.test.ts',
  'test/e2e/audit.test.ts',
  // A daemonising probe server through the bundled CLI: the probe's startup timeout and shutdown grace (about 17 s).
  'test/e2e/probe-daemon.test.ts',
];

/** @type {import('jest').Config} */
export default {
  ...base,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // test/corpus/ runs with `npm run test:corpus`, SLOW_TESTS with `npm run test:slow`.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/corpus/', ...SLOW_TESTS.map((path) => `<rootDir>/${path.replace(/\./g, '\\.')}$`)],
  globalSetup: '<rootDir>/test/jest/global-setup.mjs',
};
