import * as z from 'zod';
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
