import { run } from './main.js';

// The bundled action (dist/index.js). Kept apart from main.ts so tests can import run() without running it.
await run();
