import { fingerprint } from '../../../engine/fingerprint.js';
import { isPython, type ReviewRule } from '../context.js';
import { definedFunction } from '../statements.js';
import { isNameToken, pythonViewOf, viewOfLines, type Statement } from '../tokens.js';
import { rfcSectionsNaming, type RfcInfo } from '../rfcs.js';
import { decodeText } from '../../../repo/view.js';
import type { ReviewFile } from '../diff.js';
import { isTestPath } from './paths.js';
import { ancestorDirs } from '../project.js';
import { headFiles, parentDir } from '../tree.js';

/** A public module-level `def`/`class` (name not starting with `_`): its name and kind. */
function publicDefinition({ indent, tokens }: Statement): { name: string; kind: string } | undefined {
  if (indent !== 0) return undefined;
  const fn = definedFunction(tokens);
  const name = fn ?? (isNameToken(tokens[0], 'class') && isNameToken(tokens[1]) ? tokens[1]!.value : undefined);
  if (name === undefined || name.startsWith('_')) return undefined;
  return { name, kind: fn !== undefined ? 'def' : 'class' };
}
const RFC_REFERENCE = /\bRFC[-\s#]*0*\d{1,3}\b|\brfcs\/\d{3}-/i;

export const rfcRequired: ReviewRule = {
  id: 'review/rfc-required',
  description: 'Public API added or removed under the core package with no RFC referenced by the pull request (one flag per pull request).',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'principle',
  invariant: { document: 'principles', title: 'Changes to core APIs go through an RFC', patterns: [/new core APIs?\b.*\bRFC/i, /without a new RFC/i, /\bRFC\b.*(breaking|abstraction|protocol)/i, /\bRFCs?\b/] },
  run(context, report) {
    const rfcFileChanged = context.files.some((f) => f.path.startsWith(context.options.rfcDir + '/') && f.path.endsWith('.md'));
    const prText = `${context.pullRequest?.title ?? ''}\n${context.pullRequest?.body ?? ''}`;
    if (rfcFileChanged || RFC_REFERENCE.test(prText)) return;
    const core = context.options.corePackage + '/';
    // One flag for the pull request (the concern is the missing RFC, not each file): every file's names.
    const changes: { path: string; line: number; introduced: string[]; dropped: string[] }[] = [];
    for (const file of context.files) {
      if (!file.path.startsWith(core) || !file.path.endsWith('.py') || isTestPath(file.path)) continue;
      const added = viewOfLines(file.added).statements.flatMap((s) => {
        const definition = publicDefinition(s);
        return definition ? [{ line: s.line, ...definition }] : [];
      });
      const removed = viewOfLines(file.removed).statements.flatMap((s) => publicDefinition(s)?.name ?? []);
      const addedNames = new Set(added.map((a) => a.name));
      const removedNames = new Set(removed);
      const introduced = added.filter((a) => !removedNames.has(a.name));
      const dropped = [...removedNames].filter((n) => !addedNames.has(n)).sort();
      if (introduced.length === 0 && dropped.length === 0) continue;
      changes.push({ path: file.path, line: introduced[0]?.line ?? file.added[0]?.line ?? 1, introduced: introduced.map((a) => a.name), dropped });
    }
    if (changes.length === 0) return;
    const listed = (names: string[]) => `${names.slice(0, 5).join(', ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}`;
    const introduced = changes.flatMap((c) => c.introduced);
    const dropped = changes.flatMap((c) => c.dropped);
    const parts: string[] = [];
    if (introduced.length) parts.push(`adds ${listed(introduced)}`);
    if (dropped.length) parts.push(`removes ${listed(dropped)}`);
    const where = changes.length === 1 ? '' : ` (in ${changes.slice(0, 5).map((c) => `\`${c.path}\``).join(', ')}${changes.length > 5 ? ` and ${changes.length - 5} more files` : ''})`;
    report({
      file: changes[0]!.path,
      line: changes[0]!.line,
      message: `This change ${parts.join(' and ')} in the core package's public API${where}, and the pull request references no RFC. New core APIs and breaking changes need an RFC: link it in the PR description ("RFC NNN"), or say why this is a bug fix or refactor that needs none.`,
      key: [...introduced.map((n) => `+${n}`), ...dropped.map((n) => `-${n}`)].sort().join(','),
    });
  },
};

/**
 * Does this changed file touch the area an RFC names? Returns what matched and the added line it
 * matched on (a path or slug match points at the file's first added line). In Python a symbol counts
 * only as code (a name on an added line), not in a docstring or comment: OpenEnv #752 edited the Hub ids
 * in `>>> CodeAction = AutoAction.from_env(...)` docstring examples and was asked about RFC 003.
 */
export function rfcAreaMatch(rfc: RfcInfo, file: ReviewFile): AreaMatch | undefined {
  const { path, added } = file;
  const pathHit = rfc.paths.find((p) => path === p || path.startsWith(p.endsWith('/') ? p : p + '/'));
  if (pathHit) return { what: `path \`${pathHit}\``, term: pathHit, line: added[0]?.line };
  const segments = path.split('/').map((s) => s.replace(/\.\w+$/, ''));
  const slugHit = rfc.slugWords.find((w) => segments.includes(w));
  if (slugHit) return { what: `area "${slugHit}"`, line: added[0]?.line };
  return rfcSymbolMatch(rfc, file);
}

