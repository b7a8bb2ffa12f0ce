import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { scannedLines } from '../diff.js';
import { pythonLines } from '../python.js';

const PATTERNS: { regex: RegExp; what: string }[] = [
  { regex: /(^|[^\w.])breakpoint\s*\(\s*\)/, what: 'breakpoint() call' },
  { regex: /^\s*(import\s+(pdb|ipdb|pudb)\b|from\s+(pdb|ipdb|pudb)\s+import\b)/, what: 'debugger import' },
  { regex: /\b(pdb|ipdb|pudb)\.(set_trace|post_mortem|pm|run)\s*\(/, what: 'debugger call' },
];

export const debuggerStatement: ReviewRule = {
  id: 'review/debugger',
  description: 'breakpoint(), pdb or ipdb left in source code.',
  defaultSeverity: 'error',
  tier: 1,
  wholeFile: true,
  automated: 'debug',
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || !context.isSource(file.path)) continue;
      for (const line of pythonLines(scannedLines(file))) {
        const hit = PATTERNS.find((p) => p.regex.test(line.code));
        if (!hit) continue;
        report({
          file: file.path,
          line: line.line,
          message: `${hit.what} left in source code: it stops the server waiting for a debugger. Remove it before merging.`,
          key: line.text.trim(),
        });
      }
    }
  },
};
