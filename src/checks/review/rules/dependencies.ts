import { normalizePackageName, parseRequirement } from '../../../python/pep508.js';
import type { Token } from '../../../python/tokenize.js';
import { STDLIB_MODULES } from '../../../python/stdlib.js';
import { stringList, table } from '../../validate/static/pyproject.js';
import type { ReviewRule } from '../context.js';
import { changedTextMatches, someChangedLine } from '../diff.js';
import { isPython } from '../context.js';
import { projectOf, type ProjectFile } from '../project.js';
import { isNameToken, statementsOf } from '../tokens.js';
import { importedModules } from '../statements.js';
import { headFiles, headText, joinPath, parentDir } from '../tree.js';
import type { RepoView } from '../../../repo/view.js';
import { isTestPath } from './paths.js';
import { isStandaloneScript } from './scripts.js';

/** Import names whose distribution is named differently (the common ones; anything else: not flagged when unsure). */
const DISTRIBUTION_OF: Record<string, string> = {
  yaml: 'pyyaml',
  PIL: 'pillow',
  cv2: 'opencv-python',
  sklearn: 'scikit-learn',
  skimage: 'scikit-image',
  bs4: 'beautifulsoup4',
  dateutil: 'python-dateutil',
  dotenv: 'python-dotenv',
  jwt: 'pyjwt',
  attr: 'attrs',
  OpenSSL: 'pyopenssl',
  Crypto: 'pycryptodome',
  serial: 'pyserial',
  magic: 'python-magic',
  docx: 'python-docx',
  pptx: 'python-pptx',
  multipart: 'python-multipart',
  jose: 'python-jose',
  fitz: 'pymupdf',
  git: 'gitpython',
  zmq: 'pyzmq',
  usb: 'pyusb',
  gi: 'pygobject',
  websocket: 'websocket-client',
  pkg_resources: 'setuptools',
  mpl_toolkits: 'matplotlib',
  grpc: 'grpcio',
  tree_sitter_languages: 'tree-sitter-languages',
  IPython: 'ipython',
  _pytest: 'pytest',
  sentencepiece: 'sentencepiece',
  faiss: 'faiss-cpu',
  Levenshtein: 'levenshtein',
  github: 'pygithub',
  telegram: 'python-telegram-bot',
  ale_py: 'ale-py',
  open_spiel: 'open-spiel',
  pyspiel: 'open-spiel',
};

/** Namespace packages shared by many distributions: which one is meant cannot be told from the import. */
const NAMESPACES = new Set(['google', 'azure', 'opentelemetry', 'jaraco', 'zope', 'backports', 'sphinxcontrib', 'ruamel', 'nvidia', 'mpl_toolkits']);

/** Top-level module names an import may use for a declared distribution (`openenv-core` → `openenv`, `pyyaml` → `yaml`). */
function coveredBy(module: string, declared: ReadonlySet<string>): boolean {
  const name = normalizePackageName(module);
  const mapped = DISTRIBUTION_OF[module];
  if (mapped && declared.has(mapped)) return true;
  for (const dist of declared) {
    if (dist === name || dist.startsWith(`${name}-`) || dist === `python-${name}` || dist === `py${name}` || dist.endsWith(`-${name}`)) return true;
  }
  return false;
}

/** Distributions a project declares anywhere (dependencies, extras, dependency groups, build requirements, uv sources). */
function declaredDistributions(project: ProjectFile): Set<string> {
  const data = project.data;
  const body = table(data.project) ?? {};
  const strings = [
    ...stringList(body.dependencies),
    ...Object.values(table(body['optional-dependencies']) ?? {}).flatMap(stringList),
    ...Object.values(table(data['dependency-groups']) ?? {}).flatMap(stringList),
    ...stringList(table(data['build-system'])?.requires),
  ];
  const out = new Set<string>();
  for (const raw of strings) {
    const parsed = parseRequirement(raw);
    if (parsed.ok) out.add(parsed.requirement.normalizedName);
  }
  for (const name of Object.keys(table(table(table(data.tool)?.uv)?.sources) ?? {})) out.add(normalizePackageName(name));
  if (typeof body.name === 'string') out.add(normalizePackageName(body.name));
  return out;
}

