// jest's node environment, plus one thing for the worker process it runs in. When jest ends a worker
// (CHILD_MESSAGE_END, 2), the worker is meant to leave by letting its event loop drain, and jest allows
// 500 ms before it prints "A worker process has failed to exit gracefully and has been force exited".
// Every suite here closes what it opens (a trace of the workers' handles at the end finds only stdio),
// but a drained worker still has to tear down its heap, and on a loaded 2-core machine that took longer
// than 500 ms about one run in two. The worker has sent every result by then, so it exits at once.
// This module is loaded in the worker's own context, not a test's, so `process` is the real one; in a
// run without workers (--runInBand) no END message comes and nothing changes.
const { TestEnvironment } = require('jest-environment-node');

const CHILD_MESSAGE_END = 2;

if (process.send && !process.openenvCiExitOnEnd) {
  process.openenvCiExitOnEnd = true;
  process.on('message', (message) => {
    if (Array.isArray(message) && message[0] === CHILD_MESSAGE_END) setImmediate(() => process.exit(0));
  });
}

module.exports = TestEnvironment;
