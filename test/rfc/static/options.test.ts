import { parseRfcOptions, RFC_OPTION_SPECS } from '../../../src/checks/rfc/options.js';
import { selectMarkdownFiles } from '../../../src/checks/rfc/static/index.js';
import fc from 'fast-check';
import * as z from 'zod';

/**
 * The zod schema options.ts used before it dropped zod (every rfc-lint run compiled 200 KB of zod for
 * it): the reference its plain parser must agree with, value for value and message for message.
 */
function zodReference(raw: Readonly<Record<string, string | undefined>>): unknown {
  const list = z.string().transform((value) => value.split(/[,\n]/).map((s) => s.trim()).filter((s) => s !== ''));
  const path = z
    .string()
    .transform((value) => value.trim().replace(/^\.\//, '').replace(/\/+$/, ''))
    .refine((value) => value !== '' && !value.startsWith('/') && !value.split('/').includes('..'), { message: 'must be a relative path inside the repository' });
  const slug = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
  const schema = z.object({
    'rfc-dir': path,
    index: path,
    'scan-globs': list,
    'former-slugs': list.refine((slugs) => slugs.every((s) => slug.test(s)), { message: 'each entry must be owner/name' }),
    'h1-style': z.string().transform((s) => s.trim().toLowerCase()).pipe(z.enum(['either', 'template', 'numbered'])),
    'check-open-prs': z
      .string()
      .transform((s) => s.trim().toLowerCase())
      .pipe(z.enum(['true', 'false', 'yes', 'no', '1', '0', 'on', 'off']))
      .transform((s) => ['true', 'yes', '1', 'on'].includes(s)),
  });
  const withDefaults: Record<string, string> = {};
  for (const spec of RFC_OPTION_SPECS) withDefaults[spec.name] = raw[spec.name] ?? spec.default ?? '';
  const result = schema.safeParse(withDefaults);
  if (!result.success) {
    return { error: result.error.issues.map((issue) => `rfc-lint option "${String(issue.path[0])}" (${JSON.stringify(withDefaults[String(issue.path[0])])}): ${issue.message}`).join('; ') };
  }
  const v = result.data;
  return {
    rfcDir: v['rfc-dir'],
    index: v.index,
    scanGlobs: v['scan-globs'].filter((g) => !g.startsWith('!')),
    excludeGlobs: v['scan-globs'].filter((g) => g.startsWith('!')).map((g) => g.slice(1)),
    formerSlugs: v['former-slugs'],
    h1Style: v['h1-style'],
    checkOpenPrs: v['check-open-prs'],
  };
}

function parsedOrError(raw: Readonly<Record<string, string | undefined>>): unknown {
  try {
    return parseRfcOptions(raw);
  } catch (error) {
    return { error: (error as Error).message };
  }
}

describe('rfc-lint options', () => {
  test('defaults follow the spec (9.5)', () => {
    const o = parseRfcOptions({});
    expect(o).toEqual({
      rfcDir: 'rfcs',
      index: 'rfcs/README.md',
      scanGlobs: ['**/*.md'],
      excludeGlobs: ['**/node_modules/**', '**/.venv/**', '**/venv/**', '**/vendor/**', '**/.git/**'],
      formerSlugs: ['meta-pytorch/OpenEnv'],
      h1Style: 'either',
      checkOpenPrs: true,
    });
    expect(RFC_OPTION_SPECS.map((s) => s.name)).toEqual(['rfc-dir', 'index', 'scan-globs', 'former-slugs', 'h1-style', 'check-open-prs']);
  });

  test('values are normalised: ./paths, trailing slashes, lists, booleans, case', () => {
    const o = parseRfcOptions({
      'rfc-dir': './docs/rfcs/',
      index: 'docs/rfcs/README.md',
      'former-slugs': 'meta-pytorch/OpenEnv\nfacebookresearch/OpenEnv',
      'h1-style': ' Numbered ',
      'check-open-prs': 'false',
    });
    expect(o).toMatchObject({
      rfcDir: 'docs/rfcs',
      formerSlugs: ['meta-pytorch/OpenEnv', 'facebookresearch/OpenEnv'],
      h1Style: 'numbered',
      checkOpenPrs: false,
    });
  });

  test.each([
    [{ 'h1-style': 'fancy' }, /rfc-lint option "h1-style" \("fancy"\)/],
    [{ 'check-open-prs': 'maybe' }, /rfc-lint option "check-open-prs" \("maybe"\)/],
    [{ 'rfc-dir': '../elsewhere' }, /rfc-lint option "rfc-dir" \("\.\.\/elsewhere"\): must be a relative path inside the repository/],
    [{ 'former-slugs': 'not a slug' }, /rfc-lint option "former-slugs" \("not a slug"\): each entry must be owner\/name/],
  ])('bad value %j is a clear error', (raw, message) => {
    expect(() => parseRfcOptions(raw)).toThrow(message);
  });

  test('the plain parser agrees with the zod schema it replaced, on values and on messages', () => {
    const text = fc.array(fc.constantFrom('a', 'B', '/', '.', '..', '-', '_', ' ', '\n', ',', '!', '*', '\t', 'é', 'on', 'No', 'TRUE', '0', 'numbered', 'Template', 'either'), { maxLength: 12 }).map((parts) => parts.join(''));
    const value = fc.oneof(text, fc.constantFrom('either', ' Numbered ', 'yes', 'OFF', './rfcs/', '/abs', 'a/../b', 'owner/name', 'a/b, c/d', ''));
    const raw = fc.record(
      { 'rfc-dir': value, index: value, 'scan-globs': value, 'former-slugs': value, 'h1-style': value, 'check-open-prs': value },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(raw, (options) => expect(parsedOrError(options)).toEqual(zodReference(options))), { numRuns: 800 });
    // The property reaches both answers.
    expect(parsedOrError({ 'h1-style': 'fancy', 'rfc-dir': '..', 'check-open-prs': 'maybe' })).toEqual(zodReference({ 'h1-style': 'fancy', 'rfc-dir': '..', 'check-open-prs': 'maybe' }));
    expect(parsedOrError({ 'h1-style': 'fancy' })).toHaveProperty('error');
  });

  test('scan-globs select Markdown, exclude vendored trees, and always keep the RFC folder and index', () => {
    const files = [
      'README.md',
      'docs/guide.md',
      'node_modules/pkg/README.md',
      '.venv/lib/site.md',
      'envs/echo/README.md',
      'rfcs/000-a.md',
      'rfcs/README.md',
      'rfcs/diagram.png',
      'src/code.py',
    ];
    expect(selectMarkdownFiles(files, { ...parseRfcOptions({}) })).toEqual([
      'README.md',
      'docs/guide.md',
      'envs/echo/README.md',
      'rfcs/000-a.md',
      'rfcs/README.md',
    ]);
    expect(selectMarkdownFiles(files, parseRfcOptions({ 'scan-globs': 'docs/**/*.md' }))).toEqual([
      'docs/guide.md',
      'rfcs/000-a.md',
      'rfcs/README.md',
    ]);
  });
});
