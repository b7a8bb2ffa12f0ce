/**
 * Classes of the repository at HEAD, as the rules that reason about inheritance need them: a module's
 * top-level classes (bases, methods and whether each is `async def`), its imports, and a class name
 * resolved through those imports (and one `__init__.py` re-export after another) to its defining module
 * in the HEAD tree. Anything outside the repository (a third-party base) is unknown: rules that use this
 * stay silent on what they cannot resolve.
 */
import type { RepoView } from '../../repo/view.js';
import { definedFunction, importedModules } from './statements.js';
import { isNameToken, isOpToken, viewOfText, type Statement } from './tokens.js';
import { headFiles, headText, parentDir } from './tree.js';

export interface ClassInfo {
  name: string;
  /** Module path of the file that defines it. */
  file: string;
  line: number;
  /** Base expressions as dotted names, generics dropped (`EnvClient[A, O, S]` → `EnvClient`). */
  bases: string[];
  /** Methods defined in the class body: name → async. */
  methods: Map<string, boolean>;
}

export interface ModuleInfo {
  classes: Map<string, ClassInfo>;
  /** Names bound by imports: local name → (module as written, imported name; undefined for `import m`). */
  imports: Map<string, { module: string; name?: string }>;
  statements: Statement[];
}

/** The bases of a `class X(...):` statement as dotted names (keyword arguments such as `metaclass=` left out). */
export function classBases(tokens: Statement['tokens']): string[] {
  if (!isOpToken(tokens[2], '(')) return [];
  const bases: string[] = [];
  let depth = 0;
  let current = '';
  let keyword = false;
  for (let i = 3; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type === 'op' && '([{'.includes(t.value)) {
      depth++;
      continue;
    }
    if (t.type === 'op' && ')]}'.includes(t.value)) {
      if (depth === 0) break;
      depth--;
      continue;
    }
    if (depth > 0) continue;
    if (isOpToken(t, ',')) {
      if (current && !keyword) bases.push(current);
      current = '';
      keyword = false;
    } else if (isOpToken(t, '=')) keyword = true;
    else if (t.type === 'name' || isOpToken(t, '.')) current += t.value;
    else current += t.value;
  }
  if (current && !keyword) bases.push(current);
  return bases;
}

/** The module view of a Python text. */
export function moduleInfo(path: string, text: string): ModuleInfo {
  const { statements } = viewOfText(text);
  const classes = new Map<string, ClassInfo>();
  const imports = new Map<string, { module: string; name?: string }>();
  let open: ClassInfo | undefined;
  for (const s of statements) {
    const t = s.tokens;
    if (s.indent === 0) open = undefined;
    if (s.indent === 0 && isNameToken(t[0], 'class') && isNameToken(t[1])) {
      open = { name: t[1]!.value, file: path, line: s.line, bases: classBases(t), methods: new Map() };
      classes.set(open.name, open);
      continue;
    }
    if (open && s.enclosing.length === 1 && s.enclosing[0]!.tokens[1]?.value === open.name) {
      const method = definedFunction(t);
      if (method !== undefined) open.methods.set(method, isNameToken(t[0], 'async'));
    }
    // Imports at module level, also inside `try:`/`if TYPE_CHECKING:` (the first binding of a name wins:
    // `try: from openenv.core... except ImportError: from core...`).
    const moduleLevel = !s.enclosing.some((e) => e.keyword === 'def' || e.keyword === 'class');
    const bind = (name: string, target: { module: string; name?: string }) => {
      if (!imports.has(name)) imports.set(name, target);
    };
    if (moduleLevel && isNameToken(t[0], 'from')) {
      const [module] = importedModules(t);
      const at = t.findIndex((x) => isNameToken(x, 'import'));
      if (module === undefined || at < 0) continue;
      // `from m import a as b, c`: b → (m, a), c → (m, c).
      const names = t.slice(at + 1).filter((x) => x.type === 'name' || isOpToken(x, ','));
      for (let i = 0; i < names.length; i++) {
        const name = names[i]!;
        if (name.type !== 'name') continue;
        if (isNameToken(names[i + 1], 'as') && isNameToken(names[i + 2])) {
          bind(names[i + 2]!.value, { module, name: name.value });
          i += 2;
        } else bind(name.value, { module, name: name.value });
      }
    } else if (moduleLevel && isNameToken(t[0], 'import')) {
      for (const module of importedModules(t)) bind(module.split('.')[0]!, { module: module.split('.')[0]! });
    }
  }
  return { classes, imports, statements };
}

/**
 * The repository file a module name means, seen from `from` (relative imports), at HEAD: `a.b` is
 * `a/b.py` or `a/b/__init__.py`, at the root, under `src/`, or under an environment folder that holds
 * it (OpenEnv's `envs/<name>/` packages import each other by their own name).
 */
