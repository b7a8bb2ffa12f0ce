/**
 * What a CLI run compiles before its check does anything (issue 12: node 20 has no compile cache, so
 * every bundled byte a run loads is parsed again on every run). The CLI bundle is built the way
 * scripts/build.mjs builds it, and the chunks a run loads statically are followed from the CLI's own
 * chunk and the check's chunk.
 */
import { build, type Metafile } from 'esbuild';

let metafile: Metafile;

beforeAll(async () => {
  const result = await build({
    entryPoints: { cli: 'src/cli-entry.ts' },
    outdir: '.tmp/startup-closure',
    write: false,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['bufferutil', 'utf-8-validate'],
    define: { __OPENENV_CI_VERSION__: '"0.0.0"' },
    metafile: true,
    logLevel: 'silent',
  });
  metafile = result.metafile;
}, 60_000);

/** Source files in the chunks loaded by static imports from the chunks of these entry modules. */
function loadedSources(entryModules: string[]): string[] {
  const outputs = metafile.outputs;
  const start = Object.keys(outputs).filter((out) => entryModules.includes(outputs[out]!.entryPoint ?? ''));
  expect(start).toHaveLength(entryModules.length);
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const out = queue.pop()!;
    if (seen.has(out)) continue;
    seen.add(out);
    for (const imported of outputs[out]!.imports) if (!imported.external && imported.kind === 'import-statement') queue.push(imported.path);
  }
  return [...seen].flatMap((out) => Object.keys(outputs[out]!.inputs));
}

const heavy = (sources: string[], pattern: RegExp) => sources.filter((s) => pattern.test(s));

describe('a CLI run loads only what its check needs', () => {
  test('rfc-lint: no YAML parser, no zod, no probe clients (ajv, ws), no config parser, no Markdown parser before a file is read', () => {
    const sources = loadedSources(['src/cli.ts', 'src/checks/rfc/index.ts']);
    expect(sources).toContain('src/checks/rfc/index.ts'); // the walk reached the check
    expect(heavy(sources, /node_modules\/(yaml|ajv|ws|zod|markdown-it|entities|linkify-it)\//)).toEqual([]);
    expect(heavy(sources, /^src\/engine\/config\.ts$|^src\/checks\/validate\/probe\/|^src\/checks\/rfc\/document\.ts$/)).toEqual([]);
    // The parser is its own chunk, loaded with the first file to parse.
    expect(heavy(loadedSources(['src/checks/rfc/document.ts']), /^node_modules\/markdown-it\//)).not.toEqual([]);
  });

  test('validate without a probe: no WebSocket or JSON Schema client', () => {
    const sources = loadedSources(['src/cli.ts', 'src/checks/validate/index.ts']);
    expect(sources).toContain('src/checks/validate/static/run.ts');
    expect(heavy(sources, /node_modules\/(ajv|ws)\/|^src\/checks\/validate\/probe\/(run|ws|http)\.ts$/)).toEqual([]);
  });

  test('zod comes with its English messages only (`import { z }` would keep all 64 locales, ~580 KB)', () => {
    // Bundled code, not every input read (the metafile lists tree-shaken modules too).
    const zod = Object.values(metafile.outputs).flatMap((out) => Object.keys(out.inputs).filter((s) => s.startsWith('node_modules/zod/') && out.inputs[s]!.bytesInOutput > 0));
    expect(zod).toContain('node_modules/zod/v4/locales/en.js');
    expect(heavy(zod, /^node_modules\/zod\/v4\/locales\/(?!en\.js)/)).toEqual([]);
  });

  test('a config file loads the YAML parser, on demand', () => {
    const outputs = metafile.outputs;
    const configChunk = Object.keys(outputs).find((out) => outputs[out]!.entryPoint === 'src/engine/config.ts');
    expect(configChunk).toBeDefined();
    expect(loadedSources(['src/engine/config.ts']).some((s) => s.startsWith('node_modules/yaml/'))).toBe(true);
  });
});

test('code loaded on demand is our own module: a dynamic import of a CommonJS package, bundled, exposes only its default export', () => {
  const packages = Object.entries(metafile.inputs).flatMap(([source, input]) =>
    source.startsWith('src/') ? input.imports.filter((i) => i.kind === 'dynamic-import' && !i.external && !i.path.startsWith('src/')).map((i) => `${source} → ${i.path}`) : [],
  );
  expect(packages).toEqual([]);
});
