import type { ReviewRule } from '../context.js';

const TEMPLATE_SUFFIXES = new Set(['example', 'sample', 'template', 'dist', 'defaults', 'default', 'tmpl', 'tpl']);

export function isDotEnvFile(path: string): boolean {
  const base = path.slice(path.lastIndexOf('/') + 1);
  if (base === '.env') return true;
  const match = /^\.env\.(.+)$/.exec(base) ?? /^(?:.+)\.env$/.exec(base);
  if (!match) return false;
  const suffix = (match[1] ?? '').toLowerCase();
  return !TEMPLATE_SUFFIXES.has(suffix) && !suffix.split('.').some((s) => TEMPLATE_SUFFIXES.has(s));
}

export const envFile: ReviewRule = {
  id: 'review/env-file',
  description: '`.env` file added to the repository (secrets belong in the environment, not in git).',
  defaultSeverity: 'error',
  tier: 1,
  perFile: true,
  run(context, report) {
    for (const file of context.files) {
      if (file.status !== 'added' && file.status !== 'renamed') continue;
      if (!isDotEnvFile(file.path) || (file.previousPath && isDotEnvFile(file.previousPath))) continue;
      report({
        file: file.path,
        line: 1,
        message:
          'Environment file added to git. Remove it (`git rm --cached`), add it to .gitignore, commit a `.env.example` with placeholder values instead, and rotate any real values it held.',
        key: 'env-file',
      });
    }
  },
};
