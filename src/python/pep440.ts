/**
 * PEP 440 versions and specifier sets, as `packaging` parses them: used for `min_version`
 * (environment-yaml.md §5.6) and for the version part of `package` requirements.
 */
import { anyCase } from '../engine/pattern.js';

// Case-insensitive as in `packaging`, spelled out (no regex flag) so JSON Schema patterns can reuse it.
const VERSION_BODY =
  `${anyCase('v')}?(?:[0-9]+!)?[0-9]+(?:\\.[0-9]+)*` +
  `(?:[-_.]?(?:${['a', 'b', 'c', 'rc', 'alpha', 'beta', 'pre', 'preview'].map(anyCase).join('|')})[-_.]?[0-9]*)?` +
  `(?:-[0-9]+|[-_.]?(?:${['post', 'rev', 'r'].map(anyCase).join('|')})[-_.]?[0-9]*)?` +
  `(?:[-_.]?${anyCase('dev')}[-_.]?[0-9]*)?` +
  '(?:\\+[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*)?';
/** The same without a local part (`+…`), which a `.*` wildcard forbids. */
const PUBLIC_VERSION_BODY = VERSION_BODY.slice(0, VERSION_BODY.lastIndexOf('(?:\\+'));
/** The start `~=` needs: at least two release numbers. */
const TWO_RELEASE_NUMBERS = `${anyCase('v')}?(?:[0-9]+!)?[0-9]+\\.[0-9]+`;

const versionRe = new RegExp(`^${VERSION_BODY}$`);
const specifierRe = /^(~=|===|==|!=|<=|>=|<|>)\s*(\S+)$/;

/**
 * A `min_version` `parseSpecifierSet` accepts with at least one clause, or a bare version, as one JSON
 * Schema pattern: each comma-separated clause is what the parser accepts for its operator.
 */
const CLAUSE =
  `(?:===\\s*[^\\s,]+` +
  `|(?:==|!=)\\s*(?:${VERSION_BODY}|${PUBLIC_VERSION_BODY}\\.\\*)` +
  `|~=\\s*(?=${TWO_RELEASE_NUMBERS})${VERSION_BODY}` +
  `|(?:<=|>=|<|>)\\s*${VERSION_BODY})`;
export const MIN_VERSION_PATTERN = `^\\s*(?:${VERSION_BODY}|${CLAUSE}(?:\\s*,\\s*${CLAUSE})*)\\s*$`;

export function isPep440Version(value: string): boolean {
  return versionRe.test(value.trim());
}

export interface Specifier {
  operator: string;
  version: string;
}

export type SpecifierSetParse = { ok: true; specifiers: Specifier[] } | { ok: false; problem: string };

/** Parses `>=0.3.0, <1` (comma-separated clauses). An empty string is an empty set, as in `packaging`. */
export function parseSpecifierSet(value: string): SpecifierSetParse {
  const specifiers: Specifier[] = [];
  if (value.trim() === '') return { ok: true, specifiers };
  for (const raw of value.split(',')) {
    const clause = raw.trim();
    const m = specifierRe.exec(clause);
    if (!m) {
      return { ok: false, problem: clause === '' ? 'it has an empty clause between commas' : `"${clause}" is not "<operator><version>"` };
    }
    const [, operator, version] = m;
    const wildcard = version.endsWith('.*');
    const base = wildcard ? version.slice(0, -2) : version;
    if (operator === '===') {
      specifiers.push({ operator, version });
      continue;
    }
    if (wildcard && operator !== '==' && operator !== '!=') {
      return { ok: false, problem: `"${clause}": only == and != accept a ".*" suffix` };
    }
    if (!isPep440Version(base) || (wildcard && base.includes('+'))) {
      return { ok: false, problem: `"${version}" in "${clause}" is not a PEP 440 version` };
    }
    if (operator === '~=' && !/^v?(?:[0-9]+!)?[0-9]+\.[0-9]+/i.test(base)) {
      return { ok: false, problem: `"${clause}": ~= needs at least two release numbers (e.g. "~=0.3")` };
    }
    specifiers.push({ operator, version });
  }
  return { ok: true, specifiers };
}

/** The release numbers of a version (`0.3.1rc1` -> [0, 3, 1]); pre/post/dev parts are ignored. */
export function releaseOf(version: string): number[] {
  const m = /^v?(?:[0-9]+!)?([0-9]+(?:\.[0-9]+)*)/i.exec(version.trim());
  return m ? m[1].split('.').map(Number) : [];
}

export function compareReleases(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * What makes a specifier set pointless as a minimum version (EY-M05): an upper bound without a lower
 * bound, or bounds that exclude each other. Release-number comparison only: pre-releases are ignored,
 * which errs towards saying nothing.
 */
export function specifierSetConcern(specifiers: readonly Specifier[]): 'upper-bound-only' | 'unsatisfiable' | undefined {
  let lower: { release: number[]; inclusive: boolean } | undefined;
  let upper: { release: number[]; inclusive: boolean } | undefined;
  const pinned: number[][] = [];
  for (const { operator, version } of specifiers) {
    if (version.endsWith('.*') || operator === '===' || operator === '!=') continue;
    const release = releaseOf(version);
    if (release.length === 0) continue;
    if (operator === '>=' || operator === '>' || operator === '~=') {
      const inclusive = operator !== '>';
      if (!lower || compareReleases(release, lower.release) > 0 || (compareReleases(release, lower.release) === 0 && !inclusive)) {
        lower = { release, inclusive };
      }
      if (operator === '~=') {
        // ~=X.Y.Z means >=X.Y.Z, ==X.Y.*: upper bound X.(Y+1)
        const cap = release.slice(0, -1);
        cap[cap.length - 1]++;
        if (!upper || compareReleases(cap, upper.release) < 0) upper = { release: cap, inclusive: false };
      }
    } else if (operator === '<=' || operator === '<') {
      const inclusive = operator === '<=';
      if (!upper || compareReleases(release, upper.release) < 0 || (compareReleases(release, upper.release) === 0 && !inclusive)) {
        upper = { release, inclusive };
      }
    } else if (operator === '==') {
      pinned.push(release);
    }
  }
  const within = (r: number[]): boolean =>
    (!lower || compareReleases(r, lower.release) > 0 || (lower.inclusive && compareReleases(r, lower.release) === 0)) &&
    (!upper || compareReleases(r, upper.release) < 0 || (upper.inclusive && compareReleases(r, upper.release) === 0));
  if (pinned.some((r) => !within(r)) || pinned.some((r) => compareReleases(r, pinned[0]) !== 0)) return 'unsatisfiable';
  if (lower && upper) {
    const c = compareReleases(lower.release, upper.release);
    if (c > 0 || (c === 0 && !(lower.inclusive && upper.inclusive))) return 'unsatisfiable';
  }
  if (upper && !lower && pinned.length === 0) return 'upper-bound-only';
  return undefined;
}
