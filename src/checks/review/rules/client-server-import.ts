import type { ReviewRule } from '../context.js';
import { scannedLines } from '../diff.js';
import { pythonLines, importedModules, moduleSegments } from '../python.js';
import { isClientModule, isServerModule, isTestPath } from './paths.js';

export const clientServerImport: ReviewRule = {
  id: 'review/client-server-import',
  description: 'Client module importing from server/, or server module importing client code.',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'principle',
  wholeFile: true,
  invariant: { document: 'invariants', title: 'Client-server separation', patterns: [/client[- ]server separation/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !file.path.endsWith('.py') || isTestPath(file.path)) continue;
      const client = isClientModule(file.path);
      const server = isServerModule(file.path);
      if (!client && !server) continue;
      for (const line of pythonLines(scannedLines(file))) {
        for (const module of importedModules(line.code)) {
          const segments = moduleSegments(module);
          if (client && segments.includes('server')) {
            report({
              file: file.path,
              line: line.line,
              message: `Client module imports \`${module}\` from the server side. Clients must not depend on server code: move the shared types to models.py and import them from there.`,
              key: `client->${module}`,
            });
          } else if (server && (segments.includes('client') || segments.some((s) => s.endsWith('_client') && s !== 'mcp_client' && s !== 'llm_client'))) {
            report({
              file: file.path,
              line: line.line,
              message: `Server module imports client code \`${module}\`. The server must not depend on its client: move what both need to models.py.`,
              key: `server->${module}`,
            });
          }
        }
      }
    }
  },
};
