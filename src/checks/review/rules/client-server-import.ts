import type { ReviewRule } from '../context.js';
import { importedModules, isImportStatement, moduleSegments } from '../statements.js';
import { pythonViewOf } from '../tokens.js';
import { isClientModule, isServerModule, isTestPath } from './paths.js';

/**
 * The environment a module belongs to: the folder above its `server/` folder, or a client module's own
 * folder (`envs/echo_env/client.py` → `envs/echo_env`).
 */
function environmentDir(path: string): string {
  const parts = path.split('/');
  const server = parts.lastIndexOf('server', parts.length - 2);
  if (server >= 0) return parts.slice(0, server).join('/');
  const client = parts.lastIndexOf('client', parts.length - 2);
  return parts.slice(0, client >= 0 ? client : parts.length - 1).join('/');
}

/**
 * The repository-relative module path an import names, when it is the environment's own code:
 * relative imports resolve against the importing file; absolute ones count only when they start with
 * the environment's package name (its folder name, possibly under its parent folders, e.g.
 * `envs.echo_env.client`). Third-party packages (`mcp.client`, `httpx`) are never the environment's.
 */
function ownModulePath(importer: string, module: string): string[] | undefined {
  const envDir = environmentDir(importer);
  const envParts = envDir ? envDir.split('/') : [];
  const dots = /^\.*/.exec(module)![0].length;
  const segments = moduleSegments(module);
  if (dots > 0) {
    const from = importer.split('/').slice(0, -1);
    const base = from.slice(0, from.length - (dots - 1));
    if (base.length < envParts.length || base.slice(0, envParts.length).join('/') !== envDir) return undefined;
    return [...base.slice(envParts.length), ...segments];
  }
  for (let start = 0; start < envParts.length; start++) {
    const prefix = envParts.slice(start);
    if (prefix.length <= segments.length && prefix.every((p, i) => p === segments[i])) return segments.slice(prefix.length);
  }
  return undefined;
}

const isClientPath = (inside: string[]): boolean => {
  const last = inside[inside.length - 1] ?? '';
  return inside.includes('client') || last.endsWith('_client');
};

export const clientServerImport: ReviewRule = {
  id: 'review/client-server-import',
  description: "Environment client module importing from its server/, or server module importing the environment's own client.",
  defaultSeverity: 'warning',
  tier: 2,
  perFile: true,
  conflict: 'principle',
  wholeFile: true,
  invariant: { document: 'invariants', title: 'Client-server separation', patterns: [/client[- ]server separation/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !file.path.endsWith('.py') || isTestPath(file.path)) continue;
      const client = isClientModule(file.path);
      const server = isServerModule(file.path);
      if (!client && !server) continue;
      for (const statement of pythonViewOf(file).statements) {
        if (!isImportStatement(statement.tokens)) continue;
        for (const module of importedModules(statement.tokens)) {
          const inside = ownModulePath(file.path, module);
          if (!inside || inside.length === 0) continue;
          if (client && inside[0] === 'server') {
            report({
              file: file.path,
              line: statement.line,
              message: `Client module imports \`${module}\` from the server side. Clients must not depend on server code: move the shared types to models.py and import them from there.`,
              key: `client->${module}`,
            });
          } else if (server && inside[0] !== 'server' && isClientPath(inside)) {
            report({
              file: file.path,
              line: statement.line,
              message: `Server module imports the environment's client \`${module}\`. The server must not depend on its client: move what both need to models.py.`,
              key: `server->${module}`,
            });
          }
        }
      }
    }
  },
};
