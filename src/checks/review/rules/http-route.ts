import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { headLineText } from '../diff.js';
import type { Token } from '../../../python/tokenize.js';
import { dottedChain, isCall } from '../statements.js';
import { isNameToken, isOpToken, pythonViewOf, type Statement } from '../tokens.js';
import { isServerApp, isTestPath } from './paths.js';
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
  if (isServerApp(path)) return true;
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

/**
 * The routes of OpenEnv's runtime contract (runtime-contract.md §3: /health, /metadata, /schema, /mcp, the
 * simulation-only /reset, /step, /state; the web interface's / and /web redirects). validate's runtime
 * probe requires them, so an environment that registers them itself adds no new surface (OpenEnv #322 added
 * codedark_env's own /health, /metadata and /schema), and asking it to move them to WebSocket would
 * contradict validate.
 */
const CONTRACT_ROUTES = new Set(['/reset', '/step', '/state', '/health', '/metadata', '/schema', '/mcp', '', '/web']);

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'api_route', 'route']);
const ADD_ROUTE = new Set(['add_api_route', 'add_route']);
const ROUTER_METHODS = new Set(['include_router', 'mount']);

/** The path literal a route call starts with (`("/x"`, `(path="/x"`, `(f"/x"`), given the `(` index. */
function routePath(tokens: readonly Token[], open: number): string | undefined {
  let at = open + 1;
  if (isNameToken(tokens[at], 'path') && isOpToken(tokens[at + 1], '=')) at += 2;
  const literal = tokens[at];
  return literal?.type === 'string' && (literal.prefix === '' || literal.prefix === 'f') ? literal.content : undefined;
}

interface RouteHit {
  line: number;
  what: string;
  route?: string;
}

/** HTTP surface a statement adds: a route decorator, add_api_route/add_route, an APIRouter, include_router, mount. */
export function routeHits(statement: Statement): RouteHit[] {
  const t = statement.tokens;
  if (isOpToken(t[0], '@')) {
    let end = 1;
    while (isOpToken(t[end + 1], '.') && isNameToken(t[end + 2])) end += 2;
    if (end < 3 || !isNameToken(t[end]) || !ROUTE_METHODS.has(t[end]!.value) || !isOpToken(t[end + 1], '(')) return [];
    const chain = dottedChain(t, end);
    return [{ line: statement.line, what: `@${chain.slice(0, -1).join('.')}.${chain[chain.length - 1]}(...)`, route: routePath(t, end + 1) }];
  }
  const hits: RouteHit[] = [];
  t.forEach((token, i) => {
    if (!isCall(t, i)) return;
    const attribute = isOpToken(t[i - 1], '.');
    if (attribute && ADD_ROUTE.has(token.value)) hits.push({ line: token.line, what: `${token.value}(...)`, route: routePath(t, i + 1) });
    else if ((attribute && ROUTER_METHODS.has(token.value)) || token.value === 'APIRouter') hits.push({ line: token.line, what: `${token.value}(...)` });
  });
  return hits;
}

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
      const added: RouteHit[] = [];
      for (const statement of pythonViewOf(file).statements) {
        const reported = new Set<number>();
        for (const hit of routeHits(statement)) {
          if (reported.has(hit.line)) continue;
          reported.add(hit.line);
          if (hit.route !== undefined && CONTRACT_ROUTES.has(trimTrailing(hit.route, /\//))) continue;
          // The file's routes the change did not add are pre-existing (a whole-file rule): one each, counted.
          if (!file.addedLines.has(hit.line)) report({ file: file.path, line: hit.line, message: surfaceMessage([hit]), key: keyOf(hit, file) });
          else added.push(hit);
        }
      }
      // One defect, one finding: the routes one change adds to one server are one design question
      // (OpenEnv #726 added six to core's HTTP server, six lines), answered once.
      if (added.length) report({ file: file.path, line: added[0]!.line, message: surfaceMessage(added), key: added.map((hit) => keyOf(hit, file)).join('\n') });
    }
  },
};

function keyOf(hit: RouteHit, file: Parameters<typeof headLineText>[0]): string {
  return `${hit.what}:${hit.route ?? headLineText(file, hit.line)}`;
}

const ADVICE = 'Environment communication is moving to WebSocket and HTTP is being deprecated: expose this over the WebSocket protocol (or as an MCP tool), or say in the PR why it must be HTTP.';

function surfaceMessage(hits: readonly RouteHit[]): string {
  const name = (hit: RouteHit) => `${hit.route ? `\`${hit.route}\` ` : ''}via ${hit.what}`;
  if (hits.length === 1) return `New HTTP surface ${name(hits[0]!)}. ${ADVICE}`;
  const shown = hits.slice(0, 8).map((hit) => `${name(hit)} (line ${hit.line})`);
  const more = hits.length > 8 ? ` and ${hits.length - 8} more` : '';
  return `${hits.length} new HTTP routes: ${shown.join(', ')}${more}. ${ADVICE}`;
}