/** Package names a uv.lock resolves (`name = "..."` of each [[package]]): direct and transitive installs. */
function lockedNames(lock: string): Set<string> {
  const out = new Set<string>();
  for (const line of lock.split('\n')) if (line.startsWith('name = "')) out.add(normalizePackageName(line.slice(8, line.indexOf('"', 8))));
  return out;
}

/**
 * First segments that are the project's own code: top-level entries of the repository, of the project's
 * `src/`, and of every folder from the importing file's up to the project's (servers put their own folder
 * on sys.path: `from schemas import X` in server/apis/router.py is server/schemas/), plus
 * `[tool.setuptools]` package names.
 */
function localNames(files: readonly string[], project: ProjectFile, importer: string): Set<string> {
  const roots = new Set(['', project.dir, joinPath(project.dir, 'src')]);
  for (let dir = parentDir(importer); dir.length > project.dir.length; dir = parentDir(dir)) roots.add(dir);
  const out = new Set<string>();
  const children = entriesByFolder(files);
  for (const root of roots) for (const first of children.get(root) ?? []) out.add(first.replace(/\.(py|pyi|so|pyd)$/, ''));
  for (const key of Object.keys(table(table(table(project.data.tool)?.setuptools)?.['package-dir']) ?? {})) out.add(key.split('.')[0]!);
  for (const pkg of stringList(table(table(project.data.tool)?.setuptools)?.packages)) out.add(pkg.split('.')[0]!);
  return out;
}

const entryIndexes = new WeakMap<readonly string[], Map<string, Set<string>>>();

/** Each folder's entries (first path segment below it; '' is the top level), from the listing once. */
function entriesByFolder(files: readonly string[]): Map<string, Set<string>> {
  let index = entryIndexes.get(files);
  if (index) return index;
  index = new Map();
  for (const file of files) {
    for (let start = 0; ; ) {
      const slash = file.indexOf('/', start);
      const folder = start === 0 ? '' : file.slice(0, start - 1);
      let entries = index.get(folder);
      if (!entries) index.set(folder, (entries = new Set()));
      entries.add(file.slice(start, slash === -1 ? undefined : slash));
      if (slash === -1) break;
      start = slash + 1;
    }
  }
  entryIndexes.set(files, index);
  return index;
}

/** First segments of the absolute imports a statement makes (`import a.b, c` → a, c; `from a.b import x` → a). */
function importedTopLevels(tokens: readonly Token[]): string[] {
  return importedModules(tokens)
    .filter((module) => !module.startsWith('.'))
    .map((module) => module.split('.')[0]!);
}

interface ProjectFacts {
  declared: Set<string>;
  locked: Set<string>;
  installText: string;
  files: readonly string[];
}

/**
 * What a project declares and installs is the same for each of its files: a reader that reads and parses
 * it once per project (undefined without a uv.lock: what a declared package brings along is unknown).
 */
function projectFactsReader(tree: RepoView): (project: ProjectFile) => Promise<ProjectFacts | undefined> {
  const cache = new Map<ProjectFile, Promise<ProjectFacts | undefined>>();
  const read = async (project: ProjectFile): Promise<ProjectFacts | undefined> => {
    const lock = await headText(tree, joinPath(project.dir, 'uv.lock'), 16 * 1024 * 1024);
    if (lock === undefined) return undefined;
    const files = await headFiles(tree);
    const installFiles = files.filter((f) => (project.dir === '' || f.startsWith(project.dir + '/')) && /(^|\/)(Dockerfile[^/]*|requirements[^/]*\.txt)$/.test(f)).slice(0, 20);
    const installText = (await Promise.all(installFiles.map((f) => headText(tree, f, 1024 * 1024)))).join('\n').toLowerCase().replace(/_/g, '-');
    return { declared: declaredDistributions(project), locked: lockedNames(lock), installText, files };
  };
  return (project) => {
    let facts = cache.get(project);
    if (!facts) cache.set(project, (facts = read(project)));
    return facts;
  };
}

