import type { Rule } from '../../../../engine/rule.js';
import type { StaticContext } from '../context.js';
import { readable } from '../context.js';

const PR_OR_ISSUE = /^https?:\/\/(?:www\.)?github\.com\/([^/\s]+)\/([^/\s]+)\/(pull|issues)\/(\d+)([/?#]\S*)?$/i;

/**
 * Spec 7.7: in RFC documents, pull-request and issue links to a repository with this repository's name
 * use this repository's slug (from GITHUB_REPOSITORY, never inferred from the files). A former slug is
 * a warning; any other owner (a fork) is an error.
 */
export const prLinkRepoRule: Rule<StaticContext> = {
  id: 'rfc/pr-link-repo',
  description: 'Pull-request and issue links in RFC documents use this repository\'s current owner/name.',
  details:
    'The slug comes from GITHUB_REPOSITORY (--repo-slug), never from the files; slugs in former-slugs are warnings, other owners (forks) errors. Spec section 7.7.',
  defaultSeverity: 'error',
  run(ctx, report) {
    const slug = ctx.options.repositorySlug;
    if (!slug || !slug.includes('/')) return;
    const [, name] = slug.split('/');
    const former = new Set(ctx.options.formerSlugs.map((s) => s.toLowerCase()));
    const prefix = `${ctx.options.rfcDir}/`;
    for (const doc of ctx.docs.values()) {
      if (!doc.path.startsWith(prefix) || !readable(doc)) continue;
      for (const link of doc.links) {
        const m = PR_OR_ISSUE.exec(link.target.trim());
        if (!m) continue;
        const linked = `${m[1]}/${m[2]}`;
        if (m[2].toLowerCase() !== name.toLowerCase() || linked.toLowerCase() === slug.toLowerCase()) continue;
        const fixed = `https://github.com/${slug}/${m[3]}/${m[4]}${m[5] ?? ''}`;
        const isFormer = former.has(linked.toLowerCase());
        report({
          file: doc.path,
          line: link.line,
          column: link.column,
          endLine: link.endLine,
          endColumn: link.endColumn,
          key: link.target,
          severity: isFormer ? 'warning' : 'error',
          message: isFormer
            ? `Link points to ${linked}, a former name of this repository; use ${fixed}.`
            : `Link points to ${linked}, not this repository (${slug}); ${m[3] === 'pull' ? 'pull requests' : 'issues'} of this repository live at ${fixed}.`,
        });
      }
    }
  },
};
