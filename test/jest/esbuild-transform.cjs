// A jest transformer that strips TypeScript with esbuild (already a dependency for the bundle), in
// place of ts-jest: per-file, no type checking (`npm run typecheck` does that once), ESM out, source
// maps so stack traces point at the .ts lines. Several times faster than ts-jest and without
// its deprecation warnings.
const { transformSync } = require('esbuild');
const { createHash } = require('node:crypto');
const { version: esbuildVersion } = require('esbuild/package.json');

// The source map goes to jest beside the code (it maps stack traces with it), not inline: an inline map
// is a base64 copy kept in every module's source text, in every test file's copy of the sources.
const OPTIONS = { loader: 'ts', format: 'esm', target: 'node20', sourcemap: 'external', sourcesContent: false };

module.exports = {
  canInstrument: false,
  getCacheKey(source, path) {
    return createHash('sha256').update(esbuildVersion).update(JSON.stringify(OPTIONS)).update(path).update('\0').update(source).digest('hex');
  },
  process(source, path) {
    const { code, map } = transformSync(source, { ...OPTIONS, sourcefile: path });
    return { code, map };
  },
};
