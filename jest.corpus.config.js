// `npm run test:corpus`: the tests over the real-manifest corpus (test/corpus/), which sits beside the
// repository (../shared/corpus) or where OPENENV_CI_CORPUS points. A missing corpus fails, loudly.
import { base } from './jest.config.js';

/** @type {import('jest').Config} */
export default {
  ...base,
  testMatch: ['<rootDir>/test/corpus/**/*.test.ts'],
};
