// `npm run test:corpus`: the tests over the real-manifest corpus (test/corpus/), which sits beside the
// repository (../shared/corpus) or where OPENENV_CI_CORPUS points.
// Without either (a GitHub-hosted runner, a fresh clone elsewhere) the suites are skipped with a notice,
// so .ci/run passes there too; OPENENV_CI_CORPUS set to a folder without the corpus still fails, loudly
// (test/corpus/corpus.ts, which finds the corpus the same way).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { base } from './jest.config.js';

const repoRoot = dirname(fileURLToPath(import.meta.url));
const beside = join(repoRoot, '../shared/corpus');
const corpusAbsent = !process.env.OPENENV_CI_CORPUS && !existsSync(join(beside, 'openenv-yaml/INDEX.tsv'));
if (corpusAbsent) {
  // A workflow command on a runner (an annotation on the run), a plain line in a terminal.
  console.log(
    `::notice title=corpus tests skipped::npm run test:corpus skipped test/corpus/: no corpus at ${beside} and OPENENV_CI_CORPUS is not set (the corpus is not part of the repository; set OPENENV_CI_CORPUS to the folder holding openenv-yaml/INDEX.tsv to run them).`,
  );
}

/** @type {import('jest').Config} */
export default {
  ...base,
  testMatch: ['<rootDir>/test/corpus/**/*.test.ts'],
  ...(corpusAbsent ? { testPathIgnorePatterns: ['<rootDir>/test/corpus/'], passWithNoTests: true } : {}),
};
