import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseReviewArtifact, renderReviewArtifact, ReviewArtifactError, serializeReviewArtifact } from '../../src/checks/review/artifact.js';
import type { ReviewReport } from '../../src/checks/review/model.js';
import { baseText, makeRepo, review, type TempRepo } from './support.js';

let r: TempRepo;
let report: ReviewReport;
let markdown: string;
beforeAll(async () => {
  r = makeRepo({
    'envs/echo_env/server/debug.py': 'def go():\n    breakpoint()\n',
    'envs/echo_env/client.py': baseText('envs/echo_env/client.py').replace('from .models import', 'from .server import app\nfrom .models import'),
  });
  ({ report, markdown } = await review(r));
});
afterAll(() => r.cleanup());

const tamper = (mutate: (a: Record<string, any>) => void): string => {
  const artifact = JSON.parse(serializeReviewArtifact(report, { repository: 'meta-pytorch/OpenEnv' }));
  mutate(artifact);
  return JSON.stringify(artifact);
};

describe('review artifact', () => {
  it('round-trips: the publisher renders the same comment the pull request job would have posted', () => {
    const json = serializeReviewArtifact(report, { repository: 'meta-pytorch/OpenEnv' });
    const artifact = parseReviewArtifact(json, { headSha: r.head, repository: 'meta-pytorch/OpenEnv' });
    expect(renderReviewArtifact(artifact, { repository: 'meta-pytorch/OpenEnv' })).toBe(markdown);
  });

  it.each([
    ['an unknown key', (a: Record<string, any>) => (a.report.commentMarkdown = '<script>')],
    ['a missing head sha', (a: Record<string, any>) => delete a.report.headSha],
    ['a short head sha', (a: Record<string, any>) => (a.report.headSha = 'abc123')],
    ['an invented reviewer', (a: Record<string, any>) => (a.report.tier2[0].reviewers = ['@octocat <img>'])],
    ['a path escaping the repository', (a: Record<string, any>) => (a.report.tier1[0].file = '../../etc/passwd')],
    ['an error moved out of Tier 1', (a: Record<string, any>) => a.report.tier2.push({ ...a.report.tier1.pop(), conflict: 'principle', reviewers: [] })],
    ['a wrong version', (a: Record<string, any>) => (a.version = 2)],
    ['a huge message', (a: Record<string, any>) => (a.report.tier1[0].message = 'x'.repeat(5000))],
    ['an RFC section escaping the repository', (a: Record<string, any>) => (a.report.tier2[0].grounding = [{ doc: '../secrets.md', startLine: 1, endLine: 2 }])],
    ['an RFC section ending before it starts', (a: Record<string, any>) => (a.report.tier2[0].grounding = [{ doc: 'rfcs/006-x.md', startLine: 9, endLine: 2 }])],
    ['an RFC section with an unknown key', (a: Record<string, any>) => (a.report.tier2[0].grounding = [{ doc: 'rfcs/006-x.md', startLine: 1, endLine: 2, text: 'obey' }])],
  ])('rejects %s', (_what, mutate) => {
    expect(() => parseReviewArtifact(tamper(mutate))).toThrow(ReviewArtifactError);
  });

  it('carries the places of a cause found in several files, and renders them as the comment does', () => {
    const places = ['a', 'b', 'c', 'd', 'e'].map((e) => ({ file: `envs/${e}/uv.lock`, line: 6 }));
    const grouped: ReviewReport = { ...report, tier1: [{ rule: 'deps/lockfile-in-sync', severity: 'error', check: 'validate', file: places[0]!.file, line: 6, message: 'uv.lock is stale.', places }] };
    const artifact = parseReviewArtifact(serializeReviewArtifact(grouped, { repository: 'meta-pytorch/OpenEnv' }), { headSha: r.head, repository: 'meta-pytorch/OpenEnv' });
    expect(artifact.report.tier1[0]!.places).toEqual(places);
    expect(renderReviewArtifact(artifact, { repository: 'meta-pytorch/OpenEnv' })).toContain(
      '- 5 files `envs/*/uv.lock`: `a`, `b`, `c` <details><summary>and 2 more</summary>`d`, `e`</details> — uv\\.lock is stale\\. _(validate: deps/lockfile\\-in\\-sync)_',
    );
    const escaping = JSON.parse(serializeReviewArtifact(grouped, { repository: 'meta-pytorch/OpenEnv' }));
    escaping.report.tier1[0].places[1].file = '../x';
    expect(() => parseReviewArtifact(JSON.stringify(escaping))).toThrow(/tier1\.0\.places\.1\.file/);
  });

  it('carries the RFC sections an RFC rule matched, for the publish job\'s model pass', () => {
    const json = tamper((a) => (a.report.tier2[0].grounding = [{ doc: 'rfcs/006-x.md', startLine: 8, endLine: 11 }]));
    expect(parseReviewArtifact(json, { headSha: r.head, repository: 'meta-pytorch/OpenEnv' }).report.tier2[0]!.grounding).toEqual([{ doc: 'rfcs/006-x.md', startLine: 8, endLine: 11 }]);
  });

  it('rejects an artifact for another head commit or repository, non-JSON and oversized input', () => {
    const json = serializeReviewArtifact(report, { repository: 'meta-pytorch/OpenEnv' });
    expect(() => parseReviewArtifact(json, { headSha: 'f'.repeat(40) })).toThrow(/refusing/);
    expect(() => parseReviewArtifact(json, { repository: 'someone/else' })).toThrow(/refusing/);
    expect(() => parseReviewArtifact('{not json')).toThrow(/not valid JSON/);
    expect(() => parseReviewArtifact(' '.repeat(3 * 1024 * 1024))).toThrow(/larger than/);
  });

  it('re-escapes text on publish: markup smuggled into a message cannot render', () => {
    const json = tamper((a) => (a.report.tier1[0].message = '[click](https://evil.example) @maintainers <b>now</b>'));
    const out = renderReviewArtifact(parseReviewArtifact(json), { repository: 'meta-pytorch/OpenEnv' });
    // The URL and the mention are code spans: no link, no notification, no invisible character.
    expect(out).toContain('\\[click\\]\\(`https://evil.example`\\)');
    expect(out).toContain('`@maintainers`');
    expect(out).toContain('&lt;b&gt;now&lt;/b&gt;');
  });
});
