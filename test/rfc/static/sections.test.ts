import { brief, byRule, cleanTreeWith, lint, lineOf } from './helpers.js';

const P0 = 'rfcs/000-project-phases.md';
const P2 = 'rfcs/002-env-spec.md';

describe('rfc/section-missing', () => {
  test('"## Proposed Solution" is not a Design section (RFC 004 case)', async () => {
    const tree = cleanTreeWith({ [P0]: (t) => t.replace('## Design\n', '## Proposed Solution\n') });
    const f = byRule(await lint(tree), 'rfc/section-missing');
    expect(brief(f)).toEqual([['rfc/section-missing', P0, 1, 'warning']]);
    expect(f[0].message).toBe('Missing "## Design" section (template: Architecture Overview, Core Abstractions, Key Design Decisions).');
  });

  test('an added RFC without Summary and Motivation gets errors, one per section', async () => {
    const tree = cleanTreeWith({ [P0]: (t) => t.replace('## Summary\n', '## Overview\n').replace('## Motivation\n', '## Why\n') });
    const f = byRule(await lint(tree, { addedFiles: new Set([P0]) }), 'rfc/section-missing');
    expect(brief(f)).toEqual([
      ['rfc/section-missing', P0, 1, 'error'],
      ['rfc/section-missing', P0, 1, 'error'],
    ]);
    expect(f.map((x) => x.message)).toEqual([
      'Missing "## Summary" section (template: a 1-2 paragraph overview of the proposal).',
      'Missing "## Motivation" section (template: Problem Statement and Goals).',
    ]);
  });

  test('Examples may be any H2-H4 heading with the word; "Detailed Design", ordinals and emphasis are accepted', async () => {
    // 001 uses "## Usage Example", 002 "## Detailed Design" and "## Example Environments": all pass.
    expect(byRule(await lint(cleanTreeWith()), 'rfc/section-missing')).toEqual([]);
    const tree = cleanTreeWith({
      [P0]: (t) => t.replace('## Summary', '## 1. *Summary*').replace('## Examples', '#### 4. Integration Examples'),
    });
    expect(byRule(await lint(tree), 'rfc/section-missing')).toEqual([]);
    const none = cleanTreeWith({ [P0]: (t) => t.replace('## Examples', '## Sample code') });
    expect(brief(byRule(await lint(none), 'rfc/section-missing'))).toEqual([['rfc/section-missing', P0, 1, 'warning']]);
  });
});

describe('rfc/subsection-missing', () => {
  test('missing Core Abstractions and Goals (Non-Goals does not count)', async () => {
    const tree = cleanTreeWith({
      [P0]: (t) => t.replace('### Core Abstractions', '### Interfaces').replace('### Goals', '### Non-Goals'),
    });
    const f = byRule(await lint(tree), 'rfc/subsection-missing');
    expect(brief(f)).toEqual([
      ['rfc/subsection-missing', P0, 1, 'warning'],
      ['rfc/subsection-missing', P0, 1, 'warning'],
    ]);
    expect(f.map((x) => x.message)).toEqual([
      'No "Goals" heading or bold label; say what the RFC is trying to achieve.',
      'No "Core Abstractions" heading; label the part that defines the key interfaces.',
    ]);
  });

  test('bold labels count for Problem and Goals ("Problem 1:" in RFC 004 style)', async () => {
    const tree = cleanTreeWith({ [P0]: (t) => t.replace('### Problem Statement\n', '**Problem 1: glue code**\n') });
    expect(byRule(await lint(tree), 'rfc/subsection-missing')).toEqual([]);
  });
});

describe('rfc/decision-structure', () => {
  test('a flat list under Key Design Decisions is one warning on the heading (PR 727 / RFC 005 case)', async () => {
    const flat = `## Resolved Design Decisions\n\n1. Harness runs in the sandbox.\n2. Tools are MCP tools.\n`;
    const tree = cleanTreeWith({
      [P0]: (t) => t.replace(/### Key Design Decisions[\s\S]*?## Examples/, `${flat}\n## Examples`),
    });
    const f = byRule(await lint(tree), 'rfc/decision-structure');
    expect(brief(f)).toEqual([['rfc/decision-structure', P0, lineOf(tree[P0], '## Resolved Design Decisions'), 'warning']]);
    expect(f[0].message).toBe(
      'Resolved Design Decisions is a flat list; give each decision a heading with **Chosen Approach**, **Rationale** and **Trade-offs**.',
    );
  });

  test('a decision without Trade-offs is reported on its heading (RFC 002 lacks Trade-offs)', async () => {
    const tree = cleanTreeWith({ [P2]: (t) => t.replace('**Tradeoffs**: indentation mistakes; the validator reports them.\n', '') });
    const f = byRule(await lint(tree), 'rfc/decision-structure');
    expect(brief(f)).toEqual([['rfc/decision-structure', P2, lineOf(tree[P2], '#### Manifest in YAML'), 'warning']]);
    expect(f[0].message).toContain('Decision "Manifest in YAML" has no **Trade-offs**');
  });

  test('Chosen / Rationale / Tradeoffs spellings pass', async () => {
    expect(byRule(await lint(cleanTreeWith()), 'rfc/decision-structure')).toEqual([]);
  });
});