/** What an RFC area match is: said in the message (`what`), and the RFC's term it matched (a path, symbol or definition; none for a slug word). */
export interface AreaMatch {
  what: string;
  term?: string;
  line?: number;
}

/** A symbol the RFC names in a code span, as code on an added line of the file. */
function rfcSymbolMatch(rfc: RfcInfo, file: ReviewFile): AreaMatch | undefined {
  if (rfc.symbols.length === 0) return undefined;
  const lineOf = symbolLines(file, rfc.symbols);
  for (const symbol of rfc.symbols) {
    const line = lineOf(symbol);
    if (line !== undefined) return { what: `symbol \`${symbol}\``, term: symbol, line };
  }
  return undefined;
}

/** A module-level class or function an added line of the file defines, that the RFC's code defines too. */
function definitionClash(rfc: RfcInfo, file: ReviewFile): (AreaMatch & { line: number }) | undefined {
  if (rfc.definitions.length === 0 || !isPython(file.path) || file.status === 'deleted' || isTestPath(file.path)) return undefined;
  const defined = new Set(rfc.definitions);
  for (const { name, line } of addedDefinitions(file)) if (defined.has(name)) return { what: `a definition of \`${name}\``, term: name, line };
  return undefined;
}

const addedDefinitionLists = new WeakMap<ReviewFile, { name: string; line: number }[]>();

/** The module-level `def`/`class` names on added lines of a Python file, in order: built once per file, not once per RFC. */
function addedDefinitions(file: ReviewFile): { name: string; line: number }[] {
  let list = addedDefinitionLists.get(file);
  if (list) return list;
  list = [];
  for (const statement of pythonViewOf(file).statements) {
    if (statement.indent !== 0 || !file.addedLines.has(statement.line)) continue;
    const t = statement.tokens;
    const name = definedFunction(t) ?? (isNameToken(t[0], 'class') && isNameToken(t[1]) ? t[1]!.value : undefined);
    if (name !== undefined) list.push({ name, line: statement.line });
  }
  addedDefinitionLists.set(file, list);
  return list;
}

/** Lines of words in a changed file: `lines(symbols)` gives a lookup in which each of `symbols` has been searched. */
type SymbolLines = (symbols: readonly string[]) => (word: string) => number | undefined;

const symbolLookups = new WeakMap<ReviewFile, SymbolLines>();

/**
 * The first added line of a changed file a symbol is on as a word: in Python a name token of the code on
 * added lines, elsewhere a word (`\w+`) of the added lines. Built once per file (Python: an index of its
 * names; elsewhere the symbols each RFC asks, searched together once), so each RFC symbol is one lookup
 * (an RFC naming thousands of symbols costs no pass over the file each).
 */
function symbolLines(file: ReviewFile, symbols: readonly string[]): (word: string) => number | undefined {
  let lookup = symbolLookups.get(file);
  if (!lookup) symbolLookups.set(file, (lookup = isPython(file.path) ? pythonNameLines(file) : wordLines(file)));
  return lookup(symbols);
}

/** Each name token on an added line with its smallest line (tokens of a statement are not always in line order: f-strings). */
function pythonNameLines(file: ReviewFile): SymbolLines {
  const index = new Map<string, number>();
  for (const { tokens } of pythonViewOf(file).statements)
    for (const t of tokens) {
      if (t.type !== 'name' || !file.addedLines.has(t.line)) continue;
      const seen = index.get(t.value);
      if (seen === undefined || t.line < seen) index.set(t.value, t.line);
    }
  const lookup = (word: string) => index.get(word);
  return () => lookup;
}

/**
 * Words of the added lines of a non-Python file, found by searching for the symbols asked: an index of
 * every word of a lock file's thousands of added lines (hashes, URLs) cost more than the RFCs' few
 * symbols searched in the joined text, one regex for the symbols of one RFC. A word is a run of `\w`
 * ([A-Za-z0-9_]) with none on either side; a symbol that is not one word is on no line, as with an index.
 */
function wordLines(file: ReviewFile): SymbolLines {
  let text: string | undefined;
  const starts: number[] = [];
  const answers = new Map<string, number | undefined>();
  const lookup = (word: string) => answers.get(word);
  /** The added line holding offset `at` of the joined text: the last start at or before it. */
  const lineAt = (at: number): number => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    return file.added[low]!.line;
  };
  return (symbols) => {
    const words = [...new Set(symbols.filter((s) => !answers.has(s)))];
    if (words.length === 0) return lookup;
    for (const word of words) answers.set(word, undefined);
    const searched = words.filter((w) => /^\w+$/.test(w));
    if (searched.length === 0) return lookup;
    if (text === undefined) {
      let at = 0;
      for (const { text: line } of file.added) {
        starts.push(at);
        at += line.length + 1;
      }
      text = file.added.map((l) => l.text).join('\n');
    }
    // Matches are whole words in text order: the first match of a word is its first line.
    const regex = new RegExp(`(?<![A-Za-z0-9_])(?:${searched.join('|')})(?![A-Za-z0-9_])`, 'g');
    for (const match of text.matchAll(regex)) if (answers.get(match[0]) === undefined) answers.set(match[0], lineAt(match.index));
    return lookup;
  };
}

