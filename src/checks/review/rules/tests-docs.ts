import { moduleLevelBinder } from '../../../python/bindings.js';
import { PythonLexError, pythonLogicalLines, type Token } from '../../../python/tokenize.js';
import type { ReviewContext, ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { changedTextMatches, scannedLines, someChangedLine, gitLines, type DiffLine } from '../diff.js';
import { headFiles, headText, parentDir } from '../tree.js';
import { isTestPath } from './paths.js';

const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
const words = (text: string): string => text.toLowerCase().replace(/[-_.]+/g, '_');

/**
 * Does HEAD hold tests for the environment in `dir`? Test files under the environment, or test files
 * elsewhere (OpenEnv keeps them in tests/envs/) whose path names it: `chess_env` → `test_chess_environment.py`.
 */
function hasTests(files: readonly string[], dir: string): boolean {
  const stem = words(baseName(dir)).replace(/_?env(ironment)?$/, '');
  if (!stem) return files.some((f) => isTestPath(f));
  // `dipg_safety_env` is tested by tests/envs/test_dipg_environment.py: its first word names it too.
  const first = stem.split('_')[0]!;
  const names = (path: string) => {
    const w = words(path);
    return w.includes(stem) || (first.length >= 4 && w.split(/[_/]/).includes(first));
  };
  return files.some((f) => isTestPath(f) && (f.startsWith(dir + '/') || names(f)));
}

/** Templates and skill assets hold openenv.yaml files that are scaffolding, not environments. */
const isTemplate = (path: string): boolean => path.split('/').some((s) => /template|^assets$|^examples?$|^fixtures?$/i.test(s));

export const environmentWithoutTests: ReviewRule = {
  id: 'review/environment-without-tests',
  description: 'New environment (a new openenv.yaml) with no tests in it or naming it elsewhere (tests/envs/test_NAME_*.py).',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'check',
  details:
    "A new environment without a README.md is validate's finding (structure/push-layout and structure/readme-front-matter), which the review folds in for a touched environment: this rule does not repeat it.",
  async run(context, report) {
    const tree = context.headTree;
    if (!tree) return;
    for (const file of context.files) {
      if (file.status !== 'added' || baseName(file.path) !== 'openenv.yaml') continue;
      const dir = parentDir(file.path);
      if (isTestPath(file.path) || isTemplate(file.path) || hasTests(await headFiles(tree), dir)) continue;
      report({
        file: file.path,
        line: 1,
        message: `New environment ${dir || '(repository root)'} comes without tests. Add at least a test that resets the environment and takes a step (OpenEnv keeps them in tests/envs/test_${baseName(dir).replace(/_env$/, '')}_environment.py), so the next change to core is checked against it.`,
        key: dir,
      });
    }
  },
};

const PUBLIC_DEF = /^(?: {4})?(?:async\s+)?def\s+([A-Za-z]\w*)\s*\(|^class\s+([A-Za-z]\w*)/;

/** A module of the library's public surface: under `src/`, no `_private` segment (packages' `__init__.py` included). */
function isPublicLibraryModule(path: string): boolean {
  const parts = path.split('/');
  const src = parts.indexOf('src');
  if (src < 0 || !isPython(path) || isTestPath(path)) return false;
  return parts.slice(src + 1).every((p) => !p.startsWith('_') || p === '__init__.py' || p === '__main__.py');
}

export const publicApiWithoutTests: ReviewRule = {
  id: 'review/public-api-without-tests',
  description: 'Public functions or classes under src/ added, changed or removed, and no test file changed in the pull request.',
  defaultSeverity: 'notice',
  tier: 1,
  run(context, report) {
    if (context.files.some((f) => isTestPath(f.path))) return;
    for (const file of context.files) {
      if (!isPublicLibraryModule(file.path)) continue;
      const added = file.added.find((l) => PUBLIC_DEF.test(l.text));
      const removed = file.removed.find((l) => PUBLIC_DEF.test(l.text));
      const changed = added ?? removed;
      if (!changed) continue;
      const match = PUBLIC_DEF.exec(changed.text)!;
      report({
        file: file.path,
        line: added?.line ?? 1,
        message: `The public API changes here (\`${match[1] ?? match[2]}\`${added ? '' : ' removed or renamed'}) and no test changes with it. Add or update a test that pins the new behaviour.`,
        key: 'api',
      });
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Docs snippets

const FENCE_OPEN = /^\s*(`{3,}|~{3,})\s*\{?\s*(python3?|py|pycon|ipython)\b/i;

/** Python code lines of the fenced blocks of a Markdown file, with their line numbers (`>>> ` prompts removed). */
function pythonSnippetLines(lines: readonly DiffLine[]): DiffLine[] {
  const out: DiffLine[] = [];
  let fence: string | undefined;
  let previous = -1;
  for (const { line, text } of lines) {
    if (line !== previous + 1) fence = undefined; // an added-lines-only view: what lies between is unknown
    previous = line;
    if (fence) {
      if (text.trim().startsWith(fence) && text.trim().replace(/[`~]/g, '') === '') fence = undefined;
      else out.push({ line, text: text.replace(/^\s*(>>>|\.\.\.) ?/, '') });
      continue;
    }
    const open = FENCE_OPEN.exec(text);
    if (open) fence = open[1]!;
  }
  return out;
}

