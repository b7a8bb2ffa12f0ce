import { afterEach, describe, expect, it } from '@jest/globals';
import { at, makeRepo, pullRequest, review, type TempRepo } from './support.js';

/**
 * "All paths and document locations are configurable": a repository laid out differently from OpenEnv
 * (core package under lib/, environments under environments/, RFCs under proposals/, documents and
 * CODEOWNERS elsewhere). With the defaults none of this is found; with the options all of it is.
 */

const repos: TempRepo[] = [];
afterEach(() => {
  while (repos.length) repos.pop()!.cleanup();
});

const INVARIANTS = ['# Invariants', '', '## Architecture', '', '1. **Client-server separation**', '   - Clients never import from `server/`', ''].join('\n');
const PRINCIPLES = ['# Principles', '', '- Decisions change only through a new RFC.', '- New core APIs, breaking changes and new abstractions need an RFC.', ''].join('\n');
const INTERFACES = ['class Environment:', '    def reset(self, seed=None, episode_id=None):', '        ...', ''].join('\n');
const RFC = ['# RFC 009: Plugin Loader', '', '**Status**: Draft', '**Authors**: @plugin-author', '', '## Summary', '', 'Plugins load from `lib/corepkg/plugins/`.', ''].join('\n');

const BASE = {
  'docs/governance/INVARIANTS.md': INVARIANTS,
  'docs/governance/PRINCIPLES.md': PRINCIPLES,
  'meta/OWNERS': '/environments/  @env-team\n/docs/governance/  @governance\n',
  'lib/corepkg/interfaces.py': INTERFACES,
  'environments/chess/client.py': 'class ChessClient:\n    pass\n',
  'proposals/009-plugin-loader.md': RFC,
};

const HEAD = {
  'environments/chess/server/engine.py': 'def move(board):\n    print(board)\n    return board\n',
  'environments/chess/client.py': 'from .server.engine import move\n\n\nclass ChessClient:\n    pass\n',
  'lib/corepkg/interfaces.py': INTERFACES.replace('episode_id=None)', 'episode_id=None, level=0)'),
  'lib/corepkg/registry.py': 'def register(name, cls):\n    return cls\n',
  'lib/corepkg/plugins/loader.py': '"""Plugin loading."""\n',
};

const OPTIONS = {
  'invariants-file': 'docs/governance/INVARIANTS.md',
  'principles-file': 'docs/governance/PRINCIPLES.md',
  'codeowners-file': 'meta/OWNERS',
  'source-paths': 'lib/**,environments/**',
  'core-package': 'lib/corepkg',
  'core-env-files': 'lib/corepkg/interfaces.py',
  'rfc-dir': 'proposals',
};

function layoutRepo(): TempRepo {
  const r = makeRepo(HEAD, { baseTree: '', baseFiles: BASE });
  repos.push(r);
  return r;
}

describe('review on a repository laid out differently', () => {
  it('finds nothing layout-dependent with the OpenEnv defaults', async () => {
    const { findings, report } = await review(layoutRepo(), { pullRequest: pullRequest({ body: 'Adds plugins.' }) });
    for (const rule of ['review/debug-print', 'review/gym-signature', 'review/rfc-required', 'review/rfc-area']) expect(at(findings, rule)).toEqual([]);
    expect(report.openRfcs).toEqual([]);
  });

  it('follows the configured source paths, core package, core classes, RFC folder, documents and CODEOWNERS', async () => {
    const r = layoutRepo();
    const { findings, report, markdown } = await review(r, { options: OPTIONS, pullRequest: pullRequest({ body: 'Adds plugins.' }) });
    expect(at(findings, 'review/debug-print')).toEqual(['environments/chess/server/engine.py:2']);
    expect(at(findings, 'review/gym-signature')).toEqual(['lib/corepkg/interfaces.py:2']);
    expect(at(findings, 'review/rfc-required')).toEqual(['lib/corepkg/registry.py:1']);
    expect(at(findings, 'review/rfc-area')).toEqual(['lib/corepkg/plugins/loader.py:1']);
    expect(report.openRfcs.map((o) => `${o.path}:${o.authors.join(',')}`)).toEqual(['proposals/009-plugin-loader.md:@plugin-author']);

    const separation = report.tier2.find((i) => i.rule === 'review/client-server-import')!;
    expect(separation.reference).toEqual({ path: 'docs/governance/INVARIANTS.md', line: 5 });
    // CODEOWNERS from the configured file (owner of the file and of the document) + blame of line 5.
    expect(separation.reviewers).toEqual(['@env-team', '@governance', '@invariant-keeper']);
    expect(report.tier2.find((i) => i.rule === 'review/rfc-required')?.reference).toEqual({ path: 'docs/governance/PRINCIPLES.md', line: 4 });
    expect(markdown).toContain(`https://github.com/meta-pytorch/OpenEnv/blob/${r.head}/docs/governance/INVARIANTS.md#L5`);
  });
});
