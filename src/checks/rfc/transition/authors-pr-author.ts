import type { Rule } from '../../../engine/rule.js';
import type { TransitionContext } from './context.js';

/**
 * `rfc/authors-pr-author` (spec 4): in pull-request mode, an RFC file the PR adds must list the PR
 * opener among its Authors (case-insensitive). Catches `@ben` on a PR opened by `burtenshaw`. Not raised
 * when Authors is missing or empty (`rfc/header-field-missing` / `rfc/authors` cover that), nor for bots.
 */
export const authorsPrAuthorRule: Rule<TransitionContext> = {
  id: 'rfc/authors-pr-author',
  description: "A new RFC's Authors field does not list the pull request's opener.",
  defaultSeverity: 'warning',
  run(context, report) {
    if (context.mode !== 'pull-request' || !context.pullRequest) return;
    const login = context.pullRequest.author.replace(/^@/, '');
    if (!login || /\[bot\]$/i.test(login)) return;
    for (const file of context.added) {
      const authors = file.authors;
      if (!authors || authors.handles.length === 0) continue;
      if (authors.handles.some((h) => h.toLowerCase() === login.toLowerCase())) continue;
      const listed = authors.handles.map((h) => (/^[A-Za-z0-9-]+$/.test(h) ? `@${h}` : `"${h}"`)).join(', ');
      report({
        file: file.path,
        line: authors.line,
        key: login.toLowerCase(),
        message: `Authors lists ${listed} but this pull request was opened by @${login}. Add @${login} to Authors, or correct the handle if it names the wrong person.`,
      });
    }
  },
};
