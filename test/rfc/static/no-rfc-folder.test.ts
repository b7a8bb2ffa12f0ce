import { rfcLintCheck } from '../../../src/checks/rfc/index.js';
import { checkContext, recordingLogger } from '../../support/context.js';

describe('rfc-lint without an RFC folder', () => {
  const run = async (files: Record<string, string>) => {
    const logger = recordingLogger();
    const base = checkContext(files);
    const result = await rfcLintCheck.run({ ...base, services: { ...base.services, logger } });
    return { findings: result.findings, lines: logger.lines };
  };

  it('run in the RFC folder itself (`rfc-lint rfcs`), warns that nothing was linted and where to run it', async () => {
    const { findings, lines } = await run({ '001-abstractions.md': '# RFC 001: Abstractions\n', '002-env-spec.md': '# RFC 002: Env spec\n', 'README.md': '# RFCs\n' });
    expect(findings).toEqual([]);
    expect(lines.filter((l) => l.startsWith('warning:'))).toEqual([
      expect.stringMatching(/^warning: rfc-lint: no rfcs\/ folder in .*, which holds RFC files itself \(001-abstractions\.md, 002-env-spec\.md\): nothing was linted\. Run rfc-lint on the folder that holds the RFC folder/),
    ]);
  });

  it('in a repository with no RFCs at all (an environment repository), says so only as information', async () => {
    const { findings, lines } = await run({ 'README.md': '# An environment\n', 'docs/001-setup.md': '# Setup\n' });
    expect(findings).toEqual([]);
    expect(lines.filter((l) => l.startsWith('warning:'))).toEqual([]);
    expect(lines).toContainEqual(expect.stringMatching(/^info: rfc-lint: no rfcs\/ folder in .*; nothing to lint\.$/));
  });
});
