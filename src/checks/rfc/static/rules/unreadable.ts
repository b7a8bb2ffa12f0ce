import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';

/**
 * Extra rule (not in the spec's 28): a Markdown file that could not be read as text. Binary content and
 * over-size files are not parsed at all (error for RFC-folder files, whose rules then cannot run;
 * warning elsewhere); invalid UTF-8 is parsed lossily (warning).
 */
export const unreadableRule: Rule<StaticContext> = {
  id: 'rfc/unreadable',
  description: 'Markdown files are UTF-8 text under the size limit, and regular files (binary, invalid UTF-8, huge files, links and folders cannot be checked).',
  details:
    'Not one of the spec\'s 28 ids: binary (NUL bytes) and files over 5 MiB are not parsed (error in the RFC folder, warning elsewhere); invalid UTF-8 is parsed with replacement characters (warning). The index or an RFC-folder Markdown file that is a symbolic link (even to a file inside the repository), a folder or a submodule is an error that says what it became.',
  defaultSeverity: 'warning',
  run(ctx, report) {
    for (const doc of ctx.docs.values()) {
      const problem = doc.unreadable;
      if (!problem) continue;
      const rfcFolder = doc.kind === 'rfc' || doc.kind === 'index' || doc.kind === 'companion';
      report({
        file: doc.path,
        line: 1,
        key: problem.reason,
        severity: (rfcFolder || problem.reason === 'not-a-file') && problem.reason !== 'invalid-utf8' ? 'error' : 'warning',
        message: problem.message,
      });
    }
  },
};
