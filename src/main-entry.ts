import { enableCompileCache } from './compile-cache.js';

// The bundled action (dist/index.js). Kept apart from main.ts so tests can import run() without running
// it; the compile cache is on before the action's code is loaded.
enableCompileCache();
const { run } = await import('./main.js');
await run();
