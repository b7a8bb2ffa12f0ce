// Cold start of the bundled CLI on the bundled example: what a user waits for on every invocation.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/cli.js')) {
  console.log('dist/cli.js missing: run npm run build first');
  process.exit(1);
}
for (const command of ['--version', 'rfc-lint', 'check']) {
  const args = command === '--version' ? ['dist/cli.js', '--version'] : ['dist/cli.js', command, 'examples/openenv-repo', '--format', 'json', '--fail-on', 'never'];
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const started = performance.now();
    const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
    times.push(performance.now() - started);
    if (run.status !== 0) {
      console.log(`node ${args.join(' ')} exited ${run.status}: ${run.stderr.slice(0, 500)}`);
      break;
    }
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(`cold start  node dist/cli.js ${command.padEnd(9)}  median ${median.toFixed(0)} ms  (min ${times[0]!.toFixed(0)} ms, max ${times[times.length - 1]!.toFixed(0)} ms, ${times.length} runs)`);
}
