/**
 * Defects a program proves from the classes of the repository at HEAD (src/checks/review/classes.ts):
 * a plain `def` handing back an async method's coroutine, one class name with two different sets of
 * bases in one environment, and a function annotated to return one class that returns another.
 */
import type { RepoView } from '../../../repo/view.js';
import { ClassIndex, classBases, type ClassInfo, type ModuleInfo } from '../classes.js';
import { isPython, type ReviewRule } from '../context.js';
import { headLineText, type ReviewFile } from '../diff.js';
import { closingBracket, definedFunction, displayOf } from '../statements.js';
import { isNameToken, isOpToken, statementsOf, viewOfText, viewTextMatches, type Statement } from '../tokens.js';
import { headFiles, headText } from '../tree.js';
import { isTestPath } from './paths.js';

const indexes = new WeakMap<RepoView, ClassIndex>();
const indexOf = (tree: RepoView): ClassIndex => {
  let index = indexes.get(tree);
  if (!index) indexes.set(tree, (index = new ClassIndex(tree)));
  return index;
};

/** A return annotation that allows an awaitable (or says nothing a program can hold the code to). */
const AWAITABLE_ANNOTATION = /\b(Awaitable|Coroutine|Future|Task|Any|object|Generator|AsyncIterator|AsyncGenerator|TypeVar|T)\b/;

/** `return super().m(` or `return self.m(` at the start of a statement: the method name and how it is reached. */
function returnedCall(tokens: Statement['tokens']): { method: string; via: 'super' | 'self'; text: string } | undefined {
  if (!isNameToken(tokens[0], 'return')) return undefined;
  const call = (at: number) => (isNameToken(tokens[at]) && isOpToken(tokens[at + 1], '(') ? tokens[at]!.value : undefined);
  if (isNameToken(tokens[1], 'super') && isOpToken(tokens[2], '(') && isOpToken(tokens[3], ')') && isOpToken(tokens[4], '.')) {
    const method = call(5);
    return method ? { method, via: 'super', text: `super().${method}(...)` } : undefined;
  }
  if (isNameToken(tokens[1], 'self') && isOpToken(tokens[2], '.')) {
    const method = call(3);
    return method ? { method, via: 'self', text: `self.${method}(...)` } : undefined;
  }
  return undefined;
}

/** The return annotation of a `def` statement (`-> X:`), as source text; undefined when it has none. */
function returnAnnotation(tokens: Statement['tokens']): string | undefined {
  const arrow = tokens.findIndex((t) => isOpToken(t, '->'));
  return arrow < 0 ? undefined : displayOf(tokens.slice(arrow + 1, -1));
}

