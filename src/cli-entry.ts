import { cli } from './cli.js';

// The bundled `openenv-ci` binary (dist/cli.js). Kept apart from cli.ts so tests can import cli()
// without running it.
process.exitCode = await cli(process.argv.slice(2), process.env, {
  stdout: process.stdout,
  stderr: process.stderr,
  isTty: Boolean(process.stdout.isTTY),
  cwd: process.cwd(),
});