export const undeclaredImport: ReviewRule = {
  id: 'review/undeclared-import',
  description: "New import of a third-party module that the project's pyproject.toml does not declare and its uv.lock does not install.",
  defaultSeverity: 'error',
  tier: 1,
  dependency: true,
  details:
    'Only with a uv.lock next to the pyproject.toml (what it resolves, transitive packages included, is what gets installed), and only module-level imports outside try/except and TYPE_CHECKING blocks (an import inside a function is an optional code path). Import names map to distributions by name, by the common differences (yaml → pyyaml, PIL → pillow, cv2 → opencv-python...) and by prefix (openenv-core → openenv); namespace packages (google, azure...) are never flagged. A Dockerfile or requirements file of the project that names the distribution counts as declaring it.',
  async run(context, report) {
    const tree = context.headTree;
    if (!tree || !context.projects?.length) return;
    const factsOf = projectFactsReader(tree);
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path) || !changedTextMatches(file, /import|from/) || !someChangedLine(file, 'added', (l) => /^\s*(import|from)\s/.test(l.text))) continue;
      const project = projectOf(context.projects, file.path);
      if (!project || !table(project.data.project)) continue;
      // A command-line script beside the environment (a training or evaluation script with its own
      // requirements, OpenEnv #428's train_grpo_awm.py) is not what the environment imports; its server
      // modules and [project.scripts] entries are.
      if (isStandaloneScript(file, statementsOf(file), context)) continue;
      const imports = statementsOf(file).filter(
        (s) =>
          file.addedLines.has(s.line) &&
          (isNameToken(s.tokens[0], 'import') || isNameToken(s.tokens[0], 'from')) &&
          // Guarded (try, TYPE_CHECKING) and lazy (inside a function: an optional code path) imports are not flagged.
          !s.enclosing.some((e) => e.keyword === 'try' || e.keyword === 'except' || e.keyword === 'def' || (e.keyword === 'if' && e.tokens.some((t) => t.value === 'TYPE_CHECKING'))),
      );
      if (imports.length === 0) continue;
      const facts = await factsOf(project);
      if (!facts) continue;
      const { declared, locked, installText, files } = facts;
      const local = localNames(files, project, file.path);
      for (const statement of imports) {
        for (const module of importedTopLevels(statement.tokens)) {
          if (STDLIB_MODULES.has(module) || local.has(module) || NAMESPACES.has(module) || module.startsWith('_')) continue;
          if (coveredBy(module, declared) || coveredBy(module, locked)) continue;
          const dist = DISTRIBUTION_OF[module] ?? normalizePackageName(module);
          if (installText.includes(dist) || installText.includes(normalizePackageName(module))) continue;
          const pyproject = joinPath(project.dir, 'pyproject.toml');
          report({
            file: file.path,
            line: statement.line,
            message: `\`${module}\` is imported, but ${pyproject} does not declare it and uv.lock does not install it, so the environment fails with ModuleNotFoundError where it is installed from its package. Add "${dist}" to [project].dependencies and run uv lock.`,
            key: module,
          });
        }
      }
    }
  },
};

