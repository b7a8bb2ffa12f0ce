import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { scannedLines } from '../diff.js';
import { pythonLines } from '../python.js';
import { isTestPath } from './paths.js';
import { trimTrailing } from '../../../engine/text.js';

/** The simulation-only routes, registered behind the mode gate: re-registering them is not a new surface. */
const SIMULATION_ROUTES = new Set(['/reset', '/step', '/state']);

const DECORATOR = /^\s*@(\w+(?:\.\w+)*)\.(get|post|put|patch|delete|head|options|api_route|route)\s*\(\s*(?:path\s*=\s*)?(?:f?["']([^"']*)["'])?/;
const ADD_ROUTE = /\.(add_api_route|add_route)\s*\(\s*(?:path\s*=\s*)?(?:f?["']([^"']*)["'])?/;
const ROUTER = /\b(APIRouter\s*\(|\.include_router\s*\(|\.mount\s*\()/;

export const httpRoute: ReviewRule = {
  id: 'review/http-route',
  description: 'New HTTP route (FastAPI decorator, add_api_route, router) outside the simulation-only registration.',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'principle',
  wholeFile: true,
  invariant: { document: 'invariants', title: 'Communication patterns (WebSocket; HTTP being deprecated)', patterns: [/communication patterns/i, /deprecating HTTP/i, /websocket for all/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path)) continue;
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
