import { isPython, type ReviewRule } from '../context.js';
import { isNameToken, isOpToken, statementsOf, type Statement } from '../tokens.js';
import { headFiles, headText } from '../tree.js';
import { isTestPath } from './paths.js';

/** `NAME = ...` / `NAME: T = ...` at module level, NAME in capitals (a constant): its name token. */
function constantName(statement: Statement): string | undefined {
  const t = statement.tokens;
  if (statement.indent !== 0 || !isNameToken(t[0]) || !/^_?[A-Z][A-Z0-9_]*$/.test(t[0]!.value)) return undefined;
  return isOpToken(t[1], '=') || (isOpToken(t[1], ':') && t.some((x, i) => i > 1 && isOpToken(x, '='))) ? t[0]!.value : undefined;
}

/** The package a module belongs to for this rule: its environment (`envs/<name>`), else its folder. */
const packageOf = (path: string): string => /^envs\/[^/]+/.exec(path)?.[0] ?? path.slice(0, Math.max(0, path.lastIndexOf('/')));

const MAX_PACKAGE_FILES = 400;

export const unusedConstant: ReviewRule = {
  id: 'review/unused-constant',
  description: 'A module-level constant the change defines that nothing in its package reads (was it meant to filter or configure something?).',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'check',
  details:
    "A question, not a fix: OpenEnv #421 defined `HIDDEN_TOOLS` for the tools its environment should hide and never used it, so every tool stayed listed. False-positive guards: capitalised module-level names only, on added lines, outside tests, `__init__.py` (a package's public names) and the core package's public API (a public constant under `src/` is for its users; a private `_NAME` there still counts); silent when the name appears as a word anywhere else in its environment (`envs/<name>/`) or folder, `__all__` included.",
  async run(context, report) {
    const tree = context.headTree;
    if (!tree) return;
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path) || file.path.endsWith('__init__.py') || !file.head) continue;
      const statements = statementsOf(file);
      const defined = statements.flatMap((s) => {
        const name = file.addedLines.has(s.line) ? constantName(s) : undefined;
        return name && !(file.path.startsWith('src/') && !name.startsWith('_')) ? [{ name, line: s.line, tokens: s.tokens }] : [];
      });
      if (defined.length === 0) continue;
      // Read in this file: any name token of that name outside its own assignment's target.
      const readHere = new Set<string>();
      for (const s of statements) s.tokens.forEach((t, i) => t.type === 'name' && !(i === 0 && constantName(s) === t.value) && readHere.add(t.value));
      const unread = defined.filter((d) => !readHere.has(d.name));
      if (unread.length === 0) continue;
      const pkg = packageOf(file.path);
      const others = (await headFiles(tree)).filter((p) => p !== file.path && (pkg === '' ? !p.includes('/') : p.startsWith(pkg + '/')) && /\.(py|pyi|ipynb)$/.test(p)).slice(0, MAX_PACKAGE_FILES);
      const texts = (await Promise.all(others.map((p) => headText(tree, p, 512 * 1024)))).filter((t): t is string => t !== undefined);
      // One question per file, naming each constant.
      const never = unread.filter((constant) => !texts.some((t) => new RegExp(`\\b${constant.name}\\b`).test(t)));
      if (never.length === 0) continue;
      const names = never.map((c) => `\`${c.name}\` (line ${c.line})`);
      report({
        file: file.path,
        line: never[0]!.line,
        message: `${names.slice(0, 6).join(', ')}${names.length > 6 ? ` and ${names.length - 6} more` : ''} ${never.length === 1 ? 'is' : 'are'} defined here and never read in ${pkg ? `\`${pkg}/\`` : 'the repository root'}: was ${never.length === 1 ? 'it' : 'each'} meant to filter or configure something? Use ${never.length === 1 ? 'it' : 'them'} where ${never.length === 1 ? 'it was' : 'they were'} meant to apply, or remove ${never.length === 1 ? 'it' : 'them'}.`,
        key: never.map((c) => c.name).join(','),
      });
    }
  },
};
