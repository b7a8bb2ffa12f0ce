import * as z from 'zod';
import type { OptionSpec } from '../../engine/check.js';

/** rfc-lint inputs (spec 9.5); the same names are action inputs, CLI flags and config keys. */
export const RFC_OPTION_SPECS: readonly OptionSpec[] = [
  { name: 'rfc-dir', description: 'Folder holding the RFC files (NNN-kebab-title.md).', default: 'rfcs' },
  { name: 'index', description: 'Process document whose "## Current RFCs" section indexes every RFC.', default: 'rfcs/README.md' },
  {
    name: 'scan-globs',
    description:
      'Markdown files scanned for RFC mentions and links (comma or newline separated picomatch globs; a leading ! excludes). RFC files and the index are always read.',
    default: '**/*.md,!**/node_modules/**,!**/.venv/**,!**/venv/**,!**/vendor/**,!**/.git/**',
    multiple: true,
  },
  {
    name: 'former-slugs',
    description: 'Former owner/name slugs of this repository: links to them are stale (warning) rather than wrong (error).',
    default: 'meta-pytorch/OpenEnv',
    multiple: true,
  },
  { name: 'h1-style', description: 'Accepted H1 form: either, template ("# RFC: Title") or numbered ("# RFC 008: Title").', default: 'either' },
  {
    name: 'check-open-prs',
    description: 'Read open pull requests to find RFC numbers they claim (needs pull-requests: read).',
    default: 'true',
    boolean: true,
  },
];

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

const list = z.string().transform((value) =>
  value
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== ''),
);
const path = z
  .string()
  .transform((value) => value.trim().replace(/^\.\//, '').replace(/\/+$/, ''))
  .refine((value) => value !== '' && !value.startsWith('/') && !value.split('/').includes('..'), {
    message: 'must be a relative path inside the repository',
  });
const slug = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

const schema = z.object({
  'rfc-dir': path,
  index: path,
  'scan-globs': list,
  'former-slugs': list.refine((slugs) => slugs.every((s) => slug.test(s)), { message: 'each entry must be owner/name' }),
  'h1-style': z
    .string()
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.enum(['either', 'template', 'numbered'])),
  'check-open-prs': z
    .string()
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.enum(['true', 'false', 'yes', 'no', '1', '0', 'on', 'off']))
    .transform((s) => ['true', 'yes', '1', 'on'].includes(s)),
});

/** Parse raw option strings (defaults filled in for absent keys). Throws an Error naming the bad option. */
export function parseRfcOptions(raw: Readonly<Record<string, string | undefined>> = {}): RfcOptions {
  const withDefaults: Record<string, string> = {};
  for (const spec of RFC_OPTION_SPECS) withDefaults[spec.name] = raw[spec.name] ?? spec.default ?? '';
  const result = schema.safeParse(withDefaults);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return `rfc-lint option "${name}" (${JSON.stringify(withDefaults[name])}): ${issue.message}`;
    });
    throw new Error(problems.join('; '));
  }
  const v = result.data;
  const globs = v['scan-globs'];
  return {
    rfcDir: v['rfc-dir'],
    index: v.index,
    scanGlobs: globs.filter((g) => !g.startsWith('!')),
    excludeGlobs: globs.filter((g) => g.startsWith('!')).map((g) => g.slice(1)),
    formerSlugs: v['former-slugs'],
    h1Style: v['h1-style'] as H1Style,
    checkOpenPrs: v['check-open-prs'],
  };
}