export function moduleFile(files: ReadonlySet<string>, from: string, module: string): string | undefined {
  let path: string;
  const dots = /^\.+/.exec(module)?.[0].length ?? 0;
  if (dots > 0) {
    let dir = parentDir(from);
    for (let i = 1; i < dots; i++) dir = parentDir(dir);
    const rest = module.slice(dots).replace(/\./g, '/');
    path = rest ? (dir ? `${dir}/${rest}` : rest) : dir;
    return [`${path}.py`, `${path}/__init__.py`].find((p) => files.has(p.replace(/^\//, '')));
  }
  path = module.replace(/\./g, '/');
  const roots = ['', 'src/'];
  // `from echo_env.models import X` inside envs/echo_env/: the environment's own package, one folder up.
  const env = /^(envs\/)[^/]+\//.exec(from);
  if (env) roots.push(env[1]!);
  for (const root of roots) {
    for (const candidate of [`${root}${path}.py`, `${root}${path}/__init__.py`]) if (files.has(candidate)) return candidate;
  }
  return undefined;
}

/** Reads and indexes modules of the HEAD tree once per review. */
export class ClassIndex {
  private readonly modules = new Map<string, Promise<ModuleInfo | undefined>>();
  private files?: Promise<ReadonlySet<string>>;

  constructor(private readonly tree: RepoView) {}

  listing(): Promise<ReadonlySet<string>> {
    return (this.files ??= headFiles(this.tree).then((files) => new Set(files)));
  }

  module(path: string): Promise<ModuleInfo | undefined> {
    let info = this.modules.get(path);
    if (!info) {
      info = headText(this.tree, path, 1024 * 1024).then((text) => (text === undefined ? undefined : moduleInfo(path, text)));
      this.modules.set(path, info);
    }
    return info;
  }

  /** The class a name means in a module (defined there, or imported: followed through re-exports, depth 4). */
  async resolve(path: string, dotted: string, depth = 0): Promise<ClassInfo | undefined> {
    if (depth > 4) return undefined;
    const info = await this.module(path);
    if (!info) return undefined;
    const parts = dotted.split('.');
    if (parts.length === 1) {
      const own = info.classes.get(dotted);
      if (own) return own;
    }
    const imported = info.imports.get(parts[0]!);
    if (!imported) return undefined;
    const files = await this.listing();
    if (imported.name === undefined) {
      // `import pkg.mod` then `pkg.mod.Class`.
      const target = moduleFile(files, path, parts.slice(0, -1).join('.'));
      return target ? this.resolve(target, parts[parts.length - 1]!, depth + 1) : undefined;
    }
    const target = moduleFile(files, path, imported.module);
    if (target) {
      const found = await this.resolve(target, [imported.name, ...parts.slice(1)].join('.'), depth + 1);
      if (found) return found;
    }
    // `from pkg import submodule` then `submodule.Class`.
    if (parts.length === 2) {
      const submodule = moduleFile(files, path, `${imported.module}${imported.module.endsWith('.') ? '' : '.'}${imported.name}`);
      if (submodule) return this.resolve(submodule, parts[1]!, depth + 1);
    }
    return undefined;
  }

  /** The class's bases that resolve inside the repository, in order. */
  async bases(cls: ClassInfo): Promise<(ClassInfo | undefined)[]> {
    return Promise.all(cls.bases.map((base) => this.resolve(cls.file, base)));
  }

  /**
   * Is `method` async on the first class of `cls`'s bases (depth first, left to right, as Python's MRO
   * for single inheritance) that defines it? Undefined when no resolved base defines it.
   */
  async asyncInBases(cls: ClassInfo, method: string, depth = 0): Promise<{ async: boolean; owner: ClassInfo } | undefined> {
    if (depth > 6) return undefined;
    for (const base of await this.bases(cls)) {
      if (!base) continue;
      const own = base.methods.get(method);
      if (own !== undefined) return { async: own, owner: base };
      const inherited = await this.asyncInBases(base, method, depth + 1);
      if (inherited) return inherited;
    }
    return undefined;
  }

  /**
   * Does `cls` derive from `ancestor` (same file and name), through bases that resolve in the repository?
   * Undefined when a base does not resolve (a third-party class may itself derive from it).
   */
  async derivesFrom(cls: ClassInfo, ancestor: ClassInfo, depth = 0): Promise<boolean | undefined> {
    if (cls.file === ancestor.file && cls.name === ancestor.name) return true;
    if (depth > 8) return undefined;
    let unknown = false;
    for (const [i, base] of (await this.bases(cls)).entries()) {
      if (!base) {
        // `object`, `ABC`, `Exception`...: builtins and the standard library are no subclass of a repository class.
        if (!/^(object|ABC|abc\.ABC|Exception|BaseException|Generic|Protocol|BaseModel|Enum|str|int|dict)$/.test(cls.bases[i]!.replace(/\[.*$/, ''))) unknown = true;
        continue;
      }
      const derives = await this.derivesFrom(base, ancestor, depth + 1);
      if (derives) return true;
      if (derives === undefined) unknown = true;
    }
    return unknown ? undefined : false;
  }
}
