// An esbuild plugin for scripts/build.mjs. undici (0.8 MB, about 100 modules and a dozen Node built-ins:
// http2, worker_threads, dns, ...) is what @actions/http-client and @actions/github use only through a
// proxy (`ProxyAgent`, and `fetch` with a proxy dispatcher), yet importing it runs all of it: on every
// start of the action, with or without a proxy. Both packages get this module instead: the two exports
// they use, each a getter that loads undici when first read (test/package/lazy-undici.test.ts).
// A new undici import in those packages must be added to LAZY_UNDICI_EXPORTS (a name missing here would
// read as undefined); the test lists the names their sources import.
export const LAZY_UNDICI_EXPORTS = ['ProxyAgent', 'fetch'];

export const lazyUndici = {
  name: 'lazy-undici',
  setup(build) {
    build.onResolve({ filter: /^undici$/ }, (args) => (/node_modules[\\/]@actions[\\/]/.test(args.importer) ? { path: 'undici', namespace: 'lazy-undici' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'lazy-undici' }, () => ({
      resolveDir: process.cwd(),
      loader: 'js',
      contents: [
        'let undici;',
        "const load = () => (undici ??= require('undici'));",
        'module.exports = {',
        ...LAZY_UNDICI_EXPORTS.map((name) => `  get ${name}() { return load().${name}; },`),
        '};',
      ].join('\n'),
    }));
  },
};
