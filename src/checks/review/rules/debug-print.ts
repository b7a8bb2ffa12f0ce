import type { ReviewContext, ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { scannedLines, type ReviewFile } from '../diff.js';
import { enclosingFunction, pythonLines, type CodeLine } from '../python.js';

const PRINT_CALL = /(^|[^\w.])print\s*\(/;
/** Matched on the raw text: the lexer blanks string contents, and `"__main__"` is one. */
const MAIN_GUARD = /^if\s+__name__\s*==\s*["']__main__["']\s*:/;
const CLI_IMPORT = /^\s*(?:import\s+(?:argparse|click|typer)\b|from\s+(?:argparse|click|typer)(?:\.\w+)*\s+import\b)/;
/** Functions whose job is output: `print_summary`, `log_results`, `show_board`, `report_scores`. */
const OUTPUT_FUNCTION = /^_?(print|log|show|report|display|render|dump)_/;

/**
 * A command-line script prints as its output: a `__main__` guard, argparse/click/typer, or a
 * `[project.scripts]` entry module. Its prints are not debug code.
 */
export function isCommandLineScript(file: ReviewFile, lines: readonly CodeLine[], context: Pick<ReviewContext, 'scriptEntryFiles'>): boolean {
  if (context.scriptEntryFiles?.has(file.path)) return true;
  const base = file.path.slice(file.path.lastIndexOf('/') + 1);
  if (base === '__main__.py') return true;
  return lines.some((l) => (l.code.startsWith('if') && MAIN_GUARD.test(l.text)) || CLI_IMPORT.test(l.code));
}

export const debugPrint: ReviewRule = {
  id: 'review/debug-print',
  description: 'print() added to library source code (command-line scripts and output functions are exempt; `# ok-to-print` marks intended output).',
  defaultSeverity: 'error',
  tier: 1,
  wholeFile: true,
  automated: 'debug',
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || !context.isSource(file.path)) continue;
      const lines = pythonLines(scannedLines(file));
      if (!lines.some((l) => PRINT_CALL.test(l.code))) continue;
      if (isCommandLineScript(file, lines, context)) continue;
      lines.forEach((line, index) => {
        if (!PRINT_CALL.test(line.code) || /ok-to-print/i.test(line.comment)) return;
        if (OUTPUT_FUNCTION.test(enclosingFunction(lines, index)?.name ?? '')) return;
        report({
          file: file.path,
          line: line.line,
          column: line.code.search(/\bprint\s*\(/) + 1,
          message:
            'print() in library code. Use the module logger (logging.getLogger(__name__)) or remove it; if the output is intended, end the line with `# ok-to-print`.',
          key: line.text.trim(),
        });
      });
    }
  },
};
