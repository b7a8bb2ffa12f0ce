import { enableCompileCache } from './compile-cache.js';
import { VERSION } from './version.js';
import { preferSmallHeapFor, tierUpLaterFor } from './heap.js';

// The bundled `openenv-ci` binary (dist/cli.js). Kept apart from cli.ts so tests can import cli()
// without running it, and tiny: everything else is a chunk loaded after the compile cache is on.
// `--version` alone is answered here, before loading the CLI (settings, zod, the report writers): it
// is what scripts call to probe the tool, and it should cost no more than starting node.
enableCompileCache();
const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  process.stdout.write(`${VERSION}\n`);
} else {
  preferSmallHeapFor(argv[0]);
  tierUpLaterFor(argv[0]);
  const { cli } = await import('./cli.js');
  process.exitCode = await cli(argv, process.env, {
    stdout: process.stdout,
    stderr: process.stderr,
    isTty: Boolean(process.stdout.isTTY),
    cwd: process.cwd(),
  });
}