/** Where the known packages live upstream: a git pin to another owner is a fork. */
const UPSTREAM_OWNERS: Record<string, readonly string[]> = {
  openenv: ['meta-pytorch', 'huggingface', 'facebookresearch'],
  'openenv-core': ['meta-pytorch', 'huggingface', 'facebookresearch'],
  transformers: ['huggingface'],
  trl: ['huggingface'],
  datasets: ['huggingface'],
  accelerate: ['huggingface'],
  peft: ['huggingface'],
  'huggingface-hub': ['huggingface'],
  tokenizers: ['huggingface'],
  diffusers: ['huggingface'],
  smolagents: ['huggingface'],
  lerobot: ['huggingface'],
  torch: ['pytorch'],
  torchvision: ['pytorch'],
  torchforge: ['meta-pytorch'],
  vllm: ['vllm-project'],
  gymnasium: ['farama-foundation'],
  pettingzoo: ['farama-foundation'],
  'browsergym-core': ['servicenow'],
  browsergym: ['servicenow'],
  'open-spiel': ['google-deepmind', 'deepmind'],
  mcp: ['modelcontextprotocol'],
  fastmcp: ['jlowin', 'prefecthq'],
  fastapi: ['fastapi', 'tiangolo'],
  pydantic: ['pydantic'],
  verifiers: ['primeintellect-ai', 'willccbb'],
  textarena: ['leonguertler'],
};

const GIT_URL = /git\+(?:https?|ssh):\/\/(?:git@)?github\.com[/:]([\w.-]+)\/([\w.-]+)/;
const SOURCE_GIT = /^\s*"?([A-Za-z0-9][\w.-]*)"?\s*=\s*\{[^}]*\bgit\s*=\s*"(?:https?:\/\/|git@)github\.com[/:]([\w.-]+)\/([\w.-]+)/;
const REQUIREMENT_AT = /^\s*"\s*([A-Za-z0-9][\w.-]*)\s*(?:\[[^\]]*\])?\s*@/;

/** The package a requirement or `[tool.uv.sources]` line pins to a GitHub fork, with the fork's owner and upstream's. */
function forkOf(text: string): { name: string; owner: string; upstream: readonly string[] } | undefined {
  const source = SOURCE_GIT.exec(text);
  const url = source ? undefined : GIT_URL.exec(text);
  const name = source?.[1] ?? (url ? REQUIREMENT_AT.exec(text)?.[1] : undefined);
  const owner = (source?.[2] ?? url?.[1])?.toLowerCase();
  if (!name || !owner) return undefined;
  const upstream = UPSTREAM_OWNERS[normalizePackageName(name)];
  return upstream && !upstream.includes(owner) ? { name, owner, upstream } : undefined;
}

/**
 * The lines of a Python file's PEP 723 `# /// script` block (inline script metadata, what `uv run`
 * installs), as TOML: the `# ` prefix cut off. Line numbers are HEAD's.
 */
function scriptMetadataLines(text: string): Map<number, string> {
  const lines = new Map<number, string>();
  let inside = false;
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '');
    if (!inside && /^# \/\/\/ script\s*$/.test(line)) inside = true;
    else if (inside && /^# \/\/\/\s*$/.test(line)) inside = false;
    else if (inside && /^#( |$)/.test(line)) lines.set(i + 1, line.slice(2));
    else if (inside) inside = false; // not a metadata comment: the block was never closed
  });
  return lines;
}

export const forkedDependency: ReviewRule = {
  id: 'review/forked-dependency',
  description: "Dependency pinned to a git fork in pyproject.toml or a script's PEP 723 `# /// script` block (a GitHub repository of another owner than the package's).",
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'check',
  details:
    "Known packages only (OpenEnv, Hugging Face libraries, PyTorch, vLLM, Gymnasium, MCP...): for a package whose upstream owner is not known, a git pin cannot be told from a fork. A PEP 723 block is read as its TOML (OpenEnv #675's training script installed `openenv-core` from a contributor's branch through its `[tool.uv.sources]`), on the block's added lines only.",
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted') continue;
      let lines: { line: number; text: string }[];
      if (/(^|\/)pyproject\.toml$/.test(file.path)) lines = file.added;
      else if (isPython(file.path) && file.head !== undefined && changedTextMatches(file, /git/) && file.head.includes('# /// script')) {
        const metadata = scriptMetadataLines(file.head);
        lines = file.added.flatMap(({ line }) => (metadata.has(line) ? [{ line, text: metadata.get(line)! }] : []));
      } else continue;
      for (const { line, text } of lines) {
        const fork = forkOf(text);
        if (!fork) continue;
        report({
          file: file.path,
          line,
          message: `\`${fork.name}\` is installed from ${fork.owner}'s fork instead of ${fork.upstream[0]}'s repository: every user gets code the package's maintainers never reviewed, and it silently stops following upstream fixes. Depend on a release (or upstream's repository at a commit) and upstream the fork's change.`,
          key: `${fork.name}:${fork.owner}`,
        });
      }
    }
  },
};