interface SnippetImport {
  line: number;
  module: string;
  names: string[];
}

/** `from a.b import x, y as z` statements of a snippet's lines (parenthesised lists joined). */
function snippetImports(lines: readonly DiffLine[]): SnippetImport[] {
  const out: SnippetImport[] = [];
  for (let i = 0; i < lines.length; i++) {
    const { line, text } = lines[i]!;
    if (!/^\s*from\s+[\w.]+\s+import\b/.test(text)) continue;
    let statement = text;
    for (let j = i + 1; statement.includes('(') && !statement.includes(')') && j < lines.length && j < i + 40; j++) statement += '\n' + lines[j]!.text;
    let tokens: Token[];
    try {
      tokens = pythonLogicalLines(statement.trim())[0]?.tokens ?? [];
    } catch (error) {
      if (error instanceof PythonLexError) continue;
      throw error;
    }
    const at = tokens.findIndex((t) => t.type === 'name' && t.value === 'import');
    const module = tokens.slice(1, at).map((t) => t.value).join('');
    const names: string[] = [];
    for (let k = at + 1; k < tokens.length; k++) {
      const t = tokens[k]!;
      if (t.type === 'name' && tokens[k - 1]?.value !== 'as' && t.value !== 'as') names.push(t.value);
      if (t.type === 'op' && t.value === '*') names.length = 0;
    }
    if (module && !module.startsWith('.') && names.length) out.push({ line, module, names });
  }
  return out;
}

/**
 * Files at HEAD that are module `module`: `a.b` → `a/b.py` or `a/b/__init__.py` at the root, under `src/`,
 * or under `envs/` (OpenEnv maps each environment's package to its folder). A bare `models` from a template
 * resolves nowhere, so it is never checked. In the listing's order (`order`: each file's place in it).
 */
function moduleFiles(order: ReadonlyMap<string, number>, module: string): string[] {
  const path = module.replace(/\./g, '/');
  const wanted = new Set(['', 'src/', 'envs/'].flatMap((root) => [`${root}${path}.py`, `${root}${path}/__init__.py`]));
  return [...wanted].filter((f) => order.has(f)).sort((a, b) => order.get(a)! - order.get(b)!);
}

