import picomatch from 'picomatch';
import type { ReviewRule } from '../context.js';

/**
 * Attributes that make git (and GitHub's pull-request view) show a file's change as "Binary files
 * differ", or as a driver's rendering, instead of its lines: `-diff`/`!diff`, `binary` (-diff -merge
 * -text), a `diff=<driver>` (textconv), a `filter=<driver>` (the checkout differs from what was committed).
 */
const HIDING = /^(?:-diff|!diff|binary|diff=.+|filter=.+)$/;

/** Names that stand for the files the review reads, tried against a pattern in the attributes file's folder. */
const REVIEWED_NAMES = ['x.py', 'x.md', 'openenv.yaml', 'environment.yaml', 'pyproject.toml', 'Dockerfile', 'x.yml', 'x.toml', 'x.txt'];

/** Does a `.gitattributes` pattern (in folder `dir`) match `path`? gitignore rules: no slash matches a name at any depth. */
function patternMatches(pattern: string, dir: string, path: string): boolean {
  if (dir && !path.startsWith(`${dir}/`)) return false;
  const rel = dir ? path.slice(dir.length + 1) : path;
  const glob = pattern.startsWith('/') ? pattern.slice(1) : pattern;
  if (glob === '' || glob.endsWith('/')) return false; // a folder pattern matches nothing in .gitattributes
  return picomatch(glob, { dot: true, basename: !glob.includes('/') })(rel);
}

export const diffAttributes: ReviewRule = {
  id: 'review/diff-attributes',
  description: 'The change adds or changes a .gitattributes line that hides diffs (-diff, binary, diff=, filter=) on files the review reads.',
  defaultSeverity: 'error',
  tier: 1,
  run(context, report) {
    const changed = context.files.filter((f) => f.status !== 'deleted').map((f) => f.path);
    for (const file of context.files) {
      const slash = file.path.lastIndexOf('/');
      if (file.path.slice(slash + 1) !== '.gitattributes' || file.status === 'deleted') continue;
      const dir = slash < 0 ? '' : file.path.slice(0, slash);
      for (const line of file.added) {
        const [pattern, ...attributes] = line.text.trim().split(/[ \t]+/);
        if (!pattern || pattern.startsWith('#') || pattern.startsWith('[attr]')) continue;
        const hiding = attributes.filter((a) => HIDING.test(a));
        if (hiding.length === 0) continue;
        const hits = changed.filter((path) => path !== file.path && patternMatches(pattern, dir, path));
        const matchesReviewed = hits.length > 0 || REVIEWED_NAMES.some((name) => patternMatches(pattern, dir, dir ? `${dir}/${name}` : name));
        if (!matchesReviewed) continue;
        const named = hits.length ? `, which matches ${hits.slice(0, 3).join(', ')}${hits.length > 3 ? ` and ${hits.length - 3} more changed file(s)` : ''}` : '';
        report({
          file: file.path,
          line: line.line,
          message:
            `Sets \`${hiding.join(' ')}\` on \`${pattern}\`${named}: git and GitHub then show those files' changes as binary (or through a driver), hiding their lines from reviewers and from tools that read git's diff. ` +
            'openenv-ci reviewed them as text. Remove the attribute, or keep it to files nobody reviews (images, generated data).',
          key: `diff-attributes:${pattern}:${hiding.join(' ')}`,
        });
      }
    }
  },
};
