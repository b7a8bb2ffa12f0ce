import { RFC_OPTION_SPECS } from './option-specs.js';

export { RFC_OPTION_SPECS } from './option-specs.js';

export type H1Style = 'either' | 'template' | 'numbered';

/** Parsed rfc-lint inputs. */
export interface RfcOptions {
  rfcDir: string;
  index: string;
  /** Include globs. */
  scanGlobs: string[];
  /** Exclude globs (the `!` entries, without the `!`). */
  excludeGlobs: string[];
  formerSlugs: string[];
  h1Style: H1Style;
  checkOpenPrs: boolean;
}

// Plain functions, not a zod schema: rfc-lint's options are six strings, and zod is a 200 KB chunk
// that every `openenv-ci rfc-lint` run would compile only to read them (docs/performance.md). The
// messages are the ones the zod schema gave (test/rfc/static/options.test.ts compares the two).

/** An option's value, or the message of what is wrong with it. */
type Parsed<T> = { value: T } | { problem: string };

const list = (value: string): string[] =>
  value
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

function relativePath(raw: string): Parsed<string> {
  const value = raw.trim().replace(/^\.\//, '').replace(/\/+$/, '');
  return value !== '' && !value.startsWith('/') && !value.split('/').includes('..') ? { value } : { problem: 'must be a relative path inside the repository' };
}

const slug = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

function oneOf<T extends string>(raw: string, values: readonly T[]): Parsed<T> {
  const value = raw.trim().toLowerCase();
  if ((values as readonly string[]).includes(value)) return { value: value as T };
  // zod listed an enum's values as the keys of an object, where integer-like keys ("0", "1") come first.
  const listed = Object.keys(Object.fromEntries(values.map((v) => [v, v])));
  return { problem: `Invalid option: expected one of ${listed.map((v) => `"${v}"`).join('|')}` };
}

const H1_STYLES: readonly H1Style[] = ['either', 'template', 'numbered'];
const BOOLEAN_WORDS = ['true', 'false', 'yes', 'no', '1', '0', 'on', 'off'] as const;

/** Parse raw option strings (defaults filled in for absent keys). Throws an Error naming the bad option. */
export function parseRfcOptions(raw: Readonly<Record<string, string | undefined>> = {}): RfcOptions {
  const withDefaults: Record<string, string> = {};
  for (const spec of RFC_OPTION_SPECS) withDefaults[spec.name] = raw[spec.name] ?? spec.default ?? '';
  const problems: string[] = [];
  const read = <T>(name: string, parsed: Parsed<T>): T | undefined => {
    if ('value' in parsed) return parsed.value;
    problems.push(`rfc-lint option "${name}" (${JSON.stringify(withDefaults[name])}): ${parsed.problem}`);
    return undefined;
  };
  const rfcDir = read('rfc-dir', relativePath(withDefaults['rfc-dir']!));
  const index = read('index', relativePath(withDefaults.index!));
  const globs = list(withDefaults['scan-globs']!);
  const slugs = list(withDefaults['former-slugs']!);
  const formerSlugs = read('former-slugs', slugs.every((s) => slug.test(s)) ? { value: slugs } : { problem: 'each entry must be owner/name' });
  const h1Style = read('h1-style', oneOf(withDefaults['h1-style']!, H1_STYLES));
  const openPrs = read('check-open-prs', oneOf(withDefaults['check-open-prs']!, BOOLEAN_WORDS));
  if (problems.length) throw new Error(problems.join('; '));
  return {
    rfcDir: rfcDir!,
    index: index!,
    scanGlobs: globs.filter((g) => !g.startsWith('!')),
    excludeGlobs: globs.filter((g) => g.startsWith('!')).map((g) => g.slice(1)),
    formerSlugs: formerSlugs!,
    h1Style: h1Style!,
    checkOpenPrs: ['true', 'yes', '1', 'on'].includes(openPrs!),
  };
}
