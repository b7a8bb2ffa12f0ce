// jest 29, not 30: jest 30 resolves modules with unrs-resolver, whose per-platform binaries the npm
// registry reachable from CI does not all serve, so its lock file cannot be complete and `npm ci` fails.
// ESM all the way: ts-jest's ESM preset compiles TypeScript per file (isolatedModules, no type
// checking: `npm run typecheck` does that once), and node runs jest with --experimental-vm-modules
// so the ESM-only @actions/* packages load for real instead of being mocked.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, isolatedModules: true, diagnostics: false }],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
};
