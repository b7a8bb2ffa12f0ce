// A jest transformer that strips TypeScript with esbuild (already a dependency for the bundle), in
// place of ts-jest: per-file, no type checking (`npm run typecheck` does that once), ESM out, inline
// source maps so stack traces point at the .ts lines. Several times faster than ts-jest and without
// its deprecation warnings.
const { transformSync } = require('esbuild');
const { createHash } = require('node:crypto');
const { version: esbuildVersion } = require('esbuild/package.json');

const OPTIONS = { loader: 'ts', format: 'esm', target: 'node20', sourcemap: 'inline', sourcesContent: false };

module.exports = {
  canInstrument: false,
  getCacheKey(source, path) {
    return createHash('sha256').update(esbuildVersion).update(JSON.stringify(OPTIONS)).update(path).update('\0').update(source).digest('hex');
  },
  process(source, path) {
    return { code: transformSync(source, { ...OPTIONS, sourcefile: path }).code };
  },
};
