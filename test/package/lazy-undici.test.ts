/**
 * undici is loaded when @actions/http-client or @actions/github first reads it (a proxy), not when the
 * action starts (scripts/lazy-undici.mjs): the bundle the tests run starts without it, a probe bundled
 * the same way still gets a real ProxyAgent through a proxy, and the names those packages import from
 * undici are the ones the plugin provides.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
// @ts-expect-error a plain ES module of the build, without types
import { lazyUndici, LAZY_UNDICI_EXPORTS } from '../../scripts/lazy-undici.mjs';

/** What an ES module prints, run by node (http2 in its module list is undici's tell: nothing else here loads it). */
const run = (file: string, env: NodeJS.ProcessEnv = {}) => execFileSync(process.execPath, [file], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' }).trim();

test("the action's code loads without undici", () => {
  const chunks = '.tmp/test-dist/chunks';
  const main = readdirSync(chunks).find((f) => /^main-.*\.js$/.test(f));
  const client = readdirSync(chunks).find((f) => /^client-.*\.js$/.test(f));
  expect(main && client).toBeTruthy();
  const probe = join(chunks, 'probe-lazy-undici.mjs');
  writeFileSync(probe, `await import('./${main}'); await import('./${client}'); console.log(process.moduleLoadList.includes('NativeModule http2'));\n`);
  try {
    expect(run(probe)).toBe('false');
  } finally {
    rmSync(probe);
  }
});

test('through a proxy, the bundled HTTP client gets a real ProxyAgent, loading undici then', async () => {
  const outfile = '.tmp/lazy-undici-probe/probe.mjs';
  await build({
    stdin: {
      contents: [
        "import { HttpClient } from '@actions/http-client';",
        "const before = process.moduleLoadList.includes('NativeModule http2');",
        "const agent = new HttpClient('probe').getAgentDispatcher('https://example.com/');",
        "console.log(JSON.stringify({ before, agent: agent?.constructor.name, after: process.moduleLoadList.includes('NativeModule http2') }));",
      ].join('\n'),
      resolveDir: process.cwd(),
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    plugins: [lazyUndici],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'silent',
  });
  // esbuild may rename the class (ProxyAgent2) when the bundle holds another of that name.
  expect(JSON.parse(run(outfile, { https_proxy: 'http://127.0.0.1:9' }))).toEqual({ before: false, agent: expect.stringMatching(/^ProxyAgent\d*$/), after: true });
});

test('the plugin provides every name those packages import from undici', () => {
  const importers = ['node_modules/@actions/http-client/lib/index.js', 'node_modules/@actions/github/lib/internal/utils.js', 'node_modules/@actions/github/node_modules/@actions/http-client/lib/index.js'];
  const names = new Set<string>();
  for (const file of importers) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // that copy is not installed
    }
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'undici'/g)) for (const n of m[1]!.split(',')) names.add(n.trim().split(/\s+as\s+/)[0]!);
    for (const m of text.matchAll(/undici_1\.(\w+)/g)) names.add(m[1]!);
  }
  expect(names.size).toBeGreaterThan(0);
  expect([...names].filter((n) => !(LAZY_UNDICI_EXPORTS as string[]).includes(n))).toEqual([]);
});
