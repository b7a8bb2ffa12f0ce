import { describe, expect, it } from '@jest/globals';
import { parseRfc, rfcSectionsNaming } from '../../src/checks/review/rfcs.js';

describe('parseRfc: the symbols an RFC names', () => {
  const rfc = (body: string) => parseRfc('rfcs/001-abstractions.md', `# RFC 001: Basic Abstractions\n\n**Status**: In Review\n**Authors**: @someone\n\n## Summary\n\n${body}\n`);

  it('takes code spans that look like API names: snake_case, camelCase, with a call', () => {
    expect(rfc('The client calls `call_tool(name)` and `listTools`, on a `StepResult`.')?.symbols).toEqual(['StepResult', 'call_tool', 'listTools']);
  });

  it('leaves out protocol methods every class has, constants and short words (OpenEnv #340, #444: `__iter__` in RFC 001 flagged rubric containers)', () => {
    expect(rfc('Rubrics implement `__iter__` and `__call__`; `MAX_STEPS` and `reset` are fixed.')?.symbols).toEqual([]);
  });
});

describe('rfcSectionsNaming: where an RFC names what a rule matched', () => {
  const text = [
    '# RFC 002: Tools', //  1
    '', //  2
    '**Status**: Draft', //  3
    'Scope: `src/openenv/core/tools/`.', //  4
    '', //  5
    '## Design', //  6
    '', //  7
    '### Registry', //  8
    '', //  9
    'Tools register through `register_tool`.', // 10
    '', // 11
    '', // 12
    '### Calls', // 13
    '', // 14
    '```python', // 15
    'class ToolCall:', // 16
    '## a comment, not a heading', // 17
    '```', // 18
    'Again `register_tool`, and `src/openenv/core/tools/` too.', // 19
    '', // 20
    '## Alternatives', // 21
    '', // 22
    'None.', // 23
  ].join('\n');
  const rfc = parseRfc('rfcs/002-tools.md', text)!;

  it('records the lines of each path, symbol and definition', () => {
    expect(rfc.namedAt.get('src/openenv/core/tools/')).toEqual([4, 19]);
    expect(rfc.namedAt.get('register_tool')).toEqual([10, 19]);
    expect(rfc.namedAt.get('ToolCall')).toEqual([16]);
  });

  it('gives the innermost section of each mention (heading to last non-blank line), the header above the first ##, deduplicated in order', async () => {
    expect(await rfcSectionsNaming(rfc, text, ['register_tool'])).toEqual([
      { doc: 'rfcs/002-tools.md', startLine: 8, endLine: 10 },
      { doc: 'rfcs/002-tools.md', startLine: 13, endLine: 19 },
    ]);
    expect(await rfcSectionsNaming(rfc, text, ['src/openenv/core/tools/', 'ToolCall'])).toEqual([
      { doc: 'rfcs/002-tools.md', startLine: 1, endLine: 4 },
      { doc: 'rfcs/002-tools.md', startLine: 13, endLine: 19 },
    ]);
    expect(await rfcSectionsNaming(rfc, text, ['not_named_anywhere'])).toEqual([]);
  });
});