export const lockfileNotUpdated: ReviewRule = {
  id: 'review/lockfile-not-updated',
  description: "pyproject.toml's requirements changed but the uv.lock next to it was not updated (validate's deps/lockfile-in-sync, on projects that are not environments).",
  defaultSeverity: 'error',
  tier: 1,
  dependency: true,
  details: "The comparison is validate's deps/lockfile-in-sync. An environment root (a folder with openenv.yaml) is left to validate itself, which the review folds in for touched environments: one defect, one finding.",
  async run(context, report) {
    const tree = context.headTree;
    if (!tree) return;
    const changed = new Set(context.files.map((f) => f.path));
    for (const file of context.files) {
      if (file.status === 'deleted' || !/(^|\/)pyproject\.toml$/.test(file.path) || file.added.length + file.removed.length === 0) continue;
      const dir = parentDir(file.path);
      const lock = joinPath(dir, 'uv.lock');
      if (changed.has(lock)) continue;
      const files = await headFiles(tree);
      if (!files.includes(lock) || files.includes(joinPath(dir, 'openenv.yaml'))) continue;
      // validate's dependency checks (with its Dockerfile and shell parsers) load only when a pyproject.toml changed.
      const [{ EnvContext }, { checkLockInSync }] = await Promise.all([import('../../validate/static/env.js'), import('../../validate/static/deps.js')]);
      const env = new EnvContext(tree, dir, files, { pythonAst: 'off' });
      await checkLockInSync(env);
      const result = env.results.get('deps/lockfile-in-sync');
      if (result?.status !== 'fail') continue;
      report({
        file: file.path,
        line: file.added[0]?.line ?? 1,
        message: `${file.path} changed but ${lock} did not: ${result.message}`,
        key: lock,
      });
    }
  },
};

/**
 * Distributions that are run, not imported: servers started by a command (`uvicorn app:app`), FastAPI's
 * optional parsers, build and development tools. Never "unused" for a program that reads imports.
 */
const RUN_NOT_IMPORTED = new Set([
  'uvicorn', 'gunicorn', 'hypercorn', 'uvloop', 'httptools', 'python-multipart', 'websockets', 'watchfiles', 'pip', 'setuptools', 'wheel',
  'hatchling', 'build', 'twine', 'pytest', 'pytest-asyncio', 'pytest-cov', 'pytest-timeout', 'ruff', 'black', 'mypy', 'isort', 'jupyter',
  'ipykernel', 'notebook', 'pre-commit', 'tox', 'nox', 'coverage', 'email-validator', 'orjson', 'ujson', 'brotli', 'certifi', 'cryptography',
]);

/** Module names a distribution may be imported as (`python-dateutil` → dateutil, `pyyaml` → yaml, `scikit-learn` → sklearn). */
function moduleNamesOf(distribution: string): string[] {
  const names = new Set([distribution.replace(/-/g, '_')]);
  for (const [module, dist] of Object.entries(DISTRIBUTION_OF)) if (dist === distribution) names.add(module);
  if (distribution.startsWith('python-')) names.add(distribution.slice(7).replace(/-/g, '_'));
  if (distribution.startsWith('py') && distribution.length > 4) names.add(distribution.slice(2).replace(/-/g, '_'));
  // `google-cloud-storage` → google, `opentelemetry-sdk` → opentelemetry, `mcp-server` → mcp.
  names.add(distribution.split('-')[0]!.replace(/-/g, '_'));
  return [...names];
}