export const unawaitedAsyncReturn: ReviewRule = {
  id: 'review/unawaited-async-return',
  description:
    'A plain `def` annotated to return a value returns `super().m(...)` or `self.m(...)` where `m` is `async def` on the class or a base it resolves to in the repository: callers get a coroutine that never runs.',
  defaultSeverity: 'error',
  details:
    "Defect: a coroutine returned where the annotation promises a value (OpenEnv #787's `step_text` returned `super().step(...)`, and `EnvClient.step` is async). The base classes are resolved in the HEAD tree through the module's imports and `__init__.py` re-exports. False-positive guards: only on added lines, only methods of a module-level class, only with a return annotation that allows no awaitable (`Awaitable`, `Coroutine`, `Future`, `Task`, `Any`, a TypeVar... are left alone, and so is a def without an annotation: returning a coroutine for the caller to await is a pattern); a base outside the repository is unknown, so silent.",
  tier: 1,
  async run(context, report) {
    if (!context.headTree) return;
    const index = indexOf(context.headTree);
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || !file.head || !viewTextMatches(file, /return\s+(super\(\)|self)\./)) continue;
      const statements = statementsOf(file);
      for (const statement of statements) {
        if (!file.addedLines.has(statement.line)) continue;
        const returned = returnedCall(statement.tokens);
        if (!returned) continue;
        // The function directly around the return must be a method (in a class at module level), not async.
        const fn = statement.enclosing[statement.enclosing.length - 1];
        const cls = statement.enclosing[0];
        if (!fn || !cls || statement.enclosing.length !== 2 || cls.keyword !== 'class' || fn.keyword !== 'def' || isNameToken(fn.tokens[0], 'async')) continue;
        const annotation = returnAnnotation(fn.tokens);
        if (annotation === undefined || AWAITABLE_ANNOTATION.test(annotation)) continue;
        const info = (await index.module(file.path))?.classes.get(cls.tokens[1]!.value);
        if (!info) continue;
        const own = returned.via === 'self' ? info.methods.get(returned.method) : undefined;
        const found = own !== undefined ? { async: own, owner: info } : await index.asyncInBases(info, returned.method);
        if (!found?.async) continue;
        const name = definedFunction(fn.tokens)!;
        report({
          file: file.path,
          line: statement.line,
          message: `\`${name}\` is a plain def annotated \`-> ${annotation}\` but returns \`${returned.text}\`, and \`${found.owner.name}.${returned.method}\` is \`async def\` (${found.owner.file}:${found.owner.line}): callers get a coroutine that never runs. Make it \`async def ${name}\` and \`return await ${returned.text}\`.`,
          key: headLineText(file, statement.line),
        });
      }
    }
  },
};

/** An environment root: `envs/<name>` (OpenEnv's layout) for a path under it. */
const environmentOf = (path: string): string | undefined => /^(envs\/[^/]+)\//.exec(path)?.[1];

/** Top-level classes of a text: name, line and bases as written. */
function topLevelClasses(statements: readonly Statement[]): { name: string; line: number; bases: string[] }[] {
  return statements.filter((s) => s.indent === 0 && isNameToken(s.tokens[0], 'class') && isNameToken(s.tokens[1])).map((s) => ({ name: s.tokens[1]!.value, line: s.line, bases: classBases(s.tokens) }));
}

const MAX_ENVIRONMENT_FILES = 300;

