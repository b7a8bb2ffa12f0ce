import { parseRfcOptions, RFC_OPTION_SPECS } from '../../../src/checks/rfc/options.js';
import { selectMarkdownFiles } from '../../../src/checks/rfc/static/index.js';

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
