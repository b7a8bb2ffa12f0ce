import { startAction } from './action/start.js';

// The bundled root action (dist/index.js). Kept apart from main.ts so tests can import run() without
// running it. The sub-actions' entries (dist/<check>.js) call startAction with their check.
await startAction();