export const classRedefinedBases: ReviewRule = {
  id: 'review/class-redefined-bases',
  description:
    'One class name defined at module level in two files of one environment with different bases (an `except` or `isinstance` written against one misses the other); at least one definition added by the change, tests left out.',
  defaultSeverity: 'error',
  details:
    "Defect: two classes of one name in one environment (OpenEnv #446 defined `UnparsableException(VerificationError)` in its verifier service and `UnparsableException(Exception)` in its environment: the environment's `except` missed the service's). False-positive guards: module-level classes only, the bases compared as written, at least one definition on an added line, environments under `envs/` only, test files left out; one finding per pair of files.",
  tier: 1,
  async run(context, report) {
    if (!context.headTree) return;
    const byEnvironment = new Map<string, ReviewFile[]>();
    for (const file of context.files) {
      const env = environmentOf(file.path);
      if (!env || file.status === 'deleted' || !isPython(file.path) || isTestPath(file.path) || !file.head || !viewTextMatches(file, /\bclass\s/)) continue;
      byEnvironment.set(env, [...(byEnvironment.get(env) ?? []), file]);
    }
    if (byEnvironment.size === 0) return;
    const listing = await headFiles(context.headTree);
    for (const [env, changed] of byEnvironment) {
      const added = changed.flatMap((file) => topLevelClasses(statementsOf(file)).filter((c) => file.addedLines.has(c.line)).map((c) => ({ ...c, file })));
      if (added.length === 0) continue;
      const names = new Set(added.map((c) => c.name));
      const others = listing.filter((p) => p.startsWith(env + '/') && p.endsWith('.py') && !isTestPath(p)).slice(0, MAX_ENVIRONMENT_FILES);
      const definitions = new Map<string, { file: string; line: number; bases: string[] }[]>();
      for (const path of others) {
        const changedFile = changed.find((f) => f.path === path);
        const text = changedFile?.head ?? (await headText(context.headTree, path, 512 * 1024));
        if (text === undefined || ![...names].some((n) => text.includes(`class ${n}`))) continue;
        const { statements } = viewOfText(text);
        for (const c of topLevelClasses(statements)) if (names.has(c.name)) definitions.set(c.name, [...(definitions.get(c.name) ?? []), { file: path, line: c.line, bases: c.bases }]);
      }
      // One cause, one line: every name the same two files define differently is one finding.
      const pairs = new Map<string, { file: string; line: number; other: string; names: string[]; detail: string }>();
      for (const cls of added) {
        const all = definitions.get(cls.name) ?? [];
        const differing = all.find((d) => d.file !== cls.file.path && d.bases.join(',') !== cls.bases.join(','));
        if (!differing) continue;
        // A pair both of whose definitions the change adds is reported at the file that sorts first.
        const addedThere = added.find((a) => a.name === cls.name && a.file.path === differing.file);
        if (addedThere && addedThere.file.path < cls.file.path) continue;
        const bases = (b: string[]) => (b.length ? `(${b.join(', ')})` : 'with no base');
        const key = `${cls.file.path}\0${differing.file}`;
        const pair = pairs.get(key) ?? { file: cls.file.path, line: cls.line, other: differing.file, names: [], detail: '' };
        if (pair.names.length === 0) pair.detail = `\`class ${cls.name}\` ${bases(cls.bases)} here, ${bases(differing.bases)} at \`${differing.file}:${differing.line}\``;
        pair.names.push(cls.name);
        pairs.set(key, pair);
      }
      for (const pair of pairs.values()) {
        const more = pair.names.length > 1 ? ` (and ${pair.names.slice(1).map((n) => `\`${n}\``).join(', ')} likewise)` : '';
        report({
          file: pair.file,
          line: pair.line,
          message: `${pair.detail}${more}: two classes of one name in one environment, so an \`except ${pair.names[0]}\` or \`isinstance(..., ${pair.names[0]})\` written against one misses the other. Define each once and import it.`,
          key: `${pair.names.join(',')}:${pair.other}`,
        });
      }
    }
  },
};

/** `return Name(...)` / `return pkg.Name(...)` as the whole statement: the called name, dotted. */
function returnedConstructor(tokens: Statement['tokens']): string | undefined {
  if (!isNameToken(tokens[0], 'return') || !isNameToken(tokens[1])) return undefined;
  let end = 1;
  while (isOpToken(tokens[end + 1], '.') && isNameToken(tokens[end + 2])) end += 2;
  if (!isOpToken(tokens[end + 1], '(') || closingBracket(tokens, end + 1) !== tokens.length - 1) return undefined;
  return tokens.slice(1, end + 1).map((t) => t.value).join('');
}

/** A return annotation that names one class (`-> Name`, `-> pkg.Name`, `-> "Name"`), as a dotted name; undefined for anything else. */
function annotatedClass(annotation: Statement['tokens']): string | undefined {
  const quoted = annotation.length === 1 && annotation[0]!.type === 'string' ? annotation[0]!.content : undefined;
  const text = quoted ?? (annotation.every((t) => t.type === 'name' || isOpToken(t, '.')) ? annotation.map((t) => t.value).join('') : undefined);
  return text !== undefined && /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(text) && !/^(None|Self|Any|object|type)$/.test(text) ? text : undefined;
}

/** A Protocol checks instances by shape, not by inheritance: never provable here (an ABC is, unless something registers with it). */
const STRUCTURAL_BASE = /^(typing\.|typing_extensions\.)?Protocol$/;