export const rfcArea: ReviewRule = {
  id: 'review/rfc-area',
  description:
    'Change touches paths or symbols a Draft or In Review RFC names (one flag per RFC per pull request); its authors are asked to review.',
  defaultSeverity: 'warning',
  tier: 2,
  conflict: 'rfc',
  async run(context, report) {
    // Folders holding an openenv.yaml at HEAD, asked only when a symbol matched, and the folders of a
    // top-level envs/ (OpenEnv's layout: a new environment may not have its manifest yet, as #695's).
    let environments: Promise<Set<string>> | undefined;
    const inEnvironment = async (path: string) => {
      if (/^envs\/[^/]+\/./.test(path)) return true;
      environments ??= context.headTree
        ? headFiles(context.headTree).then((files) => new Set(files.filter((f) => f === 'openenv.yaml' || f.endsWith('/openenv.yaml')).map(parentDir)))
        : Promise.resolve(new Set<string>());
      const roots = await environments;
      return ancestorDirs(path).some((dir) => roots.has(dir));
    };
    for (const rfc of context.openRfcs) {
      if (context.files.some((f) => f.path === rfc.path)) continue; // the RFC's own pull request
      // Only what the RFC's scope names precisely (its paths, its symbols): a slug word shared with a
      // folder name is context (the Open RFCs table), not a question for the RFC's authors.
      const hits: (AreaMatch & { path: string })[] = [];
      for (const file of context.files) {
        if (file.path.startsWith(context.options.rfcDir + '/')) continue;
        // A class or function the RFC's design defines, defined again by this change (OpenEnv #471 wrote
        // its own `HarnessAdapter`, RFC 005's abstract base): a clash wherever it is, tests aside.
        const defined = definitionClash(rfc, file);
        if (defined) {
          hits.push({ path: file.path, ...defined });
          continue;
        }
        const pathHit = rfcAreaMatch(rfc, file);
        // A slug word shared with a folder is no match here; the RFC's symbols still are.
        const match = pathHit?.what.startsWith('area ') ? rfcSymbolMatch(rfc, file) : pathHit;
        if (!match) continue;
        // A symbol used in a test, a document, an example or an environment (a client calling
        // `call_tool`: OpenEnv #603, #626) uses what the RFC designs; it does not change it.
        if (match.what.startsWith('symbol ') && (isTestPath(file.path) || !file.path.endsWith('.py') || file.path.startsWith('examples/') || (await inEnvironment(file.path)))) continue;
        hits.push({ path: file.path, ...match });
      }
      if (hits.length === 0) continue;
      const first = hits[0]!;
      const key = `rfc-${rfc.number}`;
      // The sections of the RFC its matches came from, for the model pass. The RFC is not part of this
      // change (its own pull request is skipped above), so its text at HEAD is its text at BASE, line for line.
      const bytes = context.headTree ? await context.headTree.readFile(rfc.path) : undefined;
      const terms = [...new Set(hits.flatMap((h) => h.term ?? []))];
      const grounding = bytes ? await rfcSectionsNaming(rfc, decodeText(bytes).text, terms) : [];
      context.annotations.set(fingerprint(rfcArea.id, first.path, key), { rfc: rfc.path, grounding });
      const named = [...new Set(hits.map((h) => h.what))].slice(0, 5).join(', ');
      const where = hits.slice(0, 5).map((h) => `\`${h.path}\``).join(', ') + (hits.length > 5 ? ` and ${hits.length - 5} more files` : '');
      report({
        file: first.path,
        line: first.line ?? 1,
        message: `Touches ${named} named by RFC ${rfc.number} "${rfc.title}" (${rfc.status}), in ${where}. Decisions under discussion there may change this code: ask its authors whether this change agrees with the RFC, or wait for it to be accepted.`,
        key,
      });
    }
  },
};

export const openPrClaimsUnchecked: ReviewRule = {
  id: 'review/open-pr-claims-unchecked',
  description: 'An RFC file is added but, without a GitHub token, other open pull requests were not checked for the same RFC number.',
  defaultSeverity: 'notice',
  tier: 1,
  run(context, report) {
    if (context.github) return;
    const added = context.files.find((f) => f.status === 'added' && f.path.startsWith(context.options.rfcDir + '/') && /\/\d{3}-[^/]*\.md$/.test(f.path));
    if (!added) return;
    report({
      file: added.path,
      line: 1,
      message:
        'The RFC number was not checked against other open pull requests: no GitHub token (set GITHUB_TOKEN, or give the action `pull-requests: read`). Another open pull request may claim the same number.',
      key: 'claims-unchecked',
    });
  },
};