const CODE_FILE = /(\.(py|pyi|sh|ipynb|cfg|ini|ya?ml|toml|txt|js|ts)|(^|\/)Dockerfile[^/]*|(^|\/)Makefile|(^|\/)Procfile)$/;
const MAX_PROJECT_FILES = 400;

export const unusedDependency: ReviewRule = {
  id: 'review/unused-dependency',
  description: "A dependency the change adds to an environment's [project].dependencies that nothing in the environment imports or names (deptry's DEP002).",
  defaultSeverity: 'error',
  tier: 1,
  dependency: true,
  details:
    "Defect: every install downloads a package nothing uses, and the environment's real requirements are no longer what it declares (OpenEnv #787 declared `requests` and never imported it). The distribution's import names are its own name, the common differences (pyyaml → yaml, python-dateutil → dateutil...) and its first word (google-cloud-storage → google). False-positive guards: only requirements on added lines of an environment's pyproject.toml (`envs/<name>/` or a folder with openenv.yaml), not OpenEnv's own packages, not what is run rather than imported (uvicorn, gunicorn, python-multipart, build and test tools...), and silent when any of its import names appears as a word, in any case, in any code, script, container or configuration file of the environment (a docstring naming the library counts), and silent for an environment that runs code it does not hold (`exec(`, `spec_from_file_location`, `runpy`, `sys.executable`: OpenEnv #421 runs generated scenario apps, whose imports its requirements serve).",
  async run(context, report) {
    const tree = context.headTree;
    if (!tree || !context.projects?.length) return;
    for (const file of context.files) {
      if (file.status === 'deleted' || !/(^|\/)pyproject\.toml$/.test(file.path) || file.added.length === 0) continue;
      const dir = parentDir(file.path);
      const project = context.projects.find((p) => p.dir === dir);
      const files = await headFiles(tree);
      if (!project || !(/^envs\/[^/]+$/.test(dir) || files.includes(joinPath(dir, 'openenv.yaml')))) continue;
      const requirements = stringList(table(project.data.project)?.dependencies);
      const candidates: { name: string; line: number }[] = [];
      for (const raw of requirements) {
        const parsed = parseRequirement(raw);
        if (!parsed.ok) continue;
        const name = parsed.requirement.normalizedName;
        if (name.startsWith('openenv') || RUN_NOT_IMPORTED.has(name)) continue;
        const at = file.added.find((l) => l.text.includes(`"${raw}"`) || l.text.includes(`'${raw}'`));
        if (at) candidates.push({ name, line: at.line });
      }
      if (candidates.length === 0) continue;
      const own = files.filter((f) => f.startsWith(dir + '/') && f !== file.path && !f.endsWith('uv.lock') && CODE_FILE.test(f)).slice(0, MAX_PROJECT_FILES);
      const texts = (await Promise.all(own.map((f) => headText(tree, f, 512 * 1024)))).filter((t): t is string => t !== undefined);
      // An environment that runs code it does not hold (exec, a module loaded from a file, a Python
      // subprocess: OpenEnv #421 runs generated scenario apps) may declare what that code imports.
      if (texts.some((t) => /\bexec\s*\(|spec_from_file_location|\brunpy\b|sys\.executable/.test(t))) continue;
      for (const { name, line } of candidates) {
        const modules = moduleNamesOf(name);
        // Any case: a docstring naming the library ("with SQLAlchemy/SQLite backend") says something uses it.
        const word = new RegExp(`\\b(${modules.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'i');
        if (texts.some((t) => word.test(t))) continue;
        report({
          file: file.path,
          line,
          message: `\`${name}\` is declared in ${file.path}, but nothing in ${dir}/ imports or names it (${modules.map((m) => `\`${m}\``).join(', ')}): every install downloads it for nothing, and the environment's declared requirements are not what it uses. Remove it, or import it where it is needed.`,
          key: name,
        });
      }
    }
  },
};