/** Does a module register virtual subclasses of `name` (`Name.register(X)`, `@Name.register`) or define a metaclass on a class? */
const registers = (info: ModuleInfo, name: string): boolean =>
  info.statements.some(({ tokens }) => tokens.some((t, i) => isNameToken(t, name) && isOpToken(tokens[i + 1], '.') && isNameToken(tokens[i + 2], 'register')));

const classStatement = (info: ModuleInfo, cls: ClassInfo): Statement | undefined => info.statements.find((s) => s.line === cls.line && s.indent === 0);

export const returnNotSubclass: ReviewRule = {
  id: 'review/return-not-subclass',
  description:
    'A function annotated to return a class of the repository returns `Other(...)`, a class of the repository that does not derive from it: callers relying on the annotation get the wrong type.',
  defaultSeverity: 'error',
  details:
    "Defect: an instance of an unrelated class where the annotation promises a subclass (OpenEnv #471 annotated `-> ResourceSessionFactory` and returned an instance of a class that does not derive from it): `isinstance` checks and the type checker's view of every caller are wrong. False-positive guards: only `return Name(...)` as a whole statement on an added line, only a return annotation naming one class (no `Optional`, `Union`, `|`, generics, `Self`, `Any`); both classes resolve to module-level classes of the HEAD tree through the module's imports and re-exports, and every base of the returned class resolves there too (a third-party base may derive from anything); silent for a Protocol annotation, an ABC with a `__subclasshook__` or that something `.register()`s (a plain ABC is checked: #471's is one), a returned class with `__new__` or a metaclass, and a called name the function binds itself.",
  tier: 1,
  async run(context, report) {
    if (!context.headTree) return;
    const index = indexOf(context.headTree);
    for (const file of context.files) {
      if (file.status === 'deleted' || !isPython(file.path) || !file.head || !viewTextMatches(file, /->/)) continue;
      for (const statement of statementsOf(file)) {
        if (!file.addedLines.has(statement.line)) continue;
        const called = returnedConstructor(statement.tokens);
        if (!called) continue;
        const fn = [...statement.enclosing].reverse().find((e) => definedFunction(e.tokens) !== undefined);
        if (!fn) continue;
        const arrow = fn.tokens.findIndex((t) => isOpToken(t, '->'));
        const annotated = arrow < 0 ? undefined : annotatedClass(fn.tokens.slice(arrow + 1, -1));
        if (!annotated || annotated === called) continue;
        // A parameter or local of that name is not the module's class.
        const head = called.split('.')[0]!;
        if (fn.tokens.slice(0, arrow).some((t) => isNameToken(t, head))) continue;
        const [expected, actual] = await Promise.all([index.resolve(file.path, annotated), index.resolve(file.path, called)]);
        if (!expected || !actual || expected.bases.some((b) => STRUCTURAL_BASE.test(b))) continue;
        if (actual.methods.has('__new__') || expected.methods.has('__subclasshook__')) continue;
        const [expectedModule, actualModule, ownModule] = await Promise.all([index.module(expected.file), index.module(actual.file), index.module(file.path)]);
        if (!expectedModule || !actualModule || !ownModule) continue;
        if ([expectedModule, actualModule, ownModule].some((m) => registers(m, expected.name))) continue;
        if (classStatement(actualModule, actual)?.tokens.some((t) => isNameToken(t, 'metaclass'))) continue;
        if ((await index.derivesFrom(actual, expected)) !== false) continue;
        const name = definedFunction(fn.tokens)!;
        report({
          file: file.path,
          line: statement.line,
          message: `\`${name}\` is annotated \`-> ${annotated}\` but returns \`${called}(...)\`, and \`${actual.name}\` (${actual.file}:${actual.line}) does not derive from \`${expected.name}\` (${expected.file}:${expected.line}): callers get an object of the wrong type. Return a \`${expected.name}\`, make \`${actual.name}\` subclass it, or fix the annotation.`,
          key: `${name}:${headLineText(file, statement.line)}`,
        });
      }
    }
  },
};
