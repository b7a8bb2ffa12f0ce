import type { RepoView } from '../../../repo/view.js';
import type { ReviewRule } from '../context.js';
import { headFiles, headText, parentDir } from '../tree.js';

/** A MyST/Sphinx directive fence: ```{note}, :::{warning} (in a notebook, inside a JSON string). */
const DIRECTIVE = /^\s*"?\s*(`{3,}|:{3,})\{(note|warning|tip|important|caution|danger|attention|hint|seealso|admonition|error)\}/;

/**
 * Folders whose Markdown a MyST-aware builder renders: the folder of a Sphinx `conf.py` that loads MyST
 * (`myst_parser`, `myst_nb`) or nbsphinx, and of a Jupyter Book or MyST project (`_config.yml` beside
 * `_toc.yml`, `myst.yml`). There the fences render as admonitions.
 */
async function mystRoots(tree: RepoView): Promise<string[]> {
  const files = await headFiles(tree);
  const listed = new Set(files);
  const roots: string[] = [];
  for (const path of files) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (name === 'myst.yml' || (name === '_toc.yml' && listed.has(`${parentDir(path) ? parentDir(path) + '/' : ''}_config.yml`))) roots.push(parentDir(path));
    else if (name === 'conf.py' && /myst_parser|myst_nb|nbsphinx/.test((await headText(tree, path, 256 * 1024)) ?? '')) roots.push(parentDir(path));
  }
  return roots;
}

export const mystFence: ReviewRule = {
  id: 'review/myst-fence',
  description: 'A MyST/Sphinx directive fence (```{note}, :::{warning}) added to Markdown or a notebook that no MyST-aware builder renders: GitHub and the Hub show it as a code block.',
  defaultSeverity: 'error',
  tier: 1,
  details:
    "Defect: the note renders as a literal code block titled `{note}` (OpenEnv #618 added eleven to a tutorial and its notebook, where GitHub and the Hub render them raw). False-positive guard: files under the folder of a Sphinx `conf.py` that loads `myst_parser`, `myst_nb` or `nbsphinx`, or of a Jupyter Book / MyST project (`_toc.yml` with `_config.yml`, `myst.yml`), are rendered by MyST and left alone; only added lines count, one finding per file.",
  async run(context, report) {
    let roots: Promise<string[]> | undefined;
    for (const file of context.files) {
      if (file.status === 'deleted' || !/\.(md|markdown|ipynb)$/i.test(file.path)) continue;
      const fences = file.added.filter((l) => DIRECTIVE.test(l.text.slice(0, 200)));
      if (fences.length === 0) continue;
      roots ??= context.headTree ? mystRoots(context.headTree) : Promise.resolve([]);
      if ((await roots).some((root) => root === '' || file.path.startsWith(root + '/'))) continue;
      const directive = DIRECTIVE.exec(fences[0]!.text.slice(0, 200))![2]!;
      const lines = fences.map((l) => l.line);
      report({
        file: file.path,
        line: lines[0]!,
        message: `MyST directive fence \`{${directive}}\` on line${lines.length > 1 ? 's' : ''} ${lines.slice(0, 8).join(', ')}${lines.length > 8 ? ` and ${lines.length - 8} more` : ''}: nothing in this repository renders MyST here, so GitHub and the Hub show it as a code block. Use a blockquote (\`> **Note**\`), GitHub's \`> [!NOTE]\`, or the doc builder's own syntax.`,
        key: `${directive}:${lines.length}`,
      });
    }
  },
};
