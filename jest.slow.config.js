// `npm run test:slow`: the suites jest.config.js lists as SLOW_TESTS (real server processes, the audit at
// scale through the bundled CLI), with the same setup as `npm test`.
import config, { SLOW_TESTS } from './jest.config.js';

/** @type {import('jest').Config} */
export default {
  ...config,
  testMatch: SLOW_TESTS.map((path) => `<rootDir>/${path}`),
  testPathIgnorePatterns: ['/node_modules/'],
};
