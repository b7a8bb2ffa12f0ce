import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { scannedLines } from '../diff.js';
import { pythonLines } from '../python.js';
import { isTestPath } from './paths.js';
import { trimTrailing } from '../../../engine/text.js';
import { ancestorDirs } from '../project.js';
import { decodeText, type RepoView } from '../../../repo/view.js';
import type { ReviewContext } from '../context.js';

/**
 * Is this file the environment's own server app: `server/app.py` of an environment, the module the
 * environment's openenv.yaml names as `app:` (`server.app:app`, `envs/x/server/app.py`), or core's
 * `http_server.py`? Routes anywhere else (an OpenAI-compatible proxy inside a sandbox, a tool's own
 * web UI) are not environment communication.
 */
async function isEnvironmentApp(path: string, context: ReviewContext, manifests: Map<string, string | undefined>): Promise<boolean> {
  if (path === `${context.options.corePackage}/env_server/http_server.py`) return true;
  if (path === 'server/app.py' || path.endsWith('/server/app.py')) return true;
  for (const dir of ancestorDirs(path)) {
    const manifest = dir ? `${dir}/openenv.yaml` : 'openenv.yaml';
    if (!manifests.has(manifest)) manifests.set(manifest, await appEntry(context.headTree, manifest));
    const app = manifests.get(manifest);
    if (app === undefined) continue;
    if (app === '') return false; // the nearest manifest names no app: server/app.py (above) is the default
    const relative = dir ? path.slice(dir.length + 1) : path;
    const module = app.includes('/') ? app.replace(/^\.\//, '') : app.split(':')[0]!.replace(/\./g, '/') + '.py';
    // `mutant_hunter.server.app` names the package itself first: compare the tail.
    return relative === module || module.endsWith('/' + relative) || path === module;
  }
  return false;
}

async function appEntry(tree: RepoView | undefined, manifest: string): Promise<string | undefined> {
  const bytes = await tree?.readFile(manifest).catch(() => undefined);
  if (!bytes || bytes.byteLength > 256 * 1024) return undefined;
  const match = /^app\s*:\s*["']?([\w./:-]+)["']?\s*(?:#.*)?$/m.exec(decodeText(bytes).text);
  return match?.[1] ?? '';
}

/** The simulation-only routes, registered behind the mode gate: re-registering them is not a new surface. */
const SIMULATION_ROUTES = new Set(['/reset', '/step', '/state']);

const DECORATOR = /^\s*@(\w+(?:\.\w+)*)\.(get|post|put|patch|delete|head|options|api_route|route)\s*\(\s*(?:path\s*=\s*)?(?:f?["']([^"']*)["'])?/;
const ADD_ROUTE = /\.(add_api_route|add_route)\s*\(\s*(?:path\s*=\s*)?(?:f?["']([^"']*)["'])?/;
const ROUTER = /\b(APIRouter\s*\(|\.include_router\s*\(|\.mount\s*\()/;

export const httpRoute: ReviewRule = {
  id: 'review/http-route',
  description: "New HTTP route (FastAPI decorator, add_api_route, router) on the environment's own server app, outside the simulation-only registration.",
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'principle',
  wholeFile: true,
  invariant: { document: 'invariants', title: 'Communication patterns (WebSocket; HTTP being deprecated)', patterns: [/communication patterns/i, /deprecating HTTP/i, /websocket for all/i] },
  async run(context, report) {
    const manifests = new Map<string, string | undefined>();
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path)) continue;
      if (!(await isEnvironmentApp(file.path, context, manifests))) continue;
      // `code` blanks string contents: match on code for the shape, read the path from the raw text.
      for (const line of pythonLines(scannedLines(file))) {
        let route: string | undefined;
        let what: string | undefined;
        const decorator = DECORATOR.exec(line.code);
        if (decorator) {
          route = DECORATOR.exec(line.text)?.[3];
          what = `@${decorator[1]}.${decorator[2]}(...)`;
        } else if (ADD_ROUTE.test(line.code)) {
          route = ADD_ROUTE.exec(line.text)?.[2];
          what = ADD_ROUTE.exec(line.code)![1] + '(...)';
        } else if (ROUTER.test(line.code)) {
          what = ROUTER.exec(line.code)![1]!.replace(/\s*\($/, '(...)').replace(/^\./, '');
        }
        if (!what) continue;
        if (route !== undefined && SIMULATION_ROUTES.has(trimTrailing(route, /\//))) continue;
        report({
          file: file.path,
          line: line.line,
          message: `New HTTP surface ${route ? `\`${route}\` ` : ''}via ${what}. Environment communication is moving to WebSocket and HTTP is being deprecated: expose this over the WebSocket protocol (or as an MCP tool), or say in the PR why it must be HTTP.`,
          key: `${what}:${route ?? line.text.trim()}`,
        });
      }
    }
  },
};
