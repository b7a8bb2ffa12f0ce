/** Path classification shared by the client/server rules. */

function segments(path: string): string[] {
  return path.split('/');
}

/** A server module: anything under a `server/` folder. */
export function isServerModule(path: string): boolean {
  return segments(path).slice(0, -1).includes('server');
}

/** An environment's server entry module: `server/app.py`, which `openenv init` writes and uvicorn starts. */
export function isServerApp(path: string): boolean {
  return path === 'server/app.py' || path.endsWith('/server/app.py');
}

/** A package's `__main__.py`, what `python -m package` runs. */
export function isPackageMain(path: string): boolean {
  return path === '__main__.py' || path.endsWith('/__main__.py');
}

/** A client module: `client.py`, `*_client.py`, or anything under a `client/` folder, not under `server/`. */
export function isClientModule(path: string): boolean {
  if (!path.endsWith('.py') || isServerModule(path)) return false;
  const parts = segments(path);
  const base = parts[parts.length - 1]!;
  return base === 'client.py' || base.endsWith('_client.py') || parts.slice(0, -1).includes('client');
}

/** Test code is held to different standards (prints, fake secrets, routes in fixtures). */
export function isTestPath(path: string): boolean {
  const parts = segments(path);
  const base = parts[parts.length - 1]!;
  return parts.includes('tests') || parts.includes('test') || base.startsWith('test_') || base.endsWith('_test.py') || base === 'conftest.py';
}
