import type { ReviewRule } from '../context.js';

export const lint: ReviewRule = {
  id: 'review/lint',
  description: 'ruff finding on a changed line (run only when ruff is installed; otherwise reported as skipped).',
  defaultSeverity: 'error',
  tier: 1,
  wholeFile: true,
  automated: 'lint',
  run(context, report) {
    const outcome = context.lint;
    if (!outcome || outcome.status !== 'ran') return;
    for (const finding of outcome.findings) {
      report({
        file: finding.file,
        line: finding.line,
        column: finding.column,
        message: `ruff ${finding.code}: ${finding.message}. Fix it, or run \`ruff check --fix ${finding.file}\`.`,
        key: `${finding.code}:${finding.message}`,
      });
    }
  },
};
