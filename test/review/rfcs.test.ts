import { describe, expect, it } from '@jest/globals';
import { parseRfc } from '../../src/checks/review/rfcs.js';

describe('parseRfc: the symbols an RFC names', () => {
  const rfc = (body: string) => parseRfc('rfcs/001-abstractions.md', `# RFC 001: Basic Abstractions\n\n**Status**: In Review\n**Authors**: @someone\n\n## Summary\n\n${body}\n`);

  it('takes code spans that look like API names: snake_case, camelCase, with a call', () => {
    expect(rfc('The client calls `call_tool(name)` and `listTools`, on a `StepResult`.')?.symbols).toEqual(['StepResult', 'call_tool', 'listTools']);
  });

  it('leaves out protocol methods every class has, constants and short words (OpenEnv #340, #444: `__iter__` in RFC 001 flagged rubric containers)', () => {
    expect(rfc('Rubrics implement `__iter__` and `__call__`; `MAX_STEPS` and `reset` are fixed.')?.symbols).toEqual([]);
  });
});
