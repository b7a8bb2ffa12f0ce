// `npm run test:hunt`: the exhaustive search for super-linear text handling (test/hostile/hunt.ts), about
// 25 minutes on 2 cores. Not run by CI; docs/security-limits.md says when to run it.
import { base } from './jest.config.js';

/** @type {import('jest').Config} */
export default {
  ...base,
  testMatch: ['<rootDir>/test/hostile/hunt.ts'],
};
