import { fileURLToPath } from 'node:url';
import { WorkingTreeView } from '../../../src/repo/working-tree.js';
import { parseRfcOptions } from '../../../src/checks/rfc/options.js';
import { lintTreeStatic } from '../../../src/checks/rfc/static/index.js';

const ROOT = fileURLToPath(new URL('../../../examples/openenv-repo', import.meta.url));

describe('bundled example examples/openenv-repo', () => {
  test('shows the findings its README promises, and no others from the static rules', async () => {
    const { findings } = await lintTreeStatic(new WorkingTreeView(ROOT), {
      ...parseRfcOptions({}),
      repositorySlug: 'huggingface/OpenEnv',
      now: new Date('2026-06-13T00:00:00Z'),
    });
    const seen = findings.map((f) => `${f.severity} ${f.rule} ${f.file}:${f.line}`).sort();
    expect(seen).toEqual(
      [
        'warning rfc/header-layout rfcs/000-project-phases.md:3',
        'warning rfc/reference-title-mismatch rfcs/000-project-phases.md:72',
        'warning rfc/broken-anchor rfcs/003-mcp-support.md:57',
        'warning rfc/pr-link-repo rfcs/003-mcp-support.md:30',
        'error rfc/index-missing rfcs/004-rubrics.md:1',
        'warning rfc/section-missing rfcs/004-rubrics.md:1',
        'warning rfc/reference-title-mismatch README.md:11',
        'error rfc/broken-link docs/environments/carla.md:7',
      ].sort(),
    );
  });
});
