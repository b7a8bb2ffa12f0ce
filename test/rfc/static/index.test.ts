import { brief, byRule, cleanTreeWith, lint, lineOf, loadTree } from './helpers.js';

const INDEX = 'rfcs/README.md';

describe('rfc/index-missing', () => {
  test('an RFC without entry is reported on its H1 line (PR 624 case)', async () => {
    const tree = cleanTreeWith({
      'rfcs/003-multi-component-rewards.md': `\n${loadTree('clean')['rfcs/002-env-spec.md'].replace('002', '003')}`,
    });
    const f = byRule(await lint(tree), 'rfc/index-missing');
    expect(brief(f)).toEqual([['rfc/index-missing', 'rfcs/003-multi-component-rewards.md', 2, 'error']]);
    expect(f[0].message).toMatch(/^rfcs\/003-multi-component-rewards\.md is not listed under "Current RFCs" in rfcs\/README\.md\./);
  });

  test('a missing index file lists every RFC and says why', async () => {
    const f = byRule(await lint(cleanTreeWith({ [INDEX]: null })), 'rfc/index-missing');
    expect(f).toHaveLength(3);
    expect(f[0].message).toContain('the index file rfcs/README.md does not exist');
  });
});

describe('rfc/index-dangling', () => {
  test('planned entries for files that do not exist', async () => {
    const tree = cleanTreeWith({
      [INDEX]: (t) => t.replace('### Core Abstractions & Design\n', '### Core Abstractions & Design\n- [006-performance-simulation.md](./006-performance-simulation.md) - Production Performance Simulation\n'),
    });
    const f = byRule(await lint(tree), 'rfc/index-dangling');
    expect(brief(f)).toEqual([['rfc/index-dangling', INDEX, lineOf(tree[INDEX], '006-performance'), 'error']]);
    expect(f[0].message).toBe(
      'Index entry ./006-performance-simulation.md points to a file that does not exist; record planned RFCs as prose reservations instead.',
    );
    expect(byRule(await lint(tree), 'rfc/broken-link')).toEqual([]); // entries are not double-reported
  });
});

describe('rfc/index-title', () => {
  test('description and H1 title must agree by token containment', async () => {
    const tree = cleanTreeWith({
      [INDEX]: (t) => t.replace('Framework Spec for Agent Execution Environments', 'Production Performance Simulation'),
    });
    const f = byRule(await lint(tree), 'rfc/index-title');
    expect(brief(f)).toEqual([['rfc/index-title', INDEX, lineOf(tree[INDEX], '002-env-spec'), 'warning']]);
    expect(f[0].message).toBe(
      'Index describes rfcs/002-env-spec.md as "Production Performance Simulation" but its title is "OpenEnv Framework Spec for agent execution environments". Update the description or the RFC\'s H1.',
    );
  });

  test('"Basic Abstractions (Environment, Agent, State)" vs "OpenEnv Basic Abstractions" passes', async () => {
    expect(byRule(await lint(cleanTreeWith()), 'rfc/index-title')).toEqual([]);
  });
});

describe('rfc/index-uncategorized', () => {
  test('an entry directly under ## Current RFCs', async () => {
    const tree = cleanTreeWith({
      [INDEX]: (t) => t.replace('## Current RFCs\n', '## Current RFCs\n\n- [002-env-spec.md](./002-env-spec.md) - Framework Spec\n'),
    });
    const f = byRule(await lint(tree), 'rfc/index-uncategorized');
    expect(brief(f)).toEqual([['rfc/index-uncategorized', INDEX, lineOf(tree[INDEX], 'Framework Spec\n'.trim()), 'warning']]);
    expect(f[0].message).toMatch(/^Index entry for 002-env-spec\.md is not under a category heading \(### \.\.\.\)\./);
  });
});

describe('rfc/index-entry', () => {
  test('link text, duplicate path and duplicate number', async () => {
    const tree = cleanTreeWith({
      [INDEX]: (t) =>
        t.replace(
          '- [002-env-spec.md](./002-env-spec.md) - Framework Spec for Agent Execution Environments',
          [
            '- [Env spec](./002-env-spec.md) - Framework Spec for Agent Execution Environments',
            '- [002-env-spec.md](./002-env-spec.md) - Framework Spec for Agent Execution Environments',
            '- [000-other.md](./000-other.md) - Other',
          ].join('\n'),
        ),
    });
    const f = byRule(await lint(tree), 'rfc/index-entry');
    const line = (needle: string) => lineOf(tree[INDEX], needle);
    expect(brief(f)).toEqual([
      ['rfc/index-entry', INDEX, line('[Env spec]'), 'warning'],
      ['rfc/index-entry', INDEX, line('- [002-env-spec.md]'), 'warning'],
      ['rfc/index-entry', INDEX, line('000-other'), 'warning'],
    ]);
    expect(f[2].message).toBe('Number 000 is listed twice in the index (000-project-phases.md, 000-other.md); each RFC number belongs to one file.');
  });

  test('the clean index passes', async () => {
    const findings = await lint(cleanTreeWith());
    expect(findings.filter((x) => x.rule.startsWith('rfc/index-'))).toEqual([]);
  });
});
