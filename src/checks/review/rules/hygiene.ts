import type { ReviewRule } from '../context.js';
import { isPython } from '../context.js';
import { headLineText } from '../diff.js';
import { codeOf } from '../statements.js';
import { isNameToken, pythonViewOf, viewTextMatches } from '../tokens.js';
import { isPackageMain, isServerApp, isTestPath } from './paths.js';
import { isStandaloneScript } from './scripts.js';

const OFFICE_OR_ARCHIVE = /\.(pptx?|docx?|xlsx?|odt|odp|ods|key|pages|numbers|zip|tar|tgz|gz|bz2|xz|7z|rar|jar|whl|egg|exe|dll|so|dylib|pkl|pickle|pt|pth|ckpt|safetensors|onnx|h5|npz|npy|parquet|mp4|mov|avi|mp3|wav)$/i;
const TOP_LEVEL_MARKDOWN_KEPT = new Set(['README.md', 'CHANGELOG.md', 'CONTRIBUTING.md', 'CODE_OF_CONDUCT.md', 'SECURITY.md', 'LICENSE.md', 'AGENTS.md', 'CLAUDE.md']);

/** Files that are text by their name: git showing one as binary means an encoding it cannot read as text. */
const TEXT_BY_NAME = /(^|\/)(\.gitignore|\.dockerignore|\.gitattributes|\.env\.example|Dockerfile[^/]*|Makefile|[^/]+\.(txt|md|rst|ya?ml|toml|cfg|ini|json|py|sh|in))$/i;

const inAssets = (path: string): boolean => path.split('/').slice(0, -1).some((s) => s === 'assets' || s === 'static' || s === 'images' || s === 'img');

export const repositoryHygiene: ReviewRule = {
  id: 'review/repository-hygiene',
  description: 'New binary, office or archive file outside an assets folder, a new text file git cannot read as text (UTF-16), or a new top-level Markdown file.',
  defaultSeverity: 'warning',
  tier: 2,
  perFile: true,
  conflict: 'check',
  run(context, report) {
    for (const file of context.files) {
      if (file.status !== 'added') continue;
      if (file.binary && TEXT_BY_NAME.test(file.path)) {
        // OpenEnv #499 added a 46-byte .gitignore written by PowerShell in UTF-16: no clone grows from it,
        // but git reads .gitignore as bytes, so none of its patterns apply.
        report({
          file: file.path,
          line: 1,
          message: 'This text file is not UTF-8 (git shows it as binary: UTF-16, or NUL bytes), so the tools that read it see garbage (git ignores every pattern of a UTF-16 .gitignore). Save it as UTF-8.',
          key: 'not-utf8',
        });
      } else if (!inAssets(file.path) && (OFFICE_OR_ARCHIVE.test(file.path) || (file.binary && !/\.(png|jpe?g|gif|svg|ico|webp)$/i.test(file.path)))) {
        report({
          file: file.path,
          line: 1,
          message: 'New binary file in the repository: it bloats every clone for good. Keep data, models and documents out of git (the Hub, a release asset), or put images the docs need under assets/.',
          key: 'binary',
        });
      } else if (!file.path.includes('/') && file.path.toLowerCase().endsWith('.md') && !TOP_LEVEL_MARKDOWN_KEPT.has(file.path)) {
        report({
          file: file.path,
          line: 1,
          message: 'New Markdown file at the repository root. Notes and plans belong in docs/ (or the pull request description), not next to README.md.',
          key: 'top-level-markdown',
        });
      }
    }
  },
};

/** `os.environ["X"] = ...` at module level: importing the library changes the process environment. */
const ENVIRON_WRITE = /^os\.environ\s*\[[^\]]*\]\s*=(?!=)|^os\.environ\.(setdefault|update)\s*\(/;

export const importTimeEnviron: ReviewRule = {
  id: 'review/import-time-environ',
  description: 'os.environ written at module level in library code (importing it changes the process environment).',
  defaultSeverity: 'warning',
  tier: 2,
  perFile: true,
  conflict: 'check',
  wholeFile: true,
  run(context, report) {
    for (const file of context.files) {
      // `environ` is a name token of every statement the rule reports, so a word of the text.
      if (file.status === 'deleted' || !isPython(file.path) || !context.isSource(file.path) || isTestPath(file.path) || !viewTextMatches(file, /environ/)) continue;
      const { statements } = pythonViewOf(file);
      // A script run by hand (OpenEnv #499's train_grpo.py) is nobody's import.
      if (isStandaloneScript(file, statements, context)) continue;
      // An entry point is where the message says the setting belongs: an environment's server/app.py (the
      // module uvicorn starts; OpenEnv's jupyter_env, terminus_env and others set ENABLE_WEB_INTERFACE there
      // before create_app reads it) and a package's __main__.py.
      if (isServerApp(file.path) || isPackageMain(file.path)) continue;
      for (const statement of statements) {
        // The code starts `os.environ` only when the first token is `os`: other statements are not built as text.
        if (statement.indent !== 0 || !isNameToken(statement.tokens[0], 'os') || !ENVIRON_WRITE.test(codeOf(statement.tokens).text)) continue;
        report({
          file: file.path,
          line: statement.line,
          message: 'os.environ is written when this module is imported, so every importer (tests, other environments in the same process) inherits it. Set it where it is needed (the entry point, or a subprocess env=...).',
          key: headLineText(file, statement.line),
        });
      }
    }
  },
};