/** `from x import *` or a module-level `__getattr__`: the module's names cannot be listed statically. */
function exportsDynamically(source: string): boolean {
  return source.split('\n').some((line) => /^[ \t]*from[ \t]+\S+[ \t]+import[ \t(]+\*/.test(line) || /^def[ \t]+__getattr__[ \t]*\(/.test(line));
}

/** Names a change takes away: top-level defs/classes removed, and re-exports removed from an `__init__.py`. */
function removedNames(files: ReviewContext['files']): Set<string> {
  const out = new Set<string>();
  for (const file of files) {
    if (!isPython(file.path) || isTestPath(file.path) || !changedTextMatches(file, /def|class|from/)) continue;
    // Every line is read once and dropped: no need to keep the file's removed lines.
    someChangedLine(file, 'removed', ({ text }) => {
      const definition = /^(?:async\s+)?(?:def|class)\s+([A-Za-z]\w*)/.exec(text);
      if (definition) out.add(definition[1]!);
      else if (file.path.endsWith('__init__.py') && /^from\s+\S+\s+import\s/.test(text)) {
        for (const m of text.slice(text.indexOf(' import ') + 8).matchAll(/[A-Za-z]\w*/g)) if (m[0] !== 'as') out.add(m[0]);
      }
      return false;
    });
  }
  return out;
}

/** Markdown files read when a change removes names: the docs that may import them (bounded). */
const MAX_DOCS_SCANNED = 400;

export const staleDocImport: ReviewRule = {
  id: 'review/stale-doc-import',
  description: 'Python snippet in Markdown imports a name its module no longer defines at HEAD (snippets on changed lines, and any snippet importing a name the change removes).',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'check',
  details: 'Only modules of the repository itself (found at HEAD at the root, under src/ or envs/), only `from module import name`; a module with `import *` or a module-level `__getattr__` is never flagged (what it exports cannot be told statically). When the change removes a top-level def/class or an `__init__.py` re-export, the Markdown files at HEAD that mention the name are checked too (at most 400 files).',
  async run(context, report) {
    const tree = context.headTree;
    if (!tree) return;
    // The listing's order of each file, and what each module's source exports: read once for every
    // snippet import (hundreds when a change removes names the docs import), not once per import.
    let listing: Promise<Map<string, number>> | undefined;
    const dynamic = new Map<string, boolean>();
    const isDynamic = (path: string, source: string) => {
      let answer = dynamic.get(path);
      if (answer === undefined) dynamic.set(path, (answer = exportsDynamically(source)));
      return answer;
    };
    const binders = new Map<string, ((name: string) => boolean) | undefined>();
    const bindsIn = (path: string, source: string, name: string) => {
      if (!binders.has(path)) binders.set(path, moduleLevelBinder(source));
      return binders.get(path)?.(name);
    };
    const check = async (path: string, imports: readonly SnippetImport[]) => {
      const order = await (listing ??= headFiles(tree).then((files) => new Map(files.map((f, i) => [f, i]))));
      const stale = new Map<string, { lines: number[]; module: string; missing: string[]; definedIn: string }>();
      for (const { line, module, names } of imports) {
        const candidates = moduleFiles(order, module);
        if (candidates.length === 0) continue; // a third-party module, or one this repository does not hold
        const sources = await Promise.all(candidates.map((c) => headText(tree, c, 1024 * 1024)));
        if (sources.some((s, i) => s === undefined || isDynamic(candidates[i]!, s))) continue;
        const missing = names.filter(
          (name) =>
            !candidates.some((c, i) => {
              const folder = c.endsWith('/__init__.py') ? c.slice(0, -'/__init__.py'.length) : undefined;
              if (folder && (order.has(`${folder}/${name}.py`) || order.has(`${folder}/${name}/__init__.py`))) return true;
              // A source that does not tokenize binds nothing provably missing.
              return bindsIn(c, sources[i]!, name) !== false;
            }),
        );
        if (missing.length === 0) continue;
        const key = `${module}:${missing.join(',')}`;
        const seen = stale.get(key);
        if (seen) seen.lines.push(line);
        else stale.set(key, { lines: [line], module, missing, definedIn: candidates[0]! });
      }
      // One finding per stale import in a file, naming every snippet that repeats it (OpenEnv #580's
      // installation guide imported the same removed name in two snippets of each of two files).
      for (const [key, { lines, module, missing, definedIn }] of stale) {
        const also = lines.length > 1 ? ` The same import is on line${lines.length > 2 ? 's' : ''} ${lines.slice(1).join(', ')}.` : '';
        report({
          file: path,
          line: lines[0]!,
          message: `The snippet imports ${missing.map((n) => `\`${n}\``).join(', ')} from \`${module}\`, which does not define ${missing.length === 1 ? 'it' : 'them'} at HEAD (${definedIn}): readers who copy it get an ImportError. Update the snippet to the current name.${also}`,
          key,
        });
      }
    };
    const isMarkdown = (path: string) => /\.(md|mdx)$/i.test(path);
    for (const file of context.files) {
      if (file.status === 'deleted' || !isMarkdown(file.path) || file.added.length === 0) continue;
      await check(file.path, snippetImports(pythonSnippetLines(scannedLines(file))).filter((i) => file.addedLines.has(i.line)));
    }
    // Docs this change did not touch that import what it removed.
    const removed = [...removedNames(context.files)];
    if (removed.length === 0) return;
    const changed = new Set(context.files.map((f) => f.path));
    const docs = (await headFiles(tree)).filter((f) => isMarkdown(f) && !changed.has(f)).slice(0, MAX_DOCS_SCANNED);
    // Asked all at once: the reads share the stream's writes (one per event-loop turn, not one per file).
    const texts = docs.map((path) => headText(tree, path, 1024 * 1024));
    for (const [index, path] of docs.entries()) {
      const text = await texts[index];
      if (text === undefined || !removed.some((name) => text.includes(name))) continue;
      const lines = gitLines(text).map((t, i) => ({ line: i + 1, text: t }));
      await check(path, snippetImports(pythonSnippetLines(lines)).filter((i) => i.names.some((n) => removed.includes(n))));
    }
  },
};
