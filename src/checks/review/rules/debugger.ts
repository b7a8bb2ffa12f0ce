import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { scannedLines } from '../diff.js';
import { pythonLines } from '../python.js';
import { isCommandLineScript } from './debug-print.js';

const PATTERNS: { regex: RegExp; what: string; fix: string; outputInScripts?: boolean }[] = [
  { regex: /(^|[^\w.])breakpoint\s*\(\s*\)/, what: 'breakpoint() call', fix: 'it stops the server waiting for a debugger. Remove it before merging' },
  { regex: /^\s*(import\s+(pdb|ipdb|pudb)\b|from\s+(pdb|ipdb|pudb)\s+import\b)/, what: 'debugger import', fix: 'it is only there to stop in a debugger. Remove it before merging' },
  { regex: /\b(pdb|ipdb|pudb)\.(set_trace|post_mortem|pm|run)\s*\(/, what: 'debugger call', fix: 'it stops the server waiting for a debugger. Remove it before merging' },
  { regex: /^\s*(import\s+icecream\b|from\s+icecream\s+import\b)|(^|[^\w.])ic\s*\(/, what: 'icecream ic() debug output', fix: 'remove it, or log what you need through the module logger' },
  {
    regex: /\btraceback\.print_exc\s*\(/,
    what: 'traceback.print_exc()',
    fix: 'it writes the traceback to stderr outside the logs. Use logger.exception(...) in the except block',
    outputInScripts: true,
  },
];

export const debuggerStatement: ReviewRule = {
  id: 'review/debugger',
  description: 'breakpoint(), pdb/ipdb, icecream ic() or traceback.print_exc() left in source code.',
  defaultSeverity: 'error',
  tier: 1,
  wholeFile: true,
  automated: 'debug',
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || !context.isSource(file.path)) continue;
      const lines = pythonLines(scannedLines(file));
      let script: boolean | undefined;
      for (const line of lines) {
        const hit = PATTERNS.find((p) => p.regex.test(line.code));
        if (!hit) continue;
        // A command-line script printing a traceback is reporting an error to its user.
        if (hit.outputInScripts && (script ??= isCommandLineScript(file, lines, context))) continue;
        report({
          file: file.path,
          line: line.line,
          message: `${hit.what} left in source code: ${hit.fix}.`,
          key: line.text.trim(),
        });
      }
    }
  },
};
