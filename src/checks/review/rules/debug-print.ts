import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { scannedLines } from '../diff.js';
import { pythonLines } from '../python.js';

const PRINT_CALL = /(^|[^\w.])print\s*\(/;

export const debugPrint: ReviewRule = {
  id: 'review/debug-print',
  description: 'print() added to source code (use logging, or mark intended output with `# ok-to-print`).',
  defaultSeverity: 'error',
  tier: 1,
  wholeFile: true,
  automated: 'debug',
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || !context.isSource(file.path)) continue;
      for (const line of pythonLines(scannedLines(file))) {
        if (!PRINT_CALL.test(line.code) || /ok-to-print/i.test(line.comment)) continue;
        report({
          file: file.path,
          line: line.line,
          column: line.code.search(/\bprint\s*\(/) + 1,
          message:
            'print() in source code. Use the module logger (logging.getLogger(__name__)) or remove it; if the output is intended, end the line with `# ok-to-print`.',
          key: line.text.trim(),
        });
      }
    }
  },
};
